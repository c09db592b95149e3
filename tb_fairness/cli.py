"""The ``tb-fairness`` command: export the tables the Fairness tab shows, and check that
a model's bias did not worsen.

It reads the logdir through TensorBoard's own loader and the same read layer as the tab's
routes, and writes with the same serializer as the ``table`` route, so an export is the
route's CSV or JSON byte for byte. Its report flags are the kinds' declared options.
"""

from __future__ import annotations

import argparse
import os
import sys
import types

import numpy as np

from tb_fairness import kinds, read
from tb_fairness.kinds import table as tables
from tb_fairness.read import wording
from tb_fairness.read.logdir import LogdirError, data_provider
from tb_fairness.read.store import NotFound, ReportStore
from tb_fairness.reports import metadata


class UsageError(Exception):
    """Bad arguments or data the user asked for that is not there (exit status 2)."""


def _declared() -> dict[str, list[tuple]]:
    """Every option name any kind declares, with (kind, option) pairs declaring it."""
    out: dict[str, list[tuple]] = {}
    for kind in kinds.KINDS:
        for option in kind.options:
            out.setdefault(option.name, []).append((kind, option))
    return out


def _help(declared: list[tuple]) -> str:
    """One help text for an option name: shared by every kind, or per kind."""
    texts: dict[str, list[str]] = {}
    for kind, option in declared:
        text = option.help
        if option.choices:
            text += f" ({', '.join(option.choices)})"
        if option.default is not None:
            text += f" (default {option.default})"
        texts.setdefault(text, []).append(kind.name)
    if len(texts) == 1 and len(declared) == len(kinds.KINDS):
        return next(iter(texts))
    return "; ".join(f"{', '.join(names)}: {text}" for text, names in texts.items())


def _pair(value: str, flag: str, what: str) -> tuple:
    parts = value.split(",")
    if len(parts) != 2 or not all(parts):
        raise UsageError(f"{flag}: expected two {what} names as A,B, got {value!r}")
    return parts[0], parts[1]


def _given(args) -> dict[str, str]:
    """The report options given on the command line, by option name, with the shorthand
    flags (--pair, --one-vs-rest, --disparity, --class) spelled out."""
    given = {name: getattr(args, name) for name in _declared() if getattr(args, name) is not None}
    if args.pair is not None and args.one_vs_rest is not None:
        raise UsageError("--one-vs-rest: give --pair A,B or --one-vs-rest A, not both")
    if args.pair is not None:
        given["a"], given["b"] = _pair(args.pair, "--pair", "identity")
    if args.one_vs_rest is not None:
        given["a"] = args.one_vs_rest
    if args.disparity is not None:
        given["table"] = "disparity"
        # Twice (--disparity G1 --disparity G2: any group name, commas included), or once
        # as G1,G2.
        if len(args.disparity) == 2:
            given["a"], given["b"] = args.disparity
        elif len(args.disparity) == 1:
            given["a"], given["b"] = _pair(args.disparity[0], "--disparity", "group")
        else:
            raise UsageError(
                f"--disparity: expected two groups (given twice, or once as G1,G2), got "
                f"{len(args.disparity)}"
            )
    if args.class_name is not None:
        given.setdefault("table", "class")
    return given


def _getter(kind, given: dict[str, str]):
    """Reads the given options by name; a flag the kind does not read is an error (every
    kind reads ``table``: one with a single table checks its name)."""
    names = {o.name for o in kind.options} | {"table"}
    for name in given:
        if name not in names:
            raise UsageError(f"--{name.replace('_', '-')}: not an option of {kind.name} reports")
    return given.get


def _store(logdir: str) -> ReportStore:
    """The reports of ``logdir`` (a local folder, or a URL TensorBoard reads); a path that
    is not a folder, or one that cannot be read, is a usage error naming --logdir."""
    if "://" not in logdir:
        if not os.path.exists(logdir):
            raise UsageError(f"--logdir: {logdir!r} does not exist")
        if not os.path.isdir(logdir):
            raise UsageError(f"--logdir: {logdir!r} is not a directory")
    skipped: list[str] = []
    try:
        store = ReportStore(data_provider(logdir, skipped))
    except OSError as err:  # a folder that cannot be read (permissions, a broken mount)
        raise UsageError(f"--logdir: cannot read {logdir!r}: {err}") from None
    except LogdirError as err:  # a tree too large, a kernel file system
        raise UsageError(f"--logdir: {err}") from None
    for reason in skipped:  # as TensorBoard does: said, and the rest read
        print(f"tb-fairness: warning: left out {reason}", file=sys.stderr)
    return store


def _write(table, fmt: str, out) -> None:
    out.write(tables.to_csv(table) if fmt == "csv" else tables.to_json(table))


def export(args, out) -> None:
    store = _store(args.logdir)
    ctx = _context()
    given = _given(args)
    try:
        if args.runs:
            _export_runs(store, ctx, args, given, out)
            return
        if args.trend:
            for flag, value in (("--vs-run", args.vs_run), ("--vs-step", args.vs_step)):
                if value is not None:
                    raise UsageError(f"{flag}: not with --trend, which shows every step")
            runs = [args.run] if args.run else []
            kind = _kind_of_tag(store, ctx, args.tag, runs)
            body = read.trend(store, ctx, "", args.tag, runs, _getter(kind, given))
            table = read.compare.trend_table(body)
            if args.format == "json":
                table.head.update({"tag": args.tag})
            _write(table, args.format, out)
            return
        if not args.run:
            raise UsageError("--run: required (except with --trend or --runs)")
        report = store.report(ctx, "", args.run, args.tag, args.step)
        kind = kinds.get(report.info.kind)
        get = _getter(kind, given)
        if args.vs_run is not None or args.vs_step is not None:
            if args.key is not None:  # for whom the row changed
                other = store.report(ctx, "", args.vs_run or args.run, args.tag, args.vs_step)
                _write(read.diff_groups(report, other, args.key, get), args.format, out)
                return
            if given.get("table") == "slices":  # which slices appeared or worsened in B
                other = store.report(ctx, "", args.vs_run or args.run, args.tag, args.vs_step)
                _write(read.slice_diff(report, other, get), args.format, out)
                return
            other, diff = _diff(store, ctx, report, args, get)
            _write(read.diff_export(report, other, diff), args.format, out)
            return
        if args.key is not None:
            raise UsageError("--key: compares a row's groups, with --vs-run and/or --vs-step")
        _write(read.table(report, get), args.format, out)
    except (NotFound, metadata.UnsupportedReport) as err:
        raise UsageError(str(err)) from None
    except ValueError as err:  # a bad option (named), unknown identities or groups
        raise UsageError(_as_flag(err)) from None


def _export_runs(store, ctx, args, given, out) -> None:
    """``export --runs``: the runs table of --tag at --step (each run's latest without),
    as the ``runs`` route's CSV (byte for byte) or the export's JSON."""
    for flag, given_flag in (
        ("--run", args.run is not None),
        ("--vs-run", args.vs_run is not None),
        ("--vs-step", args.vs_step is not None),
        ("--trend", args.trend),
    ):
        if given_flag:
            raise UsageError(f"{flag}: not with --runs, which shows every run of --tag")
    if not store.runs_with(ctx, "", args.tag):
        raise UsageError(f"--tag: no run holds a fairness report under {args.tag!r}")
    kind = read.runs.kind_of(store, ctx, "", args.tag)
    table = read.runs_table(store, ctx, "", args.tag, args.step, _getter(kind, given))
    _write(table, args.format, out)


def _diff(store, ctx, report, args, get):
    """(B's report, the diff of B against ``report``) for --vs-run / --vs-step."""
    vs_run = args.vs_run or args.run
    other = store.report(ctx, "", vs_run, args.tag, args.vs_step)
    if other.info.kind != report.info.kind:
        raise UsageError(f"--vs-run: {vs_run!r} holds a {other.info.kind} report")
    diff, _ = read.diff(report, other, get)
    return other, diff


def check(args, out) -> bool:
    """Prints what worsened from A (--run, --step) to B (--vs-run, --vs-step): the rows
    whose bias grew beyond its uncertainty (FDR-controlled) and the headline numbers that
    got worse. True when nothing did."""
    if args.vs_run is None and args.vs_step is None:
        raise UsageError("--vs-run: give the report to check, --vs-run B and/or --vs-step S")
    store = _store(args.logdir)
    ctx = _context()
    try:
        report = store.report(ctx, "", args.run, args.tag, args.step)
        get = _getter(kinds.get(report.info.kind), _given(args))
        other, diff = _diff(store, ctx, report, args, get)
    except (NotFound, metadata.UnsupportedReport) as err:
        raise UsageError(str(err)) from None
    except ValueError as err:
        raise UsageError(_as_flag(err)) from None
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
        _write(rows, args.format, out)
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
        raise UsageError(_as_flag(err)) from None
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


def trend(args, out) -> bool:
    """Prints the headline numbers of --tag per run and step (every run, or those of
    --run), as ``export --trend`` does; with --first-worse, per run and number, the first
    step significantly worse than its best before. False when a bias number has one."""
    store = _store(args.logdir)
    ctx = _context()
    try:
        runs = list(dict.fromkeys(args.run or []))
        kind = _kind_of_tag(store, ctx, args.tag, runs)
        get = _getter(kind, _given(args))
        if args.key is not None and args.slice is not None:
            raise UsageError("--slice: one slice or one row (--key), not both")
        if args.slice is not None:
            body = read.slice_trend(store, ctx, "", args.tag, runs, args.slice, get)
        elif args.key is not None:
            body = read.row_trend(store, ctx, "", args.tag, runs, args.key, get)
        else:
            body = read.trend(store, ctx, "", args.tag, runs, get)
    except (NotFound, metadata.UnsupportedReport) as err:
        raise UsageError(str(err)) from None
    except ValueError as err:
        raise UsageError(_as_flag(err)) from None
    if args.slice is not None:
        return _slice_trend(body, args, out)
    if args.key is not None:
        return _row_trend(body, args, out)
    if not args.first_worse:
        table = read.compare.trend_table(body)
        if args.format == "json":
            table.head.update({"tag": args.tag})
        _write(table, "json" if args.format == "json" else "csv", out)
        return True
    table = read.compare.first_worse_table(body)
    if args.format == "text":
        out.write(_first_worse_text(body, table))
    else:
        _write(table, args.format, out)
    bias = {h["name"] for h in body["headlines"] if h.get("role") != "performance"}
    found = table.columns["step"]
    return not any(
        found[i] is not None and table.columns["headline"][i] in bias for i in range(len(table))
    )


def _row_trend(body: dict, args, out) -> bool:
    """``trend --key K``: the row's value per group over the steps (csv, json), or with
    --first-worse the first step its bias is significantly worse than at its best before.
    False when it has one."""
    worse = {s["run"]: s["first_worse"] for s in body["series"]}
    if not args.first_worse:
        table = read.row_trend_table(body)
        _write(table, "json" if args.format == "json" else "csv", out)
        return True
    name = f"{body['bias']} of {body['key_name']} {body['key']!r}"
    if args.format == "json":
        out.write(tables.to_json(tables.Table({}, {"tag": body["tag"], "first_worse": worse})))
    else:
        lines = [
            f"{body['tag']}: the first step at which the {name} is significantly worse than "
            f"at its best before ({body['kind']}; {body['first_worse_test']})"
        ]
        fmt = body["format"]
        for s in body["series"]:
            w = s["first_worse"]
            if w is None:
                lines.append(f"{s['run']}: not significantly worse at any step")
                continue
            lines.append(_worse_line(s["run"], w, fmt, body["level"]))
        out.write("\n".join(lines) + "\n")
    return not any(worse.values())


def _slice_trend(body: dict, args, out) -> bool:
    """``trend --slice S``: the slice's rate and gap over the steps (csv, json), or with
    --first-worse the first step its gap is significantly worse than at its best before.
    False when it has one."""
    worse = {s["run"]: s["first_worse"] for s in body["series"]}
    if not args.first_worse:
        _write(read.slice_trend_table(body), "json" if args.format == "json" else "csv", out)
        return True
    if args.format == "json":
        out.write(tables.to_json(tables.Table({}, {"tag": body["tag"], "first_worse": worse})))
    else:
        lines = [
            f"{body['tag']}: the first step at which the gap of {body['metric']} of slice "
            f"{body['slice']!r} to the rest is significantly worse than at its best before "
            f"({body['kind']}; {body['first_worse_test']})"
        ]
        for s in body["series"]:
            w = s["first_worse"]
            if w is None:
                lines.append(f"{s['run']}: not significantly worse at any step")
                continue
            lines.append(_worse_line(s["run"], w, "points", body["level"]))
        out.write("\n".join(lines) + "\n")
    return not any(worse.values())


def _first_worse_text(body: dict, table) -> str:
    c = table.columns
    lines = [
        f"{body['tag']}: the first step at which each number is significantly worse than at "
        f"its best before ({body['kind']}; {body['first_worse_test']}: the chance of marking "
        f"a step of a run whose number never changed is at most {1 - body['level']:.0%})"
    ]
    titles = {h["name"]: (h["title"], h["format"]) for h in body["headlines"]}
    for i in range(len(table)):
        title, fmt = titles[c["headline"][i]]
        where = f"{c['run'][i]}: {title}"
        if c["step"][i] is None:
            lines.append(f"{where}: not significantly worse at any step ({c['steps'][i]} steps)")
            continue
        found = {k: c[k][i] for k in read.compare.FIRST_WORSE_COLUMNS[3:]}
        lines.append(_worse_line(where, found, fmt, body["level"]))
    return "\n".join(lines) + "\n"


def _worse_line(where: str, w: dict, fmt: str, level: float) -> str:
    """One first worse step (``first_worse`` of the trend routes) in words, its change in
    points when the number is a percentage."""
    delta = "points" if fmt == "percent" else fmt
    return (
        f"WORSE {where}: at step {w['step']}, {wording.number(w['value'], fmt)} "
        f"against {wording.number(w['vs_value'], fmt)} at step {w['vs_step']} "
        f"(change {wording.change(w['change'], w['lower'], w['upper'], delta)}, "
        f"{100 * w['level']:.4g}% interval; p={w['p_value']:.2g}, below "
        f"{1 - level:.2g}/{w['pairs']})"
    )


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


def _as_flag(err: ValueError) -> str:
    """The message, naming the flag where it names an option: ``--min-count: ...``."""
    text = str(err)
    name = text.split(":", 1)[0]
    if name in _declared():
        return "--" + name.replace("_", "-") + text[len(name) :]
    return text


def _context():
    from tensorboard.context import RequestContext

    return RequestContext()


def _kind_of_tag(store, ctx, tag, runs):
    runs = runs or store.runs_with(ctx, "", tag)
    if not runs:
        raise UsageError(f"--tag: no run holds a fairness report under {tag!r}")
    try:
        return kinds.get(store.steps(ctx, "", runs[0], tag)[0].kind)
    except NotFound as err:
        raise UsageError(str(err)) from None


def _add_report_options(parser: argparse.ArgumentParser) -> None:
    """The kinds' declared options as flags, and their shorthands."""
    opts = parser.add_argument_group(
        "report options (each kind declares its own; the names are the table route's)"
    )
    for name, declared in _declared().items():
        flags = [declared[0][1].flag]
        if name == "class_name":
            flags.append("--class")
        opts.add_argument(
            *flags, dest=name, default=None, metavar=name.upper(), help=_help(declared)
        )
    short = parser.add_argument_group("shorthands")
    short.add_argument("--pair", metavar="A,B", help="identities A and B: --a A --b B")
    short.add_argument("--one-vs-rest", metavar="A", help="identity A and the rest: --a A")
    short.add_argument(
        "--disparity",
        metavar="G",
        action="append",
        help="classes by the gap of two groups: --disparity G1 --disparity G2 (any group "
        "names), or --disparity G1,G2; = --table disparity --a G1 --b G2",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tb-fairness",
        description="Export the tables the Fairness tab shows, and check that a model's bias "
        "did not worsen.",
    )
    commands = parser.add_subparsers(dest="command", required=True)
    exp = commands.add_parser(
        "export",
        help="print a report's table as CSV or JSON",
        description="Print the table the Fairness tab shows for one report (or a diff of two, "
        "the headline numbers over steps, or every run of a tag), as CSV or JSON.",
    )
    exp.add_argument("--logdir", required=True, help="TensorBoard log directory")
    exp.add_argument(
        "--run",
        help="run name, as TensorBoard lists it (required but with "
        "--trend, which defaults to every run, and --runs)",
    )
    exp.add_argument("--tag", required=True)
    exp.add_argument("--step", type=int, default=None, help="default: the latest step")
    exp.add_argument("--format", choices=["csv", "json"], default="csv")
    cmp = exp.add_argument_group("comparisons (every kind)")
    cmp.add_argument("--vs-run", metavar="B", help="diff against run B's report (same tag)")
    cmp.add_argument(
        "--vs-step",
        metavar="S",
        type=int,
        help="diff against step S (of --vs-run, or of the same run)",
    )
    cmp.add_argument(
        "--key",
        metavar="K",
        help="with --vs-run/--vs-step: for whom row K (a label, a class) changed, its "
        "groups in A and in B",
    )
    cmp.add_argument("--trend", action="store_true", help="the headline numbers per run and step")
    cmp.add_argument(
        "--runs",
        action="store_true",
        help="every run of --tag at --step (default: each run's latest): the bias and "
        "performance headlines with intervals, the Pareto front of the two, and the "
        "hyperparameters logged with TensorBoard's HParams plugin",
    )
    _add_report_options(exp)

    chk = commands.add_parser(
        "check",
        help="exit 1 if the bias worsened from one report to another",
        description="Compare report B (--vs-run, --vs-step) against report A (--run, --step) "
        "as the Fairness tab's Compare does, print the rows and headline numbers whose bias "
        "worsened beyond its uncertainty (false discovery rate --fdr over the rows), and exit "
        "1 if any did, 0 if none did, 2 on bad arguments: a gate for CI and training "
        "pipelines.",
    )
    chk.add_argument("--logdir", required=True, help="TensorBoard log directory")
    chk.add_argument("--run", required=True, help="report A's run (the baseline)")
    chk.add_argument("--tag", required=True)
    chk.add_argument("--step", type=int, default=None, help="report A's step (default: latest)")
    chk.add_argument("--vs-run", metavar="B", help="report B's run (default: --run)")
    chk.add_argument("--vs-step", metavar="S", type=int, help="report B's step (default: latest)")
    chk.add_argument(
        "--format",
        choices=["text", "csv", "json"],
        default="text",
        help="text: a summary; csv, json: the worsened rows as export --vs-run prints them",
    )
    chk.add_argument(
        "--max-slice-gap",
        metavar="X",
        type=float,
        help="also exit 1 if report B has a slice of at least --min-size people whose gap "
        "to the rest is, beyond its interval, worse than X (a fraction: 0.05 for 5 points; "
        "a report written with slices=True; --max-level, --min-size, --class-name apply)",
    )
    chk.add_argument(
        "--slice-metric",
        default="error_rate",
        choices=["error_rate", "recall", "tnr"],
        help="the rate --max-slice-gap judges slices by (default error_rate: people "
        "predicted as neither of their classes); --metric stays Compare's",
    )
    _add_report_options(chk)

    trd = commands.add_parser(
        "trend",
        help="the headline numbers over steps, and the step where a bias appeared",
        description="Print the headline numbers of --tag per run and step, as the Fairness "
        "tab's Trends draws them. With --first-worse, print per run and number the first "
        "step at which it is significantly worse than at its best earlier step (the change's "
        "interval, Bonferroni over every pair of steps), and exit 1 if a bias number has "
        "one, 0 if none has, 2 on bad arguments.",
    )
    trd.add_argument("--logdir", required=True, help="TensorBoard log directory")
    trd.add_argument("--tag", required=True)
    trd.add_argument(
        "--run", action="append", help="a run to show (repeat for more; default: every run)"
    )
    trd.add_argument(
        "--key",
        metavar="K",
        help="one row (a label, a class): its value per group over the steps, "
        "run,step,group,n,value,lower,upper (with --first-worse: its bias's first worse step)",
    )
    trd.add_argument(
        "--slice",
        metavar="S",
        help="one slice ('attr=value & attr=value', as the slices table writes it): its "
        "rate and gap to the rest over the steps, run,step,size,value,lower,upper,rest,gap,"
        "gap_lower,gap_upper (with --first-worse: its gap's first worse step)",
    )
    trd.add_argument(
        "--first-worse",
        action="store_true",
        help="the first step each number got significantly worse, per run",
    )
    trd.add_argument(
        "--format",
        choices=["text", "csv", "json"],
        default=None,
        help="default: csv for the numbers, text for --first-worse",
    )
    _add_report_options(trd)
    return parser


def _without_tensorflow(logdir: str) -> None:
    """Reads a local logdir with TensorBoard's TF stub even where TensorFlow is installed:
    importing TensorFlow costs the command seconds and hundreds of MB, and the stub reads
    event files alike. A URL (gs://, s3://, ...) keeps TensorFlow's file systems. This is
    TensorBoard's own switch (its `no_tensorflow` build adds `tensorboard.compat.notf`), and
    takes effect only before TensorBoard first resolves `tensorboard.compat.tf`."""
    if "://" in logdir or "tensorflow" in sys.modules:
        return
    sys.modules.setdefault("tensorboard.compat.notf", types.ModuleType("tensorboard.compat.notf"))


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if argv is None:  # the command itself, not a caller in its own process
        _without_tensorflow(args.logdir)
    try:
        if args.command == "check":
            return 0 if check(args, sys.stdout) else 1
        if args.command == "trend":
            if args.format is None:
                args.format = "text" if args.first_worse else "csv"
            if args.format == "text" and not args.first_worse:
                raise UsageError("--format: text is for --first-worse; the numbers are csv or json")
            return 0 if trend(args, sys.stdout) else 1
        export(args, sys.stdout)
        sys.stdout.flush()
    except UsageError as err:
        print(f"tb-fairness: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep Python's exit-time flush
        # from raising again on the closed pipe.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
