"""The charts' library is a bundle of its own (plot.js, frontend/src/views/plot.ts): a
label-association table's first rows are painted without it, and it is asked for only once
they are; a view whose charts are its content asks for its data while plot.js is still on
its way, and draws once it is there.

Playwright's routing holds plot.js until the test has seen the page without it, so both
phases are seen whatever the machine's speed.
"""

from __future__ import annotations

import re
import urllib.parse

import pytest
from browser_support import RUNS, TAG, GroupsPage, wait_until
from report_data import GROUP_RUN, GROUP_TAG

pytestmark = pytest.mark.browser

PLOT = re.compile(r".*/data/plugin/fairness/plot\.js\?v=[0-9a-f]{16}$")


def hold_plot(fp) -> list:
    """Holds every request for plot.js (the routes, to continue later)."""
    held: list = []
    fp.page.route(PLOT, lambda route: held.append(route))
    return held


def held_by_now(fp, routes: list):
    """A wait_until predicate: each call lets Playwright dispatch its events (route handlers
    run only then)."""
    return lambda: fp.page.evaluate("0") == 0 and len(routes) > 0


def test_association_rows_come_before_the_charts_library(tensorboards, open_page):
    fp = open_page(tensorboards(True))
    held = hold_plot(fp)
    fp.open(f"#fairness&fairness_run={RUNS[0]}&fairness_tag={urllib.parse.quote(TAG, safe='')}")
    wait_until(lambda: len(fp.rendered_labels()) > 10, 10, "the first rows")
    # The rows are painted, so the charts want Plot: it is asked for now, not before.
    wait_until(held_by_now(fp, held), 10, "the request for plot.js")
    histogram = fp.frame.locator("fairness-gap-histogram")
    assert histogram.locator("svg").count() == 0, "a chart drawn without Plot"
    assert "to plot" not in (histogram.text_content() or ""), "no chart is not 'nothing to plot'"

    for route in held:
        route.continue_()
    wait_until(lambda: histogram.locator(".chart svg").count() == 1, 10, "the gap histogram")
    assert fp.frame.locator("fairness-count-distribution .chart svg").count() == 1
    order = fp.frame_object.evaluate(
        """() => {
          const rows = performance.getEntriesByName('fairness:rows-rendered')[0];
          const plot = performance.getEntriesByType('resource')
              .filter((e) => e.name.includes('/plot.js?v='));
          return {rows: rows.startTime, plot: plot.map((e) => e.startTime)};
        }"""
    )
    assert len(order["plot"]) == 1, "plot.js is fetched once"
    assert order["plot"][0] >= order["rows"], order


def test_a_chart_view_asks_for_its_data_while_plot_loads(group_tensorboard, open_page):
    fp = open_page(group_tensorboard, page_class=GroupsPage)
    held = hold_plot(fp)
    asked = []
    fp.page.on("request", lambda r: asked.append(r.url) if "/group_metrics?" in r.url else None)
    fp.page.goto(
        f"{fp.base}/#fairness&fairness_run={GROUP_RUN}"
        f"&fairness_tag={urllib.parse.quote(GROUP_TAG, safe='')}"
    )
    # Not a table the loader asked for: it asks for plot.js at once, and the view for its
    # data without waiting for it.
    wait_until(held_by_now(fp, held), 10, "the request for plot.js")
    wait_until(lambda: fp.page.evaluate("0") == 0 and len(asked) > 0, 10, "the view's data")
    # Its tables need no Plot: the report is on screen, its chart waits.
    fp.wait_ready()
    bars = fp.frame.locator("fairness-group-bars")
    assert bars.locator("svg").count() == 0
    for route in held:
        route.continue_()
    wait_until(lambda: bars.locator(".chart svg").count() >= 1, 10, "the bars drawn")
