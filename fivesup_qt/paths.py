"""Every path the game writes to, in one place.

By default the per-user folders of ``appdirs`` are used: the data folder holds
the autosave and the match history, the config folder ``settings.json``.
``FIVESUP_QT_HOME`` moves everything under one folder (tests, portable use):
``$FIVESUP_QT_HOME/data`` and ``$FIVESUP_QT_HOME/config``.

Paths are computed on every call, so changing the variable takes effect at once.

Links (issue 23): the data and config folders, and the folders above them, may be
symbolic links (people link ``~/.local/share`` elsewhere) and are followed.  The
files inside them (the autosave and its ``NAME~``, the history, the settings, the
lock, the log) and the ``bad-files`` folder are never written through a link:
``atomic`` refuses a link or a special file there, the storage moves a link found
in a file's place aside as the link itself, and nothing is moved into a linked
``bad-files``.
"""

from __future__ import annotations

import os
from pathlib import Path

HOME_ENV = "FIVESUP_QT_HOME"
APP_NAME = "fivesup-qt"


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV, "").strip()
    return Path(value).expanduser() if value else None


def data_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "data"
    import appdirs

    return Path(appdirs.user_data_dir(APP_NAME, appauthor=False))


def config_dir() -> Path:
    home = _home()
    if home is not None:
        return home / "config"
    import appdirs

    return Path(appdirs.user_config_dir(APP_NAME, appauthor=False))


def bad_files_dir() -> Path:
    """Where unreadable or broken files are moved aside (never deleted)."""
    return data_dir() / "bad-files"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def history_path() -> Path:
    return data_dir() / "history.jsonl"


def puzzles_path() -> Path:
    """The player's puzzle solving: rating, streak, puzzles solved (``storage/puzzle_progress.py``)."""
    return data_dir() / "puzzles.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"


def log_path() -> Path:
    """The game's log (``logs.py``): bounded, rotated beside itself as ``.1`` to ``.3``."""
    return data_dir() / "fivesup-qt.log"


def lock_path() -> Path:
    """Held by the running game: one copy per data folder (``ui/saving/single.py``)."""
    return data_dir() / "fivesup-qt.lock"
