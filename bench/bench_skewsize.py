"""Benchmark: SkewSize from raw predictions, ours against the paper's appendix code.

Ours (best of 3): ``count_skew`` on the three per-example arrays, then ``skew_size`` (Cramer's V
of every class and their skewness) with ``mev=0``, the reference code's setting. It is also
timed with the default ``mev=5`` and, for the record, from Python lists instead of numpy
arrays.
Peer, in the same run on the same data: the appendix code of Albuquerque et al. (2024, G.2),
verbatim per class (``pd.crosstab`` of groups x predictions, ``scipy.stats.chi2_contingency``,
``scipy.stats.skew`` of the V that are not NaN), with each class's examples taken by one
``DataFrame.groupby`` (the cheapest way to hand it "the predictions of the class"). The
peer is timed once: it takes seconds.

Also timed: ``SkewSizeAccumulator.update`` in batches of 256 and 4,096 over the first 200,000
examples, against one ``count_skew`` of them and against merging each batch's counts into
the total (the accumulator before issue 17); the counts are asserted equal.

The per-class V and SkewSize of both must agree (asserted, to 1e-12); the target is ours
more than 20x faster. When it is missed, a cProfile summary of our path is printed.

Data (seeded): N examples, K classes, G groups and S distinct predicted strings. Names are
random lowercase words (1 to 3 of them, 3 to 8 letters); the first K are the class names.
Each class has an accuracy drawn from U(0.5, 0.95); a mistake is a Zipf-ranked string half
of the time and a uniform one otherwise. Groups have weights 4:3:2:1.

Run:  python bench/bench_skewsize.py [--quick] [--profile]
Full: N = 1,000,000, K = 1,000, G = 4, S = 10,000 (about 30 s).
``--quick``: N = 100,000, K = 200, G = 4, S = 2,000 (a few seconds).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import platform
import pstats
import sys
import time
import warnings

import numpy as np
import pandas as pd
import scipy
import scipy.stats as stats
from _common import git_commit, source_digest  # noqa: E402

from tb_fairness.metrics.skew import count_skew, skew_size
from tb_fairness.summary.accumulators import SkewSizeAccumulator

FULL = dict(n=1_000_000, n_classes=1_000, n_groups=4, n_strings=10_000)
QUICK = dict(n=100_000, n_classes=200, n_groups=4, n_strings=2_000)
GROUPS = ("female", "male", "nonbinary", "unspecified")
REPEAT = 3
TOLERANCE = 1e-12
TARGET_SPEEDUP = 20.0  # appendix / ours must be more than this


def make_data(n, n_classes, n_groups, n_strings, seed=0):
    """(classes, groups, predictions): three numpy unicode arrays of length n."""
    rng = np.random.default_rng(seed)
    letters = np.array(list("abcdefghijklmnopqrstuvwxyz"))
    names = set()
    while len(names) < n_strings:
        words = [
            "".join(rng.choice(letters, rng.integers(3, 9))) for _ in range(rng.integers(1, 4))
        ]
        names.add(" ".join(words))
    vocabulary = np.array(sorted(names))[rng.permutation(n_strings)]
    y = rng.integers(0, n_classes, n)
    weights = np.arange(n_groups, 0, -1, dtype=float)
    z = rng.choice(n_groups, n, p=weights / weights.sum())
    correct = rng.random(n) < rng.uniform(0.5, 0.95, n_classes)[y]
    zipf = rng.permutation(n_strings)[np.minimum(rng.zipf(1.3, n) - 1, n_strings - 1)]
    mistake = np.where(rng.random(n) < 0.5, zipf, rng.integers(0, n_strings, n))
    predicted = np.where(correct, y, mistake)
    return vocabulary[:n_classes][y], np.array(GROUPS[:n_groups])[z], vocabulary[predicted]


def ours(classes, groups, predictions, mev=0.0):
    """(class names, V per class, SkewSize) from raw inputs."""
    result = skew_size(count_skew(classes, groups, predictions), mev=mev)
    return result.effect_sizes.class_names, result.effect_sizes.v, result.value


def appendix(classes, groups, predictions):
    """The reference code of the paper (appendix G.2), one class at a time."""
    frame = pd.DataFrame({"classes": classes, "subgroups": groups, "predictions": predictions})
    unique_labels, v_list = [], []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # 0/0 where dof = 0, as in the paper
        for label, of_label in frame.groupby("classes", sort=True):
            unique_labels.append(label)
            # --- appendix G.2 from here, the class's predictions and subgroups as given ---
            df = pd.DataFrame(
                {
                    "predictions": of_label["predictions"].to_numpy(),
                    "subgroups": of_label["subgroups"].to_numpy(),
                }
            )
            crosstab = pd.crosstab(df.subgroups, df.predictions)
            chi2 = stats.chi2_contingency(crosstab)[0]
            dof = min(crosstab.shape) - 1
            n = crosstab.sum().sum()
            v = np.sqrt(chi2 / (n * dof))
            v_list.append(v)
    v_values = np.asarray(v_list)
    skewsize = stats.skew(v_values[~np.isnan(v_values)])
    return tuple(unique_labels), np.asarray(v_list), float(skewsize)


def check_equal(mine, theirs):
    names, v, value = mine
    ref_names, ref_v, ref_value = theirs
    position = {name: i for i, name in enumerate(names)}
    v = v[[position[name] for name in ref_names]]
    assert len(ref_names) == len(names), "class sets differ"
    assert np.array_equal(np.isnan(v), np.isnan(ref_v)), "undefined V differ"
    defined = ~np.isnan(v)
    worst = float(np.max(np.abs(v[defined] - ref_v[defined]), initial=0.0))
    assert worst <= TOLERANCE, f"V differs from the appendix code by {worst:.3g}"
    assert abs(value - ref_value) <= TOLERANCE, f"SkewSize {value!r} != {ref_value!r}"
    return worst, abs(value - ref_value)


def best_of(fn, repeat=REPEAT):
    """(best wall seconds, best CPU seconds of this process, last result) over ``repeat``."""
    wall, cpu, result = float("inf"), float("inf"), None
    for _ in range(repeat):
        result = None
        t0, c0 = time.perf_counter(), time.process_time()
        result = fn()
        wall = min(wall, time.perf_counter() - t0)
        cpu = min(cpu, time.process_time() - c0)
    return wall, cpu, result


def profile_summary(fn, lines=15) -> str:
    profiler = cProfile.Profile()
    profiler.enable()
    fn()
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(lines)
    text = out.getvalue()
    return text[text.find("   ncalls") :].rstrip()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true", help="a small run (N = 100,000)")
    parser.add_argument(
        "--profile",
        action="store_true",
        help="print the cProfile summary of our path even when the target is met",
    )
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    size = QUICK if args.quick else FULL

    print(
        "bench_skewsize: count_skew + skew_size vs the paper's appendix code "
        "(pandas crosstab + chi2_contingency per class + skew)"
    )
    print(
        f"python {platform.python_version()}, numpy {np.__version__}, "
        f"scipy {scipy.__version__}, pandas {pd.__version__}, {os.cpu_count()} CPUs, "
        f"git commit {git_commit()}, tb_fairness sources {source_digest()}"
    )
    t0 = time.perf_counter()
    classes, groups, predictions = make_data(**size, seed=args.seed)
    print(
        f"data: N={size['n']:,} examples, {size['n_classes']:,} classes, "
        f"{size['n_groups']} groups, {np.unique(predictions).size:,} distinct predicted "
        f"strings (dtype {predictions.dtype}); built in {time.perf_counter() - t0:.1f} s "
        "(not timed)"
    )

    counts = count_skew(classes, groups, predictions)
    t_count = best_of(lambda: count_skew(classes, groups, predictions))
    t_v = best_of(lambda: skew_size(counts, mev=0))
    t_ours = best_of(lambda: ours(classes, groups, predictions))
    t_mev = best_of(lambda: ours(classes, groups, predictions, mev=5))
    lists = [classes.tolist(), groups.tolist(), predictions.tolist()]
    t_lists = best_of(lambda: ours(*lists))
    t_appendix = best_of(lambda: appendix(classes, groups, predictions), repeat=1)
    mine, theirs = t_ours[2], t_appendix[2]
    worst_v, diff_skew = check_equal(mine, theirs)
    check_equal(t_lists[2], theirs)

    defined = int(np.sum(~np.isnan(mine[1])))
    defined_mev = int(np.sum(~np.isnan(t_mev[2][1])))
    print(
        f"{counts.count.size:,} distinct (class, group, prediction) triples; "
        f"V defined for {defined:,} classes; SkewSize {mine[2]:.6f} "
        f"(with mev=5: {t_mev[2][2]:.6f}, V defined for {defined_mev:,})"
    )
    print(
        f"timing: best of {REPEAT} for ours, one run for the appendix code; wall clock and "
        "this process's CPU time (steadier when other work shares the machine)"
    )
    print()
    rows = [
        ("ours: count_skew + skew_size(mev=0)", t_ours),
        ("  count_skew", t_count),
        ("  skew_size(mev=0) from counts", t_v),
        ("ours with mev=5", t_mev),
        ("ours from Python lists", t_lists),
        ("appendix code", t_appendix),
    ]
    print(f"{'':<44}{'wall':>10}{'cpu':>13}")
    for name, (wall, cpu, _) in rows:
        print(f"{name:<44}{wall * 1e3:10.1f} ms{cpu * 1e3:10.1f} ms")
    print(
        f"agreement: max |V - V_appendix| = {worst_v:.2g}, "
        f"|SkewSize - SkewSize_appendix| = {diff_skew:.2g} (tolerance {TOLERANCE:g})"
    )
    print()
    speedup = t_appendix[0] / t_ours[0]
    met = speedup > TARGET_SPEEDUP
    print(
        f"appendix / ours = {speedup:6.1f}x wall ({t_appendix[1] / t_ours[1]:.1f}x cpu)   "
        f"target > {TARGET_SPEEDUP:g}x  {'MET' if met else 'MISSED'}"
    )
    print(
        f"  from Python lists: {t_appendix[0] / t_lists[0]:.1f}x; "
        f"with mev=5: {t_appendix[0] / t_mev[0]:.1f}x"
    )
    stream(classes, groups, predictions)
    if args.profile or not met:
        print()
        print("cProfile of our path (one call):")
        print(profile_summary(lambda: ours(classes, groups, predictions)))
    return 0


def stream(classes, groups, predictions, m=200_000, sizes=(256, 4096)):
    """SkewSizeAccumulator.update over the first ``m`` examples in batches, as evaluation
    loops feed it, against one count_skew of them and against merging each batch's counts
    into the total (what the accumulator did before issue 17), in the same run."""
    m = min(m, len(classes))
    c, g, p = classes[:m], groups[:m], predictions[:m]
    t0 = time.perf_counter()
    whole = count_skew(c, g, p)
    per_whole = (time.perf_counter() - t0) / m
    print()
    print(f"streamed through SkewSizeAccumulator.update, the first {m:,} examples:")
    print(
        f"{'batch size':>12}{'per batch':>13}{'per example':>14}{'/ one-shot':>12}"
        f"{'merge per batch':>18}{'before / now':>14}"
    )
    for size in sizes:
        acc = SkewSizeAccumulator()
        t0 = time.perf_counter()
        for a in range(0, m, size):
            acc.update(c[a : a + size], g[a : a + size], p[a : a + size])
        result = acc.counts
        seconds = time.perf_counter() - t0
        assert result == whole, "streamed counts differ from one shot"
        merged, t0 = None, time.perf_counter()
        for a in range(0, m, size):
            batch = count_skew(c[a : a + size], g[a : a + size], p[a : a + size])
            merged = batch if merged is None else merged.merge(batch)
        before = time.perf_counter() - t0
        assert merged == whole
        batches = -(-m // size)
        print(
            f"{size:>12,}{seconds / batches * 1e3:>10.2f} ms{seconds / m * 1e9:>11.0f} ns"
            f"{seconds / m / per_whole:>11.1f}x{before / batches * 1e3:>15.2f} ms"
            f"{before / seconds:>13.1f}x"
        )
    print("streamed counts == one-shot counts: yes")


if __name__ == "__main__":
    sys.exit(main())
