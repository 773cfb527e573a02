"""The game ended from outside: SIGTERM (a logout, a system shutting down, ``kill``) and
Ctrl+C in the terminal that started it close the game as its window's close button does.

Left to Python's defaults, SIGTERM ends the process where it stands: the computer's
worker process is left to notice on its own, the running-copy lock stays behind, and
Python warns of leaked semaphores; Ctrl+C raises KeyboardInterrupt inside whatever Qt
slot happens to run.  The match in play loses nothing either way (it is autosaved after
every move), but the game should leave the way it leaves when closed.

Python runs a signal's handler only between bytecodes, and while Qt's event loop waits
the interpreter does not run at all; so the signal is also written to a socket
(``signal.set_wakeup_fd``) whose readiness Qt's loop watches (a ``QSocketNotifier``):
its slot wakes the interpreter, the handler runs, and the windows close at the loop's
next turn.

A signal never answers a question for the player (issue 39): closing the windows closes
an open question too, and its box reads that as its escape answer ("No" to "Resume
it?" threw the saved match away).  So every question asks ``ending()`` before it is
shown and after its box returns, and when a signal is ending the game it decides
nothing (``Unanswered``): the match stays as it was, and the question comes back at
the next start.
"""

from __future__ import annotations

import logging
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

log = logging.getLogger(__name__)

SIGNALS = (signal.SIGTERM, signal.SIGINT)  # SIGTERM exists on Windows too, as a name

_received: int | None = None  # the signal ending the game: module-wide, for the questions


def ending() -> int | None:
    """The signal that is ending the game, if one came: a question asked now, or whose
    box has just closed, was not answered by the player."""
    return _received


class Unanswered(Exception):
    """A question closed by the signal that ends the game, not answered by the player:
    whatever it was to decide stays as it was."""


class Terminator(QObject):
    """Closes every window and quits when one of ``SIGNALS`` arrives: made once the
    window is up, for the rest of the game."""

    def __init__(self, app: QApplication) -> None:
        super().__init__(app)
        global _received
        _received = None
        self.app = app
        self.received: int | None = None  # the signal that ended the game, if one did
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno(), warn_on_full_buffer=False)
        self._previous = {number: signal.signal(number, self._on_signal) for number in SIGNALS}
        app.aboutToQuit.connect(self.uninstall)

    def _drain(self) -> None:
        """The interpreter is awake: Python runs the handler of the signal written."""
        try:
            while self._reader.recv(64):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def _on_signal(self, number: int, _frame: FrameType | None) -> None:
        global _received
        if self.received is None:  # a second signal while closing: the first one's close
            self.received = _received = number
            log.info("Signal %s: the game closes", signal.Signals(number).name)
            QTimer.singleShot(0, self._close)

    def _close(self) -> None:
        self.app.closeAllWindows()  # each window's own closeEvent: workers stopped
        self.app.quit()

    def uninstall(self) -> None:
        """Python's handlers back, the wake-up socket closed (the game is quitting)."""
        if self._notifier.isEnabled():
            self._notifier.setEnabled(False)
            for number, handler in self._previous.items():
                signal.signal(number, signal.SIG_DFL if handler is None else handler)
            signal.set_wakeup_fd(self._previous_fd)
            self._reader.close()
            self._writer.close()

