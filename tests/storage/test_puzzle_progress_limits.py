"""Every value the puzzle progress's update writes, its own reader takes back (issue 39,
item 4): one answer took a rating of 6000 to 6000.000001, a deviation of 1000 to 1015,
the ids and the streak to 20,001, and the next start put the file aside (progress
afresh); a volatility of 0 was taken, then every answer failed ("math domain error").
The limits are declared once (``storage/puzzle_progress.py``): the reader refuses past
them, an answer keeps within them."""

from __future__ import annotations

import dataclasses
import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fivesup_qt.ai import puzzle as P
from fivesup_qt.storage.puzzle_progress import (
    DEVIATION_RANGE,
    MAX_IDS,
    RATING_RANGE,
    VOLATILITY_RANGE,
    ProgressStore,
    PuzzleProgress,
)
from fivesup_qt.ui.puzzles import solving

SHIPPED = P.load_shipped()[0]


def near(limits: tuple[float, float]) -> st.SearchStrategy[float]:
    """A value of ``limits``: at either end, a hair inside, or anywhere between."""
    low, high = limits
    hair = (high - low) * 1e-9
    return st.one_of(st.sampled_from([low, high, low + hair, high - hair]),
                     st.floats(low, high, allow_nan=False))


def ids(prefix: str, n: int) -> list[str]:
    return [f"{prefix}{k}" for k in range(n)]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rating=near(RATING_RANGE), deviation=near(DEVIATION_RANGE),
       volatility=near(VOLATILITY_RANGE), puzzle_rating=st.integers(0, 4000),
       first_try=st.booleans(), played=st.sampled_from([0, 1, MAX_IDS - 1, MAX_IDS]),
       streak=st.sampled_from([0, 1, MAX_IDS - 1, MAX_IDS]))
def test_an_answer_at_the_limits_is_written_and_read_back(rating, deviation, volatility,
                                                          puzzle_rating, first_try, played,
                                                          streak):
    progress = PuzzleProgress((rating, deviation, volatility), streak, streak,
                              ids("p", played), ids("p", min(played, streak)))
    puzzle = dataclasses.replace(SHIPPED, id="new one", rating=puzzle_rating)
    after = solving.answer(progress, puzzle, first_try)  # the puzzle screen's update
    assert after is not None and progress.played[-1] == "new one"
    with tempfile.TemporaryDirectory() as folder:
        store = ProgressStore(Path(folder) / "puzzles.json")
        store.save(progress)
        read = store.load()
        assert read.problems == []
        assert read.progress == progress
        assert solving.answer(read.progress, dataclasses.replace(puzzle, id="next"),
                              not first_try) is not None  # and the next answer too


@pytest.mark.parametrize("volatility", [0, 1e-200, 1e-163, -0.06])
def test_a_volatility_no_answer_can_use_is_refused_by_the_reader(tmp_path, volatility):
    path = tmp_path / "puzzles.json"
    path.write_text(json.dumps({"format": "fivesup-qt puzzle progress", "version": 1,
                                "rating": 1500, "deviation": 200, "volatility": volatility,
                                "streak": 3, "played": ["a"], "solved": ["a"]}))
    read = ProgressStore(path).load()
    [problem] = read.problems
    assert "'volatility' must be a number from 1e-06 to 1" in str(problem)
    assert read.progress == PuzzleProgress()
    # and the lowest volatility the reader takes still rates an answer
    low = PuzzleProgress((1500.0, 200.0, VOLATILITY_RANGE[0]))
    assert solving.answer(low, SHIPPED, True) is not None
