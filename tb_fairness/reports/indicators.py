"""Reports of the visual fairness indicators (Goyal et al. 2022), one layout each.

Each layout, version 1, is :func:`tb_fairness.reports.blobs.encode_fields` over the counts
dataclass: a JSON header with the scalar fields and the arrays' dtypes and shapes, then the
name lists, then the arrays, in the order the field lists below give.
"""
from __future__ import annotations

from tb_fairness.metrics.geodiversity import GeoCounts
from tb_fairness.metrics.harmful import HarmfulCounts
from tb_fairness.metrics.retrieval import RetrievalCounts
from tb_fairness.reports import blobs, metadata


class _Layout:
    def __init__(self, kind, cls, header_fields=(), name_fields=(), array_fields=()):
        self.kind, self.cls = kind, cls
        self.fields = dict(header_fields=header_fields, name_fields=name_fields,
                           array_fields=array_fields)

    def encode(self, counts):
        if not isinstance(counts, self.cls):
            raise TypeError(f"counts: expected {self.cls.__name__}, got {type(counts).__name__}")
        return blobs.encode_fields(counts, **self.fields)

    def decode(self, tensor, version: int = 1):
        if version > metadata.VERSIONS[self.kind]:
            raise metadata.UnsupportedReport(f"{self.kind} version {version} is too new")
        return blobs.decode_fields(self.cls, tensor, self.kind, **self.fields)


harmful = _Layout(
    metadata.HARMFUL_LABEL_ASSOCIATION, HarmfulCounts,
    header_fields=("n", "thresholds"),
    name_fields=("group_names", "label_names", "label_types"),
    array_fields=("group_counts", "type_hits", "label_hits"))

geodiversity = _Layout(
    metadata.GEODIVERSITY, GeoCounts,
    header_fields=("threshold",),
    name_fields=("household_ids", "regions"),
    array_fields=("hits", "images", "incomes"))

retrieval = _Layout(
    metadata.RETRIEVAL_PRECISION, RetrievalCounts,
    header_fields=("ks",),
    name_fields=("group_names",),
    array_fields=("n_queries", "hit_sums", "hit_sq_sums"))
