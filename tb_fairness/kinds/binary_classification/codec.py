"""Scored binary classification reports: ``BinaryCounts`` <-> a 1-D string tensor.

Layout, version 1: six elements named by the constants below. ``HEADER`` is JSON holding
the group space, the thresholds and the count dtype; the label names are a zlib-compressed
JSON list; ``positives``, ``negatives`` (L, G) and ``tp``, ``fp`` (L, G, T) are
zlib-compressed little-endian arrays, uint32 or int64 as the header says.

A report written with ``slices=True`` has six elements more, which readers of the six
ignore: ``CELLS`` is JSON naming the joint cells' attributes, their numbers of values, the
number of cells and the arrays' dtype; then the cells' codes (C, A, each value index plus
one, 0 for none), ``positives``, ``negatives`` (L, C) and ``tp``, ``fp`` (L, C, T)
(:class:`BinaryCells`).
"""

from __future__ import annotations

import zlib

import numpy as np

from tb_fairness.metrics.binary import BinaryCounts
from tb_fairness.metrics.binary.joint import BinaryCells
from tb_fairness.reports import blobs, metadata
from tb_fairness.reports.group_space import space_from_header, space_header

NAME = "binary_classification"
# The newest layout this code writes and reads.
VERSION = 1

HEADER = 0
LABEL_NAMES = 1
POSITIVES = 2
NEGATIVES = 3
TP = 4
FP = 5
_ELEMENTS = 6
_GROUP_FIELDS = {POSITIVES: "positives", NEGATIVES: "negatives"}
_THRESHOLD_FIELDS = {TP: "tp", FP: "fp"}
CELLS = 6
_CELL_FIELDS = ("positives", "negatives", "tp", "fp")
_WITH_CELLS = CELLS + 2 + len(_CELL_FIELDS)


def encode(counts: BinaryCounts) -> np.ndarray:
    """The report tensor (object array of bytes, shape (6,)) holding ``counts``."""
    largest = int(counts.n.max()) if counts.n.size else 0
    dtype = blobs.count_dtype(largest)
    header = {
        "labels": len(counts.label_names),
        **space_header(counts.groups),
        "thresholds": list(counts.thresholds),
        "count_dtype": dtype,
    }
    if counts.min_count is not None:
        header["min_count"] = counts.min_count
    elements: list[bytes | None] = [None] * _ELEMENTS
    elements[HEADER] = blobs.pack_json(header)
    elements[LABEL_NAMES] = blobs.pack_names(counts.label_names)
    for index, field in {**_GROUP_FIELDS, **_THRESHOLD_FIELDS}.items():
        elements[index] = blobs.pack_array(getattr(counts, field), dtype)
    if counts.cells is not None:
        elements += _encode_cells(counts.cells)
    return np.array(elements, dtype=object)


def _encode_cells(cells: BinaryCells) -> list[bytes]:
    arrays = [cells.codes + 1] + [getattr(cells, f) for f in _CELL_FIELDS]
    largest = max((int(a.max()) for a in arrays if a.size), default=0)
    dtype = blobs.count_dtype(largest)
    header = {
        "attributes": list(cells.attributes),
        "domains": list(cells.domains),
        "cells": cells.n_cells,
        "dtype": dtype,
    }
    return [blobs.pack_json(header)] + [blobs.pack_array(a, dtype) for a in arrays]


def _decode_cells(elements, counted: list, L: int, T: int) -> BinaryCells:
    """The joint cells; ``counted``: the shapes of the report's other arrays (one report's
    arrays together are within the cap)."""
    if len(elements) < _WITH_CELLS:
        raise ValueError(f"cells: expected {_WITH_CELLS} elements, got {len(elements)}")
    header = blobs.unpack_json(elements[CELLS])
    C, A = int(header["cells"]), len(header["attributes"])
    shapes = [(C, A), (L, C), (L, C), (L, C, T), (L, C, T)]
    blobs.check_cells(NAME, *counted, *shapes)
    arrays = [
        blobs.unpack_array(elements[CELLS + 1 + i], header["dtype"], shape)
        for i, shape in enumerate(shapes)
    ]
    return BinaryCells(
        tuple(header["attributes"]),
        tuple(header["domains"]),
        np.asarray(arrays[0], dtype=np.int64) - 1,
        *arrays[1:],
    )


def decode(tensor, version: int = 1) -> BinaryCounts:
    """The counts stored in a report tensor (as returned by TensorBoard's data provider)."""
    if version > VERSION:
        raise metadata.UnsupportedReport(f"{NAME} version {version} is too new")
    elements = blobs.elements(tensor, _ELEMENTS, NAME)
    try:
        header = blobs.unpack_json(elements[HEADER])
        space = space_from_header(header)
        L, G, T = int(header["labels"]), space.n_groups, len(header["thresholds"])
        dtype = header["count_dtype"]
        blobs.check_cells(NAME, (L, G), (L, G), (L, G, T), (L, G, T))
        arrays = {
            field: blobs.unpack_array(elements[i], dtype, (L, G))
            for i, field in _GROUP_FIELDS.items()
        }
        arrays.update(
            {
                field: blobs.unpack_array(elements[i], dtype, (L, G, T))
                for i, field in _THRESHOLD_FIELDS.items()
            }
        )
        counted = [(L, G), (L, G), (L, G, T), (L, G, T)]
        cells = _decode_cells(elements, counted, L, T) if len(elements) > _ELEMENTS else None
        return BinaryCounts(
            tuple(blobs.unpack_names(elements[LABEL_NAMES])),
            space,
            tuple(header["thresholds"]),
            arrays["positives"],
            arrays["negatives"],
            arrays["tp"],
            arrays["fp"],
            min_count=header.get("min_count"),
            cells=cells,
        )
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise metadata.UnsupportedReport(f"corrupt {NAME} report: {err}") from None
