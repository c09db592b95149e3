"""Detection-recall reports (FACET): ``DetectionCounts`` <-> a 1-D string tensor.

Layout, version 1: four elements named by the constants below. ``HEADER`` is JSON holding
the group space and the IoU thresholds; the class names are a zlib-compressed JSON list;
``totals`` (K, G) and ``hits`` (K, G, T) are zlib-compressed little-endian arrays, uint32 or
int64 as the header says.
"""

from __future__ import annotations

import zlib

import numpy as np

from tb_fairness.metrics.detection import DetectionCounts
from tb_fairness.reports import blobs, metadata
from tb_fairness.reports.group_space import space_from_header, space_header

NAME = "detection_recall"
# The newest layout this code writes and reads.
VERSION = 1

HEADER = 0
CLASS_NAMES = 1
TOTALS = 2
HITS = 3
_ELEMENTS = 4


def encode(counts: DetectionCounts) -> np.ndarray:
    """The report tensor (object array of bytes, shape (4,)) holding ``counts``."""
    dtype = blobs.count_dtype(int(counts.totals.max()) if counts.totals.size else 0)
    header = {
        "classes": len(counts.class_names),
        **space_header(counts.groups),
        "thresholds": list(counts.thresholds),
        "count_dtype": dtype,
    }
    if counts.min_count is not None:  # older readers ignore the key
        header["min_count"] = counts.min_count
    elements: list[bytes | None] = [None] * _ELEMENTS
    elements[HEADER] = blobs.pack_json(header)
    elements[CLASS_NAMES] = blobs.pack_names(counts.class_names)
    elements[TOTALS] = blobs.pack_array(counts.totals, dtype)
    elements[HITS] = blobs.pack_array(counts.hits, dtype)
    return np.array(elements, dtype=object)


def decode(tensor, version: int = 1) -> DetectionCounts:
    """The counts stored in a report tensor (as returned by TensorBoard's data provider)."""
    if version > VERSION:
        raise metadata.UnsupportedReport(f"{NAME} version {version} is too new")
    elements = blobs.elements(tensor, _ELEMENTS, NAME)
    try:
        header = blobs.unpack_json(elements[HEADER])
        space = space_from_header(header)
        K, G, T = int(header["classes"]), space.n_groups, len(header["thresholds"])
        dtype = header["count_dtype"]
        blobs.check_cells(NAME, (K, G), (K, G, T))
        return DetectionCounts(
            tuple(blobs.unpack_names(elements[CLASS_NAMES])),
            space,
            tuple(header["thresholds"]),
            blobs.unpack_array(elements[TOTALS], dtype, (K, G)),
            blobs.unpack_array(elements[HITS], dtype, (K, G, T)),
            header.get("min_count"),
        )
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise metadata.UnsupportedReport(f"corrupt {NAME} report: {err}") from None
