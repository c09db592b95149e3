"""Accumulators for streaming evaluation, one per report kind: counts updated batch by batch
and merged by addition, equal to one shot byte for byte (see
:mod:`tb_fairness.kinds.accumulator`). Hand one to a writer with ``counts=accumulator``.

Each is named ``<Kind>Accumulator`` after its kind (``GroupMetricsAccumulator``...):
generated from the kind's declaration, or the kind's own class when its counting keeps
state between batches.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tb_fairness import kinds
from tb_fairness.kinds.accumulator import accumulator_class

if TYPE_CHECKING:  # the generated classes' signatures, for editors and mypy
    from tb_fairness.summary.stubs.accumulators import *  # noqa: F403

# Every accumulator, one per report kind, in the registry's order.
ACCUMULATORS: tuple[type, ...] = tuple(
    accumulator_class(k.name, k.counts_type, k.writing, __name__) for k in kinds.KINDS
)
# By name, and by the names they had before they were named after their kinds.
_BY_NAME: dict[str, Any] = {
    stem + "Accumulator": cls
    for k, cls in zip(kinds.KINDS, ACCUMULATORS)
    for stem in k.writing.class_stems(k.name)
}
globals().update(_BY_NAME)


def accumulator_for(counts_type: type) -> type[Any]:
    """The accumulator class whose counts are ``counts_type``.

    >>> from tb_fairness.metrics.skew import SkewCounts
    >>> accumulator_for(SkewCounts).__name__
    'SkewSizeAccumulator'
    """
    for accumulator in ACCUMULATORS:
        if accumulator.counts_type is counts_type:  # type: ignore[attr-defined]
            return accumulator
    raise KeyError(f"counts_type: no accumulator holds {counts_type.__name__}")


__all__ = ["ACCUMULATORS", "accumulator_for", *sorted(_BY_NAME)]
