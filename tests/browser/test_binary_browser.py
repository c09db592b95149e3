"""The binary classification view (binary_classification) in a real TensorBoard, driven in
Debian's chromium.

The logdir (report_data.write_binary_logdir) holds a scored classifier's report with a
planted false-positive gap (`gender=m`) and a group too small for any rate (`gender=nb`, 40
examples, under min_count 50). The table's cells are checked against the view route's
JSON; the threshold is set in its box and dragged on the chart, and the table follows, as
does the URL hash. Screenshots go to test-artifacts/binary_*.png.
"""

from __future__ import annotations

import urllib.parse

import pytest
import report_data
from browser_support import IndicatorPage, tensorboard, wait_until
from report_data import BINARY_GAP_GROUP, BINARY_RUN, BINARY_SMALL_GROUP, BINARY_TAG

pytestmark = pytest.mark.browser


class BinaryPage(IndicatorPage):
    ROWS = "table.binary tbody tr"

    def threshold(self) -> float:
        return float(
            self.frame.locator("fairness-app .summary").first.get_attribute("data-threshold")
        )

    def wait_threshold(self, t: float):
        wait_until(lambda: self.threshold() == t, 15, f"the table at threshold {t}")
        # The response has arrived and the table re-rendered: the shell is not loading.
        self.frame.locator("fairness-app[data-status=ready]").wait_for()

    def cell(self, metric: str, group: str):
        return self.frame.locator(
            f'table.binary tr[data-metric="{metric}"] td[data-group="{group}"]'
        )

    def view(self, **params) -> dict:
        return self.route("binary_classification", run=BINARY_RUN, tag=BINARY_TAG, **params)


@pytest.fixture(scope="module")
def binary_tensorboard(tmp_path_factory):
    path = tmp_path_factory.mktemp("binary_logdir")
    report_data.write_binary_logdir(str(path))
    with tensorboard(str(path), True, ready=report_data.binary_reports_loaded) as base:
        yield base


@pytest.fixture
def page(binary_tensorboard, open_page) -> BinaryPage:
    p = open_page(binary_tensorboard, page_class=BinaryPage)
    p.open(
        f"#fairness&fairness_run={BINARY_RUN}&fairness_tag={urllib.parse.quote(BINARY_TAG, safe='')}"
    )
    return p


def shown_value(page: BinaryPage, metric: str, group: str) -> float:
    return float(page.cell(metric, group).get_attribute("data-value"))


def route_value(route: dict, metric: str, group: str):
    return route["at_threshold"][metric]["value"][route["groups"].index(group)]


def test_table_shows_the_routes_values_and_insufficient_cells(page, artifacts):
    route = page.view()
    assert page.threshold() == route["threshold"] == 0.5
    for metric in ("tpr", "fpr", "precision", "selection_rate"):
        for group in route["groups"]:
            expected = route_value(route, metric, group)
            if expected is None:
                continue
            assert shown_value(page, metric, group) == expected
    # The planted gap: men's false positive rate is well above women's.
    assert shown_value(page, "fpr", BINARY_GAP_GROUP) > shown_value(page, "fpr", "gender=f") + 0.1
    # The small group: every rate is insufficient, said so, and no number.
    small = page.cell("fpr", BINARY_SMALL_GROUP)
    assert small.get_attribute("data-state") == "insufficient"
    assert small.get_attribute("data-value") is None
    assert "< 50" in small.text_content()
    page.screenshot(artifacts, "binary_report")


def test_typed_threshold_changes_the_table_and_the_hash(page):
    before = shown_value(page, "fpr", BINARY_GAP_GROUP)
    box = page.control("threshold")
    box.fill("0.3")
    box.press("Enter")
    page.wait_threshold(0.3)
    route = page.view(threshold=0.3)
    after = shown_value(page, "fpr", BINARY_GAP_GROUP)
    assert after == route_value(route, "fpr", BINARY_GAP_GROUP) and after > before
    assert page.hash_params().get("fairness_threshold") == "0.3"
    # A typed value between the report's thresholds snaps to the nearest.
    box.fill("0.714")
    box.press("Enter")
    page.wait_threshold(0.71)


def test_dragging_the_threshold_rule_changes_the_table(page, artifacts):
    chart = page.frame.locator("fairness-threshold-chart")
    rule = chart.locator(".threshold-rule line.shown")
    rule.wait_for(state="attached")  # a vertical line: zero wide, never "visible"
    assert float(chart.locator(".threshold-rule").get_attribute("data-threshold")) == 0.5
    svg = chart.locator("figure > svg, div.chart > svg").last
    box = svg.bounding_box()
    x0 = rule.bounding_box()["x"] + 1
    y = box["y"] + box["height"] * 0.4
    mouse = page.page.mouse
    mouse.move(x0, y)
    mouse.down()
    mouse.move(x0 + box["width"] * 0.2, y, steps=8)  # right: a higher threshold
    mouse.up()
    wait_until(lambda: page.threshold() > 0.55, 15, "the threshold to follow the drag")
    page.frame.locator("fairness-app[data-status=ready]").wait_for()
    t = page.threshold()
    assert page.hash_params().get("fairness_threshold") == str(t)
    route = page.view(threshold=t)
    assert shown_value(page, "tpr", "gender=f") == route_value(route, "tpr", "gender=f")
    # The rule stands at the new threshold once the table has followed.
    wait_until(
        lambda: float(chart.locator(".threshold-rule").get_attribute("data-threshold")) == t,
        10,
        "the rule at the new threshold",
    )
    # The arrow keys step through the report's thresholds.
    chart.locator(".threshold-rule").focus()
    page.page.keyboard.press("ArrowLeft")
    page.wait_threshold(round(t - 0.01, 2))
    page.screenshot(artifacts, "binary_dragged")


# --------------------------------------------------------------------------------------
# The worst slices at the view's label and threshold (the report keeps joint cells)


def _panel_slices(page) -> list[str]:
    panel = page.frame.locator("fairness-slices-panel")
    return panel.locator("tbody tr[data-slice]").evaluate_all(
        "rows => rows.map(r => r.dataset.slice)"
    )


def _wait_panel(page, want: list[str], what: str):
    panel = page.frame.locator("fairness-slices-panel")
    wait_until(
        lambda: panel.get_attribute("data-status") == "ready" and _panel_slices(page) == want,
        15,
        what,
    )


def test_the_worst_slices_follow_the_threshold(page, artifacts):
    page.wait_threshold(0.5)
    route = page.route(
        "binary_classification/slices", run=BINARY_RUN, tag=BINARY_TAG, metric="error_rate"
    )
    assert route["available"] and route["threshold"] == 0.5 and route["rows"] >= 1
    _wait_panel(page, route["columns"]["slice"], "the panel to list the route's slices")
    # A binary report's slices are of every example: no class picker.
    assert page.frame.locator("fairness-slices-panel [name=slice_class]").count() == 0
    # The planted gap (men's negatives score higher): by FPR the worst slice is men's.
    page.frame.locator("fairness-slices-panel [name=slice_metric]").select_option("fpr")
    fpr = page.route("binary_classification/slices", run=BINARY_RUN, tag=BINARY_TAG, metric="fpr")
    _wait_panel(page, fpr["columns"]["slice"], "the panel at metric fpr")
    assert fpr["columns"]["slice"][0].startswith(BINARY_GAP_GROUP)
    assert page.hash_params().get("fairness_slice_metric") == "fpr"
    # The view's threshold moves the panel's.
    box = page.control("threshold")
    box.fill("0.3")
    box.press("Enter")
    page.wait_threshold(0.3)
    at = page.route(
        "binary_classification/slices", run=BINARY_RUN, tag=BINARY_TAG, metric="fpr", threshold=0.3
    )
    assert at["threshold"] == 0.3
    _wait_panel(page, at["columns"]["slice"], "the panel at threshold 0.3")
    page.frame.locator("fairness-slices-panel").scroll_into_view_if_needed()
    page.screenshot(artifacts, "binary_slices")
