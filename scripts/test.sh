#!/usr/bin/env bash
# The whole check, from a fresh Debian machine (Python 3.11, Node 20, root) to the pytest line.
# Installs what it needs itself: Chromium from Debian, the package with its test extra (which
# builds the TypeScript front end through hatch-jupyter-builder), and the JS dev tools.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

if [ ! -x /usr/bin/chromium ]; then
  step "installing Chromium (Debian package) for the browser tests"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update
  apt-get install -y chromium
fi

step "npm ci (esbuild, TypeScript, vitest)"
(cd js && npm ci --no-audit --no-fund)

step "pip install -e .[test] (builds gtr_widget/static via hatch-jupyter-builder)"
python -m pip install -e ".[test]"

step "bundle the front end (fresh, even when an older bundle exists)"
(cd js && npm run build)

step "typecheck (tsc --noEmit)"
(cd js && npx tsc --noEmit)

step "front-end unit tests (vitest)"
(cd js && npx vitest run)

step "ruff"
ruff check .

step "rulebook scenarios (every worked example replayed and checked)"
python -m gtr_widget.scenarios

step "pytest (unit, widget and browser tests)"
python -m pytest
