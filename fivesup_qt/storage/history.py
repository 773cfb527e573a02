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
"""

from __future__ import annotations

import bisect
import hashlib
import json
import logging
import os
import re
import time
import uuid
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from itertools import chain
from pathlib import Path
from typing import Any

from .. import paths
from ..atomic import append_line, write_atomic
from ..reading import (
    CHUNK,
    decode_json,
    decode_text,
    is_int,
    json_problem,
    open_regular,
    os_problem,
    parse_json,
    parse_value,
    read_at,
    read_line_at,
    read_lines,
)
from ..rules.match import Match
from ..rules.record import MAX_RECORD_BYTES, cut_name
from ..rules.variants import PLAYER_COUNTS, Variant
from .files import StorageError, clean_stale_temporaries, put_aside

log = logging.getLogger(__name__)

MAX_HISTORY_BYTES = 256 * 1024 * 1024  # the newest part of a larger file is read
RECENT_BYTES = 32 * 1024 * 1024  # where ``contains`` looks for a match added lately
MAX_LINE_BYTES = 2 * MAX_RECORD_BYTES  # one entry: its record and its summary
MAX_KEPT = 50_000  # entries kept in memory (the newest)
MAX_KEPT_SUMMARY = 64 * 1024 * 1024  # bytes of summary text kept (round scores mostly)
MAX_TEXT = 64  # characters of a date, a start time, an id, a level
MAX_SCORE = 10**7  # no raw score comes near
MAX_ROUNDS = MAX_RECORD_BYTES // 64  # no record of at most MAX_RECORD_BYTES holds more rounds
WON, ABANDONED = "won", "abandoned"
KEYS = ("date", "variant", "players", "names", "seats", "result", "winner", "scores",
        "round_scores", "started", "id", "record")  # as written: the record last


@dataclass
class HistoryEntry:
    date: str  # ISO 8601, local time with offset, when the match ended
    variant: str  # "five-up" or "exact-61"
    players: int
    names: list[str]
    seats: list[dict[str, Any]]  # per seat: {"type": "human"} or {"type": "bot", "level": LEVEL}
    result: str  # WON or ABANDONED
    winner: int | None  # the winning scorer (None when abandoned)
    scores: list[int]  # final raw scores, one per scorer
    round_scores: list[list[int]]  # raw scores of every scorer after each round
    # the match record (docs/record-format.md); None when read from the file: History.record_of
    record: dict[str, Any] | None
    started: str | None = None
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    # where the entry's line is in the file (offset, size) when it was read from one
    location: tuple[int, int] | None = field(default=None, repr=False, compare=False)

    # -- derived ---------------------------------------------------------------
    @property
    def scorers(self) -> list[list[int]]:
        return [[0, 2], [1, 3]] if self.players == 4 else [[s] for s in range(self.players)]

    def scorer_names(self, scorer: int) -> str:
        return " & ".join(self.names[s] for s in self.scorers[scorer] if s < len(self.names))

    @property
    def winner_names(self) -> str | None:
        return None if self.winner is None else self.scorer_names(self.winner)

    def human_seats(self) -> list[int]:
        return [s for s, seat in enumerate(self.seats) if seat.get("type") == "human"]

    def human_scorer(self) -> int | None:
        """The scorer of the (first) human seat, None when no human played."""
        humans = self.human_seats()
        if not humans:
            return None
        return next((k for k, seats in enumerate(self.scorers) if humans[0] in seats), None)

    def opponent_level(self) -> str | None:
        """The computer level the human played against ("mixed" when several)."""
        human = self.human_scorer()
        if human is None:
            return None
        levels = {str(seat.get("level", "?")) for s, seat in enumerate(self.seats)
                  if seat.get("type") == "bot" and s not in self.scorers[human]}
        if not levels:
            return None
        return levels.pop() if len(levels) == 1 else "mixed"

    def points_per_round(self) -> list[list[int]]:
        """Raw points each scorer made in each round (the differences of round_scores)."""
        out, previous = [], [0] * len(self.scores)
        for scores in self.round_scores:
            out.append([a - b for a, b in zip(scores, previous)])
            previous = scores
        return out

    def to_json(self) -> dict[str, Any]:
        """The entry as written: the record last, so that reading skips it cheaply."""
        return {key: getattr(self, key) for key in KEYS}


# -- checking an entry -----------------------------------------------------------------
class EntryProblem(ValueError):
    """What is wrong with one history line."""


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise EntryProblem(what)



_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
_SURROGATE = re.compile("[\ud800-\udfff]")


def _is_text(v: Any, limit: int, control: bool = False) -> bool:
    """A string of at most ``limit`` characters of valid Unicode, without control
    characters unless ``control`` (names may have them: they are shown escaped)."""
    return (isinstance(v, str) and len(v) <= limit and not _SURROGATE.search(v)
            and (control or not _CONTROL.search(v)))


def _are_scores(values: list[Any]) -> bool:
    """Integers (not booleans) within +-MAX_SCORE (checked at C speed: a long history
    has a few hundred thousand of them)."""
    return not values or (set(map(type, values)) <= {int}
                          and min(values) >= -MAX_SCORE and max(values) <= MAX_SCORE)


def _seat(value: Any, index: int) -> dict[str, Any]:
    _check(isinstance(value, dict), "seats must be a list of objects")
    kind = value.get("type")
    if kind == "human":
        return {"type": "human"}
    _check(kind == "bot", f"seat {index}: type must be \"human\" or \"bot\"")
    level = value.get("level", "?")
    _check(_is_text(level, MAX_TEXT) and level != "", f"seat {index}: a computer level must be "
           "a short text")
    return {"type": "bot", "level": level}


def entry_from_json(data: Any, *, record_required: bool = True,
                    default_id: str | None = None) -> HistoryEntry:
    """A typed entry; EntryProblem (a ValueError) saying which field is wrong.

    Every field is checked as a record's are: types, sizes, and agreement with the
    number of players (one name and one seat per player, one score per scorer, a
    winner that is a scorer, only when the match was won).  The record itself is
    checked as a record when it is opened."""
    _check(isinstance(data, dict), "an entry must be a JSON object")
    for key in KEYS[:9] + (("record",) if record_required else ()):
        _check(key in data, f"missing key {key!r}")
    _check(_is_text(data["date"], MAX_TEXT), "date must be a short text")
    _check(data["variant"] in [v.value for v in Variant], f"unknown variant {data['variant']!r:.40}")
    _check(is_int(data["players"]) and data["players"] in PLAYER_COUNTS, "players must be 2, 3 or 4")
    players = data["players"]
    scorers = 2 if players == 4 else players
    names = data["names"]
    # any length (the line is bounded): a name is kept cut at MAX_NAME, as everywhere
    _check(isinstance(names, list) and all(_is_text(n, MAX_LINE_BYTES, control=True) for n in names),
           "names must be a list of texts")
    _check(len(names) == players, f"names lists {len(names)} names for {players} players")
    seats = data["seats"]
    _check(isinstance(seats, list), "seats must be a list of objects")
    _check(len(seats) == players, f"seats lists {len(seats)} seats for {players} players")
    seats = [_seat(seat, index) for index, seat in enumerate(seats)]
    _check(data["result"] in (WON, ABANDONED), f"unknown result {data['result']!r:.40}")
    winner = data["winner"]
    if data["result"] == WON:
        _check(is_int(winner) and 0 <= winner < scorers, "winner must be a scorer")
    else:
        _check(winner is None, "an abandoned match has no winner (null)")
    _check(isinstance(data["scores"], list) and len(data["scores"]) == scorers
           and _are_scores(data["scores"]), f"scores must be a list of {scorers} integers")
    rounds = data["round_scores"]
    _check(isinstance(rounds, list) and len(rounds) <= MAX_ROUNDS
           and set(map(type, rounds)) <= {list} and set(map(len, rounds)) <= {scorers}
           and _are_scores(list(chain.from_iterable(rounds))),
           f"round_scores must be lists of {scorers} integers")
    if record_required:
        _check(isinstance(data["record"], dict), "record must be a JSON object")
    for key in ("started", "id"):
        _check(data.get(key) is None or _is_text(data.get(key), MAX_TEXT),
               f"{key} must be a short text")
    return HistoryEntry(
        date=data["date"], variant=data["variant"], players=players, names=[cut_name(n) for n in names],
        seats=seats, result=data["result"], winner=winner,
        scores=list(data["scores"]), round_scores=rounds,
        record=data["record"] if record_required else None, started=data.get("started"),
        id=data.get("id") or default_id or uuid.uuid4().hex,
    )


# -- splitting a line: the summary parsed, the record only located ----------------------
_WS = re.compile(r"[ \t\n\r]*")
# how the game wrote its lines before the record came last: the two keys after it
_OLD_TAIL = re.compile(r',"started":(null|"[^"\\\x00-\x1f]{0,64}"),"id":"([0-9a-f]{1,64})"\}[ \t\n\r]*\Z')


def _skip(text: str, i: int) -> int:
    found = _WS.match(text, i)
    assert found is not None  # the pattern matches the empty string
    return found.end()


def _record_end(text: str, start: int, fields: dict[str, Any]) -> int | None:
    """Where the record that starts at ``start`` ends, found without parsing it: it is
    the last key (the entry ends with ``}}``), or the older layout's ``started`` and
    ``id`` follow it.  None: parse it the slow way."""
    end = len(text)
    while end and text[end - 1] in " \t\n\r":
        end -= 1
    if text.startswith("}}", end - 2) and end - 2 > start:
        return end - 1
    tail = text.rfind(',"started":', start)
    if tail > start and text[tail - 1] == "}":
        found = _OLD_TAIL.match(text, tail)
        if found is not None:
            fields["started"] = json.loads(found.group(1))
            fields["id"] = found.group(2)
            return tail
    return None


_RECORD_KEY = ',"record":{'


def split_line(text: str) -> tuple[dict[str, Any], tuple[int, int] | None]:
    """The fields of an entry's line but its record, and where the record's JSON text
    lies in the line (None when it has no record); ValueError when it is not JSON.

    The game's own lines take one parse of the summary: the text before the first
    ``,"record":{`` is the summary when it parses as an object once closed (a nested
    ``"record"`` key would leave it unbalanced: ``"`` inside a string is always
    escaped, so ``,"`` never starts inside one).  Any other line is split key by key."""
    cut = text.find(_RECORD_KEY)
    if cut > 0:
        start = cut + len(_RECORD_KEY) - 1
        fields: dict[str, Any] = {}
        end = _record_end(text, start, fields)
        if end is not None:
            try:
                summary = decode_json(text[:cut] + "}")
            except (ValueError, RecursionError):
                summary = None
            if isinstance(summary, dict) and "record" not in summary:
                summary.update(fields)
                return summary, (start, end)
    return _split_slowly(text)


def _split_slowly(text: str) -> tuple[dict[str, Any], tuple[int, int] | None]:
    i = _skip(text, 0)
    if not text.startswith("{", i):
        raise EntryProblem("an entry must be a JSON object")
    fields: dict[str, Any] = {}
    span = None
    i = _skip(text, i + 1)
    if text.startswith("}", i):
        return fields, span
    while True:
        if not text.startswith('"', i):
            raise EntryProblem(f"not valid JSON (a key was expected at column {i + 1})")
        key, i = parse_value(text, i)
        i = _skip(text, i)
        if not text.startswith(":", i):
            raise EntryProblem(f"not valid JSON (':' was expected at column {i + 1})")
        i = _skip(text, i + 1)
        if key == "record" and text.startswith("{", i):
            end = _record_end(text, i, fields)
            if end is not None:
                return fields, (i, end)
            _, after = parse_value(text, i)
            span = (i, after)
            i = after
        else:
            fields[key], i = parse_value(text, i)
        i = _skip(text, i)
        if text.startswith(",", i):
            i = _skip(text, i + 1)
        elif text.startswith("}", i):
            if text[i + 1:].strip(" \t\n\r"):
                raise EntryProblem(f"not valid JSON (extra data at column {i + 2})")
            return fields, span
        else:
            raise EntryProblem(f"not valid JSON (',' or '}}' was expected at column {i + 1})")


def entry_of_line(data: bytes) -> HistoryEntry:
    """The summary of one line (its record left unparsed); ValueError, RecursionError
    or StorageError (not UTF-8) saying what is wrong."""
    text = decode_text(data)
    fields, span = split_line(text)
    if span is None:
        _check("record" not in fields, "record must be a JSON object")
        _check(False, "missing key 'record'")
    # an entry without an id gets one from its line: the same at every read
    return entry_from_json(fields, record_required=False,
                           default_id=hashlib.blake2b(data, digest_size=16).hexdigest())


def _line_problem(error: BaseException) -> str:
    if isinstance(error, StorageError):
        return error.problem
    if isinstance(error, EntryProblem):
        return str(error)
    return json_problem(error)


# -- identity ------------------------------------------------------------------------------
def match_identity(record: dict[str, Any]) -> str:
    """What makes a match that match: its variant, players, start time and every deal
    and move (the autosave and the history entry of one match agree on it)."""
    return json.dumps([record.get("variant"), record.get("players"), record.get("started"),
                       record.get("rounds")], sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))


def match_key(record: dict[str, Any]) -> str:
    """Which match a record is, at any point of it: its variant, players, seats, start
    time and first deal (what the seed chose).  The autosave of a match and its
    history entry, finished or abandoned later, share it; without a start time (a
    record made elsewhere) the whole ``match_identity`` says."""
    started = record.get("started")
    if not isinstance(started, str):
        return match_identity(record)
    rounds = record.get("rounds")
    first = rounds[0] if isinstance(rounds, list) and rounds else None
    deal = ([first.get("leader"), first.get("hands"), first.get("stock")]
            if isinstance(first, dict) else None)
    return json.dumps([record.get("variant"), record.get("players"), record.get("seats"),
                       started, deal], sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"))


def _needle(record: dict[str, Any]) -> bytes | None:
    """Bytes every history line of this match contains (a cheap first test)."""
    started = record.get("started")
    if isinstance(started, str):
        return json.dumps(started, ensure_ascii=False).encode("utf-8")
    rounds = record.get("rounds")
    if isinstance(rounds, list) and rounds and isinstance(rounds[0], dict):
        return json.dumps(rounds[0].get("hands"), ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8")
    return None


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


def entry_from_match(match: Match, record: dict[str, Any], *, names: list[str], seats: list[dict[str, Any]],
                     started: str | None = None, date: str | None = None) -> HistoryEntry:
    """The history entry of a finished (winner) or abandoned (no winner) match.  What
    the reader would refuse is not written: a start time that is no short text (a record
    from elsewhere may hold any string there) is left out of the entry's summary, as for
    a record without one; the record itself keeps it."""
    round_scores = match.round_scores()
    if started is not None and not _is_text(started, MAX_TEXT):
        started = None
    return HistoryEntry(
        date=date or now_iso(), variant=match.variant.value, players=match.players,
        names=[cut_name(str(n)) for n in names], seats=[dict(s) for s in seats],
        result=WON if match.winner is not None else ABANDONED, winner=match.winner,
        scores=list(match.scores), round_scores=round_scores, record=record, started=started,
    )


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
                    bad.append(f"line {line.number}: {_line_problem(error)}")
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
                        self._rewrite_without(bad_ranges)
                    except StorageError as werr:
                        out.problems.append(werr)
                    else:
                        _shift(out.entries, bad_ranges)
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
        record = parse_json(text[span[0]:span[1]], self.path)
        if not isinstance(record, dict):
            raise StorageError(self.path, f"the record of the match of {entry.date} is not a "
                               "JSON object")
        return record

    def contains(self, record: dict[str, Any], window: int = RECENT_BYTES) -> bool:
        """Is this match (``match_key``: at any point of it, finished or abandoned)
        among the newest entries of the history (its last ``window`` bytes: where a
        match added just before a kill or a full disk is)?"""
        identity = match_key(record)
        needle = _needle(record)
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
                    other = parse_json(text[span[0]:span[1]])
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

    def _rewrite_without(self, ranges: list[tuple[int, int]]) -> None:
        """The file again without the byte ranges of its bad lines (streamed)."""
        try:
            fd = open_regular(self.path, follow_links=False)
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

        try:
            write_atomic(self.path, chunks())
        except OSError as error:
            raise StorageError(self.path, f"cannot be saved: {os_problem(error)}",
                               content=False) from None
        finally:
            os.close(fd)


def _summary_cost(entry: HistoryEntry) -> int:
    """About the bytes of summary text an entry stands for (what it keeps in memory)."""
    return 200 + sum(map(len, entry.names)) + 8 * len(entry.scores) * (1 + len(entry.round_scores))


def _shift(entries: Iterable[HistoryEntry], removed: list[tuple[int, int]]) -> None:
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


def _same_line(a: HistoryEntry, b: HistoryEntry) -> bool:
    """The same entry, read twice (an entry without an id in the file gets a new one
    at every read: then its contents say)."""
    return a.id == b.id or (a.date, a.started, a.variant, a.names, a.scores) == (
        b.date, b.started, b.variant, b.names, b.scores)


def filter_entries(entries: Iterable[HistoryEntry], *, variant: str | None = None,
                   players: int | None = None, result: str | None = None,
                   name: str | None = None) -> list[HistoryEntry]:
    """Entries matching every given filter; ``name`` matches any player's name
    (case-insensitive substring); ``result`` is WON, ABANDONED, "you-won" or "you-lost"."""
    out = []
    needle = (name or "").strip().casefold()
    for e in entries:
        if variant and e.variant != variant:
            continue
        if players and e.players != players:
            continue
        if result in (WON, ABANDONED) and e.result != result:
            continue
        if result in ("you-won", "you-lost"):
            human = e.human_scorer()
            if e.result != WON or human is None or (e.winner == human) != (result == "you-won"):
                continue
        if needle and not any(needle in n.casefold() for n in e.names):
            continue
        out.append(e)
    return out


@dataclass(frozen=True)
class WinShare:
    variant: str
    level: str
    wins: int
    games: int

    @property
    def share(self) -> float:
        return self.wins / self.games if self.games else 0.0


def win_shares(entries: Iterable[HistoryEntry]) -> list[WinShare]:
    """The human side's share of finished matches, per variant and opponent level."""
    counts: dict[tuple[str, str], list[int]] = {}
    for e in entries:
        human, level = e.human_scorer(), e.opponent_level()
        if e.result != WON or human is None or level is None:
            continue
        c = counts.setdefault((e.variant, level), [0, 0])
        c[0] += e.winner == human
        c[1] += 1
    return [WinShare(v, lv, w, g) for (v, lv), (w, g) in sorted(counts.items())]
