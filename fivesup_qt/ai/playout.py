"""Playouts on the real engine: the bench's random loop and the search bots' rollouts."""

from __future__ import annotations

from random import Random

from ..rules.match import Match
from .valuation import points_now, worth


def random_playout(match: Match, rng: Random) -> int:
    """Play the current round to its end with uniform random legal moves.

    Returns the number of placements made.  Forced draws and passes are the
    engine's own (``auto_forced``).
    """
    rnd = match.round
    random = rng.random  # an index from random() is uniform enough and twice as fast as choice
    legal_moves = rnd.legal_moves
    push = match.push
    placements = 0
    while rnd.end is None and match.winner is None:
        moves = legal_moves()
        push(moves[int(random() * len(moves))])
        placements += 1
    return placements


def greedy_playout(match: Match, rng: Random) -> int:
    """Play the round to its end, every seat taking the move worth most now
    (random among equals): a plausible, fast model of all the players."""
    rnd = match.round
    layout = rnd.layout
    random = rng.random
    placements = 0
    while rnd.end is None and match.winner is None:
        moves = rnd.legal_moves()
        if len(moves) > 1:
            score = match.scores[match.scorer_of[rnd.turn]]
            best = -1
            choices = moves
            for move in moves:
                value = worth(match.variant, score, points_now(layout, move))
                if value > best:
                    best, choices = value, [move]
                elif value == best:
                    choices.append(move)
            moves = choices
        match.push(moves[int(random() * len(moves))])
        placements += 1
    return placements
