"""What a job sees of its runner, wherever it runs: whether it was cancelled, and a
way to tell its progress.

Qt-free on purpose: this module (with ``jobs.py``) is all a worker process imports
besides the engine, so a worker starts without loading Qt.  A job calls
``stopped()`` and ``progress(done, total)``; the runner decides what they mean:

- in a worker process (``WorkerRunner``'s default), the runner's current generation
  is a number in shared memory, set by ``cancel`` at once, and progress goes back
  through a queue that the window's GUI thread empties;
- on a worker thread (the fallback), a plain number object and a thread's queue, the
  same way.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Callable
from typing import Any, Protocol


class Channel(Protocol):
    def stopped(self) -> bool: ...

    def progress(self, done: int, total: int) -> bool: ...


_local = threading.local()  # the channel of the job running on this thread


def stopped() -> bool:
    """The job running here was cancelled (its result would be dropped): stop now."""
    channel: Channel | None = getattr(_local, "channel", None)
    return channel is not None and channel.stopped()


def progress(done: int, total: int) -> bool:
    """Tell the window how far the job got; False when it was cancelled."""
    channel: Channel | None = getattr(_local, "channel", None)
    return channel is None or channel.progress(done, total)


def run_with(channel: Channel, fn: Callable[[], Any]) -> Any:
    """``fn()`` with ``channel`` as the answer of ``stopped`` and ``progress``."""
    _local.channel = channel
    try:
        return fn()
    finally:
        _local.channel = None


# --- in a worker process -------------------------------------------------------------

_current: Any = None  # the runner's generation (a shared ctypes value)
_told: Any = None  # the queue of (generation, done, total) to the window


def init_process(current: Any, told: Any) -> None:
    """The worker process's start: keep the runner's shared generation and queue.  A
    Ctrl+C in the terminal is the window's to handle (it closes and stops us)."""
    global _current, _told
    _current, _told = current, told
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    end_with_the_window()


def end_with_the_window() -> None:
    """End this worker when the window's process ends without stopping it (a crash, a
    kill): the worker holds both ends of its job queue, so it would wait for work
    forever, a stray process of the game's after the game is gone."""
    import multiprocessing
    from multiprocessing.connection import wait

    window = multiprocessing.parent_process()
    if window is None:
        return

    def watch() -> None:
        wait([window.sentinel])
        os._exit(0)

    threading.Thread(target=watch, daemon=True, name="fivesup-qt window watch").start()


class _ProcessChannel:
    def __init__(self, generation: int) -> None:
        self.generation = generation

    def stopped(self) -> bool:
        return _current is not None and _current.value != self.generation

    def progress(self, done: int, total: int) -> bool:
        if self.stopped():
            return False
        if _told is not None:
            _told.put((self.generation, done, total))
        return True


def run_in_process(generation: int, fn: Callable[[], Any]) -> Any:
    """A job in the worker process, for the runner's ``generation``."""
    return run_with(_ProcessChannel(generation), fn)


def warm() -> int:
    """Load the engine and the computer players before the first job needs them (the
    pool is warmed after the window's first paint); the worker's process id."""
    from ...ai import bots, hints, review  # noqa: F401

    return os.getpid()
