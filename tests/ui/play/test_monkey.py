"""1,200 random clicks, drags and keys during matches: no exception, engine consistent."""

from __future__ import annotations

from random import Random

from helpers.gui import click, drag, engine_consistent
from helpers.monkey import KEYS, monkey_target
from helpers.waiting import settle, until
from helpers.windows import human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.rules import EXACT_61


def computers_done(c) -> bool:
    """Nothing for a computer to do: the seat to move is the player's, or the round or
    the match is over."""
    m = c.match
    return m.is_over or not m.rounds or m.round.is_over or c.is_human(m.round.turn)


def test_monkey(make_window, qtbot):
    rng = Random(2024)
    window = make_window(human_vs_bot(11, EXACT_61, players=3))
    c = window.controller
    c.hinter.seconds = 0.02  # hints run off the GUI thread; keep them short here
    seen = {"undone": 0, "hints": 0}
    c.model.listen(lambda changes: seen.__setitem__("undone", seen["undone"] + 1)
                   if changes.rewound else None)
    c.hinter.ready.connect(lambda h: seen.__setitem__("hints", seen["hints"] + 1))
    with qtbot.capture_exceptions() as errors:
        for i in range(1200):
            if window.round_card.isVisible() and rng.random() < 0.3:
                button = window.round_card.next_button
                if not button.isVisible():
                    button = window.round_card.new_button
                    window.start()  # New match without the modal dialog
                else:
                    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
                continue
            kind = rng.random()
            if kind < 0.35:
                click(window, monkey_target(window, rng))
            elif kind < 0.7:
                drag(window, monkey_target(window, rng), monkey_target(window, rng))
            else:
                key, modifiers = rng.choice(KEYS)
                QTest.keyClick(window, key, modifiers)
            if i % 4 == 0:  # the bot's move or the hint on its way lands, queued steps
                settle(c)  # run, and a computer to move has moved: the monkey's turns came
                # and went while the bot still thought or waited for its pace (a busy
                # machine, jobs on a thread), and no tile reached the table; the events in
                # between still meet a bot thinking and a hint on its way
                until(lambda: computers_done(c), "the computers' moves")
                settle(c)
            if i % 25 == 0:
                engine_consistent(c.match)
        settle(c)
    assert not errors, errors
    engine_consistent(c.match)
    placed = sum(len(r.layout.order) for r in c.match.rounds)
    assert placed + len(c.match.events) > 10, "the monkey never got a tile onto the table"
    assert seen["undone"] > 0 and seen["hints"] > 0, seen
