"""The `values` route: per report, the values its kind's options take (Kind.values), which
Compare, Trends and Runs offer as dropdowns. Checked against the report's own routes, for
every kind: every value listed is accepted by the `table` route (and echoed in its head),
and every value the `table` route (or, where the table names only the one in use, the
kind's view route) names is listed."""

from __future__ import annotations

import os
import sys
import urllib.parse

import pytest
from helpers import get_json, plugin_client

from tb_fairness import kinds
from tb_fairness.metrics.groups import GROUP_SEPARATOR, VALUE_SEPARATOR

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "browser"))
import report_data  # noqa: E402

# One report per kind, in the every-kind logdir (tests/test_kinds.py's).
CASES = {
    "label_associations": (report_data.MIXED_ASSOC_RUN, "associations/val"),
    "skew_size": (report_data.SKEW_RUN, report_data.SKEW_TAG),
    "group_metrics": (report_data.GROUP_RUN, report_data.GROUP_TAG),
    "detection_recall": (report_data.GROUP_RUN, report_data.DET_TAG),
    "harmful_label_association": (report_data.INDICATOR_RUN, report_data.HARMFUL_TAG),
    "geodiversity": (report_data.INDICATOR_RUN, report_data.GEO_TAG),
    "retrieval_precision": (report_data.INDICATOR_RUN, report_data.RETRIEVAL_TAG),
    "binary_classification": (report_data.BINARY_RUN, report_data.BINARY_TAG),
}
PREFIX = "/data/plugin/fairness/"


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("values"))
    report_data.write_every_kind_logdir(root)
    return plugin_client(root)


def _get(client, route, **params):
    return get_json(client, PREFIX + route + "?" + urllib.parse.urlencode(params))


def values_of(client, name) -> dict:
    run, tag = CASES[name]
    return _get(client, "values", run=run, tag=tag)


def table(client, name, **options) -> dict:
    run, tag = CASES[name]
    return _get(client, "table", run=run, tag=tag, format="json", **options)


def view(client, name, **options) -> dict:
    run, tag = CASES[name]
    return _get(client, name, run=run, tag=tag, **options)


def grouping_of(group: str) -> str:
    """The grouping a group's name says it belongs to (``gender=f & skin=darker``: ``gender
    & skin``): how the frontend narrows the groups to the grouping chosen."""
    return GROUP_SEPARATOR.join(
        part.split(VALUE_SEPARATOR, 1)[0] for part in group.split(GROUP_SEPARATOR)
    )


def column(doc: dict, name: str) -> list:
    return [row[name] for row in doc["rows"]]


def test_every_kind_has_a_case():
    assert set(CASES) == {k.name for k in kinds.KINDS}


@pytest.mark.parametrize("name", sorted(CASES))
def test_the_route_names_the_report_and_lists_only_declared_options(client, name):
    run, tag = CASES[name]
    doc = values_of(client, name)
    steps = _get(client, "steps", run=run, tag=tag)["steps"]
    assert doc["run"] == run and doc["tag"] == tag and doc["kind"] == name
    assert doc["step"] == steps[-1]["step"]  # no step: the latest
    kind = kinds.get(name)
    for option, listed in doc["values"].items():
        assert kind.option(option).type != "choice", option  # choices are declared
        assert listed and all(isinstance(v, str) for v in listed), option
        assert len(set(listed)) == len(listed), option
    # An explicit step is that report's.
    first = _get(client, "values", run=run, tag=tag, step=steps[0]["step"])
    assert first["step"] == steps[0]["step"]


def test_errors_are_4xx_naming_the_argument(client):
    res = client.get(PREFIX + "values?tag=nobody/val")
    assert res.status_code == 404 and "tag: no run holds" in res.get_data(as_text=True)
    res = client.get(PREFIX + "values?tag=groups/val&step=3")
    assert res.status_code == 400 and "step: only with run" in res.get_data(as_text=True)
    res = client.get(PREFIX + "values?run=nobody&tag=groups/val")
    assert res.status_code == 404
    res = client.get(PREFIX + "values?run=facet&tag=groups/val&step=abc")
    assert res.status_code == 400 and "step" in res.get_data(as_text=True)


@pytest.mark.parametrize("name", sorted(CASES))
def test_requires_is_what_the_routes_demand(client, name):
    """An option declaring `requires` (a pair of groups) alone is refused by `diff` (what
    the modes send) naming what it lacks; with them it is taken. The frontend relies on it
    to withhold a lone half."""
    run, tag = CASES[name]
    kind = kinds.get(name)
    listed = values_of(client, name)["values"]
    for option in kind.options:
        if not option.requires:
            continue
        alone = {option.name: listed[option.name][0]}
        q = urllib.parse.urlencode({"run": run, "tag": tag, **alone})
        res = client.get(PREFIX + "diff?" + q)
        assert res.status_code == 400, res.get_data(as_text=True)
        assert any(r in res.get_data(as_text=True) for r in option.requires)
        both = {**alone, **{r: listed[r][1] for r in option.requires}}
        assert _get(client, "diff", run=run, tag=tag, **both)["rows"] > 0
    # Only the pairs of groups declare it.
    assert {o.name for o in kind.options if o.requires} <= {"a", "b"}


def test_label_associations(client):
    listed = values_of(client, "label_associations")["values"]
    identities = [i["name"] for i in view(client, "label_associations")["identities"]]
    assert listed == {"a": identities, "b": identities}
    head = table(client, "label_associations")
    assert head["a"] in listed["a"] and head["b"] in listed["b"]
    for a in listed["a"]:
        for b in listed["b"]:
            if a != b:
                doc = table(client, "label_associations", a=a, b=b)
                assert (doc["a"], doc["b"]) == (a, b)


def test_skew_size(client):
    listed = values_of(client, "skew_size")["values"]
    classes = column(table(client, "skew_size"), "class")
    assert set(listed) == {"class_name"}
    assert sorted(listed["class_name"]) == sorted(classes)
    assert report_data.HOSTILE in listed["class_name"]  # untrusted text, listed as it is
    for name in listed["class_name"]:
        doc = table(client, "skew_size", table="class", class_name=name)
        assert doc["class_name"] == name


@pytest.mark.parametrize("name", ["group_metrics", "detection_recall"])
def test_groupings_and_groups(client, name):
    listed = values_of(client, name)["values"]
    # group_metrics' slices table takes one class (class_name)
    extra = {"class_name"} if name == "group_metrics" else set()
    assert set(listed) == {"grouping", "a", "b", *extra} and listed["a"] == listed["b"]
    assert table(client, name)["grouping"] == listed["grouping"][0].split(GROUP_SEPARATOR)
    named = []
    for grouping in listed["grouping"]:
        doc = table(client, name, grouping=grouping)
        assert GROUP_SEPARATOR.join(doc["grouping"]) == grouping
        groups = list(dict.fromkeys(column(doc, "group")))
        # The grouping's groups are the listed ones its name narrows them to.
        assert groups == [g for g in listed["a"] if grouping_of(g) == grouping]
        named += groups
        # Every pair of its groups is a disparity the table computes.
        for a in groups:
            for b in groups:
                if a != b:
                    d = table(client, name, table="disparity", a=a, b=b)
                    assert (d["a"], d["b"]) == (a, b)
    assert sorted(named) == sorted(listed["a"])


def test_harmful_label_association(client):
    listed = values_of(client, "harmful_label_association")["values"]
    thresholds = view(client, "harmful_label_association")["thresholds"]
    assert [float(t) for t in listed["threshold"]] == thresholds
    assert table(client, "harmful_label_association")["threshold"] == thresholds[0]
    for text in listed["threshold"]:
        for which in ("rates", "labels"):
            doc = table(client, "harmful_label_association", table=which, threshold=text)
            assert doc["threshold"] == float(text)


@pytest.mark.parametrize("name", ["geodiversity", "retrieval_precision"])
def test_kinds_without_listed_values(client, name):
    # Geodiversity's `by` is a choice (declared); the rest are numbers any value of which
    # within their bounds is valid.
    assert values_of(client, name)["values"] == {}


def test_binary_classification(client):
    listed = values_of(client, "binary_classification")["values"]
    assert set(listed) == {"grouping", "threshold", "baseline", "label"}
    v = view(client, "binary_classification")
    assert [float(t) for t in listed["threshold"]] == v["thresholds"]
    assert listed["label"] == v["labels"]
    assert listed["grouping"] == [GROUP_SEPARATOR.join(g) for g in v["groupings"]]
    # Every threshold: the cells table at it; without one, the table names them all.
    every = sorted(set(column(table(client, "binary_classification"), "threshold")))
    assert every == sorted(float(t) for t in listed["threshold"])
    for text in listed["threshold"]:
        doc = table(client, "binary_classification", threshold=text)
        assert doc["threshold"] == float(text) and set(column(doc, "threshold")) == {float(text)}
    for label in listed["label"]:
        assert table(client, "binary_classification", label=label)["label"] == label
    # Every baseline, with the grouping its name says: the baseline table against it.
    named = []
    for grouping in listed["grouping"]:
        doc = table(client, "binary_classification", grouping=grouping)
        groups = list(dict.fromkeys(column(doc, "group")))
        assert groups == [g for g in listed["baseline"] if grouping_of(g) == grouping]
        named += groups
    assert sorted(named) == sorted(listed["baseline"])
    for baseline in listed["baseline"]:
        doc = table(
            client,
            "binary_classification",
            table="baseline",
            grouping=grouping_of(baseline),
            baseline=baseline,
        )
        assert doc["baseline"] == baseline


def test_values_are_the_exact_stored_numbers():
    from tb_fairness.kinds.options import number_text

    for x in (0.0, 0.1, 0.3, 1 / 3, 0.35000000000000003, 1e-05, 2.5e16, 1.0):
        assert float(number_text(x)) == x
    assert number_text(0.0) == "0" and number_text(0.1) == "0.1" and number_text(1.0) == "1"


@pytest.mark.parametrize("name", sorted(CASES))
def test_without_a_run_the_union_over_every_runs_latest_report(client, name):
    """What Trends and Runs offer: every value any run's latest report takes, each once, in
    the order first seen (runs by name), and nothing else."""
    _, tag = CASES[name]
    doc = _get(client, "values", tag=tag)
    assert doc["run"] is None and doc["step"] is None and doc["kind"] == name
    runs = sorted(r for r, tags in _get(client, "tags")["runs"].items() if tag in tags)
    want: dict[str, list[str]] = {}
    for run in runs:
        for option, listed in _get(client, "values", run=run, tag=tag)["values"].items():
            want.setdefault(option, [])
            want[option] += [v for v in listed if v not in want[option]]
    assert doc["values"] == want
