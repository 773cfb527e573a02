"""Seat names in Settings and New Match (issue 28, finding 5): every empty name box
shows the name of the seat where it sits for the chosen number of players, no two
alike, and a name typed for a seat stays with that seat only."""

from __future__ import annotations

from helpers import SHOTS
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.rules import FIVE_UP
from fivesup_qt.storage.settings import Settings
from fivesup_qt.ui.play.setup import MatchSetup, SeatSetup
from fivesup_qt.ui.windows.new_match import NewMatchDialog
from fivesup_qt.ui.windows.settings import SettingsDialog
from fivesup_qt.ui.words.voice import bare

ROLES = {"en": {2: ["You", "North"], 3: ["You", "West", "East"],
                4: ["You", "West", "North", "East"]},
         "ar": {2: ["أنت", "الشمال"], 3: ["أنت", "الغرب", "الشرق"],
                4: ["أنت", "الغرب", "الشمال", "الشرق"]}}


def test_settings_placeholders_name_each_seat_once(qtbot, language):
    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    for n in (2, 3, 4):
        dialog.players.setCurrentIndex(dialog.players.findData(n))
        shown = [bare(edit.placeholderText()) for edit in dialog.names]
        assert shown[:n] == ROLES[language][n], (n, shown)
        assert len(set(shown)) == len(shown), (n, shown)  # no two alike
        assert not any(role in shown[n:] for role in ROLES[language][4]), (n, shown)
    dialog.players.setCurrentIndex(dialog.players.findData(2))
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / f"settings_seat_names_{language}.png"))


def english_match() -> MatchSetup:
    """Three players set up in English (default names stored as text), one name typed."""
    return MatchSetup(FIVE_UP, tuple(
        SeatSetup(name, seat == 0) for seat, name in enumerate(["You", "Zed", "East"])))


def test_new_match_keeps_a_typed_name_with_its_seat_only(qtbot, language):
    dialog = NewMatchDialog(english_match(), names=["", "", "", "Di"])
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edits = [name for _, name, _ in dialog.rows]
    # the English defaults are roles: empty, the seat's role in the language of the day
    assert [e.text() for e in edits] == ["", "Zed", "", "Di"]
    roles = ROLES[language]
    assert [bare(e.placeholderText()) for e in edits[:3]] == [roles[3][0], roles[3][1], roles[3][2]]
    QTest.mouseClick(dialog.count_group.button(4), Qt.MouseButton.LeftButton)
    assert [e.text() for e in edits] == ["", "Zed", "", "Di"]
    assert [bare(e.placeholderText()) for e in edits] == [roles[4][0], roles[4][1], roles[4][2],
                                                          roles[4][3]]
    edits[2].setFocus()
    QTest.keyClicks(edits[2], "Cy")
    QTest.mouseClick(dialog.count_group.button(2), Qt.MouseButton.LeftButton)
    assert [bare(e.placeholderText()) for e in edits[:2]] == roles[2]
    setup = dialog.result_setup()
    assert [s.name for s in setup.seats] == [roles[2][0], "Zed"]  # Cy and Di sit out
    QTest.mouseClick(dialog.count_group.button(4), Qt.MouseButton.LeftButton)
    setup = dialog.result_setup()
    assert [s.name for s in setup.seats] == [roles[4][0], "Zed", "Cy", "Di"]
    SHOTS.mkdir(exist_ok=True)
    dialog.grab().save(str(SHOTS / f"new_match_seat_names_{language}.png"))
