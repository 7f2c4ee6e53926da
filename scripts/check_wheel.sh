#!/usr/bin/env bash
# What a user of the wheel gets, checked from a fresh copy of the repository:
#   1. copy the tracked files (no gtr_widget/static/, no node_modules/) to a temporary folder;
#   2. build the wheel there, as a release would (pip runs hatch-jupyter-builder: npm install
#      and the bundle, so Node is needed for this step only);
#   3. make a new venv, hide node and npm, install the wheel and create a Table: the wheel must
#      carry the built front end and never call Node.
#
#   bash scripts/check_wheel.sh          # PY=/path/to/python to build with another interpreter
#   GTR_WHEEL_OUT=DIR bash scripts/check_wheel.sh   # keep the wheel in DIR
#
# Where a C compiler is present the wheel holds the mypyc-compiled engines (hatch_build.py),
# and the installed package must load them (gtr_widget.compiled); GTR_WIDGET_PURE=1 checks the
# plain-Python wheel instead.
# scripts/test.sh (and so CI) runs it. Needs a git checkout.
set -euo pipefail
cd "$(dirname "$0")/.."
GTR_SCRIPT=check_wheel.sh
. scripts/env.sh

if [ -z "${PY:-}" ]; then
  gtr_python
fi
gtr_node "building the wheel bundles the front end with it"
git rev-parse --is-inside-work-tree >/dev/null 2>&1 || gtr_fail "needs a git checkout"

tmp="$(mktemp -d "${TMPDIR:-/tmp}/gtr-wheel-XXXXXX")"
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src" "$tmp/dist" "$tmp/nonode"

# Tracked files plus new, not yet ignored ones, as they are in the work tree (a fresh clone
# has exactly the tracked files); files deleted in the work tree are left out.
git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done \
  | tar --null -T - -cf - | tar -xf - -C "$tmp/src"
[ ! -e "$tmp/src/gtr_widget/static" ] || gtr_fail "the copy holds a built front end already"

printf 'building the wheel from a fresh copy (%s)\n' "$tmp/src"
"$PY" -m pip wheel --quiet --no-deps --wheel-dir "$tmp/dist" "$tmp/src" \
  || gtr_fail "building the wheel failed"
wheel="$(ls "$tmp/dist"/gtr_widget-*.whl)"
printf 'built %s (%s KB)\n' "$(basename "$wheel")" "$(( $(stat -c %s "$wheel") / 1024 ))"
if [ -n "${GTR_WHEEL_OUT:-}" ]; then
  cp "$wheel" "$GTR_WHEEL_OUT/"
fi
# whether this machine's build should have compiled the engines (scripts/compile_engine.py)
expect_compiled="$("$PY" -c 'import importlib.util, sys
spec = importlib.util.spec_from_file_location("ce", sys.argv[1])
ce = importlib.util.module_from_spec(spec); spec.loader.exec_module(ce)
print(int(ce.why_plain() is None))' scripts/compile_engine.py)"

"$PY" - "$wheel" <<'PYCODE'
import sys
import zipfile

names = zipfile.ZipFile(sys.argv[1]).namelist()
wanted = ["gtr_widget/static/widget.js", "gtr_widget/static/widget.css"]
missing = [n for n in wanted if n not in names]
missing += [] if any(n.endswith(".dist-info/licenses/LICENSE") for n in names) else ["LICENSE"]
if missing:
    sys.exit(f"the wheel lacks {missing}")
PYCODE

# No Node from here on: node and npm on PATH are stand-ins that fail loudly.
for tool in node npm npx; do
  printf '#!/bin/sh\necho "check_wheel: %s was called, but the wheel must work without Node" >&2\nexit 97\n' \
    "$tool" > "$tmp/nonode/$tool"
  chmod +x "$tmp/nonode/$tool"
done
nonode_path="$tmp/nonode:$PATH"

"$PY" -m venv "$tmp/venv"
venv_py="$tmp/venv/bin/python"
printf 'installing it into a new venv, without Node\n'
env PATH="$nonode_path" "$venv_py" -m pip install --quiet --upgrade pip
env PATH="$nonode_path" "$venv_py" -m pip install --quiet "$wheel" \
  || gtr_fail "installing the wheel failed"

cd "$tmp"  # so the repository's own gtr_widget/ cannot be imported instead
env -u PYTHONPATH PATH="$nonode_path" "$venv_py" - "$expect_compiled" <<'PYCODE'
import pathlib
import sys

import gtr_widget
from gtr_widget import Game, Table

where = pathlib.Path(gtr_widget.__file__).resolve()
assert "site-packages" in where.parts, f"imported {where}, not the installed wheel"
table = Table(Game.new(2, seed=1))
esm = table._esm if isinstance(table._esm, str) else str(table._esm)
assert len(esm) > 1000 and "bundle is missing" not in esm, "the wheel lacks the front end"
assert gtr_widget.compiled == (sys.argv[1] == "1"), f"expected compiled={sys.argv[1] == '1'}"
print(f"ok: gtr_widget {gtr_widget.__version__} from the wheel makes a Table with no Node"
      f" (Python {sys.version.split()[0]}; engine: {gtr_widget.engine_build})")
PYCODE
