"""TensorFlow summary ops, written like ``tf.summary.scalar``.

TensorFlow is imported inside each op, so importing tb_fairness never needs it. Counting
runs in numpy on the op's (eager) inputs; inside ``tf.function`` call the op from
``tf.py_function`` or log from a callback.
"""

from __future__ import annotations

from tb_fairness import reports
from tb_fairness.metrics.validation import check_step, check_text
from tb_fairness.reports import detection_recall as detection_recall_layout
from tb_fairness.reports import group_metrics as group_metrics_layout
from tb_fairness.reports import label_associations as label_associations_layout
from tb_fairness.reports import metadata
from tb_fairness.reports import skew_size as skew_size_layout
from tb_fairness.summary import protos
from tb_fairness.summary.protos import (
    association_counts,
    check_tag,
    detection_counts,
    group_counts,
    skew_counts,
    with_min_count,
)

__all__ = [
    "binary_classification",
    "detection_recall",
    "geodiversity",
    "group_metrics",
    "harmful_label_association",
    "label_associations",
    "retrieval_precision",
    "skew_size",
]


def _tf():
    try:
        import tensorflow as tf
    except ImportError:
        raise ImportError(
            "tb_fairness.summary ops need TensorFlow (pip install 'tb-fairness[tf]'); "
            "without it use tb_fairness.FileWriter or the *_pb functions"
        ) from None
    if not tf.executing_eagerly():
        raise RuntimeError(
            "tb_fairness.summary ops count in numpy and need eager execution; call them "
            "outside tf.function (e.g. in a Keras callback)"
        )
    return tf


def _write(tf, tag, layout, counts, step, description, scope):
    description = check_text(description, "description", allow_none=True)
    step = None if step is None else check_step(step)  # None: the default step, as tf.summary
    summary_metadata = metadata.create_summary_metadata(layout.NAME, layout.VERSION, description)
    tensor = tf.constant(layout.encode(counts).tolist(), dtype=tf.string)
    with tf.summary.experimental.summary_scope(tag, scope) as (name, _):
        return tf.summary.write(tag=name, tensor=tensor, step=step, metadata=summary_metadata)


def label_associations(
    tag: str,
    predictions=None,
    *,
    label_names=None,
    identities=None,
    threshold: float | None = None,
    counts=None,
    min_count: int | None = None,
    step: int | None = None,
    description: str | None = None,
):
    """Write a label-association report to the default ``tf.summary`` writer.

    Returns True on success, False when no default writer is set (like ``tf.summary.scalar``).
    """
    tf = _tf()
    check_tag(tag)
    counts = association_counts(
        predictions,
        label_names=label_names,
        identities=identities,
        threshold=threshold,
        counts=counts,
        min_count=min_count,
    )
    return _write(
        tf, tag, label_associations_layout, counts, step, description, "label_associations_summary"
    )


def skew_size(
    tag: str,
    classes=None,
    groups=None,
    predictions=None,
    *,
    class_names=None,
    group_names=None,
    counts=None,
    step: int | None = None,
    description: str | None = None,
):
    """Write a SkewSize report to the default ``tf.summary`` writer (see ``skew_size_pb``)."""
    tf = _tf()
    check_tag(tag)
    counts = skew_counts(
        classes,
        groups,
        predictions,
        class_names=class_names,
        group_names=group_names,
        counts=counts,
    )
    return _write(tf, tag, skew_size_layout, counts, step, description, "skew_size_summary")


def group_metrics(
    tag: str,
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
    step: int | None = None,
    description: str | None = None,
):
    """Write a per-group performance report to the default ``tf.summary`` writer (see
    ``group_metrics_pb``)."""
    tf = _tf()
    check_tag(tag)
    counts = group_counts(
        classes,
        predictions,
        attributes,
        secondary_classes=secondary_classes,
        class_names=class_names,
        groupings=groupings,
        buckets=buckets,
        attribute_values=attribute_values,
        counts=counts,
    )
    counts = with_min_count(counts, min_count)
    return _write(tf, tag, group_metrics_layout, counts, step, description, "group_metrics_summary")


def detection_recall(
    tag: str,
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
    step: int | None = None,
    description: str | None = None,
):
    """Write a detection-recall report to the default ``tf.summary`` writer (see
    ``detection_recall_pb``)."""
    tf = _tf()
    check_tag(tag)
    counts = detection_counts(
        ious,
        attributes,
        classes=classes,
        class_names=class_names,
        thresholds=thresholds,
        groupings=groupings,
        buckets=buckets,
        attribute_values=attribute_values,
        counts=counts,
    )
    counts = with_min_count(counts, min_count)
    return _write(
        tf, tag, detection_recall_layout, counts, step, description, "detection_recall_summary"
    )


def _op_from_pb(pb_fn, scope):
    """A TensorFlow op writing the report that ``pb_fn`` builds (same arguments, plus step)."""

    def op(tag: str, *args, step: int | None = None, description: str | None = None, **kwargs):
        tf = _tf()
        summary = pb_fn(tag, *args, description=description, **kwargs)
        value = summary.value[0]
        tensor = tf.constant(reports.decode_tensor_proto(value.tensor), dtype=tf.string)
        with tf.summary.experimental.summary_scope(tag, scope) as (name, _):
            return tf.summary.write(tag=name, tensor=tensor, step=step, metadata=value.metadata)

    op.__name__ = pb_fn.__name__[:-3]
    op.__doc__ = (
        f"Write the report of ``{pb_fn.__name__}`` to the default ``tf.summary`` "
        "writer, like ``tf.summary.scalar``."
    )
    return op


harmful_label_association = _op_from_pb(
    protos.harmful_label_association_pb, "harmful_label_association_summary"
)
geodiversity = _op_from_pb(protos.geodiversity_pb, "geodiversity_summary")
retrieval_precision = _op_from_pb(protos.retrieval_precision_pb, "retrieval_precision_summary")
binary_classification = _op_from_pb(
    protos.binary_classification_pb, "binary_classification_summary"
)
