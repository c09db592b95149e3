"""Scored binary classification reports: ``BinaryCounts`` <-> a 1-D string tensor.

Layout, version 1: six elements named by the constants below. ``HEADER`` is JSON holding
the group space, the thresholds and the count dtype; the label names are a zlib-compressed
JSON list; ``positives``, ``negatives`` (L, G) and ``tp``, ``fp`` (L, G, T) are
zlib-compressed little-endian arrays, uint32 or int64 as the header says.

Version 2 adds four elements: ``SCORE_SUMS`` is JSON (``{}`` for scores not on the
probability scale; else the bins, the fixed-point scale and the dtype), then the score sums
per label x group x bin (L, G, 10) and the sums of the Brier losses and of their squares
(L, G) (:class:`~tb_fairness.metrics.binary.calibration.ScoreSums`). A reader of version
1 refuses a version-2 report by its metadata, and this one reads both.

A report written with ``slices=True`` has five elements more (after the six of version 1,
after the ten of version 2), which readers that know no cells ignore: ``CELLS`` is JSON
naming the joint cells' attributes, their numbers of values, which are multi-valued
(``multi``, present when one is), the number of cells and the arrays' dtype; then the
cells' codes (C, W: a column per attribute, one per value of a multi-valued one; each code
plus one, 0 for none), ``positives``, ``negatives`` (L, C) and ``tp``, ``fp`` (L, C, T)
(:class:`BinaryCells`).
"""

from __future__ import annotations

import zlib

import numpy as np

from tb_fairness.metrics.binary import BinaryCounts, calibration
from tb_fairness.metrics.binary.calibration import ScoreSums
from tb_fairness.metrics.binary.joint import BinaryCells
from tb_fairness.metrics.groups import cell_columns
from tb_fairness.reports import blobs, metadata
from tb_fairness.reports.group_space import space_from_header, space_header

NAME = "binary_classification"
# The newest layout this code writes and reads: 2 adds the score sums (calibration).
VERSION = 2

HEADER = 0
LABEL_NAMES = 1
POSITIVES = 2
NEGATIVES = 3
TP = 4
FP = 5
_ELEMENTS = 6
_GROUP_FIELDS = {POSITIVES: "positives", NEGATIVES: "negatives"}
_THRESHOLD_FIELDS = {TP: "tp", FP: "fp"}
# Version 2: the score sums' JSON header and three arrays, then the cells (version 1: the
# cells at 6).
SCORE_SUMS = 6
_SUM_FIELDS = ("scores", "losses", "squares")
_V2_ELEMENTS = SCORE_SUMS + 1 + len(_SUM_FIELDS)
CELLS = _V2_ELEMENTS
_CELL_FIELDS = ("positives", "negatives", "tp", "fp")
_CELL_ELEMENTS = 1 + len(_CELL_FIELDS)


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
    elements += _encode_sums(counts.score_sums)
    if counts.cells is not None:
        elements += _encode_cells(counts.cells)
    return np.array(elements, dtype=object)


def _encode_sums(sums: ScoreSums | None) -> list[bytes]:
    """The score sums' header (``{}`` without them: scores not on the probability scale)
    and arrays (empty without them)."""
    if sums is None:
        return [blobs.pack_json({})] + [b""] * len(_SUM_FIELDS)
    arrays = [getattr(sums, f) for f in _SUM_FIELDS]
    largest = max((int(a.max()) for a in arrays if a.size), default=0)
    dtype = blobs.count_dtype(largest)
    header = {"bins": calibration.BINS, "scale": calibration.SCALE, "dtype": dtype}
    return [blobs.pack_json(header)] + [blobs.pack_array(a, dtype) for a in arrays]


def _decode_sums(elements, counted: list, L: int, G: int) -> ScoreSums | None:
    header = blobs.unpack_json(elements[SCORE_SUMS])
    if not header:
        return None
    if header.get("bins") != calibration.BINS or header.get("scale") != calibration.SCALE:
        raise ValueError(
            f"score_sums: expected {calibration.BINS} bins in fixed point "
            f"{calibration.SCALE}, got {header.get('bins')!r} and {header.get('scale')!r}"
        )
    shapes = [(L, G, calibration.BINS), (L, G), (L, G)]
    blobs.check_cells(NAME, *counted, *shapes)
    arrays = [
        blobs.unpack_array(elements[SCORE_SUMS + 1 + i], header["dtype"], shape)
        for i, shape in enumerate(shapes)
    ]
    return ScoreSums(*arrays)


def _encode_cells(cells: BinaryCells) -> list[bytes]:
    arrays = [cells.codes + 1] + [getattr(cells, f) for f in _CELL_FIELDS]
    largest = max((int(a.max()) for a in arrays if a.size), default=0)
    dtype = blobs.count_dtype(largest)
    header = {
        "attributes": list(cells.attributes),
        "domains": list(cells.domains),
        # Only when some attribute is multi-valued: other reports' bytes stay as they were.
        **({"multi": list(cells.multi)} if any(cells.multi) else {}),
        "cells": cells.n_cells,
        "dtype": dtype,
    }
    return [blobs.pack_json(header)] + [blobs.pack_array(a, dtype) for a in arrays]


def _decode_cells(elements, at: int, counted: list, L: int, T: int) -> BinaryCells:
    """The joint cells from element ``at``; ``counted``: the shapes of the report's other
    arrays (one report's arrays together are within the cap)."""
    if len(elements) < at + _CELL_ELEMENTS:
        raise ValueError(f"cells: expected {at + _CELL_ELEMENTS} elements, got {len(elements)}")
    header = blobs.unpack_json(elements[at])
    C, A = int(header["cells"]), len(header["attributes"])
    multi = cell_columns.checked_multi(header.get("multi"), A)
    W = cell_columns.width(header["domains"][:A], multi)
    shapes = [(C, W), (L, C), (L, C), (L, C, T), (L, C, T)]
    blobs.check_cells(NAME, *counted, *shapes)
    arrays = [
        blobs.unpack_array(elements[at + 1 + i], header["dtype"], shape)
        for i, shape in enumerate(shapes)
    ]
    named = dict(zip(_CELL_FIELDS, arrays[1:]))
    return BinaryCells(
        tuple(header["attributes"]),
        tuple(header["domains"]),
        np.asarray(arrays[0], dtype=np.int64) - 1,
        **named,
        multi=multi,
    )


def decode(tensor, version: int = VERSION) -> BinaryCounts:
    """The counts stored in a report tensor (as returned by TensorBoard's data provider)."""
    if version > VERSION:
        raise metadata.UnsupportedReport(f"{NAME} version {version} is too new")
    elements = blobs.elements(tensor, _ELEMENTS if version < 2 else _V2_ELEMENTS, NAME)
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
        sums = None
        at = _ELEMENTS
        if version >= 2:
            sums = _decode_sums(elements, counted, L, G)
            at = _V2_ELEMENTS
        cells = _decode_cells(elements, at, counted, L, T) if len(elements) > at else None
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
            score_sums=sums,
        )
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise metadata.UnsupportedReport(f"corrupt {NAME} report: {err}") from None
