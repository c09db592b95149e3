"""A report's headline numbers as TensorBoard scalars, so that fairness sits beside the loss.

Every writer puts, next to a report of tag ``T``, its kind's headline numbers at the kind's
default options as scalar summaries of TensorBoard's own scalar plugin: ``fairness/T/<name>``,
and ``fairness/T/<name>_lower`` and ``fairness/T/<name>_upper`` for the ends of its interval.
Time Series and Scalars draw them with their own axes and smoothing, and the HParams
dashboard offers them as metrics. A number that is undefined at a step is not written
(TensorBoard leaves a gap), nor an interval without two finite ends.

The report holds the counts, which the Fairness tab reads under any option; the scalars are
only the defaults' numbers, as 32-bit floats (TensorBoard's scalars). Built with TensorBoard's
``scalar_pb``: no TensorFlow.

The same numbers, exactly, also go beside the report as a record the tab's trends read
instead of decoding every report (:mod:`tb_fairness.reports.headlines`). ``scalars=False``
writes the report alone: no scalar, no record, no headline computed.
"""

from __future__ import annotations

import logging
import math

from tensorboard.compat.proto import summary_pb2
from tensorboard.plugins.scalar import metadata as scalar_metadata
from tensorboard.plugins.scalar import summary_v2 as scalar_summary

from tb_fairness.metrics.validation import shown
from tb_fairness.reports import headlines, metadata

__all__ = [
    "PREFIX",
    "check_scalars",
    "headline_scalars",
    "headline_values",
    "is_headline_scalar",
    "scalar_tag",
    "without_scalars",
]

logger = logging.getLogger(__name__)

#: The first component of every headline scalar's tag (Time Series groups cards by it).
PREFIX = "fairness"

# How each headline format reads as a scalar (kinds.kind.FORMATS).
_UNITS = {
    "percent": "A proportion, written as a fraction in [0, 1] (the Fairness tab shows it "
    "as a percentage).",
    "points": "A difference of proportions, written as a fraction in [-1, 1] (the Fairness "
    "tab shows it in percentage points).",
    "count": "A count.",
    "p": "A p-value, in [0, 1].",
    "value": "",
}


def check_scalars(value) -> bool:
    """The ``scalars`` switch: True or False, nothing else (TypeError naming it)."""
    if not isinstance(value, bool):
        raise TypeError(f"scalars: expected True or False, got {shown(value)}")
    return value


def scalar_tag(tag: str, name: str) -> str:
    """The tag of the headline number ``name`` (or ``<name>_lower``...) of report ``tag``.

    >>> scalar_tag("groups/val", "largest_disparity")
    'fairness/groups/val/largest_disparity'
    """
    return f"{PREFIX}/{tag}/{name}"


def _finite(x) -> float | None:
    """``x`` as a float when it is a finite number, else None (undefined: not written)."""
    if x is None or isinstance(x, bool) or not math.isfinite(x):
        return None
    return float(x)


def headline_values(
    kind_name: str, tag: str, counts, *, scalars: bool = True
) -> list[summary_pb2.Summary.Value]:
    """What goes beside a ``kind_name`` report of ``counts`` under ``tag``: the record of
    its headline numbers at the kind's default options (:mod:`tb_fairness.reports.headlines`,
    read by the tab's trends), then the same numbers as scalars (:func:`headline_scalars`),
    computed once for both; nothing when ``scalars`` is False (the report alone, and no
    headline computed: the trends then decode the report).

    When the kind's defaults do not apply to these counts (the kind raises ValueError for
    an option, e.g. one the report cannot default), there is neither: the report is
    written alone and a warning is logged."""
    from tb_fairness import kinds

    if not scalars:
        return []
    kind = kinds.get(kind_name)
    defaults = kind.parse(lambda name: None)
    try:
        options = kind.resolve(counts, dict(defaults))
        headline = kind.headline(counts, options)
    except ValueError as err:
        logger.warning(
            "tb_fairness: the %s report %r is written without its headline numbers: "
            "its kind's default options do not apply to it (%s)",
            kind_name,
            tag,
            err,
        )
        return []
    record = summary_pb2.Summary.Value(
        tag=headlines.record_tag(tag),
        metadata=headlines.summary_metadata(),
        tensor=headlines.encode(
            kind_name, defaults, headline.values, headline.intervals, headline.excluded
        ),
    )
    return [record, *_scalars(kind, tag, options, headline)]


def headline_scalars(kind_name: str, tag: str, counts) -> list[summary_pb2.Summary.Value]:
    """The headline numbers of a ``kind_name`` report of ``counts`` under ``tag``, as
    scalar summary values, at the kind's default options.

    One value per defined number (``fairness/<tag>/<name>``), in the kind's order, each
    followed by its interval's ``<name>_lower`` and ``<name>_upper`` when both ends are
    finite. Each value's description says what the number is, its unit and its level.
    None when the kind's defaults do not apply (see :func:`headline_values`).

    Examples
    --------
    >>> from tb_fairness.metrics import count_skew
    >>> counts = count_skew(["cat", "dog"] * 50, ["a"] * 50 + ["b"] * 50, ["cat"] * 100)
    >>> for value in headline_scalars("skew_size", "skew/val", counts):
    ...     print(value.tag, round(value.tensor.float_val[0], 3))
    fairness/skew/val/worst_group_accuracy 0.5
    fairness/skew/val/worst_group_accuracy_lower 0.349
    fairness/skew/val/worst_group_accuracy_upper 0.651
    fairness/skew/val/overall_accuracy 0.5
    fairness/skew/val/overall_accuracy_lower 0.404
    fairness/skew/val/overall_accuracy_upper 0.596
    """
    return headline_values(kind_name, tag, counts)[1:]


def _scalars(kind, tag: str, options: dict, headline) -> list[summary_pb2.Summary.Value]:
    level = options.get("level")
    out = []
    for info in kind.headline_infos(options):
        value = _finite(headline.values.get(info.name))
        if value is None:
            continue
        about = _description(info, tag, kind.title)
        out.append(_scalar(scalar_tag(tag, info.name), value, about))
        ends = [_finite(x) for x in headline.intervals.get(info.name) or (None, None)]
        if None not in ends:
            for end, x in zip(("lower", "upper"), ends):
                out.append(
                    _scalar(
                        scalar_tag(tag, f"{info.name}_{end}"),
                        x,
                        f"The {end} end of the {_level(level)}interval of: {about}",
                    )
                )
    return out


def _level(level) -> str:
    return "" if level is None else f"{100 * level:g}% "


def _description(info, tag: str, kind_title: str) -> str:
    parts = [
        f"{info.title}, a headline number of the {kind_title} report {tag!r} at its default "
        "options (the Fairness tab shows it under any option).",
        info.explanation,
        _UNITS.get(info.format, ""),
        {"higher": "Higher is better.", "lower": "Lower is better."}.get(info.better, ""),
    ]
    return " ".join(p for p in parts if p)


def _scalar(tag: str, value, description: str) -> summary_pb2.Summary.Value:
    (out,) = scalar_summary.scalar_pb(tag, value, description).value
    return out


def is_headline_scalar(value: summary_pb2.Summary.Value, report_tags) -> bool:
    """Whether ``value`` is a headline scalar of a report whose tag is in ``report_tags``."""
    if value.metadata.plugin_data.plugin_name != scalar_metadata.PLUGIN_NAME:
        return False
    return any(value.tag.startswith(scalar_tag(t, "")) for t in report_tags)


def without_scalars(summary: summary_pb2.Summary) -> summary_pb2.Summary:
    """``summary`` without the headline scalars of the reports it holds, nor the records
    of their headline numbers (anything else kept, in order)."""
    reports = [
        v.tag for v in summary.value if v.metadata.plugin_data.plugin_name == metadata.PLUGIN_NAME
    ]
    records = {headlines.record_tag(t) for t in reports}
    out = summary_pb2.Summary()
    out.value.extend(
        v
        for v in summary.value
        if not is_headline_scalar(v, reports)
        and not (v.tag in records and v.metadata.plugin_data.plugin_name == headlines.PLUGIN_NAME)
    )
    return out
