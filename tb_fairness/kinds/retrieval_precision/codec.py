"""Same-attribute retrieval reports (Goyal et al. 2022): ``RetrievalCounts`` <-> a 1-D string
tensor. Layout, version 1: :class:`fields.FieldsLayout` over the fields below."""

from __future__ import annotations

from tb_fairness.metrics.retrieval import RetrievalCounts
from tb_fairness.reports.fields import FieldsLayout

NAME = "retrieval_precision"
# The newest layout this code writes and reads.
VERSION = 1

_LAYOUT = FieldsLayout(
    NAME,
    VERSION,
    RetrievalCounts,
    header_fields=("ks",),
    name_fields=("group_names",),
    array_fields=("n_queries", "hit_sums", "hit_sq_sums"),
)
encode, decode = _LAYOUT.encode, _LAYOUT.decode
