"""The runs of a tag whose steps a trend reads: checked before anything is computed.

A run whose report cannot be read (plugin content, version) is skipped and listed, and the
other runs are served; a run of another kind than the first readable one is skipped when
the runs were not named, refused when they were (a 400 naming it).
"""

from __future__ import annotations

from tb_fairness import kinds
from tb_fairness.kinds import Kind
from tb_fairness.read.store import CorruptReport, NotFound, ReportStore
from tb_fairness.reports.metadata import UnsupportedReport


def checked_runs(
    store: ReportStore, ctx, experiment_id: str, tag: str, runs: list[str]
) -> tuple[Kind, dict[str, tuple], list[dict]]:
    """(the kind, {run: (info, [(step, wall_time)])} of the runs to read, [{run, tag,
    reason}] of those skipped) for ``runs`` (every run holding ``tag`` when empty; a run
    named twice is read once)."""
    named = bool(runs)
    runs = list(dict.fromkeys(runs)) or store.runs_with(ctx, experiment_id, tag)
    if not runs:
        raise NotFound(f"tag: no run holds a fairness report under {tag!r}")
    skipped: list[dict] = []
    infos = {}
    for run in runs:
        try:
            infos[run] = store.steps(ctx, experiment_id, run, tag)
        except UnsupportedReport as err:
            skipped.append({"run": run, "tag": tag, "reason": str(err)})
    if not infos:
        raise CorruptReport(skipped[0]["reason"])
    kind_name = next(iter(infos.values()))[0].kind
    for run in list(infos):
        info = infos[run][0]
        if info.kind != kind_name:
            message = f"run: {run!r} holds a {info.kind} report under {tag!r}, not {kind_name}"
            if named:
                raise ValueError(message)
            skipped.append({"run": run, "tag": tag, "reason": message})
            del infos[run]
    return kinds.get(kind_name), infos, skipped


def step_results(
    store: ReportStore,
    ctx,
    experiment_id: str,
    tag: str,
    run: str,
    steps,
    what,
    compute,
    skipped: list,
):
    """``compute(report)`` of each of ``run``'s ``steps`` (step, wall_time), kept by the store
    under ``what``: [(step, wall_time, result)]; a step whose report cannot be read is
    listed in ``skipped`` and left out."""
    out = []
    for step, wall_time in steps:
        try:
            result = store.result(ctx, experiment_id, run, tag, step, wall_time, what, compute)
        except UnsupportedReport as err:
            skipped.append({"run": run, "tag": tag, "step": step, "reason": str(err)})
            continue
        out.append((step, wall_time, result))
    return out
