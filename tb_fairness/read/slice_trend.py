"""One slice over the steps: what the Slices view draws when a slice is picked.

For slice ``attr=value & ...`` of every step of every run holding ``tag`` (a kind that keeps
joint cells): its size, its rate with Wilson's interval, the rest's rate, and its gap to the
rest with Newcombe's interval, as the ``slices`` table has them; and per run the first step
at which the gap, in the worse direction, is significantly worse than at its best before
(:mod:`tb_fairness.metrics.first_worse`). A step written without joint cells has no point.
Each step's point is computed once per slice and options and kept (:meth:`ReportStore.result`).
"""

from __future__ import annotations

from typing import Any, Callable, Optional

import numpy as np

from tb_fairness.kinds import Table, slices
from tb_fairness.kinds.options import OptionError
from tb_fairness.metrics import first_worse
from tb_fairness.read import compare, series
from tb_fairness.read.store import CorruptReport, Report, ReportStore

Getter = Callable[[str], Optional[Any]]


def slice_trend(
    store: ReportStore,
    ctx,
    experiment_id: str,
    tag: str,
    runs: list[str],
    text: str | None,
    get: Getter,
) -> dict:
    """Slice ``text`` over the steps of ``runs`` (every run holding ``tag`` when empty),
    under the kind's options ``get`` reads (those of its ``slices`` table)."""
    kind, infos, skipped = series.checked_runs(store, ctx, experiment_id, tag, runs)
    if kind.slice_inputs is None:
        raise OptionError(f"tag: {kind.name} reports keep no joint cells, so no slices")
    if not text:
        raise OptionError("slice: required, attr=value joined by ' & '")
    options = {**kind.parse(get), "table": "slices"}
    what = ("slice_point", text, repr(sorted(options.items())))

    def compute(report: Report) -> dict:
        resolved = kind.resolve(report.counts, dict(options))
        try:
            inputs = kind.slice_inputs(report.counts, resolved)  # type: ignore[misc]
        except OptionError as err:
            if err.name != "table":
                raise
            return {"present": False}
        point = slices.slice_point(inputs, slices.predicate(inputs, text), resolved["level"])
        return {"present": True, **point, "metric": inputs.head.get("metric")}

    body_series: list[dict[str, Any]] = []
    metric = None
    for run, (_, steps) in infos.items():
        points = []
        for step, wall_time, p in series.step_results(
            store, ctx, experiment_id, tag, run, steps, what, compute, skipped
        ):
            if p["present"]:
                metric = p["metric"]
                points.append({"step": step, "wall_time": wall_time, **p})
        worse = compare.first_worse_json(
            points,
            [p["harm"] for p in points],
            [p["harm_lower"] for p in points],
            [p["harm_upper"] for p in points],
            "lower",
            options["level"],
        )
        body_series.append({"run": run, "points": points, "first_worse": worse})
    if not any(s["points"] for s in body_series):
        if skipped:
            raise CorruptReport(skipped[0]["reason"])
        raise OptionError(f"tag: no report of {tag!r} keeps joint cells (slices=True)")
    return {
        "tag": tag,
        "kind": kind.name,
        "slice": text,
        "metric": metric,
        "options": options,
        "level": options["level"],
        "first_worse_test": first_worse.TEST,
        "series": body_series,
        "skipped": skipped,
    }


# The columns of a slice's trend as a table (``tb-fairness trend --slice S``).
SLICE_TREND_COLUMNS = (
    "run",
    "step",
    "size",
    "value",
    "lower",
    "upper",
    "rest",
    "gap",
    "gap_lower",
    "gap_upper",
)


def slice_trend_table(body: dict) -> Table:
    """A slice's trend as a table: one line per run and step; the head holds the first
    worse step per run (``first_worse``)."""
    points = [(s["run"], p) for s in body["series"] for p in s["points"]]
    columns = {
        "run": np.asarray([r for r, _ in points], dtype=object),
        "step": np.asarray([p["step"] for _, p in points], dtype=np.int64),
        **{c: np.asarray([p[c] for _, p in points], dtype=object) for c in SLICE_TREND_COLUMNS[2:]},
    }
    head = {k: body[k] for k in ("tag", "kind", "slice", "metric", "level")}
    head["first_worse"] = {s["run"]: s["first_worse"] for s in body["series"]}
    return Table(columns, head)
