"""Dask: count a dask DataFrame or bag of any size, partition by partition
(``pip install 'tb-fairness[dask]'``).

>>> from tb_fairness import dask as tbd                                   # doctest: +SKIP
>>> ddf = dask.dataframe.read_parquet("eval/*.parquet")                   # doctest: +SKIP
>>> counts = tbd.counts(ddf, "binary_classification", scores="score",
...                     labels="label", attributes=["sex", "race"])        # doctest: +SKIP

Each partition is counted where it lives (a pandas DataFrame per partition; for a bag, the
records of a partition as one DataFrame), only the columns named are read, and each
partition's accumulator leaves its worker in the report's own encoding
(:mod:`tb_fairness.partitions`). The encoded accumulators are merged as a tree,
``split_every`` at a time, so no worker receives more than that many. Counts add exactly
and names keep one canonical order, so the result is byte for byte what one process
counts. It runs on whatever scheduler is active (a ``distributed.Client``, threads,
processes); a task the scheduler retries after a worker dies counts its partition again
from the start, so every row is counted once.

See docs/scale.md.
"""

from __future__ import annotations

from typing import Any

from tb_fairness import integrations, partitions
from tb_fairness.partitions import PartitionCounting

dask = integrations.require("dask", "dask", "tb_fairness.dask")
dd = integrations.require("dask.dataframe", "dask", "tb_fairness.dask")
db = integrations.require("dask.bag", "dask", "tb_fairness.dask")

__all__ = ["counts", "counts_per_key", "write_per_key"]

# Encoded accumulators merged at once in one task of the tree.
SPLIT_EVERY = 8


def _records(records: list):
    """A bag partition's records (dicts by column) as one pandas DataFrame."""
    import pandas as pd

    bad = next((r for r in records if not isinstance(r, dict)), None)
    if bad is not None:
        raise TypeError(
            f"bag: expected records (one dict of column values per example), got "
            f"{type(bad).__name__}"
        )
    return pd.DataFrame.from_records(records)


def _partitions(table, counting: PartitionCounting, key: str | None) -> tuple[list, bool]:
    """The table's partitions as delayed objects, and whether they are bags of records."""
    if isinstance(table, dd.DataFrame):
        counting.check_columns(table.columns, "ddf", key)
        columns = counting.columns + (
            [key] if key is not None and key not in counting.columns else []
        )
        return list(table[columns].to_delayed()), False
    if isinstance(table, db.Bag):
        return list(table.to_delayed()), True
    raise TypeError(
        f"ddf: expected a dask DataFrame or a dask bag of records, got {type(table).__name__}"
    )


def _setup(ddf, kind, arguments: dict, owner: str, key: str | None = None):
    partitions.check_key_column(key)
    counting = PartitionCounting(kind, arguments, owner=owner)
    parts, records = _partitions(ddf, counting, key)
    return counting, parts, records


def _tree(parts: list, merge):
    """``parts`` (delayed) merged ``SPLIT_EVERY`` at a time, level by level, into one."""
    if not parts:
        return None
    while len(parts) > 1:
        parts = [
            dask.delayed(merge)(*parts[i : i + SPLIT_EVERY])
            for i in range(0, len(parts), SPLIT_EVERY)
        ]
    return parts[0]


def counts(ddf, kind: str, **arguments) -> Any:
    """``kind``'s accumulator (every writer takes it as ``counts=``) over the rows of the
    dask DataFrame (or bag of records) ``ddf``.

    ``kind`` is a registry name (``"group_metrics"``...); ``arguments`` are the kind's
    writer's, with column names where the writer takes per-example arrays, exactly as
    ``data=`` takes them. The report's own options (``min_count``, ``description``) go to
    the writer with ``counts=``. A table with no rows is a ValueError: there is no report
    of no examples.
    """
    counting, parts, records = _setup(ddf, kind, arguments, "tb_fairness.dask.counts")

    def count(partition):
        return counting.count([_records(partition) if records else partition])

    def merge(*encoded):
        out = None
        for e in encoded:
            out = counting.merge(out, e)
        return out

    tree = _tree([dask.delayed(count)(p) for p in parts], merge)
    encoded = None if tree is None else dask.compute(tree)[0]
    return counting.result(encoded, "ddf")


def counts_per_key(ddf, key: str, kind: str, **arguments) -> dict[str, Any]:
    """One accumulator per value of the column ``key`` (for example a model or a split), by
    key in sorted order; arguments as :func:`counts`'. A key must be a string that is one
    safe run name (:func:`tb_fairness.partitions.check_key`), checked as rows are counted.
    """
    counting, parts, records = _setup(ddf, kind, arguments, "tb_fairness.dask.counts_per_key", key)

    def count(partition):
        return counting.count_by_key([_records(partition) if records else partition], key)

    def merge(*per_key):
        out: dict = {}
        for p in per_key:
            out = counting.merge_by_key(out, p)
        return out

    tree = _tree([dask.delayed(count)(p) for p in parts], merge)
    merged = {} if tree is None else dask.compute(tree)[0]
    return counting.results_by_key(merged, "ddf")


def write_per_key(ddf, key: str, logdir, kind: str, tag: str, step: int = 0, **arguments):
    """Counts per value of ``key`` (:func:`counts_per_key`) written as one report each into
    the run ``logdir/<key>``; ``arguments`` may also hold the writer's report options
    (``min_count``, ``description``, ``wall_time``, ``scalars``). Returns key -> run
    directory, once written."""
    return partitions.write_per_key(counts_per_key, ddf, key, logdir, kind, tag, step, arguments)
