"""tb_fairness.integrations, what the training callbacks share: a batch is counted in the
kind's accumulator (its cost is the batch's, not the vocabulary's; no report is built per
batch), and the counts of all batches equal the writer's one-shot count, byte for byte."""

from __future__ import annotations

import inspect

import numpy as np
import pytest
from tensorboard.util import tensor_util
from test_canonical_order import KIND_CASES, _concat, _encoded

from tb_fairness import integrations, kinds
from tb_fairness.metrics import label_inputs
from tb_fairness.summary import protos

CASES = KIND_CASES


def _writer_arguments(make) -> dict:
    """The accumulator's arguments in ``make`` (a partial) by name: the writer's too."""
    names = list(inspect.signature(make.func).parameters)
    return {**dict(zip(names, make.args)), **make.keywords}


def test_every_kind_has_a_case():
    assert set(CASES) == {k.name for k in kinds.KINDS}


@pytest.mark.parametrize("kind_name", [k.name for k in kinds.KINDS])
def test_every_writer_argument_reaches_the_kinds_accumulator(kind_name):
    make, _ = CASES[kind_name]
    spec = integrations.ReportSpec(kind_name, "t", _writer_arguments(make), owner="test")
    accumulator = spec.accumulator_type
    assert accumulator.counts_type is kinds.get(kind_name).counts_type
    taken = set(inspect.signature(accumulator).parameters)
    taken |= set(inspect.signature(accumulator.update).parameters)
    describing = set(integrations.REPORT_ONLY)
    assert set(spec.parameters) - describing <= taken


@pytest.mark.parametrize("kind_name", [k.name for k in kinds.KINDS])
def test_batches_equal_the_writers_one_shot_and_build_no_report(kind_name, monkeypatch):
    make, batch = CASES[kind_name]
    arguments = _writer_arguments(make)
    spec = integrations.ReportSpec(kind_name, "t", arguments, owner="test")
    rng = np.random.default_rng(sum(map(ord, kind_name)))
    batches = [batch(rng, int(rng.integers(3, 25))) for _ in range(6)]
    one_shot = getattr(protos, kind_name + "_pb")("t", **_concat(batches), **arguments)
    expected = [bytes(x) for x in tensor_util.make_ndarray(one_shot.value[0].tensor).tolist()]

    def no_report(*args, **kwargs):
        raise AssertionError("a report was built for one batch")

    monkeypatch.setattr(spec, "build", no_report)
    counts = integrations.BatchCounts(spec)
    assert counts.counts is None
    for b in batches:
        counts.update(b)
    assert _encoded(kind_name, counts.counts) == expected
    # One batch alone (as torchmetrics and the Keras callback count) equals the writer's.
    alone = getattr(protos, kind_name + "_pb")("t", **batches[0], **arguments)
    want = [bytes(x) for x in tensor_util.make_ndarray(alone.value[0].tensor).tolist()]
    assert _encoded(kind_name, spec.counts(batches[0])) == want
    counts.reset()
    assert counts.counts is None


def test_a_large_vocabulary_is_checked_once_not_per_batch(monkeypatch):
    vocabulary = [f"label {i}" for i in range(200_000)]
    spec = integrations.ReportSpec(
        "label_associations", "t", {"label_names": vocabulary}, owner="test"
    )
    counts = integrations.BatchCounts(spec)
    rng = np.random.default_rng(0)
    batches = []
    for _ in range(3):
        predictions = (rng.random((32, len(vocabulary))) < 1e-4).astype(np.float32)
        identities = {"a": rng.random(32) < 0.5, "b": rng.random(32) < 0.5}
        batches.append((predictions, identities))
    counts.update({"predictions": batches[0][0], "identities": batches[0][1]})
    checked = []
    real = label_inputs.check_names

    def check_names(value, name):
        checked.append((name, len(value)))
        return real(value, name)

    monkeypatch.setattr(label_inputs, "check_names", check_names)
    for predictions, identities in batches[1:]:
        counts.update({"predictions": predictions, "identities": identities})
    assert all(size < 10 for _, size in checked), checked
    expected = label_inputs.count_associations(
        np.concatenate([p for p, _ in batches]),
        label_names=vocabulary,
        identities={k: np.concatenate([i[k] for _, i in batches]) for k in ("a", "b")},
    )
    got = counts.counts
    np.testing.assert_array_equal(got.joint_counts, expected.joint_counts)
    np.testing.assert_array_equal(got.label_counts, expected.label_counts)
    assert got.n == expected.n == 96


def test_a_batch_missing_an_input_or_bringing_a_reports_argument_is_refused():
    spec = integrations.ReportSpec("group_metrics", "t", {"class_names": ["a"]}, owner="test")
    counts = integrations.BatchCounts(spec)
    with pytest.raises(ValueError, match="^attributes: required for a group_metrics report"):
        counts.update({"classes": ["a"], "predictions": ["a"]})
    with pytest.raises(ValueError, match="^class_names: given both"):
        counts.update({"classes": ["a"], "predictions": ["a"], "class_names": ["a"]})
    with pytest.raises(ValueError, match="^database: required for a retrieval_precision"):
        integrations.ReportSpec("retrieval_precision", "t", {"ks": (1,)}, owner="test")
    make, _ = CASES["retrieval_precision"]
    spec = integrations.ReportSpec(
        "retrieval_precision", "t", _writer_arguments(make), owner="test"
    )
    with pytest.raises(ValueError, match="^database: given both"):
        spec.counts({"queries": np.zeros((1, 2)), "database": np.zeros((3, 2))})
    with pytest.raises(ValueError, match="^group_names: describes the whole retrieval_prec"):
        spec.counts({"queries": np.zeros((1, 2)), "group_names": ["a"]})
    assert counts.counts is None  # nothing was added
