"""Geodiversity against a worked example computed by hand, and independent oracles."""

import math
from fractions import Fraction as F

import numpy as np
import pytest

from tb_fairness.metrics.geodiversity import (
    GeoCounts,
    count_geodiversity,
    group_scores,
    household_bootstrap,
    household_hit_rates,
    income_bucket,
)

# --- income buckets -------------------------------------------------------------------


def test_bucket_edges_round_half_to_even():
    """Around each edge ln(x)/3 = 0.5, 1.5, 2.5, 3.5, the bucket is Python's round() (half to
    even) of math.log(x) / 3, checked on the 81 floats around e^(3 * edge)."""
    checked_ties = {}
    for edge in (0.5, 1.5, 2.5, 3.5):
        centre = math.exp(3 * edge)
        xs = [centre]
        for direction in (0.0, math.inf):
            x = centre
            for _ in range(40):
                x = float(np.nextafter(x, direction))
                xs.append(x)
        # Compare where numpy's and the C library's ln agree: the bucket, not libm, is tested.
        xs = [x for x in xs if math.log(x) == float(np.log(x))]
        got = income_bucket(xs).tolist()
        assert got == [round(math.log(x) / 3) for x in xs]
        ties = [b for x, b in zip(xs, got) if math.log(x) / 3 == edge]
        checked_ties[edge] = set(ties)
        below = [b for x, b in zip(xs, got) if math.log(x) / 3 < edge]
        above = [b for x, b in zip(xs, got) if math.log(x) / 3 > edge]
        assert set(below) == {math.floor(edge)} and set(above) == {math.ceil(edge)}
    # Exact halves go to the even bucket: 1.5 -> 2 (medium) but 2.5 -> 2 (medium) too.
    assert checked_ties == {0.5: {0}, 1.5: {2}, 2.5: {2}, 3.5: {4}}


def test_bucket_ranges_of_the_paper_and_outside():
    # Table 5 of the paper: low 27-90, medium 93-1,700, high up to 10,000.
    assert income_bucket([27, 90, 93, 1700, 1808, 1809, 10000]).tolist() == [1, 1, 2, 2, 2, 3, 3]
    # Outside 1..3 the formula's value is kept as a bucket of its own.
    assert income_bucket([1, 4, 5, 36000, 37000, 1e7]).tolist() == [0, 0, 1, 3, 4, 5]
    c = GeoCounts(0.0, ["a", "b", "c"], [1, 1, 0], [1, 2, 1], [2.0, 50.0, 50000.0], ["Asia"] * 3)
    assert group_scores(c, "income").group == ("bucket_0", "low", "bucket_4")


@pytest.mark.parametrize("bad", [0, -5, np.nan])
def test_non_positive_income_is_an_error(bad):
    with pytest.raises(ValueError, match="incomes: expected positive numbers"):
        income_bucket([10, bad])
    if not np.isnan(bad):
        with pytest.raises(ValueError, match="incomes: expected positive numbers"):
            count_geodiversity(
                [1], ["cup"], [["cup"]], household_ids=["h"], incomes=[bad], regions=["Asia"]
            )


# --- the worked example ---------------------------------------------------------------

# One row per (image, ground-truth label); top-3 predictions with scores.
ROWS = [
    # image, label,   predictions,                   scores,           household
    (1, "cup", ("cup", "pot", "bowl"), (0.7, 0.2, 0.1), "h1"),  # hit
    (2, "bed", ("stove", "oven", "lamp"), (0.5, 0.3, 0.2), "h1"),  # miss ...
    (2, "stove", ("stove", "oven", "lamp"), (0.5, 0.3, 0.2), "h1"),  # ... but hit: image 2 hits
    (3, "sofa", ("bed", "chair", "lamp"), (0.6, 0.3, 0.1), "h1"),  # miss
    (4, "cup", ("pot", "bowl", "lamp"), (0.6, 0.3, 0.1), "h2"),  # miss
    (4, "pot", ("pan", "bowl", "lamp"), (0.6, 0.3, 0.1), "h2"),  # miss (rows of image 4)
    (5, "bowl", ("cup", "bowl", "lamp"), (0.6, 0.3, 0.1), "h2"),  # hit
    (6, "car", ("car", "bike", "bus"), (0.9, 0.05, 0.05), "h3"),  # hit
    (7, "tv", ("radio", "phone", "lamp"), (0.6, 0.3, 0.1), "h4"),  # miss
    (8, "tv", ("radio", "phone", "lamp"), (0.6, 0.3, 0.1), "h4"),  # miss
    (9, "bike", ("car", "bus", "bike"), (0.6, 0.35, 0.05), "h4"),  # hit at t=0 only
    (10, "bed", ("bed", "sofa", "lamp"), (0.8, 0.1, 0.1), "h4"),  # hit
    (11, "sofa", ("sofa", "bed", "lamp"), (0.8, 0.1, 0.1), "h5"),  # hit
    (12, "lamp", ("tv", "lamp", "sofa"), (0.5, 0.4, 0.1), "h5"),  # hit
]
HOUSEHOLDS = {
    "h1": (40.0, "Africa"),
    "h2": (500.0, "Africa"),
    "h3": (60.0, "Asia"),
    "h4": (5000.0, "Asia"),
    "h5": (3000.0, "Europe"),
}


def example(threshold):
    image, label, pred, score, hh = (list(c) for c in zip(*ROWS))
    return count_geodiversity(
        image,
        label,
        pred,
        score,
        household_ids=hh,
        incomes=[HOUSEHOLDS[h][0] for h in hh],
        regions=[HOUSEHOLDS[h][1] for h in hh],
        threshold=threshold,
    )


def test_worked_example_by_hand():
    c = example(0.1)
    # Buckets: ln(40)/3 = 1.23 -> low; ln(500)/3 = 2.07 -> medium; ln(60)/3 = 1.36 -> low;
    # ln(5000)/3 = 2.84 -> high; ln(3000)/3 = 2.67 -> high.
    assert c.household_ids == ("h1", "h2", "h3", "h4", "h5")
    assert c.hits.tolist() == [2, 1, 1, 1, 2]  # images 2 and 4 count once each
    assert c.images.tolist() == [3, 2, 1, 4, 2]
    rate = {"h1": F(2, 3), "h2": F(1, 2), "h3": F(1), "h4": F(1, 4), "h5": F(1)}
    assert household_hit_rates(c).tolist() == [float(rate[h]) for h in c.household_ids]

    region = group_scores(c, "region")
    assert region.group == ("Africa", "Asia", "Europe")
    want = [(rate["h1"] + rate["h2"]) / 2, (rate["h3"] + rate["h4"]) / 2, rate["h5"]]
    assert region.score.tolist() == pytest.approx([float(w) for w in want], abs=1e-15)
    assert [float(w) for w in want] == pytest.approx([7 / 12, 5 / 8, 1.0])
    assert region.households.tolist() == [2, 2, 1]

    income = group_scores(c, "income")
    assert income.group == ("low", "medium", "high")
    assert income.score.tolist() == pytest.approx([5 / 6, 1 / 2, 5 / 8], abs=1e-15)
    # Mean of household rates, not over images: pooled images would give 3/4 for low.
    assert income.image_rate.tolist() == pytest.approx([3 / 4, 1 / 2, 1 / 2], abs=1e-15)
    assert income.images.tolist() == [4, 2, 6]

    cross = group_scores(c, "income_region")
    assert cross.group == (
        "low / Africa",
        "low / Asia",
        "low / Europe",
        "medium / Africa",
        "medium / Asia",
        "medium / Europe",
        "high / Africa",
        "high / Asia",
        "high / Europe",
    )
    nan = float("nan")
    np.testing.assert_allclose(
        cross.score, [2 / 3, 1, nan, 1 / 2, nan, nan, nan, 1 / 4, 1], atol=1e-15
    )
    assert cross.households.tolist() == [1, 1, 0, 1, 0, 0, 0, 1, 1]


def test_threshold_decides_which_predictions_count():
    # Image 9's true label is predicted with score 0.05: a hit at t = 0, not at t = 0.1.
    assert example(0.0).hits.tolist() == [2, 1, 1, 2, 2]
    assert example(0.1).hits.tolist() == [2, 1, 1, 1, 2]
    # Without scores every listed prediction counts.
    image, label, pred, _, hh = (list(col) for col in zip(*ROWS))
    c = count_geodiversity(
        image,
        label,
        pred,
        household_ids=hh,
        incomes=[HOUSEHOLDS[h][0] for h in hh],
        regions=[HOUSEHOLDS[h][1] for h in hh],
    )
    assert c.hits.tolist() == [2, 1, 1, 2, 2]


def test_repeated_images_count_once():
    pred = [["a", "b"]] * 4
    c = count_geodiversity(
        ["x", "x", "x", "y"],
        ["c", "a", "d", "c"],
        pred,
        household_ids=[7, 7, 7, 7],
        incomes=[100] * 4,
        regions=["Asia"] * 4,
    )
    assert c.household_ids == ("7",)
    assert (c.hits.tolist(), c.images.tolist()) == ([1], [2])  # x hits once, y misses
    none = count_geodiversity(
        ["x", "x"],
        ["c", "d"],
        [["a", "b"]] * 2,
        household_ids=[7, 7],
        incomes=[100, 100],
        regions=["Asia", "Asia"],
    )
    assert (none.hits.tolist(), none.images.tolist()) == ([0], [1])
    # Integer labels work the same way.
    ints = count_geodiversity(
        [1, 1],
        [3, 4],
        [[4, 9], [4, 9]],
        household_ids=[7, 7],
        incomes=[100, 100],
        regions=["Asia", "Asia"],
    )
    assert (ints.hits.tolist(), ints.images.tolist()) == ([1], [1])


def test_merge_equals_one_shot():
    rng = np.random.default_rng(0)
    n_img = 600
    image_hh = rng.integers(0, 30, n_img)
    hh_income = rng.lognormal(5.5, 1.5, 30)
    hh_region = rng.choice(["Africa", "Americas", "Asia", "Europe"], 30)
    repeats = rng.integers(1, 4, n_img)
    img = np.repeat(np.arange(n_img), repeats)
    labels = rng.integers(0, 20, img.size)
    preds = np.repeat(rng.integers(0, 20, (n_img, 5)), repeats, axis=0)
    scores = np.repeat(rng.random((n_img, 5)), repeats, axis=0)
    hh = image_hh[img]
    kwargs = dict(household_ids=hh, incomes=hh_income[hh], regions=hh_region[hh])
    whole = count_geodiversity(img, labels, preds, scores, threshold=0.3, **kwargs)
    cut = [0, int(np.searchsorted(img, 200)), int(np.searchsorted(img, 450)), img.size]
    parts = [
        count_geodiversity(
            img[a:b],
            labels[a:b],
            preds[a:b],
            scores[a:b],
            threshold=0.3,
            **{k: v[a:b] for k, v in kwargs.items()},
        )
        for a, b in zip(cut, cut[1:])
    ]
    merged = parts[2].merge(parts[0]).merge(parts[1])
    assert merged.household_ids == whole.household_ids
    assert merged.hits.tolist() == whole.hits.tolist()
    assert merged.images.tolist() == whole.images.tolist()
    assert merged.incomes.tolist() == whole.incomes.tolist()
    assert merged.regions == whole.regions
    for by in ("region", "income", "income_region"):
        np.testing.assert_array_equal(group_scores(merged, by).score, group_scores(whole, by).score)


def test_merge_refuses_conflicting_households():
    a = count_geodiversity([1], ["c"], [["c"]], household_ids=["h"], incomes=[10], regions=["Asia"])
    b = count_geodiversity([2], ["c"], [["c"]], household_ids=["h"], incomes=[20], regions=["Asia"])
    with pytest.raises(ValueError, match="other: household 'h' has a different income"):
        a.merge(b)
    with pytest.raises(ValueError, match="other: expected threshold"):
        a.merge(
            count_geodiversity(
                [2],
                ["c"],
                [["c"]],
                household_ids=["h"],
                incomes=[10],
                regions=["Asia"],
                threshold=0.5,
            )
        )


BAD = [
    (dict(true_labels=["c", "d"]), ValueError, "true_labels: expected 1 entries"),
    (
        dict(predicted_labels=[["c"], ["d"]]),
        ValueError,
        r"predicted_labels: expected shape \(1, k\)",
    ),
    (dict(scores=[[np.nan]]), ValueError, "scores: expected numbers, found NaN at row 0"),
    (dict(scores=[[0.5, 0.2]]), ValueError, "scores: expected the shape of predicted_labels"),
    (dict(incomes=[np.nan]), ValueError, "incomes: expected a value for every example"),
    (dict(household_ids=[None]), ValueError, "household_ids: expected a value for every example"),
    (dict(regions=[3]), TypeError, "regions: expected region names"),
    (dict(predicted_labels=[[1]]), TypeError, "predicted_labels: expected the same kind of labels"),
    (dict(threshold=np.inf), ValueError, "threshold: expected a finite number"),
    (dict(image_ids=[]), ValueError, "image_ids: expected at least one row"),
]


@pytest.mark.parametrize("kwargs,error,message", BAD, ids=[b[2][:40] for b in BAD])
def test_bad_input_names_the_argument(kwargs, error, message):
    base = dict(
        image_ids=[1],
        true_labels=["c"],
        predicted_labels=[["c"]],
        scores=[[0.5]],
        household_ids=["h"],
        incomes=[100.0],
        regions=["Asia"],
    )
    with pytest.raises(error, match=message):
        count_geodiversity(**{**base, **kwargs})


def test_inconsistent_rows_are_errors():
    with pytest.raises(ValueError, match="incomes: household rows disagree"):
        count_geodiversity(
            [1, 2],
            ["c", "c"],
            [["c"], ["c"]],
            household_ids=["h", "h"],
            incomes=[10, 20],
            regions=["Asia", "Asia"],
        )
    with pytest.raises(ValueError, match="regions: household rows disagree"):
        count_geodiversity(
            [1, 2],
            ["c", "c"],
            [["c"], ["c"]],
            household_ids=["h", "h"],
            incomes=[10, 10],
            regions=["Asia", "Africa"],
        )
    with pytest.raises(
        ValueError, match="household_ids: image 1 is listed under households 'g' and 'h'"
    ):
        count_geodiversity(
            [1, 1],
            ["c", "d"],
            [["c"], ["c"]],
            household_ids=["g", "h"],
            incomes=[10, 10],
            regions=["Asia", "Asia"],
        )


# --- household bootstrap ---------------------------------------------------------------


def test_bootstrap_matches_the_normal_limit_of_resampling_households():
    """With many households and resamples, the percentile interval of a mean of n
    households resampled with replacement is mean +- 1.96 sd_pop / sqrt(n), where sd_pop
    is the spread of household rates (not of images)."""
    rng = np.random.default_rng(5)
    n = 200
    images = rng.integers(1, 80, n)
    hits = rng.binomial(images, rng.beta(2, 2, n))
    c = GeoCounts(0.0, [f"h{i}" for i in range(n)], hits, images, np.full(n, 100.0), ["Asia"] * n)
    lower, upper = household_bootstrap(c, "region", n_resamples=20000, seed=1)
    rates = hits / images
    half = 1.959964 * rates.std() / math.sqrt(n)
    assert (upper[0] - lower[0]) / 2 == pytest.approx(half, rel=0.05)
    assert (upper[0] + lower[0]) / 2 == pytest.approx(rates.mean(), abs=0.1 * half)


def test_bootstrap_is_seeded_per_group_and_blocks_do_not_matter():
    c = example(0.0)
    a = household_bootstrap(c, "income", n_resamples=300, seed=3)
    b = household_bootstrap(c, "income", n_resamples=300, seed=3, max_block=5)
    np.testing.assert_array_equal(a[0], b[0])
    np.testing.assert_array_equal(a[1], b[1])
    # Medium has one household: undefined. Low and high: an interval around the score.
    assert np.isnan(a[0][1]) and np.isnan(a[1][1])
    score = group_scores(c, "income").score
    assert np.all(a[0][[0, 2]] <= score[[0, 2]]) and np.all(score[[0, 2]] <= a[1][[0, 2]])
    # A group's interval does not depend on which other groups exist.
    only_low = GeoCounts(
        0.0,
        ["h1", "h3"],
        c.hits[[0, 2]],
        c.images[[0, 2]],
        c.incomes[[0, 2]],
        [c.regions[0], c.regions[2]],
    )
    low_only = household_bootstrap(only_low, "income", n_resamples=300, seed=3)
    assert (low_only[0][0], low_only[1][0]) == (a[0][0], a[1][0])


def test_bootstrap_covers_the_truth_at_about_the_nominal_rate():
    """Simulation: households with their own hit probability (images within a household
    are correlated); the group score's estimand is the mean household probability."""
    rng = np.random.default_rng(11)
    n_sims, n_households, truth = 300, 40, 0.6
    covered = 0
    for _ in range(n_sims):
        p = rng.beta(3, 2, n_households)  # mean 0.6
        images = rng.integers(5, 60, n_households)
        hits = rng.binomial(images, p)
        c = GeoCounts(
            0.0,
            [str(i) for i in range(n_households)],
            hits,
            images,
            np.full(n_households, 100.0),
            ["Asia"] * n_households,
        )
        lower, upper = household_bootstrap(
            c, "region", n_resamples=400, seed=int(rng.integers(1 << 30))
        )
        covered += lower[0] <= truth <= upper[0]
    # Nominal 0.95; the percentile bootstrap with 40 clusters runs a little under.
    assert 0.88 <= covered / n_sims <= 0.99


def test_bootstrap_arguments():
    c = example(0.0)
    with pytest.raises(ValueError, match="confidence: expected a value in"):
        household_bootstrap(c, confidence=95)
    with pytest.raises(ValueError, match="by: expected one of"):
        household_bootstrap(c, by="country")
    with pytest.raises(ValueError, match="n_resamples: expected a whole number"):
        household_bootstrap(c, n_resamples=0)
