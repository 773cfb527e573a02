"""Finding puzzles in Expert's matches (``fivesup-qt puzzles generate``).

Matches are played by Expert (``BOT``, a fixed number of deals: deterministic and fast)
in every seat, in both variants and with 2, 3 and 4 players; at each decision with a
choice the position is tried:

- as an open puzzle when the stock is empty (``proof.prove_open``), and so is the next
  seat's decision after each other kind of move (positions one move off the line
  played: an empty stock is rare, with two or three players above all);
- as a counting puzzle (``proof.prove_counting``) when the count is easy to get wrong
  (``TRICKY``: a spinner decides it, several moves score, or a move worth more would
  overshoot in Exact 61), at most ``COUNTING_PER_ROUND`` a round, and while its
  setup's share of counting puzzles is not full; ``COUNTING_PER_MATCH`` at most a match.

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
from ...rules.variants import Variant
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
# (variant, players) of the matches, in turn: four players more often (open puzzles)
SETUPS: Final = tuple((v, n) for n in (2, 3, 4, 4) for v in Variant)


@dataclass
class Harvest:
    """The puzzles found so far, by kind, and what it took."""

    open: dict[str, Puzzle] = field(default_factory=dict)
    counting: dict[str, Puzzle] = field(default_factory=dict)
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
    """Play matches until ``n`` puzzles are found, ``open_share`` of them open and the
    rest counting; when the open ones are still short after ``max_matches`` matches,
    counting ones fill the set up to ``n`` (one more match at most per setup share)."""
    started = time.perf_counter()
    want_open = round(n * open_share)
    found = Harvest()
    players_bot = make_bot(bot)
    while True:
        short_of_open = len(found.open) < want_open and found.matches < max_matches
        want_counting = n - (want_open if short_of_open else len(found.open))
        if not short_of_open and len(found.counting) >= want_counting:
            break
        if found.matches >= 2 * max_matches:
            break
        per_setup = -(-want_counting // len(set(SETUPS)))  # a share per setup, rounded up
        variant, players = SETUPS[found.matches % len(SETUPS)]
        match_seed = f"{seed}:{found.matches}"
        _play(Match.new(variant, players, seed=match_seed), players_bot,
              Random(f"{match_seed}:bots"), found,
              want_open if short_of_open else 0, want_counting, per_setup)
        found.matches += 1
        found.seconds = time.perf_counter() - started
        if progress is not None:
            progress(found)
    return found


def _try_open(match: Match, found: Harvest) -> None:
    puzzle = make_puzzle(match, "open")
    if puzzle is not None and puzzle.id not in found.open:
        found.open[puzzle.id] = rated(puzzle)


def _try_siblings(match: Match, moves: list[Move], found: Harvest) -> None:
    """The next seat's decision after each other kind of move than the first: open
    positions one move off the line played (the stock empty, four players mostly, is
    rare enough to look around it)."""
    start = match.round.actions
    for move in distinct(moves)[1:]:
        match.push(move)
        rnd = match.round
        if not (match.is_over or rnd.is_over) \
                and len({kind_of(m) for m in rnd.legal_moves()}) > 1:
            _try_open(match, found)
        rewind(match, start)


def _play(match: Match, bot: Bot, rng: Random, found: Harvest, want_open: int,
          want_counting: int, per_setup: int) -> None:
    """One match, every decision with a choice tried as a puzzle."""
    setup = (match.variant.value, match.players)
    per_round: Counter[int] = Counter()
    while not match.is_over and len(match.rounds) <= MAX_ROUNDS:
        rnd = match.round
        if rnd.is_over:
            match.start_round()
            continue
        moves = match.legal_moves()
        if len({kind_of(m) for m in moves}) > 1:
            found.decisions += 1
            if rnd.stock_left == 0 and len(found.open) < want_open:
                _try_open(match, found)
                _try_siblings(match, moves, found)
            if (len(found.counting) < want_counting
                    and found.counting_by_setup[setup] < per_setup
                    and per_round[match.round_index] < COUNTING_PER_ROUND
                    and sum(per_round.values()) < COUNTING_PER_MATCH):
                puzzle = make_puzzle(match, "counting")
                if puzzle is not None and _tricky(puzzle) and puzzle.id not in found.counting:
                    found.counting[puzzle.id] = rated(puzzle)
                    found.counting_by_setup[setup] += 1
                    per_round[match.round_index] += 1
        match.push(bot.choose(observe(match, rnd.turn), rng))
