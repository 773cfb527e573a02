"""Jobs for the worker process in tests: module-level, so that they pickle, and
Qt-free, so that the worker imports no Qt for them."""

from __future__ import annotations

import os
import time
from functools import partial


def exploding_job(kind: type[Exception], message: str) -> None:
    raise kind(message)


def exploding(kind: type[Exception], message: str) -> partial[None]:
    """A job that raises ``kind(message)`` in the worker."""
    return partial(exploding_job, kind, message)


def hold(path: str, seconds: float = 60.0) -> int:
    """Keep the worker busy until ``path`` exists (the test lets go by creating it)."""
    end = time.monotonic() + seconds
    while not os.path.exists(path) and time.monotonic() < end:
        time.sleep(0.01)
    return os.getpid()
