"""Wilson and Newcombe intervals against scipy, root finding and Newcombe's (1998) tables."""

import doctest
import math

import numpy as np
import pytest
import scipy.optimize
import scipy.stats

from tb_fairness.metrics import intervals
from tb_fairness.metrics.intervals import newcombe_interval, wilson_interval, z_value


def score_root_limits(s, n, level):
    """Wilson's limits found as the roots of the score equation, not by its closed form.

    The limits are the proportions pi where (s/n - pi)^2 = z^2 pi (1 - pi) / n, below and
    above s/n; found with brentq, each on its own side of s/n.
    """
    z = scipy.stats.norm.ppf(1 - (1 - level) / 2)
    p = s / n

    def f(pi):
        return (p - pi) ** 2 - z * z * pi * (1 - pi) / n

    # At s = n (s = 0) the estimate itself is a root; bracket the other one just below
    # (above) it, where f < 0.
    below = p - 1e-9 if s == n else p
    above = p + 1e-9 if s == 0 else p
    lower = 0.0 if s == 0 else scipy.optimize.brentq(f, 0.0, below, xtol=1e-15, rtol=1e-15)
    upper = 1.0 if s == n else scipy.optimize.brentq(f, above, 1.0, xtol=1e-15, rtol=1e-15)
    return lower, upper


def newcombe_by_hand(s1, n1, s2, n2, level):
    """Newcombe (1998) method 10 from its definition, on root-found Wilson limits."""
    p1, p2 = s1 / n1, s2 / n2
    l1, u1 = score_root_limits(s1, n1, level)
    l2, u2 = score_root_limits(s2, n2, level)
    d = p1 - p2
    return (
        d,
        d - math.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2),
        d + math.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2),
    )


@pytest.mark.parametrize("level", [0.8, 0.95, 0.99])
def test_wilson_matches_scipy_binomtest(level):
    cases = [(k, n) for n in range(1, 41) for k in range(n + 1)]
    cases += [(0, 1000), (1, 1000), (500, 1000), (999, 1000), (1000, 1000), (12345, 98765)]
    s = np.array([k for k, _ in cases])
    n = np.array([m for _, m in cases])
    got = wilson_interval(s, n, level)
    for i, (k, m) in enumerate(cases):
        ci = scipy.stats.binomtest(k, m).proportion_ci(confidence_level=level, method="wilson")
        assert got.estimate[i] == k / m
        assert got.lower[i] == pytest.approx(ci.low, abs=1e-12)
        assert got.upper[i] == pytest.approx(ci.high, abs=1e-12)


def test_wilson_matches_root_finding_and_is_exact_at_the_ends():
    rng = np.random.default_rng(0)
    n = rng.integers(1, 500, 200)
    s = (rng.random(200) * (n + 1)).astype(int)
    got = wilson_interval(s, n, 0.9)
    for i in range(200):
        lower, upper = score_root_limits(int(s[i]), int(n[i]), 0.9)
        assert got.lower[i] == pytest.approx(lower, abs=1e-10)
        assert got.upper[i] == pytest.approx(upper, abs=1e-10)
    ends = wilson_interval([0, 7], [7, 7])
    assert ends.lower[0] == 0.0 and ends.upper[1] == 1.0
    assert np.all(got.lower <= got.estimate) and np.all(got.estimate <= got.upper)


def test_wilson_broadcasts_and_is_undefined_without_trials():
    got = wilson_interval(np.array([[0], [1], [2]]), np.array([2, 4]))
    assert got.lower.shape == (3, 2)
    np.testing.assert_array_equal(got.estimate, [[0, 0], [0.5, 0.25], [1, 0.5]])
    empty = wilson_interval([0, 0, 1], [0, 0, 1])
    assert np.isnan(empty.estimate[:2]).all() and np.isnan(empty.lower[:2]).all()
    assert np.isnan(empty.upper[:2]).all()
    assert not np.isnan(empty.lower[2])
    with pytest.raises(ValueError, match="successes: expected successes <= totals"):
        wilson_interval(np.array([[0], [1], [3]]), np.array([2, 4]))


# Newcombe (1998), "Interval estimation for the difference between independent
# proportions: comparison of eleven methods", Stat Med 17:873-890, Table II, method 10.
NEWCOMBE_1998_TABLE_II = [
    ((56, 70, 48, 80), (0.0524, 0.3339)),
    ((9, 10, 3, 10), (0.1705, 0.8090)),
    ((5, 56, 0, 29), (-0.0381, 0.1926)),
    ((0, 10, 0, 20), (-0.1611, 0.2775)),
    ((0, 10, 0, 10), (-0.2775, 0.2775)),
    ((10, 10, 0, 20), (0.6791, 1.0000)),
    ((10, 10, 0, 10), (0.6075, 1.0000)),
]


@pytest.mark.parametrize("counts, limits", NEWCOMBE_1998_TABLE_II)
def test_newcombe_reproduces_the_published_examples(counts, limits):
    got = newcombe_interval(*counts)
    assert float(got.estimate) == pytest.approx(counts[0] / counts[1] - counts[2] / counts[3])
    assert round(float(got.lower), 4) == limits[0]
    assert round(float(got.upper), 4) == limits[1]


def test_newcombe_matches_its_definition_on_root_found_wilson_limits():
    rng = np.random.default_rng(1)
    n1, n2 = rng.integers(1, 300, 150), rng.integers(1, 300, 150)
    s1 = (rng.random(150) * (n1 + 1)).astype(int)
    s2 = (rng.random(150) * (n2 + 1)).astype(int)
    for level in (0.9, 0.95):
        got = newcombe_interval(s1, n1, s2, n2, level)
        for i in range(150):
            d, lower, upper = newcombe_by_hand(
                int(s1[i]), int(n1[i]), int(s2[i]), int(n2[i]), level
            )
            assert got.estimate[i] == pytest.approx(d, abs=1e-14)
            assert got.lower[i] == pytest.approx(lower, abs=1e-9)
            assert got.upper[i] == pytest.approx(upper, abs=1e-9)


def test_newcombe_is_undefined_when_a_side_is_empty_and_broadcasts():
    got = newcombe_interval([3, 0, 2], [5, 0, 4], np.array([[1], [0]]), np.array([[2], [0]]))
    assert got.lower.shape == (2, 3)
    assert np.isnan(got.estimate[1]).all() and np.isnan(got.lower[1]).all()
    assert np.isnan(got.upper[:, 1]).all()
    assert not np.isnan(got.lower[0, [0, 2]]).any()
    assert np.all((got.lower[0, [0, 2]] >= -1) & (got.upper[0, [0, 2]] <= 1))


def test_z_value_is_the_normal_quantile():
    assert z_value(0.95) == pytest.approx(1.959963984540054, abs=1e-14)
    assert z_value(0.9) == pytest.approx(scipy.stats.norm.ppf(0.95))


@pytest.mark.parametrize(
    "call, message",
    [
        (lambda: wilson_interval(3, 2), "successes: expected successes <= totals"),
        (lambda: wilson_interval(-1, 2), "successes: expected counts >= 0"),
        (lambda: wilson_interval(1.5, 2), "successes: expected whole counts"),
        (lambda: wilson_interval(1, np.nan), "totals: expected whole counts"),
        (lambda: wilson_interval(True, 2), "successes: expected counts"),
        (lambda: wilson_interval([1, 2], [3, 4, 5]), "successes, totals: shapes"),
        (lambda: wilson_interval(1, 2, level=1.0), "level: expected a confidence level"),
        (lambda: wilson_interval(1, 2, level=95), "level: expected a confidence level"),
        (lambda: newcombe_interval(1, 2, 5, 4), "s2: expected s2 <= n2"),
        (lambda: newcombe_interval([1, 2], [2, 3], [1, 1, 1], [2, 2, 2]), "s1, n1, s2, n2"),
    ],
)
def test_bad_input_names_the_argument(call, message):
    with pytest.raises((ValueError, TypeError), match=message):
        call()


def test_level_must_be_a_number():
    with pytest.raises(TypeError, match="level"):
        wilson_interval(1, 2, level="0.95")


def test_doctests():
    result = doctest.testmod(intervals, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.attempted > 0 and result.failed == 0
