"""The binary kind's tables of groups: the metric per group x threshold (``cells``, with
ratios to a baseline: ``ratios``), every metric at the threshold (``metrics``, with each
group's ECE) and against the baseline group (``baseline``); each test with its minimum
detectable effect (tb_fairness.metrics.power)."""

from __future__ import annotations

import dataclasses

import numpy as np

from tb_fairness.kinds import grouping as g
from tb_fairness.kinds.binary_classification import calibration as cal
from tb_fairness.kinds.binary_classification.choices import baseline_of, threshold_index
from tb_fairness.kinds.grouping import POWER_COLUMNS, POWER_FORMATS, underpowered_states
from tb_fairness.kinds.kind import RATE_FORMATS
from tb_fairness.kinds.table import Table, cells
from tb_fairness.metrics import binary, groups, power

# The columns every earlier export had, then each test's power (issue 29: added at the end).
_CELL_TESTED = ("group", "threshold", "n", "value", "lower", "upper", "p_value", "significant")
CELL_COLUMNS = (*_CELL_TESTED, *POWER_COLUMNS)
RATIO_COLUMNS = (*_CELL_TESTED, "ratio", "ratio_lower", "ratio_upper", *POWER_COLUMNS)
METRIC_COLUMNS = (
    "metric",
    "group",
    "n",
    "value",
    "lower",
    "upper",
    "p_value",
    "significant",
    *POWER_COLUMNS,
)


BASELINE_COLUMNS = (
    "metric",
    "group",
    "n",
    "value",
    "baseline_value",
    "difference",
    "lower",
    "upper",
    "ratio",
    "ratio_lower",
    "ratio_upper",
    *POWER_COLUMNS,
)


CELL_FORMATS = {**RATE_FORMATS, **POWER_FORMATS, "threshold": "value"}
METRIC_FORMATS = {**RATE_FORMATS, **POWER_FORMATS}


RATIO_FORMATS = {
    **CELL_FORMATS,
    "ratio": "value",
    "ratio_lower": "value",
    "ratio_upper": "value",
}


BASELINE_FORMATS = {
    **POWER_FORMATS,
    "n": "count",
    "value": "percent",
    "baseline_value": "percent",
    "difference": "points",
    "lower": "points",
    "upper": "points",
    "ratio": "value",
    "ratio_lower": "value",
    "ratio_upper": "value",
}


REASONS = {
    **groups.STATE_REASONS,
    binary.STATE_BASELINE: "the baseline group itself",
}


def rates_of(counts, options, metric=None, level=None) -> binary.BinaryRates:
    return binary.rate_table(
        counts,
        metric or options["metric"],
        label=options["label"],
        grouping=options["grouping"],
        min_count=options["min_count"],
        level=level or options["level"],
    )


def tested_rates(counts, options, metric=None):
    rates = rates_of(counts, options, metric)
    p_value, significant = binary.vs_rest(rates, min_count=options["min_count"], fdr=options["fdr"])
    return rates, p_value, significant


def vs_rest_power(rates, significant, options) -> power.Power:
    """Each group's test against the rest (groups x thresholds): its power."""
    return g.vs_rest_power(rates, significant, options, axis=0)


def table_head(counts, options, threshold=None, *, every_metric=False) -> dict:
    """What a table was read with; a table of every metric names none (a drill-down of
    one metric's row would read the view's metric as its own)."""
    return {
        **({} if every_metric else {"metric": options["metric"]}),
        "label": options["label"],
        "grouping": list(options["grouping"]),
        "threshold": threshold,
        "baseline": options.get("baseline"),
        "min_count": options["min_count"],
        "level": options["level"],
        "fdr": options["fdr"],
    }


def _cells(counts, options, baseline) -> Table:
    """One row per group x threshold (group by group), with ratios to ``baseline``."""
    rates, p_value, significant = tested_rates(counts, options)
    T = len(counts.thresholds)
    ts = (
        np.arange(T)
        if options["threshold"] is None
        else np.array([threshold_index(counts, options)])
    )
    G = len(rates.group_names)
    gi, ti = np.repeat(np.arange(G), len(ts)), np.tile(ts, G)
    columns = {
        "group": np.asarray(rates.group_names, dtype=object)[gi],
        "threshold": np.asarray(counts.thresholds, dtype=np.float64)[ti],
        "n": rates.totals[gi, ti],
        "value": rates.value[gi, ti],
        "lower": rates.lower[gi, ti],
        "upper": rates.upper[gi, ti],
        "p_value": p_value[gi, ti],
        "significant": significant[gi, ti],
    }
    pw = vs_rest_power(rates, significant, options)
    head = table_head(counts, options, options["threshold"])
    states = {
        "value": rates.state[gi, ti],
        "significant": underpowered_states(pw.underpowered[gi, ti]),
    }
    if baseline is not None:
        b = binary.baseline_comparison(
            counts,
            options["metric"],
            baseline,
            label=options["label"],
            min_count=options["min_count"],
            level=options["level"],
        )
        columns.update(
            ratio=b.ratio[gi, ti],
            ratio_lower=b.ratio_lower[gi, ti],
            ratio_upper=b.ratio_upper[gi, ti],
        )
        states["ratio"] = b.ratio_state[gi, ti]
        head["baseline"] = baseline
    columns.update(mde=pw.mde[gi, ti], more_examples=pw.more[gi, ti])
    return Table(columns, head, states)


def cell_rows(counts, options) -> int:
    """The rows of the cells and ratios tables: the grouping's groups x the thresholds (one
    when a threshold is chosen)."""
    groups = len(counts.groups.groups_of(options["grouping"]))
    return groups * (len(counts.thresholds) if options["threshold"] is None else 1)


def cells_table(counts, options) -> Table:
    """The metric per group x threshold: Wilson interval, the test against the rest of the
    groups (Benjamini-Hochberg per threshold); with a baseline, the ratio to it."""
    return _cells(counts, options, options["baseline"])


def ratios_table(counts, options) -> Table:
    """The cells table with each group's ratio to the baseline (Katz log interval)."""
    return _cells(counts, options, baseline_of(counts, options))


def at_threshold(counts, options):
    """The chosen threshold's index, its counts alone (one threshold: the tests are per
    threshold, so they are those of the whole report there, at a tenth of the work per
    threshold left out) and per metric (rates, p_value, significant) on them, column 0."""
    t = threshold_index(counts, options)
    one = dataclasses.replace(
        counts,
        thresholds=(counts.thresholds[t],),
        tp=counts.tp[:, :, t : t + 1],
        fp=counts.fp[:, :, t : t + 1],
        cells=None,  # the groups' counts alone
        score_sums=None,
    )
    return t, one, {m: tested_rates(one, options, m) for m in binary.METRICS}


def metrics_table(counts, options) -> Table:
    """Every metric per group at the threshold, with Wilson intervals and tests."""
    t, one, tested = at_threshold(counts, options)
    names = list(tested[binary.METRICS[0]][0].group_names)
    powers = [vs_rest_power(r, s, options) for r, _, s in tested.values()]
    grids = {
        "n": [r.totals[:, 0] for r, _, _ in tested.values()],
        "value": [r.value[:, 0] for r, _, _ in tested.values()],
        "lower": [r.lower[:, 0] for r, _, _ in tested.values()],
        "upper": [r.upper[:, 0] for r, _, _ in tested.values()],
        "p_value": [p[:, 0] for _, p, _ in tested.values()],
        "significant": [s[:, 0] for _, _, s in tested.values()],
        "mde": [pw.mde[:, 0] for pw in powers],
        "more_examples": [pw.more[:, 0] for pw in powers],
    }
    flat = cells(list(tested), names, "metric", "group", {k: np.stack(v) for k, v in grids.items()})
    states = {
        "value": np.stack([r.state[:, 0] for r, _, _ in tested.values()]).reshape(-1),
        "significant": underpowered_states(
            np.stack([pw.underpowered[:, 0] for pw in powers]).ravel()
        ),
    }
    head = {
        **table_head(counts, options, counts.thresholds[t], every_metric=True),
        "power": options["power"],
        "min_gap": options["min_gap"],
    }
    table = Table({c: flat[c] for c in METRIC_COLUMNS}, head, states)
    # Calibration too (any threshold), when the report keeps the score sums: Compare and
    # Trends then judge its spread over the groups as they do every rate's.
    return table if counts.score_sums is None else _with_ece(counts, options, table)


def _with_ece(counts, options, table: Table) -> Table:
    """The metrics table with an ``ece`` row per group (no test against the rest)."""
    ece = cal.ece_rows(counts, options)
    columns = {c: np.concatenate([table.columns[c], ece.columns[c]]) for c in METRIC_COLUMNS}
    states = {
        c: np.concatenate([table.states[c], np.full(len(ece), None, dtype=object)])
        for c in table.states
    }
    states["value"][len(table) :] = ece.states["value"]
    return Table(columns, table.head, states)


def comparisons(counts, options, baseline):
    return {
        m: binary.baseline_comparison(
            counts,
            m,
            baseline,
            label=options["label"],
            min_count=options["min_count"],
            level=options["level"],
        )
        for m in binary.METRICS
    }


def baseline_table(counts, options) -> Table:
    """Every metric per group at the threshold against the baseline group: the difference
    (Newcombe) and the ratio (Katz log interval)."""
    t, one, tested = at_threshold(counts, options)
    baseline = baseline_of(counts, options)
    compared = comparisons(one, options, baseline)
    names = list(compared[binary.METRICS[0]].group_names)
    rates = {m: r for m, (r, _, _) in tested.items()}
    powers = {m: baseline_power(rates[m], compared[m], options) for m in binary.METRICS}
    grids = {
        "mde": [powers[m].mde[:, 0] for m in binary.METRICS],
        "more_examples": [powers[m].more[:, 0] for m in binary.METRICS],
        "n": [rates[m].totals[:, 0] for m in binary.METRICS],
        "value": [rates[m].value[:, 0] for m in binary.METRICS],
        "baseline_value": [
            np.full(len(names), compared[m].baseline_value[0]) for m in binary.METRICS
        ],
        "difference": [compared[m].difference[:, 0] for m in binary.METRICS],
        "lower": [compared[m].difference_lower[:, 0] for m in binary.METRICS],
        "upper": [compared[m].difference_upper[:, 0] for m in binary.METRICS],
        "ratio": [compared[m].ratio[:, 0] for m in binary.METRICS],
        "ratio_lower": [compared[m].ratio_lower[:, 0] for m in binary.METRICS],
        "ratio_upper": [compared[m].ratio_upper[:, 0] for m in binary.METRICS],
    }
    flat = cells(
        list(binary.METRICS), names, "metric", "group", {k: np.stack(v) for k, v in grids.items()}
    )
    states = {
        column: np.stack([getattr(compared[m], field)[:, 0] for m in binary.METRICS]).reshape(-1)
        for column, field in (("difference", "state"), ("ratio", "ratio_state"))
    }
    under = np.stack([powers[m].underpowered[:, 0] for m in binary.METRICS]).reshape(-1)
    states["difference"] = np.asarray(
        [
            "underpowered" if state is None and u else state
            for state, u in zip(states["difference"].tolist(), under.tolist())
        ],
        dtype=object,
    )
    head = {
        **table_head(counts, options, counts.thresholds[t], every_metric=True),
        "baseline": baseline,
        "power": options["power"],
        "min_gap": options["min_gap"],
    }
    return Table({c: flat[c] for c in BASELINE_COLUMNS}, head, states)


def baseline_power(rates, compared, options) -> power.Power:
    """Each group's difference to the baseline: the test's minimum detectable effect around
    the baseline's rate, the examples needed, whether it is underpowered (its interval
    holds 0); nothing for the baseline itself or a difference with a state."""
    b = list(rates.group_names).index(compared.baseline)
    n_b = rates.totals[b : b + 1, :]
    ok = np.equal(compared.state, None)  # type: ignore[call-overload]
    significant = (compared.difference_lower > 0) | (compared.difference_upper < 0)
    p0 = np.where(ok, compared.baseline_value[None, :], np.nan)
    return power.pairwise(
        rates.totals,
        np.broadcast_to(n_b, rates.totals.shape),
        p0,
        significant,
        level=options["level"],
        power=options["power"],
        min_gap=options["min_gap"],
    )


def metric_rows(counts, options) -> int:
    """The rows of the baseline table: every metric x the grouping's groups."""
    return len(binary.METRICS) * len(counts.groups.groups_of(options["grouping"]))


def metrics_rows(counts, options) -> int:
    """The rows of the metrics table: every metric (and ECE, with score sums) x the
    grouping's groups."""
    ece = counts.score_sums is not None
    return (len(binary.METRICS) + ece) * len(counts.groups.groups_of(options["grouping"]))
