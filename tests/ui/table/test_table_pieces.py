"""Issue 24, item 3: the table view's pieces hand over to each other by signals, not by
timing or by the order they were made in: a placement's points show when its tile has
landed, and the hand works whenever the interaction was wired to the controller."""

from __future__ import annotations

from dataclasses import replace

from helpers.gui import drag, hand_point, leading_a_scoring_tile, zone_point
from helpers.positions import DRAWS, NO_FIVE, position, show
from PySide6.QtCore import QAbstractAnimation, QPropertyAnimation

from fivesup_qt.rules import NO_POINT, parse_tile
from fivesup_qt.ui.play.model import Changes
from fivesup_qt.ui.play.pace import PACES


def flight_of(view, tile: int) -> QPropertyAnimation:
    """The running animation that carries ``tile`` to its place on the table."""
    item = view.table_items[tile]
    [flight] = [a for a in view.findChildren(QPropertyAnimation)
                if a.targetObject() is item and bytes(a.propertyName().data()) == b"pos"
                and a.state() == QAbstractAnimation.State.Running]
    return flight


def test_the_points_wait_for_the_tile_to_land_however_long_it_flies(make_window, qtbot):
    window, tile = leading_a_scoring_tile(make_window)
    c, view = window.controller, window.view
    c.set_pace(replace(PACES["fast"], label=250))  # the points go sooner: less to wait for
    drag(window, hand_point(window, tile), zone_point(window, NO_POINT))
    flight = flight_of(view, tile)
    flight.pause()  # the tile hangs in the air (a slow machine, a long flight)
    # something must not happen: wait well past the time a flight takes at this pace
    qtbot.wait(2 * c.pace.flight + 100)
    assert not view.labels, "no points over a tile still in the air"
    flight.setCurrentTime(flight.duration())  # it lands ...
    [label] = view.labels  # ... and its points show at once
    assert label.text.startswith("\u2066+")
    qtbot.waitUntil(lambda: not view.labels, timeout=5000)  # and go, as before


def test_the_drawn_tile_can_be_played_whatever_hears_of_a_change_first(make_window, qtbot):
    m = position(1, NO_FIVE, DRAWS)
    window = show(make_window, qtbot, m)
    c, view = window.controller, window.view
    # the table hears of each change after the hand's interaction does (as if the view
    # had been told last)
    c.model.forget(view.on_change)
    c.model.listen(lambda changes: None if changes.over else view.on_change(Changes()))
    c.computer.delay = 0
    qtbot.waitUntil(lambda: m.round.must_play >= 0, timeout=8000)  # the auto-draw
    view.finish_animations()
    drawn = m.round.must_play
    assert drawn == parse_tile(DRAWS[-1])
    point = next(p for t, p in m.legal_moves() if t == drawn)
    drag(window, hand_point(window, drawn), zone_point(window, point))
    assert drawn in m.round.layout.order, "the tile drawn last is played by a drag"
