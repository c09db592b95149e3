"""Intervals and p-values for Cramer's V per class (SkewSize; METRICS.md section 5).

The interval targets the population V, ``sqrt(phi^2 / k)`` with ``k = min(rows, cols) - 1``,
of the table the mev filter kept, from its counts, by one of two methods:

- where the independence test does not reject at the interval's level, the inversion of
  the noncentral chi-square (Smithson 2003): the noncentrality ``lambda`` whose
  distribution puts the observed ``X^2`` at its ``1 - alpha/2`` / ``alpha/2`` quantile,
  then ``V = sqrt(lambda / (n k))``; it is exact near independence, and its low end is 0;
- elsewhere the delta method on ``phi^2``, centred on ``phi^2 - df / n`` (its bias), with
  the multinomial variance of the cells (skew.effect_sizes computes both); the chi-square
  inversion is conservative for large V, whose ``X^2`` is nearer normal than noncentral
  chi-square.

``X^2`` here is Pearson's without Yates' correction (the point V of a 2 x 2 table uses it,
as scipy does). The p-value is ``chi2_contingency``'s, so that of the V shown.
docs/statistics.md gives the coverage measured by simulation.
"""
from __future__ import annotations

from typing import NamedTuple

import numpy as np
from scipy.special import chndtr, chndtrinc
from scipy.stats import chi2 as chi2_dist

from tb_fairness.metrics.intervals import DEFAULT_LEVEL, z_value
from tb_fairness.metrics.skew import EffectSizes

__all__ = ["VInterval", "v_interval"]


class VInterval(NamedTuple):
    """Per class: the interval of V and the p-value of "no association"; nan where V is
    undefined."""

    lower: np.ndarray
    upper: np.ndarray
    p_value: np.ndarray


def v_interval(effects: EffectSizes, level: float = DEFAULT_LEVEL) -> VInterval:
    """The interval of Cramer's V and the chi-square test's p-value, for every class.

    Examples
    --------
    >>> from tb_fairness.metrics.skew import count_skew, effect_sizes
    >>> groups = ["a"] * 100 + ["b"] * 100
    >>> preds = ["cat"] * 70 + ["dog"] * 30 + ["cat"] * 40 + ["dog"] * 60
    >>> e = effect_sizes(count_skew(["cat"] * 200, groups, preds), mev=0)
    >>> r = v_interval(e)
    >>> [round(float(x), 3) for x in (e.v[0], r.lower[0], r.upper[0])]
    [0.291, 0.08, 0.407]
    """
    z = z_value(level)
    alpha = 1.0 - level
    n = effects.n_table.astype(np.float64)
    df = ((effects.rows - 1) * (effects.columns - 1)).astype(np.float64)
    k = (np.minimum(effects.rows, effects.columns) - 1).astype(np.float64)
    defined = ~np.isnan(effects.v)
    lower = np.full(n.shape, np.nan)
    upper = np.full(n.shape, np.nan)
    p_value = np.full(n.shape, np.nan)
    if not defined.any():
        return VInterval(lower, upper, p_value)
    n, df, k = n[defined], df[defined], k[defined]
    x2 = effects.phi2[defined] * n
    below = chndtr(x2, df, 0.0)  # the central chi-square cdf at X^2
    rejects = below >= 1 - alpha / 2
    # Near independence: invert the noncentral chi-square (0 where X^2 is that small).
    hi_nc = np.where(below >= alpha / 2, chndtrinc(x2, df, np.minimum(alpha / 2, below)), 0.0)
    lo, hi = np.zeros_like(x2), np.sqrt(np.maximum(hi_nc, 0.0) / (n * k))
    # Otherwise: the delta method on phi^2, less its bias df / n.
    centre = effects.phi2[defined] - df / n
    half = z * np.sqrt(effects.phi2_var[defined])
    lo_d = np.sqrt(np.maximum(centre - half, 0.0) / k)
    hi_d = np.sqrt(np.maximum(centre + half, 0.0) / k)
    lower[defined] = np.where(rejects, lo_d, lo)
    upper[defined] = np.where(rejects, hi_d, hi)
    p_value[defined] = chi2_dist.sf(effects.chi2[defined], df)
    return VInterval(lower, upper, p_value)
