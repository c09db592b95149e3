"""Scored binary classifiers by group, across thresholds (Fairness Indicators' metrics).

Two halves, as everywhere in the metrics core:

* **Counting** (:func:`count_binary`): from per-example scores, 0/1 labels and attributes to
  :class:`BinaryCounts`, the confusion counts of every label x group x threshold. A
  prediction is positive when ``score >= threshold``. Each example's score is located among
  the thresholds once (``np.searchsorted``), and one bincount per grouping over (group,
  label, thresholds passed) followed by a cumulative sum gives TP and FP at every threshold:
  one pass, not one per threshold. Counts merge exactly by addition.
* **Reading** (:func:`rate_table`, :func:`baseline_comparison`, :func:`spreads`,
  :func:`vs_rest`): pure functions of the counts. Every metric is a proportion
  ``successes / totals`` of the confusion counts (:data:`METRICS`) with a Wilson interval;
  cells whose ``totals`` is under ``min_count`` are insufficient and empty ones undefined,
  both ``nan`` with that state, never a number.

Groups are those of :mod:`tb_fairness.metrics.groups` (attributes, multi-valued membership,
buckets, intersections), read by the same code.
"""

from tb_fairness.metrics.binary.counting import (
    DEFAULT_THRESHOLDS,
    BinaryCounts,
    check_binary_thresholds,
    count_binary,
)
from tb_fairness.metrics.binary.rates import (
    FOUR_FIFTHS,
    METRIC_TITLES,
    METRICS,
    STATE_BASELINE,
    BaselineTable,
    BinaryRates,
    Spread,
    baseline_comparison,
    confusion,
    rate_table,
    ratio_interval,
    spreads,
    successes_totals,
    vs_rest,
)

__all__ = [
    "successes_totals",
    "DEFAULT_THRESHOLDS",
    "FOUR_FIFTHS",
    "METRICS",
    "METRIC_TITLES",
    "STATE_BASELINE",
    "BaselineTable",
    "BinaryCounts",
    "BinaryRates",
    "Spread",
    "baseline_comparison",
    "check_binary_thresholds",
    "confusion",
    "count_binary",
    "rate_table",
    "ratio_interval",
    "spreads",
    "vs_rest",
]
