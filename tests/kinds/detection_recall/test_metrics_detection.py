"""Detection recall by group against a pycocotools-style loop written here."""

import doctest
import itertools
import math

import numpy as np
import pytest
import scipy.stats

from tb_fairness.metrics.detection import (
    DetectionCounts,
    average_recall,
    best_ious,
    best_ious_from_iou,
    box_iou,
    count_detection,
    recall_disparity,
)
from tb_fairness.metrics.detection import matching as matching_module
from tb_fairness.metrics.detection import recall as recall_module
from tb_fairness.metrics.groups import STATE_INSUFFICIENT, STATE_UNDEFINED, GroupSpace
from tb_fairness.metrics.intervals import newcombe_interval, wilson_interval

THRESHOLDS = [0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95]


def iou_xywh(a, b):
    """IoU of two [x, y, w, h] boxes, with Python numbers."""
    ix = max(0, min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0]))
    iy = max(0, min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1]))
    inter = ix * iy
    union = a[2] * a[3] + b[2] * b[3] - inter
    return inter / union if union > 0 else 0.0


def coco_match(gts, dets, scores, max_dets=100, threshold=0.5, iou=iou_xywh):
    """pycocotools' evaluateImg loop for one image at one threshold, no crowds.

    Returns, per ground truth, the IoU with its matched detection (0 if unmatched).
    """
    order = sorted(range(len(dets)), key=lambda i: -scores[i])[:max_dets]  # stable
    matched = [False] * len(gts)
    best = [0.0] * len(gts)
    for d in order:
        bar, m = min(threshold, 1 - 1e-10), -1
        for g in range(len(gts)):
            if matched[g]:
                continue
            value = iou(dets[d], gts[g])
            if value < bar:
                continue
            bar, m = value, g
        if m >= 0:
            matched[m] = True
            best[m] = bar
    return best


def random_scene(rng, n_images=40, classes=False):
    """Small images with overlapping people and jittered detections, integer coordinates
    (so every IoU is exact) and tied scores."""
    gt, gt_img, det, scores, det_img, gt_cls, det_cls = [], [], [], [], [], [], []
    for image in range(n_images):
        people = [
            [
                int(rng.integers(0, 12)),
                int(rng.integers(0, 12)),
                int(rng.integers(3, 12)),
                int(rng.integers(3, 12)),
            ]
            for _ in range(int(rng.integers(0, 6)))
        ]
        for p in people:
            gt.append(p)
            gt_img.append(image)
            gt_cls.append(int(rng.integers(0, 2)))
        for _ in range(int(rng.integers(0, 12))):
            base = (
                people[int(rng.integers(0, len(people)))]
                if people and rng.random() < 0.8
                else [int(rng.integers(0, 12)), int(rng.integers(0, 12)), 4, 4]
            )
            jitter = rng.integers(-1, 2, 4)
            box = [
                base[0] + int(jitter[0]),
                base[1] + int(jitter[1]),
                max(1, base[2] + int(jitter[2])),
                max(1, base[3] + int(jitter[3])),
            ]
            det.append(box)
            det_img.append(image)
            scores.append(float(rng.choice([0.2, 0.5, 0.5, 0.9, rng.random()])))
            det_cls.append(int(rng.integers(0, 2)))
    out = dict(
        gt_boxes=np.array(gt, float).reshape(-1, 4),
        gt_images=np.array(gt_img),
        pred_boxes=np.array(det, float).reshape(-1, 4),
        pred_scores=np.array(scores),
        pred_images=np.array(det_img),
    )
    if classes:
        out.update(gt_classes=np.array(gt_cls), pred_classes=np.array(det_cls))
    return out


def loop_best_ious(scene, max_dets=100, by_class=False):
    out = np.zeros(len(scene["gt_boxes"]))
    keys = set(scene["gt_images"].tolist())
    for image in keys:
        for cls in (0, 1) if by_class else (None,):
            g_idx = [
                i
                for i, im in enumerate(scene["gt_images"])
                if im == image and (cls is None or scene["gt_classes"][i] == cls)
            ]
            d_idx = [
                i
                for i, im in enumerate(scene["pred_images"])
                if im == image and (cls is None or scene["pred_classes"][i] == cls)
            ]
            best = coco_match(
                [scene["gt_boxes"][i].tolist() for i in g_idx],
                [scene["pred_boxes"][i].tolist() for i in d_idx],
                [scene["pred_scores"][i] for i in d_idx],
                max_dets,
            )
            out[g_idx] = best
    return out


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_matching_equals_the_pycocotools_loop(seed):
    scene = random_scene(np.random.default_rng(seed))
    got = best_ious(**scene)
    want = loop_best_ious(scene)
    np.testing.assert_array_equal(got, want)
    assert (got > 0).mean() > 0.4  # the scenes do match people
    # A cap on detections per image, and images in a shuffled order.
    np.testing.assert_array_equal(
        best_ious(**scene, max_detections=3), loop_best_ious(scene, max_dets=3)
    )
    perm = np.random.default_rng(seed).permutation(len(scene["pred_scores"]))
    shuffled = dict(
        scene,
        pred_boxes=scene["pred_boxes"][perm],
        pred_scores=scene["pred_scores"][perm],
        pred_images=scene["pred_images"][perm],
    )
    np.testing.assert_array_equal(best_ious(**shuffled), loop_best_ious(shuffled))


def test_ties_break_as_in_pycocotools():
    # Two identical people: the detection takes the later one (pycocotools updates on >=).
    # Two detections with one score: the earlier one (a stable sort) matches first.
    scene = dict(
        gt_boxes=np.array([[0, 0, 4, 4], [0, 0, 4, 4], [10, 0, 4, 4]], float),
        gt_images=np.array([0, 0, 1]),
        pred_boxes=np.array([[0, 0, 4, 4], [10, 0, 4, 5], [10, 0, 4, 4]], float),
        pred_scores=np.array([0.5, 0.7, 0.7]),
        pred_images=np.array([0, 1, 1]),
    )
    got = best_ious(**scene)
    np.testing.assert_array_equal(got, loop_best_ious(scene))
    assert got.tolist() == [0.0, 1.0, 0.8]


def test_pairs_made_in_small_chunks_match_the_same(monkeypatch):
    scene = random_scene(np.random.default_rng(5))
    want = best_ious(**scene)
    monkeypatch.setattr(matching_module, "PAIR_CHUNK", 7)
    np.testing.assert_array_equal(best_ious(**scene), want)
    monkeypatch.setattr(matching_module, "PAIR_CHUNK", 1)
    np.testing.assert_array_equal(best_ious(**scene), want)


def test_matching_per_class_equals_the_loop_per_image_and_class():
    scene = random_scene(np.random.default_rng(4), classes=True)
    np.testing.assert_array_equal(best_ious(**scene), loop_best_ious(scene, by_class=True))


def test_box_formats_string_ids_and_iou_matrices_agree():
    scene = random_scene(np.random.default_rng(7))
    want = best_ious(**scene)
    corners = dict(
        scene,
        gt_boxes=np.c_[
            scene["gt_boxes"][:, :2], scene["gt_boxes"][:, :2] + scene["gt_boxes"][:, 2:]
        ],
        pred_boxes=np.c_[
            scene["pred_boxes"][:, :2], scene["pred_boxes"][:, :2] + scene["pred_boxes"][:, 2:]
        ],
    )
    np.testing.assert_array_equal(best_ious(**corners, box_format="xyxy"), want)
    named = dict(
        scene,
        gt_images=[f"img{i}" for i in scene["gt_images"]],
        pred_images=[f"img{i}" for i in scene["pred_images"]],
    )
    np.testing.assert_array_equal(best_ious(**named), want)
    # Masks' path: IoU matrices per image, here from the boxes, give the same matching.
    ious, scores, order = [], [], []
    for image in sorted(set(scene["gt_images"].tolist())):
        g = np.flatnonzero(scene["gt_images"] == image)
        d = np.flatnonzero(scene["pred_images"] == image)
        ious.append(box_iou(scene["pred_boxes"][d], scene["gt_boxes"][g]))
        scores.append(scene["pred_scores"][d])
        order.extend(g)
    np.testing.assert_array_equal(best_ious_from_iou(ious, scores), want[order])


def test_box_iou_matches_the_formula():
    rng = np.random.default_rng(9)
    a = rng.integers(0, 10, (6, 4)).astype(float)
    b = rng.integers(0, 10, (5, 4)).astype(float)
    got = box_iou(a, b)
    for i, j in itertools.product(range(6), range(5)):
        assert got[i, j] == iou_xywh(a[i].tolist(), b[j].tolist())


@pytest.mark.parametrize(
    "change, error, message",
    [
        (dict(gt_boxes=[[0, 0, np.nan, 1]]), ValueError, "gt_boxes: expected finite coordinates"),
        (
            dict(pred_boxes=[[0, 0, -1, 1]]),
            ValueError,
            "pred_boxes: expected .x, y, width, height.",
        ),
        (dict(pred_scores=[np.nan]), ValueError, "pred_scores: expected scores, found NaN"),
        (dict(pred_scores=[0.5, 0.4]), ValueError, "pred_scores: expected 1 scores"),
        (dict(gt_images=[0, 1]), ValueError, "gt_images: expected 1 entries"),
        (dict(pred_images=["a"]), TypeError, "gt_images, pred_images: expected ids of one type"),
        (dict(gt_boxes=[[0, 0, 1]]), ValueError, r"gt_boxes: expected boxes of shape \(M, 4\)"),
        (dict(box_format="cxcywh"), ValueError, "box_format: expected one of"),
        (dict(max_detections=0), ValueError, "max_detections: expected a whole number >= 1"),
        (dict(gt_classes=[0]), ValueError, "gt_classes, pred_classes: give both or neither"),
    ],
)
def test_bad_boxes_name_the_argument(change, error, message):
    args = dict(
        gt_boxes=[[0, 0, 2, 2]],
        gt_images=[0],
        pred_boxes=[[0, 0, 2, 2]],
        pred_scores=[0.9],
        pred_images=[0],
    )
    args.update(change)
    with pytest.raises(error, match=message):
        best_ious(**args)


def test_nan_ious_are_a_clear_error():
    with pytest.raises(ValueError, match="ious: found NaN at index 1"):
        count_detection([0.5, np.nan], {"g": ["a", "b"]})
    with pytest.raises(ValueError, match=r"ious\[0\]: expected IoUs, found NaN"):
        best_ious_from_iou([[[np.nan]]], [[0.5]])
    with pytest.raises(ValueError, match="ious: expected IoUs in"):
        count_detection([0.5, 1.5], {"g": ["a", "b"]})


# --------------------------------------------------------------------------------------
# Counts and average recall


def people(n=400, seed=3):
    rng = np.random.default_rng(seed)
    iou = np.where(
        rng.random(n) < 0.15, 0.0, rng.choice(np.r_[np.array(THRESHOLDS), rng.random(40)], n)
    )  # many IoUs exactly at a threshold
    skin = [set(rng.integers(1, 11, int(rng.integers(0, 3))).tolist()) for _ in range(n)]
    hair = rng.choice(["coily", "straight", "dreads"], n)
    cls = rng.choice(["person", "dancer"], n)
    return iou, {"skin": skin, "hair": hair}, cls


def test_counts_match_a_loop_over_people_and_thresholds():
    iou, attrs, cls = people()
    buckets = {"skin": {"lighter": [1, 2, 3], "darker": [8, 9, 10]}}
    counts = count_detection(
        iou, attrs, classes=cls, groupings=["skin", ("hair", "skin")], buckets=buckets
    )
    assert counts.thresholds == tuple(THRESHOLDS)
    position = {name: g for g, name in enumerate(counts.group_names)}
    totals = np.zeros(counts.totals.shape, int)
    hits = np.zeros(counts.hits.shape, int)
    for i in range(len(iou)):
        k = counts.class_names.index(cls[i])
        skin = {b for b, values in buckets["skin"].items() if set(values) & attrs["skin"][i]}
        names = [f"skin={s}" for s in skin] + [f"hair={attrs['hair'][i]} & skin={s}" for s in skin]
        for name in names:
            g = position[name]
            totals[k, g] += 1
            for t, threshold in enumerate(THRESHOLDS):
                hits[k, g, t] += iou[i] >= threshold
    np.testing.assert_array_equal(counts.totals, totals)
    np.testing.assert_array_equal(counts.hits, hits)


def test_average_recall_and_mar_intervals_from_people():
    iou, attrs, _ = people(n=2000, seed=6)
    counts = count_detection(iou, attrs, groupings=["hair"])
    table = average_recall(counts, level=0.9)
    z = scipy.stats.norm.ppf(0.95)
    for g, name in enumerate(table.group_names):
        mine = iou[np.asarray(attrs["hair"]) == name.split("=")[1]]
        passed = np.array([[v >= t for t in THRESHOLDS] for v in mine], float)
        np.testing.assert_allclose(table.ar[0, g], passed.mean(axis=0), rtol=1e-12)
        w = wilson_interval(passed.sum(axis=0).astype(int), len(mine), 0.9)
        np.testing.assert_allclose(table.ar_lower[0, g], w.lower, rtol=1e-12)
        score = passed.mean(axis=1)  # share of thresholds each person reaches
        assert table.mar[0, g] == pytest.approx(score.mean(), rel=1e-12)
        half = z * score.std(ddof=1) / math.sqrt(len(score))
        assert table.mar_lower[0, g] == pytest.approx(score.mean() - half, rel=1e-9)
        assert table.mar_upper[0, g] == pytest.approx(score.mean() + half, rel=1e-9)


def test_recall_disparity_and_states():
    iou = np.r_[np.full(60, 0.8), np.full(40, 0.6), np.full(30, 0.9), np.full(20, 0.0)]
    group = ["a"] * 100 + ["b"] * 50 + ["c"] * 0
    counts = count_detection(iou[:150], {"g": group}, attribute_values={"g": ["a", "b", "c"]})
    d = recall_disparity(counts, "g=a", "g=b")
    want = newcombe_interval(counts.hits[0, 0], 100, counts.hits[0, 1], 50)
    np.testing.assert_array_equal(d.ar_difference[0], want.estimate)
    np.testing.assert_array_equal(d.ar_lower[0], want.lower)
    assert d.ar_difference[0, 0] == pytest.approx(1.0 - 0.6)
    assert d.mar_difference[0] == pytest.approx((60 * 7 + 40 * 3) / 1000 - 30 * 9 / 500)
    assert d.mar_lower[0] < d.mar_difference[0] < d.mar_upper[0]
    table = average_recall(counts, min_count=60)
    assert table.state.tolist() == [[None, STATE_INSUFFICIENT, STATE_UNDEFINED]]
    assert np.isnan(table.ar[0, 1:]).all() and np.isnan(table.mar[0, 1:]).all()
    assert recall_disparity(counts, "g=a", "g=c").state.tolist() == [STATE_UNDEFINED]


def test_merge_equals_one_shot_counting():
    iou, attrs, cls = people(n=300, seed=12)
    kwargs = dict(groupings="all")
    whole = count_detection(iou, attrs, classes=cls, **kwargs)
    merged = None
    for part in np.array_split(np.arange(300), 3):
        batch = count_detection(
            iou[part],
            {"skin": [attrs["skin"][i] for i in part], "hair": attrs["hair"][part]},
            classes=cls[part],
            **kwargs,
        )
        merged = batch if merged is None else merged.merge(batch)
    k = [merged.class_names.index(c) for c in whole.class_names]
    g = [merged.group_names.index(n) for n in whole.group_names]
    np.testing.assert_array_equal(merged.totals[np.ix_(k, g)], whole.totals)
    np.testing.assert_array_equal(merged.hits[np.ix_(k, g)], whole.hits)
    with pytest.raises(ValueError, match="other: expected thresholds"):
        whole.merge(count_detection(iou, attrs, classes=cls, thresholds=[0.5], **kwargs))


def test_counts_validate_their_invariants():
    space = GroupSpace(("g",), (("x",),), (("g",),))
    DetectionCounts(("person",), space, (0.5, 0.75), [[3]], [[[2, 1]]])
    with pytest.raises(ValueError, match="hits: expected hits non-increasing"):
        DetectionCounts(("person",), space, (0.5, 0.75), [[3]], [[[1, 2]]])
    with pytest.raises(ValueError, match="hits: expected hits <= totals"):
        DetectionCounts(("person",), space, (0.5, 0.75), [[3]], [[[4, 1]]])
    with pytest.raises(ValueError, match="thresholds: expected increasing"):
        DetectionCounts(("person",), space, (0.75, 0.5), [[3]], [[[2, 1]]])


def test_doctests():
    # The package's examples live in its modules.
    attempted = 0
    for module in (matching_module, recall_module):
        result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
        assert result.failed == 0, module.__name__
        attempted += result.attempted
    assert attempted > 0
