"""Guards for tests that read hostile files or wait for a child process: fail, never hang
the suite, and never fail because the machine is busy.

Every bound here is ``HANG_S``: far beyond what any real wait takes, even on a two-core
machine with other work running, so it only turns a hang (a read blocked on a FIFO, a child
that never gets there) into a failure that says what was awaited.  Speed is measured by
``fivesup-qt bench``, never asserted in a test."""

from __future__ import annotations

import contextlib
import faulthandler
import math
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable

HANG_S = 120  # seconds: only a hang takes this long

_armed: list[float] = []  # the monotonic times at which the open deadlines expire


def _left() -> int:
    """Whole seconds (at least one) until the nearest open deadline."""
    return max(1, math.ceil(min(_armed) - time.monotonic()))


@contextlib.contextmanager
def deadline(seconds: int = HANG_S, awaited: str = "the test body"):
    """Raise TimeoutError in the test when ``awaited`` runs longer than ``seconds`` (a read
    blocked on a FIFO is interrupted too); a process stuck beyond that in C code is ended
    with a traceback rather than left hanging.  Deadlines nest: the outer one is re-armed
    for what is left of it when an inner one ends."""
    if sys.platform.startswith("win"):
        yield
        return

    def expired(signum, frame):
        raise TimeoutError(f"{awaited} still not done after {seconds} s: a hang")

    ends = time.monotonic() + seconds
    previous = signal.signal(signal.SIGALRM, expired)
    _armed.append(ends)
    signal.alarm(_left())
    faulthandler.dump_traceback_later(seconds + 30, exit=True)
    try:
        yield
    finally:
        signal.alarm(0)
        faulthandler.cancel_dump_traceback_later()
        _armed.remove(ends)
        signal.signal(signal.SIGALRM, previous)
        if _armed:  # the outer deadline again, for what is left of it
            signal.alarm(_left())
            faulthandler.dump_traceback_later(_left() + 30, exit=True)


def line_from(proc: subprocess.Popen, awaited: str, bound: float = HANG_S) -> bytes:
    """The child's next line on stdout (stripped), however long a busy machine takes to get
    it there; a child that dies first, or says nothing within ``bound``, fails the test with
    what was awaited."""
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(proc.stdout.readline()), daemon=True)
    reader.start()
    reader.join(bound)
    if reader.is_alive():
        proc.kill()
        raise AssertionError(f"waited {bound} s for {awaited}: the child hangs")
    line = got[0].strip()
    assert line, f"the child ended (code {proc.wait()}) before {awaited}"
    return line


def wait_for(condition: Callable[[], bool], awaited: str, bound: float = HANG_S,
             proc: subprocess.Popen | None = None) -> None:
    """Return as soon as ``condition()`` holds (looked at every 50 ms: the check is what
    is waited for, not the pause); fails with ``awaited`` when ``proc`` ends first or after
    ``bound`` seconds (a hang)."""
    ends = time.monotonic() + bound
    while not condition():
        if proc is not None and proc.poll() is not None:
            said = proc.stderr.read()[-2000:] if proc.stderr is not None else ""
            raise AssertionError(f"the child ended (code {proc.returncode}) before {awaited}: "
                                 f"{said!r}")
        if time.monotonic() > ends:
            raise AssertionError(f"waited {bound} s for {awaited}: a hang")
        time.sleep(0.05)
