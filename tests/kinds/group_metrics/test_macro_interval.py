"""The macro average's interval (groups.macro_interval): by hand, and coverage of the mean
of the classes' true rates by simulation."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import norm

from tb_fairness.metrics.groups import RateTable, macro_average, macro_interval


def table_of(successes, totals, sufficient=None):
    """A rate table of K classes x G groups from successes and totals (K, G)."""
    s = np.asarray(successes, dtype=np.int64)
    n = np.asarray(totals, dtype=np.int64)
    ok = np.ones(s.shape, bool) if sufficient is None else np.asarray(sufficient)
    value = np.where(ok, s / n, np.nan)
    state = np.where(ok, None, "insufficient").astype(object)
    K, G = s.shape
    return RateTable(
        "recall",
        tuple(f"c{k}" for k in range(K)),
        tuple(f"g{g}" for g in range(G)),
        s,
        n,
        value,
        value,
        value,
        state,
    )


def test_by_hand():
    t = table_of(
        [[80, 30], [60, 10], [5, 20]],
        [[100, 40], [100, 20], [10, 30]],
        sufficient=[[True, True], [True, True], [False, True]],
    )
    z = norm.ppf(0.975)
    lower, upper = macro_interval(t)
    for g, rows in ((0, [0, 1]), (1, [0, 1, 2])):
        s, n = t.successes[rows, g], t.totals[rows, g]
        centre = (s + z * z / 2) / (n + z * z)
        half = z * np.sqrt(np.sum(centre * (1 - centre) / (n + z * z))) / len(rows)
        mean = np.mean(s / n)
        assert macro_average(t).value[g] == pytest.approx(mean)
        assert (lower[g], upper[g]) == pytest.approx((mean - half, mean + half))
    nobody = table_of([[1]], [[2]], sufficient=[[False]])
    assert np.isnan(macro_interval(nobody)[0]).all()


@pytest.mark.parametrize(
    "classes, n_range, p_range",
    [
        (10, (50, 60), (0.5, 0.99)),
        (20, (50, 300), (0.8, 0.999)),
        (30, (200, 500), (0.3, 0.9)),
    ],
)
def test_coverage(classes, n_range, p_range):
    rng = np.random.default_rng(classes)
    p = rng.uniform(*p_range, size=(classes, 1))
    n = rng.integers(*n_range, size=(classes, 1))
    reps, hits = 2000, 0
    for _ in range(reps):
        lower, upper = macro_interval(table_of(rng.binomial(n, p), n))
        hits += lower[0] <= p.mean() <= upper[0]
    print(f"coverage macro average ({classes} classes): {hits / reps:.3f}")
    assert 0.93 <= hits / reps <= 0.97


@pytest.mark.parametrize("classes, people", [(8, 60), (20, 200)])
def test_macro_mar_coverage(classes, people):
    """Per class, people's IoUs drawn from a class-specific Beta; the truth is the mean
    over classes of each class's expected score (share of thresholds passed)."""
    from tb_fairness.metrics.detection import (
        DEFAULT_THRESHOLDS,
        average_recall,
        count_detection,
        macro_mar,
    )

    rng = np.random.default_rng(classes)
    a, b = rng.uniform(1, 8, classes), rng.uniform(1, 4, classes)
    thresholds = np.asarray(DEFAULT_THRESHOLDS)
    draws = rng.beta(a[:, None], b[:, None], size=(classes, 200_000))
    truth = np.mean([(draws[k][:, None] >= thresholds).mean() for k in range(classes)])
    names = np.repeat([f"c{k}" for k in range(classes)], people)
    hits = 0
    reps = 600
    for _ in range(reps):
        ious = rng.beta(np.repeat(a, people), np.repeat(b, people))
        counts = count_detection(ious, {"g": ["x"] * ious.size}, classes=names)
        value, lower, upper, _ = macro_mar(average_recall(counts, min_count=1))
        hits += lower[0] <= truth <= upper[0]
    print(f"coverage macro mAR ({classes} classes x {people}): {hits / reps:.3f}")
    assert 0.93 <= hits / reps <= 0.97
