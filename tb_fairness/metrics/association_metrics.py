"""The ten association metrics of label associations without ground truth (Aka et al.
2021), each a pure function of the counts ``N``, ``c(x)``, ``c(y)`` and ``c(x, y)``.

Each takes count arrays that broadcast together and returns float64 values in which
``-inf``/``+inf`` are limits and ``nan`` means undefined. Their own module, so that both
the gap tables (:mod:`tb_fairness.metrics.associations`) and the gaps' intervals
(:mod:`tb_fairness.metrics.gap_uncertainty`) import them without importing each other.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

__all__ = [
    "METRICS",
    "METRIC_TITLES",
    "METRIC_RANGES",
    "DEFAULT_METRIC",
    "association",
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


def _f(a):
    return np.asarray(a, dtype=np.float64)


def dp(n, c_x, c_y, c_xy):
    """Demographic parity, ``p(y | x) = c(x, y) / c(x)``.

    Parameters
    ----------
    n : int
        Number of examples ``N``.
    c_x, c_y, c_xy : array_like of int, broadcastable
        Counts of the identity, of the label, and of both together.

    Returns
    -------
    ndarray of float64, in [0, 1]; ``nan`` (undefined) where ``c(x) = 0``.

    Examples
    --------
    >>> float(dp(10, 4, 5, 3))
    0.75
    """
    with np.errstate(divide="ignore", invalid="ignore"):
        return _f(c_xy) / _f(c_x)


def pmi(n, c_x, c_y, c_xy):
    """Pointwise mutual information, ``ln(p(x, y) / (p(x) p(y)))``.

    Returns ``-inf`` where ``c(x, y) = 0`` (and the marginals are not zero), ``nan`` where a
    marginal is zero. Ideal value for an unbiased label: 0.

    Examples
    --------
    >>> round(float(pmi(10, 4, 5, 3)), 6)  # ln(0.3 / (0.4 * 0.5))
    0.405465
    """
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(_f(c_xy) * n / (_f(c_x) * _f(c_y)))


def npmi_y(n, c_x, c_y, c_xy):
    """PMI normalised by the label's self-information, ``pmi / (-ln p(y))``.

    Undefined (``nan``) where ``p(y) = 1``; ``-inf`` where ``c(x, y) = 0``.

    Examples
    --------
    >>> round(float(npmi_y(10, 4, 5, 3)), 6)  # ln 1.5 / ln 2
    0.584963
    """
    with np.errstate(divide="ignore", invalid="ignore"):
        return pmi(n, c_x, c_y, c_xy) / -np.log(_f(c_y) / n)


def npmi_xy(n, c_x, c_y, c_xy):
    """Bouma's normalised PMI, ``pmi / (-ln p(x, y))``, in [-1, 1] (the default metric).

    Where ``c(x, y) = 0`` the value is -1, its limit; undefined where ``p(x, y) = 1``.

    Examples
    --------
    >>> round(float(npmi_xy(10, 4, 5, 3)), 6)  # ln 1.5 / -ln 0.3
    0.336773
    >>> float(npmi_xy(10, 4, 5, 0))
    -1.0
    """
    c_xy = _f(c_xy)
    with np.errstate(divide="ignore", invalid="ignore"):
        value = pmi(n, c_x, c_y, c_xy) / -np.log(c_xy / n)
    # -inf / +inf is nan; the limit as c(x, y) -> 0 is -1 whenever the marginals exist.
    defined = (_f(c_x) > 0) & (_f(c_y) > 0)
    return np.where((c_xy == 0) & defined, -1.0, value)


def pmi2(n, c_x, c_y, c_xy):
    """PMI squared in the joint, ``ln(p(x, y)^2 / (p(x) p(y)))`` (N cancels).

    Examples
    --------
    >>> round(float(pmi2(10, 4, 5, 3)), 6)  # ln(9 / 20)
    -0.798508
    """
    c_xy = _f(c_xy)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(c_xy * c_xy / (_f(c_x) * _f(c_y)))


def sdc(n, c_x, c_y, c_xy):
    """Sorensen-Dice coefficient, ``2 p(x, y) / (p(x) + p(y))``, in [0, 1].

    Examples
    --------
    >>> round(float(sdc(10, 4, 5, 3)), 6)
    0.666667
    """
    with np.errstate(divide="ignore", invalid="ignore"):
        return 2 * _f(c_xy) / (_f(c_x) + _f(c_y))


def ji(n, c_x, c_y, c_xy):
    """Jaccard index, ``p(x, y) / (p(x) + p(y) - p(x, y))``, in [0, 1].

    Examples
    --------
    >>> float(ji(10, 4, 5, 3))
    0.5
    """
    c_xy = _f(c_xy)
    with np.errstate(divide="ignore", invalid="ignore"):
        return c_xy / (_f(c_x) + _f(c_y) - c_xy)


def llr(n, c_x, c_y, c_xy):
    """Log-likelihood ratio as in the paper, ``ln p(x | y) = ln(c(x, y) / c(y))``.

    Examples
    --------
    >>> round(float(llr(10, 4, 5, 3)), 6)  # ln 0.6
    -0.510826
    """
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.log(_f(c_xy) / _f(c_y))


def tau_b(n, c_x, c_y, c_xy):
    """Kendall's tau-b of two binary variables, which equals the phi coefficient.

    ``(n11 n00 - n10 n01) / sqrt(c(x) (N - c(x)) c(y) (N - c(y)))``, in [-1, 1]; undefined
    where either variable is constant (a marginal of 0 or N).

    Examples
    --------
    >>> round(float(tau_b(10, 4, 5, 3)), 6)
    0.408248
    """
    c_x, c_y, c_xy = _f(c_x), _f(c_y), _f(c_xy)
    n11 = c_xy
    n10 = c_x - c_xy
    n01 = c_y - c_xy
    n00 = n - c_x - c_y + c_xy
    with np.errstate(divide="ignore", invalid="ignore"):
        return (n11 * n00 - n10 * n01) / np.sqrt(c_x * (n - c_x) * c_y * (n - c_y))


def t_test(n, c_x, c_y, c_xy):
    """The paper's t-test statistic, ``(p(x, y) - p(x) p(y)) / sqrt(p(x, y) / N)``.

    ``-inf`` where ``c(x, y) = 0`` while both marginals are positive.

    Examples
    --------
    >>> round(float(t_test(10, 4, 5, 3)), 6)  # (0.3 - 0.2) / sqrt(0.03)
    0.57735
    """
    p_x, p_y, p_xy = _f(c_x) / n, _f(c_y) / n, _f(c_xy) / n
    with np.errstate(divide="ignore", invalid="ignore"):
        return (p_xy - p_x * p_y) / np.sqrt(p_xy / n)


_Metric = Callable[..., np.ndarray]

METRICS: dict[str, _Metric] = {
    "dp": dp,
    "pmi": pmi,
    "npmi_y": npmi_y,
    "npmi_xy": npmi_xy,
    "pmi2": pmi2,
    "sdc": sdc,
    "ji": ji,
    "llr": llr,
    "tau_b": tau_b,
    "t_test": t_test,
}
DEFAULT_METRIC = "npmi_xy"

METRIC_TITLES = {
    "dp": "Demographic parity, p(y|x)",
    "pmi": "PMI",
    "npmi_y": "nPMI, normalised by p(y)",
    "npmi_xy": "nPMI, normalised by p(x,y)",
    "pmi2": "PMI\u00b2",
    "sdc": "S\u00f8rensen-Dice",
    "ji": "Jaccard index",
    "llr": "Log-likelihood ratio, ln p(x|y)",
    "tau_b": "Kendall \u03c4-b",
    "t_test": "t-test",
}

# Value range of each metric; None where unbounded.
METRIC_RANGES = {
    "dp": (0.0, 1.0),
    "pmi": None,
    "npmi_y": None,
    "npmi_xy": (-1.0, 1.0),
    "pmi2": None,
    "sdc": (0.0, 1.0),
    "ji": (0.0, 1.0),
    "llr": None,
    "tau_b": (-1.0, 1.0),
    "t_test": None,
}


def association(metric: str, n, c_x, c_y, c_xy) -> np.ndarray:
    """The association ``A(x, y)`` named by ``metric`` (one of :data:`METRICS`)."""
    try:
        fn = METRICS[metric]
    except KeyError:
        raise ValueError(f"metric: expected one of {', '.join(METRICS)}, got {metric!r}") from None
    return fn(n, c_x, c_y, c_xy)
