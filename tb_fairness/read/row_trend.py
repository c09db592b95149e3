"""One row over the steps, per group: what Trends draws for a label or a class.

For row ``key`` (a label, a class, a metric: the kind's ``Bias.key``) of every step of every
run holding ``tag``: its value per group (identity) with the interval (``Bias.groups``, the
groups Compare's drill-down compares), its bias with the interval (``Bias.rows``), and the
first step at which that bias is significantly worse than at its best before
(:mod:`tb_fairness.metrics.first_worse`). Each step's numbers are computed from its report
once per options and kept (:meth:`ReportStore.result`). Without ``key``, only the keys a
picker offers: the latest report's rows, largest bias first.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import numpy as np

from tb_fairness.kinds import Kind, Table
from tb_fairness.kinds.bias import BiasRows
from tb_fairness.kinds.table import json_float
from tb_fairness.metrics import first_worse
from tb_fairness.read import compare, series
from tb_fairness.read.store import CorruptReport, Report, ReportStore

Getter = Callable[[str], Optional[Any]]

# The keys offered for picking (the rows with the largest bias first).
MAX_KEYS = 1000


def row_trend(
    store: ReportStore,
    ctx,
    experiment_id: str,
    tag: str,
    runs: list[str],
    key: str | None,
    get: Getter,
) -> dict:
    """Row ``key`` per group over the steps of ``runs`` (every run holding ``tag`` when
    empty), with the kind's options ``get`` reads; with ``key`` None, the keys only."""
    kind, infos, skipped = series.checked_runs(store, ctx, experiment_id, tag, runs)
    if kind.bias.groups is None:
        raise ValueError(f"key: {kind.name} reports have no groups to draw")
    options = kind.parse(get)
    options_repr = repr(sorted(options.items()))
    # The picker's keys: the first run's latest report, computed once per options.
    first = next(iter(infos))
    step, wall_time = infos[first][1][-1]
    keys = store.result(
        ctx,
        experiment_id,
        first,
        tag,
        step,
        wall_time,
        ("row_keys", options_repr),
        lambda report: _keys(
            bias_rows(store, ctx, experiment_id, kind, first, tag, step, wall_time, options)
        ),
    )
    out: dict = {
        "tag": tag,
        "kind": kind.name,
        "options": options,
        "level": options["level"],
        "key_name": kind.bias.key,
        "bias": kind.bias.name,
        "format": kind.bias.format_of(options),
        **keys,
    }
    if key is None:
        return {**out, "key": None, "series": [], "skipped": skipped}
    what = ("row_groups", key, options_repr)

    def compute(report: Report) -> dict:
        rows = bias_rows(
            store, ctx, experiment_id, kind, report.run, tag, report.step, report.wall_time, options
        )
        return _point(kind, report, options, key, rows)

    body_series: list[dict[str, Any]] = []
    # What the groups' value is and how it reads, as the latest report holding the row says.
    value: dict = {"value": None, "value_format": "percent"}
    for run, (_, steps) in infos.items():
        points = []
        for step, wall_time, p in series.step_results(
            store, ctx, experiment_id, tag, run, steps, what, compute, skipped
        ):
            if p["value"] is not None:
                value = p["value"]
            points.append({"step": step, "wall_time": wall_time, **p["point"]})
        worse = compare.first_worse_json(
            points,
            [p["bias"] for p in points],
            [p["lower"] for p in points],
            [p["upper"] for p in points],
            "lower",
            options["level"],
        )
        body_series.append({"run": run, "points": points, "first_worse": worse})
    if not any(p["present"] for s in body_series for p in s["points"]):
        if skipped and not any(s["points"] for s in body_series):
            raise CorruptReport(skipped[0]["reason"])
        raise ValueError(f"key: no {kind.bias.key} {key!r} in any report of {tag!r}")
    return {
        **out,
        "key": key,
        **value,
        "first_worse_test": first_worse.TEST,
        "series": body_series,
        "skipped": skipped,
    }


def _keys(rows: BiasRows) -> dict:
    """The keys of one report's bias ``rows``, the largest bias first (undefined last), at
    most MAX_KEYS."""
    bias = np.where(np.isnan(rows.bias), -np.inf, rows.bias)
    order = np.argsort(-bias, kind="stable")
    keys = list(dict.fromkeys(rows.keys[i] for i in order))
    return {"keys": keys[:MAX_KEYS], "keys_total": len(keys)}


def bias_rows(
    store, ctx, experiment_id: str, kind: Kind, run: str, tag: str, step, wall_time, options
) -> BiasRows:
    """The bias rows of ``run``'s report at ``step`` under ``options``, computed once and
    kept by the store (:meth:`ReportStore.result`): every drill-down of that report and
    those options reads them, whichever row it asks for."""
    what = ("bias_rows", repr(sorted(options.items())))

    def compute(report: Report) -> BiasRows:
        return kind.bias.rows(report.counts, kind.resolve(report.counts, dict(options)))

    return store.result(ctx, experiment_id, run, tag, step, wall_time, what, compute)


def row_bias(rows: BiasRows, key: str) -> dict:
    """Row ``key`` of one report's bias rows: whether the report has it (its numbers may
    still be undefined there), its signed value, and its bias with the interval (None where
    absent or undefined). What the ``row`` route's steps and runs and ``row_trend`` show."""
    i = rows.keys.index(key) if key in rows.keys else None
    out: dict = {"present": i is not None}
    for name, values in (
        ("value", rows.value),
        ("bias", rows.bias),
        ("lower", rows.lower),
        ("upper", rows.upper),
    ):
        out[name] = None if i is None else json_float(float(values[i]))
    return out


def _point(kind: Kind, report: Report, options: dict, key: str, rows: BiasRows) -> dict:
    """The row in one report (:func:`row_bias` of its bias ``rows``, with its value per
    group), and what that value is (``value``, ``value_format``; None when the report lacks
    the row)."""
    resolved = kind.resolve(report.counts, dict(options))
    point = row_bias(rows, key)
    groups = []
    value = None
    if point["present"]:
        t = kind.bias.groups(report.counts, resolved, key)  # type: ignore[misc]
        value = {"value": t.head["value"], "value_format": t.head["format"]}
        c = t.columns
        for j in range(len(t)):
            groups.append(
                {
                    "group": str(c["group"][j]),
                    **{k: json_float(float(c[k][j])) for k in ("n", "value", "lower", "upper")},
                }
            )
    return {"point": {**point, "groups": groups}, "value": value}


# The columns of a row's trend as a table (``tb-fairness trend --key K``).
ROW_TREND_COLUMNS = ("run", "step", "group", "n", "value", "lower", "upper")


def row_trend_table(body: dict) -> Table:
    """A row's trend as a table: one line per run, step and group (the value per group with
    its interval); the head holds the row's bias per run and step (``bias``) and its first
    worse step per run (``first_worse``)."""
    records = [
        (s["run"], p["step"], g) for s in body["series"] for p in s["points"] for g in p["groups"]
    ]
    columns = {
        "run": np.asarray([r for r, _, _ in records], dtype=object),
        "step": np.asarray([step for _, step, _ in records], dtype=np.int64),
        **{
            c: np.asarray([g[c] for _, _, g in records], dtype=object)
            for c in ROW_TREND_COLUMNS[2:]
        },
    }
    head = {k: body[k] for k in ("tag", "kind", "key", "key_name", "value", "bias", "level")}
    head["bias_by_step"] = [
        {"run": s["run"], "step": p["step"], **{k: p[k] for k in ("bias", "lower", "upper")}}
        for s in body["series"]
        for p in s["points"]
    ]
    head["first_worse"] = {s["run"]: s["first_worse"] for s in body["series"]}
    return Table(columns, head)
