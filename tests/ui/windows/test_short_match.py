"""A shorter match chosen in New Match (issue 28, finding 9): the table says what the
match is played to, the scorer cards count to it, the autosave is a format 2 record,
and the History window marks the match; in English and Arabic."""

from __future__ import annotations

import json
import re

from helpers import SHOTS
from helpers.gui import seen
from helpers.random_play import finished
from helpers.windows import human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.ui.saving.install import install
from fivesup_qt.ui.windows.new_match import NewMatchDialog


def test_new_match_offers_the_originals_target_first_and_the_shorter_ones(qtbot, language):
    dialog = NewMatchDialog(human_vs_bot(4))
    qtbot.addWidget(dialog)
    assert [dialog.target.itemData(i) for i in range(dialog.target.count())] == [305, 205, 155]
    assert dialog.result_setup().target == 305  # the original rules unless chosen
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.target.setFocus()
    QTest.keyClick(dialog.target, Qt.Key.Key_End)  # the player picks the shortest, 31
    assert "31" in dialog.target.currentText()
    assert dialog.result_setup().target == 155


def test_a_match_to_31_says_so_on_the_table(qtbot, make_window, language):
    dialog = NewMatchDialog(human_vs_bot(4))
    qtbot.addWidget(dialog)
    dialog.target.setCurrentIndex(dialog.target.findData(155))
    window = make_window(dialog.result_setup())
    m = window.controller.match
    assert m.target == 155
    panel = window.panel
    scroll = panel.cards_scroll  # the panel laid out for the dealt match
    qtbot.waitUntil(lambda: scroll.height() >= min(scroll.sizeHint().height(), 300),
                    timeout=5000)
    title, distance = seen(panel.title), seen(panel.cards[0].distance)
    window.grab().save(str(SHOTS / f"short-match-{language}.png"))
    if language == "en":
        assert "target 31" in title, title
        assert "to reach 31" in distance and "needs 155 raw (31)" in distance, distance
    else:
        # as drawn, left to right: "الهدف 31" read from the right puts 31 at the left
        assert "31 " + "الهدف"[::-1] in title, title
        assert "31" in distance and "155" in distance, distance
    assert "61" not in title and "61" not in distance


def test_the_autosave_of_a_short_match_is_format_2(qtbot, bare_window, home):
    window = bare_window()
    install(window)  # saving: the autosave is written
    setup = human_vs_bot(4)
    dialog = NewMatchDialog(setup)
    qtbot.addWidget(dialog)
    dialog.target.setCurrentIndex(dialog.target.findData(205))
    window.start(dialog.result_setup())
    qtbot.waitUntil(lambda: window.controller.human_to_act() is not None, timeout=10_000)
    saved = home / "data" / "autosave.json"
    qtbot.waitUntil(saved.exists, timeout=10_000)
    data = json.loads(saved.read_text(encoding="utf-8"))
    assert (data["format"], data["target"]) == ("fivesup-match/2", 205)


def test_the_history_marks_a_shorter_match(qtbot, bare_window, language):
    m = finished(3, 2, "exact-61", target=155)
    seats = [{"type": "human"}, {"type": "bot", "level": "medium"}]
    History().append(entry_from_match(m, record_of(m), names=["Ann", "Bo"], seats=seats,
                                      started="2026-12-02T10:00:00+0000"))
    window = bare_window()
    h = install(window).show_history()
    qtbot.addWidget(h)
    assert h.table.rowCount() == 1
    variant = re.sub("[\u2066-\u2069]", "", h.table.item(0, 1).text())  # isolates aside
    assert ("Exact 61 to 31" if language == "en" else "إلى") in variant and "31" in variant
