"""A match started from scores of its own (a puzzle's position, a table of chances):
its scores are always the opening scores plus its accepted events, read back the same
way by every reader of its past, and Exact 61 never passes the target from there."""

from __future__ import annotations

from random import Random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fivesup_qt.rules import Match
from fivesup_qt.rules.positions import Positions
from fivesup_qt.rules.variants import rule_set


def opening(variant: str, players: int, target: int, rng: Random) -> list[int]:
    """Scores a match could stand at before a round: multiples of 5 below the target."""
    low = 0 if rule_set(variant).exact_target else -50
    scorers = 2 if players == 4 else players
    return [low + 5 * rng.randrange((target - low) // 5) for _ in range(scorers)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), variant=st.sampled_from(["five-up", "exact-61"]),
       players=st.sampled_from([2, 3, 4]), target=st.sampled_from([305, 205, 155]))
def test_a_match_from_opening_scores_adds_its_events_to_them(seed, variant, players, target):
    rng = Random(seed)
    start = opening(variant, players, target, rng)
    m = Match.new(variant, players, seed=seed, target=target, scores=start)
    assert m.scores == start and m.round_scores() == [start]
    for _ in range(12):  # a few rounds, or the match's end
        while not m.round.is_over:
            m.push(rng.choice(m.legal_moves()))
        if m.is_over:
            break
        m.start_round()
    accepted = list(start)
    for event in m.events:
        if event.accepted:
            accepted[event.scorer] += event.points
    assert m.scores == accepted
    assert list(m.score_series()[-1][1]) == m.scores if m.events else m.scores == start
    assert m.round_scores()[-1] == m.scores
    if rule_set(variant).exact_target:
        assert max(m.scores) <= target
    if m.is_over:
        assert m.scores[m.winner] == max(m.scores) and m.scores[m.winner] >= target
    positions = Positions(m)
    assert positions.position(0, 0).scores == start
    assert positions.blank().scores == start
    last = positions.position(len(m.rounds) - 1, positions.moves(len(m.rounds) - 1))
    assert last.scores == m.scores
    assert m.copy().round_scores() == m.round_scores()


@pytest.mark.parametrize("scores", [[10], [10, 20, 30], [10, True], [10, 2.5], ["10", 0]])
def test_opening_scores_one_whole_number_a_scorer(scores):
    with pytest.raises(ValueError, match="starts from 2 whole scores"):
        Match.new("five-up", 2, seed=1, scores=scores)
