"""Build hook only: every piece of metadata is in pyproject.toml.

A wheel or sdist ships tb_fairness/static/index.js, app.js and plot.js, the frontend bundles that
esbuild builds from frontend/src (`cd frontend && npm ci && npm run build`; they are
committed). Building one fails here when a bundle is missing or stale, without needing Node:
the build also writes tb_fairness/static/index.js.stamp.json, holding

  sources_sha256  SHA-256 of the `sha256sum` listing of frontend/src/** and
                  frontend/package-lock.json (one "<sha256 hex>  <path>\\n" line per file,
                  paths relative to frontend/, sorted by their UTF-8 bytes)
  bundles_sha256  {file name: SHA-256 of that file in tb_fairness/static/}

This checks each bundle against bundles_sha256 always, and, when frontend/src exists (a git
checkout, not an sdist), the sources against sources_sha256. `npm run check` (CI) keeps the
stamp current. Editable installs (`pip install -e .`) are not checked: they serve whatever
bundle is in the work tree.
"""
import hashlib
import json
import os

from setuptools import setup
from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist
from setuptools.errors import FileError

ROOT = os.path.dirname(os.path.abspath(__file__))
FRONTEND = os.path.join(ROOT, "frontend")
STATIC = os.path.join(ROOT, "tb_fairness", "static")
STAMP = os.path.join(STATIC, "index.js.stamp.json")
# The loader TensorBoard imports, the app it imports and the charts' library the app
# imports (frontend/scripts/build.mjs).
BUNDLES = ("index.js", "app.js", "plot.js")
FIX = (
    "Run `cd frontend && npm ci && npm run build` in a checkout of the repository "
    "(and commit tb_fairness/static/)."
)


def _sha256_file(path):
    digest = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _source_files():
    """As sourceFiles() in frontend/scripts/build.mjs."""
    files = ["package-lock.json"]

    def walk(rel):
        with os.scandir(os.path.join(FRONTEND, rel)) as entries:
            for entry in entries:
                path = rel + "/" + entry.name
                if entry.is_dir(follow_symlinks=False):
                    walk(path)
                elif entry.is_file():  # follows symlinks, as Node's statSync
                    files.append(path)

    walk("src")
    return sorted(files, key=lambda path: path.encode("utf-8"))


def _sources_sha256():
    """As sourcesSha256() in frontend/scripts/build.mjs."""
    listing = "".join(
        f"{_sha256_file(os.path.join(FRONTEND, *path.split('/')))}  {path}\n"
        for path in _source_files()
    )
    return hashlib.sha256(listing.encode("utf-8")).hexdigest()


def _fail(problem):
    raise FileError(f"tb-fairness: {problem} {FIX}")


def check_bundle():
    for name in BUNDLES:
        if not os.path.isfile(os.path.join(STATIC, name)):
            _fail(f"the frontend bundle tb_fairness/static/{name} is missing.")
    if not os.path.isfile(STAMP):
        _fail("tb_fairness/static/index.js.stamp.json (the bundles' source stamp) is missing.")
    try:
        with open(STAMP, encoding="utf-8") as f:
            stamp = json.load(f)
        want_bundles, want_sources = stamp["bundles_sha256"], stamp["sources_sha256"]
        wants = [(name, want_bundles[name]) for name in BUNDLES]
    except (ValueError, KeyError, TypeError) as err:
        _fail(f"tb_fairness/static/index.js.stamp.json is not a valid stamp ({err!r}).")
    for name, want in wants:
        if _sha256_file(os.path.join(STATIC, name)) != want:
            _fail(
                f"tb_fairness/static/{name} is not the bundle its stamp was written for "
                f"(edited by hand, or only one of {name} and index.js.stamp.json updated)."
            )
    if os.path.isdir(os.path.join(FRONTEND, "src")):
        if not os.path.isfile(os.path.join(FRONTEND, "package-lock.json")):
            _fail("frontend/package-lock.json is missing.")
        if _sources_sha256() != want_sources:
            _fail(
                "tb_fairness/static/ is stale: frontend/src or frontend/package-lock.json "
                "changed since it was built."
            )


class BuildPyCheckingBundle(build_py):
    def run(self):
        if not getattr(self, "editable_mode", False):
            check_bundle()
        super().run()


class SdistCheckingBundle(sdist):
    def run(self):
        check_bundle()
        super().run()


setup(cmdclass={"build_py": BuildPyCheckingBundle, "sdist": SdistCheckingBundle})
