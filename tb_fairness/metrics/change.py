"""Did the bias change between two reports? The change, its interval, and a verdict per row.

Two reports (two models, or two steps) are independent samples. Each row's bias has an
interval in each report; the change ``B - A`` gets the MOVER interval (Zou and Donner 2008,
"method of variance estimates recovery"): the distance from each estimate to its own limits
stands in for its standard error on that side, so the interval inherits whatever behaviour
the two intervals have at small counts and at the boundary (Wilson, Newcombe, bootstrap),
without a second model of the data:

    lower = d - sqrt((b - l_b)^2 + (u_a - a)^2)
    upper = d + sqrt((u_b - b)^2 + (a - l_a)^2)

With symmetric normal intervals this is the usual ``d +- z sqrt(se_a^2 + se_b^2)``.

The p-value for "no change" is the one that agrees with that interval: the normal p-value of
``d / se`` with ``se`` the half-width on the side of zero divided by ``z``, so
``p < 1 - level`` exactly when the interval excludes 0.

Many rows are judged at once: Benjamini-Hochberg at ``q`` selects the rows whose change is a
discovery (significance.py), and each selected row is shown with the false-coverage-rate
adjusted interval of Benjamini and Yekutieli (2005): with ``R`` rows selected out of the ``m``
with a p-value, the interval at level ``1 - R q / m``. The expected share of selected rows
whose shown interval misses the true change is then at most ``q`` (independent rows). The
interval at another level is the one at ``level`` with each half-width scaled by the ratio
of the normal quantiles, the same normal reading of the interval that gives the p-value, so
a row is selected exactly when its adjusted interval excludes 0 (BH selects ``p <= R q / m``).
A row not selected keeps its marginal interval at ``level`` and says so; its q-value (the
BH-adjusted p-value) tells how far it is from selection.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from scipy.special import ndtr
from scipy.stats import false_discovery_control

from tb_fairness.metrics.intervals import DEFAULT_LEVEL, z_value
from tb_fairness.metrics.significance import benjamini_hochberg

__all__ = [
    "VERDICTS",
    "INTERVALS",
    "Change",
    "change",
    "fcr_level",
    "fold",
    "interval_p_value",
    "mover_difference",
    "q_values",
    "rescale",
    "verdicts",
]

# What a row's bias did from A to B. "no_significant_change": the change is not significant,
# which does not show the bias stayed the same; "undetermined": too little data to test.
VERDICTS = ("worsened", "improved", "no_significant_change", "undetermined")
# Which interval a row shows: the false-coverage-rate adjusted one (a selected row), or the
# marginal one at the options' level.
INTERVALS = ("fcr", "marginal")


def fold(value, lower, upper):
    """``|value|`` and its interval from the interval of ``value``: an interval holding 0
    gives ``[0, max(|lower|, |upper|)]``.

    >>> [float(x[0]) for x in fold([-0.5], [-0.7], [-0.3])]
    [0.5, 0.3, 0.7]
    >>> [float(x[0]) for x in fold([0.1], [-0.2], [0.4])]
    [0.1, 0.0, 0.4]
    """
    value, lower, upper = (np.asarray(x, dtype=np.float64) for x in (value, lower, upper))
    with np.errstate(invalid="ignore"):
        straddles = (lower <= 0) & (upper >= 0)
        near = np.where(straddles, 0.0, np.minimum(np.abs(lower), np.abs(upper)))
        far = np.maximum(np.abs(lower), np.abs(upper))
    # An undefined end stays undefined (nan propagates through abs, minimum and maximum).
    undefined = np.isnan(lower) | np.isnan(upper)
    return np.abs(value), np.where(undefined, np.nan, near), np.where(undefined, np.nan, far)


def mover_difference(a, lower_a, upper_a, b, lower_b, upper_b):
    """``b - a`` and its MOVER interval from the two estimates' intervals (independent
    samples); nan where any input is not finite.

    Two Wilson intervals give Newcombe's hybrid score interval for a difference of two
    proportions (his method 10):

    >>> d, lo, hi = mover_difference(0.5, 0.4, 0.6, 0.7, 0.65, 0.75)
    >>> round(float(d), 3), round(float(lo), 4), round(float(hi), 4)
    (0.2, 0.0882, 0.3118)
    """
    a, la, ua, b, lb, ub = (
        np.asarray(x, dtype=np.float64) for x in (a, lower_a, upper_a, b, lower_b, upper_b)
    )
    with np.errstate(invalid="ignore", over="ignore"):
        d = b - a
        lower = d - np.sqrt((b - lb) ** 2 + (ua - a) ** 2)
        upper = d + np.sqrt((ub - b) ** 2 + (a - la) ** 2)
        ok = np.isfinite(a) & np.isfinite(la) & np.isfinite(ua)
        ok &= np.isfinite(b) & np.isfinite(lb) & np.isfinite(ub)
    nan = np.nan
    return np.where(ok, d, nan), np.where(ok, lower, nan), np.where(ok, upper, nan)


def interval_p_value(estimate, lower, upper, level: float = DEFAULT_LEVEL):
    """The two-sided p-value for "the truth is 0" that agrees with the interval at
    ``level``: ``p < 1 - level`` exactly when ``[lower, upper]`` excludes 0.

    >>> float(interval_p_value(1.96, 0.0, 3.92).round(4))  # an estimate 1.96 se from 0
    0.05
    """
    d, lower, upper = (np.asarray(x, dtype=np.float64) for x in (estimate, lower, upper))
    z = z_value(level)
    with np.errstate(invalid="ignore", divide="ignore"):
        half = np.where(d >= 0, d - lower, upper - d)  # the half-width towards zero
        se = half / z
        p = np.where(se > 0, 2 * ndtr(-np.abs(d) / se), np.where(d == 0, 1.0, 0.0))
    return np.where(np.isfinite(d) & np.isfinite(half), p, np.nan)


def rescale(estimate, lower, upper, level: float, new_level: float):
    """The interval at ``new_level`` from the one at ``level``: each side's half-width times
    ``z(new_level) / z(level)`` (the normal reading of the interval :func:`interval_p_value`
    uses).

    >>> [round(float(x), 4) for x in rescale(1.0, 0.5, 2.0, 0.95, 0.99)[0:2]]
    [0.3429, 2.3142]
    """
    d, lower, upper = (np.asarray(x, dtype=np.float64) for x in (estimate, lower, upper))
    ratio = z_value(new_level) / z_value(level)
    with np.errstate(invalid="ignore"):
        return d - (d - lower) * ratio, d + (upper - d) * ratio


def q_values(p_value) -> np.ndarray:
    """The Benjamini-Hochberg adjusted p-values (scipy's ``false_discovery_control``) of the
    defined p-values; nan where the p-value is. A row is a discovery at ``q`` exactly when its
    q-value is at most ``q``.

    >>> q_values([0.01, 0.04, float("nan")]).round(3).tolist()
    [0.02, 0.04, nan]
    """
    p = np.asarray(p_value, dtype=np.float64)
    out = np.full(p.shape, np.nan)
    known = ~np.isnan(p)
    if np.any(known):
        out[known] = false_discovery_control(p[known], method="bh")
    return out


def fcr_level(selected: int, m: int, q: float) -> float:
    """The level of the false-coverage-rate adjusted intervals of ``selected`` rows chosen
    by Benjamini-Hochberg at ``q`` out of ``m``: ``1 - selected q / m`` (Benjamini and
    Yekutieli 2005).

    >>> fcr_level(4, 100, 0.05)
    0.998
    """
    return 1.0 - selected * q / m


class Change(NamedTuple):
    """Per row: ``B - A``, the interval shown (``interval``: ``fcr`` or ``marginal``), the
    p-value, the q-value (nan when rows are judged alone) and the verdict (``VERDICTS``)."""

    change: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    p_value: np.ndarray
    q_value: np.ndarray
    interval: np.ndarray
    verdict: np.ndarray


def verdicts(change, p_value, q: float | None, level: float = DEFAULT_LEVEL) -> np.ndarray:
    """A verdict per row for a bias (lower is better): ``worsened`` or ``improved`` when
    the change is significant (Benjamini-Hochberg at ``q`` over the rows with a p-value;
    ``q=None``: each row alone at ``level``), ``no_significant_change`` when it is not,
    ``undetermined`` where there is no p-value."""
    change, p_value = np.asarray(change, np.float64), np.asarray(p_value, np.float64)
    if q is None:
        with np.errstate(invalid="ignore"):
            significant = p_value < 1 - level
    else:
        significant = benjamini_hochberg(p_value, q)
    out = np.full(change.shape, "undetermined", dtype=object)
    defined = ~np.isnan(p_value)
    out[defined] = "no_significant_change"
    out[significant & (change > 0)] = "worsened"
    out[significant & (change < 0)] = "improved"
    return out


def change(
    a, lower_a, upper_a, b, lower_b, upper_b, *, level: float = DEFAULT_LEVEL, q: float | None
) -> Change:
    """The change of a bias from A to B per row, judged (see :func:`verdicts`); the
    intervals of A and B are at ``level``. With ``q``, the rows selected get their false
    coverage rate adjusted interval, the others their marginal one at ``level``; without,
    every row its marginal one."""
    d, lower, upper = mover_difference(a, lower_a, upper_a, b, lower_b, upper_b)
    p = interval_p_value(d, lower, upper, level)
    v = verdicts(d, p, q, level)
    shown = np.full(d.shape, "marginal", dtype=object)
    if q is None:
        return Change(d, lower, upper, p, np.full(d.shape, np.nan), shown, v)
    selected = np.isin(v, ("worsened", "improved"))
    m = int(np.sum(~np.isnan(p)))
    if selected.any():
        lo, hi = rescale(d, lower, upper, level, fcr_level(int(selected.sum()), m, q))
        lower, upper = np.where(selected, lo, lower), np.where(selected, hi, upper)
        shown[selected] = "fcr"
    return Change(d, lower, upper, p, q_values(p), shown, v)
