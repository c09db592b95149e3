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

from collections.abc import Mapping

import numpy as np

from tb_fairness.metrics.validation import shown

__all__ = ["columns_of", "frame_columns", "resolve", "with_columns"]


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


def _column(data, name: str) -> np.ndarray:
    """One column as numpy, read through the frame's own methods."""
    if hasattr(data, "column_names"):  # pyarrow: nulls and strings need a copy
        return np.asarray(data.column(name).to_numpy(zero_copy_only=False))
    if hasattr(data, "get_column"):  # polars
        return np.asarray(data.get_column(name).to_numpy())
    return np.asarray(data[name].to_numpy())  # pandas


def columns_of(data, argument: str, value, *, mapping: bool = False):
    """The per-example input ``value`` names in ``data`` (see the module's docstring)."""
    names = frame_columns(data)

    def one(name):
        if not isinstance(name, str):
            raise TypeError(
                f"{argument}: with data=, expected column names, got {type(name).__name__}"
            )
        if name not in names:
            raise ValueError(f"{argument}: no column {name!r} in data; it has {shown(names)}")
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


def resolve(data, mappings=(), **inputs) -> dict:
    """The per-example ``inputs`` (by name) with each one given as column names replaced by
    those columns of ``data`` (unchanged without ``data``); ``mappings``: the inputs that
    are mappings of names to columns (``attributes``)."""
    if data is None:
        return inputs
    frame_columns(data)  # refuses what is not a frame, even with nothing named
    return {
        name: value if value is None else columns_of(data, name, value, mapping=name in mappings)
        for name, value in inputs.items()
    }


def with_columns(data, arguments: dict, writing) -> dict:
    """``arguments`` (the writer's, by name) with its per-example ones resolved in ``data``
    (:func:`resolve`); the options as they are."""
    if data is None:
        return arguments
    inputs = {a.name: arguments.get(a.name) for a in writing.inputs}
    mappings = [a.name for a in writing.inputs if "Mapping" in a.annotation]
    return {**arguments, **resolve(data, mappings, **inputs)}
