"""A worker process never outlives the game: when the window's process dies without
stopping it (a crash, a kill), the worker ends too instead of waiting for work forever."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from helpers.processes import running

# A game's process: a runner, its worker process started, then killed outright.
GAME = textwrap.dedent("""
    import os, sys
    from PySide6.QtCore import QCoreApplication
    from fivesup_qt.ui.play.worker import WorkerRunner

    app = QCoreApplication([])
    runner = WorkerRunner()
    pids = []
    runner.submit(os.getpid, pids.append)
    while not pids:
        app.processEvents()
    print(pids[0], flush=True)
    sys.stdin.readline()  # killed while waiting here
""")


def test_the_worker_ends_when_the_game_is_killed(qtbot) -> None:
    if not Path("/proc/self/stat").exists():
        pytest.skip("reads a process's state from /proc")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    game = subprocess.Popen([sys.executable, "-c", GAME], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, env=env)
    worker = 0
    try:
        assert game.stdout is not None
        worker = int(game.stdout.readline())
        assert worker != game.pid and running(worker)
        os.kill(game.pid, signal.SIGKILL)  # no clean-up of any kind
        game.wait()
        qtbot.waitUntil(lambda: not running(worker), timeout=20_000)
    finally:
        if game.poll() is None:
            game.kill()
        if worker and running(worker):  # the test failed: leave no stray process
            os.kill(worker, signal.SIGKILL)
