"""The ``tb-fairness`` command: export the tables the Fairness tab shows.

It reads the logdir through TensorBoard's own loader and builds each table with the same
function as the plugin's routes, so an export equals the UI's table value for value.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import sys
from typing import List, Optional

from tensorboard.context import RequestContext

from tb_fairness.metrics import associations
from tb_fairness.plugin import tables
from tb_fairness.plugin.store import NotFound, ReportStore
from tb_fairness.reports import metadata


class UsageError(Exception):
    """Bad arguments or data the user asked for that is not there (exit status 2)."""


def _provider(logdir: str):
    # TensorBoard's loader imports TensorFlow when installed; keep its C++ logs quiet.
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    from tensorboard.backend.event_processing import data_provider
    from tensorboard.backend.event_processing import plugin_event_multiplexer as pem

    multiplexer = pem.EventMultiplexer(tensor_size_guidance={metadata.PLUGIN_NAME: 0})
    multiplexer.AddRunsFromDirectory(logdir)
    multiplexer.Reload()
    return data_provider.MultiplexerDataProvider(multiplexer, logdir)


def _pair(args):
    if (args.pair is None) == (args.one_vs_rest is None):
        raise UsageError("give exactly one of --pair A,B and --one-vs-rest A")
    if args.one_vs_rest is not None:
        return args.one_vs_rest, None
    parts = args.pair.split(",")
    if len(parts) != 2 or not all(parts):
        raise UsageError(f"--pair: expected two identity names as A,B, got {args.pair!r}")
    return parts[0], parts[1]


def association_rows(table: dict) -> List[dict]:
    cols = table["columns"]
    return [dict(zip(tables.ASSOCIATION_COLUMNS, values))
            for values in zip(*(cols[name] for name in tables.ASSOCIATION_COLUMNS))]


def _write_csv(out, columns, rows):
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow(["" if row[c] is None else repr(row[c]) if isinstance(row[c], float)
                         else row[c] for c in columns])


def export(args, out) -> None:
    store = ReportStore(_provider(args.logdir))
    try:
        report = store.report(RequestContext(), "", args.run, args.tag, args.step)
    except NotFound as err:
        raise UsageError(str(err)) from None
    if report.info.kind != metadata.LABEL_ASSOCIATIONS:
        raise UsageError(f"--tag: {args.tag!r} holds a {report.info.kind} report")
    a, b = _pair(args)
    try:
        table = tables.association_table(report.counts, args.metric, a, b)
    except ValueError as err:
        raise UsageError(str(err)) from None
    rows = association_rows(table)
    if args.format == "json":
        head = {"run": report.run, "tag": report.tag, "step": report.step,
                "metric": table["metric"], "a": a, "b": b, "b_label": table["b_label"],
                "n": table["n"]}
        json.dump({**head, "columns": list(tables.ASSOCIATION_COLUMNS), "rows": rows}, out,
                  ensure_ascii=False, allow_nan=False)
        out.write("\n")
    else:
        _write_csv(out, tables.ASSOCIATION_COLUMNS, rows)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tb-fairness", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    exp = commands.add_parser("export", help="print a report's table as CSV or JSON")
    exp.add_argument("--logdir", required=True, help="TensorBoard log directory")
    exp.add_argument("--run", required=True, help="run name, as TensorBoard lists it")
    exp.add_argument("--tag", required=True)
    exp.add_argument("--step", type=int, default=None, help="default: the latest step")
    exp.add_argument("--metric", default=associations.DEFAULT_METRIC,
                     choices=list(associations.METRICS))
    exp.add_argument("--pair", metavar="A,B", help="gap between identities A and B")
    exp.add_argument("--one-vs-rest", metavar="A", help="gap between A and the mean of the rest")
    exp.add_argument("--format", choices=["csv", "json"], default="csv")
    return parser


def main(argv: Optional[List[str]] = None) -> int:
    args = build_parser().parse_args(argv)
    try:
        export(args, sys.stdout)
    except UsageError as err:
        print(f"tb-fairness: {err}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
