"""Association counts (one shot, and batch by batch) against a brute-force loop over examples.

The loop below is the definition: for each example, each predicted label and each identity
(or pair of identities) it holds adds one. Every path of the counting code (the bincount of
codes, the per-hit additions of small batches, codes over more than 8 identities, identity
labels, label-name sets that grow the vocabulary) must give exactly its numbers.
"""

import itertools

import numpy as np
import pytest
import scipy.sparse as sp

from tb_fairness import LabelAssociationAccumulator
from tb_fairness.metrics import count_associations


def brute_force(label_sets, identity_sets, L, I):
    """n, c(y), c(x), c(x, y), c(x and x'), {(x, x'): c(x and x', y)} by looping."""
    cy = np.zeros(L, np.int64)
    cxy = np.zeros((I, L), np.int64)
    overlap = np.zeros((I, I), np.int64)
    pair = {}
    for labels, ids in zip(label_sets, identity_sets):
        for y in labels:
            cy[y] += 1
        for x in ids:
            for y in labels:
                cxy[x, y] += 1
        for x in ids:
            for z in ids:
                overlap[x, z] += 1
        for x, z in itertools.combinations(sorted(ids), 2):
            row = pair.setdefault((x, z), np.zeros(L, np.int64))
            for y in labels:
                row[y] += 1
    return len(label_sets), cy, np.diag(overlap).copy(), cxy, overlap, pair


def assert_equal_to_loop(counts, label_sets, identity_sets):
    L, I = len(counts.label_names), len(counts.identity_names)
    n, cy, cx, cxy, overlap, pair = brute_force(label_sets, identity_sets, L, I)
    assert counts.n == n
    np.testing.assert_array_equal(counts.label_counts, cy)
    np.testing.assert_array_equal(counts.identity_counts, cx)
    np.testing.assert_array_equal(counts.joint_counts, cxy)
    np.testing.assert_array_equal(counts.identity_overlap, overlap)
    pairs = [tuple(p) for p in counts.overlap_pairs().tolist()]
    assert pairs == sorted(pair)
    for k, p in enumerate(pairs):
        np.testing.assert_array_equal(counts.overlap_joint[k], pair[p])


def random_data(seed, n=300, L=40, I=4, density=0.15, p_identity=0.3):
    rng = np.random.default_rng(seed)
    hits = rng.random((n, L)) < density
    hits[rng.random(n) < 0.1] = False  # some examples predict nothing
    ids = rng.random((n, I)) < p_identity
    names = [f"l{j:03d}" for j in range(L)]
    identities = {f"id{i}": ids[:, i] for i in range(I)}
    label_sets = [set(np.flatnonzero(r).tolist()) for r in hits]
    identity_sets = [set(np.flatnonzero(r).tolist()) for r in ids]
    return hits, names, identities, label_sets, identity_sets


@pytest.mark.parametrize("I", [2, 4, 9, 17])  # 9 and 17: codes over more than one byte
@pytest.mark.parametrize("form", ["csr", "dense", "label_sets"])
def test_one_shot_equals_the_loop(I, form):
    hits, names, identities, label_sets, identity_sets = random_data(I, I=I)
    if form == "csr":
        predictions = sp.csr_matrix(hits.astype(np.float64))
    elif form == "dense":
        predictions = hits
    else:
        predictions = [{names[j] for j in s} for s in label_sets]
    counts = count_associations(predictions, label_names=names, identities=identities)
    assert_equal_to_loop(counts, label_sets, identity_sets)


def test_identity_labels_equal_the_loop():
    hits, names, _, label_sets, _ = random_data(5, L=30, density=0.2)
    identity_labels = [3, 7, 11]
    counts = count_associations(
        sp.csr_matrix(hits), label_names=names, identities=[names[j] for j in identity_labels]
    )
    identity_sets = [{k for k, j in enumerate(identity_labels) if j in s} for s in label_sets]
    assert_equal_to_loop(counts, label_sets, identity_sets)
    assert counts.identity_label_index.tolist() == identity_labels


@pytest.mark.parametrize("batch", [1, 7, 64, 1000])
def test_batches_equal_the_loop_and_one_shot(batch):
    """Small batches take the per-hit path, large ones the bincount: both are exact."""
    hits, names, identities, label_sets, identity_sets = random_data(11, n=500, I=5)
    acc = LabelAssociationAccumulator(label_names=names)
    for start in range(0, 500, batch):
        acc.update(
            sp.csr_matrix(hits[start : start + batch]),
            identities={k: v[start : start + batch] for k, v in identities.items()},
        )
    assert_equal_to_loop(acc.counts, label_sets, identity_sets)
    whole = count_associations(hits, label_names=names, identities=identities)
    for field in ("label_counts", "joint_counts", "identity_overlap", "overlap_joint"):
        np.testing.assert_array_equal(getattr(acc.counts, field), getattr(whole, field))


@pytest.mark.parametrize("path", ["table over all labels", "table over seen labels", "per hit"])
def test_every_adding_path_equals_the_loop(path, monkeypatch):
    from tb_fairness.metrics import label_inputs

    hits, names, identities, label_sets, identity_sets = random_data(8, n=300, L=500, I=4)
    if path == "table over seen labels":
        monkeypatch.setattr(label_inputs, "_DENSE_BATCH", 0)
    elif path == "per hit":
        monkeypatch.setattr(label_inputs, "_DENSE_BATCH", 1 << 40)
    if path != "table over all labels":  # codes x labels beyond twice the hits
        hits = hits & (np.random.default_rng(9).random(hits.shape) < 0.05)
        label_sets = [set(np.flatnonzero(r).tolist()) for r in hits]
    acc = LabelAssociationAccumulator(label_names=names)
    for start in range(0, 300, 100):
        acc.update(
            sp.csr_matrix(hits[start : start + 100]),
            identities={k: v[start : start + 100] for k, v in identities.items()},
        )
    assert_equal_to_loop(acc.counts, label_sets, identity_sets)


def test_many_identity_combinations_take_the_per_hit_path():
    """Codes x labels beyond twice the hits: every hit is added to each of its rows."""
    hits, names, identities, label_sets, identity_sets = random_data(
        3, n=400, L=200, I=12, density=0.01, p_identity=0.5
    )
    counts = count_associations(sp.csr_matrix(hits), label_names=names, identities=identities)
    assert_equal_to_loop(counts, label_sets, identity_sets)


def test_growing_vocabulary_of_label_sets_equals_one_shot():
    rng = np.random.default_rng(4)
    words = [f"w{j}" for j in rng.permutation(60)]
    batches = [
        [{words[j] for j in rng.choice(60, rng.integers(0, 6), replace=False)} | {g} for g in "ab"]
        for _ in range(40)
    ]
    rows = [row for batch in batches for row in batch]
    acc = LabelAssociationAccumulator(identities=["a", "b"])
    for batch in batches:
        acc.update(batch)
        assert acc.counts.n > 0  # reading in between changes nothing
    whole = count_associations(rows, identities=["a", "b"])
    assert acc.counts.label_names == whole.label_names == tuple(sorted(set().union(*rows)))
    position = {name: i for i, name in enumerate(whole.label_names)}
    label_sets = [{position[x] for x in row} for row in rows]
    identity_sets = [{k for k, x in enumerate("ab") if x in row} for row in rows]
    for counts in (acc.counts, whole):
        assert_equal_to_loop(counts, label_sets, identity_sets)
    assert acc.counts.identity_label_index.tolist() == [position["a"], position["b"]]


def test_a_failed_batch_changes_nothing_not_even_the_vocabulary():
    acc = LabelAssociationAccumulator(identities=["man", "woman"])
    acc.update([{"man", "bike"}, {"woman"}])
    before = acc.counts
    with pytest.raises(ValueError, match="predictions"):
        acc.update([{"man", "new\x00"}])
    with pytest.raises(TypeError, match="predictions"):
        acc.update([{"woman", "tree"}, {"man", 3}])
    assert acc.counts is before
    acc.update([{"woman", "dress"}])
    assert acc.counts.label_names == ("bike", "dress", "man", "woman")
    assert acc.counts.label_counts.tolist() == [1, 1, 1, 2]


def test_identities_must_match_earlier_batches():
    acc = LabelAssociationAccumulator(label_names=["x", "y", "c"])
    acc.update(np.eye(3, dtype=bool), identities={"x": [1, 0, 1], "y": [0, 1, 1]})
    with pytest.raises(ValueError, match="identities: expected"):
        acc.update(np.eye(3, dtype=bool), identities={"x": [1, 0, 1], "z": [0, 1, 1]})
    with pytest.raises(ValueError, match="identities: predicted labels in one batch"):
        acc.update(np.eye(3, dtype=bool), identities=["x", "y"])
    assert acc.counts.n == 3
    # The same holds for batches after counts set from elsewhere (a Beam worker, say).
    fresh = LabelAssociationAccumulator(label_names=["x", "y", "c"])
    fresh.counts = acc.counts
    with pytest.raises(ValueError, match="identities: predicted labels in one batch"):
        fresh.update(np.eye(3, dtype=bool), identities=["x", "y"])
    fresh.update(np.eye(3, dtype=bool), identities={"x": [1, 1, 1], "y": [0, 0, 0]})
    assert fresh.counts.n == 6 and fresh.counts.identity_counts.tolist() == [5, 2]


def _table_by_loop(indptr, indices, code, n_codes, n_labels):
    out = np.zeros((n_codes, n_labels), np.int64)
    for i in range(len(indptr) - 1):
        for j in range(indptr[i], indptr[i + 1]):
            out[code[i], indices[j]] += 1
    return out


@pytest.mark.parametrize("implementation", ["numpy", "numba"])
def test_code_table_equals_the_loop_across_chunks(implementation, monkeypatch):
    """Both implementations, with chunks of 64 pairs (rows split across them), int32 and
    int64 indices, a slice of a CSR (indptr not starting at 0) and empty rows."""
    from tb_fairness.metrics import code_table as module

    if implementation == "numba":
        pytest.importorskip("numba")
        monkeypatch.setattr(module, "COMPILED_FROM", 0)  # the compiled kernel for any size
        table = module.code_table
    else:
        monkeypatch.setattr(module, "CHUNK", 64)
        table = module.numpy_code_table
    rng = np.random.default_rng(4)
    Y = sp.random(500, 37, density=0.2, format="csr", random_state=5)
    Y = (sp.diags((rng.random(500) >= 0.1).astype(float)) @ Y).tocsr()  # some rows empty
    Y.eliminate_zeros()
    code = rng.integers(0, 6, 500).astype(np.uint8)
    for dtype in (np.int32, np.int64):
        indptr, indices = Y.indptr.astype(dtype), Y.indices.astype(dtype)
        got = table(indptr, indices, code, 6, 37)
        np.testing.assert_array_equal(got, _table_by_loop(indptr, indices, code, 6, 37))
        part = slice(100, 300)  # rows 100..299, as a batch of a larger matrix
        got = table(indptr[100:301], indices, code[part], 6, 37)
        want = _table_by_loop(indptr[100:301], indices, code[part], 6, 37)
        np.testing.assert_array_equal(got, want)


@pytest.mark.parametrize("bad", [-1, 37, 2**31 - 1])
def test_the_compiled_loop_refuses_a_column_index_out_of_range(bad, monkeypatch):
    """Its writes are unchecked: it checks every index itself."""
    pytest.importorskip("numba")
    from tb_fairness.metrics import code_table as module

    monkeypatch.setattr(module, "COMPILED_FROM", 0)
    Y = sp.csr_matrix(np.eye(4, 37))
    Y.indices[2] = bad
    with pytest.raises(ValueError, match=r"^predictions: .*outside \[0, 37\)"):
        module.code_table(Y.indptr, Y.indices, np.zeros(4, np.uint8), 1, 37)


def _malformed(form, bad):
    Y = sp.csr_matrix(np.eye(6, 37))
    if form == "coo":
        Y = Y.tocoo()
        Y.col[2] = bad
    elif form == "csc":
        Y = sp.csc_matrix(np.eye(6, 37))
        Y.indices[2] = bad if bad != 37 else 6  # rows of a CSC: 6 of them
    elif form == "indptr":
        Y.indptr[3] = 5  # decreasing
    else:
        Y.indices[2] = bad
    return Y


@pytest.mark.parametrize("form", ["csr", "csc", "coo", "indptr"])
@pytest.mark.parametrize("bad", [-1, 37, 2**31 - 1])
def test_a_malformed_sparse_matrix_is_refused_naming_the_argument(form, bad):
    """scipy does not check the indices it is given: an index out of range would count into
    another label's cells (or out of bounds). Refused before counting, in every path."""
    Y = _malformed(form, bad)
    names = [f"l{i}" for i in range(37)]
    identities = {"a": np.arange(6) % 2 == 0, "b": np.arange(6) % 3 == 0}
    with pytest.raises(ValueError, match=r"^predictions: a malformed sparse matrix"):
        count_associations(Y, label_names=names, identities=identities)
    acc = LabelAssociationAccumulator(label_names=names)
    with pytest.raises(ValueError, match=r"^predictions: a malformed sparse matrix"):
        acc.update(Y, identities=identities)
    assert acc.counts is None


def test_the_compiled_loop_refuses_an_indptr_beyond_the_indices(monkeypatch):
    """Its reads are unchecked too: an indptr past the indices, or negative, is refused."""
    pytest.importorskip("numba")
    from tb_fairness.metrics import code_table as module

    monkeypatch.setattr(module, "COMPILED_FROM", 0)
    Y = sp.csr_matrix(np.eye(4, 37))
    code = np.zeros(4, np.uint8)
    for bad in (5, -1):
        indptr = Y.indptr.copy()
        indptr[2] = bad
        with pytest.raises(ValueError, match="^predictions: a sparse matrix with malformed"):
            module.code_table(indptr, Y.indices, code, 1, 37)
    with pytest.raises(ValueError, match=r"^code: expected codes in \[0, 1\)"):
        module.code_table(Y.indptr, Y.indices, np.ones(4, np.uint8), 1, 37)
