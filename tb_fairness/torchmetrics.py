"""torchmetrics: a ``Metric`` per report kind whose states are the count arrays, summed
across processes (``pip install 'tb-fairness[torch]'``).

>>> metric = GroupMetrics(class_names=["cat", "dog"], attribute_values={"gender": ["f", "m"]})
...                                                              # doctest: +SKIP
>>> metric.update(classes=y, predictions=logits.argmax(-1), attributes={"gender": g})
...                                                              # doctest: +SKIP
>>> writer.group_metrics("groups/val", step, counts=metric.compute())  # doctest: +SKIP

One class per kind of the registry, named after it in CamelCase (``LabelAssociations``,
``GroupMetrics``, ...), each a :class:`FairnessMetric` with its kind fixed. See
docs/training.md.
"""

from __future__ import annotations

import dataclasses
import functools
import numbers
from typing import Any

import numpy as np

from tb_fairness import integrations, kinds
from tb_fairness.kinds.writing import camel

_torch = integrations.require("torch", "torch", "tb_fairness.torchmetrics")
_torchmetrics = integrations.require("torchmetrics", "torch", "tb_fairness.torchmetrics")
# The base class, typed Any for mypy (the framework is optional and untyped here).
_Metric: Any = _torchmetrics.Metric

_STATE = "count_"


def _is_count(value, doubled) -> bool:
    """A field of counts: whole numbers (or sums of floats, such as a kind's sums of scores)
    that double when the counts merge with themselves."""
    if isinstance(value, np.ndarray):
        return (
            (np.issubdtype(value.dtype, np.integer) or np.issubdtype(value.dtype, np.floating))
            and isinstance(doubled, np.ndarray)
            and doubled.shape == value.shape
            and np.array_equal(doubled, 2 * value)
        )
    if isinstance(value, numbers.Integral) and not isinstance(value, bool):
        return bool(doubled == 2 * value)
    return False


def _leaves(counts, doubled):
    """(name, value, doubled value) of each field of the counts; a nested dataclass holding
    counts (the binary kind's score sums) gives its fields as ``field.sub``."""
    for field in dataclasses.fields(counts):
        value, twice = getattr(counts, field.name), getattr(doubled, field.name)
        subs = _nested_counts(value, twice)
        if subs:
            for sub in subs:
                yield f"{field.name}.{sub}", getattr(value, sub), getattr(twice, sub)
        else:
            yield field.name, value, twice


def _nested_counts(value, twice) -> list[str]:
    """The fields of a nested dataclass of counts (each one doubles), else []."""
    if not dataclasses.is_dataclass(value) or isinstance(value, type):
        return []
    names = [f.name for f in dataclasses.fields(value)]
    ok = all(_is_count(getattr(value, n), getattr(twice, n)) for n in names)
    return names if ok else []


def _state(field: str) -> str:
    """A state's name (torch's module attributes take no dots)."""
    return _STATE + field.replace(".", "__")


def _summed(value):
    """A counts field as the tensor its state sums: int64 counts, float64 sums of floats."""
    value = np.asarray(value)
    return _torch.as_tensor(value.astype(np.float64 if value.dtype.kind == "f" else np.int64))


def _same(a, b) -> bool:
    if isinstance(a, np.ndarray) or isinstance(b, np.ndarray):
        return np.shape(a) == np.shape(b) and np.array_equal(a, b)
    return a == b


class _Box:
    """Counts carried through torchmetrics' compute wrapper, which would otherwise try to
    rebuild the (frozen) counts dataclass field by field."""

    def __init__(self, counts):
        self.counts = counts


class FairnessMetric(_Metric):
    """The counts of ``kind``'s report, accumulated over ``update`` calls and summed across
    processes.

    ``update(**inputs)`` takes the writer's per-example arguments by name (as
    ``FileWriter.<kind>`` does, tensors allowed); ``report_arguments`` are its other ones
    (vocabularies, thresholds). ``compute()`` returns the counts object the writers take as
    ``counts=``.

    The states are the count arrays (``dist_reduce_fx="sum"``), so they sync exactly like
    any torchmetrics state; they are created at the first ``update``, shaped by the
    vocabularies. Declare the vocabularies (``label_names=``, ``identities=``,
    ``class_names=``, ``attribute_values=``, ``group_names=``...) so that every batch on
    every process counts the same cells: a batch laid out differently raises ValueError.
    Counts that are sparse by nature (cells, households or identity overlaps seen only in
    some batches) cannot be summed cell by cell: for those, merge counts objects (the
    Lightning callback does, across processes). Call ``update``, not the metric itself
    (``forward``), and let every process see a batch before the metric syncs.
    """

    full_state_update = False
    kind = ""

    def __init__(
        self, kind: str | None = None, *, metric_options: dict | None = None, **report_arguments
    ):
        super().__init__(**(metric_options or {}))
        kind = kind or type(self).kind
        self.spec = integrations.ReportSpec(
            kind, kind, report_arguments, owner=f"tb_fairness.torchmetrics.{type(self).__name__}"
        )
        self._template = None  # the first batch's counts: the layout (names, indices)
        self._fields: tuple[str, ...] = ()

    def _layout(self, counts) -> tuple[str, ...]:
        """The names of the fields that sum (a nested dataclass's, such as the binary
        kind's score sums, as ``field.sub``); every other field must stay the same."""
        if getattr(counts, "cells", None) is not None:
            raise ValueError(
                "slices: joint cells are sparse (each batch holds its own combinations), so "
                "they cannot be summed cell by cell; merge counts objects instead (the "
                "Lightning callback does, across processes)"
            )
        doubled = counts.merge(counts)
        fields = []
        for name, value, twice in _leaves(counts, doubled):
            if _is_count(value, twice):
                fields.append(name)
            elif not _same(value, twice):
                raise ValueError(f"{self.spec.kind}: cannot sum counts field {name!r}")
        return tuple(fields)

    def update(self, **inputs) -> None:
        counts = self.spec.counts(inputs)
        if self._template is None:
            self._fields = self._layout(counts)
            self._template = counts
            values = {name: value for name, value, _ in _leaves(counts, counts)}
            for field in self._fields:
                value = _summed(values[field])
                self.add_state(
                    _state(field),
                    default=_torch.zeros(value.shape, dtype=value.dtype),
                    dist_reduce_fx="sum",
                )
        else:
            first = {name: value for name, value, _ in _leaves(self._template, self._template)}
            for name, mine, _ in _leaves(counts, counts):
                if name in self._fields:
                    same = np.shape(mine) == np.shape(first.get(name))
                else:
                    same = name == "min_count" or (name in first and _same(mine, first[name]))
                if not same:
                    raise ValueError(
                        f"{name}: this batch's counts are laid out differently from the "
                        "first batch's; declare the vocabularies (names, values, groups) in "
                        f"the {self.spec.kind} metric's arguments so that every batch counts "
                        "the same cells"
                    )
        values = {name: value for name, value, _ in _leaves(counts, counts)}
        for field in self._fields:
            state = getattr(self, _state(field))
            value = _summed(values[field])
            setattr(self, _state(field), state + value.to(state.device))

    def _wrap_compute(self, compute):
        wrapped = super()._wrap_compute(lambda *args, **kwargs: _Box(compute(*args, **kwargs)))

        @functools.wraps(compute)
        def unboxed(*args, **kwargs):
            return wrapped(*args, **kwargs).counts

        return unboxed

    def compute(self):
        """The counts (a counts object, for ``counts=``); None before any batch."""
        if self._template is None:
            return None
        values: dict[str, dict] = {}
        template = {name: value for name, value, _ in _leaves(self._template, self._template)}
        for field in self._fields:
            array = getattr(self, _state(field)).detach().cpu().numpy()
            if not isinstance(template[field], np.ndarray):
                value = int(array)
            else:
                value = array.astype(np.float64 if array.dtype.kind == "f" else np.int64)
            outer, _, inner = field.partition(".")
            values.setdefault(outer, {})[inner] = value
        replaced = {}
        for outer, inner in values.items():
            if "" in inner:
                replaced[outer] = inner[""]
            else:
                replaced[outer] = dataclasses.replace(getattr(self._template, outer), **inner)
        counts = dataclasses.replace(self._template, **replaced)
        if "min_count" in self.spec.report_options:
            counts = dataclasses.replace(counts, min_count=self.spec.report_options["min_count"])
        return counts


def _metric_class(kind: str) -> type:
    doc = (
        f"A :class:`FairnessMetric` of ``{kind}`` reports: ``update`` takes "
        f"``FileWriter.{kind}``'s per-example arguments, ``compute()`` its ``counts=``."
    )
    return type(
        camel(kind), (FairnessMetric,), {"kind": kind, "__doc__": doc, "__module__": __name__}
    )


_METRICS = {camel(k.name): _metric_class(k.name) for k in kinds.KINDS}
globals().update(_METRICS)

__all__ = ["FairnessMetric", *sorted(_METRICS)]
