"""Random legal play, the one way the file tests make a match worth saving."""

from __future__ import annotations

import random

from fivesup_qt.rules import Match


def play(match: Match, moves: int, seed: int | random.Random = 1) -> Match:
    """Make ``moves`` placements (dealing rounds as needed) or stop at the match's end;
    ``seed`` is the moves' seed, or the generator to draw them from."""
    rng = seed if isinstance(seed, random.Random) else random.Random(seed)
    for _ in range(moves):
        if match.is_over:
            break
        if match.round.is_over:
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
    return match


def finished(seed: int = 3, players: int = 2, variant: str = "five-up",
             target: int = 305) -> Match:
    """A whole match of random play, dealt and played from ``seed``, to ``target``."""
    match = play(Match.new(variant, players, seed=seed, target=target), 1_000_000, seed)
    assert match.is_over
    return match
