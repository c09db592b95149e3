"""Summary protobufs for any event writer (numpy only; never imports TensorFlow).

``label_associations_pb`` is the twin of the TensorFlow op and of ``FileWriter``'s method:
all three go through :func:`association_counts`, so they cannot drift apart.
"""
from __future__ import annotations

from typing import Optional

from tensorboard.compat.proto import summary_pb2
from tensorboard.util import tensor_util

from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.label_inputs import count_associations
from tb_fairness.reports import label_associations as la_report
from tb_fairness.reports import metadata

__all__ = ["association_counts", "check_tag", "label_associations_pb"]


def check_tag(tag) -> str:
    if not isinstance(tag, str) or not tag:
        raise TypeError(f"tag: expected a non-empty string, got {tag!r}")
    return tag


def association_counts(predictions=None, *, label_names=None, identities=None,
                       threshold: Optional[float] = None, counts=None) -> AssociationCounts:
    """Counts from predictions, or the given ``counts`` (AssociationCounts or an accumulator)."""
    if counts is not None:
        if predictions is not None or label_names is not None or identities is not None \
                or threshold is not None:
            raise ValueError(
                "counts: pass either counts or predictions (with label_names, identities, "
                "threshold), not both"
            )
        counts = getattr(counts, "counts", counts)  # an accumulator hands over its counts
        if counts is None:
            raise ValueError("counts: the accumulator has seen no examples")
        if not isinstance(counts, AssociationCounts):
            raise TypeError(f"counts: expected AssociationCounts, got {type(counts).__name__}")
        return counts
    if predictions is None:
        raise ValueError("predictions: required (or pass counts=)")
    if identities is None:
        raise ValueError("identities: required: label names the model predicts, or a mapping "
                         "name -> boolean array per example")
    return count_associations(predictions, label_names=label_names, identities=identities,
                              threshold=threshold)


def label_associations_pb(tag: str, predictions=None, *, label_names=None, identities=None,
                          threshold: Optional[float] = None, counts=None,
                          description: Optional[str] = None) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a label-association report.

    Write it with any event writer, e.g. PyTorch's
    ``SummaryWriter().file_writer.add_summary(pb, step)``. Arguments as in
    :func:`tb_fairness.metrics.count_associations`, or ``counts=`` from an accumulator.
    """
    check_tag(tag)
    counts = association_counts(predictions, label_names=label_names, identities=identities,
                                threshold=threshold, counts=counts)
    tensor = tensor_util.make_tensor_proto(la_report.encode(counts))
    summary = summary_pb2.Summary()
    summary.value.add(
        tag=tag,
        metadata=metadata.create_summary_metadata(metadata.LABEL_ASSOCIATIONS, description),
        tensor=tensor,
    )
    return summary
