"""Benchmark: per-class recall by group with intervals, against fairlearn's MetricFrame.

Data (seeded): N people, 52 classes (mildly Zipf-distributed), one prediction each, and 3
attributes with 10, 3 and 3 values (skin tone 1-10 as integers; age and gender as
strings). Groupings: every attribute alone and every intersection (7 groupings, 175
groups, 52 x 175 cells).

Ours (best of 3): ``count_groups(..., groupings="all")`` then ``rate_table`` (recall and
its Wilson interval for every class x group).

fairlearn, timed in the same run on the same data:
    point      one ``MetricFrame(metrics=recall_score, y_true=(classes == k),
               y_pred=(predictions == k), sensitive_features=<the grouping's columns>)`` per
               class and grouping: 52 x 7 frames. A frame costs the same for every class
               (each one groups all N rows), so only ``--peer-classes`` classes (default
               2) are timed, for every grouping, and the total is extrapolated linearly to
               52 classes; ``--peer-classes 52`` times them all (about 20 minutes at
               N = 1,000,000). The sampled classes' recalls must equal ours (asserted).
    bootstrap  the same frames with ``n_boot=100`` (percentile intervals). Too slow at
               full size (an estimated day or more), so one frame (one class, the
               skin-tone grouping) is timed on a subsample of ``--boot-n`` people, with and
               without bootstrap; the bootstrap/point ratio measured there scales the
               full-size point total. The script prints the ratio it used.

Target (printed with the results): fairlearn point / ours > 50x.

Counting against pandas and numpy (issue 17, item 3), first, on the same people: the counts
alone (``count_groups``), best of 7, for
    one class   ``count_groups`` of "is class k" against "predicted k" (class indices 0/1)
                by skin tone (10 groups); pandas: group the people of class k by skin
                tone (``groupby(...).agg(["sum", "size"])``: n and tp); numpy: one
                ``np.bincount(skin * 4 + is_k * 2 + predicted_k)`` (n, tp, fp, tn).
    all classes the 52 classes by skin tone; pandas ``groupby(["class", "skin"])`` (n and
                tp); numpy one ``np.bincount((class * 11 + skin) * 2 + correct)``.
    7 groupings all classes, every attribute and intersection; pandas one groupby per
                grouping; numpy one bincount over the finest cells (class x skin x age x
                gender x correct) with the string attributes coded beforehand (untimed).
The peers' counts are asserted equal to ours. Targets: ours faster than pandas (one class
and all classes), and within 2x of the numpy bincount. ``--counting-only`` skips fairlearn.

Run:  python bench/bench_groups.py [--quick] [--counting-only] [--peer-classes K] [--boot-n N]
[--profile]. ``--quick`` uses N = 100,000 people (about 20 s).
"""

from __future__ import annotations

import argparse
import cProfile
import gc
import io
import itertools
import os
import platform
import pstats
import sys
import time
import warnings

import numpy as np
import pandas as pd
import scipy
from _common import git_commit, source_digest  # noqa: E402

from tb_fairness.metrics.groups import count_groups, rate_table

N_FULL = 1_000_000
N_QUICK = 100_000
N_CLASSES = 52
REPEAT = 3
N_BOOT = 100
BOOT_N_FULL = 20_000
BOOT_N_QUICK = 5_000
TARGET_POINT_SPEEDUP = 50.0
TARGET_FLOOR_RATIO = 2.0  # count_groups / one numpy bincount, at most
REPEAT_COUNTING = 7

SKIN_P = np.array([4, 9, 15, 17, 16, 13, 10, 7, 5, 4], float)  # Monk 1..10, FACET-like
AGES = np.array(["younger", "middle", "older"])
GENDERS = np.array(["masc", "fem", "nonbinary"])


# --- data --------------------------------------------------------------------------------


def make_data(n: int, seed: int):
    """(class_names, classes, predictions, attributes) with group-dependent recall."""
    rng = np.random.default_rng(seed)
    class_p = 1.0 / (np.arange(N_CLASSES) + 10.0)
    class_p /= class_p.sum()
    classes = rng.choice(N_CLASSES, n, p=class_p)
    skin = rng.choice(np.arange(1, 11), n, p=SKIN_P / SKIN_P.sum())
    age = rng.choice(AGES, n, p=[0.5, 0.35, 0.15])
    gender = rng.choice(GENDERS, n, p=[0.6, 0.37, 0.03])
    base = rng.uniform(0.45, 0.9, N_CLASSES)[classes]
    p_correct = np.clip(
        base
        - 0.01 * (skin - 5)
        - 0.05 * (age == "older")
        + 0.03 * (gender == "fem") * (classes % 3 == 0),
        0.01,
        0.99,
    )
    wrong = (classes + rng.integers(1, N_CLASSES, n)) % N_CLASSES
    predictions = np.where(rng.random(n) < p_correct, classes, wrong)
    names = [f"class_{k:02d}" for k in range(N_CLASSES)]
    return names, classes, predictions, {"skin": skin, "age": age, "gender": gender}


# --- contenders ----------------------------------------------------------------------------


def ours(names, classes, predictions, attributes, phases):
    t0 = time.perf_counter()
    counts = count_groups(classes, predictions, attributes, class_names=names, groupings="all")
    t1 = time.perf_counter()
    table = rate_table(counts, "recall", min_count=1)  # every cell, to compare with fairlearn
    t2 = time.perf_counter()
    phases["count_groups"] = min(phases.get("count_groups", np.inf), t1 - t0)
    phases["rate_table (recall + Wilson)"] = min(
        phases.get("rate_table (recall + Wilson)", np.inf), t2 - t1
    )
    return counts, table


def fairlearn_frame(classes, predictions, features, k, **kwargs):
    from fairlearn.metrics import MetricFrame
    from sklearn.metrics import recall_score

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # empty cells: sklearn warns and returns 0
        return MetricFrame(
            metrics=recall_score,
            y_true=classes == k,
            y_pred=predictions == k,
            sensitive_features=features,
            **kwargs,
        )


def check_equal(frame, table, counts, k, grouping):
    """The frame's recall per group equals ours (cells with nobody: ours nan, sklearn 0)."""
    by_group = frame.by_group
    columns = counts.groups.groups_of(grouping)
    checked = 0
    for g in columns:
        key = tuple(v for _, v in counts.groups.group_values[g])
        index = [
            tuple(str(x) for x in (i if isinstance(i, tuple) else (i,))) for i in by_group.index
        ]
        if key not in index:
            assert table.totals[k, g] == 0, f"group {key} missing from fairlearn"
            continue
        theirs = float(by_group.iloc[index.index(key)])
        if table.totals[k, g] == 0:
            assert np.isnan(table.value[k, g]) and theirs == 0.0
        else:
            assert abs(table.value[k, g] - theirs) <= 1e-12, (k, key, table.value[k, g], theirs)
            checked += 1
    return checked


# --- counting against pandas and numpy (issue 17, item 3) ---------------------------------------


def counting_section(names, classes, predictions, attributes):
    """Times count_groups against pandas groupby and one numpy bincount; prints the ratios."""
    skin = attributes["skin"]
    n = len(classes)
    k = int(np.argmax(np.bincount(classes)))  # the most frequent class
    is_k, hit = classes == k, predictions == k
    is_k_codes, hit_codes = is_k.astype(np.int64), hit.astype(np.int64)
    correct = predictions == classes
    age_codes = np.unique(attributes["age"], return_inverse=True)[1].reshape(-1)
    gender_codes = np.unique(attributes["gender"], return_inverse=True)[1].reshape(-1)
    frame = pd.DataFrame(
        {
            "cls": classes,
            "skin": skin,
            "age": attributes["age"],
            "gender": attributes["gender"],
            "correct": correct,
            "is_k": is_k,
            "hit": hit,
        }
    )
    groupings_all = [
        list(c) for r in (1, 2, 3) for c in itertools.combinations(["skin", "age", "gender"], r)
    ]

    def ours_one():
        return count_groups(is_k_codes, hit_codes, {"skin": skin}, class_names=["rest", "k"])

    def ours_all():
        return count_groups(classes, predictions, {"skin": skin}, class_names=names)

    def ours_seven():
        return count_groups(classes, predictions, attributes, class_names=names, groupings="all")

    def pandas_one():
        return frame[frame["is_k"]].groupby("skin")["hit"].agg(["sum", "size"])

    def pandas_all():
        return frame.groupby(["cls", "skin"])["correct"].agg(["sum", "size"])

    def pandas_seven():
        return [frame.groupby(["cls", *g])["correct"].agg(["sum", "size"]) for g in groupings_all]

    def numpy_one():
        return np.bincount(skin * 4 + is_k * 2 + hit, minlength=44)

    def numpy_all():
        return np.bincount((classes * 11 + skin) * 2 + correct, minlength=N_CLASSES * 22)

    def numpy_seven():
        key = (((classes * 11 + skin) * 3 + age_codes) * 3 + gender_codes) * 2 + correct
        return np.bincount(key, minlength=N_CLASSES * 11 * 9 * 2)

    rows = []
    for label, fns in (
        ("one class x 10 groups", (ours_one, pandas_one, numpy_one)),
        (f"{N_CLASSES} classes x 10 groups", (ours_all, pandas_all, numpy_all)),
        (
            f"{N_CLASSES} classes x 7 groupings (175 groups)",
            (ours_seven, pandas_seven, numpy_seven),
        ),
    ):
        times = []
        results = []
        for fn in fns:  # taking turns, so that load from other work hits all three alike
            t, result = best_of(fn, REPEAT_COUNTING)
            times.append(t)
            results.append(result)
        rows.append((label, times, results))

    # The peers count what we count.
    one, (_, p_one, np_one) = rows[0][2][0], rows[0][2]
    g = one.groups.groups_of("skin")
    for value, (tp, size) in p_one.iterrows():
        col = g[one.groups.attribute_values[0].index(str(value))]
        assert one.n[1, col] == size and one.tp[1, col] == tp
    cells = np_one.reshape(11, 2, 2)
    for value in range(1, 11):
        col = g[one.groups.attribute_values[0].index(str(value))]
        assert one.n[1, col] == cells[value, 1].sum() and one.tp[1, col] == cells[value, 1, 1]
        assert one.negatives[1, col] - one.true_negatives[1, col] == cells[value, 0, 1]
    every, (_, p_all, np_all) = rows[1][2][0], rows[1][2]
    cells = np_all.reshape(N_CLASSES, 11, 2)
    for value in range(1, 11):
        col = every.groups.attribute_values[0].index(str(value))
        assert np.array_equal(every.n[:, col], cells[:, value].sum(axis=1))
        assert np.array_equal(every.tp[:, col], cells[:, value, 1])
    for (cls, value), (tp, size) in p_all.iterrows():
        col = every.groups.attribute_values[0].index(str(value))
        assert every.n[cls, col] == size and every.tp[cls, col] == tp
    seven = rows[2][2][0]
    for grouping, table in zip(groupings_all, rows[2][2][1]):
        cols = seven.groups.groups_of(tuple(grouping))
        index = {pairs: c for c in cols for pairs in [seven.groups.group_values[c]]}
        for key, (tp, size) in table.iterrows():
            values = tuple(str(v) for v in key[1:])
            c = index[tuple(zip(grouping, values))]
            assert seven.n[key[0], c] == size and seven.tp[key[0], c] == tp

    print(
        f"counting (count_groups alone), N={n:,} people, best of {REPEAT_COUNTING}, taking turns:"
    )
    print(
        f"{'work':<44}{'ours':>11}{'pandas':>11}{'numpy':>11}{'pandas/ours':>13}{'ours/numpy':>12}"
    )
    met = True
    for label, (t_ours, t_pandas, t_numpy), _ in rows:
        faster, ratio = t_pandas / t_ours, t_ours / t_numpy
        if not label.endswith("(175 groups)"):
            met &= faster > 1.0 and ratio <= TARGET_FLOOR_RATIO
        print(f"{label:<44}{_s(t_ours)}{_s(t_pandas)}{_s(t_numpy)}{faster:12.1f}x{ratio:11.1f}x")
    print(
        f"targets (one class, all classes): pandas/ours > 1x and ours/numpy <= "
        f"{TARGET_FLOOR_RATIO:g}x  {'MET' if met else 'MISSED'}; counts equal pandas' and numpy's"
    )
    print()


# --- measurement -----------------------------------------------------------------------------


def best_of(fn, repeat=REPEAT):
    best, result = float("inf"), None
    for _ in range(repeat):
        result = None
        gc.collect()
        t0 = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - t0)
    return best, result


def profile_summary(fn, lines=12) -> str:
    profiler = cProfile.Profile()
    profiler.enable()
    fn()
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(lines)
    text = out.getvalue()
    start = text.find("   ncalls")
    return text[start:] if start >= 0 else text


def _s(seconds):
    if seconds >= 3600:
        return f"{seconds / 3600:8.1f} h "
    if seconds >= 1:
        return f"{seconds:8.2f} s "
    return f"{seconds * 1e3:8.1f} ms"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--quick", action="store_true", help=f"N = {N_QUICK:,} people instead of {N_FULL:,}"
    )
    parser.add_argument(
        "--peer-classes",
        type=int,
        default=2,
        help="classes for which fairlearn is timed (and checked); 52 = all",
    )
    parser.add_argument(
        "--boot-n",
        type=int,
        default=None,
        help="subsample size for the bootstrap timing "
        f"(default {BOOT_N_FULL:,}; {BOOT_N_QUICK:,} with --quick)",
    )
    parser.add_argument("--profile", action="store_true")
    parser.add_argument(
        "--counting-only", action="store_true", help="only the pandas / numpy counting section"
    )
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    n = N_QUICK if args.quick else N_FULL
    boot_n = args.boot_n or (BOOT_N_QUICK if args.quick else BOOT_N_FULL)
    n_peer = max(1, min(args.peer_classes, N_CLASSES))

    import fairlearn
    import sklearn

    print("bench_groups: recall + Wilson per class x group vs fairlearn MetricFrame")
    print(
        f"python {platform.python_version()}, numpy {np.__version__}, scipy {scipy.__version__}, "
        f"pandas {pd.__version__}, fairlearn {fairlearn.__version__}, sklearn "
        f"{sklearn.__version__}, {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}, "
        f"git commit {git_commit()}, tb_fairness sources {source_digest()}"
    )
    t0 = time.perf_counter()
    names, classes, predictions, attributes = make_data(n, args.seed)
    print(
        f"data: N={n:,} people, {N_CLASSES} classes, attributes skin (10 values), age (3), "
        f"gender (3); built in {time.perf_counter() - t0:.1f} s (not timed)"
    )

    counting_section(names, classes, predictions, attributes)
    if args.counting_only:
        return 0

    phases = {}
    t_ours, (counts, table) = best_of(lambda: ours(names, classes, predictions, attributes, phases))
    groupings = counts.groups.groupings
    print(
        f"groupings: {len(groupings)} (every attribute and intersection), "
        f"{counts.groups.n_groups} groups, {table.value.size:,} class x group cells, "
        f"{int((counts.n == 0).sum())} of them empty"
    )
    print()

    # fairlearn point estimates: sampled classes (most and least frequent first), all groupings.
    frequency = np.bincount(classes, minlength=N_CLASSES)
    by_freq = np.argsort(-frequency, kind="stable")
    # Spread over the frequency order: with 2, the most and the least frequent class.
    sample = [int(k) for k in by_freq[np.linspace(0, N_CLASSES - 1, n_peer).round().astype(int)]]
    frames_t = 0.0
    checked = 0
    for grouping in groupings:
        features = pd.DataFrame({a: attributes[a] for a in grouping})
        for k in sample:
            t = time.perf_counter()
            frame = fairlearn_frame(classes, predictions, features, k)
            frames_t += time.perf_counter() - t
            checked += check_equal(frame, table, counts, k, grouping)
    per_class = frames_t / len(sample)
    t_fl_point = per_class * N_CLASSES
    extrapolated = len(sample) < N_CLASSES
    print(
        f"fairlearn point: timed {len(sample)} classes x {len(groupings)} groupings "
        f"({len(sample) * len(groupings)} frames) in {frames_t:.1f} s; "
        f"{checked} recalls equal ours (|diff| <= 1e-12)"
    )

    # fairlearn bootstrap: one frame on a subsample, with and without n_boot.
    sub = np.random.default_rng(args.seed + 1).choice(n, min(boot_n, n), replace=False)
    features = pd.DataFrame({"skin": attributes["skin"][sub]})
    k = sample[0]
    t = time.perf_counter()
    fairlearn_frame(classes[sub], predictions[sub], features, k)
    t_sub_point = time.perf_counter() - t
    t = time.perf_counter()
    boot = fairlearn_frame(
        classes[sub],
        predictions[sub],
        features,
        k,
        n_boot=N_BOOT,
        ci_quantiles=[0.025, 0.975],
        random_state=0,
    )
    t_sub_boot = time.perf_counter() - t
    assert len(boot.by_group_ci) == 2
    boot_ratio = t_sub_boot / t_sub_point
    t_fl_boot = t_fl_point * boot_ratio
    print(
        f"fairlearn bootstrap: one frame (class {k}, skin) on {len(sub):,} people: "
        f"{t_sub_point:.3f} s point, {t_sub_boot:.1f} s with n_boot={N_BOOT} "
        f"(x{boot_ratio:.0f}); full size estimated as fairlearn point total x {boot_ratio:.0f}"
    )
    print()

    print(f"{'contender':<72}{'time':>11}")
    print(f"{'ours: count_groups + rate_table, all classes and groups':<72}{_s(t_ours)}")
    for name, seconds in phases.items():
        print(f"{'  ' + name + ' (best)':<72}{_s(seconds)}")
    note = ", extrapolated" if extrapolated else ""
    print(f"{'fairlearn MetricFrame, point, measured part':<72}{_s(frames_t)}")
    print(f"{'fairlearn MetricFrame, point, 52 classes x 7 groupings' + note:<72}{_s(t_fl_point)}")
    print(f"{'fairlearn MetricFrame, n_boot=100, 52 x 7 (estimated)':<72}{_s(t_fl_boot)}")
    print()
    speedup = t_fl_point / t_ours
    met = speedup > TARGET_POINT_SPEEDUP
    print(
        f"fairlearn point / ours     = {speedup:10.0f}x   target > {TARGET_POINT_SPEEDUP:g}x  "
        f"{'MET' if met else 'MISSED'}{' (extrapolated)' if extrapolated else ''}"
    )
    print(
        f"  measured part alone / ours = {frames_t / t_ours:8.0f}x   "
        f"(fairlearn on {len(sample)} of 52 classes against ours on all 52)"
    )
    print(
        f"fairlearn bootstrap / ours = {t_fl_boot / t_ours:10.0f}x   (estimated; ours gives "
        f"Wilson intervals, fairlearn percentile bootstrap intervals)"
    )
    if args.profile or not met:
        print()
        print("cProfile of our path (one call):")
        print(profile_summary(lambda: ours(names, classes, predictions, attributes, {})))
    return 0


if __name__ == "__main__":
    sys.exit(main())
