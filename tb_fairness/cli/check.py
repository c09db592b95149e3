"""``tb-fairness check``: what worsened from report A to report B, as Compare judges it,
and the slices of B worse than a gate allows; exit status 1 when anything did."""

from __future__ import annotations

import numpy as np

from tb_fairness import kinds, read
from tb_fairness.cli.options import UsageError, as_flag, getter, given_options
from tb_fairness.cli.reading import context, diff_of, store_of, write
from tb_fairness.kinds import table as tables
from tb_fairness.read import wording
from tb_fairness.read.store import NotFound
from tb_fairness.reports import metadata


def check(args, out) -> bool:
    """Prints what worsened from A (--run, --step) to B (--vs-run, --vs-step): the rows
    whose bias grew beyond its uncertainty (FDR-controlled) and the headline numbers that
    got worse. True when nothing did."""
    if args.vs_run is None and args.vs_step is None:
        raise UsageError("--vs-run: give the report to check, --vs-run B and/or --vs-step S")
    store = store_of(args.logdir)
    ctx = context()
    try:
        report = store.report(ctx, "", args.run, args.tag, args.step)
        get = getter(kinds.get(report.info.kind), given_options(args))
        other, diff = diff_of(store, ctx, report, args, get)
    except (NotFound, metadata.UnsupportedReport) as err:
        raise UsageError(str(err)) from None
    except ValueError as err:
        raise UsageError(as_flag(err)) from None
    table = read.diff_export(report, other, diff)
    judged = diff.head["judgement"]
    worse_rows = np.flatnonzero(table.columns["verdict"] == "worsened")
    worse_names = set(judged["worsened"]["headlines"])
    worse_headlines = [h for h in diff.head["headlines"] if h["name"] in worse_names]
    slices = None
    if args.max_slice_gap is not None:
        slices = _slices_over(other, get, args.max_slice_gap, args.slice_metric)
    if args.format != "text":
        rows = tables.Table({k: v[worse_rows] for k, v in table.columns.items()}, table.head)
        rows.head["worsened_headlines"] = worse_headlines
        if slices is not None:
            rows.head["slices_over_gap"] = slices
        write(rows, args.format, out)
    else:
        out.write(_check_text(report, other, diff, worse_rows, worse_headlines))
        if slices is not None:
            out.write(_slices_text(other, slices, args.max_slice_gap))
    # The exit status is the judgement's: 1 exactly when it says something worsened (or a
    # slice of B is surely worse than the gate allows).
    return judged["overall"] not in ("worse", "mixed") and not slices


def _slices_over(report, get, gap: float, metric: str) -> list[dict]:
    """The slices of ``report`` whose gap to the rest in ``metric`` is, beyond its interval,
    worse than ``gap`` (the ``slices`` table's score, gap scoring, at most 1,000 slices)."""
    kind = kinds.get(report.info.kind)
    if kind.slice_inputs is None:
        raise UsageError(f"--max-slice-gap: {kind.name} reports keep no slices")
    if not 0 <= gap < 1:
        raise UsageError(f"--max-slice-gap: expected a gap in [0, 1), got {gap}")
    options = kind.parse(get)
    options.update(table="slices", scoring="gap", k=1000, metric=metric)
    try:
        t = kind.table(report.counts, options)
    except ValueError as err:
        raise UsageError(as_flag(err)) from None
    c = t.columns
    over = np.flatnonzero(np.asarray(c["score"], dtype=np.float64) > gap)
    return [
        {k: (v.item() if hasattr(v, "item") else v) for k, v in ((n, c[n][i]) for n in c)}
        for i in over
    ]


def _slices_text(report, slices: list[dict], gap: float) -> str:
    def pp(x: float) -> str:
        return f"{x * 100:+.1f} pp"

    where = f"{report.run} step {report.step}"
    limit = f"{gap * 100:.1f} points"
    if not slices:
        return f"No slice of {where} is surely worse than the rest by more than {limit}.\n"
    lines = [
        f"{len(slices)} slices of {where} are surely worse than the rest by more than {limit}:"
    ]
    for s in slices:
        lines.append(
            f"  {s['slice']} ({s['size']:,} people): {s['value']:.1%} against the rest's "
            f"{s['rest']:.1%}, gap {pp(s['gap'])} [{pp(s['lower'])}, {pp(s['upper'])}]"
        )
    return "\n".join(lines) + "\n"


def _check_text(a, b, diff, worse_rows, worse_headlines) -> str:
    head, cols = diff.head, diff.columns
    judged = head["judgement"]
    fmt = head["format"]
    lines = [
        f"{a.tag}: {b.run} step {b.step} against {a.run} step {a.step} "
        f"({head['kind']}, bias {head['bias']} per {head['key']}, level {head['level']}, "
        f"FDR {head['fdr']})",
        f"{judged['title']}. {judged['sentence']}",
    ]
    for h in worse_headlines:
        delta = "points" if h["format"] == "percent" else h["format"]
        lines.append(
            f"WORSENED headline {h['title']}: {wording.number(h['a'], h['format'])} -> "
            f"{wording.number(h['b'], h['format'])} "
            f"(change {wording.change(h['change'], h['lower'], h['upper'], delta)})"
        )
    for i in worse_rows:
        adjusted = ", FCR-adjusted" if cols["interval"][i] == "fcr" else ""
        lines.append(
            f"WORSENED {head['key']} {cols['key'][i]}: {head['bias']} "
            f"{wording.number(cols['bias_a'][i], fmt)} -> {wording.number(cols['bias_b'][i], fmt)} "
            f"(change {wording.change(cols['change'][i], cols['lower'][i], cols['upper'][i], fmt)}"
            f"{adjusted}; p {cols['p_value'][i]:.2g}, q {cols['q_value'][i]:.2g})"
        )
    if not worse_rows.size and not worse_headlines:
        lines.append("OK: nothing worsened")
    return "\n".join(lines) + "\n"
