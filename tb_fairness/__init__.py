"""tb-fairness: fairness reports for TensorBoard.

Write reports with :class:`FileWriter` (no TensorFlow needed), the TensorFlow ops in
:mod:`tb_fairness.summary`, or their ``*_pb`` twins; browse them in TensorBoard's Fairness tab;
read them back with :class:`Logdir`.

The names below load on first use, so that ``import tb_fairness.metrics`` (the pure numpy
core) loads neither TensorBoard nor TensorFlow.
"""

from __future__ import annotations

import importlib

__version__ = "0.1.0"

# Public name -> the module defining it.
_LAZY = {
    "AssociationCounts": "tb_fairness.metrics.counts",
    "FileWriter": "tb_fairness.summary.writer",
    "Logdir": "tb_fairness.read.logdir",
    "LabelAssociationAccumulator": "tb_fairness.summary.accumulators",
    "SkewSizeAccumulator": "tb_fairness.summary.accumulators",
    "GroupMetricsAccumulator": "tb_fairness.summary.accumulators",
    "DetectionRecallAccumulator": "tb_fairness.summary.accumulators",
    "HarmfulLabelAssociationAccumulator": "tb_fairness.summary.accumulators",
    "HarmfulLabelAccumulator": "tb_fairness.summary.accumulators",  # its name before 0.2
    "GeodiversityAccumulator": "tb_fairness.summary.accumulators",
    "RetrievalPrecisionAccumulator": "tb_fairness.summary.accumulators",
    "RetrievalAccumulator": "tb_fairness.summary.accumulators",  # its name before 0.2
    "BinaryClassificationAccumulator": "tb_fairness.summary.accumulators",
}

__all__ = [*sorted(_LAZY), "__version__"]


def __getattr__(name):
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'tb_fairness' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY))
