"""The read layer: reports out of a logdir, and their tables, diffs, trends and runs.

The plugin's routes, ``tb-fairness export`` and :class:`tb_fairness.Logdir` all read through
these functions, with the options each kind declares, so all three give the same values.
Nothing here imports the web server.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from tb_fairness import kinds
from tb_fairness.kinds import Headline, Table
from tb_fairness.read import compare, hparams, runs, series
from tb_fairness.read.row_trend import bias_rows, row_bias, row_trend, row_trend_table
from tb_fairness.read.runs import runs_table
from tb_fairness.read.slice_compare import slice_diff, slice_diff_json
from tb_fairness.read.slice_trend import slice_trend, slice_trend_table
from tb_fairness.read.store import CorruptReport, NotFound, Report, ReportStore
from tb_fairness.reports import headlines
from tb_fairness.reports.metadata import UnsupportedReport

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
    options = kind.parse(get, spec.options)
    if spec.table is not None:
        options["table"] = spec.table
    options = kind.resolve(report.counts, options)
    kind.check_view(spec, report.counts, options)
    return spec.build(report.counts, options)


def values(report: Report) -> dict:
    """The values the kind's options take in ``report`` (:attr:`Kind.values`), what the
    ``values`` route answers: ``{"run", "tag", "step", "kind", "values": {option: [text]}}``."""
    kind = kinds.get(report.info.kind)
    return {
        "run": report.run,
        "tag": report.tag,
        "step": report.step,
        "kind": kind.name,
        "values": kind.option_values(report.counts),
    }


def values_of_runs(store: ReportStore, ctx, experiment_id: str, tag: str) -> dict:
    """The values the kind's options take in the latest report of every run holding ``tag``
    (their union, in order of first appearance), what the ``values`` route answers without
    ``run``: the dropdowns of the modes that read every run (Trends, Runs). A run whose
    report cannot be read, or of another kind, is skipped and listed."""
    kind, infos, skipped = series.checked_runs(store, ctx, experiment_id, tag, [])
    union: dict[str, dict[str, None]] = {}
    for run in infos:
        try:
            report = store.report(ctx, experiment_id, run, tag)
        except UnsupportedReport as err:
            skipped.append({"run": run, "tag": tag, "reason": str(err)})
            continue
        for name, values in kind.option_values(report.counts).items():
            union.setdefault(name, {}).update(dict.fromkeys(values))
    return {
        "run": None,
        "tag": tag,
        "step": None,
        "kind": kind.name,
        "values": {name: list(values) for name, values in union.items()},
        "skipped": skipped,
    }


def diff(a: Report, b: Report, get: Getter):
    """(the diff table of ``b`` against ``a``, the options), for reports of one kind."""
    if a.info.kind != b.info.kind:
        raise ValueError(
            f"{b.run!r} holds a {b.info.kind} report under {b.tag!r}, not {a.info.kind}"
        )
    kind = kinds.get(a.info.kind)
    options = kind.parse(get)
    return compare.diff(kind, a.counts, b.counts, options), options


def diff_groups(a: Report, b: Report, key: str, get: Getter) -> Table:
    """For whom row ``key`` changed from ``a`` to ``b``: its groups compared
    (:func:`compare.diff_groups`), what ``row?...&vs_run=`` carries as ``groups`` and
    ``tb-fairness export --vs-run --key`` prints."""
    if a.info.kind != b.info.kind:
        raise ValueError(
            f"vs_run: {b.run!r} holds a {b.info.kind} report under {b.tag!r}, not {a.info.kind}"
        )
    kind = kinds.get(a.info.kind)
    t = compare.diff_groups(kind, a.counts, b.counts, kind.parse(get), key)
    t.head.update(
        {"tag": a.tag, "a": {"run": a.run, "step": a.step}, "b": {"run": b.run, "step": b.step}}
    )
    return t


def diff_export(a: Report, b: Report, table: Table) -> Table:
    """The diff as ``tb-fairness export --vs-run/--vs-step`` and the diff route's CSV
    write it: ``compare.DIFF_COLUMNS``, and a head naming the two reports."""
    out = compare.export_diff(table)
    out.head = {
        "tag": a.tag,
        "a": {"run": a.run, "step": a.step},
        "b": {"run": b.run, "step": b.step},
        **{
            k: table.head[k]
            for k in ("value", "bias", "key", "format", "level", "fdr", "summary", "judgement")
        },
    }
    return out


def row(
    store: ReportStore,
    ctx,
    experiment_id: str,
    tag: str,
    run: str,
    step,
    key: str,
    get: Getter,
    vs_run: str | None = None,
    vs_step=None,
) -> dict:
    """One row (a label, a class) of ``run``'s report under ``tag`` (at ``step``, else the
    latest), drilled down: its counts per identity or group (the kind's ``Bias.detail``),
    its bias in the latest report of every run holding ``tag``, and over ``run``'s steps.

    With ``vs_run`` or ``vs_step`` (as the diff route takes them), the row is read from
    report B (``vs_run``, else ``run``, at ``vs_step``) as Compare's drill-down shows it,
    and ``groups`` compares its groups in A (``run``, ``step``) and in B: for whom the row
    changed (:func:`compare.diff_groups`)."""
    report = store.report(ctx, experiment_id, run, tag, step)
    base = None
    if vs_run is not None or vs_step is not None:
        base, report = report, store.report(ctx, experiment_id, vs_run or run, tag, vs_step)
        if base.info.kind != report.info.kind:
            raise ValueError(
                f"vs_run: {report.run!r} holds a {report.info.kind} report under {tag!r}, "
                f"not {base.info.kind}"
            )
        run = report.run
    kind = kinds.get(report.info.kind)
    parsed = kind.parse(get)
    if kind.bias.detail is None:
        raise ValueError(f"key: {kind.name} reports have no drill-down")
    detail = kind.bias.detail(report.counts, kind.resolve(report.counts, dict(parsed)), key)
    if not len(detail):
        raise ValueError(f"key: no {kind.bias.key} {key!r} in this report")

    def point(of_run: str, step: int, wall_time: float) -> dict:
        # The report's bias rows, computed once for these options whichever row is asked:
        # the drill-down of another row reads them from the store's results.
        rows = bias_rows(store, ctx, experiment_id, kind, of_run, tag, step, wall_time, parsed)
        return {"step": step, "wall_time": wall_time, **row_bias(rows, key)}

    # Another run's or another step's unreadable report is skipped and listed, never the
    # end of the answer.
    skipped: list[dict] = []
    runs = []
    for other in store.runs_with(ctx, experiment_id, tag):
        try:
            info, latest = store.steps(ctx, experiment_id, other, tag)
            if info.kind == kind.name and latest:
                runs.append({"run": other, **point(other, *latest[-1])})
        except UnsupportedReport as err:
            skipped.append({"run": other, "tag": tag, "reason": str(err)})
    _, pairs = store.steps(ctx, experiment_id, run, tag)
    steps = []
    for s, wall_time in pairs:
        try:
            steps.append(point(run, s, wall_time))
        except UnsupportedReport as err:
            skipped.append({"run": run, "tag": tag, "step": s, "reason": str(err)})
    out = {
        "tag": tag,
        "run": run,
        "step": report.step,
        "kind": kind.name,
        "key": key,
        "value": kind.bias.value,
        "bias": kind.bias.name,
        "format": kind.bias.format_of(parsed),
        "level": parsed["level"],
        "detail": {
            "columns": detail.names,
            "rows": detail.records(),
            "head": detail.head,
            "formats": {
                c: kind.bias.format_of(parsed) if f == "bias" else f
                for c, f in kind.bias.detail_formats.items()
            },
        },
        "runs": runs,
        "steps": steps,
        "skipped": skipped,
    }
    if base is not None:
        groups = diff_groups(base, report, key, get)
        out["a"], out["b"] = groups.head["a"], groups.head["b"]
        out["groups"] = {
            "columns": groups.names,
            "rows": groups.records(),
            "head": groups.head,
        }
    return out


def trend(
    store: ReportStore, ctx, experiment_id: str, tag: str, runs: list[str], get: Getter
) -> dict:
    """The headline numbers of every step of ``runs`` (every run holding ``tag`` when
    empty) under ``tag``; every run must hold the same kind."""
    kind, infos, skipped = series.checked_runs(store, ctx, experiment_id, tag, runs)
    options = kind.parse(get)
    what = ("headline", repr(sorted(options.items())))

    def headline(report):
        return kind.headline(report.counts, kind.resolve(report.counts, dict(options)))

    # At the kind's defaults, the numbers written beside each report answer without
    # decoding it (a record of the same kind, options and definitions; a step without one
    # is computed).
    options_key = headlines.options_key(options)
    defaults = options_key == headlines.options_key(kind.parse(lambda name: None))
    names = [h.name for h in kind.headlines]

    def stored(run):
        if not defaults:
            return {}
        out = {}
        for at, r in store.records(ctx, experiment_id, run, tag).items():
            same = r["kind"] == kind.name and r["options"] == options_key
            if same and set(r["values"]) == set(names):
                values = {n: r["values"][n] for n in names}  # in the kind's order
                out[at] = Headline(values, r["intervals"], r["excluded"])
        return out

    read_stored = 0

    def points_of(run):
        nonlocal read_stored
        records = stored(run)
        # A step that cannot be read is left out of the series, and listed.
        for step, wall_time in infos[run][1]:
            h = records.get((step, wall_time))
            if h is not None:
                read_stored += 1
                yield step, wall_time, h
                continue
            try:
                h = store.result(ctx, experiment_id, run, tag, step, wall_time, what, headline)
            except UnsupportedReport as err:
                skipped.append({"run": run, "tag": tag, "step": step, "reason": str(err)})
                continue
            yield step, wall_time, h

    body = compare.trend(kind, points_of, list(infos), options)
    # A run all of whose steps were skipped has no series; when nothing is left at all,
    # the answer is the refusal (a 400 naming the report), not an empty chart.
    failed = {s["run"] for s in skipped}
    body["series"] = [s for s in body["series"] if s["points"] or s["run"] not in failed]
    if skipped and not any(s["points"] for s in body["series"]):
        raise CorruptReport(skipped[0]["reason"])
    # How many points came from the records rather than from their reports (what makes a
    # cold trend fast; 0 for other options or reports written without records).
    return {"tag": tag, **body, "stored": read_stored, "skipped": skipped}


__all__ = [
    "CorruptReport",
    "NotFound",
    "Report",
    "ReportStore",
    "compare",
    "diff",
    "diff_export",
    "diff_groups",
    "hparams",
    "row",
    "row_trend",
    "row_trend_table",
    "slice_diff",
    "slice_diff_json",
    "slice_trend",
    "slice_trend_table",
    "runs",
    "runs_table",
    "table",
    "trend",
    "values",
    "values_of_runs",
    "view",
]
