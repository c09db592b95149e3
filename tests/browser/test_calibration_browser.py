"""The Calibration panel of the binary classification view (<fairness-calibration-panel>) in
a real TensorBoard, driven in Debian's chromium.

The logdir holds report_data.write_binary_logdir's report (`binary/val`: gender=f and
gender=m measured, gender=nb under min_count), a report whose second group's scores are 0.2
too high (`binary/miscal`: that group, named with markup, is surely worse calibrated than
gender=f), and a report of logits with thresholds -1, 0, 1 (`binary/logit`: no calibration,
the hint). What the panel shows is checked against the `binary_classification/calibration`
route's JSON. Screenshots go to test-artifacts/calibration_*.png.
"""

from __future__ import annotations

import os
import urllib.parse

import numpy as np
import pytest
import report_data
from browser_support import IndicatorPage, tensorboard, wait_until
from report_data import BINARY_RUN, BINARY_SMALL_GROUP, BINARY_TAG, HOSTILE

pytestmark = pytest.mark.browser

PANEL = "fairness-calibration-panel"
ROUTE = "binary_classification/calibration"
MINUS = "\u2212"
#: Logits, not probabilities: the report keeps no score sums (no calibration).
LOGIT_TAG = "binary/logit"
#: Two groups of about 4,000; the second one's scores are 0.2 above its calibrated probabilities.
MISCAL_TAG = "binary/miscal"
MISCAL_GROUP = f"gender={HOSTILE}"


def miscalibrated_examples(n: int = 8000, seed: int = 5):
    """(scores, labels, attributes): gender=f's scores are its probabilities; the other
    group's are 0.2 too high (clipped to 1)."""
    rng = np.random.default_rng(seed)
    # gender=f the larger group: the baseline.
    gender = np.array(["f"] * (n // 2 + 200) + [HOSTILE] * (n - n // 2 - 200), dtype=object)
    p = rng.beta(2, 2, n)
    labels = (rng.random(n) < p).astype(int)
    scores = np.where(gender == HOSTILE, np.clip(p + 0.2, 0.0, 1.0), p)
    return scores, labels, {"gender": gender.tolist()}


def write_calibration_logdir(logdir: str) -> None:
    import tb_fairness

    report_data.write_binary_logdir(logdir)
    with tb_fairness.FileWriter(os.path.join(logdir, BINARY_RUN)) as writer:
        scores, labels, attributes = report_data.binary_examples(11)
        p = np.clip(scores, 1e-3, 1 - 1e-3)
        writer.binary_classification(
            LOGIT_TAG,
            0,
            np.log(p / (1 - p)),
            labels,
            attributes,
            thresholds=[-1, 0, 1],
            wall_time=1_700_000_000.0,
        )
        scores, labels, attributes = miscalibrated_examples()
        writer.binary_classification(
            MISCAL_TAG, 0, scores, labels, attributes, wall_time=1_700_000_000.0
        )


def calibration_loaded(runs: dict) -> bool:
    tags = runs.get(BINARY_RUN, {})
    return all(t in tags for t in (BINARY_TAG, LOGIT_TAG, MISCAL_TAG))


@pytest.fixture(scope="module")
def calibration_tensorboard(tmp_path_factory):
    path = tmp_path_factory.mktemp("calibration_logdir")
    write_calibration_logdir(str(path))
    with tensorboard(str(path), True, ready=calibration_loaded) as base:
        yield base


class CalibrationPage(IndicatorPage):
    ROWS = "table.binary tbody tr"

    @property
    def panel(self):
        return self.frame.locator(PANEL)

    def wait_panel(self, timeout: float = 15.0):
        """Waits until the panel's last load is done; fails with its message on an error."""
        wait_until(
            lambda: self.panel.get_attribute("data-status") in ("ready", "error"),
            timeout,
            "the calibration panel to load",
        )
        if self.panel.get_attribute("data-status") == "error":
            text = self.panel.locator(".message").first.text_content()
            raise AssertionError(f"the calibration panel shows an error: {' '.join(text.split())}")

    def sentence(self) -> str:
        return " ".join(
            self.panel.locator("[data-role=calibration-summary]").text_content().split()
        )

    def row(self, group: str):
        return self.panel.locator(f'tbody tr[data-group="{group}"]')

    def cell_text(self, group: str, col: str) -> str:
        return " ".join(self.row(group).locator(f"[data-col={col}]").text_content().split())

    def live_hash(self) -> dict:
        """The top page's hash parameters as the page has them now (`page.url` can lag behind
        a `history.replaceState` made from the plugin's iframe)."""
        fragment = self.page.evaluate("() => location.hash").lstrip("#")
        out = {}
        for part in fragment.split("&")[1:]:
            key, _, value = part.partition("=")
            out[urllib.parse.unquote(key)] = urllib.parse.unquote(value)
        return out

    def calibration(self, tag: str = BINARY_TAG, **params) -> dict:
        return self.route(ROUTE, run=BINARY_RUN, tag=tag, **params)


def start(tag: str = BINARY_TAG, **params) -> str:
    extra = "".join(
        f"&fairness_{k}={urllib.parse.quote(str(v), safe='')}" for k, v in params.items()
    )
    return f"#fairness&fairness_run={BINARY_RUN}&fairness_tag={urllib.parse.quote(tag, safe='')}{extra}"


@pytest.fixture
def open_calibration(calibration_tensorboard, open_page):
    def make(hash_: str, width: int = 1400, height: int = 900) -> CalibrationPage:
        fp = open_page(
            calibration_tensorboard, width=width, height=height, page_class=CalibrationPage
        )
        fp.open(hash_)
        fp.wait_panel()
        return fp

    return make


def pp(v: float) -> str:
    """A difference of rates as the tab writes it: 4.3 pp, −1.2 pp."""
    return f"{v * 100:.1f}".replace("-", MINUS) + " pp"


def pp_interval(lower: float, upper: float) -> str:
    return "[" + ", ".join(f"{v * 100:.1f}".replace("-", MINUS) for v in (lower, upper)) + "]"


def measured(route: dict) -> list[str]:
    """The groups the diagram draws: measured, with a non-empty bin."""
    return [
        g
        for i, g in enumerate(route["groups"])
        if route["state"][i] == "ok" and any(c > 0 for c in route["per_bin"]["count"][i])
    ]


def check_table(fp: CalibrationPage, route: dict) -> None:
    """Every group's row: its ECE (pp, one decimal) and interval as the route's, or its reason."""
    for i, group in enumerate(route["groups"]):
        row = fp.row(group)
        assert row.get_attribute("data-state") == route["state"][i]
        if route["state"][i] == "ok":
            ece = row.locator("[data-col=ece]")
            assert ece.locator(".v").text_content().strip() == pp(route["ece"][i])
            assert ece.locator(".interval").text_content().strip() == pp_interval(
                route["ece_lower"][i], route["ece_upper"][i]
            )
            assert float(ece.get_attribute("data-value")) == route["ece"][i]
        else:
            assert row.locator("[data-col=ece]").count() == 0
            assert fp.cell_text(group, "reason") == route["reason"][i]


def worst_of(route: dict) -> tuple[str, int]:
    """The group the JSON says is worst: surely worse than the baseline with the highest ECE,
    else the highest ECE."""
    ok = [i for i, e in enumerate(route["ece"]) if e is not None]
    worse = [
        i for i in ok if route["verdict"][i] == "worse" and route["groups"][i] != route["baseline"]
    ]
    i = max(worse or ok, key=lambda k: route["ece"][k])
    return route["groups"][i], i


# --------------------------------------------------------------------------------------


def test_chart_table_and_sentence_equal_the_route(open_calibration, artifacts):
    fp = open_calibration(start())
    route = fp.calibration()
    assert route["available"] and route["bins"] == 10
    assert fp.panel.locator("h3.title").text_content() == "Calibration"
    # One line per measured group, the small group left out and said so.
    drawn = measured(route)
    assert BINARY_SMALL_GROUP not in drawn and len(drawn) == 2
    lines = fp.panel.locator("svg g.cal-line path")
    assert lines.count() == len(drawn)
    assert lines.evaluate_all("ps => ps.map(p => p.dataset.group)") == drawn
    assert fp.panel.locator(".diagram").get_attribute("data-lines") == str(len(drawn))
    left = " ".join(fp.panel.locator("[data-role=left-out]").text_content().split())
    assert BINARY_SMALL_GROUP in left and "fewer than 50 examples" in left
    # A dot per non-empty bin of each drawn group; the diagonal.
    dots = sum(
        sum(1 for c in route["per_bin"]["count"][route["groups"].index(g)] if c > 0) for g in drawn
    )
    assert fp.panel.locator("svg g.cal-dot circle").count() == dots
    assert fp.panel.locator("svg g.diagonal path").count() == 1
    # The legend names the drawn groups.
    legend = fp.panel.locator(".legend .item[data-group]").evaluate_all(
        "xs => xs.map(x => x.dataset.group)"
    )
    assert legend == drawn
    # The table: ECE per group as the route's, the reason in place of numbers.
    check_table(fp, route)
    assert fp.cell_text(route["baseline"], "verdict") == "baseline"
    # The sentence names the worst group with the ECE the table shows.
    worst, i = worst_of(route)
    sentence = fp.sentence()
    assert f"{pp(route['ece'][i])} ({worst})" in sentence or sentence.startswith(f"{worst}'s"), (
        sentence
    )
    assert route["baseline"] in sentence
    assert fp.control("cal_bins").input_value() == "10"
    fp.panel.scroll_into_view_if_needed()
    fp.screenshot(artifacts, "calibration_report")


def test_a_group_surely_worse_is_named_and_marked(open_calibration):
    fp = open_calibration(start(MISCAL_TAG))
    route = fp.calibration(MISCAL_TAG)
    assert sorted(route["groups"]) == sorted(["gender=f", MISCAL_GROUP])
    assert route["baseline"] == "gender=f"
    assert route["verdict"][route["groups"].index(MISCAL_GROUP)] == "worse", route
    check_table(fp, route)
    worst, i = worst_of(route)
    assert worst == MISCAL_GROUP
    b = route["groups"].index(route["baseline"])
    expected = (
        f"{MISCAL_GROUP}'s scores are the worst calibrated: ECE {pp(route['ece'][i])} "
        f"{pp_interval(route['ece_lower'][i], route['ece_upper'][i])} against {pp(route['ece'][b])} "
        f"for gender=f (the baseline), surely worse at 95% (by {pp(route['gap_lower'][i])} at least)."
    )
    assert fp.sentence() == expected
    # The verdict badge: --bad, from the verdict alone; the gap with its sign.
    badge = fp.row(MISCAL_GROUP).locator("[data-col=verdict] .badge")
    assert badge.text_content().strip() == "worse"
    colors = badge.evaluate(
        "b => [getComputedStyle(b).color,"
        " getComputedStyle(document.createElement('i')).color,"
        " getComputedStyle(b).getPropertyValue('--bad').trim()]"
    )
    assert "bad" in badge.get_attribute("class")
    assert colors[2] != "" and colors[0] != colors[1]
    gap = fp.row(MISCAL_GROUP).locator("[data-col=gap] .v").text_content().strip()
    assert gap == "+" + pp(route["ece_gap"][i])
    # The group's name is text, never markup.
    assert fp.frame.locator(f"{PANEL} img").count() == 0
    assert fp.row(MISCAL_GROUP).locator("[data-col=group]").text_content() == MISCAL_GROUP


def test_bins_refetch_and_survive_a_reload(open_calibration):
    fp = open_calibration(start())
    # The slices panel's keys and the calibration panel's go to the URL together.
    wait_until(
        lambda: fp.frame.locator("fairness-slices-panel").get_attribute("data-status") == "ready",
        15,
        "the slices panel",
    )
    fp.frame.locator("fairness-slices-panel [name=slice_metric]").select_option("fpr")
    wait_until(
        lambda: fp.live_hash().get("fairness_slice_metric") == "fpr", 10, "slice metric in hash"
    )
    asked = lambda r: f"/{ROUTE}?" in r.url and "bins=5" in r.url  # noqa: E731
    with fp.page.expect_request(asked) as request:
        fp.control("cal_bins").select_option("5")
    assert "bins=5" in request.value.url
    wait_until(
        lambda: (
            fp.panel.locator(".content").get_attribute("data-bins") == "5"
            and fp.panel.get_attribute("data-status") == "ready"
        ),
        15,
        "the panel at 5 bins",
    )
    route = fp.calibration(bins=5)
    assert route["bins"] == 5 and len(route["edges"]) == 6
    check_table(fp, route)
    assert fp.panel.locator("svg g.cal-dot circle").count() == sum(
        sum(1 for c in route["per_bin"]["count"][route["groups"].index(g)] if c > 0)
        for g in measured(route)
    )
    wait_until(lambda: fp.live_hash().get("fairness_cal_bins") == "5", 10, "bins in hash")
    assert fp.live_hash().get("fairness_slice_metric") == "fpr"
    # The view's own options still go with them: a threshold typed keeps both panels' keys.
    box = fp.control("threshold")
    box.fill("0.3")
    box.press("Enter")
    wait_until(lambda: fp.live_hash().get("fairness_threshold") == "0.3", 10, "threshold in hash")
    hash_ = fp.live_hash()
    assert hash_.get("fairness_cal_bins") == "5" and hash_.get("fairness_slice_metric") == "fpr"
    # A reload reads them back.
    fp.reload()
    fp.wait_panel()
    assert fp.control("cal_bins").input_value() == "5"
    assert fp.panel.locator(".content").get_attribute("data-bins") == "5"
    check_table(fp, route)
    assert fp.frame.locator("fairness-slices-panel [name=slice_metric]").input_value() == "fpr"
    # Back to 10: the default leaves the URL.
    fp.control("cal_bins").select_option("10")
    wait_until(lambda: "fairness_cal_bins" not in fp.live_hash(), 10, "the default bins")
    wait_until(
        lambda: fp.panel.locator(".content").get_attribute("data-bins") == "10", 15, "10 bins"
    )


def test_a_report_without_calibration_shows_the_hint(open_calibration, artifacts):
    fp = open_calibration(start(LOGIT_TAG))
    route = fp.calibration(LOGIT_TAG)
    assert route["available"] is False
    hint = fp.panel.locator("[data-role=no-calibration]")
    hint.wait_for()
    text = " ".join(hint.text_content().split())
    assert "probabilities in [0, 1]" in text and "tb-fairness 0.2 or later" in text
    assert route["reason"] in text
    assert fp.panel.locator("[name=cal_bins]").count() == 0
    assert fp.panel.locator("svg").count() == 0
    # The view itself is fine: its status is its own.
    assert fp.app.get_attribute("data-status") == "ready"
    fp.panel.scroll_into_view_if_needed()
    fp.screenshot(artifacts, "calibration_hint")


def settle_scroll(fp: CalibrationPage) -> None:
    """Waits until the panel stops moving (a smooth scroll has ended)."""
    last = {}

    def still():
        now = fp.panel.evaluate("el => Math.round(el.getBoundingClientRect().top)")
        same = last.get("top") == now
        last["top"] = now
        return same

    wait_until(still, 10, "the scroll to settle")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("size", [(1600, 1000), (1000, 700)])
def test_screenshots(calibration_tensorboard, browser, artifacts, size, scheme):
    width, height = size
    context = browser.new_context(viewport={"width": width, "height": height}, color_scheme=scheme)
    try:
        fp = CalibrationPage(context.new_page(), calibration_tensorboard)
        fp.open(start(MISCAL_TAG))
        fp.frame.locator(f"fairness-app[data-theme={scheme}]").wait_for()
        fp.wait_panel()
        fp.panel.locator("svg g.cal-line path").first.wait_for(state="attached")
        fp.panel.evaluate("el => el.scrollIntoView({block: 'start'})")
        settle_scroll(fp)
        assert fp.panel.locator("h3.title").is_visible()
        # The table never runs past the panel: it scrolls sideways in its box.
        box, panel = fp.panel.locator(".table-box").evaluate(
            "b => [b.getBoundingClientRect().right, b.getRootNode().host.getBoundingClientRect().right]"
        )
        assert box <= panel + 1, (box, panel)
        fp.screenshot(artifacts, f"calibration_{width}x{height}_{scheme}")
        assert fp.console_errors == [] and fp.dialogs == []
    finally:
        context.close()
