"""Summary protobufs for any event writer (numpy only; never imports TensorFlow).

Each ``<kind>_pb`` is generated from its kind's declaration
(:class:`~tb_fairness.kinds.writing.Writing`), as are the TensorFlow op and
``FileWriter``'s method of the same name: all three count their inputs with
:func:`counts_of` and encode with :func:`report_pb`, so they cannot drift apart.

The ``Summary`` each returns holds the report, then the record of its headline numbers
that the tab's trends read (:mod:`tb_fairness.reports.headlines`), then the same numbers as
TensorBoard scalars tagged ``fairness/<tag>/<name>`` (with ``_lower`` and ``_upper`` for an
interval), drawn by Time Series beside the loss; ``scalars=False`` leaves the scalars out
(:mod:`tb_fairness.summary.scalars`).
"""

from __future__ import annotations

import dataclasses
import inspect
from typing import TYPE_CHECKING, Any

from tensorboard.compat.proto import summary_pb2
from tensorboard.util import tensor_util

from tb_fairness import kinds
from tb_fairness.kinds import frames
from tb_fairness.kinds.kind import Kind
from tb_fairness.metrics.validation import check_int, check_text, shown
from tb_fairness.reports import metadata
from tb_fairness.summary.scalars import check_scalars, headline_values

if TYPE_CHECKING:  # the generated writers' signatures, for editors and mypy
    from tb_fairness.summary.stubs.protos import *  # noqa: F403


#: The largest ``min_count`` a report may carry (the readers' bound on the option).
MAX_MIN_COUNT = 10**9

_POSITIONAL = inspect.Parameter.POSITIONAL_OR_KEYWORD
_KEYWORD = inspect.Parameter.KEYWORD_ONLY


def check_tag(tag) -> str:
    if not isinstance(tag, str) or not tag:
        raise TypeError(f"tag: expected a non-empty string, got {shown(tag)}")
    return check_text(tag, "tag")


def _given_counts(counts, cls, inputs: dict):
    """``counts`` (a counts object or an accumulator), checked to come without raw inputs."""
    given = [name for name, value in inputs.items() if value is not None]
    if given:
        raise ValueError(
            f"counts: pass either counts or {', '.join(inputs)}, not both "
            f"(got {', '.join(given)} too)"
        )
    counts = getattr(counts, "counts", counts)  # an accumulator hands over its counts
    if counts is None:
        raise ValueError("counts: the accumulator has seen no examples")
    if not isinstance(counts, cls):
        raise TypeError(f"counts: expected {cls.__name__}, got {type(counts).__name__}")
    return counts


def with_min_count(counts, min_count: int | None, low: int = 0):
    """The counts carrying the writer's ``min_count`` (unchanged when it is None); at least
    ``low``, the least the kind's readers take (its ``min_count`` option's minimum)."""
    min_count = check_int(
        min_count,
        "min_count",
        low=low,
        high=MAX_MIN_COUNT,
        allow_none=True,
        what=f"a whole number >= {low} (at most {MAX_MIN_COUNT:,})",
    )
    return counts if min_count is None else dataclasses.replace(counts, min_count=min_count)


def _counts(kind: Kind, arguments: dict, counts=None, data=None):
    """The counts of ``kind`` from its writer's ``arguments`` (by name, None: not given;
    column names of ``data`` when it is given), or the given ``counts`` (a counts object or
    an accumulator) when no argument is."""
    writing = kind.writing
    if counts is not None:
        if data is not None:
            raise ValueError("data: pass either counts or data, not both")
        return _given_counts(counts, kind.counts_type, arguments)
    arguments = frames.with_columns(data, arguments, writing)
    for argument in writing.arguments:
        if argument.required and arguments.get(argument.name) is None:
            raise ValueError(writing.required_message(argument.name))
    return writing.count(**{k: v for k, v in arguments.items() if v is not None})


def counts_of(kind: str, *args, counts=None, **kwargs):
    """The counts ``FileWriter.<kind>`` would write for these arguments (its own, without
    ``tag``, ``min_count`` and ``description``), or the given ``counts``.

    >>> counts_of("skew_size", ["nurse"], ["a"], ["surgeon"]).n
    1
    """
    declared = kinds.get(kind)
    signature = inspect.Signature(
        [p for p in declared.writing.parameters() if p.name not in ("counts", "min_count")]
    )
    bound = signature.bind(*args, **kwargs)
    bound.apply_defaults()
    arguments = dict(bound.arguments)
    data = arguments.pop("data")
    return _counts(declared, arguments, counts, data)


def report_pb(
    tag: str, kind: Kind, counts, description: str | None = None, *, scalars: bool = True
) -> summary_pb2.Summary:
    """A ``Summary`` holding ``counts`` as a report of ``kind`` (its name, version and
    ``encode``): the report is its first value; then the record of its headline numbers,
    which the tab's trends read (:mod:`tb_fairness.reports.headlines`), and, unless
    ``scalars`` is False, the same numbers as TensorBoard scalars ``fairness/<tag>/<name>``
    (:mod:`tb_fairness.summary.scalars`).

    Every writer (the ``*_pb`` functions, ``FileWriter``, the TensorFlow ops, the
    accumulators' and Beam's reports) builds its report here, so all write the same."""
    check_tag(tag)
    description = check_text(description, "description", allow_none=True)
    scalars = check_scalars(scalars)
    tensor = tensor_util.make_tensor_proto(kind.encode(counts))
    summary = summary_pb2.Summary()
    summary.value.add(
        tag=tag,
        metadata=metadata.create_summary_metadata(kind.name, kind.version, description),
        tensor=tensor,
    )
    summary.value.extend(headline_values(kind.name, tag, counts, scalars=scalars))
    return summary


def _build(kind: Kind, arguments: dict) -> summary_pb2.Summary:
    """The report of ``kind`` for its writer's bound ``arguments``."""
    tag = check_tag(arguments.pop("tag"))
    description = arguments.pop("description")
    scalars = arguments.pop("scalars")
    counts = arguments.pop("counts")
    data = arguments.pop("data")
    min_count = arguments.pop("min_count", None)
    counts = _counts(kind, arguments, counts, data)
    if kind.writing.min_count:
        # What the readers take: a report never stores a min_count its own view refuses.
        declared = next((o for o in kind.options if o.name == "min_count"), None)
        low = int(declared.minimum) if declared and declared.minimum is not None else 0
        counts = with_min_count(counts, min_count, low)
    return report_pb(tag, kind, counts, description, scalars=scalars)


_TAIL = (
    "``scalars``: also hold the report's headline numbers as TensorBoard scalars\n"
    "(``fairness/<tag>/<name>``), as every ``*_pb`` does by default. Write it with any\n"
    "event writer, e.g. PyTorch's or tensorboardX's ``SummaryWriter`` through\n"
    ":func:`tb_fairness.summary.add_summary`."
)


def pb_signature(kind: Kind) -> inspect.Signature:
    """The signature of ``<kind>_pb``: ``tag``, the writer's arguments, ``description``
    and ``scalars``."""
    return inspect.Signature(
        [
            inspect.Parameter("tag", _POSITIONAL, annotation="str"),
            *kind.writing.parameters(),
            inspect.Parameter("description", _KEYWORD, default=None, annotation="str | None"),
            inspect.Parameter("scalars", _KEYWORD, default=True, annotation="bool"),
        ],
        return_annotation="summary_pb2.Summary",
    )


def pb_doc(kind: Kind) -> str:
    return (
        f"A ``Summary`` protobuf holding {kind.writing.summary}.\n\n{kind.writing.doc}\n\n{_TAIL}"
    )


def _pb_function(kind: Kind):
    signature = pb_signature(kind)

    def pb(*args, **kwargs) -> summary_pb2.Summary:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        return _build(kind, dict(bound.arguments))

    pb.__name__ = pb.__qualname__ = f"{kind.name}_pb"
    pb.__module__ = __name__
    pb.__doc__ = pb_doc(kind)
    pb.__signature__ = signature  # type: ignore[attr-defined]
    return pb


_PB: dict[str, Any] = {f"{k.name}_pb": _pb_function(k) for k in kinds.KINDS}
globals().update(_PB)


def pb_of(kind: str):
    """The ``<kind>_pb`` function of the kind called ``kind``."""
    return _PB[f"{kinds.get(kind).name}_pb"]


__all__ = ["check_tag", "counts_of", "pb_of", "report_pb", "with_min_count", *sorted(_PB)]
