"""Apache Beam: count an evaluation set of any size in parallel, write one report
(``pip install 'tb-fairness[beam]'``).

One ``beam.CombineFn`` per accumulator of :mod:`tb_fairness.summary.accumulators`, generated
from the registry and named after it (``GroupMetricsCombineFn`` for
``GroupMetricsAccumulator``...), taking the accumulator's constructor arguments. An element
is one batch: a dict of the accumulator's ``update()`` arguments by name. The output is the
accumulator, which every writer takes as ``counts=``; :class:`WriteReport` (one report)
and :class:`WriteReportPerKey` (one run per slice key, ``CombinePerKey``) combine and write
in one step:

>>> import apache_beam as beam                                     # doctest: +SKIP
>>> with beam.Pipeline() as p:                                    # doctest: +SKIP
...     (p | beam.Create(shards)
...        | beam.FlatMap(read_batches)     # {"predictions": ..., "identities": {...}}
...        | WriteReport(LabelAssociationCombineFn(label_names=vocabulary),
...                      "gs://bucket/logs/model_a", "assoc", step=0, min_count=5))

Counts add exactly, and names keep one canonical order (:mod:`tb_fairness.metrics.names`),
so the report is byte for byte the one a single process would write, whatever the runner
splits and merges. A worker holds accumulators (the counts), never more than one batch of
examples. Accumulators cross workers as the report stores them (the kind's ``encode``, the
zlib blobs of :mod:`tb_fairness.reports.blobs`), not as pickled Python objects:
:class:`AccumulatorCoder`. See docs/scale.md.
"""

from __future__ import annotations

import inspect
import os
import tempfile
from collections.abc import Mapping
from typing import Any, ClassVar

from tb_fairness import integrations, kinds
from tb_fairness.metrics.validation import check_int, check_step, check_text, check_wall_time
from tb_fairness.partitions import check_key
from tb_fairness.summary import accumulators, protos
from tb_fairness.summary.accumulators import ACCUMULATORS
from tb_fairness.summary.scalars import check_scalars
from tb_fairness.summary.writer import FileWriter

beam = integrations.require("apache_beam", "beam", "tb_fairness.beam")
# The base classes, typed Any for mypy (Beam is optional and its classes untyped here).
_CombineFn: Any = beam.CombineFn
_Coder: Any = beam.coders.Coder
_PTransform: Any = beam.PTransform


# --------------------------------------------------------------------------------------
# Combining


class AccumulatorCombineFn(_CombineFn):
    """Combines batches into an accumulator (the base of one class per accumulator).

    A subclass declares ``accumulator`` (the accumulator class); ``kind``, the name of the
    report kind with the counts it holds, comes from the registry (which alone names the
    kinds). Its constructor takes the accumulator's arguments and builds one accumulator at
    once, so a bad option raises where the pipeline is built, not later on a worker.
    """

    accumulator: ClassVar[type[Any]]
    kind: ClassVar[str]
    # The accumulator's update() parameters: all of them, and those without a default.
    inputs: ClassVar[tuple[str, ...]]
    required: ClassVar[tuple[str, ...]]

    def __init_subclass__(cls, **kwargs):
        super().__init_subclass__(**kwargs)
        counts_type = cls.accumulator.counts_type
        (cls.kind,) = [k.name for k in kinds.KINDS if k.counts_type is counts_type]
        params = list(inspect.signature(cls.accumulator.update).parameters.values())[1:]
        cls.inputs = tuple(p.name for p in params)
        cls.required = tuple(p.name for p in params if p.default is inspect.Parameter.empty)
        # help() and IDEs show the accumulator's own arguments, and what a batch holds.
        cls.__signature__ = inspect.signature(cls.accumulator)  # type: ignore[attr-defined]
        optional = [n for n in cls.inputs if n not in cls.required]
        cls.__doc__ = (
            f"{cls.__doc__}\n\n    Combines batches into a :class:`{cls.accumulator.__name__}` "
            "(:mod:`tb_fairness.summary.accumulators`), taking its arguments. A batch is a "
            f"dict of its ``update()`` arguments by name: {', '.join(cls.required)}"
            + (f" (optional: {', '.join(optional)})" if optional else "")
            + "."
        )

    def __init__(self, *args, **kwargs):
        super().__init__()
        self._args, self._kwargs = args, kwargs
        self.create_accumulator()

    def create_accumulator(self):
        return self.accumulator(*self._args, **self._kwargs)

    def add_input(self, mutable_accumulator, element):
        mutable_accumulator.update(**self.check_batch(element))
        return mutable_accumulator

    def merge_accumulators(self, accumulators):
        # Canonical order: any order of merging gives the same counts.
        accumulators = iter(accumulators)
        merged = next(accumulators, None)
        if merged is None:  # nothing to merge: an empty accumulator, as Beam expects
            return self.create_accumulator()
        for accumulator in accumulators:
            merged.merge(accumulator)
        return merged

    def extract_output(self, accumulator):
        return accumulator

    def get_accumulator_coder(self):
        return AccumulatorCoder(self)

    def check_batch(self, element) -> Mapping:
        """``element`` checked to be a dict of ``update()`` arguments by name."""
        owner = f"{self.accumulator.__name__}.update()"
        if not isinstance(element, Mapping):
            raise TypeError(
                f"element: expected a dict of {owner} arguments by name "
                f"({', '.join(self.inputs)}), got {type(element).__name__}"
            )
        for name in element:
            if name not in self.inputs:
                raise TypeError(
                    f"element[{name!r}]: not an argument of {owner} "
                    f"(expected {', '.join(self.inputs)})"
                )
        missing = [name for name in self.required if name not in element]
        if missing:
            raise TypeError(f"element: missing {', '.join(missing)}, required by {owner}")
        return element


def _combine_fn_class(kind: kinds.Kind, accumulator: type, name: str) -> type:
    """``<Stem>CombineFn`` of ``kind``, placed in this module (so that pickle and Beam find
    it by name)."""
    return type(
        name,
        (AccumulatorCombineFn,),
        {
            "__doc__": f"Counts {kind.writing.summary} in a Beam pipeline.",
            "__module__": __name__,
            "__qualname__": name,
            "accumulator": accumulator,
        },
    )


#: Accumulator class -> its CombineFn, one per report kind; by name, each also under the
#: name it had before it was named after its kind.
COMBINE_FNS: dict[type, type[AccumulatorCombineFn]] = {}
_BY_NAME: dict[str, type[AccumulatorCombineFn]] = {}
for _kind, _accumulator in zip(kinds.KINDS, ACCUMULATORS):
    _stem, *_former = _kind.writing.class_stems(_kind.name)
    _fn = COMBINE_FNS[_accumulator] = _combine_fn_class(_kind, _accumulator, _stem + "CombineFn")
    _BY_NAME.update({stem + "CombineFn": _fn for stem in (_stem, *_former)})
globals().update(_BY_NAME)


# --------------------------------------------------------------------------------------
# Accumulators between workers: the report's own encoding


class AccumulatorCoder(_Coder):
    """Encodes an accumulator as :func:`tb_fairness.summary.accumulators.encode` does: its
    configuration, the elements of its report tensor (the kind's own encoding: JSON header,
    zlib-compressed names and counts), any extra state, and a checksum. So what travels
    between workers is the size of a report, never a pickled object, and decoding goes
    through the kind's checked decoder and refuses damaged bytes, another version or
    counts of another configuration, naming what is wrong."""

    def __init__(self, combine_fn: AccumulatorCombineFn):
        self._fn = combine_fn

    def encode(self, value) -> bytes:
        if not isinstance(value, self._fn.accumulator):
            raise TypeError(
                f"accumulator: expected {self._fn.accumulator.__name__}, got {type(value).__name__}"
            )
        return accumulators.encode(value)

    def decode(self, encoded: bytes):
        return accumulators.decode(encoded, self._fn.create_accumulator())

    def is_deterministic(self) -> bool:
        # Canonical order: equal counts encode to equal bytes.
        return True


# --------------------------------------------------------------------------------------
# Writing


def _is_local(path: str) -> bool:
    return beam.io.filesystems.FileSystems.get_scheme(path) is None


def _join(logdir: str, name: str) -> str:
    if _is_local(logdir):
        return os.path.join(logdir, name)
    return beam.io.filesystems.FileSystems.join(logdir, name)


def _check_logdir(logdir) -> str:
    if isinstance(logdir, os.PathLike):
        logdir = os.fspath(logdir)
    if not isinstance(logdir, str) or not logdir:
        raise TypeError(f"logdir: expected a directory path or URL, got {logdir!r}")
    return logdir


# The writer's arguments that describe the report rather than count batches (``scalars``:
# the FileWriter's switch for the headline scalars).
_REPORT_OPTIONS = (*integrations.REPORT_ONLY, "wall_time", "scalars")
# The options every kind's writer takes, whatever its ``*_pb`` signature.
_WRITER_OPTIONS = ("wall_time", "scalars")


def _check_options(combine_fn, options: dict) -> dict:
    kind = combine_fn.kind
    accepted = inspect.signature(protos.pb_of(kind)).parameters
    for name, value in options.items():
        if name not in _REPORT_OPTIONS or (name not in _WRITER_OPTIONS and name not in accepted):
            if name in accepted and name != "counts":
                raise TypeError(
                    f"{name}: counts the batches; give it to {type(combine_fn).__name__}, "
                    "not to the write"
                )
            ours = [n for n in _REPORT_OPTIONS if n in _WRITER_OPTIONS or n in accepted]
            raise TypeError(
                f"{name}: not an option of a {kind} report's writer "
                f"(expected some of tag, step, {', '.join(ours)})"
            )
        if name == "min_count":
            check_int(value, name, low=0, high=protos.MAX_MIN_COUNT, allow_none=True)
        elif name == "description":
            check_text(value, name, allow_none=True)
        elif name == "scalars":
            check_scalars(value)
        else:
            check_wall_time(value)
    return options


def _write(accumulator, run_dir: str, kind: str, tag: str, step: int, options: dict) -> str:
    """Write the report of ``accumulator`` into ``run_dir`` with the kind's FileWriter method;
    a directory on another filesystem (``gs://``, ``s3://``, ``hdfs://``: Beam's
    ``FileSystems``) receives the event file the FileWriter wrote to a local temporary one."""
    if accumulator.counts is None:
        raise ValueError(
            f"batches: none reached the combine (an empty PCollection), so there is no "
            f"report to write for tag {tag!r} in {run_dir}"
        )
    options = dict(options)
    scalars = options.pop("scalars", True)
    if _is_local(run_dir):
        with FileWriter(run_dir, scalars=scalars) as writer:
            getattr(writer, kind)(tag, step, counts=accumulator, **options)
        return run_dir
    filesystems = beam.io.filesystems.FileSystems
    with tempfile.TemporaryDirectory() as local:
        with FileWriter(local, scalars=scalars) as writer:
            getattr(writer, kind)(tag, step, counts=accumulator, **options)
        (name,) = os.listdir(local)
        with open(os.path.join(local, name), "rb") as f:
            data = f.read()
    with filesystems.create(filesystems.join(run_dir, name)) as out:
        out.write(data)
    return run_dir


class _WriteBase(_PTransform):
    def __init__(self, combine_fn, logdir, tag: str, step: int = 0, **options):
        super().__init__()
        if not isinstance(combine_fn, AccumulatorCombineFn):
            raise TypeError(
                "combine_fn: expected one of tb_fairness.beam's CombineFns "
                f"({', '.join(fn.__name__ for fn in COMBINE_FNS.values())}), "
                f"got {type(combine_fn).__name__}"
            )
        self._fn = combine_fn
        self._logdir = _check_logdir(logdir)
        self._tag = protos.check_tag(tag)
        self._step = check_step(step)
        self._options = _check_options(combine_fn, options)
        # What the write step needs, as plain values (the transform is not shipped).
        self._write_args = (self._logdir, combine_fn.kind, self._tag, self._step, self._options)


class WriteReport(_WriteBase):
    """Combines a PCollection of batches globally and writes one report into ``logdir``.

    Parameters
    ----------
    combine_fn : AccumulatorCombineFn
        One of this module's CombineFns, e.g. ``LabelAssociationCombineFn(identities=...)``.
    logdir : str or path
        The run's directory: a local path, or any URL Beam's ``FileSystems`` writes
        (``gs://`` with ``apache-beam[gcp]``, ``s3://`` with ``apache-beam[aws]``...).
    tag, step : str, int
        As every writer takes them.
    **options
        The writer's report options: ``min_count``, ``description`` (as the kind's
        ``FileWriter`` method takes them), ``wall_time``, and ``scalars`` (default True:
        the report's headline numbers also written as TensorBoard scalars, as
        ``FileWriter`` writes them); checked here, when the pipeline is built.

    The output is a PCollection of one element, ``logdir``, once the report is written.
    The report is written once, by the one worker that holds the combined counts.
    """

    def expand(self, batches):
        return (
            batches
            | "Combine" >> beam.CombineGlobally(self._fn)
            | "Write" >> beam.Map(_write, *self._write_args)
        )


class WriteReportPerKey(_WriteBase):
    """Combines ``(key, batch)`` pairs per key (``CombinePerKey``) and writes one report per
    key into the run ``logdir/<key>`` (e.g. one run per model or dataset split).

    Arguments as :class:`WriteReport`'s. A key must be a string that is one safe path
    component (:func:`check_key`); pairs are checked as they come, before counting. The
    output is a PCollection of ``(key, run directory)``, one per key, once written.
    """

    def expand(self, pairs):
        return (
            pairs
            | "CheckKeys" >> beam.Map(_check_pair)
            | "CombinePerKey" >> beam.CombinePerKey(self._fn)
            | "Write" >> beam.Map(_write_per_key, *self._write_args)
        )


def _write_per_key(pair, logdir, kind, tag, step, options) -> tuple[str, str]:
    key, accumulator = pair
    return key, _write(accumulator, _join(logdir, check_key(key)), kind, tag, step, options)


def _check_pair(element):
    if not isinstance(element, tuple) or len(element) != 2:
        raise TypeError(
            f"element: expected a (key, batch) pair, got {type(element).__name__}"
            + (f" of {len(element)}" if isinstance(element, tuple) else "")
        )
    check_key(element[0])
    return element


__all__ = [
    "COMBINE_FNS",
    "AccumulatorCoder",
    "AccumulatorCombineFn",
    "WriteReport",
    "WriteReportPerKey",
    "check_key",
    *sorted(_BY_NAME),
]
