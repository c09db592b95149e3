"""Accumulators for streaming evaluation, one per report kind: counts updated batch by batch
and merged by addition, equal to one shot byte for byte (see
:mod:`tb_fairness.kinds.accumulator`). Hand one to a writer with ``counts=accumulator``.

Each is named ``<Kind>Accumulator`` after its kind (``GroupMetricsAccumulator``...):
generated from the kind's declaration, or the kind's own class when its counting keeps
state between batches.
"""

from __future__ import annotations

import json
import struct
import zlib
from typing import TYPE_CHECKING, Any

import numpy as np

from tb_fairness import kinds
from tb_fairness.kinds.accumulator import accumulator_class
from tb_fairness.reports.metadata import UnsupportedReport

if TYPE_CHECKING:  # the generated classes' signatures, for editors and mypy
    from tb_fairness.summary.stubs.accumulators import *  # noqa: F403

# Every accumulator, one per report kind, in the registry's order.
ACCUMULATORS: tuple[type, ...] = tuple(
    accumulator_class(k.name, k.counts_type, k.writing, __name__) for k in kinds.KINDS
)
# By name, and by the names they had before they were named after their kinds.
_BY_NAME: dict[str, Any] = {
    stem + "Accumulator": cls
    for k, cls in zip(kinds.KINDS, ACCUMULATORS)
    for stem in k.writing.class_stems(k.name)
}
globals().update(_BY_NAME)


def accumulator_for(counts_type: type) -> type[Any]:
    """The accumulator class whose counts are ``counts_type``.

    >>> from tb_fairness.metrics.skew import SkewCounts
    >>> accumulator_for(SkewCounts).__name__
    'SkewSizeAccumulator'
    """
    for accumulator in ACCUMULATORS:
        if accumulator.counts_type is counts_type:  # type: ignore[attr-defined]
            return accumulator
    raise KeyError(f"counts_type: no accumulator holds {counts_type.__name__}")


# --------------------------------------------------------------------------------------
# An accumulator as bytes: what crosses between processes (Beam's workers, and any engine
# that merges accumulators elsewhere than where they counted)

MAGIC = b"TBFA"
FORMAT = 2  # 1: tb-fairness 0.1's Beam coder (no magic, configuration nor checksum)
_EMPTY, _COUNTS = 0, 1  # what follows the configuration: nothing yet, or the report's elements
_HEAD = struct.Struct("<4sBBHII")  # magic, format, what, layout version, elements, config bytes
_LENGTH = struct.Struct("<Q")
_CHECK = struct.Struct("<I")  # CRC-32 of every byte before it


def encode(accumulator) -> bytes:
    """``accumulator`` as bytes: a head, its configuration (:meth:`configuration`: what must
    agree for a merge, as JSON), the elements of its report tensor (the kind's own
    ``encode``: JSON header, zlib-compressed names and counts) each after its length, its
    extra state (:meth:`extra_state`), and a CRC-32 of all of it. What travels is the size
    of a report and its settings, never a pickled object; :func:`decode` takes it back."""
    kind = kinds.get(_kind_of(type(accumulator)))
    config = json.dumps(accumulator.configuration(), sort_keys=True).encode()
    counts = accumulator.counts
    parts = [] if counts is None else [bytes(x) for x in kind.encode(counts)]
    what = _EMPTY if counts is None else _COUNTS
    out = [_HEAD.pack(MAGIC, FORMAT, what, kind.version, len(parts), len(config)), config]
    for part in [*parts, accumulator.extra_state()]:
        out += [_LENGTH.pack(len(part)), part]
    body = b"".join(out)
    return body + _CHECK.pack(zlib.crc32(body))


def decode(data, template):
    """The accumulator :func:`encode` wrote, as a new accumulator like ``template`` (a new
    one made with the options the counts must have been counted with). Refused, with a
    ValueError starting ``accumulator:`` and naming what is wrong: damaged bytes (the
    checksum), another format or layout version, another configuration (naming the
    option), extra or missing elements, or counts that are not the canonical encoding of
    themselves."""
    data = memoryview(bytes(data))
    if len(data) < _HEAD.size + _CHECK.size:
        raise ValueError(f"accumulator: {len(data)} bytes, too short to be an encoded one")
    body, (check,) = data[: -_CHECK.size], _CHECK.unpack_from(data, len(data) - _CHECK.size)
    magic, fmt, what, version, count, config_size = _HEAD.unpack_from(body)
    if magic != MAGIC:
        raise ValueError("accumulator: not an encoded accumulator of tb-fairness")
    if zlib.crc32(body) != check:
        raise ValueError("accumulator: the checksum does not match: the bytes are damaged")
    if fmt != FORMAT:
        raise ValueError(f"accumulator: format {fmt}, this tb-fairness reads format {FORMAT}")
    kind = kinds.get(_kind_of(type(template)))
    if not 1 <= version <= kind.version:
        raise ValueError(f"accumulator: {kind.name} layout version {version} is not one read here")
    if what not in (_EMPTY, _COUNTS) or (what == _EMPTY) != (count == 0):
        raise ValueError("accumulator: its head does not say what follows")
    pos = _HEAD.size
    config = _config(body[pos : pos + config_size])
    pos += config_size
    mine = template.configuration()
    for name in sorted(set(mine) | set(config)):
        if mine.get(name) != config.get(name):
            raise ValueError(
                f"accumulator: {name} differs from this one's; counts made with another "
                f"{name} cannot be added to them"
            )
    parts = []
    for _ in range(count + 1):  # the elements, then the extra state
        if pos + _LENGTH.size > len(body):
            raise ValueError("accumulator: truncated encoding")
        (size,) = _LENGTH.unpack_from(body, pos)
        pos += _LENGTH.size
        if pos + size > len(body):
            raise ValueError("accumulator: truncated encoding")
        parts.append(bytes(body[pos : pos + size]))
        pos += size
    if pos != len(body):
        raise ValueError("accumulator: bytes after its last element")
    *elements, extra = parts
    if what == _COUNTS:
        tensor = np.empty(len(elements), dtype=object)
        tensor[:] = elements
        try:
            counts = kind.decode(tensor, version)
        except UnsupportedReport as err:  # the kind's checks of what it decodes
            raise ValueError(f"accumulator: {err}") from None
        # The one encoding of these counts (a part too many, or one that decodes to the
        # same numbers from other bytes, is not what encode() writes).
        if version == kind.version and [bytes(x) for x in kind.encode(counts)] != elements:
            raise ValueError("accumulator: its elements are not the encoding of its counts")
        template.counts = counts
    template.load_extra_state(extra)
    return template


def _config(raw) -> dict:
    try:
        value = json.loads(bytes(raw).decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise ValueError("accumulator: its configuration is not JSON") from None
    if not isinstance(value, dict):
        raise ValueError("accumulator: its configuration is not a JSON object")
    return value


def _kind_of(cls: type) -> str:
    for kind, accumulator in zip(kinds.KINDS, ACCUMULATORS):
        if issubclass(cls, accumulator):
            return kind.name
    raise TypeError(f"accumulator: {cls.__name__} is not an accumulator of a report kind")


__all__ = ["ACCUMULATORS", "accumulator_for", "decode", "encode", *sorted(_BY_NAME)]
