"""The size of the bias, per row, that compare judges for each kind.

A kind declares one :class:`Bias`: rows keyed by a column of one of its tables, each with a
signed value (a gap, V, a spread) and the size of the bias, which is never negative and is
better lower, with an interval at the options' level. Three shapes cover every kind:

- :func:`absolute`: the bias is ``|value|`` of a signed gap (label associations, the
  disparity of a class between two groups);
- :func:`direct`: the value already is a size (Cramér's V);
- :func:`spread`: the best-minus-worst spread of a table's groups per key (geodiversity,
  retrieval, harmful labels), with an interval that holds whichever groups are the extremes
  (Bonferroni over the groups, then selection.spread).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Callable, NamedTuple

import numpy as np

from tb_fairness.kinds.table import Table
from tb_fairness.metrics import change, selection


class BiasRows(NamedTuple):
    """One report's rows: keys, the signed value, and the bias with its interval (nan where
    undefined: an insufficient row, or no interval)."""

    keys: list[str]
    value: np.ndarray
    bias: np.ndarray
    lower: np.ndarray
    upper: np.ndarray

    def cached_nbytes(self) -> int:
        """Its size in a cache: the arrays, and a pointer per key (the keys are the names
        the report's counts hold, counted with the report)."""
        arrays = (self.value, self.bias, self.lower, self.upper)
        return sum(a.nbytes for a in arrays) + 8 * len(self.keys) + 512


@dataclass(frozen=True)
class Bias:
    """What compare judges: ``rows(counts, resolved options) -> BiasRows``.

    ``name`` titles the bias (``|gap|``), ``value`` names the signed value it comes from
    (``gap``), ``key`` the column the rows are keyed by (``label``, ``class``).
    ``detail(counts, options, key) -> Table`` is one row's drill-down: its counts per
    identity or group (the ``row`` route). ``format`` says how the value, the bias and
    their change read, as a headline's format does: ``points`` for a difference of rates
    (percentage points on screen, fractions in CSV), ``value`` for anything else; a
    function of the options when it depends on them (an association metric).
    ``groups(counts, options, key) -> Table`` is one row's value per group (or identity),
    the columns ``GROUP_COLUMNS``, whose comparison says for whom a row changed; its head
    names the value (``value``: "recall", "share with the label"). ``key_titles`` names the
    keys that are codes in words (the binary kind's ``for``: "False omission rate"), for
    Compare's rows and sentence; keys that are names already (labels, classes) have none."""

    name: str
    value: str
    key: str
    rows: Callable[[Any, dict], BiasRows]
    detail: Callable[[Any, dict, str], Table] | None = None
    format: str | Callable[[dict], str] = "value"
    groups: Callable[[Any, dict, str], Table] | None = None
    detail_formats: Mapping[str, str] = field(default_factory=dict)
    key_titles: Mapping[str, str] = field(default_factory=dict)

    def with_detail(
        self, detail: Callable[[Any, dict, str], Table], formats: Mapping[str, str]
    ) -> Bias:
        """``formats``: how the detail's numeric columns read (as a TableSpec's)."""
        return replace(self, detail=detail, detail_formats=dict(formats))

    def with_format(self, format: str | Callable[[dict], str]) -> Bias:
        return replace(self, format=format)

    def with_groups(self, groups: Callable[[Any, dict, str], Table]) -> Bias:
        return replace(self, groups=groups)

    def with_key_titles(self, titles: Mapping[str, str]) -> Bias:
        return replace(self, key_titles=dict(titles))

    def key_title(self, key: str) -> str | None:
        """The key in words, None when it is its own name."""
        return self.key_titles.get(key)

    def format_of(self, options: dict) -> str:
        """The format of the bias under ``options``."""
        return self.format(options) if callable(self.format) else self.format


Build = Callable[[Any, dict], Table]


def _defined(table: Table, column: str) -> np.ndarray:
    """Rows whose ``column`` is a plain number (no state such as insufficient)."""
    values = np.asarray(table.columns[column], dtype=np.float64)
    ok = np.isfinite(values)
    states = table.states.get(column)
    if states is not None:
        ok &= np.equal(states, None)  # type: ignore[call-overload]
    return ok


def _floats(table: Table, column: str, ok: np.ndarray) -> np.ndarray:
    values = np.asarray(table.columns[column], dtype=np.float64)
    return np.where(ok & np.isfinite(values), values, np.nan)


def _keys(table: Table, key: str) -> list[str]:
    return [str(k) for k in table.columns[key].tolist()]


def _ends(interval: tuple[str, str] | None) -> tuple[str, str]:
    """The columns of a value's interval: as given, else ``lower`` and ``upper``."""
    return interval or ("lower", "upper")


def absolute(
    build: Build,
    key: str,
    value: str,
    name: str,
    insufficient: str | None = None,
    *,
    interval: tuple[str, str] | None = None,
):
    """The bias is ``|value|`` of the table ``build`` makes, with the folded interval of
    ``lower``..``upper`` (``interval``: the columns of value's own, where a table has two);
    rows flagged by the bool column ``insufficient`` are undefined."""
    lo_name, hi_name = _ends(interval)

    def rows(counts, options) -> BiasRows:
        t = build(counts, options)
        ok = _defined(t, value)
        if insufficient is not None:
            ok &= ~np.asarray(t.columns[insufficient], dtype=bool)
        signed = _floats(t, value, ok)
        lower, upper = _floats(t, lo_name, ok), _floats(t, hi_name, ok)
        bias, lower, upper = change.fold(signed, lower, upper)
        return BiasRows(_keys(t, key), signed, bias, lower, upper)

    return Bias(name, value, key, rows)


def direct(
    build: Build, key: str, value: str, name: str, *, interval: tuple[str, str] | None = None
):
    """The value of the table ``build`` makes is the bias, with its ``lower``..``upper``
    (``interval``: the columns of value's own)."""
    lo_name, hi_name = _ends(interval)

    def rows(counts, options) -> BiasRows:
        t = build(counts, options)
        ok = _defined(t, value)
        v = _floats(t, value, ok)
        return BiasRows(_keys(t, key), v, v, _floats(t, lo_name, ok), _floats(t, hi_name, ok))

    return Bias(name, value, key, rows)


def spread(
    build: Build,
    key: str,
    value: str,
    name: str = "spread",
    *,
    interval: tuple[str, str] | None = None,
):
    """Per ``key``, the spread ``max - min`` of ``value`` over the key's rows (its groups)
    with a defined value; its interval holds whichever groups are the extremes: each group's
    interval (``interval``'s columns, default ``lower``, ``upper``) at the Bonferroni level
    over the most groups of any key, then the range of the spread over them
    (selection.spread). Fewer than two groups: undefined."""
    lo_name, hi_name = _ends(interval)

    def rows(counts, options) -> BiasRows:
        t = build(counts, options)
        ok = _defined(t, value)
        groups_of = _positions(_keys(t, key))
        widest = max((int(ok[p].sum()) for p in groups_of.values()), default=1)
        wide = build(
            counts, {**options, "level": selection.bonferroni_level(options["level"], widest)}
        )
        v = _floats(t, value, ok)
        lo, hi = _floats(wide, lo_name, ok), _floats(wide, hi_name, ok)
        out = np.full((3, len(groups_of)), np.nan)
        for i, positions in enumerate(groups_of.values()):
            p = positions[ok[positions]]
            if p.size >= 2:
                out[0, i] = v[p].max() - v[p].min()
                out[1:, i] = selection.spread(v[p], lo[p], hi[p])
        return BiasRows(list(groups_of), out[0].copy(), out[0], out[1], out[2])

    return Bias(name, value, key, rows)


def rows_of(build: Build, column: str) -> Callable[[Any, dict, str], Table]:
    """A drill-down: the rows of the table ``build`` makes whose ``column`` is the key (a
    class's or a label's cells, one per group)."""

    def detail(counts, options, key: str) -> Table:
        t = build(counts, options)
        keep = np.flatnonzero(np.asarray([str(v) for v in t.columns[column].tolist()]) == key)
        return Table(
            {k: v[keep] for k, v in t.columns.items()},
            dict(t.head),
            {k: v[keep] for k, v in t.states.items()},
        )

    return detail


# One row's value per group: what the groups of a row compare (a rate: percent).
GROUP_COLUMNS = ("group", "n", "value", "lower", "upper")


def groups_of(
    detail: Callable[[Any, dict, str], Table],
    value_name: str | Callable[[dict, str], str],
    *,
    group: str = "group",
    value: str = "value",
    n: str = "n",
    interval: tuple[str, str] = ("lower", "upper"),
    format: str = "percent",
) -> Callable[[Any, dict, str], Table]:
    """A row's groups read off its drill-down ``detail``: the columns ``group``, ``value``
    and ``n`` (with ``interval``'s ends) renamed to GROUP_COLUMNS; ``value_name`` says what
    the value is (a function of the options and the key where it depends on them), and
    ``format`` how it reads (a rate: ``percent``; see kinds.kind.FORMATS)."""

    def groups(counts, options, key: str) -> Table:
        t = detail(counts, options, key)
        columns = {
            "group": np.asarray([str(g) for g in t.columns[group].tolist()], dtype=object),
            "n": np.asarray(t.columns[n], dtype=np.float64),
            "value": _floats(t, value, _defined(t, value)),
            "lower": np.asarray(t.columns[interval[0]], dtype=np.float64),
            "upper": np.asarray(t.columns[interval[1]], dtype=np.float64),
        }
        name = value_name(options, key) if callable(value_name) else value_name
        return Table(columns, {"value": name, "format": format})

    return groups


def _positions(keys: list[str]) -> dict[str, np.ndarray]:
    """The rows of each key, keys in order of first appearance."""
    out: dict[str, list[int]] = {}
    for i, k in enumerate(keys):
        out.setdefault(k, []).append(i)
    return {k: np.asarray(v, dtype=np.int64) for k, v in out.items()}
