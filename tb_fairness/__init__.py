"""tb-fairness: fairness reports for TensorBoard.

Write reports with :class:`FileWriter` (no TensorFlow needed), the TensorFlow ops in
:mod:`tb_fairness.summary`, or their ``*_pb`` twins; browse them in TensorBoard's Fairness tab;
read them back with :class:`Logdir`.

The names below load on first use, so that ``import tb_fairness.metrics`` (the pure numpy
core) loads neither TensorBoard nor TensorFlow.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the generated accumulators, for editors and mypy
    from tb_fairness.summary.stubs.accumulators import *  # noqa: F403

__version__ = "0.1.0"

# Public name -> the module defining it.
_LAZY = {
    "AssociationCounts": "tb_fairness.metrics.counts",
    "FileWriter": "tb_fairness.summary.writer",
    "Logdir": "tb_fairness.read.logdir",
}
# The accumulators (``<Kind>Accumulator``, one per report kind) come from the registry.
_ACCUMULATORS = "tb_fairness.summary.accumulators"


def _accumulator_names() -> list[str]:
    module = importlib.import_module(_ACCUMULATORS)
    return [n for n in module.__all__ if n.endswith("Accumulator")]


def __getattr__(name):
    if name == "__all__":  # computed on first use: it lists the registry's accumulators
        value = sorted([*_LAZY, *_accumulator_names(), "__version__"])
    elif name in _LAZY:
        value = getattr(importlib.import_module(_LAZY[name]), name)
    elif name.endswith("Accumulator") and name in _accumulator_names():
        value = getattr(importlib.import_module(_ACCUMULATORS), name)
    else:
        raise AttributeError(f"module 'tb_fairness' has no attribute {name!r}")
    globals()[name] = value
    return value


def __dir__():
    return sorted(set(globals()) | set(_LAZY) | set(_accumulator_names()))
