"""Same-attribute retrieval against brute-force nearest neighbours written here."""

import numpy as np
import pytest
import scipy.stats

from tb_fairness.metrics.retrieval import (
    RetrievalCounts,
    count_retrieval,
    count_retrieval_from_neighbors,
    mean_precision,
    nearest_neighbors,
    precision_interval,
)


def brute_force(queries, database, k):
    """Full cosine-similarity matrix in float64, then a stable argsort per query."""
    q = np.asarray(queries, np.float64)
    d = np.asarray(database, np.float64)
    sim = (q / np.linalg.norm(q, axis=1, keepdims=True)) @ (
        d / np.linalg.norm(d, axis=1, keepdims=True)
    ).T
    return np.argsort(-sim, axis=1, kind="stable")[:, :k]


def attribute_data(rng, Q=60, N=400, dim=16, dtype=np.float64):
    """Embeddings that carry their attribute (two clusters plus noise)."""
    centres = rng.standard_normal((2, dim))
    qa = rng.integers(0, 2, Q)
    da = rng.integers(0, 2, N)
    queries = (centres[qa] * 0.4 + rng.standard_normal((Q, dim))).astype(dtype)
    database = (centres[da] * 0.4 + rng.standard_normal((N, dim))).astype(dtype)
    names = np.array(["female", "male"])
    return queries, database, names[qa], names[da]


@pytest.mark.parametrize("dtype", [np.float64, np.float32])
def test_neighbours_match_brute_force(dtype):
    rng = np.random.default_rng(0)
    queries, database, _, _ = attribute_data(rng, dtype=dtype)
    for k in (1, 7, 50, 400):
        got = nearest_neighbors(queries, database, k, query_chunk=16, database_chunk=64)
        np.testing.assert_array_equal(got.indices, brute_force(queries, database, k))
        assert got.similarities.dtype == dtype
        assert np.all(np.diff(got.similarities, axis=1) <= 0)


def test_precision_at_k_matches_brute_force():
    rng = np.random.default_rng(1)
    queries, database, qa, da = attribute_data(rng)
    skin = rng.choice(["darker", "lighter"], len(qa))
    groups = np.char.add(np.char.add(qa, " "), skin)
    ks = (1, 5, 10, 50)
    counts = count_retrieval(
        queries,
        database,
        query_attributes=qa,
        database_attributes=da,
        groups=groups,
        ks=ks,
        query_chunk=7,
        database_chunk=50,
    )
    nn = brute_force(queries, database, 50)
    assert counts.group_names == ("female darker", "female lighter", "male darker", "male lighter")
    for g, name in enumerate(counts.group_names):
        members = np.flatnonzero(groups == name)
        assert counts.n_queries[g] == members.size
        for j, k in enumerate(ks):
            p_at_k = [np.mean(da[nn[q, :k]] == qa[q]) for q in members]
            assert mean_precision(counts)[g, j] == pytest.approx(np.mean(p_at_k), abs=1e-12)
            assert counts.hit_sums[g, j] == round(sum(p_at_k) * k)
            assert counts.hit_sq_sums[g, j] == round(sum((p * k) ** 2 for p in p_at_k))


def test_chunked_equals_unchunked():
    rng = np.random.default_rng(2)
    queries, database, qa, da = attribute_data(rng, Q=50, N=1000, dim=32, dtype=np.float32)
    one = nearest_neighbors(queries, database, 50, query_chunk=10**6, database_chunk=10**6)
    for qc, dc in [(1, 50), (7, 64), (50, 333), (13, 1000)]:
        got = nearest_neighbors(queries, database, 50, query_chunk=qc, database_chunk=dc)
        np.testing.assert_array_equal(got.indices, one.indices)
        np.testing.assert_allclose(got.similarities, one.similarities, rtol=1e-6)
    a = count_retrieval(queries, database, query_attributes=qa, database_attributes=da)
    b = count_retrieval(
        queries,
        database,
        query_attributes=qa,
        database_attributes=da,
        query_chunk=3,
        database_chunk=100,
    )
    np.testing.assert_array_equal(a.hit_sums, b.hit_sums)
    np.testing.assert_array_equal(a.hit_sq_sums, b.hit_sq_sums)


def test_adversarial_order_takes_the_partition_path():
    """Database sorted by increasing similarity to every query: each block beats the running
    top-k everywhere, so each block is first cut to its own k best."""
    rng = np.random.default_rng(3)
    angle = np.sort(rng.uniform(0, np.pi / 2, 3000))[::-1]  # decreasing angle to e1
    database = np.stack([np.cos(angle), np.sin(angle)], axis=1)
    queries = np.stack([np.ones(5), rng.uniform(-0.01, 0.01, 5)], axis=1)
    got = nearest_neighbors(queries, database, 20, query_chunk=2, database_chunk=500)
    np.testing.assert_array_equal(got.indices, brute_force(queries, database, 20))


def test_ties_go_to_the_lower_database_index():
    # Exact dyadic values: every similarity below is exactly 0.5 or 0, in any order of sums.
    database = np.array(
        [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 0, 1], [1, 0, 0, 0], [0, 0, 1, 0], [0, 1, 0, 0]],
        dtype=np.float32,
    )
    queries = np.array([[1, 1, 1, 1], [0, 0, 2, 0]], dtype=np.float32)
    for qc, dc in [(1, 1), (2, 2), (2, 100)]:
        got = nearest_neighbors(queries, database, 4, query_chunk=qc, database_chunk=dc)
        assert got.indices.tolist() == [[0, 1, 2, 3], [4, 0, 1, 2]]


def test_memmap_database(tmp_path):
    rng = np.random.default_rng(4)
    queries, database, _, _ = attribute_data(rng, N=300, dtype=np.float32)
    path = tmp_path / "db.f32"
    mm = np.memmap(path, dtype=np.float32, mode="w+", shape=database.shape)
    mm[:] = database
    mm.flush()
    ro = np.memmap(path, dtype=np.float32, mode="r", shape=database.shape)
    got = nearest_neighbors(queries, ro, 10, database_chunk=64)
    np.testing.assert_array_equal(got.indices, brute_force(queries, database, 10))


def test_merge_equals_one_shot():
    rng = np.random.default_rng(5)
    queries, database, qa, da = attribute_data(rng, Q=90)
    whole = count_retrieval(queries, database, query_attributes=qa, database_attributes=da)
    parts = [
        count_retrieval(queries[s], database, query_attributes=qa[s], database_attributes=da)
        for s in (slice(0, 1), slice(1, 40), slice(40, 90))
    ]  # the first has one group
    merged = parts[0].merge(parts[1]).merge(parts[2])
    order = [merged.group_names.index(g) for g in whole.group_names]
    np.testing.assert_array_equal(merged.n_queries[order], whole.n_queries)
    np.testing.assert_array_equal(merged.hit_sums[order], whole.hit_sums)
    np.testing.assert_array_equal(merged.hit_sq_sums[order], whole.hit_sq_sums)
    with pytest.raises(ValueError, match="other: expected ks"):
        whole.merge(
            count_retrieval(
                queries, database, query_attributes=qa, database_attributes=da, ks=[1, 5]
            )
        )


def test_interval_matches_scipy_t_interval():
    rng = np.random.default_rng(6)
    queries, database, qa, da = attribute_data(rng, Q=80)
    counts = count_retrieval(queries, database, query_attributes=qa, database_attributes=da)
    nn = brute_force(queries, database, 50)
    lower, upper = precision_interval(counts, 0.9)
    for g, name in enumerate(counts.group_names):
        members = np.flatnonzero(qa == name)
        for j, k in enumerate(counts.ks):
            p = np.array([np.mean(da[nn[q, :k]] == qa[q]) for q in members])
            lo, hi = scipy.stats.t.interval(0.9, p.size - 1, loc=p.mean(), scale=scipy.stats.sem(p))
            assert lower[g, j] == pytest.approx(max(lo, 0.0), abs=1e-12)
            assert upper[g, j] == pytest.approx(min(hi, 1.0), abs=1e-12)
    one = RetrievalCounts(["a", "b"], [1], [1, 0], [[1], [0]], [[1], [0]])
    assert np.isnan(precision_interval(one)[0]).all()
    assert np.isnan(mean_precision(one)[1]).all()


def test_from_neighbors_with_several_groups_per_query():
    nn = np.array([[0, 1, 2], [2, 1, 0], [1, 0, 2]])
    c = count_retrieval_from_neighbors(
        nn,
        query_attributes=["f", "m", "m"],
        database_attributes=["f", "m", "f"],
        groups=np.array([[1, 1], [0, 1], [1, 0]], bool),
        group_names=["young", "old"],
        ks=[1, 3],
    )
    # P@1: 1, 0, 1; P@3 hits: 2, 1, 1.
    assert c.n_queries.tolist() == [2, 2]
    assert c.hit_sums.tolist() == [[2, 3], [1, 3]]
    assert c.hit_sq_sums.tolist() == [[2, 5], [1, 5]]


BAD = [
    (dict(queries=[[0.0, 0.0], [1, 1]]), ValueError, "queries: row 0 has zero norm"),
    (dict(database=[[1.0, 0], [0, 0], [1, 1]]), ValueError, "database: row 1 has zero norm"),
    (
        dict(database=[[1.0, 0], [np.nan, 1], [1, 1]]),
        ValueError,
        "database: row 1 has NaN or infinite",
    ),
    (dict(queries=[[1.0, np.inf], [1, 1]]), ValueError, "queries: row 0 has NaN or infinite"),
    (dict(ks=[1, 4]), ValueError, "ks: expected cutoffs at most the database size 3, got 4"),
    (dict(ks=[0, 1]), ValueError, "ks: expected whole numbers >= 1"),
    (dict(ks=[1.5]), ValueError, "ks: expected whole numbers >= 1"),
    (dict(database=[[1.0, 0, 0]] * 3), ValueError, "database: expected 2 dimensions like queries"),
    (dict(queries=[1.0, 2.0]), ValueError, r"queries: expected a 2-D array"),
    (dict(query_attributes=["f"]), ValueError, "query_attributes: expected 2 entries"),
    (
        dict(database_attributes=["f", None, "m"]),
        ValueError,
        "database_attributes: expected a value for every",
    ),
    (dict(database_attributes=[0, 1, 0]), TypeError, "database_attributes: expected the same kind"),
    (dict(query_chunk=0), ValueError, "query_chunk: expected a whole number >= 1"),
]


@pytest.mark.parametrize("kwargs,error,message", BAD, ids=[b[2][:40] for b in BAD])
def test_bad_input_names_the_argument(kwargs, error, message):
    base = dict(
        queries=[[1.0, 0.0], [0.5, 1.0]],
        database=[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]],
        query_attributes=["f", "m"],
        database_attributes=["f", "m", "f"],
        ks=[1, 2],
    )
    with pytest.raises(error, match=message):
        count_retrieval(**{**base, **kwargs})


def test_k_larger_than_database_for_neighbours():
    with pytest.raises(ValueError, match="k: expected at most the database size 2, got 3"):
        nearest_neighbors([[1.0, 0.0]], [[1.0, 0.0], [0.0, 1.0]], 3)
    with pytest.raises(ValueError, match="indices: expected at least max"):
        count_retrieval_from_neighbors(
            [[0]], query_attributes=["f"], database_attributes=["f"], ks=[1, 2]
        )


def test_counts_validate_themselves():
    with pytest.raises(ValueError, match="hit_sums, hit_sq_sums: expected at most k"):
        RetrievalCounts(["a"], [1], [2], [[3]], [[3]])
    with pytest.raises(ValueError, match="hit_sq_sums: inconsistent"):
        RetrievalCounts(["a"], [5], [2], [[6]], [[10]])  # (6^2) > 2 * 10
    with pytest.raises(ValueError, match="ks: expected unique increasing"):
        RetrievalCounts(["a"], [5, 1], [1], [[1, 1]], [[1, 1]])
