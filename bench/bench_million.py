"""Benchmark: the label-association tab at 100,000 and 1,000,000 labels, in chromium, and
TensorBoard 2.12's nPMI dashboard beside it.

Writes label-association reports (bench/browser_search.py's synthetic counts: Zipf-like
label frequencies from 1M examples, identities `woman` and `man`), serves them with a real
`tensorboard --load_fast=true` and measures in headless Debian chromium (Playwright), per
size:

    first row   from the page's navigation to the table's first row painted (the bundle's
                `fairness:rows-rendered` mark), and the plugin's part of it: from the
                plugin iframe's own start to that mark (read from the console: Playwright
                evaluates nothing in the page until then). `cold` is the server's first
                answer for the report (the table built), `warm` the median of REPEATS
                page loads after it.
    bytes       what the plugin's data routes transferred until then (Resource Timing).
    search      QUERY typed at once into the search box: from the key press to the table
                showing the rows that match (the count the summary shows equals the count
                of labels matching the regex, computed here).
    sort        a click on the `count` header: until the first row is the label with the
                largest count (computed here).
    scroll      the table scrolled to its middle: until the rows painted there hold labels.
    RSS         the tensorboard process's resident memory at the end.

`--mode` rewrites the view request's `max_rows` (Playwright's routing; nothing is written)
to force the whole table (`local`) or windows (`window`) at any size: where the threshold
lies. With `--peer`, the nPMI dashboard of TensorBoard 2.12 (bench/npmi_peer.py: its own
venv, `.venv-tb212`) shows the same labels and values; each page load of ours is followed
by one of its, cold then warm, so both see the same machine load.

`--network remote` has chromium emulate a TensorBoard reached over a network (40 ms round
trips, 50 Mbit/s down), for both tabs.

Run:  python bench/bench_million.py [--rows 100000,1000000] [--repeats 3] [--peer]
          [--mode auto|local|window] [--network local|remote] [--query skateboard]
"""

from __future__ import annotations

import argparse
import json
import os
import pathlib
import re
import statistics
import sys
import tempfile
import time

import numpy as np

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "browser"))
sys.path.insert(0, str(ROOT / "bench"))
from browser_search import PAIR, TAG, run_name, source_version, synthetic_counts  # noqa: E402
from browser_support import CHROMIUM, CHROMIUM_ARGS, IFRAME, tensorboard  # noqa: E402

QUERY = "skateboard"
# What the tab sends (frontend/src/kinds/label_associations/window_state.ts: WINDOW_ROWS).
MAX_ROWS = {"local": 10**9, "window": 1}
TIMEOUT = 300

VIEW_JS = """() => document.querySelector('fairness-app').shadowRoot
    .querySelector('fairness-associations-view')"""

# Runs in every frame from its start (an init script): in the plugin's iframe, once the
# first-row mark is set, logs the mark's time, the bytes the data routes moved until then and
# the view's timings to the console. Playwright reads the console, so it evaluates nothing in
# the page while it loads: its injected scripts (~300 KiB, evaluated on the tab's own main
# thread) would otherwise be timed as ours.
FIRST_ROW_SCRIPT = """(() => {
  if (!location.pathname.endsWith('plugin_entry.html')) return;
  const report = (mark) => {
    const all = performance.getEntriesByType('resource');
    const data = all.filter((e) => e.name.includes('/data/plugin/fairness/')
                                   && e.responseEnd <= mark.startTime);
    const name = (e) => e.name.split('/data/plugin/fairness/')[1].split('?')[0];
    const script = all.find((e) => e.name.includes('/data/plugin/fairness/index.js'));
    const view = data.find((e) => name(e) === 'label_associations');
    const first = {plugin: mark.startTime,
                   page: performance.timeOrigin + mark.startTime - parent.performance.timeOrigin,
                   bytes: data.reduce((n, e) => n + e.transferSize, 0), requests: data.length,
                   script: script ? script.responseEnd : null,
                   view: view ? [view.startTime, view.responseStart, view.responseEnd] : null};
    console.debug('tb-fairness-first-row ' + JSON.stringify(first));
  };
  new PerformanceObserver((list, observer) => {
    const mark = list.getEntries().find((e) => e.name === 'fairness:rows-rendered');
    if (mark) { observer.disconnect(); setTimeout(() => report(mark), 0); }
  }).observe({type: 'mark'});
})();"""
FIRST_ROW_LOG = "tb-fairness-first-row "


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def rss_mib(port: int) -> float | None:
    """The resident memory of the tensorboard process serving ``port`` (from /proc)."""
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            cmdline = pathlib.Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
            if b"tensorboard.main" in cmdline and str(port).encode() in cmdline:
                status = pathlib.Path(f"/proc/{pid}/status").read_text()
                return int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024
        except (OSError, AttributeError):
            continue
    return None


def write_logdir(logdir: str, sizes: list[int]) -> dict:
    """One report per size; returns each size's counts (what the checks compare with)."""
    import tb_fairness

    out = {}
    for rows in sizes:
        counts = synthetic_counts(rows, seed=rows)
        with tb_fairness.FileWriter(os.path.join(logdir, run_name(rows))) as writer:
            writer.label_associations(TAG, 0, counts=counts)
        out[rows] = counts
    return out


# --network: a remote TensorBoard (an SSH tunnel, a cluster's head node): each request's
# round trip and the bandwidth, emulated by chromium (DevTools' network throttling).
NETWORKS = {
    "local": None,
    "remote": {"latency": 40, "downloadThroughput": 50e6 / 8, "uploadThroughput": 20e6 / 8},
}


def emulate(page, network) -> None:
    """Chromium emulates ``network`` (a NETWORKS value) for ``page``; None: nothing."""
    if network is not None:
        cdp = page.context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {"offline": False, **network})


def open_tab(browser, base, rows: int, mode: str, width: int, height: int, network=None):
    """A fresh page on the report; the view's requests rewritten for ``mode``; ``network``:
    the conditions chromium emulates (NETWORKS)."""
    page = browser.new_page(viewport={"width": width, "height": height})
    emulate(page, network)
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    if mode in MAX_ROWS:

        def rewrite(route):
            url = re.sub(r"max_rows=\d+", f"max_rows={MAX_ROWS[mode]}", route.request.url)
            route.continue_(url=url)

        page.route(re.compile(r".*/data/plugin/fairness/label_associations\?.*"), rewrite)
    page.add_init_script(FIRST_ROW_SCRIPT)
    start = time.perf_counter()
    with page.expect_console_message(
        lambda m: m.text.startswith(FIRST_ROW_LOG), timeout=TIMEOUT * 1000
    ) as logged:
        page.goto(
            f"{base}/#fairness&fairness_run={run_name(rows)}&fairness_tag={TAG}"
            f"&fairness_a={PAIR[0]}&fairness_b={PAIR[1]}"
        )
    first = json.loads(logged.value.text[len(FIRST_ROW_LOG) :])
    first["wall"] = (time.perf_counter() - start) * 1e3
    frame = page.locator(IFRAME).element_handle(timeout=TIMEOUT * 1000).content_frame()
    return page, frame, first, errors


# In the plugin's iframe: runs an action, then checks a condition at every animation frame;
# resolves with the ms from the action to the frame that shows it (to a frame's precision).
TIMED_JS = f"""async ([action, done, timeout]) => {{
  const view = ({VIEW_JS})();
  const state = () => {{
    const summary = view.shadowRoot.querySelector('.summary');
    const table = view.shadowRoot.querySelector('fairness-table');
    const rows = [...table.shadowRoot.querySelectorAll('.row')]
        .filter((r) => r.getBoundingClientRect().bottom > table.getBoundingClientRect().top + 30
                    && r.getBoundingClientRect().top < table.getBoundingClientRect().bottom);
    const label = (r) => r.querySelector('[data-col=label]')?.textContent.trim() ?? '';
    return {{shown: summary ? Number(summary.dataset.shown) : null, labels: rows.map(label)}};
  }};
  const act = new Function('view', action);
  const check = new Function('s', 'return ' + done);
  const t0 = performance.now();
  act(view);
  return await new Promise((resolve, reject) => {{
    const tick = () => {{
      if (check(state())) return resolve(performance.now() - t0);
      if (performance.now() - t0 > timeout) return reject(new Error('timed out: ' + done));
      requestAnimationFrame(tick);
    }};
    requestAnimationFrame(tick);
  }});
}}"""

# Actions in the view, as the user's: the search box's input event, a header's click, a scroll.
SEARCH = """const box = view.shadowRoot.querySelector('fairness-controls').shadowRoot
    .querySelector('input[name=search]');
box.value = %s; box.dispatchEvent(new Event('input', {bubbles: true, composed: true}));"""
SORT = """view.shadowRoot.querySelector('fairness-table').shadowRoot
    .querySelector('button[data-col=count]').click();"""
SCROLL = """const t = view.shadowRoot.querySelector('fairness-table');
t.scrollTop = t.scrollHeight / 2;"""


def timed(frame, action: str, done: str) -> float:
    """ms from ``action`` (JS, given ``view``) to the first frame where ``done`` (a JS
    expression of ``s``: the summary's count and the labels in view) holds."""
    return frame.evaluate(TIMED_JS, [action, done, TIMEOUT * 1000])


# Up to this many rows the tab takes the table whole after its first window
# (frontend/src/kinds/label_associations/window_state.ts WINDOW_ROWS).
WINDOW_ROWS = 200_000
WHOLE_JS = f"() => ({VIEW_JS})().data?.window === undefined"


def interactions(page, frame, counts, query: str, mode: str) -> dict:
    labels = np.asarray(counts.label_names, dtype=object)
    if mode != "window" and len(labels) <= WINDOW_ROWS:
        # Timed on the whole table, which takes over from the first window.
        frame.wait_for_function(WHOLE_JS, timeout=TIMEOUT * 1000)
    pattern = re.compile(query, re.IGNORECASE)
    matches = sum(1 for x in labels if pattern.search(x))
    biggest = labels[int(np.argmax(counts.label_counts))]
    frame.wait_for_timeout(500)  # the charts drawn after the first rows: not in the timings
    out = {"matches": matches}
    out["search"] = timed(
        frame, SEARCH % json.dumps(query), f"s.shown === {matches} && s.labels.length > 0"
    )
    out["clear"] = timed(frame, SEARCH % '""', f"s.shown === {len(labels)}")
    out["sort"] = timed(frame, SORT, f"s.labels[0] === {json.dumps(biggest)}")
    out["scroll"] = timed(frame, SCROLL, "s.labels.length > 5 && s.labels.every((l) => l)")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="100000,1000000", help="table sizes, comma-separated")
    parser.add_argument("--repeats", type=int, default=3, help="warm page loads per size")
    parser.add_argument("--query", default=QUERY)
    parser.add_argument("--mode", choices=("auto", "local", "window"), default="auto")
    parser.add_argument("--peer", action="store_true", help="the nPMI dashboard, interleaved")
    parser.add_argument("--width", type=int, default=1400)
    parser.add_argument("--height", type=int, default=900)
    parser.add_argument(
        "--network",
        choices=tuple(NETWORKS),
        default="local",
        help="remote: 40 ms round trips and 50 Mbit/s down (chromium's throttling)",
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.rows.split(",")]

    from playwright.sync_api import sync_playwright

    network = NETWORKS[args.network]
    print(
        source_version(),
        f"; mode {args.mode}; network {args.network}; load average {os.getloadavg()[0]:.2f}",
    )
    peer = None
    if args.peer:
        import npmi_peer as peer

        peer_python = peer.ensure_venv()

    with tempfile.TemporaryDirectory(prefix="tb-fairness-million-") as tmp:
        logdir = os.path.join(tmp, "logs")
        t0 = time.perf_counter()
        all_counts = write_logdir(logdir, sizes)
        took = time.perf_counter() - t0
        print(f"wrote {len(sizes)} reports ({args.rows} labels) in {took:.1f} s")
        ready = lambda runs: all(TAG in runs.get(run_name(n), {}) for n in sizes)  # noqa: E731
        results = {}
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            for rows in sizes:
                peer_ctx = None
                if peer is not None:
                    peer_dir = os.path.join(tmp, f"npmi_{rows}")
                    peer.write_logdir(peer_dir, rows, seed=rows)
                    peer_ctx = peer.serve(peer_dir, peer_python)
                    peer_base = peer_ctx.__enter__()
                with tensorboard(logdir, load_fast=True, ready=ready) as base:
                    port = int(base.rsplit(":", 1)[1])
                    loads, theirs = [], []
                    for k in range(args.repeats + 1):  # the first: cold
                        page, frame, first, errors = open_tab(
                            browser, base, rows, args.mode, args.width, args.height, network
                        )
                        if errors:
                            raise SystemExit(f"page errors: {errors}")
                        if k == 0:
                            results.setdefault(rows, {})["actions"] = interactions(
                                page, frame, all_counts[rows], args.query, args.mode
                            )
                        loads.append(first)
                        page.close()
                        if peer_ctx is not None:
                            page = browser.new_page(
                                viewport={"width": args.width, "height": args.height}
                            )
                            emulate(page, network)
                            theirs.append(peer.first_row_ms(page, peer_base))
                            page.close()
                    results[rows].update(loads=loads, theirs=theirs, rss=rss_mib(port))
                if peer_ctx is not None:
                    peer_ctx.__exit__(None, None, None)
            browser.close()

    for rows, r in results.items():
        cold, warm = r["loads"][0], r["loads"][1:]
        a = r["actions"]
        print(f"\n{rows:,} labels ({args.mode}):")
        print(
            f"  first row, cold: {cold['page']:.0f} ms from navigation, plugin's part "
            f"{cold['plugin']:.0f} ms; {cold['bytes'] / 2**20:.2f} MiB in "
            f"{cold['requests']} requests"
        )
        print(
            f"  first row, warm (median of {len(warm)}): "
            f"{median([x['page'] for x in warm]):.0f} ms from navigation, plugin's part "
            f"{median([x['plugin'] for x in warm]):.0f} ms: the bundle in by "
            f"{median([x['script'] for x in warm]):.0f} ms, the view asked at "
            f"{median([x['view'][0] for x in warm]):.0f} ms, its first byte at "
            f"{median([x['view'][1] for x in warm]):.0f}, its last at "
            f"{median([x['view'][2] for x in warm]):.0f}"
        )
        print(
            f"  search {args.query!r} ({a['matches']:,} rows): {a['search']:.0f} ms; clear "
            f"{a['clear']:.0f} ms; sort by count {a['sort']:.0f} ms; scroll to the middle "
            f"{a['scroll']:.0f} ms"
        )
        print(f"  tensorboard RSS: {r['rss']:.0f} MiB" if r["rss"] else "  RSS: unknown")
        if r["theirs"]:
            t_cold, t_warm = r["theirs"][0], r["theirs"][1:]
            ours_warm = median([x["page"] for x in warm])
            theirs_warm = median([x["first_row_ms"] for x in t_warm])
            print(
                f"  nPMI dashboard (TensorBoard 2.12): cold {t_cold['first_row_ms']:.0f} ms, "
                f"warm {theirs_warm:.0f} ms; {t_cold['bytes'] / 2**20:.2f} MiB. Ours sooner "
                f"by {t_cold['first_row_ms'] / cold['page']:.1f}x cold, "
                f"{theirs_warm / ours_warm:.1f}x warm"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
