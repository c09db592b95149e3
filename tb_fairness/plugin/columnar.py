"""A view's answer as typed columns (``format=columnar``): what the tab reads without
parsing a number.

The answer is the JSON answer with its ``columns`` and ``states`` taken out of the JSON
and sent as little-endian buffers that the browser maps into typed arrays as they are:

    bytes 0-3   b"TBFC"
    bytes 4-7   uint32: the framing's version (1)
    bytes 8-11  uint32: H, the header's length
    12..12+H    the header: the JSON answer, each column replaced by its descriptor
                {"type": T, "offset": O, "bytes": B}; spaces pad it so that the buffers
                start at a multiple of 8
    then        the buffers, each at its offset (from the first buffer's start, a
                multiple of 8)

Types: ``f64`` (float64; NaN where the JSON has null: the states say what an infinite or
undefined value is), ``u32`` (counts below 2**32), ``u8`` (flags: 0 or 1), ``codes``
(uint8 indices into the descriptor's ``values``, null among them: the states), ``json``
(a UTF-8 JSON array: the label names). Floats carry the JSON's numbers exactly (the same
rounding, :data:`tb_fairness.kinds.table.FLOAT_DIGITS` significant digits).
"""

from __future__ import annotations

import struct

import numpy as np
import orjson

from tb_fairness.kinds.table import round_significant

MAGIC = b"TBFC"
VERSION = 1
CONTENT_TYPE = "application/vnd.tb-fairness.columns"
_ALIGN = 8
# Few distinct values, strings or None (the states): one byte per row.
_MAX_CODES = 255


def _buffer(values) -> tuple[dict, bytes]:
    """One column as (descriptor without its offset, bytes)."""
    if isinstance(values, np.ndarray) and values.dtype != object:
        if values.dtype == np.bool_:
            return {"type": "u8"}, values.astype(np.uint8).tobytes()
        if np.issubdtype(values.dtype, np.integer):
            if values.size == 0 or (values.min() >= 0 and values.max() < 2**32):
                return {"type": "u32"}, values.astype("<u4").tobytes()
            return {"type": "f64"}, values.astype("<f8").tobytes()
        if np.issubdtype(values.dtype, np.floating):
            out = round_significant(values)
            out[~np.isfinite(out)] = np.nan  # JSON's null; the states hold +-inf
            return {"type": "f64"}, out.astype("<f8").tobytes()
    items = values.tolist() if isinstance(values, np.ndarray) else list(values)
    if all(v is None or isinstance(v, str) for v in items):
        distinct = list(dict.fromkeys(items))
        if len(distinct) <= _MAX_CODES and len(items) > 2 * len(distinct):
            index = {v: i for i, v in enumerate(distinct)}
            codes = np.fromiter((index[v] for v in items), np.uint8, len(items))
            return {"type": "codes", "values": distinct}, codes.tobytes()
    return {"type": "json"}, orjson.dumps(items, option=orjson.OPT_SERIALIZE_NUMPY)


def encode(answer: dict) -> bytes:
    """``answer`` (a view's JSON answer: numpy arrays in ``columns``, lists in ``states``)
    in the framing above."""
    header = dict(answer)
    chunks: list[bytes] = []
    size = 0
    for part in ("columns", "states"):
        if not isinstance(answer.get(part), dict):
            continue
        described = {}
        for name, values in answer[part].items():
            descriptor, data = _buffer(values)
            described[name] = {**descriptor, "offset": size, "bytes": len(data)}
            pad = -len(data) % _ALIGN
            chunks.append(data + b"\0" * pad)
            size += len(data) + pad
        header[part] = described
    head = orjson.dumps(header, option=orjson.OPT_SERIALIZE_NUMPY)
    head += b" " * (-(12 + len(head)) % _ALIGN)
    return b"".join([MAGIC, struct.pack("<II", VERSION, len(head)), head, *chunks])


def decode(body: bytes) -> dict:
    """The answer back, columns as numpy arrays and lists (for tests and scripts)."""
    if body[:4] != MAGIC:
        raise ValueError("not a columnar answer")
    version, length = struct.unpack_from("<II", body, 4)
    if version != VERSION:
        raise ValueError(f"columnar version {version}, expected {VERSION}")
    header = orjson.loads(body[12 : 12 + length])
    start = 12 + length
    dtypes = {"f64": "<f8", "u32": "<u4", "u8": "u1"}
    for part in ("columns", "states"):
        for name, d in (header.get(part) or {}).items():
            data = body[start + d["offset"] : start + d["offset"] + d["bytes"]]
            if d["type"] in dtypes:
                header[part][name] = np.frombuffer(data, dtypes[d["type"]])
            elif d["type"] == "codes":
                header[part][name] = [d["values"][c] for c in data]
            else:
                header[part][name] = orjson.loads(data)
    return header
