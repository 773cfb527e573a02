"""The puzzle progress file (``storage/puzzle_progress.py``): the rating, the streak and
the puzzles solved survive a restart; a broken file or a link in its place is refused
with a message naming it and is never written over or through."""

from __future__ import annotations

import json
import os

import pytest
from helpers.homes import bad_files, someone_elses_file

from fivesup_qt import paths
from fivesup_qt.storage.files import StorageError
from fivesup_qt.storage.puzzle_progress import ProgressStore, PuzzleProgress


def played_some() -> PuzzleProgress:
    progress = PuzzleProgress()
    progress.finished("a", True, (1580.0, 290.0, 0.06))
    progress.finished("b", True, (1640.0, 250.0, 0.06))
    progress.finished("c", False, (1600.0, 230.0, 0.06))
    progress.finished("d", True, (1630.0, 215.0, 0.06))
    return progress


def test_the_streak_counts_first_tries_in_a_row_and_a_retry_counts_for_nothing():
    progress = played_some()
    assert progress.streak == 1 and progress.best_streak == 2
    assert progress.solved == ["a", "b", "d"] and progress.played == ["a", "b", "c", "d"]
    progress.finished("c", True, (1900.0, 100.0, 0.06))  # a retry of a puzzle played before
    assert progress.rating == (1630.0, 215.0, 0.06) and progress.streak == 1


def test_progress_survives_a_restart(home_folders):
    store = ProgressStore()
    assert store.load().progress == PuzzleProgress()  # no file yet: a fresh player
    store.save(played_some())
    assert paths.puzzles_path().is_file()
    read = ProgressStore().load()
    assert read.problems == [] and read.progress == played_some()


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b'{"format": "something"}',
                                     json.dumps({"format": "fivesup-qt puzzle progress",
                                                 "version": 1, "streak": -3}).encode()])
def test_a_broken_file_is_moved_aside_and_the_player_starts_afresh(home_folders, content):
    path = paths.puzzles_path()
    path.write_bytes(content)
    store = ProgressStore()
    read = store.load()
    assert read.progress == PuzzleProgress()
    [problem] = read.problems
    assert str(path) in str(problem) and "starts afresh" in str(problem)
    [kept] = bad_files()
    assert kept.read_bytes() == content and problem.kept == kept
    store.save(played_some())  # the broken bytes are safe aside: a fresh file is written
    assert ProgressStore().load().progress == played_some()
    assert kept.read_bytes() == content


def test_a_link_in_its_place_is_refused_and_its_target_never_written(home_folders, tmp_path):
    target = someone_elses_file(tmp_path, "mine.json", json.dumps(played_some().to_json()).encode())
    before = target.read_bytes()
    path = paths.puzzles_path()
    os.symlink(target, path)
    store = ProgressStore()
    read = store.load()
    assert read.progress == PuzzleProgress()  # its target is not read either
    [problem] = read.problems
    assert "symbolic link" in str(problem)
    [kept] = bad_files()
    assert kept.is_symlink() and not os.path.lexists(path)  # the link moved, not its target
    store.save(PuzzleProgress(streak=1, best_streak=1))
    assert target.read_bytes() == before and not path.is_symlink()


def test_a_file_that_cannot_be_moved_aside_is_kept_and_nothing_saved(home_folders, tmp_path):
    path = paths.puzzles_path()
    path.write_bytes(b"{broken")
    (home_folders / "data" / "bad-files").write_bytes(b"")  # bad-files is a file: no room
    store = ProgressStore()
    read = store.load()
    assert read.problems and store.blocked is not None
    with pytest.raises(StorageError, match="not saved"):
        store.save(played_some())
    assert path.read_bytes() == b"{broken"
