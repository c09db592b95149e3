"""How geodiversity reports (Goyal et al. 2022) are written: the writer's arguments."""

from __future__ import annotations

from tb_fairness.kinds.writing import Argument, Writing
from tb_fairness.metrics import geodiversity
from tb_fairness.metrics.validation import check_real

WRITING = Writing(
    summary="a geodiversity report (Goyal et al. 2022)",
    doc=(
        "One row per (image, ground-truth label): ``image_ids``, ``true_labels``,\n"
        "``predicted_labels`` (N, 5) with optional ``scores``, and per row the image's\n"
        "``household_ids``, ``incomes`` and ``regions``. Every row of one image comes in the\n"
        "same batch (an accumulator de-duplicates images within a batch); a household may\n"
        "span batches. See :func:`tb_fairness.metrics.geodiversity.count_geodiversity`, or\n"
        "pass ``counts=`` from a :class:`~tb_fairness.summary.GeodiversityAccumulator`."
    ),
    count=geodiversity.count_geodiversity,
    arguments=(
        Argument("image_ids", per_example=True, positional=True, required=True),
        Argument("true_labels", per_example=True, positional=True, required=True),
        Argument("predicted_labels", per_example=True, positional=True, required=True),
        Argument("scores", per_example=True, positional=True),
        Argument("household_ids", per_example=True, required=True),
        Argument("incomes", per_example=True, required=True),
        Argument("regions", per_example=True, required=True),
        Argument(
            "threshold", "float | None", default=0.0, check=lambda v: check_real(v, "threshold")
        ),
    ),
)
