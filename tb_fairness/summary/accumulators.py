"""Accumulators for streaming evaluation: counts updated batch by batch, merged by addition.

Memory is that of the counts, whatever the number of batches; the result equals a one-shot
computation over all examples exactly. Hand one to a writer with ``counts=accumulator``.

Names come in one canonical order (:mod:`tb_fairness.metrics.names`): the order declared
(``label_names``, ``class_names``, ``group_names``, ``attribute_values``, ``buckets``, the
identities, the taxonomy), else natural order (numbers by value, then text ignoring case).
Each batch's counts are in that order and merges keep it, so batches updated or merged in
any order, shards merged as any tree, and one shot give the same counts and the same
report, byte for byte.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np

from tb_fairness.metrics import geodiversity, harmful, retrieval
from tb_fairness.metrics.binary import BinaryCounts, check_binary_thresholds, count_binary
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.detection import DEFAULT_THRESHOLDS, DetectionCounts, count_detection
from tb_fairness.metrics.detection.recall import check_detection_thresholds
from tb_fairness.metrics.groups import GroupCounts, count_groups
from tb_fairness.metrics.indicators import check_thresholds, value_column
from tb_fairness.metrics.label_inputs import AssociationTally
from tb_fairness.metrics.skew import SkewCounts, count_skew
from tb_fairness.metrics.skew.counting import merge_skew_counts
from tb_fairness.metrics.validation import (
    check_choice,
    check_mapping,
    check_names,
    check_real,
    check_sequence,
    shown,
)

__all__ = [
    "ACCUMULATORS",
    "BinaryClassificationAccumulator",
    "DetectionRecallAccumulator",
    "GeodiversityAccumulator",
    "GroupMetricsAccumulator",
    "HarmfulLabelAccumulator",
    "HarmfulLabelAssociationAccumulator",
    "RetrievalAccumulator",
    "RetrievalPrecisionAccumulator",
    "LabelAssociationAccumulator",
    "SkewSizeAccumulator",
    "accumulator_for",
]


# Cells a SkewSize accumulator lets batches hold before it merges them (at least).
_PENDING_CELLS = 1 << 14


def _names(value, name):
    return None if value is None else check_names(value, name)


def _mapping(value, name):
    return check_mapping(value, name, "a mapping attribute name -> ...", allow_none=True)


def _groupings(value):
    """Groupings checked for their shape (their attributes are known at the first batch)."""
    if value is None or isinstance(value, str):
        if value not in (None, "all"):
            raise ValueError(
                f"groupings: expected 'all' or a sequence of groupings, got {shown(value)}"
            )
        return value
    check_sequence(value, "groupings", "'all' or a sequence of groupings")
    return tuple(value)


def _same(a, b) -> bool:
    """Whether two configuration values are the same (arrays by content)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and np.array_equal(a, b)
    return a == b


def _check_mergeable(mine: Mapping[str, Any], theirs: Mapping[str, Any]) -> None:
    """Refuses (ValueError naming the option) to merge counts made with another
    configuration: added, they would mix counts of different things (two thresholds, two
    bucketings, two databases)."""
    for name, value in mine.items():
        other = theirs[name]
        if not _same(value, other):
            shown = "another database" if name == "database" else f"{other!r} there, {value!r} here"
            raise ValueError(
                f"other: {name} differs ({shown}); counts made with a different {name} "
                "cannot be added together"
            )


class LabelAssociationAccumulator:
    """Association counts over many batches.

    Parameters
    ----------
    label_names : sequence of str, optional
        Required unless batches are label-name sets (then the vocabulary grows as seen).
    identities : sequence of str, optional
        Identity labels the model predicts. For per-example annotations leave it out and pass
        a mapping to every :meth:`update`.
    threshold : float, optional
        For score matrices.

    Examples
    --------
    >>> acc = LabelAssociationAccumulator(identities=["man", "woman"])
    >>> acc.update([{"man", "bike"}]); acc.update([{"woman"}])
    >>> acc.counts.n, acc.counts.label_names
    (2, ('bike', 'man', 'woman'))
    """

    counts_type: ClassVar[type] = AssociationCounts

    def __init__(self, *, label_names=None, identities=None, threshold: float | None = None):
        if isinstance(identities, Mapping):
            raise TypeError("identities: per-example annotations go to update(), not here")
        self._label_names = _names(label_names, "label_names")
        self._identities = _names(identities, "identities")
        self._threshold = check_real(threshold, "threshold", allow_none=True)
        # Batches add into a tally (cost per batch: its predictions, not the vocabulary);
        # counts set or merged in from elsewhere stay as they are, merged with it when read.
        self._tally = self._new_tally()
        self._base: AssociationCounts | None = None
        self._counts: AssociationCounts | None = None

    def _new_tally(self, base: AssociationCounts | None = None) -> AssociationTally:
        expect = None
        if base is not None:  # batches must merge with it: refuse others when added
            labels = bool(np.any(base.identity_label_index >= 0))
            expect = ("labels" if labels else "annotations", base.identity_names)
        return AssociationTally(
            label_names=self._label_names, threshold=self._threshold, expect=expect
        )

    @property
    def counts(self) -> AssociationCounts | None:
        """The counts so far (None before any example), built when read."""
        if self._counts is None:
            tallied = self._tally.counts()
            if tallied is None or self._base is None:
                self._counts = self._base if tallied is None else tallied
            else:
                self._counts = self._base.merge(tallied)
        return self._counts

    @counts.setter
    def counts(self, value: AssociationCounts | None) -> None:
        self._tally = self._new_tally(value)
        self._base = self._counts = value

    def _fixed(self) -> dict:
        """What must agree for a merge: the threshold (the vocabularies grow by design)."""
        return {"threshold": self._threshold}

    def update(self, predictions, *, identities=None) -> None:
        """Add one batch. A batch that raises leaves the accumulator as it was."""
        if identities is None:
            identities = self._identities
        elif self._identities is not None:
            raise ValueError("identities: already set on the accumulator")
        if identities is None:
            raise ValueError("identities: required, here or when creating the accumulator")
        self._tally.update(predictions, identities=identities)
        self._counts = None

    def merge(self, other: LabelAssociationAccumulator) -> LabelAssociationAccumulator:
        """Add another accumulator's counts (from another shard or worker) into this one."""
        if not isinstance(other, LabelAssociationAccumulator):
            raise TypeError(
                f"other: expected LabelAssociationAccumulator, got {type(other).__name__}"
            )
        _check_mergeable(self._fixed(), other._fixed())
        if other.counts is not None:
            self.counts = other.counts if self.counts is None else self.counts.merge(other.counts)
        return self


class SkewSizeAccumulator:
    """SkewSize counts over many batches (vocabularies grow as new names are seen).

    Parameters
    ----------
    class_names, group_names : sequence of str, optional
        As in :func:`tb_fairness.metrics.skew.count_skew`: when given, integer classes
        (groups) are indices into them.

    Examples
    --------
    >>> acc = SkewSizeAccumulator()
    >>> acc.update(["nurse", "nurse"], ["a", "b"], ["nurse", "surgeon"])
    >>> acc.update(["nurse"], ["b"], ["surgeon"])
    >>> acc.counts.n, acc.counts.prediction_names
    (3, ('nurse', 'surgeon'))
    """

    counts_type: ClassVar[type] = SkewCounts

    def __init__(self, *, class_names=None, group_names=None) -> None:
        self._class_names = _names(class_names, "class_names")
        self._group_names = _names(group_names, "group_names")
        # Batches wait in `_pending` and are merged with `_merged` in one sort once they
        # hold as many cells (or when read): each cell is sorted O(log batches) times, not
        # once per batch, so a batch costs its own size, not the counts so far.
        self._merged: SkewCounts | None = None
        self._pending: list[SkewCounts] = []
        self._pending_cells = 0

    @property
    def counts(self) -> SkewCounts | None:
        """The counts so far (None before any example)."""
        self._merge_pending()
        return self._merged

    @counts.setter
    def counts(self, value: SkewCounts | None) -> None:
        self._merged, self._pending, self._pending_cells = value, [], 0

    def update(self, classes, groups, predictions) -> None:
        """Add one batch. A batch that raises leaves the accumulator as it was."""
        batch = count_skew(
            classes,
            groups,
            predictions,
            class_names=self._class_names,
            group_names=self._group_names,
        )
        self._pending.append(batch)
        self._pending_cells += batch.count.size
        merged = 0 if self._merged is None else self._merged.count.size
        if self._pending_cells >= max(_PENDING_CELLS, merged):
            self._merge_pending()

    def merge(self, other: SkewSizeAccumulator) -> SkewSizeAccumulator:
        """Add another accumulator's counts (from another shard or worker) into this one."""
        if not isinstance(other, SkewSizeAccumulator):
            raise TypeError(f"other: expected SkewSizeAccumulator, got {type(other).__name__}")
        theirs = other.counts
        if theirs is not None:
            self._pending.append(theirs)
            self._merge_pending()
        return self

    def _merge_pending(self) -> None:
        if self._pending:
            parts = self._pending if self._merged is None else [self._merged, *self._pending]
            self._merged = merge_skew_counts(parts)
            self._pending, self._pending_cells = [], 0


class GroupMetricsAccumulator:
    """Per-group performance counts (FACET) over many batches.

    The options fix what every batch counts, as in
    :func:`tb_fairness.metrics.groups.count_groups`; give ``class_names`` and
    ``attribute_values`` so that batches line up even when one lacks a class or a value
    (batches that see different values are still aligned by name when they merge).

    Examples
    --------
    >>> acc = GroupMetricsAccumulator(class_names=["dancer", "nurse"])
    >>> acc.update(["dancer", "nurse"], ["dancer", "dancer"], {"gender": ["f", "m"]})
    >>> acc.update(["dancer"], ["nurse"], {"gender": ["m"]})
    >>> acc.counts.n.tolist(), acc.counts.tp.tolist()
    ([[1, 1], [0, 1]], [[1, 0], [0, 0]])
    """

    counts_type: ClassVar[type] = GroupCounts

    def __init__(
        self, *, class_names=None, groupings=None, buckets=None, attribute_values=None
    ) -> None:
        self._options = dict(
            class_names=_names(class_names, "class_names"),
            groupings=_groupings(groupings),
            buckets=_mapping(buckets, "buckets"),
            attribute_values=_mapping(attribute_values, "attribute_values"),
        )
        self.counts: GroupCounts | None = None

    def update(self, classes, predictions, attributes, *, secondary_classes=None) -> None:
        """Add one batch. A batch that raises leaves the accumulator as it was."""
        batch = count_groups(
            classes, predictions, attributes, secondary_classes=secondary_classes, **self._options
        )
        self.counts = batch if self.counts is None else self.counts.merge(batch)

    def merge(self, other: GroupMetricsAccumulator) -> GroupMetricsAccumulator:
        """Add another accumulator's counts (from another shard or worker) into this one."""
        if not isinstance(other, GroupMetricsAccumulator):
            raise TypeError(f"other: expected GroupMetricsAccumulator, got {type(other).__name__}")
        _check_mergeable(_fixed(self._options), _fixed(other._options))
        if other.counts is not None:
            self.counts = other.counts if self.counts is None else self.counts.merge(other.counts)
        return self


class DetectionRecallAccumulator:
    """Detection-recall counts (FACET's AR and mAR by group) over many batches of people.

    Options as in :func:`tb_fairness.metrics.detection.count_detection`.

    Examples
    --------
    >>> acc = DetectionRecallAccumulator()
    >>> acc.update([0.9, 0.3], {"skin": ["lighter", "darker"]})
    >>> acc.update([0.7], {"skin": ["darker"]})
    >>> acc.counts.totals.tolist(), acc.counts.hits[0, :, 0].tolist()  # darker, lighter
    ([[2, 1]], [1, 1])
    """

    counts_type: ClassVar[type] = DetectionCounts

    def __init__(
        self,
        *,
        class_names=None,
        thresholds=DEFAULT_THRESHOLDS,
        groupings=None,
        buckets=None,
        attribute_values=None,
    ) -> None:
        self._options = dict(
            class_names=_names(class_names, "class_names"),
            thresholds=check_detection_thresholds(thresholds),
            groupings=_groupings(groupings),
            buckets=_mapping(buckets, "buckets"),
            attribute_values=_mapping(attribute_values, "attribute_values"),
        )
        self.counts: DetectionCounts | None = None

    def update(self, ious, attributes, *, classes=None) -> None:
        """Add one batch of people. A batch that raises leaves the accumulator as it was."""
        batch = count_detection(ious, attributes, classes=classes, **self._options)
        self.counts = batch if self.counts is None else self.counts.merge(batch)

    def merge(self, other: DetectionRecallAccumulator) -> DetectionRecallAccumulator:
        """Add another accumulator's counts (from another shard or worker) into this one."""
        if not isinstance(other, DetectionRecallAccumulator):
            raise TypeError(
                f"other: expected DetectionRecallAccumulator, got {type(other).__name__}"
            )
        _check_mergeable(_fixed(self._options), _fixed(other._options))
        if other.counts is not None:
            self.counts = other.counts if self.counts is None else self.counts.merge(other.counts)
        return self


class _CountsAccumulator:
    """Counts of one kind over batches: ``counts`` merges each batch's counts exactly."""

    counts = None

    def _add(self, batch) -> None:
        self.counts = batch if self.counts is None else self.counts.merge(batch)

    def merge(self, other):
        """Add another accumulator's counts (from another shard or worker) into this one."""
        if not isinstance(other, type(self)):
            raise TypeError(f"other: expected {type(self).__name__}, got {type(other).__name__}")
        _check_mergeable(self._fixed(), other._fixed())
        if other.counts is not None:
            self._add(other.counts)
        return self

    def _fixed(self) -> dict:
        """What must agree for a merge (the options that are not vocabularies)."""
        return _fixed(getattr(self, "_options", {}))


class HarmfulLabelAssociationAccumulator(_CountsAccumulator):
    """Harmful-label-association counts over batches of images (options as
    :func:`tb_fairness.metrics.harmful.count_harmful`)."""

    counts_type: ClassVar[type] = harmful.HarmfulCounts

    def __init__(
        self,
        *,
        taxonomy,
        label_names=None,
        group_names=None,
        thresholds=harmful.DEFAULT_THRESHOLDS,
        missing="unknown",
    ):
        harmful.check_taxonomy(taxonomy)
        self._options = dict(
            taxonomy=taxonomy,
            label_names=_names(label_names, "label_names"),
            group_names=_names(group_names, "group_names"),
            thresholds=check_thresholds(thresholds),
            missing=check_choice(missing, "missing", ("unknown", "error")),
        )

    def update(self, labels, scores, groups) -> None:
        """Add one batch of images' top-5 labels, scores and groups."""
        self._add(harmful.count_harmful(labels, scores, groups=groups, **self._options))


class GeodiversityAccumulator(_CountsAccumulator):
    """Per-household geodiversity counts over batches. Every row of one image must come in
    the same batch (images are de-duplicated within a batch); a household may span batches.
    """

    counts_type: ClassVar[type] = geodiversity.GeoCounts

    def __init__(self, *, threshold: float = 0.0):
        self._threshold = check_real(threshold, "threshold")

    def _fixed(self) -> dict:
        return {"threshold": self._threshold}

    def update(
        self,
        image_ids,
        true_labels,
        predicted_labels,
        scores=None,
        *,
        household_ids,
        incomes,
        regions,
    ) -> None:
        self._add(
            geodiversity.count_geodiversity(
                image_ids,
                true_labels,
                predicted_labels,
                scores,
                household_ids=household_ids,
                incomes=incomes,
                regions=regions,
                threshold=self._threshold,
            )
        )


class RetrievalPrecisionAccumulator(_CountsAccumulator):
    """Same-attribute retrieval counts over batches of queries against one database."""

    counts_type: ClassVar[type] = retrieval.RetrievalCounts

    def __init__(self, database, database_attributes, *, ks=retrieval.DEFAULT_KS, group_names=None):
        self._database = retrieval.check_matrix(database, "database")
        self._attributes = value_column(
            database_attributes, self._database.shape[0], "database_attributes"
        )
        self._options = dict(
            ks=retrieval.check_ks(ks), group_names=_names(group_names, "group_names")
        )
        # The database the queries are ranked against, as a digest: two workers' counts add
        # only when they searched the same database with the same attributes.
        digest = hashlib.sha256(np.ascontiguousarray(self._database).tobytes())
        digest.update(repr(self._database.shape).encode())
        digest.update(repr(np.asarray(self._attributes).tolist()).encode())
        self._database_digest = digest.hexdigest()

    def _fixed(self) -> dict:
        return {"database": self._database_digest, "ks": self._options["ks"]}

    def update(self, queries, query_attributes, *, groups=None) -> None:
        self._add(
            retrieval.count_retrieval(
                queries,
                self._database,
                query_attributes=query_attributes,
                database_attributes=self._attributes,
                groups=groups,
                **self._options,
            )
        )


class BinaryClassificationAccumulator(_CountsAccumulator):
    """Binary classification counts (per label x group x threshold) over many batches.

    Options as in :func:`tb_fairness.metrics.binary.count_binary`; the thresholds are fixed
    here, so every batch counts the same ones. Give ``attribute_values`` so that batches
    line up even when one lacks a value (they are aligned by name when they merge anyway).

    Examples
    --------
    >>> acc = BinaryClassificationAccumulator(thresholds=[0.5])
    >>> acc.update([0.9, 0.2], [1, 1], {"g": ["a", "b"]})
    >>> acc.update([0.7], [0], {"g": ["b"]})
    >>> t = acc.counts.thresholds.index(0.5)
    >>> acc.counts.tp[0, :, t].tolist(), acc.counts.fp[0, :, t].tolist()
    ([1, 0], [0, 1])
    """

    counts_type: ClassVar[type] = BinaryCounts

    def __init__(
        self,
        *,
        thresholds=None,
        label_names=None,
        groupings=None,
        buckets=None,
        attribute_values=None,
    ):
        check_binary_thresholds(thresholds)  # a bad one fails here, not at the first batch
        self._options = dict(
            thresholds=thresholds,
            label_names=_names(label_names, "label_names"),
            groupings=_groupings(groupings),
            buckets=_mapping(buckets, "buckets"),
            attribute_values=_mapping(attribute_values, "attribute_values"),
        )

    def update(self, scores, labels, attributes) -> None:
        """Add one batch. A batch that raises leaves the accumulator as it was."""
        self._add(count_binary(scores, labels, attributes, **self._options))


# Options that name a vocabulary: batches and workers may each see part of it, and counts
# are aligned by name when they merge, so they need not agree.
_VOCABULARIES = ("class_names", "label_names", "group_names", "attribute_values")


def _fixed(options: Mapping[str, Any]) -> dict:
    """The options that must agree for counts to be added: all but the vocabularies."""
    return {k: v for k, v in options.items() if k not in _VOCABULARIES}


# Every accumulator, one per report kind; each names the counts it holds, and the kind
# with those counts is found in the registry (which alone names the kinds).
ACCUMULATORS: tuple[type, ...] = (
    LabelAssociationAccumulator,
    SkewSizeAccumulator,
    GroupMetricsAccumulator,
    DetectionRecallAccumulator,
    HarmfulLabelAssociationAccumulator,
    GeodiversityAccumulator,
    RetrievalPrecisionAccumulator,
    BinaryClassificationAccumulator,
)


def accumulator_for(counts_type: type) -> type[Any]:
    """The accumulator class whose counts are ``counts_type``.

    >>> accumulator_for(SkewCounts).__name__
    'SkewSizeAccumulator'
    """
    for accumulator in ACCUMULATORS:
        if accumulator.counts_type is counts_type:  # type: ignore[attr-defined]
            return accumulator
    raise KeyError(f"counts_type: no accumulator holds {counts_type.__name__}")


# The names these accumulators had before they were named after their kinds; kept for the
# scripts that use them.
HarmfulLabelAccumulator = HarmfulLabelAssociationAccumulator
RetrievalAccumulator = RetrievalPrecisionAccumulator
