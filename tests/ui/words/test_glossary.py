"""The Arabic glossary of CONTRIBUTING.md (Translations), held over every Arabic text of
``resources/i18n/fivesup_qt_ar.ts``: each English term's Arabic is the glossary's, its
other renderings never appear, and menu paths take one separator, "←".

No Qt: the .ts file is read as it is.
"""

from __future__ import annotations

import re

import pytest
from helpers import REPO

from fivesup_qt.ui.words import i18n_build

ARABIC_LETTER = "[\u0621-\u064a]"

# English term (as the source texts say it) -> (the glossary's Arabic, which CONTRIBUTING
# names; the stem every translation of a text with the term carries; renderings ruled out).
GLOSSARY = {
    "stock": ("الكومة", "كوم", ("مخزون",)),
    "double": ("القطعة المزدوجة", "مزدوج", ("أزواج", "زوجي")),
    "spinner": ("القطعة المزدوجة المتفرعة", "مزدوج", ()),
}
TERM = {
    "stock": re.compile(r"\bstock\b", re.I),
    "double": re.compile(r"\bdoubles?\b", re.I),
    "spinner": re.compile(r"\bspinners?\b", re.I),
}
# A menu path in an English text: "Game > Settings > Clicks".
MENU_PATH = re.compile(r"\b[A-Z][a-z]+ > [A-Z]")
# A menu path in an Arabic text: two Arabic words joined by any separator but "←".
OTHER_SEPARATOR = re.compile(rf"{ARABIC_LETTER}\s*(>|→|->)\s*{ARABIC_LETTER}")


def arabic_texts() -> list[tuple[str, str]]:
    """(source, translation) of every message; a plural's forms joined."""
    found = []
    for message in i18n_build.read_ts(i18n_build.ts_path("ar")):
        text = message.translation
        found.append((message.source, " ".join(text) if isinstance(text, list) else text))
    return found


def glossary_of_contributing() -> str:
    text = (REPO / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = text.split("## Translations", 1)[1].split("\n## ", 1)[0]
    found = re.search(r"Arabic uses the vocabulary.*?(?=\n- |\Z)", section, re.S)
    assert found, "CONTRIBUTING's Translations section has no glossary"
    return " ".join(found.group(0).split())


@pytest.mark.parametrize("term", sorted(GLOSSARY))
def test_the_glossary_is_contributings(term):
    arabic, _, _ = GLOSSARY[term]
    assert f"{arabic} ({term})" in glossary_of_contributing()


@pytest.mark.parametrize("term", sorted(GLOSSARY))
def test_every_arabic_text_uses_the_glossarys_term(term):
    _, stem, ruled_out = GLOSSARY[term]
    texts = arabic_texts()
    assert len(texts) > 500
    lacking = [source[:70] for source, arabic in texts if TERM[term].search(source) and stem not in arabic]
    assert not lacking, f"texts on the {term} without its Arabic ({stem}): {lacking}"
    other = [(word, arabic[:70]) for _, arabic in texts for word in ruled_out if word in arabic]
    assert not other, f"another word for the {term}: {other}"


def test_menu_paths_take_one_separator():
    texts = arabic_texts()
    paths = [arabic for source, arabic in texts if MENU_PATH.search(source)]
    assert len(paths) >= 5
    assert all("←" in arabic for arabic in paths), [a[:80] for a in paths if "←" not in a]
    odd = [m.group(0) for _, arabic in texts for m in OTHER_SEPARATOR.finditer(arabic)]
    assert not odd, odd


def test_contributings_translation_steps_regenerate_the_guides_docs():
    """The guide's texts are also the rules guides' How to Play section: a translation
    changed without `guide --docs docs` left them behind (tests/ui/test_docs.py failed)."""
    text = (REPO / "CONTRIBUTING.md").read_text(encoding="utf-8")
    section = text.split("## Translations", 1)[1].split("\n## ", 1)[0]
    steps = [line.split("#")[0].split("python -m ", 1)[1].strip()
             for line in section.split("```sh", 1)[1].split("```", 1)[0].splitlines()
             if "python -m " in line]
    build = max(i for i, step in enumerate(steps) if step == "fivesup_qt.ui.words.i18n_build --build")
    assert "fivesup_qt.ui.windows.guide --docs docs" in steps[build + 1:], steps
    assert "fivesup_qt.ui.windows.guide --docs docs --check" in steps, steps
