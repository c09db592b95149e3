"""`format=columnar` on the views' routes: the same answer as the JSON one, its columns as
typed buffers (docs/http_api.md), read back here by a parser written from the docs."""

import json
import math
import struct

import numpy as np
import pytest
from helpers import get_json, plugin_client

import tb_fairness
from tb_fairness.plugin import columnar, responses

HOSTILE = "<img src=x onerror=alert(1)>"
ROUTE = "/data/plugin/fairness/label_associations?run=r&tag=assoc"


@pytest.fixture(scope="module")
def client(tmp_path_factory):
    root = tmp_path_factory.mktemp("logs")
    rng = np.random.default_rng(3)
    names = ["man", "woman", "bike", "dress", HOSTILE, "never", "ünïcode ☂", "rare"]
    scores = rng.random((600, len(names)))
    scores[:, 5] = 0.0  # never predicted: undefined values
    scores[:, 4] *= scores[:, 0] > 0.5  # only with "man": infinite log metrics
    scores[:, 7] = np.where(np.arange(600) < 3, 1.0, 0.0)  # insufficient
    with tb_fairness.FileWriter(str(root / "r")) as w:
        w.label_associations(
            "assoc", 1, scores, label_names=names, identities=["man", "woman"], threshold=0.5
        )
        classes = rng.choice(["cat", "dog"], 600)
        predictions = np.where(rng.random(600) < 0.7, classes, "dog")
        groups = {"g": rng.choice(["a", "b", "c"], 600)}
        w.group_metrics("groups", 1, classes, predictions, groups)
    return plugin_client(str(root))


def _dec(code: int) -> float | None:
    """A `dec` code as the decimal it spells (sign, m, e), read by float(): a correctly
    rounded parse of the text, as a JSON parser's."""
    if code == 0xFFFFFFFF:
        return None
    e = ((code >> 24) & 0x7F) - 64
    assert -22 <= e <= 22
    return float(f"{'-' if code >> 31 else ''}{code & 0xFFFFFF}e{e}")


def parse(body: bytes) -> dict:
    """The framing as docs/http_api.md states it, independently of columnar.decode."""
    assert body[:4] == b"TBFC"
    version, length = struct.unpack("<II", body[4:12])
    assert version == 2
    assert (12 + length) % 8 == 0
    header = json.loads(body[12 : 12 + length].decode("utf-8"))
    data = body[12 + length :]
    width = {"f64": ("d", 8), "u32": ("I", 4), "u8": ("B", 1)}
    for part in ("columns", "states"):
        for name, d in header.get(part, {}).items():
            assert d["offset"] % 8 == 0
            raw = data[d["offset"] : d["offset"] + d["bytes"]]
            if d["type"] in width:
                code, size = width[d["type"]]
                values = list(struct.unpack(f"<{len(raw) // size}{code}", raw))
                if d["type"] == "f64":
                    values = [None if math.isnan(v) else v for v in values]
                if d["type"] == "u8":
                    values = [bool(v) for v in values]
            elif d["type"] == "dec":
                values = [_dec(c) for c in struct.unpack(f"<{len(raw) // 4}I", raw)]
            elif d["type"] == "codes":
                values = [d["values"][b] for b in raw]
            else:
                assert d["type"] == "json"
                values = json.loads(raw.decode("utf-8"))
            header[part][name] = values
    return header


def columnar_answer(client, path):
    response = client.get(path)
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.headers["Content-Type"] == columnar.CONTENT_TYPE
    return response.get_data()


@pytest.mark.parametrize("metric", ["npmi_xy", "pmi", "dp", "llr"])
def test_label_associations_as_json(client, metric):
    path = f"{ROUTE}&metric={metric}"
    want = get_json(client, path)
    body = columnar_answer(client, path + "&format=columnar")
    got = parse(body)
    assert got == want
    assert HOSTILE in got["columns"]["label"]
    # Infinite and undefined values are in the states, as in the JSON.
    if metric == "pmi":
        assert "undefined" in got["states"]["gap"]
    assert columnar.decode(body)["columns"]["count"].dtype == np.uint32
    # The gaps go in 4 bytes a number (7 significant digits, exponents within +-22).
    assert (
        json.loads(body[12 : 12 + struct.unpack("<I", body[8:12])[0]])["columns"]["gap"]["type"]
        == "dec"
    )


def test_dec_holds_exactly_what_the_json_holds_or_the_column_goes_as_f64():
    rng = np.random.default_rng(11)
    x = np.concatenate(
        [
            rng.normal(size=20_000) * 10.0 ** rng.integers(-12, 12, 20_000),
            [0.0, -0.0, 9_999_999.0, 1e-15, -1.000001e15, 0.1, 2.5e-7, np.nan, np.inf],
        ]
    )
    body = columnar.encode({"columns": {"x": x}})
    got = parse(body)["columns"]["x"]
    want = json.loads(responses.json_bytes({"x": x}))["x"]
    assert [math.copysign(1, v) if v == 0 else v for v in got if v is not None] == [
        math.copysign(1, v) if v == 0 else v for v in want if v is not None
    ]
    assert [v is None for v in got] == [v is None for v in want]
    assert columnar.decode(body)["columns"]["x"].dtype == np.float64
    # A number past 10**22 (or under 10**-16 with its 7 digits) cannot go as dec: f64.
    for far in (1.5e-17, 3e29):
        body = columnar.encode({"columns": {"x": np.array([0.5, far])}})
        assert parse(body)["columns"]["x"] == [0.5, far]
        assert b'"type":"f64"' in body


def test_other_views_as_json(client):
    path = "/data/plugin/fairness/group_metrics?run=r&tag=groups"
    want = get_json(client, path)
    assert parse(columnar_answer(client, path + "&format=columnar")) == want


def test_decode_round_trips_big_and_empty():
    answer = {
        "rows": 3,
        "columns": {
            "big": np.array([0, 2**40, 5], dtype=np.int64),
            "neg": np.array([-1, 0, 1]),
            "x": np.array([0.1234567891, np.inf, np.nan]),
            "flag": np.array([True, False, True]),
            "name": ["a", "b", None],
        },
        "states": {"x": [None, "+inf", "undefined"]},
        "empty": {"columns": []},
    }
    got = parse(columnar.encode(answer))
    assert got["columns"]["big"] == [0, 2**40, 5]
    assert got["columns"]["neg"] == [-1, 0, 1]
    assert got["columns"]["x"] == [0.1234568, None, None]
    assert got["columns"]["flag"] == [True, False, True]
    assert got["columns"]["name"] == ["a", "b", None]
    assert got["states"]["x"] == [None, "+inf", "undefined"]
    assert parse(columnar.encode({"columns": {}})) == {"columns": {}}


def test_bad_format_names_the_argument(client):
    response = client.get(ROUTE + "&format=arrow")
    assert response.status_code == 400
    assert "format: expected one of json, columnar" in response.get_data(as_text=True)
