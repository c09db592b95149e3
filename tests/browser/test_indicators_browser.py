"""The visual fairness indicator views of the Fairness tab (Goyal et al. 2022:
harmful_label_association, geodiversity, retrieval_precision) in a real TensorBoard, driven
in Debian's chromium.

The logdir (report_data.write_indicator_logdir) holds one report of each kind; the harmful
report's taxonomy types a hostile label name as `crime`, and the geodiversity report has no
low-income household in Europe (an income x region cell without households). Everything on
screen is checked against the `harmful_label_association`, `geodiversity` and
`retrieval_precision` routes' JSON; every CSV download is the `table` route's CSV, byte for
byte `tb-fairness export`'s, and holds the view route's values. Screenshots go to
test-artifacts/indicators_*.png.
"""

from __future__ import annotations

import json
import re
import urllib.parse

import pytest
from browser_support import IndicatorPage, wait_until
from report_data import GEO_TAG, HARMFUL_TAG, HOSTILE, INDICATOR_RUN, RETRIEVAL_TAG

pytestmark = pytest.mark.browser

CSV_COLUMNS = ["class", "group", "n", "value", "lower", "upper"]
TESTED_COLUMNS = [*CSV_COLUMNS, "p_value", "significant"]
# Welch's tests say their power too (issue 29).
POWER_COLUMNS = [*TESTED_COLUMNS, "mde", "more_examples"]


def start(tag: str, **params) -> str:
    extra = "".join(
        f"&fairness_{k}={urllib.parse.quote(str(v), safe='')}" for k, v in params.items()
    )
    return (
        f"#fairness&fairness_run={INDICATOR_RUN}"
        f"&fairness_tag={urllib.parse.quote(tag, safe='')}{extra}"
    )


@pytest.fixture
def open_view(indicator_tensorboard, open_page):
    def make(tag: str, **params) -> IndicatorPage:
        page = open_page(indicator_tensorboard, page_class=IndicatorPage)
        page.open(start(tag, **params))
        return page

    return make


def same_csv(mine, theirs):
    assert len(mine) == len(theirs)
    for a_row, b_row in zip(mine, theirs):
        assert len(a_row) == len(b_row)
        for a, b in zip(a_row, b_row):
            try:
                ok = a == b or float(a) == float(b)
            except ValueError:
                ok = False
            assert ok, (a_row, b_row)


def as_rows(rows, columns=CSV_COLUMNS):
    """CSV rows from route values: None empty, numbers as floats for comparison."""
    out = [columns]
    for row in rows:
        out.append(["" if v is None else str(v) for v in row])
    return out


# --------------------------------------------------------------------------------------
# Harmful label associations


def harmful_cells(report, type_):
    j = report["types"].index(type_)
    return {
        (g, float(t)): (
            report["hit_rate"][i][j][k],
            report["lower"][i][j][k],
            report["upper"][i][j][k],
            report["group_counts"][i],
        )
        for i, g in enumerate(report["groups"])
        for k, t in enumerate(report["thresholds"])
    }


def label_table(fp):
    """{label: (type, {group: rate}, spread)} of the harmful-label table, as shown."""
    rows = fp.frame.locator("table.labels tbody tr").evaluate_all(
        "rows => rows.map(r => [r.dataset.label, r.querySelector('[data-col=label]').textContent,"
        " r.querySelector('[data-col=type]').textContent,"
        " [...r.querySelectorAll('td[data-group]:not([data-col])')].map(c => [c.dataset.group,"
        " c.dataset.value ?? null]),"
        " r.querySelector('[data-col=spread]').dataset.value ?? null])"
    )
    out = {}
    for label, text, type_, rates, spread in rows:
        assert text == label
        out[label] = (
            type_,
            {g: None if v is None else float(v) for g, v in rates},
            None if spread is None else float(spread),
        )
    return out


def expected_labels(report, k):
    out = {}
    for entry in report["labels"]:
        rates = {g: entry["rate"][i][k] for i, g in enumerate(report["groups"])}
        # The bias Compare judges: the highest minus the lowest group's rate, by hand.
        defined = [r for r in rates.values() if r is not None]
        spread = max(defined) - min(defined) if len(defined) >= 2 else None
        assert spread == pytest.approx(entry["spread"][k], abs=1e-12)
        out[entry["label"]] = (entry["type"], rates, spread)
    return out


def test_harmful_equals_the_route(open_view, artifacts, tmp_path, indicator_logdir):
    fp = open_view(HARMFUL_TAG)
    report = fp.route("harmful_label_association", run=INDICATOR_RUN, tag=HARMFUL_TAG)
    assert report["types"][-1] == "harmful"
    # Default: type `harmful`, the first threshold.
    assert fp.control("type").input_value() == "harmful"
    assert float(fp.control("threshold").input_value()) == report["thresholds"][0]
    wait_until(lambda: fp.cells("hits") == harmful_cells(report, "harmful"), 10, "hit table")
    assert label_table(fp) == expected_labels(report, 0)
    # The chart draws one curve per group.
    chart = fp.frame.locator("fairness-harmful-view fairness-band-chart")
    assert chart.locator(".chart").get_attribute("data-groups") == str(len(report["groups"]))
    assert chart.locator("svg").count() >= 1
    fp.screenshot(artifacts, "indicators_harmful_default")

    # The pickers change the view (and the hash).
    fp.control("type").select_option("crime")
    wait_until(lambda: fp.cells("hits") == harmful_cells(report, "crime"), 10, "crime table")
    k = 2
    fp.control("threshold").select_option(str(report["thresholds"][k]))
    want_hash = {
        "fairness_run": INDICATOR_RUN,
        "fairness_tag": HARMFUL_TAG,
        "fairness_type": "crime",
        "fairness_threshold": str(report["thresholds"][k]),
    }
    wait_until(lambda: fp.hash_params() == want_hash, 10, f"hash {want_hash}")
    wait_until(lambda: label_table(fp) == expected_labels(report, k), 10, "labels at threshold")
    assert "crime" in chart.locator("h3").text_content()
    # Each label's test across groups: the stars are the route's Benjamini-Hochberg marks.
    stars = fp.frame.locator("table.labels tbody tr").evaluate_all(
        "rows => rows.map(r => [r.dataset.label,"
        " r.querySelector('[data-col=significant]').textContent.includes('\u2605'),"
        " r.querySelector('[data-col=p_value]').textContent.trim()])"
    )
    want = {lab["label"]: lab["significant"][k] for lab in report["labels"]}
    assert {label: star for label, star, _ in stars} == want
    assert all(
        (p == "\u2014") == (want_p is None)
        for (label, _, p), want_p in zip(
            stars,
            [next(x["p_value"][k] for x in report["labels"] if x["label"] == r[0]) for r in stars],
        )
    )
    fp.screenshot(artifacts, "indicators_harmful_crime")

    # The hostile label is literal text, typed crime, and nothing ran.
    cell = fp.frame.locator("table.labels [data-col=label]", has_text="onerror")
    assert cell.count() == 1 and cell.text_content() == HOSTILE
    assert label_table(fp)[HOSTILE][0] == "crime"

    # CSV: every type x group at the chosen threshold (the export's `rates`), the route's values.
    rows, params = fp.check_table_download(
        "download",
        tmp_path,
        indicator_logdir,
        artifacts,
        run=INDICATOR_RUN,
        tag=HARMFUL_TAG,
        table="rates",
    )
    assert float(params["threshold"]) == report["thresholds"][k]
    assert rows[0] == CSV_COLUMNS
    want = as_rows(
        [
            t,
            g,
            report["group_counts"][i],
            report["hit_rate"][i][j][k],
            report["lower"][i][j][k],
            report["upper"][i][j][k],
        ]
        for j, t in enumerate(report["types"])
        for i, g in enumerate(report["groups"])
    )
    same_csv(rows, want)
    # The harmful labels at that threshold (the export's `labels`): a row per label and group.
    labels, _ = fp.check_table_download(
        "download-labels",
        tmp_path,
        indicator_logdir,
        artifacts,
        table="labels",
        threshold=params["threshold"],
    )
    assert labels[0][:3] == ["label", "type", "group"]
    assert {r[0] for r in labels[1:]} == {entry["label"] for entry in report["labels"]}
    assert len(labels) - 1 == len(report["labels"]) * len(report["groups"])

    # URL state survives a reload.
    fp.reload()
    wait_until(lambda: fp.cells("hits") == harmful_cells(report, "crime"), 10, "after reload")
    assert fp.control("type").input_value() == "crime"
    assert float(fp.control("threshold").input_value()) == report["thresholds"][k]
    assert label_table(fp) == expected_labels(report, k)
    assert fp.hash_params() == want_hash


def harmful_marks(fp):
    """{label: (has ★, p text)} of the harmful-label table."""
    rows = fp.frame.locator("table.labels tbody tr").evaluate_all(
        "rows => rows.map(r => [r.dataset.label,"
        " r.querySelector('[data-col=significant] .sig') !== null,"
        " r.querySelector('[data-col=p_value]').textContent.trim()])"
    )
    return {label: (star, p) for label, star, p in rows}


def check_harmful_marks(fp, route, k):
    """The labels' ★ and legend at threshold index `k` are the route's."""
    want = {lab["label"]: lab["significant"][k] for lab in route["labels"]}
    wait_until(
        lambda: {label: star for label, (star, _) in harmful_marks(fp).items()} == want,
        10,
        "the harmful-label marks to equal the route",
    )
    check_legend(
        fp,
        "fairness-harmful-view",
        route["fdr"],
        sum(want.values()),
        sum(lab["p_value"][k] is not None for lab in route["labels"]),
        "label",
    )


def test_harmful_marks_follow_fdr_csv_and_reload(open_view, tmp_path, indicator_logdir):
    fp = open_view(HARMFUL_TAG)
    route = fp.route("harmful_label_association", run=INDICATOR_RUN, tag=HARMFUL_TAG)
    fp.wait_ready()
    assert route["fdr"] == 0.05 and any(lab["significant"][0] for lab in route["labels"])
    check_harmful_marks(fp, route, 0)
    assert fp.control("fdr").input_value() == "0.05"
    assert "over the tested labels" in fp.control("fdr").get_attribute("title")

    # Below the smallest p-value no label is a discovery (Benjamini-Hochberg's first step
    # needs p <= q / m): the marks, the legend and the labels CSV all follow the box.
    smallest = min(lab["p_value"][0] for lab in route["labels"] if lab["p_value"][0] is not None)
    q = float(f"{smallest / 2:.2g}")
    strict = fp.route("harmful_label_association", run=INDICATOR_RUN, tag=HARMFUL_TAG, fdr=q)
    assert strict["fdr"] == q and not any(lab["significant"][0] for lab in strict["labels"])
    fp.control("fdr").fill(str(q))
    # (JavaScript writes 7.4e-9 where Python writes 7.4e-09.)
    wait_until(lambda: float(live_hash(fp).get("fairness_fdr", "nan")) == q, 10, "fdr in the hash")
    fp.wait_ready()
    check_harmful_marks(fp, strict, 0)
    labels, params = fp.check_table_download(
        "download-labels", tmp_path, indicator_logdir, table="labels"
    )
    assert float(params["fdr"]) == q, params
    significant = labels[0].index("significant")
    assert {row[significant] for row in labels[1:]} == {"False"}, labels[:3]
    fp.reload()
    fp.wait_ready()
    check_harmful_marks(fp, strict, 0)
    assert float(fp.control("fdr").input_value()) == q


def test_harmful_unknown_hash_values_fall_back(open_view):
    fp = open_view(HARMFUL_TAG, type="nope", threshold="0.77")
    report = fp.route("harmful_label_association", run=INDICATOR_RUN, tag=HARMFUL_TAG)
    wait_until(lambda: fp.cells("hits") == harmful_cells(report, "harmful"), 10, "fallback")
    wait_until(
        lambda: fp.hash_params() == {"fairness_run": INDICATOR_RUN, "fairness_tag": HARMFUL_TAG},
        10,
        "clean hash",
    )


# --------------------------------------------------------------------------------------
# Geodiversity


def geo_table(fp):
    rows = fp.frame.locator("table.geo tbody tr").evaluate_all(
        "rows => rows.map(r => { const c = n => r.querySelector(`[data-col=${n}]`); return ["
        " r.dataset.group, Number(c('households').dataset.value), Number(c('images').dataset.value),"
        " c('score').dataset.value ?? null, c('score').dataset.lower ?? null,"
        " c('score').dataset.upper ?? null, c('image_rate').dataset.value ?? null,"
        " c('score').textContent.trim()]; })"
    )
    f = lambda x: None if x is None else float(x)  # noqa: E731
    return [(g, h, n, f(s), f(lo), f(hi), f(r), text) for g, h, n, s, lo, hi, r, text in rows]


def expected_geo(report):
    return [
        (
            g,
            report["households"][i],
            report["images"][i],
            report["score"][i],
            report["lower"][i],
            report["upper"][i],
            report["image_rate"][i],
        )
        for i, g in enumerate(report["groups"])
    ]


def wait_geo(fp, report):
    want = expected_geo(report)
    wait_until(lambda: [r[:7] for r in geo_table(fp)] == want, 10, "geo table to equal the route")


def test_geodiversity_equals_the_route(open_view, artifacts, tmp_path, indicator_logdir):
    fp = open_view(GEO_TAG)
    report = fp.route("geodiversity", run=INDICATOR_RUN, tag=GEO_TAG)
    assert report["by"] == "income"
    wait_geo(fp, report)
    note = fp.frame.locator("fairness-geo-view .summary .note").text_content()
    assert "resample households" in note
    bars = fp.frame.locator("fairness-score-bars .chart")
    assert bars.get_attribute("data-bars") == str(len(report["groups"]))
    fp.screenshot(artifacts, "indicators_geo_income")

    # income x region: the low-income European cell has no households.
    fp.control("by").select_option("income_region")
    wait_until(lambda: fp.hash_params().get("fairness_by") == "income_region", 10, "by in hash")
    report = fp.route("geodiversity", run=INDICATOR_RUN, tag=GEO_TAG, by="income_region")
    wait_geo(fp, report)
    empty = [r for r in geo_table(fp) if r[3] is None]
    assert empty and all(r[7] == "no households" and r[1] == 0 for r in empty)
    assert bars.get_attribute("data-bars") == str(sum(s is not None for s in report["score"]))
    fp.screenshot(artifacts, "indicators_geo_income_region")

    rows, _ = fp.check_table_download(
        "download",
        tmp_path,
        indicator_logdir,
        artifacts,
        run=INDICATOR_RUN,
        tag=GEO_TAG,
        table=None,
        by="income_region",
        fdr=0.05,
    )
    want = as_rows(
        (
            [
                "",
                g,
                report["households"][i],
                report["score"][i],
                report["lower"][i],
                report["upper"][i],
                report["p_value"][i],
                report["significant"][i],
                report["mde"][i],
                report["more_examples"][i],
            ]
            for i, g in enumerate(report["groups"])
        ),
        POWER_COLUMNS,
    )
    same_csv(rows, want)

    fp.control("by").select_option("region")
    report = fp.route("geodiversity", run=INDICATOR_RUN, tag=GEO_TAG, by="region")
    wait_geo(fp, report)
    fp.reload()
    wait_geo(fp, report)
    assert fp.control("by").input_value() == "region"
    assert fp.hash_params() == {
        "fairness_run": INDICATOR_RUN,
        "fairness_tag": GEO_TAG,
        "fairness_by": "region",
    }


# --------------------------------------------------------------------------------------
# Same-attribute retrieval


def retrieval_cells(report):
    return {
        (g, float(k)): (
            report["precision"][i][j],
            report["lower"][i][j],
            report["upper"][i][j],
            report["queries"][i],
        )
        for i, g in enumerate(report["groups"])
        for j, k in enumerate(report["ks"])
    }


def test_retrieval_equals_the_route(open_view, artifacts, tmp_path, indicator_logdir):
    fp = open_view(RETRIEVAL_TAG)
    report = fp.route("retrieval_precision", run=INDICATOR_RUN, tag=RETRIEVAL_TAG)
    assert report["ks"] == [1, 5, 10]
    wait_until(lambda: fp.cells("retrieval") == retrieval_cells(report), 10, "P@K table")
    headers = fp.frame.locator("table.retrieval thead th[data-k]").all_text_contents()
    assert headers == ["precision@1", "precision@5", "precision@10"]
    chart = fp.frame.locator("fairness-retrieval-view fairness-band-chart .chart")
    assert chart.get_attribute("data-groups") == str(len(report["groups"]))
    fp.screenshot(artifacts, "indicators_retrieval")

    rows, _ = fp.check_table_download(
        "download",
        tmp_path,
        indicator_logdir,
        artifacts,
        run=INDICATOR_RUN,
        tag=RETRIEVAL_TAG,
        table=None,
        fdr=0.05,
    )
    want = as_rows(
        (
            [
                f"P@{k}",
                g,
                report["queries"][i],
                report["precision"][i][j],
                report["lower"][i][j],
                report["upper"][i][j],
                report["p_value"][i][j],
                report["significant"][i][j],
                report["mde"][i][j],
                report["more_examples"][i][j],
            ]
            for j, k in enumerate(report["ks"])
            for i, g in enumerate(report["groups"])
        ),
        POWER_COLUMNS,
    )
    same_csv(rows, want)

    fp.reload()
    wait_until(lambda: fp.cells("retrieval") == retrieval_cells(report), 10, "after reload")
    assert fp.hash_params() == {"fairness_run": INDICATOR_RUN, "fairness_tag": RETRIEVAL_TAG}


def test_switching_between_indicator_kinds(open_view):
    fp = open_view(RETRIEVAL_TAG)
    fp.control("tag").select_option(GEO_TAG)
    report = fp.route("geodiversity", run=INDICATOR_RUN, tag=GEO_TAG)
    wait_geo(fp, report)
    fp.control("tag").select_option(HARMFUL_TAG)
    report = fp.route("harmful_label_association", run=INDICATOR_RUN, tag=HARMFUL_TAG)
    wait_until(lambda: fp.cells("hits") == harmful_cells(report, "harmful"), 10, "harmful view")


# --------------------------------------------------------------------------------------
# p-values and marks of geodiversity and retrieval: each group against the rest


def live_hash(fp) -> dict:
    """The top page's hash parameters as the page has them now."""
    fragment = fp.page.evaluate("() => location.hash").lstrip("#")
    out = {}
    for part in fragment.split("&")[1:]:
        key, _, value = part.partition("=")
        out[urllib.parse.unquote(key)] = urllib.parse.unquote(value)
    return out


def geo_marks(fp):
    """[(group, p or None, has ★, p text, p title)] of the geodiversity table."""
    return [
        tuple(r)
        for r in fp.frame.locator("table.geo tbody tr").evaluate_all(
            "rows => rows.map(r => { const p = r.querySelector('[data-col=p_value]');"
            " return [r.dataset.group, p.dataset.value ? Number(p.dataset.value) : null,"
            " r.querySelector('[data-col=significant] .sig') !== null, p.textContent.trim(),"
            " p.title]; })"
        )
    ]


def retrieval_marks(fp):
    """{(group, K): (p or None, has ★, p title)} of the retrieval table."""
    cells = fp.frame.locator("table.retrieval tbody td[data-n]").evaluate_all(
        "cells => cells.map(c => { const p = c.querySelector('.p');"
        " return [c.dataset.group, Number(c.dataset.key), c.dataset.p ? Number(c.dataset.p) : null,"
        " c.querySelector('.sig') !== null, p ? p.title : c.title]; })"
    )
    return {(g, k): (p, star, title) for g, k, p, star, title in cells}


def check_legend(fp, view, q, significant, tested, unit):
    legend = fp.frame.locator(f"{view} .legend")
    wait_until(lambda: float(legend.get_attribute("data-q") or "nan") == q, 10, "the legend of q")
    assert int(legend.get_attribute("data-significant")) == significant
    plural = "" if tested == 1 else "s"
    # q as JavaScript writes it (7.4e-9 where Python writes 7.4e-09).
    said = re.fullmatch(
        "\u2605 significant after Benjamini\u2013Hochberg at FDR q = (\\S+) "
        + re.escape(f"({significant} of {tested} {unit}{plural} with a p-value)")
        + ".*",
        legend.text_content().strip(),
        re.S,
    )
    assert said and float(said.group(1)) == q, legend.text_content()


def check_geo_marks(fp, route):
    want = [
        (g, p, bool(s)) for g, p, s in zip(route["groups"], route["p_value"], route["significant"])
    ]
    wait_until(
        lambda: [r[:3] for r in geo_marks(fp)] == want,
        10,
        "the geodiversity p-values and marks to equal the route",
    )
    for _g, p, _star, text, title in geo_marks(fp):
        if p is None:
            assert text == "\u2014" and title.startswith("No p-value:")
        else:
            assert "Welch" in title
    check_legend(
        fp,
        "fairness-geo-view",
        route["fdr"],
        sum(route["significant"]),
        sum(p is not None for p in route["p_value"]),
        "group",
    )


def test_geodiversity_marks_equal_the_route_follow_fdr_and_reload(open_view, artifacts):
    fp = open_view(GEO_TAG)
    route = fp.route("geodiversity", run=INDICATOR_RUN, tag=GEO_TAG)
    wait_geo(fp, route)
    fp.wait_ready()
    assert route["fdr"] == 0.05 and any(route["significant"])
    check_geo_marks(fp, route)
    fp.screenshot(artifacts, "indicators_geo_marks")

    q = 0.001
    strict = fp.route("geodiversity", run=INDICATOR_RUN, tag=GEO_TAG, fdr=q)
    assert sum(strict["significant"]) < sum(route["significant"])
    fp.control("fdr").fill(str(q))
    wait_until(lambda: live_hash(fp).get("fairness_fdr") == str(q), 10, "fdr in the hash")
    fp.wait_ready()
    check_geo_marks(fp, strict)
    fp.reload()
    wait_geo(fp, strict)
    fp.wait_ready()
    check_geo_marks(fp, strict)
    assert fp.control("fdr").input_value() == str(q)
    # The cell of no households is never tested.
    fp.control("by").select_option("income_region")
    cells = fp.route("geodiversity", run=INDICATOR_RUN, tag=GEO_TAG, by="income_region", fdr=q)
    wait_geo(fp, cells)
    fp.wait_ready()
    check_geo_marks(fp, cells)
    assert any(p is None for p in cells["p_value"])
    assert live_hash(fp).get("fairness_fdr") == str(q)


def check_retrieval_marks(fp, route):
    want = {
        (g, float(k)): (route["p_value"][i][j], bool(route["significant"][i][j]))
        for i, g in enumerate(route["groups"])
        for j, k in enumerate(route["ks"])
    }
    wait_until(
        lambda: {key: v[:2] for key, v in retrieval_marks(fp).items()} == want,
        10,
        "the retrieval p-values and marks to equal the route",
    )
    for p, _star, title in retrieval_marks(fp).values():
        assert title.startswith("No p-value:") if p is None else "Welch" in title
    flat_p = [p for row in route["p_value"] for p in row]
    flat_s = [s for row in route["significant"] for s in row]
    check_legend(
        fp,
        "fairness-retrieval-view",
        route["fdr"],
        sum(flat_s),
        sum(p is not None for p in flat_p),
        "cell",
    )


def test_retrieval_marks_equal_the_route_follow_fdr_and_reload(open_view, artifacts):
    fp = open_view(RETRIEVAL_TAG)
    route = fp.route("retrieval_precision", run=INDICATOR_RUN, tag=RETRIEVAL_TAG)
    fp.wait_ready()
    assert route["fdr"] == 0.05 and any(any(row) for row in route["significant"])
    check_retrieval_marks(fp, route)
    fp.screenshot(artifacts, "indicators_retrieval_marks")

    q = 0.01
    strict = fp.route("retrieval_precision", run=INDICATOR_RUN, tag=RETRIEVAL_TAG, fdr=q)
    assert strict["significant"] != route["significant"]
    fp.control("fdr").fill(str(q))
    wait_until(lambda: live_hash(fp).get("fairness_fdr") == str(q), 10, "fdr in the hash")
    fp.wait_ready()
    check_retrieval_marks(fp, strict)
    fp.reload()
    fp.wait_ready()
    check_retrieval_marks(fp, strict)
    assert fp.control("fdr").input_value() == str(q)
    assert live_hash(fp).get("fairness_fdr") == str(q)


def test_retrieval_chart_zooms_to_the_curves_and_bands(open_view, artifacts):
    # P@K of the two groups lies in a narrow range: the y axis is zoomed to the curves and
    # their bands (within [0, 1]), not 0-100%, so the groups' difference shows.
    fp = open_view(RETRIEVAL_TAG)
    report = fp.route("retrieval_precision", run=INDICATOR_RUN, tag=RETRIEVAL_TAG)
    ends = [
        x
        for name in ("precision", "lower", "upper")
        for row in report[name]
        for x in row
        if x is not None
    ]
    figure = fp.frame.locator("fairness-retrieval-view fairness-band-chart [data-y-domain]")
    figure.wait_for()
    lo, hi = json.loads(figure.get_attribute("data-y-domain"))
    assert 0 <= lo <= min(ends) and max(ends) <= hi <= 1, (lo, hi, min(ends), max(ends))
    assert (lo, hi) != (0, 1)
    # Padded and rounded, but no more than a little beyond the data.
    assert hi - lo <= (max(ends) - min(ends)) * 1.5 + 0.05, (lo, hi)
    fp.screenshot(artifacts, "indicators_retrieval_zoomed")


def test_score_bars_keep_their_zero_baseline(open_view):
    # Bars: a bar's length is its value, from 0; the top is the tallest whisker, rounded.
    fp = open_view(GEO_TAG)
    figure = fp.frame.locator("fairness-score-bars [data-y-domain]")
    figure.wait_for()
    lo, hi = json.loads(figure.get_attribute("data-y-domain"))
    assert lo == 0 and 0 < hi <= 1
    # Three short group names lie flat (no rotation) and carry their full name as a tooltip.
    ticks = figure.locator('g[aria-label="x-axis tick label"] text')
    assert ticks.count() >= 2
    transforms = ticks.evaluate_all("ts => ts.map(t => t.getAttribute('transform') || '')")
    assert not any("rotate" in t for t in transforms), transforms
    titles = ticks.evaluate_all("ts => ts.map(t => t.querySelector('title').textContent)")
    assert titles == ticks.evaluate_all("ts => ts.map(t => t.dataset.group)")
