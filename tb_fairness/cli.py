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

from tb_fairness.metrics import associations, groups, skew
from tb_fairness.metrics.counts import resolve_min_count
from tb_fairness.plugin import compare, tables
from tb_fairness.plugin.store import NotFound, ReportStore
from tb_fairness.reports import metadata


# Tables with a test per row (a group against the rest): the rows of GROUP_COLUMNS and
# the test's p-value and Benjamini-Hochberg mark at --q.
TESTED_GROUP_COLUMNS = (*tables.GROUP_COLUMNS, "p_value", "significant")


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


def table_rows(table: dict, columns) -> List[dict]:
    """The column-wise table of a route as a list of row dicts."""
    cols = table["columns"]
    return [dict(zip(columns, values)) for values in zip(*(cols[name] for name in columns))]


def _csv_cell(value):
    if value is None:
        return ""
    return repr(value) if isinstance(value, float) else value


def _write_csv(out, columns, rows):
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(columns)
    for row in rows:
        writer.writerow([_csv_cell(row[c]) for c in columns])


def _write_json(out, value):
    json.dump(value, out, ensure_ascii=False, allow_nan=False)
    out.write("\n")


def _export_associations(args, report, head, out):
    a, b = _pair(args)
    metric = args.metric or associations.DEFAULT_METRIC
    if metric not in associations.METRICS:
        raise UsageError(f"--metric: expected one of {', '.join(associations.METRICS)} for a "
                         f"label_associations report, got {metric!r}")
    table = tables.association_table(
        report.counts, metric, a, b, level=args.level, rank_by=args.rank_by, q=_rate(args),
        min_count=_min_count(args, report.counts, associations.DEFAULT_MIN_COUNT))
    rows = table_rows(table, tables.ASSOCIATION_COLUMNS)
    if args.format == "json":
        head = {**head, "metric": table["metric"], "a": a, "b": b, "b_label": table["b_label"],
                "n": table["n"], "level": table["level"], "q": table["q"],
                "min_count": table["min_count"], "rank_by": table["rank_by"],
                "overlap_known": table["overlap_known"]}
        _write_json(out, {**head, "columns": list(tables.ASSOCIATION_COLUMNS), "rows": rows})
    else:
        _write_csv(out, tables.ASSOCIATION_COLUMNS, rows)


def _rate(args) -> float:
    if args.q is None:
        return associations.DEFAULT_FDR
    if not 0 < args.q < 1:
        raise UsageError(f"--q: expected a false discovery rate in (0, 1), got {args.q}")
    return args.q


def _min_count(args, counts, default: int) -> int:
    """--min-count, else the writer's, else the kind's own default (the rules differ: 50
    people per FACET cell, 10 examples of a label)."""
    if args.min_count is not None and args.min_count < 0:
        raise UsageError(f"--min-count: expected a whole number >= 0, got {args.min_count}")
    return resolve_min_count(args.min_count, counts, default)


def _export_skew(args, report, head, out):
    counts = report.counts
    if args.class_name is not None:
        if args.class_name not in counts.class_names:
            raise UsageError(f"--class: {args.class_name!r} is not a class of this report")
        table = tables.skew_class_table(counts, args.class_name, args.mev,
                                        limit=max(1, len(counts.prediction_names)))
        if args.format == "json":
            _write_json(out, {**head, **table})
            return
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(["group", "n", *table["labels"]])
        for group, n, row in zip(table["groups"], table["group_n"], table["counts"]):
            writer.writerow([group, n, *row])
        return
    table = tables.skew_table(counts, args.mev, level=args.level, q=_rate(args))
    rows = table_rows(table, tables.SKEW_COLUMNS)
    if args.format == "json":
        _write_json(out, {**head, "mev": table["mev"], "model": table["model"],
                          "groups": table["groups"], "columns": list(tables.SKEW_COLUMNS),
                          "rows": rows})
    else:
        _write_csv(out, tables.SKEW_COLUMNS, rows)


def _export_groups(args, report, head, out):
    metric = args.metric or "recall"
    if metric not in groups.METRICS:
        raise UsageError(f"--metric: expected one of {', '.join(groups.METRICS)} for a "
                         f"group_metrics report, got {metric!r}")
    grouping = tuple(args.grouping.split(groups.GROUP_SEPARATOR)) if args.grouping else None
    options = dict(metric=metric, grouping=grouping,
                   min_count=_min_count(args, report.counts, groups.DEFAULT_MIN_COUNT),
                   level=args.level)
    if args.disparity is not None:
        parts = args.disparity.split(",")
        if len(parts) != 2 or not all(parts):
            raise UsageError(f"--disparity: expected two group names as G1,G2, got "
                             f"{args.disparity!r}")
        table = tables.group_disparity_table(report.counts, a=parts[0], b=parts[1],
                                             q=_rate(args), rank_by=args.rank_by, **options)
        rows = table_rows(table, tables.DISPARITY_COLUMNS)
        if args.format == "json":
            _write_json(out, {**head, **{k: table[k] for k in ("metric", "min_count", "level",
                                                               "q", "a", "b")},
                              "columns": list(tables.DISPARITY_COLUMNS), "rows": rows})
        else:
            _write_csv(out, tables.DISPARITY_COLUMNS, rows)
        return
    table = tables.group_table(report.counts, **options, q=_rate(args))
    rows = [{"class": k, "group": g, "n": table["n"][i][j], "value": table["value"][i][j],
             "lower": table["lower"][i][j], "upper": table["upper"][i][j],
             "p_value": table["p_value"][i][j], "significant": table["significant"][i][j]}
            for i, k in enumerate(table["classes"]) for j, g in enumerate(table["groups"])]
    if args.format == "json":
        _write_json(out, {**head, **{k: table[k] for k in ("metric", "min_count", "level",
                                                           "grouping", "q")},
                          "columns": list(TESTED_GROUP_COLUMNS), "rows": rows})
    else:
        _write_csv(out, TESTED_GROUP_COLUMNS, rows)


def _export_detection(args, report, head, out):
    min_count = _min_count(args, report.counts, groups.DEFAULT_MIN_COUNT)
    grouping = tuple(args.grouping.split(groups.GROUP_SEPARATOR)) if args.grouping else None
    if args.disparity is not None:
        parts = args.disparity.split(",")
        if len(parts) != 2 or not all(parts):
            raise UsageError(f"--disparity: expected two group names as G1,G2, got "
                             f"{args.disparity!r}")
        table = tables.detection_disparity_table(report.counts, parts[0], parts[1], min_count,
                                                 args.level, q=_rate(args), rank_by=args.rank_by)
        rows = table_rows(table, tables.DISPARITY_COLUMNS)
        if args.format == "json":
            _write_json(out, {**head, **{k: v for k, v in table.items() if k != "columns"},
                              "columns": list(tables.DISPARITY_COLUMNS), "rows": rows})
        else:
            _write_csv(out, tables.DISPARITY_COLUMNS, rows)
        return
    table = tables.detection_table(report.counts, grouping, min_count, args.level,
                                   q=_rate(args))
    rows = [{"class": k, "group": g, "n": table["n"][i][j], "value": table["mar"][i][j],
             "lower": table["mar_lower"][i][j], "upper": table["mar_upper"][i][j],
             "p_value": table["p_value"][i][j], "significant": table["significant"][i][j]}
            for i, k in enumerate(table["classes"]) for j, g in enumerate(table["groups"])]
    if args.format == "json":
        _write_json(out, {**head, **table, "columns": list(TESTED_GROUP_COLUMNS),
                          "rows": rows})
    else:
        _write_csv(out, TESTED_GROUP_COLUMNS, rows)


def _export_rows(args, head, table, rows, columns=tables.GROUP_COLUMNS):
    if args.format == "json":
        _write_json(args.out, {**head, **table, "columns": list(columns), "rows": rows})
    else:
        _write_csv(args.out, columns, rows)


def _export_harmful(args, report, head, out):
    table = tables.harmful_table(report.counts, args.level)
    thresholds = table["thresholds"]
    tau = thresholds[0] if args.threshold is None else args.threshold
    if tau not in thresholds:
        raise UsageError(f"--threshold: expected one of the report's thresholds {thresholds}, "
                         f"got {tau}")
    k = thresholds.index(tau)
    rows = [{"class": t, "group": g, "n": table["group_counts"][i],
             "value": table["hit_rate"][i][j][k], "lower": table["lower"][i][j][k],
             "upper": table["upper"][i][j][k]}
            for j, t in enumerate(table["types"]) for i, g in enumerate(table["groups"])]
    _export_rows(args, {**head, "threshold": tau}, table, rows)


def _export_geodiversity(args, report, head, out):
    table = tables.geodiversity_table(report.counts, args.by, args.resamples, args.level,
                                      q=_rate(args))
    rows = [{"class": "", "group": g, "n": n, "value": v, "lower": lo, "upper": hi,
             "p_value": p, "significant": sig}
            for g, n, v, lo, hi, p, sig in zip(table["groups"], table["households"],
                                               table["score"], table["lower"], table["upper"],
                                               table["p_value"], table["significant"])]
    _export_rows(args, head, table, rows, TESTED_GROUP_COLUMNS)


def _export_retrieval(args, report, head, out):
    table = tables.retrieval_table(report.counts, args.level, q=_rate(args))
    rows = [{"class": f"P@{k}", "group": g, "n": table["queries"][i],
             "value": table["precision"][i][j], "lower": table["lower"][i][j],
             "upper": table["upper"][i][j], "p_value": table["p_value"][i][j],
             "significant": table["significant"][i][j]}
            for j, k in enumerate(table["ks"]) for i, g in enumerate(table["groups"])]
    _export_rows(args, head, table, rows, TESTED_GROUP_COLUMNS)


_EXPORTERS = {
    metadata.HARMFUL_LABEL_ASSOCIATION: _export_harmful,
    metadata.GEODIVERSITY: _export_geodiversity,
    metadata.RETRIEVAL_PRECISION: _export_retrieval,
    metadata.DETECTION_RECALL: _export_detection,
    metadata.LABEL_ASSOCIATIONS: _export_associations,
    metadata.SKEW_SIZE: _export_skew,
    metadata.GROUP_METRICS: _export_groups,
}


DIFF_COLUMNS = ("key", "value_a", "value_b", "delta", "rank_a", "rank_b")


def _option_getter(args):
    """The per-kind comparison options, by the names the routes use, from the arguments."""
    a = b = None
    if args.pair is not None or args.one_vs_rest is not None:
        a, b = _pair(args)
    values = {"metric": args.metric, "a": a, "b": b, "mev": args.mev,
              "grouping": args.grouping, "min_count": args.min_count,
              "threshold": args.threshold, "by": args.by, "resamples": args.resamples,
              "gap_threshold": args.gap_threshold, "level": args.level}
    return lambda name: None if values.get(name) is None else str(values[name])


def _export_diff(args, store, report, out):
    vs_run = args.vs_run or args.run
    try:
        other = store.report(RequestContext(), "", vs_run, args.tag, args.vs_step)
    except NotFound as err:
        raise UsageError(str(err)) from None
    if other.info.kind != report.info.kind:
        raise UsageError(f"--vs-run: {vs_run!r} holds a {other.info.kind} report")
    options = compare.parse_options(report.info.kind, _option_getter(args))
    table = compare.diff(report.info.kind, report.counts, other.counts, options)
    rows = table_rows(table, DIFF_COLUMNS)
    if args.format == "json":
        sides = {"a": {"run": report.run, "step": report.step},
                 "b": {"run": other.run, "step": other.step}}
        _write_json(out, {"tag": args.tag, **sides, "value": table["value"],
                          "columns": list(DIFF_COLUMNS), "rows": rows})
    else:
        _write_csv(out, DIFF_COLUMNS, rows)


def _export_trend(args, store, out):
    ctx = RequestContext()
    runs = [args.run] if args.run else store.runs_with(ctx, "", args.tag)
    if not runs:
        raise UsageError(f"--tag: no run holds a fairness report under {args.tag!r}")
    records, names = [], None
    for run in runs:
        try:
            info, pairs = store.steps(ctx, "", run, args.tag)
        except NotFound as err:
            raise UsageError(str(err)) from None
        options = compare.parse_options(info.kind, _option_getter(args))
        for step, _ in pairs:
            h = compare.headline(info.kind, store.report(ctx, "", run, args.tag, step).counts,
                                 options)
            names = names or list(h.values)
            bounds = {}
            for name, (lower, upper) in h.intervals.items():
                bounds[f"{name}_lower"], bounds[f"{name}_upper"] = lower, upper
            records.append({"run": run, "step": step, **h.values, **bounds})
    # Each number, then the ends of its interval where it has one (a count has none).
    columns = ["run", "step"]
    for name in names or []:
        columns.append(name)
        if name in records[-1] and f"{name}_lower" in records[-1]:
            columns += [f"{name}_lower", f"{name}_upper"]
    if args.format == "json":
        _write_json(out, {"tag": args.tag, "columns": columns, "rows": records})
    else:
        _write_csv(out, columns, records)


def export(args, out) -> None:
    store = ReportStore(_provider(args.logdir))
    args.out = out
    try:
        if args.trend:
            _export_trend(args, store, out)
            return
        if not args.run:
            raise UsageError("--run: required (except with --trend)")
        try:
            report = store.report(RequestContext(), "", args.run, args.tag, args.step)
        except NotFound as err:
            raise UsageError(str(err)) from None
        if args.vs_run is not None or args.vs_step is not None:
            _export_diff(args, store, report, out)
            return
        head = {"run": report.run, "tag": report.tag, "step": report.step}
        _EXPORTERS[report.info.kind](args, report, head, out)
    except ValueError as err:  # unknown identities, a bad --mev, a bad option
        raise UsageError(str(err)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="tb-fairness", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    exp = commands.add_parser("export", help="print a report's table as CSV or JSON")
    exp.add_argument("--logdir", required=True, help="TensorBoard log directory")
    exp.add_argument("--run", help="run name, as TensorBoard lists it (required but with "
                     "--trend, which defaults to every run)")
    exp.add_argument("--tag", required=True)
    exp.add_argument("--step", type=int, default=None, help="default: the latest step")
    exp.add_argument("--format", choices=["csv", "json"], default="csv")
    cmp = exp.add_argument_group("comparisons (every kind)")
    cmp.add_argument("--vs-run", metavar="B", help="diff against run B's report (same tag)")
    cmp.add_argument("--vs-step", metavar="S", type=int,
                     help="diff against step S (of --vs-run, or of the same run)")
    cmp.add_argument("--trend", action="store_true",
                     help="the headline numbers per run and step")
    cmp.add_argument("--gap-threshold", type=float, default=0.1,
                     help="label_associations trend: count labels with |gap| above this")
    exp.add_argument("--metric", help="label_associations: one of "
                     f"{', '.join(associations.METRICS)} (default {associations.DEFAULT_METRIC}); "
                     f"group_metrics: {' or '.join(groups.METRICS)} (default recall)")
    assoc = exp.add_argument_group("label_associations reports")
    assoc.add_argument("--pair", metavar="A,B", help="gap between identities A and B")
    assoc.add_argument("--one-vs-rest", metavar="A",
                       help="gap between A and the mean of the other identities")

    grps = exp.add_argument_group(
        "group_metrics and detection_recall reports (detection: value is mAR)")
    grps.add_argument("--grouping", metavar="ATTR[ & ATTR]",
                      help="which grouping's groups (default: the report's first)")
    grps.add_argument("--disparity", metavar="G1,G2",
                      help="classes ranked by the gap rate(G1) - rate(G2)")
    exp.add_argument("--min-count", type=int, default=None,
                     help="fewer is insufficient: people per cell for group_metrics and "
                          f"detection_recall (default {groups.DEFAULT_MIN_COUNT}), examples of a "
                          "label or identity for label_associations "
                          f"(default {associations.DEFAULT_MIN_COUNT})")
    exp.add_argument("--level", type=float, default=0.95,
                     help="confidence level of every interval (default 0.95)")
    exp.add_argument("--rank-by", choices=list(associations.RANK_BY), default="gap",
                     help="association gaps and disparities: sort by the gap, or by its "
                          "interval's end nearest zero (bound)")
    exp.add_argument("--q", type=float, default=None,
                     help="false discovery rate of the Benjamini-Hochberg marks in the "
                          f"significant column (default {associations.DEFAULT_FDR})")
    vis = exp.add_argument_group(
        "harmful_label_association, geodiversity and retrieval_precision reports "
        "(class is the label type, empty, or P@K)")
    vis.add_argument("--threshold", type=float,
                     help="harmful: the score threshold of the hit rates (default the first)")
    vis.add_argument("--by", choices=["income", "region", "income_region"], default="income",
                     help="geodiversity: the grouping of households")
    vis.add_argument("--resamples", type=int, default=1000,
                     help="geodiversity: household bootstrap resamples")
    skews = exp.add_argument_group("skew_size reports")
    skews.add_argument("--mev", type=float, default=skew.DEFAULT_MEV,
                       help="noise filter: minimum expected count of a predicted label "
                            "(0 disables it)")
    skews.add_argument("--class", dest="class_name", metavar="C",
                       help="print class C's contingency table (groups x predicted labels)")
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
