"""Helpers shared by the benchmark scripts (run them as `python bench/<script>.py`)."""

from __future__ import annotations

import hashlib
import os
import resource
import sys
import threading
import time

import tb_fairness


def source_digest() -> str:
    """A short digest of the package's Python sources, to tie numbers to the code measured."""
    root = os.path.dirname(os.path.abspath(tb_fairness.__file__))
    digest = hashlib.sha256()
    for folder, dirs, files in sorted(os.walk(root)):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(".py"):
                with open(os.path.join(folder, name), "rb") as f:
                    digest.update(name.encode() + b"\0" + f.read())
    return digest.hexdigest()[:12]


def _status_kib(field):
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return None


def _reset_peak_rss() -> bool:
    """Reset the kernel's peak-RSS mark (Linux: clear_refs 5), so ru_maxrss covers one call."""
    try:
        with open("/proc/self/clear_refs", "w") as f:
            f.write("5")
        return True
    except OSError:
        return False


def _maxrss_kib():
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss // 1024 if sys.platform == "darwin" else rss


def _mib(value):
    return "    n/a" if value is None else f"{max(value, 0.0):7.0f} MiB"


def git_commit() -> str:
    """The checked-out commit (12 digits), and whether tracked files differ from it."""
    import subprocess

    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    try:
        head = subprocess.run(
            ["git", "rev-parse", "--short=12", "HEAD"], cwd=root, capture_output=True, text=True
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "status", "--porcelain", "--untracked-files=no"],
            cwd=root,
            capture_output=True,
            text=True,
        ).stdout.strip()
    except OSError:
        return "unknown"
    return (head or "unknown") + (" (with uncommitted changes)" if dirty else "")


class ChildSampler:
    """Peak RSS and CPU time of every child process (an engine's workers), sampled by psutil
    every ``interval`` seconds in a thread."""

    def __init__(self, interval: float = 0.05):
        self.interval = interval
        self.peak: dict[int, int] = {}
        self.cpu: dict[int, float] = {}
        self.name: dict[int, str] = {}
        self.loads: list[float] = []  # the 1-minute load average, once a second
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self):
        import psutil

        me = psutil.Process()
        last_load = 0.0
        while not self._stop.is_set():
            if time.monotonic() - last_load >= 1.0:
                self.loads.append(os.getloadavg()[0])
                last_load = time.monotonic()
            for child in me.children(recursive=True):
                try:
                    rss = child.memory_info().rss
                    times = child.cpu_times()
                    if child.pid not in self.name:
                        self.name[child.pid] = child.name() + ": " + " ".join(child.cmdline())
                except psutil.Error:
                    continue
                self.peak[child.pid] = max(self.peak.get(child.pid, 0), rss)
                self.cpu[child.pid] = times.user + times.system
            self._stop.wait(self.interval)

    def __enter__(self):
        self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        self._thread.join()
