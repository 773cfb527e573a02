"""Teaching mode's hint: the move Hard would make for the shown human, thought off the
GUI thread from that seat's observation only, and kept until the position changes."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...rules import Match
from .jobs import HINT_SECONDS, hint_job
from .worker import WorkerRunner

if TYPE_CHECKING:
    from ...ai.hints import Hint


class Hinter(QObject):
    """Asks for a hint and keeps the last one; ``ready`` says None when none fits now."""

    started = Signal()
    ready = Signal(object)  # a fivesup_qt.ai.hints.Hint, or None

    def __init__(self, worker: WorkerRunner, still_fits: Callable[[Hint], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = worker
        self.still_fits = still_fits  # the hint's move is legal in the position shown
        self.seconds = HINT_SECONDS
        self.level = "hard"  # or "expert": the settings' choice of who gives hints
        self.last: Hint | None = None
        self.busy = False
        self.failed = False  # the last hint's search raised (logged): no hint, and why

    def request(self, match: Match, seat: int, seed: int) -> None:
        if self.busy:
            return
        self.busy = True
        self.failed = False
        self.started.emit()
        self.worker.submit(hint_job(match, seat, seed, self.seconds, self.level), self._done,
                           failed=self._failed, name=f"{self.level} hint for seat {seat}")

    def _failed(self) -> None:
        self.failed = True

    def _done(self, result: Hint | None) -> None:
        self.busy = False
        if result is not None and not self.still_fits(result):
            result = None
        self.last = result
        self.ready.emit(result)

    def forget(self) -> None:
        """The position changed: the last hint no longer applies (a running one is
        dropped by the worker's cancellation)."""
        self.last = None
        self.busy = False
