"""Shared test helpers: real loaders, the plugin's WSGI app, a real tensorboard process."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request

from tensorboard.backend import application
from tensorboard.backend.event_processing import data_provider
from tensorboard.backend.event_processing import plugin_event_multiplexer as pem
from tensorboard.plugins import base_plugin
from werkzeug import test as werkzeug_test

from tb_fairness.plugin import FairnessPlugin


def multiplexer_provider(logdir):
    """TensorBoard's Python loader (what `--load_fast=false` uses), keeping every step."""
    multiplexer = pem.EventMultiplexer(
        tensor_size_guidance={"fairness": 0, "fairness_headlines": 0}
    )
    multiplexer.AddRunsFromDirectory(logdir)
    multiplexer.Reload()
    return data_provider.MultiplexerDataProvider(multiplexer, logdir)


def plugin_client(logdir, with_multiplexer=False):
    """A werkzeug client for the plugin mounted as TensorBoard mounts it."""
    provider = multiplexer_provider(logdir)
    context = base_plugin.TBContext(data_provider=provider, logdir=logdir)
    app = application.TensorBoardWSGI([FairnessPlugin(context)], data_provider=provider)
    client = werkzeug_test.Client(app)
    return (client, provider._multiplexer) if with_multiplexer else client


# The relative precision of a column's floats as the routes send them.
SENT = 5e-7


def sent(x: float | None) -> float | None:
    """``x`` as the routes send a column's float: 7 significant digits (written here with
    Python's formatting, independently of tb_fairness/plugin/responses.py)."""
    return None if x is None else float(f"{x:.7g}")


def get_json(client, path):
    response = client.get(path)
    assert response.status_code == 200, (response.status_code, response.get_data(as_text=True))
    assert response.headers["Content-Type"].startswith("application/json")
    return json.loads(response.get_data(as_text=True))


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def wait_until(predicate, timeout, what):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        result = predicate()
        if result:
            return result
        time.sleep(0.1)
    raise TimeoutError(f"timed out after {timeout}s waiting for {what}")


@contextlib.contextmanager
def tensorboard_server(
    logdir, load_fast: bool, timeout=120, without_tensorflow=False, processes=None
):
    """A real `tensorboard` subprocess on 127.0.0.1; yields its base URL once it serves data.

    With `without_tensorflow`, `import tensorflow` fails in that process, as on a machine
    where it is not installed. `processes`, a list, receives the process (to read its RSS).
    """
    port = free_port()
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    log = open(os.path.join(str(logdir), f".tensorboard-{port}.log"), "wb")
    block = "import sys; sys.modules['tensorflow'] = None; " if without_tensorflow else ""
    launcher = block + "from tensorboard.main import run_main; run_main()"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            launcher,
            "--logdir",
            str(logdir),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            f"--load_fast={'true' if load_fast else 'false'}",
            "--reload_interval",
            "1",
        ],
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
    )
    base = f"http://127.0.0.1:{port}"
    if processes is not None:
        processes.append(proc)

    def ready():
        if proc.poll() is not None:
            raise RuntimeError(f"tensorboard exited with {proc.returncode}")
        try:
            with urllib.request.urlopen(base + "/data/plugin/fairness/tags", timeout=5) as r:
                return bool(json.loads(r.read()).get("runs"))
        except (urllib.error.URLError, ConnectionError, OSError):
            return False

    try:
        wait_until(ready, timeout, "tensorboard to list fairness reports")
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
        log.close()


def http(base, path):
    """(status, content type, body text) of a GET."""
    try:
        with urllib.request.urlopen(base + path, timeout=60) as r:
            return r.status, r.headers.get("Content-Type", ""), r.read().decode("utf-8")
    except urllib.error.HTTPError as err:
        return err.code, err.headers.get("Content-Type", ""), err.read().decode("utf-8")


def report_writers(kind):
    """The three ways to write a report of ``kind`` (a FileWriter method name), by name:
    ``FileWriter``'s method, the ``_pb`` twin through another event writer (TensorBoard's
    own stands in for PyTorch's SummaryWriter), and the TensorFlow op."""
    import pytest
    from tensorboard.compat.proto import event_pb2
    from tensorboard.summary.writer.event_file_writer import EventFileWriter

    import tb_fairness
    import tb_fairness.summary as fairness_summary

    def file_writer(logdir, tag, step, **kwargs):
        with tb_fairness.FileWriter(logdir) as writer:
            getattr(writer, kind)(tag, step, **kwargs)

    def pb(logdir, tag, step, **kwargs):
        summary = getattr(fairness_summary, kind + "_pb")(tag, **kwargs)
        writer = EventFileWriter(logdir)
        writer.add_event(event_pb2.Event(step=step, wall_time=1.0, summary=summary))
        writer.close()

    def tf_op(logdir, tag, step, **kwargs):
        tf = pytest.importorskip("tensorflow")
        writer = tf.summary.create_file_writer(logdir)
        with writer.as_default():
            assert getattr(fairness_summary, kind)(tag, step=step, **kwargs)
        writer.close()

    return {"file_writer": file_writer, "pb": pb, "tf_op": tf_op}


def run_export(capsys, *args):
    """(exit status, stdout, stderr) of ``tb-fairness export ARGS``, run in-process."""
    from tb_fairness import cli

    code = cli.main(["export", *args])
    out = capsys.readouterr()
    return code, out.out, out.err
