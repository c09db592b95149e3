"""Reading fairness reports through TensorBoard's data provider, with a small cache.

The plugin backend, the ``tb-fairness`` command and :class:`tb_fairness.Logdir` all read
through this class, so they see the same reports. Decoded reports are cached by (run, tag,
step, wall time): a warm request costs one ``list_tensors`` call, and a rewritten step is
never served stale.
"""

from __future__ import annotations

import collections
import threading
from typing import NamedTuple

from tensorboard.data import provider

from tb_fairness import kinds
from tb_fairness.reports import metadata

# read_tensors wants an explicit sample count; ask for every step the loader kept.
_ALL_STEPS = 1 << 30


class NotFound(LookupError):
    """A run, tag or step that the logdir does not hold (HTTP 404)."""


class Report(NamedTuple):
    run: str
    tag: str
    step: int
    wall_time: float
    info: metadata.ReportInfo
    counts: object  # the kind's counts class, e.g. AssociationCounts


class ReportStore:
    def __init__(self, data_provider, *, cache_bytes: int = 1 << 30):
        self._provider = data_provider
        self._cache_bytes = cache_bytes
        self._cached_bytes = 0
        # (eid, run, tag) -> ((max_step, max_wall_time), [TensorDatum] by step)
        self._series: dict[tuple[str, str, str], tuple[tuple[int, float], list]] = {}
        # (eid, run, tag, step, wall_time) -> (counts, size in bytes), least recent first
        self._decoded: collections.OrderedDict[tuple[str, str, str, int, float], tuple[object, int]]
        self._decoded = collections.OrderedDict()
        self._lock = threading.Lock()

    def tags(self, ctx, experiment_id: str) -> dict[str, dict[str, dict]]:
        """{run: {tag: {kind, version, description, max_step}}} for every readable report."""
        listing = self._provider.list_tensors(
            ctx, experiment_id=experiment_id, plugin_name=metadata.PLUGIN_NAME
        )
        result: dict[str, dict[str, dict]] = {}
        for run, tags in sorted(listing.items()):
            for tag, series in sorted(tags.items()):
                try:
                    info = kinds.parse_plugin_content(series.plugin_content)
                except metadata.UnsupportedReport:
                    continue  # written by a newer tb-fairness: not ours to misread
                result.setdefault(run, {})[tag] = {
                    "kind": info.kind,
                    "version": info.version,
                    "description": series.description,
                    "max_step": series.max_step,
                }
        return result

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
        info = kinds.parse_plugin_content(series.plugin_content)
        key = (experiment_id, run, tag)
        version = (series.max_step, series.max_wall_time)
        with self._lock:
            cached = self._series.get(key)
        if cached is None or cached[0] != version:
            data = (
                self._provider.read_tensors(
                    ctx,
                    experiment_id=experiment_id,
                    plugin_name=metadata.PLUGIN_NAME,
                    downsample=_ALL_STEPS,
                    run_tag_filter=flt,
                )
                .get(run, {})
                .get(tag, [])
            )
            cached = (version, sorted(data, key=lambda d: d.step))
            with self._lock:
                self._series[key] = cached
        return info, cached[1]

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
        with self._lock:
            entry = self._decoded.get(key)
            if entry is not None:
                self._decoded.move_to_end(key)
        if entry is None:
            counts = kinds.decode(info, datum.numpy)
            # The encoded size is a fair proxy of the decoded one (counts as int64 are larger
            # by a small factor); it keeps the cache bounded for reports of any size.
            entry = (counts, 4 * sum(len(x) for x in datum.numpy.reshape(-1)))
            with self._lock:
                self._decoded[key] = entry
                self._cached_bytes += entry[1]
                while self._cached_bytes > self._cache_bytes and len(self._decoded) > 1:
                    self._cached_bytes -= self._decoded.popitem(last=False)[1][1]
        return Report(run, tag, datum.step, datum.wall_time, info, entry[0])

    def runs_with(self, ctx, experiment_id: str, tag: str) -> list[str]:
        """The runs holding a report under ``tag``, sorted."""
        listing = self._provider.list_tensors(
            ctx,
            experiment_id=experiment_id,
            plugin_name=metadata.PLUGIN_NAME,
            run_tag_filter=provider.RunTagFilter(tags=[tag]),
        )
        return sorted(run for run, tags in listing.items() if tag in tags)


def steps_list(pairs: list[tuple]) -> list[dict]:
    return [{"step": step, "wall_time": wall_time} for step, wall_time in pairs]
