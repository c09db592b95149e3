"""Intervals and p-values for Cramer's V per class (SkewSize; docs/metrics.md section 5).

The interval targets the population V, ``sqrt(phi^2 / k)`` with ``k = min(rows, cols) - 1``,
of the table the mev filter kept, from its counts, by one of two methods:

- where the independence test does not reject at the interval's level, the inversion of
  the noncentral chi-square (Smithson 2003): the noncentrality ``lambda`` whose
  distribution puts the observed ``X^2`` at its ``1 - alpha/2`` / ``alpha/2`` quantile,
  then ``V = sqrt(lambda / (n k))``; it is exact near independence, and its lower end is 0;
- elsewhere the delta method on ``phi^2``, centred on ``phi^2 - df / n`` (its bias), with
  the multinomial variance of the cells (skew.effect_sizes computes both); the chi-square
  inversion is conservative for large V, whose ``X^2`` is nearer normal than noncentral
  chi-square.

``X^2`` here is Pearson's without Yates' correction (the point V of a 2 x 2 table uses it,
as scipy does). The p-value is ``chi2_contingency``'s, so that of the V shown.
docs/statistics.md gives the coverage measured by simulation.
"""

from __future__ import annotations

import numbers
import warnings
from typing import NamedTuple

import numpy as np
import scipy.stats
from scipy.special import chndtr, chndtrinc
from scipy.stats import chi2 as chi2_dist

from tb_fairness.metrics.intervals import DEFAULT_LEVEL, z_value
from tb_fairness.metrics.skew import DEFAULT_MEV, EffectSizes, SkewCounts, kept_tables

__all__ = [
    "NOISE_LIMIT",
    "SKEW_SIZE_INTERVAL_REASONS",
    "SkewSizeInterval",
    "VInterval",
    "skew_size_interval",
    "v_interval",
]


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


# --- SkewSize itself -----------------------------------------------------------------------

SKEW_SIZE_INTERVAL_REASONS = {
    "undefined": "SkewSize is undefined",
    "too_noisy": "the per-class V are too noisy for an interval of their skewness: the "
    "sampling variance of a class's V is {noise:.1%} of the variance of V "
    "across the {classes} classes, and an interval needs at most {limit:.1%}. "
    "The noise also pulls SkewSize towards 0; more examples per class reduce it",
}
"""Why :func:`skew_size_interval` gives no interval, by state."""

NOISE_LIMIT = 0.03
"""The largest ``noise share * sqrt(classes)`` for which the interval is given: above it,
the simulations of docs/statistics.md found its coverage falling to 0.66-0.90."""

DEFAULT_REPLICATIONS = 1000
_CHUNK_CELLS = 1 << 22  # cells drawn at once: bounds memory; the first chunk decides the noise


class SkewSizeInterval(NamedTuple):
    """The interval of the population SkewSize (see :func:`skew_size_interval`)."""

    lower: float  # nan when there is no interval
    upper: float
    state: str | None  # None, or a key of SKEW_SIZE_INTERVAL_REASONS
    noise_share: float  # mean sampling variance of the V over their spread; nan if undefined
    classes: int
    replications: int


def _corrected_v(tables: np.ndarray) -> tuple:
    """Per table (last two axes): V from ``phi^2 - df / n`` (0 when negative), and what the
    resampling needs: ``phi^2``, the corrected ``phi^2``, the cell proportions and the
    independence table. Empty rows and columns (padding, or unseen in a draw) do not
    count."""
    n = tables.sum(axis=(-1, -2)).astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = tables / n[..., None, None]
        row, col = p.sum(axis=-1), p.sum(axis=-2)
        independent = row[..., :, None] * col[..., None, :]
        seen = independent > 0
        phi2 = np.where(seen, p * p / np.where(seen, independent, 1.0), 0.0).sum(axis=(-1, -2)) - 1
        r, c = (row > 0).sum(axis=-1), (col > 0).sum(axis=-1)
        k = np.minimum(r, c) - 1
        phi2_c = np.maximum(phi2 - (r - 1) * (c - 1) / n, 0.0)
        v = np.where(k > 0, np.sqrt(phi2_c / np.maximum(k, 1)), np.nan)
    return v, phi2, phi2_c, p, independent


def _skewness(v: np.ndarray) -> np.ndarray:
    """``scipy.stats.skew`` over the last axis, ignoring nan (a class undefined in a draw)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)
        return np.asarray(scipy.stats.skew(v, axis=-1, nan_policy="omit"), dtype=np.float64)


def skew_size_interval(
    counts: SkewCounts,
    *,
    mev: float = DEFAULT_MEV,
    level: float = DEFAULT_LEVEL,
    replications: int = DEFAULT_REPLICATIONS,
    seed: int = 0,
) -> SkewSizeInterval:
    """An interval for the population SkewSize: the skewness of the classes' true V.

    A parametric bootstrap of the mev-filtered tables, from a world whose V are the
    bias-corrected estimates: each class's table is shrunk towards independence,
    ``p0 + lambda (p - p0)``, which keeps its margins and scales ``phi^2`` by
    ``lambda^2``, until its V equals ``sqrt((phi^2 - df/n) / k)``. Tables are redrawn from
    those probabilities, their corrected V recomputed, and the interval is the basic
    bootstrap interval around the skewness of the corrected V. The draws are seeded, so a
    report always gets the same interval.

    It is approximate: over simulated reports its 95% interval covered 92-93% of the time
    (docs/statistics.md), a little below nominal where many classes have V near 0, whose
    corrected estimates are truncated at 0.

    Noise in the per-class V inflates their spread and pulls the skewness towards 0, more
    so the more classes there are (the bias stays while the interval narrows). The
    interval is only given when ``noise share * sqrt(classes) <= NOISE_LIMIT``, the noise
    share being the mean bootstrap variance of a class's V over the variance of the V
    across classes; otherwise ``state`` is ``"too_noisy"`` and ``noise_share`` says how
    noisy. docs/statistics.md has the coverage this gives.

    Examples
    --------
    >>> from tb_fairness.metrics.skew import SkewCounts
    >>> rng = np.random.default_rng(0)
    >>> P = [np.outer([0.5, 0.5], [0.5, 0.5]) * (1 - w) + np.diag([0.5, 0.5]) * w
    ...      for w in np.r_[np.zeros(15), 0.1, 0.2, 0.3, 0.6, 0.8]]
    >>> tables = np.array([rng.multinomial(4_000, p.ravel()).reshape(2, 2) for p in P])
    >>> k, g, p = np.nonzero(tables)
    >>> counts = SkewCounts([f"c{i}" for i in range(20)], ["a", "b"], ["x", "y"],
    ...                     k, g, p, tables[k, g, p])
    >>> r = skew_size_interval(counts, replications=400)
    >>> r.state, round(r.lower, 2), round(r.upper, 2)  # the population SkewSize is 2.27
    (None, 2.19, 2.33)
    """
    if not isinstance(replications, numbers.Integral) or replications < 100:
        raise ValueError(f"replications: expected an integer >= 100, got {replications!r}")
    classes, tables = kept_tables(counts, mev=mev)
    K = classes.size
    v, phi2, phi2_c, p, independent = _corrected_v(tables)
    estimate = float(_skewness(v)) if K >= 2 else float("nan")
    if not np.isfinite(estimate):
        return SkewSizeInterval(np.nan, np.nan, "undefined", np.nan, K, 0)
    # The world the draws come from: tables shrunk until their V is the corrected one.
    with np.errstate(divide="ignore", invalid="ignore"):
        shrink = np.where(phi2 > 0, np.sqrt(phi2_c / np.where(phi2 > 0, phi2, 1.0)), 0.0)
    world = np.clip(independent + shrink[:, None, None] * (p - independent), 0.0, None)
    world = world.reshape(K, -1)
    world /= world.sum(axis=1, keepdims=True)
    n = tables.sum(axis=(1, 2))
    rng = np.random.default_rng(seed)
    per_chunk = max(1, _CHUNK_CELLS // max(world.size, 1))
    drawn, noise = [], np.nan
    for start in range(0, replications, per_chunk):
        b = min(per_chunk, replications - start)
        draws = rng.multinomial(n, world, size=(b, K)).reshape((b,) + tables.shape)
        drawn.append(_corrected_v(draws)[0])
        if start == 0 or start + b == replications:
            v_star = np.concatenate(drawn)
            noise = float(np.nanmean(np.nanvar(v_star, axis=0)) / np.var(v))
            if noise * np.sqrt(K) > NOISE_LIMIT:  # no need to draw the rest
                return SkewSizeInterval(np.nan, np.nan, "too_noisy", noise, K, replications)
    # Basic interval: the draws' spread around the world's SkewSize, skew(v), mirrored.
    s_star = _skewness(v_star)
    alpha = 1.0 - level
    q_lower, q_upper = np.quantile(s_star[np.isfinite(s_star)], [alpha / 2, 1 - alpha / 2])
    return SkewSizeInterval(
        float(2 * estimate - q_upper), float(2 * estimate - q_lower), None, noise, K, replications
    )
