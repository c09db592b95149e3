"""``tb-fairness export``: the table the Fairness tab shows for one report, a diff of two,
the headline numbers over the steps, or every run of a tag, as the ``table`` route's CSV
or JSON byte for byte."""

from __future__ import annotations

from tb_fairness import kinds, read
from tb_fairness.cli.options import UsageError, as_flag, getter, given_options
from tb_fairness.cli.reading import context, diff_of, kind_of_tag, store_of, write
from tb_fairness.read.store import NotFound
from tb_fairness.reports import metadata


def export(args, out) -> None:
    store = store_of(args.logdir)
    ctx = context()
    given = given_options(args)
    try:
        if args.runs:
            _export_runs(store, ctx, args, given, out)
            return
        if args.trend:
            for flag, value in (("--vs-run", args.vs_run), ("--vs-step", args.vs_step)):
                if value is not None:
                    raise UsageError(f"{flag}: not with --trend, which shows every step")
            runs = [args.run] if args.run else []
            kind = kind_of_tag(store, ctx, args.tag, runs)
            body = read.trend(store, ctx, "", args.tag, runs, getter(kind, given))
            table = read.compare.trend_table(body)
            if args.format == "json":
                table.head.update({"tag": args.tag})
            write(table, args.format, out)
            return
        if not args.run:
            raise UsageError("--run: required (except with --trend or --runs)")
        report = store.report(ctx, "", args.run, args.tag, args.step)
        kind = kinds.get(report.info.kind)
        get = getter(kind, given)
        if args.vs_run is not None or args.vs_step is not None:
            if args.key is not None:  # for whom the row changed
                other = store.report(ctx, "", args.vs_run or args.run, args.tag, args.vs_step)
                write(read.diff_groups(report, other, args.key, get), args.format, out)
                return
            if given.get("table") == "slices":  # which slices appeared or worsened in B
                other = store.report(ctx, "", args.vs_run or args.run, args.tag, args.vs_step)
                write(read.slice_diff(report, other, get), args.format, out)
                return
            other, diff = diff_of(store, ctx, report, args, get)
            write(read.diff_export(report, other, diff), args.format, out)
            return
        if args.key is not None:
            raise UsageError("--key: compares a row's groups, with --vs-run and/or --vs-step")
        write(read.table(report, get), args.format, out)
    except (NotFound, metadata.UnsupportedReport) as err:
        raise UsageError(str(err)) from None
    except ValueError as err:  # a bad option (named), unknown identities or groups
        raise UsageError(as_flag(err)) from None


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
    table = read.runs_table(store, ctx, "", args.tag, args.step, getter(kind, given))
    write(table, args.format, out)
