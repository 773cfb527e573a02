"""The hint and the review agree in the window (issue 40, item 1): the hint says under
its moves that they are ranked as the review judges moves; the player plays the hint's
best move, opens the review of the match, and the review lists that move as best."""

from __future__ import annotations

from helpers import SHOTS
from helpers.windows import find_seed, human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.ui.review.window import LABEL_COLUMN, ReviewWindow
from fivesup_qt.ui.words.voice import bare


def test_the_hinted_move_is_the_reviews_best(make_window, qtbot):
    seed = find_seed(lambda m: m.round.leader == 0 and len(m.legal_moves()) > 1)
    window = make_window(human_vs_bot(seed))
    c = window.controller
    assert c.teaching and c.human_to_act() == 0
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: c.hinter.last is not None, timeout=30_000)
    window.panel.hint_more_button.setChecked(True)
    words = bare(window.panel.hint_text())
    assert "(ranked as the review judges moves, over 300 sampled deals)" in words, words
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / "hint_ranked_as_the_review.png"))
    best = c.hinter.last.best.move
    assert c.play(*best) is None

    window.review_match()
    review = window.findChild(ReviewWindow)
    assert review is not None
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    first = review.decisions[0]
    assert (first.round, first.move_no, first.played) == (1, 1, best)
    assert bare(review.item_of(0).text(LABEL_COLUMN)) == "best (points)"
    review.close()
