"""Sufficient statistics of label associations, and how they add up.

``AssociationCounts`` is what a report stores: from it every association metric, gap and
ranking is computed at read time, and two of them merge exactly by addition.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tb_fairness.metrics.names import merge_order
from tb_fairness.metrics.validation import check_count_array, check_names

__all__ = ["AssociationCounts"]


def check_min_count(value) -> int | None:
    """A report's minimum count: None (the readers' default) or a whole number >= 0."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, np.integer)) or value < 0:
        raise ValueError(f"min_count: expected a whole number >= 0, got {value!r}")
    return int(value)


def resolve_min_count(asked: int | None, counts, default: int) -> int:
    """The min count a reader uses: the one asked for, else the writer's (``counts.min_count``,
    stored in the report), else the reader's ``default``."""
    if asked is not None:
        return asked
    return default if counts.min_count is None else counts.min_count


@dataclass(frozen=True)
class AssociationCounts:
    """Counts behind a label-association report.

    Attributes
    ----------
    n : int
        Number of examples ``N``.
    label_names : tuple of str, length L
    identity_names : tuple of str, length I
    label_counts : ndarray of int64, shape (L,)
        ``c(y)``: examples where label ``y`` was predicted.
    identity_counts : ndarray of int64, shape (I,)
        ``c(x)``: examples with identity ``x``.
    joint_counts : ndarray of int64, shape (I, L)
        ``c(x, y)``: examples with identity ``x`` where ``y`` was predicted.
    identity_label_index : ndarray of int64, shape (I,)
        Index in ``label_names`` of each identity that is itself a predicted label, else -1;
        those labels are left out of rankings.
    identity_overlap : ndarray of int64, shape (I, I), or None
        ``c(x and x')``: examples holding both identities (symmetric; the diagonal is
        ``c(x)``). The intervals of gaps need it when identities overlap (an image predicted
        both ``man`` and ``woman``). None when unknown (reports written before version 2):
        identities are then taken as exclusive.
    overlap_joint : ndarray of int64, shape (P, L)
        ``c(x and x', y)`` for each overlapping pair ``x < x'`` (``c(x and x') > 0``), in the
        row-major order of the upper triangle of ``identity_overlap`` (see
        :meth:`overlap_pairs`). Empty when identities do not overlap or the overlap is unknown.
    min_count : int or None
        The writer's minimum count: below it a label (or identity) is too rare to trust, and
        readers take it as the default of their ``min_count``. None: the readers' default.
    """

    n: int
    label_names: tuple
    identity_names: tuple
    label_counts: np.ndarray
    identity_counts: np.ndarray
    joint_counts: np.ndarray
    identity_label_index: np.ndarray
    identity_overlap: np.ndarray | None = None
    overlap_joint: np.ndarray | None = None
    min_count: int | None = None

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "label_names", check_names(self.label_names, "label_names"))
        set_(self, "identity_names", check_names(self.identity_names, "identity_names"))
        L, I = len(self.label_names), len(self.identity_names)
        n = int(self.n)
        if n != self.n or n < 0:
            raise ValueError(f"n: expected a whole number >= 0, got {self.n!r}")
        set_(self, "n", n)
        set_(self, "label_counts", check_count_array(self.label_counts, "label_counts", (L,)))
        set_(
            self,
            "identity_counts",
            check_count_array(self.identity_counts, "identity_counts", (I,)),
        )
        set_(self, "joint_counts", check_count_array(self.joint_counts, "joint_counts", (I, L)))
        index = np.asarray(self.identity_label_index, dtype=np.int64)
        if index.shape != (I,) or np.any((index < -1) | (index >= L)):
            raise ValueError(
                f"identity_label_index: expected {I} indices in [-1, {L}), got {index!r}"
            )
        set_(self, "identity_label_index", index)
        if L and self.label_counts.max() > n or I and self.identity_counts.max() > n:
            raise ValueError("label_counts, identity_counts: expected counts <= n")
        if self.joint_counts.size and np.any(
            (self.joint_counts > self.label_counts[None, :])
            | (self.joint_counts > self.identity_counts[:, None])
        ):
            raise ValueError("joint_counts: expected c(x, y) <= min(c(x), c(y))")
        self._check_overlap(L, I)
        set_(self, "min_count", check_min_count(self.min_count))

    def _check_overlap(self, L, I):
        set_ = object.__setattr__
        if self.identity_overlap is None:
            if self.overlap_joint is not None and np.size(self.overlap_joint):
                raise ValueError("overlap_joint: expected none without identity_overlap")
            set_(self, "overlap_joint", np.zeros((0, L), np.int64))
            return
        overlap = check_count_array(self.identity_overlap, "identity_overlap", (I, I))
        if np.any(overlap != overlap.T) or np.any(np.diag(overlap) != self.identity_counts):
            raise ValueError(
                "identity_overlap: expected a symmetric matrix with c(x) on the diagonal"
            )
        if np.any(overlap > self.identity_counts[:, None]):
            raise ValueError("identity_overlap: expected c(x and x') <= c(x)")
        set_(self, "identity_overlap", overlap)
        P = len(self.overlap_pairs())
        joint = (
            np.zeros((0, L), np.int64)
            if self.overlap_joint is None and P == 0
            else self.overlap_joint
        )
        if joint is None:
            raise ValueError(f"overlap_joint: expected shape {(P, L)} for {P} overlapping pairs")
        joint = check_count_array(joint, "overlap_joint", (P, L))
        i, j = self.overlap_pairs().T
        if P and np.any(
            (joint > self.joint_counts[i])
            | (joint > self.joint_counts[j])
            | (joint > overlap[i, j][:, None])
        ):
            raise ValueError("overlap_joint: expected c(x and x', y) <= min(c(x, y), c(x', y))")
        set_(self, "overlap_joint", joint)

    def overlap_pairs(self) -> np.ndarray:
        """(P, 2) identity indices ``i < j`` of the pairs that overlap, row-major."""
        if self.identity_overlap is None:
            return np.zeros((0, 2), np.int64)
        i, j = np.nonzero(np.triu(self.identity_overlap, 1))
        return np.stack([i, j], axis=1).astype(np.int64)

    @classmethod
    def empty(
        cls, label_names: Sequence[str], identity_names: Sequence[str], identity_label_index=None
    ) -> AssociationCounts:
        """Zero counts over the given vocabularies."""
        L, I = len(label_names), len(identity_names)
        if identity_label_index is None:
            identity_label_index = np.full(I, -1)
        return cls(
            0,
            tuple(label_names),
            tuple(identity_names),
            np.zeros(L, np.int64),
            np.zeros(I, np.int64),
            np.zeros((I, L), np.int64),
            identity_label_index,
            np.zeros((I, I), np.int64),
        )

    def merge(self, other: AssociationCounts) -> AssociationCounts:
        """The counts of both sets of examples together (exact: counts add).

        Labels are aligned by name, in canonical order
        (:func:`~tb_fairness.metrics.names.merge_order`); a label seen by one side only
        counts zero on the other. Both sides must have the same identities.
        """
        if not isinstance(other, AssociationCounts):
            raise TypeError(f"other: expected AssociationCounts, got {type(other).__name__}")
        if other.identity_names != self.identity_names:
            raise ValueError(
                f"other: expected identities {list(self.identity_names)}, "
                f"got {list(other.identity_names)}"
            )
        mine: slice | np.ndarray
        theirs: slice | np.ndarray
        labels = merge_order(self.label_names, other.label_names, natural=False)
        if other.label_names == self.label_names == labels:
            mine, theirs = slice(None), slice(None)
        else:
            position = {name: i for i, name in enumerate(labels)}
            mine, theirs = (
                np.fromiter((position[name] for name in names), dtype=np.int64, count=len(names))
                for names in (self.label_names, other.label_names)
            )
        label_counts = np.zeros(len(labels), np.int64)
        joint = np.zeros((len(self.identity_names), len(labels)), np.int64)
        label_counts[mine] += self.label_counts
        label_counts[theirs] += other.label_counts
        joint[:, mine] += self.joint_counts
        joint[:, theirs] += other.joint_counts
        index = self._merged_identity_index(other, labels)
        overlap, overlap_joint = None, None
        if self.identity_overlap is not None and other.identity_overlap is not None:
            overlap = self.identity_overlap + other.identity_overlap
            i, j = np.nonzero(np.triu(overlap, 1))
            row = {(int(x), int(y)): k for k, (x, y) in enumerate(zip(i, j))}
            overlap_joint = np.zeros((len(row), len(labels)), np.int64)
            for side, cols in ((self, mine), (other, theirs)):
                side_joint = side.overlap_joint
                assert side_joint is not None  # filled in whenever identity_overlap is
                for k, (x, y) in enumerate(side.overlap_pairs().tolist()):
                    overlap_joint[row[x, y], cols] += side_joint[k]
        return AssociationCounts(
            self.n + other.n,
            labels,
            self.identity_names,
            label_counts,
            self.identity_counts + other.identity_counts,
            joint,
            index,
            overlap,
            overlap_joint,
            self.min_count,
        )

    def _merged_identity_index(self, other, labels):
        index = []
        for mine, theirs, name in zip(
            self.identity_label_index, other.identity_label_index, self.identity_names
        ):
            if (mine >= 0) != (theirs >= 0):
                raise ValueError(f"other: identity {name!r} is a predicted label on one side only")
            index.append(labels.index(name) if mine >= 0 else -1)
        return np.asarray(index, dtype=np.int64)
