"""The tables the UI shows, as JSON-ready dicts (docs/http_api.md).

The plugin routes answer these dicts and ``tb-fairness export`` prints them, so the UI, a
download and an export hold the same values.
"""
from __future__ import annotations

from typing import Optional

import numpy as np

from tb_fairness.metrics import associations
from tb_fairness.metrics.counts import AssociationCounts

ASSOCIATION_COLUMNS = ("label", "count", "count_a", "count_b", "value_a", "value_b", "gap")
_VALUE_COLUMNS = ("value_a", "value_b", "gap")


def json_floats(values: np.ndarray) -> list:
    """Floats as a list with None where not finite (JSON has no NaN or infinity)."""
    out = values.astype(object)
    out[~np.isfinite(values)] = None
    return out.tolist()


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
