#!/usr/bin/env bash
# The macOS packaging check, the counterpart of packaging/check.sh: after make_dmg.sh, open the
# disk image as a player would, copy the app out of it and run the copy.
#
#     packaging/macos/check_dmg.sh
#
# Checks: the image verifies and mounts read-only with the app and a link to /Applications;
# Info.plist carries the version, the bundle id, the match-record document type
# (CFBundleDocumentTypes, *.fivesup.json exported as a type) and the minimum macOS; the program
# is built for this machine's architecture; the signature verifies (ad hoc, or Developer ID
# and accepted by Gatekeeper when FIVESUP_CODESIGN_IDENTITY is set, stapled when notarized);
# the copied app plays a computer-only match (--smoke, offscreen), replays the shipped sample
# record, runs `simulate --jobs 2` (spawned processes, frozen) and passes the bundle probe
# (version, icon, sample record, pyqtgraph on PySide6). Runs on a macOS runner (release workflow).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "$(uname -s)" = Darwin ] || { echo "check_dmg.sh runs on macOS (hdiutil, codesign)" >&2; exit 2; }
export QT_QPA_PLATFORM=offscreen
PY=${PYTHON:-.venv/bin/python}
APP_NAME="Five-Up Dominoes"
APP_ID=io.github.fivesup_qt.FivesupQt
VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
DMG="dist/fivesup-qt-$VERSION-macos-$ARCH.dmg"
t0=$(date +%s)

fail() { echo "FAIL: $*" >&2; exit 1; }
[ -s "$DMG" ] || fail "no $DMG (run packaging/macos/make_dmg.sh first)"
echo "== $DMG ($(du -h "$DMG" | cut -f1))"

TMP=$(mktemp -d)
MNT=$TMP/mnt
cleanup() {
    if [ -d "$MNT" ]; then hdiutil detach -quiet "$MNT" || hdiutil detach -quiet -force "$MNT" || true; fi
    rm -rf "$TMP"
}
trap cleanup EXIT
export FIVESUP_QT_HOME=$TMP/home

hdiutil verify -quiet "$DMG" || fail "hdiutil verify"
mkdir "$MNT"
hdiutil attach -quiet -nobrowse -readonly -noautoopen -mountpoint "$MNT" "$DMG" || fail "hdiutil attach"
[ -d "$MNT/$APP_NAME.app" ] || fail "no $APP_NAME.app in the image"
[ "$(readlink "$MNT/Applications")" = /Applications ] || fail "no link to /Applications in the image"

# Info.plist: version, identity, document types (plistlib: keys such as public.filename-extension
# hold dots, which plutil's key paths cannot name).
"$PY" - "$MNT/$APP_NAME.app/Contents/Info.plist" "$VERSION" "$APP_ID" <<'EOF' || fail "Info.plist"
import plistlib
import re
import sys
from importlib.metadata import distribution

path, version, app_id = sys.argv[1:]
with open(path, "rb") as f:
    info = plistlib.load(f)
assert info["CFBundleShortVersionString"] == version, info["CFBundleShortVersionString"]
assert info["CFBundleIdentifier"] == app_id, info["CFBundleIdentifier"]
assert info["CFBundleExecutable"] == "fivesup-qt"
# Not older than the macOS the bundled Qt was built for (the PySide6 wheel's platform tag).
tag = re.search(r"macosx_(\d+)_(\d+)_", distribution("PySide6-Essentials").read_text("WHEEL"))
minimum = tuple(int(n) for n in info["LSMinimumSystemVersion"].split("."))
assert minimum >= (int(tag[1]), int(tag[2])), (info["LSMinimumSystemVersion"], tag[0])
exported = {t["UTTypeIdentifier"]: t for t in info["UTExportedTypeDeclarations"]}
match_type = exported[f"{app_id}.match"]
assert match_type["UTTypeTagSpecification"]["public.filename-extension"] == ["fivesup.json"]
documents = {t["CFBundleTypeName"]: t for t in info["CFBundleDocumentTypes"]}
record = documents["Five-Up match record"]
assert record["LSItemContentTypes"] == [f"{app_id}.match"] and record["CFBundleTypeRole"] == "Viewer"
print(f"   Info.plist: {app_id} {version}, macOS {info['LSMinimumSystemVersion']}+, "
      f"document types: {', '.join(sorted(documents))}")
EOF

# The user's copy, as dragged to Applications.
mkdir "$TMP/Applications"
ditto "$MNT/$APP_NAME.app" "$TMP/Applications/$APP_NAME.app"
APP=$TMP/Applications/$APP_NAME.app
BIN=$APP/Contents/MacOS/fivesup-qt
lipo -archs "$BIN" | tr ' ' '\n' | grep -x "$ARCH" >/dev/null || fail "$BIN is built for $(lipo -archs "$BIN"), not $ARCH"
codesign --verify --deep --strict "$APP" || fail "codesign --verify"
if [ -n "${FIVESUP_CODESIGN_IDENTITY:-}" ]; then
    spctl --assess --type execute --verbose=2 "$APP" || fail "Gatekeeper rejects the signed app"
    if [ -n "${NOTARY_PROFILE:-}" ]; then xcrun stapler validate "$DMG" || fail "no notarization ticket stapled"; fi
    echo "   signed: $(codesign -dv "$APP" 2>&1 | grep -m1 '^Authority=')"
else
    echo "   signed ad hoc (no FIVESUP_CODESIGN_IDENTITY): the first start needs right-click > Open"
fi

out=$("$BIN" --smoke --players 3 2> "$TMP/smoke.err") || { rc=$?; cat "$TMP/smoke.err" >&2; fail "--smoke exited $rc"; }
echo "$out" | grep "^smoke: " >/dev/null || fail "--smoke printed: $out"
echo "   $out"
SAMPLE=$APP/Contents/Resources/resources/sample-match.fivesup.json
[ -s "$SAMPLE" ] || fail "no sample record in the app"
"$BIN" replay --json "$SAMPLE" > "$TMP/replay.json" || fail "replay of the sample record exited $?"
grep -q '"format": "fivesup-replay/1"' "$TMP/replay.json" || fail "replay report"
echo "   replay of the shipped sample record: ok"
"$BIN" simulate --variant five-up --players 2 --matches 4 --seed 3 --jobs 2 > "$TMP/sim.txt" \
    || fail "simulate --jobs 2 exited $?"
echo "   simulate with 2 processes: $(head -1 "$TMP/sim.txt")"
probe=$(FIVESUP_BUNDLE_PROBE=1 "$BIN") || { rc=$?; echo "$probe" >&2; fail "bundle probe exited $rc"; }
echo "   ${probe//$'\n'/$'\n'   }"
echo "$probe" | grep -x "about: $APP_NAME $VERSION, icon found, sample record found" >/dev/null \
    || fail "about in the app: version, icon or sample record"
if [ -n "${FIVESUP_QT_ENGINE_TREE:-}" ]; then  # the app was made from the compiled engine
    echo "$probe" | grep "^engine: compiled (mypyc), " >/dev/null || fail "the app's engine is not the compiled one"
fi
echo "== macOS packaging check passed in $(($(date +%s) - t0)) s ($(du -sh "$APP" | cut -f1) installed)"
