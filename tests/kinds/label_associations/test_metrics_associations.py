"""Association metrics against formulas written independently here, and scipy."""

import math

import numpy as np
import pytest
import scipy.sparse
import scipy.stats

from tb_fairness.metrics import associations as A
from tb_fairness.metrics import count_associations, gap_table


def oracle(metric, n, cx, cy, cxy):
    """docs/metrics.md section 1, written from the text with math on Python numbers."""
    px, py, pxy = cx / n, cy / n, cxy / n
    if metric == "dp":
        return cxy / cx
    if metric == "pmi":
        return math.log(pxy / (px * py))
    if metric == "npmi_y":
        return math.log(pxy / (px * py)) / -math.log(py)
    if metric == "npmi_xy":
        return math.log(pxy / (px * py)) / -math.log(pxy)
    if metric == "pmi2":
        return math.log(pxy**2 / (px * py))
    if metric == "sdc":
        return 2 * pxy / (px + py)
    if metric == "ji":
        return pxy / (px + py - pxy)
    if metric == "llr":
        return math.log(cxy / cy)
    if metric == "t_test":
        return (pxy - px * py) / math.sqrt(pxy / n)
    raise AssertionError(metric)


def random_counts(rng, size):
    n = 1000
    cx = rng.integers(1, n, size)
    cy = rng.integers(1, n, size)
    lo = np.maximum(0, cx + cy - n)
    cxy = lo + (rng.random(size) * (np.minimum(cx, cy) - lo + 1)).astype(int)
    cxy = np.maximum(cxy, 1)  # finite values here; limits are tested below
    keep = (cxy <= np.minimum(cx, cy)) & (cxy < n)
    return n, cx[keep], cy[keep], cxy[keep]


@pytest.mark.parametrize("metric", [m for m in A.METRICS if m != "tau_b"])
def test_metric_matches_formula(metric):
    n, cx, cy, cxy = random_counts(np.random.default_rng(1), 300)
    got = A.association(metric, n, cx, cy, cxy)
    want = [oracle(metric, n, int(a), int(b), int(c)) for a, b, c in zip(cx, cy, cxy)]
    np.testing.assert_allclose(got, want, rtol=1e-12, atol=1e-14)


def test_tau_b_equals_scipy_kendalltau_on_binary_vectors():
    rng = np.random.default_rng(2)
    for _ in range(50):
        n = int(rng.integers(20, 200))
        x = rng.random(n) < rng.random()
        y = rng.random(n) < rng.random()
        if x.all() or not x.any() or y.all() or not y.any():
            continue
        got = A.tau_b(n, x.sum(), y.sum(), (x & y).sum())
        want = scipy.stats.kendalltau(x, y, variant="b").statistic
        assert got == pytest.approx(want, abs=1e-12)


def test_limits_and_undefined_values():
    n = 100
    # c(x, y) = 0: -inf for pmi, pmi2, llr, npmi_y, t_test; npmi_xy takes its limit -1.
    for metric in ("pmi", "pmi2", "llr", "npmi_y", "t_test"):
        assert A.association(metric, n, 10, 20, 0) == -np.inf, metric
    assert A.npmi_xy(n, 10, 20, 0) == -1.0
    assert A.dp(n, 10, 20, 0) == 0.0
    # p(y) = 1: npmi_y undefined. p(x, y) = 1: npmi_xy undefined.
    assert np.isnan(A.npmi_y(n, 10, 100, 10))
    assert np.isnan(A.npmi_xy(n, 100, 100, 100))
    # An identity never seen: everything but sdc/ji (which still have c(y)) undefined.
    for metric in ("dp", "pmi", "npmi_xy", "tau_b"):
        assert np.isnan(A.association(metric, n, 0, 20, 0)), metric
    # A constant variable makes tau_b undefined.
    assert np.isnan(A.tau_b(n, 100, 20, 20))
    states = A.value_states(np.array([1.0, np.inf, -np.inf, np.nan]))
    assert states.tolist() == [None, "+inf", "-inf", "undefined"]


def test_unknown_metric_names_the_argument():
    with pytest.raises(ValueError, match="metric: expected one of"):
        A.association("nope", 10, 1, 1, 1)


def brute_force_gaps(sets, identities, metric, a, b):
    """Counts by Python loops over examples, then the metric, for every non-identity label."""
    n = len(sets)
    labels = sorted(set().union(*sets) - set(identities))
    out = {}
    for y in labels:
        values = {}
        for x in identities:
            cx = sum(1 for s in sets if x in s)
            cy = sum(1 for s in sets if y in s)
            cxy = sum(1 for s in sets if x in s and y in s)
            with np.errstate(all="ignore"):
                values[x] = float(A.association(metric, n, cx, cy, cxy))
        vb = values[b] if b else float(np.mean([values[x] for x in identities if x != a]))
        out[y] = values[a] - vb
    return out


@pytest.mark.parametrize("b", ["woman", None])
def test_gap_table_against_brute_force(b):
    rng = np.random.default_rng(3)
    vocab = ["man", "woman", "person"] + [f"l{i}" for i in range(15)]
    sets = [set(rng.choice(vocab, size=rng.integers(1, 6), replace=False)) for _ in range(300)]
    ids = ["man", "woman", "person"]
    counts = count_associations(sets, identities=ids)
    for metric in A.METRICS:
        table = gap_table(counts, metric, a="man", b=b)
        want = brute_force_gaps(sets, ids, metric, "man", b)
        assert sorted(table.label) == sorted(want)
        got = dict(zip(table.label, table.gap))
        for label, gap in want.items():
            assert got[label] == pytest.approx(gap, rel=1e-12, abs=1e-12, nan_ok=True), metric
        assert not set(ids) & set(table.label), "identity labels are left out of rankings"


def test_gap_order_puts_infinities_at_the_ends_and_undefined_last():
    values = np.array([0.5, np.nan, -np.inf, np.inf, -0.2, 0.5])
    order = A.descending_order(values)
    assert order.tolist() == [3, 0, 5, 4, 2, 1]


def zipf_predictions(rng, n, num_labels, exponent=1.2, spread=1.1):
    """Predicted labels with Zipf-like frequencies (about 8 per example) for two groups.

    Every label gets a moderate association: its rate is split between `man` and `woman`
    examples in the ratio exp(u), u uniform in [-spread, spread], keeping the mean rate.
    """
    p = 1.0 / np.arange(1, num_labels + 1) ** exponent
    p = np.minimum(p * 8 / p.sum(), 0.9)
    man = rng.random(n) < 0.5
    skew = np.exp(rng.uniform(-spread, spread, num_labels))
    rate_man = np.minimum(2 * p * skew / (1 + skew), 0.95)
    rate_woman = np.minimum(2 * p / (1 + skew), 0.95)
    Y = np.where(
        man[:, None],
        rng.random((n, num_labels)) < rate_man,
        rng.random((n, num_labels)) < rate_woman,
    )
    names = [f"y{i}" for i in range(num_labels)]
    return scipy.sparse.csr_matrix(Y), names, {"man": man, "woman": ~man}


def test_pmi_pmi2_llr_rank_labels_identically():
    """Their gaps are affine in ln c(a,y) - ln c(b,y), so the rankings agree (up to ties)."""
    Y, names, ids = zipf_predictions(np.random.default_rng(4), 5000, 400)
    counts = count_associations(Y, label_names=names, identities=ids)
    tables = {m: gap_table(counts, m, a="man", b="woman") for m in ("pmi", "pmi2", "llr")}
    gaps = {m: dict(zip(t.label, t.gap)) for m, t in tables.items()}
    labels = [y for y in names if np.isfinite(gaps["llr"][y])]
    llr = np.array([gaps["llr"][y] for y in labels])
    pmi = np.array([gaps["pmi"][y] for y in labels])
    pmi2 = np.array([gaps["pmi2"][y] for y in labels])
    k = math.log(counts.identity_counts[1] / counts.identity_counts[0])  # ln c(b) - ln c(a)
    np.testing.assert_allclose(pmi, llr + k, atol=1e-9)
    np.testing.assert_allclose(pmi2, 2 * llr + k, atol=1e-9)
    # Same order once float noise on exact ties is rounded away.
    orders = [list(np.lexsort((labels, -np.round(g, 9)))) for g in (llr, pmi - k, (pmi2 - k) / 2)]
    assert orders[0] == orders[1] == orders[2]
    # Labels with infinite gaps sit at the same ends in all three tables.
    for m in ("pmi", "pmi2"):
        assert {y for y, g in gaps[m].items() if not np.isfinite(g)} == {
            y for y, g in gaps["llr"].items() if not np.isfinite(g)
        }


def test_paper_finding_pmi_surfaces_rare_labels_dp_common_npmi_both():
    """Aka et al. 2021, Figure 2: counts of the top-100 labels ranked by gap, per metric."""
    Y, names, ids = zipf_predictions(np.random.default_rng(5), 30000, 1000)
    counts = count_associations(Y, label_names=names, identities=ids)
    median = {
        m: np.median(gap_table(counts, m, a="man", b="woman").count[:100])
        for m in ("pmi", "npmi_xy", "dp")
    }
    assert median["pmi"] < median["npmi_xy"] < median["dp"], median
