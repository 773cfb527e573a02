"""A computer seat's turn: it thinks off the GUI thread on its own observation, then
its move is told (``decided``) after at least the pace's delay, so that a person can
follow the table.  It never changes the match: the controller plays the move told."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from random import Random

from PySide6.QtCore import QObject, QTimer, Signal

from ...rules import Match, Move
from .jobs import bot_move_job
from .worker import WorkerRunner

log = logging.getLogger(__name__)


def checked_move(match: Match, seat: int, move: Move | None, failed: bool) -> tuple[Move, bool]:
    """The move a computer seat plays and whether it fell back: a failing search (or a
    job that gave no move, or an illegal one: a bug, too) plays the first legal move."""
    if move is None or match.why_illegal((move[0], move[1]), seat) is not None:
        if not failed:
            log.error("The computer of seat %d chose %r, not a legal move; "
                      "it plays the first legal move instead", seat, move)
            failed = True
        move = match.legal_moves()[0]
    return (move[0], move[1]), failed


class ComputerTurns(QObject):
    """Runs the computer seats' decisions; each one is told by ``decided``."""

    decided = Signal(int, object, bool)  # seat, its (tile, point), its search fell back

    def __init__(self, worker: WorkerRunner, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = worker
        self.delay = 0  # ms a decision takes at least (the pace)
        self.busy = False
        self.rng = Random()
        self._generation = 0  # a decision of an older position is dropped
        self._started = 0.0
        self._failed = False  # the decision being made fell back (its job raised)

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        """Call ``fn`` after ``ms`` unless the decision was ``cancel``-ed meanwhile."""
        generation = self._generation

        def run() -> None:
            if generation == self._generation:
                fn()

        QTimer.singleShot(ms, self, run)

    def cancel(self) -> None:
        """A new position: the decision being made (if any) is never told."""
        self._generation += 1
        self.busy = False

    def think(self, match: Match, seat: int, level: str) -> None:
        self.busy = True
        self._failed = False
        self._started = time.monotonic()
        first = match.legal_moves()[0]  # the fallback of a failing bot
        job = bot_move_job(level, match, seat, self.rng.randrange(1 << 30))
        self.worker.submit(job, lambda move: self._decided(match, seat, move),
                           fallback=lambda: first, failed=self._failure,
                           name=f"{level} computer's move for seat {seat}")

    def _failure(self) -> None:
        self._failed = True

    def _decided(self, match: Match, seat: int, move: Move | None) -> None:
        waited = int((time.monotonic() - self._started) * 1000)
        self.later(max(0, self.delay - waited), lambda: self._tell(match, seat, move))

    def _tell(self, match: Match, seat: int, move: Move | None) -> None:
        self.busy = False
        failed, self._failed = self._failed, False
        chosen, fell_back = checked_move(match, seat, move, failed)
        self.decided.emit(seat, chosen, fell_back)
