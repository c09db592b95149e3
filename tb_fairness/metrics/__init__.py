"""The metrics core: pure numpy/scipy, no TensorFlow, no TensorBoard, no I/O.

The writer, the plugin backend and the export command all call these functions, so the
number in the UI, in an exported CSV and in a test is the same number. One module per
family: ``associations`` (label associations, Aka et al. 2021), ``skew`` (SkewSize,
Albuquerque et al. 2024), ``groups`` and ``detection`` (FACET, Gustafson et al. 2023),
``intervals`` (Wilson, Newcombe).
"""

from tb_fairness.metrics.associations import (
    DEFAULT_METRIC,
    METRICS,
    GapTable,
    association,
    gap_table,
    value_states,
)
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.detection import (
    DetectionCounts,
    average_recall,
    best_ious,
    count_detection,
    recall_disparity,
)
from tb_fairness.metrics.groups import (
    GroupCounts,
    count_groups,
    disparity,
    max_min_disparity,
    rate_table,
)
from tb_fairness.metrics.intervals import newcombe_interval, wilson_interval
from tb_fairness.metrics.label_inputs import count_associations
from tb_fairness.metrics.skew import (
    SkewCounts,
    contingency_table,
    count_skew,
    effect_sizes,
    skew_size,
    top_mistakes,
)

__all__ = [
    "AssociationCounts",
    "DEFAULT_METRIC",
    "DetectionCounts",
    "GapTable",
    "GroupCounts",
    "METRICS",
    "SkewCounts",
    "association",
    "average_recall",
    "best_ious",
    "contingency_table",
    "count_associations",
    "count_detection",
    "count_groups",
    "count_skew",
    "disparity",
    "effect_sizes",
    "gap_table",
    "max_min_disparity",
    "newcombe_interval",
    "rate_table",
    "recall_disparity",
    "skew_size",
    "top_mistakes",
    "value_states",
    "wilson_interval",
]
