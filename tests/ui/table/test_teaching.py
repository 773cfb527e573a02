"""Teaching mode: reasons in words, overlays equal to the engine, hints, undo/redo,
zone previews, the rules tour and the round-end strip."""

from __future__ import annotations

from functools import partial

import pytest
from helpers import SHOTS
from helpers.gui import engine_consistent, hand_point, zone_point
from helpers.waiting import moves_on, settle
from helpers.windows import find_seed, human_vs_bot
from helpers.worker_jobs import hold
from PySide6.QtCore import QCoreApplication, QPoint, QRect, Qt, QTranslator
from PySide6.QtTest import QTest

from fivesup_qt.rules import EXACT_61, FIVE_UP, NO_POINT, Match, Reason, parse_move, parse_point, parse_tile
from fivesup_qt.ui.words import summary
from fivesup_qt.ui.words.voice import bare

NAMES = ["Ann", "Bea", "Cy"]

# Every code ``Match.why_illegal`` returns, with the params it gives (tiles, points
# and seats as the engine's integers).
REASONS = [
    Reason("match-over"),
    Reason("round-over"),
    Reason("not-your-turn", {"seat": 1}),
    Reason("not-in-hand", {"tile": parse_tile("1|4"), "seat": 2, "place": "hand", "holder": 1}),
    Reason("must-place-drawn", {"tile": parse_tile("2|3")}),
    Reason("opening-has-no-point"),
    Reason("point-needed"),
    Reason("no-such-point"),
    Reason("not-on-table", {"point": parse_point("3|3/lineA")}),
    Reason("occupied", {"point": parse_point("1|4/low")}),
    Reason("branch-too-early", {"point": parse_point("1|1/branchA")}),
    Reason("value-mismatch", {"tile": parse_tile("2|6"), "point": parse_point("1|4/high"),
                              "value": 4}),
]


class _Marker(QTranslator):
    """A translator that marks every string of the 'summary' context."""

    def translate(self, context, source, disambiguation=None, n=-1):
        return f"«{source}»" if context in ("summary", "reasons") else None


def test_reason_codes_are_translated_with_names(qapp):
    # Reasons as the engine really gives them
    m = Match(FIVE_UP, 3, auto_forced=False)
    hands = [["1|4", "1|1", "0|6", "2|6", "3|5"], ["4|4", "0|0", "0|1", "0|2", "0|3"],
             ["2|2", "3|3", "5|5", "6|6", "1|2"]]
    deal = [[parse_tile(t) for t in hand] for hand in hands]
    used = {t for hand in deal for t in hand}
    m.start_round(0, deal, [t for t in range(28) if t not in used])
    real = [m.why_illegal(parse_move("1|4"), 1), m.why_illegal(parse_move("4|4"), 0)]
    m.play(parse_move("1|4"))
    real += [m.why_illegal((parse_tile("4|4"), NO_POINT)),
             m.why_illegal(parse_move("4|4@1|4/low")),
             m.why_illegal(parse_move("0|1@1|4/high"), 1)]
    assert {r.code for r in real} == {"not-your-turn", "not-in-hand", "point-needed",
                                      "value-mismatch"}
    marker = _Marker()
    QCoreApplication.installTranslator(marker)
    try:
        for reason in REASONS + real:
            text = summary.reason_text(reason, NAMES)
            assert text.startswith("«"), (reason.code, text)
            assert "seat " not in text.replace("«", ""), (reason.code, text)
    finally:
        QCoreApplication.removeTranslator(marker)
    assert bare(summary.reason_text(REASONS[2], NAMES)) == "it is not your turn: Bea is to play"
    assert bare(summary.reason_text(REASONS[3], NAMES)) == "1|4 is not in Cy's hand (it is in Bea's hand)"
    assert "Ann is to play" in bare(summary.reason_text(real[0], NAMES))


def test_tour_overlays_equal_engine(make_window, qtbot):
    window = make_window(human_vs_bot(1), wait_human=False)
    window.tour.start()
    view = window.view
    steps = window.tour.steps
    sums = [5, 6, 10, 5, 5, 10, 15, 5, 8, 4, 0, 9, 15]  # docs/rules.md §6, with the 3|6 opening
    assert [s.match.round.layout.end_sum for s in steps] == sums
    for i in range(len(steps)):
        if i:
            QTest.mouseClick(window.cards.tour_panel.next_button, Qt.MouseButton.LeftButton)
        assert window.tour.index == i
        layout = window.controller.match.round.layout
        assert layout is steps[i].match.round.layout
        counted = layout.counted()
        assert sorted(view.overlay.numbers) == sorted((e.tile, e.point, e.value) for e in counted)
        free_counted = {e.point for e in counted if e.point != NO_POINT}
        assert sorted(view.overlay.dots) == sorted(p for p in layout.open_points()
                                                   if p not in free_counted)
        assert len(view.overlay.items) == len(counted) + len(view.overlay.dots)
        assert sorted(view.table_items) == sorted(layout.order)
        assert f"= {sums[i]}" in bare(view.ends_badge.text) or bare(view.ends_badge.text).endswith(
            f" {sums[i]}")
        assert f"Step {i + 1} of {len(steps)}" in bare(window.cards.tour_panel.text.text())
        if i in (1, 3, 8, 12):
            window.grab().save(_shot(f"test_tour_{i + 1:02d}.png"))
    assert "branches are not open yet" in steps[1].note
    QTest.mouseClick(window.cards.tour_panel.close_button, Qt.MouseButton.LeftButton)
    assert not window.tour.active and not window.controller.frozen


def _shot(name: str) -> str:
    import os

    folder = SHOTS
    folder.mkdir(exist_ok=True)
    return os.fspath(folder / name)


def _exact_finish_position():
    """Exact 61, Ann at 300 raw leads: only opening 1|4 makes exactly 305."""
    m = Match(EXACT_61, 2, auto_forced=False)
    hands = [["1|4", "4|6", "5|5", "3|6", "2|6"], ["0|0", "0|1", "0|2", "0|3", "1|2"]]
    deal = [[parse_tile(t) for t in hand] for hand in hands]
    used = {t for hand in deal for t in hand}
    m.start_round(0, deal, [t for t in range(28) if t not in used])
    m.scores = [300, 0]
    return m


@pytest.mark.real_processes  # the hint is thought in the window's worker process
def test_hint_off_gui_thread_highlights_winning_move(make_window, qtbot, monkeypatch):
    import fivesup_qt.ui.play.hinter as hinter

    sent = []
    real = hinter.hint_job

    def spy(*args, **kw):
        sent.append(real(*args, **kw))
        return sent[-1]

    monkeypatch.setattr(hinter, "hint_job", spy)
    window = make_window(human_vs_bot(1, EXACT_61), wait_human=False)
    c = window.controller
    c.hinter.seconds = 0.2
    c.load_match(_exact_finish_position(), human_vs_bot(1, EXACT_61))
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=3000)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: c.hinter.last is not None, timeout=10000)
    [job] = sent  # the worker is sent an observation only (it runs in another process)
    assert not hasattr(job.args[0], "hands") and c.worker.processes
    best = c.hinter.last.best
    assert best.move == parse_move("1|4") and best.wins
    assert best.move in c.match.legal_moves()
    assert window.interaction.selected == best.move[0]
    assert window.interaction.hot_point == best.move[1]
    assert window.interaction.zones[best.move[1]].hinted
    text = window.panel.hint_text()
    assert window.panel.hint_box.isVisible() and "1|4" in text and "exactly 61" in bare(text)
    assert len(c.hinter.last.alternatives) == 2 and "rejected" in text
    window.grab().save(_shot("test_hint.png"))


def test_expert_hint_when_settings_choose_expert(make_window, qtbot):
    window = make_window(human_vs_bot(1, EXACT_61), wait_human=False)
    c = window.controller
    c.hinter.seconds = 0.2
    c.hint_level = "expert"  # what Settings > Hints sets
    c.load_match(_exact_finish_position(), human_vs_bot(1, EXACT_61))
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=3000)
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: c.hinter.last is not None, timeout=10000)
    assert c.hinter.last.level == "expert"
    assert c.hinter.last.best.move == parse_move("1|4") and c.hinter.last.best.wins
    assert "Hint: Expert's move" in window.status_label.text()


def test_undo_redo_restores_engine_state_across_bot_reply(make_window, qtbot, tmp_path):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 0)))
    c = window.controller
    assert c.teaching
    before = c.match.state()
    tile, point = c.match.legal_moves()[0]
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, hand_point(window, tile))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, zone_point(window, point))
    qtbot.waitUntil(lambda: c.human_to_act() == 0 and len(c.match.round.layout.order) >= 2,
                    timeout=5000)
    after = c.match.state()
    assert after != before
    QTest.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert c.match.state() == before
    assert sorted(window.view.table_items) == sorted(c.match.round.layout.order)
    assert sorted(window.view.hand_items) == c.match.round.hand(0)
    settle(c)  # whatever the undo queued has run: the bot does not move again
    assert c.match.state() == before and c.human_to_act() == 0
    QTest.keyClick(window, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert c.match.state() == after
    settle(c)
    assert c.match.state() == after
    engine_consistent(c.match)
    # undo while the bot's reply is still pending: the reply never lands.  The worker
    # is held by a job of ours, so the bot's job waits behind it until the undo.
    held = tmp_path / "let go"
    c.worker.submit(partial(hold, str(held)), lambda _pid: None)
    tile, point = c.match.legal_moves()[0]
    mid = c.match.state()
    c.play(tile, point)
    qtbot.waitUntil(lambda: c.bot_busy, timeout=60_000)  # the bot is thinking
    c.undo()
    held.touch()
    settle(c)  # the bot's job ran and its move was dropped
    assert c.match.state() == mid and c.human_to_act() == 0
    engine_consistent(c.match)


def test_teaching_drag_shows_zone_previews(make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 1)))
    c = window.controller
    tile, point = c.match.legal_moves()[0]
    vp = window.view.viewport()
    start = hand_point(window, tile)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(10, -10))
    QTest.mouseMove(vp, zone_point(window, point))
    zones = window.interaction.zones
    assert zones
    layout = c.match.round.layout
    for p, zone in zones.items():
        copy = layout.copy()
        end_sum = copy.play(tile, p)
        values = [e.value for e in copy.counted()]
        assert zone.label is not None and zone.label.text.startswith("ends ")
        assert summary.ends_formula(values) in zone.label.text
        assert (f"+{end_sum} raw" in zone.label.text) == (end_sum % 5 == 0 and end_sum > 0)
    assert window.interaction.points_badge.isVisible()
    window.grab().save(_shot("test_teaching_drag.png"))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       zone_point(window, point))
    assert tile in c.match.round.layout.order
    assert window.panel.teacher.toPlainText().strip()


def _tiles_rect(window) -> QRect:
    view = window.view
    rect = None
    for item in view.table_items.values():
        r = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        r = QRect(view.viewport().mapTo(window, r.topLeft()), r.size())
        rect = r if rect is None else rect.united(r)
    return rect


@pytest.mark.parametrize("players,variant", [(2, EXACT_61), (4, FIVE_UP)])
def test_round_end_card_leaves_layout_visible(make_window, qtbot, players, variant):
    window = make_window(human_vs_bot(3, variant, players=players))
    c = window.controller
    for _ in range(400):
        qtbot.waitUntil(lambda: c.match.round.is_over or c.human_to_act() is not None,
                        timeout=5000)
        if c.match.round.is_over:
            break
        if c.match.round.must_draw():
            c.draw()
        elif c.match.legal_moves():
            c.play(*c.match.legal_moves()[0])
        else:
            moves_on(qtbot, c)  # the automatic pass
    qtbot.waitUntil(window.round_card.isVisible, timeout=3000)
    window.view.finish_animations()
    QCoreApplication.processEvents()  # the card's layout and the table's refit for it
    card = QRect(window.round_card.mapTo(window, QPoint(0, 0)), window.round_card.size())
    tiles = _tiles_rect(window)
    assert tiles is not None and not card.intersects(tiles), (card, tiles)
    view_rect = QRect(window.view.mapTo(window, QPoint(0, 0)), window.view.size())
    assert view_rect.contains(tiles)
    assert "pips" in window.round_card.hands.text() or "no tiles" in window.round_card.hands.text()
    window.grab().save(_shot(f"test_round_end_{players}p.png"))
    if c.teaching:
        assert "rounded" in window.panel.teacher.toPlainText() or \
            "rounds" in window.panel.teacher.toPlainText()


def test_wheel_zoom_around_cursor_pan_and_fit(make_window, qtbot):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 0)))
    view = window.view
    vp = view.viewport()
    assert view.accessibleName() and window.panel.accessibleName()
    fitted = view.scale_now()
    at = view.mapFromScene(view.table_items[view.model.match.round.layout.order[0]].pos()) \
        if view.table_items else view.mapFromScene(QPointF(0, 0))
    at += QPoint(10, 5)
    before = view.mapToScene(at)
    wheel = QWheelEvent(QPointF(at), QPointF(vp.mapToGlobal(at)), QPoint(0, 0), QPoint(0, 240),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier,
                        Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(vp, wheel)
    assert view.scale_now() > fitted * 1.2 and view.user_zoom
    after = view.mapToScene(at)
    assert abs(after.x() - before.x()) * view.scale_now() < 2
    assert abs(after.y() - before.y()) * view.scale_now() < 2
    # a plain drag on the felt does not pan; with Shift held it does
    start = QPoint(vp.width() // 2 - 150, vp.height() // 3)
    assert view.is_empty_felt(QPointF(start))
    centre = view.mapToScene(vp.rect().center())
    for modifier in (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ShiftModifier):
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, modifier, start)
        QTest.mouseMove(vp, start + QPoint(40, 0))
        QTest.mouseMove(vp, start + QPoint(80, 10))
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, modifier, start + QPoint(80, 10))
        moved = view.mapToScene(vp.rect().center())
        if modifier == Qt.KeyboardModifier.NoModifier:
            assert moved == centre
    assert abs((centre.x() - moved.x()) * view.scale_now() - 80) < 3
    # the hand stays pinned to the viewport's bottom edge
    tile = window.controller.match.legal_moves()[0][0]
    assert abs(hand_point(window, tile).y() - view.hand_slot(0, 1).y()) < 2
    QTest.keyClick(window, Qt.Key.Key_F)
    assert not view.user_zoom and abs(view.scale_now() - fitted) < 1e-6
