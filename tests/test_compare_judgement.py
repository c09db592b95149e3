"""One judgement of a comparison, everywhere: the diff route's judgement (badge and
sentence), its headline verdicts (the cards), its rows' verdicts, its CSV, ``Logdir``'s
compare and ``tb-fairness check`` all say the same, on reports crafted so that a headline
worsens while no row does, and rows worsen while no headline does."""

import csv
import io

import numpy as np
import pytest
from helpers import get_json, plugin_client

import tb_fairness
from tb_fairness import cli

ROUTE = "/data/plugin/fairness/"
CLASSES = ["nurse", "surgeon", "doctor", "chef"]


def _skew(seed: int, accuracy: float, n: int = 6000):
    """Predictions right with probability ``accuracy`` whatever the group: the mistakes
    do not depend on the group, so no class's V moves while accuracy does."""
    rng = np.random.default_rng(seed)
    classes = rng.choice(CLASSES, n)
    groups = rng.choice(["f", "m"], n)
    wrong = rng.random(n) > accuracy
    predictions = classes.copy().astype(object)
    predictions[wrong] = rng.choice(CLASSES, int(wrong.sum()))
    return list(classes), list(groups), list(predictions)


def _associations(grow: bool):
    """Label sets: "big" leans to man by far in both models (the largest |gap| does not
    move); "bag" leans to woman a little in A, and far more in B when ``grow``."""
    sets = [{"man", "big"}] * 900 + [{"woman", "big"}] * 100
    sets += [{"man"}] * 100 + [{"woman"}] * 900
    bag = 420 if grow else 220
    sets += [{"woman", "bag"}] * bag + [{"man", "bag"}] * 180
    return sets


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("judgement")
    for run, accuracy, grow in (("a", 0.9, False), ("b", 0.7, True)):
        with tb_fairness.FileWriter(str(root / run)) as w:
            w.skew_size("skew", 0, *_skew(1 if run == "a" else 2, accuracy))
            w.label_associations("assoc", 0, _associations(grow), identities=["man", "woman"])
    return str(root)


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


def _everywhere(client, logdir, capsys, tag, options):
    """The judgement as the route, its CSV, Logdir and check each give it."""
    query = f"tag={tag}&run=a&vs_run=b&" + "&".join(f"{k}={v}" for k, v in options.items())
    d = get_json(client, ROUTE + f"diff?{query}")
    text = client.get(ROUTE + f"diff?{query}&format=csv").get_data(as_text=True)
    rows = list(csv.DictReader(io.StringIO(text)))
    frame = (
        tb_fairness.Logdir(logdir)
        .report("a", tag)
        .compare(tb_fairness.Logdir(logdir).report("b", tag), **options)
    )
    flags = [f for k, v in options.items() for f in (f"--{k.replace('_', '-')}", str(v))]
    status = cli.main(
        ["check", "--logdir", logdir, "--run", "a", "--vs-run", "b", "--tag", tag, *flags]
    )
    out = capsys.readouterr().out
    return d, rows, frame, status, out


def _agree(d, rows, frame, status, out):
    j = d["judgement"]
    # Rows: the JSON's verdicts are the CSV's and Logdir's, and the summary counts them.
    assert [r["verdict"] for r in rows] == d["columns"]["verdict"] == frame["verdict"].tolist()
    for verdict in ("worsened", "improved", "no_significant_change", "undetermined"):
        assert d["summary"][verdict] == sum(r["verdict"] == verdict for r in rows)
    assert "unchanged" not in {r["verdict"] for r in rows}
    # Cards: the bias headlines the judgement names are those whose verdict says so; the
    # performance ones are judged apart (a model worse for everyone is not less fair).
    for verdict in ("worsened", "improved"):
        named = [
            h["name"]
            for h in d["headlines"]
            if h["verdict"] == verdict and h["role"] != "performance"
        ]
        assert j[verdict]["headlines"] == named
        assert j[verdict]["rows"] == d["summary"][verdict]
    performance = [h for h in d["headlines"] if h["role"] == "performance"]
    assert j["performance"] == [{"name": h["name"], "verdict": h["verdict"]} for h in performance]
    for h in performance:
        assert h["title"] in j["sentence"]
    assert frame.attrs["judgement"] == j
    # check: exit 1 exactly when the judgement has something worsened, and its words.
    worse = bool(j["worsened"]["rows"] or j["worsened"]["headlines"])
    assert status == (1 if worse else 0)
    assert j["sentence"] in out and j["title"] in out
    return j


def test_a_headline_worsens_and_no_row_does(client, logdir, capsys):
    d, rows, frame, status, out = _everywhere(client, logdir, capsys, "skew", {"mev": 0})
    j = _agree(d, rows, frame, status, out)
    assert d["summary"]["worsened"] == 0  # the crafted case: no class's V grew...
    assert j["worsened"]["headlines"] == ["worst_group_accuracy"]  # ...the worst group fell
    assert j["overall"] == "worse" and status == 1
    assert "WORSENED headline Worst-group accuracy" in out
    # Accuracy fell for everyone: shown as performance, not counted as a bias.
    assert j["performance"] == [{"name": "overall_accuracy", "verdict": "worsened"}]
    assert "Performance (not a bias): Overall accuracy" in j["sentence"]
    assert "WORSENED headline Overall accuracy" not in out


def test_rows_worsen_and_no_headline_does(client, logdir, capsys):
    options = {"metric": "dp", "a": "man", "b": "woman"}
    d, rows, frame, status, out = _everywhere(client, logdir, capsys, "assoc", options)
    j = _agree(d, rows, frame, status, out)
    assert j["worsened"]["headlines"] == []  # the largest |gap| ("big") did not move...
    assert [r["key"] for r in rows if r["verdict"] == "worsened"] == ["bag"]  # ..."bag" grew
    assert j["overall"] == "worse" and status == 1
    assert "Largest regression: bag" in j["sentence"]
    # Its interval on every screen is the FCR-adjusted one, excluding 0.
    bag = next(r for r in rows if r["key"] == "bag")
    assert bag["interval"] == "fcr" and float(bag["lower"]) > 0


def test_a_report_against_itself_changes_nothing(client, logdir, capsys):
    q = "diff?tag=skew&run=a&vs_run=a&mev=0"
    j = get_json(client, ROUTE + q)["judgement"]
    assert j["overall"] == "no_significant_change" and j["title"] == "No significant change"
    assert "No row and no bias headline changed significantly." in j["sentence"]
    status = cli.main(
        ["check", "--logdir", logdir, "--run", "a", "--vs-run", "a", "--tag", "skew", "--mev", "0"]
    )
    assert status == 0 and j["sentence"] in capsys.readouterr().out


# ---------------------------------------------------------------------------
# For whom: a row's groups in A and in B, and the group that drives its change.


def _hiring(seed: int, female_recall: float, n: int = 8000):
    """Recall of every class 0.85 for every group, but "Sales" for women in B."""
    rng = np.random.default_rng(seed)
    classes = rng.choice(["Sales", "Tech", "Admin"], n)
    sex = rng.choice(["female", "male"], n)
    p = np.where((classes == "Sales") & (sex == "female"), female_recall, 0.85)
    predictions = np.where(rng.random(n) < p, classes, "none")
    return dict(classes=classes, predictions=predictions, attributes={"sex": sex})


@pytest.fixture(scope="module")
def hiring(tmp_path_factory):
    root = tmp_path_factory.mktemp("hiring")
    for run, recall in (("a", 0.85), ("b", 0.6)):
        with tb_fairness.FileWriter(str(root / run)) as w:
            w.group_metrics("groups", 0, **_hiring(3 if run == "a" else 4, recall))
    return str(root)


def test_the_sentence_and_the_drill_down_name_the_group(hiring, capsys):
    client = plugin_client(hiring)
    d = get_json(client, ROUTE + "diff?tag=groups&run=a&vs_run=b")
    regression = d["summary"]["largest_regression"]
    assert regression["key"] == "Sales" and regression["driver"]["group"] == "sex=female"
    assert "for whom: sex=female: recall" in d["judgement"]["sentence"]
    r = get_json(client, ROUTE + "row?tag=groups&run=a&vs_run=b&key=Sales")
    assert (r["a"]["run"], r["b"]["run"], r["run"]) == ("a", "b", "b")
    groups = {g["group"]: g for g in r["groups"]["rows"]}
    assert r["groups"]["head"]["driver"]["group"] == "sex=female"
    assert groups["sex=female"]["direction"] == "fell" and groups["sex=female"]["interval"] == "fcr"
    assert groups["sex=female"]["upper"] < 0
    # Each side's value is that report's own cell (the export of each report), and the
    # change their difference.
    for side in ("a", "b"):
        cells = get_json(client, ROUTE + f"table?tag=groups&run={side}&format=json")
        for c in cells["rows"]:
            if c["class"] == "Sales":
                assert groups[c["group"]][f"value_{side}"] == pytest.approx(c["value"], abs=1e-15)
                assert groups[c["group"]][f"n_{side}"] == c["n"]
    f = groups["sex=female"]
    assert f["change"] == pytest.approx(f["value_b"] - f["value_a"], abs=1e-15)
    # The export prints the same table.
    flags = ["export", "--logdir", hiring, "--run", "a", "--vs-run", "b", "--tag", "groups"]
    assert cli.main([*flags, "--key", "Sales"]) == 0
    rows = list(csv.DictReader(io.StringIO(capsys.readouterr().out)))
    assert [x["group"] for x in rows] == [g["group"] for g in r["groups"]["rows"]]
    assert [x["direction"] for x in rows] == [g["direction"] for g in r["groups"]["rows"]]
    # --key needs a comparison.
    assert (
        cli.main(["export", "--logdir", hiring, "--run", "a", "--tag", "groups", "--key", "Sales"])
        == 2
    )
    assert "--key" in capsys.readouterr().err


# ---------------------------------------------------------------------------
# A key that is a code is named in words: the binary kind's metrics.


def _scored(seed: int, female_shift: float, n: int = 20000):
    """Scores of a classifier, 0/1 truth and sex; B shifts women's scores down, which moves
    the metrics' spreads between the groups."""
    rng = np.random.default_rng(seed)
    sex = rng.choice(["female", "male"], n)
    truth = (rng.random(n) < 0.4).astype(int)
    scores = np.clip(0.35 + 0.3 * truth + rng.normal(0, 0.2, n), 0, 1)
    scores = np.where(sex == "female", np.clip(scores - female_shift, 0, 1), scores)
    return scores, truth, {"sex": sex}


@pytest.fixture(scope="module")
def scored(tmp_path_factory):
    root = tmp_path_factory.mktemp("scored")
    for run, shift in (("a", 0.0), ("b", 0.15)):
        with tb_fairness.FileWriter(str(root / run)) as w:
            w.binary_classification("clf", 0, *_scored(5 if run == "a" else 6, shift))
    return str(root)


def test_the_binary_kinds_metrics_are_named_in_words(scored):
    """The kinds route names each metric code the binary diff keys its rows by (the rate
    definitions' own titles, and ECE's); the largest regression carries its title, and the
    sentence says it in words with the code after it. Kinds keyed by names declare none."""
    client = plugin_client(scored)
    declared = {
        k["name"]: k["bias"]["key_titles"] for k in get_json(client, ROUTE + "kinds")["kinds"]
    }
    d = get_json(client, ROUTE + "diff?tag=clf&run=a&vs_run=b&threshold=0.5")
    titles = declared["binary_classification"]
    assert set(d["columns"]["key"]) <= set(titles)
    assert titles["for"] == "False omission rate" and titles["tpr"] == "True positive rate (recall)"
    assert all(not t for name, t in declared.items() if name != "binary_classification")
    regression = d["summary"]["largest_regression"]
    assert regression is not None, d["judgement"]["sentence"]
    key = regression["key"]
    assert regression["title"] == titles[key]
    assert f"Largest regression: {titles[key]} ({key}), spread" in d["judgement"]["sentence"]


def test_a_card_says_why_its_number_is_undefined(tmp_path):
    """Two classes: SkewSize (the skewness of V over the classes) is undefined on both sides,
    and the diff says why, in the words the report view uses; the numbers that are defined
    carry no reason."""
    from tb_fairness.metrics.skew import SKEW_SIZE_REASONS

    rng = np.random.default_rng(8)
    for run in ("a", "b"):
        classes = rng.choice(["yes", "no"], 4000)
        groups = rng.choice(["f", "m"], 4000)
        predictions = np.where(rng.random(4000) < 0.8, classes, rng.choice(["yes", "no"], 4000))
        with tb_fairness.FileWriter(str(tmp_path / run)) as w:
            w.skew_size("two", 0, list(classes), list(groups), list(predictions))
    client = plugin_client(str(tmp_path))
    d = get_json(client, ROUTE + "diff?tag=two&run=a&vs_run=b")
    cards = {h["name"]: h for h in d["headlines"]}
    skew = cards["skew_size"]
    assert skew["a"] is None and skew["b"] is None and skew["verdict"] == "undetermined"
    assert skew["reason_a"] == skew["reason_b"] == SKEW_SIZE_REASONS["too_few_classes"]
    for name in ("worst_group_accuracy", "overall_accuracy"):
        assert cards[name]["a"] is not None and cards[name]["reason_a"] is None
        assert cards[name]["b"] is not None and cards[name]["reason_b"] is None
