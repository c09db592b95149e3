"""Multi-valued attributes in joint cells (issue 28 item 1: "multi-valued attributes as one
indicator per value"), through both kinds that keep them.

A person may have several values of an attribute (a list each, or overlapping buckets). The
cells then hold one indicator column per value, so a slice ``skin=3`` is everyone whose
values include 3, and ``skin=3 & skin=4`` those who have both. Checked here against
brute-force counts over the people written in the test: every grouping (a multi-valued
attribute and its intersections included) is a marginal of the cells equal to the counts
counted directly; each slice's size and rate; batches merged in any order, one of them
holding the attribute as one value each, equal one shot byte for byte; the report's layout
names the multi-valued attributes; too many indicators are refused naming ``slices``."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

import tb_fairness
from tb_fairness.kinds.binary_classification import codec as binary_codec
from tb_fairness.kinds.group_metrics import codec as group_codec
from tb_fairness.metrics.binary import count_binary
from tb_fairness.metrics.groups import count_groups
from tb_fairness.metrics.groups.cell_columns import MAX_INDICATORS
from tb_fairness.reports import blobs

SKIN = (1, 2, 3, 4)


def _people(seed: int, n: int):
    """Sex (one value), race (one or missing) and skin: a set of 0 to 3 tones per person."""
    rng = np.random.default_rng(seed)
    skin = []
    for _ in range(n):
        k = rng.choice([0, 1, 1, 2, 3])
        skin.append(set(rng.choice(SKIN, k, replace=False).tolist()))
    return {
        "sex": rng.choice(["f", "m"], n),
        "race": rng.choice(["x", "y", None], n),
        "skin": skin,
    }


def _mask(attributes, name: str) -> np.ndarray:
    """Brute force: who is in the slice written ``attr=value & ...``."""
    n = len(attributes["sex"])
    mask = np.ones(n, dtype=bool)
    for part in name.split(" & "):
        attr, value = part.split("=")
        if attr == "skin":
            mask &= np.asarray([int(value) in s for s in attributes["skin"]])
        else:
            mask &= np.asarray([str(v) == value for v in attributes[attr]])
    return mask


def _group_data(seed: int, n: int):
    rng = np.random.default_rng(seed + 100)
    classes = rng.choice(["a", "b", "c"], n)
    predictions = np.where(rng.random(n) < 0.7, classes, rng.choice(["a", "b", "c"], n))
    return classes, predictions, _people(seed, n)


def _binary_data(seed: int, n: int):
    rng = np.random.default_rng(seed + 200)
    truth = rng.integers(0, 2, n)
    scores = np.clip(truth * 0.4 + 0.3 + rng.normal(0, 0.25, n), 0, 1).round(3)
    return scores, truth, _people(seed, n)


def test_the_cells_hold_one_indicator_per_value_of_a_multi_valued_attribute():
    classes, predictions, attributes = _group_data(1, 500)
    cells = count_groups(classes, predictions, attributes, slices=True).cells
    assert cells.attributes == ("sex", "race", "skin") and cells.multi == (False, False, True)
    assert cells.codes.shape[1] == 2 + len(SKIN)
    assert cells.n_cells <= 500


def test_every_grouping_is_a_marginal_group_kind():
    classes, predictions, attributes = _group_data(2, 3000)
    counts = count_groups(classes, predictions, attributes, groupings="all", slices=True)
    direct = count_groups(classes, predictions, attributes, groupings="all")
    assert ("sex", "skin") in counts.groups.groupings
    for grouping in counts.groups.groupings:
        columns = counts.groups.groups_of(grouping)
        got = counts.cells.marginal(grouping, len(counts.class_names))
        for field, array in zip(("n", "tp", "negatives", "true_negatives"), got):
            expected = getattr(direct, field)[:, columns]
            np.testing.assert_array_equal(array, expected, err_msg=f"{grouping} {field}")


def test_every_grouping_is_a_marginal_binary_kind():
    scores, truth, attributes = _binary_data(3, 3000)
    counts = count_binary(scores, truth, attributes, groupings="all", slices=True)
    direct = count_binary(scores, truth, attributes, groupings="all")
    for grouping in counts.groups.groupings:
        columns = counts.groups.groups_of(grouping)
        for field, array in zip(
            ("positives", "negatives", "tp", "fp"), counts.cells.marginal(grouping)
        ):
            expected = getattr(direct, field)[:, columns]
            np.testing.assert_array_equal(array, expected, err_msg=f"{grouping} {field}")


def _merge_all(parts, order):
    merged = parts[order[0]]
    for i in order[1:]:
        merged = merged.merge(parts[i])
    return merged


def test_batches_merge_to_one_shot_when_one_holds_the_attribute_as_one_value_each():
    """The first batch's people have one skin tone each (a column of values there); the
    others have several (indicators): merged in any order, one shot's bytes."""
    classes, predictions, attributes = _group_data(4, 900)
    attributes["skin"][:300] = [{SKIN[i % 4]} for i in range(300)]
    cuts = [0, 300, 301, 650, 900]
    parts = []
    for a, b in zip(cuts, cuts[1:]):
        part = {k: v[a:b] for k, v in attributes.items()}
        parts.append(count_groups(classes[a:b], predictions[a:b], part, slices=True))
    assert parts[0].cells.multi == (False, False, False)
    one = group_codec.encode(count_groups(classes, predictions, attributes, slices=True))
    for order in itertools.islice(itertools.permutations(range(len(parts))), 0, 24, 5):
        merged = group_codec.encode(_merge_all(parts, order))
        assert [bytes(x) for x in merged] == [bytes(x) for x in one], order

    scores, truth, battrs = _binary_data(5, 600)
    battrs["skin"][:200] = [{SKIN[i % 4]} for i in range(200)]
    bparts = [
        count_binary(scores[a:b], truth[a:b], {k: v[a:b] for k, v in battrs.items()}, slices=True)
        for a, b in ((0, 200), (200, 450), (450, 600))
    ]
    bone = binary_codec.encode(count_binary(scores, truth, battrs, slices=True))
    for order in itertools.permutations(range(3)):
        merged = binary_codec.encode(_merge_all(bparts, order))
        assert [bytes(x) for x in merged] == [bytes(x) for x in bone], order


def test_the_report_names_its_multi_valued_attributes():
    classes, predictions, attributes = _group_data(6, 300)
    tensor = group_codec.encode(count_groups(classes, predictions, attributes, slices=True))
    assert blobs.unpack_json(tensor[group_codec.CELLS])["multi"] == [False, False, True]
    back = group_codec.decode(tensor)
    assert back.cells.multi == (False, False, True)
    # One value each: no "multi" in the header, the bytes of a report written before.
    attributes["skin"] = [1] * 300
    tensor = group_codec.encode(count_groups(classes, predictions, attributes, slices=True))
    assert "multi" not in blobs.unpack_json(tensor[group_codec.CELLS])


def test_slices_equal_a_count_over_the_people(tmp_path):
    classes, predictions, attributes = _group_data(7, 5000)
    scores, truth, battrs = _binary_data(7, 5000)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.group_metrics("g", 0, classes, predictions, attributes, slices=True)
        w.binary_classification("b", 0, scores, truth, battrs, slices=True)
    logdir = tb_fairness.Logdir(str(tmp_path))
    group = logdir.report("run", "g").table_data(
        table="slices", metric="error_rate", k=1000, min_size=1, max_level=3
    )
    names = group.columns["slice"].tolist()
    assert any(n.count("skin=") == 2 for n in names)  # two tones at once: a slice too
    for name, size, value in zip(names, group.columns["size"], group.columns["value"]):
        mask = _mask(attributes, name)
        assert size == mask.sum(), name
        assert value == pytest.approx((predictions[mask] != classes[mask]).mean(), rel=1e-12)
    binary = logdir.report("run", "b").table_data(
        table="slices", metric="fnr", threshold=0.5, k=1000, min_size=1
    )
    y, predicted = truth == 1, scores >= 0.5
    for name, size, value in zip(*(binary.columns[c].tolist() for c in ("slice", "size", "value"))):
        mask = _mask(battrs, name) & y
        assert size == mask.sum(), name
        assert value == pytest.approx((~predicted[mask]).mean(), rel=1e-12), name


def test_a_slice_of_two_values_of_one_attribute_has_a_trend(tmp_path):
    classes, predictions, attributes = _group_data(8, 3000)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        for step in (0, 1):
            w.group_metrics("g", step, classes, predictions, attributes, slices=True)
    trend = tb_fairness.Logdir(str(tmp_path)).slice_trend("g", "skin=1 & skin=2")
    mask = _mask(attributes, "skin=1 & skin=2")
    assert trend["size"].tolist() == [mask.sum()] * 2
    with pytest.raises(ValueError, match="^slice: 'skin' is given twice"):
        tb_fairness.Logdir(str(tmp_path)).slice_trend("g", "skin=1 & skin=1")
    with pytest.raises(ValueError, match="^slice: '9' is not a value of 'skin'"):
        tb_fairness.Logdir(str(tmp_path)).slice_trend("g", "skin=9")


def test_too_many_indicators_are_refused_naming_slices():
    n = 200
    rng = np.random.default_rng(9)
    tags = [set(rng.choice(MAX_INDICATORS + 10, 2, replace=False).tolist()) for _ in range(n)]
    classes = rng.choice(["a", "b"], n)
    with pytest.raises(ValueError, match=r"^slices: attribute 'tags' gives some people several"):
        count_groups(classes, classes, {"tags": tags}, slices=True)
    with pytest.raises(ValueError, match=r"^slices: attribute 'tags'"):
        count_binary(rng.random(n), rng.integers(0, 2, n), {"tags": tags}, slices=True)


def test_a_forged_multi_in_the_header_is_refused_before_inflating():
    classes, predictions, attributes = _group_data(10, 200)
    tensor = list(group_codec.encode(count_groups(classes, predictions, attributes, slices=True)))
    header = blobs.unpack_json(tensor[group_codec.CELLS])
    for forged, message in (
        ({"multi": "yes"}, "multi: expected a list of booleans"),
        ({"multi": [True]}, "multi: expected 3 flags"),
        ({"multi": [True] * 3, "domains": [10**9] * 3}, "over the"),
    ):
        tensor[group_codec.CELLS] = blobs.pack_json({**header, **forged})
        with pytest.raises(Exception, match=message):
            group_codec.decode(np.array(tensor, dtype=object))
