"""Detection recall by group: :class:`DetectionCounts` and the metrics read from them.

:func:`count_detection` turns per-person IoUs (from
:mod:`~tb_fairness.metrics.detection.matching`) and attributes into per class x group
people and threshold hits. :func:`average_recall` reads ``AR_t`` and ``mAR`` with intervals,
:func:`recall_disparity` compares two groups, :func:`macro_mar` averages over classes and
:func:`mar_vs_rest_p_value` tests each group against the rest.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np
from scipy.stats import chi2, norm

from tb_fairness.metrics.counts import check_min_count
from tb_fairness.metrics.detection.matching import DEFAULT_THRESHOLDS
from tb_fairness.metrics.groups.counting import (
    as_column,
    class_codes,
    class_vocabulary,
    merge_names,
)
from tb_fairness.metrics.groups.rates import (
    DEFAULT_MIN_COUNT,
    POOLED,
    cell_states,
    pair_state,
    select_columns,
)
from tb_fairness.metrics.groups.space import GroupSpace, group_memberships
from tb_fairness.metrics.intervals import (
    DEFAULT_LEVEL,
    newcombe_interval,
    wilson_limits,
    z_value,
)
from tb_fairness.metrics.power import Power, wald
from tb_fairness.metrics.significance import rest_of_row
from tb_fairness.metrics.validation import (
    check_count_array,
    check_increasing,
    check_names,
    check_number_array,
    check_report_cells,
)

__all__ = [
    "DEFAULT_CLASS",
    "DetectionCounts",
    "count_detection",
    "RecallTable",
    "average_recall",
    "pooled_recall",
    "RecallDisparity",
    "recall_disparity",
    "macro_mar",
    "mar_vs_rest_p_value",
    "mar_vs_rest_power",
]

DEFAULT_CLASS = "person"


# --------------------------------------------------------------------------------------
# Counts


def check_detection_thresholds(thresholds) -> tuple:
    return check_increasing(
        thresholds,
        "thresholds",
        low=0.0,
        high=1.0,
        low_open=True,
        scalar=True,
        what="increasing IoU thresholds in (0, 1]",
    )


@dataclass(frozen=True)
class DetectionCounts:
    """Counts behind a detection-recall report.

    Attributes
    ----------
    class_names : tuple of str, length K
        ``("person",)`` for class-agnostic person detection.
    groups : GroupSpace
        G groups over all groupings (see :mod:`tb_fairness.metrics.groups`).
    thresholds : tuple of float, length T
        Increasing IoU thresholds.
    totals : ndarray of int64, shape (K, G)
        Ground-truth people of class ``k`` in group ``g``.
    hits : ndarray of int64, shape (K, G, T)
        Of those, people whose IoU is at least ``thresholds[t]``; non-increasing in ``t``.
    """

    class_names: tuple
    groups: GroupSpace
    thresholds: tuple
    totals: np.ndarray
    hits: np.ndarray
    # The writer's minimum people per cell (readers' default of min_count); None: theirs.
    min_count: int | None = None

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "min_count", check_min_count(self.min_count))
        set_(self, "class_names", check_names(self.class_names, "class_names"))
        if not isinstance(self.groups, GroupSpace):
            raise TypeError(f"groups: expected GroupSpace, got {type(self.groups).__name__}")
        set_(self, "thresholds", check_detection_thresholds(self.thresholds))
        K, G, T = len(self.class_names), self.groups.n_groups, len(self.thresholds)
        if K == 0:
            raise ValueError("class_names: expected at least one class")
        set_(self, "totals", check_count_array(self.totals, "totals", (K, G)))
        set_(self, "hits", check_count_array(self.hits, "hits", (K, G, T)))
        if np.any(self.hits > self.totals[:, :, None]):
            raise ValueError("hits: expected hits <= totals")
        if T > 1 and np.any(np.diff(self.hits, axis=2) > 0):
            raise ValueError("hits: expected hits non-increasing as the threshold rises")

    @property
    def group_names(self) -> tuple:
        return self.groups.group_names

    def merge(self, other: DetectionCounts) -> DetectionCounts:
        """The counts of both sets of people together (exact: counts add).

        Thresholds must be equal; classes and attribute values are aligned by name.
        """
        if not isinstance(other, DetectionCounts):
            raise TypeError(f"other: expected DetectionCounts, got {type(other).__name__}")
        if other.thresholds != self.thresholds:
            raise ValueError(
                f"other: expected thresholds {self.thresholds}, got {other.thresholds}"
            )
        space, g_mine, g_theirs = self.groups.merge(other.groups)
        classes, k_mine, k_theirs = merge_names(self.class_names, other.class_names)
        K, G, T = len(classes), space.n_groups, len(self.thresholds)
        check_report_cells([(K, G), (K, G, T)], "other")
        totals = np.zeros((K, G), np.int64)
        hits = np.zeros((K, G, T), np.int64)
        for side, ks, gs in ((self, k_mine, g_mine), (other, k_theirs, g_theirs)):
            totals[ks[:, None], gs[None, :]] += side.totals
            hits[ks[:, None], gs[None, :]] += side.hits
        return DetectionCounts(classes, space, self.thresholds, totals, hits, self.min_count)


def count_detection(
    ious,
    attributes: Mapping,
    *,
    classes=None,
    class_names: Sequence[str] | None = None,
    thresholds=DEFAULT_THRESHOLDS,
    groupings=None,
    buckets: Mapping | None = None,
    attribute_values: Mapping | None = None,
) -> DetectionCounts:
    """Count people and threshold hits per class x group from per-person IoUs.

    Parameters
    ----------
    ious : array_like (M,)
        Each ground-truth person's IoU (from :func:`best_ious`), in [0, 1].
    attributes, groupings, buckets, attribute_values
        As in :func:`tb_fairness.metrics.groups.count_groups`, one entry per person.
    classes : array_like (M,), optional
        Each person's class (names, or indices into ``class_names``). Default: all
        ``"person"``.
    class_names : sequence of str, optional
    thresholds : array_like (T,)
        Increasing IoU thresholds; default 0.50, 0.55, ..., 0.95.

    Returns
    -------
    DetectionCounts

    Examples
    --------
    >>> c = count_detection([0.9, 0.62, 0.0, 0.77], {"skin": [1, 1, 2, 2]})
    >>> c.totals.tolist()
    [[2, 2]]
    >>> c.hits[0][:, [0, 5]].tolist()  # per group: people reaching 0.50 and 0.75
    [[2, 1], [1, 1]]
    """
    # An IoU per person (0 where no detection matched): NaN is refused.
    arr = check_number_array(ious, "ious", ndim=1, low=0.0, high=1.0, what="IoUs")
    n = arr.size
    thresholds = check_detection_thresholds(thresholds)
    T = len(thresholds)
    if classes is None:
        class_names = (
            (DEFAULT_CLASS,) if class_names is None else check_names(class_names, "class_names")
        )
        if len(class_names) != 1:
            raise ValueError("classes: required when class_names has more than one class")
        codes = np.zeros(n, dtype=np.int64)
    else:
        column = as_column(classes, "classes")
        if class_names is None:
            if column.ndim != 1 or column.shape[0] != n:
                raise ValueError(
                    f"classes: expected {n} entries (one per person), got shape {column.shape}"
                )
            class_names = class_vocabulary([("classes", column)])
        else:
            class_names = check_names(class_names, "class_names")
        codes = class_codes(column, "classes", n, class_names, allow_missing=False)
    K = len(class_names)
    space, memberships = group_memberships(
        attributes, n, groupings=groupings, buckets=buckets, attribute_values=attribute_values
    )
    # Thresholds passed by each person: hits are nested, so one count per person suffices.
    passed = np.searchsorted(np.asarray(thresholds), arr, side="right")
    totals, hits = [], []
    for m in memberships:
        G = m.n_values
        if m.people is None:
            k, c = codes, passed
        else:
            k, c = codes[m.people], passed[m.people]
        by_passed = np.bincount((k * G + m.codes) * (T + 1) + c, minlength=K * G * (T + 1)).reshape(
            K, G, T + 1
        )
        # People passing at least t + 1 thresholds hit threshold t.
        at_least = np.cumsum(by_passed[:, :, ::-1], axis=2)[:, :, ::-1]
        totals.append(at_least[:, :, 0])
        hits.append(at_least[:, :, 1:])
    return DetectionCounts(
        class_names,
        space,
        thresholds,
        np.concatenate(totals, axis=1) if totals else np.zeros((K, 0), np.int64),
        np.concatenate(hits, axis=1) if hits else np.zeros((K, 0, T), np.int64),
    )


# --------------------------------------------------------------------------------------
# Reading


def _mar(hits: np.ndarray, totals: np.ndarray, z: float):
    """mAR and its Wald interval from nested hits (the per-person score distribution).

    Person ``i`` passes ``c_i`` of the T thresholds and scores ``s_i = c_i / T``; mAR is
    the mean of ``s_i``. Since hits are nested, ``#{c_i >= m} = hits[m - 1]``, so
    ``sum c_i = sum_m hits`` and ``sum c_i^2 = sum_m (2m - 1) hits[m - 1]``.
    """
    T = hits.shape[-1]
    n = totals.astype(np.float64)
    h = hits.astype(np.float64)
    s1 = h.sum(axis=-1) / T
    s2 = (h * (2 * np.arange(1, T + 1) - 1)).sum(axis=-1) / (T * T)
    with np.errstate(divide="ignore", invalid="ignore"):
        mean = s1 / n
        var = np.maximum(s2 - n * mean * mean, 0.0) / (n - 1)
        se = np.sqrt(var / n)
    return mean, se, np.clip(mean - z * se, 0.0, 1.0), np.clip(mean + z * se, 0.0, 1.0)


class RecallTable(NamedTuple):
    """AR per class x group x threshold and mAR per class x group (see :func:`average_recall`)."""

    class_names: tuple  # (K,)
    group_names: tuple  # (G,)
    thresholds: tuple  # (T,)
    totals: np.ndarray  # (K, G) int64
    hits: np.ndarray  # (K, G, T) int64
    ar: np.ndarray  # (K, G, T) float64: hits / totals; nan unless state is None
    ar_lower: np.ndarray  # (K, G, T): Wilson interval
    ar_upper: np.ndarray
    mar: np.ndarray  # (K, G) float64: mean of ar over thresholds
    mar_lower: np.ndarray  # (K, G): Wald interval of the mean per-person score
    mar_upper: np.ndarray
    state: np.ndarray  # (K, G) object: None, "insufficient" or "undefined"


def average_recall(
    counts: DetectionCounts,
    *,
    groups=None,
    grouping=None,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> RecallTable:
    """``AR_t(g)`` (the share of people in ``g`` whose IoU >= t) and ``mAR(g)``.

    Ideal value: 1 for both, equal across groups. ``AR_t`` has Wilson intervals. ``mAR``
    is the mean over people of the share of thresholds their IoU reaches; its interval is
    the normal (Wald) interval of that mean, whose variance the nested hits determine
    exactly. Cells with fewer than ``min_count`` people are ``"insufficient"``, empty ones
    ``"undefined"``; their numbers are ``nan``.

    Examples
    --------
    >>> c = count_detection([0.9] * 30 + [0.6] * 20 + [0.0] * 10, {"g": ["a"] * 60})
    >>> t = average_recall(c)
    >>> round(float(t.ar[0, 0, 0]), 4), round(float(t.mar[0, 0]), 4)
    (0.8333, 0.55)
    """
    if not isinstance(counts, DetectionCounts):
        raise TypeError(f"counts: expected DetectionCounts, got {type(counts).__name__}")
    columns = select_columns(counts, groups, grouping)
    return _recall_table(
        counts,
        tuple(counts.group_names[i] for i in columns),
        counts.totals[:, columns],
        counts.hits[:, columns],
        min_count,
        level,
    )


def pooled_recall(
    counts: DetectionCounts, *, groups=None, grouping=None, level: float = DEFAULT_LEVEL
) -> RecallTable:
    """AR and mAR per class of the people of the groups pooled: one group, ``"all"``.

    The groups (one ``grouping``'s, the listed ``groups``, or all) are added up; with a
    grouping that holds each person once that is every person, and :func:`macro_mar` of
    the table is the model's mAR averaged over classes. Every class with people has a
    value (min_count 1); a class with nobody is ``"undefined"``.

    Examples
    --------
    >>> c = count_detection([0.9] * 30 + [0.6] * 20 + [0.0] * 10,
    ...                     {"g": ["a"] * 40 + ["b"] * 20})
    >>> t = pooled_recall(c, grouping="g")
    >>> t.group_names, t.totals.tolist(), round(float(t.mar[0, 0]), 4)
    (('all',), [[60]], 0.55)
    """
    if not isinstance(counts, DetectionCounts):
        raise TypeError(f"counts: expected DetectionCounts, got {type(counts).__name__}")
    columns = select_columns(counts, groups, grouping)
    return _recall_table(
        counts,
        (POOLED,),
        counts.totals[:, columns].sum(axis=1, keepdims=True),
        counts.hits[:, columns].sum(axis=1, keepdims=True),
        1,
        level,
    )


def _recall_table(counts, group_names, totals, hits, min_count, level) -> RecallTable:
    """The RecallTable of ``totals`` (K, G) and ``hits`` (K, G, T) of ``counts``' classes."""
    z = z_value(level)
    state = cell_states(totals, min_count)
    ar, lower, upper = wilson_limits(
        hits.astype(np.float64),
        np.broadcast_to(totals[:, :, None], hits.shape).astype(np.float64),
        z,
    )
    mar, _, mar_lower, mar_upper = _mar(hits, totals, z)
    hide = state != None  # noqa: E711
    ar, lower, upper = (np.where(hide[:, :, None], np.nan, a) for a in (ar, lower, upper))
    mar, mar_lower, mar_upper = (np.where(hide, np.nan, a) for a in (mar, mar_lower, mar_upper))
    return RecallTable(
        counts.class_names,
        group_names,
        counts.thresholds,
        totals,
        hits,
        ar,
        lower,
        upper,
        mar,
        mar_lower,
        mar_upper,
        state,
    )


class RecallDisparity(NamedTuple):
    """``a - b`` per class: AR per threshold and mAR (see :func:`recall_disparity`)."""

    class_names: tuple  # (K,)
    a: str
    b: str
    thresholds: tuple  # (T,)
    ar_difference: np.ndarray  # (K, T) float64
    ar_lower: np.ndarray  # (K, T): Newcombe interval
    ar_upper: np.ndarray
    mar_difference: np.ndarray  # (K,)
    mar_lower: np.ndarray  # (K,): Wald interval
    mar_upper: np.ndarray
    state: np.ndarray  # (K,) object: None, "insufficient" or "undefined"


def recall_disparity(
    counts: DetectionCounts,
    a,
    b,
    *,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> RecallDisparity:
    """``AR_t(a) - AR_t(b)`` and ``mAR(a) - mAR(b)`` per class, with intervals.

    Ideal value: 0. Both cells need ``min_count`` people, else ``nan`` with a state.
    AR differences have Newcombe intervals; the mAR difference the Wald interval
    ``d -/+ z sqrt(se_a^2 + se_b^2)``. Both assume the groups share no people.

    Examples
    --------
    >>> c = count_detection([0.9] * 50 + [0.9] * 25 + [0.0] * 25,
    ...                     {"g": ["a"] * 50 + ["b"] * 50})
    >>> d = recall_disparity(c, "g=a", "g=b")
    >>> float(d.ar_difference[0, 0]), float(d.mar_difference[0])  # mAR: 0.9 against 0.45
    (0.5, 0.45)
    """
    if not isinstance(counts, DetectionCounts):
        raise TypeError(f"counts: expected DetectionCounts, got {type(counts).__name__}")
    ia, ib = counts.groups.index(a, "a"), counts.groups.index(b, "b")
    if ia == ib:
        raise ValueError("b: expected a group other than a")
    z = z_value(level)
    na, nb = counts.totals[:, ia], counts.totals[:, ib]
    ha, hb = counts.hits[:, ia], counts.hits[:, ib]
    state = pair_state(na, nb, min_count)
    r = newcombe_interval(ha, na[:, None], hb, nb[:, None], level)
    ma, se_a, _, _ = _mar(ha, na, z)
    mb, se_b, _, _ = _mar(hb, nb, z)
    d = ma - mb
    half = z * np.sqrt(se_a**2 + se_b**2)
    hide = state != None  # noqa: E711
    ar_d, ar_lower, ar_upper = (np.where(hide[:, None], np.nan, x) for x in r)
    mar_d, mar_lower, mar_upper = (
        np.where(hide, np.nan, x) for x in (d, np.clip(d - half, -1, 1), np.clip(d + half, -1, 1))
    )
    names = counts.group_names
    return RecallDisparity(
        counts.class_names,
        names[ia],
        names[ib],
        counts.thresholds,
        ar_d,
        ar_lower,
        ar_upper,
        mar_d,
        mar_lower,
        mar_upper,
        state,
    )


def mar_vs_rest_p_value(hits, totals, tested, min_rest: int = 1) -> np.ndarray:
    """Per cell (class, group), the p-value of "this group's mAR equals that of the rest of
    the row's groups pooled": the two-sided Wald test ``d / sqrt(se_g^2 + se_rest^2)`` with
    each side's standard error of the mean per-person score, as
    :func:`recall_disparity`'s interval (and the ``detection_disparity`` p-value) uses.

    ``hits`` (K, G, T) and ``totals`` (K, G) are the groups of one grouping. A cell is tested
    where ``tested`` is true (sufficient) and the rest holds at least ``min_rest`` people;
    elsewhere, and where both standard errors are 0, nan. Assumes the groups share no
    people and that people are independent; the normal approximation wants large counts.

    Examples
    --------
    >>> c = count_detection([0.9] * 60 + [0.9] * 30 + [0.0] * 30 + [0.7] * 30 + [0.0] * 30,
    ...                     {"g": ["a"] * 60 + ["b"] * 60 + ["c"] * 60})
    >>> p = mar_vs_rest_p_value(c.hits, c.totals, np.ones((1, 3), bool))
    >>> bool(p[0, 0] < 1e-6), round(float(p[0, 1]), 4)  # b: mAR 0.45 against 0.575
    (True, 0.0648)
    """
    mean, se, rest_mean, rest_se, ok = _vs_rest(hits, totals, tested, min_rest)
    with np.errstate(divide="ignore", invalid="ignore"):
        p = 2 * norm.sf(np.abs(mean - rest_mean) / np.sqrt(se**2 + rest_se**2))
    return np.where(ok, p, np.nan)


def _vs_rest(hits, totals, tested, min_rest: int):
    """Each cell's mAR and standard error, the rest of its row's, and where the Wald test
    of the two is defined (tested, enough people on both sides, a spread)."""
    hits = np.asarray(hits, dtype=np.int64)
    totals = np.asarray(totals, dtype=np.int64)
    rest_hits = rest_of_row(np.moveaxis(hits, -1, 0))  # (T, K, G): sums over the groups
    rest_hits = np.moveaxis(rest_hits, 0, -1)
    rest_totals = rest_of_row(totals)
    mean, se, _, _ = _mar(hits, totals, 0.0)
    rest_mean, rest_se, _, _ = _mar(rest_hits, rest_totals, 0.0)
    with np.errstate(invalid="ignore"):
        spread = np.sqrt(se**2 + rest_se**2) > 0
    ok = (
        np.asarray(tested, dtype=bool)
        & (rest_totals >= max(int(min_rest), 1))
        & (totals >= 2)
        & (rest_totals >= 2)
        & spread
    )
    return mean, se, rest_mean, rest_se, ok


def mar_vs_rest_power(
    hits, totals, tested, significant, *, level, power, min_gap, min_rest: int = 1
) -> Power:
    """Per cell, the power of :func:`mar_vs_rest_p_value`'s test
    (:func:`tb_fairness.metrics.power.wald`): its minimum detectable mAR difference, the
    people it would need to see ``min_gap``, whether it is underpowered; NaN where the
    test is not defined."""
    _, se, _, rest_se, ok = _vs_rest(hits, totals, tested, min_rest)
    return wald(
        np.where(ok, se, np.nan),
        rest_se,
        totals,
        significant,
        level=level,
        power=power,
        min_gap=min_gap,
    )


def mar_homogeneity_p_value(hits, totals, tested) -> np.ndarray:
    """Per class, the p-value of "every tested group has the same mAR": the Wald test
    ``sum_g w_g (m_g - m_w)^2 ~ chi2(G' - 1)`` with ``w_g = 1 / se_g^2`` and ``m_w`` the
    ``w``-weighted mean over the G' tested groups. It is the test behind a best-minus-worst
    disparity: testing only the two extremes would take their selection for a difference.
    nan with fewer than two tested groups or a zero standard error among them.

    Examples
    --------
    With two groups it is the Wald test of their difference (``recall_disparity``):

    >>> c = count_detection([0.9] * 40 + [0.0] * 20 + [0.9] * 25 + [0.0] * 35,
    ...                     {"g": ["a"] * 60 + ["b"] * 60})
    >>> p = mar_homogeneity_p_value(c.hits, c.totals, np.ones((1, 2), bool))
    >>> d = recall_disparity(c, "g=a", "g=b", level=0.95)
    >>> se = (d.mar_upper[0] - d.mar_lower[0]) / (2 * 1.959963984540054)
    >>> bool(np.isclose(p[0], 2 * norm.sf(abs(d.mar_difference[0]) / se)))
    True
    """
    hits = np.asarray(hits, dtype=np.int64)
    totals = np.asarray(totals, dtype=np.int64)
    tested = np.asarray(tested, dtype=bool) & (totals >= 2)
    mean, se, _, _ = _mar(hits, totals, 0.0)
    with np.errstate(divide="ignore", invalid="ignore"):
        w = np.where(tested, 1.0 / se**2, 0.0)
        ok = np.all(~tested | (se > 0), axis=-1) & (tested.sum(axis=-1) >= 2)
        w = np.where(np.isfinite(w), w, 0.0)
        m = np.where(tested, mean, 0.0)
        centre = (w * m).sum(axis=-1) / w.sum(axis=-1)
        stat = (w * (m - centre[..., None]) ** 2).sum(axis=-1)
        p = chi2.sf(stat, tested.sum(axis=-1) - 1)
    return np.where(ok, p, np.nan)


def macro_mar(table: RecallTable, level: float = DEFAULT_LEVEL) -> tuple:
    """Each group's mAR averaged over the classes whose cell is sufficient, with an
    interval: classes hold different people, so the mean of K per-class mAR has variance
    ``sum_k se_k^2 / K^2`` (``se_k`` the standard error of the mean per-person score, as in
    the cells' Wald intervals); the interval is the normal one, clipped to [0, 1].

    Returns ``(value, lower, upper, classes)``, arrays of shape (G,); nan where no class
    entered.

    Examples
    --------
    >>> c = count_detection([0.9] * 60 + [0.6] * 60, {"g": ["a"] * 120},
    ...                     classes=["x"] * 60 + ["y"] * 60)
    >>> value, lower, upper, classes = macro_mar(average_recall(c))
    >>> round(float(value[0]), 3), classes.tolist()  # mAR 0.9 and 0.3 (IoU 0.9 and 0.6)
    (0.6, [2])
    """
    ok = table.state == None  # noqa: E711
    _, se, _, _ = _mar(table.hits, table.totals, 0.0)
    count = ok.sum(axis=0)
    z = z_value(level)
    with np.errstate(divide="ignore", invalid="ignore"):
        value = np.where(ok, table.mar, 0.0).sum(axis=0) / count
        half = z * np.sqrt(np.where(ok, se * se, 0.0).sum(axis=0)) / count
    defined = count > 0
    value = np.where(defined, value, np.nan)
    lower = np.where(defined, np.clip(value - half, 0.0, 1.0), np.nan)
    upper = np.where(defined, np.clip(value + half, 0.0, 1.0), np.nan)
    return value, lower, upper, count.astype(np.int64)
