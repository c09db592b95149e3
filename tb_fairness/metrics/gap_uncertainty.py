"""Intervals and p-values for association gaps, from the stored counts (docs/metrics.md section 5).

A gap ``sum_k w_k A(x_k, y)`` (a pair: ``w = (1, -1)``; one-vs-rest: ``w = (1, -1/(m-1),
...)``) is a smooth function of the proportions ``p(y)``, ``p(x_k)`` and ``p(x_k, y)``,
which are means of 0/1 indicators over the ``N`` examples. Its variance follows by the
delta method from the covariance of those indicators, which needs, for identities that
overlap (an image predicted both ``man`` and ``woman``), ``p(x_k and x_k')`` and
``p(x_k and x_k', y)``: report version 2 stores both. Assumptions: examples are
independent draws (the multinomial model of the counts), and ``N p`` is large enough for
the normal approximation. docs/statistics.md shows the coverage measured by simulation.

The ``dp`` gap of a pair is a difference of two proportions and gets the interval that
behaves at small counts: Newcombe's hybrid score interval, with the correlation of the
two proportions taken into account when identities overlap (MOVER, Zou and Donner 2008).

Where the delta method fails, at the boundary (an identity with ``c(x, y) = 0``, where
``npmi_xy = -1`` and ``pmi = -inf``, or ``c(x, y) = c(x)``) and wherever its variance is
zero or undefined, a row gets :func:`score_interval` instead: Wilson limits of each
``c(x_k, y) / c(x_k)`` carried through the metric and combined by MOVER, with a p-value
that inverts that interval. Those are the strongest biases (``beard``, seen only with
``man``), which would otherwise have no interval and no significance mark.
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from scipy.special import ndtr, ndtri

from tb_fairness.metrics.association_metrics import METRIC_RANGES, association
from tb_fairness.metrics.intervals import DEFAULT_LEVEL, wilson_limits, z_value

__all__ = ["GapUncertainty", "ScoreInterval", "gap_uncertainty", "partials", "score_interval"]


class GapUncertainty(NamedTuple):
    """Per row: the gap's standard error, interval and two-sided p-value for "gap = 0".

    ``se`` is the delta method's, ``nan`` where it has none (an infinite or undefined gap,
    a zero or undefined variance). The interval and p-value are those of
    :func:`score_interval` at the boundary and where ``se`` is ``nan``; an infinite gap has
    its infinite end infinite (``lower = -inf`` or ``upper = +inf``); ``nan`` where the
    gap is undefined.
    """

    se: np.ndarray
    lower: np.ndarray
    upper: np.ndarray
    p_value: np.ndarray


def partials(metric: str, n, p_x, p_y, p_xy):
    """``(dA/dp(x), dA/dp(y), dA/dp(x, y))`` of the metric at the given proportions.

    Arrays broadcast together; ``n`` only enters ``t_test``, whose value grows with sqrt(N).
    """
    with np.errstate(divide="ignore", invalid="ignore"):
        if metric == "dp":
            return -p_xy / p_x**2, np.zeros_like(p_y), 1.0 / p_x
        if metric in ("pmi", "pmi2"):
            return -1.0 / p_x, -1.0 / p_y, (2.0 if metric == "pmi2" else 1.0) / p_xy
        if metric == "llr":
            return np.zeros_like(p_x), -1.0 / p_y, 1.0 / p_xy
        log_xy = np.log(p_xy)
        pmi = log_xy - np.log(p_x) - np.log(p_y)
        if metric == "npmi_y":
            h = -np.log(p_y)  # npmi_y = pmi / h
            return -1.0 / (p_x * h), -1.0 / (p_y * h) + pmi / (p_y * h**2), 1.0 / (p_xy * h)
        if metric == "npmi_xy":
            h = -log_xy  # npmi_xy = pmi / h
            return -1.0 / (p_x * h), -1.0 / (p_y * h), 1.0 / (p_xy * h) + pmi / (p_xy * h**2)
        if metric == "sdc":
            s = p_x + p_y
            return -2.0 * p_xy / s**2, -2.0 * p_xy / s**2, 2.0 / s
        if metric == "ji":
            d = p_x + p_y - p_xy
            return -p_xy / d**2, -p_xy / d**2, (p_x + p_y) / d**2
        if metric == "tau_b":
            num = p_xy - p_x * p_y
            vx, vy = p_x * (1 - p_x), p_y * (1 - p_y)
            den = np.sqrt(vx * vy)
            d_x = -p_y / den - num * (1 - 2 * p_x) / (2 * vx * den)
            d_y = -p_x / den - num * (1 - 2 * p_y) / (2 * vy * den)
            return d_x, d_y, 1.0 / den
        if metric == "t_test":
            root = np.sqrt(n) / np.sqrt(p_xy)  # t = sqrt(N) (p_xy - p_x p_y) / sqrt(p_xy)
            return -p_y * root, -p_x * root, root * (1 - (p_xy - p_x * p_y) / (2 * p_xy))
    raise ValueError(f"metric: no partial derivatives for {metric!r}")


def _variance(n, w, g_x, g_y, g_xy, p_x, p_y, p_xy, o, t):
    """Delta-method variance of ``sum_k w_k A_k``; every array is (m, R) except p_y (R,),
    ``o`` (m, m, R or 1): p(x_k and x_k') with p(x_k) on the diagonal, and ``t``: a dict
    ``{(k, k'): p(x_k and x_k', y)}`` over the overlapping pairs ``k < k'`` only (the
    diagonal, p(x_k, y), is p_xy).

    With indicators ``1_y``, ``1_x``, ``1_xy`` per example, the covariances are
    ``p(y)(1 - p(y))``, ``p(x, y) - p(y) p(x)``, ``p(x, y)(1 - p(y))``,
    ``p(x and x') - p(x) p(x')``, ``p(x and x', y) - p(x) p(x', y)`` and
    ``p(x and x', y) - p(x, y) p(x', y)``; the sum below is ``grad' Cov grad / N``.
    """
    a = w * g_x  # (m, R)
    b = w * g_xy
    g = np.sum(w * g_y, axis=0)
    a_p, b_q = np.sum(a * p_x, axis=0), np.sum(b * p_xy, axis=0)
    if o.shape[2] == 1:  # the overlap does not depend on the label (the reports' case)
        aa = np.sum((o[:, :, 0] @ a) * a, axis=0)
    else:
        aa = np.einsum("kr,jr,kjr->r", a, a, o)
    ab = np.sum(a * b * p_xy, axis=0)
    bb = np.sum(b * b * p_xy, axis=0)
    for (k, j), t_kj in t.items():
        ab = ab + (a[k] * b[j] + a[j] * b[k]) * t_kj
        bb = bb + 2 * b[k] * b[j] * t_kj
    var = (
        g * g * p_y * (1 - p_y)
        + 2 * g * (np.sum(a * (p_xy - p_y * p_x), axis=0) + (1 - p_y) * b_q)
        + aa
        - a_p**2
        + 2 * (ab - a_p * b_q)
        + bb
        - b_q**2
    )
    return var / n


def gap_uncertainty(
    metric: str,
    n,
    c_x,
    c_y,
    c_xy,
    weights,
    overlap=None,
    overlap_joint=None,
    gap=None,
    level: float = DEFAULT_LEVEL,
    tested=None,
) -> GapUncertainty:
    """Interval and p-value of the gap ``sum_k weights[k] A(x_k, y)`` for each of R rows.

    Parameters
    ----------
    metric : str
        One of ``associations.METRICS``.
    n : int or array (R,)
        Number of examples.
    c_x : array (m,) or (m, R)
        ``c(x_k)`` of the m identities the gap combines.
    c_y : array (R,)
        ``c(y)``.
    c_xy : array (m, R)
        ``c(x_k, y)``.
    weights : array (m,)
    overlap : array (m, m) or (m, m, R), optional
        ``c(x_k and x_k')`` (``c(x_k)`` on the diagonal); None: the identities are exclusive.
    overlap_joint : array (m, m, R) or dict {(k, k'): array (R,)} with k < k', optional
        ``c(x_k and x_k', y)`` off the diagonal (the diagonal is ignored); None: zeros.
    gap : array (R,), optional
        The gap itself (computed from the counts when not given).
    level : float
        Confidence level in (0, 1).
    tested : array (R,) of bool, optional
        The rows that want a p-value (the others get nan, and skip the root search of
        :func:`score_interval`); None: every row.

    Notes
    -----
    Rows where the delta method has no variance, or where an identity weighted in the gap
    has ``c(x_k, y) = 0`` or ``c(x_k, y) = c(x_k)``, take the interval and p-value of
    :func:`score_interval` (which ignores the overlap); every other row keeps the delta
    method's (Newcombe's for the ``dp`` pair). Only those rows take the slower path.

    Examples
    --------
    Two exclusive identities of 1,000 examples each, a label seen in 30% and 20% of them:

    >>> u = gap_uncertainty("pmi", 2000, [1000, 1000], [500], [[300], [200]], [1, -1])
    >>> round(float(u.se[0]), 4)  # sqrt(0.7/300 + 0.8/200), the log relative risk
    0.0796
    >>> round(float(u.p_value[0]), 6)
    0.0

    ``beard``, 42 times among 5,000 men and never among 5,000 women (nPMI gap 1.127):

    >>> u = gap_uncertainty("npmi_xy", 10000, [5000, 5000], [42], [[42], [0]], [1, -1])
    >>> [f"{float(v[0]):.3g}" for v in u]
    ['nan', '0.249', '1.19', '8.77e-06']
    """
    z = z_value(level)
    w = np.asarray(weights, dtype=np.float64)[:, None]
    m = w.shape[0]
    c_y = np.asarray(c_y, dtype=np.float64).reshape(-1)
    R = c_y.shape[0]
    c_xy = np.asarray(c_xy, dtype=np.float64).reshape(m, R)
    # Whatever is the same for every label stays one column (c(x), N, the overlap): the
    # arithmetic broadcasts, and _variance takes a matrix product over the identities
    # instead of an (m, m, R) einsum.
    c_x = np.asarray(c_x, dtype=np.float64).reshape(m, -1)  # (m, 1) or (m, R)
    n_arr = float(n) if np.ndim(n) == 0 else np.asarray(n, dtype=np.float64).reshape(R)
    p_x, p_y, p_xy = c_x / n_arr, c_y / n_arr, c_xy / n_arr
    if overlap is None:
        o = np.zeros((m, m, 1))
    else:
        o = np.asarray(overlap, dtype=np.float64)
        o = (o if o.ndim == 3 else o[:, :, None]) / (
            n_arr if isinstance(n_arr, float) else n_arr[None, None, :]
        )
    columns = max(o.shape[2], p_x.shape[1])
    o = np.array(np.broadcast_to(o, (m, m, columns)))
    t = _pair_dict(overlap_joint, m, n_arr)
    k = np.arange(m)
    o[k, k] = np.broadcast_to(p_x, (m, columns))
    if gap is None:
        with np.errstate(invalid="ignore"):
            gap = np.sum(w * association(metric, n_arr, c_x, c_y, c_xy), axis=0)
    gap = np.asarray(gap, dtype=np.float64)
    g_x, g_y, g_xy = (np.broadcast_to(d, (m, R)) for d in partials(metric, n_arr, p_x, p_y, p_xy))
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        var = _variance(n_arr, w, g_x, g_y, g_xy, p_x, p_y, p_xy, o, t)
        se = np.sqrt(np.where(var > 0, var, np.nan))
        defined = np.isfinite(gap) & np.isfinite(se)
        se = np.where(defined, se, np.nan)
        lower, upper = gap - z * se, gap + z * se
        p_value = 2 * ndtr(-np.abs(gap) / se)  # norm.sf's value, without its overhead
        if metric == "dp" and m == 2 and np.all(w[:, 0] == (1, -1)):
            lower, upper = _mover_dp(c_x, c_xy, var, z)
        lower, upper = np.where(defined, lower, np.nan), np.where(defined, upper, np.nan)
        tested = np.ones(R, dtype=bool) if tested is None else np.asarray(tested, dtype=bool)
        p_value = np.where(defined & tested, p_value, np.nan)
    # Where the delta method fails (no variance, an infinite gap) or an identity sits on
    # the boundary (c(x, y) = 0 or c(x)): the score (MOVER) interval, see score_interval.
    used = w[:, 0] != 0
    c_x_rows = np.broadcast_to(c_x, (m, R))
    edge = np.any(((c_xy == 0) | (c_xy == c_x_rows))[used], axis=0)
    redo = np.flatnonzero(edge | ~defined)
    if redo.size:
        s = score_interval(
            metric,
            n_arr if isinstance(n_arr, float) else n_arr[redo],
            c_x_rows[used][:, redo],
            c_y[redo],
            c_xy[used][:, redo],
            w[used, 0],
            gap=gap[redo],
            level=level,
            tested=tested[redo],
        )
        lower[redo], upper[redo], p_value[redo] = s.lower, s.upper, s.p_value
    return GapUncertainty(se, lower, upper, p_value)


def _pair_dict(overlap_joint, m, n):
    """``{(k, k'): p(x_k and x_k', y)}`` over the pairs k < k' holding any count."""
    if overlap_joint is None:
        return {}
    if isinstance(overlap_joint, dict):
        items = overlap_joint.items()
    else:
        dense = np.asarray(overlap_joint)
        items = (((k, j), dense[k, j]) for k in range(m) for j in range(k + 1, m))
    return {(k, j): np.asarray(v, dtype=np.float64) / n for (k, j), v in items if np.any(v)}


def _mover_dp(c_x, c_xy, var, z):
    """Newcombe's hybrid score limits of ``p(y|a) - p(y|b)``, corrected for their correlation.

    ``lower = d - sqrt(da^2 + db^2 - 2 r da db)`` with ``da = p1 - l1``, ``db = u2 - p2``
    (and symmetrically for ``upper``); ``r`` is the delta-method correlation of the two
    proportions, 0 for exclusive identities (then this is Newcombe's method 10). ``var`` is
    the delta-method variance of the difference; each proportion's own is ``p (1 - p) / c``.
    """
    p1, l1, u1 = wilson_limits(c_xy[0], c_x[0], z)
    p2, l2, u2 = wilson_limits(c_xy[1], c_x[1], z)
    v1, v2 = p1 * (1 - p1) / c_x[0], p2 * (1 - p2) / c_x[1]
    cov = (v1 + v2 - var) / 2  # Var(p1 - p2) = v1 + v2 - 2 cov
    r = np.clip(np.nan_to_num(cov / np.sqrt(v1 * v2)), -1.0, 1.0)
    d = p1 - p2
    lo_a, hi_b = p1 - l1, u2 - p2
    hi_a, lo_b = u1 - p1, p2 - l2
    lower = d - np.sqrt(np.maximum(lo_a**2 + hi_b**2 - 2 * r * lo_a * hi_b, 0))
    upper = d + np.sqrt(np.maximum(hi_a**2 + lo_b**2 - 2 * r * hi_a * lo_b, 0))
    return lower, upper


class ScoreInterval(NamedTuple):
    """Per row: the score (MOVER) interval of a gap and its two-sided p-value for "gap = 0"."""

    lower: np.ndarray
    upper: np.ndarray
    p_value: np.ndarray


# The metrics whose A(x, y) at c(x, y) = 0 is not a value the estimate varies around: -inf,
# or (npmi_xy) the limit -1 reached with an infinite slope. Their zero cells enter an
# interval's end by their own limits, not by MOVER (score_interval, step 3).
STEEP_AT_ZERO = frozenset({"pmi", "pmi2", "llr", "npmi_y", "npmi_xy", "t_test"})

# The p-value's root search runs over z in [_Z_MIN, _Z_MAX]: beyond, the p-value is 0.0
# (Phi(-40) underflows double precision); below, 1 within 1e-12. It stops when ln z is
# known within _TOL (ln z, or z relative): the p-value within about z^2 _TOL, relative.
_Z_MIN, _Z_MAX = 1e-12, 40.0
_TOL = 1e-7
_SECANT_STEPS, _MAX_STEPS = 16, 80


def score_interval(
    metric: str,
    n,
    c_x,
    c_y,
    c_xy,
    weights,
    gap=None,
    level: float = DEFAULT_LEVEL,
    tested=None,
) -> ScoreInterval:
    """The gap ``sum_k weights[k] A(x_k, y)``'s interval from score intervals of the
    proportions ``q_k = c(x_k, y) / c(x_k)`` (MOVER, Zou and Donner 2008), and its p-value.

    :func:`gap_uncertainty` uses it where the delta method fails: where an identity has
    ``c(x_k, y) = 0`` or ``c(x_k, y) = c(x_k)``, or the variance is zero or undefined.
    Arguments as there (``c_x`` (m,) or (m, R); ``tested``: the rows that want a p-value);
    the identities are taken as exclusive (the correlation of overlapping identities is
    ignored).

    1. **Each identity.** ``q_k`` gets its Wilson interval ``[l_k, u_k]``. Every metric
       is increasing in ``p(x, y) = p(x) q`` with ``p(x)`` and ``p(y)`` held fixed, so
       ``A_k``'s interval is ``[L_k, U_k] = [A(p(x) l_k), A(p(x) u_k)]``, clipped to the
       metric's range (``p(x) u_k`` may pass ``p(y)``, the truth may not).
    2. **MOVER.** The identities whose ``A_k`` is a value the estimate varies around
       combine as ``G -/+ sqrt(sum_k (w_k A_k - B_k)^2)``, with ``G`` their part of the
       gap and ``B_k`` the end of ``w_k A_k``'s interval on that side (``w_k L_k`` or
       ``w_k U_k``). For ``dp`` of an exclusive pair this is Newcombe's hybrid score
       interval.
    3. **Zero cells of steep metrics** (:data:`STEEP_AT_ZERO`: ``A_k = -inf``, or the
       ``npmi_xy`` limit -1) add their end ``B_k`` as it is (a box). The estimate sits on
       the end of its interval whatever the truth, which is where MOVER's sum of squares
       falls short (with MOVER there, one-vs-rest nPMI covered 0.92 at zero cells).
    4. **Levels.** An end made of ``P`` pieces (the MOVER part, and each zero cell whose
       end on that side is not the metric's floor) takes every piece at the one-sided
       level ``a / (2 P)``, ``a = 1 - level``: the end misses at most ``a / 2``
       (Bonferroni). With ``P = 1`` these are the plain limits at ``level``. An infinite
       gap (a zero cell of ``pmi``, ``pmi2``, ``llr``, ``npmi_y``, ``t_test``) keeps its
       infinite end (``+/-inf``) and gets a finite other end; ``inf - inf`` stays
       undefined (nan).
    5. **p-value.** ``p = min(1, 2 P Phi(-z*))`` where ``z*`` (the pieces' z) puts the end
       nearest 0 on 0, found by a vectorised root search (:func:`_root`): the interval
       inverted, so ``p < 1 - level`` exactly when the interval excludes 0 (enforced to
       the last bit at ``level``; at other levels up to the search's tolerance).

    Returns nan where a value is undefined (a marginal count of 0, ``p(y) = 1`` for
    ``npmi_y``, ...).

    Examples
    --------
    ``beard``: 42 of 5,000 images of men, none of 5,000 of women (nPMI gap 1.127):

    >>> s = score_interval("npmi_xy", 10000, [5000, 5000], [42], [[42], [0]], [1, -1])
    >>> [f"{float(v[0]):.3g}" for v in s]
    ['0.249', '1.19', '8.77e-06']
    >>> s = score_interval("pmi", 10000, [5000, 5000], [42], [[42], [0]], [1, -1])
    >>> [f"{float(v[0]):.3g}" for v in s]  # the gap is +inf
    ['1.78', 'inf', '8.77e-06']
    """
    z = z_value(level)
    w = np.asarray(weights, dtype=np.float64)[:, None]
    m = w.shape[0]
    c_y = np.asarray(c_y, dtype=np.float64).reshape(-1)
    R = c_y.shape[0]
    c_xy = np.asarray(c_xy, dtype=np.float64).reshape(m, R)
    c_x = np.broadcast_to(np.asarray(c_x, dtype=np.float64).reshape(m, -1), (m, R))
    n = float(n) if np.ndim(n) == 0 else np.asarray(n, dtype=np.float64).reshape(R)
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        values = association(metric, n, c_x, c_y, c_xy)  # (m, R)
        gap = np.sum(w * values, axis=0) if gap is None else np.asarray(gap, dtype=np.float64)
    used = w != 0
    ok = ~np.isnan(gap) & np.all(~(np.isnan(values) | (c_x <= 0)) | ~used, axis=0)
    steep = used & (np.isinf(values) | ((c_xy == 0) & (metric in STEEP_AT_ZERO)))
    # Pieces of each end: the MOVER part, and each steep zero cell whose end on that side
    # is its upper limit (its lower one is the metric's floor, which cannot miss).
    mover = np.any(used & ~steep, axis=0)
    pieces = {
        side: np.maximum(mover + np.sum(steep & (side * w < 0), axis=0), 1).astype(np.float64)
        for side in (1.0, -1.0)
    }
    alpha = 1.0 - float(level)
    end = _EndOfGap(metric, n, c_x, c_y, c_xy, w, values, steep, gap)
    with np.errstate(invalid="ignore", divide="ignore", over="ignore"):
        z_at = {s: np.where(p == 1, z, -ndtri(alpha / (2 * p))) for s, p in pieces.items()}
        lower = np.where(gap == -np.inf, -np.inf, end(1.0, z_at[1.0], exact=True))
        upper = np.where(gap == np.inf, np.inf, end(-1.0, z_at[-1.0], exact=True))
        # The end nearest 0 is on the gap's side; h(z) = its distance from 0 towards the
        # gap falls as z grows (from |g| at z = 0 for a finite gap): solve h(z*) = 0.
        side = np.sign(gap)
        z_star = np.zeros(R)
        wanted = np.ones(R, dtype=bool) if tested is None else np.asarray(tested, dtype=bool)
        todo = np.flatnonzero(ok & wanted & (side != 0))
        if todo.size:
            s_todo = side[todo]
            z0 = np.where(s_todo > 0, z_at[1.0][todo], z_at[-1.0][todo])
            h0 = np.where(s_todo > 0, lower[todo], -upper[todo])
            z_star[todo] = _root(end.subset(todo), s_todo, z0, h0, np.any(steep[:, todo], axis=0))
        near = np.where(side > 0, pieces[1.0], pieces[-1.0])
        p_value = np.where(side == 0, 1.0, np.minimum(2 * near * ndtr(-z_star), 1.0))
        # Agreement with the interval at `level`, exact whatever the search's last bit.
        excludes = (lower > 0) | (upper < 0)
        p_value = np.where(
            excludes, np.minimum(p_value, np.nextafter(alpha, 0.0)), np.maximum(p_value, alpha)
        )
    nan = np.full(R, np.nan)
    return ScoreInterval(
        np.where(ok, lower, nan), np.where(ok, upper, nan), np.where(ok & wanted, p_value, nan)
    )


def _root(end, side, z0, h0, log_scale):
    """Per row, the z at which ``h(z) = side * end(side, z)``, which falls as z grows, is 0
    (``_Z_MAX`` if it stays above; about ``_Z_MIN`` if it is below there). ``h(z0) = h0``
    is known (the interval at the level), and ``h(0) = |gap|``.

    Secant steps kept inside a bracket (Dekker's method, vectorised): where a secant step
    leaves the bracket, regula falsi with the Illinois modification; a bisection step
    where that leaves it too, and after _SECANT_STEPS steps, so that it always converges.
    In ``t = ln z`` for the rows with steep zero cells (their ends
    ``A(p(x) z^2 / (c(x) + z^2))`` are close to linear in ``ln z``), in z elsewhere (MOVER
    widths grow about linearly with z). Rows are dropped as they converge: about 7
    evaluations of the ends for most rows.
    """
    gap = np.abs(end.gap)
    lo = np.where(log_scale, np.log(_Z_MIN), 0.0)
    hi = np.where(log_scale, np.log(_Z_MAX), _Z_MAX)
    x0 = np.where(log_scale, np.log(z0), z0)
    above = h0 > 0  # z* > z0
    a, fa = np.where(above, x0, lo), np.where(above, h0, gap)
    b, fb = np.where(above, hi, x0), np.where(above, -np.inf, h0)
    z = np.where(h0 == 0, z0, np.nan)
    rows = np.flatnonzero(above)
    if rows.size:
        fb[rows] = side[rows] * end.subset(rows)(side[rows], np.full(rows.size, _Z_MAX))
        z[rows[fb[rows] > 0]] = _Z_MAX
    # The last two points: (x0, h0), and h(0) = |gap| on the linear scale.
    xp, fp = np.where(log_scale, np.nan, 0.0), np.where(log_scale, np.nan, gap)
    xc, fc = x0.copy(), h0.copy()
    kept = np.zeros(side.shape, dtype=np.int8)  # the bracket's end kept last: 1 a, -1 b
    active = np.flatnonzero(np.isnan(z))
    # The function on a subset of the rows, taken anew when the active rows fall below
    # 70% of it (evaluating a few converged rows costs less than slicing every step).
    held = {"rows": np.arange(side.size), "end": end}

    def at(rows, z_rows):
        if rows.size < 0.7 * held["rows"].size:
            held["end"] = end.subset(rows)
            held["rows"] = rows
        if rows.size == held["rows"].size:
            return held["end"](side[rows], z_rows)
        z_all = np.ones(held["rows"].size)
        where = np.searchsorted(held["rows"], rows)
        z_all[where] = z_rows
        return held["end"](side[held["rows"]], z_all)[where]

    for step in range(_MAX_STEPS):
        if not active.size:
            break
        a_, b_, fa_, fb_ = a[active], b[active], fa[active], fb[active]
        xp_, fp_, xc_, fc_ = xp[active], fp[active], xc[active], fc[active]
        log_ = log_scale[active]
        x = xc_ - fc_ * (xc_ - xp_) / (fc_ - fp_)  # secant
        if step == 0:  # no second point on the log scale yet: a step of e either way
            probe = np.where(above[active], x0[active] + 1, x0[active] - 1)
            x = np.where(np.isnan(xp_), probe, x)
        falsi = b_ - fb_ * (b_ - a_) / (fb_ - fa_)
        x = np.where((x > a_) & (x < b_), x, falsi)
        keep = (x > a_) & (x < b_) & (step < _SECANT_STEPS)
        x = np.where(keep, x, 0.5 * (a_ + b_))
        fx = side[active] * at(active, np.where(log_, np.exp(x), x))
        right = fx > 0  # z* > x: x replaces a, b is kept
        k = kept[active]
        # Illinois: an end kept twice in a row has its h halved.
        fb_ = np.where(right & (k == -1), 0.5 * fb_, fb_)
        fa_ = np.where(~right & (k == 1), 0.5 * fa_, fa_)
        a[active], fa[active] = np.where(right, x, a_), np.where(right, fx, fa_)
        b[active], fb[active] = np.where(right, b_, x), np.where(right, fb_, fx)
        kept[active] = np.where(right, -1, 1)
        xp[active], fp[active], xc[active], fc[active] = xc_, fc_, x, fx
        scale = np.where(log_, 1.0, np.maximum(np.abs(x), 1e-3))
        done = (
            (fx == 0) | (np.abs(x - xc_) <= _TOL * scale) | (b[active] - a[active] <= _TOL * scale)
        )
        z[active[done]] = np.where(log_, np.exp(x), x)[done]
        active = active[~done]
    z[active] = np.where(log_scale[active], np.exp(xc[active]), xc[active])
    return z


def _of_joint(metric: str, n, c_x, c_y):
    """``(f, constants)``: ``f(c, *constants)`` is ``association(metric, n, c_x, c_y, c)``
    as a function of the joint count ``c`` alone (the margins held fixed), with what does
    not depend on ``c`` computed once. The arrays of ``constants`` have the rows last."""
    with np.errstate(divide="ignore", invalid="ignore"):
        if metric == "dp":
            return (lambda c, k: c * k), (1.0 / c_x,)
        if metric == "sdc":
            return (lambda c, k: c * k), (2.0 / (c_x + c_y),)
        if metric == "ji":
            return (lambda c, k: c / (k - c)), (c_x + c_y,)
        if metric == "tau_b":
            den = 1.0 / np.sqrt(c_x * (n - c_x) * c_y * (n - c_y))
            return (lambda c, k, d: (c * n - k) * d), (c_x * c_y, den)
        if metric == "t_test":
            return (lambda c, k: (c - k) / np.sqrt(c)), (c_x * c_y / n,)
        k = np.log(n / (c_x * c_y))  # pmi = ln c + k
        if metric == "pmi":
            return (lambda c, k: np.log(c) + k), (k,)
        if metric == "pmi2":
            return (lambda c, k: 2.0 * np.log(c) + k), (k - np.log(n),)
        if metric == "llr":
            return (lambda c, k: np.log(c) - k), (np.log(c_y),)
        if metric == "npmi_y":
            return (lambda c, k, h: (np.log(c) + k) * h), (k, -1.0 / np.log(c_y / n))
        if metric == "npmi_xy":

            def npmi_xy(c, k, ln_n):
                ln_c = np.log(c)
                return np.where(c > 0, (ln_c + k) / (ln_n - ln_c), -1.0)

            return npmi_xy, (k, np.log(n))
    raise ValueError(f"metric: expected one of the association metrics, got {metric!r}")


class _EndOfGap:
    """One end of the score interval of a gap, as a function of the side (+1 lower, -1
    upper; per row) and of the pieces' z (per row): the Wilson limits, the metric there,
    MOVER over the identities that are not steep zero cells plus the ends of those.

    ``exact=True`` takes the limits from ``wilson_limits`` and the metric from
    ``association`` (the interval at the level); the root search takes the same numbers
    from the lower or upper limit alone and the metric's constants computed once (equal to
    rounding; score_interval makes the p-value agree with the interval exactly).
    """

    def __init__(self, metric, n, c_x, c_y, c_xy, w, values, steep, gap):
        self.metric, self.n, self.c_x, self.c_y, self.c_xy = metric, n, c_x, c_y, c_xy
        self.w, self.values, self.steep, self.gap = w, values, steep, gap
        self.sign_w = np.sign(w)
        self.bounds = METRIC_RANGES[metric]
        self.smooth = (w != 0) & ~steep
        self.wv = w * values
        # MOVER's centre: the gap without its steep terms (for a finite gap, from the gap
        # as given, so that rows without steep terms are centred on it exactly).
        with np.errstate(invalid="ignore", divide="ignore"):
            steep_part = np.sum(np.where(steep, self.wv, 0.0), axis=0)
            smooth_part = np.sum(np.where(self.smooth, self.wv, 0.0), axis=0)
            self.centre = np.where(np.isfinite(gap), gap - steep_part, smooth_part)
            self.twice_s = 2.0 * c_xy
            self.twice_n = 2.0 * c_x
            self.spread4 = 4.0 * c_xy * (c_x - c_xy) / c_x  # Wilson's 4 s (n - s) / n
            self.of_joint, self.constants = _of_joint(metric, n, c_x, c_y)

    def subset(self, rows):
        """The same function on a subset of the rows."""
        n = self.n if isinstance(self.n, float) else self.n[rows]
        return _EndOfGap(
            self.metric,
            n,
            self.c_x[:, rows],
            self.c_y[rows],
            self.c_xy[:, rows],
            self.w,
            self.values[:, rows],
            self.steep[:, rows],
            self.gap[rows],
        )

    def __call__(self, side, z, exact=False):
        # Side +1 takes w_k L_k where w_k > 0 and w_k U_k where w_k < 0; side -1 the reverse.
        sigma = side * self.sign_w
        if exact:
            _, l, u = wilson_limits(self.c_xy, self.c_x, z)
            at = association(
                self.metric, self.n, self.c_x, self.c_y, self.c_x * np.where(sigma > 0, l, u)
            )
        else:
            # (2s + z^2 -/+ z sqrt(z^2 + 4 s (n - s) / n)) / (2 (n + z^2)): exactly 0 at
            # s = 0 (sqrt(fl(z^2)) = z), at most 1.
            z2 = z * z
            q = (self.twice_s + z2 - sigma * z * np.sqrt(z2 + self.spread4)) / (
                self.twice_n + 2.0 * z2
            )
            at = self.of_joint(self.c_x * np.minimum(q, 1.0), *self.constants)
        if self.bounds is not None:  # p(x) u_k may pass p(y); the truth is in the metric's range
            at = np.clip(at, *self.bounds)
        ends = self.w * at
        spread = np.where(self.smooth, self.wv - ends, 0.0)
        box = np.sum(np.where(self.steep, ends, 0.0), axis=0)
        return self.centre - side * np.sqrt(np.sum(spread * spread, axis=0)) + box
