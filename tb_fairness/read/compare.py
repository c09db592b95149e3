"""Model versus model, step versus step, and trends over steps, for every report kind.

What is compared and what the headline numbers are is each kind's declaration
(``Kind.compared``, ``Kind.headline``); the compared rows are read off the kind's own
exported table, so a diff row equals the difference of two exports.
"""

from __future__ import annotations

from typing import Callable

import numpy as np

from tb_fairness.kinds import Kind, Table

DIFF_COLUMNS = ("key", "value_a", "value_b", "delta", "rank_a", "rank_b")


class Rows:
    """One side of a diff: keys and the compared value with its interval (nan where
    undefined or not finite)."""

    def __init__(self, kind: Kind, counts, options: dict):
        spec = kind.compared
        table = kind.table(counts, {**options, "table": spec.table})
        columns = [table.columns[k].tolist() for k in spec.key]
        self.keys: list[str] = (
            ["|".join(map(str, parts)) for parts in zip(*columns)]
            if len(columns) > 1
            else [str(k) for k in columns[0]]
        )
        self.values = _floats(table.columns[spec.value])
        self.lower = None if spec.lower is None else _floats(table.columns[spec.lower])
        self.upper = None if spec.upper is None else _floats(table.columns[spec.upper])


def _floats(values) -> np.ndarray:
    out = np.array(values, dtype=np.float64)
    out[~np.isfinite(out)] = np.nan
    return out


def _ranks(values: np.ndarray) -> np.ndarray:
    """1 for the largest value, 2 for the next...; 0 where the value is undefined (nan)."""
    order = np.argsort(-values, kind="stable")  # nan last
    ranks = np.empty(values.size, dtype=np.int64)
    ranks[order] = np.arange(1, values.size + 1)
    ranks[np.isnan(values)] = 0
    return ranks


def _aligned(rows: Rows, pos: np.ndarray):
    """One side's values, ranks and interval at each key (``pos``: its row there, or -1);
    nan (rank 0) where the side has no such row."""
    present, at = pos >= 0, np.maximum(pos, 0)

    def take(values):
        return np.where(present, values[at], np.nan) if values.size else np.full(pos.size, np.nan)

    ranks = _ranks(rows.values)
    rank = np.where(present, ranks[at], 0) if ranks.size else np.zeros(pos.size, np.int64)
    if rows.lower is None:
        return take(rows.values), rank, None, None
    return take(rows.values), rank, take(rows.lower), take(rows.upper)


def _nullable(values: np.ndarray, missing: np.ndarray) -> np.ndarray:
    """Ints as an object column with None where ``missing``."""
    out = values.astype(object)
    out[missing] = None
    return out


def diff(kind: Kind, counts_a, counts_b, options: dict) -> Table:
    """Rows of two reports aligned by key: values, delta (B - A), ranks, movement, presence
    and whether the intervals stopped overlapping; delta descending."""
    a, b = Rows(kind, counts_a, options), Rows(kind, counts_b, options)
    index_b = {k: i for i, k in enumerate(b.keys)}
    in_a = set(a.keys)
    keys = list(a.keys) + [k for k in b.keys if k not in in_a]
    pos_a = np.concatenate([np.arange(len(a.keys)), np.full(len(keys) - len(a.keys), -1)])
    pos_b = np.fromiter((index_b.get(k, -1) for k in keys), dtype=np.int64, count=len(keys))
    va, ra, la, ua = _aligned(a, pos_a)
    vb, rb, lb, ub = _aligned(b, pos_b)
    delta = vb - va
    ranked = (ra > 0) & (rb > 0)
    presence = np.where((pos_a >= 0) & (pos_b >= 0), "both", np.where(pos_a >= 0, "a", "b"))
    apart = None
    if la is not None and lb is not None:
        # Moved by more than its uncertainty: the two intervals do not overlap.
        known = ~(np.isnan(la) | np.isnan(ua) | np.isnan(lb) | np.isnan(ub))
        apart = known & ((ub < la) | (lb > ua))
        beyond = _nullable(apart, ~known)
    else:
        beyond = np.full(len(keys), None, dtype=object)
    order = np.argsort(-delta, kind="stable")  # nan last
    columns = {
        "key": np.asarray(keys, dtype=object)[order] if keys else np.array([], dtype=object),
        "value_a": va[order],
        "value_b": vb[order],
        "delta": delta[order],
        "rank_a": _nullable(ra, ra == 0)[order],
        "rank_b": _nullable(rb, rb == 0)[order],
        "movement": _nullable(ra - rb, ~ranked)[order],
        "presence": presence[order].astype(object),
        "beyond_uncertainty": beyond[order],
    }
    head = {
        "kind": kind.name,
        "value": kind.compared.value_name,
        "moved_beyond_uncertainty": None if apart is None else int(np.sum(apart)),
        "only_in_a": int(np.sum(presence == "a")),
        "only_in_b": int(np.sum(presence == "b")),
    }
    return Table(columns, head)


def diff_json(table: Table) -> dict:
    """The diff route's body (after the sides): every column as a list."""
    return {
        **{k: table.head[k] for k in ("kind", "value")},
        "rows": len(table),
        "columns": table.column_lists(),
        **{k: table.head[k] for k in ("moved_beyond_uncertainty", "only_in_a", "only_in_b")},
    }


def export_diff(table: Table) -> Table:
    """The diff as ``tb-fairness export`` prints it: DIFF_COLUMNS."""
    return Table({c: table.columns[c] for c in DIFF_COLUMNS}, dict(table.head))


def trend(
    kind: Kind,
    steps: Callable[[str], list],
    report: Callable[[str, int], object],
    runs: list[str],
    options: dict,
) -> dict:
    """The headline numbers of every step of every run: ``steps(run)`` lists a run's
    (step, wall_time) pairs, ``report(run, step)`` gives its counts."""
    series = []
    for run in runs:
        points = []
        for step, wall_time in steps(run):
            counts = report(run, step)
            h = kind.headline(counts, kind.resolve(counts, dict(options)))
            points.append(
                {"step": step, "wall_time": wall_time, "values": h.values, "intervals": h.intervals}
            )
        series.append({"run": run, "points": points})
    return {
        "kind": kind.name,
        "options": options,
        "names": [h.name for h in kind.headlines],
        "level": options["level"],
        "series": series,
    }


def trend_table(trend_body: dict) -> Table:
    """A trend as a table: run, step, then each headline number and, where it has one,
    its interval's ``<name>_lower`` and ``<name>_upper``."""
    names = trend_body["names"]
    records = [(s["run"], p) for s in trend_body["series"] for p in s["points"]]
    with_interval = [n for n in names if any(n in p["intervals"] for _, p in records)]
    columns = {
        "run": np.asarray([r for r, _ in records], dtype=object),
        "step": np.asarray([p["step"] for _, p in records], dtype=np.int64),
    }
    for name in names:
        columns[name] = np.asarray([p["values"].get(name) for _, p in records], dtype=object)
        if name in with_interval:
            for end, i in (("lower", 0), ("upper", 1)):
                columns[f"{name}_{end}"] = np.asarray(
                    [(p["intervals"].get(name) or [None, None])[i] for _, p in records],
                    dtype=object,
                )
    return Table(columns, {})
