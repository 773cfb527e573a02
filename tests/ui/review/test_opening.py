"""One opener for the Review and the Duplicate window (issue 38): the record read once
through the engine and handed to the window; a match whose record does not replay by the
rules opens neither, and both say so in the same words, in a box and in the log."""

from __future__ import annotations

import json

from helpers.positions import position, show
from helpers.random_play import finished
from helpers.windows import human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox, QWidget

from fivesup_qt.rules.record import load_record, record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.review import duplicate_window
from fivesup_qt.ui.review import window as review_window
from fivesup_qt.ui.review.duplicate_window import DuplicateWindow, open_duplicate
from fivesup_qt.ui.review.window import ReviewWindow, open_review
from fivesup_qt.ui.words.voice import bare

SEATS = [{"type": "human"}, {"type": "bot", "level": "random"}]


def boxes_said(parent) -> list[str]:
    """What the 'cannot be reviewed' boxes shown over ``parent`` say (then closed)."""
    boxes = [b for b in parent.findChildren(QMessageBox) if b.objectName() == "CannotReview"]
    said = [bare(b.text()) for b in boxes if b.isVisible()]
    for box in boxes:
        box.close()
    return said


def test_a_position_set_up_by_hand_says_the_same_in_both(make_window, qtbot):
    """Hands of three tiles, as no deal of the rules gives: the cards' Review and
    "Play it in duplicate" open nothing and say why, in the same words."""
    match = position(0, [["0|0", "1|1", "5|5"], ["0|1", "2|2", "6|6"]], [])
    window = show(make_window, qtbot, match)
    assert window.review_match() is None
    [review_said] = boxes_said(window)
    assert window.duplicate_match() is None
    [duplicate_said] = boxes_said(window)
    assert review_said == duplicate_said
    assert review_said.startswith("This match cannot be reviewed: its record does not replay "
                                  "by the rules.")
    assert "Problem: round 1: seat 0's hand has 3 tiles; every seat is dealt 5" in review_said
    assert window.findChild(ReviewWindow) is None and window.findChild(DuplicateWindow) is None
    assert window.controller.match is match and not match.is_over


def test_a_record_that_breaks_a_rule_opens_neither_window_and_says_where(qtbot):
    match = finished(3, 2, "five-up", 155)
    data = record_of(match, names=["Ann", "Bo"], seats=SEATS)
    data["rounds"][1]["moves"][2] = data["rounds"][1]["moves"][0]  # a tile placed twice
    record = load_record(json.dumps(data))  # read, not yet replayed
    setup = match_setup(match.variant, 2, names=["Ann", "Bo"], humans=(0,))
    parent = QWidget()  # the window a caller opens them from
    qtbot.addWidget(parent)
    said = []
    for opener in (open_review, open_duplicate):
        assert opener(parent, record, setup, "bad") is None
        [text] = boxes_said(parent)
        said.append(text)
    assert said[0] == said[1] and "Problem: round 2, move 3 (" in said[0]
    assert parent.findChild(ReviewWindow) is None and parent.findChild(DuplicateWindow) is None


def test_match_history_opens_both_on_the_record_it_read(make_window, qtbot, monkeypatch):
    """Review and Play it in duplicate from Match History: each window gets the match as
    History read it, and shows its first decision's position from it."""
    from fivesup_qt.ui.saving.install import install

    monkeypatch.setattr(duplicate_window, "LEVEL", "greedy")
    # the Quick depth at 6 deals a decision, not 100 (1.4 s): the positions are the record's
    monkeypatch.setattr(review_window, "QUICK", 6)
    match = finished(3, 2, "five-up", 155)
    names = ["Ann", "Bo"]
    History().append(entry_from_match(match, record_of(match, names=names, seats=SEATS),
                                      names=names, seats=SEATS, date="2024-06-01T12:00:00+0000"))
    window = make_window(human_vs_bot(1))
    p = install(window)
    h = p.show_history()
    qtbot.waitExposed(h)
    h.table.selectRow(0)
    QTest.mouseClick(h.review_button, Qt.MouseButton.LeftButton)
    review = h.findChild(ReviewWindow)
    assert review is not None and review.positions.whole.state() == match.state()
    # the Quick depth, as a player may choose it: the positions shown are looked at
    review.depth_box.setCurrentIndex(review.depth_box.findData(6))
    assert review.deals == 6
    qtbot.waitUntil(lambda: review.review is not None, timeout=120_000)
    d = review.decisions[0]
    review.show_decision(0)
    shown = review.board.match
    assert shown.round_index == d.round - 1
    assert len(shown.round.layout.order) == d.move_no - 1
    review.close()
    QTest.mouseClick(h.duplicate_button, Qt.MouseButton.LeftButton)
    duplicate = h.findChild(DuplicateWindow)
    assert duplicate is not None and duplicate.positions is not None
    assert duplicate.positions.whole.state() == match.state()
    qtbot.waitUntil(lambda: duplicate.result is not None, timeout=60_000)
    duplicate.close()
    assert boxes_said(h) == [] and p.reporter.messages == []
    h.close()
