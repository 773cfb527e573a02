#!/usr/bin/env bash
# Regenerate everything under docs/ that the game draws or writes itself:
#   - the rules guide's figures (docs/images/tour-*.png, example-round.png, tally-*.png),
#     drawn by the game's table (python -m fivesup_qt.ui.table.figures);
#   - the README's screenshots in English and Arabic (fivesup-qt --smoke --screenshot);
#   - the "In short" section of docs/rules.md and docs/rules.ar.md, which is the game's
#     own Help > How to Play (python -m fivesup_qt.ui.windows.guide --docs docs).
# Run it after changing the table's look, the rules tour or the guide, then look at the
# images and commit them; tests/ui/test_docs.py fails while they are out of date.
#
#     tools/update-docs.sh
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-.venv/bin/python}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen} LANG=C.UTF-8
unset FIVESUP_QT_FIRST_PAINT

"$PY" -m fivesup_qt.ui.table.figures docs/images

# The screenshots: a whole computer-only match (seeded, so the picture is the same every
# time) in the game's window, each language from the settings of a private, empty home.
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
for language in en ar; do
    mkdir -p "$home/$language/config"
    printf '{"language": "%s"}\n' "$language" > "$home/$language/config/settings.json"
    FIVESUP_QT_HOME="$home/$language" "$PY" -m fivesup_qt --smoke --players 3 --seed 4 \
        --screenshot "docs/images/screenshot-$language.png"
    echo "docs/images/screenshot-$language.png"
done

"$PY" -m fivesup_qt.ui.windows.guide --docs docs
