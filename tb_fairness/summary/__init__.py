"""Writing fairness reports: TensorFlow ops, protobuf builders, accumulators.

- ``label_associations(tag, ..., step=None)``, ``skew_size``, ``group_metrics``,
  ``detection_recall``, ``harmful_label_association``, ``geodiversity``,
  ``retrieval_precision``, ``binary_classification``: TensorFlow ops for the default writer.
- ``<the same>_pb(tag, ...)``: ``Summary`` protobufs for any writer; ``add_summary``
  writes one with PyTorch's or tensorboardX's ``SummaryWriter``.
- ``tb_fairness.FileWriter``: writes event files without TensorFlow.
"""

from tb_fairness.summary.accumulators import (
    BinaryClassificationAccumulator,
    DetectionRecallAccumulator,
    GeodiversityAccumulator,
    GroupMetricsAccumulator,
    HarmfulLabelAccumulator,
    HarmfulLabelAssociationAccumulator,
    LabelAssociationAccumulator,
    RetrievalAccumulator,
    RetrievalPrecisionAccumulator,
    SkewSizeAccumulator,
)
from tb_fairness.summary.ops import (
    binary_classification,
    detection_recall,
    geodiversity,
    group_metrics,
    harmful_label_association,
    label_associations,
    retrieval_precision,
    skew_size,
)
from tb_fairness.summary.other_writers import add_summary
from tb_fairness.summary.protos import (
    binary_classification_pb,
    detection_recall_pb,
    geodiversity_pb,
    group_metrics_pb,
    harmful_label_association_pb,
    label_associations_pb,
    retrieval_precision_pb,
    skew_size_pb,
)
from tb_fairness.summary.writer import FileWriter

__all__ = [
    "add_summary",
    "BinaryClassificationAccumulator",
    "binary_classification",
    "binary_classification_pb",
    "DetectionRecallAccumulator",
    "GeodiversityAccumulator",
    "HarmfulLabelAccumulator",
    "HarmfulLabelAssociationAccumulator",
    "RetrievalAccumulator",
    "RetrievalPrecisionAccumulator",
    "FileWriter",
    "detection_recall",
    "detection_recall_pb",
    "geodiversity",
    "geodiversity_pb",
    "harmful_label_association",
    "harmful_label_association_pb",
    "retrieval_precision",
    "retrieval_precision_pb",
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
