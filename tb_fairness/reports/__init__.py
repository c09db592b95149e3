"""Report kinds: counts encoded into versioned tensors, and decoded back."""
from tb_fairness.reports import label_associations, metadata
from tb_fairness.reports.metadata import PLUGIN_NAME, UnsupportedReport

DECODERS = {metadata.LABEL_ASSOCIATIONS: label_associations.decode}


def decode(info: metadata.ReportInfo, tensor):
    """The counts object held by a report tensor of the given kind and version."""
    return DECODERS[info.kind](tensor, info.version)


__all__ = ["DECODERS", "PLUGIN_NAME", "UnsupportedReport", "decode", "label_associations",
           "metadata"]
