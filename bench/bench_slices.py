"""Benchmark: the worst slices (tb_fairness.metrics.slices, issue 28) against a bare
``np.unique`` and against the ``sliceline`` package.

Data (seeded): N examples x 12 attributes of 3 to 10 values each (uniform), 0/1 errors at
rate 0.1, and 0.4 in one planted slice of two attributes.

- Counting: ``joint_cells`` (the joint cells of the 12 attributes with each cell's errors
  and size, from one column per attribute as a writer has them) against its floor, a bare
  ``np.unique`` of the examples' combined codes (one int64 per example, computed untimed).
  Target: at most 3x.
- Search, from the stored cells, to level 3 with at least 50 examples a slice: the
  ``gap`` scoring (every slice's interval and test, q-values over all) and SliceLine's
  (alpha 0.95, k 10). Target: under 1 s at N = 1,000,000.
- The peer, the ``sliceline`` package's ``Slicefinder`` (alpha 0.95, k 10, max_l 3), needs
  one-hot sparse products whose size grows with the candidates: at N = 100,000 and a
  minimum support of 50 it asks for 138 GiB, and at N = 50,000 with a minimum support of 1%
  it takes about a minute and 14 GB. It is therefore timed at ``--peer-n`` examples (default
  20,000) with a minimum support of 1%, in a process of its own (its peak RSS is that
  process's), against ours on the same examples and options in another, and the two must
  return the same slices and scores. Targets: sliceline / ours > 100x in time, and ours'
  peak RSS (the whole process's) under a tenth of sliceline's.

Run:  python bench/bench_slices.py [--quick] [--n N] [--peer-n N]
``--quick``: N = 100,000 and the peer at 5,000 (about half a minute).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import resource
import subprocess
import sys
import time

import numpy as np
from _common import git_commit, source_digest  # noqa: E402

from tb_fairness.metrics import slices

DOMAINS = (3, 4, 5, 6, 7, 8, 9, 10, 3, 4, 5, 6)
REPEAT = 3
TARGET_COUNT_FLOOR = 3.0
TARGET_SEARCH_SECONDS = 1.0
TARGET_PEER_SPEEDUP = 100.0
TARGET_PEER_MEMORY = 10.0


def make_data(n: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    X = np.column_stack([rng.integers(0, d, n) for d in DOMAINS])
    p = np.where((X[:, 0] == 1) & (X[:, 3] == 2), 0.4, 0.1)
    return X, (rng.random(n) < p).astype(np.int64)


def best(fn, repeat=REPEAT):
    times, out = [], None
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t)
    return min(times), out


def _peak_mib() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def contender(name: str, n: int, min_size: int) -> dict:
    """One contender in this process: SliceLine's top slices, its time and peak RSS."""
    X, errors = make_data(n)
    start = _peak_mib()
    t = time.perf_counter()
    if name == "sliceline":
        from sliceline.slicefinder import Slicefinder

        sf = Slicefinder(alpha=0.95, k=10, max_l=3, min_sup=min_size, verbose=False)
        sf.fit(X, errors)
        found = [
            [[j, int(v)] for j, v in enumerate(row) if v is not None] for row in sf.top_slices_
        ]
        scores = [s["slice_score"] for s in sf.top_slices_statistics_]
    else:
        cells, sums = slices.joint_cells(X, {"e": errors, "n": np.ones(n, np.int64)}, DOMAINS)
        table = slices.find_slices(
            cells,
            DOMAINS,
            sums["e"],
            sums["n"],
            max_level=3,
            min_size=min_size,
            k=10,
            scoring="sliceline",
            alpha=0.95,
        )
        found = [[[a, v] for a, v in zip(at, vs)] for at, vs in zip(table.attributes, table.values)]
        scores = table.score.tolist()
    seconds = time.perf_counter() - t
    return {
        "seconds": seconds,
        "growth_mib": _peak_mib() - start,
        "peak_mib": _peak_mib(),
        "slices": found,
        "scores": scores,
    }


def run_contender(name: str, n: int, min_size: int) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, "--contender", name, "--n", str(n), "--min-size", str(min_size)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONWARNINGS": "ignore"},
    )
    if out.returncode:
        raise SystemExit(f"{name} failed:\n{out.stderr[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--n", type=int)
    parser.add_argument("--peer-n", type=int)
    parser.add_argument("--contender")
    parser.add_argument("--min-size", type=int, default=50)
    args = parser.parse_args()
    if args.contender:
        print(json.dumps(contender(args.contender, args.n, args.min_size)))
        return
    n = args.n or (100_000 if args.quick else 1_000_000)
    peer_n = args.peer_n or (5_000 if args.quick else 20_000)
    print(f"commit {git_commit()}  sources {source_digest()}  {platform.python_version()}")
    print(f"numpy {np.__version__}; {os.cpu_count()} cores; load {os.getloadavg()[0]:.2f}")
    X, errors = make_data(n)
    print(f"data: N={n:,} examples x {len(DOMAINS)} attributes {DOMAINS}, seed 0")

    radix = np.asarray([d + 1 for d in DOMAINS], dtype=np.int64)
    key = np.zeros(n, dtype=np.int64)
    for j in range(len(DOMAINS)):
        key = key * radix[j] + X[:, j] + 1
    floor, _ = best(lambda: np.unique(key, return_inverse=True))
    # As a writer has them: one column per attribute.
    columns = [np.ascontiguousarray(X[:, j]) for j in range(len(DOMAINS))]
    weights = {"e": errors, "n": np.ones(n, np.int64)}
    count, (cells, sums) = best(lambda: slices.joint_cells(columns, weights, DOMAINS))
    print(f"joint cells: {len(cells):,} non-empty of {np.prod(DOMAINS):,} combinations")
    print(f"count joint_cells               {count * 1e3:9.1f} ms")
    print(f"floor np.unique(codes)          {floor * 1e3:9.1f} ms")
    ratio = count / floor
    met = "MET" if ratio <= TARGET_COUNT_FLOOR else "MISSED"
    print(
        f"count / floor                 = {ratio:6.2f}x   target <= {TARGET_COUNT_FLOOR:g}x  {met}"
    )
    for scoring in slices.SCORINGS:
        seconds, table = best(
            lambda s=scoring: slices.find_slices(
                cells,
                DOMAINS,
                sums["e"],
                sums["n"],
                max_level=3,
                min_size=50,
                k=10,
                scoring=s,
                alpha=0.95,
            )
        )
        met = "MET" if seconds < TARGET_SEARCH_SECONDS else "MISSED"
        print(
            f"search {scoring:9s} to level 3    {seconds * 1e3:9.1f} ms   "
            f"({table.evaluated:,} slices scored)   target < {TARGET_SEARCH_SECONDS:g} s  {met}"
        )

    min_support = max(1, peer_n // 100)
    ours = run_contender("ours", peer_n, min_support)
    theirs = run_contender("sliceline", peer_n, min_support)
    same = ours["slices"] == theirs["slices"] and np.allclose(
        ours["scores"], theirs["scores"], rtol=1e-12
    )
    if not same:
        raise SystemExit(f"the slices differ:\nours {ours}\nsliceline {theirs}")
    print(
        f"peer at N={peer_n:,}, min support {min_support}: {len(ours['slices'])} slices, "
        "equal to sliceline's (slices and scores)"
    )
    for name, r in (("ours", ours), ("sliceline", theirs)):
        print(
            f"  {name:9s} {r['seconds']:9.3f} s   peak RSS {r['peak_mib']:7.0f} MiB "
            f"(of which the search {r['growth_mib']:6.0f} MiB; the rest: Python, numpy, data)"
        )
    speed = theirs["seconds"] / ours["seconds"]
    memory = theirs["peak_mib"] / ours["peak_mib"]  # whole processes: the stricter ratio
    met = "MET" if speed > TARGET_PEER_SPEEDUP else "MISSED"
    print(
        f"sliceline / ours time        = {speed:8.0f}x   target > {TARGET_PEER_SPEEDUP:g}x  {met}"
    )
    met = "MET" if memory > TARGET_PEER_MEMORY else "MISSED"
    print(
        f"sliceline / ours peak RSS    = {memory:8.0f}x   target > {TARGET_PEER_MEMORY:g}x  {met}"
    )


if __name__ == "__main__":
    main()
