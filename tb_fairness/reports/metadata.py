"""The one place that owns the plugin name, the report kinds and their versions.

Plugin content (``SummaryMetadata.plugin_data.content``) is a small JSON object
``{"kind": ..., "version": ...}``. A reader accepts every version up to the one it knows and
refuses a newer one with a message that says to upgrade, rather than misreading it.
"""
from __future__ import annotations

import json
from typing import NamedTuple

from tensorboard.compat.proto import summary_pb2

PLUGIN_NAME = "fairness"

LABEL_ASSOCIATIONS = "label_associations"
SKEW_SIZE = "skew_size"
GROUP_METRICS = "group_metrics"
DETECTION_RECALL = "detection_recall"
HARMFUL_LABEL_ASSOCIATION = "harmful_label_association"
GEODIVERSITY = "geodiversity"
RETRIEVAL_PRECISION = "retrieval_precision"

# The newest layout version this code writes and reads, per report kind.
VERSIONS = {LABEL_ASSOCIATIONS: 2, SKEW_SIZE: 1, GROUP_METRICS: 1, DETECTION_RECALL: 1,
            HARMFUL_LABEL_ASSOCIATION: 1, GEODIVERSITY: 1, RETRIEVAL_PRECISION: 1}


class ReportInfo(NamedTuple):
    kind: str
    version: int


class UnsupportedReport(ValueError):
    """The report is of an unknown kind or of a newer version than this package reads."""


def create_summary_metadata(kind: str, description: str = "") -> summary_pb2.SummaryMetadata:
    """Metadata marking a summary as a fairness report of ``kind`` (tensor data class)."""
    if kind not in VERSIONS:
        raise ValueError(f"kind: expected one of {sorted(VERSIONS)}, got {kind!r}")
    content = json.dumps({"kind": kind, "version": VERSIONS[kind]}, sort_keys=True)
    return summary_pb2.SummaryMetadata(
        summary_description=description or "",
        plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=PLUGIN_NAME, content=content.encode("utf-8")
        ),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )


def parse_plugin_content(content: bytes) -> ReportInfo:
    """The kind and version stored in a report's plugin content."""
    try:
        info = json.loads(content.decode("utf-8"))
        kind, version = info["kind"], int(info["version"])
    except (ValueError, KeyError, TypeError, AttributeError):
        raise UnsupportedReport(f"unreadable fairness plugin content: {content[:80]!r}") from None
    if kind not in VERSIONS:
        raise UnsupportedReport(f"unknown report kind {kind!r}; upgrade tb-fairness to read it")
    if not 1 <= version <= VERSIONS[kind]:
        raise UnsupportedReport(
            f"{kind} report version {version} is newer than this tb-fairness reads "
            f"(up to {VERSIONS[kind]}); upgrade tb-fairness"
        )
    return ReportInfo(kind, version)
