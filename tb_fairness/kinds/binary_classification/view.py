"""The binary kind's view (one label and grouping: curves over the thresholds, every metric
at the threshold with tests and against the baseline, demographic parity and equalized
odds) and its headline."""

from __future__ import annotations

import numpy as np

from tb_fairness.kinds.binary_classification.choices import baseline_of, threshold_index
from tb_fairness.kinds.binary_classification.tables import (
    REASONS,
    at_threshold,
    baseline_power,
    comparisons,
    rates_of,
    vs_rest_power,
)
from tb_fairness.kinds.kind import Headline
from tb_fairness.kinds.table import json_float, json_floats
from tb_fairness.metrics import binary, groups
from tb_fairness.metrics.intervals import wilson_interval


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


def view_cells(counts, options) -> int:
    """The numbers the view holds: 23 per metric x group at the threshold, 9 per point of
    three curves, 6 per threshold (the two summaries)."""
    groups = len(counts.groups.groups_of(options["grouping"]))
    thresholds = len(counts.thresholds)
    points = len(curve_indices(thresholds, groups, 0)) + 1
    return groups * (23 * len(binary.METRICS) + 9 * points) + 6 * thresholds


def binary_view(counts, options) -> dict:
    """The view of one label and grouping: the chosen metric, TPR and FPR per group x
    threshold (the curves, with Wilson bands), every metric per group at the chosen threshold
    (with tests), the
    difference and ratio of each to the baseline group there, and demographic parity and
    equalized odds differences per threshold."""
    t, one, tested = at_threshold(counts, options)
    baseline = baseline_of(counts, options)
    compared = comparisons(one, options, baseline)
    columns = counts.groups.groups_of(options["grouping"])
    k = counts.label_names.index(options["label"])
    dp, eo = _summary(counts, options)
    curved = [m for m in binary.METRICS if m in (options["metric"], "tpr", "fpr")]
    at_curve = curve_indices(len(counts.thresholds), len(columns), t)
    at = {}
    for m, (r, p, s) in tested.items():
        b = compared[m]
        pw, pb = vs_rest_power(r, s, options), baseline_power(r, b, options)
        at[m] = {
            "mde": json_floats(pw.mde[:, 0]),
            "more_examples": json_floats(pw.more[:, 0]),
            "underpowered": pw.underpowered[:, 0].tolist(),
            "difference_mde": json_floats(pb.mde[:, 0]),
            "difference_underpowered": pb.underpowered[:, 0].tolist(),
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
        "power": options["power"],
        "min_gap": options["min_gap"],
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
            for m, r in ((m, rates_of(counts, options, m)) for m in curved)
        },
        "at_threshold": at,
        "demographic_parity_difference": _spread_json(dp, t),
        "equalized_odds_difference": _spread_json(eo, t),
        "reasons": REASONS,
    }


def _insufficient(counts, options, metrics, t: int) -> int:
    """The cells (group x metric) at threshold ``t`` left out of a spread as insufficient."""
    return sum(
        int(np.sum(rates_of(counts, options, m).state[:, t] == groups.STATE_INSUFFICIENT))
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
