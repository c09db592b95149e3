"""Writing fairness reports: TensorFlow ops, protobuf builders, accumulators.

- ``label_associations(tag, ..., step=None)``, ``skew_size(...)``: TensorFlow ops for the
  default writer.
- ``label_associations_pb(tag, ...)``, ``skew_size_pb(...)``: ``Summary`` protobufs for any
  writer.
- ``tb_fairness.FileWriter``: writes event files without TensorFlow.
"""
from tb_fairness.summary.accumulators import LabelAssociationAccumulator, SkewSizeAccumulator
from tb_fairness.summary.ops import label_associations, skew_size
from tb_fairness.summary.protos import label_associations_pb, skew_size_pb
from tb_fairness.summary.writer import FileWriter

__all__ = [
    "FileWriter",
    "LabelAssociationAccumulator",
    "SkewSizeAccumulator",
    "label_associations",
    "label_associations_pb",
    "skew_size",
    "skew_size_pb",
]
