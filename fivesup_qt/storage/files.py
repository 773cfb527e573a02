"""Reading and writing the game's files safely.

* Reads go through ``fivesup_qt.reading`` (regular files only, bounded, strict UTF-8).
* Writes go through ``fivesup_qt.atomic`` (temporary file, fsync, rename) and keep the
  previous version as ``NAME~``; a failed write leaves the old file untouched.
* A broken file is moved aside into the bad-files folder, never deleted; a file the
  game could not read is only ever moved whole (a rename), never copied or replaced.
* Links (issue 23): nothing is written through a link or into a special file
  (``atomic``); a link in a file's place is moved aside as the link itself (its target
  untouched).  The bad-files folder must be a real folder: when ``bad-files`` is a
  link (or a file), nothing is moved into it and the problem says so.

Every problem is a ``StorageError`` whose text names the file and the problem.
"""

from __future__ import annotations

import contextlib
import logging
import os
import stat
import time
from collections.abc import Iterator
from pathlib import Path

from .. import paths
from ..atomic import NotRegularFile, check_folder, write_atomic
from ..reading import CHUNK, StorageError, open_regular, os_problem, read_bytes

log = logging.getLogger(__name__)

__all__ = ["StorageError", "backup_of", "clean_stale_temporaries", "os_problem", "put_aside",
           "read_limited", "save_bytes"]

read_limited = read_bytes  # the one bounded reader, under its older name


def save_bytes(path: str | os.PathLike[str], data: bytes, keep_previous: bool = True) -> None:
    """Write atomically, keeping the previous version; StorageError on failure.

    On failure the file on disk is the old one, untouched.

    A previous version ``NAME~`` of one of the game's own files that is not a regular
    file (a link, a folder, a FIFO: never replaced nor written through) is moved whole
    into the bad-files folder and the save made again: left there, it stopped every
    save after the first.  In a folder of the player's (Save As), it is theirs: it stays
    and the save fails.  Then, or when a folder on the way is a file, the message names
    that path.
    """
    target = Path(path)
    for attempt in (1, 2):
        try:
            write_atomic(target, data, keep_previous=keep_previous)
            return
        except NotRegularFile as error:
            if Path(error.filename) == target:
                reason = os_problem(error)
            elif (attempt == 1 and keep_previous and Path(error.filename) == backup_of(target)
                    and _own_folder(target)
                    and (kept := put_aside(error.filename, move_only=True)) is not None):
                log.warning("%s was moved aside as %s: the previous version of %s is kept "
                            "in its place", error, kept, target)
                continue
            else:
                reason = str(error)
        except OSError as error:
            reason = os_problem(error)
        raise StorageError(path, f"cannot be saved: {reason}", content=False) from None


def _own_folder(path: Path) -> bool:
    """Is ``path`` in the data or config folder (the game's own files)?"""
    try:
        folder = path.parent.resolve()
        return folder in (paths.data_dir().resolve(), paths.config_dir().resolve())
    except (OSError, RuntimeError):
        return False


def _aside_target(source: Path, problem: StorageError | None = None) -> Path | None:
    folder = paths.bad_files_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    try:
        check_folder(folder)  # a link there: moving into it would fill someone's folder
        folder.mkdir(parents=True, exist_ok=True)
        check_folder(folder)
    except NotRegularFile as error:
        if problem is not None:
            problem.problem += (f"; it was not moved aside, because the bad-files folder "
                                f"{error.filename} is {error.kind}, not a folder")
        return None
    except OSError:
        return None
    target = folder / f"{stamp}-{source.name}"
    n = 1
    while os.path.lexists(target):
        n += 1
        target = folder / f"{stamp}-{n}-{source.name}"
    return target


def _copy_regular(source: Path, target: Path) -> None:
    """Stream a regular file's bytes into ``target`` (never a FIFO or a device)."""
    fd = open_regular(source)

    def chunks() -> Iterator[bytes]:
        while chunk := os.read(fd, CHUNK):
            yield chunk

    try:
        write_atomic(target, chunks())
    finally:
        os.close(fd)


def _link_regular(source: Path, target: Path) -> bool:
    """The copy of a regular file that costs nothing: a second name (a hard link).

    Every writer replaces the file whole (``atomic``), and an append first gives the
    file a name of its own, so the original's bytes stay as they are under this name.
    A copy of the bytes would cost the file's whole size: the history, sparse (a
    ``truncate -s 100G``) or merely long, copied aside at every start-up repair, filled
    the disk.  False when no link can be made here (then the bytes are copied)."""
    try:
        if not stat.S_ISREG(os.lstat(source).st_mode):
            return False
        os.link(source, target, follow_symlinks=False)
    except OSError:
        return False
    return True


def put_aside(path: str | os.PathLike[str], copy: bool = False, data: bytes | None = None,
              move_only: bool = False, problem: StorageError | None = None) -> Path | None:
    """Move (or copy) a bad file into the bad-files folder; returns where it went.

    The file is never deleted.  ``copy`` keeps the original in place and puts a copy
    aside: ``data``, the bytes just read, when given (the file is not read again),
    else a second name of the file (a hard link) where one can be made, else its bytes.
    A move is a rename, so the very same file goes, whatever it is (a FIFO, a link,
    a file nobody may read); when it cannot be renamed, a regular file is copied, and
    anything else stays where it is (None is returned).  ``move_only``: a rename or
    nothing, for a file the game could not read (it is moved whole or left alone).
    ``problem``: the error being reported, told why when nothing could be moved (the
    bad-files folder is a link)."""
    source = Path(path)
    target = _aside_target(source, problem)
    if target is None:
        return None
    if copy and data is not None:
        try:
            write_atomic(target, data)
            return target
        except OSError:
            return None
    if not copy:
        try:
            os.rename(source, target)
            return target
        except OSError:
            if move_only:
                return None
            # another file system, or a read-only folder: copy instead
    elif _link_regular(source, target):
        return target
    try:
        _copy_regular(source, target)
        return target
    except (OSError, StorageError):
        with contextlib.suppress(OSError):
            if os.path.lexists(target) and stat.S_ISREG(os.lstat(target).st_mode) \
                    and target.stat().st_size == 0:
                target.unlink()  # only our own empty, failed copy
        return None


def clean_stale_temporaries(path: str | os.PathLike[str], older_than: float = 60.0) -> list[Path]:
    """Remove temporary files a killed writer left beside ``path`` (``.NAME.*.tmp``).

    They are never the data itself: the target and ``NAME~`` are untouched.
    """
    target = Path(path)
    removed: list[Path] = []
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


def backup_of(path: str | os.PathLike[str]) -> Path:
    """The previous version that ``save_bytes`` keeps."""
    path = Path(path)
    return path.with_name(path.name + "~")
