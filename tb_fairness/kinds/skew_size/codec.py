"""SkewSize reports: ``SkewCounts`` <-> a 1-D string tensor.

Layout, version 1: eight elements named by the constants below. ``HEADER`` is JSON; the
three vocabularies are zlib-compressed JSON lists; the (class, group, prediction, count)
triples are four zlib-compressed little-endian arrays (indices uint32, counts uint32 or
int64 as the header says), canonical as ``SkewCounts`` keeps them.
"""

from __future__ import annotations

import zlib

import numpy as np

from tb_fairness.metrics.skew import SkewCounts
from tb_fairness.reports import blobs, metadata

NAME = "skew_size"
# The newest layout this code writes and reads.
VERSION = 1

HEADER = 0
CLASS_NAMES = 1
GROUP_NAMES = 2
PREDICTION_NAMES = 3
CLASS_INDEX = 4
GROUP_INDEX = 5
PREDICTION_INDEX = 6
COUNT = 7
_ELEMENTS = 8
_INDEX_DTYPE = "<u4"


def encode(counts: SkewCounts) -> np.ndarray:
    """The report tensor (object array of bytes, shape (8,)) holding ``counts``."""
    sizes = (len(counts.class_names), len(counts.group_names), len(counts.prediction_names))
    if max(sizes) >= 2**32:
        raise ValueError("counts: more than 2**32 names in a vocabulary")
    dtype = blobs.count_dtype(int(counts.count.max()) if counts.count.size else 0)
    header = {"triples": int(counts.count.size), "count_dtype": dtype, "index_dtype": _INDEX_DTYPE}
    elements: list[bytes | None] = [None] * _ELEMENTS
    elements[HEADER] = blobs.pack_json(header)
    elements[CLASS_NAMES] = blobs.pack_names(counts.class_names)
    elements[GROUP_NAMES] = blobs.pack_names(counts.group_names)
    elements[PREDICTION_NAMES] = blobs.pack_names(counts.prediction_names)
    elements[CLASS_INDEX] = blobs.pack_array(counts.class_index, _INDEX_DTYPE)
    elements[GROUP_INDEX] = blobs.pack_array(counts.group_index, _INDEX_DTYPE)
    elements[PREDICTION_INDEX] = blobs.pack_array(counts.prediction_index, _INDEX_DTYPE)
    elements[COUNT] = blobs.pack_array(counts.count, dtype)
    return np.array(elements, dtype=object)


def decode(tensor, version: int = 1) -> SkewCounts:
    """The counts stored in a report tensor (as returned by TensorBoard's data provider)."""
    if version > VERSION:
        raise metadata.UnsupportedReport(f"{NAME} version {version} is too new")
    elements = blobs.elements(tensor, _ELEMENTS, NAME)
    try:
        header = blobs.unpack_json(elements[HEADER])
        m, index_dtype = int(header["triples"]), header["index_dtype"]
        blobs.check_cells(NAME, (m,), (m,), (m,), (m,))
        return SkewCounts(
            tuple(blobs.unpack_names(elements[CLASS_NAMES])),
            tuple(blobs.unpack_names(elements[GROUP_NAMES])),
            tuple(blobs.unpack_names(elements[PREDICTION_NAMES])),
            blobs.unpack_array(elements[CLASS_INDEX], index_dtype, (m,)),
            blobs.unpack_array(elements[GROUP_INDEX], index_dtype, (m,)),
            blobs.unpack_array(elements[PREDICTION_INDEX], index_dtype, (m,)),
            blobs.unpack_array(elements[COUNT], header["count_dtype"], (m,)),
        )
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise metadata.UnsupportedReport(f"corrupt {NAME} report: {err}") from None
