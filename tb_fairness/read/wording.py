"""The words of a comparison: the one sentence that the Compare tab, ``tb-fairness check``
and the diff's JSON all show, and how a number reads in it by its format.

Formats (a headline's or a bias's ``format``): ``percent`` is a rate (65.7%; its change in
percentage points), ``points`` a difference of rates (12.1 pp; its change too), ``count`` a
count, ``value`` anything else (4 significant digits). The frontend's compare_text.ts reads
numbers the same way.
"""

from __future__ import annotations

import math

MINUS = "\u2212"
ARROW = "\u2192"


def _finite(x) -> bool:
    return x is not None and math.isfinite(float(x))


def _sig(x: float) -> str:
    return f"{x:.4g}"


def number(x, format: str) -> str:
    """A value as ``format`` reads: 0.657 percent is ``65.7%``, points ``65.7 pp``; ``—``
    when undefined.

    >>> number(0.6571, "percent"), number(0.121, "points"), number(1204, "count")
    ('65.7%', '12.1 pp', '1,204')
    """
    if not _finite(x):
        return "\u2014"
    x = float(x)
    if format == "percent":
        return f"{x * 100:.1f}%".replace("-", MINUS)
    if format == "points":
        return f"{x * 100:.1f} pp".replace("-", MINUS)
    if format == "count":
        return f"{x:,.0f}".replace("-", MINUS)
    return _sig(x).replace("-", MINUS)


def change(x, lower, upper, format: str) -> str:
    """A change with its sign and interval: ``+7.2 pp [3.1, 11.3]`` for rates and their
    differences, ``+0.04 [0.01, 0.07]`` for values.

    >>> change(0.072, 0.031, 0.113, "percent")
    '+7.2 pp [3.1, 11.3]'
    """
    if not _finite(x):
        return "\u2014"
    points = format in ("percent", "points")

    def bare(v: float) -> str:
        if points:
            return f"{v * 100:.1f}"
        if format == "count":
            return f"{v:,.0f}"
        return _sig(v)

    text = ("+" if float(x) > 0 else "") + bare(float(x)) + (" pp" if points else "")
    if _finite(lower) and _finite(upper):
        text += f" [{bare(float(lower))}, {bare(float(upper))}]"
    return text.replace("-", MINUS)


def plural(noun: str, n: int) -> str:
    """``noun`` for one, its plural for any other count (class: classes)."""
    if n == 1:
        return noun
    return noun + ("es" if noun.endswith(("s", "x", "z", "ch", "sh")) else "s")


def _headline(h: dict) -> str:
    fmt = h["format"]
    delta = "points" if fmt == "percent" else fmt
    return (
        f"{h['title']} {number(h['a'], fmt)} {ARROW} {number(h['b'], fmt)} "
        f"({change(h['change'], h['lower'], h['upper'], delta)})"
    )


def _row(head: dict, e: dict) -> str:
    fmt = head["format"]
    adjusted = " FCR-adjusted" if e.get("interval") == "fcr" else ""
    # A key that is a code reads in words, the code after it ("False omission rate (for)").
    key = f"{e['title']} ({e['key']})" if e.get("title") else e["key"]
    text = (
        f"{key}, {head['bias']} {number(e['bias_a'], fmt)} {ARROW} "
        f"{number(e['bias_b'], fmt)} ({change(e['change'], e['lower'], e['upper'], fmt)}"
        f"{adjusted})"
    )
    driver = e.get("driver")
    if driver:
        text += f"; for whom: {group_change(driver)}"
    return text


def group_change(d: dict) -> str:
    """The group that drives a row's change: ``female: recall 61.0% → 54.0% (−7.0 pp
    [−11.0, −3.0])``, and "(not significant)" when no group's change was."""
    fmt = d["format"]
    delta = "points" if fmt == "percent" else fmt
    text = (
        f"{d['group']}: {d['value']} {number(d['value_a'], fmt)} {ARROW} "
        f"{number(d['value_b'], fmt)} ({change(d['change'], d['lower'], d['upper'], delta)})"
    )
    return text if d["significant"] else text + " (not significant)"


def sentence(head: dict, judged: dict) -> str:
    """The comparison in words: the rows' verdicts counted (FDR), the largest regression
    and improvement among the rows, and the headline numbers that worsened or improved.
    ``head`` is the diff's head (summary, headlines, bias, key, format, fdr)."""
    s, key = head["summary"], head["key"]
    fdr = f"{float(head['fdr']) * 100:.3g}%" if head.get("fdr") is not None else "off"
    parts = [
        f"{s['worsened']:,} {plural(key, s['worsened'])} worsened, {s['improved']:,} improved, "
        f"{s['no_significant_change']:,} with no significant change, "
        f"{s['undetermined']:,} undetermined (FDR {fdr})."
    ]
    if s.get("largest_regression"):
        parts.append(f"Largest regression: {_row(head, s['largest_regression'])}.")
    if s.get("largest_improvement"):
        parts.append(f"Largest improvement: {_row(head, s['largest_improvement'])}.")
    by_name = {h["name"]: h for h in head["headlines"]}
    for verdict in ("worsened", "improved"):
        names = judged[verdict]["headlines"]
        if names:
            listed = "; ".join(_headline(by_name[n]) for n in names)
            parts.append(f"{'Worsened' if verdict == 'worsened' else 'Improved'}: {listed}.")
    if judged["overall"] == "no_significant_change":
        parts.append("No row and no bias headline changed significantly.")
    for p in judged.get("performance", []):
        h = by_name[p["name"]]
        verdict = {"worsened": "worse", "improved": "better"}.get(p["verdict"] or "", "")
        said = f", {verdict}" if verdict else ", no significant change"
        if p["verdict"] in (None, "undetermined"):
            said = ""
        parts.append(f"Performance (not a bias): {_headline(h)}{said}.")
    return " ".join(parts)
