"""Atomic file writes: a temporary file, fsync, then rename over the target.

A writer killed in the middle leaves either the old file or the new one,
never a mixture; the previous version is kept beside it as ``NAME~``.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from pathlib import Path


def write_atomic(path: str | os.PathLike[str], data: bytes, keep_previous: bool = False) -> None:
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        # mkstemp makes the file 0600: keep the replaced file's mode, or the usual one.
        with contextlib.suppress(OSError):
            os.fchmod(fd, _mode_for(target))
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        if keep_previous and target.exists():
            _keep_previous(target)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise
    with contextlib.suppress(OSError):  # make the rename itself durable
        dir_fd = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0o022)  # read the process umask (and put it back at once)
        os.umask(umask)
        return 0o666 & ~umask


def _keep_previous(target: Path) -> None:
    """Link the current version to ``NAME~`` so the target never goes missing."""
    backup = target.with_name(target.name + "~")
    staging = target.with_name(f".{target.name}~.tmp")
    with contextlib.suppress(FileNotFoundError):
        os.unlink(staging)
    try:
        os.link(target, staging)
    except OSError:
        shutil.copy2(target, staging)
    os.replace(staging, backup)
