"""Calibration by group (issue 29, items 1 and 4): the binary kind's ``calibration`` and
``calibration_summary`` tables against outside oracles on the examples written here:
per-group reliability bins equal ``sklearn.calibration.calibration_curve`` with the same
uniform bins, Brier equals ``sklearn.metrics.brier_score_loss``, ECE and MCE a direct
computation, and the intervals cover at their level in simulation. The sums merge exactly;
reports without them (logits, version 1) read with calibration unavailable; bad options are
named."""

from __future__ import annotations

import numpy as np
import pytest
from scipy import stats

import tb_fairness
from tb_fairness.kinds import binary_classification as kind
from tb_fairness.kinds.binary_classification import codec
from tb_fairness.metrics.binary import calibration as cal
from tb_fairness.metrics.binary import count_binary

sklearn_calibration = pytest.importorskip("sklearn.calibration")
sklearn_metrics = pytest.importorskip("sklearn.metrics")


def _examples(seed: int, n: int):
    """Scores from a Beta(2, 2); group b's outcomes are miscalibrated (+0.12), a's are not;
    group c is small."""
    rng = np.random.default_rng(seed)
    group = rng.choice(["a", "b", "c"], n, p=[0.6, 0.37, 0.03])
    scores = rng.beta(2, 2, n)
    truth_rate = np.clip(scores + np.where(group == "b", 0.12, 0.0), 0, 1)
    labels = (rng.random(n) < truth_rate).astype(np.int64)
    return scores, labels, group


@pytest.fixture(scope="module")
def report(tmp_path_factory):
    root = tmp_path_factory.mktemp("calibration")
    scores, labels, group = _examples(0, 20_000)
    with tb_fairness.FileWriter(str(root / "run")) as w:
        w.binary_classification("t", 0, scores, labels, {"g": group})
    return tb_fairness.Logdir(str(root)).report("run", "t"), (scores, labels, group)


@pytest.mark.parametrize("bins", [10, 5, 2])
def test_the_bins_equal_sklearns_calibration_curve(report, bins):
    r, (scores, labels, group) = report
    t = r.table_data(table="calibration", bins=bins)
    assert list(t.columns)[:4] == ["label", "group", "bin_lower", "bin_upper"]
    for g in ("a", "b", "c"):
        mine = t.columns["group"] == f"g={g}"
        count = t.columns["count"][mine]
        kept = count > 0
        prob_true, prob_pred = sklearn_calibration.calibration_curve(
            labels[group == g], scores[group == g], n_bins=bins, strategy="uniform"
        )
        np.testing.assert_allclose(t.columns["observed_rate"][mine][kept], prob_true, rtol=1e-12)
        # Scores are kept to 2^-26: the mean score within 1.5e-8.
        np.testing.assert_allclose(t.columns["mean_score"][mine][kept], prob_pred, atol=2e-8)
        expected, _ = np.histogram(scores[group == g], bins=np.linspace(0, 1, bins + 1))
        np.testing.assert_array_equal(count, expected)
        # Wilson's interval of each bin, from statsmodels.
        from statsmodels.stats.proportion import proportion_confint

        lo, hi = proportion_confint(
            t.columns["positives"][mine][kept], count[kept], alpha=0.05, method="wilson"
        )
        np.testing.assert_allclose(t.columns["lower"][mine][kept], lo, rtol=1e-9)
        np.testing.assert_allclose(t.columns["upper"][mine][kept], hi, rtol=1e-9)


def test_ece_mce_and_brier_equal_a_direct_computation(report):
    r, (scores, labels, group) = report
    t = r.table_data(table="calibration_summary", min_count=1)
    assert set(cal_names := ("ece", "mce", "brier")) <= set(t.columns)
    z = stats.norm.ppf(0.975)
    for i, name in enumerate(t.columns["group"]):
        g = name.removeprefix("g=")
        s, y = scores[group == g], labels[group == g]
        which = np.minimum((s * 10).astype(int), 9)  # no score lies on an edge here
        ece, mce = 0.0, 0.0
        for b in range(10):
            inside = which == b
            if inside.any():
                error = abs(y[inside].mean() - s[inside].mean())
                ece += inside.mean() * error
                mce = max(mce, error)
        assert t.columns["ece"][i] == pytest.approx(ece, abs=2e-8), g
        assert t.columns["mce"][i] == pytest.approx(mce, abs=2e-8), g
        brier = sklearn_metrics.brier_score_loss(y, s)
        assert t.columns["brier"][i] == pytest.approx(brier, abs=2e-8), g
        losses = (s - y) ** 2
        half = z * losses.std(ddof=1) / np.sqrt(len(losses))
        assert t.columns["brier_lower"][i] == pytest.approx(brier - half, abs=1e-7)
        assert t.columns["brier_upper"][i] == pytest.approx(brier + half, abs=1e-7)
        for name in cal_names:
            assert (
                t.columns[f"{name}_lower"][i] <= t.columns[name][i] <= t.columns[f"{name}_upper"][i]
            )
    # Group b is the miscalibrated one: surely worse than the baseline (a, the largest).
    verdict = dict(zip(t.columns["group"], t.columns["verdict"]))
    assert t.head["baseline"] == "g=a"
    assert verdict["g=b"] == "worse" and verdict["g=a"] == "baseline"


def _true_ece(s, p, bins=10):
    """The ECE the binned estimator targets given the scores: each bin's true rate (the mean
    of the outcome probabilities) against its mean score."""
    which = np.minimum((s * bins).astype(int), bins - 1)
    out = 0.0
    for b in range(bins):
        inside = which == b
        if inside.any():
            out += inside.mean() * abs(p[inside].mean() - s[inside].mean())
    return out


@pytest.mark.parametrize("shift", [0.0, 0.08])
def test_the_intervals_cover_in_simulation(shift):
    """400 samples of 3,000 examples: ECE's interval (simultaneous exact bin intervals)
    covers the binned ECE of the true outcome probabilities at least at its level, whether
    the scores are calibrated or not; Brier's (a mean's normal interval) covers the expected
    loss at about its level."""
    rng = np.random.default_rng(7)
    reps, n = 400, 3000
    covered = {"ece": 0, "brier": 0}
    for _ in range(reps):
        s = rng.beta(2, 2, n)
        p = np.clip(s + shift, 0, 1)
        y = (rng.random(n) < p).astype(np.int64)
        counts = count_binary(s, y, {"g": np.zeros(n, dtype=np.int64)})
        c = cal.calibration(counts, counts.score_sums, 0, [0])
        covered["ece"] += c.ece_lower[0] <= _true_ece(s, p) <= c.ece_upper[0]
        expected = np.mean(s**2 - 2 * s * p + p)
        covered["brier"] += c.brier_lower[0] <= expected <= c.brier_upper[0]
    se = np.sqrt(0.95 * 0.05 / reps)
    assert covered["ece"] / reps >= 0.95 - 3 * se, covered  # Bonferroni: about 0.951 at least
    assert abs(covered["brier"] / reps - 0.95) <= 3 * se + 0.01, covered


def test_sums_merge_to_one_shot_byte_for_byte():
    scores, labels, group = _examples(3, 3000)
    one = codec.encode(count_binary(scores, labels, {"g": group}))
    cuts = [0, 1, 700, 701, 2500, 3000]
    parts = [
        count_binary(scores[a:b], labels[a:b], {"g": group[a:b]}) for a, b in zip(cuts, cuts[1:])
    ]
    rng = np.random.default_rng(0)
    for _ in range(4):
        order = rng.permutation(len(parts))
        merged = parts[order[0]]
        for i in order[1:]:
            merged = merged.merge(parts[i])
        assert [bytes(x) for x in codec.encode(merged)] == [bytes(x) for x in one]


def test_a_group_without_positives_or_too_small_is_not_a_number(tmp_path):
    rng = np.random.default_rng(4)
    n = 400
    group = np.where(np.arange(n) < 30, "few", np.where(np.arange(n) < 100, "none", "many"))
    scores = rng.random(n)
    labels = np.where(group == "none", 0, (rng.random(n) < scores).astype(int))
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.binary_classification("t", 0, scores, labels, {"g": group})
    t = (
        tb_fairness.Logdir(str(tmp_path))
        .report("run", "t")
        .table_data(table="calibration_summary", min_count=50)
    )
    row = {g.removeprefix("g="): i for i, g in enumerate(t.columns["group"])}
    assert np.isnan(t.columns["ece"][row["none"]]) and np.isnan(t.columns["brier"][row["none"]])
    assert t.columns["reason"][row["none"]] == "no positives"
    assert t.columns["reason"][row["few"]] == "fewer than 50 examples"
    assert t.states["ece"][row["few"]] == "insufficient"
    assert t.columns["verdict"][row["none"]] == "undetermined"
    assert np.isfinite(t.columns["ece"][row["many"]])


def test_reports_without_sums_read_with_calibration_unavailable(tmp_path):
    rng = np.random.default_rng(5)
    logits = rng.normal(0, 2, 500)
    labels = (rng.random(500) < 0.5).astype(int)
    group = rng.choice(["a", "b"], 500)
    counts = count_binary(logits, labels, {"g": group}, thresholds=[-1.0, 0.0, 1.0])
    assert counts.score_sums is None  # not probabilities: nothing to calibrate
    probabilities = count_binary(1 / (1 + np.exp(-logits)), labels, {"g": group})
    # A version-1 report (written before the sums): its six elements, read as version 1.
    old = codec.decode(codec.encode(probabilities)[:6], version=1)
    assert old.score_sums is None and np.array_equal(old.tp, probabilities.tp)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.binary_classification("t", 0, counts=counts)
    r = tb_fairness.Logdir(str(tmp_path)).report("run", "t")
    with pytest.raises(ValueError, match="^table: calibration needs the score sums"):
        r.table_data(table="calibration_summary")
    resolved = kind.KIND.resolve(counts, kind.KIND.parse({}.get))
    assert kind.calibration_view(counts, resolved)["available"] is False


def test_bad_input_is_named():
    scores, labels, group = _examples(6, 300)
    counts = count_binary(scores, labels, {"g": group})
    resolved = kind.KIND.resolve(counts, kind.KIND.parse({"bins": "3"}.get))
    with pytest.raises(ValueError, match="^bins: expected one of 2, 5, 10"):
        kind.KIND.table(counts, {**resolved, "table": "calibration"})
    with pytest.raises(ValueError, match="^bins"):
        kind.KIND.parse({"bins": "11"}.get)
    with pytest.raises(ValueError, match=r"^scores: expected scores in \[0, 1\] with thresholds"):
        count_binary(scores * 2, labels, {"g": group}, thresholds=[0.5])
    with pytest.raises(ValueError, match="squares"):
        cal.ScoreSums(np.zeros((1, 1, 10)), np.zeros((1, 1)), np.ones((1, 1)))
