"""Compare judges the size of the bias: the change's interval against outside oracles
(statsmodels' Newcombe interval, scipy's normal p-values and BH), and verdicts on planted
data (a bias that shrinks is improved, one that grows worsened, one that stays has no
significant change, unrelated rows rarely flagged) for label associations and per-class
disparities."""

import numpy as np
import pytest
from scipy.stats import false_discovery_control, norm
from statsmodels.stats.proportion import confint_proportions_2indep

from tb_fairness import kinds
from tb_fairness.metrics import change
from tb_fairness.metrics.groups.counting import count_groups
from tb_fairness.metrics.intervals import wilson_interval
from tb_fairness.metrics.label_inputs import count_associations
from tb_fairness.read import compare


@pytest.mark.parametrize(
    "s1,n1,s2,n2",
    [(20, 100, 30, 100), (0, 50, 7, 40), (0, 30, 0, 30), (12, 12, 3, 25), (1, 1000, 0, 5)],
)
def test_two_wilson_intervals_give_newcombes_interval(s1, n1, s2, n2):
    # MOVER with Wilson intervals is Newcombe's hybrid score interval (his method 10),
    # zero cells included.
    a, b = wilson_interval(s1, n1), wilson_interval(s2, n2)
    d, lower, upper = change.mover_difference(
        a.estimate, a.lower, a.upper, b.estimate, b.lower, b.upper
    )
    lo, hi = confint_proportions_2indep(s2, n2, s1, n1, method="newcomb", compare="diff")
    assert float(d) == pytest.approx(s2 / n2 - s1 / n1, abs=1e-15)
    assert (float(lower), float(upper)) == pytest.approx((lo, hi), abs=1e-12)


def test_interval_p_value_is_the_normal_test_for_symmetric_intervals():
    rng = np.random.default_rng(0)
    d, se = rng.normal(0, 2, 500), rng.uniform(0.1, 2, 500)
    for level in (0.8, 0.95, 0.99):
        z = norm.ppf(0.5 + level / 2)
        p = change.interval_p_value(d, d - z * se, d + z * se, level)
        np.testing.assert_allclose(p, 2 * norm.sf(np.abs(d) / se), rtol=1e-9, atol=1e-300)


def test_interval_p_value_agrees_with_asymmetric_intervals():
    rng = np.random.default_rng(1)
    d = rng.normal(0, 1, 2000)
    lower, upper = d - rng.uniform(0.05, 2, 2000), d + rng.uniform(0.05, 2, 2000)
    for level in (0.9, 0.95):
        p = change.interval_p_value(d, lower, upper, level)
        np.testing.assert_array_equal(p < 1 - level, (lower > 0) | (upper < 0))


def test_verdicts_follow_benjamini_hochberg():
    rng = np.random.default_rng(2)
    p = np.concatenate([rng.uniform(0, 0.01, 20), rng.uniform(0, 1, 200), [np.nan] * 5])
    c = rng.choice([-1.0, 1.0], p.size)
    v = change.verdicts(c, p, 0.05)
    known = ~np.isnan(p)
    expected = false_discovery_control(p[known]) <= 0.05
    np.testing.assert_array_equal(np.isin(v[known], ("worsened", "improved")), expected)
    assert set(v[~known]) == {"undetermined"}
    assert np.all(v[known & (c > 0) & np.isin(v, ("worsened", "improved"))] == "worsened")


# ---------------------------------------------------------------------------
# Planted label associations: (p(y | man), p(y | woman)) in model A and model B.

PLANTED = {
    "shrinks": ((0.30, 0.10), (0.20, 0.18)),
    "grows": ((0.15, 0.13), (0.35, 0.10)),
    "stays": ((0.25, 0.10), (0.25, 0.10)),
}
UNRELATED = 100


def _association_report(rng, which: int, n_per_identity=2000):
    rates = [PLANTED[k][which] for k in PLANTED]
    base = np.linspace(0.05, 0.4, UNRELATED)
    rates += [(p, p) for p in base]
    names = [*PLANTED, *(f"unrelated_{i}" for i in range(UNRELATED))]
    man = np.repeat([True, False], n_per_identity)
    p = np.array([[r[0] if m else r[1] for r in rates] for m in (True, False)])
    Y = rng.random((man.size, len(names))) < p[np.where(man, 0, 1)]
    return count_associations(Y, identities={"man": man, "woman": ~man}, label_names=names)


@pytest.mark.parametrize("metric", ["dp", "npmi_xy"])
def test_planted_association_changes_get_their_verdicts(metric):
    kind = kinds.get("label_associations")
    options = kind.parse({"metric": metric, "a": "man", "b": "woman"}.get)
    seeds = 30
    verdicts = {k: [] for k in PLANTED}
    false_share, flagged = [], 0
    for seed in range(seeds):
        rng = np.random.default_rng(seed)
        a, b = _association_report(rng, 0), _association_report(rng, 1)
        t = compare.diff(kind, a, b, options)
        v = dict(zip(t.columns["key"].tolist(), t.columns["verdict"].tolist()))
        for k in PLANTED:
            verdicts[k].append(v[k])
        unrelated = [v[f"unrelated_{i}"] for i in range(UNRELATED)]
        false = sum(x in ("worsened", "improved") for x in unrelated)
        discoveries = false + sum(v[k] in ("worsened", "improved") for k in ("shrinks", "grows"))
        false_share.append(false / max(discoveries, 1))
        flagged += false
        assert t.head["summary"]["worsened"] >= (v["grows"] == "worsened")
    assert verdicts["shrinks"].count("improved") >= 0.9 * seeds
    assert verdicts["grows"].count("worsened") >= 0.9 * seeds
    assert verdicts["stays"].count("no_significant_change") >= 0.85 * seeds
    # The false discovery rate is controlled (5%; Monte Carlo slack), few unrelated flagged.
    assert np.mean(false_share) <= 0.08
    assert flagged / (seeds * UNRELATED) < 0.01


def test_the_largest_regression_and_the_headline_verdict():
    kind = kinds.get("label_associations")
    options = kind.parse({"metric": "dp", "a": "man", "b": "woman"}.get)
    rng = np.random.default_rng(7)
    a, b = _association_report(rng, 0), _association_report(rng, 1)
    t = compare.diff(kind, a, b, options)
    summary = t.head["summary"]
    assert summary["largest_regression"]["key"] == "grows"
    assert summary["largest_improvement"]["key"] == "shrinks"
    i = t.columns["key"].tolist().index("grows")
    assert t.columns["lower"][i] > 0 and t.columns["verdict"][i] == "worsened"
    assert t.columns["key"][0] == "grows"  # change descending: the largest regression first
    # The largest |gap| grows from about 0.2 ("shrinks" in A) to 0.25 ("grows" in B).
    h = {x["name"]: x for x in t.head["headlines"]}["max_abs_gap"]
    assert h["change"] == pytest.approx(h["b"] - h["a"])
    assert h["lower"] <= h["change"] <= h["upper"]
    # Swapping A and B swaps every verdict.
    back = compare.diff(kind, b, a, options)
    swap = {"worsened": "improved", "improved": "worsened"}
    forth = dict(zip(t.columns["key"].tolist(), t.columns["verdict"].tolist()))
    for key, verdict in zip(back.columns["key"].tolist(), back.columns["verdict"].tolist()):
        assert verdict == swap.get(forth[key], forth[key])


# ---------------------------------------------------------------------------
# Planted per-class disparities: recall per group (x, y, z) in model A and model B.

RECALL = {
    "shrinks": ((0.9, 0.7, 0.8), (0.85, 0.83, 0.84)),
    "grows": ((0.8, 0.79, 0.81), (0.9, 0.65, 0.8)),
    "stays": ((0.9, 0.75, 0.8), (0.9, 0.75, 0.8)),
}
FLAT = 12  # classes with one recall for every group, in both models


def _group_report(rng, which: int, per_cell=600):
    recall = {k: v[which] for k, v in RECALL.items()}
    recall.update({f"flat_{i}": (0.6 + 0.02 * i,) * 3 for i in range(FLAT)})
    classes, predictions, group = [], [], []
    for name, rates in recall.items():
        for g, r in zip("xyz", rates):
            right = rng.random(per_cell) < r
            classes += [name] * per_cell
            predictions += [name if ok else "other" for ok in right]
            group += [g] * per_cell
    return count_groups(np.array(classes), np.array(predictions), {"g": np.array(group)})


def test_planted_disparity_changes_get_their_verdicts():
    kind = kinds.get("group_metrics")
    options = kind.parse(lambda name: None)
    seeds = 20
    verdicts = {k: [] for k in RECALL}
    flagged = 0
    for seed in range(seeds):
        rng = np.random.default_rng(100 + seed)
        a, b = _group_report(rng, 0), _group_report(rng, 1)
        t = compare.diff(kind, a, b, options)
        v = dict(zip(t.columns["key"].tolist(), t.columns["verdict"].tolist()))
        for k in RECALL:
            verdicts[k].append(v[k])
        flagged += sum(v[f"flat_{i}"] in ("worsened", "improved") for i in range(FLAT))
    assert verdicts["shrinks"].count("improved") >= 0.9 * seeds
    assert verdicts["grows"].count("worsened") >= 0.9 * seeds
    assert verdicts["stays"].count("no_significant_change") >= 0.85 * seeds
    assert flagged / (seeds * FLAT) < 0.03
