"""Canonical order: counts built from batches, merged in any order, sharded, or in one shot are
the same object, and their exports are byte-identical (issue 14, item 3); names not declared
sort naturally, declared orders are kept (issue 12, item 6)."""

from __future__ import annotations

import functools
import itertools
import random

import numpy as np
import pytest

import tb_fairness
from tb_fairness import kinds
from tb_fairness.kinds import table as tables
from tb_fairness.metrics.names import merge_order, merge_order_all, natural_key, natural_sorted
from tb_fairness.metrics.skew_uncertainty import skew_size_interval
from tb_fairness.summary.accumulators import (
    BinaryClassificationAccumulator,
    DetectionRecallAccumulator,
    GeodiversityAccumulator,
    GroupMetricsAccumulator,
    HarmfulLabelAssociationAccumulator,
    LabelAssociationAccumulator,
    RetrievalPrecisionAccumulator,
    SkewSizeAccumulator,
)

# Names whose natural order differs from the code-point order: numbers inside text, ranges,
# "65+", mixed case.
AGES = ["65+", "2", "10", "18-24", "25-34", "age 9", "age 10"]
SKINS = ["Light", "dark", "medium 2", "medium 10", "Medium 3"]


# --------------------------------------------------------------------------------------
# natural_key against a brute-force oracle


def _oracle_tokens(s: str) -> list:
    """The name cut character by character into numbers and text (written independently of
    natural_key: a scan with explicit states, no regular expression)."""
    tokens: list = []
    i = 0
    while i < len(s):
        negative = i == 0 and s[0] == "-" and len(s) > 1 and s[1] in "0123456789"
        j = i + 1 if negative else i
        if j < len(s) and s[j] in "0123456789":
            k = j
            while k < len(s) and s[k] in "0123456789":
                k += 1
            whole, frac = s[j:k], ""
            if k + 1 < len(s) and s[k] == "." and s[k + 1] in "0123456789":
                m = k + 1
                while m < len(s) and s[m] in "0123456789":
                    m += 1
                frac, k = s[k + 1 : m], m
            tokens.append(("num", negative, whole, frac))
            i = k
        else:
            k = i + 1
            while k < len(s) and s[k] not in "0123456789":
                k += 1
            tokens.append(("text", s[i:k].casefold()))
            i = k
    return tokens


def _oracle_num_cmp(a, b) -> int:
    """Compare two numbers given as (negative, integer digits, fraction digits) exactly."""
    _, na, wa, fa = a
    _, nb, wb, fb = b
    wa, wb = wa.lstrip("0") or "0", wb.lstrip("0") or "0"
    width = max(len(fa), len(fb))
    fa, fb = fa.ljust(width, "0"), fb.ljust(width, "0")
    za = wa == "0" and set(fa) <= {"0"}
    zb = wb == "0" and set(fb) <= {"0"}
    sa = 0 if za else (-1 if na else 1)
    sb = 0 if zb else (-1 if nb else 1)
    if sa != sb:
        return -1 if sa < sb else 1
    if sa == 0:
        return 0
    # Same sign: compare magnitudes digit by digit.
    if len(wa) != len(wb):
        mag = -1 if len(wa) < len(wb) else 1
    else:
        da, db = wa + fa, wb + fb
        mag = 0 if da == db else (-1 if da < db else 1)
    return mag * sa


def _oracle_cmp(x: str, y: str) -> int:
    tx, ty = _oracle_tokens(x), _oracle_tokens(y)
    for a, b in zip(tx, ty):
        if a[0] != b[0]:
            return -1 if a[0] == "num" else 1  # numbers before text
        c = _oracle_num_cmp(a, b) if a[0] == "num" else (a[1] > b[1]) - (a[1] < b[1])
        if c:
            return c
    if len(tx) != len(ty):
        return -1 if len(tx) < len(ty) else 1
    return (x > y) - (x < y)  # tie-break on the exact string


CASES = [
    "",
    "2",
    "10",
    "02",
    "1",
    "01",
    "-3",
    "-10",
    "0.5",
    "0.25",
    "1.5",
    "18-24",
    "25-34",
    "35-44",
    "65+",
    "age 9",
    "age 10",
    "Age 9",
    "AGE 10",
    "a",
    "A",
    "b",
    "B",
    "ä",
    "Ä",
    "é",
    "ß",
    "SS",
    "ss",
    "日本2",
    "日本10",
    "x-1",
    "x-2",
    "x",
    " x",
    "v1.10",
    "v1.9",
    "item",
    "item 1",
    "item1",
]


def test_natural_key_examples():
    assert natural_sorted(["10", "2", "1"]) == ("1", "2", "10")
    assert natural_sorted(["65+", "25-34", "18-24"]) == ("18-24", "25-34", "65+")
    assert natural_sorted(["age 10", "age 9"]) == ("age 9", "age 10")
    assert natural_sorted(["b", "a", "10", "B"]) == ("10", "a", "B", "b")  # numbers first
    assert natural_sorted(["x", ""]) == ("", "x")


def test_natural_key_matches_brute_force():
    expected = sorted(CASES, key=functools.cmp_to_key(_oracle_cmp))
    assert list(natural_sorted(CASES)) == expected
    # Every pair agrees, in both directions.
    for x, y in itertools.product(CASES, CASES):
        got = (natural_key(x) > natural_key(y)) - (natural_key(x) < natural_key(y))
        assert got == _oracle_cmp(x, y), (x, y)


def test_natural_key_random_strings_match_brute_force():
    rng = random.Random(7)
    alphabet = "0123456789-.+ aAbBzZéÉ_"
    words = {"".join(rng.choice(alphabet) for _ in range(rng.randint(0, 7))) for _ in range(600)}
    words = sorted(words)
    rng.shuffle(words)
    expected = sorted(words, key=functools.cmp_to_key(_oracle_cmp))
    assert list(natural_sorted(words)) == expected
    assert len({natural_key(w) for w in words}) == len(words)  # a total order


def test_merge_order_keeps_a_declared_superset_and_is_symmetric():
    declared = ("younger", "middle", "older")
    assert merge_order(declared, ("older",)) == declared == merge_order(("older",), declared)
    assert merge_order(("b", "a"), ("a", "b")) == ("a", "b")
    assert merge_order(("a", "c10"), ("b", "c9")) == ("a", "b", "c9", "c10")


# --------------------------------------------------------------------------------------
# Each kind: batches merged in several orders equal one shot


def _labels_batch(rng, n):
    extra = ["Bike", "bike 2", "bike 10", "l2", "l10", "L3", "x"]
    rows = []
    for _ in range(n):
        row = set(rng.choice(extra, size=rng.integers(0, 4), replace=False).tolist())
        row |= set(rng.choice(["man", "woman"], size=rng.integers(1, 3), replace=False).tolist())
        rows.append(row)
    return {"predictions": rows}


def _skew_batch(rng, n):
    classes = ["c2", "c10", "C3", "dog"]
    # A batch sees a subset of classes and groups, so vocabularies grow as batches come.
    cs = rng.choice(rng.choice(classes, size=rng.integers(1, 5), replace=False), size=n)
    gs = rng.choice(rng.choice(AGES, size=rng.integers(2, 6), replace=False), size=n)
    ps = np.where(
        rng.random(n) < 0.5,
        cs,
        rng.choice(classes + ["", "other 9", "other 10"], size=n),
    )
    return {"classes": cs.tolist(), "groups": gs.tolist(), "predictions": ps.tolist()}


def _groups_batch(rng, n):
    classes = ["c2", "c10", "C3"]
    cs = rng.choice(rng.choice(classes, size=rng.integers(1, 4), replace=False), size=n)
    ps = np.where(rng.random(n) < 0.6, cs, rng.choice(classes, size=n))
    return {
        "classes": cs.tolist(),
        "predictions": ps.tolist(),
        "attributes": {
            "age": rng.choice(rng.choice(AGES, size=3, replace=False), size=n).tolist(),
            "skin": rng.choice(SKINS, size=n).tolist(),
        },
    }


def _detection_batch(rng, n):
    return {
        "ious": rng.random(n).round(3).tolist(),
        "attributes": {
            "age": rng.choice(rng.choice(AGES, size=3, replace=False), size=n).tolist(),
            "skin": rng.choice(SKINS, size=n).tolist(),
        },
        "classes": rng.choice(["person 2", "person 10", "Person"], size=n).tolist(),
    }


TAXONOMY = {"gorilla": "non_human", "face": "human", "prison": "crime", "man 2": "human"}


def _harmful_batch(rng, n):
    vocab = list(TAXONOMY) + ["cup", "Cup 10", "cup 9"]
    return {
        "labels": [rng.choice(vocab, size=3, replace=False).tolist() for _ in range(n)],
        "scores": rng.random((n, 3)).round(2).tolist(),
        "groups": rng.choice(rng.choice(AGES, size=4, replace=False), size=n).tolist(),
    }


_HOUSEHOLDS = {
    f"{prefix}{i}": (float(income), region)
    for i, (prefix, income, region) in enumerate(
        [
            ("h", 30, "Africa"),
            ("h", 900, "africa 2"),
            ("H", 4000, "Europe"),
            ("h", 120, "Asia 10"),
            ("hh", 60, "Asia 9"),
            ("h", 2500, "Europe"),
            ("h", 45, "Asia 9"),
            ("h", 700, "Africa"),
            ("h", 8000, "americas"),
            ("h", 200, "Asia 10"),
            ("h", 15000, "americas"),
            ("h", 333, "Africa"),
        ]
    )
}


_IMAGE_IDS = itertools.count()  # image ids unique across batches


def _geo_batch(rng, n):
    names = list(_HOUSEHOLDS)
    image_ids, households, true_labels, predicted = [], [], [], []
    for _ in range(n):
        image = f"img{next(_IMAGE_IDS)}"
        household = names[rng.integers(len(names))]
        for _ in range(rng.integers(1, 3)):  # every row of an image in the same batch
            image_ids.append(image)
            households.append(household)
            true_labels.append(str(rng.choice(["cup", "stove", "bed"])))
            predicted.append(rng.choice(["cup", "stove", "bed", "pot"], size=2).tolist())
    return {
        "image_ids": image_ids,
        "true_labels": true_labels,
        "predicted_labels": predicted,
        "household_ids": households,
        "incomes": [_HOUSEHOLDS[h][0] for h in households],
        "regions": [_HOUSEHOLDS[h][1] for h in households],
    }


_DB_RNG = np.random.default_rng(11)
DATABASE = _DB_RNG.normal(size=(60, 4))
DATABASE_ATTRIBUTES = _DB_RNG.choice(["f", "m", "nb 2", "nb 10"], size=60).tolist()


def _retrieval_batch(rng, n):
    return {
        "queries": rng.normal(size=(n, 4)),
        "query_attributes": rng.choice(
            rng.choice(["f", "m", "nb 2", "nb 10"], size=2, replace=False), size=n
        ).tolist(),
    }


def _concat(batches):
    """The batches as one (one shot), argument by argument."""
    out = {}
    for key, value in batches[0].items():
        if isinstance(value, dict):
            out[key] = {k: sum((b[key][k] for b in batches), []) for k in value}
        elif isinstance(value, np.ndarray):
            out[key] = np.concatenate([b[key] for b in batches])
        else:
            out[key] = sum((list(b[key]) for b in batches), [])
    return out


def _update(acc, batch):
    if isinstance(acc, GeodiversityAccumulator):
        b = dict(batch)
        acc.update(b.pop("image_ids"), b.pop("true_labels"), b.pop("predicted_labels"), **b)
    elif isinstance(acc, HarmfulLabelAssociationAccumulator):
        acc.update(batch["labels"], batch["scores"], batch["groups"])
    elif isinstance(acc, RetrievalPrecisionAccumulator):
        acc.update(batch["queries"], batch["query_attributes"])
    elif isinstance(acc, SkewSizeAccumulator):
        acc.update(batch["classes"], batch["groups"], batch["predictions"])
    elif isinstance(acc, GroupMetricsAccumulator):
        acc.update(batch["classes"], batch["predictions"], batch["attributes"])
    elif isinstance(acc, DetectionRecallAccumulator):
        acc.update(batch["ious"], batch["attributes"], classes=batch["classes"])
    elif isinstance(acc, BinaryClassificationAccumulator):
        acc.update(batch["scores"], batch["labels"], batch["attributes"])
    else:
        acc.update(batch["predictions"])


def _binary_batch(rng, n):
    return {
        "scores": rng.random((n, 2)).round(2),
        "labels": rng.integers(0, 2, (n, 2)),
        "attributes": {
            "age": rng.choice(rng.choice(AGES, size=3, replace=False), size=n).tolist(),
            "skin": rng.choice(SKINS, size=n).tolist(),
        },
    }


# kind name -> (new accumulator, one batch of n examples), every kind. Partials, so that
# other tests (tests/test_beam.py, tests/test_integrations.py) can build the same
# accumulator another way from its arguments.
KIND_CASES = {
    "label_associations": (
        functools.partial(LabelAssociationAccumulator, identities=["man", "woman"]),
        _labels_batch,
    ),
    "skew_size": (functools.partial(SkewSizeAccumulator), _skew_batch),
    "group_metrics": (
        functools.partial(
            GroupMetricsAccumulator, groupings=["age", "skin", ("age", "skin")], slices=True
        ),
        _groups_batch,
    ),
    "detection_recall": (
        functools.partial(DetectionRecallAccumulator, groupings=["skin", ("age", "skin")]),
        _detection_batch,
    ),
    "harmful_label_association": (
        functools.partial(HarmfulLabelAssociationAccumulator, taxonomy=TAXONOMY),
        _harmful_batch,
    ),
    "geodiversity": (functools.partial(GeodiversityAccumulator), _geo_batch),
    "retrieval_precision": (
        functools.partial(RetrievalPrecisionAccumulator, DATABASE, DATABASE_ATTRIBUTES, ks=(1, 5)),
        _retrieval_batch,
    ),
    "binary_classification": (
        functools.partial(
            BinaryClassificationAccumulator,
            label_names=["cat 2", "cat 10"],
            groupings=["age", ("age", "skin")],
            slices=True,
        ),
        _binary_batch,
    ),
}


def _encoded(kind_name, counts) -> list:
    return [bytes(x) for x in kinds.get(kind_name).encode(counts).tolist()]


def _merge_orders(make, batches, rng):
    """Counts from the same batches combined in at least five different ways."""
    results = {}
    # Batches into one accumulator, in a few random orders.
    for t in range(2):
        acc = make()
        for i in rng.permutation(len(batches)):
            _update(acc, batches[i])
        results[f"updates {t}"] = acc.counts
    # One accumulator per batch, merged left to right in random orders.
    for t in range(2):
        singles = []
        for b in batches:
            a = make()
            _update(a, b)
            singles.append(a)
        order = rng.permutation(len(singles))
        acc = singles[order[0]]
        for i in order[1:]:
            acc = acc.merge(singles[i])
        results[f"merges {t}"] = acc.counts
    # Shards (random sizes), each accumulated, then merged as a random binary tree.
    for t in range(3):
        order = rng.permutation(len(batches))
        cuts = sorted(rng.choice(np.arange(1, len(batches)), size=3, replace=False).tolist())
        shards = []
        for lo, hi in zip([0] + cuts, cuts + [len(batches)]):
            a = make()
            for i in order[lo:hi]:
                _update(a, batches[i])
            shards.append(a)
        while len(shards) > 1:
            i, j = rng.choice(len(shards), size=2, replace=False)
            merged = shards[i].merge(shards[j])
            shards = [s for k, s in enumerate(shards) if k not in (i, j)] + [merged]
        results[f"tree {t}"] = shards[0].counts
    # The empty accumulator on either side changes nothing.
    results["empty first"] = make().merge(_acc_of(make, batches)).counts
    return results


def _acc_of(make, batches):
    acc = make()
    for b in batches:
        _update(acc, b)
    return acc


def _exports(logdir, run, kind_name, counts) -> list[str]:
    """Every table of the report as ``tb-fairness export`` prints it (CSV)."""
    writer_method = kind_name
    with tb_fairness.FileWriter(str(logdir / run)) as w:
        getattr(w, writer_method)("t", 0, counts=counts)
    report = tb_fairness.Logdir(str(logdir)).report(run, "t", 0)
    kind = kinds.get(kind_name)
    variants: list[dict] = [{}]
    for option in kind.options:
        if option.type == "choice" and option.name != "rank_by":
            for c in option.choices:
                only = dict(option.table_only).get(c)  # a choice for some tables: with one
                if c != option.default:
                    variants.append({option.name: c, **({"table": only[0]} if only else {})})
    out = []
    for options in variants:
        if kind_name == "skew_size" and options.get("table") == "class":
            options = dict(options, class_name=report.counts.class_names[0])
        out.append(tables.to_csv(report.table_data(**options)))
    return out


@pytest.mark.parametrize("kind_name", list(KIND_CASES))
def test_merges_in_any_order_equal_one_shot(kind_name, tmp_path):
    make, batch = KIND_CASES[kind_name]
    rng = np.random.default_rng(sum(map(ord, kind_name)))
    batches = [batch(rng, int(rng.integers(3, 25))) for _ in range(8)]
    one_shot = make()
    _update(one_shot, _concat(batches))
    expected = _encoded(kind_name, one_shot.counts)
    results = _merge_orders(make, batches, rng)
    assert len(results) >= 5
    for how, counts in results.items():
        assert _encoded(kind_name, counts) == expected, how
    # Exports (every table) byte-identical: one shot against two differently merged runs.
    want = _exports(tmp_path, "one_shot", kind_name, one_shot.counts)
    for how in ("merges 0", "tree 1"):
        got = _exports(tmp_path, how.replace(" ", "_"), kind_name, results[how])
        assert got == want, how


def _skew_examples(rng, n=3000, n_classes=30, n_noise=12):
    """Many classes with group-dependent mistakes, so that the SkewSize interval is defined."""
    class_names = [f"{'Class' if i % 3 else 'class'} {i}" for i in range(n_classes)]
    labels = class_names + [f"noise {i}" for i in range(n_noise)]
    groups = AGES[:3]
    y = rng.integers(0, n_classes, n)
    z = rng.integers(0, len(groups), n)
    right = rng.random(n) < rng.uniform(0.3, 0.95, n_classes)[y]
    shift = (rng.random(n_classes) < 0.3)[y] * z
    mistake = (y * 7 + rng.integers(0, 1 + y % 5, n) + shift) % len(labels)
    predicted = np.where(right, y, mistake)
    return {
        "classes": [class_names[i] for i in y],
        "groups": [groups[j] for j in z],
        "predictions": [labels[i] for i in predicted],
    }


def test_skew_noise_share_identical_merged_and_one_shot():
    rng = np.random.default_rng(3)
    data = _skew_examples(rng)
    cuts = [0, 300, 301, 1200, 1800, 2600, 3000]
    batches = [{k: v[a:b] for k, v in data.items()} for a, b in zip(cuts, cuts[1:])]
    one = SkewSizeAccumulator()
    _update(one, _concat(batches))
    for how, counts in _merge_orders(SkewSizeAccumulator, batches, rng).items():
        assert counts == one.counts, how
        a, b = skew_size_interval(counts), skew_size_interval(one.counts)
        assert np.isfinite(b.noise_share) and a.noise_share == b.noise_share, how
        assert (a.state, a.lower, a.upper) == (b.state, b.lower, b.upper), how


# --------------------------------------------------------------------------------------
# Natural order of names seen; declared orders kept


def test_names_seen_come_in_natural_order():
    rng = np.random.default_rng(0)
    groups = GroupMetricsAccumulator()
    skew = SkewSizeAccumulator()
    for _ in range(4):
        b = _groups_batch(rng, 30)
        groups.update(b["classes"], b["predictions"], {"age": b["attributes"]["age"]})
        skew.update(b["classes"], b["attributes"]["age"], b["predictions"])
    ages = [v for v in natural_sorted(AGES) if f"age={v}" in groups.counts.group_names]
    assert [g.removeprefix("age=") for g in groups.counts.group_names] == ages
    assert groups.counts.class_names == natural_sorted(groups.counts.class_names)
    assert skew.counts.group_names == tuple(ages)
    assert skew.counts.class_names == ("c2", "C3", "c10")
    labels = LabelAssociationAccumulator(identities=["man", "woman"])
    labels.update([{"man", "l10"}, {"woman", "L3"}])
    labels.update([{"man", "l2", "Bike"}])
    # Labels (vocabularies of 10^5 names) are in code-point order: canonical, and cheap.
    assert labels.counts.label_names == ("Bike", "L3", "l10", "l2", "man", "woman")


def test_declared_order_is_kept():
    declared = {"age": ["younger", "middle", "older"]}
    acc = GroupMetricsAccumulator(class_names=["z", "a"], attribute_values=declared)
    acc.update(["a", "z"], ["a", "a"], {"age": ["older", "younger"]})
    other = GroupMetricsAccumulator(class_names=["z", "a"], attribute_values=declared)
    other.update(["z"], ["z"], {"age": ["middle"]})
    for counts in (acc.merge(other).counts, other.merge(acc).counts):
        assert counts.class_names == ("z", "a")
        assert counts.group_names == ("age=younger", "age=middle", "age=older")
    # A batch counted without the declaration merges into the declared order.
    undeclared = GroupMetricsAccumulator(class_names=["z", "a"])
    undeclared.update(["a"], ["a"], {"age": ["older"]})
    merged = undeclared.merge(acc)
    assert merged.counts.group_names == ("age=younger", "age=middle", "age=older")
    # Buckets are declared too, in their order; intersections follow their parts.
    buckets = {"age": {"65+": [70, 80], "18-24": [20], "25-34": [30]}}
    acc = GroupMetricsAccumulator(buckets=buckets, groupings=["age", ("age", "skin")])
    acc.update(["c"], ["c"], {"age": [20], "skin": ["dark"]})
    acc.update(["c"], ["c"], {"age": [70], "skin": ["Light"]})
    assert acc.counts.group_names == (
        "age=65+",
        "age=18-24",
        "age=25-34",
        "age=65+ & skin=dark",
        "age=65+ & skin=Light",
        "age=18-24 & skin=dark",
        "age=18-24 & skin=Light",
        "age=25-34 & skin=dark",
        "age=25-34 & skin=Light",
    )
    skew = SkewSizeAccumulator(class_names=["nurse", "doctor"], group_names=["older", "younger"])
    skew.update(["doctor"], ["younger"], ["doctor"])
    skew.update(["nurse"], ["older"], ["surgeon 10"])
    assert skew.counts.class_names == ("nurse", "doctor")
    assert skew.counts.group_names == ("older", "younger")


def test_merge_order_all_equals_the_fold_of_merge_order():
    """Random sequences of name lists: subsets, supersets, the same names in another order,
    declared orders and natural ones; one sort must give what the pairwise fold gives."""
    rng = random.Random(11)
    pool = ["a", "B", "b", "c2", "c10", "10", "9", "-1", "age 9", "Age 10", "x", "y"]
    for _ in range(3000):
        lists = []
        for _ in range(rng.randint(1, 6)):
            names = rng.sample(pool, rng.randint(0, len(pool)))
            if rng.random() < 0.5:
                names = natural_sorted(names)  # a canonical (natural) order, else declared
            lists.append(tuple(names))
        for natural in (True, False):
            fold = lists[0]
            for names in lists[1:]:
                fold = merge_order(fold, names, natural)
            assert merge_order_all(lists, natural) == fold, (lists, natural)
    with pytest.raises(ValueError, match="^name_lists: expected at least one"):
        merge_order_all([])
