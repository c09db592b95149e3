"""Geodiversity reports (Goyal et al. 2022): ``GeoCounts`` <-> a 1-D string tensor.
Layout, version 1: :class:`fields.FieldsLayout` over the fields below."""

from __future__ import annotations

from tb_fairness.metrics.geodiversity import GeoCounts
from tb_fairness.reports.fields import FieldsLayout

NAME = "geodiversity"
# The newest layout this code writes and reads.
VERSION = 1

_LAYOUT = FieldsLayout(
    NAME,
    VERSION,
    GeoCounts,
    header_fields=("threshold",),
    name_fields=("household_ids", "regions"),
    array_fields=("hits", "images", "incomes"),
)
encode, decode = _LAYOUT.encode, _LAYOUT.decode
