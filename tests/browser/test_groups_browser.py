"""The per-group views of the Fairness tab (group_metrics, detection_recall; FACET) in a real
TensorBoard, driven in Debian's chromium.

The logdir (report_data.write_group_logdir) holds a group_metrics report with a planted
recall gap (`darker` nurses), few darker dancers (insufficient cells), a class of women
only (undefined `gender=m` cells) and a hostile class name, plus a detection_recall report.
Everything on screen is checked against the `group_metrics`, `group_metrics/disparity`,
`detection_recall` and `detection_recall/disparity` routes' JSON; the CSV downloads are the
`table` route's CSVs, byte for byte `tb-fairness export`'s. Screenshots go to
test-artifacts/groups_*.png.
"""

from __future__ import annotations

import urllib.parse

import pytest
from browser_support import GroupsPage, tensorboard, wait_until
from report_data import (
    DET_TAG,
    GAP_CLASS,
    GROUP_RUN,
    GROUP_TAG,
    HOSTILE,
    MANY_RUN,
    MANY_TAG,
    SMALL_CLASS,
    WOMEN_CLASS,
    many_groups_loaded,
    write_many_groups_logdir,
)

pytestmark = pytest.mark.browser

TESTED_COLUMNS = ["class", "group", "n", "value", "lower", "upper", "p_value", "significant"]
# The per-group rates' tests also say their power (issue 29); detection's mAR tests do not.
RATE_COLUMNS = [*TESTED_COLUMNS, "mde", "more_examples"]
DISPARITY_COLUMNS = [
    "class",
    "n_a",
    "n_b",
    "value_a",
    "value_b",
    "gap",
    "lower",
    "upper",
    "p_value",
    "significant",
]
RATE_DISPARITY_COLUMNS = [*DISPARITY_COLUMNS, "mde", "more_examples"]
INTERSECTION = "gender & skin"
#: Either per-group view element (per-group rates, detection recall).
VIEW = ":is(fairness-groups-view, fairness-detection-view)"


def start(tag: str) -> str:
    return f"#fairness&fairness_run={GROUP_RUN}&fairness_tag={urllib.parse.quote(tag, safe='')}"


@pytest.fixture
def fp(group_tensorboard, open_page):
    page = open_page(group_tensorboard, page_class=GroupsPage)
    page.open(start(GROUP_TAG))
    return page


def expected_cells(report, value="value", lower="lower", upper="upper"):
    out = {}
    for k, cls in enumerate(report["classes"]):
        for g, group in enumerate(report["groups"]):
            out[(cls, group)] = (
                report["state"][k][g],
                report[value][k][g],
                report[lower][k][g],
                report[upper][k][g],
                report["n"][k][g],
            )
    return out


def shown_cells(fp):
    return {
        key: (
            s,
            None if v is None else float(v),
            None if lo is None else float(lo),
            None if hi is None else float(hi),
            n,
        )
        for key, (s, v, lo, hi, n, _text) in fp.rate_cells().items()
    }


def wait_cells(fp, report, **names):
    want = expected_cells(report, **names)
    wait_until(lambda: shown_cells(fp) == want, 10, "the table to equal the route")


def disparity_of(report):
    c = report["columns"]
    return [
        (cls, gap if state is None else None)
        for cls, gap, state in zip(c["class"], c["gap"], report["states"]["gap"])
    ]


def shown_disparity(fp):
    return [(cls, None if gap is None else float(gap)) for cls, gap in fp.disparity_rows()]


def wait_disparity(fp, report):
    want = disparity_of(report)
    wait_until(lambda: shown_disparity(fp) == want, 10, "the disparity table to equal the route")


# --------------------------------------------------------------------------------------
# The group_metrics view


def test_table_equals_the_groups_route(fp, artifacts):
    report = fp.route("group_metrics", run=GROUP_RUN, tag=GROUP_TAG)
    assert report["grouping"] == ["gender"]
    wait_cells(fp, report)
    assert fp.table_groups() == report["groups"]
    cells = fp.rate_cells()
    k, g = report["classes"].index(GAP_CLASS), 0
    text = cells[(GAP_CLASS, report["groups"][g])][5]
    v, lo, hi = (report[x][k][g] * 100 for x in ("value", "lower", "upper"))
    assert text.startswith(f"{v:.1f}% [{lo:.1f}, {hi:.1f}] n={report['n'][k][g]} p")
    # The class of women only: nobody among men, never a number.
    state, value, *_rest, text = cells[(WOMEN_CLASS, "gender=m")]
    assert state == "undefined" and value is None and text == "nobody"
    # Macro row equals the route's.
    macro = fp.frame.locator("fairness-rate-table tfoot td[data-group]").evaluate_all(
        "cells => cells.map(c => c.dataset.value)"
    )
    assert [float(m) for m in macro] == [m["value"] for m in report["macro"]]
    texts = fp.frame.locator("fairness-rate-table tfoot td[data-group]").all_text_contents()
    for m, text in zip(report["macro"], texts):  # with its interval
        v, lo, hi = (m[x] * 100 for x in ("value", "lower", "upper"))
        assert " ".join(text.split()).startswith(f"{v:.1f}% [{lo:.1f}, {hi:.1f}]"), text
    # Best vs worst, by default: the disparity route with `grouping`.
    wait_disparity(
        fp, fp.route("group_metrics/disparity", run=GROUP_RUN, tag=GROUP_TAG, grouping="gender")
    )
    # Heads in plain words; each tooltip names the export's column (its code name) and defines it.
    heads = fp.frame.locator("fairness-disparity-table thead th[data-col] button").evaluate_all(
        "bs => bs.map(b => [b.closest('th').dataset.col,"
        " b.querySelector('.name').textContent.trim(), b.title])"
    )
    assert [col for col, _, _ in heads] == [
        "class",
        "n_a",
        "n_b",
        "value_a",
        "value_b",
        "gap",
        "bound",
        "p_value",
    ]
    for col, name, title in heads:
        assert "_" not in name, (col, name)
        assert title.startswith(f"{name} ({col}): " if name != col else f"{col}: "), (col, title)
    assert [name for col, name, _ in heads if col.startswith("n_")] == ["examples", "examples"]
    group_titles = fp.frame.locator("fairness-rate-table thead th[data-group]").evaluate_all(
        "ths => ths.map(t => t.title)"
    )
    for group, title in zip(report["groups"], group_titles):
        assert title.startswith(f"{group} (group): the recall of this group"), title
    # The controls read plain labels; the tooltip gives the option's code name and bounds.
    label = fp.frame.locator("fairness-app label.field:has([name=min_count]) .name")
    assert label.text_content() == "Min count"
    assert label.get_attribute("title").startswith("min_count (--min-count): "), (
        label.get_attribute("title")
    )
    fdr = fp.frame.locator("fairness-app label.field:has([name=fdr]) .name")
    assert fdr.text_content() == "FDR" and "fdr (--fdr)" in fdr.get_attribute("title")
    fp.screenshot(artifacts, "groups_default")


def test_intersection_with_insufficient_cells(fp, artifacts):
    fp.control("grouping").select_option(INTERSECTION)
    wait_until(lambda: fp.hash_params().get("fairness_grouping") == INTERSECTION, 10, "grouping")
    assert "gender × skin" in fp.control("grouping").evaluate("s => s.selectedOptions[0].text")
    report = fp.route("group_metrics", run=GROUP_RUN, tag=GROUP_TAG, grouping=INTERSECTION)
    assert len(report["groups"]) == 4
    wait_cells(fp, report)
    cells = fp.rate_cells()
    insufficient = [(key, c) for key, c in cells.items() if c[0] == "insufficient"]
    assert insufficient and all(key[0] == SMALL_CLASS for key, _ in insufficient)
    for _key, (_s, value, _lo, _hi, n, text) in insufficient:
        assert value is None and text == f"n={n} < 50" and n < 50
        assert "%" not in text
    # The planted gap tops best vs worst.
    disparity = fp.route(
        "group_metrics/disparity", run=GROUP_RUN, tag=GROUP_TAG, grouping=INTERSECTION
    )
    assert disparity["columns"]["class"][0] == GAP_CLASS
    wait_disparity(fp, disparity)
    # The chart shows the top-ranked class, one bar per sufficient group.
    chart = fp.frame.locator("fairness-group-bars")
    wait_until(lambda: GAP_CLASS in chart.locator("h3").text_content(), 10, "chart of nurse")
    assert chart.locator(".chart").get_attribute("data-bars") == "4"
    fp.frame.locator(f'fairness-disparity-table tr[data-class="{SMALL_CLASS}"]').click()
    wait_until(lambda: SMALL_CLASS in chart.locator("h3").text_content(), 10, "chart of dancer")
    assert chart.locator(".chart").get_attribute("data-bars") == "2"
    assert "< 50" in chart.locator(".note").first.text_content()
    fp.screenshot(artifacts, "groups_intersection")


def test_pair_ranks_like_the_route_and_sorts(fp, artifacts):
    fp.control("grouping").select_option("skin")
    report = fp.route("group_metrics", run=GROUP_RUN, tag=GROUP_TAG, grouping="skin")
    wait_cells(fp, report)
    fp.control("a").select_option("skin=lighter")
    fp.control("b").select_option("skin=darker")
    wait_until(lambda: fp.hash_params().get("fairness_b") == "skin=darker", 10, "pair in hash")
    disparity = fp.route(
        "group_metrics/disparity", run=GROUP_RUN, tag=GROUP_TAG, a="skin=lighter", b="skin=darker"
    )
    wait_disparity(fp, disparity)
    assert disparity["columns"]["class"][0] == GAP_CLASS
    # Sorting by value_b ascending; undefined last.
    fp.header("value_b").click()  # descending
    fp.header("value_b").click()  # ascending
    c = disparity["columns"]
    rows = range(disparity["rows"])
    defined = sorted(
        (i for i in rows if c["value_b"][i] is not None), key=lambda i: (c["value_b"][i], i)
    )
    want = [c["class"][i] for i in defined] + [
        c["class"][i] for i in rows if c["value_b"][i] is None
    ]
    wait_until(lambda: [r[0] for r in fp.disparity_rows()] == want, 10, "sorted by value_b")
    fp.screenshot(artifacts, "groups_pair_sorted")


def test_csvs_are_the_export(fp, artifacts, tmp_path, group_logdir):
    """Both CSVs are the `table` route's tables for the options shown (the disparity table
    in the server's order), byte for byte the export's."""
    fp.control("grouping").select_option(INTERSECTION)
    report = fp.route("group_metrics", run=GROUP_RUN, tag=GROUP_TAG, grouping=INTERSECTION)
    wait_cells(fp, report)
    wait_disparity(
        fp, fp.route("group_metrics/disparity", run=GROUP_RUN, tag=GROUP_TAG, grouping=INTERSECTION)
    )
    fp.header("class").click()  # the download keeps the server's order
    title = fp.control("download").get_attribute("title")
    cells = len(report["classes"]) * len(report["groups"])
    assert title.startswith(f"All {cells} rows as CSV") and "cells" in title, title
    table, _ = fp.check_table_download(
        "download",
        tmp_path,
        group_logdir,
        artifacts,
        run=GROUP_RUN,
        tag=GROUP_TAG,
        step=report["step"],
        table="cells",
        metric="recall",
        grouping=INTERSECTION,
    )
    assert table[0] == RATE_COLUMNS and len(table) == cells + 1
    # Insufficient cells are empty, not numbers.
    assert any(r[0] == SMALL_CLASS and r[3] == r[4] == r[5] == "" for r in table[1:])
    disparity, _ = fp.check_table_download(
        "download-disparity",
        tmp_path,
        group_logdir,
        artifacts,
        table="disparity",
        grouping=INTERSECTION,
        a=None,
        b=None,
    )
    assert disparity[0] == RATE_DISPARITY_COLUMNS
    fp.header("gap").click()  # back to the server's order

    fp.control("a").select_option("gender=f & skin=lighter")
    fp.control("b").select_option("gender=m & skin=darker")
    pair = dict(a="gender=f & skin=lighter", b="gender=m & skin=darker")
    route = fp.route("group_metrics/disparity", run=GROUP_RUN, tag=GROUP_TAG, **pair)
    wait_disparity(fp, route)
    disparity, _ = fp.check_table_download(
        "download-disparity",
        tmp_path,
        group_logdir,
        artifacts,
        table="disparity",
        grouping=None,
        **pair,
    )
    assert disparity[0] == RATE_DISPARITY_COLUMNS
    assert [r[0] for r in disparity[1:]] == route["columns"]["class"]


def test_url_state_survives_reload(fp, artifacts):
    fp.control("metric").select_option("tnr")
    fp.control("grouping").select_option("skin")
    fp.control("min_count").fill("30")
    report = fp.route(
        "group_metrics", run=GROUP_RUN, tag=GROUP_TAG, metric="tnr", grouping="skin", min_count=30
    )
    wait_cells(fp, report)
    fp.control("a").select_option("skin=darker")
    fp.control("b").select_option("skin=lighter")
    disparity = fp.route(
        "group_metrics/disparity",
        run=GROUP_RUN,
        tag=GROUP_TAG,
        metric="tnr",
        a="skin=darker",
        b="skin=lighter",
        min_count=30,
    )
    wait_disparity(fp, disparity)
    fp.header("class").click()  # ascending
    fp.frame.locator(f'fairness-disparity-table tr[data-class="{SMALL_CLASS}"]').click()
    want = {
        "fairness_run": GROUP_RUN,
        "fairness_tag": GROUP_TAG,
        "fairness_metric": "tnr",
        "fairness_grouping": "skin",
        "fairness_min_count": "30",
        "fairness_a": "skin=darker",
        "fairness_b": "skin=lighter",
        "fairness_class": SMALL_CLASS,
        "fairness_sort": "class",
        "fairness_dir": "asc",
        "fairness_drill": SMALL_CLASS,  # the click opened its history too
    }
    wait_until(lambda: fp.hash_params() == want, 10, f"hash {want}")
    rows = [r[0] for r in fp.disparity_rows()]
    assert rows == sorted(rows)
    fp.reload()
    wait_cells(fp, report)
    wait_until(lambda: [r[0] for r in fp.disparity_rows()] == rows, 10, "rows after reload")
    assert fp.control("metric").input_value() == "tnr"
    assert fp.control("grouping").input_value() == "skin"
    assert fp.control("min_count").input_value() == "30"
    assert fp.control("a").input_value() == "skin=darker"
    assert fp.control("b").input_value() == "skin=lighter"
    assert SMALL_CLASS in fp.frame.locator("fairness-group-bars h3").text_content()
    assert (
        fp.frame.locator(f'fairness-rate-table tr[data-class="{SMALL_CLASS}"]').get_attribute(
            "aria-selected"
        )
        == "true"
    )
    assert fp.hash_params() == want
    fp.screenshot(artifacts, "groups_after_reload")


def count_images_deep(fp) -> int:
    return fp.frame_object.evaluate("""() => {
        let n = 0;
        const walk = (root) => {
            n += root.querySelectorAll('img').length;
            for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
        return n;
    }""")


def test_hostile_class_name_is_text(fp, artifacts):
    cell = fp.frame.locator("fairness-rate-table tbody td[data-col=class]").filter(has_text="<img")
    assert cell.text_content() == HOSTILE
    fp.frame.locator("fairness-disparity-table tbody td[data-col=class]").filter(
        has_text="<img"
    ).click()
    wait_until(lambda: fp.hash_params().get("fairness_class") == HOSTILE, 10, "hostile class")
    assert fp.frame.locator("fairness-group-bars h3 .cls").text_content() == HOSTILE
    assert count_images_deep(fp) == 0
    fp.reload()
    assert fp.frame.locator("fairness-group-bars h3 .cls").text_content() == HOSTILE
    assert count_images_deep(fp) == 0


# --------------------------------------------------------------------------------------
# The detection_recall view


def test_detection_view_shows_mar_and_the_ar_chart(
    group_tensorboard, open_page, artifacts, tmp_path, group_logdir
):
    fp = open_page(group_tensorboard, page_class=GroupsPage)
    fp.open(start(DET_TAG))
    fp.frame.locator("fairness-detection-view").wait_for()
    report = fp.route("detection_recall", run=GROUP_RUN, tag=DET_TAG)
    wait_cells(fp, report, value="mar", lower="mar_lower", upper="mar_upper")
    assert fp.control("metric").count() == 0
    # The macro row is the route's mean mAR with its interval.
    texts = fp.frame.locator("fairness-rate-table tfoot td[data-group]").all_text_contents()
    assert len(texts) == len(report["macro"])
    for m, text in zip(report["macro"], texts):
        if m["value"] is None:
            assert "—" in text
            continue
        v, lo, hi = (m[x] * 100 for x in ("value", "lower", "upper"))
        assert " ".join(text.split()).startswith(f"{v:.1f}% [{lo:.1f}, {hi:.1f}]"), text
    # By default each class's best minus its worst group, as for per-class recall.
    assert fp.control("a").input_value() == "" and fp.control("b").input_value() == ""
    grouping = " & ".join(report["grouping"])
    disparity = fp.route(
        "detection_recall/disparity", run=GROUP_RUN, tag=DET_TAG, grouping=grouping
    )
    assert disparity["a"] is None and disparity["columns"]["group_a"][0] is not None
    wait_disparity(fp, disparity)
    top = disparity["columns"]["class"][0]
    chart = fp.frame.locator("fairness-ar-chart")
    wait_until(lambda: top in chart.locator("h3").text_content(), 10, "AR chart")
    assert chart.locator(".chart").get_attribute("data-groups") == str(len(report["groups"]))
    assert chart.locator("svg").count() >= 1
    n_dots = chart.locator("svg circle").count()
    assert n_dots == len(report["groups"]) * len(report["thresholds"])
    table, _ = fp.check_table_download(
        "download", tmp_path, group_logdir, artifacts, table="cells", metric=None
    )
    assert table[0] == RATE_COLUMNS  # mAR's tests say their power too
    disp, _ = fp.check_table_download(
        "download-disparity",
        tmp_path,
        group_logdir,
        artifacts,
        table="disparity",
        a=None,
        b=None,
        metric=None,
    )
    assert disp[0] == DISPARITY_COLUMNS
    assert [r[0] for r in disp[1:]] == disparity["columns"]["class"]
    assert count_images_deep(fp) == 0
    fp.screenshot(artifacts, "groups_detection")
    # A chosen pair, then switched around.
    a, b = report["groups"][:2]
    fp.control("a").select_option(a)
    fp.control("b").select_option(b)
    wait_disparity(fp, fp.route("detection_recall/disparity", run=GROUP_RUN, tag=DET_TAG, a=a, b=b))
    fp.control("a").select_option(b)
    wait_until(lambda: fp.control("b").input_value() == a, 10, "b follows")
    wait_disparity(fp, fp.route("detection_recall/disparity", run=GROUP_RUN, tag=DET_TAG, a=b, b=a))


# --------------------------------------------------------------------------------------
# p-values and Benjamini-Hochberg marks of the disparity table


def live_hash(fp) -> dict:
    """The top page's hash parameters as the page has them now (`page.url` can lag behind
    a `history.replaceState` made from the plugin's iframe)."""
    fragment = fp.page.evaluate("() => location.hash").lstrip("#")
    out = {}
    for part in fragment.split("&")[1:]:
        key, _, value = part.partition("=")
        out[urllib.parse.unquote(key)] = urllib.parse.unquote(value)
    return out


def shown_marks(fp):
    """[(class, p-value or None, p text, p title, has ★)] of the disparity table, in display order."""
    return [
        tuple(r)
        for r in fp.frame.locator("fairness-disparity-table tbody tr[data-class]").evaluate_all(
            "rows => rows.map(r => { const p = r.querySelector('[data-col=p_value]');"
            " return [r.dataset.class, p.dataset.value ? Number(p.dataset.value) : null,"
            " p.textContent.trim(), p.title, r.querySelector('[data-col=significant] .sig') !== null]; })"
        )
    ]


def check_marks(fp, route, pair=False):
    """The table's p-values and ★ are the route's; insufficient rows say why instead."""
    c = route["columns"]
    want = [
        (cls, p if state is None else None, bool(sig) and state is None)
        for cls, p, sig, state in zip(
            c["class"], c["p_value"], c["significant"], route["states"]["gap"]
        )
    ]
    wait_until(
        lambda: [(cls, p, star) for cls, p, _, _, star in shown_marks(fp)] == want,
        10,
        "the disparity table's p-values and marks to equal the route",
    )
    shown = shown_marks(fp)
    assert sum(star for *_, star in shown) == route["significant"]
    for (cls, _p, text, title, _), state in zip(shown, route["states"]["gap"]):
        if state is not None:
            assert text == "\u2014" and title.startswith(state), (cls, text, title)
            assert route["reasons"][state] in title
    legend = fp.frame.locator(f"{VIEW} .legend")
    assert int(legend.get_attribute("data-significant")) == route["significant"]
    tested = sum(p is not None and s is None for p, s in zip(c["p_value"], route["states"]["gap"]))
    tail = (
        "each row tests whether the two groups share one rate"
        if pair
        else "best-minus-worst rows test whether all groups share one rate"
    )
    assert f"of {tested} classes with a p-value); {tail}" in legend.text_content()


def test_disparity_marks_equal_the_route_and_follow_fdr(fp, artifacts):
    fp.control("grouping").select_option(INTERSECTION)
    route = fp.route("group_metrics/disparity", run=GROUP_RUN, tag=GROUP_TAG, grouping=INTERSECTION)
    assert route["fdr"] == 0.05 and route["significant"] >= 1  # the planted nurse gap
    wait_disparity(fp, route)
    fp.wait_ready()
    check_marks(fp, route)
    fp.screenshot(artifacts, "groups_disparity_marks")

    q = 0.5
    fp.control("fdr").fill(str(q))
    wait_until(lambda: live_hash(fp).get("fairness_fdr") == str(q), 10, "fdr in the hash")
    loose = fp.route(
        "group_metrics/disparity", run=GROUP_RUN, tag=GROUP_TAG, grouping=INTERSECTION, fdr=q
    )
    assert loose["fdr"] == q
    wait_until(
        lambda: fp.frame.locator(f"{VIEW} .legend").get_attribute("data-q") == str(q),
        10,
        "the response of fdr",
    )
    fp.wait_ready()
    check_marks(fp, loose)
    # Sorting by p: the smallest first, the rows without one last.
    fp.header("p_value").click()
    wait_until(lambda: live_hash(fp).get("fairness_sort") == "p_value", 10, "sort by p")
    ps = [p for _, p, *_ in shown_marks(fp)]
    defined = [p for p in ps if p is not None]
    assert defined == sorted(defined) and ps[: len(defined)] == defined
    fp.screenshot(artifacts, "groups_disparity_marks_q")

    fp.header("gap").click()  # back to the route's order
    wait_until(lambda: "fairness_sort" not in live_hash(fp), 10, "the default sort")

    # A pair with an insufficient side: its row keeps its reason, p "—", no mark.
    groups = fp.route("group_metrics", run=GROUP_RUN, tag=GROUP_TAG, grouping=INTERSECTION)
    k = groups["classes"].index(SMALL_CLASS)
    small = [g for g, s in zip(groups["groups"], groups["state"][k]) if s == "insufficient"][0]
    other = [g for g in groups["groups"] if g != small][0]
    fp.control("a").select_option(other)
    fp.control("b").select_option(small)
    wait_until(lambda: live_hash(fp).get("fairness_b") == small, 10, "the pair in the hash")
    paired = fp.route(
        "group_metrics/disparity", run=GROUP_RUN, tag=GROUP_TAG, a=other, b=small, fdr=q
    )
    assert "insufficient" in paired["states"]["gap"]
    wait_disparity(fp, paired)
    fp.wait_ready()
    check_marks(fp, paired, pair=True)
    fp.screenshot(artifacts, "groups_disparity_marks_pair")
    fp.control("fdr").fill("0.05")
    wait_until(lambda: "fairness_fdr" not in live_hash(fp), 10, "the default fdr left out")


# --------------------------------------------------------------------------------------
# p-values and marks of the class x group table: each group against the rest of its class


def shown_cell_marks(fp):
    """{(class, group): (p or None, has ★, p text, p title)} of the class x group table."""
    cells = fp.frame.locator("fairness-rate-table tbody td[data-group]").evaluate_all(
        "cells => cells.map(c => { const p = c.querySelector('.p');"
        " return [c.closest('tr').dataset.class, c.dataset.group,"
        " c.dataset.p ? Number(c.dataset.p) : null, c.querySelector('.sig') !== null,"
        " p ? p.textContent.trim() : '', p ? p.title : '']; })"
    )
    return {(k, g): (p, star, text, title) for k, g, p, star, text, title in cells}


def expected_cell_marks(route):
    return {
        (cls, g): (
            route["p_value"][k][j] if route["state"][k][j] is None else None,
            bool(route["significant"][k][j]) and route["state"][k][j] is None,
        )
        for k, cls in enumerate(route["classes"])
        for j, g in enumerate(route["groups"])
    }


def check_cell_marks(fp, route):
    """The table's p-values and ★ are the route's; sufficient cells without one say why."""
    want = expected_cell_marks(route)
    wait_until(
        lambda: {key: v[:2] for key, v in shown_cell_marks(fp).items()} == want,
        10,
        "the class x group table's p-values and marks to equal the route",
    )
    shown = shown_cell_marks(fp)
    assert sum(star for _, star, _, _ in shown.values()) == route["significant_cells"]
    for (cls, g), (p, _star, text, title) in shown.items():
        k, j = route["classes"].index(cls), route["groups"].index(g)
        if route["state"][k][j] is None and p is None:
            assert text == "p \u2014" and title.startswith("No p-value"), (cls, g, text, title)
        elif p is not None:
            # "p=0.03", or "p<1e−6" for the smallest
            assert text.startswith(("p=", "p<")) and title.startswith("p = "), (cls, g, text)
    legend = fp.frame.locator(f"{VIEW} .rate-legend")
    assert int(legend.get_attribute("data-significant")) == route["significant_cells"]
    assert float(legend.get_attribute("data-q")) == route["fdr"]
    tested = sum(p is not None for p, _ in want.values())
    q_text = f"{route['fdr']:g}"
    assert (
        legend.text_content()
        .strip()
        .startswith(
            f"\u2605 significant after Benjamini\u2013Hochberg at FDR q = {q_text} "
            f"({route['significant_cells']} of {tested} cells with a p-value)"
        )
    )


def test_rate_table_marks_equal_the_route_follow_fdr_and_reload(fp, artifacts):
    fp.control("grouping").select_option("skin")
    route = fp.route("group_metrics", run=GROUP_RUN, tag=GROUP_TAG, grouping="skin")
    wait_cells(fp, route)
    fp.wait_ready()
    assert route["fdr"] == 0.05 and route["significant_cells"] >= 1  # the planted nurse gap
    check_cell_marks(fp, route)
    fp.screenshot(artifacts, "groups_rate_marks")

    q = 0.001
    strict = fp.route("group_metrics", run=GROUP_RUN, tag=GROUP_TAG, grouping="skin", fdr=q)
    assert 0 < strict["significant_cells"] < route["significant_cells"]  # the marks change
    fp.control("fdr").fill(str(q))
    wait_until(lambda: live_hash(fp).get("fairness_fdr") == str(q), 10, "fdr in the hash")
    wait_until(
        lambda: fp.frame.locator(f"{VIEW} .rate-legend").get_attribute("data-q") == str(q),
        10,
        "the response of fdr",
    )
    fp.wait_ready()
    check_cell_marks(fp, strict)
    fp.reload()
    wait_cells(fp, strict)
    fp.wait_ready()
    check_cell_marks(fp, strict)
    assert fp.control("fdr").input_value() == str(q)
    assert live_hash(fp).get("fairness_fdr") == str(q)
    fp.screenshot(artifacts, "groups_rate_marks_q")


def test_detection_rate_table_marks_equal_the_route(group_tensorboard, open_page):
    fp = open_page(group_tensorboard, page_class=GroupsPage)
    # An old link's `q` (before the FDR was `fdr` everywhere) is still read, and rewritten.
    fp.open(start(DET_TAG) + "&fairness_q=0.01")
    fp.frame.locator("fairness-detection-view").wait_for()
    wait_until(
        lambda: live_hash(fp).get("fairness_fdr") == "0.01" and "fairness_q" not in live_hash(fp),
        10,
        "the FDR in the hash as fdr",
    )
    route = fp.route("detection_recall", run=GROUP_RUN, tag=DET_TAG, fdr=0.01)
    wait_cells(fp, route, value="mar", lower="mar_lower", upper="mar_upper")
    fp.wait_ready()
    check_cell_marks(fp, route)
    assert "mAR (Wald)" in fp.frame.locator(f"{VIEW} .rate-legend").text_content()


# --------------------------------------------------------------------------------------
# Many groups: the chart's labels never overlap


@pytest.fixture(scope="module")
def many_tensorboard(tmp_path_factory):
    """A tensorboard over a group_metrics report of 30 intersectional groups."""
    path = tmp_path_factory.mktemp("many_groups_logdir")
    write_many_groups_logdir(str(path))
    with tensorboard(str(path), True, ready=many_groups_loaded) as base:
        yield base


def intersecting(a, b) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


@pytest.mark.parametrize("width", [1000, 1600])
def test_thirty_group_labels_never_overlap(many_tensorboard, open_page, artifacts, width):
    fp = open_page(many_tensorboard, width=width, height=800, page_class=GroupsPage)
    fp.open(
        f"#fairness&fairness_run={MANY_RUN}&fairness_tag={urllib.parse.quote(MANY_TAG, safe='')}"
    )
    report = fp.route("group_metrics", run=MANY_RUN, tag=MANY_TAG)
    groups = report["groups"]
    assert len(groups) == 30 and "skin_tone=3 & gender=female" in groups
    chart = fp.frame.locator("fairness-group-bars")
    ticks = chart.locator('svg g[aria-label="x-axis tick label"] text')
    wait_until(lambda: ticks.count() == len(groups), 10, "a tick label per group")
    # Every label's box (as drawn, turned or not) is apart from every other one's.
    boxes = ticks.evaluate_all(
        "ts => ts.map(t => { const r = t.getBoundingClientRect();"
        " return [r.left, r.top, r.right, r.bottom]; })"
    )
    assert all(b[2] > b[0] and b[3] > b[1] for b in boxes)
    overlaps = [
        (groups[i], groups[j])
        for i in range(len(boxes))
        for j in range(i + 1, len(boxes))
        if intersecting(boxes[i], boxes[j])
    ]
    assert overlaps == []
    # Each label carries its group's full name as a tooltip, in the groups' order; what it
    # shows is that name's values (the keys are the axis title) or a cut of it.
    titles = ticks.evaluate_all("ts => ts.map(t => t.querySelector('title').textContent)")
    assert titles == groups
    shown = ticks.evaluate_all(
        "ts => ts.map(t => [...t.childNodes].filter(n => n.nodeType === 3)"
        ".map(n => n.textContent).join(''))"
    )
    for name, text in zip(groups, shown):
        values = " & ".join(part.split("=", 1)[1] for part in name.split(" & "))
        assert text == values or (text.endswith("…") and values.startswith(text[:-1])), text
    assert "skin_tone & gender" in chart.locator("svg").first.text_content()
    # The labels lie inside the chart's box or its horizontal scroll area, not below it.
    svg_box = chart.locator("svg").first.evaluate(
        "s => { const r = s.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; }"
    )
    assert all(svg_box[1] <= b[1] and b[3] <= svg_box[3] + 0.5 for b in boxes)
    fp.screenshot(artifacts, f"groups_thirty_labels_{width}")
