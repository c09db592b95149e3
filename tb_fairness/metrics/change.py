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
``p < 1 - level`` exactly when the interval excludes 0. Many rows are judged at once:
Benjamini-Hochberg controls the false discovery rate of the verdicts (significance.py).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from scipy.special import ndtr

from tb_fairness.metrics.intervals import DEFAULT_LEVEL, z_value
from tb_fairness.metrics.significance import benjamini_hochberg

__all__ = [
    "VERDICTS",
    "Change",
    "change",
    "fold",
    "interval_p_value",
    "mover_difference",
    "verdicts",
]

# What a row's bias did from A to B; "undetermined": too little data on a side to say.
VERDICTS = ("worsened", "improved", "unchanged", "undetermined")


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


class Change(NamedTuple):
    """Per row: ``B - A``, its interval, its p-value and the verdict (``VERDICTS``)."""

    change: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    p_value: np.ndarray
    verdict: np.ndarray


def verdicts(change, p_value, q: float | None, level: float = DEFAULT_LEVEL) -> np.ndarray:
    """A verdict per row for a bias (lower is better): ``worsened`` or ``improved`` when
    the change is significant (Benjamini-Hochberg at ``q`` over the rows with a p-value;
    ``q=None``: each row alone at ``level``), ``unchanged`` when it is not,
    ``undetermined`` where there is no p-value."""
    change, p_value = np.asarray(change, np.float64), np.asarray(p_value, np.float64)
    if q is None:
        with np.errstate(invalid="ignore"):
            significant = p_value < 1 - level
    else:
        significant = benjamini_hochberg(p_value, q)
    out = np.full(change.shape, "undetermined", dtype=object)
    defined = ~np.isnan(p_value)
    out[defined] = "unchanged"
    out[significant & (change > 0)] = "worsened"
    out[significant & (change < 0)] = "improved"
    return out


def change(
    a, lower_a, upper_a, b, lower_b, upper_b, *, level: float = DEFAULT_LEVEL, q: float | None
) -> Change:
    """The change of a bias from A to B per row, judged (see :func:`verdicts`); the
    intervals of A and B are at ``level``, and so is the change's."""
    d, lower, upper = mover_difference(a, lower_a, upper_a, b, lower_b, upper_b)
    p = interval_p_value(d, lower, upper, level)
    return Change(d, lower, upper, p, verdicts(d, p, q, level))
