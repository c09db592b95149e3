"""Tables as typed numpy columns, and the one serializer that writes them as CSV and JSON.

Every exported table (the ``table`` route, ``tb-fairness export``, the browser's "Download
CSV", :meth:`tb_fairness.Logdir` reports) is a :class:`Table` written by :func:`to_csv` or
:func:`to_json`, so all of them are the same bytes.

Column types: float64 (nan where undefined or not finite: empty in CSV, null in JSON),
int64, bool (``True``/``False`` in CSV, as Python's csv module writes them) and object
(text, or a number or None where a column is only sometimes defined).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
import orjson

# The columns of tables (numpy arrays of floats) travel to the tab with 7 significant
# digits: the tab shows at most 4, and its CSV downloads come from the `table` route's CSV at full
# precision. Other numbers (wall times, options, headlines, Python lists) are sent as they
# are. 17 digits made a 100k-row table 16.6 MB (5.0 MB gzipped); 7 make it 11.6 MB (2.7 MB).
FLOAT_DIGITS = 7

# Exact powers of ten (10**22 is the largest a double holds exactly).
_POW10 = np.array([float(10**i) for i in range(23)])


def round_significant(values: np.ndarray, digits: int = FLOAT_DIGITS) -> np.ndarray:
    """``values`` rounded to ``digits`` significant digits, each the double nearest its
    short decimal (so JSON writes it short); integers below 2**53, zeros and non-finite
    values kept.

    >>> round_significant(np.array([0.123456789, 2.0, -1234.56789, 1e-300 / 3, np.nan]))
    array([ 1.234568e-001,  2.000000e+000, -1.234568e+003,  3.333333e-301,
                      nan])
    """
    a = np.asarray(values, dtype=np.float64)
    out = a.copy()
    with np.errstate(divide="ignore", invalid="ignore"):
        shift = digits - 1 - np.floor(np.log10(np.abs(a)))
        # Integers (counts held as floats) stay exact; past 2**53 every double is one.
        todo = np.isfinite(shift) & ((a != np.trunc(a)) | (np.abs(a) >= 2.0**53))
    # q / 10**k with q an integer and 10**k exact is the double nearest q * 10**-k.
    fast = todo & (shift >= 0) & (shift <= 22)
    scale = _POW10[shift[fast].astype(np.intp)]
    out[fast] = np.round(a[fast] * scale) / scale
    # Tiny or large non-integers (p-values far below 1e-16, say): few, rounded as text.
    slow = np.flatnonzero(todo & ~fast)
    if slow.size:
        out[slow] = [float(f"{v:.{digits}g}") for v in a[slow]]
    return out


@dataclass
class Table:
    """Named columns of equal length, in export order, and the head of the JSON export.

    ``states`` holds, for a value column, why a value is what it is where it is not a
    plain number (``"undefined"``, ``"infinite"``, ``"insufficient"``...; None where it is).
    """

    columns: dict[str, np.ndarray]
    head: dict[str, Any] = field(default_factory=dict)
    states: dict[str, np.ndarray] = field(default_factory=dict)

    def __post_init__(self):
        lengths = {len(v) for v in self.columns.values()}
        if len(lengths) > 1:
            raise ValueError(f"columns: lengths differ: {sorted(lengths)}")

    @property
    def names(self) -> list[str]:
        return list(self.columns)

    def __len__(self) -> int:
        return len(next(iter(self.columns.values()))) if self.columns else 0

    def column_lists(self) -> dict[str, list]:
        """Each column as a JSON-ready list (None where undefined)."""
        return {name: json_list(values) for name, values in self.columns.items()}

    def records(self) -> list[dict]:
        """The rows as dicts, JSON-ready."""
        lists = self.column_lists()
        names = list(lists)
        return [dict(zip(names, row)) for row in zip(*lists.values())]

    def to_frame(self):
        """The table as a pandas DataFrame, undefined values as NaN."""
        try:
            import pandas as pd
        except ImportError:
            raise ImportError(
                "Table.to_frame needs pandas: pip install 'tb-fairness[pandas]'"
            ) from None
        data = {}
        for name, values in self.columns.items():
            if values.dtype == object:
                values = np.array(
                    [np.nan if v is None else v for v in values.tolist()], dtype=object
                )
            data[name] = values
        return pd.DataFrame(data, columns=self.names)


def json_list(values: np.ndarray) -> list:
    """A column as a list: floats with None where not finite, objects as they are."""
    values = np.asarray(values)
    if values.dtype.kind == "f":
        out = values.tolist()
        for i in np.flatnonzero(~np.isfinite(values)).tolist():
            out[i] = None
        return out
    if values.dtype == object:
        return [_json_value(v) for v in values.tolist()]
    return values.tolist()


def json_floats(values) -> list:
    """Floats (any shape) as nested lists with None where not finite."""
    values = np.asarray(values, dtype=np.float64)
    if values.ndim != 1:
        return [json_floats(row) for row in values]
    return json_list(values)


def json_float(value) -> float | None:
    """One float, None where not finite or missing."""
    return float(value) if value is not None and np.isfinite(value) else None


def _json_value(v):
    if isinstance(v, float) and not np.isfinite(v):
        return None
    if isinstance(v, np.generic):
        return _json_value(v.item())
    return v


# What a spreadsheet takes for the start of a formula (OWASP's list for CSV injection).
FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_text(text: str) -> str:
    """Text (a label, a group, a run name: untrusted) as a CSV cell that a spreadsheet shows
    as text and never runs: one that would start a formula gets a leading quote (OWASP)."""
    return "'" + text if text.startswith(FORMULA_START) else text


def _csv_quoted(field: str) -> str:
    """A field quoted when it holds a comma, a quote, CR or LF, inner quotes doubled (RFC
    4180; the csv module leaves a lone CR unquoted when lines end with LF)."""
    if any(c in field for c in ',"\r\n'):
        return '"' + field.replace('"', '""') + '"'
    return field


def _csv_cell(value) -> str:
    if value is None:
        return ""
    if isinstance(value, bool):
        return str(value)
    if isinstance(value, float):
        return repr(value) if np.isfinite(value) else ""
    # Numbers print as numbers (a negative one starts with "-"); text is neutralised.
    return csv_text(value) if isinstance(value, str) else str(value)


def _csv_column(values: np.ndarray) -> list[str]:
    """A column's cells as CSV fields (``_csv_cell``, quoted), a column at a time: numbers
    need no quoting, so only text goes cell by cell."""
    values = np.asarray(values)
    if values.dtype.kind == "b":
        return np.where(values, "True", "False").tolist()
    if values.dtype.kind in "iu":
        return list(map(str, values.tolist()))
    if values.dtype.kind == "f":
        out = list(map(repr, values.tolist()))
        for i in np.flatnonzero(~np.isfinite(values)).tolist():
            out[i] = ""
        return out
    return [_csv_quoted(_csv_cell(v)) for v in json_list(values)]


# Rows serialized at a time: the text of a table is built from bounded pieces, so a request
# holds the table's numbers and its bytes, never a Python object per cell of it.
CHUNK_ROWS = 1 << 14


def _chunks(table: Table):
    for start in range(0, len(table), CHUNK_ROWS):
        yield {name: values[start : start + CHUNK_ROWS] for name, values in table.columns.items()}


def to_csv_bytes(table: Table) -> bytes:
    """The table as CSV (UTF-8): a header line of the column names, then one line per row;
    lines end with LF; undefined values are empty; text is quoted where it must be (RFC
    4180), and text that would start a spreadsheet formula starts with a quote
    (``csv_text``)."""
    parts = [(",".join(map(_csv_quoted, table.names)) + "\n").encode()]
    for chunk in _chunks(table):
        columns = [_csv_column(v) for v in chunk.values()]
        parts.append(("\n".join(map(",".join, zip(*columns))) + "\n").encode())
    return b"".join(parts)


def to_csv(table: Table) -> str:
    """:func:`to_csv_bytes` as text."""
    return to_csv_bytes(table).decode()


def to_json_bytes(table: Table) -> bytes:
    """The table as one JSON object (UTF-8): the head, ``columns`` (the names) and ``rows``
    (one object per row); undefined values are null. Ends with a newline."""
    # orjson: 5-10x faster than the json module on long tables; text stays UTF-8.
    head = orjson.dumps({**table.head, "columns": table.names, "rows": []})
    parts = [head[: -len(b"]}")]]  # the object open at its rows: `...,"rows":[`
    names = table.names
    for i, chunk in enumerate(_chunks(table)):
        lists = [json_list(v) for v in chunk.values()]
        rows = orjson.dumps([dict(zip(names, row)) for row in zip(*lists)])
        parts.append((b"," if i else b"") + rows[1:-1])
    parts.append(b"]}\n")
    return b"".join(parts)


def to_json(table: Table) -> str:
    """:func:`to_json_bytes` as text."""
    return to_json_bytes(table).decode()


def cells(
    row_names: Sequence[str],
    column_names: Sequence[str],
    row_key: str,
    column_key: str,
    grids: dict[str, Any],
    *,
    by_column: bool = False,
) -> dict[str, np.ndarray]:
    """A grid's columns flattened into one row per cell: ``row_key`` and ``column_key``
    name the cell, then one column per grid of ``grids`` (each shaped (rows, columns)).
    Rows go through ``row_names`` within each row first (``by_column``: through
    ``column_names`` within each column first). This is the one place grids become rows."""
    R, C = len(row_names), len(column_names)
    k = np.arange(R * C)
    i, j = (k % R, k // R) if by_column else (k // C, k % C)
    out = {
        row_key: np.asarray(list(row_names), dtype=object)[i]
        if R * C
        else np.array([], dtype=object),
        column_key: np.asarray(list(column_names), dtype=object)[j]
        if R * C
        else np.array([], dtype=object),
    }
    for name, grid in grids.items():
        grid = np.asarray(grid)
        if grid.shape != (R, C):
            raise ValueError(f"grids[{name!r}]: expected shape {(R, C)}, got {grid.shape}")
        out[name] = grid[i, j]
    return out
