"""``tb-fairness trend``: the headline numbers per run and step as Trends draws them, one
row's groups or one slice over the steps, and with --first-worse the first step each got
significantly worse than at its best before."""

from __future__ import annotations

import functools

from tb_fairness import read
from tb_fairness.cli.options import UsageError, as_flag, getter, given_options
from tb_fairness.cli.reading import context, kind_of_tag, store_of, write
from tb_fairness.kinds import table as tables
from tb_fairness.read import wording
from tb_fairness.read.store import NotFound
from tb_fairness.reports import metadata


def trend(args, out) -> bool:
    """Prints the headline numbers of --tag per run and step (every run, or those of
    --run), as ``export --trend`` does; with --first-worse, per run and number, the first
    step significantly worse than its best before. False when a bias number has one."""
    store = store_of(args.logdir)
    ctx = context()
    try:
        runs = list(dict.fromkeys(args.run or []))
        kind = kind_of_tag(store, ctx, args.tag, runs)
        get = getter(kind, given_options(args))
        if args.key is not None and args.slice is not None:
            raise UsageError("--slice: one slice or one row (--key), not both")
        if args.slice is not None:
            body = read.slice_trend(store, ctx, "", args.tag, runs, args.slice, get)
        elif args.key is not None:
            body = read.row_trend(store, ctx, "", args.tag, runs, args.key, get)
        else:
            body = read.trend(store, ctx, "", args.tag, runs, get)
    except (NotFound, metadata.UnsupportedReport) as err:
        raise UsageError(str(err)) from None
    except ValueError as err:
        raise UsageError(as_flag(err)) from None
    if args.slice is not None:
        return _slice_trend(body, args, out)
    if args.key is not None:
        return _row_trend(body, args, out)
    if not args.first_worse:
        table = read.compare.trend_table(body)
        if args.format == "json":
            table.head.update({"tag": args.tag})
        write(table, "json" if args.format == "json" else "csv", out)
        return True
    table = read.compare.first_worse_table(body)
    if args.format == "text":
        out.write(_first_worse_text(body, table))
    else:
        write(table, args.format, out)
    bias = {h["name"] for h in body["headlines"] if h.get("role") != "performance"}
    found = table.columns["step"]
    return not any(
        found[i] is not None and table.columns["headline"][i] in bias for i in range(len(table))
    )


def _row_trend(body: dict, args, out) -> bool:
    """``trend --key K``: the row's value per group over the steps (csv, json), or with
    --first-worse the first step its bias is significantly worse than at its best before.
    False when it has one."""
    name = f"the {body['bias']} of {body['key_name']} {body['key']!r}"
    table = functools.partial(read.row_trend_table, body)
    return _series_or_first_worse(body, args, out, table, name, body["format"])


def _slice_trend(body: dict, args, out) -> bool:
    """``trend --slice S``: the slice's rate and gap over the steps (csv, json), or with
    --first-worse the first step its gap is significantly worse than at its best before.
    False when it has one."""
    name = f"the gap of {body['metric']} of slice {body['slice']!r} to the rest"
    table = functools.partial(read.slice_trend_table, body)
    return _series_or_first_worse(body, args, out, table, name, "points")


def _series_or_first_worse(body: dict, args, out, table, name: str, fmt: str) -> bool:
    """``table()`` (csv, json), or with --first-worse the first worse step of each run's
    series (json, or text: ``name`` is what got worse, its change in ``fmt``). False when
    a run has one."""
    worse = {s["run"]: s["first_worse"] for s in body["series"]}
    if not args.first_worse:
        write(table(), "json" if args.format == "json" else "csv", out)
        return True
    if args.format == "json":
        out.write(tables.to_json(tables.Table({}, {"tag": body["tag"], "first_worse": worse})))
        return not any(worse.values())
    lines = [
        f"{body['tag']}: the first step at which {name} is significantly worse than at its "
        f"best before ({body['kind']}; {body['first_worse_test']})"
    ]
    for s in body["series"]:
        w = s["first_worse"]
        if w is None:
            lines.append(f"{s['run']}: not significantly worse at any step")
        else:
            lines.append(_worse_line(s["run"], w, fmt, body["level"]))
    out.write("\n".join(lines) + "\n")
    return not any(worse.values())


def _first_worse_text(body: dict, table) -> str:
    c = table.columns
    lines = [
        f"{body['tag']}: the first step at which each number is significantly worse than at "
        f"its best before ({body['kind']}; {body['first_worse_test']}: the chance of marking "
        f"a step of a run whose number never changed is at most {1 - body['level']:.0%})"
    ]
    titles = {h["name"]: (h["title"], h["format"]) for h in body["headlines"]}
    for i in range(len(table)):
        title, fmt = titles[c["headline"][i]]
        where = f"{c['run'][i]}: {title}"
        if c["step"][i] is None:
            lines.append(f"{where}: not significantly worse at any step ({c['steps'][i]} steps)")
            continue
        found = {k: c[k][i] for k in read.compare.FIRST_WORSE_COLUMNS[3:]}
        lines.append(_worse_line(where, found, fmt, body["level"]))
    return "\n".join(lines) + "\n"


def _worse_line(where: str, w: dict, fmt: str, level: float) -> str:
    """One first worse step (``first_worse`` of the trend routes) in words, its change in
    points when the number is a percentage."""
    delta = "points" if fmt == "percent" else fmt
    return (
        f"WORSE {where}: at step {w['step']}, {wording.number(w['value'], fmt)} "
        f"against {wording.number(w['vs_value'], fmt)} at step {w['vs_step']} "
        f"(change {wording.change(w['change'], w['lower'], w['upper'], delta)}, "
        f"{100 * w['level']:.4g}% interval; p={w['p_value']:.2g}, below "
        f"{1 - level:.2g}/{w['pairs']})"
    )
