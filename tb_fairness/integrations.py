"""What the training integrations share (Keras, Lightning, transformers, torchmetrics).

Nothing here names a report kind: a kind's arguments (which are per example) come from its
declaration (``Kind.writing``), the kinds (and which argument holds the ground truth,
``Kind.ground_truth``) from the registry. A callback asks for a kind
by name, and the pieces below turn a model's outputs and the user's annotations into the
writer's arguments, the counts of a batch, and a report.

- :func:`require` imports a framework, or raises an ImportError naming the extra to install.
- :class:`ReportSpec` is one report a callback writes: its kind, tag and arguments, checked
  against the writer's signature when the callback is created.
- :class:`BatchCounts` accumulates the counts of batches in the kind's accumulator
  (exactly: counts add).
- :func:`merge_all` merges counts from shards or processes.
- :class:`WorseWatch` notices the step at which a report's bias first got significantly
  worse than at its best before, to warn or stop training.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import logging
from collections.abc import Mapping, Sequence
from typing import Any, Callable

import numpy as np

from tb_fairness.metrics.validation import check_names

__all__ = [
    "BatchCounts",
    "ON_WORSE",
    "REPORT_ONLY",
    "ReportSpec",
    "WorseWatch",
    "as_numpy",
    "merge_all",
    "require",
]

# Writer arguments that describe the report, not the examples: given when the report is
# written from merged counts (``counts=``), never to the counting of a batch.
REPORT_ONLY = ("min_count", "description")
# Writer arguments a callback sets itself (``scalars``: the callback's own switch, given to
# its FileWriter).
_RESERVED = ("tag", "step", "counts", "wall_time", "scalars")


def require(module: str, extra: str, user: str):
    """``import module``, or an ImportError saying which extra of tb-fairness brings it."""
    try:
        return importlib.import_module(module)
    except ImportError as err:
        raise ImportError(
            f"{user} needs {module.split('.')[0]}, which is not installed: "
            f"pip install 'tb-fairness[{extra}]'"
        ) from err


def as_numpy(value):
    """A tensor (torch, TensorFlow), array or list as numpy; mappings value by value; None,
    strings and label-set lists unchanged."""
    if value is None or isinstance(value, (str, bytes)):
        return value
    if isinstance(value, Mapping):
        return {k: as_numpy(v) for k, v in value.items()}
    if hasattr(value, "detach"):  # torch
        return value.detach().cpu().numpy()
    if hasattr(value, "numpy") and not isinstance(value, np.ndarray):  # TensorFlow, Keras
        return value.numpy()
    return value


def example_count(value) -> int | None:
    """The number of examples an input holds (a mapping: its first value's), or None."""
    if isinstance(value, Mapping):
        for v in value.values():
            return example_count(v)
        return None
    shape = getattr(value, "shape", None)
    if shape is not None and len(shape):
        return None if shape[0] is None else int(shape[0])
    if isinstance(value, Sequence) and not isinstance(value, (str, bytes)):
        return len(value)
    return None


def take(value, count: int):
    """The first ``count`` examples of an input (a mapping: of each value)."""
    if isinstance(value, Mapping):
        return {k: take(v, count) for k, v in value.items()}
    return value[:count]


class ReportSpec:
    """One report a callback writes: ``kind``'s writer called with ``arguments``.

    The kind must be in the registry and every argument one of its writer's; the
    per-example arguments among them (annotations) are checked to hold ``n`` examples when
    ``n`` is known. ``owner`` names the callback in messages.

    Attributes
    ----------
    inputs : tuple of str
        The writer's positional arguments after ``tag`` (the per-example inputs).
    ground_truth : str or None
        The input ``y`` fills, when the user gave none: None if the kind needs no truth.
    outputs : tuple of str
        The inputs the model's outputs fill: those neither given nor the ground truth.
    """

    def __init__(self, kind: str, tag: str | None, arguments: dict, *, owner: str):
        from tb_fairness import kinds
        from tb_fairness.summary import accumulators, protos

        if not isinstance(kind, str) or kind not in kinds.BY_NAME:
            raise ValueError(f"kind: expected one of {', '.join(kinds.BY_NAME)}, got {kind!r}")
        if tag is not None:  # None: counts only (tb_fairness.partitions)
            protos.check_tag(tag)
        self.kind, self.tag, self.owner = kind, tag, owner
        self.build = protos.pb_of(kind)
        self.writing = kinds.BY_NAME[kind].writing
        params = list(inspect.signature(self.build).parameters.values())[1:]  # after tag
        self.parameters = tuple(p.name for p in params if p.name not in _RESERVED)
        for name in arguments:
            if name not in self.parameters:
                raise TypeError(
                    f"{name}: not an argument of FileWriter.{kind} "
                    f"(expected some of {', '.join(self.parameters)})"
                )
        self.arguments = dict(arguments)
        self.inputs = tuple(
            p.name for p in params if p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
        )
        truth = kinds.BY_NAME[kind].ground_truth
        missing_truth = [n for n in self.inputs if n in truth and n not in arguments]
        self.ground_truth = missing_truth[0] if missing_truth else None
        self.outputs = tuple(
            n for n in self.inputs if n not in arguments and n != self.ground_truth
        )
        # The kind's accumulator counts the batches: its constructor takes the options
        # that describe every batch, its update() the per-example inputs.
        self.accumulator_type = accumulators.accumulator_for(kinds.BY_NAME[kind].counts_type)
        init = inspect.signature(self.accumulator_type).parameters
        self._init_required = tuple(n for n, p in init.items() if p.default is p.empty)
        update = list(inspect.signature(self.accumulator_type.update).parameters.values())[1:]
        self._init_names = frozenset(init)
        self._update_names = frozenset(p.name for p in update)
        self._update_required = tuple(p.name for p in update if p.default is p.empty)
        data = self.arguments.pop("data", None)
        if data is not None:  # per-example arguments named as columns: those columns
            self.arguments = self._columns(data, self.arguments)
        self._constructor, self._per_batch = self._split(self.batch_options)
        # Name lists checked once, here: the tuples check_names returns pass again at no
        # cost, so a new accumulator (each epoch, each torchmetrics batch) does not walk a
        # large vocabulary again.
        for name, value in self._constructor.items():
            if name.endswith("_names") or name == "identities":
                self._constructor[name] = check_names(value, name)
        self.accumulator()  # a bad option raises here, where the callback is made

    @property
    def accumulator_options(self) -> dict:
        """The accumulator's constructor arguments among the callback's."""
        return dict(self._constructor)

    @property
    def batch_arguments(self) -> dict:
        """The accumulator's update() arguments among the callback's (per-example ones)."""
        return dict(self._per_batch)

    def missing_inputs(self, given) -> list[str]:
        """The update() arguments without a default that ``given`` lacks."""
        return [n for n in self._update_required if n not in given]

    @property
    def batch_options(self) -> dict:
        """The arguments every batch is counted with (all but the report's own)."""
        return {k: v for k, v in self.arguments.items() if k not in REPORT_ONLY}

    @property
    def report_options(self) -> dict:
        """The arguments the report is written with, next to ``counts=``."""
        return {k: v for k, v in self.arguments.items() if k in REPORT_ONLY}

    def per_example(self, name: str, value) -> bool:
        """Whether ``name=value`` holds one value per example."""
        declared = next((a for a in self.writing.arguments if a.name == name), None)
        if declared is None:
            return False
        # An option the accumulator's update() also takes is per-example as a mapping (the
        # identities of label associations: names, or one boolean array per name).
        return declared.per_example or (isinstance(value, Mapping) and name in self._update_names)

    def check_aligned(self, n: int | None, given: Mapping[str, Any] | None = None) -> None:
        """Every per-example argument (of ``given``, default the callback's) holds ``n``."""
        if n is None:
            return
        for name, value in (self.arguments if given is None else given).items():
            if not self.per_example(name, value):
                continue
            values = value.items() if isinstance(value, Mapping) else [(None, value)]
            for key, v in values:
                m = example_count(v)
                if m is not None and m != n:
                    where = name if key is None else f"{name}[{key!r}]"
                    raise ValueError(
                        f"{where}: holds {m} values, but the inputs hold {n} examples "
                        "(annotations must be aligned with the examples)"
                    )

    def check_truth(self, y) -> None:
        """``y`` is given exactly when the kind needs ground truth the arguments lack."""
        if self.ground_truth is not None and y is None:
            raise ValueError(
                f"y: the {self.kind} report needs ground truth (its `{self.ground_truth}`): "
                f"pass y=, or {self.ground_truth}= aligned with the inputs"
            )
        if self.ground_truth is None and y is not None:
            raise ValueError(
                f"y: the {self.kind} report takes no ground truth beyond its arguments"
            )

    def model_inputs(self, predictions, y=None) -> dict:
        """The writer's per-example inputs from the model's (mapped) predictions and ``y``.

        One output: ``predictions`` is it. Several (e.g. top labels and their scores): a
        mapping by name, or a tuple in the writer's order.
        """
        inputs: dict[str, Any] = {}
        if self.ground_truth is not None:
            inputs[self.ground_truth] = as_numpy(y)
        if len(self.outputs) == 1:
            inputs[self.outputs[0]] = as_numpy(predictions)
        elif isinstance(predictions, Mapping):
            missing = [n for n in self.outputs if n not in predictions]
            if missing:
                raise ValueError(
                    f"predict: must return {', '.join(self.outputs)} for a {self.kind} "
                    f"report; missing {', '.join(missing)}"
                )
            inputs.update({n: as_numpy(predictions[n]) for n in self.outputs})
        elif isinstance(predictions, (tuple, list)) and len(predictions) == len(self.outputs):
            inputs.update({n: as_numpy(p) for n, p in zip(self.outputs, predictions)})
        else:
            raise ValueError(
                f"predict: must return {len(self.outputs)} values for a {self.kind} report "
                f"({', '.join(self.outputs)}), as a mapping or a tuple"
            )
        return inputs

    def _columns(self, data, arguments: dict) -> dict:
        """``arguments`` with each per-example one given as column names replaced by those
        columns of ``data`` (:mod:`tb_fairness.kinds.frames`), a mapping argument by name."""
        from tb_fairness.kinds import frames

        frames.frame_columns(data)  # refuses what is not a frame
        out = dict(arguments)
        for name, value in arguments.items():
            if self.per_example(name, value):
                declared = next(a for a in self.writing.arguments if a.name == name)
                mapping = "Mapping" in declared.annotation
                out[name] = frames.columns_of(
                    data, name, value, mapping=mapping, label_sets=declared.label_sets
                )
        return out

    def _split(self, options: Mapping[str, Any]) -> tuple[dict, dict]:
        """``options`` as (accumulator constructor arguments, update() arguments).

        None means the default, as it does to the writer. An argument both take (the
        identities of label associations) goes to update() when it is per-example.
        """
        constructor, per_batch = {}, {}
        for name, value in options.items():
            if value is None:
                continue
            if name in self._update_names and (
                name not in self._init_names or self.per_example(name, value)
            ):
                per_batch[name] = value
            else:
                constructor[name] = value
        return constructor, per_batch

    def accumulator(self):
        """A new, empty accumulator of the kind with the callback's arguments."""
        missing = [n for n in self._init_required if n not in self._constructor]
        if missing:
            raise ValueError(f"{missing[0]}: required for a {self.kind} report")
        return self.accumulator_type(**self._constructor)

    def batch(self, inputs: Mapping[str, Any]) -> dict:
        """The accumulator's update() arguments: ``inputs`` (per-example) with the
        callback's; errors name the argument."""
        clash = [n for n in inputs if n in self.arguments]
        if clash:
            raise ValueError(f"{clash[0]}: given both to the callback and by the batch")
        unknown = [n for n in inputs if n not in self.parameters]
        if unknown:
            raise TypeError(f"{unknown[0]}: not an argument of FileWriter.{self.kind}")
        constructor, per_batch = self._split(inputs)
        if constructor:
            raise ValueError(
                f"{next(iter(constructor))}: describes the whole {self.kind} report, not one "
                "batch: give it to the callback"
            )
        batch = {**per_batch, **self._per_batch}
        missing = self.missing_inputs(batch)
        if missing:
            raise ValueError(
                f"{missing[0]}: required for a {self.kind} report (one value per example)"
            )
        return batch

    def counts(self, inputs: Mapping[str, Any]):
        """The counts of one batch: ``inputs`` (per-example) with the callback's arguments,
        counted by the kind's accumulator, so a callback counts exactly as
        ``FileWriter.<kind>`` does."""
        batch = self.batch(inputs)
        accumulator = self.accumulator()
        accumulator.update(**batch)
        return accumulator.counts

    def write(self, writer, step: int, counts) -> None:
        """Write the report of ``counts`` (merged) at ``step`` with ``writer`` (a FileWriter)."""
        getattr(writer, self.kind)(self.tag, step, counts=counts, **self.report_options)


def merge_all(counts: Sequence):
    """The counts merged in order (None entries, from shards that saw nothing, skipped)."""
    seen = [c for c in counts if c is not None]
    if not seen:
        return None
    return functools.reduce(lambda a, b: a.merge(b), seen)


class BatchCounts:
    """Counts of one report over batches: ``update(**inputs)`` adds a batch exactly, at the
    cost of the batch (the kind's accumulator, not a report per batch).

    ``counts`` is None until a batch is seen; writers take the object as ``counts=``.
    """

    def __init__(self, spec: ReportSpec):
        self.spec = spec
        self._accumulator: Any = None

    @property
    def counts(self):
        return None if self._accumulator is None else self._accumulator.counts

    def update(self, inputs: Mapping[str, Any]) -> None:
        batch = self.spec.batch({k: as_numpy(v) for k, v in inputs.items()})
        if self._accumulator is None:
            self._accumulator = self.spec.accumulator()
        self._accumulator.update(**batch)

    def reset(self) -> None:
        self._accumulator = None


def predicted(outputs, predict: Callable | None):
    """The model's outputs mapped by the user's ``predict`` (default: as they are)."""
    return outputs if predict is None else predict(outputs)


logger = logging.getLogger("tb_fairness")

# What a callback does when a bias number first gets significantly worse: log a warning,
# also stop training (as Keras' EarlyStopping does), or nothing.
ON_WORSE = ("warn", "stop", None)


class WorseWatch:
    """The headline numbers of each report a callback writes (at the kind's defaults), and
    the first step at which each bias number is significantly worse than at its best before
    (:mod:`tb_fairness.metrics.first_worse`, as ``tb-fairness trend --first-worse`` finds
    it): logged once per number as a warning, and with ``on_worse="stop"`` a request to stop.
    Performance numbers (accuracy) are not watched; the loss is the framework's to watch."""

    def __init__(self, spec: ReportSpec, on_worse: str | None):
        if on_worse not in ON_WORSE:
            raise ValueError(f"on_worse: expected 'warn', 'stop' or None, got {on_worse!r}")
        self.spec, self.on_worse = spec, on_worse
        self.steps: list[int] = []
        self.headlines: list = []
        #: The bias numbers found worse: name -> the step it was found at.
        self.found: dict[str, int] = {}

    def observe(self, step: int, counts) -> bool:
        """Takes the report of ``counts`` written at ``step``; True when training should
        stop (``on_worse="stop"`` and a bias number was just found worse)."""
        if self.on_worse is None:
            return False
        from tb_fairness import kinds
        from tb_fairness.metrics.first_worse import TEST, first_worse

        kind = kinds.get(self.spec.kind)
        try:
            options = kind.resolve(counts, kind.parse(lambda name: None))
            headline = kind.headline(counts, options)
        except ValueError:  # the defaults do not apply: no numbers to watch (as the scalars)
            return False
        self.steps.append(step)
        self.headlines.append(headline)
        new = []
        for info in kind.headline_infos(options):
            if info.better is None or info.role == "performance" or info.name in self.found:
                continue
            ends = [h.intervals.get(info.name) or (None, None) for h in self.headlines]
            found = first_worse(
                [h.values.get(info.name) for h in self.headlines],
                [e[0] for e in ends],
                [e[1] for e in ends],
                better=info.better,
                level=options["level"],
            )
            if found is not None:
                self.found[info.name] = step
                new.append((info, found))
        for info, found in new:
            logger.warning(
                "%s: %s %r is significantly worse at step %d than at step %d, its best "
                "before (%.4g against %.4g; p = %.2g < %.2g; %s)%s",
                self.spec.owner,
                info.title,
                self.spec.tag,
                self.steps[found.at],
                self.steps[found.vs],
                self.headlines[found.at].values[info.name],
                self.headlines[found.vs].values[info.name],
                found.p_value,
                found.threshold,
                TEST,
                "; stopping training (on_worse='stop')" if self.on_worse == "stop" else "",
            )
        return bool(new) and self.on_worse == "stop"
