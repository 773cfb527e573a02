#!/usr/bin/env bash
# The compiled engine's wheel, and the same unpacked as a folder the game runs from.
#
#     packaging/build_compiled.sh
#
# -> dist/compiled/fivesup_qt-<version>-<python>-<platform>.whl  (FIVESUP_QT_COMPILE=1, setup.py)
# -> build/compiled-tree/   the wheel unpacked: `python -m fivesup_qt` run from there runs the
#                           compiled engine; the Linux bundle is made from it (build_linux.sh)
#
# Built, as check_wheel.sh builds the pure wheel, from a copy of the files git knows. Checks that
# every module setup.py's ENGINE names is an extension module in the wheel, with its .py source
# beside it (FIVESUP_QT_ENGINE=pure runs those), and that the tree runs the compiled build.
# Needs a C compiler and the Python headers; pip fetches mypy into the build's own environment.
# Environment: PYTHON (the venv's python).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export PIP_DISABLE_PIP_VERSION_CHECK=1
fail() { echo "FAIL: $*" >&2; exit 1; }
venv_bin() { if [ -d "$1/Scripts" ]; then echo "$1/Scripts"; else echo "$1/bin"; fi; }
PY=${PYTHON:-$ROOT/$(venv_bin .venv)/python}
OUT=dist/compiled
TREE=build/compiled-tree
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
start=$(date +%s)

SRC=.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    SRC=$TMP/src
    packaging/copy_sources.sh "$SRC"
fi
rm -rf "$OUT"
FIVESUP_QT_COMPILE=1 "$PY" -m pip wheel --no-deps -q -w "$OUT" "$SRC" > "$TMP/build.log" 2>&1 ||
    { grep -v "^WARNING: Location" "$TMP/build.log" >&2; fail "the compiled wheel did not build"; }
WHEEL=$(find "$OUT" -name 'fivesup_qt-*-cp3*.whl' | head -n 1)
[ -n "$WHEEL" ] || fail "no compiled wheel in $OUT (built: $(ls "$OUT"))"

"$PY" - "$WHEEL" <<'PYTHON' || fail "compiled wheel contents"
import ast
import sys
import zipfile
from pathlib import Path

names = zipfile.ZipFile(sys.argv[1]).namelist()
setup = ast.parse(Path("setup.py").read_text(encoding="utf-8"))
engine = next(ast.literal_eval(node.value) for node in ast.walk(setup)
              if isinstance(node, ast.Assign) and getattr(node.targets[0], "id", "") == "ENGINE")
sources = [str(path) for entry in engine
           for path in (sorted(Path(entry).glob("*.py")) if entry.endswith("/") else [Path(entry)])]
problems = []
for source in sources:
    stem = source[:-3]
    if source not in names:
        problems.append(f"no {source} (FIVESUP_QT_ENGINE=pure runs it)")
    if not any(name.startswith(stem + ".") and name.endswith((".so", ".pyd")) for name in names):
        problems.append(f"{source} is not compiled")
if not any(name.startswith("fivesup_qt_engine__mypyc.") for name in names):
    problems.append("no fivesup_qt_engine__mypyc library")
for problem in problems:
    print("  ", problem)
print(f"   {len(sources)} modules compiled")
sys.exit(1 if problems else 0)
PYTHON

rm -rf "$TREE"
mkdir -p "$TREE"
"$PY" -m zipfile -e "$WHEEL" "$TREE"
built=$(cd "$TREE" && "$PY" -c "from fivesup_qt.rules.build import build_name; print(build_name())")
[ "$built" = "compiled (mypyc)" ] || fail "$TREE runs the $built build"
echo "   $WHEEL: $(du -k "$WHEEL" | cut -f1) KB, unpacked into $TREE ($(($(date +%s) - start)) s)"
