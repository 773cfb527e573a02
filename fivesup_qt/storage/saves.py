"""Match records on disk: Save As / Open, and the autosave of the match in play."""

from __future__ import annotations

import contextlib
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .. import paths
from ..reading import read_bytes
from ..rules.match import Match
from ..rules.record import (
    MAX_RECORD_BYTES,
    Record,
    RecordError,
    load_record,
    record_bytes,
    record_json,
    replay,
)
from .files import (
    StorageError,
    backup_of,
    clean_stale_temporaries,
    os_problem,
    put_aside,
    save_bytes,
)

log = logging.getLogger(__name__)


@dataclass
class LoadedRecord:
    """A record read from disk and replayed through the engine."""

    path: Path | None
    data: dict[str, Any]  # the JSON object as read (unknown keys included)
    record: Record
    match: Match
    report: dict[str, Any]

    @property
    def finished(self) -> bool:
        return self.match.is_over


def dumps(data: dict[str, Any], path: str | os.PathLike[str] | None = None) -> bytes:
    """The record's bytes as every save writes them: compact JSON, within the limits the
    reader holds a record to (``record_bytes``); else StorageError naming ``path``, and
    nothing is written: the game never writes what it could not read back."""
    try:
        return record_bytes(data)
    except RecordError as error:
        raise StorageError(path if path is not None else "<record>", str(error)) from None


def parse_record(raw: bytes | str | dict[str, Any],
                 path: str | os.PathLike[str] | None = None) -> LoadedRecord:
    """Check and replay a record; StorageError naming ``path`` with RecordError's text.

    Bytes and text go through the one reader (strict UTF-8, JSON limits), so a record
    is judged the same whether it comes from a file, the history or memory."""
    where = Path(path) if path is not None else Path("<record>")
    try:
        data: Any = record_json(raw) if isinstance(raw, (bytes, str)) else raw
        record = load_record(data)  # a JSON object, or RecordError
        match, report = replay(record)
    except RecordError as error:
        raise StorageError(where, str(error)) from None
    except (RecursionError, MemoryError):
        raise StorageError(where, "the record is too deeply nested or too large") from None
    return LoadedRecord(Path(path) if path is not None else None, data, record, match, report)


def read_record(path: str | os.PathLike[str], follow_links: bool = True) -> LoadedRecord:
    """Read, check and replay a match record file (StorageError, FileNotFoundError);
    the game's own files are read with ``follow_links=False`` (``open_regular``)."""
    raw = read_bytes(path, MAX_RECORD_BYTES, "match record", follow_links)
    return parse_record(raw, path)


def write_record(path: str | os.PathLike[str], data: dict[str, Any]) -> None:
    """Write a record atomically, keeping the previous version (StorageError).

    Save As writes where the player chose, but never through a link: a name that is a
    symbolic link (even to a regular file), a FIFO, a device or a folder is refused
    with a message saying so, and left as it is; the player picks another name.
    Writing to the link's target instead would replace a file the player did not
    name, and replacing the link would silently break it."""
    save_bytes(path, dumps(data, path), keep_previous=True)


@dataclass
class AutosaveFound:
    """What ``Autosave.load`` found: a usable record (or None) and the problems met."""

    loaded: LoadedRecord | None = None
    problems: list[StorageError] = field(default_factory=list)
    from_backup: bool = False


class Autosave:
    """The match in play, written after every move; offered again on the next start.

    A file found in its place that could not be read is never written over: it is
    moved whole into the bad-files folder (a rename: the very same file), and when
    even that fails the autosave stays off for the session (``blocked``)."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else paths.autosave_path()
        self.blocked: StorageError | None = None  # why nothing may be written here now

    def save(self, data: dict[str, Any]) -> None:
        if self.blocked is not None:
            raise self.blocked
        write_record(self.path, data)

    def load(self) -> AutosaveFound:
        """Read the autosave; a bad one is put aside and its previous version tried."""
        found = AutosaveFound()
        self.blocked = None
        clean_stale_temporaries(self.path)
        for candidate in (self.path, backup_of(self.path)):
            try:
                if os.path.islink(candidate):  # someone else's file: never read, never replaced
                    raise StorageError(candidate, "it is a symbolic link, not a regular file; "
                                       "the game never writes through a link", whole_file=True)
                loaded = read_record(candidate, follow_links=False)
            except FileNotFoundError:
                if candidate == self.path:
                    return found  # no autosave at all: nothing to offer
                continue
            except StorageError as error:
                # unreadable: moved whole or left alone; broken: moved (or copied) aside
                error.kept = put_aside(candidate, move_only=not error.content, problem=error)
                log.info("autosave refused: %s (moved aside to %s)", error, error.kept or "nowhere")
                found.problems.append(error)
                if error.kept is None:  # still in its place: saving would replace it
                    self.blocked = StorageError(
                        self.path, "the automatic save found at start-up could not be read or "
                        "moved aside, so it is kept as it is and this match is not saved "
                        "automatically", content=False)
                    return found
                continue
            if candidate != self.path and "result" in loaded.data:
                return found  # the previous version is a retired match: nothing to offer
            found.loaded = loaded
            found.from_backup = candidate != self.path
            log.info("autosave found: %s (%s)", candidate, "finished" if loaded.finished
                     else "unfinished")
            return found
        return found

    def keep(self) -> None:
        """What the autosave holds is a match the history could not take: nothing of
        this session may replace it (the next start adds it to the history)."""
        self.blocked = StorageError(
            self.path, "it holds a match that could not be added to the history, so it is "
            "kept and this match is not saved automatically", content=False)

    def retire(self, final: dict[str, Any]) -> None:
        """The match is over or abandoned (and in the history): ``final`` (its record
        with a ``result``) becomes the previous version ``NAME~`` and the autosave
        goes, so nothing is offered on the next start.

        The history holds the match already, so the autosave goes even when ``NAME~``
        cannot be written (a full disk): an autosave left behind would offer the
        match again, and declining it would add it to the history a second time."""
        if self.blocked is not None:
            return  # nothing of this session was written here
        # only a copy of what the history holds: the autosave goes all the same
        with contextlib.suppress(StorageError):
            save_bytes(backup_of(self.path), dumps(final, self.path), keep_previous=False)
        try:
            os.unlink(self.path)
        except FileNotFoundError:
            pass
        except OSError as error:
            raise StorageError(self.path, f"cannot be removed: {os_problem(error)}",
                               content=False) from None
