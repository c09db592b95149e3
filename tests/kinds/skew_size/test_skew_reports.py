"""SkewSize reports end to end: writers, real loaders, routes and export agree."""

import collections
import csv
import io
import json

import numpy as np
import pytest
import scipy.stats
from helpers import get_json, http, plugin_client, report_writers, run_export, tensorboard_server
from test_writers import read_back

import tb_fairness
from tb_fairness.metrics import skew

HOSTILE = "<img src=x onerror=alert(1)>"


def planted_examples(seed=0, n=4000, strength=0.5):
    """Occupations with a group-dependent mistake for `nurse`, a class seen in one group
    only, a class always predicted right, and a hostile class name."""
    rng = np.random.default_rng(seed)
    classes = rng.choice(["nurse", "surgeon", "doctor", "chef", HOSTILE], n)
    groups = rng.choice(["f", "m"], n)
    groups[classes == "chef"] = "m"  # one group only: V undefined
    predictions = classes.copy().astype(object)
    noisy = (classes != HOSTILE) & (rng.random(n) < 0.1)
    predictions[noisy] = rng.choice(["nurse", "surgeon", "doctor", "a medic"], noisy.sum())
    plant = (classes == "nurse") & (groups == "m") & (rng.random(n) < strength)
    predictions[plant] = "surgeon"
    return list(classes), list(groups), list(predictions)


WRITERS = report_writers("skew_size")


@pytest.mark.parametrize("variant", list(WRITERS))
def test_writers_round_trip(tmp_path, variant):
    c, g, p = planted_examples()
    WRITERS[variant](str(tmp_path / "run"), "skew", 4, classes=c, groups=g, predictions=p)
    info, steps = read_back(str(tmp_path), "skew")
    assert info.kind == "skew_size" and [s for s, _ in steps] == [4]
    assert steps[0][1] == skew.count_skew(c, g, p)


def test_accumulator_and_counts_argument(tmp_path):
    c, g, p = planted_examples(1)
    acc = tb_fairness.SkewSizeAccumulator()
    for start in range(0, len(c), 700):
        acc.update(c[start : start + 700], g[start : start + 700], p[start : start + 700])
    other = tb_fairness.SkewSizeAccumulator()
    assert acc.merge(other).counts == skew.count_skew(c, g, p)
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.skew_size("s", 0, counts=acc)
        with pytest.raises(ValueError, match="counts: pass either counts or classes"):
            w.skew_size("s", 1, c, g, p, counts=acc)
        with pytest.raises(ValueError, match="groups: required"):
            w.skew_size("s", 1, c, None, p)
        with pytest.raises(ValueError, match="predictions"):
            w.skew_size("s", 1, c, g, p[:-1])
    table = get_json(plugin_client(str(tmp_path)), "/data/plugin/fairness/skew_size?run=r&tag=s")
    assert table["step"] == 0 and table["model"]["n"] == len(c)


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("skew")
    with tb_fairness.FileWriter(str(root / "model")) as w:
        for step, strength in ((0, 0.1), (1, 0.6)):
            c, g, p = planted_examples(2, strength=strength)
            w.skew_size("skew/val", step, classes=c, groups=g, predictions=p)
    return str(root)


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


def appendix_v(classes, groups, predictions):
    """The paper's appendix code (crosstab + chi2_contingency), with pandas."""
    import pandas as pd

    df = pd.DataFrame({"c": classes, "g": groups, "p": predictions})
    out = {}
    for label, part in df.groupby("c"):
        table = pd.crosstab(part.g, part.p)
        dof = min(table.shape) - 1
        if dof == 0:
            out[label] = None
            continue
        chi2 = scipy.stats.chi2_contingency(table)[0]
        out[label] = float(np.sqrt(chi2 / (table.values.sum() * dof)))
    return out


def test_skew_route_equals_appendix_code_with_mev_0(client):
    t = get_json(client, "/data/plugin/fairness/skew_size?run=model&tag=skew/val&step=1&mev=0")
    c, g, p = planted_examples(2, strength=0.6)
    want = appendix_v(c, g, p)
    got = dict(zip(t["columns"]["class"], t["columns"]["cramers_v"]))
    assert set(got) == set(want)
    for label, v in want.items():
        assert got[label] == (None if v is None else pytest.approx(v, abs=1e-12))
    defined = [v for v in want.values() if v is not None]
    assert t["model"]["skew_size"] == pytest.approx(scipy.stats.skew(defined), abs=1e-12)
    assert t["mev"] == 0


def test_skew_route_rows_states_and_headline(client):
    t = get_json(client, "/data/plugin/fairness/skew_size?run=model&tag=skew/val")
    cols, states = t["columns"], t["states"]["cramers_v"]
    assert t["step"] == 1 and t["rows"] == 5
    assert cols["class"][0] == "nurse" and cols["band"][0] in ("medium", "large")
    chef = cols["class"].index("chef")
    assert cols["cramers_v"][chef] is None and states[chef] == "one_group"
    assert states[chef] in t["reasons"]
    hostile = cols["class"].index(HOSTILE)
    assert states[hostile] == "one_prediction" and cols["accuracy"][hostile] == 1.0
    assert cols["cramers_v"][-2:] == [None, None]  # undefined last
    model = t["model"]
    assert model["parity_state"] == "open_vocabulary"  # "a medic" is no class
    assert model["demographic_parity"] is None
    c, g, p = planted_examples(2, strength=0.6)
    right = [x == y for x, y in zip(c, p)]
    assert model["overall_accuracy"] == pytest.approx(np.mean(right), abs=1e-12)
    by_group = collections.defaultdict(list)
    for grp, ok in zip(g, right):
        by_group[grp].append(ok)
    worst = min(by_group, key=lambda k: np.mean(by_group[k]))
    assert model["worst_group"] == worst
    assert model["gap"] == pytest.approx(np.mean(right) - np.mean(by_group[worst]), abs=1e-12)


def test_v_of_the_planted_class_grows_over_steps(client):
    v = [
        get_json(client, f"/data/plugin/fairness/skew_size?run=model&tag=skew/val&step={s}")[
            "columns"
        ]
        for s in (0, 1)
    ]
    nurse = [cols["cramers_v"][cols["class"].index("nurse")] for cols in v]
    assert nurse[0] < nurse[1]


def test_skew_class_route_matches_a_count(client):
    t = get_json(
        client,
        "/data/plugin/fairness/skew_size/class?run=model&tag=skew/val&class_name=nurse"
        "&mev=0&limit=2",
    )
    c, g, p = planted_examples(2, strength=0.6)
    want = collections.Counter((grp, pred) for cls, grp, pred in zip(c, g, p) if cls == "nurse")
    assert t["groups"] == ["f", "m"]
    for r, grp in enumerate(t["groups"]):
        for j, label in enumerate(t["labels"]):
            assert t["counts"][r][j] == want[(grp, label)]
        shown = sum(t["counts"][r])
        assert (
            shown + t["other"][r]
            == t["group_n"][r]
            == sum(v for (gg, _), v in want.items() if gg == grp)
        )
    assert t["labels"][0] == "nurse" and t["correct"][0] is True
    assert t["total_labels"] == len({pred for (_, pred) in want}) and len(t["labels"]) == 2
    m_mistakes = [m for m in t["mistakes"] if m["group"] == "m"]
    assert m_mistakes[0]["label"] == "surgeon" and m_mistakes[0]["rank"] == 1


@pytest.mark.parametrize(
    "query,status,message",
    [
        ("skew_size?run=model&tag=skew/val&mev=-1", 400, "mev: expected a number >= 0"),
        ("skew_size?run=model&tag=skew/val&mev=abc", 400, "mev: expected a number"),
        ("skew_size?run=model&tag=skew/val&step=7", 404, "step: 7 not found"),
        ("skew_size/class?run=model&tag=skew/val", 400, "class_name: required"),
        (
            "skew_size/class?run=model&tag=skew/val&class_name=pilot",
            400,
            "class_name: 'pilot' is not a class",
        ),
        (
            "skew_size/class?run=model&tag=skew/val&class_name=nurse&k=0",
            400,
            "k: expected a whole number in [1, 1000]",
        ),
        ("label_associations?run=model&tag=skew/val", 400, "holds a skew_size report"),
    ],
)
def test_bad_skew_requests(client, query, status, message):
    response = client.get("/data/plugin/fairness/" + query)
    assert response.status_code == status
    assert message in response.get_data(as_text=True)


@pytest.mark.parametrize("mev", ["0", "5"])
def test_export_csv_equals_route(logdir, client, capsys, mev):
    code, out, _ = run_export(
        capsys, "--logdir", logdir, "--run", "model", "--tag", "skew/val", "--mev", mev
    )
    assert code == 0
    rows = list(csv.reader(io.StringIO(out)))
    # V's interval and test right after V (after the accuracy gap they would read as its).
    columns = [
        "class",
        "n",
        "cramers_v",
        "lower",
        "upper",
        "p_value",
        "significant",
        "band",
        "accuracy",
        "worst_group",
        "worst_group_accuracy",
        "worst_group_excluded",
        "gap",
    ]
    assert rows[0] == columns
    t = get_json(client, f"/data/plugin/fairness/skew_size?run=model&tag=skew/val&mev={mev}")
    text = {"class", "band", "significant", "worst_group"}
    assert len(rows) - 1 == len(t["columns"]["class"])
    for got, want in zip(rows[1:], zip(*(t["columns"][c] for c in columns))):
        for name, cell, value in zip(columns, got, want):
            if name in text:
                assert cell == ("" if value is None else str(value)), name
            else:
                assert (cell == "") if value is None else float(cell) == value, name


def test_export_json_and_class_table(logdir, client, capsys):
    code, out, _ = run_export(
        capsys,
        "--logdir",
        logdir,
        "--run",
        "model",
        "--tag",
        "skew/val",
        "--format",
        "json",
        "--step",
        "0",
    )
    doc = json.loads(out)
    t = get_json(client, "/data/plugin/fairness/skew_size?run=model&tag=skew/val&step=0")
    assert doc["model"] == t["model"] and doc["step"] == 0
    assert [r["cramers_v"] for r in doc["rows"]] == t["columns"]["cramers_v"]
    code, out, _ = run_export(
        capsys, "--logdir", logdir, "--run", "model", "--tag", "skew/val", "--class", "nurse"
    )
    rows = list(csv.reader(io.StringIO(out)))
    drill = get_json(
        client,
        "/data/plugin/fairness/skew_size/class?run=model&tag=skew/val&class_name=nurse&limit=1000",
    )
    assert rows[0] == ["group", "label", "count", "expected", "correct"]
    got = {(r[0], r[1]): int(r[2]) for r in rows[1:]}
    assert got == {
        (g, y): drill["counts"][i][j]
        for i, g in enumerate(drill["groups"])
        for j, y in enumerate(drill["labels"])
    }
    code, _, err = run_export(
        capsys, "--logdir", logdir, "--run", "model", "--tag", "skew/val", "--class", "pilot"
    )
    assert code == 2 and "--class-name: 'pilot' is not a class" in err
    code, _, err = run_export(
        capsys, "--logdir", logdir, "--run", "model", "--tag", "skew/val", "--mev", "-2"
    )
    assert code == 2 and "--mev: expected a number >= 0" in err


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast", "multiplexer"])
def test_real_tensorboard_serves_skew_reports(tmp_path, load_fast):
    c, g, p = planted_examples(3)
    for variant in ("file_writer", "tf_op"):
        WRITERS[variant](str(tmp_path / variant), "skew", 2, classes=c, groups=g, predictions=p)
    with tensorboard_server(tmp_path, load_fast) as base:
        for run in ("file_writer", "tf_op"):
            status, _, body = http(base, f"/data/plugin/fairness/skew_size?run={run}&tag=skew")
            assert status == 200
            table = json.loads(body)
            assert table["model"]["n"] == len(c) and table["columns"]["class"][0] == "nurse"


def test_headline_accuracies_carry_wilson_intervals(client):
    from scipy.stats import binomtest

    t = get_json(client, "/data/plugin/fairness/skew_size?run=model&tag=skew/val&level=0.9")
    m = t["model"]
    n = m["n"]
    correct = round(m["overall_accuracy"] * n)
    ci = binomtest(correct, n).proportion_ci(confidence_level=0.9, method="wilson")
    assert m["overall_accuracy_interval"] == pytest.approx([ci.low, ci.high], rel=1e-9)
    # The worst group is picked out of all: its interval holds for every group at once
    # (Wilson at the Bonferroni level, then the lowest of the lower and of the upper ends).
    groups = [g for g in t["groups"] if g["n"] > 0]
    cis = [
        binomtest(round(g["accuracy"] * g["n"]), g["n"]).proportion_ci(
            confidence_level=1 - 0.1 / len(groups), method="wilson"
        )
        for g in groups
    ]
    assert m["worst_group_accuracy_interval"] == pytest.approx(
        [min(c.low for c in cis), min(c.high for c in cis)], rel=1e-9
    )
