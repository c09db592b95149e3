"""Benchmark: 8 concurrent clients against a real tensorboard (issue 15, load).

Writes a 20,000-label x 4-identity association report and a 100,000-label x 20-identity one
(2 steps each), starts `tensorboard --load_fast=true` (the Rust data server; `--load-fast
false` for the Python loader) and sends the ranked table (`table` route, JSON) of each from
8 client threads, alternating steps and metrics. Prints requests/s, p50/p99 latency, the
bytes of one answer on the wire (with `Accept-Encoding: gzip` when `--gzip`), and the server's
RSS (tensorboard and its data server) before and after. Targets (issue 15): >= 50 requests/s
on the 20k table and >= 10 on the 100k x 20 one, p99 < 1 s, RSS flat.

    python bench/bench_load.py [--requests 200] [--clients 8] [--load-fast false] [--gzip]
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

from _common import source_digest  # noqa: E402
from helpers import free_port, wait_until  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness.metrics.counts import AssociationCounts  # noqa: E402

TABLES = {"t20k": (20_000, 4), "t100k": (100_000, 20)}


def git_commit() -> str:
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short=12", "HEAD"], cwd=root, capture_output=True, text=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=root,
            capture_output=True,
            text=True,
        ).stdout.strip()
    except OSError:
        return "unknown"
    return head + (" (with uncommitted changes)" if dirty else "")


def counts(labels, identities, seed) -> AssociationCounts:
    rng = np.random.default_rng(seed)
    n = 1_000_000
    weights = 1.0 / np.arange(1, labels + 1)
    totals = rng.binomial(n, np.minimum(10 * weights / weights.sum(), 0.9))
    p_x = rng.uniform(0.05, 0.45, identities)
    joint = rng.binomial(totals[None, :], p_x[:, None])
    return AssociationCounts(
        n=n,
        label_names=[f"label_{i:06d}" for i in range(labels)],
        identity_names=[f"id{i:02d}" for i in range(identities)],
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


def load(base, run, requests, clients, gzip):
    urls = [
        f"{base}/data/plugin/fairness/table?run={run}&tag=assoc&step={step}&metric={metric}"
        for step in (0, 1)
        for metric in ("npmi_xy", "dp")
    ]
    for url in urls:  # warm: decoded and cached once
        get(url, gzip)
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
    return latencies, errors, elapsed, size


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--load-fast", default="true", choices=("true", "false"))
    parser.add_argument("--gzip", action="store_true", help="send Accept-Encoding: gzip")
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
            f"per table, gzip {'asked' if args.gzip else 'not asked'}"
        )
        for run, (labels, identities) in TABLES.items():
            rss0 = tree_rss_mib(proc.pid)
            latencies, errors, elapsed, size = load(
                base, run, args.requests, args.clients, args.gzip
            )
            rss1 = tree_rss_mib(proc.pid)
            q = statistics.quantiles(latencies, n=100) if len(latencies) > 1 else [0.0] * 99
            print(
                f"{labels:>7,} labels x {identities:>2} identities: "
                f"{len(latencies) / elapsed:6.1f} requests/s  p50 {q[49] * 1e3:6.0f} ms  "
                f"p99 {q[98] * 1e3:6.0f} ms  {size / 1e6:5.1f} MB per answer  "
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
