"""2,000 random clicks, drags and keys during matches: no exception, engine consistent."""

from __future__ import annotations

from random import Random

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from fivesup_qt.rules import Variant

from .conftest import human_vs_bot
from .helpers import click, drag, engine_consistent
from .waiting import settle

NONE, CTRL, SHIFT = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier,
                     Qt.KeyboardModifier.ShiftModifier)
KEYS = [(k, NONE) for k in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Up,
                            Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_D,
                            Qt.Key.Key_Space, Qt.Key.Key_F, Qt.Key.Key_H)]
KEYS += [(Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Z, CTRL | SHIFT),
         (Qt.Key.Key_E, CTRL)]  # undo (twice as often), redo, teaching mode on/off


def _target(window, rng: Random) -> QPoint:
    """A random point, often on a hand tile, a lit zone or the stock."""
    view = window.view
    roll = rng.random()
    if roll < 0.35 and view.hand_items:
        item = rng.choice(list(view.hand_items.values()))
        return view.mapFromScene(item.scenePos())
    if roll < 0.6 and window.interaction.zones:
        zone = rng.choice(list(window.interaction.zones.values()))
        return view.mapFromScene(zone.pos()) + QPoint(rng.randint(-8, 8), rng.randint(-8, 8))
    if roll < 0.65:
        return view.mapFromScene(view.stock.scenePos())
    vp = view.viewport().rect()
    return QPoint(rng.randrange(vp.width()), rng.randrange(vp.height()))


def test_monkey(make_window, qtbot):
    rng = Random(2024)
    window = make_window(human_vs_bot(11, Variant.EXACT_61, players=3))
    c = window.controller
    c.hinter.seconds = 0.02  # hints run off the GUI thread; keep them short here
    seen = {"undone": 0, "hints": 0}
    c.rewound.connect(lambda: seen.__setitem__("undone", seen["undone"] + 1))
    c.hinter.ready.connect(lambda h: seen.__setitem__("hints", seen["hints"] + 1))
    with qtbot.capture_exceptions() as errors:
        for i in range(2000):
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
                click(window, _target(window, rng))
            elif kind < 0.7:
                drag(window, _target(window, rng), _target(window, rng))
            else:
                key, modifiers = rng.choice(KEYS)
                QTest.keyClick(window, key, modifiers)
            if i % 25 == 0:
                settle(c)  # the bot's move or the hint on its way lands, queued steps run
                engine_consistent(c.match)
        settle(c)
    assert not errors, errors
    engine_consistent(c.match)
    placed = sum(len(r.layout.order) for r in c.match.rounds)
    assert placed + len(c.match.events) > 10, "the monkey never got a tile onto the table"
    assert seen["undone"] > 0 and seen["hints"] > 0, seen
