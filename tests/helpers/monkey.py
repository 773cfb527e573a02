"""The monkey's random events: the keys it presses, where it clicks; its quick hints and
its wait for the computers' answers (tests/ui/play/test_monkey.py)."""

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


QUICK_JUDGED = 4  # deals of the hint's verdict in the monkey (the game's: 300, ~0.2 s a hint)


def quick_hint_of(obs, seed: int, seconds: float, level: str):
    """The game's hint job (``jobs.hint_of``: Hard's search with the hinter's seconds)
    with its verdict judged at ``QUICK_JUDGED`` deals: a real hint of the position, told
    through the same worker, signal and table, in ~13 ms instead of ~200 (module-level:
    the job pickles).  The monkey's point is the window under hints on their way, not
    the hint's ranking (tests/ai judge that)."""
    from fivesup_qt.ai.hard import Budget
    from fivesup_qt.ai.hints import hint

    return hint(obs, Random(seed), Budget(seconds=seconds, deals=48, min_deals=6), level=level,
                judged=QUICK_JUDGED)


def computers_answered(c, bound: int = 400) -> None:
    """Run what is on its way until no computer is to move (the seat to move is the
    player's, or the round or the match is over): each job waited for and its result
    handed over at once (``settle``), not at the worker's next 10 ms poll, and the steps
    it queues run; a hint on its way lands too."""
    from helpers.waiting import settle

    for _ in range(bound):
        settle(c)
        m = c.match
        if m.is_over or not m.rounds or m.round.is_over or c.is_human(m.round.turn):
            return
    raise AssertionError(f"a computer still to move after {bound} settles")
