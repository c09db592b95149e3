"""The row drill-down of the harmful-label, geodiversity, retrieval and binary
classification views (<fairness-row-drilldown> over the `row` route) in a real TensorBoard,
driven in Debian's chromium.

Each view's bias rows open it from a button on their key: a harmful label (its name in the
labels table), the grouping shown (geodiversity's `by`, in the table's heading), a P@K
(retrieval's column heads) and a metric (the binary view's metrics table). For each kind
the test clicks a key (or presses Enter or Space on it), waits for the drill-down, checks
what it shows against the `row` route's JSON for the same key and the view's options (its
detail rows, one entry per run, one point per step), and that its detail is the numbers of
the view's own table; then that the key is in the URL hash, that a reload opens it again,
and that Esc (or ×) closes it with the focus back on the key's button. The logdirs are
test_indicators_browser.py's (one run) and test_binary_browser.py's (here in two runs).
Screenshots of each kind at 1600x1000 and 1000x700, light and dark, go to /tmp/drill_shots/.
"""

from __future__ import annotations

import json
import os
import pathlib
import urllib.parse

import pytest
import report_data
from browser_support import IndicatorPage, tensorboard, wait_until
from report_data import (
    BINARY_GAP_GROUP,
    BINARY_RUN,
    BINARY_TAG,
    GEO_TAG,
    HARMFUL_TAG,
    HOSTILE,
    INDICATOR_RUN,
    RETRIEVAL_TAG,
)
from test_row_browser import DrillPage, check_detail, check_runs, check_steps, row_route

from tb_fairness.metrics import binary

pytestmark = pytest.mark.browser

# The view routes and the row route send floats at 7 significant digits or more.
REL = 1e-6

SHOTS = pathlib.Path("/tmp/drill_shots")
# The binary report in a second run (another seed): the drill-down lists both runs.
BINARY_RUN_B = "retrained/" + BINARY_RUN
BINARY_RUNS = (BINARY_RUN, BINARY_RUN_B)


def q(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def start(run: str, tag: str, **params) -> str:
    extra = "".join(f"&fairness_{k}={q(str(v))}" for k, v in params.items())
    return f"#fairness&fairness_run={q(run)}&fairness_tag={q(tag)}{extra}"


class IndicatorDrillPage(IndicatorPage, DrillPage):
    """An indicator or binary view with its row drill-down."""

    ROWS = f"{IndicatorPage.ROWS}, table.binary tbody tr"

    def key_button(self, key: str):
        """The button of row `key` (any text: matched by its data attribute)."""
        return self.frame.locator(f"button.row-key[data-key={json.dumps(key)}]")

    def focused(self, locator) -> bool:
        return locator.evaluate("b => b.getRootNode().activeElement === b")

    def wait_hash(self, key: str | None):
        what = f"fairness_drill={key!r} in the hash" if key else "no fairness_drill in the hash"
        wait_until(lambda: self.hash_params().get("fairness_drill") == key, 10, what)

    def wait_closed(self, how: str):
        wait_until(lambda: self.drilldown.count() == 0, 10, f"the drill-down to close on {how}")


def check_drill(fp: IndicatorDrillPage, route: dict, key_column: str):
    """The drill-down shows the route's detail rows, runs and steps, for the report on screen;
    its title names the row by the key, or in words where the key is a code (a metric)."""
    name = fp.drilldown.locator("h2 .key-name")
    assert name.get_attribute("data-key") == route["key"]
    title = binary.METRIC_TITLES.get(route["key"]) if key_column == "metric" else None
    assert name.text_content() == (title or route["key"])
    check_detail(fp, route, key_column)
    check_runs(fp, route, [])
    check_steps(fp, route)
    what = fp.drilldown.locator(".what")
    assert what.get_attribute("data-run") == route["run"]
    assert what.get_attribute("data-step") == str(route["step"])


def open_by(fp: IndicatorDrillPage, key: str, how: str):
    """Opens the drill-down of `key`: a click on its button, or Enter or Space on it."""
    button = fp.key_button(key)
    assert button.count() == 1, key
    assert button.get_attribute("aria-expanded") == "false"
    if how == "click":
        button.click()
    else:
        button.focus()
        fp.page.keyboard.press(how)
    fp.wait_drill(key)
    check_panel(fp)
    # The key's button says it is open; the focus is in the drill-down (its ×).
    assert button.get_attribute("aria-expanded") == "true"
    close = fp.control("close-row")
    wait_until(lambda: fp.focused(close), 5, "the focus on the drill-down's ×")
    fp.wait_hash(key)


def reload_and_close(fp: IndicatorDrillPage, key: str, route: dict, key_column: str):
    """A reload opens the drill-down again (from the hash); Esc closes it, the focus on its key."""
    fp.reload()
    fp.wait_drill(key)
    check_drill(fp, route, key_column)
    assert fp.key_button(key).get_attribute("aria-expanded") == "true"
    # Nothing opened it by a click: the focus is wherever it was; put it in the tab's frame.
    fp.drilldown.locator("h2").click()
    fp.page.keyboard.press("Escape")
    fp.wait_closed("Esc")
    fp.wait_hash(None)
    assert fp.key_button(key).get_attribute("aria-expanded") == "false"
    assert fp.focused(fp.key_button(key))


def in_view(fp: IndicatorDrillPage, locator) -> bool:
    box = locator.bounding_box()
    height = fp.page.viewport_size["height"]
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height


def check_panel(fp: IndicatorDrillPage):
    """The drill-down lies in the tables' column, brought into view, its detail table uncut."""
    close = fp.control("close-row")
    wait_until(lambda: in_view(fp, close), 10, "the drill-down's \u00d7 in view")
    column = fp.frame.locator(".main > .tables").bounding_box()
    box = fp.drilldown.bounding_box()
    assert box["x"] >= column["x"] - 1
    assert box["x"] + box["width"] <= column["x"] + column["width"] + 1
    assert box["x"] + box["width"] <= fp.page.viewport_size["width"]
    scroll = fp.drilldown.locator("section.detail .scroll")
    assert scroll.evaluate("e => e.scrollWidth <= e.clientWidth"), "the detail table is cut"


def detail_by_group(route: dict, column: str) -> dict:
    return {r["group"]: r[column] for r in route["detail"]["rows"]}


# --------------------------------------------------------------------------------------
# The indicator views (one run, one step)


@pytest.fixture
def indicator_page(indicator_tensorboard, open_page):
    def make(tag: str, **params) -> IndicatorDrillPage:
        fp = open_page(
            indicator_tensorboard, width=1600, height=1000, page_class=IndicatorDrillPage
        )
        fp.open(start(INDICATOR_RUN, tag, **params))
        return fp

    return make


def test_harmful_label_opens_its_drilldown_at_the_threshold_shown(indicator_page):
    fp = indicator_page(HARMFUL_TAG)
    report = fp.route("harmful_label_association", run=INDICATOR_RUN, tag=HARMFUL_TAG)
    k = 2
    threshold = report["thresholds"][k]
    assert threshold != report["thresholds"][0]  # not the default: the drill-down must follow
    fp.control("threshold").select_option(str(threshold))
    summary = fp.frame.locator("fairness-harmful-view .summary")
    wait_until(
        lambda: summary.get_attribute("data-threshold") == str(threshold), 10, "the threshold"
    )
    label = "ape"
    open_by(fp, label, "click")
    route = row_route(fp.base, tag=HARMFUL_TAG, run=INDICATOR_RUN, key=label, threshold=threshold)
    assert route["detail"]["head"]["threshold"] == threshold
    check_drill(fp, route, "label")
    # Its rates per group are the labels table's at that threshold.
    shown = fp.frame.locator(f'table.labels tr[data-label="{label}"] td[data-value]')
    table = dict(
        shown.evaluate_all(
            "cs => cs.filter(c => c.dataset.group && !c.dataset.col)"
            ".map(c => [c.dataset.group, Number(c.dataset.value)])"
        )
    )
    assert table and table == pytest.approx(detail_by_group(route, "rate"), rel=REL)
    # ... and read as they do there, in percent (the route's fractions, its declared formats).
    assert route["detail"]["formats"]["rate"] == "percent"
    texts = fp.drilldown.locator("table.detail-table tbody td[data-col=rate]").all_text_contents()
    assert [t.strip() for t in texts] == [
        f"{r['rate'] * 100:.1f}%" if r["rate"] is not None else "\u2014"
        for r in route["detail"]["rows"]
    ]
    assert fp.hash_params()["fairness_threshold"] == str(threshold)
    reload_and_close(fp, label, route, "label")

    # The hostile label: Enter on its button; its name is text, and it survives the hash.
    open_by(fp, HOSTILE, "Enter")
    assert fp.drilldown.locator("h2 .key-name").text_content() == HOSTILE
    assert (
        fp.frame_object.evaluate("""() => {
        let n = 0;
        const walk = (root) => {
            n += root.querySelectorAll('img').length;
            for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
        return n;
    }""")
        == 0
    )
    hostile = row_route(
        fp.base, tag=HARMFUL_TAG, run=INDICATOR_RUN, key=HOSTILE, threshold=threshold
    )
    check_drill(fp, hostile, "label")
    reload_and_close(fp, HOSTILE, hostile, "label")


def test_geodiversity_grouping_opens_its_drilldown(indicator_page):
    fp = indicator_page(GEO_TAG)
    fp.control("by").select_option("region")
    report = fp.route("geodiversity", run=INDICATOR_RUN, tag=GEO_TAG, by="region")
    wait_until(lambda: fp.key_button("region").count() == 1, 10, "the region grouping's button")
    assert fp.key_button("region").text_content() == "region"
    open_by(fp, "region", "click")
    route = row_route(
        fp.base, tag=GEO_TAG, run=INDICATOR_RUN, key="region", by="region", fdr=report["fdr"]
    )
    check_drill(fp, route, "class")
    # Its scores per group are the table's (the same bootstrap intervals).
    assert [r["group"] for r in route["detail"]["rows"]] == report["groups"]
    for column, want in (("value", "score"), ("lower", "lower"), ("upper", "upper")):
        shown = [r[column] for r in route["detail"]["rows"]]
        assert shown == pytest.approx(report[want], rel=REL), column
    reload_and_close(fp, "region", route, "class")

    # Another grouping shown: the drill-down of the last one closes, and leaves the hash.
    open_by(fp, "region", "click")
    fp.control("by").select_option("income_region")
    fp.wait_closed("another grouping")
    fp.wait_hash(None)
    assert fp.key_button("income_region").text_content() == "income \u00d7 region"


def test_retrieval_precision_at_k_opens_its_drilldown(indicator_page):
    fdr = 0.01
    fp = indicator_page(RETRIEVAL_TAG, fdr=fdr)
    report = fp.route("retrieval_precision", run=INDICATOR_RUN, tag=RETRIEVAL_TAG, fdr=fdr)
    heads = fp.frame.locator("table.retrieval thead th[data-k]").all_text_contents()
    assert heads == [f"precision@{k}" for k in report["ks"]]
    key = "P@5"
    j = report["ks"].index(5)
    open_by(fp, key, " ")  # Space
    route = row_route(fp.base, tag=RETRIEVAL_TAG, run=INDICATOR_RUN, key=key, fdr=fdr)
    assert route["detail"]["head"]["fdr"] == fdr
    check_drill(fp, route, "class")
    # P@5 per group is the table's column, and its marks at this FDR.
    assert detail_by_group(route, "value") == pytest.approx(
        {g: report["precision"][i][j] for i, g in enumerate(report["groups"])}, rel=REL
    )
    assert detail_by_group(route, "significant") == {
        g: report["significant"][i][j] for i, g in enumerate(report["groups"])
    }
    assert fp.hash_params()["fairness_fdr"] == str(fdr)
    reload_and_close(fp, key, route, "class")


# --------------------------------------------------------------------------------------
# The binary classification view (two runs, two steps)


@pytest.fixture(scope="module")
def binary_tensorboard(tmp_path_factory):
    path = tmp_path_factory.mktemp("binary_drill_logdir")
    report_data.write_binary_logdir(str(path))
    report_data.write_binary_logdir(os.path.join(str(path), "retrained"), seed=11)

    def ready(runs):
        return all(runs.get(r, {}).get(BINARY_TAG, {}).get("max_step") == 1 for r in BINARY_RUNS)

    with tensorboard(str(path), True, ready=ready) as base:
        yield base


def binary_options(view: dict) -> dict:
    """The options of the view's metrics table (its CSV), as the drill-down sends them."""
    return {
        "metric": view["metric"],
        "grouping": " & ".join(view["grouping"]),
        "threshold": view["threshold"],
        "baseline": view["baseline"],
        "label": view["label"],
        "fdr": view["fdr"],
        "min_count": view["min_count"],
        "level": view["level"],
    }


def binary_detail_matches(fp: IndicatorDrillPage, route: dict, metric: str) -> bool:
    """The drill-down's detail values are the metrics table's row of `metric`."""
    shown = fp.frame.locator(f'table.binary tr[data-metric="{metric}"] td[data-value]')
    cells = dict(
        shown.evaluate_all("cs => cs.map(c => [c.dataset.group, Number(c.dataset.value)])")
    )
    want = {r["group"]: r["value"] for r in route["detail"]["rows"] if r["value"] is not None}
    return bool(cells) and cells == pytest.approx(want, rel=REL)


def test_binary_metric_opens_its_drilldown_and_follows_the_threshold(binary_tensorboard, open_page):
    base = binary_tensorboard
    fp = open_page(base, width=1600, height=1000, page_class=IndicatorDrillPage)
    fp.open(start(BINARY_RUN, BINARY_TAG, threshold=0.3))
    view = fp.route("binary_classification", run=BINARY_RUN, tag=BINARY_TAG, threshold=0.3)
    metric = "fpr"
    open_by(fp, metric, "click")
    route = row_route(base, tag=BINARY_TAG, run=BINARY_RUN, key=metric, **binary_options(view))
    assert route["detail"]["head"]["threshold"] == 0.3
    check_drill(fp, route, "metric")
    assert [r["run"] for r in route["runs"]] == sorted(BINARY_RUNS)
    assert len(fp.step_points()) == 2
    assert binary_detail_matches(fp, route, metric)
    # The planted gap: men's false positive rate is well above women's.
    rates = detail_by_group(route, "value")
    assert rates[BINARY_GAP_GROUP] > rates["gender=f"] + 0.1

    # Another threshold: the drill-down follows the view's options.
    box = fp.control("threshold")
    box.fill("0.5")
    box.press("Enter")
    view = fp.route("binary_classification", run=BINARY_RUN, tag=BINARY_TAG, threshold=0.5)
    moved = row_route(base, tag=BINARY_TAG, run=BINARY_RUN, key=metric, **binary_options(view))
    assert moved["runs"][0]["bias"] != route["runs"][0]["bias"]

    def follows():
        if fp.drilldown.get_attribute("data-status") != "ready":
            return False
        entries = fp.run_entries()
        return len(entries) == 2 and all(
            e[3] is not None and float(e[3]) == r["bias"] for e, r in zip(entries, moved["runs"])
        )

    wait_until(follows, 20, "the drill-down at the new threshold")
    check_drill(fp, moved, "metric")
    assert binary_detail_matches(fp, moved, metric)
    fp.wait_hash(metric)

    # × closes it, the focus back on the metric's button; Enter opens it again.
    fp.control("close-row").click()
    fp.wait_closed("\u00d7")
    fp.wait_hash(None)
    assert fp.focused(fp.key_button(metric))
    fp.page.keyboard.press("Enter")
    fp.wait_drill(metric)
    fp.wait_hash(metric)
    reload_and_close(fp, metric, moved, "metric")


# --------------------------------------------------------------------------------------
# Screenshots: each kind's drill-down open, two sizes, both themes


SHOT_CASES = {
    "harmful": (INDICATOR_RUN, HARMFUL_TAG, {"threshold": 0.3}, HOSTILE),
    "geodiversity": (INDICATOR_RUN, GEO_TAG, {"by": "income_region"}, "income_region"),
    "retrieval": (INDICATOR_RUN, RETRIEVAL_TAG, {}, "P@10"),
    "binary": (BINARY_RUN, BINARY_TAG, {}, "fpr"),
}


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [(1600, 1000), (1000, 700)])
def test_screenshots(indicator_tensorboard, binary_tensorboard, browser, size, scheme):
    width, height = size
    SHOTS.mkdir(parents=True, exist_ok=True)
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    try:
        for name, (run, tag, params, key) in SHOT_CASES.items():
            base = binary_tensorboard if run == BINARY_RUN else indicator_tensorboard
            # A page per report: the URL is the link a user shares, the drill-down open in it.
            fp = IndicatorDrillPage(context.new_page(), base)
            fp.open(start(run, tag, drill=key, **params))
            fp.wait_drill(key)
            fp.frame.locator(f"fairness-app[data-theme={scheme}]").wait_for()
            fp.drilldown.locator("section.steps svg").wait_for()
            # A panel under the tables, as wide as they are: its detail table fits, nothing
            # cut; it was brought into view (the URL opened it), its × visible.
            check_panel(fp)
            fp.page.screenshot(path=str(SHOTS / f"{name}_{width}x{height}_{scheme}.png"))
            assert fp.console_errors == [] and fp.dialogs == []
            fp.page.close()
    finally:
        context.close()
