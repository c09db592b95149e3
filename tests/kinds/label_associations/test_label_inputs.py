"""Every input form gives the counts of a Python loop over examples; bad input is named."""

import numpy as np
import pytest
import scipy.sparse as sp

from tb_fairness import AssociationCounts, LabelAssociationAccumulator
from tb_fairness.metrics import count_associations

NAMES = ["man", "woman", "bike", "dress", "tree", "<img src=x onerror=alert(1)>"]


def loop_counts(hits, identity_columns):
    """c(y), c(x), c(x, y) by looping over examples (hits: list of sets of label indices)."""
    L, I = len(NAMES), len(identity_columns)
    cy, cx, cxy = [0] * L, [0] * I, [[0] * L for _ in range(I)]
    for i, labels in enumerate(hits):
        for y in labels:
            cy[y] += 1
        for k, col in enumerate(identity_columns):
            if col[i]:
                cx[k] += 1
                for y in labels:
                    cxy[k][y] += 1
    return cy, cx, cxy


@pytest.fixture
def scores():
    return np.random.default_rng(0).random((200, len(NAMES)))


def forms(scores, threshold=0.6):
    hit = scores >= threshold
    return {
        "scores": dict(predictions=scores, label_names=NAMES, threshold=threshold),
        "bool": dict(predictions=hit, label_names=NAMES),
        "01": dict(predictions=hit.astype(np.int8), label_names=NAMES),
        "sparse_scores": dict(
            predictions=sp.csr_matrix(scores), label_names=NAMES, threshold=threshold
        ),
        "sparse_01": dict(predictions=sp.coo_matrix(hit.astype(float)), label_names=NAMES),
        "label_sets": dict(
            predictions=[{NAMES[j] for j in np.flatnonzero(r)} for r in hit], label_names=NAMES
        ),
        "label_lists": dict(
            predictions=[[NAMES[j] for j in np.flatnonzero(r)] for r in hit], label_names=NAMES
        ),
    }


@pytest.mark.parametrize("form", list(forms(np.zeros((1, 6)))))
def test_predicted_identities_every_form(scores, form):
    hit = scores >= 0.6
    hits = [set(np.flatnonzero(r)) for r in hit]
    cy, cx, cxy = loop_counts(hits, [hit[:, 0], hit[:, 1]])
    counts = count_associations(identities=["man", "woman"], **forms(scores)[form])
    assert counts.n == 200
    assert list(counts.label_names) == NAMES
    assert counts.label_counts.tolist() == cy
    assert counts.identity_counts.tolist() == cx
    assert counts.joint_counts.tolist() == cxy
    assert counts.identity_label_index.tolist() == [0, 1]


def test_annotated_overlapping_identities(scores):
    rng = np.random.default_rng(1)
    ids = {
        "young": rng.random(200) < 0.4,
        "old": rng.random(200) < 0.4,
        "tall": (rng.random(200) < 0.5).astype(int),
    }
    hit = scores >= 0.6
    cy, cx, cxy = loop_counts([set(np.flatnonzero(r)) for r in hit], list(ids.values()))
    counts = count_associations(scores, label_names=NAMES, identities=ids, threshold=0.6)
    assert counts.identity_counts.tolist() == cx
    assert counts.joint_counts.tolist() == cxy
    assert counts.identity_label_index.tolist() == [-1, -1, -1]


def test_label_sets_without_vocabulary_sort_names():
    counts = count_associations([["b", "man"], ["woman"], []], identities=["man", "woman"])
    assert counts.label_names == ("b", "man", "woman")
    assert counts.label_counts.tolist() == [1, 1, 1]


@pytest.mark.parametrize(
    "make",
    [np.ones, lambda s: sp.csr_matrix(np.ones(s, np.int8)), lambda s: sp.csr_matrix(np.ones(s))],
)
def test_all_ones_input(make):
    counts = count_associations(make((3, 6)), label_names=NAMES, identities=["man", "woman"])
    assert counts.label_counts.tolist() == [3] * 6
    assert counts.joint_counts.tolist() == [[3] * 6] * 2


def test_sparse_scores_all_above_threshold_keep_implicit_zeros_out():
    m = sp.csr_matrix(np.array([[0.9, 0, 0, 0, 0, 0.8], [0, 0.7, 0, 0, 0, 0]]))
    counts = count_associations(m, label_names=NAMES, identities=["man", "woman"], threshold=0.5)
    assert counts.label_counts.tolist() == [1, 1, 0, 0, 0, 1]


def test_duplicates_in_sparse_input_count_once():
    m = sp.coo_matrix(([1.0, 1.0, 1.0], ([0, 0, 1], [2, 2, 0])), shape=(2, 6))
    counts = count_associations(m, label_names=NAMES, identities={"a": [1, 1], "b": [0, 1]})
    assert counts.label_counts.tolist() == [1, 0, 1, 0, 0, 0]


def test_accumulator_in_batches_equals_one_shot(scores):
    rng = np.random.default_rng(2)
    ids = {"young": rng.random(200) < 0.4, "old": rng.random(200) < 0.5}
    whole = count_associations(scores, label_names=NAMES, identities=ids, threshold=0.6)
    acc, other = (LabelAssociationAccumulator(label_names=NAMES, threshold=0.6) for _ in range(2))
    for start in range(0, 120, 37):
        acc.update(
            scores[start : start + 37][: 120 - start],
            identities={k: v[start : min(start + 37, 120)] for k, v in ids.items()},
        )
    other.update(scores[120:], identities={k: v[120:] for k, v in ids.items()})
    merged = acc.merge(other).counts
    assert merged.n == whole.n
    for field in ("label_counts", "identity_counts", "joint_counts"):
        np.testing.assert_array_equal(getattr(merged, field), getattr(whole, field))


def test_accumulator_grows_the_vocabulary_of_label_sets():
    acc = LabelAssociationAccumulator(identities=["man", "woman"])
    acc.update([{"man", "bike"}, {"woman"}])
    acc.update([{"woman", "dress"}, {"man", "bike", "zebra"}])
    whole = count_associations(
        [{"man", "bike"}, {"woman"}, {"woman", "dress"}, {"man", "bike", "zebra"}],
        identities=["man", "woman"],
    )
    got = dict(zip(acc.counts.label_names, acc.counts.joint_counts.T.tolist()))
    want = dict(zip(whole.label_names, whole.joint_counts.T.tolist()))
    assert got == want
    assert acc.counts.identity_label_index.tolist() == [
        acc.counts.label_names.index("man"),
        acc.counts.label_names.index("woman"),
    ]


def test_label_set_batches_that_miss_an_identity_label():
    """A batch where no example is predicted `woman` still knows the label."""
    acc = LabelAssociationAccumulator(identities=["man", "woman"])
    acc.update([{"man", "bike"}])
    acc.update([{"woman"}])
    assert acc.counts.n == 2 and acc.counts.label_names == ("bike", "man", "woman")
    assert acc.counts.identity_counts.tolist() == [1, 1]


def test_a_failed_update_leaves_the_accumulator_unchanged():
    acc = LabelAssociationAccumulator(identities=["man", "woman"])
    acc.update([{"man"}, {"woman"}])
    before = acc.counts
    with pytest.raises(TypeError):
        acc.update([{"man", 3}])
    assert acc.counts is before


BAD = [
    (
        dict(predictions=np.zeros((3, 5)), label_names=NAMES),
        ValueError,
        "predictions: expected 6 columns",
    ),
    (
        dict(predictions=np.zeros((0, 6)), label_names=NAMES),
        ValueError,
        "predictions: expected at least one example",
    ),
    (dict(predictions=np.zeros(6), label_names=NAMES), ValueError, "predictions: expected a 2-D"),
    (
        dict(predictions=np.full((2, 6), np.nan), label_names=NAMES, threshold=0.5),
        ValueError,
        "predictions: expected scores, found NaN",
    ),
    (
        dict(predictions=np.full((2, 6), 0.3), label_names=NAMES),
        ValueError,
        "threshold: predictions hold scores",
    ),
    (
        dict(predictions=np.full((2, 6), 0.3), label_names=NAMES, threshold=1.5),
        ValueError,
        r"threshold: scores lie in \[0, 1\]",
    ),
    (
        dict(predictions=np.linspace(-3, 3, 12).reshape(2, 6), label_names=NAMES, threshold=9),
        ValueError,
        "threshold: expected a value in the scores' range",
    ),
    (
        dict(predictions=np.full((2, 6), 0.3), label_names=NAMES, threshold=float("nan")),
        ValueError,
        "threshold: expected a finite number",
    ),
    (
        dict(predictions=np.zeros((2, 6)), label_names=NAMES[:5] + ["man"]),
        ValueError,
        "label_names: expected unique names, 'man'",
    ),
    (
        dict(predictions=np.zeros((2, 6)), label_names=NAMES[:5] + [7]),
        TypeError,
        "label_names: expected strings",
    ),
    (dict(predictions=np.zeros((2, 6))), ValueError, "label_names: required"),
    (dict(predictions=[{"man", 5}]), TypeError, r"predictions\[0\]: expected label-name strings"),
    (
        dict(predictions=[{"martian"}], label_names=NAMES),
        ValueError,
        "predictions: label 'martian' is not in label_names",
    ),
    (
        dict(predictions=np.array([["a"] * 6]), label_names=NAMES),
        TypeError,
        "predictions: expected numbers",
    ),
]


@pytest.mark.parametrize("kwargs,error,message", BAD, ids=[b[2][:40] for b in BAD])
def test_bad_predictions_name_the_argument(kwargs, error, message):
    with pytest.raises(error, match=message):
        count_associations(identities=["man", "woman"], **kwargs)


def test_bad_identities_name_the_argument():
    p = np.zeros((3, 6), dtype=bool)
    with pytest.raises(ValueError, match=r"identities: \['martian'\] not among the predicted"):
        count_associations(p, label_names=NAMES, identities=["man", "martian"])
    with pytest.raises(ValueError, match=r"identities\['a'\]: expected 3 entries"):
        count_associations(p, label_names=NAMES, identities={"a": [1, 0], "b": [1, 1, 1]})
    with pytest.raises(ValueError, match=r"identities\['a'\]: expected booleans or 0/1"):
        count_associations(p, label_names=NAMES, identities={"a": [0.5, 0, 1], "b": [1, 1, 1]})
    with pytest.raises(ValueError, match="identities: expected at least 2"):
        count_associations(p, label_names=NAMES, identities=["man"])
    with pytest.raises(TypeError, match="identities: expected a sequence"):
        count_associations(p, label_names=NAMES, identities="man")
    with pytest.raises(ValueError, match="identities: expected unique names"):
        count_associations(p, label_names=NAMES, identities=["man", "man"])


def test_counts_validate_their_shapes():
    with pytest.raises(ValueError, match=r"joint_counts: expected shape \(2, 1\)"):
        AssociationCounts(3, ["y"], ["a", "b"], [1], [1, 1], [[1]], [-1, -1])
    with pytest.raises(ValueError, match="joint_counts: expected c\\(x, y\\) <= min"):
        AssociationCounts(3, ["y"], ["a", "b"], [1], [1, 1], [[2], [0]], [-1, -1])
