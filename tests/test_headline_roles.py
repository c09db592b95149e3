"""Headline roles (each kind's one bias number and its performance number), the performance
numbers against computations outside the project, and headlines that leave out what is
too small to trust (issue 24, items 5 and 6)."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
import scipy.stats
from sklearn.metrics import accuracy_score, recall_score
from statsmodels.stats.proportion import proportion_confint

from tb_fairness import kinds
from tb_fairness.kinds import HeadlineInfo
from tb_fairness.metrics import count_detection, count_groups, count_skew
from tb_fairness.metrics.binary import count_binary
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.geodiversity import GeoCounts
from tb_fairness.metrics.retrieval import RetrievalCounts
from tb_fairness.read import compare

# The table: (bias, performance) per kind.
ROLES = {
    "group_metrics": ("largest_disparity", "overall_value"),
    "detection_recall": ("largest_disparity", "overall_value"),
    "binary_classification": ("equalized_odds_difference", "accuracy"),
    "skew_size": ("skew_size", "overall_accuracy"),
    "geodiversity": ("score_gap", "overall_score"),
    "retrieval_precision": ("precision_gap", "overall_precision"),
    "label_associations": ("max_abs_gap", None),
    "harmful_label_association": ("harmful_rate_gap", None),
}


def headline(name, counts, **options):
    kind = kinds.get(name)
    parsed = kind.parse(lambda k: options.get(k))
    return kind.headline(counts, kind.resolve(counts, parsed))


def test_every_kind_marks_its_roles():
    assert set(ROLES) == {k.name for k in kinds.KINDS}
    for kind in kinds.KINDS:
        bias, performance = ROLES[kind.name]
        assert kind.headline_info("bias").name == bias
        got = kind.headline_info("performance")
        assert (got and got.name) == performance
        # SkewSize is better higher (its paper's Table 4); every other bias lower.
        assert kind.headline_info("bias").better == ("higher" if bias == "skew_size" else "lower")
        if got is not None:
            assert got.better == "higher"
        described = kind.describe()["headlines"]
        assert [h["role"] for h in described] == [h.role for h in kind.headlines]


def test_a_kind_needs_one_bias_headline_and_at_most_one_performance():
    kind = kinds.get("skew_size")
    plain = tuple(dataclasses.replace(h, role=None) for h in kind.headlines)
    with pytest.raises(ValueError, match="exactly one headline of role 'bias'"):
        dataclasses.replace(kind, headlines=plain)
    two = tuple(dataclasses.replace(h, role="bias") for h in kind.headlines)
    with pytest.raises(ValueError, match="exactly one headline of role 'bias'"):
        dataclasses.replace(kind, headlines=two)
    perf = tuple(
        dataclasses.replace(h, role="bias" if i == 0 else "performance")
        for i, h in enumerate(kind.headlines)
    )
    with pytest.raises(ValueError, match="at most one headline of role 'performance'"):
        dataclasses.replace(kind, headlines=perf)
    with pytest.raises(ValueError, match="role"):
        HeadlineInfo("x", "X", "...", "value", "lower", role="accuracy")
    with pytest.raises(ValueError, match="role"):
        kind.headline_info("accuracy")


# --------------------------------------------------------------------------------------
# Performance numbers, against scikit-learn, statsmodels, scipy and numpy


def wilson(successes, n, level=0.95):
    return proportion_confint(successes, n, alpha=1 - level, method="wilson")


def test_group_metrics_overall_is_the_macro_recall():
    rng = np.random.default_rng(1)
    n = 4000
    classes = rng.choice(["a", "b", "c"], n, p=[0.5, 0.3, 0.2])
    race = rng.choice(["x", "y", "z"], n)
    right = rng.random(n) < np.where(classes == "c", 0.6, 0.85)
    predictions = np.where(right, classes, rng.choice(["a", "b", "c"], n))
    counts = count_groups(classes, predictions, {"race": race}, groupings=["race"])
    h = headline("group_metrics", counts, level=0.9)
    assert h.values["overall_value"] == pytest.approx(
        recall_score(classes, predictions, average="macro"), abs=1e-12
    )
    # The macro average's interval (docs/statistics.md), written out here: the variance
    # of each class's recall at its Wilson centre, summed and divided by K^2.
    z = scipy.stats.norm.ppf(0.95)
    var = 0.0
    for k in ("a", "b", "c"):
        s, m = np.sum((classes == k) & (predictions == k)), np.sum(classes == k)
        centre = (s + z * z / 2) / (m + z * z)
        var += centre * (1 - centre) / (m + z * z)
    half = z * np.sqrt(var) / 3
    lower, upper = h.intervals["overall_value"]
    assert lower == pytest.approx(h.values["overall_value"] - half, abs=1e-12)
    assert upper == pytest.approx(h.values["overall_value"] + half, abs=1e-12)
    tnr = headline("group_metrics", counts, metric="tnr")
    want = np.mean(
        [np.mean(predictions[classes != k] != k) for k in ("a", "b", "c")]
    )  # per class: the people not of it, not predicted as it
    assert tnr.values["overall_value"] == pytest.approx(want, abs=1e-12)


def test_detection_overall_is_the_class_mean_of_mean_recall():
    rng = np.random.default_rng(2)
    n = 3000
    ious = np.clip(rng.normal(0.7, 0.2, n), 0, 1)
    classes = rng.choice(["person", "bike"], n)
    skin = rng.choice(["light", "dark"], n)
    counts = count_detection(ious, {"skin": skin}, classes=classes)
    thresholds = np.arange(50, 100, 5) / 100
    score = (ious[:, None] >= thresholds[None, :]).mean(axis=1)  # each person's share
    want = np.mean([score[classes == k].mean() for k in ("bike", "person")])
    h = headline("detection_recall", counts)
    assert h.values["overall_value"] == pytest.approx(want, abs=1e-12)
    se = [scipy.stats.sem(score[classes == k]) for k in ("bike", "person")]
    half = scipy.stats.norm.ppf(0.975) * np.sqrt(np.sum(np.square(se))) / 2
    assert h.intervals["overall_value"] == pytest.approx([want - half, want + half], abs=1e-9)


def test_binary_accuracy_at_the_threshold():
    rng = np.random.default_rng(3)
    n = 2500
    labels = rng.random(n) < 0.4
    scores = np.clip(labels * 0.3 + rng.random(n) * 0.7, 0, 1)
    gender = rng.choice(["f", "m"], n)
    counts = count_binary(scores, labels, {"gender": gender})
    for threshold in (0.5, 0.3):
        h = headline("binary_classification", counts, threshold=threshold, level=0.9)
        predicted = scores >= counts.thresholds[counts.thresholds.index(threshold)]
        assert h.values["accuracy"] == pytest.approx(accuracy_score(labels, predicted))
        right = int(np.sum(predicted == labels))
        assert h.intervals["accuracy"] == pytest.approx(list(wilson(right, n, 0.9)), abs=1e-9)


def test_skew_overall_accuracy():
    rng = np.random.default_rng(4)
    n = 3000
    classes = rng.choice(["cat", "dog", "fox"], n)
    groups = rng.choice(["a", "b"], n)
    predictions = np.where(rng.random(n) < 0.7, classes, rng.choice(["cat", "dog", "cow"], n))
    h = headline("skew_size", count_skew(classes, groups, predictions))
    assert h.values["overall_accuracy"] == pytest.approx(accuracy_score(classes, predictions))
    right = int(np.sum(classes == predictions))
    assert h.intervals["overall_accuracy"] == pytest.approx(list(wilson(right, n)), abs=1e-9)


def test_retrieval_overall_precision_is_the_mean_over_queries():
    rng = np.random.default_rng(5)
    ks = (1, 5, 10)
    groups = rng.choice(["f", "m", "x"], 400, p=[0.45, 0.45, 0.1])
    # Nested hits of each query's 10 nearest items: h at k counts the first k.
    same = rng.random((400, 10)) < np.where(groups == "x", 0.3, 0.6)[:, None]
    hits = np.stack([same[:, :k].sum(axis=1) for k in ks], axis=1)
    names = ["f", "m", "x"]
    counts = RetrievalCounts(
        names,
        ks,
        [int(np.sum(groups == g)) for g in names],
        [hits[groups == g].sum(axis=0).tolist() for g in names],
        [(hits[groups == g] ** 2).sum(axis=0).tolist() for g in names],
    )
    precision = hits[:, -1] / 10
    h = headline("retrieval_precision", counts, level=0.9)
    assert h.values["overall_precision"] == pytest.approx(precision.mean(), abs=1e-12)
    lower, upper = scipy.stats.t.interval(
        0.9, len(precision) - 1, loc=precision.mean(), scale=scipy.stats.sem(precision)
    )
    assert h.intervals["overall_precision"] == pytest.approx([lower, upper], abs=1e-9)


def test_geodiversity_overall_score_pools_every_household():
    rng = np.random.default_rng(6)
    H = 300
    images = rng.integers(1, 20, H)
    hits = rng.binomial(images, rng.beta(3, 2, H))
    incomes = rng.lognormal(6, 1.5, H)
    regions = rng.choice(["Africa", "Asia", "Europe"], H).tolist()
    counts = GeoCounts(0.5, [f"h{i}" for i in range(H)], hits, images, incomes, regions)
    rates = hits / images
    h = headline("geodiversity", counts, resamples=2000)
    assert h.values["overall_score"] == pytest.approx(rates.mean(), abs=1e-12)
    peer = scipy.stats.bootstrap(
        (rates,), np.mean, n_resamples=2000, method="percentile", random_state=0
    ).confidence_interval
    lower, upper = h.intervals["overall_score"]
    assert lower == pytest.approx(peer.low, abs=0.01)
    assert upper == pytest.approx(peer.high, abs=0.01)


# --------------------------------------------------------------------------------------
# Headlines leave out what is too small to trust


def tiny_group_people(seed=7):
    """Two large groups with recalls 0.8 and 0.65, and three people of group "tiny" whom
    the model always gets wrong: the tiny group has the extreme value."""
    rng = np.random.default_rng(seed)
    big = 600
    classes = np.concatenate([rng.choice(["a", "b"], 2 * big), ["a", "b", "a"]])
    race = np.array(["x"] * big + ["y"] * big + ["tiny"] * 3)
    p = np.where(race == "x", 0.8, 0.65)
    right = rng.random(classes.size) < p
    right[race == "tiny"] = False
    wrong = np.where(classes == "a", "b", "a")
    return classes, np.where(right, classes, wrong), race


def test_group_headlines_ignore_a_tiny_group():
    classes, predictions, race = tiny_group_people()
    counts = count_groups(classes, predictions, {"race": race}, groupings=["race"])
    h = headline("group_metrics", counts)
    keep = race != "tiny"
    without = count_groups(
        classes[keep], predictions[keep], {"race": race[keep]}, groupings=["race"]
    )
    h_without = headline("group_metrics", without)
    # The tiny group (recall 0) would be the worst group and make the largest gap.
    for name in ("worst_group_value", "largest_disparity"):
        assert h.values[name] == pytest.approx(h_without.values[name], abs=1e-12)
        assert h.excluded[name] == 2  # its two cells (classes a and b), below 50 people
        assert h_without.excluded[name] == 0
    worst = min(
        np.mean([np.mean(predictions[(race == g) & (classes == k)] == k) for k in "ab"])
        for g in ("x", "y")
    )
    assert h.values["worst_group_value"] == pytest.approx(worst, abs=1e-12)
    # min_count 1: the tiny group counts, and decides both numbers.
    small = headline("group_metrics", counts, min_count=1)
    assert small.values["worst_group_value"] == 0.0 and small.excluded["worst_group_value"] == 0
    # Every cell insufficient: undefined, not the extreme of nothing.
    none = headline("group_metrics", counts, min_count=10**6)
    assert none.values["worst_group_value"] is None and none.values["largest_disparity"] is None
    assert none.excluded["worst_group_value"] == 6
    assert none.values["overall_value"] is not None  # pooled, it needs no min_count


def test_skew_worst_group_ignores_a_tiny_group():
    classes, predictions, race = tiny_group_people()
    counts = count_skew(classes, race, predictions)
    h = headline("skew_size", counts)
    accuracy = {g: np.mean(predictions[race == g] == classes[race == g]) for g in ("x", "y")}
    assert h.values["worst_group_accuracy"] == pytest.approx(min(accuracy.values()))
    assert h.excluded["worst_group_accuracy"] == 1
    # The interval holds for the two sufficient groups at once (Bonferroni), not three.
    worst = min(accuracy, key=accuracy.get)
    n = int(np.sum(race == worst))
    right = int(np.sum((predictions == classes) & (race == worst)))
    lo, hi = wilson(right, n, 1 - 0.05 / 2)
    other = "x" if worst == "y" else "y"
    lo_o, hi_o = wilson(
        int(np.sum((predictions == classes) & (race == other))),
        int(np.sum(race == other)),
        1 - 0.05 / 2,
    )
    assert h.intervals["worst_group_accuracy"] == pytest.approx(
        [min(lo, lo_o), min(hi, hi_o)], abs=1e-9
    )
    all_in = headline("skew_size", counts, min_count=1)
    assert all_in.values["worst_group_accuracy"] == 0.0
    assert headline("skew_size", counts, min_count=10**6).values["worst_group_accuracy"] is None


def test_label_association_headline_ignores_rare_labels():
    # "rare" is seen 4 times, all with "man": the largest gap, and noise.
    counts = AssociationCounts(
        4000,
        ["cat", "dog", "rare"],
        ["man", "woman"],
        [900, 700, 4],
        [2000, 2000],
        [[600, 300, 4], [300, 400, 0]],
        [-1, -1],
    )
    h = headline("label_associations", counts, metric="dp", a="man", b="woman")
    assert h.values["max_abs_gap"] == pytest.approx(0.15)
    assert h.excluded == {"max_abs_gap": 1, "labels_above_threshold": 1}
    none = headline("label_associations", counts, metric="dp", a="man", b="woman", min_count=10**6)
    assert none.values == {"max_abs_gap": None, "labels_above_threshold": None}
    assert none.excluded["max_abs_gap"] == 3


def test_binary_spreads_ignore_a_tiny_group():
    rng = np.random.default_rng(8)
    n = 2000
    labels = rng.random(n + 3) < 0.5
    scores = rng.random(n + 3)
    scores[n:] = 0.99  # three people, all selected: the extreme selection rate
    group = np.array(["f", "m"] * (n // 2) + ["tiny"] * 3)
    counts = count_binary(scores, labels, {"g": group})
    h = headline("binary_classification", counts)
    rates = [np.mean(scores[group == g] >= 0.5) for g in ("f", "m")]
    assert h.values["demographic_parity_difference"] == pytest.approx(
        max(rates) - min(rates), abs=1e-12
    )
    assert h.excluded["demographic_parity_difference"] == 1
    # TPR and FPR: the tiny group's positives and negatives, one or two cells.
    tiny = labels[n:]
    assert h.excluded["equalized_odds_difference"] == int(tiny.any()) + int((~tiny).any())


def test_trend_points_say_what_was_left_out():
    classes, predictions, race = tiny_group_people()
    counts = count_groups(classes, predictions, {"race": race}, groupings=["race"])
    kind = kinds.get("group_metrics")
    options = kind.parse(lambda k: None)
    h = headline("group_metrics", counts)
    body = compare.trend(kind, lambda run: [(0, 1.0, h)], ["a"], options)
    point = body["series"][0]["points"][0]
    assert point["excluded"] == {"worst_group_value": 2, "largest_disparity": 2}


def test_row_spreads_equal_selection_spread_row_by_row():
    """The largest disparity's interval takes every class's spread interval at once; it
    must equal metrics.selection.spread of each class's cells."""
    import tb_fairness.kinds.grouping as grouping
    from tb_fairness.metrics import selection

    rng = np.random.default_rng(9)
    for _ in range(2000):
        K, G = rng.integers(1, 5), rng.integers(1, 6)
        value = rng.random((K, G))
        value[rng.random((K, G)) < 0.3] = np.nan
        lower = value - 0.2 * rng.random((K, G))
        upper = value + 0.2 * rng.random((K, G))
        lower[rng.random((K, G)) < 0.1] = np.nan  # a defined cell without an interval end
        upper[rng.random((K, G)) < 0.1] = np.nan
        defined = ~np.isnan(value)
        lo, hi = np.where(defined, lower, np.nan), np.where(defined, upper, np.nan)
        got = np.column_stack(grouping._row_spreads(defined, lo, hi))
        want = np.array([selection.spread(value[k], lo[k], hi[k]) for k in range(K)])
        np.testing.assert_array_equal(got, want)
