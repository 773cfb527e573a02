"""Jobs off the GUI thread: the computer's moves, hints, and any long analysis.

One small runner for every off-thread job (as Anki's task manager): a job is a
plain callable run on a worker thread; its result comes back to the GUI thread
through a queued signal and is handed to the job's ``done`` callback, unless the
runner was ``cancel``-ed since (cancellation by generation: a late result of a
cancelled job is dropped, never applied to a position it was not made for).

A job that raises never takes the game down, and never vanishes either: its
traceback goes to the log (``logs.py``), its ``fallback()`` stands in for its
result, and its ``failed`` callback runs on the GUI thread first, so that the
player is told in words what happened instead.

**The window keeps the interpreter.**  A job is Python that computes for seconds (a
review, Expert's search) and holds the interpreter lock while it does; the GUI thread
takes the lock back for every Python step of its own, and each time waits up to
Python's switch interval (5 ms by default) for the job to let go.  Painting a frame
takes hundreds of such steps, so with the default the window froze for seconds: a
review's first "0 of 59" reached the screen 14 s after the job had told it.  A runner
therefore sets the interval to ``SWITCH_INTERVAL``: the window waits at most that long
per step, and a job alone on the machine (the window idle) is not slowed at all.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

log = logging.getLogger(__name__)


class _Relay(QObject):
    """Carries a finished job's result to the GUI thread (a queued connection)."""

    finished = Signal(int, int, object, bool)  # generation, job id, result, the job failed


class _Job(QRunnable):
    def __init__(self, relay: _Relay, generation: int, ident: int, fn: Callable[[], Any],
                 fallback: Callable[[], Any] | None, name: str) -> None:
        super().__init__()
        self.relay, self.generation, self.ident = relay, generation, ident
        self.fn, self.fallback, self.name = fn, fallback, name

    def run(self) -> None:
        failed = False
        try:
            result = self.fn()
        except Exception:  # a failing job must never take the game down: logged, replaced
            failed = True
            log.error("The job %s failed; %s", self.name,
                      "its fallback stands in" if self.fallback else "it has no result",
                      exc_info=True)
            result = None
            if self.fallback is not None:
                try:
                    result = self.fallback()
                except Exception:
                    log.error("The fallback of the job %s failed too", self.name, exc_info=True)
        self.relay.finished.emit(self.generation, self.ident, result, failed)


SWITCH_INTERVAL = 0.0002  # seconds the GUI thread may wait for a job to let go of Python


class WorkerRunner(QObject):
    """Runs jobs one at a time on a worker thread; results reach ``done`` on the GUI thread."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        if sys.getswitchinterval() > SWITCH_INTERVAL:  # see the module's docstring
            sys.setswitchinterval(SWITCH_INTERVAL)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay(self)
        self._relay.finished.connect(self._finished)
        self._generation = 0
        self._next = 0
        self._pending: dict[int, tuple[Callable[[Any], None], Callable[[], None] | None]] = {}

    @property
    def busy(self) -> bool:
        """A job of the current generation is still running."""
        return bool(self._pending)

    def submit(self, fn: Callable[[], Any], done: Callable[[Any], None],
               fallback: Callable[[], Any] | None = None,
               failed: Callable[[], None] | None = None, name: str | None = None) -> int:
        """Run ``fn()`` off the GUI thread, then ``done(result)`` on it.  When ``fn`` raises,
        the error is logged with its traceback, ``failed()`` runs on the GUI thread, and
        the result is ``fallback()`` (or None).  ``name`` names the job in the log.
        Returns the job's id."""
        self._next += 1
        self._pending[self._next] = (done, failed)
        job_name = name or getattr(fn, "__qualname__", None) or repr(fn)
        self._pool.start(_Job(self._relay, self._generation, self._next, fn, fallback, job_name))
        return self._next

    def cancel(self) -> None:
        """Forget every running job: their results will be dropped."""
        self._generation += 1
        self._pending.clear()

    def wait(self, ms: int = 2000) -> None:
        """Cancel and wait for the thread to finish (the window is closing)."""
        self.cancel()
        self._pool.waitForDone(ms)

    def _finished(self, generation: int, ident: int, result: Any, failed: bool) -> None:
        if generation != self._generation:
            return
        callbacks = self._pending.pop(ident, None)
        if callbacks is None:
            return
        done, on_failure = callbacks
        if failed and on_failure is not None:
            on_failure()
        done(result)
