"""The visual fairness indicators as reports: writers, loaders, routes and export agree
with brute-force computations written here."""

import csv
import io
import json

import numpy as np
import pytest
import scipy.stats
from helpers import get_json, http, plugin_client, report_writers, tensorboard_server
from test_writers import read_back

import tb_fairness
from tb_fairness import cli, kinds, reports

TAXONOMY = {
    "ape": "non_human",
    "thief": "crime",
    "person": "human",
    "dog": "possibly_non_human",
    "<img src=x onerror=alert(1)>": "crime",
}


def harmful_inputs(seed=0, n=400):
    rng = np.random.default_rng(seed)
    groups = rng.choice(["darker", "lighter"], n)
    labels = rng.choice(list(TAXONOMY), (n, 5))
    scores = rng.random((n, 5)) * np.where(groups == "darker", 1.0, 0.7)[:, None]
    return dict(labels=labels, scores=scores, groups=groups, taxonomy=TAXONOMY)


def geo_inputs(seed=0, n=300, households=40):
    rng = np.random.default_rng(seed)
    household = rng.integers(0, households, n)
    income = np.exp(rng.uniform(1, 10, households)).round()
    region = np.array(["Africa", "Asia", "Europe"])[np.arange(households) % 3]
    image = np.arange(n) // 2 * 1  # rows come in pairs: an image with two true labels
    household = household[image]  # both rows of an image share its household
    truth = rng.choice(["stove", "bed", "tv"], n)
    predicted = rng.choice(["stove", "bed", "tv", "car"], (n, 5))
    return dict(
        image_ids=image,
        true_labels=truth,
        predicted_labels=predicted,
        household_ids=household,
        incomes=income[household],
        regions=region[household],
    )


def retrieval_inputs(seed=0):
    rng = np.random.default_rng(seed)
    database = rng.normal(size=(400, 16))
    db_attr = rng.choice(["f", "m"], 400)
    database[db_attr == "f", 0] += 1.5  # the attribute is partly visible in the embedding
    queries = rng.normal(size=(60, 16))
    q_attr = rng.choice(["f", "m"], 60)
    queries[q_attr == "f", 0] += 1.5
    return dict(
        queries=queries,
        database=database,
        query_attributes=q_attr,
        database_attributes=db_attr,
        ks=(1, 5, 10),
    )


KINDS = {
    "harmful_label_association": (harmful_inputs, "harmful"),
    "geodiversity": (geo_inputs, "geodiversity"),
    "retrieval_precision": (retrieval_inputs, "retrieval"),
}


@pytest.mark.parametrize("variant", ["file_writer", "pb", "tf_op"])
@pytest.mark.parametrize("kind", list(KINDS))
def test_writers_round_trip(tmp_path, kind, variant):
    make, _ = KINDS[kind]
    report_writers(kind)[variant](str(tmp_path / "run"), "t", 1, **make())
    info, steps = read_back(str(tmp_path), "t")
    assert info.kind == kind
    want = kinds.get(kind).encode(_counts(kind, make()))
    got = kinds.get(kind).encode(steps[0][1])
    assert got.tolist() == want.tolist()  # same counts, byte for byte


def _counts(kind, inputs):
    from tb_fairness.summary import protos

    pb = getattr(protos, kind + "_pb")("t", **inputs)
    return kinds.decode(
        kinds.parse_plugin_content(pb.value[0].metadata.plugin_data.content),
        reports.decode_tensor_proto(pb.value[0].tensor),
    )


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("indicators")
    with tb_fairness.FileWriter(str(root / "m")) as w:
        w.harmful_label_association("harm", 0, **harmful_inputs())
        w.geodiversity("geo", 0, **geo_inputs())
        w.retrieval_precision("ret", 0, **retrieval_inputs())
    return str(root)


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


def test_harmful_hit_rates_against_a_loop(client):
    t = get_json(client, "/data/plugin/fairness/harmful_label_association?run=m&tag=harm")
    inputs = harmful_inputs()
    for i, g in enumerate(t["groups"]):
        images = np.flatnonzero(inputs["groups"] == g)
        assert t["group_counts"][i] == len(images)
        for j, kind in enumerate(t["types"]):
            for k, tau in enumerate(t["thresholds"]):

                def hit(row, tau=tau, kind=kind):
                    types = [
                        TAXONOMY[y]
                        for y, s in zip(inputs["labels"][row], inputs["scores"][row])
                        if s >= tau
                    ]
                    return (
                        (kind in types)
                        if kind != "harmful"
                        else bool({"non_human", "crime"} & set(types))
                    )

                hits = sum(hit(r) for r in images)
                assert t["hits"][i][j][k] == hits
                if hits:
                    ci = scipy.stats.binomtest(hits, len(images)).proportion_ci(method="wilson")
                    assert (t["lower"][i][j][k], t["upper"][i][j][k]) == pytest.approx(
                        (ci.low, ci.high), abs=1e-12
                    )
    hostile = [x for x in t["labels"] if x["label"] == "<img src=x onerror=alert(1)>"][0]
    rate = np.array(hostile["rate"])
    assert hostile["gap"][0] == pytest.approx((rate[0] - rate[1]).tolist(), abs=1e-12)


def test_geodiversity_household_average_against_a_loop(client):
    t = get_json(client, "/data/plugin/fairness/geodiversity?run=m&tag=geo&by=region&resamples=200")
    inputs = geo_inputs()
    per_image = {}
    for img, truth, pred, hh, region in zip(
        inputs["image_ids"],
        inputs["true_labels"],
        inputs["predicted_labels"],
        inputs["household_ids"],
        inputs["regions"],
    ):
        hit = truth in set(pred)
        key = (hh, region, img)
        per_image[key] = per_image.get(key, False) or hit  # an image hits if any label hits
    households = {}
    for (hh, region, _img), hit in per_image.items():
        households.setdefault((hh, region), []).append(hit)
    for g, score, n in zip(t["groups"], t["score"], t["households"]):
        rates = [np.mean(v) for (hh, region), v in households.items() if region == g]
        assert n == len(rates) and score == pytest.approx(np.mean(rates), abs=1e-12)
    assert all(lo <= s <= hi for lo, s, hi in zip(t["lower"], t["score"], t["upper"]))


def test_retrieval_precision_against_brute_force(client):
    t = get_json(client, "/data/plugin/fairness/retrieval_precision?run=m&tag=ret")
    inputs = retrieval_inputs()
    q = inputs["queries"] / np.linalg.norm(inputs["queries"], axis=1, keepdims=True)
    d = inputs["database"] / np.linalg.norm(inputs["database"], axis=1, keepdims=True)
    order = np.argsort(-(q @ d.T), axis=1, kind="stable")
    same = inputs["database_attributes"][order] == inputs["query_attributes"][:, None]
    for i, g in enumerate(t["groups"]):
        rows = inputs["query_attributes"] == g
        for j, k in enumerate(t["ks"]):
            assert t["precision"][i][j] == pytest.approx(same[rows, :k].mean(), abs=1e-12)


def test_accumulators_equal_one_shot(tmp_path):
    h = harmful_inputs(1)
    acc = tb_fairness.HarmfulLabelAssociationAccumulator(taxonomy=TAXONOMY)
    for part in (slice(0, 150), slice(150, None)):
        acc.update(h["labels"][part], h["scores"][part], h["groups"][part])
    want = _counts("harmful_label_association", h)
    np.testing.assert_array_equal(acc.counts.type_hits, want.type_hits)
    r = retrieval_inputs(1)
    racc = tb_fairness.RetrievalPrecisionAccumulator(
        r["database"], r["database_attributes"], ks=(1, 5, 10)
    )
    for part in (slice(0, 25), slice(25, None)):
        racc.update(r["queries"][part], r["query_attributes"][part])
    np.testing.assert_array_equal(racc.counts.hit_sums, _counts("retrieval_precision", r).hit_sums)
    g = geo_inputs(1)
    gacc = tb_fairness.GeodiversityAccumulator()
    for part in (slice(0, 100), slice(100, None)):  # rows 0-99 hold whole images (pairs)
        gacc.update(
            g["image_ids"][part],
            g["true_labels"][part],
            g["predicted_labels"][part],
            household_ids=g["household_ids"][part],
            incomes=g["incomes"][part],
            regions=g["regions"][part],
        )
    np.testing.assert_array_equal(
        np.sort(gacc.counts.hits), np.sort(_counts("geodiversity", g).hits)
    )


@pytest.mark.parametrize(
    "query,status,message",
    [
        ("geodiversity?run=m&tag=geo&by=planet", 400, "by: expected one of"),
        (
            "geodiversity?run=m&tag=geo&resamples=2",
            400,
            "resamples: expected a whole number in [10, 10000]",
        ),
        ("retrieval_precision?run=m&tag=geo", 400, "holds a geodiversity report"),
        ("harmful_label_association?run=m&tag=nope", 404, "no fairness report"),
    ],
)
def test_bad_indicator_requests(client, query, status, message):
    response = client.get("/data/plugin/fairness/" + query)
    assert response.status_code == status and message in response.get_data(as_text=True)


def test_export_equals_routes(logdir, client, capsys):
    def export(*args):
        assert cli.main(["export", "--logdir", logdir, "--run", "m", *args]) == 0
        return list(csv.reader(io.StringIO(capsys.readouterr().out)))

    rows = export("--tag", "harm", "--threshold", "0.3")
    t = get_json(client, "/data/plugin/fairness/harmful_label_association?run=m&tag=harm")
    assert rows[0] == ["class", "group", "n", "value", "lower", "upper"]
    k = t["thresholds"].index(0.3)
    want = [
        (ty, g, t["group_counts"][i], t["hit_rate"][i][j][k])
        for j, ty in enumerate(t["types"])
        for i, g in enumerate(t["groups"])
    ]
    assert [(r[0], r[1], int(r[2]), float(r[3])) for r in rows[1:]] == want
    rows = export("--tag", "ret")
    t = get_json(client, "/data/plugin/fairness/retrieval_precision?run=m&tag=ret")
    assert rows[1][:2] == ["P@1", t["groups"][0]] and float(rows[1][3]) == t["precision"][0][0]
    rows = export("--tag", "geo", "--by", "income", "--resamples", "200")
    t = get_json(client, "/data/plugin/fairness/geodiversity?run=m&tag=geo&resamples=200")
    assert [r[1] for r in rows[1:]] == t["groups"]
    assert [float(r[3]) for r in rows[1:]] == t["score"]
    assert [float(r[4]) if r[4] else None for r in rows[1:]] == t["lower"]


def test_real_tensorboard_serves_indicator_reports(tmp_path):
    with tb_fairness.FileWriter(str(tmp_path / "m")) as w:
        w.geodiversity("geo", 0, **geo_inputs())
        w.retrieval_precision("ret", 0, **retrieval_inputs())
    for load_fast in (True, False):
        with tensorboard_server(tmp_path, load_fast) as base:
            status, _, body = http(base, "/data/plugin/fairness/retrieval_precision?run=m&tag=ret")
            assert status == 200 and json.loads(body)["ks"] == [1, 5, 10]
            status, _, body = http(base, "/data/plugin/fairness/tags")
            assert json.loads(body)["runs"]["m"]["geo"]["kind"] == "geodiversity"


def test_harmful_label_rates_carry_intervals_and_a_test_across_groups(client):
    from scipy.stats import chi2_contingency, false_discovery_control

    from tb_fairness.metrics.intervals import wilson_interval

    t = get_json(client, "/data/plugin/fairness/harmful_label_association?run=m&tag=harm&fdr=0.2")
    n = t["group_counts"]
    tested = 0
    for label in t["labels"]:
        for k in range(len(t["thresholds"])):
            hits = [h[k] for h in label["hits"]]
            lo = wilson_interval(hits, n).lower
            assert [r[k] for r in label["rate_lower"]] == pytest.approx(
                [None if np.isnan(x) else x for x in lo]
            )
            rows = [[h, m - h] for h, m in zip(hits, n) if m > 0]
            p = label["p_value"][k]
            if p is None:
                continue
            tested += 1
            assert p == pytest.approx(chi2_contingency(rows, correction=False)[1], rel=1e-3)
    assert tested > 0
    for k in range(len(t["thresholds"])):
        ps = [label["p_value"][k] for label in t["labels"]]
        known = [p for p in ps if p is not None]
        if known:
            want = (false_discovery_control(known, method="bh") <= 0.2).tolist()
            assert [l["significant"][k] for l, p in zip(t["labels"], ps) if p is not None] == want
