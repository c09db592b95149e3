"""The counts behind a mean-score report: per group, how many examples, and the sum of their
scores and of the squares of their scores. Everything the report shows (means, variances,
Welch's tests against the rest) is computed from them at read time, and two of them merge
by addition, so batches, shards and one shot give the same report."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from tb_fairness.metrics.counts import check_min_count
from tb_fairness.metrics.indicators import value_column
from tb_fairness.metrics.names import merge_order, natural_order
from tb_fairness.metrics.validation import (
    check_count_array,
    check_names,
    check_number_array,
    shown,
)

__all__ = ["MeanScoreCounts", "count_mean_scores"]

_EPS = np.finfo(np.float64).eps


def _float_array(value, name: str, shape: tuple) -> np.ndarray:
    arr = check_number_array(value, name, ndim=1)
    if arr.shape != shape:
        raise ValueError(f"{name}: expected shape {shape}, got {arr.shape}")
    if not np.all(np.isfinite(arr)):
        raise ValueError(f"{name}: expected finite numbers")
    return arr


@dataclass(frozen=True)
class MeanScoreCounts:
    """Per-group sums of a per-example score.

    Attributes
    ----------
    group_names : tuple of str, length G
        The groups of one attribute, in canonical order (declared, else natural).
    n : ndarray of int64, shape (G,)
        Examples in each group.
    sums : ndarray of float64, shape (G,)
        The sum of their scores.
    sq_sums : ndarray of float64, shape (G,)
        The sum of the squares of their scores.
    min_count : int or None
        The writer's minimum group size (the readers' default of ``min_count``); None:
        the readers' default.
    """

    group_names: tuple
    n: np.ndarray
    sums: np.ndarray
    sq_sums: np.ndarray
    min_count: int | None = None

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "group_names", check_names(self.group_names, "group_names"))
        shape = (len(self.group_names),)
        set_(self, "n", check_count_array(self.n, "n", shape))
        set_(self, "sums", _float_array(self.sums, "sums", shape))
        set_(self, "sq_sums", _float_array(self.sq_sums, "sq_sums", shape))
        if np.any(self.sq_sums < 0):
            raise ValueError("sq_sums: expected sums of squares >= 0")
        empty = self.n == 0
        if np.any(empty & ((self.sums != 0) | (self.sq_sums != 0))):
            raise ValueError("sums, sq_sums: expected 0 for a group without examples")
        # (sum x)^2 <= n sum x^2 (Cauchy-Schwarz), up to the rounding of float sums (about
        # n ulps each): a report breaking it by more is corrupt, not rounded.
        n = self.n.astype(np.float64)
        slack = 1 + 8 * _EPS * np.maximum(n, 1)
        if np.any(self.sums**2 > n * self.sq_sums * slack):
            raise ValueError("sq_sums: inconsistent with sums (a negative variance)")
        set_(self, "min_count", check_min_count(self.min_count))

    def merge(self, other: MeanScoreCounts) -> MeanScoreCounts:
        """The counts of both sets of examples together: sums add.

        Groups are aligned by name, in canonical order
        (:func:`~tb_fairness.metrics.names.merge_order`); a group seen by one side only has
        no examples on the other. The writer's ``min_count`` is this side's.

        Examples
        --------
        >>> a = count_mean_scores([1.0, 3.0], ["b", "b"])
        >>> m = a.merge(count_mean_scores([2.0], ["a"]))
        >>> m.group_names, m.n.tolist(), m.sums.tolist()
        (('a', 'b'), [1, 2], [2.0, 4.0])
        """
        if not isinstance(other, MeanScoreCounts):
            raise TypeError(f"other: expected MeanScoreCounts, got {type(other).__name__}")
        names = merge_order(self.group_names, other.group_names)
        position = {name: i for i, name in enumerate(names)}
        out = {f: np.zeros(len(names), np.float64) for f in ("sums", "sq_sums")}
        n = np.zeros(len(names), np.int64)
        # Unlike the built-in kinds' integer counts, float sums are rounded at each addition:
        # counts merged in another order may differ in the last bits (never in the names,
        # their order or the group sizes).
        for side in (self, other):
            at = np.fromiter((position[g] for g in side.group_names), np.int64, len(side.n))
            n[at] += side.n
            out["sums"][at] += side.sums
            out["sq_sums"][at] += side.sq_sums
        return MeanScoreCounts(names, n, out["sums"], out["sq_sums"], self.min_count)


def _check_scores(scores) -> np.ndarray:
    if isinstance(scores, Mapping):
        raise TypeError(f"scores: expected one number per example, got {shown(scores)}")
    arr = check_number_array(scores, "scores", ndim=1, what="finite numbers")
    bad = ~np.isfinite(arr)
    if bad.any():
        i = int(np.flatnonzero(bad)[0])
        raise ValueError(f"scores: expected finite numbers, got {arr[i]!r} at index {i}")
    return arr


def _is_integer(arr: np.ndarray) -> bool:
    if arr.dtype.kind in "iu":
        return True
    return arr.dtype == object and all(
        isinstance(v, (int, np.integer)) and not isinstance(v, (bool, np.bool_))
        for v in arr.tolist()
    )


def _group_index(groups, n: int, group_names: tuple | None) -> tuple[np.ndarray, tuple]:
    """(each example's group index, the group names): ``groups`` holds names, or integer
    indices into ``group_names``."""
    if isinstance(groups, Mapping) or isinstance(groups, (str, bytes)) or groups is None:
        raise TypeError(
            "groups: expected one group per example (names, or indices into group_names), "
            f"got {shown(groups)}"
        )
    if hasattr(groups, "__len__") and len(groups) == 0:
        if n:
            raise ValueError(f"groups: expected {n} entries (one per example), got 0")
        if not group_names:
            raise ValueError("groups: expected at least one group (no examples, no group_names)")
        return np.zeros(0, np.int64), group_names
    # A sequence of n values, none missing, not both strings and numbers.
    arr = value_column(groups, n, "groups")
    if arr.dtype.kind == "b" or (
        arr.dtype == object and any(isinstance(v, (bool, np.bool_)) for v in arr.tolist())
    ):
        raise TypeError("groups: expected group names or integer indices, got booleans")
    if _is_integer(arr):
        if group_names is None:
            # Integers as names would change meaning once group_names is given: refused.
            raise TypeError("groups: integer indices need group_names (or give the groups' names)")
        index = arr.astype(np.int64)
        bad = (index < 0) | (index >= len(group_names))
        if bad.any():
            i = int(np.flatnonzero(bad)[0])
            raise ValueError(
                f"groups: index {int(index[i])} at position {i} is not in "
                f"[0, {len(group_names)}) (indices into group_names)"
            )
        return index, group_names
    if arr.dtype.kind != "U" and not (
        arr.dtype == object and all(isinstance(v, str) for v in arr.tolist())
    ):
        raise TypeError(f"groups: expected group names (strings), got dtype {arr.dtype}")
    unique, inverse = np.unique(arr.astype(str), return_inverse=True)
    seen = unique.tolist()
    if group_names is None:
        order = natural_order(seen)
        rank = np.empty_like(order)
        rank[order] = np.arange(order.size)
        return rank[inverse.reshape(-1)], tuple(seen[i] for i in order.tolist())
    position = {name: i for i, name in enumerate(group_names)}
    missing = [g for g in seen if g not in position]
    if missing:
        raise ValueError(f"groups: values not in group_names: {shown(missing)}")
    return np.asarray([position[g] for g in seen], np.int64)[inverse.reshape(-1)], group_names


def count_mean_scores(
    scores, groups, *, group_names: Sequence[str] | None = None
) -> MeanScoreCounts:
    """The counts of a mean-score report: per group, the examples, and the sums of their
    scores and of their squares.

    Parameters
    ----------
    scores : array_like of real (N,)
        One finite score per example (a toxicity, a quality rating, a decile).
    groups : array_like (N,)
        Each example's group: its name, or its index into ``group_names``.
    group_names : sequence of str, optional
        The groups and their order; every name in ``groups`` must be one of them, and a
        group without examples is kept (with none). Default: the names seen, in natural
        order (:func:`~tb_fairness.metrics.names.natural_key`).

    Examples
    --------
    >>> c = count_mean_scores([0.5, 1.5, 2.0], ["b", "b", "a"])
    >>> c.group_names, c.n.tolist(), c.sums.tolist(), c.sq_sums.tolist()
    (('a', 'b'), [1, 2], [2.0, 2.0], [4.0, 2.5])
    >>> count_mean_scores([1.0, 2.0], [1, 1], group_names=["x", "y"]).n.tolist()
    [0, 2]
    """
    scores = _check_scores(scores)
    names = None if group_names is None else check_names(group_names, "group_names")
    index, names = _group_index(groups, scores.shape[0], names)
    G = len(names)
    n = np.bincount(index, minlength=G).astype(np.int64)
    sums = np.bincount(index, weights=scores, minlength=G).astype(np.float64)
    with np.errstate(over="ignore"):  # refused just below, naming the argument
        sq_sums = np.bincount(index, weights=scores * scores, minlength=G).astype(np.float64)
    if not np.all(np.isfinite(sq_sums)):
        raise ValueError("scores: too large: the sum of their squares overflows float64")
    return MeanScoreCounts(names, n, sums, sq_sums)
