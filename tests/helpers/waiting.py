"""Waiting for conditions, not for time: a modal dialog answered once it is up and has the
keyboard, and the event loop run until nothing already on its way can still arrive.

A busy machine stretches every delay, so a test that answers a dialog from a fixed timer, or
sleeps and then checks that nothing happened, passes or fails by luck.  The bounds here are
generous (a minute): they only turn a hang into a failure that says what was awaited."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEventLoop, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QWidget

HANG_MS = 60_000  # far beyond any real wait, even on a loaded two-core machine


class DialogAnswer:
    """Answers the next modal dialog of type ``kind`` with ``answer(dialog)``, from a timer
    that re-arms until the dialog is shown, is the active window and holds the keyboard
    focus (its ``exec()`` blocks the test, so the answer must come from inside its event
    loop).  After ``HANG_MS`` without such a dialog, or with the dialog still open after the
    answer, the dialog is rejected so ``exec()`` returns, and ``failure`` says why."""

    def __init__(self, answer: Callable[[QDialog], None], kind: type[QDialog] = QDialog,
                 bound_ms: int = HANG_MS) -> None:
        self.answer, self.kind, self.bound_ms = answer, kind, bound_ms
        self.dialog: QDialog | None = None  # the dialog answered
        self.failure: str | None = None
        self.polls = 0  # how many times the timer looked before the dialog was ready
        self._clock = QElapsedTimer()
        self._clock.start()
        self._timer = QTimer()
        self._timer.setInterval(10)
        self._timer.timeout.connect(self._look)
        self._timer.start()

    def _ready(self) -> QDialog | None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, self.kind) or not dialog.isVisible():
            return None
        focus: QWidget | None = QApplication.focusWidget()
        if not dialog.isActiveWindow() or focus is None or focus.window() is not dialog:
            return None
        return dialog

    def _look(self) -> None:
        if self.dialog is None:
            dialog = self._ready()
            if dialog is not None:
                self.dialog = dialog
                self.answer(dialog)
                self._clock.restart()
                return
            self.polls += 1
            if self._clock.hasExpired(self.bound_ms):
                self._give_up(f"no {self.kind.__name__} up and holding the keyboard focus "
                              f"after {self.bound_ms} ms (active modal widget: "
                              f"{QApplication.activeModalWidget()!r})")
            return
        if not self.dialog.isVisible():
            self._timer.stop()  # answered and closed: done
        elif self._clock.hasExpired(self.bound_ms):
            self._give_up(f"{self.dialog!r} still open {self.bound_ms} ms after the answer")

    def _give_up(self, why: str) -> None:
        self._timer.stop()
        self.failure = why
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog):
            modal.reject()

    def check(self) -> QDialog:
        """The answered dialog, once it has closed; fails with what was awaited otherwise."""
        self._timer.stop()
        assert self.failure is None, self.failure
        assert self.dialog is not None, "no dialog was opened"
        assert not self.dialog.isVisible(), "the dialog is still open"
        return self.dialog


def settle(owner, bound_ms: int = HANG_MS) -> None:
    """Return once nothing already on its way can still change the game: the job on the
    worker thread of ``owner`` (a controller: a bot's move, a hint; a review runner) has
    finished, its result has been delivered or dropped, and the queued zero-delay steps
    that follow have run.  For a test that checks that something does *not* happen,
    instead of sleeping a while and hoping."""
    assert owner.worker.wait_idle(bound_ms), (
        f"a job still running in the worker after {bound_ms} ms")
    for _ in range(20):  # a result, the step it queues, the step that one queues, ...
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)


def moves_on(qtbot, controller, since: tuple | None = None, timeout: int = HANG_MS) -> None:
    """Wait until the match is no longer where it was ``since`` (a ``match.state()``; by
    default now): a move made, a queued pass or draw landed, a bot replied.  The condition
    a "let the event loop move on" pause was hoping for."""
    before = controller.match.state() if since is None else since
    qtbot.waitUntil(lambda: controller.match.state() != before, timeout=timeout)


def until(condition: Callable[[], bool], awaited: str, bound_ms: int = HANG_MS) -> None:
    """Run the event loop until ``condition()`` holds, looking again after every batch of
    events (a bot's reply, a queued step), not every 10 ms as ``qtbot.waitUntil`` does: a
    test that waits for hundreds of turns waits for none of the poll's idle gaps.  Fails
    after ``bound_ms`` with what was awaited (a wake-up timer keeps the bound alive when
    nothing else happens)."""
    clock = QElapsedTimer()
    clock.start()
    wake = QTimer()
    wake.start(100)  # only to look at the bound: the condition is looked at on every event
    try:
        while not condition():
            assert not clock.hasExpired(bound_ms), f"{awaited}: not after {bound_ms} ms"
            QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    finally:
        wake.stop()
