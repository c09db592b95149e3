"""Intervals and p-values of association gaps, checked by simulation from a known truth.

Each scenario fixes the probabilities of the 8 cells (identity a?, identity b?, label y?)
of one example; replications draw N examples from that multinomial, and each replication
is one "row" of the vectorised code. The truth is the metric at the cell probabilities.
The 95% interval must cover it in 93-97% of at least 1,000 replications, for every
metric, with small and large counts, exclusive and overlapping identities.
"""

from __future__ import annotations

import zlib

import numpy as np
import pytest
from scipy.stats import false_discovery_control

from tb_fairness.metrics.associations import METRICS, association
from tb_fairness.metrics.gap_uncertainty import gap_uncertainty
from tb_fairness.metrics.significance import benjamini_hochberg, conservative_bound

REPLICATIONS = 1500
# Cell index = 4 a + 2 b + y.
A, B, Y = (np.arange(8) // 4) % 2 == 1, (np.arange(8) // 2) % 2 == 1, np.arange(8) % 2 == 1

SCENARIOS = {
    # name: (cell probabilities, N)
    "exclusive, large": ([0.2, 0.1, 0.25, 0.05, 0.3, 0.1, 0, 0], 20_000),
    "exclusive, small": ([0.80, 0.02, 0.0, 0.0, 0.085, 0.015, 0.072, 0.008], 1_000),
    "overlapping, large": ([0.4, 0.02, 0.1, 0.02, 0.1, 0.02, 0.2, 0.14], 3_000),
    "overlapping, small": ([0.55, 0.05, 0.12, 0.02, 0.12, 0.03, 0.08, 0.03], 600),
}


def _cells(probs, n, rng, reps=REPLICATIONS):
    probs = np.asarray(probs, dtype=float) / np.sum(probs)
    cells = rng.multinomial(n, probs, size=reps)
    return probs, lambda mask: cells[:, mask].sum(axis=1)


@pytest.mark.parametrize("scenario", list(SCENARIOS))
@pytest.mark.parametrize("metric", list(METRICS))
def test_pair_gap_interval_covers_the_truth(scenario, metric):
    probs, n = SCENARIOS[scenario]
    rng = np.random.default_rng(zlib.crc32(f"{scenario}/{metric}".encode()))
    probs, count = _cells(probs, n, rng)
    truth_counts = lambda mask: probs[mask].sum() * n  # noqa: E731
    values = association(
        metric,
        n,
        np.array([truth_counts(A), truth_counts(B)]),
        truth_counts(Y),
        np.array([truth_counts(A & Y), truth_counts(B & Y)]),
    )
    truth = values[0] - values[1]
    overlap = np.zeros((2, 2, REPLICATIONS))
    joint = np.zeros((2, 2, REPLICATIONS))
    overlap[0, 1] = overlap[1, 0] = count(A & B)
    joint[0, 1] = joint[1, 0] = count(A & B & Y)
    u = gap_uncertainty(
        metric,
        n,
        np.stack([count(A), count(B)]),
        count(Y),
        np.stack([count(A & Y), count(B & Y)]),
        [1, -1],
        overlap=overlap,
        overlap_joint=joint,
    )
    covered = (u.lower <= truth) & (truth <= u.upper)
    print(f"coverage {metric} {scenario}: {covered.mean():.3f}")
    assert 0.93 <= covered.mean() <= 0.97, (scenario, metric, covered.mean())


@pytest.mark.parametrize("metric", ["dp", "npmi_xy", "pmi", "tau_b"])
def test_one_vs_rest_gap_interval_covers_the_truth(metric):
    # Three identities, the third overlapping the first; a vs the mean of b and c.
    rng = np.random.default_rng(7)
    n = 4000
    # Per example: identity among {a only, b only, c only, a and c, none}, then y.
    groups = np.array([0.25, 0.3, 0.15, 0.1, 0.2])
    p_y = np.array([0.3, 0.15, 0.2, 0.4, 0.1])
    probs = np.stack([groups * (1 - p_y), groups * p_y], axis=1).reshape(-1)  # (10,) g-major
    member = np.array([[1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 0, 1], [0, 0, 0]], bool)
    has = np.repeat(member, 2, axis=0)  # (10, 3)
    y = np.tile([False, True], 5)
    cells = rng.multinomial(n, probs, size=REPLICATIONS)
    c_x = np.stack([cells[:, has[:, k]].sum(1) for k in range(3)])
    c_xy = np.stack([cells[:, has[:, k] & y].sum(1) for k in range(3)])
    c_y = cells[:, y].sum(1)
    overlap = np.zeros((3, 3, REPLICATIONS))
    joint = np.zeros((3, 3, REPLICATIONS))
    both = has[:, 0] & has[:, 2]
    overlap[0, 2] = overlap[2, 0] = cells[:, both].sum(1)
    joint[0, 2] = joint[2, 0] = cells[:, both & y].sum(1)
    t_x = np.array([probs[has[:, k]].sum() for k in range(3)]) * n
    t_xy = np.array([probs[has[:, k] & y].sum() for k in range(3)]) * n
    values = association(metric, n, t_x, probs[y].sum() * n, t_xy)
    truth = values[0] - values[1:].mean()
    u = gap_uncertainty(
        metric, n, c_x, c_y, c_xy, [1, -0.5, -0.5], overlap=overlap, overlap_joint=joint
    )
    covered = (u.lower <= truth) & (truth <= u.upper)
    print(f"coverage {metric} one-vs-rest: {covered.mean():.3f}")
    assert 0.93 <= covered.mean() <= 0.97, (metric, covered.mean())


def test_standard_error_matches_the_spread_of_the_estimates():
    rng = np.random.default_rng(3)
    probs, count = _cells(SCENARIOS["overlapping, large"][0], 3000, rng, reps=4000)
    c_x = np.stack([count(A), count(B)])
    c_xy = np.stack([count(A & Y), count(B & Y)])
    overlap = np.zeros((2, 2, 4000))
    joint = np.zeros((2, 2, 4000))
    overlap[0, 1] = overlap[1, 0] = count(A & B)
    joint[0, 1] = joint[1, 0] = count(A & B & Y)
    for metric in METRICS:
        values = association(metric, 3000, c_x, count(Y), c_xy)
        gaps = values[0] - values[1]
        u = gap_uncertainty(
            metric, 3000, c_x, count(Y), c_xy, [1, -1], overlap=overlap, overlap_joint=joint
        )
        assert np.nanmean(u.se) == pytest.approx(np.std(gaps), rel=0.06), metric


def test_exclusive_log_relative_risk_by_hand():
    # pmi gap of exclusive identities = ln of the relative risk p(y|a) / p(y|b).
    u = gap_uncertainty("pmi", 2000, [1000, 1000], [500], [[300], [200]], [1, -1])
    se = np.sqrt(0.7 / 300 + 0.8 / 200)
    assert u.se[0] == pytest.approx(se, rel=1e-12)
    gap = np.log(0.3 / 0.2)
    assert u.lower[0] == pytest.approx(gap - 1.959963984540054 * se, rel=1e-12)


def test_dp_pair_of_exclusive_identities_is_newcombes_interval():
    # Newcombe (1998), Table II example (e): 56/70 - 48/80, method 10: 0.0524 to 0.3339.
    u = gap_uncertainty("dp", 150, [70, 80], [104], [[56], [48]], [1, -1])
    assert (round(float(u.lower[0]), 4), round(float(u.upper[0]), 4)) == (0.0524, 0.3339)


def test_half_infinite_where_a_log_metric_is_infinite():
    # A(b) = -inf, so the gap is +inf: the score interval [lower, +inf) and its p-value
    # (test_gap_uncertainty_boundary.py); inf - inf stays undefined.
    u = gap_uncertainty("pmi", 100, [50, 50], [10, 0], [[10, 0], [0, 0]], [1, -1])
    assert np.isfinite(u.lower[0]) and u.upper[0] == np.inf and 0 < u.p_value[0] < 1
    assert np.isnan(u.se[0])
    assert np.isnan(u.lower[1]) and np.isnan(u.upper[1]) and np.isnan(u.p_value[1])


def test_p_values_are_uniform_under_no_difference():
    rng = np.random.default_rng(11)
    probs, count = _cells([0.2, 0.1, 0.21, 0.09, 0.28, 0.12, 0, 0], 5000, rng, reps=4000)
    u = gap_uncertainty(
        "dp",
        5000,
        np.stack([count(A), count(B)]),
        count(Y),
        np.stack([count(A & Y), count(B & Y)]),
        [1, -1],
    )
    assert np.mean(u.p_value < 0.05) == pytest.approx(0.05, abs=0.012)
    assert np.mean(u.p_value < 0.5) == pytest.approx(0.5, abs=0.03)


def _bh_by_hand(p, q):
    """Step-up: reject the k smallest, k the largest index with p_(k) <= k q / m."""
    order = np.argsort(p)
    m = len(p)
    passed = [k for k in range(1, m + 1) if p[order[k - 1]] <= k * q / m]
    out = np.zeros(m, bool)
    if passed:
        out[order[: max(passed)]] = True
    return out


def test_benjamini_hochberg_equals_scipy_and_the_definition():
    rng = np.random.default_rng(5)
    p = np.concatenate([rng.uniform(size=900), rng.beta(0.3, 8, size=100)])
    for q in (0.01, 0.05, 0.2):
        ours = benjamini_hochberg(p, q)
        assert np.array_equal(ours, false_discovery_control(p, method="bh") <= q)
        assert np.array_equal(ours, _bh_by_hand(p, q))
    # Ties (also at the threshold), none or all passing, p-values at 0 and 1.
    for p in (
        [0.01] * 5 + [0.5] * 5,
        [0.04, 0.04, 0.04, 0.9],
        [0.9, 0.95, 1.0],
        [0.0] * 4,
        np.round(rng.uniform(size=500) ** 3, 3),
    ):
        p = np.asarray(p, dtype=np.float64)
        for q in (0.05, 0.1, 0.5):
            assert np.array_equal(
                benjamini_hochberg(p, q), false_discovery_control(p, method="bh") <= q
            ), (p, q)
    # Undefined p-values are left out of m and never marked.
    p = np.array([0.001, np.nan, 0.02, np.nan, 0.3])
    assert benjamini_hochberg(p, 0.05).tolist() == [True, False, True, False, False]


@pytest.mark.slow
def test_benjamini_hochberg_controls_the_false_discovery_rate():
    # 500 tables of 2,000 labels: 10% with a real gap; the realised FDR averages <= q.
    rng = np.random.default_rng(9)
    q, fdp = 0.1, []
    for _ in range(500):
        n_a = n_b = 2000
        p_a = rng.uniform(0.05, 0.3, size=2000)
        real = rng.uniform(size=2000) < 0.1
        p_b = np.where(real, p_a * 0.6, p_a)
        c_a, c_b = rng.binomial(n_a, p_a), rng.binomial(n_b, p_b)
        u = gap_uncertainty(
            "dp", n_a + n_b, np.array([n_a, n_b]), c_a + c_b, np.stack([c_a, c_b]), [1, -1]
        )
        found = benjamini_hochberg(u.p_value, q)
        fdp.append(np.sum(found & ~real) / max(np.sum(found), 1))
    assert np.mean(fdp) <= q + 0.01


def test_conservative_bound_is_the_end_nearest_zero():
    gap = np.array([0.5, -0.4, 0.1, 2.0])
    lower = np.array([0.2, -0.6, -0.1, np.nan])
    upper = np.array([0.8, -0.1, 0.3, np.nan])
    out = conservative_bound(gap, lower, upper)
    assert out[:3].tolist() == [0.2, -0.1, 0.0] and np.isnan(out[3])


def test_benjamini_hochberg_rejects_a_bad_rate():
    with pytest.raises(ValueError, match="q: expected"):
        benjamini_hochberg([0.1], q=1.5)
