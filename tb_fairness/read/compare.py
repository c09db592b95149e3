"""Model versus model, step versus step, and trends over steps, for every report kind.

What is compared is each kind's declaration: the size of its bias per row (``Kind.bias``,
read off the kind's own exported table, so a diff row equals the difference of two
exports) and its headline numbers (``Kind.headline``). Whether a change is a change is
decided by intervals and the false discovery rate (metrics/change.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Callable

import numpy as np

from tb_fairness.kinds import Headline, Kind, Table
from tb_fairness.kinds.bias import GROUP_COLUMNS
from tb_fairness.kinds.table import json_float, json_list
from tb_fairness.metrics import change, first_worse
from tb_fairness.metrics.change import Change
from tb_fairness.read import wording

# What ``tb-fairness export --vs-run/--vs-step`` prints.
DIFF_COLUMNS = (
    "key",
    "value_a",
    "value_b",
    "bias_a",
    "bias_b",
    "change",
    "lower",
    "upper",
    "p_value",
    "q_value",
    "interval",
    "verdict",
    "rank_a",
    "rank_b",
)


def _ranks(values: np.ndarray) -> np.ndarray:
    """1 for the largest value, 2 for the next...; 0 where the value is undefined (nan)."""
    order = np.argsort(-values, kind="stable")  # nan last
    ranks = np.empty(values.size, dtype=np.int64)
    ranks[order] = np.arange(1, values.size + 1)
    ranks[np.isnan(values)] = 0
    return ranks


def _nullable(values: np.ndarray, missing: np.ndarray) -> np.ndarray:
    """Ints as an object column with None where ``missing``."""
    out = values.astype(object)
    out[missing] = None
    return out


def _take(values: np.ndarray, pos: np.ndarray, missing=np.nan) -> np.ndarray:
    """``values`` at ``pos`` (a row, or -1 for none: ``missing``)."""
    if not values.size:
        return np.full(pos.size, missing)
    return np.where(pos >= 0, values[np.maximum(pos, 0)], missing)


def _side(rows, pos: np.ndarray) -> dict[str, np.ndarray]:
    """One report's value, bias, interval and rank at each aligned row."""
    ok = np.isfinite(rows.bias) & np.isfinite(rows.lower) & np.isfinite(rows.upper)
    # Ranks count only the rows whose bias can be judged (a number with an interval).
    ranks = _ranks(np.where(ok, rows.bias, np.nan))
    return {
        "value": _take(rows.value, pos),
        "bias": _take(rows.bias, pos),
        "lower": _take(rows.lower, pos),
        "upper": _take(rows.upper, pos),
        "rank": _take(ranks, pos, 0).astype(np.int64),
    }


def _extreme(
    kind: Kind, keys: np.ndarray, c: Change, sa: dict, sb: dict, rows: np.ndarray
) -> dict | None:
    if not rows.size:
        return None
    i = int(rows[0])
    key = str(keys[i])
    return {
        "key": key,
        **({"title": title} if (title := kind.bias.key_title(key)) else {}),
        "bias_a": json_float(float(sa["bias"][i])),
        "bias_b": json_float(float(sb["bias"][i])),
        "change": float(c.change[i]),
        "lower": float(c.lower[i]),
        "upper": float(c.upper[i]),
        "interval": str(c.interval[i]),
    }


def diff(kind: Kind, counts_a, counts_b, options: dict) -> Table:
    """B against A: each row's bias (the kind's :class:`~tb_fairness.kinds.Bias`) in A and
    in B, the change B - A with its MOVER p-value and q-value, a verdict (worsened,
    improved, no_significant_change, undetermined) with the false discovery rate ``fdr``
    controlled over the rows, and the interval that agrees with it (``interval``: ``fcr``,
    adjusted for the selection, on the rows judged worsened or improved; ``marginal`` on
    the others); ranks by bias among the rows with one. Rows sorted by change descending
    (the largest regression first). The head holds the summary, the headlines compared and
    the judgement of both (:func:`judgement`)."""
    level, q = options["level"], options["fdr"]
    a = kind.bias.rows(counts_a, kind.resolve(counts_a, dict(options)))
    b = kind.bias.rows(counts_b, kind.resolve(counts_b, dict(options)))
    index_b = {k: i for i, k in enumerate(b.keys)}
    in_a = set(a.keys)
    keys = np.asarray(list(a.keys) + [k for k in b.keys if k not in in_a], dtype=object)
    pos_a = np.concatenate([np.arange(len(a.keys)), np.full(len(keys) - len(a.keys), -1)])
    pos_b = np.fromiter((index_b.get(k, -1) for k in keys), dtype=np.int64, count=len(keys))
    sa, sb = _side(a, pos_a), _side(b, pos_b)
    c = change.change(
        sa["bias"], sa["lower"], sa["upper"], sb["bias"], sb["lower"], sb["upper"], level=level, q=q
    )
    presence = np.where((pos_a >= 0) & (pos_b >= 0), "both", np.where(pos_a >= 0, "a", "b"))
    ra, rb = sa["rank"], sb["rank"]
    order = np.argsort(-c.change, kind="stable")  # nan last
    columns = {
        "key": keys[order],
        "value_a": sa["value"][order],
        "value_b": sb["value"][order],
        "bias_a": sa["bias"][order],
        "lower_a": sa["lower"][order],
        "upper_a": sa["upper"][order],
        "bias_b": sb["bias"][order],
        "lower_b": sb["lower"][order],
        "upper_b": sb["upper"][order],
        "change": c.change[order],
        "lower": c.lower[order],
        "upper": c.upper[order],
        "p_value": c.p_value[order],
        "q_value": c.q_value[order],
        "interval": c.interval[order],
        "verdict": c.verdict[order],
        "rank_a": _nullable(ra, ra == 0)[order],
        "rank_b": _nullable(rb, rb == 0)[order],
        "movement": _nullable(ra - rb, (ra == 0) | (rb == 0))[order],
        "presence": presence[order].astype(object),
    }
    worse = np.flatnonzero(c.verdict == "worsened")
    better = np.flatnonzero(c.verdict == "improved")
    summary = {
        **{v: int(np.sum(c.verdict == v)) for v in change.VERDICTS},
        "only_in_a": int(np.sum(presence == "a")),
        "only_in_b": int(np.sum(presence == "b")),
        "largest_regression": _extreme(
            kind, keys, c, sa, sb, worse[np.argsort(-c.change[worse], kind="stable")]
        ),
        "largest_improvement": _extreme(
            kind, keys, c, sa, sb, better[np.argsort(c.change[better], kind="stable")]
        ),
    }
    for extreme in (summary["largest_regression"], summary["largest_improvement"]):
        _with_driver(kind, counts_a, counts_b, options, extreme)  # type: ignore[arg-type]
    compared = headlines(kind, counts_a, counts_b, options)
    head = {
        "kind": kind.name,
        "value": kind.bias.value,
        "bias": kind.bias.name,
        "key": kind.bias.key,
        "format": kind.bias.format_of(options),
        "level": level,
        "fdr": q,
        "summary": summary,
        "headlines": compared,
    }
    head["judgement"] = judgement(head)
    return Table(columns, head)


# The comparison at a glance, from the rows' verdicts and the headlines' together.
OVERALLS = ("worse", "better", "mixed", "no_significant_change", "undetermined")
OVERALL_TEXT = {
    "worse": "B is worse",
    "better": "B is better",
    "mixed": "Mixed",
    "no_significant_change": "No significant change",
    "undetermined": "Undetermined",
}


def judgement(head: dict) -> dict:
    """One judgement of the comparison, which the summary sentence, the badge, the headline
    cards, the rows, the CSV and ``tb-fairness check`` all show: ``overall`` (worse when a
    row or a bias headline worsened and none improved, better the reverse, mixed when both,
    no_significant_change when something could be tested and nothing changed, else
    undetermined), what worsened and improved (rows counted, headlines named), and the
    sentence that says it (:func:`wording.sentence`).

    A performance headline (role ``performance``: accuracy, macro recall) is not a bias: a
    model worse for everyone alike is not less fair. It is judged and shown (its card, the
    sentence's "Performance:" clause, ``performance``) but does not move ``overall`` or the
    gate."""
    s = head["summary"]
    fairness = [h for h in head["headlines"] if h.get("role") != "performance"]
    worse_h = [h["name"] for h in fairness if h["verdict"] == "worsened"]
    better_h = [h["name"] for h in fairness if h["verdict"] == "improved"]
    worse = bool(s["worsened"] or worse_h)
    better = bool(s["improved"] or better_h)
    tested = s["no_significant_change"] or any(
        h["verdict"] == "no_significant_change" for h in fairness
    )
    overall = (
        ("mixed" if better else "worse")
        if worse
        else "better"
        if better
        else "no_significant_change"
        if tested
        else "undetermined"
    )
    out = {
        "overall": overall,
        "title": OVERALL_TEXT[overall],
        "worsened": {"rows": s["worsened"], "headlines": worse_h},
        "improved": {"rows": s["improved"], "headlines": better_h},
        "performance": [
            {"name": h["name"], "verdict": h["verdict"]}
            for h in head["headlines"]
            if h.get("role") == "performance"
        ],
    }
    out["sentence"] = wording.sentence(head, out)
    return out


# A group's value in B against A: it rose or fell (significantly), or neither. Not a
# verdict: whether a group's rise is good depends on the value (recall, a harmful rate).
DIRECTIONS = {"worsened": "rose", "improved": "fell"}

# What ``row?...&vs_run=`` and ``tb-fairness export --vs-run --key`` give per group.
GROUP_DIFF_COLUMNS = (
    "group",
    "n_a",
    "n_b",
    "value_a",
    "lower_a",
    "upper_a",
    "value_b",
    "lower_b",
    "upper_b",
    "change",
    "lower",
    "upper",
    "p_value",
    "q_value",
    "interval",
    "direction",
)


def diff_groups(kind: Kind, counts_a, counts_b, options: dict, key: str) -> Table:
    """For whom row ``key`` changed: each group's (identity's) value in A and in B with its
    interval, the change with its MOVER interval, and whether it ``rose`` or ``fell``
    significantly (Benjamini-Hochberg at ``fdr`` over the row's groups; the interval shown
    agrees, as in :func:`diff`) or neither (``no_significant_change``, ``undetermined``).
    The head names the value and the ``driver``: the group whose value changed most, among
    those that changed significantly when any did (``significant`` says which)."""
    if kind.bias.groups is None:
        raise ValueError(f"key: {kind.name} reports have no groups to compare")
    level, q = options["level"], options["fdr"]
    sides: list[Table | None] = []
    for counts in (counts_a, counts_b):
        try:
            sides.append(kind.bias.groups(counts, kind.resolve(counts, dict(options)), key))
        except ValueError:
            sides.append(None)  # the row is on one side only
    if sides[0] is None and sides[1] is None:
        raise ValueError(f"key: no {kind.bias.key} {key!r} in either report")
    names = list(dict.fromkeys(g for t in sides if t is not None for g in t.columns["group"]))
    aligned = []
    for t in sides:
        at = {} if t is None else {g: i for i, g in enumerate(t.columns["group"].tolist())}
        pos = np.fromiter((at.get(g, -1) for g in names), np.int64, len(names))
        cols = {} if t is None else t.columns
        aligned.append(
            {c: _take(np.asarray(cols.get(c, []), np.float64), pos) for c in GROUP_COLUMNS[1:]}
        )
    a, b = aligned
    c = change.change(
        a["value"], a["lower"], a["upper"], b["value"], b["lower"], b["upper"], level=level, q=q
    )
    direction = np.asarray([DIRECTIONS.get(v, v) for v in c.verdict], dtype=object)
    columns = {
        "group": np.asarray(names, dtype=object),
        "n_a": a["n"],
        "n_b": b["n"],
        "value_a": a["value"],
        "lower_a": a["lower"],
        "upper_a": a["upper"],
        "value_b": b["value"],
        "lower_b": b["lower"],
        "upper_b": b["upper"],
        "change": c.change,
        "lower": c.lower,
        "upper": c.upper,
        "p_value": c.p_value,
        "q_value": c.q_value,
        "interval": c.interval,
        "direction": direction,
    }
    head = sides[1].head if sides[1] is not None else sides[0].head  # type: ignore[union-attr]
    table = Table(columns, {"key": key, "value": head["value"], "format": head["format"]})
    table.head["driver"] = _driver(table)
    return table


def _driver(t: Table) -> dict | None:
    """The group whose value changed most: among those that rose or fell significantly
    when any did, else among every group with a change."""
    size = np.abs(np.nan_to_num(t.columns["change"], nan=-1.0))
    moved = np.isin(t.columns["direction"], ("rose", "fell"))
    pool = np.flatnonzero(moved) if moved.any() else np.flatnonzero(size >= 0)
    if not pool.size:
        return None
    i = int(pool[np.argmax(size[pool])])
    return {
        "group": str(t.columns["group"][i]),
        **{
            k: json_float(float(t.columns[k][i]))
            for k in ("value_a", "value_b", "change", "lower", "upper")
        },
        "interval": str(t.columns["interval"][i]),
        "direction": str(t.columns["direction"][i]),
        "significant": bool(moved[i]),
        "value": t.head["value"],
        "format": t.head["format"],
    }


def _with_driver(kind: Kind, counts_a, counts_b, options: dict, extreme: dict | None):
    """The summary's largest regression or improvement with the group that drives it."""
    if extreme is not None and kind.bias.groups is not None:
        extreme["driver"] = diff_groups(kind, counts_a, counts_b, options, extreme["key"]).head[
            "driver"
        ]
    return extreme


def headlines(kind: Kind, counts_a, counts_b, options: dict) -> list[dict]:
    """The kind's headline numbers in A and in B, the change with its MOVER interval (the
    marginal one: each number is judged alone at ``level``), and a verdict by the number's
    ``better`` direction (None for a number that is neither better higher nor lower)."""
    level = options["level"]
    ha = kind.headline(counts_a, kind.resolve(counts_a, dict(options)))
    hb = kind.headline(counts_b, kind.resolve(counts_b, dict(options)))
    out = []
    for info in kind.headline_infos(options):
        a, b = ha.values.get(info.name), hb.values.get(info.name)
        ia = list(ha.intervals.get(info.name) or [None, None])
        ib = list(hb.intervals.get(info.name) or [None, None])
        nums = [np.nan if x is None else float(x) for x in (a, *ia, b, *ib)]
        if info.better == "higher":  # judged as a bias: the number's fall is a rise of -it
            nums = [-x for x in (nums[0], nums[2], nums[1], nums[3], nums[5], nums[4])]
        c = change.change(*nums, level=level, q=None)
        sign = -1.0 if info.better == "higher" else 1.0
        d = None if a is None or b is None else float(b) - float(a)
        lower, upper = sign * float(c.lower), sign * float(c.upper)
        out.append(
            {
                **info.describe(),
                "a": a,
                "b": b,
                "a_interval": ia,
                "b_interval": ib,
                "change": d,
                "lower": json_float(min(lower, upper)),
                "upper": json_float(max(lower, upper)),
                "p_value": json_float(float(c.p_value)),
                "interval": "marginal",
                "verdict": None if info.better is None else str(c.verdict),
                # Why a side has no number, where the kind says (None when it has one).
                "reason_a": ha.reasons.get(info.name) if a is None else None,
                "reason_b": hb.reasons.get(info.name) if b is None else None,
            }
        )
    return out


def diff_json(table: Table) -> dict:
    """The diff route's body (after the sides): every column (numeric ones as numpy
    arrays, which the route sends at its precision), the summary and the headlines
    compared."""
    columns = {k: v if v.dtype.kind in "fiub" else json_list(v) for k, v in table.columns.items()}
    return {
        **{k: table.head[k] for k in ("kind", "value", "bias", "key", "format", "level", "fdr")},
        "rows": len(table),
        "columns": columns,
        "summary": table.head["summary"],
        "headlines": table.head["headlines"],
        "judgement": table.head["judgement"],
    }


def export_diff(table: Table) -> Table:
    """The diff as ``tb-fairness export`` prints it: DIFF_COLUMNS."""
    return Table({c: table.columns[c] for c in DIFF_COLUMNS}, dict(table.head))


def trend(
    kind: Kind,
    points: Callable[[str], Iterable[tuple[int, float, Headline]]],
    runs: list[str],
    options: dict,
) -> dict:
    """The headline numbers of every step of every run: ``points(run)`` gives a run's
    (step, wall_time, headline) in step order. Each point says, per number taken over
    cells, how many were left out as insufficient (``excluded``). Each series says, per
    number that has a better direction and an interval, the first step significantly worse
    than the best step before it (:mod:`tb_fairness.metrics.first_worse`), or None."""
    infos = kind.headline_infos(options)
    by_run: dict[str, list[dict[str, Any]]] = {
        run: [
            {
                "step": step,
                "wall_time": wall_time,
                "values": h.values,
                "intervals": h.intervals,
                "excluded": h.excluded,
            }
            for step, wall_time, h in points(run)
        ]
        for run in runs
    }
    # The numbers a step can be tested on: those with an interval somewhere (not a count).
    tested = {
        name
        for run_points in by_run.values()
        for p in run_points
        for name, ends in p["intervals"].items()
        if ends
    }
    series = [
        {
            "run": run,
            "points": run_points,
            "first_worse": {
                info.name: _first_worse(run_points, info.name, info.better, options["level"])
                for info in infos
                if info.better is not None and info.name in tested
            },
        }
        for run, run_points in by_run.items()
    ]
    return {
        "kind": kind.name,
        "options": options,
        "names": [h.name for h in kind.headlines],
        # How each number reads under these options (the registry's, ``bias`` resolved).
        "headlines": [h.describe() for h in infos],
        "level": options["level"],
        "first_worse_test": first_worse.TEST,
        "series": series,
    }


def _first_worse(run_points: list[dict], name: str, better: str, level: float) -> dict | None:
    """The first step of ``run_points`` at which headline ``name`` is significantly worse
    than its best before, as JSON (:func:`first_worse_json`)."""
    ends = [p["intervals"].get(name) or [None, None] for p in run_points]
    values = [p["values"].get(name) for p in run_points]
    return first_worse_json(
        run_points, values, [e[0] for e in ends], [e[1] for e in ends], better, level
    )


def first_worse_json(
    points: list[dict], values: list, lowers: list, uppers: list, better: str, level: float
) -> dict | None:
    """The first of ``points`` (each with its ``step``) at which the number given per point
    (``values`` with their intervals) is significantly worse than at its best point before
    (:func:`~tb_fairness.metrics.first_worse.first_worse`), as the trend routes send it."""
    found = first_worse.first_worse(values, lowers, uppers, better=better, level=level)
    if found is None:
        return None
    return {
        "step": points[found.at]["step"],
        "vs_step": points[found.vs]["step"],
        "value": values[found.at],
        "vs_value": values[found.vs],
        "change": found.change,
        "lower": found.lower,
        "upper": found.upper,
        "level": found.adjusted_level,
        "p_value": found.p_value,
        "threshold": found.threshold,
        "pairs": found.pairs,
    }


# The columns of the first-worse table (``tb-fairness trend --first-worse``).
FIRST_WORSE_COLUMNS = (
    "run",
    "headline",
    "steps",
    "step",
    "vs_step",
    "value",
    "vs_value",
    "change",
    "lower",
    "upper",
    "level",
    "p_value",
    "threshold",
    "pairs",
)


def first_worse_table(trend_body: dict) -> Table:
    """Per run and headline number with a better direction: ``steps`` (how many have a
    value) and the first significantly worse step with its test (:func:`_first_worse`),
    or None in every column after ``steps`` when there is none."""
    records = []
    for s in trend_body["series"]:
        for name, found in s["first_worse"].items():
            steps = sum(p["values"].get(name) is not None for p in s["points"])
            found = found or {}
            records.append(
                [s["run"], name, steps, *(found.get(c) for c in FIRST_WORSE_COLUMNS[3:])]
            )
    columns = {
        c: np.asarray([r[i] for r in records], dtype=object)
        for i, c in enumerate(FIRST_WORSE_COLUMNS)
    }
    return Table(columns, {"test": trend_body["first_worse_test"]})


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
