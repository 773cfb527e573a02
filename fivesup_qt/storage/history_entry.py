"""One match in the history: its summary (``HistoryEntry``), how a summary read from
the file is checked field by field (``entry_from_json``), the entry of a match just
ended (``entry_from_match``), and what the History window asks of many entries
(``filter_entries``, ``win_shares``).

Three optional fields say what was learnt of a match after it was played (the record
cannot carry them: docs/record-format.md admits no new keys).  Each is written only
when known, before the record, and checked strictly when read; a file without them
(every file of older versions) reads as before, and an older version reading a newer
file ignores them, as it ignores any key it does not know:

* ``daily``: the date (``YYYY-MM-DD``) whose daily deal the match was dealt from
  (``rules/daily.py``);
* ``duplicate``: its comparison with a computer player in the person's seat
  (``ai/duplicate.py``): ``{"level": "expert", "played": 140, "replay": 115}``, the
  seat's scorer's raw points as played and as replayed (the difference is theirs);
* ``accuracy``: the person's accuracy in the post-game review, a percentage from 0 to
  100 with one decimal.
"""

from __future__ import annotations

import math
import re
import time
import uuid
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import chain
from typing import Any

from ..reading import is_int
from ..rules.daily import parse_day
from ..rules.match import Match
from ..rules.record import MAX_RECORD_BYTES, cut_name
from ..rules.variants import PLAYER_COUNTS, TARGET, rule_set, values

MAX_LINE_BYTES = 2 * MAX_RECORD_BYTES  # one entry: its record and its summary
MAX_TEXT = 64  # characters of a date, a start time, an id, a level
MAX_SCORE = 10**7  # no raw score comes near
MAX_ROUNDS = MAX_RECORD_BYTES // 64  # no record of at most MAX_RECORD_BYTES holds more rounds
WON, ABANDONED = "won", "abandoned"
KEYS = ("date", "variant", "players", "names", "seats", "result", "winner", "scores",
        "round_scores", "started", "id", "record")  # as written: the record last


@dataclass(frozen=True)
class DuplicateResult:
    """A match compared with ``level`` in the person's seat: the seat's scorer's raw
    points as played and as replayed, summed over the compared rounds."""

    level: str
    played: int
    replay: int

    @property
    def difference(self) -> int:
        """Played minus replayed: positive when the person did better."""
        return self.played - self.replay

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "played": self.played, "replay": self.replay}


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
    target: int = TARGET  # raw: what the match was played to (written when not 305)
    id: str = field(default_factory=lambda: uuid.uuid4().hex)
    daily: str | None = None  # the daily deal's date (YYYY-MM-DD) of a daily match
    duplicate: DuplicateResult | None = None  # the comparison with a computer in the seat
    accuracy: float | None = None  # the person's accuracy in the review, 0 to 100
    # where the entry's line is in the file (offset, size) when it was read from one
    location: tuple[int, int] | None = field(default=None, repr=False, compare=False)

    # -- derived ---------------------------------------------------------------
    @property
    def scorers(self) -> list[list[int]]:
        return [[0, 2], [1, 3]] if self.players == 4 else [[s] for s in range(self.players)]

    def scorer_names(self, scorer: int) -> str:
        return " & ".join(self.names[s] for s in self.scorers[scorer] if s < len(self.names))

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
        out: dict[str, Any] = {}
        for key in KEYS:
            if key == "record":
                out.update(self.optional_json())
            out[key] = getattr(self, key)
        return out

    def optional_json(self) -> dict[str, Any]:
        """The optional fields that are known, as written (a match to 305 has no target)."""
        out: dict[str, Any] = {}
        if self.target != TARGET:  # a shorter match says so
            out["target"] = self.target
        if self.daily is not None:
            out["daily"] = self.daily
        if self.duplicate is not None:
            out["duplicate"] = self.duplicate.to_json()
        if self.accuracy is not None:
            out["accuracy"] = self.accuracy
        return out

# -- checking an entry -----------------------------------------------------------------
class EntryProblem(ValueError):
    """What is wrong with one history line."""


def check(cond: bool, what: str) -> None:
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
    check(isinstance(value, dict), "seats must be a list of objects")
    kind = value.get("type")
    if kind == "human":
        return {"type": "human"}
    check(kind == "bot", f"seat {index}: type must be \"human\" or \"bot\"")
    level = value.get("level", "?")
    check(_is_text(level, MAX_TEXT) and level != "", f"seat {index}: a computer level must be "
           "a short text")
    return {"type": "bot", "level": level}


def entry_from_json(data: Any, *, record_required: bool = True,
                    default_id: str | None = None) -> HistoryEntry:
    """A typed entry; EntryProblem (a ValueError) saying which field is wrong.

    Every field is checked as a record's are: types, sizes, and agreement with the
    number of players (one name and one seat per player, one score per scorer, a
    winner that is a scorer, only when the match was won).  The record itself is
    checked as a record when it is opened."""
    check(isinstance(data, dict), "an entry must be a JSON object")
    for key in KEYS[:9] + (("record",) if record_required else ()):
        check(key in data, f"missing key {key!r}")
    check(_is_text(data["date"], MAX_TEXT), "date must be a short text")
    check(data["variant"] in values(), f"unknown variant {data['variant']!r:.40}")
    check(is_int(data["players"]) and data["players"] in PLAYER_COUNTS, "players must be 2, 3 or 4")
    players = data["players"]
    scorers = 2 if players == 4 else players
    names = data["names"]
    # any length (the line is bounded): a name is kept cut at MAX_NAME, as everywhere
    check(isinstance(names, list) and all(_is_text(n, MAX_LINE_BYTES, control=True) for n in names),
           "names must be a list of texts")
    check(len(names) == players, f"names lists {len(names)} names for {players} players")
    seats = data["seats"]
    check(isinstance(seats, list), "seats must be a list of objects")
    check(len(seats) == players, f"seats lists {len(seats)} seats for {players} players")
    seats = [_seat(seat, index) for index, seat in enumerate(seats)]
    check(data["result"] in (WON, ABANDONED), f"unknown result {data['result']!r:.40}")
    winner = data["winner"]
    if data["result"] == WON:
        check(is_int(winner) and 0 <= winner < scorers, "winner must be a scorer")
    else:
        check(winner is None, "an abandoned match has no winner (null)")
    check(isinstance(data["scores"], list) and len(data["scores"]) == scorers
           and _are_scores(data["scores"]), f"scores must be a list of {scorers} integers")
    rounds = data["round_scores"]
    check(isinstance(rounds, list) and len(rounds) <= MAX_ROUNDS
           and set(map(type, rounds)) <= {list} and set(map(len, rounds)) <= {scorers}
           and _are_scores(list(chain.from_iterable(rounds))),
           f"round_scores must be lists of {scorers} integers")
    if record_required:
        check(isinstance(data["record"], dict), "record must be a JSON object")
    for key in ("started", "id"):
        check(data.get(key) is None or _is_text(data.get(key), MAX_TEXT),
               f"{key} must be a short text")
    target = data.get("target", TARGET)
    targets = rule_set(data["variant"]).targets
    check(is_int(target) and target in targets,
          f"target must be {', '.join(map(str, targets[:-1]))} or {targets[-1]}"
          if len(targets) > 1 else f"target must be {targets[0]}")
    return HistoryEntry(
        date=data["date"], variant=data["variant"], players=players, names=[cut_name(n) for n in names],
        seats=seats, result=data["result"], winner=winner,
        scores=list(data["scores"]), round_scores=rounds,
        record=data["record"] if record_required else None, started=data.get("started"),
        target=target, id=data.get("id") or default_id or uuid.uuid4().hex,
        daily=daily_of(data.get("daily")), duplicate=duplicate_of(data.get("duplicate")),
        accuracy=accuracy_of(data.get("accuracy")),
    )


def daily_of(value: Any) -> str | None:
    """A daily deal's date as an entry keeps it: None (not a daily match), or a date
    written YYYY-MM-DD that exists (EntryProblem otherwise)."""
    if value is None:
        return None
    check(_is_text(value, 10), "daily must be a date written YYYY-MM-DD")
    try:
        parse_day(value)
    except ValueError as error:
        raise EntryProblem(f"daily: {error}") from None
    return str(value)


def duplicate_of(value: Any) -> DuplicateResult | None:
    """A duplicate comparison as an entry keeps it: None, or an object with a level (a
    short text) and the points as played and as replayed (integers within +-MAX_SCORE);
    its other keys are ignored, as an entry's are.  EntryProblem otherwise."""
    if value is None:
        return None
    check(isinstance(value, dict), "duplicate must be a JSON object")
    level = value.get("level")
    check(_is_text(level, MAX_TEXT) and level != "", "duplicate: level must be a short text")
    points = [value.get("played"), value.get("replay")]
    check(_are_scores(points),
          "duplicate: played and replay must be integers")
    return DuplicateResult(level, points[0], points[1])


def accuracy_of(value: Any) -> float | None:
    """An accuracy as an entry keeps it: None, or a number from 0 to 100 (EntryProblem
    otherwise: text, true/false, NaN, out of range)."""
    if value is None:
        return None
    check(type(value) in (int, float) and math.isfinite(value) and 0 <= value <= 100,
          "accuracy must be a number from 0 to 100")
    return round(float(value), 1)


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


def entry_from_match(match: Match, record: dict[str, Any], *, names: list[str], seats: list[dict[str, Any]],
                     started: str | None = None, date: str | None = None,
                     daily: str | None = None) -> HistoryEntry:
    """The history entry of a finished (winner) or abandoned (no winner) match.  What
    the reader would refuse is not written: a start time that is no short text (a record
    from elsewhere may hold any string there) is left out of the entry's summary, as for
    a record without one; the record itself keeps it.  ``daily``: the date of the
    daily deal the match was dealt from, checked as a reader checks it."""
    round_scores = match.round_scores()
    if started is not None and not _is_text(started, MAX_TEXT):
        started = None
    return HistoryEntry(
        date=date or now_iso(), variant=match.variant.value, players=match.players,
        names=[cut_name(str(n)) for n in names], seats=[dict(s) for s in seats],
        result=WON if match.winner is not None else ABANDONED, winner=match.winner,
        scores=list(match.scores), round_scores=round_scores, record=record, started=started,
        target=match.target, daily=daily_of(daily),
    )


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
