"""Model versus model, step versus step, and trends over steps, for every report kind.

Each kind declares, in :data:`KINDS`, how a report becomes keyed rows (the value a user
compares: a gap, a recall, a Cramer's V, ...) and a few headline numbers. Both are read off
the same table functions the routes and the export use, so a diff row equals the
difference of two exports. A kind added later plugs in with one entry here.
"""
from __future__ import annotations

import warnings
from typing import Callable, Dict, NamedTuple, Optional

import numpy as np

from tb_fairness.metrics import associations, groups, selection, skew
from tb_fairness.metrics.intervals import wilson_interval
from tb_fairness.metrics.counts import resolve_min_count
from tb_fairness.plugin import tables
from tb_fairness.reports import metadata


class Rows(NamedTuple):
    keys: list  # str: label, class, or "class|group"
    values: object  # list of float or None, or a float array with nan where undefined
    lower: Optional[object]  # interval, where the kind has one (same forms)
    upper: Optional[object]


class Headline(NamedTuple):
    values: Dict[str, Optional[float]]
    # [lower, upper] per value at the options' level (None where undefined); a name
    # without an entry has no interval (a count).
    intervals: Dict[str, list]


DEFAULT_LEVEL = 0.95


class Kind(NamedTuple):
    value_name: str  # what the compared value is, for the UI
    rows: Callable[[object, dict], Rows]
    headline: Callable[[object, dict], Headline]
    options: Callable[[Callable[[str], Optional[str]]], dict]  # parse options by name


def _finite(values) -> np.ndarray:
    return np.array([v for v in values if v is not None], dtype=np.float64)


def _max(values) -> Optional[float]:
    v = _finite(values)
    return float(v.max()) if v.size else None


def _min(values) -> Optional[float]:
    v = _finite(values)
    return float(v.min()) if v.size else None


def _pair(interval) -> list:
    """An interval as [lower, upper] with None for an undefined end."""
    return [tables.json_float(x) for x in interval]


def _number(get, name, default, convert=float):
    value = get(name)
    if value is None or value == "":
        return default
    try:
        return convert(value)
    except ValueError:
        raise ValueError(f"{name}: expected a number, got {value!r}") from None


# --- label associations --------------------------------------------------------------------

def _association_options(get) -> dict:
    metric = get("metric") or associations.DEFAULT_METRIC
    if metric not in associations.METRICS:
        raise ValueError(f"metric: expected one of {', '.join(associations.METRICS)}, "
                         f"got {metric!r}")
    return {"metric": metric, "a": get("a") or None, "b": get("b") or None,
            "gap_threshold": _number(get, "gap_threshold", 0.1),
            "min_count": _number(get, "min_count", None, int)}


def _association_args(counts, options) -> dict:
    """Identity a (default: the first) and min_count (asked for, else the writer's)."""
    return {"a": options["a"] or counts.identity_names[0], "b": options["b"],
            "min_count": resolve_min_count(options["min_count"], counts,
                                           associations.DEFAULT_MIN_COUNT),
            "level": options["level"]}


def _gap_table(counts, options):
    # The numpy table behind tables.association_table: no JSON lists on this hot path.
    return associations.gap_table(counts, options["metric"], **_association_args(counts, options))


def _association_rows(counts, options) -> Rows:
    table = _gap_table(counts, options)
    gaps = np.where(np.isfinite(table.gap), table.gap, np.nan)  # infinities: no delta
    return Rows(table.label.tolist(), gaps, table.lower, table.upper)


def _association_headline(counts, options) -> Headline:
    # Insufficient rows (rare labels) are left out: their gaps are mostly noise.
    r = associations.largest_gap(counts, options["metric"], threshold=options["gap_threshold"],
                                 **_association_args(counts, options))
    return Headline({"max_abs_gap": tables.json_float(r.value),
                     "labels_above_threshold": r.above},
                    {"max_abs_gap": _pair((r.lower, r.upper))})


# --- SkewSize ------------------------------------------------------------------------------

def _skew_options(get) -> dict:
    return {"mev": _number(get, "mev", 5.0)}


def _skew_rows(counts, options) -> Rows:
    cols = tables.skew_table(counts, options["mev"], level=options["level"])["columns"]
    return Rows(cols["class"], cols["cramers_v"], cols["lower"], cols["upper"])


def _skew_headline(counts, options) -> Headline:
    level = options["level"]
    model = tables.skew_table(counts, options["mev"], level=level)["model"]
    acc = skew.accuracy_by_group(counts)
    n = acc.pooled_group_n
    wilson = wilson_interval(acc.group_correct.sum(axis=0), n,
                             selection.bonferroni_level(level, np.sum(n > 0)))
    low, high = wilson.low, wilson.high
    values = {"skew_size": model["skew_size"],
              "worst_group_accuracy": model["worst_group_accuracy"],
              "overall_accuracy": model["overall_accuracy"]}
    return Headline(values, {
        "skew_size": model["skew_size_interval"] or [None, None],
        "worst_group_accuracy": _pair(selection.lowest(acc.pooled_group_accuracy, low, high)),
        "overall_accuracy": model["overall_accuracy_interval"]})


# --- per-group recall and detection recall -------------------------------------------------

def _group_options(get) -> dict:
    metric = get("metric") or "recall"
    grouping = get("grouping")
    return {"metric": metric,
            "grouping": tuple(grouping.split(groups.GROUP_SEPARATOR)) if grouping else None,
            "min_count": _number(get, "min_count", None, int)}  # None: _min_count


def _cells(table, value, lower, upper) -> Rows:
    keys, values, lo, hi = [], [], [], []
    for i, k in enumerate(table["classes"]):
        for j, g in enumerate(table["groups"]):
            keys.append(f"{k}|{g}")
            values.append(table[value][i][j])
            lo.append(table[lower][i][j])
            hi.append(table[upper][i][j])
    return Rows(keys, values, lo, hi)


def _cell_min_count(counts, options) -> int:
    """People per cell: asked for, else the writer's, else the FACET paper's 50."""
    return resolve_min_count(options["min_count"], counts, groups.DEFAULT_MIN_COUNT)


def _group_table(counts, options, level=None):
    if options["metric"] not in groups.METRICS:
        raise ValueError(f"metric: expected one of {', '.join(groups.METRICS)}, "
                         f"got {options['metric']!r}")
    return tables.group_table(counts, options["metric"], options["grouping"],
                              _cell_min_count(counts, options), level=level or options["level"])


def _group_rows(counts, options) -> Rows:
    return _cells(_group_table(counts, options), "value", "lower", "upper")


def _grid(table, key) -> np.ndarray:
    return np.array([[np.nan if v is None else v for v in row] for row in table[key]],
                    dtype=np.float64).reshape(len(table["classes"]), len(table["groups"]))


def _spread_headline(table, keys, simultaneous) -> Headline:
    """Worst group (lowest macro average over classes) and largest per-class spread.

    ``simultaneous`` is the same table with every cell's interval at the Bonferroni level:
    the macro average of the lower (upper) ends bounds that of the truths whenever all
    cells cover, and so do the spreads of a class's cells.
    """
    value_key, lower_key, upper_key = keys
    values = _grid(table, value_key)
    with np.errstate(all="ignore"), warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # all-nan rows and columns
        macro = np.nanmean(values, axis=0) if values.size else np.array([])
        spread = np.nanmax(values, axis=1) - np.nanmin(values, axis=1) if values.size else \
            np.array([])
        fin_macro, fin_spread = macro[np.isfinite(macro)], spread[np.isfinite(spread)]
        out = {"worst_group_value": float(fin_macro.min()) if fin_macro.size else None,
               "largest_disparity": float(fin_spread.max()) if fin_spread.size else None}
        lo, hi = _grid(simultaneous, lower_key), _grid(simultaneous, upper_key)
        defined = ~np.isnan(values)
        lo, hi = np.where(defined, lo, np.nan), np.where(defined, hi, np.nan)
        worst = selection.lowest(macro, np.nanmean(lo, axis=0), np.nanmean(hi, axis=0)) \
            if values.size else (np.nan, np.nan)
        pairs = [selection.spread(values[k], lo[k], hi[k]) for k in range(values.shape[0])]
        largest = selection.highest(spread, [p[0] for p in pairs], [p[1] for p in pairs]) \
            if pairs else (np.nan, np.nan)
    return Headline(out, {"worst_group_value": _pair(worst),
                          "largest_disparity": _pair(largest)})


def _cells_level(table, key, level) -> float:
    return selection.bonferroni_level(level, int(np.sum(~np.isnan(_grid(table, key)))))


def _group_headline(counts, options) -> Headline:
    table = _group_table(counts, options)
    simultaneous = _group_table(counts, options, level=_cells_level(table, "value", options["level"]))
    return _spread_headline(table, ("value", "lower", "upper"), simultaneous)


def _detection_table(counts, options, level=None):
    return tables.detection_table(counts, options["grouping"], _cell_min_count(counts, options),
                                  level=level or options["level"])


def _detection_rows(counts, options) -> Rows:
    return _cells(_detection_table(counts, options), "mar", "mar_lower", "mar_upper")


def _detection_headline(counts, options) -> Headline:
    table = _detection_table(counts, options)
    simultaneous = _detection_table(counts, options, level=_cells_level(table, "mar", options["level"]))
    return _spread_headline(table, ("mar", "mar_lower", "mar_upper"), simultaneous)


# --- the visual indicators -----------------------------------------------------------------

def _harmful_options(get) -> dict:
    return {"threshold": _number(get, "threshold", None)}


def _harmful_index(table, options) -> int:
    tau = options["threshold"]
    if tau is None:
        return 0
    if tau not in table["thresholds"]:
        raise ValueError(f"threshold: expected one of {table['thresholds']}, got {tau}")
    return table["thresholds"].index(tau)


def _harmful_rows(counts, options) -> Rows:
    table = tables.harmful_table(counts, level=options["level"])
    k = _harmful_index(table, options)
    keys, values, lo, hi = [], [], [], []
    for j, kind in enumerate(table["types"]):
        for i, g in enumerate(table["groups"]):
            keys.append(f"{kind}|{g}")
            values.append(table["hit_rate"][i][j][k])
            lo.append(table["lower"][i][j][k])
            hi.append(table["upper"][i][j][k])
    return Rows(keys, values, lo, hi)


def _harmful_headline(counts, options) -> Headline:
    table = tables.harmful_table(counts)
    k = _harmful_index(table, options)
    G, t = len(table["groups"]), table["types"].index("harmful")
    harmful = [table["hit_rate"][i][t][k] for i in range(G)]
    high, low = _max(harmful), _min(harmful)
    values = {"max_harmful_rate": high,
              "harmful_rate_gap": None if high is None or low is None else high - low}
    # Every group's Wilson interval at once.
    wide = tables.harmful_table(counts, level=selection.bonferroni_level(options["level"], G))
    lo, hi = _floats([wide["lower"][i][t][k] for i in range(G)]), \
        _floats([wide["upper"][i][t][k] for i in range(G)])
    rates = _floats(harmful)
    return Headline(values, {"max_harmful_rate": _pair(selection.highest(rates, lo, hi)),
                             "harmful_rate_gap": _pair(selection.spread(rates, lo, hi))})


def _geo_options(get) -> dict:
    return {"by": get("by") or "income", "resamples": _number(get, "resamples", 200, int)}


def _geo_rows(counts, options) -> Rows:
    table = tables.geodiversity_table(counts, options["by"], options["resamples"],
                                      level=options["level"])
    return Rows(table["groups"], table["score"], table["lower"], table["upper"])


def _geo_headline(counts, options) -> Headline:
    table = tables.geodiversity_table(counts, options["by"], options["resamples"])
    scores = _floats(table["score"])
    worst, best = _min(table["score"]), _max(table["score"])
    values = {"worst_group_score": worst,
              "score_gap": None if worst is None or best is None else best - worst}
    wide = tables.geodiversity_table(
        counts, options["by"], options["resamples"],
        level=selection.bonferroni_level(options["level"], int(np.isfinite(scores).sum())))
    lo, hi = _floats(wide["lower"]), _floats(wide["upper"])
    return Headline(values, {"worst_group_score": _pair(selection.lowest(scores, lo, hi)),
                             "score_gap": _pair(selection.spread(scores, lo, hi))})


def _retrieval_rows(counts, options) -> Rows:
    table = tables.retrieval_table(counts, level=options["level"])
    keys, values, lo, hi = [], [], [], []
    for j, k in enumerate(table["ks"]):
        for i, g in enumerate(table["groups"]):
            keys.append(f"P@{k}|{g}")
            values.append(table["precision"][i][j])
            lo.append(table["lower"][i][j])
            hi.append(table["upper"][i][j])
    return Rows(keys, values, lo, hi)


def _retrieval_headline(counts, options) -> Headline:
    table = tables.retrieval_table(counts)
    precision = [row[-1] for row in table["precision"]]
    worst, best = _min(precision), _max(precision)
    values = {"worst_group_precision": worst,
              "precision_gap": None if worst is None or best is None else best - worst}
    last = _floats(precision)
    wide = tables.retrieval_table(
        counts, level=selection.bonferroni_level(options["level"], int(np.isfinite(last).sum())))
    lo, hi = _floats([row[-1] for row in wide["lower"]]), _floats([row[-1] for row in wide["upper"]])
    return Headline(values, {"worst_group_precision": _pair(selection.lowest(last, lo, hi)),
                             "precision_gap": _pair(selection.spread(last, lo, hi))})


KINDS: Dict[str, Kind] = {
    metadata.LABEL_ASSOCIATIONS: Kind("gap", _association_rows, _association_headline,
                                      _association_options),
    metadata.SKEW_SIZE: Kind("cramers_v", _skew_rows, _skew_headline, _skew_options),
    metadata.GROUP_METRICS: Kind("rate", _group_rows, _group_headline, _group_options),
    metadata.DETECTION_RECALL: Kind("mar", _detection_rows, _detection_headline,
                                    _group_options),
    metadata.HARMFUL_LABEL_ASSOCIATION: Kind("hit_rate", _harmful_rows, _harmful_headline,
                                             _harmful_options),
    metadata.GEODIVERSITY: Kind("score", _geo_rows, _geo_headline, _geo_options),
    metadata.RETRIEVAL_PRECISION: Kind("precision", _retrieval_rows, _retrieval_headline,
                                       lambda get: {}),
}


def _floats(values) -> np.ndarray:
    """A float array with nan for None (JSON tables) or non-finite values."""
    if isinstance(values, np.ndarray):
        out = values.astype(np.float64)
    else:
        out = np.array([np.nan if v is None else v for v in values], dtype=np.float64)
    out[~np.isfinite(out)] = np.nan
    return out


def _ranks(values: np.ndarray) -> np.ndarray:
    """1 for the largest value, 2 for the next...; 0 where the value is undefined (nan)."""
    order = np.argsort(-values, kind="stable")  # nan last
    ranks = np.empty(values.size, dtype=np.int64)
    ranks[order] = np.arange(1, values.size + 1)
    ranks[np.isnan(values)] = 0
    return ranks


def _json_ints(values: np.ndarray) -> list:
    """Positive ints, None where 0 (no rank)."""
    out = values.astype(object)
    out[values == 0] = None
    return out.tolist()


def _aligned(rows: Rows, pos: np.ndarray):
    """One side's values, ranks and interval at each key (``pos``: its row there, or -1);
    nan (rank 0) where the side has no such row."""
    present, at = pos >= 0, np.maximum(pos, 0)

    def take(column):
        values = _floats(column)
        return np.where(present, values[at], np.nan) if values.size else \
            np.full(pos.size, np.nan)

    ranks = _ranks(_floats(rows.values))
    rank = np.where(present, ranks[at], 0) if ranks.size else np.zeros(pos.size, np.int64)
    if rows.lower is None:
        return take(rows.values), rank, None, None
    return take(rows.values), rank, take(rows.lower), take(rows.upper)


def diff(kind: str, counts_a, counts_b, options: dict) -> dict:
    """Rows of two reports aligned by key, with values, delta and ranks; delta descending."""
    spec = KINDS[kind]
    a, b = spec.rows(counts_a, options), spec.rows(counts_b, options)
    index_b = {k: i for i, k in enumerate(b.keys)}
    in_a = set(a.keys)
    keys = list(a.keys) + [k for k in b.keys if k not in in_a]
    pos_a = np.concatenate([np.arange(len(a.keys)), np.full(len(keys) - len(a.keys), -1)])
    pos_b = np.fromiter((index_b.get(k, -1) for k in keys), dtype=np.int64, count=len(keys))
    va, ra, la, ua = _aligned(a, pos_a)
    vb, rb, lb, ub = _aligned(b, pos_b)
    delta = vb - va
    ranked = (ra > 0) & (rb > 0)
    movement = np.where(ranked, ra - rb, None).astype(object)
    presence = np.where((pos_a >= 0) & (pos_b >= 0), "both", np.where(pos_a >= 0, "a", "b"))
    has_intervals = la is not None and lb is not None
    if has_intervals:
        # Moved by more than its uncertainty: the two intervals do not overlap.
        known = ~(np.isnan(la) | np.isnan(ua) | np.isnan(lb) | np.isnan(ub))
        apart = known & ((ub < la) | (lb > ua))
        beyond = np.where(known, apart, None).astype(object)
    else:
        beyond = np.full(len(keys), None, dtype=object)
    order = np.argsort(-delta, kind="stable")  # nan last
    columns = {
        "key": [keys[i] for i in order],
        "value_a": tables.json_floats(va[order]),
        "value_b": tables.json_floats(vb[order]),
        "delta": tables.json_floats(delta[order]),
        "rank_a": _json_ints(ra[order]),
        "rank_b": _json_ints(rb[order]),
        "movement": [None if m is None else int(m) for m in movement[order]],
        "presence": presence[order].tolist(),
        "beyond_uncertainty": [None if x is None else bool(x) for x in beyond[order]],
    }
    return {
        "kind": kind,
        "value": spec.value_name,
        "rows": len(keys),
        "columns": columns,
        "moved_beyond_uncertainty": int(np.sum(apart)) if has_intervals else None,
        "only_in_a": int(np.sum(presence == "a")),
        "only_in_b": int(np.sum(presence == "b")),
    }


def headline(kind: str, counts, options: dict) -> Headline:
    """The kind's headline numbers and their intervals at the options' level (selections:
    conservative, see metrics/selection.py)."""
    return KINDS[kind].headline(counts, options)


def parse_options(kind: str, get: Callable[[str], Optional[str]]) -> dict:
    """The kind's options, read by name with ``get`` (a request's args, the CLI's), and
    ``level``, the intervals' confidence level, which every kind takes."""
    level = _number(get, "level", DEFAULT_LEVEL)
    if not 0.5 <= level < 1:
        raise ValueError(f"level: expected a confidence level in [0.5, 1), got {level!r}")
    return {**KINDS[kind].options(get), "level": level}
