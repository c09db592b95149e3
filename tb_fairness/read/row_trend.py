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
from tb_fairness.kinds.table import json_float
from tb_fairness.metrics import first_worse
from tb_fairness.read import compare, series
from tb_fairness.read.store import CorruptReport, Report, ReportStore
from tb_fairness.reports.metadata import UnsupportedReport

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
    first = next(iter(infos))
    latest = store.report(ctx, experiment_id, first, tag)
    out: dict = {
        "tag": tag,
        "kind": kind.name,
        "options": options,
        "level": options["level"],
        "key_name": kind.bias.key,
        "bias": kind.bias.name,
        "format": kind.bias.format_of(options),
        **_keys(kind, latest, options),
    }
    if key is None:
        return {**out, "key": None, "series": [], "skipped": skipped}
    what = ("row_groups", key, repr(sorted(options.items())))

    def compute(report: Report) -> dict:
        return _point(kind, report, options, key)

    body_series: list[dict[str, Any]] = []
    value_name = None
    for run, (_, steps) in infos.items():
        points = []
        for step, wall_time in steps:
            try:
                p = store.result(ctx, experiment_id, run, tag, step, wall_time, what, compute)
            except UnsupportedReport as err:
                skipped.append({"run": run, "tag": tag, "step": step, "reason": str(err)})
                continue
            value_name = p["value_name"] or value_name
            points.append(
                {
                    "step": step,
                    "wall_time": wall_time,
                    **{k: v for k, v in p.items() if k != "value_name"},
                }
            )
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
        "value": value_name,
        "value_format": "percent",
        "first_worse_test": first_worse.TEST,
        "series": body_series,
        "skipped": skipped,
    }


def _keys(kind: Kind, report: Report, options: dict) -> dict:
    """The rows of ``report``, the largest bias first (undefined last), at most MAX_KEYS."""
    rows = kind.bias.rows(report.counts, kind.resolve(report.counts, dict(options)))
    bias = np.where(np.isnan(rows.bias), -np.inf, rows.bias)
    order = np.argsort(-bias, kind="stable")
    keys = list(dict.fromkeys(rows.keys[i] for i in order))
    return {"keys": keys[:MAX_KEYS], "keys_total": len(keys)}


def _point(kind: Kind, report: Report, options: dict, key: str) -> dict:
    """The row in one report: present or not, its bias with the interval, its groups."""
    resolved = kind.resolve(report.counts, dict(options))
    rows = kind.bias.rows(report.counts, resolved)
    i = rows.keys.index(key) if key in rows.keys else None
    point: dict = {"present": i is not None, "value_name": None}
    for name, values in (
        ("bias", rows.bias),
        ("lower", rows.lower),
        ("upper", rows.upper),
    ):
        point[name] = None if i is None else json_float(float(values[i]))
    groups = []
    if i is not None:
        t = kind.bias.groups(report.counts, resolved, key)  # type: ignore[misc]
        point["value_name"] = t.head["value"]
        c = t.columns
        for j in range(len(t)):
            groups.append(
                {
                    "group": str(c["group"][j]),
                    "n": json_float(float(c["n"][j])),
                    "value": json_float(float(c["value"][j])),
                    "lower": json_float(float(c["lower"][j])),
                    "upper": json_float(float(c["upper"][j])),
                }
            )
    point["groups"] = groups
    return point


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
