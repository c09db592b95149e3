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
        doubled = counts.merge(counts)
        fields = []
        for field in dataclasses.fields(counts):
            value, twice = getattr(counts, field.name), getattr(doubled, field.name)
            if _is_count(value, twice):
                fields.append(field.name)
            elif not _same(value, twice):
                raise ValueError(f"{self.spec.kind}: cannot sum counts field {field.name!r}")
        return tuple(fields)

    def update(self, **inputs) -> None:
        counts = self.spec.counts(inputs)
        if self._template is None:
            self._fields = self._layout(counts)
            self._template = counts
            for field in self._fields:
                value = _summed(getattr(counts, field))
                self.add_state(
                    _STATE + field,
                    default=_torch.zeros(value.shape, dtype=value.dtype),
                    dist_reduce_fx="sum",
                )
        else:
            for field in dataclasses.fields(counts):
                mine, first = getattr(counts, field.name), getattr(self._template, field.name)
                if field.name in self._fields:
                    same = np.shape(mine) == np.shape(first)
                else:
                    same = field.name == "min_count" or _same(mine, first)
                if not same:
                    raise ValueError(
                        f"{field.name}: this batch's counts are laid out differently from the "
                        "first batch's; declare the vocabularies (names, values, groups) in "
                        f"the {self.spec.kind} metric's arguments so that every batch counts "
                        "the same cells"
                    )
        for field in self._fields:
            state = getattr(self, _STATE + field)
            value = _summed(getattr(counts, field))
            setattr(self, _STATE + field, state + value.to(state.device))

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
        values = {}
        for field in self._fields:
            array = getattr(self, _STATE + field).detach().cpu().numpy()
            template = getattr(self._template, field)
            if not isinstance(template, np.ndarray):
                values[field] = int(array)
            else:
                values[field] = array.astype(np.float64 if array.dtype.kind == "f" else np.int64)
        counts = dataclasses.replace(self._template, **values)
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
