#!/usr/bin/env bash
# The compiled engines pass the same checks as the plain ones (scripts/compile_engine.py).
#
#   bash scripts/test_compiled.sh      # test.sh runs it last; it also runs on its own
#   GTR_COMPILED_WHEEL=dist/gtr_widget-….whl bash scripts/test_compiled.sh
#
# With GTR_COMPILED_WHEEL (test.sh passes the wheel check_wheel.sh built), the extension
# modules come from that wheel, which compiled them from the same source (hatch_build.py),
# instead of being compiled a second time.
# Builds the mypyc extension modules in place, then, on that build: every rulebook scenario,
# every test but the notebooks' and the browser's (rules, buildings, saves, undo, hidden
# information, bots, tables, analysis), and the play fingerprint, which must equal the plain
# engines'. The build is
# removed on exit, pass or fail, so the source tree goes back to plain Python. Needs a C
# compiler and the Python headers: installed from apt when run as root, else the check is
# skipped with a note (in CI, CI=true, a missing compiler fails the run).
set -euo pipefail
cd "$(dirname "$0")/.."
GTR_SCRIPT=test_compiled.sh
. scripts/env.sh
gtr_python

has_compiler() {
  command -v cc >/dev/null 2>&1 && "$PY" -c \
    'import os, sysconfig, sys; sys.exit(not os.path.exists(sysconfig.get_paths()["include"] + "/Python.h"))'
}
if ! has_compiler; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    gtr_step "installing a C compiler and the Python headers (apt) for the compiled engine"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq gcc "python$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')-dev"
  elif [ "${CI:-}" = "true" ]; then
    gtr_fail "CI needs a C compiler and the Python headers to test the compiled engine"
  else
    printf '\nnote: no C compiler or Python headers, so the compiled engine is not tested.\n'
    exit 0
  fi
fi

gtr_step "compiled engine: the compile extra of pyproject.toml (mypy, which brings mypyc)"
# its requirements alone: reinstalling the package would rebuild the front end for nothing
"$PY" -m pip install --quiet $("$PY" -c 'import tomllib
print(" ".join(tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"]["compile"]))')

plain="$(mktemp)"
compiled="$(mktemp)"
trap '"$PY" scripts/compile_engine.py --clean >/dev/null; rm -f "$plain" "$compiled"' EXIT

gtr_step "compiled engine: the plain engines' fingerprint (300 seeded games per edition and game)"
"$PY" scripts/engine_fingerprint.py | tee "$plain"

if [ -n "${GTR_COMPILED_WHEEL:-}" ] && "$PY" -c 'import sys, zipfile
sys.exit(not any(n.endswith(".so") for n in zipfile.ZipFile(sys.argv[1]).namelist()))' \
    "$GTR_COMPILED_WHEEL"; then
  gtr_step "compiled engine: the wheel's extension modules, in place ($(basename "$GTR_COMPILED_WHEEL"))"
  "$PY" scripts/compile_engine.py --from-wheel "$GTR_COMPILED_WHEEL"
else
  gtr_step "compiled engine: build (mypyc, in place)"
  "$PY" scripts/compile_engine.py >/dev/null
fi
"$PY" -c 'import gtr_widget, sys; print("engine:", gtr_widget.engine_build); sys.exit(not gtr_widget.compiled)' \
  || gtr_fail "the compiled modules were not loaded"

gtr_step "compiled engine: the same fingerprint"
"$PY" scripts/engine_fingerprint.py | tee "$compiled"
diff "$plain" "$compiled" || gtr_fail "the compiled engine plays differently from the plain one"

gtr_step "compiled engine: every rulebook scenario"
"$PY" -m gtr_widget.scenarios

gtr_step "compiled engine: the tests (not the notebooks or the browser)"
"$PY" -m pytest -q -n 2 -p no:cacheprovider tests \
  --ignore=tests/e2e --ignore=tests/test_notebooks.py
