"""The (identity code x label) table behind association counts: how many examples of each
code (the identities they hold, :func:`~tb_fairness.metrics.label_inputs.identity_codes`)
predict each label, from the predicted pairs of a CSR matrix.

Two implementations, equal count for count:

- numpy, always: one ``np.bincount`` of ``code * L + label`` per chunk of 2^20 pairs (the
  keys stay in cache). About 1.6x the bare sparse product ``Y.T @ X`` it is measured
  against: ``np.repeat`` of the codes over the pairs and bincount's own passes (a cast, a
  min/max scan) cost more than the product's one pass.
- numba, when installed (``pip install 'tb-fairness[fast]'``): one compiled pass adding 1
  per pair, about half that time. Used from 2^22 pairs (some 400,000 examples), where the
  pass saves tens of milliseconds a call: numba's import and the kernel's load cost about
  0.5 s once per process (0.7 s the first time, when it is compiled and cached on disk),
  so smaller batches never import it.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np

__all__ = ["code_table"]

#: Predicted pairs per bincount pass (numpy).
CHUNK = 1 << 20
#: The fewest predicted pairs counted with numba, when it is installed.
COMPILED_FROM = 1 << 22


def code_table(indptr, indices, code, n_codes: int, n_labels: int) -> np.ndarray:
    """(n_codes, n_labels) int64: examples of each code predicting each label.

    ``indptr``/``indices`` are a well-formed CSR matrix's (rows: examples,
    ``indices[indptr[i]:indptr[i+1]]`` the labels of example ``i``; callers check the
    user's); ``code`` holds one code per row. The compiled loop checks every index all the
    same (its writes are unchecked otherwise): one out of ``[0, n_labels)`` raises
    ValueError.
    """
    pairs = int(indptr[-1] - indptr[0])
    compiled = _compiled() if pairs >= COMPILED_FROM else None
    if compiled is not None:
        code = np.asarray(code, dtype=np.intp)
        # The loop reads indices[indptr[i]:indptr[i+1]] and writes out[code[i]] unchecked.
        if indptr.min() < 0 or indptr.max() > indices.size or code.size != indptr.size - 1:
            raise ValueError("predictions: a sparse matrix with malformed indptr")
        if code.size and (code.min() < 0 or code.max() >= n_codes):
            raise ValueError(f"code: expected codes in [0, {n_codes})")
        out = np.zeros((n_codes, n_labels), dtype=np.int64)
        if not compiled(indptr, indices, code, out):
            raise _bad_index(n_labels)
        return out
    return numpy_code_table(indptr, indices, code, n_codes, n_labels)


def numpy_code_table(indptr, indices, code, n_codes: int, n_labels: int) -> np.ndarray:
    """:func:`code_table` with numpy alone."""
    size = n_codes * n_labels
    out = np.zeros(size, dtype=np.int64)
    # int32 keys when they fit: np.repeat and the add move half the bytes.
    key_type = np.int32 if size < 2**31 else np.int64
    base = code.astype(key_type) * key_type(n_labels)
    lengths = np.diff(indptr)
    step = max(CHUNK, size)  # a chunk at least as large as the table it adds to
    ends = np.arange(indptr[0] + step, indptr[-1], step, dtype=indptr.dtype)  # no cast of indptr
    bounds = [0, *np.searchsorted(indptr, ends).tolist(), len(indptr) - 1]
    for r0, r1 in zip(bounds[:-1], bounds[1:]):
        if r1 > r0:
            key = np.repeat(base[r0:r1], lengths[r0:r1])
            key += indices[indptr[r0] : indptr[r1]]
            out += np.bincount(key, minlength=size)
    return out.reshape(n_codes, n_labels)


def _bad_index(n_labels: int) -> ValueError:
    return ValueError(
        f"predictions: a sparse matrix with a column index outside [0, {n_labels}) "
        "(malformed indices)"
    )


@functools.cache
def _compiled() -> Any:
    """The numba kernel, compiled on first use; None without numba."""
    try:
        import numba
    except ImportError:
        return None

    @numba.njit(nogil=True, cache=True)
    def add_pairs(indptr, indices, code, out):  # pragma: no cover (compiled)
        n_labels = out.shape[1]
        for i in range(indptr.size - 1):
            row = out[code[i]]
            for j in range(indptr[i], indptr[i + 1]):
                label = indices[j]
                if label < 0 or label >= n_labels:
                    return False
                row[label] += 1
        return True

    return add_pairs
