"""Run every benchmark and rewrite the results table of bench/README.md from their output.

Each benchmark prints its commit, its ratios and whether its targets are met; this script
runs them one after the other (never two at once: they time each other otherwise), keeps
each one's result lines (picked by a pattern per script) and writes them, with the commit,
the date, the load average and each script's wall time, between the markers
``<!-- run_all:start -->`` and ``<!-- run_all:end -->`` of bench/README.md. The numbers in
the README therefore always come from one run of the code they describe.

Run:  python bench/run_all.py [--quick] [--only NAME ...] [--browser] [--no-write]

``--quick`` passes each script its small-input option (a smoke run of a few minutes in all;
ratios of small inputs weigh fixed costs more, so quick tables say so in their heading).
``--browser`` adds the benchmarks that drive chromium. ``--no-write`` prints the table
without touching the README. A script that fails is listed as failed, with its last line.
"""

from __future__ import annotations

import argparse
import datetime
import os
import platform
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field

import numpy as np
from _common import git_commit

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
README = os.path.join(HERE, "README.md")
START, END = "<!-- run_all:start -->", "<!-- run_all:end -->"
# Lines every script prints about its targets.
TARGETS = r"\b(MET|MISSED|met)\b"


@dataclass(frozen=True)
class Bench:
    script: str
    quick: list = field(default_factory=list)
    full: list = field(default_factory=list)
    pick: str = TARGETS  # result lines to quote (a regex, searched in each line)
    browser: bool = False
    # A venv of its own (scripts/test.sh makes .venv-beam: Beam wants protobuf < 7).
    venv: str | None = None


BENCHES = [
    Bench(
        "bench_label_associations",
        ["--quick"],
        [],
        TARGETS + r"|full path / floor|numpy path|first count",
    ),
    Bench(
        "bench_streaming",
        ["--examples", "300000"],
        [],
        r"^\s+(one shot|[\d,]+)\s+[\d,]+\s|^data:|^training callbacks",
    ),
    Bench(
        "bench_groups",
        ["--quick"],
        [],
        TARGETS + r"|x 10 groups|x 7 groupings|/ ours",
    ),
    Bench("bench_route", ["--no-http"], [], TARGETS + r"|warm median|floor"),
    Bench("bench_uncertainty", [], [], TARGETS + r"|route / without"),
    Bench(
        "bench_compare",
        ["--runs", "20", "--steps", "10"],
        [],
        TARGETS + r"|^diff of|^trend of|^floor:",
    ),
    Bench("bench_runs", ["--runs", "20"], [], TARGETS + r"|^runs table|^new options|^floor:"),
    Bench("bench_trend", ["--quick"], [], TARGETS + r"|^\s+cold|^\s+warm|^\s+floor"),
    Bench(
        "bench_skewsize",
        ["--quick"],
        [],
        TARGETS + r"|/ ours|^streamed through|^\s+[\d,]+\s+[\d.]+ ms",
    ),
    Bench("bench_skew_interval", [], [], r"\d x|s\b.*against|ours"),
    Bench("bench_retrieval", ["--quick"], [], TARGETS + r"|/ ours|ours /"),
    Bench("bench_binary", ["--quick"], [], TARGETS + r"|ratio|of which"),
    Bench("bench_slices", ["--quick"], [], TARGETS + r"|^peer at|^\s+(ours|sliceline)\s"),
    Bench("bench_calibration", ["--quick"], [], TARGETS + r"|^report|/ ours"),
    Bench("bench_beam", [], [], r"x\b|per example|examples/s", venv=".venv-beam"),
    Bench("bench_engines", ["--examples", "200000"], [], r"^\s+(single|spark|dask|beam)\s"),
    Bench("bench_load", [], [], TARGETS + r"|p50|p99|requests/s"),
    Bench("bench_headline_scalars", ["--quick"], [], r"ratio on / off|count \+ write|floor"),
    Bench("bench_frontend_render", [], [], TARGETS + r"|first render|re-render", browser=True),
    Bench("browser_search", [], [], TARGETS + r"|median", browser=True),
    Bench(
        "bench_million",
        ["--rows", "200000", "--repeats", "1"],
        ["--peer"],
        r"labels \(|first row|search|RSS|nPMI",
        browser=True,
    ),
]


def run(bench: Bench, quick: bool, timeout: float) -> tuple[float, int, list[str], str]:
    """(seconds, exit code, result lines, last output line) of one script."""
    args = bench.quick if quick else bench.full
    python = os.path.join(ROOT, bench.venv, "bin", "python") if bench.venv else sys.executable
    start = time.perf_counter()
    try:
        done = subprocess.run(
            [python, os.path.join(HERE, bench.script + ".py"), *args],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        code, out, err = done.returncode, done.stdout, done.stderr
    except subprocess.TimeoutExpired as exc:
        partial = exc.stdout or ""
        out = partial.decode() if isinstance(partial, bytes) else partial
        code, err = -1, f"timed out after {timeout:.0f} s"
    seconds = time.perf_counter() - start
    lines = out.splitlines()
    pattern = re.compile(bench.pick)
    picked = [line.strip() for line in lines if pattern.search(line)]
    tail = (err.strip().splitlines() or lines or [""])[-1]
    return seconds, code, picked, tail


def table(results, quick: bool) -> str:
    load = os.getloadavg()
    when = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    mode = "`--quick` (small inputs: fixed costs weigh more)" if quick else "full size"
    out = [
        START,
        f"Generated by `python bench/run_all.py{' --quick' if quick else ''}` ({mode}) on "
        f"{when}, git commit {git_commit()}, Python {platform.python_version()}, numpy "
        f"{np.__version__}, {os.cpu_count()} CPUs, load average {load[0]:.2f} / {load[1]:.2f} "
        "at the end. Do not edit by hand: rerun the script.",
        "",
        "| benchmark | arguments | wall time | results |",
        "|---|---|---|---|",
    ]
    for bench, args, (seconds, code, picked, tail) in results:
        if code != 0:
            cell = f"FAILED (exit {code}): {tail}"
        else:
            cell = "<br>".join(picked) or "(no result lines)"
        cell = cell.replace("|", "\\|")
        out.append(f"| `{bench.script}` | `{' '.join(args) or '-'}` | {seconds:.0f} s | {cell} |")
    out.append(END)
    return "\n".join(out)


def rewrite(text: str, block: str) -> str:
    """``text`` with the block between the markers replaced (appended when there is none)."""
    if START in text and END in text:
        before, rest = text.split(START, 1)
        _, after = rest.split(END, 1)
        return before + block + after
    return text.rstrip("\n") + "\n\n## Results\n\n" + block + "\n"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="these scripts only")
    parser.add_argument("--browser", action="store_true", help="also the chromium benchmarks")
    parser.add_argument("--no-write", action="store_true", help="print, leave the README")
    parser.add_argument("--timeout", type=float, default=3600.0, help="seconds per script")
    args = parser.parse_args(argv)

    chosen = [
        b
        for b in BENCHES
        if os.path.exists(os.path.join(HERE, b.script + ".py"))
        and (args.browser or not b.browser)
        and (not args.only or b.script in args.only)
    ]
    started = time.perf_counter()
    results = []
    for bench in chosen:
        print(f"running {bench.script} ...", flush=True)
        result = run(bench, args.quick, args.timeout)
        seconds, code = result[0], result[1]
        print(f"  {seconds:.0f} s, exit {code}", flush=True)
        results.append((bench, bench.quick if args.quick else bench.full, result))
    block = table(results, args.quick)
    print()
    print(block)
    print(f"\nall benchmarks: {time.perf_counter() - started:.0f} s")
    if not args.no_write:
        with open(README, encoding="utf-8") as f:
            text = f.read()
        with open(README, "w", encoding="utf-8") as f:
            f.write(rewrite(text, block))
        print(f"rewrote the results table of {os.path.relpath(README, ROOT)}")
    return 0 if all(r[2][1] == 0 for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
