"""Issue 22, item 3, in the window: a computer seat whose search raises still plays (the
first legal move), the traceback is in the log, and the player is told in words; Help >
About copies the diagnostics a bug report needs."""

from __future__ import annotations

import logging

import pytest
import tomllib
from helpers import REPO
from helpers.windows import find_seed, human_vs_bot
from helpers.worker_jobs import exploding
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from fivesup_qt import logs
from fivesup_qt.rules import Match
from fivesup_qt.rules.round import PLAY
from fivesup_qt.ui.words.voice import bare

ROOT = REPO


@pytest.fixture
def log_file(home):
    """The game's log file in the test's data folder, as ``run_gui`` sets it up."""
    (home / "data").mkdir(exist_ok=True)
    path = logs.install(hooks=False)
    assert path is not None
    yield path
    logs.uninstall()


def test_a_failing_computer_search_is_logged_and_told_and_the_computer_still_plays(
        make_window, qtbot, monkeypatch, log_file, logged_errors):
    def broken_search(level, match, seat, seed):
        return exploding(RuntimeError, "the search exploded")  # raises in the worker

    monkeypatch.setattr("fivesup_qt.ui.play.computer.bot_move_job", broken_search)
    seed = find_seed(lambda m: m.round.turn == 1)  # the computer leads
    window = make_window(human_vs_bot(seed))  # waits for the human's turn: the bot has played
    match = window.controller.match
    kind, tile, seat = match.round.history()[0]
    fresh = Match.new(match.variant, match.players, seed=seed, auto_forced=False)
    assert (kind, seat) == (PLAY, 1) and tile == fresh.legal_moves()[0][0]  # the fallback move
    # the player is told, in the log panel the match is told in
    shown = bare(window.panel.log.toPlainText())
    assert "Bot1's search failed; it played the first legal move instead" in shown
    assert "Details are in the log file" in shown
    # and the log has the traceback
    text = log_file.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "RuntimeError: the search exploded" in text and "in exploding_job" in text
    errors = logged_errors.take()
    assert errors and all(r.exc_info and "exploded" in str(r.exc_info[1]) for r in errors)


def test_the_status_line_says_the_computer_fell_back(make_window, qtbot, monkeypatch,
                                                      logged_errors):
    def broken_search(level, match, seat, seed):
        return exploding(RuntimeError, "the search exploded")  # raises in the worker

    monkeypatch.setattr("fivesup_qt.ui.play.computer.bot_move_job", broken_search)
    seen: list[str] = []
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.turn == 0)))
    window.controller.status.connect(lambda text, error: seen.append(window.status_label.text()))
    seat, tile_point = 0, window.controller.match.legal_moves()[0]
    assert window.controller.play(*tile_point) is None  # the human plays; the bot answers
    qtbot.waitUntil(lambda: window.controller.human_to_act() == seat
                    or window.controller.match.round.is_over, timeout=10_000)
    assert any("search failed" in bare(text) for text in seen), seen
    assert logged_errors.take()


def test_about_copies_the_diagnostics_to_the_clipboard(make_window, qtbot, home, log_file):
    logging.getLogger("fivesup_qt.test").warning("a line logged just now 4|4")
    window = make_window(human_vs_bot(1))
    box = window.show_about()
    qtbot.waitExposed(box)
    QApplication.clipboard().clear()
    qtbot.mouseClick(box.copy_button, Qt.MouseButton.LeftButton)
    text = QApplication.clipboard().text()
    version = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
    assert f"fivesup-qt {version}" in text
    assert f"Data folder: {home / 'data'}" in text
    assert "a line logged just now 4|4" in text.splitlines()[-1]
    assert "Qt: Qt 6." in text and "Python: 3." in text
    assert "Arabic text drawn with: " in text and "devicePixelRatio" in text
    assert QApplication.font().family() in text
    assert "clipboard" in box.told.text()  # the player is told where it went
    box.close()


def test_qt_messages_go_to_the_log_at_their_level(qtbot, caplog, logged_errors):
    from PySide6.QtCore import qCritical, qWarning

    from fivesup_qt.ui.startup import quiet_qt_messages

    quiet_qt_messages()  # what run_gui installs
    with caplog.at_level(logging.DEBUG):
        qWarning("a warning from Qt")
        qCritical("a critical message from Qt")
        qWarning("This plugin does not support propagateSizeHints()")  # offscreen noise
    said = {(r.name, r.levelno, r.getMessage()) for r in caplog.records if r.name.startswith("qt")}
    assert ("qt", logging.WARNING, "a warning from Qt") in said
    assert ("qt", logging.ERROR, "a critical message from Qt") in said
    assert not any("propagateSizeHints" in message for _, _, message in said)
    assert [r.getMessage() for r in logged_errors.take()] == ["a critical message from Qt"]


def test_a_failing_hint_is_logged_and_told(make_window, qtbot, monkeypatch, logged_errors):
    def broken_hint(match, seat, seed, seconds, level="hard"):
        return exploding(ZeroDivisionError, "the hint exploded")

    monkeypatch.setattr("fivesup_qt.ui.play.hinter.hint_job", broken_hint)
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.turn == 0)))
    c = window.controller
    assert c.request_hint() is None
    qtbot.waitUntil(lambda: not c.hinter.busy, timeout=10_000)
    assert "The hint could not be worked out" in bare(window.status_label.text())
    [error] = logged_errors.take()
    assert isinstance(error.exc_info[1], ZeroDivisionError)
