"""Per-group performance reports end to end: writers, loaders, routes and export agree,
and agree with fairlearn and scipy."""

import csv
import io
import json

import numpy as np
import pytest
import scipy.stats
from helpers import get_json, http, plugin_client, report_writers, run_export, tensorboard_server
from test_writers import read_back

import tb_fairness
from tb_fairness.metrics import groups

CLASSES = ["dancer", "nurse", "<img src=x onerror=alert(1)>"]


def people(seed=0, n=3000):
    rng = np.random.default_rng(seed)
    classes = rng.choice(CLASSES, n)
    gender = rng.choice(["f", "m", "nb"], n, p=[0.45, 0.45, 0.1])
    skin = rng.integers(1, 11, n)
    # Recall depends on the group: worse for darker skin, worse still for nurses.
    p_right = 0.85 - 0.03 * (skin - 1) - 0.15 * ((classes == "nurse") & (gender == "m"))
    predictions = np.where(rng.random(n) < p_right, classes, rng.choice(CLASSES, n))
    return dict(
        classes=classes,
        predictions=predictions,
        attributes={"gender": gender, "skin": skin},
        groupings=["gender", "skin", ("gender", "skin")],
        buckets={"skin": {"lighter": [1, 2, 3], "darker": [8, 9, 10]}},
    )


WRITERS = report_writers("group_metrics")


def assert_same(a, b):
    assert a.class_names == b.class_names and a.groups == b.groups
    for field in ("n", "tp", "negatives", "true_negatives"):
        np.testing.assert_array_equal(getattr(a, field), getattr(b, field))


@pytest.mark.parametrize("variant", list(WRITERS))
def test_writers_round_trip(tmp_path, variant):
    inputs = people()
    WRITERS[variant](str(tmp_path / "run"), "groups", 3, **inputs)
    info, steps = read_back(str(tmp_path), "groups")
    assert info.kind == "group_metrics" and [s for s, _ in steps] == [3]
    assert_same(steps[0][1], groups.count_groups(**inputs))


def test_accumulator_equals_one_shot(tmp_path):
    inputs = people(1)
    acc = tb_fairness.GroupMetricsAccumulator(
        class_names=sorted(CLASSES),
        groupings=inputs["groupings"],
        buckets=inputs["buckets"],
        attribute_values={"gender": ["f", "m", "nb"], "skin": list(range(1, 11))},
    )
    for start in range(0, 3000, 512):
        part = slice(start, start + 512)
        acc.update(
            inputs["classes"][part],
            inputs["predictions"][part],
            {k: v[part] for k, v in inputs["attributes"].items()},
        )
    assert_same(acc.counts, groups.count_groups(**inputs))
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.group_metrics("g", 0, counts=acc)
        with pytest.raises(ValueError, match="attributes: required"):
            w.group_metrics("g", 1, inputs["classes"], inputs["predictions"])
    assert (
        get_json(plugin_client(str(tmp_path)), "/data/plugin/fairness/group_metrics?run=r&tag=g")[
            "step"
        ]
        == 0
    )


def test_facet_figure_11_worked_example(tmp_path):
    """Gustafson et al. 2023, Figure 11: dancer recall 0.75 (+F), 0.5 (+M), 1.0 (NB)."""
    classes = ["dancer"] * 7
    gender = ["F", "F", "F", "F", "M", "M", "NB"]
    predictions = ["dancer", "dancer", "dancer", "singer", "dancer", "singer", "dancer"]
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.group_metrics(
            "facet", 0, classes, predictions, {"gender": gender}, class_names=["dancer", "singer"]
        )
    t = get_json(
        plugin_client(str(tmp_path)),
        "/data/plugin/fairness/group_metrics?run=r&tag=facet&min_count=1",
    )
    assert t["groups"] == ["gender=F", "gender=M", "gender=NB"]
    assert t["value"][0] == [0.75, 0.5, 1.0]
    t = get_json(
        plugin_client(str(tmp_path)), "/data/plugin/fairness/group_metrics?run=r&tag=facet"
    )
    assert t["value"][0] == [None, None, None]
    assert t["state"][0] == ["insufficient"] * 3  # fewer than 50 people: the paper's rule
    assert t["state"][1] == ["undefined"] * 3  # nobody of class singer


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("groups")
    with tb_fairness.FileWriter(str(root / "model")) as w:
        w.group_metrics("facet/val", 0, **people(2))
    return str(root)


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


def test_recall_and_tnr_against_fairlearn_and_scipy(client):
    from fairlearn.metrics import MetricFrame, true_negative_rate
    from sklearn.metrics import recall_score

    inputs = people(2)
    for metric, fn in (("recall", recall_score), ("tnr", true_negative_rate)):
        t = get_json(
            client,
            f"/data/plugin/fairness/group_metrics?run=model&tag=facet/val"
            f"&metric={metric}&min_count=1",
        )
        for i, k in enumerate(t["classes"]):
            y_true = inputs["classes"] == k
            y_pred = inputs["predictions"] == k
            frame = MetricFrame(
                metrics=fn,
                y_true=y_true,
                y_pred=y_pred,
                sensitive_features=inputs["attributes"]["gender"],
            )
            for j, g in enumerate(t["groups"]):
                assert t["value"][i][j] == pytest.approx(frame.by_group[g.split("=")[1]], abs=1e-12)
                ci = scipy.stats.binomtest(t["successes"][i][j], t["n"][i][j]).proportion_ci(
                    method="wilson"
                )
                assert (t["lower"][i][j], t["upper"][i][j]) == pytest.approx(
                    (ci.low, ci.high), abs=1e-12
                )


def test_intersections_and_buckets_against_a_loop(client):
    inputs = people(2)
    t = get_json(
        client,
        "/data/plugin/fairness/group_metrics?run=model&tag=facet/val"
        "&grouping=gender%20%26%20skin&min_count=1",
    )
    bucket = {v: "lighter" for v in (1, 2, 3)} | {v: "darker" for v in (8, 9, 10)}
    for i, k in enumerate(t["classes"]):
        for j, name in enumerate(t["groups"]):
            gender, skin = (part.split("=")[1] for part in name.split(" & "))
            members = [
                c == k and g == gender and bucket.get(s) == skin
                for c, g, s in zip(
                    inputs["classes"], inputs["attributes"]["gender"], inputs["attributes"]["skin"]
                )
            ]
            right = [m and p == k for m, p in zip(members, inputs["predictions"])]
            assert t["n"][i][j] == sum(members) and t["successes"][i][j] == sum(right)


def test_disparity_route_ranked_with_newcombe(client):
    t = get_json(
        client,
        "/data/plugin/fairness/group_metrics/disparity?run=model&tag=facet/val"
        "&a=skin=lighter&b=skin=darker",
    )
    gaps = [g for g in t["columns"]["gap"] if g is not None]
    assert gaps == sorted(gaps, reverse=True) and all(g > 0 for g in gaps)
    counts = groups.count_groups(**people(2))
    want = groups.disparity(counts, "skin=lighter", "skin=darker")
    i = list(want.class_names).index(t["columns"]["class"][0])
    assert t["columns"]["gap"][0] == pytest.approx(want.difference[i], abs=1e-15)
    assert t["columns"]["lower"][0] == pytest.approx(want.lower[i], abs=1e-15)
    best_worst = get_json(
        client,
        "/data/plugin/fairness/group_metrics/disparity?run=model&tag=facet/val&grouping=gender",
    )
    assert all(g is None or g >= 0 for g in best_worst["columns"]["gap"])


@pytest.mark.parametrize(
    "query,status,message",
    [
        ("group_metrics?run=model&tag=facet/val&grouping=hair", 400, "grouping: 'hair'"),
        (
            "group_metrics?run=model&tag=facet/val&metric=f1",
            400,
            "metric: expected one of recall, tnr",
        ),
        (
            "group_metrics?run=model&tag=facet/val&min_count=0",
            400,
            "min_count: expected a whole number >= 1",
        ),
        ("group_metrics/disparity?run=model&tag=facet/val&a=gender=f", 400, "b: give both groups"),
        (
            "group_metrics/disparity?run=model&tag=facet/val&a=gender=f&b=gender=x",
            400,
            "b: no group",
        ),
        (
            "group_metrics/disparity?run=model&tag=facet/val&a=gender=f&b=gender=f",
            400,
            "b: expected a group other",
        ),
        ("group_metrics?run=model&tag=nope", 404, "no fairness report"),
    ],
)
def test_bad_group_requests(client, query, status, message):
    response = client.get("/data/plugin/fairness/" + query)
    assert response.status_code == status
    assert message in response.get_data(as_text=True)


def cells_equal(got, want):
    for cell, value in zip(got, want):
        if value is None:
            assert cell == ""
        elif isinstance(value, bool):
            assert cell == str(value)
        elif isinstance(value, str):
            assert cell == value
        else:
            assert float(cell) == value


def test_export_long_table_equals_route(logdir, client, capsys):
    code, out, _ = run_export(
        capsys, "--logdir", logdir, "--run", "model", "--tag", "facet/val", "--grouping", "skin"
    )
    rows = list(csv.reader(io.StringIO(out)))
    assert code == 0 and rows[0] == [
        "class",
        "group",
        "n",
        "value",
        "lower",
        "upper",
        "p_value",
        "significant",
        "mde",  # each test's power (issue 29)
        "more_examples",
    ]
    t = get_json(
        client, "/data/plugin/fairness/group_metrics?run=model&tag=facet/val&grouping=skin"
    )
    want = [
        (
            k,
            g,
            t["n"][i][j],
            t["value"][i][j],
            t["lower"][i][j],
            t["upper"][i][j],
            t["p_value"][i][j],
            str(t["significant"][i][j]),
            t["mde"][i][j],
            t["more_examples"][i][j],
        )
        for i, k in enumerate(t["classes"])
        for j, g in enumerate(t["groups"])
    ]
    assert len(rows) - 1 == len(want)
    for got, expected in zip(rows[1:], want):
        cells_equal(got, expected)


def test_export_disparity_equals_route(logdir, client, capsys):
    code, out, _ = run_export(
        capsys,
        "--logdir",
        logdir,
        "--run",
        "model",
        "--tag",
        "facet/val",
        "--disparity",
        "gender=f,gender=m",
        "--metric",
        "tnr",
    )
    rows = list(csv.reader(io.StringIO(out)))
    columns = [
        "class",
        "n_a",
        "n_b",
        "value_a",
        "value_b",
        "gap",
        "lower",
        "upper",
        "p_value",
        "significant",
        "mde",  # the comparison's power (issue 29)
        "more_examples",
    ]
    assert code == 0 and rows[0] == columns
    t = get_json(
        client,
        "/data/plugin/fairness/group_metrics/disparity?run=model&tag=facet/val"
        "&a=gender=f&b=gender=m&metric=tnr",
    )
    for got, expected in zip(rows[1:], zip(*(t["columns"][c] for c in columns))):
        cells_equal(got, expected)
    code, _, err = run_export(
        capsys,
        "--logdir",
        logdir,
        "--run",
        "model",
        "--tag",
        "facet/val",
        "--disparity",
        "gender=f",
    )
    assert code == 2 and "--disparity: expected two group names" in err
    # Given twice, the groups are taken whole (a group's name may hold a comma).
    base = ["--logdir", logdir, "--run", "model", "--tag", "facet/val", "--metric", "tnr"]
    code, twice, _ = run_export(capsys, *base, "--disparity", "gender=f", "--disparity", "gender=m")
    assert code == 0 and twice == out
    code, _, err = run_export(capsys, *base, *["--disparity", "gender=f"] * 3)
    assert code == 2 and "--disparity: expected two groups" in err
    code, _, err = run_export(
        capsys, "--logdir", logdir, "--tag", "facet/val", "--trend", "--vs-run", "model"
    )
    assert code == 2 and "--vs-run: not with --trend" in err
    code, _, err = run_export(
        capsys, "--logdir", logdir, "--run", "model", "--tag", "facet/val", "--metric", "pmi"
    )
    assert code == 2 and "--metric: expected one of recall, tnr" in err


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast", "multiplexer"])
def test_real_tensorboard_serves_group_reports(tmp_path, load_fast):
    inputs = people(3)
    WRITERS["file_writer"](str(tmp_path / "fw"), "g", 1, **inputs)
    WRITERS["tf_op"](str(tmp_path / "tf"), "g", 1, **inputs)
    with tensorboard_server(tmp_path, load_fast) as base:
        for run in ("fw", "tf"):
            status, _, body = http(base, f"/data/plugin/fairness/group_metrics?run={run}&tag=g")
            assert status == 200 and json.loads(body)["groupings"][2] == ["gender", "skin"]


def test_disparity_p_values_equal_scipy_and_marks_follow_bh(client):
    from scipy.stats import chi2_contingency, false_discovery_control

    base = "/data/plugin/fairness/"
    g = get_json(
        client, base + "group_metrics?run=model&tag=facet/val&grouping=gender&min_count=20"
    )
    pair = get_json(
        client,
        base + "group_metrics/disparity?run=model&tag=facet/val&a=gender=f"
        "&b=gender=m&min_count=20&fdr=0.2",
    )
    j1, j2 = g["groups"].index("gender=f"), g["groups"].index("gender=m")
    cols = pair["columns"]
    for i, k in enumerate(cols["class"]):
        row = g["classes"].index(k)
        (n1, v1), (n2, v2) = ((g["n"][row][j], g["value"][row][j]) for j in (j1, j2))
        if pair["states"]["gap"][i] is not None:
            assert cols["p_value"][i] is None
            continue
        s1, s2 = round(v1 * n1), round(v2 * n2)
        want = chi2_contingency([[s1, n1 - s1], [s2, n2 - s2]], correction=False)[1]
        assert cols["p_value"][i] == pytest.approx(want, rel=1e-3)  # 4 digits in JSON
    known = [p for p in cols["p_value"] if p is not None]
    assert len(known) >= 2
    marks = false_discovery_control(known, method="bh") <= 0.2
    assert [
        s for p, s in zip(cols["p_value"], cols["significant"]) if p is not None
    ] == marks.tolist()
    # Best minus worst: every sufficient group of the grouping is tested, not the two picked.
    worst = get_json(
        client, base + "group_metrics/disparity?run=model&tag=facet/val&grouping=skin&min_count=20"
    )
    g = get_json(client, base + "group_metrics?run=model&tag=facet/val&grouping=skin&min_count=20")
    assert any(p is not None for p in worst["columns"]["p_value"])
    for i, k in enumerate(worst["columns"]["class"]):
        row = g["classes"].index(k)
        cells = [
            (g["n"][row][j], round(g["value"][row][j] * g["n"][row][j]))
            for j in range(len(g["groups"]))
            if g["state"][row][j] is None
        ]
        if worst["columns"]["p_value"][i] is None:
            continue
        table = [[s, n - s] for n, s in cells]
        want = chi2_contingency(table, correction=False)[1]
        assert worst["columns"]["p_value"][i] == pytest.approx(want, rel=1e-3)


def test_disparities_rank_by_the_bound_nearest_zero(client):
    base = (
        "/data/plugin/fairness/group_metrics/disparity?run=model&tag=facet/val&grouping=skin"
        "&min_count=20"
    )
    t = get_json(client, base + "&rank_by=bound")
    cols = t["columns"]
    bounds = []
    for lo, hi in zip(cols["lower"], cols["upper"]):
        if lo is None or hi is None:
            bounds.append(None)
        else:
            bounds.append(lo if lo > 0 else hi if hi < 0 else 0.0)
    assert cols["bound"] == bounds
    known = [b for b in bounds if b is not None]
    assert known == sorted(known, reverse=True) and bounds[: len(known)] == known
    gap_order = get_json(client, base)["columns"]["class"]
    assert sorted(gap_order) == sorted(cols["class"])
    res = client.get(base + "&rank_by=size")
    assert res.status_code == 400 and "rank_by: expected one of signed, bound" in res.get_data(
        as_text=True
    )


@pytest.mark.parametrize("kind", ["group_metrics", "detection_recall"])
def test_the_writers_min_count_is_the_readers_default(tmp_path, kind, capsys):
    from helpers import report_writers, run_export

    inputs = people(2)
    if kind == "detection_recall":
        rng = np.random.default_rng(0)
        inputs = {
            "ious": rng.uniform(size=len(inputs["classes"])),
            "classes": inputs["classes"],
            "attributes": inputs["attributes"],
        }
    report_writers(kind)["file_writer"](str(tmp_path / "m"), "t", 0, min_count=7, **inputs)
    client = plugin_client(str(tmp_path))
    route = kind  # the view route is named after the kind
    body = get_json(client, f"/data/plugin/fairness/{route}?run=m&tag=t")
    assert body["min_count"] == 7
    assert (
        get_json(client, f"/data/plugin/fairness/{route}?run=m&tag=t&min_count=60")["min_count"]
        == 60
    )
    code, out, _ = run_export(
        capsys, "--logdir", str(tmp_path), "--run", "m", "--tag", "t", "--format", "json"
    )
    assert code == 0 and json.loads(out)["min_count"] == 7
