"""tb_fairness.spark (issue 30, item 1): every kind counted over a Spark DataFrame with
pyspark's ``local[2]`` master equals one process's counts byte for byte, whatever the
partitions; one run per key; and the bad inputs the issue lists (a column of the wrong
type or with nulls, empty partitions, partitions that see different vocabularies, a Python
worker that dies mid-job and whose task Spark retries)."""

from __future__ import annotations

import os
import shutil
import sys
import types

import numpy as np
import pandas as pd
import pytest

pyspark = pytest.importorskip("pyspark")
pa = pytest.importorskip("pyarrow")
if shutil.which("java") is None and not os.environ.get("JAVA_HOME"):
    pytest.skip(
        "Spark needs Java (scripts/test.sh installs Debian's OpenJDK)", allow_module_level=True
    )

from kind_tables import GROUPS, KINDS, encoded, kind_table, one_shot, people_frame  # noqa: E402
from pyspark.sql import functions as F  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness import spark as tbs  # noqa: E402


@pytest.fixture(scope="module")
def spark():
    """A local Spark of 2 cores that retries a failed task once (``local[2,2]``), its
    Python workers on this interpreter, its driver on the loopback address."""
    os.environ["PYSPARK_PYTHON"] = sys.executable
    os.environ["SPARK_LOCAL_IP"] = "127.0.0.1"
    session = (
        pyspark.sql.SparkSession.builder.master("local[2,2]")
        .appName("tb-fairness tests")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.host", "127.0.0.1")
        .config("spark.sql.shuffle.partitions", "4")
        .config("spark.sql.execution.arrow.maxRecordsPerBatch", "16")  # several per partition
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    yield session
    session.stop()


def _spark_frame(spark, table: pd.DataFrame, partitions=5):
    return spark.createDataFrame(pa.Table.from_pandas(table, preserve_index=False)).repartition(
        partitions
    )


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_equalsone_shot(spark, kind):
    table, arguments, expected = kind_table(kind)
    df = _spark_frame(spark, table)
    if kind == "geodiversity":  # an image's rows in one partition, as docs/scale.md says
        df = df.repartition(5, "image_ids")
    assert df.rdd.getNumPartitions() > 1
    assert encoded(kind, tbs.counts(df, kind, **arguments)) == expected


def test_one_run_per_key(spark, tmp_path):
    df = people_frame()
    sdf = _spark_frame(spark, df, 4)
    per_key = tbs.counts_per_key(sdf, "model", "group_metrics", **GROUPS)
    assert list(per_key) == ["model a", "model_b"]
    for key, accumulator in per_key.items():
        assert encoded("group_metrics", accumulator) == one_shot(df[df.model == key], **GROUPS)
    runs = tbs.write_per_key(sdf, "model", tmp_path, "group_metrics", "groups", 3, **GROUPS)
    assert runs == {k: str(tmp_path / k) for k in per_key}
    for key in per_key:
        report = tb_fairness.Logdir(str(tmp_path)).report(key, "groups", 3)
        assert encoded("group_metrics", report) == encoded("group_metrics", per_key[key])
    bad = sdf.withColumn("model", F.when(F.col("label") == "a", "../up").otherwise(F.col("model")))
    with pytest.raises(Exception, match=r"key: '\.\./up' is not a safe run name"):
        tbs.counts_per_key(bad, "model", "group_metrics", **GROUPS)


def test_empty_partitions_and_differing_vocabularies(spark):
    df = people_frame()
    # Partitions by label: each sees one class only (their vocabularies differ), and with
    # more partitions than labels some are empty.
    sdf = _spark_frame(spark, df).repartition(6, "label")
    sizes = sdf.rdd.glom().map(len).collect()
    assert 0 in sizes and sum(sizes) == len(df)
    assert encoded("group_metrics", tbs.counts(sdf, "group_metrics", **GROUPS)) == one_shot(
        df, **GROUPS
    )
    with pytest.raises(ValueError, match="df: no rows to count"):
        tbs.counts(sdf.filter(F.col("label") == "none"), "group_metrics", **GROUPS)


def test_nulls_and_wrong_types(spark):
    df = people_frame()
    df["race"] = df["race"].where(df.index % 7 != 0, None)  # not annotated
    sdf = _spark_frame(spark, df, 3)
    assert encoded("group_metrics", tbs.counts(sdf, "group_metrics", **GROUPS)) == one_shot(
        df, **GROUPS
    )
    binary = dict(scores="score", labels="y", attributes=["sex"])
    with_null = sdf.withColumn("score", F.when(F.col("y") == 1, None).otherwise(F.col("score")))
    with pytest.raises(Exception, match="scores"):
        tbs.counts(with_null, "binary_classification", **binary)
    with pytest.raises(Exception, match="scores"):
        tbs.counts(sdf.withColumn("score", F.lit("high")), "binary_classification", **binary)


def test_a_python_worker_that_dies_mid_job_counts_every_row_once(spark, tmp_path):
    df = people_frame(2000)
    marker = str(tmp_path / "died")
    schema = _spark_frame(spark, df.iloc[:1], 1).schema

    def die_once(batches):
        for batch in batches:
            if batch.num_rows and not os.path.exists(marker):
                open(marker, "w").close()
                os._exit(1)  # the Python worker dies; Spark fails the task and retries it
            yield batch

    sdf = _spark_frame(spark, df, 4).mapInArrow(die_once, schema)
    result = tbs.counts(sdf, "group_metrics", **GROUPS)
    assert os.path.exists(marker)
    assert encoded("group_metrics", result) == one_shot(df, **GROUPS)


def test_bad_arguments_are_named_before_any_work(spark):
    sdf = _spark_frame(spark, people_frame(), 2)
    with pytest.raises(ValueError, match=r"predictions: no column 'guess' in df; it has"):
        tbs.counts(sdf, "group_metrics", **{**GROUPS, "predictions": "guess"})
    with pytest.raises(TypeError, match="predictions: tb_fairness.spark.counts reads it from"):
        tbs.counts(sdf, "group_metrics", **{**GROUPS, "predictions": np.zeros(3)})
    with pytest.raises(TypeError, match="description: not taken by tb_fairness.spark.counts"):
        tbs.counts(sdf, "group_metrics", description="x", **GROUPS)
    with pytest.raises(TypeError, match="df: expected a pyspark.sql.DataFrame"):
        tbs.counts(people_frame(), "group_metrics", **GROUPS)
    with pytest.raises(TypeError, match="key: expected the name of a column"):
        tbs.counts_per_key(sdf, ["model"], "group_metrics", **GROUPS)


def test_readme_block(spark, tmp_path, monkeypatch):
    """README's block: a Spark table's report, and one run per model from a Parquet folder
    read by Dask, equal to one process's counts."""
    pytest.importorskip("dask.dataframe")
    import dask.dataframe as dd
    from test_docs_blocks import run_block

    monkeypatch.chdir(tmp_path)
    df = people_frame()
    (tmp_path / "eval").mkdir()
    parquet = df.assign(label=df.y)[["model", "score", "label", "sex"]]
    for i, part in enumerate((parquet.iloc[:250], parquet.iloc[250:])):
        part.to_parquet(tmp_path / "eval" / f"part-{i}.parquet", index=False)
    run_block(
        "README.md",
        3,
        {"df": _spark_frame(spark, df, 3), "dd": dd, "tb_fairness": tb_fairness},
    )
    logs = tb_fairness.Logdir("logs")
    report = logs.report("model_a", "groups/test", 0)
    assert encoded("group_metrics", report) == one_shot(df, **GROUPS, min_count=20)
    binary = dict(scores="score", labels="label", attributes=["sex"])
    for model in ("model a", "model_b"):
        report = logs.report(model, "binary/test", 0)
        expected = one_shot(parquet[parquet.model == model], "binary_classification", **binary)
        assert encoded("binary_classification", report) == expected


def test_docs_block(spark, tmp_path, monkeypatch):
    """docs/scale.md's Spark block: the report and one run per model, as one process."""
    from test_docs_blocks import run_block

    monkeypatch.chdir(tmp_path)
    df = people_frame()
    (tmp_path / "eval").mkdir()
    df.to_parquet(tmp_path / "eval" / "part-0.parquet", index=False)
    # The JVM keeps the directory it started in: relative paths are read from tmp_path.
    read = types.SimpleNamespace(parquet=lambda path: spark.read.parquet(str(tmp_path / path)))
    run_block(
        "docs/scale.md", 0, {"spark": types.SimpleNamespace(read=read), "tb_fairness": tb_fairness}
    )
    logs = tb_fairness.Logdir("logs")
    groupings = ["sex", "race", ("sex", "race")]
    report = logs.report("model_a", "groups/test", 0)
    expected = one_shot(df, **GROUPS, groupings=groupings, min_count=20)
    assert encoded("group_metrics", report) == expected
    for model in ("model a", "model_b"):
        report = logs.report(model, "groups/test", 0)
        assert encoded("group_metrics", report) == one_shot(df[df.model == model], **GROUPS)
