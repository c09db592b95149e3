"""Detection recall by group (FACET, Gustafson et al. 2023): each person's best IoU, then AR
per IoU threshold and mAR per class x group, and the mAR gap between two groups."""

from __future__ import annotations

import numpy as np
from scipy.stats import norm

from tb_fairness.kinds import grouping as g
from tb_fairness.kinds.kind import Compared, Headline, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON
from tb_fairness.kinds.table import Table, json_float, json_floats
from tb_fairness.metrics import associations, detection, groups
from tb_fairness.metrics.intervals import z_value
from tb_fairness.metrics.significance import benjamini_hochberg, conservative_bound
from tb_fairness.reports import detection_recall as codec

OPTIONS = (g.TABLE, g.GROUPING, g.A, g.B, g.MIN_COUNT, g.RANK_BY, *COMMON)


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


def cells_table(counts, options) -> Table:
    """One row per class x group: mAR, its interval and the test against the rest."""
    t = _recall(counts, options)
    p_value, significant = _tests(t, options)
    head = {
        "min_count": options["min_count"],
        "level": options["level"],
        "grouping": list(options["grouping"]),
        "fdr": options["fdr"],
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
    )


def _disparity(counts, options):
    a, b = options["a"], options["b"]
    if a is None or b is None:
        raise ValueError(
            f"{'a' if a is None else 'b'}: required for the detection "
            "disparity (two groups a and b)"
        )
    level, min_count = options["level"], options["min_count"]
    d = detection.recall_disparity(counts, a, b, min_count=min_count, level=level)
    mar = detection.average_recall(counts, groups=[a, b], min_count=min_count, level=level).mar
    bound = conservative_bound(d.mar_difference, d.mar_lower, d.mar_upper)
    order = associations.descending_order(
        bound if options["rank_by"] == "bound" else d.mar_difference
    )
    # The Wald test of "no difference" that matches the mAR difference's Wald interval.
    se = (d.mar_upper - d.mar_lower) / (2 * z_value(level))
    with np.errstate(divide="ignore", invalid="ignore"):
        p_value = np.where(se > 0, 2 * norm.sf(np.abs(d.mar_difference) / se), np.nan)
    significant = benjamini_hochberg(p_value, options["fdr"])
    sufficient = np.equal(d.state, None)
    ia, ib = counts.groups.index(a, "a"), counts.groups.index(b, "b")
    columns = {
        "class": np.asarray(d.class_names, dtype=object)[order],
        "n_a": counts.totals[order, ia],
        "n_b": counts.totals[order, ib],
        "value_a": np.where(sufficient, mar[:, 0], np.nan)[order],
        "value_b": np.where(sufficient, mar[:, 1], np.nan)[order],
        "gap": d.mar_difference[order],
        "lower": d.mar_lower[order],
        "upper": d.mar_upper[order],
        "p_value": p_value[order],
        "significant": significant[order],
    }
    return d, order, columns, bound[order]


def disparity_table(counts, options) -> Table:
    """Classes ranked by mAR(a) - mAR(b), with the Wald interval and test."""
    d, order, columns, _ = _disparity(counts, options)
    head = {
        "min_count": options["min_count"],
        "level": options["level"],
        "fdr": options["fdr"],
        "a": d.a,
        "b": d.b,
        "thresholds": list(d.thresholds),
    }
    return Table(columns, head, {"gap": d.state[order]})


def detection_view(counts, options) -> dict:
    """AR per IoU threshold and mAR per class x group of one grouping, with intervals, and
    per sufficient cell the Wald test of its mAR against the rest of the class's groups."""
    table = _recall(counts, options)
    p_value, significant = _tests(table, options)
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
        "reasons": dict(groups.STATE_REASONS),
    }


def disparity_view(counts, options) -> dict:
    """mAR(a) - mAR(b) per class (and AR per threshold), gap (or bound) descending."""
    d, order, columns, bound = _disparity(counts, options)
    out_columns = {
        name: json_floats(v) if v.dtype.kind == "f" else v.tolist() for name, v in columns.items()
    }
    out_columns["bound"] = json_floats(bound)
    significant = columns["significant"]
    return {
        "min_count": options["min_count"],
        "level": options["level"],
        "a": d.a,
        "b": d.b,
        "thresholds": list(d.thresholds),
        "rows": len(order),
        "columns": out_columns,
        "rank_by": options["rank_by"],
        "fdr": options["fdr"],
        "significant": int(significant.sum()),
        "ar_gap": json_floats(d.ar_difference[order]),
        "ar_lower": json_floats(d.ar_lower[order]),
        "ar_upper": json_floats(d.ar_upper[order]),
        "states": {"gap": d.state[order].tolist()},
        "reasons": dict(groups.STATE_REASONS),
    }


def headline(counts, options) -> Headline:
    table = _recall(counts, options)
    wide = _recall(counts, options, level=g.simultaneous_level(table.mar, options["level"]))
    return g.spread_headline(table.mar, wide.mar_lower, wide.mar_upper)


KIND = Kind(
    name=codec.NAME,
    title="detection-recall",
    version=codec.VERSION,
    counts_type=detection.DetectionCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec("cells", "mAR per class x group", g.CELL_COLUMNS, cells_table),
        TableSpec(
            "disparity", "Classes ranked by the mAR gap", g.DISPARITY_COLUMNS, disparity_table
        ),
    ),
    views=(View("", detection_view), View("disparity", disparity_view)),
    compared=Compared("cells", ("class", "group"), "value", "lower", "upper", "mar"),
    headline=headline,
    headlines=g.HEADLINES,
    resolve=g.resolve,
)
