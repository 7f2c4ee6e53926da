#!/usr/bin/env bash
# The whole check, from a fresh clone to the pytest line; CI runs it (.ci/run, CI=true).
#
#   bash scripts/test.sh
#
# Needs Python 3.11+ and Node.js (22 LTS preferred; 20.19+ or 24+ work). Installs the rest:
#   * the Python environment: the active virtualenv/conda env, else ./.venv (made here, from
#     $PYTHON or python3; see scripts/env.sh);
#   * Chromium for the browser tests, from Debian/Ubuntu's apt when run as root. Without root
#     and without a browser, the browser tests are skipped with a note (set GTR_CHROMIUM to a
#     Chromium/Chrome binary to run them); in CI (CI=true) a missing browser fails the run;
#   * the package with its test extra (pip builds the TypeScript front end through
#     hatch-jupyter-builder) and the JS dev tools (npm ci).
# Then: the bundle, tsc, vitest (with the front end's import boundary), ruff, mypy, every
# rulebook scenario, the wheel check (scripts/check_wheel.sh), pytest (unit, widget, notebooks,
# browser), and the same engine checks on the mypyc-compiled engine (scripts/test_compiled.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
GTR_SCRIPT=test.sh
. scripts/env.sh

gtr_step "Python environment"
gtr_python
gtr_node "the tests build and check the table's front end with it"

have_browser() {
  if [ -n "${GTR_CHROMIUM:-}" ]; then
    [ -x "$GTR_CHROMIUM" ] || gtr_fail "GTR_CHROMIUM=$GTR_CHROMIUM is not an executable file"
    return 0
  fi
  [ -x /usr/bin/chromium ] || command -v chromium >/dev/null 2>&1
}
if ! have_browser; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    gtr_step "installing Chromium (Debian/Ubuntu package) for the browser tests"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update
    apt-get install -y chromium libcairo2  # libcairo2: the GIF test (cairosvg)
  elif [ "${CI:-}" = "true" ]; then
    gtr_fail "CI needs Chromium for the browser tests: install it, or set GTR_CHROMIUM"
  else
    printf '\nnote: no Chromium found, so the browser tests (tests/e2e) will be skipped.\n'
    printf '      To run them: sudo apt-get install chromium, or set GTR_CHROMIUM=/path/to/chrome\n'
  fi
fi

gtr_step "npm ci (esbuild, TypeScript, vitest)"
(cd js && npm ci --no-audit --no-fund)

gtr_step "pip install -e .[test] (builds gtr_widget/static via hatch-jupyter-builder)"
"$PY" -m pip install -e ".[test]"

gtr_step "bundle the front end (fresh, even when an older bundle exists)"
(cd js && npm run build)

gtr_step "typecheck (tsc --noEmit)"
(cd js && npx tsc --noEmit)

gtr_step "front-end unit tests (vitest)"
(cd js && npx vitest run)

gtr_step "ruff"
"$PY" -m ruff check .

gtr_step "mypy (the shared parts strict, the games at the default level: pyproject.toml)"
"$PY" -m mypy

gtr_step "import contracts (the shared parts import no game; nothing imports upward)"
"$PY" -c "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports())"

gtr_step "rulebook scenarios (every worked example replayed and checked)"
"$PY" -m gtr_widget.scenarios

gtr_step "the wheel from a fresh copy, installed where there is no Node"
wheels="$(mktemp -d)"
trap 'rm -rf "$wheels"' EXIT
PY="$PY" GTR_WHEEL_OUT="$wheels" bash scripts/check_wheel.sh

gtr_step "pytest (unit, widget, notebook and browser tests), two workers, a test file each"
# --dist loadfile keeps a file's tests on one worker, so a browser module starts one Lab
"$PY" -m pytest -n 2 --dist loadfile

# the compiled engine's checks reuse the wheel's extension modules (compiled once, above)
GTR_COMPILED_WHEEL="$(ls "$wheels"/gtr_widget-*.whl)" bash scripts/test_compiled.sh
