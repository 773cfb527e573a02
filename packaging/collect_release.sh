#!/usr/bin/env bash
# Gather a release: check that DIR holds exactly the installers of pyproject.toml's version,
# then write DIR/SHA256SUMS (the format of sha256sum: `sha256sum -c SHA256SUMS` checks a download).
#
#     packaging/collect_release.sh DIR
#
# The files, for version V (the .deb writes 1.0~rc1 for 1.0rc1, as packaging/build_linux.sh):
#   fivesup-qt_V_amd64.deb, fivesup-qt-V-linux-x86_64.tar.gz    packaging/build_linux.sh
#   fivesup-qt-V-windows-x64-setup.exe                          packaging/windows/build_windows.ps1
#   fivesup-qt-V-macos-x86_64.dmg, fivesup-qt-V-macos-arm64.dmg  packaging/macos/make_dmg.sh
#   fivesup_qt-V-py3-none-any.whl, fivesup_qt-V.tar.gz          packaging/check_wheel.sh
#   fivesup_qt-V-cpXY-cpXY-PLATFORM.whl, the compiled engine's   release.yml's wheels job
#     for CPython 3.10-3.13 on manylinux x86-64, Windows x64, macOS Intel and Apple silicon
# A missing, empty or unexpected file (another version's, say) fails with its name.
set -euo pipefail
DIR=${1:?usage: packaging/collect_release.sh DIR}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
fail() { echo "FAIL: $*" >&2; exit 1; }

# [project] version of pyproject.toml, read without Python (the runner's python3 may lack tomllib).
VERSION=$(awk '/^\[project\]/ { p = 1; next } /^\[/ { p = 0 }
               p && /^version *=/ { sub(/^version *= *"/, ""); sub(/".*/, ""); print; exit }' "$ROOT/pyproject.toml")
[ -n "$VERSION" ] || fail "no [project] version in pyproject.toml"
DEB_VERSION=$(echo "$VERSION" | sed -E 's/^([0-9.]+)[.-]?((a|b|rc|dev)[0-9]*)/\1~\2/')

expected=(
    "fivesup-qt_${DEB_VERSION}_amd64.deb"
    "fivesup-qt-$VERSION-linux-x86_64.tar.gz"
    "fivesup-qt-$VERSION-windows-x64-setup.exe"
    "fivesup-qt-$VERSION-macos-x86_64.dmg"
    "fivesup-qt-$VERSION-macos-arm64.dmg"
    "fivesup_qt-$VERSION-py3-none-any.whl"
    "fivesup_qt-$VERSION.tar.gz"
)
[ -d "$DIR" ] || fail "no folder $DIR"
for name in "${expected[@]}"; do
    [ -s "$DIR/$name" ] || fail "$DIR/$name is missing or empty"
done
# The compiled wheels' platform tags carry the build machine's versions: found by pattern,
# exactly one for each CPython and system.
shopt -s nullglob
for py in cp310 cp311 cp312 cp313; do
    for platform in 'manylinux*_x86_64' win_amd64 'macosx_*_x86_64' 'macosx_*_arm64'; do
        # shellcheck disable=SC2206  # the platform is a pattern
        found=("$DIR/fivesup_qt-$VERSION-$py-$py-"$platform.whl)
        [ ${#found[@]} = 1 ] && [ -s "${found[0]}" ] ||
            fail "$DIR holds ${#found[@]} compiled wheels fivesup_qt-$VERSION-$py-$py-$platform.whl, not one"
        expected+=("$(basename "${found[0]}")")
    done
done
shopt -u nullglob
for path in "$DIR"/*; do
    name=$(basename "$path")
    [ "$name" = SHA256SUMS ] && continue
    printf '%s\n' "${expected[@]}" | grep -xF "$name" >/dev/null || fail "$DIR/$name is not part of release $VERSION"
done

if command -v sha256sum >/dev/null; then sum=(sha256sum); else sum=(shasum -a 256); fi
(cd "$DIR" && "${sum[@]}" "${expected[@]}" > SHA256SUMS && "${sum[@]}" -c --status SHA256SUMS) || fail "SHA256SUMS"
echo "== release $VERSION: ${#expected[@]} files and SHA256SUMS in $DIR"
sed 's/^/   /' "$DIR/SHA256SUMS"
