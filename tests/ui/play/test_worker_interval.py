"""A job on a worker thread (the fallback) leaves the window the interpreter (``ui/play/worker.py``)."""

from __future__ import annotations

import sys


def test_a_runner_gives_the_window_the_interpreter_within_its_switch_interval(qapp):
    """With Python's default 5 ms the window waited that long for every Python step of
    its own while a review computed: its first progress showed 14 s late (seen here)."""
    from fivesup_qt.ui.play.worker import SWITCH_INTERVAL, WorkerRunner

    sys.setswitchinterval(0.005)  # Python's default
    runner = WorkerRunner(processes=False)  # the fallback when no process can start
    assert sys.getswitchinterval() <= SWITCH_INTERVAL <= 0.001
    runner.wait()
