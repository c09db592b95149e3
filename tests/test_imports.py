"""Every module imports on its own, first (no import cycle at import time)."""

import os
import subprocess
import sys

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
print(sorted(m for m in ("apache_beam", "torch", "tensorflow", "numba") if m in sys.modules))
"""


def test_optional_frameworks_load_only_when_asked():
    """``import tb_fairness`` and its core (writers, reader, CLI) never load Apache Beam,
    torch or TensorFlow; ``tb_fairness.beam`` and the integrations load them on import.
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
