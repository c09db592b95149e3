"""The registry of report kinds: the one list of them.

Each kind is one folder here declaring a :class:`~tb_fairness.kinds.kind.Kind`: its layout
(``codec.py``), how it is written (``writing.py``), its options, tables, views, compared
value and headline numbers. The writers, the plugin's routes, the ``tb-fairness export``
flags, the Python reader, compare, trends and (through the ``kinds`` route) the frontend's
controls all read this list; no other module names a kind (tests/test_kinds.py checks). docs/architecture.md says how to add one.
"""

from __future__ import annotations

from tb_fairness.kinds import (
    binary_classification,
    detection_recall,
    geodiversity,
    group_metrics,
    harmful_label_association,
    label_associations,
    retrieval_precision,
    skew_size,
)
from tb_fairness.kinds.bias import Bias
from tb_fairness.kinds.kind import Headline, HeadlineInfo, Kind, TableSpec, View
from tb_fairness.kinds.options import Option, OptionError
from tb_fairness.kinds.table import Table
from tb_fairness.reports import metadata

KINDS: tuple[Kind, ...] = (
    label_associations.KIND,
    skew_size.KIND,
    group_metrics.KIND,
    detection_recall.KIND,
    harmful_label_association.KIND,
    geodiversity.KIND,
    retrieval_precision.KIND,
    binary_classification.KIND,
)
BY_NAME: dict[str, Kind] = {k.name: k for k in KINDS}
# The newest layout this code reads, per kind.
VERSIONS: dict[str, int] = {k.name: k.version for k in KINDS}


def get(name: str) -> Kind:
    """The kind called ``name``; UnsupportedReport for a kind this package does not know."""
    try:
        return BY_NAME[name]
    except (KeyError, TypeError):
        raise metadata.UnsupportedReport(
            f"unknown report kind {name!r}; upgrade tb-fairness to read it"
        ) from None


def parse_plugin_content(content: bytes) -> metadata.ReportInfo:
    """The kind and version of a report's plugin content, checked against the registry."""
    return metadata.parse_plugin_content(content, VERSIONS)


def decode(info: metadata.ReportInfo, tensor):
    """The counts held by a report tensor of ``info``'s kind and version."""
    return get(info.kind).decode(tensor, info.version)


__all__ = [
    "BY_NAME",
    "Bias",
    "Headline",
    "HeadlineInfo",
    "KINDS",
    "Kind",
    "Option",
    "OptionError",
    "Table",
    "TableSpec",
    "VERSIONS",
    "View",
    "decode",
    "get",
    "parse_plugin_content",
]
