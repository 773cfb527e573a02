"""A computer seat's turn: it thinks off the GUI thread on its own observation, then
plays after at least the pace's delay, so that a person can follow the table."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from random import Random

from ..rules import Match, Move
from .jobs import bot_move_job
from .worker import WorkerRunner

log = logging.getLogger(__name__)


class ComputerTurns:
    """Runs the computer seats' decisions; ``play(seat, move)`` applies each one."""

    def __init__(self, worker: WorkerRunner, later: Callable[[int, Callable[[], None]], None],
                 play: Callable[[int, Move], None]) -> None:
        self.worker = worker
        self.later = later  # a queued call dropped when the position changed meanwhile
        self.play = play
        self.delay = 0  # ms a decision takes at least (the pace)
        self.busy = False
        self.rng = Random()
        self._started = 0.0
        self._failed = False  # the decision being made fell back (its job raised)
        self.fell_back: Callable[[int], None] | None = None  # tell the player, before the move

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
        self.later(max(0, self.delay - waited), lambda: self._apply(match, seat, move))

    def _apply(self, match: Match, seat: int, move: Move | None) -> None:
        self.busy = False
        failed, self._failed = self._failed, False
        if move is None or match.why_illegal((move[0], move[1]), seat) is not None:
            if not failed:  # the job gave no move, or an illegal one: a bug, too
                log.error("The computer of seat %d chose %r, not a legal move; "
                          "it plays the first legal move instead", seat, move)
                failed = True
            move = match.legal_moves()[0]
        if failed and self.fell_back is not None:
            self.fell_back(seat)
        self.play(seat, (move[0], move[1]))
