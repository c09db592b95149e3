"""The binary kind's options, and what they choose in a report: the grouping, the label,
the threshold (matched to the report's) and the baseline group."""

from __future__ import annotations

import dataclasses

import numpy as np

from tb_fairness.kinds import grouping as g
from tb_fairness.kinds import slices as sl
from tb_fairness.kinds.binary_classification import calibration as cal
from tb_fairness.kinds.options import COMMON, POWER_OPTIONS, Option, number_text
from tb_fairness.metrics import binary, groups
from tb_fairness.metrics.counts import resolve_min_count

TABLE = Option(
    "table",
    "choice",
    "cells",
    "cells: the metric per group x threshold (with a baseline, also its ratio to the "
    "baseline's); ratios: the same with the ratios (baseline default: the largest group); "
    "metrics: every metric per group at the threshold (and each group's ECE); baseline: "
    "every metric's difference and ratio to the baseline at the threshold; slices: the "
    "worst intersections of the attributes' values at the threshold (a report written with "
    "slices=True); calibration: "
    "per group x score bin, the mean score against the observed rate; calibration_summary: "
    "per group ECE, MCE and Brier, and ECE against the baseline's",
    choices=(
        "cells",
        "ratios",
        "metrics",
        "baseline",
        "slices",
        "calibration",
        "calibration_summary",
    ),
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
    cal.BINS,
    *POWER_OPTIONS,
    *sl.OPTIONS,
    *COMMON,
)


# The rates where a higher value is worse (the slices' gap is ranked that way).
HIGHER_IS_WORSE = frozenset({"fpr", "fnr", "fdr", "for", "error_rate"})


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


def find_threshold(thresholds: tuple, asked: float) -> float:
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
        threshold = find_threshold(counts.thresholds, threshold)
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
