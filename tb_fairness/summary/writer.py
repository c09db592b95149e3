"""``FileWriter``: writes fairness reports to an event file with no TensorFlow."""

from __future__ import annotations

import os
import time

from tensorboard.compat.proto import event_pb2

from tb_fairness.metrics.validation import check_step, check_wall_time
from tb_fairness.summary.event_file import EventFile
from tb_fairness.summary.protos import (
    binary_classification_pb,
    detection_recall_pb,
    geodiversity_pb,
    group_metrics_pb,
    harmful_label_association_pb,
    label_associations_pb,
    retrieval_precision_pb,
    skew_size_pb,
)
from tb_fairness.summary.scalars import check_scalars

__all__ = ["FileWriter"]


def _check_step(step) -> int:
    return check_step(step)


class FileWriter:
    """Writes fairness reports into TensorBoard event files under ``logdir``.

    Each call computes its report completely before anything is written, so a call that
    raises leaves the file as it was, and each report is flushed to disk once written, so
    TensorBoard sees it at once. Use as a context manager, or call ``close()``.

    Every argument is checked before anything is written (:mod:`tb_fairness.metrics.validation`):
    a bad one raises TypeError (wrong type) or ValueError (wrong value) whose message starts
    with the argument's name and says what was expected and what was given. Nothing is
    coerced: a string is not a list of names, ``"0.5"`` and ``True`` are not numbers, ``step``
    lies in [0, 2**63), ``wall_time`` is finite; names are text without NUL or other control
    characters (tab, LF and CR are allowed) or lone surrogates, a column never mixes ``1``
    and ``"1"``, and group spaces over
    :data:`~tb_fairness.metrics.validation.MAX_GROUPS` groups are refused with their size.

    Next to each report, in the same event, go its headline numbers at the kind's default
    options as TensorBoard scalars, ``fairness/<tag>/<name>`` (and ``<name>_lower``,
    ``<name>_upper``), which Time Series draws beside the loss and HParams offers as
    metrics; ``scalars=False`` writes the reports alone.

    Examples
    --------
    >>> import tempfile
    >>> with FileWriter(tempfile.mkdtemp()) as writer:
    ...     writer.label_associations("assoc", 0, [{"man", "bike"}, {"woman"}],
    ...                               identities=["man", "woman"])
    """

    def __init__(self, logdir, *, filename_suffix: str = "", scalars: bool = True):
        if isinstance(logdir, os.PathLike):
            logdir = os.fspath(logdir)
        if not isinstance(logdir, str) or not logdir:
            raise TypeError(f"logdir: expected a directory path, got {logdir!r}")
        self.logdir = logdir
        self.scalars = check_scalars(scalars)
        self._writer = EventFile(logdir, filename_suffix)
        self._closed = False

    def _write(self, summary, step, wall_time):
        if self._closed:
            raise RuntimeError("FileWriter: already closed")
        event = event_pb2.Event(
            step=step, summary=summary, wall_time=time.time() if wall_time is None else wall_time
        )
        self._writer.add_event(event)
        self._writer.flush()

    def label_associations(
        self,
        tag: str,
        step: int,
        predictions=None,
        *,
        label_names=None,
        identities=None,
        threshold: float | None = None,
        counts=None,
        min_count: int | None = None,
        description: str | None = None,
        wall_time: float | None = None,
    ) -> None:
        """Write a label-association report (see
        :func:`tb_fairness.summary.label_associations_pb`)."""
        step = _check_step(step)
        wall_time = check_wall_time(wall_time)
        summary = label_associations_pb(
            tag,
            predictions,
            label_names=label_names,
            identities=identities,
            threshold=threshold,
            counts=counts,
            min_count=min_count,
            description=description,
            scalars=self.scalars,
        )
        self._write(summary, step, wall_time)

    def skew_size(
        self,
        tag: str,
        step: int,
        classes=None,
        groups=None,
        predictions=None,
        *,
        class_names=None,
        group_names=None,
        counts=None,
        description: str | None = None,
        wall_time: float | None = None,
    ) -> None:
        """Write a SkewSize report (see :func:`tb_fairness.summary.skew_size_pb`)."""
        step = _check_step(step)
        wall_time = check_wall_time(wall_time)
        summary = skew_size_pb(
            tag,
            classes,
            groups,
            predictions,
            class_names=class_names,
            group_names=group_names,
            counts=counts,
            description=description,
            scalars=self.scalars,
        )
        self._write(summary, step, wall_time)

    def group_metrics(
        self,
        tag: str,
        step: int,
        classes=None,
        predictions=None,
        attributes=None,
        *,
        secondary_classes=None,
        class_names=None,
        groupings=None,
        buckets=None,
        attribute_values=None,
        counts=None,
        min_count: int | None = None,
        description: str | None = None,
        wall_time: float | None = None,
    ) -> None:
        """Write a per-group performance report (see
        :func:`tb_fairness.summary.group_metrics_pb`)."""
        step = _check_step(step)
        wall_time = check_wall_time(wall_time)
        summary = group_metrics_pb(
            tag,
            classes,
            predictions,
            attributes,
            secondary_classes=secondary_classes,
            class_names=class_names,
            groupings=groupings,
            buckets=buckets,
            attribute_values=attribute_values,
            counts=counts,
            min_count=min_count,
            description=description,
            scalars=self.scalars,
        )
        self._write(summary, step, wall_time)

    def detection_recall(
        self,
        tag: str,
        step: int,
        ious=None,
        attributes=None,
        *,
        classes=None,
        class_names=None,
        thresholds=None,
        groupings=None,
        buckets=None,
        attribute_values=None,
        counts=None,
        min_count: int | None = None,
        description: str | None = None,
        wall_time: float | None = None,
    ) -> None:
        """Write a detection-recall report (see
        :func:`tb_fairness.summary.detection_recall_pb`)."""
        step = _check_step(step)
        wall_time = check_wall_time(wall_time)
        summary = detection_recall_pb(
            tag,
            ious,
            attributes,
            classes=classes,
            class_names=class_names,
            thresholds=thresholds,
            groupings=groupings,
            buckets=buckets,
            attribute_values=attribute_values,
            counts=counts,
            min_count=min_count,
            description=description,
            scalars=self.scalars,
        )
        self._write(summary, step, wall_time)

    def _write_pb(self, pb_fn, tag, step, args, kwargs, wall_time):
        step = _check_step(step)
        wall_time = check_wall_time(wall_time)
        self._write(pb_fn(tag, *args, scalars=self.scalars, **kwargs), step, wall_time)

    def harmful_label_association(
        self, tag: str, step: int, *args, wall_time: float | None = None, **kwargs
    ) -> None:
        """Write a harmful-label-association report; arguments as
        :func:`tb_fairness.summary.harmful_label_association_pb`."""
        self._write_pb(harmful_label_association_pb, tag, step, args, kwargs, wall_time)

    def geodiversity(
        self, tag: str, step: int, *args, wall_time: float | None = None, **kwargs
    ) -> None:
        """Write a geodiversity report; arguments as :func:`tb_fairness.summary.geodiversity_pb`."""
        self._write_pb(geodiversity_pb, tag, step, args, kwargs, wall_time)

    def retrieval_precision(
        self, tag: str, step: int, *args, wall_time: float | None = None, **kwargs
    ) -> None:
        """Write a same-attribute retrieval report; arguments as
        :func:`tb_fairness.summary.retrieval_precision_pb`."""
        self._write_pb(retrieval_precision_pb, tag, step, args, kwargs, wall_time)

    def binary_classification(
        self,
        tag: str,
        step: int,
        scores=None,
        labels=None,
        attributes=None,
        *,
        thresholds=None,
        groupings=None,
        buckets=None,
        label_names=None,
        attribute_values=None,
        counts=None,
        min_count: int | None = None,
        description: str | None = None,
        wall_time: float | None = None,
    ) -> None:
        """Write a scored binary classification report: confusion counts per label x group x
        threshold (see :func:`tb_fairness.summary.binary_classification_pb`)."""
        summary = binary_classification_pb(
            tag,
            scores,
            labels,
            attributes,
            thresholds=thresholds,
            groupings=groupings,
            buckets=buckets,
            label_names=label_names,
            attribute_values=attribute_values,
            counts=counts,
            min_count=min_count,
            description=description,
            scalars=self.scalars,
        )
        self._write(summary, _check_step(step), check_wall_time(wall_time))

    def flush(self) -> None:
        if not self._closed:
            self._writer.flush()

    def close(self) -> None:
        if not self._closed:
            self._writer.close()
            self._closed = True

    def __enter__(self) -> FileWriter:
        return self

    def __exit__(self, *exc) -> None:
        self.close()
