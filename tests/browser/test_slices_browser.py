"""The Worst slices panel of the per-group performance view (group_metrics) in a real
TensorBoard, driven in Debian's chromium.

The logdir holds report_data.write_group_logdir's reports (its `groups/val` report in run
`facet` keeps joint cells: `slices=True`), a run whose `groups/val` reports over three steps
keep joint cells and get worse for darker women at the last step (a first worse step), and a
group_metrics report written without joint cells (the hint). What the panel shows is checked
against the `group_metrics/slices` and `slice_trend` routes' JSON. Compare mode's list of the
slices that appeared or worsened in B (<fairness-slice-diff>) is checked against the
`slice_diff` route's. Screenshots go to test-artifacts/slices_*.png.
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


# --------------------------------------------------------------------------------------
# (g): compare mode lists the slices that appeared or worsened in B

DIFF_PANEL = "fairness-slice-diff"


class SliceComparePage(SlicesPage):
    """Compare mode on a tag whose reports keep joint cells, with its slices panel."""

    ROWS = "fairness-compare-table .row"

    @property
    def panel(self):
        return self.frame.locator(DIFF_PANEL)

    def wait_panel(self, timeout: float = 20.0):
        """Waits until the slices panel's last load is done; fails with its message on an error."""
        wait_until(
            lambda: (
                self.panel.count() == 1
                and self.panel.get_attribute("data-status") in ("ready", "error")
            ),
            timeout,
            "the compare slices panel to load",
        )
        if self.panel.get_attribute("data-status") == "error":
            text = self.panel.locator(".message").first.text_content()
            raise AssertionError(f"the slices panel shows an error: {' '.join(text.split())}")

    def diff_rows(self):
        """[(slice, verdict, appeared, change text)] of the table, in display order."""
        script = (
            "rows => rows.map(r => [r.dataset.slice, r.dataset.verdict, r.dataset.appeared === 'true',"
            " r.querySelector('[data-col=change] .v').textContent.trim()])"
        )
        return [tuple(r) for r in self.panel.locator("tbody tr[data-slice]").evaluate_all(script)]

    def summary_text(self) -> str:
        return " ".join(self.panel.locator("[data-role=slice-diff-summary]").text_content().split())


def compare_start(run: str, tag: str, **params) -> str:
    return start(run, tag, mode="compare", **params)


def slice_diff_route(fp, **params) -> dict:
    """The `slice_diff` route's JSON for the panel's default options."""
    return fp.route("slice_diff", metric="error_rate", max_level=3, k=20, **params)


def pp_or_dash(v) -> str:
    return "\u2014" if v is None else pp(v)


def test_compare_lists_slices_that_worsened(slices_tensorboard, open_page, artifacts):
    fp = open_page(slices_tensorboard, width=1600, height=1000, page_class=SliceComparePage)
    sides = dict(cmp_a_run=DRIFT_RUN, cmp_a_step=1, cmp_b_run=DRIFT_RUN, cmp_b_step=2)
    fp.open(compare_start(DRIFT_RUN, GROUP_TAG, **sides))
    fp.frame.locator(f"{DIFF_PANEL}[data-status=ready]").wait_for(timeout=20_000)
    route = slice_diff_route(fp, run=DRIFT_RUN, tag=GROUP_TAG, step=1, vs_run=DRIFT_RUN, vs_step=2)
    assert route["available"] and route["a"]["step"] == 1 and route["b"]["step"] == 2
    rows = route["rows"]
    flagged = [r for r in rows if r["appeared"] or r["verdict"] == "worsened"]
    # The default filter: the rows that appeared or worsened, in B's ranking, as the route says.
    want = [(r["slice"], r["verdict"], r["appeared"], pp_or_dash(r["change"])) for r in flagged]
    wait_until(lambda: fp.diff_rows() == want, 15, "the panel to list the route's flagged rows")
    darker = {r["slice"]: r for r in rows}[DRIFT_SLICE]
    assert darker["verdict"] == "worsened"
    row = fp.panel.locator(f'tbody tr[data-slice="{DRIFT_SLICE}"]')
    assert row.get_attribute("data-verdict") == "worsened"
    badge = row.locator("[data-col=verdict] .verdict-badge")
    assert badge.text_content().strip() == "worsened" and "v-worsened" in badge.get_attribute(
        "class"
    )
    # The numbers as the tab writes them: A → B, the gaps, the change with its interval.
    assert row.locator("[data-col=size]").text_content().split() == [
        f"{darker['size_a']:,}",
        "\u2192",
        f"{darker['size_b']:,}",
    ]
    assert row.locator("[data-col=gap_b] .v").text_content().strip() == pp(darker["gap_b"])
    assert row.locator("[data-col=change] .v").text_content().strip() == pp(darker["change"])
    # The sentence's counts are the route's head's, and its rows'.
    summary = fp.summary_text()
    m = re.match(
        r"Among B's (\d+) worst slices by error rate \(up to (\d+) attributes, at least (\d+) people\):"
        r" (\d+) appeared and (\d+) worsened significantly since A \(Benjamini–Hochberg at 5%\)\.$",
        summary,
    )
    assert m, summary
    assert [int(g) for g in m.groups()] == [
        len(rows),
        route["max_level"],
        route["min_size"],
        route["appeared"],
        route["worsened"],
    ]
    assert route["worsened"] >= 1
    assert fp.panel.get_attribute("data-status") == "ready"
    assert fp.app.get_attribute("data-status") == "ready"
    assert fp.frame.locator(f"{DIFF_PANEL} img").count() == 0
    fp.panel.evaluate("el => el.scrollIntoView({block: 'start'})")
    settle_scroll(fp)
    fp.screenshot(artifacts, "slices_compare_1600x1000")

    # Every one of B's worst slices: the toggle, in the hash under compare's prefix.
    fp.control("slice_diff_all").check()
    wait_until(lambda: len(fp.diff_rows()) == len(rows), 10, "every row")
    assert [r[0] for r in fp.diff_rows()] == [r["slice"] for r in rows]
    wait_until(
        lambda: live_hash(fp).get("fairness_cmp_slice_diff_all") == "1", 10, "the toggle in hash"
    )

    # A slice clicked: its gap in B over the steps, under the table.
    row.locator("button.slice-open").click()
    chart = fp.panel.locator("fairness-slice-trend")
    chart.locator("svg[data-name=slice-gap]").wait_for(timeout=15_000)
    wait_until(lambda: live_hash(fp).get("fairness_cmp_slice") == DRIFT_SLICE, 10, "the slice")
    assert "fairness_slice" not in live_hash(fp)
    assert row.get_attribute("aria-selected") == "true"
    assert DRIFT_RUN in chart.locator("h4").text_content()
    dots = chart.locator("svg g.gap-dot circle").evaluate_all(
        "cs => cs.map(c => Number(c.dataset.step))"
    )
    assert dots == list(DRIFT_STEPS)
    chart.locator("svg g.first-worse circle").wait_for(timeout=10_000)
    settle_scroll(fp)
    chart.evaluate("el => el.scrollIntoView({block: 'end'})")
    settle_scroll(fp)
    fp.screenshot(artifacts, "slices_compare_chart_1600x1000")

    # The URL holds the panel: a reload shows the same (compare, not the report view, reads it).
    fp.reload()
    fp.wait_panel()
    wait_until(lambda: len(fp.diff_rows()) == len(rows), 15, "every row after a reload")
    fp.panel.locator("fairness-slice-trend svg[data-name=slice-gap]").wait_for(timeout=15_000)
    # Esc closes the chart; Enter on a slice opens it again.
    fp.panel.locator(f'tr[data-slice="{DRIFT_SLICE}"] button.slice-open').focus()
    fp.page.keyboard.press("Escape")
    wait_until(lambda: "fairness_cmp_slice" not in live_hash(fp), 10, "the chart closed")
    assert fp.panel.locator("fairness-slice-trend").count() == 0
    fp.page.keyboard.press("Enter")
    fp.panel.locator("fairness-slice-trend").wait_for(timeout=10_000)

    # Another metric: the panel asks the route again.
    with fp.page.expect_request(lambda r: "/slice_diff?" in r.url and "metric=recall" in r.url):
        fp.control("slice_metric").select_option("recall")
    wait_until(
        lambda: live_hash(fp).get("fairness_cmp_slice_metric") == "recall", 10, "metric in hash"
    )
    fp.wait_panel()
    recall = fp.route(
        "slice_diff",
        metric="recall",
        max_level=3,
        k=20,
        run=DRIFT_RUN,
        tag=GROUP_TAG,
        step=1,
        vs_run=DRIFT_RUN,
        vs_step=2,
    )
    wait_until(
        lambda: [r[0] for r in fp.diff_rows()] == [r["slice"] for r in recall["rows"]],
        10,
        "the recall rows",
    )


def test_compare_without_joint_cells_shows_the_hint(slices_tensorboard, open_page, artifacts):
    fp = open_page(slices_tensorboard, width=1600, height=1000, page_class=SliceComparePage)
    fp.open(compare_start(PLAIN_RUN, PLAIN_TAG))
    fp.wait_panel()
    answer = fp.route("slice_diff", run=PLAIN_RUN, tag=PLAIN_TAG, metric="error_rate")
    assert answer["available"] is False and "slices=True" in answer["reason"]
    hint = fp.panel.locator("[data-role=no-slices]")
    hint.wait_for(timeout=10_000)
    text = " ".join(hint.text_content().split())
    assert "without slices=True" in text and "keeps no joint cells" in text, text
    assert "w.group_metrics(tag, step, …, attributes, slices=True)" in text
    assert fp.panel.locator("table").count() == 0
    assert fp.panel.locator("[name=slice_metric]").count() == 0
    # The rest of compare is as it was.
    assert fp.frame.locator(SliceComparePage.ROWS).count() > 0
    assert fp.app.get_attribute("data-status") == "ready"
    fp.panel.evaluate("el => el.scrollIntoView({block: 'start'})")
    settle_scroll(fp)
    fp.screenshot(artifacts, "slices_compare_hint_1600x1000")


def test_compare_slices_dark(slices_tensorboard, browser, artifacts):
    context = browser.new_context(viewport={"width": 1600, "height": 1000}, color_scheme="dark")
    try:
        fp = SliceComparePage(context.new_page(), slices_tensorboard)
        sides = dict(cmp_a_run=DRIFT_RUN, cmp_a_step=1, cmp_b_run=DRIFT_RUN, cmp_b_step=2)
        fp.open(compare_start(DRIFT_RUN, GROUP_TAG, cmp_slice=DRIFT_SLICE, **sides))
        fp.frame.locator("fairness-app[data-theme=dark]").wait_for()
        fp.wait_panel()
        fp.panel.locator("fairness-slice-trend svg g.first-worse circle").wait_for(timeout=15_000)
        settle_scroll(fp)
        fp.panel.evaluate("el => el.scrollIntoView({block: 'start'})")
        settle_scroll(fp)
        fp.screenshot(artifacts, "slices_compare_1600x1000_dark")
        assert fp.console_errors == [] and fp.dialogs == []
    finally:
        context.close()
