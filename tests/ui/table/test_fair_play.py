"""Fair play end to end: every hand and the stock, in draw order, face up at a round end;
Replay this deal from the round-end card and from Match History (same seats or rotated);
Help > How the Computer Plays."""

from __future__ import annotations

import pytest
from helpers import SHOTS
from helpers.gui import play_round_by_mouse
from helpers.random_play import finished
from helpers.windows import human_vs_bot
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from fivesup_qt.rules import Match, tile_text
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import History, entry_from_match
from fivesup_qt.ui.review.window import ReviewWindow
from fivesup_qt.ui.windows.replay_deal import ReplayDealDialog
from fivesup_qt.ui.words.voice import bare


def finished_round(make_window, qtbot, seed: int, players: int = 2):
    window = make_window(human_vs_bot(seed, players=players))
    play_round_by_mouse(window, qtbot)
    qtbot.waitUntil(window.round_card.isVisible, timeout=5000)
    window.view.finish_animations()
    return window


def viewport_rect(view, item, rect: QRectF | None = None) -> QRectF:
    return item.deviceTransform(view.viewportTransform()).mapRect(rect or item.boundingRect())


@pytest.mark.parametrize("players", [2, 3])
def test_round_end_shows_every_hand_and_the_stock_in_draw_order(make_window, qtbot, players):
    window = finished_round(make_window, qtbot, 11, players)
    m = window.controller.match
    rnd = m.round
    view = window.view
    # every hand face up: the bottom one and the others, tile for tile
    assert all(item.face_up for item in view.hand_items.values())
    for seat, items in view.seat_items.items():
        assert [item.tile for item in items] == rnd.hand(seat)
        assert all(item.face_up for item in items)
    # the stock: what was not drawn, in the order it would have been drawn, as tiles on
    # the round-end card (not on the table, where it took the layout's room)
    card = window.round_card
    stock = card.stock
    left = rnd.stock[rnd.drawn:]
    assert view.stock_order is None or not view.stock_order.isVisible()
    assert stock.tiles == left and stock.isVisible() == bool(left)
    xs = [stock.tile_rect(i).x() for i in range(len(left))]
    assert xs == sorted(xs)  # left to right: the next draw first
    assert card.stock_caption.text() == ("Stock, next draw first:" if left else "Stock: empty")
    # the card says it in words too, for a screen reader
    expected = "  ".join(f"{i}.\u00a0{tile_text(t)}" for i, t in enumerate(left, 1))
    assert (expected if left else "Stock: empty") in card.accessibleDescription()
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / f"round_end_stock_{players}p_en.png"))
    # the next round hides it again
    QTest.mouseClick(window.round_card.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.round_card.isVisible(), timeout=3000)
    assert view.stock_order is None or not view.stock_order.isVisible()


def test_stock_reads_from_the_right_in_arabic(qapp, make_window, qtbot):
    from fivesup_qt.ui.words import i18n

    assert i18n.install(qapp, "ar") == "ar"
    try:
        window = finished_round(make_window, qtbot, 11)
        stock = window.round_card.stock
        assert stock.isRightToLeft()
        if len(stock.tiles) > 1:
            assert stock.tile_rect(0).x() > stock.tile_rect(1).x()
        assert window.round_card.stock_caption.text() == (
            "الكومة، السحبة التالية أولاً:" if stock.tiles else "الكومة: فارغة")
        window.grab().save(str(SHOTS / "round_end_stock_ar.png"))
    finally:
        i18n.uninstall()


def choose_and_deal(dialog: ReplayDealDialog, rotate: int) -> None:
    QTest.mouseClick(dialog.choices[rotate], Qt.MouseButton.LeftButton)
    assert dialog.rotate == rotate
    QTest.mouseClick(dialog.buttons.button(QDialogButtonBox.StandardButton.Ok),
                     Qt.MouseButton.LeftButton)


@pytest.mark.parametrize("rotate", [0, 1])
def test_replay_this_deal_from_the_round_end_card(make_window, qtbot, rotate):
    window = finished_round(make_window, qtbot, 13, players=3)
    c = window.controller
    old = c.match
    seats = c.setup.seats
    deal = old.deal_of(old.round_index)
    QTest.mouseClick(window.round_card.replay_button, Qt.MouseButton.LeftButton)
    dialog = window.findChild(ReplayDealDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert [bare(b.text()) for b in dialog.choices] == [
        "Same seats: everyone gets the same hand again",
        "Seats rotated by 1: You get Bot2's hand; Bot1 gets your hand; Bot2 gets Bot1's hand",
        "Seats rotated by 2: You get Bot1's hand; Bot1 gets Bot2's hand; Bot2 gets your hand"]
    if rotate:
        dialog.grab().save(str(SHOTS / "replay_deal_dialog_en.png"))
    choose_and_deal(dialog, rotate)
    qtbot.waitUntil(lambda: c.match is not old, timeout=3000)
    new = c.match
    assert len(new.rounds) == 1 and new.scores == [0, 0, 0]
    want = deal.rotated(rotate) if rotate else deal
    assert new.deal_of(0) == want
    # Ann holds the hand the rotation gave her; the others play on as before
    assert new.round.dealt[0] == sorted(deal.hands[(0 - rotate) % 3])
    assert c.setup.seats == seats  # the same players in the same seats
    assert not window.round_card.isVisible()
    play_round_by_mouse(window, qtbot)  # and the deal is played out like any other


def _history_with(match: Match, names: list[str]) -> None:
    seats = [{"type": "human"}] + [{"type": "bot", "level": "hard"}] * (match.players - 1)
    History().append(entry_from_match(match, record_of(match, names=names, seats=seats),
                                      names=names, seats=seats, date="2024-06-01T12:00:00+0000"))


def finished_match(seed: int, variant: str = "five-up", players: int = 2) -> Match:
    return finished(seed, players, variant)


def test_review_and_replay_a_deal_from_history(make_window, qtbot):
    from fivesup_qt.ui.saving.install import install

    played = finished_match(3)
    assert len(played.rounds) >= 2
    _history_with(played, ["Ann", "Bo"])
    window = make_window(human_vs_bot(1))
    p = install(window)
    p.store.ask = lambda title, text: pytest.fail(f"unexpected question: {text}")
    h = p.show_history()
    qtbot.waitExposed(h)
    assert h.table.rowCount() == 1 and h.review_button.isEnabled() and h.replay_button.isEnabled()
    SHOTS.mkdir(exist_ok=True)
    h.grab().save(str(SHOTS / "history_review_buttons_en.png"))

    QTest.mouseClick(h.review_button, Qt.MouseButton.LeftButton)
    review = h.findChild(ReviewWindow)
    assert review is not None
    qtbot.waitExposed(review)
    assert review.seat_box.currentText() == "Ann"
    assert len(review.record.rounds) == len(played.rounds)
    QTest.mouseClick(review.cancel_button, Qt.MouseButton.LeftButton)
    review.close()

    QTest.mouseClick(h.replay_button, Qt.MouseButton.LeftButton)
    dialog = h.findChild(ReplayDealDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    assert dialog.round.isVisibleTo(dialog) and dialog.round.maximum() == len(played.rounds)
    dialog.round.setFocus()
    QTest.keyClick(dialog.round, Qt.Key.Key_Up)  # the deal of round 2
    assert dialog.round_index == 1
    choose_and_deal(dialog, 1)
    c = window.controller
    qtbot.waitUntil(lambda: c.match.deal_of(0) == played.deal_of(1).rotated(1), timeout=3000)
    assert c.names == ["Ann", "Bo"] and c.setup.humans == [0]
    h.close()


def test_how_the_computer_plays(make_window, qtbot):
    from fivesup_qt.ui.windows.computer_help import ComputerHelpDialog

    window = make_window(human_vs_bot(1), wait_human=False)
    act = next(a for a in window.findChildren(type(window.menus.act_tour))
               if a.text().replace("&", "") == "How the Computer Plays")
    act.trigger()
    dialog = window.findChild(ComputerHelpDialog)
    assert dialog is not None
    qtbot.waitExposed(dialog)
    text = dialog.browser.toPlainText()
    for words in ("only what its own seat could see", "never receives another player's hand",
                  "Easy", "Medium", "Hard", "Expert", "160 deals", "1000", "seeded",
                  "in the order it will be drawn", "fivesup-qt replay FILE",
                  "fivesup-qt review FILE", "Replay this deal"):
        assert words in text, words
    assert not dialog.isModal()
    act.trigger()
    assert len(window.findChildren(ComputerHelpDialog)) == 1
    dialog.grab().save(str(SHOTS / "computer_help_en.png"))
    dialog.close()
