"""Per-example inputs named as columns of a DataFrame (issue 30, item 3): every writer,
``*_pb`` function, TensorFlow op and accumulator ``update`` takes ``data=`` (a pandas or
polars DataFrame, or a pyarrow Table) with column names in place of arrays::

    writer.group_metrics("groups/val", step, data=df, classes="label", predictions="pred",
                         attributes=["sex", "race"])

A per-example argument given as a string is that column; as a list of strings, the columns
side by side (scores of several labels, N x L), or for a mapping argument (``attributes``)
a mapping from each name to its column; as a mapping of names to strings, those columns
under those names; given as values (an array), it is taken as it is, so a frame's columns
and a model's outputs mix. Only the columns named are read (each once, as numpy), so a wide frame
costs nothing for the columns it does not use. A name the frame lacks is a ValueError
naming the argument and listing the frame's columns. The frame libraries are not imported
here: a frame is read through its own methods.
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping

import numpy as np

from tb_fairness.metrics.label_inputs import LabelLists
from tb_fairness.metrics.validation import shown

__all__ = [
    "columns_of",
    "concat",
    "frame_columns",
    "resolve",
    "row_count",
    "take",
    "with_columns",
]


def frame_columns(data) -> list[str]:
    """The names of a DataFrame's columns (pandas, polars, pyarrow), or TypeError naming
    ``data``."""
    names = getattr(data, "column_names", None)  # pyarrow
    if names is None:
        names = getattr(data, "columns", None)  # pandas, polars
    if names is None or isinstance(data, (np.ndarray, Mapping, list, tuple)):
        raise TypeError(
            f"data: expected a pandas or polars DataFrame or a pyarrow Table, got "
            f"{type(data).__name__}"
        )
    return [str(n) for n in list(names)]


# Text columns of names up to this many characters come as a fixed-width numpy array
# (checked and grouped without a Python object per value); longer ones as objects, which
# do not pay the longest name's width for every row.
_SHORT_TEXT = 64


def _arrow_text(column) -> np.ndarray | None:
    """An Arrow column of strings without nulls as a numpy str array, built from its
    dictionary encoding (each distinct name converted once); None for any other column."""
    import pyarrow as pa
    import pyarrow.compute as pc

    kind = column.type
    if pa.types.is_dictionary(kind):
        kind = kind.value_type
    if not (pa.types.is_string(kind) or pa.types.is_large_string(kind)) or column.null_count:
        return None
    if isinstance(column, pa.ChunkedArray):
        column = column.combine_chunks()
    encoded = column if pa.types.is_dictionary(column.type) else pc.dictionary_encode(column)
    names = encoded.dictionary.to_numpy(zero_copy_only=False)
    if len(names) and max(map(len, names)) > _SHORT_TEXT:
        return None
    if any(name.endswith("\x00") for name in names):
        return None  # numpy's str drops trailing NULs: as objects, the writers refuse them
    return names.astype(str)[np.asarray(encoded.indices)]


def _column(data, name: str) -> np.ndarray:
    """One column as numpy, read through the frame's own methods."""
    if hasattr(data, "column_names"):  # pyarrow: nulls and strings need a copy
        column = data.column(name)
        text = _arrow_text(column)
        return text if text is not None else np.asarray(column.to_numpy(zero_copy_only=False))
    if hasattr(data, "get_column"):  # polars
        series = data.get_column(name)
        if type(series.dtype).__name__ in ("String", "Categorical", "Enum"):
            text = _arrow_text(series.to_arrow())
            if text is not None:
                return text
        return np.asarray(series.to_numpy())
    column = data[name]  # pandas
    if not isinstance(column.dtype, np.dtype) and str(column.dtype).startswith(
        ("str", "large_str")
    ):
        # A string dtype backed by Arrow (pandas 3's default, dask's, ArrowDtype): as above.
        import pyarrow as pa

        text = _arrow_text(pa.array(column.array))
        if text is not None:
            return text
    if not isinstance(column.dtype, np.dtype) and column.isna().any():
        # An extension dtype (string[pyarrow], Int64, boolean...) marks missing values pd.NA:
        # None, as numpy-backed columns hold them (an attribute's "not annotated").
        return np.asarray(column.to_numpy(dtype=object, na_value=None))
    return np.asarray(column.to_numpy())


def _arrow_lists(data, name: str):
    """The column as one Arrow array when it is an Arrow list of strings (a pyarrow
    table's, a polars list column, a pandas ArrowDtype list), else None."""
    if hasattr(data, "column_names"):  # pyarrow
        column = data.column(name)
    elif hasattr(data, "get_column"):  # polars
        series = data.get_column(name)
        if "List" not in type(series.dtype).__name__:
            return None
        column = series.to_arrow()
    else:  # pandas: only a column Arrow holds
        series = data[name]
        if type(series.dtype).__name__ != "ArrowDtype":
            return None
        import pyarrow as pa

        column = pa.array(series.array)
    import pyarrow as pa

    if isinstance(column, pa.ChunkedArray):
        column = column.combine_chunks()
    kind = column.type
    if not (pa.types.is_list(kind) or pa.types.is_large_list(kind)):
        return None
    values = kind.value_type
    if not (pa.types.is_string(values) or pa.types.is_large_string(values)):
        return None
    return column


def _label_lists(column, argument: str) -> LabelLists:
    """An Arrow list-of-strings column as label-name sets in one pass (no Python object
    per example): its offsets, and its strings dictionary-encoded."""
    import pyarrow.compute as pc

    if column.null_count:
        raise ValueError(
            f"{argument}: {column.null_count} example(s) hold null, not a list; an example "
            "with no labels holds an empty list"
        )
    flat = column.flatten()  # the values of these rows (offsets of a slice start above 0)
    if flat.null_count:
        raise ValueError(f"{argument}: {flat.null_count} label name(s) are null")
    offsets = np.asarray(column.offsets, dtype=np.int64)
    encoded = pc.dictionary_encode(flat)
    return LabelLists(
        indptr=offsets - offsets[0],
        codes=np.asarray(encoded.indices, dtype=np.int64),
        names=tuple(encoded.dictionary.to_pylist()),
    )


def columns_of(data, argument: str, value, *, mapping: bool = False, label_sets: bool = False):
    """The per-example input ``value`` names in ``data`` (see the module's docstring);
    ``label_sets``: the argument takes label-name sets, so an Arrow list column of strings
    comes as :class:`LabelLists`."""
    names = frame_columns(data)

    def one(name):
        if not isinstance(name, str):
            raise TypeError(
                f"{argument}: with data=, expected column names, got {type(name).__name__}"
            )
        if name not in names:
            raise ValueError(f"{argument}: no column {name!r} in data; it has {shown(names)}")
        if label_sets:
            lists = _arrow_lists(data, name)
            if lists is not None:
                return _label_lists(lists, argument)
        return _column(data, name)

    if isinstance(value, str):
        return one(value)
    if isinstance(value, Mapping) and value and all(isinstance(v, str) for v in value.values()):
        return {key: one(name) for key, name in value.items()}
    if isinstance(value, (list, tuple)) and value and all(isinstance(v, str) for v in value):
        if mapping:
            return {name: one(name) for name in value}
        return np.column_stack([one(name) for name in value])
    return value  # values, not names: as they are


def resolve(data, mappings=(), label_sets=(), **inputs) -> dict:
    """The per-example ``inputs`` (by name) with each one given as column names replaced by
    those columns of ``data`` (unchanged without ``data``); ``mappings``: the inputs that
    are mappings of names to columns (``attributes``); ``label_sets``: those that take
    label-name sets (:func:`columns_of`)."""
    if data is None:
        return inputs
    frame_columns(data)  # refuses what is not a frame, even with nothing named
    return {
        name: value
        if value is None
        else columns_of(data, name, value, mapping=name in mappings, label_sets=name in label_sets)
        for name, value in inputs.items()
    }


def with_columns(data, arguments: dict, writing) -> dict:
    """``arguments`` (the writer's, by name) with its per-example ones resolved in ``data``
    (:func:`resolve`); the options as they are."""
    if data is None:
        return arguments
    per_example = list(writing.inputs)
    if writing.accumulator is not None:
        # An option the kind's own accumulator also takes in update() is per example when
        # given as a mapping (the identities of label associations: names, or a boolean
        # column per name).
        update = inspect.signature(writing.accumulator.update).parameters
        per_example += [
            a
            for a in writing.options
            if a.name in update and isinstance(arguments.get(a.name), Mapping)
        ]
    inputs = {a.name: arguments.get(a.name) for a in per_example}
    mappings = [a.name for a in per_example if "Mapping" in a.annotation]
    label_sets = [a.name for a in per_example if a.label_sets]
    return {**arguments, **resolve(data, mappings, label_sets, **inputs)}


def row_count(frame) -> int:
    """The number of rows of a frame."""
    rows = getattr(frame, "num_rows", None)  # pyarrow
    if rows is None:
        rows = frame.height if hasattr(frame, "height") else len(frame)  # polars, pandas
    return int(rows)


def concat(parts: list):
    """Frames of one library (Arrow record batches, pandas or polars) as one frame."""
    if len(parts) == 1:
        return parts[0]
    first = parts[0]
    if hasattr(first, "num_rows"):  # pyarrow
        import pyarrow as pa

        return (
            pa.Table.from_batches(parts)
            if isinstance(first, pa.RecordBatch)
            else pa.concat_tables(parts)
        )
    if hasattr(first, "height"):  # polars
        import polars as pl

        return pl.concat(parts)
    import pandas as pd

    return pd.concat(parts, ignore_index=True)


def take(frame, rows: np.ndarray):
    """The rows ``rows`` (indices) of a frame."""
    if hasattr(frame, "num_rows"):  # pyarrow
        return frame.take(rows)
    if hasattr(frame, "height"):  # polars
        return frame[rows]
    return frame.iloc[rows]  # pandas
