"""Writing a ``*_pb`` report through another library's event writer.

PyTorch's ``SummaryWriter`` takes TensorBoard's ``Summary`` protobuf as it is; tensorboardX's
compiles its own copy of the same message and refuses any other class, so the report goes
over as bytes. The bytes are identical either way.
"""

from __future__ import annotations

from tb_fairness.metrics.validation import check_real, check_step
from tb_fairness.summary.scalars import check_scalars, without_scalars


def add_summary(
    writer, summary, step: int, walltime: float | None = None, *, scalars: bool = True
) -> None:
    """Write ``summary`` (from a ``*_pb`` function) at ``step`` with ``writer``: a
    ``SummaryWriter`` of PyTorch (``torch.utils.tensorboard``) or of tensorboardX, or their
    ``FileWriter`` (anything with ``add_summary(summary, step, walltime)``).

    The report goes with its headline numbers as TensorBoard scalars
    (``fairness/<tag>/<name>``, in Time Series beside the loss) when the ``*_pb`` function
    put them in, as it does by default; ``scalars=False`` writes the report alone.

    >>> from torch.utils.tensorboard import SummaryWriter  # doctest: +SKIP
    >>> pb = label_associations_pb("val", label_sets, identities=["man", "woman"])  # doctest: +SKIP
    >>> add_summary(SummaryWriter("logs/model_a"), pb, step=3)  # doctest: +SKIP
    """
    step = check_step(step)
    walltime = check_real(walltime, "walltime", allow_none=True)
    if not check_scalars(scalars):
        summary = without_scalars(summary)
    file_writer = writer._get_file_writer() if hasattr(writer, "_get_file_writer") else writer
    if not hasattr(file_writer, "add_summary"):
        raise TypeError(
            "writer: expected a SummaryWriter of PyTorch or tensorboardX (or their "
            f"FileWriter), got {type(writer).__name__}"
        )
    if type(file_writer).__module__.split(".")[0] == "tensorboardX":
        from tensorboardX.proto.summary_pb2 import Summary

        summary = Summary.FromString(summary.SerializeToString())
    file_writer.add_summary(summary, step, walltime)
