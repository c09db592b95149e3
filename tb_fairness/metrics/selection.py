"""Intervals for numbers picked out of a table: the worst group, the largest gap, a spread.

The trend charts' headline numbers are extremes over rows (labels, groups, classes), and an
extreme is a selection: the interval of the row that happens to be worst is too narrow and
biased (the winner's curse). These functions take intervals that hold for every row at
once, here Bonferroni's (each row at level ``1 - (1 - level) / m``), and return the range
the extreme can take over them: whenever every row's interval covers its truth, the
result covers the true extreme. So the coverage is at least ``level`` by construction,
and conservative (docs/statistics.md).

Rows whose interval is undefined (nan) while their value is defined leave that end of
the result undefined: the extreme could lie there.
"""

from __future__ import annotations

import numpy as np

__all__ = ["bonferroni_level", "highest", "largest_abs", "lowest", "spread"]


def bonferroni_level(level: float, rows: int) -> float:
    """The level of each of ``rows`` intervals that hold together at ``level``.

    >>> bonferroni_level(0.95, 10)
    0.995
    """
    return 1.0 - (1.0 - level) / max(int(rows), 1)


def _rows(value, lower, upper):
    value, lower, upper = (np.asarray(x, dtype=np.float64).ravel() for x in (value, lower, upper))
    keep = np.isfinite(value)
    return lower[keep], upper[keep]


def _end(values: np.ndarray, pick) -> float:
    return float(pick(values)) if values.size and np.all(np.isfinite(values)) else float("nan")


def lowest(value, lower, upper) -> tuple:
    """The interval of ``min(value)`` over the rows with a value.

    >>> lowest([0.7, 0.5, 0.9], [0.6, 0.45, 0.8], [0.8, 0.55, 1.0])
    (0.45, 0.55)
    """
    lo, hi = _rows(value, lower, upper)
    return _end(lo, np.min), _end(hi, np.min)


def highest(value, lower, upper) -> tuple:
    """The interval of ``max(value)`` over the rows with a value."""
    lo, hi = _rows(value, lower, upper)
    return _end(lo, np.max), _end(hi, np.max)


def largest_abs(value, lower, upper) -> tuple:
    """The interval of ``max |value|``: a row's ``|truth|`` lies between 0 (or the end of its
    interval nearest 0) and the end farthest from 0.

    >>> largest_abs([0.3, -0.5], [0.1, -0.7], [0.5, -0.3])
    (0.3, 0.7)
    """
    lo, hi = _rows(value, lower, upper)
    near = np.where((lo <= 0) & (hi >= 0), 0.0, np.minimum(np.abs(lo), np.abs(hi)))
    far = np.maximum(np.abs(lo), np.abs(hi))
    return _end(near, np.max), _end(far, np.max)


def spread(value, lower, upper) -> tuple:
    """The interval of ``max(value) - min(value)``.

    >>> spread([0.7, 0.5], [0.6, 0.45], [0.8, 0.55])
    (0.04999999999999993, 0.35000000000000003)
    """
    lo, hi = _rows(value, lower, upper)
    spread_lower = _end(lo, np.max) - _end(hi, np.min)
    if np.isfinite(spread_lower):
        spread_lower = max(spread_lower, 0.0)
    return spread_lower, _end(hi, np.max) - _end(lo, np.min)
