"""The columns of joint cells (both kinds' ``slices=True``): which attribute each holds and
how a cell's people are read in it.

An attribute of one value per person (or none) is one column: each cell's value index, -1
where its people have none. An attribute some person has several values of (a list per
person, or overlapping buckets) is *multi-valued*: one indicator column per value, 0 where
the cell's people have that value and -1 where they do not, so a slice ``race=Asian`` is
everyone whose values include Asian, and ``race=Asian & race=White`` those who have both.
A batch whose people happen to have one value each of an attribute another batch gives
several of merges into indicators (:func:`merged_codes`): the result does not depend on how
the examples were batched. Indicator columns are capped (:data:`MAX_INDICATORS`).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from tb_fairness.metrics.validation import check_names

__all__ = [
    "MAX_INDICATORS",
    "cell_columns",
    "check_fits",
    "checked_codes",
    "checked_multi",
    "column_domains",
    "group_pairs",
    "layout",
    "merged_codes",
    "search_columns",
    "value_maps",
    "width",
]

#: Most indicator columns (values of multi-valued attributes, all together) joint cells
#: keep: each is a column of every cell, and a dimension of the search for slices.
MAX_INDICATORS = 64


def layout(domains: Sequence[int], multi: Sequence[bool]) -> tuple[np.ndarray, np.ndarray]:
    """Per column, its attribute's index and the value it indicates (-1: a column of value
    indices)."""
    attribute: list[int] = []
    value: list[int] = []
    for a, (d, m) in enumerate(zip(domains, multi)):
        if m:
            attribute += [a] * d
            value += range(d)
        else:
            attribute.append(a)
            value.append(-1)
    return np.asarray(attribute, np.int64), np.asarray(value, np.int64)


def column_domains(domains: Sequence[int], multi: Sequence[bool]) -> list[int]:
    """Per column, how many codes it takes: its attribute's number of values, 1 for an
    indicator."""
    attribute, value = layout(domains, multi)
    return [1 if v >= 0 else int(domains[a]) for a, v in zip(attribute, value)]


def checked_multi(multi, attributes: int) -> tuple:
    """Multi-valued flags, one per attribute (none given: no attribute is)."""
    if multi is None or (isinstance(multi, (list, tuple)) and len(multi) == 0):
        return (False,) * attributes
    if not isinstance(multi, (list, tuple)) or not all(isinstance(m, bool) for m in multi):
        raise ValueError("multi: expected a list of booleans")
    if len(multi) != attributes:
        raise ValueError(f"multi: expected {attributes} flags, got {len(multi)}")
    return tuple(multi)


def width(domains: Sequence[int], multi: Sequence[bool]) -> int:
    """How many columns the codes have: one per attribute, its number of values for a
    multi-valued one."""
    return sum(int(d) if m else 1 for d, m in zip(domains, multi))


def checked_codes(attributes, domains, codes, multi=()) -> tuple[tuple, tuple, np.ndarray, tuple]:
    """Joint cells' attribute names, numbers of values, (C, W) codes and multi-valued flags,
    checked: names, one number and one flag per attribute (none given: no multi-valued
    attribute), W columns as :func:`layout` gives them, each code a value index (0 in an
    indicator column) or -1."""
    attributes = check_names(attributes, "attributes")
    domains = tuple(int(d) for d in domains)
    if len(domains) != len(attributes):
        raise ValueError(f"domains: expected {len(attributes)}, got {len(domains)}")
    multi = checked_multi(multi, len(attributes))
    if sum(d for d, m in zip(domains, multi) if m) > MAX_INDICATORS:
        raise ValueError(f"multi: expected at most {MAX_INDICATORS} indicator columns")
    attribute, value = layout(domains, multi)
    codes = np.asarray(codes, dtype=np.int64).reshape(-1, len(value))
    span = np.where(value < 0, np.asarray(domains, np.int64)[attribute], 1)
    if codes.size and (np.any(codes < -1) or np.any(codes >= span)):
        raise ValueError("codes: expected each attribute's value index (0 for an indicator), or -1")
    return attributes, domains, codes, multi


def check_fits(cells, space) -> None:
    """Refuses joint cells whose attributes the report's space lacks, or whose numbers of
    values differ from its."""
    for a, d in zip(cells.attributes, cells.domains):
        if a not in space.attribute_names:
            raise ValueError(f"cells: {a!r} is not an attribute of the report")
        values = space.attribute_values[space.attribute_names.index(a)]
        if d != len(values):
            raise ValueError(f"cells: {a!r} has {d} values, the report {len(values)}")


def _one_each(membership, n: int) -> np.ndarray | None:
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


def cell_columns(space, by_attribute, n: int) -> tuple[list[str], list[int], list[bool], list]:
    """Every attribute of the space (its order) as joint cells' columns: the names, numbers
    of values, multi-valued flags and the W columns of per-person codes; ValueError naming
    ``slices`` past :data:`MAX_INDICATORS` indicator columns."""
    names, domains, multi, columns = [], [], [], []
    indicators = 0
    for a, values in zip(space.attribute_names, space.attribute_values):
        m = by_attribute[a]
        column = _one_each(m, n)
        names.append(a)
        domains.append(len(values))
        multi.append(column is None)
        if column is not None:
            columns.append(column)
            continue
        indicators += len(values)
        if indicators > MAX_INDICATORS:
            raise ValueError(
                f"slices: attribute {a!r} gives some people several of its {len(values):,} "
                f"values; slices keep one indicator column per value of such an attribute, at "
                f"most {MAX_INDICATORS} in all: leave it out of attributes, or bucket it"
            )
        people, codes = np.asarray(m.people), np.asarray(m.codes)
        for v in range(len(values)):
            column = np.full(n, -1, dtype=np.int64)
            column[people[codes == v]] = 0
            columns.append(column)
    return names, domains, multi, columns


def search_columns(cells, space) -> tuple[tuple, tuple, tuple]:
    """The cells' columns as the search for slices reads them: per column its attribute's
    name, the names of the values its codes stand for (one, for an indicator), and their
    number."""
    attribute, value = layout(cells.domains, cells.multi)
    names, values = [], []
    for a, v in zip(attribute.tolist(), value.tolist()):
        name = cells.attributes[a]
        all_values = tuple(space.attribute_values[space.attribute_names.index(name)])
        names.append(name)
        values.append(all_values if v < 0 else (all_values[v],))
    return tuple(names), tuple(values), tuple(len(v) for v in values)


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


def merged_codes(mine, theirs, spaces, merged) -> tuple[np.ndarray, list[int], tuple]:
    """Two joint cells' codes (of either kind) moved to the ``merged`` space's values (from
    each side's of ``spaces``), one side after the other, with the merged numbers of values
    and multi-valued flags (an attribute multi-valued on either side is on both: a column of
    value indices becomes its indicators); ValueError naming ``slices`` for cells of other
    attributes."""
    if theirs.attributes != mine.attributes:
        raise ValueError(
            f"slices: the cells hold attributes {list(theirs.attributes)} against "
            f"{list(mine.attributes)}"
        )
    values = merged.attribute_values
    domains = [len(values[merged.attribute_names.index(a)]) for a in mine.attributes]
    multi = tuple(a or b for a, b in zip(mine.multi, theirs.multi))
    codes = []
    for side, space in zip((mine, theirs), spaces):
        attribute, _ = layout(side.domains, side.multi)
        parts = []
        for a, m in enumerate(value_maps(space, merged, mine.attributes)):
            block = side.codes[:, attribute == a]
            if side.multi[a]:  # indicators: each to its value's place among the merged
                moved = np.full((len(block), domains[a]), -1, dtype=np.int64)
                moved[:, m] = block
            else:
                moved = block[:, 0].copy()
                there = moved >= 0
                moved[there] = m[moved[there]]
                if multi[a]:  # one value each here, several on the other side
                    moved = np.where(moved[:, None] == np.arange(domains[a]), 0, -1)
                else:
                    moved = moved[:, None]
            parts.append(moved)
        codes.append(np.concatenate(parts, axis=1) if parts else side.codes)
    return np.concatenate(codes), domains, multi


def group_pairs(cells, grouping: Sequence[str]) -> tuple[np.ndarray, np.ndarray, int]:
    """The groups of one grouping (its attributes, in its order) each cell's people are in:
    pairs (cell, group), a cell in several groups when an attribute is multi-valued, and
    the number of groups, in the order a GroupSpace gives them (row-major, the last
    attribute fastest)."""
    attribute, value = layout(cells.domains, cells.multi)
    cell = np.arange(cells.n_cells, dtype=np.int64)
    group = np.zeros(cells.n_cells, dtype=np.int64)
    G = 1
    for name in grouping:
        a = cells.attributes.index(name)
        d = cells.domains[a]
        G *= d
        where = np.flatnonzero(attribute == a)
        if not cells.multi[a]:
            code = cells.codes[cell, where[0]]
            keep = code >= 0
            cell, group = cell[keep], group[keep] * d + code[keep]
            continue
        held = cells.codes[cell][:, where] >= 0  # (pairs, d): which values each has
        row, v = np.nonzero(held)
        cell, group = cell[row], group[row] * d + v
    return cell, group, G
