"""The pieces every report layout is made of: JSON and zlib-compressed arrays as bytes.

A report tensor is a 1-D string tensor whose elements are named by constants in the kind's
module; these helpers turn arrays and name lists into those elements and back.
"""
from __future__ import annotations

import json
import zlib

import numpy as np

# Level 1: counts compress almost as well as at 6, in an eighth of the time.
COMPRESSION_LEVEL = 1


def count_dtype(largest: int) -> str:
    """The storage dtype for counts up to ``largest``: uint32 when they fit, else int64."""
    return "<u4" if largest < 2**32 else "<i8"


def pack_array(array: np.ndarray, dtype: str) -> bytes:
    return zlib.compress(np.ascontiguousarray(array, dtype=dtype).tobytes(), COMPRESSION_LEVEL)


def unpack_array(blob: bytes, dtype: str, shape) -> np.ndarray:
    return np.frombuffer(zlib.decompress(blob), dtype=dtype).astype(np.int64).reshape(shape)


def pack_names(names) -> bytes:
    return zlib.compress(json.dumps(list(names), ensure_ascii=False).encode("utf-8"),
                         COMPRESSION_LEVEL)


def unpack_names(blob: bytes) -> list:
    return json.loads(zlib.decompress(blob).decode("utf-8"))


def pack_json(value) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def unpack_json(blob) -> dict:
    return json.loads(bytes(blob).decode("utf-8"))


def elements(tensor, expected: int, kind: str) -> np.ndarray:
    """The tensor's elements as a flat object array, refusing one that is too short."""
    from tb_fairness.reports.metadata import UnsupportedReport

    out = np.asarray(tensor, dtype=object).reshape(-1)
    if out.size < expected:
        raise UnsupportedReport(f"{kind} report has {out.size} elements, expected {expected}")
    return out
