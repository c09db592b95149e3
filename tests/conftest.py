import os
import sys

# Quiet TensorFlow's C++ logs in subprocesses and in-process imports.
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(__file__))


def pytest_collection_modifyitems(config, items):
    """Tests that start a real `tensorboard` process are marked `tensorboard`, so that
    `pytest -m "not browser and not slow and not tensorboard"` is the fast subset."""
    import pytest

    for item in items:
        function = getattr(item, "function", None)
        if function is not None and "tensorboard_server" in function.__code__.co_names:
            item.add_marker(pytest.mark.tensorboard)
