"""Counting people per class x group: :class:`GroupCounts` and :func:`count_groups`.

Per-person classes (primary and secondary) and predictions are coded against the class names
(:func:`class_codes`), attributes are read into group memberships
(:func:`~tb_fairness.metrics.groups.space.group_memberships`), and a few bincounts per grouping
give ``n``, ``tp``, ``negatives`` and ``true_negatives``. Counts merge exactly by addition
(:meth:`GroupCounts.merge`). The rules are in :mod:`tb_fairness.metrics.groups`.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import scipy.sparse as sp

from tb_fairness.metrics.counts import check_min_count
from tb_fairness.metrics.groups.cell_columns import cell_columns, check_fits
from tb_fairness.metrics.groups.joint import JointCells, count_joint
from tb_fairness.metrics.groups.space import (
    GroupSpace,
    Membership,
    encode_values,
    group_memberships,
    missing_mask,
    resolve_groupings,
    unique_inverse,
    value_name,
)
from tb_fairness.metrics.names import merge_order, natural_order, natural_sorted
from tb_fairness.metrics.validation import (
    check_count_array,
    check_flag,
    check_names,
    check_report_cells,
    check_value_column,
    shown,
)

__all__ = [
    "GroupCounts",
    "count_groups",
    "merge_names",
    "as_column",
    "class_codes",
    "class_vocabulary",
]


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
    min_count: int | None = None
    # Every combination of the single-valued attributes' values (count_groups' slices=True).
    cells: JointCells | None = None

    def __post_init__(self):
        set_ = object.__setattr__
        set_(self, "min_count", check_min_count(self.min_count))
        set_(self, "class_names", check_names(self.class_names, "class_names"))
        if not isinstance(self.groups, GroupSpace):
            raise TypeError(f"groups: expected GroupSpace, got {type(self.groups).__name__}")
        K, G = len(self.class_names), self.groups.n_groups
        if K == 0:
            raise ValueError("class_names: expected at least one class")
        for field in ("n", "tp", "negatives", "true_negatives"):
            set_(self, field, check_count_array(getattr(self, field), field, (K, G)))
        if np.any(self.tp > self.n):
            raise ValueError("tp: expected tp <= n")
        if np.any(self.true_negatives > self.negatives):
            raise ValueError("true_negatives: expected true_negatives <= negatives")
        sizes = self.n + self.negatives
        if G and np.any(sizes != sizes[0]):
            raise ValueError(
                "negatives: expected n + negatives (the group size) equal for every class"
            )
        size = sizes[0]
        # Everyone has a primary class and at most one other, and one prediction.
        if np.any(self.n.sum(axis=0) < size) or np.any(self.n.sum(axis=0) > 2 * size):
            raise ValueError("n: expected each person counted under one or two classes")
        if np.any((self.negatives - self.true_negatives).sum(axis=0) > size):
            raise ValueError("true_negatives: expected each person predicted as one class at most")
        if self.cells is not None:
            self._check_cells()

    def _check_cells(self):
        cells = self.cells
        if not isinstance(cells, JointCells):
            raise TypeError(f"cells: expected JointCells, got {type(cells).__name__}")
        check_fits(cells, self.groups)
        if len(cells.entry_class) and int(cells.entry_class.max()) >= len(self.class_names):
            raise ValueError("cells: entry_class: expected indices of classes")

    @classmethod
    def empty(cls, class_names: Sequence[str], groups: GroupSpace) -> GroupCounts:
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

    def merge(self, other: GroupCounts) -> GroupCounts:
        """The counts of both sets of people together (exact: counts add).

        Classes and attribute values are aligned by name; one seen by one side only counts
        zero people on the other (so the other side's people are all its negatives).
        """
        if not isinstance(other, GroupCounts):
            raise TypeError(f"other: expected GroupCounts, got {type(other).__name__}")
        space, g_mine, g_theirs = self.groups.merge(other.groups)
        classes, k_mine, k_theirs = merge_names(self.class_names, other.class_names)
        shape = (len(classes), space.n_groups)
        check_report_cells([shape] * 4, "other")
        out = {f: np.zeros(shape, np.int64) for f in ("n", "tp", "negatives", "true_negatives")}
        if (self.cells is None) != (other.cells is None):
            raise ValueError(
                "slices: one side keeps the joint cells (slices=True) and the other does not; "
                "count both alike"
            )
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
        cells = None
        if self.cells is not None and other.cells is not None:
            cells = self.cells.merge(
                other.cells, (self.groups, other.groups), space, (k_mine, k_theirs), len(classes)
            )
        return GroupCounts(classes, space, **out, min_count=self.min_count, cells=cells)


def merge_names(mine: tuple, theirs: tuple):
    """(the union of the names, positions in it of mine, positions in it of theirs).

    How counts with different classes merge (:meth:`GroupCounts.merge`, and detection's):
    in canonical order (:func:`~tb_fairness.metrics.names.merge_order`), so that merges in
    any order give the same counts.
    """
    names = merge_order(mine, theirs)
    if mine == theirs == names:
        index = np.arange(len(mine))
        return mine, index, index
    position = {name: i for i, name in enumerate(names)}
    return (
        names,
        np.asarray([position[n] for n in mine], dtype=np.int64),
        np.asarray([position[n] for n in theirs], dtype=np.int64),
    )


# --------------------------------------------------------------------------------------
# Class codes


def as_column(values, name: str) -> np.ndarray:
    """A per-person input as a numpy array (lists become object arrays, not strings)."""
    if isinstance(values, (str, bytes, Mapping)) or not hasattr(values, "__len__"):
        raise TypeError(f"{name}: expected one entry per person, got {shown(values)}")
    try:
        if isinstance(values, (list, tuple)):
            if any(isinstance(v, (list, tuple, np.ndarray)) for v in values):
                return np.asarray(values)  # rows of scores
            return np.asarray(values, dtype=object)
        return np.asarray(values)
    except ValueError as err:  # ragged rows of scores
        raise ValueError(
            f"{name}: expected one entry (or one row of scores) per person ({err})"
        ) from None


def _class_kind(arr: np.ndarray, name: str):
    """(kind, array, missing): ``("index", int64 codes, codes < 0)`` for integer indices,
    or ``("name", the names, where None/NaN)`` for class names."""
    if arr.dtype == object:
        missing = missing_mask(arr)
        kinds = {
            (
                "str"
                if issubclass(t, str)
                else "int"
                if issubclass(t, (numbers.Integral, np.integer))
                and not issubclass(t, (bool, np.bool_))
                else t.__name__
            )
            for t in set(map(type, arr[~missing].tolist()))
        }
        if kinds == {"int"}:
            out = np.full(arr.shape, -1, dtype=np.int64)
            try:
                out[~missing] = arr[~missing].astype(np.int64)
            except OverflowError:
                raise ValueError(
                    f"{name}: expected integer indices that fit in int64, got "
                    f"{shown(max(arr[~missing].tolist(), key=abs))}"
                ) from None
            return "index", out, missing
        if kinds - {"str"}:
            raise TypeError(
                f"{name}: expected class names (str) or integer indices, got {sorted(kinds)}"
            )
        check_value_column(arr[~missing], name)  # "a" and "a\0" must not be one class
        return "name", arr, missing
    if np.issubdtype(arr.dtype, np.integer):  # the caller's int64 array itself: never written
        return "index", arr.astype(np.int64, copy=False), None
    if arr.dtype.kind == "U":
        check_value_column(arr, name)
        return "name", arr, np.zeros(arr.shape, bool)
    raise TypeError(f"{name}: expected class names (str) or integer indices, got dtype {arr.dtype}")


def class_codes(values, name: str, n: int, class_names, *, allow_missing: bool):
    """Class codes (int64; -1 where missing) of a per-person input."""
    arr = values if isinstance(values, np.ndarray) else as_column(values, name)
    if arr.ndim != 1 or arr.shape[0] != n:
        raise ValueError(f"{name}: expected {n} entries (one per person), got shape {arr.shape}")
    kind, arr, missing = _class_kind(arr, name)
    if kind == "index":
        codes = arr
        low = -1 if allow_missing else 0
        lo, hi = (int(codes.min()), int(codes.max())) if codes.size else (0, 0)
        if lo < low or hi >= len(class_names):
            raise ValueError(
                f"{name}: expected indices in [{low}, {len(class_names)}), got values in "
                f"[{lo}, {hi}]"
            )
        if lo >= 0:  # nobody missing: no mask to compute
            return codes
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
        uniq, inverse = unique_inverse(values.astype(str) if values.dtype == object else values)
        position = {c: i for i, c in enumerate(class_names)}
        try:
            mapped = np.asarray([position[str(u)] for u in uniq.tolist()], dtype=np.int64)
        except KeyError as err:
            raise ValueError(f"{name}: class {err.args[0]!r} is not in class_names") from None
        codes[present] = mapped[inverse.reshape(-1)]
    return codes


def class_vocabulary(inputs) -> tuple:
    """Distinct class names in the inputs in natural order (None entries skipped)."""
    seen = set()
    for name, arr in inputs:
        kind, arr, missing = _class_kind(arr, name)
        if kind == "index":
            raise ValueError(f"class_names: required when {name} are integer indices")
        seen.update(unique_inverse(arr[~missing].astype(str))[0].tolist())
    return natural_sorted(seen)


# --------------------------------------------------------------------------------------
# Counting


def count_groups(
    classes,
    predictions,
    attributes: Mapping,
    *,
    secondary_classes=None,
    class_names: Sequence[str] | None = None,
    groupings=None,
    buckets: Mapping | None = None,
    attribute_values: Mapping | None = None,
    slices: bool = False,
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
        the names found in ``classes``, ``secondary_classes`` and ``predictions``, in
        natural order (:func:`~tb_fairness.metrics.names.natural_key`).
    groupings : sequence, or "all", optional
        Groupings to count: each an attribute name or a tuple of names (an intersection).
        ``"all"`` counts every non-empty combination of attributes. Default: each
        attribute alone.
    buckets : mapping str -> mapping str -> values, optional
        Per attribute, named sets of raw values that replace its values as groups.
    attribute_values : mapping str -> sequence, optional
        Per attribute, its raw values in display order. Values outside are an error, and
        values nobody has still get (empty) groups, so that batches line up. Default: the
        distinct values seen, in natural order (numbers by value, then text, ignoring case).
    slices : bool
        Also keep the joint cells (:class:`~tb_fairness.metrics.groups.joint.JointCells`):
        every combination of the values of the attributes with one value per person (or
        none), which the search for the worst slices reads. At most one cell per person.

    Returns
    -------
    GroupCounts

    Notes
    -----
    Counting is a handful of ``np.bincount`` calls per grouping over (person, group)
    pairs; there is no Python loop over people, except to read per-person collections of
    Python objects. A person with a primary and a secondary class counts in ``n`` of both
    classes and, when predicted as either, in ``tp`` of both (see
    :mod:`tb_fairness.metrics.groups`).

    Examples
    --------
    The dancers of FACET's Figure 11: recall 0.75 for ``+F``, 0.5 for ``+M``, 1.0 for ``NB``.

    >>> counts = count_groups(
    ...     ["dancer", "dancer", "dancer", "dancer", "dancer", "dancer", "dancer", "gardener"],
    ...     ["dancer", "dancer", "guitarist", "dancer", "dancer", "guitarist", "dancer", "dancer"],
    ...     {"gender": ["+F", "+F", "+F", "+F", "+M", "+M", "NB", "+F"]})
    >>> counts.group_names
    ('gender=+F', 'gender=+M', 'gender=NB')
    >>> from tb_fairness.metrics.groups import rate_table
    >>> table = rate_table(counts, min_count=1)
    >>> table.value[counts.class_names.index("dancer")].tolist()
    [0.75, 0.5, 1.0]
    """
    slices = check_flag(slices, "slices")
    if predictions is None:
        raise TypeError("predictions: expected one prediction (or a score row) per person")
    classes = as_column(classes, "classes")
    n = classes.shape[0] if classes.ndim else 0
    if sp.issparse(predictions):
        predictions = predictions.toarray()
    predictions = as_column(predictions, "predictions")
    scores = predictions.ndim == 2
    if secondary_classes is not None:
        secondary_classes = as_column(secondary_classes, "secondary_classes")
    if class_names is None:
        if scores:
            raise ValueError("class_names: required when predictions are a score matrix")
        for arr, name in (
            (classes, "classes"),
            (secondary_classes, "secondary_classes"),
            (predictions, "predictions"),
        ):
            if arr is not None and (arr.ndim != 1 or arr.shape[0] != n):
                raise ValueError(
                    f"{name}: expected {n} entries (one per person), got shape {arr.shape}"
                )
        class_names = class_vocabulary(
            [
                (name, arr)
                for name, arr in (
                    ("classes", classes),
                    ("secondary_classes", secondary_classes),
                    ("predictions", predictions),
                )
                if arr is not None
            ]
        )
        if not class_names:
            raise ValueError("classes: expected at least one class name")
    else:
        class_names = check_names(class_names, "class_names")
    K = len(class_names)
    c1 = class_codes(classes, "classes", n, class_names, allow_missing=False)
    if secondary_classes is not None:
        c2 = class_codes(secondary_classes, "secondary_classes", n, class_names, allow_missing=True)
        c2 = np.where(c2 == c1, -1, c2)  # c2 may be the caller's array: not written in place
    if scores:
        score = predictions
        if score.shape != (n, K):
            raise ValueError(f"predictions: expected scores of shape {(n, K)}, got {score.shape}")
        if not np.issubdtype(score.dtype, np.number) or np.issubdtype(
            score.dtype, np.complexfloating
        ):
            raise TypeError(f"predictions: expected real scores, got dtype {score.dtype}")
        if np.isnan(score).any():
            raise ValueError("predictions: expected scores, found NaN")
        pred = score.argmax(axis=1).astype(np.int64) if n else np.zeros(0, np.int64)
    else:
        pred = class_codes(predictions, "predictions", n, class_names, allow_missing=True)
    if secondary_classes is None and buckets is None and attribute_values is None and not slices:
        counted = _count_cells(class_names, c1, pred, attributes, n, groupings)
        if counted is not None:
            return counted
    space, memberships, by_attribute = group_memberships(
        attributes,
        n,
        groupings=groupings,
        buckets=buckets,
        attribute_values=attribute_values,
        with_attributes=True,
    )
    if secondary_classes is None:
        c2 = np.full(n, -1, dtype=np.int64)
    correct = (pred == c1) | ((c2 >= 0) & (pred == c2))
    # A false positive for class pred: predicted, and neither of the person's classes.
    false_pos = (pred >= 0) & ~correct
    cells = None
    if slices:
        cells = _joint(space, by_attribute, n, c1, c2, pred, correct, false_pos, K)
    fields: dict[str, list[np.ndarray]] = {
        f: [] for f in ("n", "tp", "negatives", "true_negatives")
    }
    for m in memberships:
        n_kg, tp_kg, fp_kg, size = _count_one(m, c1, c2, pred, correct, false_pos, K)
        negatives = size[None, :] - n_kg
        fields["n"].append(n_kg)
        fields["tp"].append(tp_kg)
        fields["negatives"].append(negatives)
        fields["true_negatives"].append(negatives - fp_kg)
    arrays = {
        f: (np.concatenate(v, axis=1) if v else np.zeros((K, 0), np.int64))
        for f, v in fields.items()
    }
    return GroupCounts(
        class_names,
        space,
        n=arrays["n"],
        tp=arrays["tp"],
        negatives=arrays["negatives"],
        true_negatives=arrays["true_negatives"],
        cells=cells,
    )


def _joint(space, by_attribute, n, c1, c2, pred, correct, false_pos, K) -> JointCells:
    """The joint cells of the attributes (slices=True)."""
    names, domains, multi, codes = cell_columns(space, by_attribute, n)
    # The cells can be as many as the people: bounded as a report's arrays are.
    check_report_cells([(n, len(codes) + 2), (3 * n, 5)], "slices")
    return count_joint(names, domains, multi, codes, c1, c2, pred, correct, false_pos, K)


#: Most cells (classes x (classes + 1) x value combinations) counted by one bincount.
_MAX_CELLS = 1 << 22
#: Non-negative integer values below this are their own codes (no sort, no lookup).
_RAW_VALUES = 1 << 10


def _cell_codes(values, name: str, n: int):
    """(codes (n,), value of each code, codes may be unseen) of one attribute held by
    everyone, one value each (a numpy array of integers or strings), else None."""
    if not isinstance(values, np.ndarray) or values.ndim != 1 or values.shape[0] != n:
        return None
    if values.dtype.kind in "iu":
        lo, hi = int(values.min()), int(values.max())
        # (uint64 does not add to int64 keys in place)
        if 0 <= lo and hi < _RAW_VALUES and values.dtype != np.uint64:
            return values, list(range(hi + 1)), True
    elif values.dtype.kind == "U":
        check_value_column(values, name)
    else:
        return None  # floats (NaN is missing), objects, booleans: read by group_memberships
    codes, vocab = encode_values(values, None, name)
    return codes, vocab.tolist(), False


def _count_cells(class_names, c1, pred, attributes, n, groupings) -> GroupCounts | None:
    """Counts from one bincount over the cells (class, prediction, value of every
    attribute), or None when the inputs need :func:`group_memberships`.

    Every grouping and intersection is a sum of cells, since each person holds one value
    of each attribute: one pass over the people whatever the number of groupings. Not
    for secondary classes, buckets, declared values, missing or multiple values.
    """
    if not isinstance(attributes, Mapping) or not attributes or n == 0:
        return None
    attr_names = check_names(attributes.keys(), "attributes")
    parts = []
    for attr in attr_names:
        part = _cell_codes(attributes[attr], f"attributes[{attr!r}]", n)
        if part is None:
            return None
        parts.append(part)
    K = len(class_names)
    shape = (K, K + 1, *(len(values) for _, values, _ in parts))
    if math.prod(shape) > max(_MAX_CELLS, 4 * n):
        return None
    # key = ((class * (K + 1) + prediction + 1) * V1 + value1) * V2 + value2 ...
    key = c1 * (K + 1)
    key += pred
    for codes, values, _ in parts:
        key *= len(values)
        key += codes
    key += math.prod(shape[2:])  # the + 1 of the prediction (-1: none)
    cells = np.bincount(key, minlength=math.prod(shape)).reshape(shape)
    # Per attribute: the values seen, in natural order (as group_memberships orders them).
    sizes = cells.sum(axis=(0, 1))
    keep, value_names = [], []
    for axis, (_, values, maybe_unseen) in enumerate(parts):
        others = tuple(a for a in range(len(parts)) if a != axis)
        seen = (
            np.flatnonzero(sizes.sum(axis=others) > 0) if maybe_unseen else np.arange(len(values))
        )
        names = [value_name(values[i]) for i in seen.tolist()]
        order = natural_order(names)
        keep.append(seen[order])
        value_names.append(tuple(names[i] for i in order.tolist()))
    for axis, index in enumerate(keep):
        cells = np.take(cells, index, axis=2 + axis)
    space_sizes = {a: len(v) for a, v in zip(attr_names, value_names)}
    space = GroupSpace(
        attr_names, tuple(value_names), resolve_groupings(groupings, attr_names, space_sizes)
    )
    classes = np.arange(K)
    n_cells = cells.sum(axis=1)  # (K, values...)
    tp_cells = cells[classes, classes + 1]
    fp_cells = cells.sum(axis=0)[1:] - tp_cells  # predicted k, of another class
    fields: dict[str, list[np.ndarray]] = {f: [] for f in ("n", "tp", "fp")}
    for g in space.groupings:
        axes = [attr_names.index(a) for a in g]
        summed = tuple(1 + a for a in range(len(attr_names)) if a not in axes)
        for field, arr in (("n", n_cells), ("tp", tp_cells), ("fp", fp_cells)):
            part = arr.sum(axis=summed) if summed else arr
            # Remaining axes in the grouping's order: its groups are row-major in it.
            order = np.argsort(np.argsort(axes))
            part = np.transpose(part, (0, *(1 + order)))
            fields[field].append(part.reshape(K, -1))
    n_kg, tp_kg, fp_kg = (np.concatenate(fields[f], axis=1) for f in ("n", "tp", "fp"))
    negatives = n_kg.sum(axis=0)[None, :] - n_kg
    return GroupCounts(
        class_names,
        space,
        n=n_kg,
        tp=tp_kg,
        negatives=negatives,
        true_negatives=negatives - fp_kg,
    )


def _count_one(m: Membership, c1, c2, pred, correct, false_pos, K):
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
    return (
        n_kg.astype(np.int64),
        tp_kg.astype(np.int64),
        fp_kg.astype(np.int64),
        size.astype(np.int64),
    )
