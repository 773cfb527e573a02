"""Where each scorer stands, checked against the rules as docs/rules.md states them (the
standing query's tests in tests/rules/test_standing.py and the panel's in
tests/ui/side/test_standing_panel.py share it)."""

from __future__ import annotations

from collections.abc import Iterator
from random import Random

from fivesup_qt.rules import EXACT_61, FIVE_UP, Match, Stand, Variant

FIVE_UP_STANDS = {Stand.NEEDS, Stand.LEADING, Stand.BEHIND, Stand.TIED, Stand.WON}
EXACT_STANDS = {Stand.NEEDS_EXACTLY, Stand.REACHED_EXACTLY}
TARGET = 305  # docs/rules.md: 305 raw, shown as 61 (stated here, not read from the code)


def scorers(players: int) -> int:
    return 2 if players == 4 else players  # partners opposite share a score


def opening_scores(variant: Variant, players: int, steps: list[int]) -> list[int]:
    """Scores a match can hold between two rounds, from ``steps`` (fives): Exact 61
    below the target; Five-Up with no lone top at or past it (that would have won)."""
    n = scorers(players)
    scores = [5 * (steps[i % len(steps)] % (61 if variant is EXACT_61 else 81))
              for i in range(n)]
    top = max(scores)
    if variant is FIVE_UP and top >= TARGET and scores.count(top) == 1:
        scores[(scores.index(top) + 1) % n] = top  # the top tied: the match goes on
    return scores


def positions(variant: Variant, players: int, seed: int, scores: list[int],
              max_rounds: int = 120) -> Iterator[Match]:
    """A random match from ``scores``, at its start and after every placement (a round's
    end included, with its settlement) until it is won or ``max_rounds`` are played."""
    m = Match(variant, players, seed=seed)
    m.scores = list(scores)
    m.start_round()
    rng = Random(seed)
    yield m
    while not m.is_over and len(m.rounds) <= max_rounds:
        if m.round.is_over:
            m.start_round()
            yield m
            continue
        m.play(rng.choice(m.legal_moves()))
        yield m


def check(m: Match) -> list[Stand]:
    """Every scorer's standing agrees with the rules; returns the stands."""
    standings = [m.standing(s) for s in range(len(m.scores))]
    winners = [s for s, standing in enumerate(standings) if standing.won]
    # exactly one scorer has won, and only when the match is over with that winner
    assert winners == ([] if m.winner is None else [m.winner]), (m.scores, standings)
    round_over = m.round.is_over
    for s, standing in enumerate(standings):
        score = m.scores[s]
        stand = standing.stand
        higher = any(other > score for other in m.scores)
        # what it needs adds up to the target; nothing once the target is reached
        if score < TARGET:
            assert not standing.reached
            assert score + standing.needs == TARGET and standing.needs % 5 == 0
        else:
            assert standing.reached and standing.needs == 0
        if m.variant is EXACT_61:
            assert score <= TARGET, "Exact 61 never passes the target"
            assert stand is (Stand.REACHED_EXACTLY if score == TARGET else Stand.NEEDS_EXACTLY)
            assert (score == TARGET) == (m.winner == s)
            continue
        assert stand in FIVE_UP_STANDS
        if score < TARGET:
            assert stand is Stand.NEEDS  # below the target, whoever leads or has won
        elif m.winner == s:
            assert stand is Stand.WON
            assert round_over and not higher and m.scores.count(score) == 1
        elif m.winner is not None or higher:
            assert stand is Stand.BEHIND  # another side won, or a higher score leads
        elif round_over:  # settled, at the top, past the target, no winner: a shared top
            assert stand is Stand.TIED and m.scores.count(score) >= 2
        else:  # during the round the target is not checked yet
            assert stand is Stand.LEADING
    return [standing.stand for standing in standings]
