#!/usr/bin/env bash
# The compiled engine, checked: the rules and AI tests against it, and its outputs compared
# with the pure engine's byte for byte.
#
#     packaging/check_compiled.sh
#
# Builds the compiled wheel and its tree (packaging/build_compiled.sh), runs every test of
# tests/rules and tests/ai there (packaging/test_compiled.py: the slow ones too; a test fails
# if the pure build ran instead), compares simulate/replay/review outputs with this checkout's pure build
# (packaging/compare_builds.py), and prints the bench's playout figures of both builds.
# Environment: PYTHON (the venv's python).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
venv_bin() { if [ -d "$1/Scripts" ]; then echo "$1/Scripts"; else echo "$1/bin"; fi; }
PY=${PYTHON:-$ROOT/$(venv_bin .venv)/python}
TREE=build/compiled-tree

echo "== the compiled wheel"
PYTHON=$PY packaging/build_compiled.sh

wheels=(dist/compiled/fivesup_qt-*.whl)
"$PY" packaging/size_claims.py "this system (Python, compiled engine)" \
    "wheel=${wheels[0]}" || exit 1
echo "== tests/rules and tests/ai against the compiled build"
"$PY" packaging/test_compiled.py --into "$TREE"

echo "== the compiled and the pure build, byte for byte"
"$PY" packaging/compare_builds.py "$TREE"

echo "== bench: random playouts, compiled and pure"
(cd "$TREE" && "$PY" -m fivesup_qt bench --playouts --seconds 2 &&
    FIVESUP_QT_ENGINE=pure "$PY" -m fivesup_qt bench --playouts --seconds 2) | sed 's/^/   /'
