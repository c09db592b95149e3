"""The pieces every report layout is made of: JSON and zlib-compressed arrays as bytes.

A report tensor is a 1-D string tensor whose elements are named by constants in the kind's
module; these helpers turn arrays and name lists into those elements and back.

Reading is defensive: a report comes from a logdir, which anyone may have written. Its
arrays' declared shapes are checked against the cap on one report's cells first
(:func:`check_cells`), then each element is inflated in a stream and refused as soon as it
would exceed its size (an array's declared dtype x shape, or :data:`MAX_NAMES_BYTES`), so a
zlib bomb costs no more than that size; JSON refuses non-finite numbers, integers beyond 64
bits and deep nesting. Every refusal is a ``ValueError`` naming what is wrong (the decoders
turn it into ``UnsupportedReport``).
"""

from __future__ import annotations

import json
import math
import zlib

import numpy as np

from tb_fairness.metrics.validation import check_report_cells

# Level 1: counts compress almost as well as at 6, in an eighth of the time.
COMPRESSION_LEVEL = 1

# The most bytes one element may inflate to: an array (its dtype x shape must fit) and a
# JSON list of names. 1 GiB of int64 counts is 134M cells (e.g. 100k labels x 1,300
# identities), 64 MiB of names is a million 60-character labels.
MAX_ARRAY_BYTES = 1 << 30
MAX_NAMES_BYTES = 64 << 20
# The dtypes a report stores (little-endian counts and floats).
ARRAY_DTYPES = ("<u4", "<i8", "<f8")
# Integers in a header or a name list: what a 64-bit signed count holds (JSON encoders,
# numpy int64 and the Rust data server all stop there).
_MAX_JSON_INT = 2**63


def check_cells(kind: str, *shapes) -> None:
    """The arrays a header declares, checked to fit one report
    (:data:`~tb_fairness.metrics.validation.MAX_REPORT_CELLS`) before any is inflated: an
    oversized or forged report is refused in the time it takes to read its header."""
    check_report_cells(shapes, f"{kind} report")


def inflate(blob, limit: int, what: str = "element") -> bytes:
    """``zlib.decompress(blob)``, refusing (``ValueError``) output beyond ``limit`` bytes
    before producing it: the stream is inflated with ``max_length``, never fully."""
    if not isinstance(blob, (bytes, bytearray, memoryview)):
        raise ValueError(f"{what}: expected bytes, got {type(blob).__name__}")
    inflater = zlib.decompressobj()
    out = inflater.decompress(blob, limit + 1)
    if len(out) > limit or inflater.unconsumed_tail:
        raise ValueError(f"{what}: inflates to more than {limit:,} bytes (refused)")
    if not inflater.eof:
        raise ValueError(f"{what}: truncated zlib stream")
    return out


def _json_int(text: str) -> int:
    value = int(text)
    if not -_MAX_JSON_INT <= value < _MAX_JSON_INT:
        raise ValueError(f"integer {text[:24]}... does not fit 64 bits")
    return value


def _json_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise ValueError(f"number {text[:24]} is not finite")
    return value


def _json_constant(text: str):
    raise ValueError(f"{text} is not a number JSON allows")


def loads(text: str, what: str = "JSON"):
    """``json.loads`` for untrusted text: finite floats, 64-bit integers, bounded nesting;
    anything else is a ``ValueError`` naming ``what``."""
    try:
        return json.loads(
            text,
            parse_int=_json_int,
            parse_float=_json_float,
            parse_constant=_json_constant,
        )
    except RecursionError:
        raise ValueError(f"{what}: nested too deeply") from None
    except ValueError as err:
        raise ValueError(f"{what}: {err}") from None


def count_dtype(largest: int) -> str:
    """The storage dtype for counts up to ``largest``: uint32 when they fit, else int64."""
    return "<u4" if largest < 2**32 else "<i8"


def pack_array(array: np.ndarray, dtype: str) -> bytes:
    return zlib.compress(np.ascontiguousarray(array, dtype=dtype).tobytes(), COMPRESSION_LEVEL)


def array_size(dtype, shape) -> tuple[str, tuple[int, ...], int]:
    """(dtype, shape, size in bytes) of an array a header declares, checked: a stored dtype,
    non-negative whole dimensions, at most :data:`MAX_ARRAY_BYTES`."""
    if not isinstance(dtype, str) or dtype not in ARRAY_DTYPES:
        raise ValueError(f"dtype {dtype!r} is not one of {', '.join(ARRAY_DTYPES)}")
    if not isinstance(shape, (list, tuple)) or len(shape) > 8:
        raise ValueError(f"shape {shape!r} is not a list of dimensions")
    dims = []
    for d in shape:
        if isinstance(d, bool) or not isinstance(d, (int, np.integer)) or d < 0:
            raise ValueError(f"shape {shape!r} has a dimension that is not a whole number >= 0")
        dims.append(int(d))
    size = math.prod(dims) * np.dtype(dtype).itemsize
    if size > MAX_ARRAY_BYTES:
        raise ValueError(f"shape {dims} of {dtype} is {size:,} bytes, over {MAX_ARRAY_BYTES:,}")
    return dtype, tuple(dims), size


def unpack_array(blob: bytes, dtype: str, shape) -> np.ndarray:
    """The counts stored by :func:`pack_array` (as int64), refused when the blob does not
    inflate to exactly ``dtype`` x ``shape``."""
    return _unpack(blob, dtype, shape).astype(np.int64)


def _unpack(blob, dtype, shape) -> np.ndarray:
    dtype, shape, size = array_size(dtype, shape)
    raw = inflate(blob, size, f"array of shape {list(shape)}")
    if len(raw) != size:
        raise ValueError(f"array of shape {list(shape)}: {len(raw):,} bytes, expected {size:,}")
    return np.frombuffer(raw, dtype=dtype).reshape(shape)


def pack_names(names) -> bytes:
    return zlib.compress(
        json.dumps(list(names), ensure_ascii=False).encode("utf-8"), COMPRESSION_LEVEL
    )


def unpack_names(blob: bytes) -> list:
    names = loads(inflate(blob, MAX_NAMES_BYTES, "names").decode("utf-8"), "names")
    # JSON parses to exactly these types (no subclasses): the check runs in C.
    if not isinstance(names, list) or not set(map(type, names)) <= {str, int, float}:
        raise ValueError("names: expected a list of names")
    return names


def pack_json(value) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode("utf-8")


def unpack_json(blob) -> dict:
    if not isinstance(blob, (bytes, bytearray, memoryview)):
        raise ValueError(f"header: expected bytes, got {type(blob).__name__}")
    header = loads(bytes(blob).decode("utf-8"), "header")
    if not isinstance(header, dict):
        raise ValueError(f"header: expected a JSON object, got {type(header).__name__}")
    return header


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
        specs = [header["arrays"][field] for field in array_fields]
        check_cells(kind, *(tuple(spec["shape"]) for spec in specs))
        values = {field: header["fields"][field] for field in header_fields}
        for i, field in enumerate(name_fields, start=1):
            values[field] = tuple(unpack_names(items[i]))
        for i, field in enumerate(array_fields, start=1 + len(name_fields)):
            spec = header["arrays"][field]
            array = _unpack(items[i], spec["dtype"], spec["shape"])
            values[field] = array if spec["dtype"] == "<f8" else array.astype(np.int64)
        return cls(**values)
    except (ValueError, KeyError, TypeError, OverflowError, zlib.error) as err:
        raise UnsupportedReport(f"corrupt {kind} report: {err}") from None


def _plain(value):
    """Tuples and numpy scalars as JSON-ready Python values."""
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, np.generic):
        return value.item()
    return value
