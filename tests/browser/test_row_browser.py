"""The row drill-down (<fairness-row-drilldown>, the `row` route) in a real TensorBoard,
driven in Debian's chromium: from a key of the compare table (a click, or Enter on it) for
report B, from a class of the per-group views (its history), and inside the SkewSize class
drill-down. What it shows is checked against the `row` route's JSON: the detail rows, one
entry per run holding the tag, one point per step of the run. Esc and × close it.
Screenshots go to test-artifacts/row_*.png.
"""

from __future__ import annotations

import math
import os
import re
import urllib.parse

import pytest
from browser_support import (
    RUNS,
    STEPS,
    TAG,
    FairnessPage,
    GroupsPage,
    SkewPage,
    get_json,
    tensorboard,
    wait_until,
)
from report_data import (
    DET_TAG,
    GAP_CLASS,
    GROUP_TAG,
    GROUPINGS,
    HOSTILE,
    NURSE,
    SKEW_RUN,
    SKEW_STEPS,
    SKEW_TAG,
    SKIN_BUCKETS,
    detection_examples,
    group_examples,
)

pytestmark = pytest.mark.browser

A = "man"
DRILL = "fairness-row-drilldown"

# A per-group logdir of its own: two runs, two steps each (the shared one has one of each).
GROUP_RUNS = ("facet_a", "facet_b")
GROUP_STEPS = (0, 1)


def q(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def row_route(base: str, **params) -> dict:
    query = urllib.parse.urlencode({k: v for k, v in params.items() if v is not None})
    return get_json(f"{base}/data/plugin/fairness/row?{query}")


def same(shown, want) -> bool:
    """A data attribute (text, or None when absent) equals the route's value (None: absent)."""
    if want is None:
        return shown is None
    if shown is None:
        return False
    if isinstance(want, bool):
        return shown == str(want).lower()
    if isinstance(want, (int, float)):
        return math.isclose(float(shown), float(want), rel_tol=0, abs_tol=0)
    return shown == str(want)


class DrillPage(FairnessPage):
    """A Fairness page with the row drill-down: what it shows, as data attributes."""

    @property
    def drilldown(self):
        return self.frame.locator(DRILL)

    def wait_drill(self, key: str, timeout: float = 20.0):
        """Waits until one drill-down shows `key`, loaded."""

        def ready():
            return (
                self.drilldown.count() == 1
                and self.drilldown.get_attribute("data-status") == "ready"
                and self.drilldown.get_attribute("data-key") == key
            )

        wait_until(ready, timeout, f"the drill-down of {key!r}")

    def detail_rows(self):
        """[{column: data-v}] of the detail table (the interval as its `lower` and `upper`)."""
        return self.drilldown.locator("table.detail-table tbody tr").evaluate_all(
            """rows => rows.map(r => {
                const out = {};
                for (const c of r.querySelectorAll('td[data-col]')) {
                    if (c.dataset.col === 'interval') {
                        out.lower = c.dataset.lower ?? null;
                        out.upper = c.dataset.upper ?? null;
                    } else {
                        out[c.dataset.col] = c.dataset.v ?? null;
                    }
                }
                return out;
            })"""
        )

    def run_entries(self):
        """[(run, step, present, bias, lower, upper, current)] in display order."""
        return [
            tuple(r)
            for r in self.drilldown.locator(".run-row").evaluate_all(
                """rows => rows.map(r => [r.dataset.run, Number(r.dataset.step),
                    r.dataset.present === 'true', r.dataset.bias ?? null, r.dataset.lower ?? null,
                    r.dataset.upper ?? null, r.getAttribute('aria-current') === 'true'])"""
            )
        ]

    def step_points(self):
        """{step: (bias, lower, upper, current)} of the steps chart's dots."""
        rows = self.drilldown.locator("section.steps svg circle[data-step]").evaluate_all(
            """cs => cs.map(c => [Number(c.dataset.step), c.dataset.bias, c.dataset.lower ?? null,
                c.dataset.upper ?? null, c.dataset.current === 'true'])"""
        )
        return {s: (b, lo, hi, cur) for s, b, lo, hi, cur in rows}


def check_detail(fp: DrillPage, route: dict, key_column: str | None = None):
    """The detail table's rows are the route's (the key column, all the key, left out)."""
    shown = fp.detail_rows()
    want = route["detail"]["rows"]
    assert len(shown) == len(want) > 0
    for s, w in zip(shown, want):
        for column in route["detail"]["columns"]:
            if column == key_column:
                assert column not in s
                continue
            assert same(s.get(column), w[column]), (column, s.get(column), w[column])


def check_runs(fp: DrillPage, route: dict, order):
    """One entry per run holding the tag, in the run list's order, the drill-down's run marked."""
    entries = fp.run_entries()
    assert len(entries) == len(route["runs"])
    by_run = {r["run"]: r for r in route["runs"]}
    want = [r for r in order if r in by_run] + [
        r["run"] for r in route["runs"] if r["run"] not in order
    ]
    assert [e[0] for e in entries] == want
    for run, step, present, bias, lower, upper, current in entries:
        r = by_run[run]
        assert step == r["step"]
        assert present == (r["bias"] is not None)
        assert same(bias, r["bias"]) and same(lower, r["lower"]) and same(upper, r["upper"]), run
        assert current == (run == route["run"])
    assert int(fp.drilldown.locator("section.runs").get_attribute("data-entries")) == len(entries)


def check_steps(fp: DrillPage, route: dict):
    """One point per step of the run with the row, the step on screen marked."""
    want = {p["step"]: p for p in route["steps"] if p["bias"] is not None}
    points = fp.step_points()
    assert set(points) == set(want)
    for step, (bias, lower, upper, current) in points.items():
        w = want[step]
        assert same(bias, w["bias"]) and same(lower, w["lower"]) and same(upper, w["upper"])
        assert current == (step == route["step"])
    section = fp.drilldown.locator("section.steps")
    assert int(section.get_attribute("data-points")) == len(want)
    assert int(section.get_attribute("data-missing")) == len(route["steps"]) - len(want)


# --------------------------------------------------------------------------------------
# Compare: a key of the table


class CompareDrillPage(DrillPage):
    ROWS = "fairness-compare-table .row"

    def key_button(self, key: str):
        return self.frame.locator(f"{self.ROWS} button.k").filter(
            has_text=re.compile("^" + re.escape(key) + "$")
        )

    def show_only(self, key: str):
        """Searches for exactly `key`: its row is the only one shown."""
        self.control("search").fill("^" + re.escape(key) + "$")
        wait_until(
            lambda: (
                self.frame.locator("fairness-compare .summary").get_attribute("data-shown") == "1"
            ),
            10,
            f"only {key!r} shown",
        )


@pytest.fixture
def cp(tensorboards, open_page):
    page = open_page(tensorboards(True), width=1600, height=1000, page_class=CompareDrillPage)
    page.open(
        f"#fairness&fairness_run={RUNS[0]}&fairness_tag={q(TAG)}&fairness_a={A}&fairness_mode=compare"
    )
    summary = page.frame.locator("fairness-compare .summary")
    wait_until(
        lambda: (
            page.app.get_attribute("data-status") == "ready"
            and summary.count() == 1
            and summary.get_attribute("data-b-run") == RUNS[1]
        ),
        30,
        "the comparison of the two runs",
    )
    return page


def a_key_in_every_run_and_step(base: str, diff: dict) -> str:
    """A key of the diff with a bias in every run and at every step of run B (by the route)."""
    for key in diff["columns"]["key"][:40]:
        r = row_route(base, tag=TAG, run=RUNS[1], key=key, a=A)
        if all(p["bias"] is not None for p in r["runs"] + r["steps"]):
            return key
    raise AssertionError("no key with a bias everywhere among the first 40")


def compared_route(base, diff, key, b_step=None) -> dict:
    """The row route as Compare's drill-down asks it: A = (run, step), B = (vs_run, vs_step)."""
    return row_route(
        base,
        tag=TAG,
        run=diff["a"]["run"],
        step=diff["a"]["step"],
        vs_run=diff["b"]["run"],
        vs_step=diff["b"]["step"] if b_step is None else b_step,
        key=key,
        a=A,
    )


def check_groups(fp, route: dict):
    """For whom: one row per group of the route, with its values, change and direction,
    and the group that drives the change named as the route names it."""
    section = fp.drilldown.locator("section.groups")
    rows = section.locator("tbody tr").evaluate_all(
        """rows => rows.map(r => ({
            group: r.dataset.group, direction: r.dataset.direction,
            value_a: r.querySelector('[data-col=value_a]').dataset.v ?? null,
            value_b: r.querySelector('[data-col=value_b]').dataset.v ?? null,
            change: r.querySelector('[data-col=change]').dataset.v ?? null}))"""
    )
    want = route["groups"]["rows"]
    assert [r["group"] for r in rows] == [g["group"] for g in want]
    for shown, g in zip(rows, want):
        assert shown["direction"] == g["direction"], g["group"]
        for c in ("value_a", "value_b", "change"):
            assert same(shown[c], g[c]), (g["group"], c)
    driver = route["groups"]["head"]["driver"]
    assert section.get_attribute("data-driver") == (driver["group"] if driver else None)
    # The detail of one report gives way to the comparison of both.
    assert fp.drilldown.locator("section.detail").count() == 0


def test_compare_key_opens_the_drilldown_of_report_b(cp, artifacts):
    base = cp.base
    diff = get_json(
        f"{base}/data/plugin/fairness/diff?tag={q(TAG)}&run={RUNS[0]}&vs_run={RUNS[1]}&a={A}"
    )
    key = a_key_in_every_run_and_step(base, diff)
    cp.show_only(key)
    cp.key_button(key).click()
    cp.wait_drill(key)
    # Report B's run and step, with the comparison's options (a=man), its groups against A.
    route = compared_route(base, diff, key)
    assert route["step"] == STEPS[-1] and route["run"] == RUNS[1]
    assert cp.drilldown.locator("h2 .key-name").text_content() == key
    check_groups(cp, route)
    assert [r["group"] for r in route["groups"]["rows"]] == ["man", "woman"]
    check_runs(cp, route, RUNS)
    check_steps(cp, route)
    assert len(cp.step_points()) == len(STEPS)
    # The row of the open key is marked, its button says it is expanded.
    assert cp.key_button(key).get_attribute("aria-expanded") == "true"
    cp.screenshot(artifacts, "row_compare_drilldown")

    # Esc closes it; the key's button has the focus back.
    cp.page.keyboard.press("Escape")
    wait_until(lambda: cp.drilldown.count() == 0, 10, "the drill-down to close on Esc")
    assert cp.key_button(key).evaluate("b => b.getRootNode().activeElement === b")
    # Enter on the key opens it again; × closes it.
    cp.key_button(key).press("Enter")
    cp.wait_drill(key)
    check_runs(cp, route, RUNS)
    cp.control("close-row").click()
    wait_until(lambda: cp.drilldown.count() == 0, 10, "the drill-down to close on ×")
    assert "fairness_cmp_drill" not in cp.hash_params()
    # An open drill-down is in the URL: a reload opens it again.
    cp.key_button(key).click()
    cp.wait_drill(key)
    assert cp.hash_params()["fairness_cmp_drill"] == key
    cp.reload()
    cp.wait_drill(key)
    check_groups(cp, route)


def test_compare_drilldown_follows_report_b(cp):
    """Another step of report B: the drill-down reads that step (its detail, its mark)."""
    base = cp.base
    diff = get_json(
        f"{base}/data/plugin/fairness/diff?tag={q(TAG)}&run={RUNS[0]}&vs_run={RUNS[1]}&a={A}"
    )
    key = a_key_in_every_run_and_step(base, diff)
    cp.show_only(key)
    cp.key_button(key).click()
    cp.wait_drill(key)
    cp.control("b_step").select_option(str(STEPS[0]))
    route = compared_route(base, diff, key, b_step=STEPS[0])
    what = cp.drilldown.locator(".what")
    wait_until(
        lambda: (
            cp.drilldown.get_attribute("data-status") == "ready"
            and what.get_attribute("data-step") == str(STEPS[0])
        ),
        20,
        "the drill-down at B's new step",
    )
    assert what.get_attribute("data-run") == RUNS[1]
    check_groups(cp, route)
    check_steps(cp, route)


def test_compare_hostile_label_is_text(cp, artifacts):
    cp.show_only(HOSTILE)
    cp.key_button(HOSTILE).click()
    cp.wait_drill(HOSTILE)
    assert cp.drilldown.locator("h2 .key-name").text_content() == HOSTILE
    images = cp.frame_object.evaluate("""() => {
        let n = 0;
        const walk = (root) => {
            n += root.querySelectorAll('img').length;
            for (const el of root.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
        };
        walk(document);
        return n;
    }""")
    assert images == 0
    diff = get_json(
        f"{cp.base}/data/plugin/fairness/diff?tag={q(TAG)}&run={RUNS[0]}&vs_run={RUNS[1]}&a={A}"
    )
    check_groups(cp, compared_route(cp.base, diff, HOSTILE))


# --------------------------------------------------------------------------------------
# The association view: a label clicked


def test_association_label_opens_its_drawer(tensorboards, open_page, artifacts):
    """A label clicked opens a drawer: the row's every column, then its drill-down for the
    report on screen (the view's options); the arrow keys and Enter go on through the table
    with the drawer following; Esc closes it, the focus stays in the table."""
    base = tensorboards(False)
    fp = open_page(base, width=1000, height=700, page_class=DrillPage)
    fp.open(f"#fairness&fairness_run={RUNS[1]}&fairness_tag={q(TAG)}&fairness_a={A}")
    fp.wait_ready()
    first = fp.frame.locator("fairness-table .row[data-pos='0']")
    label = first.locator("[data-col=label]").text_content()
    first.click()
    drawer = fp.frame.locator("fairness-associations-view aside.drawer")
    drawer.wait_for(timeout=5000)
    fp.wait_drill(label)
    assert drawer.locator(".open-row").get_attribute("data-key") == label
    route = row_route(base, tag=TAG, run=RUNS[1], key=label, a=A)
    assert route["step"] == STEPS[-1]
    check_detail(fp, route)
    assert [r["identity"] for r in route["detail"]["rows"]] == ["man", "woman"]
    check_runs(fp, route, RUNS)
    check_steps(fp, route)
    # The drawer lies inside the viewport, at the right, over the view.
    box = drawer.bounding_box()
    assert box["x"] + box["width"] <= 1000 + 1 and box["x"] > 300
    fp.screenshot(artifacts, "row_association_drawer_1000x700")

    # The focus stays in the table: ArrowDown then Enter opens the next label.
    second = fp.frame.locator("fairness-table .row[data-pos='1'] [data-col=label]").text_content()
    fp.page.keyboard.press("ArrowDown")
    fp.page.keyboard.press("Enter")
    fp.wait_drill(second)
    assert drawer.locator(".open-row").get_attribute("data-key") == second
    check_detail(fp, row_route(base, tag=TAG, run=RUNS[1], key=second, a=A))
    # Esc closes it; × too.
    fp.page.keyboard.press("Escape")
    drawer.wait_for(state="detached", timeout=5000)
    fp.page.keyboard.press("Enter")
    fp.wait_drill(second)
    fp.frame.locator("fairness-associations-view button[name=close_row]").click()
    drawer.wait_for(state="detached", timeout=5000)


# --------------------------------------------------------------------------------------
# The per-group views: a class clicked


@pytest.fixture(scope="module")
def group_history_tensorboard(tmp_path_factory):
    """Per-group and detection reports in two runs at two steps each."""
    import tb_fairness

    path = tmp_path_factory.mktemp("group_history_logdir")
    for k, run in enumerate(GROUP_RUNS):
        with tb_fairness.FileWriter(os.path.join(str(path), run)) as writer:
            for step in GROUP_STEPS:
                seed = 10 * k + step
                classes, preds, attributes = group_examples(seed)
                writer.group_metrics(
                    GROUP_TAG,
                    step,
                    classes,
                    preds,
                    attributes,
                    groupings=GROUPINGS,
                    buckets=SKIN_BUCKETS,
                    wall_time=1_700_000_000.0 + 60 * step,
                )
                ious, det_attributes, det_classes = detection_examples(seed + 1)
                writer.detection_recall(
                    DET_TAG,
                    step,
                    ious,
                    det_attributes,
                    classes=det_classes,
                    buckets=SKIN_BUCKETS,
                    wall_time=1_700_000_000.0 + 60 * step,
                )

    def ready(runs):
        return all(
            runs.get(run, {}).get(tag, {}).get("max_step") == GROUP_STEPS[-1]
            for run in GROUP_RUNS
            for tag in (GROUP_TAG, DET_TAG)
        )

    with tensorboard(str(path), True, ready=ready) as base:
        yield base


class GroupsDrillPage(GroupsPage, DrillPage):
    pass


def test_per_group_class_opens_its_history(group_history_tensorboard, open_page, artifacts):
    base = group_history_tensorboard
    fp = open_page(base, page_class=GroupsDrillPage)
    run = GROUP_RUNS[1]
    fp.open(f"#fairness&fairness_run={run}&fairness_tag={q(GROUP_TAG)}")
    assert fp.drilldown.count() == 0  # only a click opens it
    fp.frame.locator(f'fairness-disparity-table tr[data-class="{GAP_CLASS}"]').click()
    fp.wait_drill(GAP_CLASS)
    # The chart shows the class too (the click selected it).
    assert GAP_CLASS in fp.frame.locator("fairness-group-bars h3").text_content()
    route = row_route(
        base, tag=GROUP_TAG, run=run, key=GAP_CLASS, grouping="gender", metric="recall"
    )
    assert route["step"] == GROUP_STEPS[-1]
    check_runs(fp, route, [])
    assert len(route["runs"]) == len(GROUP_RUNS)
    check_steps(fp, route)
    assert len(fp.step_points()) == len(GROUP_STEPS)
    # The history leaves the counts to the tables around it.
    assert fp.drilldown.locator("section.detail").count() == 0
    fp.screenshot(artifacts, "row_groups_history")

    # A pair of groups: the history is of that pair's gap.
    fp.control("a").select_option("gender=m")
    fp.control("b").select_option("gender=f")
    pair = row_route(
        base, tag=GROUP_TAG, run=run, key=GAP_CLASS, grouping="gender", a="gender=m", b="gender=f"
    )

    def shows_pair():
        if fp.drilldown.count() != 1 or fp.drilldown.get_attribute("data-status") != "ready":
            return False
        entries = fp.run_entries()
        return len(entries) == len(pair["runs"]) and all(
            same(e[3], r["bias"]) for e, r in zip(entries, pair["runs"])
        )

    # Changing the pair reloads the tables; the class stays selected, its history open.
    wait_until(shows_pair, 20, "the history of the pair's gap")
    check_steps(fp, pair)

    # Esc closes it; the class stays charted.
    fp.page.keyboard.press("Escape")
    wait_until(lambda: fp.drilldown.count() == 0, 10, "the history to close on Esc")
    assert GAP_CLASS in fp.frame.locator("fairness-group-bars h3").text_content()
    assert fp.hash_params().get("fairness_class") == GAP_CLASS


def test_detection_class_opens_its_history(group_history_tensorboard, open_page):
    base = group_history_tensorboard
    fp = open_page(base, page_class=GroupsDrillPage)
    run = GROUP_RUNS[0]
    fp.open(f"#fairness&fairness_run={run}&fairness_tag={q(DET_TAG)}")
    report = fp.route("detection_recall", run=run, tag=DET_TAG)
    cls = report["classes"][0]
    fp.frame.locator(f'fairness-rate-table tr[data-class="{cls}"]').click()
    fp.wait_drill(cls)
    route = row_route(base, tag=DET_TAG, run=run, key=cls)
    check_runs(fp, route, [])
    check_steps(fp, route)
    fp.control("close-row").click()
    wait_until(lambda: fp.drilldown.count() == 0, 10, "the history to close on ×")


# --------------------------------------------------------------------------------------
# SkewSize: inside the class drill-down


class SkewDrillPage(SkewPage, DrillPage):
    pass


def test_skew_class_drilldown_shows_its_history(skew_tensorboards, open_page, artifacts):
    base = skew_tensorboards(True)
    fp = open_page(base, page_class=SkewDrillPage)
    fp.open(f"#fairness&fairness_run={SKEW_RUN}&fairness_tag={q(SKEW_TAG)}")
    fp.row(NURSE).click()
    SkewPage.wait_drill(fp, NURSE)
    DrillPage.wait_drill(fp, NURSE)  # the history, inside the class drill-down
    route = row_route(base, tag=SKEW_TAG, run=SKEW_RUN, key=NURSE, mev=5)
    check_runs(fp, route, [])
    check_steps(fp, route)
    assert len(fp.step_points()) == len(SKEW_STEPS)
    # The class drill-down shows the counts; the history adds no table, and no close of its own.
    assert fp.drilldown.locator("section.detail").count() == 0
    assert fp.drilldown.locator("button.close").count() == 0
    fp.drilldown.scroll_into_view_if_needed()
    fp.screenshot(artifacts, "row_skew_history")
