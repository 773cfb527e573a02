"""Start-up loads only what the first frame needs (issue 29): at the game's first paint
the rules engine, the controller, the table view, the side panel, the log module, the
version's metadata, the settings' module, the sound device's ctypes and the clips' WAV
reader are not imported yet, and of the game's own modules only the frame's are; right
after it the window is completed (the table and the panel in place of the frame's
stand-ins, every menu entry enabled), the log is written whole (the lines said before
the paint included, in order), the settings apply, and a sound still reads its clip.
Each start is a real ``python -m fivesup_qt`` in its own process: a test process has
imported everything already."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from helpers import REPO

from fivesup_qt.ui.startup import DEFERRED, FIRST_PAINT_ENV

HANG_S = 60
MUST_WAIT = ("fivesup_qt.logs", "logging.handlers", "importlib.metadata", "ctypes", "wave",
             "fivesup_qt.storage.settings", "fivesup_qt.commands", "pyqtgraph",
             "fivesup_qt.rules", "fivesup_qt.ui.play.controller", "fivesup_qt.ui.table.view",
             "fivesup_qt.ui.play.interaction", "fivesup_qt.ui.side.panel", "hashlib")
# The game's own modules the first frame may load: the command line, the start-up, the
# data folder's lock, the saved palette and language, and the window's frame (menus, the
# empty felt, the side panel's shell).  A module added to the start must be added here,
# and be one the first frame draws with.
FRAME_MODULES = {
    "fivesup_qt", "fivesup_qt.__main__", "fivesup_qt.app", "fivesup_qt.about",
    "fivesup_qt.paths", "fivesup_qt.reading", "fivesup_qt.problems",
    "fivesup_qt.ui", "fivesup_qt.ui.startup", "fivesup_qt.ui.fonts", "fivesup_qt.ui.theme",
    "fivesup_qt.ui.garbage",  # cycles collected on the GUI thread, from the start
    "fivesup_qt.ui.words", "fivesup_qt.ui.words.i18n", "fivesup_qt.ui.saving",
    "fivesup_qt.ui.saving.single", "fivesup_qt.ui.main_window", "fivesup_qt.ui.menus",
    "fivesup_qt.ui.table", "fivesup_qt.ui.table.felt", "fivesup_qt.ui.side",
    "fivesup_qt.ui.side.shell", "fivesup_qt.ui.status_line",
    # the frame's size: the screen's free area, or where the window closed last time
    "fivesup_qt.places", "fivesup_qt.ui.windows", "fivesup_qt.ui.windows.sizing",
    # what the menus ask of the window (Protocols, nothing the frame draws with)
    "fivesup_qt.ui.windows.daily_host",
}


def game_env(home: str, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != FIRST_PAINT_ENV}
    env.update(QT_QPA_PLATFORM="offscreen", FIVESUP_QT_HOME=home, **extra)
    return env


def test_the_first_paint_comes_before_the_log_the_settings_and_the_sound_modules():
    with tempfile.TemporaryDirectory() as home:
        done = subprocess.run([sys.executable, "-m", "fivesup_qt"], capture_output=True,
                              text=True, cwd=REPO, timeout=HANG_S,
                              env=game_env(home, **{FIRST_PAINT_ENV: "1"}))
    words = done.stdout.split()
    assert words[:2] == ["painted", "0"], (done.stdout, done.stderr)
    deferred = words[2].split(",")
    assert set(MUST_WAIT) <= set(deferred), set(MUST_WAIT) - set(deferred)
    assert set(deferred) <= set(DEFERRED)


# The first-paint probe of bench --gui, made to print the game's modules imported by then.
PACKAGE_AT_PAINT = r"""
import sys
import fivesup_qt.ui.startup as startup

startup.not_imported = lambda names=(): sorted(m for m in sys.modules
                                               if m.split(".")[0] == "fivesup_qt")
from fivesup_qt.__main__ import main
sys.exit(main([]))
"""


def test_the_first_frame_loads_none_of_the_games_modules_but_the_frames():
    with tempfile.TemporaryDirectory() as home:
        done = subprocess.run([sys.executable, "-c", PACKAGE_AT_PAINT], capture_output=True,
                              text=True, cwd=REPO, timeout=HANG_S,
                              env=game_env(home, **{FIRST_PAINT_ENV: "1"}))
    words = done.stdout.split()
    assert words[:2] == ["painted", "0"], (done.stdout, done.stderr)
    loaded = set(words[2].split(","))
    assert "fivesup_qt.ui.main_window" in loaded  # the probe saw the window's modules
    assert loaded <= FRAME_MODULES, sorted(loaded - FRAME_MODULES)


# After the first paint, as the game goes on: the held log lines reach the file before
# the session's line, the saved settings (dark palette, volume 30) apply, a clip reads.
AFTER = r"""
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
import fivesup_qt.ui.startup as startup

real = startup.after_first_paint


def after_first_paint(window, callback):
    def then():
        callback()
        from fivesup_qt import logs
        from fivesup_qt.ui.sound import clips
        print("log", logs.log_file())
        print("theme", window.theme.name)
        print("sound", window.sounds.on, window.sounds.volume)
        print("clip", clips.load(clips.PLACE) is not None)
        print("modules", " ".join(m for m in ("fivesup_qt.logs", "fivesup_qt.storage.settings",
                                              "fivesup_qt.ui.saving.persistence")
                                  if m in sys.modules))
        from fivesup_qt.ui.side.shell import PanelShell
        from fivesup_qt.ui.table.felt import FeltView
        print("table", type(window.view).__name__, window.view.theme.name,
              window.view.isVisible(), window.panel.isVisible())
        print("stand-ins", sum(type(w) in (FeltView, PanelShell) and w.isVisible()
                               for w in window.findChildren(QWidget)))
        print("disabled", sum(not a.isEnabled() for a in window.actions()
                              if a not in (window.menus.act_undo, window.menus.act_redo,
                                           window.menus.act_hint)))
        print("dealt", window.controller.match is not None)
        QTimer.singleShot(0, QApplication.instance().quit)
    real(window, then)


startup.after_first_paint = after_first_paint
from fivesup_qt.__main__ import main
sys.exit(main(["--verbose"]))
"""


def test_after_the_first_paint_the_log_settings_and_sounds_work():
    with tempfile.TemporaryDirectory() as home:
        config = os.path.join(home, "config")
        os.makedirs(config, exist_ok=True)
        with open(os.path.join(config, "settings.json"), "w", encoding="utf-8") as saved:
            json.dump({"palette": "dark", "sound": True, "volume": 30}, saved)
        done = subprocess.run([sys.executable, "-c", AFTER], capture_output=True, text=True,
                              cwd=REPO, timeout=HANG_S, env=game_env(home))
        assert done.returncode == 0, done.stderr
        shown = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
        assert shown["theme"] == "dark" and shown["sound"] == "True 30"  # the settings apply
        # the window is whole: the table (in the saved palette) and the panel shown in place
        # of the frame's stand-ins, a match dealt, the menu entries working
        assert shown["table"] == "TableView dark True True"
        assert shown["stand-ins"] == "0" and shown["disabled"] == "0"
        assert shown["dealt"] == "True"
        assert shown["clip"] == "True"
        assert shown["modules"].split() == ["fivesup_qt.logs", "fivesup_qt.storage.settings",
                                            "fivesup_qt.ui.saving.persistence"]
        log = Path(shown["log"]).read_text(encoding="utf-8")
    # the line said before the log was installed, then the session's line, in the file
    arguments = log.index("fivesup-qt, arguments ['--verbose']")
    assert arguments < log.index("starting: Python")
    assert "Qt " in log[log.index("starting: Python"):]
    assert "fivesup-qt, arguments" in done.stderr  # --verbose: on stderr too


def test_the_sound_device_still_silences_alsa_with_ctypes_imported_when_it_opens():
    """ctypes is imported by ``quiet_alsa`` itself now (on the device's opening thread):
    with ALSA there, its error handler is replaced and kept alive; without, nothing."""
    import ctypes
    import ctypes.util

    from fivesup_qt.ui.sound import output

    output.quiet_alsa()
    try:
        ctypes.CDLL(ctypes.util.find_library("asound") or "libasound.so.2")
        alsa = sys.platform.startswith("linux")
    except OSError:
        alsa = False
    assert bool(output._ALSA_HANDLERS) == alsa
