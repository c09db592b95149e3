"""Joint cells: the counts of every combination of the single-valued attributes' values.

Kept when a writer is asked for ``slices=True``: one row per non-empty combination (a
*cell*, at most one per person), with its people, those predicted correctly, and per class
``n``, ``tp`` and ``fp`` (sparse: the classes present in the cell). Every grouping of
those attributes is a marginal of the cells (:meth:`JointCells.marginal`), and any
conjunction of values, a *slice*, is a sum of cells, which is what the search for the worst
slices reads (:mod:`tb_fairness.metrics.slices`). An attribute a person may have several
values of (or none of the buckets' values twice) is left out of the cells.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tb_fairness.metrics.slices import joint_cells
from tb_fairness.metrics.validation import check_count_array, check_names

__all__ = [
    "JointCells",
    "SLICE_METRICS",
    "check_fits",
    "checked_codes",
    "merged_codes",
    "count_joint",
    "single_valued",
    "value_maps",
]

#: What a slice's rate can be: ``error_rate``, people not predicted as either of their
#: classes (one minus the hit); ``recall`` and ``tnr`` as the per-group tables define them,
#: over every class or one.
SLICE_METRICS = ("error_rate", "recall", "tnr")


@dataclass(frozen=True)
class JointCells:
    """The joint cells of ``attributes`` (names of the report's attributes, in its order).

    Attributes
    ----------
    attributes : tuple of str, length A
    domains : tuple of int, length A
        Each attribute's number of values (its values are the report's, in its order).
    codes : ndarray of int64, shape (C, A)
        Each cell's value per attribute, -1 where the people of the cell have none.
        Canonical: rows in lexicographic order, each once.
    size, correct : ndarray of int64, shape (C,)
        The cell's people, and those predicted as one of their classes.
    entry_cell, entry_class : ndarray of int64, shape (M,)
        Sparse (cell, class) entries, sorted, each once.
    n, tp, fp : ndarray of int64, shape (M,)
        People of the cell of the class (either of their classes), of those predicted
        correctly, and people of the cell predicted as the class, which is neither of theirs.
    """

    attributes: tuple
    domains: tuple
    codes: np.ndarray
    size: np.ndarray
    correct: np.ndarray
    entry_cell: np.ndarray
    entry_class: np.ndarray
    n: np.ndarray
    tp: np.ndarray
    fp: np.ndarray

    def __post_init__(self):
        set_ = object.__setattr__
        for field, value in zip(
            ("attributes", "domains", "codes"),
            checked_codes(self.attributes, self.domains, self.codes),
        ):
            set_(self, field, value)
        codes = self.codes
        C = len(codes)
        for field in ("size", "correct"):
            set_(self, field, check_count_array(getattr(self, field), field, (C,)))
        M = len(np.asarray(self.n).reshape(-1))
        for field in ("entry_cell", "entry_class", "n", "tp", "fp"):
            set_(self, field, check_count_array(getattr(self, field), field, (M,)))
        if np.any(self.correct > self.size):
            raise ValueError("correct: expected at most the cell's people")
        if M and int(self.entry_cell.max()) >= C:
            raise ValueError("entry_cell: expected indices of cells")
        if np.any(self.tp > self.n):
            raise ValueError("tp: expected tp <= n")

    @property
    def n_cells(self) -> int:
        return len(self.size)

    def nbytes(self) -> int:
        return sum(
            getattr(self, f).nbytes
            for f in ("codes", "size", "correct", "entry_cell", "entry_class", "n", "tp", "fp")
        )

    def merge(self, other: JointCells, spaces, merged, class_maps, classes: int) -> JointCells:
        """Both sides' cells together: values moved to the ``merged`` space's (from each
        side's of ``spaces``), classes by ``class_maps`` (old index -> new), equal cells
        added. The result is canonical, so merges in any order give the same."""
        sides = (self, other)
        codes, domains = merged_codes(self, other, spaces, merged)
        # Where each side's cells land among the merged ones: new_cell.
        cells, sums, new_cell = joint_cells(
            codes,
            {
                "size": np.concatenate([s.size for s in sides]),
                "correct": np.concatenate([s.correct for s in sides]),
            },
            domains,
            inverse=True,
        )
        offset = (0, self.n_cells)
        keys: list[np.ndarray] = []
        fields: dict[str, list[np.ndarray]] = {"n": [], "tp": [], "fp": []}
        for side, start, cmap in zip(sides, offset, class_maps):
            cell = new_cell[start + side.entry_cell]
            cls = np.asarray(cmap, dtype=np.int64)[side.entry_class]
            keys.append(cell * classes + cls)
            for f in fields:
                fields[f].append(getattr(side, f))
        entry, inverse = np.unique(np.concatenate(keys), return_inverse=True)
        sums_e = {
            f: np.bincount(inverse, weights=np.concatenate(v), minlength=len(entry))
            for f, v in fields.items()
        }
        return JointCells(
            self.attributes,
            tuple(domains),
            cells,
            sums["size"],
            sums["correct"],
            entry // classes,
            entry % classes,
            *(np.rint(sums_e[f]).astype(np.int64) for f in ("n", "tp", "fp")),
        )

    def marginal(self, grouping: Sequence[str], classes: int) -> tuple[np.ndarray, ...]:
        """The counts of one grouping (its attributes, in its order): ``n``, ``tp``,
        ``negatives``, ``true_negatives`` of shape (K, G), its groups in the order a
        :class:`GroupSpace` gives them (row-major, the last attribute fastest)."""
        columns = [self.attributes.index(a) for a in grouping]
        sizes = [self.domains[c] for c in columns]
        G = math.prod(sizes)
        group = np.zeros(self.n_cells, dtype=np.int64)
        for c, d in zip(columns, sizes):
            group = group * d + self.codes[:, c]
        inside = np.all(self.codes[:, columns] >= 0, axis=1)
        group = np.where(inside, group, -1)
        people = np.bincount(group[inside], weights=self.size[inside], minlength=G)
        g = group[self.entry_cell]
        there = g >= 0
        key = self.entry_class[there] * G + g[there]

        def grid(values):
            return np.bincount(key, weights=values[there], minlength=classes * G).reshape(
                classes, G
            )

        n, tp, fp = (np.rint(grid(v)).astype(np.int64) for v in (self.n, self.tp, self.fp))
        negatives = np.rint(people).astype(np.int64)[None, :] - n
        return n, tp, negatives, negatives - fp

    def rates(
        self, metric: str, classes: int, class_index: int | None = None
    ) -> tuple[np.ndarray, np.ndarray]:
        """Per cell, the ``metric``'s successes and totals over the report's ``classes``
        classes together, or of one (``class_index``)."""
        if metric not in SLICE_METRICS:
            raise ValueError(f"metric: expected one of {', '.join(SLICE_METRICS)}, got {metric!r}")
        if metric == "error_rate" and class_index is None:
            return self.size - self.correct, self.size
        mine = (
            np.ones(len(self.n), dtype=bool)
            if class_index is None
            else self.entry_class == class_index
        )
        C = self.n_cells

        def per_cell(values):
            return np.bincount(self.entry_cell[mine], weights=values[mine], minlength=C).astype(
                np.int64
            )

        n, tp = per_cell(self.n), per_cell(self.tp)
        if metric == "error_rate":  # one class: its people not predicted as it
            return n - tp, n
        if metric == "recall":
            return tp, n
        # tnr: people of the cell whose classes do not include the class, not predicted it;
        # every class's together: each person once per class they are a negative of.
        if class_index is None:
            negatives = self.size * classes - n
        else:
            negatives = self.size - n
        return negatives - per_cell(self.fp), negatives


def checked_codes(attributes, domains, codes) -> tuple[tuple, tuple, np.ndarray]:
    """Joint cells' attribute names, numbers of values and (C, A) codes, checked: names,
    one number per attribute, each code a value index or -1."""
    attributes = check_names(attributes, "attributes")
    domains = tuple(int(d) for d in domains)
    if len(domains) != len(attributes):
        raise ValueError(f"domains: expected {len(attributes)}, got {len(domains)}")
    codes = np.asarray(codes, dtype=np.int64).reshape(-1, len(attributes))
    if codes.size and (np.any(codes < -1) or np.any(codes >= np.asarray(domains, np.int64))):
        raise ValueError("codes: expected each attribute's value index, or -1")
    return attributes, domains, codes


def check_fits(cells, space) -> None:
    """Refuses joint cells whose attributes the report's space lacks, or whose numbers of
    values differ from its."""
    for a, d in zip(cells.attributes, cells.domains):
        if a not in space.attribute_names:
            raise ValueError(f"cells: {a!r} is not an attribute of the report")
        values = space.attribute_values[space.attribute_names.index(a)]
        if d != len(values):
            raise ValueError(f"cells: {a!r} has {d} values, the report {len(values)}")


def merged_codes(mine, theirs, spaces, merged) -> tuple[np.ndarray, list[int]]:
    """Two joint cells' codes (of either kind) moved to the ``merged`` space's values (from
    each side's of ``spaces``), one side after the other, and the merged numbers of values;
    ValueError naming ``slices`` for cells of other attributes."""
    if theirs.attributes != mine.attributes:
        raise ValueError(
            f"slices: the cells hold attributes {list(theirs.attributes)} against "
            f"{list(mine.attributes)}"
        )
    codes = []
    for side, space in zip((mine, theirs), spaces):
        moved = side.codes.copy()
        for a, m in enumerate(value_maps(space, merged, mine.attributes)):
            there = moved[:, a] >= 0
            moved[there, a] = m[moved[there, a]]
        codes.append(moved)
    values = merged.attribute_values
    domains = [len(values[merged.attribute_names.index(a)]) for a in mine.attributes]
    return np.concatenate(codes), domains


def value_maps(side, merged, attributes) -> list[np.ndarray]:
    """Per attribute, where each of the ``side`` space's values is among the ``merged``
    space's (both GroupSpace)."""
    out = []
    for a in attributes:
        values = merged.attribute_values[merged.attribute_names.index(a)]
        position = {v: i for i, v in enumerate(values)}
        mine = side.attribute_values[side.attribute_names.index(a)]
        out.append(np.asarray([position[v] for v in mine], dtype=np.int64))
    return out


def single_valued(membership, n: int) -> np.ndarray | None:
    """Each person's value index (-1: none) from an attribute's membership, or None when a
    person has several values."""
    if membership.people is None:
        return np.asarray(membership.codes, dtype=np.int64)
    people = np.asarray(membership.people)
    if people.size > 1 and np.any(np.diff(people) == 0):
        return None
    out = np.full(n, -1, dtype=np.int64)
    out[people] = membership.codes
    return out


def single_valued_columns(space, by_attribute, n: int) -> tuple[list[str], list[np.ndarray]]:
    """The attributes of one value per person (or none), in the space's order, and each
    person's value index (-1: none); ValueError naming ``slices`` when there is none."""
    names, codes = [], []
    for a in space.attribute_names:
        column = single_valued(by_attribute[a], n)
        if column is not None:
            names.append(a)
            codes.append(column)
    if not names:
        raise ValueError(
            "slices: every attribute gives some person several values; slices need "
            "attributes of one value per person (or none)"
        )
    return names, codes


def count_joint(
    attributes: Sequence[str],
    domains: Sequence[int],
    codes,
    c1: np.ndarray,
    c2: np.ndarray,
    pred: np.ndarray,
    correct: np.ndarray,
    false_pos: np.ndarray,
    classes: int,
) -> JointCells:
    """The joint cells of per-person ``codes`` (A columns of N) with their classes (``c2``:
    -1 where a person has no second class) and predictions (``correct``, ``false_pos`` as in
    :func:`~tb_fairness.metrics.groups.count_groups`)."""
    n = len(c1)
    cells, sums, cell = joint_cells(
        codes,
        {"size": np.ones(n, np.int64), "correct": correct.astype(np.int64)},
        domains,
        inverse=True,
    )
    second = c2 >= 0
    n_keys = np.concatenate([cell * classes + c1, cell[second] * classes + c2[second]])
    tp_keys = np.concatenate(
        [cell[correct] * classes + c1[correct], (cell * classes + c2)[second & correct]]
    )
    fp_keys = cell[false_pos] * classes + pred[false_pos]
    entry = np.unique(np.concatenate([n_keys, fp_keys]))
    M = len(entry)
    counted = {
        name: np.bincount(np.searchsorted(entry, keys), minlength=M).astype(np.int64)
        for name, keys in (("n", n_keys), ("tp", tp_keys), ("fp", fp_keys))
    }
    return JointCells(
        tuple(attributes),
        tuple(domains),
        cells,
        sums["size"],
        sums["correct"],
        entry // max(classes, 1),
        entry % max(classes, 1),
        counted["n"],
        counted["tp"],
        counted["fp"],
    )
