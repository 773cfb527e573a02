"""One line of ``history.jsonl``: its summary parsed and its record only located
(``split_line``: the record is most of the line and is read again only when the match
is reopened), and which match a record is (``match_key``), so that the history never
holds one match twice."""

from __future__ import annotations

import hashlib
import json
import re
from typing import Any

from ..reading import decode_json, decode_text, json_problem, parse_json, parse_value
from .files import StorageError
from .history_entry import KEYS, EntryProblem, HistoryEntry, check, entry_from_json

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
        return _before_tail(text, start, end - 1, fields)
    tail = text.rfind(',"started":', start)
    if tail > start and text[tail - 1] == "}":
        found = _OLD_TAIL.match(text, tail)
        if found is not None:
            fields["started"] = json.loads(found.group(1))
            fields["id"] = found.group(2)
            return tail
    return None


# Where keys after a record would start: the record's closing brace, a comma, a key.
_TAIL_START = re.compile(r'\}[ \t\n\r]*,[ \t\n\r]*"')
_TAIL_TRIES = 16  # candidates looked at before the record is parsed the slow way


def _before_tail(text: str, start: int, end: int, fields: dict[str, Any]) -> int | None:
    """Where the record that starts at ``start`` ends, when the line ends at ``end``
    with ``}}``: there, unless keys follow the record (the last one an object).  Such
    keys start after a ``},"`` whose rest, opened by a ``{``, parses as an object
    closed exactly at the line's end (from inside the record or inside a later value
    the rest closes one level too many).  The game's records hold no ``},"`` at all,
    so its own lines cost no parse.  None: too many candidates, parse it the slow way."""
    if _TAIL_START.search(text, start, end) is None:
        return end  # the game's own lines: no '}' before a ',' and a key
    found = list(_TAIL_START.finditer(text, start, end))
    for tried, candidate in enumerate(reversed(found)):
        if tried == _TAIL_TRIES:
            return None
        try:
            tail = decode_json("{" + text[candidate.end() - 1:])
        except (ValueError, RecursionError):
            continue
        if isinstance(tail, dict):
            fields.update(tail)
            return candidate.start() + 1
    return end


_RECORD_KEY = ',"record":{'
# The summary's keys the game writes before the record (``started`` and ``id`` came
# after it in an older layout): only a line that has them all before its record is taken
# for the game's layout, whose record is found without parsing it.  Any other order
# (keys after the record, as a person or another program may write them) is split
# key by key: reading never depends on the order of the keys.
_BEFORE_RECORD = tuple(k for k in KEYS if k not in ("record", "started", "id"))


def _game_layout(summary: dict[str, Any]) -> bool:
    """Do the keys read before the record make the game's own layout (nothing but
    the record, or the older layout's started and id, after them)?"""
    return "record" not in summary and all(k in summary for k in _BEFORE_RECORD)


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
            if isinstance(summary, dict) and _game_layout(summary):
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
            end = _record_end(text, i, fields) if _game_layout(fields) else None
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


def record_in_line(text: str, span: tuple[int, int], path: Any = None) -> Any:
    """The record of a line at ``span`` (``split_line``'s), parsed; should the line only
    look like the game's layout (a key after its record), the line parsed whole gives
    it.  StorageError when neither is JSON."""
    try:
        return parse_json(text[span[0]:span[1]], path)
    except StorageError:
        try:
            whole = parse_json(text, path)
        except StorageError:
            pass
        else:
            if isinstance(whole, dict) and "record" in whole:
                return whole["record"]
        raise


def entry_of_line(data: bytes) -> HistoryEntry:
    """The summary of one line (its record left unparsed); ValueError, RecursionError
    or StorageError (not UTF-8) saying what is wrong."""
    text = decode_text(data)
    fields, span = split_line(text)
    if span is None:
        check("record" not in fields, "record must be a JSON object")
        check(False, "missing key 'record'")
    # an entry without an id gets one from its line: the same at every read
    return entry_from_json(fields, record_required=False,
                           default_id=hashlib.blake2b(data, digest_size=16).hexdigest())


def line_problem(error: BaseException) -> str:
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


def match_needle(record: dict[str, Any]) -> bytes | None:
    """Bytes every history line of this match contains (a cheap first test)."""
    started = record.get("started")
    if isinstance(started, str):
        return json.dumps(started, ensure_ascii=False).encode("utf-8")
    rounds = record.get("rounds")
    if isinstance(rounds, list) and rounds and isinstance(rounds[0], dict):
        return json.dumps(rounds[0].get("hands"), ensure_ascii=False,
                          separators=(",", ":")).encode("utf-8")
    return None
