"""Benchmark: what writing a report's headline numbers as TensorBoard scalars costs (issue 25,
item 4), at real scale.

Two reports (seeded data, counted once, not timed):
    label_associations   N examples with Zipf-like label sets over 20,000 labels (the data
                         of bench_label_associations.py) and 4 identities;
    binary_classification  M examples, a score and a 0/1 label each, 2 attributes (gender
                         3 values, age 4), every grouping, the default 101 thresholds.

Timed, best of 5 each, in the same run: ``FileWriter.<kind>(tag, step, counts=...)`` with
``scalars=False`` (the floor: encode the report, write and flush the event) and with
``scalars=True`` (the default: the kind's headline numbers at its default options computed
and written beside the report), and ``headline_scalars`` alone. Printed: the commit, the
times, the ratio on / off, and the ratio of a whole logging step (count + write) on / off,
since a training loop pays the count either way.

Run:  python bench/bench_headline_scalars.py [--quick]
``--quick``: N = 20,000 and M = 100,000 (a smoke check, a few seconds).
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import tempfile
import time

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import git_commit, source_digest  # noqa: E402
from bench_label_associations import make_data  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness.metrics import count_associations  # noqa: E402
from tb_fairness.metrics.binary import count_binary  # noqa: E402
from tb_fairness.summary.scalars import headline_scalars  # noqa: E402

N_LABELS = 20_000
N_ASSOCIATIONS, N_ASSOCIATIONS_QUICK = 100_000, 20_000
N_BINARY, N_BINARY_QUICK = 1_000_000, 100_000
REPEAT = 5


def best_of(fn, repeat: int = REPEAT) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return min(times)


def timed(fn) -> tuple[float, object]:
    start = time.perf_counter()
    out = fn()
    return time.perf_counter() - start, out


def association_counts(n: int):
    Y, label_names, identities = make_data(n, N_LABELS, seed=0)
    return timed(lambda: count_associations(Y, label_names=label_names, identities=identities))


def binary_counts(m: int):
    rng = np.random.default_rng(1)
    labels = rng.random(m) < 0.3
    scores = np.clip(labels * 0.25 + rng.random(m) * 0.75, 0, 1)
    attributes = {"gender": rng.integers(0, 3, m), "age": rng.integers(0, 4, m)}
    return timed(lambda: count_binary(scores, labels, attributes, groupings="all"))


def measure(kind: str, description: str, count_seconds: float, counts) -> None:
    with tempfile.TemporaryDirectory() as logdir:
        writers = {
            on: tb_fairness.FileWriter(os.path.join(logdir, str(on)), scalars=on)
            for on in (False, True)
        }
        steps = iter(range(10**6))

        def write(on: bool):
            getattr(writers[on], kind)("report", next(steps), counts=counts)

        write(True)  # warm: imports, the kind's first call
        off = best_of(lambda: write(False))
        on = best_of(lambda: write(True))
        alone = best_of(lambda: headline_scalars(kind, "report", counts))
        values = len(headline_scalars(kind, "report", counts))
        for w in writers.values():
            w.close()
    print(f"{kind}: {description}; counted in {count_seconds:.2f} s (not part of the write)")
    print(f"  write, scalars=False (the floor): {off * 1e3:8.1f} ms (best of {REPEAT})")
    print(
        f"  write, scalars=True (default):    {on * 1e3:8.1f} ms; ratio on / off "
        f"{on / off:.2f}x (+{(on - off) * 1e3:.1f} ms for {values} scalar values)"
    )
    print(f"  of which the headline numbers:    {alone * 1e3:8.1f} ms")
    whole = (count_seconds + on) / (count_seconds + off)
    print(f"  count + write, on / off:          {whole:.3f}x")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    n = N_ASSOCIATIONS_QUICK if args.quick else N_ASSOCIATIONS
    m = N_BINARY_QUICK if args.quick else N_BINARY
    print(
        f"bench_headline_scalars: commit {git_commit()}, source {source_digest()}; "
        f"numpy {np.__version__}, Python {platform.python_version()}"
    )
    seconds, counts = association_counts(n)
    measure(
        "label_associations",
        f"N={n:,} examples, {N_LABELS:,} labels, 4 identities",
        seconds,
        counts,
    )
    seconds, counts = binary_counts(m)
    measure(
        "binary_classification",
        f"M={m:,} examples, 2 attributes (all 3 groupings), 101 thresholds",
        seconds,
        counts,
    )


if __name__ == "__main__":
    main()
