"""The writers generated from each kind's declaration: their signatures (what help(),
editors and scripts see) and the checked-in stubs that give them to editors and mypy."""

from __future__ import annotations

import importlib.util
import inspect
import os
import pickle

import numpy as np
import pytest

import tb_fairness
from tb_fairness import FileWriter, kinds
from tb_fairness.summary import accumulators, ops, protos

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The public arguments before the writers were generated (0.1): every writer method's
# after (self, tag, step) and before wall_time; each accumulator's constructor's; its
# update()'s. Scripts call them by these names and in this order.
API = {
    "label_associations": (
        ("predictions", "label_names", "identities", "threshold", "counts", "min_count"),
        ("label_names", "identities", "threshold"),
        ("predictions", "identities"),
    ),
    "skew_size": (
        ("classes", "groups", "predictions", "class_names", "group_names", "counts"),
        ("class_names", "group_names"),
        ("classes", "groups", "predictions"),
    ),
    "group_metrics": (
        ("classes", "predictions", "attributes", "secondary_classes", "class_names")
        + ("groupings", "buckets", "attribute_values", "slices", "counts", "min_count"),
        ("class_names", "groupings", "buckets", "attribute_values", "slices"),
        ("classes", "predictions", "attributes", "secondary_classes"),
    ),
    "detection_recall": (
        ("ious", "attributes", "classes", "class_names", "thresholds", "groupings", "buckets")
        + ("attribute_values", "counts", "min_count"),
        ("class_names", "thresholds", "groupings", "buckets", "attribute_values"),
        ("ious", "attributes", "classes"),
    ),
    "harmful_label_association": (
        ("labels", "scores", "groups", "taxonomy", "label_names", "group_names", "thresholds")
        + ("missing", "counts"),
        ("taxonomy", "label_names", "group_names", "thresholds", "missing"),
        ("labels", "scores", "groups"),
    ),
    "geodiversity": (
        ("image_ids", "true_labels", "predicted_labels", "scores", "household_ids", "incomes")
        + ("regions", "threshold", "counts"),
        ("threshold",),
        ("image_ids", "true_labels", "predicted_labels", "scores", "household_ids", "incomes")
        + ("regions",),
    ),
    "retrieval_precision": (
        ("queries", "database", "query_attributes", "database_attributes", "groups")
        + ("group_names", "ks", "counts"),
        ("database", "database_attributes", "ks", "group_names"),
        ("queries", "query_attributes", "groups"),
    ),
    "binary_classification": (
        ("scores", "labels", "attributes", "thresholds", "label_names", "groupings", "buckets")
        + ("attribute_values", "slices", "counts", "min_count"),
        ("thresholds", "label_names", "groupings", "buckets", "attribute_values", "slices"),
        ("scores", "labels", "attributes"),
    ),
}


def _names(fn, skip=0) -> tuple[str, ...]:
    return tuple(inspect.signature(fn).parameters)[skip:]


def _positional(fn) -> tuple[str, ...]:
    return tuple(
        p.name
        for p in inspect.signature(fn).parameters.values()
        if p.kind is p.POSITIONAL_OR_KEYWORD
    )


@pytest.mark.parametrize("kind", kinds.KINDS, ids=lambda k: k.name)
def test_every_writer_keeps_its_public_arguments(kind):
    writer, init, update = API[kind.name]
    # Since 0.2 every writer and update() also take data= (a DataFrame the inputs name
    # columns of), by keyword, before counts=.
    at = writer.index("counts")
    writer = (*writer[:at], "data", *writer[at:])
    update = (*update, "data")
    method = getattr(FileWriter, kind.name)
    assert _names(method, 3) == (*writer, "description", "wall_time")
    assert _names(protos.pb_of(kind.name), 1) == (*writer, "description", "scalars")
    op = _names(getattr(ops, kind.name), 1)
    assert op == (*writer, "step", "description", "scalars")
    accumulator = accumulators.accumulator_for(kind.counts_type)
    assert set(_names(accumulator)) == set(init)
    assert set(_names(accumulator.update, 1)) == set(update)
    # The inputs come by position in the writer, the pb function and the op alike.
    inputs = tuple(a.name for a in kind.writing.arguments if a.positional)
    assert _positional(method)[3:] == _positional(protos.pb_of(kind.name))[1:] == inputs
    assert method.__doc__ and kind.writing.summary in method.__doc__


def test_the_stubs_equal_the_registry():
    """tb_fairness/summary/stubs/*.pyi are what scripts/stubs.py renders from the registry
    now (run it after changing a kind's declaration)."""
    spec = importlib.util.spec_from_file_location(
        "stubs", os.path.join(ROOT, "scripts", "stubs.py")
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name, text in module.render().items():
        with open(os.path.join(module.STUBS, name), encoding="utf-8") as f:
            assert f.read() == text, f"{name}: run python scripts/stubs.py"


def test_generated_classes_are_found_by_name():
    """Pickle (Beam, multiprocessing) finds a generated accumulator by its module and name;
    the names they had before 0.2 are the same classes."""
    acc = tb_fairness.GroupMetricsAccumulator(class_names=["a", "b"])
    acc.update(["a", "b"], ["a", "a"], {"g": ["x", "y"]})
    again = pickle.loads(pickle.dumps(acc))
    np.testing.assert_array_equal(again.counts.n, acc.counts.n)
    assert type(again) is tb_fairness.GroupMetricsAccumulator
    assert tb_fairness.HarmfulLabelAccumulator is tb_fairness.HarmfulLabelAssociationAccumulator
    assert "GroupMetricsAccumulator" in tb_fairness.__all__
    assert "BinaryClassificationAccumulator" in dir(tb_fairness)


def test_a_generated_accumulator_checks_its_options_where_it_is_made():
    with pytest.raises(TypeError, match="missing a required argument: 'taxonomy'"):
        tb_fairness.HarmfulLabelAssociationAccumulator()
    with pytest.raises(ValueError, match="^taxonomy: required"):
        tb_fairness.HarmfulLabelAssociationAccumulator(taxonomy=None)
    with pytest.raises(TypeError, match="threshold"):
        tb_fairness.GeodiversityAccumulator(threshold="0")
    with pytest.raises(ValueError, match="^attributes: required"):
        tb_fairness.GroupMetricsAccumulator().update([0], [0], None)


@pytest.mark.parametrize(
    "kind", [k for k in kinds.KINDS if k.writing.min_count], ids=lambda k: k.name
)
def test_a_writer_stores_no_min_count_its_readers_refuse(kind):
    from test_canonical_order import KIND_CASES, _update

    make, batch = KIND_CASES[kind.name]
    acc = make()
    _update(acc, batch(np.random.default_rng(0), 40))
    least = kind.option("min_count").minimum or 0
    pb = protos.pb_of(kind.name)
    pb("t", counts=acc, min_count=int(least))  # the least the readers take is written
    with pytest.raises(ValueError, match=f"^min_count: expected a whole number >= {least:.0f}"):
        pb("t", counts=acc, min_count=int(least) - 1)
