"""The statistics of a mean-score report, read off its counts: each group's mean with
Student's t interval, and its gap to the mean of every other example with Welch's interval
and test (unequal variances, Welch-Satterthwaite degrees of freedom).

Undefined values are NaN, never a number that only looks right: a mean of no examples, a
variance of fewer than two, an interval or a test where nothing varies (a zero variance
makes Student's interval and, on both sides, Welch's statistic 0/0). Assumes independent
examples, each in one group, and means close enough to normal (central limit theorem).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
import scipy.stats

from tb_fairness.metrics.significance import welch_p_value_from_stats
from tb_fairness_mean_score.counts import MeanScoreCounts

__all__ = ["Moments", "Gaps", "group_moments", "rest_moments", "overall_moments", "gaps"]

_EPS = np.finfo(np.float64).eps
# Groups whose rests are computed at once (memory: this many x G floats).
_CHUNK = 256


class Moments(NamedTuple):
    """Per row: examples, mean and ``spread``, the sum of squared deviations from the mean
    (nan mean without examples)."""

    n: np.ndarray
    mean: np.ndarray
    spread: np.ndarray

    @property
    def variance(self) -> np.ndarray:
        """The sample variance (``ddof=1``); nan below two examples."""
        n = self.n.astype(np.float64)
        with np.errstate(divide="ignore", invalid="ignore"):
            return np.where(n >= 2, self.spread / (n - 1), np.nan)

    def interval(self, level: float) -> tuple[np.ndarray, np.ndarray]:
        """Student's t interval of the mean at ``level``; nan below two examples or with
        a zero variance (no spread to estimate the error from)."""
        return _t_interval(self.mean, self.variance / self.n, self.n - 1.0, level)


def _t_interval(center, se2, df, level):
    se2, df = np.asarray(se2, np.float64), np.asarray(df, np.float64)
    ok = np.isfinite(center) & (se2 > 0) & (df > 0)
    with np.errstate(invalid="ignore"):
        half = scipy.stats.t.ppf((1 + level) / 2, np.where(ok, df, 1.0)) * np.sqrt(
            np.where(ok, se2, 0.0)
        )
    return np.where(ok, center - half, np.nan), np.where(ok, center + half, np.nan)


def group_moments(counts: MeanScoreCounts) -> Moments:
    """Each group's moments.

    ``spread = sq_sums - sums * mean`` cancels where the scores barely vary around a large
    mean: float sums of n terms are good to about n ulps each, so a spread within
    ``4 n eps sq_sums`` of zero cannot be told from it, and is taken as exactly zero (its
    intervals then undefined) rather than as rounding noise passing for a variance.
    """
    n = counts.n.astype(np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        mean = np.where(n > 0, counts.sums / n, np.nan)
    spread = np.where(n > 0, counts.sq_sums - counts.sums * np.nan_to_num(mean), 0.0)
    spread = np.where(spread <= 4 * n * _EPS * counts.sq_sums, 0.0, spread)
    return Moments(counts.n, mean, spread)


def _combined(m: Moments, weights: np.ndarray) -> Moments:
    """The moments of the union of the rows of ``m`` picked by each row of ``weights``
    (0/1, shape (R, G)), by Chan et al.'s update: the within-group spreads plus each
    group's squared distance to the union's mean, never one sum of squares minus another."""
    n = weights @ m.n.astype(np.float64)
    mean_or_0 = np.nan_to_num(m.mean)
    with np.errstate(divide="ignore", invalid="ignore"):
        mean = np.where(n > 0, (weights @ (m.n * mean_or_0)) / n, np.nan)
    between = (weights * m.n * (mean_or_0[None, :] - np.nan_to_num(mean)[:, None]) ** 2).sum(1)
    return Moments(n.astype(np.int64), mean, weights @ m.spread + between)


def rest_moments(groups: Moments) -> Moments:
    """Per group, the moments of every example of the other groups."""
    G = groups.n.size
    parts = []
    for start in range(0, G, _CHUNK):
        rows = np.arange(start, min(start + _CHUNK, G))
        others = np.ones((rows.size, G))
        others[np.arange(rows.size), rows] = 0.0
        parts.append(_combined(groups, others))
    return Moments(*(np.concatenate([getattr(p, f) for p in parts]) for f in Moments._fields))


def overall_moments(groups: Moments) -> Moments:
    """The moments of every example, as one row."""
    return _combined(groups, np.ones((1, groups.n.size)))


class Gaps(NamedTuple):
    """Per group: its mean minus the mean of the rest, Welch's interval at the level, and
    Welch's two-sided p-value (nan where undefined)."""

    gap: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    p_value: np.ndarray


def gaps(groups: Moments, rest: Moments, level: float) -> Gaps:
    """Welch's comparison of each group with its rest: ``gap = mean - rest mean``, its
    interval ``gap +- t(df) se`` with ``se^2 = v/n + v_rest/n_rest`` and the
    Welch-Satterthwaite ``df``, and the p-value of ``gap = 0`` (scipy's
    ``ttest_ind_from_stats(equal_var=False)``). The gap is defined with an example on
    each side; its interval and test need two on each side and a variance on one."""
    v1, v2 = groups.variance, rest.variance
    n1, n2 = groups.n.astype(np.float64), rest.n.astype(np.float64)
    gap = groups.mean - rest.mean
    with np.errstate(divide="ignore", invalid="ignore"):
        a, b = v1 / n1, v2 / n2
        se2 = a + b
        df = se2**2 / (a**2 / (n1 - 1) + b**2 / (n2 - 1))
    lower, upper = _t_interval(gap, se2, df, level)
    p_value = welch_p_value_from_stats(groups.mean, v1, n1, rest.mean, v2, n2)
    return Gaps(gap, lower, upper, p_value)
