"""Fairness beside the loss (issue 25, item 4): every writer also writes the report's
headline numbers as TensorBoard scalars, ``fairness/<tag>/<name>`` with ``<name>_lower`` and
``<name>_upper`` for the interval, equal to the numbers of the trend route (and, for two
kinds, to scikit-learn's and statsmodels'); ``scalars=False`` writes none; the report's bytes
are the same either way; TensorBoard's own Time Series, Scalars and HParams routes serve
them under both loaders; the Keras and Lightning callbacks write them at the reports' steps."""

from __future__ import annotations

import dataclasses
import importlib.util
import json
import logging
import os
import sys
import urllib.request
from unittest import mock

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(__file__))
from helpers import http, multiplexer_provider, plugin_client, tensorboard_server  # noqa: E402
from tensorboard.compat.proto import event_pb2  # noqa: E402
from tensorboard.context import RequestContext  # noqa: E402
from tensorboard.plugins.scalar import summary_v2 as scalar_summary  # noqa: E402
from tensorboard.summary.writer.event_file_writer import EventFileWriter  # noqa: E402
from tensorboard.util import tensor_util  # noqa: E402
from test_canonical_order import KIND_CASES, _encoded, _update  # noqa: E402

import tb_fairness  # noqa: E402
import tb_fairness.summary as fairness_summary  # noqa: E402
from tb_fairness import kinds  # noqa: E402
from tb_fairness.read.store import ReportStore  # noqa: E402
from tb_fairness.reports import headlines  # noqa: E402
from tb_fairness.summary import scalars  # noqa: E402

KINDS = sorted(KIND_CASES)
STEPS = (0, 1)


def accumulated(kind: str, seed: int, batches: int = 4, n: int = 150):
    """An accumulator of ``kind`` fed seeded batches (writers take it as ``counts=``)."""
    make, batch = KIND_CASES[kind]
    rng = np.random.default_rng(seed)
    acc = make()
    for _ in range(batches):
        _update(acc, batch(rng, n))
    return acc


def tag_of(kind: str) -> str:
    return f"{kind}/val"  # a slash inside, as most tags have


def expected_scalars(logdir: str, run: str, tag: str) -> dict[int, dict[str, float]]:
    """{step: {scalar tag: value}} from the trend route (tb_fairness.Logdir.trend_data):
    every defined headline number, and both ends of its interval when both are defined."""
    # The reports decoded and their numbers computed, not the records written beside them
    # (tests/test_trend_records.py checks those against this).
    with mock.patch.object(ReportStore, "records", lambda *args, **kwargs: {}):
        table = tb_fairness.Logdir(logdir).trend_data(tag, runs=[run])
    names = [c for c in table.columns if c not in ("run", "step")]
    out: dict[int, dict[str, float]] = {}
    for i, step in enumerate(table.columns["step"].tolist()):
        row = {c: table.columns[c][i] for c in names}
        values = out.setdefault(step, {})
        for name in names:
            if name.endswith(("_lower", "_upper")) or row[name] is None:
                continue
            values[f"fairness/{tag}/{name}"] = row[name]
            ends = (row.get(f"{name}_lower"), row.get(f"{name}_upper"))
            if None not in ends:
                values[f"fairness/{tag}/{name}_lower"] = ends[0]
                values[f"fairness/{tag}/{name}_upper"] = ends[1]
    return out


def read_scalars(logdir: str) -> dict[str, dict[str, dict[int, float]]]:
    """{run: {tag: {step: value}}} of every scalar, read by TensorBoard's data provider."""
    provider = multiplexer_provider(logdir)
    data = provider.read_scalars(
        RequestContext(), experiment_id="", plugin_name="scalars", downsample=10**6
    )
    return {
        run: {tag: {d.step: d.value for d in points} for tag, points in tags.items()}
        for run, tags in data.items()
    }


def read_reports(logdir: str) -> dict[str, dict[str, dict[int, list]]]:
    """{run: {tag: {step: the report tensor's bytes}}}, read by TensorBoard's data provider."""
    provider = multiplexer_provider(logdir)
    data = provider.read_tensors(
        RequestContext(), experiment_id="", plugin_name="fairness", downsample=10**6
    )
    return {
        run: {
            tag: {d.step: [bytes(x) for x in d.numpy.tolist()] for d in points}
            for tag, points in tags.items()
        }
        for run, tags in data.items()
    }


def float32(x: float) -> float:
    """``x`` as TensorBoard stores a scalar (32 bits)."""
    return float(np.float32(x))


def assert_equal_scalars(got: dict[int, float], want: dict[int, float], where):
    assert sorted(got) == sorted(want), where
    for step in want:
        assert got[step] == pytest.approx(float32(want[step]), rel=1e-6, abs=1e-12), (where, step)


# --------------------------------------------------------------------------------------
# Every writer, for every kind


def _file_writer(logdir, items, on):
    with tb_fairness.FileWriter(logdir, scalars=on) as writer:
        for kind, tag, step, counts in items:
            getattr(writer, kind)(tag, step, counts=counts)


def _pb_writer(logdir, items, on):
    """The ``_pb`` function with its own switch, through TensorBoard's event writer."""
    writer = EventFileWriter(logdir)
    for kind, tag, step, counts in items:
        summary = getattr(fairness_summary, kind + "_pb")(tag, counts=counts, scalars=on)
        writer.add_event(event_pb2.Event(step=step, wall_time=1.0 + step, summary=summary))
    writer.close()


def _add_summary_writer(make):
    """The ``_pb`` function's default Summary through ``add_summary(..., scalars=)``."""

    def write(logdir, items, on):
        writer = make(logdir)
        for kind, tag, step, counts in items:
            summary = getattr(fairness_summary, kind + "_pb")(tag, counts=counts)
            fairness_summary.add_summary(writer, summary, step, scalars=on)
        writer.close()

    return write


def _torch(logdir):
    from torch.utils.tensorboard import SummaryWriter

    return SummaryWriter(logdir)


def _tensorboardx(logdir):
    import tensorboardX

    return tensorboardX.SummaryWriter(logdir)


def _tf_op(logdir, items, on):
    import tensorflow as tf

    writer = tf.summary.create_file_writer(logdir)
    with writer.as_default():
        for kind, tag, step, counts in items:
            assert getattr(fairness_summary, kind)(tag, counts=counts, step=step, scalars=on)
    writer.close()


def _installed(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


# writer name -> (write(logdir, [(kind, tag, step, counts)], scalars on?), module it needs)
WRITERS = {
    "file_writer": (_file_writer, None),
    "pb": (_pb_writer, None),
    "torch": (_add_summary_writer(_torch), "torch"),
    "tensorboardX": (_add_summary_writer(_tensorboardx), "tensorboardX"),
    "tf_op": (_tf_op, "tensorflow"),
}


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """A logdir with a run per writer, scalars on (``<writer>``) and off (``<writer>-off``):
    every kind at steps 0 and 1 (different counts), from accumulators."""
    logdir = str(tmp_path_factory.mktemp("writers"))
    counts = {(k, step): accumulated(k, seed=10 * step + 1) for k in KINDS for step in STEPS}
    items = [(kind, tag_of(kind), step, counts[kind, step]) for kind in KINDS for step in STEPS]
    made = []
    for name, (write, needs) in WRITERS.items():
        if needs is not None and not _installed(needs):
            continue
        for on in (True, False):
            run = name if on else f"{name}-off"
            write(os.path.join(logdir, run), items, on)
            made.append(name)
    return logdir, counts, set(made)


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_every_writer_writes_the_trend_routes_numbers_or_none(written, writer):
    logdir, counts, made = written
    needs = WRITERS[writer][1]
    if writer not in made:
        pytest.skip(f"{needs} is not installed")
    got = read_scalars(logdir)
    reports = read_reports(logdir)
    assert got.get(f"{writer}-off", {}) == {}  # switched off: not one scalar
    mine = got[writer]
    tags = set()
    for kind in KINDS:
        tag = tag_of(kind)
        want = expected_scalars(logdir, writer, tag)
        assert set(want[0]) | set(want[1]), f"{kind}: the test data should define some numbers"
        for scalar_tag in set(want[0]) | set(want[1]):
            by_step = {s: want[s][scalar_tag] for s in STEPS if scalar_tag in want[s]}
            assert_equal_scalars(mine.get(scalar_tag, {}), by_step, (writer, scalar_tag))
            tags.add(scalar_tag)
        # The report is the same, byte for byte, with or without its scalars.
        for step in STEPS:
            encoded = _encoded(kind, counts[kind, step].counts)
            assert reports[writer][tag][step] == encoded, (writer, kind, step)
            assert reports[f"{writer}-off"][tag][step] == encoded, (writer, kind, step)
    assert set(mine) == tags  # nothing else: no undefined number, no stray interval
    # The Fairness tab's reader ignores the scalars: one report per kind, nothing else.
    listed = tb_fairness.Logdir(logdir).tags(writer)
    assert listed == {tag_of(kind): kind for kind in KINDS}


def test_the_fairness_tags_route_ignores_the_scalars(written):
    logdir, _, made = written
    body = json.loads(plugin_client(logdir).get("/data/plugin/fairness/tags").get_data())
    for run in made:
        assert set(body["runs"][run]) == {tag_of(kind) for kind in KINDS}, run


def test_every_number_of_every_kind_gets_a_tag_and_a_description():
    for kind_name in KINDS:
        kind = kinds.get(kind_name)
        counts = accumulated(kind_name, seed=3).counts
        values = scalars.headline_scalars(kind_name, "t", counts)
        options = kind.resolve(counts, kind.parse(lambda name: None))
        headline = kind.headline(counts, options)
        formats = {h.name: h.format for h in kind.headline_infos(options)}
        by_tag = {v.tag: v for v in values}
        for name, value in headline.values.items():
            v = by_tag.get(f"fairness/t/{name}")
            assert (v is None) == (value is None), (kind_name, name)
            if v is None:
                continue
            assert v.metadata.plugin_data.plugin_name == "scalars"
            about = v.metadata.summary_description
            info = next(h for h in kind.headlines if h.name == name)
            assert about.startswith(info.title) and info.explanation in about
            unit = {"percent": "fraction in [0, 1]", "points": "fraction in [-1, 1]"}
            assert unit.get(formats[name], "fraction in") in about or formats[name] not in unit
            for end in ("lower", "upper"):
                e = by_tag.get(f"fairness/t/{name}_{end}")
                if e is not None:
                    assert e.metadata.summary_description.startswith(
                        f"The {end} end of the 95% interval of: {info.title}"
                    )


# --------------------------------------------------------------------------------------
# Against outside oracles


def test_binary_accuracy_equals_scikit_learns():
    accuracy_score = pytest.importorskip("sklearn.metrics").accuracy_score
    from statsmodels.stats.proportion import proportion_confint

    rng = np.random.default_rng(3)
    n = 2500
    labels = rng.random(n) < 0.4
    score = np.clip(labels * 0.3 + rng.random(n) * 0.7, 0, 1)
    gender = rng.choice(["f", "m"], n)
    summary = fairness_summary.binary_classification_pb("bin", score, labels, {"gender": gender})
    record, *values = summary.value[1:]  # the record of the numbers, then the scalars
    got = {v.tag: v.tensor.float_val[0] for v in values}
    predicted = score >= 0.5  # the default threshold
    right = int(np.sum(predicted == labels))
    lower, upper = proportion_confint(right, n, alpha=0.05, method="wilson")
    assert got["fairness/bin/accuracy"] == float32(accuracy_score(labels, predicted))
    assert got["fairness/bin/accuracy_lower"] == pytest.approx(float32(lower), rel=1e-6)
    assert got["fairness/bin/accuracy_upper"] == pytest.approx(float32(upper), rel=1e-6)
    # The record keeps them as doubles.
    stored = headlines.decode(tensor_util.make_ndarray(record.tensor))
    assert stored["values"]["accuracy"] == pytest.approx(accuracy_score(labels, predicted), 1e-15)
    assert stored["intervals"]["accuracy"] == pytest.approx([lower, upper], rel=1e-12)


def test_group_metrics_overall_value_is_scikit_learns_macro_recall():
    recall_score = pytest.importorskip("sklearn.metrics").recall_score

    rng = np.random.default_rng(1)
    n = 4000
    classes = rng.choice(["a", "b", "c"], n, p=[0.5, 0.3, 0.2])
    race = rng.choice(["x", "y", "z"], n)
    right = rng.random(n) < np.where(classes == "c", 0.6, 0.85)
    predictions = np.where(right, classes, rng.choice(["a", "b", "c"], n))
    summary = fairness_summary.group_metrics_pb("g", classes, predictions, {"race": race})
    got = {v.tag: v.tensor.float_val[0] for v in summary.value[2:]}  # after the record
    want = recall_score(classes, predictions, average="macro")
    assert got["fairness/g/overall_value"] == pytest.approx(float32(want), rel=1e-6)


# --------------------------------------------------------------------------------------
# Undefined numbers, defaults that do not apply, the switch


def test_an_undefined_number_is_not_written():
    # Every cell below min_count: the worst group and the disparity are undefined.
    counts = accumulated("group_metrics", seed=2, batches=1, n=30).counts
    counts = dataclasses.replace(counts, min_count=10**6)
    tags = [v.tag for v in scalars.headline_scalars("group_metrics", "g", counts)]
    assert tags == [
        "fairness/g/overall_value",
        "fairness/g/overall_value_lower",
        "fairness/g/overall_value_upper",
    ]


def test_defaults_that_do_not_apply_write_the_report_alone(tmp_path, monkeypatch, caplog):
    kind = kinds.get("skew_size")

    def refuses(counts, options):
        raise ValueError("threshold: the report has none to default to")

    monkeypatch.setitem(kinds.BY_NAME, "skew_size", dataclasses.replace(kind, headline=refuses))
    acc = accumulated("skew_size", seed=4)
    with caplog.at_level(logging.WARNING, logger="tb_fairness.summary.scalars"):
        with tb_fairness.FileWriter(str(tmp_path)) as writer:
            writer.skew_size("skew", 0, counts=acc)
    assert "without its headline numbers" in caplog.text and "threshold: the report" in caplog.text
    assert read_scalars(str(tmp_path)) == {}
    assert read_reports(str(tmp_path))["."]["skew"][0] == _encoded("skew_size", acc.counts)

    def broken(counts, options):
        raise KeyError("a bug, not an option")

    monkeypatch.setitem(kinds.BY_NAME, "skew_size", dataclasses.replace(kind, headline=broken))
    with pytest.raises(KeyError, match="a bug"):  # a bug is not swallowed
        fairness_summary.skew_size_pb("skew", counts=acc)


def test_the_switch_takes_true_or_false(tmp_path):
    acc = accumulated("skew_size", seed=5)
    with pytest.raises(TypeError, match=r"^scalars: expected True or False, got 'no'"):
        tb_fairness.FileWriter(str(tmp_path), scalars="no")
    with pytest.raises(TypeError, match="^scalars: expected True or False"):
        fairness_summary.skew_size_pb("t", counts=acc, scalars=None)
    summary = fairness_summary.skew_size_pb("t", counts=acc)
    with pytest.raises(TypeError, match="^scalars: expected True or False"):
        fairness_summary.add_summary(Recorder(), summary, 0, scalars=1)


class Recorder:
    """An event writer as ``add_summary`` sees one: what it was given, by step."""

    def __init__(self):
        self.written = {}

    def add_summary(self, summary, step, walltime=None):
        self.written[step] = summary


def test_add_summary_strips_only_the_reports_scalars():
    summary = fairness_summary.skew_size_pb("skew", counts=accumulated("skew_size", seed=6))
    summary.value.extend(scalar_summary.scalar_pb("loss", 0.25).value)  # the user's own
    summary.value.extend(scalar_summary.scalar_pb("fairness/other/x", 0.5).value)
    stripped = scalars.without_scalars(summary)
    # The record of the headline numbers goes with them: the report alone.
    assert [v.tag for v in stripped.value] == ["skew", "loss", "fairness/other/x"]
    writer = Recorder()
    fairness_summary.add_summary(writer, summary, 3, scalars=False)
    assert writer.written[3] == stripped
    fairness_summary.add_summary(writer, summary, 4)
    assert writer.written[4] is summary  # on: given as it is


def test_the_tf_op_puts_the_scalars_under_the_reports_scoped_tag(tmp_path):
    tf = pytest.importorskip("tensorflow")
    acc = accumulated("group_metrics", seed=7)
    writer = tf.summary.create_file_writer(str(tmp_path))
    with writer.as_default(), tf.name_scope("eval"):
        assert fairness_summary.group_metrics("groups", counts=acc, step=2)
    writer.close()
    assert set(tb_fairness.Logdir(str(tmp_path)).tags(".")) == {"eval/groups"}
    want = expected_scalars(str(tmp_path), ".", "eval/groups")[2]
    got = read_scalars(str(tmp_path))["."]
    assert set(got) == set(want) and all(t.startswith("fairness/eval/groups/") for t in got)
    for scalar_tag, value in want.items():
        assert_equal_scalars(got[scalar_tag], {2: value}, scalar_tag)


def test_a_beam_report_gets_its_scalars(tmp_path):
    beam = pytest.importorskip("apache_beam", reason="Beam runs in .venv-beam (scripts/test.sh)")
    from test_canonical_order import _skew_batch

    from tb_fairness import beam as fairness_beam

    rng = np.random.default_rng(8)
    batches = [_skew_batch(rng, 100) for _ in range(3)]
    for run, on in (("on", True), ("off", False)):
        with beam.Pipeline() as p:
            _ = (
                p
                | beam.Create(batches)
                | fairness_beam.WriteReport(
                    fairness_beam.SkewSizeCombineFn(), str(tmp_path / run), "skew", 1, scalars=on
                )
            )
    got = read_scalars(str(tmp_path))
    assert "off" not in got or got["off"] == {}
    want = expected_scalars(str(tmp_path), "on", "skew")[1]
    assert set(got["on"]) == set(want)


# --------------------------------------------------------------------------------------
# TensorBoard's own routes: Time Series, Scalars, HParams


RUNS = {"lr_0.1": {"lr": 0.1, "optimizer": "sgd"}, "lr_0.3": {"lr": 0.3, "optimizer": "adam"}}
TB_STEPS = (0, 5, 10)
STATUSES = ["STATUS_UNKNOWN", "STATUS_SUCCESS", "STATUS_FAILURE", "STATUS_RUNNING"]


def write_sweep(logdir: str) -> dict:
    """Two runs logged as a sweep: hyperparameters through TensorBoard's hparams API
    (``hparams_pb``, no TensorFlow), a loss, and a group_metrics report per step; returns
    their counts."""
    # hparams.api's own hparams_pb, from its module: importing hparams.api imports TensorFlow.
    from tensorboard.plugins.hparams import summary_v2 as hparams_summary

    counts = {}
    for k, (run, hp) in enumerate(RUNS.items()):
        run_dir = os.path.join(logdir, run)
        loss = EventFileWriter(run_dir, filename_suffix=".loss")
        start = hparams_summary.hparams_pb(hp, trial_id=run)  # the session, at step 0
        loss.add_event(event_pb2.Event(step=0, wall_time=1e9, summary=start))
        with tb_fairness.FileWriter(run_dir) as writer:
            for step in TB_STEPS:
                acc = accumulated("group_metrics", seed=100 * k + step)
                counts[run, step] = acc.counts
                writer.group_metrics("groups/val", step, counts=acc, wall_time=1e9 + step)
                loss.add_event(
                    event_pb2.Event(
                        step=step,
                        wall_time=1e9 + step,
                        summary=scalar_summary.scalar_pb("epoch_loss", 1.0 / (1 + step)),
                    )
                )
        loss.close()
    return counts


def post(base: str, path: str, body: dict) -> dict:
    request = urllib.request.Request(
        base + path,
        data=json.dumps(body).encode(),
        method="POST",
        headers={"Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=60) as response:
        assert response.headers["Content-Type"].startswith("application/json")
        return json.loads(response.read())


def get(base: str, path: str):
    status, ctype, body = http(base, path)
    assert status == 200 and ctype.startswith("application/json"), (path, status, body[:300])
    return json.loads(body)


def scalar_tag_of(name: str) -> str:
    return scalars.scalar_tag("groups/val", name)


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast", "multiplexer"])
def test_time_series_scalars_and_hparams_serve_them(tmp_path, load_fast):
    logdir = str(tmp_path)
    write_sweep(logdir)
    want = {run: expected_scalars(logdir, run, "groups/val") for run in RUNS}
    ours = {t for run in RUNS for step in TB_STEPS for t in want[run][step]}
    assert {"fairness/groups/val/overall_value", "fairness/groups/val/largest_disparity"} < ours
    with tensorboard_server(logdir, load_fast) as base:
        # Time Series: the fairness scalars are scalar cards, next to the loss.
        series = get(base, "/data/plugin/timeseries/tags")["scalars"]["runTagInfo"]
        for run in RUNS:
            assert set(series[run]) == ours | {"epoch_loss"}, run
        # Scalars: the tags, and each one's value at each step.
        listed = get(base, "/data/plugin/scalars/tags")
        for run in RUNS:
            assert set(listed[run]) == ours | {"epoch_loss"}
            assert (
                "fraction in [0, 1]"
                in listed[run]["fairness/groups/val/overall_value"]["description"]
            )
            for scalar_tag in ours:
                points = get(base, f"/data/plugin/scalars/scalars?run={run}&tag={scalar_tag}")
                by_step = {step: value for _, step, value in points}
                wanted = {s: w[scalar_tag] for s, w in want[run].items() if scalar_tag in w}
                assert_equal_scalars(by_step, wanted, (load_fast, run, scalar_tag))
        # The Fairness tab still lists the report alone.
        tags = get(base, "/data/plugin/fairness/tags")["runs"]
        assert {run: set(t) for run, t in tags.items()} == {run: {"groups/val"} for run in RUNS}
        # Its trend reads every point from the records beside the reports (this loader
        # keeps them), with the numbers the reports give.
        trend = get(base, "/data/plugin/fairness/trend?tag=groups/val")
        assert trend["stored"] == len(RUNS) * len(TB_STEPS), load_fast
        for series in trend["series"]:
            for point in series["points"]:
                for name, value in point["values"].items():
                    if value is not None:
                        scalar = want[series["run"]][point["step"]][scalar_tag_of(name)]
                        assert value == pytest.approx(scalar, rel=1e-6), (load_fast, name)
        # HParams: the fairness scalars are metrics of every session, at the last step.
        experiment = post(base, "/data/plugin/hparams/experiment", {"experimentName": ""})
        assert {h["name"] for h in experiment["hparamInfos"]} == {"lr", "optimizer"}
        metrics = {m["name"]["tag"] for m in experiment["metricInfos"]}
        assert metrics == ours | {"epoch_loss"}
        groups = post(
            base,
            "/data/plugin/hparams/session_groups",
            {
                "experimentName": "",
                "allowedStatuses": STATUSES,
                "colParams": [],
                "startIndex": 0,
                "sliceSize": 100,
            },
        )["sessionGroups"]
        assert {g["name"] for g in groups} == set(RUNS)
        last = TB_STEPS[-1]
        for group in groups:
            run = group["name"]
            assert group["hparams"] == RUNS[run]
            (session,) = group["sessions"]
            values = {m["name"]["tag"]: m for m in session["metricValues"]}
            for scalar_tag, value in want[run][last].items():
                assert values[scalar_tag]["trainingStep"] == last
                assert values[scalar_tag]["value"] == pytest.approx(float32(value), rel=1e-6)


# --------------------------------------------------------------------------------------
# The training callbacks


def test_keras_callback_writes_them_at_the_reports_steps(tmp_path):
    keras = pytest.importorskip("keras")
    from tb_fairness.keras import FairnessCallback

    rng = np.random.default_rng(7)
    n = 240
    x = rng.normal(size=(n, 4)).astype("float32")
    y = rng.integers(0, 3, n)
    gender = rng.choice(["f", "m"], n)
    keras.utils.set_random_seed(0)
    model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(3, activation="softmax")])
    model.compile(optimizer=keras.optimizers.SGD(0.5), loss="sparse_categorical_crossentropy")
    arguments = dict(
        kind="group_metrics",
        tag="groups",
        y=y,
        predict=lambda p: p.argmax(-1),
        attributes={"gender": gender},
        class_names=["cat", "dog", "fox"],
        min_count=5,
    )
    log_dir = str(tmp_path)
    callbacks = [
        FairnessCallback(os.path.join(log_dir, "validation"), x, **arguments),
        FairnessCallback(os.path.join(log_dir, "off"), x, scalars=False, **arguments),
        keras.callbacks.TensorBoard(log_dir),
    ]
    model.fit(x, y, epochs=3, verbose=0, validation_data=(x, y), callbacks=callbacks)
    got = read_scalars(log_dir)
    want = expected_scalars(log_dir, "validation", "groups")
    assert sorted(want) == [0, 1, 2]
    ours = {t: v for t, v in got["validation"].items() if t.startswith("fairness/")}
    assert set(ours) == {t for step in want for t in want[step]}
    for scalar_tag, by_step in ours.items():
        assert_equal_scalars(by_step, {s: want[s][scalar_tag] for s in want}, scalar_tag)
    # Keras' own validation loss, at the same steps (epochs), in the same run.
    assert sorted(got["validation"]["epoch_loss"]) == [0, 1, 2]
    assert got.get("off", {}) == {}
    assert tb_fairness.Logdir(log_dir).steps("off", "groups") == [0, 1, 2]
    with pytest.raises(TypeError, match="^scalars: expected True or False"):
        FairnessCallback(log_dir, x, scalars="yes", **arguments)


LIGHTNING_TAG = "groups/val"


def _lightning_fit(log_dir: str, on: bool) -> str:
    """Two epochs of a tiny model on CPU, one process, with Lightning's TensorBoard logger;
    returns the run directory (``trainer.log_dir``)."""
    import lightning.pytorch as pl
    import torch

    from tb_fairness.lightning import FairnessCallback

    rng = np.random.default_rng(0)
    X = torch.tensor(rng.normal(size=(96, 4)), dtype=torch.float32)
    Y = torch.tensor(rng.integers(0, 3, 96))
    gender = np.array(["f", "m"])[rng.integers(0, 2, 96)]
    data = torch.utils.data.TensorDataset(X, Y, torch.arange(96))

    class Model(pl.LightningModule):
        def __init__(self):
            super().__init__()
            self.layer = torch.nn.Linear(4, 3)

        def training_step(self, batch, batch_idx):
            x, y, _ = batch
            return torch.nn.functional.cross_entropy(self.layer(x), y)

        def validation_step(self, batch, batch_idx):
            x, y, index = batch
            logits = self.layer(x)
            self.log("val_loss", torch.nn.functional.cross_entropy(logits, y))
            return {
                "classes": y,
                "predictions": logits.argmax(-1),
                "attributes": {"gender": gender[index.numpy()]},
            }

        def configure_optimizers(self):
            return torch.optim.SGD(self.parameters(), lr=0.5)

    pl.seed_everything(0, verbose=False)
    trainer = pl.Trainer(
        accelerator="cpu",
        devices=1,
        max_epochs=2,
        default_root_dir=log_dir,
        logger=pl.loggers.TensorBoardLogger(log_dir, name="", version="on" if on else "off"),
        enable_progress_bar=False,
        enable_model_summary=False,
        enable_checkpointing=False,
        num_sanity_val_steps=0,
        callbacks=[
            FairnessCallback(
                "group_metrics", LIGHTNING_TAG, scalars=on, class_names=["a", "b", "c"], min_count=5
            )
        ],
    )
    loader = torch.utils.data.DataLoader(data, batch_size=32)
    trainer.fit(Model(), loader, loader)
    return trainer.log_dir


def test_lightning_callback_writes_them_at_the_reports_steps(tmp_path):
    pytest.importorskip("lightning")
    log_dir = str(tmp_path)
    for on in (True, False):
        _lightning_fit(log_dir, on)
    logs = tb_fairness.Logdir(log_dir)
    assert logs.steps("on", LIGHTNING_TAG) == logs.steps("off", LIGHTNING_TAG) == [2, 5]
    got = read_scalars(log_dir)
    want = expected_scalars(log_dir, "on", LIGHTNING_TAG)
    ours = {t: v for t, v in got["on"].items() if t.startswith("fairness/")}
    assert ours and set(ours) == {t for step in want for t in want[step]}
    for scalar_tag, by_step in ours.items():
        assert_equal_scalars(by_step, {s: want[s][scalar_tag] for s in want}, scalar_tag)
    # Lightning's own val_loss, in the same run at the same steps: beside it in Time Series.
    assert sorted(got["on"]["val_loss"]) == [2, 5]
    assert not [t for t in got.get("off", {}) if t.startswith("fairness/")]
