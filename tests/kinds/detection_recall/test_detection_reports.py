"""Detection-recall reports end to end: writers, loaders, routes and export agree with a
brute-force computation of AR and mAR."""

import csv
import io
import json

import numpy as np
import pytest
from helpers import get_json, http, plugin_client, report_writers, tensorboard_server
from test_writers import read_back

import tb_fairness
from tb_fairness import cli
from tb_fairness.metrics import detection

BUCKETS = {"skin": {"lighter": [1, 2, 3], "darker": [8, 9, 10]}}


def people(seed=0, n=2000):
    rng = np.random.default_rng(seed)
    skin = rng.integers(1, 11, n)
    ious = np.clip(rng.normal(0.85 - 0.03 * skin, 0.15), 0, 1)
    ious[rng.random(n) < 0.05] = 0.0  # missed entirely
    return dict(
        ious=ious,
        attributes={"skin": skin, "age": rng.choice(["young", "old"], n)},
        groupings=["skin", "age"],
        buckets=BUCKETS,
    )


WRITERS = report_writers("detection_recall")


@pytest.mark.parametrize("variant", list(WRITERS))
def test_writers_round_trip(tmp_path, variant):
    inputs = people()
    WRITERS[variant](str(tmp_path / "run"), "det", 2, **inputs)
    info, steps = read_back(str(tmp_path), "det")
    want = detection.count_detection(**inputs)
    got = steps[0][1]
    assert info.kind == "detection_recall" and got.groups == want.groups
    np.testing.assert_array_equal(got.hits, want.hits)
    np.testing.assert_array_equal(got.totals, want.totals)


def test_accumulator_and_boxes(tmp_path):
    inputs = people(1)
    acc = tb_fairness.DetectionRecallAccumulator(
        groupings=inputs["groupings"],
        buckets=BUCKETS,
        attribute_values={"skin": list(range(1, 11)), "age": ["old", "young"]},
    )
    for start in range(0, 2000, 300):
        part = slice(start, start + 300)
        acc.update(inputs["ious"][part], {k: v[part] for k, v in inputs["attributes"].items()})
    np.testing.assert_array_equal(acc.counts.hits, detection.count_detection(**inputs).hits)
    # From boxes: one image, two people, one found exactly and one missed.
    ious = detection.best_ious(
        [[0, 0, 10, 10], [50, 50, 10, 10]], [0, 0], [[0, 0, 10, 10]], [0.9], [0]
    )
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.detection_recall("boxes", 0, ious, {"skin": ["lighter", "darker"]})
    t = get_json(
        plugin_client(str(tmp_path)),
        "/data/plugin/fairness/detection_recall?run=r&tag=boxes&min_count=1",
    )
    assert t["groups"] == ["skin=darker", "skin=lighter"]
    assert t["mar"] == [[0.0, 1.0]]


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("det")
    WRITERS["file_writer"](str(root / "model"), "det/val", 0, **people(2))
    return str(root)


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


def test_ar_and_mar_against_brute_force(client):
    inputs = people(2)
    t = get_json(
        client, "/data/plugin/fairness/detection_recall?run=model&tag=det/val&grouping=skin"
    )
    thresholds = np.arange(50, 100, 5) / 100
    for j, name in enumerate(t["groups"]):
        members = [
            BUCKETS["skin"][name.split("=")[1]].count(s) > 0 for s in inputs["attributes"]["skin"]
        ]
        ious = inputs["ious"][np.array(members)]
        assert t["n"][0][j] == len(ious)
        ar = [np.mean(ious >= th) for th in thresholds]
        assert t["ar"][0][j] == pytest.approx(ar, abs=1e-12)
        assert t["mar"][0][j] == pytest.approx(np.mean(ar), abs=1e-12)
        assert t["mar_lower"][0][j] < t["mar"][0][j] < t["mar_upper"][0][j]


def test_disparity_and_errors(client):
    t = get_json(
        client,
        "/data/plugin/fairness/detection_recall/disparity?run=model&tag=det/val"
        "&a=skin=lighter&b=skin=darker",
    )
    cols = t["columns"]
    assert cols["gap"][0] == pytest.approx(cols["value_a"][0] - cols["value_b"][0], abs=1e-12)
    assert cols["lower"][0] < cols["gap"][0] < cols["upper"][0] and cols["gap"][0] > 0
    assert len(t["ar_gap"][0]) == 10
    for query, message in [
        ("detection_recall/disparity?run=model&tag=det/val&a=skin=lighter", "b: give both"),
        ("detection_recall?run=model&tag=det/val&grouping=hair", "grouping: 'hair'"),
        ("group_metrics?run=model&tag=det/val", "holds a detection_recall report"),
    ]:
        response = client.get("/data/plugin/fairness/" + query)
        assert response.status_code == 400 and message in response.get_data(as_text=True)


def test_export_equals_route(logdir, client, capsys):
    assert (
        cli.main(
            [
                "export",
                "--logdir",
                logdir,
                "--run",
                "model",
                "--tag",
                "det/val",
                "--grouping",
                "age",
            ]
        )
        == 0
    )
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    t = get_json(
        client, "/data/plugin/fairness/detection_recall?run=model&tag=det/val&grouping=age"
    )
    assert rows[0] == [
        "class",
        "group",
        "n",
        "value",
        "lower",
        "upper",
        "p_value",
        "significant",
        "mde",
        "more_examples",
    ]
    for row, (j, g) in zip(rows[1:], enumerate(t["groups"])):
        assert row[:3] == ["person", g, str(t["n"][0][j])]
        assert float(row[3]) == t["mar"][0][j] and float(row[4]) == t["mar_lower"][0][j]
        mde = t["mde"][0][j]
        assert (row[8] == "") if mde is None else (float(row[8]) == mde)
    assert (
        cli.main(
            [
                "export",
                "--logdir",
                logdir,
                "--run",
                "model",
                "--tag",
                "det/val",
                "--disparity",
                "skin=lighter,skin=darker",
                "--format",
                "json",
            ]
        )
        == 0
    )
    doc = json.loads(capsys.readouterr().out)
    d = get_json(
        client,
        "/data/plugin/fairness/detection_recall/disparity?run=model&tag=det/val"
        "&a=skin=lighter&b=skin=darker",
    )
    assert [r["gap"] for r in doc["rows"]] == d["columns"]["gap"]


def test_real_tensorboard_serves_detection_reports(tmp_path):
    for load_fast in (True, False):
        root = tmp_path / str(load_fast)
        WRITERS["tf_op"](str(root / "tf"), "det", 0, **people(3))
        with tensorboard_server(root, load_fast) as base:
            status, _, body = http(base, "/data/plugin/fairness/detection_recall?run=tf&tag=det")
            assert status == 200 and len(json.loads(body)["thresholds"]) == 10


def test_best_minus_worst_by_default(client):
    # Without a and b each class compares its best and worst sufficient group, as the
    # cells table ranks them (brute force here).
    t = get_json(client, "/data/plugin/fairness/detection_recall/disparity?run=model&tag=det/val")
    cells = get_json(client, "/data/plugin/fairness/detection_recall?run=model&tag=det/val")
    assert t["a"] is None and t["b"] is None
    for i, name in enumerate(t["columns"]["class"]):
        k = cells["classes"].index(name)
        mar = {
            g: v
            for g, v, s in zip(cells["groups"], cells["mar"][k], cells["state"][k])
            if s is None
        }
        best, worst = max(mar, key=mar.get), min(mar, key=mar.get)
        assert (t["columns"]["group_a"][i], t["columns"]["group_b"][i]) == (best, worst)
        assert t["columns"]["gap"][i] == pytest.approx(mar[best] - mar[worst], abs=1e-12)
        assert len(t["ar_gap"][i]) == len(t["thresholds"])
