"""What is computed from every row of a table on the server, so that the tab does not: for
a windowed table (window.py) the gap histogram and the count distribution of the rows shown,
with the tab's own rules (frontend/src/kinds/label_associations/histograms.ts); and for
every table, whole or windowed, the whiskers' domain and the legend's counts (summary)."""

from __future__ import annotations

import math

import numpy as np

from tb_fairness.kinds.table import FLOAT_DIGITS, round_significant


def default_bin_count(n: int) -> int:
    return min(40, max(5, math.ceil(math.sqrt(n))))


def gap_histogram(gaps: np.ndarray) -> dict:
    """Equal-width bins of the finite gaps; infinite and undefined ones counted apart."""
    finite = gaps[np.isfinite(gaps)]
    non_finite = {
        "pos_inf": int(np.count_nonzero(gaps == np.inf)),
        "neg_inf": int(np.count_nonzero(gaps == -np.inf)),
        "undefined": int(np.count_nonzero(np.isnan(gaps))),
    }
    bins: list[dict] = []
    if finite.size:
        lo, hi = float(finite.min()), float(finite.max())
        if lo == hi:
            bins = [{"x0": lo - 0.5, "x1": hi + 0.5, "count": int(finite.size)}]
        else:
            n = default_bin_count(finite.size)
            width = (hi - lo) / n
            index = np.clip(np.floor((finite - lo) / width), 0, n - 1).astype(np.int64)
            counts = np.bincount(index, minlength=n)
            bins = [
                {
                    "x0": lo + b * width,
                    "x1": hi if b == n - 1 else lo + (b + 1) * width,
                    "count": int(counts[b]),
                }
                for b in range(n)
            ]
    return {"bins": bins, "finite": int(finite.size), "non_finite": non_finite}


def _median(values: np.ndarray) -> float | None:
    """The middle value, or the mean of the two middle ones (by selection, not a sort)."""
    return float(np.median(values)) if values.size else None


def count_distribution(counts: np.ndarray, k: int) -> dict:
    """c(y) of the first ``k`` rows (in display order) beside that of all: bins equal-width
    in log10 c(y) over all rows; c(y) = 0 counted apart."""
    take = min(max(0, int(k)), counts.size)
    positive = np.isfinite(counts) & (counts > 0)
    logs = np.full(counts.size, np.nan)
    logs[positive] = np.log10(counts[positive])
    top = counts[:take][positive[:take]]
    every = counts[positive]
    bins: list[dict] = []
    if every.size:
        lo, hi = float(np.nanmin(logs)), float(np.nanmax(logs))
        n = 1 if lo == hi else min(30, default_bin_count(every.size))
        a, b = (lo - 0.5, hi + 0.5) if lo == hi else (lo, hi)
        width = (b - a) / n
        index = np.clip(np.floor((logs[positive] - a) / width), 0, n - 1).astype(np.int64)
        all_counts = np.bincount(index, minlength=n)
        top_counts = np.bincount(index[np.flatnonzero(positive) < take], minlength=n)
        bins = [
            {
                "x0": 10 ** (a + i * width),
                "x1": 10 ** (b if i == n - 1 else a + (i + 1) * width),
                "top": int(top_counts[i]),
                "all": int(all_counts[i]),
            }
            for i in range(n)
        ]
    return {
        "bins": bins,
        "k": take,
        "top_shown": int(top.size),
        "all_shown": int(every.size),
        "zero": int(take - top.size),
        "top_median": _median(top),
        "all_median": _median(every),
    }


def interval_domain(lower: np.ndarray, upper: np.ndarray, insufficient: np.ndarray) -> list:
    """The whiskers' x domain: the 2.5th percentile of the lower limits to the 97.5th of
    the upper ones (all of them under 50 intervals), 0 included, over the sufficient rows
    (every row when none is); the limits as the tab is sent them (rounded)."""
    defined = np.isfinite(lower) & np.isfinite(upper)  # rounding keeps a value finite
    rows = defined & ~insufficient
    if not rows.any():
        rows = defined
    if not rows.any():
        return [-1.0, 1.0]
    lows, highs = lower[rows], upper[rows]
    tail = 0.025 if lows.size >= 50 else 0.0

    def quantile(values, q):  # the tab's: Math.round, half up
        k = min(values.size - 1, max(0, math.floor(q * (values.size - 1) + 0.5)))
        if np.abs(values).max() < _ORDER_KEPT:  # the k-th rounded is the k-th, rounded
            return float(round_significant(np.partition(values, k)[k : k + 1])[0])
        return float(np.sort(round_significant(values))[k])

    lo, hi = min(0.0, quantile(lows, tail)), max(0.0, quantile(highs, 1 - tail))
    if lo == hi:
        lo, hi = lo - 1, hi + 1
    return [lo, hi]


# Below it, rounding to FLOAT_DIGITS significant digits never puts two values in the other
# order (each decade's grid ends on the next one's first point, and an integer kept as it
# is lies on the grid), so a selection of the values finds what a sort of the rounded would.
_ORDER_KEPT = 10.0**FLOAT_DIGITS


def summary(columns: dict) -> dict:
    """The whole table's whiskers' domain, rows with a p-value (``tested``) and rows with
    the low-power mark (underpowered, not significant, tested; ``low_power``), from its
    columns as the tab is sent them (rounded; infinite and undefined limits left out)."""
    lower, upper, p_value = (
        np.asarray(columns[name], dtype=np.float64) for name in ("lower", "upper", "p_value")
    )
    insufficient = np.asarray(columns["insufficient"], dtype=bool)
    tested = np.isfinite(p_value)
    underpowered = np.asarray(columns.get("underpowered", np.zeros(tested.size)), dtype=bool)
    low = underpowered & ~np.asarray(columns["significant"], dtype=bool) & tested
    return {
        "domain": interval_domain(lower, upper, insufficient),
        "tested": int(tested.sum()),
        "low_power": int(low.sum()),
    }
