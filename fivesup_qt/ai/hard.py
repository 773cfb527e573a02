"""Hard: a search over the hidden tiles with the real engine.

For a number of deals sampled consistently with the observation (``sampling``),
every legal move is played on the same deal and the round is played out by a
greedy model of all the seats; the move with the best mean outcome wins.
Outcomes count the whole round, settlement included, from the point of view
of the bot's scorer (partner-aware: a team shares one scorer), and a match
won or lost on the way outweighs any points (Exact 61's exact finish, the
Five-Up target).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from random import Random
from typing import NamedTuple

from ..rules.match import Match
from ..rules.observation import Observation
from ..rules.round import Move
from .playout import greedy_playout
from .sampling import infer, sample_deal, sampled_round

MATCH_WON = 1000.0


@dataclass
class Budget:
    """How much thinking a decision may use: a time limit and a cap on deals."""

    seconds: float = 0.25
    deals: int = 160
    min_deals: int = 8  # always look at this many deals, even past the time limit


class Assessment(NamedTuple):
    """What the sampled deals said of one move: its mean outcome (``value``, the
    number Hard ranks by), how many deals it saw, the share of them in which the
    side won or lost the match, and the mean points margin over the other scorers
    in the deals where the match went on (None when every deal decided it)."""

    move: Move
    value: float
    deals: int
    won: float
    lost: float
    margin: float | None


def outcome(match: Match, scorer: int, before: list[int]) -> float:
    """The value of a played-out position for ``scorer``: its gain minus the
    mean gain of the other scorers, or the match result when it ended."""
    if match.winner is not None:
        return MATCH_WON if match.winner == scorer else -MATCH_WON
    gains = [after - start for after, start in zip(match.scores, before)]
    others = [g for s, g in enumerate(gains) if s != scorer]
    return gains[scorer] - sum(others) / len(others)


class HardBot:
    """Hard: determinized playouts over deals consistent with what the seat saw."""

    name = "hard"

    def __init__(self, budget: Budget | None = None) -> None:
        self.budget = budget or Budget()

    def evaluate(self, obs: Observation, rng: Random) -> list[tuple[Move, float, int]]:
        """Every legal move with its mean outcome and the number of deals it saw."""
        return [(a.move, a.value, a.deals) for a in self.assess(obs, rng)]

    def assess(self, obs: Observation, rng: Random) -> list[Assessment]:
        """Every legal move with its mean outcome and what made it (hints explain it)."""
        moves = list(obs.legal_moves)
        totals = [0.0] * len(moves)
        won = [0] * len(moves)
        lost = [0] * len(moves)
        margins = [0.0] * len(moves)
        deadline = time.perf_counter() + self.budget.seconds
        inference = infer(obs)
        deals = 0
        while deals < self.budget.deals and (
            deals < self.budget.min_deals or time.perf_counter() < deadline
        ):
            hands, stock = sample_deal(obs, inference, rng)
            base = sampled_round(obs, hands, stock)
            seed = rng.random()
            for i, move in enumerate(moves):
                match = Match.from_position(obs.variant, obs.players, list(obs.scores), base.copy())
                match.push(move)
                greedy_playout(match, Random(seed))  # the same future for every move
                value = outcome(match, obs.scorer, list(obs.scores))
                totals[i] += value
                if match.winner is None:
                    margins[i] += value
                elif match.winner == obs.scorer:
                    won[i] += 1
                else:
                    lost[i] += 1
            deals += 1
        out = []
        for i, move in enumerate(moves):
            open_deals = deals - won[i] - lost[i]
            out.append(Assessment(move, totals[i] / deals, deals, won[i] / deals, lost[i] / deals,
                                  margins[i] / open_deals if open_deals else None))
        return out

    def choose(self, obs: Observation, rng: Random) -> Move:
        moves = obs.legal_moves
        if len(moves) == 1:
            return moves[0]
        ranked = self.evaluate(obs, rng)
        best = max(value for _, value, _ in ranked)
        return rng.choice([move for move, value, _ in ranked if value == best])
