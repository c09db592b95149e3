"""SkewSize against the paper's appendix code, tables worked by hand, brute force and fairlearn.

Oracles live here, outside the project: the reference code of Albuquerque et al. (2024,
appendix G.2: pandas crosstab + scipy.stats.chi2_contingency per class + scipy.stats.skew),
the mev rule of docs/metrics.md section 4 written per class with pandas, Python loops over
examples, and fairlearn's MetricFrame.
"""

import ast
import doctest
import warnings
from fractions import Fraction

import numpy as np
import pandas as pd
import pytest
import scipy.stats
from fairlearn.metrics import MetricFrame
from sklearn.metrics import accuracy_score

from tb_fairness.metrics import skew as S
from tb_fairness.metrics.skew import (
    SkewCounts,
    accuracy_by_group,
    contingency_table,
    count_skew,
    effect_sizes,
    prediction_parity,
    skew_size,
    top_mistakes,
)
from tb_fairness.metrics.skew import accuracy as skew_accuracy
from tb_fairness.metrics.skew import counting as skew_counting
from tb_fairness.metrics.skew import effect_size as skew_effect_size

# --- oracles -------------------------------------------------------------------------------


def appendix_code(classes, groups, predictions):
    """The paper's appendix G.2, per class: ({class: V}, SkewSize)."""
    frame = pd.DataFrame({"classes": classes, "subgroups": groups, "predictions": predictions})
    v_by_class = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # 0/0 where dof = 0
        for label in sorted(set(frame["classes"])):
            of_label = frame[frame["classes"] == label]
            df = pd.DataFrame(
                {
                    "predictions": of_label["predictions"].to_numpy(),
                    "subgroups": of_label["subgroups"].to_numpy(),
                }
            )
            crosstab = pd.crosstab(df.subgroups, df.predictions)
            chi2 = scipy.stats.chi2_contingency(crosstab)[0]
            dof = min(crosstab.shape) - 1
            n = crosstab.sum().sum()
            v_by_class[label] = np.sqrt(chi2 / (n * dof))
    v_values = np.asarray(list(v_by_class.values()))
    v_values = v_values[~np.isnan(v_values)]
    return v_by_class, scipy.stats.skew(v_values)


def filtered_v(crosstab: pd.DataFrame, mev: float):
    """docs/metrics.md section 4 for one table, with pandas: drop the columns whose smallest
    expected count is below mev, then the empty rows; V of what is left (nan if < 2 x 2)."""
    n = crosstab.to_numpy().sum()
    expected = np.outer(crosstab.sum(axis=1), crosstab.sum(axis=0)) / n
    table = crosstab.loc[:, expected.min(axis=0) >= mev]
    table = table.loc[table.sum(axis=1) > 0]
    if min(table.shape) < 2:
        return float("nan")
    chi2 = scipy.stats.chi2_contingency(table)[0]
    return float(np.sqrt(chi2 / (table.to_numpy().sum() * (min(table.shape) - 1))))


def make_examples(seed, n_classes=30, n_groups=3, n=3000, n_noise=12):
    """Seeded (classes, groups, predictions) with every kind of table: many sizes, 2 x 2
    ones (Yates), group-dependent mistakes, one group only, one predicted label only."""
    rng = np.random.default_rng(seed)
    class_names = [f"c{i:02d}" for i in range(n_classes)]
    labels = class_names + [f"noise {i}" for i in range(n_noise)]
    y = rng.integers(0, n_classes, n)
    z = rng.integers(0, n_groups, n)
    accuracy = rng.uniform(0.3, 0.95, n_classes)
    right = rng.random(n) < accuracy[y]
    # Mistakes: from a per-class handful of labels, shifted by group for some classes.
    shift = (rng.random(n_classes) < 0.3)[y] * z
    mistake = (y * 7 + rng.integers(0, 1 + y % 5, n) + shift) % len(labels)
    predicted = np.where(right, y, mistake)
    classes = np.asarray(class_names, dtype=object)[y]
    groups = np.asarray([f"g{j}" for j in range(n_groups)], dtype=object)[z]
    predictions = np.asarray(labels, dtype=object)[predicted]
    # Special classes: one group only; one predicted label only; two groups x two labels.
    classes[:40], groups[:40] = "only one group", "g0"
    predictions[:40] = np.where(np.arange(40) % 3 == 0, "x", "only one group")
    classes[40:70], predictions[40:70] = "always right", "always right"
    classes[70:130] = "two by two"
    groups[70:130] = np.where(np.arange(60) % 2 == 0, "g0", "g1")
    predictions[70:130] = np.where(np.arange(60) % 5 < 3, "two by two", "x")
    predictions[70:80:2] = "x"
    return classes.tolist(), groups.tolist(), predictions.tolist()


# --- agreement with the paper's code -------------------------------------------------------


@pytest.mark.parametrize("seed, n_groups", [(0, 2), (1, 3), (2, 5)])
def test_v_and_skew_size_equal_the_appendix_code(seed, n_groups):
    classes, groups, predictions = make_examples(seed, n_groups=n_groups)
    want_v, want_skew = appendix_code(classes, groups, predictions)
    result = skew_size(
        count_skew(np.asarray(classes), np.asarray(groups), np.asarray(predictions)), mev=0
    )
    sizes = result.effect_sizes
    assert set(sizes.class_names) == set(want_v)
    want = np.array([want_v[name] for name in sizes.class_names])
    np.testing.assert_array_equal(np.isnan(sizes.v), np.isnan(want))
    np.testing.assert_allclose(sizes.v, want, rtol=0, atol=1e-12)
    assert abs(result.value - want_skew) <= 1e-12
    assert result.classes == int(np.sum(~np.isnan(want)))
    # The tables of every kind were there.
    position = sizes.class_names.index
    assert sizes.state[position("only one group")] == "one_group"
    assert sizes.state[position("always right")] == "one_prediction"
    assert (sizes.rows[position("two by two")], sizes.columns[position("two by two")]) == (2, 2)
    assert np.all(sizes.rows[~np.isnan(sizes.v)] >= 2)


def test_mev_filter_equals_the_rule_written_per_class_with_pandas():
    classes, groups, predictions = make_examples(3, n_classes=20, n_groups=3, n=6000)
    counts = count_skew(classes, groups, predictions)
    frame = pd.DataFrame({"y": classes, "z": groups, "p": predictions})
    tables = [pd.crosstab(of.z, of.p) for _, of in frame.groupby("y", sort=True)]
    assert len(tables) == len(counts.class_names)
    for mev in (1, 5, 12):
        sizes = effect_sizes(counts, mev=mev)
        want = [filtered_v(table, mev) for table in tables]
        np.testing.assert_allclose(sizes.v, want, rtol=0, atol=1e-12)
        assert np.sum(np.isnan(sizes.v)) > np.sum(np.isnan(effect_sizes(counts, mev=0).v))


# --- the noise filter, by hand -------------------------------------------------------------


def hand_table():
    """Class cat: group a predicts cat 20, dog 6, fox 3, bird 1; group b cat 2, dog 6, fox 1,
    bird 1. n = 40, rows 30 and 10, columns 22, 12, 4, 2. The smallest expected count of a
    column is 10 * col / 40: cat 5.5, dog 3.0, fox 1.0, bird 0.5."""
    cells = {
        ("a", "cat"): 20,
        ("a", "dog"): 6,
        ("a", "fox"): 3,
        ("a", "bird"): 1,
        ("b", "cat"): 2,
        ("b", "dog"): 6,
        ("b", "fox"): 1,
        ("b", "bird"): 1,
    }
    groups, predictions = [], []
    for (group, label), count in cells.items():
        groups += [group] * count
        predictions += [label] * count
    return count_skew(["cat"] * len(groups), groups, predictions)


def test_mev_filter_by_hand():
    counts = hand_table()
    # mev = 5 keeps cat alone (5.5): one column, V undefined.
    e = effect_sizes(counts, mev=5)
    assert e.state[0] == "filtered" and np.isnan(e.v[0])
    assert (e.columns[0], e.dropped_columns[0], e.n[0]) == (1, 3, 40)
    # mev = 3 keeps cat and dog (3.0 is not below 3): [[20, 6], [2, 6]], n = 34, Yates.
    # E = 26*22/34, 26*12/34, 8*22/34, 8*12/34; |O - E| = 54/17 everywhere, 91/34 after the
    # correction; chi2 = (91/34)^2 * 34 * (1/572 + 1/312 + 1/176 + 1/96) = 10829/2112.
    chi2 = Fraction(91, 34) ** 2 * 34 * sum(Fraction(1, d) for d in (572, 312, 176, 96))
    assert chi2 == Fraction(10829, 2112)  # 5.1273674...
    e = effect_sizes(counts, mev=3)
    assert (e.rows[0], e.columns[0], e.dropped_columns[0], e.n_table[0]) == (2, 2, 2, 34)
    assert e.chi2[0] == pytest.approx(5.127367424242424, rel=1e-14)
    assert e.v[0] == pytest.approx(0.3883360970118851, rel=1e-14)  # sqrt(chi2 / 34)
    assert e.band[0] == "medium"
    # mev = 1 keeps fox too: [[20, 6, 3], [2, 6, 1]], n = 38, rows 29 and 9; no correction.
    # chi2 = (122^2/638 + 120^2/348 + 2^2/116 + 122^2/198 + 120^2/108 + 2^2/36) / 38.
    chi2 = (
        sum(
            Fraction(a * a, b)
            for a, b in ((122, 638), (120, 348), (2, 116), (122, 198), (120, 108), (2, 36))
        )
        / 38
    )
    assert chi2 == Fraction(20653, 2871)  # 7.1936607...
    e = effect_sizes(counts, mev=1)
    assert (e.columns[0], e.n_table[0]) == (3, 38)
    assert e.chi2[0] == pytest.approx(7.193660745384883, rel=1e-14)
    assert e.v[0] == pytest.approx(0.4350940837573579, rel=1e-14)
    # mev = 0 keeps everything: scipy on the 2 x 4 table.
    e = effect_sizes(counts, mev=0)
    full = [[20, 6, 3, 1], [2, 6, 1, 1]]
    assert e.v[0] == pytest.approx(np.sqrt(scipy.stats.chi2_contingency(full)[0] / 40), rel=1e-14)
    # The drill-down marks the same columns, most frequent first.
    t = contingency_table(counts, "cat", mev=3)
    assert t.prediction_names == ("cat", "dog", "fox", "bird")
    assert t.kept.tolist() == [True, True, False, False]
    np.testing.assert_allclose(t.expected.min(axis=0), [5.5, 3.0, 1.0, 0.5])


def test_a_group_emptied_by_the_filter_leaves_the_table():
    # Rows a: cat 30, dog 30; b: cat 10, dog 10; c: fox 12, owl 12. n = 104, smallest row 20:
    # cat and dog keep (20 * 40 / 104 = 7.7), fox and owl go (2.3), and with them group c.
    groups = ["a"] * 60 + ["b"] * 20 + ["c"] * 24
    predictions = (
        ["cat"] * 30 + ["dog"] * 30 + ["cat"] * 10 + ["dog"] * 10 + ["fox"] * 12 + ["owl"] * 12
    )
    e = effect_sizes(count_skew(["cat"] * 104, groups, predictions))
    assert (e.rows[0], e.columns[0], e.n_table[0], e.dropped_columns[0]) == (2, 2, 80, 2)
    assert e.v[0] == 0.0 and e.state[0] is None  # rows in proportion: Yates leaves chi2 = 0


# --- the paper's controlled setting --------------------------------------------------------


def planted(strength, n_per_group=1000, n_classes=6, seed=7):
    """Two groups; every class is right 80% of the time and otherwise says one of three
    noise labels, independently of the group, except class 0 in group b, which is called
    "spurious" with probability ``strength`` (the same draws for every strength)."""
    rng = np.random.default_rng(seed)
    n = 2 * n_per_group * n_classes
    y = np.repeat(np.arange(n_classes), 2 * n_per_group)
    z = np.tile(np.repeat([0, 1], n_per_group), n_classes)
    u, noise = rng.random(n), rng.integers(0, 3, n)
    predictions = np.where(
        u < 0.8, np.char.add("class ", y.astype(str)), np.char.add("noise ", noise.astype(str))
    )
    spurious = (y == 0) & (z == 1) & (rng.random(n) < strength)
    predictions = np.where(spurious, "spurious", predictions)
    return np.char.add("class ", y.astype(str)), np.array(["a", "b"])[z], predictions


def test_a_planted_spurious_correlation_shows_in_its_class_only():
    v0, skews = [], []
    for strength in (0.0, 0.05, 0.1, 0.2, 0.4, 0.8):
        result = skew_size(count_skew(*planted(strength)))
        sizes = result.effect_sizes
        assert sizes.class_names[0] == "class 0"
        assert np.all(sizes.v[1:] < 0.1), sizes.v
        assert list(sizes.band[1:]) == ["negligible"] * 5
        v0.append(sizes.v[0])
        skews.append(result.value)
    assert v0[0] < 0.1
    assert np.all(np.diff(v0) > 0), v0
    assert effect_sizes(count_skew(*planted(0.8))).band[0] == "large"
    # One class far above the rest: a long right tail, the paper's "infrequent higher values".
    assert skews[-1] > 1.5


# --- accuracy, worst group, parity -------------------------------------------------------


def test_accuracy_matches_fairlearn_metric_frame():
    classes, groups, predictions = make_examples(4, n_classes=12, n_groups=4)
    a = accuracy_by_group(count_skew(classes, groups, predictions))
    y, z, p = (np.asarray(v, dtype=object) for v in (classes, groups, predictions))
    for k, name in enumerate(a.class_names):
        sel = y == name
        frame = MetricFrame(
            metrics=accuracy_score, y_true=y[sel], y_pred=p[sel], sensitive_features=z[sel]
        )
        assert a.accuracy[k] == pytest.approx(frame.overall, abs=1e-15)
        by_group = frame.by_group
        for j, group in enumerate(a.group_names):
            if group in by_group.index:
                assert a.group_accuracy[k, j] == pytest.approx(by_group[group], abs=1e-15)
            else:
                assert np.isnan(a.group_accuracy[k, j]) and a.group_n[k, j] == 0
        assert a.worst_group_accuracy[k] == pytest.approx(frame.group_min(), abs=1e-15)
        assert a.worst_group[k] == by_group.idxmin()
        assert a.gap[k] == pytest.approx(frame.overall - frame.group_min(), abs=1e-15)
    frame = MetricFrame(metrics=accuracy_score, y_true=y, y_pred=p, sensitive_features=z)
    assert a.overall_accuracy == pytest.approx(frame.overall, abs=1e-15)
    np.testing.assert_allclose(
        a.pooled_group_accuracy, frame.by_group[list(a.group_names)], atol=1e-15
    )
    assert a.pooled_worst_group == frame.by_group.idxmin()
    assert a.pooled_gap == pytest.approx(frame.overall - frame.group_min(), abs=1e-15)
    assert a.mean_accuracy == pytest.approx(
        np.mean([np.mean(p[y == name] == name) for name in a.class_names]), abs=1e-15
    )


def test_the_worst_group_leaves_out_small_groups_and_counts_them():
    """min_count: the worst group is picked among the groups with enough examples of the
    class (fairlearn's MetricFrame over those groups alone), the others are counted, and
    the gap may go negative when one left out does worse (the class's accuracy counts it)."""
    classes, groups, predictions = make_examples(7, n_classes=10, n_groups=5)
    counts = count_skew(classes, groups, predictions)
    y, z, p = (np.asarray(v, dtype=object) for v in (classes, groups, predictions))
    min_count = int(
        np.median(
            counts_per_cell := [
                np.sum((y == c) & (z == g)) for c in set(classes) for g in set(groups)
            ]
        )
    )
    assert min_count > 1 and min(counts_per_cell) < min_count
    a = accuracy_by_group(counts, min_count=min_count)
    for k, name in enumerate(a.class_names):
        sel = y == name
        sizes = {g: int(np.sum(sel & (z == g))) for g in a.group_names}
        kept = [g for g, n in sizes.items() if n >= min_count]
        assert a.worst_group_excluded[k] == sum(0 < n < min_count for n in sizes.values())
        overall = accuracy_score(y[sel], p[sel])
        assert a.accuracy[k] == pytest.approx(overall, abs=1e-15)
        if not kept:
            assert a.worst_group[k] is None and np.isnan(a.worst_group_accuracy[k])
            continue
        in_kept = sel & np.isin(z, kept)
        frame = MetricFrame(
            metrics=accuracy_score,
            y_true=y[in_kept],
            y_pred=p[in_kept],
            sensitive_features=z[in_kept],
        )
        assert a.worst_group[k] == frame.by_group.idxmin()
        assert a.worst_group_accuracy[k] == pytest.approx(frame.group_min(), abs=1e-15)
        assert a.gap[k] == pytest.approx(overall - frame.group_min(), abs=1e-15)
    # Some class has groups kept and groups left out; with every group kept, none is.
    assert any(e and w is not None for e, w in zip(a.worst_group_excluded, a.worst_group))
    assert not accuracy_by_group(counts).worst_group_excluded.any()


def brute_force_parity(classes, groups, predictions):
    """max_k [max_z P(yhat=k|z) - min_z P(yhat=k|z)] and
    max_k max_t [max_z P(yhat=k|z, [y=k]=t) - min_z (same)], looping over examples."""
    names, zs = sorted(set(classes)), sorted(set(groups))
    dp, eo = 0.0, 0.0
    for k in names:
        rates = []
        for z in zs:
            in_z = [p for g, p in zip(groups, predictions) if g == z]
            rates.append(sum(p == k for p in in_z) / len(in_z))
        dp = max(dp, max(rates) - min(rates))
        for t in (0, 1):
            rates = []
            for z in zs:
                cell = [
                    p
                    for y, g, p in zip(classes, groups, predictions)
                    if g == z and (y == k) == bool(t)
                ]
                if cell:
                    rates.append(sum(p == k for p in cell) / len(cell))
            if rates:
                eo = max(eo, max(rates) - min(rates))
    return dp, eo


def test_demographic_parity_and_equalized_odds_against_loops():
    rng = np.random.default_rng(5)
    n = 1500
    classes = rng.choice(["cat", "dog", "fox", "owl"], n).tolist()
    groups = rng.choice(["a", "b", "c"], n, p=[0.5, 0.3, 0.2]).tolist()
    predictions = [
        y
        if rng.random() < (0.9 if g == "a" else 0.6)
        else ["cat", "dog", "fox", "owl"][rng.integers(0, 4)]
        for y, g in zip(classes, groups)
    ]
    r = prediction_parity(count_skew(classes, groups, predictions))
    dp, eo = brute_force_parity(classes, groups, predictions)
    assert r.state is None and r.outside_labels == ()
    assert r.demographic_parity == pytest.approx(dp, abs=1e-15)
    assert r.equalized_odds == pytest.approx(eo, abs=1e-15)
    assert (
        r.label_demographic_parity[r.class_names.index(r.demographic_parity_label)]
        == r.demographic_parity
    )
    assert (
        r.label_equalized_odds[r.class_names.index(r.equalized_odds_label), r.equalized_odds_truth]
        == r.equalized_odds
    )


def test_parity_needs_a_closed_label_set():
    r = prediction_parity(count_skew(["cat", "cat"], ["a", "b"], ["cat", "a cat"]))
    assert r.state == "open_vocabulary" and r.outside_labels == ("a cat",)
    assert r.demographic_parity is None and r.equalized_odds is None
    assert "not class names" in S.OPEN_VOCABULARY


# --- undefined values and awkward input ------------------------------------------------------


def test_undefined_classes_have_reasons_not_crashes():
    counts = count_skew(
        ["seen once", "one group", "one group", "same", "same", "fine", "fine", "fine", "fine"],
        ["a", "a", "a", "a", "b", "a", "a", "b", "b"],
        ["x", "one group", "y", "same", "same", "fine", "x", "fine", "y"],
        class_names=["empty", "fine", "one group", "same", "seen once"],
    )
    s = skew_size(counts, mev=0)
    e = s.effect_sizes
    assert e.state.tolist() == ["no_examples", None, "one_group", "one_prediction", "one_group"]
    assert np.isnan(e.v[[0, 2, 3, 4]]).all() and np.isnan(e.chi2[[0, 2, 3, 4]]).all()
    assert e.band.tolist() == [None, e.band[1], None, None, None]
    assert set(S.UNDEFINED_REASONS) >= set(e.state[e.state != None])  # noqa: E711
    assert (s.classes, s.state) == (1, "too_few_classes") and np.isnan(s.value)
    a = accuracy_by_group(counts)
    assert np.isnan(a.accuracy[0]) and a.worst_group[0] is None and a.n[0] == 0
    assert a.accuracy[3] == 1.0 and a.gap[3] == 0.0
    t = contingency_table(counts, "empty")
    assert t.counts.shape == (0, 0)


def test_every_v_equal_gives_an_undefined_skew_size():
    # Three classes, each with rows in proportion: V = 0 three times.
    counts = count_skew(
        ["p"] * 4 + ["q"] * 4 + ["r"] * 4,
        ["a", "a", "b", "b"] * 3,
        ["p", "x", "p", "x", "q", "y", "q", "y", "r", "z", "r", "z"],
    )
    s = skew_size(counts, mev=0)
    assert s.effect_sizes.v.tolist() == [0.0, 0.0, 0.0]
    assert s.state == "constant" and np.isnan(s.value)


def test_two_classes_have_no_skew_size():
    # The skewness of two values is 0 whatever they are (scipy agrees): undefined, with why.
    cells = {("p", "a"): (20, 5), ("p", "b"): (6, 19), ("q", "a"): (12, 13), ("q", "b"): (15, 10)}
    classes, groups, predictions = [], [], []
    for (c, g), (right, wrong) in cells.items():
        classes += [c] * (right + wrong)
        groups += [g] * (right + wrong)
        predictions += [c] * right + ["other"] * wrong
    counts = count_skew(classes, groups, predictions)
    s = skew_size(counts, mev=0)
    v = s.effect_sizes.v
    assert np.isfinite(v).all() and v[0] != v[1]
    assert scipy.stats.skew(v) == pytest.approx(0.0, abs=1e-12)
    assert s.state == "too_few_classes" and np.isnan(s.value) and s.classes == 2


def test_empty_strings_are_labels_like_any_other():
    counts = count_skew(
        ["cat"] * 6, ["a", "a", "a", "b", "b", "b"], ["", "", "cat", "cat", "cat", ""]
    )
    assert counts.prediction_names == ("", "cat")
    t = contingency_table(counts, "cat", mev=0)
    assert t.prediction_names == ("", "cat") and t.counts.tolist() == [[2, 1], [1, 2]]
    m = top_mistakes(counts, "cat")
    assert m.label.tolist() == ["", ""] and m.count.tolist() == [2, 1]
    assert prediction_parity(counts).outside_labels == ("",)
    same = count_skew(
        np.array(["cat"] * 6),
        np.array(["a", "a", "a", "b", "b", "b"]),
        np.array(["", "", "cat", "cat", "cat", ""]),
    )
    assert same == counts


def test_top_mistakes_and_tables_against_loops():
    classes, groups, predictions = make_examples(6, n_groups=3)
    counts = count_skew(classes, groups, predictions)
    for name in ("c03", "c11", "two by two"):
        t = contingency_table(counts, name)
        for i, g in enumerate(t.group_names):
            for j, p in enumerate(t.prediction_names):
                assert t.counts[i, j] == sum(
                    1 for y, z, q in zip(classes, groups, predictions) if (y, z, q) == (name, g, p)
                )
        m = top_mistakes(counts, name, k=2)
        for g in t.group_names:
            wrong = [
                q
                for y, z, q in zip(classes, groups, predictions)
                if y == name and z == g and q != name
            ]
            tally = pd.Series(wrong, dtype=object).value_counts()
            got = m.count[m.group == g]
            assert got.tolist() == tally.to_numpy()[:2].tolist()
            n_g = sum(1 for y, z in zip(classes, groups) if y == name and z == g)
            np.testing.assert_allclose(m.share[m.group == g], got / n_g)


@pytest.mark.parametrize(
    "kwargs, error, match",
    [
        (dict(classes=["a", "b"], groups=["x"], predictions=["a", "b"]), ValueError, "groups"),
        (dict(classes=["a", "b"], groups=["x", "y"], predictions=["a"]), ValueError, "predictions"),
        (dict(classes=[], groups=[], predictions=[]), ValueError, "classes: expected at least one"),
        (
            dict(classes=["a", None], groups=["x", "y"], predictions=["a", "b"]),
            TypeError,
            "classes.*missing",
        ),
        (
            dict(classes=["a", "b"], groups=["x", "y"], predictions=["a", float("nan")]),
            TypeError,
            "predictions.*float nan.*missing",
        ),
        (
            dict(classes=["a", "b"], groups=np.array([0.0, 1.0]), predictions=["a", "b"]),
            TypeError,
            "groups: .*float64",
        ),
        (
            dict(classes=["a", "b"], groups=["x", 1], predictions=["a", "b"]),
            TypeError,
            "groups: expected all strings or all integers, found int 1 at index 1",
        ),
        (dict(classes="ab", groups=["x", "y"], predictions=["a", "b"]), TypeError, "classes"),
        (dict(classes=None, groups=["x", "y"], predictions=["a", "b"]), TypeError, "classes"),
        (
            dict(classes=["a", "b"], groups=np.array([b"x", b"y"]), predictions=["a", "b"]),
            TypeError,
            "groups: expected str, got bytes",
        ),
        (
            dict(classes=np.zeros((2, 2), int), groups=[0, 1], predictions=[0, 1]),
            ValueError,
            "classes: expected a 1-D",
        ),
        (
            dict(classes=[0, 1], groups=["x", "y"], predictions=["a", "b"]),
            TypeError,
            "predictions: strings while classes are integers; pass class_names",
        ),
        (
            dict(classes=[0, 2], groups=["x", "y"], predictions=[0, 1], class_names=["a", "b"]),
            ValueError,
            "classes: id 2 is not an index into class_names",
        ),
        (
            dict(
                classes=["a", "c"],
                groups=["x", "y"],
                predictions=["a", "b"],
                class_names=["a", "b"],
            ),
            ValueError,
            r"classes: \['c'\] not in class_names",
        ),
        (
            dict(
                classes=["a", "b"],
                groups=["x", "y"],
                predictions=["a", "b"],
                group_names=["x", "x"],
            ),
            ValueError,
            "group_names: expected unique names",
        ),
    ],
)
def test_bad_input_names_the_argument(kwargs, error, match):
    with pytest.raises(error, match=match):
        count_skew(**kwargs)


def test_bad_options_and_counts_name_the_argument():
    counts = hand_table()
    with pytest.raises(ValueError, match="mev"):
        effect_sizes(counts, mev=-1)
    with pytest.raises(ValueError, match="mev"):
        skew_size(counts, mev=float("nan"))
    with pytest.raises(ValueError, match="class_name: 'dog'"):
        contingency_table(counts, "dog")
    with pytest.raises(ValueError, match="k: expected an integer"):
        top_mistakes(counts, "cat", k=0)
    with pytest.raises(TypeError, match="counts: expected SkewCounts"):
        effect_sizes({"cat": 1})
    names = (("c",), ("a", "b"), ("c", "d"))
    with pytest.raises(ValueError, match="expected triples sorted"):
        SkewCounts(*names, [0, 0], [1, 0], [0, 0], [1, 1])
    with pytest.raises(ValueError, match="expected triples sorted"):
        SkewCounts(*names, [0, 0], [0, 0], [1, 1], [1, 1])  # a duplicate
    with pytest.raises(ValueError, match="count: expected counts > 0"):
        SkewCounts(*names, [0], [0], [0], [0])
    with pytest.raises(ValueError, match="group_index: expected indices in"):
        SkewCounts(*names, [0], [2], [0], [1])
    with pytest.raises(ValueError, match="equal lengths"):
        SkewCounts(*names, [0], [0], [0, 1], [1])
    with pytest.raises(TypeError, match="prediction_names: expected strings"):
        SkewCounts(("c",), ("a",), ("c", 3), [0], [0], [0], [1])
    with pytest.raises(TypeError, match="count: expected integers"):
        SkewCounts(*names, [0], [0], [0], ["1"])
    with pytest.raises(TypeError, match="other: expected SkewCounts"):
        counts.merge(3)
    with pytest.raises(ValueError, match="prediction_names: expected every current name"):
        counts.reindex(prediction_names=["cat"])


# --- input forms, merging, exactness ---------------------------------------------------------


def test_every_input_form_counts_the_same():
    classes, groups, predictions = make_examples(8, n_groups=3, n=2000)
    want = count_skew(classes, groups, predictions)  # lists: coded with a dict
    forms = [
        [np.asarray(v) for v in (classes, groups, predictions)],  # unicode: hashed
        [np.asarray(v, dtype=object) for v in (classes, groups, predictions)],
        [pd.Series(v, dtype="string") for v in (classes, groups, predictions)],
        [np.asarray(v, dtype=np.dtypes.StringDType()) for v in (classes, groups, predictions)],
        [tuple(v) for v in (classes, groups, predictions)],
        [np.asarray(classes), groups, np.asarray(predictions, dtype=object)],
    ]
    for form in forms:
        assert count_skew(*form) == want
    order = np.random.default_rng(0).permutation(len(classes))
    assert count_skew(*(np.asarray(v)[order] for v in (classes, groups, predictions))) == want
    # Brute force on the triples.
    tally = pd.Series(list(zip(classes, groups, predictions))).value_counts()
    got = {
        (want.class_names[c], want.group_names[g], want.prediction_names[p]): n
        for c, g, p, n in zip(want.class_index, want.group_index, want.prediction_index, want.count)
    }
    assert got == tally.to_dict()


def test_integer_ids_and_class_names():
    ids = count_skew([0, 1, 2, 10, 10], np.array([1, 0, 1, 1, 0]), [0, 1, 1, 10, 3])
    assert ids.class_names == ("0", "1", "2", "10")  # numerically sorted
    assert ids.group_names == ("0", "1") and ids.prediction_names == ("0", "1", "3", "10")
    assert accuracy_by_group(ids).correct.tolist() == [1, 1, 0, 1]
    named = count_skew(
        np.array([0, 1, 1], dtype=np.uint8),
        [True, False, True],
        [1, 1, 0],
        class_names=["cat", "dog", "fox"],
        group_names=["no", "yes"],
    )
    assert named.class_names == ("cat", "dog", "fox") and named.group_names == ("no", "yes")
    assert named.prediction_names == ("cat", "dog")
    assert accuracy_by_group(named).correct.tolist() == [0, 1, 0]
    strings = count_skew(
        ["cat", "dog", "dog"], ["yes", "no", "yes"], [1, 1, 0], class_names=["cat", "dog", "fox"]
    )
    assert strings == named.reindex(group_names=("no", "yes"))
    flags = count_skew(["a", "b"], [False, True], ["a", "a"])
    assert flags.group_names == ("False", "True")
    # Ranges too wide for one exact int64 key: hashed, then checked, like strings.
    wide = count_skew([-(2**62), 2**62, 2**62], [0, 5, 5], [2**62, 2**62, 2**62])
    assert wide.class_names == (str(-(2**62)), str(2**62)) and wide.count.tolist() == [1, 2]


def test_merge_equals_one_shot_counting():
    classes, groups, predictions = make_examples(9, n_groups=3, n=3000)
    whole = count_skew(classes, groups, predictions)
    cuts = [0, 700, 701, 2200, 3000]
    parts = [
        count_skew(np.asarray(classes[a:b]), groups[a:b], np.asarray(predictions[a:b]))
        for a, b in zip(cuts, cuts[1:])
    ]
    merged = parts[0]
    for part in parts[1:]:
        merged = merged.merge(part)
    assert merged.n == whole.n == 3000
    aligned = merged.reindex(whole.class_names, whole.group_names, whole.prediction_names)
    assert aligned == whole
    reverse = parts[3].merge(parts[2]).merge(parts[1]).merge(parts[0])
    assert reverse.reindex(whole.class_names, whole.group_names, whole.prediction_names) == whole
    # Derived values do not depend on vocabulary order.
    s1, s2 = skew_size(merged), skew_size(whole)
    assert s1.value == pytest.approx(s2.value, abs=1e-12)
    # Vocabularies in canonical order: merges in any order are the one-shot counts.
    assert merged == whole and reverse == whole
    start = SkewCounts.empty(["c00"], ["g0"])
    assert start.merge(whole) == whole == whole.merge(start)


def test_from_triples_sorts_and_adds_up():
    c = SkewCounts.from_triples(
        ["x", "y"],
        ["a", "b"],
        ["x", "y"],
        [1, 0, 1, 0, 1],
        [0, 1, 0, 1, 1],
        [1, 0, 1, 0, 0],
        [2, 1, 3, 0, 4],
    )
    # (0, 1, 0) once with 1 and once with 0; (1, 0, 1) twice, 2 + 3; (1, 1, 0) with 4.
    assert c.class_index.tolist() == [0, 1, 1] and c.group_index.tolist() == [1, 0, 1]
    assert c.prediction_index.tolist() == [0, 1, 0] and c.count.tolist() == [1, 5, 4]
    assert not c.count.flags.writeable


def test_hash_collisions_fall_back_to_exact_counting(monkeypatch):
    classes, groups, predictions = make_examples(10, n_groups=3, n=1500)
    want = count_skew(classes, groups, predictions)
    arrays = [np.asarray(v) for v in (classes, groups, predictions)]
    # Every string collides with every other: both sorts find it, the dict coding counts.
    monkeypatch.setattr(
        skew_counting, "_hash_strings", lambda arr: np.zeros(arr.shape[0], np.uint64)
    )
    assert count_skew(*arrays) == want
    monkeypatch.undo()
    # Hash prefixes collide: the packed sort finds it, the full-hash sort counts.
    calls = []
    real = skew_counting._count

    def prefix_collision(columns, packed):
        calls.append(packed)
        if packed:
            raise skew_counting._Collision("classes")
        return real(columns, packed)

    monkeypatch.setattr(skew_counting, "_count", prefix_collision)
    assert count_skew(*arrays) == want
    assert calls == [True, False]


def test_packed_and_full_hash_sorts_agree_on_hashed_strings():
    classes, groups, predictions = make_examples(11, n_groups=4, n=4000)
    columns = [
        skew_counting._encode(np.asarray(v), name)
        for v, name in ((classes, "classes"), (groups, "groups"), (predictions, "predictions"))
    ]
    assert not any(col.exact for col in columns)
    (_, ca), (_, cb) = (
        skew_counting._count(columns, packed=True),
        skew_counting._count(columns, packed=False),
    )
    assert sorted(ca.tolist()) == sorted(cb.tolist()) and ca.sum() == 4000


# --- conventions -------------------------------------------------------------------------------


def test_doctests():
    # The package's examples live in its modules.
    attempted = 0
    for module in (skew_counting, skew_effect_size, skew_accuracy):
        result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
        assert result.failed == 0, module.__name__
        attempted += result.attempted
    assert attempted >= 20


def test_module_imports_only_numpy_scipy_and_the_standard_library():
    roots = set()
    for module in (S, skew_counting, skew_effect_size, skew_accuracy):
        tree = ast.parse(open(module.__file__).read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                roots |= {alias.name.split(".")[0] for alias in node.names}
            elif isinstance(node, ast.ImportFrom):
                roots.add(node.module.split(".")[0])
    assert roots <= {
        "__future__",
        "collections",
        "dataclasses",
        "numbers",
        "typing",
        "warnings",
        "numpy",
        "scipy",
        "tb_fairness",
    }, roots


def _skew_batch(rng, n):
    """String classes, groups and predictions drawn from vocabularies a batch sees part of."""
    classes = [f"class {i}" for i in rng.choice(60, size=rng.integers(1, 60), replace=False)]
    groups = [f"g{i}" for i in rng.choice(12, size=rng.integers(1, 12), replace=False)]
    y = rng.choice(classes, n).tolist()
    right = rng.random(n) < 0.6
    p = [c if r else f"label {rng.integers(400)}" for c, r in zip(y, right)]
    return y, rng.choice(groups, n).tolist(), p


def test_merge_skew_counts_equals_merging_one_by_one():
    from tb_fairness.metrics.skew.counting import merge_skew_counts

    rng = np.random.default_rng(17)
    parts = [S.count_skew(*_skew_batch(rng, int(rng.integers(1, 80)))) for _ in range(40)]
    parts.append(S.count_skew([0, 1], ["a", "b"], [1, 1], class_names=["class 0", "z"]))
    one_by_one = parts[0]
    for part in parts[1:]:
        one_by_one = one_by_one.merge(part)
    assert merge_skew_counts(parts) == one_by_one
    assert merge_skew_counts(parts[:1]) is parts[0]
    with pytest.raises(ValueError, match="^parts: expected at least one"):
        merge_skew_counts([])


def test_accumulator_merging_batches_in_steps_equals_one_shot():
    """Enough batches that the accumulator merges its pending batches several times."""
    from tb_fairness.summary import accumulators

    rng = np.random.default_rng(5)
    batches = [_skew_batch(rng, 200) for _ in range(400)]
    acc = accumulators.SkewSizeAccumulator()
    for b in batches:
        acc.update(*b)
    assert acc._merged is not None and acc._pending  # merged some, some still pending
    whole = S.count_skew(*_joined(batches))
    assert acc.counts == whole and not acc._pending
    other = accumulators.SkewSizeAccumulator()
    for b in batches[:7]:
        other.update(*b)
    acc.merge(other)
    assert acc.counts == whole.merge(S.count_skew(*_joined(batches[:7])))


def _joined(batches):
    return [sum((list(b[k]) for b in batches), []) for k in range(3)]


def test_a_group_too_small_for_the_noise_filter_leaves_the_table_not_the_class():
    # COMPAS-like: two large groups and one of 3 people. The filter keeps a predicted label
    # when the smallest group's expected count reaches mev, so the group of 3 would drop every
    # label and leave the class without V; it leaves the table instead, and is counted.
    from scipy.stats import chi2_contingency

    big = [[60, 40], [45, 75]]
    classes = ["yes"] * (sum(map(sum, big)) + 3)
    groups, predictions = [], []
    for name, (right, wrong) in zip(["a", "b"], big):
        groups += [name] * (right + wrong)
        predictions += ["yes"] * right + ["no"] * wrong
    groups += ["tiny"] * 3
    predictions += ["yes", "no", "no"]
    counts = count_skew(classes, groups, predictions)
    sizes = effect_sizes(counts, mev=5)
    assert sizes.state[0] is None and sizes.dropped_groups.tolist() == [1]
    assert sizes.n.tolist() == [len(classes)] and sizes.n_table.tolist() == [220]
    # The oracle: scipy's chi-square of the two large groups' table (Yates for 2 x 2, as the
    # paper's reference code), V = sqrt(chi2 / n).
    chi2 = chi2_contingency(np.asarray(big))[0]
    assert sizes.v[0] == pytest.approx(np.sqrt(chi2 / 220), rel=1e-12)
    # The class's own table marks the group out and keeps both labels, as V does.
    t = contingency_table(counts, "yes", mev=5)
    assert dict(zip(t.group_names, t.kept_groups.tolist())) == {"a": True, "b": True, "tiny": False}
    assert t.kept.all()
    # Without the filter (the reference code) every group counts.
    assert effect_sizes(counts, mev=0).dropped_groups.tolist() == [0]
