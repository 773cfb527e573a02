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
from typing import NamedTuple

from ..rules.match import Match
from ..rules.observation import Observation
from ..rules.round import Move
from .endgame import exact_values
from .match_value import MATCH_WON, outcome
from .playout import Replay, greedy_playout, rewind
from .sampling import infer, sample_deal, sampled_round


@dataclass
class Budget:
    """How much thinking a decision may use: a time limit and a cap on deals."""

    seconds: float = 0.25
    deals: int = 160
    min_deals: int = 8  # always look at this many deals, even past the time limit
    endgame_nodes: int = 3_000  # a determined endgame this small is searched exactly


class Assessment(NamedTuple):
    """What the deals said of one move: its mean outcome (``value``, the number the
    bots rank by), how many deals it saw (0: searched exactly), the share of them in
    which the side won or lost the match, and the mean points margin over the other
    scorers in the deals where the match went on (None when every deal decided it)."""

    move: Move
    value: float
    deals: int
    won: float
    lost: float
    margin: float | None


class Tally:
    """The running totals behind ``Assessment``s, deal by deal (weighted for Expert)."""

    def __init__(self, moves: list[Move]) -> None:
        self.moves = moves
        n = len(moves)
        self.totals, self.won, self.lost, self.margins = [0.0] * n, [0.0] * n, [0.0] * n, [0.0] * n
        self.weights = 0.0
        self.deals = 0

    def add(self, values: list[float], weight: float = 1.0) -> None:
        """One deal's outcome of every move (``outcome``'s values, in ``moves`` order)."""
        for i, value in enumerate(values):
            self.totals[i] += weight * value
            if value >= MATCH_WON:
                self.won[i] += weight
            elif value <= -MATCH_WON:
                self.lost[i] += weight
            else:
                self.margins[i] += weight * value
        self.weights += weight
        self.deals += 1

    def assessments(self) -> list[Assessment]:
        w = self.weights or 1.0
        out = []
        for i, move in enumerate(self.moves):
            going_on = self.weights - self.won[i] - self.lost[i]
            out.append(Assessment(move, self.totals[i] / w, self.deals, self.won[i] / w,
                                  self.lost[i] / w,
                                  self.margins[i] / going_on if going_on > 1e-12 else None))
        return out


def exact_assessments(values: list[tuple[Move, float]]) -> list[Assessment]:
    """Moves valued exactly (a determined endgame): certain wins, losses or margins."""
    return [Assessment(move, value, 0, float(value >= MATCH_WON), float(value <= -MATCH_WON),
                       value if -MATCH_WON < value < MATCH_WON else None)
            for move, value in values]


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
        inference = infer(obs)
        exact = exact_values(obs, inference, self.budget.endgame_nodes, every_move=True)
        if exact is not None:  # deals: 0, nothing was sampled
            return exact_assessments(exact)
        moves = list(obs.legal_moves)
        tally = Tally(moves)
        deadline = time.perf_counter() + self.budget.seconds
        before = list(obs.scores)
        while tally.deals < self.budget.deals and (
            tally.deals < self.budget.min_deals or time.perf_counter() < deadline
        ):
            hands, stock = sample_deal(obs, inference, rng)
            match = Match.from_position(obs.variant, obs.players, list(obs.scores),
                                        sampled_round(obs, hands, stock), obs.target)
            future = Replay(rng.random())  # the same future for every move
            values = []
            for move in moves:
                match.push(move)
                greedy_playout(match, future)
                values.append(outcome(match, obs.scorer, before))
                rewind(match, 0)
                future.rewind()
            tally.add(values)
        return tally.assessments()

    def choose(self, obs: Observation, rng: Random) -> Move:
        moves = obs.legal_moves
        if len(moves) == 1:
            return moves[0]
        ranked = self.evaluate(obs, rng)
        best = max(value for _, value, _ in ranked)
        return rng.choice([move for move, value, _ in ranked if value == best])
