"""A slice over the steps (issue 28, item 3): the ``slice_trend`` route, ``Logdir.slice_trend``
and ``tb-fairness trend --slice``. Its numbers equal the ``slices`` table's at each step and
a count over the people written here; the first worse step is the step where the planted
slice got worse; bad input is named."""

from __future__ import annotations

import json
from urllib.parse import quote

import numpy as np
import pytest
from helpers import plugin_client

import tb_fairness
from tb_fairness import cli

TAG = "groups"
SLICE = "sex=f & race=y"


def _people(seed: int, n: int, planted: float):
    rng = np.random.default_rng(seed)
    classes = rng.choice(["a", "b"], n)
    attributes = {"sex": rng.choice(["f", "m"], n), "race": rng.choice(["x", "y", "z"], n)}
    bad = (attributes["sex"] == "f") & (attributes["race"] == "y")
    right = rng.random(n) < np.where(bad, 1 - planted, 0.85)
    predictions = np.where(right, classes, np.where(classes == "a", "b", "a"))
    return classes, predictions, attributes


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("slice_trend")
    people = {}
    with tb_fairness.FileWriter(str(root / "run")) as w:
        for step, planted in ((0, 0.15), (1, 0.15), (2, 0.45)):  # worse from step 2
            people[step] = _people(step, 6000, planted)
            w.group_metrics(TAG, step, *people[step], slices=True, wall_time=1e9 + step)
        w.group_metrics("plain", 0, *people[0], wall_time=1e9)
    return str(root), people


def test_each_step_equals_the_slices_table_and_a_count(logdir):
    root, people = logdir
    client = plugin_client(root)
    url = f"/data/plugin/fairness/slice_trend?tag={TAG}&slice={quote(SLICE)}&metric=error_rate"
    res = client.get(url)
    assert res.status_code == 200, res.get_data(as_text=True)
    body = res.get_json()
    (series,) = body["series"]
    assert [p["step"] for p in series["points"]] == [0, 1, 2]
    report = tb_fairness.Logdir(root)
    for p in series["points"]:
        classes, predictions, attributes = people[p["step"]]
        inside = (attributes["sex"] == "f") & (attributes["race"] == "y")
        errors = predictions != classes
        assert p["size"] == inside.sum()
        assert p["value"] == pytest.approx(errors[inside].mean(), rel=1e-12)
        assert p["rest"] == pytest.approx(errors[~inside].mean(), rel=1e-12)
        t = report.report("run", TAG, p["step"]).table_data(
            table="slices", metric="error_rate", k=1000, min_size=1
        )
        row = (
            t.columns["slice"].tolist().index(SLICE)
            if SLICE in t.columns["slice"].tolist()
            else None
        )
        if row is not None:  # listed unless folded under a parent
            assert t.columns["gap"][row] == pytest.approx(p["gap"], rel=1e-12)
            assert t.columns["lower"][row] == pytest.approx(p["gap_lower"], rel=1e-12)
    worse = series["first_worse"]
    assert worse is not None and worse["step"] == 2 and worse["vs_step"] in (0, 1)


def test_logdir_and_the_cli_give_the_same(logdir, capsys):
    root, _ = logdir
    frame = tb_fairness.Logdir(root).slice_trend(TAG, SLICE, metric="error_rate")
    assert frame["step"].tolist() == [0, 1, 2]
    assert frame.attrs["first_worse"]["run"]["step"] == 2
    code = cli.main(
        ["trend", "--logdir", root, "--tag", TAG, "--slice", SLICE, "--metric", "error_rate"]
    )
    assert code == 0
    printed = capsys.readouterr().out.splitlines()
    assert printed[0] == "run,step,size,value,lower,upper,rest,gap,gap_lower,gap_upper"
    assert [line.split(",")[1] for line in printed[1:]] == ["0", "1", "2"]
    assert float(printed[3].split(",")[3]) == pytest.approx(frame["value"].tolist()[2], rel=1e-12)
    # --first-worse: exit 1, the slice got worse
    code = cli.main(
        ["trend", "--logdir", root, "--tag", TAG, "--slice", SLICE, "--metric", "error_rate"]
        + ["--first-worse", "--format", "text"]
    )
    assert code == 1
    text = capsys.readouterr().out
    assert "run: " in text and "step 2" in text, text


@pytest.mark.parametrize(
    "query, status, message",
    [
        (f"tag={TAG}", 400, "slice: required"),
        (f"tag={TAG}&slice=sex", 400, "slice: expected attr=value"),
        (f"tag={TAG}&slice=age=old", 400, "slice: 'age' is not an attribute"),
        (f"tag={TAG}&slice=sex=q", 400, "slice: 'q' is not a value of 'sex'"),
        (f"tag={TAG}&slice=sex=f %26 sex=m", 400, "slice: 'sex' is given twice"),
        (f"tag=plain&slice={quote(SLICE)}", 400, "no report of 'plain' keeps joint cells"),
        (f"tag={TAG}&slice={quote(SLICE)}&metric=f1", 400, "metric: expected one of"),
        ("tag=nope&slice=sex=f", 404, "no run holds"),
    ],
)
def test_bad_input_is_named(logdir, query, status, message):
    root, _ = logdir
    res = plugin_client(root).get(f"/data/plugin/fairness/slice_trend?{query}")
    assert res.status_code == status, res.get_data(as_text=True)
    assert message in res.get_data(as_text=True)


def test_check_gates_on_the_worst_slice(logdir, capsys):
    """``check --max-slice-gap X``: exit 1 when report B has a slice surely worse than the
    rest by more than X (its interval's end nearest no harm), 0 when none is."""
    root, people = logdir
    base = ["check", "--logdir", root, "--run", "run", "--tag", TAG, "--step", "0"]
    # B, step 2: the planted slice errs 45% against about 15%.
    classes, predictions, attributes = people[2]
    inside = (attributes["sex"] == "f") & (attributes["race"] == "y")
    errors = predictions != classes
    gap = errors[inside].mean() - errors[~inside].mean()
    assert cli.main([*base, "--vs-step", "2", "--max-slice-gap", f"{gap / 2:.3f}"]) == 1
    text = capsys.readouterr().out
    assert f"{SLICE} ({inside.sum():,} people)" in text
    # (Compare's own judgement of step 2 says worse too: the planted group's recall fell.)
    cli.main([*base, "--vs-step", "2", "--max-slice-gap", f"{gap + 0.05:.3f}"])
    assert "No slice of run step 2 is surely worse" in capsys.readouterr().out
    # B, step 1: no planted gap; nothing surely worse by 10 points.
    assert cli.main([*base, "--vs-step", "1", "--max-slice-gap", "0.1"]) == 0
    capsys.readouterr()
    code = cli.main([*base, "--vs-step", "2", "--max-slice-gap", "0.1", "--format", "json"])
    body = json.loads(capsys.readouterr().out)
    assert code == 1 and body["slices_over_gap"][0]["slice"] == SLICE


def test_check_names_what_the_gate_cannot_read(logdir, capsys):
    root, _ = logdir
    code = cli.main(
        ["check", "--logdir", root, "--run", "run", "--tag", "plain", "--vs-run", "run"]
        + ["--max-slice-gap", "0.1"]
    )
    assert code == 2
    assert "table: slices needs a report written with slices=True" in capsys.readouterr().err
    code = cli.main(
        ["check", "--logdir", root, "--run", "run", "--tag", TAG, "--vs-run", "run"]
        + ["--max-slice-gap", "2"]
    )
    assert code == 2 and "--max-slice-gap: expected a gap in [0, 1)" in capsys.readouterr().err


def test_slices_that_appeared_or_worsened_from_a_to_b(logdir):
    """``slice_diff`` (route, export --table slices --vs-step, Logdir.compare_slices): B's
    worst slices looked up in A; the planted slice appeared at step 2. Each side's numbers
    equal the slice's trend point, and the change is MOVER's (Newcombe-Zou), written out."""
    root, _ = logdir
    client = plugin_client(root)
    query = f"run=run&tag={TAG}&step=0&vs_step=2&metric=error_rate&format=json"
    res = client.get(f"/data/plugin/fairness/slice_diff?{query}")
    assert res.status_code == 200, res.get_data(as_text=True)
    body = res.get_json()
    assert body["columns"][:2] == ["slice", "size_a"]  # the export's order
    planted = {r["slice"]: r for r in body["rows"]}[SLICE]
    assert planted["appeared"] is True and planted["verdict"] == "worsened"
    trend = client.get(
        f"/data/plugin/fairness/slice_trend?tag={TAG}&slice={quote(SLICE)}&metric=error_rate"
    ).get_json()
    points = {p["step"]: p for p in trend["series"][0]["points"]}
    for side, step in (("a", 0), ("b", 2)):
        assert planted[f"gap_{side}"] == pytest.approx(points[step]["gap"], rel=1e-12)
        assert planted[f"size_{side}"] == points[step]["size"]
    a, la, ua = (points[0][k] for k in ("harm", "harm_lower", "harm_upper"))
    b, lb, ub = (points[2][k] for k in ("harm", "harm_lower", "harm_upper"))
    d = b - a
    assert planted["change"] == pytest.approx(d, rel=1e-12)
    # Selected by BH, the row shows its FCR interval: at least as wide as the marginal one.
    marginal = (d - np.hypot(b - lb, ua - a), d + np.hypot(ub - b, a - la))
    assert planted["lower"] <= marginal[0] + 1e-12 and planted["upper"] >= marginal[1] - 1e-12
    frame = (
        tb_fairness.Logdir(root)
        .report("run", TAG, 0)
        .compare_slices(tb_fairness.Logdir(root).report("run", TAG, 2), metric="error_rate")
    )
    assert frame.loc[frame["slice"] == SLICE, "appeared"].item()
    assert frame.attrs["appeared"] >= 1


def test_a_report_without_cells_is_unavailable_to_the_tab_and_an_error_elsewhere(tmp_path):
    """Report A written without ``slices=True``: the tab's JSON says so (200, the reason
    naming report A), the CSV and ``Logdir.compare_slices`` refuse naming ``table``."""
    classes, predictions, attributes = _people(0, 2000, 0.15)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.group_metrics(TAG, 0, classes, predictions, attributes, wall_time=1e9)
        w.group_metrics(TAG, 1, classes, predictions, attributes, slices=True, wall_time=1e9 + 1)
    client = plugin_client(str(tmp_path))
    query = f"run=run&tag={TAG}&step=0&vs_step=1&metric=error_rate"
    res = client.get(f"/data/plugin/fairness/slice_diff?{query}")
    assert res.status_code == 200
    body = res.get_json()
    assert body["available"] is False and body["rows"] == 0
    assert body["reason"].startswith("table: report A (run at step 0) was written without")
    res = client.get(f"/data/plugin/fairness/slice_diff?{query}&format=csv")
    assert res.status_code == 400 and "table: report A" in res.get_data(as_text=True)
    logdir = tb_fairness.Logdir(str(tmp_path))
    with pytest.raises(ValueError, match="^table: report A"):
        logdir.report("run", TAG, 0).compare_slices(logdir.report("run", TAG, 1))
    # The other way round, B is the one without.
    res = client.get(f"/data/plugin/fairness/slice_diff?run=run&tag={TAG}&step=1&vs_step=0")
    assert res.get_json()["reason"].startswith("table: report B (run at step 0)")


def test_export_of_the_slices_against_another_step(logdir, capsys):
    root, _ = logdir
    code = cli.main(
        ["export", "--logdir", root, "--run", "run", "--tag", TAG, "--step", "0"]
        + ["--vs-step", "2", "--table", "slices", "--metric", "error_rate"]
    )
    assert code == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("slice,size_a,value_a,gap_a")
    assert any(line.startswith(f"{SLICE},") and line.endswith(",worsened,True") for line in lines)
