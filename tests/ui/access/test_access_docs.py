"""docs/accessibility.md, which the README's Keys section points to, names what the game
shows: every list and setting it puts in bold is a text of the game (its English source,
'1|6' standing for any tile), and every key it gives is in the README's Keys table."""

from __future__ import annotations

import re

from helpers import REPO

from fivesup_qt.ui.words import i18n_build

DOC = REPO / "docs" / "accessibility.md"


def test_the_readme_points_to_the_screen_reader_page():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    keys = readme.split("\n## Keys\n", 1)[1].split("\n## ", 1)[0]
    assert "[docs/accessibility.md](docs/accessibility.md)" in keys
    assert DOC.read_text(encoding="utf-8").startswith("# Playing with a screen reader\n")


def test_what_the_page_names_is_the_games_own():
    text = DOC.read_text(encoding="utf-8")
    plain = {m.source.replace("&", "") for m in i18n_build.read_ts(i18n_build.ts_path("ar"))}
    named = re.findall(r"\*\*([^*]+)\*\*", text)
    assert len(named) >= 7, named
    for name in named:
        wanted = re.sub(r"[0-6]\|[0-6]", "{tile}", name)
        assert wanted in plain or wanted.title() in plain, name


def test_every_key_the_page_gives_is_in_the_readme():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    table = readme.split("\n## Keys\n", 1)[1].split("\n## ", 1)[0]
    keys = set(re.findall(r"`([^`]+)`", DOC.read_text(encoding="utf-8").split("## The keys", 1)[1]
                          .split("\n## ", 1)[0]))
    assert {"Right", "Tab", "Return", "D", "H", "Esc"} <= keys
    for k in keys:
        assert f"`{k}`" in table, k
