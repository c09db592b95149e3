"""A view's answer as typed columns (``format=columnar``): what the tab reads without
parsing a number.

The answer is the JSON answer with its ``columns`` and ``states`` taken out of the JSON
and sent as little-endian buffers that the browser maps into typed arrays as they are:

    bytes 0-3   b"TBFC"
    bytes 4-7   uint32: the framing's version (2)
    bytes 8-11  uint32: H, the header's length
    12..12+H    the header: the JSON answer, each column replaced by its descriptor
                {"type": T, "offset": O, "bytes": B}; spaces pad it so that the buffers
                start at a multiple of 8
    then        the buffers, each at its offset (from the first buffer's start, a
                multiple of 8)

Types: ``f64`` (float64; NaN where the JSON has null: the states say what an infinite or
undefined value is), ``dec`` (the same numbers in 4 bytes, for a column whose every number
is m x 10**e with m < 2**24 and -22 <= e <= 22, as 7 significant digits make them: a uint32
per row, 0xFFFFFFFF for NaN, else bit 31 the sign, bits 24-30 e + 64, bits 0-23 m; the
number is m / 10**-e for e < 0 and m * 10**e otherwise, which IEEE division and
multiplication of those exact operands round as a JSON parser rounds the decimal: the same
float64), ``u32`` (counts below 2**32), ``u8`` (flags: 0 or 1), ``codes``
(uint8 indices into the descriptor's ``values``, null among them: the states), ``json``
(a UTF-8 JSON array: the label names). Floats carry the JSON's numbers exactly (the same
rounding, :data:`tb_fairness.kinds.table.FLOAT_DIGITS` significant digits).
"""

from __future__ import annotations

import struct

import numpy as np
import orjson

from tb_fairness.kinds.table import FLOAT_DIGITS, round_significant

MAGIC = b"TBFC"
# 2: the `dec` type.
VERSION = 2
CONTENT_TYPE = "application/vnd.tb-fairness.columns"
_ALIGN = 8
# Few distinct values, strings or None (the states): one byte per row.
_MAX_CODES = 255
# `dec`: the exponents whose powers of ten are exact in float64, the mantissa's bits, NaN.
_DEC_EXPONENT = 22
_DEC_MANTISSA = 1 << 24
_DEC_NAN = 0xFFFFFFFF


def _decimal(x: np.ndarray) -> np.ndarray | None:
    """``x`` (float64, NaN for null, rounded to 7 significant digits) as ``dec`` codes; None
    when a number is not m x 10**e exactly in range (the column goes as f64)."""
    codes = np.full(x.shape, _DEC_NAN, np.uint32)
    finite = ~np.isnan(x)
    a = np.abs(x[finite])
    e = np.zeros(a.shape, np.int64)
    positive = a > 0
    with np.errstate(divide="ignore"):
        e[positive] = np.floor(np.log10(a[positive])).astype(np.int64) - (FLOAT_DIGITS - 1)
    if e.size and (e.min() < -_DEC_EXPONENT or e.max() > _DEC_EXPONENT):
        return None
    tens = 10.0 ** np.abs(e)  # exact for |e| <= 22
    m = np.rint(np.where(e < 0, a * tens, a / tens))
    if m.size and m.max() >= _DEC_MANTISSA:
        return None
    # What the reader computes, which must give back each number exactly.
    if not np.array_equal(np.where(e < 0, m / tens, m * tens), a):
        return None
    sign = np.signbit(x[finite]).astype(np.uint32) << 31
    codes[finite] = sign | ((e + 64).astype(np.uint32) << 24) | m.astype(np.uint32)
    return codes


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
            out = round_significant(values).astype(np.float64)
            out[~np.isfinite(out)] = np.nan  # JSON's null; the states hold +-inf
            codes = _decimal(out)
            if codes is not None:
                return {"type": "dec"}, codes.astype("<u4").tobytes()
            return {"type": "f64"}, out.astype("<f8").tobytes()
    items = values.tolist() if isinstance(values, np.ndarray) else list(values)
    # Types and distinct values in C: 100,000 labels are looked at in milliseconds.
    if set(map(type, items)) <= {str, type(None)}:
        # More distinct values among the first few than codes hold (a label column): no
        # codes, known without hashing every label.
        if len(set(items[: 4 * _MAX_CODES])) <= _MAX_CODES:
            distinct = list(dict.fromkeys(items))
            if len(distinct) <= _MAX_CODES and len(items) > 2 * len(distinct):
                index = {v: i for i, v in enumerate(distinct)}
                codes = np.fromiter(map(index.__getitem__, items), np.uint8, len(items))
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


def _from_decimal(codes: np.ndarray) -> np.ndarray:
    """``dec`` codes back to float64, as the tab reads them (frontend/src/columnar.ts)."""
    m = (codes & 0xFFFFFF).astype(np.float64)
    e = ((codes >> 24) & 0x7F).astype(np.int64) - 64
    tens = 10.0 ** np.abs(np.clip(e, -_DEC_EXPONENT, _DEC_EXPONENT))
    out = np.where(e < 0, m / tens, m * tens)
    out = np.where(codes >> 31, -out, out)
    out[codes == _DEC_NAN] = np.nan
    return out


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
            elif d["type"] == "dec":
                header[part][name] = _from_decimal(np.frombuffer(data, "<u4"))
            elif d["type"] == "codes":
                header[part][name] = [d["values"][c] for c in data]
            else:
                header[part][name] = orjson.loads(data)
    return header
