"""Work per request is bounded (issue 27, item 1): a table over the cap on one table's cells
is refused with a 400 naming the option that narrows it, before it is built where its size
is known from the counts, and a table is serialized in pieces, so a request holds its
numbers and its bytes but never a Python object per cell."""

from __future__ import annotations

import json
import time
import tracemalloc

import numpy as np
import pytest
from helpers import plugin_client

import tb_fairness
from tb_fairness import kinds
from tb_fairness.kinds import kind as kind_module
from tb_fairness.kinds import table as tables

TAG = "scores"


@pytest.fixture(scope="module")
def wide_binary(tmp_path_factory):
    """A binary report of 500 groups x 2,011 thresholds (1,005,500 cells a metric): within
    the cap on one report, and a default `cells` table of 8 million cells."""
    logdir = tmp_path_factory.mktemp("budget")
    rng = np.random.default_rng(0)
    n = 20_000
    with tb_fairness.FileWriter(str(logdir / "run")) as w:
        w.binary_classification(
            TAG,
            0,
            rng.random(n),
            rng.integers(0, 2, n),
            {"g": rng.integers(0, 500, n)},
            thresholds=list(np.linspace(0, 1, 2_001)),
        )
    return str(logdir)


def test_a_table_over_the_cap_is_refused_before_it_is_built(wide_binary, monkeypatch):
    monkeypatch.setattr(kind_module, "MAX_TABLE_CELLS", 1_000_000)
    client = plugin_client(wide_binary)
    start = time.perf_counter()
    res = client.get(f"/data/plugin/fairness/table?run=run&tag={TAG}&format=json")
    seconds = time.perf_counter() - start
    body = res.get_data(as_text=True)
    assert res.status_code == 400, body
    assert "table: cells would hold 1,005,500 rows x 10 columns = 10,055,000 cells" in body
    assert "narrow it with threshold" in body
    assert seconds < 2.0, f"refused after {seconds:.1f} s: the table was built first"
    # Narrowed as the message says, it is served: one row per group.
    res = client.get(f"/data/plugin/fairness/table?run=run&tag={TAG}&format=json&threshold=0.5")
    assert res.status_code == 200, res.get_data(as_text=True)
    assert len(res.get_json()["rows"]) == 500


@pytest.mark.parametrize("threshold", [None, 0.5])
def test_the_declared_row_count_is_the_table_s(wide_binary, threshold):
    """Where a table says how many rows it will have, it has that many."""
    from tb_fairness import Logdir

    report = Logdir(wide_binary).report("run", TAG)
    kind = kinds.BY_NAME["binary_classification"]
    for spec in kind.tables:
        if spec.rows is None or spec.name == "slices":  # slices: at most k (this has none)
            continue
        options = kind.resolve(
            report.counts, {**kind.parse(lambda n: None), "threshold": threshold}
        )
        assert spec.rows(report.counts, options) == len(spec.build(report.counts, options))


def test_the_options_that_narrow_a_table_or_view_are_the_kinds():
    """What a refusal names to narrow a table (groups x thresholds: ``threshold``) or a
    view is an option of its kind, or of the view (every table and view declares its size:
    tests/hostile/test_declared_sizes.py)."""
    assert kinds.get("binary_classification").table_spec("cells").narrow == ("threshold",)
    for k in kinds.KINDS:
        for t in k.tables:
            for option in t.narrow:
                k.option(option)  # declared by the kind
        for v in k.views:
            for option in v.narrow:
                assert option in [o.name for o in (*k.options, *v.options)], (k.name, option)


def test_a_table_is_serialized_in_pieces():
    """The bytes of a 200,000-row table, and no more than a fraction of them again: no
    Python object per cell of the whole table at once (a dict per row was 4x the bytes)."""
    n = 200_000
    table = tables.Table(
        {
            "label": np.array([f"label {i}" for i in range(n)], dtype=object),
            "gap": np.linspace(-1, 1, n),
            "count": np.arange(n),
            "significant": np.arange(n) % 3 == 0,
        },
        {"metric": "dp"},
    )
    for serialize in (tables.to_json_bytes, tables.to_csv_bytes):
        tracemalloc.start()
        try:
            out = serialize(table)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        assert peak < 2.5 * len(out), (serialize.__name__, peak, len(out))


def test_the_binary_view_thins_its_curves_to_what_a_chart_draws(wide_binary):
    """500 groups x 2,011 thresholds: the curves come at evenly spaced thresholds (the first,
    the last and the chosen one among them), at most MAX_CURVE_POINTS per curve, so the
    view's size no longer grows with the thresholds."""
    from tb_fairness.kinds import binary_classification as binary_kind

    client = plugin_client(wide_binary)
    res = client.get(f"/data/plugin/fairness/binary_classification?run=run&tag={TAG}")
    assert res.status_code == 200, res.get_data(as_text=True)
    view = res.get_json()
    at = view["curve_thresholds"]
    thresholds = view["thresholds"]
    assert len(thresholds) == 2_011 and at[0] == thresholds[0] and at[-1] == thresholds[-1]
    assert view["threshold"] in at and at == sorted(at) and set(at) <= set(thresholds)
    assert len(view["groups"]) * len(at) <= binary_kind.MAX_CURVE_POINTS + len(view["groups"])
    for curve in view["curves"].values():
        assert {len(row) for row in curve["value"]} == {len(at)}
    assert len(res.get_data()) < 16 << 20
    # Each curve point is the cells table's value at that threshold.
    cells = client.get(
        f"/data/plugin/fairness/table?run=run&tag={TAG}&format=json&threshold={at[1]}"
    ).get_json()["rows"]
    g = view["groups"].index(cells[3]["group"])
    assert view["curves"][view["metric"]]["value"][g][1] == pytest.approx(cells[3]["value"])


@pytest.mark.parametrize(
    ("thresholds", "groups", "chosen", "kept"),
    [(101, 3, 50, 101), (2_011, 500, 1_000, 120), (2_011, 500, 7, 120), (10, 100_000, 3, 3)],
)
def test_curve_thresholds(thresholds, groups, chosen, kept):
    from tb_fairness.kinds.binary_classification import curve_indices

    at = curve_indices(thresholds, groups, chosen)
    assert at[0] == 0 and at[-1] == thresholds - 1 and chosen in at
    assert list(at) == sorted(set(at.tolist()))
    assert len(at) in (kept, kept + 1)


def _status_mib(pid: int, field: str) -> float:
    """A memory line of the process's /proc status (VmHWM: its peak RSS so far), MiB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    pytest.skip("no /proc/<pid>/status")


def test_a_real_tensorboard_stays_within_its_budgets(tmp_path):
    """A real `tensorboard` serving a wide binary report and a 200,000-label report, asked
    for every kind of answer (a refused table, a narrowed one, the views, drill-downs, a
    trend): its peak RSS grows by less than the caches' budgets (256 + 128 + 64 MiB) plus
    one request's (512 MiB)."""
    from helpers import http, tensorboard_server, wait_until

    from tb_fairness.metrics.counts import AssociationCounts

    rng = np.random.default_rng(0)
    n = 20_000
    with tb_fairness.FileWriter(str(tmp_path / "wide")) as w:
        w.binary_classification(
            TAG,
            0,
            rng.random(n),
            rng.integers(0, 2, n),
            {"g": rng.integers(0, 500, n)},
            thresholds=list(np.linspace(0, 1, 2_001)),
        )
    labels = 200_000
    names = tuple(f"label_{i:06d}" for i in range(labels))
    with tb_fairness.FileWriter(str(tmp_path / "labels")) as w:
        for step in range(3):
            totals = rng.integers(10, 10_000, labels)
            w.label_associations(
                "assoc",
                step,
                counts=AssociationCounts(
                    n=1_000_000,
                    label_names=names,
                    identity_names=("a", "b"),
                    label_counts=totals,
                    identity_counts=np.array([500_000, 300_000]),
                    joint_counts=np.minimum(rng.integers(0, 1_000, (2, labels)), totals),
                    identity_label_index=[-1, -1],
                ),
            )
    processes = []
    with tensorboard_server(
        tmp_path, load_fast=False, without_tensorflow=True, processes=processes
    ) as base:
        pid = processes[0].pid
        plugin = "/data/plugin/fairness"

        def loaded():
            runs = json.loads(http(base, f"{plugin}/tags")[2])["runs"]
            return (
                TAG in runs.get("wide", {})
                and runs.get("labels", {}).get("assoc", {}).get("max_step") == 2
            )

        wait_until(loaded, 60, "tensorboard to load both runs")
        before = _status_mib(pid, "VmHWM")
        # An address-space limit 2 GiB above what the server maps now: a regression fails
        # here (a MemoryError answers 400) instead of exhausting the machine.
        import resource

        limit = int((_status_mib(pid, "VmSize") + 2048) * 2**20)
        resource.prlimit(pid, resource.RLIMIT_AS, (limit, limit))
        requests = [
            f"table?run=wide&tag={TAG}&format=json",  # 1,005,500 rows x 8: 8 million cells
            f"table?run=wide&tag={TAG}&format=csv&threshold=0.5",
            f"table?run=wide&tag={TAG}&table=metrics",
            f"binary_classification?run=wide&tag={TAG}",
            f"row?run=wide&tag={TAG}&key=tpr",
            "table?run=labels&tag=assoc&metric=dp&a=a&b=b",
            "label_associations?run=labels&tag=assoc&metric=dp&a=a&b=b",
            "row?run=labels&tag=assoc&key=label_000007&metric=dp&a=a&b=b",
            "row?run=labels&tag=assoc&key=label_123456&metric=dp&a=a&b=b",
            "trend?tag=assoc&run=labels",
        ]
        for path in requests:
            status, _, body = http(base, f"{plugin}/{path}")
            assert status == 200, (path, body[:300])
        grown = _status_mib(pid, "VmHWM") - before
    print(f"peak RSS grew by {grown:.0f} MiB over {len(requests)} requests")
    assert grown < 256 + 128 + 64 + 512, f"peak RSS grew by {grown:.0f} MiB"


def test_a_view_over_its_size_is_refused_naming_the_way_out(wide_binary, monkeypatch):
    from tb_fairness.plugin import plugin as plugin_module

    monkeypatch.setattr(plugin_module, "MAX_VIEW_BYTES", 64 << 10)
    client = plugin_client(wide_binary)
    res = client.get(f"/data/plugin/fairness/binary_classification?run=run&tag={TAG}")
    body = res.get_data(as_text=True)
    assert res.status_code == 400, body
    assert "over the 0.1 MiB one answer may hold (TB_FAIRNESS_MAX_VIEW_MIB)" in body
    assert "narrow it with" in body and "grouping" in body and "`table`" in body
