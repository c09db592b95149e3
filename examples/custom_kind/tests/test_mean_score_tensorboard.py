"""The kind served by a real `tensorboard` process: every route the Fairness tab reads
answers for it, with the oracle's numbers (conftest.py starts the server)."""

from __future__ import annotations

import csv
import io
import urllib.parse

import numpy as np
import pytest
from conftest import RUNS, STEPS, TAG, get, get_json, run_data, step_slice
from mean_score_oracle import assert_columns_equal, headline, table
from tb_fairness_mean_score.kind import COLUMNS, FORMATS

PREFIX = "/data/plugin/fairness/"
# The precision of the floats of the diff route's columns (7 significant digits).
SENT = 5e-7


def route(name: str, **params) -> str:
    return PREFIX + name + "?" + urllib.parse.urlencode(params, doseq=True)


def rows_as_columns(body: dict) -> dict:
    return {c: np.asarray([r[c] for r in body["rows"]], dtype=object) for c in body["columns"]}


def test_kinds_lists_the_kind(tensorboard):
    kinds = {k["name"]: k for k in get_json(tensorboard, PREFIX + "kinds")["kinds"]}
    kind = kinds["mean_score"]
    assert kind["tables"] == [
        {
            "name": "groups",
            "title": "Mean score per group",
            "columns": list(COLUMNS),
            "formats": FORMATS,
        }
    ]
    options = {o["name"]: o for o in kind["options"]}
    assert list(options) == ["min_count", "level", "fdr"]
    assert options["min_count"]["type"] == "int" and options["min_count"]["default"] is None
    assert kind["views"] == []  # the tab's generic table view shows it
    # Its keys are group names: none is a code that needs a title.
    assert kind["bias"] == {
        "name": "|gap|",
        "value": "gap",
        "key": "group",
        "format": "value",
        "key_titles": {},
    }
    assert [(h["name"], h["role"]) for h in kind["headlines"]] == [
        ("largest_gap", "bias"),
        ("overall_mean", None),
    ]


def test_tags_and_steps_list_the_reports(tensorboard, data):
    runs = get_json(tensorboard, PREFIX + "tags")["runs"]
    for run in RUNS:
        assert runs[run][TAG] == {
            "kind": "mean_score",
            "version": 1,
            "description": data.source,
            "max_step": STEPS[-1],
        }
        steps = get_json(tensorboard, route("steps", run=run, tag=TAG))
        assert steps["kind"] == "mean_score" and [s["step"] for s in steps["steps"]] == list(STEPS)


@pytest.mark.parametrize("run", RUNS)
def test_table_json_and_csv_equal_the_oracle(tensorboard, data, run):
    body = get_json(tensorboard, route("table", run=run, tag=TAG, format="json"))
    assert (body["run"], body["tag"], body["step"]) == (run, TAG, STEPS[-1])
    assert_columns_equal(rows_as_columns(body), table(*run_data(data, run)))
    status, text = get(tensorboard, route("table", run=run, tag=TAG, format="csv", step=0))
    assert status == 200
    lines = list(csv.DictReader(io.StringIO(text)))
    want = table(*step_slice(*run_data(data, run), 0))
    np.testing.assert_allclose([float(r["gap"]) for r in lines], want["gap"], rtol=1e-9)
    assert [r["significant"] == "True" for r in lines] == want["significant"].tolist()


def test_table_options(tensorboard, data):
    scores, groups = run_data(data, "model_a")
    sizes = sorted((groups == g).sum() for g in set(groups.tolist()))
    options = {"level": 0.9, "fdr": 0.2, "min_count": int(sizes[1])}  # the smallest: short
    body = get_json(tensorboard, route("table", run="model_a", tag=TAG, **options))
    assert {k: body[k] for k in options} == options
    assert_columns_equal(rows_as_columns(body), table(scores, groups, **options))


@pytest.mark.parametrize(
    "name, params, message",
    [
        ("table", {"level": "2"}, "level: expected a number in [0.5, 1), got '2'"),
        ("table", {"min_count": "-1"}, "min_count: expected a whole number >= 0"),
        ("table", {"table": "cells"}, "table: expected one of groups, got 'cells'"),
        ("trend", {"level": "high"}, "level: expected a number in [0.5, 1)"),
        ("diff", {"fdr": "0", "vs_run": "model_b"}, "fdr: expected a number in (0, 1)"),
        ("row", {"key": "nobody"}, "key: no group 'nobody' in this report"),
    ],
)
def test_bad_options_are_refused_naming_them(tensorboard, name, params, message):
    status, text = get(tensorboard, route(name, run="model_a", tag=TAG, **params))
    assert status == 400 and message in text, (status, text)


def test_trend_over_the_steps(tensorboard, data):
    body = get_json(tensorboard, route("trend", tag=TAG, run=list(RUNS)))
    assert body["kind"] == "mean_score" and body["names"] == ["largest_gap", "overall_mean"]
    assert [s["run"] for s in body["series"]] == list(RUNS)
    for series in body["series"]:
        assert [p["step"] for p in series["points"]] == list(STEPS)
        for point in series["points"]:
            want = headline(*step_slice(*run_data(data, series["run"]), point["step"]))
            values, intervals = point["values"], point["intervals"]
            assert values["largest_gap"] == pytest.approx(want["largest_gap"], rel=1e-9)
            assert intervals["largest_gap"] == pytest.approx(want["largest_gap_interval"], rel=1e-9)
            assert values["overall_mean"] == pytest.approx(want["overall_mean"], rel=1e-12)
        # largest_gap is a bias (better lower): its first significantly worse step, if any.
        assert set(series["first_worse"]) == {"largest_gap"}
    # At the defaults, the numbers written beside each report answer without decoding it.
    assert body["stored"] == len(RUNS) * len(STEPS)
    other = get_json(tensorboard, route("trend", tag=TAG, run="model_a", level=0.9))
    want = headline(*run_data(data, "model_a"), level=0.9)
    last = other["series"][0]["points"][-1]
    assert last["intervals"]["largest_gap"] == pytest.approx(want["largest_gap_interval"], rel=1e-9)
    assert other["stored"] == 0


@pytest.mark.parametrize("min_count", [30, 1000])  # 1000: the small groups are left out
def test_diff_between_two_runs(tensorboard, data, min_count):
    params = dict(run="model_a", tag=TAG, vs_run="model_b", min_count=min_count)
    body = get_json(tensorboard, route("diff", **params))
    assert (body["a"]["run"], body["b"]["run"]) == ("model_a", "model_b")
    assert (body["kind"], body["key"], body["bias"]) == ("mean_score", "group", "|gap|")
    a, b = (table(*run_data(data, run), min_count=min_count) for run in RUNS)
    columns = body["columns"]
    assert sorted(columns["key"]) == sorted(set(a["group"]) | set(b["group"]))
    for i, key in enumerate(columns["key"]):
        for side, t in (("a", a), ("b", b)):
            j = list(t["group"]).index(key)
            if t["insufficient"][j]:  # no bias to judge: undefined, never a number
                assert columns[f"bias_{side}"][i] is None
                continue
            assert columns[f"value_{side}"][i] == pytest.approx(t["gap"][j], rel=SENT)
            assert columns[f"bias_{side}"][i] == pytest.approx(abs(t["gap"][j]), rel=SENT)
        if columns["bias_a"][i] is None or columns["bias_b"][i] is None:
            assert columns["change"][i] is None and columns["verdict"][i] == "undetermined"
            continue
        assert columns["change"][i] == pytest.approx(
            columns["bias_b"][i] - columns["bias_a"][i], rel=1e-5, abs=1e-6
        )
        assert columns["verdict"][i] in ("worsened", "improved", "no_significant_change")
    (largest, overall) = body["headlines"]
    assert largest["name"] == "largest_gap" and largest["role"] == "bias"
    want = headline(*run_data(data, "model_a"), min_count=min_count)["largest_gap"]
    assert largest["a"] == pytest.approx(want, rel=1e-9)
    assert overall["verdict"] is None  # no better direction: not judged
    assert body["judgement"]["overall"] in ("worse", "better", "mixed", "no_significant_change")


def test_row_of_one_group(tensorboard, data):
    scores, groups = run_data(data, "model_a")
    want = table(scores, groups)
    j = 0
    key = want["group"][j]
    body = get_json(tensorboard, route("row", run="model_a", tag=TAG, key=key))
    assert (body["kind"], body["key"], body["value"]) == ("mean_score", key, "gap")
    detail = body["detail"]
    assert detail["columns"] == list(COLUMNS) and detail["formats"] == FORMATS
    (row,) = detail["rows"]
    for name in COLUMNS:
        if want[name].dtype.kind == "f":
            assert row[name] == pytest.approx(want[name][j], rel=1e-9), name
        else:
            v = want[name][j]
            assert row[name] == (v.item() if isinstance(v, np.generic) else v), name
    assert {r["run"] for r in body["runs"]} == set(RUNS)
    assert [s["step"] for s in body["steps"]] == list(STEPS)
    for point in body["steps"]:
        gap = table(*step_slice(scores, groups, point["step"]))["gap"][j]
        assert point["value"] == pytest.approx(gap, rel=1e-9)
        assert point["bias"] == pytest.approx(abs(gap), rel=1e-9)


def test_row_compared_between_runs_and_over_steps(tensorboard, data):
    key = table(*run_data(data, "model_a"))["group"][0]
    body = get_json(tensorboard, route("row", run="model_a", tag=TAG, key=key, vs_run="model_b"))
    groups = rows_as_columns(body["groups"])
    # What the gap compares: the group and every other example, each side's mean.
    assert groups["group"].tolist() == [key, f"not {key}"]
    for side, run in (("a", "model_a"), ("b", "model_b")):
        scores, labels = run_data(data, run)
        means = [scores[labels == key].mean(), scores[labels != key].mean()]
        np.testing.assert_allclose(groups[f"value_{side}"].astype(float), means, rtol=1e-9)
    assert body["groups"]["head"]["value"] == "mean score"
    trend = get_json(tensorboard, route("row_trend", tag=TAG, key=key))
    assert trend["value"] == "mean score" and trend["value_format"] == "value"
    for series in trend["series"]:
        scores, labels = run_data(data, series["run"])
        for point in series["points"]:
            s, g = step_slice(scores, labels, point["step"])
            assert [x["group"] for x in point["groups"]] == [key, f"not {key}"]
            assert point["groups"][0]["value"] == pytest.approx(s[g == key].mean(), rel=1e-9)


def test_runs_and_values(tensorboard, data):
    body = get_json(tensorboard, route("runs", tag=TAG))
    assert body["kind"] == "mean_score" and body["performance"] is None
    assert body["bias"]["name"] == "largest_gap"
    columns = body["columns"]
    assert columns["run"] == list(RUNS)
    for i, run in enumerate(RUNS):
        want = headline(*run_data(data, run))["largest_gap"]
        assert columns["largest_gap"][i] == pytest.approx(want, rel=SENT)
    values = get_json(tensorboard, route("values", run="model_a", tag=TAG))
    assert values["kind"] == "mean_score" and values["values"] == {}
