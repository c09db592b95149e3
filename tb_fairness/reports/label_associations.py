"""Label-association reports: ``AssociationCounts`` <-> a 1-D string tensor.

Layout, version 1: a string tensor of five elements, each named by a constant below.
``HEADER`` is JSON; the others are zlib-compressed. Counts are stored little-endian, as
uint32 when they fit and int64 otherwise (the header says which). Unknown header keys are
ignored, so later versions can add elements without breaking this reader.
"""
from __future__ import annotations

import json
import zlib

import numpy as np

from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.reports import metadata

HEADER = 0
LABEL_NAMES = 1
LABEL_COUNTS = 2
IDENTITY_COUNTS = 3
JOINT_COUNTS = 4
_ELEMENTS = 5

# Level 1: counts compress almost as well as at 6, in an eighth of the time.
_COMPRESSION_LEVEL = 1


def _pack(array: np.ndarray, dtype: str) -> bytes:
    return zlib.compress(np.ascontiguousarray(array, dtype=dtype).tobytes(), _COMPRESSION_LEVEL)


def _unpack(blob: bytes, dtype: str, shape) -> np.ndarray:
    array = np.frombuffer(zlib.decompress(blob), dtype=dtype)
    return array.astype(np.int64).reshape(shape)


def encode(counts: AssociationCounts) -> np.ndarray:
    """The report tensor (object array of bytes, shape (5,)) holding ``counts``."""
    dtype = "<u4" if counts.n < 2**32 else "<i8"  # every count is <= n
    header = {
        "n": counts.n,
        "labels": len(counts.label_names),
        "identity_names": list(counts.identity_names),
        "identity_label_index": counts.identity_label_index.tolist(),
        "count_dtype": dtype,
    }
    names = json.dumps(list(counts.label_names), ensure_ascii=False).encode("utf-8")
    elements = [None] * _ELEMENTS
    elements[HEADER] = json.dumps(header, ensure_ascii=False).encode("utf-8")
    elements[LABEL_NAMES] = zlib.compress(names, _COMPRESSION_LEVEL)
    elements[LABEL_COUNTS] = _pack(counts.label_counts, dtype)
    elements[IDENTITY_COUNTS] = _pack(counts.identity_counts, dtype)
    elements[JOINT_COUNTS] = _pack(counts.joint_counts, dtype)
    return np.array(elements, dtype=object)


def decode(tensor, version: int = 1) -> AssociationCounts:
    """The counts stored in a report tensor (as returned by TensorBoard's data provider)."""
    if version > metadata.VERSIONS[metadata.LABEL_ASSOCIATIONS]:
        raise metadata.UnsupportedReport(f"label_associations version {version} is too new")
    elements = np.asarray(tensor, dtype=object).reshape(-1)
    if elements.size < _ELEMENTS:
        raise metadata.UnsupportedReport(
            f"label_associations report has {elements.size} elements, expected {_ELEMENTS}"
        )
    try:
        header = json.loads(bytes(elements[HEADER]).decode("utf-8"))
        L, dtype = int(header["labels"]), header["count_dtype"]
        identity_names = header["identity_names"]
        I = len(identity_names)
        label_names = json.loads(zlib.decompress(elements[LABEL_NAMES]).decode("utf-8"))
        return AssociationCounts(
            n=header["n"],
            label_names=label_names,
            identity_names=identity_names,
            label_counts=_unpack(elements[LABEL_COUNTS], dtype, (L,)),
            identity_counts=_unpack(elements[IDENTITY_COUNTS], dtype, (I,)),
            joint_counts=_unpack(elements[JOINT_COUNTS], dtype, (I, L)),
            identity_label_index=header["identity_label_index"],
        )
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise metadata.UnsupportedReport(f"corrupt label_associations report: {err}") from None
