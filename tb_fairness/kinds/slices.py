"""The ``slices`` table of the kinds that keep joint cells (``slices=True``): its options,
columns and rows, from the search of :mod:`tb_fairness.metrics.slices`.

A kind gives :func:`slices_table` its cells (the attributes' codes and value names) and
each cell's counts for the chosen metric; everything else is shared.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from tb_fairness.kinds.options import MAX_INT, Option, OptionError
from tb_fairness.kinds.table import Table, json_float, json_floats
from tb_fairness.metrics import slices as search
from tb_fairness.metrics.groups import cell_columns
from tb_fairness.metrics.intervals import newcombe_interval, wilson_interval

__all__ = [
    "COLUMNS",
    "FORMATS",
    "OPTIONS",
    "SliceInputs",
    "columns_of",
    "predicate",
    "rows",
    "slice_point",
    "slices_table",
    "table_of",
    "view_cells",
    "view_of",
]

# Read by the slices table alone: nothing else moves with them.
_ONLY = ("view",)
MAX_K = 1_000

OPTIONS = (
    Option(
        "max_level",
        "int",
        3,
        "slices: at most this many attributes in a slice",
        minimum=1,
        maximum=search.MAX_LEVEL,
        title="Max attributes",
        used_by=_ONLY,
    ),
    Option(
        "min_size",
        "int",
        None,
        "slices: at least this many examples in a slice (default: min_count)",
        minimum=1,
        maximum=MAX_INT,
        title="Min size",
        used_by=_ONLY,
    ),
    Option(
        "k",
        "int",
        20,
        "slices: how many of the worst slices to list",
        minimum=1,
        maximum=MAX_K,
        title="Slices",
        used_by=_ONLY,
    ),
    Option(
        "scoring",
        "choice",
        "gap",
        "slices: gap (to the rest, ranked by its interval's end nearest no harm) or "
        "sliceline (SliceLine's score of the errors, with alpha)",
        choices=search.SCORINGS,
        title="Scoring",
        used_by=_ONLY,
    ),
    Option(
        "alpha",
        "float",
        0.95,
        "slices, sliceline scoring: the weight of the error rate against the size",
        minimum=0,
        maximum=1,
        minimum_open=True,
        title="SliceLine alpha",
        used_by=_ONLY,
    ),
)

COLUMNS = (
    "slice",
    "level",
    "size",
    "value",
    "error_rate",
    "rest",
    "gap",
    "lower",
    "upper",
    "p_value",
    "q_value",
    "significant",
    "folded",
    "score",
)
FORMATS = {
    "level": "count",
    "size": "count",
    "value": "percent",
    "error_rate": "percent",
    "rest": "percent",
    "gap": "points",
    "lower": "points",
    "upper": "points",
    "p_value": "p",
    "q_value": "p",
    "folded": "count",
    "score": "value",
}


@dataclass(frozen=True)
class SliceInputs:
    """What the search reads from one report under its options: the joint cells (``codes``
    (C, W), each column of an attribute in ``attributes`` with the names of the ``values``
    its codes stand for, one for a multi-valued attribute's indicator column; ``domains``
    their numbers: :func:`columns_of`), each
    cell's ``successes`` of ``totals`` for the metric, whether a higher rate is worse, and
    what the table's head says of them (``metric``, ``class_name``...). A kind with joint
    cells declares ``slice_inputs(counts, options) -> SliceInputs`` (Kind.slice_inputs),
    refusing (OptionError naming ``table``) a report written without them."""

    attributes: tuple
    values: tuple
    codes: np.ndarray
    domains: tuple
    successes: np.ndarray
    totals: np.ndarray
    higher_is_worse: bool
    head: dict


def columns_of(cells, space) -> tuple[tuple, tuple, np.ndarray, tuple]:
    """A kind's joint cells as :class:`SliceInputs` begins: per column its attribute's name
    and value names, the codes, and the numbers of values."""
    names, values, domains = cell_columns.search_columns(cells, space)
    return names, values, cells.codes, domains


def rows(counts, options) -> int:
    """At most ``k`` rows (SliceLine's ties may add a few: refused only far over the cap)."""
    return int(options["k"])


def view_cells(counts, options) -> int:
    """The numbers the slices view holds: its columns and predicates per slice listed."""
    return int(options["k"]) * (len(COLUMNS) + 2 * search.MAX_LEVEL) + 100


def table_of(inputs_of):
    """The ``slices`` table's build function, for a kind's ``slice_inputs``."""
    return lambda counts, options: slices_table(inputs_of(counts, options), options)


def view_of(inputs_of):
    """The slices view's build function: the table's columns as JSON, each slice's
    predicates, and what its controls offer; ``available`` False (with the reason) for a
    report written without joint cells, which is not an error for the tab."""

    def view(counts, options) -> dict:
        try:
            inputs = inputs_of(counts, options)
        except OptionError as err:
            if err.name != "table":
                raise
            return {"available": False, "reason": str(err), "rows": 0}
        t, found = _search(inputs, options)
        predicates = [
            [
                {"attribute": inputs.attributes[a], "value": inputs.values[a][v]}
                for a, v in zip(attrs, values)
            ]
            for attrs, values in zip(found.attributes, found.values)
        ]
        columns = {}
        for name, v in t.columns.items():
            v = np.asarray(v)
            columns[name] = json_floats(v) if v.dtype.kind == "f" else v.tolist()
        return {
            "available": True,
            **t.head,
            "attributes": list(dict.fromkeys(inputs.attributes)),
            "higher_is_worse": inputs.higher_is_worse,
            "rows": len(t),
            "columns": columns,
            "predicates": predicates,
        }

    return view


def predicate(inputs: SliceInputs, text) -> list[tuple[int, int]]:
    """A slice written ``attr=value & attr=value`` as (column, value) indices; OptionError
    naming ``slice`` for an attribute or value the cells do not hold, or one column given
    twice (two values of a multi-valued attribute are two columns)."""
    if not isinstance(text, str) or not text.strip():
        raise OptionError("slice: expected attr=value, joined by ' & '")
    out: dict[int, int] = {}
    for part in text.split(search.SEPARATOR):
        attr, sep, value = part.partition("=")
        if not sep:
            raise OptionError(f"slice: expected attr=value, got {part!r}")
        columns = [c for c, name in enumerate(inputs.attributes) if name == attr]
        if not columns:
            held = ", ".join(dict.fromkeys(inputs.attributes))
            raise OptionError(
                f"slice: {attr!r} is not an attribute of the joint cells; they hold {held}"
            )
        found = [c for c in columns if value in inputs.values[c]]
        if not found:
            raise OptionError(f"slice: {value!r} is not a value of {attr!r}")
        c = found[0]
        if c in out:
            raise OptionError(f"slice: {attr!r} is given twice")
        out[c] = inputs.values[c].index(value)
    if len(out) > search.MAX_LEVEL:
        raise OptionError(f"slice: at most {search.MAX_LEVEL} attributes")
    return sorted(out.items())


def slice_point(inputs: SliceInputs, pred: list[tuple[int, int]], level: float) -> dict:
    """One slice in one report: its size, its rate with Wilson's interval, the rest's, and
    the gap with Newcombe's interval; ``harm`` (the gap in the worse direction) with its
    interval, on which a trend marks the first worse step. None for an undefined number."""
    inside = np.ones(len(inputs.totals), dtype=bool)
    for a, v in pred:
        inside &= inputs.codes[:, a] == v
    totals = np.asarray(inputs.totals, dtype=np.float64)
    successes = np.asarray(inputs.successes, dtype=np.float64)
    t, s = float(totals[inside].sum()), float(successes[inside].sum())
    rest_t, rest_s = float(totals.sum()) - t, float(successes.sum()) - s
    value = wilson_interval(s, t, level)
    gap = newcombe_interval(s, t, rest_s, rest_t, level)
    sign = 1.0 if inputs.higher_is_worse else -1.0
    ends = sorted((sign * float(gap.lower), sign * float(gap.upper)))
    return {
        "size": int(t),
        "value": json_float(float(value.estimate)),
        "lower": json_float(float(value.lower)),
        "upper": json_float(float(value.upper)),
        "rest": json_float(rest_s / rest_t if rest_t else float("nan")),
        "gap": json_float(float(gap.estimate)),
        "gap_lower": json_float(float(gap.lower)),
        "gap_upper": json_float(float(gap.upper)),
        "harm": json_float(sign * float(gap.estimate)),
        "harm_lower": json_float(ends[0]),
        "harm_upper": json_float(ends[1]),
    }


def slices_table(inputs: SliceInputs, options: dict) -> Table:
    """The worst slices of the cells as the options ask.

    ``error_rate`` is the share of the slice's examples the metric counts as misses (one
    minus the rate of hits: ``value`` itself when the metric is an error rate), which is
    what SliceLine's scoring reads."""
    return _search(inputs, options)[0]


def _search(inputs: SliceInputs, options: dict) -> tuple[Table, search.SliceTable]:
    attributes, values, codes, domains = (
        inputs.attributes,
        inputs.values,
        inputs.codes,
        inputs.domains,
    )
    successes, totals = inputs.successes, inputs.totals
    higher_is_worse, head = inputs.higher_is_worse, inputs.head
    successes = np.asarray(successes, dtype=np.float64)
    totals = np.asarray(totals, dtype=np.float64)
    misses = successes if higher_is_worse else totals - successes
    sliceline = options["scoring"] == "sliceline"
    found = search.find_slices(
        codes,
        domains,
        misses if sliceline else successes,
        totals,
        max_level=options["max_level"],
        min_size=options["min_size"],
        k=options["k"],
        scoring=options["scoring"],
        alpha=options["alpha"],
        higher_is_worse=higher_is_worse,
        level=options["level"],
    )
    # What the search read is the metric (gap) or its misses (SliceLine): each, from it.
    if sliceline:
        error_rate = found.value
        value = error_rate if higher_is_worse else 1 - error_rate
    else:
        value = found.value
        error_rate = value if higher_is_worse else 1 - value
    significant = np.asarray(found.q_value <= options["fdr"])
    columns = {
        "slice": np.asarray(search.slice_names(found, attributes, values), dtype=object),
        "level": found.level,
        "size": found.size,
        "value": value,
        "error_rate": error_rate,
        "rest": found.rest,
        "gap": found.gap,
        "lower": found.lower,
        "upper": found.upper,
        "p_value": found.p_value,
        "q_value": found.q_value,
        "significant": significant,
        "folded": found.folded,
        "score": found.score,
    }
    head = {
        **head,
        "scoring": options["scoring"],
        "max_level": options["max_level"],
        "min_size": options["min_size"],
        "k": options["k"],
        "alpha": options["alpha"] if sliceline else None,
        "level": options["level"],
        "fdr": options["fdr"],
        "evaluated": found.evaluated,
        "overall": found.mean,
    }
    return Table(columns, head), found
