"""Match equity in two-player Exact 61 (ai/equity.py): the table Expert plays by is a
chance table a player would accept (shape, symmetry, more points never hurt), the solver
handles rounds that leave the scores unchanged, and Expert values a played-out round by
it.  Every table's properties, and the rebuild check: tests/ai/test_win_chance.py."""

from __future__ import annotations

from random import Random

import pytest

from fivesup_qt.ai import equity
from fivesup_qt.ai.equity import match_outcome, setup_for, table
from fivesup_qt.ai.equity_build import LOST, TIE, WON, solve
from fivesup_qt.ai.expert import ExpertBot, ExpertBudget
from fivesup_qt.ai.match_value import MATCH_WON
from fivesup_qt.rules import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.tiles import parse_move, parse_tile
from fivesup_qt.rules.variants import EXACT_61

SIZE = 61  # scores 0, 5, ..., 300


def chance(mine: int, theirs: int) -> float:
    found = equity.chance(EXACT_61, 2, mine, theirs)
    assert found is not None
    return found


def test_the_table_is_a_table_of_chances():
    setup = setup_for(EXACT_61, 2)
    assert setup is not None and setup.floor == 0
    t = table(setup).values
    assert len(t) == SIZE and all(len(row) == SIZE for row in t)
    assert all(0.0 <= x <= 1.0 for row in t for x in row)
    for i in range(SIZE):
        assert t[i][i] == pytest.approx(0.5)
        for j in range(SIZE):
            assert t[i][j] + t[j][i] == pytest.approx(1.0, abs=2e-4)  # one of the two wins


def test_telling_scores():
    assert chance(0, 0) == pytest.approx(0.5)
    assert chance(150, 0) > 0.9  # a lead of 150 raw is nearly a won match
    assert chance(300, 0) > 0.95  # one exact 5 to go
    assert chance(300, 295) > chance(295, 300)
    assert chance(-10, 0) == chance(0, 0)  # never happens with two players: read as 0
    assert chance(305, 300) == 1.0 and chance(300, 305) == 0.0  # exactly 305 has won


def test_solve_follows_rounds_that_change_nothing():
    """A state that half the time is won and half the time stays as it was is won
    for sure; its mirror is lost for sure; a state won or lost at even odds is 0.5."""
    samples = [[WON, LOST] for _ in range(SIZE * SIZE)]
    here, mirror = 60 * SIZE + 0, 0 * SIZE + 60
    samples[here] = [WON, here]
    samples[mirror] = [LOST, mirror]
    solved = solve(samples, SIZE)
    assert solved[60][0] == pytest.approx(1.0, abs=1e-4)
    assert solved[0][60] == pytest.approx(0.0, abs=1e-4)
    assert solved[30][20] == pytest.approx(0.5)


def test_solve_counts_a_tie_at_the_top_as_even():
    """A Five-Up round that leaves the two sides equal at or above the target plays
    another round between equal sides: half a win, wherever it came from."""
    n = 3
    samples = [[TIE] for _ in range(n * n)]
    samples[2 * n + 0] = [TIE, WON]  # half even, half won: 0.75
    samples[0 * n + 2] = [TIE, LOST]
    solved = solve(samples, n)
    assert solved[1][0] == pytest.approx(0.5)
    assert solved[2][0] == pytest.approx(0.75)
    assert solved[0][2] == pytest.approx(0.25)


def _round_over_at(scores: list[int]) -> Match:
    """A two-player Exact 61 match whose round is dominoed by seat 0 from ``scores``."""
    match = Match("exact-61", 2)
    hands = [["1|4"], ["0|0", "1|1"]]
    tiles = [[parse_tile(t) for t in h] for h in hands]
    stock = [t for t in range(28) if t not in tiles[0] + tiles[1]]
    match.start_round(0, tiles, stock)
    match.scores[:] = scores
    match.play(parse_move("1|4"))
    assert match.round.is_over
    return match


def test_a_played_out_round_is_valued_by_the_match():
    match = _round_over_at([100, 200])
    a, b = match.scores  # the settlement: 0+0+1+1 = 2 pips round to 0; 1|4 scored 5
    assert match_outcome(match, 0, [100, 200]) == pytest.approx(
        MATCH_WON * (2 * chance(a, b) - 1))
    assert match_outcome(match, 1, [100, 200]) == pytest.approx(
        -match_outcome(match, 0, [100, 200]), abs=0.5)
    won = _round_over_at([300, 0])
    assert won.winner == 0
    assert match_outcome(won, 0, [300, 0]) == MATCH_WON
    assert match_outcome(won, 1, [300, 0]) == -MATCH_WON


def test_expert_plays_for_the_match_and_explains_in_points():
    """In two-player Exact 61 Expert chooses by the match (its choice is among the moves
    the match valuer ranks best); its hints and reviews still speak points."""
    for seed in range(50):
        match = Match.new("exact-61", 2, seed=seed)
        for _ in range(3):
            match.play(match.legal_moves()[0])
        match.scores[:] = [280, 290]
        obs = observe(match, match.turn)
        if not match.round.is_over and len(obs.legal_moves) > 1:
            break
    else:
        pytest.fail("no position with a choice")
    budget = ExpertBudget(seconds=float("inf"), deals=8, min_deals=8)
    by_match = dict(ExpertBot(budget).match_values(obs, Random(1)) or [])
    best = max(by_match.values())
    assert by_match[ExpertBot(budget).choose(obs, Random(1))] == best
    points = ExpertBot(budget).evaluate(obs, Random(1), every_move=True)
    judged, judged_by_match = ExpertBot(budget).judge(obs, Random(1))
    assert points.values == [(a.move, a.value) for a in judged]
    # one search gives both: the same deals and playouts as each valuation alone
    assert judged_by_match == ExpertBot(budget).match_values(obs, Random(1), every_move=True)


def test_expert_hint_gives_expert_move_with_facts_in_points():
    """Asked for Expert's own ranking (``judged=None``: the game's hints rank as the
    review judges), the hint in two-player Exact 61 is the move Expert's match valuation
    ranks first; its value stays the points' one the card explains."""
    from fivesup_qt.ai.hard import Budget
    from fivesup_qt.ai.hints import hint

    budget = Budget(seconds=float("inf"), deals=8, min_deals=8)
    checked = 0
    for seed in range(30):
        match = Match.new("exact-61", 2, seed=seed)
        for _ in range(4):
            if not match.round.is_over:
                match.play(match.legal_moves()[0])
        match.scores[:] = [250, 270]
        if match.round.is_over or len(match.legal_moves()) < 2:
            continue
        obs = observe(match, match.turn)
        given = hint(obs, Random(2), budget, level="expert", judged=None)  # Expert's own ranking
        expert = ExpertBot(ExpertBudget(seconds=float("inf"), deals=8, min_deals=8))
        judged, match_values = expert.judge(obs, Random(2))
        points = {a.move: a.value for a in judged}
        by_match = dict(match_values or [])
        assert by_match[given.best.move] == max(by_match.values())
        assert given.best.value == points[given.best.move]
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("variant, players, for_match", [
    ("exact-61", 2, True), ("exact-61", 4, True), ("five-up", 2, True), ("five-up", 4, True),
    ("exact-61", 3, False), ("five-up", 3, False)])
def test_expert_plays_for_the_match_in_every_setup_with_a_table(variant, players, for_match):
    """Expert values moves by the chance of winning the match wherever a table is shipped
    (two players, four in teams, both variants); three players are played for points."""
    match = Match.new(variant, players, seed=3)
    obs = observe(match, match.turn)
    expert = ExpertBot(ExpertBudget(seconds=float("inf"), deals=4, min_deals=4))
    assert expert.plays_for_match(obs) is for_match
    assert (expert.match_values(obs, Random(1)) is not None) is for_match
    points_only = ExpertBot(ExpertBudget(seconds=float("inf"), deals=4, min_deals=4),
                            for_match=False)
    assert not points_only.plays_for_match(obs)
    assert points_only.match_values(obs, Random(1)) is None


def test_the_points_baseline_is_expert_without_the_match():
    """``expert-points:N`` (the baseline of the strength tables) is Expert with N deals
    playing for points; it is no level, so records never name it."""
    from fivesup_qt.ai.bots import BOTS, make_bot

    bot = make_bot("expert-points:16")
    assert isinstance(bot, ExpertBot) and not bot.for_match and bot.budget.deals == 16
    assert make_bot("expert:16").for_match
    assert "expert-points" not in BOTS
