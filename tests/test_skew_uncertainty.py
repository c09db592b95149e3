"""Cramer's V intervals and p-values, against scipy and by simulation from a known truth.

Each replication is one class of a SkewCounts: a table of groups x predicted labels drawn
from a multinomial with known cell probabilities, whose population V is the truth.
"""
from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import chi2_contingency

from tb_fairness.metrics.skew import SkewCounts, effect_sizes
from tb_fairness.metrics.skew_uncertainty import v_interval

REPLICATIONS = 1000


def population_v(P):
    pi, pj = P.sum(axis=1, keepdims=True), P.sum(axis=0, keepdims=True)
    return np.sqrt(((P - pi * pj) ** 2 / (pi * pj)).sum() / (min(P.shape) - 1))


def replications(P, n, seed, reps=REPLICATIONS):
    """SkewCounts with one class per replication (class i: replication i's table)."""
    rng = np.random.default_rng(seed)
    G, L = P.shape
    tables = rng.multinomial(n, P.ravel(), size=reps).reshape(reps, G, L)
    k, g, p = np.nonzero(tables)
    counts = SkewCounts(tuple(f"class{i}" for i in range(reps)), tuple(f"g{i}" for i in range(G)),
                        tuple(f"p{i}" for i in range(L)), k, g, p, tables[k, g, p])
    return counts, tables


SCENARIOS = {
    # name: (groups x labels, n, how the cell probabilities are drawn, seed)
    "2x2, n=200": ((2, 2), 200, "dirichlet", 3),
    "2x2, n=2000": ((2, 2), 2000, "dirichlet", 4),
    "2x4, n=500, weak": ((2, 4), 500, "weak", 5),
    "3x5, n=300": ((3, 5), 300, "dirichlet", 6),
    "4x6, n=2000": ((4, 6), 2000, "dirichlet", 7),
    "4x10, n=5000, weak": ((4, 10), 5000, "weak", 8),
}


def cell_probabilities(shape, how, seed):
    rng = np.random.default_rng(seed)
    if how == "dirichlet":
        P = rng.dirichlet(np.full(shape[0] * shape[1], 1.5)).reshape(shape)
    else:  # near independence: a tenth of the mass placed at random
        P = 0.9 * np.outer(rng.dirichlet(np.full(shape[0], 3.0)),
                           rng.dirichlet(np.full(shape[1], 3.0)))
        P += 0.1 * rng.dirichlet(np.ones(P.size)).reshape(shape)
    return P


@pytest.mark.parametrize("scenario", list(SCENARIOS))
def test_v_interval_covers_the_population_v(scenario):
    shape, n, how, seed = SCENARIOS[scenario]
    P = cell_probabilities(shape, how, seed)
    truth = population_v(P)
    counts, _ = replications(P, n, seed)
    e = effect_sizes(counts, mev=0)
    r = v_interval(e)
    defined = ~np.isnan(e.v)
    assert defined.mean() > 0.99
    covered = (r.lower[defined] <= truth) & (truth <= r.upper[defined])
    print(f"coverage V {scenario} (V = {truth:.3f}): {covered.mean():.3f}")
    assert 0.93 <= covered.mean() <= 0.97, (scenario, round(truth, 3), covered.mean())


def test_p_values_and_phi2_equal_scipy():
    P = cell_probabilities((3, 4), "dirichlet", 1)
    counts, tables = replications(P, 150, 2, reps=50)
    e = effect_sizes(counts, mev=0)
    r = v_interval(e)
    for i, table in enumerate(tables):
        table = table[:, table.sum(axis=0) > 0]
        assert r.p_value[i] == pytest.approx(chi2_contingency(table)[1], rel=1e-9)
        x2 = chi2_contingency(table, correction=False)[0]
        assert e.phi2[i] * e.n_table[i] == pytest.approx(x2, rel=1e-9)
    P2 = cell_probabilities((2, 2), "dirichlet", 2)
    counts, tables = replications(P2, 80, 3, reps=30)
    r = v_interval(effect_sizes(counts, mev=0))
    for i, table in enumerate(tables):
        assert r.p_value[i] == pytest.approx(chi2_contingency(table)[1], rel=1e-9)  # Yates


def test_delta_variance_matches_the_spread_of_phi2():
    P = cell_probabilities((3, 5), "dirichlet", 11)
    counts, _ = replications(P, 3000, 12, reps=3000)
    e = effect_sizes(counts, mev=0)
    assert np.sqrt(np.mean(e.phi2_var)) == pytest.approx(np.std(e.phi2), rel=0.06)


def test_undefined_v_has_no_interval():
    counts = SkewCounts(("c",), ("a", "b"), ("x",), [0, 0], [0, 1], [0, 0], [5, 5])
    r = v_interval(effect_sizes(counts, mev=0))  # one predicted label: V undefined
    assert np.isnan(r.lower[0]) and np.isnan(r.upper[0]) and np.isnan(r.p_value[0])
