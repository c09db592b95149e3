"""Per-group performance reports (FACET): ``GroupCounts`` <-> a 1-D string tensor.

Layout, version 1: six elements named by the constants below. ``HEADER`` is JSON holding
the group space (attributes, their values, the groupings counted); the class names are a
zlib-compressed JSON list; ``n``, ``tp``, ``negatives`` and ``true_negatives`` are
zlib-compressed little-endian (K, G) arrays, uint32 or int64 as the header says.
"""

from __future__ import annotations

import zlib

import numpy as np

from tb_fairness.metrics.groups import GroupCounts
from tb_fairness.reports import blobs, metadata
from tb_fairness.reports.group_space import space_from_header, space_header

NAME = "group_metrics"
# The newest layout this code writes and reads.
VERSION = 1

HEADER = 0
CLASS_NAMES = 1
N = 2
TP = 3
NEGATIVES = 4
TRUE_NEGATIVES = 5
_ELEMENTS = 6
_COUNT_FIELDS = {N: "n", TP: "tp", NEGATIVES: "negatives", TRUE_NEGATIVES: "true_negatives"}


def encode(counts: GroupCounts) -> np.ndarray:
    """The report tensor (object array of bytes, shape (6,)) holding ``counts``."""
    largest = int((counts.n + counts.negatives).max()) if counts.n.size else 0
    dtype = blobs.count_dtype(largest)
    header = {
        "classes": len(counts.class_names),
        **space_header(counts.groups),
        "count_dtype": dtype,
    }
    if counts.min_count is not None:  # older readers ignore the key
        header["min_count"] = counts.min_count
    elements: list[bytes | None] = [None] * _ELEMENTS
    elements[HEADER] = blobs.pack_json(header)
    elements[CLASS_NAMES] = blobs.pack_names(counts.class_names)
    for index, field in _COUNT_FIELDS.items():
        elements[index] = blobs.pack_array(getattr(counts, field), dtype)
    return np.array(elements, dtype=object)


def decode(tensor, version: int = 1) -> GroupCounts:
    """The counts stored in a report tensor (as returned by TensorBoard's data provider)."""
    if version > VERSION:
        raise metadata.UnsupportedReport(f"{NAME} version {version} is too new")
    elements = blobs.elements(tensor, _ELEMENTS, NAME)
    try:
        header = blobs.unpack_json(elements[HEADER])
        space = space_from_header(header)
        shape = (int(header["classes"]), space.n_groups)
        blobs.check_cells(NAME, *[shape] * len(_COUNT_FIELDS))
        arrays = {
            field: blobs.unpack_array(elements[index], header["count_dtype"], shape)
            for index, field in _COUNT_FIELDS.items()
        }
        return GroupCounts(
            tuple(blobs.unpack_names(elements[CLASS_NAMES])),
            space,
            **arrays,
            min_count=header.get("min_count"),
        )
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise metadata.UnsupportedReport(f"corrupt {NAME} report: {err}") from None
