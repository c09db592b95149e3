"""How the routes answer (tb_fairness/plugin/responses.py): the precision of columns, gzip,
the answer cache, and the bundle named by its content.

Oracles: Python's own decimal formatting (``f"{x:.7g}"``) for the rounding, ``gzip`` for
the wire, and counts of calls for the cache.
"""

from __future__ import annotations

import gzip
import json
import os
import sys
import threading

import numpy as np
import pytest
from tensorboard.backend import application
from tensorboard.plugins import base_plugin
from werkzeug import test as werkzeug_test

sys.path.insert(0, os.path.dirname(__file__))
from helpers import multiplexer_provider, plugin_client  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness import read  # noqa: E402
from tb_fairness.metrics.counts import AssociationCounts  # noqa: E402
from tb_fairness.plugin import FairnessPlugin, responses  # noqa: E402

ROUTE = "/data/plugin/fairness/"
GZIP = {"Accept-Encoding": "gzip"}


def test_columns_round_to_seven_significant_digits_as_python_formats_them():
    rng = np.random.default_rng(0)
    exponents = rng.uniform(-320, 300, 20_000)
    values = rng.choice([-1, 1], 20_000) * rng.uniform(1, 10, 20_000) * 10.0**exponents
    values = np.concatenate([values, rng.uniform(-1, 1, 20_000)])
    got = responses.round_significant(values)
    # Integers below 2**53 (counts held as floats) are kept.
    kept = (values == np.trunc(values)) & (np.abs(values) < 2.0**53)
    want = np.where(kept, values, [float(f"{v:.7g}") for v in values])
    # The fast path rounds x * 10**k; it may differ from the text at an exact tie only.
    assert np.mean(got == want) > 0.9999
    assert np.all(np.abs(got - values) <= 5e-7 * np.abs(values))
    # Each is the double nearest its short decimal, so JSON writes at most 7 digits.
    mantissas = [repr(float(v)).split("e")[0] for v in got[~kept]]
    digits = [len(m.replace("-", "").replace(".", "").strip("0")) for m in mantissas]
    assert max(digits) <= 7


def test_integers_zeros_and_non_finite_values_are_kept():
    values = np.array([0.0, -0.0, 3.0, 123456789.0, 2.0**52, np.nan, np.inf, -np.inf])
    got = responses.round_significant(values)
    assert np.array_equal(got, values, equal_nan=True)
    assert json.loads(responses.json_bytes({"x": values})) == {
        "x": [0.0, -0.0, 3.0, 123456789.0, 2.0**52, None, None, None]
    }
    # Past 2**53 every double is an integer: rounded as any other number.
    assert responses.round_significant(np.array([2.0**60]))[0] == 1.152922e18


def test_only_arrays_are_rounded():
    body = json.loads(
        responses.json_bytes(
            {"wall_time": 1732233600.123456, "rows": [{"v": 0.123456789}], "a": np.array([1 / 3])}
        )
    )
    assert body == {"wall_time": 1732233600.123456, "rows": [{"v": 0.123456789}], "a": [0.3333333]}


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("responses")
    rng = np.random.default_rng(1)
    with tb_fairness.FileWriter(str(root / "a")) as w:
        for step in (0, 1):
            preds = [
                {f"l{j}" for j in rng.choice(40, 5, replace=False)} | {"man" if i % 2 else "woman"}
                for i in range(300)
            ]
            w.label_associations("assoc", step, preds, identities=["man", "woman"])
    return str(root)


def test_gzip_when_accepted_and_the_same_json_otherwise(logdir):
    client = plugin_client(logdir)
    for path in ("label_associations?run=a&tag=assoc", "table?run=a&tag=assoc", "tags", "kinds"):
        zipped = client.get(ROUTE + path, headers=GZIP)
        plain = client.get(ROUTE + path)
        assert zipped.status_code == plain.status_code == 200, path
        assert zipped.headers["Content-Encoding"] == "gzip"
        assert "Content-Encoding" not in plain.headers
        assert gzip.decompress(zipped.get_data()) == plain.get_data()
        assert zipped.headers["X-Content-Type-Options"] == "nosniff"


def test_an_answer_is_computed_once_per_report_and_query(logdir, monkeypatch):
    calls = []
    view = read.view

    def counted(*args, **kwargs):
        calls.append(args[1])
        return view(*args, **kwargs)

    monkeypatch.setattr(read, "view", counted)
    client = plugin_client(logdir)
    q = ROUTE + "label_associations?run=a&tag=assoc"
    first = client.get(q + "&metric=dp").get_data()
    assert client.get(q + "&metric=dp").get_data() == first
    assert len(calls) == 1
    client.get(q + "&metric=pmi")  # another query
    client.get(q + "&metric=dp&step=0")  # another report
    assert len(calls) == 3
    # The latest step is the same report as step 1 named: its own key, the same answer.
    a, b = (json.loads(client.get(q + s).get_data()) for s in ("", "&step=1"))
    assert a == b


def test_a_failed_computation_is_not_kept():
    cache = responses.AnswerCache()
    with pytest.raises(ValueError):
        cache.get("k", lambda: (_ for _ in ()).throw(ValueError("no")))
    assert gzip.decompress(cache.get("k", lambda: b"ok")) == b"ok"
    assert gzip.decompress(cache.get("k", lambda: b"other")) == b"ok"


@pytest.mark.parametrize("fast", [True, False], ids=["isal", "zlib"])
def test_compress_is_gzip_the_same_every_time(monkeypatch, fast):
    """With the [fast] extra's ISA-L and without it (zlib): one gzip member that Python's
    gzip inflates to the body, the same bytes for the same body (no time stamp)."""
    if fast:
        pytest.importorskip("isal")
    else:
        monkeypatch.setattr(responses, "_fast_gzip", None)
    rng = np.random.default_rng(3)
    body = rng.integers(0, 50, 300_000, dtype=np.uint8).tobytes() + "é ✓".encode()
    zipped = responses.compress(body)
    assert gzip.decompress(zipped) == body
    assert zipped[:2] == b"\x1f\x8b" and zipped[4:8] == bytes(4)  # gzip, mtime 0
    assert responses.compress(body) == zipped
    assert gzip.decompress(responses.compress("é ✓")) == "é ✓".encode()


def test_the_cache_keeps_its_byte_budget_least_recent_out():
    rng = np.random.default_rng(2)
    cache = responses.AnswerCache(max_bytes=50_000)
    bodies = {k: rng.bytes(20_000) for k in range(5)}  # incompressible: ~20 KB each
    for k, body in bodies.items():
        cache.get(k, lambda body=body: body)
        assert cache.cached_bytes <= 50_000
    calls = []
    cache.get(4, lambda: calls.append(4) or b"")
    cache.get(0, lambda: calls.append(0) or bodies[0])
    assert calls == [0]  # 4 was kept, 0 had gone
    cache.get("big", lambda: rng.bytes(60_000))  # over the whole budget: not kept
    assert cache.cached_bytes <= 50_000


def test_concurrent_requests_for_one_answer_compute_it_once():
    cache = responses.AnswerCache()
    calls = []
    started = threading.Event()
    release = threading.Event()

    def compute():
        calls.append(1)
        started.set()
        release.wait(10)
        return b"x" * 1000

    threads = [threading.Thread(target=cache.get, args=("k", compute)) for _ in range(8)]
    for t in threads:
        t.start()
    assert started.wait(10)
    release.set()
    for t in threads:
        t.join()
    assert calls == [1]


def test_the_bundle_is_named_by_its_content_and_revalidated(tmp_path):
    bundle = tmp_path / "index.js"
    bundle.write_bytes(b"export function render() {}\n" * 100)
    provider = multiplexer_provider(str(tmp_path))
    plugin = FairnessPlugin(base_plugin.TBContext(data_provider=provider, logdir=str(tmp_path)))
    plugin._bundle = responses.Bundle(str(bundle))
    client = werkzeug_test.Client(application.TensorBoardWSGI([plugin], data_provider=provider))
    path = plugin.frontend_metadata().es_module_path
    assert path.startswith("/index.js?v=")
    named = client.get(ROUTE + path.lstrip("/"), headers=GZIP)
    assert named.status_code == 200 and named.headers["Content-Encoding"] == "gzip"
    assert gzip.decompress(named.get_data()) == bundle.read_bytes()
    assert "immutable" in named.headers["Cache-Control"]
    etag = named.headers["ETag"]
    # Without the name: revalidated each time, 304 with no body while unchanged.
    plain = client.get(ROUTE + "index.js")
    assert plain.get_data() == bundle.read_bytes() and plain.headers["Cache-Control"] == "no-cache"
    again = client.get(ROUTE + "index.js", headers={"If-None-Match": etag})
    assert again.status_code == 304 and again.get_data() == b""
    # A new build: a new name, and the old ETag no longer matches.
    bundle.write_bytes(b"export function render() { return 1; }\n")
    assert plugin.frontend_metadata().es_module_path != path
    fresh = client.get(ROUTE + "index.js", headers={"If-None-Match": etag})
    assert fresh.status_code == 200 and fresh.get_data() == bundle.read_bytes()
    assert "immutable" not in client.get(ROUTE + path.lstrip("/")).headers["Cache-Control"]


def test_a_100k_row_table_is_under_4_mb_on_the_wire(tmp_path):
    rng = np.random.default_rng(3)
    labels, identities, n = 100_000, 20, 1_000_000
    totals = rng.binomial(n, np.minimum(10 / np.arange(1, labels + 1) / 12, 0.9))
    p = rng.uniform(0.05, 0.45, identities)
    counts = AssociationCounts(
        n=n,
        label_names=tuple(f"label_{i:06d}" for i in range(labels)),
        identity_names=tuple(f"id{i:02d}" for i in range(identities)),
        label_counts=totals,
        identity_counts=rng.binomial(n, p),
        joint_counts=rng.binomial(totals[None, :], p[:, None]),
        identity_label_index=np.full(identities, -1),
    )
    with tb_fairness.FileWriter(str(tmp_path / "r")) as w:
        w.label_associations("t", 0, counts=counts)
    client = plugin_client(str(tmp_path))
    response = client.get(ROUTE + "label_associations?run=r&tag=t", headers=GZIP)
    assert response.status_code == 200
    body = response.get_data()
    assert len(body) < 4e6, len(body)
    assert json.loads(gzip.decompress(body))["rows"] == labels
