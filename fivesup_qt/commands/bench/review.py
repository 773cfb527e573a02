"""``fivesup-qt bench --review``: the post-game review's wall time at the default depth."""

from __future__ import annotations

import time

from ...rules.record import load_record, record_of
from .matches import long_match


def bench_review(rounds: int = 20) -> list[tuple[str, int, int, float]]:
    """Wall time of the post-game review of one seat, at the default depth, on random
    two- and four-player matches of ``rounds`` rounds: (match, rounds, decisions, s)."""
    from ...ai.judging import Judged
    from ...ai.review import DEFAULT_DEALS, review
    out = []
    for variant, players in (("five-up", 2), ("exact-61", 2), ("five-up", 4)):
        match = long_match(rounds, players, variant, seed=5)
        record = load_record(record_of(match))
        start = time.perf_counter()
        result = review(record, 0, DEFAULT_DEALS, seed=0, judged=Judged())  # nothing judged yet
        out.append((f"{variant}, {players} players", len(match.rounds), len(result.decisions),
                    time.perf_counter() - start))
    return out


def main() -> int:
    """Print each match's review time."""
    from ...ai.review import DEFAULT_DEALS

    for name, rounds, decisions, seconds in bench_review():
        print(f"review of seat 0, {name}, {rounds} rounds: {decisions} decisions at "
              f"up to {DEFAULT_DEALS} deals each in {seconds:.1f} s (target: 2 s for two players)")
    return 0
