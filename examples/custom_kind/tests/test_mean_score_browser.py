"""The kind in the Fairness tab, with no view of its own: Debian's chromium (Playwright)
against the real `tensorboard` of conftest.py. The tab shows it in its generic table view:
one row per group as the `table` route sends them, the mean's and the gap's intervals each
in one column, the ★ legend with the route's count, sorting by a header, an option that
reloads the table, the drill-down of a group. Every wait is on a condition; screenshots at
1600x1000 and 1000x700, light and dark, go to test-artifacts/."""

from __future__ import annotations

import os
import pathlib
import re

import pytest
from conftest import RUNS, TAG, get_json

CHROMIUM = "/usr/bin/chromium"
IFRAME = 'iframe[src*="plugin_entry.html?name=fairness"]'
ARTIFACTS = pathlib.Path(__file__).resolve().parents[3] / "test-artifacts"
ROWS = "fairness-table-view tbody tr"


@pytest.fixture(scope="module")
def browser():
    if not os.path.exists(CHROMIUM):
        pytest.skip(f"{CHROMIUM} is missing")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as p:
        b = p.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu", "--no-first-run"]
        )
        yield b
        b.close()


def _open(browser, base, width=1600, height=1000, dark=False):
    # The browser's colour scheme, which TensorBoard (and the tab) follow.
    context = browser.new_context(
        viewport={"width": width, "height": height}, color_scheme="dark" if dark else "light"
    )
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda e: errors.append(str(e)))
    run, tag = RUNS[0], TAG.replace("/", "%2F")
    page.goto(f"{base}/#fairness&fairness_run={run}&fairness_tag={tag}")
    frame = page.frame_locator(IFRAME)
    frame.locator("fairness-app[data-status=ready]").wait_for(timeout=30_000)
    frame.locator(ROWS).first.wait_for(timeout=30_000)
    return context, page, frame, errors


def _column(frame, col: str) -> list[str]:
    return frame.locator(f"{ROWS} td[data-col='{col}']").all_text_contents()


def test_the_generic_view_shows_the_kind_s_table(browser, tensorboard):
    table = get_json(tensorboard, f"/data/plugin/fairness/table?run={RUNS[0]}&tag={TAG}")
    context, page, frame, errors = _open(browser, tensorboard)
    try:
        view = frame.locator("fairness-table-view")
        assert frame.locator(ROWS).count() == len(table["rows"])
        heads = frame.locator("fairness-table-view thead th").all_text_contents()
        heads = [" ".join(h.replace("▲", "").replace("▼", "").split()) for h in heads]
        assert "mean interval" in heads and "gap interval" in heads
        assert "lower" not in heads and "gap_lower" not in heads

        # Sorted by the kind's bias value (gap), largest first, as declared.
        by_gap = sorted((r for r in table["rows"] if r["gap"] is not None), key=lambda r: -r["gap"])
        assert _column(frame, "group")[: len(by_gap)] == [r["group"] for r in by_gap]
        # A click on the header sorts the other way.
        frame.locator("fairness-table-view th[data-col='gap'] button").click()
        frame.locator("fairness-table-view th[data-col='gap'][aria-sort=ascending]").wait_for()
        assert _column(frame, "group")[: len(by_gap)] == [r["group"] for r in by_gap[::-1]]

        # The ★ legend states the route's count.
        significant = sum(bool(r["significant"]) for r in table["rows"])
        legend = view.locator(".legend")
        assert int(legend.get_attribute("data-significant")) == significant
        assert re.search(
            rf"significant after Benjamini.Hochberg at FDR q = 0\.05 \({significant} of \d+",
            legend.text_content(),
        )

        # An option reloads the table: the level, as the route takes it.
        with page.expect_response(lambda r: "/table?" in r.url and "level=0.9" in r.url):
            frame.locator("fairness-table-view input[name=option-level]").fill("0.9")
            frame.locator("fairness-table-view input[name=option-level]").press("Enter")
        narrow = get_json(
            tensorboard, f"/data/plugin/fairness/table?run={RUNS[0]}&tag={TAG}&level=0.9"
        )
        first = next(r for r in narrow["rows"] if r["lower"] is not None)
        cell = frame.locator(f"{ROWS} td[data-col='mean:interval'][title^='[{first['lower']},']")
        cell.first.wait_for()

        # A group opens its drill-down.
        key = frame.locator(f"{ROWS} button.row-key").first
        group = key.get_attribute("data-key")
        key.click()
        drill = frame.locator("fairness-row-drilldown")
        drill.wait_for()
        assert group in drill.get_attribute("aria-label")
        assert errors == []
    finally:
        context.close()


@pytest.mark.parametrize(("width", "height"), [(1600, 1000), (1000, 700)])
@pytest.mark.parametrize("dark", [False, True], ids=["light", "dark"])
def test_screenshots(browser, tensorboard, width, height, dark):
    ARTIFACTS.mkdir(exist_ok=True)
    context, page, frame, errors = _open(browser, tensorboard, width, height, dark)
    try:
        name = f"custom_kind_{width}x{height}_{'dark' if dark else 'light'}.png"
        page.screenshot(path=str(ARTIFACTS / name))
        assert errors == []
    finally:
        context.close()
