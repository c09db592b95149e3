"""Matching detections to ground-truth people the COCO way: one IoU per person.

:func:`box_iou` (IoU of boxes), :func:`best_ious` (boxes: greedy matching per image, and per
class when classes are given) and :func:`best_ious_from_iou` (IoU matrices computed
elsewhere, e.g. between masks). The matching rules, and how they relate to pycocotools, are
in :mod:`tb_fairness.metrics.detection`.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

__all__ = [
    "BOX_FORMATS",
    "DEFAULT_BOX_FORMAT",
    "DEFAULT_THRESHOLDS",
    "DEFAULT_MAX_DETECTIONS",
    "PAIR_CHUNK",
    "box_iou",
    "best_ious",
    "best_ious_from_iou",
]

BOX_FORMATS = ("xywh", "xyxy")  # COCO's [x, y, width, height], or corners [x1, y1, x2, y2]
DEFAULT_BOX_FORMAT = "xywh"
DEFAULT_THRESHOLDS = tuple(float(t) for t in np.arange(50, 100, 5) / 100.0)  # 0.50, ..., 0.95
DEFAULT_MAX_DETECTIONS = 100


# --------------------------------------------------------------------------------------
# IoU and matching


def _boxes(boxes, name: str, box_format: str) -> np.ndarray:
    """Boxes as float64 corners (x1, y1, x2, y2), shape (M, 4), validated."""
    if box_format not in BOX_FORMATS:
        raise ValueError(f"box_format: expected one of {BOX_FORMATS}, got {box_format!r}")
    arr = (
        np.asarray(boxes, dtype=np.float64)
        if not (hasattr(boxes, "__len__") and len(boxes) == 0)
        else np.zeros((0, 4))
    )
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
    union = (
        (a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1])
        + (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
        - inter
    )
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
    if (
        isinstance(max_detections, bool)
        or not isinstance(max_detections, (int, np.integer))
        or max_detections < 1
    ):
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
    rank, det, gt, order, iou = (
        a[keep] for a in (pair_rank, pair_det, pair_gt, pair_gt_order, pair_iou)
    )
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
    arr = (
        np.asarray(values)
        if not isinstance(values, (list, tuple))
        else np.asarray(values, dtype=object)
    )
    if arr.ndim != 1 or arr.shape[0] != n:
        raise ValueError(f"{name}: expected {n} entries, got shape {arr.shape}")
    return arr


def _typed_ids(values: np.ndarray, name: str) -> np.ndarray:
    if values.dtype == object:
        items = values.tolist()
        if any(v is None for v in items):
            raise ValueError(f"{name}: expected ids, found None")
        kinds = {
            "str"
            if isinstance(v, str)
            else "int"
            if isinstance(v, (int, np.integer)) and not isinstance(v, bool)
            else type(v).__name__
            for v in set(items)
        }
        if len(kinds) > 1 or kinds - {"str", "int"}:
            raise TypeError(f"{name}: expected integer or string ids, got {sorted(kinds)}")
        values = (
            np.asarray(items, dtype=str if kinds == {"str"} else np.int64)
            if items
            else values.astype(np.int64)
        )
    if values.dtype.kind not in "iuUS":
        raise TypeError(f"{name}: expected integer or string ids, got dtype {values.dtype}")
    return values


def _keys(gt_values, det_values, gt_name, det_name):
    """Common integer codes of two id columns (image ids, class names)."""
    a, b = _typed_ids(gt_values, gt_name), _typed_ids(det_values, det_name)
    if a.size and b.size and (a.dtype.kind in "US") != (b.dtype.kind in "US"):
        raise TypeError(
            f"{gt_name}, {det_name}: expected ids of one type (both integers or "
            f"both strings), got {a.dtype} and {b.dtype}"
        )
    _, codes = np.unique(np.concatenate([a, b]), return_inverse=True)
    codes = codes.reshape(-1).astype(np.int64)
    return codes[: a.size], codes[a.size :]


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
            f"pred_scores: expected {len(det)} scores (one per box), got {scores.shape}"
        )
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
        gc, dc = _keys(
            _factorize(gt_classes, "gt_classes", len(gt)),
            _factorize(pred_classes, "pred_classes", len(det)),
            "gt_classes",
            "pred_classes",
        )
        width = int(max(gc.max(), dc.max())) + 1
        gt_key, det_key = _keys(gt_key * width + gc, det_key * width + dc, "", "")
    rank, pair_det, pair_gt, iou = _eligible_pairs(
        gt, det, gt_key, det_key, scores, max_detections, min_iou
    )
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
            f"scores: expected {len(ious)} score vectors (one per image), got {len(scores)}"
        )
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
        d_grid, g_grid = np.meshgrid(order, np.arange(M), indexing="ij")
        d_idx, g_idx = d_grid.ravel(), g_grid.ravel()
        ranks.append(rank[d_idx])
        dets.append(d_idx + n_det)
        gts.append(g_idx + n_gt)
        values.append(matrix[d_idx, g_idx])
        n_gt += M
        n_det += D
    if not n_gt:
        return np.zeros(0, dtype=np.float64)

    def cat(parts):
        return np.concatenate(parts) if parts else np.zeros(0, np.int64)

    gt = cat(gts)
    return _greedy(cat(ranks), cat(dets), gt, gt, cat(values).astype(np.float64), n_gt, min_iou)
