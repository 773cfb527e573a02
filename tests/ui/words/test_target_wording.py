"""Every text that names the target reads it from the match (issue 38): in an Exact 61
match played to 41 or 31, the drop zone, the log, the hint and the review's facts say
41 or 31, never the originals' 61, in English and in Arabic."""

from __future__ import annotations

import re
from random import Random

import pytest
from helpers.gui import hand_point, zone_point
from helpers.windows import human_vs_bot
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from fivesup_qt.ai.hard import Budget
from fivesup_qt.ai.hints import hint
from fivesup_qt.ai.review import OVERSHOOT, WIN_LET_GO
from fivesup_qt.rules import EXACT_61, Match, displayed, parse_move, parse_tile
from fivesup_qt.rules.observation import observe
from fivesup_qt.ui.words.review_words import fact_text
from fivesup_qt.ui.words.summary import hint_lines
from fivesup_qt.ui.words.voice import bare

TARGETS = (305, 205, 155)  # raw: 61, 41 and 31 shown


def near_the_target(target: int) -> Match:
    """Exact 61 to ``target``, Ann (seat 0) at 5 raw below it leads: opening 5|5 (10 raw)
    passes the target and is rejected, opening 1|4 (5 raw) makes it exactly."""
    m = Match(EXACT_61, 2, auto_forced=False, target=target)
    hands = [["1|4", "4|6", "5|5", "3|6", "2|6"], ["0|0", "0|1", "0|2", "0|3", "1|2"]]
    deal = [[parse_tile(t) for t in hand] for hand in hands]
    used = {t for hand in deal for t in hand}
    m.start_round(0, deal, [t for t in range(28) if t not in used])
    m.scores = [target - 5, 0]
    return m


def names_only(text: str, target: int) -> None:
    """``text`` names the match's target as shown, and no other target."""
    plain = bare(text)
    shown = displayed(target)
    assert str(shown) in plain, plain
    for other in {61, 41, 31} - {shown}:
        assert str(other) not in plain, plain


@pytest.mark.parametrize("target", TARGETS)
def test_the_zone_the_log_and_the_chart_say_the_matchs_target(make_window, qtbot, language,
                                                               target):
    """The drop zone and the log of a rejected opening name the match's target, and so
    does the score chart's legend for it, which said 'rejected (would pass 61)' at every
    target (one window for the three: the chart shows the placement just rejected)."""
    from fivesup_qt.ui.saving.install import install

    setup = human_vs_bot(1, EXACT_61)
    window = make_window(setup, wait_human=False)
    p = install(window)  # the saving's menus, the chart's among them, as at start-up
    c = window.controller
    c.load_match(near_the_target(target), setup)
    qtbot.waitUntil(lambda: c.human_to_act() == 0, timeout=5000)
    tile, point = parse_move("5|5")
    vp = window.view.viewport()
    start = hand_point(window, tile)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(10, -10))
    QTest.mouseMove(vp, zone_point(window, point))
    zone = window.interaction.zones[point]
    assert zone.label is not None
    names_only(zone.label.text, target)  # 'ends 5 + 5 = 10: +10 raw, +2, rejected: past 41'
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       zone_point(window, point))
    qtbot.waitUntil(lambda: tile in c.match.round.layout.order, timeout=5000)
    assert not c.match.events[-1].accepted
    names_only(window.panel.log.toPlainText().strip().splitlines()[-1], target)
    p.act_chart.trigger()
    qtbot.waitUntil(lambda: p.chart_dock.chart is not None)
    labels = [label.text for _, label in p.chart_dock.chart.legend.items]
    rejected = [t for t in labels if any(str(n) in bare(t) for n in (61, 41, 31))]
    assert rejected, labels
    for text in rejected:
        names_only(text, target)


@pytest.mark.parametrize("target", TARGETS)
def test_the_hint_and_the_review_say_the_matchs_target(qapp, language, target):
    m = near_the_target(target)
    found = hint(observe(m, 0), Random(1), Budget(seconds=5, deals=8), alternatives=4)
    lines = hint_lines(found, 2, 2)
    by_move = dict(zip((c.move for c in (found.best, *found.alternatives)), lines, strict=True))
    names_only(by_move[parse_move("1|4")].split(";")[0], target)  # makes exactly 41: it wins
    names_only(by_move[parse_move("5|5")].split(";")[0], target)  # would pass 41: rejected
    for fact in (OVERSHOOT, WIN_LET_GO):
        names_only(fact_text(fact, target), target)


@pytest.mark.parametrize("target", TARGETS)
def test_the_teachers_lines_say_the_matchs_target(qapp, language, target):
    """The teacher's line for a rejected placement said '— Exact 61: 36 + 10 = 46 > 41',
    and its settlement rules 'Exact 61 domino' / 'Exact 61 blocked', in a match to 41."""
    from fivesup_qt.rules.round import BLOCKED, DOMINO
    from fivesup_qt.ui.words.narrator import placement_lesson, settlement_rule
    from fivesup_qt.ui.words.voice import cast_of

    m = near_the_target(target)
    played = m.play(parse_move("5|5"))
    assert not played.accepted
    line = bare(placement_lesson(cast_of(["Ann", "Ben"], [0]), played, m.target))
    before = target - 5  # the teacher's sum is in raw points: 200 + 10 = 210 > 205
    assert f"{before} + 10 = {before + 10} > {target}" in line, line
    assert not any(re.search(rf"(?<!\d){n}(?!\d)", line)
                   for n in {61, 41, 31, *TARGETS} - {target}), line
    for end in (DOMINO, BLOCKED):
        rule = bare(settlement_rule(m.variant, end))
        assert not any(str(n) in rule for n in (61, 41, 31)), rule


@pytest.mark.parametrize("target", TARGETS)
def test_the_reviews_measure_says_the_matchs_target(qapp, language, target):
    """Why a decision is judged by chance or by points named the originals' 41 of 61 at
    every target."""
    from fivesup_qt.ai.judging import CHANCE, POINTS
    from fivesup_qt.ai.review import AT_STAKE
    from fivesup_qt.ui.words.review_words import measure_text

    at, shown = displayed(target - AT_STAKE), displayed(target)
    for measure in (CHANCE, POINTS):
        text = bare(measure_text(measure, True, target))
        assert re.search(rf"(?<!\d){at}(?!\d).*(?<!\d){shown}(?!\d)", text), text
        assert not any(re.search(rf"(?<!\d){n}(?!\d)", text)
                       for n in {61, 41, 31, 21, 11} - {at, shown}), text
