"""The Fairness tab in a real TensorBoard, driven in Debian's chromium.

The table and filters are checked against the `label_associations` route's JSON with an
oracle written here (sorting and filtering rules of frontend/src/state.ts, restated in
Python); the CSV download is the `table` route's CSV, byte for byte `tb-fairness export`'s.
Screenshots go to test-artifacts/.
"""

from __future__ import annotations

import csv
import io
import math
import re

import pytest
from browser_support import RUNS, STEPS, TAG, wait_until
from helpers import SENT
from report_data import COMMA_QUOTE, EVERYWHERE, HOSTILE, WOMEN_ONLY

pytestmark = pytest.mark.browser

COLUMNS = ["label", "count", "count_a", "count_b", "value_a", "value_b", "gap"]
#: The CSV's columns: those of `tb-fairness export`'s table `gaps`, in its order.
CSV_COLUMNS = COLUMNS + [
    "lower",
    "upper",
    "p_value",
    "significant",
    "insufficient",
    "mde",
    "more_examples",
]
STATE_COLUMNS = {"value_a", "value_b", "gap"}
A = "man"


# --------------------------------------------------------------------------------------
# The oracle: what the table must show, computed from the route's JSON.


def cell_key(report, column, i):
    value = report["columns"][column][i]
    if column in STATE_COLUMNS:
        state = report["states"][column][i]
        if state == "+inf":
            return math.inf
        if state == "-inf":
            return -math.inf
        if state is not None:
            return math.nan
    return math.nan if value is None else float(value)


def expected_rows(
    report, sort="gap", direction="desc", search=None, gap=(None, None), count=(None, None)
):
    """Row indices in display order: +inf above finite above -inf, undefined always last,
    ties in server order; then the filters (regex case-insensitive; undefined fails bounds)."""
    n = report["rows"]
    if sort == "label":
        order = sorted(
            range(n), key=lambda i: report["columns"]["label"][i], reverse=direction == "desc"
        )
        # reverse=True keeps ties stable in reverse order; labels here are unique anyway.
    else:
        keys = [cell_key(report, sort, i) for i in range(n)]
        defined = [i for i in range(n) if not math.isnan(keys[i])]
        undefined = [i for i in range(n) if math.isnan(keys[i])]
        sign = -1 if direction == "desc" else 1
        order = sorted(defined, key=lambda i: (sign * keys[i], i)) + undefined

    def in_range(x, bounds):
        lo, hi = bounds
        if lo is None and hi is None:
            return True
        if math.isnan(x):
            return False
        return (lo is None or x >= lo) and (hi is None or x <= hi)

    pattern = re.compile(search, re.IGNORECASE) if search else None
    return [
        i
        for i in order
        if (pattern is None or pattern.search(report["columns"]["label"][i]))
        and in_range(cell_key(report, "gap", i), gap)
        and in_range(cell_key(report, "count", i), count)
    ]


def labels(report, rows):
    return [report["columns"]["label"][i] for i in rows]


def count_images_deep(fp) -> int:
    """<img> elements anywhere in the plugin's document, shadow roots included."""
    return fp.frame_object.evaluate("""() => {
        let n = 0;
        const walk = (root) => {
            n += root.querySelectorAll('img').length;
            for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
        return n;
    }""")


# --------------------------------------------------------------------------------------
# Both loaders: the tab loads and shows the server's table.


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast=true", "load_fast=false"])
def test_smoke_both_loaders(tensorboards, open_page, artifacts, load_fast):
    base = tensorboards(load_fast)
    fp = open_page(base)
    fp.open(f"#fairness&fairness_a={A}")
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    assert report["step"] == STEPS[-1]
    assert int(fp.summary().get_attribute("data-total")) == report["rows"]
    assert fp.shown() == report["rows"]
    shown = fp.rendered_labels()
    assert len(shown) >= 10
    assert shown == labels(report, range(report["rows"]))[: len(shown)]
    fp.screenshot(artifacts, f"smoke_{'fast' if load_fast else 'slow'}")


def test_fresh_open_picks_the_default_identity(tensorboards, open_page, artifacts):
    """Opening the tab with nothing in the URL must show a table. This needs the
    `associations` route to accept a request without `a` (see frontend/README.md)."""
    fp = open_page(tensorboards(True))
    fp.open("#fairness")
    fp.screenshot(artifacts, "fresh_open")
    params = fp.hash_params()
    assert params["fairness_run"] == RUNS[0]
    assert params["fairness_tag"] == TAG
    assert params["fairness_a"] == fp.control("a").input_value()


def test_empty_logdir_says_how_to_log_a_report(empty_tensorboard, open_page, artifacts):
    fp = open_page(empty_tensorboard)
    fp.page.goto(empty_tensorboard + "/#fairness")
    fp.frame.locator("fairness-app[data-status=empty]").wait_for()
    message = fp.frame.locator("fairness-app .message")
    assert "No label-association reports" in message.text_content()
    assert "w.label_associations(" in message.locator("pre").text_content()
    fp.screenshot(artifacts, "empty_logdir")


# --------------------------------------------------------------------------------------
# The full walk, on the default (fast) loader.


def windows(page):
    """The tab's view requests asked for windows of 60 rows past 50 (Playwright's routing
    rewrites `max_rows`, 200,000 in the bundle): the same report shown a window at a time,
    as a table of more than 200,000 labels is."""

    def rewrite(route):
        url = re.sub(r"max_rows=\d+", "max_rows=50", route.request.url)
        if "limit=" not in url:
            url += "&limit=60"
        route.continue_(url=url)

    page.route(re.compile(r".*/data/plugin/fairness/label_associations\?.*max_rows=.*"), rewrite)


# Every test of the walk runs on the whole table (the tab sorts, searches and filters) and on
# the server's windows of it: what the user sees must be the same.
@pytest.fixture(params=["whole", "windows"])
def fp(request, tensorboards, open_page):
    page = open_page(tensorboards(True))
    if request.param == "windows":
        windows(page.page)
    page.open(f"#fairness&fairness_a={A}")
    if request.param == "windows":
        wait_until(
            lambda: page.frame_object.evaluate(
                "() => document.querySelector('fairness-app').shadowRoot"
                ".querySelector('fairness-associations-view').data?.window !== undefined"
            ),
            10,
            "a windowed answer",
        )
    return page


def test_table_renders_and_scrolls(fp, artifacts):
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    expected = labels(report, expected_rows(report))
    assert fp.rendered_labels() == expected[: len(fp.rendered_labels())]
    # Virtualized: far fewer rows in the DOM than in the table.
    assert fp.frame.locator("fairness-table .row").count() < report["rows"]
    # Scroll to the bottom: the last rows come into the DOM.
    fp.frame.locator("fairness-table").evaluate("t => { t.scrollTop = t.scrollHeight; }")
    wait_until(lambda: expected[-1] in fp.rendered_labels(), 10, "the last row to render")
    fp.screenshot(artifacts, "table_scrolled_to_bottom")


# Installed before the plugin's scripts: records the table's `row-range` events (the
# virtualizer's rangeChanged: the positions of the first and last rows it renders).
RECORD_ROW_RANGES = """(() => {
  if (!location.pathname.endsWith('plugin_entry.html')) return;
  window.__rowRanges = [];
  addEventListener('row-range', (e) => window.__rowRanges.push([e.detail.first, e.detail.last]), true);
})();"""


def test_the_first_rows_rendered_fill_the_view(tensorboards, open_page):
    """The virtualizer's first estimate of a row is the row's height (virtual_table.ts
    FixedRowLayout), so its first rows already fill the table's view: they are not a few
    rows, rendered again once the rows are measured (the flow layout's 100 px default)."""
    fp = open_page(tensorboards(True))
    fp.page.add_init_script(RECORD_ROW_RANGES)
    fp.open(f"#fairness&fairness_a={A}")
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    frame = fp.frame_object
    ranges = [r for r in frame.evaluate("window.__rowRanges") if r[1] >= 0]
    # The rows the table's box can show below its header, from its layout.
    in_view = fp.frame.locator("fairness-table").evaluate(
        """t => {
          const head = t.shadowRoot.querySelector('.head').getBoundingClientRect();
          const box = t.getBoundingClientRect();
          return Math.ceil((box.bottom - head.bottom) / 24);
        }"""
    )
    assert report["rows"] > in_view > 5, (report["rows"], in_view)
    assert ranges, "no row-range event"
    first, last = ranges[0]
    assert first == 0 and last + 1 >= in_view, (ranges, in_view)


def test_sort_by_columns_with_infinite_and_undefined(fp, artifacts):
    # pmi: a label never seen with `man` has value_a = -inf and gap = -inf.
    fp.control("metric").select_option("pmi")
    fp.frame.locator("fairness-table .sub", has_text="pmi(man)").first.wait_for()
    fp.wait_ready()
    report = fp.associations(run=RUNS[0], tag=TAG, metric="pmi", a=A)
    women_only = report["columns"]["label"].index(WOMEN_ONLY)
    assert report["states"]["gap"][women_only] == "-inf"

    fp.header("gap").click()  # gap is the current sort (desc): now ascending
    assert fp.header("gap").get_attribute("aria-sort") == "ascending"
    expected = labels(report, expected_rows(report, "gap", "asc"))
    wait_until(lambda: fp.rendered_labels()[:1] == expected[:1], 10, "ascending gap order")
    shown = fp.rendered_labels()
    assert shown == expected[: len(shown)]
    index = report["columns"]["label"].index
    assert cell_key(report, "gap", index(shown[0])) == -math.inf
    assert WOMEN_ONLY in shown
    cell = fp.frame.locator("fairness-table .row", has_text=WOMEN_ONLY).locator("[data-col=gap]")
    assert cell.text_content().strip() == "\u2212\u221e"
    assert cell.get_attribute("data-state") == "-inf"
    fp.screenshot(artifacts, "sorted_gap_ascending_pmi")

    fp.header("count").click()  # a new column starts descending
    assert fp.header("count").get_attribute("aria-sort") == "descending"
    assert fp.header("gap").get_attribute("aria-sort") == "none"
    expected = labels(report, expected_rows(report, "count", "desc"))
    wait_until(lambda: fp.rendered_labels()[:3] == expected[:3], 10, "count order")
    shown = fp.rendered_labels()
    assert shown == expected[: len(shown)]

    fp.header("label").click()
    assert fp.header("label").get_attribute("aria-sort") == "ascending"
    expected = labels(report, expected_rows(report, "label", "asc"))
    wait_until(lambda: fp.rendered_labels()[:3] == expected[:3], 10, "label order")

    # npmi_y is undefined for a label with p(y) = 1: last in both directions.
    fp.control("metric").select_option("npmi_y")
    fp.frame.locator("fairness-table .sub", has_text="npmi_y(man)").first.wait_for()
    fp.wait_ready()
    report = fp.associations(run=RUNS[0], tag=TAG, metric="npmi_y", a=A)
    for direction in ("desc", "asc"):
        fp.header("gap").click()
        if fp.header("gap").get_attribute("aria-sort") != (
            "descending" if direction == "desc" else "ascending"
        ):
            fp.header("gap").click()
        rows = expected_rows(report, "gap", direction)
        undefined = [i for i in rows if math.isnan(cell_key(report, "gap", i))]
        # p(y) = 1, and labels seen with neither identity (gap = -inf - -inf): undefined, last.
        assert EVERYWHERE in labels(report, undefined)
        assert rows[-len(undefined) :] == undefined
        expected = labels(report, rows)
        fp.frame.locator("fairness-table").evaluate("t => { t.scrollTop = t.scrollHeight; }")
        wait_until(
            lambda expected=expected: fp.rendered_labels()[-1:] == expected[-1:],
            10,
            f"undefined last ({direction})",
        )
        shown = fp.rendered_labels()
        assert shown == expected[-len(shown) :]
        cell = fp.frame.locator("fairness-table .row", has_text=expected[-1]).locator(
            "[data-col=gap]"
        )
        assert cell.text_content().strip() == "undefined"
        assert "Undefined" in cell.get_attribute("title")
        fp.screenshot(artifacts, f"undefined_sorted_last_{direction}")
        fp.frame.locator("fairness-table").evaluate("t => { t.scrollTop = 0; }")


def test_regex_search_and_invalid_regex(fp, artifacts):
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    search = fp.control("search")
    search.fill("board|^label_001")
    n = len(expected_rows(report, search="board|^label_001"))
    assert 2 < n < report["rows"]
    fp.wait_shown(n)
    shown = fp.rendered_labels()
    assert shown == labels(report, expected_rows(report, search="board|^label_001"))[: len(shown)]
    fp.screenshot(artifacts, "search_regex")

    search.fill("label_(")  # invalid: reported, and the table stays unfiltered by search
    alert = fp.frame.locator("fairness-controls .search-error")
    alert.wait_for()
    assert "Invalid regex" in alert.text_content()
    assert search.get_attribute("aria-invalid") == "true"
    fp.wait_shown(report["rows"])
    assert len(fp.rendered_labels()) > 10
    fp.screenshot(artifacts, "search_invalid_regex")

    search.fill("skate")
    fp.wait_shown(1)
    assert alert.count() == 0
    assert fp.rendered_labels() == ["skateboard"]


def test_windows_say_what_the_servers_regex_engine_refuses(tensorboards, open_page, artifacts):
    """In windows the server searches with RE2, which has no lookaround: the search box says
    so, as it does of a pattern the browser refuses, and a pattern that backtracks
    catastrophically is answered at once."""
    fp = open_page(tensorboards(True))
    windows(fp.page)
    fp.open(f"#fairness&fairness_a={A}")
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    search = fp.control("search")
    search.fill("(?=skate)")
    alert = fp.frame.locator("fairness-controls .search-error")
    alert.wait_for()
    refusal = "RE2, the server's regular expressions, refuses it: invalid perl operator: (?="
    assert refusal in alert.text_content()
    assert search.get_attribute("aria-invalid") == "true"
    fp.screenshot(artifacts, "windows_search_refused")
    # The server's 400 (the browser logs it): the refusal this test asks for.
    assert len(fp.console_errors) == 1 and "status of 400" in fp.console_errors[0]
    fp.console_errors.clear()
    search.fill("(a+)+$")
    fp.wait_shown(len(expected_rows(report, search="(a+)+$")))
    assert alert.count() == 0


def test_gap_and_count_filters(fp, artifacts):
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    fp.control("gapMin").fill("0")
    fp.wait_shown(len(expected_rows(report, gap=(0, None))))
    fp.control("gapMax").fill("0.05")
    want = expected_rows(report, gap=(0, 0.05))
    fp.wait_shown(len(want))
    assert fp.rendered_labels() == labels(report, want)[: len(fp.rendered_labels())]
    fp.control("countMin").fill("20")
    fp.control("countMax").fill("200")
    want = expected_rows(report, gap=(0, 0.05), count=(20, 200))
    fp.wait_shown(len(want))
    assert 0 < len(want)
    assert fp.rendered_labels() == labels(report, want)[: len(fp.rendered_labels())]
    fp.screenshot(artifacts, "gap_and_count_filters")
    # Not a number: marked invalid and ignored.
    fp.control("countMax").fill("abc")
    assert fp.control("countMax").get_attribute("aria-invalid") == "true"
    fp.wait_shown(len(expected_rows(report, gap=(0, 0.05), count=(20, None))))
    for name in ("gapMin", "gapMax", "countMin", "countMax"):
        fp.control(name).fill("")
    fp.wait_shown(report["rows"])


def test_csv_download_is_the_export(fp, artifacts, tmp_path, logdir):
    """The CSV is the `table` route's for the options shown (every row, in the server's
    order: the search, filters and sort are the browser's), byte for byte the export's."""
    fp.control("metric").select_option("pmi")
    fp.frame.locator("fairness-table .sub", has_text="pmi(man)").first.wait_for()
    fp.control("b").select_option("woman")
    fp.frame.locator("fairness-table .sub", has_text="pmi(woman)").first.wait_for()
    fp.wait_ready()
    fp.header("gap").click()  # ascending: -inf first
    search = r"^(label_00|skate|board|<img|comma|women)"
    fp.control("search").fill(search)
    fp.control("countMin").fill("2")
    report = fp.associations(run=RUNS[0], tag=TAG, metric="pmi", a=A, b="woman")
    rows = expected_rows(report, "gap", "asc", search=search, count=(2, None))
    fp.wait_shown(len(rows))
    title = fp.control("download").get_attribute("title")
    assert title.startswith(f"All {report['rows']} rows as CSV") and "gaps" in title, title

    parsed, params = fp.check_table_download(
        "download",
        tmp_path,
        logdir,
        artifacts,
        run=RUNS[0],
        tag=TAG,
        step=report["step"],
        table=None,
        metric="pmi",
        a=A,
        b="woman",
    )
    assert params["rank_by"] == "signed" and params["fdr"] == "0.05"
    assert parsed[0] == CSV_COLUMNS
    body = parsed[1:]
    # Every row, in the route's order (not only those shown).
    assert [r[0] for r in body] == report["columns"]["label"]
    assert {HOSTILE, COMMA_QUOTE, WOMEN_ONLY} <= {r[0] for r in body}
    for i, line in enumerate(body):
        assert len(line) == len(CSV_COLUMNS)
        for column, field in zip(CSV_COLUMNS[1:], line[1:]):
            value = report["columns"][column][i]
            if isinstance(value, bool):
                assert field == str(value), (column, report["columns"]["label"][i], field)
            elif value is None:
                assert field == "", (column, report["columns"]["label"][i], field)
            else:  # the CSV in full, the route's columns at 7 significant digits
                assert float(field) == pytest.approx(value, rel=SENT), (column, field, value)
    assert any(line[6] == "" for line in body)  # the -inf gaps are empty cells
    assert any(line[11] == "True" for line in body)  # some rows are insufficient
    assert any(line[9] != "" for line in body)  # and some have a p-value

    # "rows shown": the same bytes, but only the rows the search and filters show, in the
    # order on screen (here gap ascending).
    data, _ = fp.download_table("download-shown", tmp_path, artifacts)
    shown = list(csv.reader(io.StringIO(data.decode("utf-8"), newline="")))
    assert shown[0] == CSV_COLUMNS
    assert [r[0] for r in shown[1:]] == [report["columns"]["label"][i] for i in rows]
    by_label = {line[0]: line for line in body}
    assert all(line == by_label[line[0]] for line in shown[1:])


def test_url_state_survives_reload(fp, artifacts):
    fp.control("run").select_option(RUNS[1])
    fp.wait_ready()
    fp.control("a").select_option("woman")
    fp.frame.locator("fairness-table .sub", has_text="npmi_xy(woman)").first.wait_for()
    fp.control("step").select_option(str(STEPS[1]))
    fp.control("metric").select_option("dp")
    fp.frame.locator("fairness-table .sub", has_text="dp(woman)").first.wait_for()
    fp.wait_ready()
    fp.header("count_a").click()
    fp.control("search").fill("label_0")
    fp.control("gapMin").fill("-0.05")
    report = fp.associations(run=RUNS[1], tag=TAG, step=STEPS[1], metric="dp", a="woman")
    want = expected_rows(report, "count_a", "desc", search="label_0", gap=(-0.05, None))
    fp.wait_shown(len(want))
    before = fp.rendered_labels()
    assert before == labels(report, want)[: len(before)]

    want_params = {
        "fairness_run": RUNS[1],
        "fairness_tag": TAG,
        "fairness_step": str(STEPS[1]),
        "fairness_metric": "dp",
        "fairness_a": "woman",
        "fairness_sort": "count_a",
        "fairness_dir": "desc",
        "fairness_q": "label_0",
        "fairness_gap_min": "-0.05",
    }
    # What is typed reaches the hash once the typing pauses. (`page.url` is Playwright's
    # copy: a call to the browser lets it catch up.)
    wait_until(
        lambda: fp.page.evaluate("1") and fp.hash_params() == want_params,
        5,
        "the typed search and gap in the hash",
    )
    params = fp.hash_params()
    assert fp.page.url.split("#")[1].startswith("fairness&")
    fp.screenshot(artifacts, "url_state_before_reload")

    fp.reload()
    fp.wait_shown(len(want))
    assert fp.rendered_labels() == before
    assert fp.control("run").input_value() == RUNS[1]
    assert fp.control("step").input_value() == str(STEPS[1])
    assert fp.control("metric").input_value() == "dp"
    assert fp.control("a").input_value() == "woman"
    assert fp.control("b").input_value() == ""  # rest (one-vs-rest)
    assert fp.control("search").input_value() == "label_0"
    assert fp.control("gapMin").input_value() == "-0.05"
    assert fp.header("count_a").get_attribute("aria-sort") == "descending"
    assert fp.hash_params() == params
    fp.screenshot(artifacts, "url_state_after_reload")


def test_an_old_link_ranking_by_gap_ranks_by_the_signed_gap(tensorboards, open_page):
    """`rank_by=gap` (before it was `signed`) in an old link still opens, ranked by the
    signed gap; the default is then left out of the hash."""
    fp = open_page(tensorboards(True))
    fp.open(f"#fairness&fairness_a={A}&fairness_rank_by=gap")
    assert fp.control("rank_by").input_value() == "signed"
    wait_until(
        lambda: "fairness_rank_by" not in fp.hash_params(), 10, "the default rank_by left out"
    )
    report = fp.associations(run=RUNS[0], tag=TAG, a=A, rank_by="signed")
    shown = fp.rendered_labels()
    assert shown == report["columns"]["label"][: len(shown)]


def test_hostile_label_is_text(fp, artifacts):
    fp.control("search").fill("<img")
    fp.wait_shown(1)
    assert fp.rendered_labels() == [HOSTILE]
    cell = fp.frame.locator("fairness-table .row [data-col=label]").first
    assert cell.text_content() == HOSTILE
    assert cell.get_attribute("title") == HOSTILE
    assert count_images_deep(fp) == 0
    fp.screenshot(artifacts, "hostile_label")
    fp.control("search").fill("comma")
    # One row shown before and after: wait for the row itself.
    wait_until(lambda: fp.rendered_labels() == [COMMA_QUOTE], 10, "the comma label's row")
    # The teardown of `open_page` asserts that no dialog fired and the console is clean.
    assert fp.dialogs == []


def test_a_late_response_never_overwrites_a_newer_selection(fp, artifacts):
    """Hold the `pmi` table back, switch to `dp`, then let `pmi` through: `dp` stays."""
    held = []

    def hold(route):
        held.append(route)  # not answered now: the request stays pending

    fp.page.route("**/data/plugin/fairness/label_associations?*metric=pmi*", hold)
    with fp.page.expect_request("**/data/plugin/fairness/label_associations?*metric=pmi*"):
        fp.control("metric").select_option("pmi")
    # Playwright's sync API runs route handlers while it waits on the browser: ask it
    # something cheap until the handler has run.
    wait_until(lambda: fp.page.evaluate("1") and held, 10, "the pmi request to be held")
    assert fp.app.get_attribute("data-status") == "loading"
    fp.page.unroute("**/data/plugin/fairness/label_associations?*metric=pmi*")
    fp.control("metric").select_option("dp")
    fp.frame.locator("fairness-table .sub", has_text="dp(man)").first.wait_for()
    fp.wait_ready()
    # Now answer the old request. The page aborts a superseded request (api.ts LatestRequest),
    # so Playwright may refuse to deliver it; either way its table must not show. (A response
    # that does arrive late is dropped too: frontend/test/api.test.ts.)
    try:
        held[0].fulfill(response=held[0].fetch())
    except Exception as err:  # noqa: BLE001
        assert "already handled" in str(err), err
    report = fp.associations(run=RUNS[0], tag=TAG, metric="dp", a=A)
    expected = labels(report, expected_rows(report))
    # Stays on dp: the metric picker, the headers and the rows.
    fp.frame.locator("fairness-app[data-status=ready]").wait_for()
    assert fp.control("metric").input_value() == "dp"
    assert fp.frame.locator("fairness-table .sub", has_text="pmi(man)").count() == 0
    shown = fp.rendered_labels()
    assert shown == expected[: len(shown)]
    assert fp.hash_params()["fairness_metric"] == "dp"


# --------------------------------------------------------------------------------------
# Statistical trust: intervals, p-values, significance, insufficient rows.


def stats_of(fp, i):
    """The interval, p-value, mark and greying of table row `i` (the route's index), as shown."""
    row = fp.frame.locator(f"fairness-table .row[data-row='{i}']")
    interval = row.locator("[data-col=interval]")
    return {
        "lower": interval.get_attribute("data-lower"),
        "upper": interval.get_attribute("data-upper"),
        "interval_text": interval.locator(".text").text_content().strip(),
        "interval_title": interval.get_attribute("title"),
        "p_text": row.locator("[data-col=p_value]").text_content().strip(),
        "p_title": row.locator("[data-col=p_value]").get_attribute("title"),
        "star": row.locator("[data-col=significant] .sig").count(),
        "star_label": (
            row.locator("[data-col=significant] .sig").get_attribute("aria-label")
            if row.locator("[data-col=significant] .sig").count()
            else None
        ),
        "insufficient": row.get_attribute("data-insufficient"),
        "whisker": interval.locator("svg.whisker").count(),
    }


def rendered_rows(fp):
    """Route indices of the rows in the DOM, in display order."""
    rows = fp.frame.locator("fairness-table .row").evaluate_all(
        "rows => rows.map(r => [Number(r.dataset.pos), Number(r.dataset.row)])"
    )
    return [i for _, i in sorted(rows)]


def test_intervals_significance_rank_by_and_min_count(fp, artifacts):
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    cols = report["columns"]
    assert report["level"] == 0.95 and report["fdr"] == 0.05 and report["min_count"] == 10
    assert report["rank_by"] == "signed" and fp.control("rank_by").input_value() == "signed"
    # The default order is the route's (gap descending).
    shown = rendered_rows(fp)
    assert shown == list(range(len(shown)))

    # A significant row's interval, p-value and mark equal the route's.
    sig = next(i for i in shown if cols["significant"][i] and cols["lower"][i] is not None)
    s = stats_of(fp, sig)
    assert float(s["lower"]) == cols["lower"][sig] and float(s["upper"]) == cols["upper"][sig]
    assert s["interval_text"].startswith("[") and s["whisker"] == 1
    assert "95% interval" in s["interval_title"]
    assert s["star"] == 1
    assert s["star_label"] == "significant after Benjamini\u2013Hochberg at FDR q = 0.05"
    assert s["insufficient"] == "false"
    p = cols["p_value"][sig]
    assert s["p_text"] == ("<1e\u22126" if p < 1e-6 else s["p_text"]) and s["p_text"]
    # Every rendered row agrees with the route on the mark and the greying.
    for i in shown:
        assert fp.frame.locator(
            f"fairness-table .row[data-row='{i}'] [data-col=significant] .sig"
        ).count() == int(cols["significant"][i]), cols["label"][i]
    legend = fp.frame.locator("fairness-associations-view .legend")
    assert legend.get_attribute("data-significant") == str(report["significant"])
    tested = sum(p is not None for p in cols["p_value"])
    assert f"({report['significant']} of {tested} rows with a p-value)" in legend.text_content()
    assert "95% interval" in legend.text_content()
    fp.screenshot(artifacts, "stats_default")

    # An infinite gap (a label never seen with man: pmi = -inf) has an interval open on its
    # infinite side, and says so.
    fp.control("metric").select_option("pmi")
    fp.frame.locator("fairness-table .sub", has_text="pmi(man)").first.wait_for()
    fp.wait_ready()
    fp.control("search").fill("^women-only")
    fp.wait_shown(1)
    pmi = fp.associations(run=RUNS[0], tag=TAG, metric="pmi", a=A)
    w = pmi["columns"]["label"].index(WOMEN_ONLY)
    s = stats_of(fp, w)
    assert pmi["columns"]["lower"][w] is None and pmi["columns"]["upper"][w] is not None
    assert s["interval_text"].startswith("(\u2212\u221e, ") and "infinite" in s["interval_title"]
    assert s["whisker"] == 0
    fp.control("search").fill("")
    fp.control("metric").select_option("npmi_xy")
    fp.frame.locator("fairness-table .sub", has_text="npmi_xy(man)").first.wait_for()
    fp.wait_ready()

    # Rank by the conservative bound: the route's order with rank_by=bound.
    with fp.page.expect_response("**/label_associations?*rank_by=bound*"):
        fp.control("rank_by").select_option("bound")
    fp.wait_ready()
    by_bound = fp.associations(run=RUNS[0], tag=TAG, a=A, rank_by="bound")
    assert by_bound["rank_by"] == "bound"
    assert fp.header("bound").get_attribute("aria-sort") == "descending"
    want = by_bound["columns"]["label"]
    wait_until(
        lambda: fp.rendered_labels() == want[: len(fp.rendered_labels())],
        10,
        "the rank_by=bound order",
    )
    assert fp.rendered_labels()[:5] == want[:5]
    assert want[:20] != report["columns"]["label"][:20]  # the ranking did change
    fp.screenshot(artifacts, "stats_rank_by_bound")

    # A high min count greys many rows: as many as the route says.
    with fp.page.expect_response("**/label_associations?*min_count=400*"):
        fp.control("min_count").fill("400")
        fp.control("min_count").press("Enter")
    fp.wait_ready()
    high = fp.associations(run=RUNS[0], tag=TAG, a=A, rank_by="bound", min_count=400)
    assert 0 < high["insufficient"] < high["rows"]
    legend = fp.frame.locator("fairness-associations-view .legend")
    wait_until(
        lambda: legend.get_attribute("data-insufficient") == str(high["insufficient"]),
        10,
        "the legend's insufficient count",
    )
    assert f"grey: insufficient ({high['insufficient']} rows" in legend.text_content()
    assert "fewer than 400 times" in legend.text_content()
    # Insufficient rows sort last by bound (no bound): scroll to the end and count the grey rows.
    table = fp.frame.locator("fairness-table")
    grey: set[int] = set()
    seen: set[int] = set()
    position = 0

    def rendered():
        # Each rendered row: (its position in the order, its row, its insufficient flag).
        return fp.frame.locator("fairness-table .row").evaluate_all(
            "rows => rows.map(r => [Number(r.dataset.pos), Number(r.dataset.row),"
            " r.dataset.insufficient])"
        )

    def covers(first, last):
        positions = {pos for pos, _, _ in rendered()}
        return first in positions and last in positions

    while True:
        top, view, height = table.evaluate(
            f"t => {{ t.scrollTop = {position}; return [t.scrollTop, t.clientHeight,"
            " t.scrollHeight - t.clientHeight]; }"
        )
        # The virtualizer renders the new window after the scroll event: wait for the rows
        # at the window's top and bottom (24 px each) before reading.
        first = min(high["rows"] - 1, int(top) // 24)
        last = min(high["rows"] - 1, (int(top) + view) // 24 - 2)
        wait_until(lambda f=first, l=last: covers(f, l), 5, f"rows {first}..{last} rendered")
        for pos, i, flag in rendered():
            seen.add(pos)
            if flag == "true":
                grey.add(i)
        if position >= height:
            break
        position = min(height, position + max(24, view // 2))
    assert seen == set(range(high["rows"])), "every row was read"
    assert len(grey) == high["insufficient"]
    assert grey == {i for i in range(high["rows"]) if high["columns"]["insufficient"][i]}
    i = next(iter(sorted(grey)))
    table.evaluate("t => { t.scrollTop = t.scrollHeight; }")
    row = fp.frame.locator(f"fairness-table .row[data-row='{i}']")
    if row.count():
        p_cell = row.locator("[data-col=p_value]")
        assert p_cell.text_content().strip() == "\u2014"
        assert (
            p_cell.get_attribute("title")
            == "Insufficient: label seen fewer than 400 times (or an identity is)"
        )
    fp.screenshot(artifacts, "stats_min_count_400_bottom")
    table.evaluate("t => { t.scrollTop = 0; }")

    # Level and FDR go to the route too; significant only filters on the client.
    with fp.page.expect_response("**/label_associations?*level=0.99*"):
        fp.control("level").select_option("0.99")
    fp.wait_ready()
    with fp.page.expect_response("**/label_associations?*fdr=0.2*"):
        fp.control("fdr").fill("0.2")
        fp.control("fdr").press("Enter")
    fp.wait_ready()
    final = fp.associations(
        run=RUNS[0], tag=TAG, a=A, rank_by="bound", min_count=400, level=0.99, fdr=0.2
    )
    fp.control("significant_only").check()
    fp.wait_shown(final["significant"])
    assert "99% interval" in legend.text_content() and "FDR q = 0.2 " in legend.text_content()
    fp.screenshot(artifacts, "stats_significant_only")
    params = fp.hash_params()
    assert {
        k: params.get(k)
        for k in (
            "fairness_rank_by",
            "fairness_min_count",
            "fairness_level",
            "fairness_fdr",
            "fairness_significant",
            "fairness_sort",
        )
    } == {
        "fairness_rank_by": "bound",
        "fairness_min_count": "400",
        "fairness_level": "0.99",
        "fairness_fdr": "0.2",
        "fairness_significant": "1",
        "fairness_sort": None,
    }

    # A reload keeps all of it.
    fp.reload()
    fp.wait_shown(final["significant"])
    assert fp.hash_params() == params
    assert fp.control("rank_by").input_value() == "bound"
    assert fp.control("min_count").input_value() == "400"
    assert fp.control("level").input_value() == "0.99"
    assert fp.control("fdr").input_value() == "0.2"
    assert fp.control("significant_only").is_checked()
    legend = fp.frame.locator("fairness-associations-view .legend")
    assert legend.get_attribute("data-insufficient") == str(final["insufficient"])
    want = [
        final["columns"]["label"][i]
        for i in range(final["rows"])
        if final["columns"]["significant"][i]
    ]
    assert fp.rendered_labels() == want[: len(fp.rendered_labels())]
    fp.screenshot(artifacts, "stats_after_reload")


# --------------------------------------------------------------------------------------
# A tab of 1000 x 700: what matters is in view; plain heads; the keyboard.


def inside_viewport(fp, locator) -> bool:
    """Whether the element is wholly inside the page's viewport (no scrolling needed)."""
    box = locator.bounding_box()
    size = fp.page.viewport_size
    return (
        box is not None
        and box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"] + 0.5
        and box["y"] + box["height"] <= size["height"] + 0.5
    )


def test_usable_at_1000x700(tensorboards, open_page, artifacts):
    fp = open_page(tensorboards(True), width=1000, height=700)
    fp.open(f"#fairness&fairness_a={A}")
    table = fp.frame.locator("fairness-table")
    first = fp.frame.locator("fairness-table .row[data-pos='0']")
    # The gap, interval, p and ★ of the first row are in view, with no sideways scroll.
    for column in ("gap", "interval", "p_value", "significant"):
        assert inside_viewport(fp, first.locator(f"[data-col={column}]")), column
    assert table.evaluate("t => t.scrollWidth <= t.clientWidth"), "the table scrolls sideways"
    # Every column fits at this width: none is left out.
    assert table.get_attribute("compact") is None
    assert first.locator("[data-col=count_a]").is_visible()
    # The charts are under the table, not beside it.
    table_box = table.bounding_box()
    chart_box = fp.frame.locator("fairness-gap-histogram").bounding_box()
    assert chart_box["y"] >= table_box["y"] + table_box["height"] - 1, (chart_box, table_box)
    # Whiskers on one scale: every whisker starts at the same x, whatever its text.
    xs = fp.frame.locator("fairness-table .row [data-col=interval] svg.whisker").evaluate_all(
        "ss => ss.map(s => Math.round(s.getBoundingClientRect().left))"
    )
    assert len(xs) > 5 and len(set(xs)) == 1, xs
    # Plain heads; the code name and a definition in the tooltip.
    heads = {
        "count_a": "with A",
        "count_b": "with B",
        "value_a": "npmi_xy A",
        "p_value": "p",
        "bound": "interval",
    }
    for column, name in heads.items():
        head = fp.header(column)
        assert head.locator(".col-name").text_content() == name, column
        assert f"({column})" in head.get_attribute("title"), column
    assert fp.header("value_a").locator(".sub").text_content() == f"npmi_xy({A})"
    fp.screenshot(artifacts, "fit_1000x700")

    # Narrower: the per-identity columns are left out (auto), the open row shows them.
    fp.page.set_viewport_size({"width": 760, "height": 700})
    fp.frame.locator("fairness-table[compact]").wait_for(timeout=5000)
    assert not first.locator("[data-col=count_a]").is_visible()
    assert not fp.header("value_b").is_visible()
    assert inside_viewport(fp, first.locator("[data-col=significant]"))
    assert table.evaluate("t => t.scrollWidth <= t.clientWidth")
    label = first.locator("[data-col=label]").text_content()
    first.click()
    strip = fp.frame.locator("fairness-associations-view .open-row")
    strip.wait_for(timeout=5000)
    assert strip.get_attribute("data-key") == label
    assert strip.locator("[data-col=count_a]").text_content().startswith(f"with {A}")
    fp.screenshot(artifacts, "fit_760x700_compact_open")

    # All columns asked for (in the URL): the table scrolls sideways, the label stays in view.
    fp.control("columns").select_option("all")
    wait_until(lambda: table.get_attribute("compact") is None, 5, "every column")
    assert fp.hash_params().get("fairness_cols") == "all"
    assert table.evaluate("t => t.scrollWidth > t.clientWidth")
    table.evaluate("t => { t.scrollLeft = t.scrollWidth; }")
    cell = first.locator("[data-col=label]")
    wait_until(
        lambda: abs(cell.bounding_box()["x"] - table.bounding_box()["x"]) <= 2,
        5,
        "the label at the table's left edge",
    )
    assert inside_viewport(fp, cell)
    assert inside_viewport(fp, first.locator("[data-col=significant]"))
    fp.screenshot(artifacts, "fit_760x700_all_scrolled")
    fp.reload()
    assert fp.control("columns").input_value() == "all"


def test_the_cursor_follows_its_row_through_a_sort(fp):
    # Windowed, a row's key is its display position, which a sort gives to another row.
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    search = "^label_0014"  # every row on screen, and in the first window
    by_gap = labels(report, expected_rows(report, search=search))
    by_count = labels(report, expected_rows(report, sort="count", search=search))
    assert 3 <= len(by_gap) <= 12
    label = next(x for x in by_gap if by_gap.index(x) != by_count.index(x))
    fp.control("search").fill(search)
    fp.wait_shown(len(by_gap))
    cursor = fp.frame.locator("fairness-table .row.cursor")
    fp.frame.locator(f"fairness-table .row[data-pos='{by_gap.index(label)}']").click()
    wait_until(lambda: cursor.count() == 1, 5, "the cursor")
    assert cursor.locator("[data-col=label]").text_content() == label
    fp.header("count").click()
    wait_until(lambda: fp.rendered_labels() == by_count, 10, "the rows by count")
    wait_until(lambda: cursor.count() == 1, 5, "the cursor after the sort")
    assert cursor.locator("[data-col=label]").text_content() == label
    assert cursor.get_attribute("data-pos") == str(by_count.index(label))


def test_keyboard_moves_opens_and_closes_rows(fp, artifacts):
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    expected = labels(report, expected_rows(report))
    cursor = fp.frame.locator("fairness-table .row.cursor")
    strip = fp.frame.locator("fairness-associations-view .open-row")

    def cursor_label():
        return cursor.locator("[data-col=label]").text_content()

    # A click opens the row (its strip under the table) and puts the cursor on it.
    fp.frame.locator("fairness-table .row[data-pos='0']").click()
    strip.wait_for(timeout=5000)
    assert strip.get_attribute("data-key") == expected[0]
    assert cursor_label() == expected[0]
    # Arrows move the cursor; Enter opens the row under it.
    for _ in range(3):
        fp.page.keyboard.press("ArrowDown")
    fp.page.keyboard.press("ArrowUp")
    wait_until(lambda: cursor_label() == expected[2], 5, "the cursor on the third row")
    assert strip.get_attribute("data-key") == expected[0]  # moving does not open
    fp.page.keyboard.press("Enter")
    wait_until(lambda: strip.get_attribute("data-key") == expected[2], 5, "the third row open")
    row = fp.frame.locator(
        f"fairness-table .row[data-row='{report['columns']['label'].index(expected[2])}']"
    )
    assert row.get_attribute("aria-selected") == "true"
    # Far down: the cursor row is scrolled into view.
    fp.page.keyboard.press("End")
    wait_until(lambda: cursor.count() == 1 and cursor_label() == expected[-1], 10, "the last row")
    table_box = fp.frame.locator("fairness-table").bounding_box()
    box = cursor.bounding_box()
    assert (
        table_box["y"] <= box["y"]
        and box["y"] + box["height"] <= table_box["y"] + table_box["height"] + 1
    )
    for _ in range(5):
        fp.page.keyboard.press("PageUp")
    wait_until(lambda: cursor.count() == 1, 10, "the cursor row in view after paging up")
    assert inside_viewport(fp, cursor) or cursor.bounding_box()["y"] >= table_box["y"]
    fp.screenshot(artifacts, "keyboard_cursor")
    # Escape closes the open row.
    fp.page.keyboard.press("Escape")
    strip.wait_for(state="detached", timeout=5000)
    assert fp.frame.locator("fairness-table .row[aria-selected='true']").count() == 0
    fp.page.keyboard.press("Home")
    wait_until(lambda: cursor.count() == 1 and cursor_label() == expected[0], 10, "the first row")
    # The close button closes it too.
    fp.page.keyboard.press("Enter")
    strip.wait_for(timeout=5000)
    fp.frame.locator("fairness-associations-view button[name=close_row]").click()
    strip.wait_for(state="detached", timeout=5000)


def test_typing_in_the_search_keeps_every_keystroke(fp):
    """Keystrokes come faster than the charts and the hash follow: the table follows every
    one, the charts and the hash the last."""
    report = fp.associations(run=RUNS[0], tag=TAG, a=A)
    search = fp.control("search")
    search.click()
    search.press_sequentially("label_00", delay=20)
    want = expected_rows(report, search="label_00")
    fp.wait_shown(len(want))
    assert fp.rendered_labels() == labels(report, want)[: len(fp.rendered_labels())]
    finite = sum(1 for i in want if math.isfinite(cell_key(report, "gap", i)))
    note = fp.frame.locator("fairness-gap-histogram .note")
    wait_until(lambda: f"{finite} finite gaps" in note.text_content(), 5, "the histogram")
    wait_until(
        lambda: fp.page.evaluate("1") and fp.hash_params().get("fairness_q") == "label_00",
        5,
        "the search in the hash",
    )
    # Deleting back: the same rows as typing it afresh.
    search.press("Backspace")
    fp.wait_shown(len(expected_rows(report, search="label_0")))
    search.press("Backspace")
    search.press("Backspace")
    fp.wait_shown(len(expected_rows(report, search="label")))
