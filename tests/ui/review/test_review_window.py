"""The post-game review window end to end: opened from the round-end card, judged off the
GUI thread with a progress bar, Cancel, the seat chosen, every decision listed, a click
on a decision (in the list or on the chart) shows its position with the alternatives."""

from __future__ import annotations

import logging

from helpers import REPO, SHOTS
from helpers.gui import play_round_by_mouse
from helpers.positions import position, show
from helpers.waiting import settle
from helpers.windows import human_vs_bot
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from fivesup_qt.ai.review import THRESHOLDS
from fivesup_qt.rules import Match, parse_move
from fivesup_qt.storage import read_record
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.review.duplicate_window import DuplicateWindow
from fivesup_qt.ui.review.window import ReviewWindow
from fivesup_qt.ui.words.summary import move_label
from fivesup_qt.ui.words.voice import bare

SAMPLE = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"


def choices_of(record, seat: int) -> list[tuple[int, int, str]]:
    """(round, move, played) of every placement ``seat`` made with more than one legal
    move, replayed here from the record."""
    out = []
    match = Match(record.variant, record.players)
    for r, rr in enumerate(record.rounds, 1):
        match.start_round(rr.leader, rr.hands, rr.stock)
        for k, text in enumerate(rr.moves, 1):
            move = parse_move(text)
            if match.turn == seat and len(match.legal_moves()) > 1:
                out.append((r, k, bare(move_label(move))))
            match.play(move)
    return out


MOVE, LABEL, POINTS, CHANCE, PLAYED, BEST, FACTS = range(7)  # the list's columns


def rows(window: ReviewWindow) -> list[list[str]]:
    tree = window.tree
    out = []
    for r in range(tree.topLevelItemCount()):
        parent = tree.topLevelItem(r)
        out.append([bare(parent.text(0))])
        for k in range(parent.childCount()):
            child = parent.child(k)
            out.append([bare(child.text(c)) for c in range(tree.columnCount())])
    return out


def click_item(window: ReviewWindow, item) -> None:
    tree = window.tree
    tree.scrollToItem(item)
    rect = tree.visualRect(tree.indexFromItem(item, LABEL))  # the label, always in view
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     rect.center())


def wait_review(window: ReviewWindow, qtbot, timeout: int = 60_000) -> None:
    qtbot.waitUntil(lambda: window.review is not None, timeout=timeout)


def shown_review(qtbot, record, setup, **kw) -> ReviewWindow:
    """A review window on screen, its review done."""
    review = ReviewWindow(record, setup, "sample", **kw)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    wait_review(review, qtbot)
    return review


def test_review_from_the_round_end_card(make_window, qtbot, monkeypatch):
    # the card opens the review at the game's depth (300 deals a decision); what is
    # checked is the window's list of the human's choices: a quick depth shows the same
    monkeypatch.setitem(ReviewWindow.__init__.__kwdefaults__, "deals", 6)
    window = make_window(human_vs_bot(5))
    play_round_by_mouse(window, qtbot)
    qtbot.waitUntil(window.round_card.isVisible, timeout=5000)
    QTest.mouseClick(window.round_card.review_button, Qt.MouseButton.LeftButton)
    review = window.findChild(ReviewWindow)
    assert review is not None
    qtbot.waitExposed(review)
    assert review.seat_box.currentText() == "Ann"  # the human, by default
    assert review.cancel_button.isEnabled() and not review.start_button.isEnabled()
    wait_review(review, qtbot)
    record = review.record
    expected = choices_of(record, 0)
    assert expected, "the human had choices in the round"
    listed = [(d.round, d.move_no, bare(move_label(d.played))) for d in review.decisions]
    assert listed == expected
    table = rows(review)
    shown = [(row[MOVE], row[PLAYED]) for row in table if len(row) > 1]
    assert shown == [(str(k), played) for _, k, played in expected]
    assert review.progress.value() == review.progress.maximum() == len(expected)
    assert not review.cancel_button.isEnabled() and review.start_button.isEnabled()
    labels = {label for label, _ in THRESHOLDS} | {"blunder"}
    for row, d in zip((r for r in table if len(r) > 1), review.decisions):
        # the first round of a match: nothing at stake yet, every label by points
        assert d.label in labels and row[LABEL] == f"{d.label} (points)"
        assert d.alone_loss is not None  # the points without the match's result
        assert row[POINTS] == ("0" if round(d.alone_loss, 1) == 0 else f"−{d.alone_loss:.1f}")
        assert row[CHANCE] == ("0%" if round(d.chance_loss, 1) == 0
                               else f"−{d.chance_loss:.1f}%")
    summary = bare(review.summary.text())
    assert "Ann" in summary and f"{len(expected)} decision" in summary

    # a click on the last decision: its position, as Ann saw it, with the alternatives
    index = len(expected) - 1
    click_item(review, review.item_of(index))
    assert review.shown == index
    d = review.decisions[index]
    board = review.board.match
    rr = record.rounds[d.round - 1]
    placed = [parse_move(t)[0] for t in rr.moves[: d.move_no - 1]]
    assert board.round.layout.order == placed  # the position before the placement
    assert board.round.turn == 0 and review.board.viewer == 0
    view = review.view
    assert set(view.hand_items) == set(board.round.hand(0))
    assert all(item.face_up for item in view.hand_items.values())  # Ann's hand face up
    assert not any(item.face_up for items in view.seat_items.values() for item in items)
    marks = review.marks
    assert set(marks.zones) == {point for (_, point), _ in d.values}
    assert marks.zones[d.best[1]].hinted and marks.zones[d.played[1]].hot
    assert "best" in marks.texts[d.best[1]]
    assert view.hand_items[d.best[0]].selected_mark
    words = bare(review.alternatives.toPlainText())
    assert bare(move_label(d.played)) in words and "played" in words

    # the chart: one bar a decision; a click on a bar shows that decision
    chart = review.chart
    assert chart is not None and len(chart.decisions) == len(expected)
    vb = chart.plot.getPlotItem().vb
    target = 0
    at = chart.plot.mapFromScene(vb.mapViewToScene(QPointF(target + 1, -5.0)))
    QTest.mouseClick(chart.plot.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, at)
    qtbot.waitUntil(lambda: review.shown == target, timeout=2000)
    assert review.tree.currentItem() is review.item_of(target)
    SHOTS.mkdir(exist_ok=True)
    review.grab().save(str(SHOTS / "review_window_en.png"))
    review.close()


def test_a_position_set_up_by_hand_opens_no_review_and_no_duplicate(make_window, qtbot, caplog):
    """Hands of three tiles, as no deal of the rules gives: the match on the table has no
    record, so Review and "Play it in duplicate" (the cards' slots) open nothing, say so in
    the log (and in a box: tests/ui/review/test_opening.py), and the game goes on (Review
    raised RecordError here before)."""
    match = position(0, [["0|0", "1|1", "5|5"], ["0|1", "2|2", "6|6"]], [])
    window = show(make_window, qtbot, match)
    caplog.set_level(logging.WARNING, logger="fivesup_qt.ui.review")
    assert window.review_match() is None
    assert window.duplicate_match() is None
    assert window.findChild(ReviewWindow) is None and window.findChild(DuplicateWindow) is None
    warned = [r for r in caplog.records if "cannot be reviewed" in r.getMessage()]
    assert len(warned) == 2
    assert window.controller.match is match and not match.is_over


def test_review_cancel_stops_and_a_seat_is_chosen(qapp, qtbot):
    loaded = read_record(SAMPLE)
    record = loaded.record
    setup = match_setup(record.variant, record.players, names=["Ann", "Bea"], humans=(1,))
    review = ReviewWindow(record, setup, "sample", deals=5000)  # deep: long enough to cancel
    qtbot.addWidget(review)
    review.show()
    qtbot.waitExposed(review)
    assert review.seat_box.currentText() == "Bea"  # the record's human
    seen = []
    review.runner.progressed.connect(lambda done, total: seen.append((done, total)))
    qtbot.waitUntil(lambda: len(seen) >= 1, timeout=30_000)
    assert seen[0][1] == len(choices_of(record, 1))
    QTest.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    assert not review.runner.running and "cancelled" in bare(review.summary.text())
    assert review.start_button.isEnabled() and not review.cancel_button.isEnabled()
    count = len(seen)
    settle(review.runner)  # the cancelled job has stopped; what it sent before is delivered
    assert review.review is None and review.tree.topLevelItemCount() == 0
    assert len(seen) == count  # no progress after Cancel

    # a quick depth and the other seat, chosen from the keyboard: the review starts again
    small = shown_review(qtbot, record, setup, deals=6)
    combo = small.seat_box
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Up)  # from Bea (seat 1) to Ann (seat 0)
    qtbot.waitUntil(lambda: small.reviewed == 0 and small.review is not None
                    and small.review.seat == 0, timeout=30_000)
    first = rows(small)
    assert [(d.round, d.move_no, bare(move_label(d.played))) for d in small.decisions] \
        == choices_of(record, 0)
    # the same seat, depth and seed: the same review
    QTest.mouseClick(small.start_button, Qt.MouseButton.LeftButton)
    assert small.review is None
    wait_review(small, qtbot)
    assert rows(small) == first
    review.close()
    small.close()


def test_review_window_in_arabic(qapp, qtbot):
    from fivesup_qt.ui.words import i18n

    assert i18n.install(qapp, "ar") == "ar"
    try:
        loaded = read_record(SAMPLE)
        record = loaded.record
        setup = match_setup(record.variant, record.players, names=["أحمد", "Bea"])
        review = shown_review(qtbot, record, setup, deals=6)
        assert review.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert "أحمد" in review.summary.text()
        item = review.item_of(17)
        click_item(review, item)
        assert review.shown == 17
        text = review.alternatives.toPlainText()
        assert "الجولة" in text and review.tree.headerItem().text(0) == "الحركة"
        # on a screen of 800 by 800 the window opens at its size, and long Arabic point
        # names are cut short, whole in the tooltip: the move, the label and both losses
        # stay in view without scrolling
        free = review.screen().availableGeometry()
        assert review.width() <= free.width() and review.height() <= free.height()
        tree = review.tree
        for column in (MOVE, LABEL, POINTS, CHANCE):
            rect = tree.visualRect(tree.indexFromItem(item, column))
            assert tree.viewport().rect().contains(rect), column
        assert bare(item.toolTip(PLAYED)) == f"<qt>{bare(item.text(PLAYED))}</qt>"
        review.view.finish_animations()
        SHOTS.mkdir(exist_ok=True)
        review.grab().save(str(SHOTS / "review_window_ar.png"))
        review.close()
    finally:
        i18n.uninstall()


def test_review_from_the_replay_viewer_and_the_match_end(make_window, qtbot, home):
    import json

    from fivesup_qt.ui.saving.install import install

    window = make_window(human_vs_bot(1))
    p = install(window)
    path = home / "sample.json"
    path.write_text(json.dumps(json.loads(SAMPLE.read_text(encoding="utf-8"))))
    p.open_file(path)  # a finished record: the replay viewer
    [viewer] = p.files.viewers
    qtbot.addWidget(viewer)
    QTest.mouseClick(viewer.review_button, Qt.MouseButton.LeftButton)
    review = viewer.findChild(ReviewWindow)
    assert review is not None
    qtbot.waitExposed(review)
    assert bare(review.windowTitle()) == "Review: sample.json"
    assert len(review.record.rounds) == len(viewer.loaded.record.rounds)
    assert review.runner.running
    QTest.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    review.close()
    viewer.close()

    # the winner card of a match between computers (the sample record but its last move,
    # played on): Review, seat 0 (no human) by default
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["rounds"][-1]["moves"].pop()
    data.pop("result", None)
    path.write_text(json.dumps(data))
    window.controller.auto_next_round = True
    p.open_file(path)
    qtbot.waitUntil(lambda: window.controller.match.is_over, timeout=60_000)
    qtbot.waitUntil(window.match_card.isVisible, timeout=5000)
    QTest.mouseClick(window.match_card.review_button, Qt.MouseButton.LeftButton)
    reviews = window.findChildren(ReviewWindow)
    assert len(reviews) == 1
    assert reviews[0].reviewed == 0 and bare(reviews[0].windowTitle()) == "Review: this match"
    assert len(reviews[0].record.rounds) == len(window.controller.match.rounds)
    reviews[0].close()


def test_a_name_at_the_head_of_the_summary_keeps_its_line_direction(qapp, qtbot):
    """An Arabic name leads the English summary: the line still reads left to right,
    the name first (it ran right to left, the name at its right end); and a Latin name
    leads the Arabic one: the line still reads right to left, the name on the right."""
    from helpers.gui import seen

    from fivesup_qt.ui.words import i18n

    record = read_record(SAMPLE).record
    setup = match_setup(record.variant, record.players, names=["أحمد", "Bea"])
    review = shown_review(qtbot, record, setup, deals=6)
    first = seen(review.summary).split("\n")[0]
    assert first.startswith("دمحأ: ") and "decisions" in first, first  # read left to right
    SHOTS.mkdir(exist_ok=True)
    review.grab().save(str(SHOTS / "review_window_arabic_name_en.png"))
    review.close()

    assert i18n.install(qapp, "ar") == "ar"
    try:
        arabic = shown_review(qtbot, record, setup, seat=1, deals=6)
        first = seen(arabic.summary).split("\n")[0]
        assert first.endswith(" :Bea"), first  # the name at the right, where the line begins
        arabic.grab().save(str(SHOTS / "review_window_latin_name_ar.png"))
        arabic.close()
    finally:
        i18n.uninstall()


def test_a_tracker_reason_keeps_its_line_direction(qapp):
    """'أحمد drew when 3 was open: holds no 3' as its tool tip draws it: left to right,
    the name first and isolated (the tool tip ran right to left)."""
    from helpers.gui import seen
    from PySide6.QtWidgets import QLabel

    from fivesup_qt.rules.observation import Sighting
    from fivesup_qt.ui.words.review_words import rich_words, sighting_reason

    reason = sighting_reason("أحمد", Sighting(1, "draw", 1 << 3), 1 << 3)
    assert reason.startswith("\u2068أحمد\u2069 ")
    tip = QLabel(rich_words(reason))  # what QToolTip shows: a label of the rich text
    tip.setTextFormat(Qt.TextFormat.RichText)
    assert seen(tip) == "دمحأ drew when 3 was open: holds no 3"


def test_a_block_match_is_reviewed_in_points(qapp, qtbot):
    """Block has no win-chance tables and no level measured: the Review window judges its
    decisions in points, every one, and names no level (issue 43)."""
    from helpers.random_play import finished

    from fivesup_qt.rules.record import load_record, record_of

    # seed 3: a match of 7 rounds, 27 decisions (seed 5's 18 rounds took 1.8 s to judge)
    record = load_record(record_of(finished(3, 2, "block", 50)))
    setup = match_setup(record.variant, 2, names=["Ann", "Bea"], humans=(0,), target=50)
    review = shown_review(qtbot, record, setup, deals=6)
    assert review.decisions
    assert all(d.chances is None for d in review.decisions)  # no table: points only
    summary = bare(review.summary.text())
    assert "points given up" in summary and " pp" not in summary  # no chance lost
    assert "no computer level to compare with" in summary
    review.close()
