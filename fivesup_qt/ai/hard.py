"""Hard: a search over the hidden tiles with the real engine.

When the hidden tiles are determined and the rest of the round is small, it is
searched exactly (``endgame``).  Otherwise, for a number of deals sampled
consistently with the observation (``sampling``),
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

from ..rules.match import Match
from ..rules.observation import Observation
from ..rules.round import Move
from .playout import Replay, greedy_playout, rewind
from .sampling import infer, sample_deal, sampled_round

MATCH_WON = 1000.0


@dataclass
class Budget:
    """How much thinking a decision may use: a time limit and a cap on deals."""

    seconds: float = 0.25
    deals: int = 160
    min_deals: int = 8  # always look at this many deals, even past the time limit
    endgame_nodes: int = 3_000  # a determined endgame this small is searched exactly


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
        from .endgame import exact_values  # it builds on this module's outcome

        inference = infer(obs)
        exact = exact_values(obs, inference, self.budget.endgame_nodes, every_move=True)
        if exact is not None:  # deals: 0, nothing was sampled
            return [(move, value, 0) for move, value in exact]
        moves = list(obs.legal_moves)
        totals = [0.0] * len(moves)
        deadline = time.perf_counter() + self.budget.seconds
        before = list(obs.scores)
        deals = 0
        while deals < self.budget.deals and (
            deals < self.budget.min_deals or time.perf_counter() < deadline
        ):
            hands, stock = sample_deal(obs, inference, rng)
            match = Match.from_position(obs.variant, obs.players, list(obs.scores),
                                        sampled_round(obs, hands, stock))
            future = Replay(rng.random())  # the same future for every move
            for i, move in enumerate(moves):
                match.push(move)
                greedy_playout(match, future)
                totals[i] += outcome(match, obs.scorer, before)
                rewind(match, 0)
                future.rewind()
            deals += 1
        return [(move, total / deals, deals) for move, total in zip(moves, totals)]

    def choose(self, obs: Observation, rng: Random) -> Move:
        moves = obs.legal_moves
        if len(moves) == 1:
            return moves[0]
        ranked = self.evaluate(obs, rng)
        best = max(value for _, value, _ in ranked)
        return rng.choice([move for move, value, _ in ranked if value == best])
