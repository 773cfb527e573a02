"""A window's match played again by the engine alone, to choose a seed whose match is
short: a test that plays a whole match in the window pays ~20 ms of the window's own
work a move, so a match of 4 rounds instead of 19 is most of its time saved.

The window's match is the engine's: ``Match.new`` from the setup's seed, every computer's
move the job's ``make_bot(level).choose`` with a seed drawn from ``Random(setup seed)``
(``GameController.load_match`` seeds its ``computer.rng`` so), and the test's own policy
for the human seat (``heaviest_move``), drawing and passing as the window does by itself.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from random import Random

from fivesup_qt.ai.bots import make_bot
from fivesup_qt.rules import Match, Move, RuleSet
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.tiles import IS_DOUBLE, PIPS


def heaviest_move(m: Match) -> Move:
    """The test's player: the heaviest tile that fits, the most points first where the
    ends score (the first of equals, as ``max`` takes it)."""
    return max(m.legal_moves(), key=lambda mv: (m.preview(mv).points, PIPS[mv[0]]))


@dataclass
class Played:
    """A match the engine played alone, and what the human seat (0) met in it."""

    match: Match
    human_moves: int = 0
    human_passed: bool = False  # seat 0 had to pass at least once
    still_double_seen: bool = False  # seat 0 to place with a non-spinning double down
    tiles_placed: int = 0
    rounds: list[int] = field(default_factory=list)  # tiles placed in each round


def most_points(m: Match) -> Move:
    """``helpers.matches.play_to_the_end``'s player: the most points (the first of equals)."""
    return max(m.legal_moves(), key=lambda mv: m.preview(mv).points)


def play_alone(rules: RuleSet, seed: int, levels: Sequence[str | None],
               player: Callable[[Match], Move] = heaviest_move,
               target: int | None = None) -> Played:
    """The match the window plays from ``seed`` to ``target`` (the game's shortest by
    default), seat k a computer of ``levels[k]`` or (None) ``player``."""
    m = Match.new(rules, len(levels), seed=seed, auto_forced=False,
                  target=min(rules.targets) if target is None else target)
    rng = Random(seed)
    bots = [None if level is None else make_bot(level) for level in levels]
    played = Played(m)
    for _ in range(20_000):
        if m.is_over:
            played.rounds = [len(r.layout.order) for r in m.rounds]
            played.tiles_placed = sum(played.rounds)
            return played
        rnd = m.round
        if rnd.is_over:
            m.start_round()
        elif rnd.must_draw():
            m.draw()
        elif rnd.must_pass():
            played.human_passed |= bots[rnd.turn] is None
            m.pass_turn()
        else:
            bot = bots[rnd.turn]
            if bot is None:
                played.still_double_seen |= rnd.must_play < 0 and any(
                    IS_DOUBLE[t] and not rnd.layout.is_spinner(t) for t in rnd.layout.order)
                move = player(m)
                played.human_moves += 1
            else:
                move = bot.choose(observe(m, rnd.turn), Random(rng.randrange(1 << 30)))
            m.play((move[0], move[1]))
    raise AssertionError(f"seed {seed}: the match did not end")


def shortest_seeds(rules: RuleSet, levels: Sequence[str | None],
                   fits: Callable[[Played], bool], seeds: range = range(1500),
                   player: Callable[[Match], Move] = heaviest_move,
                   target: int | None = None) -> list[tuple[int, int, int]]:
    """(tiles placed, rounds, seed) of every seed in ``seeds`` whose match ``fits``,
    shortest first: how the tests' seeds were chosen (a few seconds a game)."""
    found = []
    for seed in seeds:
        played = play_alone(rules, seed, levels, player, target)
        if fits(played):
            found.append((played.tiles_placed, len(played.rounds), seed))
    return sorted(found)
