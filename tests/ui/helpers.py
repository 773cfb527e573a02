"""Real mouse events on the table's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest


def hand_point(window, tile: int) -> QPoint:
    view = window.view
    return view.mapFromScene(view.hand_items[tile].scenePos())


def zone_point(window, point: int) -> QPoint:
    view = window.view
    return view.mapFromScene(view.zone_centre(point))


def drag(window, start: QPoint, end: QPoint) -> None:
    vp = window.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    mid = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
    QTest.mouseMove(vp, start + QPoint(6, -6))
    QTest.mouseMove(vp, mid)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(window, pos: QPoint) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)


def engine_consistent(match) -> None:
    """Every tile exactly once (hands, table, stock); scores equal accepted events."""
    rnd = match.round
    tiles = []
    for seat in range(rnd.players):
        tiles += rnd.hand(seat)
    tiles += rnd.layout.order
    tiles += rnd.stock[rnd.drawn:]
    assert sorted(tiles) == list(range(28)), tiles
    totals = [0] * len(match.scores)
    for ev in match.events:
        if ev.accepted:
            totals[ev.scorer] += ev.points
    assert totals == match.scores
