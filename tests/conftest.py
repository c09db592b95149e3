import os
import sys

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
    import pytest

    for item in items:
        function = getattr(item, "function", None)
        if function is not None and "tensorboard_server" in function.__code__.co_names:
            item.add_marker(pytest.mark.tensorboard)
