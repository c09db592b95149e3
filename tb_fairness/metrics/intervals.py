"""Confidence intervals for proportions and their differences (docs/metrics.md section 5).

Both functions take count arrays that broadcast together and return float64 arrays in a
named tuple. A proportion with no trials is undefined: ``nan`` in every field, which the
caller turns into an explicit state (nothing undefined is hidden).
"""

from __future__ import annotations

import numbers
from typing import NamedTuple

import numpy as np
from scipy.stats import norm

__all__ = [
    "Interval",
    "DifferenceInterval",
    "wilson_interval",
    "wilson_limits",
    "newcombe_interval",
    "z_value",
]

DEFAULT_LEVEL = 0.95


class Interval(NamedTuple):
    """A proportion and its interval; arrays of the broadcast shape of the inputs."""

    estimate: np.ndarray  # successes / totals
    lower: np.ndarray
    upper: np.ndarray


class DifferenceInterval(NamedTuple):
    """A difference of two proportions ``p1 - p2`` and its interval."""

    estimate: np.ndarray  # s1 / n1 - s2 / n2
    lower: np.ndarray
    upper: np.ndarray


def z_value(level: float) -> float:
    """The two-sided standard normal quantile ``z = Phi^-1(1 - (1 - level) / 2)``.

    Examples
    --------
    >>> round(z_value(0.95), 6)
    1.959964
    """
    if isinstance(level, bool) or not isinstance(level, numbers.Real):
        raise TypeError(f"level: expected a real number in (0, 1), got {level!r}")
    if not 0.0 < float(level) < 1.0:
        raise ValueError(f"level: expected a confidence level in (0, 1), got {level!r}")
    return float(norm.ppf(0.5 + float(level) / 2.0))


def _counts(successes, totals, s_name, n_name):
    s = np.asarray(successes)
    n = np.asarray(totals)
    for arr, name in ((s, s_name), (n, n_name)):
        if (
            arr.dtype == bool
            or not np.issubdtype(arr.dtype, np.number)
            or np.issubdtype(arr.dtype, np.complexfloating)
        ):
            raise TypeError(f"{name}: expected counts (whole numbers), got dtype {arr.dtype}")
        if not np.issubdtype(arr.dtype, np.integer) and arr.size:
            if not np.all(np.isfinite(arr)) or np.any(arr != np.round(arr)):
                raise ValueError(f"{name}: expected whole counts")
        if arr.size and arr.min() < 0:
            raise ValueError(f"{name}: expected counts >= 0")
    try:
        s, n = np.broadcast_arrays(s, n)
    except ValueError:
        raise ValueError(
            f"{s_name}, {n_name}: shapes {s.shape} and {n.shape} do not broadcast"
        ) from None
    if s.size and np.any(s > n):
        raise ValueError(f"{s_name}: expected {s_name} <= {n_name}")
    return s.astype(np.float64), n.astype(np.float64)


def wilson_limits(s, n, z):
    """Wilson limits of float arrays ``s <= n`` (nan where ``n = 0``)."""
    z2 = z * z
    with np.errstate(divide="ignore", invalid="ignore"):
        p = s / n
        denominator = n + z2
        centre = (s + z2 / 2.0) / denominator
        half = z * np.sqrt(s * (n - s) / n + z2 / 4.0) / denominator
    lower = centre - half
    upper = centre + half
    # The limits are exactly 0 at s = 0 and exactly 1 at s = n; rounding can miss by 1 ulp.
    lower = np.where(s == 0, 0.0, np.clip(lower, 0.0, 1.0))
    upper = np.where(s == n, 1.0, np.clip(upper, 0.0, 1.0))
    undefined = n == 0
    lower = np.where(undefined, np.nan, lower)
    upper = np.where(undefined, np.nan, upper)
    return p, lower, upper


def wilson_interval(successes, totals, level: float = DEFAULT_LEVEL) -> Interval:
    """Wilson score interval for a binomial proportion.

    With ``p = s / n`` and ``z`` the two-sided normal quantile of ``level``, the limits are
    ``(s + z^2/2 -/+ z sqrt(s (n - s) / n + z^2/4)) / (n + z^2)``: the two proportions
    ``pi`` where the score statistic ``(p - pi) / sqrt(pi (1 - pi) / n)`` equals ``-/+ z``.

    Parameters
    ----------
    successes, totals : array_like of int, broadcastable
        Counts with ``0 <= successes <= totals``.
    level : float
        Confidence level in (0, 1).

    Returns
    -------
    Interval
        ``estimate``, ``lower``, ``upper``: float64 arrays of the broadcast shape, in [0, 1].
        All three are ``nan`` (undefined) where ``totals = 0``.

    Notes
    -----
    The interval never leaves [0, 1] and is not degenerate at ``s = 0`` or ``s = n``
    (where the Wald interval collapses to a point); its lower limit is exactly 0 at
    ``s = 0`` and its upper limit exactly 1 at ``s = n``.

    Examples
    --------
    >>> r = wilson_interval(81, 263)
    >>> [round(float(v), 4) for v in r]
    [0.308, 0.2553, 0.3662]
    >>> [round(float(v), 4) for v in wilson_interval([0, 3], [0, 4]).lower]  # 0 trials: undefined
    [nan, 0.3006]
    """
    z = z_value(level)
    s, n = _counts(successes, totals, "successes", "totals")
    return Interval(*wilson_limits(s, n, z))


def newcombe_interval(s1, n1, s2, n2, level: float = DEFAULT_LEVEL) -> DifferenceInterval:
    """Newcombe's hybrid score interval for ``p1 - p2`` (Newcombe 1998, method 10).

    With Wilson limits ``(l1, u1)`` for ``p1 = s1 / n1`` and ``(l2, u2)`` for
    ``p2 = s2 / n2`` at the same level, and ``d = p1 - p2``::

        lower = d - sqrt((p1 - l1)^2 + (u2 - p2)^2)
        upper = d + sqrt((u1 - p1)^2 + (p2 - l2)^2)

    Parameters
    ----------
    s1, n1, s2, n2 : array_like of int, broadcastable
        Successes and totals of two independent samples.
    level : float
        Confidence level in (0, 1).

    Returns
    -------
    DifferenceInterval
        ``estimate`` (``d``), ``lower``, ``upper``: float64 arrays in [-1, 1]; all ``nan``
        (undefined) where ``n1 = 0`` or ``n2 = 0``.

    Notes
    -----
    The samples must be independent: the two groups compared share no people. With
    multi-valued group membership (a person in two groups) the interval is approximate.

    Examples
    --------
    Newcombe's (1998) first worked example, 56/70 against 48/80:

    >>> r = newcombe_interval(56, 70, 48, 80)
    >>> [round(float(v), 4) for v in r]
    [0.2, 0.0524, 0.3339]
    """
    z = z_value(level)
    a, na = _counts(s1, n1, "s1", "n1")
    b, nb = _counts(s2, n2, "s2", "n2")
    try:
        a, na, b, nb = np.broadcast_arrays(a, na, b, nb)
    except ValueError:
        raise ValueError(
            f"s1, n1, s2, n2: shapes {a.shape} and {b.shape} do not broadcast"
        ) from None
    p1, l1, u1 = wilson_limits(a, na, z)
    p2, l2, u2 = wilson_limits(b, nb, z)
    d = p1 - p2
    lower = d - np.sqrt((p1 - l1) ** 2 + (u2 - p2) ** 2)
    upper = d + np.sqrt((u1 - p1) ** 2 + (p2 - l2) ** 2)
    # Mathematically inside [-1, 1]; clip the last-ulp rounding (nan passes through).
    return DifferenceInterval(d, np.clip(lower, -1.0, 1.0), np.clip(upper, -1.0, 1.0))
