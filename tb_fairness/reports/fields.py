"""Report layouts that are :func:`blobs.encode_fields` over a counts dataclass: a JSON header
with the scalar fields and the arrays' dtypes and shapes, then the name lists, then the
arrays, in the order the layout's field lists give (the visual indicators' reports)."""

from __future__ import annotations

from tb_fairness.reports import blobs, metadata


class FieldsLayout:
    """Encode and decode one counts dataclass as the fields named; ``name`` and
    ``version`` are the report kind's (for messages and the version check)."""

    def __init__(
        self, name: str, version: int, cls, header_fields=(), name_fields=(), array_fields=()
    ):
        self.name, self.version, self.cls = name, version, cls
        self.fields = dict(
            header_fields=header_fields, name_fields=name_fields, array_fields=array_fields
        )

    def encode(self, counts):
        if not isinstance(counts, self.cls):
            raise TypeError(f"counts: expected {self.cls.__name__}, got {type(counts).__name__}")
        return blobs.encode_fields(counts, **self.fields)

    def decode(self, tensor, version: int = 1):
        if version > self.version:
            raise metadata.UnsupportedReport(f"{self.name} version {version} is too new")
        return blobs.decode_fields(self.cls, tensor, self.name, **self.fields)
