"""Summary protobufs for any event writer (numpy only; never imports TensorFlow).

Each ``<kind>_pb`` is the twin of the TensorFlow op and of ``FileWriter``'s method of the
same name: all three resolve their inputs with the same ``*_counts`` function and encode
with :func:`report_pb`, so they cannot drift apart.

The ``Summary`` each returns holds the report, then the record of its headline numbers
that the tab's trends read (:mod:`tb_fairness.reports.headlines`), then the same numbers as
TensorBoard scalars tagged ``fairness/<tag>/<name>`` (with ``_lower`` and ``_upper`` for an
interval), drawn by Time Series beside the loss; ``scalars=False`` leaves the scalars out
(:mod:`tb_fairness.summary.scalars`).
"""

from __future__ import annotations

import dataclasses

from tensorboard.compat.proto import summary_pb2
from tensorboard.util import tensor_util

from tb_fairness.metrics import geodiversity, harmful, retrieval
from tb_fairness.metrics.binary import BinaryCounts, count_binary
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.detection import DEFAULT_THRESHOLDS, DetectionCounts, count_detection
from tb_fairness.metrics.groups import GroupCounts, count_groups
from tb_fairness.metrics.label_inputs import count_associations
from tb_fairness.metrics.skew import SkewCounts, count_skew
from tb_fairness.metrics.validation import check_int, check_text, shown
from tb_fairness.reports import binary_classification as binary_classification_layout
from tb_fairness.reports import detection_recall as detection_recall_layout
from tb_fairness.reports import geodiversity as geodiversity_layout
from tb_fairness.reports import group_metrics as group_metrics_layout
from tb_fairness.reports import harmful_label_association as harmful_label_association_layout
from tb_fairness.reports import label_associations as label_associations_layout
from tb_fairness.reports import metadata
from tb_fairness.reports import retrieval_precision as retrieval_precision_layout
from tb_fairness.reports import skew_size as skew_size_layout
from tb_fairness.summary.scalars import check_scalars, headline_values

__all__ = [
    "association_counts",
    "binary_classification_pb",
    "binary_counts",
    "check_tag",
    "detection_counts",
    "detection_recall_pb",
    "geodiversity_pb",
    "harmful_label_association_pb",
    "retrieval_precision_pb",
    "group_counts",
    "group_metrics_pb",
    "label_associations_pb",
    "report_pb",
    "skew_counts",
    "skew_size_pb",
]


#: The largest ``min_count`` a report may carry (the readers' bound on the option).
MAX_MIN_COUNT = 10**9


def check_tag(tag) -> str:
    if not isinstance(tag, str) or not tag:
        raise TypeError(f"tag: expected a non-empty string, got {shown(tag)}")
    return check_text(tag, "tag")


def _given_counts(counts, cls, inputs: dict):
    """``counts`` (a counts object or an accumulator), checked to come without raw inputs."""
    given = [name for name, value in inputs.items() if value is not None]
    if given:
        raise ValueError(
            f"counts: pass either counts or {', '.join(inputs)}, not both "
            f"(got {', '.join(given)} too)"
        )
    counts = getattr(counts, "counts", counts)  # an accumulator hands over its counts
    if counts is None:
        raise ValueError("counts: the accumulator has seen no examples")
    if not isinstance(counts, cls):
        raise TypeError(f"counts: expected {cls.__name__}, got {type(counts).__name__}")
    return counts


def association_counts(
    predictions=None,
    *,
    label_names=None,
    identities=None,
    threshold: float | None = None,
    counts=None,
    min_count: int | None = None,
) -> AssociationCounts:
    """Counts from predictions, or the given ``counts`` (AssociationCounts or an accumulator);
    ``min_count``, when given, is stored as the report's minimum count."""
    if counts is not None:
        counts = _given_counts(
            counts,
            AssociationCounts,
            {
                "predictions": predictions,
                "label_names": label_names,
                "identities": identities,
                "threshold": threshold,
            },
        )
    elif predictions is None:
        raise ValueError("predictions: required (or pass counts=)")
    elif identities is None:
        raise ValueError(
            "identities: required: label names the model predicts, or a mapping "
            "name -> boolean array per example"
        )
    else:
        counts = count_associations(
            predictions, label_names=label_names, identities=identities, threshold=threshold
        )
    return with_min_count(counts, min_count)


def with_min_count(counts, min_count: int | None):
    """The counts carrying the writer's ``min_count`` (unchanged when it is None)."""
    min_count = check_int(
        min_count,
        "min_count",
        low=0,
        high=MAX_MIN_COUNT,
        allow_none=True,
        what=f"a whole number >= 0 (at most {MAX_MIN_COUNT:,})",
    )
    return counts if min_count is None else dataclasses.replace(counts, min_count=min_count)


def skew_counts(
    classes=None, groups=None, predictions=None, *, class_names=None, group_names=None, counts=None
) -> SkewCounts:
    """Counts from per-example classes, groups and predictions, or the given ``counts``."""
    if counts is not None:
        return _given_counts(
            counts,
            SkewCounts,
            {
                "classes": classes,
                "groups": groups,
                "predictions": predictions,
                "class_names": class_names,
                "group_names": group_names,
            },
        )
    for name, value in (("classes", classes), ("groups", groups), ("predictions", predictions)):
        if value is None:
            raise ValueError(f"{name}: required (or pass counts=)")
    return count_skew(
        classes, groups, predictions, class_names=class_names, group_names=group_names
    )


def group_counts(
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
) -> GroupCounts:
    """Counts from per-person classes, predictions and attributes, or the given ``counts``."""
    if counts is not None:
        return _given_counts(
            counts,
            GroupCounts,
            {
                "classes": classes,
                "predictions": predictions,
                "attributes": attributes,
                "secondary_classes": secondary_classes,
                "class_names": class_names,
                "groupings": groupings,
                "buckets": buckets,
                "attribute_values": attribute_values,
            },
        )
    for name, value in (
        ("classes", classes),
        ("predictions", predictions),
        ("attributes", attributes),
    ):
        if value is None:
            raise ValueError(f"{name}: required (or pass counts=)")
    return count_groups(
        classes,
        predictions,
        attributes,
        secondary_classes=secondary_classes,
        class_names=class_names,
        groupings=groupings,
        buckets=buckets,
        attribute_values=attribute_values,
    )


def detection_counts(
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
) -> DetectionCounts:
    """Counts from per-person IoUs and attributes, or the given ``counts``."""
    if counts is not None:
        return _given_counts(
            counts,
            DetectionCounts,
            {
                "ious": ious,
                "attributes": attributes,
                "classes": classes,
                "class_names": class_names,
                "thresholds": thresholds,
                "groupings": groupings,
                "buckets": buckets,
                "attribute_values": attribute_values,
            },
        )
    for name, value in (("ious", ious), ("attributes", attributes)):
        if value is None:
            raise ValueError(f"{name}: required (or pass counts=)")
    return count_detection(
        ious,
        attributes,
        classes=classes,
        class_names=class_names,
        thresholds=DEFAULT_THRESHOLDS if thresholds is None else thresholds,
        groupings=groupings,
        buckets=buckets,
        attribute_values=attribute_values,
    )


def report_pb(
    tag: str, layout, counts, description: str | None = None, *, scalars: bool = True
) -> summary_pb2.Summary:
    """A ``Summary`` holding ``counts`` as a report of ``layout`` (a codec module of
    :mod:`tb_fairness.reports`: its ``NAME``, ``VERSION`` and ``encode``): the report is
    its first value; then the record of its headline numbers, which the tab's trends read
    (:mod:`tb_fairness.reports.headlines`), and, unless ``scalars`` is False, the same
    numbers as TensorBoard scalars ``fairness/<tag>/<name>`` (:mod:`tb_fairness.summary.scalars`).

    Every writer (the ``*_pb`` functions, ``FileWriter``, the TensorFlow ops, the
    accumulators' and Beam's reports) builds its report here, so all write the same."""
    check_tag(tag)
    description = check_text(description, "description", allow_none=True)
    scalars = check_scalars(scalars)
    tensor = tensor_util.make_tensor_proto(layout.encode(counts))
    summary = summary_pb2.Summary()
    summary.value.add(
        tag=tag,
        metadata=metadata.create_summary_metadata(layout.NAME, layout.VERSION, description),
        tensor=tensor,
    )
    summary.value.extend(headline_values(layout.NAME, tag, counts, scalars=scalars))
    return summary


def label_associations_pb(
    tag: str,
    predictions=None,
    *,
    label_names=None,
    identities=None,
    threshold: float | None = None,
    counts=None,
    min_count: int | None = None,
    description: str | None = None,
    scalars: bool = True,
) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a label-association report.

    Write it with any event writer, e.g. PyTorch's or tensorboardX's ``SummaryWriter``
    through :func:`tb_fairness.summary.add_summary`. Arguments as in
    :func:`tb_fairness.metrics.count_associations`, or ``counts=`` from an accumulator.
    ``min_count``: labels (or identities) seen fewer times are insufficient, too rare to
    trust (default: the readers', 10); the UI and the export can still change it.
    ``scalars``: also hold the report's headline numbers as TensorBoard scalars
    (``fairness/<tag>/<name>``), as every ``*_pb`` does by default.
    """
    check_tag(tag)
    counts = association_counts(
        predictions,
        label_names=label_names,
        identities=identities,
        threshold=threshold,
        counts=counts,
        min_count=min_count,
    )
    return report_pb(tag, label_associations_layout, counts, description, scalars=scalars)


def skew_size_pb(
    tag: str,
    classes=None,
    groups=None,
    predictions=None,
    *,
    class_names=None,
    group_names=None,
    counts=None,
    description: str | None = None,
    scalars: bool = True,
) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a SkewSize report.

    ``classes``: the ground-truth class of each example; ``groups``: its value of the bias
    attribute; ``predictions``: its predicted label (class ids, or any strings: an open
    vocabulary). Arguments as in :func:`tb_fairness.metrics.skew.count_skew`, or ``counts=``
    from a :class:`~tb_fairness.summary.SkewSizeAccumulator`.
    """
    check_tag(tag)
    counts = skew_counts(
        classes,
        groups,
        predictions,
        class_names=class_names,
        group_names=group_names,
        counts=counts,
    )
    return report_pb(tag, skew_size_layout, counts, description, scalars=scalars)


def group_metrics_pb(
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
    description: str | None = None,
    scalars: bool = True,
) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a per-group performance report (FACET).

    ``classes``: each person's ground-truth class (``secondary_classes``: an optional
    second one); ``predictions``: the predicted class (or scores, arg-max taken);
    ``attributes``: mapping attribute name -> per-person values (multi-valued allowed).
    ``groupings`` (attribute names or tuples of them for intersections, or ``"all"``),
    ``buckets`` and ``attribute_values`` as in :func:`tb_fairness.metrics.groups.count_groups`;
    or ``counts=`` from a :class:`~tb_fairness.summary.GroupMetricsAccumulator`.
    ``min_count``: cells with fewer people are insufficient (default: the readers', 50).
    """
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
    return report_pb(
        tag, group_metrics_layout, with_min_count(counts, min_count), description, scalars=scalars
    )


def detection_recall_pb(
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
    description: str | None = None,
    scalars: bool = True,
) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a detection-recall report (FACET's AR and mAR by group).

    ``ious``: each ground-truth person's best IoU with the detections, from
    :func:`tb_fairness.metrics.detection.best_ious` (boxes, greedy COCO-style matching) or
    :func:`~tb_fairness.metrics.detection.best_ious_from_iou` (masks); ``attributes`` and the
    grouping options as for :func:`group_metrics_pb`; ``thresholds`` default 0.50..0.95;
    ``min_count`` as there.
    """
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
    return report_pb(
        tag,
        detection_recall_layout,
        with_min_count(counts, min_count),
        description,
        scalars=scalars,
    )


def indicator_counts(count_fn, cls, inputs: dict, options: dict, counts, required=()):
    """Counts of a visual indicator: ``count_fn(*inputs, **options)`` or the given ``counts``.

    Every input, and every option named in ``required``, is needed unless ``counts`` is
    given; options left None take the counting function's defaults.
    """
    if counts is not None:
        given = {k: v for k, v in options.items() if v is not None}
        return _given_counts(counts, cls, {**inputs, **given})
    for name, value in [*inputs.items(), *((k, options[k]) for k in required)]:
        if value is None:
            raise ValueError(f"{name}: required (or pass counts=)")
    options = {k: v for k, v in options.items() if v is not None}
    return count_fn(*inputs.values(), **options)


def harmful_label_association_pb(
    tag: str,
    labels=None,
    scores=None,
    *,
    groups=None,
    taxonomy=None,
    label_names=None,
    group_names=None,
    thresholds=None,
    missing=None,
    counts=None,
    description: str | None = None,
    scalars: bool = True,
) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a harmful-label-association report (Goyal et al. 2022).

    ``labels`` (N, 5) top-5 predicted labels per image (names, or indices into
    ``label_names``) with ``scores`` (N, 5); ``groups`` the group(s) of each image;
    ``taxonomy`` maps label names to ``human``, ``possibly_human``, ``non_human``,
    ``possibly_non_human`` or ``crime``; ``thresholds`` default 0, 0.1, 0.3, 0.8. See
    :func:`tb_fairness.metrics.harmful.count_harmful`.
    """
    check_tag(tag)
    counts = indicator_counts(
        harmful.count_harmful,
        harmful.HarmfulCounts,
        {"labels": labels, "scores": scores},
        {
            "groups": groups,
            "taxonomy": taxonomy,
            "label_names": label_names,
            "group_names": group_names,
            "thresholds": thresholds,
            "missing": missing,
        },
        counts,
        required=("groups", "taxonomy"),
    )
    return report_pb(tag, harmful_label_association_layout, counts, description, scalars=scalars)


def geodiversity_pb(
    tag: str,
    image_ids=None,
    true_labels=None,
    predicted_labels=None,
    scores=None,
    *,
    household_ids=None,
    incomes=None,
    regions=None,
    threshold=None,
    counts=None,
    description: str | None = None,
    scalars: bool = True,
) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a geodiversity report (Goyal et al. 2022).

    One row per (image, ground-truth label): ``image_ids``, ``true_labels``,
    ``predicted_labels`` (N, 5) with optional ``scores``, and per row the image's
    ``household_ids``, ``incomes`` and ``regions``. See
    :func:`tb_fairness.metrics.geodiversity.count_geodiversity`.
    """
    check_tag(tag)
    counts = indicator_counts(
        geodiversity.count_geodiversity,
        geodiversity.GeoCounts,
        {"image_ids": image_ids, "true_labels": true_labels, "predicted_labels": predicted_labels},
        {
            "scores": scores,
            "household_ids": household_ids,
            "incomes": incomes,
            "regions": regions,
            "threshold": threshold,
        },
        counts,
        required=("household_ids", "incomes", "regions"),
    )
    return report_pb(tag, geodiversity_layout, counts, description, scalars=scalars)


def retrieval_precision_pb(
    tag: str,
    queries=None,
    database=None,
    *,
    query_attributes=None,
    database_attributes=None,
    groups=None,
    group_names=None,
    ks=None,
    counts=None,
    description: str | None = None,
    scalars: bool = True,
) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a same-attribute retrieval report (Goyal et al. 2022).

    ``queries`` (Q, D) and ``database`` (N, D) embeddings, each row's attribute value in
    ``query_attributes`` / ``database_attributes``, query ``groups`` (default: the query's
    attribute), ``ks`` default 1, 5, 10, 50. Computed in chunks, in bounded memory. See
    :func:`tb_fairness.metrics.retrieval.count_retrieval`.
    """
    check_tag(tag)
    counts = indicator_counts(
        retrieval.count_retrieval,
        retrieval.RetrievalCounts,
        {"queries": queries, "database": database},
        {
            "query_attributes": query_attributes,
            "database_attributes": database_attributes,
            "groups": groups,
            "group_names": group_names,
            "ks": ks,
        },
        counts,
        required=("query_attributes", "database_attributes"),
    )
    return report_pb(tag, retrieval_precision_layout, counts, description, scalars=scalars)


def binary_counts(
    scores=None,
    labels=None,
    attributes=None,
    *,
    thresholds=None,
    label_names=None,
    groupings=None,
    buckets=None,
    attribute_values=None,
    counts=None,
) -> BinaryCounts:
    """Counts from per-example scores, 0/1 labels and attributes, or the given ``counts``."""
    if counts is not None:
        return _given_counts(
            counts,
            BinaryCounts,
            {
                "scores": scores,
                "labels": labels,
                "attributes": attributes,
                "thresholds": thresholds,
                "label_names": label_names,
                "groupings": groupings,
                "buckets": buckets,
                "attribute_values": attribute_values,
            },
        )
    for name, value in (("scores", scores), ("labels", labels), ("attributes", attributes)):
        if value is None:
            raise ValueError(f"{name}: required (or pass counts=)")
    return count_binary(
        scores,
        labels,
        attributes,
        thresholds=thresholds,
        label_names=label_names,
        groupings=groupings,
        buckets=buckets,
        attribute_values=attribute_values,
    )


def binary_classification_pb(
    tag: str,
    scores=None,
    labels=None,
    attributes=None,
    *,
    thresholds=None,
    label_names=None,
    groupings=None,
    buckets=None,
    attribute_values=None,
    counts=None,
    min_count: int | None = None,
    description: str | None = None,
    scalars: bool = True,
) -> summary_pb2.Summary:
    """A ``Summary`` protobuf holding a scored binary classification report.

    ``scores``: each example's score, (N,) or (N, L) for L labels (one-vs-rest); ``labels``:
    the 0/1 ground truth of the same shape; ``attributes`` and the grouping options as for
    :func:`group_metrics_pb`. A prediction is positive when ``score >= threshold``;
    ``thresholds`` default 0.00, 0.01, ..., 1.00 (plus any named in [0, 1]; scores outside
    [0, 1], e.g. logits, need thresholds, used as given). See
    :func:`tb_fairness.metrics.binary.count_binary`, or pass ``counts=`` from a
    :class:`~tb_fairness.summary.BinaryClassificationAccumulator`. ``min_count``: cells
    whose metric's denominator is smaller are insufficient (default: the readers', 50).
    """
    check_tag(tag)
    counts = binary_counts(
        scores,
        labels,
        attributes,
        thresholds=thresholds,
        label_names=label_names,
        groupings=groupings,
        buckets=buckets,
        attribute_values=attribute_values,
        counts=counts,
    )
    return report_pb(
        tag,
        binary_classification_layout,
        with_min_count(counts, min_count),
        description,
        scalars=scalars,
    )
