"""Cold trends from stored headline numbers (issue 25, item 5): every writer writes, beside
each report, a record of its headline numbers at the kind's defaults; the trend reads it
instead of decoding the report, and answers exactly what decoding gives (the oracle here is
the trend with the records ignored, i.e. every report decoded and its numbers computed). A
record that is missing, malformed, outdated or for other options is never used."""

from __future__ import annotations

import json
import math
import os
import sys
from unittest import mock

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(__file__))
from helpers import plugin_client  # noqa: E402
from tensorboard.compat.proto import event_pb2, summary_pb2  # noqa: E402
from tensorboard.summary.writer.event_file_writer import EventFileWriter  # noqa: E402
from tensorboard.util import tensor_util  # noqa: E402
from test_headline_scalars import KINDS, WRITERS, _installed, accumulated, tag_of  # noqa: E402

import tb_fairness  # noqa: E402
import tb_fairness.summary as fairness_summary  # noqa: E402
from tb_fairness.read.store import ReportStore  # noqa: E402
from tb_fairness.reports import headlines  # noqa: E402

STEPS = (0, 1, 2)


def ignoring_records():
    """Every report decoded and its headline computed, as before the records existed."""
    return mock.patch.object(ReportStore, "records", lambda *args, **kwargs: {})


def trend(logdir: str, query: str) -> dict:
    response = plugin_client(logdir).get(f"/data/plugin/fairness/trend?{query}")
    assert response.status_code == 200, response.get_data(as_text=True)[:400]
    return json.loads(response.get_data())


def computed(logdir: str, query: str) -> dict:
    with ignoring_records():
        body = trend(logdir, query)
    assert body["stored"] == 0
    return body


def points(body: dict) -> int:
    return sum(len(s["points"]) for s in body["series"])


def same_numbers(a: dict, b: dict) -> None:
    """The two answers hold the same numbers (``stored`` aside), to the last bit."""
    a, b = dict(a), dict(b)
    a.pop("stored"), b.pop("stored")
    assert a == b


@pytest.fixture(scope="module")
def written(tmp_path_factory):
    """A run per writer (scalars on, and off: then no record either), every kind at
    three steps."""
    logdir = str(tmp_path_factory.mktemp("records"))
    counts = {(k, s): accumulated(k, seed=7 * s + 3) for k in KINDS for s in STEPS}
    items = [(kind, tag_of(kind), s, counts[kind, s]) for kind in KINDS for s in STEPS]
    runs = []
    for name, (write, needs) in WRITERS.items():
        if needs is not None and not _installed(needs):
            continue
        for on in (True, False):
            run = name if on else f"{name}-off"
            write(os.path.join(logdir, run), items, on)
            runs.append(run)
    return logdir, runs


@pytest.mark.parametrize("kind", KINDS)
def test_every_writers_records_answer_what_decoding_gives(written, kind):
    logdir, runs = written
    query = f"tag={tag_of(kind)}"
    body = trend(logdir, query)
    assert points(body) == len(runs) * len(STEPS)
    on = [r for r in runs if not r.endswith("-off")]
    assert body["stored"] == len(on) * len(STEPS)  # no report with a record decoded
    same_numbers(body, computed(logdir, query))
    # Logdir and the export read the same way.
    table = tb_fairness.Logdir(logdir).trend_data(tag_of(kind))
    with ignoring_records():
        oracle = tb_fairness.Logdir(logdir).trend_data(tag_of(kind))
    assert table.names == oracle.names
    for column in table.names:
        assert table.columns[column].tolist() == oracle.columns[column].tolist(), column


def test_defaults_given_explicitly_read_the_records_other_options_decode(written):
    logdir, runs = written
    tag = tag_of("group_metrics")
    explicit = trend(logdir, f"tag={tag}&level=0.95&metric=recall&fdr=0.05")
    on = [r for r in runs if not r.endswith("-off")]
    assert explicit["stored"] == len(on) * len(STEPS)
    other = trend(logdir, f"tag={tag}&level=0.9")
    assert other["stored"] == 0
    same_numbers(other, computed(logdir, f"tag={tag}&level=0.9"))
    assert other["series"] != explicit["series"]  # the level did change the intervals


def test_records_are_not_reports(written):
    logdir, runs = written
    # Not listed by the tab, nor as a scalar (Time Series, HParams).
    listed = tb_fairness.Logdir(logdir).tags(runs[0])
    assert set(listed) == {tag_of(kind) for kind in KINDS}


def test_the_tf_op_writes_the_record_under_the_scoped_tag(tmp_path):
    tf = pytest.importorskip("tensorflow")
    acc = accumulated("skew_size", seed=11)
    writer = tf.summary.create_file_writer(str(tmp_path))
    with writer.as_default(), tf.name_scope("eval"):
        assert fairness_summary.skew_size("skew", counts=acc, step=4)
    writer.close()
    body = trend(str(tmp_path), "tag=eval/skew")
    assert body["stored"] == points(body) == 1
    same_numbers(body, computed(str(tmp_path), "tag=eval/skew"))


# --------------------------------------------------------------------------------------
# Records that must not be used


def _record_value(tag: str, tensor) -> summary_pb2.Summary.Value:
    return summary_pb2.Summary.Value(
        tag=headlines.record_tag(tag), metadata=headlines.summary_metadata(), tensor=tensor
    )


def _json_record(**changes) -> bytes:
    """A well-formed record of a skew_size report, then ``changes``."""
    pb = fairness_summary.skew_size_pb("skew", counts=accumulated("skew_size", seed=12))
    record = json.loads(tensor_util.make_ndarray(pb.value[1].tensor).item())
    record.update(changes)
    return json.dumps(record).encode()


def _bad_records():
    text = tensor_util.make_tensor_proto
    yield "garbage", text(b"\x00\xff not json")
    yield "json but not an object", text(b"[1, 2]")
    yield "a newer version", text(_json_record(version=headlines.VERSION + 1))
    yield "another kind", text(_json_record(kind="group_metrics"))
    yield "other options", text(_json_record(options='{"level": 0.5}'))
    yield "a headline missing", text(_json_record(values={"skew_size": 1.0}))
    yield "a string number", text(_json_record(values={"skew_size": "1.0"}))
    yield "NaN", text(_json_record().replace(b'"version": 1', b'"version": 1, "x": NaN'))
    yield (
        "a huge integer as a value",
        text(
            _json_record(
                values={"skew_size": 10**400, "worst_group_accuracy": 1, "overall_accuracy": 1}
            )
        ),
    )
    yield "nested deeply", text(b'{"version": 1, "x": ' + b"[" * 20_000 + b"]" * 20_000 + b"}")
    yield "a negative excluded", text(_json_record(excluded={"skew_size": -1}))
    yield "an interval of three", text(_json_record(intervals={"skew_size": [0, 1, 2]}))
    yield "too large", text(b'{"version": 1, "pad": "' + b"x" * 70_000 + b'"}')
    yield "a float tensor", text(np.float32(0.5))
    yield "two strings", text(np.array([b"{}", b"{}"], dtype=object))


@pytest.mark.parametrize("name,tensor", list(_bad_records()), ids=[n for n, _ in _bad_records()])
def test_a_record_that_cannot_be_used_is_ignored(tmp_path, name, tensor):
    writer = EventFileWriter(str(tmp_path))
    for step in (0, 1):
        pb = fairness_summary.skew_size_pb("skew", counts=accumulated("skew_size", seed=step))
        assert pb.value[1].tag == headlines.record_tag("skew")
        if step == 1:
            pb.value[1].CopyFrom(_record_value("skew", tensor))
        writer.add_event(event_pb2.Event(step=step, wall_time=10.0 + step, summary=pb))
    writer.close()
    body = trend(str(tmp_path), "tag=skew")
    assert points(body) == 2 and body["stored"] == 1, name  # step 0's, not step 1's
    same_numbers(body, computed(str(tmp_path), "tag=skew"))


def test_a_record_of_an_earlier_write_of_the_step_is_not_used(tmp_path):
    # Step 0 written with a record, then written again (a later wall time) without one:
    # the record belongs to the first report, whatever TensorBoard keeps of each.
    writer = EventFileWriter(str(tmp_path))
    first = fairness_summary.skew_size_pb("skew", counts=accumulated("skew_size", seed=1))
    again = fairness_summary.skew_size_pb("skew", counts=accumulated("skew_size", seed=2))
    del again.value[1:]
    writer.add_event(event_pb2.Event(step=0, wall_time=10.0, summary=first))
    writer.add_event(event_pb2.Event(step=0, wall_time=20.0, summary=again))
    writer.close()
    body = trend(str(tmp_path), "tag=skew")
    at = [p["wall_time"] for s in body["series"] for p in s["points"]]
    assert 20.0 in at  # TensorBoard's Python loader keeps both writes of the step
    assert body["stored"] == at.count(10.0)  # only the first write's point is its record's
    same_numbers(body, computed(str(tmp_path), "tag=skew"))


def test_reports_written_before_the_records_read_as_before(tmp_path):
    writer = EventFileWriter(str(tmp_path))
    for step in STEPS:
        pb = fairness_summary.group_metrics_pb(
            "groups", counts=accumulated("group_metrics", seed=step), scalars=False
        )
        del pb.value[1:]  # the report alone, as older writers wrote it
        writer.add_event(event_pb2.Event(step=step, wall_time=1.0 + step, summary=pb))
    writer.close()
    body = trend(str(tmp_path), "tag=groups")
    assert body["stored"] == 0 and points(body) == len(STEPS)


# --------------------------------------------------------------------------------------
# The record's codec


def test_the_codec_keeps_every_number_exactly():
    values = {"a": 0.1 + 0.2, "b": None, "c": math.inf, "d": -math.inf, "e": math.nan, "f": 3}
    intervals = {"a": [1e-300, 5e300], "c": [None, math.inf]}
    tensor = headlines.encode("k", {"level": 0.95, "t": (1, 2)}, values, intervals, {"a": 2})
    record = headlines.decode(tensor_util.make_ndarray(tensor))
    assert record["kind"] == "k"
    assert record["options"] == headlines.options_key({"t": [1, 2], "level": 0.95})
    got = record["values"]
    assert got["a"] == 0.1 + 0.2 and got["b"] is None and got["f"] == 3.0
    assert got["c"] == math.inf and got["d"] == -math.inf and math.isnan(got["e"])
    assert record["intervals"] == {"a": [1e-300, 5e300], "c": [None, math.inf]}
    assert record["excluded"] == {"a": 2}
