"""How SkewSize reports are written: the writer's arguments and the accumulator (batches'
sparse counts merged in few sorts)."""

from __future__ import annotations

from typing import ClassVar

from tb_fairness.kinds import frames
from tb_fairness.kinds.accumulator import Accumulator
from tb_fairness.kinds.writing import Argument, Writing, check_names_option, vocabulary
from tb_fairness.metrics.skew import SkewCounts, count_skew
from tb_fairness.metrics.skew.counting import merge_skew_counts

# Cells a SkewSize accumulator lets batches hold before it merges them (at least).
_PENDING_CELLS = 1 << 14


class SkewSizeAccumulator(Accumulator):
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
        self._class_names = check_names_option(class_names, "class_names")
        self._group_names = check_names_option(group_names, "group_names")
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

    def update(self, classes, groups, predictions, *, data=None) -> None:
        """Add one batch (columns of ``data`` when given by name: tb_fairness.kinds.frames).
        A batch that raises leaves the accumulator as it was."""
        classes, groups, predictions = frames.resolve(
            data, classes=classes, groups=groups, predictions=predictions
        ).values()
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


WRITING = Writing(
    summary="a SkewSize report",
    doc=(
        "``classes``: the ground-truth class of each example; ``groups``: its value of the\n"
        "bias attribute; ``predictions``: its predicted label (class ids, or any strings: an\n"
        "open vocabulary). Arguments as in :func:`tb_fairness.metrics.skew.count_skew`, or\n"
        "``counts=`` from a :class:`~tb_fairness.summary.SkewSizeAccumulator`."
    ),
    count=count_skew,
    arguments=(
        Argument("classes", per_example=True, positional=True, required=True),
        Argument("groups", per_example=True, positional=True, required=True),
        Argument("predictions", per_example=True, positional=True, required=True),
        vocabulary("class_names"),
        vocabulary("group_names"),
    ),
    accumulator=SkewSizeAccumulator,
)
