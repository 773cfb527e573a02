"""The match history: one JSON object per line in ``history.jsonl``.

Every finished or abandoned match is one entry: date, variant, players, seat
types, result (the winner, or abandoned with the scores), final raw scores, the
scores after each round, and the match record itself so it can be reopened.
No margins, no tournament differentials.

Bounded, whatever the file holds:

* It is read as a stream, line by line (``reading.read_lines``): a line is at most
  ``MAX_LINE_BYTES``, only the newest ``MAX_HISTORY_BYTES`` of a larger file are
  read, and at most ``MAX_KEPT`` entries are kept.  An entry keeps its summary
  only; its record (most of the line) is not even parsed, but read again from the
  file when the match is reopened (``History.record_of``).
* Every field of the summary is checked on reading, as a record's are; a line that
  is not UTF-8, not JSON or not a valid entry is skipped alone and reported; the
  original file is copied aside before it is rewritten without the bad lines.
* A match is added by appending one line (``atomic.append_line``): the lines before
  it are never rewritten.  A file in its place that could not be read, or a symbolic
  link (to anything: nothing is ever appended to a link's target), is first moved
  whole into the bad-files folder (the link itself; its target untouched).
* The history never holds one match twice (``match_key``: its variant, players,
  seats, start time and first deal): an entry whose match is already among the
  newest ``RECENT_BYTES`` of the file is not added again, whatever failed before
  (a full disk between the history and the autosave, a kill, a resumed autosave).
  Only records with a start time (every match the game plays) are recognised so: two
  records without one may be two plays of one seed.
* What is learnt of a match later (its duplicate comparison, the person's accuracy in
  the review) is written into its own line (``History.annotate``): the file is written
  again whole (``atomic.write_atomic``: a new file, then renamed over the old one), every
  other byte copied as it is; a file with lines that cannot be read, or larger than what
  is read, is left as it is and nothing is written.
"""

from __future__ import annotations

import json
import logging
import os
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .. import paths
from ..atomic import append_line
from ..reading import (
    decode_text,
    open_regular,
    os_problem,
    read_line_at,
    read_lines,
)
from .files import StorageError, clean_stale_temporaries, put_aside
from .history_entry import (
    ABANDONED,
    KEYS,
    MAX_LINE_BYTES,
    WON,
    DuplicateResult,
    EntryProblem,
    HistoryEntry,
    WinShare,
    accuracy_of,
    entry_from_json,
    entry_from_match,
    filter_entries,
    now_iso,
    win_shares,
)
from .history_line import (
    entry_of_line,
    line_problem,
    match_identity,
    match_key,
    match_needle,
    record_in_line,
    split_line,
)
from .history_rewrite import rewrite_replacing, rewrite_without, shift

__all__ = [
    "ABANDONED",
    "KEYS",
    "MAX_LINE_BYTES",
    "WON",
    "DuplicateResult",
    "EntryProblem",
    "History",
    "HistoryEntry",
    "HistoryRead",
    "WinShare",
    "by_id",
    "by_started",
    "entry_from_json",
    "entry_from_match",
    "entry_of_line",
    "filter_entries",
    "match_identity",
    "match_key",
    "now_iso",
    "split_line",
    "win_shares",
]

if TYPE_CHECKING:
    from ..rules.record import Record

log = logging.getLogger(__name__)

MAX_HISTORY_BYTES = 256 * 1024 * 1024  # the newest part of a larger file is read
RECENT_BYTES = 32 * 1024 * 1024  # where ``contains`` looks for a match added lately
MAX_KEPT = 50_000  # entries kept in memory (the newest)
MAX_KEPT_SUMMARY = 64 * 1024 * 1024  # bytes of summary text kept (round scores mostly)


# -- the file ------------------------------------------------------------------------------
@dataclass
class HistoryRead:
    entries: list[HistoryEntry] = field(default_factory=list)
    problems: list[StorageError] = field(default_factory=list)
    readable: bool = True  # False: the file exists but could not be read (do not write it)
    not_kept: int = 0  # older entries read but not kept (MAX_KEPT, MAX_KEPT_SUMMARY)
    unread_bytes: int = 0  # the oldest part of a file over MAX_HISTORY_BYTES, not read


class History:
    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else paths.history_path()

    def read(self, repair: bool = True) -> HistoryRead:
        """Every good entry (summaries), oldest first; a bad line is skipped alone and
        reported, and the original file is copied aside before being rewritten
        without the bad lines (``repair``)."""
        out = HistoryRead()
        clean_stale_temporaries(self.path)
        entries: deque[HistoryEntry] = deque()
        kept_bytes = 0
        bad: list[str] = []
        bad_ranges: list[tuple[int, int]] = []
        try:
            size = os.stat(self.path).st_size
            out.unread_bytes = max(0, size - MAX_HISTORY_BYTES)
            for line in read_lines(self.path, line_limit=MAX_LINE_BYTES, window=MAX_HISTORY_BYTES,
                                   follow_links=False):
                if line.data is None:
                    bad.append(f"line {line.number}: longer than {MAX_LINE_BYTES:,} bytes")
                    bad_ranges.append((line.offset, line.size))
                    continue
                if not line.data.strip():
                    continue
                try:
                    entry = entry_of_line(line.data)
                except (ValueError, RecursionError, MemoryError, StorageError) as error:
                    bad.append(f"line {line.number}: {line_problem(error)}")
                    bad_ranges.append((line.offset, line.size))
                    continue
                entry.location = (line.offset, line.size)
                entries.append(entry)
                kept_bytes += _summary_cost(entry)
                while len(entries) > MAX_KEPT or kept_bytes > MAX_KEPT_SUMMARY:
                    kept_bytes -= _summary_cost(entries.popleft())
                    out.not_kept += 1
        except FileNotFoundError:
            return out
        except OSError as error:
            out.readable = False
            out.problems.append(StorageError(self.path, f"cannot be read: {os_problem(error)}",
                                             content=False))
            return out
        except StorageError as error:  # unreachable, or not a regular file
            if error.content and repair:
                error.kept = put_aside(self.path, move_only=True, problem=error)
            out.readable = error.kept is not None
            out.problems.append(error)
            return out
        out.entries = list(entries)
        if bad:
            more = f" and {len(bad) - 3} more" if len(bad) > 3 else ""
            skipped = StorageError(self.path, f"{len(bad)} bad entr{'y' if len(bad) == 1 else 'ies'} "
                                   f"skipped ({'; '.join(bad[:3])}{more})")
            out.problems.append(skipped)
            # a file past what is read is left as it is: its rewrite would copy back the
            # unread part byte by byte (a sparse file at its full size, at every start)
            if repair and not out.unread_bytes:
                skipped.kept = put_aside(self.path, copy=True, problem=skipped)
                if skipped.kept is not None:  # the original is safe: leave the bad lines out
                    try:
                        rewrite_without(self.path, bad_ranges)
                    except StorageError as werr:
                        out.problems.append(werr)
                    else:
                        shift(out.entries, bad_ranges)
        return out

    def record_of(self, entry: HistoryEntry) -> dict[str, Any]:
        """The record of an entry read from the file (StorageError): its line is read
        again and the record checked as JSON (as a record when it is replayed)."""
        if entry.record is not None:
            return entry.record
        if entry.location is not None:
            record = self._record_at(entry)
            if record is not None:
                return record
        for again in self.read(repair=False).entries:  # the file changed since: find it
            if _same_line(again, entry) and again.location is not None:
                record = self._record_at(again)
                if record is not None:
                    return record
        raise StorageError(self.path, f"the match of {entry.date} is no longer in the history")

    def _record_at(self, entry: HistoryEntry) -> dict[str, Any] | None:
        if entry.location is None:
            return None
        offset, size = entry.location
        try:
            raw = read_line_at(self.path, offset, size, MAX_LINE_BYTES, follow_links=False)
            text = decode_text(raw)
            fields, span = split_line(text)
        except FileNotFoundError:
            return None
        except (ValueError, RecursionError):
            return None  # another line there now
        if span is None or fields.get("date") != entry.date or fields.get("id") not in (
                None, entry.id):
            return None
        record = record_in_line(text, span, self.path)
        if not isinstance(record, dict):
            raise StorageError(self.path, f"the record of the match of {entry.date} is not a "
                               "JSON object")
        return record

    def contains(self, record: dict[str, Any], window: int = RECENT_BYTES) -> bool:
        """Is this match (``match_key``: at any point of it, finished or abandoned)
        among the newest entries of the history (its last ``window`` bytes: where a
        match added just before a kill or a full disk is)?"""
        identity = match_key(record)
        needle = match_needle(record)
        try:
            for line in read_lines(self.path, line_limit=MAX_LINE_BYTES, window=window,
                                   follow_links=False):
                if line.data is None or (needle is not None and needle not in line.data):
                    continue
                try:
                    text = decode_text(line.data)
                    _, span = split_line(text)
                    if span is None:
                        continue
                    other = record_in_line(text, span)
                except (ValueError, RecursionError, StorageError):
                    continue
                if isinstance(other, dict) and match_key(other) == identity:
                    return True
        except FileNotFoundError:
            return False
        return False

    def append(self, entry: HistoryEntry) -> list[StorageError]:
        """Add one entry as one new line, unless its match is already there
        (``contains``: then nothing is written).  Returns the problems met (a file in
        the history's place that could not be read, or a link, is moved whole into the
        bad-files folder first); raises StorageError when the entry could not be
        written."""
        problems = []
        if os.path.islink(self.path):  # never appended through: the link goes aside
            error = StorageError(self.path, "it is a link to a file that does not exist"
                                 if not self.path.exists() else "it is a symbolic link, not a "
                                 "regular file; the game never writes through a link",
                                 whole_file=True)
            error.kept = put_aside(self.path, move_only=True, problem=error)
            if error.kept is None:
                raise StorageError(self.path, f"{error.problem}; it could not be moved aside "
                                   "either, so the match was not added", content=False) from None
            problems.append(error)
        try:
            os.close(open_regular(self.path, follow_links=False))
        except FileNotFoundError:
            if os.path.islink(self.path):  # a link to nothing: appending would create its target
                kept = put_aside(self.path, move_only=True)
                problems.append(StorageError(self.path, "it is a link to a file that does not "
                                             "exist", kept=kept))
        except StorageError as error:
            error.kept = put_aside(self.path, move_only=True, problem=error)
            log.info("history refused: %s (moved aside to %s)", error, error.kept or "nowhere")
            if error.kept is None:
                raise StorageError(self.path, f"{error.problem}; it could not be moved aside "
                                   "either, so the match was not added", content=False) from None
            problems.append(error)
        if not isinstance(entry.record, dict):
            raise StorageError(self.path, "the match has no record to add")
        try:  # a record without a start time cannot be told from another play of its seed
            if isinstance(entry.record.get("started"), str) and self.contains(entry.record):
                return problems  # already there (added before a later step failed)
        except (OSError, StorageError):
            pass  # unreadable now: the append below reports it
        line = (json.dumps(entry.to_json(), ensure_ascii=False, separators=(",", ":"))
                + "\n").encode("utf-8")
        if len(line) > MAX_LINE_BYTES:
            raise StorageError(self.path, f"the match is {len(line):,} bytes long; a history "
                               f"entry is at most {MAX_LINE_BYTES:,}")
        try:
            append_line(self.path, line)
        except OSError as error:
            raise StorageError(self.path, f"cannot be saved: {os_problem(error)}",
                               content=False) from None
        return problems

    def annotate(self, which: Callable[[HistoryEntry], bool], *,
                 duplicate: DuplicateResult | None = None,
                 accuracy: float | None = None) -> HistoryEntry:
        """Write what was learnt of a match into its entry: the newest entry ``which``
        picks (``by_id``, ``by_started``) gets its ``duplicate`` comparison and the
        person's review ``accuracy`` (those given; the others kept).  Returns the entry
        as now written; StorageError when nothing was written: the match is not in the
        history, or the file has lines that cannot be read or a part that is not read
        (it is never written over then), or it cannot be saved.

        Only that line changes: its summary with the new fields (its keys the reader
        does not know kept as they are), its record copied byte for byte, and its id
        written, so that the entry is the same entry after the change."""
        if duplicate is None and accuracy is None:
            raise ValueError("nothing to write into the entry")
        if accuracy is not None:
            accuracy = accuracy_of(accuracy)  # EntryProblem (a ValueError): not a percentage
        read = self.read(repair=False)
        if not read.readable or read.problems or read.unread_bytes:
            problem = read.problems[0].problem if read.problems else "it is too large to be read whole"
            raise StorageError(self.path, f"{problem}; it is left as it is, so the result was not "
                               "written into it", content=False)
        found = [entry for entry in read.entries if which(entry)]
        entry = found[-1] if found else None
        if entry is None or entry.location is None:
            raise StorageError(self.path, "the match is no longer in the history", content=False)
        offset, size = entry.location
        try:
            old = read_line_at(self.path, offset, size, MAX_LINE_BYTES, follow_links=False)
            text = decode_text(old)
            fields, span = split_line(text)
        except (OSError, ValueError, RecursionError) as error:
            raise StorageError(self.path, f"the match's line cannot be read again: {error}",
                               content=False) from None
        if span is None:
            raise StorageError(self.path, "the match's line has no record", content=False)
        fields["id"] = entry.id
        if duplicate is not None:
            fields["duplicate"] = duplicate.to_json()
        if accuracy is not None:
            fields["accuracy"] = accuracy
        summary = json.dumps(fields, ensure_ascii=False, separators=(",", ":"))
        line = (f'{summary[:-1]}{"," if fields else ""}"record":{text[span[0]:span[1]]}}}\n'
                ).encode()
        if len(line) > MAX_LINE_BYTES:
            raise StorageError(self.path, f"the match's entry would be {len(line):,} bytes long; "
                               f"a history entry is at most {MAX_LINE_BYTES:,}", content=False)
        written = entry_of_line(line)  # what the reader makes of it (EntryProblem: a bug)
        rewrite_replacing(self.path, offset, old, line)
        written.location = (offset, len(line))
        return written

    def keep_accuracy(self, record: Record, accuracy: float) -> HistoryEntry | None:
        """The post-game review's accuracy of the person of ``record``'s match (0 to
        100, ``ai.review.Review.accuracy()`` of the person's seat) written into that
        match's entry, found by the record's start time, variant and players.  None: the
        record has no start time (not a match the game played, so not in its history);
        StorageError as ``annotate`` (the match not in the history, a damaged file)."""
        started = record.extra.get("started")
        if not isinstance(started, str):
            return None
        return self.annotate(by_started(started, record.variant.value, record.players),
                             accuracy=accuracy)


def _summary_cost(entry: HistoryEntry) -> int:
    """About the bytes of summary text an entry stands for (what it keeps in memory)."""
    return 200 + sum(map(len, entry.names)) + 8 * len(entry.scores) * (1 + len(entry.round_scores))


def by_id(entry_id: str) -> Callable[[HistoryEntry], bool]:
    """Picks the entry of that id (an entry the History window shows)."""
    return lambda entry: entry.id == entry_id


def by_started(started: str, variant: str, players: int) -> Callable[[HistoryEntry], bool]:
    """Picks the entry of the match started then (the match just played: its record's
    ``started``, as the game writes it, with its variant and players)."""
    return lambda entry: (entry.started, entry.variant, entry.players) == (started, variant,
                                                                            players)


def _same_line(a: HistoryEntry, b: HistoryEntry) -> bool:
    """The same entry, read twice (an entry without an id in the file gets a new one
    at every read: then its contents say)."""
    return a.id == b.id or (a.date, a.started, a.variant, a.names, a.scores) == (
        b.date, b.started, b.variant, b.names, b.scores)


