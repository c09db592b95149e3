"""Every table and view declares its size (issue 27, item 1): a table's rows and a view's
numbers, from the counts' sizes, so that a request over the cap is refused before anything
is built. Checked against what is built on a report of every kind: the declaration is never
smaller than what is sent (counted independently, by walking the view's JSON), and a view
over a tiny cap is refused with a 400 naming the view, without being built."""

from __future__ import annotations

import json
import os
import sys
from urllib.parse import quote

import pytest
from helpers import plugin_client

import tb_fairness
from tb_fairness import kinds, read
from tb_fairness.kinds import kind as kind_module
from tb_fairness.kinds.options import OptionError
from tb_fairness.plugin.responses import json_bytes

sys.path.insert(
    0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "browser")
)
import report_data  # noqa: E402


def _needs(kind, counts) -> dict:
    """The options a table or view needs that have no default: SkewSize's class."""
    return {"class_name": counts.class_names[0]} if kind.name == "skew_size" else {}


# The numbers a view holds besides those it declares per row: its options, titles, a few
# scalars (a headline, a count), bounded by a constant.
CONSTANT = 120


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("sizes"))
    report_data.write_every_kind_logdir(root)
    return root


def _reports(root):
    """One (run, tag, report) of every tag of every run."""
    ld = tb_fairness.Logdir(root)
    for run in ld.runs():
        for tag in ld.tags(run):
            yield run, tag, ld.report(run, tag)._report


def _leaves(value) -> int:
    """The numbers, flags and nulls in a JSON value (strings are names, not counted)."""
    if isinstance(value, dict):
        return sum(_leaves(v) for v in value.values())
    if isinstance(value, list):
        return sum(_leaves(v) for v in value)
    return 0 if isinstance(value, str) else 1


def test_every_built_in_table_and_view_declares_its_size():
    for kind in kinds.BUILT_IN:
        for spec in kind.tables:
            assert spec.rows is not None, f"{kind.name}: table {spec.name} declares no rows"
        for view in kind.views:
            assert view.cells is not None, f"{kind.name}: view {view.name!r} declares no size"


def test_declared_sizes_bound_what_is_built(logdir):
    seen = set()
    for run, tag, report in _reports(logdir):
        kind = kinds.get(report.info.kind)
        seen.add(kind.name)
        get = {**_needs(kind, report.counts), "resamples": "20"}.get
        options = kind.resolve(report.counts, kind.parse(get, ()))
        for spec in kind.tables:
            declared = spec.rows(report.counts, options)
            try:
                built = len(spec.build(report.counts, options))
            except OptionError:  # a table this report cannot give (slices: no joint cells)
                continue
            assert built <= declared, (run, tag, spec.name, built, declared)
            assert declared <= 2 * built + 20, (run, tag, spec.name, built, declared)
        for view in kind.views:
            path = kind.view_path(view)
            declared = view.cells(
                report.counts, kind.resolve(report.counts, kind.parse(get, view.options))
            )
            sent = _leaves(json.loads(json_bytes(read.view(report, path, get))))
            assert sent <= declared + CONSTANT, (run, tag, path, sent, declared)
    assert seen == {k.name for k in kinds.BUILT_IN}


def test_a_view_over_the_cap_is_refused_before_it_is_built(logdir, monkeypatch):
    monkeypatch.setattr(kind_module, "MAX_TABLE_CELLS", 10)
    client = plugin_client(logdir)
    built = []
    views = [v for k in kinds.BUILT_IN for v in k.views]
    originals = [v.build for v in views]
    for view in views:  # frozen: set as the dataclass itself does, restored below
        object.__setattr__(view, "build", lambda c, o: built.append(1))
    try:
        refused = set()
        for run, tag, report in _reports(logdir):
            kind = kinds.get(report.info.kind)
            for view in kind.views:
                path = kind.view_path(view)
                extra = "".join(f"&{k}={quote(v)}" for k, v in _needs(kind, report.counts).items())
                res = client.get(
                    f"/data/plugin/fairness/{path}?run={quote(run)}&tag={quote(tag)}{extra}"
                )
                body = res.get_data(as_text=True)
                assert res.status_code == 400, (path, body)
                assert f"{path}: the view would hold" in body, body
                assert "TB_FAIRNESS_MAX_TABLE_CELLS" in body
                if view.narrow:
                    assert f"narrow it with {' or '.join(view.narrow)}" in body
                refused.add(path)
    finally:
        for view, build in zip(views, originals):
            object.__setattr__(view, "build", build)
    assert not built
    assert refused == {k.view_path(v) for k in kinds.BUILT_IN for v in k.views}
