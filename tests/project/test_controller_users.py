"""Issue 38: the views, saving, the tour and the windows read the match model and get
the few actions they need passed in; only the controller's own room (``ui/play/``),
and the main window that makes it, name ``GameController``."""

from __future__ import annotations

import re
from pathlib import Path

import fivesup_qt

PACKAGE_DIR = Path(fivesup_qt.__file__).resolve().parent
MAY_NAME = ("ui/play/", "ui/main_window.py")
NAMED = re.compile(r"\bGameController\b")


def test_only_the_play_room_and_the_main_window_name_the_controller():
    naming = sorted(path.relative_to(PACKAGE_DIR).as_posix()
                    for path in PACKAGE_DIR.rglob("*.py")
                    if NAMED.search(path.read_text(encoding="utf-8")))
    assert "ui/play/controller.py" in naming  # the check finds what it looks for
    strays = [name for name in naming if not name.startswith(MAY_NAME)]
    assert strays == []


def test_what_changed_is_told_by_the_model_alone():
    """The controller's own signals are messages to the player (the status line, the
    hot-seat hand-over); every change of the match is the model's ``Changes``."""
    from PySide6.QtCore import Signal

    from fivesup_qt.ui.play.controller import GameController

    signals = {name for name, value in vars(GameController).items() if isinstance(value, Signal)}
    assert signals == {"status", "handoff"}
