"""Overlap counts, report version 2, and the uncertainty columns of the ranked-gap table.

Oracles: brute-force loops over the examples for the overlap counts, Newcombe's interval
(its own tests check it against worked examples) for the dp gap of exclusive identities,
scipy's false_discovery_control for the significance marks.
"""

from __future__ import annotations

import json

import numpy as np
import pytest
from helpers import get_json, plugin_client, report_writers
from scipy.stats import false_discovery_control

from tb_fairness.kinds.label_associations import codec as la_report
from tb_fairness.metrics import count_associations
from tb_fairness.metrics.associations import gap_table
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.intervals import newcombe_interval


def overlapping_sets(n=400, seed=0):
    rng = np.random.default_rng(seed)
    labels = [f"l{i}" for i in range(12)]
    sets = []
    for _ in range(n):
        row = {name for name in labels if rng.random() < 0.3}
        if rng.random() < 0.5:
            row.add("man")
        if rng.random() < 0.4:
            row.add("woman")  # independent of man: they overlap
        sets.append(row)
    return sets


def test_overlap_counts_equal_brute_force():
    sets = overlapping_sets()
    counts = count_associations(sets, identities=["man", "woman"])
    both = [s for s in sets if {"man", "woman"} <= s]
    assert counts.identity_overlap.tolist() == [
        [sum("man" in s for s in sets), len(both)],
        [len(both), sum("woman" in s for s in sets)],
    ]
    assert counts.overlap_pairs().tolist() == [[0, 1]]
    for j, label in enumerate(counts.label_names):
        assert counts.overlap_joint[0, j] == sum(label in s for s in both)


def test_annotated_identities_overlap_and_merge():
    rng = np.random.default_rng(1)
    scores = rng.random((300, 5))
    ids = {
        "young": rng.random(300) < 0.5,
        "old": rng.random(300) < 0.3,
        "woman": rng.random(300) < 0.5,
    }
    ids["old"] &= ~ids["young"]  # young and old exclusive; woman overlaps both
    names = [f"l{i}" for i in range(5)]
    whole = count_associations(scores, label_names=names, threshold=0.5, identities=ids)
    X = np.stack([ids[k] for k in ids], axis=1)
    np.testing.assert_array_equal(whole.identity_overlap, X.T.astype(int) @ X)
    assert whole.overlap_pairs().tolist() == [[0, 2], [1, 2]]
    Y = scores >= 0.5
    np.testing.assert_array_equal(whole.overlap_joint[0], (X[:, 0] & X[:, 2]).astype(int) @ Y)
    halves = [
        count_associations(
            scores[s],
            label_names=names,
            threshold=0.5,
            identities={k: v[s] for k, v in ids.items()},
        )
        for s in (slice(0, 120), slice(120, None))
    ]
    merged = halves[0].merge(halves[1])
    np.testing.assert_array_equal(merged.identity_overlap, whole.identity_overlap)
    np.testing.assert_array_equal(merged.overlap_joint, whole.overlap_joint)


def test_version_2_round_trip_and_version_1_still_reads():
    counts = count_associations(overlapping_sets(), identities=["man", "woman"])
    back = la_report.decode(la_report.encode(counts), version=2)
    np.testing.assert_array_equal(back.identity_overlap, counts.identity_overlap)
    np.testing.assert_array_equal(back.overlap_joint, counts.overlap_joint)
    v1 = la_report.encode(counts)[:5]  # what version 1 wrote: no overlap
    old = la_report.decode(v1, version=1)
    assert old.identity_overlap is None and old.overlap_joint.shape == (0, len(old.label_names))
    np.testing.assert_array_equal(old.joint_counts, counts.joint_counts)
    table = gap_table(old, "dp", a="man", b="woman")
    assert not table.overlap_known and np.isfinite(table.lower).any()


def test_bad_overlap_is_refused():
    base = dict(
        n=10,
        label_names=("y",),
        identity_names=("a", "b"),
        label_counts=[5],
        identity_counts=[4, 4],
        joint_counts=[[2], [2]],
        identity_label_index=[-1, -1],
    )
    with pytest.raises(ValueError, match="identity_overlap: expected a symmetric"):
        AssociationCounts(**base, identity_overlap=[[4, 1], [2, 4]])
    with pytest.raises(ValueError, match="overlap_joint: expected shape"):
        AssociationCounts(**base, identity_overlap=[[4, 1], [1, 4]])
    with pytest.raises(ValueError, match="overlap_joint: expected c"):
        AssociationCounts(**base, identity_overlap=[[4, 1], [1, 4]], overlap_joint=[[3]])


def exclusive_counts():
    rng = np.random.default_rng(2)
    n_l = 300
    labels = [f"l{i}" for i in range(n_l)]
    man = rng.random(6000) < 0.5
    p = rng.uniform(0.001, 0.2, size=n_l)
    shift = np.where(np.arange(n_l) < 40, 1.8, 1.0)  # 40 labels really differ
    Y = np.where(man[:, None], rng.random((6000, n_l)) < p * shift, rng.random((6000, n_l)) < p)
    return count_associations(Y, label_names=labels, identities={"man": man, "woman": ~man})


def test_dp_pair_interval_is_newcombes_and_marks_are_scipys():
    counts = exclusive_counts()
    t = gap_table(counts, "dp", a="man", b="woman", min_count=10, q=0.05)
    expected = newcombe_interval(
        t.count_a, counts.identity_counts[0], t.count_b, counts.identity_counts[1]
    )
    np.testing.assert_allclose(t.lower, expected.lower, rtol=1e-12, atol=1e-15)
    np.testing.assert_allclose(t.upper, expected.upper, rtol=1e-12, atol=1e-15)
    assert t.insufficient.tolist() == (t.count < 10).tolist()
    assert np.isnan(t.p_value[t.insufficient]).all()
    known = ~np.isnan(t.p_value)
    want = false_discovery_control(t.p_value[known], method="bh") <= 0.05
    assert t.significant[known].tolist() == want.tolist()
    assert not t.significant[~known].any()
    assert 10 < t.significant.sum() < 60


def test_rank_by_bound_puts_certain_gaps_first():
    counts = exclusive_counts()
    t = gap_table(counts, "pmi", a="man", b="woman", rank_by="bound")
    bound = t.bound[~np.isnan(t.bound)]
    assert (np.diff(bound) <= 0).all()
    assert np.isnan(t.bound[len(bound) :]).all()  # undefined bounds last
    near_zero = np.where(t.lower > 0, t.lower, np.where(t.upper < 0, t.upper, 0.0))
    ok = ~t.insufficient & ~np.isnan(t.lower)
    np.testing.assert_array_equal(t.bound[ok], near_zero[ok])


def test_route_and_export_carry_the_uncertainty(tmp_path, capsys):
    write = report_writers("label_associations")["file_writer"]
    sets = overlapping_sets(800)
    write(str(tmp_path / "m"), "assoc", 0, predictions=sets, identities=["man", "woman"])
    client = plugin_client(str(tmp_path))
    route = "/data/plugin/fairness/label_associations?run=m&tag=assoc&a=man&b=woman&metric=npmi_xy"
    body = get_json(client, route + "&min_count=5&fdr=0.1&level=0.9&rank_by=bound")
    assert body["overlap_known"] and body["level"] == 0.9 and body["fdr"] == 0.1
    counts = count_associations(sets, identities=["man", "woman"])
    t = gap_table(
        counts, "npmi_xy", a="man", b="woman", level=0.9, q=0.1, min_count=5, rank_by="bound"
    )
    assert body["columns"]["label"] == t.label.tolist()
    np.testing.assert_allclose(body["columns"]["lower"], t.lower, rtol=1e-5)  # 6 digits
    assert body["columns"]["significant"] == t.significant.tolist()
    assert body["significant"] == int(t.significant.sum())
    for bad, message in (
        ("fdr=2", "fdr: expected a number in (0, 1)"),
        ("level=1", "level: expected"),
        ("rank_by=size", "rank_by: expected one of signed, bound"),
        ("min_count=-1", "min_count: expected a whole number >= 0"),
    ):
        res = client.get(route + "&" + bad)
        assert res.status_code == 400 and message in res.get_data(as_text=True)


def _writer_kwargs():
    return dict(predictions=overlapping_sets(200), identities=["man", "woman"])


@pytest.mark.parametrize("variant", ["file_writer", "pb", "tf_op"])
def test_every_writer_stores_the_overlap(tmp_path, variant):
    report_writers("label_associations")[variant](
        str(tmp_path / "m"), "assoc", 3, **_writer_kwargs()
    )
    body = get_json(
        plugin_client(str(tmp_path)),
        "/data/plugin/fairness/label_associations?run=m&tag=assoc&a=man&b=woman",
    )
    assert body["overlap_known"] is True


@pytest.mark.parametrize("variant", ["file_writer", "pb", "tf_op"])
def test_the_writers_min_count_is_the_readers_default(tmp_path, variant, capsys):
    report_writers("label_associations")[variant](
        str(tmp_path / "m"), "assoc", 0, min_count=60, **_writer_kwargs()
    )
    client = plugin_client(str(tmp_path))
    route = "/data/plugin/fairness/label_associations?run=m&tag=assoc&a=man&b=woman"
    body = get_json(client, route)
    assert body["min_count"] == 60
    # Both identities are seen more than 60 times: only labels below it are insufficient.
    assert body["columns"]["insufficient"] == [c < 60 for c in body["columns"]["count"]]
    assert 0 < body["insufficient"] < body["rows"]
    assert get_json(client, route + "&min_count=0")["min_count"] == 0  # the UI overrides it
    if variant == "file_writer":
        from helpers import run_export

        code, out, _ = run_export(
            capsys,
            "--logdir",
            str(tmp_path),
            "--run",
            "m",
            "--tag",
            "assoc",
            "--pair",
            "man,woman",
            "--format",
            "json",
        )
        assert code == 0 and json.loads(out)["min_count"] == 60


def test_a_bad_min_count_is_refused_by_the_writer(tmp_path):
    import tb_fairness

    with tb_fairness.FileWriter(str(tmp_path)) as w:
        with pytest.raises(ValueError, match="min_count: expected a whole number >= 0"):
            w.label_associations("assoc", 0, min_count=-3, **_writer_kwargs())
