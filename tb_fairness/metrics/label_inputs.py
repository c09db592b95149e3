"""From model outputs to association counts.

Accepted ``predictions``: a dense score matrix with ``threshold``, a boolean or 0/1 matrix,
a scipy sparse matrix (scores with ``threshold``, or 0/1), or a list of label-name sets per
example. Counting is one sparse product, ``Y^T X``, never a Python loop over examples
(except to read label-name sets, which are Python objects already).
"""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np
import scipy.sparse as sp

from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.validation import (
    check_name_values,
    check_names,
    check_real,
    check_sequence,
    shown,
)

__all__ = ["count_associations", "label_matrix"]


def _as_label_sets(predictions):
    """The rows as a list when ``predictions`` are label-name sets, else None."""
    if sp.issparse(predictions) or isinstance(predictions, (str, bytes)):
        return None
    if not isinstance(predictions, (list, tuple)):
        if not hasattr(predictions, "__array__"):
            return None
        # An object column (a pandas Series of sets, say) holds sets; anything else is a matrix.
        arr = np.asarray(predictions)
        return arr.tolist() if arr.dtype == object and arr.ndim == 1 else None
    for row in predictions:
        if isinstance(row, (set, frozenset)):
            return list(predictions)
        if not isinstance(row, (list, tuple)):
            return None
        if any(isinstance(item, str) for item in row):
            return list(predictions)
        if row:
            return None
    return list(predictions)  # only empty rows: sets with nothing predicted


def _check_threshold(threshold, lo, hi):
    threshold = check_real(threshold, "threshold")
    if 0.0 <= lo and hi <= 1.0:  # probabilities
        if not 0.0 < threshold <= 1.0:
            raise ValueError(
                "threshold: scores lie in [0, 1], expected a threshold in (0, 1], "
                f"got {threshold!r}"
            )
    elif not lo < threshold <= hi:
        raise ValueError(
            f"threshold: expected a value in the scores' range ({lo:g}, {hi:g}], got {threshold!r}"
        )
    return threshold


def _from_label_sets(rows, label_names, extra_names=()) -> tuple[sp.csr_matrix, tuple]:
    try:
        rows = [row if isinstance(row, (set, frozenset)) else set(row) for row in rows]
    except TypeError:
        raise TypeError(
            "predictions: expected a set (or list) of label names per example"
        ) from None
    for i, row in enumerate(rows):
        for item in row:
            if not isinstance(item, str):
                raise TypeError(
                    f"predictions[{i}]: expected label-name strings, got "
                    f"{type(item).__name__} {item!r}"
                )
    if label_names is None:
        label_names = tuple(sorted(set().union(*rows, extra_names)))
        check_name_values(label_names, "predictions")
    else:
        label_names = check_names(label_names, "label_names")
    position = {name: i for i, name in enumerate(label_names)}
    lengths = np.fromiter((len(row) for row in rows), dtype=np.int64, count=len(rows))
    try:
        indices = np.fromiter(
            (position[item] for row in rows for item in row),
            dtype=np.int64,
            count=int(lengths.sum()),
        )
    except KeyError as err:
        raise ValueError(f"predictions: label {err.args[0]!r} is not in label_names") from None
    indptr = np.concatenate([[0], np.cumsum(lengths)])
    data = np.ones(indices.size, dtype=np.float64)
    matrix = sp.csr_matrix((data, indices, indptr), shape=(len(rows), len(label_names)))
    matrix.has_sorted_indices = False
    return matrix, label_names


def label_matrix(
    predictions, *, label_names=None, threshold: float | None = None, extra_names=()
) -> tuple[sp.csr_matrix, tuple]:
    """The predicted labels as a CSR matrix of shape (N, L) with 1.0 where predicted.

    Returns the matrix and the label names. From label-name sets without ``label_names``,
    the names are the union of the sets and ``extra_names`` (identity labels, which belong
    in the vocabulary even when a batch never predicts them), in code-point order (the
    canonical order of labels: :mod:`tb_fairness.metrics.names`).
    """
    rows = _as_label_sets(predictions)
    if rows is not None:
        if threshold is not None:
            raise ValueError("threshold: not used with label-name sets; leave it None")
        return _from_label_sets(rows, label_names, extra_names)
    if label_names is None:
        raise ValueError("label_names: required unless predictions are label-name sets")
    label_names = check_names(label_names, "label_names")
    if sp.issparse(predictions):
        # Values are checked entry by entry as given (a COO input may repeat an entry).
        matrix = predictions if predictions.format == "csr" else predictions.tocoo()
        values = matrix.data
    else:
        try:
            matrix = np.asarray(predictions)
        except ValueError as err:  # ragged nested lists
            raise ValueError(f"predictions: expected a 2-D matrix ({err})") from None
        if matrix.dtype == object or not (
            matrix.dtype == bool or np.issubdtype(matrix.dtype, np.number)
        ):
            raise TypeError(f"predictions: expected numbers or booleans, got dtype {matrix.dtype}")
        values = matrix
    if matrix.ndim != 2:
        raise ValueError(
            f"predictions: expected a 2-D matrix (examples x labels), got shape {matrix.shape}"
        )
    if matrix.shape[1] != len(label_names):
        raise ValueError(
            f"predictions: expected {len(label_names)} columns (one per label_names entry), "
            f"got shape {matrix.shape}"
        )
    if values.dtype != bool:
        if np.issubdtype(values.dtype, np.complexfloating):
            raise TypeError("predictions: expected real scores, got complex numbers")
        # min and max are two passes with no temporaries; nan propagates into both.
        lo = float(values.min()) if values.size else 0.0
        hi = float(values.max()) if values.size else 1.0
        if np.isnan(lo) or np.isnan(hi):
            raise ValueError("predictions: expected scores, found NaN")
        if threshold is None:
            if not (lo == hi == 1.0) and not np.all((values == 0) | (values == 1)):
                raise ValueError(
                    "threshold: predictions hold scores (not only 0/1), so a threshold is required"
                )
            if lo == 1.0:  # all ones: every stored entry is a hit
                return _hits(matrix, None), label_names
        else:
            if sp.issparse(matrix) and values.size < matrix.shape[0] * matrix.shape[1]:
                lo, hi = min(lo, 0.0), max(hi, 0.0)  # implicit zeros are scores too
            threshold = _check_threshold(threshold, lo, hi)
            if sp.issparse(matrix) and lo >= threshold:
                return _hits(matrix, None), label_names
    elif threshold is not None:
        raise ValueError("threshold: not used with boolean predictions; leave it None")
    hit = values >= threshold if threshold is not None else values != 0
    return _hits(matrix, hit), label_names


def _hits(matrix, hit) -> sp.csr_matrix:
    """CSR with 1.0 at each (example, label) where an entry hit (``hit=None``: every stored
    entry), each at most once."""
    if not sp.issparse(matrix):
        return sp.csr_matrix(matrix != 0 if hit is None else hit, dtype=np.float64)
    if matrix.format == "csr" and hit is None and matrix.has_canonical_format:
        # The common case: share the index arrays (and float64 data of ones), no copy.
        data = matrix.data if matrix.data.dtype == np.float64 else np.ones(matrix.nnz)
        return sp.csr_matrix((data, matrix.indices, matrix.indptr), shape=matrix.shape, copy=False)
    if hit is None:
        hit = np.ones(matrix.nnz, dtype=bool)
    if matrix.format == "csr":
        rows = np.repeat(np.arange(matrix.shape[0]), np.diff(matrix.indptr))
        cols = matrix.indices
    else:
        rows, cols = matrix.row, matrix.col
    out = sp.csr_matrix((np.ones(int(hit.sum())), (rows[hit], cols[hit])), shape=matrix.shape)
    out.sum_duplicates()
    out.data[:] = 1.0
    return out


def _identity_matrix(identities, n, label_names, Y):
    """(boolean X of shape (N, I + 1), identity names, index of each in label_names or -1).

    Column j < I is identity j as 0/1; the last column is all ones, so that one product
    ``Y^T X`` yields both ``c(x, y)`` and ``c(y)``.
    """
    if isinstance(identities, Mapping):
        names = check_names(identities.keys(), "identities")
        X = np.empty((n, len(names) + 1), dtype=bool)  # filled as bool: 8x less to write
        for j, name in enumerate(names):
            col = np.asarray(identities[name])
            if col.ndim != 1 or col.shape[0] != n:
                raise ValueError(
                    f"identities[{name!r}]: expected {n} entries (one per example), "
                    f"got shape {col.shape}"
                )
            if col.dtype != bool:
                if not np.issubdtype(col.dtype, np.number) or not np.all((col == 0) | (col == 1)):
                    raise ValueError(
                        f"identities[{name!r}]: expected booleans or 0/1, got other values"
                    )
            X[:, j] = col
        index = np.full(len(names), -1, dtype=np.int64)
    elif isinstance(identities, (str, bytes)) or identities is None:
        raise TypeError(
            "identities: expected a sequence of label names or a mapping name -> boolean array, "
            f"got {shown(identities)}"
        )
    else:
        names = check_names(identities, "identities")
        position = {name: i for i, name in enumerate(label_names)}
        missing = [name for name in names if name not in position]
        if missing:
            raise ValueError(
                f"identities: {missing} not among the predicted labels; pass a mapping "
                "name -> boolean array for identities annotated separately"
            )
        index = np.asarray([position[name] for name in names], dtype=np.int64)
        X = np.empty((n, len(names) + 1), dtype=bool)
        X[:, :-1] = Y[:, index].toarray()
    if len(names) < 2:
        raise ValueError(
            f"identities: expected at least 2 identities to compare, got {list(names)}"
        )
    X[:, -1] = True
    return X, names, index


def count_associations(
    predictions, *, identities, label_names=None, threshold: float | None = None
) -> AssociationCounts:
    """Count ``N``, ``c(y)``, ``c(x)`` and ``c(x, y)`` from one batch of predictions.

    Parameters
    ----------
    predictions : array_like (N, L), scipy sparse (N, L), or sequence of N label-name sets
        What the model predicted for each example.
    identities : sequence of str, or mapping str -> array_like of bool (N,)
        Identity labels the model predicts (names in ``label_names``), or per-example
        identity annotations (not necessarily exclusive).
    label_names : sequence of str (L,), optional
        Required unless ``predictions`` are label-name sets.
    threshold : float, optional
        A label is predicted where its score >= threshold (required for score matrices).

    Examples
    --------
    >>> c = count_associations([{"man", "bike"}, {"woman"}, {"woman", "bike"}],
    ...                        identities=["man", "woman"])
    >>> c.label_names, c.label_counts.tolist(), c.joint_counts.tolist()
    (('bike', 'man', 'woman'), [2, 1, 2], [[1, 1, 0], [1, 0, 2]])
    """
    if identities is not None and not isinstance(identities, Mapping):
        check_sequence(
            identities, "identities", "a sequence of label names or a mapping name -> boolean array"
        )
    predicted_identities = (
        ()
        if isinstance(identities, (Mapping, str, bytes)) or identities is None
        else [x for x in identities if isinstance(x, str)]
    )
    Y, label_names = label_matrix(
        predictions, label_names=label_names, threshold=threshold, extra_names=predicted_identities
    )
    n = Y.shape[0]
    if n == 0:
        raise ValueError("predictions: expected at least one example, got none")
    X, identity_names, index = _identity_matrix(identities, n, label_names, Y)
    overlap = _overlap(X[:, :-1])
    pairs = np.argwhere(np.triu(overlap, 1))  # row-major, as AssociationCounts orders them
    if len(pairs):
        # Examples of both identities of each overlapping pair, as extra columns of the one
        # product below: c(x and x', y) for the intervals of gaps.
        X = np.concatenate([X, X[:, pairs[:, 0]] & X[:, pairs[:, 1]]], axis=1)
    I = len(identity_names)
    # Y^T is a CSC view of Y (no copy); its product with the dense X is one pass over nnz.
    # Counts are exact: float64 holds every integer below 2**53.
    product = np.rint(Y.T @ X).astype(np.int64).T  # (I + 1 + P, L)
    joint, label_counts, overlap_joint = product[:I], product[I], product[I + 1 :]
    identity_counts = np.diag(overlap).copy()
    return AssociationCounts(
        n=n,
        label_names=label_names,
        identity_names=identity_names,
        label_counts=label_counts,
        identity_counts=identity_counts,
        joint_counts=joint,
        identity_label_index=index,
        identity_overlap=overlap,
        overlap_joint=overlap_joint,
    )


def _overlap(X: np.ndarray) -> np.ndarray:
    """``X^T X`` of a boolean (N, I) matrix as int64: ``c(x and x')``, ``c(x)`` on the diagonal."""
    out = np.zeros((X.shape[1], X.shape[1]), np.int64)
    step = 1 << 22  # float32 counts are exact below 2**24
    for start in range(0, X.shape[0], step):
        block = X[start : start + step].astype(np.float32)
        out += np.rint(block.T @ block).astype(np.int64)
    return out
