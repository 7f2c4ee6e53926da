#!/usr/bin/env bash
# From a fresh machine (Python 3.11+, Node.js 20) to the first notebook open in JupyterLab.
#
#   bash scripts/quickstart.sh                      # install, then open JupyterLab
#   PORT=9000 bash scripts/quickstart.sh --no-browser --ip=0.0.0.0
#
# Installs the package with every extra (`pip install -e ".[all]"`; pip builds the TypeScript
# front end into gtr_widget/static/ through hatch-jupyter-builder, which is why Node is needed),
# then starts JupyterLab on examples/01_play_your_first_game.ipynb. Extra arguments go to
# `jupyter lab` unchanged; $PORT, when set, is the port; as root, --allow-root is added.
# Set PYTHON to use another interpreter (e.g. PYTHON=python3.11).
set -euo pipefail
cd "$(dirname "$0")/.."

PYTHON="${PYTHON:-python}"
NOTEBOOK="examples/01_play_your_first_game.ipynb"

fail() { printf 'quickstart: %s\n' "$*" >&2; exit 1; }

command -v "$PYTHON" >/dev/null 2>&1 || fail "no '$PYTHON' found: install Python 3.11 or newer"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))' \
  || fail "$("$PYTHON" -V 2>&1) is too old: gtr_widget needs Python 3.11 or newer"
if [ ! -f gtr_widget/static/widget.js ]; then
  command -v npm >/dev/null 2>&1 \
    || fail "no npm found: install Node.js 20 (pip builds the table's front end with it)"
fi

printf '==> %s -m pip install -e ".[all]"\n' "$PYTHON"
"$PYTHON" -m pip install -e ".[all]"

args=()
if [ -n "${PORT:-}" ]; then
  args+=("--port=${PORT}")
fi
if [ "$(id -u)" = "0" ]; then
  args+=("--allow-root")  # Jupyter refuses to run as root without it (containers, CI)
fi

printf '==> jupyter lab %s\n' "$NOTEBOOK"
exec "$PYTHON" -m jupyterlab ${args[@]+"${args[@]}"} "$@" "$NOTEBOOK"
