"""The compare mode (<fairness-compare>) in a real TensorBoard, driven in Debian's chromium:
two runs and two steps of the seeded label-association reports, checked against the `diff`
route's JSON (the size of the bias in A and B, the change and its verdict, the summary
and the headlines compared); brushing the A-vs-B scatter, its URL state across a reload, the
verdict filter, and the CSV (the route's, byte for byte). Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import csv
import io
import urllib.parse

import pytest
from browser_support import RUNS, STEPS, TAG, FairnessPage, get_bytes, get_json, wait_until

pytestmark = pytest.mark.browser

A = "man"
OPTIONS = {"a": A}


class ComparePage(FairnessPage):
    """The Fairness tab in compare mode: the aligned table, the scatter, the summary."""

    ROWS = "fairness-compare-table .row"

    def summary(self):
        return self.frame.locator("fairness-compare .summary")

    def status(self):
        return self.app.get_attribute("data-status")

    def sides(self):
        s = self.summary()
        return (
            s.get_attribute("data-a-run"),
            int(s.get_attribute("data-a-step")),
            s.get_attribute("data-b-run"),
            int(s.get_attribute("data-b-step")),
        )

    def wait_sides(self, a_run, b_run, b_step=None, timeout=30.0):
        """Waits until the comparison of a_run against b_run (at b_step, when given) is ready."""

        def done():
            if self.status() != "ready" or self.summary().count() != 1:
                return False
            ar, _, br, bs = self.sides()
            return ar == a_run and br == b_run and (b_step is None or bs == b_step)

        wait_until(done, timeout, f"the comparison {a_run} vs {b_run}@{b_step}")
        self.frame.locator(self.ROWS).first.wait_for()

    def rendered(self):
        """[(row, key, value_a, value_b, change)] of the rows in the DOM (the virtualized window)."""
        return [
            tuple(r)
            for r in self.frame.locator(self.ROWS).evaluate_all(
                """rows => rows.map(r => {
                const v = (c) => { const e = r.querySelector(`[data-col=${c}]`);
                                   return e && e.dataset.v !== undefined ? Number(e.dataset.v) : null; };
                return [Number(r.dataset.row), r.querySelector('[data-col=key] .k').textContent,
                        v('value_a'), v('value_b'), v('change')];
            })"""
            )
        ]

    def diff(self, **params) -> dict:
        query = urllib.parse.urlencode(
            {k: v for k, v in {**OPTIONS, **params}.items() if v is not None}
        )
        return get_json(f"{self.base}/data/plugin/fairness/diff?{query}")

    def csv_text(self, button: str = "csv"):
        with self.page.expect_download() as info:
            self.control(button).click()
        return open(info.value.path(), encoding="utf-8").read()


def brushed_keys(diff, a_min, a_max, b_min, b_max):
    c = diff["columns"]
    return {
        c["key"][i]
        for i in range(diff["rows"])
        if c["presence"][i] == "both"
        and c["bias_a"][i] is not None
        and c["bias_b"][i] is not None
        and a_min <= c["bias_a"][i] <= a_max
        and b_min <= c["bias_b"][i] <= b_max
    }


def check_rows_match(fp, diff):
    """Every rendered row shows the route's key, value_a, value_b and change of its index."""
    c = diff["columns"]
    rows = fp.rendered()
    assert len(rows) >= 5
    for i, key, va, vb, d in rows:
        assert key == c["key"][i]
        assert (va, vb, d) == (c["value_a"][i], c["value_b"][i], c["change"][i]), key


def check_verdicts(fp, diff):
    """The summary line, the headline cards and the rows' verdicts are the route's."""
    summary = fp.frame.locator("fairness-compare .verdict-summary")
    for verdict in ("worsened", "improved", "no_significant_change", "undetermined"):
        attribute = "data-" + verdict.replace("_", "-")
        assert int(summary.get_attribute(attribute)) == diff["summary"][verdict]
    # One judgement: the badge and the sentence are the route's, word for word.
    judged = diff["judgement"]
    assert summary.get_attribute("data-overall") == judged["overall"]
    assert summary.locator(".verdict-badge").text_content().strip() == judged["title"]
    assert summary.locator(".sentence").text_content().strip() == judged["sentence"]
    regression = diff["summary"]["largest_regression"]
    if regression:
        assert regression["key"] in judged["sentence"]
    for h in diff["headlines"]:
        card = fp.frame.locator(f'fairness-compare .headline[data-name="{h["name"]}"]')
        assert card.get_attribute("data-verdict") == (h["verdict"] or "none")
    c = diff["columns"]
    for i, key, *_ in fp.rendered():
        row = fp.frame.locator(f"{ComparePage.ROWS}[data-row='{i}']")
        assert row.get_attribute("data-verdict") == c["verdict"][i], key
        # The interval on screen excludes 0 exactly on the rows marked worsened or improved
        # (FCR-adjusted there); on the others it is the marginal one, and says so.
        cell = row.locator("[data-col=interval]")
        if c["lower"][i] is None:
            continue
        assert cell.get_attribute("data-interval") == c["interval"][i], key
        lower, upper = (
            float(cell.get_attribute("data-lower")),
            float(cell.get_attribute("data-upper")),
        )
        marked = c["verdict"][i] in ("worsened", "improved")
        assert marked == (c["interval"][i] == "fcr"), key
        if marked:
            assert lower > 0 or upper < 0, key


@pytest.fixture
def fp(tensorboards, open_page):
    page = open_page(tensorboards(True), page_class=ComparePage)
    page.requests = []
    page.page.on(
        "request", lambda r: "/data/plugin/fairness/diff?" in r.url and page.requests.append(r.url)
    )
    page.open(
        f"#fairness&fairness_run={RUNS[0]}&fairness_tag={urllib.parse.quote(TAG, safe='')}&fairness_a={A}&fairness_mode=compare"
    )
    return page


def test_compare_two_runs_brush_and_reload(fp, artifacts):
    # The defaults: A is the report on screen (the first run), B the next run.
    fp.wait_sides(RUNS[0], RUNS[1])
    # Pick them the other way round, then back, through the pickers.
    fp.control("a_run").select_option(RUNS[1])
    fp.wait_sides(RUNS[1], RUNS[1])
    fp.control("b_run").select_option(RUNS[0])
    fp.wait_sides(RUNS[1], RUNS[0])
    fp.control("swap").click()
    fp.wait_sides(RUNS[0], RUNS[1])
    params = fp.hash_params()
    assert params["fairness_mode"] == "compare"
    assert params["fairness_cmp_a_run"] == RUNS[0] and params["fairness_cmp_b_run"] == RUNS[1]

    diff = fp.diff(tag=TAG, run=RUNS[0], vs_run=RUNS[1])
    assert diff["a"]["step"] == STEPS[-1] and diff["b"]["step"] == STEPS[-1]
    assert int(fp.summary().get_attribute("data-total")) == diff["rows"]
    assert fp.shown() == diff["rows"]
    check_rows_match(fp, diff)
    header = fp.frame.locator('fairness-compare-table button[data-col="value_a"]').text_content()
    assert f"{diff['value']} A" in header
    check_verdicts(fp, diff)
    fp.screenshot(artifacts, "compare_verdicts")

    # Brush the lower left of the scatter, where most labels' small biases are.
    plot = fp.frame.locator("fairness-compare-scatter .plot")
    box = plot.bounding_box()
    x0, y0 = box["x"] + box["width"] * 0.12, box["y"] + box["height"] * 0.55
    x1, y1 = box["x"] + box["width"] * 0.3, box["y"] + box["height"] * 0.85
    fp.page.mouse.move(x0, y0)
    fp.page.mouse.down()
    fp.page.mouse.move((x0 + x1) / 2, (y0 + y1) / 2, steps=4)
    fp.page.mouse.move(x1, y1, steps=4)
    fp.page.mouse.up()
    wait_until(lambda: "fairness_cmp_a_min" in fp.hash_params(), 10, "the brush in the URL")
    params = fp.hash_params()
    ranges = [float(params[f"fairness_cmp_{k}"]) for k in ("a_min", "a_max", "b_min", "b_max")]
    assert ranges[0] < ranges[1] and ranges[2] < ranges[3]
    expected = brushed_keys(diff, *ranges)
    assert 0 < len(expected) < diff["rows"], (ranges, len(expected))
    fp.wait_shown(len(expected))
    assert int(fp.frame.locator("fairness-compare .chip").get_attribute("data-brushed")) == len(
        expected
    )
    shown = {key for _, key, *_ in fp.rendered()}
    assert shown <= expected
    if len(expected) <= 20:
        assert shown == expected
    # The CSV is the route's (every row, the export's columns), whatever is brushed.
    query = urllib.parse.urlencode({**OPTIONS, "tag": TAG, "run": RUNS[0], "vs_run": RUNS[1]})
    route_csv = get_bytes(f"{fp.base}/data/plugin/fairness/diff?{query}&format=csv").decode()
    assert fp.csv_text() == route_csv
    assert next(csv.reader(io.StringIO(route_csv)))[:6] == [
        "key",
        "value_a",
        "value_b",
        "bias_a",
        "bias_b",
        "change",
    ]
    # "rows shown": the route's header and records, only the brushed keys on screen.
    lines = route_csv.splitlines(keepends=True)
    by_key = {next(csv.reader([line]))[0]: line for line in lines[1:]}
    shown_csv = fp.csv_text("csv-shown")
    keys = [next(csv.reader([line]))[0] for line in shown_csv.splitlines(keepends=True)[1:]]
    assert set(keys) == expected and len(keys) == len(expected)
    assert shown_csv == lines[0] + "".join(by_key[k] for k in keys)
    fp.screenshot(artifacts, "compare_brushed")

    # A reload restores the same runs and the same brushed rows.
    fp.reload()
    fp.wait_sides(RUNS[0], RUNS[1])
    assert fp.control("a_run").input_value() == RUNS[0]
    assert fp.control("b_run").input_value() == RUNS[1]
    fp.wait_shown(len(expected))
    assert fp.frame.locator("fairness-compare-scatter .rect").count() == 1

    # Clearing the brush shows every row again.
    fp.frame.locator("fairness-compare [name=clear-brush]").click()
    fp.wait_shown(diff["rows"])
    assert "fairness_cmp_a_min" not in fp.hash_params()

    # The verdict filter shows the rows of one verdict.
    for verdict in ("no_significant_change", "undetermined"):
        count = diff["summary"][verdict]
        if count:
            fp.control("verdict").select_option(verdict)
            fp.wait_shown(count)
            verdicts = fp.frame.locator(ComparePage.ROWS).evaluate_all(
                "rows => rows.map(r => r.dataset.verdict)"
            )
            assert set(verdicts) == {verdict}
    fp.control("verdict").select_option("")
    fp.wait_shown(diff["rows"])


def test_step_b_uses_vs_step(fp, artifacts):
    fp.wait_sides(RUNS[0], RUNS[1])
    fp.control("b_run").select_option(RUNS[0])
    fp.wait_sides(RUNS[0], RUNS[0], STEPS[-1])
    fp.requests.clear()
    fp.control("b_step").select_option(str(STEPS[0]))
    fp.wait_sides(RUNS[0], RUNS[0], STEPS[0])
    assert any(
        urllib.parse.parse_qs(urllib.parse.urlsplit(u).query).get("vs_step") == [str(STEPS[0])]
        for u in fp.requests
    ), fp.requests
    assert fp.hash_params()["fairness_cmp_b_step"] == str(STEPS[0])
    diff = fp.diff(tag=TAG, run=RUNS[0], vs_run=RUNS[0], vs_step=STEPS[0])
    assert diff["b"]["step"] == STEPS[0]
    check_rows_match(fp, diff)

    # Another run as an extra column: its values are that run's, aligned by key.
    fp.frame.locator("fairness-compare input[name=also]").first.check()
    wait_until(
        lambda: fp.status() == "ready" and fp.summary().get_attribute("data-extras") == RUNS[1],
        30,
        "the extra run's column",
    )
    assert fp.hash_params()["fairness_cmp_also"] == RUNS[1]
    extra = fp.diff(tag=TAG, run=RUNS[0], vs_run=RUNS[1])
    by_key = {k: v for k, v in zip(extra["columns"]["key"], extra["columns"]["bias_b"])}
    fp.screenshot(artifacts, "compare_steps_extra_run")
    fp.frame.locator(ComparePage.ROWS).first.wait_for()
    cells = fp.frame.locator(ComparePage.ROWS).evaluate_all(
        f"""rows => rows.map(r => {{
            const e = r.querySelector('[data-col="also:{RUNS[1]}"]');
            return [r.querySelector('[data-col=key] .k').textContent, e.dataset.v === undefined ? null : Number(e.dataset.v)];
        }})"""
    )
    assert len(cells) >= 5
    for key, v in cells:
        assert v == by_key.get(key), key
    fp.screenshot(artifacts, "compare_steps_extra_run")


def test_invalid_params_fall_back(tensorboards, open_page):
    fp = open_page(tensorboards(True), page_class=ComparePage)
    fp.open(
        f"#fairness&fairness_run={RUNS[0]}&fairness_tag={urllib.parse.quote(TAG, safe='')}&fairness_a={A}&fairness_mode=compare"
        "&fairness_cmp_a_run=nope&fairness_cmp_b_step=99&fairness_cmp_b_run="
        + RUNS[0]
        + "&fairness_cmp_sort=bogus&fairness_cmp_a_min=x"
    )
    # A: the report on screen (the first run); B: the first run, at the latest (99 is no step).
    fp.wait_sides(RUNS[0], RUNS[0], STEPS[-1])
    params = fp.hash_params()
    assert params["fairness_cmp_a_run"] == RUNS[0]
    assert "fairness_cmp_b_step" not in params and "fairness_cmp_sort" not in params
    assert "fairness_cmp_a_min" not in params


def test_compare_sets_its_own_options(fp):
    # Compare's metric is its own: the diff follows it, the report view's stays.
    fp.wait_sides(RUNS[0], RUNS[1])
    fp.requests.clear()
    fp.frame.locator(
        "fairness-compare fairness-mode-options select[name=opt-metric]"
    ).select_option("dp")
    wait_until(
        lambda: fp.hash_params().get("fairness_cmp_o_metric") == "dp",
        10,
        "the own metric in the hash",
    )
    wait_until(
        lambda: any(
            urllib.parse.parse_qs(urllib.parse.urlsplit(u).query).get("metric") == ["dp"]
            for u in fp.requests
        ),
        10,
        "a diff request with metric=dp",
    )
    fp.wait_sides(RUNS[0], RUNS[1])
    diff = fp.diff(tag=TAG, run=RUNS[0], vs_run=RUNS[1], metric="dp")
    wait_until(lambda: fp.status() == "ready", 10, "the dp comparison")
    check_rows_match(fp, diff)
    assert "fairness_metric" not in fp.hash_params()
    # A reload keeps it.
    fp.reload()
    fp.wait_sides(RUNS[0], RUNS[1])
    assert (
        fp.frame.locator(
            "fairness-compare fairness-mode-options select[name=opt-metric]"
        ).input_value()
        == "dp"
    )


# --------------------------------------------------------------------------------------
# Layout: a 1000x700 tab shows the columns that say "better or worse?" without scrolling
# sideways, with the scatter below the table; a 1600x1000 tab has the scatter beside it.

#: The heads that must be in view: the key, the change, its interval and the verdict.
ESSENTIAL_HEADS = ("key", "bias_a", "bias_b", "change", "interval", "verdict")


def layout(fp) -> dict:
    """The boxes (viewport pixels) of the table, the scatter and the essential heads, the
    viewport's width, and the heads whose names are cut (wider than their box)."""
    return fp.frame_object.evaluate(
        """(cols) => {
            const view = document.querySelector('fairness-app').shadowRoot.querySelector('fairness-compare');
            const table = view.shadowRoot.querySelector('fairness-compare-table');
            const scatter = view.shadowRoot.querySelector('fairness-compare-scatter');
            const side = view.shadowRoot.querySelector('.side-panel');
            const box = (e) => { if (!e) return null; const r = e.getBoundingClientRect();
                                 return {x: r.x, y: r.y, right: r.right, bottom: r.bottom}; };
            const heads = {};
            for (const c of cols) heads[c] = box(table.shadowRoot.querySelector(`.head [data-col="${c}"]`));
            const cut = [...table.shadowRoot.querySelectorAll('.head .col-name')]
                .filter((n) => n.scrollWidth > n.clientWidth + 1).map((n) => n.textContent);
            return {table: box(table), visible: table.clientLeft + table.clientWidth, scatter: box(scatter), heads, cut,
                    sideBottom: side.getBoundingClientRect().y + side.clientTop + side.clientHeight,
                    width: document.documentElement.clientWidth, stacked: view.hasAttribute('data-stacked')};
        }""",
        list(ESSENTIAL_HEADS),
    )


def check_heads_in_view(fp):
    """Waits until the essential heads lie inside the table's visible box and the viewport;
    no head's name is cut."""

    def fits():
        box = layout(fp)
        t = box["table"]
        right = min(t["x"] + box["visible"], box["width"])
        inside = all(
            h is not None and h["x"] >= t["x"] - 0.5 and h["right"] <= right + 0.5
            for h in box["heads"].values()
        )
        if not inside or box["cut"]:
            return None
        # And in the page's viewport (the boxes above are the plugin frame's).
        page_width = fp.page.viewport_size["width"]
        for col in ESSENTIAL_HEADS:
            head = fp.frame.locator(f'fairness-compare-table .head [data-col="{col}"]')
            b = head.bounding_box()
            if b is None or b["x"] < 0 or b["x"] + b["width"] > page_width + 0.5:
                return None
        return box

    try:
        return wait_until(fits, 10, "the essential heads in view")
    except TimeoutError:
        raise AssertionError(f"heads out of view or cut: {layout(fp)}") from None


def open_compare(open_page, base, tag, run, width, height):
    fp = open_page(base, width=width, height=height, page_class=ComparePage)
    fp.open(
        f"#fairness&fairness_run={run}&fairness_tag={urllib.parse.quote(tag, safe='')}&fairness_mode=compare"
    )
    return fp


@pytest.mark.parametrize("size", [(1000, 700), (1600, 1000), (1600, 700)])
def test_association_compare_fits_the_tab(tensorboards, open_page, artifacts, size):
    width, height = size
    fp = open_compare(open_page, tensorboards(True), TAG, RUNS[0], width, height)
    fp.wait_sides(RUNS[0], RUNS[1])
    box = check_heads_in_view(fp)
    table, scatter = box["table"], box["scatter"]
    if width == 1000:
        # Too narrow side by side: the scatter goes below the table, full width.
        assert box["stacked"]
        assert scatter["y"] >= table["bottom"] - 0.5, box
        # The ranks were left out to fit; the picker says so and shows them on demand.
        assert fp.frame.locator("fairness-compare-table .head [data-col=rank_a]").count() == 0
        picker = fp.control("columns")
        wait_until(lambda: picker.get_attribute("data-hidden") == "3", 10, "3 columns hidden")
        fp.screenshot(artifacts, "compare_1000_top")
        fp.frame.locator("fairness-compare-scatter").scroll_into_view_if_needed()
        fp.screenshot(artifacts, "compare_1000_scatter")
        picker.select_option("all")
        fp.frame.locator("fairness-compare-table .head [data-col=rank_a]").wait_for()
        assert fp.hash_params()["fairness_cmp_columns"] == "all"
        picker.select_option("auto")
        fp.frame.locator("fairness-compare-table .head [data-col=rank_a]").wait_for(
            state="detached"
        )

        # The keyboard: the arrows move the focus from key to key, Enter drills down, Esc closes.
        first = fp.frame.locator(f"{ComparePage.ROWS} button.k").first
        first.focus()
        key0 = first.get_attribute("data-key")
        fp.page.keyboard.press("ArrowDown")
        focused = lambda: fp.frame_object.evaluate(  # noqa: E731
            """() => { let e = document.activeElement;
                       while (e && e.shadowRoot && e.shadowRoot.activeElement) e = e.shadowRoot.activeElement;
                       return e && e.dataset ? e.dataset.key || null : null; }"""
        )
        wait_until(lambda: focused() not in (None, key0), 10, "the focus on the next key")
        key1 = focused()
        fp.page.keyboard.press("Enter")
        drawer = fp.frame.locator("fairness-compare fairness-row-drilldown")
        drawer.wait_for()
        assert f"{key1}, drilled down" in drawer.get_attribute("aria-label")
        fp.page.keyboard.press("Escape")
        drawer.wait_for(state="detached")
    else:
        # Wide enough: the scatter beside the table, every column shown.
        assert not box["stacked"]
        assert scatter["x"] >= table["right"] - 0.5 and scatter["y"] < table["bottom"], box
        assert fp.frame.locator("fairness-compare-table .head [data-col=rank_a]").count() == 1
        # The scatter whole in its panel, its axis and note not scrolled out of it, even
        # when the tab is not tall (the panel scrolls its movers only).
        fp.frame.locator("fairness-compare-scatter .plot svg").first.wait_for()
        box = layout(fp)
        assert box["scatter"]["bottom"] <= box["sideBottom"] + 0.5, box
    fp.screenshot(artifacts, f"compare_layout_{width}x{height}")


def test_group_compare_fits_the_tab(group_tensorboard, open_page, artifacts):
    from report_data import GROUP_RUN, GROUP_TAG

    fp = open_compare(open_page, group_tensorboard, GROUP_TAG, GROUP_RUN, 1000, 700)
    fp.wait_sides(GROUP_RUN, GROUP_RUN)
    box = check_heads_in_view(fp)
    assert box["stacked"]
    assert box["scatter"]["y"] >= box["table"]["bottom"] - 0.5, box
    names = fp.frame.locator("fairness-compare-table .head .col-name").all_text_contents()
    assert "|disparity| A" in names and "interval" in names and "verdict" in names, names
    title = fp.frame.locator("fairness-compare-table .head [data-col=bias_a]").get_attribute(
        "title"
    )
    assert title.startswith("bias_a: ") and GROUP_RUN in title
    fp.screenshot(artifacts, "compare_groups_1000")
