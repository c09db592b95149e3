"""Benchmark: label associations on Apache Beam (DirectRunner, 2 worker processes) against
one process, on the same 10,000,000 examples.

Data: N examples x 20,000 labels in S shards. Label sets are sparse (Poisson, mean 10
labels an example, Zipf-distributed over the labels: the data of
bench_label_associations.py), with 4 identity annotations (``woman``/``man`` exclusive,
``young`` and ``older`` independent of them). Each shard is generated from its own seed,
batch by batch (B examples), where it is counted: the driver never holds the examples.

Contenders, each generating the same batches and counting them:
    beam    ``Create(shard ids) | FlatMap(batches of a shard) |
            WriteReport(LabelAssociationCombineFn(label_names=...))`` on the DirectRunner
            with ``direct_num_workers=2, direct_running_mode='multi_processing'``.
    single  one ``LabelAssociationAccumulator`` updated with every batch, shard after
            shard, in this process, then ``FileWriter.label_associations(counts=...)``.

Printed: wall time of each (generation included: it is part of each worker's work; the
single run also says how much of its time was generation), peak RSS of each Beam worker
process (psutil, sampled every 50 ms) with its CPU time, the driver's, the single run's,
and the exactness check: the two reports' tensors and exported CSV tables are equal, byte
for byte (exit status 1 if not). The load average is printed before and after.

Run:  python bench/bench_beam.py [--examples N] [--shards S] [--batch B]
Full size (N = 10,000,000, S = 100) takes under a minute on 2 free cores;
``--examples 200000 --shards 8`` is a smoke run of about 15 s. Needs ``tb-fairness[beam]``
and psutil.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import sys
import tempfile
import time

import apache_beam as beam
import numpy as np
import scipy.sparse as sp
from _common import (  # noqa: E402
    ChildSampler,
    _maxrss_kib,
    _reset_peak_rss,
    git_commit,
    source_digest,
)
from apache_beam.options.pipeline_options import PipelineOptions

import tb_fairness
from tb_fairness import kinds
from tb_fairness.beam import LabelAssociationCombineFn, WriteReport
from tb_fairness.kinds import table as tables
from tb_fairness.summary.accumulators import LabelAssociationAccumulator

N_FULL = 10_000_000
SHARDS = 100
BATCH = 10_000
N_LABELS = 20_000
LABELS_PER_EXAMPLE = 10  # Poisson mean; duplicates within an example collapse
ZIPF_EXPONENT = 1.0
TAG = "assoc"


# --- data: generated per shard, where it is counted -------------------------------------


def label_names(n_labels: int) -> list[str]:
    return [f"label_{i:05d}" for i in range(n_labels)]


def shard_sizes(examples: int, shards: int) -> list[int]:
    return [examples // shards + (i < examples % shards) for i in range(shards)]


def shard_batches(shard: int, size: int, *, n_labels: int, batch: int, seed: int):
    """The batches of one shard, one at a time: ``{"predictions": CSR (n x L), "identities":
    {name: bool (n,)}}``, from the shard's own seed (the same wherever it runs)."""
    # The same draws as bench_label_associations.make_data, written here again on purpose:
    # Beam's workers unpickle this function and cannot import the bench/ helper modules.
    # The labels' frequency ranks are the same in every shard (a random permutation).
    weights = 1.0 / np.arange(1, n_labels + 1) ** ZIPF_EXPONENT
    cdf = np.cumsum(weights)
    cdf /= cdf[-1]
    rank_to_label = np.random.default_rng(seed).permutation(n_labels)
    rng = np.random.default_rng([seed, shard])
    for start in range(0, size, batch):
        n = min(batch, size - start)
        lengths = rng.poisson(LABELS_PER_EXAMPLE, n)
        draws = np.searchsorted(cdf, rng.random(int(lengths.sum())), side="right")
        indices = rank_to_label[np.minimum(draws, n_labels - 1)]
        indptr = np.concatenate([[0], np.cumsum(lengths)])
        Y = sp.csr_matrix((np.ones(indices.size), indices, indptr), shape=(n, n_labels))
        Y.sum_duplicates()  # a label predicted twice for one example counts once
        Y.data[:] = 1.0
        u = rng.random(n)
        identities = {
            "woman": u < 0.42,
            "man": (u >= 0.42) & (u < 0.84),
            "young": rng.random(n) < 0.25,
            "older": rng.random(n) < 0.15,
        }
        yield {"predictions": Y, "identities": identities}


# --- measurement ---------------------------------------------------------------------------


def run_beam(logdir, sizes, names, *, batch, seed, workers):
    options = PipelineOptions(direct_num_workers=workers, direct_running_mode="multi_processing")
    with beam.Pipeline(options=options) as p:
        _ = (
            p
            | "Shards" >> beam.Create(list(enumerate(sizes)))
            | "Batches"
            >> beam.FlatMap(
                lambda shard: shard_batches(
                    shard[0], shard[1], n_labels=len(names), batch=batch, seed=seed
                )
            )
            | WriteReport(LabelAssociationCombineFn(label_names=names), logdir, TAG)
        )


def run_single(logdir, sizes, names, *, batch, seed):
    """One accumulator in this process; returns seconds spent generating the batches."""
    acc = LabelAssociationAccumulator(label_names=names)
    generating = 0.0
    for shard, size in enumerate(sizes):
        batches = shard_batches(shard, size, n_labels=len(names), batch=batch, seed=seed)
        while True:
            t0 = time.perf_counter()
            b = next(batches, None)
            generating += time.perf_counter() - t0
            if b is None:
                break
            acc.update(**b)
    with tb_fairness.FileWriter(logdir) as writer:
        writer.label_associations(TAG, 0, counts=acc)
    return generating


def exports(logdir: str, run: str) -> tuple[list[bytes], list[str], int]:
    """The report's tensor elements, two exported tables (CSV), and its number of examples."""
    report = tb_fairness.Logdir(logdir).report(run, TAG, 0)
    tensor = [bytes(x) for x in kinds.get(report.kind).encode(report.counts)]
    csv = [
        tables.to_csv(report.table_data()),
        tables.to_csv(report.table_data(a="woman", b="man", metric="pmi")),
    ]
    return tensor, csv, report.counts.n


def _load() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", type=int, default=N_FULL)
    parser.add_argument("--shards", type=int, default=SHARDS)
    parser.add_argument("--batch", type=int, default=BATCH, help="examples per batch")
    parser.add_argument("--labels", type=int, default=N_LABELS)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    sizes = shard_sizes(args.examples, args.shards)
    names = label_names(args.labels)

    print("bench_beam: label associations on Beam (DirectRunner, multi-processing) vs one process")
    print(
        f"python {platform.python_version()}, apache-beam {beam.__version__}, "
        f"numpy {np.__version__}, {os.cpu_count()} CPUs; git commit {git_commit()}; "
        f"tb_fairness sources {source_digest()}"
    )
    print(
        f"data: N={args.examples:,} examples x L={args.labels:,} labels "
        f"(Poisson mean {LABELS_PER_EXAMPLE}, Zipf s={ZIPF_EXPONENT}), 4 identities, "
        f"{args.shards} shards of ~{sizes[0]:,} in batches of {args.batch:,}, seed {args.seed}"
    )
    print(f"load average (1, 5, 15 min) before: {_load()}")
    print()

    with tempfile.TemporaryDirectory(prefix="bench_beam_") as logdir:
        t0 = time.perf_counter()
        cpu0 = time.process_time()
        with ChildSampler() as sampler:
            run_beam(
                os.path.join(logdir, "beam"),
                sizes,
                names,
                batch=args.batch,
                seed=args.seed,
                workers=args.workers,
            )
        t_beam = time.perf_counter() - t0
        driver_cpu = time.process_time() - cpu0
        driver_peak = _maxrss_kib() / 1024
        children_maxrss = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
        load_beam = _load()

        reset = _reset_peak_rss()
        t0 = time.perf_counter()
        cpu0 = time.process_time()
        generating = run_single(
            os.path.join(logdir, "single"), sizes, names, batch=args.batch, seed=args.seed
        )
        t_single = time.perf_counter() - t0
        single_cpu = time.process_time() - cpu0
        single_peak = _maxrss_kib() / 1024 if reset else float("nan")

        beam_tensor, beam_csv, n_beam = exports(logdir, "beam")
        single_tensor, single_csv, n_single = exports(logdir, "single")

    # The SDK worker processes (not the shells that start them).
    workers = sorted(
        (
            pid
            for pid, name in sampler.name.items()
            if name.startswith("python") and "sdk_worker" in name
        ),
        key=lambda pid: -sampler.cpu.get(pid, 0.0),
    )
    print(f"{'contender':<52}{'wall time':>11}")
    print(f"{f'beam: DirectRunner, {args.workers} worker processes':<52}{t_beam:10.1f}s")
    print(f"{'single: one accumulator in this process':<52}{t_single:10.1f}s")
    print(f"{'  of which generating the batches':<52}{generating:10.1f}s")
    print(f"{'  its CPU time':<52}{single_cpu:10.1f}s")
    print(f"single / beam = {t_single / t_beam:.2f}x")
    worker_cpu = sum(sampler.cpu.get(pid, 0.0) for pid in workers)
    print(
        f"CPU time of the beam run: workers {worker_cpu:.1f} s, driver {driver_cpu:.1f} s "
        f"({(worker_cpu + driver_cpu) / t_beam:.2f} cores busy on average, of "
        f"{os.cpu_count()}); 1-minute load during it: "
        f"{min(sampler.loads, default=0):.2f} to {max(sampler.loads, default=0):.2f}"
    )
    print()
    print("peak RSS (psutil every 50 ms for the workers; ru_maxrss for this process):")
    for i, pid in enumerate(workers):
        print(
            f"  beam worker {i + 1} (pid {pid}): {sampler.peak[pid] / 2**20:6.0f} MiB, "
            f"CPU {sampler.cpu.get(pid, 0.0):6.1f} s"
        )
    others = [pid for pid in sampler.peak if pid not in workers]
    if others:
        largest = max(sampler.peak[pid] for pid in others) / 2**20
        print(
            f"  other child processes (shells starting the workers): {len(others)}, "
            f"each at most {largest:.0f} MiB"
        )
    print(f"  largest reaped child (RUSAGE_CHILDREN ru_maxrss): {children_maxrss:6.0f} MiB")
    print(f"  driver during the beam run (imports, no examples): {driver_peak:6.0f} MiB")
    print(f"  single run (this process, peak mark reset before it): {single_peak:6.0f} MiB")
    print()
    same_tensor = beam_tensor == single_tensor
    same_csv = beam_csv == single_csv
    print(
        f"exactness: n = {n_beam:,} (beam) and {n_single:,} (single); report tensors "
        f"{'equal' if same_tensor else 'DIFFER'} ({sum(map(len, beam_tensor)):,} bytes); "
        f"exported CSV tables {'equal' if same_csv else 'DIFFER'} "
        f"({', '.join(f'{len(c):,}' for c in beam_csv)} bytes)"
    )
    print(f"load average after the beam run: {load_beam}; after both: {_load()}")
    return 0 if same_tensor and same_csv and n_beam == n_single == args.examples else 1


if __name__ == "__main__":
    sys.exit(main())
