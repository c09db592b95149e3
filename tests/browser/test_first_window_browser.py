"""A table past the first request's 20,000 rows (frontend/src/kinds/label_associations/
window_state.ts FIRST_ROWS): its first answer is a window, the rows on screen; the whole
table, asked for next, takes over. The user cannot tell the two apart: the same rows at the
same place, the cursor on its row, and once the table is whole a search runs in the browser.

The whole table's answer is held by Playwright's routing until the test lets it through, so
both phases are seen, whatever the machine's speed.
"""

from __future__ import annotations

import os
import re

import numpy as np
import pytest
from browser_support import FairnessPage, tensorboard, wait_until

pytestmark = pytest.mark.browser

ROWS = 30_000
RUN = "long"
TAG = "associations/long"
VIEW = (
    "() => document.querySelector('fairness-app').shadowRoot"
    ".querySelector('fairness-associations-view')"
)


def long_counts():
    """30,000 labels over two identities, counts as from 100,000 examples (seeded)."""
    from tb_fairness.metrics.counts import AssociationCounts

    rng = np.random.default_rng(31)
    n = 100_000
    label_counts = rng.integers(1, 2_000, ROWS)
    identity_counts = np.array([40_000, 45_000])
    joint = rng.binomial(label_counts[None, :], [[0.4], [0.45]])
    return AssociationCounts(
        n=n,
        label_names=[f"label {i:05d}" for i in range(ROWS)],
        identity_names=["woman", "man"],
        label_counts=label_counts,
        identity_counts=identity_counts,
        joint_counts=joint,
        identity_label_index=np.full(2, -1),
    )


@pytest.fixture(scope="module")
def long_tensorboard(tmp_path_factory):
    import tb_fairness

    path = str(tmp_path_factory.mktemp("long_table"))
    with tb_fairness.FileWriter(os.path.join(path, RUN)) as writer:
        writer.label_associations(TAG, 0, counts=long_counts())
    with tensorboard(path, load_fast=True, ready=lambda runs: TAG in runs.get(RUN, {})) as base:
        yield base


def held_by_now(fp: FairnessPage, routes: list):
    """A wait_until predicate for a request Playwright's routing holds: each call lets the
    sync API dispatch its events (the route handlers run only then)."""
    return lambda: fp.page.evaluate("0") == 0 and len(routes) > 0


def first_position(fp: FairnessPage) -> int:
    """The display position of the first row rendered (-1: none)."""
    return fp.frame.locator("fairness-table .row:not(.placeholder)").evaluate_all(
        "rows => rows.length ? Math.min(...rows.map((r) => Number(r.dataset.pos))) : -1"
    )


def view_state(fp: FairnessPage) -> dict:
    return fp.frame_object.evaluate(
        f"""() => {{
          const v = ({VIEW})();
          const t = v.shadowRoot.querySelector('fairness-table');
          const cursor = t.shadowRoot.querySelector('.row.cursor [data-col=label]');
          return {{windowed: v.data?.window !== undefined, rows: v.data?.rows ?? null,
                   scrollTop: t.scrollTop, cursor: cursor?.textContent ?? null}};
        }}"""
    )


def test_the_first_window_then_the_whole_table(long_tensorboard, open_page, artifacts):
    fp = open_page(long_tensorboard)
    asked = []
    fp.page.on(
        "request",
        lambda r: asked.append(r.url) if "/fairness/label_associations?" in r.url else None,
    )
    held = []

    def hold(route):
        held.append(route)  # answered below, once the window phase is checked

    fp.page.route(re.compile(r".*/fairness/label_associations\?.*max_rows=200000.*"), hold)
    fp.open(f"#fairness&fairness_run={RUN}&fairness_tag={TAG.replace('/', '%2F')}")
    fp.wait_ready()
    wait_until(lambda: len(fp.rendered_labels()) > 10, 10, "the first window's rows")
    first_rows = fp.rendered_labels()
    wait_until(held_by_now(fp, held), 10, "the request for the whole table")
    state = view_state(fp)
    assert state["windowed"], "the first answer of a table past 20,000 rows is a window"
    assert "max_rows=20000" in asked[0]
    whole_url = held[0].request.url
    # The whole table: the report and its statistics, not the rows' choice.
    assert "max_rows=200000" in whole_url and "sort=" not in whole_url and "q=" not in whole_url
    fp.summary().wait_for()
    assert "30,000" in fp.summary().text_content()

    # The keyboard cursor on a row, and the table scrolled: both must survive the swap.
    table = fp.frame.locator("fairness-table")
    table.evaluate("t => { t.scrollTop = 24 * 300; }")
    wait_until(lambda: first_position(fp) >= 250, 5, "the rows scrolled to")
    fp.frame.locator("fairness-table .row").nth(5).click()
    wait_until(lambda: view_state(fp)["cursor"] is not None, 5, "the cursor")
    before = view_state(fp)
    rendered_before = fp.rendered_labels()
    # The window's charts, drawn once its rows were painted, stay up through the swap.
    histogram = fp.frame.locator("fairness-gap-histogram")
    note = histogram.locator(".note")
    wait_until(lambda: "finite gap" in (note.text_content() or ""), 10, "the window's charts")
    note_before = note.text_content()
    histogram.evaluate(
        """h => { window.chartGone = false; new MutationObserver(() => {
             if (!h.shadowRoot.querySelector('.chart svg')) window.chartGone = true;
           }).observe(h.shadowRoot, {childList: true, subtree: true}); }"""
    )

    held[0].continue_()
    wait_until(lambda: not view_state(fp)["windowed"], 10, "the whole table to take over")
    after = view_state(fp)
    assert after["rows"] == ROWS
    assert after["scrollTop"] == before["scrollTop"], "the same table keeps its place"
    assert after["cursor"] == before["cursor"], "the cursor stays on its row"
    wait_until(lambda: fp.rendered_labels() == rendered_before, 5, "the same rows on screen")
    wait_until(lambda: note.text_content() == note_before, 5, "the whole table's charts")
    assert not histogram.evaluate("h => window.chartGone"), "the charts went away at the swap"
    fp.screenshot(artifacts, "first_window_then_whole")

    # Whole now: a search is the browser's, no request to the view route.
    n_asked = len(asked)
    search = fp.control("search")
    search.fill("label 0123")
    fp.wait_shown(10)
    assert len(asked) == n_asked
    assert all(label.startswith("label 0123") for label in fp.rendered_labels())
    # The first window's rows were the whole table's first rows.
    search.fill("")
    table.evaluate("t => { t.scrollTop = 0; }")
    wait_until(lambda: first_position(fp) == 0, 5, "the top of the table")
    assert fp.rendered_labels()[:10] == first_rows[:10]


def test_a_window_late_after_the_whole_table_is_dropped(long_tensorboard, open_page):
    """A search sent while windowed, answered after the whole table took over: the whole
    table stays, and shows the search's rows itself."""
    fp = open_page(long_tensorboard)
    held = {"whole": [], "search": []}

    def hold(route):
        url = route.request.url
        if "max_rows=200000" in url:
            held["whole"].append(route)
        elif "q=" in url:
            held["search"].append(route)
        else:
            route.continue_()

    fp.page.route(re.compile(r".*/fairness/label_associations\?.*"), hold)
    fp.open(f"#fairness&fairness_run={RUN}&fairness_tag={TAG.replace('/', '%2F')}")
    wait_until(held_by_now(fp, held["whole"]), 10, "the request for the whole table")
    fp.control("search").fill("label 0042")
    wait_until(held_by_now(fp, held["search"]), 10, "the window of the search")
    held["whole"][0].continue_()
    wait_until(lambda: not view_state(fp)["windowed"], 10, "the whole table to take over")
    fp.wait_shown(10)  # the browser's search
    stale = fp.frame.locator("fairness-associations-view .main.stale")
    assert stale.count() == 1, "the search's window is still awaited"
    held["search"][0].continue_()
    wait_until(lambda: stale.count() == 0, 10, "the late window's answer")
    # The late window changes nothing: still whole, still the search's ten rows.
    assert not view_state(fp)["windowed"]
    fp.wait_shown(10)
    assert sorted(fp.rendered_labels()) == [f"label 00{420 + i}" for i in range(10)]
