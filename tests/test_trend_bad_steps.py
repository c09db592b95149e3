"""Trends on steps as training logs them, not as one would like (issue 25, "Bad input"): a
run restarted from a checkpoint (steps going back), a step logged twice, wall times going
backwards, one step only. Under both of TensorBoard's loaders, every route answers, each
series holds exactly the steps TensorBoard keeps (the `steps` route), in order, and the
first worse step is computed on them; nothing is a 500."""

from __future__ import annotations

import json
import os
import sys
import urllib.parse

import numpy as np
import pytest

sys.path.insert(0, os.path.dirname(__file__))
from helpers import http, tensorboard_server  # noqa: E402
from tensorboard.compat.proto import event_pb2  # noqa: E402
from tensorboard.summary.writer.event_file_writer import EventFileWriter  # noqa: E402

import tb_fairness.summary as fairness_summary  # noqa: E402
from tb_fairness.metrics import count_groups  # noqa: E402

TAG = "groups/odd"
# Per run: the (step, wall time) of each write, in the order written.
RUNS = {
    "restarted": [(0, 1.0), (10, 2.0), (20, 3.0), (30, 4.0), (10, 5.0), (20, 6.0)],
    "twice": [(0, 1.0), (10, 2.0), (10, 3.0), (20, 4.0)],
    "clock": [(0, 30.0), (10, 20.0), (20, 10.0)],
    "single": [(5, 1.0)],
}


def write_odd_runs(logdir: str, tag: str = TAG) -> None:
    """The runs of RUNS, each write a group-metrics report of its own counts."""
    rng = np.random.default_rng(9)
    n = 600
    group = np.where(np.arange(n) % 2 == 0, "a", "b")
    for run, writes in RUNS.items():
        writer = EventFileWriter(os.path.join(logdir, run))
        for step, wall_time in writes:
            y = rng.integers(0, 2, n)
            predicted = np.where(rng.random(n) < 0.8, y, 1 - y)
            counts = count_groups(
                y, predicted, attributes={"group": group}, class_names=["no", "yes"]
            )
            summary = fairness_summary.group_metrics_pb(tag, counts=counts)
            writer.add_event(event_pb2.Event(step=step, wall_time=1e9 + wall_time, summary=summary))
        writer.close()


def get(base: str, route: str, **query):
    status, ctype, body = http(
        base, f"/data/plugin/fairness/{route}?" + urllib.parse.urlencode(query)
    )
    assert status == 200 and ctype.startswith("application/json"), (
        route,
        query,
        status,
        body[:300],
    )
    return json.loads(body)


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast", "multiplexer"])
def test_every_series_is_what_tensorboard_keeps(tmp_path, load_fast):
    write_odd_runs(str(tmp_path))
    with tensorboard_server(str(tmp_path), load_fast) as base:
        trend = get(base, "trend", tag=TAG)
        row = get(base, "row_trend", tag=TAG, key="yes")
        assert {s["run"] for s in trend["series"]} == set(RUNS)
        for s, r in zip(trend["series"], row["series"]):
            kept = get(base, "steps", run=s["run"], tag=TAG)["steps"]
            pairs = [(p["step"], p["wall_time"]) for p in s["points"]]
            assert pairs == [(p["step"], p["wall_time"]) for p in kept], (load_fast, s["run"])
            assert [p["step"] for p in s["points"]] == sorted(p["step"] for p in s["points"])
            assert [(p["step"], p["wall_time"]) for p in r["points"]] == pairs
            assert set(s["first_worse"]) >= {"worst_group_value", "largest_disparity"}
        by_run = {s["run"]: s for s in trend["series"]}
        assert len(by_run["single"]["points"]) == 1
        assert by_run["single"]["first_worse"]["largest_disparity"] is None
        # Wall times going backwards keep the steps' order.
        assert [p["step"] for p in by_run["clock"]["points"]] == [0, 10, 20]
