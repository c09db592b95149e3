"""Every docstring example in the package runs and holds."""

import doctest
import importlib
import pkgutil

import pytest

import tb_fairness

MODULES = sorted(m.name for m in pkgutil.walk_packages(tb_fairness.__path__, "tb_fairness."))


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name):
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.NORMALIZE_WHITESPACE)
    assert result.failed == 0, f"{result.failed} of {result.attempted} examples failed in {name}"
