"""The trend mode (<fairness-trend>) in a real TensorBoard, driven in Debian's chromium.

The charts' points are checked against the `trend` route's JSON and, independently,
against the `associations` route (max |gap| and the labels above the gap threshold at
that step). Then: unchecking a run goes into the hash, and a click on a point opens that
run and step in the report view, which a reload keeps. Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import json
import math
import urllib.parse

import pytest
from browser_support import RUNS, STEPS, TAG, FairnessPage, get_json, wait_until
from helpers import SENT
from test_associations_browser import expected_rows, labels

pytestmark = pytest.mark.browser

A = "man"
NAMES = ["max_abs_gap", "labels_above_threshold"]


class TrendPage(FairnessPage):
    """The Fairness tab in trend mode: one chart per headline name, a dot per run and step."""

    ROWS = "fairness-trend section.chart svg[data-name]"

    def chart(self, name: str):
        return self.frame.locator(f'fairness-trend section.chart[data-name="{name}"]')

    def dots(self, name: str):
        """{(run, step): value} of the dots drawn in chart `name`."""
        rows = (
            self.chart(name)
            .locator("svg circle[data-run]")
            .evaluate_all(
                "cs => cs.map(c => [c.dataset.run, Number(c.dataset.step), Number(c.dataset.value)])"
            )
        )
        return {(run, step): value for run, step, value in rows}

    def bars(self, name: str):
        """{(run, step): (lower, upper)} of the dots of chart `name` that carry an interval."""
        rows = (
            self.chart(name)
            .locator("svg circle[data-lower]")
            .evaluate_all(
                "cs => cs.map(c => [c.dataset.run, Number(c.dataset.step), Number(c.dataset.lower),"
                " Number(c.dataset.upper)])"
            )
        )
        return {(run, step): (lo, hi) for run, step, lo, hi in rows}

    def dot(self, name: str, run: str, step: int):
        return self.chart(name).locator(f'svg circle[data-run="{run}"][data-step="{step}"]')

    def run_box(self, run: str):
        return self.frame.locator(f'fairness-trend input[name=run][data-run="{run}"]')

    def trend(self, **params) -> dict:
        query = urllib.parse.urlencode(params)
        return get_json(f"{self.base}/data/plugin/fairness/trend?{query}")


def finite_gaps(report) -> list:
    """|gap| of the labels whose gap is finite (the state column says why it is not), rare
    labels (`insufficient`, when the route marks them) left out as the headline does."""
    columns = report["columns"]
    insufficient = columns.get("insufficient") or [False] * report["rows"]
    return [
        abs(g)
        for g, s, rare in zip(columns["gap"], report["states"]["gap"], insufficient)
        if s is None and g is not None and not rare
    ]


@pytest.fixture
def tp(tensorboards, open_page):
    page = open_page(tensorboards(True), page_class=TrendPage)
    page.open(
        "#fairness&fairness_mode=trend&fairness_run="
        + RUNS[0]
        + "&fairness_tag="
        + urllib.parse.quote(TAG, safe="")
        + f"&fairness_a={A}"
    )
    return page


def test_trend_points_match_the_routes(tp, artifacts):
    # One chart per headline name, in the route's order.
    charts = tp.frame.locator("fairness-trend section.chart").evaluate_all(
        "cs => cs.map(c => c.dataset.name)"
    )
    assert charts == NAMES
    # One line per run: both checked, both drawn, a dot per run and step.
    for run in RUNS:
        assert tp.run_box(run).is_checked()
    expected_points = {(r, s) for r in RUNS for s in STEPS}
    dots = tp.dots("max_abs_gap")
    assert set(dots) == expected_points

    # The dots are the trend route's numbers ...
    trend = tp.trend(tag=TAG, a=A, gap_threshold="0.1")
    assert trend["names"] == NAMES
    for series in trend["series"]:
        for point in series["points"]:
            for name in NAMES:
                assert tp.dots(name)[(series["run"], point["step"])] == point["values"][name]
            # The interval bars: max |gap| has one, the count of labels none.
            low, high = point["intervals"]["max_abs_gap"]
            assert tp.bars("max_abs_gap")[(series["run"], point["step"])] == (low, high)
            assert low <= point["values"]["max_abs_gap"] <= high
    assert tp.bars("labels_above_threshold") == {}
    # The intervals are one band per run (each line has several steps): no bar per point.
    assert tp.chart("max_abs_gap").locator('g[aria-label="area"] path').count() == len(RUNS)
    assert "95% intervals" in tp.frame.locator('[data-role="interval-legend"]').text_content()
    # Each chart says which way is better, as the kind declares its headline numbers.
    better = {h["name"]: h["better"] for h in trend["headlines"]}
    for name in NAMES:
        said = tp.chart(name).locator('h3 [data-role="better"]')
        if better[name] is None:
            assert said.count() == 0, name
        else:
            assert said.text_content() == f"{better[name]} is better", name

    # ... and independently, max |gap| and the labels above 0.1 of the associations route.
    for run in RUNS:
        for step in STEPS:
            report = tp.associations(run=run, tag=TAG, step=step, a=A)
            gaps = finite_gaps(report)
            # (the route's columns: 7 significant digits; the trend's numbers in full)
            assert math.isclose(dots[(run, step)], max(gaps), rel_tol=SENT, abs_tol=1e-15)
            assert tp.dots("labels_above_threshold")[(run, step)] == sum(g > 0.1 for g in gaps)
    tp.screenshot(artifacts, "trend_associations")

    # The gap threshold: in the hash, and the count follows it.
    box = tp.frame.locator("fairness-trend input[name=gap_threshold]")
    assert box.input_value() == "0.1"
    box.fill("0.05")
    box.press("Enter")
    wait_until(
        lambda: tp.hash_params().get("fairness_trend_gap_threshold") == "0.05",
        10,
        "the gap threshold in the hash",
    )
    report = tp.associations(run=RUNS[1], tag=TAG, step=STEPS[0], a=A)
    want = sum(g > 0.05 for g in finite_gaps(report))
    wait_until(
        lambda: tp.dots("labels_above_threshold").get((RUNS[1], STEPS[0])) == want,
        10,
        "labels above 0.05",
    )


def test_uncheck_a_run_then_open_a_point(tp, artifacts):
    # Unchecking a run: the hash lists the runs drawn, the charts draw only those.
    tp.run_box(RUNS[1]).uncheck()
    wait_until(
        lambda: tp.hash_params().get("fairness_trend_run") == RUNS[0],
        10,
        "the run list in the hash",
    )
    wait_until(
        lambda: {r for r, _ in tp.dots("max_abs_gap")} == {RUNS[0]}, 10, f"only {RUNS[0]} drawn"
    )
    # The last run drawn cannot be unchecked.
    assert tp.run_box(RUNS[0]).is_disabled()
    tp.wait_ready()
    tp.screenshot(artifacts, "trend_one_run")

    # A reload keeps the run selection.
    tp.reload()
    assert not tp.run_box(RUNS[1]).is_checked()
    wait_until(
        lambda: set(tp.dots("max_abs_gap")) == {(RUNS[0], s) for s in STEPS},
        10,
        f"only {RUNS[0]} drawn after a reload",
    )

    # Back to both; click model_b's dot at the middle step.
    tp.run_box(RUNS[1]).check()
    wait_until(lambda: "fairness_trend_run" not in tp.hash_params(), 10, "all runs again")
    # Both runs drawn from the new response before clicking: a click on a chart that is
    # about to be redrawn could land where the dot no longer is.
    wait_until(lambda: {r for r, _ in tp.dots("max_abs_gap")} == set(RUNS), 10, "both runs")
    # model_b's dot at the step where it lies farthest from model_a's (the y axis holds the
    # intervals too, so at another step the two dots may be drawn one over the other).
    dots = tp.dots("max_abs_gap")
    run = RUNS[1]
    step = max(STEPS, key=lambda s: abs(dots[(RUNS[0], s)] - dots[(RUNS[1], s)]))
    tp.wait_ready()
    # Playwright clicks where the dot is when it clicks (it waits for it to be stable): 3px
    # off its centre, away from model_a's dot, which may be drawn partly over it (a click
    # picks the nearest dot).
    cy = {r: float(tp.dot("max_abs_gap", r, step).get_attribute("cy")) for r in RUNS}
    away = 3 if cy[run] >= cy[RUNS[0]] else -3
    tp.dot("max_abs_gap", run, step).click(position={"x": 4, "y": 4 + away}, force=True)

    def in_report_mode():
        p = tp.hash_params()
        return (
            p.get("fairness_mode", "report") == "report"
            and p.get("fairness_run") == run
            and p.get("fairness_step") == str(step)
        )

    wait_until(in_report_mode, 10, f"the report of {run} at step {step}")
    report_page = FairnessPage(tp.page, tp.base)
    report_page.wait_ready()

    def shows_step():
        report_page.wait_ready()
        return report_page.control("run").input_value() == run and report_page.control(
            "step"
        ).input_value() == str(step)

    wait_until(shows_step, 10, "the pickers at that run and step")
    report = tp.associations(run=run, tag=TAG, step=step, a=A)
    assert report["step"] == step
    expected = labels(report, expected_rows(report))
    wait_until(
        lambda: report_page.rendered_labels()[:5] == expected[:5],
        10,
        "the association table of that step",
    )
    tp.screenshot(artifacts, "trend_opened_report")

    # A reload shows the same report.
    tp.page.reload()
    report_page.wait_ready()
    assert in_report_mode()
    wait_until(shows_step, 10, "the same run and step after a reload")
    shown = report_page.rendered_labels()
    assert shown == expected[: len(shown)]


def test_run_filter_draws_the_matching_runs(tp, artifacts):
    # A regex over the run names lists and draws only the matching runs, live (as
    # TensorBoard's run selector filters); the runs chosen are not changed.
    box = tp.frame.locator("fairness-trend input[name=run_filter]")
    box.fill(f"{RUNS[1]}$")
    wait_until(lambda: not tp.run_box(RUNS[0]).is_visible(), 10, "the filter to hide the others")
    assert tp.run_box(RUNS[1]).is_visible()
    wait_until(
        lambda: {r for r, _ in tp.dots("max_abs_gap")} == {RUNS[1]}, 10, f"only {RUNS[1]} drawn"
    )
    assert "fairness_trend_run" not in tp.hash_params()
    # A malformed pattern lists and draws every run and says why.
    box.fill("(")
    wait_until(lambda: tp.run_box(RUNS[0]).is_visible(), 10, "every run listed again")
    wait_until(
        lambda: {r for r, _ in tp.dots("max_abs_gap")} == set(RUNS), 10, "every run drawn again"
    )
    assert "invalid" in (box.get_attribute("class") or "")
    assert "Invalid regex" in tp.frame.locator("fairness-trend .filter-error").text_content()
    tp.screenshot(artifacts, "trend_run_filter")


def test_help_panel_explains_the_kind(tp):
    # "?" beside the mode tabs: the kind's headline numbers and options from `GET kinds`.
    kinds = get_json(f"{tp.base}/data/plugin/fairness/kinds")["kinds"]
    kind = next(k for k in kinds if k["name"] == "label_associations")
    tp.frame.locator("fairness-help button[name=help]").click()
    panel = tp.frame.locator("fairness-help .panel")
    panel.wait_for()
    text = panel.text_content()
    for h in kind["headlines"]:
        assert h["title"] in text and h["explanation"] in text
    for o in kind["options"]:
        assert o["name"] in text
    assert "Benjamini-Hochberg" in text and "verdict" in text
    tp.page.keyboard.press("Escape")
    wait_until(lambda: panel.count() == 0, 10, "Esc to close the help")


def test_trends_set_their_own_options(tp):
    # The trend's metric is its own: the points follow it, the report view's stays.
    requests = []
    tp.page.on(
        "request", lambda r: "/data/plugin/fairness/trend?" in r.url and requests.append(r.url)
    )
    select = tp.frame.locator("fairness-trend fairness-mode-options select[name=opt-metric]")
    select.select_option("dp")
    wait_until(
        lambda: tp.hash_params().get("fairness_trend_o_metric") == "dp",
        10,
        "the own metric in the hash",
    )
    wait_until(
        lambda: any(
            urllib.parse.parse_qs(urllib.parse.urlsplit(u).query).get("metric") == ["dp"]
            for u in requests
        ),
        10,
        "a trend request with metric=dp",
    )
    trend = tp.trend(tag=TAG, a=A, metric="dp", gap_threshold="0.1")
    point = trend["series"][0]["points"][-1]
    run, step = trend["series"][0]["run"], point["step"]
    wait_until(
        lambda: tp.dots("max_abs_gap").get((run, step)) == point["values"]["max_abs_gap"],
        10,
        "the points of the dp trend",
    )
    assert "fairness_metric" not in tp.hash_params()  # the report view's is untouched
    tp.frame.locator("fairness-trend fairness-mode-options button[name=reset-options]").click()
    wait_until(lambda: "fairness_trend_o_metric" not in tp.hash_params(), 10, "back to the view's")


def test_trend_bands_lie_inside_the_plot(tp, artifacts):
    # By default the y range fits the lines: their movement shows; the intervals stick out.
    name = "max_abs_gap"
    svg = tp.chart(name).locator("svg[data-y-domain]")
    wait_until(lambda: len(tp.dots(name)) == len(RUNS) * len(STEPS), 10, "the points drawn")
    lo, hi = json.loads(svg.get_attribute("data-y-domain"))
    values = tp.dots(name).values()
    assert lo <= min(values) and max(values) <= hi
    assert (hi - lo) < (max(values) - min(values)) * 3 + 0.05, (lo, hi)
    # The intervals sticking out are said to be cut, under the chart that cuts them.
    wait_until(lambda: len(tp.bars(name)) == len(RUNS) * len(STEPS), 10, "the intervals")
    cut = any(lower < lo or upper > hi for lower, upper in tp.bars(name).values())
    assert cut, "this report's intervals are wider than its lines' range"
    assert svg.get_attribute("data-intervals-cut") == "true"
    note = tp.chart(name).locator("[data-role=intervals-cut]")
    assert note.count() == 1 and "fit the intervals" in note.text_content()
    # Fitting the intervals: the y range holds every value and every end of its interval, so
    # each run's band lies inside the plot area (a band, not a block covering the plot).
    tp.frame.locator("fairness-trend select[name=fit]").select_option("intervals")
    wait_until(lambda: tp.hash_params().get("fairness_trend_fit") == "intervals", 10, "the fit")
    wait_until(
        lambda: json.loads(svg.get_attribute("data-y-domain") or "[0, 0]")[0] < lo,
        10,
        "the y range holding the intervals",
    )
    wait_until(lambda: len(tp.bars(name)) == len(RUNS) * len(STEPS), 10, "the intervals drawn")
    lo, hi = json.loads(svg.get_attribute("data-y-domain"))
    values = tp.dots(name).values()
    for lower, upper in tp.bars(name).values():
        assert lo <= lower and upper <= hi, (lo, hi, lower, upper)
    assert lo <= min(values) and max(values) <= hi
    assert svg.get_attribute("data-intervals-cut") == "false"
    assert tp.chart(name).locator("[data-role=intervals-cut]").count() == 0
    top, bottom = sorted(json.loads(svg.get_attribute("data-y-range")))
    # Each band's geometry (before any clipping) within the y range, in the SVG's units.
    boxes = svg.locator('g[aria-label="area"] path').evaluate_all(
        "ps => ps.map(p => { const b = p.getBBox(); return [b.y, b.y + b.height]; })"
    )
    assert len(boxes) == len(RUNS)
    for y0, y1 in boxes:
        assert top - 0.5 <= y0 < y1 <= bottom + 0.5, (top, bottom, y0, y1)
    # ... and a band is not the whole plot: it leaves room above or below.
    assert any(y0 > top + 2 or y1 < bottom - 2 for y0, y1 in boxes)
    tp.screenshot(artifacts, "trend_bands")
