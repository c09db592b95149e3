"""How scored binary classification reports are written: the writer's arguments."""

from __future__ import annotations

from tb_fairness.kinds.writing import (
    ATTRIBUTES,
    GROUPING_ARGUMENTS,
    SLICES,
    Argument,
    Writing,
    vocabulary,
)
from tb_fairness.metrics.binary import check_binary_thresholds, count_binary


def _thresholds(thresholds):
    check_binary_thresholds(thresholds)  # a bad one fails where the accumulator is made
    return thresholds


WRITING = Writing(
    summary="a scored binary classification report: confusion counts per label x group x threshold",
    doc=(
        "``scores``: each example's score, (N,) or (N, L) for L labels (one-vs-rest);\n"
        "``labels``: the 0/1 ground truth of the same shape; ``attributes`` and the grouping\n"
        "options as for :func:`group_metrics_pb`. A prediction is positive when\n"
        "``score >= threshold``; ``thresholds`` default 0.00, 0.01, ..., 1.00 (plus any named\n"
        "in [0, 1]; scores outside [0, 1], e.g. logits, need thresholds, used as given). See\n"
        ":func:`tb_fairness.metrics.binary.count_binary`, or pass ``counts=`` from a\n"
        ":class:`~tb_fairness.summary.BinaryClassificationAccumulator`. ``min_count``: cells\n"
        "whose metric's denominator is smaller are insufficient (default: the readers', 50).\n"
        "``slices=True`` also keeps every combination of the single-valued attributes'\n"
        "values at every threshold, where the worst slices are found (the ``slices`` table)."
    ),
    count=count_binary,
    arguments=(
        Argument("scores", per_example=True, positional=True, required=True),
        Argument("labels", per_example=True, positional=True, required=True),
        ATTRIBUTES,
        Argument("thresholds", "Sequence[float] | None", check=_thresholds),
        vocabulary("label_names"),
        *GROUPING_ARGUMENTS,
        SLICES,
    ),
    min_count=True,
)
