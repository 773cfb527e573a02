"""The matches the benches time, in a module of their own: the engine's benches
(``bench --review``, the replay process) and the window's (``ui/lag_probe.py``, which
``bench --gui`` reaches) both use them, and neither imports the other for them."""

from __future__ import annotations

from random import Random

from ...rules.match import Match


def long_match(rounds: int = 20, players: int = 4, variant: str = "five-up", seed: int = 3) -> Match:
    """A random match of at least ``rounds`` rounds (fewer when it ends before)."""
    rng = Random(seed)
    match = Match.new(variant, players, seed=seed)
    while len(match.rounds) < rounds or not match.round.is_over:
        if match.round.is_over:
            if match.is_over:
                break
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
    return match
