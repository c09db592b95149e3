"""Writers take a DataFrame and column names (issue 30, item 3): ``data=`` in every
``FileWriter`` method, ``*_pb`` function, ``counts_of`` and accumulator ``update``, with pandas,
polars and pyarrow frames. The counts equal those of the same columns passed as arrays
(byte for byte, through the report's encoding); a wide frame's other columns are not read; a
missing column is named with what the frame has; values and names mix."""

from __future__ import annotations

import numpy as np
import pandas as pd
import pytest

import tb_fairness
from tb_fairness import kinds
from tb_fairness.kinds import frames
from tb_fairness.summary.protos import counts_of

pl = pytest.importorskip("polars")
pa = pytest.importorskip("pyarrow")

N = 400


def _frame():
    rng = np.random.default_rng(0)
    scores = rng.random((N, 2)).round(3)
    return pd.DataFrame(
        {
            "label": rng.choice(["a", "b", "c"], N),
            "pred": rng.choice(["a", "b", "c"], N),
            "sex": rng.choice(["f", "m"], N),
            "race": rng.choice(["x", "y", None], N),
            "age": rng.integers(18, 80, N),
            "p0": scores[:, 0],
            "p1": scores[:, 1],
            "y0": rng.integers(0, 2, N),
            "y1": rng.integers(0, 2, N),
            "noise": rng.random(N),
        }
    )


FRAMES = {
    "pandas": lambda df: df,
    "polars": lambda df: pl.from_pandas(df),
    "pyarrow": lambda df: pa.Table.from_pandas(df, preserve_index=False),
}


def _encoded(kind, counts):
    return [bytes(x) for x in kinds.get(kind).encode(counts)]


@pytest.mark.parametrize("library", FRAMES)
def test_columns_by_name_equal_the_arrays(library):
    df = _frame()
    data = FRAMES[library](df)
    arrays = {c: df[c].to_numpy() for c in df.columns}
    attributes = {a: arrays[a] for a in ("sex", "race")}
    named = counts_of(
        "group_metrics", data=data, classes="label", predictions="pred", attributes=["sex", "race"]
    )
    plain = counts_of("group_metrics", arrays["label"], arrays["pred"], attributes)
    assert _encoded("group_metrics", named) == _encoded("group_metrics", plain)
    # Scores of two labels as two columns side by side; attributes renamed by a mapping.
    named = counts_of(
        "binary_classification",
        data=data,
        scores=["p0", "p1"],
        labels=["y0", "y1"],
        attributes={"gender": "sex", "age": "age"},
        buckets={"age": {"young": list(range(18, 40)), "old": list(range(40, 80))}},
    )
    plain = counts_of(
        "binary_classification",
        np.column_stack([arrays["p0"], arrays["p1"]]),
        np.column_stack([arrays["y0"], arrays["y1"]]),
        {"gender": arrays["sex"], "age": arrays["age"]},
        buckets={"age": {"young": list(range(18, 40)), "old": list(range(40, 80))}},
    )
    assert _encoded("binary_classification", named) == _encoded("binary_classification", plain)


def test_every_writer_and_the_accumulators_take_data(tmp_path):
    df = _frame()
    with tb_fairness.FileWriter(str(tmp_path / "run")) as w:
        w.group_metrics("g", 0, data=df, classes="label", predictions="pred", attributes=["sex"])
        w.skew_size("s", 0, data=df, classes="label", groups="sex", predictions="pred")
    logs = tb_fairness.Logdir(str(tmp_path))
    assert logs.report("run", "g").counts.groups.attribute_names == ("sex",)
    acc = tb_fairness.GroupMetricsAccumulator()
    for part in (df.iloc[:150], df.iloc[150:]):
        acc.update(data=part, classes="label", predictions="pred", attributes=["sex"])
    one = counts_of(
        "group_metrics", data=df, classes="label", predictions="pred", attributes=["sex"]
    )
    assert _encoded("group_metrics", acc.counts) == _encoded("group_metrics", one)
    # A model's outputs (arrays) beside the frame's columns (names).
    mixed = counts_of(
        "group_metrics", data=df, classes="label", predictions=df["pred"].to_numpy(),
        attributes=["sex"],
    )  # fmt: skip
    assert _encoded("group_metrics", mixed) == _encoded("group_metrics", one)


def test_only_the_columns_named_are_read():
    df = _frame()
    read = []

    class Watched(pd.DataFrame):
        def __getitem__(self, key):
            read.append(key)
            return super().__getitem__(key)

    counts_of(
        "group_metrics", data=Watched(df), classes="label", predictions="pred", attributes=["sex"]
    )
    assert sorted(read) == ["label", "pred", "sex"]


@pytest.mark.parametrize("library", FRAMES)
def test_a_missing_column_is_named_with_what_the_frame_has(library):
    data = FRAMES[library](_frame())
    with pytest.raises(ValueError, match=r"^attributes: no column 'sx' in data; it has \['label'"):
        counts_of(
            "group_metrics", data=data, classes="label", predictions="pred", attributes=["sx"]
        )
    acc = tb_fairness.GroupMetricsAccumulator()
    with pytest.raises(ValueError, match="^classes: no column 'labl' in data"):
        acc.update(data=data, classes="labl", predictions="pred", attributes=["sex"])
    assert acc.counts is None  # nothing counted


def test_bad_data_is_named():
    df = _frame()
    with pytest.raises(TypeError, match="^data: expected a pandas or polars DataFrame"):
        counts_of("group_metrics", data={"label": [1]}, classes="label", predictions="pred",
                  attributes=["sex"])  # fmt: skip
    one = counts_of(
        "group_metrics", data=df, classes="label", predictions="pred", attributes=["sex"]
    )
    with pytest.raises(ValueError, match="^data: pass either counts or data"):
        counts_of("group_metrics", data=df, counts=one)
    with pytest.raises(TypeError, match="^data: "):
        frames.frame_columns(np.zeros((3, 2)))


def test_the_hand_written_accumulators_take_data_too():
    """The kinds whose accumulators are their own (skew here; label associations,
    retrieval and geodiversity through the same frames.resolve) resolve column names the
    same way."""
    df = _frame()
    skew = tb_fairness.SkewSizeAccumulator()
    skew.update(data=df, classes="label", groups="sex", predictions="pred")
    one = counts_of("skew_size", data=df, classes="label", groups="sex", predictions="pred")
    assert _encoded("skew_size", skew.counts) == _encoded("skew_size", one)
    with pytest.raises(ValueError, match="^groups: no column 'gender' in data"):
        skew.update(data=df, classes="label", groups="gender", predictions="pred")


def _label_sets(rng, n, vocabulary):
    """Rows of 0-5 labels drawn with repeats (a label listed twice counts once), in no order."""
    return [rng.choice(vocabulary, size=rng.integers(0, 6)).tolist() for _ in range(n)]


@pytest.mark.parametrize("library", ["pyarrow", "pyarrow sliced", "polars", "pandas arrow"])
@pytest.mark.parametrize("declared", [False, True])
def test_a_list_column_of_label_names_equals_the_sets(library, declared):
    """An Arrow list column (Parquet's, Spark's) is read in one pass, not row by row, and
    counts as the same label-name sets do, byte for byte."""
    rng = np.random.default_rng(3)
    vocabulary = ["man", "woman", "bike", "bike 2", "bike 10", "l", "é"]
    rows = _label_sets(rng, 300, vocabulary)
    table = pa.table(
        {
            "labels": pa.array(rows, pa.list_(pa.string())),
            "w": rng.random(300) < 0.4,
            "m": rng.random(300) < 0.5,
        }
    )
    if library == "pyarrow sliced":  # offsets that do not start at 0, in two chunks
        table = pa.concat_tables([table.slice(0, 120), table.slice(120)]).slice(0)
    data = {
        "pyarrow": table,
        "pyarrow sliced": table,
        "polars": pl.from_arrow(table),
        "pandas arrow": table.to_pandas(types_mapper=pd.ArrowDtype),
    }[library]
    options = dict(label_names=sorted(vocabulary)) if declared else {}
    annotations = {k: table.column(k).to_numpy() for k in ("w", "m")}
    for identities, given in ((["man", "woman"], ["man", "woman"]), ({"w": "w", "m": "m"}, None)):
        as_sets = counts_of(
            "label_associations",
            [set(r) for r in rows],
            identities=given if given else annotations,
            **options,
        )
        named = counts_of(
            "label_associations", data=data, predictions="labels", identities=identities, **options
        )
        assert _encoded("label_associations", named) == _encoded("label_associations", as_sets)
        lists = frames.columns_of(data, "predictions", "labels", label_sets=True)
        assert type(lists).__name__ == "LabelLists" and len(lists) == 300


def test_a_list_column_with_nulls_or_unknown_labels_is_refused():
    rows = pa.array([["a", "b"], None, ["b"]], pa.list_(pa.string()))
    with pytest.raises(ValueError, match=r"^predictions: 1 example\(s\) hold null, not a list"):
        counts_of(
            "label_associations", data=pa.table({"p": rows}), predictions="p", identities=["a", "b"]
        )
    rows = pa.array([["a", None], ["b"]], pa.list_(pa.string()))
    with pytest.raises(ValueError, match=r"^predictions: 1 label name\(s\) are null"):
        counts_of(
            "label_associations", data=pa.table({"p": rows}), predictions="p", identities=["a", "b"]
        )
    rows = pa.array([["a", "c"], ["b"]], pa.list_(pa.string()))
    with pytest.raises(ValueError, match="^predictions: label 'c' is not in label_names"):
        counts_of(
            "label_associations",
            data=pa.table({"p": rows}),
            predictions="p",
            identities=["a", "b"],
            label_names=["a", "b"],
        )


def test_arrow_text_columns_keep_what_the_writers_refuse():
    """Arrow strings come as numpy str arrays, which would drop a trailing NUL: such a
    column is read as objects, and the writer refuses the control character as it does for
    arrays."""
    data = pa.table({"c": ["x", "y"], "p": ["x", "y"], "g": ["a\x00", "a"]})
    with pytest.raises(ValueError, match="control characters"):
        counts_of("group_metrics", data=data, classes="c", predictions="p", attributes=["g"])
    plain = frames.columns_of(pa.table({"g": ["a", "b", "a"]}), "g", "g")
    assert plain.dtype.kind == "U" and plain.tolist() == ["a", "b", "a"]
