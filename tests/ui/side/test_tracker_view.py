"""The tile tracker in the side panel, end to end: it follows every action, shows only the
shown human's knowledge (hot-seat included), gives its reasons on hover, and never
reads a hidden tile (the same observation with the hidden tiles reshuffled shows the
same)."""

from __future__ import annotations

import re
from random import Random

from helpers import SHOTS
from helpers.gui import click, hand_point, play_turn_by_mouse, zone_point
from helpers.hidden import hidden_twin
from helpers.waiting import moves_on
from helpers.windows import human_vs_bot
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QToolTip

from fivesup_qt.rules import FIVE_UP, Match, parse_tile
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.tiles import TILES
from fivesup_qt.ui.play.setup import MatchSetup, SeatSetup
from fivesup_qt.ui.words.voice import bare


def lines_of(box) -> dict[str, str]:
    """Each shown seat line by the name it starts with."""
    return {bare(label.text()).split(" (")[0]: bare(label.text()) for label in box.seat_lines
            if label.isVisibleTo(box)}


def check_against_the_table(box, match: Match, seat: int, names: list[str]) -> None:
    """What the box shows agrees with the real hands: the unseen counts are exact and no
    value said absent is in that player's real hand."""
    rnd = match.round
    seen = set(rnd.hand(seat)) | set(rnd.layout.order)
    hidden = [t for t in range(28) if t not in seen]
    assert [int(c.text()) for c in box.counts] == [
        sum(1 for t in hidden if v in TILES[t]) for v in range(7)]
    shown = lines_of(box)
    assert set(shown) == {names[s] for s in range(match.players) if s != seat}
    for other in range(match.players):
        if other == seat:
            continue
        text = shown[names[other]]
        tiles = len(rnd.hand(other))
        assert f"({tiles} tile" in text or (tiles == 0 and "(0 tiles)" in text)
        absent = [int(v) for v in re.findall(r"no (\d)", text)]
        for value in absent:
            assert not any(value in TILES[t] for t in rnd.hand(other)), (text, rnd.hand(other))


def test_tracker_follows_every_action(make_window, qtbot):
    window = make_window(human_vs_bot(21, players=3))
    c = window.controller
    box = window.panel.tracker
    assert box.isVisible()
    checks = []

    def after_action() -> None:  # connected after the panel: the box is up to date
        if c.viewer is not None and c.match is not None:
            check_against_the_table(box, c.match, c.viewer, c.names)
            checks.append(box.texts())

    c.model.listen(lambda changes: None if changes.over else after_action())
    step = 0
    while not any("holds no" in " ".join(t) for t in checks):  # until a draw taught something
        qtbot.waitUntil(lambda: c.match.is_over or c.match.round.is_over
                        or c.human_to_act() is not None, timeout=10_000)
        assert not c.match.is_over
        if c.match.round.is_over:
            qtbot.waitUntil(window.round_card.isVisible, timeout=3000)
            QTest.mouseClick(window.round_card.next_button, Qt.MouseButton.LeftButton)
            continue
        before = c.match.state()
        play_turn_by_mouse(window, step)
        moves_on(qtbot, c, before)  # the move made, or the automatic pass
        step += 1
    assert len(checks) > 10
    # teaching mode off: the tracker goes; on again: it is back
    window.menus.act_teaching.trigger()
    assert not box.isVisible()
    window.menus.act_teaching.trigger()
    assert box.isVisible()


def drawing_west() -> Match:
    """Ann opens 1|4; West holds nothing with 1 or 4 and draws 0|0, 0|6, then 1|1 fits."""
    hands = [["1|4", "2|2", "3|3", "5|5", "6|6"], ["0|2", "0|3", "2|3", "2|5", "3|5"]]
    deal = [[parse_tile(t) for t in hand] for hand in hands]
    used = {t for hand in deal for t in hand}
    first = [parse_tile(x) for x in ("0|0", "0|6", "1|1")]
    stock = [*first, *sorted(t for t in range(28) if t not in used and t not in first)]
    match = Match(FIVE_UP, 2, auto_forced=False)
    match.start_round(0, deal, stock)
    return match


def test_tracker_reason_on_hover(make_window, qtbot):
    window = make_window(human_vs_bot(1))
    c = window.controller
    setup = MatchSetup(FIVE_UP, (SeatSetup("Ann", True), SeatSetup("West", False, "greedy")))
    c.load_match(drawing_west(), setup)
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=5000)
    box = window.panel.tracker
    assert lines_of(box) == {"West": "West (5 tiles): nothing known yet"}
    opening = parse_tile("1|4")
    click(window, hand_point(window, opening))
    click(window, zone_point(window, -1))
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=5000)
    assert c.match.round.layout.order == [opening, parse_tile("1|1")]
    assert lines_of(box) == {"West": "West (7 tiles): holds no 1 and no 4"}
    [label] = [lb for lb in box.seat_lines if lb.isVisibleTo(box)]
    reason = "West drew when 1 and 4 were open: holds no 1 and no 4 (\u2066×3\u2069)"
    assert bare(label.toolTip()) == f"<qt>{bare(reason)}</qt>"
    # the pointer on the line shows it
    QTest.mouseMove(label, QPoint(label.width() // 4, label.height() // 2))
    qtbot.waitUntil(QToolTip.isVisible, timeout=3000)
    assert bare(reason) in bare(QToolTip.text())
    window.panel.grab().save(str(SHOTS / "tracker_panel_en.png"))


def test_hot_seat_tracker_shows_the_shown_hand_only(make_window, qtbot):
    setup = MatchSetup(FIVE_UP, (SeatSetup("Ann", True), SeatSetup("Bea", True),
                                         SeatSetup("Cy", False, "greedy")), 4)
    window = make_window(setup, wait_human=False)
    c = window.controller
    box = window.panel.tracker
    shown_for = []
    for _ in range(4):
        qtbot.waitUntil(lambda: window.cards.handoff_card.isVisible() or c.human_to_act() is not None,
                        timeout=10_000)
        if c.human_to_act() is None:  # the screen is being handed over: nothing shows
            assert c.viewer is None and not box.isVisible()
            QTest.mouseClick(window.cards.handoff_card.button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=5000)
        seat = c.viewer
        assert box.isVisible()
        check_against_the_table(box, c.match, seat, c.names)
        assert c.names[seat] not in lines_of(box)
        shown_for.append(seat)
        before = c.match.state()
        play_turn_by_mouse(window, 0)
        moves_on(qtbot, c, before)  # the move made, or the automatic pass
        if c.match.round.is_over:
            break
    assert {0, 1} <= set(shown_for)


def hidden_twins(seeds: range):
    """Positions at Ann's turn and the same position with a tile of Bob's hand swapped
    with a stock tile that Ann's observation cannot tell apart."""
    for seed in seeds:
        rng = Random(seed)
        match = Match.new("five-up", 2, seed=seed)
        for _ in range(rng.randrange(3, 20)):
            if match.round.is_over:
                break
            match.push(rng.choice(match.legal_moves()))
        rnd = match.round
        if rnd.is_over or rnd.turn != 0 or not match.legal_moves():
            continue
        if not any(s.seat == 1 and s.open_values for s in observe(match, 0).sightings):
            continue  # Bob showed nothing yet: the tracker would have nothing to show
        twin = hidden_twin(match, 0, 1)
        if twin is not None:
            yield match, twin


def test_tracker_display_is_blind_to_hidden_tiles(make_window, qtbot):
    window = make_window(human_vs_bot(1))
    c = window.controller
    setup = human_vs_bot(1)
    box = window.panel.tracker
    compared = 0
    for match, twin in hidden_twins(range(400)):
        assert observe(match, 0).timeline == observe(twin, 0).timeline
        assert match.round.hands[1] != twin.round.hands[1]
        shown = []
        for m in (match, twin):
            m.auto_forced = False
            c.load_match(m, setup)
            assert c.human_to_act() == 0 and box.isVisible()
            shown.append(box.texts())
        assert shown[0] == shown[1]
        assert "holds no" in " ".join(shown[0])  # something was known, and shown alike
        compared += 1
        if compared == 6:
            break
    assert compared == 6


def test_arabic_tracker_lines_read_right_to_left_whatever_the_name(make_window, qtbot, qapp):
    """Issue 28, finding 5: a line that starts with a Latin name ("Bot1 (5 قطع): ...")
    ran left to right, so it read backwards, and sat on the left of the Arabic window."""
    from helpers.gui import seen

    from fivesup_qt.ui.words import i18n

    assert i18n.install(qapp, "ar") == "ar"
    try:
        window = make_window(human_vs_bot(3, players=3))
        window.controller.set_teaching(True)
        box = window.panel.tracker
        qtbot.waitUntil(lambda: box.isVisible() and len(box.seat_lines) == 2, timeout=5000)
        for label, name in zip(box.seat_lines, ("Bot1", "Bot2")):
            drawn = seen(label).strip()
            # read on the screen from the left: the words first, the name at the right end,
            # where a right-to-left line begins
            assert drawn.endswith(name), drawn
            assert "قطع"[::-1] in drawn  # glyph by glyph from the left: an Arabic word mirrored
            assert label.alignment() & Qt.AlignmentFlag.AlignRight, label.alignment()
        # what a screen reader hears of the counts: an Arabic list, the Arabic comma
        said = bare(box.accessibleDescription())
        counts = "، ".join(f"{v}: {c.text()}" for v, c in enumerate(box.counts))
        assert counts in said and ", " not in said, said
    finally:
        i18n.uninstall()
