"""The canonical order of names: labels, identities, classes, groups, households.

Counts merged in any order, or built from batches, shards or in one shot, must be the same
object, so every name list is kept in one order decided here:

1. the order the user declared, when they declared one (``class_names``, ``label_names``,
   ``attribute_values``, ``buckets``, ``group_names``, a taxonomy, a mapping's keys);
2. otherwise the natural order of :func:`natural_key`: numbers by value, wherever they
   appear in a name ("2" < "10", "18-24" < "25-34" < "65+", "age 9" < "age 10"), numbers
   before text, text case-insensitive, and the exact string as the last tie-break, so the
   order is total and deterministic; except the labels of label-association counts,
   which are in code-point order (vocabularies of 10^5 names, read ranked by a metric,
   never in vocabulary order: a natural sort would cost each batch seconds).

Counts keep that order when they merge (:func:`merge_order`): a side that already holds
every name keeps its order (a declared vocabulary wins over a batch that saw a subset);
otherwise the union is put in natural order. Pure Python.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Sequence
from decimal import Decimal

import numpy as np

__all__ = ["natural_key", "natural_sorted", "natural_order", "merge_order", "merge_order_all"]

# A number: ASCII digits, with a decimal part; a minus sign only at the start of a name
# ("-5", but not the dash of "18-24").
_NUMBER = re.compile(r"^-(?=[0-9])[0-9]+(?:\.[0-9]+)?|[0-9]+(?:\.[0-9]+)?")


# Names recur in every batch (classes, groups, predicted labels): their keys are kept, as a
# key costs some 10 microseconds. A key is a tuple of str and Decimal, immutable.
@functools.lru_cache(maxsize=1 << 16)
def natural_key(name: str) -> tuple:
    """The sort key of a name in natural order.

    The name is cut into runs of digits (numbers, compared by value exactly, with an
    optional decimal part and a leading minus sign at the start of the name) and runs of
    other characters (compared case-insensitively, by ``str.casefold``). A number sorts
    before text at the same position, a shorter name before its extensions (the empty
    string first), and names equal so far (``"1"`` and ``"01"``, ``"a"`` and ``"A"``) by
    their exact strings (code points).

    Examples
    --------
    >>> sorted(["10", "2", "65+", "18-24", "25-34", "Age 10", "age 9", ""], key=natural_key)
    ['', '2', '10', '18-24', '25-34', '65+', 'age 9', 'Age 10']
    >>> sorted(["b", "B", "a", "-1", "0.5", "0.25"], key=natural_key)
    ['-1', '0.25', '0.5', 'a', 'B', 'b']
    """
    parts: list[tuple] = []
    pos, size = 0, len(name)
    while pos < size:
        match = _NUMBER.match(name, pos) if pos == 0 or name[pos] != "-" else None
        if match is not None and match.end() > pos:
            parts.append((0, Decimal(match.group())))
            pos = match.end()
            continue
        start = pos
        pos += 1
        while pos < size and not ("0" <= name[pos] <= "9"):
            pos += 1
        parts.append((1, name[start:pos].casefold()))
    return (tuple(parts), name)


def natural_sorted(names: Iterable[str]) -> tuple:
    """The names (distinct or not) as a tuple in natural order (see :func:`natural_key`)."""
    return tuple(sorted(names, key=natural_key))


def natural_order(names: Sequence[str]) -> np.ndarray:
    """(len(names),) int64: the permutation putting ``names`` in natural order.

    ``names[order]`` is sorted; ``np.argsort(order)`` maps an old position to its new one.
    """
    order = sorted(range(len(names)), key=lambda i: natural_key(names[i]))
    return np.asarray(order, dtype=np.int64)


def merge_order(mine: tuple, theirs: tuple, natural: bool = True) -> tuple:
    """The canonical order of the union of two name lists (each of distinct names).

    Equal lists keep their order; a side holding every name of the other keeps its order
    (a declared vocabulary, or a superset of a batch's); otherwise the union is in natural
    order (``natural``) or in code-point order (not ``natural``: label vocabularies, which
    run to 10^5 names, where a natural key's 10 microseconds a name would cost every
    batch seconds and no one reads the labels in vocabulary order). Symmetric, and with
    sides in canonical order, the same whatever the merge order.

    Examples
    --------
    >>> merge_order(("older", "younger"), ("younger", "middle", "older"))
    ('younger', 'middle', 'older')
    >>> merge_order(("b", "c10"), ("a", "c9"))
    ('a', 'b', 'c9', 'c10')
    """
    if mine == theirs:
        return mine
    mine_set, theirs_set = set(mine), set(theirs)
    if mine_set == theirs_set:
        return natural_sorted(mine) if natural else tuple(sorted(mine))
    if theirs_set <= mine_set:
        return mine
    if mine_set <= theirs_set:
        return theirs
    union = mine_set | theirs_set
    return natural_sorted(union) if natural else tuple(sorted(union))


def merge_order_all(name_lists: Sequence[tuple], natural: bool = True) -> tuple:
    """The fold of :func:`merge_order` over ``name_lists`` (``merge_order(merge_order(a, b),
    c)...``), with at most one sort: a union the fold would sort is kept as a set until a
    list holding all of it takes over, or the end.

    >>> merge_order_all([("b", "c10"), ("a", "c9"), ("c9",)])
    ('a', 'b', 'c9', 'c10')
    >>> merge_order_all([("b",), ("younger", "b", "older")])
    ('younger', 'b', 'older')
    """
    if not name_lists:
        raise ValueError("name_lists: expected at least one list of names")
    first = tuple(name_lists[0])
    names: tuple | None = first  # None: the union in `seen`, to be sorted
    seen = set(first)
    for theirs in name_lists[1:]:
        if names is not None and theirs == names:
            continue
        theirs_set = set(theirs)
        if theirs_set <= seen:
            if names is not None and theirs_set == seen:
                names = None  # the same names in another order: sorted
            continue  # else a subset: the order so far stays
        if seen <= theirs_set:
            names, seen = theirs, theirs_set  # a list holding every name keeps its order
            continue
        names, seen = None, seen | theirs_set
    if names is not None:
        return names
    return natural_sorted(seen) if natural else tuple(sorted(seen))
