"""What the two per-group kinds (per-class recall by group, detection recall by group)
share: their grouping options, the cell table's columns and the headline of a class x group
grid."""

from __future__ import annotations

import warnings

import numpy as np

from tb_fairness.kinds.kind import Headline, HeadlineInfo
from tb_fairness.kinds.options import MAX_INT, Option
from tb_fairness.kinds.table import Table, cells, json_float
from tb_fairness.metrics import associations, groups, power, selection
from tb_fairness.metrics.counts import resolve_min_count

# A cell (class x group) against the rest of its class's groups.
CELL_COLUMNS = ("class", "group", "n", "value", "lower", "upper", "p_value", "significant")
# Each test's minimum detectable effect and the examples it would need (tb_fairness.metrics.
# power), after the columns every earlier export had.
POWER_COLUMNS = ("mde", "more_examples")
POWER_FORMATS = {"mde": "points", "more_examples": "count"}
CELL_POWER_COLUMNS = (*CELL_COLUMNS, *POWER_COLUMNS)
DISPARITY_COLUMNS = (
    "class",
    "n_a",
    "n_b",
    "value_a",
    "value_b",
    "gap",
    "lower",
    "upper",
    "p_value",
    "significant",
)

DISPARITY_FORMATS = {
    "n_a": "count",
    "n_b": "count",
    "value_a": "percent",
    "value_b": "percent",
    "gap": "points",
    "lower": "points",
    "upper": "points",
    "p_value": "p",
}

TABLE = Option(
    "table",
    "choice",
    "cells",
    "cells: one row per class x group; disparity: "
    "classes ranked by the gap between groups a and b (best and worst without them)",
    choices=("cells", "disparity"),
    title="Table",
    used_by=("view",),
)
GROUPING = Option(
    "grouping",
    "str",
    None,
    "which grouping's groups, e.g. "
    f"'gender{groups.GROUP_SEPARATOR}skin_tone' (default: the report's first)",
    title="Grouping",
)
A = Option(
    "a",
    "str",
    None,
    "disparity: group A (default: the best group of each class)",
    title="Group A",
    used_by=("view", "compare"),  # the headline spreads over every group of the grouping
    requires=("b",),
)
B = Option(
    "b",
    "str",
    None,
    "disparity: group B (default: the worst group of each class)",
    title="Group B",
    used_by=("view", "compare"),
    requires=("a",),
)
MIN_COUNT = Option(
    "min_count",
    "int",
    None,
    "cells with fewer people are insufficient "
    f"(default: the writer's, else {groups.DEFAULT_MIN_COUNT})",
    minimum=1,
    maximum=MAX_INT,
    title="Min count",
)
RANK_BY = Option(
    "rank_by",
    "choice",
    "signed",
    "disparity: sort by the signed gap, or by its interval's end nearest zero (bound)",
    choices=tuple(associations.RANK_BY),
    title="Rank by",
    used_by=("view",),
)

HEADLINES = (
    HeadlineInfo(
        "worst_group_value",
        "Worst group (macro average)",
        "The lowest macro average over classes of any group (the report view's metric), "
        "over the cells with at least min_count people.",
        "percent",
        "higher",
    ),
    HeadlineInfo(
        "largest_disparity",
        "Largest disparity",
        "The largest best-minus-worst spread between the groups of one class, over the "
        "cells with at least min_count people.",
        "points",
        "lower",
        role="bias",
    ),
    HeadlineInfo(
        "overall_value",
        "Overall (macro average)",
        "The metric of everyone in the grouping's groups pooled, averaged over the classes "
        "with people (for recall: the model's macro-averaged recall).",
        "percent",
        "higher",
        role="performance",
    ),
)


def resolve(counts, options: dict) -> dict:
    """The grouping as a tuple of attributes (default: the report's first); min_count
    asked for, else the writer's, else the FACET paper's 50."""
    return {
        **options,
        "grouping": grouping_of(counts, options.get("grouping")),
        "a": options.get("a") or None,
        "b": options.get("b") or None,
        "min_count": resolve_min_count(options.get("min_count"), counts, groups.DEFAULT_MIN_COUNT),
    }


def grouping_name(grouping: tuple) -> str:
    """A grouping as the ``grouping`` option spells it: ``gender & skin``."""
    return groups.GROUP_SEPARATOR.join(grouping)


def values(counts) -> dict:
    """The report's groupings, and its groups as the tables name them (``gender=f``,
    ``gender=f & skin=darker``), every grouping's: a group's attributes name its grouping,
    which is how the frontend narrows them to the grouping chosen."""
    names = list(counts.groups.group_names)
    return {
        "grouping": [grouping_name(x) for x in counts.groups.groupings],
        "a": names,
        "b": names,
    }


def grouping_of(counts, grouping) -> tuple:
    """The grouping asked for (a tuple, or its name joined by the separator; default the
    report's first) as a tuple of attributes; ValueError naming ``grouping``."""
    space = counts.groups
    if grouping is None:
        return space.groupings[0]
    if isinstance(grouping, str):
        grouping = tuple(grouping.split(groups.GROUP_SEPARATOR))
    columns = space.groups_of(grouping)  # raises ValueError naming `grouping`
    return space.groupings[int(space.group_grouping[columns[0]])]


def cell_rows(counts, options) -> int:
    """The rows of a class x group table of the grouping, from the counts' sizes."""
    return len(counts.class_names) * len(counts.groups.groups_of(options["grouping"]))


def class_rows(counts, options) -> int:
    """The rows of a table with one row per class."""
    return len(counts.class_names)


def per_cell(numbers: int):
    """A view's size (:attr:`View.cells`): ``numbers`` for each class x group cell."""
    return lambda counts, options: cell_rows(counts, options) * numbers


def per_class(numbers: int):
    """A view's size (:attr:`View.cells`): ``numbers`` for each class."""
    return lambda counts, options: class_rows(counts, options) * numbers


def cell_table(
    class_names,
    group_names,
    n,
    value,
    lower,
    upper,
    p_value,
    significant,
    head: dict,
    states: np.ndarray | None = None,
    power=None,
) -> Table:
    """A class x group grid as one row per cell (CELL_COLUMNS), class by class; with each
    test's ``power`` (tb_fairness.metrics.power.Power), CELL_POWER_COLUMNS and the state
    ``underpowered`` of the ``significant`` column where a test is."""
    flat = cells(
        class_names,
        group_names,
        "class",
        "group",
        {
            "n": n,
            "value": value,
            "lower": lower,
            "upper": upper,
            "p_value": p_value,
            "significant": significant,
        },
    )
    flat_states = {} if states is None else {"value": np.asarray(states, dtype=object).reshape(-1)}
    if power is None:
        return Table({c: flat[c] for c in CELL_COLUMNS}, head, flat_states)
    columns = {c: flat[c] for c in CELL_COLUMNS}
    columns.update(
        mde=np.asarray(power.mde, dtype=np.float64).reshape(-1),
        more_examples=np.asarray(power.more, dtype=np.float64).reshape(-1),
    )
    flat_states["significant"] = underpowered_states(np.asarray(power.underpowered).reshape(-1))
    return Table(columns, head, flat_states)


def vs_rest_power(rates, significant, options, axis: int = -1):
    """Each tested cell of a rate table (``successes``, ``totals``, ``state``) against the
    rest of its groups (along ``axis``): its minimum detectable effect, the examples it
    would need, whether it is underpowered (tb_fairness.metrics.power.vs_rest)."""
    return power.vs_rest(
        rates.successes,
        rates.totals,
        np.equal(rates.state, None),  # type: ignore[call-overload]
        significant,
        level=options["level"],
        power=options["power"],
        min_gap=options["min_gap"],
        axis=axis,
    )


def underpowered_states(flags) -> np.ndarray:
    """A test's mark's state: ``underpowered`` where it is, None elsewhere."""
    return np.asarray(
        ["underpowered" if f else None for f in np.asarray(flags).tolist()], dtype=object
    )


def spread_headline(
    value: np.ndarray,
    lower: np.ndarray,
    upper: np.ndarray,
    states: np.ndarray,
    overall: tuple,
) -> Headline:
    """Worst group (lowest macro average over classes), largest per-class spread of a class
    x group grid (nan where undefined) and the overall macro average.

    ``lower`` and ``upper`` are every cell's interval at the Bonferroni level over the
    defined cells: the macro average of the lower (upper) ends bounds that of the truths
    whenever all cells cover, and so do the spreads of a class's cells. ``value`` is nan
    wherever ``states`` is not None: the insufficient cells are left out of both numbers,
    and counted in ``excluded``. ``overall`` is (value, lower, upper) of the pooled
    macro average.
    """
    insufficient = int(np.sum(states == groups.STATE_INSUFFICIENT))
    excluded = {"worst_group_value": insufficient, "largest_disparity": insufficient}
    performance = {
        "overall_value": json_float(overall[0]),
    }
    performance_interval = {"overall_value": [json_float(overall[1]), json_float(overall[2])]}
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # all-nan rows and columns
        if not value.size:
            return Headline(
                {"worst_group_value": None, "largest_disparity": None, **performance},
                {
                    "worst_group_value": [None, None],
                    "largest_disparity": [None, None],
                    **performance_interval,
                },
                excluded,
            )
        macro = np.nanmean(value, axis=0)
        spread = np.nanmax(value, axis=1) - np.nanmin(value, axis=1)
        fin_macro, fin_spread = macro[np.isfinite(macro)], spread[np.isfinite(spread)]
        out = {
            "worst_group_value": float(fin_macro.min()) if fin_macro.size else None,
            "largest_disparity": float(fin_spread.max()) if fin_spread.size else None,
            **performance,
        }
        defined = ~np.isnan(value)
        lo, hi = np.where(defined, lower, np.nan), np.where(defined, upper, np.nan)
        worst = selection.lowest(macro, np.nanmean(lo, axis=0), np.nanmean(hi, axis=0))
        largest = selection.highest(spread, *_row_spreads(defined, lo, hi))
    return Headline(
        out,
        {
            "worst_group_value": [json_float(x) for x in worst],
            "largest_disparity": [json_float(x) for x in largest],
            **performance_interval,
        },
        excluded,
    )


def _row_spreads(defined: np.ndarray, lo: np.ndarray, hi: np.ndarray) -> tuple:
    """selection.spread of every row (class) at once, equal to it: the interval of the
    row's max - min over its ``defined`` cells, nan where the row has none or an end of a
    defined cell's interval is undefined."""
    ends_ok = np.all(~defined | (np.isfinite(lo) & np.isfinite(hi)), axis=1)
    ok = defined.any(axis=1) & ends_ok
    max_lo = np.max(np.where(defined, lo, -np.inf), axis=1, initial=-np.inf)
    min_lo = np.min(np.where(defined, lo, np.inf), axis=1, initial=np.inf)
    max_hi = np.max(np.where(defined, hi, -np.inf), axis=1, initial=-np.inf)
    min_hi = np.min(np.where(defined, hi, np.inf), axis=1, initial=np.inf)
    lower = np.where(ok, np.maximum(max_lo - min_hi, 0.0), np.nan)
    upper = np.where(ok, max_hi - min_lo, np.nan)
    return lower, upper


def simultaneous_level(value: np.ndarray, level: float) -> float:
    """The level at which every defined cell's interval holds at once (Bonferroni)."""
    return selection.bonferroni_level(level, int(np.sum(~np.isnan(value))))
