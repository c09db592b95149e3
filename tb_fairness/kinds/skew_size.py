"""SkewSize (Albuquerque et al. 2024): per class, how much the predicted labels depend on the
group (Cramér's V), and the skewness of V over the classes."""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds.kind import Headline, HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON, MAX_INT, Option
from tb_fairness.kinds.table import Table, json_float, json_floats
from tb_fairness.metrics import associations, selection, skew
from tb_fairness.metrics.intervals import wilson_interval
from tb_fairness.metrics.significance import benjamini_hochberg
from tb_fairness.metrics.skew_uncertainty import (
    NOISE_LIMIT,
    SKEW_SIZE_INTERVAL_REASONS,
    skew_size_interval,
    v_interval,
)
from tb_fairness.reports import skew_size as codec

COLUMNS = (
    "class",
    "n",
    "cramers_v",
    "band",
    "accuracy",
    "worst_group_accuracy",
    "gap",
    "lower",
    "upper",
    "p_value",
    "significant",
)
CLASS_COLUMNS = ("group", "label", "count", "expected", "correct")

MEV = Option(
    "mev",
    "float",
    skew.DEFAULT_MEV,
    "noise filter: the minimum expected count of a predicted label (0 disables it)",
    minimum=0,
    maximum=1e9,
    title="Noise filter (min expected count)",
)
CLASS_NAME = Option(
    "class_name",
    "str",
    None,
    "the class whose groups x predicted labels table to show",
    title="Class",
)
OPTIONS = (
    Option(
        "table",
        "choice",
        "classes",
        "classes: one row per class; class: the groups x predicted labels of class_name",
        choices=("classes", "class"),
        title="Table",
    ),
    MEV,
    CLASS_NAME,
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


def _classes(counts: skew.SkewCounts, options: dict):
    """The per-class statistics, in descending V, and the model's numbers computed from the
    same effect sizes and accuracies (each computed once per table)."""
    result = skew.skew_size(counts, mev=options["mev"])
    sizes = result.effect_sizes
    acc = skew.accuracy_by_group(counts)
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
        "band": sizes.band[order],
        "accuracy": acc.accuracy[order],
        "worst_group_accuracy": acc.worst_group_accuracy[order],
        "gap": acc.gap[order],
        "lower": interval.lower[order],
        "upper": interval.upper[order],
        "p_value": interval.p_value[order],
        "significant": significant[order],
    }
    head = {
        "mev": sizes.mev,
        "level": options["level"],
        "fdr": options["fdr"],
        "model": model_numbers,
        "groups": _groups(counts, acc),
    }
    return Table(columns, head, {"cramers_v": sizes.state[order]})


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


def _worst_group_interval(acc: skew.GroupAccuracy, level: float) -> list:
    """The worst group's accuracy interval: the worst group is picked out of all, so its
    interval holds for every group at once (Bonferroni over the groups with examples, then
    selection.lowest: conservative; docs/statistics.md)."""
    n = acc.pooled_group_n
    wilson = wilson_interval(
        acc.group_correct.sum(axis=0), n, selection.bonferroni_level(level, int(np.sum(n > 0)))
    )
    lower, upper = selection.lowest(acc.pooled_group_accuracy, wilson.lower, wilson.upper)
    return [json_float(lower), json_float(upper)]


def model(counts: skew.SkewCounts, options: dict, result=None, acc=None) -> dict:
    """The headline numbers of the model: SkewSize and its interval, accuracies, parity
    (``result`` and ``acc``: the SkewSize and accuracies, when already computed)."""
    level = options["level"]
    result = result if result is not None else skew.skew_size(counts, mev=options["mev"])
    acc = acc if acc is not None else skew.accuracy_by_group(counts)
    parity = skew.prediction_parity(counts)
    overall = wilson_interval(int(acc.correct.sum()), counts.n, level)
    return {
        "skew_size": json_float(result.value),
        "skew_size_state": result.state,
        **_skew_size_interval(counts, result.effect_sizes.mev, level),
        "classes_with_v": result.classes,
        "classes": len(counts.class_names),
        "n": counts.n,
        "overall_accuracy": json_float(acc.overall_accuracy),
        "mean_accuracy": json_float(acc.mean_accuracy),
        "worst_group": acc.pooled_worst_group,
        "worst_group_accuracy": json_float(acc.pooled_worst_group_accuracy),
        "overall_accuracy_interval": [json_float(overall.lower), json_float(overall.upper)],
        "worst_group_accuracy_interval": _worst_group_interval(acc, level),
        "gap": json_float(acc.pooled_gap),
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
        "gap": json_floats(acc.gap[order]),
        "table_rows": sizes.rows[order].tolist(),
        "table_columns": sizes.columns[order].tolist(),
        "dropped_columns": sizes.dropped_columns[order].tolist(),
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
    m = model(counts, options)
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
        TableSpec("classes", "Classes ranked by Cramér's V", COLUMNS, classes),
        TableSpec("class", "One class's groups x predicted labels", CLASS_COLUMNS, one_class),
    ),
    views=(View("", view), View("class", class_view, (K, LIMIT))),
    bias=bias.direct(classes, "class", "cramers_v", "V").with_detail(class_detail),
    headline=headline,
    headlines=(
        HeadlineInfo(
            "skew_size",
            "SkewSize",
            "The skewness of Cramer's V over the classes: higher is less biased; a "
            "long tail of classes whose predictions depend on the group lowers it.",
            "value",
            "higher",
        ),
        HeadlineInfo(
            "worst_group_accuracy",
            "Worst-group accuracy",
            "The accuracy of the group the model does worst on.",
            "percent",
            "higher",
        ),
        HeadlineInfo(
            "overall_accuracy",
            "Overall accuracy",
            "The accuracy over every example.",
            "percent",
            "higher",
        ),
    ),
)
