"""What a report kind takes as input, declared once: the writer's arguments and counting.

A kind's folder declares a :class:`Writing`; from it every writer is generated, so none is
written by hand and none can drift from another: the ``<kind>_pb`` function and its
``FileWriter`` method and TensorFlow op (:mod:`tb_fairness.summary`), the accumulator
(:mod:`tb_fairness.kinds.accumulator`), the Beam CombineFn, the torchmetrics Metric and
the training callbacks' split of their arguments. ``tb_fairness/summary/stubs/`` holds the
generated signatures for editors and mypy (``scripts/stubs.py`` writes them; a test keeps
them equal to the registry).
"""

from __future__ import annotations

import inspect
from dataclasses import dataclass
from typing import Any, Callable

from tb_fairness.metrics.validation import (
    check_flag,
    check_mapping,
    check_names,
    check_sequence,
    shown,
)

__all__ = [
    "ATTRIBUTES",
    "GROUPING_ARGUMENTS",
    "SLICES",
    "Argument",
    "Writing",
    "check_groupings",
    "check_mapping_option",
    "check_names_option",
    "vocabulary",
]


@dataclass(frozen=True)
class Argument:
    """One argument of a kind's writer (after ``tag``), default None in the writer.

    ``per_example``: it holds one value per example (or a mapping name -> such values), so
    an accumulator takes it batch by batch in ``update()``; otherwise it is an option that
    describes every batch, given to the accumulator's constructor. ``positional``: it may
    be passed by position (the writer's inputs come first, in this order).
    ``required``: needed unless ``counts=`` is given. ``default``: the accumulator's
    default for an option (the writer's None means the same). ``check``: validates (and
    returns) an option where an accumulator is made, so a bad one fails there and not at
    the first batch. ``vocabulary``: names batches may each see part of, aligned by name
    when counts merge, so two accumulators need not agree on it (every other option must).
    ``label_sets``: it takes a set of label names per example, so a DataFrame's list column
    of strings is read in one pass (:class:`~tb_fairness.metrics.label_inputs.LabelLists`),
    not as a Python object per example. ``annotation``: its type as help(), editors and
    mypy show it.
    """

    name: str
    annotation: str = "Any"
    per_example: bool = False
    positional: bool = False
    required: bool = False
    default: Any = None
    check: Callable[[Any], Any] | None = None
    vocabulary: bool = False
    label_sets: bool = False
    # An accumulator's update() may take a keyword-only per-example input by position
    # (the order it has always had); None: as in the writer.
    positional_in_update: bool | None = None

    @property
    def in_update(self) -> bool:
        return self.positional if self.positional_in_update is None else self.positional_in_update


@dataclass(frozen=True)
class Writing:
    """How a kind is written: its writer's arguments and the function that counts them.

    ``count(**arguments)`` returns the kind's counts from the arguments that are not None
    (the rest take the counting function's defaults). ``summary`` is the first line of the
    writer's docstring ("a per-group performance report (FACET)"), ``doc`` the rest.
    ``min_count``: the writer also takes ``min_count``, stored in the report. ``stem``
    names the classes (``<stem>Accumulator``, ``<stem>CombineFn``; default the kind's name
    in CamelCase). ``accumulator``: a class of the kind's own, for counting that keeps
    state between batches (a tally, pending merges, a database); by default one is
    generated that counts each batch with ``count`` and adds the counts.
    """

    summary: str
    doc: str
    count: Callable[..., Any]
    arguments: tuple[Argument, ...]
    min_count: bool = False
    stem: str = ""
    accumulator: type | None = None
    # The stems the classes had before they were named after the kind, still exported for
    # the scripts that use them (``HarmfulLabel``: ``HarmfulLabelAccumulator``...).
    former_stems: tuple[str, ...] = ()
    # Messages for a missing required argument, where "required (or pass counts=)" says
    # too little.
    required_messages: tuple[tuple[str, str], ...] = ()

    def __post_init__(self):
        names = [a.name for a in self.arguments]
        if len(set(names)) != len(names):
            raise ValueError(f"an argument is declared twice: {names}")
        reserved = {
            *("tag", "step", "counts", "min_count", "description", "scalars", "wall_time"),
            "data",
        }
        if reserved & set(names):
            raise ValueError(f"reserved argument names: {sorted(reserved & set(names))}")
        positional = [a.positional for a in self.arguments]
        if positional != sorted(positional, reverse=True):
            raise ValueError("the positional inputs come first")

    def class_stems(self, kind: str) -> tuple[str, ...]:
        """The stem of the kind's class names, then its former ones."""
        return (self.stem or camel(kind), *self.former_stems)

    def argument(self, name: str) -> Argument:
        for a in self.arguments:
            if a.name == name:
                return a
        raise KeyError(name)

    @property
    def inputs(self) -> tuple[Argument, ...]:
        """The per-example arguments (an accumulator's update())."""
        return tuple(a for a in self.arguments if a.per_example)

    @property
    def options(self) -> tuple[Argument, ...]:
        """The options (an accumulator's constructor)."""
        return tuple(a for a in self.arguments if not a.per_example)

    def required_message(self, name: str) -> str:
        return dict(self.required_messages).get(name, f"{name}: required (or pass counts=)")

    def parameters(self) -> list[inspect.Parameter]:
        """The writer's parameters after ``tag``, as help() shows them: the inputs by
        position, then the options, ``data`` (a DataFrame the inputs name columns of:
        :mod:`tb_fairness.kinds.frames`), ``counts`` and ``min_count`` by keyword."""
        out = []
        for a in self.arguments:
            kind = (
                inspect.Parameter.POSITIONAL_OR_KEYWORD
                if a.positional
                else inspect.Parameter.KEYWORD_ONLY
            )
            out.append(inspect.Parameter(a.name, kind, default=None, annotation=a.annotation))
        keyword = inspect.Parameter.KEYWORD_ONLY
        out.append(inspect.Parameter("data", keyword, default=None, annotation="Any"))
        out.append(inspect.Parameter("counts", keyword, default=None, annotation="Any"))
        if self.min_count:
            out.append(
                inspect.Parameter("min_count", keyword, default=None, annotation="int | None")
            )
        return out

    def update_parameters(self) -> list[inspect.Parameter]:
        """An accumulator's ``update()`` parameters after ``self``: the per-example inputs,
        required ones first where the order allows, then ``data`` (a DataFrame the inputs
        name columns of: :mod:`tb_fairness.kinds.frames`)."""
        out = []
        for a in self.inputs:
            kind = (
                inspect.Parameter.POSITIONAL_OR_KEYWORD
                if a.in_update
                else inspect.Parameter.KEYWORD_ONLY
            )
            default = inspect.Parameter.empty if a.required else None
            out.append(inspect.Parameter(a.name, kind, default=default, annotation=a.annotation))
        keyword = inspect.Parameter.KEYWORD_ONLY
        out.append(inspect.Parameter("data", keyword, default=None, annotation="Any"))
        return out

    def constructor_parameters(self) -> list[inspect.Parameter]:
        """An accumulator's constructor parameters: the options, by keyword, with their
        defaults (required ones without)."""
        keyword = inspect.Parameter.KEYWORD_ONLY
        return [
            inspect.Parameter(
                a.name,
                keyword,
                default=inspect.Parameter.empty if a.required else a.default,
                annotation=a.annotation,
            )
            for a in self.options
        ]


def camel(name: str) -> str:
    """``group_metrics`` -> ``GroupMetrics``."""
    return "".join(part.capitalize() for part in name.split("_"))


def check_names_option(value, name: str):
    return None if value is None else check_names(value, name)


def check_mapping_option(value, name: str):
    return check_mapping(value, name, "a mapping attribute name -> ...", allow_none=True)


def check_groupings(value):
    """Groupings checked for their shape (their attributes are known at the first batch)."""
    if value is None or isinstance(value, str):
        if value not in (None, "all"):
            raise ValueError(
                f"groupings: expected 'all' or a sequence of groupings, got {shown(value)}"
            )
        return value
    check_sequence(value, "groupings", "'all' or a sequence of groupings")
    return tuple(value)


def vocabulary(name: str) -> Argument:
    """An option naming a vocabulary (``class_names``, ``label_names``, ``group_names``):
    names checked where an accumulator is made, and free to differ between merged ones."""
    return Argument(
        name,
        "Sequence[str] | None",
        check=lambda v: check_names_option(v, name),
        vocabulary=True,
    )


#: Keep the joint cells of the attributes, which the worst slices are found in (issue 28).
SLICES = Argument("slices", "bool | None", default=False, check=lambda v: check_flag(v, "slices"))

#: Each person's attributes (a mapping name -> per-person values), as count_groups takes them.
ATTRIBUTES = Argument(
    "attributes", "Mapping[str, Any] | None", per_example=True, positional=True, required=True
)

# The grouping options of the kinds counted per person (as count_groups takes them).
GROUPING_ARGUMENTS = (
    Argument("groupings", "str | Sequence[Any] | None", check=check_groupings),
    Argument(
        "buckets",
        "Mapping[str, Any] | None",
        check=lambda v: check_mapping_option(v, "buckets"),
    ),
    Argument(
        "attribute_values",
        "Mapping[str, Sequence[Any]] | None",
        check=lambda v: check_mapping_option(v, "attribute_values"),
        vocabulary=True,
    ),
)
