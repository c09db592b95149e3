"""Benchmark: the ``/data/plugin/fairness/associations`` route, warm, in-process and over HTTP.

Writes a logdir with two runs (by ``FileWriter``, from synthetic Zipf-like counts):
    small  a 20,000-label x 4-identity report, 5 steps
    large  a 100,000-label x 20-identity report, 3 steps
and times ``label_associations?run=small&tag=assoc&metric=npmi_xy&a=woman&b=man`` (latest step):
    in-process  the plugin's WSGI app on TensorBoard's multiplexer data provider, called
                with werkzeug's test client (no HTTP);
    HTTP        a real ``tensorboard --load_fast=true`` (Rust data server) and
                ``--load_fast=false`` (Python multiplexer) subprocess, fetched with urllib.
Warm = median of 20 requests after 2 warm-ups (the first request, cold, is shown too).
Target: warm under 100 ms.

Floor (the peer): reading the same tensors through the data provider's ``read_tensors``
alone, with the same filter and the plugin's downsample, median of 20 after 2 warm-ups:
the multiplexer provider (what the in-process app and ``--load_fast=false`` use) and the
gRPC provider of a data server spawned here (what ``--load_fast=true`` uses). For scale,
the HTTP round trip of TensorBoard's trivial ``/data/environment`` route is shown too.

The large report is checked to load and serve (status 200, 100,000 rows) everywhere, and
its cold and warm times are printed.

Run:  python bench/bench_route.py            (about 2 minutes; no flags needed)
      python bench/bench_route.py --no-http  (in-process only, a smoke check)
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import platform
import pstats
import shutil
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

import grpc
import numpy as np
import tensorboard
from _common import git_commit, source_digest  # noqa: E402
from tensorboard import context as tb_context
from tensorboard.backend.event_processing import data_provider as mux_data_provider
from tensorboard.backend.event_processing import plugin_event_multiplexer
from tensorboard.data import grpc_provider, provider, server_ingester
from tensorboard.plugins import base_plugin
from tensorboard.util import grpc_util
from werkzeug import test as werkzeug_test

import tb_fairness
from tb_fairness.metrics.counts import AssociationCounts
from tb_fairness.plugin import FairnessPlugin
from tb_fairness.plugin.plugin import DEFAULT_SAMPLES
from tb_fairness.reports import metadata

# TensorBoard's Python loader imports TensorFlow (lazily); keep its start-up logs short.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

TAG = "assoc"
PAIR = ("woman", "man")
METRIC = "npmi_xy"
N_EXAMPLES = 1_000_000
# run -> (labels, identities, steps)
REPORTS = {"small": (20_000, 4, 5), "large": (100_000, 20, 3)}
WARMUP, TIMED = 2, 20
LARGE_TIMED = 5  # the large report answers ~10 MB of JSON; fewer repeats keep the run short
TARGET_MS = 100.0
STARTUP_TIMEOUT_S = 300.0
POLL_INTERVAL_S = 0.1


# --- the logdir --------------------------------------------------------------------------


def identity_names(n_identities):
    names = list(PAIR) + ["young", "older"]
    return (names + [f"group_{i:02d}" for i in range(len(names), n_identities)])[:n_identities]


def synthetic_counts(n_labels, n_identities, seed) -> AssociationCounts:
    """Counts as from 1M examples with ~10 Zipf-distributed labels each.

    ``c(x, y)`` is binomial in ``c(y)`` with a random per-pair lift, so gaps are spread out
    and rare labels have zero joint counts (the infinite and undefined values real label
    spaces produce).
    """
    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, n_labels + 1)
    p_y = np.minimum(10 * weights / weights.sum(), 0.9)[rng.permutation(n_labels)]
    label_counts = rng.binomial(N_EXAMPLES, p_y)
    p_x = rng.uniform(0.05, 0.45, n_identities)
    identity_counts = rng.binomial(N_EXAMPLES, p_x)
    lift = np.exp(rng.normal(0.0, 0.4, (n_identities, n_labels)))
    joint = rng.binomial(label_counts[None, :], np.clip(p_x[:, None] * lift, 0.0, 1.0))
    joint = np.minimum(joint, identity_counts[:, None])
    return AssociationCounts(
        n=N_EXAMPLES,
        label_names=[f"label_{i:06d}" for i in range(n_labels)],
        identity_names=identity_names(n_identities),
        label_counts=label_counts,
        identity_counts=identity_counts,
        joint_counts=joint,
        identity_label_index=np.full(n_identities, -1),
    )


def write_logdir(logdir):
    """Writes every report; returns {run: (max_step, expected rows)}."""
    expected = {}
    for run, (n_labels, n_identities, n_steps) in REPORTS.items():
        with tb_fairness.FileWriter(os.path.join(logdir, run)) as writer:
            for step in range(n_steps):
                counts = synthetic_counts(n_labels, n_identities, seed=1000 * step + n_labels)
                writer.label_associations(TAG, step * 100, counts=counts)
        expected[run] = ((n_steps - 1) * 100, n_labels)
    return expected


def query(run, metric=METRIC):
    return urllib.parse.urlencode(
        {"run": run, "tag": TAG, "metric": metric, "a": PAIR[0], "b": PAIR[1]}
    )


# --- timing --------------------------------------------------------------------------------


def timed(fn, warmup=WARMUP, n=TIMED):
    """(median ms, min ms, first-call ms, last result) of ``fn`` after ``warmup`` calls."""
    t0 = time.perf_counter()
    result = fn()
    first = time.perf_counter() - t0
    for _ in range(warmup - 1):
        result = fn()
    samples = []
    for _ in range(n):
        t0 = time.perf_counter()
        result = fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1e3, min(samples) * 1e3, first * 1e3, result


def check_table(status, body, expected_rows, where):
    if status != 200:
        raise SystemExit(f"{where}: status {status}: {body[:300]!r}")
    table = json.loads(body)
    if table["rows"] != expected_rows or len(table["columns"]["label"]) != expected_rows:
        raise SystemExit(f"{where}: {table['rows']} rows, expected {expected_rows}")
    return table


# --- in-process ------------------------------------------------------------------------------


def multiplexer_provider(logdir):
    mux = plugin_event_multiplexer.EventMultiplexer(
        tensor_size_guidance={metadata.PLUGIN_NAME: 0}  # 0: keep every step
    )
    mux.AddRunsFromDirectory(logdir)
    mux.Reload()
    return mux_data_provider.MultiplexerDataProvider(mux, logdir)


def read_tensors_floor(data_provider, run):
    flt = provider.RunTagFilter(runs=[run], tags=[TAG])
    ctx = tb_context.RequestContext()

    def read():
        data = data_provider.read_tensors(
            ctx,
            experiment_id="",
            plugin_name=metadata.PLUGIN_NAME,
            downsample=DEFAULT_SAMPLES,
            run_tag_filter=flt,
        )
        return data[run][TAG]

    return read


def import_tensorflow_s():
    """Seconds to import TensorFlow, which TensorBoard's Python event loader does on first use."""
    from tensorboard.compat import tf

    t0 = time.perf_counter()
    getattr(tf, "__version__", None)  # the lazy module imports TensorFlow (or the stub) here
    return time.perf_counter() - t0


def profile_summary(fn, lines=15):
    profiler = cProfile.Profile()
    profiler.enable()
    fn()
    profiler.disable()
    out = io.StringIO()
    pstats.Stats(profiler, stream=out).sort_stats("tottime").print_stats(lines)
    text = out.getvalue()
    start = text.find("   ncalls")
    return text[start:] if start >= 0 else text


def in_process(logdir, expected, profile=False):
    results = {"tf_import_s": import_tensorflow_s()}
    t0 = time.perf_counter()
    data_provider = multiplexer_provider(logdir)
    load_s = time.perf_counter() - t0
    plugin = FairnessPlugin(base_plugin.TBContext(data_provider=data_provider, logdir=logdir))
    client = werkzeug_test.Client(plugin.get_plugin_apps()["/label_associations"])
    results["load_s"] = load_s
    for run, (max_step, rows) in expected.items():

        def get(run=run):
            response = client.get("/label_associations?" + query(run))
            return response.status_code, response.get_data()

        n = TIMED if run == "small" else LARGE_TIMED
        median, best, first, (status, body) = timed(get, n=n)
        table = check_table(status, body, rows, f"in-process {run}")
        assert table["step"] == max_step, table["step"]
        floor_median, _, _, data = timed(read_tensors_floor(data_provider, run), n=n)
        assert len(data) == REPORTS[run][2]
        results[run] = {
            "median": median,
            "min": best,
            "first": first,
            "bytes": len(body),
            "floor": floor_median,
        }
        if profile and run == "small":
            results["profile"] = profile_summary(get)
    return results


# --- a data server of our own, for the gRPC provider's read_tensors ---------------------------


class DataServer:
    """The Rust data server ``--load_fast=true`` uses, spawned here; ``.provider`` reads it."""

    def __init__(self, logdir):
        self._tmp = tempfile.TemporaryDirectory(prefix="bench_data_server_")
        port_file = os.path.join(self._tmp.name, "port")
        binary = server_ingester.get_server_binary()
        self.proc = subprocess.Popen(
            [
                binary.path,
                f"--logdir={logdir}",
                "--reload=once",
                f"--samples-per-plugin={metadata.PLUGIN_NAME}={DEFAULT_SAMPLES}",
                "--port=0",
                f"--port-file={port_file}",
                "--die-after-stdin",
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        contents = ""
        while not contents.endswith("\n"):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise RuntimeError("data server did not start")
            time.sleep(POLL_INTERVAL_S)
            if os.path.exists(port_file):
                with open(port_file) as f:
                    contents = f.read()
        address = f"localhost:{int(contents)}"
        creds, options = grpc_util.ChannelCredsType.LOCAL.channel_config()
        options.append(("grpc.max_receive_message_length", 256 * 2**20))
        channel = grpc.secure_channel(address, creds, options=options)
        self.provider = grpc_provider.GrpcDataProvider(address, grpc_provider.make_stub(channel))

    def wait_loaded(self, expected):
        """Polls ``list_tensors`` until every report is listed at its last step."""
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        ctx = tb_context.RequestContext()
        while True:
            listing = self.provider.list_tensors(
                ctx, experiment_id="", plugin_name=metadata.PLUGIN_NAME
            )
            if all(
                run in listing and TAG in listing[run] and listing[run][TAG].max_step == max_step
                for run, (max_step, _) in expected.items()
            ):
                return
            if time.monotonic() > deadline:
                raise RuntimeError(f"data server did not load the reports: {listing}")
            time.sleep(POLL_INTERVAL_S)

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()  # --die-after-stdin
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.terminate()
                self.proc.wait()
        self._tmp.cleanup()


def grpc_floor(logdir, expected):
    server = DataServer(logdir)
    try:
        server.wait_loaded(expected)
        result = {}
        for run in expected:
            n = TIMED if run == "small" else LARGE_TIMED
            median, _, _, data = timed(read_tensors_floor(server.provider, run), n=n)
            assert len(data) == REPORTS[run][2]
            result[run] = median
        return result
    finally:
        server.close()


# --- a real tensorboard ------------------------------------------------------------------------


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def http_get(url):
    try:
        with urllib.request.urlopen(url, timeout=120) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()


class TensorBoardServer:
    def __init__(self, logdir, load_fast, log_path):
        exe = shutil.which("tensorboard", path=os.path.dirname(sys.executable)) or shutil.which(
            "tensorboard"
        )
        self.port = free_port()
        self.base = f"http://127.0.0.1:{self.port}"
        self._log = open(log_path, "wb")
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(
            [
                exe,
                "--logdir",
                logdir,
                "--host",
                "127.0.0.1",
                "--port",
                str(self.port),
                f"--load_fast={'true' if load_fast else 'false'}",
            ],
            stdout=self._log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        self.log_path = log_path

    def wait_loaded(self, expected):
        """Seconds from start until ``tags`` lists every report at its last step."""
        deadline = time.monotonic() + STARTUP_TIMEOUT_S
        while True:
            if self.proc.poll() is not None:
                raise SystemExit(
                    f"tensorboard exited with {self.proc.returncode}; see "
                    f"{self.log_path}:\n{open(self.log_path).read()[-2000:]}"
                )
            try:
                status, body = http_get(self.base + "/data/plugin/fairness/tags")
            except (urllib.error.URLError, ConnectionError, socket.timeout):
                status, body = None, b""
            if status == 200:
                runs = json.loads(body)["runs"]
                if all(
                    TAG in runs.get(run, {}) and runs[run][TAG]["max_step"] == max_step
                    for run, (max_step, _) in expected.items()
                ):
                    return time.perf_counter() - self.started
            if time.monotonic() > deadline:
                raise SystemExit(
                    f"tensorboard did not load the reports in time; see {self.log_path}"
                )
            time.sleep(POLL_INTERVAL_S)

    def close(self):
        """Ends tensorboard and, with its process group, the data server it spawned."""
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        try:
            os.killpg(self.proc.pid, signal.SIGTERM)  # the group this script started
        except (ProcessLookupError, PermissionError):
            pass
        self._log.close()


def over_http(logdir, expected, load_fast, log_dir):
    name = "fast" if load_fast else "slow"
    server = TensorBoardServer(logdir, load_fast, os.path.join(log_dir, f"tb_{name}.log"))
    try:
        results = {"load_s": server.wait_loaded(expected)}
        env_median, _, _, _ = timed(lambda: http_get(server.base + "/data/environment"))
        results["environment"] = env_median
        for run, (max_step, rows) in expected.items():
            url = f"{server.base}/data/plugin/fairness/label_associations?{query(run)}"
            n = TIMED if run == "small" else LARGE_TIMED
            median, best, first, (status, body) = timed(lambda url=url: http_get(url), n=n)
            table = check_table(status, body, rows, f"tensorboard load_fast={load_fast} {run}")
            assert table["step"] == max_step, table["step"]
            results[run] = {"median": median, "min": best, "first": first, "bytes": len(body)}
        return results
    finally:
        server.close()


# --- main ------------------------------------------------------------------------------------


def _verdict(ms):
    return "MET" if ms < TARGET_MS else "MISSED"


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "--no-http",
        action="store_true",
        help="skip the tensorboard subprocesses and the data server",
    )
    parser.add_argument(
        "--profile",
        action="store_true",
        help="print a cProfile of one warm in-process request (always printed "
        "when the target is missed)",
    )
    args = parser.parse_args(argv)
    print("bench_route: GET /data/plugin/fairness/associations, warm, vs read_tensors alone")
    print(
        f"python {platform.python_version()}, tensorboard {tensorboard.__version__}, "
        f"numpy {np.__version__}, {os.cpu_count()} CPUs, "
        f"git commit {git_commit()}, tb_fairness sources {source_digest()}"
    )

    with tempfile.TemporaryDirectory(prefix="bench_route_") as tmp:
        logdir = os.path.join(tmp, "logs")
        t0 = time.perf_counter()
        expected = write_logdir(logdir)
        sizes = {
            run: sum(
                os.path.getsize(os.path.join(logdir, run, f))
                for f in os.listdir(os.path.join(logdir, run))
            )
            for run in REPORTS
        }
        print(
            f"logdir written in {time.perf_counter() - t0:.1f} s: "
            + "; ".join(
                f"{run}: {labels:,} labels x {ids} identities x {steps} steps, "
                f"{sizes[run] / 2**20:.1f} MiB"
                for run, (labels, ids, steps) in REPORTS.items()
            )
        )
        print(
            f"request: label_associations?{query('small')} (latest step); warm = median of "
            f"{TIMED} after {WARMUP} warm-ups ({LARGE_TIMED} for the large report)"
        )
        print()

        modes = {"in-process (werkzeug)": in_process(logdir, expected, profile=True)}
        if not args.no_http:
            grpc_ms = grpc_floor(logdir, expected)
            for run in expected:
                modes["in-process (werkzeug)"][run]["floor_grpc"] = grpc_ms[run]
            modes["tensorboard --load_fast=true"] = over_http(logdir, expected, True, tmp)
            modes["tensorboard --load_fast=false"] = over_http(logdir, expected, False, tmp)

        floors = modes["in-process (werkzeug)"]
        mux_floor = floors["small"]["floor"]
        grpc_floor_ms = floors["small"].get("floor_grpc")
        print("20,000 labels x 4 identities (run 'small'):")
        print(
            f"  {'where':<32}{'warm median':>13}{'min':>10}{'cold (1st)':>12}{'load':>9}"
            f"{'floor':>10}{'route/floor':>13}   target < {TARGET_MS:g} ms"
        )
        for mode, result in modes.items():
            r = result["small"]
            fl = grpc_floor_ms if "load_fast=true" in mode else mux_floor
            ratio = f"{r['median'] / fl:10.0f}x" if fl else "       n/a"
            print(
                f"  {mode:<32}{r['median']:10.1f} ms{r['min']:7.1f} ms{r['first']:9.1f} ms"
                f"{result['load_s']:7.2f} s{fl if fl else float('nan'):7.2f} ms{ratio:>13}   "
                f"{_verdict(r['median'])}"
            )
        print(
            f"  response: {floors['small']['bytes'] / 2**20:.2f} MiB of JSON, "
            f"{REPORTS['small'][0]:,} rows"
        )
        print(
            f"  floor = read_tensors alone (same run/tag filter, downsample={DEFAULT_SAMPLES}): "
            f"multiplexer provider {mux_floor:.2f} ms"
            + (f", gRPC provider of a data server {grpc_floor_ms:.2f} ms" if grpc_floor_ms else "")
        )
        print(
            "    (a warm request does not call read_tensors: the store caches the series and "
            "the decoded counts, so it costs one list_tensors call + the table + JSON)"
        )
        if not args.no_http:
            print(
                "  HTTP round trip of /data/environment: "
                + ", ".join(
                    f"{mode.split()[-1]} {result['environment']:.1f} ms"
                    for mode, result in modes.items()
                    if "environment" in result
                )
            )
        print(
            "  load = time until the reports are listed (in-process: AddRunsFromDirectory + "
            "Reload, after importing TensorFlow, which took "
            f"{floors['tf_import_s']:.1f} s; tensorboard: from process start until tags "
            "lists every report)"
        )
        print()

        print(
            "100,000 labels x 20 identities (run 'large'): status 200 and 100,000 rows in "
            "every mode"
        )
        for mode, result in modes.items():
            r = result["large"]
            print(
                f"  {mode:<32}warm median {r['median']:7.1f} ms, cold {r['first']:7.1f} ms, "
                f"{r['bytes'] / 2**20:.1f} MiB of JSON"
            )
        print(
            f"  floor read_tensors: multiplexer {floors['large']['floor']:.2f} ms"
            + (
                f", gRPC {floors['large']['floor_grpc']:.2f} ms"
                if "floor_grpc" in floors["large"]
                else ""
            )
        )
        missed = [mode for mode, result in modes.items() if result["small"]["median"] >= TARGET_MS]
        if args.profile or missed:
            print()
            if missed:
                print(f"target missed by: {', '.join(missed)}")
            print("cProfile of one warm in-process request (run 'small', sorted by own time):")
            print(floors["profile"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
