"""Accumulators for streaming evaluation: counts updated batch by batch, merged by addition.

Memory is that of the counts, whatever the number of batches; the result equals a one-shot
computation over all examples exactly. Hand one to a writer with ``counts=accumulator``.

Names come in one canonical order (:mod:`tb_fairness.metrics.names`): the order declared
(``label_names``, ``class_names``, ``group_names``, ``attribute_values``, ``buckets``, the
identities, the taxonomy), else natural order (numbers by value, then text ignoring case).
Each batch's counts are in that order and merges keep it, so batches updated or merged in
any order, shards merged as any tree, and one shot give the same counts and the same
report, byte for byte.

Each kind's accumulator is generated from its :class:`~tb_fairness.kinds.writing.Writing`
(:func:`accumulator_class`): its constructor takes the writer's options, its ``update()``
the per-example inputs. A kind whose counting keeps state between batches declares a class
of its own, on :class:`Accumulator`.
"""

from __future__ import annotations

import inspect
from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np

from tb_fairness.kinds import frames
from tb_fairness.kinds.writing import Writing

__all__ = ["Accumulator", "accumulator_class", "check_mergeable"]


def _same(a, b) -> bool:
    """Whether two configuration values are the same (arrays by content)."""
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return isinstance(a, np.ndarray) and isinstance(b, np.ndarray) and np.array_equal(a, b)
    return a == b


def _plain(value):
    """A configuration value as JSON: tuples and arrays as lists, mappings by sorted key."""
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, np.generic):
        return value.item()
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    return value


def check_mergeable(mine: Mapping[str, Any], theirs: Mapping[str, Any]) -> None:
    """Refuses (ValueError naming the option) to merge counts made with another
    configuration: added, they would mix counts of different things (two thresholds, two
    bucketings, two databases)."""
    for name, value in mine.items():
        other = theirs[name]
        if not _same(value, other):
            shown = "another database" if name == "database" else f"{other!r} there, {value!r} here"
            raise ValueError(
                f"other: {name} differs ({shown}); counts made with a different {name} "
                "cannot be added together"
            )


class Accumulator:
    """Counts of one kind over batches: ``counts`` merges each batch's counts exactly.

    A subclass sets ``counts_type`` and ``update()``, calling :meth:`_add` with each
    batch's counts; ``_fixed()`` says what must agree for two accumulators to merge."""

    counts_type: ClassVar[type]
    counts: Any = None
    # The per-example input whose rows of one value must all come in the same batch (the
    # image ids of geodiversity), if any: an engine counts a partition in one batch then.
    rows_together: ClassVar[str | None] = None

    def _add(self, batch) -> None:
        self.counts = batch if self.counts is None else self.counts.merge(batch)

    def merge(self, other):
        """Add another accumulator's counts (from another shard or worker) into this one."""
        if not isinstance(other, type(self)):
            raise TypeError(f"other: expected {type(self).__name__}, got {type(other).__name__}")
        check_mergeable(self._fixed(), other._fixed())
        if other.counts is not None:
            self._add(other.counts)
        return self

    def _fixed(self) -> dict:
        """What must agree for a merge."""
        return {}

    def configuration(self) -> dict:
        """What must agree for a merge, as JSON values (lists for tuples and arrays): what
        an encoded accumulator carries, so a decoder refuses counts of another one."""
        return {name: _plain(value) for name, value in sorted(self._fixed().items())}

    def extra_state(self) -> bytes:
        """What the accumulator holds beside its counts and must travel with them between
        workers (the images a geodiversity accumulator has counted); empty for most."""
        return b""

    def load_extra_state(self, data: bytes) -> None:
        """Takes back :meth:`extra_state` (a new accumulator's, before any batch)."""
        if data:
            raise ValueError(f"accumulator: {type(self).__name__} carries no extra state")


class _Generated(Accumulator):
    """An accumulator generated from a kind's :class:`Writing`."""

    writing: ClassVar[Writing]
    _constructor: ClassVar[inspect.Signature]
    _update: ClassVar[inspect.Signature]

    def __init__(self, **options):
        bound = self._constructor.bind(**options)
        bound.apply_defaults()
        self._options = {}
        for name, value in bound.arguments.items():
            argument = self.writing.argument(name)
            if argument.required and value is None:
                raise ValueError(f"{name}: required")
            check = argument.check
            self._options[name] = check(value) if check is not None and value is not None else value

    def update(self, *args, **kwargs) -> None:
        """Add one batch. A batch that raises leaves the accumulator as it was."""
        bound = self._update.bind(*args, **kwargs)
        inputs = dict(bound.arguments)
        inputs = frames.with_columns(inputs.pop("data", None), inputs, self.writing)
        for argument in self.writing.inputs:
            if argument.required and inputs.get(argument.name) is None:
                raise ValueError(f"{argument.name}: required (one value per example)")
        given = {k: v for k, v in {**inputs, **self._options}.items() if v is not None}
        self._add(self.writing.count(**given))

    def _fixed(self) -> dict:
        """The options that must agree for counts to be added: all but the vocabularies."""
        return {
            name: value
            for name, value in self._options.items()
            if not self.writing.argument(name).vocabulary
        }


def _declared(fn, owner: str, self: inspect.Parameter, signature: inspect.Signature):
    """``fn`` as a method of ``owner`` whose signature is ``signature`` (after ``self``)."""

    def method(*args, **kwargs):
        return fn(*args, **kwargs)

    method.__name__ = fn.__name__
    method.__qualname__ = f"{owner}.{fn.__name__}"
    method.__doc__ = fn.__doc__
    method.__signature__ = signature.replace(  # type: ignore[attr-defined]
        parameters=[self, *signature.parameters.values()], return_annotation=None
    )
    return method


def accumulator_class(name: str, counts_type: type, writing: Writing, module: str) -> type:
    """The accumulator of the kind ``name``: the kind's own class, or one generated from
    ``writing`` (named ``<stem>Accumulator`` and placed in ``module``, so that pickle and
    Beam find it by name)."""
    if writing.accumulator is not None:
        return writing.accumulator
    cls_name = writing.class_stems(name)[0] + "Accumulator"
    constructor = inspect.Signature(writing.constructor_parameters())
    update = inspect.Signature(writing.update_parameters(), return_annotation=None)
    options = ", ".join(f"``{a.name}``" for a in writing.options)
    doc = (
        f"Counts of {writing.summary} over many batches, merged by addition.\n\n"
        f"The options ({options}) fix what every batch counts, as for the writer "
        f"``FileWriter.{name}``; ``update()`` takes a batch's per-example inputs. Hand it to "
        "the writer as ``counts=``."
    )
    cls = type(
        cls_name,
        (_Generated,),
        {
            "__doc__": doc,
            "__module__": module,
            "__qualname__": cls_name,
            "counts_type": counts_type,
            "writing": writing,
            "_constructor": constructor,
            "_update": update,
        },
    )

    # help() and inspect show the declared arguments (the methods take them by name).
    self = inspect.Parameter("self", inspect.Parameter.POSITIONAL_OR_KEYWORD)
    for method, signature in (("__init__", constructor), ("update", update)):
        setattr(cls, method, _declared(getattr(_Generated, method), cls_name, self, signature))
    return cls
