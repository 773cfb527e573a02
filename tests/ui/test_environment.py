"""The environment's odd values (issue 39, item 7): a sound configuration ALSA would read
without end, and a scaling Qt would paint nothing with.  The game says so in one line,
and plays (silent, or at Qt's own scale)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from helpers.guards import wait_for
from helpers.processes import ended

from fivesup_qt.paths import HOME_ENV
from fivesup_qt.ui.sound.output import alsa_config_problem
from fivesup_qt.ui.startup import odd_scaling

RSS_BOUND_KB = 1024 * 1024  # the game takes some 100-300 MB; the old sound thread grew past it


def start(home: Path, **extra: str) -> subprocess.Popen:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", HOME_ENV: str(home), **extra}
    return subprocess.Popen([sys.executable, "-m", "fivesup_qt", "--seed", "3"], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def logged(home: Path) -> str:
    log = home / "data" / "fivesup-qt.log"
    return log.read_text("utf-8") if log.exists() else ""


def rss_kb(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def stop(game: subprocess.Popen) -> tuple[int, str]:
    game.send_signal(signal.SIGTERM)
    return ended(game)


@pytest.mark.skipif(not sys.platform.startswith("linux") or not Path("/dev/zero").exists(),
                    reason="ALSA and /proc are Linux's")
def test_alsa_config_path_to_dev_zero_leaves_the_game_silent(tmp_path: Path) -> None:
    """ALSA read /dev/zero on the sound's thread without end (308 -> 763 MB in 15 s)."""
    home = tmp_path / "home"
    game = start(home, ALSA_CONFIG_PATH="/dev/zero")
    silent = "the game is silent: ALSA_CONFIG_PATH names /dev/zero, which is a device"
    try:
        wait_for(lambda: silent in logged(home) or rss_kb(game.pid) > RSS_BOUND_KB,
                 "the sound given up", proc=game)
        assert rss_kb(game.pid) < RSS_BOUND_KB
        assert silent in logged(home)
    finally:
        code, err = stop(game)
    assert code == 128 + signal.SIGTERM, (code, err)
    assert err == "", err


def test_alsa_config_problem_names_what_alsa_would_read_without_end(tmp_path: Path) -> None:
    if not sys.platform.startswith("linux"):
        pytest.skip("ALSA is Linux's")
    fifo, big, fine = tmp_path / "fifo", tmp_path / "big.conf", tmp_path / "asound.conf"
    os.mkfifo(fifo)
    big.write_bytes(b"#" * (2 * 1024 * 1024))
    fine.write_text("pcm.!default { type null }\n")
    assert alsa_config_problem({}) is None
    assert alsa_config_problem({"ALSA_CONFIG_PATH": f"{fine}:{tmp_path}:{tmp_path}/none"}) is None
    assert "FIFO" in (alsa_config_problem({"ALSA_CONFIG_PATH": f"{fine}:{fifo}"}) or "")
    assert "2,097,152 bytes" in (alsa_config_problem({"ALSA_CONFIG_PATH": f"{fine} {big}"}) or "")


@pytest.mark.parametrize(("name", "value"), [("QT_SCALE_FACTOR", "0"), ("QT_SCALE_FACTOR", "100"),
                                             ("QT_FONT_DPI", "100000"),
                                             ("QT_SCREEN_SCALE_FACTORS", "100")])
def test_an_odd_scaling_is_ignored_with_one_line(tmp_path: Path, name: str, value: str) -> None:
    """Qt painted nothing and wrote some 930,000 warnings.  Now one line on stderr and in
    the log, and the game starts at Qt's own scale: it gets past its first paint (the
    start-up's second part runs after it, and installs the log file that says so)."""
    home = tmp_path / "home"
    game = start(home, **{name: value})
    said = f"{name}='{value}' is ignored"
    try:
        wait_for(lambda: said in logged(home), "the line in the log", proc=game)
    finally:
        code, err = stop(game)
    assert code == 128 + signal.SIGTERM, (code, err)
    [line] = err.splitlines()
    assert said in line, err


def test_odd_scaling_takes_out_what_is_no_number_within_bounds() -> None:
    environ = {"QT_SCALE_FACTOR": "1.5", "QT_FONT_DPI": "96"}
    assert odd_scaling(environ) == [] and environ == {"QT_SCALE_FACTOR": "1.5", "QT_FONT_DPI": "96"}
    for odd in ("0", "-1", "4.5", "nan", "inf", "two", "1e400"):
        environ = {"QT_SCALE_FACTOR": odd, "QT_FONT_DPI": "96"}
        [line] = odd_scaling(environ)
        assert environ == {"QT_FONT_DPI": "96"} and line.startswith(f"QT_SCALE_FACTOR='{odd}'")
    environ = {"QT_FONT_DPI": "100000", "QT_SCALE_FACTOR": ""}
    [line] = odd_scaling(environ)
    assert environ == {"QT_SCALE_FACTOR": ""} and "from 48 to 480" in line


def test_odd_screen_scale_factors_are_taken_out_whole() -> None:
    """QT_SCREEN_SCALE_FACTORS, one factor a screen ('1.5;2' or 'NAME=1.5;NAME=2'): 100
    painted nothing; 0, a negative or a word Qt passed over without a word.  One odd part
    takes the whole list out, with one line."""
    for fine in ("1.5", "1;2", "HDMI-1=2;DP-1=1.25", "0.5;4;", ";", " "):
        environ = {"QT_SCREEN_SCALE_FACTORS": fine}
        assert odd_scaling(environ) == [] and environ == {"QT_SCREEN_SCALE_FACTORS": fine}
    for odd in ("0", "100", "garbage", "-1", "nan", "1;100", "HDMI-1=2;DP-1=0", "HDMI-1=two",
                "a=b=2", "1e400", "0.49"):
        environ = {"QT_SCREEN_SCALE_FACTORS": odd, "QT_FONT_DPI": "96"}
        [line] = odd_scaling(environ)
        assert environ == {"QT_FONT_DPI": "96"}
        assert line.startswith(f"QT_SCREEN_SCALE_FACTORS='{odd}' is ignored"), line
        assert "numbers from 0.5 to 4, separated by ';'" in line
