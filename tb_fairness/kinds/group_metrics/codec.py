"""Per-group performance reports (FACET): ``GroupCounts`` <-> a 1-D string tensor.

Layout, version 1: six elements named by the constants below. ``HEADER`` is JSON holding
the group space (attributes, their values, the groupings counted); the class names are a
zlib-compressed JSON list; ``n``, ``tp``, ``negatives`` and ``true_negatives`` are
zlib-compressed little-endian (K, G) arrays, uint32 or int64 as the header says.

A report written with ``slices=True`` has nine elements more, which readers of the six
ignore: ``CELLS`` is JSON naming the joint cells' attributes, their numbers of values, which
are multi-valued (``multi``, present when one is), the numbers of cells and of (cell, class)
entries and the arrays' dtype; then the cells' codes (C, W: a column per attribute, one per
value of a multi-valued one; each code plus one, 0 for none), ``size`` and ``correct`` (C,), and the
entries' cell, class, ``n``, ``tp`` and ``fp`` (M,) (:class:`JointCells`).
"""

from __future__ import annotations

import zlib

import numpy as np

from tb_fairness.metrics.groups import GroupCounts, cell_columns
from tb_fairness.metrics.groups.joint import JointCells
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
CELLS = 6
_CELL_FIELDS = ("size", "correct")
_ENTRY_FIELDS = ("entry_cell", "entry_class", "n", "tp", "fp")
_WITH_CELLS = CELLS + 2 + len(_CELL_FIELDS) + len(_ENTRY_FIELDS)


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
    if counts.cells is not None:
        elements += _encode_cells(counts.cells)
    return np.array(elements, dtype=object)


def _encode_cells(cells: JointCells) -> list[bytes]:
    arrays = [cells.codes + 1] + [getattr(cells, f) for f in (*_CELL_FIELDS, *_ENTRY_FIELDS)]
    largest = max((int(a.max()) for a in arrays if a.size), default=0)
    dtype = blobs.count_dtype(largest)
    header = {
        "attributes": list(cells.attributes),
        "domains": list(cells.domains),
        # Only when some attribute is multi-valued: other reports' bytes stay as they were.
        **({"multi": list(cells.multi)} if any(cells.multi) else {}),
        "cells": cells.n_cells,
        "entries": len(cells.n),
        "dtype": dtype,
    }
    return [blobs.pack_json(header)] + [blobs.pack_array(a, dtype) for a in arrays]


def _decode_cells(elements, counted: list) -> JointCells:
    """The joint cells; ``counted``: the shapes of the report's other arrays (one report's
    arrays together are within the cap)."""
    if len(elements) < _WITH_CELLS:
        raise ValueError(f"cells: expected {_WITH_CELLS} elements, got {len(elements)}")
    header = blobs.unpack_json(elements[CELLS])
    C, M = int(header["cells"]), int(header["entries"])
    A = len(header["attributes"])
    multi = cell_columns.checked_multi(header.get("multi"), A)
    W = cell_columns.width(header["domains"][:A], multi)
    shapes = [(C, W), *[(C,)] * len(_CELL_FIELDS), *[(M,)] * len(_ENTRY_FIELDS)]
    blobs.check_cells(NAME, *counted, *shapes)
    arrays = [
        blobs.unpack_array(elements[CELLS + 1 + i], header["dtype"], shape)
        for i, shape in enumerate(shapes)
    ]
    named = dict(zip((*_CELL_FIELDS, *_ENTRY_FIELDS), arrays[1:]))
    return JointCells(
        tuple(header["attributes"]),
        tuple(header["domains"]),
        np.asarray(arrays[0], dtype=np.int64) - 1,
        **named,
        multi=multi,
    )


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
        counted = [shape] * len(_COUNT_FIELDS)
        cells = _decode_cells(elements, counted) if len(elements) > _ELEMENTS else None
        return GroupCounts(
            tuple(blobs.unpack_names(elements[CLASS_NAMES])),
            space,
            **arrays,
            min_count=header.get("min_count"),
            cells=cells,
        )
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise metadata.UnsupportedReport(f"corrupt {NAME} report: {err}") from None
