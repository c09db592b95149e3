""" "Does this group differ from the rest?": the p-values and Benjamini-Hochberg marks of the
group, detection, geodiversity and retrieval tables, against oracles computed here from the
raw per-person, per-household and per-query values (docs/statistics.md)."""

import csv
import io
import json

import numpy as np
import pytest
from helpers import get_json, plugin_client, run_export
from scipy.stats import chi2_contingency, false_discovery_control, norm, ttest_ind

import tb_fairness
from tb_fairness.kinds import detection_recall as detection_kind
from tb_fairness.kinds import geodiversity as geodiversity_kind
from tb_fairness.kinds import group_metrics as group_kind
from tb_fairness.kinds import retrieval_precision as retrieval_kind
from tb_fairness.metrics import detection, geodiversity, groups, retrieval
from tb_fairness.metrics.significance import group_vs_rest_p_value, welch_p_value_from_stats

THRESHOLDS = np.arange(50, 100, 5) / 100.0


def _view(module, build, counts, **options):
    """A view route's payload, with options as the route reads them."""
    kind = module.KIND
    return build(counts, kind.resolve(counts, kind.parse(options.get)))


class tables:
    """The view payloads under test, by the options' names."""

    @staticmethod
    def group_table(counts, metric="recall", **options):
        return _view(group_kind, group_kind.groups_view, counts, metric=metric, **options)

    @staticmethod
    def detection_table(counts, **options):
        return _view(detection_kind, detection_kind.detection_view, counts, **options)

    @staticmethod
    def geodiversity_table(counts, by="income", **options):
        return _view(geodiversity_kind, geodiversity_kind.view, counts, by=by, **options)

    @staticmethod
    def retrieval_table(counts, **options):
        return _view(retrieval_kind, retrieval_kind.view, counts, **options)


# ---------------------------------------------------------------------------
# Data and oracles


def facet_people(seed=0, n=3000):
    """Per person: class, prediction, skin (4 groups, one small) and a gender."""
    rng = np.random.default_rng(seed)
    skin = rng.choice(["I", "II", "III", "tiny"], n, p=[0.4, 0.35, 0.24, 0.01])
    classes = rng.choice(["nurse", "doctor", "dancer", "rare"], n, p=[0.4, 0.35, 0.23, 0.02])
    p_right = np.select([skin == "I", skin == "II"], [0.85, 0.7], 0.75)
    right = rng.random(n) < p_right
    wrong = rng.choice(["nurse", "doctor", "dancer", "rare"], n)
    predictions = np.where(right, classes, wrong)
    gender = rng.choice(["f", "m"], n)
    return classes, predictions, {"skin": skin, "gender": gender}


def chi2_oracle(s, n, s_rest, n_rest):
    """Pearson's chi-square of the 2 x 2 table, no Yates: the pooled z-test, two-sided."""
    table = np.array([[s, n - s], [s_rest, n_rest - s_rest]], dtype=float)
    return chi2_contingency(table, correction=False).pvalue


def group_oracle(classes, predictions, attr, metric, min_count):
    """(p, tested) per class x group of one attribute, from the raw people."""
    names = sorted(set(classes.tolist()))
    values = sorted(set(attr.tolist()))
    p = np.full((len(names), len(values)), np.nan)
    for i, k in enumerate(names):
        if metric == "recall":
            member, success = classes == k, predictions == k
        else:
            member, success = classes != k, predictions != k
        for j, v in enumerate(values):
            mine, rest = member & (attr == v), member & (attr != v)
            n, n_rest = mine.sum(), rest.sum()
            s, s_rest = (success & mine).sum(), (success & rest).sum()
            pooled = (s + s_rest) / (n + n_rest)
            if n >= min_count and n_rest >= min_count and 0 < pooled < 1:
                p[i, j] = chi2_oracle(s, n, s_rest, n_rest)
    return names, [f"skin={v}" for v in values], p


def bh_oracle(p, q):
    p = np.asarray(p, dtype=float)
    out = np.zeros(p.shape, bool)
    known = ~np.isnan(p)
    out[known] = false_discovery_control(p[known]) <= q
    return out


def nested(values):
    return np.array([[np.nan if v is None else v for v in row] for row in values], float)


# ---------------------------------------------------------------------------
# The group table


@pytest.mark.parametrize("metric", ["recall", "tnr"])
def test_group_table_p_values_equal_chi_square_oracle(metric):
    classes, predictions, attributes = facet_people()
    counts = groups.count_groups(classes, predictions, attributes)
    t = tables.group_table(counts, metric, grouping="skin", min_count=50, fdr=0.05)
    names, group_names, want = group_oracle(classes, predictions, attributes["skin"], metric, 50)
    k = [t["classes"].index(c) for c in names]
    g = [t["groups"].index(x) for x in group_names]
    got = nested(t["p_value"])[np.ix_(k, g)]
    np.testing.assert_allclose(got, want, rtol=1e-9, atol=1e-300, equal_nan=True)
    assert np.isnan(want).any() and (~np.isnan(want)).sum() >= 6
    # Insufficient or undefined cells have no p-value; the tiny group is always insufficient.
    for row_p, row_state in zip(t["p_value"], t["state"]):
        for p, state in zip(row_p, row_state):
            assert state is None or p is None
    assert all(row[t["groups"].index("skin=tiny")] is None for row in t["p_value"])
    assert np.array_equal(np.array(t["significant"]), bh_oracle(nested(t["p_value"]), 0.05))
    assert t["fdr"] == 0.05 and t["significant_cells"] == int(np.sum(t["significant"]))


def test_group_table_rest_insufficient_is_untested():
    # Two groups: "a" with 400 people, "b" with 40. "a" is sufficient but its rest is not.
    rng = np.random.default_rng(1)
    skin = np.array(["a"] * 400 + ["b"] * 40)
    classes = np.array(["x"] * 440)
    predictions = np.where(rng.random(440) < 0.8, "x", "y")
    counts = groups.count_groups(classes, predictions, {"skin": skin}, class_names=["x", "y"])
    t = tables.group_table(counts, "recall", min_count=50)
    a = t["groups"].index("skin=a")
    assert t["state"][0][a] is None and t["p_value"][0][a] is None
    assert t["significant"][0][a] is False
    # With min_count 30, both sides are sufficient: the oracle applies.
    t = tables.group_table(counts, "recall", min_count=30)
    n, s = np.array(t["n"][0]), np.array(t["successes"][0])
    assert t["p_value"][0][a] == pytest.approx(
        chi2_oracle(s[a], n[a], s.sum() - s[a], n.sum() - n[a]), rel=1e-9
    )


def test_group_vs_rest_nothing_varies_is_nan_never_zero():
    p = group_vs_rest_p_value([[100, 100]], [[100, 100]], [[True, True]])
    assert np.isnan(p).all()
    p = group_vs_rest_p_value([[0, 5]], [[0, 100]], [[True, True]])  # an empty group
    assert np.isnan(p[0, 0])


def test_group_p_values_uniform_under_the_null():
    rng = np.random.default_rng(7)
    reps, sizes = 800, np.array([150, 300, 600])
    rate = rng.uniform(0.2, 0.8, (reps, 1))
    successes = rng.binomial(sizes[None, :], rate)
    totals = np.broadcast_to(sizes, successes.shape)
    p = group_vs_rest_p_value(successes, totals, np.ones(successes.shape, bool), min_rest=50)
    assert not np.isnan(p).any()
    reject = (p < 0.05).mean()
    print(f"group vs rest, null rejection at 0.05: {reject:.3f}")
    assert 0.03 <= reject <= 0.07
    assert 0.07 <= (p < 0.1).mean() <= 0.13


# ---------------------------------------------------------------------------
# The detection table (mAR of a group against the rest: Wald)


def detection_people(seed=0, n=2400):
    rng = np.random.default_rng(seed)
    skin = rng.choice(["lighter", "medium", "darker", "tiny"], n, p=[0.4, 0.3, 0.29, 0.01])
    classes = rng.choice(["person", "cyclist"], n, p=[0.7, 0.3])
    shift = np.select([skin == "lighter", skin == "darker"], [0.08, -0.05], 0.0)
    ious = np.clip(rng.beta(5, 2, n) + shift, 0, 1) * (rng.random(n) < 0.9)
    return ious, {"skin": skin}, classes


def wald_oracle(scores, rest):
    """Two-sided Wald test of equal means with each mean's standard error (ddof=1)."""
    se2 = scores.var(ddof=1) / scores.size + rest.var(ddof=1) / rest.size
    return 2 * norm.sf(abs(scores.mean() - rest.mean()) / np.sqrt(se2))


def test_detection_table_p_values_equal_wald_oracle():
    ious, attributes, classes = detection_people()
    counts = detection.count_detection(ious, attributes, classes=classes)
    t = tables.detection_table(counts, grouping="skin", min_count=50, fdr=0.1)
    # Each person's score: the share of the 10 IoU thresholds their IoU reaches.
    score = (ious[:, None] >= THRESHOLDS[None, :]).mean(axis=1)
    skin = attributes["skin"]
    tested = 0
    for i, cls in enumerate(t["classes"]):
        for j, g in enumerate(t["groups"]):
            value = g.split("=", 1)[1]
            mine, rest = (classes == cls) & (skin == value), (classes == cls) & (skin != value)
            got = t["p_value"][i][j]
            if mine.sum() < 50 or rest.sum() < 50:
                assert got is None
                continue
            tested += 1
            assert got == pytest.approx(wald_oracle(score[mine], score[rest]), rel=1e-9)
    assert tested >= 5
    assert np.array_equal(np.array(t["significant"]), bh_oracle(nested(t["p_value"]), 0.1))
    assert t["fdr"] == 0.1 and t["significant_cells"] == int(np.sum(t["significant"]))


def test_detection_p_values_uniform_under_the_null():
    rng = np.random.default_rng(3)
    reps, sizes, T = 600, np.array([120, 200, 400]), 10
    hits = np.zeros((reps, 3, T), np.int64)
    for g, n in enumerate(sizes):
        ious = rng.beta(4, 2, (reps, n)) * (rng.random((reps, n)) < 0.85)
        hits[:, g] = (ious[:, :, None] >= THRESHOLDS).sum(axis=1)
    totals = np.broadcast_to(sizes, (reps, 3))
    p = detection.mar_vs_rest_p_value(hits, totals, np.ones((reps, 3), bool), min_rest=50)
    reject = (p < 0.05).mean()
    print(f"mAR vs rest, null rejection at 0.05: {reject:.3f}")
    assert not np.isnan(p).any() and 0.03 <= reject <= 0.07


# ---------------------------------------------------------------------------
# Geodiversity (households are the units: Welch's t-test)


def geo_households(seed=0, households=160, null=False):
    """GeoCounts and the raw per-household hit rates."""
    rng = np.random.default_rng(seed)
    income = np.exp(rng.uniform(2.5, 9.5, households))
    region = rng.choice(
        ["Africa", "Asia", "Europe", "Oceania"], households, p=[0.3, 0.3, 0.38, 0.02]
    )
    images = rng.integers(3, 30, households)
    p = (
        rng.beta(4, 2, households)
        if null
        else np.clip(
            rng.beta(4, 2, households)
            + 0.02 * np.log(income)
            - 0.1
            + np.where(region == "Europe", 0.15, 0.0),
            0.01,
            0.99,
        )
    )
    hits = rng.binomial(images, p)
    ids = [f"h{i:03d}" for i in range(households)]
    counts = geodiversity.GeoCounts(0.0, ids, hits, images, income, region.tolist())
    return counts, hits / images


@pytest.mark.parametrize("by", ["income", "region", "income_region"])
def test_geodiversity_p_values_equal_welch_oracle(by):
    counts, rates = geo_households()
    t = tables.geodiversity_table(counts, by, resamples=50, fdr=0.05)
    _, index = geodiversity._group_index(counts, by)
    assert len(t["p_value"]) == len(t["groups"]) == len(t["significant"])
    tested = 0
    for g, name in enumerate(t["groups"]):
        mine, rest = rates[index == g], rates[index != g]
        if mine.size < 2 or rest.size < 2:
            assert t["p_value"][g] is None  # e.g. a bucket x region cell of one household
            continue
        tested += 1
        want = ttest_ind(mine, rest, equal_var=False).pvalue
        assert t["p_value"][g] == pytest.approx(want, rel=1e-9), name
    assert tested >= 2
    assert t["significant"] == bh_oracle(np.array(t["p_value"], float), 0.05).tolist()
    assert t["fdr"] == 0.05


def test_geodiversity_untestable_groups_are_null():
    # One household per region: no spread within a group.
    counts = geodiversity.GeoCounts(
        0.0, ["a", "b", "c"], [1, 2, 3], [4, 4, 4], [40.0, 50.0, 60.0], ["Asia", "Africa", "Europe"]
    )
    t = tables.geodiversity_table(counts, "region", resamples=20)
    assert t["p_value"] == [None, None, None] and t["significant"] == [False] * 3
    # Every household scores alike: nothing varies on either side.
    counts = geodiversity.GeoCounts(
        0.0, list("abcd"), [2, 2, 2, 2], [4, 4, 4, 4], [40.0, 50.0, 3000.0, 4000.0], ["Asia"] * 4
    )
    assert tables.geodiversity_table(counts, "income", resamples=20)["p_value"] == [None, None]


def test_geodiversity_p_values_uniform_under_the_null():
    p = []
    for seed in range(500):
        counts, _ = geo_households(seed, households=60, null=True)
        p.extend(geodiversity.score_vs_rest_p_value(counts, "region")[:3].tolist())
    p = np.array(p)
    reject = (p < 0.05).mean()
    print(f"household Welch, null rejection at 0.05: {reject:.3f}")
    assert np.isnan(p).mean() < 0.01 and 0.03 <= reject <= 0.07


# ---------------------------------------------------------------------------
# Retrieval (queries are the units: Welch's t-test from the stored sums)


def retrieval_queries(seed=0, Q=240, N=500, ks=(1, 5, 10), null=False):
    """RetrievalCounts from random neighbour lists, and each query's raw P@k."""
    rng = np.random.default_rng(seed)
    db_attr = rng.choice(["f", "m"], N)
    q_attr = rng.choice(["f", "m"], Q)
    group = rng.choice(["a", "b", "c"], Q, p=[0.5, 0.3, 0.2])
    # Group "a" finds its own attribute more often (unless null): neighbours drawn from it.
    bias = np.where((group == "a") & (not null), 0.7, 0.5)
    same_pool = [np.flatnonzero(db_attr == v) for v in ("f", "m")]
    other_pool = [np.flatnonzero(db_attr != v) for v in ("f", "m")]
    indices = np.empty((Q, max(ks)), np.int64)
    for i in range(Q):
        v = 0 if q_attr[i] == "f" else 1
        pick_same = rng.random(max(ks)) < bias[i]
        indices[i] = np.where(
            pick_same, rng.choice(same_pool[v], max(ks)), rng.choice(other_pool[v], max(ks))
        )
    counts = retrieval.count_retrieval_from_neighbors(
        indices, query_attributes=q_attr, database_attributes=db_attr, groups=group, ks=ks
    )
    same = db_attr[indices] == q_attr[:, None]
    p_at_k = np.stack([same[:, :k].mean(axis=1) for k in ks], axis=1)  # (Q, K)
    return counts, p_at_k, group


def test_retrieval_p_values_equal_welch_oracle():
    counts, p_at_k, group = retrieval_queries()
    t = tables.retrieval_table(counts, fdr=0.05)
    for i, g in enumerate(t["groups"]):
        for j, k in enumerate(t["ks"]):
            want = ttest_ind(p_at_k[group == g, j], p_at_k[group != g, j], equal_var=False).pvalue
            assert t["p_value"][i][j] == pytest.approx(want, rel=1e-7), (g, k)
    assert np.array_equal(np.array(t["significant"]), bh_oracle(nested(t["p_value"]), 0.05))
    assert any(t["significant"][t["groups"].index("a")]) and t["fdr"] == 0.05


def test_retrieval_untestable_cells_are_null():
    # "x" has one query; P@1 is 1 for every query of both sides of "y" at k=1.
    counts = retrieval.RetrievalCounts(
        ["x", "y", "z"], [1, 2], [1, 3, 3], [[1, 1], [3, 5], [3, 3]], [[1, 1], [3, 9], [3, 3]]
    )
    t = tables.retrieval_table(counts)
    assert t["p_value"][0] == [None, None]
    assert t["p_value"][1][0] is None and t["p_value"][2][0] is None
    assert isinstance(t["p_value"][1][1], float)
    text = json.dumps(t, allow_nan=False)  # JSON has no NaN
    assert "NaN" not in text


def test_retrieval_p_values_uniform_under_the_null():
    rng = np.random.default_rng(11)
    p = []
    for _ in range(600):
        n = np.array([40, 60, 100])
        hits = [rng.binomial(10, 0.6, size) for size in n]  # P@10 of each query, times 10
        counts = retrieval.RetrievalCounts(
            ["a", "b", "c"], [10], n, [[h.sum()] for h in hits], [[(h * h).sum()] for h in hits]
        )
        p.extend(retrieval.precision_vs_rest_p_value(counts)[:, 0].tolist())
    reject = (np.array(p) < 0.05).mean()
    print(f"query Welch, null rejection at 0.05: {reject:.3f}")
    assert 0.03 <= reject <= 0.07


def test_welch_from_stats_matches_scipy_and_refuses_degenerate_sides():
    rng = np.random.default_rng(5)
    a, b = rng.normal(0, 1, 30), rng.normal(0.4, 2, 50)
    got = welch_p_value_from_stats(a.mean(), a.var(ddof=1), a.size, b.mean(), b.var(ddof=1), b.size)
    assert float(got) == pytest.approx(ttest_ind(a, b, equal_var=False).pvalue, rel=1e-12)
    assert np.isnan(welch_p_value_from_stats(0.5, 0.0, 10, 0.7, 0.0, 10))
    assert np.isnan(welch_p_value_from_stats(0.5, 0.1, 1, 0.7, 0.1, 10))


# ---------------------------------------------------------------------------
# Routes and export


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("logs")
    classes, predictions, attributes = facet_people()
    ious, det_attributes, det_classes = detection_people()
    geo, _ = geo_households()
    ret, _, _ = retrieval_queries()
    with tb_fairness.FileWriter(str(root / "m")) as w:
        w.group_metrics("facet", 0, classes, predictions, attributes)
        w.detection_recall("det", 0, ious, det_attributes, classes=det_classes)
        w.geodiversity("geo", 0, counts=geo)
        w.retrieval_precision("ret", 0, counts=ret)
    return str(root)


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


ROUTES = {
    "groups": "group_metrics?run=m&tag=facet&grouping=skin",
    "detection": "detection_recall?run=m&tag=det&grouping=skin",
    "geodiversity": "geodiversity?run=m&tag=geo&by=region&resamples=50",
    "retrieval": "retrieval_precision?run=m&tag=ret",
}


def route(client, name, extra=""):
    return get_json(client, "/data/plugin/fairness/" + ROUTES[name] + extra)


def test_group_route_equals_oracle_and_takes_q(client):
    classes, predictions, attributes = facet_people()
    names, group_names, want = group_oracle(classes, predictions, attributes["skin"], "recall", 50)
    for q in (0.05, 0.3):
        t = route(client, "groups", f"&fdr={q}")
        k = [t["classes"].index(c) for c in names]
        g = [t["groups"].index(x) for x in group_names]
        np.testing.assert_allclose(
            nested(t["p_value"])[np.ix_(k, g)], want, rtol=1e-9, equal_nan=True
        )
        assert t["fdr"] == q
        assert t["significant"] == bh_oracle(nested(t["p_value"]), q).tolist()
    assert route(client, "groups")["fdr"] == 0.05


@pytest.mark.parametrize("name", list(ROUTES))
def test_routes_take_q_and_answer_null_never_nan(client, name):
    loose, strict = route(client, name, "&fdr=0.5"), route(client, name, "&fdr=0.0001")
    assert loose["fdr"] == 0.5 and strict["fdr"] == 0.0001
    assert loose["p_value"] == strict["p_value"]
    sig = lambda t: int(np.sum(t["significant"]))  # noqa: E731
    assert sig(loose) >= sig(strict) and sig(loose) > 0
    p = (
        nested(loose["p_value"])
        if name in ("groups", "detection", "retrieval")
        else np.array(loose["p_value"], float)
    )
    assert np.array_equal(np.array(loose["significant"]), bh_oracle(p, 0.5))
    assert ((p[~np.isnan(p)] > 0) & (p[~np.isnan(p)] <= 1)).all()


@pytest.mark.parametrize("name", list(ROUTES))
@pytest.mark.parametrize("q", ["0", "1", "-0.1", "abc", "nan"])
def test_routes_refuse_a_bad_fdr(client, name, q):
    response = client.get("/data/plugin/fairness/" + ROUTES[name] + f"&fdr={q}")
    assert response.status_code == 400 and "fdr:" in response.get_data(as_text=True)


TESTED_COLUMNS = ["class", "group", "n", "value", "lower", "upper", "p_value", "significant"]


def cell(text):
    return None if text == "" else float(text)


@pytest.mark.parametrize(
    "tag, name, extra",
    [
        ("facet", "groups", ["--grouping", "skin"]),
        ("det", "detection", ["--grouping", "skin"]),
        ("geo", "geodiversity", ["--by", "region", "--resamples", "50"]),
        ("ret", "retrieval", []),
    ],
)
def test_export_has_p_value_and_significant_equal_to_route(
    logdir, client, capsys, tag, name, extra
):
    code, out, err = run_export(
        capsys, "--logdir", logdir, "--run", "m", "--tag", tag, "--fdr", "0.2", *extra
    )
    assert code == 0, err
    rows = list(csv.reader(io.StringIO(out)))
    # Every kind's tests also say their power (issue 29), after these columns.
    assert rows[0] == [*TESTED_COLUMNS, "mde", "more_examples"]
    t = route(client, name, "&fdr=0.2")
    if name == "geodiversity":
        want = list(zip(t["p_value"], t["significant"]))
    elif name == "retrieval":  # K by K, groups within
        want = [
            (t["p_value"][i][j], t["significant"][i][j])
            for j in range(len(t["ks"]))
            for i in range(len(t["groups"]))
        ]
    else:
        want = [
            (p, s) for prow, srow in zip(t["p_value"], t["significant"]) for p, s in zip(prow, srow)
        ]
    got = [(cell(r[6]), r[7]) for r in rows[1:]]
    assert got == [(p, str(s)) for p, s in want]
    assert (
        any(s == "True" for _, s in got)
        and any(p is None for p, _ in got)
        or name in ("geodiversity", "retrieval")
    )
    code, out, _ = run_export(
        capsys,
        "--logdir",
        logdir,
        "--run",
        "m",
        "--tag",
        tag,
        "--fdr",
        "0.2",
        "--format",
        "json",
        *extra,
    )
    doc = json.loads(out)
    assert doc["columns"] == [*TESTED_COLUMNS, "mde", "more_examples"]
    assert [(r["p_value"], r["significant"]) for r in doc["rows"]] == want
    code, _, err = run_export(
        capsys, "--logdir", logdir, "--run", "m", "--tag", tag, "--fdr", "1.5", *extra
    )
    assert code == 2 and "--fdr" in err
