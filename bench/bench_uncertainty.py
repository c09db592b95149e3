"""Benchmark: what intervals, p-values and Benjamini-Hochberg marks cost the ranked-gap route.

Writes one 20,000-label x 4-identity report (bench_route's synthetic Zipf counts from 1M
examples, plus an overlap: 2% of the examples hold both compared identities), then times,
warm (median of 20 after 2 warm-ups), in-process on TensorBoard's multiplexer provider:

    route       ``label_associations?...&a=woman&b=man`` as served: the gap table with the
                uncertainty columns (lower, upper, p_value, significant, bound,
                insufficient), as JSON;
    without     the same request's work without them: the report from the same store,
                ``gap_table(..., uncertainty=False)`` and the seven columns the route served
                before, serialised the same way (orjson, number columns as numpy arrays);
    before      ``without`` serialised with the json module, as the route was served before
                issue #6 (the routes moved to orjson with it).

Also the one-vs-rest table (4 identities). Target: route / without <= 2 for every metric.
The peer for the false-discovery step is scipy's ``false_discovery_control`` (which we
call) on the same 20,000 p-values, timed alone for scale.

Run:  python bench/bench_uncertainty.py   (about 30 s)
"""

from __future__ import annotations

import json
import os
import statistics
import sys
import tempfile
import time
from functools import partial

import numpy as np
import orjson
from scipy.stats import false_discovery_control

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from _common import git_commit, source_digest  # noqa: E402
from bench_route import N_EXAMPLES, PAIR, synthetic_counts  # noqa: E402

import tb_fairness  # noqa: E402
from tb_fairness.kinds import table as tables  # noqa: E402
from tb_fairness.metrics import associations  # noqa: E402
from tb_fairness.metrics.counts import AssociationCounts  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))
from helpers import plugin_client  # noqa: E402

TAG = "assoc"
LABELS, IDENTITIES = 20_000, 4
WARMUP, TIMED = 2, 20
METRICS = ("npmi_xy", "dp", "pmi", "tau_b")


def with_overlap(counts: AssociationCounts) -> AssociationCounts:
    """The counts with 2% of the examples in both of the first two identities."""
    rng = np.random.default_rng(1)
    both = int(0.02 * N_EXAMPLES)
    overlap = np.diag(counts.identity_counts).astype(np.int64)
    overlap[0, 1] = overlap[1, 0] = both
    frac = both / np.maximum(counts.identity_counts[:2].max(), 1)
    joint = rng.binomial(np.minimum(counts.joint_counts[0], counts.joint_counts[1]), frac)
    return AssociationCounts(
        counts.n,
        counts.label_names,
        counts.identity_names,
        counts.label_counts,
        counts.identity_counts,
        counts.joint_counts,
        counts.identity_label_index,
        overlap,
        joint[None, :],
    )


def timed(fn):
    for _ in range(WARMUP):
        fn()
    times = []
    for _ in range(TIMED):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main():
    print(
        f"git commit {git_commit()}, sources {source_digest()}; "
        f"{LABELS:,} labels x {IDENTITIES} identities, "
        f"N = {N_EXAMPLES:,}; warm medians of {TIMED}"
    )
    counts = with_overlap(synthetic_counts(LABELS, IDENTITIES, seed=7))
    a, b = PAIR
    with tempfile.TemporaryDirectory() as logdir:
        with tb_fairness.FileWriter(os.path.join(logdir, "m")) as writer:
            writer.label_associations(TAG, 0, counts=counts)
        client = plugin_client(logdir)
        store_report = _store_getter(logdir)
        worst = worst_before = 0.0
        print(
            f"{'table':22s} {'route':>9s} {'without':>9s} {'ratio':>6s} {'before':>9s}  significant"
        )
        for metric in METRICS:
            for pair in ((a, b), (a, None)):
                query = f"run=m&tag={TAG}&metric={metric}&a={pair[0]}" + (
                    f"&b={pair[1]}" if pair[1] else ""
                )

                def route(query=query):
                    res = client.get("/data/plugin/fairness/label_associations?" + query)
                    assert res.status_code == 200, res.get_data(as_text=True)
                    return res

                def without(dumps=None, metric=metric, pair=pair):
                    report = store_report()
                    table = associations.gap_table(
                        report.counts, metric, a=pair[0], b=pair[1], uncertainty=False
                    )
                    if dumps is None:  # as the route serialises: numpy columns, orjson
                        columns = {
                            "label": table.label.tolist(),
                            "count": table.count,
                            "count_a": table.count_a,
                            "count_b": table.count_b,
                        }
                        for name in ("value_a", "value_b", "gap"):
                            columns[name] = getattr(table, name)
                        dumps = partial(orjson.dumps, option=orjson.OPT_SERIALIZE_NUMPY)
                    else:  # lists, as the route was served before #6
                        columns = {
                            "label": table.label.tolist(),
                            "count": table.count.tolist(),
                            "count_a": table.count_a.tolist(),
                            "count_b": table.count_b.tolist(),
                        }
                        for name in ("value_a", "value_b", "gap"):
                            columns[name] = tables.json_floats(getattr(table, name))
                    states = {
                        name: associations.value_states(getattr(table, name)).tolist()
                        for name in ("value_a", "value_b", "gap")
                    }
                    return dumps({"columns": columns, "states": states})

                def before():
                    return without(
                        lambda v: json.dumps(
                            v, ensure_ascii=False, allow_nan=False, separators=(",", ":")
                        )
                    )

                t_route, t_without, t_before = timed(route), timed(without), timed(before)
                body = json.loads(route().get_data())
                ratio = t_route / t_without
                worst = max(worst, ratio)
                worst_before = max(worst_before, t_route / t_before)
                name = f"{metric} {'pair' if pair[1] else 'one-vs-rest'}"
                print(
                    f"{name:22s} {t_route:7.1f}ms {t_without:7.1f}ms {ratio:5.2f}x "
                    f"{t_before:7.1f}ms  "
                    f"{body['significant']:,} of {body['rows']:,} "
                    f"({body['insufficient']:,} insufficient)"
                )
    p = np.random.default_rng(0).uniform(size=LABELS)
    print(
        f"scipy false_discovery_control on {LABELS:,} p-values: "
        f"{timed(lambda: false_discovery_control(p, method='bh')):.2f} ms"
    )
    print(
        f"worst route / without: {worst:.2f}x (target <= 2x): {'met' if worst <= 2 else 'MISSED'}"
    )
    print(f"worst route / before (the route as served before #6): {worst_before:.2f}x")


def _store_getter(logdir):
    """The report through the plugin's own store, as the route reads it (cached the same)."""
    from helpers import multiplexer_provider
    from tensorboard.context import RequestContext

    from tb_fairness.read.store import ReportStore

    store = ReportStore(multiplexer_provider(logdir))
    return lambda: store.report(RequestContext(), "", "m", TAG, None)


if __name__ == "__main__":
    main()
