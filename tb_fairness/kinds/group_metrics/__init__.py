"""Per-class recall (or true negative rate) by group, and its disparities (FACET, Gustafson et
al. 2023)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds import grouping as g
from tb_fairness.kinds import slices as sl
from tb_fairness.kinds.group_metrics import codec
from tb_fairness.kinds.group_metrics.writing import WRITING
from tb_fairness.kinds.kind import RATE_FORMATS, Headline, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON, POWER_OPTIONS, Option, OptionError
from tb_fairness.kinds.table import Table, json_float, json_floats
from tb_fairness.metrics import groups, power
from tb_fairness.metrics.significance import (
    benjamini_hochberg,
    conservative_bound,
    group_vs_rest_p_value,
    homogeneity_p_value,
    two_proportion_p_value,
)

METRIC = Option(
    "metric",
    "choice",
    "recall",
    "the rate per class x group (slices: also error_rate, people predicted as neither of "
    "their classes)",
    choices=(*groups.METRICS, "error_rate"),
    title="Metric",
    table_only=(("error_rate", ("slices",)),),
)
TABLE = replace(
    g.TABLE,
    help=f"{g.TABLE.help}; slices: the worst intersections of the attributes' values "
    "(a report written with slices=True)",
    choices=(*g.TABLE.choices, "slices"),
)
CLASS_NAME = Option(
    "class_name",
    "str",
    None,
    "slices: one class's people (default: every class's together)",
    title="Class",
    used_by=("view",),
)
OPTIONS = (
    TABLE,
    METRIC,
    g.GROUPING,
    g.A,
    g.B,
    g.MIN_COUNT,
    g.RANK_BY,
    CLASS_NAME,
    *POWER_OPTIONS,
    *sl.OPTIONS,
    *COMMON,
)


def resolve(counts, options: dict) -> dict:
    """The per-group options resolved (grouping, min_count...); error_rate only for the
    slices table, whose minimum size is min_count unless asked."""
    out = g.resolve(counts, options)
    METRIC.check_table(out.get("metric"), out.get("table"))
    if out.get("min_size") is None:
        out["min_size"] = out["min_count"]
    return out


def values(counts) -> dict:
    return {**g.values(counts), "class_name": list(counts.class_names)}


def slice_inputs(counts, options) -> sl.SliceInputs:
    """What the worst slices are found in: the joint cells, and per cell the metric's
    successes and totals (every class's, or ``class_name``'s)."""
    cells = counts.cells
    if cells is None:
        raise OptionError(
            "table: slices needs a report written with slices=True (its joint cells); "
            "this one was written without"
        )
    name = options.get("class_name")
    if name is not None and name not in counts.class_names:
        raise OptionError(f"class_name: {name!r} is not a class of this report")
    k = None if name is None else counts.class_names.index(name)
    metric = options["metric"]
    successes, totals = cells.rates(metric, len(counts.class_names), k)
    return sl.SliceInputs(
        *sl.columns_of(cells, counts.groups),
        successes,
        totals,
        higher_is_worse=metric == "error_rate",
        head={"metric": metric, "class_name": name, "min_count": options["min_count"]},
    )


def _rates(counts, options, level=None) -> groups.RateTable:
    return groups.rate_table(
        counts,
        options["metric"],
        grouping=options["grouping"],
        min_count=options["min_count"],
        level=level or options["level"],
    )


def _tests(table: groups.RateTable, options):
    """Each sufficient cell against the rest of its class's groups; BH over the table."""
    p_value = group_vs_rest_p_value(
        table.successes,
        table.totals,
        np.equal(table.state, None),  # type: ignore[call-overload]
        min_rest=options["min_count"],
    )
    return p_value, benjamini_hochberg(p_value, options["fdr"])


def cells_table(counts, options) -> Table:
    """One row per class x group: the rate, its Wilson interval, the test of the cell
    against the rest of the class's groups (Benjamini-Hochberg over the table) and its
    power."""
    t = _rates(counts, options)
    p_value, significant = _tests(t, options)
    head = {
        "metric": options["metric"],
        "min_count": options["min_count"],
        "level": options["level"],
        "grouping": list(options["grouping"]),
        "fdr": options["fdr"],
        "power": options["power"],
        "min_gap": options["min_gap"],
    }
    return g.cell_table(
        t.class_names,
        t.group_names,
        t.totals,
        t.value,
        t.lower,
        t.upper,
        p_value,
        significant,
        head,
        t.state,
        power=g.vs_rest_power(t, significant, options),
    )


def _disparity(counts, options):
    """The disparity table ranked, with its p-values and marks."""
    a, b = options["a"], options["b"]
    if (a is None) != (b is None):
        raise ValueError("b: give both groups a and b, or neither (best minus worst group)")
    level, min_count, metric = options["level"], options["min_count"], options["metric"]
    if a is None:
        table = groups.max_min_disparity(
            counts, grouping=options["grouping"], metric=metric, min_count=min_count, level=level
        )
        rates = _rates(counts, options)
        p_by_class = dict(
            zip(
                rates.class_names,
                homogeneity_p_value(rates.successes, rates.totals, np.equal(rates.state, None)),
            )
        )
        table = groups.rank_classes(table, by=options["rank_by"])
        p_value = np.array([p_by_class.get(k, np.nan) for k in table.class_names.tolist()])
    else:
        table = groups.disparity(counts, a, b, metric=metric, min_count=min_count, level=level)
        table = groups.rank_classes(table, by=options["rank_by"])
        p_value = two_proportion_p_value(
            table.successes_a, table.totals_a, table.successes_b, table.totals_b
        )
    p_value = np.where(np.equal(table.state, None), p_value, np.nan)  # insufficient: none
    return table, p_value, benjamini_hochberg(p_value, options["fdr"])


def _pair_n(group, totals) -> np.ndarray:
    # Best vs worst without two sufficient groups picks no pair: no n either.
    return np.array(
        [None if gr is None else int(n) for gr, n in zip(group.tolist(), totals)], dtype=object
    )


def disparity_table(counts, options) -> Table:
    """Classes ranked by the gap rate(a) - rate(b) (best minus worst without a and b)."""
    t, p_value, significant = _disparity(counts, options)
    columns = {
        "class": t.class_names,
        "n_a": _pair_n(t.group_a, t.totals_a),
        "n_b": _pair_n(t.group_b, t.totals_b),
        "value_a": t.value_a,
        "value_b": t.value_b,
        "gap": t.difference,
        "lower": t.lower,
        "upper": t.upper,
        "p_value": p_value,
        "significant": significant,
    }
    pw = _pair_power(t, significant, options)
    columns.update(mde=pw.mde, more_examples=pw.more)
    head = {
        "metric": options["metric"],
        "min_count": options["min_count"],
        "level": options["level"],
        "fdr": options["fdr"],
        "power": options["power"],
        "min_gap": options["min_gap"],
        "a": options["a"],
        "b": options["b"],
    }
    states = {"gap": t.state, "significant": g.underpowered_states(pw.underpowered)}
    return Table(columns, head, states)


def _pair_power(t, significant, options) -> power.Power:
    """Each class's comparison of its two groups (a and b, or the best and the worst): its
    minimum detectable effect around b's rate, the examples a would need, whether it is
    underpowered."""
    defined = np.equal(t.state, None)  # type: ignore[call-overload]
    return power.pairwise(
        np.where(defined, t.totals_a, 0),
        np.where(defined, t.totals_b, 0),
        np.where(defined, t.value_b, np.nan),
        significant,
        level=options["level"],
        power=options["power"],
        min_gap=options["min_gap"],
    )


def groups_view(counts, options) -> dict:
    """A rate per class x group of one grouping, with Wilson intervals and cell states, and
    per sufficient cell the test of its rate against the rest of the class's groups."""
    table = _rates(counts, options)
    macro = groups.macro_average(table)
    macro_ci = groups.macro_interval(table, options["level"])
    columns = counts.groups.groups_of(options["grouping"])
    p_value, significant = _tests(table, options)
    return {
        "metric": options["metric"],
        "metrics": [{"name": m, "title": groups.METRIC_TITLES[m]} for m in groups.METRICS],
        "min_count": options["min_count"],
        "level": options["level"],
        "groupings": [list(x) for x in counts.groups.groupings],
        "grouping": list(options["grouping"]),
        "groups": list(table.group_names),
        "group_sizes": counts.group_sizes[columns].tolist(),
        "classes": list(table.class_names),
        "value": json_floats(table.value),
        "lower": json_floats(table.lower),
        "upper": json_floats(table.upper),
        "successes": table.successes.tolist(),
        "n": table.totals.tolist(),
        "state": table.state.tolist(),
        "p_value": json_floats(p_value),
        "significant": significant.tolist(),
        "fdr": options["fdr"],
        "significant_cells": int(significant.sum()),
        **_power_json(g.vs_rest_power(table, significant, options), options),
        "macro": [
            {
                "group": name,
                "value": json_float(v),
                "lower": json_float(lo),
                "upper": json_float(hi),
                "classes": int(k),
                "state": st,
            }
            for name, v, lo, hi, k, st in zip(
                table.group_names, macro.value, *macro_ci, macro.classes, macro.state
            )
        ],
        "reasons": dict(groups.STATE_REASONS),
    }


def _power_json(pw: power.Power, options, *, settings: bool = True) -> dict:
    """Each test's power as the views send it (and the settings it was computed with)."""
    out = {
        "mde": json_floats(pw.mde),
        "more_examples": json_floats(pw.more),
        "underpowered": pw.underpowered.tolist(),
    }
    if settings:
        out.update(power=options["power"], min_gap=options["min_gap"])
    return out


def disparity_view(counts, options) -> dict:
    """Classes ranked by disparity, gap (or the interval's end nearest zero) descending:
    between groups ``a`` and ``b``, or (without them) between the best and the worst
    sufficient group. The p-value tests "no difference": of the two groups' rates (a
    pair), or of the rates of every sufficient group (best minus worst, so that picking
    the extremes is not mistaken for a difference); Benjamini-Hochberg over the classes."""
    table, p_value, significant = _disparity(counts, options)
    macro = groups.macro_average(table, absolute=True)
    return {
        "metric": options["metric"],
        "min_count": options["min_count"],
        "level": options["level"],
        "a": options["a"],
        "b": options["b"],
        "rows": len(table.class_names),
        "columns": {
            "class": table.class_names.tolist(),
            "group_a": table.group_a.tolist(),
            "group_b": table.group_b.tolist(),
            "n_a": _pair_n(table.group_a, table.totals_a).tolist(),
            "n_b": _pair_n(table.group_b, table.totals_b).tolist(),
            "value_a": json_floats(table.value_a),
            "value_b": json_floats(table.value_b),
            "gap": json_floats(table.difference),
            "lower": json_floats(table.lower),
            "upper": json_floats(table.upper),
            "p_value": json_floats(p_value),
            "significant": significant.tolist(),
            "bound": json_floats(conservative_bound(table.difference, table.lower, table.upper)),
            **_power_json(_pair_power(table, significant, options), options, settings=False),
        },
        "power": options["power"],
        "min_gap": options["min_gap"],
        "states": {"gap": table.state.tolist()},
        "rank_by": options["rank_by"],
        "fdr": options["fdr"],
        "significant": int(significant.sum()),
        "mean_abs_gap": json_float(macro.value),
        "classes_compared": int(macro.classes),
        "reasons": dict(groups.STATE_REASONS),
    }


def headline(counts, options) -> Headline:
    table = _rates(counts, options)
    wide = _rates(counts, options, level=g.simultaneous_level(table.value, options["level"]))
    pooled = groups.pooled_rate_table(
        counts, options["metric"], grouping=options["grouping"], level=options["level"]
    )
    lower, upper = groups.macro_interval(pooled, options["level"])
    overall = (groups.macro_average(pooled).value[0], lower[0], upper[0])
    return g.spread_headline(table.value, wide.lower, wide.upper, table.state, overall)


KIND = Kind(
    name=codec.NAME,
    title="per-group metric",
    version=codec.VERSION,
    counts_type=groups.GroupCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec(
            "cells",
            "Rate per class x group",
            g.CELL_POWER_COLUMNS,
            cells_table,
            {**RATE_FORMATS, **g.POWER_FORMATS},
            rows=g.cell_rows,
            narrow=("grouping",),
        ),
        TableSpec(
            "disparity",
            "Classes ranked by disparity",
            (*g.DISPARITY_COLUMNS, *g.POWER_COLUMNS),
            disparity_table,
            {**g.DISPARITY_FORMATS, **g.POWER_FORMATS},
            rows=g.class_rows,
        ),
        TableSpec(
            "slices",
            "The worst slices over every intersection of the attributes",
            sl.COLUMNS,
            sl.table_of(slice_inputs),
            sl.FORMATS,
            rows=sl.rows,
        ),
    ),
    views=(
        # value, its interval, successes, n, state, p-value and mark per cell
        View("", groups_view, cells=g.per_cell(8), narrow=("grouping",)),
        View("disparity", disparity_view, cells=g.per_class(14)),
        View("slices", sl.view_of(slice_inputs), cells=sl.view_cells, table="slices"),
    ),
    bias=bias.absolute(disparity_table, "class", "gap", "|disparity|")
    .with_detail(bias.rows_of(cells_table, "class"), RATE_FORMATS)
    .with_groups(bias.groups_of(bias.rows_of(cells_table, "class"), lambda o, key: o["metric"]))
    .with_format("points"),
    headline=headline,
    headlines=g.HEADLINES,
    resolve=resolve,
    values=values,
    slice_inputs=slice_inputs,
    writing=WRITING,
)
