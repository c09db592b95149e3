"""Compare's and Trends' option bars filled from the report (the `values` route), in a real
TensorBoard driven in Debian's chromium, over group_metrics reports of two runs (one with a
long name) at two steps:
- grouping and groups are dropdowns holding the report's values (the groups narrowed to the
  grouping in use); picking one goes into the URL (`fairness_cmp_o_*`, `fairness_trend_o_*`),
  into the request, and changes the numbers shown, which are the route's;
- each bar shows only the options that change what its mode shows: FDR (compare's verdicts)
  in Compare, not in Trends, nor the groups A and B (no headline reads them);
- Compare's heads of report B name its run and step in full (title, and a second line that
  wraps).
Screenshots at 1600x1000 and 1000x700, light and dark, go to /tmp/controls_shots/ (not
committed).
"""

from __future__ import annotations

import os
import pathlib
import urllib.parse

import pytest
from browser_support import FairnessPage, get_json, tensorboard, wait_until
from report_data import GROUP_TAG, GROUPINGS, SKIN_BUCKETS, group_examples
from test_compare_browser import ComparePage
from test_trend_browser import TrendPage

pytestmark = pytest.mark.browser

SHOTS = pathlib.Path("/tmp/controls_shots")
SHORT_RUN = "facet"
# Sorts first: the default B of a comparison whose A is the other run.
LONG_RUN = "a_very_long_run_name_of_a_sweep_lr0.0003_wd0.01_seed7"
RUNS = (LONG_RUN, SHORT_RUN)
STEPS = (0, 1)
GROUPINGS_TEXT = ["gender", "skin", "gender & skin"]


def _loaded(runs: dict) -> bool:
    return all(runs.get(r, {}).get(GROUP_TAG, {}).get("max_step") == STEPS[-1] for r in RUNS)


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    import tb_fairness

    root = str(tmp_path_factory.mktemp("controls_logdir"))
    for r, run in enumerate(RUNS):
        with tb_fairness.FileWriter(os.path.join(root, run)) as writer:
            for step in STEPS:
                classes, preds, attributes = group_examples(seed=10 * r + step, per_class=200)
                writer.group_metrics(
                    GROUP_TAG,
                    step,
                    classes,
                    preds,
                    attributes,
                    groupings=GROUPINGS,
                    buckets=SKIN_BUCKETS,
                    wall_time=1_700_000_000.0 + step,
                )
    with tensorboard(root, True, ready=_loaded) as url:
        yield url


def route(page: FairnessPage, name: str, **params) -> dict:
    query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
    return get_json(f"{page.base}/data/plugin/fairness/{name}?{query}")


def select_values(page: FairnessPage, mode: str, name: str) -> list:
    """The values of the entries of the bar's dropdown of option `name` (the first, '':
    the inherited value)."""
    box = page.frame.locator(f"{mode} fairness-mode-options select[name=opt-{name}]")
    return box.locator("option").evaluate_all("os => os.map(o => o.value)")


def wait_select(page: FairnessPage, mode: str, name: str, want: list):
    wait_until(
        lambda: (
            select_values(page, mode, name) == ["", *want]
            if page.frame.locator(f"{mode} fairness-mode-options select[name=opt-{name}]").count()
            else False
        ),
        15,
        f"{mode}'s {name} dropdown holding {want}",
    )


def bar_names(page: FairnessPage, mode: str) -> list:
    return page.frame.locator(f"{mode} fairness-mode-options [name^=opt-]").evaluate_all(
        "cs => cs.map(c => c.name.slice(4))"
    )


def recorder(page: FairnessPage, path: str) -> list:
    urls: list = []
    page.page.on(
        "request", lambda r: f"/data/plugin/fairness/{path}?" in r.url and urls.append(r.url)
    )
    return urls


def asked(urls: list, **want) -> bool:
    for u in urls:
        q = urllib.parse.parse_qs(urllib.parse.urlsplit(u).query)
        if all(q.get(k) == [v] for k, v in want.items()):
            return True
    return False


def open_mode(open_page, base, mode, page_class, width=1600, height=1000):
    page = open_page(base, width=width, height=height, page_class=page_class)
    page.open(
        f"#fairness&fairness_run={SHORT_RUN}&fairness_tag="
        + urllib.parse.quote(GROUP_TAG, safe="")
        + f"&fairness_mode={mode}"
    )
    return page


def rendered(cp: ComparePage) -> list:
    """[(row, key, bias_a, bias_b, change)] of the rows in the DOM (the signed values are
    left out when they repeat the bias, as a disparity's do)."""
    return cp.frame.locator(ComparePage.ROWS).evaluate_all(
        """rows => rows.map(r => {
            const v = (c) => { const e = r.querySelector(`[data-col=${c}]`);
                               return e && e.dataset.v !== undefined ? Number(e.dataset.v) : null; };
            return [Number(r.dataset.row), r.querySelector('[data-col=key] .k').textContent,
                    v('bias_a'), v('bias_b'), v('change')];
        })"""
    )


def check_rows(cp: ComparePage, diff: dict):
    """The rendered rows are the diff's: key, the bias in A and in B, the change."""
    c = diff["columns"]

    def same():
        rows = rendered(cp)
        return rows and all(
            key == c["key"][i] and (a, b, d) == (c["bias_a"][i], c["bias_b"][i], c["change"][i])
            for i, key, a, b, d in rows
        )

    wait_until(same, 15, "the rows of the diff on screen")


def test_compare_controls_from_the_report(base, open_page):
    cp = open_mode(open_page, base, "compare", ComparePage)
    cp.wait_sides(SHORT_RUN, LONG_RUN)
    diffs = recorder(cp, "diff")
    mode = "fairness-compare"
    # Dropdowns of the report's (side A's) values; groups of the grouping in use (the first).
    wait_select(cp, mode, "grouping", GROUPINGS_TEXT)
    wait_select(cp, mode, "a", ["gender=f", "gender=m"])
    wait_select(cp, mode, "b", ["gender=f", "gender=m"])
    listed = route(cp, "values", run=SHORT_RUN, tag=GROUP_TAG, step=STEPS[-1])["values"]
    assert listed["grouping"] == GROUPINGS_TEXT
    # What Compare shows: its rows (groups, FDR) and its headline cards; not the view's table or order.
    assert bar_names(cp, mode) == ["metric", "grouping", "a", "b", "min_count", "level", "fdr"]
    assert cp.frame.locator(f"{mode} fairness-mode-options input[name=opt-fdr]").count() == 1
    before = route(cp, "diff", tag=GROUP_TAG, run=SHORT_RUN, vs_run=LONG_RUN)
    check_rows(cp, before)

    # Another grouping: in the URL, in the request, its groups offered, its numbers shown.
    cp.frame.locator(f"{mode} fairness-mode-options select[name=opt-grouping]").select_option(
        "skin"
    )
    wait_until(
        lambda: cp.hash_params().get("fairness_cmp_o_grouping") == "skin", 10, "the URL's grouping"
    )
    wait_until(lambda: asked(diffs, grouping="skin"), 10, "a diff request with grouping=skin")
    wait_select(cp, mode, "a", ["skin=lighter", "skin=darker"])
    cp.wait_sides(SHORT_RUN, LONG_RUN)
    skin = route(cp, "diff", tag=GROUP_TAG, run=SHORT_RUN, vs_run=LONG_RUN, grouping="skin")
    assert skin["columns"]["bias_a"] != before["columns"]["bias_a"]
    check_rows(cp, skin)

    # A pair of its groups: both in the URL and the request, the pair's numbers shown.
    for name, group in (("a", "skin=lighter"), ("b", "skin=darker")):
        cp.frame.locator(f"{mode} fairness-mode-options select[name=opt-{name}]").select_option(
            group
        )
        wait_until(
            lambda n=name, g=group: cp.hash_params().get(f"fairness_cmp_o_{n}") == g,
            10,
            f"the URL's {name}",
        )
    wait_until(
        lambda: asked(diffs, grouping="skin", a="skin=lighter", b="skin=darker"),
        10,
        "a diff request of the pair",
    )
    cp.wait_sides(SHORT_RUN, LONG_RUN)
    pair = route(
        cp,
        "diff",
        tag=GROUP_TAG,
        run=SHORT_RUN,
        vs_run=LONG_RUN,
        grouping="skin",
        a="skin=lighter",
        b="skin=darker",
    )
    check_rows(cp, pair)
    # Back to another grouping: its own groups go (they were the other grouping's).
    cp.frame.locator(f"{mode} fairness-mode-options select[name=opt-grouping]").select_option(
        "gender"
    )
    wait_until(
        lambda: (
            "fairness_cmp_o_a" not in cp.hash_params()
            and cp.hash_params().get("fairness_cmp_o_grouping") == "gender"
        ),
        10,
        "the pair dropped with the grouping",
    )

    # B's heads name its run and step in full: in the title, and on screen (wrapped, not cut).
    # (bias_b: always shown; value_b is left out while it repeats the bias.)
    head = cp.frame.locator('fairness-compare-table .head [data-col="bias_b"]')
    assert LONG_RUN in head.get_attribute("title")
    sub = head.locator(".sub")
    assert sub.text_content() == f"{LONG_RUN} @ {STEPS[-1]}"
    assert sub.evaluate("e => e.scrollHeight <= e.clientHeight + 1"), "the run name is cut"


def test_trend_controls_from_the_report(base, open_page):
    tp = open_mode(open_page, base, "trend", TrendPage)
    trends = recorder(tp, "trend")
    mode = "fairness-trend"
    wait_select(tp, mode, "grouping", GROUPINGS_TEXT)
    # Only what moves the headline numbers: no groups A and B, no FDR.
    assert bar_names(tp, mode) == ["metric", "grouping", "min_count", "level"]
    assert tp.frame.locator(f"{mode} fairness-mode-options [name=opt-fdr]").count() == 0
    name = "largest_disparity"
    first = route(tp, "trend", tag=GROUP_TAG)
    wait_until(lambda: len(tp.dots(name)) == len(RUNS) * len(STEPS), 15, "the points drawn")

    tp.frame.locator(f"{mode} fairness-mode-options select[name=opt-grouping]").select_option(
        "gender & skin"
    )
    wait_until(
        lambda: tp.hash_params().get("fairness_trend_o_grouping") == "gender & skin",
        10,
        "the URL's grouping",
    )
    wait_until(lambda: asked(trends, grouping="gender & skin"), 10, "a trend request")
    got = route(tp, "trend", tag=GROUP_TAG, grouping="gender & skin")
    want = {(s["run"], p["step"]): p["values"][name] for s in got["series"] for p in s["points"]}
    old = {(s["run"], p["step"]): p["values"][name] for s in first["series"] for p in s["points"]}
    assert want != old
    wait_until(lambda: tp.dots(name) == want, 15, "the points of the intersections")


def _shots_dir() -> pathlib.Path:
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [(1600, 1000), (1000, 700)])
def test_screenshots(base, browser, scheme, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    try:
        for mode, page_class in (("compare", ComparePage), ("trend", TrendPage)):
            page = page_class(context.new_page(), base)
            page.open(
                f"#fairness&fairness_run={SHORT_RUN}&fairness_tag="
                + urllib.parse.quote(GROUP_TAG, safe="")
                + f"&fairness_mode={mode}&fairness_{'cmp' if mode == 'compare' else 'trend'}"
                + "_o_grouping=skin"
            )
            page.frame.locator(f"fairness-app[data-theme={scheme}]").wait_for()
            wait_select(page, f"fairness-{mode}", "grouping", GROUPINGS_TEXT)
            if mode == "compare":
                page.wait_sides(SHORT_RUN, LONG_RUN)
                wait_select(page, "fairness-compare", "a", ["skin=lighter", "skin=darker"])
            name = f"{mode}_{width}x{height}_{scheme}.png"
            page.page.screenshot(path=str(_shots_dir() / name))
            assert page.console_errors == [] and page.dialogs == []
            page.page.close()
    finally:
        context.close()
