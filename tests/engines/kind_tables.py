"""Every kind's test batches (tests/test_canonical_order.py) as one table with named
columns, the arguments that name them, and the counts one process makes of the same
examples: what the engines' tests (Spark, Dask) count partition by partition.

A 1-D input is a column; a matrix (scores of several labels, a query's embedding, a row's
labels side by side) is columns side by side; a mapping (attributes, identities) is one
column per name; label sets are a list column. Column names hold spaces and brackets, so
an engine that read them as expressions would fail.
"""

from __future__ import annotations

import inspect

import numpy as np
import pandas as pd
import pyarrow as pa
from test_canonical_order import KIND_CASES, _concat, _encoded, _update

KINDS = list(KIND_CASES)


def _columns(name, value) -> tuple[dict, object]:
    """(columns, the argument naming them) for one input of a batch."""
    if isinstance(value, dict):
        columns = {f"{name} {k}": list(v) for k, v in value.items()}
        return columns, {k: f"{name} {k}" for k in value}
    if isinstance(value, list) and value and isinstance(value[0], (set, frozenset)):
        return {name: [sorted(v) for v in value]}, name  # label sets: a list column
    matrix = np.asarray(value, dtype=object if isinstance(value, list) else None)
    if matrix.ndim == 2:
        names = [f"{name}[{j}]" for j in range(matrix.shape[1])]
        return {n: matrix[:, j].tolist() for j, n in enumerate(names)}, names
    return {name: list(value)}, name


def options_of(kind_name) -> dict:
    """The accumulator's options the test case makes it with, by name."""
    make = KIND_CASES[kind_name][0]
    bound = inspect.signature(make.func).bind_partial(*make.args, **make.keywords)
    return dict(bound.arguments)


def kind_table(kind_name, n_batches=8, seed=0) -> tuple[pd.DataFrame, dict, list]:
    """(the examples as a table, the writer's arguments naming its columns, the one-shot
    counts as the report encodes them)."""
    make, batch = KIND_CASES[kind_name]
    rng = np.random.default_rng(seed + sum(map(ord, kind_name)))
    batches = [batch(rng, int(rng.integers(3, 25))) for _ in range(n_batches)]
    one_shot = make()
    whole = _concat(batches)
    _update(one_shot, whole)
    columns, arguments = {}, {}
    for name, value in whole.items():
        these, argument = _columns(name, value)
        columns.update(these)
        arguments[name] = argument
    table = pd.DataFrame(columns)
    for name, argument in arguments.items():
        if isinstance(argument, str) and isinstance(columns[name][0], list):
            # A list column as Parquet and Arrow hold one (engines would read lists of
            # Python objects as text).
            table[name] = pd.Series(columns[name], dtype=pd.ArrowDtype(pa.list_(pa.string())))
    return table, {**options_of(kind_name), **arguments}, _encoded(kind_name, one_shot.counts)


def encoded(kind_name, accumulator) -> list:
    return _encoded(kind_name, accumulator.counts)


# --------------------------------------------------------------------------------------
# A small table of people for the engines' own tests (keys, nulls, types, failures)

#: group_metrics' arguments over people_frame's columns.
GROUPS = dict(classes="label", predictions="pred", attributes=["sex", "race"])


def people_frame(n=600, seed=0) -> pd.DataFrame:
    """People with a class, a prediction, two attributes, a model (the key), a score and
    a 0/1 truth."""
    rng = np.random.default_rng(seed)
    return pd.DataFrame(
        {
            "label": rng.choice(["a", "b", "c"], n),
            "pred": rng.choice(["a", "b", "c"], n),
            "sex": rng.choice(["f", "m"], n),
            "race": rng.choice(["x", "y", "z"], n),
            "model": rng.choice(["model a", "model_b"], n),
            "score": rng.random(n).round(3),
            "y": rng.integers(0, 2, n),
        }
    )


def one_shot(df, kind="group_metrics", min_count=None, **arguments) -> list:
    """The encoded counts one process makes of ``df`` (``min_count`` set as the writer
    sets it)."""
    import dataclasses

    from tb_fairness.summary.protos import counts_of

    counts = counts_of(kind, data=df, **arguments)
    if min_count is not None:
        counts = dataclasses.replace(counts, min_count=min_count)
    return _encoded(kind, counts)
