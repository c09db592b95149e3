"""Per-class performance by group against FACET's worked example, fairlearn and a loop."""

import doctest
import itertools
import warnings

import numpy as np
import pandas as pd
import pytest
from fairlearn.metrics import MetricFrame, true_negative_rate
from sklearn.metrics import recall_score

from tb_fairness.metrics.groups import (
    STATE_INSUFFICIENT,
    STATE_UNDEFINED,
    DisparityTable,
    GroupCounts,
    GroupSpace,
    baseline_disparity,
    count_groups,
    disparity,
    macro_average,
    max_min_disparity,
    rank_classes,
    rate_table,
)
from tb_fairness.metrics.groups import counting as groups_counting
from tb_fairness.metrics.groups import rates as groups_rates
from tb_fairness.metrics.groups import space as groups_space
from tb_fairness.metrics.intervals import newcombe_interval, wilson_interval

# --------------------------------------------------------------------------------------
# The paper's worked example

# FACET (Gustafson et al. 2023), Figure 11: (ID, category, attribute, prediction).
FIGURE_11 = [
    (1, "dancer", "+F", "dancer"),
    (2, "gardener", "+M", "gardener"),
    (3, "dancer", "U", "gardener"),
    (4, "dancer", "+M", "dancer"),
    (5, "guitarist", "+M", "gardener"),
    (6, "dancer", "+M", "guitarist"),
    (7, "dancer", "NB", "dancer"),
    (8, "dancer", "+F", "dancer"),
    (10, "gardener", "+F", "guitarist"),
    (11, "dancer", "+F", "guitarist"),
    (12, "guitarist", "+F", "guitarist"),
    (13, "dancer", "+F", "dancer"),
    (14, "gardener", "+F", "guitarist"),
    (15, "guitarist", "U", "dancer"),
]


def test_figure_11_recall_for_dancer():
    _, classes, gender, predicted = zip(*FIGURE_11)
    counts = count_groups(classes, predicted, {"gender": gender})
    table = rate_table(counts, min_count=1)
    dancer = table.class_names.index("dancer")
    got = dict(zip(table.group_names, table.value[dancer].tolist()))
    assert got["gender=+F"] == 0.75
    assert got["gender=+M"] == 0.5
    assert got["gender=NB"] == 1.0
    assert got["gender=U"] == 0.0  # person 3, not shown in the figure
    assert table.totals[dancer].tolist() == [4, 2, 1, 1]
    # The paper's rule: with fewer than 50 people no cell is a number.
    strict = rate_table(counts)
    assert np.isnan(strict.value).all()
    assert set(strict.state.ravel()) == {STATE_INSUFFICIENT, STATE_UNDEFINED}
    # +F minus +M, the paper's disparity for dancer.
    d = disparity(counts, "gender=+F", "gender=+M", min_count=1)
    assert d.difference[dancer] == pytest.approx(0.25)


# --------------------------------------------------------------------------------------
# fairlearn as the oracle


def seeded_people(n=3000, k=4, seed=0):
    rng = np.random.default_rng(seed)
    names = [f"class{i}" for i in range(k)]
    cls = rng.integers(0, k, n)
    skill = rng.random(n) < np.where(cls % 2 == 0, 0.8, 0.55)
    pred = np.where(skill, cls, rng.integers(0, k, n))
    attrs = {
        "skin": rng.choice(np.array(["lighter", "middle", "darker"]), n, p=[0.4, 0.35, 0.25]),
        "age": rng.integers(0, 2, n),
    }
    return names, cls, pred, attrs


def metric_frame_by_group(metric, y_true, y_pred, features):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return MetricFrame(
            metrics=metric, y_true=y_true, y_pred=y_pred, sensitive_features=features
        )


@pytest.mark.parametrize("grouping", ["skin", ("skin", "age")])
def test_recall_and_tnr_match_fairlearn_metric_frame(grouping):
    names, cls, pred, attrs = seeded_people()
    counts = count_groups(cls, pred, attrs, class_names=names, groupings=[grouping])
    recall = rate_table(counts, "recall", min_count=1)
    tnr = rate_table(counts, "tnr", min_count=1)
    columns = [grouping] if isinstance(grouping, str) else list(grouping)
    features = pd.DataFrame({c: attrs[c] for c in columns})
    for k, _name in enumerate(names):
        y_true, y_pred = (cls == k).astype(int), (pred == k).astype(int)
        mf_recall = metric_frame_by_group(recall_score, y_true, y_pred, features)
        mf_tnr = metric_frame_by_group(true_negative_rate, y_true, y_pred, features)
        for g, group in enumerate(recall.group_names):
            key = tuple(pair.split("=")[1] for pair in group.split(" & "))
            key = key[0] if len(key) == 1 else key
            if isinstance(grouping, tuple):
                key = (key[0], int(key[1]))
            assert recall.value[k, g] == pytest.approx(mf_recall.by_group[key], abs=1e-12)
            assert tnr.value[k, g] == pytest.approx(mf_tnr.by_group[key], abs=1e-12)
        if isinstance(grouping, str):
            # fairlearn's difference() is max minus min over the groups.
            spread = max_min_disparity(counts, grouping=grouping, min_count=1)
            assert spread.difference[k] == pytest.approx(mf_recall.difference(), abs=1e-12)


def test_pairwise_difference_matches_fairlearn():
    names, cls, pred, attrs = seeded_people(seed=3)
    counts = count_groups(cls, pred, attrs, class_names=names)
    d = disparity(counts, "skin=lighter", "skin=darker")
    for k in range(len(names)):
        mf = metric_frame_by_group(
            recall_score, (cls == k).astype(int), (pred == k).astype(int), attrs["skin"]
        )
        assert d.difference[k] == pytest.approx(
            mf.by_group["lighter"] - mf.by_group["darker"], abs=1e-12
        )
        want = newcombe_interval(d.successes_a[k], d.totals_a[k], d.successes_b[k], d.totals_b[k])
        assert (d.lower[k], d.upper[k]) == (want.lower, want.upper)


# --------------------------------------------------------------------------------------
# A loop over people as the oracle for everything fairlearn cannot do


def loop_counts(classes, secondary, predictions, value_sets, groupings, space, class_names):
    """n, tp, negatives, true negatives by visiting each person and each of their groups.

    value_sets[attr][i] is the set of group values (after bucketing) of person i.
    """
    K = len(class_names)
    position = {name: i for i, name in enumerate(space.group_names)}
    n = np.zeros((K, len(position)), int)
    tp, neg, tn = n.copy(), n.copy(), n.copy()
    for i in range(len(classes)):
        mine = {classes[i]} | ({secondary[i]} if secondary[i] is not None else set())
        correct = predictions[i] in mine
        for grouping in groupings:
            for combo in itertools.product(*(sorted(value_sets[a][i]) for a in grouping)):
                g = position[" & ".join(f"{a}={v}" for a, v in zip(grouping, combo))]
                for k, name in enumerate(class_names):
                    if name in mine:
                        n[k, g] += 1
                        tp[k, g] += correct
                    else:
                        neg[k, g] += 1
                        tn[k, g] += predictions[i] != name
    return n, tp, neg, tn


def messy_people(n=240, seed=5):
    """Secondary classes, multi-valued and missing annotations, three attributes."""
    rng = np.random.default_rng(seed)
    names = ["cook", "dancer", "nurse", "painter", "singer"]
    cls = [names[j] for j in rng.integers(0, 5, n)]
    secondary = [names[j] if rng.random() < 0.3 else None for j in rng.integers(0, 5, n)]
    pred = [names[j] if rng.random() < 0.9 else None for j in rng.integers(0, 5, n)]
    pred = [c if rng.random() < 0.5 else p for c, p in zip(cls, pred)]
    skin = []
    for _ in range(n):
        lo = int(rng.integers(1, 11))
        width = int(rng.integers(0, 3))
        skin.append(set(range(lo, min(lo + width, 10) + 1)) if rng.random() > 0.05 else set())
    hair = [
        rng.choice(["coily", "curly", "straight"]) if rng.random() > 0.1 else None for _ in range(n)
    ]
    age = rng.integers(0, 3, n)
    return names, cls, secondary, pred, {"skin": skin, "hair": hair, "age": age}


def test_intersections_multi_valued_buckets_and_secondary_classes_match_a_loop():
    names, cls, secondary, pred, attrs = messy_people()
    buckets = {
        "skin": {
            "lighter": [1, 2, 3],
            "middle": [4, 5, 6, 7],
            "darker": [8, 9, 10],
            "overlap": [3, 4],
        }
    }
    counts = count_groups(
        cls, pred, attrs, secondary_classes=secondary, groupings="all", buckets=buckets
    )
    value_sets = {
        "skin": [
            {b for b, vals in buckets["skin"].items() if set(vals) & s} for s in attrs["skin"]
        ],
        "hair": [set() if h is None else {h} for h in attrs["hair"]],
        "age": [{str(a)} for a in attrs["age"]],
    }
    assert counts.groups.groupings == (
        ("skin",),
        ("hair",),
        ("age",),
        ("skin", "hair"),
        ("skin", "age"),
        ("hair", "age"),
        ("skin", "hair", "age"),
    )
    assert counts.groups.attribute_values == (
        ("lighter", "middle", "darker", "overlap"),
        ("coily", "curly", "straight"),
        ("0", "1", "2"),
    )
    n, tp, neg, tn = loop_counts(
        cls, secondary, pred, value_sets, counts.groups.groupings, counts.groups, counts.class_names
    )
    np.testing.assert_array_equal(counts.n, n)
    np.testing.assert_array_equal(counts.tp, tp)
    np.testing.assert_array_equal(counts.negatives, neg)
    np.testing.assert_array_equal(counts.true_negatives, tn)


def test_raw_multi_valued_values_match_a_loop_and_every_input_form_agrees():
    names, cls, secondary, pred, attrs = messy_people(seed=8)
    groupings = [("skin",), ("skin", "age")]
    counts = count_groups(
        cls,
        pred,
        attrs,
        secondary_classes=secondary,
        groupings=groupings,
        attribute_values={"skin": range(1, 11)},
    )
    assert counts.groups.attribute_values[0] == tuple(str(v) for v in range(1, 11))
    value_sets = {
        "skin": [{str(v) for v in s} for s in attrs["skin"]],
        "age": [{str(a)} for a in attrs["age"]],
        "hair": None,
    }
    want = loop_counts(
        cls, secondary, pred, value_sets, counts.groups.groupings, counts.groups, counts.class_names
    )
    for got, expected in zip((counts.n, counts.tp, counts.negatives, counts.true_negatives), want):
        np.testing.assert_array_equal(got, expected)
    # The same skin tones as a boolean membership matrix, and as lists with repeats.
    matrix = np.zeros((len(cls), 10), bool)
    for i, s in enumerate(attrs["skin"]):
        matrix[i, [v - 1 for v in s]] = True
    lists = [sorted(s) + sorted(s) for s in attrs["skin"]]
    for skin in (matrix, lists):
        other = count_groups(
            cls,
            pred,
            {**attrs, "skin": skin},
            secondary_classes=secondary,
            groupings=groupings,
            attribute_values={"skin": range(1, 11)},
        )
        np.testing.assert_array_equal(other.n, counts.n)
        np.testing.assert_array_equal(other.true_negatives, counts.true_negatives)


def test_integer_indices_score_matrices_and_names_agree():
    names, cls, pred, attrs = seeded_people(n=500, seed=2)
    by_index = count_groups(cls, pred, attrs, class_names=names)
    by_name = count_groups([names[i] for i in cls], np.asarray(names)[pred], attrs)
    scores = np.eye(len(names))[pred] * 0.9 + 0.01
    by_score = count_groups(cls, scores, attrs, class_names=names)
    for other in (by_name, by_score):
        assert other.class_names == by_index.class_names
        assert other.group_names == by_index.group_names
        np.testing.assert_array_equal(other.tp, by_index.tp)
        np.testing.assert_array_equal(other.true_negatives, by_index.true_negatives)


def test_many_string_values_with_rare_ones_encode_like_integers():
    # Over 4,096 people the strings are looked up in a sampled vocabulary; rare values the
    # sample misses (and a high-cardinality attribute) must still land in their groups.
    rng = np.random.default_rng(13)
    n = 20_000
    codes = rng.integers(0, 3, n)
    codes[[7, 12_345]] = [3, 4]  # seen once each
    many = rng.integers(0, 9_000, n)  # most values distinct: the sort fallback
    cls = rng.integers(0, 3, n)
    words = np.array(["alpha", "beta", "gamma", "rare1", "rare2"])
    as_strings = count_groups(
        cls,
        cls,
        {"w": words[codes], "id": np.char.add("v", many.astype(str))},
        class_names=["a", "b", "c"],
    )
    as_ints = count_groups(cls, cls, {"w": codes, "id": many}, class_names=["a", "b", "c"])
    assert as_strings.groups.attribute_values[0] == tuple(words)
    w = as_strings.groups.groups_of("w")
    np.testing.assert_array_equal(as_strings.n[:, w], as_ints.n[:, as_ints.groups.groups_of("w")])
    ids = as_strings.groups.attribute_values[1]
    order = np.argsort([int(v[1:]) for v in ids])
    got = as_strings.n[:, as_strings.groups.groups_of("id")][:, order]
    np.testing.assert_array_equal(got, as_ints.n[:, as_ints.groups.groups_of("id")])


def test_a_secondary_class_equal_to_the_primary_counts_once():
    counts = count_groups(["a", "b"], ["a", "a"], {"g": ["x", "x"]}, secondary_classes=["a", "a"])
    assert counts.n[:, 0].tolist() == [2, 1]  # person 2 is of class b and a
    assert counts.tp[:, 0].tolist() == [2, 1]  # predicted a: correct for both of its classes


# --------------------------------------------------------------------------------------
# States: min_count, empty groups, absent classes


def test_min_count_cells_are_insufficient_and_empty_ones_undefined():
    classes = ["a"] * 49 + ["a"] * 50 + ["b"] * 10
    groups = ["x"] * 49 + ["y"] * 50 + ["y"] * 10
    counts = count_groups(classes, classes, {"g": groups}, attribute_values={"g": ["x", "y", "z"]})
    table = rate_table(counts)
    assert table.state.tolist() == [
        [STATE_INSUFFICIENT, None, STATE_UNDEFINED],
        [STATE_UNDEFINED, STATE_INSUFFICIENT, STATE_UNDEFINED],
    ]
    assert table.value[0, 1] == 1.0 and np.isnan(table.value[0, 0])
    assert np.isnan(table.lower[0, 0]) and np.isnan(table.upper[1, 1])
    assert table.totals.tolist() == [[49, 50, 0], [0, 10, 0]]
    assert counts.group_sizes.tolist() == [49, 60, 0]  # z: a group with no members
    # Wilson interval of a sufficient cell is the one of its counts.
    want = wilson_interval(50, 50)
    assert (table.lower[0, 1], table.upper[0, 1]) == (want.lower, want.upper)
    # TNR: group x has no negatives of a; group y has 10.
    tnr = rate_table(counts, "tnr", min_count=10)
    assert tnr.state[0].tolist() == [STATE_UNDEFINED, None, STATE_UNDEFINED]
    d = disparity(counts, "g=x", "g=y")
    assert d.state.tolist() == [STATE_INSUFFICIENT, STATE_UNDEFINED]
    assert np.isnan(d.difference).all() and np.isnan(d.lower).all()
    assert disparity(counts, "g=x", "g=y", min_count=49).state.tolist() == [None, STATE_UNDEFINED]


def test_max_min_baseline_ranking_and_macro_average():
    rng = np.random.default_rng(11)
    n = 6000
    names = ["a", "b", "c", "d"]
    cls = rng.integers(0, 4, n)
    group = rng.integers(0, 4, n)
    group[(cls == 3) & (group > 0)] = 0  # class d only in group 0: never two sufficient cells
    p_correct = np.array(
        [[0.9, 0.8, 0.7, 0.6], [0.5, 0.5, 0.5, 0.5], [0.2, 0.9, 0.4, 0.3], [0.7, 0.7, 0.7, 0.7]]
    )[cls, group]
    pred = np.where(rng.random(n) < p_correct, cls, (cls + 1) % 4)
    counts = count_groups(cls, pred, {"g": group}, class_names=names)
    table = rate_table(counts)
    spread = max_min_disparity(counts, grouping="g")
    for k in range(3):
        values = table.value[k]
        assert spread.group_a[k] == table.group_names[int(np.nanargmax(values))]
        assert spread.group_b[k] == table.group_names[int(np.nanargmin(values))]
        assert spread.difference[k] == pytest.approx(np.nanmax(values) - np.nanmin(values))
    assert spread.state[3] == STATE_INSUFFICIENT and np.isnan(spread.difference[3])

    base = baseline_disparity(counts, "g=0")
    assert base.difference.shape == (4, 3)
    assert base.group_a[0].tolist() == ["g=1", "g=2", "g=3"]
    np.testing.assert_allclose(base.difference[:3], table.value[:3, 1:] - table.value[:3, :1])
    assert (base.state[3] == STATE_UNDEFINED).all()

    ranked = rank_classes(spread)
    assert ranked.class_names.tolist() == ["c", "a", "b", "d"]  # |0.7|, |0.3|, ~0, none
    pair = disparity(counts, "g=0", "g=1")
    signed = rank_classes(pair, by="signed")
    assert signed.difference[0] == np.nanmax(pair.difference)
    assert signed.class_names[-1] == "d"  # undefined rows last
    assert isinstance(signed, DisparityTable)

    avg = macro_average(table)
    assert avg.classes.tolist() == [4, 3, 3, 3]
    np.testing.assert_allclose(avg.value, np.nanmean(table.value, axis=0))
    common = macro_average(table, common=True)
    assert common.classes.tolist() == [3, 3, 3, 3]
    mean_gap = macro_average(pair, absolute=True)
    assert mean_gap.classes == 3
    assert mean_gap.value == pytest.approx(np.nanmean(np.abs(pair.difference)))
    empty = macro_average(rate_table(counts, min_count=10**6))
    assert np.isnan(empty.value).all() and (empty.state == STATE_UNDEFINED).all()


def test_max_min_of_equal_rates_compares_two_different_groups():
    classes = ["a"] * 300
    predicted = (["a"] * 40 + ["b"] * 60) * 3
    counts = count_groups(
        classes, predicted, {"g": ["x"] * 100 + ["y"] * 100 + ["z"] * 100}, class_names=["a", "b"]
    )
    spread = max_min_disparity(counts, grouping="g")
    assert (spread.group_a[0], spread.group_b[0]) == ("g=x", "g=z")
    assert spread.difference[0] == 0.0 and spread.lower[0] < 0 < spread.upper[0]


def test_groups_are_addressed_by_name_or_mapping():
    counts = count_groups(
        ["a"] * 4,
        ["a"] * 4,
        {"hair": ["x", "y", "x", "y"], "skin": [1, 2, 2, 1]},
        groupings=[("hair", "skin")],
    )
    assert counts.groups.index({"skin": 2, "hair": "y"}) == counts.group_names.index(
        "hair=y & skin=2"
    )
    d = disparity(counts, {"hair": "x", "skin": 1}, "hair=y & skin=2", min_count=1)
    assert d.group_a[0] == "hair=x & skin=1"
    with pytest.raises(ValueError, match="a: no group 'hair=z'"):
        disparity(counts, "hair=z", "hair=y & skin=2")
    with pytest.raises(ValueError, match="grouping: .* was not counted"):
        max_min_disparity(counts, grouping="hair")


# --------------------------------------------------------------------------------------
# Merging


def align(counts, class_names, group_names):
    k = [counts.class_names.index(c) for c in class_names]
    g = [counts.group_names.index(n) for n in group_names]
    return [getattr(counts, f)[np.ix_(k, g)] for f in ("n", "tp", "negatives", "true_negatives")]


def test_merge_equals_one_shot_counting():
    names, cls, secondary, pred, attrs = messy_people(n=300, seed=21)
    kwargs = dict(groupings="all", buckets={"skin": {"lighter": [1, 2, 3], "darker": [8, 9, 10]}})
    whole = count_groups(cls, pred, attrs, secondary_classes=secondary, **kwargs)
    merged = None
    for part in np.array_split(np.arange(300), 4):
        batch = count_groups(
            [cls[i] for i in part],
            [pred[i] for i in part],
            {
                "skin": [attrs["skin"][i] for i in part],
                "hair": [attrs["hair"][i] for i in part],
                "age": attrs["age"][part],
            },
            secondary_classes=[secondary[i] for i in part],
            **kwargs,
        )
        merged = batch if merged is None else merged.merge(batch)
    for got, want in zip(
        align(merged, whole.class_names, whole.group_names),
        align(whole, whole.class_names, whole.group_names),
    ):
        np.testing.assert_array_equal(got, want)


def test_merge_aligns_classes_and_values_seen_by_one_side_only():
    first = count_groups(["a", "a", "b"], ["a", "b", "b"], {"g": ["x", "x", "y"]})
    second = count_groups(["c", "a"], ["a", "c"], {"g": ["z", "x"]})
    merged = first.merge(second)
    whole = count_groups(
        ["a", "a", "b", "c", "a"], ["a", "b", "b", "a", "c"], {"g": ["x", "x", "y", "z", "x"]}
    )
    assert merged.class_names == ("a", "b", "c")
    assert merged.group_names == ("g=x", "g=y", "g=z")
    for field in ("n", "tp", "negatives", "true_negatives"):
        np.testing.assert_array_equal(getattr(merged, field), getattr(whole, field))
    with pytest.raises(ValueError, match="other: expected the same attributes and groupings"):
        first.merge(count_groups(["a"], ["a"], {"h": ["x"]}))


# --------------------------------------------------------------------------------------
# Bad input


@pytest.mark.parametrize(
    "kwargs, error, message",
    [
        (dict(predictions=["a", "b"]), ValueError, "predictions: expected 3 entries"),
        (dict(attributes={"g": ["x", "y"]}), ValueError, r"attributes\['g'\]: expected 3 entries"),
        (dict(secondary_classes=["a"]), ValueError, "secondary_classes: expected 3 entries"),
        (dict(classes=["a", None, "b"]), ValueError, "classes: every person needs a primary class"),
        (
            dict(class_names=["a", "b"], predictions=["a", "c", "b"]),
            ValueError,
            "predictions: class 'c' is not in class_names",
        ),
        (
            dict(classes=[0, 1, 0], predictions=[0, 1, 1]),
            ValueError,
            "class_names: required when classes are integer indices",
        ),
        (
            dict(classes=[0, 1, 2], predictions=[0, 1, 1], class_names=["a", "b"]),
            ValueError,
            r"classes: expected indices in \[0, 2\)",
        ),
        (dict(classes=[0.5, 1.0, 0.0]), TypeError, "classes: expected class names"),
        (dict(predictions=np.ones((3, 2))), ValueError, "class_names: required when predictions"),
        (dict(attributes={}), TypeError, "attributes: expected a non-empty mapping"),
        (dict(groupings=[("g", "h")]), ValueError, "groupings: 'h' is not an attribute"),
        (dict(groupings="every"), ValueError, "groupings: expected 'all'"),
        (dict(buckets={"g": {"low": [1, 2]}}), TypeError, r"buckets\['g'\]\['low'\]: value 1"),
        (dict(buckets={"h": {"low": ["x"]}}), ValueError, "buckets: .'h'. are not attributes"),
        (
            dict(attribute_values={"g": ["x"]}),
            ValueError,
            r"attributes\['g'\]: value 'y' is not in the given vocabulary",
        ),
        (
            dict(attributes={"g": np.array([[1, 0], [0, 1], [2, 0]])}),
            ValueError,
            "a membership matrix must hold booleans or 0/1",
        ),
        (dict(attributes={"g": "xyz"}), TypeError, r"attributes\['g'\]: expected one value"),
    ],
)
def test_bad_input_names_the_argument(kwargs, error, message):
    args = dict(
        classes=["a", "b", "a"], predictions=["a", "a", "b"], attributes={"g": ["x", "y", "x"]}
    )
    args.update(kwargs)
    with pytest.raises(error, match=message):
        count_groups(args.pop("classes"), args.pop("predictions"), args.pop("attributes"), **args)


def test_counts_validate_their_invariants():
    space = GroupSpace(("g",), (("x", "y"),), (("g",),))
    ok = dict(
        class_names=("a", "b"),
        groups=space,
        n=[[2, 1], [1, 0]],
        tp=[[1, 1], [0, 0]],
        negatives=[[1, 0], [2, 1]],
        true_negatives=[[1, 0], [2, 1]],
    )
    GroupCounts(**ok)
    with pytest.raises(ValueError, match="tp: expected tp <= n"):
        GroupCounts(**{**ok, "tp": [[3, 1], [0, 0]]})
    with pytest.raises(ValueError, match="negatives: expected n \\+ negatives"):
        GroupCounts(**{**ok, "negatives": [[1, 0], [1, 1]], "true_negatives": [[1, 0], [1, 1]]})
    with pytest.raises(ValueError, match="n: expected shape"):
        GroupCounts(**{**ok, "n": [[1, 2, 3]]})
    with pytest.raises(ValueError, match="groupings: .* requested twice"):
        GroupSpace(("g", "h"), (("x",), ("y",)), (("g", "h"), ("h", "g")))
    with pytest.raises(ValueError, match="metric: expected one of recall, tnr"):
        rate_table(GroupCounts(**ok), "precision")
    with pytest.raises(ValueError, match="min_count: expected a whole number >= 1"):
        rate_table(GroupCounts(**ok), min_count=0)


def test_doctests():
    # The package's examples live in its modules.
    attempted = 0
    for module in (groups_space, groups_counting, groups_rates):
        result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
        assert result.failed == 0, module.__name__
        attempted += result.attempted
    assert attempted > 0
