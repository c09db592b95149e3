"""count_groups against a brute-force loop over people, on every counting path.

The loop is the definition (tb_fairness.metrics.groups): a person of class k in group g
counts in n[k, g], and in tp[k, g] when predicted k (or their secondary class); a person of
g whose classes are not k counts in negatives[k, g], and in true_negatives[k, g] unless
predicted k. One bincount over cells serves single-valued, fully annotated attributes;
secondary classes, missing or multiple values take the per-grouping path. Both must give
the loop's numbers exactly.
"""

import itertools

import numpy as np
import pytest

from tb_fairness.metrics.groups import count_groups, counting


@pytest.fixture
def cells_only(monkeypatch):
    """Fail if count_groups leaves the one-bincount path."""

    def refuse(*args, **kwargs):
        raise AssertionError("took the per-grouping path")

    monkeypatch.setattr(counting, "group_memberships", refuse)


def brute_force(counts, c1, c2, pred, people_values):
    """n, tp, negatives, true_negatives by looping over people and groups.

    ``people_values[i]`` maps each attribute to the set of the person's value names.
    """
    K, G = len(counts.class_names), counts.groups.n_groups
    out = {f: np.zeros((K, G), np.int64) for f in ("n", "tp", "negatives", "true_negatives")}
    position = {name: g for g, name in enumerate(counts.groups.group_names)}
    for i, values in enumerate(people_values):
        mine = {c1[i]} | ({c2[i]} if c2 is not None and c2[i] >= 0 else set())
        for grouping in counts.groups.groupings:
            for combo in itertools.product(*(sorted(values[a]) for a in grouping)):
                g = position[" & ".join(f"{a}={v}" for a, v in zip(grouping, combo))]
                for k in range(K):
                    if k in mine:
                        out["n"][k, g] += 1
                        out["tp"][k, g] += pred[i] in mine
                    else:
                        out["negatives"][k, g] += 1
                        out["true_negatives"][k, g] += pred[i] != k
    return out


def assert_equal_to_loop(counts, c1, c2, pred, people_values):
    want = brute_force(counts, c1, c2, pred, people_values)
    for field, arr in want.items():
        np.testing.assert_array_equal(getattr(counts, field), arr, err_msg=field)


def data(seed, n=400, K=5):
    rng = np.random.default_rng(seed)
    c1 = rng.integers(0, K, n)
    pred = np.where(rng.random(n) < 0.6, c1, rng.integers(-1, K, n))  # -1: nothing predicted
    skin = rng.integers(1, 8, n)  # small integers: their own codes
    age = rng.choice(np.array(["older", "Middle", "younger", "10", "9"]), n)
    big = rng.choice(np.array([-5, 3, 10**9]), n)  # negative and large: coded by value
    return rng, c1, pred, {"skin": skin, "age": age, "big": big}


def values_of(attributes, n):
    return [{a: {str(v[i])} for a, v in attributes.items()} for i in range(n)]


@pytest.mark.parametrize("groupings", [None, "all", [("age", "skin"), "big", ("big", "skin")]])
def test_cells_path_equals_the_loop(groupings, cells_only):
    _, c1, pred, attributes = data(0)
    names = [f"c{k}" for k in range(5)]
    counts = count_groups(c1, pred, attributes, class_names=names, groupings=groupings)
    assert_equal_to_loop(counts, c1, None, pred, values_of(attributes, len(c1)))


def test_cells_path_with_unseen_small_values_and_string_classes(cells_only):
    _, c1, pred, attributes = data(1, n=60)
    attributes["skin"] = np.where(attributes["skin"] == 3, 6, attributes["skin"])  # 3 unseen
    names = np.array([f"c{k}" for k in range(5)])
    counts = count_groups(names[c1], np.where(pred >= 0, names[pred], None), attributes)
    assert "skin=3" not in counts.group_names
    assert_equal_to_loop(counts, c1, None, pred, values_of(attributes, len(c1)))


def test_score_predictions_take_the_cells_path_too(cells_only):
    rng, c1, _, attributes = data(2)
    scores = rng.random((len(c1), 5))
    counts = count_groups(c1, scores, attributes, class_names=list("abcde"), groupings="all")
    assert_equal_to_loop(counts, c1, None, scores.argmax(axis=1), values_of(attributes, len(c1)))


def test_general_path_secondary_missing_and_multiple_values_equal_the_loop():
    rng, c1, pred, attributes = data(3, n=300)
    c2 = np.where(rng.random(300) < 0.3, rng.integers(0, 5, 300), -1)
    age = attributes["age"].astype(object)
    age[rng.random(300) < 0.1] = None  # not annotated: in no age group
    multi = [set(rng.choice(list("abc"), rng.integers(0, 3), replace=False)) for _ in range(300)]
    attributes = {"skin": attributes["skin"], "age": age, "multi": multi}
    counts = count_groups(
        c1, pred, attributes, secondary_classes=c2, class_names=list("vwxyz"), groupings="all"
    )
    people = [
        {
            "skin": {str(attributes["skin"][i])},
            "age": set() if age[i] is None else {age[i]},
            "multi": multi[i],
        }
        for i in range(300)
    ]
    effective_c2 = np.where(c2 == c1, -1, c2)
    assert_equal_to_loop(counts, c1, effective_c2, pred, people)


def test_both_paths_agree():
    """The same people through the cells path and, with a secondary class that is never
    set, through the per-grouping path."""
    _, c1, pred, attributes = data(4, n=2000, K=8)
    names = [f"k{j}" for j in range(8)]
    fast = count_groups(c1, pred, attributes, class_names=names, groupings="all")
    slow = count_groups(
        c1, pred, attributes, class_names=names, groupings="all", secondary_classes=[-1] * 2000
    )
    assert fast.group_names == slow.group_names
    for field in ("n", "tp", "negatives", "true_negatives"):
        np.testing.assert_array_equal(getattr(fast, field), getattr(slow, field))


def test_inputs_are_not_written():
    _, c1, pred, attributes = data(5)
    c2 = c1.copy()
    before = (c1.copy(), pred.copy(), c2.copy())
    count_groups(c1, pred, attributes, secondary_classes=c2, class_names=list("abcde"))
    for arr, was in zip((c1, pred, c2), before):
        np.testing.assert_array_equal(arr, was)
