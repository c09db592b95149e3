"""Fixtures of the mean_score kind's tests: the data, a logdir of reports, a real tensorboard.

Run with the package installed where tb-fairness finds its entry point: the repository's CI
installs it with ``pip install --target .custom-kind`` and puts that folder on PYTHONPATH
(examples/custom_kind/README.md gives the commands).
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import types
import urllib.error
import urllib.request

import pytest

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
# TensorBoard's own switch to its TensorFlow stub (what `tb-fairness` itself sets): reading
# event files needs no TensorFlow, whose import would cost these tests seconds. It must be
# set before TensorBoard first resolves tensorboard.compat.tf.
if "tensorflow" not in sys.modules:
    sys.modules.setdefault("tensorboard.compat.notf", types.ModuleType("tensorboard.compat.notf"))

import tb_fairness.kinds  # noqa: E402

if "mean_score" not in tb_fairness.kinds.BY_NAME:
    raise pytest.UsageError(
        "the mean_score kind is not registered: install examples/custom_kind where Python "
        "finds its entry point (see examples/custom_kind/README.md)"
    )

import mean_score_oracle  # noqa: E402

import tb_fairness  # noqa: E402

TAG = "hours/val"
RUNS = ("model_a", "model_b")
STEPS = (0, 1, 2)


@pytest.fixture(scope="session")
def data() -> mean_score_oracle.Data:
    return mean_score_oracle.load()


def step_slice(scores, groups, step: int):
    """The examples of ``step``: a growing prefix (a third, two thirds, all), so that each
    step's report differs and is checked against its own oracle."""
    end = len(scores) * (step + 1) // len(STEPS)
    return scores[:end], groups[:end]


def run_data(data: mean_score_oracle.Data, run: str):
    return (data.scores_a, data.groups_a) if run == "model_a" else (data.scores_b, data.groups_b)


@pytest.fixture(scope="session")
def logdir(tmp_path_factory, data) -> str:
    """Two runs (sample A and sample B), three steps each, written with FileWriter."""
    root = tmp_path_factory.mktemp("logs")
    for run in RUNS:
        scores, groups = run_data(data, run)
        with tb_fairness.FileWriter(str(root / run)) as writer:
            for step in STEPS:
                writer.mean_score(
                    TAG, step, *step_slice(scores, groups, step), description=data.source
                )
    return str(root)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def get(base: str, path: str) -> tuple[int, str]:
    """(status, body) of a GET against the server."""
    try:
        with urllib.request.urlopen(base + path, timeout=30) as response:
            return response.status, response.read().decode("utf-8")
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode("utf-8")


def get_json(base: str, path: str):
    status, body = get(base, path)
    assert status == 200, (status, body)
    return json.loads(body)


@contextlib.contextmanager
def _tensorboard(logdir: str, log_path: str, timeout: float = 60.0):
    port = _free_port()
    # No TensorFlow in the server either (`import tensorflow` fails: TensorBoard's stub).
    launcher = "import sys; sys.modules['tensorflow'] = None; " + (
        "from tensorboard.main import run_main; run_main()"
    )
    args = ["--logdir", logdir, "--host", "127.0.0.1", "--port", str(port)]
    # The Python loader (no Rust data server), loading the logdir once: it never changes.
    args += ["--load_fast=false", "--reload_interval", "0"]
    with open(log_path, "wb") as log:
        # The environment as it is: PYTHONPATH holds the installed kind, whose entry point the
        # server's registry must find too.
        proc = subprocess.Popen(
            [sys.executable, "-c", launcher, *args], stdout=log, stderr=subprocess.STDOUT
        )
        base = f"http://127.0.0.1:{port}"
        try:
            deadline = time.monotonic() + timeout
            while not _loaded(base):
                if proc.poll() is not None or time.monotonic() > deadline:
                    with open(log_path, errors="replace") as f:
                        tail = f.read()[-3000:]
                    raise RuntimeError(f"tensorboard did not serve the logdir:\n{tail}")
                time.sleep(0.1)
            yield base
        finally:
            proc.terminate()
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


def _loaded(base: str) -> bool:
    """Whether the server lists every run's report up to its last step."""
    try:
        status, body = get(base, "/data/plugin/fairness/tags")
    except (urllib.error.URLError, ConnectionError, OSError):
        return False
    if status != 200:
        return False
    runs = json.loads(body).get("runs", {})
    return all(runs.get(r, {}).get(TAG, {}).get("max_step") == STEPS[-1] for r in RUNS)


@pytest.fixture(scope="session")
def tensorboard(logdir, tmp_path_factory) -> str:
    """A real `tensorboard` process serving ``logdir``; its base URL."""
    log_path = str(tmp_path_factory.mktemp("tensorboard") / "tensorboard.log")
    with _tensorboard(logdir, log_path) as base:
        yield base
