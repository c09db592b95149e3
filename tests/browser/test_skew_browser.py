"""The SkewSize view of the Fairness tab in a real TensorBoard, driven in Debian's chromium.

The logdir (report_data.write_skew_logdir) holds SkewSize reports with a planted mistake
(`darker` nurses are often predicted `surgeon`), a class seen in one group only (V
undefined), a hostile class name, an open-vocabulary report, and, in another run, a
label-association report, so the view is chosen by the tag's kind. Everything on screen is
checked against the `skew_size` and `skew_size/class` routes' JSON with an oracle written
here (the sorting rules of frontend/src/skew_state.ts, restated in Python); the CSV download
is the `table` route's CSV, byte for byte `tb-fairness export`'s. Screenshots go to
test-artifacts/skew_*.png.
"""

from __future__ import annotations

import csv
import io
import math
import re
import urllib.parse

import pytest
from browser_support import SkewPage, export_bytes, wait_until
from report_data import (
    DOCTOR,
    MIXED_ASSOC_RUN,
    NURSE,
    ONE_GROUP,
    SKEW_HOSTILE,
    SKEW_LARGE_TAG,
    SKEW_OPEN_TAG,
    SKEW_RUN,
    SKEW_STEPS,
    SKEW_TAG,
    SURGEON,
)

pytestmark = pytest.mark.browser

CSV_COLUMNS = [
    "class",
    "n",
    "cramers_v",
    "lower",
    "upper",
    "p_value",
    "significant",
    "band",
    "accuracy",
    "worst_group",
    "worst_group_accuracy",
    "worst_group_excluded",
    "gap",
]
BANDS = ["negligible", "small", "medium", "large"]
TEXT_COLUMNS = {"class", "worst_group"}
START = f"#fairness&fairness_run={SKEW_RUN}&fairness_tag={urllib.parse.quote(SKEW_TAG, safe='')}"


# --------------------------------------------------------------------------------------
# The oracle: what the table must show, computed from the route's JSON.


def skew_key(report, column, i):
    value = report["columns"][column][i]
    if column == "band":
        return float(BANDS.index(value)) if value in BANDS else math.nan
    return math.nan if value is None else float(value)


def expected_rows(report, sort="cramers_v", direction="desc", search=None):
    """Row indices in display order: undefined values last in both directions, bands by
    strength, names by code point, ties in server order; then the class search."""
    n = report["rows"]
    if sort in TEXT_COLUMNS:
        names = report["columns"][sort]
        defined = [i for i in range(n) if names[i] is not None]
        undefined = [i for i in range(n) if names[i] is None]
        # Python keeps ties in their original order with reverse=True, too.
        order = sorted(defined, key=lambda i: names[i], reverse=direction == "desc") + undefined
    else:
        keys = [skew_key(report, sort, i) for i in range(n)]
        defined = [i for i in range(n) if not math.isnan(keys[i])]
        undefined = [i for i in range(n) if math.isnan(keys[i])]
        sign = -1 if direction == "desc" else 1
        order = sorted(defined, key=lambda i: (sign * keys[i], i)) + undefined
    pattern = re.compile(search, re.IGNORECASE) if search else None
    return [i for i in order if pattern is None or pattern.search(report["columns"]["class"][i])]


def classes(report, rows):
    return [report["columns"]["class"][i] for i in rows]


def number(text: str) -> float:
    """A number as the page writes it: unicode minus, %, pp."""
    return float(text.replace("\u2212", "-").replace("%", "").replace("pp", "").strip())


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


def shows_skew_size(fp, value: float) -> bool:
    """The headline's SkewSize is `value` (its exact number, as the route gave it)."""
    shown = fp.headline("skew_size").get_attribute("data-value")
    return shown is not None and float(shown) == value


def scroll_table(fp, where: str):
    fp.frame.locator("fairness-skew-table").evaluate(
        "t => { t.scrollTop = %s; }" % ("t.scrollHeight" if where == "bottom" else "0")
    )


# --------------------------------------------------------------------------------------
# Both loaders: the view loads and shows the server's table.


@pytest.mark.parametrize("load_fast", [True, False], ids=["load_fast=true", "load_fast=false"])
def test_skew_smoke_both_loaders(skew_tensorboards, open_page, artifacts, load_fast):
    fp = open_page(skew_tensorboards(load_fast), page_class=SkewPage)
    fp.open(START)
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    assert report["step"] == SKEW_STEPS[-1]
    assert int(fp.summary().get_attribute("data-total")) == report["rows"]
    assert fp.shown() == report["rows"]
    shown = fp.rendered_classes()
    assert len(shown) >= 10
    assert shown == classes(report, range(report["rows"]))[: len(shown)]  # the server's order
    fp.screenshot(artifacts, f"skew_smoke_{'fast' if load_fast else 'slow'}")


@pytest.fixture
def fp(skew_tensorboards, open_page):
    page = open_page(skew_tensorboards(True), page_class=SkewPage)
    page.open(START)
    return page


# --------------------------------------------------------------------------------------
# The headline


def test_headline_equals_the_route(fp, artifacts):
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    model = report["model"]
    assert model["skew_size"] is not None and model["parity_state"] is None
    for key in (
        "skew_size",
        "classes_with_v",
        "classes",
        "overall_accuracy",
        "mean_accuracy",
        "worst_group_accuracy",
        "gap",
        "demographic_parity",
        "equalized_odds",
    ):
        cell = fp.headline(key)
        assert float(cell.get_attribute("data-value")) == model[key], key
        shown = number(cell.text_content())
        if key in ("overall_accuracy", "mean_accuracy", "worst_group_accuracy", "gap"):
            assert abs(shown / 100 - model[key]) <= 0.0005 + 1e-12, (key, shown)  # 0.1 percent
        elif key in ("demographic_parity", "equalized_odds"):
            assert abs(shown - model[key]) <= 0.0005 + 1e-12, (key, shown)
        elif key == "skew_size":
            assert abs(shown - model[key]) <= 5e-4 * abs(model[key]), (key, shown)  # 4 digits
        else:
            assert shown == model[key], key
    assert fp.headline("worst_group").text_content() == model["worst_group"]
    assert (
        fp.headline("demographic_parity_label").text_content() == model["demographic_parity_label"]
    )
    assert fp.headline("equalized_odds_label").text_content() == model["equalized_odds_label"]
    text = " ".join(fp.frame.locator("fairness-skew-view .headline").text_content().split())
    assert "higher is less biased; a long tail of large effect sizes lowers it" in text
    for group in report["groups"]:
        assert group["name"] in text
    fp.screenshot(artifacts, "skew_headline")
    # The worst group is chosen among the groups of at least the min count: here every group.
    worst = fp.headline("worst_group").locator("xpath=..")
    assert model["worst_group_excluded"] == 0 and fp.headline("worst_group_excluded").count() == 0
    assert worst.get_attribute("title") == (
        f"{model['worst_group']}: the lowest accuracy of the groups with at least "
        f"{model['min_count']} examples."
    )
    # A min count above the smaller group's examples leaves it out, and the headline says so.
    small, large = sorted(report["groups"], key=lambda g: g["n"])
    assert small["n"] < large["n"]
    min_count = small["n"] + 1
    raised = fp.skew(run=SKEW_RUN, tag=SKEW_TAG, min_count=min_count)["model"]
    assert raised["worst_group"] == large["name"] and raised["worst_group_excluded"] == 1
    fp.control("min_count").fill(str(min_count))
    left = fp.headline("worst_group_excluded")
    wait_until(lambda: left.count() == 1, 10, "the group left out")
    assert left.text_content().split() == ["+1", "left", "out"]
    assert fp.headline("worst_group").text_content() == large["name"]
    assert worst.get_attribute("title") == (
        f"{large['name']}: the lowest accuracy of the groups with at least {min_count:,} "
        f"examples; 1 group with fewer than {min_count:,} examples left out (the overall "
        "accuracy counts them)."
    )


def test_headline_states_its_reasons(fp, artifacts):
    """Open vocabulary: parity undefined; two classes: SkewSize undefined, with reasons."""
    fp.control("tag").select_option(SKEW_OPEN_TAG)
    wait_until(lambda: fp.hash_params().get("fairness_tag") == SKEW_OPEN_TAG, 10, "the tag")
    fp.wait_ready()
    report = fp.skew(run=SKEW_RUN, tag=SKEW_OPEN_TAG)
    model = report["model"]
    assert model["skew_size"] is None and model["parity_state"] == "open_vocabulary"
    wait_until(
        lambda: fp.headline("skew_size").get_attribute("data-state") == model["skew_size_state"],
        10,
        "SkewSize undefined",
    )
    assert fp.headline("skew_size").text_content().strip() == "undefined"
    assert (
        fp.headline("skew_size_reason").text_content()
        == report["reasons"][model["skew_size_state"]]
    )
    parity = fp.headline("parity_state")
    assert parity.get_attribute("data-state") == "open_vocabulary"
    assert report["reasons"]["open_vocabulary"] in parity.text_content()
    assert fp.headline("demographic_parity").count() == 0
    fp.screenshot(artifacts, "skew_open_vocabulary")


def test_skew_size_interval_shown_or_withheld_with_its_reason(fp, artifacts):
    """Few examples per class: no interval, and the title says why; many: the route's."""
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    model = report["model"]
    assert model["skew_size_interval"] is None and model["skew_size_interval_state"] == "too_noisy"
    withheld = fp.headline("skew_size_interval")
    assert withheld.get_attribute("data-state") == "too_noisy"
    assert "too noisy" in withheld.text_content()
    assert withheld.get_attribute("title") == model["skew_size_interval_reason"]

    fp.control("tag").select_option(SKEW_LARGE_TAG)
    wait_until(lambda: fp.hash_params().get("fairness_tag") == SKEW_LARGE_TAG, 10, "the tag")
    fp.wait_ready()
    model = fp.skew(run=SKEW_RUN, tag=SKEW_LARGE_TAG)["model"]
    lower, upper = model["skew_size_interval"]
    assert lower < model["skew_size"] < upper
    shown = fp.headline("skew_size_interval")
    wait_until(lambda: shown.get_attribute("data-lower") == str(lower), 10, "the interval")
    assert shown.get_attribute("data-upper") == str(upper)
    low_text, high_text = (number(t) for t in shown.text_content().strip("[] ").split(","))
    assert abs(low_text - lower) <= 5e-4 * abs(lower) and abs(high_text - upper) <= 5e-4 * abs(
        upper
    )
    assert "Approximate 95% interval" in shown.get_attribute("title")
    fp.screenshot(artifacts, "skew_size_interval")


# --------------------------------------------------------------------------------------
# The table


def test_sort_by_v_with_undefined_last(fp, artifacts):
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    one_group = report["columns"]["class"].index(ONE_GROUP)
    assert report["states"]["cramers_v"][one_group] == "one_group"
    assert fp.header("cramers_v").get_attribute("aria-sort") == "descending"  # the default

    for direction in ("asc", "desc"):
        fp.header("cramers_v").click()
        want = "ascending" if direction == "asc" else "descending"
        assert fp.header("cramers_v").get_attribute("aria-sort") == want
        rows = expected_rows(report, "cramers_v", direction)
        expected = classes(report, rows)
        undefined = [i for i in rows if report["columns"]["cramers_v"][i] is None]
        assert undefined and rows[-len(undefined) :] == undefined  # last in both directions
        wait_until(
            lambda expected=expected: fp.rendered_classes()[:3] == expected[:3],
            10,
            f"V {direction}",
        )
        shown = fp.rendered_classes()
        assert shown == expected[: len(shown)]
        scroll_table(fp, "bottom")
        wait_until(
            lambda expected=expected: fp.rendered_classes()[-1:] == expected[-1:],
            10,
            "the last rows",
        )
        shown = fp.rendered_classes()
        assert shown == expected[-len(shown) :]
        cell = fp.row(ONE_GROUP).locator("[data-col=cramers_v]")
        assert cell.text_content().strip() == "undefined"
        assert cell.get_attribute("data-state") == "undefined"
        assert report["reasons"]["one_group"] in cell.get_attribute("title")
        assert "last in both directions" in cell.get_attribute("title")
        fp.screenshot(artifacts, f"skew_sorted_v_{direction}_bottom")
        scroll_table(fp, "top")

    for column in ("band", "class", "accuracy", "worst_group_accuracy", "gap", "n"):
        fp.header(column).click()
        direction = "asc" if column == "class" else "desc"
        assert fp.header(column).get_attribute("aria-sort") == (
            "ascending" if direction == "asc" else "descending"
        ), column
        expected = classes(report, expected_rows(report, column, direction))
        wait_until(
            lambda expected=expected: fp.rendered_classes()[:5] == expected[:5],
            10,
            f"{column} order",
        )
        assert fp.header("cramers_v").get_attribute("aria-sort") == "none"


def worst_group_cases(report):
    """Indices of plainly named classes: with groups left out of their worst group, with
    none kept, with every group kept."""
    c = report["columns"]
    plain = [i for i, name in enumerate(c["class"]) if re.fullmatch(r"\w+", name)]
    return (
        [i for i in plain if c["worst_group_excluded"][i] and c["worst_group"][i] is not None],
        [i for i in plain if c["worst_group"][i] is None and c["accuracy"][i] is not None],
        [i for i in plain if c["worst_group"][i] is not None and not c["worst_group_excluded"][i]],
    )


def test_the_worst_group_says_which_groups_it_leaves_out(fp, tmp_path, skew_logdir):
    """A class's worst group is chosen among its groups of at least min count examples (the
    Min count box, kept in the URL): the others are counted beside its name and in its
    tooltip (the class's accuracy counts them, so its gap can go negative), and where no group
    is kept the undefined cells say why. The CSV is the export at that min count."""
    assert fp.control("min_count").input_value() == "50"
    # A min count that splits the classes three ways (the route's answer at each candidate).
    for min_count in range(50, 101, 5):
        report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG, min_count=min_count)
        if all(worst_group_cases(report)):
            break
    else:
        raise AssertionError("no min count leaves groups out of some classes and not others")
    fp.control("min_count").fill(str(min_count))
    # The page's own hash (Playwright's page.url can miss a replaceState made from the iframe).
    live = f"fairness_min_count={min_count}"
    wait_until(lambda: live in fp.page.evaluate("location.hash").split("&"), 10, "the hash")
    said = f"worst groups of at least {min_count} examples"
    wait_until(lambda: said in fp.summary().text_content(), 10, "the summary's min count")
    fp.wait_ready()
    c = report["columns"]
    left, none_kept, kept_all = worst_group_cases(report)
    for i in left[:2] + none_kept[:1] + kept_all[:1]:
        name, group, excluded = c["class"][i], c["worst_group"][i], c["worst_group_excluded"][i]
        fp.control("search").fill(f"^{name}$")
        wait_until(lambda name=name: fp.rendered_classes() == [name], 10, f"the row of {name}")
        cell = fp.row(name).locator("[data-col=worst_group]")
        wait_until(
            lambda cell=cell, excluded=excluded: (
                cell.get_attribute("data-excluded") == str(excluded)
            ),
            10,
            f"{name}: {excluded} groups left out",
        )
        title = cell.get_attribute("title")
        if group is None:
            gap = fp.row(name).locator("[data-col=gap]")
            assert gap.text_content().strip() == "undefined"
            assert gap.get_attribute("title") == (
                f"Undefined: no group has at least {min_count} examples of the class "
                f"({excluded} group{'' if excluded == 1 else 's'} with fewer than {min_count} "
                "examples of the class)."
            )
            continue
        words = cell.text_content().split()
        assert title.startswith(
            f"{group}: the lowest accuracy of the groups with at least {min_count}"
        )
        if excluded:
            assert words == [group, f"+{excluded}", "left", "out"]
            assert f"with fewer than {min_count} examples of the class left out" in title
        else:
            assert words == [group] and "left out" not in title
    rows, params = fp.check_table_download(
        "download", tmp_path, skew_logdir, table="classes", min_count=min_count
    )
    assert rows[0] == CSV_COLUMNS
    by_class = {row[0]: row for row in rows[1:]}
    for i in left + none_kept:
        row = by_class[c["class"][i]]
        assert row[CSV_COLUMNS.index("worst_group")] == (c["worst_group"][i] or "")
        assert int(row[CSV_COLUMNS.index("worst_group_excluded")]) == c["worst_group_excluded"][i]
    fp.reload()
    assert fp.control("min_count").input_value() == str(min_count)


def test_class_search_and_invalid_regex(fp, artifacts):
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    search = fp.control("search")
    pattern = "^class_1|NURSE|<img"
    want = classes(report, expected_rows(report, search=pattern))
    assert NURSE in want and SKEW_HOSTILE in want and 3 < len(want) < report["rows"]
    search.fill(pattern)
    fp.wait_shown(len(want))
    assert fp.rendered_classes() == want[: len(fp.rendered_classes())]
    # The histogram counts the classes shown.
    note = fp.frame.locator("fairness-skew-histogram .note").text_content()
    defined = sum(
        report["columns"]["cramers_v"][report["columns"]["class"].index(c)] is not None
        for c in want
    )
    assert f"{defined} class" in note

    search.fill("class_(")
    alert = fp.frame.locator("fairness-skew-view .search-error")
    alert.wait_for()
    assert "Invalid regex" in alert.text_content()
    assert search.get_attribute("aria-invalid") == "true"
    fp.wait_shown(report["rows"])
    fp.screenshot(artifacts, "skew_search_invalid_regex")
    search.fill("^nurse$")
    fp.wait_shown(1)
    assert alert.count() == 0
    assert fp.rendered_classes() == [NURSE]


# --------------------------------------------------------------------------------------
# The drill-down (the paper's Figure 1)


def check_drill_down(fp, route):
    """The drill-down on screen equals the `skew_size/class` route's JSON, group by group."""
    for r, group in enumerate(route["groups"]):
        want = [
            (label, route["counts"][r][c], route["kept"][c], route["correct"][c])
            for c, label in enumerate(route["labels"])
        ]
        if route["other_labels"]:
            want.append((None, route["other"][r], True, False))
        assert [tuple(b) for b in fp.bars(group)] == want, group
        mistakes = [
            (m["rank"], m["label"], m["count"]) for m in route["mistakes"] if m["group"] == group
        ]
        assert fp.mistakes(group) == sorted(mistakes), group


def test_drill_down_shows_both_groups_bars_and_mistakes(fp, artifacts):
    fp.row(NURSE).click()
    fp.wait_drill(NURSE)
    assert fp.hash_params()["fairness_class"] == NURSE
    assert fp.row(NURSE).get_attribute("aria-selected") == "true"
    route = fp.skew_class(run=SKEW_RUN, tag=SKEW_TAG, **{"class_name": NURSE}, limit=20)
    assert set(route["groups"]) == {"lighter", "darker"}
    check_drill_down(fp, route)
    # The planted mistake: darker nurses are predicted `surgeon`, 40% of the time.
    assert fp.mistakes("darker")[0][1] == SURGEON
    darker = dict((b[0], b[1]) for b in fp.bars("darker"))
    lighter = dict((b[0], b[1]) for b in fp.bars("lighter"))
    assert darker[SURGEON] / sum(darker.values()) > 3 * lighter[SURGEON] / sum(lighter.values())
    # The correct label is highlighted; the rare `doctor` column is dropped by mev = 5.
    correct = fp.group_panel("darker").locator(".bar-row.correct")
    assert correct.get_attribute("data-label") == NURSE
    dropped = fp.group_panel("darker").locator(".bar-row.dropped")
    assert dropped.get_attribute("data-label") == DOCTOR
    assert "dropped" in fp.drill.locator('[data-key="dropped"]').text_content()
    v = float(fp.drill.locator('header [data-key="cramers_v"]').get_attribute("data-value"))
    assert v == route["cramers_v"]
    fp.screenshot(artifacts, "skew_drill_down_nurse")

    # Another class replaces it; Close closes it and clears the URL key.
    fp.control("search").fill(f"^{SURGEON}$")
    fp.wait_shown(1)
    fp.row(SURGEON).click()
    fp.wait_drill(SURGEON)
    check_drill_down(
        fp, fp.skew_class(run=SKEW_RUN, tag=SKEW_TAG, **{"class_name": SURGEON}, limit=20)
    )
    fp.control("close-class").click()
    wait_until(lambda: fp.drill.count() == 0, 10, "the drill-down to close")
    assert "fairness_class" not in fp.hash_params()


def test_drill_down_of_a_class_without_v(fp, artifacts):
    fp.control("search").fill("only")
    fp.wait_shown(1)
    fp.row(ONE_GROUP).click()
    fp.wait_drill(ONE_GROUP)
    route = fp.skew_class(run=SKEW_RUN, tag=SKEW_TAG, **{"class_name": ONE_GROUP}, limit=20)
    assert route["groups"] == ["lighter"] and route["state"] == "one_group"
    check_drill_down(fp, route)
    effect = fp.drill.locator('header [data-key="cramers_v"]')
    assert effect.get_attribute("data-state") == "one_group"
    assert "V undefined" in effect.text_content()
    fp.screenshot(artifacts, "skew_drill_down_one_group")


# --------------------------------------------------------------------------------------
# mev


def test_mev_change_refetches(fp, artifacts):
    fp.row(NURSE).click()
    fp.wait_drill(NURSE)
    doctor = fp.group_panel("darker").locator(f'.bar-row[data-label="{DOCTOR}"]')
    assert doctor.get_attribute("data-kept") == "false"
    before = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    after = fp.skew(run=SKEW_RUN, tag=SKEW_TAG, mev=0)
    assert after["model"]["skew_size"] != before["model"]["skew_size"]

    with fp.page.expect_request(lambda r: "/skew_size?" in r.url and "mev=0" in r.url):
        fp.control("mev").fill("0")
    wait_until(lambda: shows_skew_size(fp, after["model"]["skew_size"]), 10, "SkewSize at mev = 0")
    fp.wait_ready()
    assert fp.hash_params()["fairness_mev"] == "0"
    # The table shows the new values of V, in the new order.
    expected = classes(after, expected_rows(after))
    wait_until(lambda: fp.rendered_classes()[:5] == expected[:5], 10, "the mev = 0 order")
    i = after["columns"]["class"].index(NURSE)
    cell = fp.row(NURSE).locator("[data-col=cramers_v]")
    assert float(cell.get_attribute("data-v")) == after["columns"]["cramers_v"][i]
    assert cell.get_attribute("title").startswith(f"V = {cell.get_attribute('data-v')}, over ")
    assert after["columns"]["cramers_v"][i] != before["columns"]["cramers_v"][i]
    # The drill-down refetched too: nothing is dropped without the filter.
    wait_until(lambda: doctor.get_attribute("data-kept") == "true", 10, "doctor kept at mev = 0")
    fp.wait_drill(NURSE)
    check_drill_down(
        fp, fp.skew_class(run=SKEW_RUN, tag=SKEW_TAG, **{"class_name": NURSE}, mev=0, limit=20)
    )
    assert fp.drill.locator('[data-key="dropped"]').count() == 0
    fp.screenshot(artifacts, "skew_mev_0")

    # Not a number >= 0: marked invalid, ignored (no request, nothing changes).
    fp.control("mev").fill("-1")
    assert fp.control("mev").get_attribute("aria-invalid") == "true"
    assert fp.hash_params()["fairness_mev"] == "0"
    fp.control("mev").fill("5")
    wait_until(lambda: doctor.get_attribute("data-kept") == "false", 10, "doctor dropped again")
    assert "fairness_mev" not in fp.hash_params()  # the default is left out


def test_a_late_response_never_overwrites_a_newer_mev(fp):
    """Hold the mev = 1 table back, ask for mev = 0, then let mev = 1 through: 0 stays."""
    held = []
    pattern = "**/data/plugin/fairness/skew_size?*mev=1*"
    fp.page.route(pattern, lambda route: held.append(route))
    with fp.page.expect_request(pattern):
        fp.control("mev").fill("1")
    wait_until(lambda: fp.page.evaluate("1") and held, 10, "the mev = 1 request to be held")
    assert fp.app.get_attribute("data-status") == "loading"
    fp.page.unroute(pattern)
    fp.control("mev").fill("0")
    after = fp.skew(run=SKEW_RUN, tag=SKEW_TAG, mev=0)
    want = after["model"]["skew_size"]
    wait_until(lambda: shows_skew_size(fp, want), 10, "mev 0")
    try:
        held[0].fulfill(response=held[0].fetch())
    except Exception as err:  # noqa: BLE001 - aborted by the page: Playwright refuses
        assert "already handled" in str(err), err
    fp.frame.locator("fairness-app[data-status=ready]").wait_for()
    assert shows_skew_size(fp, want)
    assert "min expected count 0" in fp.summary().text_content()
    assert fp.hash_params()["fairness_mev"] == "0"


# --------------------------------------------------------------------------------------
# CSV


def check_csv_values(parsed, report):
    """The CSV's rows are the route's classes, in its order, with its values."""
    assert parsed[0] == CSV_COLUMNS
    body = parsed[1:]
    assert [line[0] for line in body] == report["columns"]["class"]
    for i, line in enumerate(body):
        assert len(line) == len(CSV_COLUMNS)
        for column, field in zip(CSV_COLUMNS[1:], line[1:]):
            value = report["columns"][column][i]
            if column == "significant":
                assert field == ("True" if value else "False"), (
                    report["columns"]["class"][i],
                    field,
                )
            elif value is None:
                assert field == "", (column, report["columns"]["class"][i], field)
            elif column in ("band", "worst_group"):
                assert field == value
            else:
                assert float(field) == value, (column, report["columns"]["class"][i], field)


def test_csv_is_the_export_for_the_options_shown(fp, artifacts, tmp_path, skew_logdir):
    """The CSV is the `table` route's `classes` table for the mev, level and FDR shown (every
    class, in the server's order: the search and sort are the browser's), byte for byte the
    export's."""
    fp.control("mev").fill("0")
    wait_until(lambda: "min expected count 0" in fp.summary().text_content(), 10, "mev 0")
    fp.wait_ready()
    fp.header("accuracy").click()
    fp.header("accuracy").click()  # ascending
    search = r"^class_2|nurse|only|<img"
    fp.control("search").fill(search)
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG, mev=0)
    rows = expected_rows(report, "accuracy", "asc", search=search)
    fp.wait_shown(len(rows))
    title = fp.control("download").get_attribute("title")
    assert title.startswith(f"All {report['rows']} rows as CSV") and "classes" in title, title
    parsed, params = fp.check_table_download(
        "download",
        tmp_path,
        skew_logdir,
        artifacts,
        run=SKEW_RUN,
        tag=SKEW_TAG,
        step=report["step"],
        table="classes",
        mev=0,
        fdr=0.05,
    )
    check_csv_values(parsed, report)
    assert {NURSE, ONE_GROUP, SKEW_HOSTILE} <= {line[0] for line in parsed[1:]}
    one_group = [line for line in parsed if line[0] == ONE_GROUP][0]
    # Undefined V: empty V, its interval and band.
    for column in ("cramers_v", "lower", "upper", "band"):
        assert one_group[CSV_COLUMNS.index(column)] == "", column


def test_csv_of_the_default_view_is_the_default_export(fp, tmp_path, skew_logdir):
    """The defaults: the same bytes as `tb-fairness export` with no option at all."""
    data, _url = fp.download_table("download", tmp_path)
    assert data == export_bytes(skew_logdir, {"run": SKEW_RUN, "tag": SKEW_TAG})


def test_csv_of_rows_shown_is_the_classes_the_table_shows(fp, artifacts, tmp_path):
    """ "CSV of rows shown": the full CSV's header, then the records of the classes the
    search leaves in the table, in the table's order (here accuracy descending), each
    record as the full CSV has it; its file name is the full one's with a `shown` part."""
    shown_button = fp.control("download-shown")
    assert shown_button.text_content().strip() == "CSV of rows shown"
    fp.header("accuracy").click()  # descending
    search = r"^class_1[0-4]|nurse|only|<img"
    fp.control("search").fill(search)
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    want = classes(report, expected_rows(report, "accuracy", "desc", search=search))
    assert {NURSE, ONE_GROUP, SKEW_HOSTILE} <= set(want) and len(want) == 8
    fp.wait_shown(len(want))
    # Few enough to be drawn at once: the table shows exactly these, in this order.
    wait_until(lambda: fp.rendered_classes() == want, 10, f"the table to show {want}")
    wait_until(lambda: shown_button.is_enabled(), 10, "the shown-rows button enabled")
    assert fp.control("download").is_enabled()

    full_data, full_url = fp.download_table("download", tmp_path)
    shown_data, shown_url = fp.download_table("download-shown", tmp_path, artifacts)
    assert shown_url == full_url  # the same table, cut in the browser
    full = list(csv.reader(io.StringIO(full_data.decode("utf-8"), newline="")))
    shown = list(csv.reader(io.StringIO(shown_data.decode("utf-8"), newline="")))
    assert shown[0] == full[0] == CSV_COLUMNS
    assert [line[0] for line in shown[1:]] == want == fp.rendered_classes()
    by_class = {line[0]: line for line in full[1:]}
    assert all(line == by_class[line[0]] for line in shown[1:])

    names = sorted(p.name for p in tmp_path.glob("*.csv"))
    assert len(names) == 2, names
    full_name = [n for n in names if not n.endswith("__shown.csv")]
    assert full_name and names == sorted(
        [full_name[0], full_name[0][: -len(".csv")] + "__shown.csv"]
    )


# --------------------------------------------------------------------------------------
# URL state, the hostile name, the view chosen by kind


def test_url_state_survives_reload_with_the_drill_down_open(fp, artifacts):
    fp.control("step").select_option(str(SKEW_STEPS[0]))
    wait_until(lambda: fp.hash_params().get("fairness_step") == str(SKEW_STEPS[0]), 10, "step")
    fp.wait_ready()
    fp.control("mev").fill("2.5")
    wait_until(lambda: "min expected count 2.5" in fp.summary().text_content(), 10, "mev 2.5")
    fp.wait_ready()
    fp.header("gap").click()  # descending
    fp.header("gap").click()  # ascending
    search = "class_0|nurse"
    fp.control("search").fill(search)
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG, step=SKEW_STEPS[0], mev=2.5)
    want = classes(report, expected_rows(report, "gap", "asc", search=search))
    fp.wait_shown(len(want))
    fp.row(NURSE).click()
    fp.wait_drill(NURSE)
    before_rows = fp.rendered_classes()
    assert before_rows == want[: len(before_rows)]
    before_bars = fp.bars("darker")
    params = fp.hash_params()
    assert params == {
        "fairness_run": SKEW_RUN,
        "fairness_tag": SKEW_TAG,
        "fairness_step": str(SKEW_STEPS[0]),
        "fairness_class": NURSE,
        "fairness_mev": "2.5",
        "fairness_sort": "gap",
        "fairness_dir": "asc",
        "fairness_q": search,
    }
    fp.screenshot(artifacts, "skew_url_state_before_reload")

    fp.reload()
    fp.wait_drill(NURSE)
    fp.wait_shown(len(want))
    assert fp.rendered_classes() == before_rows
    assert fp.bars("darker") == before_bars
    check_drill_down(
        fp,
        fp.skew_class(
            run=SKEW_RUN,
            tag=SKEW_TAG,
            step=SKEW_STEPS[0],
            mev=2.5,
            **{"class_name": NURSE},
            limit=20,
        ),
    )
    assert fp.control("run").input_value() == SKEW_RUN
    assert fp.control("tag").input_value() == SKEW_TAG
    assert fp.control("step").input_value() == str(SKEW_STEPS[0])
    assert fp.control("mev").input_value() == "2.5"
    assert fp.control("search").input_value() == search
    assert fp.header("gap").get_attribute("aria-sort") == "ascending"
    assert fp.row(NURSE).get_attribute("aria-selected") == "true"
    assert fp.hash_params() == params
    fp.screenshot(artifacts, "skew_url_state_after_reload")


def test_hostile_class_name_is_text(fp, artifacts):
    fp.control("search").fill("<img")
    fp.wait_shown(1)
    assert fp.rendered_classes() == [SKEW_HOSTILE]
    cell = fp.row(SKEW_HOSTILE).locator("[data-col=class]")
    assert cell.text_content() == SKEW_HOSTILE
    assert cell.get_attribute("title") == SKEW_HOSTILE
    fp.row(SKEW_HOSTILE).click()
    fp.wait_drill(SKEW_HOSTILE)
    assert fp.drill.locator("header h3").get_attribute("title") == SKEW_HOSTILE
    correct = fp.drill.locator(".bar-row.correct").first
    assert correct.get_attribute("data-label") == SKEW_HOSTILE
    assert correct.locator(".label").text_content() == SKEW_HOSTILE + " \u2713"
    assert fp.hash_params()["fairness_class"] == SKEW_HOSTILE
    assert count_images_deep(fp) == 0
    fp.screenshot(artifacts, "skew_hostile_class")
    fp.reload()  # the hostile name from the URL is still text
    fp.wait_drill(SKEW_HOSTILE)
    assert count_images_deep(fp) == 0
    # The teardown of `open_page` asserts that no dialog fired and the console is clean.


def test_the_view_follows_the_kind_of_the_tag(fp, artifacts):
    fp.row(NURSE).click()
    fp.wait_drill(NURSE)
    # Another run whose report is a label-association one: the association view.
    fp.control("run").select_option(MIXED_ASSOC_RUN)
    fp.frame.locator("fairness-associations-view").wait_for()
    fp.frame.locator("fairness-table .row").first.wait_for()
    fp.frame.locator("fairness-app[data-status=ready]").wait_for()
    assert fp.frame.locator("fairness-skew-view").count() == 0
    assert fp.control("metric").count() == 1 and fp.control("mev").count() == 0
    params = fp.hash_params()
    assert params["fairness_run"] == MIXED_ASSOC_RUN
    assert params["fairness_tag"] == "associations/val"
    assert "fairness_class" not in params  # the skew view's state went with it
    fp.screenshot(artifacts, "skew_switched_to_associations")
    # And back: the SkewSize view, from its defaults.
    fp.control("run").select_option(SKEW_RUN)
    fp.frame.locator("fairness-skew-view").wait_for()
    fp.wait_ready()
    assert fp.frame.locator("fairness-associations-view").count() == 0
    assert fp.drill.count() == 0
    assert fp.control("mev").input_value() == "5"
    assert set(fp.hash_params()) == {"fairness_run", "fairness_tag"}
    report = fp.skew(run=SKEW_RUN, tag=fp.control("tag").input_value())
    shown = fp.rendered_classes()
    assert shown == classes(report, range(report["rows"]))[: len(shown)]


# --------------------------------------------------------------------------------------
# Statistical trust: V's interval, the p-value and the Benjamini-Hochberg marks


def live_hash(fp) -> dict:
    """The top page's hash parameters as the page has them now (`page.url` can lag behind
    a `history.replaceState` made from the plugin's iframe)."""
    fragment = fp.page.evaluate("() => location.hash").lstrip("#")
    out = {}
    for part in fragment.split("&")[1:]:
        key, _, value = part.partition("=")
        out[urllib.parse.unquote(key)] = urllib.parse.unquote(value)
    return out


def shown_stats(fp, cls):
    """What the row of `cls` shows: its interval (data attributes and text), p-value and ★."""
    return fp.row(cls).evaluate("""r => {
        const iv = r.querySelector('[data-col=interval]');
        const p = r.querySelector('[data-col=p_value]');
        const star = r.querySelector('[data-col=significant] .sig');
        return {lower: iv.dataset.lower ?? null, upper: iv.dataset.upper ?? null,
                interval_text: iv.textContent.trim(), interval_title: iv.title,
                p: p.dataset.value || null, p_text: p.textContent.trim(), p_title: p.title,
                star: star ? star.getAttribute('aria-label') : null,
                significant: r.dataset.significant};
    }""")


def rendered_marks(fp):
    """[(class, has ★)] of the rendered rows, in display order."""
    rows = fp.rows().evaluate_all(
        "rows => rows.map(r => [Number(r.dataset.pos), r.querySelector('[data-col=class]').textContent,"
        " r.querySelector('[data-col=significant] .sig') !== null])"
    )
    return [(cls, star) for _, cls, star in sorted(rows)]


def legend(fp):
    return fp.frame.locator("fairness-skew-view .stats-legend")


def test_intervals_p_values_and_marks_equal_the_route_and_follow_q(fp, artifacts):
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    c = report["columns"]
    assert report["level"] == 0.95 and report["fdr"] == 0.05
    i = c["class"].index(NURSE)
    assert c["significant"][i] is True  # the planted mistake is a discovery
    s = shown_stats(fp, NURSE)
    assert (float(s["lower"]), float(s["upper"])) == (c["lower"][i], c["upper"][i])
    assert s["interval_text"] == f"[{c['lower'][i]:.2f}, {c['upper'][i]:.2f}]"
    assert "95% interval" in s["interval_title"]
    assert float(s["p"]) == c["p_value"][i]
    assert s["star"] == "significant after Benjamini\u2013Hochberg at FDR q = 0.05"
    assert s["significant"] == "true"
    text = legend(fp).text_content()
    assert "whiskers: 95% interval of the population V (docs/statistics.md)" in text
    tested = sum(p is not None for p in c["p_value"])
    assert (
        "\u2605 significant after Benjamini\u2013Hochberg at FDR q = 0.05 "
        f"({report['significant']} of {tested} classes with a p-value)"
    ) in text
    assert int(legend(fp).get_attribute("data-significant")) == report["significant"]

    # A class without V keeps its reason: no interval, p "—" with the reason, no mark.
    fp.control("search").fill("^lighter-only")
    fp.wait_shown(1)
    s = shown_stats(fp, ONE_GROUP)
    assert s["lower"] is None and s["p"] is None and s["star"] is None
    assert s["p_text"] == "\u2014" and report["reasons"]["one_group"] in s["p_title"]
    assert report["reasons"]["one_group"] in s["interval_title"]
    fp.control("search").fill("")
    fp.wait_shown(report["rows"])

    # Another FDR: the hash keeps it as `fdr` (`q` is the search), the marks follow the route.
    q = 0.3
    fp.control("fdr").fill(str(q))
    wait_until(lambda: live_hash(fp).get("fairness_fdr") == str(q), 10, "fdr in the hash")
    loose = fp.skew(run=SKEW_RUN, tag=SKEW_TAG, fdr=q)
    assert loose["fdr"] == q and loose["significant"] >= report["significant"]
    wait_until(lambda: legend(fp).get_attribute("data-q") == str(q), 10, "the response of q")
    fp.wait_ready()
    assert int(legend(fp).get_attribute("data-significant")) == loose["significant"]
    # Smallest p first: the marked classes are a prefix, all of them rendered.
    fp.header("p_value").click()
    wait_until(lambda: live_hash(fp).get("fairness_sort") == "p_value", 10, "sort by p")
    assert live_hash(fp).get("fairness_dir") == "asc"
    want = [
        (loose["columns"]["class"][i], loose["columns"]["significant"][i] is True)
        for i in expected_rows(loose, "p_value", "asc")
    ]
    wait_until(lambda: rendered_marks(fp) == want[: len(rendered_marks(fp))], 10, "rows by p")
    marks = rendered_marks(fp)
    assert len(marks) > loose["significant"]  # the first unmarked class is on screen too
    assert sum(star for _, star in marks) == loose["significant"]
    fp.screenshot(artifacts, "skew_statistics_q")

    # Another level: the intervals are the route's at that level.
    fp.control("level").select_option("0.99")
    wait_until(lambda: live_hash(fp).get("fairness_level") == "0.99", 10, "level in the hash")
    wide = fp.skew(run=SKEW_RUN, tag=SKEW_TAG, fdr=q, level=0.99)
    k = wide["columns"]["class"].index(NURSE)
    wait_until(
        lambda: legend(fp).get_attribute("data-level") == "0.99", 10, "the response of level"
    )
    fp.wait_ready()
    s = shown_stats(fp, NURSE)
    assert (float(s["lower"]), float(s["upper"])) == (
        wide["columns"]["lower"][k],
        wide["columns"]["upper"][k],
    )
    assert (
        wide["columns"]["lower"][k] <= c["lower"][i]
        and wide["columns"]["upper"][k] >= c["upper"][i]
    )
    assert "99% interval" in legend(fp).text_content()
    fp.screenshot(artifacts, "skew_statistics_level")


# --------------------------------------------------------------------------------------
# A tab of 1000 x 700, plain heads and the keyboard.


def inside_viewport(fp, locator) -> bool:
    box = locator.bounding_box()
    size = fp.page.viewport_size
    return (
        box is not None
        and box["x"] >= 0
        and box["y"] >= 0
        and box["x"] + box["width"] <= size["width"] + 0.5
        and box["y"] + box["height"] <= size["height"] + 0.5
    )


def test_skew_table_at_1000x700(skew_tensorboards, open_page, artifacts):
    fp = open_page(skew_tensorboards(True), width=1000, height=700, page_class=SkewPage)
    fp.open(START)
    table = fp.frame.locator("fairness-skew-table")
    first = fp.frame.locator("fairness-skew-table .row[data-pos='0']")
    # V, its interval, p and ★ of the first row are in view without scrolling.
    table.evaluate("t => t.scrollIntoView({block: 'start'})")
    for column in ("cramers_v", "interval", "p_value", "significant"):
        assert table.evaluate("t => t.scrollLeft") == 0
        box = first.locator(f"[data-col={column}]").bounding_box()
        table_box = table.bounding_box()
        assert box["x"] + box["width"] <= table_box["x"] + table_box["width"], column
        assert box["x"] + box["width"] <= 1000, column
    # Plain heads, the code names in the tooltips.
    assert fp.header("cramers_v").locator(".col-name").text_content() == "Cramér's V"
    assert fp.header("p_value").locator(".col-name").text_content() == "p"
    assert fp.header("n").locator(".col-name").text_content() == "examples"
    assert "(cramers_v)" in fp.header("cramers_v").get_attribute("title")
    # Sideways, the class stays in view.
    if table.evaluate("t => t.scrollWidth > t.clientWidth"):
        table.evaluate("t => { t.scrollLeft = t.scrollWidth; }")
        cell = first.locator("[data-col=class]")
        wait_until(
            lambda: abs(cell.bounding_box()["x"] - table.bounding_box()["x"]) <= 2,
            5,
            "the class at the table's left edge",
        )
        assert first.locator("[data-col=gap]").bounding_box()["x"] < 1000
    # Whiskers on one scale: every whisker starts at the same x.
    xs = fp.frame.locator("fairness-skew-table .row [data-col=interval] svg.whisker").evaluate_all(
        "ss => ss.map(s => Math.round(s.getBoundingClientRect().left))"
    )
    assert len(xs) > 5 and len(set(xs)) == 1, xs
    fp.screenshot(artifacts, "skew_1000x700")


def test_skew_keyboard(fp, artifacts):
    report = fp.skew(run=SKEW_RUN, tag=SKEW_TAG)
    order = classes(report, expected_rows(report))
    cursor = fp.frame.locator("fairness-skew-table .row.cursor")

    def cursor_class():
        return cursor.locator("[data-col=class]").text_content()

    fp.row(order[0]).click()
    fp.wait_drill(order[0])
    assert cursor_class() == order[0]
    fp.page.keyboard.press("ArrowDown")
    fp.page.keyboard.press("ArrowDown")
    wait_until(lambda: cursor_class() == order[2], 5, "the cursor on the third class")
    assert fp.drill.locator("header h3").text_content() == order[0]  # moving does not open
    fp.page.keyboard.press("Enter")
    fp.wait_drill(order[2])
    assert fp.row(order[2]).get_attribute("aria-selected") == "true"
    wait_until(
        lambda: fp.page.evaluate("1") and fp.hash_params().get("fairness_class") == order[2],
        5,
        "class in hash",
    )
    # End: the last class, scrolled into view.
    fp.page.keyboard.press("End")
    wait_until(lambda: cursor.count() == 1 and cursor_class() == order[-1], 10, "the last class")
    table_box = fp.frame.locator("fairness-skew-table").bounding_box()
    box = cursor.bounding_box()
    assert box["y"] + box["height"] <= table_box["y"] + table_box["height"] + 1
    fp.screenshot(artifacts, "skew_keyboard")
    # Escape closes the drill-down.
    fp.page.keyboard.press("Escape")
    wait_until(lambda: fp.drill.count() == 0, 5, "the drill-down closed")
    wait_until(
        lambda: fp.page.evaluate("1") and "fairness_class" not in fp.hash_params(),
        5,
        "no class in the hash",
    )
