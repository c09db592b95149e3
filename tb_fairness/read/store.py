"""Reading fairness reports through TensorBoard's data provider, with a small cache.

The plugin backend, the ``tb-fairness`` command and :class:`tb_fairness.Logdir` all read
through this class, so they see the same reports. Decoded reports are cached by (run, tag,
step, wall time): a warm request costs one ``list_tensors`` call, and a rewritten step is
never served stale.

The cache holds at most ``cache_bytes`` of decoded counts, measured (the ``nbytes`` of
their arrays and the size of their names), not estimated from the compressed size. A report
that cannot be read (corrupt, too new, over the size limits of
:mod:`tb_fairness.reports.blobs`) raises :class:`CorruptReport` naming run, tag and step,
and the refusal is remembered, so a zlib bomb is inflated (up to its limit) once, not on
every request. One thread decodes a given report while the others wait for it.
"""

from __future__ import annotations

import collections
import dataclasses
import logging
import sys
import threading
from collections.abc import Callable, Hashable
from typing import NamedTuple

import numpy as np
from tensorboard.data import provider

from tb_fairness import kinds
from tb_fairness.reports import headlines, metadata

logger = logging.getLogger(__name__)

# read_tensors wants an explicit sample count; ask for every step the loader kept.
_ALL_STEPS = 1 << 30
# The decoded counts kept in memory by default (the ``--samples_per_plugin`` steps of every
# report are read again when evicted).
DEFAULT_CACHE_BYTES = 256 << 20
# Refusals remembered (each a short message).
_REFUSALS_KEPT = 4096
# Results of one report kept (a trend's headline numbers: a few hundred bytes each; a
# report's bias rows, for the drill-downs: up to megabytes), and the bytes they may hold.
_RESULTS_KEPT = 20_000
DEFAULT_RESULTS_BYTES = 128 << 20


class NotFound(LookupError):
    """A run, tag or step that the logdir does not hold (HTTP 404)."""


class CorruptReport(metadata.UnsupportedReport):
    """A report that cannot be read: unreadable plugin content, a newer version, a corrupt
    or oversized tensor. The message starts with the run and tag (and step) (HTTP 400)."""


def _where(run: str, tag: str, step: int | None = None) -> str:
    return f"run {run!r}, tag {tag!r}" + ("" if step is None else f", step {step}")


def _reason(err: BaseException) -> str:
    if isinstance(err, metadata.UnsupportedReport):
        return str(err)
    if isinstance(err, MemoryError):
        return "report too large to decode (MemoryError)"
    return f"corrupt report ({type(err).__name__}: {str(err)[:200]})"


# What sizeof measures with sys.getsizeof alone.
_LEAVES = (str, bytes, int, float, bool, np.generic)


# sys.getsizeof of an ASCII str of n characters is this plus n.
_ASCII_STR = sys.getsizeof("")


def _items_size(items, depth: int) -> int:
    """sizeof of each of ``items``: in C when they are all leaves (a report's 100,000 label
    names in 5 ms, not 150), and from their joined length when they are ASCII text (1 ms)."""
    types = set(map(type, items))
    if types == {str}:
        joined = "".join(items)
        if joined.isascii():
            return _ASCII_STR * len(items) + len(joined)
    if types <= {str, bytes, int, float, bool}:
        return sum(map(sys.getsizeof, items))
    return sum(sizeof(v, depth + 1) for v in items)


def sizeof(value, _depth: int = 0) -> int:
    """The bytes ``value`` holds in memory: numpy arrays by ``nbytes``, strings, numbers and
    containers by ``sys.getsizeof``, dataclasses and objects by their fields. Shared objects
    are counted at each reference (an over-count keeps the cache under its budget)."""
    if hasattr(value, "cached_nbytes"):  # a value that knows what it adds (shared names)
        return int(value.cached_nbytes())
    if isinstance(value, np.ndarray):
        # nbytes of object arrays counts the pointers only: add what they point to.
        extra = _items_size(value.reshape(-1).tolist(), _depth) if value.dtype == object else 0
        return value.nbytes + 112 + extra  # 112: the array object itself
    size = sys.getsizeof(value)
    if _depth > 8 or isinstance(value, _LEAVES):
        return size
    if isinstance(value, dict):
        return size + sum(sizeof(k, _depth + 1) + sizeof(v, _depth + 1) for k, v in value.items())
    if isinstance(value, (list, tuple, set, frozenset)):
        return size + _items_size(value, _depth)
    if dataclasses.is_dataclass(value):
        fields = [getattr(value, f.name, None) for f in dataclasses.fields(value)]
        names = {f.name for f in dataclasses.fields(value)}
        attributes = getattr(value, "__dict__", {})
        fields += [v for k, v in attributes.items() if k not in names]  # cached properties
        return size + sum(sizeof(v, _depth + 1) for v in fields)
    if hasattr(value, "__dict__"):
        return size + sizeof(vars(value), _depth + 1)
    return size


class Report(NamedTuple):
    run: str
    tag: str
    step: int
    wall_time: float
    info: metadata.ReportInfo
    counts: object  # the kind's counts class, e.g. AssociationCounts


class ReportStore:
    def __init__(self, data_provider, *, cache_bytes: int = DEFAULT_CACHE_BYTES):
        self._provider = data_provider
        self._cache_bytes = cache_bytes
        self._cached_bytes = 0
        # (eid, run, tag) -> ((max_step, max_wall_time), [TensorDatum] by step)
        self._series: dict[tuple[str, str, str], tuple[tuple[int, float], list]] = {}
        # (eid, run, tag, step, wall_time) -> (counts, size in bytes), least recent first
        self._decoded: collections.OrderedDict[tuple[str, str, str, int, float], tuple[object, int]]
        self._decoded = collections.OrderedDict()
        # The same keys -> why the report cannot be read (remembered, least recent first).
        self._refused: collections.OrderedDict[tuple[str, str, str, int, float], str]
        self._refused = collections.OrderedDict()
        # The same keys -> a lock held by the thread decoding that report.
        self._decoding: dict[tuple[str, str, str, int, float], threading.Lock] = {}
        # (report key, options) -> (what a function of one report computed (trend headlines,
        # bias rows), its size in bytes), least recent first.
        self._results: collections.OrderedDict[tuple, tuple[object, int]]
        self._results = collections.OrderedDict()
        self._results_bytes = 0
        # (eid, run, tag) -> ((max_step, max_wall_time), {(step, wall_time): record})
        self._records: dict[tuple[str, str, str], tuple[tuple[int, float], dict]] = {}
        self._lock = threading.Lock()

    @property
    def cached_bytes(self) -> int:
        """The measured size of the decoded counts the cache holds now."""
        return self._cached_bytes

    @property
    def provider(self):
        """The data provider the reports are read through (for other plugins' data: the
        runs table reads the HParams plugin's through it)."""
        return self._provider

    def tags(self, ctx, experiment_id: str) -> dict[str, dict[str, dict]]:
        """{run: {tag: {kind, version, description, max_step}}} for every readable report;
        see :meth:`listing` for the ones skipped."""
        return self.listing(ctx, experiment_id)[0]

    def listing(self, ctx, experiment_id: str) -> tuple[dict[str, dict[str, dict]], list[dict]]:
        """(:meth:`tags`, [{run, tag, reason}] of the reports whose plugin content cannot be
        read: unknown kind, newer version, not JSON)."""
        listing = self._provider.list_tensors(
            ctx, experiment_id=experiment_id, plugin_name=metadata.PLUGIN_NAME
        )
        result: dict[str, dict[str, dict]] = {}
        skipped: list[dict] = []
        for run, tags in sorted(listing.items()):
            for tag, series in sorted(tags.items()):
                try:
                    info = kinds.parse_plugin_content(series.plugin_content)
                except metadata.UnsupportedReport as err:
                    # Not ours to misread (a newer tb-fairness, a corrupt file): listed, and
                    # every other report still served.
                    skipped.append({"run": run, "tag": tag, "reason": str(err)})
                    continue
                result.setdefault(run, {})[tag] = {
                    "kind": info.kind,
                    "version": info.version,
                    "description": series.description,
                    "max_step": series.max_step,
                }
        return result, skipped

    def _series_of(self, ctx, experiment_id, run, tag):
        flt = provider.RunTagFilter(runs=[run], tags=[tag])
        listing = self._provider.list_tensors(
            ctx,
            experiment_id=experiment_id,
            plugin_name=metadata.PLUGIN_NAME,
            run_tag_filter=flt,
        )
        series = listing.get(run, {}).get(tag)
        if series is None:
            raise NotFound(f"no fairness report for run {run!r} and tag {tag!r}")
        try:
            info = kinds.parse_plugin_content(series.plugin_content)
        except metadata.UnsupportedReport as err:
            raise CorruptReport(f"{_where(run, tag)}: {err}") from None
        key = (experiment_id, run, tag)
        version = (series.max_step, series.max_wall_time)
        with self._lock:
            cached = self._series.get(key)
        if cached is None or cached[0] != version:
            data = self._read(ctx, experiment_id, metadata.PLUGIN_NAME, run, tag)
            cached = (version, sorted(data, key=lambda d: d.step))
            with self._lock:
                self._series[key] = cached
        return info, cached[1]

    def _read(self, ctx, experiment_id: str, plugin_name: str, run: str, tag: str) -> list:
        """Every step the loader kept of one series of ``plugin_name``'s tensors."""
        return (
            self._provider.read_tensors(
                ctx,
                experiment_id=experiment_id,
                plugin_name=plugin_name,
                downsample=_ALL_STEPS,
                run_tag_filter=provider.RunTagFilter(runs=[run], tags=[tag]),
            )
            .get(run, {})
            .get(tag, [])
        )

    def steps(self, ctx, experiment_id: str, run: str, tag: str):
        """(kind info, [(step, wall_time)]) of one report, ascending by step."""
        info, data = self._series_of(ctx, experiment_id, run, tag)
        return info, [(d.step, d.wall_time) for d in data]

    def report(
        self, ctx, experiment_id: str, run: str, tag: str, step: int | None = None
    ) -> Report:
        """The decoded report at ``step`` (the latest when None)."""
        info, data = self._series_of(ctx, experiment_id, run, tag)
        if not data:
            raise NotFound(f"run {run!r}, tag {tag!r} holds no steps")
        if step is None:
            datum = data[-1]
        else:
            matches = [d for d in data if d.step == step]
            if not matches:
                raise NotFound(
                    f"step: {step} not found for run {run!r}, tag {tag!r}; "
                    f"steps are {[d.step for d in data][:20]}"
                )
            datum = matches[0]
        key = (experiment_id, run, tag, datum.step, datum.wall_time)
        counts = self._counts(key, info, datum, _where(run, tag, datum.step))
        return Report(run, tag, datum.step, datum.wall_time, info, counts)

    def _lookup(self, key):
        """The cached counts of ``key`` or None; CorruptReport when refused before. Holds
        the lock."""
        entry = self._decoded.get(key)
        if entry is not None:
            self._decoded.move_to_end(key)
            return entry[0]
        refusal = self._refused.get(key)
        if refusal is not None:
            raise CorruptReport(refusal)
        return None

    def _counts(self, key, info, datum, where: str):
        with self._lock:
            counts = self._lookup(key)
            if counts is not None:
                return counts
            gate = self._decoding.setdefault(key, threading.Lock())
        with gate:  # one decode per report: the other threads wait, then read the cache
            try:
                with self._lock:
                    counts = self._lookup(key)
                if counts is not None:
                    return counts
                try:
                    counts = kinds.decode(info, datum.numpy)
                except Exception as err:  # a logdir may hold anything; refuse, never crash
                    message = f"{where}: {_reason(err)}"
                    logger.warning("tb_fairness: %s", message)
                    with self._lock:
                        self._refused[key] = message
                        while len(self._refused) > _REFUSALS_KEPT:
                            self._refused.popitem(last=False)
                    raise CorruptReport(message) from None
                self._keep(key, counts)
                return counts
            finally:
                with self._lock:
                    self._decoding.pop(key, None)

    def _keep(self, key, counts) -> None:
        """Caches ``counts`` by its measured size, evicting the least recent; a report
        larger than the whole budget is served but not kept."""
        size = sizeof(counts)
        if size > self._cache_bytes:
            return
        with self._lock:
            self._decoded[key] = (counts, size)
            self._cached_bytes += size
            while self._cached_bytes > self._cache_bytes:
                self._cached_bytes -= self._decoded.popitem(last=False)[1][1]

    def result(
        self,
        ctx,
        experiment_id: str,
        run: str,
        tag: str,
        step: int,
        wall_time: float,
        what: Hashable,
        compute: Callable[[Report], object],
    ):
        """``compute(report)`` for the report at ``step`` (written at ``wall_time``), kept
        under ``what`` (e.g. the options): a report at a step and wall time never changes,
        so a trend over 200 steps decodes nothing when its numbers were computed before.
        At most DEFAULT_RESULTS_BYTES are kept, measured (:func:`sizeof`), least recently
        used first out; a larger result is returned but not kept."""
        key = (experiment_id, run, tag, step, wall_time, what)
        with self._lock:
            if key in self._results:
                self._results.move_to_end(key)
                return self._results[key][0]
        value = compute(self.report(ctx, experiment_id, run, tag, step))
        size = sizeof(value)
        with self._lock:
            if size <= DEFAULT_RESULTS_BYTES and key not in self._results:
                self._results[key] = (value, size)
                self._results_bytes += size
                while (
                    len(self._results) > _RESULTS_KEPT
                    or self._results_bytes > DEFAULT_RESULTS_BYTES
                ):
                    self._results_bytes -= self._results.popitem(last=False)[1][1]
        return value

    def records(self, ctx, experiment_id: str, run: str, tag: str) -> dict:
        """{(step, wall_time): record} of the headline numbers written beside the report
        ``tag`` of ``run`` (:mod:`tb_fairness.reports.headlines`); a record that cannot be
        read, or of other definitions, is left out (its report is read instead). Cached
        until the series changes."""
        flt = provider.RunTagFilter(runs=[run], tags=[headlines.record_tag(tag)])
        listing = self._provider.list_tensors(
            ctx, experiment_id=experiment_id, plugin_name=headlines.PLUGIN_NAME, run_tag_filter=flt
        )
        series = listing.get(run, {}).get(headlines.record_tag(tag))
        if series is None:
            return {}
        key = (experiment_id, run, tag)
        version = (series.max_step, series.max_wall_time)
        with self._lock:
            cached = self._records.get(key)
        if cached is not None and cached[0] == version:
            return cached[1]
        data = self._read(ctx, experiment_id, headlines.PLUGIN_NAME, run, headlines.record_tag(tag))
        records = {}
        for datum in data:
            record = headlines.decode(datum.numpy)
            if record is not None:
                records[(datum.step, datum.wall_time)] = record
        with self._lock:
            self._records[key] = (version, records)
        return records

    def runs_with(self, ctx, experiment_id: str, tag: str) -> list[str]:
        """The runs holding a report under ``tag``, sorted."""
        return sorted(self.versions(ctx, experiment_id, tag))

    def versions(self, ctx, experiment_id: str, tag: str) -> dict[str, tuple[int, float]]:
        """{run: (max_step, max_wall_time)} of every run holding a report under ``tag``, in
        one listing: a series whose pair is unchanged holds the same reports (a step
        written again gets a later wall time), so the pairs key answers over many runs."""
        listing = self._provider.list_tensors(
            ctx,
            experiment_id=experiment_id,
            plugin_name=metadata.PLUGIN_NAME,
            run_tag_filter=provider.RunTagFilter(tags=[tag]),
        )
        return {
            run: (tags[tag].max_step, tags[tag].max_wall_time)
            for run, tags in sorted(listing.items())
            if tag in tags
        }


def steps_list(pairs: list[tuple]) -> list[dict]:
    return [{"step": step, "wall_time": wall_time} for step, wall_time in pairs]
