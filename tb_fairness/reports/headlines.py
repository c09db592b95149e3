"""A report's headline numbers, stored beside it when it is written.

A cold trend would otherwise decode every report of every step and compute its headline
numbers (200 reports x 20,000 labels: seconds). Each writer therefore also writes, in the
same ``Summary`` as the report, one small record: the headline numbers at the kind's
default options, exactly (JSON doubles), under the tag :func:`record_tag` and a plugin name
of its own (:data:`PLUGIN_NAME`), so that no reader of reports lists it and Time Series
ignores it. The trend reads the records and decodes a report only where its record is
missing, unreadable or for other options.

A record says which definitions computed it (:data:`VERSION`, bumped whenever a kind's
headline numbers change meaning) and the options (unresolved, as the kind parses them with
nothing given); a reader that would compute anything else ignores it. Records come from a
logdir, so reading one never raises: anything malformed is None, and the report is read.
"""

from __future__ import annotations

import json
import math

import numpy as np
from tensorboard.compat.proto import summary_pb2, tensor_pb2
from tensorboard.util import tensor_util

#: The plugin name of the records (not :data:`~tb_fairness.reports.metadata.PLUGIN_NAME`:
#: listing reports must not list them).
PLUGIN_NAME = "fairness_headlines"
#: The definitions of the headline numbers a record holds.
VERSION = 1
# A record is a few hundred bytes; anything much larger is not one.
_MAX_RECORD_BYTES = 1 << 16
# Non-finite numbers are stored as these strings (JSON has none).
_NON_FINITE = {"nan": math.nan, "inf": math.inf, "-inf": -math.inf}


def record_tag(tag: str) -> str:
    """The tag of the record of report ``tag``: under the report's headline scalars
    (``fairness/<tag>/...``), with a name no headline has.

    >>> record_tag("groups/val")
    'fairness/groups/val/.headlines'
    """
    return f"fairness/{tag}/.headlines"


def summary_metadata() -> summary_pb2.SummaryMetadata:
    return summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=PLUGIN_NAME, content=json.dumps({"version": VERSION}).encode()
        ),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )


def options_key(options: dict) -> str:
    """``options`` as the text a record keeps and a reader compares (sorted JSON)."""
    return json.dumps(options, sort_keys=True, default=_plain)


def _plain(value):
    if isinstance(value, np.integer):
        return int(value)
    if isinstance(value, np.floating):
        return _number(float(value))
    if isinstance(value, (tuple, set, frozenset)):
        return list(value)
    raise TypeError(f"not JSON: {type(value).__name__}")


def _number(x):
    """A float as JSON holds it: finite as itself, otherwise as a string of :data:`_NON_FINITE`."""
    if x is None:
        return None
    if isinstance(x, (int, np.integer)) and not isinstance(x, bool):
        return int(x)
    x = float(x)
    if math.isfinite(x):
        return x
    return "nan" if math.isnan(x) else ("inf" if x > 0 else "-inf")


def encode(
    kind: str, options: dict, values: dict, intervals: dict, excluded: dict
) -> tensor_pb2.TensorProto:
    """The record of a ``kind`` report's headline numbers at ``options``, as a scalar
    string tensor."""
    record = {
        "version": VERSION,
        "kind": kind,
        "options": options_key(options),
        "values": {k: _number(v) for k, v in values.items()},
        "intervals": {k: [_number(x) for x in v] for k, v in intervals.items()},
        "excluded": {k: int(v) for k, v in excluded.items()},
    }
    text = json.dumps(record, sort_keys=True, allow_nan=False).encode("utf-8")
    return tensor_util.make_tensor_proto(text)


def _float(x):
    if x is None:
        return None
    if isinstance(x, str):
        return _NON_FINITE[x]  # KeyError for any other string: not a record
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        raise TypeError("not a number")
    return float(x)  # OverflowError for an integer beyond a double


def _refuse(text: str):
    raise ValueError(f"{text} is not a number a record holds")


def decode(value) -> dict | None:
    """The record in ``value`` (a datum's numpy value: a 0-d or 1-element string array, or
    bytes) as ``{kind, options, values, intervals, excluded}``, or None when it is not a
    record of :data:`VERSION`."""
    try:
        blob = value.reshape(-1)[0] if isinstance(value, np.ndarray) else value
        if not isinstance(blob, bytes) or len(blob) > _MAX_RECORD_BYTES:
            return None
        # The C parser with no hook per number (a trend reads thousands of records): the
        # size cap bounds the work, and NaN or Infinity is refused (records write neither).
        record = json.loads(blob.decode("utf-8"), parse_constant=_refuse)
        if not isinstance(record, dict) or record.get("version") != VERSION:
            return None
        kind, options = record["kind"], record["options"]
        if not isinstance(kind, str) or not isinstance(options, str):
            return None
        values = {str(k): _float(v) for k, v in record["values"].items()}
        intervals = {}
        for k, v in record["intervals"].items():
            if not isinstance(v, list) or len(v) != 2:
                return None
            intervals[str(k)] = [_float(x) for x in v]
        excluded = {}
        for k, v in record["excluded"].items():
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                return None
            excluded[str(k)] = v
    except (
        ValueError,
        TypeError,
        KeyError,
        AttributeError,
        IndexError,
        UnicodeDecodeError,
        RecursionError,
        OverflowError,
    ):
        return None
    return {
        "kind": kind,
        "options": options,
        "values": values,
        "intervals": intervals,
        "excluded": excluded,
    }
