"""The minimum detectable effect and the examples needed (issue 29, item 3) against
statsmodels' ``NormalIndPower`` on Cohen's h: the effect size our test detects has exactly
the power asked (statsmodels' own ``power``), and equals ``solve_power``'s to its solver's
tolerance; converted back to rates around the base rate; the examples needed reach the
power for the gap asked. The issue's own figures: 50 per group cannot see under about
25 pp; 1,000 per group see 5-6 pp."""

from __future__ import annotations

import numpy as np
import pytest

from tb_fairness.metrics import power as pw

statsmodels_power = pytest.importorskip("statsmodels.stats.power")


@pytest.mark.parametrize(
    "n1,n2,level,power",
    [(50, 50, 0.95, 0.8), (1000, 3000, 0.95, 0.8), (60, 60000, 0.99, 0.9), (20, 5, 0.9, 0.5)],
)
def test_the_detectable_effect_size_has_the_power_asked(n1, n2, level, power):
    solver = statsmodels_power.NormalIndPower()
    h = float(pw.detectable_h(n1, n2, level=level, power=power))
    got = solver.power(effect_size=h, nobs1=n1, alpha=1 - level, ratio=n2 / n1)
    assert got == pytest.approx(power, abs=1e-12)
    theirs = solver.solve_power(
        effect_size=None, nobs1=n1, alpha=1 - level, power=power, ratio=n2 / n1
    )
    assert h == pytest.approx(theirs, rel=1e-5)  # their root finder's tolerance


def test_the_minimum_detectable_effect_is_the_smaller_way_from_the_base_rate():
    h = float(pw.detectable_h(300, 900))
    for p0 in (0.002, 0.02, 0.3, 0.5, 0.9, 0.995):
        mde = float(pw.min_detectable_effect(300, 900, p0))
        angle = np.arcsin(np.sqrt(p0))
        up = np.sin(angle + h / 2) ** 2 - p0 if angle + h / 2 <= np.pi / 2 else np.inf
        down = p0 - np.sin(angle - h / 2) ** 2 if angle - h / 2 >= 0 else np.inf
        # Either way it reaches exactly h: Cohen's h of p0 +/- mde.
        assert mde == pytest.approx(min(up, down), rel=1e-12)
        moved = p0 + mde if mde == up else p0 - mde
        assert abs(pw.h_of(moved, p0)) == pytest.approx(h, rel=1e-9)
    # The figures: 50 a group cannot see 25 pp; 1,000 a group see 5-6 pp.
    assert 0.25 < float(pw.min_detectable_effect(50, 50, 0.5)) < 0.28
    assert 0.05 < float(pw.min_detectable_effect(1000, 1000, 0.5)) < 0.065
    assert np.isnan(pw.min_detectable_effect(0, 10, 0.5))
    assert np.isnan(pw.min_detectable_effect(10, 10, np.nan))
    assert pw.min_detectable_effect(1, 1, 0.5) == np.inf  # nothing in [0, 1] is detectable


def test_the_examples_needed_detect_the_gap_with_the_power_asked():
    solver = statsmodels_power.NormalIndPower()
    for n1, n2, p0, gap in ((50, 150, 0.5, 0.05), (400, 400, 0.1, 0.03), (30, 3000, 0.8, 0.1)):
        m1, m2 = pw.needed_examples(n1, n2, p0, gap)
        assert m2 == pytest.approx(m1 * n2 / n1, abs=n2 / n1 + 1)  # the ratio kept
        h = min(abs(pw.h_of(p0 + gap, p0)), abs(pw.h_of(p0 - gap, p0)))
        exact = solver.solve_power(effect_size=h, nobs1=None, alpha=0.05, power=0.8, ratio=n2 / n1)
        assert m1 == np.ceil(exact) or m1 == np.ceil(exact) + 1  # the solver's tolerance
        assert solver.power(effect_size=h, nobs1=m1, alpha=0.05, ratio=m2 / m1) >= 0.8 - 1e-9


# ---------------------------------------------------------------------------
# In the kinds' tables: every test of a group against the rest or the baseline


def _mde_oracle(n1, n2, p0, level=0.95, power=0.8):
    """statsmodels' effect size turned back into the smaller difference from p0."""
    h = statsmodels_power.NormalIndPower().solve_power(
        effect_size=None, nobs1=n1, alpha=1 - level, power=power, ratio=n2 / n1
    )
    angle = np.arcsin(np.sqrt(p0))
    up = np.sin(angle + h / 2) ** 2 - p0 if angle + h / 2 <= np.pi / 2 else np.inf
    down = p0 - np.sin(angle - h / 2) ** 2 if angle - h / 2 >= 0 else np.inf
    return min(up, down)


@pytest.fixture(scope="module")
def reports(tmp_path_factory):
    import tb_fairness

    rng = np.random.default_rng(3)
    n = 3000
    sex = rng.choice(["f", "m", "x"], n, p=[0.5, 0.47, 0.03])
    classes = rng.choice(["a", "b"], n)
    predictions = np.where(rng.random(n) < 0.8, classes, np.where(classes == "a", "b", "a"))
    scores = rng.beta(2, 2, n)
    labels = (rng.random(n) < scores).astype(int)
    root = tmp_path_factory.mktemp("power")
    with tb_fairness.FileWriter(str(root / "run")) as w:
        w.group_metrics("g", 0, classes, predictions, {"sex": sex}, min_count=20)
        w.binary_classification("b", 0, scores, labels, {"sex": sex}, min_count=20)
    logdir = tb_fairness.Logdir(str(root))
    return logdir.report("run", "g"), logdir.report("run", "b")


def _check_vs_rest(t, key, min_gap=0.05):
    checked = 0
    for _, rows in t.groupby(key):
        n = rows["n"].to_numpy(dtype=float)
        hits = (rows["value"].fillna(0) * rows["n"]).to_numpy()
        for i, (_, row) in enumerate(rows.iterrows()):
            if np.isnan(row["p_value"]):
                assert np.isnan(row["mde"])
                continue
            rest_n = n.sum() - n[i]
            p0 = (hits.sum() - hits[i]) / rest_n
            assert row["mde"] == pytest.approx(_mde_oracle(n[i], rest_n, p0), rel=1e-5)
            assert row["more_examples"] >= 0
            checked += 1
    under = t["significant"].eq(False) & (t["mde"] > min_gap)
    return checked, under


def test_the_group_kinds_cells_say_each_tests_power(reports):
    group, _ = reports
    t = group.table_data(table="cells", min_gap=0.05)
    frame = group.table(table="cells", min_gap=0.05)
    checked, under = _check_vs_rest(frame, "class")
    assert checked >= 4
    states = np.asarray(t.states["significant"], dtype=object)
    assert (states == "underpowered").tolist() == under.tolist()
    assert under.any()  # the small group: too few to see 5 pp


def test_the_binary_kinds_tests_say_their_power(reports):
    _, binary = reports
    frame = binary.table(table="metrics")
    frame = frame[frame["metric"] != "ece"]
    checked, _ = _check_vs_rest(frame, "metric")
    assert checked >= 20
    base = binary.table(table="baseline")
    # Each group's difference to the baseline (the largest group): around its rate.
    (baseline,) = set(base.loc[base["difference"].isna() & base["value"].notna(), "group"])
    checked = 0
    for _, row in base.iterrows():
        if np.isnan(row["mde"]):
            continue
        mine = base[(base["metric"] == row["metric"]) & (base["group"] == baseline)]
        n_b = float(mine["n"].iloc[0])
        oracle = _mde_oracle(row["n"], n_b, row["baseline_value"])
        assert row["mde"] == pytest.approx(oracle, rel=1e-5)
        checked += 1
    assert checked >= 10


def test_bad_power_options_are_named(reports):
    group, binary = reports
    for report in (group, binary):
        with pytest.raises(ValueError, match="^power: "):
            report.table(power=1.5)
        with pytest.raises(ValueError, match="^min_gap: "):
            report.table(min_gap=-0.1)


# --------------------------------------------------------------------------------------
# Tests of means (Wald): detection's mAR against the rest of its groups


@pytest.mark.parametrize(
    "se1,se2,level,power", [(0.02, 0.01, 0.95, 0.8), (0.1, 0.3, 0.99, 0.9), (0.004, 0.0, 0.9, 0.5)]
)
def test_a_wald_tests_detectable_effect_has_the_power_asked(se1, se2, level, power):
    """statsmodels' NormalIndPower with nobs1 = 2 and ratio 1 is a z-test of standard error
    1 in effect-size units: the mde over the test's standard error has the power asked."""
    solver = statsmodels_power.NormalIndPower()
    out = pw.wald(se1, se2, 100, False, level=level, power=power, min_gap=0.05)
    se = np.hypot(se1, se2)
    got = solver.power(effect_size=float(out.mde) / se, nobs1=2, alpha=1 - level, ratio=1)
    assert got == pytest.approx(power, abs=1e-12)
    # Both sides grown by (100 + more) / 100 see min_gap; one example fewer does not.
    for extra, sees in ((out.more, True), (out.more - 1, False)):
        grown = float(out.mde) / np.sqrt((100 + extra) / 100)
        assert (grown <= 0.05) == sees or (extra < 0 and sees is False)
    assert bool(out.underpowered) == (float(out.mde) > 0.05)
    assert not pw.wald(se1, se2, 100, True, level=level, power=power, min_gap=0.05).underpowered
    assert np.isnan(pw.wald(0.0, 0.0, 100, False, level=level, power=power, min_gap=0.05).mde)


def test_detections_mar_power_equals_a_brute_force_from_each_persons_score():
    """The mAR test's standard errors, from each person's score (the share of IoU thresholds
    passed) with ddof 1, give the minimum detectable effect: x times their root sum of
    squares, x from statsmodels' solver."""
    from tb_fairness.metrics import detection

    rng = np.random.default_rng(4)
    sizes = {"a": 80, "b": 35, "c": 400}
    ious = np.concatenate([rng.beta(4 + i, 2, n) for i, n in enumerate(sizes.values())])
    group = np.repeat(list(sizes), list(sizes.values()))
    counts = detection.count_detection(ious.tolist(), {"g": group.tolist()})
    table = detection.average_recall(counts, grouping=("g",), min_count=10)
    significant = np.zeros(table.totals.shape, bool)
    got = detection.mar_vs_rest_power(
        table.hits,
        table.totals,
        np.ones(table.totals.shape, bool),
        significant,
        level=0.95,
        power=0.8,
        min_gap=0.05,
    )
    thresholds = np.asarray(table.thresholds)
    scores = (ious[:, None] >= thresholds[None, :]).mean(axis=1)
    x = statsmodels_power.NormalIndPower().solve_power(
        effect_size=None, nobs1=2, alpha=0.05, power=0.8, ratio=1
    )
    for j, name in enumerate(table.group_names):  # "g=a"...
        mine, rest = scores[group == name[2:]], scores[group != name[2:]]
        se = np.sqrt(mine.var(ddof=1) / mine.size + rest.var(ddof=1) / rest.size)
        assert float(got.mde[0, j]) == pytest.approx(x * se, rel=1e-5)
    assert bool(got.underpowered[0, list(table.group_names).index("g=b")])  # 35 people


# --------------------------------------------------------------------------------------
# Welch's t-tests: geodiversity's households, retrieval's queries


@pytest.mark.parametrize("n,level,power", [(8, 0.95, 0.8), (30, 0.95, 0.8), (200, 0.99, 0.9)])
def test_welchs_detectable_effect_equals_statsmodels_t_test_power(n, level, power):
    """With equal sizes and variances Welch's degrees of freedom are 2n - 2, and the test is
    statsmodels' TTestIndPower: the same Cohen's d at the same power."""
    sd = 0.2
    out = pw.welch(sd**2, n, sd**2, n, False, level=level, power=power, min_gap=0.05)
    d = statsmodels_power.TTestIndPower().solve_power(
        effect_size=None, nobs1=n, alpha=1 - level, power=power, ratio=1
    )
    assert float(out.mde) / sd == pytest.approx(d, rel=1e-5)  # their root finder's tolerance
    got = statsmodels_power.TTestIndPower().power(
        effect_size=float(out.mde) / sd, nobs1=n, alpha=1 - level, ratio=1
    )
    assert got == pytest.approx(power, abs=1e-9)
    # Grown by (n + more) / n on both sides, the test sees min_gap; one fewer does not.
    for extra, sees in ((float(out.more), True), (float(out.more) - 1, False)):
        m = n + extra
        reach = statsmodels_power.TTestIndPower().power(
            effect_size=0.05 / sd, nobs1=m, alpha=1 - level, ratio=1
        )
        assert (reach >= power - 1e-9) == sees


def test_geodiversity_and_retrieval_power_from_their_own_units():
    """Households (geodiversity) and queries (retrieval) are the units: the minimum
    detectable effect equals Welch's, computed here from the units' own values."""
    from scipy import stats

    from tb_fairness.metrics import geodiversity, retrieval

    counts = geodiversity.GeoCounts(
        0.0,
        [f"h{i}" for i in range(12)],
        [1, 2, 0, 3, 4, 4, 2, 5, 1, 3, 4, 0],
        [2, 4, 1, 4, 4, 5, 3, 6, 2, 4, 5, 1],
        [40.0, 50.0, 60.0, 70.0, 45.0, 3000.0, 3100.0, 3200.0, 2900.0, 3050.0, 3300.0, 55.0],
        ["Asia"] * 12,
    )
    out = geodiversity.score_vs_rest_power(
        counts, "income", np.zeros(2, bool), level=0.95, power=0.8, min_gap=0.05
    )
    rates = geodiversity.household_hit_rates(counts)
    names, _ = geodiversity._group_index(counts, "income")
    buckets = geodiversity.income_bucket(np.asarray(counts.incomes))
    for g, name in enumerate(names):
        mine = rates[buckets == np.unique(buckets)[g]]
        rest = rates[buckets != np.unique(buckets)[g]]
        v1, v2 = mine.var(ddof=1) / mine.size, rest.var(ddof=1) / rest.size
        df = (v1 + v2) ** 2 / (v1**2 / (mine.size - 1) + v2**2 / (rest.size - 1))
        t_c = stats.t.ppf(0.975, df)
        x = float(out.mde[g]) / np.sqrt(v1 + v2)
        reach = stats.nct.sf(t_c, df, x) + stats.nct.cdf(-t_c, df, x)
        assert reach == pytest.approx(0.8, abs=1e-9), name
    # Retrieval: two groups of queries, P@1 of each query, from the stored sums.
    c = retrieval.RetrievalCounts(["f", "m"], [1], [6, 5], [[5], [1]], [[5], [1]])
    out = retrieval.precision_vs_rest_power(
        c, np.zeros((2, 1), bool), level=0.95, power=0.8, min_gap=0.05
    )
    f, m = np.array([1, 1, 1, 1, 1, 0.0]), np.array([1, 0, 0, 0, 0.0])
    theirs = pw.welch(
        f.var(ddof=1), 6, m.var(ddof=1), 5, False, level=0.95, power=0.8, min_gap=0.05
    )
    assert float(out.mde[0, 0]) == pytest.approx(float(theirs.mde), rel=1e-12)


def test_label_association_gaps_say_their_power(tmp_path):
    """The dp gap between two exclusive identities is a difference of proportions: its
    minimum detectable effect over the binomial standard error, computed here from the
    examples, has the power asked (statsmodels); the non-significant row whose mde exceeds
    min_gap is underpowered."""
    import tb_fairness

    rng = np.random.default_rng(1)
    n = 600
    woman = rng.random(n) < 0.4
    man = ~woman
    rows = [
        ({"x"} if rng.random() < (0.3 if w else 0.2) else set())
        | ({"y"} if rng.random() < 0.5 else set())
        for w in woman
    ]
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.label_associations("t", 0, rows, identities={"woman": woman, "man": man})
    table = (
        tb_fairness.Logdir(str(tmp_path))
        .report("r", "t", 0)
        .table_data(metric="dp", a="woman", b="man")
    )
    columns = table.columns
    solver = statsmodels_power.NormalIndPower()
    for i, label in enumerate(columns["label"]):
        has = np.array([label in r for r in rows])
        pa, pb = has[woman].mean(), has[man].mean()
        se = np.sqrt(pa * (1 - pa) / woman.sum() + pb * (1 - pb) / man.sum())
        got = solver.power(effect_size=columns["mde"][i] / se, nobs1=2, alpha=0.05, ratio=1)
        assert got == pytest.approx(0.8, abs=1e-9), label
        grown = columns["mde"][i] / np.sqrt((n + columns["more_examples"][i]) / n)
        assert (
            grown <= 0.05 < columns["mde"][i] / np.sqrt((n + columns["more_examples"][i] - 1) / n)
        )
    states = dict(zip(columns["label"], table.states["significant"]))
    assert states == {"x": None, "y": "underpowered"}  # x: significant; y: p = 0.44
