"""Benchmark: a cold trend, read from the headline numbers stored beside each report.

Two logdirs, each read through TensorBoard's multiplexer data provider and the plugin's
routes in-process (werkzeug), with a new plugin (empty caches) for every cold request:

- wide: 20 runs x 10 steps of 20,000-label x 4-identity association reports (200 reports,
  bench_compare.py's);
- long: one run of 10,000 steps of small group-metrics reports.

Timed, median of a few: the cold trend at the kind's defaults (read from the stored records);
the same with the records ignored (every report decoded and its headline computed, as for
reports written before the records existed); the warm trend; and the floors, reading the
tensors alone through the data provider: the reports' and the records'. Targets (issue 25):
the wide trend cold under 300 ms, the long one under 1 s.

    python bench/bench_trend.py [--runs 20] [--steps 10] [--labels 20000] [--long 10000] [--quick]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from unittest import mock

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from _common import git_commit, source_digest  # noqa: E402
from bench_compare import write_logdir as write_wide  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness.metrics import count_groups  # noqa: E402
from tb_fairness.read.logdir import data_provider  # noqa: E402
from tb_fairness.read.store import ReportStore  # noqa: E402
from tb_fairness.reports import headlines, metadata  # noqa: E402


def write_long(root, steps, n=200, seed=0):
    rng = np.random.default_rng(seed)
    group = np.where(rng.random(n) < 0.4, "a", "b")
    with tb_fairness.FileWriter(os.path.join(root, "long")) as w:
        for s in range(steps):
            y = (rng.random(n) < 0.5).astype(np.int64)
            pred = np.where(rng.random(n) < 0.8, y, 1 - y)
            counts = count_groups(y, pred, attributes={"group": group}, class_names=["no", "yes"])
            w.group_metrics("groups", s, counts=counts)


def median_time(fn, repeat):
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def measure(root, tag, repeat, target):
    from tensorboard.backend import application
    from tensorboard.context import RequestContext
    from tensorboard.plugins import base_plugin
    from werkzeug import test as werkzeug_test

    from tb_fairness.plugin.plugin import FairnessPlugin

    provider = data_provider(root)
    url = f"/data/plugin/fairness/trend?tag={tag}"

    def client():
        context = base_plugin.TBContext(data_provider=provider, logdir=root)
        app = application.TensorBoardWSGI([FairnessPlugin(context)], data_provider=provider)
        return werkzeug_test.Client(app)

    def cold():
        response = client().get(url)
        assert response.status_code == 200, response.get_data(as_text=True)[:300]

    def ignored():
        with mock.patch.object(ReportStore, "records", lambda *a: {}):
            cold()

    warm_client = client()
    warm_client.get(url)

    def warm():
        assert warm_client.get(url).status_code == 200

    def floor(plugin_name):
        return lambda: provider.read_tensors(
            RequestContext(), experiment_id="", plugin_name=plugin_name, downsample=1 << 30
        )

    times = {
        "cold, from the records": median_time(cold, repeat),
        "cold, every report decoded": median_time(ignored, max(1, repeat // 3)),
        "warm": median_time(warm, repeat),
        "floor: read the reports' tensors": median_time(floor(metadata.PLUGIN_NAME), repeat),
        "floor: read the records' tensors": median_time(floor(headlines.PLUGIN_NAME), repeat),
    }
    base = times["floor: read the reports' tensors"]
    for name, t in times.items():
        print(f"  {name:34s} {t * 1e3:9.1f} ms   {t / base:7.2f}x the reports' floor")
    met = times["cold, from the records"] < target
    print(
        f"  target: cold under {target * 1e3:.0f} ms: {'met' if met else 'MISSED'}; "
        f"records {times['cold, every report decoded'] / times['cold, from the records']:.0f}x "
        "faster than decoding"
    )


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--labels", type=int, default=20000)
    parser.add_argument("--long", type=int, default=10000, help="steps of the long run")
    parser.add_argument("--quick", action="store_true", help="small inputs (a smoke run)")
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.steps, args.labels, args.long = 4, 5, 2000, 500
    print(f"bench_trend: commit {git_commit()}, source {source_digest()}")
    wide = tempfile.mkdtemp(prefix="tb-fairness-bench-trend-")
    start = time.perf_counter()
    write_wide(wide, args.runs, args.steps, args.labels)
    print(
        f"wide: {args.runs} runs x {args.steps} steps x {args.labels:,}-label reports "
        f"(written in {time.perf_counter() - start:.0f} s)"
    )
    measure(wide, "assoc", 7, 0.3)
    long = tempfile.mkdtemp(prefix="tb-fairness-bench-trend-long-")
    start = time.perf_counter()
    write_long(long, args.long)
    print(
        f"long: 1 run x {args.long:,} steps of group-metrics reports "
        f"(written in {time.perf_counter() - start:.0f} s)"
    )
    measure(long, "groups", 5, 1.0)


if __name__ == "__main__":
    main()
