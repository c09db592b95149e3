"""Report kinds: counts encoded into versioned tensors, and decoded back."""
from tb_fairness.reports import (
    detection_recall,
    group_metrics,
    indicators,
    label_associations,
    metadata,
    skew_size,
)
from tb_fairness.reports.metadata import PLUGIN_NAME, UnsupportedReport

_MODULES = {metadata.LABEL_ASSOCIATIONS: label_associations,
            metadata.SKEW_SIZE: skew_size,
            metadata.GROUP_METRICS: group_metrics,
            metadata.DETECTION_RECALL: detection_recall,
            metadata.HARMFUL_LABEL_ASSOCIATION: indicators.harmful,
            metadata.GEODIVERSITY: indicators.geodiversity,
            metadata.RETRIEVAL_PRECISION: indicators.retrieval}
ENCODERS = {kind: module.encode for kind, module in _MODULES.items()}
DECODERS = {kind: module.decode for kind, module in _MODULES.items()}


def decode_tensor_proto(tensor_proto):
    """A report's string tensor, from its ``TensorProto``, as a list of bytes."""
    from tensorboard.util import tensor_util

    return tensor_util.make_ndarray(tensor_proto).tolist()


def decode(info: metadata.ReportInfo, tensor):
    """The counts object held by a report tensor of the given kind and version."""
    return DECODERS[info.kind](tensor, info.version)


__all__ = ["DECODERS", "ENCODERS", "PLUGIN_NAME", "UnsupportedReport", "decode",
           "detection_recall", "group_metrics", "label_associations", "metadata", "skew_size"]
