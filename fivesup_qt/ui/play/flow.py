"""The timing of turns: steps queued for after the pace's pause, dropped when the
position changed meanwhile, and the end of a round told once.

What the next step is, ``turns.next_step`` says (plain computation); acting on it is
the controller's (``GameController.step``).  This class only holds the queue, so that
a step queued for an older position (before an undo, a new deal, a loaded match) is
never taken on the new one.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


class TurnFlow:
    """The queue of one controller's steps."""

    def __init__(self, owner: QObject) -> None:
        self.owner = owner  # the queued calls die with it
        self.generation = 0  # queued steps of an older position are dropped
        self.reported: tuple[int, str] | None = None  # the end last told

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        """Call ``fn`` after ``ms`` unless the position changed meanwhile."""
        gen = self.generation

        def run() -> None:
            if gen == self.generation:
                fn()

        QTimer.singleShot(ms, self.owner, run)

    def forget(self) -> None:
        """A new position: every queued step is dropped, every end may be told again."""
        self.generation += 1
        self.reported = None

    def first_telling(self, end: tuple[int, str]) -> bool:
        """Whether ``end`` (round index, "round" or "match") is told now for the first
        time since the position last changed; it counts as told from now on."""
        if self.reported == end:
            return False
        self.reported = end
        return True
