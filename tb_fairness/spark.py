"""Apache Spark: count a Spark DataFrame of any size, partition by partition
(``pip install 'tb-fairness[spark]'``).

>>> from tb_fairness import spark as tbs                                  # doctest: +SKIP
>>> counts = tbs.counts(df, "group_metrics", classes="label", predictions="pred",
...                     attributes=["sex", "race"])                        # doctest: +SKIP
>>> with tb_fairness.FileWriter("logs/model_a") as w:                      # doctest: +SKIP
...     w.group_metrics("groups/test", 0, counts=counts)

Each partition is counted on its executor from Arrow record batches (``mapInArrow``: no
row-at-a-time Python), only the columns named are sent to Python, and each partition's
accumulator leaves it in the report's own encoding (:mod:`tb_fairness.partitions`). The
encoded accumulators are merged by ``treeAggregate``, so the driver receives a few merged
accumulators, never the rows. Counts add exactly and names keep one canonical order, so the
result is byte for byte what one process counts, however Spark partitions, retries or
merges. A task that Spark retries counts its partition again from the start: its first
attempt's output is discarded, so every row is counted once.

The executors need ``tb-fairness`` installed, with the Python that ``PYSPARK_PYTHON`` names.
See docs/scale.md.
"""

from __future__ import annotations

from typing import Any

from tb_fairness import integrations, partitions
from tb_fairness.partitions import PartitionCounting

pyspark = integrations.require("pyspark", "spark", "tb_fairness.spark")
pa = integrations.require("pyarrow", "spark", "tb_fairness.spark")

__all__ = ["counts", "counts_per_key", "write_per_key"]

# Merges below each executor's partitions, then between executors: depth 2 keeps the
# driver's share at a few accumulators for thousands of partitions.
_DEPTH = 2


def _quoted(name: str) -> str:
    """A column name as Spark SQL reads it literally (dots and spaces included)."""
    return "`" + name.replace("`", "``") + "`"


def _counting(df, kind, arguments: dict, owner: str, key: str | None = None):
    if not isinstance(df, pyspark.sql.DataFrame):
        raise TypeError(f"df: expected a pyspark.sql.DataFrame, got {type(df).__name__}")
    partitions.check_key_column(key)
    counting = PartitionCounting(kind, arguments, owner=owner)
    counting.check_columns(df.columns, "df", key)
    return counting, df.select(*[_quoted(c) for c in counting.read(key)])


def counts(df, kind: str, **arguments) -> Any:
    """``kind``'s accumulator (every writer takes it as ``counts=``) over the rows of the
    Spark DataFrame ``df``.

    ``kind`` is a registry name (``"group_metrics"``...); ``arguments`` are the kind's
    writer's, with column names of ``df`` where the writer takes per-example arrays,
    exactly as ``data=`` takes them. The report's own options (``min_count``,
    ``description``) go to the writer with ``counts=``. A ``df`` with no rows is a
    ValueError: there is no report of no examples.
    """
    counting, selected = _counting(df, kind, arguments, "tb_fairness.spark.counts")

    def partition(batches):
        encoded = counting.count(batches)
        if encoded is not None:
            yield pa.RecordBatch.from_arrays([pa.array([encoded], pa.binary())], ["counts"])

    encoded = (
        selected.mapInArrow(partition, "counts binary")
        .rdd.map(lambda row: bytes(row[0]))
        .treeAggregate(None, counting.merge, counting.merge, depth=_DEPTH)
    )
    return counting.result(encoded, "df")


def counts_per_key(df, key: str, kind: str, **arguments) -> dict[str, Any]:
    """One accumulator per value of the column ``key`` (for example a model or a split), by
    key in sorted order; arguments as :func:`counts`'. A key must be a string that is one
    safe run name (:func:`tb_fairness.partitions.check_key`), checked as rows are counted.
    """
    counting, selected = _counting(df, kind, arguments, "tb_fairness.spark.counts_per_key", key)

    def partition(batches):
        per_key = counting.count_by_key(batches, key)
        if per_key:
            yield pa.RecordBatch.from_arrays(
                [
                    pa.array(list(per_key), pa.string()),
                    pa.array(list(per_key.values()), pa.binary()),
                ],
                ["key", "counts"],
            )

    merged = (
        selected.mapInArrow(partition, "key string, counts binary")
        .rdd.map(lambda row: (row[0], bytes(row[1])))
        .reduceByKey(counting.merge)  # combined within each partition first
        .collectAsMap()
    )
    return counting.results_by_key(merged, "df")


def write_per_key(df, key: str, logdir, kind: str, tag: str, step: int = 0, **arguments):
    """Counts per value of ``key`` (:func:`counts_per_key`) written as one report each into
    the run ``logdir/<key>``; ``arguments`` may also hold the writer's report options
    (``min_count``, ``description``, ``wall_time``, ``scalars``). Returns key -> run
    directory, once written."""
    return partitions.write_per_key(counts_per_key, df, key, logdir, kind, tag, step, arguments)
