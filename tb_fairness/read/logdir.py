"""Reading a logdir from Python: :class:`Logdir`, for notebooks and scripts.

It reads through TensorBoard's own loader and the same read layer as the Fairness tab and
``tb-fairness export``, so ``Logdir(path).report(run, tag).table(**options)`` holds exactly the
export's columns, rows and values (undefined values as NaN).
"""

from __future__ import annotations

import os
import time
import warnings

from tb_fairness import kinds
from tb_fairness.kinds import Kind, Table
from tb_fairness.kinds.options import OptionError
from tb_fairness.read import compare
from tb_fairness.read.store import NotFound, Report, ReportStore
from tb_fairness.reports.metadata import UnsupportedReport

#: The most folders a local logdir's walk visits, and for how long, before it is refused: a
#: logdir named by mistake (``/``, ``/proc``) is a usage error, not minutes of work.
MAX_FOLDERS = 100_000
MAX_WALK_SECONDS = 30.0
# Kernel file systems: never a logdir, and a walk of them is long and unreadable in parts.
_VIRTUAL = ("/proc", "/sys", "/dev")


class LogdirError(ValueError):
    """A logdir that cannot be read as one (too large a tree, a kernel file system)."""


def run_folders(logdir: str) -> tuple[dict[str, str], list[str]]:
    """({run name: folder} of the folders under a local ``logdir`` that hold event files,
    named as TensorBoard names runs (their path from the logdir, ``.`` for itself), [why
    each folder or event file that cannot be read is left out]).

    Bounded: more than :data:`MAX_FOLDERS` folders or :data:`MAX_WALK_SECONDS` of walking
    is a :class:`LogdirError`; symbolic links to folders are not followed (no cycles)."""
    real = os.path.realpath(logdir)
    if any(real == v or real.startswith(v + os.sep) for v in _VIRTUAL):
        raise LogdirError(f"{logdir!r} is in a kernel file system ({real}), not a logdir")
    runs: dict[str, str] = {}
    skipped: list[str] = []
    start = time.monotonic()
    visited = 0

    def unreadable(err: OSError) -> None:
        skipped.append(f"{err.filename}: {err.strerror or err}")

    for folder, _, files in os.walk(logdir, onerror=unreadable):
        visited += 1
        if visited > MAX_FOLDERS or time.monotonic() - start > MAX_WALK_SECONDS:
            raise LogdirError(
                f"{logdir!r} holds more than {visited - 1:,} folders (or took over "
                f"{MAX_WALK_SECONDS:.0f} s to walk): name the folder of the runs"
            )
        events = [f for f in files if "tfevents" in f]
        readable = [f for f in events if os.access(os.path.join(folder, f), os.R_OK)]
        skipped += [
            f"{os.path.join(folder, f)}: cannot be read" for f in events if f not in readable
        ]
        if readable:
            name = os.path.relpath(folder, logdir)
            runs[name] = folder
    return runs, skipped


def data_provider(logdir: str, skipped: list[str] | None = None):
    """TensorBoard's data provider over ``logdir`` (its Python loader, every step kept).

    A local logdir's runs are found by :func:`run_folders`: a folder or an event file that
    cannot be read is left out and its reason appended to ``skipped`` (as TensorBoard
    skips it), where TensorBoard's own walk would stop with a PermissionError."""
    # TensorBoard's loader imports TensorFlow when installed; keep its C++ logs quiet.
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    from tensorboard.backend.event_processing import data_provider as dp
    from tensorboard.backend.event_processing import plugin_event_multiplexer as pem

    from tb_fairness.reports import headlines, metadata

    multiplexer = pem.EventMultiplexer(
        tensor_size_guidance={metadata.PLUGIN_NAME: 0, headlines.PLUGIN_NAME: 0}
    )
    if "://" in logdir:
        multiplexer.AddRunsFromDirectory(logdir)
    else:
        runs, left_out = run_folders(logdir)
        for name, folder in runs.items():
            multiplexer.AddRun(folder, name)
        if skipped is not None:
            skipped += left_out
    multiplexer.Reload()
    return dp.MultiplexerDataProvider(multiplexer, logdir)


def _context():
    from tensorboard.context import RequestContext

    return RequestContext()


def _keywords(kind: Kind, options: dict, extra=()) -> dict:
    """Python keywords checked against the kind's options (names as the route's)."""
    known = {o.name for o in kind.options} | set(extra)
    unknown = sorted(set(options) - known)
    if unknown:
        raise OptionError(
            f"{unknown[0]}: not an option of {kind.name} reports; expected one "
            f"of {', '.join(sorted(known))}"
        )
    return options


class FairnessReport:
    """One report: ``kind``, ``run``, ``tag``, ``step``, ``wall_time`` and ``counts`` (what
    the writers take as ``counts=``)."""

    def __init__(self, logdir: Logdir, report: Report):
        self._logdir, self._report = logdir, report
        self.kind: str = report.info.kind
        self.run, self.tag, self.step = report.run, report.tag, report.step
        self.wall_time: float = report.wall_time
        self.counts = report.counts

    def __repr__(self):
        return f"<FairnessReport {self.kind} run={self.run!r} tag={self.tag!r} step={self.step}>"

    @property
    def options(self) -> dict[str, kinds.Option]:
        """The options :meth:`table` takes, by name."""
        return {o.name: o for o in kinds.get(self.kind).options}

    def table_data(self, **options) -> Table:
        """The exported table as a :class:`~tb_fairness.kinds.Table` (numpy columns)."""
        from tb_fairness import read

        kind = kinds.get(self.kind)
        return read.table(self._report, _keywords(kind, options).get)

    def table(self, **options):
        """The table ``tb-fairness export`` prints, as a pandas DataFrame: the same
        columns, row order and values, undefined values as NaN. Options are the route's
        (e.g. ``metric="dp", a="man", b="woman", level=0.9``; ``table="disparity"``)."""
        return self.table_data(**options).to_frame()

    def compare_data(self, other: FairnessReport, **options) -> Table:
        """:meth:`compare` as a :class:`~tb_fairness.kinds.Table` (numpy columns); its
        ``head`` holds ``summary`` and ``headlines``."""
        from tb_fairness import read

        kind = kinds.get(self.kind)
        table, _ = read.diff(self._report, other._report, _keywords(kind, options).get)
        return table

    def compare_slices(self, other: FairnessReport, **options):
        """Which of ``other``'s (B's) worst slices appeared or worsened since this report
        (A), as ``tb-fairness export --table slices --vs-run B`` prints it: per slice its
        size, rate and gap to the rest in A and in B, the change of its harm with its
        interval, p- and q-value and verdict, and ``appeared`` (surely worse in B, not in
        A). A pandas DataFrame; ``attrs`` hold the head (options, counts of each)."""
        from tb_fairness import read

        kind = kinds.get(self.kind)
        table = read.slice_diff(self._report, other._report, _keywords(kind, options).get)
        frame = table.to_frame()
        frame.attrs.update(table.head)
        return frame

    def compare(self, other: FairnessReport, **options):
        """``other`` (B) against this report (A), as the tab's Compare: per row (``key``)
        the signed ``value_a``, ``value_b``, the size of the bias ``bias_a``, ``bias_b``
        with intervals, the ``change`` B - A with its interval ``lower``..``upper`` (which
        one: ``interval``, ``fcr`` or ``marginal``), ``p_value`` and ``q_value``, and a
        ``verdict``: worsened, improved, no_significant_change or undetermined (the false
        discovery rate ``fdr`` controlled over the rows); ranks and presence. Rows by
        change descending. A pandas DataFrame whose ``attrs`` hold the ``summary``, the
        ``headlines`` compared and the ``judgement`` (what ``tb-fairness check`` gates on)."""
        table = self.compare_data(other, **options)
        frame = table.to_frame()
        frame.attrs.update(
            summary=table.head["summary"],
            headlines=table.head["headlines"],
            judgement=table.head["judgement"],
        )
        return frame


class Logdir:
    """The fairness reports under a TensorBoard log directory.

    >>> logs = Logdir("logs")                                   # doctest: +SKIP
    >>> logs.report("model_a", "associations/val").table(metric="dp")  # doctest: +SKIP
    """

    def __init__(self, path: str):
        if not os.path.isdir(path):
            raise FileNotFoundError(f"path: no such directory: {path!r}")
        self.path = path
        #: Why each folder or event file that could not be read was left out (each also
        #: a warning).
        self.skipped: list[str] = []
        self._store = ReportStore(data_provider(path, self.skipped))
        for reason in self.skipped:
            warnings.warn(f"Logdir: left out {reason}", stacklevel=2)
        self._ctx = _context()

    def __repr__(self):
        return f"Logdir({self.path!r})"

    def runs(self) -> list[str]:
        """The runs holding a fairness report, sorted."""
        return sorted(self._store.tags(self._ctx, ""))

    def tags(self, run: str | None = None) -> dict[str, str]:
        """{tag: kind} of ``run``'s reports, or of every run's."""
        listing = self._store.tags(self._ctx, "")
        runs = [run] if run is not None else sorted(listing)
        if run is not None and run not in listing:
            raise KeyError(f"run: no fairness report in run {run!r}; runs are {sorted(listing)}")
        return {tag: info["kind"] for r in runs for tag, info in sorted(listing[r].items())}

    def steps(self, run: str, tag: str) -> list[int]:
        try:
            return [step for step, _ in self._store.steps(self._ctx, "", run, tag)[1]]
        except NotFound as err:
            raise KeyError(str(err)) from None

    def report(self, run: str, tag: str, step: int | None = None) -> FairnessReport:
        """The report of ``run`` under ``tag`` at ``step`` (the latest when None)."""
        try:
            return FairnessReport(self, self._store.report(self._ctx, "", run, tag, step))
        except NotFound as err:
            raise KeyError(str(err)) from None

    def trend_data(self, tag: str, runs: list[str] | None = None, **options) -> Table:
        return compare.trend_table(self._trend(tag, runs, options))

    def first_worse(self, tag: str, runs: list[str] | None = None, **options):
        """Per run and headline number (with a direction and an interval), the first step
        at which it is significantly worse than at its best earlier step, as
        ``tb-fairness trend --first-worse --format csv`` prints it: a pandas DataFrame with
        ``run``, ``headline``, ``steps`` and, where there is one, ``step``, ``vs_step``,
        ``value``, ``vs_value``, ``change``, ``lower``, ``upper``, ``level``, ``p_value``,
        ``threshold`` and ``pairs`` (None otherwise); ``attrs["test"]`` says how."""
        table = compare.first_worse_table(self._trend(tag, runs, options))
        frame = table.to_frame()
        frame.attrs.update(table.head)
        return frame

    def row_trend(self, tag: str, key: str, runs: list[str] | None = None, **options):
        """Row ``key`` (a label, a class) over the steps of every run (or of ``runs``), per
        group, as ``tb-fairness trend --key K`` prints it: a pandas DataFrame with ``run``,
        ``step``, ``group``, ``n``, ``value``, ``lower`` and ``upper``; ``attrs`` hold the
        row's bias per run and step (``bias_by_step``) and its first significantly worse
        step per run (``first_worse``)."""
        from tb_fairness import read

        self._check_options(tag, runs, options)
        try:
            body = read.row_trend(
                self._store, self._ctx, "", tag, list(runs or []), key, options.get
            )
        except NotFound as err:
            raise KeyError(str(err)) from None
        table = read.row_trend_table(body)
        frame = table.to_frame()
        frame.attrs.update(table.head)
        return frame

    def slice_trend(self, tag: str, slice: str, runs: list[str] | None = None, **options):
        """Slice ``slice`` (``attr=value & attr=value``, as the ``slices`` table writes it)
        over the steps of every run (or of ``runs``), as ``tb-fairness trend --slice S``
        prints it: a pandas DataFrame with ``run``, ``step``, ``size``, the rate ``value``
        with ``lower`` and ``upper``, the ``rest``'s and the ``gap`` with ``gap_lower`` and
        ``gap_upper``; ``attrs`` hold its first significantly worse step per run
        (``first_worse``)."""
        from tb_fairness import read

        self._check_options(tag, runs, options)
        try:
            body = read.slice_trend(
                self._store, self._ctx, "", tag, list(runs or []), slice, options.get
            )
        except NotFound as err:
            raise KeyError(str(err)) from None
        table = read.slice_trend_table(body)
        frame = table.to_frame()
        frame.attrs.update(table.head)
        return frame

    def _trend(self, tag: str, runs: list[str] | None, options: dict) -> dict:
        from tb_fairness import read

        self._check_options(tag, runs, options)
        try:
            return read.trend(self._store, self._ctx, "", tag, list(runs or []), options.get)
        except NotFound as err:
            raise KeyError(str(err)) from None

    def _check_options(self, tag: str, runs: list[str] | None, options: dict) -> None:
        """Each keyword an option of the kind of ``tag``'s reports (KeyError: no such run)."""
        kind_names = set()
        for r in runs or self._store.runs_with(self._ctx, "", tag):
            try:
                kind_names.add(self._store.steps(self._ctx, "", r, tag)[0].kind)
            except NotFound as err:
                raise KeyError(str(err)) from None
            except UnsupportedReport:
                continue  # read.trend skips it and lists it
        for name in kind_names:
            _keywords(kinds.get(name), options)

    def runs_table_data(self, tag: str, step: int | None = None, **options) -> Table:
        """:meth:`runs_table` as a :class:`~tb_fairness.kinds.Table` (numpy columns)."""
        from tb_fairness import read

        try:
            _keywords(read.runs.kind_of(self._store, self._ctx, "", tag), options)
            return read.runs_table(self._store, self._ctx, "", tag, step, options.get)
        except NotFound as err:
            raise KeyError(str(err)) from None

    def runs_table(self, tag: str, step: int | None = None, **options):
        """Every run holding a report under ``tag``, at ``step`` (each run's latest when
        None), as ``tb-fairness export --runs`` prints it: a pandas DataFrame with ``run``,
        ``step``, ``wall_time``, the kind's bias headline and its performance headline (where
        it has one) each with ``_lower`` and ``_upper``, ``pareto`` (on the front of the
        two) and one ``hparam/<name>`` column per hyperparameter logged with TensorBoard's
        HParams plugin. ``attrs`` hold the head: ``kind``, ``options``, ``level``, ``bias``
        and ``performance`` (what the numbers are), ``hparams`` and ``skipped`` (the runs
        left out, and why)."""
        table = self.runs_table_data(tag, step, **options)
        frame = table.to_frame()
        frame.attrs.update(table.head)
        return frame

    def trend(self, tag: str, runs: list[str] | None = None, **options):
        """The headline numbers of every step of every run (or of ``runs``) under ``tag``,
        with their intervals, as ``tb-fairness export --trend`` prints them: a pandas
        DataFrame with ``run``, ``step`` and per number ``<name>``, ``<name>_lower``,
        ``<name>_upper``."""
        return self.trend_data(tag, runs, **options).to_frame()
