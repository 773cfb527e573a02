"""The match history: one JSON object per line in ``history.jsonl``.

Every finished or abandoned match is one entry: date, variant, players, seat
types, result (the winner, or abandoned with the scores), final raw scores, the
scores after each round, and the match record itself so it can be reopened.
No margins, no tournament differentials.

The whole file is rewritten atomically on each append (the previous version is
kept as ``history.jsonl~``); bad lines are skipped, reported, and the original
file is kept aside before it is repaired.
"""

from __future__ import annotations

import json
import os
import time
import uuid
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from .. import paths
from ..rules.match import Match
from ..rules.variants import Variant
from .files import StorageError, clean_stale_temporaries, put_aside, read_limited, save_bytes

MAX_HISTORY_BYTES = 256 * 1024 * 1024
WON, ABANDONED = "won", "abandoned"


@dataclass
class HistoryEntry:
    date: str  # ISO 8601, local time with offset, when the match ended
    variant: str  # "five-up" or "exact-61"
    players: int
    names: list[str]
    seats: list[dict]  # per seat: {"type": "human"} or {"type": "bot", "level": LEVEL}
    result: str  # WON or ABANDONED
    winner: int | None  # the winning scorer (None when abandoned)
    scores: list[int]  # final raw scores, one per scorer
    round_scores: list[list[int]]  # raw scores of every scorer after each round
    record: dict  # the match record (docs/record-format.md)
    started: str | None = None
    id: str = field(default_factory=lambda: uuid.uuid4().hex)

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
        return next(k for k, seats in enumerate(self.scorers) if humans[0] in seats)

    def opponent_level(self) -> str | None:
        """The computer level the human played against ("mixed" when several)."""
        human = self.human_scorer()
        if human is None:
            return None
        levels = {seat.get("level", "?") for s, seat in enumerate(self.seats)
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

    def to_json(self) -> dict:
        return asdict(self)


def _check(cond: bool, what: str) -> None:
    if not cond:
        raise ValueError(what)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def entry_from_json(data: Any) -> HistoryEntry:
    """A typed entry; ValueError saying which field is wrong."""
    _check(isinstance(data, dict), "an entry must be a JSON object")
    for key in ("date", "variant", "players", "names", "seats", "result", "winner", "scores",
                "round_scores", "record"):
        _check(key in data, f"missing key {key!r}")
    _check(isinstance(data["date"], str), "date must be a string")
    _check(data["variant"] in [v.value for v in Variant], f"unknown variant {data['variant']!r}")
    _check(data["players"] in (2, 3, 4) and _is_int(data["players"]), "players must be 2, 3 or 4")
    players = data["players"]
    scorers = 2 if players == 4 else players
    _check(isinstance(data["names"], list) and all(isinstance(n, str) for n in data["names"]),
           "names must be a list of strings")
    _check(isinstance(data["seats"], list) and all(isinstance(s, dict) for s in data["seats"]),
           "seats must be a list of objects")
    _check(data["result"] in (WON, ABANDONED), f"unknown result {data['result']!r}")
    _check(data["winner"] is None or (_is_int(data["winner"]) and 0 <= data["winner"] < scorers),
           "winner must be a scorer or null")
    _check(isinstance(data["scores"], list) and len(data["scores"]) == scorers
           and all(_is_int(s) for s in data["scores"]), "scores must be a list of integers")
    _check(isinstance(data["round_scores"], list)
           and all(isinstance(r, list) and len(r) == scorers and all(_is_int(s) for s in r)
                   for r in data["round_scores"]), "round_scores must be lists of integers")
    _check(isinstance(data["record"], dict), "record must be a JSON object")
    for key in ("started", "id"):
        _check(data.get(key) is None or isinstance(data.get(key), str), f"{key} must be a string")
    return HistoryEntry(
        date=data["date"], variant=data["variant"], players=players, names=list(data["names"]),
        seats=list(data["seats"]), result=data["result"], winner=data["winner"],
        scores=list(data["scores"]), round_scores=[list(r) for r in data["round_scores"]],
        record=data["record"], started=data.get("started"),
        id=data.get("id") or uuid.uuid4().hex,
    )


def now_iso() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S%z")


def entry_from_match(match: Match, record: dict, *, names: list[str], seats: list[dict],
                     started: str | None = None, date: str | None = None) -> HistoryEntry:
    """The history entry of a finished (winner) or abandoned (no winner) match."""
    round_scores: list[list[int]] = []
    totals = [0] * len(match.scores)
    by_round: dict[int, list] = {}
    for event in match.events:
        by_round.setdefault(event.round, []).append(event)
    for index in range(len(match.rounds)):
        for event in by_round.get(index, []):
            if event.accepted:
                totals[event.scorer] += event.points
        round_scores.append(list(totals))
    return HistoryEntry(
        date=date or now_iso(), variant=match.variant.value, players=match.players,
        names=list(names), seats=[dict(s) for s in seats],
        result=WON if match.winner is not None else ABANDONED, winner=match.winner,
        scores=list(match.scores), round_scores=round_scores, record=record, started=started,
    )


@dataclass
class HistoryRead:
    entries: list[HistoryEntry] = field(default_factory=list)
    problems: list[StorageError] = field(default_factory=list)
    readable: bool = True  # False: the file exists but could not be read (do not write it)


class History:
    def __init__(self, path: str | os.PathLike | None = None) -> None:
        self.path = Path(path) if path is not None else paths.history_path()

    def read(self, repair: bool = True) -> HistoryRead:
        """Every good entry, oldest first; bad lines are skipped and reported, and the
        original file is kept aside before being rewritten without them."""
        out = HistoryRead()
        clean_stale_temporaries(self.path)
        try:
            raw = read_limited(self.path, MAX_HISTORY_BYTES, "history file")
        except FileNotFoundError:
            return out
        except StorageError as error:
            if error.content:  # too large: put it aside, start a new history
                error.kept = put_aside(self.path)
                if error.kept is None:
                    out.readable = False
            else:
                out.readable = False
            out.problems.append(error)
            return out
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            error = StorageError(self.path, "the file is not UTF-8 text")
            error.kept = put_aside(self.path)
            out.readable = error.kept is not None
            out.problems.append(error)
            return out
        bad: list[str] = []
        for number, line in enumerate(text.splitlines(), 1):
            if not line.strip():
                continue
            try:
                out.entries.append(entry_from_json(json.loads(line)))
            except json.JSONDecodeError as err:
                bad.append(f"line {number}: not valid JSON ({err.msg})")
            except (ValueError, RecursionError) as err:
                bad.append(f"line {number}: {err}")
        if bad:
            more = f" and {len(bad) - 3} more" if len(bad) > 3 else ""
            error = StorageError(self.path, f"{len(bad)} bad entr{'y' if len(bad) == 1 else 'ies'} "
                                 f"skipped ({'; '.join(bad[:3])}{more})")
            error.kept = put_aside(self.path, copy=True)
            out.problems.append(error)
            if error.kept is None:
                out.readable = False  # could not keep the original: never rewrite it
            elif repair:
                try:
                    self._write(out.entries)
                except StorageError as werr:
                    out.problems.append(werr)
        return out

    def append(self, entry: HistoryEntry) -> list[StorageError]:
        """Add one entry (atomic rewrite). Returns the problems met while reading;
        raises StorageError when the entry could not be written."""
        current = self.read(repair=False)
        if not current.readable:
            raise StorageError(self.path, "the history could not be read, so it is not "
                               "rewritten; the match was not added", content=False)
        self._write([*current.entries, entry])
        return current.problems

    def _write(self, entries: Iterable[HistoryEntry]) -> None:
        lines = [json.dumps(e.to_json(), ensure_ascii=False, separators=(",", ":")) for e in entries]
        save_bytes(self.path, ("\n".join(lines) + "\n" if lines else "").encode("utf-8"))


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
