"""Default names are roles, not text (issue 28, finding 5): a record stores every name
as text, so a match played in English and resumed in Arabic said "You" and "North" in
English.  A seat whose stored name is its default name in a shipped language is shown
by its role in the language of the day; a name the player typed stays as typed."""

from __future__ import annotations

import pytest
from helpers import SHOTS
from helpers.windows import human_moves, persistence_of
from PySide6.QtCore import Qt

from fivesup_qt.rules import FIVE_UP
from fivesup_qt.storage import read_record
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.words import i18n
from fivesup_qt.ui.words.voice import bare


@pytest.mark.parametrize("first, then, names, shown", [
    ("en", "ar", ["", "Zed", ""], ["أنت", "Zed", "الشرق"]),
    ("ar", "en", ["", "", "زيد"], ["You", "West", "زيد"]),
])
def test_a_resumed_match_names_its_seats_by_role_in_the_new_language(
        qapp, make_window, bare_window, qtbot, first, then, names, shown):
    assert i18n.install(qapp, first) == first
    try:
        window = make_window(match_setup(FIVE_UP, 3, names=names, seed=17))
        p = persistence_of(window)
        c = window.controller
        human_moves(window, qtbot, 2)
        saved = read_record(p.store.autosave.path).data["names"]
        assert saved[0] == ("You" if first == "en" else "أنت")  # stored as text, as ever
        c.shutdown()
    finally:
        i18n.uninstall()

    assert i18n.install(qapp, then) == then  # the next start, in the other language
    try:
        again = bare_window()
        p2 = persistence_of(again)
        p2.store.ask = lambda title, text: True
        assert p2.offer_resume()
        c2 = again.controller
        assert c2.names == shown
        assert [bare(card.name.text()) for card in again.panel.cards] == shown
        assert again.layoutDirection() == (Qt.LayoutDirection.RightToLeft if then == "ar"
                                           else Qt.LayoutDirection.LeftToRight)
        SHOTS.mkdir(exist_ok=True)
        again.grab().save(str(SHOTS / f"resumed_roles_{then}.png"))
        human_moves(again, qtbot, 1)  # and the game goes on, saved in the new words
        assert read_record(p2.store.autosave.path).data["names"] == shown
    finally:
        i18n.uninstall()
