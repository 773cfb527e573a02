"""Issue 23 in the running game, the file-system side: the lock's question at start-up
(finding 4) and a match the history holds after a full disk, not offered again
(finding 5).  The storage side and the sweep over every writer are in
tests/storage/test_hostile_links.py.

Finding -> tests here: 4 test_finding4_*, 5 test_finding5_*.
"""

from __future__ import annotations

import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from helpers.guards import deadline
from helpers.homes import plant
from helpers.random_play import finished
from helpers.waiting import DialogAnswer
from PySide6.QtWidgets import QMessageBox

from fivesup_qt import paths
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import Autosave, History, entry_from_match

ROOT = REPO
SEATS = [{"type": "human"}, {"type": "bot", "level": "medium"}]
NAMES = ["Ann", "Bo"]


def _bad_lock(kind: str, lock: Path) -> None:
    if kind == "text":
        lock.parent.mkdir(parents=True, exist_ok=True)
        lock.write_text("my notes, not a lock\n")
    else:
        plant(kind, lock)


WORDS = {"fifo": "FIFO", "dev-zero": "symbolic link", "folder": "folder",
         "text": "process number"}


def _click(label: str):
    def answer(dialog) -> None:
        [button] = [b for b in dialog.buttons() if b.text().replace("&", "") == label]
        button.click()
    return answer


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_finding4_the_player_may_start_anyway(qtbot, kind):
    """A lock no copy made: the question names the file and what it is; Start Anyway
    moves it whole into bad-files (the FIFO is never opened) and takes a fresh lock."""
    from fivesup_qt.app import bad_lock
    from fivesup_qt.ui.saving.single import SingleInstance

    lock = paths.lock_path()
    _bad_lock(kind, lock)
    single = SingleInstance()
    with deadline(awaited="the lock's question"):
        problem = single.lock_problem()
        assert problem is not None
        seen: list[str] = []
        answering = DialogAnswer(lambda d: (seen.append(d.text()), _click("Start Anyway")(d)),
                                 QMessageBox)
        assert bad_lock(single, problem, ask=True)
        answering.check()
    try:
        assert str(lock) in seen[0] and WORDS[kind] in seen[0], seen
        [kept] = list(paths.bad_files_dir().iterdir())
        assert (stat.S_ISFIFO if kind == "fifo" else stat.S_ISDIR)(os.lstat(kept).st_mode)
        assert single.lock.isLocked() and lock.is_file()
    finally:
        single.release()


def test_finding4_quit_leaves_the_lock_as_it_was(qtbot):
    from fivesup_qt.app import bad_lock
    from fivesup_qt.ui.saving.single import SingleInstance

    lock = paths.lock_path()
    _bad_lock("folder", lock)
    single = SingleInstance()
    with deadline(awaited="the lock's question"):
        answering = DialogAnswer(_click("Quit"), QMessageBox)
        assert not bad_lock(single, single.lock_problem() or "", ask=True)
        answering.check()
    assert lock.is_dir() and not paths.bad_files_dir().exists()
    assert not single.lock.isLocked()


@pytest.mark.parametrize("kind", list(WORDS))
def test_finding4_a_start_with_a_bad_lock_says_what_it_is_without_waiting(home, kind):
    """The real game, without a screen to ask on: no hang on a FIFO, no endless read of
    /dev/zero, no false "already running"; one error line naming the file, status 1,
    nothing changed."""
    lock = home / "data" / "fivesup-qt.lock"
    _bad_lock(kind, lock)
    env = dict(os.environ, FIVESUP_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen",
               LANG="C.UTF-8")
    try:
        proc = subprocess.run([sys.executable, "-m", "fivesup_qt"], env=env, cwd=ROOT,
                              capture_output=True, text=True, timeout=90)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the game hung on a {kind} lock (no exit after 90 s)")
    assert proc.returncode == 1, proc.stderr
    [line] = [x for x in proc.stderr.splitlines() if x.startswith("error:")]
    assert str(lock) in line and WORDS[kind] in line and "already running" not in line, line
    assert os.path.lexists(lock) and not (home / "data" / "bad-files").exists()


# -- 5. a full disk duplicated a match -----------------------------------------------------------
_finished = finished


def test_finding5_a_match_the_history_holds_is_not_offered_again(qtbot):
    """The state a full disk left: the finished match reached the history, closing its
    autosave failed, so the autosave still holds it two moves before its end.  The next
    start neither offers it nor, declined, adds it a second time as abandoned."""
    from fivesup_qt.ui.main_window import MainWindow
    from fivesup_qt.ui.saving.install import install

    match = _finished(3)
    started = "2024-08-08T08:00:00+0000"
    final = record_of(match, names=NAMES, seats=SEATS, started=started,
                      result={"winner": match.winner, "scores": list(match.scores)})
    History().append(entry_from_match(match, final, names=NAMES, seats=SEATS, started=started))
    behind = record_of(match, names=NAMES, seats=SEATS, started=started)
    behind["rounds"][-1]["moves"] = behind["rounds"][-1]["moves"][:-2]
    Autosave().save(behind)
    window = MainWindow(fast=True)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        p = install(window)
        asked: list[str] = []
        p.store.ask = lambda title, text: asked.append(text) or False  # declined, if asked
        if not p.offer_resume():
            window.start(p.default_setup(seed=5))
        qtbot.waitUntil(lambda: window.controller.match is not None, timeout=10_000)
        assert asked == [], "the match the history holds was offered again"
        assert [e.started for e in History().read().entries] == [started]
        assert not Autosave().path.exists() or Autosave().load().loaded is None or \
            Autosave().load().loaded.data.get("started") != started
    finally:
        window.controller.shutdown()
