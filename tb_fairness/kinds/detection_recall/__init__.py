"""Detection recall by group (FACET, Gustafson et al. 2023): each person's best IoU, then AR
per IoU threshold and mAR per class x group, and the mAR gap between two groups."""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from scipy.stats import norm

from tb_fairness.kinds import bias
from tb_fairness.kinds import grouping as g
from tb_fairness.kinds.detection_recall import codec
from tb_fairness.kinds.detection_recall.writing import WRITING
from tb_fairness.kinds.kind import RATE_FORMATS, Headline, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON, POWER_OPTIONS
from tb_fairness.kinds.table import Table, json_float, json_floats
from tb_fairness.metrics import associations, detection, groups
from tb_fairness.metrics.intervals import z_value
from tb_fairness.metrics.significance import benjamini_hochberg, conservative_bound

OPTIONS = (g.TABLE, g.GROUPING, g.A, g.B, g.MIN_COUNT, g.RANK_BY, *COMMON, *POWER_OPTIONS)


def _recall(counts, options, level=None) -> detection.RecallTable:
    return detection.average_recall(
        counts,
        grouping=options["grouping"],
        min_count=options["min_count"],
        level=level or options["level"],
    )


def _tests(table: detection.RecallTable, options):
    """Each sufficient cell's mAR against the rest of its class's groups (Wald)."""
    p_value = detection.mar_vs_rest_p_value(
        table.hits,
        table.totals,
        np.equal(table.state, None),  # type: ignore[call-overload]
        min_rest=options["min_count"],
    )
    return p_value, benjamini_hochberg(p_value, options["fdr"])


def _power(table: detection.RecallTable, significant, options):
    """Each test's power: the smallest mAR gap it sees, the people it would need to see
    ``min_gap``, whether it is underpowered (tb_fairness.metrics.power.wald)."""
    return detection.mar_vs_rest_power(
        table.hits,
        table.totals,
        np.equal(table.state, None),  # type: ignore[call-overload]
        significant,
        level=options["level"],
        power=options["power"],
        min_gap=options["min_gap"],
        min_rest=options["min_count"],
    )


def cells_table(counts, options) -> Table:
    """One row per class x group: mAR, its interval, the test against the rest and its
    power."""
    t = _recall(counts, options)
    p_value, significant = _tests(t, options)
    head = {
        "min_count": options["min_count"],
        "level": options["level"],
        "grouping": list(options["grouping"]),
        "fdr": options["fdr"],
        "power": options["power"],
        "min_gap": options["min_gap"],
        "thresholds": list(t.thresholds),
    }
    return g.cell_table(
        t.class_names,
        t.group_names,
        t.totals,
        t.mar,
        t.mar_lower,
        t.mar_upper,
        p_value,
        significant,
        head,
        t.state,
        power=_power(t, significant, options),
    )


def _pairs(counts, options) -> tuple[list, list]:
    """The groups compared per class: a and b when given, else each class's best and
    worst sufficient group of the grouping by mAR (None without two)."""
    a, b = options["a"], options["b"]
    if (a is None) != (b is None):
        raise ValueError("b: give both groups a and b, or neither (best minus worst group)")
    K = len(counts.class_names)
    if a is not None:
        return [a] * K, [b] * K
    t = _recall(counts, options)
    best: list = [None] * K
    worst: list = [None] * K
    for k in range(K):
        ok = np.flatnonzero(np.equal(t.state[k], None))  # type: ignore[call-overload]
        if ok.size >= 2:
            mar = t.mar[k, ok]
            best[k] = t.group_names[ok[int(np.argmax(mar))]]
            worst[k] = t.group_names[ok[int(np.argmin(mar))]]
    return best, worst


class _Pairs(NamedTuple):
    """Per class (K,): its pair's groups, sizes, mAR, the mAR difference with its Wald
    interval, the AR difference per threshold (K, T) with Newcombe intervals, the state."""

    group_a: np.ndarray
    group_b: np.ndarray
    n_a: np.ndarray
    n_b: np.ndarray
    mar: np.ndarray  # (K, 2)
    diff: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    ar: tuple  # (difference, lower, upper), each (K, T)
    state: np.ndarray


def _pair_rows(counts, best, worst, options) -> _Pairs:
    """Each class's pair compared (recall_disparity, once per distinct pair); nan and
    "insufficient" for a class without a pair."""
    level, min_count = options["level"], options["min_count"]
    K, T = len(counts.class_names), len(counts.thresholds)
    diff, lower, upper = np.full(K, np.nan), np.full(K, np.nan), np.full(K, np.nan)
    ar = tuple(np.full((K, T), np.nan) for _ in range(3))
    mar = np.full((K, 2), np.nan)
    state = np.full(K, groups.STATE_INSUFFICIENT, dtype=object)
    n_a, n_b = np.full(K, None, dtype=object), np.full(K, None, dtype=object)
    pairs: dict = {}
    for k, pair in enumerate(zip(best, worst)):
        if pair[0] is not None:
            pairs.setdefault(pair, []).append(k)
    for (a, b), rows in pairs.items():
        d = detection.recall_disparity(counts, a, b, min_count=min_count, level=level)
        m = detection.average_recall(counts, groups=[a, b], min_count=min_count, level=level).mar
        ia, ib = counts.groups.index(a, "a"), counts.groups.index(b, "b")
        r = np.asarray(rows)
        diff[r], lower[r], upper[r] = d.mar_difference[r], d.mar_lower[r], d.mar_upper[r]
        for out, x in zip(ar, (d.ar_difference, d.ar_lower, d.ar_upper)):
            out[r] = x[r]
        mar[r], state[r] = m[r], d.state[r]
        n_a[r], n_b[r] = counts.totals[r, ia].tolist(), counts.totals[r, ib].tolist()
    sufficient = np.equal(state, None)  # type: ignore[call-overload]
    return _Pairs(
        np.asarray(best, dtype=object),
        np.asarray(worst, dtype=object),
        n_a,
        n_b,
        np.where(sufficient[:, None], mar, np.nan),
        diff,
        lower,
        upper,
        ar,
        state,
    )


def _disparity(counts, options):
    """The disparity per class ranked: (pairs, order, the table's columns, bound). The
    p-value tests "no difference": of the pair (Wald, matching its interval), or, best
    minus worst, of every sufficient group's mAR (so that picking the extremes is not
    mistaken for a difference); Benjamini-Hochberg over the classes."""
    best, worst = _pairs(counts, options)
    p = _pair_rows(counts, best, worst, options)
    level = options["level"]
    bound = conservative_bound(p.diff, p.lower, p.upper)
    order = associations.descending_order(bound if options["rank_by"] == "bound" else p.diff)
    if options["a"] is None:
        t = _recall(counts, options)
        p_value = detection.mar_homogeneity_p_value(
            t.hits,
            t.totals,
            np.equal(t.state, None),  # type: ignore[call-overload]
        )
    else:
        # The Wald test of "no difference" that matches the mAR difference's Wald interval.
        se = (p.upper - p.lower) / (2 * z_value(level))
        with np.errstate(divide="ignore", invalid="ignore"):
            p_value = np.where(se > 0, 2 * norm.sf(np.abs(p.diff) / se), np.nan)
    p_value = np.where(np.equal(p.state, None), p_value, np.nan)  # type: ignore[call-overload]
    significant = benjamini_hochberg(p_value, options["fdr"])
    columns = {
        "class": np.asarray(counts.class_names, dtype=object)[order],
        "n_a": p.n_a[order],
        "n_b": p.n_b[order],
        "value_a": p.mar[:, 0][order],
        "value_b": p.mar[:, 1][order],
        "gap": p.diff[order],
        "lower": p.lower[order],
        "upper": p.upper[order],
        "p_value": p_value[order],
        "significant": significant[order],
    }
    return p, order, columns, bound[order]


def disparity_table(counts, options) -> Table:
    """Classes ranked by mAR(a) - mAR(b) (best minus worst group without a and b), with
    the Wald interval and test."""
    p, order, columns, _ = _disparity(counts, options)
    head = {
        "min_count": options["min_count"],
        "level": options["level"],
        "fdr": options["fdr"],
        "a": options["a"],
        "b": options["b"],
        "thresholds": list(counts.thresholds),
    }
    return Table(columns, head, {"gap": p.state[order]})


def detection_view(counts, options) -> dict:
    """AR per IoU threshold and mAR per class x group of one grouping, with intervals, and
    per sufficient cell the Wald test of its mAR against the rest of the class's groups."""
    table = _recall(counts, options)
    p_value, significant = _tests(table, options)
    pw = _power(table, significant, options)
    macro = detection.macro_mar(table, options["level"])
    return {
        "min_count": options["min_count"],
        "level": options["level"],
        "groupings": [list(x) for x in counts.groups.groupings],
        "grouping": list(options["grouping"]),
        "groups": list(table.group_names),
        "classes": list(table.class_names),
        "thresholds": list(table.thresholds),
        "macro": [
            {
                "group": name,
                "value": json_float(v),
                "lower": json_float(lo),
                "upper": json_float(hi),
                "classes": int(k),
                "state": None if k else groups.STATE_UNDEFINED,
            }
            for name, v, lo, hi, k in zip(table.group_names, *macro)
        ],
        "n": table.totals.tolist(),
        "mar": json_floats(table.mar),
        "mar_lower": json_floats(table.mar_lower),
        "mar_upper": json_floats(table.mar_upper),
        "ar": json_floats(table.ar),
        "ar_lower": json_floats(table.ar_lower),
        "ar_upper": json_floats(table.ar_upper),
        "hits": table.hits.tolist(),
        "state": table.state.tolist(),
        "p_value": json_floats(p_value),
        "significant": significant.tolist(),
        "fdr": options["fdr"],
        "significant_cells": int(significant.sum()),
        "mde": json_floats(pw.mde),
        "more_examples": json_floats(pw.more),
        "underpowered": pw.underpowered.tolist(),
        "power": options["power"],
        "min_gap": options["min_gap"],
        "reasons": dict(groups.STATE_REASONS),
    }


def disparity_view(counts, options) -> dict:
    """mAR(a) - mAR(b) per class (and AR per threshold), gap (or bound) descending."""
    p, order, columns, bound = _disparity(counts, options)
    out_columns = {
        name: json_floats(v) if v.dtype.kind == "f" else v.tolist() for name, v in columns.items()
    }
    out_columns["group_a"] = p.group_a[order].tolist()
    out_columns["group_b"] = p.group_b[order].tolist()
    out_columns["bound"] = json_floats(bound)
    significant = columns["significant"]
    return {
        "min_count": options["min_count"],
        "level": options["level"],
        "a": options["a"],
        "b": options["b"],
        "thresholds": list(counts.thresholds),
        "rows": len(order),
        "columns": out_columns,
        "rank_by": options["rank_by"],
        "fdr": options["fdr"],
        "significant": int(significant.sum()),
        "ar_gap": json_floats(p.ar[0][order]),
        "ar_lower": json_floats(p.ar[1][order]),
        "ar_upper": json_floats(p.ar[2][order]),
        "states": {"gap": p.state[order].tolist()},
        "reasons": dict(groups.STATE_REASONS),
    }


def _view_cells(counts, options) -> int:
    # per cell: mAR, its interval, n, state, p-value, mark, power (3); AR, its interval,
    # hits per IoU
    return g.cell_rows(counts, options) * (10 + 4 * len(counts.thresholds))


def _disparity_view_cells(counts, options) -> int:
    # per class: the disparity table's columns and the AR gap with its interval per IoU
    return g.class_rows(counts, options) * (14 + 3 * len(counts.thresholds))


def headline(counts, options) -> Headline:
    table = _recall(counts, options)
    wide = _recall(counts, options, level=g.simultaneous_level(table.mar, options["level"]))
    pooled = detection.pooled_recall(counts, grouping=options["grouping"], level=options["level"])
    value, lower, upper, _ = detection.macro_mar(pooled, options["level"])
    overall = (value[0], lower[0], upper[0])
    return g.spread_headline(table.mar, wide.mar_lower, wide.mar_upper, table.state, overall)


KIND = Kind(
    name=codec.NAME,
    title="detection-recall",
    version=codec.VERSION,
    counts_type=detection.DetectionCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec(
            "cells",
            "mAR per class x group",
            g.CELL_POWER_COLUMNS,
            cells_table,
            {**RATE_FORMATS, **g.POWER_FORMATS},
            rows=g.cell_rows,
            narrow=("grouping",),
        ),
        TableSpec(
            "disparity",
            "Classes ranked by the mAR gap",
            g.DISPARITY_COLUMNS,
            disparity_table,
            g.DISPARITY_FORMATS,
            rows=g.class_rows,
        ),
    ),
    views=(
        View("", detection_view, cells=_view_cells, narrow=("grouping",)),
        View("disparity", disparity_view, cells=_disparity_view_cells),
    ),
    bias=bias.absolute(disparity_table, "class", "gap", "|disparity|")
    .with_detail(bias.rows_of(cells_table, "class"), RATE_FORMATS)
    .with_groups(bias.groups_of(bias.rows_of(cells_table, "class"), "mean average recall"))
    .with_format("points"),
    headline=headline,
    headlines=g.HEADLINES,
    resolve=g.resolve,
    values=g.values,
    writing=WRITING,
)
