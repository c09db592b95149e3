"""Label-association reports: ``AssociationCounts`` <-> a 1-D string tensor.

Layout, version 2: a string tensor of six elements, each named by a constant below.
``HEADER`` is JSON; the others are zlib-compressed. Counts are stored little-endian, as
uint32 when they fit and int64 otherwise (the header says which). Unknown header keys are
ignored, so later versions can add elements without breaking this reader.

Version 2 adds what the intervals of gaps need when identities overlap: the header's
``identity_overlap`` (I x I, ``c(x and x')``) and ``OVERLAP_JOINT`` (P x L,
``c(x and x', y)`` for the P overlapping pairs), and the writer's ``min_count`` when it gave
one. Version 1 reports (five elements) still read, with the overlap unknown.
"""

from __future__ import annotations

import zlib

import numpy as np

from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.reports import blobs, metadata

NAME = "label_associations"
# The newest layout this code writes and reads.
VERSION = 2

HEADER = 0
LABEL_NAMES = 1
LABEL_COUNTS = 2
IDENTITY_COUNTS = 3
JOINT_COUNTS = 4
OVERLAP_JOINT = 5
_ELEMENTS_V1 = 5
_ELEMENTS = 6


def encode(counts: AssociationCounts) -> np.ndarray:
    """The report tensor (object array of bytes, shape (6,)) holding ``counts``."""
    dtype = blobs.count_dtype(counts.n)  # every count is <= n
    header = {
        "n": counts.n,
        "labels": len(counts.label_names),
        "identity_names": list(counts.identity_names),
        "identity_label_index": counts.identity_label_index.tolist(),
        "count_dtype": dtype,
    }
    if counts.identity_overlap is not None:
        header["identity_overlap"] = counts.identity_overlap.tolist()
    if counts.min_count is not None:
        header["min_count"] = counts.min_count
    elements: list[bytes | None] = [None] * _ELEMENTS
    elements[HEADER] = blobs.pack_json(header)
    elements[LABEL_NAMES] = blobs.pack_names(counts.label_names)
    elements[LABEL_COUNTS] = blobs.pack_array(counts.label_counts, dtype)
    elements[IDENTITY_COUNTS] = blobs.pack_array(counts.identity_counts, dtype)
    elements[JOINT_COUNTS] = blobs.pack_array(counts.joint_counts, dtype)
    assert counts.overlap_joint is not None  # AssociationCounts fills it in (zero rows)
    elements[OVERLAP_JOINT] = blobs.pack_array(counts.overlap_joint, dtype)
    return np.array(elements, dtype=object)


def decode(tensor, version: int = 1) -> AssociationCounts:
    """The counts stored in a report tensor (as returned by TensorBoard's data provider)."""
    if version > VERSION:
        raise metadata.UnsupportedReport(f"{NAME} version {version} is too new")
    elements = blobs.elements(tensor, _ELEMENTS if version >= 2 else _ELEMENTS_V1, NAME)
    try:
        header = blobs.unpack_json(elements[HEADER])
        L, dtype = int(header["labels"]), header["count_dtype"]
        identity_names = header["identity_names"]
        I = len(identity_names)
        overlap = header.get("identity_overlap") if version >= 2 else None
        overlap_joint = None
        P = 0 if overlap is None else int(np.count_nonzero(np.triu(np.asarray(overlap), 1)))
        blobs.check_cells(NAME, (L,), (I,), (I, L), (P, L))
        if overlap is not None:
            overlap_joint = blobs.unpack_array(elements[OVERLAP_JOINT], dtype, (P, L))
        return AssociationCounts(
            n=header["n"],
            label_names=tuple(blobs.unpack_names(elements[LABEL_NAMES])),
            identity_names=identity_names,
            label_counts=blobs.unpack_array(elements[LABEL_COUNTS], dtype, (L,)),
            identity_counts=blobs.unpack_array(elements[IDENTITY_COUNTS], dtype, (I,)),
            joint_counts=blobs.unpack_array(elements[JOINT_COUNTS], dtype, (I, L)),
            identity_label_index=header["identity_label_index"],
            identity_overlap=overlap,
            overlap_joint=overlap_joint,
            min_count=header.get("min_count"),
        )
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise metadata.UnsupportedReport(f"corrupt {NAME} report: {err}") from None
