"""Every docstring example in the package runs and holds."""

import doctest
import importlib
import pkgutil

import pytest

import tb_fairness

MODULES = sorted(m.name for m in pkgutil.walk_packages(tb_fairness.__path__, "tb_fairness."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    try:
        module = importlib.import_module(name)
    except ImportError as err:
        if "pip install 'tb-fairness[" not in str(err):
            raise
        pytest.skip(str(err))  # an optional extra (e.g. [beam]) not installed here
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
