"""Benchmark: streaming label associations batch by batch, against one-shot counting.

Input: ``--examples`` seeded examples (default 2,000,000; the issue's scale is 100M, which
takes the same time per example, only longer) over ``--labels`` Zipf-distributed labels
(default 200,000, about 9.4 per example, as in bench_label_associations) and 4 overlapping
identity annotations. The examples are built once, as CSR, and cut into batches before any
timing.

Timed: ``LabelAssociationAccumulator.update`` over every batch, in batches of 1,000, 10,000
and 100,000 examples (one accumulator per size), then one read of ``counts``; and the
one-shot ``count_associations`` over all examples. For each it prints the time per example
and per batch and the ratio to the one-shot time per example; the streamed counts are
asserted equal to the one-shot counts.

Also timed: the training callbacks' path (``tb_fairness.integrations.BatchCounts``, what
the Lightning callback feeds from ``validation_step``) in batches of 32 and 256 over the
first ``--callback-examples`` examples, against what it did before issue 17 (a report
built, encoded and decoded per batch, then merged), timed on a few batches.

Target (issue 17, item 2): an update costs O(batch) plus a small constant, whatever the
vocabulary: the time per example of small batches stays within a small factor of the
one-shot's (printed, with the fixed cost per batch that explains the rest).

Run:  python bench/bench_streaming.py [--examples N] [--labels L] [--batches 1000,10000]
"""

from __future__ import annotations

import argparse
import os
import platform
import sys
import time

import numpy as np
import scipy
import scipy.sparse as sp
from _common import git_commit, source_digest  # noqa: E402

import tb_fairness
from tb_fairness import integrations, kinds
from tb_fairness.metrics import count_associations
from tb_fairness.summary import protos

LABELS_PER_EXAMPLE = 10  # Poisson mean; duplicates within an example collapse


def make_data(n: int, n_labels: int, seed: int):
    """(Y, label_names, identities) as in bench_label_associations.make_data, in pieces."""
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, n_labels + 1)
    cdf = np.cumsum(weights)
    cdf /= cdf[-1]
    rank_to_label = rng.permutation(n_labels)
    parts = []
    for start in range(0, n, 1_000_000):  # bounded temporaries at 100M examples
        m = min(1_000_000, n - start)
        lengths = rng.poisson(LABELS_PER_EXAMPLE, m)
        draws = np.searchsorted(cdf, rng.random(int(lengths.sum())), side="right")
        indices = rank_to_label[np.minimum(draws, n_labels - 1)].astype(np.int32)
        indptr = np.concatenate([[0], np.cumsum(lengths)])
        part = sp.csr_matrix((np.ones(indices.size), indices, indptr), shape=(m, n_labels))
        part.sum_duplicates()
        part.data[:] = 1.0
        parts.append(part)
    Y = parts[0] if len(parts) == 1 else sp.vstack(parts, format="csr")
    u = rng.random(n)
    identities = {
        "woman": u < 0.42,
        "man": (u >= 0.42) & (u < 0.84),
        "young": rng.random(n) < 0.25,
        "older": rng.random(n) < 0.15,
    }
    return Y, [f"label_{i:06d}" for i in range(n_labels)], identities


def stream(batches, label_names):
    """Seconds to update an accumulator with every batch and read its counts once."""
    acc = tb_fairness.LabelAssociationAccumulator(label_names=label_names)
    t0 = time.perf_counter()
    for Y, ids in batches:
        acc.update(Y, identities=ids)
    counts = acc.counts
    return time.perf_counter() - t0, counts


def callback_batches(Y, identities, size: int, count: int):
    """The first ``count`` examples as a validation_step returns them, ``size`` at a time."""
    return [
        {
            "predictions": Y[a : a + size],
            "identities": {k: v[a : a + size] for k, v in identities.items()},
        }
        for a in range(0, count, size)
    ]


def callback_stream(batches, label_names):
    """Seconds for integrations.BatchCounts (the callbacks' path) over ``batches``."""
    spec = integrations.ReportSpec(
        "label_associations", "t", {"label_names": label_names}, owner="bench"
    )
    counts = integrations.BatchCounts(spec)
    t0 = time.perf_counter()
    for batch in batches:
        counts.update(batch)
    result = counts.counts
    return time.perf_counter() - t0, result


def report_per_batch(batches, label_names):
    """Seconds for the path before issue 17: a report per batch, decoded and merged."""
    from tensorboard.util import tensor_util

    merged = None
    t0 = time.perf_counter()
    for batch in batches:
        value = protos.label_associations_pb("t", label_names=label_names, **batch).value[0]
        info = kinds.parse_plugin_content(value.metadata.plugin_data.content)
        counts = kinds.decode(info, tensor_util.make_ndarray(value.tensor))
        merged = counts if merged is None else merged.merge(counts)
    return time.perf_counter() - t0, merged


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", type=int, default=2_000_000)
    parser.add_argument("--labels", type=int, default=200_000)
    parser.add_argument("--batches", default="1000,10000,100000")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--callback-examples", type=int, default=64_000)
    parser.add_argument("--callback-batches", default="32,256")
    args = parser.parse_args(argv)
    sizes = [int(x) for x in args.batches.split(",")]

    print("bench_streaming: LabelAssociationAccumulator.update in batches vs one-shot counting")
    print(
        f"python {platform.python_version()}, numpy {np.__version__}, scipy {scipy.__version__}, "
        f"{os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.2f}, "
        f"git commit {git_commit()}, tb_fairness sources {source_digest()}"
    )
    t0 = time.perf_counter()
    Y, label_names, identities = make_data(args.examples, args.labels, args.seed)
    n = Y.shape[0]
    print(
        f"data: N={n:,} examples, L={args.labels:,} labels, {Y.nnz:,} predictions "
        f"({Y.nnz / n:.2f} per example), 4 overlapping identities; built in "
        f"{time.perf_counter() - t0:.1f} s (not timed)"
    )

    t0 = time.perf_counter()
    whole = count_associations(Y, label_names=label_names, identities=identities)
    t_whole = time.perf_counter() - t0
    per_whole = t_whole / n
    print()
    print(
        f"{'batch size':>12}{'batches':>10}{'total':>11}{'per example':>14}{'per batch':>13}"
        f"{'/ one-shot':>12}"
    )
    print(f"{'one shot':>12}{1:>10}{t_whole:>10.2f}s{per_whole * 1e9:>11.0f} ns{'':>13}{1:>11.1f}x")
    for size in sizes:
        batches = [
            (Y[a : a + size], {k: v[a : a + size] for k, v in identities.items()})
            for a in range(0, n, size)
        ]
        seconds, counts = stream(batches, label_names)
        del batches
        for field in ("label_counts", "joint_counts", "identity_overlap", "overlap_joint"):
            assert np.array_equal(getattr(counts, field), getattr(whole, field)), field
        per = seconds / n
        n_batches = -(-n // size)
        print(
            f"{size:>12,}{n_batches:>10,}{seconds:>10.2f}s{per * 1e9:>11.0f} ns"
            f"{seconds / n_batches * 1e3:>10.2f} ms{per / per_whole:>11.1f}x"
        )
    print("streamed counts == one-shot counts: yes")
    scale = 100_000_000 / n
    print(f"(x{scale:.0f} for the issue's 100M examples: the cost is linear in the examples)")

    m = min(args.callback_examples, n)
    part = count_associations(
        Y[:m], label_names=label_names, identities={k: v[:m] for k, v in identities.items()}
    )
    print()
    print(f"training callbacks' path (integrations.BatchCounts), first {m:,} examples:")
    print(f"{'batch size':>12}{'batches':>10}{'per batch':>13}{'before':>13}{'before / now':>15}")
    for size in [int(x) for x in args.callback_batches.split(",")]:
        batches = callback_batches(Y, identities, size, m)
        seconds, counts = callback_stream(batches, label_names)
        for field in ("label_counts", "joint_counts", "identity_overlap", "overlap_joint"):
            assert np.array_equal(getattr(counts, field), getattr(part, field)), field
        few = batches[:5]
        before, _ = report_per_batch(few, label_names)
        now, before = seconds / len(batches), before / len(few)
        print(
            f"{size:>12,}{len(batches):>10,}{now * 1e3:>10.2f} ms{before * 1e3:>10.1f} ms"
            f"{before / now:>14.0f}x"
        )
    print("callback counts == one-shot counts of the same examples: yes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
