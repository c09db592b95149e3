"""Calibration by group of a scored binary classifier (issue 29): is a score of 0.8 worth the
same for everyone?

**Counting.** Alongside the confusion counts, a report on the probability scale keeps per
label x group (:class:`ScoreSums`): per calibration bin (:data:`BINS` of width 0.1, bin
``k`` holding the scores in ``[k/10, (k+1)/10)``, the last one 1.0 too) the sum of the
scores, and the sums of each example's Brier loss ``(s - y)^2`` and of its square. The
examples and positives of a bin are already in the counts (TP and FP at the thresholds
that are the bins' edges). Sums are kept in fixed point (:data:`SCALE`: scores to 2^-26,
1.5e-8), so they add exactly and merges in any order give the same bytes.

**Reading** (:func:`calibration`), per group of one grouping, for one label:

* the reliability diagram: per bin its examples, mean score and observed rate (positives /
  examples) with Wilson's interval; bins may be merged to 2 or 5 of them;
* ECE = sum over bins of (examples / n) |observed - mean score|, and MCE = the largest
  |observed - mean score| over the non-empty bins, each with an interval from the bins'
  simultaneous Clopper-Pearson intervals (Bonferroni over the non-empty bins): the lower
  end counts only the distance from each bin's mean score to its interval, the upper end
  the farther end of it, so it holds whenever every bin's interval holds, which is at
  least ``level`` of the time;
* Brier = the mean loss, with the normal interval of a mean (the losses' variance from the
  sums of their squares).

A group under ``min_count`` examples is insufficient; one without positives or without
negatives of the label is undefined (ECE against a constant is not calibration), its reason
said, never a number.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import stats

from tb_fairness.metrics.intervals import wilson_interval
from tb_fairness.metrics.validation import check_count_array

__all__ = [
    "BINS",
    "SCALE",
    "Calibration",
    "ScoreSums",
    "bin_counts",
    "calibration",
    "count_score_sums",
    "edge_indices",
    "probability_scale",
]

#: Calibration bins a report keeps: width 0.1 (readers merge them into 5 or 2).
BINS = 10
#: Fixed point of the sums: a score (or a loss) ``x`` is kept as ``rint(x * SCALE)``.
SCALE = 1 << 26
#: Rows summed by one float64 bincount: 2^27 values of at most 2^26 sum exactly.
_CHUNK = 1 << 27

STATE_OK = "ok"
STATE_INSUFFICIENT = "insufficient"
STATE_UNDEFINED = "undefined"


@dataclass(frozen=True)
class ScoreSums:
    """Per label x group, in fixed point (:data:`SCALE`).

    Attributes
    ----------
    scores : ndarray of int64, shape (L, G, BINS)
        The sum of the scores of the group's examples in each calibration bin.
    losses, squares : ndarray of int64, shape (L, G)
        The sums of the examples' Brier losses ``(s - y)^2`` and of their squares.
    """

    scores: np.ndarray
    losses: np.ndarray
    squares: np.ndarray

    def __post_init__(self):
        set_ = object.__setattr__
        scores = np.asarray(self.scores)
        if scores.ndim != 3 or scores.shape[2] != BINS:
            raise ValueError(f"scores: expected shape (labels, groups, {BINS})")
        L, G, _ = scores.shape
        set_(self, "scores", check_count_array(scores, "scores", (L, G, BINS)))
        for field in ("losses", "squares"):
            set_(self, field, check_count_array(getattr(self, field), field, (L, G)))
        if np.any(self.squares > self.losses):
            raise ValueError("squares: expected at most the losses (each loss is in [0, 1])")

    def check_fits(self, n_bins: np.ndarray, n: np.ndarray) -> None:
        """Refuses sums no examples could give: (L, G, BINS) examples per bin, (L, G) in all."""
        if self.scores.shape != n_bins.shape:
            raise ValueError(f"score_sums: expected shape {n_bins.shape}, got {self.scores.shape}")
        if np.any(self.scores > n_bins * SCALE) or np.any(self.losses > n * SCALE):
            raise ValueError("score_sums: expected sums of scores and losses in [0, 1]")

    def merge(self, other: ScoreSums, l_maps, g_maps, L: int, G: int) -> ScoreSums:
        """Both sides' sums, labels and groups moved by the maps (old index -> new)."""
        out = {
            "scores": np.zeros((L, G, BINS), np.int64),
            "losses": np.zeros((L, G), np.int64),
            "squares": np.zeros((L, G), np.int64),
        }
        for side, ls, gs in zip((self, other), l_maps, g_maps):
            at = (np.asarray(ls)[:, None], np.asarray(gs)[None, :])
            for field, arr in out.items():
                arr[at] += getattr(side, field)
        return ScoreSums(**out)


def probability_scale(thresholds) -> bool:
    """Whether the thresholds are probabilities (all in [0, 1]): only then are the scores,
    and the sums kept."""
    return bool(thresholds) and min(thresholds) >= 0.0 and max(thresholds) <= 1.0


def edge_indices(thresholds) -> np.ndarray:
    """Where each bin's lower edge (0, 0.1, ..., 0.9) is among the thresholds; ValueError
    when one is missing (a report on the probability scale always has them: the grid)."""
    position = {t: i for i, t in enumerate(thresholds)}
    edges = [k / BINS for k in range(BINS)]
    missing = [e for e in edges if e not in position]
    if missing:
        raise ValueError(f"thresholds: calibration needs the bins' edges, missing {missing}")
    return np.asarray([position[e] for e in edges], dtype=np.int64)


def _fixed(x: np.ndarray) -> np.ndarray:
    return np.rint(x * SCALE)


def _summed(key: np.ndarray, weights: np.ndarray, size: int) -> np.ndarray:
    """Exact integer sums of fixed-point ``weights`` per key, in chunks float64 keeps exact."""
    out = np.zeros(size, dtype=np.int64)
    for start in range(0, len(key), _CHUNK):
        part = slice(start, start + _CHUNK)
        out += np.bincount(key[part], weights=weights[part], minlength=size).astype(np.int64)
    return out


def count_score_sums(memberships, scores, labels, passed, thresholds) -> ScoreSums:
    """The sums of every grouping's groups (memberships in the space's order) from (N, L)
    ``scores`` in [0, 1], 0/1 ``labels`` and the thresholds each score ``passed``."""
    L = scores.shape[1]
    # A score passes the bin edge k/10 when it passes that threshold, so the bins agree with
    # the counts at the edges exactly: each number of thresholds passed has its bin.
    inner = edge_indices(thresholds)[1:]
    bin_of = np.searchsorted(inner, np.arange(len(thresholds) + 1), side="left")
    sizes = [m.n_values for m in memberships]
    out = {
        "scores": [np.zeros((L, G, BINS), np.int64) for G in sizes],
        "losses": [np.zeros((L, G), np.int64) for G in sizes],
        "squares": [np.zeros((L, G), np.int64) for G in sizes],
    }
    for label in range(L):
        s = np.ascontiguousarray(scores[:, label])
        loss = (s - labels[:, label]) ** 2
        fixed = {"scores": _fixed(s), "losses": _fixed(loss), "squares": _fixed(loss * loss)}
        bins = bin_of[passed[:, label]]
        for i, m in enumerate(memberships):
            G = m.n_values
            codes = np.asarray(m.codes, dtype=np.int64)
            rows = slice(None) if m.people is None else m.people
            key = codes * BINS + bins[rows]
            out["scores"][i][label] = _summed(key, fixed["scores"][rows], G * BINS).reshape(G, BINS)
            for f in ("losses", "squares"):
                out[f][i][label] = _summed(codes, fixed[f][rows], G)
    return ScoreSums(**{f: np.concatenate(v, axis=1) for f, v in out.items()})


def bin_counts(positives, negatives, tp, fp, edges: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Examples and positives per calibration bin, (..., BINS), from the counts (positives,
    negatives (...,), tp, fp (..., T)) at the bins' lower edges' thresholds: those passing
    the bin's lower edge and not the next one."""
    at_edge_p = tp[..., edges]
    at_edge_n = fp[..., edges]
    nxt_p = np.concatenate([at_edge_p[..., 1:], np.zeros_like(at_edge_p[..., :1])], axis=-1)
    nxt_n = np.concatenate([at_edge_n[..., 1:], np.zeros_like(at_edge_n[..., :1])], axis=-1)
    # Below the first edge (0) no probability falls; the first bin's lower edge is 0.
    pos = at_edge_p - nxt_p
    neg = at_edge_n - nxt_n
    pos[..., 0] += positives - at_edge_p[..., 0]
    neg[..., 0] += negatives - at_edge_n[..., 0]
    return pos + neg, pos


@dataclass(frozen=True)
class Calibration:
    """Calibration of each group (G) of one grouping for one label, over ``bins`` bins.

    ``count``, ``positives`` (G, B); ``mean_score``, ``observed``, ``lower``, ``upper``
    (G, B), NaN in an empty bin; per group (G,) ``n``, ``ece``, ``mce``, ``brier`` each with
    ``_lower`` and ``_upper``, NaN unless ``state`` is ok; ``reason`` says why not.
    """

    edges: np.ndarray
    count: np.ndarray
    positives: np.ndarray
    mean_score: np.ndarray
    observed: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    n: np.ndarray
    ece: np.ndarray
    ece_lower: np.ndarray
    ece_upper: np.ndarray
    mce: np.ndarray
    mce_lower: np.ndarray
    mce_upper: np.ndarray
    brier: np.ndarray
    brier_lower: np.ndarray
    brier_upper: np.ndarray
    state: np.ndarray
    reason: np.ndarray


def _merged(x: np.ndarray, bins: int) -> np.ndarray:
    """Adjacent stored bins summed into ``bins`` (a divisor of :data:`BINS`)."""
    return x.reshape(*x.shape[:-1], bins, BINS // bins).sum(axis=-1)


def _simultaneous(pos, count, filled, level):
    """Each group's bin rates' intervals, all holding together at ``level`` at least:
    Clopper-Pearson's (exact, so never below its level, as Wilson's can be in a small bin
    near 0 or 1) at 1 - (1 - level) / K for a group of K non-empty bins (NaN in an empty
    bin)."""
    K = np.maximum(filled.sum(axis=1, keepdims=True), 1)
    alpha = (1 - level) / K / 2
    with np.errstate(invalid="ignore"):
        lo = np.where(pos > 0, stats.beta.ppf(alpha, pos, count - pos + 1), 0.0)
        hi = np.where(pos < count, stats.beta.ppf(1 - alpha, pos + 1, count - pos), 1.0)
    return np.where(filled, lo, np.nan), np.where(filled, hi, np.nan)


def calibration(
    counts, sums: ScoreSums, label: int, columns, *, bins=BINS, level=0.95, min_count=1
) -> Calibration:
    """Each group's reliability, ECE, MCE and Brier (see the module's docstring) for
    ``label`` (an index), the groups ``columns`` of the counts, ``bins`` a divisor of
    :data:`BINS`."""
    if bins <= 0 or BINS % bins:
        raise ValueError(f"bins: expected a divisor of {BINS}, got {bins!r}")
    columns = np.asarray(columns, dtype=np.int64)
    edges_at = edge_indices(counts.thresholds)
    count, pos = bin_counts(
        counts.positives[label, columns],
        counts.negatives[label, columns],
        counts.tp[label, columns],
        counts.fp[label, columns],
        edges_at,
    )
    score_sum = sums.scores[label, columns].astype(np.float64) / SCALE
    count, pos, score_sum = (_merged(x, bins) for x in (count, pos, score_sum))
    n = count.sum(axis=1)
    P = pos.sum(axis=1)
    with np.errstate(invalid="ignore", divide="ignore"):
        mean = np.where(count > 0, score_sum / count, np.nan)
        observed = np.where(count > 0, pos / count, np.nan)
    wilson = wilson_interval(pos, count, level)
    lower = np.where(count > 0, wilson.lower, np.nan)
    upper = np.where(count > 0, wilson.upper, np.nan)

    filled = count > 0
    lo_b, hi_b = _simultaneous(pos, count, filled, level)
    near = np.where(filled, np.maximum(0.0, np.maximum(lo_b - mean, mean - hi_b)), 0.0)
    far = np.where(filled, np.maximum(np.abs(lo_b - mean), np.abs(hi_b - mean)), 0.0)
    error = np.where(filled, np.abs(observed - mean), 0.0)
    with np.errstate(invalid="ignore", divide="ignore"):
        weight = count / n[:, None]
        ece = (weight * error).sum(axis=1)
        ece_lower = (weight * near).sum(axis=1)
        ece_upper = (weight * far).sum(axis=1)
    mce, mce_lower, mce_upper = error.max(axis=1), near.max(axis=1), far.max(axis=1)

    losses = sums.losses[label, columns].astype(np.float64) / SCALE
    squares = sums.squares[label, columns].astype(np.float64) / SCALE
    z = stats.norm.ppf(0.5 + level / 2)
    with np.errstate(invalid="ignore", divide="ignore"):
        brier = losses / n
        variance = np.maximum(squares - n * brier**2, 0.0) / np.maximum(n - 1, 1)
        half = z * np.sqrt(variance / n)
    brier_lower, brier_upper = np.clip(brier - half, 0, 1), np.clip(brier + half, 0, 1)

    state = np.full(len(columns), STATE_OK, dtype=object)
    reason = np.full(len(columns), "", dtype=object)
    for g in range(len(columns)):
        if n[g] == 0:
            state[g], reason[g] = STATE_UNDEFINED, "no examples"
        elif P[g] == 0 or P[g] == n[g]:
            state[g] = STATE_UNDEFINED
            reason[g] = "no positives" if P[g] == 0 else "no negatives"
        elif n[g] < min_count:
            state[g], reason[g] = STATE_INSUFFICIENT, f"fewer than {min_count} examples"
    bad = state != STATE_OK
    per_group = [ece, ece_lower, ece_upper, mce, mce_lower, mce_upper]
    per_group += [brier, brier_lower, brier_upper]
    for arr in per_group:
        arr[bad] = np.nan
    edges = np.arange(bins + 1) / bins
    (ece, ece_lower, ece_upper, mce, mce_lower, mce_upper, brier, brier_lower, brier_upper) = (
        per_group
    )
    return Calibration(
        edges=edges,
        count=count,
        positives=pos,
        mean_score=mean,
        observed=observed,
        lower=lower,
        upper=upper,
        n=n,
        ece=ece,
        ece_lower=ece_lower,
        ece_upper=ece_upper,
        mce=mce,
        mce_lower=mce_lower,
        mce_upper=mce_upper,
        brier=brier,
        brier_lower=brier_lower,
        brier_upper=brier_upper,
        state=state,
        reason=reason,
    )
