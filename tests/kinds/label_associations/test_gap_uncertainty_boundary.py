"""Association-gap intervals and p-values where the delta method fails: zero cells.

With ``c(x, y) = 0`` for an identity (``c(x, y) = c(x)`` likewise) the delta method has no
variance, or an infinite gap, while that is where the strongest biases are (``beard``,
predicted only with ``man``). gap_uncertainty gives those rows the score interval of
score_interval (Wilson limits of each ``c(x, y) / c(x)``, combined by MOVER); these tests
check it against Newcombe's interval computed here by root finding, its p-value against
its interval at several levels, and its coverage by simulation at zero cells
(docs/statistics.md, "Association gaps", shows the rates; ``pytest -s`` prints them).
"""

from __future__ import annotations

import zlib

import numpy as np
import pytest
from scipy.optimize import brentq
from scipy.stats import norm

from tb_fairness.metrics.associations import METRIC_RANGES, METRICS, association, gap_table
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.gap_uncertainty import (
    STEEP_AT_ZERO,
    _of_joint,
    gap_uncertainty,
    score_interval,
)

FINITE_AT_ZERO = ["npmi_xy", "dp", "sdc", "ji", "tau_b"]  # the gap stays finite
INFINITE_AT_ZERO = ["npmi_y", "pmi", "pmi2", "llr", "t_test"]  # A = -inf at c(x, y) = 0


def beard(metric, level=0.95):
    """42 images of ``beard``, all of men: 5,000 men, 5,000 women, exclusive."""
    return gap_uncertainty(metric, 10_000, [5000, 5000], [42], [[42], [0]], [1, -1], level=level)


@pytest.mark.parametrize("metric", FINITE_AT_ZERO)
def test_beard_gap_has_a_finite_interval_excluding_zero(metric):
    u = beard(metric)
    gap = np.diff(association(metric, 10_000, np.array([5000, 5000]), 42, np.array([0, 42])))
    assert np.isfinite(u.lower[0]) and np.isfinite(u.upper[0])
    assert 0 < u.lower[0] < gap[0] < u.upper[0]
    assert u.p_value[0] < 0.001


@pytest.mark.parametrize("metric", INFINITE_AT_ZERO)
def test_beard_gap_that_is_infinite_has_a_finite_lower_end(metric):
    # A(woman, beard) = -inf, so the gap is +inf: [lower, +inf), lower > 0, p < 0.001.
    u = beard(metric)
    assert np.isfinite(u.lower[0]) and u.lower[0] > 0 and u.upper[0] == np.inf
    assert u.p_value[0] < 0.001
    assert np.isnan(u.se[0])


def test_beard_in_the_ranked_table_is_marked_and_ranked_by_its_bound():
    # 200 labels that do not differ, and beard; "significant only" and "rank by bound"
    # must keep it (it read "undefined: no variance" before).
    rng = np.random.default_rng(0)
    c_y = rng.integers(50, 400, size=200)
    men = rng.binomial(c_y, 0.5)
    counts = AssociationCounts(
        10_000,
        [f"l{i}" for i in range(200)] + ["beard"],
        ["man", "woman"],
        np.append(c_y, 42),
        [5000, 5000],
        [np.append(men, 42), np.append(c_y - men, 0)],
        [-1, -1],
    )
    for metric in ("npmi_xy", "dp", "pmi"):
        t = gap_table(counts, metric, a="man", b="woman", rank_by="bound")
        assert t.label[0] == "beard", metric
        assert t.significant[0] and t.p_value[0] < 0.001 and t.bound[0] > 0, metric


def _wilson(s, n, z):
    """Wilson limits as the roots of the score equation (p - pi)^2 = z^2 pi (1 - pi) / n."""
    p = s / n

    def f(pi):
        return (p - pi) ** 2 - z * z * pi * (1 - pi) / n

    lower = 0.0 if s == 0 else brentq(f, 0.0, p - 1e-13, xtol=1e-15)
    upper = 1.0 if s == n else brentq(f, p + 1e-13, 1.0, xtol=1e-15)
    return p, lower, upper


def _newcombe(s1, n1, s2, n2, level):
    z = norm.ppf(0.5 + level / 2)
    p1, l1, u1 = _wilson(s1, n1, z)
    p2, l2, u2 = _wilson(s2, n2, z)
    return p1 - p2 - np.hypot(p1 - l1, u2 - p2), p1 - p2 + np.hypot(u1 - p1, p2 - l2)


# Newcombe (1998), Table II, method 10, the examples with a zero cell.
PUBLISHED = {
    (5, 56, 0, 29): (-0.0381, 0.1926),
    (0, 10, 0, 20): (-0.1611, 0.2775),
    (0, 10, 0, 10): (-0.2775, 0.2775),
    (10, 10, 0, 20): (0.6791, 1.0000),
    (10, 10, 0, 10): (0.6075, 1.0000),
}


def test_dp_pair_at_zero_cells_is_newcombes_interval():
    cases = [*PUBLISHED, (0, 50, 7, 40), (12, 30, 0, 45), (0, 5000, 42, 5000), (3, 3, 1, 90)]
    for level in (0.9, 0.95, 0.99):
        s1, n1, s2, n2 = (np.array(v) for v in zip(*cases))
        u = gap_uncertainty("dp", n1 + n2, np.stack([n1, n2]), s1 + s2, np.stack([s1, s2]),
                            [1, -1], level=level)  # fmt: skip
        for i, case in enumerate(cases):
            lower, upper = _newcombe(*case, level)
            assert u.lower[i] == pytest.approx(lower, abs=1e-12), (case, level)
            assert u.upper[i] == pytest.approx(upper, abs=1e-12), (case, level)
            if level == 0.95 and case in PUBLISHED:
                assert (round(u.lower[i], 4), round(u.upper[i], 4)) == PUBLISHED[case]


def _boundary_rows(rng, rows=3000, m=3):
    """Counts with many zero (and some full) cells, from small to large."""
    c_x = rng.integers(5, 3000, size=(m, rows))
    q = rng.choice(
        [0.0, 1.0, 0.001, 0.01, 0.1, 0.5], size=(m, rows), p=[0.3, 0.05, 0.2, 0.2, 0.15, 0.1]
    )
    c_xy = rng.binomial(c_x, q)
    c_y = c_xy.sum(axis=0) + rng.integers(0, 200, size=rows)
    n = c_x.sum(axis=0) + 500
    return n, c_x, c_y, c_xy


@pytest.mark.parametrize("metric", list(METRICS))
def test_p_value_agrees_with_the_interval_at_every_level(metric):
    rng = np.random.default_rng(zlib.crc32(metric.encode()))
    n, c_x, c_y, c_xy = _boundary_rows(rng)
    for weights in ([1, -1, 0], [1, -0.5, -0.5]):
        at = {}
        for level in (0.8, 0.9, 0.95, 0.99, 0.999):
            u = gap_uncertainty(metric, n, c_x, c_y, c_xy, weights, level=level)
            known = ~np.isnan(u.p_value)
            excludes = (u.lower > 0) | (u.upper < 0)
            # Exactly, within one call.
            assert np.array_equal((u.p_value < 1 - level)[known], excludes[known]), level
            assert np.all((u.p_value[known] >= 0) & (u.p_value[known] <= 1))
            assert np.array_equal(known, ~np.isnan(u.lower)) and np.array_equal(
                known, ~np.isnan(u.upper)
            )
            at[level] = u
        # The p-value of one level against the intervals of the others (up to the root
        # search's tolerance), and the intervals nest.
        p = at[0.95].p_value
        for level, u in at.items():
            clear = known & (np.abs(p - (1 - level)) > 1e-6 * (1 - level))
            excludes = (u.lower > 0) | (u.upper < 0)
            assert np.array_equal((p < 1 - level)[clear], excludes[clear]), level
        wide, narrow = at[0.999], at[0.8]
        with np.errstate(invalid="ignore"):
            assert np.all((wide.lower <= narrow.lower + 1e-12)[known])
            assert np.all((wide.upper >= narrow.upper - 1e-12)[known])


@pytest.mark.parametrize("metric", list(METRICS))
def test_the_gap_is_inside_its_interval_and_rows_off_the_boundary_are_unchanged(metric):
    rng = np.random.default_rng(zlib.crc32(f"inside/{metric}".encode()))
    n, c_x, c_y, c_xy = _boundary_rows(rng)
    w = [1, -0.5, -0.5]
    u = gap_uncertainty(metric, n, c_x, c_y, c_xy, w)
    with np.errstate(invalid="ignore"):
        gap = np.sum(np.array(w)[:, None] * association(metric, n, c_x, c_y, c_xy), axis=0)
        known = ~np.isnan(u.lower)
        assert np.all((u.lower <= gap + 1e-12)[known] & (gap - 1e-12 <= u.upper)[known])
    # A zero cell has an interval unless the gap is undefined (inf - inf, a marginal 0).
    edge = np.any(c_xy == 0, axis=0)
    assert np.array_equal(known[edge], ~np.isnan(gap[edge]))
    # The rows off the boundary, alone, get the same numbers: each row is its own.
    inner = np.flatnonzero(~edge & ~np.any(c_xy == c_x, axis=0))[:500]
    alone = gap_uncertainty(metric, n[inner], c_x[:, inner], c_y[inner], c_xy[:, inner], w)
    for a, b in zip(alone, u):
        np.testing.assert_array_equal(a, b[inner])


def test_infinite_and_undefined_gaps():
    # pmi: 10 of 50 against 0 of 50 is +inf: [lower, +inf); 0 against 0 is inf - inf.
    u = gap_uncertainty("pmi", 100, [50, 50], [10, 10, 0], [[10, 0, 0], [0, 10, 0]], [1, -1])
    assert np.isfinite(u.lower[0]) and u.upper[0] == np.inf
    assert u.lower[1] == -np.inf and np.isfinite(u.upper[1])
    assert 0 < u.p_value[0] < 1 and u.p_value[0] == u.p_value[1]
    assert np.isnan(u.lower[2]) and np.isnan(u.upper[2]) and np.isnan(u.p_value[2])
    # nPMI at c(x, y) = 0 is -1; both identities at 0: a gap of 0, p = 1.
    u = gap_uncertainty("npmi_xy", 100, [50, 50], [10], [[0], [0]], [1, -1])
    assert u.lower[0] < 0 < u.upper[0] and u.p_value[0] == 1.0


def test_one_vs_rest_with_several_zero_cells_and_the_infinite_end():
    # a: 30 of 1,000; b, c: none of 1,000 each (pmi gap +inf, npmi_xy finite).
    args = (4000, [1000, 1000, 1000], [60], [[30], [0], [0]], [1, -0.5, -0.5])
    for metric in ("pmi", "npmi_xy", "dp"):
        u = gap_uncertainty(metric, *args)
        assert u.lower[0] > 0 and u.p_value[0] < 1e-3, metric
        assert (u.upper[0] == np.inf) == (metric == "pmi"), metric
    # Overlap counts are taken (and the correlation ignored) at the boundary.
    u = gap_uncertainty("npmi_xy", *args, overlap=[[1000, 50, 0], [50, 1000, 0], [0, 0, 1000]])
    assert np.isfinite(u.lower[0]) and u.p_value[0] < 1e-3


@pytest.mark.parametrize("metric", list(METRICS))
def test_every_metric_increases_with_the_joint_probability(metric):
    # The claim the score interval rests on: A(p(x), p(y), p(x, y)) increases in p(x, y)
    # on [0, p(x)] with the margins fixed (also past p(y), where p(x) u may land).
    rng = np.random.default_rng(zlib.crc32(metric.encode()))
    n = 10_000.0
    for _ in range(200):
        c_x, c_y = rng.uniform(1, 9999, size=2)
        grid = np.linspace(0.0, c_x, 2001)
        with np.errstate(divide="ignore", invalid="ignore"):
            values = association(metric, n, c_x, c_y, grid)
        finite = values[np.isfinite(values)]
        assert np.all(np.diff(finite) > 0), (metric, c_x, c_y)
        assert np.isfinite(values[1:]).all()
        assert values[0] == -np.inf or values[0] < values[1]


@pytest.mark.parametrize("metric", list(METRICS))
def test_the_root_search_evaluates_the_metric_as_association_does(metric):
    rng = np.random.default_rng(1)
    n = 5000.0
    c_x = rng.integers(1, 4999, size=(2, 400)).astype(float)
    c_y = rng.integers(1, 4999, size=400).astype(float)
    c = np.minimum(c_x, c_y) * rng.choice([0.0, 1.0, 0.3, 1e-6], size=(2, 400))
    f, constants = _of_joint(metric, n, c_x, c_y)
    with np.errstate(divide="ignore", invalid="ignore"):
        np.testing.assert_allclose(
            f(c, *constants), association(metric, n, c_x, c_y, c), rtol=1e-12, atol=1e-13
        )


def test_steep_metrics_are_those_with_an_infinite_slope_at_zero():
    for metric in METRICS:
        values = association(metric, 1000.0, 300.0, 200.0, np.array([0.0, 1e-9, 1e-8]))
        slope = (values[2] - values[1]) / 9e-9
        assert (metric in STEEP_AT_ZERO) == (values[0] == -np.inf or slope > 1e3), metric
    assert all(METRIC_RANGES[m] is None for m in INFINITE_AT_ZERO)


def _draws(group_p, q, n, m, reps, rng):
    """Multinomial draws of (group, y) cells; groups beyond the first m are "none"."""
    group_p, q = np.asarray(group_p), np.asarray(q)
    cells = rng.multinomial(n, np.stack([group_p * (1 - q), group_p * q], 1).reshape(-1), reps)
    c_g, c_gy = cells[:, 0::2] + cells[:, 1::2], cells[:, 1::2]
    truth = (n * group_p[:m], n * (group_p * q).sum(), n * group_p[:m] * q[:m])
    return (c_g[:, :m].T, c_gy.sum(1), c_gy[:, :m].T), truth


# name: (group probabilities, q = p(y | group), weights); N = 4,000, so c(b) is about 1,000
# and q_b = 0.001 leaves c(b, y) = 0 in about 37% of the draws.
COVERAGE = {
    "pair, q_a = 0.001": ([0.25, 0.25, 0.5], [0.001, 0.001, 0.01], [1, -1]),
    "pair, q_a = 0.02": ([0.25, 0.25, 0.5], [0.02, 0.001, 0.01], [1, -1]),
    "one-vs-rest, q_a = 0.001": ([0.25] * 4, [0.001, 0.001, 0.005, 0.02], [1, -0.5, -0.5]),
    "one-vs-rest, q_a = 0.02": ([0.25] * 4, [0.02, 0.001, 0.005, 0.02], [1, -0.5, -0.5]),
}
COVERAGE_REPS = 4000


@pytest.mark.parametrize("scenario", list(COVERAGE))
@pytest.mark.parametrize("metric", ["npmi_xy", "dp", "sdc"])
def test_coverage_at_zero_cells(scenario, metric):
    group_p, q, w = COVERAGE[scenario]
    rng = np.random.default_rng(zlib.crc32(f"{scenario}/{metric}".encode()))
    (c_x, c_y, c_xy), (t_x, t_y, t_xy) = _draws(group_p, q, 4000, len(w), COVERAGE_REPS, rng)
    truth = np.sum(np.asarray(w) * association(metric, 4000, t_x, t_y, t_xy))
    u = gap_uncertainty(metric, 4000, c_x, c_y, c_xy, w)
    covered = (u.lower <= truth) & (truth <= u.upper)
    edge = np.any(c_xy == 0, axis=0)
    print(
        f"coverage {metric} {scenario}: {covered.mean():.3f} "
        f"(zero-cell rows {edge.mean():.0%}: {covered[edge].mean():.3f}, "
        f"others {covered[~edge].mean():.3f})"
    )
    # 4,000 draws: a standard error of 0.0035 at 0.95; the zero-cell rows alone, 0.006.
    assert covered.mean() >= 0.935, (scenario, metric, covered.mean())
    assert covered[edge].mean() >= 0.93, (scenario, metric, covered[edge].mean())


def test_score_interval_alone_and_its_inputs():
    s = score_interval("dp", 150, [70, 80], [48], [[0], [48]], [1, -1])
    lower, upper = _newcombe(0, 70, 48, 80, 0.95)
    assert s.lower[0] == pytest.approx(lower, abs=1e-12)
    assert s.upper[0] == pytest.approx(upper, abs=1e-12)
    # A marginal count of 0 leaves the gap undefined.
    s = score_interval("pmi", 150, [0, 80], [48], [[0], [48]], [1, -1])
    assert np.isnan(s.lower[0]) and np.isnan(s.p_value[0])


def test_rows_not_tested_get_no_p_value_and_the_same_interval():
    rng = np.random.default_rng(4)
    n, c_x, c_y, c_xy = _boundary_rows(rng, rows=600)
    tested = rng.uniform(size=600) < 0.3
    for metric in ("npmi_xy", "dp", "pmi"):
        every = gap_uncertainty(metric, n, c_x, c_y, c_xy, [1, -0.5, -0.5])
        some = gap_uncertainty(metric, n, c_x, c_y, c_xy, [1, -0.5, -0.5], tested=tested)
        np.testing.assert_array_equal(some.lower, every.lower)
        np.testing.assert_array_equal(some.upper, every.upper)
        np.testing.assert_array_equal(some.p_value[tested], every.p_value[tested])
        assert np.isnan(some.p_value[~tested]).all()
