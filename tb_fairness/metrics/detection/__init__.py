"""Detection and segmentation recall by group (FACET; docs/metrics.md section 2).

Two steps:

1. :func:`best_ious` (boxes) or :func:`best_ious_from_iou` (masks, or any IoU you compute)
   match detections to ground-truth people the COCO way and give each person one IoU:
   that of the detection matched to them, or 0 when none was.
2. :func:`count_detection` turns per-person IoUs and attributes into
   :class:`DetectionCounts`: per class x group, the people (``totals``) and the people
   whose IoU reaches each threshold (``hits``). :func:`average_recall` reads
   ``AR_t(g) = hits / totals`` for t in 0.50, 0.55, ..., 0.95 and ``mAR(g)``, their mean,
   with intervals; :func:`recall_disparity` compares two groups.

Matching
--------
Per image (and per class when classes are given), detections are sorted by score,
descending, ties in input order; only the first ``max_detections`` (100) are kept. In that
order, each detection takes the not-yet-matched ground truth with which its IoU is
highest, provided that IoU is at least ``min_iou`` (0.5, the lowest threshold); on equal
IoU the later ground truth (in input order) wins, as in pycocotools. A detection matches
at most one ground truth and a ground truth at most one detection. There are no crowd or
ignore regions.

This is pycocotools' ``evaluateImg`` at IoU ``min_iou``, done once. pycocotools repeats
the matching at every threshold, so in crowded images a person matched at 0.5 may be
matched to a different detection at 0.75; here each person keeps one IoU, which makes
``hits`` non-increasing in the threshold and AR_0.5 identical to COCO's. Thresholds are
the nearest doubles to 0.50, 0.55, ... (``np.arange(50, 100, 5) / 100``); an IoU equal
to a threshold reaches it.

Modules
-------
* :mod:`~tb_fairness.metrics.detection.matching`: IoU and the matching above
  (:func:`box_iou`, :func:`best_ious`, :func:`best_ious_from_iou`);
* :mod:`~tb_fairness.metrics.detection.recall`: :class:`DetectionCounts`,
  :func:`count_detection` and the metrics read from them.

The public names of the two are importable from this package, as they were from the single
module it replaces. ``PAIR_CHUNK`` is re-exported for reading; to change it, set
``tb_fairness.metrics.detection.matching.PAIR_CHUNK``.
"""

from tb_fairness.metrics.detection.matching import (
    BOX_FORMATS,
    DEFAULT_BOX_FORMAT,
    DEFAULT_MAX_DETECTIONS,
    DEFAULT_THRESHOLDS,
    PAIR_CHUNK,
    best_ious,
    best_ious_from_iou,
    box_iou,
)
from tb_fairness.metrics.detection.recall import (
    DEFAULT_CLASS,
    DetectionCounts,
    RecallDisparity,
    RecallTable,
    average_recall,
    count_detection,
    macro_mar,
    mar_homogeneity_p_value,
    mar_vs_rest_p_value,
    mar_vs_rest_power,
    pooled_recall,
    recall_disparity,
)

__all__ = [
    "BOX_FORMATS",
    "DEFAULT_BOX_FORMAT",
    "DEFAULT_THRESHOLDS",
    "DEFAULT_MAX_DETECTIONS",
    "DEFAULT_CLASS",
    "PAIR_CHUNK",
    "box_iou",
    "best_ious",
    "best_ious_from_iou",
    "DetectionCounts",
    "count_detection",
    "RecallTable",
    "average_recall",
    "pooled_recall",
    "RecallDisparity",
    "recall_disparity",
    "macro_mar",
    "mar_homogeneity_p_value",
    "mar_vs_rest_p_value",
    "mar_vs_rest_power",
]
