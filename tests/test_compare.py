"""Model versus model, step versus step and trends: diffs are differences of exports,
ranks are checked by hand, and trends equal per-step tables."""

import csv
import io
import math

import numpy as np
import pytest
from helpers import get_json, plugin_client, sent
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


def _fold(gap, lo, hi):
    """|gap| and its interval, written out here independently of metrics/change.py."""
    if lo <= 0 <= hi:
        return abs(gap), 0.0, max(-lo, hi)
    return abs(gap), min(abs(lo), abs(hi)), max(abs(lo), abs(hi))


def test_association_diff_by_hand(client):
    q = "tag=assoc&metric=dp&a=man&b=woman&min_count=1"
    t = get_json(client, ROUTE + f"diff?run=a&vs_run=b&{q}")
    a = get_json(client, ROUTE + f"label_associations?run=a&{q}")
    b = get_json(client, ROUTE + f"label_associations?run=b&{q}")
    side = [
        {
            label: (gap, lo, hi)
            for label, gap, lo, hi in zip(
                *(r["columns"][k] for k in ("label", "gap", "lower", "upper"))
            )
        }
        for r in (a, b)
    ]
    rows = {k: i for i, k in enumerate(t["columns"]["key"])}
    assert set(rows) == {"bike", "dress", "tie", "scarf"}
    assert t["value"] == "gap" and t["bias"] == "|gap|" and t["key"] == "label"
    cols = t["columns"]
    for key in ("bike", "dress"):
        i = rows[key]
        assert cols["presence"][i] == "both"
        # Both routes send 7 significant digits (tb_fairness/plugin/responses.py).
        assert cols["value_b"][i] - cols["value_a"][i] == pytest.approx(
            side[1][key][0] - side[0][key][0], abs=1e-6
        )
        (ba, la, ua), (bb, lb, ub) = _fold(*side[0][key]), _fold(*side[1][key])
        assert (cols["bias_a"][i], cols["bias_b"][i]) == (ba, bb)
        # MOVER (Zou and Donner 2008): each estimate's distance to its limits.
        d = bb - ba
        assert cols["change"][i] == pytest.approx(d, abs=1e-6)
        assert cols["lower"][i] == pytest.approx(d - math.hypot(bb - lb, ua - ba), abs=1e-6)
        assert cols["upper"][i] == pytest.approx(d + math.hypot(ub - bb, ba - la), abs=1e-6)
        # The p-value agrees with the interval at the level: p < 0.05 iff 0 is outside it.
        assert (cols["p_value"][i] < 0.05) == (not cols["lower"][i] <= 0 <= cols["upper"][i])
    # By hand: dp gaps in a: bike 6/11 - 2/11, dress 1/11 - 5/11, tie 2/11 - 0; so by |gap|
    # bike and dress share ranks 1 and 2 (4/11 each, up to rounding) and tie is 3. In b:
    # bike |8/12 - 1/10| first, then scarf |0 - 2/10|, then dress |2/12 - 3/10|.
    assert {cols["rank_a"][rows[k]] for k in ("bike", "dress")} == {1, 2}
    assert cols["rank_a"][rows["tie"]] == 3
    assert [cols["rank_b"][rows[k]] for k in ("bike", "scarf", "dress")] == [1, 2, 3]
    i = rows["dress"]
    assert cols["movement"][i] == cols["rank_a"][i] - 3
    # Rows on one side only are marked, not dropped, and have no change: undetermined.
    assert cols["presence"][rows["tie"]] == "a" and cols["value_b"][rows["tie"]] is None
    assert cols["presence"][rows["scarf"]] == "b" and cols["change"][rows["scarf"]] is None
    assert cols["verdict"][rows["tie"]] == "undetermined"
    summary = t["summary"]
    assert summary["only_in_a"] == 1 and summary["only_in_b"] == 1
    assert (
        sum(summary[v] for v in ("worsened", "improved", "no_significant_change", "undetermined"))
        == 4
    )
    changes = [d for d in cols["change"] if d is not None]
    assert changes == sorted(changes, reverse=True) and cols["change"][-2:] == [None, None]
    # Eleven people per identity: nothing here is a significant change.
    assert summary["worsened"] == summary["improved"] == 0
    assert summary["largest_regression"] is None
    headline = {h["name"]: h for h in t["headlines"]}
    assert headline["max_abs_gap"]["better"] == "lower"
    # A count has no interval: whether it changed is undetermined.
    assert headline["labels_above_threshold"]["verdict"] == "undetermined"


def test_step_versus_step_compares_disparities(client):
    t = get_json(client, ROUTE + "diff?tag=groups&run=a&step=0&vs_step=1&grouping=skin")
    assert t["a"]["step"] == 0 and t["b"]["step"] == 1 and t["b"]["run"] == "a"
    assert t["bias"] == "|disparity|" and t["key"] == "class"
    sides = [
        get_json(
            client,
            ROUTE + f"table?run=a&tag=groups&step={s}&grouping=skin&table=disparity&format=json",
        )
        for s in (0, 1)
    ]
    by_class = [{r["class"]: r for r in s["rows"]} for s in sides]
    # The table's JSON is exact; the diff's columns have 7 significant digits.
    for i, key in enumerate(t["columns"]["key"]):
        ra, rb = by_class[0][key], by_class[1][key]
        assert t["columns"]["value_a"][i] == sent(ra["gap"])
        assert t["columns"]["value_b"][i] == sent(rb["gap"])
        if ra["gap"] is not None and ra["lower"] is not None:
            assert t["columns"]["bias_a"][i] == sent(abs(ra["gap"]))


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
    assert rows[0] == [
        "key",
        "value_a",
        "value_b",
        "bias_a",
        "bias_b",
        "change",
        "lower",
        "upper",
        "p_value",
        "q_value",
        "interval",
        "verdict",
        "rank_a",
        "rank_b",
    ]
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
            assert row[5] == "" and row[11] == "undetermined"
        else:
            assert float(row[5]) == vb - va
            assert row[11] in ("worsened", "improved", "no_significant_change")
    # The strength planted in b is twice a's: V grows, and the verdicts say so.
    assert any(row[11] == "worsened" for row in rows[1:])


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
    # The table's columns travel with 7 significant digits, the trend's numbers in full.
    assert point["values"] == {
        "max_abs_gap": pytest.approx(float(np.abs(gaps).max()), rel=5e-7),
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
    # The diff's intervals are at the level asked for: narrower at 0.5 than at 0.95.
    q = "tag=assoc&metric=dp&a=man&b=woman&min_count=1"
    d50 = get_json(client, ROUTE + f"diff?run=a&vs_run=b&{q}&level=0.5")
    d95 = get_json(client, ROUTE + f"diff?run=a&vs_run=b&{q}")
    assert d50["level"] == 0.5
    for c50, c95 in ((d50["columns"], d95["columns"]),):
        for lo50, hi50, lo95, hi95 in zip(c50["lower"], c50["upper"], c95["lower"], c95["upper"]):
            if lo50 is not None:
                assert lo95 < lo50 <= hi50 < hi95


def test_check_gates_on_worsened_bias(logdir, client, capsys):
    base = ["check", "--logdir", logdir, "--run", "a", "--tag", "skew", "--mev", "0"]
    # b at step 1 was planted with twice a's strength at step 0: V worsened.
    assert cli.main([*base, "--step", "0", "--vs-run", "b", "--vs-step", "1"]) == 1
    out = capsys.readouterr().out
    d = get_json(client, ROUTE + "diff?tag=skew&run=a&step=0&vs_run=b&vs_step=1&mev=0")
    worse = [k for k, v in zip(d["columns"]["key"], d["columns"]["verdict"]) if v == "worsened"]
    assert worse and all(f"WORSENED class {k}:" in out for k in worse)
    # The sentence is the diff's judgement, word for word.
    assert d["judgement"]["sentence"] in out and d["judgement"]["overall"] == "worse"
    # The same report against itself: nothing worsened.
    assert cli.main([*base, "--vs-run", "a"]) == 0
    assert "OK: nothing worsened" in capsys.readouterr().out
    # The worsened rows as CSV: the export's columns, the diff route's rows.
    assert (
        cli.main([*base, "--step", "0", "--vs-run", "b", "--vs-step", "1", "--format", "csv"]) == 1
    )
    rows = list(csv.reader(io.StringIO(capsys.readouterr().out)))
    assert rows[0][:3] == ["key", "value_a", "value_b"] and [r[0] for r in rows[1:]] == worse
    # No report B: a usage error naming the flag.
    assert cli.main(base) == 2
    assert "--vs-run" in capsys.readouterr().err


def test_diff_csv_route_is_the_export(logdir, client, capsys):
    q = "tag=assoc&run=a&vs_run=b&metric=dp&a=man&b=woman&min_count=1"
    response = client.get(ROUTE + f"diff?{q}&format=csv")
    assert response.status_code == 200 and response.mimetype == "text/csv"
    argv = ["export", "--logdir", logdir, "--run", "a", "--tag", "assoc", "--vs-run", "b"]
    assert cli.main([*argv, "--metric", "dp", "--pair", "man,woman", "--min-count", "1"]) == 0
    assert response.get_data(as_text=True) == capsys.readouterr().out
    assert client.get(ROUTE + f"diff?{q}&format=xml").status_code == 400


def test_python_reader_compares_as_the_route(logdir, client):
    logs = tb_fairness.Logdir(logdir)
    a, b = logs.report("a", "skew", 0), logs.report("b", "skew", 1)
    frame = a.compare(b, mev=0)
    d = get_json(client, ROUTE + "diff?tag=skew&run=a&step=0&vs_run=b&vs_step=1&mev=0")
    assert frame["key"].tolist() == d["columns"]["key"]
    assert frame["verdict"].tolist() == d["columns"]["verdict"]
    assert frame.attrs["summary"] == d["summary"]
    assert [h["verdict"] for h in frame.attrs["headlines"]] == [
        h["verdict"] for h in d["headlines"]
    ]


def test_a_trend_computed_before_decodes_nothing(tmp_path, monkeypatch):
    from tb_fairness.read.store import ReportStore

    for step in range(4):
        with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
            w.label_associations(
                "t", step, [{"man", "x"}, {"woman", "y"}] * (5 + step), identities=["man", "woman"]
            )
    client = plugin_client(str(tmp_path))
    decoded = []
    report = ReportStore.report
    monkeypatch.setattr(
        ReportStore, "report", lambda self, *a: decoded.append(a[3:]) or report(self, *a)
    )
    first = get_json(client, ROUTE + "trend?tag=t&min_count=1")
    assert len(decoded) == 4
    assert get_json(client, ROUTE + "trend?tag=t&min_count=1") == first
    assert len(decoded) == 4  # the headlines were kept
    get_json(client, ROUTE + "trend?tag=t&min_count=2")  # other options: computed again
    assert len(decoded) == 8
