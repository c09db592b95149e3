"""Fixtures for the browser tests: a seeded logdir, real `tensorboard` processes (both
loaders), Debian's chromium driven by Playwright, and pages that fail the test on any
console error, page error or dialog.
"""

from __future__ import annotations

import contextlib
import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import report_data  # noqa: E402
from browser_support import (  # noqa: E402
    ARTIFACTS,
    CHROMIUM,
    CHROMIUM_ARGS,
    N_EXAMPLES,
    N_LABELS,
    RUNS,
    STEPS,
    TAG,
    FairnessPage,
    skew_reports_loaded,
    tensorboard,
)
from report_data import group_reports_loaded, indicator_reports_loaded  # noqa: E402


@pytest.fixture(scope="session")
def logdir(tmp_path_factory):
    path = tmp_path_factory.mktemp("fairness_logdir")
    report_data.write_logdir(
        str(path), n_examples=N_EXAMPLES, n_labels=N_LABELS, steps=STEPS, runs=RUNS, tag=TAG
    )
    return str(path)


@pytest.fixture(scope="session")
def tensorboards(logdir):
    """Starts at most one tensorboard per loader, on demand, for the whole session."""
    stack = contextlib.ExitStack()
    servers = {}

    def get(load_fast: bool) -> str:
        if load_fast not in servers:
            servers[load_fast] = stack.enter_context(tensorboard(logdir, load_fast))
        return servers[load_fast]

    with stack:
        yield get


@pytest.fixture(scope="session")
def empty_tensorboard(tmp_path_factory):
    """A tensorboard over a logdir without any report."""
    path = tmp_path_factory.mktemp("empty_logdir")
    with tensorboard(str(path), load_fast=True, ready=lambda runs: runs == {}) as base:
        yield base


@pytest.fixture(scope="session")
def skew_logdir(tmp_path_factory):
    """SkewSize reports and, in another run, a label-association report (both kinds)."""
    path = tmp_path_factory.mktemp("skew_logdir")
    report_data.write_skew_logdir(str(path))
    return str(path)


@pytest.fixture(scope="session")
def skew_tensorboards(skew_logdir):
    """Like `tensorboards`, over the SkewSize logdir."""
    stack = contextlib.ExitStack()
    servers = {}

    def get(load_fast: bool) -> str:
        if load_fast not in servers:
            servers[load_fast] = stack.enter_context(
                tensorboard(skew_logdir, load_fast, ready=skew_reports_loaded)
            )
        return servers[load_fast]

    with stack:
        yield get


@pytest.fixture(scope="session")
def group_logdir(tmp_path_factory):
    """A group_metrics report and a detection_recall report (report_data.write_group_logdir)."""
    path = tmp_path_factory.mktemp("group_logdir")
    report_data.write_group_logdir(str(path))
    return str(path)


@pytest.fixture(scope="session")
def group_tensorboard(group_logdir):
    """A tensorboard (load_fast) over the per-group logdir."""
    with tensorboard(group_logdir, True, ready=group_reports_loaded) as base:
        yield base


@pytest.fixture(scope="session")
def indicator_logdir(tmp_path_factory):
    """Harmful-label-association, geodiversity and retrieval reports
    (report_data.write_indicator_logdir)."""
    path = tmp_path_factory.mktemp("indicator_logdir")
    report_data.write_indicator_logdir(str(path))
    return str(path)


@pytest.fixture(scope="session")
def indicator_tensorboard(indicator_logdir):
    """A tensorboard (load_fast) over the indicator logdir."""
    with tensorboard(indicator_logdir, True, ready=indicator_reports_loaded) as base:
        yield base


@pytest.fixture(scope="session")
def browser():
    if not os.path.exists(CHROMIUM):
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing (apt-get install chromium)")
        pytest.skip(f"{CHROMIUM} is missing")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture(scope="session")
def artifacts():
    ARTIFACTS.mkdir(exist_ok=True)
    return ARTIFACTS


@pytest.fixture
def open_page(browser):
    """open_page(base[, page_class=SkewPage]) -> FairnessPage; at teardown, fails on console
    errors or dialogs."""
    contexts = []
    pages = []

    def make(base: str, width: int = 1400, height: int = 900, page_class=FairnessPage):
        context = browser.new_context(
            viewport={"width": width, "height": height}, accept_downloads=True
        )
        contexts.append(context)
        fp = page_class(context.new_page(), base)
        pages.append(fp)
        return fp

    yield make
    for fp in pages:
        assert fp.dialogs == [], f"a dialog fired: {fp.dialogs}"
        assert fp.console_errors == [], f"console errors: {fp.console_errors}"
    for context in contexts:
        context.close()
