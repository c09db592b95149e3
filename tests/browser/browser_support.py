"""What the browser tests share: constants, polling waits, a real `tensorboard` process and
the Fairness page object. Every wait is on a condition with a deadline; nothing sleeps for
a fixed time.
"""

from __future__ import annotations

import contextlib
import csv
import io
import json
import os
import pathlib
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
IFRAME = 'iframe[src*="plugin_entry.html?name=fairness"]'
ARTIFACTS = pathlib.Path(__file__).resolve().parents[2] / "test-artifacts"
RUNS = ("model_a", "model_b")
TAG = "associations/val"
STEPS = (0, 1, 2)
N_EXAMPLES = 3000
N_LABELS = 400


def wait_until(predicate, timeout: float, what: str):
    """Polls `predicate` until it returns something truthy; raises TimeoutError at the deadline."""
    deadline = time.monotonic() + timeout
    while True:
        result = predicate()
        if result:
            return result
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out after {timeout}s waiting for {what}")
        time.sleep(0.05)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def get_json(url: str):
    with urllib.request.urlopen(url, timeout=60) as response:
        assert response.headers.get("Content-Type", "").startswith("application/json"), url
        return json.loads(response.read())


def get_bytes(url: str) -> bytes:
    """The body of a `table?format=csv` response, as sent (bytes)."""
    with urllib.request.urlopen(url, timeout=120) as response:
        assert response.headers.get("Content-Type", "").startswith("text/csv"), url
        return response.read()


def table_params(url: str) -> dict:
    """The query parameters of a `table` route URL (each once), e.g. {'run': ..., 'table': ...}."""
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query, keep_blank_values=True)
    assert all(len(v) == 1 for v in query.values()), url
    return {k: v[0] for k, v in query.items()}


def export_bytes(logdir: str, params: dict) -> bytes:
    """What `tb-fairness export` prints (bytes) for the `table` route's query `params`: each
    parameter is the export's flag of the same name (run, tag, step, format, table, options)."""
    args = []
    for name, value in params.items():
        args += ["--" + name.replace("_", "-"), value]
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3", PYTHONIOENCODING="utf-8", PYTHONUTF8="1")
    done = subprocess.run(
        [sys.executable, "-m", "tb_fairness.cli", "export", "--logdir", logdir, *args],
        capture_output=True,
        env=env,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr.decode("utf-8", "replace")
    return done.stdout


def all_reports_loaded(runs: dict) -> bool:
    return all(runs.get(r, {}).get(TAG, {}).get("max_step") == STEPS[-1] for r in RUNS)


def skew_reports_loaded(runs: dict) -> bool:
    """Every report of report_data.write_skew_logdir is listed, at its last step."""
    from report_data import (
        MIXED_ASSOC_RUN,
        SKEW_LARGE_TAG,
        SKEW_OPEN_TAG,
        SKEW_RUN,
        SKEW_STEPS,
        SKEW_TAG,
    )

    clip = runs.get(SKEW_RUN, {})
    return (
        clip.get(SKEW_TAG, {}).get("max_step") == SKEW_STEPS[-1]
        and SKEW_OPEN_TAG in clip
        and SKEW_LARGE_TAG in clip
        and "associations/val" in runs.get(MIXED_ASSOC_RUN, {})
    )


@contextlib.contextmanager
def tensorboard(logdir: str, load_fast: bool, ready=all_reports_loaded, timeout: float = 120.0):
    """A `tensorboard` process on a free port; yields its base URL once `ready(runs)` holds
    for the `runs` of the plugin's `tags` route (by default: every test report loaded)."""
    port = free_port()
    log_path = pathlib.Path(tempfile.mkdtemp(prefix="tb-fairness-browser-")) / "tensorboard.log"
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tensorboard.main",
                "--logdir",
                logdir,
                "--host",
                "127.0.0.1",
                "--port",
                str(port),
                f"--load_fast={'true' if load_fast else 'false'}",
                "--reload_interval",
                "1",
            ],
            stdout=log,
            stderr=subprocess.STDOUT,
            env=env,
        )
    base = f"http://127.0.0.1:{port}"

    def loaded():
        if proc.poll() is not None:
            raise RuntimeError(
                f"tensorboard exited with {proc.returncode}:\n{log_path.read_text()}"
            )
        try:
            runs = get_json(base + "/data/plugin/fairness/tags")["runs"]
        except (urllib.error.URLError, ConnectionError, OSError):
            return False
        return ready(runs)

    try:
        wait_until(loaded, timeout, f"tensorboard (load_fast={load_fast}) to load every report")
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        shutil.rmtree(log_path.parent, ignore_errors=True)


class FairnessPage:
    """A TensorBoard page on the Fairness tab, and what the tests ask of it."""

    def __init__(self, page, base: str):
        self.page = page
        self.base = base
        self.console_errors = []
        self.dialogs = []
        page.on(
            "console",
            lambda m: (
                m.type == "error"
                and self.console_errors.append(f"{m.text} ({m.location.get('url', '')})")
            ),
        )
        page.on("pageerror", lambda e: self.console_errors.append(f"pageerror: {e}"))
        page.on("dialog", self._on_dialog)

    def _on_dialog(self, dialog):
        self.dialogs.append(f"{dialog.type}: {dialog.message}")
        dialog.dismiss()

    @property
    def frame(self):
        return self.page.frame_locator(IFRAME)

    @property
    def frame_object(self):
        """The plugin iframe's Frame, for evaluate()."""
        return self.page.locator(IFRAME).element_handle().content_frame()

    @property
    def app(self):
        return self.frame.locator("fairness-app")

    def open(self, hash_: str = "#fairness"):
        self.page.goto(self.base + "/" + hash_)
        self.wait_ready()

    def reload(self):
        self.page.reload()
        self.wait_ready()

    #: The rows of the view's table: the association view's (subclasses name their own).
    ROWS = "fairness-table .row"

    def wait_ready(self, timeout: float = 30_000):
        """Waits until the report is on screen; fails at once, with its message, on an error."""
        settled = self.frame.locator(
            "fairness-app[data-status=ready], fairness-app[data-status=error], "
            "fairness-app[data-status=empty]"
        )
        messages = self.frame.locator("fairness-app .message")

        def outcome() -> str | None:
            settled.wait_for(timeout=timeout)
            # Read again, since a view may load again right after its first answer (the
            # run list or the tags changed); each read below returns without waiting.
            status = self.app.get_attribute("data-status")
            if status == "ready":
                return status
            texts = messages.all_text_contents() if status in ("error", "empty") else []
            return f"{status}: {' '.join(texts[0].split())}" if texts else None

        shown = wait_until(outcome, timeout / 1000, "the Fairness tab to settle")
        if shown != "ready":
            raise AssertionError(f"the Fairness tab shows {shown}")
        self.frame.locator(self.ROWS).first.wait_for(timeout=timeout)

    def control(self, name: str):
        """A named control of the shared pickers (run, tag, step) or of the view's controls."""
        return self.frame.locator(f"fairness-app [name={name}]")

    def header(self, column: str):
        return self.frame.locator(f'fairness-table button[data-col="{column}"]')

    def summary(self):
        return self.frame.locator("fairness-app .summary")

    def shown(self) -> int:
        return int(self.summary().get_attribute("data-shown"))

    def wait_shown(self, n: int, timeout: float = 10.0):
        wait_until(lambda: self.shown() == n, timeout, f"{n} rows shown (now {self.shown()})")

    def rendered_labels(self):
        """Labels of the rows in the DOM (the virtualized window), in display order."""
        rows = self.frame.locator("fairness-table .row:not(.placeholder)").evaluate_all(
            "rows => rows.map(r => [Number(r.dataset.pos),"
            " r.querySelector('[data-col=label]').textContent])"
        )
        return [label for _, label in sorted(rows)]

    def hash_params(self) -> dict:
        fragment = urllib.parse.urlsplit(self.page.url).fragment
        out = {}
        for part in fragment.split("&")[1:]:
            key, _, value = part.partition("=")
            out[urllib.parse.unquote(key)] = urllib.parse.unquote(value)
        return out

    def associations(self, **params) -> dict:
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
        return get_json(f"{self.base}/data/plugin/fairness/label_associations?{query}")

    def download_table(self, button: str, tmp_path: pathlib.Path, artifacts=None):
        """Clicks the CSV button `button`: (the downloaded bytes, the `table` route URL the
        page fetched them from). A copy goes to `artifacts` when given."""
        is_table = lambda r: "/data/plugin/fairness/table?" in r.url  # noqa: E731
        with self.page.expect_request(is_table) as request, self.page.expect_download() as info:
            self.control(button).click()
        download = info.value
        assert download.suggested_filename.endswith(".csv"), download.suggested_filename
        path = tmp_path / download.suggested_filename
        download.save_as(path)
        data = path.read_bytes()
        if artifacts is not None:
            (artifacts / download.suggested_filename).write_bytes(data)
        return data, request.value.url

    def check_table_download(
        self, button: str, tmp_path: pathlib.Path, logdir: str, artifacts=None, **want
    ) -> tuple:
        """Clicks the CSV button `button` and checks the download: exactly the bytes of the
        `table` route (format=csv) and of `tb-fairness export` for the same options; `want`:
        query parameters it must have. Returns (the CSV's rows, the query parameters)."""
        data, url = self.download_table(button, tmp_path, artifacts)
        params = table_params(url)
        assert params["format"] == "csv", url
        for name, value in want.items():
            assert params.get(name) == (None if value is None else str(value)), (name, params)
        assert data == get_bytes(url), "the download is not the table route's CSV"
        assert data == export_bytes(logdir, params), "the download is not the export's CSV"
        text = data.decode("utf-8")
        return list(csv.reader(io.StringIO(text, newline=""))), params

    def screenshot(self, directory: pathlib.Path, name: str):
        self.page.screenshot(path=str(directory / f"{name}.png"))


class SkewPage(FairnessPage):
    """The Fairness tab showing a SkewSize report: its table, headline and drill-down."""

    ROWS = "fairness-skew-table .row"

    def header(self, column: str):
        return self.frame.locator(f'fairness-skew-table button[data-col="{column}"]')

    def rows(self):
        return self.frame.locator(self.ROWS)

    def row(self, cls: str):
        """The rendered row of class `cls` (its class cell's text is exactly `cls`)."""
        return self.rows().filter(
            has=self.frame.locator(
                "[data-col=class]", has_text=re.compile("^" + re.escape(cls) + "$")
            )
        )

    def rendered_classes(self):
        """Classes of the rows in the DOM (the virtualized window), in display order."""
        rows = self.rows().evaluate_all(
            "rows => rows.map(r => [Number(r.dataset.pos),"
            " r.querySelector('[data-col=class]').textContent])"
        )
        return [cls for _, cls in sorted(rows)]

    def headline(self, key: str):
        return self.frame.locator(f'fairness-skew-view .headline [data-key="{key}"]')

    @property
    def drill(self):
        return self.frame.locator("fairness-skew-class")

    def wait_drill(self, cls: str, timeout: float = 10.0):
        """Waits until the drill-down shows class `cls`, loaded."""

        def ready():
            if self.drill.count() != 1 or self.drill.get_attribute("data-status") != "ready":
                return False
            return self.drill.locator("header h3").text_content() == cls

        wait_until(ready, timeout, f"the drill-down of {cls!r}")

    def group_panel(self, group: str):
        return self.drill.locator(".panel").filter(
            has=self.frame.locator("h4", has_text=re.compile("^" + re.escape(group) + "$"))
        )

    def bars(self, group: str):
        """[(label or None for `other`, count, kept, correct)] of one group's bars."""
        return (
            self.group_panel(group)
            .locator(".bar-row")
            .evaluate_all(
                "rows => rows.map(r => [r.dataset.other ? null : r.dataset.label,"
                " Number(r.dataset.count), r.dataset.kept === 'true', r.dataset.correct === 'true'])"
            )
        )

    def mistakes(self, group: str):
        """[(rank, label, count)] of one group's mistakes table."""
        return [
            tuple(r)
            for r in self.group_panel(group)
            .locator("tbody tr")
            .evaluate_all(
                "rows => rows.map(r => [Number(r.dataset.rank), r.cells[1].textContent,"
                " Number(r.dataset.count)])"
            )
        ]

    def skew(self, **params) -> dict:
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
        return get_json(f"{self.base}/data/plugin/fairness/skew_size?{query}")

    def skew_class(self, **params) -> dict:
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
        return get_json(f"{self.base}/data/plugin/fairness/skew_size/class?{query}")


class GroupsPage(FairnessPage):
    """The Fairness tab showing a group_metrics or detection_recall report: the class x group
    table, the disparity table and the chart of the selected class."""

    ROWS = "fairness-rate-table tbody tr"

    def header(self, column: str):
        return self.frame.locator(f'fairness-disparity-table th[data-col="{column}"] button')

    def rate_cells(self):
        """{(class, group): (state or None, value or None, lower, upper, n, text)} as shown."""
        locator = self.frame.locator("fairness-rate-table tbody td[data-group]")
        script = (
            "cells => cells.some(c => !c.closest('tr')) ? null : cells.map(c => ["
            " c.closest('tr').dataset.class, c.dataset.group,"
            " c.dataset.state || null, c.dataset.value ?? null, c.dataset.lower ?? null,"
            " c.dataset.upper ?? null, Number(c.dataset.n), c.textContent.trim().replace(/\\s+/g, ' ')])"
        )
        # A re-render between Playwright's query and the script detaches cells from their
        # rows (null): read again until one read sees a settled table.
        read = wait_until(
            lambda: (lambda r: None if r is None else [r])(locator.evaluate_all(script)),
            10,
            "a settled rate table",
        )
        cells = read[0]
        return {(k, g): (s, v, lo, hi, n, text) for k, g, s, v, lo, hi, n, text in cells}

    def table_groups(self):
        return self.frame.locator("fairness-rate-table thead th[data-group]").evaluate_all(
            "ths => ths.map(t => t.dataset.group)"
        )

    def disparity_rows(self):
        """[(class, gap or None)] of the disparity table, in display order."""
        return [
            tuple(r)
            for r in self.frame.locator(
                "fairness-disparity-table tbody tr[data-class]"
            ).evaluate_all(
                "rows => rows.map(r => [r.dataset.class,"
                " r.querySelector('[data-col=gap]').dataset.value ?? null])"
            )
        ]

    def route(self, name: str, **params) -> dict:
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
        return get_json(f"{self.base}/data/plugin/fairness/{name}?{query}")


class IndicatorPage(FairnessPage):
    """The Fairness tab showing a harmful_label_association, geodiversity or
    retrieval_precision report: one table of numbers per view (cells carry their values as
    data attributes), a chart and a CSV download."""

    ROWS = "table.hits tbody tr, table.geo tbody tr, table.retrieval tbody tr"

    def cells(self, table: str):
        """{(group, key): (value or None, lower, upper, n)} of a group x key table."""
        rows = self.frame.locator(f"table.{table} tbody td[data-n]").evaluate_all(
            "cells => cells.map(c => [c.dataset.group, c.dataset.key,"
            " c.dataset.value ?? null, c.dataset.lower ?? null, c.dataset.upper ?? null,"
            " Number(c.dataset.n)])"
        )
        f = lambda x: None if x is None else float(x)  # noqa: E731
        return {(g, float(k)): (f(v), f(lo), f(hi), n) for g, k, v, lo, hi, n in rows}

    def route(self, name: str, **params) -> dict:
        query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
        return get_json(f"{self.base}/data/plugin/fairness/{name}?{query}")
