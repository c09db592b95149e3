"""What tb-fairness generates from the kind's declaration, used as a user would: the writer
method, the ``_pb`` function, the accumulator, the reader and the ``tb-fairness`` command."""

from __future__ import annotations

import csv
import inspect
import io
import json
import os
import pydoc
import subprocess
import sys

import numpy as np
import pytest
from conftest import RUNS, STEPS, TAG, run_data, step_slice
from mean_score_oracle import assert_columns_equal, headline, table
from tb_fairness_mean_score.counts import MeanScoreCounts, count_mean_scores
from tensorboard.compat.proto import event_pb2
from tensorboard.summary.writer.event_file_writer import EventFileWriter

import tb_fairness
import tb_fairness.summary
from tb_fairness.kinds.options import OptionError

WRITER_PARAMETERS = [
    "self",
    "tag",
    "step",
    "scores",
    "groups",
    "group_names",
    "data",  # a DataFrame the inputs name columns of (every kind's writers, since 0.2)
    "counts",
    "min_count",
    "description",
    "wall_time",
]


def read_table(logdir: str, run: str = "run", tag: str = TAG, **options) -> dict:
    return tb_fairness.Logdir(logdir).report(run, tag).table_data(**options).columns


def test_the_writer_method_and_its_help():
    method = tb_fairness.FileWriter.mean_score
    assert list(inspect.signature(method).parameters) == WRITER_PARAMETERS
    text = pydoc.render_doc(method, renderer=pydoc.plaintext)
    assert "a per-group mean-score report" in text
    assert "mean_score(self, tag: 'str', step: 'int', scores" in text
    for name in WRITER_PARAMETERS[1:]:
        assert f"{name}" in text
    pb = inspect.signature(tb_fairness.summary.mean_score_pb)
    assert list(pb.parameters)[:4] == ["tag", "scores", "groups", "group_names"]


def test_a_report_written_reads_back_as_the_oracle(data, tmp_path):
    logdir = str(tmp_path)
    with tb_fairness.FileWriter(os.path.join(logdir, "run")) as writer:
        writer.mean_score(TAG, 3, data.scores_b, data.groups_b, description="hours")
    logs = tb_fairness.Logdir(logdir)
    assert logs.tags() == {TAG: "mean_score"}
    assert logs.steps("run", TAG) == [3]
    assert_columns_equal(read_table(logdir), table(data.scores_b, data.groups_b))
    assert_columns_equal(
        read_table(logdir, level=0.99, fdr=0.01),
        table(data.scores_b, data.groups_b, level=0.99, fdr=0.01),
    )
    with pytest.raises(OptionError, match="^bogus: not an option of mean_score reports"):
        read_table(logdir, bogus=1)


def test_the_table_as_a_data_frame(data, logdir):
    pytest.importorskip("pandas")
    frame = tb_fairness.Logdir(logdir).report("model_a", TAG).table()
    want = table(data.scores_a, data.groups_a)
    assert list(frame.columns) == list(want)
    np.testing.assert_allclose(frame["gap"].to_numpy(float), want["gap"], rtol=1e-9)


def test_the_writers_min_count_is_the_readers_default(data, tmp_path):
    logdir = str(tmp_path)
    sizes = count_mean_scores(data.scores_a, data.groups_a).n
    # Every group but the largest below it: only the largest is tested.
    min_count = int(sizes.max())
    with tb_fairness.FileWriter(os.path.join(logdir, "run")) as writer:
        writer.mean_score(TAG, 0, data.scores_a, data.groups_a, min_count=min_count)
    got = tb_fairness.Logdir(logdir).report("run", TAG).table_data()
    assert got.head["min_count"] == min_count
    assert_columns_equal(got.columns, table(data.scores_a, data.groups_a, min_count=min_count))
    assert got.columns["insufficient"].sum() == len(sizes) - 1
    assert read_table(logdir, min_count=1)["insufficient"].sum() == 0  # the reader's choice


def test_the_pb_function_writes_through_any_event_writer(data, tmp_path):
    summary = tb_fairness.summary.mean_score_pb(TAG, data.scores_a, data.groups_a)
    assert summary.value[0].tag == TAG
    assert summary.value[0].metadata.plugin_data.plugin_name == "fairness"
    writer = EventFileWriter(str(tmp_path / "run"))
    writer.add_event(event_pb2.Event(step=5, wall_time=1.0, summary=summary))
    writer.close()
    assert_columns_equal(read_table(str(tmp_path)), table(data.scores_a, data.groups_a))


def test_the_accumulator_merges_batches_to_the_one_shot_report(data, tmp_path):
    scores, groups = data.scores_a, data.groups_a
    cuts = np.array_split(np.arange(scores.size), 5)
    accumulator = tb_fairness.MeanScoreAccumulator()
    assert type(accumulator).__name__ == "MeanScoreAccumulator"
    for cut in cuts:
        accumulator.update(scores[cut], groups[cut])
    # Two workers' shards, merged.
    first, second = tb_fairness.MeanScoreAccumulator(), tb_fairness.MeanScoreAccumulator()
    for i, cut in enumerate(cuts):
        (first if i % 2 else second).update(scores=scores[cut], groups=groups[cut])
    sharded = first.merge(second)
    one_shot = count_mean_scores(scores, groups)
    for counts in (accumulator.counts, sharded.counts):
        assert isinstance(counts, MeanScoreCounts)
        assert counts.group_names == one_shot.group_names
        assert counts.n.tolist() == one_shot.n.tolist()
        np.testing.assert_allclose(counts.sums, one_shot.sums, rtol=1e-12)
        np.testing.assert_allclose(counts.sq_sums, one_shot.sq_sums, rtol=1e-12)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as writer:
        writer.mean_score(TAG, 0, counts=accumulator)
    assert_columns_equal(read_table(str(tmp_path)), table(scores, groups), rtol=1e-8)


def test_accumulators_align_their_groups(data):
    # group_names is a vocabulary: workers that saw different groups still merge.
    a = tb_fairness.MeanScoreAccumulator(group_names=["x", "y"])
    a.update([1.0, 2.0], [0, 0])
    b = tb_fairness.MeanScoreAccumulator()
    b.update([4.0], ["z"])
    merged = a.merge(b).counts
    assert merged.group_names == ("x", "y", "z")
    assert merged.n.tolist() == [2, 0, 1] and merged.sums.tolist() == [3.0, 0.0, 4.0]
    with pytest.raises(TypeError, match="^other: expected MeanScoreAccumulator"):
        a.merge(tb_fairness.GroupMetricsAccumulator())
    with pytest.raises(TypeError, match="^group_names: expected a sequence of names"):
        tb_fairness.MeanScoreAccumulator(group_names="xy")  # refused where it is made
    with pytest.raises(ValueError, match="^groups: required"):
        b.update([1.0], None)
    before = b.counts
    with pytest.raises(ValueError, match="^scores: found NaN"):
        b.update([float("nan")], ["z"])
    assert b.counts is before  # a refused batch changes nothing


@pytest.mark.parametrize(
    "args, kwargs, error, message",
    [
        (([1.0, 2.0],), {}, ValueError, "groups: required"),
        ((None, ["a"]), {}, ValueError, "scores: required"),
        (([1.0, 2.0], ["a"]), {}, ValueError, "groups: expected 2 entries"),
        (([1.0, float("nan")], ["a", "b"]), {}, ValueError, "scores: found NaN"),
        ((["x"], ["a"]), {}, TypeError, "scores: expected real numbers"),
        (([1.0], [3]), {"group_names": ["a"]}, ValueError, "groups: index 3"),
        (([1.0], ["a"]), {"min_count": -1}, ValueError, "min_count: expected a whole number"),
        (([1.0], ["a"]), {"min_count": 2.5}, TypeError, "min_count: expected a whole number"),
        ((), {"counts": "nope"}, TypeError, "counts: expected MeanScoreCounts"),
        (([1.0], ["a"]), {"counts": "nope"}, ValueError, "counts: pass either counts"),
        (([1.0], ["a"]), {"description": 3}, TypeError, "description: expected a string"),
    ],
)
def test_bad_writer_arguments_name_the_argument(tmp_path, args, kwargs, error, message):
    with tb_fairness.FileWriter(str(tmp_path)) as writer:
        with pytest.raises(error, match="^" + message):
            writer.mean_score(TAG, 0, *args, **kwargs)
    with pytest.raises(error, match="^" + message):
        tb_fairness.summary.mean_score_pb(TAG, *args, **kwargs)


def _cli(*args: str) -> subprocess.CompletedProcess:
    # As a user runs it: its own process, with the environment that finds the kind.
    return subprocess.run(
        [sys.executable, "-m", "tb_fairness.cli", *args],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_export_prints_the_table(data, logdir):
    done = _cli("export", "--logdir", logdir, "--run", "model_b", "--tag", TAG, "--min-count", "5")
    assert done.returncode == 0, done.stderr
    rows = list(csv.reader(io.StringIO(done.stdout)))
    want = table(data.scores_b, data.groups_b, min_count=5)
    assert rows[0] == list(want)
    columns = {name: [r[j] for r in rows[1:]] for j, name in enumerate(rows[0])}
    got = {
        name: [float(v) if v else None for v in values]
        if want[name].dtype.kind == "f"
        else [int(v) for v in values]
        if want[name].dtype.kind == "i"
        else [v == "True" for v in values]
        if want[name].dtype.kind == "b"
        else values
        for name, values in columns.items()
    }
    assert_columns_equal(got, want)
    # CSV carries every digit: the reader's table, exactly.
    exact = read_table(logdir, "model_b", min_count=5)
    for name in ("mean", "gap_lower", "p_value"):
        assert np.array_equal(np.asarray(got[name], float), exact[name], equal_nan=True)


def test_export_trend_and_a_bad_option(data, logdir):
    done = _cli("export", "--logdir", logdir, "--tag", TAG, "--trend", "--format", "json")
    assert done.returncode == 0, done.stderr
    body = json.loads(done.stdout)
    points = [r for r in body["rows"] if r["run"] == "model_a"]
    assert [p["step"] for p in points] == list(STEPS)
    for p in points:
        want = headline(*step_slice(*run_data(data, "model_a"), p["step"]))
        assert p["largest_gap"] == pytest.approx(want["largest_gap"], rel=1e-9)
        assert p["overall_mean"] == pytest.approx(want["overall_mean"], rel=1e-12)
    assert {r["run"] for r in body["rows"]} == set(RUNS)
    bad = _cli("export", "--logdir", logdir, "--run", "model_a", "--tag", TAG, "--level", "2")
    assert bad.returncode == 2 and "level: expected a number in [0.5, 1)" in bad.stderr


def test_the_torchmetrics_metric_sums_its_float_sums():
    """The generated torchmetrics Metric keeps the sums of scores as float64 states, summed
    across batches (and processes) like the counts."""
    pytest.importorskip("torchmetrics")
    import torch

    from tb_fairness.torchmetrics import MeanScore

    rng = np.random.default_rng(3)
    scores, groups = rng.random(300), rng.choice(["f", "m", "x"], 300)
    metric = MeanScore(group_names=["f", "m", "x"])
    for part in (slice(0, 120), slice(120, None)):
        metric.update(scores=torch.as_tensor(scores[part]), groups=groups[part])
    got = metric.compute()
    want = count_mean_scores(scores, groups, group_names=["f", "m", "x"])
    np.testing.assert_array_equal(got.n, want.n)
    np.testing.assert_allclose(got.sums, want.sums, rtol=1e-12)
    np.testing.assert_allclose(got.sq_sums, want.sq_sums, rtol=1e-12)
    assert got.sums.dtype == np.float64


def test_the_readme_example_runs(tmp_path, monkeypatch):
    """The package README's Python block, as written, on batches of generated scores."""
    import re

    readme = os.path.join(os.path.dirname(os.path.dirname(__file__)), "README.md")
    with open(readme, encoding="utf-8") as f:
        (block,) = re.findall(r"```python\n(.*?)```", f.read(), flags=re.S)
    rng = np.random.default_rng(4)
    scores, groups = rng.random(90), rng.choice(["f", "m", "x"], 90)
    batches = [(scores[i : i + 30], groups[i : i + 30]) for i in range(0, 90, 30)]
    monkeypatch.chdir(tmp_path)
    namespace = {"batches": batches, "all_scores": scores, "all_groups": groups}
    exec(compile(block, "README.md", "exec"), namespace)
    logs = tb_fairness.Logdir("logs")
    one_shot = logs.report("model_a", "toxicity/val", step=0).counts
    batched = logs.report("model_a", "toxicity/val", step=1).counts
    np.testing.assert_array_equal(one_shot.n, batched.n)
    np.testing.assert_allclose(one_shot.sums, batched.sums, rtol=1e-12)
    assert batched.min_count == 50
