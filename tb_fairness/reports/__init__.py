"""Report kinds: counts encoded into versioned tensors, and decoded back."""
from tb_fairness.reports import label_associations, metadata, skew_size
from tb_fairness.reports.metadata import PLUGIN_NAME, UnsupportedReport

ENCODERS = {metadata.LABEL_ASSOCIATIONS: label_associations.encode,
            metadata.SKEW_SIZE: skew_size.encode}
DECODERS = {metadata.LABEL_ASSOCIATIONS: label_associations.decode,
            metadata.SKEW_SIZE: skew_size.decode}


def decode(info: metadata.ReportInfo, tensor):
    """The counts object held by a report tensor of the given kind and version."""
    return DECODERS[info.kind](tensor, info.version)


__all__ = ["DECODERS", "ENCODERS", "PLUGIN_NAME", "UnsupportedReport", "decode",
           "label_associations", "metadata", "skew_size"]
