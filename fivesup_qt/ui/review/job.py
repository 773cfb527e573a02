"""The post-game review, run off the GUI thread with a progress bar's worth of news.

The review (``ai/review.py``) runs as one job (``jobs.review_job``) of a
``WorkerRunner`` of its own, in its own worker process (the game's runner stays free
for the computer players).  It tells its progress through ``job_side.progress`` and
asks ``job_side.stopped`` before every deal of a decision's search: a Cancel (the
player pressed Cancel, chose another seat or closed the window) changes the runner's
generation in shared memory, so the worker stops at once instead of judging on.
Progress and a result of an old generation are dropped by the runner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..play.jobs import duplicate_job, review_job
from ..play.worker import WorkerRunner

if TYPE_CHECKING:
    from ...ai.review import Review
    from ...rules.record import Record


class ReviewRunner(QObject):
    """Starts, follows and cancels one review at a time."""

    progressed = Signal(int, int)  # decisions judged (rounds replayed), in all
    finished = Signal(object)  # the Review (the Duplicate)
    failed = Signal()  # the review stopped on an error (the record could not be judged)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = WorkerRunner(self)
        self.worker.told.connect(self._told)
        self.generation = 0
        self.running = False
        app = QCoreApplication.instance()
        if app is not None:  # quitting with a review under way: it stops at once
            app.aboutToQuit.connect(self.cancel)

    def start(self, record: Record, seat: int, deals: int, seed: int = 0) -> None:
        """Review ``seat``'s decisions in ``record`` (a running review is cancelled), with
        their points without the match's result (``alone``), which the window shows: the
        review's values count a match won or lost as 1,000 points."""
        self.cancel()
        self.running = True
        self.worker.submit(review_job(record, seat, deals, seed, alone=True), self._done,
                           name=f"review of seat {seat}")

    def cancel(self) -> None:
        """Stop the running review: its progress and result are dropped."""
        self.generation += 1
        self.worker.cancel()
        self.running = False

    def wait(self, ms: int = 3000) -> None:
        """Cancel and end the worker (the window is closing)."""
        self.cancel()
        self.worker.wait(ms)

    def _told(self, done: int, total: int) -> None:
        if self.running:
            self.progressed.emit(done, total)

    def _done(self, result: Review | None) -> None:
        self.running = False
        if result is None:
            self.failed.emit()
        else:
            self.finished.emit(result)


class DuplicateRunner(ReviewRunner):
    """Starts, follows and cancels one duplicate replay at a time (``jobs.duplicate_job``),
    the same way: progress is rounds replayed; a Cancel is heard before the next round."""

    def start_duplicate(self, record: Record, seat: int, level: str,
                        levels: list[str | None], seed: int = 0) -> None:
        """Replay ``record``'s finished rounds with ``level`` in ``seat`` (a running
        replay is cancelled)."""
        self.cancel()
        self.running = True
        self.worker.submit(duplicate_job(record, seat, level, levels, seed), self._done,
                           name=f"duplicate of seat {seat}")
