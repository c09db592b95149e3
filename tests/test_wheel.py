"""The wheel and sdist: built without build isolation (fast, offline), installed and served
without Node, and refused by setup.py's hook when the frontend bundle is stale."""

from __future__ import annotations

import json
import os
import pathlib
import shutil
import subprocess
import sys
import tarfile
import zipfile

import pytest

pytestmark = pytest.mark.slow

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STATIC = pathlib.Path(REPO, "tb_fairness", "static")
STAMP = STATIC / "index.js.stamp.json"
# The loader TensorBoard imports, the app it imports and the charts' library the app
# imports (frontend/scripts/build.mjs).
BUNDLES = ("index.js", "app.js", "plot.js")
FIX = "cd frontend && npm ci && npm run build"
BUILD_TIMEOUT = 300

# What copies of the repo leave out: environments, caches and build outputs.
_IGNORED = shutil.ignore_patterns(
    ".venv",
    "node_modules",
    ".git",
    "build",
    "dist",
    "*.egg-info",
    "__pycache__",
    ".pytest_cache",
    "test-artifacts",
    "logs",
    "demo_logs",
)


def _run(args, cwd, env=None):
    return subprocess.run(
        args, cwd=cwd, env=env, capture_output=True, text=True, timeout=BUILD_TIMEOUT
    )


def _pip_wheel(project, out):
    """(returncode, output, the wheel's path or None)."""
    result = _run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--no-cache-dir",
            "--disable-pip-version-check",
            "-w",
            str(out),
            str(project),
        ],
        cwd=out.parent,
    )
    wheels = sorted(p for p in out.glob("*.whl")) if out.exists() else []
    return result.returncode, result.stdout + result.stderr, (wheels[0] if wheels else None)


def _build_meta(project, hook, out):
    """Calls setuptools' PEP 517 hook (build_sdist, build_editable) in project, as pip would."""
    code = f"import sys; from setuptools import build_meta as b; print(b.{hook}(sys.argv[1]))"
    result = _run([sys.executable, "-c", code, str(out)], cwd=project)
    return result.returncode, result.stdout + result.stderr


def _copy_repo(tmp_path):
    dest = tmp_path / "repo"
    shutil.copytree(REPO, dest, ignore=_IGNORED)
    return dest


def _read(path):
    with open(path, "rb") as f:
        return f.read()


def _env_without_node(target):
    env = dict(os.environ)
    path = [
        d
        for d in env.get("PATH", "").split(os.pathsep)
        if d and not os.path.exists(os.path.join(d, "node"))
    ]
    env["PATH"] = os.pathsep.join(path)
    env["PYTHONPATH"] = os.pathsep.join([str(target)] + [p for p in [env.get("PYTHONPATH")] if p])
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    return env


# Runs in a subprocess with only the installed wheel's tb_fairness importable ahead of the
# venv: loads the plugin through the wheel's own tensorboard_plugins entry point, mounts it
# as TensorBoard does and writes the bodies of GET /data/plugin/fairness/index.js, of the
# app it imports (app.js, at the name the loader gives it) and of the charts' library (plot.js,
# at the name the app gives it) into the directory argv[3].
_SERVE_FROM_WHEEL = r"""
import importlib.metadata, os, shutil, sys

import re

target, logdir, out = sys.argv[1], sys.argv[2], sys.argv[3]
assert shutil.which("node") is None, "node on PATH: " + str(shutil.which("node"))

import tb_fairness
here = os.path.realpath(tb_fairness.__file__)
assert here.startswith(os.path.realpath(target) + os.sep), "imported from " + here

from tensorboard.backend import application
from tensorboard.backend.event_processing import data_provider, plugin_event_multiplexer
from tensorboard.plugins import base_plugin
from werkzeug import test as werkzeug_test

(dist,) = importlib.metadata.distributions(path=[target])
(entry,) = [e for e in dist.entry_points if e.group == "tensorboard_plugins"]
assert entry.name == "fairness", entry
loader = entry.load()()
multiplexer = plugin_event_multiplexer.EventMultiplexer()
multiplexer.AddRunsFromDirectory(logdir)
multiplexer.Reload()
provider = data_provider.MultiplexerDataProvider(multiplexer, logdir)
plugin = loader.load(base_plugin.TBContext(data_provider=provider, logdir=logdir))
module = os.path.realpath(sys.modules[type(plugin).__module__].__file__)
assert module.startswith(os.path.realpath(target) + os.sep), "plugin from " + module

app = application.TensorBoardWSGI([plugin], data_provider=provider)
client = werkzeug_test.Client(app)
loader = client.get("/data/plugin/fairness/index.js")
assert loader.status_code == 200, (loader.status_code, loader.get_data(as_text=True))
assert loader.headers["Content-Type"].startswith("application/javascript"), loader.headers
(named,) = re.findall(rb'"(app\.js\?v=[0-9a-f]{16})"', loader.get_data())
response = client.get("/data/plugin/fairness/" + named.decode())
assert response.status_code == 200, (response.status_code, response.get_data(as_text=True))
assert "immutable" in response.headers["Cache-Control"], response.headers
(named,) = set(re.findall(rb'"(plot\.js\?v=[0-9a-f]{16})"', response.get_data()))
plot = client.get("/data/plugin/fairness/" + named.decode())
assert plot.status_code == 200 and "immutable" in plot.headers["Cache-Control"], plot.headers
for name, r in (("index.js", loader), ("app.js", response), ("plot.js", plot)):
    with open(os.path.join(out, name), "wb") as f:
        f.write(r.get_data())
"""


def test_wheel_ships_the_bundle_and_serves_it_without_node(tmp_path):
    # pip builds in the tree: setuptools leaves build/ behind, which later builds would reuse.
    build_dir = os.path.join(REPO, "build")
    had_build_dir = os.path.exists(build_dir)
    try:
        code, output, wheel = _pip_wheel(REPO, tmp_path / "dist")
    finally:
        if not had_build_dir:
            shutil.rmtree(build_dir, ignore_errors=True)
    assert code == 0 and wheel is not None, output

    with zipfile.ZipFile(wheel) as zf:
        names = set(zf.namelist())
        shipped = {name: zf.read(f"tb_fairness/static/{name}") for name in BUNDLES}
        assert shipped == {name: _read(STATIC / name) for name in BUNDLES}
        assert json.loads(zf.read("tb_fairness/static/index.js.stamp.json")) == json.loads(
            _read(STAMP)
        )
        (entry_points,) = [n for n in names if n.endswith(".dist-info/entry_points.txt")]
        assert "fairness = tb_fairness.plugin:FairnessLoader" in zf.read(entry_points).decode()
    # setuptools copies into build/lib and never deletes there: a module deleted from the
    # repo after an earlier in-tree build would still ship.
    stale = sorted(
        n
        for n in names
        if n.startswith("tb_fairness/")
        and not n.endswith("/")
        and not os.path.isfile(os.path.join(REPO, *n.split("/")))
    )
    assert not stale, f"the wheel ships files the repo no longer has (rm -rf {REPO}/build): {stale}"

    target = tmp_path / "site"
    result = _run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--no-deps",
            "--no-cache-dir",
            "--disable-pip-version-check",
            "--target",
            str(target),
            str(wheel),
        ],
        cwd=tmp_path,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert not (target / "tb_fairness" / "static" / "index.js").is_symlink()

    logdir = tmp_path / "logs"
    logdir.mkdir()
    work = tmp_path / "cwd"  # not the repo: sys.path[0] is the working directory
    work.mkdir()
    out = tmp_path / "served"
    out.mkdir()
    served = subprocess.run(
        [sys.executable, "-c", _SERVE_FROM_WHEEL, str(target), str(logdir), str(out)],
        cwd=work,
        env=_env_without_node(target),
        capture_output=True,
        timeout=BUILD_TIMEOUT,
    )
    assert served.returncode == 0, served.stderr.decode(errors="replace")
    assert {name: _read(out / name) for name in BUNDLES} == shipped


@pytest.mark.parametrize(
    "damage, problem",
    [
        ("source", "is stale: frontend/src or frontend/package-lock.json changed"),
        ("lockfile", "is stale: frontend/src or frontend/package-lock.json changed"),
        ("new source", "is stale: frontend/src or frontend/package-lock.json changed"),
        ("bundle", "is not the bundle its stamp was written for"),
        ("app bundle", "app.js is not the bundle its stamp was written for"),
        ("no stamp", "index.js.stamp.json (the bundles' source stamp) is missing"),
        ("no bundle", "the frontend bundle tb_fairness/static/index.js is missing"),
        ("no app bundle", "the frontend bundle tb_fairness/static/app.js is missing"),
    ],
)
def test_wheel_build_fails_when_the_bundle_is_stale(tmp_path, damage, problem):
    repo = _copy_repo(tmp_path)
    static = repo / "tb_fairness" / "static"
    if damage == "source":
        with open(repo / "frontend" / "src" / "index.ts", "a") as f:
            f.write("\n// changed after the bundle was built\n")
    elif damage == "lockfile":
        with open(repo / "frontend" / "package-lock.json", "a") as f:
            f.write("\n")
    elif damage == "new source":
        (repo / "frontend" / "src" / "views" / "new_view.ts").write_text("export {};\n")
    elif damage == "bundle":
        with open(static / "index.js", "a") as f:
            f.write("// edited by hand\n")
    elif damage == "app bundle":
        with open(static / "app.js", "a") as f:
            f.write("// edited by hand\n")
    elif damage == "no stamp":
        (static / "index.js.stamp.json").unlink()
    elif damage == "no bundle":
        (static / "index.js").unlink()
    elif damage == "no app bundle":
        (static / "app.js").unlink()

    code, output, wheel = _pip_wheel(repo, tmp_path / "dist")
    assert code != 0 and wheel is None, output
    assert problem in output, output
    assert FIX in output, output


def test_sdist_build_fails_when_the_bundle_is_stale(tmp_path):
    repo = _copy_repo(tmp_path)
    with open(repo / "frontend" / "src" / "index.ts", "a") as f:
        f.write("\n// changed after the bundle was built\n")
    code, output = _build_meta(repo, "build_sdist", tmp_path / "dist")
    assert code != 0, output
    assert "is stale" in output and FIX in output, output


def test_editable_install_is_not_checked(tmp_path):
    # `pip install -e .` (scripts/test.sh) serves the work tree's bundle: a stale one is fine.
    repo = _copy_repo(tmp_path)
    with open(repo / "frontend" / "src" / "index.ts", "a") as f:
        f.write("\n// changed after the bundle was built\n")
    code, output = _build_meta(repo, "build_editable", tmp_path / "dist")
    assert code == 0, output


def test_wheel_from_the_sdist_checks_the_bundle_against_the_stamp(tmp_path):
    repo = _copy_repo(tmp_path)
    code, output = _build_meta(repo, "build_sdist", tmp_path / "sdist")
    assert code == 0, output
    (sdist,) = (tmp_path / "sdist").glob("*.tar.gz")
    unpacked = tmp_path / "unpacked"
    with tarfile.open(sdist) as tf:
        names = tf.getnames()
        (root,) = {n.split("/")[0] for n in names}
        for needed in (
            "setup.py",
            "pyproject.toml",
            "README.md",
            "tb_fairness/static/index.js",
            "tb_fairness/static/app.js",
            "tb_fairness/static/plot.js",
            "tb_fairness/static/index.js.stamp.json",
        ):
            assert f"{root}/{needed}" in names, needed
        assert not [n for n in names if n.startswith(f"{root}/frontend")]
        if hasattr(tarfile, "data_filter"):
            tf.extractall(unpacked, filter="data")
        else:
            tf.extractall(unpacked)
    project = unpacked / root
    for name in BUNDLES:
        assert _read(project / "tb_fairness" / "static" / name) == _read(STATIC / name)

    # No frontend/ here: only the bundle's hash against the stamp.
    code, output, wheel = _pip_wheel(project, tmp_path / "dist")
    assert code == 0 and wheel is not None, output
    with zipfile.ZipFile(wheel) as zf:
        for name in BUNDLES:
            assert zf.read(f"tb_fairness/static/{name}") == _read(STATIC / name)

    with open(project / "tb_fairness" / "static" / "index.js", "a") as f:
        f.write("// edited by hand\n")
    shutil.rmtree(project / "build", ignore_errors=True)
    code, output, wheel = _pip_wheel(project, tmp_path / "dist2")
    assert code != 0 and wheel is None, output
    assert "is not the bundle its stamp was written for" in output and FIX in output, output
