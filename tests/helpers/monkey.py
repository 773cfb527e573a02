"""The monkey's random events: the keys it presses, where it clicks."""

from __future__ import annotations

from random import Random

from PySide6.QtCore import QPoint, Qt

NONE, CTRL, SHIFT = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier,
                     Qt.KeyboardModifier.ShiftModifier)
KEYS = [(k, NONE) for k in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Tab, Qt.Key.Key_Up,
                            Qt.Key.Key_Down, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_D,
                            Qt.Key.Key_Space, Qt.Key.Key_F, Qt.Key.Key_H)]
KEYS += [(Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Z, CTRL), (Qt.Key.Key_Z, CTRL | SHIFT),
         (Qt.Key.Key_E, CTRL)]  # undo (twice as often), redo, teaching mode on/off


def monkey_target(window, rng: Random) -> QPoint:
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
