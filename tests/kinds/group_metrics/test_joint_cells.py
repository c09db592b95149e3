"""Joint cells (count_groups(..., slices=True), issue 28 item 1): every grouping is a marginal
of them, equal to the per-group counts counted directly; batches merged in any order give
the cells of one shot byte for byte (also tests/test_canonical_order.py, through every
accumulator path); a report keeps them and a reader of the older layout ignores them; the
slices read from them equal a count over the people written here; bad input is named."""

from __future__ import annotations

import numpy as np
import pytest

import tb_fairness
from tb_fairness.kinds.group_metrics import codec
from tb_fairness.metrics.groups import count_groups
from tb_fairness.metrics.groups.joint import JointCells
from tb_fairness.reports import blobs

BUCKETS = {"age": {"young": list(range(18, 40)), "old": list(range(40, 80))}}


def _people(seed: int, n: int = 4000):
    rng = np.random.default_rng(seed)
    classes = rng.choice(["a", "b", "c"], n)
    secondary = rng.choice(["a", "b", None, None], n)
    predictions = np.where(rng.random(n) < 0.7, classes, rng.choice(["a", "b", "c", "d"], n))
    attributes = {
        "sex": rng.choice(["f", "m"], n),
        "race": rng.choice(["x", "y", "z", None], n),  # None: missing, in no slice on race
        "age": rng.integers(18, 80, n),
    }
    return classes, secondary, predictions, attributes


@pytest.mark.parametrize(
    "options",
    [
        {},
        {"secondary_classes": True},
        {"buckets": BUCKETS},
        {"secondary_classes": True, "buckets": BUCKETS},
    ],
    ids=["plain", "secondary", "buckets", "both"],
)
def test_every_grouping_is_a_marginal_of_the_cells(options):
    classes, secondary, predictions, attributes = _people(1)
    kw = dict(options)
    if kw.pop("secondary_classes", False):
        kw["secondary_classes"] = secondary
    counts = count_groups(classes, predictions, attributes, groupings="all", slices=True, **kw)
    direct = count_groups(classes, predictions, attributes, groupings="all", **kw)
    assert counts.cells.attributes == ("sex", "race", "age")
    assert counts.cells.n_cells <= len(classes)
    for grouping in counts.groups.groupings:
        columns = counts.groups.groups_of(grouping)
        got = counts.cells.marginal(grouping, len(counts.class_names))
        for field, array in zip(("n", "tp", "negatives", "true_negatives"), got):
            np.testing.assert_array_equal(array, getattr(direct, field)[:, columns], err_msg=field)


def test_slices_must_be_true_or_false():
    classes, _, predictions, attributes = _people(3, 10)
    with pytest.raises(TypeError, match="^slices: expected True or False, got 'yes'"):
        count_groups(classes, predictions, attributes, slices="yes")


def _batches(seed, sizes):
    classes, secondary, predictions, attributes = _people(seed, sum(sizes))
    start = 0
    for size in sizes:
        part = slice(start, start + size)
        yield (
            classes[part],
            secondary[part],
            predictions[part],
            {k: v[part] for k, v in attributes.items()},
        )
        start += size


def test_batches_merged_in_any_order_give_one_shot_byte_for_byte():
    sizes = [5, 300, 1, 80, 614]  # small batches see only some values and classes
    parts = [
        count_groups(c, p, a, secondary_classes=s, slices=True) for c, s, p, a in _batches(4, sizes)
    ]
    classes, secondary, predictions, attributes = _people(4, sum(sizes))
    one = codec.encode(
        count_groups(classes, predictions, attributes, secondary_classes=secondary, slices=True)
    )
    rng = np.random.default_rng(0)
    for _ in range(4):
        order = rng.permutation(len(parts))
        merged = parts[order[0]]
        for i in order[1:]:
            merged = merged.merge(parts[i])
        assert [bytes(x) for x in codec.encode(merged)] == [bytes(x) for x in one]


def test_a_counts_without_cells_does_not_merge_with_one_with_them():
    ((c, s, p, a),) = _batches(5, [40])
    with pytest.raises(ValueError, match="^slices: one side keeps the joint cells"):
        count_groups(c, p, a, slices=True).merge(count_groups(c, p, a))


def test_the_report_keeps_the_cells_and_the_older_layout_ignores_them():
    classes, secondary, predictions, attributes = _people(6, 500)
    counts = count_groups(classes, predictions, attributes, slices=True)
    tensor = codec.encode(counts)
    assert len(tensor) == 15
    back = codec.decode(tensor)
    for field in ("codes", "size", "correct", "entry_cell", "entry_class", "n", "tp", "fp"):
        np.testing.assert_array_equal(getattr(back.cells, field), getattr(counts.cells, field))
    # The six elements of version 1 alone: the same report, without cells.
    older = codec.decode(tensor[:6])
    assert older.cells is None
    np.testing.assert_array_equal(older.n, counts.n)


def test_a_forged_cells_header_is_refused_before_inflating():
    classes, _, predictions, attributes = _people(7, 100)
    tensor = list(codec.encode(count_groups(classes, predictions, attributes, slices=True)))
    header = blobs.unpack_json(tensor[codec.CELLS])
    tensor[codec.CELLS] = blobs.pack_json({**header, "cells": 2**40})
    with pytest.raises(Exception, match="cells, over the"):
        codec.decode(np.array(tensor, dtype=object))
    with pytest.raises(Exception, match="cells: expected 15 elements"):
        codec.decode(np.array(tensor[:9], dtype=object))


def test_slices_equal_a_count_over_the_people(tmp_path):
    classes, _, predictions, attributes = _people(8, 6000)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.group_metrics("t", 0, classes, predictions, attributes, buckets=BUCKETS, slices=True)
    report = tb_fairness.Logdir(str(tmp_path)).report("run", "t")
    age = np.where(attributes["age"] < 40, "young", "old")
    values = {"sex": attributes["sex"], "race": attributes["race"], "age": age}
    for metric, klass in (("error_rate", None), ("recall", "b"), ("tnr", "a"), ("recall", None)):
        t = report.table_data(table="slices", metric=metric, class_name=klass, k=1000, min_size=1)
        for name, size, value in zip(
            t.columns["slice"].tolist(), t.columns["size"].tolist(), t.columns["value"].tolist()
        ):
            mask = np.ones(len(classes), dtype=bool)
            for part in name.split(" & "):
                attr, v = part.split("=")
                mask &= values[attr] == v
            if metric == "error_rate":
                hits, total = (predictions[mask] != classes[mask]).sum(), mask.sum()
            else:
                of = [klass] if klass else ["a", "b", "c", "d"]
                hits = total = 0
                for k in of:
                    if metric == "recall":
                        mine = mask & (classes == k)
                        hits += (predictions[mine] == k).sum()
                    else:  # tnr
                        mine = mask & (classes != k)
                        hits += (predictions[mine] != k).sum()
                    total += mine.sum()
            assert size == total, (metric, klass, name)
            assert value == pytest.approx(hits / total, rel=1e-12), (metric, klass, name)


def test_a_report_without_cells_names_what_the_slices_table_needs(tmp_path):
    classes, _, predictions, attributes = _people(9, 200)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.group_metrics("t", 0, classes, predictions, attributes)
    report = tb_fairness.Logdir(str(tmp_path)).report("run", "t")
    with pytest.raises(ValueError, match="^table: slices needs a report written with slices=True"):
        report.table_data(table="slices")
    with pytest.raises(ValueError, match="^metric: error_rate is for table=slices"):
        report.table_data(metric="error_rate")


def test_joint_cells_refuse_what_does_not_add_up():
    with pytest.raises(ValueError, match="correct"):
        JointCells(("a",), (2,), [[0]], [1], [2], [0], [0], [1], [0], [0])
    with pytest.raises(ValueError, match="codes"):
        JointCells(("a",), (2,), [[5]], [1], [1], [0], [0], [1], [0], [0])
