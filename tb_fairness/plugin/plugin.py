"""The Fairness tab's backend: thin routes that parse, call the read layer, respond.

The view routes come from the kinds registry (each kind declares its views); every route
is written down in docs/http_api.md.
"""

from __future__ import annotations

import functools
import logging
import os

from tensorboard import errors, plugin_util
from tensorboard.plugins import base_plugin
from werkzeug import wrappers

from tb_fairness import kinds, read
from tb_fairness.kinds import table as tables
from tb_fairness.plugin import columnar, responses
from tb_fairness.plugin.responses import json_bytes, respond
from tb_fairness.read.store import NotFound, ReportStore, steps_list
from tb_fairness.reports import headlines, metadata

_STATIC = os.path.join(os.path.dirname(os.path.dirname(__file__)), "static")

# Unless the user says otherwise, keep this many steps per report in memory (TensorBoard's
# default for unknown plugins is 10, too few for trends over training).
DEFAULT_SAMPLES = 1000

logger = logging.getLogger(__name__)
_FORMATS = ("json", "csv")
# A view's answer: JSON, or its columns as typed buffers (plugin/columnar.py).
_VIEW_FORMATS = ("json", "columnar")
_JSON = "application/json"
_CSV = "text/csv; charset=utf-8"


def _json(request, value):
    return respond(request, json_bytes(value), _JSON)


def _required(request, name):
    value = request.args.get(name)
    if value is None or value == "":
        raise errors.InvalidArgumentError(f"{name}: required")
    return value


def _step(request, name="step"):
    value = request.args.get(name)
    if value is None or value == "":
        return None
    try:
        step = int(value)
    except ValueError:
        raise errors.InvalidArgumentError(f"{name}: expected an integer, got {value!r}") from None
    if not -(2**63) <= step < 2**63:
        raise errors.InvalidArgumentError(f"{name}: out of range, got {value!r}")
    return step


def _errors(handler):
    """Errors of the read layer as HTTP errors: 404 for what the logdir does not hold, 400
    for bad options and unreadable reports (the message names the argument, or the run, tag
    and step of the report; the codecs check what they decode, so counts that make no sense
    are refused there), 400 for a table too large to compute in memory.

    Anything else is a bug of ours, not of the user's logs: it goes up to TensorBoard,
    which logs its traceback and answers 500 (and tests fail on it)."""

    @functools.wraps(handler)
    def wrapped(*args, **kwargs):
        try:
            return handler(*args, **kwargs)
        except errors.PublicError:
            raise
        except NotFound as err:
            raise errors.NotFoundError(str(err)) from None
        except (ValueError, metadata.UnsupportedReport) as err:  # OptionError included
            raise errors.InvalidArgumentError(str(err)) from None
        except MemoryError:
            request = next((a for a in args if isinstance(a, wrappers.Request)), None)
            where = _where(request)
            logger.warning("tb_fairness: out of memory computing %s", where)
            raise errors.InvalidArgumentError(
                f"{where}: this table does not fit in memory (MemoryError)"
            ) from None

    return wrapped


#: The most bytes one view's answer may hold (before gzip): what the tab is sent for one
#: report. A kind's view of a report within the caps on reports stays under it (a
#: million-label association view is about 160 MB); the environment variable
#: TB_FAIRNESS_MAX_VIEW_MIB changes it.
MAX_VIEW_BYTES = int(os.environ.get("TB_FAIRNESS_MAX_VIEW_MIB", 256)) << 20


def _mib(size: int) -> str:
    return f"{size / 2**20:,.{1 if size < 10 << 20 else 0}f} MiB"


def _check_view_size(kind, path: str, size: int) -> None:
    if size > MAX_VIEW_BYTES:
        narrow = [o.name for o in kind.options if o.name not in ("level", "fdr", "min_count")]
        hint = f"; narrow it with {' or '.join(narrow)}" if narrow else ""
        raise ValueError(
            f"{path}: the view's answer would be {_mib(size)}, over the "
            f"{_mib(MAX_VIEW_BYTES)} one answer may hold (TB_FAIRNESS_MAX_VIEW_MIB)"
            f"{hint}, or read its tables with `table` or tb-fairness export"
        )


def _where(request) -> str:
    if request is None:
        return "this request"
    args = request.args
    parts = [f"{name} {args.get(name)!r}" for name in ("run", "tag", "step") if args.get(name)]
    return ", ".join(parts) or request.path


class FairnessPlugin(base_plugin.TBPlugin):
    plugin_name = metadata.PLUGIN_NAME

    def __init__(self, context):
        self._store = ReportStore(context.data_provider)
        self._answers = responses.AnswerCache()
        # The loader TensorBoard imports, the app it imports (frontend/src/index.ts), and the
        # charts' library the app imports when a chart is first drawn (views/plot.ts).
        self._bundle = responses.Bundle(os.path.join(_STATIC, "index.js"))
        self._app_bundle = responses.Bundle(os.path.join(_STATIC, "app.js"))
        self._plot_bundle = responses.Bundle(os.path.join(_STATIC, "plot.js"))

    def get_plugin_apps(self):
        apps = {
            "/index.js": self._bundle_app(self._bundle),
            "/app.js": self._bundle_app(self._app_bundle),
            "/plot.js": self._bundle_app(self._plot_bundle),
            "/tags": self._serve_tags,
            "/steps": self._serve_steps,
            "/kinds": self._serve_kinds,
            "/table": self._serve_table,
            "/diff": self._serve_diff,
            "/trend": self._serve_trend,
            "/row_trend": self._serve_row_trend,
            "/slice_trend": self._serve_slice_trend,
            "/slice_diff": self._serve_slice_diff,
            "/row": self._serve_row,
            "/runs": self._serve_runs,
            "/values": self._serve_values,
        }
        for kind in kinds.KINDS:
            for view in kind.views:
                path = kind.view_path(view)
                apps["/" + path] = self._view_app(kind, path)
        return apps

    def is_active(self):
        return False  # the tab shows when the data provider lists data for this plugin

    def frontend_metadata(self):
        return base_plugin.FrontendMetadata(
            es_module_path=self._bundle.module_path(), tab_name="Fairness"
        )

    def _report(self, request, run=None, step=None):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        run = run or _required(request, "run")
        return self._store.report(
            ctx, eid, run, _required(request, "tag"), _step(request) if step is None else step
        )

    def _answer(self, request, reports, content_type, compute, version=()):
        """The answer of ``compute`` (bytes or text), computed once for the same route,
        query and reports (a report at a step and wall time never changes), or for the
        same ``version`` of what it reads (the runs table: every run's series and
        hyperparameters)."""
        key = (
            request.path,
            plugin_util.experiment_id(request.environ),
            tuple((r.run, r.tag, r.step, r.wall_time) for r in reports),
            version,
            tuple(sorted(request.args.items(multi=True))),
        )
        return respond(request, self._answers.get(key, compute), content_type, gzipped=True)

    def _view_app(self, kind, path):
        @wrappers.Request.application
        @_errors
        def serve(request):
            report = self._report(request)
            if report.info.kind != kind.name:
                raise errors.InvalidArgumentError(
                    f"tag: {report.tag!r} holds a {report.info.kind} report, not {kind.name}"
                )

            fmt = _format(request, _VIEW_FORMATS)

            def compute():
                body = read.view(report, path, request.args.get)
                where = {"run": report.run, "tag": report.tag, "step": report.step}
                body = {**where, "wall_time": report.wall_time, **body}
                answer = columnar.encode(body) if fmt == "columnar" else json_bytes(body)
                _check_view_size(kind, path, len(answer))
                return answer

            content_type = columnar.CONTENT_TYPE if fmt == "columnar" else _JSON
            return self._answer(request, [report], content_type, compute)

        return serve

    @staticmethod
    def _bundle_app(bundle):
        @wrappers.Request.application
        def serve(request):
            try:
                return bundle.serve(request)
            except FileNotFoundError:
                raise errors.NotFoundError(
                    f"{bundle.name}: the frontend is not built (cd frontend && npm run build)"
                ) from None

        return serve

    @wrappers.Request.application  # type: ignore[arg-type]  # werkzeug's stub: no methods
    def _serve_tags(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        runs, skipped = self._store.listing(ctx, eid)
        return _json(request, {"runs": runs, "skipped": skipped})

    @wrappers.Request.application  # type: ignore[arg-type]  # werkzeug's stub: no methods
    def _serve_kinds(self, request):
        return _json(request, {"kinds": [k.describe() for k in kinds.KINDS]})

    @wrappers.Request.application
    @_errors
    def _serve_steps(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        run, tag = _required(request, "run"), _required(request, "tag")
        info, pairs = self._store.steps(ctx, eid, run, tag)
        return _json(
            request, {"run": run, "tag": tag, "kind": info.kind, "steps": steps_list(pairs)}
        )

    @wrappers.Request.application
    @_errors
    def _serve_table(self, request):
        fmt = _format(request)
        report = self._report(request)

        def compute():
            table = read.table(report, request.args.get)
            return tables.to_csv_bytes(table) if fmt == "csv" else tables.to_json_bytes(table)

        return self._answer(request, [report], _CSV if fmt == "csv" else _JSON, compute)

    @wrappers.Request.application
    @_errors
    def _serve_values(self, request):
        if request.args.get("run"):
            report = self._report(request)
            return self._answer(request, [report], _JSON, lambda: json_bytes(read.values(report)))
        # Without a run: every run's latest report, kept until one of them changes.
        if request.args.get("step"):
            raise errors.InvalidArgumentError("step: only with run (each run's latest is read)")
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        tag = _required(request, "tag")
        versions = self._store.versions(ctx, eid, tag)

        def compute():
            return json_bytes(read.values_of_runs(self._store, ctx, eid, tag))

        return self._answer(request, [], _JSON, compute, tuple(sorted(versions.items())))

    @wrappers.Request.application
    @_errors
    def _serve_diff(self, request):
        run = _required(request, "run")
        a = self._report(request, run)
        b = self._report(request, request.args.get("vs_run") or run, _step(request, "vs_step"))
        if a.info.kind != b.info.kind:
            raise errors.InvalidArgumentError(
                f"vs_run: {b.run!r} holds a {b.info.kind} report under {b.tag!r}, not {a.info.kind}"
            )
        fmt = _format(request)

        def compute():
            table, options = read.diff(a, b, request.args.get)
            if fmt == "csv":  # what `tb-fairness export --vs-run/--vs-step` prints
                return tables.to_csv(read.diff_export(a, b, table))
            sides = {
                "a": {"run": a.run, "step": a.step, "wall_time": a.wall_time},
                "b": {"run": b.run, "step": b.step, "wall_time": b.wall_time},
            }
            diff = read.compare.diff_json(table)
            return json_bytes({"tag": a.tag, **sides, "options": options, **diff})

        return self._answer(request, [a, b], _CSV if fmt == "csv" else _JSON, compute)

    @wrappers.Request.application
    @_errors
    def _serve_row(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        return _json(
            request,
            read.row(
                self._store,
                ctx,
                eid,
                _required(request, "tag"),
                _required(request, "run"),
                _step(request),
                _required(request, "key"),
                request.args.get,
                request.args.get("vs_run") or None,
                _step(request, "vs_step"),
            ),
        )

    @wrappers.Request.application
    @_errors
    def _serve_trend(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        return _json(
            request,
            read.trend(
                self._store,
                ctx,
                eid,
                _required(request, "tag"),
                request.args.getlist("run"),
                request.args.get,
            ),
        )

    @wrappers.Request.application
    @_errors
    def _serve_row_trend(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        return _json(
            request,
            read.row_trend(
                self._store,
                ctx,
                eid,
                _required(request, "tag"),
                request.args.getlist("run"),
                request.args.get("key") or None,
                request.args.get,
            ),
        )

    @wrappers.Request.application
    @_errors
    def _serve_slice_diff(self, request):
        run = _required(request, "run")
        a = self._report(request, run)
        b = self._report(request, request.args.get("vs_run") or run, _step(request, "vs_step"))
        fmt = _format(request)

        def compute():
            if fmt != "csv":  # the tab's: a report without joint cells is not an error
                return read.slice_diff_json(a, b, request.args.get)
            return tables.to_csv_bytes(read.slice_diff(a, b, request.args.get))

        return self._answer(request, [a, b], _CSV if fmt == "csv" else _JSON, compute)

    @wrappers.Request.application
    @_errors
    def _serve_slice_trend(self, request):
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        return _json(
            request,
            read.slice_trend(
                self._store,
                ctx,
                eid,
                _required(request, "tag"),
                request.args.getlist("run"),
                request.args.get("slice") or None,
                request.args.get,
            ),
        )

    @wrappers.Request.application
    @_errors
    def _serve_runs(self, request):
        fmt = _format(request)
        ctx = plugin_util.context(request.environ)
        eid = plugin_util.experiment_id(request.environ)
        tag, step = _required(request, "tag"), _step(request)
        # Two listings say whether anything shown changed: every run's series under the
        # tag (its last step and wall time) and the runs' hyperparameters.
        versions = self._store.versions(ctx, eid, tag)
        if not versions:
            raise NotFound(f"tag: no run holds a fairness report under {tag!r}")
        sessions = read.hparams.sessions(self._store.provider, ctx, eid)

        def compute():
            table = read.runs_table(
                self._store, ctx, eid, tag, step, request.args.get, sessions=sessions
            )
            if fmt == "csv":  # what `tb-fairness export --runs` prints
                return tables.to_csv(table)
            return json_bytes(read.runs.runs_json(table))

        version = (tuple(sorted(versions.items())), read.hparams.key(sessions))
        return self._answer(request, [], _CSV if fmt == "csv" else _JSON, compute, version)


def _format(request, formats=_FORMATS) -> str:
    fmt = request.args.get("format") or "json"
    if fmt not in formats:
        raise errors.InvalidArgumentError(
            f"format: expected one of {', '.join(formats)}, got {fmt!r}"
        )
    return fmt


class FairnessLoader(base_plugin.TBLoader):
    """Loads the plugin; keeps more steps of fairness reports than TensorBoard's default,
    and as many of the records of their headline numbers."""

    def fix_flags(self, flags):
        samples = getattr(flags, "samples_per_plugin", None)
        if isinstance(samples, dict):
            kept = samples.setdefault(metadata.PLUGIN_NAME, DEFAULT_SAMPLES)
            samples.setdefault(headlines.PLUGIN_NAME, kept)

    def load(self, context):
        return FairnessPlugin(context)
