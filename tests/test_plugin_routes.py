"""The plugin's routes over real event files, through TensorBoard's loader and WSGI app."""

import math
import re

import numpy as np
import pytest
import scipy.sparse as sp
from helpers import get_json, plugin_client

import tb_fairness
from tb_fairness.metrics import associations as A
from tb_fairness.metrics import count_associations

HOSTILE = "<img src=x onerror=alert(1)>"


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("logs")
    rng = np.random.default_rng(0)
    names = ["man", "woman", "bike", "dress", HOSTILE, "never"]
    for run in ("model_a", "model_b"):
        with tb_fairness.FileWriter(str(root / run)) as writer:
            for step in (0, 5, 10):
                scores = rng.random((400, len(names)))
                scores[:, 5] = 0.0  # "never" is never predicted: undefined values
                scores[:, 4] *= scores[:, 0] > 0.5  # the hostile label only with "man"
                writer.label_associations(
                    "assoc/val",
                    step,
                    scores,
                    label_names=names,
                    identities=["man", "woman"],
                    threshold=0.5,
                )
                writer.label_associations(
                    "assoc/annotated",
                    step,
                    scores,
                    label_names=names,
                    threshold=0.5,
                    identities={
                        "young": rng.random(400) < 0.3,
                        "old": rng.random(400) < 0.3,
                        "any": np.ones(400, bool),
                    },
                )
    return root


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(str(logdir))


def test_tags_and_steps(client):
    tags = get_json(client, "/data/plugin/fairness/tags")["runs"]
    assert set(tags) == {"model_a", "model_b"}
    assert tags["model_a"]["assoc/val"] == {
        "kind": "label_associations",
        "version": 2,
        "description": "",
        "max_step": 10,
    }
    steps = get_json(client, "/data/plugin/fairness/steps?run=model_a&tag=assoc/val")
    assert [s["step"] for s in steps["steps"]] == [0, 5, 10]


def test_associations_default_step_metric_and_order(client):
    t = get_json(
        client, "/data/plugin/fairness/label_associations?run=model_a&tag=assoc/val&a=man&b=woman"
    )
    assert t["step"] == 10 and t["metric"] == "npmi_xy" and t["b_label"] == "woman"
    assert t["excluded_labels"] == ["man", "woman"]
    assert [m["name"] for m in t["metrics"]] == list(A.METRICS)
    cols, states = t["columns"], t["states"]
    assert t["rows"] == len(cols["label"]) == 4
    assert HOSTILE in cols["label"]
    # "never": c(y) = 0, so every value is undefined, sorted last.
    assert cols["label"][-1] == "never"
    assert cols["gap"][-1] is None and states["gap"][-1] == "undefined"
    # The hostile label never occurs with woman-only images: value_b is -1 (npmi's limit).
    i = cols["label"].index(HOSTILE)
    assert cols["count_b"][i] <= cols["count"][i]
    finite = [g for g in cols["gap"] if g is not None]
    assert finite == sorted(finite, reverse=True)


def test_associations_values_equal_metrics_core(client, logdir):
    t = get_json(
        client,
        "/data/plugin/fairness/label_associations?run=model_b&tag=assoc/val&step=5"
        "&metric=pmi&a=woman&b=man",
    )
    for _label, ca, cb, count, _va, _vb, gap, sg in zip(
        *(
            t["columns"][c]
            for c in ("label", "count_a", "count_b", "count", "value_a", "value_b", "gap")
        ),
        t["states"]["gap"],
    ):
        with np.errstate(all="ignore"):
            want_a = float(A.pmi(t["n"], t["identities"][1]["count"], count, ca))
            want_b = float(A.pmi(t["n"], t["identities"][0]["count"], count, cb))
        if math.isfinite(want_a - want_b):
            # Columns travel with 7 significant digits (tb_fairness/plugin/responses.py).
            assert gap == pytest.approx(want_a - want_b, rel=5e-7)
        else:
            assert gap is None and sg in ("+inf", "-inf", "undefined")


def test_a_defaults_to_the_first_identity(client):
    t = get_json(client, "/data/plugin/fairness/label_associations?run=model_a&tag=assoc/annotated")
    assert t["a"] == "young" and t["b"] is None


def test_one_vs_rest_with_annotated_identities(client):
    t = get_json(
        client,
        "/data/plugin/fairness/label_associations?run=model_a&tag=assoc/annotated"
        "&a=young&metric=dp",
    )
    assert t["b"] is None and t["b_label"] == "rest"
    assert t["excluded_labels"] == []  # annotations are not predicted labels
    assert t["rows"] == 6
    assert [i["name"] for i in t["identities"]] == ["young", "old", "any"]


def test_infinite_values_are_null_with_state(tmp_path):
    sets = [{"man", "rare"}] + [{"man"}] * 3 + [{"woman"}] * 4
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.label_associations("t", 0, sets, identities=["man", "woman"])
    t = get_json(
        plugin_client(str(tmp_path)),
        "/data/plugin/fairness/label_associations?run=r&tag=t&a=man&b=woman&metric=pmi",
    )
    assert t["columns"]["label"] == ["rare"]
    assert t["columns"]["value_b"] == [None] and t["states"]["value_b"] == ["-inf"]
    assert t["columns"]["gap"] == [None] and t["states"]["gap"] == ["+inf"]


@pytest.mark.parametrize(
    "query,status,message",
    [
        ("run=model_a&tag=assoc/val&a=man&metric=bogus", 400, "metric: expected one of"),
        (
            "run=model_a&tag=assoc/val&a=man&b=martian",
            400,
            "b: expected one of the report's identities",
        ),
        ("run=model_a&tag=assoc/val&a=man&b=man", 400, "b: expected an identity other than a"),
        ("tag=assoc/val&a=man", 400, "run: required"),
        ("run=model_a&tag=assoc/val&a=man&step=x", 400, "step: expected an integer"),
        ("run=model_a&tag=assoc/val&a=man&step=3", 404, "step: 3 not found"),
        ("run=nope&tag=assoc/val&a=man", 404, "no fairness report for run 'nope'"),
        ("run=model_a&tag=nope&a=man", 404, "no fairness report"),
    ],
)
def test_bad_requests_are_4xx_with_a_message(client, query, status, message):
    response = client.get("/data/plugin/fairness/label_associations?" + query)
    assert response.status_code == status
    assert message in response.get_data(as_text=True)


def test_steps_of_unknown_tag_is_404(client):
    assert client.get("/data/plugin/fairness/steps?run=model_a&tag=x").status_code == 404


def test_index_js_is_served(client):
    response = client.get("/data/plugin/fairness/index.js")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("application/javascript")
    assert b"render" in response.get_data()


def test_the_loader_imports_the_app_by_the_name_it_is_kept_under(client):
    # index.js (a few KiB) names app.js by its digest; that name is served, for good.
    loader = client.get("/data/plugin/fairness/index.js").get_data()
    assert len(loader) < 32_000
    (named,) = re.findall(rb'"(app\.js\?v=[0-9a-f]{16})"', loader)
    app = client.get("/data/plugin/fairness/" + named.decode())
    assert app.status_code == 200
    assert app.headers["Content-Type"].startswith("application/javascript")
    assert "immutable" in app.headers["Cache-Control"]
    assert b"fairness-app" in app.get_data()


def test_the_app_and_the_loader_import_the_charts_library_by_one_name(client):
    # plot.js (Observable Plot) is a bundle of its own, named by its digest in the app (which
    # imports it when a chart is first drawn) and in the loader (which imports it at once
    # when the first view is not a table it asked for): the same URL, one module.
    loader = client.get("/data/plugin/fairness/index.js").get_data()
    (app_name,) = re.findall(rb'"(app\.js\?v=[0-9a-f]{16})"', loader)
    app = client.get("/data/plugin/fairness/" + app_name.decode()).get_data()
    (named,) = set(re.findall(rb"plot\.js\?v=[0-9a-f]{16}", app))
    assert set(re.findall(rb"plot\.js\?v=[0-9a-f]{16}", loader)) == {named}
    plot = client.get("/data/plugin/fairness/" + named.decode())
    assert plot.status_code == 200
    assert plot.headers["Content-Type"].startswith("application/javascript")
    assert "immutable" in plot.headers["Cache-Control"]
    # Plot's functions, exported by name (the app reads them as the module's properties).
    (exports,) = re.findall(rb"export\s*\{([^}]*)\}", plot.get_data())
    names = {part.split(b" as ")[-1].strip() for part in exports.split(b",")}
    assert {b"plot", b"ruleX", b"dot"} <= names


def test_rewritten_step_is_not_served_stale(tmp_path):
    """The cache is keyed by wall time: a step written again is read again."""
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.label_associations(
            "t", 0, [{"man", "x"}, {"woman"}], identities=["man", "woman"], wall_time=1.0
        )
    client, multiplexer = plugin_client(str(tmp_path), with_multiplexer=True)
    url = "/data/plugin/fairness/label_associations?run=r&tag=t&a=man&b=woman"
    assert get_json(client, url)["n"] == 2
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.label_associations(
            "t", 0, [{"man", "x"}, {"woman"}, {"man"}], identities=["man", "woman"], wall_time=2.0
        )
    multiplexer.Reload()
    assert get_json(client, url)["n"] == 3


def test_large_report_loads_and_is_served(tmp_path):
    """100,000 labels x 20 identities, written, loaded and served whole."""
    rng = np.random.default_rng(7)
    n, L, I = 20000, 100_000, 20
    rows = np.repeat(np.arange(n), 10)
    cols = rng.integers(0, L, size=n * 10)
    Y = sp.csr_matrix((np.ones(n * 10), (rows, cols)), shape=(n, L))
    Y.data[:] = 1.0  # the constructor summed repeated draws
    ids = {f"id{k:02d}": rng.random(n) < 0.2 for k in range(I)}
    names = [f"label {j}" for j in range(L)]
    with tb_fairness.FileWriter(str(tmp_path / "big")) as w:
        w.label_associations("t", 0, Y, label_names=names, identities=ids)
    t = get_json(
        plugin_client(str(tmp_path)),
        "/data/plugin/fairness/label_associations?run=big&tag=t&a=id00&b=id19",
    )
    assert t["rows"] == L and len(t["columns"]["gap"]) == L
    want = count_associations(Y, label_names=names, identities=ids)
    got = dict(zip(t["columns"]["label"], t["columns"]["count"]))
    assert got == dict(zip(names, want.label_counts.tolist()))
