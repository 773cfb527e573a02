"""A player's folders made for one test, and the hostile things planted in them: a
link to someone else's file, a FIFO, a folder or a device where a file should be."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from fivesup_qt import paths


def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The game's folders under ``tmp_path/home`` (not made: the game makes them)."""
    home = tmp_path / "home"
    monkeypatch.setenv(paths.HOME_ENV, str(home))
    return home


def make_folders(home: Path) -> Path:
    """The data and config folders of ``home``, made and empty."""
    (home / "data").mkdir(parents=True, exist_ok=True)
    (home / "config").mkdir(parents=True, exist_ok=True)
    return home


def someone_elses_file(tmp_path: Path, name: str, content: bytes) -> Path:
    """A file outside the data folder that the game must never write, move or grow."""
    path = tmp_path / "elsewhere" / name
    path.parent.mkdir(exist_ok=True)
    path.write_bytes(content)
    return path


def bad_files() -> list[Path]:
    """What the game has put aside in the bad-files folder, by name."""
    folder = paths.bad_files_dir()
    return sorted(folder.iterdir()) if folder.is_dir() else []


SPECIALS = ["fifo", "dev-zero", "folder", "link-to-fifo"]


def plant(kind: str, path: Path, target: Path | None = None) -> None:
    """Something that is not a regular file at ``path``: ``link`` (to ``target``),
    ``folder``, ``fifo``, ``dev-zero`` (a link to the device) or ``link-to-fifo``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind == "link":
        assert target is not None, "a link needs its target"
        path.symlink_to(target)
    elif kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "dev-zero":
        path.symlink_to("/dev/zero")
    elif kind == "link-to-fifo":
        pipe = path.with_name(path.name + ".pipe")
        os.mkfifo(pipe)
        path.symlink_to(pipe)
    else:
        raise ValueError(f"nothing to plant called {kind!r}")
