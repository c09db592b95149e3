"""How much a comparison of two rates can see (issue 29, item 3): the minimum detectable
effect of a two-proportion test, and the examples it would need to see a given gap.

A two-sided test at level ``alpha = 1 - level`` of two proportions with ``n1`` and ``n2``
examples detects, with probability ``power``, a difference whose Cohen's effect size
``h = |2 asin(sqrt p1) - 2 asin(sqrt p2)|`` reaches ``x * sqrt(1/n1 + 1/n2)``, where ``x``
solves ``Phi(x - z) + Phi(-x - z) = power`` (``z`` the normal quantile at ``1 - alpha/2``:
both tails, as statsmodels' ``NormalIndPower`` counts them). Turned back into rates around
a base rate ``p0`` (the rate the group is compared with), the minimum detectable effect is
the smaller of the differences up and down from ``p0`` that reach that ``h``, in the rates'
unit (a difference of proportions); ``inf`` when neither fits in [0, 1].

A comparison that is not significant, but whose minimum detectable effect exceeds the
smallest gap that matters, is *underpowered*: its data could not have shown such a gap.

Tests of means (mAR, precision@K, a mean score) are Wald tests of a difference ``d`` with a
standard error ``se = sqrt(se1^2 + se2^2)`` from each side's own spread (:func:`wald`): the
same ``x`` gives the minimum detectable effect ``x * se`` in the means' unit, and since a
standard error shrinks as ``1 / sqrt(n)``, both sides growing by a factor ``f`` see
``min_gap`` once ``f = (x * se / min_gap)^2``. Welch's t-tests (a mean over households or
queries, often a few dozen) use the t distribution instead (:func:`welch`): ``x`` solves
the same equation for the noncentral t with Welch-Satterthwaite's degrees of freedom, which
for equal sizes and variances is statsmodels' ``TTestIndPower``.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from scipy import stats

from tb_fairness.metrics.significance import rest_of_row

__all__ = [
    "DEFAULT_MIN_GAP",
    "DEFAULT_POWER",
    "Power",
    "detectable_h",
    "h_of",
    "min_detectable_effect",
    "needed_examples",
    "pairwise",
    "vs_rest",
    "wald",
    "welch",
]

#: The power a minimum detectable effect is computed at.
DEFAULT_POWER = 0.8
#: The smallest gap that matters by default (5 percentage points).
DEFAULT_MIN_GAP = 0.05


def _x(level: float, power: float) -> float:
    """The standardized effect ``x`` a two-sided test at ``level`` detects with ``power``:
    ``Phi(x - z) + Phi(-x - z) = power``, by Newton's method from the one-tail solution."""
    z = stats.norm.ppf(0.5 + level / 2)
    x = z + stats.norm.ppf(power)
    for _ in range(8):
        f = stats.norm.cdf(x - z) + stats.norm.cdf(-x - z) - power
        slope = stats.norm.pdf(x - z) - stats.norm.pdf(-x - z)
        step = f / slope
        x -= step
        if abs(step) < 1e-14:
            break
    return float(x)


def h_of(p1, p0) -> np.ndarray:
    """Cohen's effect size between proportions: ``2 asin(sqrt p1) - 2 asin(sqrt p0)``."""
    p1 = np.clip(np.asarray(p1, dtype=np.float64), 0, 1)
    p0 = np.clip(np.asarray(p0, dtype=np.float64), 0, 1)
    return 2 * np.arcsin(np.sqrt(p1)) - 2 * np.arcsin(np.sqrt(p0))


def detectable_h(n1, n2, *, level: float = 0.95, power: float = DEFAULT_POWER) -> np.ndarray:
    """The smallest Cohen's h the test detects with ``power`` (NaN where a side is empty)."""
    n1 = np.asarray(n1, dtype=np.float64)
    n2 = np.asarray(n2, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        scale = np.sqrt(1 / n1 + 1 / n2)
    return np.where((n1 > 0) & (n2 > 0), _x(level, power) * scale, np.nan)


def min_detectable_effect(n1, n2, p0, *, level=0.95, power=DEFAULT_POWER) -> np.ndarray:
    """The smallest difference of proportions from the base rate ``p0`` that a test of
    ``n1`` against ``n2`` examples detects with ``power`` at ``level`` (see the module's
    docstring): NaN where a side is empty or ``p0`` is undefined, inf where no difference
    in [0, 1] is detectable."""
    h = detectable_h(n1, n2, level=level, power=power)
    p0 = np.asarray(p0, dtype=np.float64)
    angle = np.arcsin(np.sqrt(np.clip(p0, 0, 1)))
    with np.errstate(invalid="ignore"):
        up_angle, down_angle = angle + h / 2, angle - h / 2
        up = np.where(up_angle <= np.pi / 2, np.sin(up_angle) ** 2 - p0, np.inf)
        down = np.where(down_angle >= 0, p0 - np.sin(down_angle) ** 2, np.inf)
    out = np.minimum(up, down)
    return np.where(np.isfinite(h) & np.isfinite(p0), out, np.nan)


def needed_examples(n1, n2, p0, gap, *, level=0.95, power=DEFAULT_POWER) -> tuple:
    """How many examples each side would need (their ratio kept) for the test to detect a
    difference of ``gap`` from ``p0`` with ``power``: (n1, n2), rounded up; the harder of
    the two directions (the smaller effect size); NaN where undefined, inf where ``gap``
    leaves [0, 1] both ways."""
    n1 = np.asarray(n1, dtype=np.float64)
    n2 = np.asarray(n2, dtype=np.float64)
    p0 = np.asarray(p0, dtype=np.float64)
    sizes = []
    for sign in (1, -1):
        moved = p0 + sign * gap
        fits = (moved >= 0) & (moved <= 1)
        sizes.append(np.where(fits, np.abs(h_of(np.clip(moved, 0, 1), p0)), np.nan))
    with np.errstate(invalid="ignore"):
        h = np.fmin(sizes[0], sizes[1])  # the harder direction that exists
    ratio = np.where(n1 > 0, n2 / np.where(n1 > 0, n1, 1), np.nan)
    with np.errstate(divide="ignore", invalid="ignore"):
        # 1/m1 + 1/(ratio m1) = (h / x)^2
        m1 = (1 + 1 / ratio) * (_x(level, power) / h) ** 2
    m1 = np.where(np.isnan(h), np.inf, m1)
    with np.errstate(invalid="ignore"):  # inf x an undefined ratio: undefined
        return np.ceil(m1), np.ceil(m1 * ratio)


class Power(NamedTuple):
    """Per comparison: its minimum detectable effect (``mde``, a difference of rates), how
    many more examples of the group it would need to detect ``min_gap`` (``more``, the
    other side growing in proportion; 0 when it has enough), and whether it is
    underpowered (not significant, and ``mde`` above ``min_gap``)."""

    mde: np.ndarray
    more: np.ndarray
    underpowered: np.ndarray


def pairwise(n1, n2, p0, significant, *, level, power, min_gap) -> Power:
    """:class:`Power` of comparisons of ``n1`` against ``n2`` examples around the rate
    ``p0`` (the other side's), each ``significant`` or not."""
    n1 = np.asarray(n1, dtype=np.float64)
    mde = min_detectable_effect(n1, n2, p0, level=level, power=power)
    needed, _ = needed_examples(n1, n2, p0, min_gap, level=level, power=power)
    with np.errstate(invalid="ignore"):
        more = np.where(np.isfinite(mde), np.maximum(needed - n1, 0), np.nan)
        under = ~np.asarray(significant, dtype=bool) & (mde > min_gap) & ~np.isnan(mde)
    return Power(mde, more, under)


def vs_rest(successes, totals, tested, significant, *, level, power, min_gap, axis=-1) -> Power:
    """:class:`Power` of each group against the rest of its row pooled (groups along
    ``axis``), around the rest's rate; NaN where the group is not ``tested``."""
    s = np.moveaxis(np.asarray(successes, dtype=np.float64), axis, -1)
    n = np.moveaxis(np.asarray(totals, dtype=np.float64), axis, -1)
    rest_s, rest_n = rest_of_row(s), rest_of_row(n)
    with np.errstate(divide="ignore", invalid="ignore"):
        p0 = np.where(rest_n > 0, rest_s / rest_n, np.nan)
    ok = np.moveaxis(np.asarray(tested, dtype=bool), axis, -1)
    p0 = np.where(ok, p0, np.nan)
    sig = np.moveaxis(np.asarray(significant, dtype=bool), axis, -1)
    out = pairwise(n, rest_n, p0, sig, level=level, power=power, min_gap=min_gap)
    return Power(*(np.moveaxis(x, -1, axis) for x in out))


def wald(se1, se2, n1, significant, *, level, power, min_gap) -> Power:
    """:class:`Power` of Wald tests of a difference of means whose sides have the standard
    errors ``se1`` and ``se2`` (the group's ``n1`` examples, and the other side's): NaN
    where either is undefined or both are 0 (no test)."""
    se1 = np.asarray(se1, dtype=np.float64)
    se2 = np.asarray(se2, dtype=np.float64)
    n1 = np.asarray(n1, dtype=np.float64)
    se = np.sqrt(se1**2 + se2**2)
    with np.errstate(invalid="ignore"):
        defined = np.isfinite(se) & (se > 0)
    mde = np.where(defined, _x(level, power) * np.where(defined, se, 1.0), np.nan)
    with np.errstate(divide="ignore", invalid="ignore"):
        grow = (mde / min_gap) ** 2  # both sides' examples times this: se / sqrt(grow)
        more = np.where(defined, np.maximum(np.ceil(n1 * grow) - n1, 0), np.nan)
        under = ~np.asarray(significant, dtype=bool) & defined & (mde > min_gap)
    return Power(mde, more, under)


def _t_x(df: float, level: float, power: float) -> float:
    """The noncentrality a two-sided t-test with ``df`` degrees of freedom at ``level``
    detects with ``power``: ``P(|T'| > t_c) = power``, T' noncentral t (scipy's brentq)."""
    from scipy.optimize import brentq

    t_c = stats.t.ppf(0.5 + level / 2, df)

    def gap(x):
        # The far tail (below -t_c) vanishes as x grows; scipy returns NaN for it there.
        far = float(np.nan_to_num(stats.nct.cdf(-t_c, df, x), nan=0.0))
        return stats.nct.sf(t_c, df, x) + far - power

    upper = _x(level, power) + 1.0
    while gap(upper) < 0:  # few degrees of freedom: a larger effect
        upper *= 2
    return float(brentq(gap, 0.0, upper, xtol=1e-12))


def _welch_df(v1, n1, v2, n2):
    a, b = v1 / n1, v2 / n2
    with np.errstate(divide="ignore", invalid="ignore"):
        return (a + b) ** 2 / (a**2 / (n1 - 1) + b**2 / (n2 - 1))


def welch(var1, n1, var2, n2, significant, *, level, power, min_gap) -> Power:
    """:class:`Power` of Welch's t-tests of two means from each side's sample variance
    (``ddof=1``) and size (the group's first): the minimum detectable difference of means
    (its unit), how many more of the group's units both sides growing in proportion would
    need to see ``min_gap``, whether it is underpowered. NaN where the test is undefined (a
    side with fewer than 2, or no spread on either)."""
    v1, n1, v2, n2 = np.broadcast_arrays(
        *(np.asarray(v, dtype=np.float64) for v in (var1, n1, var2, n2))
    )
    with np.errstate(invalid="ignore"):
        ok = (n1 >= 2) & (n2 >= 2) & np.isfinite(v1) & np.isfinite(v2) & (v1 + v2 > 0)
    mde = np.full(v1.shape, np.nan)
    more = np.full(v1.shape, np.nan)
    for i in np.ndindex(ok.shape):
        if not ok[i]:
            continue
        se = np.sqrt(v1[i] / n1[i] + v2[i] / n2[i])
        mde[i] = _t_x(float(_welch_df(v1[i], n1[i], v2[i], n2[i])), level, power) * se
        # Both sides grow by f: the standard error by 1 / sqrt(f), the degrees of freedom
        # with them; a few rounds from the normal answer settle f.
        grow = (mde[i] / min_gap) ** 2
        for _ in range(4):
            df = float(_welch_df(v1[i], n1[i] * grow, v2[i], n2[i] * grow))
            grow = max((_t_x(df, level, power) * se / min_gap) ** 2, 1.0)
        more[i] = max(np.ceil(n1[i] * grow) - n1[i], 0.0)
    with np.errstate(invalid="ignore"):
        under = ~np.asarray(significant, dtype=bool) & ok & (mde > min_gap)
    return Power(mde, more, under)
