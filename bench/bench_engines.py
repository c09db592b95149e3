"""Benchmark: the same Parquet files counted by one process, Spark, Dask and Apache Beam
(issue 30, item 5).

Data, generated once as Parquet (``--data DIR`` keeps it for the next run):
    associations  N examples, each a list of label names (Poisson, mean 10 labels, Zipf over
                  L = 20,000 names: the data of bench_beam.py) and 4 identity annotations
                  (``woman``/``man`` exclusive, ``young``, ``older``): a label-association
                  report with per-example annotations.
    groups        N examples: a class and a prediction (5 classes, 70% right) and 12
                  attributes of 2 to 8 values each (strings): a per-group report over each
                  attribute.
Each is split into F files (row groups of 1,000,000 rows at most).

Contenders, each counting every file into one accumulator:
    single  pyarrow's dataset read in batches of 131,072 rows, ``accumulator.update(data=
            batch, ...)`` in this process (one core);
    spark   ``tb_fairness.spark.counts(spark.read.parquet(DIR), ...)`` on ``local[W]``;
    dask    ``tb_fairness.dask.counts(dd.read_parquet(DIR, dtype_backend="pyarrow"), ...)``
            on a LocalCluster of W worker processes of one thread;
    beam    ``ReadFromParquetBatched | Map(to a batch with data=) | WriteReport`` on the
            DirectRunner with W worker processes, run in .venv-beam (Beam wants protobuf
            < 7), as a subprocess of this script.

Printed per report and contender: the engine's start (session, cluster; Beam's is inside its
run), the count's wall time, examples per second and per second per core, the overhead over
one process per core (``wall x W / single's wall``: 1.0 is a perfect split of the same work
over W cores), the peak RSS of each worker process (psutil every 50 ms), and the exactness
check: every contender's encoded counts equal the single process's, byte for byte (exit
status 1 if not).

Run:  python bench/bench_engines.py [--examples N] [--files F] [--workers W] [--data DIR]
      [--only single,spark,dask,beam]
``--examples 200000`` is a smoke run of about a minute. Needs tb-fairness[spark,dask],
distributed, psutil, Java; and .venv-beam (scripts/test.sh makes it) for the Beam contender.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import subprocess
import sys
import time

import numpy as np
import pyarrow as pa
import pyarrow.dataset as ds
import pyarrow.parquet as pq
from _common import ChildSampler, git_commit, source_digest

from tb_fairness import kinds
from tb_fairness.summary import accumulators

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
N_LABELS = 20_000
LABELS_PER_EXAMPLE = 10
IDENTITIES = ("woman", "man", "young", "older")
CLASSES = 5
ATTRIBUTES = 12
ROW_GROUP = 1_000_000
BATCH = 131_072

# The writer's arguments of each report, with column names.
ARGUMENTS = {
    "associations": (
        "label_associations",
        {"predictions": "labels", "identities": {x: x for x in IDENTITIES}},
    ),
    "groups": (
        "group_metrics",
        {
            "classes": "label",
            "predictions": "pred",
            "attributes": [f"attribute_{i:02d}" for i in range(ATTRIBUTES)],
        },
    ),
}


# --- data ------------------------------------------------------------------------------


def _associations(rng, n: int, names: pa.Array, cdf, rank_to_label) -> pa.Table:
    lengths = rng.poisson(LABELS_PER_EXAMPLE, n)
    draws = np.searchsorted(cdf, rng.random(int(lengths.sum())), side="right")
    codes = rank_to_label[np.minimum(draws, len(names) - 1)]
    offsets = np.concatenate([[0], np.cumsum(lengths)]).astype(np.int32)
    flat = pa.DictionaryArray.from_arrays(pa.array(codes, pa.int32()), names).cast(pa.string())
    u = rng.random(n)
    return pa.table(
        {
            "labels": pa.ListArray.from_arrays(pa.array(offsets), flat),
            "woman": u < 0.42,
            "man": (u >= 0.42) & (u < 0.84),
            "young": rng.random(n) < 0.25,
            "older": rng.random(n) < 0.15,
        }
    )


def _groups(rng, n: int) -> pa.Table:
    classes = pa.array([f"class {k}" for k in range(CLASSES)])
    label = rng.integers(0, CLASSES, n)
    pred = np.where(rng.random(n) < 0.7, label, rng.integers(0, CLASSES, n))
    columns = {
        "label": pa.DictionaryArray.from_arrays(pa.array(label, pa.int32()), classes),
        "pred": pa.DictionaryArray.from_arrays(pa.array(pred, pa.int32()), classes),
    }
    for i in range(ATTRIBUTES):
        values = pa.array([f"a{i} value {v}" for v in range(2 + i % 7)])
        codes = rng.integers(0, len(values), n)
        columns[f"attribute_{i:02d}"] = pa.DictionaryArray.from_arrays(
            pa.array(codes, pa.int32()), values
        )
    return pa.table({k: v.cast(pa.string()) for k, v in columns.items()})


def generate(folder: str, examples: int, files: int, seed: int) -> None:
    """Both datasets as Parquet under ``folder`` (kept when its manifest says the same)."""
    manifest = {"examples": examples, "files": files, "seed": seed, "labels": N_LABELS}
    path = os.path.join(folder, "manifest.json")
    if os.path.exists(path):
        with open(path) as f:
            if json.load(f) == manifest:
                return
    names = pa.array([f"label_{i:05d}" for i in range(N_LABELS)])
    weights = 1.0 / np.arange(1, N_LABELS + 1)
    cdf = np.cumsum(weights) / weights.sum()
    rank_to_label = np.random.default_rng(seed).permutation(N_LABELS)
    sizes = [examples // files + (i < examples % files) for i in range(files)]
    for report in ARGUMENTS:
        os.makedirs(os.path.join(folder, report), exist_ok=True)
    for i, size in enumerate(sizes):
        rng = np.random.default_rng([seed, i])
        for report, make in (
            ("associations", lambda n, r=rng: _associations(r, n, names, cdf, rank_to_label)),
            ("groups", lambda n, r=rng: _groups(r, n)),
        ):
            out = os.path.join(folder, report, f"part-{i:04d}.parquet")
            with pq.ParquetWriter(out, make(0).schema) as writer:
                for start in range(0, size, ROW_GROUP):
                    writer.write_table(make(min(ROW_GROUP, size - start)))
    with open(path, "w") as f:
        json.dump(manifest, f)


# --- contenders ------------------------------------------------------------------------


def digest(kind: str, accumulator) -> str:
    encoded = b"".join(bytes(x) for x in kinds.get(kind).encode(accumulator.counts))
    return hashlib.sha256(encoded).hexdigest()[:16]


def _columns(report: str) -> list[str]:
    from tb_fairness.partitions import column_names

    return column_names(ARGUMENTS[report][1])


def run_single(folder: str, report: str, floor: bool = False):
    """Seconds, and the accumulator (None for the floor: the same reads, no counting)."""
    kind, arguments = ARGUMENTS[report]
    accumulator = accumulators.accumulator_for(kinds.get(kind).counts_type)()
    dataset = ds.dataset(os.path.join(folder, report), format="parquet")
    t0 = time.perf_counter()
    for batch in dataset.to_batches(batch_size=BATCH, columns=_columns(report)):
        if not floor:
            accumulator.update(data=batch, **arguments)
    return time.perf_counter() - t0, None if floor else accumulator


def start_spark(workers: int):
    os.environ.setdefault("PYSPARK_PYTHON", sys.executable)
    os.environ.setdefault("SPARK_LOCAL_IP", "127.0.0.1")
    from pyspark.sql import SparkSession

    session = (
        SparkSession.builder.master(f"local[{workers}]")
        .config("spark.ui.enabled", "false")
        .config("spark.driver.memory", "2g")
        .getOrCreate()
    )
    session.sparkContext.setLogLevel("ERROR")
    return session


def run_spark(session, folder: str, report: str, floor: bool = False):
    from tb_fairness import spark as tbs

    kind, arguments = ARGUMENTS[report]
    df = session.read.parquet(os.path.join(folder, report))
    t0 = time.perf_counter()
    if floor:  # the same columns to Python as Arrow batches, rows counted

        def rows(batches):
            yield pa.RecordBatch.from_pydict({"n": [sum(b.num_rows for b in batches)]})

        df.select(*_columns(report)).mapInArrow(rows, "n long").groupBy().sum().collect()
        return time.perf_counter() - t0, None
    accumulator = tbs.counts(df, kind, **arguments)
    return time.perf_counter() - t0, accumulator


def run_dask(folder: str, report: str, floor: bool = False):
    import dask.dataframe as dd

    from tb_fairness import dask as tbd

    kind, arguments = ARGUMENTS[report]
    t0 = time.perf_counter()
    table = dd.read_parquet(os.path.join(folder, report), dtype_backend="pyarrow")
    if floor:  # the same columns read into each partition, rows counted
        table[_columns(report)].map_partitions(len).sum().compute()
        return time.perf_counter() - t0, None
    accumulator = tbd.counts(table, kind, **arguments)
    return time.perf_counter() - t0, accumulator


BEAM = r"""
import json, os, sys, time
import apache_beam as beam
from apache_beam.options.pipeline_options import PipelineOptions
from tb_fairness.beam import COMBINE_FNS
from tb_fairness import kinds
from tb_fairness.summary import accumulators
folder, report, kind, arguments, columns, workers, out = sys.argv[1:]
arguments, columns = json.loads(arguments), json.loads(columns)
accumulator = accumulators.accumulator_for(kinds.get(kind).counts_type)
fn = COMBINE_FNS[accumulator]()
options = PipelineOptions(direct_num_workers=int(workers), direct_running_mode="multi_processing")
walls = []
for floor in (True, False):  # the floor: the same reads, rows counted
    t0 = time.perf_counter()
    with beam.Pipeline(options=options) as p:
        tables = p | beam.io.ReadFromParquetBatched(
            os.path.join(folder, report, "*.parquet"), columns=columns
        )
        if floor:
            _ = tables | beam.Map(lambda t: t.num_rows) | beam.CombineGlobally(sum)
        else:
            _ = (tables
                 | beam.Map(lambda table: {"data": table, **arguments})
                 | beam.CombineGlobally(fn)
                 | beam.Map(lambda a: open(out, "wb").write(accumulators.encode(a))))
    walls.append(time.perf_counter() - t0)
print(json.dumps({"floor": walls[0], "wall": walls[1]}))
"""


def run_beam(folder: str, report: str, workers: int):
    python = os.path.join(ROOT, ".venv-beam", "bin", "python")
    if not os.path.exists(python):
        return None
    kind, arguments = ARGUMENTS[report]
    out = os.path.join(folder, f"beam-{report}.bin")
    columns = json.dumps(_columns(report))
    command = [python, "-c", BEAM, folder, report, kind, json.dumps(arguments), columns]
    done = subprocess.run([*command, str(workers), out], capture_output=True, text=True, cwd=ROOT)
    if done.returncode:
        raise RuntimeError(done.stderr[-2000:])
    walls = json.loads(done.stdout.strip().splitlines()[-1])
    accumulator = accumulators.accumulator_for(kinds.get(kind).counts_type)()
    with open(out, "rb") as f:
        accumulator = accumulators.decode(f.read(), accumulator)
    return walls["floor"], walls["wall"], accumulator


# --- report ----------------------------------------------------------------------------


def _workers(sampler: ChildSampler, engine: str) -> list[tuple[str, float]]:
    """(what, peak MiB) of the engine's worker processes."""
    match = {
        "spark": ("pyspark.daemon", "java"),
        "dask": ("multiprocessing",),  # the nannies' worker processes
        "beam": ("sdk_worker",),
    }[engine]
    out = []
    for pid, name in sampler.name.items():
        if any(m in name for m in match):
            what = "jvm" if name.startswith("java") else name.split(":")[0]
            out.append((f"{what} {pid}", sampler.peak[pid] / 2**20))
    return sorted(out, key=lambda x: -x[1])[:6]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--examples", type=int, default=10_000_000)
    parser.add_argument("--files", type=int, default=8)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--data", default=None, help="where the Parquet files are kept")
    parser.add_argument("--only", default="single,spark,dask,beam")
    args = parser.parse_args(argv)
    engines = args.only.split(",")
    folder = args.data or os.path.join("/tmp", f"bench_engines_{args.examples}")
    os.makedirs(folder, exist_ok=True)

    print("bench_engines: the same Parquet files counted by one process, Spark, Dask and Beam")
    print(
        f"python {platform.python_version()}, numpy {np.__version__}, pyarrow {pa.__version__}, "
        f"{os.cpu_count()} CPUs; git commit {git_commit()}; tb_fairness sources {source_digest()}"
    )
    t0 = time.perf_counter()
    generate(folder, args.examples, args.files, args.seed)
    print(
        f"data: N={args.examples:,} examples in {args.files} Parquet files under {folder} "
        f"(ready in {time.perf_counter() - t0:.0f} s); W={args.workers} workers"
    )
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")

    starts: dict[str, float] = {}
    session = None
    cluster = client = None
    if "spark" in engines:
        t0 = time.perf_counter()
        session = start_spark(args.workers)
        starts["spark"] = time.perf_counter() - t0
    if "dask" in engines:
        import distributed

        t0 = time.perf_counter()
        cluster = distributed.LocalCluster(
            n_workers=args.workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
        client = distributed.Client(cluster)
        starts["dask"] = time.perf_counter() - t0

    ok = True
    for report, (kind, _) in ARGUMENTS.items():
        print()
        print(f"{report} ({kind}):")
        print(
            f"  {'contender':<8}{'start':>7}{'floor':>8}{'count':>8}{'/floor':>8}"
            f"{'examples/s':>12}{'per core':>10}{'overhead':>10}  equal  peak RSS (MiB)"
        )
        single_floor, _ = run_single(folder, report, floor=True)
        single_wall, single = run_single(folder, report)
        expected = digest(kind, single)
        rows = [("single", None, single_floor, single_wall, 1, single, "")]
        for engine in engines:
            if engine == "single":
                continue
            # The floor first: it also warms the engine (workers started, imports done).
            with ChildSampler() as sampler:
                if engine == "spark":
                    floor, _ = run_spark(session, folder, report, floor=True)
                    wall, accumulator = run_spark(session, folder, report)
                elif engine == "dask":
                    floor, _ = run_dask(folder, report, floor=True)
                    wall, accumulator = run_dask(folder, report)
                else:
                    result = run_beam(folder, report, args.workers)
                    if result is None:
                        print("  beam: skipped (no .venv-beam; scripts/test.sh makes it)")
                        continue
                    floor, wall, accumulator = result
            peaks = ", ".join(f"{w} {m:.0f}" for w, m in _workers(sampler, engine))
            rows.append((engine, starts.get(engine), floor, wall, args.workers, accumulator, peaks))
        for engine, start, floor, wall, cores, accumulator, peaks in rows:
            same = digest(kind, accumulator) == expected
            ok &= same
            rate = args.examples / wall
            print(
                f"  {engine:<8}{'' if start is None else f'{start:6.1f}s':>7}{floor:7.1f}s"
                f"{wall:7.1f}s{wall / floor:7.1f}x{rate:12,.0f}{rate / cores:10,.0f}"
                f"{wall * cores / single_wall:9.2f}x  {'yes' if same else 'NO':<5}  {peaks}"
            )
    if client is not None:
        client.close()
        cluster.close()
    if session is not None:
        session.stop()
    print()
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
