"""Writing fairness reports: TensorFlow ops, protobuf builders, accumulators.

One of each per report kind, generated from the kind's declaration and named after it:

- ``<kind>(tag, ..., step=None)`` (``group_metrics``, ``binary_classification``...):
  TensorFlow ops for the default writer.
- ``<kind>_pb(tag, ...)``: ``Summary`` protobufs for any writer; ``add_summary`` writes one
  with PyTorch's or tensorboardX's ``SummaryWriter``.
- ``<Kind>Accumulator``: counts over batches, handed to any writer as ``counts=``.
- ``tb_fairness.FileWriter``: writes event files without TensorFlow, one method per kind.
"""

from typing import TYPE_CHECKING

from tb_fairness.summary import accumulators, ops, protos
from tb_fairness.summary.other_writers import add_summary
from tb_fairness.summary.writer import FileWriter

if TYPE_CHECKING:  # the generated names, for editors and mypy
    from tb_fairness.summary.stubs.accumulators import *  # noqa: F403
    from tb_fairness.summary.stubs.ops import *  # noqa: F403
    from tb_fairness.summary.stubs.protos import *  # noqa: F403

_GENERATED = {
    **{n: getattr(accumulators, n) for n in accumulators.__all__ if n.endswith("Accumulator")},
    **{n: getattr(ops, n) for n in ops.__all__},
    **{n: getattr(protos, n) for n in protos.__all__ if n.endswith("_pb")},
}
globals().update(_GENERATED)

__all__ = ["FileWriter", "add_summary", *sorted(_GENERATED)]
