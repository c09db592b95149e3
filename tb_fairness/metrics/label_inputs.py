"""From model outputs to association counts.

Accepted ``predictions``: a dense score matrix with ``threshold``, a boolean or 0/1 matrix,
a scipy sparse matrix (scores with ``threshold``, or 0/1), or a list of label-name sets per
example. Counting is one pass over the predicted (example, label) pairs, never a Python loop
over examples (except to read label-name sets, which are Python objects already).

How: the identities an example holds make its *code* (4 overlapping identities make at most
16 codes, and a few are seen). One pass over the predicted pairs gives, per code, the
examples predicting each label (:mod:`tb_fairness.metrics.code_table`: a bincount of
``code * L + label``, or a compiled loop with numba); every count is a sum of those
rows: ``c(y)`` over all codes, ``c(x, y)`` over the codes holding ``x``, ``c(x and x', y)``
over those holding both. ``c(x)`` and ``c(x and x')`` come the same way from the examples
per code. The identity matrix is never turned into floats, and the pass over the
predictions costs the same whatever the number of identities or overlapping pairs.

:class:`AssociationTally` keeps these sums over batches (the accumulator's state): a batch
costs time in proportion to its predictions, not to the vocabulary, whose names are checked
once, when declared or first seen.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp

from tb_fairness.metrics.code_table import code_table
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.groups.space import unique_inverse
from tb_fairness.metrics.validation import (
    check_name_values,
    check_names,
    check_real,
    check_report_cells,
    check_sequence,
    remember_checked_names,
    shown,
)

__all__ = ["AssociationTally", "LabelLists", "count_associations", "label_matrix"]

#: Batches with fewer predictions add each hit with np.add.at (no table to build).
_DENSE_BATCH = 1 << 21


@dataclass(frozen=True, eq=False)
class LabelLists:
    """Label-name sets in compressed form, as an Arrow list column of strings holds them
    (:mod:`tb_fairness.kinds.frames` reads one so): example ``i``'s labels are
    ``names[codes[indptr[i]:indptr[i + 1]]]``. Counted without a Python object per example;
    a label listed twice in an example counts once, as in a set."""

    indptr: np.ndarray  # int64, one more than the examples
    codes: np.ndarray  # int64 positions in names
    names: tuple  # the distinct label names (str)

    def __len__(self) -> int:
        return len(self.indptr) - 1


def _distinct_per_row(indptr, indices, n_labels: int) -> tuple[np.ndarray, np.ndarray]:
    """(indptr, indices) with each row's repeated labels dropped. Rows come in order, so
    ``row * L + label`` only decreases inside a row: when it never does, nothing repeats
    (one pass); else a stable sort of what are already sorted runs, about linear."""
    n = len(indptr) - 1
    rows = np.repeat(np.arange(n, dtype=np.int64), np.diff(indptr))
    key = rows * n_labels + indices
    if key.size < 2 or bool((key[1:] > key[:-1]).all()):
        return indptr, indices
    key.sort(kind="stable")
    keep = np.ones(key.size, dtype=bool)
    np.not_equal(key[1:], key[:-1], out=keep[1:])
    rows, indices = np.divmod(key[keep], n_labels)
    indptr = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(np.bincount(rows, minlength=n), out=indptr[1:])
    return indptr, indices


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


def _read_label_sets(rows) -> list:
    """The rows as sets of label-name strings (a label listed twice counts once)."""
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
    return rows


def _positions(rows, position: Mapping) -> tuple[np.ndarray, np.ndarray]:
    """(indptr, indices) of the rows' labels, as CSR: each row's positions in ``position``."""
    lengths = np.fromiter(map(len, rows), dtype=np.int64, count=len(rows))
    try:
        indices = np.fromiter(
            (position[item] for row in rows for item in row),
            dtype=np.int64,
            count=int(lengths.sum()),
        )
    except KeyError as err:
        raise ValueError(f"predictions: label {err.args[0]!r} is not in label_names") from None
    indptr = np.zeros(len(rows) + 1, np.int64)
    np.cumsum(lengths, out=indptr[1:])
    return indptr, indices


def _from_label_sets(rows, label_names, extra_names=()) -> tuple[sp.csr_matrix, tuple]:
    rows = _read_label_sets(rows)
    if label_names is None:
        label_names = tuple(sorted(set().union(*rows, extra_names)))
        check_name_values(label_names, "predictions")
    else:
        label_names = check_names(label_names, "label_names")
    indptr, indices = _positions(rows, {name: i for i, name in enumerate(label_names)})
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
    return _matrix_hits(predictions, len(label_names), threshold), label_names


def _matrix_hits(predictions, n_labels: int, threshold) -> sp.csr_matrix:
    """A score, 0/1 or boolean matrix (dense or sparse) of ``n_labels`` columns as hits."""
    if sp.issparse(predictions):
        _check_structure(predictions)
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
    if matrix.shape[1] != n_labels:
        raise ValueError(
            f"predictions: expected {n_labels} columns (one per label_names entry), "
            f"got shape {matrix.shape}"
        )
    if values.dtype != bool:
        if np.issubdtype(values.dtype, np.complexfloating):
            raise TypeError("predictions: expected real scores, got complex numbers")
        if threshold is None and values.size and not np.count_nonzero(values != 1):
            return _hits(matrix, None)  # only ones (one pass, not min and max): all hits
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
                return _hits(matrix, None)
        else:
            if sp.issparse(matrix) and values.size < matrix.shape[0] * matrix.shape[1]:
                lo, hi = min(lo, 0.0), max(hi, 0.0)  # implicit zeros are scores too
            threshold = _check_threshold(threshold, lo, hi)
            if sp.issparse(matrix) and lo >= threshold:
                return _hits(matrix, None)
    elif threshold is not None:
        raise ValueError("threshold: not used with boolean predictions; leave it None")
    hit = values >= threshold if threshold is not None else values != 0
    return _hits(matrix, hit)


def _check_structure(matrix) -> None:
    """A sparse matrix's index arrays are in range and ordered. scipy checks them only on
    request (``check_format(full_check=True)``, one pass); an index out of range would
    count into another label's cells, or read and write out of bounds."""
    try:
        if matrix.format in ("csr", "csc", "bsr"):
            # A shallow copy: check_format may tidy the arrays it checks.
            arrays = (matrix.data, matrix.indices, matrix.indptr)
            type(matrix)(arrays, shape=matrix.shape, copy=False).check_format(full_check=True)
        elif matrix.format == "coo":
            for name, coords, size in zip(("row", "col"), (matrix.row, matrix.col), matrix.shape):
                # Seen unsigned, a negative index is larger than any valid one: one pass.
                unsigned = coords.view(np.dtype(f"u{coords.dtype.itemsize}"))
                if unsigned.size and unsigned.max() >= size:
                    raise ValueError(f"{name} index out of [0, {size})")
    except ValueError as err:
        raise ValueError(f"predictions: a malformed sparse matrix ({err})") from None


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


# --------------------------------------------------------------------------------------
# Identities and their codes


def _annotation_columns(identities: Mapping, n: int) -> tuple[tuple, list]:
    """(names, one boolean (n,) array per identity) of per-example annotations."""
    names = check_names(identities.keys(), "identities")
    columns = []
    for name in names:
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
            col = col != 0
        columns.append(col)
    return names, columns


def _label_columns(indptr, indices, index: np.ndarray, n_labels: int) -> list:
    """Per identity label ``index[j]``, a boolean (n,): the examples predicting it."""
    n = len(indptr) - 1
    columns = [np.zeros(n, dtype=bool) for _ in index]
    which = np.full(n_labels, -1, dtype=np.int32)  # label -> identity, or -1
    which[index] = np.arange(len(index), dtype=np.int32)
    found = np.flatnonzero(which[indices] >= 0)  # a few per example at most
    if found.size:
        rows = np.searchsorted(indptr, found, side="right") - 1
        identity = which[indices[found]]
        for j, col in enumerate(columns):
            col[rows[identity == j]] = True
    return columns


def _distinct(key: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """(sorted distinct values of a non-negative int array, index (int64) of each entry)."""
    if int(key.max()) < (1 << 22):  # a bincount, no sort
        present = np.bincount(key) > 0
        lut = np.cumsum(present) - 1
        return np.flatnonzero(present), lut[key]
    return unique_inverse(key)


def identity_codes(columns: list, n: int) -> tuple[np.ndarray, np.ndarray]:
    """(code (n,) of ints, bits (D, I) bool): example ``i`` holds the identities
    ``bits[code[i]]``: every combination of up to 4 identities, else those seen (D <= n).

    Identities are packed 8 to a byte, so combining them costs n bytes per identity.
    """
    if len(columns) <= 4:
        # At most 16 codes: each example's byte is its code, every combination has one (the
        # combinations nobody holds count zero), and no lookup pass is needed.
        code = np.zeros(n, dtype=np.uint8)
        for j, col in enumerate(columns):
            code |= np.asarray(col, dtype=bool).view(np.uint8) << j
        combos = np.arange(1 << len(columns))
        return code, ((combos[:, None] >> np.arange(len(columns))) & 1).astype(bool)
    code = np.zeros(n, dtype=np.int64)
    bits = np.zeros((1, 0), dtype=bool)
    for start in range(0, len(columns), 8):
        block = np.zeros(n, dtype=np.uint8)
        group = columns[start : start + 8]
        for j, col in enumerate(group):
            block |= np.asarray(col, dtype=bool).view(np.uint8) << j
        values, code = _distinct(block if start == 0 else code * 256 + block)
        values = values.astype(np.int64)
        low = (values & 255)[:, None] >> np.arange(len(group))
        bits = np.concatenate([bits[values >> 8], (low & 1).astype(bool)], axis=1)
    return code, bits


# --------------------------------------------------------------------------------------
# Counting


class AssociationTally:
    """The sums behind :class:`AssociationCounts`, added to batch by batch.

    One int64 table over the labels: row 0 is ``c(y)``, row ``1 + x`` is ``c(x, y)``, and
    a pair of identities gets a row of ``c(x and x', y)`` when an example first holds both.
    Adding a batch costs time in proportion to its predictions (plus the number of distinct
    identity combinations x labels when that is smaller): the vocabulary is neither checked
    nor walked again. Growing it (label-name sets bring new names) appends columns; the
    names are sorted into their canonical order only when :meth:`counts` is read.

    Parameters
    ----------
    label_names : sequence of str, optional
        The vocabulary, checked here once. Without it, batches must be label-name sets,
        and the vocabulary is the union of their names and any identity labels.
    threshold : float, optional
        For score matrices.
    expect : (kind, names), optional
        The identities of counts this tally's will be merged with: ``("labels", names)`` for
        identity labels, ``("annotations", names)`` for per-example annotations. Batches
        with other identities are refused when added, not when merged.
    """

    def __init__(
        self,
        *,
        label_names=None,
        threshold: float | None = None,
        expect: tuple[str, tuple] | None = None,
    ):
        self._expect = expect
        self._declared = None if label_names is None else check_names(label_names, "label_names")
        self._threshold = threshold
        # Label name -> column: built for declared names only if label-name sets arrive.
        self._position: dict | None = None if self._declared is not None else {}
        self._names: list = [] if self._declared is None else list(self._declared)
        # Fixed by the first batch: ("labels" | "annotations", names, label index or -1s).
        self._identities: tuple | None = None
        self.n = 0
        self._table = np.zeros((0, 0), dtype=np.int64)
        self._pairs: dict[tuple[int, int], int] = {}
        self._overlap = np.zeros((0, 0), dtype=np.int64)
        self._sorted: tuple | None = None  # (vocabulary size, names, order) of the last read

    # -- batches ---------------------------------------------------------------------

    def update(self, predictions, *, identities) -> None:
        """Add one batch. A batch that raises leaves the tally as it was."""
        if identities is not None and not isinstance(identities, Mapping):
            check_sequence(
                identities,
                "identities",
                "a sequence of label names or a mapping name -> boolean array",
            )
        grown = len(self._names)
        try:
            indptr, indices = self._read(predictions, identities)
            n = len(indptr) - 1
            if n == 0:
                raise ValueError("predictions: expected at least one example, got none")
            spec, columns = self._identity_columns(identities, n, indptr, indices)
            code, bits = identity_codes(columns, n)
        except BaseException:
            # Names this batch brought are forgotten: the batch did not happen.
            for name in self._names[grown:]:
                del self._position[name]  # type: ignore[union-attr]
            del self._names[grown:]
            raise
        self._identities = spec
        self._add(indptr, indices, code, bits)

    def _read(self, predictions, identities) -> tuple[np.ndarray, np.ndarray]:
        """(indptr, indices) of the hits, with new label names (label-name sets) added."""
        if isinstance(predictions, LabelLists):
            if self._threshold is not None:
                raise ValueError("threshold: not used with label-name sets; leave it None")
            positions = self._positions_of(predictions.names, identities)
            indices = positions[predictions.codes]
            return _distinct_per_row(predictions.indptr, indices, len(self._names))
        rows = _as_label_sets(predictions)
        if rows is None:
            if self._declared is None:
                raise ValueError("label_names: required unless predictions are label-name sets")
            Y = _matrix_hits(predictions, len(self._declared), self._threshold)
            return Y.indptr, Y.indices
        if self._threshold is not None:
            raise ValueError("threshold: not used with label-name sets; leave it None")
        rows = _read_label_sets(rows)
        if self._declared is not None:
            if self._position is None:
                self._position = {name: i for i, name in enumerate(self._declared)}
            return _positions(rows, self._position)
        self._grow(set().union(*rows), identities)
        assert self._position is not None
        return _positions(rows, self._position)

    def _positions_of(self, names, identities) -> np.ndarray:
        """The columns of ``names`` (distinct label names), new ones added when the
        vocabulary grows as seen."""
        if self._declared is not None:
            if self._position is None:
                self._position = {name: i for i, name in enumerate(self._declared)}
            missing = [name for name in names if name not in self._position]
            if missing:
                raise ValueError(f"predictions: label {missing[0]!r} is not in label_names")
        else:
            self._grow(set(names), identities)
        position = self._position
        assert position is not None
        return np.fromiter((position[name] for name in names), dtype=np.int64, count=len(names))

    def _grow(self, seen: set, identities) -> None:
        """Names of ``seen`` (and identity labels) not yet in the vocabulary added to it."""
        position = self._position
        assert position is not None
        predicted_identities = (
            ()
            if isinstance(identities, (Mapping, str, bytes)) or identities is None
            else [x for x in identities if isinstance(x, str)]
        )
        new = sorted(seen.union(predicted_identities).difference(position))
        if new:
            check_name_values(new, "predictions")
            for name in new:
                position[name] = len(self._names)
                self._names.append(name)

    def _identity_columns(self, identities, n, indptr, indices):
        """((kind, names, label index), one boolean (n,) column per identity)."""
        if isinstance(identities, Mapping):
            names, columns = _annotation_columns(identities, n)
            spec = ("annotations", names, np.full(len(names), -1, dtype=np.int64))
        elif isinstance(identities, (str, bytes)) or identities is None:
            raise TypeError(
                "identities: expected a sequence of label names or a mapping name -> boolean "
                f"array, got {shown(identities)}"
            )
        else:
            names = check_names(identities, "identities")
            if self._identities is not None and self._identities[:2] == ("labels", names):
                spec = self._identities  # the same identity labels as before: same columns
            else:
                spec = ("labels", names, self._label_index(names))
            columns = _label_columns(indptr, indices, spec[2], len(self._names))
        if len(names) < 2:
            raise ValueError(
                f"identities: expected at least 2 identities to compare, got {list(names)}"
            )
        known_spec = self._identities[:2] if self._identities is not None else self._expect
        if known_spec is not None and known_spec != spec[:2]:
            kind, known = known_spec
            if known != names:
                raise ValueError(
                    f"identities: expected {list(known)}, as in earlier batches, got {list(names)}"
                )
            raise ValueError(
                f"identities: predicted labels in one batch and annotations in another ({kind} "
                "before)"
            )
        return spec, columns

    def _label_index(self, names) -> np.ndarray:
        if self._position is not None:
            found = [self._position.get(name, -1) for name in names]
        else:  # declared names, no dict built: a C-speed scan per identity
            declared = self._declared
            assert declared is not None
            found = [declared.index(name) if name in declared else -1 for name in names]
        missing = [name for name, i in zip(names, found) if i < 0]
        if missing:
            raise ValueError(
                f"identities: {missing} not among the predicted labels; pass a mapping "
                "name -> boolean array for identities annotated separately"
            )
        return np.asarray(found, dtype=np.int64)

    def _add(self, indptr, indices, code, bits) -> None:
        """Add the hits of examples with identity codes ``code`` (see :func:`identity_codes`)."""
        n_codes, n_identities = bits.shape
        per_code = np.bincount(code, minlength=n_codes)
        weighted = bits.T.astype(np.int64) * per_code
        overlap = weighted @ bits.astype(np.int64)  # c(x and x') of the batch
        rows = self._rows_of_codes(bits, overlap)
        n_labels = len(self._names)
        self._reserve(n_identities, n_labels)
        nnz = int(indptr[-1] - indptr[0])
        if n_codes * n_labels <= 2 * nnz:
            # Few codes for this many predictions: one bincount pass, then sums of its rows.
            self._add_dense(indptr, indices, code, rows, n_codes, None)
        elif nnz >= _DENSE_BATCH:
            # A large batch over a larger vocabulary: the same over the labels it predicts.
            seen = np.zeros(n_labels, dtype=bool)
            seen[indices] = True
            compact = (np.cumsum(seen) - 1)[indices]
            self._add_dense(indptr, compact, code, rows, n_codes, np.flatnonzero(seen))
        else:
            self._add_sparse(indptr, indices, code, rows, n_codes)
        self._overlap += overlap
        self.n += len(indptr) - 1

    def _add_dense(self, indptr, indices, code, rows, n_codes, columns) -> None:
        """Add through the (codes x labels) table; ``indices`` index ``columns`` (None: all
        labels). Float64 sums of counts are exact (below 2**53)."""
        width = len(self._names) if columns is None else len(columns)
        table = code_table(indptr, indices, code, n_codes, width).astype(np.float64)
        member = np.zeros((len(rows), n_codes))
        for k, (_, codes) in enumerate(rows):
            member[k, codes] = 1.0
        sums = (member @ table).astype(np.int64)
        where = slice(0, width) if columns is None else columns
        for k, (row, _) in enumerate(rows):
            self._table[row, where] += sums[k]

    def _rows_of_codes(self, bits, overlap) -> list:
        """[(table row, codes adding to it)]: every code adds to c(y), to c(x, y) of each of
        its identities and to the row of each pair it holds (new pairs get a row)."""
        n_codes, n_identities = bits.shape
        out = [(0, np.arange(n_codes))]
        out += [(1 + x, np.flatnonzero(bits[:, x])) for x in range(n_identities)]
        for i, j in zip(*np.nonzero(np.triu(overlap, 1))):
            pair = (int(i), int(j))
            if pair not in self._pairs:
                self._pairs[pair] = 1 + n_identities + len(self._pairs)
            out.append((self._pairs[pair], np.flatnonzero(bits[:, i] & bits[:, j])))
        return out

    def _reserve(self, n_identities: int, n_labels: int) -> None:
        """Grow the table to hold every row and ``n_labels`` columns (capacity doubles)."""
        if not self._overlap.size:
            self._overlap = np.zeros((n_identities, n_identities), dtype=np.int64)
        rows = 1 + n_identities + len(self._pairs)
        have_rows, have_cols = self._table.shape
        if rows > have_rows or n_labels > have_cols:
            grown_rows = rows if rows <= have_rows else max(rows, 2 * have_rows)
            # A declared vocabulary never grows; a seen one may keep growing: double it.
            grown_cols = (
                n_labels
                if n_labels <= have_cols or self._declared is not None
                else max(n_labels, 2 * have_cols)
            )
            shape = (max(grown_rows, have_rows), max(grown_cols, have_cols))
            check_report_cells([(rows, n_labels)], "predictions")  # what the counts need
            table = np.zeros(shape, np.int64)
            table[:have_rows, :have_cols] = self._table
            self._table = table

    def _add_sparse(self, indptr, indices, code, rows, n_codes) -> None:
        """Add each hit to the rows of its example's code with ``np.add.at``: for batches
        with fewer predictions than codes x labels (a training loop's batch)."""
        hit_code = np.repeat(code, np.diff(indptr))
        labels = indices[indptr[0] : indptr[-1]]
        member = np.zeros(n_codes, dtype=bool)
        for row, codes in rows:
            if len(codes) == n_codes:  # c(y): every hit
                np.add.at(self._table[row], labels, 1)
            elif len(codes):
                member[:] = False
                member[codes] = True
                np.add.at(self._table[row], labels[member[hit_code]], 1)

    # -- result ------------------------------------------------------------------------

    def counts(self) -> AssociationCounts | None:
        """The counts of every example added (None before the first batch)."""
        if self._identities is None:
            return None
        _, identity_names, index = self._identities
        L = len(self._names)
        if self._declared is not None:
            label_names: tuple = self._declared
            table = self._table[:, :L]
        else:
            if self._sorted is None or self._sorted[0] != L:
                order = sorted(range(L), key=self._names.__getitem__)
                names = tuple(self._names[i] for i in order)
                remember_checked_names(names)  # each was checked when first seen
                self._sorted = (L, names, np.asarray(order, dtype=np.int64))
            _, label_names, order = self._sorted
            in_order = bool(np.all(order == np.arange(L)))
            table = self._table[:, :L] if in_order else self._table[:, order]
            if index.size and not in_order:
                rank = np.empty(L, dtype=np.int64)
                rank[order] = np.arange(L)
                index = np.where(index >= 0, rank[np.maximum(index, 0)], -1)
        I = len(identity_names)
        pairs = sorted(self._pairs)  # row-major, as AssociationCounts orders them
        return AssociationCounts(
            n=self.n,
            label_names=label_names,
            identity_names=identity_names,
            label_counts=table[0],
            identity_counts=np.diag(self._overlap),
            joint_counts=table[1 : 1 + I],
            identity_label_index=index,
            identity_overlap=self._overlap,
            overlap_joint=table[[self._pairs[p] for p in pairs]],
        )


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

    Notes
    -----
    Also counts ``c(x and x')`` and ``c(x and x', y)`` of overlapping identities, for the
    intervals of gaps. One pass over the predictions (see the module docstring); counts
    are exact.

    Examples
    --------
    >>> c = count_associations([{"man", "bike"}, {"woman"}, {"woman", "bike"}],
    ...                        identities=["man", "woman"])
    >>> c.label_names, c.label_counts.tolist(), c.joint_counts.tolist()
    (('bike', 'man', 'woman'), [2, 1, 2], [[1, 1, 0], [1, 0, 2]])
    """
    tally = AssociationTally(label_names=label_names, threshold=threshold)
    tally.update(predictions, identities=identities)
    counts = tally.counts()
    assert counts is not None
    return counts
