"""What the three fairness indicators of Goyal et al. 2022 share (docs/metrics.md section 3).

The indicators themselves live in one module each:

- :mod:`tb_fairness.metrics.harmful`: harmful label association (``HarmfulCounts``);
- :mod:`tb_fairness.metrics.geodiversity`: hit rates by household, region and income
  (``GeoCounts``);
- :mod:`tb_fairness.metrics.retrieval`: same-attribute retrieval, ``P@K`` by query group
  (``RetrievalCounts``).

This module holds the pieces they have in common: reading group membership (one attribute,
one value per example or several), checking thresholds, and the gap of each group to the
mean of the other groups. Pure numpy; no I/O.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from tb_fairness.metrics.names import merge_order, natural_order
from tb_fairness.metrics.validation import (
    as_value_array,
    check_increasing,
    check_names,
    check_sequence,
    check_value_column,
    shown,
)

__all__ = ["group_membership", "gap_to_others", "check_thresholds", "first_items", "value_column"]


def first_items(items, limit=5) -> str:
    """The first few items for an error message, with how many there are in all."""
    items = list(items)
    shown = ", ".join(repr(item) for item in items[:limit])
    return shown + (f", ... ({len(items)} in all)" if len(items) > limit else "")


def _missing_values(values: np.ndarray) -> np.ndarray:
    """Where a 1-D array of group values, ids or labels holds NaN or None."""
    if values.dtype == object:
        return np.fromiter(
            (v is None or (isinstance(v, float) and v != v) for v in values.tolist()),
            dtype=bool,
            count=values.size,
        )
    if np.issubdtype(values.dtype, np.floating):
        return np.isnan(values)
    return np.zeros(values.shape, dtype=bool)


def value_column(values, n: int | None, name: str) -> np.ndarray:
    """A 1-D array of ``n`` hashable values (ids, labels, group values) with none missing."""
    check_sequence(values, name, "one value per example")
    arr = as_value_array(values, name)
    if arr.ndim != 1:
        raise ValueError(f"{name}: expected a 1-D array, got shape {arr.shape}")
    check_value_column(arr, name)
    if n is not None and arr.shape[0] != n:
        raise ValueError(f"{name}: expected {n} entries (one per example), got {arr.shape[0]}")
    missing = _missing_values(arr)
    if missing.any():
        raise ValueError(
            f"{name}: expected a value for every example, found NaN/None at "
            f"index {int(np.flatnonzero(missing)[0])}"
        )
    return arr


def group_membership(
    groups, n: int, *, group_names: Sequence[str] | None = None, name: str = "groups"
) -> tuple[np.ndarray, tuple]:
    """Group membership as a boolean matrix of shape (n, G), and the G group names.

    Parameters
    ----------
    groups : array_like (n,), array_like of bool (n, G), or mapping str -> array_like (n,)
        One attribute. Either one value per example (any hashable values; names are
        their ``str``), or membership of each example in each of G values (several
        per example allowed; none allowed: the example then counts in no group), as a
        matrix with ``group_names`` or a mapping name -> boolean column.
    n : int
        Number of examples.
    group_names : sequence of str (G,), optional
        The groups and their order. Required with a matrix; with one value per example,
        every value must be among them (groups without examples are kept, with zero
        counts), and without it the names are the distinct values in natural order
        (:func:`~tb_fairness.metrics.names.natural_key`).
    name : str
        The argument's name in error messages.

    Returns
    -------
    membership : ndarray of bool, shape (n, G)
    names : tuple of str, length G

    Examples
    --------
    >>> X, names = group_membership(["b", "a", "b"], 3)
    >>> names, X.astype(int).tolist()
    (('a', 'b'), [[0, 1], [1, 0], [0, 1]])
    >>> X, names = group_membership({"young": [1, 0, 1], "old": [0, 0, 1]}, 3)
    >>> names, X.astype(int).tolist()
    (('young', 'old'), [[1, 0], [0, 0], [1, 1]])
    """
    if isinstance(groups, Mapping):
        if group_names is not None:
            raise ValueError("group_names: not used with a mapping of groups; leave it None")
        names = check_names(groups.keys(), name)
        columns = [_bool_column(groups[g], n, f"{name}[{g!r}]") for g in names]
        X = np.stack(columns, axis=1) if columns else np.zeros((n, 0), dtype=bool)
    elif isinstance(groups, (str, bytes)) or groups is None:
        raise TypeError(
            f"{name}: expected one value per example or a membership matrix, got {shown(groups)}"
        )
    else:
        arr = as_value_array(groups, name)
        if arr.ndim == 2:
            if group_names is None:
                raise ValueError("group_names: required with a membership matrix")
            names = check_names(group_names, "group_names")
            if arr.shape != (n, len(names)):
                raise ValueError(
                    f"{name}: expected shape ({n}, {len(names)}) (examples x "
                    f"group_names), got {arr.shape}"
                )
            X = _bool_column(arr, None, name)
        else:
            values = value_column(arr, n, name).astype(str)
            if group_names is None:  # the values seen, in natural order
                unique, index = np.unique(values, return_inverse=True)
                order = natural_order(unique.tolist())
                rank = np.empty_like(order)
                rank[order] = np.arange(order.size)
                names = tuple(unique[order].tolist())
                index = rank[index.reshape(-1)]
            else:
                names = check_names(group_names, "group_names")
                order = np.argsort(np.asarray(names, dtype=str), kind="stable")
                sorted_names = np.asarray(names, dtype=str)[order]
                pos = np.searchsorted(sorted_names, values)
                pos = np.minimum(pos, max(len(names) - 1, 0))
                known = (sorted_names[pos] == values) if len(names) else np.zeros(n, bool)
                if not known.all():
                    raise ValueError(
                        f"{name}: values not in group_names: "
                        f"{first_items(np.unique(values[~known]).tolist())}"
                    )
                index = order[pos]
            X = np.zeros((n, len(names)), dtype=bool)
            X[np.arange(n), index] = True
    if X.shape[1] == 0:
        raise ValueError(f"{name}: expected at least one group")
    return X, names


def _bool_column(values, n, name) -> np.ndarray:
    arr = np.asarray(values)
    if n is not None and (arr.ndim != 1 or arr.shape[0] != n):
        raise ValueError(f"{name}: expected {n} entries (one per example), got shape {arr.shape}")
    if arr.dtype != bool:
        if not np.issubdtype(arr.dtype, np.number) or not np.all((arr == 0) | (arr == 1)):
            raise ValueError(f"{name}: expected booleans or 0/1, got other values")
        arr = arr != 0
    return arr


def check_thresholds(thresholds, name: str = "thresholds") -> tuple:
    """Thresholds as a non-empty, strictly increasing tuple of finite floats.

    Parameters
    ----------
    thresholds : real or sequence of real
    name : str
        The argument's name in error messages.

    Examples
    --------
    >>> check_thresholds([0, 0.1, 0.3, 0.8])
    (0.0, 0.1, 0.3, 0.8)
    """
    return check_increasing(thresholds, name, scalar=True, what="strictly increasing values")


def aligned_union(mine: tuple, theirs: tuple):
    """Names of both sides in canonical order (:func:`~tb_fairness.metrics.names.merge_order`)
    and where each side's go."""
    names = merge_order(mine, theirs)
    if mine == theirs == names:
        return mine, np.arange(len(mine)), np.arange(len(mine))
    position = {name: i for i, name in enumerate(names)}
    return (
        names,
        np.fromiter((position[t] for t in mine), dtype=np.int64, count=len(mine)),
        np.fromiter((position[t] for t in theirs), dtype=np.int64, count=len(theirs)),
    )


def gap_to_others(rates, axis: int = 0) -> np.ndarray:
    """Each group's rate minus the mean rate of the other groups.

    Parameters
    ----------
    rates : array_like of float, groups along ``axis``
        ``nan`` marks a group whose rate is undefined (no examples).
    axis : int
        The groups' axis.

    Returns
    -------
    ndarray of float64, the shape of ``rates``
        ``rate[g] - mean_{h != g} rate[h]``, the mean taken over the other groups whose
        rate is defined. ``nan`` (undefined) where ``rate[g]`` is undefined or no other
        group has a defined rate. Ideal value: 0.

    Examples
    --------
    >>> gap_to_others([0.5, 0.1, 0.3]).round(3).tolist()
    [0.3, -0.3, 0.0]
    >>> gap_to_others([0.5, np.nan, 0.3]).round(3).tolist()  # an empty group is left out
    [0.2, nan, -0.2]
    """
    rates = np.moveaxis(np.asarray(rates, dtype=np.float64), axis, 0)
    defined = ~np.isnan(rates)
    total = np.where(defined, rates, 0.0).sum(axis=0)
    count = defined.sum(axis=0)
    with np.errstate(divide="ignore", invalid="ignore"):
        others = (total - np.where(defined, rates, 0.0)) / (count - defined)
        gap = np.where(defined & (count - defined > 0), rates - others, np.nan)
    return np.moveaxis(gap, 0, axis)
