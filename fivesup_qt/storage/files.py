"""Reading and writing the game's files safely.

* Reads are bounded: a file larger than the limit is refused before it is read.
* Writes go through ``write_atomic`` (temporary file, fsync, rename) and keep the
  previous version as ``NAME~``; a failed write leaves the old file untouched.
* A broken file is moved aside into the bad-files folder, never deleted.

Every problem is a ``StorageError`` whose text names the file and the problem.
"""

from __future__ import annotations

import contextlib
import errno
import os
import shutil
import time
from pathlib import Path

from .. import paths
from ..atomic import write_atomic


class StorageError(Exception):
    """A file that could not be read, written or understood.

    ``path`` is the file, ``problem`` what is wrong with it (plain English; a rule
    violation is RecordError's text), ``kept`` where the bad file was put aside.
    """

    def __init__(self, path: str | os.PathLike, problem: str, *, kept: Path | None = None,
                 content: bool = True) -> None:
        self.path = Path(path)
        self.problem = problem
        self.kept = kept
        self.content = content  # False: the file could not be reached (permissions, disk)
        super().__init__(str(self))

    def __str__(self) -> str:
        text = f"{self.path}: {self.problem}"
        if self.kept is not None:
            text += f" (the file was kept aside as {self.kept})"
        return text


def os_problem(error: OSError) -> str:
    """A short plain-words reason for an operating-system error."""
    code = error.errno
    if code == errno.ENOSPC:
        return "the disk is full"
    if code == errno.EDQUOT:
        return "the disk quota is exceeded"
    if code in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if code == errno.EROFS:
        return "the file system is read-only"
    if code == errno.EISDIR:
        return "it is a folder, not a file"
    if code == errno.ENOENT:
        return "the file does not exist"
    return error.strerror or str(error)


def read_limited(path: str | os.PathLike, limit: int, what: str = "file") -> bytes:
    """The bytes of ``path``; StorageError when unreadable or larger than ``limit``.

    FileNotFoundError passes through (a missing file is not an error for callers).
    """
    path = Path(path)
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        raise
    except OSError as error:
        raise StorageError(path, f"cannot be read: {os_problem(error)}", content=False) from None
    try:
        size = os.fstat(fd).st_size
        if size > limit:
            raise StorageError(path, f"the file is {size:,} bytes; a {what} is at most {limit:,}")
        chunks, total = [], 0
        while True:
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                break
            total += len(chunk)
            if total > limit:  # grew while being read
                raise StorageError(path, f"the file is over {limit:,} bytes; a {what} is at most "
                                   f"{limit:,}")
            chunks.append(chunk)
        return b"".join(chunks)
    except OSError as error:
        raise StorageError(path, f"cannot be read: {os_problem(error)}", content=False) from None
    finally:
        os.close(fd)


def save_bytes(path: str | os.PathLike, data: bytes, keep_previous: bool = True) -> None:
    """Write atomically, keeping the previous version; StorageError on failure.

    On failure the file on disk is the old one, untouched.
    """
    try:
        write_atomic(path, data, keep_previous=keep_previous)
    except OSError as error:
        raise StorageError(path, f"cannot be saved: {os_problem(error)}", content=False) from None


def put_aside(path: str | os.PathLike, copy: bool = False) -> Path | None:
    """Move (or copy) a bad file into the bad-files folder; returns where it went.

    The file is never deleted: when it cannot be moved it is copied, and when it
    cannot even be copied it stays where it is (None is returned).
    """
    source = Path(path)
    folder = paths.bad_files_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError:
        return None
    target = folder / f"{stamp}-{source.name}"
    n = 1
    while target.exists():
        n += 1
        target = folder / f"{stamp}-{n}-{source.name}"
    if not copy:
        try:
            os.rename(source, target)
            return target
        except OSError:
            pass  # another file system, or a read-only folder: copy instead
    try:
        shutil.copy2(source, target)
        return target
    except OSError:
        with contextlib.suppress(OSError):
            if target.exists() and target.stat().st_size == 0:
                target.unlink()  # only our own empty, failed copy
        return None


def clean_stale_temporaries(path: str | os.PathLike, older_than: float = 60.0) -> list[Path]:
    """Remove temporary files a killed writer left beside ``path`` (``.NAME.*.tmp``).

    They are never the data itself: the target and ``NAME~`` are untouched.
    """
    target = Path(path)
    removed = []
    now = time.time()
    try:
        candidates = list(target.parent.glob(f".{target.name}.*.tmp"))
    except OSError:
        return removed
    for tmp in candidates:
        with contextlib.suppress(OSError):
            if now - tmp.stat().st_mtime >= older_than:
                tmp.unlink()
                removed.append(tmp)
    return removed


def backup_of(path: str | os.PathLike) -> Path:
    """The previous version that ``save_bytes`` keeps."""
    path = Path(path)
    return path.with_name(path.name + "~")
