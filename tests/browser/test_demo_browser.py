"""The demo's real-data reports in a real TensorBoard, driven in Debian's chromium (issue 28:
"the Slices view on the demo lists the worst intersection and its trend"; issue 29: the
Calibration panel on a real score model; COMPAS' six race groups each in view; runs that
the intervals do not tell apart; the binary report's metrics named in words in Compare).

The demo trains on UCI Adult with Keras and Lightning (tests/conftest.py's session fixture
`demo_logs`, shared with tests/test_demo.py). Its per-group report keeps joint cells over
the Adult attributes (slices=True); its binary report keeps the score sums. What the tab
shows is checked against the routes' JSON. Screenshots go to test-artifacts/demo_*.png.
"""

from __future__ import annotations

import urllib.parse

import pytest
from browser_support import IndicatorPage, get_json, tensorboard, wait_until
from test_calibration_browser import ROUTE as CALIBRATION_ROUTE
from test_calibration_browser import CalibrationPage, check_table, measured
from test_compare_browser import open_compare
from test_runs_browser import RunsPage, check_overlap_words, check_tick_labels
from test_runs_browser import route as runs_route
from test_slices_browser import SlicesPage, live_hash, wait_rows

pytestmark = [pytest.mark.browser, pytest.mark.slow]

RUN = "keras_mlp"
GROUP_TAG = "adult/groups/income"
BINARY_TAG = "adult/binary/income"
COMPAS_RUN = "compas_score"


@pytest.fixture(scope="module")
def demo_tensorboard(demo_logs):
    logdir, _ = demo_logs

    def ready(runs: dict) -> bool:
        tags = runs.get(RUN, {})
        return GROUP_TAG in tags and BINARY_TAG in tags and tags[GROUP_TAG]["max_step"] == 16

    with tensorboard(logdir, True, ready=ready) as base:
        yield base


def start(tag: str, run: str = RUN) -> str:
    return f"#fairness&fairness_run={run}&fairness_tag={urllib.parse.quote(tag, safe='')}"


def test_the_worst_slice_of_adult_and_its_trend(demo_tensorboard, open_page, artifacts):
    fp = open_page(demo_tensorboard, width=1600, height=1000, page_class=SlicesPage)
    fp.open(start(GROUP_TAG))
    fp.wait_panel(30)
    route = fp.route("group_metrics/slices", run=RUN, tag=GROUP_TAG, metric="error_rate")
    assert route["available"] and route["rows"] >= 1
    # Adult's intersections, several attributes deep: the search went past the groupings.
    assert set(route["attributes"]) >= {"sex", "race", "education", "occupation"}
    wait_rows(fp, route, "the demo's slices to equal the route")
    worst = route["columns"]["slice"][0]
    assert worst in fp.summary_text()
    # Its gap over the Keras run's two steps, and the first worse step if any.
    fp.panel.locator("tbody tr[data-rank='1']").click()
    wait_until(lambda: live_hash(fp).get("fairness_slice") == worst, 10, "slice in the hash")
    chart = fp.frame.locator("fairness-slice-trend")
    chart.locator("svg[data-name=slice-gap]").wait_for(timeout=20_000)
    trend = fp.route("slice_trend", tag=GROUP_TAG, slice=worst, run=RUN, metric="error_rate")
    points = [p for p in trend["series"][0]["points"] if p["gap"] is not None]
    dots = chart.locator("svg g.gap-dot circle").evaluate_all(
        "cs => cs.map(c => Number(c.dataset.step))"
    )
    assert dots == [p["step"] for p in points] == [8, 16]
    note = chart.locator("[data-role=first-worse]").text_content()
    first = trend["series"][0]["first_worse"]
    assert (f"step {first['step']}" in note) if first else ("not significantly worse" in note)
    fp.page.screenshot(path=str(artifacts / "demo_slices_1600x1000.png"))


def test_calibration_of_the_adult_score_model(demo_tensorboard, open_page, artifacts):
    fp = open_page(demo_tensorboard, width=1600, height=1000, page_class=CalibrationPage)
    fp.open(start(BINARY_TAG) + "&fairness_grouping=race")
    fp.wait_panel(30)
    route = fp.route(CALIBRATION_ROUTE, run=RUN, tag=BINARY_TAG, grouping="race")
    assert route["available"] and route["grouping"] == ["race"]
    check_table(fp, route)
    lines = fp.panel.locator("svg g.cal-line path")
    assert lines.evaluate_all("ps => ps.map(p => p.dataset.group)") == measured(route)
    fp.panel.scroll_into_view_if_needed()
    fp.page.screenshot(path=str(artifacts / "demo_calibration_1600x1000.png"))


# Each table of groups against something, by the report that shows it: (the tag, the route,
# the table's scroll box, the table's rows). The box of the binary report's tables is a
# div around each; the per-group table is its own box.
GROUP_TABLES = {
    "binary": ("compas/binary/recidivism", "binary_classification", ".table-box", "table.binary"),
    "groups": ("compas/groups/recidivism", "group_metrics", "fairness-rate-table", "table"),
}


@pytest.mark.parametrize("size", [(1600, 1000), (1000, 700)], ids=["1600x1000", "1000x700"])
@pytest.mark.parametrize("report", sorted(GROUP_TABLES))
def test_every_compas_group_is_in_view(demo_tensorboard, open_page, artifacts, report, size):
    """COMPAS' six race groups, each a column of the table of every metric (binary) or class
    (per-group) by group: a cell's value and its counts wrap onto two lines rather than
    push the last groups out of the box sideways, and stay on one line when they fit."""
    tag, route_name, box_css, table_css = GROUP_TABLES[report]

    class Page(IndicatorPage):
        ROWS = f"{table_css} tbody tr"

    fp = open_page(demo_tensorboard, width=size[0], height=size[1], page_class=Page)
    fp.open(start(tag, COMPAS_RUN) + "&fairness_grouping=race")
    route = fp.route(route_name, run=COMPAS_RUN, tag=tag, grouping="race")
    assert len(route["groups"]) == 6, route["groups"]
    table = fp.frame.locator(f"{table_css}").first
    heads = table.locator("thead th[data-group]")
    assert heads.evaluate_all("hs => hs.map(h => h.dataset.group)") == route["groups"]
    # closest() stops at the shadow root: the per-group table's box is its root's host.
    box = table.evaluate(
        "(t, css) => { const b = t.closest(css) ?? t.getRootNode().host;"
        " return [b.localName, b.scrollWidth, b.clientWidth, b.getBoundingClientRect().right]; }",
        box_css,
    )
    name, scroll_width, client_width, right = box
    assert box_css.startswith(".") or name == box_css, box
    assert scroll_width <= client_width, f"{report}: the table scrolls sideways ({box})"
    # The last group's head is inside the box, so on screen.
    last = heads.last.bounding_box()
    assert last["x"] + last["width"] <= right + 1, (last, right)
    # Cells that had to wrap did so between their two parts, never inside one: every
    # value, and every line of counts, is one line as high as the others.
    heights = table.locator("tbody td.parts").evaluate_all(
        "cs => cs.map(c => [c.querySelector('.v'), c.querySelector('.meta')]"
        ".map(e => e.getBoundingClientRect().height))"
    )
    assert len(heights) >= 6, heights
    for k in (0, 1):
        assert max(h[k] for h in heights) < 1.5 * min(h[k] for h in heights), heights
    fp.page.screenshot(path=str(artifacts / f"demo_compas_{report}_{size[0]}x{size[1]}.png"))


def test_group_cells_stay_on_one_line_when_they_fit(demo_tensorboard, open_page):
    """Adult's binary report by sex (two groups) at 1600 px: each cell's counts sit beside
    its value, as before; only a table that would not fit wraps."""

    class Page(IndicatorPage):
        ROWS = "table.binary tbody tr"

    fp = open_page(demo_tensorboard, width=1600, height=1000, page_class=Page)
    fp.open(start(BINARY_TAG) + "&fairness_grouping=sex")
    lines = fp.frame.locator("table.binary tbody td.parts").evaluate_all(
        "cs => cs.map(c => c.querySelector('.meta').getBoundingClientRect().top"
        " < c.querySelector('.v').getBoundingClientRect().bottom)"
    )
    assert len(lines) >= 10 and all(lines), lines


@pytest.mark.parametrize("tag", [BINARY_TAG, "compas/groups/recidivism"])
def test_runs_the_intervals_do_not_tell_apart(demo_tensorboard, open_page, artifacts, tag):
    """The Runs mode marks a Pareto front from the point estimates; where every run's
    intervals overlap every other's (the route's numbers, checked pairwise here) it says
    that the intervals alone show no run better. Adult's income classifiers, Keras against
    Lightning on the same data, differ in accuracy and equalized odds by far less than
    their intervals; COMPAS (its own scores and the two models) says what its numbers say."""
    rp = open_page(demo_tensorboard, width=1600, height=1000, page_class=RunsPage)
    rp.open(f"#fairness&fairness_mode=runs&fairness_tag={urllib.parse.quote(tag, safe='')}")
    r = runs_route(demo_tensorboard, tag=tag)
    wait_until(lambda: rp.frame.locator(RunsPage.ROWS).count() == r["rows"], 10, "every run")
    overlap = check_overlap_words(rp, r)
    assert overlap or tag != BINARY_TAG
    # Its y axis spans a few points of accuracy on 314 px: ticks every half point read apart.
    check_tick_labels(rp)
    name = tag.split("/")[0]
    rp.page.screenshot(path=str(artifacts / f"demo_runs_{name}_1600x1000.png"))


def test_binary_compare_names_its_metrics_in_words(demo_tensorboard, open_page, artifacts):
    """Adult's income classifiers, Keras against Lightning: Compare's rows are the binary
    kind's metrics, keyed by codes (`for`, `npv`, `ece`). Each row reads as the metric's
    title the `kinds` route declares ("False omission rate"), its code in the tooltip and
    the data attribute; the search finds a row by either."""
    cp = open_compare(open_page, demo_tensorboard, BINARY_TAG, RUN, 1600, 1000)
    cp.wait_sides(RUN, "lightning_mlp")
    kinds = get_json(f"{demo_tensorboard}/data/plugin/fairness/kinds")["kinds"]
    titles = next(k for k in kinds if k["name"] == "binary_classification")["bias"]["key_titles"]
    diff = cp.diff(tag=BINARY_TAG, run=RUN, vs_run="lightning_mlp", a=None)
    keys = diff["columns"]["key"]
    assert "for" in keys and set(keys) <= set(titles)
    wait_until(lambda: cp.frame.locator(cp.ROWS).count() == len(keys), 10, "every metric's row")
    shown = cp.frame.locator("fairness-compare-table .row [data-col=key] .k").evaluate_all(
        "bs => bs.map(b => [b.dataset.key, b.textContent.trim(), b.title])"
    )
    assert sorted(k for k, _, _ in shown) == sorted(keys)
    for key, text, title in shown:
        assert text == titles[key], (key, text)
        assert title.startswith(f"{titles[key]} ({key}): click"), title
    cp.control("search").fill("omission")
    wait_until(
        lambda: cp.frame.locator("fairness-compare .summary").get_attribute("data-shown") == "1",
        10,
        "the false omission rate's row alone",
    )
    assert cp.frame.locator(f"{cp.ROWS} .k").first.get_attribute("data-key") == "for"
    cp.page.screenshot(path=str(artifacts / "demo_binary_compare_1600x1000.png"))

    # Trends' row picker offers the same rows, each code with its title.
    class TrendPage(IndicatorPage):
        ROWS = "fairness-trend section.chart svg[data-name]"

    tp = open_page(demo_tensorboard, width=1600, height=1000, page_class=TrendPage)
    tp.open(start(BINARY_TAG) + "&fairness_mode=trend")
    options = tp.frame.locator("fairness-trend-row datalist option")
    wait_until(lambda: options.count() == len(keys), 20, "the picker's metrics")
    offered = options.evaluate_all("os => os.map(o => [o.value, o.label])")
    assert sorted(v for v, _ in offered) == sorted(keys)
    assert all(label == titles[v] for v, label in offered), offered


def test_compare_says_why_skewsize_is_undefined(demo_tensorboard, open_page):
    """COMPAS' recidivism has two classes: SkewSize, the skewness of V over the classes, is
    undefined in both models. Compare's card says why, in the diff's words, not only "—"."""
    tag = "compas/skew/recidivism"
    cp = open_compare(open_page, demo_tensorboard, tag, RUN, 1600, 1000)
    cp.wait_sides(RUN, "lightning_mlp")
    diff = cp.diff(tag=tag, run=RUN, vs_run="lightning_mlp", a=None)
    card = next(h for h in diff["headlines"] if h["name"] == "skew_size")
    assert card["a"] is None and card["reason_a"] and card["reason_a"] == card["reason_b"]
    shown = cp.frame.locator("fairness-compare .headline[data-name=skew_size]")
    assert shown.locator("[data-role=undefined]").text_content().strip() == card["reason_a"]
    assert f"Undefined: {card['reason_a']}" in shown.get_attribute("title")
    # The defined numbers' cards say nothing of the kind.
    assert cp.frame.locator("fairness-compare .headline [data-role=undefined]").count() == 1
