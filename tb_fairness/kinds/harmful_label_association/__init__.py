"""Harmful label associations (Goyal et al. 2022): how often each group's images get a
harmful label among their top 5, over score thresholds."""

from __future__ import annotations

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds.harmful_label_association import codec
from tb_fairness.kinds.harmful_label_association.writing import WRITING
from tb_fairness.kinds.kind import RATE_FORMATS, Headline, HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.options import COMMON, Option, number_text
from tb_fairness.kinds.table import Table, cells, json_float, json_floats
from tb_fairness.metrics import harmful, selection
from tb_fairness.metrics.intervals import wilson_interval
from tb_fairness.metrics.significance import benjamini_hochberg, homogeneity_p_value

RATE_COLUMNS = ("class", "group", "n", "value", "lower", "upper")
LABEL_COLUMNS = (
    "label",
    "type",
    "group",
    "n",
    "hits",
    "rate",
    "lower",
    "upper",
    "gap",
    "p_value",
    "significant",
)

RATES_FORMATS = {c: f for c, f in RATE_FORMATS.items() if c in RATE_COLUMNS}
LABEL_FORMATS = {
    "n": "count",
    "hits": "count",
    "rate": "percent",
    "lower": "percent",
    "upper": "percent",
    "gap": "points",
    "p_value": "p",
}

OPTIONS = (
    Option(
        "table",
        "choice",
        "rates",
        "rates: the hit rate per label type x group; labels: "
        "each harmful label's rate per group, with the test across groups",
        choices=("rates", "labels"),
        title="Table",
        used_by=("view",),
    ),
    Option(
        "threshold",
        "float",
        None,
        "the score threshold, one of the report's (default: its first)",
        title="Score threshold",
    ),
    *COMMON,
)


def resolve(counts: harmful.HarmfulCounts, options: dict) -> dict:
    """The threshold defaults to the report's first, and must be one of its thresholds."""
    thresholds = list(counts.thresholds)
    tau = options.get("threshold")
    if tau is None:
        tau = thresholds[0]
    elif tau not in thresholds:
        raise ValueError(
            f"threshold: expected one of the report's thresholds {thresholds}, got {tau}"
        )
    return {**options, "threshold": tau}


def values(counts: harmful.HarmfulCounts) -> dict:
    """The score threshold: one of the report's."""
    return {"threshold": [number_text(t) for t in counts.thresholds]}


def _type_rates(counts, level):
    totals = counts.group_counts[:, None, None]
    return wilson_interval(counts.type_hits, np.broadcast_to(totals, counts.type_hits.shape), level)


def _label_tests(counts, level, q):
    """Per harmful label, each group's rate (Wilson) and the chi-square test that every
    group with images shares one rate (Benjamini-Hochberg over the labels, per threshold)."""
    labels = harmful.label_rates(counts)
    label_totals = np.broadcast_to(counts.group_counts[:, None, None], labels.hits.shape)
    label_rate = wilson_interval(labels.hits, label_totals, level)
    # (H * K, G) rows for the test: per label and threshold, across the groups.
    hits = np.moveaxis(labels.hits, 0, -1).reshape(-1, labels.hits.shape[0])
    n = np.moveaxis(label_totals, 0, -1).reshape(hits.shape)
    p_value = homogeneity_p_value(hits, n, n > 0).reshape(labels.hits.shape[1:])  # (H, K)
    significant = (
        np.stack([benjamini_hochberg(p_value[:, k], q) for k in range(p_value.shape[1])], axis=1)
        if p_value.size
        else np.zeros(p_value.shape, dtype=bool)
    )
    return labels, label_rate, p_value, significant


def rates_table(counts, options) -> Table:
    """The hit rate of each counted label type per group at the threshold, with Wilson
    intervals; rows type by type."""
    k = list(counts.thresholds).index(options["threshold"])
    rate = _type_rates(counts, options["level"])
    G, J = len(counts.group_names), len(harmful.COUNTED_TYPES)
    n = np.broadcast_to(counts.group_counts[:, None], (G, J))
    flat = cells(
        counts.group_names,
        harmful.COUNTED_TYPES,
        "group",
        "class",
        {
            "n": n,
            "value": rate.estimate[:, :, k],
            "lower": rate.lower[:, :, k],
            "upper": rate.upper[:, :, k],
        },
        by_column=True,
    )
    head = {"n": counts.n, "threshold": options["threshold"], "level": options["level"]}
    return Table({c: flat[c] for c in RATE_COLUMNS}, head)


def labels_table(counts, options) -> Table:
    """Each harmful label's rate per group at the threshold, its gap to the mean of the
    other groups, and the test that all groups share one rate (BH over the labels)."""
    k = list(counts.thresholds).index(options["threshold"])
    labels, rate, p_value, significant = _label_tests(counts, options["level"], options["fdr"])
    G, H = len(counts.group_names), len(labels.label)
    per_label = {
        name: np.broadcast_to(np.asarray(v)[:, None], (H, G))
        for name, v in (
            ("type", np.asarray(labels.label_type, dtype=object)),
            ("p_value", p_value[:, k]),
            ("significant", significant[:, k]),
        )
    }
    flat = cells(
        list(labels.label),
        counts.group_names,
        "label",
        "group",
        {
            **per_label,
            "n": np.broadcast_to(counts.group_counts[None, :], (H, G)),
            "hits": labels.hits[:, :, k].T,
            "rate": labels.rate[:, :, k].T,
            "lower": rate.lower[:, :, k].T,
            "upper": rate.upper[:, :, k].T,
            "gap": labels.gap[:, :, k].T,
        },
    )
    head = {
        "n": counts.n,
        "threshold": options["threshold"],
        "level": options["level"],
        "fdr": options["fdr"],
    }
    return Table({c: flat[c] for c in LABEL_COLUMNS}, head)


# What compare judges per harmful label: the spread of its rate over the groups.
BIAS = (
    bias.spread(labels_table, "label", "rate", "rate spread")
    .with_detail(bias.rows_of(labels_table, "label"), LABEL_FORMATS)
    .with_groups(bias.groups_of(bias.rows_of(labels_table, "label"), "hit rate", value="rate"))
    .with_format("points")
)


def _view_cells(counts, options) -> int:
    """The numbers the view holds: 4 per group x type x threshold, and per harmful label
    6 per group x threshold and 5 per threshold."""
    G, H, K = len(counts.group_names), len(counts.label_names), len(counts.thresholds)
    return K * (4 * G * len(harmful.COUNTED_TYPES) + H * (6 * G + 5))


def view(counts, options) -> dict:
    """Hit rates per group x type x threshold with Wilson intervals, and per harmful label
    the prediction rate by group with its gap to the other groups, the spread over the
    groups (the bias compare judges) and the test across groups."""
    rate = _type_rates(counts, options["level"])
    labels, label_rate, p_value, significant = _label_tests(
        counts, options["level"], options["fdr"]
    )
    # Each label's bias at every threshold, as compare and the drill-down judge it: the
    # spread of its rate over the groups, with the interval that holds whichever groups
    # are the extremes.
    spread = np.full((3, len(labels.label), len(counts.thresholds)), np.nan)
    for k, tau in enumerate(counts.thresholds):
        rows = BIAS.rows(counts, {**options, "threshold": tau})
        at = {key: i for i, key in enumerate(rows.keys)}
        for h, name in enumerate(labels.label):
            if name in at:
                i = at[name]
                spread[:, h, k] = rows.bias[i], rows.lower[i], rows.upper[i]
    return {
        "n": counts.n,
        "level": options["level"],
        "groups": list(counts.group_names),
        "group_counts": counts.group_counts.tolist(),
        "types": list(harmful.COUNTED_TYPES),
        "harmful_types": list(harmful.HARMFUL_TYPES),
        "thresholds": list(counts.thresholds),
        "hits": counts.type_hits.tolist(),
        "hit_rate": json_floats(rate.estimate),
        "lower": json_floats(rate.lower),
        "upper": json_floats(rate.upper),
        "fdr": options["fdr"],
        "labels": [
            {
                "label": name,
                "type": kind,
                "rate": json_floats(labels.rate[:, h]),
                "gap": json_floats(labels.gap[:, h]),
                "spread": json_floats(spread[0, h]),
                "spread_lower": json_floats(spread[1, h]),
                "spread_upper": json_floats(spread[2, h]),
                "rate_lower": json_floats(label_rate.lower[:, h]),
                "rate_upper": json_floats(label_rate.upper[:, h]),
                "p_value": json_floats(p_value[h]),
                "significant": significant[h].tolist(),
                "hits": labels.hits[:, h].tolist(),
            }
            for h, (name, kind) in enumerate(zip(labels.label, labels.label_type))
        ],
    }


def headline(counts, options) -> Headline:
    """The highest harmful hit rate over groups and the gap to the lowest, with intervals
    that hold for every group at once (Bonferroni, then selection)."""
    k = list(counts.thresholds).index(options["threshold"])
    t = list(harmful.COUNTED_TYPES).index("harmful")
    G = len(counts.group_names)
    rates = _type_rates(counts, options["level"]).estimate[:, t, k]
    rates = np.where(np.isfinite(rates), rates, np.nan)
    wide = _type_rates(counts, selection.bonferroni_level(options["level"], G))
    lo, hi = wide.lower[:, t, k], wide.upper[:, t, k]
    finite = rates[np.isfinite(rates)]
    max_rate: float | None = None
    gap: float | None = None
    if finite.size:
        max_rate = float(finite.max())
        gap = max_rate - float(finite.min())
    return Headline(
        {"max_harmful_rate": max_rate, "harmful_rate_gap": gap},
        {
            "max_harmful_rate": [json_float(x) for x in selection.highest(rates, lo, hi)],
            "harmful_rate_gap": [json_float(x) for x in selection.spread(rates, lo, hi)],
        },
    )


KIND = Kind(
    name=codec.NAME,
    title="harmful label association",
    version=codec.VERSION,
    counts_type=harmful.HarmfulCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(
        TableSpec(
            "rates",
            "Hit rate per label type x group",
            RATE_COLUMNS,
            rates_table,
            RATES_FORMATS,
            rows=lambda counts, options: len(counts.group_names) * len(harmful.COUNTED_TYPES),
        ),
        TableSpec(
            "labels",
            "Harmful labels' rates per group",
            LABEL_COLUMNS,
            labels_table,
            LABEL_FORMATS,
            rows=lambda counts, options: len(counts.label_names) * len(counts.group_names),
        ),
    ),
    views=(View("", view, cells=_view_cells),),
    bias=BIAS,
    headline=headline,
    values=values,
    headlines=(
        HeadlineInfo(
            "max_harmful_rate",
            "Highest harmful hit rate",
            "The highest share, over groups, of images with a harmful label among their top 5.",
            "percent",
            "lower",
        ),
        HeadlineInfo(
            "harmful_rate_gap",
            "Harmful hit-rate spread",
            "The highest minus the lowest harmful hit rate over groups.",
            "points",
            "lower",
            role="bias",
        ),
    ),
    resolve=resolve,
    writing=WRITING,
)
