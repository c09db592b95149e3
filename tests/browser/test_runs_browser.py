"""The Runs mode (<fairness-runs>) in a real TensorBoard, driven in Debian's chromium.

A sweep of 50 runs (sweep_data.py: a group_metrics report each, and the hyperparameters
logged with TensorBoard's HParams plugin, ``hparams_pb``) is served by `tensorboard`. The
Runs mode must show a column per hyperparameter with the values written, the runs it marks
as the Pareto front must be the front computed here by brute force from the `runs`
route's numbers, sorting and the regex filter go into the URL, a click on a run opens its
report, and two runs picked open in Compare as A and B. Screenshots at 1600x1000 and
1000x700, light and dark, go to /tmp/runs_shots/ (not committed).
"""

from __future__ import annotations

import math
import pathlib
import re
import urllib.error
import urllib.parse

import pytest
from browser_support import TAG, FairnessPage, get_bytes, get_json, tensorboard, wait_until
from sweep_data import (
    HOSTILE_INDEX,
    NO_HPARAMS,
    OTHER_KIND_RUN,
    SWEEP_STEPS,
    SWEEP_TAG,
    run_name,
    sweep_loaded,
    write_sweep_logdir,
)
from test_compare_browser import ComparePage

pytestmark = pytest.mark.browser

N_RUNS = 50
HPARAMS = ["dropout", "lr", "optimizer"]
SHOTS = pathlib.Path("/tmp/runs_shots")
PREFIX = "#fairness&fairness_mode=runs&fairness_tag=" + urllib.parse.quote(SWEEP_TAG, safe="")


def route(base: str, **params) -> dict:
    query = urllib.parse.urlencode({"tag": SWEEP_TAG, **params})
    return get_json(f"{base}/data/plugin/fairness/runs?{query}")


@pytest.fixture(scope="module")
def sweep(tmp_path_factory):
    path = tmp_path_factory.mktemp("sweep_logdir")
    written = write_sweep_logdir(str(path), n_runs=N_RUNS, other_kind=True)
    return str(path), dict(written)


@pytest.fixture(scope="module")
def sweep_base(sweep):
    logdir, written = sweep
    with tensorboard(logdir, True, ready=sweep_loaded(N_RUNS)) as base:
        # The route exists, and has read every run's hyperparameters (their event files
        # may load after the reports).
        try:
            route(base)
        except urllib.error.HTTPError as err:
            if err.code == 404 and "runs" not in err.read().decode("utf-8", "replace"):
                pytest.skip("the `runs` route is not in the plugin yet")
            raise
        with_hparams = sum(hp is not None for hp in written.values())

        def hparams_loaded():
            r = route(base)
            return (
                r["rows"] == N_RUNS
                and sum(r["columns"]["hparam/lr"][i] is not None for i in range(r["rows"]))
                == with_hparams
            )

        wait_until(hparams_loaded, 60, "the runs route to hold every run and its hyperparameters")
        yield base


class RunsPage(FairnessPage):
    """The Fairness tab in Runs mode: the runs table, the chart, the controls."""

    ROWS = "fairness-runs-table .row"

    def summary(self):
        return self.frame.locator("fairness-runs .summary")

    def rendered(self):
        """[(run, pareto)] of the table's rows in the DOM (the virtualized window), in order."""
        rows = self.frame.locator(self.ROWS).evaluate_all(
            "rows => rows.map(r => [r.getBoundingClientRect().top, r.dataset.run,"
            " r.dataset.pareto === 'true'])"
        )
        return [(run, pareto) for _, run, pareto in sorted(rows)]

    def cells(self, run: str) -> dict:
        """{column: (text, data-v or None)} of the row of `run` (it must be rendered)."""
        row = self.frame.locator(f'{self.ROWS}[data-run="{run}"]')
        return {
            col: (text, v)
            for col, text, v in row.locator("[data-col]").evaluate_all(
                "cs => cs.map(c => [c.dataset.col, c.textContent.trim().replace(/\\s+/g, ' '),"
                " c.dataset.v ?? null])"
            )
        }

    def dots(self) -> dict:
        """{run: (x, y, pareto)} of the scatter's dots."""
        rows = self.frame.locator("fairness-runs-scatter svg circle[data-run]").evaluate_all(
            "cs => cs.map(c => [c.dataset.run, Number(c.dataset.x), Number(c.dataset.y),"
            " c.dataset.pareto === 'true'])"
        )
        return {run: (x, y, p) for run, x, y, p in rows}

    def heads(self) -> list:
        return self.frame.locator("fairness-runs-table .head [data-col]").evaluate_all(
            "hs => hs.map(h => h.dataset.col)"
        )

    def filter(self, pattern: str):
        self.frame.locator("fairness-runs input[name=run_filter]").fill(pattern)

    def wait_shown(self, n: int, timeout: float = 10.0):
        wait_until(
            lambda: self.summary().count() == 1 and self.shown() == n,
            timeout,
            f"{n} runs shown",
        )


def brute_force_front(points: dict, better_x: str, better_y: str) -> set:
    """The runs no other run beats: at least as good on both numbers, better on one."""
    sx = 1 if better_x == "higher" else -1
    sy = 1 if better_y == "higher" else -1
    front = set()
    for run, (x, y) in points.items():
        dominated = any(
            sx * qx >= sx * x and sy * qy >= sy * y and (qx, qy) != (x, y)
            for other, (qx, qy) in points.items()
            if other != run
        )
        if not dominated:
            front.add(run)
    return front


def check_cut_marks(rp, r: dict) -> set:
    """The marks at the chart's frame (a whisker running on past it) are exactly the
    interval ends of the route's drawn runs past the axes' ranges, and the note says so
    when there is one. Returns {(run, "lower" | "upper")} of the marks."""
    svg = rp.frame.locator("fairness-runs-scatter svg[data-chart]")
    svg.wait_for()
    c = r["columns"]
    heads = [("x", r["bias"])] + ([("y", r["performance"])] if r["performance"] else [])
    drawn = [all(c[h["name"]][i] is not None for _, h in heads) for i in range(len(c["run"]))]
    expected = set()
    for axis, h in heads:
        lo, hi = map(float, svg.get_attribute(f"data-{axis}-domain").split())
        lows, highs = c[f"{h['name']}_lower"], c[f"{h['name']}_upper"]
        for i, run in enumerate(c["run"]):
            if not drawn[i] or lows[i] is None or highs[i] is None:
                continue
            if lows[i] < lo:
                expected.add((run, "lower"))
            if highs[i] > hi:
                expected.add((run, "upper"))
    labels = rp.frame.locator("fairness-runs-scatter svg g.cut text").evaluate_all(
        "ts => ts.map(t => t.getAttribute('aria-label'))"
    )
    marks = set()
    for label in labels:
        run, what = label.rsplit(": ", 1)
        marks.add((run, what.split(" ")[0]))
    assert marks == expected, (marks, expected)
    note = rp.frame.locator("fairness-runs-scatter [data-role=cut]")
    assert note.count() == (1 if expected else 0)
    return marks


def intervals_overlap_all(r: dict) -> bool:
    """Whether every two runs with every headline have intervals that share a point on each
    headline (pairwise, as written here); False for fewer than two runs or a missing end."""
    c = r["columns"]
    names = [h["name"] for h in (r["bias"], r["performance"]) if h]
    rows = [i for i in range(r["rows"]) if all(c[n][i] is not None for n in names)]
    if len(rows) < 2:
        return False
    for n in names:
        lo, hi = c[f"{n}_lower"], c[f"{n}_upper"]
        if any(lo[i] is None or hi[i] is None for i in rows):
            return False
        if any(max(lo[i], lo[j]) > min(hi[i], hi[j]) for i in rows for j in rows):
            return False
    return True


def check_overlap_words(rp, r: dict) -> bool:
    """When every run's intervals overlap every other's (the route's numbers), the chart's
    legend says the intervals alone show no run better, and the Pareto marks (their
    tooltips, greyed) say the front is the point estimates'; otherwise neither says it.
    Returns whether they overlap."""
    overlap = intervals_overlap_all(r)
    note = rp.frame.locator("fairness-runs-scatter [data-role=overlap]")
    rp.frame.locator("fairness-runs-scatter svg[data-chart]").wait_for()
    assert note.count() == (1 if overlap else 0), (overlap, note.count())
    what = "the front" if r["performance"] else "the ranking"
    if overlap:
        text = " ".join(note.text_content().split())
        assert "the intervals alone show no run better than another" in text, text
        assert f"{what} is by the point estimates" in text and "Compare" in text, text
    if r["performance"]:
        marks = rp.frame.locator(f"{RunsPage.ROWS} [data-col=pareto]").evaluate_all(
            "cs => cs.map(c => [c.classList.contains('overlap'), c.title])"
        )
        assert marks and all(greyed == overlap for greyed, _ in marks), marks
        assert all("by the point estimates" in title for _, title in marks), marks
        assert all(("intervals alone" in title) == overlap for _, title in marks), marks
    return overlap


def check_tick_labels(rp, axes=("x", "y")) -> dict:
    """No two ticks of an axis of the chart read the same (a tall axis has more ticks than
    a guess from its span gives decimals for). Returns {axis: labels}."""
    out = {}
    for axis in axes:
        labels = rp.frame.locator(
            f'fairness-runs-scatter svg g[aria-label="{axis}-axis tick label"] text'
        ).all_text_contents()
        assert len(labels) >= 2 and len(set(labels)) == len(labels), (axis, labels)
        out[axis] = labels
    return out


def open_runs(open_page, base, width=1600, height=1000, hash_=PREFIX) -> RunsPage:
    page = open_page(base, width=width, height=height, page_class=RunsPage)
    page.open(hash_)
    page.wait_shown(N_RUNS)
    return page


def test_runs_show_hparams_and_the_pareto_front(sweep, sweep_base, open_page):
    _, written = sweep
    rp = open_runs(open_page, sweep_base)
    r = route(sweep_base)
    assert r["kind"] == "group_metrics"
    assert r["hparams"] == HPARAMS
    bias, perf = r["bias"], r["performance"]
    assert perf is not None

    # The columns: run, step, the two headlines, the Pareto mark, one per hyperparameter.
    heads = rp.heads()
    assert heads == ["run", "step", "bias", "performance", "pareto"] + [
        f"hparam/{h}" for h in HPARAMS
    ]
    head_text = rp.frame.locator("fairness-runs-table .head").text_content()
    assert bias["title"] in head_text and "(pp)" in head_text and "(%)" in head_text

    # The scatter: a dot per run with both numbers, at the route's numbers.
    c = r["columns"]
    points = {
        run: (x, y)
        for run, x, y in zip(c["run"], c[bias["name"]], c[perf["name"]])
        if x is not None and y is not None
    }
    dots = rp.dots()
    assert set(dots) == set(points)
    for run, (x, y, _) in dots.items():
        assert math.isclose(x, points[run][0]) and math.isclose(y, points[run][1]), run
    # The whiskers cut at the frame are marked there, whichever they are.
    print("cut", check_cut_marks(rp, r))

    # The runs the UI marks as the front are the brute-force front of the route's numbers.
    front = brute_force_front(points, bias["better"], perf["better"])
    assert 1 <= len(front) < len(points)
    assert {run for run, (_, _, p) in dots.items() if p} == front
    assert {run for run, p in zip(c["run"], c["pareto"]) if p} == front
    # The sweep's runs are told apart: nothing says the front is the estimates' alone.
    assert not check_overlap_words(rp, r)
    check_tick_labels(rp)
    # The front's line, and the table sorted by the mark: the front first.
    line = rp.frame.locator('fairness-runs-scatter svg g[aria-label="line"] path')
    assert line.count() == 1
    rp.frame.locator('fairness-runs-table button[data-col="pareto"]').click()
    wait_until(
        lambda: rp.hash_params().get("fairness_runs_sort") == "pareto", 10, "the sort in the hash"
    )
    wait_until(
        lambda: {run for run, p in rp.rendered()[: len(front)] if p} == front,
        10,
        "the Pareto runs first",
    )
    assert not rp.rendered()[len(front)][1]

    # Hyperparameters: the values written, — where a run logged none.
    for k in (0, 1, NO_HPARAMS, HOSTILE_INDEX):
        run = run_name(k)
        rp.filter("^" + re.escape(run) + "$")
        rp.wait_shown(1)
        cells = rp.cells(run)
        hp = written[run]
        for name in HPARAMS:
            text, v = cells[f"hparam/{name}"]
            if hp is None:
                assert text == "—" and v is None, (run, name, text)
            elif name == "optimizer":
                assert v == hp[name], (run, name, v)
            else:
                assert math.isclose(float(v), hp[name]), (run, name, v)
        # Untrusted run names are text.
        assert rp.frame.locator(f'{rp.ROWS}[data-run="{run}"] button.r').text_content() == run
    rp.filter("")
    rp.wait_shown(N_RUNS)
    # Rates in %, the disparity (a difference of rates) in pp.
    first = rp.rendered()[0][0]
    cells = rp.cells(first)
    assert re.match(r"^\u2212?\d+\.\d pp\[", cells["bias"][0]), cells["bias"]
    assert re.match(r"^\d+\.\d%\[", cells["performance"][0]), cells["performance"]


def test_sort_filter_and_step_in_the_url(sweep_base, open_page):
    rp = open_runs(open_page, sweep_base)
    # The default order: the bias, lower (better) first.
    r = route(sweep_base)
    c = r["columns"]
    order = sorted((v, run) for run, v in zip(c["run"], c[r["bias"]["name"]]) if v is not None)
    assert [run for run, _ in rp.rendered()[:5]] == [run for _, run in order[:5]]

    # A click on the lr head sorts by it, ascending; again, descending.
    head = rp.frame.locator('fairness-runs-table button[data-col="hparam/lr"]')
    head.click()
    wait_until(lambda: rp.hash_params().get("fairness_runs_sort") == "hparam/lr", 10, "sort")
    lr = dict(zip(c["run"], c["hparam/lr"]))

    def lr_order():
        shown = [lr[run] for run, _ in rp.rendered()]
        known = [v for v in shown if v is not None]
        return known == sorted(known) and len(known) > 5

    wait_until(lr_order, 10, "the rows by lr, ascending")
    head.click()
    wait_until(lambda: rp.hash_params().get("fairness_runs_dir") == "desc", 10, "desc")

    # The regex filter: live, in the URL; an invalid one says so and filters nothing.
    rp.filter("sweep_00[0-4]$")
    rp.wait_shown(5)
    wait_until(lambda: rp.hash_params().get("fairness_runs_q") == "sweep_00[0-4]$", 10, "q")
    rp.filter("(")
    rp.wait_shown(N_RUNS)
    box = rp.frame.locator("fairness-runs input[name=run_filter]")
    assert "invalid" in (box.get_attribute("class") or "")
    assert "Invalid regex" in rp.frame.locator("fairness-runs .search-error").text_content()
    rp.filter("sweep_01")

    # The step: every run at step 0.
    rp.frame.locator("fairness-runs select[name=runs-step]").select_option(str(SWEEP_STEPS[0]))
    wait_until(lambda: rp.hash_params().get("fairness_runs_step") == "0", 10, "the step")
    r0 = route(sweep_base, step=0)
    want = {run: x for run, x in zip(r0["columns"]["run"], r0["columns"][r0["bias"]["name"]])}
    wait_until(
        lambda: (
            all(math.isclose(x, want[run]) for run, (x, _, _) in rp.dots().items())
            and rp.summary().get_attribute("data-rows") == str(N_RUNS)
        ),
        10,
        "the dots of step 0",
    )
    assert "step 0" in " ".join(rp.summary().text_content().split())

    # A reload shows the same view.
    rp.reload()
    rp.wait_shown(10)
    assert rp.frame.locator("fairness-runs input[name=run_filter]").input_value() == "sweep_01"
    assert rp.frame.locator("fairness-runs select[name=runs-step]").input_value() == "0"
    assert (
        rp.frame.locator('fairness-runs-table button[data-col="hparam/lr"]').get_attribute(
            "aria-sort"
        )
        == "descending"
    )


def test_pick_two_runs_and_compare(sweep_base, open_page):
    rp = open_runs(open_page, sweep_base)
    a, b = run_name(12), run_name(31)
    rp.filter(f"^({a}|{b})$")
    rp.wait_shown(2)
    compare = rp.frame.locator("fairness-runs button[name=compare-picked]")
    assert compare.is_disabled()
    rp.frame.locator(f'fairness-runs-table input[name=pick][data-run="{a}"]').check()
    rp.frame.locator(f'fairness-runs-table input[name=pick][data-run="{b}"]').check()
    wait_until(lambda: rp.page.url.count("fairness_runs_pick=") == 2, 10, "the picks in the hash")
    # The chart labels them A and B (the other text marks: the whiskers cut at the frame).
    labels = rp.frame.locator('fairness-runs-scatter svg g[aria-label="text"]:not(.cut) text')
    assert sorted(labels.all_text_contents()) == ["A", "B"]
    rp.screenshot(shots_dir(), "runs_picked")
    compare.click()
    wait_until(
        lambda: rp.hash_params().get("fairness_mode") == "compare",
        10,
        "compare mode",
    )
    params = rp.hash_params()
    assert params["fairness_cmp_a_run"] == a and params["fairness_cmp_b_run"] == b
    cp = ComparePage(rp.page, rp.base)
    cp.wait_sides(a, b)
    # Back to Runs: the picks are still there.
    rp.frame.locator("fairness-app button[name=mode-runs]").click()
    rp.wait_shown(2)
    assert rp.frame.locator(f'fairness-runs-table input[name=pick][data-run="{a}"]').is_checked()


def test_click_a_run_opens_its_report(sweep_base, open_page):
    rp = open_runs(open_page, sweep_base)
    run = run_name(HOSTILE_INDEX)
    rp.filter("onerror")
    rp.wait_shown(1)
    rp.frame.locator(f'{rp.ROWS}[data-run="{run}"] button.r').click()
    wait_until(
        lambda: (
            rp.hash_params().get("fairness_mode", "report") == "report"
            and rp.hash_params().get("fairness_run") == run
        ),
        10,
        "the report of the run",
    )
    report = FairnessPage(rp.page, rp.base)
    report.ROWS = "fairness-rate-table tbody tr"
    report.wait_ready()
    wait_until(lambda: report.control("run").input_value() == run, 10, "the run picker")


def test_download_csv_is_the_routes(sweep_base, open_page, tmp_path):
    # "Download CSV": the runs route's CSV for the options and step on screen, byte for byte.
    rp = open_runs(open_page, sweep_base, hash_=PREFIX + "&fairness_runs_step=0")
    wait_until(lambda: rp.summary().get_attribute("data-rows") == str(N_RUNS), 10, "step 0")
    is_runs = lambda r: "/data/plugin/fairness/runs?" in r.url and "format=csv" in r.url  # noqa: E731
    with rp.page.expect_request(is_runs) as request, rp.page.expect_download() as info:
        rp.frame.locator("fairness-runs button[name=download-runs]").click()
    download = info.value
    assert download.suggested_filename == "fairness__runs__sweep_groups__step0.csv"
    path = tmp_path / download.suggested_filename
    download.save_as(path)
    url = request.value.url
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    assert query["step"] == ["0"] and query["tag"] == [SWEEP_TAG], url
    data = path.read_bytes()
    assert data == get_bytes(url)
    header = data.decode("utf-8").splitlines()[0].split(",")
    assert header[:2] == ["run", "step"] and "pareto" in header
    assert [f"hparam/{h}" for h in HPARAMS] == [c for c in header if c.startswith("hparam/")]


def test_skipped_runs_say_why(sweep_base, open_page):
    # The run holding another kind under the tag is left out, and listed with its reason.
    rp = open_runs(open_page, sweep_base)
    skipped = rp.frame.locator('fairness-runs [data-role="skipped"]')
    assert "1 run left out" in skipped.locator("summary").text_content()
    skipped.locator("summary").click()
    item = skipped.locator(f'li[data-run="{OTHER_KIND_RUN}"]')
    text = item.text_content()
    assert OTHER_KIND_RUN in text and "label_associations" in text, text
    reason = next(s for s in route(sweep_base)["skipped"] if s["run"] == OTHER_KIND_RUN)["reason"]
    assert reason in " ".join(text.split())
    rp.screenshot(shots_dir(), "runs_skipped")


def test_a_kind_without_performance_ranks_the_bias(tensorboards, open_page):
    # Label associations have no ground truth: no performance column, the bias ranked per run.
    base = tensorboards(True)
    rp = open_page(base, width=1600, height=1000, page_class=RunsPage)
    rp.open(
        "#fairness&fairness_mode=runs&fairness_a=man&fairness_tag="
        + urllib.parse.quote(TAG, safe="")
    )
    r = get_json(f"{base}/data/plugin/fairness/runs?tag={urllib.parse.quote(TAG, safe='')}&a=man")
    assert r["performance"] is None
    rp.wait_shown(r["rows"])
    assert "performance" not in rp.heads() and "pareto" not in rp.heads()
    chart = rp.frame.locator('fairness-runs-scatter svg[data-chart="ranked"]')
    chart.wait_for()
    c = r["columns"]
    values = {run: v for run, v in zip(c["run"], c[r["bias"]["name"]]) if v is not None}
    dots = rp.dots()
    assert set(dots) == set(values)
    for run, (x, _, _) in dots.items():
        assert math.isclose(x, values[run]), run
    # Two runs whose intervals are far wider than their difference: both cut both ways.
    assert check_cut_marks(rp, r) == {(run, end) for run in values for end in ("lower", "upper")}
    rp.screenshot(shots_dir(), "runs_no_performance")


def test_an_option_no_run_takes_shows_the_error(sweep_base, open_page):
    # A grouping the reports lack: the route's message (naming a run) in the error box.
    page = open_page(sweep_base, width=1600, height=1000, page_class=RunsPage)
    page.page.goto(sweep_base + "/" + PREFIX + "&fairness_runs_o_grouping=nonexistent")
    page.frame.locator("fairness-app[data-status=error]").wait_for(timeout=30_000)
    box = page.frame.locator("fairness-runs .message.error")
    assert "Could not rank the runs" in box.text_content()
    assert "nonexistent" in box.locator(".text").text_content()
    page.screenshot(shots_dir(), "runs_error")
    # Back to the report view's grouping: the runs again.
    page.frame.locator("fairness-runs button[name=reset-options]").click()
    page.wait_shown(N_RUNS)
    # The route answered 400, which the console reports: not a page error.
    page.console_errors = [e for e in page.console_errors if "status of 400" not in e]


def shots_dir() -> pathlib.Path:
    """The screenshots' folder (outside the repository)."""
    SHOTS.mkdir(parents=True, exist_ok=True)
    return SHOTS


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [(1600, 1000), (1000, 700)])
def test_screenshots(sweep_base, browser, scheme, size):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    try:
        rp = RunsPage(context.new_page(), sweep_base)
        rp.open(PREFIX + f"&fairness_runs_pick={run_name(12)}&fairness_runs_pick={run_name(31)}")
        rp.wait_shown(N_RUNS)
        rp.frame.locator(f"fairness-app[data-theme={scheme}]").wait_for()
        # The chart drawn at the width the layout gives it.
        rp.frame.locator("fairness-runs-scatter svg circle[data-run]").first.wait_for()
        box = rp.frame.locator("fairness-runs section.chart-box").bounding_box()
        table = rp.frame.locator("fairness-runs-table").bounding_box()
        if width >= 1600:
            assert box["x"] > table["x"] + table["width"] - 1, "the chart beside the table"
        else:
            assert box["y"] >= table["y"] + table["height"] - 1, "the chart below the table"
        rp.page.screenshot(path=str(shots_dir() / f"runs_{width}x{height}_{scheme}.png"))
        if width >= 1600:
            # Hovering a dot names its run and its numbers.
            dot = rp.frame.locator("fairness-runs-scatter svg circle[data-pareto=true]").first
            dot.hover(force=True)
            tip = rp.frame.locator('fairness-runs-scatter svg g[aria-label="tip"] text')
            tip.first.wait_for()
            assert dot.get_attribute("data-run") in tip.first.text_content()
            rp.page.screenshot(path=str(shots_dir() / f"runs_{width}x{height}_{scheme}_hover.png"))
        if width < 1600:
            rp.frame.locator("fairness-runs section.chart-box").scroll_into_view_if_needed()
            rp.page.screenshot(path=str(shots_dir() / f"runs_{width}x{height}_{scheme}_chart.png"))
        assert rp.console_errors == [] and rp.dialogs == []
    finally:
        context.close()
