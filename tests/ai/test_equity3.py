"""Three players' win chances (ai/equity3.py): a model fitted to simulated matches,
shipped with the calibration measured on held-out ones.  Its chances are chances a
player would accept (they add up to one, equal scores are even, a player's chance never
falls when it scores nor rises when another does, a won match is won), the shipped
calibration is good, and Expert's search values three-player positions by it."""

from __future__ import annotations

import json
from importlib import resources
from itertools import pairwise
from random import Random

import pytest

from fivesup_qt.ai import equity
from fivesup_qt.ai.equity import match_outcome
from fivesup_qt.ai.equity3 import SETUPS3, Model, calibration, fit, model, simulate
from fivesup_qt.ai.match_value import MATCH_WON
from fivesup_qt.ai.playout import greedy_playout
from fivesup_qt.rules import Match


@pytest.fixture(params=SETUPS3, ids=[s.variant.value for s in SETUPS3])
def setup(request: pytest.FixtureRequest):
    return request.param


def shipped(setup) -> dict:
    text = resources.files("fivesup_qt").joinpath("resources", setup.resource).read_text("utf-8")
    return json.loads(text)


def test_the_chances_add_up_and_are_even_at_equal_scores(setup):
    m = model(setup)
    rng = Random(1)
    for _ in range(300):
        scores = [setup.floor + 5 * rng.randrange((305 - setup.floor) // 5) for _ in range(3)]
        found = m.chances(scores)
        assert sum(found) == pytest.approx(1.0)
        # the seats are interchangeable: the chances follow the scores round the table
        assert m.chances(scores[1:] + scores[:1]) == pytest.approx(found[1:] + found[:1])
    assert m.chances([120, 120, 120]) == pytest.approx([1 / 3] * 3)


def test_scoring_never_lowers_ones_chance_nor_raises_the_others(setup):
    m = model(setup)
    grid = range(setup.floor, 305, 5)
    for b in range(setup.floor, 305, 35):
        for c in range(setup.floor, 305, 35):
            mine = [m.chances([a, b, c]) for a in grid]
            for before, after in pairwise(mine):
                assert after[0] >= before[0] - 1e-12
                assert after[1] <= before[1] + 1e-12 and after[2] <= before[2] + 1e-12


def test_telling_scores_and_a_won_match(setup):
    m = model(setup)
    assert m.chances([300, 0, 0])[0] > 0.95
    assert m.chances([250, 200, 0])[0] > m.chances([250, 200, 0])[1] > 0.1
    assert m.chances([305, 300, 0]) == [1.0, 0.0, 0.0]  # at the target: won
    assert m.chances([310, 310, 0]) == [0.5, 0.5, 0.0]  # Five-Up's tie at the top plays on


def test_the_shipped_model_is_calibrated_on_held_out_matches(setup):
    """What the build measured on matches it was not fitted to (another seed): in every
    tenth of the chance with 1,000 predictions or more, the share that won is within
    0.03 of the chance given, and the Brier score beats a 1/3 guess's by a fifth."""
    data = shipped(setup)
    held = data["held_out"]
    assert held["seed"] != data["seed"]
    for name in ("from_the_start", "mixed"):
        cal = held[name]
        assert cal["round_starts"] >= 20_000
        assert cal["brier"] < 0.8 * cal["brier_uniform"]
        for row in cal["bins"]:
            if row["predictions"] >= 1000:
                assert abs(row["mean_chance"] - row["share_won"]) <= 0.03, (name, row)


def test_a_small_refit_agrees_with_the_shipped_model(setup):
    """Fitted again on 600 matches of the file's seed (the first of the shipped fit's),
    the chances lie close to the shipped ones: the file is what the builder makes.
    Tolerance 0.1 on any chance: 600 matches are a 27th of the budget; measured, the
    small fit was off by up to 0.07 (Five-Up, a player at 295)."""
    data = shipped(setup)
    small = Model(setup, fit(setup, simulate(setup, 600, data["seed"])))
    m = model(setup)
    for scores in ([0, 0, 50], [150, 100, 50], [280, 200, 250], [295, 0, 100]):
        assert small.chances(scores) == pytest.approx(m.chances(scores), abs=0.1)
    assert calibration(small, simulate(setup, 100, 7))["brier"] < 0.2


def test_match_outcome_values_three_player_positions_by_the_model(setup):
    match = Match(setup.variant, 3, seed=2)
    match.scores = [100, 150, 50]
    match.start_round()
    greedy_playout(match, Random(3))
    if match.winner is None:
        found = equity.chances(setup.variant, 3, match.scores)
        assert found is not None
        for k in range(3):
            assert match_outcome(match, k, [100, 150, 50]) == pytest.approx(
                MATCH_WON * (2 * found[k] - 1))
    match.winner = 1
    assert match_outcome(match, 1, [0, 0, 0]) == MATCH_WON
    assert match_outcome(match, 0, [0, 0, 0]) == -MATCH_WON
