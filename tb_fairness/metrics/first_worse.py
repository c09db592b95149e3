"""When did it appear? The first step at which a number is significantly worse than it
was at its best before.

A number logged at steps ``t_1 < t_2 < ...`` (a headline's value and its interval at
``level`` per step, as the trend gives them) is compared at every step with the best value
among the steps before it (the lowest for a bias, the highest for a number where higher is
better; the earliest on a tie), by the change's MOVER interval, the test Compare uses
between two reports (:mod:`tb_fairness.metrics.change`). The first step whose change is a
worsening with a p-value below the threshold is the answer.

Multiplicity. Every step is looked at, and each is compared with a best that the data chose,
so the threshold is Bonferroni's over every pair of steps that could have been compared:
with ``k`` steps that have an interval, ``1 - level`` divided by ``k (k - 1) / 2``. The pair
each step is compared on is one of those pairs, whichever earlier step was best, so the
chance of marking any step when the number never changed is at most ``1 - level``, for any
dependence between steps. The price is power on long series: with 10 steps the threshold is
0.05 / 45 (|z| > 3.1), with 100 steps 0.05 / 4950 (|z| > 4.1). The interval reported with
the step is the change's at the adjusted level ``1 - threshold``, so it excludes 0 exactly
when the step is marked.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np

from tb_fairness.metrics.change import interval_p_value, mover_difference, rescale

__all__ = ["FirstWorse", "TEST", "first_worse"]

#: The test, in words, as the trend route and the CLI state it.
TEST = (
    "MOVER interval of the change from the best earlier step, Bonferroni over every pair "
    "of steps with an interval"
)


class FirstWorse(NamedTuple):
    """The first step (``at``, an index into the steps given) significantly worse than the
    best step before it (``vs``); the change ``value[index] - value[vs]`` in the number's own
    direction, its interval at ``adjusted_level``, its p-value against ``threshold``, and
    ``pairs``, the number of pairs of steps the threshold divides ``1 - level`` by."""

    at: int
    vs: int
    change: float
    lower: float
    upper: float
    p_value: float
    threshold: float
    adjusted_level: float
    pairs: int


def first_worse(values, lowers, uppers, *, better: str, level: float) -> FirstWorse | None:
    """The first significantly worse step of a number given per step (ascending), or None
    when there is none or fewer than two steps have a value and a finite interval.

    ``better`` is ``"lower"`` (a bias, a gap) or ``"higher"`` (an accuracy, a worst group's
    value). nan or None stands for an undefined value or end; such a step is skipped.

    >>> r = first_worse([0.10, 0.08, 0.30], [0.05, 0.03, 0.24], [0.15, 0.13, 0.36],
    ...                 better="lower", level=0.95)
    >>> r.at, r.vs, round(r.change, 2), r.pairs
    (2, 1, 0.22, 3)
    >>> first_worse([0.10, 0.12], [0.0, 0.02], [0.2, 0.22], better="lower", level=0.95) is None
    True
    """
    if better not in ("lower", "higher"):
        raise ValueError(f"better: expected 'lower' or 'higher', got {better!r}")
    v, lo, hi = (
        np.array([np.nan if x is None else x for x in xs], dtype=np.float64)
        for xs in (values, lowers, uppers)
    )
    if not v.shape == lo.shape == hi.shape or v.ndim != 1:
        raise ValueError("values, lowers, uppers: expected three sequences of one length")
    if better == "higher":  # judged as a bias: a fall of the number is a rise of its negative
        v, lo, hi = -v, -hi, -lo
    steps = np.flatnonzero(np.isfinite(v) & np.isfinite(lo) & np.isfinite(hi))
    k = steps.size
    if k < 2:
        return None
    pairs = k * (k - 1) // 2
    alpha = (1.0 - level) / pairs
    v, lo, hi = v[steps], lo[steps], hi[steps]
    # The best step before each one: the running minimum (the earliest on a tie).
    best = np.zeros(k, dtype=np.intp)
    for j in range(1, k):
        best[j] = best[j - 1] if v[best[j - 1]] <= v[j - 1] else j - 1
    a = best[1:]
    d, lower, upper = mover_difference(v[a], lo[a], hi[a], v[1:], lo[1:], hi[1:])
    p = interval_p_value(d, lower, upper, level)
    with np.errstate(invalid="ignore"):
        worse = np.flatnonzero((d > 0) & (p < alpha))
    if worse.size == 0:
        return None
    j = int(worse[0])
    adjusted = 1.0 - alpha
    lower_j, upper_j = rescale(d[j], lower[j], upper[j], level, adjusted)
    sign = -1.0 if better == "higher" else 1.0
    ends = sorted((sign * float(lower_j), sign * float(upper_j)))
    return FirstWorse(
        at=int(steps[j + 1]),
        vs=int(steps[a[j]]),
        change=sign * float(d[j]),
        lower=ends[0],
        upper=ends[1],
        p_value=float(p[j]),
        threshold=alpha,
        adjusted_level=adjusted,
        pairs=pairs,
    )
