"""Benchmark: what a keystroke in the association view's label search costs, in the browser.

Writes three label-association reports (1,000, 10,000 and 100,000 labels; synthetic counts
as from 1M examples, label names made of words, so a search narrows step by step) with
tb_fairness.FileWriter into a temporary logdir, serves it with a real `tensorboard
--logdir` (the browser tests' helpers, tests/browser/browser_support.py), opens the Fairness
tab in headless Debian chromium (Playwright) on each report and types QUERY into the search
box one character at a time, REPEATS times. Per keystroke it prints (medians), measured in
the plugin's iframe:

    frame     main-thread work from the `input` event to the first frame that shows its
              result: the input handlers and every Lit update they start (`sync`: from a
              capturing `input` listener on the window to the bubbling one), plus the work of
              the next FRAMES animation frames (`render`: from the start of their first
              requestAnimationFrame callback to a task posted from it, which runs once the
              frame is rendered: style, layout, paint, ResizeObserver callbacks). Idle time
              waiting for the next frame is not counted. Wall-clock time.
    best      the least `frame` of the repeats (the least disturbed by other work).
    latency   from the `input` event to the end of the first rendered frame after it.
    cpu       the CPU time of the page's main thread (CDP Performance.getMetrics
              `TaskDuration`, thread ticks) from just before the key press until its frames
              are painted: the browser's own editing and painting included.
    main      the same until SETTLE ms after the key press: also the work deferred past the
              frame (the charts, the URL hash).
    long      the longest 'longtask' (over 50 ms) the PerformanceObserver saw meanwhile.
    floor     the bare `labels.filter((l) => re.test(l))` with the same case-insensitive
              regex over the same label strings, timed in the page (median of 5).

Also, as a reference, what a keystroke in a bare <input> outside the app costs on the same
page (the browser's editing, style, layout and paint of TensorBoard's page and ours), and
the main-thread time per keystroke when the query is typed at typing speed (DELAY_MS a key).
Target: a keystroke costs at most one frame (16 ms of main-thread work, the median `frame`)
at 100,000 rows. The git commit and the bundle's stamp are printed first; `--bundle` serves
another build of the frontend (through Playwright's routing: nothing is written).

Run:  python bench/browser_search.py [--rows 1000,10000,100000] [--query skateboard]
          [--repeats 3] [--bundle path/to/index.js]
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
from browser_support import CHROMIUM, CHROMIUM_ARGS, IFRAME, tensorboard, wait_until  # noqa: E402

TAG = "associations/search"
PAIR = ("woman", "man")
N_EXAMPLES = 1_000_000
QUERY = "skateboard"
TARGET_MS = 16.0
FRAMES = 2
SETTLE_MS = 700
DELAY_MS = 120
WORDS = (
    "skate board kit chen bird car table tree dog cat apron stove bus train road ball "
    "field house cup plate fork knife bike snow surf wave sand rock lamp desk chair "
    "phone book pen shoe hat coat sun moon star cloud rain leaf root seed"
).split()


def run_name(rows: int) -> str:
    return f"rows_{rows}"


def label_names(n: int, rng) -> list[str]:
    """Unique names of two or three words and a number: `skateboard` matches a few percent."""
    w = np.array(WORDS)
    first = w[rng.integers(0, len(w), n)]
    second = w[rng.integers(0, len(w), n)]
    third = np.where(rng.random(n) < 0.3, w[rng.integers(0, len(w), n)], "")
    return [f"{a}{b}{c}_{i}" for i, (a, b, c) in enumerate(zip(first, second, third))]


def synthetic_counts(n_labels: int, seed: int):
    """Counts as from 1M examples with ~10 Zipf-distributed labels each (bench_route.py's)."""
    from tb_fairness.metrics.counts import AssociationCounts

    rng = np.random.default_rng(seed)
    weights = 1.0 / np.arange(1, n_labels + 1)
    p_y = np.minimum(10 * weights / weights.sum(), 0.9)[rng.permutation(n_labels)]
    label_counts = rng.binomial(N_EXAMPLES, p_y)
    p_x = np.array([0.3, 0.4])
    identity_counts = rng.binomial(N_EXAMPLES, p_x)
    lift = np.exp(rng.normal(0.0, 0.4, (2, n_labels)))
    joint = rng.binomial(label_counts[None, :], np.clip(p_x[:, None] * lift, 0.0, 1.0))
    joint = np.minimum(joint, identity_counts[:, None])
    return AssociationCounts(
        n=N_EXAMPLES,
        label_names=label_names(n_labels, rng),
        identity_names=list(PAIR),
        label_counts=label_counts,
        identity_counts=identity_counts,
        joint_counts=joint,
        identity_label_index=np.full(2, -1),
    )


def write_logdir(logdir: str, sizes: list[int]) -> None:
    import tb_fairness

    for rows in sizes:
        with tb_fairness.FileWriter(os.path.join(logdir, run_name(rows))) as writer:
            writer.label_associations(TAG, 0, counts=synthetic_counts(rows, seed=rows))


def source_version() -> str:
    """The git commit, whether the frontend sources differ from it, and the bundle's stamp."""

    def git(*args):
        done = subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True)
        return done.stdout.strip()

    commit = git("rev-parse", "HEAD") or "unknown"
    dirty = git("status", "--porcelain", "--", "frontend/src", "tb_fairness")
    stamp_path = ROOT / "tb_fairness" / "static" / "index.js.stamp.json"
    try:
        stamp = json.loads(stamp_path.read_text())["sources_sha256"][:12]
    except (OSError, KeyError, ValueError):
        stamp = "unknown"
    state = f"with uncommitted changes ({len(dirty.splitlines())} files)" if dirty else "clean"
    return f"git commit {commit} ({state}); bundle sources sha256 {stamp}"


# The probes, installed in the plugin's iframe. `input` is composed: a listener on the window
# sees the search box's event (in a shadow root) first when capturing and last when bubbling.
INSTALL_JS = """([frames]) => {
  const w = window;
  if (w.__searchBench) return;
  const isSearch = (e) => { const t = e.composedPath()[0]; return t && t.name === 'search'; };
  const bench = {keys: [], long: []};
  w.__searchBench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.long.push({start: e.startTime, dur: e.duration});
  }).observe({type: 'longtask'});
  const frame = (rec, k) => requestAnimationFrame(() => {
    const start = performance.now();
    const ch = new MessageChannel();
    ch.port1.onmessage = () => {
      const end = performance.now();
      rec.frames.push(end - start);
      if (k === 0) rec.painted = end;
      if (k + 1 < frames) frame(rec, k + 1); else rec.done = true;
    };
    ch.port2.postMessage(0);
  });
  addEventListener('input', (e) => {
    if (!isSearch(e)) return;
    const rec = {t0: performance.now(), frames: [], done: false};
    bench.keys.push(rec);
    frame(rec, 0);
  }, true);
  addEventListener('input', (e) => {
    if (!isSearch(e)) return;
    bench.keys[bench.keys.length - 1].sync = performance.now();
  }, false);
}"""

# The view's label strings (the response's), and the floor: a bare filter with the same regex.
FLOOR_JS = """([pattern, repeats]) => {
  const view = document.querySelector('fairness-app').shadowRoot
      .querySelector('fairness-associations-view');
  const labels = view.data.columns.label;
  const times = [];
  let n = 0;
  for (let r = 0; r < repeats; r++) {
    const t0 = performance.now();
    const re = new RegExp(pattern, 'i');
    n = labels.filter((l) => re.test(l)).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {ms: times[Math.floor(times.length / 2)], matches: n, rows: labels.length};
}"""

KEY_JS = """() => {
  const b = window.__searchBench;
  const rec = b.keys[b.keys.length - 1];
  if (!rec || !rec.done || rec.sync === undefined) return null;
  const long = b.long.filter((l) => l.start + l.dur >= rec.t0).map((l) => l.dur);
  return {sync: rec.sync - rec.t0, frames: rec.frames, latency: rec.painted - rec.t0,
          long: long.length ? Math.max(...long) : 0, n: b.keys.length};
}"""

SHOWN_JS = """() => {
  const view = document.querySelector('fairness-app').shadowRoot
      .querySelector('fairness-associations-view');
  return Number(view.shadowRoot.querySelector('.summary').dataset.shown);
}"""


def task_ms(cdp) -> float:
    metrics = {m["name"]: m["value"] for m in cdp.send("Performance.getMetrics")["metrics"]}
    return metrics["TaskDuration"] * 1e3


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def type_key(page, frame, cdp, char: str) -> dict:
    """Types `char` into the focused box: its probe record, and the main thread's CPU time
    (CDP) until its frames are painted (`cpu`) and until SETTLE ms after it (`main`)."""
    before = task_ms(cdp)
    count = frame.evaluate("() => window.__searchBench.keys.length")
    page.keyboard.type(char)
    wait_until(
        lambda: (lambda r: r if r and r["n"] == count + 1 else None)(frame.evaluate(KEY_JS)),
        30,
        "the keystroke's frames",
    )
    cpu = task_ms(cdp) - before
    page.wait_for_timeout(SETTLE_MS)
    rec = frame.evaluate(KEY_JS)
    rec["cpu"] = cpu
    rec["main"] = task_ms(cdp) - before
    return rec


def bare_keystrokes(page, frame, cdp, n: int) -> list:
    """The same probes on a plain <input> in the plugin's iframe, outside the app: what any
    keystroke costs on this page (the browser's editing, style, layout and paint)."""
    frame.evaluate(
        "() => { const i = document.createElement('input'); i.name = 'search'; i.id = 'bare';"
        " Object.assign(i.style, {position: 'fixed', right: '0', bottom: '0'});"
        " document.body.appendChild(i); }"
    )
    frame.locator("#bare").click()
    page.wait_for_timeout(SETTLE_MS)
    out = [type_key(page, frame, cdp, "x") for _ in range(n)]
    frame.evaluate("() => document.getElementById('bare').remove()")
    return out


def measure(page, frame, cdp, rows: int, query: str, repeats: int) -> dict:
    frame.evaluate(INSTALL_JS, [FRAMES])
    bare = bare_keystrokes(page, frame, cdp, len(query))
    search = frame.locator("fairness-controls input[name=search]")
    keys = {k: [] for k in range(len(query))}
    for _ in range(repeats):
        search.click()
        search.fill("")
        wait_until(lambda: frame.evaluate(SHOWN_JS) == rows, 30, "every row shown")
        page.wait_for_timeout(SETTLE_MS)
        for k in range(len(query)):
            rec = type_key(page, frame, cdp, query[k])
            floor = frame.evaluate(FLOOR_JS, [query[: k + 1], 5])
            shown = frame.evaluate(SHOWN_JS)
            if shown != floor["matches"]:
                raise SystemExit(f"{query[: k + 1]!r}: the table shows {shown}, the floor {floor}")
            keys[k].append(
                {
                    "matches": floor["matches"],
                    "frame": rec["sync"] + sum(rec["frames"]),
                    "sync": rec["sync"],
                    "render": sum(rec["frames"]),
                    "latency": rec["latency"],
                    "cpu": rec["cpu"],
                    "main": rec["main"],
                    "long": rec["long"],
                    "floor": floor["ms"],
                }
            )
    merged = []
    for k, recs in keys.items():
        row = {"prefix": query[: k + 1], "matches": recs[0]["matches"]}
        for field in ("frame", "sync", "render", "latency", "cpu", "main", "floor"):
            row[field] = median([r[field] for r in recs])
        # The least of the repeats: the cost with the least interference from other work.
        row["best"] = min(r["frame"] for r in recs)
        row["long"] = max(r["long"] for r in recs)
        merged.append(row)
    # The same query at typing speed: the main-thread time of the burst, per keystroke.
    search.fill("")
    wait_until(lambda: frame.evaluate(SHOWN_JS) == rows, 30, "every row shown")
    page.wait_for_timeout(SETTLE_MS)
    before = task_ms(cdp)
    search.press_sequentially(query, delay=DELAY_MS)
    wait_until(lambda: frame.evaluate(SHOWN_JS) == merged[-1]["matches"], 30, "the last match")
    page.wait_for_timeout(SETTLE_MS)
    burst = (task_ms(cdp) - before) / len(query)
    return {
        "keys": merged,
        "burst": burst,
        "bare_frame": median([r["sync"] + sum(r["frames"]) for r in bare]),
        "bare_cpu": median([r["cpu"] for r in bare]),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="1000,10000,100000", help="table sizes, comma-separated")
    parser.add_argument("--query", default=QUERY, help="what to type (10 characters)")
    parser.add_argument("--repeats", type=int, default=3, help="times the query is typed")
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=900)
    parser.add_argument(
        "--bundle",
        help="serve this build of the frontend instead of tb_fairness/static/index.js (a candidate"
        " built with esbuild; the page gets it through Playwright's routing, nothing is written)",
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.rows.split(",")]

    from playwright.sync_api import sync_playwright

    print(source_version() + (f"; bundle served from {args.bundle}" if args.bundle else ""))

    def serve_bundle(route):
        route.fulfill(path=args.bundle, content_type="text/javascript")

    results = {}
    with tempfile.TemporaryDirectory(prefix="tb-fairness-search-") as tmp:
        logdir = os.path.join(tmp, "logs")
        t0 = time.perf_counter()
        write_logdir(logdir, sizes)
        print(
            f"wrote {len(sizes)} reports ({args.rows} labels) in {time.perf_counter() - t0:.1f} s"
        )
        ready = lambda runs: all(TAG in runs.get(run_name(n), {}) for n in sizes)  # noqa: E731
        with tensorboard(logdir, load_fast=True, ready=ready) as base, sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            errors = []
            for rows in sizes:
                page = browser.new_page(viewport={"width": args.width, "height": args.height})
                page.on("pageerror", lambda e: errors.append(str(e)))
                if args.bundle:
                    page.route("**/data/plugin/fairness/index.js", serve_bundle)
                cdp = page.context.new_cdp_session(page)
                cdp.send("Performance.enable", {"timeDomain": "threadTicks"})
                page.goto(
                    f"{base}/#fairness&fairness_run={run_name(rows)}&fairness_tag={TAG}"
                    f"&fairness_a={PAIR[0]}&fairness_b={PAIR[1]}"
                )
                frame = page.locator(IFRAME).element_handle().content_frame()
                frame.locator("fairness-app[data-status=ready]").wait_for(timeout=120_000)
                frame.locator("fairness-table .row").first.wait_for(timeout=60_000)
                results[rows] = measure(page, frame, cdp, rows, args.query, args.repeats)
                page.close()
            browser.close()
            if errors:
                print("page errors:", errors)
                return 1

    ok = True
    target_rows = [rows for rows in results if rows >= 100_000]
    for rows, res in results.items():
        keys = res["keys"]
        print(
            f"\n{rows:,} rows: typing {args.query!r} one character at a time"
            f" (medians of {args.repeats})"
        )
        print(
            f"  {'prefix':<12}{'matches':>8}{'frame':>8}{'(sync':>7}{'render)':>9}{'best':>7}"
            f"{'latency':>9}{'cpu':>7}{'main':>7}{'long':>6}{'floor':>7}{'ratio':>7}"
        )
        for k in keys:
            print(
                f"  {k['prefix']:<12}{k['matches']:>8}{k['frame']:>8.1f}{k['sync']:>7.1f}"
                f"{k['render']:>9.1f}{k['best']:>7.1f}{k['latency']:>9.1f}{k['cpu']:>7.1f}{k['main']:>7.1f}"
                f"{k['long']:>6.0f}{k['floor']:>7.2f}{k['frame'] / max(k['floor'], 0.05):>7.1f}"
            )
        frame_ms = median([k["frame"] for k in keys])
        floor_ms = median([k["floor"] for k in keys])
        print(
            f"  median: frame {frame_ms:.1f} ms (sync {median([k['sync'] for k in keys]):.1f},"
            f" render {median([k['render'] for k in keys]):.1f}), latency"
            f" {median([k['latency'] for k in keys]):.1f} ms, cpu"
            f" {median([k['cpu'] for k in keys]):.1f} ms, main"
            f" {median([k['main'] for k in keys]):.1f} ms; floor {floor_ms:.2f} ms,"
            f" frame/floor {frame_ms / max(floor_ms, 0.05):.1f}x;"
            f" max frame {max(k['frame'] for k in keys):.1f} ms;"
            f" best of the repeats: median {median([k['best'] for k in keys]):.1f} ms"
        )
        print(
            f"  a keystroke in a bare <input> on the same page: frame {res['bare_frame']:.1f} ms,"
            f" cpu {res['bare_cpu']:.1f} ms"
        )
        print(
            f"  at typing speed ({DELAY_MS} ms a key): main-thread time"
            f" {res['burst']:.1f} ms per keystroke"
        )
        if rows >= 100_000:
            ok = ok and frame_ms <= TARGET_MS
    if not target_rows:
        print(f"\ntarget (<= {TARGET_MS:.0f} ms a keystroke at 100,000 rows): not measured")
        return 0
    print(
        f"\ntarget: a keystroke costs <= {TARGET_MS:.0f} ms of main-thread work (median frame)"
        f" at {max(target_rows):,} rows: {'met' if ok else 'MISSED'}"
        f" (load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs: wall-clock times"
        " grow with other work on the machine; `cpu` and `best` less so)"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
