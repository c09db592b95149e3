"""What the ``tb-fairness`` commands read and write: the logdir's reports through
TensorBoard's loader, a report's kind, a diff of two reports, a table as CSV or JSON."""

from __future__ import annotations

import os
import sys

from tb_fairness import kinds, read
from tb_fairness.cli.options import UsageError
from tb_fairness.kinds import table as tables
from tb_fairness.read.logdir import LogdirError, data_provider
from tb_fairness.read.store import NotFound, ReportStore


def store_of(logdir: str) -> ReportStore:
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


def context():
    from tensorboard.context import RequestContext

    return RequestContext()


def kind_of_tag(store, ctx, tag, runs):
    runs = runs or store.runs_with(ctx, "", tag)
    if not runs:
        raise UsageError(f"--tag: no run holds a fairness report under {tag!r}")
    try:
        return kinds.get(store.steps(ctx, "", runs[0], tag)[0].kind)
    except NotFound as err:
        raise UsageError(str(err)) from None


def diff_of(store, ctx, report, args, get):
    """(B's report, the diff of B against ``report``) for --vs-run / --vs-step."""
    vs_run = args.vs_run or args.run
    other = store.report(ctx, "", vs_run, args.tag, args.vs_step)
    if other.info.kind != report.info.kind:
        raise UsageError(f"--vs-run: {vs_run!r} holds a {other.info.kind} report")
    diff, _ = read.diff(report, other, get)
    return other, diff


def write(table, fmt: str, out) -> None:
    out.write(tables.to_csv(table) if fmt == "csv" else tables.to_json(table))
