"""Dragging tiles from the hand with real mouse events on the viewport."""

from __future__ import annotations

from helpers.gui import drag, engine_consistent, hand_point, zone_point
from helpers.windows import find_seed, human_vs_bot

from fivesup_qt.rules import NO_POINT, placement_points
from fivesup_qt.rules.tiles import IS_DOUBLE, PIPS
from fivesup_qt.ui.words.voice import bare


def _scoring_opening(m) -> bool:
    return m.round.leader == 0 and any(PIPS[t] % 5 == 0 and PIPS[t] for t in m.round.hand(0))


def test_legal_drag_places_and_updates_panel(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(_scoring_opening)))
    c = window.controller
    tile = next(t for t in c.match.round.hand(0) if PIPS[t] % 5 == 0 and PIPS[t])
    drag(window, hand_point(window, tile), zone_point(window, NO_POINT))
    assert tile in c.match.round.layout.order
    assert c.match.scores[0] == PIPS[tile]
    card = window.panel.cards[0]
    assert bare(card.score.text()).startswith(f"{PIPS[tile]} raw")
    assert card.tally.raw == PIPS[tile]
    assert tile in window.view.table_items
    assert tile not in window.view.hand_items
    engine_consistent(c.match)


def test_drag_shows_live_zones_and_snaps(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 1)))
    c = window.controller
    legal = c.match.legal_moves()
    tile, point = legal[0]
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest

    vp = window.view.viewport()
    start = hand_point(window, tile)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    assert set(window.interaction.zones) == {p for t, p in legal if t == tile}
    QTest.mouseMove(vp, start + QPoint(10, -10))
    QTest.mouseMove(vp, zone_point(window, point))
    ghost = window.interaction.ghost
    pose = window.view.geometry_.pose_for(tile, point)
    assert window.interaction.hot_point == point
    assert ghost.rotation() == pose.angle
    layout = c.match.round.layout.copy()
    expected = placement_points(layout.play(tile, point))
    assert bare(window.interaction.points_badge.text).startswith(f"+{expected}")
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       zone_point(window, point))
    assert tile in c.match.round.layout.order


def test_drag_to_wrong_value_returns_tile(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 1)))
    c = window.controller
    layout = c.match.round.layout
    hand = c.match.round.hand(0)
    bad = [(t, p) for p in layout.open_points() for t in hand
           if (why := c.match.why_illegal((t, p), 0)) is not None and why.code == "value-mismatch"]
    assert bad, "the seed gives no mismatching tile"
    tile, point = bad[0]
    before = c.match.state()
    drag(window, hand_point(window, tile), zone_point(window, point))
    assert c.match.state() == before
    assert tile in window.view.hand_items
    assert window.interaction.ghost is None
    assert "does not match" in window.status_label.text()


def test_branch_before_lines_filled_is_refused(make_window, qtbot):
    def ok(m):
        return m.round.leader == 0 and any(IS_DOUBLE[t] for t in m.round.hand(0))

    window = make_window(human_vs_bot(find_seed(ok)))
    c = window.controller
    double = next(t for t in c.match.round.hand(0) if IS_DOUBLE[t])
    drag(window, hand_point(window, double), zone_point(window, NO_POINT))
    assert c.match.round.layout.order == [double]
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=5000)
    layout = c.match.round.layout
    assert layout.lines[double] < 2
    tile = c.match.round.hand(0)[0]
    before = c.match.state()
    drag(window, hand_point(window, tile), zone_point(window, double * 4 + 2))
    assert c.match.state() == before
    assert "branch" in window.status_label.text()
    assert tile in window.view.hand_items
