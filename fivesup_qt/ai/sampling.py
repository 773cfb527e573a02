"""Deals consistent with what one seat has seen (determinization for search).

Each hidden tile in another seat's hand is a *slot* with the set of values it
cannot show: when a seat draws or passes, every tile it then holds lacks all
the values open on the table.  A drawn tile joins as a fresh slot; a placed
tile removes the most constrained slot it could have come from, which never
rules out a deal that is really possible.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from ..rules.observation import Observation
from ..rules.round import DRAW, PLAY, Round
from ..rules.tiles import HI, LO

ALL_VALUES = 0x7F


def _tile_values(tile: int) -> int:
    return (1 << LO[tile]) | (1 << HI[tile])


@dataclass
class Inference:
    """Per other seat, the forbidden-value masks of its hidden tiles."""

    slots: list[list[int]]  # slots[seat] = forbidden value masks (empty for the observer)


def infer(obs: Observation) -> Inference:
    """Replay the round as the observer saw it and collect each slot's constraints."""
    players = obs.players
    slots: list[list[int]] = [[0] * 5 if seat != obs.seat else [] for seat in range(players)]
    for step in obs.timeline:
        if step.seat == obs.seat:
            continue
        forbidden = slots[step.seat]
        if step.kind == PLAY:
            values = _tile_values(step.tile)
            fitting = [i for i, mask in enumerate(forbidden) if not mask & values]
            candidates = fitting or range(len(forbidden))
            victim = max(candidates, key=lambda i: bin(forbidden[i]).count("1"))
            forbidden.pop(victim)
        else:  # a draw or a pass: every tile held now lacks the open values
            for i in range(len(forbidden)):
                forbidden[i] |= step.open_values
            if step.kind == DRAW:
                forbidden.append(0)
    return Inference(slots)


def sample_deal(
    obs: Observation, inference: Inference, rng: Random, tries: int = 40
) -> tuple[list[list[int]], list[int]]:
    """Hands for every seat and a stock order, consistent with the observation.

    Falls back to ignoring the constraints when no consistent deal is found
    quickly (it cannot happen with sound inference, but a search must not hang).
    """
    unseen = obs.unseen_tiles()
    for attempt in range(tries + 1):
        relax = attempt == tries
        pool = list(unseen)
        rng.shuffle(pool)
        hands: list[list[int]] = [[] for _ in range(obs.players)]
        hands[obs.seat] = list(obs.hand)
        slots = [
            (0 if relax else mask, seat)
            for seat in range(obs.players)
            if seat != obs.seat
            for mask in inference.slots[seat][: obs.hand_sizes[seat]]
        ]
        # pad in case inference and sizes disagree (never expected)
        for seat in range(obs.players):
            if seat != obs.seat:
                missing = obs.hand_sizes[seat] - min(obs.hand_sizes[seat], len(inference.slots[seat]))
                slots.extend((0, seat) for _ in range(missing))
        slots.sort(key=lambda slot: -bin(slot[0]).count("1"))  # most constrained first
        ok = True
        for forbidden, seat in slots:
            for i, tile in enumerate(pool):
                if not _tile_values(tile) & forbidden:
                    hands[seat].append(pool.pop(i))
                    break
            else:
                ok = False
                break
        if ok:
            return hands, pool  # what is left is the stock, in a random order
    raise AssertionError("unreachable: the relaxed attempt always succeeds")


def sampled_round(obs: Observation, hands: list[list[int]], stock: list[int]) -> Round:
    """The current round on a sampled deal, as the real engine's Round."""
    return Round.position(
        obs.players,
        obs.leader,
        obs.turn,
        hands,
        stock,
        [move for _, move in obs.placements],
        obs.passes,
        obs.must_play,
    )


__all__ = ["ALL_VALUES", "Inference", "infer", "sample_deal", "sampled_round"]
