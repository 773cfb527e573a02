"""1,200 random clicks, drags and keys during matches: no exception, engine consistent.

Every fourth event, what is on its way lands and the computers answer (``settle``-d at
once, not looked at every 10 ms); the three events in between meet a bot thinking and a
hint on its way.  The hints are the game's search with a verdict of a few deals (the
game's takes 300, ~0.2 s a hint of the ~20); the slow run keeps the game's."""

from __future__ import annotations

from random import Random

import pytest
from helpers.gui import click, drag, engine_consistent
from helpers.monkey import KEYS, computers_answered, monkey_target, quick_hint_of
from helpers.waiting import settle
from helpers.windows import human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from fivesup_qt.rules import EXACT_61


@pytest.mark.parametrize("hints", ["quick", pytest.param("game", marks=pytest.mark.slow)])
def test_monkey(make_window, qtbot, monkeypatch, hints):
    if hints == "quick":
        from fivesup_qt.ui.play import jobs

        monkeypatch.setattr(jobs, "hint_of", quick_hint_of)
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
                computers_answered(c)  # run, and a computer to move has moved: the
                # monkey's turns came and went while the bot still thought or waited for
                # its pace (a busy machine, jobs on a thread), and no tile reached the
                # table; the events in between still meet a bot thinking and a hint on
                # its way
            if i % 25 == 0:
                engine_consistent(c.match)
        settle(c)
    assert not errors, errors
    engine_consistent(c.match)
    placed = sum(len(r.layout.order) for r in c.match.rounds)
    assert placed + len(c.match.events) > 10, "the monkey never got a tile onto the table"
    assert seen["undone"] > 0 and seen["hints"] > 0, seen
