"""Every write of the game: atomic replacement, and the history's line appends.

``write_atomic``: a temporary file, fsync, then rename over the target. A writer
killed in the middle leaves either the old file or the new one, never a mixture;
the previous version can be kept beside it as ``NAME~``.

``append_line``: one line added at the end of a file (the history) with a single
write and fsync; a failed write is cut back off, and a line torn by a kill is
only ever the last one (the reader skips it, and the next append starts on a new
line), so the lines before it are never touched.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import stat
import tempfile
from collections.abc import Iterable
from pathlib import Path


def write_atomic(path: str | os.PathLike[str], data: bytes | Iterable[bytes],
                 keep_previous: bool = False) -> None:
    """Replace ``path`` by ``data`` (bytes, or chunks of bytes streamed to the disk)."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        # mkstemp makes the file 0600: keep the replaced file's mode, or the usual one
        # (POSIX; Windows has no os.fchmod before Python 3.13 and no such modes).
        if hasattr(os, "fchmod"):
            with contextlib.suppress(OSError):
                os.fchmod(fd, _mode_for(target))
        with os.fdopen(fd, "wb") as handle:
            for chunk in ((data,) if isinstance(data, (bytes, bytearray)) else data):
                handle.write(chunk)
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
        os.link(target, staging)  # the link itself when the target is a symbolic link
    except OSError:
        if not stat.S_ISREG(os.lstat(target).st_mode):  # never read a FIFO or a device
            raise
        shutil.copy2(target, staging, follow_symlinks=False)
    os.replace(staging, backup)


def append_line(path: str | os.PathLike, line: bytes) -> None:
    """Add ``line`` (ending with a newline) at the end of ``path``, creating it if needed.

    When the file does not end with a newline (a line torn by a kill), one is written
    first, so the torn line stays a line of its own.  On failure the file is cut back
    to its old length and OSError is raised."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    flags = (os.O_RDWR | os.O_APPEND | os.O_CREAT | getattr(os, "O_NONBLOCK", 0)
             | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0))
    fd = os.open(target, flags, 0o666)
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):  # a FIFO or a device put in its place
            raise OSError(errno.EINVAL, "it is not a regular file")
        size = status.st_size
        if size and _byte_at(fd, size - 1) != b"\n":
            line = b"\n" + line
        try:
            view = memoryview(line)
            while view:
                written = os.write(fd, view)
                view = view[written:]
            os.fsync(fd)
        except BaseException:
            with contextlib.suppress(OSError):
                os.ftruncate(fd, size)
            raise
    finally:
        os.close(fd)


def _byte_at(fd: int, offset: int) -> bytes:
    if hasattr(os, "pread"):
        return os.pread(fd, 1, offset)
    os.lseek(fd, offset, os.SEEK_SET)
    return os.read(fd, 1)
