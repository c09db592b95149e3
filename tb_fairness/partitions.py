"""Counting a table partition by partition, for the engines that hold one (Spark, Dask).

:class:`PartitionCounting` is what a worker needs to count its partition: the kind's name,
the accumulator's options, and the per-example inputs as column names (as ``data=`` takes
them, :mod:`tb_fairness.kinds.frames`). It is plain values, so an engine ships it to its
workers as it ships any function's arguments. A partition's frames (Arrow record batches,
pandas or polars DataFrames) are counted into one accumulator and leave the worker in the
report's own encoding (:func:`tb_fairness.summary.accumulators.encode`), as Beam's coder
sends them; two encoded accumulators merge into one (:meth:`PartitionCounting.merge`), so an
engine's tree reduction over partitions gives, byte for byte, what one process counts.

Keys (one run per model or split) are checked to be safe run names here too
(:func:`check_key`), where the per-key variants split a partition's rows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

import numpy as np

from tb_fairness import integrations
from tb_fairness.kinds import frames
from tb_fairness.metrics.validation import check_text, shown
from tb_fairness.summary import accumulators

__all__ = [
    "BATCH_ROWS",
    "PartitionCounting",
    "check_key",
    "check_key_column",
    "column_names",
    "split_report_options",
    "write_per_key",
    "write_runs",
]


# Characters that look like '/' or '\\' on screen: a run named with one would read as a
# nested run in TensorBoard's run list.
_SLASH_LOOKALIKES = frozenset("\u2215\u2044\uff0f\u29f8\u2571\u29f5\u29f9\ufe68\uff3c\u2572")


def check_key(key) -> str:
    """``key`` checked to be a safe run name: one path component, so ``logdir/<key>`` stays
    inside the logdir. ValueError (TypeError for a key that is not a string) naming it."""
    if not isinstance(key, str):
        raise TypeError(
            f"key: expected a run name (str), got {key!r} ({type(key).__name__}); "
            "map the keys to strings first"
        )
    reason = None
    if not key or key.strip() != key:
        reason = "empty, or starts or ends with white space"
    elif key in (".", ".."):
        reason = "a relative directory"
    elif "/" in key or "\\" in key:
        reason = "holds a path separator"
    elif key.startswith("."):
        reason = "a hidden directory (starts with '.')"
    elif any(c in _SLASH_LOOKALIKES for c in key):
        reason = "holds a character that looks like a path separator"
    elif ":" in key:
        reason = "holds ':' (a drive or a URL scheme)"
    elif any(ord(c) < 32 or ord(c) == 127 for c in key):
        reason = "holds a control character"
    elif len(key.encode("utf-8", "surrogatepass")) > 255:
        reason = "longer than 255 bytes"
    if reason is not None:
        raise ValueError(
            f"key: {key[:80]!r} is not a safe run name ({reason}); each key becomes the "
            "run directory logdir/<key>"
        )
    check_text(key, "key")  # no lone surrogates
    return key


def check_key_column(key) -> str | None:
    """``key`` checked to name one column (None: no key), else TypeError naming it."""
    if key is not None and not isinstance(key, str):
        raise TypeError(f"key: expected the name of a column, got {type(key).__name__}")
    return key


def _is_names(value) -> bool:
    """Whether ``value`` names columns: a name, a list of names, a mapping to names."""
    if isinstance(value, str):
        return True
    if isinstance(value, Mapping):
        return bool(value) and all(isinstance(v, str) for v in value.values())
    if isinstance(value, (list, tuple)):
        return bool(value) and all(isinstance(v, str) for v in value)
    return False


def column_names(inputs: Mapping[str, Any]) -> list[str]:
    """The columns ``inputs`` (per-example inputs as names) read, each once, in order."""
    out: list[str] = []
    for value in inputs.values():
        names = value.values() if isinstance(value, Mapping) else [value]
        for name in names:
            for n in [name] if isinstance(name, str) else name:
                if n not in out:
                    out.append(n)
    return out


#: Rows a partition's small frames are joined into before they are counted (memory: one
#: such batch and its temporaries, a few tens of MB for wide rows).
BATCH_ROWS = 131_072


class PartitionCounting:
    """How every partition of a table is counted into ``kind``'s accumulator.

    ``arguments`` are the kind's writer's: its options (vocabularies, thresholds,
    groupings...) and its per-example inputs given as column names, exactly as ``data=``
    takes them (a name; names side by side; a mapping of names). Checked here, where the
    job is built, naming the argument: a kind not in the registry, an argument the writer
    lacks, a per-example input given as values (a partition holds only its own rows), a
    report option (``min_count``, ``description``: the writer's, with ``counts=``), a bad
    option. ``owner`` names the caller in messages.
    """

    def __init__(self, kind, arguments: Mapping[str, Any], *, owner: str):
        for name in ("data", *integrations.REPORT_ONLY):
            if name in arguments:
                raise TypeError(
                    f"{name}: not taken by {owner}"
                    + (
                        " (the table is the data)"
                        if name == "data"
                        else f"; give it to the writer with counts={owner}(...)"
                    )
                )
        spec = integrations.ReportSpec(kind, None, dict(arguments), owner=owner)
        self.kind, self.owner = kind, owner
        self.options = spec.accumulator_options
        self.inputs = spec.batch_arguments
        for name, value in self.inputs.items():
            if not _is_names(value):
                raise TypeError(
                    f"{name}: {owner} reads it from the table: give a column name, a list "
                    f"of them or a mapping to them (as data= takes them), not "
                    f"{type(value).__name__} values"
                )
        missing = spec.missing_inputs(self.inputs)
        if missing:
            raise ValueError(f"{missing[0]}: required for a {kind} report (a column name)")
        self.columns = column_names(self.inputs)
        self._type = spec.accumulator_type
        spec.accumulator()  # a bad option raises here, not on a worker

    def check_columns(self, available: Iterable[str], what: str, key: str | None = None) -> None:
        """Every column the inputs (and ``key``) name is among ``available``, the columns of
        the table ``what``: else a ValueError naming the argument and listing them."""
        available = [str(c) for c in available]
        named = dict(self.inputs, **({} if key is None else {"key": key}))
        for argument, value in named.items():
            for name in column_names({argument: value}):
                if name not in available:
                    raise ValueError(
                        f"{argument}: no column {name!r} in {what}; it has {shown(available)}"
                    )

    def read(self, key: str | None = None) -> list[str]:
        """The columns a partition must hold: the inputs' and ``key``."""
        return self.columns + ([key] if key is not None and key not in self.columns else [])

    def accumulator(self):
        """A new, empty accumulator with the options."""
        return self._type(**self.options)

    def _batches(self, parts: Iterable) -> Iterable:
        """A partition's frames that hold rows, joined into batches of at least
        :data:`BATCH_ROWS` rows (an engine's small batches, Spark's 10,000-row Arrow
        batches, would each pay a batch's fixed cost); all in one when the kind needs the
        rows of one value together (:attr:`Accumulator.rows_together`: the partition must
        hold all of them, which a repartition by that column ensures)."""
        together = self._type.rows_together is not None
        pending: list = []
        rows = 0
        for frame in parts:
            n = frames.row_count(frame)
            if n == 0:
                continue
            pending.append(frame)
            rows += n
            if rows >= BATCH_ROWS and not together:
                yield frames.concat(pending)
                pending, rows = [], 0
        if pending:
            yield frames.concat(pending)

    def count(self, batches: Iterable) -> bytes | None:
        """A partition's frames counted into one accumulator, encoded; None if they hold
        no rows (a partition may be empty)."""
        accumulator = None
        for frame in self._batches(batches):
            if accumulator is None:
                accumulator = self.accumulator()
            accumulator.update(data=frame, **self.inputs)
        return None if accumulator is None else accumulators.encode(accumulator)

    def count_by_key(self, batches: Iterable, key: str) -> dict[str, bytes]:
        """A partition's frames counted per value of the column ``key`` (a run name each:
        :func:`check_key`), encoded."""
        per_key: dict[str, Any] = {}
        for frame in self._batches(batches):
            values = np.asarray(frames.columns_of(frame, "key", key), dtype=object)
            for name in set(values.tolist()):
                check_key(name)
            names, rows = np.unique(values, return_inverse=True)
            order = np.argsort(rows, kind="stable")
            bounds = np.searchsorted(rows[order], np.arange(len(names) + 1))
            for i, name in enumerate(map(str, names)):
                if name not in per_key:
                    per_key[name] = self.accumulator()
                part = frames.take(frame, order[bounds[i] : bounds[i + 1]])
                per_key[name].update(data=part, **self.inputs)
        return {k: accumulators.encode(a) for k, a in per_key.items()}

    def decode(self, encoded: bytes):
        """An accumulator from :meth:`count`'s bytes (checked: its kind, configuration and
        checksum)."""
        return accumulators.decode(encoded, self.accumulator())

    def _merged(self, a: bytes, b: bytes) -> bytes:
        return accumulators.encode(self.decode(a).merge(self.decode(b)))

    def merge(self, a: bytes | None, b: bytes | None) -> bytes | None:
        """Two encoded accumulators (None: none) as one, encoded."""
        if a is None or b is None:
            return a if b is None else b
        return self._merged(a, b)

    def merge_by_key(self, a: Mapping[str, bytes], b: Mapping[str, bytes]) -> dict[str, bytes]:
        """Two mappings of key -> encoded accumulator merged key by key."""
        out = dict(a)
        for key, encoded in b.items():
            out[key] = encoded if key not in out else self._merged(out[key], encoded)
        return out

    def result(self, encoded: bytes | None, what: str):
        """The accumulator of the whole table (``what`` names it in the error when it held
        no rows: there is no report of no examples)."""
        if encoded is None:
            raise ValueError(f"{what}: no rows to count, so there is no report to write")
        return self.decode(encoded)

    def results_by_key(self, merged: Mapping[str, bytes], what: str) -> dict[str, Any]:
        """One accumulator per key, in sorted order (a table with no rows: as :meth:`result`)."""
        if not merged:
            self.result(None, what)
        return {k: self.decode(merged[k]) for k in sorted(merged)}


# The writer's arguments that describe a report rather than count rows.
_REPORT_OPTIONS = (*integrations.REPORT_ONLY, "wall_time", "scalars")


def split_report_options(arguments: Mapping[str, Any]) -> tuple[dict, dict]:
    """``arguments`` as (counting arguments, the report's options: ``min_count``,
    ``description``, ``wall_time``, ``scalars``)."""
    counting = {k: v for k, v in arguments.items() if k not in _REPORT_OPTIONS}
    report = {k: v for k, v in arguments.items() if k in _REPORT_OPTIONS}
    return counting, report


def write_per_key(counts_per_key, table, key, logdir, kind, tag, step, arguments) -> dict:
    """An engine's ``write_per_key``: its ``counts_per_key(table, key, kind, ...)`` over the
    counting arguments, each accumulator written with the report options among
    ``arguments`` (:func:`write_runs`)."""
    counting, options = split_report_options(arguments)
    return write_runs(
        counts_per_key(table, key, kind, **counting), logdir, kind, tag, step, options
    )


def write_runs(
    per_key: Mapping[str, Any], logdir, kind: str, tag: str, step: int, options: Mapping
) -> dict[str, str]:
    """Each accumulator of ``per_key`` written as a report into the run ``logdir/<key>``;
    returns key -> run directory. Every key is checked before anything is written."""
    import os

    from tb_fairness.summary.writer import FileWriter

    if isinstance(logdir, os.PathLike):
        logdir = os.fspath(logdir)
    if not isinstance(logdir, str) or not logdir:
        raise TypeError(f"logdir: expected a directory path, got {logdir!r}")
    options = dict(options)
    scalars = options.pop("scalars", True)
    runs = {check_key(key): os.path.join(logdir, key) for key in per_key}
    for key, run in runs.items():
        with FileWriter(run, scalars=scalars) as writer:
            getattr(writer, kind)(tag, step, counts=per_key[key], **options)
    return runs
