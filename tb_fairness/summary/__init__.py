"""Writing fairness reports: TensorFlow ops, protobuf builders, accumulators.

- ``label_associations(tag, ..., step=None)``: a TensorFlow op for the default writer.
- ``label_associations_pb(tag, ...)``: a ``Summary`` protobuf for any writer.
- ``tb_fairness.FileWriter``: writes event files without TensorFlow.
"""
from tb_fairness.summary.accumulators import LabelAssociationAccumulator
from tb_fairness.summary.ops import label_associations
from tb_fairness.summary.protos import label_associations_pb
from tb_fairness.summary.writer import FileWriter

__all__ = [
    "FileWriter",
    "LabelAssociationAccumulator",
    "label_associations",
    "label_associations_pb",
]
