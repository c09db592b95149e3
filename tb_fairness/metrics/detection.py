"""Detection and segmentation recall by group (FACET; METRICS.md section 2).

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
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, NamedTuple, Optional, Sequence

import numpy as np
from scipy.stats import norm

from tb_fairness.metrics.counts import _int_array, _names, check_min_count
from tb_fairness.metrics.groups import (
    DEFAULT_MIN_COUNT,
    GroupSpace,
    _class_codes,
    _class_vocabulary,
    _as_column,
    _group_memberships,
    _merge_names,
    _pair_state,
    _select,
    cell_states,
)
from tb_fairness.metrics.intervals import DEFAULT_LEVEL, _wilson, newcombe_interval, z_value
from tb_fairness.metrics.significance import rest_of_row

__all__ = [
    "BOX_FORMATS",
    "DEFAULT_THRESHOLDS",
    "DEFAULT_MAX_DETECTIONS",
    "box_iou",
    "best_ious",
    "best_ious_from_iou",
    "DetectionCounts",
    "count_detection",
    "RecallTable",
    "average_recall",
    "RecallDisparity",
    "recall_disparity",
    "macro_mar",
    "mar_vs_rest_p_value",
]

BOX_FORMATS = ("xywh", "xyxy")  # COCO's [x, y, width, height], or corners [x1, y1, x2, y2]
DEFAULT_BOX_FORMAT = "xywh"
DEFAULT_THRESHOLDS = tuple(float(t) for t in np.arange(50, 100, 5) / 100.0)  # 0.50, ..., 0.95
DEFAULT_MAX_DETECTIONS = 100
DEFAULT_CLASS = "person"


# --------------------------------------------------------------------------------------
# IoU and matching


def _boxes(boxes, name: str, box_format: str) -> np.ndarray:
    """Boxes as float64 corners (x1, y1, x2, y2), shape (M, 4), validated."""
    if box_format not in BOX_FORMATS:
        raise ValueError(f"box_format: expected one of {BOX_FORMATS}, got {box_format!r}")
    arr = np.asarray(boxes, dtype=np.float64) if not (
        hasattr(boxes, "__len__") and len(boxes) == 0) else np.zeros((0, 4))
    if arr.ndim != 2 or arr.shape[1] != 4:
        raise ValueError(f"{name}: expected boxes of shape (M, 4), got {arr.shape}")
    if not np.all(np.isfinite(arr)):
        raise ValueError(f"{name}: expected finite coordinates, found NaN or infinity")
    if box_format == "xywh":
        if np.any(arr[:, 2:] < 0):
            raise ValueError(f"{name}: expected [x, y, width, height] with width, height >= 0")
        arr = np.concatenate([arr[:, :2], arr[:, :2] + arr[:, 2:]], axis=1)
    elif np.any(arr[:, 2:] < arr[:, :2]):
        raise ValueError(f"{name}: expected [x1, y1, x2, y2] with x2 >= x1 and y2 >= y1")
    return arr


def _pair_iou(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """IoU of corner boxes row by row (0 where the union has no area)."""
    w = np.clip(np.minimum(a[:, 2], b[:, 2]) - np.maximum(a[:, 0], b[:, 0]), 0, None)
    h = np.clip(np.minimum(a[:, 3], b[:, 3]) - np.maximum(a[:, 1], b[:, 1]), 0, None)
    inter = w * h
    union = ((a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1])
             + (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1]) - inter)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(union > 0, inter / union, 0.0)


def box_iou(boxes_a, boxes_b, *, box_format: str = DEFAULT_BOX_FORMAT) -> np.ndarray:
    """IoU of every box in ``boxes_a`` with every box in ``boxes_b``.

    Parameters
    ----------
    boxes_a : array_like (A, 4)
    boxes_b : array_like (B, 4)
    box_format : {"xywh", "xyxy"}
        ``[x, y, width, height]`` (COCO) or ``[x1, y1, x2, y2]``.

    Returns
    -------
    ndarray of float64, shape (A, B), in [0, 1]; 0 where both boxes have no area.

    Examples
    --------
    >>> box_iou([[0, 0, 2, 2]], [[1, 0, 2, 2], [5, 5, 1, 1]]).round(4).tolist()
    [[0.3333, 0.0]]
    """
    a = _boxes(boxes_a, "boxes_a", box_format)
    b = _boxes(boxes_b, "boxes_b", box_format)
    ia, ib = np.meshgrid(np.arange(len(a)), np.arange(len(b)), indexing="ij")
    return _pair_iou(a[ia.ravel()], b[ib.ravel()]).reshape(len(a), len(b))


def _check_max_detections(max_detections):
    if isinstance(max_detections, bool) or not isinstance(max_detections, (int, np.integer)) \
            or max_detections < 1:
        raise ValueError(f"max_detections: expected a whole number >= 1, got {max_detections!r}")
    return int(max_detections)


def _check_min_iou(min_iou):
    min_iou = float(min_iou)
    if not 0.0 < min_iou <= 1.0:
        raise ValueError(f"min_iou: expected a value in (0, 1], got {min_iou!r}")
    return min_iou


def _greedy(pair_rank, pair_det, pair_gt, pair_gt_order, pair_iou, n_gt, min_iou):
    """Greedy matching on (detection, ground truth) pairs of the same image.

    ``pair_rank`` is the detection's rank in its image's score order. At rank r every
    image offers one detection, and images share no ground truths, so one vectorised step
    per rank matches all images at once. Returns the IoU of each ground truth's match (0
    where unmatched).
    """
    best = np.zeros(n_gt, dtype=np.float64)
    keep = pair_iou >= min_iou  # lower pairs can never match (pycocotools: ``< iou``)
    rank, det, gt, order, iou = (a[keep] for a in (pair_rank, pair_det, pair_gt,
                                                   pair_gt_order, pair_iou))
    # Sort by rank, then detection, then IoU and input order of the ground truth: the
    # last eligible pair of a detection's run is its pycocotools match.
    sort = np.lexsort((order, iou, det, rank))
    rank, det, gt, iou = rank[sort], det[sort], gt[sort], iou[sort]
    matched = np.zeros(n_gt, dtype=bool)
    bounds = np.searchsorted(rank, np.arange(rank[-1] + 2)) if rank.size else [0]
    for r in range(len(bounds) - 1):
        lo, hi = bounds[r], bounds[r + 1]
        if lo == hi:
            continue
        d, g, v = det[lo:hi], gt[lo:hi], iou[lo:hi]
        free = ~matched[g]
        d, g, v = d[free], g[free], v[free]
        if not d.size:
            continue
        last = np.flatnonzero(np.append(d[1:] != d[:-1], True))
        matched[g[last]] = True
        best[g[last]] = v[last]
    return best


def _factorize(values, name: str, n: int) -> np.ndarray:
    arr = np.asarray(values) if not isinstance(values, (list, tuple)) else \
        np.asarray(values, dtype=object)
    if arr.ndim != 1 or arr.shape[0] != n:
        raise ValueError(f"{name}: expected {n} entries, got shape {arr.shape}")
    return arr


def _typed_ids(values: np.ndarray, name: str) -> np.ndarray:
    if values.dtype == object:
        items = values.tolist()
        if any(v is None for v in items):
            raise ValueError(f"{name}: expected ids, found None")
        kinds = {"str" if isinstance(v, str) else "int" if isinstance(v, (int, np.integer))
                 and not isinstance(v, bool) else type(v).__name__ for v in set(items)}
        if len(kinds) > 1 or kinds - {"str", "int"}:
            raise TypeError(f"{name}: expected integer or string ids, got {sorted(kinds)}")
        values = np.asarray(items, dtype=str if kinds == {"str"} else np.int64) if items \
            else values.astype(np.int64)
    if values.dtype.kind not in "iuUS":
        raise TypeError(f"{name}: expected integer or string ids, got dtype {values.dtype}")
    return values


def _keys(gt_values, det_values, gt_name, det_name):
    """Common integer codes of two id columns (image ids, class names)."""
    a, b = _typed_ids(gt_values, gt_name), _typed_ids(det_values, det_name)
    if a.size and b.size and (a.dtype.kind in "US") != (b.dtype.kind in "US"):
        raise TypeError(f"{gt_name}, {det_name}: expected ids of one type (both integers or "
                        f"both strings), got {a.dtype} and {b.dtype}")
    _, codes = np.unique(np.concatenate([a, b]), return_inverse=True)
    codes = codes.reshape(-1).astype(np.int64)
    return codes[:a.size], codes[a.size:]


PAIR_CHUNK = 1 << 20  # (detection, ground truth) pairs whose IoU is computed at once


def _eligible_pairs(gt, det, gt_key, det_key, scores, max_detections, min_iou):
    """The (detection, ground truth) pairs of one bucket whose IoU reaches ``min_iou``.

    Only the top ``max_detections`` detections per bucket take part. Pairs are made and
    their IoUs computed a chunk of detections at a time, so memory stays bounded by
    ``PAIR_CHUNK`` pairs however many detections and people an image holds. Returns
    (detection rank in its bucket, detection, ground truth, IoU), indices as input.
    """
    n_keys = int(max(gt_key.max(initial=-1), det_key.max(initial=-1))) + 1
    # Detections: by bucket, score descending, then input order (a stable sort).
    det_order = np.lexsort((np.arange(det_key.size), -scores, det_key))
    sorted_key = det_key[det_order]
    det_start = np.searchsorted(sorted_key, np.arange(n_keys))
    rank = np.arange(det_order.size) - det_start[sorted_key]
    top = rank < max_detections
    det_order, sorted_key, rank = det_order[top], sorted_key[top], rank[top]
    # Ground truths: by bucket, then input order.
    gt_order = np.argsort(gt_key, kind="stable")
    gt_count = np.bincount(gt_key, minlength=n_keys)
    gt_start = np.concatenate([[0], np.cumsum(gt_count)[:-1]])
    reps = gt_count[sorted_key]
    ends = np.cumsum(reps)
    parts = []
    lo = 0
    while lo < det_order.size:
        done = int(ends[lo - 1]) if lo else 0
        hi = max(lo + 1, int(np.searchsorted(ends, done + PAIR_CHUNK, side="right")))
        r = reps[lo:hi]
        pair_det = np.repeat(det_order[lo:hi], r)
        offset = np.arange(pair_det.size) - np.repeat(np.cumsum(r) - r, r)
        pair_gt = gt_order[np.repeat(gt_start[sorted_key[lo:hi]], r) + offset]
        iou = _pair_iou(det[pair_det], gt[pair_gt])
        keep = iou >= min_iou  # lower pairs can never match (pycocotools: ``< iou``)
        parts.append((np.repeat(rank[lo:hi], r)[keep], pair_det[keep], pair_gt[keep], iou[keep]))
        lo = hi
    if not parts:
        empty = np.zeros(0, np.int64)
        return empty, empty, empty, np.zeros(0)
    return tuple(np.concatenate(column) for column in zip(*parts))


def best_ious(
    gt_boxes,
    gt_images,
    pred_boxes,
    pred_scores,
    pred_images,
    *,
    gt_classes=None,
    pred_classes=None,
    box_format: str = DEFAULT_BOX_FORMAT,
    max_detections: int = DEFAULT_MAX_DETECTIONS,
    min_iou: float = DEFAULT_THRESHOLDS[0],
) -> np.ndarray:
    """Each ground-truth person's IoU with the detection matched to them (COCO greedy).

    Parameters
    ----------
    gt_boxes : array_like (M, 4)
        Ground-truth person boxes.
    gt_images : array_like (M,)
        Image id of each ground truth (ints or strings).
    pred_boxes : array_like (D, 4)
        Detected boxes.
    pred_scores : array_like (D,)
        Detection confidence; higher is matched first.
    pred_images : array_like (D,)
        Image id of each detection.
    gt_classes, pred_classes : array_like (M,) and (D,), optional
        Classes, to match within each class of each image (per-class AR, as pycocotools
        with categories). Give both or neither; default: class-agnostic.
    box_format : {"xywh", "xyxy"}
        ``[x, y, width, height]`` (COCO, the default) or ``[x1, y1, x2, y2]``.
    max_detections : int
        Detections kept per image (per image and class with classes), by score.
    min_iou : float
        The least IoU at which a detection can match (the lowest AR threshold).

    Returns
    -------
    ndarray of float64, shape (M,), in input order: the IoU with the matched detection,
    or 0 where no detection matched.

    Examples
    --------
    Two people in one image and two detections; the better-scored detection overlaps
    both people and takes the one it overlaps most:

    >>> best_ious([[0, 0, 10, 10], [6, 0, 10, 10]], [1, 1],
    ...           [[1, 0, 10, 10], [7, 0, 10, 10]], [0.9, 0.8], [1, 1]).round(4).tolist()
    [0.8182, 0.8182]
    """
    gt = _boxes(gt_boxes, "gt_boxes", box_format)
    det = _boxes(pred_boxes, "pred_boxes", box_format)
    max_detections = _check_max_detections(max_detections)
    min_iou = _check_min_iou(min_iou)
    scores = np.asarray(pred_scores, dtype=np.float64)
    if scores.shape != (len(det),):
        raise ValueError(
            f"pred_scores: expected {len(det)} scores (one per box), got {scores.shape}")
    if np.isnan(scores).any():
        raise ValueError("pred_scores: expected scores, found NaN")
    gt_img = _factorize(gt_images, "gt_images", len(gt))
    det_img = _factorize(pred_images, "pred_images", len(det))
    if (gt_classes is None) != (pred_classes is None):
        raise ValueError("gt_classes, pred_classes: give both or neither")
    if len(gt) == 0:
        return np.zeros(0, dtype=np.float64)
    if len(det) == 0:
        return np.zeros(len(gt), dtype=np.float64)
    gt_key, det_key = _keys(gt_img, det_img, "gt_images", "pred_images")
    if gt_classes is not None:
        gc, dc = _keys(_factorize(gt_classes, "gt_classes", len(gt)),
                       _factorize(pred_classes, "pred_classes", len(det)),
                       "gt_classes", "pred_classes")
        width = int(max(gc.max(), dc.max())) + 1
        gt_key, det_key = _keys(gt_key * width + gc, det_key * width + dc, "", "")
    rank, pair_det, pair_gt, iou = _eligible_pairs(gt, det, gt_key, det_key, scores,
                                                   max_detections, min_iou)
    return _greedy(rank, pair_det, pair_gt, pair_gt, iou, len(gt), min_iou)


def best_ious_from_iou(
    ious: Sequence,
    scores: Sequence,
    *,
    max_detections: int = DEFAULT_MAX_DETECTIONS,
    min_iou: float = DEFAULT_THRESHOLDS[0],
) -> np.ndarray:
    """:func:`best_ious` from IoU matrices computed elsewhere (e.g. between masks).

    Parameters
    ----------
    ious : sequence of array_like, one (D_i, M_i) matrix per image
        IoU of each detection (rows) with each ground truth (columns) of image ``i``.
    scores : sequence of array_like, one (D_i,) vector per image
    max_detections, min_iou : see :func:`best_ious`.

    Returns
    -------
    ndarray of float64, shape (sum of M_i,): the ground truths' IoUs, image by image.

    Examples
    --------
    >>> best_ious_from_iou([[[0.6, 0.7], [0.9, 0.1]]], [[0.9, 0.5]]).tolist()
    [0.9, 0.7]
    """
    max_detections = _check_max_detections(max_detections)
    min_iou = _check_min_iou(min_iou)
    if len(ious) != len(scores):
        raise ValueError(
            f"scores: expected {len(ious)} score vectors (one per image), got {len(scores)}")
    ranks, dets, gts, values = [], [], [], []
    n_gt = n_det = 0
    for i, (matrix, score) in enumerate(zip(ious, scores)):
        matrix = np.asarray(matrix, dtype=np.float64)
        score = np.asarray(score, dtype=np.float64).reshape(-1)
        if matrix.ndim != 2 or matrix.shape[0] != score.size:
            raise ValueError(
                f"ious[{i}]: expected shape ({score.size}, M) to match scores[{i}], "
                f"got {matrix.shape}"
            )
        if np.isnan(matrix).any():
            raise ValueError(f"ious[{i}]: expected IoUs, found NaN")
        if np.any((matrix < 0) | (matrix > 1)):
            raise ValueError(f"ious[{i}]: expected IoUs in [0, 1]")
        if np.isnan(score).any():
            raise ValueError(f"scores[{i}]: expected scores, found NaN")
        D, M = matrix.shape
        order = np.argsort(-score, kind="stable")[:max_detections]
        rank = np.empty(D, dtype=np.int64)
        rank[order] = np.arange(order.size)
        d_idx, g_idx = np.meshgrid(order, np.arange(M), indexing="ij")
        d_idx, g_idx = d_idx.ravel(), g_idx.ravel()
        ranks.append(rank[d_idx])
        dets.append(d_idx + n_det)
        gts.append(g_idx + n_gt)
        values.append(matrix[d_idx, g_idx])
        n_gt += M
        n_det += D
    if not n_gt:
        return np.zeros(0, dtype=np.float64)
    cat = (lambda parts: np.concatenate(parts) if parts else np.zeros(0, np.int64))
    gt = cat(gts)
    return _greedy(cat(ranks), cat(dets), gt, gt, cat(values).astype(np.float64), n_gt, min_iou)


# --------------------------------------------------------------------------------------
# Counts


def _thresholds(thresholds) -> tuple:
    t = np.asarray(thresholds, dtype=np.float64).reshape(-1)
    if t.size == 0 or not np.all(np.isfinite(t)) or np.any((t <= 0) | (t > 1)) or np.any(
        np.diff(t) <= 0
    ):
        raise ValueError(
            f"thresholds: expected increasing IoU thresholds in (0, 1], got {thresholds!r}")
    return tuple(float(x) for x in t)


@dataclass(frozen=True)
class DetectionCounts:
    """Counts behind a detection-recall report.

    Attributes
    ----------
    class_names : tuple of str, length K
        ``("person",)`` for class-agnostic person detection.
    groups : GroupSpace
        G groups over all groupings (see :mod:`tb_fairness.metrics.groups`).
    thresholds : tuple of float, length T
        Increasing IoU thresholds.
    totals : ndarray of int64, shape (K, G)
        Ground-truth people of class ``k`` in group ``g``.
    hits : ndarray of int64, shape (K, G, T)
        Of those, people whose IoU is at least ``thresholds[t]``; non-increasing in ``t``.
    """

    class_names: tuple
    groups: GroupSpace
    thresholds: tuple
    totals: np.ndarray
    hits: np.ndarray
    # The writer's minimum people per cell (readers' default of min_count); None: theirs.
    min_count: Optional[int] = None

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "min_count", check_min_count(self.min_count))
        set_(self, "class_names", _names(self.class_names, "class_names"))
        if not isinstance(self.groups, GroupSpace):
            raise TypeError(f"groups: expected GroupSpace, got {type(self.groups).__name__}")
        set_(self, "thresholds", _thresholds(self.thresholds))
        K, G, T = len(self.class_names), self.groups.n_groups, len(self.thresholds)
        if K == 0:
            raise ValueError("class_names: expected at least one class")
        set_(self, "totals", _int_array(self.totals, "totals", (K, G)))
        set_(self, "hits", _int_array(self.hits, "hits", (K, G, T)))
        if np.any(self.hits > self.totals[:, :, None]):
            raise ValueError("hits: expected hits <= totals")
        if T > 1 and np.any(np.diff(self.hits, axis=2) > 0):
            raise ValueError("hits: expected hits non-increasing as the threshold rises")

    @property
    def group_names(self) -> tuple:
        return self.groups.group_names

    def merge(self, other: "DetectionCounts") -> "DetectionCounts":
        """The counts of both sets of people together (exact: counts add).

        Thresholds must be equal; classes and attribute values are aligned by name.
        """
        if not isinstance(other, DetectionCounts):
            raise TypeError(f"other: expected DetectionCounts, got {type(other).__name__}")
        if other.thresholds != self.thresholds:
            raise ValueError(
                f"other: expected thresholds {self.thresholds}, got {other.thresholds}"
            )
        space, g_mine, g_theirs = self.groups.merge(other.groups)
        classes, k_mine, k_theirs = _merge_names(self.class_names, other.class_names)
        totals = np.zeros((len(classes), space.n_groups), np.int64)
        hits = np.zeros((len(classes), space.n_groups, len(self.thresholds)), np.int64)
        for side, ks, gs in ((self, k_mine, g_mine), (other, k_theirs, g_theirs)):
            totals[ks[:, None], gs[None, :]] += side.totals
            hits[ks[:, None], gs[None, :]] += side.hits
        return DetectionCounts(classes, space, self.thresholds, totals, hits, self.min_count)


def count_detection(
    ious,
    attributes: Mapping,
    *,
    classes=None,
    class_names: Optional[Sequence[str]] = None,
    thresholds=DEFAULT_THRESHOLDS,
    groupings=None,
    buckets: Optional[Mapping] = None,
    attribute_values: Optional[Mapping] = None,
) -> DetectionCounts:
    """Count people and threshold hits per class x group from per-person IoUs.

    Parameters
    ----------
    ious : array_like (M,)
        Each ground-truth person's IoU (from :func:`best_ious`), in [0, 1].
    attributes, groupings, buckets, attribute_values
        As in :func:`tb_fairness.metrics.groups.count_groups`, one entry per person.
    classes : array_like (M,), optional
        Each person's class (names, or indices into ``class_names``). Default: all
        ``"person"``.
    class_names : sequence of str, optional
    thresholds : array_like (T,)
        Increasing IoU thresholds; default 0.50, 0.55, ..., 0.95.

    Returns
    -------
    DetectionCounts

    Examples
    --------
    >>> c = count_detection([0.9, 0.62, 0.0, 0.77], {"skin": [1, 1, 2, 2]})
    >>> c.totals.tolist()
    [[2, 2]]
    >>> c.hits[0][:, [0, 5]].tolist()  # per group: people reaching 0.50 and 0.75
    [[2, 1], [1, 1]]
    """
    arr = np.asarray(ious, dtype=np.float64)
    if arr.ndim != 1:
        raise ValueError(f"ious: expected one IoU per person, got shape {arr.shape}")
    if np.isnan(arr).any():
        raise ValueError(
            f"ious: found NaN at index {int(np.flatnonzero(np.isnan(arr))[0])}; expected an IoU "
            "per person (0 where no detection matched)"
        )
    if np.any((arr < 0) | (arr > 1)):
        raise ValueError("ious: expected IoUs in [0, 1]")
    n = arr.size
    thresholds = _thresholds(thresholds)
    T = len(thresholds)
    if classes is None:
        class_names = ((DEFAULT_CLASS,) if class_names is None
                       else _names(class_names, "class_names"))
        if len(class_names) != 1:
            raise ValueError("classes: required when class_names has more than one class")
        codes = np.zeros(n, dtype=np.int64)
    else:
        column = _as_column(classes, "classes")
        if class_names is None:
            if column.ndim != 1 or column.shape[0] != n:
                raise ValueError(
                    f"classes: expected {n} entries (one per person), got shape {column.shape}")
            class_names = _class_vocabulary([("classes", column)])
        else:
            class_names = _names(class_names, "class_names")
        codes = _class_codes(column, "classes", n, class_names, allow_missing=False)
    K = len(class_names)
    space, memberships = _group_memberships(
        attributes, n, groupings=groupings, buckets=buckets, attribute_values=attribute_values)
    # Thresholds passed by each person: hits are nested, so one count per person suffices.
    passed = np.searchsorted(np.asarray(thresholds), arr, side="right")
    totals, hits = [], []
    for m in memberships:
        G = m.n_values
        if m.people is None:
            k, c = codes, passed
        else:
            k, c = codes[m.people], passed[m.people]
        by_passed = np.bincount((k * G + m.codes) * (T + 1) + c,
                                minlength=K * G * (T + 1)).reshape(K, G, T + 1)
        # People passing at least t + 1 thresholds hit threshold t.
        at_least = np.cumsum(by_passed[:, :, ::-1], axis=2)[:, :, ::-1]
        totals.append(at_least[:, :, 0])
        hits.append(at_least[:, :, 1:])
    return DetectionCounts(
        class_names, space, thresholds,
        np.concatenate(totals, axis=1) if totals else np.zeros((K, 0), np.int64),
        np.concatenate(hits, axis=1) if hits else np.zeros((K, 0, T), np.int64),
    )


# --------------------------------------------------------------------------------------
# Reading


def _mar(hits: np.ndarray, totals: np.ndarray, z: float):
    """mAR and its Wald interval from nested hits (the per-person score distribution).

    Person ``i`` passes ``c_i`` of the T thresholds and scores ``s_i = c_i / T``; mAR is
    the mean of ``s_i``. Since hits are nested, ``#{c_i >= m} = hits[m - 1]``, so
    ``sum c_i = sum_m hits`` and ``sum c_i^2 = sum_m (2m - 1) hits[m - 1]``.
    """
    T = hits.shape[-1]
    n = totals.astype(np.float64)
    h = hits.astype(np.float64)
    s1 = h.sum(axis=-1) / T
    s2 = (h * (2 * np.arange(1, T + 1) - 1)).sum(axis=-1) / (T * T)
    with np.errstate(divide="ignore", invalid="ignore"):
        mean = s1 / n
        var = np.maximum(s2 - n * mean * mean, 0.0) / (n - 1)
        se = np.sqrt(var / n)
    return mean, se, np.clip(mean - z * se, 0.0, 1.0), np.clip(mean + z * se, 0.0, 1.0)


class RecallTable(NamedTuple):
    """AR per class x group x threshold and mAR per class x group (see :func:`average_recall`)."""

    class_names: tuple  # (K,)
    group_names: tuple  # (G,)
    thresholds: tuple  # (T,)
    totals: np.ndarray  # (K, G) int64
    hits: np.ndarray  # (K, G, T) int64
    ar: np.ndarray  # (K, G, T) float64: hits / totals; nan unless state is None
    ar_low: np.ndarray  # (K, G, T): Wilson interval
    ar_high: np.ndarray
    mar: np.ndarray  # (K, G) float64: mean of ar over thresholds
    mar_low: np.ndarray  # (K, G): Wald interval of the mean per-person score
    mar_high: np.ndarray
    state: np.ndarray  # (K, G) object: None, "insufficient" or "undefined"


def average_recall(
    counts: DetectionCounts,
    *,
    groups=None,
    grouping=None,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> RecallTable:
    """``AR_t(g)`` (the share of people in ``g`` whose IoU >= t) and ``mAR(g)``.

    Ideal value: 1 for both, equal across groups. ``AR_t`` has Wilson intervals. ``mAR``
    is the mean over people of the share of thresholds their IoU reaches; its interval is
    the normal (Wald) interval of that mean, whose variance the nested hits determine
    exactly. Cells with fewer than ``min_count`` people are ``"insufficient"``, empty ones
    ``"undefined"``; their numbers are ``nan``.

    Examples
    --------
    >>> c = count_detection([0.9] * 30 + [0.6] * 20 + [0.0] * 10, {"g": ["a"] * 60})
    >>> t = average_recall(c)
    >>> round(float(t.ar[0, 0, 0]), 4), round(float(t.mar[0, 0]), 4)
    (0.8333, 0.55)
    """
    if not isinstance(counts, DetectionCounts):
        raise TypeError(f"counts: expected DetectionCounts, got {type(counts).__name__}")
    columns = _select(counts, groups, grouping)
    totals, hits = counts.totals[:, columns], counts.hits[:, columns]
    z = z_value(level)
    state = cell_states(totals, min_count)
    ar, low, high = _wilson(hits.astype(np.float64),
                            np.broadcast_to(totals[:, :, None], hits.shape).astype(np.float64), z)
    mar, _, mlow, mhigh = _mar(hits, totals, z)
    hide = state != None  # noqa: E711
    ar, low, high = (np.where(hide[:, :, None], np.nan, a) for a in (ar, low, high))
    mar, mlow, mhigh = (np.where(hide, np.nan, a) for a in (mar, mlow, mhigh))
    return RecallTable(counts.class_names, tuple(counts.group_names[i] for i in columns),
                       counts.thresholds, totals, hits, ar, low, high, mar, mlow, mhigh, state)


class RecallDisparity(NamedTuple):
    """``a - b`` per class: AR per threshold and mAR (see :func:`recall_disparity`)."""

    class_names: tuple  # (K,)
    a: str
    b: str
    thresholds: tuple  # (T,)
    ar_difference: np.ndarray  # (K, T) float64
    ar_low: np.ndarray  # (K, T): Newcombe interval
    ar_high: np.ndarray
    mar_difference: np.ndarray  # (K,)
    mar_low: np.ndarray  # (K,): Wald interval
    mar_high: np.ndarray
    state: np.ndarray  # (K,) object: None, "insufficient" or "undefined"


def recall_disparity(
    counts: DetectionCounts,
    a,
    b,
    *,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> RecallDisparity:
    """``AR_t(a) - AR_t(b)`` and ``mAR(a) - mAR(b)`` per class, with intervals.

    Ideal value: 0. Both cells need ``min_count`` people, else ``nan`` with a state.
    AR differences have Newcombe intervals; the mAR difference the Wald interval
    ``d -/+ z sqrt(se_a^2 + se_b^2)``. Both assume the groups share no people.

    Examples
    --------
    >>> c = count_detection([0.9] * 50 + [0.9] * 25 + [0.0] * 25,
    ...                     {"g": ["a"] * 50 + ["b"] * 50})
    >>> d = recall_disparity(c, "g=a", "g=b")
    >>> float(d.ar_difference[0, 0]), float(d.mar_difference[0])  # mAR: 0.9 against 0.45
    (0.5, 0.45)
    """
    if not isinstance(counts, DetectionCounts):
        raise TypeError(f"counts: expected DetectionCounts, got {type(counts).__name__}")
    ia, ib = counts.groups.index(a, "a"), counts.groups.index(b, "b")
    if ia == ib:
        raise ValueError("b: expected a group other than a")
    z = z_value(level)
    na, nb = counts.totals[:, ia], counts.totals[:, ib]
    ha, hb = counts.hits[:, ia], counts.hits[:, ib]
    state = _pair_state(na, nb, min_count)
    r = newcombe_interval(ha, na[:, None], hb, nb[:, None], level)
    ma, se_a, _, _ = _mar(ha, na, z)
    mb, se_b, _, _ = _mar(hb, nb, z)
    d = ma - mb
    half = z * np.sqrt(se_a ** 2 + se_b ** 2)
    hide = state != None  # noqa: E711
    ar_d, ar_lo, ar_hi = (np.where(hide[:, None], np.nan, x) for x in r)
    mar_d, mar_lo, mar_hi = (np.where(hide, np.nan, x) for x in
                             (d, np.clip(d - half, -1, 1), np.clip(d + half, -1, 1)))
    names = counts.group_names
    return RecallDisparity(counts.class_names, names[ia], names[ib], counts.thresholds,
                           ar_d, ar_lo, ar_hi, mar_d, mar_lo, mar_hi, state)


def mar_vs_rest_p_value(hits, totals, tested, min_rest: int = 1) -> np.ndarray:
    """Per cell (class, group), the p-value of "this group's mAR equals that of the rest of
    the row's groups pooled": the two-sided Wald test ``d / sqrt(se_g^2 + se_rest^2)`` with
    each side's standard error of the mean per-person score, as
    :func:`recall_disparity`'s interval (and the ``detection_disparity`` p-value) uses.

    ``hits`` (K, G, T) and ``totals`` (K, G) are the groups of one grouping. A cell is tested
    where ``tested`` is true (sufficient) and the rest holds at least ``min_rest`` people;
    elsewhere, and where both standard errors are 0, nan. Assumes the groups share no
    people and that people are independent; the normal approximation wants large counts.

    Examples
    --------
    >>> c = count_detection([0.9] * 60 + [0.9] * 30 + [0.0] * 30 + [0.7] * 30 + [0.0] * 30,
    ...                     {"g": ["a"] * 60 + ["b"] * 60 + ["c"] * 60})
    >>> p = mar_vs_rest_p_value(c.hits, c.totals, np.ones((1, 3), bool))
    >>> bool(p[0, 0] < 1e-6), round(float(p[0, 1]), 4)  # b: mAR 0.45 against 0.575
    (True, 0.0648)
    """
    hits = np.asarray(hits, dtype=np.int64)
    totals = np.asarray(totals, dtype=np.int64)
    rest_hits = rest_of_row(np.moveaxis(hits, -1, 0))  # (T, K, G): sums over the groups
    rest_hits = np.moveaxis(rest_hits, 0, -1)
    rest_totals = rest_of_row(totals)
    mean, se, _, _ = _mar(hits, totals, 0.0)
    rest_mean, rest_se, _, _ = _mar(rest_hits, rest_totals, 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        se_d = np.sqrt(se ** 2 + rest_se ** 2)
        p = 2 * norm.sf(np.abs(mean - rest_mean) / se_d)
    ok = (np.asarray(tested, dtype=bool) & (rest_totals >= max(int(min_rest), 1))
          & (totals >= 2) & (rest_totals >= 2) & (se_d > 0))
    return np.where(ok, p, np.nan)


def macro_mar(table: RecallTable, level: float = DEFAULT_LEVEL) -> tuple:
    """Each group's mAR averaged over the classes whose cell is sufficient, with an
    interval: classes hold different people, so the mean of K per-class mAR has variance
    ``sum_k se_k^2 / K^2`` (``se_k`` the standard error of the mean per-person score, as in
    the cells' Wald intervals); the interval is the normal one, clipped to [0, 1].

    Returns ``(value, low, high, classes)``, arrays of shape (G,); nan where no class
    entered.

    Examples
    --------
    >>> c = count_detection([0.9] * 60 + [0.6] * 60, {"g": ["a"] * 120},
    ...                     classes=["x"] * 60 + ["y"] * 60)
    >>> value, low, high, classes = macro_mar(average_recall(c))
    >>> round(float(value[0]), 3), classes.tolist()  # mAR 0.9 and 0.3 (IoU 0.9 and 0.6)
    (0.6, [2])
    """
    ok = table.state == None  # noqa: E711
    _, se, _, _ = _mar(table.hits, table.totals, 0.0)
    count = ok.sum(axis=0)
    z = z_value(level)
    with np.errstate(divide="ignore", invalid="ignore"):
        value = np.where(ok, table.mar, 0.0).sum(axis=0) / count
        half = z * np.sqrt(np.where(ok, se * se, 0.0).sum(axis=0)) / count
    defined = count > 0
    value = np.where(defined, value, np.nan)
    low = np.where(defined, np.clip(value - half, 0.0, 1.0), np.nan)
    high = np.where(defined, np.clip(value + half, 0.0, 1.0), np.nan)
    return value, low, high, count.astype(np.int64)
