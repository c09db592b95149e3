"""Label associations (Aka et al. 2021): every label ranked by its association gap between
two identities, or one identity and the rest."""

from __future__ import annotations

import numpy as np

from tb_fairness.kinds import bias
from tb_fairness.kinds.grouping import underpowered_states
from tb_fairness.kinds.kind import Headline, HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.label_associations import codec, window, window_charts
from tb_fairness.kinds.label_associations.writing import WRITING
from tb_fairness.kinds.options import COMMON, MAX_INT, POWER_OPTIONS, Option
from tb_fairness.kinds.table import Table, json_float
from tb_fairness.metrics import associations, power
from tb_fairness.metrics.counts import AssociationCounts, resolve_min_count
from tb_fairness.metrics.intervals import wilson_interval

COLUMNS = (
    "label",
    "count",
    "count_a",
    "count_b",
    "value_a",
    "value_b",
    "gap",
    "lower",
    "upper",
    "p_value",
    "significant",
    "insufficient",
    "mde",
    "more_examples",
)
_VALUE_COLUMNS = ("value_a", "value_b", "gap")
# The gap and its interval read as the bias does (points for dp, a difference of rates).
FORMATS = {
    "count": "count",
    "count_a": "count",
    "count_b": "count",
    "gap": "bias",
    "lower": "bias",
    "upper": "bias",
    "p_value": "p",
    "mde": "bias",
    "more_examples": "count",
}
DETAIL_FORMATS = {
    "count": "count",
    "count_label": "count",
    "rate": "percent",
    "lower": "percent",
    "upper": "percent",
}

OPTIONS = (
    Option(
        "metric",
        "choice",
        associations.DEFAULT_METRIC,
        "the association metric",
        choices=tuple(associations.METRICS),
        title="Metric",
    ),
    Option(
        "a", "str", None, "identity A (default: the report's first identity)", title="Identity A"
    ),
    Option(
        "b",
        "str",
        None,
        "identity B (default: none, A against the mean of the rest)",
        title="Identity B",
    ),
    Option(
        "rank_by",
        "choice",
        "signed",
        "sort by the signed gap, or by its interval's end nearest zero (bound)",
        choices=tuple(associations.RANK_BY),
        title="Rank by",
        used_by=("view",),
    ),
    Option(
        "min_count",
        "int",
        None,
        "labels or identities seen fewer times are insufficient "
        f"(default: the writer's, else {associations.DEFAULT_MIN_COUNT})",
        minimum=0,
        maximum=MAX_INT,
        title="Min count",
    ),
    Option(
        "gap_threshold",
        "float",
        0.1,
        "trend: count the labels whose |gap| is above this",
        minimum=0,
        maximum=1e6,
        title="Gap threshold",
        used_by=("headline",),  # only the count of labels above it
    ),
    *COMMON,
    *POWER_OPTIONS,
)


def resolve(counts: AssociationCounts, options: dict) -> dict:
    """Identity A defaults to the report's first; B, with two identities, to the other
    (else the rest); min_count to the writer's, else 10."""
    a = options.get("a") or counts.identity_names[0]
    b = options.get("b") or None
    others = [x for x in counts.identity_names if x != a]
    if b is None and len(counts.identity_names) == 2 and len(others) == 1:
        b = others[0]  # the same gap as one-vs-rest, named for what it is
    return {
        **options,
        "a": a,
        "b": b,
        "min_count": resolve_min_count(
            options.get("min_count"), counts, associations.DEFAULT_MIN_COUNT
        ),
    }


def values(counts: AssociationCounts) -> dict:
    """Identities A and B: the report's identities."""
    names = list(counts.identity_names)
    return {"a": names, "b": names}


def gap_table(counts: AssociationCounts, options: dict) -> associations.GapTable:
    return associations.gap_table(
        counts,
        options["metric"],
        a=options["a"],
        b=options["b"],
        level=options["level"],
        q=options["fdr"],
        min_count=options["min_count"],
        rank_by=options["rank_by"],
    )


def _power(counts: AssociationCounts, t: associations.GapTable, options: dict) -> power.Power:
    """Each gap's test (delta method, a Wald test): the smallest gap it detects in the
    metric's unit, how many more examples the report would need (every identity growing in
    proportion) to see ``min_gap``, whether it is underpowered."""
    return power.wald(
        t.se,
        0.0,
        np.full(len(t.se), counts.n),
        t.significant,
        level=options["level"],
        power=options["power"],
        min_gap=options["min_gap"],
    )


def _columns(counts: AssociationCounts, t: associations.GapTable, options: dict) -> dict:
    """The ranked table's columns, with each test's power."""
    pw = _power(counts, t, options)
    columns = {name: getattr(t, name) for name in COLUMNS if hasattr(t, name)}
    columns.update(mde=pw.mde, more_examples=pw.more, underpowered=pw.underpowered)
    return columns


def _rows(counts: AssociationCounts, options: dict) -> int:
    return len(counts.label_names)


def gaps(counts: AssociationCounts, options: dict) -> Table:
    """The ranked-gap table: one row per label, gap (or bound) descending, with each
    test's power."""
    t = gap_table(counts, options)
    columns = _columns(counts, t, options)
    underpowered = columns.pop("underpowered")
    head = {
        "metric": t.metric,
        "a": t.a,
        "b": t.b,
        "b_label": t.b if t.b is not None else "rest",
        "n": counts.n,
        "level": options["level"],
        "fdr": options["fdr"],
        "min_count": options["min_count"],
        "rank_by": options["rank_by"],
        "overlap_known": t.overlap_known,
        "power": options["power"],
        "min_gap": options["min_gap"],
    }
    states = {name: associations.value_states(getattr(t, name)) for name in _VALUE_COLUMNS}
    states["significant"] = underpowered_states(underpowered)
    return Table(columns, head, states)


def detail(counts: AssociationCounts, options: dict, key: str) -> Table:
    """Label ``key`` per identity: c(x), c(x, y), the share p(y | x) with its Wilson interval
    at the level, and the metric A(x, y)."""
    try:
        y = counts.label_names.index(key)
    except ValueError:
        raise ValueError(f"key: no label {key!r} in this report") from None
    c_x = np.asarray(counts.identity_counts, dtype=np.int64)
    c_xy = np.asarray(counts.joint_counts[:, y], dtype=np.int64)
    share = wilson_interval(c_xy, c_x, options["level"])
    with np.errstate(divide="ignore", invalid="ignore"):
        value = associations.association(
            options["metric"], counts.n, c_x, int(counts.label_counts[y]), c_xy
        )
    columns = {
        "identity": np.asarray(counts.identity_names, dtype=object),
        "count": c_x,
        "count_label": c_xy,
        "rate": share.estimate,
        "lower": share.lower,
        "upper": share.upper,
        "value": np.asarray(value, dtype=np.float64),
    }
    head = {"label": key, "count": int(counts.label_counts[y]), "n": counts.n}
    return Table(columns, head, {"value": associations.value_states(columns["value"])})


def metric_list() -> list:
    return [
        {
            "name": name,
            "title": associations.METRIC_TITLES[name],
            "range": associations.METRIC_RANGES[name],
        }
        for name in associations.METRICS
    ]


# What sets a ranked table apart (the window's options only choose its rows).
_TABLE_OPTIONS = ("metric", "a", "b", "level", "fdr", "min_count", "rank_by", "power", "min_gap")


def view(counts: AssociationCounts, options: dict) -> dict:
    """The view's payload: the ranked table, or past ``max_rows`` rows the window of it
    the options choose (window.py)."""
    key = tuple(options[name] for name in _TABLE_OPTIONS)
    if window.windowed(_rows(counts, options), options):
        table = window.TABLES.get(counts, key, lambda: _table(counts, options))
        return table.window(options)
    # The tab asks for the whole table right after its first window: the one kept then.
    kept = window.TABLES.kept(counts, key)
    body = _table(counts, options) if kept is None else kept.whole()
    body["columns"]["label"] = body["columns"]["label"].tolist()
    body["states"] = {name: states.tolist() for name, states in body["states"].items()}
    return body


def _view_cells(counts: AssociationCounts, options: dict) -> int:
    """Every column, its bound, underpowered, the row and the value columns' states, per
    label of the table or of its window."""
    rows = _rows(counts, options)
    if window.windowed(rows, options):
        rows = min(rows, options["limit"])
    return (len(COLUMNS) + 3 + len(_VALUE_COLUMNS)) * rows


def _table(counts: AssociationCounts, options: dict) -> dict:
    """The ranked table's columns and states (numpy arrays: the route's orjson writes
    floats with null where not finite; the labels and states are objects, lists for it)
    and what the view's controls need."""
    t = gap_table(counts, options)
    columns = {**_columns(counts, t, options), "bound": t.bound}
    columns["label"] = np.asarray(t.label, dtype=object)
    index = counts.identity_label_index
    return {
        "metric": t.metric,
        "a": t.a,
        "b": t.b,
        "b_label": t.b if t.b is not None else "rest",
        "n": counts.n,
        "identities": [
            {"name": name, "count": int(count), "is_label": bool(index[i] >= 0)}
            for i, (name, count) in enumerate(zip(counts.identity_names, counts.identity_counts))
        ],
        "excluded_labels": [counts.label_names[i] for i in index if i >= 0],
        "metrics": metric_list(),
        "rows": len(t.label),
        "columns": columns,
        "states": {name: associations.value_states(getattr(t, name)) for name in _VALUE_COLUMNS},
        "level": options["level"],
        "fdr": options["fdr"],
        "min_count": options["min_count"],
        "rank_by": options["rank_by"],
        "overlap_known": t.overlap_known,
        "significant": int(t.significant.sum()),
        "insufficient": int(t.insufficient.sum()),
        "underpowered": int(columns["underpowered"].sum()),
        "power": options["power"],
        "min_gap": options["min_gap"],
        # The whiskers' domain and the legend's counts: what the tab would scan every row for.
        **window_charts.summary(columns),
    }


def headline(counts: AssociationCounts, options: dict) -> Headline:
    # Insufficient rows (rare labels) are left out: their gaps are mostly noise.
    r = associations.largest_gap(
        counts,
        options["metric"],
        a=options["a"],
        b=options["b"],
        min_count=options["min_count"],
        threshold=options["gap_threshold"],
        level=options["level"],
    )
    # No label with enough examples: both numbers are undefined (a count of 0 would claim
    # that no label is above the threshold).
    above = r.above if r.sufficient else None
    excluded = {"max_abs_gap": r.insufficient, "labels_above_threshold": r.insufficient}
    return Headline(
        {"max_abs_gap": json_float(r.value), "labels_above_threshold": above},
        {"max_abs_gap": [json_float(r.lower), json_float(r.upper)]},
        excluded,
    )


KIND = Kind(
    name=codec.NAME,
    title="label-association",
    version=codec.VERSION,
    counts_type=AssociationCounts,
    encode=codec.encode,
    decode=codec.decode,
    options=OPTIONS,
    tables=(TableSpec("gaps", "Labels ranked by gap", COLUMNS, gaps, FORMATS, rows=_rows),),
    views=(View("", view, options=window.OPTIONS, cells=_view_cells, narrow=("max_rows",)),),
    bias=bias.absolute(gaps, "label", "gap", "|gap|", insufficient="insufficient")
    .with_detail(detail, DETAIL_FORMATS)
    .with_groups(
        bias.groups_of(
            detail,
            lambda o, key: f"share with {key}",
            group="identity",
            value="rate",
            n="count",
        )
    )
    .with_format(lambda options: "points" if options.get("metric") == "dp" else "value"),
    headline=headline,
    headlines=(
        HeadlineInfo(
            "max_abs_gap",
            "Largest |gap|",
            "The largest absolute gap between identity A and B (or the rest), over "
            "the labels with enough examples.",
            "bias",
            "lower",
            role="bias",
        ),
        HeadlineInfo(
            "labels_above_threshold",
            "Labels above the gap threshold",
            "How many labels with enough examples have an absolute gap above the gap threshold.",
            "count",
            "lower",
        ),
    ),
    resolve=resolve,
    values=values,
    writing=WRITING,
)
