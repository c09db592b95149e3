"""Model versus model, step versus step and trends: diffs are differences of exports,
ranks are checked by hand, and trends equal per-step tables."""

import csv
import io

import numpy as np
import pytest
from helpers import get_json, plugin_client
from test_group_reports import people
from test_skew_reports import planted_examples

import tb_fairness
from tb_fairness import cli

ROUTE = "/data/plugin/fairness/"


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("compare")
    # Model a: "bike" leans to man, "dress" to woman, "tie" only in a.
    # Model b: "bike" leans more, "dress" less, "scarf" only in b.
    a_sets = (
        [{"man", "bike"}] * 6
        + [{"woman", "bike"}] * 2
        + [{"woman", "dress"}] * 5
        + [{"man", "dress"}] * 1
        + [{"man", "tie"}] * 2
        + [{"man"}] * 2
        + [{"woman"}] * 4
    )
    b_sets = (
        [{"man", "bike"}] * 8
        + [{"woman", "bike"}] * 1
        + [{"woman", "dress"}] * 3
        + [{"man", "dress"}] * 2
        + [{"woman", "scarf"}] * 2
        + [{"man"}] * 2
        + [{"woman"}] * 4
    )
    for run, sets in (("a", a_sets), ("b", b_sets)):
        with tb_fairness.FileWriter(str(root / run)) as w:
            for step in (0, 1):
                w.label_associations(
                    "assoc", step, sets[: len(sets) - step], identities=["man", "woman"]
                )
                w.skew_size("skew", step, *planted_examples(step, strength=0.2 + 0.4 * step))
                w.group_metrics("groups", step, **people(step))
    return str(root)


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


def test_association_diff_by_hand(client):
    t = get_json(client, ROUTE + "diff?tag=assoc&run=a&vs_run=b&metric=dp&a=man&b=woman")
    a = get_json(client, ROUTE + "label_associations?run=a&tag=assoc&metric=dp&a=man&b=woman")
    b = get_json(client, ROUTE + "label_associations?run=b&tag=assoc&metric=dp&a=man&b=woman")
    gap_a = dict(zip(a["columns"]["label"], a["columns"]["gap"]))
    gap_b = dict(zip(b["columns"]["label"], b["columns"]["gap"]))
    rows = {k: i for i, k in enumerate(t["columns"]["key"])}
    assert set(rows) == {"bike", "dress", "tie", "scarf"}
    cols = t["columns"]
    for key in ("bike", "dress"):
        i = rows[key]
        assert cols["presence"][i] == "both"
        assert cols["delta"][i] == pytest.approx(gap_b[key] - gap_a[key], abs=1e-15)
    # By hand: dp gaps in a: bike 6/11 - 2/11, dress 1/11 - 5/11, tie 2/11 - 0;
    # so ranks in a: bike 1, tie 2, dress 3. In b: bike 8/12 - 1/10 first, then dress
    # 2/12 - 3/10, scarf 0 - 2/10 last.
    assert [cols["rank_a"][rows[k]] for k in ("bike", "tie", "dress")] == [1, 2, 3]
    assert [cols["rank_b"][rows[k]] for k in ("bike", "dress", "scarf")] == [1, 2, 3]
    assert cols["movement"][rows["dress"]] == 3 - 2
    # Rows on one side only are marked, not dropped, and have no delta.
    assert cols["presence"][rows["tie"]] == "a" and cols["value_b"][rows["tie"]] is None
    assert cols["presence"][rows["scarf"]] == "b" and cols["delta"][rows["scarf"]] is None
    assert t["only_in_a"] == 1 and t["only_in_b"] == 1
    deltas = [d for d in cols["delta"] if d is not None]
    assert deltas == sorted(deltas, reverse=True) and cols["delta"][-2:] == [None, None]
    # Moved beyond uncertainty: the two reports' intervals of the gap do not overlap.
    lo_a = dict(zip(a["columns"]["label"], zip(a["columns"]["lower"], a["columns"]["upper"])))
    lo_b = dict(zip(b["columns"]["label"], zip(b["columns"]["lower"], b["columns"]["upper"])))
    for key in ("bike", "dress"):
        (l1, u1), (l2, u2) = lo_a[key], lo_b[key]
        assert cols["beyond_uncertainty"][rows[key]] == (u2 < l1 or l2 > u1)
    assert cols["beyond_uncertainty"][rows["tie"]] is None
    assert t["moved_beyond_uncertainty"] == sum(1 for x in cols["beyond_uncertainty"] if x)


def test_step_versus_step_and_intervals(client):
    t = get_json(client, ROUTE + "diff?tag=groups&run=a&step=0&vs_step=1&grouping=skin")
    assert t["a"]["step"] == 0 and t["b"]["step"] == 1 and t["b"]["run"] == "a"
    g0 = get_json(client, ROUTE + "group_metrics?run=a&tag=groups&step=0&grouping=skin")
    g1 = get_json(client, ROUTE + "group_metrics?run=a&tag=groups&step=1&grouping=skin")
    i = t["columns"]["key"].index(f"{g0['classes'][0]}|{g0['groups'][1]}")
    assert t["columns"]["value_a"][i] == g0["value"][0][1]
    assert t["columns"]["value_b"][i] == g1["value"][0][1]
    beyond = t["columns"]["beyond_uncertainty"]
    assert t["moved_beyond_uncertainty"] == sum(1 for x in beyond if x)


def test_skew_diff_equals_two_exports(logdir, client, capsys):
    t = get_json(client, ROUTE + "diff?tag=skew&run=a&step=0&vs_run=b&vs_step=1&mev=0")
    assert (
        cli.main(
            [
                "export",
                "--logdir",
                logdir,
                "--run",
                "a",
                "--tag",
                "skew",
                "--step",
                "0",
                "--vs-run",
                "b",
                "--vs-step",
                "1",
                "--mev",
                "0",
            ]
        )
        == 0
    )
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == ["key", "value_a", "value_b", "delta", "rank_a", "rank_b"]
    assert [r[0] for r in rows[1:]] == t["columns"]["key"]
    exports = {}
    for run, step in (("a", "0"), ("b", "1")):
        assert (
            cli.main(
                [
                    "export",
                    "--logdir",
                    logdir,
                    "--run",
                    run,
                    "--tag",
                    "skew",
                    "--step",
                    step,
                    "--mev",
                    "0",
                ]
            )
            == 0
        )
        out = list(csv.reader(io.StringIO(capsys.readouterr().out)))
        exports[run] = {r[0]: (float(r[2]) if r[2] else None) for r in out[1:]}
    for row in rows[1:]:
        va, vb = exports["a"][row[0]], exports["b"][row[0]]
        if va is None or vb is None:
            assert row[3] == ""
        else:
            assert float(row[3]) == vb - va


def test_trend_equals_per_step_tables(client, logdir, capsys):
    t = get_json(client, ROUTE + "trend?tag=skew&mev=5")
    assert t["kind"] == "skew_size" and [s["run"] for s in t["series"]] == ["a", "b"]
    assert t["names"] == ["skew_size", "worst_group_accuracy", "overall_accuracy"]
    for series in t["series"]:
        for point in series["points"]:
            table = get_json(
                client, ROUTE + f"skew_size?run={series['run']}&tag=skew&step={point['step']}"
            )
            assert point["values"]["skew_size"] == table["model"]["skew_size"]
            assert point["values"]["worst_group_accuracy"] == table["model"]["worst_group_accuracy"]
    q = "tag=assoc&a=man&b=woman&min_count=3"
    t = get_json(client, ROUTE + f"trend?{q}&run=b&gap_threshold=0.3")
    table = get_json(client, ROUTE + f"label_associations?{q}&run=b&step=1")
    assert 0 < sum(table["columns"]["insufficient"]) < table["rows"]
    # Labels seen fewer than min_count times are left out of the headline numbers.
    gaps = np.array(
        [
            g
            for g, rare in zip(table["columns"]["gap"], table["columns"]["insufficient"])
            if g is not None and not rare
        ]
    )
    point = t["series"][0]["points"][1]
    assert point["values"] == {
        "max_abs_gap": float(np.abs(gaps).max()),
        "labels_above_threshold": int((np.abs(gaps) > 0.3).sum()),
    }
    # max |gap|'s interval: every kept label's interval at the Bonferroni level, then the
    # range max |gap| can take over them, computed here by brute force.
    m = len(gaps)
    wide = get_json(client, ROUTE + f"label_associations?{q}&run=b&step=1&level={1 - 0.05 / m}")
    near, far = [], []
    for g, lo, hi, rare in zip(
        *(wide["columns"][k] for k in ("gap", "lower", "upper", "insufficient"))
    ):
        if g is None or rare:
            continue
        if lo is None:  # no interval: anywhere in npmi's range of gaps, [-2, 2]
            lo, hi = -2.0, 2.0
        far.append(max(abs(lo), abs(hi)))
        near.append(0.0 if lo <= 0 <= hi else min(abs(lo), abs(hi)))
    lower, upper = point["intervals"]["max_abs_gap"]
    assert lower == pytest.approx(max(near), rel=1e-6) and upper == pytest.approx(
        max(far), rel=1e-6
    )
    assert lower <= point["values"]["max_abs_gap"] <= upper
    assert "labels_above_threshold" not in point["intervals"]  # a count

    assert cli.main(["export", "--logdir", logdir, "--tag", "skew", "--trend"]) == 0
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0] == [
        "run",
        "step",
        "skew_size",
        "skew_size_lower",
        "skew_size_upper",
        "worst_group_accuracy",
        "worst_group_accuracy_lower",
        "worst_group_accuracy_upper",
        "overall_accuracy",
        "overall_accuracy_lower",
        "overall_accuracy_upper",
    ]
    first = get_json(client, ROUTE + "trend?tag=skew")["series"][0]["points"][0]
    assert float(rows[1][2]) == first["values"]["skew_size"]
    assert float(rows[1][9]) == first["intervals"]["overall_accuracy"][0]


def test_trend_intervals_of_the_skew_headline(client):
    t = get_json(client, ROUTE + "trend?tag=skew&mev=5")
    assert t["level"] == 0.95
    for series in t["series"]:
        for point in series["points"]:
            model = get_json(
                client, ROUTE + f"skew_size?run={series['run']}&tag=skew&step={point['step']}"
            )["model"]
            intervals = point["intervals"]
            assert intervals["skew_size"] == (model["skew_size_interval"] or [None, None])
            assert intervals["overall_accuracy"] == model["overall_accuracy_interval"]
            lower, upper = intervals["worst_group_accuracy"]
            # Wider than the worst group's own interval: it holds for every group at once.
            own_lower, own_upper = model["worst_group_accuracy_interval"]
            assert lower <= own_lower <= model["worst_group_accuracy"] <= own_upper <= upper


@pytest.mark.parametrize(
    "query,status,message",
    [
        ("diff?tag=assoc&run=a&vs_run=nope", 404, "no fairness report for run 'nope'"),
        ("diff?tag=assoc&run=a&metric=bogus", 400, "metric: expected one of"),
        ("diff?tag=assoc&run=a&vs_step=7", 404, "step: 7 not found"),
        ("trend?tag=nope", 404, "no run holds a fairness report"),
        ("trend?tag=groups&metric=f1", 400, "metric: expected one of recall, tnr"),
        ("trend?tag=skew&level=1", 400, "level: expected a number in [0.5, 1)"),
        ("diff?tag=assoc&run=a&level=x", 400, "level: expected a number"),
    ],
)
def test_bad_comparisons(client, query, status, message):
    response = client.get(ROUTE + query)
    assert response.status_code == status and message in response.get_data(as_text=True)


def test_trend_and_diff_follow_the_level(client):
    wide = get_json(client, ROUTE + "trend?tag=skew&mev=5")
    narrow = get_json(client, ROUTE + "trend?tag=skew&mev=5&level=0.8")
    assert wide["level"] == 0.95 and narrow["level"] == 0.8
    for sw, sn in zip(wide["series"], narrow["series"]):
        for pw, pn in zip(sw["points"], sn["points"]):
            lw, hw = pw["intervals"]["overall_accuracy"]
            ln, hn = pn["intervals"]["overall_accuracy"]
            assert lw < ln <= hn < hw
            model = get_json(
                client, ROUTE + f"skew_size?run={sw['run']}&tag=skew&step={pw['step']}&level=0.8"
            )["model"]
            assert [ln, hn] == model["overall_accuracy_interval"]
    # The diff's "moved beyond uncertainty" uses the intervals at the level asked for.
    q = "tag=assoc&metric=dp&a=man&b=woman&level=0.5"
    d = get_json(client, ROUTE + f"diff?run=a&vs_run=b&{q}")
    sides = [
        get_json(client, ROUTE + f"label_associations?run={run}&{q}")["columns"]
        for run in ("a", "b")
    ]
    bounds = [{k: (lo, hi) for k, lo, hi in zip(c["label"], c["lower"], c["upper"])} for c in sides]
    for key, beyond in zip(d["columns"]["key"], d["columns"]["beyond_uncertainty"]):
        if key not in bounds[0] or key not in bounds[1] or None in bounds[0][key] + bounds[1][key]:
            assert beyond is None
            continue
        (la, ua), (lb, ub) = bounds[0][key], bounds[1][key]
        assert beyond == (ub < la or lb > ua), key
