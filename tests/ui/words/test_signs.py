"""Numbers and words the player reads beside each other agree (issue 28, finding 6):
every negative number has the minus sign (U+2212, as '−10 (−2)'), the drag preview
says what the placed label says ('+5 (+1)'), and after Redo the teacher says what was
redone instead of ending with 'Undone'."""

from __future__ import annotations

import re

from helpers import SHOTS
from helpers.gui import hand_point, leading_a_scoring_tile, play_round_by_mouse, seen, zone_point
from helpers.matches import words
from helpers.windows import human_vs_bot
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from fivesup_qt.rules import NO_POINT
from fivesup_qt.rules.tiles import PIPS
from fivesup_qt.ui.words.voice import bare

HYPHEN_NUMBER = re.compile(r"-\d")  # '-5': a hyphen for a minus


def test_every_negative_score_has_the_minus_sign(make_window, qtbot, language):
    window = make_window(human_vs_bot(5))
    c = window.controller
    c.match.scores = [-200, -195]  # Five-Up scores go below zero
    window.panel.refresh()
    cards = [seen(card.score) for card in window.panel.cards]
    assert cards == (["−200 raw · −40", "−195 raw · −39"] if language == "en"
                     else ["ةضورعم −40 · ماخ −200", "ةضورعم −39 · ماخ −195"]), cards  # as drawn
    play_round_by_mouse(window, qtbot)
    qtbot.waitUntil(window.round_card.isVisible, timeout=5000)
    window.view.finish_animations()
    shown = [seen(window.round_card.scores), *(seen(card.score) for card in window.panel.cards),
             words(window.panel.log.toHtml())]
    for text in shown:
        assert not HYPHEN_NUMBER.search(text), text
    assert all("−" in text for text in shown[:3]), shown  # both still below zero
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / f"negative_scores_{language}.png"))


def test_the_drag_preview_says_what_the_placed_label_says(make_window, qtbot):
    window, tile = leading_a_scoring_tile(make_window)
    c = window.controller
    vp = window.view.viewport()
    start, end = hand_point(window, tile), zone_point(window, NO_POINT)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(10, -10))
    QTest.mouseMove(vp, end)
    assert window.interaction.points_badge.isVisible()
    preview = bare(window.interaction.points_badge.text)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert tile in c.match.round.layout.order
    labels = window.view.tiles.labels
    qtbot.waitUntil(lambda: bool(labels), timeout=5000)
    placed = bare(labels[-1].text)
    raw = PIPS[tile]
    assert preview == placed == f"+{raw}\u00a0(+{raw // 5})"


def test_after_redo_the_teacher_says_what_was_redone(make_window, qtbot, language):
    window = make_window(human_vs_bot(21))
    c = window.controller
    teacher = window.panel.teacher
    assert c.teaching and teacher.isVisible()
    qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=5000)
    m = c.match
    tile, point = m.legal_moves()[0]
    assert c.play(tile, point) is None
    qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over, timeout=5000)
    c.undo()
    qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=5000)
    undone = "تراجع" if language == "ar" else "Undone"
    assert undone in teacher.toPlainText().split("\n")[-1]
    c.redo()
    last = bare(teacher.toPlainText().split("\n")[-1])
    assert undone not in last
    from fivesup_qt.ui.words.summary import move_label

    move = bare(move_label((tile, point), arrow=True))
    assert last == (f"أُعيدت الحركة: لُعبت حركتك {move} من جديد." if language == "ar"
                    else f"Redone: your move {move} is played again.")
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / f"redo_teacher_{language}.png"))
