"""The Fairness tab as a TensorBoard tab (frontend/src/tensorboard_host.ts), in a real
TensorBoard driven in Debian's chromium:

- its theme follows TensorBoard's dark-mode toggle live (the `dark-mode` class TensorBoard
  puts on the top page's <body>), and the browser's preference when opened on its own;
- a run or a step written into the logdir while the page is open appears after
  TensorBoard's reload button, and within the tab's own polling interval without it; the
  selection is kept, and a user on the latest step moves to the new latest;
- a run's colour in the trend chart is the colour TensorBoard's Time Series gives it (read
  from the top page's runs table), in both themes and with a regex colour grouping.

Each test writes its own logdir (runs are added while the page is open).
"""

from __future__ import annotations

import os
import time
import urllib.parse

import pytest
from browser_support import IFRAME, get_json, tensorboard, wait_until
from report_data import IDENTITIES, predictions

pytestmark = pytest.mark.browser

TAG = "associations/val"
#: The tab's own polling interval (frontend/src/tensorboard_host.ts POLL_MS), seconds.
POLL_S = 15.0
N_EXAMPLES = 400
N_LABELS = 30

#: Rows of the trend view (its charts), for FairnessPage.wait_ready.
TREND_ROWS = "fairness-trend section.chart svg[data-name]"


def write_report(logdir: str, run: str, step: int, seed: int = 0) -> None:
    """One label-association report of `run` at `step` (a new events file in the run)."""
    import tb_fairness

    matrix, names = predictions(N_EXAMPLES, N_LABELS, seed + 100 * step)
    with tb_fairness.FileWriter(os.path.join(logdir, run)) as writer:
        writer.label_associations(TAG, step, matrix, label_names=names, identities=list(IDENTITIES))


def write_runs(logdir: str, runs, steps=(0, 1, 2)) -> None:
    """The runs one after the other (their start times, hence TensorBoard's run order, follow)."""
    for r, run in enumerate(runs):
        for step in steps:
            write_report(logdir, run, step, seed=r)


def listed(base: str) -> dict:
    """{run: latest step of TAG} as the plugin's `tags` route lists them."""
    runs = get_json(base + "/data/plugin/fairness/tags")["runs"]
    return {run: tags[TAG]["max_step"] for run, tags in runs.items() if TAG in tags}


def served(runs: dict):
    """A `ready` predicate for browser_support.tensorboard: every run at its latest step."""
    return lambda tags: all(
        tags.get(run, {}).get(TAG, {}).get("max_step") == step for run, step in runs.items()
    )


def hex_color(css: str) -> str:
    """`#rrggbb` of `rgb(r, g, b)` or `#rrggbb`."""
    css = css.strip().lower()
    if css.startswith("#"):
        return css
    r, g, b = (int(float(v)) for v in css[css.index("(") + 1 : css.index(")")].split(",")[:3])
    return f"#{r:02x}{g:02x}{b:02x}"


def set_tensorboard_theme(page, label: str) -> None:
    """Picks `label` (Browser default, Light, Dark) in TensorBoard's header theme menu."""
    page.locator("app-header-dark-mode-toggle button").click()
    page.locator("[role=menuitem]", has_text=label).click()


def tensorboard_swatches(page) -> dict:
    """{run: #rrggbb} of the runs table TensorBoard's Time Series shows (the top page)."""
    rows = page.locator("tb-data-table-content-row").evaluate_all(
        "rows => rows.map(r => { const s = r.querySelector('.run-color-swatch');"
        " return [r.querySelector('.table-column-run')?.textContent.trim(),"
        " s ? getComputedStyle(s).backgroundColor : null]; })"
    )
    return {run: hex_color(color) for run, color in rows if run and color}


def trend_colors(fp) -> dict:
    """{run: #rrggbb} of the trend chart's dots (every dot of a run in one colour) and of its legend."""
    dots = fp.frame.locator("fairness-trend svg g[aria-label=dot] circle[data-run]").evaluate_all(
        "cs => cs.map(c => [c.dataset.run, getComputedStyle(c).fill])"
    )
    out = {}
    for run, color in dots:
        out.setdefault(run, set()).add(hex_color(color))
    assert all(len(c) == 1 for c in out.values()), out
    colors = {run: c.pop() for run, c in out.items()}
    swatches = fp.frame.locator("fairness-trend .runs label").evaluate_all(
        "ls => ls.map(l => [l.querySelector('input').dataset.run, getComputedStyle(l.querySelector('.swatch')).backgroundColor])"
    )
    assert {run: hex_color(c) for run, c in swatches} == colors, "legend and chart differ"
    return colors


def background(locator) -> str:
    return hex_color(locator.evaluate("e => getComputedStyle(e).backgroundColor"))


# --------------------------------------------------------------------------------------
# Theme


@pytest.fixture(scope="module")
def host_tensorboard(tmp_path_factory):
    """Three runs written in the order zeta, alpha, mid: TensorBoard's run order (start
    time) is not the order of their names."""
    path = str(tmp_path_factory.mktemp("host_logdir"))
    runs = ("zeta", "alpha", "mid")
    write_runs(path, runs)
    with tensorboard(path, True, ready=served({run: 2 for run in runs})) as base:
        yield base


def test_dark_mode_follows_tensorboard_live(host_tensorboard, open_page, artifacts):
    fp = open_page(host_tensorboard)
    fp.open(f"#fairness&fairness_a={IDENTITIES[0]}")
    app = fp.app
    assert "dark-mode" not in (fp.page.locator("body").get_attribute("class") or "")
    assert app.get_attribute("data-theme") == "light"
    assert background(app) == "#ffffff"

    set_tensorboard_theme(fp.page, "Dark")
    fp.page.locator("body.dark-mode").wait_for()
    fp.frame.locator("fairness-app[data-theme=dark]").wait_for(timeout=5000)
    assert background(app) == "#303030"  # TensorBoard's dark background
    # Text, inputs and table headers follow.
    assert hex_color(app.evaluate("e => getComputedStyle(e).color")) == "#e8eaed"
    assert background(fp.control("run")) == "#424242"
    assert background(fp.frame.locator("fairness-table .head")) == "#3a3a3a"
    # Native controls and scrollbars of the iframe's document too.
    assert fp.frame_object.evaluate("() => document.documentElement.style.colorScheme") == "dark"
    # The charts' text is currentColor, light on dark.
    tick = fp.frame.locator("fairness-gap-histogram svg").first
    assert hex_color(tick.evaluate("s => getComputedStyle(s).color")) == "#e8eaed"
    fp.screenshot(artifacts, "host_dark_association")

    # The view kept its data: the theme is CSS only, no refetch.
    assert app.get_attribute("data-status") == "ready"
    set_tensorboard_theme(fp.page, "Light")
    fp.frame.locator("fairness-app[data-theme=light]").wait_for(timeout=5000)
    assert background(app) == "#ffffff"


def test_alone_the_tab_follows_the_browser(host_tensorboard, browser):
    """Opened on its own (no TensorBoard page around it): prefers-color-scheme, live."""
    context = browser.new_context(color_scheme="dark", viewport={"width": 1200, "height": 800})
    try:
        page = context.new_page()
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.goto(host_tensorboard + "/data/plugin_entry.html?name=fairness")
        page.locator("fairness-app[data-status=ready]").wait_for(timeout=30_000)
        assert page.locator("fairness-app").get_attribute("data-theme") == "dark"
        page.emulate_media(color_scheme="light")
        page.locator("fairness-app[data-theme=light]").wait_for(timeout=5000)
        page.emulate_media(color_scheme="dark")
        page.locator("fairness-app[data-theme=dark]").wait_for(timeout=5000)
        assert errors == []
    finally:
        context.close()


# --------------------------------------------------------------------------------------
# Run colours


def open_trend(fp, query: str = "") -> None:
    fp.ROWS = TREND_ROWS
    fp.page.goto(
        fp.base
        + "/"
        + query
        + "#fairness&fairness_mode=trend&fairness_tag="
        + urllib.parse.quote(TAG, safe="")
    )
    fp.wait_ready()


def to_time_series(fp) -> dict:
    """Shows TensorBoard's Time Series; its runs table's colours once every run has one."""
    fp.page.evaluate("location.hash = '#timeseries'")
    return wait_until(
        lambda: (lambda s: s if len(s) == 3 else None)(tensorboard_swatches(fp.page)),
        15,
        "Time Series' runs table",
    )


def back_to_fairness(fp) -> None:
    fp.page.evaluate("history.back()")
    fp.page.locator(IFRAME).wait_for(state="visible")
    fp.wait_ready()


def test_run_colours_are_tensorboards(host_tensorboard, open_page, artifacts):
    fp = open_page(host_tensorboard)
    open_trend(fp)
    # Before Time Series ever ran in this page: the colours replayed from TensorBoard's run
    # list (plugin API) and palette.
    ours = wait_until(
        lambda: (lambda c: c if len(c) == 3 else None)(trend_colors(fp)), 10, "three runs drawn"
    )
    # TensorBoard's order is the runs' start times (zeta, alpha, mid), not their names.
    assert ours == {"zeta": "#425066", "alpha": "#12b5cb", "mid": "#e52592"}
    fp.screenshot(artifacts, "host_trend_colours_light")

    theirs = to_time_series(fp)
    assert theirs == ours
    back_to_fairness(fp)
    assert trend_colors(fp) == theirs

    # Dark: TensorBoard's palette has a dark shade of Slate; both sides change.
    set_tensorboard_theme(fp.page, "Dark")
    fp.frame.locator("fairness-app[data-theme=dark]").wait_for(timeout=5000)
    wait_until(lambda: trend_colors(fp)["zeta"] == "#8e98a3", 5, "the dark Slate")
    ours_dark = trend_colors(fp)
    fp.screenshot(artifacts, "host_trend_colours_dark")
    theirs_dark = to_time_series(fp)
    assert theirs_dark == ours_dark
    set_tensorboard_theme(fp.page, "Light")


def test_run_colours_follow_a_regex_colour_grouping(host_tensorboard, open_page):
    """TensorBoard's `runColorGroup=regex:...` (the runs table's "Group by regex"): runs the
    regex leaves out are TensorBoard's inactive grey, groups share a colour."""
    fp = open_page(host_tensorboard)
    open_trend(fp, "?runColorGroup=" + urllib.parse.quote("regex:^(zeta|mid)$"))
    ours = wait_until(
        lambda: (lambda c: c if len(c) == 3 else None)(trend_colors(fp)), 10, "three runs drawn"
    )
    assert ours == {"zeta": "#425066", "alpha": "#e0e0e0", "mid": "#12b5cb"}
    assert to_time_series(fp) == ours


# --------------------------------------------------------------------------------------
# Reload


class RequestLog:
    """The times (time.monotonic) at which the page asked for the plugin's `tags` route."""

    def __init__(self, page):
        self.times = []
        page.on(
            "request",
            lambda r: (
                urllib.parse.urlsplit(r.url).path.endswith("/data/plugin/fairness/tags")
                and self.times.append(time.monotonic())
            ),
        )

    def since(self, t: float) -> list:
        return [x for x in self.times if x >= t]


def reloads(fp) -> int:
    """How many reload messages TensorBoard sent the tab (its button, its auto-reload)."""
    value = fp.frame.locator("html").get_attribute("data-tensorboard-reloads")
    return int(value or 0)


def run_options(fp) -> list:
    return fp.control("run").locator("option").evaluate_all("os => os.map(o => o.value)")


def test_new_runs_and_steps_appear_without_a_browser_reload(tmp_path, open_page, artifacts):
    logdir = str(tmp_path / "growing")
    write_runs(logdir, ("model_a", "model_b"))
    with tensorboard(logdir, True, ready=served({"model_a": 2, "model_b": 2})) as base:
        fp = open_page(base)
        log = RequestLog(fp.page)
        fp.open(f"#fairness&fairness_a={IDENTITIES[0]}")
        assert run_options(fp) == ["model_a", "model_b"]

        # A selection of the user's own, which the reloads must keep.
        # (Typed again if the view was mounted anew while TensorBoard was still loading the
        # logdir: what a user would do; the reloads below must then keep it.)
        def typed():
            if fp.hash_params().get("fairness_q") == "label_000":
                return True
            if fp.control("search").input_value() != "label_000":
                fp.control("search").fill("label_000")
            return False

        wait_until(typed, 30, "search in hash")

        # 1. Without any click: the tab's poll finds a run written after the page loaded.
        write_runs(logdir, ("model_c",), steps=(0,))
        wait_until(lambda: "model_c" in listed(base), 30, "TensorBoard to load model_c")
        wait_until(
            lambda: "model_c" in run_options(fp), POLL_S + 5, "model_c in the run picker (poll)"
        )
        assert fp.control("run").input_value() == "model_a"
        assert fp.control("search").input_value() == "label_000"

        # 2. TensorBoard's reload button, well before the next poll: a new run and a newer step
        # of the report on screen (model_a, on "latest").
        write_runs(logdir, ("model_d",), steps=(0,))
        write_report(logdir, "model_a", 3)
        wait_until(
            lambda: listed(base).get("model_d") == 0 and listed(base).get("model_a") == 3,
            30,
            "TensorBoard to load model_d and model_a's step 3",
        )
        before = reloads(fp)
        clicked = time.monotonic()
        fp.page.locator("app-header-reload button").click()
        # TensorBoard told the tab (its DataReloaded message, counted by the tab), and the
        # tab asked for `tags` again: the button reloads, whatever the poll does.
        wait_until(lambda: reloads(fp) > before, 10, "TensorBoard's reload message")
        wait_until(lambda: "model_d" in run_options(fp), 20, "model_d in the run picker (reload)")
        assert log.since(clicked), "no `tags` request after the reload button"

        # The report on screen was on "latest": it is fetched again and shows step 3; the
        # step picker lists it; the user's search is kept.
        wait_until(lambda: "step 3" in fp.summary().text_content(), 10, "the view at step 3")
        fp.wait_ready()
        assert fp.control("step").input_value() == ""  # still "latest"
        steps = fp.control("step").locator("option").evaluate_all("os => os.map(o => o.value)")
        assert steps == ["", "0", "1", "2", "3"]
        assert fp.control("search").input_value() == "label_000"
        assert fp.hash_params().get("fairness_q") == "label_000"
        assert 0 < fp.shown() <= N_LABELS
        fp.screenshot(artifacts, "host_reload_new_runs")

        # 3. A user who picked the latest step by its number moves on with it; an older step stays.
        fp.control("step").select_option("3")
        fp.wait_ready()
        write_report(logdir, "model_a", 4)
        wait_until(lambda: listed(base).get("model_a") == 4, 30, "TensorBoard to load step 4")
        fp.page.locator("app-header-reload button").click()
        wait_until(lambda: fp.control("step").input_value() == "4", 10, "the step picker at 4")
        wait_until(lambda: "step 4" in fp.summary().text_content(), 10, "the view at step 4")
        fp.control("step").select_option("1")
        fp.wait_ready()
        write_report(logdir, "model_a", 5)
        wait_until(lambda: listed(base).get("model_a") == 5, 30, "TensorBoard to load step 5")
        fp.page.locator("app-header-reload button").click()
        wait_until(
            lambda: (
                "5"
                in fp.control("step").locator("option").evaluate_all("os => os.map(o => o.value)")
            ),
            10,
            "step 5 in the step picker",
        )
        assert fp.control("step").input_value() == "1"
        assert "step 1" in fp.summary().text_content()


def test_trend_gains_new_steps_and_runs_on_reload(tmp_path, open_page):
    logdir = str(tmp_path / "growing_trend")
    write_runs(logdir, ("model_a", "model_b"), steps=(0, 1))
    with tensorboard(logdir, True, ready=served({"model_a": 1, "model_b": 1})) as base:
        fp = open_page(base)
        open_trend(fp)
        dots = fp.frame.locator("fairness-trend section.chart").first.locator(
            "svg circle[data-run]"
        )
        assert dots.count() == 4
        write_report(logdir, "model_b", 2)
        write_runs(logdir, ("model_c",), steps=(0, 1))
        wait_until(
            lambda: listed(base).get("model_b") == 2 and listed(base).get("model_c") == 1,
            30,
            "TensorBoard to load the new step and run",
        )
        fp.page.locator("app-header-reload button").click()
        wait_until(lambda: dots.count() == 7, 10, "the new step and run in the trend")
        assert fp.frame.locator('fairness-trend input[name=run][data-run="model_c"]').is_checked()
