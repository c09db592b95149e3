"""Headers first (issue 27, items 1-2): a report's declared size is checked against the cap on
one report's cells before any array is inflated or any group named, by every reader (the
kinds' decoders, hence routes, ``Logdir``, the CLI and Beam's coder, which share them), and
writers refuse to count past the same cap before allocating. Each refusal is measured: it
takes milliseconds and allocates next to nothing (tracemalloc sees numpy's allocations)."""

from __future__ import annotations

import json
import time
import tracemalloc
import zlib

import numpy as np
import pytest

from tb_fairness import kinds
from tb_fairness.metrics import validation
from tb_fairness.metrics.groups import GroupSpace
from tb_fairness.reports.metadata import UnsupportedReport
from tb_fairness.summary.protos import counts_of

# What a refusal may cost: it reads a header, nothing more.
FAST_SECONDS = 0.5
SMALL_BYTES = 8 << 20


def _refused_cheaply(fn, exc, match):
    tracemalloc.start()
    start = time.perf_counter()
    try:
        with pytest.raises(exc, match=match):
            fn()
        seconds = time.perf_counter() - start
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert seconds < FAST_SECONDS, f"refused after {seconds:.2f} s"
    assert peak < SMALL_BYTES, f"allocated {peak:,} bytes before refusing"


def _binary_report(**header_changes):
    rng = np.random.default_rng(0)
    counts = counts_of(
        "binary_classification",
        rng.random(200),
        rng.integers(0, 2, 200),
        {"g": rng.choice(["a", "b"], 200)},
    )
    kind = kinds.BY_NAME["binary_classification"]
    elements = list(kind.encode(counts))
    header = json.loads(elements[0])
    header.update(header_changes)
    elements[0] = json.dumps(header).encode()
    return kind, np.array(elements, dtype=object)


def test_a_report_declaring_too_many_cells_is_refused_from_its_header():
    # 10,001 thresholds x 4,000 labels: 80 million cells declared, in a few hundred bytes.
    kind, tensor = _binary_report(thresholds=[i / 10_000 for i in range(10_001)], labels=4_000)
    _refused_cheaply(lambda: kind.decode(tensor, 1), UnsupportedReport, "count cells, over")


def test_a_bomb_behind_an_honest_header_inflates_no_further_than_declared():
    kind, tensor = _binary_report()
    tensor[4] = zlib.compress(bytes(64 << 20), 9)  # tp: 64 MiB of zeros where 3.2 KB belong
    _refused_cheaply(lambda: kind.decode(tensor, 1), UnsupportedReport, "inflates to more")


def test_a_group_space_of_a_billion_intersections_is_refused_before_naming_them():
    values = tuple(tuple(f"v{i}" for i in range(1_000)) for _ in range(3))
    _refused_cheaply(
        lambda: GroupSpace(("a", "b", "c"), values, (("a", "b", "c"),)),
        ValueError,
        "groups would number at least 1,000,000,000",
    )


def test_every_decoder_checks_the_cap(monkeypatch):
    """With the cap lowered below a small report's size, every kind's decoder refuses it:
    none inflates its arrays before checking."""
    from test_canonical_order import KIND_CASES, _update  # a batch of every kind

    counts = {}
    for name, (make, batch) in KIND_CASES.items():
        acc = make()
        _update(acc, batch(np.random.default_rng(2), 60))
        counts[name] = acc.counts
    assert set(counts) == {k.name for k in kinds.KINDS}
    monkeypatch.setattr(validation, "MAX_REPORT_CELLS", 3)
    for kind, c in counts.items():
        tensor = kinds.BY_NAME[kind].encode(c)
        with pytest.raises(UnsupportedReport, match="count cells, over the 3 one report"):
            kinds.BY_NAME[kind].decode(tensor, kinds.BY_NAME[kind].version)


def test_writers_refuse_counts_over_the_cap_before_allocating():
    rng = np.random.default_rng(1)
    n = 2_000
    # 2,000 groups x 9,000 thresholds x 2 arrays: 36 million cells, 288 MB as int64.
    _refused_cheaply(
        lambda: counts_of(
            "binary_classification",
            rng.random(n),
            rng.integers(0, 2, n),
            {"g": np.arange(n)},
            thresholds=list(np.linspace(0, 1, 9_000)),
        ),
        ValueError,
        "count cells, over",
    )
