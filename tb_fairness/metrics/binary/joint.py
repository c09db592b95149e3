"""Joint cells of a scored binary classifier's examples (``slices=True``): per combination of
the attributes' values (a multi-valued attribute as one indicator column per value:
:mod:`tb_fairness.metrics.groups.cell_columns`), the confusion counts of every label at
every threshold, so that any slice is a sum of cells (:mod:`tb_fairness.metrics.slices`) and
every grouping of those attributes a marginal of them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from tb_fairness.metrics.groups.cell_columns import (
    check_fits,
    checked_codes,
    column_domains,
    group_pairs,
    merged_codes,
)
from tb_fairness.metrics.slices import joint_cells
from tb_fairness.metrics.validation import check_count_array

__all__ = ["BinaryCells", "check_cells_of"]


@dataclass(frozen=True)
class BinaryCells:
    """The joint cells of ``attributes`` (names of the report's attributes, in its order).

    Attributes
    ----------
    attributes : tuple of str, length A
    domains : tuple of int, length A
        Each attribute's number of values (its values are the report's, in its order).
    codes : ndarray of int64, shape (C, W)
        Each cell's code per column (:func:`~tb_fairness.metrics.groups.cell_columns.layout`):
        a value index, -1 where its examples have none; in a multi-valued attribute's
        indicator columns, 0 where they have the value. Canonical: rows in lexicographic
        order, each once.
    positives, negatives : ndarray of int64, shape (L, C)
        The cell's examples whose label ``l`` is 1 (0).
    tp, fp : ndarray of int64, shape (L, C, T)
        Of those, the examples predicted positive at threshold ``t``.
    multi : tuple of bool, length A
        Whether each attribute is multi-valued (indicator columns); () reads as none.
    """

    attributes: tuple
    domains: tuple
    codes: np.ndarray
    positives: np.ndarray
    negatives: np.ndarray
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
        positives = np.asarray(self.positives)
        if positives.ndim != 2 or positives.shape[1] != len(codes):
            raise ValueError(f"positives: expected shape (labels, {len(codes)})")
        L, C = positives.shape
        T = np.asarray(self.tp).shape[-1] if np.asarray(self.tp).ndim == 3 else -1
        for field in ("positives", "negatives"):
            set_(self, field, check_count_array(getattr(self, field), field, (L, C)))
        for field, total in (("tp", "positives"), ("fp", "negatives")):
            arr = check_count_array(getattr(self, field), field, (L, C, T))
            if np.any(arr > getattr(self, total)[:, :, None]):
                raise ValueError(f"{field}: expected {field} <= {total}")
            set_(self, field, arr)

    @property
    def n_cells(self) -> int:
        return len(self.codes)

    def merge(self, other: BinaryCells, spaces, merged, label_maps, labels: int) -> BinaryCells:
        """Both sides' cells together: values moved to the ``merged`` space's (from each
        side's of ``spaces``), labels by ``label_maps``, equal cells added; canonical."""
        sides = (self, other)
        codes, domains, multi = merged_codes(self, other, spaces, merged)
        cells, _, new_cell = joint_cells(codes, {}, column_domains(domains, multi), inverse=True)
        C, T = len(cells), self.tp.shape[2]
        out = {
            "positives": np.zeros((labels, C), np.int64),
            "negatives": np.zeros((labels, C), np.int64),
            "tp": np.zeros((labels, C, T), np.int64),
            "fp": np.zeros((labels, C, T), np.int64),
        }
        start = 0
        for side, lmap in zip(sides, label_maps):
            where = new_cell[start : start + side.n_cells]
            start += side.n_cells
            rows = (np.asarray(lmap, dtype=np.int64)[:, None], where[None, :])
            for field, arr in out.items():
                # Cells of one side are distinct, so each (label, cell) is written once.
                arr[rows] += getattr(side, field)
        return BinaryCells(self.attributes, tuple(domains), cells, **out, multi=multi)

    def marginal(self, grouping: Sequence[str]) -> tuple[np.ndarray, ...]:
        """The counts of one grouping (its attributes, in its order): ``positives``,
        ``negatives`` (L, G), ``tp``, ``fp`` (L, G, T), its groups in the order a
        :class:`GroupSpace` gives them (row-major, the last attribute fastest)."""
        cell, group, G = group_pairs(self, grouping)
        out = []
        for field in ("positives", "negatives", "tp", "fp"):
            arr = getattr(self, field)
            summed = np.zeros((arr.shape[0], G, *arr.shape[2:]), np.int64)
            for label in range(arr.shape[0]):  # several cells may fall in one group
                np.add.at(summed[label], group, arr[label, cell])
            out.append(summed)
        return tuple(out)


def check_cells_of(cells, space, labels: int, thresholds: int) -> None:
    """Refuses cells that do not fit the report: another kind, attributes it lacks, another
    number of values, labels or thresholds."""
    if not isinstance(cells, BinaryCells):
        raise TypeError(f"cells: expected BinaryCells, got {type(cells).__name__}")
    check_fits(cells, space)
    if cells.positives.shape[0] != labels or cells.tp.shape[2] != thresholds:
        raise ValueError(
            f"cells: expected {labels} labels and {thresholds} thresholds, got "
            f"{cells.positives.shape[0]} and {cells.tp.shape[2]}"
        )
