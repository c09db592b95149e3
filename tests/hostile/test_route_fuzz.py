"""Generated query strings against every route (issue 15): none answers 5xx.

Hypothesis draws a route and a query of known and unknown names, with values that are
ordinary, out of bounds (2^64 and beyond, 1e400, NaN, Infinity, negative), of the wrong
type, very long or not text at all, over a logdir holding a good run of several kinds and a
few corrupt runs. Every answer is 2xx or 4xx; a 4xx carries a message. Derandomized and
bounded (200 examples, a deadline per example) so that CI is deterministic.
"""

from __future__ import annotations

import os
import sys
import urllib.parse

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

sys.path.insert(0, os.path.dirname(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))
import corrupt_logdir as cl  # noqa: E402
from helpers import plugin_client  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness import kinds  # noqa: E402

ROUTES = [
    "tags",
    "steps",
    "kinds",
    "table",
    "diff",
    "trend",
    "row",
    "row_trend",
    "values",
    "runs",
] + [kind.view_path(view) for kind in kinds.KINDS for view in kind.views]
NAMES = sorted(
    {o.name for k in kinds.KINDS for o in k.options}
    | {"run", "tag", "step", "vs_run", "vs_step", "key", "format", "table", "unknown"}
)
RUNS = [cl.GOOD, "bomb", "too_new", "header_n_inf", "version_1e400", "nope", ""]
TAGS = [cl.TAG, "groups", "geo", "skew", "nope", ""]
VALUES = st.one_of(
    st.sampled_from(RUNS + TAGS + ["0", "1", "-1", "csv", "json", "man", "bike", "dp"]),
    st.integers(min_value=-(2**70), max_value=2**70).map(str),
    st.sampled_from(
        [str(2**63), str(2**64), "9" * 5000, "1e400", "-1e400", "nan", "NaN", "inf", "-Infinity"]
    ),
    st.floats(allow_nan=True, allow_infinity=True).map(repr),
    st.text(max_size=40),
    st.sampled_from(["x" * 20_000, "%00", "\x00", "\ud800".encode("utf-8", "surrogatepass")]),
)


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    root = str(tmp_path_factory.mktemp("fuzz"))
    cl.write_good(root)
    for run in ("bomb", "too_new", "header_n_inf", "version_1e400"):
        content, tensor, _ = cl.cases()[run]
        cl.write_bad(root, run, content, tensor)
    rng = np.random.default_rng(0)
    with tb_fairness.FileWriter(os.path.join(root, cl.GOOD)) as w:
        n = 200
        household = rng.integers(0, 30, n)
        w.geodiversity(
            "geo",
            0,
            image_ids=np.arange(n),
            true_labels=rng.choice(["stove", "bed"], n),
            predicted_labels=rng.choice(["stove", "bed", "tv"], (n, 5)),
            household_ids=household,
            incomes=np.exp(household % 7 + 1.0),
            regions=np.array(["Africa", "Asia", "Europe"])[household % 3],
        )
        w.skew_size(
            "skew",
            0,
            classes=rng.choice(["a", "b"], n),
            groups=rng.choice(["f", "m"], n),
            predictions=rng.choice(["a", "b", "c"], n),
        )
    return plugin_client(root)


@settings(
    max_examples=200,
    deadline=5000,
    derandomize=True,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    route=st.sampled_from(ROUTES),
    query=st.lists(st.tuples(st.sampled_from(NAMES), VALUES), max_size=6),
    run=st.sampled_from(RUNS),
    tag=st.sampled_from(TAGS),
)
def test_no_query_answers_5xx(client, route, query, run, tag):
    pairs = [("run", run), ("tag", tag), *query]
    url = f"/data/plugin/fairness/{route}?" + urllib.parse.urlencode(pairs)
    response = client.get(url)
    assert response.status_code < 500, (url, response.get_data(as_text=True)[:500])
    if response.status_code >= 400:
        assert response.get_data(as_text=True).strip(), url
