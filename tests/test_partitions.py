"""tb_fairness.partitions: what the Spark and Dask integrations count a partition with,
without an engine (tests/engines/ runs the engines). A partition's frames of any library
count as one process does; encoded accumulators merge byte for byte; the kind whose rows
of one image belong together gets a partition's rows at once; bad arguments are named
before any work; run names are checked."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

from tb_fairness import kinds
from tb_fairness.partitions import PartitionCounting, check_key, split_report_options
from tb_fairness.summary.protos import counts_of

pa = pytest.importorskip("pyarrow")
pl = pytest.importorskip("polars")

GROUPS = dict(classes="label", predictions="pred", attributes=["sex", "race"])


def _frame(n=300, seed=0):
    rng = np.random.default_rng(seed)
    return pd.DataFrame(
        {
            "label": rng.choice(["a", "b", "c"], n),
            "pred": rng.choice(["a", "b", "c"], n),
            "sex": rng.choice(["f", "m"], n),
            "race": rng.choice(["x", "y", None], n),
            "model": rng.choice(["m1", "m2"], n),
        }
    )


def _encoded(kind, counts):
    return [bytes(x) for x in kinds.get(kind).encode(counts)]


@pytest.mark.parametrize("library", ["pandas", "polars", "pyarrow batches"])
def test_partitions_of_any_library_merge_to_one_shot(library):
    df = _frame()
    parts = [df.iloc[:100], df.iloc[100:100], df.iloc[100:220], df.iloc[220:]]  # one empty
    if library == "polars":
        parts = [pl.from_pandas(p) for p in parts]
    elif library == "pyarrow batches":
        parts = [pa.RecordBatch.from_pandas(p, preserve_index=False) for p in parts]
    counting = PartitionCounting("group_metrics", GROUPS, owner="test")
    assert counting.columns == ["label", "pred", "sex", "race"]
    encoded = [counting.count([parts[0], parts[1]]), counting.count([parts[2]])]
    encoded.append(counting.count([parts[3]]))
    assert counting.count([parts[1]]) is None  # an empty partition
    merged = counting.merge(
        counting.merge(None, encoded[2]), counting.merge(encoded[0], encoded[1])
    )
    expected = _encoded("group_metrics", counts_of("group_metrics", data=df, **GROUPS))
    assert _encoded("group_metrics", counting.result(merged, "t").counts) == expected
    with pytest.raises(ValueError, match="^t: no rows to count"):
        counting.result(None, "t")


def test_per_key_counts_and_merges():
    df = _frame()
    counting = PartitionCounting("group_metrics", GROUPS, owner="test")
    a = counting.count_by_key([df.iloc[:150]], "model")
    b = counting.count_by_key([df.iloc[150:]], "model")
    merged = counting.merge_by_key(a, b)
    for key in ("m1", "m2"):
        expected = counts_of("group_metrics", data=df[df.model == key], **GROUPS)
        got = counting.decode(merged[key]).counts
        assert _encoded("group_metrics", got) == _encoded("group_metrics", expected)
    bad = df.assign(model=np.where(df.label == "a", "a/b", df.model))
    with pytest.raises(ValueError, match="^key: 'a/b' is not a safe run name"):
        counting.count_by_key([bad], "model")
    with pytest.raises(TypeError, match=r"^key: expected a run name \(str\), got None"):
        counting.count_by_key([df.assign(model=None)], "model")


def test_an_image_split_across_a_partitions_batches_is_counted_once():
    """Geodiversity takes an image's rows in one batch: a partition's Arrow batches are
    counted together, and an image in two partitions is refused when they merge."""
    table = pd.DataFrame(
        {
            "image": ["i1", "i1", "i2", "i3", "i3"],
            "truth": ["cup", "bed", "cup", "bed", "cup"],
            "top": ["cup", "cup", "bed", "bed", "cup"],
            "household": ["h1", "h1", "h2", "h2", "h2"],
            "income": [10.0, 10.0, 500.0, 500.0, 500.0],
            "region": ["Asia", "Asia", "Europe", "Europe", "Europe"],
        }
    )
    arguments = dict(
        image_ids="image",
        true_labels="truth",
        predicted_labels=["top"],
        household_ids="household",
        incomes="income",
        regions="region",
    )
    counting = PartitionCounting("geodiversity", arguments, owner="test")
    batches = [
        pa.RecordBatch.from_pandas(table.iloc[s], preserve_index=False)
        for s in (slice(0, 1), slice(1, 4), slice(4, 5))
    ]  # i1 and i3 straddle two batches
    expected = counts_of("geodiversity", data=table, **arguments)
    got = counting.decode(counting.count(batches)).counts
    assert _encoded("geodiversity", got) == _encoded("geodiversity", expected)
    halves = [counting.count([b]) for b in batches[:2]]
    with pytest.raises(ValueError, match="image"):
        counting.merge(*halves)


def test_bad_arguments_are_named():
    with pytest.raises(TypeError, match="^predictions: test reads it from the table"):
        PartitionCounting("group_metrics", {**GROUPS, "predictions": [1, 2]}, owner="test")
    with pytest.raises(TypeError, match="^min_count: not taken by test; give it to the writer"):
        PartitionCounting("group_metrics", {**GROUPS, "min_count": 3}, owner="test")
    with pytest.raises(TypeError, match="^data: not taken by test"):
        PartitionCounting("group_metrics", {**GROUPS, "data": _frame()}, owner="test")
    with pytest.raises(ValueError, match="^predictions: required for a group_metrics report"):
        PartitionCounting("group_metrics", {"classes": "label", "attributes": ["sex"]}, owner="t")
    with pytest.raises(TypeError, match="^classifier: not an argument of FileWriter.group_metrics"):
        PartitionCounting("group_metrics", {**GROUPS, "classifier": "x"}, owner="test")
    with pytest.raises((TypeError, ValueError), match="^groupings"):  # checked on the driver
        PartitionCounting("group_metrics", {**GROUPS, "groupings": 5}, owner="test")
    counting = PartitionCounting("group_metrics", GROUPS, owner="test")
    with pytest.raises(ValueError, match=r"^attributes: no column 'race' in df; it has \['label'"):
        counting.check_columns(["label", "pred", "sex"], "df")
    with pytest.raises(ValueError, match="^key: no column 'model' in df"):
        counting.check_columns(["label", "pred", "sex", "race"], "df", key="model")
    assert split_report_options({"classes": "c", "min_count": 2, "scalars": False}) == (
        {"classes": "c"},
        {"min_count": 2, "scalars": False},
    )


@pytest.mark.parametrize(
    "key, match",
    [
        ("../up", "path separator"),
        ("a/b", "path separator"),
        ("a\\b", "path separator"),
        ("..", "relative directory"),
        (".", "relative directory"),
        ("", "empty"),
        (" x", "white space"),
        ("C:", "':'"),
        ("a\x00b", "control character"),
        ("x" * 256, "255 bytes"),
        (".hidden", "hidden directory"),
        ("model\u2215a", "looks like a path separator"),
        ("model\uff0fa", "looks like a path separator"),
        ("model\u29f5a", "looks like a path separator"),
    ],
)
def test_bad_key_is_refused_naming_it(key, match):
    with pytest.raises(ValueError, match=f"^key: .* is not a safe run name .*{match}"):
        check_key(key)
