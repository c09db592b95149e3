"""The package as tb-fairness loads it: found through its entry point whatever is imported
first, importing nothing of tb-fairness's upper layers, and its examples true."""

from __future__ import annotations

import doctest
import subprocess
import sys

import pytest
import tb_fairness_mean_score
from tb_fairness_mean_score import codec, counts, kind, stats, writing

CHECK = """
import sys
{first}
import tb_fairness.kinds
import tb_fairness_mean_score
assert tb_fairness.kinds.BY_NAME["mean_score"] is tb_fairness_mean_score.KIND
upper = ("tb_fairness.summary", "tb_fairness.read", "tb_fairness.plugin", "tb_fairness.cli")
loaded = sorted(m for m in sys.modules if m.startswith(upper))
assert not loaded, loaded
"""


@pytest.mark.parametrize(
    "first",
    [
        "import tb_fairness.kinds",  # as TensorBoard and the writers load it
        "import tb_fairness_mean_score",  # the registry is then loaded by the package
        "import tb_fairness_mean_score.counts",  # a module of it, before tb_fairness
        "from tb_fairness_mean_score.kind import KIND",
    ],
)
def test_registered_whatever_is_imported_first(first):
    # A fresh interpreter each: the order of first imports is what is tested.
    done = subprocess.run(
        [sys.executable, "-c", CHECK.format(first=first)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "left out" not in done.stderr, done.stderr  # the registry's warning


@pytest.mark.parametrize("module", [tb_fairness_mean_score, codec, counts, kind, stats, writing])
def test_docstring_examples(module):
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
