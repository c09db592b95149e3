"""Writing fairness reports: TensorFlow ops, protobuf builders, accumulators.

- ``label_associations(tag, ..., step=None)``, ``skew_size``, ``group_metrics``,
  ``detection_recall``: TensorFlow ops for the default writer.
- ``<the same>_pb(tag, ...)``: ``Summary`` protobufs for any writer.
- ``tb_fairness.FileWriter``: writes event files without TensorFlow.
"""
from tb_fairness.summary.accumulators import (
    DetectionRecallAccumulator,
    GroupMetricsAccumulator,
    LabelAssociationAccumulator,
    SkewSizeAccumulator,
)
from tb_fairness.summary.ops import detection_recall, group_metrics, label_associations, skew_size
from tb_fairness.summary.protos import (
    detection_recall_pb,
    group_metrics_pb,
    label_associations_pb,
    skew_size_pb,
)
from tb_fairness.summary.writer import FileWriter

__all__ = [
    "DetectionRecallAccumulator",
    "FileWriter",
    "detection_recall",
    "detection_recall_pb",
    "GroupMetricsAccumulator",
    "group_metrics",
    "group_metrics_pb",
    "LabelAssociationAccumulator",
    "SkewSizeAccumulator",
    "label_associations",
    "label_associations_pb",
    "skew_size",
    "skew_size_pb",
]
