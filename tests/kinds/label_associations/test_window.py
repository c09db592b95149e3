"""Windows of the ranked-gap table (`max_rows`): the rows, counts, charts and domain the tab
would compute from the whole table, here recomputed from the whole JSON answer by brute
force, written from the tab's rules (frontend/src/kinds/label_associations/rows.ts,
histograms.ts, cells.ts) without the server's code."""

import math
import re
import statistics
import time

import numpy as np
import pytest
from helpers import get_json, plugin_client

import tb_fairness

N_LABELS = 1500
ROUTE = "/data/plugin/fairness/label_associations?run=r&tag=assoc"
WORDS = ["skate", "board", "dog", "cat", "Bird", "car", "apron", "stove"]


@pytest.fixture(scope="module")
def logdir(tmp_path_factory):
    root = tmp_path_factory.mktemp("logs")
    rng = np.random.default_rng(11)
    n = 3000
    labels = [
        f"{WORDS[i % 8]}{WORDS[(i // 8) % 8]} {i}" if i % 97 else "a" * 40 + "!" * (1 + i // 97)
        for i in range(N_LABELS)
    ]
    # Where code points and UTF-16 code units order labels apart (the tab sorts by the
    # latter): U+E000-U+FFFF against astral characters.
    for i in range(5, N_LABELS, 211):
        labels[i] = f"\ue000 {i}" if i % 2 else f"\U0001f6f9 {i}"
    labels[7] = "\uffef skate"
    names = ["man", "woman", *labels]
    p = rng.random(len(names)) * 0.3
    scores = rng.random((n, len(names))) < p
    scores[:, 2:40] = False  # never predicted: undefined values
    scores[:, 40:60] &= scores[:, :1]  # only with "man": infinite log metrics
    scores[:, 60:90] = np.arange(n)[:, None] < 4  # rare: insufficient
    scores[:, 90:120] = scores[:, 120:150]  # equal columns: ties
    with tb_fairness.FileWriter(str(root / "r")) as w:
        w.label_associations("assoc", 1, scores, label_names=names, identities=["man", "woman"])
    return str(root)


@pytest.fixture(scope="module")
def client(logdir):
    return plugin_client(logdir)


def key(whole, column, i):
    """rows.ts's cellKey: the value, else +-inf from the state, else NaN."""
    v = whole["columns"][column][i]
    if isinstance(v, (int, float)) and math.isfinite(v):
        return float(v)
    state = whole["states"].get(column, [None] * whole["rows"])[i]
    return {"+inf": math.inf, "-inf": -math.inf}.get(state, math.nan)


def brute_rows(whole, sort, direction, q=None, gap=(None, None), count=(None, None), sig=False):
    """rows.ts's sortRows then filterRows."""
    rows = range(whole["rows"])
    sign = 1 if direction == "asc" else -1
    if sort == "label":
        labels = whole["columns"]["label"]
        # rows.ts compares JavaScript strings: UTF-16 code units.
        order = sorted(rows, key=lambda i: labels[i].encode("utf-16-be"), reverse=sign < 0)
    else:
        keys = [key(whole, sort, i) for i in rows]
        defined = [i for i in rows if not math.isnan(keys[i])]
        order = sorted(defined, key=lambda i: (sign * keys[i], i))
        order += [i for i in rows if math.isnan(keys[i])]
    regex = re.compile(q, re.IGNORECASE) if q else None

    def within(x, lo, hi):
        if lo is None and hi is None:
            return True
        return not math.isnan(x) and (lo is None or x >= lo) and (hi is None or x <= hi)

    return [
        i
        for i in order
        if (regex is None or regex.search(whole["columns"]["label"][i]))
        and within(key(whole, "gap", i), *gap)
        and within(key(whole, "count", i), *count)
        and (not sig or whole["columns"]["significant"][i])
    ]


def brute_histogram(values):
    finite = [v for v in values if math.isfinite(v)]
    out = {
        "finite": len(finite),
        "non_finite": {
            "pos_inf": sum(v == math.inf for v in values),
            "neg_inf": sum(v == -math.inf for v in values),
            "undefined": sum(math.isnan(v) for v in values),
        },
    }
    if not finite:
        return {**out, "bins": []}
    lo, hi = min(finite), max(finite)
    if lo == hi:
        return {**out, "bins": [{"x0": lo - 0.5, "x1": hi + 0.5, "count": len(finite)}]}
    n = min(40, max(5, math.ceil(math.sqrt(len(finite)))))
    width = (hi - lo) / n
    bins = [
        {"x0": lo + b * width, "x1": hi if b == n - 1 else lo + (b + 1) * width, "count": 0}
        for b in range(n)
    ]
    for v in finite:
        bins[min(n - 1, max(0, math.floor((v - lo) / width)))]["count"] += 1
    return {**out, "bins": bins}


def brute_counts(counts, k):
    take = min(k, len(counts))
    logs = [math.log10(c) if c > 0 else None for c in counts]
    every = [c for c in counts if c > 0]
    top = [c for c in counts[:take] if c > 0]
    med = lambda xs: statistics.median(xs) if xs else None  # noqa: E731
    out = {
        "k": take,
        "top_shown": len(top),
        "all_shown": len(every),
        "zero": take - len(top),
        "top_median": med(top),
        "all_median": med(every),
    }
    if not every:
        return {**out, "bins": []}
    lo, hi = min(x for x in logs if x is not None), max(x for x in logs if x is not None)
    n = 1 if lo == hi else min(30, min(40, max(5, math.ceil(math.sqrt(len(every))))))
    a, b = (lo - 0.5, hi + 0.5) if lo == hi else (lo, hi)
    width = (b - a) / n
    tops, alls = [0] * n, [0] * n
    for r, x in enumerate(logs):
        if x is None:
            continue
        j = min(n - 1, max(0, math.floor((x - a) / width)))
        alls[j] += 1
        tops[j] += r < take
    return {**out, "bins": [(tops[j], alls[j]) for j in range(n)]}


def window(client, query):
    return get_json(client, f"{ROUTE}&max_rows=100&{query}")


CASES = [
    ("gap", "desc", {}),
    ("gap", "asc", {}),
    ("label", "asc", {}),
    ("label", "desc", {"q": "SKATE"}),
    ("count", "desc", {"q": "dog.*[0-9]{3}$"}),
    ("p_value", "asc", {"gap_min": 0.0}),
    ("bound", "desc", {"count_min": 10, "count_max": 400}),
    ("value_a", "desc", {"significant_only": 1}),
    ("count_b", "asc", {"gap_min": -0.05, "gap_max": 0.05, "q": "board"}),
]


@pytest.mark.parametrize(("sort", "direction", "filters"), CASES)
def test_window_is_the_tabs_rows(client, sort, direction, filters):
    whole = get_json(client, ROUTE)
    assert whole["rows"] == N_LABELS  # below max_rows: the whole table, as before
    q = "&".join(f"{k}={v}" for k, v in filters.items())
    want = brute_rows(
        whole,
        sort,
        direction,
        filters.get("q"),
        (filters.get("gap_min"), filters.get("gap_max")),
        (filters.get("count_min"), filters.get("count_max")),
        bool(filters.get("significant_only")),
    )
    assert want, "a case that keeps no row proves little"
    got, offset = [], 0
    while True:
        w = window(client, f"sort={sort}&dir={direction}&offset={offset}&limit=400&k=50&{q}")
        assert w["window"]["matched"] == len(want)
        assert w["window"]["total"] == N_LABELS
        assert w["rows"] == len(w["columns"]["label"]) <= 400
        got += w["columns"]["row"]
        # Every column of a row is the whole table's, at that row.
        for j, i in enumerate(w["columns"]["row"][:5]):
            for name, values in w["columns"].items():
                if name != "row":
                    assert values[j] == whole["columns"][name][i], name
            for name, values in w["states"].items():
                assert values[j] == whole["states"][name][i]
        offset += 400
        if offset >= len(want):
            break
    assert got == want
    gaps = [key(whole, "gap", i) for i in want]
    hist = w["window"]["histogram"]
    expect = brute_histogram(gaps)
    assert hist["finite"] == expect["finite"]
    assert hist["non_finite"] == expect["non_finite"]
    assert [b["count"] for b in hist["bins"]] == [b["count"] for b in expect["bins"]]
    for b, e in zip(hist["bins"], expect["bins"]):
        assert b["x0"] == pytest.approx(e["x0"], rel=1e-6, abs=1e-12)
    dist = w["window"]["count_distribution"]
    expect = brute_counts([whole["columns"]["count"][i] for i in want], 50)
    assert [(b["top"], b["all"]) for b in dist["bins"]] == expect.pop("bins")
    assert {k: dist[k] for k in expect} == pytest.approx(expect)


def test_summary_is_the_whole_tables(client):
    # The whiskers' domain and the legend's counts, in the whole answer and in every
    # window's (of the whole table, whatever the window shows), against a brute force over
    # the JSON's columns.
    whole = get_json(client, ROUTE)
    c = whole["columns"]
    assert whole["tested"] == sum(p is not None for p in c["p_value"])
    assert whole["low_power"] == sum(
        u and not s and p is not None
        for u, s, p in zip(c["underpowered"], c["significant"], c["p_value"])
    )
    # The nearest-rank 2.5th and 97.5th percentiles of the sufficient rows' limits, 0 in.
    pairs = [
        (lo, hi)
        for lo, hi, ins in zip(c["lower"], c["upper"], c["insufficient"])
        if lo is not None and hi is not None and not ins
    ]
    lows, highs = sorted(p[0] for p in pairs), sorted(p[1] for p in pairs)
    at = lambda xs, q: xs[min(len(xs) - 1, max(0, math.floor(q * (len(xs) - 1) + 0.5)))]  # noqa: E731
    assert whole["domain"] == [min(0, at(lows, 0.025)), max(0, at(highs, 0.975))]
    summary = ("domain", "tested", "low_power")
    for name in (
        *summary,
        "metric",
        "a",
        "b",
        "significant",
        "insufficient",
        "underpowered",
        "identities",
    ):
        assert window(client, "q=skate")[name] == whole[name]
        assert window(client, "")[name] == whole[name]
    assert not set(summary) & set(window(client, "")["window"])


def test_hostile_patterns_answer_at_once(client):
    # Catastrophic for a backtracking engine on the forty-"a" labels: RE2 is linear.
    start = time.perf_counter()
    w = window(client, "q=(a%2B)%2B$")
    assert time.perf_counter() - start < 2
    assert w["window"]["matched"] == 0
    w = window(client, "q=^(a|aa)*!%2B$")
    assert w["window"]["matched"] == len(range(0, N_LABELS, 97))


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("offset=100000", "offset: 100,000 is past the end"),
        ("offset=-1", "offset"),
        ("limit=0", "limit"),
        ("limit=10001", "limit"),
        ("sort=lower", "sort"),
        ("sort=__proto__", "sort"),
        ("dir=up", "dir"),
        ("q=(a)\\1", "q: RE2, the server's regular expressions, refuses it"),
        ("q=(", "q: RE2, the server's regular expressions, refuses it"),
        ("q=(?=a)", "q: RE2, the server's regular expressions, refuses it"),
        ("gap_min=nan", "gap_min"),
        ("significant_only=2", "significant_only"),
        ("k=0", "k"),
        ("max_rows=0", "max_rows"),
    ],
)
def test_bad_windows_name_the_parameter(client, query, name):
    max_rows = "" if query.startswith("max_rows") else "&max_rows=100"
    response = client.get(f"{ROUTE}{max_rows}&{query}")
    text = response.get_data(as_text=True)
    assert response.status_code == 400, text[:300]
    assert text.startswith(f"Invalid argument: {name}"), text[:300]


def test_offset_past_the_end_of_a_search(client):
    matched = window(client, "q=skate")["window"]["matched"]
    assert window(client, f"q=skate&offset={matched - 1}")["rows"] == 1
    response = client.get(f"{ROUTE}&max_rows=100&q=skate&offset={matched}")
    assert response.status_code == 400
    assert f"keep {matched:,} of {N_LABELS:,} rows" in response.get_data(as_text=True)
    # No row matches: offset 0 is an empty window, not an error.
    assert window(client, "q=zzzz")["rows"] == 0


def test_an_order_turned_around_is_the_other_directions_sort():
    """The other direction of a kept order, without sorting, equals a stable sort that way:
    ties by row, undefined last (with -0.0 and 0.0, infinities and NaN among the keys)."""
    from tb_fairness.kinds.label_associations.window import _turned

    rng = np.random.default_rng(5)
    for _ in range(300):
        key = rng.choice([0.0, -0.0, 1.0, 2.5, np.inf, -np.inf, np.nan, 3.0], rng.integers(0, 80))
        asc, desc = np.argsort(key, kind="stable"), np.argsort(-key, kind="stable")
        assert _turned(asc, key).tolist() == desc.tolist()
        assert _turned(desc, key).tolist() == asc.tolist()
    labels = np.array(["b", "a", "c"], dtype=object)
    assert _turned(np.argsort(labels), None).tolist() == [2, 0, 1]


def test_labels_sort_as_utf16_code_units():
    # Against Python's UTF-16 encoding (big-endian: bytes in code-unit order), over random
    # strings from every plane, sliced so that the Arrow array starts past offset 0.
    import pyarrow as pa
    import pyarrow.compute as pc

    from tb_fairness.kinds.label_associations.window import _utf16_ordered

    rng = np.random.default_rng(5)
    planes = [(0x20, 0x7F), (0x80, 0x7FF), (0x800, 0xD7FF), (0xE000, 0xFFFF), (0x10000, 0x10FFFF)]
    texts = []
    for _ in range(3000):
        chars = []
        for _ in range(rng.integers(0, 4)):
            lo, hi = planes[rng.integers(len(planes))]
            chars.append(chr(int(rng.integers(lo, hi + 1))))
        texts.append("".join(chars))
    labels = pa.array(["pad", *texts], type=pa.large_string()).slice(1)
    for direction in ("ascending", "descending"):
        got = pc.array_sort_indices(_utf16_ordered(labels), order=direction).to_numpy()
        want = sorted(
            range(len(texts)),
            key=lambda i: texts[i].encode("utf-16-be"),
            reverse=direction == "descending",
        )
        assert [texts[i] for i in got] == [texts[i] for i in want]


def test_first_window_waits_for_no_arrow_labels(logdir):
    """A table's first window (the ranking's sort, no search) is answered without the
    labels as Arrow text, nor pyarrow imported for them; a search or the label sort makes
    them, and sort_all (the thread) makes them ahead."""
    from tb_fairness.kinds.label_associations import KIND, _table, resolve
    from tb_fairness.kinds.label_associations.window import OPTIONS, RankedTable

    counts = tb_fairness.Logdir(logdir).report("r", "assoc").counts
    defaults = {o.name: o.default for o in (*KIND.options, *OPTIONS)}
    options = resolve(counts, {**defaults, "max_rows": 100, "limit": 30})
    table = RankedTable(_table(counts, options))
    first = table.window(options)
    assert first["rows"] == 30 and table._arrow == {}
    assert table.matches("skate").sum() > 0 and "labels" in table._arrow
    ahead = RankedTable(_table(counts, options))
    ahead.sort_all()
    assert set(ahead._arrow) == {"labels", "lowered"}
    assert ahead.order("label", "asc").tolist() == table.order("label", "asc").tolist()


@pytest.mark.parametrize("scale", [1.0, 1e-17, 3e6, 1e9])
def test_whiskers_domain_selects_what_a_sort_of_the_sent_limits_would(scale):
    # The domain picks the nearest-rank percentiles by selection on the unrounded limits
    # where rounding keeps their order: checked against sorting the limits as JSON sends
    # them (Python's repr of the rounded value), with near-ties that round together, whole
    # numbers beside fractions, and magnitudes past 1e7 (where it sorts instead).
    from tb_fairness.kinds.label_associations.window_charts import interval_domain
    from tb_fairness.kinds.table import round_significant

    rng = np.random.default_rng(7)
    base = rng.normal(0, 1, 3000) * scale
    near = base[:500] * (1 + rng.uniform(-1e-8, 1e-8, 500))  # same after rounding
    whole = np.round(base[:300])  # integers, kept exact
    lower = np.concatenate([base, near, whole, [np.nan, -np.inf]])
    upper = lower + np.abs(rng.normal(0, 1, lower.size)) * scale
    insufficient = rng.random(lower.size) < 0.1
    sent_lo = [float(repr(float(v))) for v in round_significant(lower)]
    sent_hi = [float(repr(float(v))) for v in round_significant(upper)]
    pairs = [
        (lo, hi)
        for lo, hi, ins in zip(sent_lo, sent_hi, insufficient)
        if math.isfinite(lo) and math.isfinite(hi) and not ins
    ]
    lows, highs = sorted(p[0] for p in pairs), sorted(p[1] for p in pairs)
    at = lambda xs, q: xs[min(len(xs) - 1, max(0, math.floor(q * (len(xs) - 1) + 0.5)))]  # noqa: E731
    want = [min(0, at(lows, 0.025)), max(0, at(highs, 0.975))]
    assert interval_domain(lower, upper, insufficient) == want


def test_whiskers_domain_past_1e7_sorts_the_rounded_limits():
    # -12,345,677.5 is sent as -12,345,680 while the whole number -12,345,678 is sent as it
    # is: rounding turns their order around, so the smallest limit sent is the fraction's.
    from tb_fairness.kinds.label_associations.window_charts import interval_domain

    lower, upper = np.array([-12345677.5, -12345678.0]), np.array([2e7, 2e7])
    assert interval_domain(lower, upper, np.zeros(2, bool)) == [-12345680.0, 2e7]


@pytest.mark.parametrize("fmt", ["json", "columnar"])
def test_the_whole_table_after_a_window_is_the_one_computed_alone(logdir, fmt):
    # The tab asks for the whole table right after its first window: it is made from the
    # ranked table the window kept, and is the same bytes as one computed without it.
    from tb_fairness.kinds import label_associations
    from tb_fairness.kinds.label_associations import window as windows

    fresh, after = plugin_client(logdir), plugin_client(logdir)
    query = f"{ROUTE}&metric=pmi&format={fmt}"
    windows.TABLES._tables.clear()
    alone = fresh.get(query)
    assert alone.status_code == 200
    assert after.get(f"{query}&max_rows=100&sort=count").status_code == 200
    built = []
    real = label_associations._table
    label_associations._table = lambda *a: built.append(1) or real(*a)
    try:
        whole = after.get(query)
    finally:
        label_associations._table = real
    assert built == []  # the kept table's, not computed again
    assert whole.status_code == 200 and whole.get_data() == alone.get_data()
