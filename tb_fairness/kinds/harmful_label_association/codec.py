"""Harmful label association reports (Goyal et al. 2022): ``HarmfulCounts`` <-> a 1-D string
tensor. Layout, version 1: :class:`fields.FieldsLayout` over the fields below."""

from __future__ import annotations

from tb_fairness.metrics.harmful import HarmfulCounts
from tb_fairness.reports.fields import FieldsLayout

NAME = "harmful_label_association"
# The newest layout this code writes and reads.
VERSION = 1

_LAYOUT = FieldsLayout(
    NAME,
    VERSION,
    HarmfulCounts,
    header_fields=("n", "thresholds"),
    name_fields=("group_names", "label_names", "label_types"),
    array_fields=("group_counts", "type_hits", "label_hits"),
)
encode, decode = _LAYOUT.encode, _LAYOUT.decode
