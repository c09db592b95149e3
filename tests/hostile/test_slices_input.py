"""The worst slices under hostile input (issue 28, "Bad input"): an attribute of 100,000
values, 40 attributes, a level of 10, a minimum size of 0, a metric the kind does not have,
missing values. Each is a clear 400 naming the option before any work, or a stated cap (the
search's visits of cells, a report's cells), never a hang."""

from __future__ import annotations

import time

import numpy as np
import pytest
from helpers import plugin_client

import tb_fairness
from tb_fairness.metrics import slices, validation

TAG = "groups"


def _write(root, n: int, attributes: dict, seed: int = 0):
    rng = np.random.default_rng(seed)
    classes = rng.choice(["a", "b"], n)
    predictions = np.where(rng.random(n) < 0.8, classes, rng.choice(["a", "b"], n))
    with tb_fairness.FileWriter(str(root / "run")) as w:
        # One grouping: the slices range over every attribute all the same.
        groupings = [next(iter(attributes))] if "sex" not in attributes else ["sex"]
        w.group_metrics(TAG, 0, classes, predictions, attributes, groupings=groupings, slices=True)


@pytest.fixture(scope="module")
def small(tmp_path_factory):
    root = tmp_path_factory.mktemp("slices_small")
    rng = np.random.default_rng(1)
    n = 3000
    _write(
        root,
        n,
        {
            "sex": rng.choice(["f", "m"], n),
            "race": rng.choice(["x", "y", None], n),  # missing: in no slice on race
        },
    )
    return str(root)


@pytest.mark.parametrize(
    "query, name",
    [
        ("max_level=10", "max_level"),
        ("max_level=0", "max_level"),
        ("min_size=0", "min_size"),
        ("k=0", "k"),
        ("k=100000", "k"),
        ("metric=f1", "metric"),
        ("scoring=magic", "scoring"),
        ("alpha=0", "alpha"),
        ("alpha=1.5", "alpha"),
        ("class_name=nobody", "class_name"),
    ],
)
def test_bad_options_are_named(small, query, name):
    client = plugin_client(small)
    for path in ("table?table=slices&format=json&", "group_metrics/slices?"):
        res = client.get(f"/data/plugin/fairness/{path}run=run&tag={TAG}&{query}")
        assert res.status_code == 400, (path, query, res.get_data(as_text=True))
        assert f"{name}: " in res.get_data(as_text=True)


def test_missing_values_are_in_no_slice_on_their_attribute(small):
    res = plugin_client(small).get(
        f"/data/plugin/fairness/group_metrics/slices?run=run&tag={TAG}&min_size=1&k=100"
    )
    body = res.get_json()
    assert res.status_code == 200 and body["available"]
    names = body["columns"]["slice"]
    assert "race=x" in names or any("race=x" in n for n in names)
    assert not any("None" in n or "nan" in n for n in names)


def test_forty_attributes_are_refused_before_any_work(tmp_path, monkeypatch):
    rng = np.random.default_rng(2)
    n = 2000
    _write(tmp_path, n, {f"a{i:02d}": rng.integers(0, 3, n) for i in range(40)})
    # 40 + 780 + 9,880 attribute combinations to level 3, each visiting the cells.
    monkeypatch.setattr(slices, "MAX_SLICE_WORK", 5_000_000)
    client = plugin_client(str(tmp_path))
    start = time.perf_counter()
    res = client.get(f"/data/plugin/fairness/table?run=run&tag={TAG}&table=slices&format=json")
    assert res.status_code == 400, res.get_data(as_text=True)
    assert "max_level: searching 40 attributes to level 3" in res.get_data(as_text=True)
    assert time.perf_counter() - start < 2.0
    # Lower, as the message says: served.
    res = client.get(
        f"/data/plugin/fairness/table?run=run&tag={TAG}&table=slices&format=json&max_level=1"
    )
    assert res.status_code == 200, res.get_data(as_text=True)


def test_an_attribute_of_100000_values(tmp_path):
    rng = np.random.default_rng(3)
    n = 200_000
    _write(tmp_path, n, {"id": rng.integers(0, 100_000, n), "sex": rng.choice(["f", "m"], n)})
    start = time.perf_counter()
    res = plugin_client(str(tmp_path)).get(
        f"/data/plugin/fairness/table?run=run&tag={TAG}&table=slices&format=json&min_size=5"
    )
    assert res.status_code == 200, res.get_data(as_text=True)
    assert time.perf_counter() - start < 30


def test_a_writer_refuses_cells_over_the_report_cap(tmp_path, monkeypatch):
    monkeypatch.setattr(validation, "MAX_REPORT_CELLS", 50_000)
    rng = np.random.default_rng(4)
    n = 10_000
    with pytest.raises(ValueError, match="^slices: .*over the 50,000 one report may hold"):
        _write(tmp_path, n, {f"a{i}": rng.integers(0, 3, n) for i in range(5)})
