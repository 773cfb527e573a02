"""Every write of the game: atomic replacement, and the history's line appends.

``write_atomic``: a temporary file, fsync, then rename over the target. A writer
killed in the middle leaves either the old file or the new one, never a mixture;
the previous version can be kept beside it as ``NAME~``.

``append_line``: one line added at the end of a file (the history) with a single
write and fsync; a failed write is cut back off, and a line torn by a kill is
only ever the last one (the reader skips it, and the next append starts on a new
line), so the lines before it are never touched.

``open_for_append``: the descriptor every other appending writer (the log file)
opens its file with, under the same rule.

Links and special files (issue 23).  No write, append, rename or move ever goes
*through* a symbolic link or into anything but a regular file: a file is opened
with ``O_NOFOLLOW`` where the system has it, what was opened is checked with
``fstat``, and anything else is refused with ``NotRegularFile`` (an ``OSError``
naming the path and what is there: a symbolic link, a folder, a FIFO, a
device...).  A link is refused even when it points at a regular file: a link in
the data folder is someone else's file, and the game must not grow or replace it.
The folders themselves are different: the data and config folders (and their
parents) may legitimately be links (people link ``~/.local/share`` elsewhere),
so the folder a file lives in is followed; only the last part of the path, the
file's own name, must not be a link.
"""

from __future__ import annotations

import contextlib
import errno
import os
import secrets
import shutil
import stat
import tempfile
from collections.abc import Iterable, Iterator
from pathlib import Path

from .reading import kind_of

_OPEN_FLAGS = (getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
               | getattr(os, "O_BINARY", 0))


class NotRegularFile(OSError):
    """A path the game writes to holds something else than a regular file.

    ``str()`` names the path and what is there, ready for the player to read:
    "~/.local/share/fivesup-qt/history.jsonl is a symbolic link, not a
    regular file"."""

    def __init__(self, path: str | os.PathLike[str], kind: str, wanted: str = "a regular file"
                 ) -> None:
        # strerror is the reason alone ("it is a symbolic link, not a regular file"), as
        # reading.os_problem shows it after the file's name; str() names the path too
        super().__init__(errno.EINVAL, f"it is {kind}, not {wanted}")
        self.filename = os.fspath(path)
        self.kind = kind
        self.wanted = wanted

    def __str__(self) -> str:
        return f"{self.filename} is {self.kind}, not {self.wanted}"


def check_regular(path: str | os.PathLike[str], missing_ok: bool = True) -> bool:
    """Raise ``NotRegularFile`` unless ``path`` itself (not followed) is a regular file.

    Looks with ``os.lstat`` only: nothing is opened, so a FIFO cannot block and a
    device is never read.  Returns False when nothing is there (and ``missing_ok``;
    otherwise FileNotFoundError propagates), True for a regular file."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        if missing_ok:
            return False
        raise
    if not stat.S_ISREG(mode):
        raise NotRegularFile(path, kind_of(mode))
    return True


def check_folder(path: str | os.PathLike[str]) -> None:
    """Raise ``NotRegularFile``-style OSError unless ``path`` is a real folder (or missing).

    For folders *inside* the data folder (``bad-files``): a link there is refused,
    so nothing is ever moved into someone else's folder."""
    try:
        mode = os.lstat(path).st_mode
    except FileNotFoundError:
        return
    if not stat.S_ISDIR(mode):
        raise NotRegularFile(path, kind_of(mode), wanted="a folder")


def _open_checked(path: str | os.PathLike[str], flags: int, mode: int = 0o666) -> int:
    """``os.open`` without following a final link, then ``fstat``: a regular file or raise."""
    try:
        fd = os.open(path, flags | _OPEN_FLAGS, mode)
    except OSError as error:
        # ELOOP (a link under O_NOFOLLOW), ENXIO (a FIFO without a reader),
        # EISDIR, EACCES...: say what is there when it is not a regular file.
        if error.errno != errno.ENOENT:
            check_regular(path)
        raise
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise NotRegularFile(path, kind_of(status.st_mode))
        if not getattr(os, "O_NOFOLLOW", 0):  # no O_NOFOLLOW (Windows): look at the name
            check_regular(path)
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_for_append(path: str | os.PathLike[str]) -> int:
    """Open ``path`` to append to it, creating it (mode 0666 less the umask) if missing.

    Returns a raw file descriptor opened ``O_WRONLY | O_APPEND | O_CREAT`` with
    ``O_NOFOLLOW | O_NONBLOCK | O_NOCTTY | O_CLOEXEC`` (each where the system has
    it), checked with ``fstat`` to be a regular file.  A symbolic link (even to a
    regular file), a folder, a FIFO, a device or a socket at ``path`` raises
    ``NotRegularFile`` (an OSError whose message names the path and what is
    there); other failures raise the usual OSError.  Never blocks: a FIFO is
    refused, not waited on.  The folder holding ``path`` is not created, and may
    itself be a link.  The caller owns the descriptor (``os.fdopen(fd, "ab")`` or
    ``os.write``; close it).  A file with other names (hard links) is first made a
    file of its own (``_open_unshared``)."""
    return _open_unshared(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT)


def _open_unshared(path: str | os.PathLike[str], flags: int) -> int:
    """``_open_checked`` for appending, to a file that has no other name.

    A hard link makes the same file another name's (the history linked to a file of
    the player's, a backup made with ``cp -al``): appending would grow that other
    file too, while an atomic replacement leaves it alone.  So a file with more than
    one name is first replaced by a copy of itself (``write_atomic``: the other name
    keeps its content as it is) and the copy appended to."""
    fd = _open_checked(path, flags)
    try:
        shared = os.fstat(fd).st_nlink > 1
    except BaseException:
        os.close(fd)
        raise
    if not shared:
        return fd
    os.close(fd)
    source = _open_checked(path, os.O_RDONLY)

    def chunks() -> Iterator[bytes]:
        while chunk := os.read(source, 1 << 20):
            yield chunk

    try:
        write_atomic(path, chunks())
    finally:
        os.close(source)
    return _open_checked(path, flags)


def write_atomic(path: str | os.PathLike[str], data: bytes | Iterable[bytes],
                 keep_previous: bool = False) -> None:
    """Replace ``path`` by ``data`` (bytes, or chunks of bytes streamed to the disk).

    ``path`` must be a regular file or missing: a link (even to a regular file), a
    folder, a FIFO or a device there raises ``NotRegularFile`` and is left as it is;
    so does a ``NAME~`` that is not a regular file when ``keep_previous``."""
    target = Path(path)
    _make_folder(target.parent)
    check_regular(target)  # never replace a link, a folder, a FIFO or a device
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
        if keep_previous and check_regular(target):
            _keep_previous(target)
        check_regular(target)  # again: the writing took a while
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


def _make_folder(folder: Path) -> None:
    """The folder a file is written in, made when missing; a file (or a link to one) in
    its place is ``NotRegularFile`` naming it ("... is a regular file, not a folder"),
    not mkdir's "File exists"."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        for part in (folder, *folder.parents):  # the nearest one there that is no folder
            if os.path.isdir(part):
                break
            if os.path.lexists(part):
                status = os.stat(part) if os.path.exists(part) else os.lstat(part)
                raise NotRegularFile(part, kind_of(status.st_mode), wanted="a folder") from None
        raise


def _mode_for(target: Path) -> int:
    try:
        return target.stat().st_mode & 0o7777
    except OSError:
        umask = os.umask(0o022)  # read the process umask (and put it back at once)
        os.umask(umask)
        return 0o666 & ~umask


def _keep_previous(target: Path) -> None:
    """Link the current version (a regular file: checked) to ``NAME~`` so the target
    never goes missing.  A ``NAME~`` that is not a regular file is refused, not replaced.

    The link is made under a fresh name ``.NAME.XXXXXXXX~.tmp`` first (a fixed name
    left behind as a folder or a file nobody may remove stopped every later save);
    ``files.clean_stale_temporaries`` removes one a kill left."""
    backup = target.with_name(target.name + "~")
    check_regular(backup)
    staging = _staging_link(target)
    try:
        check_regular(backup)
        os.replace(staging, backup)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(staging)
        raise


def _staging_link(target: Path) -> Path:
    """A new name in ``target``'s folder holding the current version (a hard link, else
    a copy of the regular file): never a name that was already there."""
    for _ in range(100):
        staging = target.with_name(f".{target.name}.{secrets.token_hex(4)}~.tmp")
        try:
            os.link(target, staging, follow_symlinks=False)
            return staging
        except FileExistsError:
            continue
        except OSError:
            if not stat.S_ISREG(os.lstat(target).st_mode):  # never read a FIFO or a device
                raise
        if os.path.lexists(staging):
            continue
        try:  # no hard links here (some file systems): a copy
            shutil.copy2(target, staging, follow_symlinks=False)
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(staging)
            raise
        return staging
    raise FileExistsError(errno.EEXIST, "no free temporary name", str(target))


def append_line(path: str | os.PathLike[str], line: bytes) -> None:
    """Add ``line`` (ending with a newline) at the end of ``path``, creating it if needed.

    When the file does not end with a newline (a line torn by a kill), one is written
    first, so the torn line stays a line of its own.  On failure the file is cut back
    to its old length and OSError is raised.  A link, a folder, a FIFO or a device at
    ``path`` is refused (``NotRegularFile``): nothing is ever appended to a link's target,
    nor to another name of the file (a hard link: ``_open_unshared``)."""
    target = Path(path)
    _make_folder(target.parent)
    fd = _open_unshared(target, os.O_RDWR | os.O_APPEND | os.O_CREAT)
    try:
        size = os.fstat(fd).st_size
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
