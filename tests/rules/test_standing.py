"""Where each scorer stands against the target (``Match.standing``, rules/standing.py;
issue 24, item 4), checked at every position of random matches against docs/rules.md:

- Five-Up (section 8, "The target: checked after the round"): the target is checked
  after a round's settlement; the single highest score of 305 raw or more wins; a tie
  at the top plays another round; passing 305 during a round wins nothing yet.
- Exact 61 (section 9): an event past 305 is rejected, one reaching exactly 305 ends
  the match at once.

The matches start from chosen scores (as a resumed match does) so that the target is
near: ties at the top, leads during a round and lost leads all happen.
"""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest
from helpers.standing import (
    EXACT_STANDS,
    FIVE_UP_STANDS,
    TARGET,
    check,
    opening_scores,
    positions,
    scorers,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fivesup_qt.rules import EXACT_61, FIVE_UP, SHIPPED, Match, Stand, Variant

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
VARIANTS = st.sampled_from([FIVE_UP, EXACT_61])
PLAYERS = st.sampled_from([2, 3, 4])
COMMON = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}


OPENINGS = st.lists(st.integers(min_value=0, max_value=80), min_size=1, max_size=3)


@settings(max_examples=50, **COMMON)
@given(seed=SEEDS, variant=VARIANTS, players=PLAYERS, steps=OPENINGS)
def test_every_position_of_a_few_random_matches_stands_as_the_rules_say(seed, variant, players,
                                                                        steps):
    """The quick run's share of the property below (test_every_stand_happens_in_play
    sees every stand of both variants)."""
    for m in positions(variant, players, seed, opening_scores(variant, players, steps)):
        check(m)


@pytest.mark.slow  # 200 matches: .ci/run's slow step
@settings(max_examples=200, **COMMON)
@given(seed=SEEDS, variant=VARIANTS, players=PLAYERS, steps=OPENINGS)
def test_every_position_of_a_random_match_stands_as_the_rules_say(seed, variant, players,
                                                                  steps):
    for m in positions(variant, players, seed, opening_scores(variant, players, steps)):
        check(m)


def test_every_stand_happens_in_play():
    """Matches from near the target reach every stand of their variant (so the property
    above sees each one), the Five-Up tie for the top included."""
    seen: dict[Variant, Counter[Stand]] = {v: Counter() for v in SHIPPED}
    for variant in SHIPPED:
        for players in (2, 3, 4):
            for seed in range(40):
                near = [300, 295, 300] if variant is EXACT_61 else [300, 300, 300]
                for m in positions(variant, players, seed, near[:scorers(players)]):
                    seen[variant].update(check(m))
    assert set(seen[FIVE_UP]) == FIVE_UP_STANDS, seen[FIVE_UP]
    assert set(seen[EXACT_61]) == EXACT_STANDS, seen[EXACT_61]


def test_a_match_from_the_start_needs_the_whole_target():
    for variant in SHIPPED:
        m = Match.new(variant, 3, seed=1)
        for s in range(3):
            standing = m.standing(s)
            assert standing.needs == TARGET and not standing.reached and not standing.won


def test_passing_the_target_during_a_five_up_round_wins_nothing_yet():
    """docs/rules.md section 8: passing 305 during a round is not enough; at the round's
    end the settlement may take the score back below it."""
    for seed in range(200):
        m = Match(FIVE_UP, 2, seed=seed)
        m.scores = [300, 0]
        m.start_round()
        rng = Random(seed)
        passed = False
        while not m.round.is_over:
            m.play(rng.choice(m.legal_moves()))
            if not m.round.is_over and m.scores[0] >= TARGET:
                assert m.standing(0).stand is Stand.LEADING and not m.standing(0).won
                passed = True
        if passed and m.scores[0] < TARGET:  # passed, then pulled back by the settlement
            assert m.standing(0).stand is Stand.NEEDS and m.winner is None
            return
    raise AssertionError("no round passed the target and fell back below it")
