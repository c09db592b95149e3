"""SkewSize: how a classifier's mistakes depend on a bias attribute (Albuquerque et al. 2024).

METRICS.md section 4. For each ground-truth class ``y`` the predicted labels are crossed
with the groups (the values of the bias attribute ``z``) in a contingency table; Cramer's V
of that table is the class's effect size, and SkewSize is the skewness of the effect sizes
over classes. Alongside come per-class and per-group accuracy and the multi-class
demographic parity and equalized odds gaps of the paper's Table 1.

Everything is a pure function of :class:`SkewCounts`, the sparse counts of
(class, group, predicted label) triples, so reports merge exactly by addition and the noise
filter ``mev`` can change at read time.

Where this code and the paper differ (the choices are METRICS.md's):

- ``chi2`` is what the reference code (appendix G.2) computes,
  ``scipy.stats.chi2_contingency(table)[0]``: with Yates' continuity correction when the
  table has one degree of freedom (2 x 2). Equation 3 of the paper has no correction.
- SkewSize is the reference code's ``scipy.stats.skew(v)``: the biased Fisher-Pearson
  coefficient ``m3 / m2**1.5``. Equation 4 writes sums where moments belong, which is that
  value divided by ``sqrt(number of classes)``.
- The noise filter of appendix D.3 (drop the predicted labels whose smallest expected count
  is below ``mev``, default 5) is on by default; the reference code has none, and ``mev=0``
  reproduces it. The filter is one pass: expected counts come from the full table, then the
  dropped columns go, and so does any group left with no examples; ``n`` of V is the count
  left in the table.
- Classes whose V is undefined are dropped before the skewness, as the reference code drops
  its NaNs (the extracted text of the paper lost the ``~`` of ``v_values[~np.isnan(v_values)]``).
  Here they also carry a reason: no examples, one group, one predicted label, or too few
  columns left after the filter (:data:`UNDEFINED_REASONS`).
- Groups are any number of values of the bias attribute, not only two.

Labels are strings. :func:`count_skew` also takes integer ids (named by ``class_names`` /
``group_names``, or else by their decimal string, so that integer predictions and integer
classes share one vocabulary and a prediction is right when it equals its class).
"""
from __future__ import annotations

import numbers
import warnings
from dataclasses import dataclass
from typing import NamedTuple, Optional, Sequence

import numpy as np
import scipy.stats

from tb_fairness.metrics.counts import _names

__all__ = [
    "BANDS",
    "BAND_EDGES",
    "DEFAULT_MEV",
    "OPEN_VOCABULARY",
    "SKEW_SIZE_REASONS",
    "UNDEFINED_REASONS",
    "ContingencyTable",
    "EffectSizes",
    "GroupAccuracy",
    "Mistakes",
    "PredictionParity",
    "SkewCounts",
    "SkewSize",
    "accuracy_by_group",
    "band",
    "contingency_table",
    "count_skew",
    "effect_sizes",
    "kept_tables",
    "prediction_parity",
    "skew_size",
    "top_mistakes",
]

DEFAULT_MEV = 5.0
"""The paper's minimum expected value: the rule of thumb of the chi-squared test."""

BANDS = ("negligible", "small", "medium", "large")
BAND_EDGES = (0.1, 0.3, 0.5)
"""``negligible < 0.1 <= small < 0.3 <= medium < 0.5 <= large``."""

UNDEFINED_REASONS = {
    "no_examples": "no examples of this class",
    "one_group": "every example of this class comes from one group",
    "one_prediction": "every example of this class got the same predicted label",
    "filtered": "fewer than two predicted labels or groups are left after the mev filter",
}
"""Why a class has no V, by state; each state names one of the cases in this order."""

SKEW_SIZE_REASONS = {
    "too_few_classes": "fewer than two classes have a defined V",
    "constant": "every defined V is the same, so the skewness is 0/0",
}

OPEN_VOCABULARY = (
    "some predicted labels are not class names, so P(yhat = k | z) is not a distribution "
    "over the classes"
)
"""Why :func:`prediction_parity` returns no values for an open vocabulary."""

_INT64_MAX = 2 ** 63 - 1
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
        raise ValueError(f"{name}: expected indices in [0, {size}), got values in "
                         f"[{arr.min()}, {arr.max()}]")
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
        start = np.flatnonzero(np.concatenate([[True], key[1:] != key[:-1]])) if key.size \
            else np.zeros(0, np.int64)
    else:  # vocabularies too large for one int64 key: sort by the three columns
        order = np.lexsort((p, g, c))
        cs, gs, ps = c[order], g[order], p[order]
        start = np.flatnonzero(np.concatenate(
            [[True], (cs[1:] != cs[:-1]) | (gs[1:] != gs[:-1]) | (ps[1:] != ps[:-1])]
        )) if cs.size else np.zeros(0, np.int64)
    first = order[start]
    total = np.add.reduceat(count[order], start) if start.size else np.zeros(0, np.int64)
    return c[first], g[first], p[first], total


@dataclass(frozen=True, eq=False)
class SkewCounts:
    """Counts behind a SkewSize report: how often each (class, group, predicted label) occurs.

    Sparse (COO) triples: example counts ``count[m]`` of the class ``class_index[m]``, the
    group ``group_index[m]`` and the predicted label ``prediction_index[m]``. Canonical:
    sorted by (class, group, prediction), each triple once, every count > 0. Every metric in
    this module is a pure function of these counts; two of them merge exactly by addition.

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
            set_(self, field, _names(getattr(self, field), field))
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
    def from_triples(cls, class_names, group_names, prediction_names,
                     class_index, group_index, prediction_index, count) -> "SkewCounts":
        """Counts from triples in any order, possibly repeated (their counts add up) or zero.

        Examples
        --------
        >>> c = SkewCounts.from_triples(["cat"], ["a", "b"], ["cat", "dog"],
        ...                             [0, 0, 0], [1, 0, 1], [0, 1, 0], [2, 1, 3])
        >>> c.group_index.tolist(), c.prediction_index.tolist(), c.count.tolist()
        ([0, 1], [1, 0], [1, 5])
        """
        names = [_names(v, f) for v, f in ((class_names, "class_names"),
                                           (group_names, "group_names"),
                                           (prediction_names, "prediction_names"))]
        sizes = tuple(len(v) for v in names)
        fields = ("class_index", "group_index", "prediction_index")
        arrays = [_index_array(v, f, s) for v, f, s in
                  zip((class_index, group_index, prediction_index), fields, sizes)]
        count = _index_array(count, "count")
        if len({a.size for a in arrays} | {count.size}) != 1:
            raise ValueError("class_index, group_index, prediction_index, count: expected "
                             "equal lengths")
        if count.size and count.min() < 0:
            raise ValueError("count: expected counts >= 0")
        return cls(*names, *_canonical(*arrays, count, sizes))

    @classmethod
    def empty(cls, class_names: Sequence[str] = (), group_names: Sequence[str] = (),
              prediction_names: Sequence[str] = ()) -> "SkewCounts":
        """No examples yet, over the given vocabularies (a start for accumulating)."""
        z = np.zeros(0, np.int64)
        return cls(tuple(class_names), tuple(group_names), tuple(prediction_names), z, z, z, z)

    @classmethod
    def from_examples(cls, classes, groups, predictions, *, class_names=None,
                      group_names=None) -> "SkewCounts":
        """Count per-example sequences; the same as :func:`count_skew`."""
        return count_skew(classes, groups, predictions, class_names=class_names,
                          group_names=group_names)

    def __eq__(self, other):
        """Equal vocabularies (in the same order) and equal counts."""
        if not isinstance(other, SkewCounts):
            return NotImplemented
        return (
            self.class_names == other.class_names
            and self.group_names == other.group_names
            and self.prediction_names == other.prediction_names
            and all(np.array_equal(getattr(self, f), getattr(other, f)) for f in
                    ("class_index", "group_index", "prediction_index", "count"))
        )

    __hash__ = None

    def merge(self, other: "SkewCounts") -> "SkewCounts":
        """The counts of both sets of examples together (exact: counts add).

        Vocabularies are aligned by name: this side's names in their order, then the other
        side's new names in theirs.
        """
        if not isinstance(other, SkewCounts):
            raise TypeError(f"other: expected SkewCounts, got {type(other).__name__}")
        vocabularies, maps = [], []
        for field in ("class_names", "group_names", "prediction_names"):
            names, index = _union(getattr(self, field), getattr(other, field))
            vocabularies.append(names)
            maps.append(index)
        c = np.concatenate([self.class_index, maps[0][other.class_index]])
        g = np.concatenate([self.group_index, maps[1][other.group_index]])
        p = np.concatenate([self.prediction_index, maps[2][other.prediction_index]])
        count = np.concatenate([self.count, other.count])
        sizes = tuple(len(v) for v in vocabularies)
        return SkewCounts(*vocabularies, *_canonical(c, g, p, count, sizes))

    def reindex(self, class_names=None, group_names=None, prediction_names=None
                ) -> "SkewCounts":
        """The same counts over other vocabularies (each containing the current one).

        Use it to put two reports on the same vocabularies, or in a chosen order.

        Examples
        --------
        >>> c = SkewCounts(("cat",), ("a",), ("cat",), [0], [0], [0], [4])
        >>> c.reindex(prediction_names=["dog", "cat"]).prediction_index.tolist()
        [1]
        """
        vocabularies, indices = [], []
        for field, index_field, new in (("class_names", "class_index", class_names),
                                        ("group_names", "group_index", group_names),
                                        ("prediction_names", "prediction_index",
                                         prediction_names)):
            old = getattr(self, field)
            index = getattr(self, index_field)
            if new is None:
                vocabularies.append(old)
                indices.append(index)
                continue
            new = _names(new, field)
            position = {name: i for i, name in enumerate(new)}
            missing = [name for name in old if name not in position]
            if missing:
                raise ValueError(f"{field}: expected every current name, missing "
                                 f"{missing[:5]}{' ...' if len(missing) > 5 else ''}")
            mapping = np.fromiter((position[name] for name in old), np.int64, len(old))
            vocabularies.append(new)
            indices.append(mapping[index])
        sizes = tuple(len(v) for v in vocabularies)
        return SkewCounts(*vocabularies, *_canonical(*indices, self.count, sizes))


def _union(mine: tuple, theirs: tuple):
    """(mine + theirs' new names, index in the union of each of theirs)."""
    if mine == theirs:
        return mine, np.arange(len(mine), dtype=np.int64)
    position = {name: i for i, name in enumerate(mine)}
    extra = [name for name in theirs if name not in position]
    for name in extra:
        position[name] = len(position)
    index = np.fromiter((position[name] for name in theirs), np.int64, len(theirs))
    return mine + tuple(extra), index


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
    data: Optional[np.ndarray]  # int64 values, or the unicode array behind a hash
    offset: int  # int keys are value - offset
    names: Optional[list]  # dict-coded strings: key is the index into these sorted names


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
    pairs = words[:, :width - width % 2].view(np.uint64)  # (n, width // 2)
    shift = np.uint64(29)
    # Blocks of about 1 MiB of rows keep their words in cache while the columns are mixed in.
    block = max(1, (1 << 20) // (4 * width))
    for lo in range(0, n, block):
        hb, pb = h[lo:lo + block], pairs[lo:lo + block]
        for k in range(width // 2):
            hb ^= pb[:, k]
            hb *= _FNV_PRIME
            hb ^= hb >> shift
        if width % 2:
            hb ^= words[lo:lo + block, -1]
            hb *= _FNV_PRIME
    return h


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
            if item is None or (isinstance(item, float) and item != item) or \
                    type(item).__name__ in ("NAType", "NaTType"):  # pandas' missing values
                hint = "; missing values are not labels: drop those examples or name them"
            raise TypeError(f"{name}: expected all strings or all integers, found "
                            f"{type(item).__name__} {item!r} at index {i}{hint}")
    raise AssertionError("unreachable")  # pragma: no cover


def _from_array(arr: np.ndarray, name: str) -> _Column:
    kind = arr.dtype.kind
    if kind == "b":
        return _Column(name, "bool", arr.astype(np.uint64), True, 2, arr.astype(np.int64), 0,
                       None)
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
        raise TypeError(f"{name}: expected strings or integers, got dtype {arr.dtype} "
                        "(floating-point labels are ambiguous, and NaN is not a label)")
    raise TypeError(f"{name}: expected strings or integers, got dtype {arr.dtype}")


def _encode(values, name: str) -> _Column:
    if values is None or isinstance(values, (str, bytes)):
        raise TypeError(f"{name}: expected a sequence of labels (one per example), got "
                        f"{type(values).__name__}")
    if isinstance(values, (list, tuple)):
        if not values:
            raise ValueError(f"{name}: expected at least one example, got none")
        return _from_objects(values, name)
    arr = np.asarray(values)
    if arr.ndim != 1:
        raise ValueError(f"{name}: expected a 1-D sequence (one label per example), got shape "
                         f"{arr.shape}")
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
    if all(col.exact for col in columns) and \
            columns[0].size * columns[1].size * columns[2].size <= _INT64_MAX:
        kc, kg, kp = (col.key.view(np.int64) for col in columns)
        sg, sp = columns[1].size, columns[2].size
        keys, counts = np.unique((kc * sg + kg) * sp + kp, return_counts=True)
        cg, rep_p = np.divmod(keys, sp)
        rep_c, rep_g = np.divmod(cg, sg)
        reps = [rep_c, rep_g, rep_p]
        return [_labels(col, k.view(np.uint64), None if col.data is None else k + col.offset)
                for col, k in zip(columns, reps)], counts
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
                if not np.array_equal(want[assigned[lo:lo + _BLOCK]], got[lo:lo + _BLOCK]):
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
            raise ValueError(f"{col.name}: id {bad} is not an index into {names_arg} "
                             f"(length {len(names)})")
        if closed:
            return ids[codes], names
        return codes, tuple(names[i] for i in ids.tolist())
    values = [str(v) for v in values] if col.kind != "str" or isinstance(values, np.ndarray) \
        else values
    if names is not None and closed:
        position = {name: i for i, name in enumerate(names)}
        missing = [v for v in values if v not in position]
        if missing:
            raise ValueError(f"{col.name}: {missing[:5]!r} not in {names_arg}")
        mapping = np.fromiter((position[v] for v in values), np.int64, len(values))
        return mapping[codes], names
    return codes, tuple(values)


def count_skew(classes, groups, predictions, *, class_names: Optional[Sequence[str]] = None,
               group_names: Optional[Sequence[str]] = None) -> SkewCounts:
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
    coding, so counts are always exact. A numpy unicode array cannot hold trailing ``"\\0"``
    characters (numpy drops them); pass a list to keep them.

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
    columns = [_encode(classes, "classes"), _encode(groups, "groups"),
               _encode(predictions, "predictions")]
    n = columns[0].key.shape[0]
    for col in columns[1:]:
        if col.key.shape[0] != n:
            raise ValueError(f"{col.name}: expected {n} entries (one per example, as classes), "
                             f"got {col.key.shape[0]}")
    if class_names is not None:
        class_names = _names(class_names, "class_names")
    if group_names is not None:
        group_names = _names(group_names, "group_names")
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
            columns = [col if col.exact else _dict_coded(col.data.tolist(), col.name)
                       for col in columns]
            labelled, counts = _count(columns, packed=False)
    c, cn = _vocabulary(columns[0], *labelled[0], class_names, "class_names", True)
    g, gn = _vocabulary(columns[1], *labelled[1], group_names, "group_names", True)
    p, pn = _vocabulary(columns[2], *labelled[2], class_names, "class_names", False)
    sizes = (len(cn), len(gn), len(pn))
    return SkewCounts(cn, gn, pn, *_canonical(c, g, p, counts.astype(np.int64), sizes))


# --- effect sizes --------------------------------------------------------------------------

def band(v) -> np.ndarray:
    """The band of each Cramer's V: ``negligible < 0.1 <= small < 0.3 <= medium < 0.5 <= large``.

    Returns an object array of names from :data:`BANDS`, None where ``v`` is nan.

    Examples
    --------
    >>> band([0.05, 0.1, 0.45, 0.5, float("nan")]).tolist()
    ['negligible', 'small', 'medium', 'large', None]
    """
    v = np.asarray(v, dtype=np.float64)
    out = np.asarray(BANDS, dtype=object)[np.searchsorted(BAND_EDGES, v, side="right")
                                          .clip(0, len(BANDS) - 1)]
    out[np.isnan(v)] = None
    return out


class EffectSizes(NamedTuple):
    """Cramer's V per class (see :func:`effect_sizes`); arrays are aligned with
    ``class_names``, shape (K,)."""

    class_names: tuple
    mev: float
    n: np.ndarray  # int64: examples of the class
    n_table: np.ndarray  # int64: examples left in the table by the mev filter (the n of V)
    rows: np.ndarray  # int64: groups in the table
    columns: np.ndarray  # int64: predicted labels in the table
    dropped_columns: np.ndarray  # int64: predicted labels dropped by the mev filter
    chi2: np.ndarray  # float64: nan where undefined
    v: np.ndarray  # float64: Cramer's V, nan where undefined
    band: np.ndarray  # object: a name in BANDS, None where undefined
    state: np.ndarray  # object: None where defined, else a key of UNDEFINED_REASONS
    # For the interval (v_interval): phi^2 = chi2 / n without Yates' correction, and the
    # delta-method variance of its estimate under multinomial sampling; nan where undefined.
    phi2: np.ndarray
    phi2_var: np.ndarray


def _check_mev(mev):
    if isinstance(mev, bool) or not isinstance(mev, numbers.Real) or not np.isfinite(mev) \
            or mev < 0:
        raise ValueError(f"mev: expected a finite number >= 0, got {mev!r}")
    return float(mev)


def _run_starts(*keys) -> np.ndarray:
    """True where a run of equal consecutive ``keys`` tuples starts (the arrays are sorted)."""
    m = keys[0].size
    new = np.zeros(m, dtype=bool)
    if m:
        new[0] = True
        for key in keys:
            new[1:] |= key[1:] != key[:-1]
    return new


class _Layout(NamedTuple):
    """The tables of every class after the mev filter, over the sparse triples: rows are runs
    of (class, group), columns distinct (class, prediction) pairs."""

    of: np.ndarray  # float64 counts of the triples
    n: np.ndarray  # examples per class
    row_start: np.ndarray  # first triple of each row
    row_id: np.ndarray  # row of each triple
    row_class: np.ndarray  # class of each row
    row_kept: np.ndarray  # row totals over the kept columns
    row_ok: np.ndarray  # rows left with examples
    col_id: np.ndarray  # column of each triple
    col_class: np.ndarray  # class of each column
    col_total: np.ndarray
    keep_col: np.ndarray  # columns the filter keeps
    keep: np.ndarray  # triples the filter keeps
    rows_all: np.ndarray  # groups per class before the filter
    cols_all: np.ndarray  # predicted labels per class before the filter
    rows: np.ndarray  # int64 rows per class after the filter
    cols: np.ndarray  # int64 columns per class after the filter
    n_table: np.ndarray  # examples per class left in the table
    defined: np.ndarray  # classes left with at least 2 x 2


def _layout(counts: SkewCounts, mev) -> _Layout:
    if not isinstance(counts, SkewCounts):
        raise TypeError(f"counts: expected SkewCounts, got {type(counts).__name__}")
    mev = _check_mev(mev)
    c, g, p, o = counts.class_index, counts.group_index, counts.prediction_index, counts.count
    K, P = len(counts.class_names), len(counts.prediction_names)
    of = o.astype(np.float64)
    n = np.bincount(c, weights=of, minlength=K)  # exact: integers below 2**53

    # Rows: runs of (class, group), as the triples are sorted by class then group.
    new_row = _run_starts(c, g)
    row_start = np.flatnonzero(new_row)
    row_id = np.cumsum(new_row) - 1
    row_class = c[row_start]
    row_total = np.add.reduceat(of, row_start) if c.size else of
    # Columns: distinct (class, prediction) pairs. K * P fits in int64 for any vocabulary
    # that fits in memory.
    col_key, col_id = np.unique(c * P + p, return_inverse=True)
    col_class = col_key // P
    col_total = np.bincount(col_id, weights=of)
    rows_all = np.bincount(row_class, minlength=K)
    cols_all = np.bincount(col_class, minlength=K)

    # The noise filter: keep a column when r_min * c_j / n >= mev (r_min: smallest row).
    class_start = np.flatnonzero(_run_starts(row_class))
    r_min = np.full(K, np.inf)
    if row_class.size:
        r_min[row_class[class_start]] = np.minimum.reduceat(row_total, class_start)
    keep_col = (r_min[col_class] * col_total / n[col_class] >= mev) if mev > 0 \
        else np.ones(col_total.size, dtype=bool)
    keep = keep_col[col_id]
    kept = np.where(keep, of, 0.0)
    row_kept = np.add.reduceat(kept, row_start) if c.size else of
    row_ok = row_kept > 0
    rows = np.bincount(row_class, weights=row_ok, minlength=K).astype(np.int64)
    cols = np.bincount(col_class, weights=keep_col, minlength=K).astype(np.int64)
    n_table = np.bincount(col_class, weights=np.where(keep_col, col_total, 0.0), minlength=K)
    defined = (rows >= 2) & (cols >= 2)
    return _Layout(of, n, row_start, row_id, row_class, row_kept, row_ok, col_id, col_class,
                   col_total, keep_col, keep, rows_all, cols_all, rows, cols, n_table, defined)


def kept_tables(counts: SkewCounts, *, mev: float = DEFAULT_MEV):
    """The contingency tables behind V, dense, for the classes whose V is defined.

    Returns ``(classes, tables)``: the positions of those classes in ``class_names``, and an
    int64 array of shape (classes, R, C) holding each class's groups x predicted labels
    after the mev filter, padded with zero rows and columns to the largest table (R, C).

    Examples
    --------
    >>> c = count_skew(["cat"] * 8, ["a"] * 4 + ["b"] * 4,
    ...                ["cat", "cat", "cat", "dog", "dog", "dog", "dog", "cat"])
    >>> classes, tables = kept_tables(c, mev=0)
    >>> classes.tolist(), tables.tolist()
    ([0], [[[3, 1], [1, 3]]])
    """
    lay = _layout(counts, mev)
    classes = np.flatnonzero(lay.defined)
    sel = lay.keep & lay.defined[counts.class_index]
    cs = counts.class_index[sel]
    # Position of each kept row / column within its class: its id less the class's first.
    row_ids = np.unique(lay.row_id[sel])
    r = np.searchsorted(row_ids, lay.row_id[sel])
    col_ids = np.unique(lay.col_id[sel])
    q = np.searchsorted(col_ids, lay.col_id[sel])
    which = np.searchsorted(classes, cs)
    first_r = np.full(classes.size, 0)
    first_q = np.full(classes.size, 0)
    if cs.size:
        starts = np.flatnonzero(_run_starts(cs))
        first_r[which[starts]] = np.minimum.reduceat(r, starts)
        first_q[which[starts]] = np.minimum.reduceat(q, starts)
    r, q = r - first_r[which], q - first_q[which]
    shape = (classes.size, int(r.max()) + 1 if r.size else 0, int(q.max()) + 1 if q.size else 0)
    tables = np.zeros(shape, dtype=np.int64)
    tables[which, r, q] = counts.count[sel]
    return classes, tables


def effect_sizes(counts: SkewCounts, *, mev: float = DEFAULT_MEV) -> EffectSizes:
    """Cramer's V between group and predicted label, for each class.

    For class ``y`` the table has a row per group with examples of ``y`` and a column per
    label predicted for them. With ``mev > 0`` the columns whose smallest expected count
    ``row_total * col_total / n`` is below ``mev`` are dropped first (then any group left
    empty). Then ``v = sqrt(chi2 / (n * (min(rows, columns) - 1)))`` with ``chi2`` equal to
    ``scipy.stats.chi2_contingency(table)[0]`` (Yates' correction for a 2 x 2 table).

    Parameters
    ----------
    counts : SkewCounts
    mev : float, default 5
        Minimum expected count of a kept column; 0 keeps every column.

    Returns
    -------
    EffectSizes
        ``v`` lies in [0, 1]; 0 is no association (ideal). It is nan where undefined: no
        examples, one group, one predicted label, or fewer than two columns or rows left after
        the filter; ``state`` says which.

    Notes
    -----
    Computed for all classes at once from the sparse counts: the zero cells of a table add
    ``sum_rows r_i * (n - s_i) / n`` to ``chi2``, ``s_i`` being the total of the columns
    where row ``i`` is not zero (integers, so the sum is exact). Terms are those of scipy;
    only the order of summation differs.

    Examples
    --------
    >>> c = count_skew(["cat"] * 8, ["a"] * 4 + ["b"] * 4,
    ...                ["cat", "cat", "cat", "dog", "dog", "dog", "dog", "cat"])
    >>> e = effect_sizes(c, mev=0)
    >>> round(float(e.v[0]), 6), e.band[0]
    (0.25, 'small')
    >>> effect_sizes(c).state[0]  # every expected count is 4 < 5
    'filtered'
    """
    lay = _layout(counts, mev)
    c, g, p = counts.class_index, counts.group_index, counts.prediction_index
    K = len(counts.class_names)
    of, n, keep, defined, rows, cols = lay.of, lay.n, lay.keep, lay.defined, lay.rows, lay.cols
    row_id, col_id, row_class, row_kept = lay.row_id, lay.col_id, lay.row_class, lay.row_kept
    col_total, n_table = lay.col_total, lay.n_table
    yates = defined & (rows == 2) & (cols == 2)

    chi2 = np.zeros(K)
    # Tables larger than 2 x 2: the non-zero cells, then the zero cells row by row.
    sel = keep & defined[c] & ~yates[c]
    cs = c[sel]
    expected = row_kept[row_id[sel]] * col_total[col_id[sel]] / n_table[cs]
    chi2 += np.bincount(cs, weights=(of[sel] - expected) ** 2 / expected, minlength=K)
    covered = np.add.reduceat(np.where(keep, col_total[col_id], 0.0), lay.row_start) \
        if c.size else of
    rsel = lay.row_ok & defined[row_class] & ~yates[row_class]
    nr = n_table[row_class[rsel]]
    chi2 += np.bincount(row_class[rsel], weights=row_kept[rsel] * (nr - covered[rsel]) / nr,
                        minlength=K)
    if yates.any():
        chi2[yates] = _yates_chi2(c, g, p, of, keep & yates[c], np.flatnonzero(yates))

    phi2, phi2_var = _phi2_and_variance(
        c, of, keep & defined[c], row_id, col_id, row_kept, col_total, n_table, K)
    phi2[~defined] = np.nan
    phi2_var[~defined] = np.nan
    dof = np.minimum(rows, cols) - 1
    with np.errstate(divide="ignore", invalid="ignore"):
        v = np.where(defined, np.sqrt(chi2 / (n_table * dof)), np.nan)
    chi2[~defined] = np.nan
    state = np.full(K, None, dtype=object)
    state[~defined] = "filtered"
    state[lay.cols_all == 1] = "one_prediction"
    state[lay.rows_all == 1] = "one_group"
    state[n == 0] = "no_examples"
    return EffectSizes(
        class_names=counts.class_names,
        mev=mev,
        n=n.astype(np.int64),
        n_table=n_table.astype(np.int64),
        rows=rows,
        columns=cols,
        dropped_columns=lay.cols_all - cols,
        chi2=chi2,
        v=v,
        band=band(v),
        state=state,
        phi2=phi2,
        phi2_var=phi2_var,
    )


def _phi2_and_variance(c, of, sel, row_id, col_id, row_kept, col_total, n_table, K):
    """``phi^2 = sum p_ij^2 / (p_i p_j) - 1`` per class and the delta-method variance of its
    estimate, ``(sum g^2 p - (sum g p)^2) / n`` with the gradient
    ``g_ij = 2 p_ij / (p_i p_j) - sum_j' p_ij'^2 / (p_i^2 p_j') - sum_i' p_i'j^2 / (p_i' p_j^2)``.
    Zero cells add nothing to either sum, so only the stored (kept) cells are visited.
    """
    cs = c[sel]
    nt = n_table[cs]
    p = of[sel] / nt
    p_i = row_kept[row_id[sel]] / nt
    p_j = col_total[col_id[sel]] / nt
    r = p / (p_i * p_j)
    a = np.bincount(row_id[sel], weights=p * r / p_i, minlength=row_kept.size)[row_id[sel]]
    b = np.bincount(col_id[sel], weights=p * r / p_j, minlength=col_total.size)[col_id[sel]]
    g = 2 * r - a - b
    phi2 = np.bincount(cs, weights=p * r, minlength=K) - 1
    mean = np.bincount(cs, weights=g * p, minlength=K)
    with np.errstate(divide="ignore", invalid="ignore"):
        var = (np.bincount(cs, weights=g * g * p, minlength=K) - mean**2) / n_table
    return phi2.astype(np.float64), np.maximum(var, 0.0).astype(np.float64)


def _yates_chi2(c, g, p, of, sel, classes):
    """``chi2_contingency(table)[0]`` of 2 x 2 tables, one per class in ``classes``."""
    cs, gs, ps, os_ = c[sel], g[sel], p[sel], of[sel]
    start = np.flatnonzero(_run_starts(cs))
    which = np.searchsorted(classes, cs)
    # Rows and columns are the two distinct groups and labels of the class's kept cells.
    first_g = np.repeat(gs[start], np.diff(np.append(start, cs.size)))
    min_p = np.repeat(np.minimum.reduceat(ps, start), np.diff(np.append(start, cs.size)))
    table = np.zeros((classes.size, 2, 2))
    table[which, (gs != first_g).astype(int), (ps != min_p).astype(int)] = os_
    # As scipy.stats.chi2_contingency does it, for dof == 1.
    row, col = table.sum(axis=2), table.sum(axis=1)
    total = row.sum(axis=1)
    expected = row[:, :, None] * col[:, None, :] / total[:, None, None]
    diff = expected - table
    observed = table + np.minimum(0.5, np.abs(diff)) * np.sign(diff)
    return ((observed - expected) ** 2 / expected).sum(axis=(1, 2))


class SkewSize(NamedTuple):
    """The skewness of the effect sizes over classes (see :func:`skew_size`)."""

    value: float  # nan when undefined
    state: Optional[str]  # None, or a key of SKEW_SIZE_REASONS
    classes: int  # classes with a defined V: the sample the skewness is taken over
    effect_sizes: EffectSizes


def skew_size(counts: SkewCounts, *, mev: float = DEFAULT_MEV) -> SkewSize:
    """SkewSize: ``scipy.stats.skew`` (biased, ``m3 / m2**1.5``) of the defined V per class.

    Parameters
    ----------
    counts : SkewCounts
    mev : float, default 5
        The noise filter of :func:`effect_sizes`.

    Returns
    -------
    SkewSize
        ``value`` is unbounded. Higher is less biased: a long tail of large effect sizes
        (classes whose mistakes depend on the group) pulls it towards negative values. It is
        nan when fewer than two classes have a V, or when every V is the same.

    Examples
    --------
    >>> c = count_skew(["cat"] * 6 + ["dog"] * 6 + ["fox"] * 6, ["a", "a", "b", "b", "c", "c"] * 3,
    ...                ["cat", "cat", "cat", "cat", "cat", "dog", "dog", "dog", "cat",
    ...                 "cat", "dog", "cat", "fox", "cow", "fox", "cow", "fox", "fox"])
    >>> s = skew_size(c, mev=0)
    >>> s.effect_sizes.v.round(6).tolist(), s.classes
    ([0.632456, 0.816497, 0.5], 3)
    >>> round(s.value, 6)
    0.196416
    """
    sizes = effect_sizes(counts, mev=mev)
    v = sizes.v[~np.isnan(sizes.v)]
    if v.size < 2:
        return SkewSize(float("nan"), "too_few_classes", int(v.size), sizes)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # scipy's precision-loss warning
        value = float(scipy.stats.skew(v))
    return SkewSize(value, "constant" if np.isnan(value) else None, int(v.size), sizes)


# --- accuracy and parity -------------------------------------------------------------------

def _prediction_class(counts: SkewCounts) -> np.ndarray:
    """For each predicted label, the index of the class of that name, else -1."""
    position = {name: i for i, name in enumerate(counts.class_names)}
    return np.fromiter((position.get(name, -1) for name in counts.prediction_names),
                       np.int64, len(counts.prediction_names))


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
    gap: np.ndarray  # (K,) float64: accuracy - worst_group_accuracy
    overall_accuracy: float  # correct / N
    mean_accuracy: float  # mean over the classes with examples of their accuracy
    pooled_group_n: np.ndarray  # (G,) int64: examples per group, all classes
    pooled_group_accuracy: np.ndarray  # (G,) float64
    pooled_worst_group: Optional[str]
    pooled_worst_group_accuracy: float
    pooled_gap: float  # overall_accuracy - pooled_worst_group_accuracy


def _worst(accuracy: np.ndarray) -> np.ndarray:
    """(index of the smallest accuracy along the last axis, first on ties; -1 if all nan)."""
    filled = np.where(np.isnan(accuracy), np.inf, accuracy)
    index = np.argmin(filled, axis=-1) if accuracy.shape[-1] else \
        np.zeros(accuracy.shape[:-1], np.int64)
    empty = np.all(np.isnan(accuracy), axis=-1)
    return np.where(empty, -1, index)


def accuracy_by_group(counts: SkewCounts) -> GroupAccuracy:
    """Accuracy per class, per class and group, and pooled per group; worst groups and gaps.

    A prediction is correct when its name equals the class name. For each class, the worst
    group is the group of lowest accuracy among those with examples of the class (the first
    in ``group_names`` order on ties), and ``gap = accuracy - worst_group_accuracy`` (>= 0,
    ideal 0). Pooled over classes: ``pooled_gap = overall_accuracy - the lowest accuracy of
    a group``.

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
    group_correct = np.bincount(c * G + g, weights=np.where(right, of, 0.0),
                                minlength=K * G).reshape(K, G)
    n, correct = group_n.sum(axis=1), group_correct.sum(axis=1)
    pooled_n, pooled_correct = group_n.sum(axis=0), group_correct.sum(axis=0)
    with np.errstate(divide="ignore", invalid="ignore"):
        accuracy = correct / n
        group_accuracy = group_correct / group_n
        pooled_accuracy = pooled_correct / pooled_n
    names = np.asarray(counts.group_names + (None,), dtype=object)
    worst = _worst(group_accuracy)
    worst_accuracy = np.where(worst >= 0, group_accuracy[np.arange(K), worst.clip(0)], np.nan) \
        if K else np.zeros(0)
    pooled_worst = int(_worst(pooled_accuracy[None, :])[0])
    total = float(n.sum())
    overall = float(correct.sum() / total) if total else float("nan")
    pooled_worst_accuracy = float(pooled_accuracy[pooled_worst]) if pooled_worst >= 0 \
        else float("nan")
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
    state: Optional[str]  # None, or "open_vocabulary" (see OPEN_VOCABULARY)
    outside_labels: tuple  # predicted labels that are not class names
    demographic_parity: Optional[float]
    demographic_parity_label: Optional[str]  # the class k of the largest gap
    equalized_odds: Optional[float]
    equalized_odds_label: Optional[str]
    equalized_odds_truth: Optional[int]  # t of the largest gap: 1 among class k, 0 the rest
    label_demographic_parity: Optional[np.ndarray]  # (K,) float64: the gap for each k
    label_equalized_odds: Optional[np.ndarray]  # (K, 2) float64: the gap for each k and t


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
        return PredictionParity(counts.class_names, counts.group_names, "open_vocabulary",
                                outside, None, None, None, None, None, None, None)
    of = o.astype(np.float64)
    k = klass[p]
    predicted = np.bincount(g * K + k, weights=of, minlength=G * K).reshape(G, K)
    truth = np.bincount(g * K + c, weights=of, minlength=G * K).reshape(G, K)  # y = k
    hits = np.bincount(g * K + c, weights=np.where(k == c, of, 0.0),
                       minlength=G * K).reshape(G, K)  # yhat = k, y = k
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

class ContingencyTable(NamedTuple):
    """One class's groups x predicted labels (see :func:`contingency_table`)."""

    class_name: str
    group_names: tuple  # (R,): groups with examples of the class
    prediction_names: tuple  # (C,): labels predicted for the class, most frequent first
    counts: np.ndarray  # (R, C) int64
    expected: np.ndarray  # (R, C) float64: row_total * col_total / n, full table
    kept: np.ndarray  # (C,) bool: the column passes the mev filter
    correct: np.ndarray  # (C,) bool: the column is the class itself
    mev: float


def _class_position(counts: SkewCounts, class_name: str) -> int:
    if not isinstance(counts, SkewCounts):
        raise TypeError(f"counts: expected SkewCounts, got {type(counts).__name__}")
    try:
        return counts.class_names.index(class_name)
    except ValueError:
        raise ValueError(f"class_name: {class_name!r} is not one of the classes") from None


def contingency_table(counts: SkewCounts, class_name: str, *,
                      mev: float = DEFAULT_MEV) -> ContingencyTable:
    """The full table of one class, with the columns the ``mev`` filter keeps marked.

    Rows are the groups with examples of the class, in ``group_names`` order; columns are
    the labels predicted for it, most frequent first (then in ``prediction_names`` order).
    ``counts[kept]`` restricted to its non-empty rows is the table whose V
    :func:`effect_sizes` reports. A class without examples gives a 0 x 0 table.

    Examples
    --------
    >>> c = count_skew(["cat"] * 5, ["a", "a", "b", "b", "b"], ["cat", "dog", "cat", "cat", "cow"])
    >>> t = contingency_table(c, "cat", mev=0)
    >>> t.group_names, t.prediction_names, t.counts.tolist()
    (('a', 'b'), ('cat', 'cow', 'dog'), [[1, 0, 1], [2, 1, 0]])
    >>> t.correct.tolist()
    [True, False, False]
    """
    y = _class_position(counts, class_name)
    mev = _check_mev(mev)
    lo, hi = np.searchsorted(counts.class_index, [y, y + 1])
    g, p, o = (counts.group_index[lo:hi], counts.prediction_index[lo:hi],
               counts.count[lo:hi])
    groups, row = np.unique(g, return_inverse=True)
    labels, col = np.unique(p, return_inverse=True)
    table = np.zeros((groups.size, labels.size), np.int64)
    table[row, col] = o
    col_total = table.sum(axis=0)
    order = np.lexsort((labels, -col_total))
    table, labels = table[:, order], labels[order]
    r = table.sum(axis=1).astype(np.float64)
    k = table.sum(axis=0).astype(np.float64)
    n = float(r.sum())
    expected = r[:, None] * k[None, :] / n if n else np.zeros(table.shape)
    kept = (r.min() * k / n >= mev) if (mev > 0 and n) else np.ones(labels.size, dtype=bool)
    names = tuple(counts.prediction_names[i] for i in labels.tolist())
    return ContingencyTable(
        class_name=class_name,
        group_names=tuple(counts.group_names[i] for i in groups.tolist()),
        prediction_names=names,
        counts=table,
        expected=expected,
        kept=kept,
        correct=np.asarray([name == class_name for name in names], dtype=bool),
        mev=mev,
    )


class Mistakes(NamedTuple):
    """The most frequent wrong labels per group, one row per (group, rank) (long form)."""

    class_name: str
    group: np.ndarray  # object
    group_n: np.ndarray  # int64: examples of the class in the group
    rank: np.ndarray  # int64, from 1
    label: np.ndarray  # object: the wrong predicted label
    count: np.ndarray  # int64
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
