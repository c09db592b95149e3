"""Accuracy by group, prediction parity, and the most frequent mistakes, from SkewCounts.

:func:`accuracy_by_group` (per class, per class and group, pooled; worst groups and gaps),
:func:`prediction_parity` (the multi-class demographic parity and equalized odds gaps of
the paper's Table 1) and :func:`top_mistakes` (a class's most frequent wrong labels per
group). A prediction is correct when its name equals the class's name.
"""

from __future__ import annotations

import numbers
from typing import NamedTuple

import numpy as np

# count_skew: the examples in the docstrings use it.
from tb_fairness.metrics.skew.counting import SkewCounts, count_skew  # noqa: F401
from tb_fairness.metrics.skew.effect_size import contingency_table

__all__ = [
    "OPEN_VOCABULARY",
    "GroupAccuracy",
    "Mistakes",
    "PredictionParity",
    "accuracy_by_group",
    "prediction_parity",
    "top_mistakes",
]

OPEN_VOCABULARY = (
    "some predicted labels are not class names, so P(yhat = k | z) is not a distribution "
    "over the classes"
)
"""Why :func:`prediction_parity` returns no values for an open vocabulary."""


# --- accuracy and parity -------------------------------------------------------------------


def _prediction_class(counts: SkewCounts) -> np.ndarray:
    """For each predicted label, the index of the class of that name, else -1."""
    position = {name: i for i, name in enumerate(counts.class_names)}
    return np.fromiter(
        (position.get(name, -1) for name in counts.prediction_names),
        np.int64,
        len(counts.prediction_names),
    )


class GroupAccuracy(NamedTuple):
    """Accuracy per class and group (see :func:`accuracy_by_group`).

    Per class: shape (K,); per class and group: (K, G); pooled over classes: (G,) or scalars.
    Accuracies are nan where there are no examples.
    """

    class_names: tuple
    group_names: tuple
    n: np.ndarray  # (K,) int64
    correct: np.ndarray  # (K,) int64
    accuracy: np.ndarray  # (K,) float64
    group_n: np.ndarray  # (K, G) int64
    group_correct: np.ndarray  # (K, G) int64
    group_accuracy: np.ndarray  # (K, G) float64
    worst_group: np.ndarray  # (K,) object: the group of lowest accuracy, None without examples
    worst_group_accuracy: np.ndarray  # (K,) float64
    # (K,) int64: groups with examples of the class but fewer than min_count, left out of
    # worst_group (the class's accuracy counts them)
    worst_group_excluded: np.ndarray
    gap: np.ndarray  # (K,) float64: accuracy - worst_group_accuracy
    overall_accuracy: float  # correct / N
    mean_accuracy: float  # mean over the classes with examples of their accuracy
    pooled_group_n: np.ndarray  # (G,) int64: examples per group, all classes
    pooled_group_accuracy: np.ndarray  # (G,) float64
    pooled_worst_group: str | None
    pooled_worst_group_accuracy: float
    pooled_gap: float  # overall_accuracy - pooled_worst_group_accuracy


def _worst(accuracy: np.ndarray) -> np.ndarray:
    """(index of the smallest accuracy along the last axis, first on ties; -1 if all nan)."""
    filled = np.where(np.isnan(accuracy), np.inf, accuracy)
    index = (
        np.argmin(filled, axis=-1)
        if accuracy.shape[-1]
        else np.zeros(accuracy.shape[:-1], np.int64)
    )
    empty = np.all(np.isnan(accuracy), axis=-1)
    return np.where(empty, -1, index)


def accuracy_by_group(counts: SkewCounts, *, min_count: int = 0) -> GroupAccuracy:
    """Accuracy per class, per class and group, and pooled per group; worst groups and gaps.

    A prediction is correct when its name equals the class name. For each class, the worst
    group is the group of lowest accuracy among those with at least ``min_count`` examples
    of the class (at least one by default; the first in ``group_names`` order on ties),
    and ``gap = accuracy - worst_group_accuracy`` (ideal 0; >= 0, except when a group left
    out, of fewer than ``min_count`` examples, does worse than the worst group kept: the
    class's accuracy counts it; ``worst_group_excluded`` counts them). Pooled over classes:
    ``pooled_gap = overall_accuracy - the lowest accuracy of a group``.

    Examples
    --------
    >>> c = count_skew(["cat"] * 4 + ["dog"] * 2, ["a", "a", "b", "b", "a", "b"],
    ...                ["cat", "cat", "cat", "dog", "dog", "cat"])
    >>> a = accuracy_by_group(c)
    >>> a.accuracy.tolist(), a.group_accuracy.tolist(), a.worst_group.tolist()
    ([0.75, 0.5], [[1.0, 0.5], [1.0, 0.0]], ['b', 'b'])
    >>> round(a.overall_accuracy, 4), a.pooled_group_accuracy.round(4).tolist()
    (0.6667, [1.0, 0.3333])
    >>> a.pooled_worst_group, round(a.pooled_gap, 4)
    ('b', 0.3333)
    """
    if not isinstance(counts, SkewCounts):
        raise TypeError(f"counts: expected SkewCounts, got {type(counts).__name__}")
    c, g, p, o = counts.class_index, counts.group_index, counts.prediction_index, counts.count
    K, G = len(counts.class_names), len(counts.group_names)
    right = _prediction_class(counts)[p] == c
    of = o.astype(np.float64)
    group_n = np.bincount(c * G + g, weights=of, minlength=K * G).reshape(K, G)
    group_correct = np.bincount(
        c * G + g, weights=np.where(right, of, 0.0), minlength=K * G
    ).reshape(K, G)
    n, correct = group_n.sum(axis=1), group_correct.sum(axis=1)
    pooled_n, pooled_correct = group_n.sum(axis=0), group_correct.sum(axis=0)
    with np.errstate(divide="ignore", invalid="ignore"):
        accuracy = correct / n
        group_accuracy = group_correct / group_n
        pooled_accuracy = pooled_correct / pooled_n
    names = np.asarray(counts.group_names + (None,), dtype=object)
    # A class's worst group among its groups with at least min_count examples: a group of
    # three people decides nothing (the pooled worst group is chosen by the caller).
    worst = _worst(np.where(group_n >= min_count, group_accuracy, np.nan))
    worst_accuracy = (
        np.where(worst >= 0, group_accuracy[np.arange(K), worst.clip(0)], np.nan)
        if K
        else np.zeros(0)
    )
    pooled_worst = int(_worst(pooled_accuracy[None, :])[0])
    total = float(n.sum())
    overall = float(correct.sum() / total) if total else float("nan")
    pooled_worst_accuracy = (
        float(pooled_accuracy[pooled_worst]) if pooled_worst >= 0 else float("nan")
    )
    has = n > 0
    return GroupAccuracy(
        class_names=counts.class_names,
        group_names=counts.group_names,
        n=n.astype(np.int64),
        correct=correct.astype(np.int64),
        accuracy=accuracy,
        group_n=group_n.astype(np.int64),
        group_correct=group_correct.astype(np.int64),
        group_accuracy=group_accuracy,
        worst_group=names[worst],
        worst_group_accuracy=worst_accuracy,
        worst_group_excluded=((group_n > 0) & (group_n < min_count)).sum(axis=1).astype(np.int64),
        gap=accuracy - worst_accuracy,
        overall_accuracy=overall,
        mean_accuracy=float(accuracy[has].mean()) if has.any() else float("nan"),
        pooled_group_n=pooled_n.astype(np.int64),
        pooled_group_accuracy=pooled_accuracy,
        pooled_worst_group=names[pooled_worst],
        pooled_worst_group_accuracy=pooled_worst_accuracy,
        pooled_gap=overall - pooled_worst_accuracy,
    )


class PredictionParity(NamedTuple):
    """Multi-class demographic parity and equalized odds (see :func:`prediction_parity`).

    With an open vocabulary (``state == "open_vocabulary"``) every value is None.
    """

    class_names: tuple
    group_names: tuple
    state: str | None  # None, or "open_vocabulary" (see OPEN_VOCABULARY)
    outside_labels: tuple  # predicted labels that are not class names
    demographic_parity: float | None
    demographic_parity_label: str | None  # the class k of the largest gap
    equalized_odds: float | None
    equalized_odds_label: str | None
    equalized_odds_truth: int | None  # t of the largest gap: 1 among class k, 0 the rest
    label_demographic_parity: np.ndarray | None  # (K,) float64: the gap for each k
    label_equalized_odds: np.ndarray | None  # (K, 2) float64: the gap for each k and t


def _spread(rates: np.ndarray) -> np.ndarray:
    """``max - min`` over the first axis, ignoring nan; nan where every value is nan."""
    defined = ~np.isnan(rates)
    hi = np.where(defined, rates, -np.inf).max(axis=0, initial=-np.inf)
    lo = np.where(defined, rates, np.inf).min(axis=0, initial=np.inf)
    return np.where(defined.any(axis=0), hi - lo, np.nan)


def prediction_parity(counts: SkewCounts) -> PredictionParity:
    """Multi-class demographic parity and equalized odds gaps (paper's Table 1).

    ``DP = max_k [max_z P(yhat=k | z) - min_z P(yhat=k | z)]`` and
    ``EO = max_k max_{t in {0,1}} [max_z P(yhat=k | z, [y=k]=t) - min_z (same)]``, over the
    groups with examples (for EO: with examples where ``[y=k]=t``). Both lie in [0, 1]; 0 is
    parity (ideal). Defined only for a closed label set: every predicted label must be a
    class name, else the values are None and ``state`` is ``"open_vocabulary"``.

    Examples
    --------
    >>> c = count_skew(["cat", "cat", "dog", "dog"], ["a", "b", "a", "b"],
    ...                ["cat", "dog", "dog", "dog"])
    >>> r = prediction_parity(c)
    >>> r.demographic_parity, r.demographic_parity_label
    (0.5, 'cat')
    >>> r.equalized_odds, r.equalized_odds_label, r.equalized_odds_truth
    (1.0, 'cat', 1)
    >>> prediction_parity(count_skew(["cat"], ["a"], ["a cat"])).state
    'open_vocabulary'
    """
    if not isinstance(counts, SkewCounts):
        raise TypeError(f"counts: expected SkewCounts, got {type(counts).__name__}")
    c, g, p, o = counts.class_index, counts.group_index, counts.prediction_index, counts.count
    K, G = len(counts.class_names), len(counts.group_names)
    klass = _prediction_class(counts)
    used = np.zeros(len(counts.prediction_names), dtype=bool)
    used[p] = True
    outside = tuple(np.asarray(counts.prediction_names, dtype=object)[used & (klass < 0)])
    if outside:
        return PredictionParity(
            counts.class_names,
            counts.group_names,
            "open_vocabulary",
            outside,
            None,
            None,
            None,
            None,
            None,
            None,
            None,
        )
    of = o.astype(np.float64)
    k = klass[p]
    predicted = np.bincount(g * K + k, weights=of, minlength=G * K).reshape(G, K)
    truth = np.bincount(g * K + c, weights=of, minlength=G * K).reshape(G, K)  # y = k
    hits = np.bincount(g * K + c, weights=np.where(k == c, of, 0.0), minlength=G * K).reshape(
        G, K
    )  # yhat = k, y = k
    size = predicted.sum(axis=1, keepdims=True)  # examples per group
    with np.errstate(divide="ignore", invalid="ignore"):
        dp_rates = np.where(size > 0, predicted / size, np.nan)
        rate_1 = hits / truth
        rate_0 = (predicted - hits) / (size - truth)
    label_dp = _spread(dp_rates)
    label_eo = np.stack([_spread(rate_0), _spread(rate_1)], axis=1)
    dp, dp_label = _argmax(label_dp)
    eo, eo_at = _argmax(label_eo.ravel())
    return PredictionParity(
        class_names=counts.class_names,
        group_names=counts.group_names,
        state=None,
        outside_labels=(),
        demographic_parity=dp,
        demographic_parity_label=None if dp_label < 0 else counts.class_names[dp_label],
        equalized_odds=eo,
        equalized_odds_label=None if eo_at < 0 else counts.class_names[eo_at // 2],
        equalized_odds_truth=None if eo_at < 0 else int(eo_at % 2),
        label_demographic_parity=label_dp,
        label_equalized_odds=label_eo,
    )


def _argmax(values: np.ndarray):
    """(largest value, its index, first on ties), ignoring nan; (nan, -1) when all are nan."""
    defined = ~np.isnan(values)
    if not defined.any():
        return float("nan"), -1
    i = int(np.argmax(np.where(defined, values, -np.inf)))
    return float(values[i]), i


# --- drill-down ----------------------------------------------------------------------------


class Mistakes(NamedTuple):
    """The most frequent wrong labels per group, one row per (group, rank) (long form)."""

    class_name: str
    group: np.ndarray  # object
    group_n: np.ndarray  # int64: examples of the class in the group
    rank: np.ndarray  # int64, from 1
    label: np.ndarray  # object: the wrong predicted label
    count: np.ndarray  # type: ignore[assignment]  # int64; a field, not tuple.count
    share: np.ndarray  # float64: count / group_n


def top_mistakes(counts: SkewCounts, class_name: str, *, k: int = 5) -> Mistakes:
    """For each group, the ``k`` wrong labels predicted most often for ``class_name``.

    Ties keep the table's column order (most frequent overall first). Groups without
    mistakes have no rows.

    Examples
    --------
    >>> c = count_skew(["cat"] * 6, ["a", "a", "a", "b", "b", "b"],
    ...                ["dog", "dog", "cat", "cow", "dog", "cow"])
    >>> m = top_mistakes(c, "cat", k=1)
    >>> m.group.tolist(), m.label.tolist(), m.count.tolist(), m.share.tolist()
    (['a', 'b'], ['dog', 'cow'], [2, 2], [0.6666666666666666, 0.6666666666666666])
    """
    if isinstance(k, bool) or not isinstance(k, numbers.Integral) or k < 1:
        raise ValueError(f"k: expected an integer >= 1, got {k!r}")
    table = contingency_table(counts, class_name, mev=0)
    wrong = table.counts[:, ~table.correct]
    labels = np.asarray(table.prediction_names, dtype=object)[~table.correct]
    group_n = table.counts.sum(axis=1)
    order = np.argsort(-wrong, axis=1, kind="stable")[:, :k]
    top = np.take_along_axis(wrong, order, axis=1)
    rows, ranks = np.nonzero(top > 0)
    count = top[rows, ranks]
    return Mistakes(
        class_name=class_name,
        group=np.asarray(table.group_names, dtype=object)[rows],
        group_n=group_n[rows],
        rank=(ranks + 1).astype(np.int64),
        label=labels[order[rows, ranks]],
        count=count,
        share=count / group_n[rows],
    )
