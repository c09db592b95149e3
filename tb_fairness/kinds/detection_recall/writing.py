"""How detection-recall reports (FACET's AR and mAR by group) are written: the writer's
arguments."""

from __future__ import annotations

from tb_fairness.kinds.writing import ATTRIBUTES, GROUPING_ARGUMENTS, Argument, Writing, vocabulary
from tb_fairness.metrics.detection import DEFAULT_THRESHOLDS, count_detection
from tb_fairness.metrics.detection.recall import check_detection_thresholds

WRITING = Writing(
    summary="a detection-recall report (FACET's AR and mAR by group)",
    doc=(
        "``ious``: each ground-truth person's best IoU with the detections, from\n"
        ":func:`tb_fairness.metrics.detection.best_ious` (boxes, greedy COCO-style matching)\n"
        "or :func:`~tb_fairness.metrics.detection.best_ious_from_iou` (masks); ``attributes``\n"
        "and the grouping options as for :func:`group_metrics_pb`; ``thresholds`` default\n"
        "0.50..0.95; ``min_count``: cells with fewer people are insufficient (default: the\n"
        "readers', 50). Or ``counts=`` from a\n"
        ":class:`~tb_fairness.summary.DetectionRecallAccumulator`."
    ),
    count=count_detection,
    arguments=(
        Argument("ious", per_example=True, positional=True, required=True),
        ATTRIBUTES,
        Argument("classes", per_example=True),
        vocabulary("class_names"),
        Argument(
            "thresholds",
            "Sequence[float] | None",
            default=DEFAULT_THRESHOLDS,
            check=check_detection_thresholds,
        ),
        *GROUPING_ARGUMENTS,
    ),
    min_count=True,
)
