"""Joint cells: the counts of every combination of the attributes' values.

Kept when a writer is asked for ``slices=True``: one row per non-empty combination (a
*cell*, at most one per person), with its people, those predicted correctly, and per class
``n``, ``tp`` and ``fp`` (sparse: the classes present in the cell). Every grouping of
those attributes is a marginal of the cells (:meth:`JointCells.marginal`), and any
conjunction of values, a *slice*, is a sum of cells, which is what the search for the worst
slices reads (:mod:`tb_fairness.metrics.slices`). A multi-valued attribute is one indicator
column per value (:mod:`tb_fairness.metrics.groups.cell_columns`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tb_fairness.metrics.groups.cell_columns import (
    checked_codes,
    column_domains,
    group_pairs,
    merged_codes,
)
from tb_fairness.metrics.slices import joint_cells
from tb_fairness.metrics.validation import check_count_array

__all__ = ["JointCells", "SLICE_METRICS", "count_joint"]

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
    codes : ndarray of int64, shape (C, W)
        Each cell's code per column (:func:`~tb_fairness.metrics.groups.cell_columns.layout`):
        a value index, -1 where the people of the cell have none; in a multi-valued
        attribute's indicator columns, 0 where they have the value. Canonical: rows in
        lexicographic order, each once.
    size, correct : ndarray of int64, shape (C,)
        The cell's people, and those predicted as one of their classes.
    entry_cell, entry_class : ndarray of int64, shape (M,)
        Sparse (cell, class) entries, sorted, each once.
    n, tp, fp : ndarray of int64, shape (M,)
        People of the cell of the class (either of their classes), of those predicted
        correctly, and people of the cell predicted as the class, which is neither of theirs.
    multi : tuple of bool, length A
        Whether each attribute is multi-valued (indicator columns); () reads as none.
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
    multi: tuple = ()

    def __post_init__(self):
        set_ = object.__setattr__
        for field, value in zip(
            ("attributes", "domains", "codes", "multi"),
            checked_codes(self.attributes, self.domains, self.codes, self.multi),
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
        codes, domains, multi = merged_codes(self, other, spaces, merged)
        # Where each side's cells land among the merged ones: new_cell.
        cells, sums, new_cell = joint_cells(
            codes,
            {
                "size": np.concatenate([s.size for s in sides]),
                "correct": np.concatenate([s.correct for s in sides]),
            },
            column_domains(domains, multi),
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
            n=np.rint(sums_e["n"]).astype(np.int64),
            tp=np.rint(sums_e["tp"]).astype(np.int64),
            fp=np.rint(sums_e["fp"]).astype(np.int64),
            multi=multi,
        )

    def marginal(self, grouping: Sequence[str], classes: int) -> tuple[np.ndarray, ...]:
        """The counts of one grouping (its attributes, in its order): ``n``, ``tp``,
        ``negatives``, ``true_negatives`` of shape (K, G), its groups in the order a
        :class:`GroupSpace` gives them (row-major, the last attribute fastest)."""
        cell, group, G = group_pairs(self, grouping)
        people = np.bincount(group, weights=self.size[cell], minlength=G)
        # Each pair's entries: those of its cell (entries are sorted by cell).
        start = np.searchsorted(self.entry_cell, np.arange(self.n_cells + 1))
        count = start[cell + 1] - start[cell]
        pair = np.repeat(np.arange(len(cell)), count)
        entry = np.arange(count.sum()) - np.repeat(np.cumsum(count) - count, count)
        entry += start[cell][pair]
        key = self.entry_class[entry] * G + group[pair]

        def grid(values):
            return np.bincount(key, weights=values[entry], minlength=classes * G).reshape(
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


def count_joint(
    attributes: Sequence[str],
    domains: Sequence[int],
    multi: Sequence[bool],
    codes,
    c1: np.ndarray,
    c2: np.ndarray,
    pred: np.ndarray,
    correct: np.ndarray,
    false_pos: np.ndarray,
    classes: int,
) -> JointCells:
    """The joint cells of per-person ``codes`` (W columns of N, as
    :func:`~tb_fairness.metrics.groups.cell_columns.cell_columns` gives them) with their
    classes (``c2``: -1 where a person has no second class) and predictions (``correct``,
    ``false_pos`` as in :func:`~tb_fairness.metrics.groups.count_groups`)."""
    n = len(c1)
    cells, sums, cell = joint_cells(
        codes,
        {"size": np.ones(n, np.int64), "correct": correct.astype(np.int64)},
        column_domains(domains, multi),
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
        tuple(multi),
    )
