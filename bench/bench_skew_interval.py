"""Benchmark: SkewSize's own interval (metrics/skew_uncertainty.skew_size_interval).

The interval redraws every class's mev-filtered table 1,000 times. Timed at ImageNet-like
scale, 1,000 classes x 2 groups x 10 predicted labels, in two regimes:

    noisy    500 examples per class: the V are mostly noise, so the first chunk of draws
             decides "too_noisy" and the rest is skipped;
    precise  50,000 examples per class: all 1,000 replications are drawn.

The peer is the straightforward way to do the same bootstrap with the reference code's
tool: one ``scipy.stats.chi2_contingency`` per redrawn class table (appendix G.2 of the
SkewSize paper computes V so), timed over a few replications and scaled to 1,000. Also
the whole skew table (``kinds.skew_size.view``, the route's work before JSON) cold, with the
interval, and warm, when the interval comes from the memo.

Run:  python bench/bench_skew_interval.py   (about a minute)
"""

from __future__ import annotations

import os
import sys
import time
import warnings

import numpy as np
import scipy.stats

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import git_commit, source_digest  # noqa: E402

from tb_fairness.kinds import skew_size  # noqa: E402
from tb_fairness.metrics.skew import SkewCounts, kept_tables  # noqa: E402
from tb_fairness.metrics.skew_uncertainty import skew_size_interval  # noqa: E402

CLASSES, GROUPS, LABELS = 1000, 2, 10
REPLICATIONS = 1000
PEER_REPLICATIONS = 3


def synthetic(per_class: int, seed: int = 0) -> SkewCounts:
    rng = np.random.default_rng(seed)
    w = np.minimum(rng.exponential(0.1, CLASSES), 0.9)
    independent = np.einsum(
        "kg,kl->kgl",
        rng.dirichlet(np.full(GROUPS, 4.0), CLASSES),
        rng.dirichlet(np.full(LABELS, 1.0), CLASSES),
    )
    other = rng.dirichlet(np.ones(GROUPS * LABELS), CLASSES).reshape(independent.shape)
    P = (1 - w[:, None, None]) * independent + w[:, None, None] * other
    t = rng.multinomial(per_class, P.reshape(CLASSES, -1)).reshape(P.shape)
    k, g, p = np.nonzero(t)
    return SkewCounts(
        [f"class{i}" for i in range(CLASSES)],
        [f"g{i}" for i in range(GROUPS)],
        [f"l{i}" for i in range(LABELS)],
        k,
        g,
        p,
        t[k, g, p],
    )


def peer_seconds(counts: SkewCounts) -> float:
    """Seconds for REPLICATIONS redraws with one chi2_contingency per class table."""
    _, kept = kept_tables(counts)
    rng = np.random.default_rng(0)
    start = time.perf_counter()
    for _ in range(PEER_REPLICATIONS):
        v = np.empty(len(kept))
        for i, table in enumerate(kept):
            n = int(table.sum())
            draw = rng.multinomial(n, (table / n).ravel()).reshape(table.shape)
            draw = draw[draw.sum(axis=1) > 0][:, draw.sum(axis=0) > 0]
            if min(draw.shape) < 2:
                v[i] = np.nan
                continue
            chi2 = scipy.stats.chi2_contingency(draw, correction=False)[0]
            v[i] = np.sqrt(chi2 / (n * (min(draw.shape) - 1)))
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", RuntimeWarning)
            scipy.stats.skew(v, nan_policy="omit")
    return (time.perf_counter() - start) * REPLICATIONS / PEER_REPLICATIONS


def main() -> None:
    print(
        f"SkewSize interval, {CLASSES} classes x {GROUPS} groups x {LABELS} labels, "
        f"{REPLICATIONS} replications (git commit {git_commit()}, source {source_digest()})"
    )
    for name, per_class in (("noisy", 500), ("precise", 50_000)):
        counts = synthetic(per_class)
        start = time.perf_counter()
        r = skew_size_interval(counts, replications=REPLICATIONS)
        ours = time.perf_counter() - start
        peer = peer_seconds(counts)
        print(
            f"  {name:8s} {per_class:>6} per class: state {r.state or 'shown'}, noise share "
            f"{r.noise_share:.3g}; ours {ours:6.2f} s, peer (scipy per table, scaled) "
            f"{peer:7.1f} s, ratio {peer / ours:6.0f}x"
        )
        start = time.perf_counter()
        skew_size.view(counts, skew_size.KIND.parse({}.get))
        cold = time.perf_counter() - start
        start = time.perf_counter()
        skew_size.view(counts, skew_size.KIND.parse({}.get))
        warm = time.perf_counter() - start
        print(f"           skew table cold {cold:6.2f} s, warm (interval memoised) {warm:6.3f} s")


if __name__ == "__main__":
    main()
