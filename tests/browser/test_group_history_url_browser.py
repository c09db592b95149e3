"""The open class history of the per-group views (group_metrics, detection_recall) is kept
in the URL hash as `fairness_drill`, as the other report views keep their open drill-down
(row_history.ts), in a real TensorBoard driven in Debian's chromium.

A class clicked opens its history (<fairness-row-drilldown>) and writes
`fairness_drill=<class>`; a reload opens that history again and selects and charts the
class; × closes it and takes the parameter off the hash (the class stays selected). A URL
holding only `fairness_drill` selects, charts and opens its class, as a click would; one
naming a class the report does not have opens nothing and loses the parameter. The logdir
is test_groups_browser.py's (report_data.write_group_logdir).
"""

from __future__ import annotations

import json
import urllib.parse

import pytest
from browser_support import GroupsPage, wait_until
from report_data import DET_TAG, GAP_CLASS, GROUP_RUN, GROUP_TAG, HOSTILE
from test_row_browser import DrillPage

pytestmark = pytest.mark.browser


def q(s: str) -> str:
    return urllib.parse.quote(s, safe="")


def start(tag: str, **params) -> str:
    extra = "".join(f"&fairness_{k}={q(str(v))}" for k, v in params.items())
    return f"#fairness&fairness_run={GROUP_RUN}&fairness_tag={q(tag)}{extra}"


class GroupsHistoryPage(GroupsPage, DrillPage):
    """A per-group view with the history of a class."""

    def wait_hash(self, key: str | None):
        what = f"fairness_drill={key!r} in the hash" if key else "no fairness_drill in the hash"
        wait_until(lambda: self.hash_params().get("fairness_drill") == key, 10, what)

    def wait_closed(self):
        wait_until(lambda: self.drilldown.count() == 0, 10, "the history to close")

    def selected(self, table: str, cls: str) -> bool:
        row = self.frame.locator(f"{table} tbody tr[data-class={json.dumps(cls)}]")
        return row.count() == 1 and row.get_attribute("aria-selected") == "true"

    def wait_charted(self, chart: str, cls: str):
        """The chart shows class `cls` and both tables have it selected."""

        def charted():
            heading = self.frame.locator(f"{chart} h3")
            return (
                heading.count() > 0
                and cls in heading.first.text_content()
                and self.selected("fairness-rate-table", cls)
                and self.selected("fairness-disparity-table", cls)
            )

        wait_until(charted, 10, f"{cls!r} charted and selected")


@pytest.fixture
def fp(group_tensorboard, open_page):
    return open_page(group_tensorboard, page_class=GroupsHistoryPage)


def test_class_history_is_in_the_url(fp, artifacts):
    fp.open(start(GROUP_TAG))
    assert fp.drilldown.count() == 0
    assert "fairness_drill" not in fp.hash_params()

    # A click opens the history of the class, and the hash says which.
    fp.frame.locator(f'fairness-disparity-table tr[data-class="{GAP_CLASS}"]').click()
    fp.wait_drill(GAP_CLASS)
    fp.wait_hash(GAP_CLASS)
    assert fp.hash_params().get("fairness_class") == GAP_CLASS

    # A reload with that URL opens it again, the class selected and charted.
    fp.reload()
    fp.wait_drill(GAP_CLASS)
    fp.wait_charted("fairness-group-bars", GAP_CLASS)
    assert fp.hash_params().get("fairness_drill") == GAP_CLASS
    fp.screenshot(artifacts, "groups_history_from_url")

    # × closes it: the parameter leaves the hash, the class stays selected and charted.
    fp.control("close-row").click()
    fp.wait_closed()
    fp.wait_hash(None)
    assert fp.hash_params().get("fairness_class") == GAP_CLASS
    fp.wait_charted("fairness-group-bars", GAP_CLASS)

    # Closed, a reload opens nothing.
    fp.reload()
    fp.wait_charted("fairness-group-bars", GAP_CLASS)
    assert fp.drilldown.count() == 0
    assert "fairness_drill" not in fp.hash_params()


def test_drill_alone_selects_and_opens_its_class(fp):
    """A URL with `fairness_drill` but no `fairness_class` (a hostile name, here) selects
    and charts the class, as a click on it does, and opens its history."""
    fp.open(start(GROUP_TAG, drill=HOSTILE))
    fp.wait_drill(HOSTILE)
    fp.wait_charted("fairness-group-bars", HOSTILE)
    assert fp.frame.locator("fairness-group-bars h3 .cls").text_content() == HOSTILE
    wait_until(
        lambda: fp.hash_params().get("fairness_class") == HOSTILE, 10, "the class in the hash"
    )
    assert fp.hash_params().get("fairness_drill") == HOSTILE

    # Esc closes it.
    fp.drilldown.locator("h2").click()
    fp.page.keyboard.press("Escape")
    fp.wait_closed()
    fp.wait_hash(None)


def test_a_class_not_in_the_report_closes_it(fp):
    fp.open(start(GROUP_TAG, drill="no such class"))
    fp.wait_hash(None)
    assert fp.drilldown.count() == 0
    assert "fairness_class" not in fp.hash_params()


def test_detection_history_is_in_the_url(fp):
    fp.open(start(DET_TAG))
    report = fp.route("detection_recall", run=GROUP_RUN, tag=DET_TAG)
    cls = report["classes"][0]
    fp.frame.locator(f'fairness-rate-table tr[data-class="{cls}"]').click()
    fp.wait_drill(cls)
    fp.wait_hash(cls)
    fp.reload()
    fp.wait_drill(cls)
    fp.wait_charted("fairness-ar-chart", cls)
    fp.control("close-row").click()
    fp.wait_closed()
    fp.wait_hash(None)
