"""Intervals of picked-out numbers (metrics/selection.py): brute force, and coverage of the
true worst group, largest |gap| and spread, which is at least the level by construction."""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import norm

from tb_fairness.metrics.intervals import wilson_interval
from tb_fairness.metrics.selection import bonferroni_level, highest, largest_abs, lowest, spread


def test_against_brute_force():
    rng = np.random.default_rng(0)
    value = rng.normal(size=12)
    value[3] = np.nan  # no value: left out
    half = rng.uniform(0.1, 1.0, size=12)
    lo, hi = value - half, value + half
    ok = ~np.isnan(value)
    assert lowest(value, lo, hi) == (min(lo[ok]), min(hi[ok]))
    assert highest(value, lo, hi) == (max(lo[ok]), max(hi[ok]))
    near = [0.0 if a <= 0 <= b else min(abs(a), abs(b)) for a, b in zip(lo[ok], hi[ok])]
    far = [max(abs(a), abs(b)) for a, b in zip(lo[ok], hi[ok])]
    assert largest_abs(value, lo, hi) == (max(near), max(far))
    assert spread(value, lo, hi) == pytest.approx(
        (max(0.0, max(lo[ok]) - min(hi[ok])), max(hi[ok]) - min(lo[ok]))
    )
    hi[5] = np.nan  # a value without an interval: that end is unknown
    assert np.isnan(lowest(value, lo, hi)[1]) and not np.isnan(lowest(value, lo, hi)[0])


@pytest.mark.parametrize("groups, n", [(2, 100), (5, 400), (12, 2000)])
def test_coverage_is_at_least_the_level(groups, n):
    rng = np.random.default_rng(groups)
    truth = rng.uniform(0.2, 0.8, size=groups)
    truth[0] = truth[1] - 0.01  # two near-ties for the worst group
    level = bonferroni_level(0.95, groups)
    hits = np.zeros(3)
    reps = 2000
    for _ in range(reps):
        k = rng.binomial(n, truth)
        r = wilson_interval(k, np.full(groups, n), level)
        est = k / n
        for i, (f, true) in enumerate(
            ((lowest, truth.min()), (highest, truth.max()), (spread, truth.max() - truth.min()))
        ):
            a, b = f(est, r.lower, r.upper)
            hits[i] += a <= true <= b
    coverage = hits / reps
    print(f"coverage worst, best, spread ({groups} groups, n={n}): {coverage.round(3)}")
    assert np.all(coverage >= 0.94)  # >= 0.95 up to simulation noise


def test_largest_abs_coverage():
    rng = np.random.default_rng(3)
    truth = np.r_[rng.normal(0, 0.05, 200), 0.3, -0.28]
    se = rng.uniform(0.02, 0.06, truth.size)
    z = norm.ppf(1 - (1 - bonferroni_level(0.95, truth.size)) / 2)
    hits = 0
    for _ in range(2000):
        est = truth + rng.normal(0, se)
        a, b = largest_abs(est, est - z * se, est + z * se)
        hits += a <= np.abs(truth).max() <= b
    print(f"coverage max |gap|: {hits / 2000:.3f}")
    assert hits / 2000 >= 0.94
