"""The interval a Compare row shows agrees with its verdict: the rows Benjamini-Hochberg
selects get the false-coverage-rate adjusted interval of Benjamini and Yekutieli (2005),
which excludes 0 exactly on them, and those intervals cover the true change on all but a
share ``q`` of the selected rows (a simulation); the q-values are scipy's."""

import numpy as np
import pytest
from scipy.stats import false_discovery_control, norm

from tb_fairness.metrics import change
from tb_fairness.metrics.intervals import wilson_interval


def _rows(rng, m, n, changed_share=0.2, effect=0.08):
    """m rows of a rate in A and B (n examples per side), a share of them changed."""
    pa = rng.uniform(0.2, 0.8, m)
    shift = np.where(rng.random(m) < changed_share, rng.choice([-effect, effect], m), 0.0)
    pb = np.clip(pa + shift, 0.01, 0.99)
    a, b = wilson_interval(rng.binomial(n, pa), n), wilson_interval(rng.binomial(n, pb), n)
    return pb - pa, (a.estimate, a.lower, a.upper, b.estimate, b.lower, b.upper)


@pytest.mark.parametrize("q", [0.05, 0.2])
def test_the_shown_interval_excludes_zero_exactly_on_the_selected_rows(q):
    rng = np.random.default_rng(3)
    for _ in range(50):
        _, sides = _rows(rng, 300, int(rng.integers(50, 2000)))
        c = change.change(*sides, level=0.95, q=q)
        selected = np.isin(c.verdict, ("worsened", "improved"))
        excludes = (c.lower > 0) | (c.upper < 0)
        np.testing.assert_array_equal(selected, c.interval == "fcr")
        np.testing.assert_array_equal(excludes[selected], True)
        # The adjusted interval is at 1 - R q / m, so it excludes 0 on no other row: an
        # unselected row's p-value is above (R + 1) q / m by the step-up rule.
        m, r = int(np.sum(~np.isnan(c.p_value))), int(selected.sum())
        lo, hi = change.rescale(c.change, c.lower, c.upper, 0.95, change.fcr_level(r, m, q))
        np.testing.assert_array_equal(((lo > 0) | (hi < 0))[~selected], False)
        # q-values: scipy's adjusted p-values; selected exactly at q-value <= q.
        known = ~np.isnan(c.p_value)
        np.testing.assert_allclose(
            c.q_value[known], false_discovery_control(c.p_value[known]), rtol=1e-12
        )
        np.testing.assert_array_equal(selected[known], c.q_value[known] <= q)
        assert set(c.verdict) <= set(change.VERDICTS)


def test_rows_judged_alone_show_their_marginal_interval():
    rng = np.random.default_rng(4)
    _, sides = _rows(rng, 100, 500)
    c = change.change(*sides, level=0.9, q=None)
    d, lower, upper = change.mover_difference(*sides)
    np.testing.assert_array_equal(c.lower, lower)
    assert set(c.interval) == {"marginal"} and np.isnan(c.q_value).all()
    np.testing.assert_array_equal(
        np.isin(c.verdict, ("worsened", "improved")), (lower > 0) | (upper < 0)
    )


def test_rescaled_symmetric_intervals_are_normal_intervals():
    d, se = np.array([0.3, -1.0]), np.array([0.1, 0.4])
    lo, hi = change.rescale(d, d - 1.96 * se, d + 1.96 * se, norm.cdf(1.96) * 2 - 1, 0.99)
    np.testing.assert_allclose(lo, d - norm.ppf(0.995) * se, rtol=1e-12)
    np.testing.assert_allclose(hi, d + norm.ppf(0.995) * se, rtol=1e-12)


@pytest.mark.parametrize("q", [0.1, 0.2])
def test_the_adjusted_intervals_cover_the_selected_rows_changes(q):
    # The false coverage rate: over repetitions, the mean share of the selected rows whose
    # shown interval misses the true change. Benjamini and Yekutieli bound it by q for
    # independent rows; the marginal intervals of the same rows miss more often.
    rng = np.random.default_rng(5)
    adjusted, marginal = [], []
    for _ in range(400):
        truth, sides = _rows(rng, 200, 400, changed_share=0.3, effect=0.06)
        c = change.change(*sides, level=0.95, q=q)
        _, lower, upper = change.mover_difference(*sides)
        selected = c.interval == "fcr"
        r = max(int(selected.sum()), 1)
        missed = (truth < c.lower) | (truth > c.upper)
        adjusted.append(np.sum(missed & selected) / r)
        marginal.append(np.sum(((truth < lower) | (truth > upper)) & selected) / r)
    assert np.mean(adjusted) <= q + 0.01
    assert np.mean(marginal) > np.mean(adjusted)
