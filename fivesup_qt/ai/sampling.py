"""Deals consistent with what one seat has seen (determinization for search).

Each hidden tile in another seat's hand is a *slot* with the set of values it
cannot show: when a seat draws or passes, every tile it then holds lacks all
the values open on the table.  A drawn tile joins as a fresh slot; a placed
tile removes the most constrained slot it could have come from, which never
rules out a deal that is really possible.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import exp
from random import Random

from ..rules.layout import Layout
from ..rules.observation import Observation
from ..rules.round import DRAW, PLAY, Round, shuffle
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
    dealt = obs.variant.hand_size(players)
    slots: list[list[int]] = [[0] * dealt if seat != obs.seat else [] for seat in range(players)]
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
        shuffle(pool, rng)  # Random.shuffle's draws, compiled with the engine
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
        spinners=obs.variant.spinners,
        draws=obs.variant.draws,
    )


__all__ = ["ALL_VALUES", "Inference", "Likelihood", "infer", "likelihood", "sample_deal",
           "sampled_round"]


# -- how likely a sampled deal makes the other seats' choices -----------------------
CHOICE_TEMPERATURE = 0.2  # per raw point: players take scoring placements far more often


@dataclass
class Choice:
    """A free choice of another seat: the tile it placed out of a hand it held then.

    ``spread[t]`` is sum(exp(beta * points)) over the placements tile ``t`` had then;
    ``later`` is the part of the hand then that the seat has placed since (known)."""

    seat: int
    spread: list[float]
    later: float


@dataclass
class Likelihood:
    """How likely the other seats' recorded choices are under a deal: each choice is
    modelled as a softmax over the placements its hand allowed (more points, more
    likely), so a deal whose hands would have offered far better placements than the
    ones actually made weighs less.  Draws and passes are hard constraints already
    (``infer``); a seat's choices before its last draw are left out, because which of
    its tiles it held then is not known."""

    choices: list[Choice]

    def weight(self, hands: list[list[int]]) -> float:
        weight = 1.0
        for choice in self.choices:
            spread = choice.spread
            weight /= choice.later + sum(spread[t] for t in hands[choice.seat])
        return weight


def likelihood(obs: Observation, beta: float = CHOICE_TEMPERATURE) -> Likelihood:
    """The choices of the other seats since their last draw, with their spreads."""
    last_draw: dict[int, int] = {}
    for index, step in enumerate(obs.timeline):
        if step.kind == DRAW:
            last_draw[step.seat] = index
    layout = Layout(obs.variant.spinners)
    rules = obs.variant  # where the ends do not score, every choice weighs alike
    choices: list[tuple[Choice, int]] = []  # with the index of the step
    plays = [(i, step) for i, step in enumerate(obs.timeline) if step.kind == PLAY]
    moves = iter(move for _, move in obs.placements)
    for index, step in plays:
        move = next(moves)
        seat = step.seat
        previous = obs.timeline[index - 1] if index else None
        forced = previous is not None and previous.kind == DRAW and previous.seat == seat
        if seat != obs.seat and not forced and index > last_draw.get(seat, -1):
            spread = [0.0] * 28
            for tile in range(28):
                if layout.placed >> tile & 1:
                    continue
                total = 0.0
                for point in layout.points_for(tile):
                    total += exp(beta * rules.placement_points(layout.sum_after(tile, point)))
                spread[tile] = total
            choices.append((Choice(seat, spread, 0.0), index))
        layout.play(*move)
    # The hand then = the hand now + the tiles the seat placed from that step on.
    for choice, index in choices:
        later = [step.tile for i, step in plays if i >= index and step.seat == choice.seat]
        choice.later = sum(choice.spread[t] for t in later)
    return Likelihood([choice for choice, _ in choices])
