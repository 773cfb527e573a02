"""Click-to-place, the keyboard, a whole match, hot-seat, the smoke run."""

from __future__ import annotations

from dataclasses import replace

from helpers.gui import click, engine_consistent, hand_point, zone_point
from helpers.smoke_run import smoke_run
from helpers.waiting import until
from helpers.windows import find_seed, human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.rules import EXACT_61, FIVE_UP


def test_click_tile_then_zone(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 1)))
    c = window.controller
    tile, point = c.match.legal_moves()[-1]
    click(window, hand_point(window, tile))
    assert window.interaction.selected == tile
    assert point in window.interaction.zones
    click(window, zone_point(window, point))
    assert c.match.round.layout.parent[tile] == point


def test_keyboard_play(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 0)))
    c = window.controller
    hand = c.match.round.hand(0)
    QTest.keyClick(window, Qt.Key.Key_Right)
    assert window.interaction.selected == hand[0]
    QTest.keyClick(window, Qt.Key.Key_Right)
    assert window.interaction.selected == hand[1]
    QTest.keyClick(window, Qt.Key.Key_Tab)
    assert window.interaction.hot_point is not None
    QTest.keyClick(window, Qt.Key.Key_Return)
    assert c.match.round.layout.order == [hand[1]]


def _play_human_turn(window, qtbot, step: int) -> None:
    c = window.controller
    m = c.match
    rnd = m.round
    if rnd.must_draw():
        if step % 2:
            QTest.keyClick(window, Qt.Key.Key_D)
        else:
            view = window.view
            click(window, view.mapFromScene(view.stock.scenePos()))
        return
    moves = m.legal_moves()
    if not moves:  # an automatic pass is on its way: let it come
        actions = rnd.actions
        qtbot.waitUntil(lambda: m.round is not rnd or rnd.actions > actions, timeout=5000)
        return
    tile, point = moves[step % len(moves)]
    click(window, hand_point(window, tile))
    if tile in window.view.hand_items:  # a drawn tile with one place went down at the click
        click(window, zone_point(window, point))


def test_human_plays_whole_match(make_window, qtbot):
    # to the shortest target (31): a whole match of rounds, clicked through, in fewer turns
    window = make_window(replace(human_vs_bot(7, EXACT_61, players=3), target=155))
    c = window.controller
    step = 0
    rounds = 1
    while not c.match.is_over:
        until(lambda: c.match.is_over or c.match.round.is_over or c.human_to_act() is not None,
              "your turn or an end", 5000)
        if c.match.is_over:
            break
        if c.match.round.is_over:
            qtbot.waitUntil(window.round_card.isVisible, timeout=3000)
            click_button = window.round_card.next_button
            QTest.mouseClick(click_button, Qt.MouseButton.LeftButton)
            rounds += 1
            continue
        before = c.match.round.actions
        _play_human_turn(window, qtbot, step)
        step += 1
        if c.match.legal_moves() or c.match.round.must_draw():
            assert c.match.round.actions > before or c.match.round.is_over
        assert step < 5000
    qtbot.waitUntil(window.round_card.isVisible, timeout=3000)
    assert "wins the match" in window.round_card.title.text()
    assert window.round_card.new_button.isVisible()
    assert rounds >= 2  # the next round dealt by the card's button at least once
    engine_consistent(c.match)


def test_hot_seat_hides_hands(make_window, qtbot):
    from fivesup_qt.ui.play.setup import MatchSetup, SeatSetup

    setup = MatchSetup(FIVE_UP, (SeatSetup("Ann", True), SeatSetup("Bea", True)), 3)
    window = make_window(setup, wait_human=False)
    c = window.controller
    qtbot.waitUntil(window.cards.handoff_card.isVisible, timeout=3000)
    assert c.viewer is None
    assert all(not item.face_up for item in window.view.hand_items.values())
    first = c.match.round.turn
    QTest.mouseClick(window.cards.handoff_card.button, Qt.MouseButton.LeftButton)
    assert c.viewer == first and not window.cards.handoff_card.isVisible()
    assert sorted(window.view.hand_items) == c.match.round.hand(first)
    assert all(item.face_up for item in window.view.hand_items.values())
    tile, point = c.match.legal_moves()[0]
    click(window, hand_point(window, tile))
    click(window, zone_point(window, point))
    qtbot.waitUntil(window.cards.handoff_card.isVisible, timeout=3000)
    assert c.viewer is None
    assert all(not item.face_up for item in window.view.hand_items.values())
    assert "Bea" in window.cards.handoff_card.label.text() or "Ann" in window.cards.handoff_card.label.text()


def test_smoke_exits_zero_and_writes_png(tmp_path_factory):
    """The smoke run (helpers/smoke_run.py: an Exact 61 match, shared with the tests that
    read its line) ends with status 0 and a screenshot of the table."""
    smoke = smoke_run(tmp_path_factory)
    assert smoke.code == 0, smoke.err
    assert smoke.screenshot.exists() and smoke.screenshot.stat().st_size > 10_000


def test_log_keeps_settlements_apart(make_window, qtbot):
    """A Five-Up domino: the placement line shows no settlement; each deduction its own line."""
    window = make_window(human_vs_bot(5, FIVE_UP, players=3))
    c = window.controller
    for _ in range(500):
        qtbot.waitUntil(lambda: c.match.round.is_over or c.human_to_act() is not None,
                        timeout=5000)
        if c.match.round.is_over:
            break
        _play_human_turn(window, qtbot, 0)
    qtbot.waitUntil(window.round_card.isVisible, timeout=3000)
    assert not any("with settlement" in line for line in c.log)
    settles = [ev for ev in c.match.events if ev.kind == "settle"]
    assert sum(": settlement" in line for line in c.log) == len(settles)
