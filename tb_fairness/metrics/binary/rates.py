"""Reading binary confusion counts: the ten rates, baseline differences and ratios, spreads
across groups (demographic parity, equalized odds) and group-vs-rest tests.

Every metric is a proportion ``successes / totals`` of the confusion counts, so each has a
Wilson interval, a Newcombe interval for its difference between two groups, and a Katz
log interval for their ratio. Cells whose ``totals`` (the metric's denominator: positives
for TPR, predicted positives for precision, ...) fall under ``min_count`` are
``"insufficient"``, empty ones ``"undefined"``: ``nan`` with that state, never a number.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from tb_fairness.metrics.binary.counting import BinaryCounts
from tb_fairness.metrics.groups.rates import (
    DEFAULT_MIN_COUNT,
    STATE_UNDEFINED,
    cell_states,
    pair_state,
    select_columns,
    wilson_cells,
)
from tb_fairness.metrics.intervals import DEFAULT_LEVEL, newcombe_interval, z_value
from tb_fairness.metrics.selection import bonferroni_level, spread
from tb_fairness.metrics.significance import benjamini_hochberg, group_vs_rest_p_value

__all__ = [
    "FOUR_FIFTHS",
    "METRICS",
    "METRIC_TITLES",
    "STATE_BASELINE",
    "BaselineTable",
    "BinaryRates",
    "Spread",
    "baseline_comparison",
    "confusion",
    "rate_table",
    "ratio_interval",
    "spreads",
    "successes_totals",
    "vs_rest",
]

#: The "four-fifths rule" (US EEOC): a group's rate under 0.8 of the baseline's is adverse.
FOUR_FIFTHS = 0.8
#: The baseline group compared with itself: no difference or ratio is reported.
STATE_BASELINE = "baseline"

# metric -> (title, successes, totals) over the confusion counts (tp, fp, tn, fn).
_DEFINITIONS = {
    "tpr": ("True positive rate (recall)", lambda tp, fp, tn, fn: (tp, tp + fn)),
    "fpr": ("False positive rate", lambda tp, fp, tn, fn: (fp, fp + tn)),
    "fnr": ("False negative rate", lambda tp, fp, tn, fn: (fn, tp + fn)),
    "tnr": ("True negative rate", lambda tp, fp, tn, fn: (tn, tn + fp)),
    "precision": ("Precision", lambda tp, fp, tn, fn: (tp, tp + fp)),
    "npv": ("Negative predictive value", lambda tp, fp, tn, fn: (tn, tn + fn)),
    "fdr": ("False discovery rate", lambda tp, fp, tn, fn: (fp, tp + fp)),
    "for": ("False omission rate", lambda tp, fp, tn, fn: (fn, tn + fn)),
    "selection_rate": (
        "Selection (positive) rate",
        lambda tp, fp, tn, fn: (tp + fp, tp + fp + tn + fn),
    ),
    "accuracy": ("Accuracy", lambda tp, fp, tn, fn: (tp + tn, tp + fp + tn + fn)),
}
METRICS = tuple(_DEFINITIONS)
METRIC_TITLES = {m: title for m, (title, _) in _DEFINITIONS.items()}


def _label_index(counts: BinaryCounts, label) -> int:
    if not isinstance(counts, BinaryCounts):
        raise TypeError(f"counts: expected BinaryCounts, got {type(counts).__name__}")
    if label is None:
        return 0
    try:
        return counts.label_names.index(label)
    except ValueError:
        raise ValueError(
            f"label: no label {label!r}; the report's labels are {list(counts.label_names[:5])}"
        ) from None


def confusion(counts: BinaryCounts, *, label=None, columns=None) -> tuple:
    """(tp, fp, tn, fn), each (G', T) int64, of one label (default the first) and the
    groups ``columns`` (default all)."""
    k = _label_index(counts, label)
    cols = np.arange(counts.groups.n_groups) if columns is None else np.asarray(columns)
    tp, fp = counts.tp[k][cols], counts.fp[k][cols]
    tn = counts.negatives[k][cols][:, None] - fp
    fn = counts.positives[k][cols][:, None] - tp
    return tp, fp, tn, fn


def successes_totals(metric, tp, fp, tn, fn):
    """The ``metric``'s numerator and denominator from the confusion counts (any shape)."""
    if metric not in _DEFINITIONS:
        raise ValueError(f"metric: expected one of {', '.join(METRICS)}, got {metric!r}")
    return _DEFINITIONS[metric][1](tp, fp, tn, fn)


class BinaryRates(NamedTuple):
    """One metric per group x threshold, with Wilson intervals (see :func:`rate_table`)."""

    metric: str
    label: str
    group_names: tuple  # (G,)
    thresholds: tuple  # (T,)
    successes: np.ndarray  # (G, T) int64
    totals: np.ndarray  # (G, T) int64: the metric's denominator
    value: np.ndarray  # (G, T) float64: successes / totals; nan unless state is None
    lower: np.ndarray  # (G, T): Wilson interval
    upper: np.ndarray
    state: np.ndarray  # (G, T) object: None, "insufficient" or "undefined"


def rate_table(
    counts: BinaryCounts,
    metric: str = "tpr",
    *,
    label=None,
    groups=None,
    grouping=None,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> BinaryRates:
    """A rate of the confusion counts per group x threshold, with Wilson score intervals.

    ===============  =====================  ==============================  =====
    metric           successes              totals                          ideal
    ===============  =====================  ==============================  =====
    tpr              TP                     TP + FN (positives)             1
    fpr              FP                     FP + TN (negatives)             0
    fnr              FN                     TP + FN                         0
    tnr              TN                     TN + FP                         1
    precision        TP                     TP + FP (predicted positive)    1
    npv              TN                     TN + FN (predicted negative)    1
    fdr              FP                     TP + FP                         0
    for              FN                     TN + FN                         0
    selection_rate   TP + FP                N                               --
    accuracy         TP + TN                N                               1
    ===============  =====================  ==============================  =====

    Equal across groups is the fairness ideal of each (equal opportunity: TPR; predictive
    parity: precision; demographic parity: selection rate).

    Parameters
    ----------
    counts : BinaryCounts
    metric : one of :data:`METRICS`
    label : str, optional
        Which label's counts (default the first).
    groups, grouping : optional
        Restrict to these groups, or to one grouping's groups (default all).
    min_count : int
        Cells whose ``totals`` is smaller are ``"insufficient"`` (empty ones ``"undefined"``).
    level : float
        Confidence level of the intervals.

    Examples
    --------
    >>> from tb_fairness.metrics.binary import count_binary
    >>> c = count_binary([0.9, 0.8, 0.3, 0.6, 0.1, 0.7], [1, 1, 1, 0, 0, 1],
    ...                  {"g": ["a", "a", "a", "b", "b", "b"]}, thresholds=[0.5])
    >>> t = rate_table(c, "tpr", min_count=1)
    >>> t.value[:, t.thresholds.index(0.5)].tolist()  # a: 2 of 3 positives; b: 1 of 1
    [0.6666666666666666, 1.0]
    """
    columns = select_columns(counts, groups, grouping)
    tp, fp, tn, fn = confusion(counts, label=label, columns=columns)
    successes, totals = successes_totals(metric, tp, fp, tn, fn)
    value, lower, upper, state = wilson_cells(successes, totals, min_count, level)
    return BinaryRates(
        metric,
        counts.label_names[_label_index(counts, label)],
        tuple(counts.group_names[i] for i in columns),
        counts.thresholds,
        successes,
        totals,
        value,
        lower,
        upper,
        state,
    )


def vs_rest(rates: BinaryRates, *, min_count: int, fdr: float) -> tuple:
    """(p_value, significant), each (G, T): each sufficient cell against the rest of the
    groups pooled at its threshold (:func:`~tb_fairness.metrics.significance.
    group_vs_rest_p_value`), Benjamini-Hochberg over the groups of each threshold, so that
    a cell's mark is the same whichever thresholds a table shows."""
    tested = np.equal(rates.state, None)  # type: ignore[call-overload]
    p = group_vs_rest_p_value(rates.successes.T, rates.totals.T, tested.T, min_rest=min_count).T
    significant = np.zeros(p.shape, dtype=bool)
    for t in range(p.shape[1]):
        significant[:, t] = benjamini_hochberg(p[:, t], fdr)
    return p, significant


def ratio_interval(s1, n1, s2, n2, level: float = DEFAULT_LEVEL) -> tuple:
    """``(ratio, lower, upper)`` of ``p1 / p2`` with Katz's log interval.

    ``log(p1 / p2) +/- z sqrt(1/s1 - 1/n1 + 1/s2 - 1/n2)`` (Katz et al. 1978). Where a cell
    of the 2 x 2 table is empty (``s = 0`` or ``s = n`` on either side) the interval is
    taken with 0.5 added to every cell (``s + 0.5`` of ``n + 1``), and stretched to hold
    the estimate (so ``s1 = 0`` gives a lower end of 0). Undefined (nan) where ``n1``,
    ``n2`` or ``s2`` is 0 (no baseline rate to divide by).
    tests/kinds/binary_classification/test_binary_classification.py checks the coverage by
    simulation.

    Examples
    --------
    >>> [round(float(v), 4) for v in ratio_interval(30, 100, 40, 100)]
    [0.75, 0.511, 1.1008]
    """
    s1, n1, s2, n2 = np.broadcast_arrays(
        *(np.asarray(v, dtype=np.float64) for v in (s1, n1, s2, n2))
    )
    z = z_value(level)
    ok = (n1 > 0) & (n2 > 0) & (s2 > 0)
    empty = (s1 == 0) | (s1 == n1) | (s2 == 0) | (s2 == n2)
    a, na = np.where(empty, s1 + 0.5, s1), np.where(empty, n1 + 1.0, n1)
    b, nb = np.where(empty, s2 + 0.5, s2), np.where(empty, n2 + 1.0, n2)
    with np.errstate(divide="ignore", invalid="ignore"):
        ratio = (s1 / n1) / (s2 / n2)
        log_ratio = np.log((a / na) / (b / nb))
        se = np.sqrt(1.0 / a - 1.0 / na + 1.0 / b - 1.0 / nb)
    lower = np.minimum(np.exp(log_ratio - z * se), ratio)
    upper = np.maximum(np.exp(log_ratio + z * se), ratio)
    return tuple(np.where(ok, x, np.nan) for x in (ratio, lower, upper))


class BaselineTable(NamedTuple):
    """A metric of each group against a baseline group (see :func:`baseline_comparison`);
    arrays (G, T) over the groups of the baseline's grouping."""

    metric: str
    baseline: str
    group_names: tuple
    difference: np.ndarray  # value - baseline value; Newcombe interval
    difference_lower: np.ndarray
    difference_upper: np.ndarray
    ratio: np.ndarray  # value / baseline value; Katz log interval
    ratio_lower: np.ndarray
    ratio_upper: np.ndarray
    baseline_value: np.ndarray  # (T,)
    state: np.ndarray  # object, of the difference: None, "insufficient", "undefined", "baseline"
    ratio_state: np.ndarray  # object, of the ratio: also "undefined" where the baseline's is 0


def baseline_comparison(
    counts: BinaryCounts,
    metric: str,
    baseline,
    *,
    label=None,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> BaselineTable:
    """Each group of the baseline's grouping against the baseline, per threshold: the
    difference of the metric (Newcombe's hybrid score interval) and its ratio (Katz's log
    interval, :func:`ratio_interval`); a ratio under :data:`FOUR_FIFTHS` of a selection
    rate is the four-fifths rule's adverse impact.

    A pair is compared when both cells are sufficient (:func:`~tb_fairness.metrics.groups.
    rates.pair_state`); the ratio is moreover undefined where the baseline's rate is 0
    (``ratio_state``). The baseline's own row has state ``"baseline"``.

    Examples
    --------
    >>> from tb_fairness.metrics.binary import count_binary
    >>> c = count_binary([0.9] * 8 + [0.1] * 2 + [0.9] * 4 + [0.1] * 6, [1] * 20,
    ...                  {"g": ["a"] * 10 + ["b"] * 10}, thresholds=[0.5])
    >>> b = baseline_comparison(c, "tpr", "g=a", min_count=1)
    >>> t = c.thresholds.index(0.5)
    >>> round(float(b.difference[1, t]), 2), round(float(b.ratio[1, t]), 2)
    (-0.4, 0.5)
    """
    if not isinstance(counts, BinaryCounts):
        raise TypeError(f"counts: expected BinaryCounts, got {type(counts).__name__}")
    ib = counts.groups.index(baseline, "baseline")
    j = counts.groups.group_grouping[ib]
    columns = np.arange(counts.groups.grouping_offsets[j], counts.groups.grouping_offsets[j + 1])
    tp, fp, tn, fn = confusion(counts, label=label, columns=columns)
    s, n = successes_totals(metric, tp, fp, tn, fn)
    row = int(np.flatnonzero(columns == ib)[0])
    sb, nb = np.broadcast_to(s[row], s.shape), np.broadcast_to(n[row], n.shape)
    state = pair_state(n, nb, min_count)
    d = newcombe_interval(s, n, sb, nb, level)
    r = ratio_interval(s, n, sb, nb, level)
    state = np.asarray(state, dtype=object)
    state[row] = STATE_BASELINE
    # The ratio is moreover undefined where the baseline's rate is 0.
    ratio_state = np.where((state != None) | ~np.isnan(r[0]), state, STATE_UNDEFINED)  # noqa: E711
    hide, hide_ratio = state != None, ratio_state != None  # noqa: E711
    with np.errstate(divide="ignore", invalid="ignore"):
        base_value = np.where(cell_states(n[row], min_count) == None, s[row] / n[row], np.nan)  # noqa: E711
    return BaselineTable(
        metric,
        counts.group_names[ib],
        tuple(counts.group_names[i] for i in columns),
        np.where(hide, np.nan, d.estimate),
        np.where(hide, np.nan, d.lower),
        np.where(hide, np.nan, d.upper),
        np.where(hide_ratio, np.nan, r[0]),
        np.where(hide_ratio, np.nan, r[1]),
        np.where(hide_ratio, np.nan, r[2]),
        base_value,
        state,
        ratio_state,
    )


class Spread(NamedTuple):
    """Per threshold (T,): the largest minus the smallest value over the sufficient groups,
    and an interval that holds whichever groups are the extremes; nan with fewer than two
    sufficient groups."""

    value: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    groups: np.ndarray  # int64: the sufficient groups at each threshold


def spreads(
    counts: BinaryCounts,
    metrics: tuple = ("selection_rate",),
    *,
    label=None,
    grouping=None,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> Spread:
    """The largest spread across the groups of ``grouping`` of any of ``metrics``, per
    threshold: fairlearn's ``demographic_parity_difference`` with ``("selection_rate",)``
    and ``equalized_odds_difference`` with ``("tpr", "fpr")`` (``between_groups``), over the
    sufficient cells only.

    The interval takes each cell's Wilson interval at the Bonferroni level over every
    sufficient cell of the threshold (all metrics' groups), so all hold at once with
    probability ``level``; the spread of each metric then lies within
    :func:`~tb_fairness.metrics.selection.spread` of them, and the largest spread within
    the largest of those ranges (conservative, docs/statistics.md).

    Examples
    --------
    >>> from tb_fairness.metrics.binary import count_binary
    >>> c = count_binary([0.9, 0.9, 0.1, 0.9, 0.1, 0.1], [1, 0, 1, 0, 1, 0],
    ...                  {"g": ["a", "a", "a", "b", "b", "b"]}, thresholds=[0.5])
    >>> s = spreads(c, min_count=1)
    >>> round(float(s.value[c.thresholds.index(0.5)]), 4)  # 2/3 selected against 1/3
    0.3333
    """
    tables = [
        rate_table(counts, m, label=label, grouping=grouping, min_count=min_count, level=level)
        for m in metrics
    ]
    ok = [np.equal(t.state, None) for t in tables]  # type: ignore[call-overload]
    cells = sum(o.sum(axis=0) for o in ok)
    widest = int(np.max(cells, initial=1))
    wide = [
        rate_table(
            counts,
            m,
            label=label,
            grouping=grouping,
            min_count=min_count,
            level=bonferroni_level(level, widest),
        )
        for m in metrics
    ]
    T = len(counts.thresholds)
    out = np.full((3, T), np.nan)
    for t in range(T):
        for table, w, o in zip(tables, wide, ok):
            keep = o[:, t]
            if keep.sum() < 2:
                continue
            v = table.value[keep, t]
            lo, hi = spread(v, w.lower[keep, t], w.upper[keep, t])
            candidate = (v.max() - v.min(), lo, hi)
            for i in range(3):
                out[i, t] = candidate[i] if np.isnan(out[i, t]) else max(out[i, t], candidate[i])
    return Spread(out[0], out[1], out[2], np.min([o.sum(axis=0) for o in ok], axis=0))
