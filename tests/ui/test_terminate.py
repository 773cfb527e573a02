"""The game ended from outside (a logout's SIGTERM, Ctrl+C in its terminal) closes as its
window's close button closes it: the computer's worker stopped, the running-copy lock
released, the match kept, nothing printed but what the log says."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.processes import children, running

from fivesup_qt.paths import HOME_ENV


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_closes_the_game_as_its_window_does(number, tmp_path, qtbot) -> None:
    if not Path("/proc/self/task").exists():
        pytest.skip("reads a process's children from /proc")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", HOME_ENV: str(tmp_path)}
    # seed 5: the computer leads, so its worker process is started at once
    game = subprocess.Popen([sys.executable, "-m", "fivesup_qt", "--variant", "five-up",
                             "--players", "2", "--seed", "5"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    data = tmp_path / "data"
    lock, autosave, log = (data / "fivesup-qt.lock", data / "autosave.json",
                           data / "fivesup-qt.log")
    workers: set[int] = set()
    try:
        # the match under way: dealt and saved, the computer's worker process started
        qtbot.waitUntil(lambda: lock.exists() and autosave.exists() and bool(children(game.pid)),
                        timeout=60_000)
        workers = children(game.pid)
        kept = autosave.read_bytes()
        game.send_signal(number)
        _out, err = game.communicate(timeout=60)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    assert game.returncode == 128 + number, (game.returncode, err)
    assert err == "", err  # no traceback, no "leaked semaphore objects"
    assert not lock.exists()  # the next start is not told of another running copy
    before, after = json.loads(kept), json.loads(autosave.read_bytes())
    assert after["started"] == before["started"]  # the match in play kept, to resume
    assert after["rounds"][0]["hands"] == before["rounds"][0]["hands"]
    assert f"Signal {signal.Signals(number).name}: the game closes" in log.read_text("utf-8")
    qtbot.waitUntil(lambda: not any(running(pid) for pid in workers), timeout=20_000)
