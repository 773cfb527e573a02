"""Computer opponents that see only their seat's observation.

Every bot answers ``choose(observation, rng) -> Move``; the rules engine
(``Layout.play``/``undo``) values moves, so no rule is copied here.
"""

from __future__ import annotations

from random import Random
from typing import Protocol

from ..rules.layout import placement_points
from ..rules.observation import Observation
from ..rules.round import Move
from ..rules.tiles import PIPS
from ..rules.variants import TARGET, Variant


class Bot(Protocol):
    name: str

    def choose(self, obs: Observation, rng: Random) -> Move: ...


class RandomBot:
    """Easy: a uniformly random legal move."""

    name = "random"

    def choose(self, obs: Observation, rng: Random) -> Move:
        return rng.choice(obs.legal_moves)


def points_now(obs: Observation, move: Move) -> int:
    """Raw placement points ``move`` would score, by the engine's own layout."""
    layout = obs.layout
    end_sum = layout.play(*move)
    layout.undo()
    return placement_points(end_sum)


def value_now(obs: Observation, move: Move) -> int:
    """What the points of ``move`` are worth to its scorer now.

    In Exact 61 a placement that would pass 305 is rejected (worth nothing)
    and one that reaches exactly 305 wins the match.
    """
    points = points_now(obs, move)
    if obs.variant is Variant.EXACT_61 and points:
        score = obs.scores[obs.scorer]
        if score + points > TARGET:
            return 0
        if score + points == TARGET:
            return 10_000
    return points


class GreedyBot:
    """Medium-minus: the most points now (Exact 61 aware); ties shed the heaviest tile."""

    name = "greedy"

    def choose(self, obs: Observation, rng: Random) -> Move:
        best: list[Move] = []
        best_key = None
        for move in obs.legal_moves:
            key = (value_now(obs, move), PIPS[move[0]])
            if best_key is None or key > best_key:
                best, best_key = [move], key
            elif key == best_key:
                best.append(move)
        return rng.choice(best)


BOTS: dict[str, type] = {"random": RandomBot, "greedy": GreedyBot}


def make_bot(name: str) -> Bot:
    """A bot by its name (``random``, ``greedy``)."""
    try:
        return BOTS[name]()
    except KeyError:
        raise ValueError(f"unknown bot {name!r} (known: {', '.join(BOTS)})") from None
