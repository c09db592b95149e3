"""Load and memory (issue 15): concurrent clients get no 5xx and memory stays bounded.

- 8 threads send 240 requests (tables, the view, diff, trend, row, steps) on a 20,000-label
  report through one plugin app: every answer is 200 and the process's RSS grows by less
  than a bound once warm.
- The report cache holds decoded counts under its budget, counted by their real size (the
  arrays' nbytes and the names), and RSS follows: reading 12 steps of a mostly-zero
  100,000-label x 20-identity report (compressed to almost nothing, ~17 MB each decoded)
  with a 48 MiB budget grows RSS by about the budget, not by 12 x 17 MB.
"""

from __future__ import annotations

import os
import sys
import threading

import numpy as np
import pytest
from tensorboard.backend import application
from tensorboard.context import RequestContext
from tensorboard.plugins import base_plugin
from werkzeug import test as werkzeug_test

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
from helpers import multiplexer_provider  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness.metrics.counts import AssociationCounts  # noqa: E402
from tb_fairness.plugin import FairnessPlugin  # noqa: E402
from tb_fairness.read.store import ReportStore, sizeof  # noqa: E402


def rss_mib() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    pytest.skip("no /proc/self/status")


def label_counts(labels, identities, seed, dense=True) -> AssociationCounts:
    rng = np.random.default_rng(seed)
    n = 100_000
    label_totals = rng.integers(0, 2000, labels) if dense else np.zeros(labels, np.int64)
    joint = np.zeros((identities, labels), np.int64)
    if dense:
        joint[:] = rng.binomial(label_totals[None, :], 0.3)
    else:
        label_totals[:100] = 50
        joint[:, :100] = rng.integers(0, 20, (identities, 100))
    return AssociationCounts(
        n=n,
        label_names=[f"label_{i:06d}" for i in range(labels)],
        identity_names=[f"id{i}" for i in range(identities)],
        label_counts=label_totals,
        identity_counts=np.full(identities, n // 3),
        joint_counts=joint,
        identity_label_index=np.full(identities, -1),
    )


def test_eight_threads_no_5xx_and_bounded_memory(tmp_path):
    for run in ("a", "b"):
        with tb_fairness.FileWriter(str(tmp_path / run)) as w:
            for step in (0, 1):
                w.label_associations("big", step, counts=label_counts(20_000, 4, step))
    provider = multiplexer_provider(str(tmp_path))
    context = base_plugin.TBContext(data_provider=provider, logdir=str(tmp_path))
    app = application.TensorBoardWSGI([FairnessPlugin(context)], data_provider=provider)
    p = "/data/plugin/fairness/"
    paths = [
        p + "table?run=a&tag=big",
        p + "table?run=b&tag=big&step=0&metric=dp&a=id0&b=id1",
        p + "label_associations?run=a&tag=big&metric=pmi",
        p + "diff?run=a&tag=big&vs_run=b",
        p + "trend?tag=big",
        p + "row?run=a&tag=big&key=label_000007",
        p + "steps?run=b&tag=big",
        p + "tags",
    ]
    warm = werkzeug_test.Client(app)
    for path in paths:  # warm: every report decoded and cached once
        assert warm.get(path).status_code == 200, path
    before = rss_mib()
    statuses: list[int] = []
    lock = threading.Lock()

    def client(i):
        c = werkzeug_test.Client(app)
        for j in range(30):
            status = c.get(paths[(i + j) % len(paths)]).status_code
            with lock:
                statuses.append(status)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(statuses) == 240 and set(statuses) == {200}
    # What grows is 8 threads' transient tables and answers (~6 MB of JSON each) and the
    # malloc arenas that keep them, not the cache (4 small reports, already warm).
    assert rss_mib() - before < 400


def test_cache_holds_decoded_bytes_under_budget(tmp_path):
    steps, budget = 12, 48 << 20
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        for step in range(steps):
            w.label_associations("t", step, counts=label_counts(100_000, 20, step, dense=False))
    store = ReportStore(multiplexer_provider(str(tmp_path)), cache_bytes=budget)
    ctx = RequestContext()
    first = store.report(ctx, "", "r", "t", 0).counts
    # The real size: 20 x 100k int64 joint counts alone are 16 MB (compressed: a few KB).
    assert sizeof(first) >= first.joint_counts.nbytes + first.label_counts.nbytes
    assert store.cached_bytes == sizeof(first)
    del first
    before = rss_mib()
    for step in range(steps):
        store.report(ctx, "", "r", "t", step)
        assert store.cached_bytes <= budget
    grown = rss_mib() - before
    assert grown < budget / 2**20 + 60, grown  # 12 decoded steps would be ~200 MiB
