"""Label associations without ground truth (Aka et al. 2021; docs/metrics.md section 1).

Everything here is a pure function of the sufficient statistics ``N``, ``c(y)``, ``c(x)``
and ``c(x, y)``. Each metric takes count arrays that broadcast together and returns float64
values in which ``-inf``/``+inf`` are limits and ``nan`` means undefined; the caller turns
those into explicit states (see :func:`value_states`), so nothing undefined is hidden.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from tb_fairness.metrics import gap_uncertainty as gu
from tb_fairness.metrics import selection, significance
from tb_fairness.metrics.association_metrics import (
    DEFAULT_METRIC,
    METRIC_RANGES,
    METRIC_TITLES,
    METRICS,
    association,
    dp,
    ji,
    llr,
    npmi_xy,
    npmi_y,
    pmi,
    pmi2,
    sdc,
    t_test,
    tau_b,
)
from tb_fairness.metrics.counts import AssociationCounts

__all__ = [
    "METRICS",
    "METRIC_TITLES",
    "METRIC_RANGES",
    "DEFAULT_METRIC",
    "association",
    "GapTable",
    "gap_table",
    "LargestGap",
    "largest_gap",
    "value_states",
    "dp",
    "pmi",
    "npmi_y",
    "npmi_xy",
    "pmi2",
    "sdc",
    "ji",
    "llr",
    "tau_b",
    "t_test",
]


def value_states(values: np.ndarray) -> np.ndarray:
    """Per value: ``None`` when finite, else ``"+inf"``, ``"-inf"`` or ``"undefined"``."""
    states = np.full(values.shape, None, dtype=object)
    states[np.isposinf(values)] = "+inf"
    states[np.isneginf(values)] = "-inf"
    states[np.isnan(values)] = "undefined"
    return states


def descending_order(values: np.ndarray) -> np.ndarray:
    """Indices sorting ``values`` descending: +inf, finite, -inf, then undefined (nan).

    Ties keep their original order, so the result is deterministic.
    """
    # Negating maps +inf to -inf (first) and -inf to +inf; numpy sorts nan last.
    return np.argsort(-values, kind="stable")


DEFAULT_MIN_COUNT = 10
DEFAULT_FDR = 0.05
# How ranked tables sort: by the signed gap, or by its interval's end nearest zero.
RANK_BY = ("signed", "bound")


class GapTable(NamedTuple):
    """One row per ranked label, sorted by ``gap`` (or ``bound``) descending (see
    :func:`gap_table`)."""

    metric: str
    a: str
    b: str | None  # None for one-vs-rest
    label: np.ndarray  # (R,) object: label names
    count: np.ndarray  # type: ignore[assignment]  # (R,) int64: c(y); not tuple.count
    count_a: np.ndarray  # (R,) int64: c(a, y)
    count_b: np.ndarray  # (R,) int64: c(b, y), or the sum over the other identities
    value_a: np.ndarray  # (R,) float64: A(a, y)
    value_b: np.ndarray  # (R,) float64: A(b, y), or the mean over the other identities
    gap: np.ndarray  # (R,) float64: value_a - value_b
    # The uncertainty (gap_uncertainty.py), all nan when not asked for:
    lower: np.ndarray  # (R,) float64: the interval of the gap at `level`
    upper: np.ndarray
    p_value: np.ndarray  # (R,) float64: two-sided, for "gap = 0"; nan where insufficient
    significant: np.ndarray  # (R,) bool: a Benjamini-Hochberg discovery at rate q
    # (R,) float64: the gap's standard error (delta method); nan where insufficient, or
    # where the test inverts a score interval instead (boundary, infinite gaps)
    se: np.ndarray
    bound: np.ndarray  # (R,) float64: the interval's end nearest zero (0 if it holds 0)
    insufficient: np.ndarray  # (R,) bool: c(y), c(a) or c(b) below min_count
    overlap_known: bool  # False for version-1 reports: identities taken as exclusive


class _Gaps(NamedTuple):
    """The gap of every label but the identities' own, unsorted (gap_table's first step)."""

    keep: np.ndarray  # (L,) bool: the labels ranked (not an identity)
    rows: list  # the identities compared: a, then b or the rest
    c_x: np.ndarray  # (m,) c(x) of those
    c_y: np.ndarray  # (R,)
    c_xy: np.ndarray  # (m, R)
    value_a: np.ndarray
    value_b: np.ndarray
    gap: np.ndarray
    insufficient: np.ndarray


def _gaps(counts: AssociationCounts, metric: str, a: str, b: str | None, min_count: int) -> _Gaps:
    names = list(counts.identity_names)
    if a not in names:
        raise ValueError(f"a: expected one of the report's identities {names}, got {a!r}")
    if b is not None and b not in names:
        raise ValueError(f"b: expected one of the report's identities {names}, got {b!r}")
    if b == a:
        raise ValueError("b: expected an identity other than a")
    if b is None and len(names) < 2:
        raise ValueError("a: one-vs-rest needs at least two identities")
    if isinstance(min_count, bool) or not isinstance(min_count, (int, np.integer)) or min_count < 0:
        raise ValueError(f"min_count: expected a whole number >= 0, got {min_count!r}")
    ia = names.index(a)
    keep = np.ones(len(counts.label_names), dtype=bool)
    keep[counts.identity_label_index[counts.identity_label_index >= 0]] = False
    # Only the identities compared: a and b, or a and all the rest.
    rows = [ia] + ([i for i in range(len(names)) if i != ia] if b is None else [names.index(b)])
    c_y = counts.label_counts[keep]
    c_x = counts.identity_counts[rows]
    c_xy = counts.joint_counts[rows][:, keep]
    values = association(metric, counts.n, c_x[:, None], c_y[None, :], c_xy)
    with np.errstate(invalid="ignore"):
        value_b = values[1:].mean(axis=0)  # one row when b is given
        gap = values[0] - value_b
    insufficient = (c_y < min_count) | np.any(c_x < min_count)
    return _Gaps(keep, rows, c_x, c_y, c_xy, values[0], value_b, gap, insufficient)


def _weights(rows) -> list:
    """A minus the mean of the others: (1, -1) for a pair."""
    return [1.0] + [-1.0 / (len(rows) - 1)] * (len(rows) - 1)


class LargestGap(NamedTuple):
    """The largest |gap| over the labels that are not insufficient (see :func:`largest_gap`)."""

    value: float  # nan when no label has a finite gap
    above: int  # labels whose |gap| exceeds the threshold
    lower: float  # its interval (nan: undefined)
    upper: float
    insufficient: int = 0  # labels left out as insufficient (below min_count)
    sufficient: int = 0  # labels with enough examples and a finite gap: those compared


def largest_gap(
    counts: AssociationCounts,
    metric: str = DEFAULT_METRIC,
    *,
    a: str,
    b: str | None = None,
    min_count: int = DEFAULT_MIN_COUNT,
    threshold: float = 0.1,
    level: float = 0.95,
) -> LargestGap:
    """The trend's headline: the largest |gap| of :func:`gap_table`'s labels with enough
    examples, how many exceed ``threshold``, and an interval for the largest.

    The largest is a selection over many labels, so its interval holds for all of them at
    once (selection.largest_abs over the Bonferroni intervals; conservative). A label
    whose gap has no interval (on the metric's boundary, e.g. npmi = -1 where it never
    meets an identity) may be anywhere in the metric's range of gaps; for an unbounded
    metric that leaves the upper end undefined.

    Examples
    --------
    >>> from tb_fairness.metrics.counts import AssociationCounts
    >>> c = AssociationCounts(4000, ["cat", "dog"], ["man", "woman"], [900, 700],
    ...                       [2000, 2000], [[600, 300], [300, 400]], [-1, -1])
    >>> r = largest_gap(c, "dp", a="man", b="woman")
    >>> round(r.value, 3), r.above, round(r.lower, 3), round(r.upper, 3)
    (0.15, 1, 0.121, 0.179)
    """
    g = _gaps(counts, metric, a, b, min_count)
    kept = ~g.insufficient & np.isfinite(g.gap)
    gaps = g.gap[kept]
    insufficient = int(g.insufficient.sum())
    if not gaps.size:
        return LargestGap(float("nan"), 0, float("nan"), float("nan"), insufficient, 0)
    overlap, pairs = _overlap_of(counts, g.rows, g.keep)
    pairs = None if pairs is None else {k: v[kept] for k, v in pairs.items()}
    u = gu.gap_uncertainty(
        metric,
        counts.n,
        g.c_x,
        g.c_y[kept],
        g.c_xy[:, kept],
        _weights(g.rows),
        overlap=overlap,
        overlap_joint=pairs,
        gap=gaps,
        level=selection.bonferroni_level(level, gaps.size),
    )
    lower, upper = u.lower, u.upper
    bounds = METRIC_RANGES[metric]
    if bounds is not None:
        width = bounds[1] - bounds[0]
        lower = np.where(np.isnan(lower), -width, lower)
        upper = np.where(np.isnan(upper), width, upper)
    gap_lower, gap_upper = selection.largest_abs(gaps, lower, upper)
    return LargestGap(
        float(np.abs(gaps).max()),
        int((np.abs(gaps) > threshold).sum()),
        gap_lower,
        gap_upper,
        insufficient,
        int(gaps.size),
    )


def gap_table(
    counts: AssociationCounts,
    metric: str = DEFAULT_METRIC,
    *,
    a: str,
    b: str | None = None,
    level: float = 0.95,
    q: float = DEFAULT_FDR,
    min_count: int = DEFAULT_MIN_COUNT,
    rank_by: str = "signed",
    uncertainty: bool = True,
) -> GapTable:
    """Rank every label by the gap ``A(a, y) - A(b, y)`` (or one-vs-rest when ``b`` is None).

    One-vs-rest compares ``a`` with the mean over every other identity of ``A(x, y)``.
    Labels that are themselves identities are left out. Infinite and undefined values
    propagate by IEEE arithmetic (``inf - inf`` is undefined) and sort to the ends.

    Each gap gets an interval at ``level`` and a p-value (gap_uncertainty.py); rows whose
    label, or one of whose identities, was seen fewer than ``min_count`` times are
    insufficient: no p-value, never significant. Benjamini-Hochberg at false discovery
    rate ``q`` marks the significant rows. ``rank_by="bound"`` sorts by the end of the
    interval nearest zero instead of the gap, so that large *and* certain gaps come first.
    ``uncertainty=False`` skips all of that (the columns are nan/False).
    """
    if rank_by not in RANK_BY:
        raise ValueError(f"rank_by: expected one of {', '.join(RANK_BY)}, got {rank_by!r}")
    g = _gaps(counts, metric, a, b, min_count)
    keep, rows, c_x, c_y, c_xy = g.keep, g.rows, g.c_x, g.c_y, g.c_xy
    gap, insufficient = g.gap, g.insufficient
    R = len(gap)
    if uncertainty:
        overlap, pairs = _overlap_of(counts, rows, keep)
        u = gu.gap_uncertainty(
            metric,
            counts.n,
            c_x,
            c_y,
            c_xy,
            _weights(rows),
            overlap=overlap,
            overlap_joint=pairs,
            gap=gap,
            level=level,
            tested=~insufficient,  # their p-values are dropped: skip inverting intervals
        )
        lower, upper = u.lower, u.upper
        p_value = np.where(insufficient, np.nan, u.p_value)
        se = np.where(insufficient, np.nan, u.se)
        significant = significance.benjamini_hochberg(p_value, q)
        bound = np.where(insufficient, np.nan, significance.conservative_bound(gap, lower, upper))
    else:
        lower = upper = p_value = bound = se = np.full(R, np.nan)
        significant = np.zeros(R, dtype=bool)
    order = descending_order(bound if rank_by == "bound" else gap)
    labels = np.asarray(counts.label_names, dtype=object)[keep]
    return GapTable(
        metric=metric,
        a=a,
        b=b,
        label=labels[order],
        count=c_y[order],
        count_a=c_xy[0][order],
        count_b=c_xy[1:].sum(axis=0)[order],
        value_a=g.value_a[order],
        value_b=g.value_b[order],
        gap=gap[order],
        lower=lower[order],
        upper=upper[order],
        p_value=p_value[order],
        significant=significant[order],
        se=se[order],
        bound=bound[order],
        insufficient=insufficient[order],
        overlap_known=counts.identity_overlap is not None,
    )


def _overlap_of(counts: AssociationCounts, rows, keep):
    """The overlap of the compared identities: ``c(x and x')`` (m, m) and the dict of
    ``c(x and x', y)`` over their overlapping pairs (gap_uncertainty's arguments)."""
    if counts.identity_overlap is None:
        return None, None
    overlap_joint = counts.overlap_joint
    assert overlap_joint is not None  # filled in whenever identity_overlap is
    position = {identity: k for k, identity in enumerate(rows)}
    pairs = {}
    for p, (i, j) in enumerate(counts.overlap_pairs().tolist()):
        if i in position and j in position:
            k, l = sorted((position[i], position[j]))
            pairs[k, l] = overlap_joint[p][keep]
    return counts.identity_overlap[np.ix_(rows, rows)], pairs
