"""A tile whose places are all the same move goes down as a tile with one place does
(issue 37, item 7): the drawn tile that must be placed and fits both line sides of the
opening double needed a second click, and Enter said 'Choose a point with Tab first'.
Whether places are alike is the rules' answer (rules/symmetry.py); the tile goes to the
first of them in the engine's order. Real mouse and key events, in English."""

from __future__ import annotations

from helpers.gui import click, double_click, hand_point
from helpers.positions import position, show
from helpers.windows import computer_opens_a_double_you_cannot_answer, find_seed, human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.rules import NO_POINT, parse_point, parse_tile, point_text, tile_text
from fivesup_qt.ui.words.voice import bare


def _drawn_for_you(make_window, qtbot):
    """A dealt match (a seed found by search) where the computer opens with a double you
    cannot answer: you draw until a tile fits, and it must be placed on a line side."""
    seed = find_seed(computer_opens_a_double_you_cannot_answer)
    window = make_window(human_vs_bot(seed), wait_human=False)
    c = window.controller
    m = c.match
    qtbot.waitUntil(lambda: m.round.must_play >= 0, timeout=8000)
    c.computer.delay = 60_000  # the computer waits: only your tile moves
    window.view.finish_animations()
    drawn = m.round.must_play
    double = m.round.layout.order[0]
    points = [p for t, p in m.legal_moves() if t == drawn]
    assert points == [double * 4, double * 4 + 1], [point_text(p) for p in points]
    assert not c.one_click and window.interaction.selected < 0
    return window, drawn, points[0]


def _placed(window, tile: int, point: int, hand_before: int) -> None:
    """What you see of it: the tile on the table at ``point``, out of your hand, in the log."""
    view, m = window.view, window.controller.match
    assert tile in view.table_items and tile not in view.hand_items
    assert len(view.hand_items) == hand_before - 1
    assert m.round.layout.parent[tile] == point
    last = bare(window.panel.log.toPlainText()).splitlines()[-1]
    assert last.startswith("You") and tile_text(tile) in last, last


def test_one_click_places_a_drawn_tile_whose_two_places_are_alike(make_window, qtbot):
    window, drawn, line_a = _drawn_for_you(make_window, qtbot)
    before = len(window.view.hand_items)
    click(window, hand_point(window, drawn))
    _placed(window, drawn, line_a, before)
    window.grab().save("shots/oneclick/drawn-alike-placed.png")


def test_one_enter_places_a_drawn_tile_whose_two_places_are_alike(make_window, qtbot):
    window, drawn, line_a = _drawn_for_you(make_window, qtbot)
    before = len(window.view.hand_items)
    QTest.keyClick(window, Qt.Key.Key_Return)
    _placed(window, drawn, line_a, before)


# You open with 1|6, the computer answers 1|5: you hold nothing with a 5 or a 6, draw 0|4
# (no fit), then 5|6, which fits the 5 end and the 6 end: two places that differ.
NOTHING_FITS = [["1|6", "0|0", "2|2", "0|2", "3|3"], ["1|5", "0|1", "1|2", "1|3", "1|4"]]


def test_a_drawn_tile_whose_places_differ_still_asks_for_a_point(make_window, qtbot):
    m = position(0, NOTHING_FITS, ["0|4", "5|6"])
    for name in ("1|6", "1|5"):
        tile = parse_tile(name)
        m.play(next(move for move in m.legal_moves() if move[0] == tile))
    window = show(make_window, qtbot, m)
    window.controller.computer.delay = 60_000
    qtbot.waitUntil(lambda: m.round.must_play >= 0, timeout=8000)
    window.view.finish_animations()
    drawn = parse_tile("5|6")
    assert m.round.must_play == drawn
    before = len(window.view.hand_items)
    click(window, hand_point(window, drawn))
    assert window.interaction.selected == drawn and drawn in window.view.hand_items
    assert len(window.interaction.zones) == 2
    QTest.keyClick(window, Qt.Key.Key_Return)
    status = bare(window.status_label.text())
    assert status == "Choose a point with Tab first", status
    assert drawn in window.view.hand_items and len(window.view.hand_items) == before
    assert drawn not in m.round.layout.order


# The computer opens with 4|4; your one tile with a 4 is 1|4, and it may go on either
# line side: not a drawn tile, but one place all the same.
ALIKE = [["1|4", "0|0", "2|2", "3|3", "5|6"], ["4|4", "0|1", "1|2", "0|2", "1|3"]]


def _alike_your_turn(make_window, qtbot):
    m = position(1, ALIKE, [])
    m.play((parse_tile("4|4"), NO_POINT))
    window = show(make_window, qtbot, m)
    c = window.controller
    c.computer.delay = 60_000
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=8000)
    window.view.finish_animations()
    return window, parse_tile("1|4")


def test_the_keys_say_enter_places_a_tile_whose_places_are_alike(make_window, qtbot):
    window, tile = _alike_your_turn(make_window, qtbot)
    while window.interaction.selected != tile:
        QTest.keyClick(window, Qt.Key.Key_Right)
    status = bare(window.status_label.text())
    assert status == "Selected 1|4, legal at 4|4/lineA, 4|4/lineB: Enter places it", status
    window.grab().save("shots/oneclick/alike-keys.png")
    before = len(window.view.hand_items)
    QTest.keyClick(window, Qt.Key.Key_Return)
    _placed(window, tile, parse_point("4|4/lineA"), before)


def test_a_click_says_a_double_click_places_a_tile_whose_places_are_alike(make_window, qtbot):
    window, tile = _alike_your_turn(make_window, qtbot)
    click(window, hand_point(window, tile))
    assert window.interaction.selected == tile and len(window.interaction.zones) == 2
    status = bare(window.status_label.text())
    assert status.endswith(": double-click to place it"), status
    before = len(window.view.hand_items)
    double_click(window, tile)
    _placed(window, tile, parse_point("4|4/lineA"), before)
