"""The tables the UI shows, as JSON-ready dicts (docs/http_api.md).

The plugin routes answer these dicts and ``tb-fairness export`` prints them, so the UI, a
download and an export hold the same values.
"""
from __future__ import annotations

import threading
import weakref
from collections import OrderedDict
from typing import Optional

import numpy as np
from scipy.stats import norm

from tb_fairness.metrics import associations, detection, geodiversity, groups, harmful
from tb_fairness.metrics import retrieval, skew
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.metrics.intervals import wilson_interval, z_value
from tb_fairness.metrics.significance import (
    benjamini_hochberg, conservative_bound, group_vs_rest_p_value, homogeneity_p_value,
    two_proportion_p_value)
from tb_fairness.metrics.skew_uncertainty import (
    NOISE_LIMIT, SKEW_SIZE_INTERVAL_REASONS, skew_size_interval, v_interval)

ASSOCIATION_COLUMNS = ("label", "count", "count_a", "count_b", "value_a", "value_b", "gap",
                       "lower", "upper", "p_value", "significant", "insufficient")
_VALUE_COLUMNS = ("value_a", "value_b", "gap")


GROUP_COLUMNS = ("class", "group", "n", "value", "lower", "upper")
DISPARITY_COLUMNS = ("class", "n_1", "n_2", "value_1", "value_2", "gap", "lower", "upper",
                     "p_value", "significant")
SKEW_COLUMNS = ("class", "n", "cramers_v", "band", "accuracy", "worst_group_accuracy", "gap",
                "lower", "upper", "p_value", "significant")


def json_floats(values: np.ndarray) -> list:
    """Floats as a list with None where not finite (JSON has no NaN or infinity)."""
    values = np.asarray(values, dtype=np.float64)
    if values.ndim != 1:
        return [json_floats(row) for row in values]
    out = values.tolist()
    for i in np.flatnonzero(~np.isfinite(values)).tolist():  # a list beats an object array
        out[i] = None
    return out


def json_float(value):
    """One float, None where not finite."""
    return float(value) if value is not None and np.isfinite(value) else None


def metric_list() -> list:
    return [
        {"name": name, "title": associations.METRIC_TITLES[name],
         "range": associations.METRIC_RANGES[name]}
        for name in associations.METRICS
    ]


def association_table(counts: AssociationCounts, metric: str, a: str,
                      b: Optional[str], *, level: float = 0.95,
                      q: float = associations.DEFAULT_FDR,
                      min_count: int = associations.DEFAULT_MIN_COUNT,
                      rank_by: str = "gap", arrays: bool = False) -> dict:
    """The ranked-gap table of a label-association report, sorted by gap (or the interval's
    end nearest zero) descending, with intervals, p-values and Benjamini-Hochberg marks.

    ``arrays=True`` leaves the number columns as numpy arrays, for ``orjson`` with
    ``OPT_SERIALIZE_NUMPY`` (the route): it writes non-finite floats as null, as
    :func:`json_floats` does, in a third of the time of the lists.
    """
    table = associations.gap_table(counts, metric, a=a, b=b, level=level, q=q,
                                   min_count=min_count, rank_by=rank_by)
    floats = (lambda v: v) if arrays else json_floats
    plain = (lambda v: v) if arrays else (lambda v: v.tolist())
    columns = {
        "label": table.label.tolist(),
        "count": plain(table.count),
        "count_a": plain(table.count_a),
        "count_b": plain(table.count_b),
    }
    states = {}
    for name in _VALUE_COLUMNS:
        values = getattr(table, name)
        columns[name] = floats(values)
        states[name] = associations.value_states(values).tolist()
    for name in ("lower", "upper", "p_value", "bound"):
        columns[name] = floats(getattr(table, name))
    columns["significant"] = plain(table.significant)
    columns["insufficient"] = plain(table.insufficient)
    index = counts.identity_label_index
    return {
        "metric": metric,
        "a": a,
        "b": b,
        "b_label": b if b is not None else "rest",
        "n": counts.n,
        "identities": [
            {"name": name, "count": int(count), "is_label": bool(index[i] >= 0)}
            for i, (name, count) in enumerate(zip(counts.identity_names, counts.identity_counts))
        ],
        "excluded_labels": [counts.label_names[i] for i in index if i >= 0],
        "metrics": metric_list(),
        "rows": len(table.label),
        "columns": columns,
        "states": states,
        "level": level,
        "q": q,
        "min_count": min_count,
        "rank_by": rank_by,
        "overlap_known": table.overlap_known,
        "significant": int(table.significant.sum()),
        "insufficient": int(table.insufficient.sum()),
    }


def skew_table(counts: skew.SkewCounts, mev: float = skew.DEFAULT_MEV, *, level: float = 0.95,
               q: float = associations.DEFAULT_FDR) -> dict:
    """A SkewSize report: headline numbers and one row per class by V descending."""
    result = skew.skew_size(counts, mev=mev)
    sizes = result.effect_sizes
    acc = skew.accuracy_by_group(counts)
    parity = skew.prediction_parity(counts)
    order = associations.descending_order(sizes.v)
    model = {
        "skew_size": json_float(result.value),
        "skew_size_state": result.state,
        **_skew_size_interval(counts, sizes.mev, level),
        "classes_with_v": result.classes,
        "classes": len(counts.class_names),
        "n": counts.n,
        "overall_accuracy": json_float(acc.overall_accuracy),
        "mean_accuracy": json_float(acc.mean_accuracy),
        "worst_group": acc.pooled_worst_group,
        "worst_group_accuracy": json_float(acc.pooled_worst_group_accuracy),
        # Wilson intervals of the two pooled accuracies (overall; the worst group's).
        "overall_accuracy_interval": _wilson_pair(int(acc.correct.sum()), counts.n, level),
        "worst_group_accuracy_interval": _worst_group_interval(acc, level),
        "gap": json_float(acc.pooled_gap),
        "demographic_parity": json_float(parity.demographic_parity),
        "demographic_parity_label": parity.demographic_parity_label,
        "equalized_odds": json_float(parity.equalized_odds),
        "equalized_odds_label": parity.equalized_odds_label,
        "parity_state": parity.state,
    }
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
    }
    # Cramer's V's interval and the chi-square test, Benjamini-Hochberg over the classes.
    interval = v_interval(sizes, level)
    significant = benjamini_hochberg(interval.p_value, q)
    columns["lower"] = json_floats(interval.lower[order])
    columns["upper"] = json_floats(interval.upper[order])
    columns["p_value"] = json_floats(interval.p_value[order])
    columns["significant"] = significant[order].tolist()
    return {
        "mev": sizes.mev,
        "level": level,
        "q": q,
        "significant": int(significant.sum()),
        "model": model,
        "groups": [
            {"name": name, "n": int(n), "accuracy": json_float(a)}
            for name, n, a in zip(counts.group_names, acc.pooled_group_n,
                                  acc.pooled_group_accuracy)
        ],
        "rows": len(order),
        "columns": columns,
        "states": {"cramers_v": sizes.state[order].tolist()},
        "reasons": {**skew.UNDEFINED_REASONS, **skew.SKEW_SIZE_REASONS,
                    "open_vocabulary": skew.OPEN_VOCABULARY},
    }


_SKEW_INTERVALS: "OrderedDict[tuple, tuple]" = OrderedDict()
_SKEW_INTERVALS_LOCK = threading.Lock()  # TensorBoard serves requests on several threads


def _skew_size_interval(counts: skew.SkewCounts, mev: float, level: float) -> dict:
    """The headline's SkewSize interval, memoised per report (the store keeps one counts
    object per report): its bootstrap is the one costly step of the table (about a second
    for 1,000 classes). The weak reference tells a reused id from the same report."""
    key = (id(counts), mev, level)
    with _SKEW_INTERVALS_LOCK:
        hit = _SKEW_INTERVALS.get(key)
        if hit is not None and hit[0]() is counts:
            _SKEW_INTERVALS.move_to_end(key)
    if hit is not None and hit[0]() is counts:
        r = hit[1]
    else:
        r = skew_size_interval(counts, mev=mev, level=level)
        with _SKEW_INTERVALS_LOCK:
            _SKEW_INTERVALS[key] = (weakref.ref(counts), r)
            while len(_SKEW_INTERVALS) > 64:
                _SKEW_INTERVALS.popitem(last=False)
    reason = SKEW_SIZE_INTERVAL_REASONS.get(r.state)
    if r.state == "too_noisy":
        reason = reason.format(noise=r.noise_share, classes=r.classes,
                               limit=NOISE_LIMIT / np.sqrt(r.classes))
    return {"skew_size_interval": None if r.state else [r.lower, r.upper],
            "skew_size_interval_state": r.state,
            "skew_size_interval_reason": reason,
            "skew_size_noise_share": json_float(r.noise_share)}


def skew_class_table(counts: skew.SkewCounts, class_name: str,
                     mev: float = skew.DEFAULT_MEV, k: int = 5, limit: int = 50) -> dict:
    """One class's contingency table (at most ``limit`` label columns) and top mistakes."""
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
            for g, r, y, c, s in zip(mistakes.group.tolist(), mistakes.rank, mistakes.label,
                                     mistakes.count, mistakes.share)
        ],
    }


def _nested(values: np.ndarray) -> list:
    """A 2-D float array as nested lists with None where not finite."""
    return [json_floats(row) for row in values]


def _grouping(counts, grouping):
    """The grouping asked for (default: the report's first) as a tuple of attributes."""
    space = counts.groups
    if grouping is None:
        return space.groupings[0]
    columns = space.groups_of(grouping)  # raises ValueError naming `grouping`
    return space.groupings[int(space.group_grouping[columns[0]])]


def group_table(counts: groups.GroupCounts, metric: str = "recall", grouping=None,
                min_count: int = groups.DEFAULT_MIN_COUNT, level: float = 0.95, *,
                q: float = associations.DEFAULT_FDR) -> dict:
    """A rate per class x group of one grouping, with Wilson intervals and cell states, and
    per sufficient cell the test of its rate against the rest of the class's groups pooled
    (Benjamini-Hochberg over every tested cell of the table at rate ``q``)."""
    grouping = _grouping(counts, grouping)
    table = groups.rate_table(counts, metric, grouping=grouping, min_count=min_count,
                              level=level)
    macro = groups.macro_average(table)
    macro_ci = groups.macro_interval(table, level)
    columns = counts.groups.groups_of(grouping)
    p_value = group_vs_rest_p_value(table.successes, table.totals,
                                    np.equal(table.state, None), min_rest=min_count)
    significant = benjamini_hochberg(p_value, q)
    return {
        "metric": metric,
        "metrics": [{"name": m, "title": groups.METRIC_TITLES[m]} for m in groups.METRICS],
        "min_count": min_count,
        "level": level,
        "groupings": [list(g) for g in counts.groups.groupings],
        "grouping": list(grouping),
        "groups": list(table.group_names),
        "group_sizes": counts.group_sizes[columns].tolist(),
        "classes": list(table.class_names),
        "value": _nested(table.value),
        "lower": _nested(table.low),
        "upper": _nested(table.high),
        "successes": table.successes.tolist(),
        "n": table.totals.tolist(),
        "state": table.state.tolist(),
        "p_value": _nested(p_value),
        "significant": significant.tolist(),
        "q": q,
        "significant_cells": int(significant.sum()),
        "macro": [{"group": name, "value": json_float(v), "lower": json_float(lo),
                   "upper": json_float(hi), "classes": int(k), "state": st}
                  for name, v, lo, hi, k, st in zip(table.group_names, macro.value, *macro_ci,
                                                    macro.classes, macro.state)],
        "reasons": dict(groups.STATE_REASONS),
    }


def group_disparity_table(counts: groups.GroupCounts, metric: str = "recall", a=None, b=None,
                          grouping=None, min_count: int = groups.DEFAULT_MIN_COUNT,
                          level: float = 0.95, q: float = associations.DEFAULT_FDR,
                          rank_by: str = "gap") -> dict:
    """Classes ranked by disparity, gap (or the interval's end nearest zero, ``rank_by=
    "bound"``) descending: between groups ``a`` and ``b``, or (without them) between the
    best and the worst sufficient group of ``grouping``.

    The p-value tests "no difference": of the two groups' rates (a pair), or of the rates
    of every sufficient group of the grouping (best minus worst, so that picking the
    extremes is not mistaken for a difference); Benjamini-Hochberg over the classes."""
    if (a is None) != (b is None):
        raise ValueError("b: give both groups a and b, or neither (best minus worst group)")
    by = _rank_by(rank_by)
    if a is None:
        grouping = _grouping(counts, grouping)
        table = groups.max_min_disparity(counts, grouping=grouping, metric=metric,
                                         min_count=min_count, level=level)
        rates = groups.rate_table(counts, metric, grouping=grouping, min_count=min_count,
                                  level=level)
        p_by_class = dict(zip(rates.class_names, homogeneity_p_value(
            rates.successes, rates.totals, np.equal(rates.state, None))))
        table = groups.rank_classes(table, by=by)
        p_value = np.array([p_by_class.get(k, np.nan) for k in table.class_names.tolist()])
    else:
        table = groups.disparity(counts, a, b, metric=metric, min_count=min_count, level=level)
        table = groups.rank_classes(table, by=by)
        p_value = two_proportion_p_value(table.successes_a, table.totals_a,
                                         table.successes_b, table.totals_b)
    p_value = np.where(np.equal(table.state, None), p_value, np.nan)  # insufficient: none
    significant = benjamini_hochberg(p_value, q)
    macro = groups.macro_average(table, absolute=True)
    return {
        "metric": metric,
        "min_count": min_count,
        "level": level,
        "a": a,
        "b": b,
        "rows": len(table.class_names),
        "columns": {
            "class": table.class_names.tolist(),
            "group_1": table.group_a.tolist(),
            "group_2": table.group_b.tolist(),
            # Best vs worst without two sufficient groups picks no pair: no n either.
            "n_1": [None if g is None else int(n)
                    for g, n in zip(table.group_a.tolist(), table.totals_a)],
            "n_2": [None if g is None else int(n)
                    for g, n in zip(table.group_b.tolist(), table.totals_b)],
            "value_1": json_floats(table.value_a),
            "value_2": json_floats(table.value_b),
            "gap": json_floats(table.difference),
            "lower": json_floats(table.low),
            "upper": json_floats(table.high),
            "p_value": json_floats(p_value),
            "significant": significant.tolist(),
            "bound": json_floats(conservative_bound(table.difference, table.low, table.high)),
        },
        "states": {"gap": table.state.tolist()},
        "rank_by": rank_by,
        "q": q,
        "significant": int(significant.sum()),
        "mean_abs_gap": json_float(macro.value),
        "classes_compared": int(macro.classes),
        "reasons": dict(groups.STATE_REASONS),
    }


def _wilson_pair(successes: int, total: int, level: float) -> list:
    r = wilson_interval(successes, total, level)
    return [json_float(r.low), json_float(r.high)]


def _worst_group_interval(acc: skew.GroupAccuracy, level: float) -> list:
    if acc.pooled_worst_group is None:
        return [None, None]
    g = acc.group_names.index(acc.pooled_worst_group)
    return _wilson_pair(int(acc.group_correct[:, g].sum()), int(acc.pooled_group_n[g]), level)


def _rank_by(rank_by: str) -> str:
    """The ``rank_classes`` order of a disparity table's ``rank_by``."""
    if rank_by not in associations.RANK_BY:
        raise ValueError(f"rank_by: expected one of {', '.join(associations.RANK_BY)}, "
                         f"got {rank_by!r}")
    return "signed" if rank_by == "gap" else "bound"


def _nested3(values: np.ndarray) -> list:
    return [_nested(plane) for plane in values]


def detection_table(counts: detection.DetectionCounts, grouping=None,
                    min_count: int = groups.DEFAULT_MIN_COUNT, level: float = 0.95, *,
                    q: float = associations.DEFAULT_FDR) -> dict:
    """AR per IoU threshold and mAR per class x group of one grouping, with intervals, and
    per sufficient cell the Wald test of its mAR against the rest of the class's groups
    pooled (Benjamini-Hochberg over every tested cell at rate ``q``)."""
    grouping = _grouping(counts, grouping)
    table = detection.average_recall(counts, grouping=grouping, min_count=min_count,
                                     level=level)
    p_value = detection.mar_vs_rest_p_value(table.hits, table.totals,
                                            np.equal(table.state, None), min_rest=min_count)
    significant = benjamini_hochberg(p_value, q)
    macro = detection.macro_mar(table, level)
    return {
        "min_count": min_count,
        "level": level,
        "groupings": [list(g) for g in counts.groups.groupings],
        "grouping": list(grouping),
        "groups": list(table.group_names),
        "classes": list(table.class_names),
        "thresholds": list(table.thresholds),
        "macro": [{"group": name, "value": json_float(v), "lower": json_float(lo),
                   "upper": json_float(hi), "classes": int(k),
                   "state": None if k else groups.STATE_UNDEFINED}
                  for name, v, lo, hi, k in zip(table.group_names, *macro)],
        "n": table.totals.tolist(),
        "mar": _nested(table.mar),
        "mar_lower": _nested(table.mar_low),
        "mar_upper": _nested(table.mar_high),
        "ar": _nested3(table.ar),
        "ar_lower": _nested3(table.ar_low),
        "ar_upper": _nested3(table.ar_high),
        "hits": table.hits.tolist(),
        "state": table.state.tolist(),
        "p_value": _nested(p_value),
        "significant": significant.tolist(),
        "q": q,
        "significant_cells": int(significant.sum()),
        "reasons": dict(groups.STATE_REASONS),
    }


def detection_disparity_table(counts: detection.DetectionCounts, a: str, b: str,
                              min_count: int = groups.DEFAULT_MIN_COUNT,
                              level: float = 0.95, q: float = associations.DEFAULT_FDR,
                              rank_by: str = "gap") -> dict:
    """mAR(a) - mAR(b) per class (and AR per threshold), gap (or bound) descending, with the
    Wald test of "no difference" that matches the mAR difference's Wald interval."""
    _rank_by(rank_by)
    d = detection.recall_disparity(counts, a, b, min_count=min_count, level=level)
    ia, ib = counts.groups.index(a, "a"), counts.groups.index(b, "b")
    table = detection.average_recall(counts, groups=[a, b], min_count=min_count, level=level)
    bound = conservative_bound(d.mar_difference, d.mar_low, d.mar_high)
    order = associations.descending_order(bound if rank_by == "bound" else d.mar_difference)
    se = (d.mar_high - d.mar_low) / (2 * z_value(level))
    with np.errstate(divide="ignore", invalid="ignore"):
        p_value = np.where(se > 0, 2 * norm.sf(np.abs(d.mar_difference) / se), np.nan)
    significant = benjamini_hochberg(p_value, q)
    return {
        "min_count": min_count,
        "level": level,
        "a": d.a,
        "b": d.b,
        "thresholds": list(d.thresholds),
        "rows": len(order),
        "columns": {
            "class": [d.class_names[i] for i in order],
            "n_1": counts.totals[order, ia].tolist(),
            "n_2": counts.totals[order, ib].tolist(),
            "value_1": json_floats(np.where(d.state == None, table.mar[:, 0], np.nan)[order]),  # noqa: E711
            "value_2": json_floats(np.where(d.state == None, table.mar[:, 1], np.nan)[order]),  # noqa: E711
            "gap": json_floats(d.mar_difference[order]),
            "lower": json_floats(d.mar_low[order]),
            "upper": json_floats(d.mar_high[order]),
            "p_value": json_floats(p_value[order]),
            "significant": significant[order].tolist(),
            "bound": json_floats(bound[order]),
        },
        "rank_by": rank_by,
        "q": q,
        "significant": int(significant.sum()),
        "ar_gap": _nested(d.ar_difference[order]),
        "ar_lower": _nested(d.ar_low[order]),
        "ar_upper": _nested(d.ar_high[order]),
        "states": {"gap": d.state[order].tolist()},
        "reasons": dict(groups.STATE_REASONS),
    }


def harmful_table(counts: harmful.HarmfulCounts, level: float = 0.95,
                  q: float = associations.DEFAULT_FDR) -> dict:
    """Hit rates per group x type x threshold with Wilson intervals, and per harmful label
    the prediction rate by group (Wilson) with its gap to the mean of the other groups, and
    the chi-square test that every group with images shares one rate (Benjamini-Hochberg
    over the labels, at each threshold)."""
    totals = counts.group_counts[:, None, None]
    rate = wilson_interval(counts.type_hits, np.broadcast_to(totals, counts.type_hits.shape),
                           level)
    labels = harmful.label_rates(counts)
    label_totals = np.broadcast_to(totals, labels.hits.shape)  # (G, H, K)
    label_rate = wilson_interval(labels.hits, label_totals, level)
    # (H * K, G) rows for the test: per label and threshold, across the groups.
    hits = np.moveaxis(labels.hits, 0, -1).reshape(-1, labels.hits.shape[0])
    n = np.moveaxis(label_totals, 0, -1).reshape(hits.shape)
    p_value = homogeneity_p_value(hits, n, n > 0).reshape(labels.hits.shape[1:])  # (H, K)
    significant = np.stack([benjamini_hochberg(p_value[:, k], q)
                            for k in range(p_value.shape[1])], axis=1) \
        if p_value.size else np.zeros(p_value.shape, dtype=bool)
    return {
        "n": counts.n,
        "level": level,
        "groups": list(counts.group_names),
        "group_counts": counts.group_counts.tolist(),
        "types": list(harmful.COUNTED_TYPES),
        "harmful_types": list(harmful.HARMFUL_TYPES),
        "thresholds": list(counts.thresholds),
        "hits": counts.type_hits.tolist(),
        "hit_rate": _nested3(rate.estimate),
        "lower": _nested3(rate.low),
        "upper": _nested3(rate.high),
        "q": q,
        "labels": [{"label": name, "type": kind,
                    "rate": _nested(labels.rate[:, h]), "gap": _nested(labels.gap[:, h]),
                    "rate_lower": _nested(label_rate.low[:, h]),
                    "rate_upper": _nested(label_rate.high[:, h]),
                    "p_value": json_floats(p_value[h]),
                    "significant": significant[h].tolist(),
                    "hits": labels.hits[:, h].tolist()}
                   for h, (name, kind) in enumerate(zip(labels.label, labels.label_type))],
    }


def geodiversity_table(counts: geodiversity.GeoCounts, by: str = "income",
                       resamples: int = 1000, level: float = 0.95, *,
                       q: float = associations.DEFAULT_FDR) -> dict:
    """Household-averaged hit rates per group, with a household (cluster) bootstrap, and per
    group Welch's t-test of its households against the others (Benjamini-Hochberg at ``q``
    over the groups)."""
    scores = geodiversity.group_scores(counts, by)
    low, high = geodiversity.household_bootstrap(counts, by, n_resamples=resamples,
                                                 confidence=level)
    p_value = geodiversity.score_vs_rest_p_value(counts, by)
    significant = benjamini_hochberg(p_value, q)
    return {
        "by": by,
        "groupings": list(geodiversity.GROUPINGS),
        "threshold": counts.threshold,
        "resamples": resamples,
        "level": level,
        "q": q,
        "groups": list(scores.group),
        "households": scores.households.tolist(),
        "images": scores.images.tolist(),
        "hits": scores.hits.tolist(),
        "score": json_floats(scores.score),
        "lower": json_floats(low),
        "upper": json_floats(high),
        "image_rate": json_floats(scores.image_rate),
        "p_value": json_floats(p_value),
        "significant": significant.tolist(),
    }


def retrieval_table(counts: retrieval.RetrievalCounts, level: float = 0.95, *,
                    q: float = associations.DEFAULT_FDR) -> dict:
    """Mean Precision@K per query group, with a t interval over the group's queries, and per
    group and K Welch's t-test against the other groups' queries (Benjamini-Hochberg at
    ``q`` over every group x K cell)."""
    low, high = retrieval.precision_interval(counts, level)
    p_value = retrieval.precision_vs_rest_p_value(counts)
    significant = benjamini_hochberg(p_value, q)
    return {
        "level": level,
        "q": q,
        "groups": list(counts.group_names),
        "ks": list(counts.ks),
        "queries": counts.n_queries.tolist(),
        "precision": _nested(retrieval.mean_precision(counts)),
        "lower": _nested(low),
        "upper": _nested(high),
        "p_value": _nested(p_value),
        "significant": significant.tolist(),
    }
