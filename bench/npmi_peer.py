"""The peer of our label-association tab: TensorBoard's nPMI dashboard, timed in the browser.

TensorBoard's nPMI dashboard (plugin `npmi`, removed in TensorBoard 2.13) shows one row per
label ("annotation") with its nPMI for each identity. This module serves it the same numbers
our report is written from and times how long it takes to show them:

    ensure_venv()    a venv with TensorBoard 2.12.3 (the last release with the plugin) and the
                     pins it needs on this Python; no TensorFlow.
    write_logdir()   an event file as the plugin's summary API writes it (tags
                     `_npmi_/annotations`, `_npmi_/metrics`, `_npmi_/values`): raw protos
                     (the main venv's tensorboard) in tb_fairness's record writer. Labels
                     and counts from browser_search.synthetic_counts; values Bouma's nPMI
                     (npmi_xy, our default metric) for `woman` and `man`, their difference
                     and the joint counts (the dashboard's count dots).
    serve()          `tensorboard --logdir` of that venv, yielded once the plugin's `tags`
                     route lists the run.
    first_row_ms()   in a Playwright chromium page: from navigation start (performance.now()
                     of a fresh document) to the end of the frame that first paints an
                     annotation row's value text; plus the plugin's data requests from
                     Resource Timing (count, bytes on the wire, JSON size, when they end).

Run alone:  python bench/npmi_peer.py [--labels 20000,100000] [--repeats 3]
                [--screenshot /tmp/npmi_peer.png] [--timeout 300]
prints, per size, the median first-row time and the data's bytes, with the git commit and
the peer's TensorBoard version. Each repeat opens a new page in a new browser context (a
cold cache), as bench/browser_search.py does for our tab.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "bench"))
from browser_search import PAIR, source_version, synthetic_counts  # noqa: E402
from browser_support import CHROMIUM, CHROMIUM_ARGS, free_port, wait_until  # noqa: E402

# tensorboard 2.12.3 is the newest 2.12.x. On Python 3.11 with today's PyPI it also needs:
# numpy<2 (tensor_util uses np.string_), six (its vendored html5lib imports it; 2.12 got it
# through google-auth's old dependencies) and setuptools<81 (default.py and the data server
# ingester import pkg_resources).
PINS = ("tensorboard==2.12.3", "numpy<2", "six", "setuptools<81")
CHECK = (
    "import tensorboard, tensorboard.main, tensorboard.default;"
    "from tensorboard.plugins.npmi import npmi_plugin;"
    "assert tensorboard.__version__.startswith('2.12.'), tensorboard.__version__;"
    "print(tensorboard.__version__)"
)

PLUGIN = "npmi"
ANNOTATIONS_TAG = "_npmi_/annotations"
METRICS_TAG = "_npmi_/metrics"
VALUES_TAG = "_npmi_/values"
TAGS = (ANNOTATIONS_TAG, METRICS_TAG, VALUES_TAG)
# One column per identity (the dashboard shows the `nPMI@` ones side by side), the gap as
# an `nPMI_diff@` metric (listed in its metric search, filterable) and the joint counts
# c(x, y) as `count@` metrics, which it draws as dots beside the values.
METRICS = (
    f"nPMI@{PAIR[0]}",
    f"nPMI@{PAIR[1]}",
    f"nPMI_diff@{PAIR[0]}-{PAIR[1]}",
    f"count@{PAIR[0]}",
    f"count@{PAIR[1]}",
)
# The plugin is experimental in 2.12: the frontend lists it only with this query parameter.
PAGE = "/?experimentalPlugin=npmi#npmi"
DATA_ROUTES = "/data/plugin/npmi/"


def run_name(n_labels: int) -> str:
    return f"labels_{n_labels}"


def venv_python(path) -> pathlib.Path:
    return pathlib.Path(path) / "bin" / "python"


def peer_version(python: str) -> str | None:
    """The TensorBoard version of `python`, if it is a working 2.12 with the nPMI plugin."""
    if not os.path.exists(python):
        return None
    done = subprocess.run([python, "-c", CHECK], capture_output=True, text=True)
    return done.stdout.strip() if done.returncode == 0 else None


def ensure_venv(path=ROOT / ".venv-tb212") -> str:
    """The python of a venv at `path` with TensorBoard 2.12 (PINS), created unless it works
    (on this interpreter's base Python; pip from PyPI)."""
    python = venv_python(path)
    if peer_version(str(python)):
        return str(python)
    subprocess.run([sys.executable, "-m", "venv", "--clear", str(path)], check=True)
    subprocess.run(
        [str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", *PINS],
        check=True,
    )
    if not peer_version(str(python)):
        done = subprocess.run([str(python), "-c", CHECK], capture_output=True, text=True)
        raise RuntimeError(f"{path}: tensorboard 2.12 does not import:\n{done.stderr}")
    return str(python)


def _tensor_value(tag: str, tensor):
    from tensorboard.compat.proto import summary_pb2

    # The metadata of npmi/metadata.py's create_summary_metadata: the content is an
    # NpmiPluginData with version 0, which serializes to no bytes.
    metadata = summary_pb2.SummaryMetadata(
        plugin_data=summary_pb2.SummaryMetadata.PluginData(plugin_name=PLUGIN, content=b""),
        data_class=summary_pb2.DATA_CLASS_TENSOR,
    )
    return summary_pb2.Summary.Value(tag=tag, metadata=metadata, tensor=tensor)


def _string_tensor(strings: list[str]):
    from tensorboard.compat.proto import tensor_pb2, tensor_shape_pb2, types_pb2

    return tensor_pb2.TensorProto(
        dtype=types_pb2.DT_STRING,
        tensor_shape=tensor_shape_pb2.TensorShapeProto(
            dim=[tensor_shape_pb2.TensorShapeProto.Dim(size=len(strings))]
        ),
        string_val=[s.encode("utf-8") for s in strings],
    )


def _double_tensor(array):
    from tensorboard.compat.proto import tensor_pb2, tensor_shape_pb2, types_pb2

    # float64, as the plugin's demos write (tf.convert_to_tensor of a numpy float64 array).
    return tensor_pb2.TensorProto(
        dtype=types_pb2.DT_DOUBLE,
        tensor_shape=tensor_shape_pb2.TensorShapeProto(
            dim=[tensor_shape_pb2.TensorShapeProto.Dim(size=s) for s in array.shape]
        ),
        tensor_content=array.astype("<f8").tobytes(),
    )


def npmi_table(n_labels: int, seed: int = 0):
    """(label names, values of shape (n_labels, len(METRICS))) from the counts our bench
    writes (browser_search.synthetic_counts), with our own npmi_xy."""
    import numpy as np

    from tb_fairness.metrics.association_metrics import npmi_xy

    c = synthetic_counts(n_labels, seed)
    a, b = (npmi_xy(c.n, c.identity_counts[i], c.label_counts, c.joint_counts[i]) for i in (0, 1))
    values = np.stack([a, b, a - b, c.joint_counts[0], c.joint_counts[1]], axis=1).astype(float)
    # The plugin's JSON has null for NaN but would send an infinity as `Infinity` (not JSON).
    values[~np.isfinite(values)] = np.nan
    return list(c.label_names), values


def write_logdir(logdir, n_labels: int, seed: int = 0) -> str:
    """Writes run `labels_<n_labels>` of `logdir` as the nPMI summary API would (step 1, one
    event per tag); returns the run's directory. Needs the main venv's tensorboard only."""
    from tensorboard.compat.proto import event_pb2, summary_pb2

    # Our record writer, not tensorboard's EventFileWriter: that one imports TensorFlow when
    # it is installed (the main venv has it) and checksums in pure Python (seconds at 1M).
    from tb_fairness.summary.event_file import EventFile

    labels, values = npmi_table(n_labels, seed)
    run_dir = os.path.join(logdir, run_name(n_labels))
    writer = EventFile(run_dir)
    for tag, tensor in (
        (VALUES_TAG, _double_tensor(values)),
        (ANNOTATIONS_TAG, _string_tensor(labels)),
        (METRICS_TAG, _string_tensor(list(METRICS))),
    ):
        summary = summary_pb2.Summary(value=[_tensor_value(tag, tensor)])
        writer.add_event(event_pb2.Event(wall_time=time.time(), step=1, summary=summary))
    writer.close()
    return run_dir


def _get_json(url: str):
    with urllib.request.urlopen(url, timeout=60) as response:
        return json.loads(response.read())


@contextlib.contextmanager
def serve(logdir, python: str, runs=None, timeout: float = 300.0, extra_args=()):
    """TensorBoard 2.12 (`python -m tensorboard.main`) on `logdir` at a free port; yields its
    base URL once the plugin's `tags` route lists every tag of `runs` (default: of some run).
    The data provider is TensorBoard's default (`--load_fast=auto`: the Rust data server)."""
    port = free_port()
    log_path = pathlib.Path(tempfile.mkdtemp(prefix="npmi-peer-")) / "tensorboard.log"
    # Isolated (-I) and outside the repo: run from /work/main, TensorBoard would find
    # tb_fairness.egg-info's entry point and load our plugin, which 2.12's venv cannot import.
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(
            [python, "-I", "-m", "tensorboard.main", "--logdir", str(logdir)]
            + ["--host", "127.0.0.1", "--port", str(port), *extra_args],
            stdout=log,
            stderr=subprocess.STDOUT,
            cwd=log_path.parent,
        )
    base = f"http://127.0.0.1:{port}"

    def loaded():
        if proc.poll() is not None:
            log_text = log_path.read_text()
            raise RuntimeError(f"tensorboard exited with {proc.returncode}:\n{log_text}")
        try:
            listed = _get_json(base + DATA_ROUTES + "tags")
        except (urllib.error.URLError, ConnectionError, OSError, ValueError):
            return False
        wanted = runs or list(listed) or [None]
        return all(set(TAGS) <= set(listed.get(r) or ()) for r in wanted)

    try:
        try:
            wait_until(loaded, timeout, f"the nPMI plugin's tags route to list {runs or 'a run'}")
        except TimeoutError as e:
            raise TimeoutError(f"{e}; tensorboard's log:\n{log_path.read_text()[-3000:]}") from None
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        shutil.rmtree(log_path.parent, ignore_errors=True)


# Installed before the page's scripts. Each animation frame looks for a row's value text
# (annotations_list_component.ng.html: <npmi-annotation> rows in the cdk-virtual-scroll-viewport
# `.annotation-rows`; annotation_component.ts draws `.npmi-text` with d3). Once found at the
# start of a frame, that frame paints it; a message posted then runs after the frame, so its
# time is when the row is on screen. The resource buffer grows: TensorBoard fetches many files.
# Only on the dashboard's URL: the script stays installed on the page for later navigations.
PROBE_JS = """(() => {
  if (window.__npmiPeer || !location.search.includes('experimentalPlugin=npmi')) return;
  const rec = window.__npmiPeer = {found: null, painted: null};
  performance.setResourceTimingBufferSize(100000);
  const tick = () => {
    const text = document.querySelector('.annotation-rows npmi-annotation .npmi-text');
    if (!text || !text.textContent) return requestAnimationFrame(tick);
    rec.found = performance.now();
    const ch = new MessageChannel();
    ch.port1.onmessage = () => { rec.painted = performance.now(); };
    ch.port2.postMessage(0);
  };
  requestAnimationFrame(tick);
})()"""

RESULT_JS = """(routes) => {
  const reqs = performance.getEntriesByType('resource').filter((e) => e.name.includes(routes));
  const sum = (k) => reqs.reduce((s, e) => s + e[k], 0);
  const rows = [...document.querySelectorAll('.annotation-rows npmi-annotation')];
  const first = rows[0];
  const title = document.querySelector('npmi-annotations-list .annotations-title');
  return {
    first_row_ms: window.__npmiPeer.painted, found_ms: window.__npmiPeer.found,
    requests: reqs.length, bytes: sum('transferSize'), json_bytes: sum('decodedBodySize'),
    data_start_ms: reqs.length ? Math.min(...reqs.map((e) => e.startTime)) : null,
    data_end_ms: reqs.length ? Math.max(...reqs.map((e) => e.responseEnd)) : null,
    routes: reqs.map((e) => e.name.split(routes)[1]),
    rows_in_dom: rows.length,
    title: title ? title.textContent.trim() : null,
    first_row: first ? {
      annotation: first.querySelector('.annotation-button').textContent.trim(),
      values: [...first.querySelectorAll('.npmi-text')].map((t) => t.textContent),
      counts: [...first.querySelectorAll('.count-text')].map((t) => t.textContent),
    } : null,
  };
}"""


def first_row_ms(page, base_url: str, timeout: float = 300.0) -> dict:
    """Opens the nPMI dashboard fresh in `page` and times its first annotation row.

    Returns {"first_row_ms": navigation start to the end of the frame that painted the first
    row's value (None if none within `timeout` s), "bytes": transferSize summed over the
    plugin's data requests, "requests": their count, "json_bytes": their decoded size,
    "data_start_ms"/"data_end_ms": first request's start, last response's end (server and
    network before, the dashboard's parsing and rendering after), "rows_in_dom",
    "title" (e.g. "Annotations (20000)"), "first_row": its label, values and counts,
    "errors": page errors}. Times are from the new document's navigation start.
    """
    from playwright.sync_api import Error as PlaywrightError

    errors = []

    def on_error(e):
        errors.append(str(e))

    page.on("pageerror", on_error)
    page.add_init_script(PROBE_JS)
    # A new document (not a same-document hash change) so that performance.now() starts at
    # this navigation and nothing of a previous dashboard is reused.
    page.goto("about:blank")
    page.goto(base_url + PAGE, wait_until="commit")
    try:
        page.wait_for_function(
            "() => window.__npmiPeer && window.__npmiPeer.painted !== null",
            timeout=timeout * 1000,
            polling=100,
        )
    except PlaywrightError as e:  # its TimeoutError, or the page crashed under the data
        errors.append(f"no row within {timeout:.0f} s: {type(e).__name__}: {str(e)[:200]}")
    try:
        result = page.evaluate(RESULT_JS, DATA_ROUTES)
    except PlaywrightError as e:
        result = {"first_row_ms": None, "bytes": None, "requests": None}
        errors.append(f"page unreadable: {type(e).__name__}: {str(e)[:200]}")
    page.remove_listener("pageerror", on_error)
    result["errors"] = errors
    return result


def _median(xs):
    xs = [x for x in xs if x is not None]
    return statistics.median(xs) if xs else None


def _ms(x) -> str:
    return "?" if x is None else f"{x:.0f}"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--labels", default="20000,100000", help="sizes, comma-separated")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--timeout", type=float, default=300.0, help="s to wait for a row")
    parser.add_argument("--venv", default=str(ROOT / ".venv-tb212"))
    parser.add_argument("--screenshot", help="a PNG of the first size's dashboard")
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=900)
    args = parser.parse_args()
    sizes = [int(s) for s in args.labels.split(",")]

    from playwright.sync_api import sync_playwright

    ok = True
    python = ensure_venv(args.venv)
    version = peer_version(python)
    print(f"{source_version()}; peer: tensorboard {version} ({python})")
    with tempfile.TemporaryDirectory(prefix="npmi-peer-") as tmp, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for n in sizes:
            logdir = os.path.join(tmp, f"logs_{n}")
            t0 = time.perf_counter()
            # seed=n: the counts of bench/browser_search.py's report of n rows.
            write_logdir(logdir, n, seed=n)
            t1 = time.perf_counter()
            with serve(logdir, python, runs=[run_name(n)], timeout=args.timeout) as base:
                t2 = time.perf_counter()
                results = []
                for r in range(args.repeats):
                    page = browser.new_page(viewport={"width": args.width, "height": args.height})
                    results.append(first_row_ms(page, base, timeout=args.timeout))
                    if args.screenshot and n == sizes[0] and r == 0:
                        page.screenshot(path=args.screenshot)
                    page.close()
            first = results[0]
            fr = _median([x["first_row_ms"] for x in results])
            start = _median([x.get("data_start_ms") for x in results])
            end = _median([x.get("data_end_ms") for x in results])
            shown = f"first row {fr:.0f} ms" if fr is not None else "no row"
            line = f"{n:,} labels: {shown}" + (
                f" (median of {len(results)}: {', '.join(_ms(x['first_row_ms']) for x in results)};"
                f" data requests from {_ms(start)} to {_ms(end)} ms),"
                f" {(first['bytes'] or 0) / 1e6:.2f} MB over {first['requests']} requests"
                f" ({(first.get('json_bytes') or 0) / 1e6:.1f} MB of JSON);"
                f" wrote in {t1 - t0:.1f} s, tensorboard loaded in {t2 - t1:.1f} s;"
                f" peer tensorboard {version}"
            )
            print(line, flush=True)
            print(f"  shown: {first.get('title')}; first row {first.get('first_row')}")
            for x in results:
                ok = ok and x["first_row_ms"] is not None and not x["errors"]
                for e in x["errors"]:
                    print(f"  error: {e}")
        browser.close()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
