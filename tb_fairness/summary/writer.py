"""``FileWriter``: writes fairness reports to an event file with no TensorFlow."""

from __future__ import annotations

import inspect
import os
import time
from typing import TYPE_CHECKING

from tensorboard.compat.proto import event_pb2

from tb_fairness import kinds
from tb_fairness.metrics.validation import check_step, check_wall_time
from tb_fairness.summary import protos
from tb_fairness.summary.event_file import EventFile
from tb_fairness.summary.scalars import check_scalars

if TYPE_CHECKING:  # the generated methods' signatures, for editors and mypy
    from tb_fairness.summary.stubs.writer import WriterMethods
else:
    WriterMethods = object

__all__ = ["FileWriter"]


class FileWriter(WriterMethods):
    """Writes fairness reports into TensorBoard event files under ``logdir``.

    Each call computes its report completely before anything is written, so a call that
    raises leaves the file as it was, and each report is flushed to disk once written, so
    TensorBoard sees it at once. Use as a context manager, or call ``close()``.

    Every argument is checked before anything is written (:mod:`tb_fairness.metrics.validation`):
    a bad one raises TypeError (wrong type) or ValueError (wrong value) whose message starts
    with the argument's name and says what was expected and what was given. Nothing is
    coerced: a string is not a list of names, ``"0.5"`` and ``True`` are not numbers, ``step``
    lies in [0, 2**63), ``wall_time`` is finite; names are text without NUL or other control
    characters (tab, LF and CR are allowed) or lone surrogates, a column never mixes ``1``
    and ``"1"``, and group spaces over
    :data:`~tb_fairness.metrics.validation.MAX_GROUPS` groups are refused with their size.

    Next to each report, in the same event, go its headline numbers at the kind's default
    options as TensorBoard scalars, ``fairness/<tag>/<name>`` (and ``<name>_lower``,
    ``<name>_upper``), which Time Series draws beside the loss and HParams offers as
    metrics; ``scalars=False`` writes the reports alone.

    One method per report kind, named after it and generated from its declaration
    (``help(FileWriter.group_metrics)`` shows its arguments): ``tag``, ``step``, the
    arguments of the kind's ``<kind>_pb`` function and ``wall_time``.

    Examples
    --------
    >>> import tempfile
    >>> with FileWriter(tempfile.mkdtemp()) as writer:
    ...     writer.label_associations("assoc", 0, [{"man", "bike"}, {"woman"}],
    ...                               identities=["man", "woman"])
    """

    def __init__(self, logdir, *, filename_suffix: str = "", scalars: bool = True):
        if isinstance(logdir, os.PathLike):
            logdir = os.fspath(logdir)
        if not isinstance(logdir, str) or not logdir:
            raise TypeError(f"logdir: expected a directory path, got {logdir!r}")
        self.logdir = logdir
        self.scalars = check_scalars(scalars)
        self._writer = EventFile(logdir, filename_suffix)
        self._closed = False

    def _write(self, summary, step, wall_time):
        if self._closed:
            raise RuntimeError("FileWriter: already closed")
        event = event_pb2.Event(
            step=step, summary=summary, wall_time=time.time() if wall_time is None else wall_time
        )
        self._writer.add_event(event)
        self._writer.flush()

    def _write_pb(self, pb, arguments: dict) -> None:
        step = check_step(arguments.pop("step"))
        wall_time = check_wall_time(arguments.pop("wall_time"))
        self._write(pb(**arguments, scalars=self.scalars), step, wall_time)

    def flush(self) -> None:
        if not self._closed:
            self._writer.flush()

    def close(self) -> None:
        if not self._closed:
            self._writer.close()
            self._closed = True

    def __enter__(self) -> FileWriter:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def _method(kind: kinds.Kind):
    """``FileWriter.<kind>``: the kind's ``_pb`` function's report written at ``step``."""
    pb = protos.pb_of(kind.name)
    positional = inspect.Parameter.POSITIONAL_OR_KEYWORD
    keyword = inspect.Parameter.KEYWORD_ONLY
    params = list(inspect.signature(pb).parameters.values())
    signature = inspect.Signature(
        [
            inspect.Parameter("self", positional),
            params[0],  # tag
            inspect.Parameter("step", positional, annotation="int"),
            *(p for p in params[1:] if p.name != "scalars"),
            inspect.Parameter("wall_time", keyword, default=None, annotation="float | None"),
        ],
        return_annotation=None,
    )

    def method(*args, **kwargs) -> None:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        arguments = dict(bound.arguments)
        arguments.pop("self")._write_pb(pb, arguments)

    method.__name__ = kind.name
    method.__qualname__ = f"FileWriter.{kind.name}"
    method.__module__ = __name__
    method.__doc__ = (
        f"Write {kind.writing.summary} at ``step`` (arguments as "
        f":func:`tb_fairness.summary.{kind.name}_pb`).\n\n{kind.writing.doc}"
    )
    method.__signature__ = signature  # type: ignore[attr-defined]
    return method


for _kind in kinds.KINDS:
    setattr(FileWriter, _kind.name, _method(_kind))
