"""The runs table: every run of a tag at once, ranked by the kind's bias and performance.

One row per run holding a report under the tag, at its latest step (or a chosen one): the
kind's bias headline and its performance headline (``HeadlineInfo.role``) with their
intervals, whether the run is on the Pareto front of the two, and the hyperparameters the
run logged with TensorBoard's HParams plugin (:mod:`tb_fairness.read.hparams`). The
``runs`` route, ``tb-fairness export --runs`` and :meth:`tb_fairness.Logdir.runs_table`
all build it here, so they hold the same values.

A run that cannot be shown is skipped and listed (``skipped``: run, tag, reason): one whose
report cannot be read, one of another kind than the first readable run's, one without the
chosen step, one whose report lacks the chosen grouping or identity. The others are
served; when none is left the first reason is the error.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import numpy as np

from tb_fairness import kinds
from tb_fairness.kinds import HeadlineInfo, Kind, Table
from tb_fairness.kinds.table import json_list
from tb_fairness.metrics.pareto import pareto_front
from tb_fairness.read import hparams as hp
from tb_fairness.read.store import CorruptReport, NotFound, ReportStore
from tb_fairness.reports.metadata import UnsupportedReport

Getter = Callable[[str], Optional[Any]]

# The columns every runs table starts with; then the headlines', ``pareto`` and the
# hyperparameters' (``hparam/<name>``).
FIRST_COLUMNS = ("run", "step", "wall_time")
HPARAM_PREFIX = "hparam/"


def _of_one_kind(store: ReportStore, ctx, experiment_id: str, tag: str):
    """(the kind, {run: [(step, wall_time)]} of the runs holding it, skipped): the kind is
    the first readable run's (by name); a run of another kind or whose report cannot be
    read is skipped and listed."""
    runs = store.runs_with(ctx, experiment_id, tag)
    if not runs:
        raise NotFound(f"tag: no run holds a fairness report under {tag!r}")
    skipped: list[dict] = []
    steps: dict[str, list] = {}
    kind_name = None
    for run in runs:
        try:
            info, pairs = store.steps(ctx, experiment_id, run, tag)
        except UnsupportedReport as err:
            skipped.append({"run": run, "tag": tag, "reason": str(err)})
            continue
        except NotFound as err:  # gone since the listing (a run deleted while reading)
            skipped.append({"run": run, "tag": tag, "reason": str(err)})
            continue
        kind_name = kind_name or info.kind
        if info.kind != kind_name:
            reason = f"run {run!r} holds a {info.kind} report under {tag!r}, not {kind_name}"
            skipped.append({"run": run, "tag": tag, "reason": reason})
            continue
        steps[run] = pairs
    if kind_name is None:
        raise CorruptReport(skipped[0]["reason"])
    return kinds.get(kind_name), steps, skipped


def kind_of(store: ReportStore, ctx, experiment_id: str, tag: str) -> Kind:
    """The kind the runs table of ``tag`` shows: the first readable run's."""
    return _of_one_kind(store, ctx, experiment_id, tag)[0]


def _pick(pairs: list, step: int | None):
    """The (step, wall_time) shown of a run: ``step``'s, else the latest; None without it."""
    if not pairs:
        return None
    if step is None:
        return pairs[-1]
    return next((p for p in pairs if p[0] == step), None)


def runs_table(
    store: ReportStore,
    ctx,
    experiment_id: str,
    tag: str,
    step: int | None,
    get: Getter,
    *,
    sessions: dict | None = None,
) -> Table:
    """The runs table of ``tag`` at ``step`` (None: each run's latest), the kind's options
    read with ``get``: one row per run (sorted by name), columns ``run``, ``step``,
    ``wall_time``, the bias headline and its ``_lower``/``_upper``, the same for the
    performance headline where the kind has one, ``pareto``, and one ``hparam/<name>``
    column per hyperparameter (sorted; None where a run has none). ``sessions`` are the
    HParams plugin's sessions when already read (:func:`tb_fairness.read.hparams.sessions`).
    The head holds ``tag``, ``kind``, ``step``, ``options``, ``level``, ``bias`` and
    ``performance`` (the headlines' declarations), ``hparams`` (their names) and
    ``skipped``."""
    kind, steps, skipped = _of_one_kind(store, ctx, experiment_id, tag)
    options = kind.parse(get)
    infos = {h.role: h for h in kind.headline_infos(options)}  # formats resolved
    bias = infos["bias"]  # every kind declares one (Kind.__post_init__)
    performance = infos.get("performance")
    # The key read.trend keeps headlines under: a trend and a runs table share them.
    what = ("headline", repr(sorted(options.items())))

    def headline(report):
        return kind.headline(report.counts, kind.resolve(report.counts, dict(options)))

    shown: list[tuple] = []  # (run, step, wall_time, headline)
    refusals: list[tuple[str, Exception]] = []  # the option errors, by run
    unreadable: list[str] = []  # why the reports of this kind that fail could not be read
    for run, pairs in steps.items():
        pick = _pick(pairs, step)
        if pick is None:
            have = [s for s, _ in pairs][:20]
            reason = (
                f"run {run!r} holds no step under {tag!r}"
                if step is None
                else f"run {run!r} has no step {step} under {tag!r}; its steps are {have}"
            )
            skipped.append({"run": run, "tag": tag, "reason": reason})
            continue
        try:
            h = store.result(ctx, experiment_id, run, tag, pick[0], pick[1], what, headline)
        except (UnsupportedReport, NotFound) as err:  # CorruptReport names the report
            unreadable.append(str(err))
            skipped.append({"run": run, "tag": tag, "reason": str(err)})
            continue
        except ValueError as err:  # an option this run's report lacks (a grouping, an identity)
            refusals.append((run, err))
            skipped.append({"run": run, "tag": tag, "reason": f"run {run!r}: {err}"})
            continue
        shown.append((run, pick[0], pick[1], h))
    if not shown:
        _refuse(tag, step, refusals, unreadable)
    if sessions is None:
        sessions = hp.sessions(store.provider, ctx, experiment_id)
    shown.sort(key=lambda row: row[0])
    columns = _columns(shown, bias, performance, hp.of_runs([r[0] for r in shown], sessions))
    head = {
        "tag": tag,
        "kind": kind.name,
        "step": step,
        "options": options,
        "level": options["level"],
        "bias": bias.describe(),
        "performance": None if performance is None else performance.describe(),
        "hparams": [c[len(HPARAM_PREFIX) :] for c in columns if c.startswith(HPARAM_PREFIX)],
        "skipped": skipped,
    }
    return Table(columns, head)


def _refuse(tag: str, step, refusals: list, unreadable: list[str]) -> None:
    """No run is left: the first option error (a 400 naming the option), else the first
    unreadable report (a 400 naming it), else the step no run holds (a 404)."""
    if refusals:
        run, err = refusals[0]
        others = f" and {len(refusals) - 1} other runs" if len(refusals) > 1 else ""
        raise ValueError(f"{err} (in run {run!r}{others} under {tag!r})")
    if unreadable:
        raise CorruptReport(unreadable[0])
    raise NotFound(f"step: no run under {tag!r} holds step {step}")


def _number(values) -> np.ndarray:
    return np.asarray([np.nan if v is None else float(v) for v in values], dtype=np.float64)


def _columns(shown: list, bias: HeadlineInfo, performance, hparams: dict) -> dict:
    columns: dict[str, np.ndarray] = {
        "run": np.asarray([r[0] for r in shown], dtype=object),
        "step": np.asarray([r[1] for r in shown], dtype=np.int64),
        "wall_time": np.asarray([r[2] for r in shown], dtype=np.float64),
    }
    scores = []
    for info in (bias, performance):
        if info is None:
            continue
        values = _number(r[3].values.get(info.name) for r in shown)
        ends = [r[3].intervals.get(info.name) or [None, None] for r in shown]
        columns[info.name] = values
        columns[f"{info.name}_lower"] = _number(e[0] for e in ends)
        columns[f"{info.name}_upper"] = _number(e[1] for e in ends)
        # Better higher for the front: a gap's negative, an accuracy as it is.
        scores.append(values if info.better == "higher" else -values)
    columns["pareto"] = pareto_front(np.column_stack(scores)) if shown else np.zeros(0, bool)
    names = sorted({name for values in hparams.values() for name in values})
    for name in names:
        cells = [hparams[r[0]].get(name) for r in shown]
        numbers = all(v is None or (isinstance(v, float)) for v in cells)
        columns[HPARAM_PREFIX + name] = (
            _number(cells) if numbers else np.asarray(cells, dtype=object)
        )
    return columns


def runs_json(table: Table) -> dict:
    """The ``runs`` route's JSON body: the head, ``rows`` (their number) and ``columns``
    ({name: values}). The headlines' numbers go as numpy arrays, which the route sends at
    its precision (null where undefined); run names, wall times and hyperparameters as
    they are."""
    exact = {"run", "wall_time"}
    columns = {
        name: values
        if values.dtype.kind in "fiub" and name not in exact and not name.startswith(HPARAM_PREFIX)
        else json_list(values)
        for name, values in table.columns.items()
    }
    head = table.head
    return {
        **{k: head[k] for k in ("tag", "kind", "step", "options", "level", "bias")},
        "performance": head["performance"],
        "hparams": head["hparams"],
        "rows": len(table),
        "columns": columns,
        "skipped": head["skipped"],
    }
