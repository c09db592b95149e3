"""Geodiversity (Goyal et al. 2022): household-averaged hit rates by income bucket, region or
both, with a household (cluster) bootstrap."""

from __future__ import annotations

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds import grouping as g
from tb_fairness.kinds.geodiversity import codec
from tb_fairness.kinds.geodiversity.writing import WRITING
from tb_fairness.kinds.kind import RATE_FORMATS, Headline, HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON, MAX_RESAMPLES, POWER_OPTIONS, Option
from tb_fairness.kinds.table import Table, json_float, json_floats
from tb_fairness.metrics import geodiversity, selection
from tb_fairness.metrics.significance import benjamini_hochberg

OPTIONS = (
    Option(
        "by",
        "choice",
        "income",
        "the grouping of households",
        choices=tuple(geodiversity.GROUPINGS),
        title="Group by",
    ),
    Option(
        "resamples",
        "int",
        geodiversity.DEFAULT_RESAMPLES,
        "household bootstrap resamples of the intervals",
        minimum=10,
        maximum=MAX_RESAMPLES,
        title="Bootstrap resamples",
    ),
    *COMMON,
    *POWER_OPTIONS,
)


def _scores(counts, options, level=None):
    """Scores per group, the bootstrap interval, Welch's test of each group's households
    against the others and its Benjamini-Hochberg marks."""
    scores = geodiversity.group_scores(counts, options["by"])
    lower, upper = geodiversity.household_bootstrap(
        counts,
        options["by"],
        n_resamples=options["resamples"],
        confidence=level or options["level"],
    )
    p_value = geodiversity.score_vs_rest_p_value(counts, options["by"])
    return scores, lower, upper, p_value, benjamini_hochberg(p_value, options["fdr"])


def _power(counts, significant, options):
    """Each test's power (Welch): the smallest score gap it sees, the households it would
    need to see ``min_gap``, whether it is underpowered."""
    return geodiversity.score_vs_rest_power(
        counts,
        options["by"],
        significant,
        level=options["level"],
        power=options["power"],
        min_gap=options["min_gap"],
    )


def _group_rows(counts, options) -> int:
    """The groups of households ``by`` makes (every observed bucket x region for both)."""
    regions = len(set(counts.regions))
    buckets = len(np.unique(geodiversity.income_bucket(counts.incomes))) if regions else 0
    return {"region": regions, "income": buckets}.get(options["by"], regions * buckets)


def groups_table(counts, options) -> Table:
    """One row per group of households: its score (``n`` households), the test against the
    other households and its power."""
    scores, lower, upper, p_value, significant = _scores(counts, options)
    pw = _power(counts, significant, options)
    columns = {
        "class": np.full(len(scores.group), "", dtype=object),
        "group": np.asarray(scores.group, dtype=object),
        "n": scores.households,
        "value": scores.score,
        "lower": lower,
        "upper": upper,
        "p_value": p_value,
        "significant": significant,
        "mde": pw.mde,
        "more_examples": pw.more,
    }
    head = {
        "by": options["by"],
        "threshold": counts.threshold,
        "resamples": options["resamples"],
        "level": options["level"],
        "fdr": options["fdr"],
        "power": options["power"],
        "min_gap": options["min_gap"],
    }
    return Table(columns, head, {"significant": g.underpowered_states(pw.underpowered)})


def _by_groups(counts, options) -> Table:
    """The groups table keyed by the grouping (``by``): compare's rows are one spread."""
    t = groups_table(counts, options)
    t.columns["class"] = np.full(len(t), options["by"], dtype=object)
    return t


def view(counts, options) -> dict:
    """Household-averaged hit rates per group, with the household bootstrap, and per group
    Welch's t-test of its households against the others."""
    scores, lower, upper, p_value, significant = _scores(counts, options)
    pw = _power(counts, significant, options)
    return {
        "by": options["by"],
        "groupings": list(geodiversity.GROUPINGS),
        "threshold": counts.threshold,
        "resamples": options["resamples"],
        "level": options["level"],
        "fdr": options["fdr"],
        "groups": list(scores.group),
        "households": scores.households.tolist(),
        "images": scores.images.tolist(),
        "hits": scores.hits.tolist(),
        "score": json_floats(scores.score),
        "lower": json_floats(lower),
        "upper": json_floats(upper),
        "image_rate": json_floats(scores.image_rate),
        "p_value": json_floats(p_value),
        "significant": significant.tolist(),
        "mde": json_floats(pw.mde),
        "more_examples": json_floats(pw.more),
        "underpowered": pw.underpowered.tolist(),
        "power": options["power"],
        "min_gap": options["min_gap"],
    }


def headline(counts, options) -> Headline:
    """The worst group's score and the best-minus-worst gap, with intervals that hold for
    every group at once (Bonferroni, then selection)."""
    scores = geodiversity.group_scores(counts, options["by"])
    value = np.where(np.isfinite(scores.score), scores.score, np.nan)
    finite = value[np.isfinite(value)]
    worst: float | None = None
    gap: float | None = None
    if finite.size:
        worst = float(finite.min())
        gap = float(finite.max()) - worst
    lo, hi = geodiversity.household_bootstrap(
        counts,
        options["by"],
        n_resamples=options["resamples"],
        confidence=selection.bonferroni_level(options["level"], int(finite.size)),
    )
    overall = geodiversity.overall_score(
        counts, n_resamples=options["resamples"], confidence=options["level"]
    )
    return Headline(
        {"worst_group_score": worst, "score_gap": gap, "overall_score": json_float(overall[0])},
        {
            "worst_group_score": [json_float(x) for x in selection.lowest(value, lo, hi)],
            "score_gap": [json_float(x) for x in selection.spread(value, lo, hi)],
            "overall_score": [json_float(overall[1]), json_float(overall[2])],
        },
    )


KIND = Kind(
    name=codec.NAME,
    title="geodiversity",
    version=codec.VERSION,
    counts_type=geodiversity.GeoCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec(
            "groups",
            "Score per group of households",
            g.CELL_POWER_COLUMNS,
            groups_table,
            {**RATE_FORMATS, **g.POWER_FORMATS},
            rows=_group_rows,
        ),
    ),
    views=(View("", view, cells=lambda counts, options: 14 * _group_rows(counts, options)),),
    bias=bias.spread(_by_groups, "class", "value", "score spread")
    .with_detail(bias.rows_of(_by_groups, "class"), RATE_FORMATS)
    .with_groups(bias.groups_of(bias.rows_of(_by_groups, "class"), "score"))
    .with_format("points"),
    headline=headline,
    headlines=(
        HeadlineInfo(
            "worst_group_score",
            "Worst-group score",
            "The lowest household-averaged score of any group.",
            "percent",
            "higher",
        ),
        HeadlineInfo(
            "score_gap",
            "Score spread",
            "The best minus the worst group score.",
            "points",
            "lower",
            role="bias",
        ),
        HeadlineInfo(
            "overall_score",
            "Overall score",
            "The mean hit rate of every household, all groups pooled.",
            "percent",
            "higher",
            role="performance",
        ),
    ),
    writing=WRITING,
)
