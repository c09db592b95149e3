"""Scored binary classifiers by group across thresholds (binary_classification).

Oracles outside the project decide the numbers: fairlearn's MetricFrame (every rate per
group and threshold, exactly), statsmodels (Wilson and Newcombe intervals), a brute-force
loop (intersections and multi-valued membership), a simulation (the ratio interval's
coverage). Then the writers, the accumulator, the loaders, the export and bad inputs.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from fairlearn_oracle import fairlearn_metrics
from helpers import get_json, http, plugin_client, report_writers, run_export, tensorboard_server

import tb_fairness
from tb_fairness.metrics import binary
from tb_fairness.metrics.binary import (
    DEFAULT_THRESHOLDS,
    baseline_comparison,
    count_binary,
    rate_table,
    ratio_interval,
    spreads,
)

WRITERS = report_writers("binary_classification")


def examples(n=1500, seed=0, labels=1):
    """Seeded scores, labels and two attributes; the score depends on the group."""
    rng = np.random.default_rng(seed)
    gender = rng.choice(["f", "m"], size=n)
    age = rng.choice(["young", "mid", "old"], size=n, p=[0.3, 0.5, 0.2])
    shape = (n,) if labels == 1 else (n, labels)
    y = (rng.random(shape) < 0.4).astype(int)
    bump = np.where(gender == "m", 0.08, 0.0)
    bump = bump if labels == 1 else bump[:, None]
    scores = np.clip(rng.normal(np.where(y == 1, 0.65, 0.35) + bump, 0.2), 0, 1)
    return scores, y, {"gender": gender, "age": age}


# --------------------------------------------------------------------------------------
# Every metric per group and threshold: fairlearn's MetricFrame, exactly


@pytest.mark.parametrize("grouping", ["gender", ("gender", "age")], ids=["one", "intersection"])
def test_every_metric_per_group_and_threshold_equals_fairlearn(grouping):
    import pandas as pd
    from fairlearn.metrics import MetricFrame

    scores, y, attrs = examples()
    counts = count_binary(scores, y, attrs, groupings=["gender", "age", ("gender", "age")])
    metrics = fairlearn_metrics()
    assert set(metrics) == set(binary.METRICS)
    tables = {m: rate_table(counts, m, grouping=grouping, min_count=1) for m in binary.METRICS}
    names = tables["tpr"].group_names
    keys = list(grouping) if isinstance(grouping, tuple) else [grouping]
    sensitive = pd.DataFrame({k: attrs[k] for k in keys})
    # Every third threshold, and the ends: 35 MetricFrames of ten metrics each.
    for t in [*range(0, 101, 3), 100]:
        predicted = (scores >= counts.thresholds[t]).astype(int)
        with np.errstate(all="ignore"), _quiet():
            frame = MetricFrame(
                metrics=metrics, y_true=y, y_pred=predicted, sensitive_features=sensitive
            )
        by_group = frame.by_group
        for i, name in enumerate(names):
            parts = dict(part.split("=") for part in name.split(" & "))
            row = by_group.loc[tuple(parts[k] for k in keys) if len(keys) > 1 else parts[keys[0]]]
            for m in binary.METRICS:
                expected = float(row[m])
                got = tables[m].value[i, t]
                if np.isnan(expected):
                    assert np.isnan(got) and tables[m].state[i, t] == "undefined"
                else:
                    assert got == expected, (m, name, t)


class _quiet:
    """Silence fairlearn/sklearn warnings about empty denominators at extreme thresholds."""

    def __enter__(self):
        import warnings

        self._w = warnings.catch_warnings()
        self._w.__enter__()
        warnings.simplefilter("ignore")

    def __exit__(self, *exc):
        self._w.__exit__(*exc)


def test_demographic_parity_and_equalized_odds_equal_fairlearn():
    from fairlearn.metrics import demographic_parity_difference, equalized_odds_difference

    scores, y, attrs = examples(seed=3)
    counts = count_binary(scores, y, attrs)
    dp = spreads(counts, ("selection_rate",), grouping="age", min_count=1)
    eo = spreads(counts, ("tpr", "fpr"), grouping="age", min_count=1)
    for t in (10, 30, 50, 70, 90):
        predicted = (scores >= counts.thresholds[t]).astype(int)
        expected_dp = demographic_parity_difference(y, predicted, sensitive_features=attrs["age"])
        expected_eo = equalized_odds_difference(y, predicted, sensitive_features=attrs["age"])
        assert dp.value[t] == pytest.approx(expected_dp, abs=1e-15)
        assert eo.value[t] == pytest.approx(expected_eo, abs=1e-15)
        assert dp.lower[t] <= dp.value[t] <= dp.upper[t]
        assert eo.lower[t] <= eo.value[t] <= eo.upper[t]


def test_multi_label_scores_count_each_label_one_vs_rest():
    scores, y, attrs = examples(n=800, seed=4, labels=3)
    counts = count_binary(scores, y, attrs, label_names=["a", "b", "c"])
    for k, name in enumerate(counts.label_names):
        alone = count_binary(scores[:, k], y[:, k], attrs, label_names=[name])
        np.testing.assert_array_equal(counts.tp[k], alone.tp[0])
        np.testing.assert_array_equal(counts.fp[k], alone.fp[0])
        np.testing.assert_array_equal(counts.positives[k], alone.positives[0])
        t = rate_table(counts, "fpr", label=name, min_count=1)
        np.testing.assert_array_equal(t.value, rate_table(alone, "fpr", min_count=1).value)


# --------------------------------------------------------------------------------------
# Intervals: statsmodels; the ratio's coverage by simulation


def test_wilson_and_newcombe_match_statsmodels():
    from statsmodels.stats.proportion import confint_proportions_2indep, proportion_confint

    scores, y, attrs = examples(seed=5)
    counts = count_binary(scores, y, attrs)
    for metric in ("tpr", "precision", "selection_rate", "for"):
        t = rate_table(counts, metric, grouping="age", min_count=1, level=0.9)
        b = baseline_comparison(counts, metric, "age=mid", min_count=1, level=0.9)
        mid = t.group_names.index("age=mid")
        for i in range(len(t.group_names)):
            for k in (20, 50, 80):
                s, n = int(t.successes[i, k]), int(t.totals[i, k])
                lo, hi = proportion_confint(s, n, alpha=0.1, method="wilson")
                assert (t.lower[i, k], t.upper[i, k]) == pytest.approx((lo, hi), abs=1e-12)
                if i == mid:
                    assert b.state[i, k] == "baseline" and np.isnan(b.difference[i, k])
                    continue
                sb, nb = int(t.successes[mid, k]), int(t.totals[mid, k])
                lo, hi = confint_proportions_2indep(
                    s, n, sb, nb, method="newcomb", compare="diff", alpha=0.1
                )
                got = (b.difference_lower[i, k], b.difference_upper[i, k])
                assert got == pytest.approx((lo, hi), abs=1e-12)
                assert b.ratio[i, k] == pytest.approx((s / n) / (sb / nb), rel=1e-14)


def test_ratio_interval_covers_at_its_level():
    rng = np.random.default_rng(11)
    sims = 4000
    for p1, p2, n1, n2 in ((0.3, 0.4, 150, 250), (0.05, 0.08, 400, 300), (0.8, 0.9, 60, 90)):
        s1, s2 = rng.binomial(n1, p1, sims), rng.binomial(n2, p2, sims)
        _, lower, upper = ratio_interval(s1, n1, s2, n2, 0.95)
        covered = np.mean((lower <= p1 / p2) & (p1 / p2 <= upper))
        # 4,000 draws: the binomial standard error of a 95% coverage is 0.0034.
        assert 0.935 <= covered <= 0.965, (p1, p2, covered)


def test_ratio_interval_degenerate_cells():
    ratio, lower, upper = ratio_interval(
        [0, 5, 10, 3], [10, 10, 10, 0], [5, 0, 10, 5], [10, 10, 10, 10]
    )
    assert ratio[0] == 0 and lower[0] == 0 and upper[0] > 0  # s1 = 0: from 0 up
    assert np.isnan(ratio[1]) and np.isnan(lower[1])  # baseline rate 0: undefined
    assert ratio[2] == 1 and lower[2] < 1 < upper[2]  # both rates 1: not a point
    assert np.isnan(ratio[3])  # no examples


# --------------------------------------------------------------------------------------
# Counting: intersections, multi-valued membership and buckets against a brute-force loop


def test_intersections_and_multi_valued_membership_against_a_loop():
    rng = np.random.default_rng(6)
    n = 400
    scores = rng.random(n)
    y = (rng.random(n) < 0.5).astype(int)
    tones = [
        set(rng.choice([1, 2, 3, 8, 9], size=rng.integers(0, 3), replace=False).tolist())
        for _ in range(n)
    ]
    gender = rng.choice(["f", "m"], size=n).tolist()
    buckets = {"tone": {"lighter": [1, 2, 3], "darker": [8, 9]}}
    thresholds = [0.25, 0.5, 0.75]
    counts = count_binary(
        scores,
        y,
        {"tone": tones, "gender": gender},
        thresholds=thresholds,
        groupings=["tone", ("tone", "gender")],
        buckets=buckets,
    )
    for i, pairs in enumerate(counts.groups.group_values):
        members = []
        for e in range(n):
            ok = True
            for attr, value in pairs:
                if attr == "gender":
                    ok &= gender[e] == value
                else:
                    ok &= bool(tones[e] & set(buckets["tone"][value]))
            members.append(ok)
        members = np.array(members)
        assert counts.positives[0, i] == np.sum(members & (y == 1))
        assert counts.negatives[0, i] == np.sum(members & (y == 0))
        for t, tau in enumerate(counts.thresholds):
            predicted = scores >= tau
            assert counts.tp[0, i, t] == np.sum(members & predicted & (y == 1))
            assert counts.fp[0, i, t] == np.sum(members & predicted & (y == 0))


def test_thresholds_grid_user_ones_and_logits():
    assert DEFAULT_THRESHOLDS[0] == 0.0 and DEFAULT_THRESHOLDS[-1] == 1.0
    assert len(DEFAULT_THRESHOLDS) == 101 and 0.3 in DEFAULT_THRESHOLDS
    scores, y, attrs = examples(n=200)
    c = count_binary(scores, y, attrs, thresholds=[0.333, 0.5])
    assert len(c.thresholds) == 102 and 0.333 in c.thresholds
    logits = np.log(scores + 1e-3) - np.log(1 - scores + 1e-3)
    c = count_binary(logits, y, attrs, thresholds=[1.0, -1.0, 0.0])
    assert c.thresholds == (-1.0, 0.0, 1.0)
    # A score equal to a threshold is positive at it.
    c = count_binary([0.5, 0.5], [1, 0], {"g": ["a", "a"]})
    t = c.thresholds.index(0.5)
    assert (c.tp[0, 0, t], c.fp[0, 0, t], c.tp[0, 0, t + 1]) == (1, 1, 0)


# --------------------------------------------------------------------------------------
# States: min_count, the baseline, nothing undefined shown as a number


def test_cells_under_min_count_are_insufficient_not_numbers():
    scores, y, attrs = examples(n=600, seed=8)
    counts = count_binary(scores, y, attrs)
    t = rate_table(counts, "precision", grouping="age", min_count=60)
    # At high thresholds few are predicted positive: precision's denominator shrinks.
    assert np.any(t.state == "insufficient")
    hidden = t.state != None  # noqa: E711
    assert np.all(np.isnan(t.value[hidden])) and np.all(np.isnan(t.lower[hidden]))
    assert np.all(
        (t.totals[t.state == "insufficient"] > 0) & (t.totals[t.state == "insufficient"] < 60)
    )
    assert np.all(t.totals[t.state == "undefined"] == 0)
    assert not np.any(np.isnan(t.value[~hidden]))


# --------------------------------------------------------------------------------------
# Batches, merges, writers, codec


def test_accumulator_batches_equal_one_shot_and_merge_in_any_order():
    scores, y, attrs = examples(n=900, seed=9, labels=2)
    names = ["x", "y"]
    whole = count_binary(scores, y, attrs, label_names=names, groupings="all")
    parts = [slice(0, 250), slice(250, 600), slice(600, 900)]
    acc = tb_fairness.BinaryClassificationAccumulator(label_names=names, groupings="all")
    shards = []
    for part in parts:
        acc.update(scores[part], y[part], {k: v[part] for k, v in attrs.items()})
        shard = tb_fairness.BinaryClassificationAccumulator(label_names=names, groupings="all")
        shard.update(scores[part], y[part], {k: v[part] for k, v in attrs.items()})
        shards.append(shard)
    merged = shards[2].merge(shards[0]).merge(shards[1])
    from tb_fairness.kinds.binary_classification import codec

    for got in (acc.counts, merged.counts):
        assert got.group_names == whole.group_names and got.thresholds == whole.thresholds
        for field in ("positives", "negatives", "tp", "fp"):
            np.testing.assert_array_equal(getattr(got, field), getattr(whole, field))
        assert [bytes(b) for b in codec.encode(got)] == [bytes(b) for b in codec.encode(whole)]
    decoded = codec.decode(codec.encode(whole))
    np.testing.assert_array_equal(decoded.tp, whole.tp)
    assert decoded.thresholds == whole.thresholds


@pytest.mark.parametrize("writer", sorted(WRITERS))
def test_every_writer_writes_the_same_report(tmp_path, writer):
    scores, y, attrs = examples(n=300, seed=10)
    kwargs = dict(scores=scores, labels=y, attributes=attrs, groupings="all", min_count=20)
    WRITERS[writer](str(tmp_path / "w"), "bin", 3, **kwargs)
    WRITERS["file_writer"](str(tmp_path / "ref"), "bin", 3, **kwargs)
    got = tb_fairness.Logdir(str(tmp_path)).report("w", "bin")
    ref = tb_fairness.Logdir(str(tmp_path)).report("ref", "bin")
    assert got.step == 3 and got.counts.min_count == 20
    np.testing.assert_array_equal(got.counts.tp, ref.counts.tp)
    np.testing.assert_array_equal(got.counts.fp, ref.counts.fp)


# --------------------------------------------------------------------------------------
# Routes, export, loaders


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("binary")
    scores, y, attrs = examples(n=2000, seed=12)
    with tb_fairness.FileWriter(str(root / "model")) as writer:
        writer.binary_classification(
            "bin/val", 0, scores, y, attrs, groupings=["gender", "age", ("gender", "age")]
        )
    return root


def test_view_route(logdir):
    client = plugin_client(str(logdir))
    v = get_json(
        client,
        "/data/plugin/fairness/binary_classification?run=model&tag=bin/val&grouping=age"
        "&threshold=0.4&baseline=age%3Dyoung",
    )
    assert v["threshold"] == 0.4 and v["baseline"] == "age=young"
    assert v["groups"] == ["age=mid", "age=old", "age=young"]
    assert [m["name"] for m in v["metrics"]] == list(binary.METRICS)
    assert len(v["curves"]["fpr"]["value"][0]) == len(v["thresholds"]) == 101
    at = v["at_threshold"]["fpr"]
    young = v["groups"].index("age=young")
    assert (
        at["ratio_state"][young] == "baseline" == at["difference_state"][young]
        and at["ratio"][young] is None
    )
    assert v["demographic_parity_difference"]["value"] is not None
    # A default view: threshold 0.5, the largest group as baseline.
    d = get_json(client, "/data/plugin/fairness/binary_classification?run=model&tag=bin/val")
    assert d["threshold"] == 0.5 and d["grouping"] == ["gender"]
    sizes = dict(zip(d["groups"], d["group_sizes"]))
    assert d["baseline"] == max(sizes, key=sizes.get)


def test_view_agrees_with_the_metrics_table_and_trends_read_the_headlines(logdir):
    client = plugin_client(str(logdir))
    q = "run=model&tag=bin/val&grouping=age&threshold=0.6"
    v = get_json(client, f"/data/plugin/fairness/binary_classification?{q}")
    rows = get_json(client, f"/data/plugin/fairness/table?{q}&table=metrics&format=json")["rows"]
    # Every rate at the threshold, and each group's ECE (calibration, any threshold).
    assert len(rows) == (len(binary.METRICS) + 1) * len(v["groups"])
    c = get_json(client, f"/data/plugin/fairness/binary_classification/calibration?{q}")
    ece = [r for r in rows if r["metric"] == "ece"]
    assert [r["group"] for r in ece] == c["groups"] == v["groups"]
    assert [r["value"] for r in ece] == pytest.approx(c["ece"], rel=1e-6)
    for r in rows:
        if r["metric"] == "ece":
            continue
        i = v["groups"].index(r["group"])
        at = v["at_threshold"][r["metric"]]
        assert at["n"][i] == r["n"]
        if r["value"] is None:
            assert at["value"][i] is None and at["state"][i] is not None
        else:  # the view's JSON carries 7 significant digits, the table all of them
            assert at["value"][i] == pytest.approx(r["value"], rel=1e-6)
    trend = get_json(client, "/data/plugin/fairness/trend?tag=bin/val&run=model")
    text = json.dumps(trend)
    assert "demographic_parity_difference" in text and "equalized_odds_difference" in text


def test_export_prints_the_issue_columns(logdir, capsys):
    base = ["--logdir", str(logdir), "--run", "model", "--tag", "bin/val", "--metric", "fpr"]
    code, out, err = run_export(capsys, *base)
    assert code == 0, err
    lines = out.splitlines()
    # Each test's power at the end (issue 29).
    assert lines[0] == "group,threshold,n,value,lower,upper,p_value,significant,mde,more_examples"
    assert len(lines) == 1 + 2 * 101  # every threshold of both genders
    code, out, err = run_export(
        capsys, *base, "--grouping", "age", "--threshold", "0.3", "--baseline", "age=mid"
    )
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0].endswith(",significant,ratio,ratio_lower,ratio_upper,mde,more_examples")
    assert len(lines) == 4 and all(",0.3," in line for line in lines[1:])
    mid = next(line for line in lines if line.startswith("age=mid"))
    assert mid.split(",")[8:11] == ["", "", ""]  # the baseline's own ratio: not a number
    code, _, err = run_export(capsys, *base, "--threshold", "0.305")
    assert code == 2 and "--threshold: expected one of the report's thresholds" in err


def test_real_tensorboard_serves_binary_reports(tmp_path):
    scores, y, attrs = examples(n=300, seed=13)
    for load_fast in (True, False):
        root = tmp_path / str(load_fast)
        WRITERS["file_writer"](
            str(root / "run"), "bin", 0, scores=scores, labels=y, attributes=attrs
        )
        with tensorboard_server(root, load_fast) as base:
            status, _, body = http(
                base, "/data/plugin/fairness/binary_classification?run=run&tag=bin"
            )
            assert status == 200, body
            assert len(json.loads(body)["thresholds"]) == 101


# --------------------------------------------------------------------------------------
# Bad inputs: errors naming the argument


BAD = [
    (dict(scores=[0.1, np.nan]), ValueError, "^scores: found NaN at index 1"),
    (dict(labels=[1, 2]), ValueError, "^labels: expected 0 or 1, got 2"),
    (dict(labels=[1, 0, 1]), ValueError, "^labels: expected shape"),
    (dict(scores=[0.1, 1.5]), ValueError, "^scores: expected scores in \\[0, 1\\].*thresholds="),
    (dict(scores=["0.1", "0.2"]), TypeError, "^scores: expected real numbers"),
    (
        dict(scores=[[0.1, 0.2]] * 2, labels=[[1, 0]] * 2, label_names=["a"]),
        ValueError,
        "^label_names: expected 2",
    ),
    (
        dict(scores=[], labels=[], attributes={"g": []}),
        ValueError,
        "^scores: expected at least one",
    ),
    (dict(attributes={"g": [None, None]}), ValueError, "^attributes: grouping"),
    (dict(attributes={"g": ["a"]}), ValueError, "^attributes\\['g'\\]: expected 2 entries"),
    (dict(thresholds=[0.5, float("nan")]), ValueError, "^thresholds: found NaN"),
]


@pytest.mark.parametrize("bad,error,message", BAD, ids=[str(i) for i in range(len(BAD))])
def test_bad_inputs_name_the_argument(tmp_path, bad, error, message):
    kwargs = dict(scores=[0.2, 0.7], labels=[0, 1], attributes={"g": ["a", "b"]}, **{})
    kwargs.update(bad)
    with pytest.raises(error, match=message):
        with tb_fairness.FileWriter(str(tmp_path)) as writer:
            writer.binary_classification("bin", 0, **kwargs)


def test_bad_reads_name_the_option(logdir):
    report = tb_fairness.Logdir(str(logdir)).report("model", "bin/val")
    with pytest.raises(ValueError, match="^baseline: "):
        report.table(baseline="nobody")
    with pytest.raises(ValueError, match="^label: no label"):
        report.table(label="cat")
    with pytest.raises(ValueError, match="^other: expected the same"):
        a = count_binary([0.2], [1], {"g": ["a"]})
        a.merge(count_binary([0.2], [1], {"g": ["a"]}, thresholds=[0.25, 0.333]))
