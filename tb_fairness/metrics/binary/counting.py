"""Counting a scored binary classifier's confusion counts per label x group x threshold.

:func:`count_binary` locates each score among the thresholds once and bins (group, label,
thresholds passed) per grouping; :class:`BinaryCounts` holds the result and merges exactly
by addition. The rules are in :mod:`tb_fairness.metrics.binary`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from tb_fairness.metrics.binary.calibration import (
    ScoreSums,
    bin_counts,
    count_score_sums,
    edge_indices,
    probability_scale,
)
from tb_fairness.metrics.binary.joint import BinaryCells, check_cells_of
from tb_fairness.metrics.counts import check_min_count
from tb_fairness.metrics.groups.cell_columns import cell_columns, column_domains
from tb_fairness.metrics.groups.counting import merge_names
from tb_fairness.metrics.groups.space import GroupSpace, Membership, group_memberships
from tb_fairness.metrics.slices import joint_cells
from tb_fairness.metrics.validation import (
    check_count_array,
    check_flag,
    check_increasing,
    check_names,
    check_number_array,
    check_report_cells,
    shown,
)

__all__ = ["DEFAULT_THRESHOLDS", "BinaryCounts", "check_binary_thresholds", "count_binary"]

#: 0.00, 0.01, ..., 1.00: fine enough to draw every metric as a curve over the threshold.
#: Each is the double nearest ``k / 100``, so a user's ``0.3`` is the grid's ``0.3``.
DEFAULT_THRESHOLDS: tuple = tuple((np.arange(101) / 100).tolist())
# Names of the labels when none are given: one score column, or one per column.
_SINGLE_LABEL = "positive"


def check_binary_thresholds(thresholds) -> tuple:
    """The thresholds a report counts: the default grid when None; else the grid plus the
    ones named when all of them lie in [0, 1] (probabilities); else exactly the ones named
    (logits or any other score scale), sorted.

    >>> len(check_binary_thresholds(None)), check_binary_thresholds([0.333])[33:35]
    (101, (0.33, 0.333))
    >>> check_binary_thresholds([2, -1.5, 0])
    (-1.5, 0.0, 2.0)
    """
    if thresholds is None:
        return DEFAULT_THRESHOLDS
    if isinstance(thresholds, (int, float, np.number)) and not isinstance(thresholds, bool):
        thresholds = [thresholds]
    given = check_number_array(thresholds, "thresholds", ndim=1, what="thresholds")
    if not given.size:
        raise ValueError("thresholds: expected at least one threshold, got none")
    if not np.all(np.isfinite(given)):
        raise ValueError(f"thresholds: expected finite numbers, got {shown(given.tolist())}")
    named = np.unique(given)
    if named.min() >= 0.0 and named.max() <= 1.0:
        named = np.union1d(np.asarray(DEFAULT_THRESHOLDS), named)
    return check_increasing(named.tolist(), "thresholds")


@dataclass(frozen=True)
class BinaryCounts:
    """Confusion counts of a scored binary classifier per label x group x threshold.

    Attributes
    ----------
    label_names : tuple of str, length L
        One per score column (one-vs-rest for a multi-label classifier).
    groups : GroupSpace
        G groups over all groupings (see :mod:`tb_fairness.metrics.groups`).
    thresholds : tuple of float, length T
        Increasing; a prediction is positive when ``score >= threshold``.
    positives, negatives : ndarray of int64, shape (L, G)
        Examples of group ``g`` whose label ``l`` is 1 (0).
    tp, fp : ndarray of int64, shape (L, G, T)
        Of those, the examples predicted positive at threshold ``t``; non-increasing in ``t``.
    min_count : int or None
        The writer's minimum count per cell (the readers' default); None: theirs.
    cells : BinaryCells or None
        The joint cells (``slices=True``).
    score_sums : ScoreSums or None
        The sums calibration reads (:mod:`tb_fairness.metrics.binary.calibration`): kept
        for scores on the probability scale; None on another scale or in older reports.

    ``fn = positives - tp`` and ``tn = negatives - fp`` complete the confusion matrix.
    """

    label_names: tuple
    groups: GroupSpace
    thresholds: tuple
    positives: np.ndarray
    negatives: np.ndarray
    tp: np.ndarray
    fp: np.ndarray
    min_count: int | None = None
    cells: BinaryCells | None = None
    score_sums: ScoreSums | None = None

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "min_count", check_min_count(self.min_count))
        set_(self, "label_names", check_names(self.label_names, "label_names"))
        if not isinstance(self.groups, GroupSpace):
            raise TypeError(f"groups: expected GroupSpace, got {type(self.groups).__name__}")
        set_(self, "thresholds", check_increasing(self.thresholds, "thresholds"))
        L, G, T = len(self.label_names), self.groups.n_groups, len(self.thresholds)
        if L == 0:
            raise ValueError("label_names: expected at least one label")
        for field in ("positives", "negatives"):
            set_(self, field, check_count_array(getattr(self, field), field, (L, G)))
        for field, total in (("tp", "positives"), ("fp", "negatives")):
            arr = check_count_array(getattr(self, field), field, (L, G, T))
            if np.any(arr > getattr(self, total)[:, :, None]):
                raise ValueError(f"{field}: expected {field} <= {total}")
            if T > 1 and np.any(np.diff(arr, axis=2) > 0):
                raise ValueError(f"{field}: expected counts non-increasing as the threshold rises")
            set_(self, field, arr)
        if self.cells is not None:
            check_cells_of(self.cells, self.groups, L, T)
        if self.score_sums is not None:
            self._check_score_sums()

    def _check_score_sums(self):
        sums = self.score_sums
        if not isinstance(sums, ScoreSums):
            raise TypeError(f"score_sums: expected ScoreSums, got {type(sums).__name__}")
        if not probability_scale(self.thresholds):
            raise ValueError("score_sums: kept only for thresholds in [0, 1] (probabilities)")
        count, _ = bin_counts(
            self.positives, self.negatives, self.tp, self.fp, edge_indices(self.thresholds)
        )
        sums.check_fits(count, self.n)

    @property
    def group_names(self) -> tuple:
        return self.groups.group_names

    @property
    def fn(self) -> np.ndarray:
        """(L, G, T) int64: positives predicted negative."""
        return self.positives[:, :, None] - self.tp

    @property
    def tn(self) -> np.ndarray:
        """(L, G, T) int64: negatives predicted negative."""
        return self.negatives[:, :, None] - self.fp

    @property
    def n(self) -> np.ndarray:
        """(L, G) int64: examples of each group (with a label for ``l``)."""
        return self.positives + self.negatives

    def merge(self, other: BinaryCounts) -> BinaryCounts:
        """The counts of both sets of examples together (exact: counts add).

        Thresholds must be equal; labels and attribute values are aligned by name in
        canonical order (:func:`~tb_fairness.metrics.names.merge_order`).
        """
        if not isinstance(other, BinaryCounts):
            raise TypeError(f"other: expected BinaryCounts, got {type(other).__name__}")
        if other.thresholds != self.thresholds:
            raise ValueError(
                f"other: expected the same {len(self.thresholds)} thresholds, got "
                f"{len(other.thresholds)} different ones"
            )
        space, g_mine, g_theirs = self.groups.merge(other.groups)
        labels, l_mine, l_theirs = merge_names(self.label_names, other.label_names)
        L, G, T = len(labels), space.n_groups, len(self.thresholds)
        check_report_cells([(L, G), (L, G), (L, G, T), (L, G, T)], "other")
        out = {f: np.zeros((L, G), np.int64) for f in ("positives", "negatives")}
        out.update({f: np.zeros((L, G, T), np.int64) for f in ("tp", "fp")})
        if (self.cells is None) != (other.cells is None):
            raise ValueError(
                "slices: one side keeps the joint cells (slices=True) and the other does not; "
                "count both alike"
            )
        for side, ls, gs in ((self, l_mine, g_mine), (other, l_theirs, g_theirs)):
            cell = (ls[:, None], gs[None, :])
            for field, arr in out.items():
                arr[cell] += getattr(side, field)
        cells = None
        if self.cells is not None and other.cells is not None:
            cells = self.cells.merge(
                other.cells, (self.groups, other.groups), space, (l_mine, l_theirs), L
            )
        # An older report's counts have no sums: together, calibration is unavailable.
        sums = None
        if self.score_sums is not None and other.score_sums is not None:
            sums = self.score_sums.merge(
                other.score_sums, (l_mine, l_theirs), (g_mine, g_theirs), L, G
            )
        return BinaryCounts(
            labels,
            space,
            self.thresholds,
            **out,
            min_count=self.min_count,
            cells=cells,
            score_sums=sums,
        )


def _labels(labels, shape) -> np.ndarray:
    """0/1 ground truth of ``shape`` as int64; booleans, integers or floats equal to 0 or 1."""
    arr = np.asarray(labels) if not isinstance(labels, np.ndarray) else labels
    if arr.dtype != bool:
        arr = check_number_array(labels, "labels", ndim=len(shape), what="labels 0 or 1")
    if arr.shape != shape:
        raise ValueError(f"labels: expected shape {shape} (that of scores), got {arr.shape}")
    if arr.dtype != bool:
        bad = (arr != 0) & (arr != 1)
        if bad.any():
            index = np.unravel_index(int(np.flatnonzero(bad)[0]), arr.shape)
            at = int(index[0]) if len(index) == 1 else tuple(int(i) for i in index)
            raise ValueError(f"labels: expected 0 or 1, got {arr[index].item():g} at index {at}")
    return arr.astype(np.int64)


def count_binary(
    scores,
    labels,
    attributes: Mapping,
    *,
    thresholds=None,
    label_names: Sequence[str] | None = None,
    groupings=None,
    buckets: Mapping | None = None,
    attribute_values: Mapping | None = None,
    slices: bool = False,
) -> BinaryCounts:
    """Count TP, FP, positives and negatives per label x group x threshold.

    Parameters
    ----------
    scores : array_like (N,) or (N, L)
        Each example's score (for each of L labels, one-vs-rest). NaN is refused. Scores
        outside [0, 1] (logits) need explicit ``thresholds`` on their scale; with thresholds
        in [0, 1] (the default), scores are probabilities, in [0, 1], and the counts also
        keep what calibration by group reads (``score_sums``).
    labels : array_like, shape of ``scores``
        Ground truth, 0 or 1 (booleans allowed).
    attributes, groupings, buckets, attribute_values
        As in :func:`tb_fairness.metrics.groups.count_groups`, one entry per example.
    thresholds : array_like, optional
        Default 0.00, 0.01, ..., 1.00; see :func:`check_binary_thresholds`.
    label_names : sequence of str (L,), optional
        Default ``("positive",)`` for 1-D scores, else ``"0"``, ``"1"``, ...
    slices : bool
        Also keep the joint cells (:class:`~tb_fairness.metrics.binary.joint.BinaryCells`):
        the counts of every combination of the values of the attributes with one value per
        example (or none), per label and threshold, where the worst slices are found.

    Returns
    -------
    BinaryCounts

    Notes
    -----
    ``c = searchsorted(thresholds, score, side="right")`` is how many thresholds an example
    passes (``score >= t``); one bincount per grouping over ``(group, label, c)`` and a
    cumulative sum from the top give every threshold's counts: the work is one pass over
    the examples per grouping, whatever the number of thresholds.

    Examples
    --------
    >>> c = count_binary([0.9, 0.2, 0.6, 0.4], [1, 0, 0, 1], {"g": ["a", "a", "b", "b"]},
    ...                  thresholds=[0.5])
    >>> i = c.thresholds.index(0.5)
    >>> c.tp[0, :, i].tolist(), c.fp[0, :, i].tolist(), c.positives.tolist()
    ([1, 0], [0, 1], [[1, 1]])
    """
    slices = check_flag(slices, "slices")
    if scores is None:
        raise TypeError("scores: expected one score (or a row of scores) per example")
    arr = check_number_array(scores, "scores", ndim=(1, 2), what="scores")
    N = arr.shape[0]
    if N == 0:
        raise ValueError("scores: expected at least one example, got none")
    if thresholds is None and (arr.min() < 0.0 or arr.max() > 1.0):
        bad = float(arr[(arr < 0.0) | (arr > 1.0)][0])
        raise ValueError(
            f"scores: expected scores in [0, 1] with the default thresholds, got {bad!r}; "
            "pass thresholds= for scores on another scale (logits)"
        )
    if not np.all(np.isfinite(arr)):
        raise ValueError("scores: expected finite scores, got an infinity")
    thresholds = check_binary_thresholds(thresholds)
    calibrated = probability_scale(thresholds)
    if calibrated and (arr.min() < 0.0 or arr.max() > 1.0):
        bad = float(arr[(arr < 0.0) | (arr > 1.0)][0])
        raise ValueError(
            f"scores: expected scores in [0, 1] with thresholds in [0, 1] (probabilities), "
            f"got {bad!r}; pass thresholds on the scores' scale (logits)"
        )
    y = _labels(labels, arr.shape)
    scores2, y2 = (arr[:, None], y[:, None]) if arr.ndim == 1 else (arr, y)
    L = scores2.shape[1]
    if label_names is None:
        label_names = (_SINGLE_LABEL,) if arr.ndim == 1 else tuple(str(i) for i in range(L))
    else:
        label_names = check_names(label_names, "label_names")
        if len(label_names) != L:
            raise ValueError(
                f"label_names: expected {L} names (one per score column), got {len(label_names)}"
            )
    space, memberships, by_attribute = group_memberships(
        attributes,
        N,
        groupings=groupings,
        buckets=buckets,
        attribute_values=attribute_values,
        with_attributes=True,
    )
    for grouping, size in zip(space.groupings, space.grouping_sizes()):
        if size == 0:
            raise ValueError(
                f"attributes: grouping {grouping!r} has no groups (no example has a value); "
                "give attribute_values to declare them"
            )
    T = len(thresholds)
    # Per example and label: thresholds passed, plus (T + 1) for a positive label.
    passed = np.searchsorted(np.asarray(thresholds), scores2, side="right")
    code = passed + y2 * (T + 1)
    G_all = sum(m.n_values for m in memberships)
    check_report_cells([(L, G_all), (L, G_all), (L, G_all, T), (L, G_all, T)], "counts")
    positives: list[np.ndarray] = []
    negatives: list[np.ndarray] = []
    tp: list[np.ndarray] = []
    fp: list[np.ndarray] = []
    for m in memberships:
        counted = confusion_of(m, code, L, T)
        for out, arr in zip((positives, negatives, tp, fp), counted):
            out.append(arr)
    cells = None
    if slices:
        cells = count_cells(space, by_attribute, N, code, L, T)
    sums = None
    if calibrated:
        sums = count_score_sums(memberships, scores2, y2, passed, thresholds)
    return BinaryCounts(
        label_names,
        space,
        thresholds,
        np.concatenate(positives, axis=1),
        np.concatenate(negatives, axis=1),
        np.concatenate(tp, axis=1),
        np.concatenate(fp, axis=1),
        cells=cells,
        score_sums=sums,
    )


def count_cells(space, by_attribute, n: int, code: np.ndarray, L: int, T: int) -> BinaryCells:
    """The joint cells of the attributes (slices=True): each cell's confusion counts per
    label and threshold, counted as a grouping whose groups are the cells."""
    names, domains, multi, columns = cell_columns(space, by_attribute, n)
    cells, _, cell = joint_cells(columns, {}, column_domains(domains, multi), inverse=True)
    C = len(cells)
    # At most one cell per example, each with its counts at every threshold.
    try:
        check_report_cells([(C, len(columns)), (L, C), (L, C), (L, C, T), (L, C, T)], "slices")
    except ValueError as err:
        raise ValueError(
            f"{err} ({C:,} cells x {L} labels x {T} thresholds); count fewer thresholds, "
            "or fewer or coarser attributes (buckets)"
        ) from None
    positives, negatives, tp, fp = confusion_of(Membership(None, cell, C), code, L, T)
    return BinaryCells(
        tuple(names), tuple(domains), cells, positives, negatives, tp, fp, tuple(multi)
    )


def confusion_of(m, code: np.ndarray, L: int, T: int) -> tuple:
    """(positives, negatives, tp, fp) of one membership's groups: (L, G), (L, G), (L, G,
    T), (L, G, T), from each example's ``code`` per label (thresholds passed, plus T + 1
    for a positive label)."""
    G = m.n_values
    bins = 2 * (T + 1)
    offset = m.codes * bins
    by_code = np.empty((L, G, 2, T + 1), np.int64)
    for label in range(L):
        column = code[:, label] if m.people is None else code[m.people, label]
        by_code[label] = np.bincount(offset + column, minlength=G * bins).reshape(G, 2, T + 1)
    # Examples passing at least t + 1 thresholds are positive at threshold t.
    at_least = np.cumsum(by_code[..., ::-1], axis=3)[..., ::-1]
    return at_least[:, :, 1, 0], at_least[:, :, 0, 0], at_least[:, :, 1, 1:], at_least[:, :, 0, 1:]
