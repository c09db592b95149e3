"""Report layouts: counts encoded into versioned tensors, and decoded back.

One codec module per report kind (``NAME``, ``VERSION``, ``encode``, ``decode``), the shared
blob helpers, and :mod:`metadata` (the plugin name and content). The kinds registry
(tb_fairness/kinds/) is what lists them.
"""

from tb_fairness.reports.metadata import PLUGIN_NAME, UnsupportedReport


def decode_tensor_proto(tensor_proto):
    """A report's string tensor, from its ``TensorProto``, as a list of bytes."""
    from tensorboard.util import tensor_util

    return tensor_util.make_ndarray(tensor_proto).tolist()


__all__ = ["PLUGIN_NAME", "UnsupportedReport", "decode_tensor_proto"]
