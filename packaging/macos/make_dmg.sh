#!/usr/bin/env bash
# Build the macOS app of Five-Up Dominoes and its disk image, on macOS.
#
#     packaging/macos/make_dmg.sh
#
# -> dist/Five-Up Dominoes.app (PyInstaller BUNDLE from packaging/fivesup-qt.spec: icon,
#    CFBundleDocumentTypes for match records) and dist/fivesup-qt-<version>-macos-<arch>.dmg
#    (the app and a link to /Applications, compressed, made by hdiutil).
# The app is built for the machine's architecture (arm64 or x86_64) by the venv's Python.
# Signing: ad hoc by default (runs on the machine that built it, and after "Open" from the
# Finder's context menu elsewhere). With FIVESUP_CODESIGN_IDENTITY="Developer ID Application:
# ..." PyInstaller signs with the hardened runtime, the image is signed too, and with
# NOTARY_PROFILE (xcrun notarytool store-credentials; NOTARY_KEYCHAIN: the keychain holding it,
# when not the default one) it is notarized and stapled. packaging/macos/check_dmg.sh checks the
# image (the release workflow runs both on macOS runners).
set -euo pipefail
cd "$(dirname "$0")/../.."
[ "$(uname -s)" = Darwin ] || { echo "make_dmg.sh runs on macOS (hdiutil, codesign)" >&2; exit 2; }
export LANG=en_US.UTF-8 PIP_DISABLE_PIP_VERSION_CHECK=1
PY=${PYTHON:-.venv/bin/python}
APP_NAME="Five-Up Dominoes"
VERSION=$("$PY" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
ARCH=$(uname -m)
DMG="dist/fivesup-qt-$VERSION-macos-$ARCH.dmg"
echo "== fivesup-qt $VERSION ($ARCH)"

"$PY" -c "import PyInstaller" 2>/dev/null || "$PY" -m pip install -q -e ".[package]"
[ "$("$PY" -c 'from importlib.metadata import version; print(version("fivesup-qt"))')" = "$VERSION" ] ||
    "$PY" -m pip install -q --no-deps -e .

rm -rf "dist/$APP_NAME.app" dist/fivesup-qt build/pyinstaller
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/fivesup-qt.spec
APP="dist/$APP_NAME.app"
[ -d "$APP" ] || { echo "PyInstaller made no $APP" >&2; exit 1; }
plutil -lint "$APP/Contents/Info.plist"
codesign --verify --strict "$APP"
"$APP/Contents/MacOS/fivesup-qt" replay "$APP/Contents/Resources/resources/sample-match.fivesup.json" >/dev/null
QT_QPA_PLATFORM=offscreen "$APP/Contents/MacOS/fivesup-qt" --smoke

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
ditto "$APP" "$STAGE/$APP_NAME.app"
ln -s /Applications "$STAGE/Applications"
rm -f "$DMG"
hdiutil create -volname "$APP_NAME $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO \
    -imagekey zlib-level=9 -ov "$DMG"

if [ -n "${FIVESUP_CODESIGN_IDENTITY:-}" ]; then
    codesign --force --sign "$FIVESUP_CODESIGN_IDENTITY" --timestamp "$DMG"
    if [ -n "${NOTARY_PROFILE:-}" ]; then
        xcrun notarytool submit "$DMG" --keychain-profile "$NOTARY_PROFILE" \
            ${NOTARY_KEYCHAIN:+--keychain "$NOTARY_KEYCHAIN"} --wait
        xcrun stapler staple "$DMG"
    fi
fi
hdiutil verify "$DMG"
du -sh "$APP" "$DMG"
