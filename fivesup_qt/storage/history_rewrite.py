"""The history file written again, streamed: without its bad lines (``History.read``
repairing it), or with one match's line replaced (``History.annotate``). Every other byte
is copied as it is, into a new file renamed over the old one (``atomic.write_atomic``);
the file is only ever opened as a regular file, never through a link."""

from __future__ import annotations

import bisect
import os
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

from ..atomic import write_atomic
from ..reading import CHUNK, open_regular, os_problem, read_at
from .files import StorageError
from .history_entry import HistoryEntry


def rewrite_replacing(path: Path, offset: int, old: bytes, new: bytes) -> None:
    """The file again with the line ``old`` at ``offset`` replaced by ``new``,
    streamed; StorageError (nothing written) when that line is not there now."""
    try:
        fd = open_regular(path, follow_links=False)
    except (FileNotFoundError, StorageError) as error:
        raise StorageError(path, f"it changed before the result was written: {error}",
                           content=False) from None

    def chunks() -> Iterator[bytes]:
        position = 0
        while True:
            want = CHUNK if position >= offset else min(CHUNK, offset - position)
            if position == offset:
                yield new
                position += len(old)
                continue
            chunk = read_at(fd, position, want)
            if not chunk:
                return
            position += len(chunk)
            yield chunk

    def unchanged() -> None:
        if read_at(fd, offset, len(old)) != old:
            raise StorageError(path, "it changed before the result was written; "
                               "nothing was written", content=False)

    _write_over(path, fd, chunks(), unchanged)


def rewrite_without(path: Path, ranges: list[tuple[int, int]]) -> None:
    """The file again without the byte ranges of its bad lines (streamed)."""
    try:
        fd = open_regular(path, follow_links=False)
    except FileNotFoundError:
        return

    def chunks() -> Iterator[bytes]:
        position = 0
        for start, size in [*sorted(ranges), (None, 0)]:
            while start is None or position < start:
                want = CHUNK if start is None else min(CHUNK, start - position)
                chunk = read_at(fd, position, want)
                if not chunk:
                    return
                position += len(chunk)
                yield chunk
            position = start + size

    _write_over(path, fd, chunks())


def _write_over(path: Path, fd: int, chunks: Iterator[bytes],
                check: Callable[[], None] = lambda: None) -> None:
    """``chunks`` (read from ``fd``, the file as it is) written over ``path`` atomically
    once ``check`` passes; ``fd`` closed whatever happens."""
    try:
        check()
        write_atomic(path, chunks)
    except OSError as error:
        raise StorageError(path, f"cannot be saved: {os_problem(error)}",
                           content=False) from None
    finally:
        os.close(fd)


def shift(entries: Iterable[HistoryEntry], removed: list[tuple[int, int]]) -> None:
    """The entries' places after the ranges ``removed`` were cut out of the file."""
    removed = sorted(removed)
    starts = [start for start, _ in removed]
    before, total = [], 0
    for _, size in removed:
        total += size
        before.append(total)
    for entry in entries:
        if entry.location is not None:
            offset, size = entry.location
            k = bisect.bisect_right(starts, offset)
            entry.location = (offset - (before[k - 1] if k else 0), size)
