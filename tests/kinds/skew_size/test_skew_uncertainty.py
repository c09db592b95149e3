"""Cramer's V intervals and p-values, against scipy and by simulation from a known truth.

Each replication is one class of a SkewCounts: a table of groups x predicted labels drawn
from a multinomial with known cell probabilities, whose population V is the truth.
"""

from __future__ import annotations

import numpy as np
import pytest
from scipy.stats import chi2_contingency
from scipy.stats import skew as scipy_skew

from tb_fairness.metrics.skew import SkewCounts, contingency_table, effect_sizes, kept_tables
from tb_fairness.metrics.skew_uncertainty import NOISE_LIMIT, skew_size_interval, v_interval

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
    counts = SkewCounts(
        tuple(f"class{i}" for i in range(reps)),
        tuple(f"g{i}" for i in range(G)),
        tuple(f"p{i}" for i in range(L)),
        k,
        g,
        p,
        tables[k, g, p],
    )
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
        P = 0.9 * np.outer(
            rng.dirichlet(np.full(shape[0], 3.0)), rng.dirichlet(np.full(shape[1], 3.0))
        )
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


# --- SkewSize's own interval ---------------------------------------------------------------


def skew_truth(classes, shape, how, seed):
    """Cell probabilities of ``classes`` tables whose population V spread out as ``how``
    says: independence mixed with a random table, by a weight w per class."""
    rng = np.random.default_rng(seed)
    R, C = shape
    tables = []
    for _ in range(classes):
        independent = np.outer(rng.dirichlet(np.full(R, 4.0)), rng.dirichlet(np.full(C, 2.0)))
        other = rng.dirichlet(np.ones(R * C)).reshape(R, C)
        if how == "exponential":  # most classes near V = 0, a long tail
            w = min(rng.exponential(0.08), 1.0)
        elif how == "uniform":
            w = rng.uniform(0.0, 0.6)
        else:  # "mostly zero": 70% of classes independent
            w = 0.0 if rng.random() < 0.7 else rng.uniform(0.1, 0.8)
        tables.append((1 - w) * independent + w * other)
    return np.array(tables)


def skew_counts(P, n, rng):
    K, R, C = P.shape
    tables = rng.multinomial(n, P.reshape(K, -1)).reshape(P.shape)
    k, g, p = np.nonzero(tables)
    return SkewCounts(
        tuple(f"c{i}" for i in range(K)),
        tuple(f"g{i}" for i in range(R)),
        tuple(f"p{i}" for i in range(C)),
        k,
        g,
        p,
        tables[k, g, p],
    )


SKEW_SCENARIOS = {
    # name: (classes, groups x labels, examples per class, how the V spread, seed)
    "30 classes, long tail, n=100000": (30, (2, 4), 100_000, "exponential", 1),
    "50 classes, uniform, n=40000": (50, (3, 5), 40_000, "uniform", 2),
    "20 classes 2x2, mostly zero, n=30000": (20, (2, 2), 30_000, "mostly zero", 3),
}
SKEW_REPLICATIONS = 500


@pytest.mark.slow
@pytest.mark.parametrize("scenario", list(SKEW_SCENARIOS))
def test_skew_size_interval_covers_the_population_skew_size(scenario):
    # Each replication draws its own truth from the scenario, so the coverage is that of the
    # scenario, not of one configuration of V's.
    K, shape, n, how, seed = SKEW_SCENARIOS[scenario]
    rng = np.random.default_rng(seed)
    shown = covered = 0
    for i in range(SKEW_REPLICATIONS):
        P = skew_truth(K, shape, how, seed * 100_000 + i)
        truth = scipy_skew([population_v(p) for p in P])
        r = skew_size_interval(skew_counts(P, n, rng), mev=0, seed=i)
        if r.state is None:
            shown += 1
            covered += r.lower <= truth <= r.upper
    print(
        f"coverage SkewSize {scenario}: {covered / shown:.3f}, "
        f"shown {shown / SKEW_REPLICATIONS:.2f}"
    )
    assert shown >= 0.7 * SKEW_REPLICATIONS
    # Approximate: measured 0.918-0.932, short of the 0.93 the other intervals meet; the UI
    # and docs/statistics.md say so. The band still catches a method that breaks.
    assert 0.90 <= covered / shown <= 0.97, (scenario, covered / shown)


@pytest.mark.parametrize("classes, n", [(200, 100), (50, 300)])
def test_skew_size_interval_withheld_when_the_v_are_noise(classes, n):
    P = skew_truth(classes, (2, 4), "uniform", 4)
    rng = np.random.default_rng(5)
    for seed in range(5):
        r = skew_size_interval(skew_counts(P, n, rng), mev=0, replications=200, seed=seed)
        assert r.state == "too_noisy" and np.isnan(r.lower) and np.isnan(r.upper)
        assert r.noise_share * np.sqrt(classes) > NOISE_LIMIT
        assert r.classes == classes


def test_skew_size_interval_is_seeded_and_follows_the_filter():
    P = skew_truth(30, (2, 4), "exponential", 6)
    counts = skew_counts(P, 20_000, np.random.default_rng(7))
    a = skew_size_interval(counts, replications=200, seed=3)
    assert a == skew_size_interval(counts, replications=200, seed=3)
    assert a.classes == int(np.sum(~np.isnan(effect_sizes(counts).v)))


def test_skew_size_interval_undefined_and_bad_arguments():
    counts = skew_counts(skew_truth(1, (2, 2), "uniform", 8), 500, np.random.default_rng(9))
    r = skew_size_interval(counts, mev=0)
    assert r.state == "undefined" and r.classes == 1 and np.isnan(r.lower)
    with pytest.raises(ValueError, match="replications"):
        skew_size_interval(counts, replications=10)
    with pytest.raises(ValueError, match="mev"):
        skew_size_interval(counts, mev=-1)


@pytest.mark.parametrize("mev", [0, 5])
def test_kept_tables_equal_each_class_contingency_table(mev):
    """The dense tables the bootstrap redraws: each class's table after the mev filter, as
    contingency_table shows it (up to the order of rows and columns)."""
    P = skew_truth(12, (3, 5), "uniform", 10)
    counts = skew_counts(P, 60, np.random.default_rng(11))
    classes, tables = kept_tables(counts, mev=mev)
    assert classes.tolist() == np.flatnonzero(~np.isnan(effect_sizes(counts, mev=mev).v)).tolist()
    for i, k in enumerate(classes):
        t = contingency_table(counts, counts.class_names[k], mev=mev)
        want = t.counts[:, t.kept]
        want = want[want.sum(axis=1) > 0]
        got = tables[i][tables[i].sum(axis=1) > 0][:, tables[i].sum(axis=0) > 0]
        assert sorted(map(tuple, np.sort(got, axis=1))) == sorted(map(tuple, np.sort(want, axis=1)))
        assert got.sum() == want.sum() and got.shape == want.shape
        assert chi2_contingency(got, correction=False)[0] == pytest.approx(
            chi2_contingency(want, correction=False)[0], rel=1e-12
        )
