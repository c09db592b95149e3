"""tb_fairness.dask (issue 30, item 2): every kind counted over a dask DataFrame on a
LocalCluster of 2 worker processes equals one process's counts byte for byte, whatever the
partitions; a bag of records too; one run per key; and the bad inputs the issue lists (a
column of the wrong type or with nulls, empty partitions, partitions that see different
vocabularies, a worker that dies mid-job)."""

from __future__ import annotations

import os

import numpy as np
import pytest

pytest.importorskip("dask.dataframe")
distributed = pytest.importorskip("distributed")

import dask.bag as db  # noqa: E402
import dask.dataframe as dd  # noqa: E402
from kind_tables import GROUPS, KINDS, encoded, kind_table, one_shot, people_frame  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness import dask as tbd  # noqa: E402
from tb_fairness.summary.protos import counts_of  # noqa: E402


@pytest.fixture(scope="module")
def client():
    """Two worker processes of one thread each: partitions cross processes, and their
    accumulators cross them in the report's encoding."""
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as c,
    ):
        yield c


def _partitioned(kind, table, n=5):
    ddf = dd.from_pandas(table, npartitions=n, sort=False)
    if kind == "geodiversity":  # an image's rows in one partition, as docs/scale.md says
        ddf = ddf.shuffle("image_ids")
    return ddf


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_equalsone_shot(client, kind):
    table, arguments, expected = kind_table(kind)
    ddf = _partitioned(kind, table)
    assert ddf.npartitions > 1
    assert encoded(kind, tbd.counts(ddf, kind, **arguments)) == expected


def test_a_bag_of_records_equalsone_shot(client):
    table, arguments, expected = kind_table("group_metrics")
    bag = db.from_sequence(table.to_dict("records"), npartitions=4)
    assert encoded("group_metrics", tbd.counts(bag, "group_metrics", **arguments)) == expected
    with pytest.raises(TypeError, match="bag: expected records"):
        tbd.counts(db.from_sequence([1, 2], npartitions=1), "group_metrics", **arguments)


def test_one_run_per_key(client, tmp_path):
    df = people_frame()
    ddf = dd.from_pandas(df, npartitions=4, sort=False)
    per_key = tbd.counts_per_key(ddf, "model", "group_metrics", **GROUPS)
    assert list(per_key) == ["model a", "model_b"]
    for key, accumulator in per_key.items():
        assert encoded("group_metrics", accumulator) == one_shot(df[df.model == key], **GROUPS)
    runs = tbd.write_per_key(
        ddf, "model", tmp_path, "group_metrics", "groups", 3, **GROUPS, min_count=2
    )
    assert runs == {k: str(tmp_path / k) for k in per_key}
    logdir = tb_fairness.Logdir(str(tmp_path))
    for key in per_key:
        with tb_fairness.FileWriter(str(tmp_path / "one shot" / key)) as writer:
            writer.group_metrics("groups", 3, data=df[df.model == key], **GROUPS, min_count=2)
        expected = tb_fairness.Logdir(str(tmp_path / "one shot")).report(key, "groups", 3)
        report = logdir.report(key, "groups", 3)
        assert encoded("group_metrics", report) == encoded("group_metrics", expected)
    bad = ddf.assign(model=ddf.model.where(ddf.label != "a", "../up"))
    with pytest.raises(ValueError, match="key: '../up' is not a safe run name"):
        tbd.counts_per_key(bad, "model", "group_metrics", **GROUPS)


def test_empty_partitions_and_differing_vocabularies(client):
    df = people_frame().sort_values("label", kind="stable").reset_index(drop=True)
    # Partitions by label: each sees one class only, so their vocabularies differ; a filter
    # leaves some partitions empty.
    ddf = dd.from_pandas(df, npartitions=6, sort=False)
    assert encoded("group_metrics", tbd.counts(ddf, "group_metrics", **GROUPS)) == one_shot(
        df, **GROUPS
    )
    kept = ddf[ddf.label != "b"]
    assert (kept.map_partitions(len).compute() == 0).any()
    assert encoded("group_metrics", tbd.counts(kept, "group_metrics", **GROUPS)) == one_shot(
        df[df.label != "b"], **GROUPS
    )
    with pytest.raises(ValueError, match="ddf: no rows to count"):
        tbd.counts(ddf[ddf.label == "none"], "group_metrics", **GROUPS)


def test_nulls_and_wrong_types(client):
    df = people_frame()
    df["race"] = df["race"].where(df.index % 7 != 0, None)  # not annotated
    ddf = dd.from_pandas(df, npartitions=3, sort=False)  # strings become string[pyarrow]
    assert encoded("group_metrics", tbd.counts(ddf, "group_metrics", **GROUPS)) == one_shot(
        df, **GROUPS
    )
    binary = dict(scores="score", labels="y", attributes=["sex"])
    with_nan = ddf.assign(score=ddf.score.mask(ddf.y == 1))
    with pytest.raises(ValueError, match="scores"):
        tbd.counts(with_nan, "binary_classification", **binary)
    with pytest.raises((TypeError, ValueError), match="scores"):
        tbd.counts(ddf.assign(score="high"), "binary_classification", **binary)


def test_a_worker_that_dies_mid_job_counts_every_row_once(client, tmp_path):
    df = people_frame(2000)
    marker = tmp_path / "died"

    def die_once(part):
        if len(part) and not marker.exists():
            marker.touch()
            os._exit(1)  # the worker process dies; its nanny starts another
        return part

    ddf = dd.from_pandas(df, npartitions=4, sort=False).map_partitions(die_once, meta=df.iloc[:0])
    result = tbd.counts(ddf, "group_metrics", **GROUPS)
    assert marker.exists()
    assert encoded("group_metrics", result) == one_shot(df, **GROUPS)


def test_bad_arguments_are_named_before_any_work(client):
    ddf = dd.from_pandas(people_frame(), npartitions=2, sort=False)
    with pytest.raises(ValueError, match=r"predictions: no column 'guess' in ddf; it has"):
        tbd.counts(ddf, "group_metrics", **{**GROUPS, "predictions": "guess"})
    with pytest.raises(TypeError, match="predictions: tb_fairness.dask.counts reads it from"):
        tbd.counts(ddf, "group_metrics", **{**GROUPS, "predictions": np.zeros(3)})
    with pytest.raises(TypeError, match="min_count: not taken by tb_fairness.dask.counts"):
        tbd.counts(ddf, "group_metrics", min_count=5, **GROUPS)
    with pytest.raises(ValueError, match="kind: expected one of"):
        tbd.counts(ddf, "fairness", **GROUPS)
    with pytest.raises(TypeError, match="ddf: expected a dask DataFrame"):
        tbd.counts(people_frame(), "group_metrics", **GROUPS)


def test_docs_block(client, tmp_path, monkeypatch):
    """docs/scale.md's Dask block: label sets in a Parquet list column, counted in one pass
    per partition, equal to the sets counted by one process."""
    from test_docs_blocks import run_block

    pa = pytest.importorskip("pyarrow")
    pq = pytest.importorskip("pyarrow.parquet")
    monkeypatch.chdir(tmp_path)
    rng = np.random.default_rng(5)
    names = ["man", "woman", "bike", "dog 2", "dog 10"]
    rows = [rng.choice(names, size=rng.integers(0, 5)).tolist() for _ in range(500)]
    u = rng.random(500)
    table = pa.table(
        {"labels": pa.array(rows, pa.list_(pa.string())), "woman": u < 0.5, "man": u >= 0.5}
    )
    (tmp_path / "eval").mkdir()
    for i, part in enumerate((table.slice(0, 200), table.slice(200))):
        pq.write_table(part, tmp_path / "eval" / f"part-{i}.parquet")
    run_block("docs/scale.md", 1, {"tb_fairness": tb_fairness})
    report = tb_fairness.Logdir("logs").report("model_a", "associations/test", 0)
    expected = counts_of(
        "label_associations",
        [set(r) for r in rows],
        identities={"woman": u < 0.5, "man": u >= 0.5},
    )
    assert encoded("label_associations", report) == encoded(
        "label_associations", type("A", (), {"counts": expected})
    )
