"""Cramer's V per class (:func:`effect_sizes`) and SkewSize, their skewness (:func:`skew_size`).

For each class, the groups x predicted labels table after the ``mev`` noise filter
(:func:`kept_tables`, :func:`contingency_table` for one class in full), its chi-squared and
Cramer's V with a band (:func:`band`), and why V is undefined where it is. The choices
where this code and the paper differ are listed in :mod:`tb_fairness.metrics.skew`.
"""

from __future__ import annotations

import numbers
import warnings
from typing import NamedTuple

import numpy as np
import scipy.stats

# count_skew: the examples in the docstrings use it.
from tb_fairness.metrics.skew.counting import SkewCounts, count_skew  # noqa: F401

__all__ = [
    "BANDS",
    "BAND_EDGES",
    "DEFAULT_MEV",
    "SKEW_SIZE_REASONS",
    "UNDEFINED_REASONS",
    "ContingencyTable",
    "EffectSizes",
    "SkewSize",
    "band",
    "contingency_table",
    "effect_sizes",
    "kept_tables",
    "skew_size",
]

DEFAULT_MEV = 5.0
"""The paper's minimum expected value: the rule of thumb of the chi-squared test."""

BANDS = ("negligible", "small", "medium", "large")
BAND_EDGES = (0.1, 0.3, 0.5)
"""``negligible < 0.1 <= small < 0.3 <= medium < 0.5 <= large``."""

UNDEFINED_REASONS = {
    "no_examples": "no examples of this class",
    "one_group": "every example of this class comes from one group",
    "one_prediction": "every example of this class got the same predicted label",
    "filtered": "fewer than two predicted labels or groups are left after the mev filter",
}
"""Why a class has no V, by state; each state names one of the cases in this order."""

SKEW_SIZE_REASONS = {
    "too_few_classes": (
        "fewer than three classes have a defined V: the skewness of two values is always 0, "
        "of one undefined"
    ),
    "constant": "every defined V is the same, so the skewness is 0/0",
}


# --- effect sizes --------------------------------------------------------------------------


def band(v) -> np.ndarray:
    """The band of each Cramer's V: ``negligible < 0.1 <= small < 0.3 <= medium < 0.5 <= large``.

    Returns an object array of names from :data:`BANDS`, None where ``v`` is nan.

    Examples
    --------
    >>> band([0.05, 0.1, 0.45, 0.5, float("nan")]).tolist()
    ['negligible', 'small', 'medium', 'large', None]
    """
    v = np.asarray(v, dtype=np.float64)
    out = np.asarray(BANDS, dtype=object)[
        np.searchsorted(BAND_EDGES, v, side="right").clip(0, len(BANDS) - 1)
    ]
    out[np.isnan(v)] = None
    return out


class EffectSizes(NamedTuple):
    """Cramer's V per class (see :func:`effect_sizes`); arrays are aligned with
    ``class_names``, shape (K,)."""

    class_names: tuple
    mev: float
    n: np.ndarray  # int64: examples of the class
    n_table: np.ndarray  # int64: examples left in the table by the mev filter (the n of V)
    rows: np.ndarray  # int64: groups in the table
    columns: np.ndarray  # int64: predicted labels in the table
    dropped_columns: np.ndarray  # int64: predicted labels dropped by the mev filter
    chi2: np.ndarray  # float64: nan where undefined
    v: np.ndarray  # float64: Cramer's V, nan where undefined
    band: np.ndarray  # object: a name in BANDS, None where undefined
    state: np.ndarray  # object: None where defined, else a key of UNDEFINED_REASONS
    # For the interval (v_interval): phi^2 = chi2 / n without Yates' correction, and the
    # delta-method variance of its estimate under multinomial sampling; nan where undefined.
    phi2: np.ndarray
    phi2_var: np.ndarray
    # int64: groups left out of the class's table by the mev filter, too small for any
    # predicted label to reach an expected count of mev (default: none).
    dropped_groups: np.ndarray | None = None


def _check_mev(mev):
    if (
        isinstance(mev, bool)
        or not isinstance(mev, numbers.Real)
        or not np.isfinite(mev)
        or mev < 0
    ):
        raise ValueError(f"mev: expected a finite number >= 0, got {mev!r}")
    return float(mev)


def _run_starts(*keys) -> np.ndarray:
    """True where a run of equal consecutive ``keys`` tuples starts (the arrays are sorted)."""
    m = keys[0].size
    new = np.zeros(m, dtype=bool)
    if m:
        new[0] = True
        for key in keys:
            new[1:] |= key[1:] != key[:-1]
    return new


class _Layout(NamedTuple):
    """The tables of every class after the mev filter, over the sparse triples: rows are runs
    of (class, group), columns distinct (class, prediction) pairs."""

    of: np.ndarray  # float64 counts of the triples
    n: np.ndarray  # examples per class
    row_start: np.ndarray  # first triple of each row
    row_id: np.ndarray  # row of each triple
    row_class: np.ndarray  # class of each row
    row_kept: np.ndarray  # row totals over the kept columns
    row_ok: np.ndarray  # rows left with examples
    col_id: np.ndarray  # column of each triple
    col_class: np.ndarray  # class of each column
    col_total: np.ndarray
    keep_col: np.ndarray  # columns the filter keeps
    keep: np.ndarray  # triples the filter keeps
    rows_all: np.ndarray  # groups per class before the filter
    cols_all: np.ndarray  # predicted labels per class before the filter
    rows: np.ndarray  # int64 rows per class after the filter
    cols: np.ndarray  # int64 columns per class after the filter
    n_table: np.ndarray  # examples per class left in the table
    defined: np.ndarray  # classes left with at least 2 x 2


def small_groups(counts: SkewCounts, mev: float) -> np.ndarray:
    """Which triples belong to a (class, group) row too small for the noise filter: a group
    whose expected count stays below ``mev`` even for the class's most frequent predicted
    label, ``row_total * max(col_total) / n < mev``. Such a group would drop every column of
    its class (the filter keeps a column by the smallest row), so it is left out of the
    class's table instead, and said so; the class keeps its V over the other groups.

    >>> c = count_skew(["cat"] * 23, ["a"] * 10 + ["b"] * 10 + ["c"] * 3,
    ...                ["cat"] * 8 + ["dog"] * 2 + ["cat"] * 4 + ["dog"] * 6 + ["cat"] * 3)
    >>> small_groups(c, 5).tolist()  # c: 3 * 15 / 23 < 5
    [False, False, False, False, True]
    """
    if not isinstance(counts, SkewCounts):
        raise TypeError(f"counts: expected SkewCounts, got {type(counts).__name__}")
    mev = _check_mev(mev)
    c, o = counts.class_index, counts.count.astype(np.float64)
    if mev == 0 or not c.size:
        return np.zeros(c.size, dtype=bool)
    K, P = len(counts.class_names), len(counts.prediction_names)
    n = np.bincount(c, weights=o, minlength=K)
    new_row = _run_starts(c, counts.group_index)
    row_start = np.flatnonzero(new_row)
    row_id = np.cumsum(new_row) - 1
    row_total = np.add.reduceat(o, row_start)
    col_key, col_id = np.unique(c * P + counts.prediction_index, return_inverse=True)
    col_total = np.bincount(col_id, weights=o)
    col_max = np.zeros(K)
    np.maximum.at(col_max, col_key // P, col_total)
    row_class = c[row_start]
    small = row_total * col_max[row_class] / n[row_class] < mev
    return small[row_id]


def _without_small_groups(counts: SkewCounts, mev) -> tuple[SkewCounts, np.ndarray]:
    """``counts`` without the triples of :func:`small_groups`, and how many groups each
    class lost."""
    small = small_groups(counts, mev)
    K = len(counts.class_names)
    if not small.any():
        return counts, np.zeros(K, dtype=np.int64)
    starts = _run_starts(counts.class_index, counts.group_index) & small
    dropped = np.bincount(counts.class_index[starts], minlength=K).astype(np.int64)
    keep = ~small
    kept = SkewCounts(
        counts.class_names,
        counts.group_names,
        counts.prediction_names,
        counts.class_index[keep],
        counts.group_index[keep],
        counts.prediction_index[keep],
        counts.count[keep],
    )
    return kept, dropped


def _layout(counts: SkewCounts, mev) -> _Layout:
    if not isinstance(counts, SkewCounts):
        raise TypeError(f"counts: expected SkewCounts, got {type(counts).__name__}")
    mev = _check_mev(mev)
    c, g, p, o = counts.class_index, counts.group_index, counts.prediction_index, counts.count
    K, P = len(counts.class_names), len(counts.prediction_names)
    of = o.astype(np.float64)
    n = np.bincount(c, weights=of, minlength=K)  # exact: integers below 2**53

    # Rows: runs of (class, group), as the triples are sorted by class then group.
    new_row = _run_starts(c, g)
    row_start = np.flatnonzero(new_row)
    row_id = np.cumsum(new_row) - 1
    row_class = c[row_start]
    row_total = np.add.reduceat(of, row_start) if c.size else of
    # Columns: distinct (class, prediction) pairs. K * P fits in int64 for any vocabulary
    # that fits in memory.
    col_key, col_id = np.unique(c * P + p, return_inverse=True)
    col_class = col_key // P
    col_total = np.bincount(col_id, weights=of)
    rows_all = np.bincount(row_class, minlength=K)
    cols_all = np.bincount(col_class, minlength=K)

    # The noise filter: keep a column when r_min * c_j / n >= mev (r_min: smallest row).
    class_start = np.flatnonzero(_run_starts(row_class))
    r_min = np.full(K, np.inf)
    if row_class.size:
        r_min[row_class[class_start]] = np.minimum.reduceat(row_total, class_start)
    keep_col = (
        (r_min[col_class] * col_total / n[col_class] >= mev)
        if mev > 0
        else np.ones(col_total.size, dtype=bool)
    )
    keep = keep_col[col_id]
    kept = np.where(keep, of, 0.0)
    row_kept = np.add.reduceat(kept, row_start) if c.size else of
    row_ok = row_kept > 0
    rows = np.bincount(row_class, weights=row_ok, minlength=K).astype(np.int64)
    cols = np.bincount(col_class, weights=keep_col, minlength=K).astype(np.int64)
    n_table = np.bincount(col_class, weights=np.where(keep_col, col_total, 0.0), minlength=K)
    defined = (rows >= 2) & (cols >= 2)
    return _Layout(
        of,
        n,
        row_start,
        row_id,
        row_class,
        row_kept,
        row_ok,
        col_id,
        col_class,
        col_total,
        keep_col,
        keep,
        rows_all,
        cols_all,
        rows,
        cols,
        n_table,
        defined,
    )


def kept_tables(counts: SkewCounts, *, mev: float = DEFAULT_MEV):
    """The contingency tables behind V, dense, for the classes whose V is defined.

    Returns ``(classes, tables)``: the positions of those classes in ``class_names``, and an
    int64 array of shape (classes, R, C) holding each class's groups x predicted labels
    after the mev filter, padded with zero rows and columns to the largest table (R, C).

    Examples
    --------
    >>> c = count_skew(["cat"] * 8, ["a"] * 4 + ["b"] * 4,
    ...                ["cat", "cat", "cat", "dog", "dog", "dog", "dog", "cat"])
    >>> classes, tables = kept_tables(c, mev=0)
    >>> classes.tolist(), tables.tolist()
    ([0], [[[3, 1], [1, 3]]])
    """
    counts, _ = _without_small_groups(counts, mev)
    lay = _layout(counts, mev)
    classes = np.flatnonzero(lay.defined)
    sel = lay.keep & lay.defined[counts.class_index]
    cs = counts.class_index[sel]
    # Position of each kept row / column within its class: its id less the class's first.
    row_ids = np.unique(lay.row_id[sel])
    r = np.searchsorted(row_ids, lay.row_id[sel])
    col_ids = np.unique(lay.col_id[sel])
    q = np.searchsorted(col_ids, lay.col_id[sel])
    which = np.searchsorted(classes, cs)
    first_r = np.full(classes.size, 0)
    first_q = np.full(classes.size, 0)
    if cs.size:
        starts = np.flatnonzero(_run_starts(cs))
        first_r[which[starts]] = np.minimum.reduceat(r, starts)
        first_q[which[starts]] = np.minimum.reduceat(q, starts)
    r, q = r - first_r[which], q - first_q[which]
    shape = (classes.size, int(r.max()) + 1 if r.size else 0, int(q.max()) + 1 if q.size else 0)
    tables = np.zeros(shape, dtype=np.int64)
    tables[which, r, q] = counts.count[sel]
    return classes, tables


def effect_sizes(counts: SkewCounts, *, mev: float = DEFAULT_MEV) -> EffectSizes:
    """Cramer's V between group and predicted label, for each class.

    For class ``y`` the table has a row per group with examples of ``y`` and a column per
    label predicted for them. With ``mev > 0`` the columns whose smallest expected count
    ``row_total * col_total / n`` is below ``mev`` are dropped first (then any group left
    empty). Then ``v = sqrt(chi2 / (n * (min(rows, columns) - 1)))`` with ``chi2`` equal to
    ``scipy.stats.chi2_contingency(table)[0]`` (Yates' correction for a 2 x 2 table).

    Parameters
    ----------
    counts : SkewCounts
    mev : float, default 5
        Minimum expected count of a kept column; 0 keeps every column.

    Returns
    -------
    EffectSizes
        ``v`` lies in [0, 1]; 0 is no association (ideal). It is nan where undefined: no
        examples, one group, one predicted label, or fewer than two columns or rows left after
        the filter; ``state`` says which.

    Notes
    -----
    Computed for all classes at once from the sparse counts: the zero cells of a table add
    ``sum_rows r_i * (n - s_i) / n`` to ``chi2``, ``s_i`` being the total of the columns
    where row ``i`` is not zero (integers, so the sum is exact). Terms are those of scipy;
    only the order of summation differs.

    Examples
    --------
    >>> c = count_skew(["cat"] * 8, ["a"] * 4 + ["b"] * 4,
    ...                ["cat", "cat", "cat", "dog", "dog", "dog", "dog", "cat"])
    >>> e = effect_sizes(c, mev=0)
    >>> round(float(e.v[0]), 6), e.band[0]
    (0.25, 'small')
    >>> effect_sizes(c).state[0]  # every expected count is 4 < 5
    'filtered'
    """
    if not isinstance(counts, SkewCounts):
        raise TypeError(f"counts: expected SkewCounts, got {type(counts).__name__}")
    K = len(counts.class_names)
    n_class = np.bincount(counts.class_index, weights=counts.count, minlength=K)
    counts, dropped_groups = _without_small_groups(counts, mev)
    lay = _layout(counts, mev)
    c, g, p = counts.class_index, counts.group_index, counts.prediction_index
    K = len(counts.class_names)
    of, keep, defined, rows, cols = lay.of, lay.keep, lay.defined, lay.rows, lay.cols
    row_id, col_id, row_class, row_kept = lay.row_id, lay.col_id, lay.row_class, lay.row_kept
    col_total, n_table = lay.col_total, lay.n_table
    yates = defined & (rows == 2) & (cols == 2)

    chi2 = np.zeros(K)
    # Tables larger than 2 x 2: the non-zero cells, then the zero cells row by row.
    sel = keep & defined[c] & ~yates[c]
    cs = c[sel]
    expected = row_kept[row_id[sel]] * col_total[col_id[sel]] / n_table[cs]
    chi2 += np.bincount(cs, weights=(of[sel] - expected) ** 2 / expected, minlength=K)
    covered = (
        np.add.reduceat(np.where(keep, col_total[col_id], 0.0), lay.row_start) if c.size else of
    )
    rsel = lay.row_ok & defined[row_class] & ~yates[row_class]
    nr = n_table[row_class[rsel]]
    chi2 += np.bincount(
        row_class[rsel], weights=row_kept[rsel] * (nr - covered[rsel]) / nr, minlength=K
    )
    if yates.any():
        chi2[yates] = _yates_chi2(c, g, p, of, keep & yates[c], np.flatnonzero(yates))

    phi2, phi2_var = _phi2_and_variance(
        c, of, keep & defined[c], row_id, col_id, row_kept, col_total, n_table, K
    )
    phi2[~defined] = np.nan
    phi2_var[~defined] = np.nan
    dof = np.minimum(rows, cols) - 1
    with np.errstate(divide="ignore", invalid="ignore"):
        v = np.where(defined, np.sqrt(chi2 / (n_table * dof)), np.nan)
    chi2[~defined] = np.nan
    state = np.full(K, None, dtype=object)
    state[~defined] = "filtered"
    state[lay.cols_all == 1] = "one_prediction"
    state[(lay.rows_all == 1) & (dropped_groups == 0)] = "one_group"
    state[n_class == 0] = "no_examples"
    return EffectSizes(
        class_names=counts.class_names,
        mev=mev,
        n=n_class.astype(np.int64),
        n_table=n_table.astype(np.int64),
        rows=rows,
        columns=cols,
        dropped_columns=lay.cols_all - cols,
        dropped_groups=dropped_groups,
        chi2=chi2,
        v=v,
        band=band(v),
        state=state,
        phi2=phi2,
        phi2_var=phi2_var,
    )


def _phi2_and_variance(c, of, sel, row_id, col_id, row_kept, col_total, n_table, K):
    """``phi^2 = sum p_ij^2 / (p_i p_j) - 1`` per class and the delta-method variance of its
    estimate, ``(sum g^2 p - (sum g p)^2) / n`` with the gradient
    ``g_ij = 2 p_ij / (p_i p_j) - sum_j' p_ij'^2 / (p_i^2 p_j') - sum_i' p_i'j^2 / (p_i' p_j^2)``.
    Zero cells add nothing to either sum, so only the stored (kept) cells are visited.
    """
    cs = c[sel]
    nt = n_table[cs]
    p = of[sel] / nt
    p_i = row_kept[row_id[sel]] / nt
    p_j = col_total[col_id[sel]] / nt
    r = p / (p_i * p_j)
    a = np.bincount(row_id[sel], weights=p * r / p_i, minlength=row_kept.size)[row_id[sel]]
    b = np.bincount(col_id[sel], weights=p * r / p_j, minlength=col_total.size)[col_id[sel]]
    g = 2 * r - a - b
    phi2 = np.bincount(cs, weights=p * r, minlength=K) - 1
    mean = np.bincount(cs, weights=g * p, minlength=K)
    with np.errstate(divide="ignore", invalid="ignore"):
        var = (np.bincount(cs, weights=g * g * p, minlength=K) - mean**2) / n_table
    return phi2.astype(np.float64), np.maximum(var, 0.0).astype(np.float64)


def _yates_chi2(c, g, p, of, sel, classes):
    """``chi2_contingency(table)[0]`` of 2 x 2 tables, one per class in ``classes``."""
    cs, gs, ps, os_ = c[sel], g[sel], p[sel], of[sel]
    start = np.flatnonzero(_run_starts(cs))
    which = np.searchsorted(classes, cs)
    # Rows and columns are the two distinct groups and labels of the class's kept cells.
    first_g = np.repeat(gs[start], np.diff(np.append(start, cs.size)))
    min_p = np.repeat(np.minimum.reduceat(ps, start), np.diff(np.append(start, cs.size)))
    table = np.zeros((classes.size, 2, 2))
    table[which, (gs != first_g).astype(int), (ps != min_p).astype(int)] = os_
    # As scipy.stats.chi2_contingency does it, for dof == 1.
    row, col = table.sum(axis=2), table.sum(axis=1)
    total = row.sum(axis=1)
    expected = row[:, :, None] * col[:, None, :] / total[:, None, None]
    diff = expected - table
    observed = table + np.minimum(0.5, np.abs(diff)) * np.sign(diff)
    return ((observed - expected) ** 2 / expected).sum(axis=(1, 2))


class SkewSize(NamedTuple):
    """The skewness of the effect sizes over classes (see :func:`skew_size`)."""

    value: float  # nan when undefined
    state: str | None  # None, or a key of SKEW_SIZE_REASONS
    classes: int  # classes with a defined V: the sample the skewness is taken over
    effect_sizes: EffectSizes


def skew_size(counts: SkewCounts, *, mev: float = DEFAULT_MEV) -> SkewSize:
    """SkewSize: ``scipy.stats.skew`` (biased, ``m3 / m2**1.5``) of the defined V per class.

    Parameters
    ----------
    counts : SkewCounts
    mev : float, default 5
        The noise filter of :func:`effect_sizes`.

    Returns
    -------
    SkewSize
        ``value`` is unbounded. Higher is less biased: a long tail of large effect sizes
        (classes whose mistakes depend on the group) pulls it towards negative values. It is
        nan when fewer than three classes have a V, or when every V is the same.

    Examples
    --------
    >>> c = count_skew(["cat"] * 6 + ["dog"] * 6 + ["fox"] * 6, ["a", "a", "b", "b", "c", "c"] * 3,
    ...                ["cat", "cat", "cat", "cat", "cat", "dog", "dog", "dog", "cat",
    ...                 "cat", "dog", "cat", "fox", "cow", "fox", "cow", "fox", "fox"])
    >>> s = skew_size(c, mev=0)
    >>> s.effect_sizes.v.round(6).tolist(), s.classes
    ([0.632456, 0.816497, 0.5], 3)
    >>> round(s.value, 6)
    0.196416
    """
    sizes = effect_sizes(counts, mev=mev)
    v = sizes.v[~np.isnan(sizes.v)]
    # Two values are always symmetric: their skewness is 0 whatever the V (the reference
    # code returns that 0; here it is undefined, with the reason).
    if v.size < 3:
        return SkewSize(float("nan"), "too_few_classes", int(v.size), sizes)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # scipy's precision-loss warning
        value = float(scipy.stats.skew(v))
    return SkewSize(value, "constant" if np.isnan(value) else None, int(v.size), sizes)


# --- drill-down ----------------------------------------------------------------------------


class ContingencyTable(NamedTuple):
    """One class's groups x predicted labels (see :func:`contingency_table`)."""

    class_name: str
    group_names: tuple  # (R,): groups with examples of the class
    prediction_names: tuple  # (C,): labels predicted for the class, most frequent first
    counts: np.ndarray  # (R, C) int64
    expected: np.ndarray  # (R, C) float64: row_total * col_total / n, full table
    kept: np.ndarray  # (C,) bool: the column passes the mev filter
    correct: np.ndarray  # (C,) bool: the column is the class itself
    mev: float
    # (R,) bool: the group stays in the table (not too small for the filter: small_groups).
    kept_groups: np.ndarray | None = None


def _class_position(counts: SkewCounts, class_name: str) -> int:
    if not isinstance(counts, SkewCounts):
        raise TypeError(f"counts: expected SkewCounts, got {type(counts).__name__}")
    try:
        return counts.class_names.index(class_name)
    except ValueError:
        raise ValueError(f"class_name: {class_name!r} is not one of the classes") from None


def contingency_table(
    counts: SkewCounts, class_name: str, *, mev: float = DEFAULT_MEV
) -> ContingencyTable:
    """The full table of one class, with the columns the ``mev`` filter keeps marked.

    Rows are the groups with examples of the class, in ``group_names`` order; columns are
    the labels predicted for it, most frequent first (then in ``prediction_names`` order).
    ``counts[kept]`` restricted to its non-empty rows is the table whose V
    :func:`effect_sizes` reports. A class without examples gives a 0 x 0 table.

    Examples
    --------
    >>> c = count_skew(["cat"] * 5, ["a", "a", "b", "b", "b"], ["cat", "dog", "cat", "cat", "cow"])
    >>> t = contingency_table(c, "cat", mev=0)
    >>> t.group_names, t.prediction_names, t.counts.tolist()
    (('a', 'b'), ('cat', 'cow', 'dog'), [[1, 0, 1], [2, 1, 0]])
    >>> t.correct.tolist()
    [True, False, False]
    """
    y = _class_position(counts, class_name)
    mev = _check_mev(mev)
    lo, hi = np.searchsorted(counts.class_index, [y, y + 1])
    g, p, o = (counts.group_index[lo:hi], counts.prediction_index[lo:hi], counts.count[lo:hi])
    groups, row = np.unique(g, return_inverse=True)
    labels, col = np.unique(p, return_inverse=True)
    table = np.zeros((groups.size, labels.size), np.int64)
    table[row, col] = o
    col_total = table.sum(axis=0)
    order = np.lexsort((labels, -col_total))
    table, labels = table[:, order], labels[order]
    r = table.sum(axis=1).astype(np.float64)
    k = table.sum(axis=0).astype(np.float64)
    n = float(r.sum())
    expected = r[:, None] * k[None, :] / n if n else np.zeros(table.shape)
    # As effect_sizes: the groups too small for the filter leave the table, then the columns
    # are filtered by the smallest group left, with expected counts of the table left.
    big = (r * k.max() / n >= mev) if (mev > 0 and n) else np.ones(groups.size, dtype=bool)
    rk, kk = r[big], table[big].sum(axis=0).astype(np.float64)
    nk = float(rk.sum())
    kept = (rk.min() * kk / nk >= mev) if (mev > 0 and nk) else np.ones(labels.size, dtype=bool)
    names = tuple(counts.prediction_names[i] for i in labels.tolist())
    return ContingencyTable(
        class_name=class_name,
        group_names=tuple(counts.group_names[i] for i in groups.tolist()),
        prediction_names=names,
        counts=table,
        expected=expected,
        kept=kept,
        correct=np.asarray([name == class_name for name in names], dtype=bool),
        mev=mev,
        kept_groups=big,
    )
