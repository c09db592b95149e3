"""One declaration per report kind: the registry is the only list of kinds; every kind's
table leaves by one serializer (route CSV/JSON, `tb-fairness export`, `Logdir`) as the same
bytes; options out of bounds are refused with their name before any computation."""

from __future__ import annotations

import ast
import csv
import io
import json
import math
import os
import re
import subprocess
import sys
import time
import urllib.parse

import numpy as np
import pytest
from helpers import SENT, plugin_client, run_export

from tb_fairness import kinds
from tb_fairness.kinds import table as tables
from tb_fairness.kinds.options import MAX_INT, Option, OptionError

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tests", "browser"))
import report_data  # noqa: E402

KIND_NAMES = {k.name for k in kinds.KINDS}

# (run, tag, extra options) per kind and table: every table of every kind.
CASES = [
    ("model_a", "associations/val", {"metric": "dp", "a": "man", "b": "woman"}),
    (
        "model_a",
        "associations/val",
        {"rank_by": "bound", "level": "0.9", "fdr": "0.1", "min_count": "3"},
    ),
    (report_data.SKEW_RUN, report_data.SKEW_TAG, {}),
    (report_data.SKEW_RUN, report_data.SKEW_TAG, {"table": "class", "class_name": "nurse"}),
    (report_data.GROUP_RUN, report_data.GROUP_TAG, {"metric": "tnr"}),
    (report_data.GROUP_RUN, report_data.GROUP_TAG, {"table": "disparity"}),
    (report_data.GROUP_RUN, report_data.GROUP_TAG, {"table": "slices", "metric": "error_rate"}),
    (report_data.GROUP_RUN, report_data.DET_TAG, {"grouping": "skin"}),
    (
        report_data.GROUP_RUN,
        report_data.DET_TAG,
        {"table": "disparity", "a": "skin=lighter", "b": "skin=darker"},
    ),
    (report_data.INDICATOR_RUN, report_data.HARMFUL_TAG, {}),
    (report_data.INDICATOR_RUN, report_data.HARMFUL_TAG, {"table": "labels"}),
    (report_data.INDICATOR_RUN, report_data.GEO_TAG, {"by": "region", "resamples": "50"}),
    (report_data.INDICATOR_RUN, report_data.RETRIEVAL_TAG, {}),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, {"metric": "fpr", "threshold": "0.5"}),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, {"baseline": "gender=f"}),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, {"table": "ratios", "grouping": "age"}),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, {"table": "metrics", "threshold": "0.3"}),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, {"table": "baseline", "min_count": "10"}),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, {"table": "slices", "metric": "fnr"}),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, {"table": "calibration", "bins": "5"}),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, {"table": "calibration_summary"}),
]


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("kinds"))
    report_data.write_every_kind_logdir(root)
    return root


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


def _query(run, tag, options, fmt):
    from urllib.parse import urlencode

    return "/data/plugin/fairness/table?" + urlencode(
        {"run": run, "tag": tag, "format": fmt, **options}
    )


def _flags(options):
    return [x for k, v in options.items() for x in ("--" + k.replace("_", "-"), v)]


def test_every_kind_has_a_case():
    cases = set()
    client_kinds = {
        report_data.SKEW_TAG: "skew_size",
        report_data.GROUP_TAG: "group_metrics",
        report_data.DET_TAG: "detection_recall",
        report_data.HARMFUL_TAG: "harmful_label_association",
        report_data.GEO_TAG: "geodiversity",
        report_data.RETRIEVAL_TAG: "retrieval_precision",
        "associations/val": "label_associations",
        report_data.BINARY_TAG: "binary_classification",
    }
    for _, tag, options in CASES:
        cases.add((client_kinds[tag], options.get("table")))
    for kind in kinds.KINDS:
        for spec in kind.tables:
            name = None if spec is kind.tables[0] else spec.name
            assert (kind.name, name) in cases or (kind.name, spec.name) in cases, (
                kind.name,
                spec.name,
            )


@pytest.mark.parametrize(
    "run,tag,options", CASES, ids=[f"{t}-{o.get('table', 'default')}" for _, t, o in CASES]
)
def test_route_export_and_reader_are_the_same_bytes(logdir, client, capsys, run, tag, options):
    import tb_fairness

    route_csv = client.get(_query(run, tag, options, "csv"))
    assert route_csv.status_code == 200, route_csv.get_data(as_text=True)
    assert route_csv.headers["Content-Type"].startswith("text/csv")
    body = route_csv.get_data(as_text=True)
    code, out, err = run_export(
        capsys, "--logdir", logdir, "--run", run, "--tag", tag, *_flags(options)
    )
    assert code == 0, err
    assert out == body
    route_json = client.get(_query(run, tag, options, "json")).get_data(as_text=True)
    code, out, err = run_export(
        capsys, "--logdir", logdir, "--run", run, "--tag", tag, "--format", "json", *_flags(options)
    )
    assert code == 0, err
    assert out == route_json
    doc = json.loads(route_json)
    rows = list(csv.reader(io.StringIO(body)))
    assert rows[0] == doc["columns"] and len(rows) - 1 == len(doc["rows"]) > 0
    # The report's kind declares the table's columns.
    kind = kinds.get(tb_fairness.Logdir(logdir).report(run, tag).kind)
    assert tuple(rows[0]) in [t.columns for t in kind.tables]

    # The Python reader: the same table, as a DataFrame with NaN where undefined.
    report = tb_fairness.Logdir(logdir).report(run, tag)
    typed = {k: _typed(report.options[k], v) for k, v in options.items()}
    assert tables.to_csv(report.table_data(**typed)) == body
    frame = report.table(**typed)
    assert list(frame.columns) == rows[0] and len(frame) == len(rows) - 1
    for name, column in zip(rows[0], zip(*rows[1:])):
        for cell, value in zip(column, frame[name].tolist()):
            if cell == "" and value != "":
                assert value is None or (isinstance(value, float) and math.isnan(value))
            elif isinstance(value, (bool, np.bool_)):
                assert cell == str(bool(value))
            elif isinstance(value, (int, float, np.integer, np.floating)):
                assert float(cell) == float(value)
            else:
                assert cell == value


def _typed(option: Option, text: str):
    return option.check(text)


def test_default_table_without_options(client):
    res = client.get("/data/plugin/fairness/table?run=model_a&tag=associations/val")
    assert res.status_code == 200
    doc = json.loads(res.get_data(as_text=True))
    assert (
        doc["columns"][0] == "label" and doc["a"] == "man" and doc["b"] == "woman"
    )  # two identities: the other


@pytest.mark.parametrize("kind", kinds.KINDS, ids=lambda k: k.name)
def test_declared_options_are_sound(kind):
    names = [o.name for o in kind.options]
    assert {"level", "fdr"} <= set(names)
    for option in kind.options:
        assert option.help and option.type in ("float", "int", "str", "choice")
        if option.default is not None:
            assert option.check(option.default) == option.default  # default within bounds
        if option.type == "choice":
            assert option.default in option.choices
        if option.type in ("float", "int"):
            for bad in ("nan", "inf", "abc", "1e400"):
                with pytest.raises(OptionError, match=f"^{option.name}: "):
                    option.check(bad)
            with pytest.raises(OptionError, match=f"^{option.name}: "):
                option.check(True)
        if option.type == "int":
            for bad in (str(MAX_INT + 1), str(2**64), "1.5"):
                with pytest.raises(OptionError, match=f"^{option.name}: "):
                    option.check(bad)
    assert kind.describe()["options"][0]["name"] == names[0]


@pytest.mark.parametrize("kind", kinds.KINDS, ids=lambda k: k.name)
def test_every_option_has_a_plain_title(kind):
    """Each option, the kind's and its views' own, declares the plain label of its control
    (the code name is for the tooltip): capitalised words, not the name with its underscores."""
    for option in [*kind.options, *(o for v in kind.views for o in v.options)]:
        assert option.title, f"{kind.name}: {option.name} has no title"
        assert option.title[0].isupper() and "_" not in option.title, option.title
        assert option.describe()["title"] == option.title


# Out-of-bounds options: 400 naming the option, at once (never a long computation).
BAD = [
    ("model_a", "associations/val", "metric=size", "metric: expected one of"),
    ("model_a", "associations/val", "min_count=-1", "min_count: expected a whole number"),
    ("model_a", "associations/val", f"min_count={2**64}", "min_count: expected a whole number"),
    ("model_a", "associations/val", "level=1", "level: expected a number in [0.5, 1)"),
    ("model_a", "associations/val", "fdr=0", "fdr: expected a number in (0, 1)"),
    ("model_a", "associations/val", "a=nobody", "a: "),
    ("model_a", "associations/val", "table=mystery", "table: expected one of gaps"),
    ("model_a", "associations/val", "format=xml", "format: expected one of json, csv"),
    (report_data.SKEW_RUN, report_data.SKEW_TAG, "mev=1e400", "mev: expected a finite number"),
    (report_data.SKEW_RUN, report_data.SKEW_TAG, "table=class", "class_name: required"),
    (
        report_data.SKEW_RUN,
        report_data.SKEW_TAG,
        "table=class&class_name=pilot",
        "class_name: 'pilot' is not a class",
    ),
    (report_data.GROUP_RUN, report_data.GROUP_TAG, "grouping=nope", "grouping"),
    (report_data.GROUP_RUN, report_data.GROUP_TAG, "table=disparity&a=x", "b: give both"),
    (report_data.GROUP_RUN, report_data.DET_TAG, "table=disparity&a=skin=lighter", "b: give both"),
    (
        report_data.INDICATOR_RUN,
        report_data.HARMFUL_TAG,
        "threshold=0.42",
        "threshold: expected one of the report's thresholds",
    ),
    (
        report_data.INDICATOR_RUN,
        report_data.GEO_TAG,
        "resamples=1000000000",
        "resamples: expected a whole number in [10, 10000]",
    ),
    (report_data.INDICATOR_RUN, report_data.GEO_TAG, "by=planet", "by: expected one of"),
    (
        report_data.BINARY_RUN,
        report_data.BINARY_TAG,
        "threshold=0.505",
        "threshold: expected one of the report's thresholds",
    ),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, "baseline=age=old", "baseline: "),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, "label=nope", "label: no label"),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, "table=calibration&bins=3", "bins: "),
    (report_data.BINARY_RUN, report_data.BINARY_TAG, "metric=auc", "metric: expected one of"),
]


@pytest.mark.parametrize("run,tag,bad,message", BAD, ids=[b for _, _, b, _ in BAD])
def test_bad_options_are_400_naming_the_option(client, run, tag, bad, message):
    start = time.perf_counter()
    res = client.get(f"/data/plugin/fairness/table?run={run}&tag={tag}&{bad}")
    assert res.status_code == 400, res.get_data(as_text=True)
    assert message in res.get_data(as_text=True)
    assert time.perf_counter() - start < 5


def test_kinds_route_serves_the_declarations(client):
    res = client.get("/data/plugin/fairness/kinds")
    doc = json.loads(res.get_data(as_text=True))
    assert [k["name"] for k in doc["kinds"]] == [k.name for k in kinds.KINDS]
    for served, kind in zip(doc["kinds"], kinds.KINDS):
        assert [o["name"] for o in served["options"]] == [o.name for o in kind.options]
        assert [o["title"] for o in served["options"]] == [o.title for o in kind.options]
        assert [h["name"] for h in served["headlines"]] == [h.name for h in kind.headlines]


def test_every_view_route_comes_from_the_registry(client):
    from tensorboard.plugins import base_plugin

    from tb_fairness.plugin import FairnessPlugin

    apps = FairnessPlugin(base_plugin.TBContext(data_provider=None)).get_plugin_apps()
    views = {"/" + k.view_path(v) for k in kinds.KINDS for v in k.views}
    assert views <= set(apps)
    assert set(apps) - views == {
        "/index.js",
        "/app.js",
        "/plot.js",
        "/tags",
        "/steps",
        "/kinds",
        "/table",
        "/diff",
        "/trend",
        "/row_trend",
        "/slice_trend",
        "/slice_diff",
        "/row",
        "/runs",
        "/values",
    }


def test_csv_quotes_untrusted_text():
    t = tables.Table(
        {
            "label": np.array(['a,"b"\nc', "plain", None], dtype=object),
            "value": np.array([0.1, np.nan, np.inf]),
            "flag": np.array([True, False, True]),
        }
    )
    assert tables.to_csv(t) == 'label,value,flag\n"a,""b""\nc",0.1,True\nplain,,False\n,,True\n'
    assert json.loads(tables.to_json(t))["rows"][1] == {
        "label": "plain",
        "value": None,
        "flag": False,
    }


# ---------------------------------------------------------------------------
# Only the registry lists the kinds


def _python_files():
    for base, _, files in os.walk(os.path.join(ROOT, "tb_fairness")):
        for f in files:
            if f.endswith(".py"):
                yield os.path.join(base, f)


def _ts_files():
    for base, _, files in os.walk(os.path.join(ROOT, "frontend", "src")):
        for f in files:
            if f.endswith(".ts"):
                yield os.path.join(base, f)


def _kind_words():
    """Patterns matching a kind's name (and ``<kind>_pb``) and its class stem (and
    ``<Stem>Accumulator``, ``<Stem>CombineFn``) as whole words."""
    names = sorted(KIND_NAMES, key=len, reverse=True)
    stems = {s for k in kinds.KINDS for s in k.writing.class_stems(k.name)}
    stems |= {"".join(p.capitalize() for p in k.name.split("_")) for k in kinds.KINDS}
    stems = sorted(stems, key=len, reverse=True)
    return (
        re.compile(r"\b(" + "|".join(names) + r")(_pb)?\b"),
        re.compile(r"\b(" + "|".join(stems) + r")(Accumulator|CombineFn)?\b"),
    )


def _docstrings(tree) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                out.add(id(first.value))
    return out


def _tokens(tree):
    """Every identifier a module spells (names, attributes, imports, definitions,
    parameters) and every string that is not a docstring (prose may cite a kind)."""
    docs = _docstrings(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            yield node.id
        elif isinstance(node, ast.Attribute):
            yield node.attr
        elif isinstance(node, ast.alias):
            yield node.asname or node.name
        elif isinstance(node, (ast.FunctionDef, ast.ClassDef)):
            yield node.name
        elif isinstance(node, ast.arg):
            yield node.arg
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) not in docs:
                yield node.value


def _metric_names() -> set[str]:
    """The functions and classes the metric families define: a metric may carry the name
    of the kind built on it (SkewSize), which is the paper's name for it, not the kind's."""
    out = set()
    for base, _, files in os.walk(os.path.join(ROOT, "tb_fairness", "metrics")):
        for f in files:
            if f.endswith(".py"):
                tree = ast.parse(open(os.path.join(base, f), encoding="utf-8").read())
                out |= {n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.ClassDef))}
    return out


def test_no_module_outside_a_kind_folder_names_a_kind():
    """Only a kind's own folder (tb_fairness/kinds/<name>/) and the registry name a kind,
    in identifiers and strings: every other layer reads the registry, so adding a kind is
    adding a folder. (The generated stubs are derived from the registry: tests/test_stubs.py.)"""
    words = _kind_words()
    metric_names = _metric_names()
    registry = os.path.join(ROOT, "tb_fairness", "kinds", "__init__.py")
    offenders = {}
    for path in _python_files():
        parts = os.path.relpath(path, ROOT).split(os.sep)
        if path == registry or (parts[1] == "kinds" and parts[2] in KIND_NAMES):
            continue
        in_metrics = parts[1] == "metrics"
        hits = set()
        for token in _tokens(ast.parse(open(path, encoding="utf-8").read())):
            for pattern in words:
                for match in pattern.finditer(token):
                    if not (in_metrics and match.group(0) in metric_names):
                        hits.add(match.group(0))
        if hits:
            offenders[os.path.relpath(path, ROOT)] = sorted(hits)
    assert not offenders, offenders


def test_no_frontend_module_outside_a_kind_folder_names_a_kind():
    """Only a kind's own folder (frontend/src/kinds/<name>/) and the two registries (the
    views', and the loader's first requests', first_views.ts) name a kind, as text or as an
    identifier (``group_metrics``, ``groupMetrics``,
    ``GroupMetrics``); comments may cite one. Every other module reads the kinds route."""
    forms = set()
    for name in KIND_NAMES:
        head, *rest = name.split("_")
        forms |= {name, head + "".join(p.capitalize() for p in rest)}
        forms.add("".join(p.capitalize() for p in name.split("_")))
    pattern = re.compile(r"\b(" + "|".join(sorted(forms, key=len, reverse=True)) + r")")
    src = os.path.join(ROOT, "frontend", "src")
    registries = {os.path.join(src, "views", "registry.ts"), os.path.join(src, "first_views.ts")}
    offenders = {}
    for path in _ts_files():
        parts = os.path.relpath(path, src).split(os.sep)
        if path in registries or (parts[0] == "kinds" and len(parts) > 2):
            continue
        text = open(path, encoding="utf-8").read()
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)  # comments may cite a kind
        text = re.sub(r"(^|[^:])//.*", r"\1", text)
        names = set(pattern.findall(text))
        if names:
            offenders[os.path.relpath(path, ROOT)] = sorted(names)
    assert not offenders, offenders


# ---------------------------------------------------------------------------
# The layers


def _modules_after(statement):
    code = (
        f"import sys; {statement}; "
        "print(','.join(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('tensorboard', 'tensorflow', 'werkzeug', 'orjson') "
        "or m.startswith('tb_fairness.plugin'))))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT
    )
    return {
        m.split(".")[0] if not m.startswith("tb_fairness") else m
        for m in out.stdout.strip().split(",")
        if m
    }


def test_metrics_core_loads_neither_tensorboard_nor_tensorflow():
    assert _modules_after("import tb_fairness.metrics") == set()
    assert _modules_after("import tb_fairness") == set()


def test_cli_imports_nothing_of_the_web_server():
    loaded = _modules_after("import tb_fairness.cli")
    # (orjson is not of the server: it writes the export's JSON too.)
    assert "werkzeug" not in loaded and not any(
        m.startswith("tb_fairness.plugin") for m in loaded
    ), loaded


def test_no_private_name_is_imported_across_modules():
    offenders = []
    for path in _python_files():
        tree = ast.parse(open(path, encoding="utf-8").read())
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("tb_fairness"):
                for alias in node.names:
                    if alias.name.startswith("_"):
                        offenders.append(f"{os.path.relpath(path, ROOT)}: {alias.name}")
    assert not offenders, offenders


# One case per kind: its bias rows, checked against its own exported table here.
BIAS_CASES = {
    "label_associations": ("model_a", "associations/val", {"min_count": "3"}),
    "skew_size": (report_data.SKEW_RUN, report_data.SKEW_TAG, {}),
    "group_metrics": (report_data.GROUP_RUN, report_data.GROUP_TAG, {}),
    "detection_recall": (report_data.GROUP_RUN, report_data.DET_TAG, {"grouping": "skin"}),
    "harmful_label_association": (report_data.INDICATOR_RUN, report_data.HARMFUL_TAG, {}),
    "geodiversity": (report_data.INDICATOR_RUN, report_data.GEO_TAG, {"resamples": "50"}),
    "retrieval_precision": (report_data.INDICATOR_RUN, report_data.RETRIEVAL_TAG, {}),
    "binary_classification": (report_data.BINARY_RUN, report_data.BINARY_TAG, {}),
}


def _expected_bias(kind, rows: list[dict], options: dict) -> dict:
    """{key: (value, bias)} from the kind's exported table, by hand."""
    if kind.bias.value in ("gap",):  # a signed gap: its absolute value, when sufficient
        return {
            r[kind.bias.key]: (r["gap"], abs(r["gap"]))
            for r in rows
            if r["gap"] is not None and not r.get("insufficient") and r["lower"] is not None
        }
    if kind.bias.value == "cramers_v":
        return {
            r["class"]: (r["cramers_v"], r["cramers_v"]) for r in rows if r["cramers_v"] is not None
        }
    by: dict = {}  # a spread over the key's groups
    key = kind.bias.key
    for r in rows:
        value = r[kind.bias.value]
        if value is not None:
            by.setdefault(
                options.get("by") if key == "class" and "by" in options else r[key], []
            ).append(value)
    return {k: (max(v) - min(v),) * 2 for k, v in by.items() if len(v) >= 2}


@pytest.mark.parametrize("name", sorted(BIAS_CASES))
def test_every_kind_compares_its_bias(client, name):
    from urllib.parse import urlencode

    kind = kinds.get(name)
    run, tag, options = BIAS_CASES[name]
    assert set(BIAS_CASES) == KIND_NAMES
    q = urlencode({"run": run, "tag": tag, **options})
    d = json.loads(
        client.get(f"/data/plugin/fairness/diff?{q}&vs_run={run}").get_data(as_text=True)
    )
    assert d["bias"] == kind.bias.name and d["key"] == kind.bias.key
    table_name = None
    for spec in kind.tables:
        if kind.bias.value in spec.columns and kind.bias.key in spec.columns:
            table_name = spec.name
            break
    if name in ("group_metrics", "detection_recall"):
        table_name = "disparity"
    doc = json.loads(
        client.get(f"/data/plugin/fairness/table?{q}&table={table_name}&format=json").get_data(
            as_text=True
        )
    )
    if name == "geodiversity":
        options = {**options, "by": doc["by"]}
    expected = _expected_bias(kind, doc["rows"], options)
    cols = d["columns"]
    got = {
        k: (va, ba)
        for k, va, ba, lo in zip(cols["key"], cols["value_a"], cols["bias_a"], cols["lower_a"])
        if ba is not None and lo is not None
    }
    assert got.keys() == expected.keys() and got, name
    for k, (value, bias) in expected.items():  # the diff's columns: 7 significant digits
        assert got[k][0] == pytest.approx(value, rel=SENT, abs=1e-12)
        assert got[k][1] == pytest.approx(bias, rel=SENT, abs=1e-12)
    # A report against itself: no change anywhere, nothing worsened or improved.
    assert {v for v in cols["verdict"]} <= {"no_significant_change", "undetermined"}
    assert all(c is None or c == 0 for c in cols["change"])
    assert all(
        h["verdict"] in (None, "no_significant_change", "undetermined") for h in d["headlines"]
    )
    assert [h["name"] for h in d["headlines"]] == [h.name for h in kind.headlines]


@pytest.mark.parametrize("name", sorted(BIAS_CASES))
def test_every_kind_drills_down_a_row(client, name):
    from urllib.parse import urlencode

    kind = kinds.get(name)
    run, tag, options = BIAS_CASES[name]
    q = urlencode({"run": run, "tag": tag, **options})
    d = json.loads(
        client.get(f"/data/plugin/fairness/diff?{q}&vs_run={run}").get_data(as_text=True)
    )
    cols = d["columns"]
    i = next(i for i, lo in enumerate(cols["lower_a"]) if lo is not None)
    key = cols["key"][i]
    res = client.get(f"/data/plugin/fairness/row?{q}&key={urllib.parse.quote(key)}")
    assert res.status_code == 200, res.get_data(as_text=True)
    r = json.loads(res.get_data(as_text=True))
    assert r["key"] == key and r["kind"] == name and r["bias"] == kind.bias.name
    # Its bias in every run (latest step) and over the run's steps: the diff's numbers (at
    # the 7 significant digits of the diff's columns; the row's numbers are sent in full).
    mine = next(x for x in r["runs"] if x["run"] == run)
    assert (cols["value_a"][i], cols["bias_a"][i], cols["lower_a"][i], cols["upper_a"][i]) == (
        pytest.approx((mine["value"], mine["bias"], mine["lower"], mine["upper"]), rel=SENT)
    )
    assert cols["bias_a"][i] == pytest.approx(r["steps"][-1]["bias"], rel=SENT)
    # Its counts per identity or group: rows of the kind's own table (or all identities).
    assert r["detail"]["rows"] and set(r["detail"]["columns"]) >= set(r["detail"]["rows"][0])
    assert mine["present"] is True
    bad = client.get(f"/data/plugin/fairness/row?{q}&key=%3Cnope%3E")
    assert bad.status_code == 400 and "key:" in bad.get_data(as_text=True)
    # For whom: against itself, every group's value is the same in A and B, and no group
    # moved; the groups are those of the drill-down.
    res = client.get(f"/data/plugin/fairness/row?{q}&key={urllib.parse.quote(key)}&vs_run={run}")
    assert res.status_code == 200, res.get_data(as_text=True)
    g = json.loads(res.get_data(as_text=True))["groups"]
    assert g["rows"] and g["head"]["value"] and g["head"]["format"] == "percent"
    for row in g["rows"]:
        assert row["value_a"] == row["value_b"] and row["change"] in (0, None)
        assert row["direction"] in ("no_significant_change", "undetermined")
    assert g["head"]["driver"] is None or g["head"]["driver"]["significant"] is False


def test_a_labels_drill_down_is_its_counts_per_identity(client):
    from statsmodels.stats.proportion import proportion_confint

    r = json.loads(
        client.get(
            "/data/plugin/fairness/row?run=model_a&tag=associations/val&key=label_00010&metric=dp"
        ).get_data(as_text=True)
    )
    assert r["detail"]["columns"] == [
        "identity",
        "count",
        "count_label",
        "rate",
        "lower",
        "upper",
        "value",
    ]
    for row in r["detail"]["rows"]:
        # dp is the share itself; its interval is Wilson's.
        assert row["value"] == pytest.approx(row["count_label"] / row["count"], abs=1e-15)
        lo, hi = proportion_confint(row["count_label"], row["count"], 0.05, method="wilson")
        assert (row["lower"], row["upper"]) == pytest.approx((lo, hi), abs=1e-12)
    assert (
        client.get(
            "/data/plugin/fairness/row?run=model_a&tag=associations/val&key=nope"
        ).status_code
        == 400
    )
    assert (
        client.get("/data/plugin/fairness/row?run=model_a&tag=associations/val").status_code == 400
    )


# ---------------------------------------------------------------------------
# Kinds other packages add (entry points)


class _Point:
    """An entry point as the registry reads one: a name, a value, and what it loads."""

    def __init__(self, name, load):
        self.name, self.value, self._load = name, f"somewhere:{name}", load

    def load(self):
        return self._load()


def _raise():
    raise ImportError("No module named 'nowhere'")


def test_entry_point_kinds_are_added_and_broken_ones_left_out_with_a_warning(monkeypatch, caplog):
    import dataclasses

    geo = kinds.BY_NAME["geodiversity"]
    points = [
        _Point("geo_copy", lambda: dataclasses.replace(geo, name="geo_copy")),
        _Point("broken", _raise),
        _Point("not_a_kind", lambda: 3.14),
        _Point("misnamed", lambda: dataclasses.replace(geo, name="other")),
        _Point("geodiversity", lambda: geo),  # a name already taken
        _Point("table", lambda: dataclasses.replace(geo, name="table")),  # a route's name
        _Point("class", lambda: dataclasses.replace(geo, name="class")),  # a keyword
    ]
    monkeypatch.setattr(kinds, "_entry_points", lambda: tuple(points))
    with caplog.at_level("WARNING", logger="tb_fairness.kinds"):
        added = kinds._added({k.name for k in kinds.BUILT_IN})
    assert [k.name for k in added] == ["geo_copy"]
    said = caplog.text
    for name, why in [
        ("broken", "cannot be loaded"),
        ("not_a_kind", "not a tb_fairness.kinds.Kind"),
        ("misnamed", "must be named after it"),
        ("geodiversity", "already registered"),
        ("table", "not a kind name"),
        ("class", "not a kind name"),
    ]:
        assert f"entry point {name!r}" in said and why in said, (name, why)


def test_reserved_names_cover_the_routes_and_the_writer():
    """A kind may not take the name of one of the plugin's own routes or of FileWriter's
    own methods (its writer method and its route are named after it)."""
    from tensorboard.plugins import base_plugin

    from tb_fairness.plugin import FairnessPlugin
    from tb_fairness.summary.writer import FileWriter

    apps = FairnessPlugin(base_plugin.TBContext(data_provider=None)).get_plugin_apps()
    views = {"/" + k.view_path(v) for k in kinds.KINDS for v in k.views}
    routes = {path.lstrip("/") for path in apps if path not in views}
    assert routes <= kinds.RESERVED, routes - kinds.RESERVED
    own = {n for n in vars(FileWriter) if not n.startswith("_")} - KIND_NAMES
    assert own <= kinds.RESERVED, own - kinds.RESERVED


def test_every_view_route_is_documented_in_its_kind_folder():
    """A kind's folder holds its HTTP doc (http.md): a heading per view route."""
    for kind in kinds.BUILT_IN:
        path = os.path.join(ROOT, "tb_fairness", "kinds", kind.name, "http.md")
        text = open(path, encoding="utf-8").read()
        for view in kind.views:
            assert f"## `GET {kind.view_path(view)}?" in text, (kind.name, view.name)
        assert (
            f"tb_fairness/kinds/{kind.name}/http.md"
            in open(os.path.join(ROOT, "docs", "http_api.md"), encoding="utf-8").read()
        )
