"""The binary kind's calibration by group (issue 29): the tables ``calibration`` (the
reliability diagram's bins) and ``calibration_summary`` (ECE, MCE, Brier per group, and
each group's ECE against the baseline group's), and the view the tab's Calibration panel
reads. The numbers are :func:`tb_fairness.metrics.binary.calibration.calibration`'s.

A report without score sums (scores on another scale than probabilities, or written before
calibration was kept) has no calibration: the tables refuse naming ``table``, the view says
so (``available`` false, with the reason).
"""

from __future__ import annotations

import numpy as np

from tb_fairness.kinds.options import Option, OptionError
from tb_fairness.kinds.table import Table, json_float, json_floats
from tb_fairness.metrics.binary import calibration as cal

__all__ = [
    "BINS",
    "BIN_COLUMNS",
    "BIN_FORMATS",
    "SUMMARY_COLUMNS",
    "SUMMARY_FORMATS",
    "bin_rows",
    "bins_table",
    "ece_rows",
    "summary_rows",
    "summary_table",
    "view",
    "view_cells",
]

BINS = Option(
    "bins",
    "int",
    cal.BINS,
    "calibration: the score bins of the reliability diagram and of ECE and MCE, of equal "
    f"width: {cal.BINS}, 5 or 2 (the report keeps {cal.BINS})",
    minimum=2,
    maximum=cal.BINS,
    title="Bins",
    # Compare and Trends judge the spread of ECE over the groups (the metrics table's rows).
    used_by=("view", "compare"),
)

BIN_COLUMNS = (
    "label",
    "group",
    "bin_lower",
    "bin_upper",
    "count",
    "positives",
    "mean_score",
    "observed_rate",
    "lower",
    "upper",
)
BIN_FORMATS = {
    "bin_lower": "value",
    "bin_upper": "value",
    "count": "count",
    "positives": "count",
    "mean_score": "percent",
    "observed_rate": "percent",
    "lower": "percent",
    "upper": "percent",
}
#: Each group's calibration numbers with their intervals.
PER_GROUP = tuple(f"{m}{end}" for m in ("ece", "mce", "brier") for end in ("", "_lower", "_upper"))
SUMMARY_COLUMNS = (
    "label",
    "group",
    "n",
    "positives",
    *PER_GROUP,
    "baseline_ece",
    "ece_gap",
    "gap_lower",
    "gap_upper",
    "verdict",
    "reason",
)
SUMMARY_FORMATS = {
    "n": "count",
    "positives": "count",
    **{c: "points" for c in ("ece", "ece_lower", "ece_upper", "mce", "mce_lower", "mce_upper")},
    **{c: "value" for c in ("brier", "brier_lower", "brier_upper")},
    **{c: "points" for c in ("baseline_ece", "ece_gap", "gap_lower", "gap_upper")},
}
#: How a group's ECE compares with the baseline group's (the baseline's own row: baseline).
WORSE, BETTER, NO_GAP, UNDETERMINED = "worse", "better", "no_significant_gap", "undetermined"
BASELINE = "baseline"


def _bins(options) -> int:
    bins = int(options.get("bins") or cal.BINS)
    if cal.BINS % bins:
        divisors = [d for d in range(2, cal.BINS + 1) if cal.BINS % d == 0]
        raise OptionError(
            f"bins: expected one of {', '.join(map(str, divisors))} (bins of equal width "
            f"that the report's {cal.BINS} merge into), got {bins}"
        )
    return bins


def sums_of(counts):
    """The report's score sums; OptionError naming ``table`` when it keeps none."""
    if counts.score_sums is None:
        raise OptionError(
            "table: calibration needs the score sums a report on the probability scale keeps "
            "(scores in [0, 1], written by tb-fairness 0.2 or later); this one has none"
        )
    return counts.score_sums


def _calibration(counts, options, level=None):
    columns = counts.groups.groups_of(options["grouping"])
    k = counts.label_names.index(options["label"])
    return columns, cal.calibration(
        counts,
        sums_of(counts),
        k,
        columns,
        bins=_bins(options),
        level=level or options["level"],
        min_count=options["min_count"],
    )


def gaps(counts, options, baseline: str) -> dict:
    """Each group's ECE minus the baseline group's, with an interval from both groups'
    intervals at 1 - (1 - level) / 2 (so that both hold at ``level`` together), and a
    verdict: worse or better when the interval leaves out 0."""
    columns, c = _calibration(counts, options, 1 - (1 - options["level"]) / 2)
    b = [counts.group_names[i] for i in columns.tolist()].index(baseline)
    ece = c.ece
    gap = ece - ece[b]
    lower = c.ece_lower - c.ece_upper[b]
    upper = c.ece_upper - c.ece_lower[b]
    verdict = np.asarray(
        np.where(
            ~np.isfinite(gap),
            UNDETERMINED,
            np.where(lower > 0, WORSE, np.where(upper < 0, BETTER, NO_GAP)),
        ),
        dtype=object,
    )
    verdict[b] = BASELINE
    return {"baseline_ece": ece[b], "gap": gap, "lower": lower, "upper": upper, "verdict": verdict}


def ece_rows(counts, options) -> Table:
    """Each group's ECE as rows of the metrics table (``metric`` ece, no test against the
    rest: p_value undefined, not significant)."""
    columns, c = _calibration(counts, options)
    G = len(columns)
    state = _states(c)
    return Table(
        {
            "metric": np.full(G, "ece", dtype=object),
            "group": _names(counts, columns),
            "n": c.n,
            "value": c.ece,
            "lower": c.ece_lower,
            "upper": c.ece_upper,
            "p_value": np.full(G, np.nan),
            "significant": np.zeros(G, dtype=bool),
            "mde": np.full(G, np.nan),
            "more_examples": np.full(G, np.nan),
        },
        states={"value": state},
    )


def _states(c) -> np.ndarray:
    """Each group's state where it is not a number (None where it is)."""
    return np.asarray([None if s == cal.STATE_OK else s for s in c.state.tolist()], dtype=object)


def _names(counts, columns) -> np.ndarray:
    return np.asarray([counts.group_names[i] for i in columns.tolist()], dtype=object)


def bin_rows(counts, options) -> int:
    return len(counts.groups.groups_of(options["grouping"])) * cal.BINS


def summary_rows(counts, options) -> int:
    return len(counts.groups.groups_of(options["grouping"]))


def bins_table(counts, options) -> Table:
    """One row per group x bin: its examples, positives, mean score and observed rate with
    Wilson's interval (undefined in an empty bin)."""
    columns, c = _calibration(counts, options)
    G, B = c.count.shape
    empty = (c.count == 0).reshape(-1)
    state = np.asarray(["undefined" if e else None for e in empty.tolist()], dtype=object)
    table = {
        "label": np.full(G * B, options["label"], dtype=object),
        "group": np.repeat(_names(counts, columns), B),
        "bin_lower": np.tile(c.edges[:-1], G),
        "bin_upper": np.tile(c.edges[1:], G),
        "count": c.count.reshape(-1),
        "positives": c.positives.reshape(-1),
        "mean_score": c.mean_score.reshape(-1),
        "observed_rate": c.observed.reshape(-1),
        "lower": c.lower.reshape(-1),
        "upper": c.upper.reshape(-1),
    }
    head = _head(options, len(c.edges) - 1)
    return Table(table, head, {"observed_rate": state, "mean_score": state})


def summary_table(counts, options, baseline: str) -> Table:
    """One row per group: ECE, MCE and Brier with their intervals, and its ECE against the
    baseline group's."""
    columns, c = _calibration(counts, options)
    d = gaps(counts, options, baseline)
    state = _states(c)
    table = {
        "label": np.full(len(columns), options["label"], dtype=object),
        "group": _names(counts, columns),
        "n": c.n,
        "positives": c.positives.sum(axis=1),
        "ece": c.ece,
        "ece_lower": c.ece_lower,
        "ece_upper": c.ece_upper,
        "mce": c.mce,
        "mce_lower": c.mce_lower,
        "mce_upper": c.mce_upper,
        "brier": c.brier,
        "brier_lower": c.brier_lower,
        "brier_upper": c.brier_upper,
        "baseline_ece": np.full(len(columns), d["baseline_ece"]),
        "ece_gap": d["gap"],
        "gap_lower": d["lower"],
        "gap_upper": d["upper"],
        "verdict": d["verdict"],
        "reason": c.reason,
    }
    head = {**_head(options, len(c.edges) - 1), "baseline": baseline}
    return Table(table, head, {"ece": state, "mce": state, "brier": state})


def _head(options, bins: int) -> dict:
    return {
        "label": options["label"],
        "grouping": list(options["grouping"]),
        "bins": bins,
        "min_count": options["min_count"],
        "level": options["level"],
    }


def view_cells(counts, options) -> int:
    """The numbers the view holds: 6 per group x bin and 20 per group."""
    return summary_rows(counts, options) * (7 * cal.BINS + 20) + 50


def view(counts, options, baseline: str) -> dict:
    """The Calibration panel's data: per group its bins (mean score, observed rate and
    interval, examples) and its summary; ``available`` false (with the reason) for a report
    without score sums."""
    try:
        sums_of(counts)
    except OptionError as err:
        return {"available": False, "reason": str(err)}
    columns, c = _calibration(counts, options)
    d = gaps(counts, options, baseline)
    return {
        "available": True,
        **_head(options, len(c.edges) - 1),
        "baseline": baseline,
        "edges": c.edges.tolist(),
        "groups": _names(counts, columns).tolist(),
        "n": c.n.tolist(),
        "positives": c.positives.sum(axis=1).tolist(),
        "state": c.state.tolist(),
        "reason": c.reason.tolist(),
        "per_bin": {
            "count": c.count.tolist(),
            "positives": c.positives.tolist(),
            "mean_score": json_floats(c.mean_score),
            "observed": json_floats(c.observed),
            "lower": json_floats(c.lower),
            "upper": json_floats(c.upper),
        },
        **{name: json_floats(getattr(c, name)) for name in PER_GROUP},
        "baseline_ece": json_float(d["baseline_ece"]),
        "ece_gap": json_floats(d["gap"]),
        "gap_lower": json_floats(d["lower"]),
        "gap_upper": json_floats(d["upper"]),
        "verdict": d["verdict"].tolist(),
    }
