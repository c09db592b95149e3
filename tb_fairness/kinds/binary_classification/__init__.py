"""Scored binary classifiers by group across thresholds: every Fairness Indicators metric
(TPR, FPR, FNR, TNR, precision, NPV, FDR, FOR, selection rate, accuracy) per group, with
differences and ratios to a baseline group, demographic parity and equalized odds;
calibration by group; the worst slices.

The kind's modules: choices (options and what they choose), tables, view (and headline),
calibration, codec, writing."""

from __future__ import annotations

from tb_fairness.kinds import bias
from tb_fairness.kinds import slices as sl
from tb_fairness.kinds.binary_classification import calibration as cal
from tb_fairness.kinds.binary_classification import codec
from tb_fairness.kinds.binary_classification.choices import (
    HIGHER_IS_WORSE,
    OPTIONS,
    baseline_of,
    resolve,
    threshold_index,
    values,
)
from tb_fairness.kinds.binary_classification.tables import (
    BASELINE_COLUMNS,
    BASELINE_FORMATS,
    CELL_COLUMNS,
    CELL_FORMATS,
    METRIC_COLUMNS,
    METRIC_FORMATS,
    RATIO_COLUMNS,
    RATIO_FORMATS,
    baseline_table,
    cell_rows,
    cells_table,
    metric_rows,
    metrics_rows,
    metrics_table,
    ratios_table,
)
from tb_fairness.kinds.binary_classification.view import (
    MAX_CURVE_POINTS,
    binary_view,
    curve_indices,
    headline,
    view_cells,
)
from tb_fairness.kinds.binary_classification.writing import WRITING
from tb_fairness.kinds.kind import HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.options import OptionError
from tb_fairness.kinds.table import Table
from tb_fairness.metrics import binary

__all__ = ["KIND", "MAX_CURVE_POINTS", "binary_view", "curve_indices", "threshold_index"]

#: The calibration row of the metrics table (``ece``), in words.
ECE_TITLE = "Expected calibration error (ECE)"

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
    return sl.SliceInputs(
        *sl.columns_of(cells, counts.groups),
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


def calibration_summary(counts, options) -> Table:
    return cal.summary_table(counts, options, baseline_of(counts, options))


def calibration_view(counts, options) -> dict:
    return cal.view(counts, options, baseline_of(counts, options))


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
            METRIC_FORMATS,
            rows=metrics_rows,
        ),
        TableSpec(
            "baseline",
            "Every metric against the baseline group",
            BASELINE_COLUMNS,
            baseline_table,
            BASELINE_FORMATS,
            rows=metric_rows,
        ),
        TableSpec(
            "slices",
            "The worst slices over every intersection of the attributes, at the threshold",
            sl.COLUMNS,
            sl.table_of(slice_inputs),
            sl.FORMATS,
            rows=sl.rows,
        ),
        TableSpec(
            "calibration",
            "Per group x score bin: the mean score against the observed rate",
            cal.BIN_COLUMNS,
            cal.bins_table,
            cal.BIN_FORMATS,
            rows=cal.bin_rows,
        ),
        TableSpec(
            "calibration_summary",
            "Per group: ECE, MCE and Brier, and ECE against the baseline group's",
            cal.SUMMARY_COLUMNS,
            calibration_summary,
            cal.SUMMARY_FORMATS,
            rows=cal.summary_rows,
        ),
    ),
    views=(
        View("", binary_view, cells=view_cells, narrow=("grouping",)),
        View("calibration", calibration_view, cells=cal.view_cells, narrow=("grouping",)),
        View("slices", sl.view_of(slice_inputs), cells=sl.view_cells, table="slices"),
    ),
    bias=bias.spread(metrics_table, "metric", "value")
    .with_detail(bias.rows_of(metrics_table, "metric"), METRIC_FORMATS)
    .with_groups(bias.groups_of(bias.rows_of(metrics_table, "metric"), lambda o, key: key))
    .with_format("points")
    .with_key_titles({**binary.METRIC_TITLES, "ece": ECE_TITLE}),
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
