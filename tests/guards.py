"""Guards for tests that read hostile files: fail, never hang the suite."""

from __future__ import annotations

import contextlib
import faulthandler
import signal
import sys


@contextlib.contextmanager
def deadline(seconds: int = 20):
    """Raise TimeoutError in the test when its body runs longer than ``seconds`` (a read
    blocked on a FIFO is interrupted too); a process stuck beyond that in C code is
    ended with a traceback rather than left hanging."""
    if sys.platform.startswith("win"):
        yield
        return

    def expired(signum, frame):
        raise TimeoutError(f"still running after {seconds} s: a hang")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    faulthandler.dump_traceback_later(seconds + 30, exit=True)
    try:
        yield
    finally:
        signal.alarm(0)
        faulthandler.cancel_dump_traceback_later()
        signal.signal(signal.SIGALRM, previous)
