"""The registry of report kinds: the one list of them.

Each kind is one folder here declaring a :class:`~tb_fairness.kinds.kind.Kind`: its layout
(``codec.py``), how it is written (``writing.py``), its options, tables, views, compared
value and headline numbers. The writers, the plugin's routes, the ``tb-fairness export``
flags, the Python reader, compare, trends and (through the ``kinds`` route) the frontend's
controls all read this list; no other module names a kind (tests/test_kinds.py checks).
Other packages add kinds through the ``tb_fairness.kinds`` entry points (:data:`ENTRY_POINTS`;
examples/custom_kind is one). docs/architecture.md says how to add one.
"""

from __future__ import annotations

import importlib.metadata
import keyword
import logging
import re
from typing import Any

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

logger = logging.getLogger(__name__)

# The kinds this package declares, in the order the tab lists them.
BUILT_IN: tuple[Kind, ...] = (
    label_associations.KIND,
    skew_size.KIND,
    group_metrics.KIND,
    detection_recall.KIND,
    harmful_label_association.KIND,
    geodiversity.KIND,
    retrieval_precision.KIND,
    binary_classification.KIND,
)

#: The entry-point group through which another package adds kinds: ``name = "module:KIND"``
#: (its pyproject's ``[project.entry-points."tb_fairness.kinds"]``), the name the kind's.
ENTRY_POINTS = "tb_fairness.kinds"
# What a kind's name may be: it names a FileWriter method, a TF op, a route, a hash value.
_NAME = re.compile(r"[a-z][a-z0-9_]{0,62}\Z")
#: Names a kind may not take: FileWriter's own methods and attributes and the plugin's own
#: routes (tests/test_kinds.py keeps this list complete).
RESERVED = frozenset(
    {
        "close", "flush", "logdir", "scalars",
        "index.js", "app.js", "plot.js",
        "tags", "steps", "kinds", "table", "diff", "trend", "row_trend",
        "row", "slice_trend", "slice_diff",
        "runs", "values",
    }
)  # fmt: skip


def _entry_points():
    found = importlib.metadata.entry_points()
    if hasattr(found, "select"):  # Python >= 3.10
        return tuple(found.select(group=ENTRY_POINTS))
    return tuple(found.get(ENTRY_POINTS, ()))  # type: ignore[attr-defined]


def _added(taken: set[str]) -> tuple[Kind, ...]:
    """The kinds other packages add through :data:`ENTRY_POINTS`. One that fails to load,
    is not a :class:`Kind`, or takes a name already taken is left out with a warning: a
    broken plugin of a plugin must not take the tab (or TensorBoard) down with it."""
    out = []
    for point in sorted(_entry_points(), key=lambda p: p.name):
        where = f"{ENTRY_POINTS} entry point {point.name!r} ({point.value})"
        try:
            kind = point.load()
        except Exception as err:  # any error of a third-party module: skip it, say why
            logger.warning("%s: cannot be loaded, left out: %s: %s", where, type(err).__name__, err)
            continue
        problem = None
        if not isinstance(kind, Kind):
            problem = f"is a {type(kind).__name__}, not a tb_fairness.kinds.Kind"
        elif kind.name != point.name:
            problem = f"declares the kind {kind.name!r}: the entry point must be named after it"
        elif not _NAME.match(kind.name) or kind.name in RESERVED or keyword.iskeyword(kind.name):
            problem = "is not a kind name this package can give a writer and a route"
        elif kind.name in taken:
            problem = "takes the name of a kind already registered"
        if problem:
            logger.warning("%s %s; left out", where, problem)
            continue
        taken.add(kind.name)
        out.append(kind)
    return tuple(out)


#: Every kind: this package's, then those other packages add (by name); by name; and the
#: newest layout this code reads, per kind. Read on first use, not on import: a package
#: adding a kind imports this registry while its own module is still loading.
KINDS: tuple[Kind, ...]
BY_NAME: dict[str, Kind]
VERSIONS: dict[str, int]

_REGISTRY: dict[str, Any] = {}
_loading = False


def _of(kinds: tuple[Kind, ...]) -> dict[str, Any]:
    return {
        "KINDS": kinds,
        "BY_NAME": {k.name: k for k in kinds},
        "VERSIONS": {k.name: k.version for k in kinds},
    }


def _registry() -> dict[str, Any]:
    """The registry, its entry points loaded once. While they load (an added kind's module
    reading the registry as it is imported), the built-in kinds alone."""
    global _loading
    if not _REGISTRY:
        if _loading:
            return _of(BUILT_IN)
        _loading = True
        try:
            _REGISTRY.update(_of(BUILT_IN + _added({k.name for k in BUILT_IN})))
        finally:
            _loading = False
    return _REGISTRY


def __getattr__(name: str):
    if name in ("KINDS", "BY_NAME", "VERSIONS"):
        registry = _registry()
        if registry is _REGISTRY:
            globals()[name] = registry[name]  # later reads are plain attribute reads
        return registry[name]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def get(name: str) -> Kind:
    """The kind called ``name``; UnsupportedReport for a kind this package does not know."""
    try:
        return _registry()["BY_NAME"][name]
    except (KeyError, TypeError):
        raise metadata.UnsupportedReport(
            f"unknown report kind {name!r}; upgrade tb-fairness to read it"
        ) from None


def parse_plugin_content(content: bytes) -> metadata.ReportInfo:
    """The kind and version of a report's plugin content, checked against the registry."""
    return metadata.parse_plugin_content(content, _registry()["VERSIONS"])


def decode(info: metadata.ReportInfo, tensor):
    """The counts held by a report tensor of ``info``'s kind and version."""
    return get(info.kind).decode(tensor, info.version)


__all__ = [
    "BUILT_IN",
    "BY_NAME",
    "ENTRY_POINTS",
    "RESERVED",
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
