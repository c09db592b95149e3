"""The Pareto front of runs compared on two numbers (a bias and a performance).

A run is on the front when no other run is at least as good on every number and strictly
better on one. The runs table marks its front (``pareto``); which way is "good" is each
number's own (a gap is better lower, an accuracy higher), so the callers turn every number
into one that is better higher before calling :func:`pareto_front`.
"""

from __future__ import annotations

import numpy as np

__all__ = ["pareto_front"]


def pareto_front(scores) -> np.ndarray:
    """Which rows are not dominated, for scores that are better higher.

    Row ``j`` dominates row ``i`` when ``scores[j] >= scores[i]`` in every column and
    ``>`` in at least one. Rows with a nan are never on the front and dominate nothing
    (an undefined number ranks no run). Equal rows do not dominate each other: they are
    on the front together or not at all. With one column the front is every row holding
    the best value.

    Parameters
    ----------
    scores : array_like of float, shape (n,) or (n, d) with d = 1 or 2
        One row per run; each column better higher (negate a number better lower).

    Returns
    -------
    ndarray of bool, shape (n,)

    Notes
    -----
    One sort and one sweep, O(n log n): sorted by the first column descending (ties by
    the second descending), a row is dominated exactly when an earlier row of a strictly
    larger first value is at least as large in the second, or an earlier row of the same
    first value is strictly larger in the second.

    Examples
    --------
    Bias (better lower, so negated) and accuracy of four runs; the third is worse than the
    second on both, the fourth ties the first and is better in accuracy:

    >>> bias = np.array([0.10, 0.05, 0.08, 0.10])
    >>> accuracy = np.array([0.80, 0.75, 0.70, 0.85])
    >>> pareto_front(np.column_stack([-bias, accuracy])).tolist()
    [False, True, False, True]
    >>> pareto_front([0.3, 0.5, np.nan, 0.5]).tolist()  # one number: the best ones
    [False, True, False, True]
    """
    s = np.asarray(scores, dtype=np.float64)
    if s.ndim == 1:
        s = s[:, None]
    if s.ndim != 2 or s.shape[1] not in (1, 2):
        raise ValueError(f"scores: expected shape (n,), (n, 1) or (n, 2), got {s.shape}")
    n = s.shape[0]
    front = np.zeros(n, dtype=bool)
    rows = np.flatnonzero(np.all(np.isfinite(s), axis=1))
    if not rows.size:
        return front
    if s.shape[1] == 1:
        front[rows] = s[rows, 0] == s[rows, 0].max()
        return front
    x, y = s[rows, 0], s[rows, 1]
    order = np.lexsort((-y, -x))  # x descending, then y descending
    x, y = x[order], y[order]
    # The runs of equal x: their best y is their first (sorted descending).
    starts = np.flatnonzero(np.r_[True, x[1:] != x[:-1]])
    group_best = np.repeat(y[starts], np.diff(np.r_[starts, x.size]))
    # The best y among the rows of strictly larger x: a running max over the groups before.
    best_before = np.r_[-np.inf, np.maximum.accumulate(y[starts])[:-1]]
    best_larger = np.repeat(best_before, np.diff(np.r_[starts, x.size]))
    front[rows[order]] = (y == group_best) & (y > best_larger)
    return front
