"""The ``slices`` table of the kinds that keep joint cells (``slices=True``): its options,
columns and rows, from the search of :mod:`tb_fairness.metrics.slices`.

A kind gives :func:`slices_table` its cells (the attributes' codes and value names) and
each cell's counts for the chosen metric; everything else is shared.
"""

from __future__ import annotations

import numpy as np

from tb_fairness.kinds.options import MAX_INT, Option
from tb_fairness.kinds.table import Table
from tb_fairness.metrics import slices as search

__all__ = ["COLUMNS", "FORMATS", "OPTIONS", "rows", "slices_table"]

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


def rows(counts, options) -> int:
    """At most ``k`` rows (SliceLine's ties may add a few: refused only far over the cap)."""
    return int(options["k"])


def slices_table(
    attributes,
    values,
    codes,
    domains,
    successes,
    totals,
    options: dict,
    *,
    higher_is_worse: bool,
    head: dict,
) -> Table:
    """The worst slices of the cells (``codes`` (C, A) of ``attributes`` with ``values``
    names; per cell the metric's ``successes`` of ``totals``), as the options ask.

    ``error_rate`` is the share of the slice's examples the metric counts as misses (one
    minus the rate of hits: ``value`` itself when the metric is an error rate), which is
    what SliceLine's scoring reads."""
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
    return Table(columns, head)
