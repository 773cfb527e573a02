"""The post-game review, run off the GUI thread with a progress bar's worth of news.

The review (``ai/review.py``) runs as one job of a ``WorkerRunner`` of its own (the
game's runner stays free for the computer players).  Its ``progress`` callback is
called on the worker thread: it passes the count on through a queued signal and
answers False once the job's generation is old (the player pressed Cancel, chose
another seat or closed the window), which stops the review at once, between two deals
of a decision's search.
A result of an old generation is dropped by the runner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..play.worker import WorkerRunner

if TYPE_CHECKING:
    from ...ai.review import Review
    from ...rules.record import Record


class _Progress(QObject):
    """Carries (generation, done, total) from the worker to the GUI thread."""

    told = Signal(int, int, int)


class ReviewRunner(QObject):
    """Starts, follows and cancels one review at a time."""

    progressed = Signal(int, int)  # decisions judged, decisions in all
    finished = Signal(object)  # the Review
    failed = Signal()  # the review stopped on an error (the record could not be judged)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.worker = WorkerRunner(self)
        self._progress = _Progress(self)
        self._progress.told.connect(self._told)
        self.generation = 0
        self.running = False
        app = QCoreApplication.instance()
        if app is not None:  # quitting with a review under way: it stops at once
            app.aboutToQuit.connect(self.cancel)

    def start(self, record: Record, seat: int, deals: int, seed: int = 0) -> None:
        """Review ``seat``'s decisions in ``record`` (a running review is cancelled)."""
        self.cancel()
        self.running = True
        generation = self.generation
        relay = self._progress

        def progress(done: int, total: int) -> bool:
            if generation != self.generation:
                return False  # cancelled: stop between two decisions
            try:
                relay.told.emit(generation, done, total)
            except RuntimeError:  # the window is gone: stop
                return False
            return True

        def job() -> Review | None:
            from ...ai.review import Cancelled, review

            try:
                return review(record, seat, deals=deals, seed=seed, progress=progress,
                              stopped=lambda: generation != self.generation)
            except Cancelled:
                return None

        self.worker.submit(job, self._done)

    def cancel(self) -> None:
        """Stop the running review: its progress and result are dropped."""
        self.generation += 1
        self.worker.cancel()
        self.running = False

    def wait(self, ms: int = 3000) -> None:
        """Cancel and wait for the worker thread (the window is closing)."""
        self.cancel()
        self.worker.wait(ms)

    def _told(self, generation: int, done: int, total: int) -> None:
        if generation == self.generation and self.running:
            self.progressed.emit(done, total)

    def _done(self, result: Review | None) -> None:
        self.running = False
        if result is None:
            self.failed.emit()
        else:
            self.finished.emit(result)
