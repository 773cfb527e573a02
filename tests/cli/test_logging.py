"""Issue 22, item 3: failures are on record.  The game writes a bounded, rotated log file
in its data folder that never follows a link nor writes into a special file, and a log
file it cannot use never stops it; ``--verbose`` shows the debug lines; an exception
nobody caught is logged with its traceback."""

from __future__ import annotations

import io
import logging
import os
import platform
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from helpers import REPO
from helpers.guards import HANG_S, wait_for
from helpers.homes import make_folders, private_home

from fivesup_qt import logs

ROOT = REPO
MB = 1_000_000  # the bound: 1 MB a file, three older files beside it
BACKUPS = 3
LOG_NAME = "fivesup-qt.log"


@pytest.fixture
def home(tmp_path):
    with pytest.MonkeyPatch.context() as mp:  # apart from the test's own monkeypatch
        home = make_folders(private_home(tmp_path, mp))
        yield home
    logs.uninstall()


def capture_stderr(monkeypatch) -> io.StringIO:
    """What the game says on stderr, from now on (a plain buffer, set in the test's body:
    pytest's own capture is set again between setup and call, and ``no_hang``'s
    faulthandler keeps the real stream)."""
    buffer = io.StringIO()
    monkeypatch.setattr(sys, "stderr", buffer)
    return buffer


def said(buffer: io.StringIO) -> str:
    text = buffer.getvalue()
    buffer.seek(0)
    buffer.truncate()
    return text


def log_files(folder: Path) -> dict[str, int]:
    return {p.name: p.stat().st_size for p in folder.iterdir() if p.name.startswith(LOG_NAME)}


def test_the_log_file_is_written_and_rotated_within_its_bound(home):
    used = logs.install(hooks=False)
    assert used == home / "data" / LOG_NAME
    log = logging.getLogger("fivesup_qt.test")
    log.debug("not in the file by default")
    line = "ب" * 300 + " {n}"  # two bytes a letter: the bound is in bytes, not letters
    for n in range(8000):  # about 5 MB in all: rotated more often than it keeps files
        log.info(line.format(n=n))
    files = log_files(home / "data")
    assert set(files) == {LOG_NAME} | {f"{LOG_NAME}.{i}" for i in range(1, BACKUPS + 1)}
    assert all(size <= MB for size in files.values()), files
    assert sum(files.values()) > 3 * MB  # the older files are full ones
    newest = (home / "data" / LOG_NAME).read_text(encoding="utf-8")
    assert newest.rstrip("\n").endswith(line.format(n=7999))
    assert "not in the file by default" not in newest
    assert logs.tail(lines=1)[0].endswith(line.format(n=7999))


def test_a_symlinked_log_path_is_refused_and_logging_goes_on(home, tmp_path, monkeypatch):
    victim = tmp_path / "someone-else.txt"
    victim.write_text("theirs\n")
    (home / "data" / LOG_NAME).symlink_to(victim)
    stderr = capture_stderr(monkeypatch)
    assert logs.install(hooks=False) is None
    logging.getLogger("fivesup_qt.test").warning("still said on the terminal")
    assert victim.read_text() == "theirs\n"
    assert (home / "data" / LOG_NAME).is_symlink()
    err = said(stderr)
    assert err.count("cannot be written") == 1 and "symbolic link" in err
    assert "still said on the terminal" in err


def test_a_fifo_log_path_is_refused_without_blocking(home, no_hang, monkeypatch):
    os.mkfifo(home / "data" / LOG_NAME)
    stderr = capture_stderr(monkeypatch)
    assert logs.install(hooks=False) is None
    logging.getLogger("fivesup_qt.test").warning("still said")
    assert logs.tail() == []  # the diagnostics never read a FIFO either
    err = said(stderr)
    assert "FIFO" in err and "still said" in err


def test_rotation_never_follows_a_link_nor_touches_a_special_file(home, tmp_path, no_hang,
                                                                  monkeypatch):
    data = home / "data"
    victim = tmp_path / "victim.txt"
    victim.write_text("theirs\n")
    (data / f"{LOG_NAME}.1").symlink_to(victim)  # replaced by the rotation, never written
    stderr = capture_stderr(monkeypatch)
    assert logs.install(hooks=False) is not None
    log = logging.getLogger("fivesup_qt.test")
    for n in range(3000):  # past 1 MB: one rotation
        log.info("x" * 400 + f" {n}")
    assert victim.read_text() == "theirs\n"
    assert not (data / f"{LOG_NAME}.1").is_symlink()
    fifo = data / f"{LOG_NAME}.3"
    os.mkfifo(fifo)  # the next rotation must neither rename nor remove it
    for n in range(3000):
        log.info("y" * 400 + f" {n}")
    assert fifo.is_fifo()
    assert all(size <= MB for name, size in log_files(data).items() if name != fifo.name)
    err = said(stderr)
    assert err.count("cannot be written") == 1 and "FIFO" in err  # said once, then stderr only
    log.warning("after the file was given up")
    assert "after the file was given up" in said(stderr)


def test_an_uncaught_exception_is_logged_with_its_traceback(home, logged_errors):
    logs.install(hooks=True)

    def explode():
        raise ValueError("a bug in a thread")

    thread = threading.Thread(target=explode, name="worker-7")
    thread.start()
    thread.join()
    try:
        raise KeyError("a bug in a slot")
    except KeyError:
        sys.excepthook(*sys.exc_info())  # what Qt's event loop does with a slot's exception
    text = (home / "data" / LOG_NAME).read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text
    assert "ValueError: a bug in a thread" in text and "worker-7" in text and "explode" in text
    assert "KeyError: 'a bug in a slot'" in text
    assert len(logged_errors.take()) == 2
    logs.uninstall()
    assert sys.excepthook is not logs.log_uncaught  # put back


def started(home: Path, *args: str, until) -> tuple[int, str]:
    """The game started (the real start: the lock, the window, a match dealt), past its
    first paint (the start-up's last step, when the log file is taken up) and until
    ``until(log_text, stderr_so_far)`` holds, then ended as by a logout (SIGTERM): its
    exit status and all it said on stderr.  What is looked at is the start; a smoke match
    played to its end (what these tests ran before) took some 5 s for nothing more."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", FIVESUP_QT_HOME=str(home),
               PYTHONPATH=str(ROOT), FIVESUP_QT_STEPS="none")  # app.step: each step told
    game = subprocess.Popen([sys.executable, "-m", "fivesup_qt", *args], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    said: list[str] = []
    steps: list[str] = []
    readers = [threading.Thread(target=lambda: said.extend(game.stderr), daemon=True),
               threading.Thread(target=lambda: steps.extend(game.stdout), daemon=True)]
    for reader in readers:
        reader.start()
    log = home / "data" / LOG_NAME
    try:
        wait_for(lambda: "step painted\n" in steps
                 and until(log.read_text("utf-8") if log.is_file() else "", "".join(said)),
                 "the start, logged", proc=game)
        game.send_signal(signal.SIGTERM)
        game.wait(timeout=HANG_S)
        for reader in readers:
            reader.join(HANG_S)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    return game.returncode, "".join(said)


def test_the_game_starts_with_a_symlinked_log_and_verbose_shows_debug_lines(home, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("theirs\n")
    (home / "data" / LOG_NAME).symlink_to(victim)
    code, err = started(home, "--verbose", until=lambda log, err: "cannot be written" in err)
    assert code == 128 + signal.SIGTERM, err
    assert victim.read_text() == "theirs\n"
    assert err.count("cannot be written") == 1, err
    assert " DEBUG" in err or "DEBUG:" in err, err


def test_the_game_logs_its_start_to_the_file_and_nothing_debug_on_stderr(home):
    version = _pyproject_version()
    code, err = started(home, until=lambda log, err: f"fivesup-qt {version}" in log
                        and "Qt 6." in log)
    assert code == 128 + signal.SIGTERM, err
    assert "DEBUG" not in err
    text = (home / "data" / LOG_NAME).read_text(encoding="utf-8")
    assert f"fivesup-qt {version}" in text and str(home / "data") in text
    assert "Qt 6." in text and f"Python {platform.python_version()}" in text


def test_verbose_for_a_command(tmp_path):
    sample = ROOT / "fivesup_qt" / "resources" / "sample-match.fivesup.json"
    env = dict(os.environ, FIVESUP_QT_HOME=str(tmp_path), PYTHONPATH=str(ROOT))
    quiet = subprocess.run([sys.executable, "-m", "fivesup_qt", "replay", str(sample)],
                           env=env, capture_output=True, text=True, timeout=600)
    loud = subprocess.run([sys.executable, "-m", "fivesup_qt", "replay", "--verbose", str(sample)],
                          env=env, capture_output=True, text=True, timeout=600)
    first = subprocess.run([sys.executable, "-m", "fivesup_qt", "--verbose", "replay", str(sample)],
                           env=env, capture_output=True, text=True, timeout=600)
    assert quiet.returncode == loud.returncode == first.returncode == 0, loud.stderr
    assert quiet.stderr == ""
    assert "DEBUG" in loud.stderr and "DEBUG" in first.stderr
    assert loud.stdout == quiet.stdout == first.stdout  # the report itself is unchanged
    assert not (tmp_path / "data").exists()  # a command writes no log into the data folder


def _pyproject_version() -> str:
    import tomllib

    return tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
