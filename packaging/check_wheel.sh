#!/usr/bin/env bash
# The Python way to install the game, checked: build the sdist and the wheel, check them,
# install the wheel alone into a fresh venv (not the checkout) and play a match from it.
#
#     packaging/check_wheel.sh
#
# -> dist/python/fivesup_qt-<version>.tar.gz and fivesup_qt-<version>-py3-none-any.whl
#
# Checks: `python -m build` makes both (the wheel from the sdist, so the sdist is complete);
# `twine check --strict` passes; the wheel carries the package, the compiled translations, the
# sounds, the icon and the sample record, with pyproject.toml's version, and nothing else (no tests, no
# packaging files); a new venv installs the wheel with its dependencies (pip's cache serves
# them when it has them); from there, outside the checkout, `fivesup-qt --smoke` plays a
# match offscreen, `fivesup-qt replay` accepts the shipped sample record, and the Arabic
# translation loads. Runs on Linux, macOS and Windows (Git Bash). Needs build and twine in
# the venv (the "release" extra). Environment: PYTHON (the venv's python).
set -euo pipefail
cd "$(dirname "$0")/.."
export PIP_DISABLE_PIP_VERSION_CHECK=1 QT_QPA_PLATFORM=offscreen
t0=$(date +%s)

fail() { echo "FAIL: $*" >&2; exit 1; }
venv_bin() { if [ -d "$1/Scripts" ]; then echo "$1/Scripts"; else echo "$1/bin"; fi; }

PY=${PYTHON:-$(venv_bin .venv)/python}
VERSION=$(awk '/^\[project\]/ { p = 1; next } /^\[/ { p = 0 }
               p && /^version *=/ { sub(/^version *= *"/, ""); sub(/".*/, ""); print; exit }' pyproject.toml)
[ -n "$VERSION" ] || fail "no [project] version in pyproject.toml"
OUT=dist/python
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
echo "== fivesup-qt $VERSION: sdist and wheel"
# build and twine are the "release" extra; without them `python -m build` fails with "No module
# named build.__main__" (the checkout's build/ folder passes for the package).
for tool in build twine; do
    "$PY" -m pip show -q "$tool" >/dev/null 2>&1 ||
        fail "$tool is not installed in $PY's environment: $(dirname "$PY")/pip install -e '.[release]'"
done

# --- build and check ----------------------------------------------------------------------------
rm -rf "$OUT"
# Built from a copy of the files git knows (tracked, or new and not ignored), as a fresh clone
# would be: setuptools also packs what an old fivesup_qt.egg-info lists (the editable install
# leaves one), which would hide a file left out of the package data.
SRC=.
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    SRC=$TMP/src
    packaging/copy_sources.sh "$SRC"
fi
"$PY" -m build --outdir "$OUT" "$SRC" > "$TMP/build.log" 2>&1 || { cat "$TMP/build.log" >&2; fail "python -m build"; }
SDIST=$OUT/fivesup_qt-$VERSION.tar.gz
WHEEL=$OUT/fivesup_qt-$VERSION-py3-none-any.whl
[ -s "$SDIST" ] || fail "no $SDIST (built: $(ls "$OUT"))"
[ -s "$WHEEL" ] || fail "no $WHEEL (built: $(ls "$OUT"))"
"$PY" -m twine --no-color check --strict "$SDIST" "$WHEEL" | sed 's/^/   /'

# The sdist carries the licences and the full rules (MANIFEST.in), from which the wheel is built.
"$PY" - "$SDIST" "$VERSION" <<'EOF' || fail "sdist contents"
import sys
import tarfile

sdist, version = sys.argv[1], sys.argv[2]
top = f"fivesup_qt-{version}/"
names = {name.removeprefix(top) for name in tarfile.open(sdist).getnames()}
required = {"LICENSE", "fivesup_qt/resources/fonts/OFL.txt", "docs/rules.md", "docs/rules.ar.md"}
missing = sorted(required - names)
for name in missing:
    print(f"   missing {name}", file=sys.stderr)
sys.exit(1 if missing else 0)
EOF

# What the wheel must carry (and must not).
"$PY" - "$WHEEL" "$VERSION" <<'EOF' || fail "wheel contents"
import glob
import sys
import zipfile
from email.parser import Parser

wheel, version = sys.argv[1], sys.argv[2]
names = set(zipfile.ZipFile(wheel).namelist())
info = f"fivesup_qt-{version}.dist-info"
required = {"fivesup_qt/__main__.py", "fivesup_qt/about.py", "fivesup_qt/rules/match.py",
            "fivesup_qt/commands/cli.py", "fivesup_qt/commands/bench/main.py",  # the commands
            "fivesup_qt/resources/sample-match.fivesup.json", "fivesup_qt/resources/icons/fivesup-qt.svg",
            "fivesup_qt/docs/rules.md", "fivesup_qt/docs/rules.ar.md",  # the full rules (setup.py)
            f"{info}/licenses/LICENSE", f"{info}/licenses/fivesup_qt/resources/fonts/OFL.txt",
            f"{info}/METADATA", f"{info}/entry_points.txt"}
required |= {path.replace("\\", "/") for path in glob.glob("fivesup_qt/i18n/*.qm")}
sounds = {path.replace("\\", "/") for path in glob.glob("fivesup_qt/resources/sounds/*.wav")}
required |= sounds  # the table's sounds (tools/make_sounds.py), played through miniaudio
problems = [f"missing {name}" for name in sorted(required - names)]
if len(sounds) < 5:
    problems.append(f"{len(sounds)} sounds in fivesup_qt/resources/sounds, not 5")
if not any(name.endswith("_ar.qm") for name in names):
    problems.append("no Arabic translation (.qm)")
problems += [f"not part of the game: {name}" for name in sorted(names)
             if not name.startswith(("fivesup_qt/", f"{info}/")) or "__pycache__" in name]
metadata = Parser().parsestr(zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode())
if metadata["Version"] != version:
    problems.append(f"METADATA says version {metadata['Version']}")
entry_points = zipfile.ZipFile(wheel).read(f"{info}/entry_points.txt").decode()
if "fivesup-qt = fivesup_qt.__main__:main" not in entry_points:
    problems.append("no fivesup-qt command in entry_points.txt")
for problem in problems:
    print(f"   {problem}", file=sys.stderr)
if problems:
    sys.exit(1)
qm = sorted(n.rsplit("/", 1)[1] for n in names if n.endswith(".qm"))
print(f"   wheel: {len(names)} files with {', '.join(qm)}, {len(sounds)} sounds, the icon and the sample record")
EOF
echo "   sdist $(du -k "$SDIST" | cut -f1) KB, wheel $(du -k "$WHEEL" | cut -f1) KB"
"$PY" packaging/size_claims.py "any (Python)" "wheel=$WHEEL" || fail "docs/releases.md's wheel size"

# --- a fresh venv with the wheel alone ------------------------------------------------------------
echo "== installing the wheel into a new venv"
start=$(date +%s)
"$PY" -m venv "$TMP/venv"
BIN=$(venv_bin "$TMP/venv")
"$BIN/python" -m pip install -q "$WHEEL" > "$TMP/pip.log" 2>&1 || { cat "$TMP/pip.log" >&2; fail "pip install of the wheel"; }
echo "   installed in $(($(date +%s) - start)) s"

cd "$TMP"  # away from the checkout: nothing may be imported from it
export FIVESUP_QT_HOME=$TMP/home
out=$("$BIN/fivesup-qt" --smoke --players 3 2> "$TMP/smoke.err") || { rc=$?; cat "$TMP/smoke.err" >&2; fail "--smoke exited $rc"; }
echo "$out" | grep "^smoke: " >/dev/null || fail "--smoke printed: $out"
echo "   $out"

# The package, its version, icon, translations and sample record all come from the venv.
cat > "$TMP/installed.py" <<'EOF'
import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

import fivesup_qt
from fivesup_qt import about
from fivesup_qt.ui.words import i18n

venv = Path(sys.prefix).resolve()
for what, path in (("the package", Path(fivesup_qt.__file__)), ("the icon", about.icon_path()),
                   ("the sample record", about.sample_record()), ("the Arabic .qm", i18n.qm_path("ar")),
                   ("the rules", about.rules_document()), ("the Arabic rules", about.rules_document("ar"))):
    assert path is not None and path.is_file(), f"{what} is missing"
    assert path.resolve().is_relative_to(venv), f"{what} is not from the venv: {path}"
assert about.version() == sys.argv[1], f"version {about.version()}"
app = QApplication([])
assert i18n.install(app, "ar") == "ar", "the Arabic translation did not load"
assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft
print(about.sample_record())
EOF
SAMPLE=$("$BIN/python" "$TMP/installed.py" "$VERSION" | tr -d '\r') || fail "the installed package"
echo "   version, icon, Arabic translation (right to left), rules and sample record from the venv: ok"
"$BIN/fivesup-qt" replay --json "$SAMPLE" > "$TMP/replay.json" || fail "replay of the sample record exited $?"
grep -q '"format": "fivesup-replay/1"' "$TMP/replay.json" || fail "replay report"
echo "   replay of the installed sample record: ok"
echo "== wheel check passed in $(($(date +%s) - t0)) s"
