"""Duplicate: a match's deals played again with the computer in one seat, round by round.

Why it takes the luck out.  In one match a player's score says as much about the tiles
dealt as about the play: a hand of doubles and fives scores whoever holds it.  Duplicate
(as in duplicate bridge) gives the same tiles to someone else and compares the two
results on each deal: every round is played again from the same deal (the same hands,
the same stock in the same order, the same leader) and the same scores as the round had
when it was played, with the computer in the seat and the other seats played as before.
The good and bad luck of the deal is then the same on both sides and cancels out in the
difference; what is left is what the seat made of its tiles.  "You scored 140, Expert in
your seat 115: +25" means 25 raw points more than Expert got out of the very same deals.

The rules chosen here:

- **Each round on its own.**  A round is replayed from the scores at its start in the
  match as played, not from the replay's own running scores: the scores change what a
  move is worth (Exact 61 refuses points past the target; Expert plays for the match
  there), so a deal replayed at other scores would be another problem, and one early
  difference would make every later round incomparable.
- **Points are the seat's scorer's.**  A round's points are how much its scorer's score
  changed in the round: placements and settlement, what Exact 61 refused not counted.
  With four players that is the team of the seat and its partner.  The difference is
  played minus replayed: positive when the seat as played did better.  Every scorer's
  change is kept too (``gains``), so a reader can compare margins as well.
- **The other seats.**  A seat the match's record gives to a computer level is played at
  that level again (a level the game does not know, or one asking for more than
  ``MAX_BOT_DEALS`` deals, at ``DEFAULT_LEVEL``, as docs/record-format.md says a reader
  should); a seat played by a person, or a record that says nothing, at ``others``,
  which is by default the level put in the seat.  A round the record left unfinished is
  not compared: it has no result to compare with.
- **One answer.**  Round R is played with ``Random(f"{seed}:{R}")``, one generator for
  every seat, asked for every placement in turn; forced draws and passes are made by the
  rules.  The game's ``hard`` and ``expert`` think for a time at the table; in a duplicate
  they look at a fixed number of deals a decision instead (``FIXED_DEALS``: ``hard`` as
  ``hard:160``, its own cap, ``expert`` as ``expert:600``, what the pure engine reaches in
  its 0.3 s), so nothing hangs on the clock: the same record, level and seed give the same
  comparison on every run, wherever it is started (the match-end card, Match History,
  ``fivesup-qt duplicate``) and however busy the machine is.  A match played under the
  same convention by the same bots is replayed move for move: every difference is 0.

Pure Python on top of the rules (no Qt); the game and ``fivesup-qt duplicate`` show it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from itertools import accumulate
from random import Random
from typing import Any

from ..rules.match import Match
from ..rules.observation import observe
from ..rules.positions import Positions
from ..rules.record import Record, replay
from ..rules.tiles import move_text
from .bots import BOTS, MAX_BOT_DEALS, TITLES, make_bot
from .levels import DEFAULT_LEVEL as GAME_DEFAULT_LEVEL

DEFAULT_LEVEL = "expert"  # who is put in the seat: the daily deal's opponents are Expert
_BUDGETED = ("hard", "expert")  # the levels that take a number of deals, NAME:DEALS
# The deals a decision of the levels that think for a time, as a duplicate plays them: a
# replay that watched the clock gave another figure on a busier machine (+105 from the
# match-end card, +120 from Match History, issue 40)
FIXED_DEALS = {"hard": 160, "expert": 600}

Progress = Callable[[int, int], None]  # (rounds compared, rounds to compare)


@dataclass(frozen=True)
class RoundComparison:
    """One round as played and as replayed, for the seat's scorer (raw points)."""

    round: int  # counted from 1, as records and reports count
    original: int  # the scorer's points in the round as played
    replay: int  # ... with the replacement in the seat
    original_gains: tuple[int, ...]  # every scorer's points in the round as played
    replay_gains: tuple[int, ...]  # ... as replayed
    original_end: str  # how the round ended: domino, blocked, won
    replay_end: str
    replay_moves: tuple[str, ...]  # the replay's placements, every seat's, as records write them

    @property
    def difference(self) -> int:
        """Played minus replayed: positive when the seat as played did better."""
        return self.original - self.replay


@dataclass(frozen=True)
class Duplicate:
    """The whole comparison: a ``RoundComparison`` for every finished round."""

    seat: int
    scorer: int
    levels: tuple[str, ...]  # the level of every seat in the replay, the seat's included
    seed: int
    rounds: tuple[RoundComparison, ...]
    unfinished: tuple[int, ...] = field(default=())  # rounds left unfinished, not compared

    @property
    def level(self) -> str:
        """The level put in the seat."""
        return self.levels[self.seat]

    @property
    def original(self) -> int:
        return sum(r.original for r in self.rounds)

    @property
    def replay(self) -> int:
        return sum(r.replay for r in self.rounds)

    @property
    def difference(self) -> int:
        return self.original - self.replay

    def running(self) -> list[int]:
        """The difference so far after each round (what a chart of the match draws)."""
        return list(accumulate(r.difference for r in self.rounds))

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "scorer": self.scorer,
            "levels": list(self.levels),
            "seed": self.seed,
            "rounds": [
                {"round": r.round, "original": r.original, "replay": r.replay,
                 "difference": r.difference, "running": running,
                 "original_end": r.original_end, "replay_end": r.replay_end,
                 "original_gains": list(r.original_gains),
                 "replay_gains": list(r.replay_gains),
                 "replay_moves": list(r.replay_moves)}
                for r, running in zip(self.rounds, self.running())
            ],
            "unfinished": list(self.unfinished),
            "original": self.original,
            "replay": self.replay,
            "difference": self.difference,
        }


def bot_level(name: object) -> str | None:
    """``name`` as the level of a computer player this module plays (a level's title
    stands for its bot: ``easy`` is ``random``), or None when it is none: not a text, an
    unknown name, or NAME:DEALS with DEALS not from 1 to ``MAX_BOT_DEALS``."""
    if not isinstance(name, str):
        return None
    base, colon, deals = name.partition(":")
    base = TITLES.get(base, base)
    if base not in BOTS:
        return None
    if colon:
        if base not in _BUDGETED or not (deals.isascii() and deals.isdigit()) \
                or len(deals) > len(str(MAX_BOT_DEALS)):
            return None
        if not 1 <= int(deals) <= MAX_BOT_DEALS:
            return None
    return base + colon + deals


def recorded_levels(seats: object, players: int) -> list[str | None]:
    """The level of every seat from a record's ``seats`` (any JSON value): a bot's level
    (``DEFAULT_LEVEL`` of the game, Medium, for a level this module does not play), None
    for a person and for a record that does not say."""
    if not isinstance(seats, list) or len(seats) != players:
        return [None] * players
    levels: list[str | None] = []
    for about in seats:
        if isinstance(about, dict) and about.get("type") == "bot":
            levels.append(bot_level(about.get("level")) or GAME_DEFAULT_LEVEL)
        else:
            levels.append(None)
    return levels


def replay_levels(levels: Sequence[str | None], seat: int, level: str = DEFAULT_LEVEL,
                  others: str | None = None) -> tuple[str, ...]:
    """Who plays each seat in the replay: ``level`` in ``seat``; every other seat at its
    recorded level (``levels``, None for a person), else at ``others`` (by default
    ``level``).  ValueError for a level this module does not play."""
    if not 0 <= seat < len(levels):
        raise ValueError(f"seat {seat} is not a seat of this {len(levels)}-player match")
    put = _checked(level)
    rest = _checked(others) if others is not None else put
    return tuple(put if s == seat else _checked(known) if known is not None else rest
                 for s, known in enumerate(levels))


def fixed(level: str) -> str:
    """``level`` as a duplicate plays it: a level that thinks for a time at its
    ``FIXED_DEALS`` deals a decision (``expert`` is ``expert:600``), any other as it is."""
    return f"{level}:{FIXED_DEALS[level]}" if level in FIXED_DEALS else level


def _checked(level: str) -> str:
    known = bot_level(level)
    if known is None:
        raise ValueError(f"unknown level {level!r} (known: {', '.join(BOTS)}, hard:DEALS or "
                         f"expert:DEALS with DEALS 1 to {MAX_BOT_DEALS:,})")
    return known


def compare_rounds(match: Match, seat: int, levels: Sequence[str], seed: int = 0,
                   ) -> Iterator[RoundComparison]:
    """Every finished round of ``match`` played again by ``levels`` (one a seat), from its
    deal and its starting scores, compared for ``seat``'s scorer, as each is done."""
    if not 0 <= seat < match.players:
        raise ValueError(f"seat {seat} is not a seat of this {match.players}-player match")
    if len(levels) != match.players:
        raise ValueError(f"{len(levels)} levels for {match.players} seats")
    scorer = match.scorer_of[seat]
    ends = match.round_scores()
    positions = Positions(match)
    for index, rnd in enumerate(match.rounds):
        if rnd.end is None:
            continue
        start = ends[index - 1] if index else [0] * len(match.scores)
        played = tuple(after - before for after, before in zip(ends[index], start))
        again = _replayed(positions, index, levels, Random(f"{seed}:{index + 1}"))
        gains = tuple(after - before for after, before in zip(again.scores, start))
        moves = tuple(move_text((tile, again.round.layout.parent[tile]))
                      for tile in again.round.layout.order)
        yield RoundComparison(index + 1, played[scorer], gains[scorer], played, gains,
                              rnd.end, again.round.end or "unfinished", moves)


def _replayed(positions: Positions, index: int, levels: Sequence[str], rng: Random) -> Match:
    """Round ``index`` of the match played again to its end: the match as it stood when
    the round was dealt (the engine's position), the seats played by ``levels`` (each
    at a fixed number of deals a decision, never for a time: ``fixed``)."""
    again = positions.position(index, 0)
    players = [make_bot(fixed(level)) for level in levels]
    rnd = again.round
    while again.winner is None and rnd.end is None:
        seat = rnd.turn
        again.play(players[seat].choose(observe(again, seat), rng), seat)
    return again


def duplicate(match: Match, seat: int, level: str = DEFAULT_LEVEL, *,
              levels: Sequence[str | None] = (), others: str | None = None, seed: int = 0,
              progress: Progress | None = None) -> Duplicate:
    """``match``'s finished rounds replayed with ``level`` in ``seat`` and compared
    (``levels``: how each seat was played, None for a person; see ``replay_levels``).
    ``progress(done, total)`` is told after each round."""
    if levels and len(levels) != match.players:
        raise ValueError(f"{len(levels)} levels for {match.players} seats")
    seats = replay_levels(list(levels) or [None] * match.players, seat, level, others)
    total = sum(1 for rnd in match.rounds if rnd.end is not None)
    compared = []
    for comparison in compare_rounds(match, seat, seats, seed):
        compared.append(comparison)
        if progress is not None:
            progress(len(compared), total)
    unfinished = tuple(i + 1 for i, rnd in enumerate(match.rounds) if rnd.end is None)
    return Duplicate(seat, match.scorer_of[seat], seats, seed, tuple(compared), unfinished)


def duplicate_record(record: Record, seat: int, level: str = DEFAULT_LEVEL, *,
                     others: str | None = None, seed: int = 0,
                     progress: Progress | None = None) -> Duplicate:
    """``duplicate`` of a match record (RecordError when it breaks a rule), its other
    seats played at the levels its ``seats`` names."""
    match, _ = replay(record)
    levels = recorded_levels(record.extra.get("seats"), record.players)
    return duplicate(match, seat, level, levels=levels, others=others, seed=seed,
                     progress=progress)
