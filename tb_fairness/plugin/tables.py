"""The tables the UI shows, as JSON-ready dicts (docs/http_api.md).

The plugin routes answer these dicts and ``tb-fairness export`` prints them, so the UI, a
download and an export hold the same values.
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from tb_fairness.metrics import associations, skew
from tb_fairness.metrics.counts import AssociationCounts

ASSOCIATION_COLUMNS = ("label", "count", "count_a", "count_b", "value_a", "value_b", "gap")
_VALUE_COLUMNS = ("value_a", "value_b", "gap")


SKEW_COLUMNS = ("class", "n", "cramers_v", "band", "accuracy", "worst_group_accuracy", "gap")


def json_floats(values: np.ndarray) -> list:
    """Floats as a list with None where not finite (JSON has no NaN or infinity)."""
    values = np.asarray(values, dtype=np.float64)
    out = values.astype(object)
    out[~np.isfinite(values)] = None
    return out.tolist()


def json_float(value):
    """One float, None where not finite."""
    return float(value) if value is not None and np.isfinite(value) else None


def metric_list() -> list:
    return [
        {"name": name, "title": associations.METRIC_TITLES[name],
         "range": associations.METRIC_RANGES[name]}
        for name in associations.METRICS
    ]


def association_table(counts: AssociationCounts, metric: str, a: str,
                      b: Optional[str]) -> dict:
    """The ranked-gap table of a label-association report, sorted by gap descending."""
    table = associations.gap_table(counts, metric, a=a, b=b)
    columns = {
        "label": table.label.tolist(),
        "count": table.count.tolist(),
        "count_a": table.count_a.tolist(),
        "count_b": table.count_b.tolist(),
    }
    states = {}
    for name in _VALUE_COLUMNS:
        values = getattr(table, name)
        columns[name] = json_floats(values)
        states[name] = associations.value_states(values).tolist()
    index = counts.identity_label_index
    return {
        "metric": metric,
        "a": a,
        "b": b,
        "b_label": b if b is not None else "rest",
        "n": counts.n,
        "identities": [
            {"name": name, "count": int(count), "is_label": bool(index[i] >= 0)}
            for i, (name, count) in enumerate(zip(counts.identity_names, counts.identity_counts))
        ],
        "excluded_labels": [counts.label_names[i] for i in index if i >= 0],
        "metrics": metric_list(),
        "rows": len(table.label),
        "columns": columns,
        "states": states,
    }


def skew_table(counts: skew.SkewCounts, mev: float = skew.DEFAULT_MEV) -> dict:
    """A SkewSize report: headline numbers and one row per class by V descending."""
    result = skew.skew_size(counts, mev=mev)
    sizes = result.effect_sizes
    acc = skew.accuracy_by_group(counts)
    parity = skew.prediction_parity(counts)
    order = associations.descending_order(sizes.v)
    model = {
        "skew_size": json_float(result.value),
        "skew_size_state": result.state,
        "classes_with_v": result.classes,
        "classes": len(counts.class_names),
        "n": counts.n,
        "overall_accuracy": json_float(acc.overall_accuracy),
        "mean_accuracy": json_float(acc.mean_accuracy),
        "worst_group": acc.pooled_worst_group,
        "worst_group_accuracy": json_float(acc.pooled_worst_group_accuracy),
        "gap": json_float(acc.pooled_gap),
        "demographic_parity": json_float(parity.demographic_parity),
        "demographic_parity_label": parity.demographic_parity_label,
        "equalized_odds": json_float(parity.equalized_odds),
        "equalized_odds_label": parity.equalized_odds_label,
        "parity_state": parity.state,
    }
    columns = {
        "class": [counts.class_names[i] for i in order],
        "n": sizes.n[order].tolist(),
        "cramers_v": json_floats(sizes.v[order]),
        "band": sizes.band[order].tolist(),
        "accuracy": json_floats(acc.accuracy[order]),
        "worst_group": acc.worst_group[order].tolist(),
        "worst_group_accuracy": json_floats(acc.worst_group_accuracy[order]),
        "gap": json_floats(acc.gap[order]),
        "table_rows": sizes.rows[order].tolist(),
        "table_columns": sizes.columns[order].tolist(),
        "dropped_columns": sizes.dropped_columns[order].tolist(),
    }
    return {
        "mev": sizes.mev,
        "model": model,
        "groups": [
            {"name": name, "n": int(n), "accuracy": json_float(a)}
            for name, n, a in zip(counts.group_names, acc.pooled_group_n,
                                  acc.pooled_group_accuracy)
        ],
        "rows": len(order),
        "columns": columns,
        "states": {"cramers_v": sizes.state[order].tolist()},
        "reasons": {**skew.UNDEFINED_REASONS, **skew.SKEW_SIZE_REASONS,
                    "open_vocabulary": skew.OPEN_VOCABULARY},
    }


def skew_class_table(counts: skew.SkewCounts, class_name: str,
                     mev: float = skew.DEFAULT_MEV, k: int = 5, limit: int = 50) -> dict:
    """One class's contingency table (at most ``limit`` label columns) and top mistakes."""
    table = skew.contingency_table(counts, class_name, mev=mev)
    position = counts.class_names.index(class_name)
    sizes = skew.effect_sizes(counts, mev=mev)
    mistakes = skew.top_mistakes(counts, class_name, k=k)
    group_n = table.counts.sum(axis=1)
    correct = table.counts[:, table.correct].sum(axis=1)
    shown = slice(0, limit)
    with np.errstate(invalid="ignore", divide="ignore"):
        group_accuracy = correct / group_n
    return {
        "class": class_name,
        "mev": table.mev,
        "cramers_v": json_float(sizes.v[position]),
        "band": sizes.band[position],
        "state": sizes.state[position],
        "groups": list(table.group_names),
        "group_n": group_n.tolist(),
        "group_accuracy": json_floats(group_accuracy),
        "labels": list(table.prediction_names[shown]),
        "correct": table.correct[shown].tolist(),
        "kept": table.kept[shown].tolist(),
        "counts": table.counts[:, shown].tolist(),
        "expected": table.expected[:, shown].tolist(),
        "other": table.counts[:, limit:].sum(axis=1).tolist(),
        "other_labels": max(0, len(table.prediction_names) - limit),
        "total_labels": len(table.prediction_names),
        "mistakes": [
            {"group": g, "rank": int(r), "label": y, "count": int(c), "share": float(s)}
            for g, r, y, c, s in zip(mistakes.group.tolist(), mistakes.rank, mistakes.label,
                                     mistakes.count, mistakes.share)
        ],
    }
