"""What a report kind declares, once: the contract every kind module fills in.

A kind's folder (``tb_fairness/kinds/<name>/``) builds one :class:`Kind`; the registry
(``tb_fairness/kinds/__init__.py``) lists them. The routes, the ``tb-fairness export`` flags,
the Python reader, compare, trends and the frontend's controls are all derived from it.
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Callable, NamedTuple

from tb_fairness.kinds import options as opts
from tb_fairness.kinds.bias import Bias
from tb_fairness.kinds.options import Option
from tb_fairness.kinds.table import Table
from tb_fairness.kinds.writing import Writing


class Headline(NamedTuple):
    """A report's headline numbers and, per number that has one, its [lower, upper]
    interval at the options' level (None for an undefined end).

    ``excluded`` says, per number taken over a kind's cells, groups or rows, how many of
    them were left out as insufficient (below ``min_count``, or dropped by a noise
    filter): an extreme of tiny groups is noise, not a finding. A number whose every
    cell is insufficient is None. ``reasons`` says, per number that is None, why, where
    the kind can say it in a sentence (SkewSize: fewer than three classes have a V);
    Compare's cards show it."""

    values: dict[str, float | None]
    intervals: dict[str, list]
    excluded: dict[str, int] = {}  # never mutated: each headline builds its own
    reasons: dict[str, str] = {}  # likewise


# How a number reads, in a headline, a bias or a table's column: a proportion (``percent``:
# 65.7% on screen), a difference of proportions (``points``: 65.7 pp on screen), a ``count``,
# a ``p`` value, or any other ``value``. Exports carry every number as it is computed
# (proportions and their differences as fractions); only the screen scales them.
FORMATS = ("percent", "points", "count", "p", "value")

# The formats of a table of rates per group with their interval and test (a cell per class
# or metric x group): the shape most kinds export.
RATE_FORMATS = {
    "n": "count",
    "value": "percent",
    "lower": "percent",
    "upper": "percent",
    "p_value": "p",
}

# The roles a headline number plays: the kind's one bias number (what the runs table ranks
# by, and the x of its accuracy-versus-bias scatter), and how good the model is (where the
# kind has ground truth).
ROLES = ("bias", "performance")


@dataclass(frozen=True)
class HeadlineInfo:
    """How a headline number reads: its title, one line on what it is, and its format
    (one of :data:`FORMATS`; ``bias``: the format of the kind's bias under the options, for
    a number that is a row's bias, such as the largest one), which way is better, and its
    ``role``: ``"bias"``, ``"performance"`` or None (see :data:`ROLES`)."""

    name: str
    title: str
    explanation: str
    format: str = "value"
    # Which way is better: "higher", "lower" (a gap), or None (neither, e.g. a count).
    better: str | None = None
    role: str | None = None

    def __post_init__(self):
        if self.format not in (*FORMATS, "bias"):
            raise ValueError(
                f"{self.name}: format: expected one of {', '.join(FORMATS)} or bias, "
                f"got {self.format!r}"
            )
        if self.role is not None and self.role not in ROLES:
            raise ValueError(
                f"{self.name}: role: expected one of {', '.join(ROLES)} or None, got {self.role!r}"
            )
        if self.role is not None and self.better not in ("higher", "lower"):
            raise ValueError(f"{self.name}: a {self.role} headline needs a better direction")

    def describe(self) -> dict:
        return {
            "name": self.name,
            "title": self.title,
            "explanation": self.explanation,
            "format": self.format,
            "better": self.better,
            "role": self.role,
        }


#: The most cells (rows x columns) one table may hold, in a route, the export or the reader:
#: what bounds a request's memory and time (a million-label association table has 12
#: million). The environment variable TB_FAIRNESS_MAX_TABLE_CELLS changes it.
MAX_TABLE_CELLS = int(os.environ.get("TB_FAIRNESS_MAX_TABLE_CELLS", 12_000_000))


@dataclass(frozen=True)
class TableSpec:
    """One exported table of a kind: ``build(counts, options) -> Table``. ``formats`` says
    how each numeric column reads (:data:`FORMATS`; a column not listed is text, a flag or
    a ``value``); ``"bias"`` for a column in the bias's unit (an association metric's).

    ``rows(counts, options)``: at most the rows it will have, from the counts' sizes
    before anything is built, so that a table over :data:`MAX_TABLE_CELLS` costs nothing
    to refuse (every built-in table declares it; None, for a kind from another package:
    counted once built); ``narrow``: the options that make it smaller, named when it is
    refused."""

    name: str
    title: str
    columns: tuple[str, ...]
    build: Callable[[Any, dict], Table]
    formats: Mapping[str, str] = field(default_factory=dict)
    rows: Callable[[Any, dict], int] | None = None
    narrow: tuple[str, ...] = ()

    def check_size(self, rows: int) -> None:
        """Refuses (OptionError, a 400) a table of ``rows`` over :data:`MAX_TABLE_CELLS`."""
        cells = rows * len(self.columns)
        if cells > MAX_TABLE_CELLS:
            hint = f"; narrow it with {' or '.join(self.narrow)}" if self.narrow else ""
            raise opts.OptionError(
                f"table: {self.name} would hold {rows:,} rows x {len(self.columns)} columns = "
                f"{cells:,} cells, over the {MAX_TABLE_CELLS:,} one request may build "
                f"(TB_FAIRNESS_MAX_TABLE_CELLS){hint}"
            )

    def __post_init__(self):
        for column, f in self.formats.items():
            if column not in self.columns:
                raise ValueError(f"{self.name}: formats: {column!r} is not a column")
            if f not in (*FORMATS, "bias"):
                raise ValueError(f"{self.name}: formats: {column}: unknown format {f!r}")


@dataclass(frozen=True)
class View:
    """One JSON route of the kind's view, ``/<kind>`` (``name`` empty) or ``/<kind>/<name>``:
    it answers ``build(counts, options)``, with the kind's options and the view's own
    ``options`` (e.g. how many mistakes to list). ``cells(counts, options)``: at most the
    numbers it will hold, from the counts' sizes, checked against :data:`MAX_TABLE_CELLS`
    before it is built (every built-in view declares it); ``narrow``: the options that
    make it smaller, named when it is refused. ``table``: the table whose rows it shows,
    read with that table's options (the choices only it takes)."""

    name: str
    build: Callable[[Any, dict], dict]
    options: tuple[Option, ...] = ()
    cells: Callable[[Any, dict], int] | None = None
    narrow: tuple[str, ...] = ()
    table: str | None = None


@dataclass(frozen=True)
class Kind:
    """A report kind: its layout (name, version, counts type, encode/decode), its options,
    tables, view routes, the bias compare judges, headline numbers, and how it is written."""

    name: str
    title: str
    version: int
    counts_type: type
    encode: Callable[[Any], Any]
    decode: Callable[[Any, int], Any]
    options: tuple[Option, ...]
    tables: tuple[TableSpec, ...]
    views: tuple[View, ...]
    bias: Bias
    headline: Callable[[Any, dict], Headline]
    headlines: tuple[HeadlineInfo, ...]
    # How the kind is written: its writer's arguments and counting, from which every
    # writer is generated (tb_fairness.kinds.writing).
    writing: Writing
    # Fills in the options whose default comes from the report (None after parsing).
    resolve: Callable[[Any, dict], dict] = field(default=lambda counts, options: options)
    # The values options take in one report, from its counts (identities, groupings, groups,
    # classes, thresholds): {option: [its URL text, ...]}, what the `values` route serves so
    # that controls offer them instead of a text box. A `choice` option is not listed (its
    # choices are declared), nor a number any value of which is valid (a level, a count).
    values: Callable[[Any], dict[str, list[str]]] = field(default=lambda counts: {})
    # Where the worst slices are found, for a kind that keeps joint cells (slices=True):
    # ``slice_inputs(counts, resolved options) -> kinds.slices.SliceInputs``.
    slice_inputs: Callable[[Any, dict], Any] | None = None
    # The writer's arguments holding the ground truth, which a training callback fills from
    # its ``y`` when the user gives none (the class of each example, the true label of each
    # row); a kind whose truth goes by another name says so.
    ground_truth: tuple[str, ...] = ("classes", "true_labels")

    def __post_init__(self):
        names = [o.name for o in self.options]
        if len(set(names)) != len(names):
            raise ValueError(f"{self.name}: an option is declared twice: {names}")
        for o in self.options:
            if not set(o.requires) <= set(names) - {o.name}:
                raise ValueError(f"{self.name}: {o.name} requires undeclared {o.requires}")
        if "table" not in names and len(self.tables) > 1:
            raise ValueError(f"{self.name}: several tables need a `table` option")
        roles = [h.role for h in self.headlines]
        if roles.count("bias") != 1:
            raise ValueError(
                f"{self.name}: expected exactly one headline of role 'bias', "
                f"got {roles.count('bias')}"
            )
        if roles.count("performance") > 1:
            raise ValueError(f"{self.name}: expected at most one headline of role 'performance'")

    def headline_info(self, role: str) -> HeadlineInfo | None:
        """The headline of ``role`` (``"bias"``, ``"performance"``), None when the kind has
        none (a kind without ground truth has no performance headline)."""
        if role not in ROLES:
            raise ValueError(f"role: expected one of {', '.join(ROLES)}, got {role!r}")
        return next((h for h in self.headlines if h.role == role), None)

    def headline_infos(self, options: dict) -> tuple[HeadlineInfo, ...]:
        """The headlines with a ``bias`` format resolved under ``options``."""
        f = self.bias.format_of(options)
        return tuple(replace(h, format=f) if h.format == "bias" else h for h in self.headlines)

    def formats_of(self, spec: TableSpec, options: dict) -> dict[str, str]:
        """``spec``'s column formats with ``bias`` resolved under ``options``."""
        f = self.bias.format_of(options)
        return {c: f if v == "bias" else v for c, v in spec.formats.items()}

    def option_values(self, counts) -> dict[str, list[str]]:
        """:attr:`values` of ``counts``, each listed option checked to be one of the kind's
        and not a choice (a mistake in a kind module, not in the report)."""
        out = self.values(counts)
        for name in out:
            if self.option(name).type == "choice":
                raise ValueError(f"{self.name}: {name} is a choice: its values are declared")
        return {name: [str(v) for v in values] for name, values in out.items()}

    def view_path(self, view: View) -> str:
        """The view's route, after the plugin's prefix: the kind's name, then the view's."""
        return self.name + ("/" + view.name if view.name else "")

    def view(self, path: str) -> View:
        for v in self.views:
            if self.view_path(v) == path:
                return v
        raise KeyError(path)

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)

    def parse(self, get: Callable[[str], Any], extra: Sequence[Option] = ()) -> dict:
        """The kind's options (and ``extra``) read by name with ``get``, checked against
        their bounds, defaulted; those defaulted from a report are still None."""
        return opts.parse(opts.merged(self.options, extra), get)

    def table_spec(self, name: str | None) -> TableSpec:
        if name is None:
            return self.tables[0]
        for spec in self.tables:
            if spec.name == name:
                return spec
        raise opts.OptionError(
            f"table: expected one of {', '.join(t.name for t in self.tables)}, got {name!r}"
        )

    def table(self, counts, options: dict) -> Table:
        """The exported table the options choose (``table``), for ``counts``; refused
        (OptionError) when it would hold more than :data:`MAX_TABLE_CELLS` cells, before it
        is built where the table says how many rows it will have."""
        options = self.resolve(counts, dict(options))
        spec = self.table_spec(options.get("table"))
        if spec.rows is not None:
            spec.check_size(spec.rows(counts, options))
        table = spec.build(counts, options)
        spec.check_size(len(table))
        return table

    def check_view(self, view: View, counts, options: dict) -> None:
        """Refuses (OptionError, a 400) a view over :data:`MAX_TABLE_CELLS` cells, from its
        size known before anything is built."""
        if view.cells is None:
            return
        cells = view.cells(counts, options)
        if cells > MAX_TABLE_CELLS:
            hint = f"; narrow it with {' or '.join(view.narrow)}" if view.narrow else ""
            raise opts.OptionError(
                f"{self.view_path(view)}: the view would hold {cells:,} numbers, over the "
                f"{MAX_TABLE_CELLS:,} one request may build (TB_FAIRNESS_MAX_TABLE_CELLS)"
                f"{hint}, or read its tables with `table` and their options"
            )

    def describe(self) -> dict:
        """The declaration as JSON (the ``kinds`` route, read by the frontend)."""
        return {
            "name": self.name,
            "title": self.title,
            "version": self.version,
            "options": [o.describe() for o in self.options],
            "tables": [
                {
                    "name": t.name,
                    "title": t.title,
                    "columns": list(t.columns),
                    "formats": dict(t.formats),
                }
                for t in self.tables
            ],
            "compared": self.bias.value,
            "bias": {
                "name": self.bias.name,
                "value": self.bias.value,
                "key": self.bias.key,
                # A function of the options (an association metric's) is served as "bias":
                # the responses that depend on it carry it resolved.
                "format": self.bias.format if isinstance(self.bias.format, str) else "bias",
                # The keys that are codes, in words (an empty object when the keys are names).
                "key_titles": dict(self.bias.key_titles),
            },
            "views": [self.view_path(v) for v in self.views],
            "headlines": [h.describe() for h in self.headlines],
        }
