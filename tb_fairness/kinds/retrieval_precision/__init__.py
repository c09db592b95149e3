"""Same-attribute retrieval (Goyal et al. 2022): mean Precision@K per query group."""

from __future__ import annotations

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds import grouping as g
from tb_fairness.kinds.kind import RATE_FORMATS, Headline, HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON, POWER_OPTIONS
from tb_fairness.kinds.retrieval_precision import codec
from tb_fairness.kinds.retrieval_precision.writing import WRITING
from tb_fairness.kinds.table import Table, cells, json_float, json_floats
from tb_fairness.metrics import retrieval, selection
from tb_fairness.metrics.significance import benjamini_hochberg

OPTIONS = (*COMMON, *POWER_OPTIONS)


def _precision(counts, options):
    """Mean P@K per group x K, its t interval, and per cell Welch's t-test against the
    other groups' queries (Benjamini-Hochberg over every cell)."""
    lower, upper = retrieval.precision_interval(counts, options["level"])
    p_value = retrieval.precision_vs_rest_p_value(counts)
    significant = benjamini_hochberg(p_value, options["fdr"])
    return retrieval.mean_precision(counts), lower, upper, p_value, significant


def _power(counts, significant, options):
    """Each test's power (Welch): the smallest P@K gap it sees, the queries it would need to
    see ``min_gap``, whether it is underpowered."""
    return retrieval.precision_vs_rest_power(
        counts,
        significant,
        level=options["level"],
        power=options["power"],
        min_gap=options["min_gap"],
    )


def _rows(counts, options) -> int:
    return len(counts.group_names) * len(counts.ks)


def precision_table(counts, options) -> Table:
    """One row per K x query group (class is ``P@K``), K by K, with each test's power."""
    precision, lower, upper, p_value, significant = _precision(counts, options)
    pw = _power(counts, significant, options)
    G, K = precision.shape
    flat = cells(
        counts.group_names,
        [f"P@{k}" for k in counts.ks],
        "group",
        "class",
        {
            "n": np.broadcast_to(counts.n_queries[:, None], (G, K)),
            "value": precision,
            "lower": lower,
            "upper": upper,
            "p_value": p_value,
            "significant": significant,
            "mde": pw.mde,
            "more_examples": pw.more,
            "underpowered": pw.underpowered,
        },
        by_column=True,
    )
    head = {
        "ks": list(counts.ks),
        "level": options["level"],
        "fdr": options["fdr"],
        "power": options["power"],
        "min_gap": options["min_gap"],
    }
    states = {"significant": g.underpowered_states(flat["underpowered"])}
    return Table({c: flat[c] for c in g.CELL_POWER_COLUMNS}, head, states)


def view(counts, options) -> dict:
    precision, lower, upper, p_value, significant = _precision(counts, options)
    pw = _power(counts, significant, options)
    return {
        "level": options["level"],
        "fdr": options["fdr"],
        "groups": list(counts.group_names),
        "ks": list(counts.ks),
        "queries": counts.n_queries.tolist(),
        "precision": json_floats(precision),
        "lower": json_floats(lower),
        "upper": json_floats(upper),
        "p_value": json_floats(p_value),
        "significant": significant.tolist(),
        "mde": json_floats(pw.mde),
        "more_examples": json_floats(pw.more),
        "underpowered": pw.underpowered.tolist(),
        "power": options["power"],
        "min_gap": options["min_gap"],
    }


def headline(counts, options) -> Headline:
    """The worst group's P@K at the largest K and the best-minus-worst gap, with intervals
    that hold for every group at once (Bonferroni, then selection)."""
    last = retrieval.mean_precision(counts)[:, -1]
    last = np.where(np.isfinite(last), last, np.nan)
    finite = last[np.isfinite(last)]
    worst: float | None = None
    gap: float | None = None
    if finite.size:
        worst = float(finite.min())
        gap = float(finite.max()) - worst
    lower, upper = retrieval.precision_interval(
        counts, selection.bonferroni_level(options["level"], int(finite.size))
    )
    lo, hi = lower[:, -1], upper[:, -1]
    everyone = retrieval.pooled(counts)
    overall = retrieval.mean_precision(everyone)[0, -1]
    overall_lo, overall_hi = retrieval.precision_interval(everyone, options["level"])
    return Headline(
        {
            "worst_group_precision": worst,
            "precision_gap": gap,
            "overall_precision": json_float(overall),
        },
        {
            "worst_group_precision": [json_float(x) for x in selection.lowest(last, lo, hi)],
            "precision_gap": [json_float(x) for x in selection.spread(last, lo, hi)],
            "overall_precision": [json_float(overall_lo[0, -1]), json_float(overall_hi[0, -1])],
        },
    )


KIND = Kind(
    name=codec.NAME,
    title="retrieval",
    version=codec.VERSION,
    counts_type=retrieval.RetrievalCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec(
            "precision",
            "Precision@K per query group",
            g.CELL_POWER_COLUMNS,
            precision_table,
            {**RATE_FORMATS, **g.POWER_FORMATS},
            rows=_rows,
        ),
    ),
    views=(View("", view, cells=lambda counts, options: 8 * _rows(counts, options)),),
    bias=bias.spread(precision_table, "class", "value", "P@K spread")
    .with_detail(bias.rows_of(precision_table, "class"), RATE_FORMATS)
    .with_groups(bias.groups_of(bias.rows_of(precision_table, "class"), "Precision@K"))
    .with_format("points"),
    headline=headline,
    headlines=(
        HeadlineInfo(
            "worst_group_precision",
            "Worst-group Precision@K",
            "The lowest mean Precision@K of any query group, at the largest K.",
            "percent",
            "higher",
        ),
        HeadlineInfo(
            "precision_gap",
            "Precision@K spread",
            "The best minus the worst group's Precision@K, at the largest K.",
            "points",
            "lower",
            role="bias",
        ),
        HeadlineInfo(
            "overall_precision",
            "Overall Precision@K",
            "The mean Precision@K of every query, at the largest K.",
            "percent",
            "higher",
            role="performance",
        ),
    ),
    writing=WRITING,
)
