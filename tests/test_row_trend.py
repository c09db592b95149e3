"""One row per group over the steps (issue 25, item 2): the `row_trend` route, `tb-fairness
trend --key` and `Logdir.row_trend`. Each group's value and interval equal a count written
here from the raw predictions with statsmodels' Wilson interval; the row's bias per step
equals the `row` route's; its first worse step equals the brute force of
tests/test_first_worse.py; every kind answers for its largest row."""

from __future__ import annotations

import io
import os
import sys
import urllib.parse
from contextlib import redirect_stdout

import numpy as np
import pytest
from statsmodels.stats.proportion import proportion_confint

sys.path.insert(0, os.path.dirname(__file__))
from helpers import get_json, plugin_client  # noqa: E402
from test_first_worse import LEVEL, brute_force  # noqa: E402
from test_headline_scalars import KINDS, accumulated, tag_of  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness import cli  # noqa: E402
from tb_fairness.metrics import count_groups  # noqa: E402

N, STEPS, JUMP = 3000, range(0, 80, 10), 50
CLASSES = ["no", "yes"]


def examples(rng, step):
    """Labels, predictions and groups of one evaluation: group b's accuracy falls at JUMP."""
    y = rng.integers(0, 2, N)
    group = np.where(np.arange(N) % 3 == 0, "a", "b")
    accuracy = np.where(group == "a", 0.85, 0.85 if step < JUMP else 0.6)
    predicted = np.where(rng.random(N) < accuracy, y, 1 - y)
    return y, predicted, group


@pytest.fixture(scope="module")
def logged(tmp_path_factory):
    logdir = str(tmp_path_factory.mktemp("row_trend"))
    rng = np.random.default_rng(3)
    raw = {}
    for run in ("jumps", "other"):
        with tb_fairness.FileWriter(os.path.join(logdir, run)) as w:
            for step in STEPS:
                y, predicted, group = examples(rng, step if run == "jumps" else 0)
                raw[run, step] = (y, predicted, group)
                counts = count_groups(
                    y, predicted, attributes={"group": group}, class_names=CLASSES
                )
                w.group_metrics("g", step, counts=counts)
    return logdir, raw


def route(logdir, **query):
    return get_json(
        plugin_client(logdir),
        "/data/plugin/fairness/row_trend?" + urllib.parse.urlencode(query, doseq=True),
    )


def test_each_groups_value_is_its_recall_with_wilsons_interval(logged):
    logdir, raw = logged
    body = route(logdir, tag="g", key="yes")
    assert body["key"] == "yes" and body["key_name"] == "class" and body["value"] == "recall"
    assert [s["run"] for s in body["series"]] == ["jumps", "other"]
    for s in body["series"]:
        assert [p["step"] for p in s["points"]] == list(STEPS)
        for p in s["points"]:
            y, predicted, group = raw[s["run"], p["step"]]
            assert p["present"]
            got = {g["group"]: g for g in p["groups"]}
            assert set(got) == {"group=a", "group=b"}
            for name in ("a", "b"):
                positives = (y == 1) & (group == name)
                hits = int(np.sum(positives & (predicted == 1)))
                n = int(np.sum(positives))
                lower, upper = proportion_confint(hits, n, alpha=1 - LEVEL, method="wilson")
                g = got[f"group={name}"]
                assert g["n"] == n
                assert g["value"] == pytest.approx(hits / n, rel=1e-12)
                assert [g["lower"], g["upper"]] == pytest.approx([lower, upper], rel=1e-9)


def test_the_bias_is_the_row_routes_and_its_first_worse_step_the_brute_forces(logged):
    logdir, _ = logged
    body = route(logdir, tag="g", key="yes")
    client = plugin_client(logdir)
    for s in body["series"]:
        row = get_json(client, f"/data/plugin/fairness/row?tag=g&run={s['run']}&key=yes")
        assert [(p["step"], p["bias"]) for p in row["steps"]] == [
            (p["step"], pytest.approx(p["bias"], rel=1e-12)) for p in s["points"]
        ]
        points = s["points"]
        want = brute_force(
            [p["bias"] for p in points],
            [p["lower"] for p in points],
            [p["upper"] for p in points],
            "lower",
            LEVEL,
        )
        got = s["first_worse"]
        if want is None:
            assert got is None, s["run"]
            continue
        assert (got["step"], got["vs_step"]) == (points[want[0]]["step"], points[want[1]]["step"])
        assert got["p_value"] == pytest.approx(want[2], rel=1e-9)
    by_run = {s["run"]: s["first_worse"] for s in body["series"]}
    assert by_run["jumps"]["step"] == JUMP and by_run["other"] is None


def test_keys_largest_bias_first_and_options_change_the_lines(logged):
    logdir, _ = logged
    body = route(logdir, tag="g")
    assert body["key"] is None and body["series"] == []
    assert sorted(body["keys"]) == CLASSES and body["keys_total"] == 2
    row = get_json(plugin_client(logdir), "/data/plugin/fairness/row?tag=g&run=jumps&key=yes")
    assert body["keys"][0] == "yes" or row["steps"][-1]["bias"] is not None
    # The metric and the level change what is drawn.
    recall = route(logdir, tag="g", key="yes", run="jumps")
    fpr = route(logdir, tag="g", key="yes", run="jumps", metric="tnr")
    wide = route(logdir, tag="g", key="yes", run="jumps", level="0.99")
    assert fpr["value"] != recall["value"]
    first = recall["series"][0]["points"][0]["groups"][0]
    assert fpr["series"][0]["points"][0]["groups"][0]["value"] != first["value"]
    assert wide["series"][0]["points"][0]["groups"][0]["lower"] < first["lower"]


def test_refusals_name_the_argument(logged):
    logdir, _ = logged
    client = plugin_client(logdir)
    for query, message in (
        ("tag=g&key=nope", "key: no class 'nope' in any report of 'g'"),
        ("key=yes", "tag"),
        ("tag=nope&key=yes", "tag: no run holds"),
        ("tag=g&key=yes&level=2", "level"),
        ("tag=g&key=yes&run=nope", "nope"),
    ):
        response = client.get("/data/plugin/fairness/row_trend?" + query)
        assert 400 <= response.status_code < 500, (query, response.status_code)
        assert message in response.get_data(as_text=True), query


def run_cli(*argv):
    out = io.StringIO()
    with redirect_stdout(out):
        status = cli.main(list(argv))
    return status, out.getvalue()


def test_the_cli_and_logdir_give_the_routes_lines(logged):
    logdir, _ = logged
    status, text = run_cli("trend", "--logdir", logdir, "--tag", "g", "--key", "yes")
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "run,step,group,n,value,lower,upper"
    assert len(lines) == 1 + 2 * len(STEPS) * 2
    frame = tb_fairness.Logdir(logdir).row_trend("g", "yes")
    assert len(frame) == 2 * len(STEPS) * 2
    body = route(logdir, tag="g", key="yes")
    first = body["series"][0]["points"][0]["groups"][0]
    assert frame.iloc[0]["value"] == first["value"] and frame.iloc[0]["group"] == first["group"]
    assert frame.attrs["first_worse"]["jumps"]["step"] == JUMP
    status, text = run_cli(
        "trend", "--logdir", logdir, "--tag", "g", "--key", "yes", "--first-worse"
    )
    assert status == 1
    assert any(line.startswith(f"WORSE jumps: at step {JUMP},") for line in text.splitlines())
    assert "other: not significantly worse at any step" in text


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_draws_its_largest_row(tmp_path, kind):
    with tb_fairness.FileWriter(str(tmp_path)) as w:
        for step in (0, 1):
            getattr(w, kind)(tag_of(kind), step, counts=accumulated(kind, seed=step + 5))
    keys = route(str(tmp_path), tag=tag_of(kind))["keys"]
    assert keys, kind
    body = route(str(tmp_path), tag=tag_of(kind), key=keys[0])
    (s,) = body["series"]
    assert [p["step"] for p in s["points"]] == [0, 1]
    assert any(p["groups"] for p in s["points"]), kind
    for p in s["points"]:
        for g in p["groups"]:
            if g["value"] is not None and g["lower"] is not None:
                assert g["lower"] - 1e-12 <= g["value"] <= g["upper"] + 1e-12
