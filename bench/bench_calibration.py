"""Benchmark: what calibration by group (issue 29, item 5) adds to the binary kind's counts,
against today's kind, the bare operation, and scikit-learn's per-group calibration.

Data (seeded): N examples (default 10,000,000) with a score from a Beta(2, 2) and a 0/1 label
drawn from it (group-dependent miscalibration), and 3 attributes (sex 2 values, race 5, age
8): 3 groupings, 15 groups, the default 101 thresholds.

- Counting: ``count_binary`` as it is (confusion counts and the score sums calibration
  reads) against the same call without the sums (today's kind: the sums switched off), best
  of 3. Target: at most 1.5x.
- Report size: the encoded report (zlib) with and without the sums. Target: at most 1.5x.
- Floor: the sums alone as bare numpy (one float64 bincount per grouping of the fixed-point
  scores by group x bin, and two of the losses by group), best of 3.
- Reading: every group's calibration (bins, ECE, MCE, Brier with intervals) from the counts,
  against scikit-learn's ``calibration_curve`` and ``brier_score_loss`` per group on the
  examples (the peer: what a user without stored counts runs at each evaluation), which
  must agree with ours (asserted).

Run:  python bench/bench_calibration.py [--quick] [--n N]
``--quick``: N = 1,000,000.
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import platform
import sys
import time

import numpy as np
from _common import git_commit, source_digest  # noqa: E402

from tb_fairness.kinds.binary_classification import codec
from tb_fairness.metrics.binary import calibration as cal
from tb_fairness.metrics.binary import count_binary, counting

REPEAT = 3
TARGET_TIME = 1.5
TARGET_SIZE = 1.5
ATTRIBUTES = {"sex": 2, "race": 5, "age": 8}


def make_data(n: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    attributes = {a: rng.integers(0, d, n) for a, d in ATTRIBUTES.items()}
    scores = rng.beta(2, 2, n)
    shift = np.where(attributes["race"] == 1, 0.1, 0.0)
    labels = (rng.random(n) < np.clip(scores + shift, 0, 1)).astype(np.int8)
    return scores, labels, attributes


def best(fn, repeat=REPEAT):
    times, out = [], None
    for _ in range(repeat):
        start = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - start)
    return min(times), out


def without_sums(scores, labels, attributes):
    """Today's kind: the same count with the score sums switched off."""
    keep = counting.probability_scale
    counting.probability_scale = lambda thresholds: False
    try:
        return count_binary(scores, labels, attributes)
    finally:
        counting.probability_scale = keep


def floor(scores, labels, attributes):
    """The sums alone, bare: per grouping one bincount by group x bin of the fixed-point
    scores and two by group of the losses."""
    fixed = np.rint(scores * cal.SCALE)
    loss = (scores - labels) ** 2
    bins = np.minimum((scores * cal.BINS).astype(np.int64), cal.BINS - 1)
    lf, qf = np.rint(loss * cal.SCALE), np.rint(loss * loss * cal.SCALE)
    for values in attributes.values():
        g = int(values.max()) + 1
        np.bincount(values * cal.BINS + bins, weights=fixed, minlength=g * cal.BINS)
        np.bincount(values, weights=lf, minlength=g)
        np.bincount(values, weights=qf, minlength=g)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--n", type=int, default=None)
    args = parser.parse_args()
    n = args.n or (1_000_000 if args.quick else 10_000_000)
    print(f"commit {git_commit()}  sources {source_digest()}  {platform.python_version()}")
    print(f"numpy {np.__version__}; {os.cpu_count()} cores; load {os.getloadavg()[0]:.2f}")
    scores, labels, attributes = make_data(n)
    print(f"data: N={n:,} examples, attributes {ATTRIBUTES}, 101 thresholds, seed 0")

    ours, counts = best(lambda: count_binary(scores, labels, attributes))
    today, plain = best(lambda: without_sums(scores, labels, attributes))
    bare, _ = best(lambda: floor(scores, labels, attributes))
    assert plain.score_sums is None and counts.score_sums is not None
    size = sum(len(x) for x in codec.encode(counts))
    size_today = sum(len(x) for x in codec.encode(dataclasses.replace(counts, score_sums=None)))
    t_ratio, s_ratio = ours / today, size / size_today
    print(f"count with sums                 {ours * 1e3:9.1f} ms")
    print(f"count without (today's kind)    {today * 1e3:9.1f} ms")
    print(f"floor (the sums, bare bincount) {bare * 1e3:9.1f} ms")
    met = "MET" if t_ratio <= TARGET_TIME else "MISSED"
    extra = ours - today
    print(
        f"time ratio with / without: {t_ratio:.2f}x (target <= {TARGET_TIME}x: {met}); "
        f"the sums cost {extra * 1e3:.1f} ms, {extra / bare:.2f}x their floor"
    )
    print(
        f"report {size:,} bytes with sums, {size_today:,} without: {s_ratio:.2f}x (target <= "
        f"{TARGET_SIZE}x: {'MET' if s_ratio <= TARGET_SIZE else 'MISSED'})"
    )

    # Reading every group's calibration, against scikit-learn per group on the examples.
    from sklearn.calibration import calibration_curve
    from sklearn.metrics import brier_score_loss

    columns = np.arange(counts.groups.n_groups)
    read, c = best(lambda: cal.calibration(counts, counts.score_sums, 0, columns))

    def peer():
        out = []
        for grouping in counts.groups.groupings:
            (a,) = grouping
            for v in range(ATTRIBUTES[a]):
                mine = attributes[a] == v
                y, s = labels[mine], scores[mine]
                out.append((calibration_curve(y, s, n_bins=cal.BINS), brier_score_loss(y, s)))
        return out

    theirs, results = best(peer, repeat=1)
    np.testing.assert_allclose(c.brier, [b for _, b in results], atol=1e-7)
    for g, ((prob_true, _), _) in enumerate(results):
        kept = c.count[g] > 0
        np.testing.assert_allclose(c.observed[g][kept], prob_true, rtol=1e-9)
    print(f"read every group's calibration  {read * 1e3:9.1f} ms (from the counts)")
    print(f"scikit-learn per group          {theirs * 1e3:9.1f} ms (calibration_curve + brier)")
    print(f"scikit-learn / ours: {theirs / read:.0f}x (equal: bins' rates and Brier asserted)")


if __name__ == "__main__":
    sys.exit(main())
