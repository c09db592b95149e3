"""Counting SkewSize's sufficient statistics: :class:`SkewCounts` and :func:`count_skew`.

:class:`SkewCounts` holds the sparse counts of (class, group, predicted label) triples,
canonical (sorted, each triple once) so that two of them merge exactly by addition and can
be put on common vocabularies (:meth:`SkewCounts.merge`, :meth:`SkewCounts.reindex`).
:func:`count_skew` counts per-example labels into them: integers as they are, Python
strings coded by a dict, numpy unicode arrays hashed and checked, so counts are exact. See
:mod:`tb_fairness.metrics.skew` for how labels are named.
"""

from __future__ import annotations

import numbers
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

import numpy as np

from tb_fairness.metrics.names import merge_order, merge_order_all, natural_order
from tb_fairness.metrics.validation import check_name_values, check_names

__all__ = [
    "SkewCounts",
    "count_skew",
    "merge_skew_counts",
]

_INT64_MAX = 2**63 - 1
_BLOCK = 1 << 14  # examples per block in the checks of hashed strings
_PACK_MAX_BITS = 22  # packed sorts up to 4M examples (hash prefixes of at least 42 bits)


# --- sufficient statistics -----------------------------------------------------------------


def _index_array(value, name, size=None):
    arr = np.asarray(value)
    if arr.ndim != 1:
        raise ValueError(f"{name}: expected a 1-D array, got shape {arr.shape}")
    if arr.size and not np.issubdtype(arr.dtype, np.integer):
        if arr.dtype == bool or not np.issubdtype(arr.dtype, np.number):
            raise TypeError(f"{name}: expected integers, got dtype {arr.dtype}")
        if not np.all(np.isfinite(arr)) or np.any(arr != np.round(arr)):
            raise ValueError(f"{name}: expected whole numbers")
    arr = arr.astype(np.int64)
    if size is not None and arr.size and (arr.min() < 0 or arr.max() >= size):
        raise ValueError(
            f"{name}: expected indices in [0, {size}), got values in [{arr.min()}, {arr.max()}]"
        )
    return arr


def _canonical(c, g, p, count, sizes):
    """Sort triples by (class, group, prediction), add up duplicates, drop zero counts."""
    nonzero = count != 0
    if not nonzero.all():
        c, g, p, count = c[nonzero], g[nonzero], p[nonzero], count[nonzero]
    K, G, P = sizes
    if K * G * P <= _INT64_MAX:
        key = (c * G + g) * P + p
        order = np.argsort(key, kind="stable")
        key = key[order]
        start = (
            np.flatnonzero(np.concatenate([[True], key[1:] != key[:-1]]))
            if key.size
            else np.zeros(0, np.int64)
        )
    else:  # vocabularies too large for one int64 key: sort by the three columns
        order = np.lexsort((p, g, c))
        cs, gs, ps = c[order], g[order], p[order]
        start = (
            np.flatnonzero(
                np.concatenate(
                    [[True], (cs[1:] != cs[:-1]) | (gs[1:] != gs[:-1]) | (ps[1:] != ps[:-1])]
                )
            )
            if cs.size
            else np.zeros(0, np.int64)
        )
    first = order[start]
    total = np.add.reduceat(count[order], start) if start.size else np.zeros(0, np.int64)
    return c[first], g[first], p[first], total


@dataclass(frozen=True, eq=False)
class SkewCounts:
    """Counts behind a SkewSize report: how often each (class, group, predicted label) occurs.

    Sparse (COO) triples: example counts ``count[m]`` of the class ``class_index[m]``, the
    group ``group_index[m]`` and the predicted label ``prediction_index[m]``. Canonical:
    sorted by (class, group, prediction), each triple once, every count > 0. Every metric in
    :mod:`tb_fairness.metrics.skew` is a pure function of these counts; two of them merge
    exactly by addition.

    Attributes
    ----------
    class_names : tuple of str, length K
        Ground-truth classes.
    group_names : tuple of str, length G
        Values of the bias attribute.
    prediction_names : tuple of str, length P
        Predicted labels: an open vocabulary (any strings, the empty string too). A
        prediction is correct when its name equals the class's name.
    class_index, group_index, prediction_index : ndarray of int64, shape (M,)
        Indices into the vocabularies above.
    count : ndarray of int64, shape (M,)
        Examples with that triple, > 0.

    Examples
    --------
    >>> c = SkewCounts(("cat", "dog"), ("a", "b"), ("cat", "dog"),
    ...                [0, 0, 1], [0, 1, 1], [0, 1, 1], [3, 1, 2])
    >>> c.n
    6
    >>> c.merge(c).count.tolist()
    [6, 2, 4]
    """

    class_names: tuple
    group_names: tuple
    prediction_names: tuple
    class_index: np.ndarray
    group_index: np.ndarray
    prediction_index: np.ndarray
    count: np.ndarray

    def __post_init__(self):
        set_ = object.__setattr__
        for field in ("class_names", "group_names", "prediction_names"):
            set_(self, field, check_names(getattr(self, field), field))
        sizes = (len(self.class_names), len(self.group_names), len(self.prediction_names))
        fields = ("class_index", "group_index", "prediction_index")
        for field, size in zip(fields, sizes):
            set_(self, field, _index_array(getattr(self, field), field, size))
        set_(self, "count", _index_array(self.count, "count"))
        lengths = {len(getattr(self, f)) for f in fields + ("count",)}
        if len(lengths) != 1:
            raise ValueError(
                "class_index, group_index, prediction_index, count: expected equal lengths, got "
                + ", ".join(str(len(getattr(self, f))) for f in fields + ("count",))
            )
        if self.count.size and self.count.min() <= 0:
            raise ValueError("count: expected counts > 0 (leave out the triples never seen)")
        c, g, p = self.class_index, self.group_index, self.prediction_index
        if c.size > 1:
            dc, dg, dp = np.diff(c), np.diff(g), np.diff(p)
            increasing = (dc > 0) | ((dc == 0) & ((dg > 0) | ((dg == 0) & (dp > 0))))
            if not increasing.all():
                raise ValueError(
                    "class_index, group_index, prediction_index: expected triples sorted by "
                    "(class, group, prediction), each once; SkewCounts.from_triples sorts and "
                    "adds them up"
                )
        for arr in (c, g, p, self.count):
            arr.flags.writeable = False

    @property
    def n(self) -> int:
        """Number of examples."""
        return int(self.count.sum())

    @classmethod
    def from_triples(
        cls,
        class_names,
        group_names,
        prediction_names,
        class_index,
        group_index,
        prediction_index,
        count,
    ) -> SkewCounts:
        """Counts from triples in any order, possibly repeated (their counts add up) or zero.

        Examples
        --------
        >>> c = SkewCounts.from_triples(["cat"], ["a", "b"], ["cat", "dog"],
        ...                             [0, 0, 0], [1, 0, 1], [0, 1, 0], [2, 1, 3])
        >>> c.group_index.tolist(), c.prediction_index.tolist(), c.count.tolist()
        ([0, 1], [1, 0], [1, 5])
        """
        names = [
            check_names(v, f)
            for v, f in (
                (class_names, "class_names"),
                (group_names, "group_names"),
                (prediction_names, "prediction_names"),
            )
        ]
        sizes = tuple(len(v) for v in names)
        fields = ("class_index", "group_index", "prediction_index")
        arrays = [
            _index_array(v, f, s)
            for v, f, s in zip((class_index, group_index, prediction_index), fields, sizes)
        ]
        count = _index_array(count, "count")
        if len({a.size for a in arrays} | {count.size}) != 1:
            raise ValueError(
                "class_index, group_index, prediction_index, count: expected equal lengths"
            )
        if count.size and count.min() < 0:
            raise ValueError("count: expected counts >= 0")
        c, g, p = arrays
        return cls(names[0], names[1], names[2], *_canonical(c, g, p, count, sizes))

    @classmethod
    def empty(
        cls,
        class_names: Sequence[str] = (),
        group_names: Sequence[str] = (),
        prediction_names: Sequence[str] = (),
    ) -> SkewCounts:
        """No examples yet, over the given vocabularies (a start for accumulating)."""
        z = np.zeros(0, np.int64)
        return cls(tuple(class_names), tuple(group_names), tuple(prediction_names), z, z, z, z)

    @classmethod
    def from_examples(
        cls, classes, groups, predictions, *, class_names=None, group_names=None
    ) -> SkewCounts:
        """Count per-example sequences; the same as :func:`count_skew`."""
        return count_skew(
            classes, groups, predictions, class_names=class_names, group_names=group_names
        )

    def __eq__(self, other):
        """Equal vocabularies (in the same order) and equal counts."""
        if not isinstance(other, SkewCounts):
            return NotImplemented
        return (
            self.class_names == other.class_names
            and self.group_names == other.group_names
            and self.prediction_names == other.prediction_names
            and all(
                np.array_equal(getattr(self, f), getattr(other, f))
                for f in ("class_index", "group_index", "prediction_index", "count")
            )
        )

    __hash__ = None  # type: ignore[assignment]  # typeshed: object.__hash__ is a method

    def merge(self, other: SkewCounts) -> SkewCounts:
        """The counts of both sets of examples together (exact: counts add).

        Vocabularies are aligned by name, in canonical order
        (:func:`~tb_fairness.metrics.names.merge_order`): merges in any order give equal
        counts.
        """
        if not isinstance(other, SkewCounts):
            raise TypeError(f"other: expected SkewCounts, got {type(other).__name__}")
        vocabularies, maps, own = [], [], []
        for field in ("class_names", "group_names", "prediction_names"):
            names, index, mine = _union(getattr(self, field), getattr(other, field))
            vocabularies.append(names)
            maps.append(index)
            own.append(mine)
        c = np.concatenate([own[0][self.class_index], maps[0][other.class_index]])
        g = np.concatenate([own[1][self.group_index], maps[1][other.group_index]])
        p = np.concatenate([own[2][self.prediction_index], maps[2][other.prediction_index]])
        count = np.concatenate([self.count, other.count])
        sizes = tuple(len(v) for v in vocabularies)
        return SkewCounts(*vocabularies, *_canonical(c, g, p, count, sizes))

    def reindex(self, class_names=None, group_names=None, prediction_names=None) -> SkewCounts:
        """The same counts over other vocabularies (each containing the current one).

        Use it to put two reports on the same vocabularies, or in a chosen order.

        Examples
        --------
        >>> c = SkewCounts(("cat",), ("a",), ("cat",), [0], [0], [0], [4])
        >>> c.reindex(prediction_names=["dog", "cat"]).prediction_index.tolist()
        [1]
        """
        vocabularies, indices = [], []
        for field, index_field, new in (
            ("class_names", "class_index", class_names),
            ("group_names", "group_index", group_names),
            ("prediction_names", "prediction_index", prediction_names),
        ):
            old = getattr(self, field)
            index = getattr(self, index_field)
            if new is None:
                vocabularies.append(old)
                indices.append(index)
                continue
            new = check_names(new, field)
            position = {name: i for i, name in enumerate(new)}
            missing = [name for name in old if name not in position]
            if missing:
                raise ValueError(
                    f"{field}: expected every current name, missing "
                    f"{missing[:5]}{' ...' if len(missing) > 5 else ''}"
                )
            mapping = np.fromiter((position[name] for name in old), np.int64, len(old))
            vocabularies.append(new)
            indices.append(mapping[index])
        sizes = tuple(len(v) for v in vocabularies)
        c, g, p = indices
        return SkewCounts(*vocabularies, *_canonical(c, g, p, self.count, sizes))


def merge_skew_counts(parts: Sequence[SkewCounts]) -> SkewCounts:
    """The counts of all ``parts`` together, in one sort: equal to merging them one by one
    in that order (``a.merge(b).merge(c)...``), whose vocabularies it folds the same way,
    at the cost of one merge of all cells instead of one per part.

    >>> a = count_skew(["cat"], ["x"], ["cat"]); b = count_skew(["dog"], ["y"], ["cat"])
    >>> merge_skew_counts([a, b, a]) == a.merge(b).merge(a)
    True
    """
    if not parts:
        raise ValueError("parts: expected at least one SkewCounts")
    if len(parts) == 1:
        return parts[0]
    fields = ("class_names", "group_names", "prediction_names")
    vocabularies: list[tuple] = [
        merge_order_all([getattr(part, field) for part in parts]) for field in fields
    ]
    columns: list[list[np.ndarray]] = [[], [], []]
    positions: list[dict | None] = [None, None, None]  # name -> index, built when needed
    for part in parts:
        for k, (field, index) in enumerate(
            zip(fields, (part.class_index, part.group_index, part.prediction_index))
        ):
            mine = getattr(part, field)
            if mine == vocabularies[k]:
                columns[k].append(index)
                continue
            position = positions[k]
            if position is None:
                position = positions[k] = {name: i for i, name in enumerate(vocabularies[k])}
            mapping = np.fromiter((position[name] for name in mine), np.int64, len(mine))
            columns[k].append(mapping[index])
    count = np.concatenate([part.count for part in parts])
    c, g, p = (np.concatenate(column) for column in columns)
    sizes = tuple(len(v) for v in vocabularies)
    classes, groups, predictions = vocabularies
    return SkewCounts(classes, groups, predictions, *_canonical(c, g, p, count, sizes))


def _union(mine: tuple, theirs: tuple):
    """(the union in canonical order, index in it of each of theirs, and of each of mine)."""
    names = merge_order(mine, theirs)
    if mine == theirs == names:
        index = np.arange(len(mine), dtype=np.int64)
        return names, index, index
    position = {name: i for i, name in enumerate(names)}
    return (
        names,
        np.fromiter((position[name] for name in theirs), np.int64, len(theirs)),
        np.fromiter((position[name] for name in mine), np.int64, len(mine)),
    )


# --- counting ------------------------------------------------------------------------------


class _Column(NamedTuple):
    """One per-example input, encoded for counting.

    ``key`` (uint64, one per example) is exact when it is injective on the values (integers,
    booleans, strings coded through a dict); for a numpy unicode array it is a 64-bit hash,
    checked after counting against the strings themselves.
    """

    name: str
    kind: str  # "int", "bool" or "str"
    key: np.ndarray
    exact: bool
    size: int  # exact keys lie in [0, size)
    data: np.ndarray | None  # int64 values, or the unicode array behind a hash
    offset: int  # int keys are value - offset
    names: list | None  # dict-coded strings: key is the index into these sorted names


_FNV_OFFSET = np.uint64(0xCBF29CE484222325)
_FNV_PRIME = np.uint64(0x100000001B3)


def _hash_strings(arr: np.ndarray) -> np.ndarray:
    """A 64-bit hash of each string of a numpy unicode array, over its code points.

    FNV-1a-like over pairs of UTF-32 code units, with a shift so that high bits feed back
    into low ones. Not collision-free: :func:`count_skew` checks its result against the
    strings.
    """
    n = arr.shape[0]
    width = arr.dtype.itemsize // 4
    h = np.full(n, _FNV_OFFSET, dtype=np.uint64)
    if width == 0:
        return h
    words = np.ascontiguousarray(arr).view(np.uint32).reshape(n, width)
    pairs = words[:, : width - width % 2].view(np.uint64)  # (n, width // 2)
    shift = np.uint64(29)
    # Blocks of about 1 MiB of rows keep their words in cache while the columns are mixed in.
    block = max(1, (1 << 20) // (4 * width))
    for lo in range(0, n, block):
        hb, pb = h[lo : lo + block], pairs[lo : lo + block]
        for k in range(width // 2):
            hb ^= pb[:, k]
            hb *= _FNV_PRIME
            hb ^= hb >> shift
        if width % 2:
            hb ^= words[lo : lo + block, -1]
            hb *= _FNV_PRIME
    return h


def _exactly_coded(col: _Column) -> _Column:
    """``col`` itself when its key is exact, else its strings coded through a dict."""
    if col.exact:
        return col
    assert col.data is not None  # a hashed column keeps the strings behind its hash
    return _dict_coded(col.data.tolist(), col.name)


def _dict_coded(items: list, name: str) -> _Column:
    """Strings coded by a dict: exact, one C-level pass per step (no bytecode per example)."""
    names = sorted(dict.fromkeys(items))
    position = {s: i for i, s in enumerate(names)}
    names = [str(s) for s in names]  # numpy str_ to str
    key = np.fromiter(map(position.__getitem__, items), np.uint64, count=len(items))
    return _Column(name, "str", key, True, len(names), None, 0, names)


def _is_int_type(t) -> bool:
    return issubclass(t, numbers.Integral) and not issubclass(t, (bool, np.bool_))


def _from_objects(items, name: str) -> _Column:
    """A list (or object array) of Python objects: all strings, all ints or all bools."""
    types = set(map(type, items))  # a C-speed pass; loops below only name a culprit
    if all(issubclass(t, str) for t in types):
        return _dict_coded(list(items), name)
    if types <= {bool, np.bool_}:
        return _from_array(np.asarray(items, dtype=bool), name)
    if all(_is_int_type(t) for t in types):
        try:
            arr = np.asarray(items, dtype=np.int64)
        except OverflowError:
            raise ValueError(f"{name}: expected integers that fit in int64") from None
        return _from_array(arr, name)
    want_str = isinstance(items[0], str)
    for i, item in enumerate(items):
        if want_str != isinstance(item, str) or not (want_str or _is_int_type(type(item))):
            hint = ""
            if (
                item is None
                or (isinstance(item, float) and item != item)
                or type(item).__name__ in ("NAType", "NaTType")
            ):  # pandas' missing values
                hint = "; missing values are not labels: drop those examples or name them"
            raise TypeError(
                f"{name}: expected all strings or all integers, found "
                f"{type(item).__name__} {item!r} at index {i}{hint}"
            )
    raise AssertionError("unreachable")  # pragma: no cover


def _from_array(arr: np.ndarray, name: str) -> _Column:
    kind = arr.dtype.kind
    if kind == "b":
        return _Column(name, "bool", arr.astype(np.uint64), True, 2, arr.astype(np.int64), 0, None)
    if kind in "iu":
        if kind == "u" and arr.dtype.itemsize == 8 and arr.max() > _INT64_MAX:
            raise ValueError(f"{name}: integers must fit in int64")
        values = arr.astype(np.int64)
        lo, hi = int(values.min()), int(values.max())
        key = (values - lo).view(np.uint64) if lo else values.view(np.uint64)
        return _Column(name, "int", key, True, hi - lo + 1, values, lo, None)
    if kind == "U":
        return _Column(name, "str", _hash_strings(arr), False, 0, arr, 0, None)
    if kind == "O":
        return _from_objects(arr.tolist(), name)
    if kind == "T":  # numpy.dtypes.StringDType
        return _dict_coded(arr.tolist(), name)
    if kind == "S":
        raise TypeError(f"{name}: expected str, got bytes (dtype {arr.dtype}); decode them first")
    if kind in "fc":
        raise TypeError(
            f"{name}: expected strings or integers, got dtype {arr.dtype} "
            "(floating-point labels are ambiguous, and NaN is not a label)"
        )
    raise TypeError(f"{name}: expected strings or integers, got dtype {arr.dtype}")


def _encode(values, name: str) -> _Column:
    if values is None or isinstance(values, (str, bytes)):
        raise TypeError(
            f"{name}: expected a sequence of labels (one per example), got {type(values).__name__}"
        )
    if isinstance(values, (list, tuple)):
        if not values:
            raise ValueError(f"{name}: expected at least one example, got none")
        return _from_objects(values, name)
    arr = np.asarray(values)
    if arr.ndim != 1:
        raise ValueError(
            f"{name}: expected a 1-D sequence (one label per example), got shape {arr.shape}"
        )
    if arr.size == 0:
        raise ValueError(f"{name}: expected at least one example, got none")
    return _from_array(arr, name)


class _Collision(Exception):
    """Two different strings share a hash (or two triples a combined key)."""


def _sorted_runs(h: np.ndarray, packed: bool):
    """(an order sorting ``h``, True where a run of equal values starts in that order).

    With ``packed``, (hash prefix, position) pairs packed in one uint64 are sorted: a plain
    sort, about twice as fast as an argsort. Only the prefixes (64 - log2(size) bits) are
    then compared, which collide more often than full hashes; the callers' checks find it,
    and count_skew then retries without packing.
    """
    n = h.size
    bits = max(1, (n - 1).bit_length())
    if packed and bits <= _PACK_MAX_BITS:
        mask = np.uint64((1 << bits) - 1)
        hs = h & ~mask
        hs |= np.arange(n, dtype=np.uint64)
        hs.sort()
        order = (hs & mask).view(np.int64)
        hs >>= np.uint64(bits)
    else:
        order = np.argsort(h)
        hs = h[order]
    new = np.empty(n, dtype=bool)
    new[:1] = True
    np.not_equal(hs[1:], hs[:-1], out=new[1:])
    return order, new


def _count(columns, packed: bool):
    """Count the distinct triples: ([(codes, sorted distinct values)] per column, counts).

    Exact keys that fit one int64 are counted by one sort. Otherwise (hashed strings, or
    huge integer ranges) a 64-bit mix of the three keys is sorted, each run of equal mixes
    is coded from one representative example, and every example is then checked against
    the values its run was given, so a collision is found, never counted.
    """
    if (
        all(col.exact for col in columns)
        and columns[0].size * columns[1].size * columns[2].size <= _INT64_MAX
    ):
        kc, kg, kp = (col.key.view(np.int64) for col in columns)
        sg, sp = columns[1].size, columns[2].size
        keys, counts = np.unique((kc * sg + kg) * sp + kp, return_counts=True)
        cg, rep_p = np.divmod(keys, sp)
        rep_c, rep_g = np.divmod(cg, sg)
        reps = [rep_c, rep_g, rep_p]
        return [
            _labels(col, k.view(np.uint64), None if col.data is None else k + col.offset)
            for col, k in zip(columns, reps)
        ], counts
    h = columns[0].key * np.uint64(0x9E3779B97F4A7C15)
    h ^= columns[1].key
    h *= np.uint64(0xBF58476D1CE4E5B9)
    h ^= columns[2].key
    h *= np.uint64(0x94D049BB133111EB)
    h ^= h >> np.uint64(31)
    n = h.size
    order, new = _sorted_runs(h, packed)
    start = np.flatnonzero(new)
    counts = np.diff(np.append(start, n))
    run = np.empty(n, dtype=np.int64)  # the run of each example, in input order
    run[order] = np.cumsum(new) - 1
    first = order[start]
    labelled = []
    for col in columns:
        codes, values = _labels(col, col.key[first], col.data, first, packed)
        if col.exact:
            if not np.array_equal(col.key[first][run], col.key):
                raise _Collision(col.name)
        else:
            # Every example against the string its run was given, in blocks so that the
            # strings gathered from the (small) vocabulary are compared while in cache.
            assigned = codes[run]
            want, got = _raw(values), _raw(col.data)
            for lo in range(0, n, _BLOCK):
                if not np.array_equal(want[assigned[lo : lo + _BLOCK]], got[lo : lo + _BLOCK]):
                    raise _Collision(col.name)
        labelled.append((codes, values))
    return labelled, counts


def _raw(arr: np.ndarray) -> np.ndarray:
    """The code units of a unicode array as rows of integers (equal rows: equal strings,
    as numpy pads every string with NULs to the width)."""
    width = arr.dtype.itemsize // 4
    rows = np.ascontiguousarray(arr).view(np.uint32).reshape(arr.shape[0], width)
    return rows.view(np.uint64) if width % 2 == 0 else rows


def _labels(col: _Column, key, data, first=None, packed=False):
    """(codes into the sorted distinct values, those values) at the representatives.

    ``key`` holds the column's keys at the representatives; ``data`` its values there, or
    (with ``first``, the representatives' positions) the values of every example.
    """
    if col.names is not None:  # dict-coded strings: codes already index sorted names
        return key.view(np.int64), col.names
    if col.kind in ("int", "bool"):
        values, codes = np.unique(data if first is None else data[first], return_inverse=True)
        if col.kind == "bool":
            values = values.astype(bool)
        return codes, values.tolist()
    # Hashed strings: the representatives grouped by hash, one string taken from each group
    # (count_skew then checks every example, the representatives too, against it).
    order, new = _sorted_runs(key, packed)
    group = np.empty(key.size, dtype=np.int64)
    group[order] = np.cumsum(new) - 1
    one = order[new]  # a representative of each distinct hash
    strings = data[one if first is None else first[one]]
    by_name = np.argsort(strings, kind="stable")
    rank = np.empty_like(by_name)
    rank[by_name] = np.arange(by_name.size)
    return rank[group], strings[by_name]  # an array: count_skew checks examples against it


def _vocabulary(col: _Column, codes, values, names, names_arg, closed: bool):
    """(codes into the vocabulary, the vocabulary) of one column.

    ``names`` (from ``names_arg``) name integer ids; with ``closed`` the vocabulary is
    ``names`` itself and every string must be one of them.
    """
    if names is not None and col.kind != "str":
        ids = np.asarray(values, dtype=np.int64)
        if ids.size and (ids.min() < 0 or ids.max() >= len(names)):
            bad = ids[(ids < 0) | (ids >= len(names))][0]
            raise ValueError(
                f"{col.name}: id {bad} is not an index into {names_arg} (length {len(names)})"
            )
        if closed:
            return ids[codes], names
        return codes, tuple(names[i] for i in ids.tolist())
    values = (
        [str(v) for v in values] if col.kind != "str" or isinstance(values, np.ndarray) else values
    )
    if names is not None and closed:
        position = {name: i for i, name in enumerate(names)}
        missing = [v for v in values if v not in position]
        if missing:
            raise ValueError(f"{col.name}: {missing[:5]!r} not in {names_arg}")
        mapping = np.fromiter((position[v] for v in values), np.int64, len(values))
        return mapping[codes], names
    return codes, tuple(values)


def count_skew(
    classes,
    groups,
    predictions,
    *,
    class_names: Sequence[str] | None = None,
    group_names: Sequence[str] | None = None,
) -> SkewCounts:
    """Count the (class, group, predicted label) triples of a batch of examples.

    Parameters
    ----------
    classes : sequence of str or of int, length N
        The ground-truth class of each example.
    groups : sequence of str, of int or of bool, length N
        The group of each example (the value of the bias attribute; any number of values).
    predictions : sequence of str or of int, length N
        The predicted label of each example: any string (an open vocabulary: free text of a
        vision-language model, the empty string too), or a class id.
    class_names : sequence of str, optional
        Names of the classes. Integer classes and integer predictions are indices into it,
        and the class vocabulary is exactly ``class_names`` in that order (classes without
        examples included); string classes must be among them.
    group_names : sequence of str, optional
        The same for groups.

    Returns
    -------
    SkewCounts
        Without ``class_names``/``group_names``, an integer or boolean is named by its
        ``str`` (``7`` is ``"7"``), so integer classes and integer predictions share one
        vocabulary and a prediction is correct when it equals the class. Vocabularies are
        sorted by value: integers numerically, strings by code point.

    Raises
    ------
    ValueError
        Lengths differ, no examples, an id outside ``class_names``/``group_names``.
    TypeError
        A value that is neither a string nor an integer (None, NaN, float, bytes), strings
        mixed with integers, or string predictions against integer classes (or the reverse)
        without ``class_names`` to relate them.

    Notes
    -----
    Counting is vectorised: integers are used as they are, Python strings are coded with one
    dict, numpy unicode arrays are hashed; one sort of the combined keys then counts every
    triple. Hashes are checked against the strings, and a collision falls back to exact
    coding, so counts are always exact. Names are text
    (:mod:`tb_fairness.metrics.validation`): NUL and other control characters but tab, LF
    and CR are refused, so no two different strings can become one label.

    Examples
    --------
    >>> c = count_skew(["cat", "cat", "cat", "dog"], ["a", "b", "b", "a"],
    ...                ["cat", "dog", "dog", ""])
    >>> c.class_names, c.group_names, c.prediction_names
    (('cat', 'dog'), ('a', 'b'), ('', 'cat', 'dog'))
    >>> c.count.tolist()
    [1, 2, 1]
    >>> count_skew([0, 1, 1], [0, 0, 1], [0, 1, 0], class_names=["cat", "dog"]).prediction_names
    ('cat', 'dog')
    """
    columns = [
        _encode(classes, "classes"),
        _encode(groups, "groups"),
        _encode(predictions, "predictions"),
    ]
    n = columns[0].key.shape[0]
    for col in columns[1:]:
        if col.key.shape[0] != n:
            raise ValueError(
                f"{col.name}: expected {n} entries (one per example, as classes), "
                f"got {col.key.shape[0]}"
            )
    if class_names is not None:
        class_names = check_names(class_names, "class_names")
    if group_names is not None:
        group_names = check_names(group_names, "group_names")
    if class_names is None and (columns[0].kind == "str") != (columns[2].kind == "str"):
        raise TypeError(
            f"predictions: {'strings' if columns[2].kind == 'str' else 'integers'} while classes "
            f"are {'strings' if columns[0].kind == 'str' else 'integers'}; pass class_names to "
            "name the integer ids"
        )
    try:
        labelled, counts = _count(columns, packed=True)
    except _Collision:
        try:  # hash prefixes collided (rare), or full hashes did (never seen)
            labelled, counts = _count(columns, packed=False)
        except _Collision:  # exact coding of the hashed strings: slower
            columns = [_exactly_coded(col) for col in columns]
            labelled, counts = _count(columns, packed=False)
    (c_codes, c_values), (g_codes, g_values), (p_codes, p_values) = labelled
    c, cn = _vocabulary(columns[0], c_codes, c_values, class_names, "class_names", True)
    g, gn = _vocabulary(columns[1], g_codes, g_values, group_names, "group_names", True)
    p, pn = _vocabulary(columns[2], p_codes, p_values, class_names, "class_names", False)
    # Names found in the data are text like declared ones (no NUL, no lone surrogate).
    for column, names in zip(columns, (cn, gn, pn)):
        if column.kind == "str":
            check_name_values(names, column.name)
    # Vocabularies not declared (and predictions, an open vocabulary) in natural order.
    cn, c = _natural(cn, c, class_names is None)
    gn, g = _natural(gn, g, group_names is None)
    pn, p = _natural(pn, p, True)
    sizes = (len(cn), len(gn), len(pn))
    return SkewCounts(cn, gn, pn, *_canonical(c, g, p, counts.astype(np.int64), sizes))


def _natural(names: tuple, codes: np.ndarray, reorder: bool):
    """(names, codes) with the names in natural order when ``reorder`` (else as given)."""
    if not reorder:
        return names, codes
    order = natural_order(names)
    if np.all(order == np.arange(len(names))):
        return names, codes
    rank = np.empty_like(order)
    rank[order] = np.arange(len(order))
    return tuple(names[i] for i in order.tolist()), rank[codes]
