"""Every module imports on its own, first (no import cycle at import time), and no two
modules import each other, even from inside a function (a cycle hidden there is still one)."""

import ast
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SCRIPT = r"""
import importlib, os, sys
root = sys.argv[1]
names = []
for base, _, files in os.walk(os.path.join(root, "tb_fairness")):
    for f in sorted(files):
        if f.endswith(".py"):
            rel = os.path.relpath(os.path.join(base, f), root)[:-3].replace(os.sep, ".")
            names.append(rel[: -len(".__init__")] if rel.endswith(".__init__") else rel)
failed = []
for name in sorted(names):
    for loaded in [m for m in sys.modules if m == "tb_fairness" or m.startswith("tb_fairness.")]:
        del sys.modules[loaded]
    try:
        importlib.import_module(name)
    except ImportError as err:
        if "pip install 'tb-fairness[" not in str(err):  # else an extra not installed here
            failed.append(f"{name}: {type(err).__name__}: {err}")
    except Exception as err:  # an import cycle shows as ImportError or AttributeError
        failed.append(f"{name}: {type(err).__name__}: {err}")
print("\n".join(failed))
print(f"{len(names)} modules")
"""


@pytest.mark.slow  # a subprocess importing every module afresh: about 15 s
def test_every_module_imports_first():
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT, ROOT],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3"),
    )
    lines = out.stdout.strip().splitlines()
    assert lines[-1].endswith("modules") and int(lines[-1].split()[0]) > 50
    assert lines[:-1] == [], "\n".join(lines[:-1])


LAZY = r"""
import sys
import tb_fairness
from tb_fairness import FileWriter, Logdir, LabelAssociationAccumulator, kinds
import tb_fairness.summary, tb_fairness.read, tb_fairness.cli
from tb_fairness.metrics import count_associations
count_associations([{"a", "b"}, {"b"}], identities=["a", "b"])  # a batch too small for numba
OPTIONAL = ("apache_beam", "pyspark", "dask", "torch", "tensorflow", "numba")
print(sorted(m for m in OPTIONAL if m in sys.modules))
"""


@pytest.mark.slow  # a subprocess importing the package and its core
def test_optional_frameworks_load_only_when_asked():
    """``import tb_fairness`` and its core (writers, reader, CLI) never load Apache Beam,
    Spark, Dask, torch or TensorFlow; ``tb_fairness.beam`` and the integrations load them on
    import.
    numba (the [fast] extra) is loaded only to count millions of predicted labels."""
    out = subprocess.run(
        [sys.executable, "-c", LAZY],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env=dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3"),
    )
    assert out.stdout.strip().splitlines()[-1] == "[]"


def _imports() -> dict[str, set[str]]:
    """{module: the package's modules it imports anywhere, functions included}."""
    package = os.path.join(ROOT, "tb_fairness")
    modules = {}
    for base, _, files in os.walk(package):
        for f in files:
            if f.endswith(".py"):
                rel = os.path.relpath(os.path.join(base, f), ROOT)[:-3].replace(os.sep, ".")
                modules[rel[: -len(".__init__")] if rel.endswith(".__init__") else rel] = (
                    os.path.join(base, f)
                )
    edges: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                # `from a.b import c`: module a.b.c when it is one, else a.b.
                targets = [
                    f"{node.module}.{a.name}"
                    if f"{node.module}.{a.name}" in modules
                    else node.module
                    for a in node.names
                ]
            else:
                continue
            edges[name].update(t for t in targets if t in modules and t != name)
    return edges


def test_no_module_imports_one_that_imports_it_back():
    edges = _imports()
    cycles = set()
    for start in edges:
        # Depth-first from each module: a path back to it is a cycle.
        stack = [(start, (start,))]
        seen = set()
        while stack:
            node, path = stack.pop()
            for nxt in edges[node]:
                if nxt == start:
                    cycles.add(" -> ".join(min(path[i:] + path[:i] for i in range(len(path)))))
                elif nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, path + (nxt,)))
    assert not cycles, "\n".join(sorted(cycles))


def test_each_kinds_accumulator_is_named_after_it_and_old_names_still_work():
    import tb_fairness
    from tb_fairness import kinds
    from tb_fairness.summary import accumulators

    for kind in kinds.KINDS:
        camel = "".join(part.capitalize() for part in kind.name.split("_"))
        cls = accumulators.accumulator_for(kind.counts_type)
        # Label associations count one association at a time: its accumulator's name is the
        # singular (LabelAssociationAccumulator), every other one is the kind's.
        assert cls.__name__ in (f"{camel}Accumulator", f"{camel[:-1]}Accumulator"), kind.name
        assert getattr(tb_fairness, cls.__name__) is cls
    assert tb_fairness.HarmfulLabelAccumulator is tb_fairness.HarmfulLabelAssociationAccumulator
    assert tb_fairness.RetrievalAccumulator is tb_fairness.RetrievalPrecisionAccumulator
