"""Mean-score reports: ``MeanScoreCounts`` <-> a 1-D string tensor. Layout, version 1:
:class:`tb_fairness.reports.fields.FieldsLayout` over the fields below (the writer's
``min_count`` in the JSON header, null when it gave none; the sums as float64, exactly)."""

from __future__ import annotations

from tb_fairness.reports.fields import FieldsLayout
from tb_fairness_mean_score.counts import MeanScoreCounts

NAME = "mean_score"
# The newest layout this code writes and reads.
VERSION = 1

_LAYOUT = FieldsLayout(
    NAME,
    VERSION,
    MeanScoreCounts,
    header_fields=("min_count",),
    name_fields=("group_names",),
    array_fields=("n", "sums", "sq_sums"),
)
encode, decode = _LAYOUT.encode, _LAYOUT.decode
