"""Per-class performance by group (Gustafson et al. 2023, FACET; METRICS.md section 2).

Two halves, as everywhere in the metrics core:

* **Counting** (:func:`count_groups`): from per-person classes, predictions and attributes to
  :class:`GroupCounts`, the sufficient statistics ``n``, ``tp``, ``negatives`` and
  ``true_negatives`` for every class x every group of every requested grouping. Counting is
  vectorised (bincounts over person-group pairs), and counts merge exactly by addition.
* **Reading** (:func:`rate_table`, :func:`disparity`, :func:`max_min_disparity`,
  :func:`baseline_disparity`, :func:`rank_classes`, :func:`macro_average`): pure functions
  of the counts. Cells with fewer than ``min_count`` people are *insufficient* (the
  paper's rule: 50), cells with nobody are *undefined*; both are ``nan`` with an explicit
  state, never a number.

Groups
------
An *attribute* gives each person zero, one or several values (perceived skin tone marked
3, 4 and 5 by annotators puts the person in groups 3, 4 and 5). A *grouping* is one
attribute or the intersection (Cartesian product) of several; its groups are the value
combinations, and a person is in every combination of their values. *Buckets* replace an
attribute's raw values by named sets of them (skin tone ``{"lighter": [1, 2, 3],
"darker": [8, 9, 10]}``); a person is in a bucket when any of their values is in it
(counted once), and values outside every bucket put the person in no group of that
attribute. Group names are ``"attribute=value"`` joined by ``" & "`` for intersections,
e.g. ``"hair_type=coily & skin_tone=darker"``.

Classes
-------
Every person has a primary class and may have a secondary one (FACET's ``class1`` and
``class2``). The person counts under each of their classes: in ``n`` of the primary *and*
of the secondary class. A prediction is correct when it equals either class, and a correct
person counts as a true positive under both of their classes (the paper: "we treat both
classes as valid labels"). For class ``k`` the person is a negative when ``k`` is neither
of their classes, and a true negative when moreover they were not predicted as ``k``.
"""
from __future__ import annotations

import itertools
import numbers
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple, Optional, Sequence, Tuple

import numpy as np
import scipy.sparse as sp

from tb_fairness.metrics.counts import _int_array, _names, check_min_count
from tb_fairness.metrics.intervals import (
    DEFAULT_LEVEL,
    _wilson,
    newcombe_interval,
    z_value,
)

__all__ = [
    "DEFAULT_MIN_COUNT",
    "METRICS",
    "STATE_INSUFFICIENT",
    "STATE_UNDEFINED",
    "STATE_REASONS",
    "GroupSpace",
    "GroupCounts",
    "count_groups",
    "cell_states",
    "RateTable",
    "rate_table",
    "DisparityTable",
    "disparity",
    "max_min_disparity",
    "baseline_disparity",
    "rank_classes",
    "MacroAverage",
    "macro_average",
    "macro_interval",
]

DEFAULT_MIN_COUNT = 50  # the paper's rule: a (class, group) cell needs at least 50 people
METRICS = ("recall", "tnr")
METRIC_TITLES = {"recall": "Recall (true positive rate)", "tnr": "True negative rate"}
VALUE_SEPARATOR = "="
GROUP_SEPARATOR = " & "

STATE_INSUFFICIENT = "insufficient"
STATE_UNDEFINED = "undefined"
STATE_REASONS = {
    STATE_INSUFFICIENT: "fewer than min_count people in the cell",
    STATE_UNDEFINED: "no people in the cell (the rate's denominator is zero)",
}


# --------------------------------------------------------------------------------------
# Groups


def _grouping_key(grouping, attribute_names, name) -> tuple:
    """A grouping as a tuple of attribute names (a single name stands for itself)."""
    if isinstance(grouping, str):
        grouping = (grouping,)
    try:
        grouping = tuple(grouping)
    except TypeError:
        raise TypeError(
            f"{name}: expected an attribute name or a tuple of attribute names, got {grouping!r}"
        ) from None
    if not grouping:
        raise ValueError(f"{name}: expected at least one attribute in a grouping")
    for attr in grouping:
        if attr not in attribute_names:
            raise ValueError(
                f"{name}: {attr!r} is not an attribute; expected one of {list(attribute_names)}"
            )
    if len(set(grouping)) != len(grouping):
        raise ValueError(f"{name}: attribute repeated in grouping {grouping!r}")
    return grouping


@dataclass(frozen=True)
class GroupSpace:
    """The groups a report holds: attributes, their values, and the groupings requested.

    Attributes
    ----------
    attribute_names : tuple of str, length A
    attribute_values : tuple of A tuples of str
        The value (or bucket) names of each attribute, in order.
    groupings : tuple of tuples of str
        Each grouping is one attribute name or several (an intersection).

    Groups are enumerated grouping by grouping; within a grouping, value combinations in
    row-major order (the last attribute varies fastest), as ``itertools.product`` does.

    Examples
    --------
    >>> space = GroupSpace(("hair", "skin"), (("coily", "straight"), ("lighter", "darker")),
    ...                    (("skin",), ("hair", "skin")))
    >>> space.group_names[:3]
    ('skin=lighter', 'skin=darker', 'hair=coily & skin=lighter')
    >>> space.groups_of(("hair", "skin")).tolist()
    [2, 3, 4, 5]
    """

    attribute_names: tuple
    attribute_values: tuple
    groupings: tuple

    def __post_init__(self):
        set_ = object.__setattr__
        names = _names(self.attribute_names, "attribute_names")
        set_(self, "attribute_names", names)
        values = tuple(self.attribute_values)
        if len(values) != len(names):
            raise ValueError(
                f"attribute_values: expected {len(names)} value lists (one per attribute), "
                f"got {len(values)}"
            )
        set_(self, "attribute_values", tuple(
            _names(v, f"attribute_values[{name!r}]") for name, v in zip(names, values)
        ))
        groupings = tuple(_grouping_key(g, names, "groupings") for g in self.groupings)
        seen = set()
        for g in groupings:
            if frozenset(g) in seen:
                raise ValueError(f"groupings: {g!r} is requested twice")
            seen.add(frozenset(g))
        set_(self, "groupings", groupings)
        if len(set(self.group_names)) != len(self.group_names):
            raise ValueError(
                "attribute_values: group names collide; avoid "
                f"{VALUE_SEPARATOR!r} and {GROUP_SEPARATOR!r} in attribute and value names"
            )

    def _values_of(self, attr):
        return self.attribute_values[self.attribute_names.index(attr)]

    def grouping_sizes(self) -> tuple:
        """Number of groups in each grouping."""
        return tuple(int(np.prod([len(self._values_of(a)) for a in g], dtype=np.int64))
                     for g in self.groupings)

    @cached_property
    def grouping_offsets(self) -> np.ndarray:
        """(len(groupings) + 1,) int64: groups of grouping j are ``offsets[j]:offsets[j+1]``."""
        return np.concatenate([[0], np.cumsum(self.grouping_sizes(), dtype=np.int64)])

    @cached_property
    def group_values(self) -> tuple:
        """Per group, the tuple of (attribute, value) pairs that defines it."""
        out = []
        for g in self.groupings:
            for combo in itertools.product(*(self._values_of(a) for a in g)):
                out.append(tuple(zip(g, combo)))
        return tuple(out)

    @cached_property
    def group_names(self) -> tuple:
        """Per group, ``"attr=value"`` joined by ``" & "``."""
        return tuple(
            GROUP_SEPARATOR.join(f"{a}{VALUE_SEPARATOR}{v}" for a, v in pairs)
            for pairs in self.group_values
        )

    @cached_property
    def group_grouping(self) -> np.ndarray:
        """(G,) int64: the index in ``groupings`` of each group."""
        return np.repeat(np.arange(len(self.groupings)), self.grouping_sizes())

    @property
    def n_groups(self) -> int:
        return int(self.grouping_offsets[-1])

    @cached_property
    def _position(self) -> dict:
        return {name: i for i, name in enumerate(self.group_names)}

    def index(self, group, name: str = "group") -> int:
        """Index of a group given by its name or by a mapping ``{attribute: value}``."""
        if isinstance(group, Mapping):
            key = frozenset((str(a), str(v)) for a, v in group.items())
            for i, pairs in enumerate(self.group_values):
                if frozenset(pairs) == key:
                    return i
            raise ValueError(f"{name}: no group {dict(group)!r} in this report")
        if not isinstance(group, str):
            raise TypeError(f"{name}: expected a group name or a mapping, got {group!r}")
        try:
            return self._position[group]
        except KeyError:
            raise ValueError(
                f"{name}: no group {group!r}; groups are named like {self.group_names[:3]!r}"
            ) from None

    def groups_of(self, grouping, name: str = "grouping") -> np.ndarray:
        """Indices of the groups of one grouping (an attribute name or tuple of names)."""
        key = _grouping_key(grouping, self.attribute_names, name)
        for j, g in enumerate(self.groupings):
            if frozenset(g) == frozenset(key):
                return np.arange(self.grouping_offsets[j], self.grouping_offsets[j + 1])
        raise ValueError(
            f"{name}: {key!r} was not counted; the report holds groupings {list(self.groupings)}"
        )

    def merge(self, other: "GroupSpace") -> Tuple["GroupSpace", np.ndarray, np.ndarray]:
        """The union of both spaces' values, and where each side's groups land in it.

        Both sides must have the same attributes and groupings; values seen by one side
        only are appended (in that side's order) after the other side's values.
        """
        if not isinstance(other, GroupSpace):
            raise TypeError(f"other: expected GroupSpace, got {type(other).__name__}")
        if other.attribute_names != self.attribute_names or other.groupings != self.groupings:
            raise ValueError(
                "other: expected the same attributes and groupings, got "
                f"{list(other.attribute_names)} / {list(other.groupings)} against "
                f"{list(self.attribute_names)} / {list(self.groupings)}"
            )
        if other.attribute_values == self.attribute_values:
            identity = np.arange(self.n_groups)
            return self, identity, identity
        values = tuple(
            mine + tuple(v for v in theirs if v not in set(mine))
            for mine, theirs in zip(self.attribute_values, other.attribute_values)
        )
        merged = GroupSpace(self.attribute_names, values, self.groupings)
        position = merged._position
        return (merged,
                np.asarray([position[n] for n in self.group_names], dtype=np.int64),
                np.asarray([position[n] for n in other.group_names], dtype=np.int64))


# --------------------------------------------------------------------------------------
# Counts


@dataclass(frozen=True)
class GroupCounts:
    """Counts behind a per-class, per-group performance report.

    Attributes
    ----------
    class_names : tuple of str, length K
    groups : GroupSpace
        G groups over all groupings.
    n : ndarray of int64, shape (K, G)
        People of class ``k`` (primary or secondary) in group ``g``.
    tp : ndarray of int64, shape (K, G)
        Of those, people predicted correctly (as their primary or secondary class).
    negatives : ndarray of int64, shape (K, G)
        People of group ``g`` of which ``k`` is neither class.
    true_negatives : ndarray of int64, shape (K, G)
        Of those, people not predicted as ``k``.

    ``n + negatives`` is the size of the group, the same for every class.
    """

    class_names: tuple
    groups: GroupSpace
    n: np.ndarray
    tp: np.ndarray
    negatives: np.ndarray
    true_negatives: np.ndarray
    # The writer's minimum people per cell (readers' default of min_count); None: theirs.
    min_count: Optional[int] = None

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "min_count", check_min_count(self.min_count))
        set_(self, "class_names", _names(self.class_names, "class_names"))
        if not isinstance(self.groups, GroupSpace):
            raise TypeError(f"groups: expected GroupSpace, got {type(self.groups).__name__}")
        K, G = len(self.class_names), self.groups.n_groups
        if K == 0:
            raise ValueError("class_names: expected at least one class")
        for field in ("n", "tp", "negatives", "true_negatives"):
            set_(self, field, _int_array(getattr(self, field), field, (K, G)))
        if np.any(self.tp > self.n):
            raise ValueError("tp: expected tp <= n")
        if np.any(self.true_negatives > self.negatives):
            raise ValueError("true_negatives: expected true_negatives <= negatives")
        sizes = self.n + self.negatives
        if G and np.any(sizes != sizes[0]):
            raise ValueError(
                "negatives: expected n + negatives (the group size) equal for every class")
        size = sizes[0]
        # Everyone has a primary class and at most one other, and one prediction.
        if np.any(self.n.sum(axis=0) < size) or np.any(self.n.sum(axis=0) > 2 * size):
            raise ValueError("n: expected each person counted under one or two classes")
        if np.any((self.negatives - self.true_negatives).sum(axis=0) > size):
            raise ValueError("true_negatives: expected each person predicted as one class at most")

    @classmethod
    def empty(cls, class_names: Sequence[str], groups: GroupSpace) -> "GroupCounts":
        """Zero counts over the given classes and groups."""
        zeros = np.zeros((len(class_names), groups.n_groups), np.int64)
        return cls(tuple(class_names), groups, zeros, zeros, zeros, zeros)

    @property
    def group_names(self) -> tuple:
        return self.groups.group_names

    @property
    def group_sizes(self) -> np.ndarray:
        """(G,) int64: people in each group."""
        return self.n[0] + self.negatives[0]

    @property
    def false_positives(self) -> np.ndarray:
        """(K, G) int64: people of group ``g`` predicted as ``k``, which is neither class."""
        return self.negatives - self.true_negatives

    def merge(self, other: "GroupCounts") -> "GroupCounts":
        """The counts of both sets of people together (exact: counts add).

        Classes and attribute values are aligned by name; one seen by one side only counts
        zero people on the other (so the other side's people are all its negatives).
        """
        if not isinstance(other, GroupCounts):
            raise TypeError(f"other: expected GroupCounts, got {type(other).__name__}")
        space, g_mine, g_theirs = self.groups.merge(other.groups)
        classes, k_mine, k_theirs = _merge_names(self.class_names, other.class_names)
        shape = (len(classes), space.n_groups)
        out = {f: np.zeros(shape, np.int64) for f in ("n", "tp", "negatives", "true_negatives")}
        for side, ks, gs in ((self, k_mine, g_mine), (other, k_theirs, g_theirs)):
            cell = (ks[:, None], gs[None, :])
            for field in ("n", "tp"):
                out[field][cell] += getattr(side, field)
            # A class unknown to this side: every person of the group is a true negative.
            for field in ("negatives", "true_negatives"):
                block = np.zeros(shape, np.int64)
                block[:, gs] = side.group_sizes[None, :]
                block[cell] = getattr(side, field)
                out[field] += block
        return GroupCounts(classes, space, **out, min_count=self.min_count)


def _merge_names(mine: tuple, theirs: tuple):
    if mine == theirs:
        index = np.arange(len(mine))
        return mine, index, index
    position = {name: i for i, name in enumerate(mine)}
    names = mine + tuple(n for n in theirs if n not in position)
    position = {name: i for i, name in enumerate(names)}
    return (names, np.arange(len(mine)),
            np.asarray([position[n] for n in theirs], dtype=np.int64))


# --------------------------------------------------------------------------------------
# Input encoding


def _missing_mask(arr: np.ndarray) -> np.ndarray:
    """True where an entry is None or NaN (one pass; object arrays need Python calls)."""
    if arr.dtype.kind == "f":
        return np.isnan(arr)
    if arr.dtype == object:
        return np.fromiter((v is None or v != v for v in arr), dtype=bool, count=arr.size)
    return np.zeros(arr.shape, dtype=bool)


def _homogeneous(values: np.ndarray, name: str) -> np.ndarray:
    """An object array of non-missing scalars as a typed array (str or number)."""
    if values.dtype != object:
        return values
    if values.size == 0:
        return values.astype(str)
    kinds = set()
    for t in set(map(type, values.tolist())):
        if issubclass(t, str):
            kinds.add("str")
        elif issubclass(t, (numbers.Number, np.number)) and not issubclass(t, complex):
            kinds.add("number")
        else:
            raise TypeError(f"{name}: expected strings or numbers, got {t.__name__}")
    if len(kinds) > 1:
        raise TypeError(f"{name}: expected values of one kind, got both strings and numbers")
    out = np.asarray(values.tolist())
    if out.dtype == object:
        raise TypeError(f"{name}: could not read the values as one type")
    return out


def _value_name(v) -> str:
    if isinstance(v, np.generic):
        v = v.item()
    return str(v)


def _kind(arr: np.ndarray) -> str:
    return "str" if arr.dtype.kind in "US" else "number"


def _unique_inverse(values: np.ndarray):
    """``np.unique(values, return_inverse=True)``, fast for few distinct values.

    Sorting a million strings takes a quarter of a second; instead the distinct values of
    a strided sample are looked up by binary search, and the values the sample missed are
    added in a second pass. Correct whatever the sample: the result is returned only when
    every value was found. Many distinct values fall back to the sort.
    """
    if values.size > 4096:
        vocab = np.unique(values[:: values.size // 2048])
        for _ in range(2):
            pos = np.minimum(np.searchsorted(vocab, values), len(vocab) - 1)
            missed = vocab[pos] != values
            if not missed.any():
                return vocab, pos.astype(np.int64)
            if np.count_nonzero(missed) > values.size // 8:
                break
            vocab = np.union1d(vocab, values[missed])
    vocab, codes = np.unique(values, return_inverse=True)
    return vocab, codes.reshape(-1).astype(np.int64)


def _encode(values: np.ndarray, vocabulary: Optional[np.ndarray], name: str):
    """Codes of ``values`` (a typed 1-D array) in a vocabulary, and the vocabulary.

    The vocabulary is the sorted distinct values unless given (then any value outside it
    is an error). Small non-negative integers take a bincount path, no sort.
    """
    if vocabulary is None:
        if values.dtype.kind in "iub" and values.size:
            v = values.astype(np.int64)
            lo, hi = int(v.min()), int(v.max())
            if lo >= 0 and hi < (1 << 22):
                present = np.bincount(v, minlength=hi + 1) > 0
                vocab = np.flatnonzero(present).astype(values.dtype)
                lut = np.cumsum(present) - 1
                return lut[v], vocab
        vocab, codes = _unique_inverse(values)
        return codes, vocab
    if values.size == 0:
        return np.zeros(0, np.int64), vocabulary
    if not len(vocabulary) or _kind(values) != _kind(vocabulary):
        raise ValueError(f"{name}: value {_value_name(values[0])!r} is not in the given vocabulary")
    order = np.argsort(vocabulary, kind="stable")
    sorted_vocab = vocabulary[order]
    pos = np.minimum(np.searchsorted(sorted_vocab, values), len(sorted_vocab) - 1)
    wrong = sorted_vocab[pos] != values
    if np.any(wrong):
        bad = values[np.argmax(wrong)]
        raise ValueError(f"{name}: value {_value_name(bad)!r} is not in the given vocabulary")
    return order[pos].astype(np.int64), vocabulary


def _as_vocabulary(values, name) -> np.ndarray:
    vocab = _homogeneous(np.asarray(list(values), dtype=object), name)
    if len(set(vocab.tolist())) != len(vocab):
        raise ValueError(f"{name}: expected distinct values")
    return vocab


class _Membership(NamedTuple):
    """Who is in which value of one attribute (or one grouping).

    ``people`` is None when person ``i`` has exactly one value, ``codes[i]``; otherwise
    the pairs (``people[e]``, ``codes[e]``) sorted by person, without repeats.
    """

    people: Optional[np.ndarray]
    codes: np.ndarray
    n_values: int


def _is_collection(v) -> bool:
    return isinstance(v, (set, frozenset, list, tuple))


def _dedupe(people, codes, n_values):
    key = np.unique(people * max(n_values, 1) + codes)
    return key // max(n_values, 1), key % max(n_values, 1)


def _read_attribute(values, name: str, n: int, vocabulary):
    """(people or None, raw codes, raw vocabulary array) for one attribute's input."""
    if sp.issparse(values) or (isinstance(values, np.ndarray) and values.ndim == 2):
        matrix = sp.csr_matrix(values) if sp.issparse(values) else values
        if matrix.shape[0] != n:
            raise ValueError(
                f"{name}: expected {n} rows (one per person), got shape {matrix.shape}")
        data = matrix.data if sp.issparse(matrix) else matrix
        if data.dtype != bool and (
            not np.issubdtype(data.dtype, np.number) or not np.all((data == 0) | (data == 1))
        ):
            raise ValueError(f"{name}: a membership matrix must hold booleans or 0/1")
        V = matrix.shape[1]
        vocab = (np.arange(V) if vocabulary is None else vocabulary)
        if len(vocab) != V:
            raise ValueError(
                f"{name}: membership matrix has {V} columns, attribute_values gives {len(vocab)}"
            )
        if sp.issparse(matrix):
            coo = matrix.tocoo()
            keep = coo.data != 0
            people, codes = _dedupe(coo.row[keep].astype(np.int64),
                                    coo.col[keep].astype(np.int64), V)
        else:
            people, codes = np.nonzero(matrix)
            people, codes = people.astype(np.int64), codes.astype(np.int64)
        return people, codes, vocab
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__"):
        raise TypeError(
            f"{name}: expected one value (or a set of values) per person, got {values!r}")
    rows = None
    if isinstance(values, (list, tuple)):
        if any(_is_collection(v) for v in values):
            rows = values
        else:
            values = np.asarray(values, dtype=object)
    else:
        values = np.asarray(values)
        if values.dtype == object and any(_is_collection(v) for v in values):
            rows = values
    if rows is not None:  # per-person collections of values: a Python pass, unavoidable
        if len(rows) != n:
            raise ValueError(f"{name}: expected {n} entries (one per person), got {len(rows)}")
        lengths = np.zeros(n, dtype=np.int64)
        flat = []
        for i, row in enumerate(rows):
            items = row if _is_collection(row) else (row,)
            items = [v for v in items if not (v is None or (isinstance(v, float) and v != v))]
            lengths[i] = len(items)
            flat.extend(items)
        flat = _homogeneous(np.asarray(flat, dtype=object), name)
        codes, vocab = _encode(flat, vocabulary, name)
        people = np.repeat(np.arange(n, dtype=np.int64), lengths)
        people, codes = _dedupe(people, codes, len(vocab))
        return people, codes, vocab
    if values.ndim != 1 or values.shape[0] != n:
        raise ValueError(f"{name}: expected {n} entries (one per person), got shape {values.shape}")
    missing = _missing_mask(values)
    if missing.any():
        present = np.flatnonzero(~missing)
        codes, vocab = _encode(_homogeneous(values[present], name), vocabulary, name)
        return present.astype(np.int64), codes, vocab
    codes, vocab = _encode(_homogeneous(values, name), vocabulary, name)
    return None, codes, vocab


def _bucket_map(buckets, attr: str, vocab: np.ndarray, explicit: bool):
    """(bucket names, list of (raw code, bucket code) pairs) for one attribute."""
    if not isinstance(buckets, Mapping) or not buckets:
        raise TypeError(f"buckets[{attr!r}]: expected a non-empty mapping bucket name -> values")
    names = _names(buckets.keys(), f"buckets[{attr!r}]")
    vocab_kind = "str" if vocab.dtype.kind in "US" else "number"
    position = {v: i for i, v in enumerate(vocab.tolist())}
    pairs = []
    for b, bucket in enumerate(names):
        members = buckets[bucket]
        if isinstance(members, (str, bytes)) or not hasattr(members, "__iter__"):
            members = [members]
        for v in members:
            if isinstance(v, np.generic):
                v = v.item()
            kind = "str" if isinstance(v, str) else "number" if isinstance(
                v, numbers.Number) else type(v).__name__
            if len(vocab) and kind != vocab_kind:
                raise TypeError(
                    f"buckets[{attr!r}][{bucket!r}]: value {v!r} is a {kind}, the attribute's "
                    f"values are {vocab_kind}s"
                )
            if v in position:
                pairs.append((position[v], b))
            elif explicit:
                raise ValueError(
                    f"buckets[{attr!r}][{bucket!r}]: value {v!r} is not in "
                    f"attribute_values[{attr!r}]"
                )
            # Otherwise the value was not seen in this batch: its people count zero.
    return names, pairs


def _apply_buckets(people, codes, n, n_raw, pairs, n_buckets) -> _Membership:
    mapping = np.zeros((n_raw, n_buckets), dtype=bool)
    for raw, b in pairs:
        mapping[raw, b] = True
    per_value = mapping.sum(axis=1)
    if per_value.max(initial=0) <= 1:  # a partition (or part of one): a lookup table
        lut = np.where(per_value == 1, mapping.argmax(axis=1), -1)
        new = lut[codes]
        keep = new >= 0
        if people is None:
            if keep.all():
                return _Membership(None, new, n_buckets)
            people = np.arange(n, dtype=np.int64)
        people, new = people[keep], new[keep]
        if people.size and np.any(np.diff(people) == 0):  # two values, one bucket: once
            people, new = _dedupe(people, new, n_buckets)
        return _Membership(people, new, n_buckets)
    # Overlapping buckets: expand each (person, value) to every bucket of the value.
    if people is None:
        people = np.arange(n, dtype=np.int64)
    raw_idx, bucket_idx = np.nonzero(mapping)
    starts = np.concatenate([[0], np.cumsum(per_value)])
    reps = per_value[codes]
    out_people = np.repeat(people, reps)
    offset = np.arange(out_people.size) - np.repeat(np.cumsum(reps) - reps, reps)
    out_codes = bucket_idx[np.repeat(starts[codes], reps) + offset]
    out_people, out_codes = _dedupe(out_people, out_codes, n_buckets)
    return _Membership(out_people, out_codes, n_buckets)


def _single(people, codes, n, n_values) -> _Membership:
    """Collapse to the one-value-per-person form when every person has exactly one value."""
    if people is not None and people.size == n and (
        n == 0 or (people[0] == 0 and people[-1] == n - 1 and np.all(np.diff(people) == 1))
    ):
        return _Membership(None, codes, n_values)
    return _Membership(people, codes, n_values)


def _intersect(a: _Membership, b: _Membership, n: int) -> _Membership:
    """Row-wise product of two memberships: a person is in every pair of their values."""
    V = a.n_values * b.n_values
    if a.people is None and b.people is None:
        return _Membership(None, a.codes * b.n_values + b.codes, V)
    pa = np.arange(n, dtype=np.int64) if a.people is None else a.people
    pb = np.arange(n, dtype=np.int64) if b.people is None else b.people
    count_b = np.bincount(pb, minlength=n)
    start_b = np.concatenate([[0], np.cumsum(count_b)[:-1]]) if n else np.zeros(0, np.int64)
    reps = count_b[pa]
    people = np.repeat(pa, reps)
    offset = np.arange(people.size) - np.repeat(np.cumsum(reps) - reps, reps)
    cb = b.codes[np.repeat(start_b[pa], reps) + offset]
    return _Membership(people, np.repeat(a.codes, reps) * b.n_values + cb, V)


def _resolve_groupings(groupings, attribute_names) -> tuple:
    if groupings is None:
        return tuple((a,) for a in attribute_names)
    if isinstance(groupings, str):
        if groupings != "all":
            raise ValueError(
                f"groupings: expected 'all' or a sequence of groupings, got {groupings!r}"
            )
        return tuple(c for r in range(1, len(attribute_names) + 1)
                     for c in itertools.combinations(attribute_names, r))
    return tuple(_grouping_key(g, attribute_names, "groupings") for g in groupings)


def _group_memberships(attributes, n, *, groupings, buckets, attribute_values, name="attributes"):
    """(GroupSpace, list of one _Membership per grouping, with codes in grouping order)."""
    if not isinstance(attributes, Mapping) or not attributes:
        raise TypeError(f"{name}: expected a non-empty mapping attribute name -> values per person")
    attr_names = _names(attributes.keys(), name)
    buckets = {} if buckets is None else dict(buckets)
    attribute_values = {} if attribute_values is None else dict(attribute_values)
    for arg, mapping in (("buckets", buckets), ("attribute_values", attribute_values)):
        unknown = [k for k in mapping if k not in attr_names]
        if unknown:
            raise ValueError(
                f"{arg}: {unknown} are not attributes; expected among {list(attr_names)}")
    memberships, value_names = {}, []
    for attr in attr_names:
        label = f"{name}[{attr!r}]"
        explicit = attr in attribute_values
        vocab = _as_vocabulary(attribute_values[attr], f"attribute_values[{attr!r}]") \
            if explicit else None
        people, codes, vocab = _read_attribute(attributes[attr], label, n, vocab)
        if attr in buckets:
            names, pairs = _bucket_map(buckets[attr], attr, np.asarray(vocab), explicit)
            m = _apply_buckets(people, codes, n, len(vocab), pairs, len(names))
        else:
            names = tuple(_value_name(v) for v in vocab)
            if len(set(names)) != len(names):
                raise ValueError(f"{label}: distinct values share a name: {list(names)}")
            m = _Membership(people, codes, len(names))
        memberships[attr] = _single(m.people, m.codes, n, m.n_values)
        value_names.append(names)
    space = GroupSpace(attr_names, tuple(value_names),
                       _resolve_groupings(groupings, attr_names))
    per_grouping = []
    for g in space.groupings:
        m = memberships[g[0]]
        for attr in g[1:]:
            m = _intersect(m, memberships[attr], n)
        per_grouping.append(m)
    return space, per_grouping


def _as_column(values, name: str) -> np.ndarray:
    """A per-person input as a numpy array (lists become object arrays, not strings)."""
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__"):
        raise TypeError(f"{name}: expected one entry per person, got {values!r}")
    if isinstance(values, (list, tuple)):
        if any(isinstance(v, (list, tuple, np.ndarray)) for v in values):
            return np.asarray(values)  # rows of scores
        return np.asarray(values, dtype=object)
    return np.asarray(values)


def _class_kind(arr: np.ndarray, name: str):
    """(kind, array, missing): ``("index", int64 codes, codes < 0)`` for integer indices,
    or ``("name", the names, where None/NaN)`` for class names."""
    if arr.dtype == object:
        missing = _missing_mask(arr)
        kinds = {("str" if issubclass(t, str) else
                  "int" if issubclass(t, (numbers.Integral, np.integer))
                  and not issubclass(t, (bool, np.bool_)) else t.__name__)
                 for t in set(map(type, arr[~missing].tolist()))}
        if kinds == {"int"}:
            out = np.full(arr.shape, -1, dtype=np.int64)
            out[~missing] = arr[~missing].astype(np.int64)
            return "index", out, missing
        if kinds - {"str"}:
            raise TypeError(
                f"{name}: expected class names (str) or integer indices, got {sorted(kinds)}"
            )
        return "name", arr, missing
    if np.issubdtype(arr.dtype, np.integer):
        return "index", arr.astype(np.int64), np.zeros(arr.shape, bool)
    if arr.dtype.kind in "US":
        return "name", arr, np.zeros(arr.shape, bool)
    raise TypeError(f"{name}: expected class names (str) or integer indices, got dtype {arr.dtype}")


def _class_codes(values, name: str, n: int, class_names, *, allow_missing: bool):
    """Class codes (int64; -1 where missing) of a per-person input."""
    arr = values if isinstance(values, np.ndarray) else _as_column(values, name)
    if arr.ndim != 1 or arr.shape[0] != n:
        raise ValueError(f"{name}: expected {n} entries (one per person), got shape {arr.shape}")
    kind, arr, missing = _class_kind(arr, name)
    if kind == "index":
        codes = arr
        low = -1 if allow_missing else 0
        if codes.size and (codes.min() < low or codes.max() >= len(class_names)):
            raise ValueError(
                f"{name}: expected indices in [{low}, {len(class_names)}), got values in "
                f"[{codes.min()}, {codes.max()}]"
            )
        missing = codes < 0
    if missing.any() and not allow_missing:
        raise ValueError(
            f"{name}: every person needs a primary class; missing at index "
            f"{int(np.flatnonzero(missing)[0])}"
        )
    if kind == "index":
        return codes
    codes = np.full(n, -1, dtype=np.int64)
    present = np.flatnonzero(~missing)
    if present.size:
        values = arr[present]
        uniq, inverse = _unique_inverse(values.astype(str) if values.dtype == object
                                        else values)
        position = {c: i for i, c in enumerate(class_names)}
        try:
            mapped = np.asarray([position[str(u)] for u in uniq.tolist()], dtype=np.int64)
        except KeyError as err:
            raise ValueError(f"{name}: class {err.args[0]!r} is not in class_names") from None
        codes[present] = mapped[inverse.reshape(-1)]
    return codes


def _class_vocabulary(inputs) -> tuple:
    """Sorted distinct class names in the inputs (name-valued; None entries skipped)."""
    seen = set()
    for name, arr in inputs:
        kind, arr, missing = _class_kind(arr, name)
        if kind == "index":
            raise ValueError(f"class_names: required when {name} are integer indices")
        seen.update(_unique_inverse(arr[~missing].astype(str))[0].tolist())
    return tuple(sorted(seen))


# --------------------------------------------------------------------------------------
# Counting


def count_groups(
    classes,
    predictions,
    attributes: Mapping,
    *,
    secondary_classes=None,
    class_names: Optional[Sequence[str]] = None,
    groupings=None,
    buckets: Optional[Mapping] = None,
    attribute_values: Optional[Mapping] = None,
) -> GroupCounts:
    """Count ``n``, ``tp``, ``negatives`` and ``true_negatives`` per class x group.

    Parameters
    ----------
    classes : array_like (N,)
        Each person's primary class: class names (str), or integer indices into
        ``class_names``.
    predictions : array_like (N,) or (N, K)
        The predicted class per person (names or indices like ``classes``; None or -1:
        nothing predicted, wrong for every class), or scores of shape (N, K), whose
        arg-max is the prediction (R@1).
    attributes : mapping str -> per-person values
        For each attribute, one of:

        * a 1-D array of values (numbers or strings; None or NaN: not annotated);
        * a list (or object array) of per-person collections of values, for multi-valued
          annotations, e.g. ``[{3, 4, 5}, {7}, set()]``;
        * a 2-D boolean or 0/1 membership matrix (N, V), numpy or scipy sparse; its
          columns are ``attribute_values[name]`` (default ``0 .. V-1``).
    secondary_classes : array_like (N,), optional
        A second class per person (None or -1 where there is none). Equal to the
        primary class means none.
    class_names : sequence of str (K,), optional
        The classes, in order. Required with integer indices or score matrices; otherwise
        the sorted names found in ``classes``, ``secondary_classes`` and ``predictions``.
    groupings : sequence, or "all", optional
        Groupings to count: each an attribute name or a tuple of names (an intersection).
        ``"all"`` counts every non-empty combination of attributes. Default: each
        attribute alone.
    buckets : mapping str -> mapping str -> values, optional
        Per attribute, named sets of raw values that replace its values as groups.
    attribute_values : mapping str -> sequence, optional
        Per attribute, its raw values in display order. Values outside are an error, and
        values nobody has still get (empty) groups, so that batches line up. Default: the
        sorted distinct values seen.

    Returns
    -------
    GroupCounts

    Notes
    -----
    Counting is a handful of ``np.bincount`` calls per grouping over (person, group)
    pairs; there is no Python loop over people, except to read per-person collections of
    Python objects. A person with a primary and a secondary class counts in ``n`` of both
    classes and, when predicted as either, in ``tp`` of both (see the module docstring).

    Examples
    --------
    The dancers of FACET's Figure 11: recall 0.75 for ``+F``, 0.5 for ``+M``, 1.0 for ``NB``.

    >>> counts = count_groups(
    ...     ["dancer", "dancer", "dancer", "dancer", "dancer", "dancer", "dancer", "gardener"],
    ...     ["dancer", "dancer", "guitarist", "dancer", "dancer", "guitarist", "dancer", "dancer"],
    ...     {"gender": ["+F", "+F", "+F", "+F", "+M", "+M", "NB", "+F"]})
    >>> counts.group_names
    ('gender=+F', 'gender=+M', 'gender=NB')
    >>> table = rate_table(counts, min_count=1)
    >>> table.value[counts.class_names.index("dancer")].tolist()
    [0.75, 0.5, 1.0]
    """
    if predictions is None:
        raise TypeError("predictions: expected one prediction (or a score row) per person")
    classes = _as_column(classes, "classes")
    n = classes.shape[0] if classes.ndim else 0
    if sp.issparse(predictions):
        predictions = predictions.toarray()
    predictions = _as_column(predictions, "predictions")
    scores = predictions.ndim == 2
    if secondary_classes is not None:
        secondary_classes = _as_column(secondary_classes, "secondary_classes")
    if class_names is None:
        if scores:
            raise ValueError("class_names: required when predictions are a score matrix")
        for arr, name in ((classes, "classes"), (secondary_classes, "secondary_classes"),
                          (predictions, "predictions")):
            if arr is not None and (arr.ndim != 1 or arr.shape[0] != n):
                raise ValueError(
                    f"{name}: expected {n} entries (one per person), got shape {arr.shape}")
        class_names = _class_vocabulary(
            [(name, arr) for name, arr in (("classes", classes),
                                           ("secondary_classes", secondary_classes),
                                           ("predictions", predictions)) if arr is not None])
        if not class_names:
            raise ValueError("classes: expected at least one class name")
    else:
        class_names = _names(class_names, "class_names")
    K = len(class_names)
    c1 = _class_codes(classes, "classes", n, class_names, allow_missing=False)
    if secondary_classes is None:
        c2 = np.full(n, -1, dtype=np.int64)
    else:
        c2 = _class_codes(secondary_classes, "secondary_classes", n, class_names,
                          allow_missing=True)
        c2[c2 == c1] = -1
    if scores:
        score = predictions
        if score.shape != (n, K):
            raise ValueError(f"predictions: expected scores of shape {(n, K)}, got {score.shape}")
        if not np.issubdtype(score.dtype, np.number) or np.issubdtype(
                score.dtype, np.complexfloating):
            raise TypeError(f"predictions: expected real scores, got dtype {score.dtype}")
        if np.isnan(score).any():
            raise ValueError("predictions: expected scores, found NaN")
        pred = score.argmax(axis=1).astype(np.int64) if n else np.zeros(0, np.int64)
    else:
        pred = _class_codes(predictions, "predictions", n, class_names, allow_missing=True)
    space, memberships = _group_memberships(
        attributes, n, groupings=groupings, buckets=buckets, attribute_values=attribute_values)

    correct = (pred == c1) | ((c2 >= 0) & (pred == c2))
    # A false positive for class pred: predicted, and neither of the person's classes.
    false_pos = (pred >= 0) & ~correct
    fields = {f: [] for f in ("n", "tp", "negatives", "true_negatives")}
    for m in memberships:
        n_kg, tp_kg, fp_kg, size = _count_one(m, c1, c2, pred, correct, false_pos, K)
        negatives = size[None, :] - n_kg
        fields["n"].append(n_kg)
        fields["tp"].append(tp_kg)
        fields["negatives"].append(negatives)
        fields["true_negatives"].append(negatives - fp_kg)
    arrays = {f: (np.concatenate(v, axis=1) if v else np.zeros((K, 0), np.int64))
              for f, v in fields.items()}
    return GroupCounts(class_names, space, **arrays)


def _count_one(m: _Membership, c1, c2, pred, correct, false_pos, K):
    """(n, tp, fp) of shape (K, G) and sizes (G,) for one grouping's membership pairs.

    One bincount over keys ``(class * G + group) * 2 + correct`` yields ``n`` and ``tp``
    of the primary classes together; everyone has one primary class, so its column sums
    are the group sizes. Secondary classes and false positives add a bincount each.
    """
    G = m.n_values
    g = m.codes
    if m.people is None:
        a1, a2, ap, cor, fp = c1, c2, pred, correct, false_pos
    else:
        p = m.people
        a1, a2, ap, cor, fp = c1[p], c2[p], pred[p], correct[p], false_pos[p]
    shape = (K, G)
    key = a1 * (2 * G)
    key += 2 * g
    key += cor
    both = np.bincount(key, minlength=2 * K * G).reshape(K, G, 2)
    tp_kg = both[:, :, 1].astype(np.int64)
    n_kg = both[:, :, 0] + tp_kg
    size = n_kg.sum(axis=0)
    has2 = a2 >= 0
    if has2.any():
        key2 = a2[has2] * (2 * G) + 2 * g[has2] + cor[has2]
        both2 = np.bincount(key2, minlength=2 * K * G).reshape(K, G, 2)
        n_kg = n_kg + both2.sum(axis=2)
        tp_kg = tp_kg + both2[:, :, 1]
    fp_kg = np.bincount(ap[fp] * G + g[fp], minlength=K * G).reshape(shape)
    return (n_kg.astype(np.int64), tp_kg.astype(np.int64), fp_kg.astype(np.int64),
            size.astype(np.int64))


# --------------------------------------------------------------------------------------
# Reading


def _check_metric(metric):
    if metric not in METRICS:
        raise ValueError(f"metric: expected one of {', '.join(METRICS)}, got {metric!r}")


def _check_min_count(min_count):
    if isinstance(min_count, bool) or not isinstance(min_count, numbers.Integral) or min_count < 1:
        raise ValueError(f"min_count: expected a whole number >= 1, got {min_count!r}")
    return int(min_count)


def _successes_totals(counts: GroupCounts, metric: str):
    if not isinstance(counts, GroupCounts):
        raise TypeError(f"counts: expected GroupCounts, got {type(counts).__name__}")
    _check_metric(metric)
    if metric == "recall":
        return counts.tp, counts.n
    return counts.true_negatives, counts.negatives


def cell_states(totals, min_count: int = DEFAULT_MIN_COUNT) -> np.ndarray:
    """Per cell: None (a number), ``"insufficient"`` (0 < totals < min_count) or
    ``"undefined"`` (totals = 0).

    Examples
    --------
    >>> cell_states([0, 12, 50]).tolist()
    ['undefined', 'insufficient', None]
    """
    totals = np.asarray(totals)
    min_count = _check_min_count(min_count)
    states = np.full(totals.shape, None, dtype=object)
    states[totals < min_count] = STATE_INSUFFICIENT
    states[totals == 0] = STATE_UNDEFINED
    return states


def _select(counts: GroupCounts, groups, grouping) -> np.ndarray:
    if groups is not None and grouping is not None:
        raise ValueError("groups: give groups or grouping, not both")
    if grouping is not None:
        return counts.groups.groups_of(grouping)
    if groups is None:
        return np.arange(counts.groups.n_groups)
    if isinstance(groups, (str, Mapping)):
        raise TypeError("groups: expected a sequence of group names (or mappings)")
    return np.asarray([counts.groups.index(g, "groups") for g in groups], dtype=np.int64)


class RateTable(NamedTuple):
    """A rate per class x group, with Wilson intervals (see :func:`rate_table`)."""

    metric: str  # "recall" or "tnr"
    class_names: tuple  # (K,)
    group_names: tuple  # (G,)
    successes: np.ndarray  # (K, G) int64: tp, or true negatives
    totals: np.ndarray  # (K, G) int64: n, or negatives
    value: np.ndarray  # (K, G) float64: successes / totals; nan unless state is None
    low: np.ndarray  # (K, G) float64: Wilson interval
    high: np.ndarray  # (K, G) float64
    state: np.ndarray  # (K, G) object: None, "insufficient" or "undefined"


def rate_table(
    counts: GroupCounts,
    metric: str = "recall",
    *,
    groups=None,
    grouping=None,
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> RateTable:
    """Recall or true negative rate per class x group, with Wilson score intervals.

    ``recall[k, g] = tp / n`` (ideal: 1, equal across groups); ``tnr[k, g] =
    true_negatives / negatives``, the share of group ``g``'s people not of class ``k``
    who were not predicted as ``k`` (the equalized-odds complement; ideal: 1).

    Parameters
    ----------
    counts : GroupCounts
    metric : {"recall", "tnr"}
    groups : sequence of group names (or ``{attribute: value}`` mappings), optional
    grouping : attribute name or tuple of names, optional
        Restrict the columns to these groups, or to one grouping's groups. Default: all.
    min_count : int
        Cells with fewer people (in the rate's denominator) are ``"insufficient"``.
    level : float
        Confidence level of the intervals.

    Returns
    -------
    RateTable
        ``value``, ``low`` and ``high`` are ``nan`` wherever ``state`` is not None:
        ``"undefined"`` when the cell has nobody, ``"insufficient"`` when it has fewer
        than ``min_count`` people. ``successes`` and ``totals`` are always given.

    Examples
    --------
    >>> c = count_groups(["a"] * 60 + ["b"] * 40, ["a"] * 45 + ["b"] * 55,
    ...                  {"g": ["x"] * 100})
    >>> t = rate_table(c)
    >>> t.value.tolist(), t.state.tolist()
    ([[0.75], [nan]], [[None], ['insufficient']])
    >>> round(float(t.low[0, 0]), 4), round(float(t.high[0, 0]), 4)
    (0.6277, 0.8422)
    """
    successes, totals = _successes_totals(counts, metric)
    columns = _select(counts, groups, grouping)
    successes, totals = successes[:, columns], totals[:, columns]
    state = cell_states(totals, min_count)
    p, low, high = _wilson(successes.astype(np.float64), totals.astype(np.float64),
                           z_value(level))
    hide = state != None  # noqa: E711 (elementwise on an object array)
    value, low, high = (np.where(hide, np.nan, a) for a in (p, low, high))
    return RateTable(metric, counts.class_names,
                     tuple(counts.group_names[i] for i in columns),
                     successes, totals, value, low, high, state)


class DisparityTable(NamedTuple):
    """Differences of a rate between two groups per class (see :func:`disparity`).

    Every array has the same shape: (K,) for :func:`disparity` and
    :func:`max_min_disparity`, (K, G) for :func:`baseline_disparity`.
    """

    metric: str
    class_names: np.ndarray  # object: the class of each row
    group_a: np.ndarray  # object: group names
    group_b: np.ndarray
    successes_a: np.ndarray  # int64
    totals_a: np.ndarray
    successes_b: np.ndarray
    totals_b: np.ndarray
    value_a: np.ndarray  # float64: rate of a, nan unless both cells are sufficient
    value_b: np.ndarray
    difference: np.ndarray  # value_a - value_b
    low: np.ndarray  # Newcombe hybrid score interval of the difference
    high: np.ndarray
    state: np.ndarray  # object: None, "insufficient" or "undefined"


def _pair_state(totals_a, totals_b, min_count):
    sa, sb = cell_states(totals_a, min_count), cell_states(totals_b, min_count)
    state = np.where(sa == None, sb, sa)  # noqa: E711
    state[(sa == STATE_UNDEFINED) | (sb == STATE_UNDEFINED)] = STATE_UNDEFINED
    return state


def _disparity_table(metric, class_names, ga, gb, sa, na, sb, nb, min_count, level, state=None):
    if state is None:
        state = _pair_state(na, nb, min_count)
    r = newcombe_interval(sa, na, sb, nb, level)
    hide = state != None  # noqa: E711
    with np.errstate(divide="ignore", invalid="ignore"):
        va, vb = sa / np.where(na > 0, na, 1), sb / np.where(nb > 0, nb, 1)
    va, vb, d, low, high = (np.where(hide, np.nan, x) for x in (va, vb, r.estimate, r.low, r.high))
    return DisparityTable(metric, class_names, ga, gb, sa, na, sb, nb, va, vb, d, low, high,
                          state)


def disparity(
    counts: GroupCounts,
    a,
    b,
    *,
    metric: str = "recall",
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> DisparityTable:
    """The paper's disparity ``rate(a) - rate(b)`` per class, with Newcombe intervals.

    Eq. (1) of the paper with recall (equality of opportunity); with ``metric="tnr"``
    the true-negative-rate side of equalized odds. Ideal value: 0; positive means the
    model does better for ``a``. A class is compared only when both cells have at
    least ``min_count`` people (the paper's rule), else its state is ``"insufficient"``
    (or ``"undefined"`` when a cell is empty) and the numbers are ``nan``.

    Parameters
    ----------
    counts : GroupCounts
    a, b : str or mapping
        Two groups, by name or as ``{attribute: value}``.
    metric : {"recall", "tnr"}
    min_count, level : see :func:`rate_table`.

    Notes
    -----
    Newcombe's interval assumes the two groups' people are independent samples; with
    multi-valued membership two groups may share people, and the interval is then
    approximate.

    Examples
    --------
    >>> c = count_groups(["a"] * 200, ["a"] * 90 + ["b"] * 10 + ["a"] * 70 + ["b"] * 30,
    ...                  {"g": ["x"] * 100 + ["y"] * 100})
    >>> t = disparity(c, "g=x", "g=y")
    >>> [round(float(v), 4) for v in (t.difference[0], t.low[0], t.high[0])]
    [0.2, 0.09, 0.3058]
    """
    successes, totals = _successes_totals(counts, metric)
    ia, ib = counts.groups.index(a, "a"), counts.groups.index(b, "b")
    if ia == ib:
        raise ValueError("b: expected a group other than a")
    K = len(counts.class_names)
    names = counts.group_names
    return _disparity_table(
        metric, np.asarray(counts.class_names, dtype=object),
        np.full(K, names[ia], dtype=object), np.full(K, names[ib], dtype=object),
        successes[:, ia], totals[:, ia], successes[:, ib], totals[:, ib], min_count, level)


def max_min_disparity(
    counts: GroupCounts,
    *,
    grouping=None,
    groups=None,
    metric: str = "recall",
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> DisparityTable:
    """Per class, the best group's rate minus the worst group's, among sufficient cells.

    ``group_a`` is the group with the highest rate and ``group_b`` the one with the
    lowest, among the groups (of one ``grouping``, or the listed ``groups``) whose cell
    has at least ``min_count`` people; on ties ``group_a`` is the first such group and
    ``group_b`` the last, so they always differ. A class with fewer
    than two such groups is ``"insufficient"``. This is the "magnitude of the
    discrepancy" by which the paper ranks classes (its Tables 11 and 12).

    Notes
    -----
    The Newcombe interval is that of the selected pair as if it had been chosen in
    advance; it does not account for picking the extremes, which biases the difference
    away from 0 when many groups are compared.
    """
    if grouping is None and groups is None:
        raise ValueError("grouping: give the grouping (or the groups) to compare")
    successes, totals = _successes_totals(counts, metric)
    columns = _select(counts, groups, grouping)
    if len(columns) < 2:
        raise ValueError("groups: expected at least two groups to compare")
    s, t = successes[:, columns], totals[:, columns]
    min_count = _check_min_count(min_count)
    ok = t >= min_count
    with np.errstate(divide="ignore", invalid="ignore"):
        rate = s / t
    hi_rate = np.where(ok, rate, -np.inf)
    lo_rate = np.where(ok, rate, np.inf)
    # Ties: the first group for the highest rate, the last for the lowest, so the two
    # differ whenever two groups are sufficient (even if all rates are equal).
    ia = hi_rate.argmax(axis=1)
    ib = lo_rate.shape[1] - 1 - lo_rate[:, ::-1].argmin(axis=1)
    rows = np.arange(len(counts.class_names))
    enough = ok.sum(axis=1) >= 2
    state = np.where(enough, None, STATE_INSUFFICIENT).astype(object)
    names = np.asarray(counts.group_names, dtype=object)[columns]
    ga = np.where(enough, names[ia], None).astype(object)
    gb = np.where(enough, names[ib], None).astype(object)
    return _disparity_table(
        metric, np.asarray(counts.class_names, dtype=object), ga, gb,
        s[rows, ia], t[rows, ia], s[rows, ib], t[rows, ib], min_count, level, state=state)


def baseline_disparity(
    counts: GroupCounts,
    baseline,
    *,
    groups=None,
    metric: str = "recall",
    min_count: int = DEFAULT_MIN_COUNT,
    level: float = DEFAULT_LEVEL,
) -> DisparityTable:
    """``rate(g) - rate(baseline)`` per class x group, with Newcombe intervals.

    ``groups`` defaults to the other groups of the baseline's grouping. The arrays of the
    result have shape (K, G'), one column per compared group (``group_a``), and
    ``group_b`` is the baseline throughout.
    """
    successes, totals = _successes_totals(counts, metric)
    ib = counts.groups.index(baseline, "baseline")
    if groups is None:
        j = counts.groups.group_grouping[ib]
        columns = np.arange(counts.groups.grouping_offsets[j],
                            counts.groups.grouping_offsets[j + 1])
        columns = columns[columns != ib]
    else:
        columns = _select(counts, groups, None)
        if np.any(columns == ib):
            raise ValueError("groups: expected groups other than the baseline")
    K, G = len(counts.class_names), len(columns)
    names = np.asarray(counts.group_names, dtype=object)
    return _disparity_table(
        metric,
        np.repeat(np.asarray(counts.class_names, dtype=object)[:, None], G, axis=1),
        np.broadcast_to(names[columns][None, :], (K, G)).copy(),
        np.full((K, G), names[ib], dtype=object),
        successes[:, columns], totals[:, columns],
        np.repeat(successes[:, ib:ib + 1], G, axis=1), np.repeat(totals[:, ib:ib + 1], G, axis=1),
        min_count, level)


def rank_classes(table: DisparityTable, *, by: str = "magnitude") -> DisparityTable:
    """The rows of a per-class disparity table, largest disparity first.

    ``by="magnitude"`` sorts by ``|difference|`` (the paper's rank "#" in Tables 11 and
    12); ``by="signed"`` sorts by ``difference``, so the classes favouring ``a`` most come
    first and those favouring ``b`` most come last (the two halves of the paper's
    Table 4). ``by="bound"`` sorts by the end of the interval nearest zero (0 when the
    interval holds 0), so large *and* certain disparities come first. Rows without a
    number (insufficient or undefined) come last; ties keep class order.
    """
    if not isinstance(table, DisparityTable):
        raise TypeError(f"table: expected DisparityTable, got {type(table).__name__}")
    if table.difference.ndim != 1:
        raise ValueError("table: expected one row per class (not a baseline table)")
    if by == "magnitude":
        key = -np.abs(table.difference)
    elif by == "signed":
        key = -table.difference
    elif by == "bound":
        from tb_fairness.metrics.significance import conservative_bound

        key = -conservative_bound(table.difference, table.low, table.high)
    else:
        raise ValueError(f"by: expected 'magnitude', 'signed' or 'bound', got {by!r}")
    order = np.argsort(key, kind="stable")  # nan sorts last
    return DisparityTable(table.metric, *(np.asarray(f)[order] for f in table[1:]))


class MacroAverage(NamedTuple):
    """A mean over classes (see :func:`macro_average`)."""

    value: np.ndarray  # float64, (G,) for a rate table or per column of a disparity table
    classes: np.ndarray  # int64: how many classes entered each mean
    state: np.ndarray  # object: None, or "undefined" where no class entered


def macro_average(table, *, absolute: bool = False, common: bool = False) -> MacroAverage:
    """Unweighted mean over classes of a rate table's values or a disparity table's
    differences (per group, or per compared group).

    Only cells with a number (state None) enter: insufficient and undefined cells are
    left out, not counted as 0, and ``classes`` says how many classes each mean covers.
    So two groups' means may cover different classes; with ``common=True`` only classes
    whose cells are sufficient in every column enter, which makes columns comparable.
    ``absolute=True`` averages ``|difference|`` (for disparity tables). A mean over no
    class is ``nan`` with state ``"undefined"``.

    Examples
    --------
    >>> c = count_groups(["a"] * 100 + ["b"] * 100, ["a"] * 80 + ["c"] * 20 + ["b"] * 60
    ...                  + ["c"] * 40, {"g": ["x"] * 200}, class_names=["a", "b", "c"])
    >>> m = macro_average(rate_table(c))
    >>> m.value.tolist(), m.classes.tolist()  # class c has nobody: left out
    ([0.7], [2])
    """
    if isinstance(table, RateTable):
        values = table.value
    elif isinstance(table, DisparityTable):
        values = table.difference
        if absolute:
            values = np.abs(values)
    else:
        raise TypeError(f"table: expected RateTable or DisparityTable, got {type(table).__name__}")
    if absolute and isinstance(table, RateTable):
        raise ValueError("absolute: only for disparity tables")
    ok = table.state == None  # noqa: E711
    if common:
        if values.ndim == 2:
            ok = ok & ok.all(axis=1, keepdims=True)
    count = ok.sum(axis=0).astype(np.int64)
    total = np.where(ok, values, 0.0).sum(axis=0)
    with np.errstate(divide="ignore", invalid="ignore"):
        value = np.where(count > 0, total / np.maximum(count, 1), np.nan)
    state = np.where(count > 0, None, STATE_UNDEFINED).astype(object)
    return MacroAverage(np.asarray(value, dtype=np.float64), np.asarray(count), np.asarray(state))


def macro_interval(table: RateTable, level: float = DEFAULT_LEVEL) -> tuple:
    """An interval for each group's macro average of a rate table (:func:`macro_average`).

    The classes' rates are independent binomial proportions, so the mean of K of them has
    variance ``sum_k var_k / K^2``; each ``var_k`` is taken at the Wilson centre,
    ``p~ (1 - p~) / (n + z^2)`` with ``p~ = (s + z^2/2) / (n + z^2)`` (Agresti-Coull), which
    stays positive at rates of 0 or 1. The interval is the normal one around the macro
    average, clipped to [0, 1]. Only sufficient cells enter, as in the average.
    docs/statistics.md gives its coverage.

    Returns ``(low, high)``, arrays of shape (G,), nan where no class entered.

    Examples
    --------
    >>> c = count_groups(["a"] * 100 + ["b"] * 100, ["a"] * 80 + ["c"] * 20 + ["b"] * 60
    ...                  + ["c"] * 40, {"g": ["x"] * 200}, class_names=["a", "b", "c"])
    >>> low, high = macro_interval(rate_table(c))
    >>> round(float(low[0]), 3), round(float(high[0]), 3)
    (0.639, 0.761)
    """
    z = z_value(level)
    ok = table.state == None  # noqa: E711
    s = np.where(ok, table.successes, 0).astype(np.float64)
    n = np.where(ok, table.totals, 0).astype(np.float64)
    centre = (s + z * z / 2) / (n + z * z)
    var = np.where(ok, centre * (1 - centre) / (n + z * z), 0.0)
    count = ok.sum(axis=0)
    mean = macro_average(table).value
    with np.errstate(divide="ignore", invalid="ignore"):
        half = z * np.sqrt(var.sum(axis=0)) / count
    low = np.where(count > 0, np.clip(mean - half, 0.0, 1.0), np.nan)
    high = np.where(count > 0, np.clip(mean + half, 0.0, 1.0), np.nan)
    return low, high
