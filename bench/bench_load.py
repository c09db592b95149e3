"""Benchmark: 8 concurrent clients against a real tensorboard (issue 15, load).

Writes a 20,000-label x 4-identity association report and a 100,000-label x 20-identity one
(2 steps each), starts `tensorboard --load_fast=true` (the Rust data server; `--load-fast
false` for the Python loader) and asks for the ranked table of each from 8 client threads,
alternating steps and metrics: the tab's table (`label_associations` route) and the export's
(`table` route, JSON), with and without `Accept-Encoding: gzip`. The first request of each
URL computes the answer (its time is printed as "cold"); the plugin keeps answers, so the
load then measures serving. Prints requests/s, p50/p99 latency, the bytes of one answer on
the wire, and the server's RSS (tensorboard and its data server) after the cold requests
and after the load. Targets (issue 15): >= 50 requests/s on the 20k table and >= 10 on the
100k x 20 one, p99 < 1 s, RSS flat; a 100k table under 4 MB on the wire.

    python bench/bench_load.py [--requests 200] [--clients 8] [--load-fast false]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from _common import git_commit, source_digest  # noqa: E402
from helpers import free_port, wait_until  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness.metrics.counts import AssociationCounts  # noqa: E402

TABLES = {"t20k": (20_000, 4), "t100k": (100_000, 20)}


def counts(labels, identities, seed) -> AssociationCounts:
    rng = np.random.default_rng(seed)
    n = 1_000_000
    weights = 1.0 / np.arange(1, labels + 1)
    totals = rng.binomial(n, np.minimum(10 * weights / weights.sum(), 0.9))
    p_x = rng.uniform(0.05, 0.45, identities)
    joint = rng.binomial(totals[None, :], p_x[:, None])
    return AssociationCounts(
        n=n,
        label_names=tuple(f"label_{i:06d}" for i in range(labels)),
        identity_names=tuple(f"id{i:02d}" for i in range(identities)),
        label_counts=totals,
        identity_counts=rng.binomial(n, p_x),
        joint_counts=joint,
        identity_label_index=np.full(identities, -1),
    )


def write_logdir(root):
    for run, (labels, identities) in TABLES.items():
        with tb_fairness.FileWriter(os.path.join(root, run)) as w:
            for step in (0, 1):
                w.label_associations("assoc", step, counts=counts(labels, identities, step))


def tree_rss_mib(pid: int) -> float:
    """RSS of ``pid`` and its descendants (tensorboard and its Rust data server)."""
    total, todo = 0, [pid]
    while todo:
        p = todo.pop()
        try:
            with open(f"/proc/{p}/status") as f:
                total += next(int(x.split()[1]) for x in f if x.startswith("VmRSS:"))
            with open(f"/proc/{p}/task/{p}/children") as f:
                todo += [int(c) for c in f.read().split()]
        except (OSError, StopIteration):
            continue
    return total / 1024


def get(url, gzip: bool) -> int:
    headers = {"Accept-Encoding": "gzip"} if gzip else {}
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=120) as r:
        if r.status != 200:
            raise RuntimeError(f"{url}: {r.status}")
        return len(r.read())


def load(base, route, run, requests, clients, gzip, rss):
    urls = [
        f"{base}/data/plugin/fairness/{route}?run={run}&tag=assoc&step={step}&metric={metric}"
        for step in (0, 1)
        for metric in ("npmi_xy", "dp")
    ]
    cold = []
    for url in urls:  # the first request computes the answer
        start = time.perf_counter()
        get(url, gzip)
        cold.append(time.perf_counter() - start)
    rss_warm = rss()
    latencies: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()

    def client(i):
        for j in range(i, requests, clients):
            start = time.perf_counter()
            try:
                get(urls[j % len(urls)], gzip)
            except Exception as err:  # counted and reported, the run goes on
                with lock:
                    errors.append(str(err)[:100])
                continue
            with lock:
                latencies.append(time.perf_counter() - start)

    threads = [threading.Thread(target=client, args=(i,)) for i in range(clients)]
    start = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    elapsed = time.perf_counter() - start
    size = get(urls[0], gzip)
    return latencies, errors, elapsed, size, max(cold), (rss_warm, rss())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--load-fast", default="true", choices=("true", "false"))
    args = parser.parse_args(argv)
    print(f"git commit {git_commit()}; tb_fairness sources {source_digest()}")
    root = tempfile.mkdtemp(prefix="tb-fairness-bench-load-")
    start = time.perf_counter()
    write_logdir(root)
    print(f"wrote {', '.join(TABLES)} in {time.perf_counter() - start:.1f} s to {root}")
    port = free_port()
    log = open(os.path.join(root, "tensorboard.log"), "wb")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            "from tensorboard.main import run_main; run_main()",
            "--logdir",
            root,
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            f"--load_fast={args.load_fast}",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    base = f"http://127.0.0.1:{port}"
    try:

        def loaded():
            try:
                for run in TABLES:
                    get(f"{base}/data/plugin/fairness/steps?run={run}&tag=assoc", False)
                return True
            except Exception:
                return False

        wait_until(loaded, 300, "tensorboard to load the reports")
        print(
            f"--load_fast={args.load_fast}, {args.clients} clients, {args.requests} requests "
            "per table and route"
        )
        for route in ("label_associations", "table"):
            for gzip in (True, False):
                for run, (labels, identities) in TABLES.items():
                    latencies, errors, elapsed, size, cold, (rss0, rss1) = load(
                        base,
                        route,
                        run,
                        args.requests,
                        args.clients,
                        gzip,
                        lambda: tree_rss_mib(proc.pid),
                    )
                    q = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0] * 99
                    print(
                        f"{route:>18} {'gzip' if gzip else 'plain':>5} {labels:>7,} labels x "
                        f"{identities:>2}: {len(latencies) / elapsed:6.1f} requests/s  "
                        f"p50 {q[49] * 1e3:5.0f} ms  p99 {q[98] * 1e3:5.0f} ms  "
                        f"cold {cold:5.2f} s  {size / 1e6:5.1f} MB per answer  "
                        f"server RSS {rss0:5.0f} -> {rss1:5.0f} MiB  errors {len(errors)}"
                    )
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


if __name__ == "__main__":
    main()
