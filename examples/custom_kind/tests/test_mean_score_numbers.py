"""The kind's numbers against oracles computed from the raw data (mean_score_oracle.py), its
undefined cases, its counts (merging, layout, checks) and what compare reads off it."""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import pytest
from mean_score_oracle import assert_columns_equal, headline, table
from tb_fairness_mean_score import KIND
from tb_fairness_mean_score.counts import MeanScoreCounts, count_mean_scores

import tb_fairness.kinds
from tb_fairness.reports.metadata import UnsupportedReport


def kind_table(counts, **options):
    return KIND.table(counts, KIND.parse(options.get)).columns


def test_the_registry_holds_the_kind_from_its_entry_point():
    assert tb_fairness.kinds.BY_NAME["mean_score"] is KIND
    assert tb_fairness.kinds.KINDS[-1] is KIND  # after the built-in kinds
    assert KIND not in tb_fairness.kinds.BUILT_IN


def test_groups_table_equals_the_oracle(data):
    counts = count_mean_scores(data.scores_a, data.groups_a)
    assert_columns_equal(kind_table(counts), table(data.scores_a, data.groups_a))


def test_options_change_the_numbers_as_the_oracle_does(data):
    counts = count_mean_scores(data.scores_b, data.groups_b)
    # The smallest group just below min_count: insufficient, so untested and not significant.
    min_count = int(np.sort(counts.n)[0]) + 1
    got = kind_table(counts, level=0.8, fdr=0.2, min_count=min_count)
    want = table(data.scores_b, data.groups_b, level=0.8, fdr=0.2, min_count=min_count)
    assert_columns_equal(got, want)
    assert want["insufficient"].sum() == 1 and np.isnan(want["p_value"][want["insufficient"]])


def test_a_real_gap_is_found(data):
    # Whatever the data, a clear shift of one group is significant, and its gap is the shift
    # plus what was there before.
    before = kind_table(count_mean_scores(data.scores_a, data.groups_a))
    g = before["group"][0]
    shifted = data.scores_a + 10.0 * (data.groups_a == g)
    after = kind_table(count_mean_scores(shifted, data.groups_a))
    assert after["significant"][0] and after["p_value"][0] < 1e-12
    assert after["gap"][0] == pytest.approx(before["gap"][0] + 10.0, rel=1e-9)


def test_headline_equals_the_oracle(data):
    counts = count_mean_scores(data.scores_a, data.groups_a)
    for options in ({}, {"level": 0.9, "min_count": int(np.sort(counts.n)[0]) + 1}):
        parsed = KIND.resolve(counts, KIND.parse(options.get))
        h = KIND.headline(counts, parsed)
        want = headline(
            data.scores_a,
            data.groups_a,
            level=parsed["level"],
            min_count=parsed["min_count"],
        )
        assert h.values["largest_gap"] == pytest.approx(want["largest_gap"], rel=1e-9)
        assert h.intervals["largest_gap"] == pytest.approx(want["largest_gap_interval"], rel=1e-9)
        assert h.values["overall_mean"] == pytest.approx(want["overall_mean"], rel=1e-12)
        assert h.intervals["overall_mean"] == pytest.approx(want["overall_mean_interval"], rel=1e-9)
        sizes = counts.n
        assert h.excluded == {
            "largest_gap": int(((sizes > 0) & (sizes < parsed["min_count"])).sum())
        }


def test_the_bias_is_the_gap_with_its_own_interval(data):
    """Compare judges |gap| with the folded interval of the gap (not of the mean)."""
    counts = count_mean_scores(data.scores_a, data.groups_a)
    options = KIND.resolve(counts, KIND.parse(lambda name: None))
    rows = KIND.bias.rows(counts, options)
    t = table(data.scores_a, data.groups_a)
    ok = ~t["insufficient"]
    assert rows.keys == list(t["group"])
    np.testing.assert_allclose(rows.bias[ok], np.abs(t["gap"][ok]), rtol=1e-9)
    lo, hi = t["gap_lower"][ok], t["gap_upper"][ok]
    near = np.where((lo <= 0) & (hi >= 0), 0.0, np.minimum(np.abs(lo), np.abs(hi)))
    np.testing.assert_allclose(rows.lower[ok], near, rtol=1e-9, atol=1e-300)
    np.testing.assert_allclose(rows.upper[ok], np.maximum(np.abs(lo), np.abs(hi)), rtol=1e-9)
    assert np.all(np.isnan(rows.bias[~ok]))


def test_undefined_values_are_nan_never_a_number():
    scores = [
        *[3.0, 5.0, 4.0, 6.0],  # "a": varies
        *[0.1, 0.1, 0.1],  # "b": no variance (0.1 is not a binary fraction: sums round)
        7.0,  # "c": one example
    ]
    groups = ["a"] * 4 + ["b"] * 3 + ["c"]
    names = ["a", "b", "c", "empty"]
    counts = count_mean_scores(scores, groups, group_names=names)
    got = kind_table(counts, min_count=0)
    assert_columns_equal(got, table(scores, groups, names=names, min_count=0))
    b, c, empty = 1, 2, 3
    assert math.isnan(got["lower"][b]) and math.isnan(got["upper"][b])  # no spread
    assert math.isfinite(got["gap_lower"][b])  # Welch: the rest varies
    assert got["mean"][c] == 7.0 and math.isfinite(got["gap"][c])
    assert all(math.isnan(got[k][c]) for k in ("lower", "gap_lower", "p_value"))
    assert got["n"][empty] == 0 and all(
        math.isnan(got[k][empty]) for k in ("mean", "lower", "gap", "gap_lower", "p_value")
    )


def test_no_variance_on_either_side_leaves_the_test_undefined():
    # scipy's Welch test calls it an infinite statistic (p = 0): 0/0, undefined here.
    counts = count_mean_scores([1.0, 1.0, 2.0, 2.0], ["a", "a", "b", "b"])
    got = kind_table(counts, min_count=0)
    assert got["gap"].tolist() == [-1.0, 1.0]
    assert np.isnan(got["gap_lower"]).all() and np.isnan(got["p_value"]).all()
    assert not got["significant"].any()
    one = kind_table(count_mean_scores([1.0, 2.0], ["a", "a"]), min_count=0)
    assert np.isnan(one["gap"]).all()  # one group: no rest to compare with


def test_large_offsets_keep_their_variance():
    rng = np.random.default_rng(3)
    scores = 1e4 + rng.normal(0, 1, 2000)
    groups = rng.choice(["x", "y", "z"], 2000)
    got = kind_table(count_mean_scores(scores, groups))
    # Sums of squares near 2e11 for a variance near 1: about 1e-8 of it is rounding.
    assert_columns_equal(got, table(scores, groups), rtol=1e-6)


def test_batches_merge_to_one_shot_in_any_order(data):
    scores, groups = data.scores_a, data.groups_a
    one_shot = count_mean_scores(scores, groups)
    cuts = np.array_split(np.arange(scores.size), 7)
    parts = [count_mean_scores(scores[c], groups[c]) for c in cuts]
    merged = [parts[0], parts[-1]]
    for order in (range(len(parts)), reversed(range(len(parts)))):
        m = None
        for i in order:
            m = parts[i] if m is None else m.merge(parts[i])
        merged.append(m)
    for m in merged[2:]:
        assert m.group_names == one_shot.group_names
        assert m.n.tolist() == one_shot.n.tolist()  # counts: exactly
        # Float sums: equal up to rounding (their last bits depend on the order).
        np.testing.assert_allclose(m.sums, one_shot.sums, rtol=1e-12)
        np.testing.assert_allclose(m.sq_sums, one_shot.sq_sums, rtol=1e-12)
        assert_columns_equal(kind_table(m), kind_table(one_shot), rtol=1e-8)


def test_merge_aligns_groups_in_canonical_order():
    a = count_mean_scores([1.0, 2.0], ["g10", "g2"])
    b = count_mean_scores([3.0], ["g1"])
    assert a.group_names == ("g2", "g10")  # natural order: numbers by value
    assert a.merge(b).group_names == b.merge(a).group_names == ("g1", "g2", "g10")
    declared = count_mean_scores([1.0], ["z"], group_names=["z", "y", "x"])
    assert declared.merge(a.merge(b)).group_names == ("g1", "g2", "g10", "x", "y", "z")
    assert declared.merge(count_mean_scores([5.0], ["x"])).group_names == ("z", "y", "x")
    with pytest.raises(TypeError, match="^other: expected MeanScoreCounts"):
        a.merge(object())


def test_integer_groups_index_group_names():
    by_index = count_mean_scores([1.0, 2.0, 4.0], [1, 0, 1], group_names=["f", "m"])
    by_name = count_mean_scores([1.0, 2.0, 4.0], ["m", "f", "m"], group_names=["f", "m"])
    assert by_index.n.tolist() == by_name.n.tolist() == [1, 2]
    assert by_index.sums.tolist() == by_name.sums.tolist() == [2.0, 5.0]


def test_the_layout_round_trips_exactly():
    counts = dataclasses.replace(
        count_mean_scores([0.1, 0.2, 0.3, 1e150], ["a", "b", "a", "c"]), min_count=7
    )
    back = KIND.decode(KIND.encode(counts), KIND.version)
    assert back.group_names == counts.group_names and back.min_count == 7
    assert back.n.tolist() == counts.n.tolist()
    assert back.sums.tobytes() == counts.sums.tobytes()
    assert back.sq_sums.tobytes() == counts.sq_sums.tobytes()


def _forged(**fields) -> MeanScoreCounts:
    """Counts that skipped their checks, as a corrupt or hostile report holds them."""
    counts = object.__new__(MeanScoreCounts)
    for name, value in {"min_count": None, **fields}.items():
        object.__setattr__(counts, name, value)
    return counts


@pytest.mark.parametrize(
    "field, value, message",
    [
        ("sq_sums", np.array([1.0]), "sq_sums: inconsistent with sums"),  # (1 + 3)^2 > 2 * 1
        ("sums", np.array([np.inf]), "sums: expected finite numbers"),
        ("n", np.array([-1]), "n: expected counts >= 0"),
        ("n", np.array([0]), "sums, sq_sums: expected 0 for a group without examples"),
    ],
)
def test_counts_that_make_no_sense_are_refused(field, value, message):
    good = count_mean_scores([1.0, 3.0], ["a", "a"])
    fields = dict(group_names=("a",), n=good.n, sums=good.sums, sq_sums=good.sq_sums)
    fields[field] = value
    with pytest.raises(ValueError, match="^" + message):
        MeanScoreCounts(**fields)
    # Written into a report anyway, they are refused when it is read, naming the kind.
    with pytest.raises(UnsupportedReport, match="^corrupt mean_score report: " + message):
        KIND.decode(KIND.encode(_forged(**fields)), KIND.version)


@pytest.mark.parametrize(
    "scores, groups, names, error, message",
    [
        ([1.0, float("nan")], ["a", "b"], None, ValueError, "scores: found NaN at index 1"),
        ([1.0, float("inf")], ["a", "b"], None, ValueError, "scores: expected finite"),
        (["1", "2"], ["a", "b"], None, TypeError, "scores: expected real numbers"),
        ([True, False], ["a", "b"], None, TypeError, "scores: expected real numbers"),
        (3.0, ["a"], None, TypeError, "scores: expected an array"),
        ([[1.0], [2.0]], ["a", "b"], None, ValueError, "scores: expected a 1-D array"),
        ([1e200, 1e200], ["a", "b"], None, ValueError, "scores: too large"),
        ([1.0, 2.0], ["a"], None, ValueError, "groups: expected 2 entries"),
        ([1.0, 2.0], ["a", None], None, ValueError, "groups: expected a value for every"),
        ([1.0, 2.0], "ab", None, TypeError, "groups: expected one group per example"),
        ([1.0, 2.0], {"a": [1, 0]}, None, TypeError, "groups: expected one group per"),
        ([1.0, 2.0], [0, 1], None, TypeError, "groups: integer indices need group_names"),
        ([1.0, 2.0], [0, 2], ["a", "b"], ValueError, r"groups: index 2 at position 1"),
        ([1.0, 2.0], [True, False], ["a", "b"], TypeError, "groups: expected group names"),
        ([1.0, 2.0], [0.5, 1.5], None, TypeError, "groups: expected group names"),
        ([1.0, 2.0], ["a", 1], None, TypeError, "groups: expected values of one kind"),
        ([1.0, 2.0], ["a", "c"], ["a", "b"], ValueError, "groups: values not in group_names"),
        ([1.0], ["a"], ["a", "a"], ValueError, "group_names: expected unique names"),
        ([1.0], ["a"], "a", TypeError, "group_names: expected a sequence of names"),
        ([], [], None, ValueError, "groups: expected at least one group"),
    ],
)
def test_bad_inputs_name_the_argument(scores, groups, names, error, message):
    with pytest.raises(error, match="^" + message):
        count_mean_scores(scores, groups, group_names=names)


def test_no_examples_with_declared_groups_is_an_empty_report():
    counts = count_mean_scores([], [], group_names=["a", "b"])
    assert counts.n.tolist() == [0, 0]
    assert np.isnan(kind_table(counts)["mean"]).all()
