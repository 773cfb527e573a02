"""Random playouts on the real engine: the bench's loop and the search bots' rollouts."""

from __future__ import annotations

from random import Random

from ..rules.match import Match


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
