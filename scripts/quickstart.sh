#!/usr/bin/env bash
# From a fresh clone to the first notebook open in JupyterLab.
#
#   bash scripts/quickstart.sh                                   # install, open the notebook
#   PORT=9000 bash scripts/quickstart.sh --no-browser --ip=0.0.0.0
#
# Needs Python 3.11+ and Node.js (22 LTS preferred; 20.19+ or 24+ work): pip builds the
# table's TypeScript front end into gtr_widget/static/ with it (hatch-jupyter-builder).
# Installs into the active virtualenv/conda environment, else into ./.venv, which it makes from
# $PYTHON (default python3; see scripts/env.sh). The install is a built wheel, not an editable
# one: where a C compiler is present its engines are compiled with mypyc (hatch_build.py;
# GTR_WIDGET_PURE=1 installs plain Python), on every core, while pip installs the dependencies
# (the `all` extra's, listed by scripts/requirements.py); the wheel's lines start with [wheel].
# Then starts JupyterLab on
# examples/01_play_your_first_game.ipynb and prints that notebook's URL (with --no-browser,
# open it yourself). Extra arguments go to `jupyter lab` unchanged; $PORT, when set, is the
# port; as root, --allow-root is added.
set -euo pipefail
cd "$(dirname "$0")/.."
GTR_SCRIPT=quickstart.sh
. scripts/env.sh

NOTEBOOK="examples/01_play_your_first_game.ipynb"

gtr_step "Python environment"
gtr_python
if [ ! -f gtr_widget/static/widget.js ]; then
  gtr_node "pip builds the table's front end with it"
fi

# What `pip install ".[all]"` does, in two parts at the same time: the wheel (the front end, and
# the engines compiled with mypyc where a C compiler is present) builds in its own environment
# while pip installs the dependencies, so neither waits for the other.
work="$(mktemp -d "${TMPDIR:-/tmp}/gtr-quickstart-XXXXXX")"
wheel_pid=""
trap '[ -z "$wheel_pid" ] || kill "$wheel_pid" 2>/dev/null; rm -rf "$work"' EXIT
gtr_step "pip wheel . (the front end, the engines compiled with mypyc), and meanwhile the dependencies"
"$PY" -m pip wheel --no-deps --wheel-dir "$work" . > >(sed -u 's/^/[wheel] /') 2>&1 &
wheel_pid=$!
mapfile -t requirements < <("$PY" scripts/requirements.py all)
"$PY" -m pip install "${requirements[@]}"
wait "$wheel_pid" || gtr_fail "building the wheel failed (the [wheel] lines above)"
wheel_pid=""
gtr_step "pip install the wheel"
"$PY" -m pip install --no-deps --force-reinstall "$work"/gtr_widget-*.whl
rm -rf "$work"
(cd examples && "$PY" -c 'import gtr_widget; print("gtr_widget engine:", gtr_widget.engine_build)')

args=("--LabApp.default_url=/lab/tree/${NOTEBOOK}")  # the URL printed and opened: the notebook
if [ -n "${PORT:-}" ]; then
  args+=("--port=${PORT}")
fi
if [ "$(id -u)" = "0" ]; then
  args+=("--allow-root")  # Jupyter refuses to run as root without it (containers, CI)
fi

gtr_step "jupyter lab: open the URL that ends in ${NOTEBOOK}?token=..."
exec "$PY" -m jupyterlab "${args[@]}" "$@"
