"""Accuracy and the level it matches: the formula as documented, the points conversion
for setups without a win-chance table, and the shipped calibration's levels in order."""

from __future__ import annotations

import json
import math
from itertools import pairwise

import pytest

from fivesup_qt.ai import calibrate, calibration
from fivesup_qt.ai.accuracy import DECAY, accuracy_of, loss_pp, mean_accuracy, pp_per_raw
from fivesup_qt.ai.equity import chance
from fivesup_qt.ai.levels import LEVELS
from fivesup_qt.rules.variants import Variant


def test_accuracy_is_lichess_formula_with_the_stated_decay():
    """103.1668 e^(-K loss) - 3.1669, clipped to 0..100, K as docs/review-format.md says."""
    from pathlib import Path

    doc = (Path(__file__).parents[2] / "docs" / "review-format.md").read_text(encoding="utf-8")
    assert f"{DECAY:.4f}" in doc
    for loss in (0.0, 0.3, 1.0, 2.5, 7.0):
        assert accuracy_of(loss) == pytest.approx(
            max(0.0, 103.1668 * math.exp(-DECAY * loss) - 3.1669))
    assert accuracy_of(0.0) == pytest.approx(100.0, abs=1e-3)
    assert accuracy_of(100.0) == 0.0
    values = [accuracy_of(x / 10) for x in range(200)]
    assert values == sorted(values, reverse=True)  # more given up, less accurate


def test_points_convert_at_the_tables_slope_at_the_start_of_a_match():
    for variant in Variant:
        ahead = chance(variant, 2, 10, 0)
        assert ahead is not None
        assert pp_per_raw(variant) == pytest.approx(100 * (ahead - 0.5) / 10, rel=0.15)
        assert 0.2 < pp_per_raw(variant) < 0.6
        assert loss_pp(None, 10.0, variant) == pytest.approx(10 * pp_per_raw(variant))
        assert loss_pp(1.5, 10.0, variant) == 1.5  # a chance loss is used as it is
    assert mean_accuracy([]) is None and mean_accuracy([80.0, 90.0]) == 85.0


def sample_data() -> dict:
    level = [{"level": lv.bot, "title": t, "accuracy": a, "low": a - 1, "high": a + 1,
              "matches": 4, "decisions": 100}
             for lv, t, a in zip(LEVELS, ("Easy", "Medium", "Hard", "Expert"), (60, 75, 83, 89))]
    return {"format": calibration.FORMAT,
            "setups": [{"variant": "exact-61", "players": 2, "levels": level}]}


def test_level_of_names_the_levels_around_an_accuracy():
    place = calibration.level_of(86.0, Variant.EXACT_61, 2, sample_data())
    assert place is not None and place.accuracy == 86.0
    assert (place.below.title, place.below.accuracy) == ("Hard", 83)
    assert (place.above.title, place.above.accuracy) == ("Expert", 89)
    top = calibration.level_of(95.0, Variant.EXACT_61, 2, sample_data())
    assert top.below.level == "expert" and top.above is None
    bottom = calibration.level_of(40.0, Variant.EXACT_61, 2, sample_data())
    assert bottom.below is None and bottom.above.level == "random"
    assert calibration.level_of(86.0, Variant.FIVE_UP, 3, sample_data()) is None
    assert place.to_json() == {"accuracy": 86.0,
                               "below": {"level": "hard", "title": "Hard", "accuracy": 83},
                               "above": {"level": "expert", "title": "Expert", "accuracy": 89}}


def shipped_setups() -> list[dict]:
    return calibration.shipped()["setups"]


def test_the_shipped_calibration_names_its_run():
    data = calibration.shipped()
    for key in ("seed", "matches", "bot_deals", "review_deals", "decay", "seconds"):
        assert key in data, key
    assert data["decay"] == pytest.approx(DECAY)  # measured with the accuracy shipped
    assert {(s["variant"], s["players"]) for s in data["setups"]} >= {
        ("exact-61", 2), ("five-up", 2)}


# the setups the shipped run is sized to tell every level apart in (the most matches)
SIZED = {("exact-61", 2), ("five-up", 2)}


@pytest.mark.parametrize("setup", [f"{s['variant']}/{s['players']}p" for s in shipped_setups()])
def test_the_levels_are_ordered_with_intervals_apart(setup):
    """Easy < Medium < Hard < Expert in every setup; in the two-player setups each
    level's 95% interval lies below the next's; the file says where that holds."""
    [found] = [s for s in shipped_setups() if f"{s['variant']}/{s['players']}p" == setup]
    levels = found["levels"]
    assert [lv["level"] for lv in levels] == [lv.bot for lv in LEVELS]
    for lower, upper in pairwise(levels):
        assert lower["low"] <= lower["accuracy"] <= lower["high"]
        assert lower["accuracy"] < upper["accuracy"], (setup, lower, upper)
    apart = all(lower["high"] < upper["low"] for lower, upper in pairwise(levels))
    assert found["separated"] == apart
    if (found["variant"], found["players"]) in SIZED:
        assert apart, levels
    variant = Variant.parse(found["variant"])
    place = calibration.level_of(levels[2]["accuracy"] + 0.01, variant, found["players"])
    assert place is not None and place.below.level == "hard"


def test_a_small_calibration_runs_and_writes_the_shipped_format(tmp_path):
    out = tmp_path / "calibration.json"
    assert calibrate.main(["--matches", "2", "--seed", "3", "--bot-deals", "4",
                             "--review-deals", "4", "--setup", "five-up/2p",
                             "--out", str(out)]) == 0
    data = calibration.load(out.read_text(encoding="utf-8"))
    shipped = calibration.shipped()
    assert set(data) <= set(shipped)  # the shipped file also names its runs and engine
    assert (data["seed"], data["matches"], data["bot_deals"], data["review_deals"]) == (3, 2, 4, 4)
    [setup] = data["setups"]
    assert (setup["variant"], setup["players"]) == ("five-up", 2)
    assert set(setup["levels"][0]) == set(shipped["setups"][0]["levels"][0])
    assert set(setup) == set(shipped["setups"][0])
    assert sum(lv["matches"] for lv in setup["levels"]) == 4  # two seats in each of 2 matches
    json.dumps(data)
