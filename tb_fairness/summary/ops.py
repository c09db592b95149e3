"""TensorFlow summary ops, written like ``tf.summary.scalar``.

TensorFlow is imported inside each op, so importing tb_fairness never needs it. Counting
runs in numpy on the op's (eager) inputs; inside ``tf.function`` call the op from
``tf.py_function`` or log from a callback.
"""
from __future__ import annotations

from typing import Optional

from tb_fairness.reports import label_associations as la_report
from tb_fairness.reports import metadata
from tb_fairness.summary.protos import association_counts, check_tag

__all__ = ["label_associations"]


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


def label_associations(tag: str, predictions=None, *, label_names=None, identities=None,
                       threshold: Optional[float] = None, counts=None,
                       step: Optional[int] = None, description: Optional[str] = None):
    """Write a label-association report to the default ``tf.summary`` writer.

    Returns True on success, False when no default writer is set (like ``tf.summary.scalar``).
    """
    tf = _tf()
    check_tag(tag)
    counts = association_counts(predictions, label_names=label_names, identities=identities,
                                threshold=threshold, counts=counts)
    summary_metadata = metadata.create_summary_metadata(metadata.LABEL_ASSOCIATIONS, description)
    with tf.summary.experimental.summary_scope(tag, "label_associations_summary") as (name, _):
        return tf.summary.write(
            tag=name,
            tensor=tf.constant(la_report.encode(counts).tolist(), dtype=tf.string),
            step=step,
            metadata=summary_metadata,
        )
