"""Help > How to Play tells the classic games as their rule sets play them (issue 43), in
English and in Arabic."""

from __future__ import annotations

from fivesup_qt.rules.variants import ALL_FIVES, BLOCK, DRAW_GAME
from fivesup_qt.ui.windows.guide import sections


def classics() -> tuple[str, str]:
    """The title and the text of the guide's section on the classic games."""
    found = [s for s in sections() if len(s.paragraphs) == 4
             and ("Pagat.com" in s.paragraphs[0] or "«باغات»" in s.paragraphs[0])]
    assert len(found) == 1
    return found[0].title, " ".join(found[0].paragraphs)


def test_how_to_play_tells_block_draw_and_all_fives_as_they_are_played(qapp):
    title, text = classics()
    assert title == "More games: Block, Draw and All Fives"
    assert "not the originals" in text
    a, b, c = BLOCK.targets
    assert f"played to {a} (or {b}, or {c})" in text and DRAW_GAME.targets == BLOCK.targets
    assert BLOCK.hand_size(2) == DRAW_GAME.hand_size(2) == 7 and DRAW_GAME.hand_size(3) == 5
    assert "seven tiles each (in Draw five with three or four players)" in text
    assert BLOCK.spinners == DRAW_GAME.spinners == 0 and ALL_FIVES.spinners == 1
    assert "No double is a spinner" in text and "Only the first double placed is a spinner" in text
    assert f"played to {ALL_FIVES.shown(ALL_FIVES.default_target)} (305 raw)" in text


def test_how_to_play_tells_the_classic_games_in_arabic(qapp):
    from fivesup_qt.ui.words import i18n

    assert i18n.install(qapp, "ar") == "ar"
    try:
        title, text = classics()
        assert title == "ألعاب أخرى: بلوك ودومينو السحب وكل الخمسات"
        assert "100 (أو 150 أو 50)" in text and "61 (305 نقاط خام)" in text
    finally:
        i18n.install(qapp, "en")
