"""Argument checks shared by the counts of every metric family.

The counts dataclasses (``AssociationCounts``, ``GroupCounts``, ``SkewCounts``,
``DetectionCounts``, ...) and the counting functions check their vocabularies and count
arrays with these, so the same mistake gets the same message everywhere. Pure numpy.
"""

from __future__ import annotations

import numpy as np

__all__ = ["check_count_array", "check_names"]


def check_count_array(value, name, shape):
    """``value`` as an int64 array of whole counts >= 0 of shape ``shape``.

    Raises ValueError, naming the argument ``name``, for another shape, a fractional or
    non-finite count, or a negative one.

    Examples
    --------
    >>> check_count_array([[1.0, 2.0]], "n", (1, 2)).tolist()
    [[1, 2]]
    """
    arr = np.asarray(value)
    if arr.shape != shape:
        raise ValueError(f"{name}: expected shape {shape}, got {arr.shape}")
    if arr.size and not np.issubdtype(arr.dtype, np.integer):
        if not np.all(np.isfinite(arr)) or np.any(arr != np.round(arr)):
            raise ValueError(f"{name}: expected whole counts")
    arr = arr.astype(np.int64)
    if arr.size and arr.min() < 0:
        raise ValueError(f"{name}: expected counts >= 0")
    return arr


def check_names(value, name) -> tuple:
    """``value`` (an iterable of names: classes, groups, labels) as a tuple of distinct str.

    Raises TypeError for an item that is not a string and ValueError for a repeated name,
    naming the argument ``name``.

    Examples
    --------
    >>> check_names(["cat", "dog"], "class_names")
    ('cat', 'dog')
    """
    names = tuple(value)
    if not set(map(type, names)) <= {str}:  # a C-speed pass; the loop only names the culprit
        for item in names:
            if not isinstance(item, str):
                raise TypeError(f"{name}: expected strings, got {type(item).__name__} {item!r}")
    if len(set(names)) != len(names):
        seen, dup = set(), None
        for item in names:
            if item in seen:
                dup = item
                break
            seen.add(item)
        raise ValueError(f"{name}: expected unique names, {dup!r} appears more than once")
    return names
