"""Benchmark: the diff of two runs and the trend of all runs, served by the backend.

20 runs x 10 steps of 20,000-label x 4-identity association reports. Times (warm, median
of 10 after 2 warm-ups) the `diff` route for two runs and the `trend` route over all runs,
in-process through TensorBoard's multiplexer data provider and werkzeug, and the floor:
reading the same tensors through the data provider alone (`read_tensors` of the tag for all
runs). The first request of each computes it ("cold"); the plugin then keeps the diff's
answer and each report's headline numbers, so warm requests read them. Targets: diff under
200 ms warm; trend of 200 reports under 300 ms warm (issue 17).

    python bench/bench_compare.py [--runs 20] [--steps 10] [--labels 20000]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time

import numpy as np
import scipy.sparse as sp

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from _common import git_commit, source_digest  # noqa: E402
from helpers import plugin_client  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness.metrics import count_associations  # noqa: E402


def write_logdir(root, runs, steps, labels, n=20000, seed=0):
    rng = np.random.default_rng(seed)
    p = 1.0 / np.arange(1, labels + 1)
    p /= p.sum()
    names = [f"label {j}" for j in range(labels)]
    ids = {f"id{k}": rng.random(n) < 0.3 for k in range(4)}
    for r in range(runs):
        with tb_fairness.FileWriter(os.path.join(root, f"run{r:02d}")) as w:
            for s in range(steps):
                cols = rng.choice(labels, size=n * 8, p=p)
                Y = sp.csr_matrix(
                    (np.ones(n * 8), (np.repeat(np.arange(n), 8), cols)), shape=(n, labels)
                )
                Y.data[:] = 1.0
                w.label_associations(
                    "assoc", s, counts=count_associations(Y, label_names=names, identities=ids)
                )


def timed(fn, repeat=10, warm=2):
    for _ in range(warm):
        fn()
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--steps", type=int, default=10)
    parser.add_argument("--labels", type=int, default=20000)
    args = parser.parse_args(argv)
    print(f"git commit {git_commit()}, tb_fairness sources {source_digest()}")
    root = tempfile.mkdtemp(prefix="tb-fairness-bench-compare-")
    start = time.perf_counter()
    write_logdir(root, args.runs, args.steps, args.labels)
    print(
        f"wrote {args.runs} runs x {args.steps} steps x {args.labels:,}-label reports in "
        f"{time.perf_counter() - start:.1f} s"
    )
    client, multiplexer = plugin_client(root, with_multiplexer=True)
    from tensorboard.backend.event_processing import data_provider
    from tensorboard.context import RequestContext

    provider = data_provider.MultiplexerDataProvider(multiplexer, root)

    def get(url):
        response = client.get(url)
        assert response.status_code == 200, response.get_data(as_text=True)[:200]
        return response

    diff_url = "/data/plugin/fairness/diff?tag=assoc&run=run00&vs_run=run01&a=id0&b=id1"
    trend_url = "/data/plugin/fairness/trend?tag=assoc&a=id0&b=id1"
    start = time.perf_counter()
    get(diff_url)
    diff_cold = time.perf_counter() - start
    start = time.perf_counter()
    get(trend_url)
    trend_cold = time.perf_counter() - start
    diff = timed(lambda: get(diff_url))
    trend = timed(lambda: get(trend_url), repeat=5)
    floor = timed(
        lambda: provider.read_tensors(
            RequestContext(), experiment_id="", plugin_name="fairness", downsample=1000
        )
    )
    print(
        f"diff of two runs    {diff * 1e3:8.1f} ms warm   target < 200 ms: "
        f"{'met' if diff < 0.2 else 'MISSED'}   ({diff_cold * 1e3:.0f} ms cold)"
    )
    print(
        f"trend of all runs   {trend * 1e3:8.1f} ms warm   target < 300 ms: "
        f"{'met' if trend < 0.3 else 'MISSED'}   ({trend_cold * 1e3:.0f} ms cold: every report "
        "decoded and its headline computed)"
    )
    print(
        f"floor: read_tensors of every report {floor * 1e3:.2f} ms "
        f"(diff/floor {diff / floor:.0f}x, trend/floor {trend / floor:.0f}x)"
    )


if __name__ == "__main__":
    main()
