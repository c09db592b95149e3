"""The ``mean_score`` kind's declaration: its options, its one table, its bias, headline
numbers and writer. tb-fairness derives everything else from it (routes, export, reader,
compare, trends, writers)."""

from __future__ import annotations

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds.kind import Headline, HeadlineInfo, Kind, TableSpec
from tb_fairness.kinds.options import COMMON, MAX_INT, Option
from tb_fairness.kinds.table import Table, json_float
from tb_fairness.metrics import selection
from tb_fairness.metrics.counts import resolve_min_count
from tb_fairness.metrics.significance import benjamini_hochberg
from tb_fairness_mean_score import codec, stats
from tb_fairness_mean_score.counts import MeanScoreCounts
from tb_fairness_mean_score.writing import WRITING

__all__ = ["COLUMNS", "DEFAULT_MIN_COUNT", "FORMATS", "KIND", "OPTIONS", "groups_table"]

# Below this many examples a group's mean is too noisy to test (the readers' default).
DEFAULT_MIN_COUNT = 30

COLUMNS = (
    "group",
    "n",
    "mean",
    "lower",
    "upper",
    "gap",
    "gap_lower",
    "gap_upper",
    "p_value",
    "significant",
    "insufficient",
)
# Scores have no unit tb-fairness knows: means and gaps are plain values.
FORMATS = {
    "n": "count",
    "mean": "value",
    "lower": "value",
    "upper": "value",
    "gap": "value",
    "gap_lower": "value",
    "gap_upper": "value",
    "p_value": "p",
}

MIN_COUNT = Option(
    "min_count",
    "int",
    None,
    "groups with fewer examples are insufficient: no p-value, never significant, left out "
    f"of the bias and the largest gap (default: the writer's, else {DEFAULT_MIN_COUNT})",
    minimum=0,
    maximum=MAX_INT,
    title="Min count",
)
OPTIONS = (MIN_COUNT, *COMMON)


def resolve(counts: MeanScoreCounts, options: dict) -> dict:
    """``min_count``: the one asked for, else the writer's, else 30."""
    return {
        **options,
        "min_count": resolve_min_count(options.get("min_count"), counts, DEFAULT_MIN_COUNT),
    }


def _columns(counts: MeanScoreCounts, options: dict, level: float | None = None) -> dict:
    """Every column of the groups table, at ``level`` (default: the options')."""
    level = options["level"] if level is None else level
    groups = stats.group_moments(counts)
    lower, upper = groups.interval(level)
    g = stats.gaps(groups, stats.rest_moments(groups), level)
    insufficient = counts.n < options["min_count"]
    p_value = np.where(insufficient, np.nan, g.p_value)  # an insufficient group is not tested
    return {
        "group": np.asarray(counts.group_names, dtype=object),
        "n": counts.n.astype(np.int64),
        "mean": groups.mean,
        "lower": lower,
        "upper": upper,
        "gap": g.gap,
        "gap_lower": g.lower,
        "gap_upper": g.upper,
        "p_value": p_value,
        "significant": benjamini_hochberg(p_value, options["fdr"]),
        "insufficient": insufficient,
    }


def groups_table(counts: MeanScoreCounts, options: dict) -> Table:
    """One row per group: its mean with Student's t interval, its gap to the mean of every
    other example with Welch's interval and two-sided p-value, ``significant`` by
    Benjamini-Hochberg at ``fdr`` over the sufficient groups, and ``insufficient`` (fewer
    than ``min_count`` examples: no p-value). Undefined values are NaN."""
    head = {
        "n": int(counts.n.sum()),
        "level": options["level"],
        "fdr": options["fdr"],
        "min_count": options["min_count"],
    }
    return Table(_columns(counts, options), head)


def _sides(counts: MeanScoreCounts, options: dict, key: str) -> Table:
    """Group ``key`` and the rest, each mean with its t interval: what its gap compares
    (Compare's "for whom did it change", Trends' per-group lines)."""
    if key not in counts.group_names:
        raise ValueError(f"key: no group {key!r} in this report")
    i = counts.group_names.index(key)
    groups = stats.group_moments(counts)
    sides = (groups, stats.rest_moments(groups))
    ends = [m.interval(options["level"]) for m in sides]
    columns = {
        # "not <key>" cannot be the name of the group itself.
        "group": np.asarray([key, f"not {key}"], dtype=object),
        "n": np.asarray([float(m.n[i]) for m in sides]),
        "value": np.asarray([m.mean[i] for m in sides]),
        "lower": np.asarray([lo[i] for lo, _ in ends]),
        "upper": np.asarray([hi[i] for _, hi in ends]),
    }
    return Table(columns, {"value": "mean score", "format": "value"})


def headline(counts: MeanScoreCounts, options: dict) -> Headline:
    """The largest |gap| of a sufficient group, its interval holding whichever group is
    largest (each gap's interval at the Bonferroni level over those groups, then
    selection.largest_abs), and the mean of every example with its t interval."""
    c = _columns(counts, options)
    kept = ~c["insufficient"] & np.isfinite(c["gap"])
    m = int(kept.sum())
    wide = _columns(counts, options, selection.bonferroni_level(options["level"], m))
    largest: float | None = None
    ends: list = [None, None]
    if m:
        largest = float(np.max(np.abs(c["gap"][kept])))
        ends = [
            json_float(x)
            for x in selection.largest_abs(
                c["gap"][kept], wide["gap_lower"][kept], wide["gap_upper"][kept]
            )
        ]
    everyone = stats.overall_moments(stats.group_moments(counts))
    lower, upper = everyone.interval(options["level"])
    return Headline(
        {"largest_gap": largest, "overall_mean": json_float(everyone.mean[0])},
        {
            "largest_gap": ends,
            "overall_mean": [json_float(lower[0]), json_float(upper[0])],
        },
        # Groups with examples left out of the largest gap (an empty group has no gap).
        {"largest_gap": int(np.sum(c["insufficient"] & (counts.n > 0)))},
    )


KIND = Kind(
    name=codec.NAME,
    title="mean score",
    version=codec.VERSION,
    counts_type=MeanScoreCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec(
            "groups",
            "Mean score per group",
            COLUMNS,
            groups_table,
            FORMATS,
            # its rows, known before it is built: a request over the cap costs nothing
            rows=lambda counts, options: len(counts.group_names),
        ),
    ),
    # No view of its own: the tab shows the groups table with its generic table view.
    views=(),
    bias=bias.absolute(
        groups_table,
        "group",
        "gap",
        "|gap|",
        insufficient="insufficient",
        interval=("gap_lower", "gap_upper"),  # the table's other interval is the mean's
    )
    .with_detail(bias.rows_of(groups_table, "group"), FORMATS)
    .with_groups(_sides),
    headline=headline,
    headlines=(
        HeadlineInfo(
            "largest_gap",
            "Largest |gap|",
            "The largest absolute difference between a group's mean score and the mean of "
            "every other example, over the groups with at least min_count examples.",
            "value",
            "lower",
            role="bias",
        ),
        HeadlineInfo(
            "overall_mean",
            "Overall mean score",
            "The mean score of every example (neither better higher nor lower: the score's "
            "meaning is the writer's).",
            "value",
        ),
    ),
    resolve=resolve,
    writing=WRITING,
)
