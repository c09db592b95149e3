"""The metrics core: pure numpy/scipy, no TensorFlow, no TensorBoard, no I/O.

The writer, the plugin backend and the export command all call these functions, so the
number in the UI, in an exported CSV and in a test is the same number.
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
from tb_fairness.metrics.label_inputs import count_associations

__all__ = [
    "AssociationCounts",
    "DEFAULT_METRIC",
    "GapTable",
    "METRICS",
    "association",
    "count_associations",
    "gap_table",
    "value_states",
]
