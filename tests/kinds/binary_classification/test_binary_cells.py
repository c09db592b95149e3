"""Joint cells of the binary kind (count_binary(..., slices=True), issue 28 item 1): every
grouping is a marginal of them, equal to the per-group counts counted directly; batches
merged in any order give one shot byte for byte; the slices at a threshold equal a count over
the examples; a report over the cap is refused with what to change."""

from __future__ import annotations

import numpy as np
import pytest

import tb_fairness
from tb_fairness.kinds.binary_classification import codec
from tb_fairness.metrics import validation
from tb_fairness.metrics.binary import count_binary

BUCKETS = {"age": {"young": list(range(18, 40)), "old": list(range(40, 80))}}


def _examples(seed: int, n: int = 3000, labels: int = 2):
    rng = np.random.default_rng(seed)
    attributes = {
        "sex": rng.choice(["f", "m"], n),
        "race": rng.choice(["x", "y", "z", None], n),
        "age": rng.integers(18, 80, n),
    }
    truth = rng.integers(0, 2, (n, labels))
    scores = np.clip(truth * 0.5 + 0.25 + rng.normal(0, 0.2, (n, labels)), 0, 1).round(3)
    return scores, truth, attributes


def test_every_grouping_is_a_marginal_of_the_cells():
    scores, truth, attributes = _examples(1)
    options = dict(groupings="all", buckets=BUCKETS, label_names=["p", "q"])
    counts = count_binary(scores, truth, attributes, slices=True, **options)
    direct = count_binary(scores, truth, attributes, **options)
    assert counts.cells.attributes == ("sex", "race", "age")
    for grouping in counts.groups.groupings:
        columns = counts.groups.groups_of(grouping)
        for field, array in zip(
            ("positives", "negatives", "tp", "fp"), counts.cells.marginal(grouping)
        ):
            np.testing.assert_array_equal(array, getattr(direct, field)[:, columns], err_msg=field)


def test_batches_merged_in_any_order_give_one_shot_byte_for_byte():
    scores, truth, attributes = _examples(2, 1000)
    options = dict(buckets=BUCKETS, label_names=["p", "q"], slices=True)
    one = codec.encode(count_binary(scores, truth, attributes, **options))
    cuts = [0, 3, 250, 251, 700, 1000]  # small batches see only some values
    parts = [
        count_binary(scores[a:b], truth[a:b], {k: v[a:b] for k, v in attributes.items()}, **options)
        for a, b in zip(cuts, cuts[1:])
    ]
    rng = np.random.default_rng(0)
    for _ in range(4):
        order = rng.permutation(len(parts))
        merged = parts[order[0]]
        for i in order[1:]:
            merged = merged.merge(parts[i])
        assert [bytes(x) for x in codec.encode(merged)] == [bytes(x) for x in one]
    # A reader that knows no cells reads the elements before them alone.
    assert codec.decode(one[: codec.CELLS]).cells is None


def test_slices_at_a_threshold_equal_a_count_over_the_examples(tmp_path):
    scores, truth, attributes = _examples(3, 4000, labels=1)
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.binary_classification(
            "t", 0, scores[:, 0], truth[:, 0], attributes, buckets=BUCKETS, slices=True
        )
    report = tb_fairness.Logdir(str(tmp_path)).report("run", "t")
    age = np.where(attributes["age"] < 40, "young", "old")
    values = {"sex": attributes["sex"], "race": attributes["race"], "age": age}
    for metric, threshold in (("error_rate", 0.5), ("fnr", 0.3), ("precision", 0.7)):
        t = report.table_data(
            table="slices", metric=metric, threshold=threshold, k=1000, min_size=1
        )
        predicted = scores[:, 0] >= threshold
        y = truth[:, 0] == 1
        for name, size, value in zip(*(t.columns[c].tolist() for c in ("slice", "size", "value"))):
            mask = np.ones(len(y), dtype=bool)
            for part in name.split(" & "):
                attr, v = part.split("=")
                mask &= values[attr] == v
            hits, total = {
                "error_rate": ((predicted != y)[mask].sum(), mask.sum()),
                "fnr": ((~predicted & y)[mask].sum(), (y & mask).sum()),
                "precision": ((predicted & y)[mask].sum(), (predicted & mask).sum()),
            }[metric]
            assert size == total, (metric, name)
            assert value == pytest.approx(hits / total, rel=1e-12), (metric, name)


def test_cells_over_the_report_cap_are_refused_with_what_to_change(monkeypatch):
    monkeypatch.setattr(validation, "MAX_REPORT_CELLS", 200_000)
    scores, truth, attributes = _examples(4, 3000)
    attributes["id"] = np.arange(3000)  # one cell per example
    with pytest.raises(ValueError, match="^slices: .*count fewer thresholds, or fewer"):
        count_binary(scores, truth, attributes, groupings=["sex"], slices=True)
