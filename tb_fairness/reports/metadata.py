"""The plugin name and the plugin content that marks a summary as a fairness report.

The kinds and their versions are declared by the kinds themselves (tb_fairness/kinds/); the
functions here take them as arguments, so this layer lists no kind. Plugin content
(``SummaryMetadata.plugin_data.content``) is a small JSON object ``{"kind": ...,
"version": ...}``. A reader accepts every version up to the one it knows and
refuses a newer one with a message that says to upgrade, rather than misreading it.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import NamedTuple

from tensorboard.compat.proto import summary_pb2

PLUGIN_NAME = "fairness"


class ReportInfo(NamedTuple):
    kind: str
    version: int


class UnsupportedReport(ValueError):
    """The report is of an unknown kind or of a newer version than this package reads."""


def create_summary_metadata(
    kind: str, version: int, description: str | None = ""
) -> summary_pb2.SummaryMetadata:
    """Metadata marking a summary as a fairness report of ``kind``, layout ``version``
    (tensor data class)."""
    content = json.dumps({"kind": kind, "version": version}, sort_keys=True)
    return summary_pb2.SummaryMetadata(
        summary_description=description or "",
        plugin_data=summary_pb2.SummaryMetadata.PluginData(
            plugin_name=PLUGIN_NAME, content=content.encode("utf-8")
        ),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )


def parse_plugin_content(content: bytes, versions: Mapping[str, int]) -> ReportInfo:
    """The kind and version stored in a report's plugin content, checked against
    ``versions`` (the newest layout this code reads, per kind)."""
    # Anyone can write a logdir: the content may be any bytes (not JSON, deep JSON, a
    # version of 1e400 or "2", a kind that is a list). Each is refused here, never raised.
    try:
        info = json.loads(bytes(content).decode("utf-8"))
        kind, version = info["kind"], info["version"]
    except (ValueError, KeyError, TypeError, AttributeError, OverflowError, RecursionError):
        raise UnsupportedReport(f"unreadable fairness plugin content: {content[:80]!r}") from None
    if not isinstance(kind, str):
        raise UnsupportedReport(f"plugin content: kind is not a string: {content[:80]!r}")
    if isinstance(version, bool) or not isinstance(version, int):
        raise UnsupportedReport(f"plugin content: version is not an integer: {content[:80]!r}")
    if kind not in versions:
        raise UnsupportedReport(
            f"unknown report kind {kind[:80]!r}; upgrade tb-fairness to read it"
        )
    if version < 1:
        raise UnsupportedReport(f"{kind} report version {version} does not exist")
    if version > versions[kind]:
        raise UnsupportedReport(
            f"{kind} report version {version} is newer than this tb-fairness reads "
            f"(up to {versions[kind]}); upgrade tb-fairness"
        )
    return ReportInfo(kind, version)
