"""What moves on the table, and the one list of what is moving.

Every animation of the table view starts here, so that ``finish`` can jump them all to
their end (tests, the smoke run, screenshots) and the bench can step them by hand.
Each is handed back to its caller, who chains what comes next on its ``finished``
signal (a tile lands, then its points show) instead of guessing how long it takes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QPropertyAnimation,
    QVariantAnimation,
)


class Animator(QObject):
    """Starts the table's animations and keeps those still running."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.running: list[QAbstractAnimation] = []

    def _track(self, anim: QAbstractAnimation) -> None:
        def finished() -> None:
            if anim in self.running:
                self.running.remove(anim)

        anim.finished.connect(finished)  # first: a chained step sees the list without it
        self.running.append(anim)

    def slide(self, item: QObject, prop: bytes, start: object, end: object,
              ms: int) -> QPropertyAnimation:
        """Move one property of ``item`` (a tile's ``pos`` or ``rotation``), easing out."""
        anim = QPropertyAnimation(item, prop, self)
        anim.setDuration(ms)
        anim.setStartValue(start)
        anim.setEndValue(end)
        anim.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._track(anim)
        anim.start()
        return anim

    def tween(self, ms: int, step: Callable[[float], None]) -> QVariantAnimation:
        """Call ``step`` with the time gone, 0 to 1, evenly (a label rising and fading)."""
        anim = QVariantAnimation(self)
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.Linear)
        anim.valueChanged.connect(step)
        self._track(anim)
        step(0.0)
        anim.start()
        return anim

    def finish(self) -> None:
        """Jump every running animation to its end.  What an end starts (a landed tile's
        points label) then runs its course, as it would have: at a round end the last
        placement's points still show."""
        for anim in list(self.running):
            anim.setCurrentTime(anim.duration())
