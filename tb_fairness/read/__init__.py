"""The read layer: reports out of a logdir, and their tables, diffs and trends.

The plugin's routes, ``tb-fairness export`` and :class:`tb_fairness.Logdir` all read through
these functions, with the options each kind declares, so all three give the same values.
Nothing here imports the web server.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from tb_fairness import kinds
from tb_fairness.kinds import Table
from tb_fairness.kinds.table import json_float
from tb_fairness.read import compare
from tb_fairness.read.store import NotFound, Report, ReportStore

Getter = Callable[[str], Optional[Any]]


def table(report: Report, get: Getter) -> Table:
    """The exported table of ``report`` with the options ``get`` reads by name (the
    ``table`` option picks one of the kind's tables); the head names the report."""
    kind = kinds.get(report.info.kind)
    kind.table_spec(get("table") or None)  # a kind with one table still checks the name
    t = kind.table(report.counts, kind.parse(get))
    return Table(
        t.columns, {"run": report.run, "tag": report.tag, "step": report.step, **t.head}, t.states
    )


def view(report: Report, path: str, get: Getter) -> dict:
    """The payload of the kind's view route ``path`` for ``report``."""
    kind = kinds.get(report.info.kind)
    spec = kind.view(path)
    options = kind.resolve(report.counts, kind.parse(get, spec.options))
    return spec.build(report.counts, options)


def diff(a: Report, b: Report, get: Getter):
    """(the diff table of ``b`` against ``a``, the options), for reports of one kind."""
    if a.info.kind != b.info.kind:
        raise ValueError(
            f"{b.run!r} holds a {b.info.kind} report under {b.tag!r}, not {a.info.kind}"
        )
    kind = kinds.get(a.info.kind)
    options = kind.parse(get)
    return compare.diff(kind, a.counts, b.counts, options), options


def diff_export(a: Report, b: Report, table: Table) -> Table:
    """The diff as ``tb-fairness export --vs-run/--vs-step`` and the diff route's CSV
    write it: ``compare.DIFF_COLUMNS``, and a head naming the two reports."""
    out = compare.export_diff(table)
    out.head = {
        "tag": a.tag,
        "a": {"run": a.run, "step": a.step},
        "b": {"run": b.run, "step": b.step},
        **{k: table.head[k] for k in ("value", "bias", "key", "level", "fdr", "summary")},
    }
    return out


def row(
    store: ReportStore, ctx, experiment_id: str, tag: str, run: str, step, key: str, get: Getter
) -> dict:
    """One row (a label, a class) of ``run``'s report under ``tag`` (at ``step``, else the
    latest), drilled down: its counts per identity or group (the kind's ``Bias.detail``),
    its bias in the latest report of every run holding ``tag``, and over ``run``'s steps."""
    report = store.report(ctx, experiment_id, run, tag, step)
    kind = kinds.get(report.info.kind)
    parsed = kind.parse(get)
    if kind.bias.detail is None:
        raise ValueError(f"key: {kind.name} reports have no drill-down")
    detail = kind.bias.detail(report.counts, kind.resolve(report.counts, dict(parsed)), key)
    if not len(detail):
        raise ValueError(f"key: no {kind.bias.key} {key!r} in this report")

    def point(r: Report) -> dict:
        rows = kind.bias.rows(r.counts, kind.resolve(r.counts, dict(parsed)))
        i = rows.keys.index(key) if key in rows.keys else None
        # present: the report has the row (its numbers may still be undefined there).
        out: dict = {"step": r.step, "wall_time": r.wall_time, "present": i is not None}
        for name, values in (
            ("value", rows.value),
            ("bias", rows.bias),
            ("lower", rows.lower),
            ("upper", rows.upper),
        ):
            out[name] = None if i is None else json_float(float(values[i]))
        return out

    runs = []
    for other in store.runs_with(ctx, experiment_id, tag):
        latest = store.report(ctx, experiment_id, other, tag)
        if latest.info.kind == kind.name:
            runs.append({"run": other, **point(latest)})
    _, pairs = store.steps(ctx, experiment_id, run, tag)
    steps = [point(store.report(ctx, experiment_id, run, tag, s)) for s, _ in pairs]
    return {
        "tag": tag,
        "run": run,
        "step": report.step,
        "kind": kind.name,
        "key": key,
        "value": kind.bias.value,
        "bias": kind.bias.name,
        "level": parsed["level"],
        "detail": {
            "columns": detail.names,
            "rows": detail.records(),
            "head": detail.head,
        },
        "runs": runs,
        "steps": steps,
    }


def trend(
    store: ReportStore, ctx, experiment_id: str, tag: str, runs: list[str], get: Getter
) -> dict:
    """The headline numbers of every step of ``runs`` (every run holding ``tag`` when
    empty) under ``tag``; every run must hold the same kind."""
    runs = runs or store.runs_with(ctx, experiment_id, tag)
    if not runs:
        raise NotFound(f"tag: no run holds a fairness report under {tag!r}")
    # Check every run before computing anything.
    infos = {run: store.steps(ctx, experiment_id, run, tag) for run in runs}
    kind_name = infos[runs[0]][0].kind
    for run, (info, _) in infos.items():
        if info.kind != kind_name:
            raise ValueError(
                f"run: {run!r} holds a {info.kind} report under {tag!r}, not {kind_name}"
            )
    kind = kinds.get(kind_name)
    options = kind.parse(get)
    body = compare.trend(
        kind,
        lambda run: infos[run][1],
        lambda run, step: store.report(ctx, experiment_id, run, tag, step).counts,
        runs,
        options,
    )
    return {"tag": tag, **body}


__all__ = [
    "NotFound",
    "Report",
    "ReportStore",
    "compare",
    "diff",
    "diff_export",
    "row",
    "table",
    "trend",
    "view",
]
