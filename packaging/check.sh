#!/usr/bin/env bash
# The packaging check (CI runs it after the tests): build the Linux bundle, the .deb and the
# .tar.gz, unpack the .deb into a temporary root and run what it installed there, and check
# that the .tar.gz carries the same bundle and runs where it is unpacked.
#
#     packaging/check.sh
#
# Checks: the package's files and metadata; the bundled game plays a computer-only match in
# its window (--smoke, offscreen platform) and exits 0; `replay` accepts the sample record
# shipped in the bundle; `schema` prints both JSON Schemas; `simulate` runs its process pool
# frozen; pyqtgraph (imported lazily by the charts) is in the bundle on PySide6; the trimmed
# parts are really gone. Prints the sizes and the start-up time (launch to the first paint
# of the window, median of 5).
set -euo pipefail
# a grep reading a pipe reads it all (>/dev/null, not -q): -q stops at the first match, and
# the writer, cut off, fails the pipe with SIGPIPE ("no postinst" failed so once)
cd "$(dirname "$0")/.."
export LANG=C.UTF-8 QT_QPA_PLATFORM=offscreen
unset FIVESUP_QT_FIRST_PAINT
APP=fivesup-qt
APP_ID=io.github.fivesup_qt.FivesupQt
t0=$(date +%s)

fail() { echo "FAIL: $*" >&2; exit 1; }

packaging/build_linux.sh
VERSION=$(.venv/bin/python -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
DEB=$(ls dist/${APP}_*.deb)
TAR=dist/$APP-$VERSION-linux-$(uname -m).tar.gz

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ROOT=$TMP/root
export FIVESUP_QT_HOME=$TMP/home  # saves and settings of the runs below stay in the temporary folder
dpkg-deb -x "$DEB" "$ROOT"
BIN=$ROOT/opt/$APP/$APP
echo "== unpacked $DEB into a temporary root"
"${PYTHON:-python3}" packaging/size_claims.py "Linux x86-64" "installed=$ROOT/opt/$APP" ".deb=$DEB" \
    ".tar.gz=$TAR" || fail "docs/releases.md's sizes"

# --- the package ------------------------------------------------------------------------------
[ "$(dpkg-deb -f "$DEB" Package)" = "$APP" ] || fail "Package field"
DEB_VERSION=$(echo "$VERSION" | sed -E 's/^([0-9.]+)[.-]?((a|b|rc|dev)[0-9]*)/\1~\2/')  # as build_linux.sh
[ "$(dpkg-deb -f "$DEB" Version)" = "$DEB_VERSION" ] || fail "Version is not $DEB_VERSION"
for dep in libegl1 libgl1 libfontconfig1 libfreetype6 libglib2.0-0 libdbus-1-3 libxkbcommon0 \
    libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 \
    libxcb-randr0 libxcb-shape0 libxcb-xkb1 fonts-dejavu-core; do
    dpkg-deb -f "$DEB" Depends | tr ',|' '\n' | sed 's/ *(.*//; s/^ *//; s/ *$//' | grep -x "$dep" >/dev/null || fail "Depends lacks $dep"
done
[ "$(readlink "$ROOT/usr/bin/$APP")" = "/opt/$APP/$APP" ] || fail "/usr/bin/$APP is not a link to the bundle"
[ -x "$BIN" ] || fail "no $BIN"
for f in usr/share/applications/$APP_ID.desktop usr/share/metainfo/$APP_ID.metainfo.xml \
    usr/share/mime/packages/$APP_ID.xml usr/share/icons/hicolor/scalable/apps/$APP_ID.svg \
    usr/share/doc/$APP/copyright; do
    [ -s "$ROOT/$f" ] || fail "missing /$f"
done
for size in 16 24 32 48 64 128 256 512; do
    [ -s "$ROOT/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png" ] || fail "no ${size}px icon"
done
grep -qx "License: OFL-1.1" "$ROOT/usr/share/doc/$APP/copyright" || fail "the copyright file lacks the font's OFL-1.1"
for f in LICENSE OFL.txt; do
    [ -s "$ROOT/opt/$APP/_internal/licenses/$f" ] || fail "the bundle lacks licenses/$f"
done
[ -s "$ROOT/opt/$APP/_internal/fivesup_qt/docs/rules.md" ] || fail "the bundle lacks the rules (fivesup_qt/docs/rules.md)"
dpkg-deb --ctrl-tarfile "$DEB" | tar -t | grep postinst >/dev/null || fail "no postinst"
unreadable=$(find "$ROOT" ! -perm -o+r | head -3)
[ -z "$unreadable" ] || fail "files only root can read: $unreadable"
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$ROOT/usr/share/applications/$APP_ID.desktop" || fail "desktop file"
fi
if command -v appstreamcli >/dev/null; then
    appstreamcli validate --no-net "$ROOT/usr/share/metainfo/$APP_ID.metainfo.xml" >/dev/null || fail "metainfo"
fi
if command -v update-mime-database >/dev/null && [ -f /usr/share/mime/packages/freedesktop.org.xml ]; then
    mkdir -p "$TMP/mime/packages"
    cp /usr/share/mime/packages/freedesktop.org.xml "$ROOT/usr/share/mime/packages/$APP_ID.xml" "$TMP/mime/packages/"
    XDG_DATA_HOME=$TMP XDG_DATA_DIRS=$TMP update-mime-database "$TMP/mime" 2>&1 | grep . && fail "update-mime-database complained"
    grep -q "application/x-fivesup-match:\*\.fivesup\.json" "$TMP/mime/globs2" || fail "MIME glob"
fi
echo "   package files, Depends, desktop file, metainfo, MIME type: ok"

# --- the bundled program ----------------------------------------------------------------------
out=$(timeout 150 "$BIN" --smoke 2>"$TMP/smoke.err") || { rc=$?; cat "$TMP/smoke.err" >&2; fail "--smoke exited $rc"; }
echo "$out" | grep "^smoke: " >/dev/null || fail "--smoke printed: $out"
echo "   $out"

# The Arabic interface (right to left, the game's .qm and Qt's qtbase_ar.qm from the bundle).
for qm in fivesup_qt/i18n/*.qm; do
    [ -e "$qm" ] || continue
    cmp -s "$qm" "$ROOT/opt/$APP/_internal/$qm" || fail "$qm is missing or stale in the bundle"
done
[ -s "$ROOT/opt/$APP/_internal/PySide6/Qt/translations/qtbase_ar.qm" ] || fail "no qtbase_ar.qm"
out=$(LANG=ar_EG.UTF-8 timeout 150 "$BIN" --smoke --players 3 2>"$TMP/smoke-ar.err") \
    || { rc=$?; cat "$TMP/smoke-ar.err" >&2; fail "--smoke in Arabic exited $rc"; }
echo "   in Arabic: $out"

SAMPLE=$ROOT/opt/$APP/_internal/resources/sample-match.fivesup.json
[ -s "$SAMPLE" ] || fail "no sample record in the bundle"
"$BIN" replay --json "$SAMPLE" > "$TMP/replay.json" || fail "replay of the sample record exited $?"
grep -q '"format": "fivesup-replay/1"' "$TMP/replay.json" || fail "replay report"
echo "   replay of the shipped sample record: ok ($(grep -c '"seat"' "$TMP/replay.json") moves)"

# The .tar.gz: one folder, owned by root, the same bundle as the .deb's, running where unpacked.
[ -s "$TAR" ] || fail "no $TAR"
tar -tvzf "$TAR" > "$TMP/tar.list"
outside=$(awk -v app="$APP/" 'substr($6, 1, length(app)) != app { print $6 }' "$TMP/tar.list")
[ -z "$outside" ] || fail "the .tar.gz has files outside $APP/: $(echo "$outside" | head -3)"
owners=$(awk '$2 != "0/0" { print $2, $6 }' "$TMP/tar.list")
[ -z "$owners" ] || fail "the .tar.gz has files not owned by 0/0: $(echo "$owners" | head -3)"
mkdir "$TMP/tar"
tar -C "$TMP/tar" -xzf "$TAR"
diff -r --no-dereference "$TMP/tar/$APP" "$ROOT/opt/$APP" >/dev/null || fail "the .tar.gz and the .deb carry different bundles"
"$TMP/tar/$APP/$APP" replay --json "$TMP/tar/$APP/_internal/resources/sample-match.fivesup.json" | cmp -s - "$TMP/replay.json" \
    || fail "replay from the unpacked .tar.gz"
echo "   .tar.gz: the same bundle as the .deb, replays where unpacked: ok"
rm -rf "$TMP/tar"
"$BIN" schema match | grep -F '"enum": ["fivesup-match/1", "fivesup-match/2"]' >/dev/null || fail "schema match from the bundle"
"$BIN" schema replay | grep -F '"enum": ["fivesup-replay/1", "fivesup-replay/2"]' >/dev/null || fail "schema replay from the bundle"
echo "   schema match / replay: ok"

timeout 120 "$BIN" simulate --variant five-up --players 2 --matches 4 --seed 3 --jobs 2 > "$TMP/sim.txt" \
    || fail "simulate --jobs 2 exited $?"
echo "   simulate with 2 processes: $(head -1 "$TMP/sim.txt")"

probe=$(FIVESUP_BUNDLE_PROBE=1 timeout 60 "$BIN") || { rc=$?; echo "$probe" >&2; fail "bundle probe exited $rc"; }
echo "   ${probe//$'\n'/$'\n'   }"
echo "$probe" | grep -x "about: Five-Up Dominoes $VERSION, icon found, sample record found" >/dev/null || fail "about in the bundle: version, icon or sample record"
engine="compiled (mypyc)"
[ "${FIVESUP_QT_COMPILE:-1}" = 1 ] || engine="pure Python"
echo "$probe" | grep "^engine: $engine, [0-9]* opening moves$" >/dev/null || fail "the bundle's engine is not the $engine one"

# The parts left out must stay out.
INT=$ROOT/opt/$APP/_internal
for gone in PySide6/Qt/lib/libQt6Quick.so.6 PySide6/Qt/lib/libQt6Qml.so.6 \
    PySide6/Qt/lib/libQt6Pdf.so.6 PySide6/QtQml.abi3.so PySide6/Qt/plugins/sqldrivers libstdc++.so.6 \
    libxcb.so.1 pyqtgraph/examples pyqtgraph/opengl; do
    [ ! -e "$INT/$gone" ] || fail "$gone is in the bundle"
done
icu=$(stat -c %s "$INT/PySide6/Qt/lib/libicudata.so."*)
[ "$icu" -lt 8000000 ] || fail "ICU data is $icu bytes: not trimmed"
if grep -oE "\('(tkinter|unittest|doctest|PyQt5|PyQt6|OpenGL|pytest|dominoes)'" \
    build/pyinstaller/$APP/PYZ-00.toc; then fail "excluded modules in the bundle's archive"; fi

# --- sizes and start-up -------------------------------------------------------------------------
# Start-up: process start to the window's first paint (the game's own FIVESUP_QT_FIRST_PAINT
# switch prints "painted <pyqtgraph imported> <deferred modules>" then and exits), wall clock, median of 5.
times=()
for _ in 1 2 3 4 5; do
    s=$(date +%s%N)
    painted=$(FIVESUP_QT_FIRST_PAINT=1 timeout 60 "$BIN" 2>/dev/null) || fail "first-paint run exited $?"
    times+=("$((($(date +%s%N) - s) / 1000000))")
    [[ "$painted" == "painted 0"* ]] || fail "first paint printed '$painted' (pyqtgraph must not load at start-up)"
done
median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p)
help_start=$(date +%s%N); "$BIN" --help >/dev/null; help_ms=$((($(date +%s%N) - help_start) / 1000000))

mb() { awk -v b="$1" 'BEGIN { printf "%.1f MB", b / 1e6 }'; }
part() { du -sb "$@" 2>/dev/null | awk '{ s += $1 } END { print s + 0 }'; }
echo "== sizes"
echo "   bundle on disk      $(mb "$(part "$ROOT/opt/$APP")")  ($(du -sh "$ROOT/opt/$APP" | cut -f1) in blocks)"
echo "   .deb                $(mb "$(stat -c %s "$DEB")")  ($DEB)"
echo "   .tar.gz             $(mb "$(stat -c %s "$TAR")")  ($TAR)"
echo "     Qt libraries      $(mb "$(part "$INT"/PySide6/Qt/lib/libQt6*)")"
echo "     ICU (trimmed)     $(mb "$(part "$INT"/PySide6/Qt/lib/libicu*)")"
echo "     Qt plugins, .qm   $(mb "$(part "$INT/PySide6/Qt/plugins" "$INT/PySide6/Qt/translations")")"
echo "     PySide6 bindings  $(mb "$(part "$INT"/PySide6/*.so* "$INT/shiboken6")")"
echo "     numpy + OpenBLAS  $(mb "$(part "$INT/numpy" "$INT/numpy.libs")")"
echo "     Python            $(mb "$(part "$INT"/libpython* "$INT/python3."* "$INT/base_library.zip" "$ROOT/opt/$APP/$APP")")"
echo "     pyqtgraph         $(mb "$(part "$INT/pyqtgraph")")"
echo "== start-up (offscreen): first paint ${median} ms after launch (runs: ${times[*]} ms);" \
     "--help (no Qt) ${help_ms} ms"
echo "== packaging check passed in $(($(date +%s) - t0)) s"
