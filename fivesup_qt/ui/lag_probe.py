"""``bench --gui``: how late the window's event loop answers while the computer thinks.

A ``QTimer`` ticks every ``TICK_MS`` in the real window; each tick's lag is how much
later than ``TICK_MS`` after the previous one it fired.  A job that holds the GUI
thread (on a thread, through Python's interpreter lock) shows as ticks hundreds of ms
late; a job in a worker process should leave only the window's own work (painting a
move, the progress bar).  Measured (a) while Expert seats play a match in the main
window and (b) while the Review window judges a 20-round match; each with the jobs
in a worker process (the game's way) and on a thread (the way before, for reference).
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import QEventLoop, QObject, Qt, QTimer

from ..commands.bench.matches import long_match
from ..rules import FIVE_UP
from ..rules.record import load_record, record_of
from .main_window import MainWindow
from .play.setup import computer_names, match_setup
from .play.worker import JOBS_ENV
from .review.window import ReviewWindow
from .startup import application

TICK_MS = 10
TARGET_P95_MS = 50.0  # the target: the 95th percentile of the lag under 50 ms


class LagProbe(QObject):
    """Ticks every ``TICK_MS`` and keeps each tick's lag (s)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lags: list[float] = []
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._tick)
        self._last = 0.0

    def start(self) -> None:
        self._last = time.perf_counter()
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()

    def _tick(self) -> None:
        now = time.perf_counter()
        self.lags.append(max(0.0, now - self._last - TICK_MS / 1000))
        self._last = now

    def figures(self) -> tuple[float, float, float]:
        """(median, 95th percentile, the worst) in ms."""
        if not self.lags:
            return 0.0, 0.0, 0.0
        ordered = sorted(self.lags)
        p95 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.95))]
        return statistics.median(ordered) * 1000, p95 * 1000, ordered[-1] * 1000


def _run_while(probe: LagProbe, busy: Callable[[], bool], seconds: float) -> None:
    """Run the event loop with the probe until ``busy()`` is False or ``seconds`` pass."""
    loop = QEventLoop()
    end = time.monotonic() + seconds
    check = QTimer()
    check.setInterval(50)
    check.timeout.connect(lambda: None if busy() and time.monotonic() < end else loop.quit())
    probe.start()
    check.start()
    loop.exec()
    check.stop()
    probe.stop()


def computer_lag(seconds: float = 8.0, seed: int = 1) -> tuple[float, float, float]:
    """The lag while two Expert seats play a match in the main window."""
    window = MainWindow(fast=True)
    window.resize(1280, 800)
    window.controller.auto_next_round = True
    window.show()
    setup = match_setup(FIVE_UP, 2, names=computer_names(2), humans=(),
                        levels=["expert", "expert"], seed=seed)
    window.controller.new_match(setup)
    warm = LagProbe()  # the worker's start is not the thinking's lag
    _run_while(warm, lambda: window.controller.worker.worker_pid() is None
               and window.controller.worker.processes, 10.0)
    probe = LagProbe(window)
    match = window.controller.match
    _run_while(probe, lambda: match is not None and not match.is_over, seconds)
    figures = probe.figures()
    window.close()
    return figures


def review_lag(seconds: float = 10.0, rounds: int = 20) -> tuple[float, float, float, bool]:
    """The lag while the Review window judges seat 0 of a 20-round two-player match (at
    most ``seconds``; up to its last decision judged: showing the result is the window's
    own work, the same either way); the last value says whether it got there."""
    match = long_match(rounds, 2, "five-up", seed=5)
    record = load_record(record_of(match))
    setup = match_setup(match.variant, 2, names=computer_names(2), humans=())
    review = ReviewWindow(record, setup, "bench", seat=0)
    review.show()
    probe = LagProbe(review)
    judged: list[bool] = []  # the last decision judged: what follows is showing the result, not waiting

    def told(done: int, total: int) -> None:
        if done == total and not judged:
            judged.append(True)
            probe.stop()

    review.runner.progressed.connect(told)
    _run_while(probe, lambda: review.review is None and not judged, seconds)
    finished = bool(judged)
    figures = probe.figures()
    review.close()
    return (*figures, finished)


def bench_lag() -> list[tuple[str, float, float, float, bool]]:
    """(what, median, 95th percentile, worst in ms, measured the way before) for the computer
    thinking and a review running, in a worker process (the game's way) and on a thread
    (the way before: for reference, in the same run)."""
    application(sys.argv[0])
    out: list[tuple[str, float, float, float, bool]] = []
    previous = os.environ.get(JOBS_ENV)
    try:
        for how in ("process", "thread"):  # threads last: they lower the switch interval
            os.environ[JOBS_ENV] = how
            where = "jobs on a thread (before)" if how == "thread" else "jobs in a worker process"
            out.append((f"event loop lag ({TICK_MS} ms timer) while Expert seats think, {where}",
                        *computer_lag(), how == "thread"))
            out.append((f"event loop lag ({TICK_MS} ms timer) while a review runs, {where}",
                        *review_lag()[:3], how == "thread"))
    finally:
        if previous is None:
            os.environ.pop(JOBS_ENV, None)
        else:
            os.environ[JOBS_ENV] = previous
    return out
