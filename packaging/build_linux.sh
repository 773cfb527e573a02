#!/usr/bin/env bash
# Build the Linux bundle, the .deb and the .tar.gz of Five-Up Dominoes into dist/.
#
#     packaging/build_linux.sh [--no-deb] [--no-tar]
#
#   dist/fivesup-qt/                                 the PyInstaller --onedir bundle
#   dist/fivesup-qt_<version>_<arch>.deb             bundle in /opt/fivesup-qt, /usr/bin/fivesup-qt,
#                                                    desktop file, icons, AppStream, MIME type
#   dist/fivesup-qt-<version>-linux-<machine>.tar.gz the bundle alone (run fivesup-qt/fivesup-qt)
#
# The version is pyproject.toml's [project] version. Needs the venv (.venv) with the game
# installed; PyInstaller is installed into it when missing (the "package" extra), and
# binutils (as, ld, objdump, strip) and dpkg-deb, and for the compiled engine a C compiler
# and the Python headers. Environment: DEB_COMPRESSION (zstd, or xz for dpkg older than
# 1.21.18: 25 % smaller, a minute and more slower), PYTHON, FIVESUP_QT_COMPILE (0: the pure
# engine in the bundle), FIVESUP_QT_ENGINE_TREE.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
export LANG=C.UTF-8 PIP_DISABLE_PIP_VERSION_CHECK=1
umask 022

make_deb=1 make_tar=1
for arg in "$@"; do
    case $arg in
        --no-deb) make_deb=0 ;;
        --no-tar) make_tar=0 ;;
        -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
        *) echo "unknown option: $arg" >&2; exit 2 ;;
    esac
done

PY=${PYTHON:-$ROOT/.venv/bin/python}
APP=fivesup-qt
APP_ID=io.github.fivesup_qt.FivesupQt
MIME_TYPE=application/x-fivesup-match
VERSION=$("$PY" - <<'EOF'
import tomllib
with open("pyproject.toml", "rb") as f:
    print(tomllib.load(f)["project"]["version"])
EOF
)
echo "== $APP $VERSION"

# The newest release in the AppStream file must be this version.
grep -q "<release version=\"$VERSION\"" "resources/$APP_ID.metainfo.xml" || {
    echo "resources/$APP_ID.metainfo.xml has no <release version=\"$VERSION\">: add the release" >&2
    exit 1
}

# PyInstaller, and installed metadata that says the same version as pyproject.toml (the bundle
# reads its version from it). Editable install: the venv keeps running the working tree.
if ! "$PY" -c "import PyInstaller" 2>/dev/null; then
    echo "== installing PyInstaller (the package extra)"
    "$PY" -m pip install -q -e ".[package]"
fi
if [ "$("$PY" -c 'from importlib.metadata import version; print(version("fivesup-qt"))')" != "$VERSION" ]; then
    echo "== reinstalling fivesup-qt $VERSION into the venv (metadata was stale)"
    "$PY" -m pip install -q --no-deps -e .
fi

# ---------------------------------------------------------------------------------------------
# The compiled engine (setup.py, docs/engine-speed.md) unless FIVESUP_QT_COMPILE=0: the
# bundle's rules and search loops are mypyc's extension modules.
# FIVESUP_QT_ENGINE_TREE names a tree build_compiled.sh has already made (.ci/run's).
if [ "${FIVESUP_QT_COMPILE:-1}" = 1 ]; then
    if [ -z "${FIVESUP_QT_ENGINE_TREE:-}" ]; then
        echo "== the compiled engine"
        PYTHON=$PY packaging/build_compiled.sh
        export FIVESUP_QT_ENGINE_TREE=$ROOT/build/compiled-tree
    fi
    echo "== the compiled engine from $FIVESUP_QT_ENGINE_TREE"
else
    unset FIVESUP_QT_ENGINE_TREE
fi

# ---------------------------------------------------------------------------------------------
echo "== PyInstaller bundle"
start=$(date +%s)
rm -rf "dist/$APP" build/pyinstaller
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/fivesup-qt.spec 2>&1 |
    grep -v -e "Library not found: could not resolve" -e "pyqtgraph.opengl" -e "Hidden import \"pyqtgraph" || true
[ -x "dist/$APP/$APP" ] || { echo "PyInstaller did not produce dist/$APP/$APP" >&2; exit 1; }
if [ -n "${FIVESUP_QT_ENGINE_TREE:-}" ]; then
    compiled=$(find "dist/$APP/_internal/fivesup_qt" -name '*.so' | wc -l)
    [ "$compiled" -gt 0 ] && [ -n "$(find "dist/$APP/_internal" -maxdepth 1 -name 'fivesup_qt_engine__mypyc.*')" ] ||
        { echo "the bundle lacks the compiled engine ($compiled extension modules)" >&2; exit 1; }
    echo "   the compiled engine: $compiled extension modules"
fi
chmod -R u+rwX,go+rX,go-w "dist/$APP"  # every user may read what is installed (copies keep source modes)
echo "   $(du -sh "dist/$APP" | cut -f1) in dist/$APP ($(($(date +%s) - start)) s)"

ARCH=$(dpkg --print-architecture 2>/dev/null || echo amd64)
MACHINE=$(uname -m)
# Debian versions sort "~" before anything: 1.0rc1 -> 1.0~rc1.
DEB_VERSION=$(echo "$VERSION" | sed -E 's/^([0-9.]+)[.-]?((a|b|rc|dev)[0-9]*)/\1~\2/')

if [ "$make_deb" = 1 ]; then
    echo "== .deb"
    STAGE=build/deb/root
    rm -rf build/deb
    mkdir -p "$STAGE/DEBIAN" "$STAGE/opt" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
        "$STAGE/usr/share/metainfo" "$STAGE/usr/share/mime/packages" "$STAGE/usr/share/doc/$APP"
    cp -a "dist/$APP" "$STAGE/opt/$APP"
    ln -s "/opt/$APP/$APP" "$STAGE/usr/bin/$APP"
    install -m 644 "resources/$APP_ID.desktop" "$STAGE/usr/share/applications/$APP_ID.desktop"
    install -m 644 "resources/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
    install -m 644 "resources/$APP-mime.xml" "$STAGE/usr/share/mime/packages/$APP_ID.xml"
    for size in 16 24 32 48 64 128 256 512; do
        for kind in apps mimetypes; do
            name=$APP_ID
            [ $kind = mimetypes ] && name=${MIME_TYPE/\//-}
            install -D -m 644 "resources/icons/$APP-$size.png" \
                "$STAGE/usr/share/icons/hicolor/${size}x${size}/$kind/$name.png"
        done
    done
    install -D -m 644 "resources/icons/$APP.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
    install -D -m 644 "resources/icons/$APP.svg" \
        "$STAGE/usr/share/icons/hicolor/scalable/mimetypes/${MIME_TYPE/\//-}.svg"
    # Debian's machine-readable copyright: the game MIT, the font OFL-1.1, both texts in full.
    "$PY" packaging/deb_copyright.py "$APP" > "$STAGE/usr/share/doc/$APP/copyright"

    postscript='#!/bin/sh
# Refresh the caches that list icons, desktop files and MIME types (dpkg triggers do the
# same on most systems; each tool is optional).
set -e
if command -v update-mime-database >/dev/null 2>&1; then update-mime-database /usr/share/mime || true; fi
if command -v update-desktop-database >/dev/null 2>&1; then update-desktop-database -q /usr/share/applications || true; fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f /usr/share/icons/hicolor/index.theme ]; then
    gtk-update-icon-cache -q -t -f /usr/share/icons/hicolor || true
fi
exit 0'
    printf '%s\n' "$postscript" > "$STAGE/DEBIAN/postinst"
    printf '%s\n' "$postscript" > "$STAGE/DEBIAN/postrm"
    chmod 755 "$STAGE/DEBIAN/postinst" "$STAGE/DEBIAN/postrm"

    # Qt's xcb, wayland and offscreen platforms, fonts, and what Python's own modules link
    # (glibc 2.35 and GLIBCXX 3.4.29 are the newest symbol versions in the bundle). The GTK 3
    # platform theme plugin is optional: without GTK, Qt uses its own dialogs.
    DEPENDS="libc6 (>= 2.35), libstdc++6 (>= 11), libgcc-s1, zlib1g, libbz2-1.0, liblzma5, libzstd1,
 libuuid1, libexpat1, libffi8, libegl1, libgl1, libfontconfig1, libfreetype6,
 libglib2.0-0 | libglib2.0-0t64, libdbus-1-3, libxkbcommon0, libxkbcommon-x11-0, libx11-6,
 libx11-xcb1, libxcb1, libxcb-cursor0, libxcb-icccm4, libxcb-keysyms1, libxcb-image0,
 libxcb-render-util0, libxcb-randr0, libxcb-shape0, libxcb-xkb1, libxcb-util1, libxcb-render0,
 libxcb-shm0, libxcb-sync1, libxcb-xfixes0, libxcb-glx0, libwayland-client0, libwayland-cursor0,
 libwayland-egl1, fonts-dejavu-core"
    cat > "$STAGE/DEBIAN/control" <<EOF
Package: $APP
Version: $DEB_VERSION
Architecture: $ARCH
Maintainer: The fivesup-qt developers <fivesup-qt@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
Depends: $(echo "$DEPENDS" | tr -d '\n')
Recommends: shared-mime-info, desktop-file-utils, hicolor-icon-theme
Suggests: libgtk-3-0 | libgtk-3-0t64
Section: games
Priority: optional
Description: Five-Up dominoes against the computer or friends
 Five-Up is a dominoes game for two to four players where the open ends of
 the layout score when they add up to a multiple of five and every double is
 a spinner. Two variants: Five-Up to 61 points, and Exact 61.
 .
 Self-contained: the game, Python and Qt live in /opt/$APP.
EOF
    DEB="dist/${APP}_${DEB_VERSION}_${ARCH}.deb"
    rm -f dist/"${APP}"_*.deb
    start=$(date +%s)
    dpkg-deb --root-owner-group "-Z${DEB_COMPRESSION:-zstd}" --build "$STAGE" "$DEB" >/dev/null
    echo "   $DEB: $(du -h "$DEB" | cut -f1) ($(($(date +%s) - start)) s)"
fi

if [ "$make_tar" = 1 ]; then
    echo "== .tar.gz"
    TAR="dist/$APP-$VERSION-linux-$MACHINE.tar.gz"
    rm -f dist/"$APP"-*-linux-*.tar.gz
    start=$(date +%s)
    tar -C dist --owner=0 --group=0 --numeric-owner --sort=name -cf - "$APP" | gzip -6 > "$TAR"
    echo "   $TAR: $(du -h "$TAR" | cut -f1) ($(($(date +%s) - start)) s)"
fi
