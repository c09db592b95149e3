"""Benchmark: a scored binary classifier's ten rates per group at every threshold, against
fairlearn's MetricFrame.

Data (seeded): N examples with a score in [0, 1] and a 0/1 label, and 3 attributes (gender
3 values, age 4, region 5); groupings: every attribute and every intersection (7
groupings, 119 groups); thresholds 0.00, 0.01, ..., 1.00 (101).

Ours (best of 3): ``count_binary(..., groupings="all")`` (one searchsorted pass, then one
bincount per grouping), then ``rate_table`` of all ten metrics for every grouping (each
rate with its Wilson interval, every group x threshold): what writing the report and then
reading every number of it costs.

fairlearn, timed in the same run on the same data: one ``MetricFrame`` per grouping and
threshold with the same ten rates (its true/false positive/negative rates, selection rate,
sklearn's precision and accuracy, and NPV, FDR, FOR from sklearn's confusion matrix), no
intervals: 7 x 101 frames. That is far too slow to run (1,000,000 examples took 593 s for
ONE threshold's 7 frames), so it is timed on the first ``--peer-n`` examples (default
100,000) at ``--peer-thresholds`` thresholds (default 1, the 0.5 one), for every grouping,
and extrapolated linearly to N examples and 101 thresholds (each frame groups all rows and
its sklearn calls validate and sort them: at least linear in N, so the extrapolation
flatters fairlearn). The printed line says so. Its rates on the subsample must equal ours
on the same subsample (asserted).
torchmetrics' ``BinaryGroupStatRates`` (if torch is installed), on all N examples: one
metric per grouping at threshold 0.5 (groups coded as the grouping's value combination),
extrapolated to 101 thresholds. It gives each group's TP, FP, TN, FN as shares of the group
(no intervals); its selection rate is asserted equal to ours (to float32 precision).

Peak memory: the growth of the process's peak RSS during each timed call (Linux), and
numpy's traced peak (tracemalloc) for ours.

Run:  python bench/bench_binary.py [--quick] [--peer-thresholds K]
``--quick`` uses N = 1,000,000 and a peer subsample of 20,000.
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import sys
import time
import tracemalloc
import warnings

import numpy as np
import pandas as pd

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
from _common import _maxrss_kib, _reset_peak_rss, _status_kib, source_digest  # noqa: E402
from fairlearn_oracle import fairlearn_metrics  # noqa: E402

from tb_fairness.metrics.binary import METRICS, count_binary, rate_table  # noqa: E402

N_FULL = 10_000_000
N_QUICK = 1_000_000
REPEAT = 3
ATTRIBUTES = {"gender": 3, "age": 4, "region": 5}


def data(n: int, seed: int = 0):
    rng = np.random.default_rng(seed)
    attrs = {name: rng.integers(0, k, size=n).astype(np.int64) for name, k in ATTRIBUTES.items()}
    labels = (rng.random(n) < 0.3).astype(np.int8)
    shift = 0.05 * attrs["gender"] - 0.02 * attrs["age"]
    scores = np.clip(rng.normal(np.where(labels == 1, 0.65, 0.35) + shift, 0.2), 0.0, 1.0)
    return scores, labels, attrs


def ours(scores, labels, attrs):
    counts = count_binary(scores, labels, attrs, groupings="all")
    return counts, {
        (grouping, m): rate_table(counts, m, grouping=grouping, min_count=1)
        for grouping in counts.groups.groupings
        for m in METRICS
    }


def measure(fn, traced=False):
    """(wall s, result, peak RSS growth MiB or None, traced numpy peak MiB or None)."""
    gc.collect()
    before = _status_kib("VmRSS")
    reset = _reset_peak_rss()
    if traced:
        tracemalloc.start()
    t0 = time.perf_counter()
    result = fn()
    elapsed = time.perf_counter() - t0
    peak = tracemalloc.get_traced_memory()[1] / 2**20 if traced else None
    if traced:
        tracemalloc.stop()
    growth = (_maxrss_kib() - before) / 1024 if reset and before is not None else None
    return elapsed, result, growth, peak


def fairlearn_frames(scores, labels, attrs, groupings, thresholds):
    from fairlearn.metrics import MetricFrame

    metrics = fairlearn_metrics()
    frame = pd.DataFrame(attrs)
    out = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for t in thresholds:
            predicted = (scores >= t).astype(np.int8)
            for grouping in groupings:
                out[t, grouping] = MetricFrame(
                    metrics=metrics,
                    y_true=labels,
                    y_pred=predicted,
                    sensitive_features=frame[list(grouping)],
                ).by_group
    return out


def torchmetrics_rates(scores, labels, attrs, groupings, threshold):
    """{grouping: [tp, fp, tn, fn] shares per value combination} from BinaryGroupStatRates."""
    import torch
    from torchmetrics.classification import BinaryGroupStatRates

    preds, target = torch.from_numpy(scores.astype(np.float32)), torch.from_numpy(labels)
    out = {}
    for grouping in groupings:
        code, size = np.zeros(len(scores), np.int64), 1
        for a in grouping:
            code, size = code * ATTRIBUTES[a] + attrs[a], size * ATTRIBUTES[a]
        metric = BinaryGroupStatRates(num_groups=size, threshold=threshold, validate_args=False)
        out[grouping] = metric(preds, target.long(), torch.from_numpy(code))
    return out


def check_torchmetrics(counts, tables, rates):
    """torchmetrics' selection rate (tp + fp shares) at 0.5 is ours, to float32 precision."""
    k = counts.thresholds.index(0.5)
    for grouping, by_code in rates.items():
        table = tables[grouping, "selection_rate"]
        for i, name in enumerate(table.group_names):
            parts = dict(p.split("=") for p in name.split(" & "))
            code = 0
            for a in grouping:
                code = code * ATTRIBUTES[a] + int(parts[a])
            shares = by_code[f"group_{code}"].numpy()
            assert abs(float(shares[0] + shares[1]) - table.value[i, k]) < 1e-5, (grouping, name)


def check_equal(counts, tables, frames):
    """fairlearn's rates at the timed thresholds are ours, exactly."""
    for (t, grouping), by_group in frames.items():
        k = counts.thresholds.index(t)
        for m in METRICS:
            table = tables[grouping, m]
            for i, name in enumerate(table.group_names):
                parts = dict(p.split("=") for p in name.split(" & "))
                key = tuple(int(parts[a]) for a in grouping)
                expected = float(by_group.loc[key if len(key) > 1 else key[0], m])
                got = float(table.value[i, k])
                assert (np.isnan(expected) and np.isnan(got)) or got == expected, (m, name, t)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--peer-thresholds", type=int, default=1)
    parser.add_argument("--peer-n", type=int, default=None)
    args = parser.parse_args()
    n = N_QUICK if args.quick else N_FULL
    scores, labels, attrs = data(n)
    print(
        f"bench_binary: N={n:,}, attributes {ATTRIBUTES}, all 7 groupings, 101 thresholds; "
        f"numpy {np.__version__}, Python {platform.python_version()}, source {source_digest()}"
    )
    runs = [measure(lambda: ours(scores, labels, attrs), traced=(r == 0)) for r in range(REPEAT)]
    best = min(r[0] for r in runs)
    counts, tables = runs[-1][1]
    groups = counts.groups.n_groups
    growth = runs[1][2] if len(runs) > 1 else runs[0][2]
    print(
        f"ours: count + every rate with Wilson intervals: {best:.2f} s (best of {REPEAT}); "
        f"{groups} groups x 101 thresholds x 10 metrics; peak RSS growth "
        f"{growth if growth is None else round(growth)} MiB, numpy traced peak "
        f"{runs[0][3]:.0f} MiB"
    )
    count_only = min(
        measure(lambda: count_binary(scores, labels, attrs, groupings="all"))[0] for _ in range(2)
    )
    print(f"      of which counting (best of 2): {count_only:.2f} s")
    k = max(1, min(args.peer_thresholds, 101))
    timed = [0.5] if k == 1 else [counts.thresholds[i] for i in np.linspace(0, 100, k).astype(int)]
    m = min(n, args.peer_n or (20_000 if args.quick else 100_000))
    sub = (scores[:m], labels[:m], {a: v[:m] for a, v in attrs.items()})
    elapsed, frames, growth, _ = measure(
        lambda: fairlearn_frames(*sub, counts.groups.groupings, timed)
    )
    check_equal(*ours(*sub), frames)
    total = elapsed / len(timed) * 101 * n / m
    print(
        f"fairlearn MetricFrame: {elapsed:.1f} s for {len(timed)} threshold(s) x 7 groupings "
        f"on {m:,} examples (rates equal ours there, asserted); extrapolated linearly to "
        f"{n:,} examples x 101 thresholds: {total:,.0f} s; peak RSS growth "
        f"{growth if growth is None else round(growth)} MiB (on the subsample)"
    )
    print(f"ratio fairlearn (extrapolated) / ours: {total / best:.0f}x")
    try:
        import torchmetrics  # noqa: F401
    except ImportError:
        print("torchmetrics BinaryGroupStatRates: not timed (pip install torch torchmetrics)")
        return
    elapsed, rates, growth, _ = measure(
        lambda: torchmetrics_rates(scores, labels, attrs, counts.groups.groupings, 0.5)
    )
    check_torchmetrics(counts, tables, rates)
    print(
        f"torchmetrics BinaryGroupStatRates: {elapsed:.2f} s for threshold 0.5 x 7 groupings on "
        f"{n:,} examples (selection rates equal ours, asserted); x 101 thresholds: "
        f"{elapsed * 101:.0f} s; ratio torchmetrics / ours: {elapsed * 101 / best:.0f}x; "
        f"peak RSS growth {growth if growth is None else round(growth)} MiB"
    )


if __name__ == "__main__":
    main()
