"""The Worst slices panel of the per-group performance view (group_metrics) in a real
TensorBoard, driven in Debian's chromium.

The logdir holds report_data.write_group_logdir's reports (its `groups/val` report in run
`facet` keeps joint cells: `slices=True`), a run whose `groups/val` reports over three steps
keep joint cells and get worse for darker women at the last step (a first worse step), and a
group_metrics report written without joint cells (the hint). What the panel shows is checked
against the `group_metrics/slices` and `slice_trend` routes' JSON. Screenshots go to
test-artifacts/slices_*.png.
"""

from __future__ import annotations

import os
import re
import urllib.parse

import numpy as np
import pytest
from browser_support import GroupsPage, tensorboard, wait_until
from report_data import (
    GROUP_RUN,
    GROUP_TAG,
    HOSTILE,
    SKIN_BUCKETS,
    group_examples,
    write_group_logdir,
)

pytestmark = pytest.mark.browser

#: A run whose `groups/val` reports (joint cells kept) get worse for darker women at step 2.
DRIFT_RUN = "drift"
DRIFT_STEPS = (0, 1, 2)
DRIFT_SLICE = "gender=f & skin=darker"
#: A group_metrics report written without joint cells.
PLAIN_RUN = "plain"
PLAIN_TAG = "groups/plain"
PANEL = "fairness-slices-panel"
MINUS = "\u2212"


def write_slices_logdir(logdir: str) -> None:
    import tb_fairness

    write_group_logdir(logdir)
    with tb_fairness.FileWriter(os.path.join(logdir, DRIFT_RUN)) as writer:
        for step in DRIFT_STEPS:
            classes, preds, attributes = group_examples(step)
            if step == DRIFT_STEPS[-1]:
                rng = np.random.default_rng(9)
                names = sorted(set(classes))
                for i, skin in enumerate(attributes["skin"]):
                    if skin >= 8 and attributes["gender"][i] == "f" and rng.random() < 0.3:
                        preds[i] = names[(names.index(classes[i]) + 1) % len(names)]
            writer.group_metrics(
                GROUP_TAG,
                step,
                classes,
                preds,
                attributes,
                buckets=SKIN_BUCKETS,
                slices=True,
                wall_time=1_700_000_000.0 + step,
            )
    with tb_fairness.FileWriter(os.path.join(logdir, PLAIN_RUN)) as writer:
        classes, preds, attributes = group_examples(3)
        writer.group_metrics(
            PLAIN_TAG, 0, classes, preds, attributes, buckets=SKIN_BUCKETS, wall_time=1.7e9
        )


def slices_loaded(runs: dict) -> bool:
    return (
        GROUP_TAG in runs.get(GROUP_RUN, {})
        and runs.get(DRIFT_RUN, {}).get(GROUP_TAG, {}).get("max_step") == DRIFT_STEPS[-1]
        and PLAIN_TAG in runs.get(PLAIN_RUN, {})
    )


@pytest.fixture(scope="module")
def slices_tensorboard(tmp_path_factory):
    """A tensorboard (load_fast) over the slices logdir."""
    path = tmp_path_factory.mktemp("slices_logdir")
    write_slices_logdir(str(path))
    with tensorboard(str(path), True, ready=slices_loaded) as base:
        yield base


class SlicesPage(GroupsPage):
    """The per-group view with its Worst slices panel."""

    @property
    def panel(self):
        return self.frame.locator(PANEL)

    def wait_panel(self, timeout: float = 15.0):
        """Waits until the panel's last load is done; fails with its message on an error."""
        wait_until(
            lambda: self.panel.get_attribute("data-status") in ("ready", "error"),
            timeout,
            "the slices panel to load",
        )
        if self.panel.get_attribute("data-status") == "error":
            text = self.panel.locator(".message").first.text_content()
            raise AssertionError(f"the slices panel shows an error: {' '.join(text.split())}")

    def slice_rows(self):
        """[(slice, n, value text, gap text, chips)] of the table, in display order."""
        script = (
            "rows => rows.map(r => [r.dataset.slice,"
            " r.querySelector('[data-col=size]').dataset.value,"
            " r.querySelector('[data-col=value] .v, [data-col=error_rate] .v').textContent.trim(),"
            " (r.querySelector('[data-col=gap] .v') || {textContent: ''}).textContent.trim(),"
            " [...r.querySelectorAll('.chip')].map(c => c.textContent)])"
        )
        return [tuple(r) for r in self.panel.locator("tbody tr[data-slice]").evaluate_all(script)]

    def summary_text(self) -> str:
        return " ".join(self.panel.locator("[data-role=slices-summary]").text_content().split())

    def control(self, name: str):
        return self.frame.locator(f"fairness-app [name={name}]")


def start(run: str = GROUP_RUN, tag: str = GROUP_TAG, **params) -> str:
    extra = "".join(
        f"&fairness_{k}={urllib.parse.quote(str(v), safe='')}" for k, v in params.items()
    )
    return f"#fairness&fairness_run={run}&fairness_tag={urllib.parse.quote(tag, safe='')}{extra}"


@pytest.fixture
def open_slices(slices_tensorboard, open_page):
    def make(hash_: str, width: int = 1400, height: int = 900) -> SlicesPage:
        fp = open_page(slices_tensorboard, width=width, height=height, page_class=SlicesPage)
        fp.open(hash_)
        fp.wait_panel()
        return fp

    return make


def live_hash(fp) -> dict:
    """The top page's hash parameters as the page has them now (`page.url` can lag behind
    a `history.replaceState` made from the plugin's iframe)."""
    fragment = fp.page.evaluate("() => location.hash").lstrip("#")
    out = {}
    for part in fragment.split("&")[1:]:
        key, _, value = part.partition("=")
        out[urllib.parse.unquote(key)] = urllib.parse.unquote(value)
    return out


def pct(v: float) -> str:
    return f"{v * 100:.1f}%"


def pp(v: float) -> str:
    """A gap in pp as the tab writes it: +11.1 pp, −20.0 pp."""
    text = f"{v * 100:.1f}"
    sign = "+" if v > 0 and text != "0.0" else ""
    return f"{sign}{text.replace('-', MINUS)} pp"


def route_rows(route: dict):
    c = route["columns"]
    chips = [[f"{p['attribute']}={p['value']}" for p in ps] for ps in route["predicates"]]
    values = c["error_rate"] if route["scoring"] == "sliceline" else c["value"]
    gaps = c["gap"] if route["scoring"] != "sliceline" else [None] * route["rows"]
    return [
        (s, str(n), pct(v), "" if g is None else pp(g), ch)
        for s, n, v, g, ch in zip(c["slice"], c["size"], values, gaps, chips)
    ]


def wait_rows(fp, route, what="the panel to equal the route"):
    want = route_rows(route)
    wait_until(lambda: fp.slice_rows() == want, 15, what)


# --------------------------------------------------------------------------------------
# (a) (b): the table and the sentence equal the route


def test_rows_and_summary_equal_the_route(open_slices, artifacts):
    fp = open_slices(start())
    route = fp.route("group_metrics/slices", run=GROUP_RUN, tag=GROUP_TAG, metric="error_rate")
    assert route["available"] and route["rows"] >= 2 and route["scoring"] == "gap"
    wait_rows(fp, route)
    rows = fp.slice_rows()
    c = route["columns"]
    # The first rows' numbers as the tab formats them.
    for i in range(2):
        slice_, n, value, gap, chips = rows[i]
        assert slice_ == c["slice"][i] and n == str(c["size"][i])
        assert value == pct(c["value"][i]) and gap == pp(c["gap"][i])
        assert " & ".join(chips) == slice_
    # The sentence names the first row and its numbers as the table shows them.
    first = fp.panel.locator("tbody tr[data-rank='1']")
    shown = {
        col: first.locator(f"[data-col={col}] .v").text_content().strip()
        for col in ("value", "rest", "gap")
    }
    interval = first.locator("[data-col=gap] .interval").text_content()
    lower = re.match(r"\[(.+), (.+)\]$", interval).group(1)
    assert c["score"][0] > 0
    expected = (
        f"Worst slice: {c['slice'][0]} \u2014 error rate {shown['value']} against {shown['rest']}"
        f" for everyone else: {shown['gap']}, at least {'+' if c['lower'][0] > 0 else ''}{lower} pp at 95%."
    )
    assert fp.summary_text() == expected
    assert shown["value"] == pct(c["value"][0]) and shown["rest"] == pct(c["rest"][0])
    scored = " ".join(fp.panel.locator("[data-role=slices-scored]").text_content().split())
    assert scored.startswith(
        f"{route['evaluated']:,} slices of up to {route['max_level']} attributes "
        f"(of {len(route['attributes'])} attributes) with at least {route['min_size']} people scored;"
        f" overall error rate {pct(route['overall'])}"
    ), scored
    # The ★ legend and marks: the route's significant rows.
    legend = fp.panel.locator(".slices-legend")
    assert legend.get_attribute("data-significant") == str(sum(c["significant"]))
    marked = fp.panel.locator("tbody tr[data-slice]").evaluate_all(
        "rows => rows.map(r => !!r.querySelector('[data-col=significant] .sig'))"
    )
    assert marked == c["significant"]
    # "+N similar" with its tooltip, where the route folded sub-slices.
    folded = fp.panel.locator("tbody tr[data-rank='1'] [data-col=folded]")
    if c["folded"][0]:
        assert folded.text_content().strip() == f"+{c['folded'][0]} similar"
        assert "folded under it" in folded.get_attribute("title")
    # The min size box shows the size the server used (the report's min_count).
    assert fp.control("slice_min_size").input_value() == str(route["min_size"])
    # The class picker: every class, then the report's classes, as text.
    options = fp.control("slice_class").locator("option").all_text_contents()
    assert options[0] == "every class" and HOSTILE in options
    assert fp.frame.locator(f"{PANEL} img").count() == 0
    # Sorting by n: largest first, back to the ranking by the # column.
    fp.panel.locator("th[data-col=size] button").click()
    wait_until(lambda: live_hash(fp).get("fairness_slice_sort") == "size", 10, "sort in hash")
    sizes = [int(n) for _, n, *_ in fp.slice_rows()]
    assert sizes == sorted(sizes, reverse=True)
    fp.panel.locator("th[data-col=rank] button").click()
    wait_until(lambda: "fairness_slice_sort" not in live_hash(fp), 10, "the ranking again")
    assert fp.slice_rows() == route_rows(route)
    # How many: the two worst.
    fp.control("slice_k").fill("2")
    wait_until(lambda: live_hash(fp).get("fairness_slice_k") == "2", 10, "k in hash")
    wait_rows(
        fp,
        fp.route("group_metrics/slices", run=GROUP_RUN, tag=GROUP_TAG, metric="error_rate", k=2),
        "two rows",
    )
    assert len(fp.slice_rows()) == 2


# --------------------------------------------------------------------------------------
# (c): the options refetch, and the hash holds them


def test_metric_and_max_attributes_refetch(open_slices, artifacts):
    fp = open_slices(start())
    assert "fairness_slice_metric" not in live_hash(fp)  # the panel's default: error_rate
    with fp.page.expect_request(
        lambda r: "/group_metrics/slices?" in r.url and "metric=recall" in r.url
    ):
        fp.control("slice_metric").select_option("recall")
    wait_until(lambda: live_hash(fp).get("fairness_slice_metric") == "recall", 10, "metric in hash")
    fp.control("slice_max_level").select_option("1")
    wait_until(lambda: live_hash(fp).get("fairness_slice_level") == "1", 10, "level in hash")
    route = fp.route(
        "group_metrics/slices", run=GROUP_RUN, tag=GROUP_TAG, metric="recall", max_level=1
    )
    assert all(" & " not in s for s in route["columns"]["slice"])
    wait_rows(fp, route, "the recall rows of one attribute")
    fp.wait_panel()
    # Lower is worse: the worst gap is negative, the sentence says how surely.
    c = route["columns"]
    assert c["gap"][0] < 0
    summary = fp.summary_text()
    assert summary.startswith(f"Worst slice: {c['slice'][0]} \u2014 recall {pct(c['value'][0])}")
    assert f": {pp(c['gap'][0])}, at least {pp(c['upper'][0])} at 95%." in summary
    # The main view's own metric is untouched (the slices' error_rate is not offered there).
    assert "fairness_metric" not in live_hash(fp)
    assert "error_rate" not in fp.control("metric").locator("option").all_text_contents()
    # SliceLine scoring: its columns and its alpha box.
    fp.control("slice_scoring").select_option("sliceline")
    wait_until(lambda: fp.panel.locator("th[data-col=score]").count() == 1, 10, "SliceLine columns")
    asked = dict(run=GROUP_RUN, tag=GROUP_TAG, metric="recall", max_level=1, scoring="sliceline")
    # An alpha that weighs size heavily: no slice scores above the average.
    fp.control("slice_alpha").fill("0.5")
    wait_until(lambda: live_hash(fp).get("fairness_slice_alpha") == "0.5", 10, "alpha in hash")
    assert fp.route("group_metrics/slices", **asked, alpha=0.5)["rows"] == 0
    wait_until(
        lambda: fp.summary_text().startswith(
            "No slice of at least 50 people has a positive SliceLine"
        ),
        10,
        "no SliceLine slice",
    )
    assert fp.slice_rows() == []
    fp.control("slice_alpha").fill("0.99")
    wait_until(lambda: live_hash(fp).get("fairness_slice_alpha") == "0.99", 10, "alpha in hash")
    line = fp.route("group_metrics/slices", **asked, alpha=0.99)
    assert line["rows"] > 0
    wait_rows(fp, line, "the SliceLine rows")
    fp.wait_panel()
    c = line["columns"]
    score = fp.panel.locator("tbody tr[data-rank='1'] [data-col=score] .v").text_content().strip()
    assert fp.summary_text() == (
        f"Top slice by SliceLine's score (alpha 0.99): {c['slice'][0]} \u2014 error rate"
        f" {pct(c['error_rate'][0])} (overall {pct(line['overall'])}), score {score}."
    )
    # The URL holds the panel: a reload shows the same.
    fp.reload()
    fp.wait_panel()
    wait_rows(fp, line, "the same rows after a reload")
    assert fp.control("slice_metric").input_value() == "recall"
    assert fp.control("slice_max_level").input_value() == "1"


# --------------------------------------------------------------------------------------
# (d): a row clicked is charted over the steps


def test_row_click_charts_the_slice(open_slices, artifacts):
    fp = open_slices(start())
    first = fp.panel.locator("tbody tr[data-rank='1']")
    name = first.get_attribute("data-slice")
    first.click()
    wait_until(lambda: live_hash(fp).get("fairness_slice") == name, 10, "slice in hash")
    assert first.get_attribute("aria-selected") == "true"
    chart = fp.frame.locator("fairness-slice-trend")
    chart.locator("svg[data-name=slice-gap]").wait_for(timeout=15_000)
    # One step in this run: one point, no worse step.
    trend = fp.route("slice_trend", tag=GROUP_TAG, slice=name, run=GROUP_RUN, metric="error_rate")
    points = trend["series"][0]["points"]
    dots = chart.locator("svg g.gap-dot circle").evaluate_all(
        "cs => cs.map(c => [Number(c.dataset.step), Number(c.dataset.gap)])"
    )
    assert dots == [[p["step"], p["gap"]] for p in points]
    note = chart.locator("[data-role=first-worse]").text_content()
    assert "not significantly worse at any step" in note
    assert name in chart.locator("h4").text_content()
    # Esc closes it; the hash forgets it.
    fp.frame.locator(f"{PANEL} tbody tr[data-rank='1']").focus()
    fp.page.keyboard.press("Escape")
    wait_until(lambda: "fairness_slice" not in live_hash(fp), 10, "slice closed")
    assert chart.count() == 0


def test_first_worse_step_is_ringed(open_slices, artifacts):
    fp = open_slices(start(DRIFT_RUN))
    route = fp.route("group_metrics/slices", run=DRIFT_RUN, tag=GROUP_TAG, metric="error_rate")
    wait_rows(fp, route)
    assert DRIFT_SLICE in route["columns"]["slice"]
    fp.panel.locator(f'tbody tr[data-slice="{DRIFT_SLICE}"]').click()
    chart = fp.frame.locator("fairness-slice-trend")
    chart.locator("svg[data-name=slice-gap]").wait_for(timeout=15_000)
    trend = fp.route(
        "slice_trend", tag=GROUP_TAG, slice=DRIFT_SLICE, run=DRIFT_RUN, metric="error_rate"
    )
    worse = trend["series"][0]["first_worse"]
    assert worse is not None and worse["step"] == DRIFT_STEPS[-1]
    ring = chart.locator("svg g.first-worse circle")
    assert ring.count() == 1
    assert ring.get_attribute("data-step") == str(worse["step"])
    note = " ".join(chart.locator("[data-role=first-worse]").text_content().split())
    assert (
        f"first significantly worse at step {worse['step']} (than at step {worse['vs_step']})"
        in note
    ), note
    dots = chart.locator("svg g.gap-dot circle").evaluate_all(
        "cs => cs.map(c => Number(c.dataset.step))"
    )
    assert dots == list(DRIFT_STEPS)
    fp.screenshot(artifacts, "slices_first_worse")
    # The URL opens it: a reload draws the same chart.
    fp.reload()
    fp.wait_panel()
    fp.frame.locator("fairness-slice-trend svg g.first-worse circle").wait_for(timeout=15_000)


def test_bad_slice_in_the_url_says_why(open_slices):
    fp = open_slices(start(slice="nonsense=1"))
    chart = fp.frame.locator("fairness-slice-trend")
    error = chart.locator(".message.error .text")
    error.wait_for(timeout=15_000)
    assert "slice" in error.text_content() and "nonsense" in error.text_content()
    # The panel itself still shows its table.
    assert fp.panel.get_attribute("data-status") == "ready"
    assert len(fp.slice_rows()) > 0
    # Closing it forgets the slice.
    chart.locator("button[name=slice-close]").click()
    wait_until(lambda: "fairness_slice" not in live_hash(fp), 10, "slice closed")
    # The route answered 400, which the console reports: not a page error.
    fp.console_errors = [e for e in fp.console_errors if "status of 400" not in e]


# --------------------------------------------------------------------------------------
# (e): a report without joint cells gets the hint


def test_report_without_slices_shows_the_hint(open_slices, artifacts):
    fp = open_slices(start(PLAIN_RUN, PLAIN_TAG))
    answer = fp.route("group_metrics/slices", run=PLAIN_RUN, tag=PLAIN_TAG)
    assert answer["available"] is False and "slices=True" in answer["reason"]
    hint = fp.panel.locator("[data-role=no-slices]")
    hint.wait_for(timeout=10_000)
    text = " ".join(hint.text_content().split())
    assert "keeps no slices" in text and "slices=True" in text
    assert "w.group_metrics(tag, step, …, attributes, slices=True)" in text
    assert fp.panel.locator("table").count() == 0
    assert fp.panel.locator("[name=slice_metric]").count() == 0
    # The rest of the view is as it was.
    assert fp.frame.locator("fairness-rate-table tbody tr").count() > 0
    fp.panel.scroll_into_view_if_needed()
    fp.screenshot(artifacts, "slices_hint")


# --------------------------------------------------------------------------------------
# (f): screenshots, two sizes, both themes


def settle_scroll(fp):
    """Waits until the view's scroll stands still (a smooth scroll into view has ended)."""
    last = {}

    def still():
        now = fp.panel.evaluate("el => Math.round(el.getBoundingClientRect().top)")
        same = last.get("top") == now
        last["top"] = now
        return same

    wait_until(still, 10, "the scroll to settle")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [(1600, 1000), (1000, 700)])
def test_screenshots(slices_tensorboard, browser, artifacts, size, scheme):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    try:
        fp = SlicesPage(context.new_page(), slices_tensorboard)
        fp.open(start(DRIFT_RUN, slice=DRIFT_SLICE))
        fp.frame.locator(f"fairness-app[data-theme={scheme}]").wait_for()
        fp.wait_panel()
        chart = fp.frame.locator("fairness-slice-trend")
        chart.locator("svg g.first-worse circle").wait_for(timeout=15_000)
        settle_scroll(fp)
        # The panel from its heading: controls, sentences, legend and table.
        fp.panel.evaluate("el => el.scrollIntoView({block: 'start'})")
        settle_scroll(fp)
        heading = fp.panel.locator("h3.title")
        assert heading.is_visible()
        # The table scrolls sideways inside its box, never past the panel.
        box, panel = fp.panel.locator(".table-box").evaluate(
            "b => [b.getBoundingClientRect().right, b.getRootNode().host.getBoundingClientRect().right]"
        )
        assert box <= panel + 1, (box, panel)
        # Every column's head is in the box (none clipped): the box is as wide as the table.
        clipped = fp.panel.locator(".table-box").evaluate("b => b.scrollWidth > b.clientWidth + 1")
        assert not clipped
        fp.screenshot(artifacts, f"slices_{width}x{height}_{scheme}")
        # The chart and its note.
        chart.evaluate("el => el.scrollIntoView({block: 'end'})")
        settle_scroll(fp)
        fp.screenshot(artifacts, f"slices_chart_{width}x{height}_{scheme}")
        assert fp.console_errors == [] and fp.dialogs == []
    finally:
        context.close()
