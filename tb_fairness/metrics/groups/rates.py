"""Reading group counts: rates, disparities, rankings and macro averages, with intervals.

Pure functions of :class:`~tb_fairness.metrics.groups.counting.GroupCounts`
(:func:`rate_table`, :func:`disparity`, :func:`max_min_disparity`,
:func:`baseline_disparity`, :func:`rank_classes`, :func:`macro_average`,
:func:`macro_interval`). Cells with fewer than ``min_count`` people are *insufficient*,
cells with nobody *undefined* (:func:`cell_states`); both are ``nan`` with that state.
"""

from __future__ import annotations

import numbers
from collections.abc import Mapping
from typing import NamedTuple, Protocol

import numpy as np

# count_groups: the examples in the docstrings use it.
from tb_fairness.metrics.groups.counting import GroupCounts, count_groups  # noqa: F401
from tb_fairness.metrics.groups.space import GroupSpace
from tb_fairness.metrics.intervals import (
    DEFAULT_LEVEL,
    newcombe_interval,
    wilson_limits,
    z_value,
)

__all__ = [
    "DEFAULT_MIN_COUNT",
    "METRICS",
    "METRIC_TITLES",
    "STATE_INSUFFICIENT",
    "STATE_UNDEFINED",
    "STATE_REASONS",
    "cell_states",
    "select_columns",
    "wilson_cells",
    "RateTable",
    "rate_table",
    "POOLED",
    "pooled_rate_table",
    "DisparityTable",
    "pair_state",
    "disparity",
    "max_min_disparity",
    "baseline_disparity",
    "rank_classes",
    "MacroAverage",
    "macro_average",
    "macro_interval",
]

DEFAULT_MIN_COUNT = 50  # the paper's rule: a (class, group) cell needs at least 50 people
METRICS = ("recall", "tnr")
METRIC_TITLES = {"recall": "Recall (true positive rate)", "tnr": "True negative rate"}

STATE_INSUFFICIENT = "insufficient"
STATE_UNDEFINED = "undefined"
STATE_REASONS = {
    STATE_INSUFFICIENT: "fewer than min_count people in the cell",
    STATE_UNDEFINED: "no people in the cell (the rate's denominator is zero)",
}


# --------------------------------------------------------------------------------------
# Reading


def _check_metric(metric):
    if metric not in METRICS:
        raise ValueError(f"metric: expected one of {', '.join(METRICS)}, got {metric!r}")


def _check_min_count(min_count):
    if isinstance(min_count, bool) or not isinstance(min_count, numbers.Integral) or min_count < 1:
        raise ValueError(f"min_count: expected a whole number >= 1, got {min_count!r}")
    return int(min_count)


def _successes_totals(counts: GroupCounts, metric: str):
    if not isinstance(counts, GroupCounts):
        raise TypeError(f"counts: expected GroupCounts, got {type(counts).__name__}")
    _check_metric(metric)
    if metric == "recall":
        return counts.tp, counts.n
    return counts.true_negatives, counts.negatives


def cell_states(totals, min_count: int = DEFAULT_MIN_COUNT) -> np.ndarray:
    """Per cell: None (a number), ``"insufficient"`` (0 < totals < min_count) or
    ``"undefined"`` (totals = 0).

    Examples
    --------
    >>> cell_states([0, 12, 50]).tolist()
    ['undefined', 'insufficient', None]
    """
    totals = np.asarray(totals)
    min_count = _check_min_count(min_count)
    states = np.full(totals.shape, None, dtype=object)
    states[totals < min_count] = STATE_INSUFFICIENT
    states[totals == 0] = STATE_UNDEFINED
    return states


def wilson_cells(successes, totals, min_count: int, level: float) -> tuple:
    """(value, lower, upper, state) of proportions ``successes / totals`` (any shape): the
    Wilson interval, ``nan`` wherever the state (:func:`cell_states`) is not None."""
    state = cell_states(totals, min_count)
    p, lower, upper = wilson_limits(
        np.asarray(successes, dtype=np.float64),
        np.asarray(totals, dtype=np.float64),
        z_value(level),
    )
    hide = state != None  # noqa: E711 (elementwise on an object array)
    value, lower, upper = (np.where(hide, np.nan, a) for a in (p, lower, upper))
    return value, lower, upper, state


class WithGroups(Protocol):
    """Counts over a :class:`GroupSpace` (group and detection counts)."""

    @property
    def groups(self) -> GroupSpace: ...


def select_columns(counts: WithGroups, groups, grouping) -> np.ndarray:
    """Indices of the requested groups among ``counts``' groups (int64).

    ``groups`` (names or ``{attribute: value}`` mappings) or one ``grouping``'s groups;
    all groups when neither is given. Any counts with a ``groups`` :class:`GroupSpace`
    will do (group and detection counts).
    """
    if groups is not None and grouping is not None:
        raise ValueError("groups: give groups or grouping, not both")
    if grouping is not None:
        return counts.groups.groups_of(grouping)
    if groups is None:
        return np.arange(counts.groups.n_groups)
    if isinstance(groups, (str, Mapping)):
        raise TypeError("groups: expected a sequence of group names (or mappings)")
    return np.asarray([counts.groups.index(g, "groups") for g in groups], dtype=np.int64)


class RateTable(NamedTuple):
    """A rate per class x group, with Wilson intervals (see :func:`rate_table`)."""

    metric: str  # "recall" or "tnr"
    class_names: tuple  # (K,)
    group_names: tuple  # (G,)
    successes: np.ndarray  # (K, G) int64: tp, or true negatives
    totals: np.ndarray  # (K, G) int64: n, or negatives
    value: np.ndarray  # (K, G) float64: successes / totals; nan unless state is None
    lower: np.ndarray  # (K, G) float64: Wilson interval
    upper: np.ndarray  # (K, G) float64
    state: np.ndarray  # (K, G) object: None, "insufficient" or "undefined"


def rate_table(
    counts: GroupCounts,
    metric: str = "recall",
    *,
    groups=None,
    grouping=None,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> RateTable:
    """Recall or true negative rate per class x group, with Wilson score intervals.

    ``recall[k, g] = tp / n`` (ideal: 1, equal across groups); ``tnr[k, g] =
    true_negatives / negatives``, the share of group ``g``'s people not of class ``k``
    who were not predicted as ``k`` (the equalized-odds complement; ideal: 1).

    Parameters
    ----------
    counts : GroupCounts
    metric : {"recall", "tnr"}
    groups : sequence of group names (or ``{attribute: value}`` mappings), optional
    grouping : attribute name or tuple of names, optional
        Restrict the columns to these groups, or to one grouping's groups. Default: all.
    min_count : int
        Cells with fewer people (in the rate's denominator) are ``"insufficient"``.
    level : float
        Confidence level of the intervals.

    Returns
    -------
    RateTable
        ``value``, ``lower`` and ``upper`` are ``nan`` wherever ``state`` is not None:
        ``"undefined"`` when the cell has nobody, ``"insufficient"`` when it has fewer
        than ``min_count`` people. ``successes`` and ``totals`` are always given.

    Examples
    --------
    >>> c = count_groups(["a"] * 60 + ["b"] * 40, ["a"] * 45 + ["b"] * 55,
    ...                  {"g": ["x"] * 100})
    >>> t = rate_table(c)
    >>> t.value.tolist(), t.state.tolist()
    ([[0.75], [nan]], [[None], ['insufficient']])
    >>> round(float(t.lower[0, 0]), 4), round(float(t.upper[0, 0]), 4)
    (0.6277, 0.8422)
    """
    successes, totals = _successes_totals(counts, metric)
    columns = select_columns(counts, groups, grouping)
    successes, totals = successes[:, columns], totals[:, columns]
    value, lower, upper, state = wilson_cells(successes, totals, min_count, level)
    return RateTable(
        metric,
        counts.class_names,
        tuple(counts.group_names[i] for i in columns),
        successes,
        totals,
        value,
        lower,
        upper,
        state,
    )


# The name of the one column of a pooled table: every person of the groups together.
POOLED = "all"


def pooled_rate_table(
    counts: GroupCounts,
    metric: str = "recall",
    *,
    groups=None,
    grouping=None,
    level: float = DEFAULT_LEVEL,
) -> RateTable:
    """The rate per class of the people of the groups pooled: one column, ``"all"``.

    ``successes`` and ``totals`` are those of the groups (one ``grouping``'s, the listed
    ``groups``, or all) added up, with Wilson intervals. With a grouping whose groups
    hold each person once (one value per person, none missing) that is every person, and
    :func:`macro_average` of the table is the macro-averaged recall of the model
    (scikit-learn's ``recall_score(average="macro")`` over the classes with people). A
    person in two groups counts twice; one in none, not at all. Every class with people
    has a value (min_count 1): a pooled class is not an extreme picked out of many small
    cells; only a class with nobody is ``"undefined"``.

    Examples
    --------
    >>> c = count_groups(["a"] * 60 + ["b"] * 40, ["a"] * 45 + ["b"] * 55,
    ...                  {"g": ["x"] * 50 + ["y"] * 50})
    >>> t = pooled_rate_table(c, grouping="g")
    >>> t.group_names, t.totals.tolist(), t.value.tolist()
    (('all',), [[60], [40]], [[0.75], [1.0]])
    >>> float(macro_average(t).value[0])
    0.875
    """
    successes, totals = _successes_totals(counts, metric)
    columns = select_columns(counts, groups, grouping)
    successes = successes[:, columns].sum(axis=1, keepdims=True)
    totals = totals[:, columns].sum(axis=1, keepdims=True)
    value, lower, upper, state = wilson_cells(successes, totals, 1, level)
    return RateTable(
        metric, counts.class_names, (POOLED,), successes, totals, value, lower, upper, state
    )


class DisparityTable(NamedTuple):
    """Differences of a rate between two groups per class (see :func:`disparity`).

    Every array has the same shape: (K,) for :func:`disparity` and
    :func:`max_min_disparity`, (K, G) for :func:`baseline_disparity`.
    """

    metric: str
    class_names: np.ndarray  # object: the class of each row
    group_a: np.ndarray  # object: group names
    group_b: np.ndarray
    successes_a: np.ndarray  # int64
    totals_a: np.ndarray
    successes_b: np.ndarray
    totals_b: np.ndarray
    value_a: np.ndarray  # float64: rate of a, nan unless both cells are sufficient
    value_b: np.ndarray
    difference: np.ndarray  # value_a - value_b
    lower: np.ndarray  # Newcombe hybrid score interval of the difference
    upper: np.ndarray
    state: np.ndarray  # object: None, "insufficient" or "undefined"


def pair_state(totals_a, totals_b, min_count):
    """The state of a comparison of two cells: ``"undefined"`` if either cell is empty,
    else ``"insufficient"`` if either has fewer than ``min_count``, else None."""
    sa, sb = cell_states(totals_a, min_count), cell_states(totals_b, min_count)
    state = np.where(sa == None, sb, sa)  # noqa: E711
    state[(sa == STATE_UNDEFINED) | (sb == STATE_UNDEFINED)] = STATE_UNDEFINED
    return state


def _disparity_table(metric, class_names, ga, gb, sa, na, sb, nb, min_count, level, state=None):
    if state is None:
        state = pair_state(na, nb, min_count)
    r = newcombe_interval(sa, na, sb, nb, level)
    hide = state != None  # noqa: E711
    with np.errstate(divide="ignore", invalid="ignore"):
        va, vb = sa / np.where(na > 0, na, 1), sb / np.where(nb > 0, nb, 1)
    va, vb, d, lower, upper = (
        np.where(hide, np.nan, x) for x in (va, vb, r.estimate, r.lower, r.upper)
    )
    return DisparityTable(
        metric, class_names, ga, gb, sa, na, sb, nb, va, vb, d, lower, upper, state
    )


def disparity(
    counts: GroupCounts,
    a,
    b,
    *,
    metric: str = "recall",
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> DisparityTable:
    """The paper's disparity ``rate(a) - rate(b)`` per class, with Newcombe intervals.

    Eq. (1) of the paper with recall (equality of opportunity); with ``metric="tnr"``
    the true-negative-rate side of equalized odds. Ideal value: 0; positive means the
    model does better for ``a``. A class is compared only when both cells have at
    least ``min_count`` people (the paper's rule), else its state is ``"insufficient"``
    (or ``"undefined"`` when a cell is empty) and the numbers are ``nan``.

    Parameters
    ----------
    counts : GroupCounts
    a, b : str or mapping
        Two groups, by name or as ``{attribute: value}``.
    metric : {"recall", "tnr"}
    min_count, level : see :func:`rate_table`.

    Notes
    -----
    Newcombe's interval assumes the two groups' people are independent samples; with
    multi-valued membership two groups may share people, and the interval is then
    approximate.

    Examples
    --------
    >>> c = count_groups(["a"] * 200, ["a"] * 90 + ["b"] * 10 + ["a"] * 70 + ["b"] * 30,
    ...                  {"g": ["x"] * 100 + ["y"] * 100})
    >>> t = disparity(c, "g=x", "g=y")
    >>> [round(float(v), 4) for v in (t.difference[0], t.lower[0], t.upper[0])]
    [0.2, 0.09, 0.3058]
    """
    successes, totals = _successes_totals(counts, metric)
    ia, ib = counts.groups.index(a, "a"), counts.groups.index(b, "b")
    if ia == ib:
        raise ValueError("b: expected a group other than a")
    K = len(counts.class_names)
    names = counts.group_names
    return _disparity_table(
        metric,
        np.asarray(counts.class_names, dtype=object),
        np.full(K, names[ia], dtype=object),
        np.full(K, names[ib], dtype=object),
        successes[:, ia],
        totals[:, ia],
        successes[:, ib],
        totals[:, ib],
        min_count,
        level,
    )


def max_min_disparity(
    counts: GroupCounts,
    *,
    grouping=None,
    groups=None,
    metric: str = "recall",
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> DisparityTable:
    """Per class, the best group's rate minus the worst group's, among sufficient cells.

    ``group_a`` is the group with the highest rate and ``group_b`` the one with the
    lowest, among the groups (of one ``grouping``, or the listed ``groups``) whose cell
    has at least ``min_count`` people; on ties ``group_a`` is the first such group and
    ``group_b`` the last, so they always differ. A class with fewer
    than two such groups is ``"insufficient"``. This is the "magnitude of the
    discrepancy" by which the paper ranks classes (its Tables 11 and 12).

    Notes
    -----
    The Newcombe interval is that of the selected pair as if it had been chosen in
    advance; it does not account for picking the extremes, which biases the difference
    away from 0 when many groups are compared.
    """
    if grouping is None and groups is None:
        raise ValueError("grouping: give the grouping (or the groups) to compare")
    successes, totals = _successes_totals(counts, metric)
    columns = select_columns(counts, groups, grouping)
    if len(columns) < 2:
        raise ValueError("groups: expected at least two groups to compare")
    s, t = successes[:, columns], totals[:, columns]
    min_count = _check_min_count(min_count)
    ok = t >= min_count
    with np.errstate(divide="ignore", invalid="ignore"):
        rate = s / t
    hi_rate = np.where(ok, rate, -np.inf)
    lo_rate = np.where(ok, rate, np.inf)
    # Ties: the first group for the highest rate, the last for the lowest, so the two
    # differ whenever two groups are sufficient (even if all rates are equal).
    ia = hi_rate.argmax(axis=1)
    ib = lo_rate.shape[1] - 1 - lo_rate[:, ::-1].argmin(axis=1)
    rows = np.arange(len(counts.class_names))
    enough = ok.sum(axis=1) >= 2
    state = np.where(enough, None, STATE_INSUFFICIENT).astype(object)  # type: ignore[call-overload]
    names = np.asarray(counts.group_names, dtype=object)[columns]
    ga = np.where(enough, names[ia], None).astype(object)  # type: ignore[attr-defined]
    gb = np.where(enough, names[ib], None).astype(object)  # type: ignore[attr-defined]
    return _disparity_table(
        metric,
        np.asarray(counts.class_names, dtype=object),
        ga,
        gb,
        s[rows, ia],
        t[rows, ia],
        s[rows, ib],
        t[rows, ib],
        min_count,
        level,
        state=state,
    )


def baseline_disparity(
    counts: GroupCounts,
    baseline,
    *,
    groups=None,
    metric: str = "recall",
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> DisparityTable:
    """``rate(g) - rate(baseline)`` per class x group, with Newcombe intervals.

    ``groups`` defaults to the other groups of the baseline's grouping. The arrays of the
    result have shape (K, G'), one column per compared group (``group_a``), and
    ``group_b`` is the baseline throughout.
    """
    successes, totals = _successes_totals(counts, metric)
    ib = counts.groups.index(baseline, "baseline")
    if groups is None:
        j = counts.groups.group_grouping[ib]
        columns = np.arange(
            counts.groups.grouping_offsets[j], counts.groups.grouping_offsets[j + 1]
        )
        columns = columns[columns != ib]
    else:
        columns = select_columns(counts, groups, None)
        if np.any(columns == ib):
            raise ValueError("groups: expected groups other than the baseline")
    K, G = len(counts.class_names), len(columns)
    names = np.asarray(counts.group_names, dtype=object)
    return _disparity_table(
        metric,
        np.repeat(np.asarray(counts.class_names, dtype=object)[:, None], G, axis=1),
        np.broadcast_to(names[columns][None, :], (K, G)).copy(),
        np.full((K, G), names[ib], dtype=object),
        successes[:, columns],
        totals[:, columns],
        np.repeat(successes[:, ib : ib + 1], G, axis=1),
        np.repeat(totals[:, ib : ib + 1], G, axis=1),
        min_count,
        level,
    )


def rank_classes(table: DisparityTable, *, by: str = "magnitude") -> DisparityTable:
    """The rows of a per-class disparity table, largest disparity first.

    ``by="magnitude"`` sorts by ``|difference|`` (the paper's rank "#" in Tables 11 and
    12); ``by="signed"`` sorts by ``difference``, so the classes favouring ``a`` most come
    first and those favouring ``b`` most come last (the two halves of the paper's
    Table 4). ``by="bound"`` sorts by the end of the interval nearest zero (0 when the
    interval holds 0), so large *and* certain disparities come first. Rows without a
    number (insufficient or undefined) come last; ties keep class order.
    """
    if not isinstance(table, DisparityTable):
        raise TypeError(f"table: expected DisparityTable, got {type(table).__name__}")
    if table.difference.ndim != 1:
        raise ValueError("table: expected one row per class (not a baseline table)")
    if by == "magnitude":
        key = -np.abs(table.difference)
    elif by == "signed":
        key = -table.difference
    elif by == "bound":
        from tb_fairness.metrics.significance import conservative_bound

        key = -conservative_bound(table.difference, table.lower, table.upper)
    else:
        raise ValueError(f"by: expected 'magnitude', 'signed' or 'bound', got {by!r}")
    order = np.argsort(key, kind="stable")  # nan sorts last
    return DisparityTable(table.metric, *(np.asarray(f)[order] for f in table[1:]))


class MacroAverage(NamedTuple):
    """A mean over classes (see :func:`macro_average`)."""

    value: np.ndarray  # float64, (G,) for a rate table or per column of a disparity table
    classes: np.ndarray  # int64: how many classes entered each mean
    state: np.ndarray  # object: None, or "undefined" where no class entered


def macro_average(table, *, absolute: bool = False, common: bool = False) -> MacroAverage:
    """Unweighted mean over classes of a rate table's values or a disparity table's
    differences (per group, or per compared group).

    Only cells with a number (state None) enter: insufficient and undefined cells are
    left out, not counted as 0, and ``classes`` says how many classes each mean covers.
    So two groups' means may cover different classes; with ``common=True`` only classes
    whose cells are sufficient in every column enter, which makes columns comparable.
    ``absolute=True`` averages ``|difference|`` (for disparity tables). A mean over no
    class is ``nan`` with state ``"undefined"``.

    Examples
    --------
    >>> c = count_groups(["a"] * 100 + ["b"] * 100, ["a"] * 80 + ["c"] * 20 + ["b"] * 60
    ...                  + ["c"] * 40, {"g": ["x"] * 200}, class_names=["a", "b", "c"])
    >>> m = macro_average(rate_table(c))
    >>> m.value.tolist(), m.classes.tolist()  # class c has nobody: left out
    ([0.7], [2])
    """
    if isinstance(table, RateTable):
        values = table.value
    elif isinstance(table, DisparityTable):
        values = table.difference
        if absolute:
            values = np.abs(values)
    else:
        raise TypeError(f"table: expected RateTable or DisparityTable, got {type(table).__name__}")
    if absolute and isinstance(table, RateTable):
        raise ValueError("absolute: only for disparity tables")
    ok = table.state == None  # noqa: E711
    if common:
        if values.ndim == 2:
            ok = ok & ok.all(axis=1, keepdims=True)
    count = ok.sum(axis=0).astype(np.int64)
    total = np.where(ok, values, 0.0).sum(axis=0)
    with np.errstate(divide="ignore", invalid="ignore"):
        value = np.where(count > 0, total / np.maximum(count, 1), np.nan)
    state = np.where(count > 0, None, STATE_UNDEFINED).astype(object)  # type: ignore[call-overload]
    return MacroAverage(np.asarray(value, dtype=np.float64), np.asarray(count), np.asarray(state))


def macro_interval(table: RateTable, level: float = DEFAULT_LEVEL) -> tuple:
    """An interval for each group's macro average of a rate table (:func:`macro_average`).

    The classes' rates are independent binomial proportions, so the mean of K of them has
    variance ``sum_k var_k / K^2``; each ``var_k`` is taken at the Wilson centre,
    ``p~ (1 - p~) / (n + z^2)`` with ``p~ = (s + z^2/2) / (n + z^2)`` (Agresti-Coull), which
    stays positive at rates of 0 or 1. The interval is the normal one around the macro
    average, clipped to [0, 1]. Only sufficient cells enter, as in the average.
    docs/statistics.md gives its coverage.

    Returns ``(lower, upper)``, arrays of shape (G,), nan where no class entered.

    Examples
    --------
    >>> c = count_groups(["a"] * 100 + ["b"] * 100, ["a"] * 80 + ["c"] * 20 + ["b"] * 60
    ...                  + ["c"] * 40, {"g": ["x"] * 200}, class_names=["a", "b", "c"])
    >>> lower, upper = macro_interval(rate_table(c))
    >>> round(float(lower[0]), 3), round(float(upper[0]), 3)
    (0.639, 0.761)
    """
    z = z_value(level)
    ok = table.state == None  # noqa: E711
    s = np.where(ok, table.successes, 0).astype(np.float64)
    n = np.where(ok, table.totals, 0).astype(np.float64)
    centre = (s + z * z / 2) / (n + z * z)
    var = np.where(ok, centre * (1 - centre) / (n + z * z), 0.0)
    count = ok.sum(axis=0)
    mean = macro_average(table).value
    with np.errstate(divide="ignore", invalid="ignore"):
        half = z * np.sqrt(var.sum(axis=0)) / count
    lower = np.where(count > 0, np.clip(mean - half, 0.0, 1.0), np.nan)
    upper = np.where(count > 0, np.clip(mean + half, 0.0, 1.0), np.nan)
    return lower, upper
