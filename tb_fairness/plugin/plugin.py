"""The Fairness tab's backend: thin routes that parse, call the store and tables, respond.

Every route is written down in docs/http_api.md.
"""
from __future__ import annotations

import os

import orjson
import werkzeug
from werkzeug import wrappers

from tensorboard import errors, plugin_util
from tensorboard.plugins import base_plugin

from tb_fairness.metrics import associations, geodiversity, groups, skew
from tb_fairness.metrics.counts import resolve_min_count
from tb_fairness.plugin import compare, tables
from tb_fairness.plugin.store import NotFound, ReportStore, steps_list
from tb_fairness.reports import metadata

_STATIC = os.path.join(os.path.dirname(os.path.dirname(__file__)), "static")

# Unless the user says otherwise, keep this many steps per report in memory (TensorBoard's
# default for unknown plugins is 10, too few for trends over training).
DEFAULT_SAMPLES = 1000


# TensorBoard's security validator expects it on every response.
_NOSNIFF = {"X-Content-Type-Options": "nosniff"}


def _json(value, status=200):
    # orjson: the tables are long lists of floats, which the json module encodes 10-15x
    # slower; their non-finite values are already None (tables.json_floats), or numpy
    # arrays, whose non-finite floats orjson writes as null.
    body = orjson.dumps(value, option=orjson.OPT_SERIALIZE_NUMPY)
    return wrappers.Response(body, status=status, content_type="application/json",
                             headers=_NOSNIFF)


def _required(request, name):
    value = request.args.get(name)
    if value is None or value == "":
        raise errors.InvalidArgumentError(f"{name}: required")
    return value


def _number(request, name, default, convert=float, minimum=0):
    value = request.args.get(name)
    if value is None or value == "":
        return default
    try:
        number = convert(value)
    except ValueError:
        number = None
    if number is None or not number >= minimum or number != number or number == float("inf"):
        raise errors.InvalidArgumentError(
            f"{name}: expected a number >= {minimum}, got {value!r}") from None
    return number


def _level(request):
    level = _number(request, "level", 0.95, float, 0.5)
    if level >= 1:
        raise errors.InvalidArgumentError(f"level: expected a confidence level in [0.5, 1), "
                                          f"got {level!r}")
    return level


def _rate(request):
    """``q``, the false discovery rate of the Benjamini-Hochberg marks."""
    q = _number(request, "q", associations.DEFAULT_FDR, float, 1e-9)
    if q >= 1:
        raise errors.InvalidArgumentError(f"q: expected a rate in (0, 1), got {q!r}")
    return q


def _step(request, name="step"):
    value = request.args.get(name)
    if value is None or value == "":
        return None
    try:
        return int(value)
    except ValueError:
        raise errors.InvalidArgumentError(f"{name}: expected an integer, got {value!r}") from None


class FairnessPlugin(base_plugin.TBPlugin):
    plugin_name = metadata.PLUGIN_NAME

    def __init__(self, context):
        self._store = ReportStore(context.data_provider)

    def get_plugin_apps(self):
        return {
            "/index.js": self._serve_js,
            "/tags": self._serve_tags,
            "/steps": self._serve_steps,
            "/associations": self._serve_associations,
            "/skew": self._serve_skew,
            "/skew_class": self._serve_skew_class,
            "/groups": self._serve_groups,
            "/group_disparity": self._serve_group_disparity,
            "/detection": self._serve_detection,
            "/detection_disparity": self._serve_detection_disparity,
            "/harmful": self._serve_harmful,
            "/geodiversity": self._serve_geodiversity,
            "/retrieval": self._serve_retrieval,
            "/diff": self._serve_diff,
            "/trend": self._serve_trend,
        }

    def is_active(self):
        return False  # the tab shows when the data provider lists data for this plugin

    def frontend_metadata(self):
        return base_plugin.FrontendMetadata(es_module_path="/index.js", tab_name="Fairness")

    def _any_report(self, request, run, tag, step):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        try:
            return self._store.report(ctx, eid, run, tag, step)
        except NotFound as err:
            raise errors.NotFoundError(str(err)) from None
        except metadata.UnsupportedReport as err:
            raise errors.InvalidArgumentError(str(err)) from None

    def _report(self, request, kind):
        run, tag = _required(request, "run"), _required(request, "tag")
        report = self._any_report(request, run, tag, _step(request))
        if report.info.kind != kind:
            raise errors.InvalidArgumentError(
                f"tag: {tag!r} holds a {report.info.kind} report, not {kind}"
            )
        return report

    @wrappers.Request.application
    def _serve_js(self, request):
        path = os.path.join(_STATIC, "index.js")
        try:
            with open(path, "rb") as f:
                body = f.read()
        except FileNotFoundError:
            raise errors.NotFoundError(
                "index.js: the frontend bundle is not built (cd frontend && npm run build)"
            ) from None
        return werkzeug.Response(body, content_type="application/javascript", headers=_NOSNIFF)

    @wrappers.Request.application
    def _serve_tags(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        return _json({"runs": self._store.tags(ctx, eid)})

    @wrappers.Request.application
    def _serve_steps(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        run, tag = _required(request, "run"), _required(request, "tag")
        try:
            info, pairs = self._store.steps(ctx, eid, run, tag)
        except NotFound as err:
            raise errors.NotFoundError(str(err)) from None
        except metadata.UnsupportedReport as err:
            raise errors.InvalidArgumentError(str(err)) from None
        return _json({"run": run, "tag": tag, "kind": info.kind, "steps": steps_list(pairs)})

    @wrappers.Request.application
    def _serve_associations(self, request):
        metric = request.args.get("metric") or associations.DEFAULT_METRIC
        if metric not in associations.METRICS:
            raise errors.InvalidArgumentError(
                f"metric: expected one of {', '.join(associations.METRICS)}, got {metric!r}"
            )
        report = self._report(request, metadata.LABEL_ASSOCIATIONS)
        # Without `a` (a first visit), the report's first identity: the response names it.
        a = request.args.get("a") or report.counts.identity_names[0]
        b = request.args.get("b") or None
        rank_by = request.args.get("rank_by") or "gap"
        if rank_by not in associations.RANK_BY:
            raise errors.InvalidArgumentError(
                f"rank_by: expected one of {', '.join(associations.RANK_BY)}, got {rank_by!r}")
        min_count = resolve_min_count(_number(request, "min_count", None, int, 0),
                                      report.counts, associations.DEFAULT_MIN_COUNT)
        options = {"level": _level(request), "q": _rate(request), "rank_by": rank_by,
                   "min_count": min_count}
        try:
            table = tables.association_table(report.counts, metric, a, b, **options,
                                             arrays=True)
        except ValueError as err:  # unknown identity names, a == b
            raise errors.InvalidArgumentError(str(err)) from None
        return _json({**self._head(report), **table})

    def _head(self, report):
        return {"run": report.run, "tag": report.tag, "step": report.step,
                "wall_time": report.wall_time}

    @wrappers.Request.application
    def _serve_skew(self, request):
        mev = _number(request, "mev", skew.DEFAULT_MEV)
        level, q = _level(request), _rate(request)
        report = self._report(request, metadata.SKEW_SIZE)
        return _json({**self._head(report),
                      **tables.skew_table(report.counts, mev, level=level, q=q)})

    @wrappers.Request.application
    def _serve_skew_class(self, request):
        mev = _number(request, "mev", skew.DEFAULT_MEV)
        k = _number(request, "k", 5, int, 1)
        limit = _number(request, "limit", 50, int, 1)
        class_name = _required(request, "class")
        report = self._report(request, metadata.SKEW_SIZE)
        if class_name not in report.counts.class_names:
            raise errors.InvalidArgumentError(f"class: {class_name!r} is not a class of this report")
        table = tables.skew_class_table(report.counts, class_name, mev, k, limit)
        return _json({**self._head(report), **table})

    def _group_report(self, request, kind):
        """The report and its options; without min_count, the writer's, else 50."""
        options = self._group_options(request)
        report = self._report(request, kind)
        options["min_count"] = resolve_min_count(options["min_count"], report.counts,
                                                 groups.DEFAULT_MIN_COUNT)
        return report, options

    def _group_options(self, request):
        metric = request.args.get("metric") or "recall"
        if metric not in groups.METRICS:
            raise errors.InvalidArgumentError(
                f"metric: expected one of {', '.join(groups.METRICS)}, got {metric!r}")
        grouping = request.args.get("grouping") or None
        return {
            "metric": metric,
            "grouping": tuple(grouping.split(groups.GROUP_SEPARATOR)) if grouping else None,
            "min_count": _number(request, "min_count", None, int, 1),  # see _group_report
            "level": _level(request),
        }

    @wrappers.Request.application
    def _serve_groups(self, request):
        report, options = self._group_report(request, metadata.GROUP_METRICS)
        try:
            table = tables.group_table(report.counts, **options, q=_rate(request))
        except ValueError as err:  # a grouping the report does not hold, a bad level
            raise errors.InvalidArgumentError(str(err)) from None
        return _json({**self._head(report), **table})

    @wrappers.Request.application
    def _serve_group_disparity(self, request):
        a, b = request.args.get("a") or None, request.args.get("b") or None
        report, options = self._group_report(request, metadata.GROUP_METRICS)
        try:
            table = tables.group_disparity_table(report.counts, a=a, b=b, q=_rate(request),
                                                 rank_by=request.args.get("rank_by") or "gap",
                                                 **options)
        except ValueError as err:  # unknown groups, a == b
            raise errors.InvalidArgumentError(str(err)) from None
        return _json({**self._head(report), **table})

    @wrappers.Request.application
    def _serve_detection(self, request):
        report, options = self._group_report(request, metadata.DETECTION_RECALL)
        try:
            table = tables.detection_table(report.counts, options["grouping"],
                                           options["min_count"], options["level"],
                                           q=_rate(request))
        except ValueError as err:
            raise errors.InvalidArgumentError(str(err)) from None
        return _json({**self._head(report), **table})

    @wrappers.Request.application
    def _serve_detection_disparity(self, request):
        a, b = _required(request, "a"), _required(request, "b")
        report, options = self._group_report(request, metadata.DETECTION_RECALL)
        try:
            table = tables.detection_disparity_table(report.counts, a, b, options["min_count"],
                                                     options["level"], q=_rate(request),
                                                     rank_by=request.args.get("rank_by") or "gap")
        except ValueError as err:  # unknown groups, a == b
            raise errors.InvalidArgumentError(str(err)) from None
        return _json({**self._head(report), **table})

    @wrappers.Request.application
    def _serve_harmful(self, request):
        level = _level(request)
        report = self._report(request, metadata.HARMFUL_LABEL_ASSOCIATION)
        return _json({**self._head(report),
                      **tables.harmful_table(report.counts, level, q=_rate(request))})

    @wrappers.Request.application
    def _serve_geodiversity(self, request):
        by = request.args.get("by") or "income"
        if by not in geodiversity.GROUPINGS:
            raise errors.InvalidArgumentError(
                f"by: expected one of {', '.join(geodiversity.GROUPINGS)}, got {by!r}")
        resamples = _number(request, "resamples", 1000, int, 10)
        level, q = _level(request), _rate(request)
        report = self._report(request, metadata.GEODIVERSITY)
        table = tables.geodiversity_table(report.counts, by, resamples, level, q=q)
        return _json({**self._head(report), **table})

    @wrappers.Request.application
    def _serve_retrieval(self, request):
        level, q = _level(request), _rate(request)
        report = self._report(request, metadata.RETRIEVAL_PRECISION)
        return _json({**self._head(report), **tables.retrieval_table(report.counts, level, q=q)})

    @wrappers.Request.application
    def _serve_diff(self, request):
        tag, run = _required(request, "tag"), _required(request, "run")
        vs_run = request.args.get("vs_run") or run
        a = self._any_report(request, run, tag, _step(request))
        b = self._any_report(request, vs_run, tag, _step(request, "vs_step"))
        if a.info.kind != b.info.kind:
            raise errors.InvalidArgumentError(
                f"vs_run: {vs_run!r} holds a {b.info.kind} report under {tag!r}, "
                f"not {a.info.kind}")
        try:
            options = compare.parse_options(a.info.kind, request.args.get)
            table = compare.diff(a.info.kind, a.counts, b.counts, options)
        except ValueError as err:
            raise errors.InvalidArgumentError(str(err)) from None
        sides = {"a": {"run": a.run, "step": a.step, "wall_time": a.wall_time},
                 "b": {"run": b.run, "step": b.step, "wall_time": b.wall_time}}
        return _json({"tag": tag, **sides, "options": options, **table})

    @wrappers.Request.application
    def _serve_trend(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        tag = _required(request, "tag")
        runs = request.args.getlist("run") or self._store.runs_with(ctx, eid, tag)
        series, kind, options = [], None, None
        for run in runs:
            try:
                info, pairs = self._store.steps(ctx, eid, run, tag)
            except NotFound as err:
                raise errors.NotFoundError(str(err)) from None
            if kind is None:
                kind = info.kind
                try:
                    options = compare.parse_options(kind, request.args.get)
                except ValueError as err:
                    raise errors.InvalidArgumentError(str(err)) from None
            elif info.kind != kind:
                raise errors.InvalidArgumentError(
                    f"run: {run!r} holds a {info.kind} report under {tag!r}, not {kind}")
            points = []
            for step, wall_time in pairs:
                report = self._store.report(ctx, eid, run, tag, step)
                try:
                    h = compare.headline(kind, report.counts, options)
                except ValueError as err:
                    raise errors.InvalidArgumentError(str(err)) from None
                points.append({"step": step, "wall_time": wall_time, "values": h.values,
                               "intervals": h.intervals})
            series.append({"run": run, "points": points})
        if kind is None:
            raise errors.NotFoundError(f"tag: no run holds a fairness report under {tag!r}")
        names = list(series[0]["points"][0]["values"]) if series[0]["points"] else []
        return _json({"tag": tag, "kind": kind, "options": options, "names": names,
                      "level": options["level"], "series": series})


class FairnessLoader(base_plugin.TBLoader):
    """Loads the plugin; keeps more steps of fairness reports than TensorBoard's default."""

    def fix_flags(self, flags):
        samples = getattr(flags, "samples_per_plugin", None)
        if isinstance(samples, dict) and metadata.PLUGIN_NAME not in samples:
            samples[metadata.PLUGIN_NAME] = DEFAULT_SAMPLES

    def load(self, context):
        return FairnessPlugin(context)

