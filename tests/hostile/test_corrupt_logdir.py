"""A corrupt or hostile logdir (issue 15): one bad run never empties the tab.

tests/hostile/corrupt_logdir.py writes a good run with ``tb_fairness.FileWriter`` and one run
per bad case (plugin content with ``"version": 1e400``, a list for a kind, deep JSON, a
newer version; truncated and garbage blobs; a zlib bomb; ``Infinity``, ``NaN`` and 2^64 in
the header; wrong types). Under both loaders (TensorBoard's Python multiplexer and, with
``--load_fast=true``, its Rust data server) every route answers 2xx or 4xx: a bad report is a
400 naming run, tag (and step) and what is wrong; ``tags``, ``trend`` and ``row`` skip the
bad reports and list them in ``skipped``; the good run's tables are byte for byte those of
a logdir holding the good run alone.
"""

from __future__ import annotations

import json
import os
import sys
import time

import pytest

sys.path.insert(0, os.path.dirname(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import corrupt_logdir as cl  # noqa: E402
from helpers import http, plugin_client, tensorboard_server, wait_until  # noqa: E402

from tb_fairness import kinds  # noqa: E402

P = "/data/plugin/fairness/"
VIEW = kinds.get("label_associations").view_path(kinds.get("label_associations").views[0])
GOOD_PATHS = [
    f"table?run={cl.GOOD}&tag={cl.TAG}",
    f"table?run={cl.GOOD}&tag={cl.TAG}&step=0&format=csv",
    f"{VIEW}?run={cl.GOOD}&tag={cl.TAG}",
    f"diff?run={cl.GOOD}&tag={cl.TAG}&step=0&vs_step=1",
    f"table?run={cl.GOOD}&tag=groups",
    f"steps?run={cl.GOOD}&tag={cl.TAG}",
]


@pytest.fixture(scope="module")
def logdirs(tmp_path_factory):
    """(a logdir with the good run and every bad one, one with the good run alone, cases)."""
    root = str(tmp_path_factory.mktemp("corrupt"))
    alone = str(tmp_path_factory.mktemp("good_alone"))
    cases = cl.write_logdir(root)
    cl.write_good(alone)
    return root, alone, cases


def python_get(logdir):
    client = plugin_client(logdir)

    def get(path):
        response = client.get(P + path)
        return (
            response.status_code,
            response.headers.get("Content-Type", ""),
            response.get_data(as_text=True),
        )

    return get


def check_every_route(get, cases, expected_good):
    # tags: every readable report listed, the unreadable ones skipped with run, tag, reason.
    status, _, body = get("tags")
    assert status == 200, body
    tags = json.loads(body)
    assert cl.GOOD in tags["runs"] and set(tags["runs"][cl.GOOD]) == {cl.TAG, "groups"}
    skipped = {s["run"]: s for s in tags["skipped"]}
    assert set(skipped) == cl.CONTENT_CASES
    for run in cl.CONTENT_CASES:
        assert skipped[run]["tag"] == cl.TAG and cases[run][2] in skipped[run]["reason"], run

    # The good run serves its tables unchanged.
    for path in GOOD_PATHS:
        status, ctype, body = get(path)
        assert status == 200, (path, body)
        assert (ctype.split(";")[0], body) == expected_good[path], path

    # Every route on a bad run: 400 naming run, tag, (step) and the problem.
    for run, (_, _, reason) in cases.items():
        for path, step in (
            (f"table?run={run}&tag={cl.TAG}", True),
            (f"table?run={run}&tag={cl.TAG}&step=0&format=csv", True),
            (f"{VIEW}?run={run}&tag={cl.TAG}", True),
            (f"diff?run={cl.GOOD}&tag={cl.TAG}&vs_run={run}", True),
            (f"row?run={run}&tag={cl.TAG}&key=bike", True),
            (f"trend?tag={cl.TAG}&run={run}", False),
        ):
            started = time.perf_counter()
            status, _, body = get(path)
            assert status == 400, (run, path, status, body)
            assert f"run {run!r}, tag {cl.TAG!r}" in body and reason in body, (run, path, body)
            if step and run not in cl.CONTENT_CASES:
                assert ", step " in body, body
            # A refusal is remembered: the bombs are not inflated again.
            assert time.perf_counter() - started < 2, (run, path)
        status, _, body = get(f"steps?run={run}&tag={cl.TAG}")
        assert status == (400 if run in cl.CONTENT_CASES else 200), (run, body)

    # trend and row over the tag skip the bad reports and list them; the good run serves.
    status, _, body = get(f"trend?tag={cl.TAG}")
    assert status == 200, body
    trend = json.loads(body)
    assert [s["run"] for s in trend["series"]] == [cl.GOOD]
    assert [p["step"] for p in trend["series"][0]["points"]] == [0, 1]
    listed = {(s["run"], s.get("step")) for s in trend["skipped"]}
    for run in cases:
        if run in cl.CONTENT_CASES:
            assert (run, None) in listed
        else:
            assert {(run, 0), (run, 1)} <= listed
    status, _, body = get(f"trend?tag={cl.TAG}&run={cl.GOOD}")
    assert status == 200 and json.loads(body)["skipped"] == []

    status, _, body = get(f"row?run={cl.GOOD}&tag={cl.TAG}&key=bike")
    assert status == 200, body
    row = json.loads(body)
    assert [r["run"] for r in row["runs"]] == [cl.GOOD]
    assert {s["run"] for s in row["skipped"]} == set(cases)
    assert [s["step"] for s in row["steps"]] == [0, 1]


def expected(logdir):
    get = python_get(logdir)
    out = {}
    for path in GOOD_PATHS:
        status, ctype, body = get(path)
        assert status == 200, body
        out[path] = (ctype.split(";")[0], body)
    return out


def test_corrupt_logdir_python_loader(logdirs):
    root, alone, cases = logdirs
    check_every_route(python_get(root), cases, expected(alone))


def test_corrupt_logdir_rust_loader(logdirs):
    root, alone, cases = logdirs
    with tensorboard_server(root, load_fast=True) as base:

        def loaded():
            tags = json.loads(http(base, P + "tags")[2])
            return len(tags["runs"]) + len(tags["skipped"]) == len(cases) + 1

        wait_until(loaded, 120, "the Rust data server to load every run")

        def get(path):
            return http(base, P + path)

        check_every_route(get, cases, expected(alone))
