"""The group space of a per-class performance report, and who is in each group.

:class:`GroupSpace` names the attributes, their values (or buckets) and the groupings (one
attribute, or the intersection of several), and enumerates their groups.
:func:`group_memberships` reads per-person attribute values (1-D arrays, per-person
collections of values, membership matrices), applies buckets and intersects attributes: one
:class:`Membership` per grouping, the (person, group) pairs that counting bins. The rules
(multi-valued attributes, buckets, group names) are in :mod:`tb_fairness.metrics.groups`.
"""

from __future__ import annotations

import itertools
import math
import numbers
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

import numpy as np
import scipy.sparse as sp

from tb_fairness.metrics.names import merge_order, natural_order
from tb_fairness.metrics.validation import (
    MAX_GROUPS,
    check_group_space,
    check_mapping,
    check_names,
    check_sequence,
    check_value_column,
    shown,
)

__all__ = [
    "VALUE_SEPARATOR",
    "GROUP_SEPARATOR",
    "GroupSpace",
    "Membership",
    "group_memberships",
    "encode_values",
    "missing_mask",
    "resolve_groupings",
    "unique_inverse",
    "value_name",
]

VALUE_SEPARATOR = "="
GROUP_SEPARATOR = " & "


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
        names = check_names(self.attribute_names, "attribute_names")
        set_(self, "attribute_names", names)
        values = tuple(self.attribute_values)
        if len(values) != len(names):
            raise ValueError(
                f"attribute_values: expected {len(names)} value lists (one per attribute), "
                f"got {len(values)}"
            )
        set_(
            self,
            "attribute_values",
            tuple(check_names(v, f"attribute_values[{name!r}]") for name, v in zip(names, values)),
        )
        groupings = tuple(_grouping_key(g, names, "groupings") for g in self.groupings)
        seen = set()
        for g in groupings:
            if frozenset(g) in seen:
                raise ValueError(f"groupings: {g!r} is requested twice")
            seen.add(frozenset(g))
        set_(self, "groupings", groupings)
        # Counted before any group is named: a forged header's product of values is refused
        # before its names would be built.
        check_group_space({g: [len(self._values_of(a)) for a in g] for g in groupings})
        if len(set(self.group_names)) != len(self.group_names):
            raise ValueError(
                "attribute_values: group names collide; avoid "
                f"{VALUE_SEPARATOR!r} and {GROUP_SEPARATOR!r} in attribute and value names"
            )

    def _values_of(self, attr):
        return self.attribute_values[self.attribute_names.index(attr)]

    def grouping_sizes(self) -> tuple:
        """Number of groups in each grouping."""
        return tuple(math.prod(len(self._values_of(a)) for a in g) for g in self.groupings)

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

    def merge(self, other: GroupSpace) -> tuple[GroupSpace, np.ndarray, np.ndarray]:
        """The union of both spaces' values, and where each side's groups land in it.

        Both sides must have the same attributes and groupings; each attribute's values are
        the union in canonical order (:func:`~tb_fairness.metrics.names.merge_order`), so
        intersections follow their parts' orders and merges in any order agree.
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
            merge_order(mine, theirs)
            for mine, theirs in zip(self.attribute_values, other.attribute_values)
        )
        # Batches that each fit can still explode together (intersections multiply).
        size = dict(zip(self.attribute_names, map(len, values)))
        check_group_space({g: [size[a] for a in g] for g in self.groupings}, "groupings")
        merged = GroupSpace(self.attribute_names, values, self.groupings)
        position = merged._position
        return (
            merged,
            np.asarray([position[n] for n in self.group_names], dtype=np.int64),
            np.asarray([position[n] for n in other.group_names], dtype=np.int64),
        )


# --------------------------------------------------------------------------------------
# Input encoding


def missing_mask(arr: np.ndarray) -> np.ndarray:
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
    # One kind (1 and "1" would share a name), and text that survives numpy's strings
    # ("a" and "a\0" would be one value).
    check_value_column(values, name)
    out = np.asarray(values.tolist())
    if out.dtype == object:
        raise TypeError(f"{name}: could not read the values as one type")
    return out


def value_name(v) -> str:
    if isinstance(v, np.generic):
        v = v.item()
    return str(v)


def _kind(arr: np.ndarray) -> str:
    return "str" if arr.dtype.kind in "US" else "number"


def unique_inverse(values: np.ndarray):
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


def encode_values(values: np.ndarray, vocabulary: np.ndarray | None, name: str):
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
        vocab, codes = unique_inverse(values)
        return codes, vocab
    if values.size == 0:
        return np.zeros(0, np.int64), vocabulary
    if not len(vocabulary) or _kind(values) != _kind(vocabulary):
        raise ValueError(f"{name}: value {value_name(values[0])!r} is not in the given vocabulary")
    order = np.argsort(vocabulary, kind="stable")
    sorted_vocab = vocabulary[order]
    pos = np.minimum(np.searchsorted(sorted_vocab, values), len(sorted_vocab) - 1)
    wrong = sorted_vocab[pos] != values
    if np.any(wrong):
        bad = values[np.argmax(wrong)]
        raise ValueError(f"{name}: value {value_name(bad)!r} is not in the given vocabulary")
    return order[pos].astype(np.int64), vocabulary


def _as_vocabulary(values, name) -> np.ndarray:
    vocab = _homogeneous(np.asarray(list(values), dtype=object), name)
    if len(set(vocab.tolist())) != len(vocab):
        raise ValueError(f"{name}: expected distinct values")
    return vocab


class Membership(NamedTuple):
    """Who is in which value of one attribute (or one grouping).

    ``people`` is None when person ``i`` has exactly one value, ``codes[i]``; otherwise
    the pairs (``people[e]``, ``codes[e]``) sorted by person, without repeats.
    """

    people: np.ndarray | None
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
                f"{name}: expected {n} rows (one per person), got shape {matrix.shape}"
            )
        data = matrix.data if sp.issparse(matrix) else matrix
        if data.dtype != bool and (
            not np.issubdtype(data.dtype, np.number) or not np.all((data == 0) | (data == 1))
        ):
            raise ValueError(f"{name}: a membership matrix must hold booleans or 0/1")
        V = matrix.shape[1]
        vocab = np.arange(V) if vocabulary is None else vocabulary
        if len(vocab) != V:
            raise ValueError(
                f"{name}: membership matrix has {V} columns, attribute_values gives {len(vocab)}"
            )
        if sp.issparse(matrix):
            coo = matrix.tocoo()
            keep = coo.data != 0
            people, codes = _dedupe(
                coo.row[keep].astype(np.int64), coo.col[keep].astype(np.int64), V
            )
        else:
            people, codes = np.nonzero(matrix)
            people, codes = people.astype(np.int64), codes.astype(np.int64)
        return people, codes, vocab
    if isinstance(values, (str, bytes)) or not hasattr(values, "__len__"):
        raise TypeError(
            f"{name}: expected one value (or a set of values) per person, got {values!r}"
        )
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
        codes, vocab = encode_values(
            _homogeneous(np.asarray(flat, dtype=object), name), vocabulary, name
        )
        people = np.repeat(np.arange(n, dtype=np.int64), lengths)
        people, codes = _dedupe(people, codes, len(vocab))
        return people, codes, vocab
    if values.ndim != 1 or values.shape[0] != n:
        raise ValueError(f"{name}: expected {n} entries (one per person), got shape {values.shape}")
    check_value_column(values, name)
    missing = missing_mask(values)
    if missing.any():
        present = np.flatnonzero(~missing)
        codes, vocab = encode_values(_homogeneous(values[present], name), vocabulary, name)
        return present.astype(np.int64), codes, vocab
    codes, vocab = encode_values(_homogeneous(values, name), vocabulary, name)
    return None, codes, vocab


def _bucket_map(buckets, attr: str, vocab: np.ndarray, explicit: bool):
    """(bucket names, list of (raw code, bucket code) pairs) for one attribute."""
    if not isinstance(buckets, Mapping) or not buckets:
        raise TypeError(f"buckets[{attr!r}]: expected a non-empty mapping bucket name -> values")
    names = check_names(buckets.keys(), f"buckets[{attr!r}]")
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
            kind = (
                "str"
                if isinstance(v, str)
                else "number"
                if isinstance(v, numbers.Number)
                else type(v).__name__
            )
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


def _apply_buckets(people, codes, n, n_raw, pairs, n_buckets) -> Membership:
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
                return Membership(None, new, n_buckets)
            people = np.arange(n, dtype=np.int64)
        people, new = people[keep], new[keep]
        if people.size and np.any(np.diff(people) == 0):  # two values, one bucket: once
            people, new = _dedupe(people, new, n_buckets)
        return Membership(people, new, n_buckets)
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
    return Membership(out_people, out_codes, n_buckets)


def _single(people, codes, n, n_values) -> Membership:
    """Collapse to the one-value-per-person form when every person has exactly one value."""
    if (
        people is not None
        and people.size == n
        and (n == 0 or (people[0] == 0 and people[-1] == n - 1 and np.all(np.diff(people) == 1)))
    ):
        return Membership(None, codes, n_values)
    return Membership(people, codes, n_values)


def _intersect(a: Membership, b: Membership, n: int) -> Membership:
    """Row-wise product of two memberships: a person is in every pair of their values."""
    V = a.n_values * b.n_values
    if a.people is None and b.people is None:
        return Membership(None, a.codes * b.n_values + b.codes, V)
    pa = np.arange(n, dtype=np.int64) if a.people is None else a.people
    pb = np.arange(n, dtype=np.int64) if b.people is None else b.people
    count_b = np.bincount(pb, minlength=n)
    start_b = np.concatenate([[0], np.cumsum(count_b)[:-1]]) if n else np.zeros(0, np.int64)
    reps = count_b[pa]
    people = np.repeat(pa, reps)
    offset = np.arange(people.size) - np.repeat(np.cumsum(reps) - reps, reps)
    cb = b.codes[np.repeat(start_b[pa], reps) + offset]
    return Membership(people, np.repeat(a.codes, reps) * b.n_values + cb, V)


def resolve_groupings(groupings, attribute_names, sizes=None) -> tuple:
    """The groupings as tuples of attribute names; with ``sizes`` (values per attribute),
    a group space over :data:`~tb_fairness.metrics.validation.MAX_GROUPS` groups is
    refused before any grouping is enumerated or allocated."""
    if groupings is None:
        resolved = tuple((a,) for a in attribute_names)
    elif isinstance(groupings, str):
        if groupings != "all":
            raise ValueError(
                f"groupings: expected 'all' or a sequence of groupings, got {shown(groupings)}"
            )
        if sizes is not None:
            # Every non-empty combination: prod(size + 1) - 1 groups in all.
            total = math.prod(sizes[a] + 1 for a in attribute_names) - 1
            if total > MAX_GROUPS:
                raise ValueError(
                    f"groupings: 'all' over {len(attribute_names)} attributes would make "
                    f"{total:,} groups, expected at most {MAX_GROUPS:,}; list the groupings "
                    "to count instead"
                )
        resolved = tuple(
            c
            for r in range(1, len(attribute_names) + 1)
            for c in itertools.combinations(attribute_names, r)
        )
    else:
        check_sequence(groupings, "groupings", "'all' or a sequence of groupings")
        resolved = tuple(_grouping_key(g, attribute_names, "groupings") for g in groupings)
        if not resolved:
            # A report without a grouping has no group to compare: no view could read it.
            raise ValueError(
                "groupings: expected at least one grouping (an attribute name or a tuple of "
                f"them), or 'all', got {shown(groupings)}"
            )
    if sizes is not None:
        check_group_space({g: [sizes[a] for a in g] for g in resolved}, "groupings")
    return resolved


def group_memberships(
    attributes,
    n,
    *,
    groupings,
    buckets,
    attribute_values,
    name="attributes",
    with_attributes=False,
):
    """(GroupSpace, list of one Membership per grouping, with codes in grouping order), and
    with ``with_attributes`` each attribute's Membership by name."""
    if not isinstance(attributes, Mapping) or not attributes:
        raise TypeError(f"{name}: expected a non-empty mapping attribute name -> values per person")
    attr_names = check_names(attributes.keys(), name)
    what = "a mapping attribute name -> {}"
    buckets = dict(check_mapping(buckets, "buckets", what.format("buckets"), allow_none=True) or {})
    attribute_values = dict(
        check_mapping(attribute_values, "attribute_values", what.format("values"), allow_none=True)
        or {}
    )
    for arg, mapping in (("buckets", buckets), ("attribute_values", attribute_values)):
        unknown = [k for k in mapping if k not in attr_names]
        if unknown:
            raise ValueError(
                f"{arg}: {unknown} are not attributes; expected among {list(attr_names)}"
            )
    memberships, value_names = {}, []
    for attr in attr_names:
        label = f"{name}[{attr!r}]"
        explicit = attr in attribute_values
        vocab = (
            _as_vocabulary(attribute_values[attr], f"attribute_values[{attr!r}]")
            if explicit
            else None
        )
        people, codes, vocab = _read_attribute(attributes[attr], label, n, vocab)
        if attr in buckets:
            names, pairs = _bucket_map(buckets[attr], attr, np.asarray(vocab), explicit)
            m = _apply_buckets(people, codes, n, len(vocab), pairs, len(names))
        else:
            names = tuple(value_name(v) for v in vocab)
            if len(set(names)) != len(names):
                raise ValueError(f"{label}: distinct values share a name: {list(names)}")
            if not explicit:  # values seen, not declared: in natural order
                order = natural_order(names)
                if np.any(order != np.arange(len(names))):
                    names = tuple(names[i] for i in order.tolist())
                    rank = np.empty_like(order)
                    rank[order] = np.arange(len(order))
                    codes = rank[codes]
                    if people is not None:  # pairs stay sorted by person, then value
                        key = np.lexsort((codes, people))
                        people, codes = people[key], codes[key]
            m = Membership(people, codes, len(names))
        memberships[attr] = _single(m.people, m.codes, n, m.n_values)
        value_names.append(names)
    sizes = {attr: len(names) for attr, names in zip(attr_names, value_names)}
    space = GroupSpace(
        attr_names, tuple(value_names), resolve_groupings(groupings, attr_names, sizes)
    )
    per_grouping = []
    for g in space.groupings:
        m = memberships[g[0]]
        for attr in g[1:]:
            m = _intersect(m, memberships[attr], n)
        per_grouping.append(m)
    if with_attributes:
        return space, per_grouping, memberships
    return space, per_grouping
