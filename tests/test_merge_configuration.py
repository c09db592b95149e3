"""Merges refuse what does not belong together (issue 27, item 3): accumulators made with
another threshold, bucketing, grouping, taxonomy, K or database refuse to merge, naming the
option, and keep their counts; accumulators that differ only in a vocabulary (which grows by
design, and merges by name) merge, and the merge equals one accumulator fed every batch."""

from __future__ import annotations

import functools
import os
import sys

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(__file__))
from test_canonical_order import (  # noqa: E402
    AGES,
    DATABASE,
    DATABASE_ATTRIBUTES,
    KIND_CASES,
    TAXONOMY,
    _encoded,
    _update,
)

from tb_fairness.summary.accumulators import (  # noqa: E402
    BinaryClassificationAccumulator,
    DetectionRecallAccumulator,
    GeodiversityAccumulator,
    GroupMetricsAccumulator,
    HarmfulLabelAssociationAccumulator,
    LabelAssociationAccumulator,
    RetrievalPrecisionAccumulator,
)

# kind -> (the option that differs, an accumulator made with another value of it)
MISMATCHES = {
    "label_associations": (
        "threshold",
        functools.partial(LabelAssociationAccumulator, identities=["man", "woman"], threshold=0.9),
    ),
    "group_metrics": (
        "groupings",
        functools.partial(GroupMetricsAccumulator, groupings=["age"]),
    ),
    "detection_recall": (
        "thresholds",
        functools.partial(
            DetectionRecallAccumulator, groupings=["skin", ("age", "skin")], thresholds=[0.5]
        ),
    ),
    "harmful_label_association": (
        "taxonomy",
        functools.partial(
            HarmfulLabelAssociationAccumulator, taxonomy={**TAXONOMY, "ape": "non_human"}
        ),
    ),
    "geodiversity": ("threshold", functools.partial(GeodiversityAccumulator, threshold=0.5)),
    "retrieval_precision": (
        "database",
        functools.partial(
            RetrievalPrecisionAccumulator, DATABASE * 2.0, DATABASE_ATTRIBUTES, ks=(1, 5)
        ),
    ),
    "binary_classification": (
        "buckets",
        functools.partial(
            BinaryClassificationAccumulator,
            label_names=["cat 2", "cat 10"],
            groupings=["age", ("age", "skin")],
            buckets={"age": {"early": AGES[:3], "late": AGES[3:]}},
        ),
    ),
}


@pytest.mark.parametrize("kind", sorted(MISMATCHES))
def test_another_configuration_is_refused_naming_it_and_nothing_is_lost(kind):
    option, other_make = MISMATCHES[kind]
    make, batch = KIND_CASES[kind]
    rng = np.random.default_rng(3)
    mine, theirs = make(), other_make()
    _update(mine, batch(rng, 40))
    try:
        _update(theirs, batch(rng, 40))
    except ValueError:
        pass  # a batch this configuration cannot count (another bucketing): refused all the same
    before = _encoded(kind, mine.counts)
    with pytest.raises(ValueError, match=rf"^other: {option} differs"):
        mine.merge(theirs)
    assert _encoded(kind, mine.counts) == before
    # Empty accumulators are refused too: the configuration, not the counts, decides.
    with pytest.raises(ValueError, match=rf"^other: {option} differs"):
        make().merge(other_make())


@pytest.mark.parametrize("kind", sorted(KIND_CASES))
def test_the_same_configuration_merges_to_the_one_shot_counts(kind):
    make, batch = KIND_CASES[kind]
    rng = np.random.default_rng(4)
    batches = [batch(rng, 30) for _ in range(4)]
    one_shot, a, b = make(), make(), make()
    for i, part in enumerate(batches):
        _update(one_shot, part)
        _update(a if i % 2 else b, part)
    a.merge(b)
    assert _encoded(kind, a.counts) == _encoded(kind, one_shot.counts)


def test_vocabularies_may_differ():
    a = LabelAssociationAccumulator(
        label_names=["man", "woman", "bike"], identities=["man", "woman"]
    )
    b = LabelAssociationAccumulator(
        label_names=["man", "woman", "car"], identities=["man", "woman"]
    )
    a.update(np.array([[1, 0, 1], [0, 1, 0]]))
    b.update(np.array([[1, 1, 1], [0, 1, 1]]))
    a.merge(b)
    assert a.counts.label_names == ("bike", "car", "man", "woman")
    g = GroupMetricsAccumulator(class_names=["a"], attribute_values={"x": ["1"]})
    g.merge(GroupMetricsAccumulator(class_names=["b"], attribute_values={"x": ["2"]}))
