"""The lower bounds pyproject.toml declares are the versions scripts/floor-requirements.txt
pins, which scripts/test.sh installs into a second venv to run the core tests on. Run in
that venv, the versions installed are those pins."""

from __future__ import annotations

import importlib.metadata
import os
import re
import sys

import pytest
from packaging.requirements import Requirement
from packaging.version import Version

ROOT = os.path.join(os.path.dirname(__file__), "..")
FLOOR = os.path.join(ROOT, "scripts", "floor-requirements.txt")


def pins() -> dict[str, Version]:
    out = {}
    for line in open(FLOOR, encoding="utf-8"):
        line = line.split("#")[0].strip()
        if line:
            name, version = line.split("==")
            out[name.lower()] = Version(version)
    return out


def declared() -> dict[str, Requirement]:
    """The runtime dependencies and the pandas extra, as pyproject.toml declares them."""
    if sys.version_info < (3, 11):
        pytest.skip("tomllib is Python 3.11's")
    import tomllib

    with open(os.path.join(ROOT, "pyproject.toml"), "rb") as f:
        project = tomllib.load(f)["project"]
    reqs = [Requirement(r) for r in project["dependencies"]]
    reqs += [Requirement(r) for r in project["optional-dependencies"]["pandas"]]
    return {r.name.lower(): r for r in reqs}


def test_every_lower_bound_is_the_pinned_floor():
    floors = pins()
    for name, req in declared().items():
        lower = [Version(s.version) for s in req.specifier if s.operator == ">="]
        assert lower, f"{name}: no lower bound in pyproject.toml"
        assert name in floors, f"{name}: not pinned in scripts/floor-requirements.txt"
        assert lower[0] == floors[name], f"{name}: pyproject >= {lower[0]}, floor {floors[name]}"


def test_the_floor_venv_holds_the_floors():
    if not re.search(r"venv-floor", sys.prefix):
        pytest.skip("run by scripts/test.sh in .venv-floor")
    for name, version in pins().items():
        assert Version(importlib.metadata.version(name)) == version, name
