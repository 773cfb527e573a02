#!/usr/bin/env bash
# Copy the files git knows (tracked, or new and not ignored) into DEST, as a fresh clone
# would have them: the wheel checks build from such a copy, since setuptools also packs what
# an old fivesup_qt.egg-info lists (the editable install leaves one).
#
#     packaging/copy_sources.sh DEST
set -euo pipefail
DEST=${1:?usage: packaging/copy_sources.sh DEST}
cd "$(dirname "$0")/.."
mkdir -p "$DEST"
git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' f; do
    [ -e "$f" ] && printf '%s\0' "$f"
done | tar --null -T - -cf - | tar -C "$DEST" -xf -
