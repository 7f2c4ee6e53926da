# Sourced by quickstart.sh, test.sh and check_wheel.sh: find (or make) the Python environment
# and check Node.js, so a fresh machine with no virtualenv works with no extra step.
#
#   GTR_SCRIPT  the calling script's name, for messages
#   PYTHON      the interpreter to build .venv from (default python3), or to use inside an
#               active virtualenv/conda environment
#
# After `gtr_python`, $PY is the interpreter to install into and to run everything with:
#   * inside an active virtualenv ($VIRTUAL_ENV) or conda environment ($CONDA_PREFIX), that
#     environment's Python: you chose it, so it is used as it is;
#   * otherwise ./.venv/bin/python, made from $PYTHON when missing. Debian and Ubuntu forbid
#     `pip install` into the system Python (externally-managed-environment), and have no
#     `python` command, so the scripts never use the system interpreter directly.

gtr_fail() { printf '\n%s: %s\n' "${GTR_SCRIPT:-gtr_widget}" "$*" >&2; exit 1; }
gtr_step() { printf '\n==> %s\n' "$*"; }

_gtr_py_ok() {  # the interpreter runs and is Python 3.11 or newer
  "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' >/dev/null 2>&1
}

_gtr_root() { [ "$(id -u)" = "0" ]; }

# Debian/Ubuntu split venv (and ensurepip) into its own package; install it when we may.
_gtr_ensure_venv_module() {
  local base="$1" pkg
  "$base" -c 'import ensurepip, venv' >/dev/null 2>&1 && return 0
  pkg="python$("$base" -c 'import sys; print(f"{sys.version_info[0]}.{sys.version_info[1]}")')-venv"
  if _gtr_root && command -v apt-get >/dev/null 2>&1; then
    gtr_step "installing $pkg (Debian/Ubuntu keep Python's venv module in its own package)"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq && apt-get install -y -qq "$pkg" \
      || gtr_fail "could not install $pkg: install it (or python3-venv) and run again"
  else
    gtr_fail "'$base -m venv' is not available. On Debian/Ubuntu: sudo apt-get install $pkg;
elsewhere install Python 3.11+ with its venv module, or activate a virtualenv or conda
environment of your own and run again"
  fi
}

gtr_python() {
  if [ -n "${VIRTUAL_ENV:-}" ] || [ -n "${CONDA_PREFIX:-}" ]; then
    PY="${PYTHON:-python}"
    command -v "$PY" >/dev/null 2>&1 || PY=python3
    command -v "$PY" >/dev/null 2>&1 || gtr_fail "no python in the active environment"
    _gtr_py_ok "$PY" || gtr_fail "$("$PY" -V 2>&1) is too old: gtr_widget needs Python 3.11+"
    printf 'using the active environment: %s (%s)\n' "${VIRTUAL_ENV:-$CONDA_PREFIX}" \
      "$("$PY" -V 2>&1)"
    return 0
  fi
  local base="${PYTHON:-python3}"
  if ! _gtr_py_ok .venv/bin/python; then
    command -v "$base" >/dev/null 2>&1 \
      || gtr_fail "no '$base' found: install Python 3.11 or newer (or set PYTHON=/path/to/python3)"
    _gtr_py_ok "$base" \
      || gtr_fail "$("$base" -V 2>&1) is too old: gtr_widget needs Python 3.11 or newer
(set PYTHON=python3.11, or another newer interpreter)"
    _gtr_ensure_venv_module "$base"
    gtr_step "$base -m venv .venv (no virtualenv is active: the scripts make and use their own)"
    rm -rf .venv
    "$base" -m venv .venv || gtr_fail "'$base -m venv .venv' failed"
    .venv/bin/python -m pip install --quiet --upgrade pip \
      || gtr_fail "could not upgrade pip in .venv"
  fi
  PY="$PWD/.venv/bin/python"
  printf 'using %s (%s)\n' "$PY" "$("$PY" -V 2>&1)"
}

# The JS lockfile (vite 7, jsdom 29) needs Node ^20.19, ^22.13 or >= 24.
gtr_node() {
  local why="$1" v major minor
  local hint="Install Node.js 22 LTS (preferred; 20.19+ and 24+ also work) from nodejs.org,
your package manager, nvm or conda (conda install -c conda-forge nodejs=22)."
  command -v node >/dev/null 2>&1 || gtr_fail "no node found, and $why.
$hint"
  command -v npm >/dev/null 2>&1 || gtr_fail "no npm found, and $why.
$hint"
  v="$(node -p 'process.versions.node')"
  major="${v%%.*}"; minor="${v#*.}"; minor="${minor%%.*}"
  if ! { [ "$major" = 20 ] && [ "$minor" -ge 19 ]; } \
     && ! { [ "$major" = 22 ] && [ "$minor" -ge 13 ]; } && ! [ "$major" -ge 24 ]; then
    gtr_fail "Node.js $v is too old or unsupported: $why, and its tools (vite 7,
jsdom 29) need Node 20.19+, 22.13+ or 24+.
$hint"
  fi
  printf 'using Node.js %s\n' "$v"
}
