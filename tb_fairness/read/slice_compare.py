"""Which slices appeared or worsened from report A to report B (issue 28, item 3).

B's worst slices (the ``slices`` table, gap scoring, under the options) are each looked up
in A's joint cells: per slice its size, rate and gap to the rest in A and in B (Newcombe's
intervals), and the change of its harm (the gap in the worse direction) from A to B with
the MOVER interval and verdict Compare uses for every bias (Benjamini-Hochberg at ``fdr``
over the slices listed, :func:`tb_fairness.metrics.change.change`). A slice ``appeared``
when B's interval holds no harm but A's does (surely worse in B, not in A, including a slice
whose values A never saw).
"""

from __future__ import annotations

import numpy as np
import orjson

from tb_fairness import kinds
from tb_fairness.kinds import Table, slices
from tb_fairness.kinds import table as tables
from tb_fairness.kinds.options import OptionError
from tb_fairness.metrics import change as changes
from tb_fairness.read.store import Report

COLUMNS = (
    "slice",
    "size_a",
    "value_a",
    "gap_a",
    "lower_a",
    "upper_a",
    "size_b",
    "value_b",
    "gap_b",
    "lower_b",
    "upper_b",
    "change",
    "lower",
    "upper",
    "p_value",
    "q_value",
    "verdict",
    "appeared",
)
FORMATS = {
    "size_a": "count",
    "value_a": "percent",
    "gap_a": "points",
    "lower_a": "points",
    "upper_a": "points",
    "size_b": "count",
    "value_b": "percent",
    "gap_b": "points",
    "lower_b": "points",
    "upper_b": "points",
    "change": "points",
    "lower": "points",
    "upper": "points",
    "p_value": "p",
    "q_value": "p",
}


def _inputs(kind, report: Report, options: dict, side: str):
    resolved = kind.resolve(report.counts, dict(options))
    try:
        return kind.slice_inputs(report.counts, resolved), resolved
    except OptionError as err:
        if err.name != "table":
            raise
        raise OptionError(
            f"table: report {side} ({report.run} at step {report.step}) was written without "
            "slices=True, so it keeps no joint cells to compare"
        ) from None


def slice_diff(a: Report, b: Report, get) -> Table:
    """B's worst slices against A (see the module's docstring), options read with ``get``
    (the ``slices`` table's, gap scoring)."""
    kind = kinds.get(a.info.kind)
    if kind.slice_inputs is None:
        raise OptionError(f"table: {kind.name} reports keep no joint cells, so no slices")
    if b.info.kind != kind.name:
        raise OptionError(f"vs_run: B holds a {b.info.kind} report, not {kind.name}")
    options = {**kind.parse(get), "table": "slices", "scoring": "gap"}
    inputs_b, resolved = _inputs(kind, b, options, "B")
    inputs_a, _ = _inputs(kind, a, options, "A")
    listed = slices.slices_table(inputs_b, resolved).columns["slice"].tolist()
    level = resolved["level"]
    rows = []
    for name in listed:
        point_b = slices.slice_point(inputs_b, slices.predicate(inputs_b, name), level)
        try:
            point_a = slices.slice_point(inputs_a, slices.predicate(inputs_a, name), level)
        except OptionError:  # A never saw one of its values: nobody of the slice in A
            point_a = None
        rows.append((name, point_a, point_b))

    def column(side: int, field: str) -> np.ndarray:
        values = []
        for row in rows:
            point = row[side]
            value = None if point is None else point[field]  # type: ignore[index]
            values.append(np.nan if value is None else value)
        return np.asarray(values, dtype=np.float64).reshape(-1)

    harm = {s: [column(s, f) for f in ("harm", "harm_lower", "harm_upper")] for s in (1, 2)}
    c = changes.change(*harm[1], *harm[2], level=level, q=resolved["fdr"])
    surely_b = harm[2][1] > 0
    surely_a = harm[1][1] > 0
    columns = {
        "slice": np.asarray(listed, dtype=object),
        "size_a": np.asarray([0 if p is None else p["size"] for _, p, _ in rows], dtype=np.int64),
        "value_a": column(1, "value"),
        "gap_a": column(1, "gap"),
        "lower_a": column(1, "gap_lower"),
        "upper_a": column(1, "gap_upper"),
        "size_b": np.asarray([p["size"] for _, _, p in rows], dtype=np.int64),
        "value_b": column(2, "value"),
        "gap_b": column(2, "gap"),
        "lower_b": column(2, "gap_lower"),
        "upper_b": column(2, "gap_upper"),
        "change": c.change,
        "lower": c.lower,
        "upper": c.upper,
        "p_value": c.p_value,
        "q_value": c.q_value,
        "verdict": np.asarray(c.verdict, dtype=object),
        "appeared": surely_b & ~surely_a,
    }
    head = {
        "available": True,
        "tag": a.tag,
        "a": {"run": a.run, "step": a.step},
        "b": {"run": b.run, "step": b.step},
        **inputs_b.head,
        "level": level,
        "fdr": resolved["fdr"],
        "max_level": resolved["max_level"],
        "min_size": resolved["min_size"],
        "k": resolved["k"],
        "higher_is_worse": inputs_b.higher_is_worse,
        "appeared": int(columns["appeared"].sum()),
        "worsened": int(np.sum(c.verdict == "worsened")),
    }
    return Table(columns, head)


def slice_diff_json(a: Report, b: Report, get) -> bytes:
    """:func:`slice_diff` as the tab reads it: the table's JSON, or, when either report keeps
    no joint cells, ``{"available": false, "reason": ...}`` (not an error: the tab says how
    to write one)."""
    try:
        return tables.to_json_bytes(slice_diff(a, b, get))
    except OptionError as err:
        if err.name != "table":
            raise
        return orjson.dumps({"available": False, "reason": str(err), "rows": 0}) + b"\n"
