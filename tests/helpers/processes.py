"""Another process as Linux's /proc shows it: whether it still runs, and its children
(the game's worker process, for the tests that end the game from outside)."""

from __future__ import annotations

import contextlib
import subprocess
from pathlib import Path

from .guards import HANG_S


def running(pid: int) -> bool:
    """The process exists and is not a zombie waiting to be reaped."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (FileNotFoundError, ProcessLookupError):
        return False
    return state != "Z"


def children(pid: int) -> set[int]:
    """The process ids of ``pid``'s children, from every one of its threads."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        with contextlib.suppress(FileNotFoundError, ProcessLookupError):  # a thread ended
            found |= {int(c) for c in (task / "children").read_text().split()}
    return found


def ended(game: subprocess.Popen) -> tuple[int, str]:
    """The game's exit status and stderr, once it has ended (killed after a hang)."""
    try:
        _out, err = game.communicate(timeout=HANG_S)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    return game.returncode, err
