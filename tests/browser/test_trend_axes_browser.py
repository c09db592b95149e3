"""Trends read like TensorBoard's Scalars (issue 25, item 1), in a real TensorBoard driven in
Debian's chromium: runs logged per epoch and per optimizer step both span the chart
(Relative by default), the run filter is live, one hover list names every run, smoothing is
Scalars' debiased EMA (checked against pandas' `ewm(adjust=True)`), a log axis where every
value is positive, an undefined step explained on hover, tick labels that neither
overlap nor leave the chart from 1 to 1,000,000 steps, and a ring where a run's number first
got significantly worse (issue 25, item 3), read from the records stored beside the reports
(item 5)."""

from __future__ import annotations

import os
import sys
import urllib.parse

import numpy as np
import pandas as pd
import pytest
from browser_support import FairnessPage, get_json, tensorboard, wait_until
from report_data import binary_examples

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from test_trend_bad_steps import RUNS as ODD_RUNS  # noqa: E402
from test_trend_bad_steps import TAG as ODD_TAG  # noqa: E402
from test_trend_bad_steps import write_odd_runs  # noqa: E402

pytestmark = pytest.mark.browser

TAG = "binary/val"
LONG_TAG = "binary/long"
# A run logged per epoch beside one logged per optimizer step (the demo's Keras and
# Lightning runs), and a third run whose steps span 1 to 1,000,000.
EPOCHS = ("keras", [0, 1, 2, 3, 4])
OPTIMIZER = ("lightning", [118, 236, 354, 472, 590])
LONG = ("long", [1, 10, 1000, 100_000, 1_000_000])
T0 = 1_700_000_000.0
# A run whose disparity jumps at step 50 (group b's accuracy falls from 85% to 60%).
JUMP_TAG, JUMP_STEP = "groups/jump", 50


def write(logdir: str) -> None:
    import tb_fairness

    for (run, steps), tag, seconds in (
        (EPOCHS, TAG, 30.0),
        (OPTIMIZER, TAG, 20.0),
        (LONG, LONG_TAG, 600.0),
    ):
        with tb_fairness.FileWriter(os.path.join(logdir, run)) as writer:
            for i, step in enumerate(steps):
                # Keras' last epoch has twice the examples: its groups alone reach 200 positives and negatives.
                n = 1200 if (run, i) == ("keras", 4) else 600
                scores, labels, attributes = binary_examples(seed=i + len(run), n=n)
                writer.binary_classification(
                    tag, step, scores, labels, attributes, wall_time=T0 + seconds * i
                )
    from tb_fairness.metrics import count_groups

    rng = np.random.default_rng(2)
    n = 3000
    group = np.where(np.arange(n) % 2 == 0, "a", "b")
    with tb_fairness.FileWriter(os.path.join(logdir, "jumps")) as writer:
        for step in range(0, 80, 10):
            y = rng.integers(0, 2, n)
            accuracy = np.where(group == "a", 0.85, 0.85 if step < JUMP_STEP else 0.6)
            predicted = np.where(rng.random(n) < accuracy, y, 1 - y)
            counts = count_groups(
                y, predicted, attributes={"group": group}, class_names=["no", "yes"]
            )
            writer.group_metrics(JUMP_TAG, step, counts=counts, wall_time=T0 + step)
    write_odd_runs(logdir)


@pytest.fixture(scope="module")
def base(tmp_path_factory):
    logdir = str(tmp_path_factory.mktemp("trend_axes"))
    write(logdir)

    def ready(runs: dict) -> bool:
        return (
            all(TAG in runs.get(r, {}) for r in ("keras", "lightning"))
            and LONG_TAG in runs.get("long", {})
            and JUMP_TAG in runs.get("jumps", {})
            and all(ODD_TAG in runs.get(r, {}) for r in ODD_RUNS)
        )

    with tensorboard(logdir, True, ready=ready) as url:
        for run, steps in (EPOCHS, OPTIMIZER):
            q = urllib.parse.urlencode({"tag": TAG, "run": run})
            wait_until(
                lambda q=q, steps=steps: (
                    len(get_json(f"{url}/data/plugin/fairness/trend?{q}")["series"][0]["points"])
                    == len(steps)
                ),
                60,
                "every step loaded",
            )
        yield url


class AxesPage(FairnessPage):
    ROWS = "fairness-trend section.chart svg[data-name]"

    def chart(self, name: str):
        return self.frame.locator(f'fairness-trend section.chart[data-name="{name}"]')

    def svg(self, name: str):
        return self.chart(name).locator("svg[data-name]")

    def dots(self, name: str) -> list[dict]:
        return (
            self.chart(name)
            .locator("svg circle[data-run]")
            .evaluate_all(
                "cs => cs.map(c => ({run: c.dataset.run, step: Number(c.dataset.step),"
                " value: Number(c.dataset.value), smoothed: Number(c.dataset.smoothed),"
                " cx: Number(c.getAttribute('cx'))}))"
            )
        )

    def control(self, name: str):
        return self.frame.locator(f"fairness-trend [name={name}]")


def open_trend(open_page, base: str, tag: str, width=1600, height=1000, extra="") -> AxesPage:
    page = open_page(base, width=width, height=height, page_class=AxesPage)
    page.open(
        "#fairness&fairness_mode=trend&fairness_run=keras&fairness_tag="
        + urllib.parse.quote(tag, safe="")
        + extra
    )
    return page


def spans(page: AxesPage, name: str, run: str) -> float:
    """The share of the plot's width a run's dots span."""
    xs = [d["cx"] for d in page.dots(name) if d["run"] == run]
    width = float(page.svg(name).get_attribute("width"))
    return (max(xs) - min(xs)) / width


def test_epochs_and_optimizer_steps_both_span_the_chart(base, open_page, artifacts):
    page = open_trend(open_page, base, TAG)
    name = "accuracy"
    wait_until(lambda: len(page.dots(name)) == 10, 20, "both runs drawn")
    # Relative is chosen (590 steps against 5 epochs): both lines span most of the width.
    assert page.svg(name).get_attribute("data-x") == "relative"
    assert page.control("x_axis").input_value() == "auto"
    assert "Relative" in page.control("x_axis").locator("option[value=auto]").text_content()
    assert spans(page, name, "keras") > 0.5 and spans(page, name, "lightning") > 0.5
    assert "time since" in page.svg(name).text_content()
    page.screenshot(artifacts, "trend_relative_default")
    # On the step axis the epochs collapse against x = 0, as the issue saw.
    page.control("x_axis").select_option("step")
    wait_until(lambda: page.svg(name).get_attribute("data-x") == "step", 10, "the step axis")
    assert spans(page, name, "keras") < 0.05
    assert page.hash_params()["fairness_trend_x"] == "step"
    page.control("x_axis").select_option("wall")
    wait_until(lambda: page.svg(name).get_attribute("data-x") == "wall", 10, "the wall axis")


def test_the_run_filter_is_live_and_explains_a_bad_regex(base, open_page):
    page = open_trend(open_page, base, TAG)
    name = "accuracy"
    wait_until(lambda: len(page.dots(name)) == 10, 20, "both runs drawn")
    box = page.control("run_filter")
    box.fill("^light")
    wait_until(lambda: {d["run"] for d in page.dots(name)} == {"lightning"}, 10, "live filter")
    # One run left: its steps, not the other's, decide the axis.
    assert page.svg(name).get_attribute("data-x") == "step"
    box.fill("(")
    wait_until(lambda: len(page.dots(name)) == 10, 10, "an invalid regex filters nothing")
    alert = page.frame.locator("fairness-trend .filter-error")
    assert alert.is_visible() and "Invalid regex" in alert.text_content()
    box.fill("")
    wait_until(lambda: alert.count() == 0, 10, "the message gone")


def test_one_hover_list_names_every_run(base, open_page):
    page = open_trend(open_page, base, TAG)
    name = "accuracy"
    wait_until(lambda: len(page.dots(name)) == 10, 20, "both runs drawn")
    svg = page.svg(name)
    box = svg.bounding_box()
    # Hover at the x of keras' third point: each run's point nearest that x is listed.
    target = next(d for d in page.dots(name) if d["run"] == "keras" and d["step"] == 2)
    scale = box["width"] / float(svg.get_attribute("width"))
    page.page.mouse.move(box["x"] + target["cx"] * scale, box["y"] + box["height"] / 2)
    tip = page.chart(name).locator(".hover")
    wait_until(tip.is_visible, 10, "the hover list")
    rows = tip.locator(".hover-row").evaluate_all(
        "rs => rs.map(r => [r.dataset.run, Number(r.dataset.step), Number(r.dataset.value)])"
    )
    assert [r[0] for r in rows] == ["keras", "lightning"]
    dots = page.dots(name)
    for run, step, value in rows:
        mine = [d for d in dots if d["run"] == run]
        nearest = min(mine, key=lambda d: abs(d["cx"] - target["cx"]))
        assert (step, value) == (nearest["step"], nearest["value"])
    assert rows[0][1] == 2
    page.page.mouse.move(box["x"] - 50, box["y"] - 50)
    wait_until(lambda: not tip.is_visible(), 10, "the list hidden when the pointer leaves")


@pytest.mark.parametrize("weight", [0.6, 0.0, 0.9])
def test_smoothing_is_the_debiased_ema(base, open_page, weight):
    extra = "" if weight == 0.6 else f"&fairness_trend_smoothing={weight}"
    page = open_trend(open_page, base, TAG, extra=extra)
    name = "equalized_odds_difference"
    wait_until(lambda: len(page.dots(name)) == 10, 20, "both runs drawn")
    assert float(page.control("smoothing").input_value()) == weight
    for run in ("keras", "lightning"):
        mine = sorted((d for d in page.dots(name) if d["run"] == run), key=lambda d: d["step"])
        values = pd.Series([d["value"] for d in mine])
        want = values.ewm(alpha=1 - weight, adjust=True).mean() if weight else values
        assert np.allclose([d["smoothed"] for d in mine], want, rtol=1e-12, atol=1e-15)
    # Smoothed: two lines per run (the values faint, the smoothed line); none: one.
    lines = page.svg(name).locator('g[aria-label="line"]').count()
    assert lines == (4 if weight else 2) + 2  # + the bands' two edges


def test_log_axis_where_every_value_is_positive(base, open_page):
    page = open_trend(open_page, base, TAG, extra="&fairness_trend_log=1")
    wait_until(lambda: len(page.dots("accuracy")) == 10, 20, "both runs drawn")
    assert page.control("log").is_checked()
    assert page.svg("accuracy").get_attribute("data-y-type") == "log"
    # A gap of 0 somewhere, or an interval from 0: linear, and said.
    for name in ("demographic_parity_difference", "equalized_odds_difference"):
        dots = page.dots(name)
        if any(d["value"] <= 0 for d in dots):
            assert page.svg(name).get_attribute("data-y-type") == "linear"
            assert page.chart(name).locator('[data-role="linear"]').is_visible()


@pytest.mark.parametrize("size", [(1600, 1000), (1000, 700)])
def test_ticks_from_one_to_a_million_steps(base, open_page, artifacts, size):
    page = open_page(base, width=size[0], height=size[1], page_class=AxesPage)
    page.open(
        "#fairness&fairness_mode=trend&fairness_run=long&fairness_tag="
        + urllib.parse.quote(LONG_TAG, safe="")
        + "&fairness_trend_x=step"
    )
    wait_until(lambda: len(page.dots("accuracy")) == len(LONG[1]), 20, "the long run drawn")
    for name in ("accuracy", "equalized_odds_difference", "demographic_parity_difference"):
        svg = page.svg(name)
        svg_box = svg.bounding_box()
        labels = svg.locator('g[aria-label$="tick label"] text').evaluate_all(
            "ts => ts.map(t => { const b = t.getBoundingClientRect();"
            " return [t.closest('g').getAttribute('aria-label'), t.textContent, b.left, b.right,"
            " b.top, b.bottom]; })"
        )
        assert labels
        for axis in ("x-axis tick label", "y-axis tick label"):
            boxes = sorted(
                (b for b in labels if b[0] == axis), key=lambda b: b[2] if axis[0] == "x" else b[4]
            )
            assert boxes, axis
            for a, b in zip(boxes, boxes[1:]):  # neighbours never overlap
                if axis[0] == "x":
                    assert a[3] <= b[2] + 0.5, (name, axis, a, b)
                else:
                    assert a[5] <= b[4] + 0.5, (name, axis, a, b)
            for b in boxes:  # nothing cut at the chart's edges
                assert b[2] >= svg_box["x"] - 0.5 and b[3] <= svg_box["x"] + svg_box["width"] + 0.5
        xs = [b[1] for b in labels if b[0] == "x-axis tick label"]
        assert all(len(t) <= 5 for t in xs), xs  # SI units: 1M, 200k
    page.screenshot(artifacts, f"trend_million_steps_{size[0]}x{size[1]}")


def test_an_undefined_step_says_why(base, open_page):
    """A headline undefined at a step (every group below min_count): the line breaks, a
    dashed rule stands there, and its title gives the reason the trend route's `excluded`
    holds; a chart with no value at all says why in words."""
    page = open_trend(open_page, base, TAG, extra="&fairness_trend_o_min_count=200")
    name = "equalized_odds_difference"
    chart = page.chart(name)
    # Only Keras' last epoch has 200 positives and negatives per group: one point.
    wait_until(lambda: len(page.dots(name)) == 1, 20, "one defined point")
    q = urllib.parse.urlencode({"tag": TAG, "min_count": 200})
    trend = get_json(f"{base}/data/plugin/fairness/trend?{q}")
    undefined = [p for s in trend["series"] for p in s["points"] if p["values"][name] is None]
    assert len(undefined) == 9 and all(p["excluded"][name] > 0 for p in undefined)
    rules = chart.locator('g[aria-label="rule"] title')
    wait_until(lambda: rules.count() == 9, 10, "a rule per undefined step")
    titles = rules.all_text_contents()
    assert all("too small to trust" in t and "left out below min_count" in t for t in titles)
    assert chart.get_attribute("data-missing") == "9"

    page = open_trend(open_page, base, TAG, extra="&fairness_trend_o_min_count=1000000")
    none = page.chart(name).locator(".none")
    wait_until(lambda: none.count() == 1, 20, "the chart without values")
    assert "too small to trust" in none.text_content()


def test_the_first_worse_step_is_ringed_and_said(base, open_page, artifacts):
    """The route's first significantly worse step of each number: a ring on the chart at
    that step, and the note under it in words; the points read from the stored records."""
    q = urllib.parse.urlencode({"tag": JUMP_TAG})
    trend = get_json(f"{base}/data/plugin/fairness/trend?{q}")
    (series,) = trend["series"]
    assert trend["stored"] == len(series["points"]) == 8  # no report decoded (rust loader)
    found = {k: v for k, v in series["first_worse"].items() if v is not None}
    assert found["largest_disparity"]["step"] == JUMP_STEP
    page = open_page(base, width=1600, height=1000, page_class=AxesPage)
    page.open(
        "#fairness&fairness_mode=trend&fairness_run=jumps&fairness_tag="
        + urllib.parse.quote(JUMP_TAG, safe="")
    )
    for name, want in found.items():
        chart = page.chart(name)
        ring = chart.locator("svg g.first-worse circle")
        wait_until(lambda ring=ring: ring.count() == 1, 20, f"{name}'s ring")
        assert ring.get_attribute("data-step") == str(want["step"])
        assert ring.get_attribute("data-vs-step") == str(want["vs_step"])
        # The ring sits on the point it marks.
        dot = [d for d in page.dots(name) if d["step"] == want["step"]][0]
        assert abs(float(ring.get_attribute("cx")) - dot["cx"]) < 0.5
        note = chart.locator('[data-role="first-worse"] .worse-run')
        assert note.get_attribute("data-step") == str(want["step"])
        text = note.text_content()
        assert text.startswith(f"jumps at step {want['step']}:")
        assert f"at step {want['vs_step']}" in text and f"/{want['pairs']})" in text
    # A number not worse has no ring, and the legend explains the ring once.
    for name in set(series["first_worse"]) - set(found):
        assert page.chart(name).locator("svg g.first-worse circle").count() == 0
    legend = page.frame.locator('fairness-trend [data-role="worse-legend"]')
    assert "Bonferroni" in legend.text_content() and "5% chance" in legend.text_content()
    page.screenshot(artifacts, "trend_first_worse")


def test_a_row_per_group_equals_the_route_and_is_picked_in_the_url(base, open_page, artifacts):
    """Trends' per-group section (issue 25, item 2): each group's dots are the `row_trend`
    route's values, the row's bias ringed at its first worse step; the picker offers the
    rows, largest bias first, and keeps the one picked in the URL."""
    q = urllib.parse.urlencode({"tag": JUMP_TAG, "key": "yes"})
    body = get_json(f"{base}/data/plugin/fairness/row_trend?{q}")
    (series,) = body["series"]
    want = {
        (g["group"], p["step"]): g["value"]
        for p in series["points"]
        for g in p["groups"]
        if g["value"] is not None
    }
    page = open_page(base, width=1600, height=1000, page_class=AxesPage)
    page.open(
        "#fairness&fairness_mode=trend&fairness_run=jumps&fairness_tag="
        + urllib.parse.quote(JUMP_TAG, safe="")
        + "&fairness_trend_key=yes"
    )
    row = page.frame.locator("fairness-trend-row")
    groups = row.locator('section.chart[data-name="row-groups"][data-run="jumps"]')
    dots = groups.locator("svg circle[data-run]")
    wait_until(lambda: dots.count() == len(want), 20, "a dot per group and step")
    got = dots.evaluate_all(
        "cs => cs.map(c => [c.dataset.run, Number(c.dataset.step), Number(c.dataset.value)])"
    )
    assert {(g, s): v for g, s, v in got} == want
    legend = groups.locator(".legend .group").all_text_contents()
    assert sorted(legend) == sorted({g for g, _ in want})
    ring = row.locator('section.chart[data-name="row-bias"] svg g.first-worse circle')
    assert ring.get_attribute("data-step") == str(series["first_worse"]["step"]) == str(JUMP_STEP)
    page.screenshot(artifacts, "trend_row_groups")

    # The picker lists the rows, largest bias first; picking another redraws and is in the URL.
    options = row.locator("datalist option").evaluate_all("os => os.map(o => o.value)")
    keys = get_json(f"{base}/data/plugin/fairness/row_trend?tag={JUMP_TAG}")["keys"]
    assert options == keys
    picker = row.locator("input[name=row_key]")
    picker.fill("no")
    picker.dispatch_event("change")
    wait_until(
        lambda: page.hash_params().get("fairness_trend_key") == "no", 10, "the key in the URL"
    )
    wait_until(
        lambda: "class no" in row.locator('section.chart[data-name="row-bias"] h3').text_content(),
        10,
        "the bias chart of the row picked",
    )
    row.locator("button[name=row_clear]").click()
    wait_until(lambda: "fairness_trend_key" not in page.hash_params(), 10, "the key cleared")
    assert row.locator("section.chart").count() == 0


def test_odd_steps_are_drawn_as_tensorboard_keeps_them(base, open_page, artifacts):
    """A restart from a checkpoint, a step logged twice, wall times going backwards and a
    single step: every point the route answers is a dot, on every x axis, and the single
    step is said (no blank chart, no console error)."""
    trend = get_json(f"{base}/data/plugin/fairness/trend?tag={urllib.parse.quote(ODD_TAG)}")
    name = "overall_value"
    want = sorted(
        (s["run"], p["step"])
        for s in trend["series"]
        for p in s["points"]
        if p["values"][name] is not None
    )
    for x in ("step", "relative", "wall"):
        page = open_page(base, width=1600, height=1000, page_class=AxesPage)
        page.open(
            "#fairness&fairness_mode=trend&fairness_run=twice&fairness_trend_x="
            + x
            + "&fairness_tag="
            + urllib.parse.quote(ODD_TAG, safe="")
        )
        wait_until(lambda page=page: len(page.dots(name)) == len(want), 20, f"every dot ({x})")
        assert sorted((d["run"], d["step"]) for d in page.dots(name)) == want
        assert page.svg(name).get_attribute("data-x") == x
        if x == "step":
            page.screenshot(artifacts, "trend_odd_steps")


def test_a_rows_load_is_its_own_not_the_tabs(base, open_page):
    """The tab's `data-status` is the trend's: while a per-group row loads, and when it fails,
    the tab stays ready (no progress bar, no error box) and the row carries its own status,
    loading line and error."""
    page = open_page(base, width=1600, height=1000, page_class=AxesPage)
    held = []
    page.page.route("**/data/plugin/fairness/row_trend?*", lambda route: held.append(route))
    page.page.goto(
        f"{base}/#fairness&fairness_mode=trend&fairness_run=jumps&fairness_tag="
        + urllib.parse.quote(JUMP_TAG, safe="")
        + "&fairness_trend_key=yes"
    )
    row = page.frame.locator("fairness-trend-row")
    # Each read pumps Playwright's events, so the route handler runs meanwhile.
    wait_until(lambda: row.get_attribute("data-status") == "loading" and held, 20, "the row held")
    page.wait_ready()
    assert page.app.get_attribute("data-status") == "ready"
    assert page.frame.locator('fairness-app [role="progressbar"]').count() == 0
    assert "Loading the groups" in row.locator(".loading").text_content()  # the row's own

    held[0].fulfill(status=400, content_type="text/plain", body="no such row")
    wait_until(lambda: row.get_attribute("data-status") == "error", 10, "the row's error")
    assert "no such row" in row.locator(".message").text_content()
    assert page.app.get_attribute("data-status") == "ready"
    assert page.frame.locator("fairness-app .message").count() == 1  # the row's alone
    assert len(page.console_errors) == 1 and "status of 400" in page.console_errors[0]
    page.console_errors.clear()
