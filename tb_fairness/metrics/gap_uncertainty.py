"""Intervals and p-values for association gaps, from the stored counts (METRICS.md section 5).

A gap ``sum_k w_k A(x_k, y)`` (a pair: ``w = (1, -1)``; one-vs-rest: ``w = (1, -1/(m-1),
...)``) is a smooth function of the proportions ``p(y)``, ``p(x_k)`` and ``p(x_k, y)``,
which are means of 0/1 indicators over the ``N`` examples. Its variance follows by the
delta method from the covariance of those indicators, which needs, for identities that
overlap (an image predicted both ``man`` and ``woman``), ``p(x_k and x_k')`` and
``p(x_k and x_k', y)``: report version 2 stores both. Assumptions: examples are
independent draws (the multinomial model of the counts), and ``N p`` is large enough for
the normal approximation; with ``c(x, y) = 0`` the log metrics are infinite and their
intervals undefined. docs/statistics.md shows the coverage measured by simulation.

The ``dp`` gap of a pair is a difference of two proportions and gets the interval that
behaves at small counts: Newcombe's hybrid score interval, with the correlation of the
two proportions taken into account when identities overlap (MOVER, Zou and Donner 2008).
"""

from __future__ import annotations

from typing import NamedTuple

import numpy as np
from scipy.special import ndtr

from tb_fairness.metrics.intervals import DEFAULT_LEVEL, wilson_limits, z_value

__all__ = ["GapUncertainty", "gap_uncertainty", "partials"]


class GapUncertainty(NamedTuple):
    """Per row: the gap's standard error, interval and two-sided p-value for "gap = 0".

    ``nan`` where undefined (an infinite or undefined gap, a zero or undefined variance).
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
        pmi = np.log(p_xy) - np.log(p_x) - np.log(p_y)
        if metric == "npmi_y":
            h = -np.log(p_y)  # npmi_y = pmi / h
            return -1.0 / (p_x * h), -1.0 / (p_y * h) + pmi / (p_y * h**2), 1.0 / (p_xy * h)
        if metric == "npmi_xy":
            h = -np.log(p_xy)  # npmi_xy = pmi / h
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

    Examples
    --------
    Two exclusive identities of 1,000 examples each, a label seen in 30% and 20% of them:

    >>> u = gap_uncertainty("pmi", 2000, [1000, 1000], [500], [[300], [200]], [1, -1])
    >>> round(float(u.se[0]), 4)  # sqrt(0.7/300 + 0.8/200), the log relative risk
    0.0796
    >>> round(float(u.p_value[0]), 6)
    0.0
    """
    from tb_fairness.metrics.associations import association

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
    return GapUncertainty(se, lower, upper, np.where(defined, p_value, np.nan))


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
