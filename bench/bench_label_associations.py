"""Benchmark: counting label associations, ranking every metric's gaps, writing the report.

Ours (timed as one path, best of 3):
    ``count_associations`` on a CSR prediction matrix and 4 identity annotations,
    ``gap_table`` for each of the 10 metrics for one identity pair, and
    ``FileWriter.label_associations(counts=...)`` (encode + write + flush).
Peers, timed in the same run on the same data:
    floor   the bare sparse product ``Y.T @ X`` (X: N x 4 float identity matrix, prebuilt);
            no counting path can do less work than this one pass over the non-zeros.
    pandas  what a user would otherwise write: explode the label sets into a long
            (example, label) frame, merge it with the identities, group by label.
            Only the counting is timed; its counts must equal ours exactly (asserted).

Targets (issue 17, printed with the results): counting alone within 2x of the floor, count +
write within 3x, counting more than 25x faster than pandas, and the peak memory of counting no
more than the input's size plus the counts' (no dense float copy of the identity matrix). The
full path (with the 10 gap tables) is printed against the floor for reference. When a target
is missed, a cProfile summary of our path is printed.

Run:  python bench/bench_label_associations.py [--quick] [--profile]
``--quick`` uses N = 100,000 examples (a smoke check, under a minute).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import os
import platform
import pstats
import sys
import tempfile
import time
import tracemalloc

import numpy as np
import pandas as pd
import scipy
import scipy.sparse as sp
from _common import (  # noqa: E402
    _maxrss_kib,
    _mib,
    _reset_peak_rss,
    _status_kib,
    git_commit,
    source_digest,
)

import tb_fairness
from tb_fairness.metrics import METRICS, code_table, count_associations, gap_table

N_FULL = 1_000_000
N_QUICK = 100_000
N_LABELS = 20_000
LABELS_PER_EXAMPLE = 10  # Poisson mean; duplicates within an example collapse
ZIPF_EXPONENT = 1.0
REPEAT = 3
PAIR = ("woman", "man")  # the identity pair of the gap tables
TAG = "assoc"

TARGET_COUNT_RATIO = 2.0  # count / floor must be at most this
TARGET_WRITE_RATIO = 3.0  # (count + write) / floor must be at most this
TARGET_PANDAS_SPEEDUP = 25.0  # pandas / count must be more than this


# --- data -------------------------------------------------------------------------------


def make_data(n: int, n_labels: int, seed: int):
    """(Y, label_names, identities): seeded Zipf-like predictions and 4 identity columns.

    Y is CSR (n x n_labels) with 1.0 where predicted, canonical (sorted, no duplicates).
    Label ``i``'s frequency rank is a random permutation of ``i``, so frequent labels are
    spread over the columns. Identities: ``woman``/``man`` exclusive (16% neither),
    ``young`` and ``older`` independent of them and of each other (so they overlap).
    """
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, n_labels + 1) ** ZIPF_EXPONENT
    cdf = np.cumsum(weights)
    cdf /= cdf[-1]
    rank_to_label = rng.permutation(n_labels)
    lengths = rng.poisson(LABELS_PER_EXAMPLE, n)
    draws = np.searchsorted(cdf, rng.random(int(lengths.sum())), side="right")
    indices = rank_to_label[np.minimum(draws, n_labels - 1)]
    indptr = np.concatenate([[0], np.cumsum(lengths)])
    Y = sp.csr_matrix((np.ones(indices.size), indices, indptr), shape=(n, n_labels))
    Y.sum_duplicates()  # a label predicted twice for one example counts once
    Y.data[:] = 1.0
    u = rng.random(n)
    identities = {
        "woman": u < 0.42,
        "man": (u >= 0.42) & (u < 0.84),
        "young": rng.random(n) < 0.25,
        "older": rng.random(n) < 0.15,
    }
    label_names = [f"label_{i:05d}" for i in range(n_labels)]
    return Y, label_names, identities


# --- the three contenders ----------------------------------------------------------------


def ours(Y, label_names, identities, logdir):
    """Our full path; returns (counts, {phase: seconds})."""
    t0 = time.perf_counter()
    counts = count_associations(Y, label_names=label_names, identities=identities)
    t1 = time.perf_counter()
    tables = [
        gap_table(counts, metric, a=PAIR[0], b=PAIR[1], uncertainty=False) for metric in METRICS
    ]
    t2 = time.perf_counter()
    with tb_fairness.FileWriter(logdir) as writer:
        writer.label_associations(TAG, 0, counts=counts)
    t3 = time.perf_counter()
    assert len(tables) == 10 and all(len(t.label) == len(label_names) for t in tables)
    return counts, {"count": t1 - t0, "gap tables (10)": t2 - t1, "write": t3 - t2}


def floor(Y, X):
    return Y.T @ X


def pandas_counts(frame: pd.DataFrame, identity_frame: pd.DataFrame):
    """c(x, y), c(y), c(x) the pandas way.

    ``frame`` has one row per example and a ``labels`` column of label-id arrays (the label
    sets; integer ids rather than names, the faster choice for pandas). Of the idioms tried,
    explode + merge + groupby was the fastest; a long membership table + ``pd.crosstab``
    took about 1.6x longer.
    """
    labels = frame["labels"].explode().dropna().astype(np.int64)  # empty sets give NaN
    pairs = pd.DataFrame({"example": labels.index.to_numpy(), "label": labels.to_numpy()})
    long = pairs.merge(identity_frame, left_on="example", right_index=True)
    by_label = long.groupby("label")
    c_xy = by_label[list(identity_frame.columns)].sum()  # labels x identities
    c_y = by_label.size()
    c_x = identity_frame.sum()
    return c_xy, c_y, c_x


def check_pandas_equal(result, counts, n_labels):
    c_xy, c_y, c_x = result
    all_labels = pd.RangeIndex(n_labels)
    joint = c_xy.reindex(all_labels, fill_value=0).to_numpy().T.astype(np.int64)
    label_counts = c_y.reindex(all_labels, fill_value=0).to_numpy().astype(np.int64)
    identity_counts = c_x.to_numpy().astype(np.int64)
    assert list(c_x.index) == list(counts.identity_names), "identity order differs"
    assert np.array_equal(joint, counts.joint_counts), "c(x, y) differs from pandas"
    assert np.array_equal(label_counts, counts.label_counts), "c(y) differs from pandas"
    assert np.array_equal(identity_counts, counts.identity_counts), "c(x) differs from pandas"


# --- measurement ---------------------------------------------------------------------------


def best_of(fn, repeat=REPEAT):
    """(best seconds, last result, peak RSS growth in MiB or None) over ``repeat`` calls."""
    best, result, rss_growth = float("inf"), None, None
    for _ in range(repeat):
        result = None
        gc.collect()
        before = _status_kib("VmRSS")
        reset = _reset_peak_rss()
        t0 = time.perf_counter()
        result = fn()
        elapsed = time.perf_counter() - t0
        if reset and before is not None:
            growth = (_maxrss_kib() - before) / 1024
            rss_growth = growth if rss_growth is None else max(rss_growth, growth)
        best = min(best, elapsed)
    return best, result, rss_growth


def traced_peak_mib(fn):
    """Peak of Python allocations (numpy arrays included) made by one call, in MiB."""
    gc.collect()
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        tracemalloc.reset_peak()
        result = fn()
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    del result
    return (peak - base) / 2**20


def profile_summary(fn, lines=15) -> str:
    """Top functions by own time, then tb_fairness's functions by cumulative time."""
    profiler = cProfile.Profile()
    profiler.enable()
    fn()
    profiler.disable()
    parts = []
    for title, key, restrictions in (
        ("by own time", "tottime", (lines,)),
        ("tb_fairness functions by cumulative time", "cumulative", ("tb_fairness", lines)),
    ):
        out = io.StringIO()
        pstats.Stats(profiler, stream=out).sort_stats(key).print_stats(*restrictions)
        text = out.getvalue()
        start = text.find("   ncalls")
        parts.append(f"-- {title}\n" + (text[start:] if start >= 0 else text).rstrip())
    return "\n".join(parts)


def _numba_version() -> str | None:
    """numba's version when the counting uses it (the [fast] extra), else None."""
    if code_table._compiled() is None:
        return None
    import numba

    return numba.__version__


def _ms(seconds):
    return f"{seconds * 1e3:9.1f} ms"


# --- main ------------------------------------------------------------------------------------


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--quick", action="store_true", help=f"N = {N_QUICK:,} examples instead of {N_FULL:,}"
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="print the cProfile summary of our path even when targets are met",
    )
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    n = N_QUICK if args.quick else N_FULL

    print("bench_label_associations: count + 10 gap tables + write, vs Y.T @ X and pandas")
    print(
        f"python {platform.python_version()}, numpy {np.__version__}, scipy {scipy.__version__}, "
        f"pandas {pd.__version__}, {os.cpu_count()} CPUs, "
        f"OPENBLAS_CORETYPE={os.environ.get('OPENBLAS_CORETYPE', '(unset)')}, "
        f"git commit {git_commit()}, tb_fairness sources {source_digest()}"
    )

    t0 = time.perf_counter()
    Y, label_names, identities = make_data(n, N_LABELS, args.seed)
    X = np.column_stack([identities[name] for name in identities]).astype(np.float64)
    identity_frame = pd.DataFrame(identities)
    frame = pd.DataFrame({"labels": np.split(Y.indices, Y.indptr[1:-1])})
    print(
        f"data: N={n:,} examples, L={N_LABELS:,} labels (Zipf s={ZIPF_EXPONENT}), "
        f"{Y.nnz:,} predictions ({Y.nnz / n:.2f} per example), "
        f"identities {dict((k, int(v.sum())) for k, v in identities.items())}; "
        f"built in {time.perf_counter() - t0:.1f} s (not timed)"
    )
    print(
        f"timing: best of {REPEAT}; peak RSS growth = ru_maxrss after the call minus RSS "
        f"before it (peak mark reset per call); traced = tracemalloc peak of one extra call"
    )
    print()

    def count_only():
        return count_associations(Y, label_names=label_names, identities=identities)

    # The first count in this process: with numba, its import and the kernel's load.
    t0 = time.perf_counter()
    count_only()
    t_first = time.perf_counter() - t0

    with tempfile.TemporaryDirectory(prefix="bench_assoc_") as logdir:
        t_floor, _, rss_floor = best_of(lambda: floor(Y, X))

        phases = {}

        def run_ours():
            counts, times = ours(Y, label_names, identities, logdir)
            for name, seconds in times.items():
                phases[name] = min(phases.get(name, float("inf")), seconds)
            both = times["count"] + times["write"]
            phases["count + write"] = min(phases.get("count + write", float("inf")), both)
            return counts

        t_ours, counts, rss_ours = best_of(run_ours)
        event_bytes = sum(os.path.getsize(os.path.join(logdir, f)) for f in os.listdir(logdir))
        n_files = len(os.listdir(logdir))

        t_pandas, pandas_result, rss_pandas = best_of(lambda: pandas_counts(frame, identity_frame))
        check_pandas_equal(pandas_result, counts, N_LABELS)
        del pandas_result

        _, _, rss_count = best_of(count_only, repeat=1)
        # The default install's path: numpy alone (without the [fast] extra's numba).
        compiled_from = code_table.COMPILED_FROM
        code_table.COMPILED_FROM = float("inf")
        try:
            t_numpy, numpy_counts, _ = best_of(count_only)
        finally:
            code_table.COMPILED_FROM = compiled_from
        for field in ("label_counts", "joint_counts", "identity_overlap", "overlap_joint"):
            assert np.array_equal(getattr(numpy_counts, field), getattr(counts, field)), field
        traced_count = traced_peak_mib(count_only)
        traced_ours = traced_peak_mib(lambda: ours(Y, label_names, identities, logdir))
        traced_floor = traced_peak_mib(lambda: floor(Y, X))
        traced_pandas = traced_peak_mib(lambda: pandas_counts(frame, identity_frame))
        input_mib = (
            sum(a.nbytes for a in (Y.data, Y.indices, Y.indptr))
            + sum(np.asarray(v).nbytes for v in identities.values())
        ) / 2**20
        counts_mib = (
            sum(
                np.asarray(getattr(counts, f)).nbytes
                for f in ("label_counts", "joint_counts", "overlap_joint", "identity_overlap")
            )
            / 2**20
        )

        t_count, t_write = phases["count"], phases["count + write"]
        print(f"{'contender':<44}{'time':>12}{'peak RSS growth':>18}{'traced peak':>14}")
        print(
            f"{'ours: count + 10 gap tables + write':<44}{_ms(t_ours)}{_mib(rss_ours):>18}"
            f"{_mib(traced_ours):>14}"
        )
        for name, seconds in phases.items():
            print(f"{'  ' + name + ' (best)':<44}{_ms(seconds)}")
        print(f"{'  count alone, memory':<44}{'':>12}{_mib(rss_count):>18}{_mib(traced_count):>14}")
        print(f"{'  count, numpy path (no [fast] extra)':<44}{_ms(t_numpy)}")
        print(f"{'  first count in this process':<44}{_ms(t_first)}")
        print(
            f"{'floor: Y.T @ X (bare sparse product)':<44}{_ms(t_floor)}{_mib(rss_floor):>18}"
            f"{_mib(traced_floor):>14}"
        )
        print(
            f"{'pandas: explode + merge + groupby':<44}{_ms(t_pandas)}{_mib(rss_pandas):>18}"
            f"{_mib(traced_pandas):>14}"
        )
        print(
            f"report written: {event_bytes / 1024:.0f} KiB over {n_files} event files "
            f"({event_bytes / 1024 / n_files:.0f} KiB each); pandas counts == ours: yes"
        )
        print(
            f"input {input_mib:.0f} MiB (CSR predictions + identity columns), counts "
            f"{counts_mib:.1f} MiB; process peak RSS over the whole run (ru_maxrss): "
            f"{_maxrss_kib() / 1024:.0f} MiB"
        )
        print()

        checks = [
            ("count / floor", t_count / t_floor, "<=", TARGET_COUNT_RATIO),
            ("(count + write) / floor", t_write / t_floor, "<=", TARGET_WRITE_RATIO),
            ("pandas / count", t_pandas / t_count, ">", TARGET_PANDAS_SPEEDUP),
            (
                "count peak (traced) / (input + counts)",
                traced_count / (input_mib + counts_mib),
                "<=",
                1.0,
            ),
        ]
        met_all = True
        for name, value, op, target in checks:
            met = value <= target if op == "<=" else value > target
            met_all &= met
            print(
                f"{name:<40} = {value:6.2f}x   target {op:>2} {target:g}x  "
                f"{'MET' if met else 'MISSED'}"
            )
        print(
            f"{'for reference, full path / floor':<40} = {t_ours / t_floor:6.2f}x   "
            f"(count + 10 gap tables + write); pandas / full path = {t_pandas / t_ours:.1f}x"
        )
        numba_version = _numba_version()
        if numba_version is None:
            used = "numba is not installed: the counts above took it too"
        elif Y.nnz < code_table.COMPILED_FROM:
            used = "the counts above took it too: fewer pairs than numba is used for"
        else:
            used = f"the counts above used numba {numba_version}, the [fast] extra"
        print(
            f"{'numpy path count / floor':<40} = {t_numpy / t_floor:6.2f}x   (the default "
            f"install's path; {used})"
        )

        if args.profile or not met_all:
            print()
            print("cProfile of our path (one call):")
            print(profile_summary(lambda: ours(Y, label_names, identities, logdir)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
