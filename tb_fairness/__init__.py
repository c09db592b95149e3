"""tb-fairness: fairness reports for TensorBoard.

Write reports with :class:`FileWriter` (no TensorFlow needed), the TensorFlow ops in
:mod:`tb_fairness.summary`, or their ``*_pb`` twins; browse them in TensorBoard's Fairness tab.
"""
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.summary.accumulators import (
    DetectionRecallAccumulator,
    GeodiversityAccumulator,
    GroupMetricsAccumulator,
    HarmfulLabelAccumulator,
    RetrievalAccumulator,
    LabelAssociationAccumulator,
    SkewSizeAccumulator,
)
from tb_fairness.summary.writer import FileWriter

__version__ = "0.1.0"

__all__ = ["AssociationCounts", "DetectionRecallAccumulator", "FileWriter",
           "GeodiversityAccumulator", "GroupMetricsAccumulator", "HarmfulLabelAccumulator",
           "RetrievalAccumulator",
           "LabelAssociationAccumulator", "SkewSizeAccumulator", "__version__"]
