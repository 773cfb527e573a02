"""Every shipped match-equity table (ai/equity.py): Exact 61 and Five-Up, two players and
four in two teams, to every target a match may be played to (61, 41 and 31 shown). Each
is a table of chances a player would accept (in [0, 1], the two sides' chances add up to
one, equal scores even, more points never hurt), says what the scores it has no row for
are worth by the rules, gives the values a player checks by hand, agrees with a rebuild
of a slice of it from the rounds its file's seed plays, and with greedy matches played
to their end. Three players and other rule sets have no table."""

from __future__ import annotations

import json
import math
import statistics
from importlib import resources
from random import Random

import pytest

from fivesup_qt.ai import equity, equity_build
from fivesup_qt.ai.equity import SETUPS, Setup, applies, match_outcome, size, table
from fivesup_qt.ai.equity_build import (
    LOST,
    TIE,
    WON,
    mirror,
    outcome_of,
    rounds_for,
    sample_rounds,
)
from fivesup_qt.ai.match_value import MATCH_WON
from fivesup_qt.ai.playout import greedy_playout
from fivesup_qt.rules import Match
from fivesup_qt.rules.variants import EXACT_61, FIVE_UP, SHIPPED, TARGET, TARGETS, RuleSet

NAMES = [s.name for s in SETUPS]


@pytest.fixture(params=SETUPS, ids=NAMES)
def setup(request: pytest.FixtureRequest) -> Setup:
    return request.param


def header(setup: Setup) -> dict[str, object]:
    text = resources.files("fivesup_qt").joinpath("resources", setup.resource).read_text("utf-8")
    data = json.loads(text)
    del data["table"]
    return data


def chance(setup: Setup, mine: int, theirs: int) -> float:
    found = equity.chance(setup.variant, setup.players, mine, theirs, setup.target)
    assert found is not None
    return found


def test_the_four_setups_with_two_sides_have_a_table_at_every_target():
    assert {(s.variant, s.players, s.target) for s in SETUPS} == {
        (v, p, t) for v in SHIPPED for p in (2, 4) for t in TARGETS}
    for variant in SHIPPED:
        for players in (2, 4):
            for target in TARGETS:
                assert applies(variant, players, target)
            assert equity.chance(variant, players, 100, 100, 205) == 0.5
            assert equity.chance(variant, players, 100, 100, 210) is None  # no such target
        assert not applies(variant, 3, 305)  # three players: no table (docstring) ...
        assert equity.chance(variant, 3, 100, 100) is None
        found = equity.chances(variant, 3, [100, 100, 100])  # ... but a fitted model at 305
        assert found is not None and found == pytest.approx([1 / 3] * 3)
        assert equity.chances(variant, 3, [100, 100, 100], 155) is None


def test_a_rule_set_without_tables_gets_none():
    """A rule set added later (Block, Draw, All Fives are coming) has no table: every
    question by (rule set, players, target) answers None, never another's table."""
    newcomer = RuleSet("test-block", "Block", exact_target=False)
    for players in (2, 3, 4):
        for target in TARGETS:
            assert equity.setup_for(newcomer, players, target) is None
            assert not applies(newcomer, players, target)
            assert equity.chance(newcomer, players, 0, 0, target) is None
            assert equity.chances(newcomer, players, [0] * min(players, 3), target) is None


def test_the_originals_files_are_named_as_before_and_the_shorter_targets_say_theirs():
    names = {(s.variant, s.sides, s.target): s.resource for s in SETUPS}
    assert names[(EXACT_61, "2p", TARGET)] == "equity-exact61-2p.json"
    assert names[(FIVE_UP, "teams", TARGET)] == "equity-fiveup-teams.json"
    assert names[(EXACT_61, "2p", 155)] == "equity-exact61-2p-155.json"
    assert names[(FIVE_UP, "teams", 205)] == "equity-fiveup-teams-205.json"
    assert equity.setup_named("exact-61/2p/155").target == 155
    assert equity.setup_named("five-up/teams").target == TARGET


def test_chances_of_two_sides_are_the_table_read_both_ways(setup):
    top = setup.target - 5
    for mine, theirs in ((0, 0), (top // 2, top // 3), (-20, top - 10), (top, top - 5)):
        found = equity.chances(setup.variant, setup.players, [mine, theirs], setup.target)
        assert found == [chance(setup, mine, theirs), 1 - chance(setup, mine, theirs)]


def test_every_table_is_shipped_with_its_budget(setup):
    data = header(setup)
    assert data["format"] == "fivesup-equity/2"
    assert (data["variant"], data["players"], data["sides"]) == (
        setup.variant.value, setup.players, setup.sides)
    assert (data["target"], data["step"], data["floor"]) == (setup.target, 5, setup.floor)
    # the budget the file was built with: every pair, and the pairs near the target
    assert (data["rounds"], data["near_rounds"], data["near"]) == (
        setup.rounds, setup.near_rounds, equity.NEAR)
    assert 400 <= setup.rounds <= setup.near_rounds
    assert isinstance(data["seed"], int)


def test_the_values_are_chances_of_two_sides(setup):
    t = table(setup).values
    n = (setup.target - setup.floor) // 5
    assert len(t) == n and all(len(row) == n for row in t)
    assert all(0.0 <= x <= 1.0 for row in t for x in row)
    for i in range(n):
        assert t[i][i] == 0.5  # equal scores: even
        for j in range(n):
            assert t[i][j] + t[j][i] == pytest.approx(1.0, abs=2e-4)  # one of the two wins


def test_more_points_never_lower_the_chance(setup):
    """Exactly, with no allowance for noise: the build makes the table monotone
    (``equity.monotone``), in one's own score and in the other side's."""
    t = table(setup).values
    n = len(t)
    for j in range(n):
        for i in range(n - 1):
            assert t[i + 1][j] >= t[i][j], (i, j)  # 5 more of mine: never worse
            assert t[j][i + 1] <= t[j][i], (j, i)  # 5 more of theirs: never better


def test_monotone_mends_a_table_against_the_grain():
    """A cell 0.0005 against the grain (as the sampled chain left in the teams' Exact 61
    table) is mended, the table stays symmetric, and a monotone table is left as it is."""
    good = [[0.5, 0.3, 0.1], [0.7, 0.5, 0.3], [0.9, 0.7, 0.5]]
    assert equity_build.monotone(good) == good
    bad = [[0.5, 0.3, 0.1], [0.7, 0.5, 0.3], [0.6995, 0.7, 0.5]]
    bad[0][2] = 1 - bad[2][0]
    mended = equity_build.monotone(bad)
    assert mended[2][0] >= mended[1][0] and mended[0][2] <= mended[0][1]
    assert all(mended[i][j] + mended[j][i] == pytest.approx(1.0) for i in range(3)
               for j in range(3))


def test_scores_without_a_row_are_read_by_the_rules(setup):
    floor, t = setup.floor, setup.target
    assert chance(setup, floor - 40, 0) == chance(setup, floor, 0)  # below the floor: as it
    assert chance(setup, 0, floor - 40) == chance(setup, 0, floor)
    if setup.variant is EXACT_61:  # exactly the target has won
        assert chance(setup, t, t - 5) == 1.0 and chance(setup, 0, t) == 0.0
    else:  # at or above the target after a round: alone ahead has won, equal plays on
        assert chance(setup, t + 5, t + 5) == 0.5 and chance(setup, t, t) == 0.5
        assert chance(setup, t + 15, t + 5) == 1.0 and chance(setup, t + 5, t + 15) == 0.0
        assert chance(setup, t, t - 5) == 1.0


def near(raw: int) -> int:
    """A score rounded down to a multiple of 5 raw."""
    return raw - raw % equity.STEP


def test_telling_scores(setup):
    t = setup.target
    half, third, sixth = near(t // 2), near(t // 3), near(t // 6)
    assert chance(setup, 0, 0) == 0.5
    assert chance(setup, t - 5, 0) > 0.95  # 5 to go against the whole way to go
    assert chance(setup, 0, t - 5) < 0.05
    assert chance(setup, half, 0) > 0.75  # half the way ahead
    assert 0.5 < chance(setup, third, sixth) < 0.8  # a lead early: better, far from won
    # the same lead, nearer the end
    assert chance(setup, t - 55, t - 105) > chance(setup, half, half - 50)
    if setup.variant is FIVE_UP:
        assert chance(setup, -50, t - 55) < 0.05  # deep below zero against the leader
        assert 0.05 < chance(setup, -100, 0) < 0.4  # 100 behind at the start: bad, not lost
        assert chance(setup, t - 5, t - 10) > 0.5
    else:
        assert chance(setup, t - 5, t - 10) > chance(setup, t - 10, t - 5)
        if setup.floor < 0:  # teams: a partner's hand can take a score below zero
            assert chance(setup, -25, 0) < 0.5


def played_rounds(setup: Setup, scores: list[int], seed: int) -> Match:
    """A match of ``setup`` from ``scores``, played by greedy rounds until it is won."""
    rng = Random(seed)
    match = Match(setup.variant, setup.players, seed=seed, target=setup.target)
    match.scores = list(scores)
    while match.winner is None:
        before = list(match.scores)
        match.start_round()
        greedy_playout(match, rng)
        if match.winner is None:  # a round's end: the next round's start, valued by the table
            for side in (0, 1):
                value = match_outcome(match, side, before)
                p = chance(setup, match.scores[side], match.scores[1 - side])
                assert value == pytest.approx(MATCH_WON * (2 * p - 1))
            assert match_outcome(match, 0, before) == pytest.approx(
                -match_outcome(match, 1, before), abs=0.5)
    return match


def test_a_won_match_is_won_whole_and_a_round_end_by_the_chance(setup):
    """With partners the two sides are the teams: ``match.scores`` holds one score a team."""
    for seed in range(3):
        t = setup.target
        match = played_rounds(setup, [near(t * 2 // 3), near(t // 2)], seed)
        assert len(match.scores) == 2
        winner = match.winner
        assert winner is not None
        assert match_outcome(match, winner, [0, 0]) == MATCH_WON
        assert match_outcome(match, 1 - winner, [0, 0]) == -MATCH_WON


def test_a_tie_at_the_top_and_the_mirror_are_outcomes_of_their_own():
    setup = equity.setup_for(FIVE_UP, 2)
    assert setup is not None
    n = size(setup)
    match = Match(FIVE_UP, 2)
    match.scores = [310, 310]
    assert outcome_of(setup, n, match) == TIE
    match.scores = [-120, 45]  # below the floor: the floor's row
    assert outcome_of(setup, n, match) == 0 * n + (45 + 100) // 5
    for o in (WON, LOST, TIE, 0, 5, 7 * n + 3):
        assert mirror(mirror(o, n), n) == o
    assert (mirror(WON, n), mirror(TIE, n), mirror(7 * n + 3, n)) == (LOST, TIE, 3 * n + 7)


MATCHES = 300  # greedy matches played from each pair of scores


@pytest.mark.parametrize("where", ["early", "late"])
def test_greedy_matches_played_to_their_end_win_as_often_as_the_table_says(setup, where):
    """From a lead early and a lead near the end, MATCHES greedy matches (the players the
    table was built with) are played to their end; the leading side wins as often as
    the table's chance says.  Tolerance: 4 standard errors of the share won,
    sqrt(p(1 − p)/MATCHES), plus 0.03 for what the table blurs (the leader of each
    round, by lot in the table, by the rules here; one row for every score below the
    floor)."""
    t = setup.target
    scores = [near(t // 3), near(t // 6)] if where == "early" else [t - 55, t - 105]
    rng = Random(f"{setup.name}/{where}")
    won = 0
    for _ in range(MATCHES):
        match = Match(setup.variant, setup.players, seed=rng.getrandbits(32), target=t)
        match.scores = list(scores)
        while match.winner is None:
            match.start_round()
            greedy_playout(match, rng)
        won += match.winner == 0
    p = chance(setup, *scores)
    se = math.sqrt(p * (1 - p) / MATCHES)
    assert abs(won / MATCHES - p) <= 4 * se + 0.03, (scores, won / MATCHES, p)


# -- a rebuilt slice ---------------------------------------------------------------------
# the scores of the slice, where a table has them: the same distances to the target at
# every target (200, 250, 280, 300 at 305; 50, 100, 130, 150 at 155)
SLICE = (-100, -25, 0, 100, -105, -55, -25, -5)
SLICE_ROUNDS = 200


def test_a_rebuilt_slice_agrees_with_the_shipped_table(setup):
    """Every pair of the slice's scores is valued again from its first SLICE_ROUNDS
    rounds, the very rounds the file's seed played first when the table was built, each
    round's end read from the shipped table (a round can lead anywhere, so no slice of
    the chain is closed: the table is checked as the solution of its own equation).

    Tolerance: the shipped value is the mean of the same values over all the pair's N
    rounds (to the file's 4 decimals), and our n rounds are the first n of them.  The
    rounds come in twos (a deal, then the same deal with the hands exchanged), so the
    n/2 means of two are what is independent: with their spread sd, the difference has
    the standard error sd·sqrt(2/n − 2/N) (on the diagonal, whose value is 0.5 by
    symmetry, sd·sqrt(2/n)).  Each pair may differ by 4 of them, plus 1/n (a sample that
    shows no spread can still miss one round in n) and 2e-4 (rounding); the slice's mean
    difference, by 4 standard errors of a mean, plus 1/n."""
    shipped = table(setup)
    t, n = shipped.values, shipped.size
    seed = header(setup)["seed"]
    assert isinstance(seed, int)
    target = setup.target
    scores = sorted({s if i < 4 else target + s for i, s in enumerate(SLICE)
                     if setup.floor <= (s if i < 4 else target + s) < target})
    diffs, variances = [], []
    for k, mine in enumerate(scores):
        for theirs in scores[k:]:
            ys = [1.0 if o == WON else 0.0 if o == LOST else 0.5 if o == TIE
                  else t[o // n][o % n]
                  for o in sample_rounds(setup, mine, theirs, SLICE_ROUNDS, seed)]
            twos = [(a + b) / 2 for a, b in zip(ys[::2], ys[1::2])]
            full = rounds_for(setup.rounds, setup.near_rounds, mine, theirs, setup.target)
            share = 2 / SLICE_ROUNDS - (0 if mine == theirs else 2 / full)
            se = statistics.stdev(twos) * math.sqrt(share)
            diff = statistics.fmean(ys) - shipped.chance(mine, theirs)
            assert abs(diff) <= 4 * se + 1 / SLICE_ROUNDS + 2e-4, (mine, theirs, diff, se)
            diffs.append(diff)
            variances.append(se * se)
    se_mean = math.sqrt(sum(variances)) / len(diffs)
    assert abs(statistics.fmean(diffs)) <= 4 * se_mean + 1 / SLICE_ROUNDS


@pytest.mark.slow  # every pair of scores played again, 40 rounds each (14-25 s a table)
def test_the_shipped_table_is_what_the_builder_makes(setup):
    """A small rebuild from the file's seed (40 rounds a pair, more near the target in
    the shipped budget's share: the first of the shipped table's rounds) lies close to
    the shipped table everywhere: the file is not stale or hand-edited.

    Tolerance: every pair of the small build plays the same 40 rounds, so its error is
    mostly one shift shared by all pairs, the size of one pair's standard error over
    those rounds, sd·sqrt(1/40 − 1/N) ≤ 0.5·sqrt(1/40) = 0.079.  Measured when the
    tables were shipped: a mean difference of 0.006-0.026 and at most 0.09; allowed 0.05
    and 0.15 (about two of that bound)."""
    near = 40 * setup.near_rounds // setup.rounds
    seed = header(setup)["seed"]
    assert isinstance(seed, int)
    small = equity_build.build(setup, rounds=40, near_rounds=near, seed=seed, jobs=1)
    t = table(setup).values
    diffs = [abs(a - b) for row_a, row_b in zip(small, t) for a, b in zip(row_a, row_b)]
    assert sum(diffs) / len(diffs) < 0.05
    assert max(diffs) < 0.15
