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
    return zlib.compress(
        json.dumps(list(names), ensure_ascii=False).encode("utf-8"), COMPRESSION_LEVEL
    )


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


def encode_fields(counts, *, header_fields=(), name_fields=(), array_fields=()) -> np.ndarray:
    """A report tensor for a counts dataclass, element by element in a fixed order:

    ``[HEADER, *name_fields, *array_fields]``. The header is JSON with the ``header_fields``
    (numbers, tuples of numbers) and each array's dtype and shape; names are compressed JSON
    lists; integer arrays are stored as uint32 when they fit, else int64, floats as float64.
    """
    header = {field: _plain(getattr(counts, field)) for field in header_fields}
    arrays = {}
    elements: list[bytes | None] = [None]
    for field in name_fields:
        elements.append(pack_names(getattr(counts, field)))
    for field in array_fields:
        array = np.asarray(getattr(counts, field))
        if np.issubdtype(array.dtype, np.integer):
            fits = array.size == 0 or (array.min() >= 0 and array.max() < 2**32)
            dtype = "<u4" if fits else "<i8"
        else:
            dtype = "<f8"
        arrays[field] = {"dtype": dtype, "shape": list(array.shape)}
        elements.append(
            zlib.compress(np.ascontiguousarray(array, dtype=dtype).tobytes(), COMPRESSION_LEVEL)
        )
    elements[0] = pack_json({"fields": header, "arrays": arrays})
    return np.array(elements, dtype=object)


def decode_fields(cls, tensor, kind: str, *, header_fields=(), name_fields=(), array_fields=()):
    """The counts dataclass ``cls`` from a tensor written by :func:`encode_fields`."""
    from tb_fairness.reports.metadata import UnsupportedReport

    items = elements(tensor, 1 + len(name_fields) + len(array_fields), kind)
    try:
        header = unpack_json(items[0])
        values = {field: header["fields"][field] for field in header_fields}
        for i, field in enumerate(name_fields, start=1):
            values[field] = tuple(unpack_names(items[i]))
        for i, field in enumerate(array_fields, start=1 + len(name_fields)):
            spec = header["arrays"][field]
            array = np.frombuffer(zlib.decompress(items[i]), dtype=spec["dtype"])
            if spec["dtype"] != "<f8":
                array = array.astype(np.int64)
            values[field] = array.reshape(spec["shape"])
        return cls(**values)
    except (ValueError, KeyError, TypeError, zlib.error) as err:
        raise UnsupportedReport(f"corrupt {kind} report: {err}") from None


def _plain(value):
    """Tuples and numpy scalars as JSON-ready Python values."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, np.generic):
        return value.item()
    return value
