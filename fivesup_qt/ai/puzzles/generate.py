"""Finding puzzles in Expert's matches (``fivesup-qt puzzles generate``).

Matches are played by Expert (``BOT``, a fixed number of deals: deterministic and fast)
in every seat, in both variants and with 2, 3 and 4 players; at each decision with a
choice the position is tried:

- as an open puzzle when the stock is empty (``proof.prove_open``), and so is the next
  seat's decision after each other kind of move (positions one move off the line
  played: an empty stock is rare, with two or three players above all);
- as a counting puzzle (``proof.prove_counting``) when the count is easy to get wrong
  (``TRICKY``: a spinner decides it, several moves score, or a move worth more would
  overshoot in Exact 61), while its setup's share of counting puzzles is not full, at
  most ``COUNTING_PER_ROUND`` a round and ``COUNTING_PER_MATCH`` a match (so that they
  come from many matches), except where a move would overshoot (rare: always tried).

Half the open puzzles are wanted in each variant, and a setup with nothing left to find
is not played (``Quota``).

Every kept position is rated by the lower levels (``difficulty.rated``); a position met
twice (the same ``canonical_key``) is kept once. Open puzzles come mostly from four
players: with two the stock of 18 tiles is seldom emptied before a domino.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from random import Random
from typing import Final

from ...rules.match import Match
from ...rules.observation import observe
from ...rules.round import Move
from ...rules.variants import SHIPPED, RuleSet
from ..bots import Bot, make_bot
from ..endgame import distinct, kind_of
from ..playout import rewind
from ..puzzle import Puzzle
from .build import make_puzzle
from .difficulty import rated, tiers

BOT: Final = "expert:32"
TRICKY: Final = frozenset({"spinner-count", "several-scores", "overshoot-avoided"})
COUNTING_PER_ROUND: Final = 1
COUNTING_PER_MATCH: Final = 5  # so that a set's counting puzzles come from many matches
MAX_ROUNDS: Final = 60  # a match this long is left (it never happens with Expert)
# (variant, players) of the matches, in turn: three players more often (open puzzles:
# four players find plenty, two seldom)
SETUPS: Final = tuple((v, n) for n in (2, 3, 3, 4) for v in SHIPPED)


@dataclass
class Harvest:
    """The puzzles found so far, by kind, and what it took."""

    open: dict[str, Puzzle] = field(default_factory=dict)
    counting: dict[str, Puzzle] = field(default_factory=dict)
    open_by_variant: Counter[str] = field(default_factory=Counter)
    open_by_setup: Counter[tuple[str, int]] = field(default_factory=Counter)
    counting_by_setup: Counter[tuple[str, int]] = field(default_factory=Counter)
    matches: int = 0
    decisions: int = 0
    seconds: float = 0.0

    def puzzles(self) -> list[Puzzle]:
        """Every puzzle found, tiered over the whole set (``difficulty.tiers``), in a
        fixed order: by id."""
        found = sorted([*self.open.values(), *self.counting.values()], key=lambda p: p.id)
        return tiers(found)


def _tricky(puzzle: Puzzle) -> bool:
    return bool(TRICKY & set(puzzle.themes))


def harvest(n: int, seed: int, bot: str = BOT, *, open_share: float = 0.5,
            max_matches: int = 10_000,
            progress: Callable[[Harvest], None] | None = None) -> Harvest:
    """Play matches until ``n`` puzzles are found: ``open_share`` of them open, half of
    those in each variant, and the rest counting, an equal share per setup. For the
    first ``max_matches`` matches at most half the open ones come from four players;
    when they are still short after twice as many, counting ones fill the set up to
    ``n``. A setup with nothing left to find is not played."""
    started = time.perf_counter()
    want_open = round(n * open_share)
    found = Harvest()
    players_bot = make_bot(bot)
    setups = sorted(set(SETUPS), key=SETUPS.index)
    turn = 0
    while found.matches < 3 * max_matches:
        # open puzzles: half of them each variant, at most half of those from four players
        # (where the stock empties most) for max_matches, then from any, then none
        hunting = len(found.open) < want_open and found.matches < 2 * max_matches
        per_variant = -(-want_open // len(SHIPPED)) if hunting else 0
        quota = Quota(
            open_per_variant=per_variant,
            open_from_four=-(-per_variant // 2) if found.matches < max_matches else per_variant,
            counting_per_setup=-(-(n - (want_open if hunting else len(found.open)))
                                 // len(setups)))
        wanted = [setup for setup in SETUPS if quota.wants(found, *setup)]
        if not wanted:
            break
        step = next(i for i in range(len(SETUPS)) if SETUPS[(turn + i) % len(SETUPS)] in wanted)
        variant, players = SETUPS[(turn + step) % len(SETUPS)]
        turn += step + 1
        match_seed = f"{seed}:{found.matches}"
        _play(Match.new(variant, players, seed=match_seed), players_bot,
              Random(f"{match_seed}:bots"), found, quota)
        found.matches += 1
        found.seconds = time.perf_counter() - started
        if progress is not None:
            progress(found)
    return found


@dataclass(frozen=True)
class Quota:
    """How many puzzles are wanted: open ones per variant, counting ones per setup."""

    open_per_variant: int
    open_from_four: int  # of those, from four players at most
    counting_per_setup: int

    def open_room(self, found: Harvest, variant: RuleSet, players: int) -> bool:
        return found.open_by_variant[variant.value] < self.open_per_variant and (
            players != 4 or found.open_by_setup[variant.value, 4] < self.open_from_four)

    def counting_room(self, found: Harvest, variant: RuleSet, players: int) -> bool:
        return found.counting_by_setup[variant.value, players] < self.counting_per_setup

    def wants(self, found: Harvest, variant: RuleSet, players: int) -> bool:
        return (self.open_room(found, variant, players)
                or self.counting_room(found, variant, players))


def _try_open(match: Match, found: Harvest, quota: Quota) -> None:
    if not quota.open_room(found, match.variant, match.players):
        return
    puzzle = make_puzzle(match, "open")
    if puzzle is not None and puzzle.id not in found.open:
        found.open[puzzle.id] = rated(puzzle)
        found.open_by_variant[match.variant.value] += 1
        found.open_by_setup[match.variant.value, match.players] += 1


def _try_siblings(match: Match, moves: list[Move], found: Harvest, quota: Quota) -> None:
    """The next seat's decision after each other kind of move than the first: open
    positions one move off the line played (the stock empty, four players mostly, is
    rare enough to look around it)."""
    start = match.round.actions
    for move in distinct(moves)[1:]:
        match.push(move)
        rnd = match.round
        if not (match.is_over or rnd.is_over) \
                and len({kind_of(m) for m in rnd.legal_moves()}) > 1:
            _try_open(match, found, quota)
        rewind(match, start)


def _overshoots(match: Match, moves: list[Move]) -> bool:
    """Exact 61: would a scoring move here be rejected for passing the target?"""
    return match.rules.exact_target and any(
        match.preview(m).accepted is False and match.preview(m).points > 0 for m in moves)


def _play(match: Match, bot: Bot, rng: Random, found: Harvest, quota: Quota) -> None:
    """One match, every decision with a choice tried as a puzzle."""
    variant, players = match.variant, match.players
    per_round: Counter[int] = Counter()
    while not match.is_over and len(match.rounds) <= MAX_ROUNDS:
        rnd = match.round
        if rnd.is_over:
            match.start_round()
            continue
        moves = match.legal_moves()
        if len({kind_of(m) for m in moves}) > 1:
            found.decisions += 1
            if rnd.stock_left == 0 and quota.open_room(found, variant, players):
                _try_open(match, found, quota)
                _try_siblings(match, moves, found, quota)
            # an overshoot to avoid is rare: taken past the caps of a round and a match
            if quota.counting_room(found, variant, players) and (
                    _overshoots(match, moves)
                    or (per_round[match.round_index] < COUNTING_PER_ROUND
                        and sum(per_round.values()) < COUNTING_PER_MATCH)):
                puzzle = make_puzzle(match, "counting")
                if puzzle is not None and _tricky(puzzle) and puzzle.id not in found.counting:
                    found.counting[puzzle.id] = rated(puzzle)
                    found.counting_by_setup[variant.value, players] += 1
                    per_round[match.round_index] += 1
        match.push(bot.choose(observe(match, rnd.turn), rng))
