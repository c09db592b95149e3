"""How label-association reports are written: the writer's arguments and the accumulator
(a tally of label co-occurrences, whose vocabulary grows as labels are seen)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

import numpy as np

from tb_fairness.kinds import frames
from tb_fairness.kinds.accumulator import Accumulator, check_mergeable
from tb_fairness.kinds.writing import Argument, Writing, check_names_option, vocabulary
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.label_inputs import AssociationTally, count_associations
from tb_fairness.metrics.validation import check_real


class LabelAssociationAccumulator(Accumulator):
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
        self._label_names = check_names_option(label_names, "label_names")
        self._identities = check_names_option(identities, "identities")
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

    def update(self, predictions, *, identities=None, data=None) -> None:
        """Add one batch (columns of ``data`` when given by name: tb_fairness.kinds.frames).
        A batch that raises leaves the accumulator as it was."""
        predictions, identities = frames.resolve(
            data, label_sets=("predictions",), predictions=predictions, identities=identities
        ).values()
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
        check_mergeable(self._fixed(), other._fixed())
        if other.counts is not None:
            self.counts = other.counts if self.counts is None else self.counts.merge(other.counts)
        return self


WRITING = Writing(
    summary="a label-association report",
    doc=(
        "``predictions``: each example's predicted labels (label-name sets, a 0/1 or score\n"
        "matrix with ``label_names``); ``identities``: the identity labels the model predicts,\n"
        "or a mapping name -> boolean array per example (annotations). Arguments as in\n"
        ":func:`tb_fairness.metrics.count_associations`, or ``counts=`` from a\n"
        ":class:`~tb_fairness.summary.LabelAssociationAccumulator`. ``min_count``: labels (or\n"
        "identities) seen fewer times are insufficient, too rare to trust (default: the\n"
        "readers', 10); the UI and the export can still change it."
    ),
    count=count_associations,
    arguments=(
        Argument("predictions", per_example=True, positional=True, required=True, label_sets=True),
        vocabulary("label_names"),
        Argument("identities", "Sequence[str] | Mapping[str, Any] | None", required=True),
        Argument("threshold", "float | None"),
    ),
    min_count=True,
    stem="LabelAssociation",
    accumulator=LabelAssociationAccumulator,
    required_messages=(
        (
            "identities",
            "identities: required: label names the model predicts, or a mapping "
            "name -> boolean array per example",
        ),
    ),
)
