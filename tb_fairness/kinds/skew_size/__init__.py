"""SkewSize (Albuquerque et al. 2024): per class, how much the predicted labels depend on the
group (Cramér's V), and the skewness of V over the classes."""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from typing import NamedTuple

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds.kind import Headline, HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON, MAX_INT, Option
from tb_fairness.kinds.skew_size import codec
from tb_fairness.kinds.skew_size.writing import WRITING
from tb_fairness.kinds.table import Table, json_float, json_floats
from tb_fairness.metrics import associations, groups, selection, skew
from tb_fairness.metrics.intervals import wilson_interval
from tb_fairness.metrics.significance import benjamini_hochberg
from tb_fairness.metrics.skew_uncertainty import (
    NOISE_LIMIT,
    SKEW_SIZE_INTERVAL_REASONS,
    skew_size_interval,
    v_interval,
)

# V's interval and test follow V: after the accuracy gap they read as the gap's.
COLUMNS = (
    "class",
    "n",
    "cramers_v",
    "lower",
    "upper",
    "p_value",
    "significant",
    "band",
    "accuracy",
    "worst_group",
    "worst_group_accuracy",
    "worst_group_excluded",
    "gap",
)
CLASS_COLUMNS = ("group", "label", "count", "expected", "correct")
FORMATS = {
    "n": "count",
    "cramers_v": "value",
    "accuracy": "percent",
    "worst_group_accuracy": "percent",
    "worst_group_excluded": "count",
    "gap": "points",
    "lower": "value",
    "upper": "value",
    "p_value": "p",
}
CLASS_FORMATS = {"count": "count", "expected": "value"}

MEV = Option(
    "mev",
    "float",
    skew.DEFAULT_MEV,
    "noise filter: the minimum expected count of a predicted label (0 disables it)",
    minimum=0,
    maximum=1e9,
    title="Noise filter (min expected count)",
)
MIN_COUNT = Option(
    "min_count",
    "int",
    groups.DEFAULT_MIN_COUNT,
    "groups with fewer examples are left out of the worst-group accuracy (the model's, and "
    "each class's), as too small to trust",
    minimum=1,
    maximum=MAX_INT,
    title="Min count",
    used_by=("view", "headline"),  # accuracies, never V (what compare judges)
)
CLASS_NAME = Option(
    "class_name",
    "str",
    None,
    "the class whose groups x predicted labels table to show",
    title="Class",
    used_by=("view",),
)
OPTIONS = (
    Option(
        "table",
        "choice",
        "classes",
        "classes: one row per class; class: the groups x predicted labels of class_name",
        choices=("classes", "class"),
        title="Table",
        used_by=("view",),
    ),
    MEV,
    CLASS_NAME,
    MIN_COUNT,
    *COMMON,
)
# The drill-down view's own: how many mistakes per group, and label columns at most.
K = Option(
    "k",
    "int",
    5,
    "the most frequent mistakes per group",
    minimum=1,
    maximum=1000,
    title="Mistakes per group",
)
LIMIT = Option(
    "limit",
    "int",
    50,
    "at most this many predicted-label columns",
    minimum=1,
    maximum=MAX_INT,
    title="Max label columns",
)


def values(counts: skew.SkewCounts) -> dict:
    """The class of the class table: the report's classes."""
    return {"class_name": list(counts.class_names)}


def _classes(counts: skew.SkewCounts, options: dict):
    """The per-class statistics, in descending V, and the model's numbers computed from the
    same effect sizes and accuracies (each computed once per table)."""
    result = skew.skew_size(counts, mev=options["mev"])
    sizes = result.effect_sizes
    acc = skew.accuracy_by_group(counts, min_count=options["min_count"])
    order = associations.descending_order(sizes.v)
    interval = v_interval(sizes, options["level"])
    significant = benjamini_hochberg(interval.p_value, options["fdr"])
    return sizes, acc, order, interval, significant, model(counts, options, result, acc)


def classes(counts: skew.SkewCounts, options: dict) -> Table:
    """One row per class, by Cramér's V descending, with V's interval and the chi-square
    test (Benjamini-Hochberg over the classes)."""
    sizes, acc, order, interval, significant, model_numbers = _classes(counts, options)
    columns = {
        "class": np.asarray(counts.class_names, dtype=object)[order],
        "n": sizes.n[order],
        "cramers_v": sizes.v[order],
        "lower": interval.lower[order],
        "upper": interval.upper[order],
        "p_value": interval.p_value[order],
        "significant": significant[order],
        "band": sizes.band[order],
        "accuracy": acc.accuracy[order],
        "worst_group": acc.worst_group[order],
        "worst_group_accuracy": acc.worst_group_accuracy[order],
        "worst_group_excluded": acc.worst_group_excluded[order],
        "gap": acc.gap[order],
    }
    head = {
        "mev": sizes.mev,
        "level": options["level"],
        "fdr": options["fdr"],
        "model": model_numbers,
        "groups": _groups(counts, acc),
    }
    return Table(columns, head, {"cramers_v": sizes.state[order]})


def _predicted(counts: skew.SkewCounts, options: dict) -> int:
    """The labels predicted for the class ``class_name``."""
    c = counts.class_names.index(_class_name(counts, options))
    return int(np.unique(counts.prediction_index[counts.class_index == c]).size)


def _class_rows(counts: skew.SkewCounts, options: dict) -> int:
    return len(counts.group_names) * _predicted(counts, options)


def _class_view_cells(counts: skew.SkewCounts, options: dict) -> int:
    # counts and expected per group x label shown, each group's numbers and top mistakes
    shown = min(options["limit"], _predicted(counts, options))
    return len(counts.group_names) * (2 * shown + 4 + 5 * options["k"]) + 3 * shown


def one_class(counts: skew.SkewCounts, options: dict) -> Table:
    """Class ``class_name``'s contingency table, one row per group x predicted label."""
    name = _class_name(counts, options)
    t = skew.contingency_table(counts, name, mev=options["mev"])
    G, P = t.counts.shape
    group = np.repeat(np.asarray(t.group_names, dtype=object), P)
    columns = {
        "group": group,
        "label": np.tile(np.asarray(t.prediction_names, dtype=object), G),
        "count": t.counts.reshape(-1),
        "expected": np.asarray(t.expected, dtype=np.float64).reshape(-1),
        "correct": np.tile(np.asarray(t.correct, dtype=bool), G),
    }
    return Table(columns, {"class_name": name, "mev": t.mev})


def class_detail(counts: skew.SkewCounts, options: dict, key: str) -> Table:
    """The drill-down of class ``key``: its groups x predicted labels."""
    if key not in counts.class_names:
        raise ValueError(f"key: no class {key!r} in this report")
    return one_class(counts, {**options, "class_name": key})


def class_groups(counts: skew.SkewCounts, options: dict, key: str) -> Table:
    """Class ``key``'s accuracy per group (its examples predicted as ``key``), with the
    Wilson interval at the level: the groups whose accuracy moved say for whom V moved."""
    t = class_detail(counts, options, key)
    groups = list(dict.fromkeys(t.columns["group"].tolist()))
    index = {g: i for i, g in enumerate(groups)}
    at = np.fromiter((index[g] for g in t.columns["group"].tolist()), np.int64, len(t))
    counts_ = np.asarray(t.columns["count"], dtype=np.float64)
    n = np.bincount(at, weights=counts_, minlength=len(groups))
    right = np.bincount(at, weights=counts_ * t.columns["correct"], minlength=len(groups))
    share = wilson_interval(right.astype(np.int64), n.astype(np.int64), options["level"])
    columns = {
        "group": np.asarray([str(g) for g in groups], dtype=object),
        "n": n,
        "value": np.asarray(share.estimate, dtype=np.float64),
        "lower": np.asarray(share.lower, dtype=np.float64),
        "upper": np.asarray(share.upper, dtype=np.float64),
    }
    return Table(columns, {"value": "accuracy", "format": "percent"})


def _class_name(counts, options) -> str:
    name = options.get("class_name")
    if name is None:
        raise ValueError("class_name: required for the class table")
    if name not in counts.class_names:
        raise ValueError(f"class_name: {name!r} is not a class of this report")
    return name


def _groups(counts, acc) -> list:
    return [
        {"name": name, "n": int(n), "accuracy": json_float(a)}
        for name, n, a in zip(counts.group_names, acc.pooled_group_n, acc.pooled_group_accuracy)
    ]


class _WorstGroup(NamedTuple):
    """The worst group among those with at least min_count examples (pooled over classes)."""

    name: str | None
    accuracy: float  # nan without a sufficient group
    interval: list  # [lower, upper], None where undefined
    excluded: int  # groups with examples but fewer than min_count


def _worst_group(acc: skew.GroupAccuracy, min_count: int, level: float) -> _WorstGroup:
    """The worst sufficient group and its accuracy interval: the worst group is picked out
    of the sufficient ones, so its interval holds for each of them at once (Bonferroni over
    them, then selection.lowest: conservative; docs/statistics.md). Groups with fewer than
    ``min_count`` examples are left out, and counted."""
    n = acc.pooled_group_n
    sufficient = n >= min_count
    accuracy = np.where(sufficient, acc.pooled_group_accuracy, np.nan)
    excluded = int(np.sum((n > 0) & ~sufficient))
    if not sufficient.any():
        return _WorstGroup(None, float("nan"), [None, None], excluded)
    i = int(np.argmin(np.where(sufficient, accuracy, np.inf)))  # the first on ties
    wilson = wilson_interval(
        acc.group_correct.sum(axis=0),
        n,
        selection.bonferroni_level(level, int(sufficient.sum())),
    )
    lower, upper = selection.lowest(accuracy, wilson.lower, wilson.upper)
    return _WorstGroup(
        acc.group_names[i], float(accuracy[i]), [json_float(lower), json_float(upper)], excluded
    )


def model(counts: skew.SkewCounts, options: dict, result=None, acc=None) -> dict:
    """The headline numbers of the model: SkewSize and its interval, accuracies, parity
    (``result`` and ``acc``: the SkewSize and accuracies, when already computed)."""
    level = options["level"]
    result = result if result is not None else skew.skew_size(counts, mev=options["mev"])
    acc = acc if acc is not None else skew.accuracy_by_group(counts, min_count=options["min_count"])
    parity = skew.prediction_parity(counts)
    overall = wilson_interval(int(acc.correct.sum()), counts.n, level)
    worst = _worst_group(acc, options["min_count"], level)
    return {
        "skew_size": json_float(result.value),
        "skew_size_state": result.state,
        **_skew_size_interval(counts, result.effect_sizes.mev, level),
        "classes_with_v": result.classes,
        "classes": len(counts.class_names),
        "n": counts.n,
        "overall_accuracy": json_float(acc.overall_accuracy),
        "mean_accuracy": json_float(acc.mean_accuracy),
        "worst_group": worst.name,
        "worst_group_accuracy": json_float(worst.accuracy),
        "overall_accuracy_interval": [json_float(overall.lower), json_float(overall.upper)],
        "worst_group_accuracy_interval": worst.interval,
        # The groups with examples left out of the worst group (fewer than min_count).
        "min_count": options["min_count"],
        "worst_group_excluded": worst.excluded,
        "gap": json_float(acc.overall_accuracy - worst.accuracy),
        "demographic_parity": json_float(parity.demographic_parity),
        "demographic_parity_label": parity.demographic_parity_label,
        "equalized_odds": json_float(parity.equalized_odds),
        "equalized_odds_label": parity.equalized_odds_label,
        "parity_state": parity.state,
    }


_INTERVALS: OrderedDict[tuple, tuple] = OrderedDict()
_INTERVALS_LOCK = threading.Lock()  # TensorBoard serves requests on several threads


def _skew_size_interval(counts: skew.SkewCounts, mev: float, level: float) -> dict:
    """The SkewSize interval, memoised per report (the store keeps one counts object per
    report): its bootstrap is the one costly step (about a second for 1,000 classes). The
    weak reference tells a reused id from the same report."""
    key = (id(counts), mev, level)
    with _INTERVALS_LOCK:
        hit = _INTERVALS.get(key)
        if hit is not None and hit[0]() is counts:
            _INTERVALS.move_to_end(key)
    if hit is not None and hit[0]() is counts:
        r = hit[1]
    else:
        r = skew_size_interval(counts, mev=mev, level=level)
        with _INTERVALS_LOCK:
            _INTERVALS[key] = (weakref.ref(counts), r)
            while len(_INTERVALS) > 64:
                _INTERVALS.popitem(last=False)
    reason = SKEW_SIZE_INTERVAL_REASONS.get(r.state)
    if r.state == "too_noisy":
        reason = SKEW_SIZE_INTERVAL_REASONS["too_noisy"].format(
            noise=r.noise_share, classes=r.classes, limit=NOISE_LIMIT / np.sqrt(r.classes)
        )
    return {
        "skew_size_interval": None if r.state else [r.lower, r.upper],
        "skew_size_interval_state": r.state,
        "skew_size_interval_reason": reason,
        "skew_size_noise_share": json_float(r.noise_share),
    }


def view(counts: skew.SkewCounts, options: dict) -> dict:
    """The view's payload: the model's numbers and the per-class columns."""
    sizes, acc, order, interval, significant, model_numbers = _classes(counts, options)
    columns = {
        "class": [counts.class_names[i] for i in order],
        "n": sizes.n[order].tolist(),
        "cramers_v": json_floats(sizes.v[order]),
        "band": sizes.band[order].tolist(),
        "accuracy": json_floats(acc.accuracy[order]),
        "worst_group": acc.worst_group[order].tolist(),
        "worst_group_accuracy": json_floats(acc.worst_group_accuracy[order]),
        "worst_group_excluded": acc.worst_group_excluded[order].tolist(),
        "gap": json_floats(acc.gap[order]),
        "table_rows": sizes.rows[order].tolist(),
        "table_columns": sizes.columns[order].tolist(),
        "dropped_columns": sizes.dropped_columns[order].tolist(),
        "dropped_groups": sizes.dropped_groups[order].tolist(),
        "lower": json_floats(interval.lower[order]),
        "upper": json_floats(interval.upper[order]),
        "p_value": json_floats(interval.p_value[order]),
        "significant": significant[order].tolist(),
    }
    return {
        "mev": sizes.mev,
        "level": options["level"],
        "fdr": options["fdr"],
        "significant": int(significant.sum()),
        "model": model_numbers,
        "groups": _groups(counts, acc),
        "rows": len(order),
        "columns": columns,
        "states": {"cramers_v": sizes.state[order].tolist()},
        "reasons": {
            **skew.UNDEFINED_REASONS,
            **skew.SKEW_SIZE_REASONS,
            "open_vocabulary": skew.OPEN_VOCABULARY,
        },
    }


def class_view(counts: skew.SkewCounts, options: dict) -> dict:
    """The drill-down's payload: one class's contingency table (at most ``limit`` label
    columns) and each group's most frequent mistakes."""
    class_name, mev, k, limit = (
        _class_name(counts, options),
        options["mev"],
        options["k"],
        options["limit"],
    )
    table = skew.contingency_table(counts, class_name, mev=mev)
    position = counts.class_names.index(class_name)
    sizes = skew.effect_sizes(counts, mev=mev)
    mistakes = skew.top_mistakes(counts, class_name, k=k)
    group_n = table.counts.sum(axis=1)
    correct = table.counts[:, table.correct].sum(axis=1)
    shown = slice(0, limit)
    with np.errstate(invalid="ignore", divide="ignore"):
        group_accuracy = correct / group_n
    return {
        "class": class_name,
        "mev": table.mev,
        "cramers_v": json_float(sizes.v[position]),
        "band": sizes.band[position],
        "state": sizes.state[position],
        "groups": list(table.group_names),
        "group_n": group_n.tolist(),
        "group_accuracy": json_floats(group_accuracy),
        "labels": list(table.prediction_names[shown]),
        "correct": table.correct[shown].tolist(),
        "kept": table.kept[shown].tolist(),
        "counts": table.counts[:, shown].tolist(),
        "expected": table.expected[:, shown].tolist(),
        "other": table.counts[:, limit:].sum(axis=1).tolist(),
        "other_labels": max(0, len(table.prediction_names) - limit),
        "total_labels": len(table.prediction_names),
        "mistakes": [
            {"group": g, "rank": int(r), "label": y, "count": int(c), "share": float(s)}
            for g, r, y, c, s in zip(
                mistakes.group.tolist(),
                mistakes.rank,
                mistakes.label,
                mistakes.count,
                mistakes.share,
            )
        ],
    }


def headline(counts: skew.SkewCounts, options: dict) -> Headline:
    """SkewSize (over the classes the noise filter leaves a V: the filtered ones are
    counted in ``excluded``; why it is undefined in ``reasons``), the worst sufficient
    group's accuracy and the overall one."""
    result = skew.skew_size(counts, mev=options["mev"])
    m = model(counts, options, result)
    filtered = int(np.sum(result.effect_sizes.state == "filtered"))
    return Headline(
        {
            "skew_size": m["skew_size"],
            "worst_group_accuracy": m["worst_group_accuracy"],
            "overall_accuracy": m["overall_accuracy"],
        },
        {
            "skew_size": m["skew_size_interval"] or [None, None],
            "worst_group_accuracy": m["worst_group_accuracy_interval"],
            "overall_accuracy": m["overall_accuracy_interval"],
        },
        {"skew_size": filtered, "worst_group_accuracy": m["worst_group_excluded"]},
        {"skew_size": skew.SKEW_SIZE_REASONS[result.state]} if result.state else {},
    )


KIND = Kind(
    name=codec.NAME,
    title="SkewSize",
    version=codec.VERSION,
    counts_type=skew.SkewCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec(
            "classes",
            "Classes ranked by Cramér's V",
            COLUMNS,
            classes,
            FORMATS,
            rows=lambda counts, options: len(counts.class_names),
        ),
        TableSpec(
            "class",
            "One class's groups x predicted labels",
            CLASS_COLUMNS,
            one_class,
            CLASS_FORMATS,
            rows=_class_rows,
        ),
    ),
    views=(
        # per class: its columns; per group: its numbers in the model's summary
        View("", view, cells=lambda c, o: 17 * len(c.class_names) + 8 * len(c.group_names)),
        View("class", class_view, (K, LIMIT), cells=_class_view_cells),
    ),
    bias=bias.direct(classes, "class", "cramers_v", "V")
    .with_detail(class_detail, CLASS_FORMATS)
    .with_groups(class_groups),
    headline=headline,
    values=values,
    headlines=(
        HeadlineInfo(
            "skew_size",
            "SkewSize",
            "The skewness of Cramer's V over the classes: higher is less biased; a "
            "long tail of classes whose predictions depend on the group lowers it.",
            "value",
            "higher",
            role="bias",
        ),
        HeadlineInfo(
            "worst_group_accuracy",
            "Worst-group accuracy",
            "The accuracy of the group the model does worst on, among the groups with at "
            "least min_count examples.",
            "percent",
            "higher",
        ),
        HeadlineInfo(
            "overall_accuracy",
            "Overall accuracy",
            "The accuracy over every example.",
            "percent",
            "higher",
            role="performance",
        ),
    ),
    writing=WRITING,
)
