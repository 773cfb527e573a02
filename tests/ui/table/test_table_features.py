"""Issue 11, what players of domino apps expect, end to end with real mouse events on
the table's viewport: auto-draw (the drawn tiles fly to the hand one by one), arranging
the hand (a drag along it, the sort button), and a round end and a match end worth
seeing (the settlement counted on the score cards, a winner card with Play again)."""

from __future__ import annotations

import pytest
from helpers.gui import click, drag, hand_point, seen, zone_point
from helpers.positions import DRAWS, NO_FIVE, position, show
from helpers.waiting import settle
from helpers.windows import human_vs_bot
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from fivesup_qt.rules import NO_POINT, parse_tile
from fivesup_qt.rules.tiles import IS_DOUBLE, PIPS, TILES
from fivesup_qt.ui.words.voice import bare


def felt_point(window, scene: QPointF) -> QPoint:
    return window.view.mapFromScene(scene)


# -- auto-draw ------------------------------------------------------------------------------------
# The computer opens with 5|5 (its only scoring tile); you hold no 5: you must draw
# 0|4, 2|4 and 3|4 (no 5 either), then 2|5, which fits and must be placed.


def test_auto_draw_draws_until_a_tile_fits_and_the_tiles_fly_in_one_by_one(make_window, qtbot):
    from dataclasses import replace

    from fivesup_qt.ui.play.pace import PACES

    m = position(1, NO_FIVE, DRAWS)
    window = show(make_window, qtbot, m)
    c, view = window.controller, window.view
    c.fast = False
    # the fast pace's steps halved: each tile still lands before the next draw
    c.set_pace(replace(PACES["fast"], draw=120, flight=100))
    c.computer.delay = 0
    landed: list[int] = []
    flown: list[tuple[int, QPointF, QPointF]] = []
    original = view.hands.fly_to

    def fly(item, target, original=original):  # watch each drawn tile take off
        flown.append((item.tile, QPointF(item.pos()), QPointF(target)))
        original(item, target)

    view.hands.fly_to = fly
    qtbot.waitUntil(lambda: m.round.must_play >= 0, timeout=8000)  # not a single click
    view.hands.fly_to = original
    assert [t for kind, t, seat in m.round.history() if kind == "draw"] == \
        [parse_tile(t) for t in DRAWS]
    assert m.round.must_play == parse_tile("2|5")
    # each drawn tile flew from the stock to its own place at the end of the hand
    assert [t for t, _, _ in flown] == [parse_tile(t) for t in DRAWS]
    stock = view.stock.pos()
    assert all((start - stock).manhattanLength() < 1 for _, start, _ in flown)
    view.finish_animations()
    landed = [view.hand_order.index(parse_tile(t)) for t in DRAWS]
    assert landed == [5, 6, 7, 8]
    # the drawn tile that fits is marked, and you place it with the mouse
    item = view.hand_items[parse_tile("2|5")]
    assert item.is_new
    tile = parse_tile("2|5")
    point = next(p for t, p in m.legal_moves() if t == tile)
    drag(window, hand_point(window, tile), zone_point(window, point))
    assert m.round.layout.parent[tile] == point


def test_without_auto_draw_each_draw_is_a_click_on_the_stock(make_window, qtbot):
    m = position(1, NO_FIVE, DRAWS)
    window = make_window(human_vs_bot(1), wait_human=False)
    c, view = window.controller, window.view
    c.auto_draw = False
    m.auto_forced = False
    c.load_match(m, human_vs_bot(1), teaching=False)
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=5000)
    settle(c)  # whatever was queued has run: no draw was
    assert m.round.stock_left == 18 and m.round.must_draw()  # it waits for you
    for n in range(1, 5):
        click(window, felt_point(window, view.stock.scenePos()))
        assert m.round.stock_left == 18 - n
    assert m.round.must_play == parse_tile("2|5")


def test_the_auto_draw_setting_is_kept(qtbot):
    import dataclasses

    from fivesup_qt.storage import SettingsStore
    from fivesup_qt.ui.main_window import MainWindow
    from fivesup_qt.ui.saving.install import install
    from fivesup_qt.ui.windows.settings import SettingsDialog

    window = MainWindow(fast=True)
    qtbot.addWidget(window)
    persistence = install(window)
    assert persistence.applier.settings.auto_draw and window.controller.auto_draw  # on by default
    dialog = SettingsDialog(persistence.applier.settings, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.auto_draw.isChecked()
    bar = dialog.tabs.tabBar()  # the Game page, as the player opens it
    game = next(i for i in range(bar.count())
                if dialog.tabs.widget(i).isAncestorOf(dialog.auto_draw))
    QTest.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(game).center())
    qtbot.waitUntil(dialog.auto_draw.isVisible, timeout=3000)
    QTest.mouseClick(dialog.auto_draw, Qt.MouseButton.LeftButton)
    wanted = dialog.result_settings()
    assert wanted == dataclasses.replace(persistence.applier.settings, auto_draw=False)
    assert persistence.applier.apply_settings(wanted)
    assert not window.controller.auto_draw
    assert SettingsStore().load().settings.auto_draw is False
    window.controller.shutdown()


# -- arranging the hand ------------------------------------------------------------------------------
def test_drag_along_the_hand_reorders_it_and_the_sort_button_sorts_it(make_window, qtbot):
    m = position(0, [["6|6", "0|3", "2|2", "1|4", "5|6"], ["0|0", "0|1", "1|2", "0|2", "1|3"]], [])
    window = show(make_window, qtbot, m)
    c, view = window.controller, window.view
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=5000)
    dealt = list(view.hand_order)
    assert dealt == m.round.hand(0)
    moved = dealt[0]
    start = hand_point(window, moved)
    end = view.hand_slot(3, len(dealt))
    drag(window, start, end)  # along the hand, not onto the table
    assert view.hand_order == [*dealt[1:4], moved, dealt[4]]
    assert m.round.layout.is_empty() and not window.interaction.dragging
    assert abs(hand_point(window, moved).x() - end.x()) <= 1
    assert "drop" not in window.status_label.text()  # no complaint about a missed point
    # Right goes through the hand in the order you see it (from the tile just moved)
    assert window.interaction.selected == moved
    QTest.keyClick(window, Qt.Key.Key_Right)
    assert window.interaction.selected == view.hand_order[4]
    QTest.keyClick(window, Qt.Key.Key_Escape)
    # the sort button: by value, then the doubles first
    assert view.sort_button.isVisible()
    button = felt_point(window, view.sort_button.scenePos())
    click(window, button)
    by_value = sorted(dealt, key=lambda t: (PIPS[t], TILES[t][0]))
    assert view.hand_order == by_value
    xs = [hand_point(window, t).x() for t in by_value]
    assert xs == sorted(xs)
    click(window, button)
    assert [IS_DOUBLE[t] for t in view.hand_order] == [True, True, False, False, False]
    assert view.hand_order[:2] == [parse_tile("2|2"), parse_tile("6|6")]
    assert "doubles" in window.status_label.text()
    # and a tile still goes to the table by a drag
    tile = view.hand_order[2]
    drag(window, hand_point(window, tile), zone_point(window, NO_POINT))
    assert m.round.layout.order == [tile]
    assert tile not in view.hand_order


def test_arranging_goes_on_while_the_computer_plays(make_window, qtbot):
    m = position(1, [["6|6", "0|3", "2|2", "1|4", "5|6"], ["5|5", "0|1", "1|2", "0|2", "1|3"]],
                 [])
    window = show(make_window, qtbot, m)
    c, view = window.controller, window.view
    c.computer.delay = 60_000  # the computer is still thinking
    qtbot.waitUntil(lambda: c.bot_busy, timeout=5000)
    order = list(view.hand_order)
    drag(window, hand_point(window, order[4]), view.hand_slot(0, 5))
    assert view.hand_order == [order[4], *order[:4]]


# -- round end and match end --------------------------------------------------------------------------
def test_a_round_end_counts_the_settlement_on_the_score_cards(make_window, qtbot):
    from fivesup_qt.ui.play.pace import PACES

    # you place your last tile: the computer's hand (0+2+4+12+7 = 25 pips) is deducted
    m = position(0, [["3|4"], ["0|0", "1|1", "2|2", "6|6", "1|6"]], [], scores=(40, 100))
    window = show(make_window, qtbot, m)
    c, panel = window.controller, window.panel
    c.fast = False
    c.set_pace(PACES["slow"])
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=5000)
    shown: list[str] = []
    card = panel.cards[1]
    drag(window, hand_point(window, parse_tile("3|4")), zone_point(window, NO_POINT))
    assert m.round.is_over and m.scores == [40, 75]
    assert bare(card.score.text()).startswith("100 raw")  # the count has not begun
    qtbot.waitUntil(lambda: window.count.anim is not None, timeout=3000)
    anim = window.count.anim
    assert anim.duration() == PACES["slow"].count
    for k in range(11):
        anim.setCurrentTime(anim.duration() * k // 10)
        shown.append(bare(card.score.text()).split(" raw")[0])
    assert shown[0] == "100" and shown[-1] == "75"
    assert {"95", "90", "85", "80"} <= set(shown)  # counted, five at a time
    assert shown == sorted(shown, key=int, reverse=True)
    assert card.delta.isVisible() and bare(card.delta.text()) == "−25\u00a0(−5)"
    assert not panel.cards[0].delta.isVisible()  # nothing settled for you
    assert window.round_card.isVisible()
    assert window.cards.match_end is None or not window.match_card.isVisible()
    QTest.mouseClick(window.round_card.next_button, Qt.MouseButton.LeftButton)
    assert not card.delta.isVisible() and bare(card.score.text()).startswith("75 raw")


@pytest.mark.arabic_reading
def test_the_settlement_on_a_card_reads_left_to_right_in_arabic(make_window, qtbot):
    from fivesup_qt.ui.words import i18n

    assert i18n.install(QApplication.instance(), "ar") == "ar"
    try:
        m = position(0, [["3|4"], ["0|0", "1|1", "2|2", "6|6", "1|6"]], [], scores=(40, 100))
        window = show(make_window, qtbot, m)
        assert window.isRightToLeft()
        qtbot.waitUntil(lambda: window.controller.human_to_act() == 0, timeout=5000)
        drag(window, hand_point(window, parse_tile("3|4")), zone_point(window, NO_POINT))
        card = window.panel.cards[1]
        qtbot.waitUntil(card.delta.isVisible, timeout=3000)
        assert seen(card.delta) == "−25\u00a0(−5)"  # as drawn: not ")5−( 25−"
    finally:
        i18n.uninstall()


def won_by_you(make_window, qtbot):
    """You place your last tile at 300 raw: 5 points, exactly 305, the match is yours and
    its winner card shows."""
    m = position(0, [["3|4"], ["0|0", "1|1", "2|2", "6|6", "1|6"]], [], scores=(305, 200))
    window = show(make_window, qtbot, m)
    qtbot.waitUntil(lambda: window.controller.human_to_act() == 0, timeout=5000)
    drag(window, hand_point(window, parse_tile("3|4")), zone_point(window, NO_POINT))
    qtbot.waitUntil(lambda: window.cards.match_end is not None and window.match_card.isVisible(),
                    timeout=3000)
    return window, m


def test_a_match_end_shows_the_winner_card_and_play_again_deals_anew(make_window, qtbot):
    window, m = won_by_you(make_window, qtbot)
    c = window.controller
    assert m.is_over and m.winner == 0
    card = window.match_card
    assert card.title.text() == "You win the match!"  # Ann is the one human: "you"
    finals = [f for f in card.finals if f.isVisible()]
    assert [bare(f.name.text()) for f in finals] == ["Ann", "Bot1"]  # the winner first
    assert [f.tally.raw for f in finals] == [305, 175]
    assert finals[0].property("winner") and not finals[1].property("winner")
    assert bare(finals[0].score.text()) == "305 raw · 61"
    # the card sits over the middle of the table: the hands along its edges stay in view
    view = window.view
    on_table = card.geometry()
    assert view.geometry().contains(on_table)
    for item in view.hand_items.values():
        at = view.mapFromScene(item.scenePos())
        assert not on_table.contains(view.mapTo(card.parentWidget(), at))
    assert window.round_card.isVisible()  # the round's settlement stays readable below
    assert focused() is card.again_button
    QTest.mouseClick(card.again_button, Qt.MouseButton.LeftButton)
    assert not card.isVisible()
    assert c.match is not m and c.match.scores == [0, 0] and c.names == ["Ann", "Bot1"]


def focused():
    from PySide6.QtWidgets import QApplication

    return QApplication.focusWidget()


def test_new_match_from_the_winner_card_opens_the_setup(make_window, qtbot, monkeypatch):
    window, _ = won_by_you(make_window, qtbot)
    asked = []
    monkeypatch.setattr(window, "new_match_dialog", lambda: asked.append(True))
    window.match_card.newMatch.disconnect()
    window.match_card.newMatch.connect(window.new_match_dialog)
    QTest.mouseClick(window.match_card.new_button, Qt.MouseButton.LeftButton)
    assert asked == [True]
