"""A progress file with a volatility of 0 (issue 39, item 4): the window took it, then
every answer raised "math domain error": no verdict, nothing saved.  Now the reader
refuses it (the player told why, the file kept in bad-files) and the answer is judged
and saved."""

from __future__ import annotations

import json

from helpers.gui import drag, hand_point, zone_point
from helpers.homes import bad_files

from fivesup_qt import paths
from fivesup_qt.rules import parse_move
from fivesup_qt.storage.puzzle_progress import ProgressStore
from fivesup_qt.ui.words.voice import bare

from .test_puzzle_window import line_done, open_puzzle, opened, shot, translated

__all__ = ["open_puzzle"]  # the fixture, shared


def test_a_zero_volatility_file_still_gives_a_verdict(bare_window, qtbot, monkeypatch,
                                                     open_puzzle):
    path = paths.puzzles_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    zero = json.dumps({"format": "fivesup-qt puzzle progress", "version": 1,
                       "rating": 1500, "deviation": 200, "volatility": 0, "streak": 3,
                       "best_streak": 3, "played": ["x"], "solved": ["x"]}).encode()
    path.write_bytes(zero)
    window = opened(bare_window(), qtbot, monkeypatch, [open_puzzle])
    assert window.problem_label.isVisible() and "volatility" in window.problem_label.text()
    [kept] = bad_files()
    assert kept.read_bytes() == zero
    shot(window, "zero-volatility-refused")
    tile, point = parse_move(open_puzzle.solution)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    assert bare(translated("Right!")) in bare(window.feedback.toPlainText())
    saved = ProgressStore().load()
    assert saved.problems == [] and saved.progress.streak == 1
    assert saved.progress.rating is not None and saved.progress.rating[2] > 0
    shot(window, "zero-volatility-answered")
    window.close()
