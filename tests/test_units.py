"""One unit and one definition per quantity (issue 24, item 4): the registry declares how
every headline, bias and table column reads; the routes carry it, resolved under the
options; the numbers fit the unit declared; and each kind's bias headline is its bias rows
taken by the definition its explanation states, checked here by hand (and SkewSize's with
scipy)."""

from __future__ import annotations

import json
import math
import os
import sys
import urllib.parse

import numpy as np
import pytest
import scipy.stats
from helpers import SENT, plugin_client
from test_kinds import BIAS_CASES, CASES, KIND_NAMES

from tb_fairness import kinds
from tb_fairness.kinds.kind import FORMATS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "browser"))
import report_data  # noqa: E402

# Columns whose unit is the metric's own (an association metric: pmi, a log ratio, or a
# share for dp): the export names the metric in its head.
METRIC_UNIT = {("label_associations", "value_a"), ("label_associations", "value_b")}


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("units"))
    report_data.write_every_kind_logdir(root)
    return plugin_client(root)


def get(client, route: str, **params) -> dict:
    res = client.get(f"/data/plugin/fairness/{route}?" + urllib.parse.urlencode(params))
    assert res.status_code == 200, res.get_data(as_text=True)
    return json.loads(res.get_data(as_text=True))


def parsed(kind, options: dict) -> dict:
    return kind.parse(lambda k: options.get(k))


def fits(fmt: str, v: float) -> bool:
    """Is ``v`` a number of the format: a rate in [0, 1], a difference of rates in
    [-1, 1], a count, a p-value?"""
    if fmt == "percent" or fmt == "p":
        return 0 <= v <= 1
    if fmt == "points":
        return -1 <= v <= 1
    if fmt == "count":
        return v >= 0 and float(v).is_integer()
    return True


def _kind_of_tag(tag: str) -> str:
    return {
        "associations/val": "label_associations",
        report_data.SKEW_TAG: "skew_size",
        report_data.GROUP_TAG: "group_metrics",
        report_data.DET_TAG: "detection_recall",
        report_data.HARMFUL_TAG: "harmful_label_association",
        report_data.GEO_TAG: "geodiversity",
        report_data.RETRIEVAL_TAG: "retrieval_precision",
        report_data.BINARY_TAG: "binary_classification",
    }[tag]


@pytest.mark.parametrize(
    "run,tag,options", CASES, ids=[f"{t}-{o.get('table', 'default')}" for _, t, o in CASES]
)
def test_every_numeric_column_declares_its_unit_and_fits_it(client, run, tag, options):
    kind = kinds.get(_kind_of_tag(tag))
    doc = get(client, "table", run=run, tag=tag, format="json", **options)
    spec = kind.table_spec(options.get("table"))
    formats = kind.formats_of(spec, parsed(kind, options))
    assert set(formats.values()) <= set(FORMATS)
    for column in spec.columns:
        values = [r[column] for r in doc["rows"] if r[column] is not None]
        numeric = [v for v in values if isinstance(v, (int, float)) and not isinstance(v, bool)]
        if not numeric or len(numeric) < len(values):
            assert column not in formats or not values, (spec.name, column)  # text, flags
            continue
        if (kind.name, column) in METRIC_UNIT:
            continue
        assert column in formats, f"{kind.name}.{spec.name}: {column} declares no format"
        bad = [v for v in numeric if math.isfinite(v) and not fits(formats[column], v)]
        assert not bad, (kind.name, spec.name, column, formats[column], bad[:5])


@pytest.mark.parametrize("name", sorted(BIAS_CASES))
def test_the_routes_carry_the_registry_formats(client, name):
    kind = kinds.get(name)
    run, tag, options = BIAS_CASES[name]
    opts = parsed(kind, options)
    infos = [h.describe() for h in kind.headline_infos(opts)]
    assert all(h["format"] in FORMATS for h in infos)
    d = get(client, "diff", run=run, tag=tag, vs_run=run, **options)
    assert d["format"] == kind.bias.format_of(opts)
    assert [(h["name"], h["title"], h["format"]) for h in d["headlines"]] == [
        (h["name"], h["title"], h["format"]) for h in infos
    ]
    trend = get(client, "trend", tag=tag, run=run, **options)
    assert trend["headlines"] == infos
    runs = get(client, "runs", tag=tag, **options)
    assert runs["bias"] == next(h for h in infos if h["role"] == "bias")
    key = next(k for k, lo in zip(d["columns"]["key"], d["columns"]["lower_a"]) if lo is not None)
    row = get(client, "row", run=run, tag=tag, key=key, **options)
    assert row["format"] == d["format"]
    assert set(row["detail"]["formats"]) <= set(row["detail"]["columns"])
    for column, fmt in row["detail"]["formats"].items():
        assert fmt in FORMATS
        for r in row["detail"]["rows"]:
            v = r[column]
            assert v is None or not math.isfinite(v) or fits(fmt, v), (column, fmt, v)
    served = {k["name"]: k for k in get(client, "kinds")["kinds"]}[name]
    assert [t["formats"] for t in served["tables"]] == [dict(t.formats) for t in kind.tables]


def test_a_bias_in_the_metrics_unit_reads_so_in_its_headline(client):
    """Label associations: dp is a difference of shares (points); pmi is not."""
    for metric, fmt in (("dp", "points"), ("pmi", "value")):
        opts = {"metric": metric, "a": "man", "b": "woman"}
        d = get(client, "diff", run="model_a", tag="associations/val", vs_run="model_a", **opts)
        trend = get(client, "trend", tag="associations/val", run="model_a", **opts)
        runs = get(client, "runs", tag="associations/val", **opts)
        table = get(client, "table", run="model_a", tag="associations/val", format="json", **opts)
        gaps = [r["gap"] for r in table["rows"] if r["gap"] is not None]
        assert d["format"] == fmt
        assert {h["name"]: h["format"] for h in d["headlines"]}["max_abs_gap"] == fmt
        assert {h["name"]: h["format"] for h in trend["headlines"]}["max_abs_gap"] == fmt
        assert runs["bias"]["format"] == fmt
        if metric == "dp":
            assert all(-1 <= g <= 1 for g in gaps)
    # The registry serves the rule unresolved: the responses carry it resolved.
    declared = {k["name"]: k for k in get(client, "kinds")["kinds"]}["label_associations"]
    assert declared["bias"]["format"] == "bias"
    assert {h["name"]: h["format"] for h in declared["headlines"]}["max_abs_gap"] == "bias"


def _bias_rows(d: dict) -> dict:
    c = d["columns"]
    return {k: b for k, b in zip(c["key"], c["bias_a"]) if b is not None}


@pytest.mark.parametrize("name", sorted(BIAS_CASES))
def test_the_bias_headline_is_the_bias_rows_by_its_definition(client, name):
    """The headline Trends and the runs table show is what the bias rows of Compare and the
    report views give, taken as the headline's explanation says; written out here."""
    assert set(BIAS_CASES) == KIND_NAMES
    kind = kinds.get(name)
    run, tag, options = BIAS_CASES[name]
    d = get(client, "diff", run=run, tag=tag, vs_run=run, **options)
    rows = _bias_rows(d)
    h = {x["name"]: x for x in d["headlines"]}
    bias = kind.headline_info("bias").name
    got = h[bias]["a"]
    if name in ("label_associations", "group_metrics", "detection_recall"):
        want = max(rows.values())  # the largest |gap| / |disparity| over the rows
    elif name == "binary_classification":
        want = max(rows["tpr"], rows["fpr"])  # the larger of the TPR and FPR spreads
    elif name == "geodiversity":
        by = get(client, "table", run=run, tag=tag, format="json", **options)["by"]
        want = rows[by]  # the spread of the grouping's scores
    elif name == "retrieval_precision":
        view = get(client, "retrieval_precision", run=run, tag=tag, **options)
        want = rows[f"P@{max(view['ks'])}"]  # the spread at the largest K
    elif name == "harmful_label_association":
        # The same spread, of the harmful type's hit rate over the groups.
        rates = get(client, "table", run=run, tag=tag, format="json", **options)["rows"]
        harmful = [r["value"] for r in rates if r["class"] == "harmful" and r["value"] is not None]
        want = max(harmful) - min(harmful)
        assert h["max_harmful_rate"]["a"] == pytest.approx(max(harmful), rel=SENT)
    else:  # SkewSize: scipy's skewness of the classes' V (the reference code's)
        assert name == "skew_size"
        table = get(client, "table", run=run, tag=tag, format="json", **options)["rows"]
        v = np.asarray([r["cramers_v"] for r in table if r["cramers_v"] is not None])
        want = float(scipy.stats.skew(v))
        assert sorted(rows.values()) == pytest.approx(sorted(v), rel=SENT)
    assert got == pytest.approx(want, rel=SENT, abs=1e-12), (name, got, want)


def test_the_harmful_view_ranks_labels_by_the_bias_compare_judges(client):
    """The report view's "rate spread" column is Compare's bias of the label, with the same
    interval, at every threshold (once it showed the gap to the other groups instead)."""
    run, tag = report_data.INDICATOR_RUN, report_data.HARMFUL_TAG
    view = get(client, "harmful_label_association", run=run, tag=tag)
    for k, tau in enumerate(view["thresholds"]):
        d = get(client, "diff", run=run, tag=tag, vs_run=run, threshold=tau)
        c = d["columns"]
        compared = {
            key: (b, lo, hi)
            for key, b, lo, hi in zip(c["key"], c["bias_a"], c["lower_a"], c["upper_a"])
        }
        for label in view["labels"]:
            want = compared[label["label"]]
            got = (label["spread"][k], label["spread_lower"][k], label["spread_upper"][k])
            for g, w in zip(got, want):
                assert (g is None) == (w is None), (label["label"], tau, got, want)
                if g is not None:
                    assert g == pytest.approx(w, rel=SENT, abs=1e-12)
