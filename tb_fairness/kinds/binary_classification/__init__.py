"""Scored binary classifiers by group across thresholds: every Fairness Indicators metric
(TPR, FPR, FNR, TNR, precision, NPV, FDR, FOR, selection rate, accuracy) per group, with
differences and ratios to a baseline group, demographic parity and equalized odds."""

from __future__ import annotations

import dataclasses

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds import grouping as g
from tb_fairness.kinds import slices as sl
from tb_fairness.kinds.binary_classification import codec
from tb_fairness.kinds.binary_classification.writing import WRITING
from tb_fairness.kinds.kind import RATE_FORMATS, Headline, HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON, Option, OptionError, number_text
from tb_fairness.kinds.table import Table, cells, json_float, json_floats
from tb_fairness.metrics import binary, groups
from tb_fairness.metrics.counts import resolve_min_count
from tb_fairness.metrics.intervals import wilson_interval

TABLE = Option(
    "table",
    "choice",
    "cells",
    "cells: the metric per group x threshold (with a baseline, also its ratio to the "
    "baseline's); ratios: the same with the ratios (baseline default: the largest group); "
    "metrics: every metric per group at the threshold; baseline: every metric's difference "
    "and ratio to the baseline at the threshold; slices: the worst intersections of the "
    "attributes' values at the threshold (a report written with slices=True)",
    choices=("cells", "ratios", "metrics", "baseline", "slices"),
    title="Table",
    used_by=("view",),
)
METRIC = Option(
    "metric",
    "choice",
    "tpr",
    "the rate of the cells and ratios tables, and the one the view draws first (slices: "
    "also error_rate, 1 - accuracy)",
    choices=(*binary.METRICS, "error_rate"),
    title="Metric",
    table_only=(("error_rate", ("slices",)),),
    # The headlines are fixed rates (selection rate, TPR and FPR, accuracy), and compare
    # judges every metric's spread: only the view's cells and curves read it.
    used_by=("view",),
)
THRESHOLD = Option(
    "threshold",
    "float",
    None,
    "the score threshold, one of the report's (cells, ratios: every threshold when not "
    "given; elsewhere 0.5, or the report's middle threshold)",
    title="Threshold",
)
BASELINE = Option(
    "baseline",
    "str",
    None,
    "the group the others are compared with (default: the grouping's largest group)",
    title="Baseline group",
    used_by=("view",),  # ratios and differences to it; spreads need no baseline
)
LABEL = Option(
    "label",
    "str",
    None,
    "which label's scores, for a multi-label classifier (default: the report's first)",
    title="Label",
)
MIN_COUNT = dataclasses.replace(
    g.MIN_COUNT,
    help="cells whose metric's denominator is smaller (positives for TPR, predicted "
    f"positives for precision, ...) are insufficient (default: the writer's, else "
    f"{groups.DEFAULT_MIN_COUNT})",
)
OPTIONS = (
    TABLE,
    METRIC,
    g.GROUPING,
    THRESHOLD,
    BASELINE,
    LABEL,
    MIN_COUNT,
    *sl.OPTIONS,
    *COMMON,
)
# The rates where a higher value is worse (the slices' gap is ranked that way).
HIGHER_IS_WORSE = frozenset({"fpr", "fnr", "fdr", "for", "error_rate"})

CELL_COLUMNS = ("group", "threshold", "n", "value", "lower", "upper", "p_value", "significant")
RATIO_COLUMNS = (*CELL_COLUMNS, "ratio", "ratio_lower", "ratio_upper")
METRIC_COLUMNS = ("metric", "group", "n", "value", "lower", "upper", "p_value", "significant")
BASELINE_COLUMNS = (
    "metric",
    "group",
    "n",
    "value",
    "baseline_value",
    "difference",
    "lower",
    "upper",
    "ratio",
    "ratio_lower",
    "ratio_upper",
)
CELL_FORMATS = {**RATE_FORMATS, "threshold": "value"}
RATIO_FORMATS = {
    **CELL_FORMATS,
    "ratio": "value",
    "ratio_lower": "value",
    "ratio_upper": "value",
}
BASELINE_FORMATS = {
    "n": "count",
    "value": "percent",
    "baseline_value": "percent",
    "difference": "points",
    "lower": "points",
    "upper": "points",
    "ratio": "value",
    "ratio_lower": "value",
    "ratio_upper": "value",
}
REASONS = {
    **groups.STATE_REASONS,
    binary.STATE_BASELINE: "the baseline group itself",
}

HEADLINES = (
    HeadlineInfo(
        "demographic_parity_difference",
        "Demographic parity difference",
        "The highest minus the lowest selection rate of the groups at the threshold.",
        "points",
        "lower",
    ),
    HeadlineInfo(
        "equalized_odds_difference",
        "Equalized odds difference",
        "The larger of the TPR and the FPR spreads across the groups at the threshold.",
        "points",
        "lower",
        role="bias",
    ),
    HeadlineInfo(
        "accuracy",
        "Accuracy",
        "The share of everyone in the grouping's groups classified correctly at the "
        "threshold (the label's scores).",
        "percent",
        "higher",
        role="performance",
    ),
)


def values(counts: binary.BinaryCounts) -> dict:
    """The groupings and groups (g.values: the baseline is a group of the grouping), the
    report's thresholds and labels."""
    groupings = g.values(counts)
    return {
        "grouping": groupings["grouping"],
        "threshold": [number_text(t) for t in counts.thresholds],
        "baseline": groupings["a"],
        "label": list(counts.label_names),
    }


def _find_threshold(thresholds: tuple, asked: float) -> float:
    """The report's threshold equal to ``asked`` (to rounding: 0.3 typed is 0.3 stored)."""
    values = np.asarray(thresholds)
    i = int(np.argmin(np.abs(values - asked)))
    if abs(values[i] - asked) > 1e-9 * max(1.0, abs(asked)):
        shown = ", ".join(f"{t:g}" for t in thresholds[:5])
        raise ValueError(
            f"threshold: expected one of the report's thresholds ({shown}, ...), got {asked:g}"
        )
    return float(values[i])


def resolve(counts: binary.BinaryCounts, options: dict) -> dict:
    """Grouping (default the report's first), label (its first), the threshold matched to
    the report's (None stays None: every threshold where a table can show them), the
    baseline checked to be a group of the grouping, min_count (asked, writer's, 50)."""
    grouping = g.grouping_of(counts, options.get("grouping"))
    label = options.get("label") or None
    if label is not None and label not in counts.label_names:
        raise ValueError(
            f"label: no label {label!r}; the report's labels are {list(counts.label_names[:5])}"
        )
    threshold = options.get("threshold")
    if threshold is not None:
        threshold = _find_threshold(counts.thresholds, threshold)
    baseline = options.get("baseline") or None
    if baseline is not None:
        columns = counts.groups.groups_of(grouping)
        if counts.groups.index(baseline, "baseline") not in columns.tolist():
            raise ValueError(f"baseline: {baseline!r} is not a group of grouping {grouping!r}")
    METRIC.check_table(options.get("metric"), options.get("table"))
    min_count = resolve_min_count(options.get("min_count"), counts, groups.DEFAULT_MIN_COUNT)
    return {
        **options,
        "grouping": grouping,
        "label": label or counts.label_names[0],
        "threshold": threshold,
        "baseline": baseline,
        "min_count": min_count,
        "min_size": options.get("min_size") or min_count,
    }


def slice_inputs(counts: binary.BinaryCounts, options: dict) -> sl.SliceInputs:
    """What the worst slices are found in: the joint cells, and per cell the metric's
    successes and totals for the label at the threshold."""
    cells = counts.cells
    if cells is None:
        raise OptionError(
            "table: slices needs a report written with slices=True (its joint cells); "
            "this one was written without"
        )
    k = counts.label_names.index(options["label"])
    t = threshold_index(counts, options)
    tp, fp = cells.tp[k, :, t], cells.fp[k, :, t]
    tn, fn = cells.negatives[k] - fp, cells.positives[k] - tp
    metric = options["metric"]
    if metric == "error_rate":
        successes, totals = fp + fn, tp + fp + tn + fn
    else:
        successes, totals = binary.successes_totals(metric, tp, fp, tn, fn)
    space = counts.groups
    return sl.SliceInputs(
        cells.attributes,
        tuple(space.attribute_values[space.attribute_names.index(a)] for a in cells.attributes),
        cells.codes,
        cells.domains,
        successes,
        totals,
        higher_is_worse=metric in HIGHER_IS_WORSE,
        head={
            "metric": metric,
            "label": options["label"],
            "threshold": counts.thresholds[t],
            "min_count": options["min_count"],
        },
    )


def threshold_index(counts: binary.BinaryCounts, options: dict) -> int:
    """The chosen threshold's index: the one asked for, else 0.5, else the middle one."""
    thresholds = counts.thresholds
    if options.get("threshold") is not None:
        return thresholds.index(options["threshold"])
    return thresholds.index(0.5) if 0.5 in thresholds else (len(thresholds) - 1) // 2


def baseline_of(counts: binary.BinaryCounts, options: dict) -> str:
    """The baseline asked for, else the grouping's largest group (first on ties)."""
    if options.get("baseline") is not None:
        return options["baseline"]
    columns = counts.groups.groups_of(options["grouping"])
    k = counts.label_names.index(options["label"])
    return counts.group_names[int(columns[int(np.argmax(counts.n[k, columns]))])]


def _rates(counts, options, metric=None, level=None) -> binary.BinaryRates:
    return binary.rate_table(
        counts,
        metric or options["metric"],
        label=options["label"],
        grouping=options["grouping"],
        min_count=options["min_count"],
        level=level or options["level"],
    )


def _tested(counts, options, metric=None):
    rates = _rates(counts, options, metric)
    p_value, significant = binary.vs_rest(rates, min_count=options["min_count"], fdr=options["fdr"])
    return rates, p_value, significant


def _head(counts, options, threshold=None, *, every_metric=False) -> dict:
    """What a table was read with; a table of every metric names none (a drill-down of
    one metric's row would read the view's metric as its own)."""
    return {
        **({} if every_metric else {"metric": options["metric"]}),
        "label": options["label"],
        "grouping": list(options["grouping"]),
        "threshold": threshold,
        "baseline": options.get("baseline"),
        "min_count": options["min_count"],
        "level": options["level"],
        "fdr": options["fdr"],
    }


def _cells(counts, options, baseline) -> Table:
    """One row per group x threshold (group by group), with ratios to ``baseline``."""
    rates, p_value, significant = _tested(counts, options)
    T = len(counts.thresholds)
    ts = (
        np.arange(T)
        if options["threshold"] is None
        else np.array([threshold_index(counts, options)])
    )
    G = len(rates.group_names)
    gi, ti = np.repeat(np.arange(G), len(ts)), np.tile(ts, G)
    columns = {
        "group": np.asarray(rates.group_names, dtype=object)[gi],
        "threshold": np.asarray(counts.thresholds, dtype=np.float64)[ti],
        "n": rates.totals[gi, ti],
        "value": rates.value[gi, ti],
        "lower": rates.lower[gi, ti],
        "upper": rates.upper[gi, ti],
        "p_value": p_value[gi, ti],
        "significant": significant[gi, ti],
    }
    head = _head(counts, options, options["threshold"])
    states = {"value": rates.state[gi, ti]}
    if baseline is not None:
        b = binary.baseline_comparison(
            counts,
            options["metric"],
            baseline,
            label=options["label"],
            min_count=options["min_count"],
            level=options["level"],
        )
        columns.update(
            ratio=b.ratio[gi, ti],
            ratio_lower=b.ratio_lower[gi, ti],
            ratio_upper=b.ratio_upper[gi, ti],
        )
        states["ratio"] = b.ratio_state[gi, ti]
        head["baseline"] = baseline
    return Table(columns, head, states)


def cell_rows(counts, options) -> int:
    """The rows of the cells and ratios tables: the grouping's groups x the thresholds (one
    when a threshold is chosen)."""
    groups = len(counts.groups.groups_of(options["grouping"]))
    return groups * (len(counts.thresholds) if options["threshold"] is None else 1)


def cells_table(counts, options) -> Table:
    """The metric per group x threshold: Wilson interval, the test against the rest of the
    groups (Benjamini-Hochberg per threshold); with a baseline, the ratio to it."""
    return _cells(counts, options, options["baseline"])


def ratios_table(counts, options) -> Table:
    """The cells table with each group's ratio to the baseline (Katz log interval)."""
    return _cells(counts, options, baseline_of(counts, options))


def _at_threshold(counts, options):
    """The chosen threshold's index, its counts alone (one threshold: the tests are per
    threshold, so they are those of the whole report there, at a tenth of the work per
    threshold left out) and per metric (rates, p_value, significant) on them, column 0."""
    t = threshold_index(counts, options)
    one = dataclasses.replace(
        counts,
        thresholds=(counts.thresholds[t],),
        tp=counts.tp[:, :, t : t + 1],
        fp=counts.fp[:, :, t : t + 1],
        cells=None,  # the groups' counts alone
    )
    return t, one, {m: _tested(one, options, m) for m in binary.METRICS}


def metrics_table(counts, options) -> Table:
    """Every metric per group at the threshold, with Wilson intervals and tests."""
    t, one, tested = _at_threshold(counts, options)
    names = list(tested[binary.METRICS[0]][0].group_names)
    grids = {
        "n": [r.totals[:, 0] for r, _, _ in tested.values()],
        "value": [r.value[:, 0] for r, _, _ in tested.values()],
        "lower": [r.lower[:, 0] for r, _, _ in tested.values()],
        "upper": [r.upper[:, 0] for r, _, _ in tested.values()],
        "p_value": [p[:, 0] for _, p, _ in tested.values()],
        "significant": [s[:, 0] for _, _, s in tested.values()],
    }
    flat = cells(list(tested), names, "metric", "group", {k: np.stack(v) for k, v in grids.items()})
    states = np.stack([r.state[:, 0] for r, _, _ in tested.values()]).reshape(-1)
    head = _head(counts, options, counts.thresholds[t], every_metric=True)
    return Table({c: flat[c] for c in METRIC_COLUMNS}, head, {"value": states})


def _comparisons(counts, options, baseline):
    return {
        m: binary.baseline_comparison(
            counts,
            m,
            baseline,
            label=options["label"],
            min_count=options["min_count"],
            level=options["level"],
        )
        for m in binary.METRICS
    }


def baseline_table(counts, options) -> Table:
    """Every metric per group at the threshold against the baseline group: the difference
    (Newcombe) and the ratio (Katz log interval)."""
    t, one, tested = _at_threshold(counts, options)
    baseline = baseline_of(counts, options)
    compared = _comparisons(one, options, baseline)
    names = list(compared[binary.METRICS[0]].group_names)
    rates = {m: r for m, (r, _, _) in tested.items()}
    grids = {
        "n": [rates[m].totals[:, 0] for m in binary.METRICS],
        "value": [rates[m].value[:, 0] for m in binary.METRICS],
        "baseline_value": [
            np.full(len(names), compared[m].baseline_value[0]) for m in binary.METRICS
        ],
        "difference": [compared[m].difference[:, 0] for m in binary.METRICS],
        "lower": [compared[m].difference_lower[:, 0] for m in binary.METRICS],
        "upper": [compared[m].difference_upper[:, 0] for m in binary.METRICS],
        "ratio": [compared[m].ratio[:, 0] for m in binary.METRICS],
        "ratio_lower": [compared[m].ratio_lower[:, 0] for m in binary.METRICS],
        "ratio_upper": [compared[m].ratio_upper[:, 0] for m in binary.METRICS],
    }
    flat = cells(
        list(binary.METRICS), names, "metric", "group", {k: np.stack(v) for k, v in grids.items()}
    )
    states = {
        column: np.stack([getattr(compared[m], field)[:, 0] for m in binary.METRICS]).reshape(-1)
        for column, field in (("difference", "state"), ("ratio", "ratio_state"))
    }
    head = {**_head(counts, options, counts.thresholds[t], every_metric=True), "baseline": baseline}
    return Table({c: flat[c] for c in BASELINE_COLUMNS}, head, states)


def _spread_json(s: binary.Spread, t: int) -> dict:
    return {
        "value": json_float(s.value[t]),
        "lower": json_float(s.lower[t]),
        "upper": json_float(s.upper[t]),
        "curve": json_floats(s.value),
        "curve_lower": json_floats(s.lower),
        "curve_upper": json_floats(s.upper),
    }


def _summary(counts, options):
    kw = dict(
        label=options["label"],
        grouping=options["grouping"],
        min_count=options["min_count"],
        level=options["level"],
    )
    return binary.spreads(counts, ("selection_rate",), **kw), binary.spreads(
        counts, ("tpr", "fpr"), **kw
    )


#: The most points (groups x thresholds) of one curve the view sends: finer than a chart
#: draws, and what bounds the view's size (3 metrics x value and band) whatever the report.
MAX_CURVE_POINTS = 60_000


def curve_indices(thresholds: int, groups: int, chosen: int) -> np.ndarray:
    """The thresholds the curves are sent at: every one when they fit
    :data:`MAX_CURVE_POINTS`, else evenly spaced ones (the first, the last and the chosen
    one among them)."""
    per_group = max(2, MAX_CURVE_POINTS // max(groups, 1))
    if thresholds <= per_group:
        return np.arange(thresholds)
    spaced = np.round(np.linspace(0, thresholds - 1, per_group)).astype(np.int64)
    return np.union1d(spaced, [chosen])


def _metric_rows(counts, options) -> int:
    """The rows of the metrics and baseline tables: every metric x the grouping's groups."""
    return len(binary.METRICS) * len(counts.groups.groups_of(options["grouping"]))


def _view_cells(counts, options) -> int:
    """The numbers the view holds: 18 per metric x group at the threshold, 9 per point of
    three curves, 6 per threshold (the two summaries)."""
    groups = len(counts.groups.groups_of(options["grouping"]))
    thresholds = len(counts.thresholds)
    points = len(curve_indices(thresholds, groups, 0)) + 1
    return groups * (18 * len(binary.METRICS) + 9 * points) + 6 * thresholds


def binary_view(counts, options) -> dict:
    """The view of one label and grouping: the chosen metric, TPR and FPR per group x
    threshold (the curves, with Wilson bands), every metric per group at the chosen threshold
    (with tests), the
    difference and ratio of each to the baseline group there, and demographic parity and
    equalized odds differences per threshold."""
    t, one, tested = _at_threshold(counts, options)
    baseline = baseline_of(counts, options)
    compared = _comparisons(one, options, baseline)
    columns = counts.groups.groups_of(options["grouping"])
    k = counts.label_names.index(options["label"])
    dp, eo = _summary(counts, options)
    curved = [m for m in binary.METRICS if m in (options["metric"], "tpr", "fpr")]
    at_curve = curve_indices(len(counts.thresholds), len(columns), t)
    at = {}
    for m, (r, p, s) in tested.items():
        b = compared[m]
        at[m] = {
            "n": r.totals[:, 0].tolist(),
            "successes": r.successes[:, 0].tolist(),
            "value": json_floats(r.value[:, 0]),
            "lower": json_floats(r.lower[:, 0]),
            "upper": json_floats(r.upper[:, 0]),
            "state": r.state[:, 0].tolist(),
            "p_value": json_floats(p[:, 0]),
            "significant": s[:, 0].tolist(),
            "baseline_value": json_float(b.baseline_value[0]),
            "difference": json_floats(b.difference[:, 0]),
            "difference_lower": json_floats(b.difference_lower[:, 0]),
            "difference_upper": json_floats(b.difference_upper[:, 0]),
            "ratio": json_floats(b.ratio[:, 0]),
            "ratio_lower": json_floats(b.ratio_lower[:, 0]),
            "ratio_upper": json_floats(b.ratio_upper[:, 0]),
            "difference_state": b.state[:, 0].tolist(),
            "ratio_state": b.ratio_state[:, 0].tolist(),
        }
    return {
        "metric": options["metric"],
        "metrics": [{"name": m, "title": binary.METRIC_TITLES[m]} for m in binary.METRICS],
        "label": options["label"],
        "labels": list(counts.label_names),
        "groupings": [list(x) for x in counts.groups.groupings],
        "grouping": list(options["grouping"]),
        "groups": list(counts.group_names[i] for i in columns),
        "group_sizes": counts.n[k, columns].tolist(),
        "positives": counts.positives[k, columns].tolist(),
        "thresholds": list(counts.thresholds),
        "threshold": counts.thresholds[t],
        "threshold_index": t,
        "baseline": baseline,
        "min_count": options["min_count"],
        "level": options["level"],
        "fdr": options["fdr"],
        "four_fifths": binary.FOUR_FIFTHS,
        # The thresholds the curves are drawn at (every one, unless too many: curve_indices).
        "curve_thresholds": [counts.thresholds[i] for i in at_curve.tolist()],
        "curves": {
            m: {
                "value": json_floats(r.value[:, at_curve]),
                "lower": json_floats(r.lower[:, at_curve]),
                "upper": json_floats(r.upper[:, at_curve]),
            }
            # The chosen metric's curves, and TPR and FPR for the ROC, over every threshold
            # (untested: a curve needs no p-values): 60 groups x 101 thresholds of all ten
            # would be megabytes a view does not draw.
            for m, r in ((m, _rates(counts, options, m)) for m in curved)
        },
        "at_threshold": at,
        "demographic_parity_difference": _spread_json(dp, t),
        "equalized_odds_difference": _spread_json(eo, t),
        "reasons": REASONS,
    }


def _insufficient(counts, options, metrics, t: int) -> int:
    """The cells (group x metric) at threshold ``t`` left out of a spread as insufficient."""
    return sum(
        int(np.sum(_rates(counts, options, m).state[:, t] == groups.STATE_INSUFFICIENT))
        for m in metrics
    )


def _accuracy(counts, options, t: int) -> tuple:
    """(accuracy, lower, upper) of everyone in the grouping's groups at threshold ``t``,
    with the Wilson interval."""
    columns = counts.groups.groups_of(options["grouping"])
    tp, fp, tn, fn = binary.confusion(counts, label=options["label"], columns=columns)
    right, total = int((tp + tn)[:, t].sum()), int((tp + fp + tn + fn)[:, t].sum())
    return tuple(wilson_interval(right, total, options["level"]))


def headline(counts, options) -> Headline:
    """Demographic parity and equalized odds differences at the threshold (over the
    sufficient groups), and the accuracy of everyone there."""
    t = threshold_index(counts, options)
    dp, eo = _summary(counts, options)
    values, intervals = {}, {}
    for name, s in (("demographic_parity_difference", dp), ("equalized_odds_difference", eo)):
        values[name] = json_float(s.value[t])
        intervals[name] = [json_float(s.lower[t]), json_float(s.upper[t])]
    accuracy, lower, upper = _accuracy(counts, options, t)
    values["accuracy"] = json_float(accuracy)
    intervals["accuracy"] = [json_float(lower), json_float(upper)]
    excluded = {
        "demographic_parity_difference": _insufficient(counts, options, ("selection_rate",), t),
        "equalized_odds_difference": _insufficient(counts, options, ("tpr", "fpr"), t),
    }
    return Headline(values, intervals, excluded)


KIND = Kind(
    name=codec.NAME,
    title="binary classifier",
    version=codec.VERSION,
    counts_type=binary.BinaryCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec(
            "cells",
            "The metric per group x threshold",
            CELL_COLUMNS,
            cells_table,
            CELL_FORMATS,
            rows=cell_rows,
            narrow=("threshold",),
        ),
        TableSpec(
            "ratios",
            "The metric and its ratio to the baseline group",
            RATIO_COLUMNS,
            ratios_table,
            RATIO_FORMATS,
            rows=cell_rows,
            narrow=("threshold",),
        ),
        TableSpec(
            "metrics",
            "Every metric per group at the threshold",
            METRIC_COLUMNS,
            metrics_table,
            RATE_FORMATS,
            rows=_metric_rows,
        ),
        TableSpec(
            "baseline",
            "Every metric against the baseline group",
            BASELINE_COLUMNS,
            baseline_table,
            BASELINE_FORMATS,
            rows=_metric_rows,
        ),
        TableSpec(
            "slices",
            "The worst slices over every intersection of the attributes, at the threshold",
            sl.COLUMNS,
            sl.table_of(slice_inputs),
            sl.FORMATS,
            rows=sl.rows,
        ),
    ),
    views=(
        View("", binary_view, cells=_view_cells, narrow=("grouping",)),
        View("slices", sl.view_of(slice_inputs), cells=sl.view_cells, table="slices"),
    ),
    bias=bias.spread(metrics_table, "metric", "value")
    .with_detail(bias.rows_of(metrics_table, "metric"), RATE_FORMATS)
    .with_groups(bias.groups_of(bias.rows_of(metrics_table, "metric"), lambda o, key: key))
    .with_format("points"),
    headline=headline,
    headlines=HEADLINES,
    resolve=resolve,
    values=values,
    slice_inputs=slice_inputs,
    # The 0/1 true `labels` (the `labels` of harmful_label_association are predictions, so
    # the name alone cannot say).
    ground_truth=("labels",),
    writing=WRITING,
)
