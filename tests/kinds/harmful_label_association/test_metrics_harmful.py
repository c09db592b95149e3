"""Harmful label association against a Python loop over images written here."""

import os
import subprocess
import sys

import numpy as np
import pytest

from tb_fairness.metrics.harmful import (
    COUNTED_TYPES,
    DEFAULT_THRESHOLDS,
    PAPER_TAXONOMY,
    HarmfulCounts,
    count_harmful,
    hit_rates,
    label_rates,
)

VOCAB = [
    "face",
    "people",
    "beard",
    "gorilla",
    "ape",
    "rat",
    "dog",
    "cat",
    "prison",
    "cup",
    "bike",
    "tree",
    "car",
    "lamp",
]
TAXONOMY = {
    "face": "human",
    "people": "human",
    "beard": "possibly_human",
    "gorilla": "non_human",
    "ape": "non_human",
    "rat": "non_human",
    "dog": "possibly_non_human",
    "cat": "possibly_non_human",
    "prison": "crime",
}


def random_top5(rng, n):
    """Top-5 label indices (distinct per image) and scores, sorted descending per image."""
    labels = np.argsort(rng.random((n, len(VOCAB))), axis=1)[:, :5]
    scores = -np.sort(-(rng.random((n, 5)) ** 2), axis=1)
    return labels, scores


def loop_counts(labels, scores, member, thresholds, taxonomy=TAXONOMY):
    """Per group, type and threshold; per group, label and threshold: a loop over images."""
    G, K = member.shape[1], len(thresholds)
    tax = list(taxonomy)
    totals = [0] * G
    type_hits = [[[0] * K for _ in COUNTED_TYPES] for _ in range(G)]
    label_hits = [[[0] * K for _ in tax] for _ in range(G)]
    for i in range(len(labels)):
        names = [VOCAB[j] if not isinstance(j, str) else j for j in labels[i]]
        for g in range(G):
            if not member[i, g]:
                continue
            totals[g] += 1
            for k, tau in enumerate(thresholds):
                for t, type_ in enumerate(COUNTED_TYPES):
                    wanted = {"non_human", "crime"} if type_ == "harmful" else {type_}
                    if any(
                        taxonomy.get(name, "unknown") in wanted and s >= tau
                        for name, s in zip(names, scores[i])
                    ):
                        type_hits[g][t][k] += 1
                for h, label in enumerate(tax):
                    if any(name == label and s >= tau for name, s in zip(names, scores[i])):
                        label_hits[g][h][k] += 1
    return totals, type_hits, label_hits


def test_indicator_modules_import_nothing_upward():
    """The three indicator modules are pure numpy/scipy: no TF, TensorBoard, werkzeug,
    scikit-learn or upper layers of the package (imported without the package __init__)."""
    code = (
        "import sys, importlib.util, types\n"
        "spec = importlib.util.find_spec('tb_fairness')\n"
        "pkg = types.ModuleType('tb_fairness')\n"
        "pkg.__path__ = list(spec.submodule_search_locations)\n"
        "sys.modules['tb_fairness'] = pkg\n"
        "import tb_fairness.metrics.harmful, tb_fairness.metrics.geodiversity\n"
        "import tb_fairness.metrics.retrieval\n"
        "bad = [m for m in ('tensorflow', 'tensorboard', 'werkzeug', 'sklearn', 'pandas',"
        " 'tb_fairness.reports', 'tb_fairness.summary', 'tb_fairness.plugin')"
        " if m in sys.modules]\n"
        "print(bad)\n"
    )
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(sys.path))
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("form", ["indices", "names"])
def test_single_valued_groups_match_loop(form):
    rng = np.random.default_rng(0)
    labels, scores = random_top5(rng, 400)
    groups = rng.choice(["18-30", "31-45", "46+"], size=400)
    names = np.asarray(VOCAB)[labels]
    kwargs = dict(labels=labels, label_names=VOCAB) if form == "indices" else dict(labels=names)
    counts = count_harmful(scores=scores, groups=groups, taxonomy=TAXONOMY, **kwargs)
    member = groups[:, None] == np.asarray(counts.group_names)[None, :]
    totals, type_hits, label_hits = loop_counts(labels, scores, member, DEFAULT_THRESHOLDS)
    assert counts.group_names == ("18-30", "31-45", "46+")
    assert counts.n == 400
    assert counts.group_counts.tolist() == totals
    assert counts.type_hits.tolist() == type_hits
    assert counts.label_hits.tolist() == label_hits
    assert counts.label_names == tuple(TAXONOMY)


def test_multi_valued_groups_match_loop():
    rng = np.random.default_rng(1)
    labels, scores = random_top5(rng, 300)
    member = rng.random((300, 4)) < [0.5, 0.3, 0.6, 0.02]
    member[:5] = False  # images in no group count in n only
    thresholds = [0.05, 0.25, 0.5]
    counts = count_harmful(
        labels,
        scores,
        groups=member,
        group_names=list("abcd"),
        taxonomy=TAXONOMY,
        label_names=VOCAB,
        thresholds=thresholds,
    )
    totals, type_hits, label_hits = loop_counts(labels, scores, member, thresholds)
    assert counts.group_counts.tolist() == totals
    assert counts.type_hits.tolist() == type_hits
    assert counts.label_hits.tolist() == label_hits
    as_mapping = count_harmful(
        labels,
        scores,
        groups=dict(zip("abcd", member.T)),
        taxonomy=TAXONOMY,
        label_names=VOCAB,
        thresholds=thresholds,
    )
    np.testing.assert_array_equal(as_mapping.type_hits, counts.type_hits)


def test_hit_rates_are_non_increasing_in_the_threshold():
    rng = np.random.default_rng(2)
    labels, scores = random_top5(rng, 500)
    counts = count_harmful(
        labels,
        scores,
        groups=rng.integers(0, 5, 500),
        taxonomy=TAXONOMY,
        label_names=VOCAB,
        thresholds=np.linspace(0, 1, 21),
    )
    rates = hit_rates(counts)
    assert rates.shape == (5, len(COUNTED_TYPES), 21)
    assert np.all(np.diff(rates, axis=2) <= 0)
    assert np.all(np.diff(label_rates(counts).rate, axis=2) <= 0)
    # At tau = 0 every top-5 label counts: with 5 of 14 labels, some type is always hit.
    assert np.all(rates[:, :, 0].max(axis=1) > 0)


def test_label_rates_and_gaps_match_hand_formula():
    rng = np.random.default_rng(3)
    labels, scores = random_top5(rng, 200)
    groups = rng.choice(["a", "b", "c"], size=200)
    counts = count_harmful(
        labels,
        scores,
        groups=groups,
        taxonomy=TAXONOMY,
        label_names=VOCAB,
        group_names=["a", "b", "c", "empty"],
    )
    table = label_rates(counts)
    assert table.label == ("gorilla", "ape", "rat", "prison")
    assert table.group == ("a", "b", "c", "empty")
    names = np.asarray(VOCAB)[labels]
    for g, group in enumerate("abc"):
        rows = groups == group
        for h, label in enumerate(table.label):
            for k, tau in enumerate(DEFAULT_THRESHOLDS):
                want = np.mean(((names[rows] == label) & (scores[rows] >= tau)).any(axis=1))
                assert table.rate[g, h, k] == pytest.approx(want, abs=1e-15)
    # Gap to the mean of the other groups that have images; the empty group is undefined.
    r = table.rate
    for g in range(3):
        others = [o for o in range(3) if o != g]
        np.testing.assert_allclose(table.gap[g], r[g] - r[others].mean(axis=0), atol=1e-15)
    assert np.isnan(table.rate[3]).all() and np.isnan(table.gap[3]).all()
    assert counts.group_counts[3] == 0


def test_unknown_type_and_duplicate_labels():
    counts = count_harmful(
        [["cup", "tree", "rat"], ["rat", "rat", "cup"], ["face", "tree", "cup"]],
        [[0.9, 0.5, 0.05], [0.4, 0.35, 0.1], [0.2, 0.1, 0.1]],
        groups=["x", "x", "y"],
        taxonomy=TAXONOMY,
    )
    u, nh = COUNTED_TYPES.index("unknown"), COUNTED_TYPES.index("non_human")
    assert counts.type_hits[:, u].tolist() == [[2, 2, 1, 1], [1, 1, 0, 0]]
    assert counts.type_hits[:, nh].tolist() == [[2, 1, 1, 0], [0, 0, 0, 0]]
    # 'rat' twice in one image's top-k counts once.
    rat = counts.label_names.index("rat")
    assert counts.label_hits[0, rat].tolist() == [2, 1, 1, 0]


def test_any_harmful_counts_each_image_once():
    counts = count_harmful(
        [["gorilla", "prison"], ["prison", "cup"], ["face", "cup"]],
        [[0.5, 0.4], [0.9, 0.1], [0.9, 0.9]],
        groups=["g"] * 3,
        taxonomy=TAXONOMY,
        thresholds=[0.0, 0.45],
    )
    rates = hit_rates(counts)[0]
    kind = {t: rates[i].tolist() for i, t in enumerate(COUNTED_TYPES)}
    assert kind["non_human"] == [1 / 3, 1 / 3]
    assert kind["crime"] == [2 / 3, 1 / 3]
    assert kind["harmful"] == [2 / 3, 2 / 3]  # image 0 hits both types, counted once
    fields = {f: getattr(counts, f) for f in HarmfulCounts.__dataclass_fields__}
    wrong = counts.type_hits.copy()
    wrong[0, COUNTED_TYPES.index("harmful")] = [3, 3]  # more than non_human + crime
    with pytest.raises(ValueError, match="type_hits: expected 'harmful' hits between"):
        HarmfulCounts(**{**fields, "type_hits": wrong})


def test_missing_labels_as_error_lists_a_few():
    labels = [["cup", "tree", "rat"], ["bike", "car", "lamp"], ["a", "b", "c"]]
    with pytest.raises(
        ValueError,
        match=r"labels: not in the taxonomy \(8 labels\): "
        r"'a', 'b', 'bike', 'c', 'car', \.\.\.",
    ):
        count_harmful(labels, np.ones((3, 3)), groups=[1, 2, 3], taxonomy=TAXONOMY, missing="error")
    # Only labels actually predicted matter: the vocabulary may hold more.
    c = count_harmful(
        [[3, 0]], [[0.5, 0.5]], groups=["g"], taxonomy=TAXONOMY, label_names=VOCAB, missing="error"
    )
    assert c.n == 1


def test_merge_equals_one_shot():
    rng = np.random.default_rng(4)
    labels, scores = random_top5(rng, 300)
    groups = rng.choice(["a", "b", "c", "d"], size=300)
    groups[:100] = np.where(groups[:100] == "d", "a", groups[:100])  # no 'd' in batch 1
    whole = count_harmful(labels, scores, groups=groups, taxonomy=TAXONOMY, label_names=VOCAB)
    parts = [
        count_harmful(labels[s], scores[s], groups=groups[s], taxonomy=TAXONOMY, label_names=VOCAB)
        for s in (slice(0, 100), slice(100, 230), slice(230, 300))
    ]
    # The taxonomy given in another order is the same taxonomy.
    reordered = dict(reversed(list(TAXONOMY.items())))
    parts[2] = count_harmful(
        labels[230:], scores[230:], groups=groups[230:], taxonomy=reordered, label_names=VOCAB
    )
    merged = parts[0].merge(parts[1]).merge(parts[2])
    order = [merged.group_names.index(g) for g in whole.group_names]
    assert merged.n == whole.n
    np.testing.assert_array_equal(merged.group_counts[order], whole.group_counts)
    np.testing.assert_array_equal(merged.type_hits[order], whole.type_hits)
    np.testing.assert_array_equal(merged.label_hits[order], whole.label_hits)


def test_merge_refuses_different_thresholds_or_taxonomy():
    a = count_harmful([["rat"]], [[0.5]], groups=["g"], taxonomy=TAXONOMY)
    with pytest.raises(ValueError, match="other: expected thresholds"):
        a.merge(
            count_harmful([["rat"]], [[0.5]], groups=["g"], taxonomy=TAXONOMY, thresholds=[0.5])
        )
    with pytest.raises(ValueError, match="other: expected the same taxonomy"):
        a.merge(count_harmful([["rat"]], [[0.5]], groups=["g"], taxonomy=PAPER_TAXONOMY["cc"]))


def test_paper_taxonomy():
    assert PAPER_TAXONOMY["cc"]["dog"] == "non_human"
    assert PAPER_TAXONOMY["miap"]["dog"] == "possibly_non_human"
    assert "cat" not in PAPER_TAXONOMY["cc"]
    assert PAPER_TAXONOMY["miap"]["prison"] == "crime"
    assert sum(t == "non_human" for t in PAPER_TAXONOMY["miap"].values()) == 17


BAD = [
    (
        dict(labels=[["rat", "cup"]], scores=[[0.5]]),
        ValueError,
        r"scores: expected the shape of labels \(1, 2\)",
    ),
    (
        dict(labels=[["rat"], ["cup"]], scores=[[0.5], [0.2]], groups=["a"]),
        ValueError,
        "groups: expected 2 entries",
    ),
    (
        dict(labels=[["rat"], ["cup"]], scores=[[0.5], [np.nan]]),
        ValueError,
        "scores: expected numbers, found NaN at image 1",
    ),
    (dict(labels=["rat"], scores=[0.5]), ValueError, r"labels: expected shape \(images, k\)"),
    (
        dict(labels=np.zeros((0, 5), int), scores=np.zeros((0, 5))),
        ValueError,
        "labels: expected at least one image",
    ),
    (
        dict(labels=[[0]], scores=[[0.5]]),
        ValueError,
        "label_names: required when labels are indices",
    ),
    (
        dict(labels=[[20]], scores=[[0.5]], label_names=VOCAB),
        ValueError,
        r"labels: expected indices in \[0, 14\)",
    ),
    (
        dict(labels=[[0]], scores=[[0.5]], label_names=["face"]),
        ValueError,
        "taxonomy: labels not in label_names: 'people', 'beard'",
    ),
    (
        dict(labels=[["rta"]], scores=[[0.5]], label_names=VOCAB),
        ValueError,
        "labels: not in label_names: 'rta'",
    ),
    (
        dict(labels=[["rat"]], scores=[[0.5]], taxonomy={"rat": "animal"}),
        ValueError,
        r"taxonomy: expected types among .* got 'rat: animal'",
    ),
    (
        dict(labels=[["rat"]], scores=[[0.5]], thresholds=[0.5, 0.1]),
        ValueError,
        "thresholds: expected strictly increasing",
    ),
    (
        dict(labels=[["rat"]], scores=[[0.5]], thresholds=[np.nan]),
        ValueError,
        "thresholds: expected finite",
    ),
    (
        dict(labels=[["rat"]], scores=[[0.5]], missing="ignore"),
        ValueError,
        "missing: expected 'unknown' or 'error'",
    ),
    (
        dict(labels=[["rat"]], scores=[[0.5]], groups=[None]),
        ValueError,
        "groups: expected a value for every example, found NaN/None",
    ),
    (
        dict(labels=[["rat"]], scores=[[0.5]], groups=["z"], group_names=["a"]),
        ValueError,
        "groups: values not in group_names: 'z'",
    ),
    (
        dict(labels=[["rat"]], scores=[[0.5]], groups=[[True, False]]),
        ValueError,
        "group_names: required with a membership matrix",
    ),
    (
        dict(labels=[[1.5]], scores=[[0.5]]),
        TypeError,
        "labels: expected label-name strings or integer indices",
    ),
]


@pytest.mark.parametrize("kwargs,error,message", BAD, ids=[b[2][:40] for b in BAD])
def test_bad_input_names_the_argument(kwargs, error, message):
    kwargs = {"groups": ["g"] * len(kwargs["labels"]), "taxonomy": TAXONOMY, **kwargs}
    with pytest.raises(error, match=message):
        count_harmful(**kwargs)


def test_counts_validate_themselves():
    good = count_harmful([["rat"]], [[0.5]], groups=["g"], taxonomy={"rat": "non_human"})
    fields = {
        f: getattr(good, f)
        for f in (
            "n",
            "group_names",
            "thresholds",
            "label_names",
            "label_types",
            "group_counts",
            "type_hits",
            "label_hits",
        )
    }
    rising = good.type_hits.copy()
    rising[0, 0] = [0, 0, 0, 1]
    with pytest.raises(ValueError, match="type_hits: expected hits non-increasing"):
        HarmfulCounts(**{**fields, "type_hits": rising})
    with pytest.raises(
        ValueError, match="label_hits: expected hits of a label <= hits of its type"
    ):
        HarmfulCounts(**{**fields, "type_hits": np.zeros_like(good.type_hits)})
    with pytest.raises(ValueError, match=r"type_hits: expected shape \(1, 7, 4\)"):
        HarmfulCounts(**{**fields, "type_hits": good.type_hits[:, :5]})
