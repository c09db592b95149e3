"""Same-attribute retrieval (Goyal et al. 2022, section 3.3; docs/metrics.md section 3).

Query and database embeddings are L2-normalised; for each query, the K most cosine-similar
database items are retrieved, and ``P@K`` is the share of them that have the query's
attribute value (the paper: gender). A group's score is the mean ``P@K`` over the group's
queries (the paper: gender x skin tone), for K in 1, 5, 10, 50.

The search is exact and runs in blocks (see :func:`nearest_neighbors`), so memory stays
bounded whatever the database size. ``RetrievalCounts`` stores, per query group and K, the
number of queries and the sums of same-attribute hits and of their squares: integers, so
batches of queries merge exactly, and sufficient for the mean and a normal-approximation
interval.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
import scipy.stats

from tb_fairness.metrics.indicators import aligned_union, group_membership, value_column
from tb_fairness.metrics.power import Power, welch
from tb_fairness.metrics.significance import rest_of_row, welch_p_value_from_stats
from tb_fairness.metrics.validation import (
    check_count_array,
    check_names,
    check_same_kind,
    check_sequence,
    shown,
)

__all__ = [
    "DEFAULT_KS",
    "DEFAULT_QUERY_CHUNK",
    "DEFAULT_DATABASE_CHUNK",
    "Neighbors",
    "nearest_neighbors",
    "RetrievalCounts",
    "count_retrieval",
    "count_retrieval_from_neighbors",
    "mean_precision",
    "pooled",
    "precision_interval",
    "precision_vs_rest_p_value",
    "precision_vs_rest_power",
]

DEFAULT_KS = (1, 5, 10, 50)
DEFAULT_QUERY_CHUNK = 1024
DEFAULT_DATABASE_CHUNK = 16384


class Neighbors(NamedTuple):
    """The K nearest database items of each query, most similar first."""

    indices: np.ndarray  # (Q, K) int64 database row indices
    similarities: np.ndarray  # (Q, K) cosine similarities, non-increasing along K


def _work_dtype(*arrays) -> np.dtype:
    """float64 when an input is float64, else float32 (the usual embedding precision)."""
    wide = any(a.dtype == np.float64 for a in arrays)
    return np.dtype(np.float64) if wide else np.dtype(np.float32)


def check_matrix(x, name) -> np.ndarray:
    """A 2-D real array, not copied (a memory map stays a memory map)."""
    if isinstance(x, (str, bytes)) or x is None:
        raise TypeError(f"{name}: expected a 2-D array of numbers, got {shown(x)}")
    try:
        arr = x if isinstance(x, np.ndarray) else np.asarray(x)
    except ValueError as err:  # ragged nested lists
        raise ValueError(f"{name}: expected a 2-D array (items x dimensions) ({err})") from None
    if arr.ndim != 2:
        raise ValueError(
            f"{name}: expected a 2-D array (items x dimensions), got shape {arr.shape}"
        )
    if not (np.issubdtype(arr.dtype, np.floating) or np.issubdtype(arr.dtype, np.integer)):
        raise TypeError(f"{name}: expected real numbers, got dtype {arr.dtype}")
    if arr.shape[0] == 0 or arr.shape[1] == 0:
        raise ValueError(f"{name}: expected at least one row and one dimension, got {arr.shape}")
    return arr


def _unit_rows(block, name, offset, dtype) -> np.ndarray:
    """Rows scaled to unit L2 norm, as ``dtype`` (a new array)."""
    block = np.asarray(block)
    if block.dtype == dtype:
        norm2 = np.einsum("ij,ij->i", block, block)  # one pass, no temporary
        # A float32 sum of squares can overflow or underflow where the row is finite and
        # not zero: those rows are summed again in float64.
        redo = ~np.isfinite(norm2) | (norm2 == 0)
        if redo.any():
            norm2 = norm2.astype(np.float64)
            norm2[redo] = np.einsum("ij,ij->i", block[redo], block[redo], dtype=np.float64)
    else:
        norm2 = np.einsum("ij,ij->i", block, block, dtype=np.float64)
    bad = ~np.isfinite(norm2)
    if bad.any():
        raise ValueError(
            f"{name}: row {offset + int(np.flatnonzero(bad)[0])} has NaN or infinite values"
        )
    zero = norm2 == 0
    if zero.any():
        raise ValueError(
            f"{name}: row {offset + int(np.flatnonzero(zero)[0])} has zero norm "
            "and cannot be L2-normalised"
        )
    scale = (1.0 / np.sqrt(norm2.astype(np.float64))).astype(dtype)
    return np.multiply(block, scale[:, None], dtype=dtype)


def _order_key(rows, values) -> np.ndarray:
    """Stable-argsort key ordering by row, then by value descending (float32 only, exact).

    The float32 bits are mapped to unsigned integers in the order of the floats, and the row
    goes in the high 32 bits. (-0.0 is made +0.0 first, so equal floats get equal keys.)
    """
    v = -values + np.float32(0.0)
    bits = v.view(np.int32)
    bits = np.where(bits < 0, bits ^ np.int32(0x7FFFFFFF), bits)
    unsigned = bits.view(np.uint32) ^ np.uint32(0x80000000)
    return (rows.astype(np.uint64) << np.uint64(32)) | unsigned.astype(np.uint64)


def _merge(top_val, top_idx, rows, cols, vals, K):
    """Merge candidates (rows, cols, vals) into the running top-K of those rows, in place.

    Ties are broken by lower database index: running entries precede candidates (lower
    indices, as blocks come in order) and ``np.nonzero`` lists candidates by column, so a
    stable sort by (row, value descending) keeps index order among equal values.
    """
    per_row = np.bincount(rows, minlength=top_val.shape[0])
    touched = np.flatnonzero(per_row)
    counts = per_row[touched]
    position = np.cumsum(per_row > 0) - 1  # row -> its position among the touched rows
    local = position[rows]
    n_touched = touched.size
    all_rows = np.concatenate([np.repeat(np.arange(n_touched), K), local])
    all_val = np.concatenate([top_val[touched].ravel(), vals])
    all_idx = np.concatenate([top_idx[touched].ravel(), cols])
    if all_val.dtype == np.float32:
        order = np.argsort(_order_key(all_rows, all_val), kind="stable")
    else:
        order = np.lexsort((-all_val, all_rows))
    sizes = K + counts
    starts = np.concatenate([[0], np.cumsum(sizes)[:-1]])
    take = order[(starts[:, None] + np.arange(K)).ravel()]
    top_val[touched] = all_val[take].reshape(n_touched, K)
    top_idx[touched] = all_idx[take].reshape(n_touched, K)


def nearest_neighbors(
    queries,
    database,
    k: int,
    *,
    query_chunk: int = DEFAULT_QUERY_CHUNK,
    database_chunk: int = DEFAULT_DATABASE_CHUNK,
) -> Neighbors:
    """The ``k`` most cosine-similar database items of each query (exact search).

    Parameters
    ----------
    queries : array_like (Q, d)
    database : array_like (N, d)
        May be a ``np.memmap``: it is read once, block by block, and never copied whole.
    k : int
        1 <= k <= N.
    query_chunk, database_chunk : int
        Queries and database rows per similarity block (see Notes). A database block is
        never smaller than ``k``.

    Returns
    -------
    Neighbors
        ``indices`` (Q, k) and ``similarities`` (Q, k), most similar first; ties broken by
        the lower database index. Computed in float32, or in float64 when an input is
        float64.

    Notes
    -----
    Rows are L2-normalised; a zero-norm or non-finite row is an error naming the argument
    and the row. The database is read once, in blocks, each normalised once: first ``2k``
    rows, then blocks as large as everything seen so far (doubling) up to
    ``database_chunk`` rows. For each block and each chunk of ``query_chunk`` queries, one
    matrix product gives the similarities; only entries above the query's current k-th
    best are kept, and merged with its running top-k by one stable sort of those few
    entries. Since a block is never larger than what came before it, about k entries per
    query pass (in expectation, for rows in random order). When more than ``2k`` pass for
    a query (an adversarial order), its threshold is first raised to the block's own k-th
    best (``np.partition`` of that query's row), so the merge stays small anyway.

    Memory beyond the inputs, with ``b`` bytes per value (4 for float32), ``qc`` =
    ``query_chunk`` and ``dc`` = ``database_chunk``: ``b * Q * d`` for the normalised
    queries, ``(b + 8) * Q * k`` for the running top-k, ``b * dc * d`` for a normalised
    database block, ``(b + 1) * qc * dc`` for the similarity block and its candidate mask,
    and the passing entries (about ``20 * qc * k`` bytes). Only when the partition fallback
    runs, up to ``(b + 2) * qc * dc`` more. None of it grows with N. With the defaults and
    20,000 x 512 float32 queries, k = 50: 39 + 11 + 32 + 80 MiB, about 170 MiB (250 MiB
    with the fallback); ``bench/bench_retrieval.py`` measures a 203 MiB tracemalloc peak
    for ``count_retrieval`` against 1,000,000 database rows.

    Examples
    --------
    >>> db = np.array([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
    >>> nn = nearest_neighbors([[2.0, 0.1]], db, 2)
    >>> nn.indices.tolist(), nn.similarities.round(3).tolist()
    ([[0, 2]], [[0.999, 0.742]])
    """
    queries = check_matrix(queries, "queries")
    database = check_matrix(database, "database")
    Q, d = queries.shape
    N = database.shape[0]
    if database.shape[1] != d:
        raise ValueError(f"database: expected {d} dimensions like queries, got {database.shape[1]}")
    if isinstance(k, bool) or int(k) != k or k < 1:
        raise ValueError(f"k: expected a whole number >= 1, got {k!r}")
    k = int(k)
    if k > N:
        raise ValueError(f"k: expected at most the database size {N}, got {k}")
    for name, value in (("query_chunk", query_chunk), ("database_chunk", database_chunk)):
        if isinstance(value, bool) or int(value) != value or value < 1:
            raise ValueError(f"{name}: expected a whole number >= 1, got {value!r}")
    dtype = _work_dtype(queries, database)
    qc = int(min(query_chunk, Q))
    dc = int(min(max(database_chunk, k), N))
    qn = _unit_rows(queries, "queries", 0, dtype)

    top_val = np.full((Q, k), -np.inf, dtype=dtype)
    top_idx = np.full((Q, k), -1, dtype=np.int64)
    # Flat buffers, so that every (nq, nd) view is contiguous; the mask is padded to whole
    # 8-byte words (padding kept False) for _flat_nonzero.
    sim_buffer = np.empty(qc * dc, dtype=dtype)
    mask_buffer = np.zeros(-(-qc * dc // 8) * 8, dtype=bool)
    for d0, d1 in _database_blocks(N, k, dc):
        block = _unit_rows(database[d0:d1], "database", d0, dtype)
        nd = d1 - d0
        for q0 in range(0, Q, qc):
            q1 = min(q0 + qc, Q)
            size = (q1 - q0) * nd
            sim = sim_buffer[:size].reshape(q1 - q0, nd)
            np.matmul(qn[q0:q1], block.T, out=sim)
            run_val, run_idx = top_val[q0:q1], top_idx[q0:q1]
            flat_mask = mask_buffer[: -(-size // 8) * 8]
            flat_mask[size:] = False
            mask = flat_mask[:size].reshape(sim.shape)
            # Ties with the running k-th best lose (their indices are higher): strict >.
            np.greater(sim, run_val[:, k - 1 : k], out=mask)
            if nd > 2 * k and np.count_nonzero(mask) > 2 * k * (q1 - q0):
                heavy = np.flatnonzero(np.count_nonzero(mask, axis=1) > 2 * k)
                part = sim[heavy]
                part.partition(nd - k, axis=1)
                kth = part[:, nd - k].copy()
                del part
                # Below the block's own k-th best cannot make the top k; equal may (ties).
                mask[heavy] &= sim[heavy] >= kth[:, None]
            pos = _flat_nonzero(flat_mask)
            if pos.size:
                rows, cols = np.divmod(pos, nd)
                _merge(run_val, run_idx, rows, cols + d0, sim_buffer[pos], k)
    return Neighbors(top_idx, top_val)


def _flat_nonzero(flat: np.ndarray) -> np.ndarray:
    """``np.flatnonzero`` of a boolean array whose length is a multiple of 8, for sparse
    arrays: it scans 8-byte words and looks only inside the non-zero ones (``np.nonzero``
    of a 16M-entry mask takes ~50 ms even when almost empty; this takes ~5 ms)."""
    words = np.flatnonzero(flat.view(np.uint64))
    pos = (words[:, None] * 8 + np.arange(8)).ravel()
    return pos[flat[pos]]


def _database_blocks(N: int, k: int, dc: int):
    """(start, stop) of database blocks: 2k rows, then as many as seen so far (doubling) up
    to ``dc``. A block as large as what came before lets in about k entries per query
    (for items in random order), so the merge stays small without partitioning."""
    start, size = 0, min(2 * k, dc)
    while start < N:
        stop = min(start + size, N)
        yield start, stop
        start = stop
        size = min(max(size, start), dc)


#: The largest cutoff (a guard: a cutoff is at most the database size anyway).
MAX_K = 10**9


def check_ks(ks) -> tuple:
    """Cutoffs as a sorted tuple of distinct ints in [1, 10**9] (given in any order)."""
    if isinstance(ks, np.ndarray):
        ks = ks.tolist()
    check_sequence(ks, "ks", "a sequence of whole numbers >= 1")
    items = list(ks)
    for k in items:
        if isinstance(k, (bool, np.bool_)) or not isinstance(k, numbers.Real):
            raise TypeError(f"ks: expected whole numbers >= 1, got {shown(k)} in {shown(ks)}")
    if not items or any(not (1 <= k <= MAX_K) or int(k) != k for k in items):
        raise ValueError(f"ks: expected whole numbers >= 1 (at most {MAX_K:,}), got {shown(ks)}")
    return tuple(sorted({int(k) for k in items}))


@dataclass(frozen=True)
class RetrievalCounts:
    """Counts behind a same-attribute retrieval report.

    For query ``q`` and cutoff ``k``, ``h_qk`` is the number of its ``k`` nearest database
    items that share its attribute value, so ``P@k = h_qk / k``.

    Attributes
    ----------
    group_names : tuple of str, length G
        Query groups (the paper: gender x skin tone of the query).
    ks : tuple of int, length K
        Cutoffs, increasing.
    n_queries : ndarray of int64, shape (G,)
        Queries in each group.
    hit_sums : ndarray of int64, shape (G, K)
        ``sum_q h_qk`` over the group's queries.
    hit_sq_sums : ndarray of int64, shape (G, K)
        ``sum_q h_qk ** 2``, for the spread of ``P@k`` across queries.
    """

    group_names: tuple
    ks: tuple
    n_queries: np.ndarray
    hit_sums: np.ndarray
    hit_sq_sums: np.ndarray

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "group_names", check_names(self.group_names, "group_names"))
        ks = check_ks(self.ks)
        if ks != tuple(self.ks):
            raise ValueError(f"ks: expected unique increasing cutoffs, got {list(self.ks)}")
        set_(self, "ks", ks)
        G, K = len(self.group_names), len(ks)
        set_(self, "n_queries", check_count_array(self.n_queries, "n_queries", (G,)))
        set_(self, "hit_sums", check_count_array(self.hit_sums, "hit_sums", (G, K)))
        set_(self, "hit_sq_sums", check_count_array(self.hit_sq_sums, "hit_sq_sums", (G, K)))
        kk = np.asarray(ks, dtype=np.int64)
        n = self.n_queries[:, None]
        if np.any(self.hit_sums > n * kk) or np.any(self.hit_sq_sums > n * kk * kk):
            raise ValueError("hit_sums, hit_sq_sums: expected at most k (k^2) per query")
        # h^2 >= h for whole h, and (sum h)^2 <= n sum h^2 (Cauchy-Schwarz).
        if np.any(self.hit_sq_sums < self.hit_sums) or np.any(
            self.hit_sums.astype(np.float64) ** 2 > n * self.hit_sq_sums.astype(np.float64)
        ):
            raise ValueError("hit_sq_sums: inconsistent with hit_sums")

    def merge(self, other: RetrievalCounts) -> RetrievalCounts:
        """The counts of both sets of queries together (exact: integer sums add).

        Groups are aligned by name; both sides must have the same cutoffs.

        Examples
        --------
        >>> a = RetrievalCounts(["f"], [1, 5], [2], [[1, 6]], [[1, 20]])
        >>> b = RetrievalCounts(["m"], [1, 5], [1], [[1, 5]], [[1, 25]])
        >>> m = a.merge(b)
        >>> m.group_names, m.n_queries.tolist(), m.hit_sums.tolist()
        (('f', 'm'), [2, 1], [[1, 6], [1, 5]])
        """
        if not isinstance(other, RetrievalCounts):
            raise TypeError(f"other: expected RetrievalCounts, got {type(other).__name__}")
        if other.ks != self.ks:
            raise ValueError(f"other: expected ks {list(self.ks)}, got {list(other.ks)}")
        groups, mine, theirs = aligned_union(self.group_names, other.group_names)
        G, K = len(groups), len(self.ks)
        n = np.zeros(G, np.int64)
        sums = np.zeros((G, K), np.int64)
        squares = np.zeros((G, K), np.int64)
        for side, pos in ((self, mine), (other, theirs)):
            n[pos] += side.n_queries
            sums[pos] += side.hit_sums
            squares[pos] += side.hit_sq_sums
        return RetrievalCounts(groups, self.ks, n, sums, squares)


def _attribute_codes(query_attributes, database_attributes, Q, N):
    qa = value_column(query_attributes, Q, "query_attributes")
    da = value_column(database_attributes, N, "database_attributes")
    text = check_same_kind({"query_attributes": qa, "database_attributes": da}) == "str"
    joined = np.concatenate([qa.astype(str), da.astype(str)] if text else [qa, da])
    _, codes = np.unique(joined, return_inverse=True)
    return codes[:Q], codes[Q:], qa


def count_retrieval_from_neighbors(
    indices,
    *,
    query_attributes,
    database_attributes,
    groups=None,
    group_names: Sequence[str] | None = None,
    ks: Sequence[int] = DEFAULT_KS,
) -> RetrievalCounts:
    """Count same-attribute hits from neighbour lists found by any search.

    Parameters
    ----------
    indices : array_like of int (Q, k_max)
        Each query's nearest database rows, most similar first (from
        :func:`nearest_neighbors`, or from an index such as FAISS); ``k_max >= max(ks)``.
    query_attributes : array_like (Q,)
        The attribute compared (the paper: gender) of each query.
    database_attributes : array_like (N,)
        The same attribute for each database row.
    groups : array_like (Q,), bool (Q, G) or mapping, optional
        Query groups (see :func:`~tb_fairness.metrics.indicators.group_membership`);
        default: the query's attribute value.
    group_names : sequence of str, optional
    ks : sequence of int
        Cutoffs, default (1, 5, 10, 50).

    Returns
    -------
    RetrievalCounts

    Examples
    --------
    >>> c = count_retrieval_from_neighbors([[0, 1], [2, 0]], query_attributes=["f", "m"],
    ...     database_attributes=["f", "m", "m"], ks=[1, 2])
    >>> c.group_names, c.hit_sums.tolist(), mean_precision(c).tolist()
    (('f', 'm'), [[1, 1], [1, 1]], [[1.0, 0.5], [1.0, 0.5]])
    """
    ks = check_ks(ks)
    indices = np.asarray(indices)
    if indices.ndim != 2 or not np.issubdtype(indices.dtype, np.integer):
        raise ValueError(
            f"indices: expected a 2-D integer array (queries x neighbours), "
            f"got shape {indices.shape} and dtype {indices.dtype}"
        )
    Q = indices.shape[0]
    if Q == 0:
        raise ValueError("indices: expected at least one query")
    if indices.shape[1] < ks[-1]:
        raise ValueError(
            f"indices: expected at least max(ks) = {ks[-1]} neighbours per "
            f"query, got {indices.shape[1]}"
        )
    N = len(database_attributes)
    if indices.min() < 0 or indices.max() >= N:
        raise ValueError(f"indices: expected rows in [0, {N}) of database_attributes")
    q_code, d_code, qa = _attribute_codes(query_attributes, database_attributes, Q, N)
    X, names = group_membership(qa if groups is None else groups, Q, group_names=group_names)
    same = d_code[indices[:, : ks[-1]]] == q_code[:, None]
    hits = np.cumsum(same, axis=1, dtype=np.int64)[:, np.asarray(ks) - 1]  # (Q, K)
    Xt = X.T.astype(np.float64)  # exact: sums stay far below 2**53
    return RetrievalCounts(
        group_names=names,
        ks=ks,
        n_queries=X.sum(axis=0).astype(np.int64),
        hit_sums=np.rint(Xt @ hits).astype(np.int64),
        hit_sq_sums=np.rint(Xt @ (hits * hits)).astype(np.int64),
    )


def count_retrieval(
    queries,
    database,
    *,
    query_attributes,
    database_attributes,
    groups=None,
    group_names: Sequence[str] | None = None,
    ks: Sequence[int] = DEFAULT_KS,
    query_chunk: int = DEFAULT_QUERY_CHUNK,
    database_chunk: int = DEFAULT_DATABASE_CHUNK,
) -> RetrievalCounts:
    """Retrieve each query's nearest database items and count same-attribute hits.

    :func:`nearest_neighbors` with ``k = max(ks)``, then
    :func:`count_retrieval_from_neighbors`; see those for the parameters. Inputs are
    checked before the search starts.

    Examples
    --------
    >>> db = np.array([[1.0, 0.0], [0.9, 0.1], [0.0, 1.0]])
    >>> c = count_retrieval([[1.0, 0.05], [0.1, 1.0]], db, query_attributes=["f", "m"],
    ...                     database_attributes=["f", "m", "m"], ks=[1, 2])
    >>> mean_precision(c).tolist()
    [[1.0, 0.5], [1.0, 1.0]]
    """
    ks = check_ks(ks)
    queries = check_matrix(queries, "queries")
    database = check_matrix(database, "database")
    if ks[-1] > database.shape[0]:
        raise ValueError(
            f"ks: expected cutoffs at most the database size {database.shape[0]}, got {ks[-1]}"
        )
    Q, N = queries.shape[0], database.shape[0]
    _, _, qa = _attribute_codes(query_attributes, database_attributes, Q, N)
    group_membership(qa if groups is None else groups, Q, group_names=group_names)
    neighbors = nearest_neighbors(
        queries, database, ks[-1], query_chunk=query_chunk, database_chunk=database_chunk
    )
    return count_retrieval_from_neighbors(
        neighbors.indices,
        query_attributes=query_attributes,
        database_attributes=database_attributes,
        groups=groups,
        group_names=group_names,
        ks=ks,
    )


def mean_precision(counts: RetrievalCounts) -> np.ndarray:
    """Group score: mean ``P@k`` over the group's queries, shape (G, K).

    In [0, 1], higher is better (for the paper's use: same-gender retrieval); ``nan``
    (undefined) for a group without queries.

    Examples
    --------
    >>> c = RetrievalCounts(["f", "m"], [1, 5], [2, 0], [[1, 6], [0, 0]], [[1, 20], [0, 0]])
    >>> mean_precision(c).tolist()
    [[0.5, 0.6], [nan, nan]]
    """
    k = np.asarray(counts.ks, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        return counts.hit_sums / (counts.n_queries[:, None] * k)


# The name of the one group of :func:`pooled`: every query.
ALL_QUERIES = "all"


def pooled(counts: RetrievalCounts) -> RetrievalCounts:
    """The counts of every query in one group, ``"all"`` (sums and squared sums add), so
    that :func:`mean_precision` and :func:`precision_interval` of it are those of all
    queries.

    Examples
    --------
    >>> c = RetrievalCounts(["f", "m"], [1, 5], [2, 1], [[1, 6], [1, 2]], [[1, 20], [1, 4]])
    >>> mean_precision(pooled(c)).tolist()  # P@5: (6 + 2) / (3 queries x 5)
    [[0.6666666666666666, 0.5333333333333333]]
    """
    return RetrievalCounts(
        group_names=(ALL_QUERIES,),
        ks=counts.ks,
        n_queries=counts.n_queries.sum(keepdims=True),
        hit_sums=counts.hit_sums.sum(axis=0, keepdims=True),
        hit_sq_sums=counts.hit_sq_sums.sum(axis=0, keepdims=True),
    )


def precision_interval(
    counts: RetrievalCounts, confidence: float = 0.95
) -> tuple[np.ndarray, np.ndarray]:
    """A simple interval for each group's mean ``P@k``: mean +- t * s / sqrt(n).

    ``s`` is the standard deviation of ``P@k`` across the group's queries (from the sums
    of squares), ``t`` Student's quantile with ``n - 1`` degrees of freedom; clipped to
    [0, 1].

    Returns
    -------
    lower, upper : ndarray of float64, shape (G, K)
        ``nan`` (undefined) for groups with fewer than 2 queries.

    Notes
    -----
    Valid when queries are independent and ``n`` is large enough for the central limit
    theorem (P@k is bounded, so tens of queries usually suffice). It ignores the
    randomness of the database, and is zero-width when every query has the same ``P@k``.

    Examples
    --------
    >>> c = RetrievalCounts(["f"], [1], [4], [[2]], [[2]])  # P@1 = 1, 1, 0, 0
    >>> lower, upper = precision_interval(c)
    >>> round(float(lower[0, 0]), 4), round(float(upper[0, 0]), 4)
    (0.0, 1.0)
    """
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence: expected a value in (0, 1), got {confidence!r}")
    n = counts.n_queries[:, None].astype(np.float64)
    k = np.asarray(counts.ks, dtype=np.float64)
    mean = mean_precision(counts)
    with np.errstate(divide="ignore", invalid="ignore"):
        var = (counts.hit_sq_sums - counts.hit_sums.astype(np.float64) ** 2 / n) / (n - 1) / k**2
        half = scipy.stats.t.ppf((1 + confidence) / 2, n - 1) * np.sqrt(np.maximum(var, 0) / n)
    defined = n >= 2
    lower = np.where(defined, np.clip(mean - half, 0.0, 1.0), np.nan)
    upper = np.where(defined, np.clip(mean + half, 0.0, 1.0), np.nan)
    return lower, upper


def _precision_moments(n, sums, squares, ks):
    """Mean and sample variance (ddof=1) of P@k from the integer sums of hits.

    ``n sum h^2 - (sum h)^2`` is taken in integers (exact, far below 2**63 for any real
    count), so a side where every query scores alike has variance exactly 0.
    """
    n = np.asarray(n, dtype=np.int64)[:, None]
    sums = np.asarray(sums, dtype=np.int64)
    spread = n * np.asarray(squares, dtype=np.int64) - sums * sums
    n_f = n.astype(np.float64)
    k = np.asarray(ks, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        mean = sums / (n_f * k)
        var = spread / (n_f * (n_f - 1)) / k**2
    return mean, var, np.broadcast_to(n_f, sums.shape)


def precision_vs_rest_p_value(counts: RetrievalCounts) -> np.ndarray:
    """Per group and cutoff, the p-value of "this group's mean P@k equals that of the other
    groups' queries pooled": Welch's t-test (unequal variances) from the stored sums and
    squared sums (scipy's ``ttest_ind_from_stats(equal_var=False)``), two-sided.

    Assumes independent queries (it ignores the randomness of the database, as
    :func:`precision_interval` does) and groups that share no queries (a query in two groups
    would count twice in the rest).

    Returns
    -------
    ndarray of float64, shape (G, K)
        nan where the group or the rest has fewer than 2 queries, or where every query on
        both sides has the same P@k.

    Examples
    --------
    >>> c = RetrievalCounts(["f", "m"], [1], [4, 4], [[4], [1]], [[4], [1]])
    >>> precision_vs_rest_p_value(c).round(4).tolist()  # P@1: 1, 1, 1, 1 against 1, 0, 0, 0
    [[0.0577], [0.0577]]
    """
    return welch_p_value_from_stats(*_vs_rest_moments(counts))


def _vs_rest_moments(counts: RetrievalCounts) -> tuple:
    """Each group's mean P@k, its variance and queries (G, K); the same of the rest."""
    ks = counts.ks
    mean, var, n = _precision_moments(counts.n_queries, counts.hit_sums, counts.hit_sq_sums, ks)
    rest_mean, rest_var, rest_n = _precision_moments(
        rest_of_row(counts.n_queries[None, :])[0],
        rest_of_row(counts.hit_sums.T).T,
        rest_of_row(counts.hit_sq_sums.T).T,
        ks,
    )
    return mean, var, n, rest_mean, rest_var, rest_n


def precision_vs_rest_power(
    counts: RetrievalCounts, significant, *, level: float, power: float, min_gap: float
) -> Power:
    """Per group and cutoff, the power of :func:`precision_vs_rest_p_value`'s Welch test
    (:func:`tb_fairness.metrics.power.welch`): the smallest P@k gap it sees, how many more
    queries it would need to see ``min_gap``, whether it is underpowered."""
    _, v1, n1, _, v2, n2 = _vs_rest_moments(counts)
    return welch(v1, n1, v2, n2, significant, level=level, power=power, min_gap=min_gap)
