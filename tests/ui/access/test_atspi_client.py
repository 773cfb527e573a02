"""A whole round played with the keys by a real AT-SPI client, in English and Arabic:
the game runs under Xvfb with a D-Bus session, the AT-SPI bus and openbox, and
``atspi_driver.py`` (the system Python, which has pyatspi) picks tiles with Right,
places with Tab and plays with Return, knowing only what AT-SPI reports: the hand, the
places with their scores, the scores, whose turn, and the announcements it hears.

Skipped, saying what is missing, where the machine lacks a piece (``.ci/run`` installs
them: at-spi2-core, python3-pyatspi, dbus-x11, with Xvfb, openbox and x11-utils)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from fivesup_qt.rules import FIVE_UP, Match, tile_text

DRIVER = Path(__file__).with_name("atspi_driver.py")
BUS_LAUNCHER = Path("/usr/libexec/at-spi-bus-launcher")
SYSTEM_PYTHON = Path("/usr/bin/python3")
SEED = 11  # the driver's --seed: the deal is the engine's for this seed
ARABIC = re.compile(r"[\u0600-\u06FF]")
TILE = re.compile(r"^[0-6]\|[0-6]$")
WORDS = {
    "en": {"table": "Table", "you": "You", "computer": "Computer 1", "scores": "Scores:",
           "scores at": " scores ", "over": "The round is over", "turn": "Your turn",
           "arrow": "→", "stock": "stock: "},
    "ar": {"table": "الطاولة", "you": "أنت", "computer": "الحاسوب 1", "scores": "النتائج:",
           "scores at": " يكسب ", "over": "انتهت الجولة", "turn": "دورك", "arrow": "←",
           "stock": "الكومة: "},
}


def missing() -> str | None:
    """What this machine lacks for a real AT-SPI client, or None."""
    for tool in ("dbus-run-session", "Xvfb", "openbox", "xprop"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    if not BUS_LAUNCHER.exists():
        return f"{BUS_LAUNCHER} (at-spi2-core) is not installed"
    if not SYSTEM_PYTHON.exists() or subprocess.run(
            [str(SYSTEM_PYTHON), "-c", "import pyatspi"], capture_output=True,
            timeout=120).returncode != 0:
        return "the system Python has no pyatspi (python3-pyatspi)"
    return None


pytestmark = [pytest.mark.slow]


@pytest.fixture(scope="module")
def client_ready():
    why = missing()
    if why:
        pytest.skip(f"no real AT-SPI client here: {why}")


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_round_played_by_keys_reading_only_atspi(client_ready, tmp_path, language):
    out = tmp_path / "read.json"
    run = subprocess.run(["dbus-run-session", "--", str(SYSTEM_PYTHON), str(DRIVER), sys.executable,
                          str(tmp_path / "home"), language, str(out)],
                         capture_output=True, text=True, timeout=900)
    assert out.exists(), f"the driver wrote nothing (exit {run.returncode}): {run.stderr[-2000:]}"
    read = json.loads(out.read_text(encoding="utf-8"))
    log = tmp_path / "home" / "game.log"
    assert "error" not in read, (read["error"], read.get("labels at the error"),
                                 read.get("tree at the error"), log.read_text()[-3000:])
    assert run.returncode == 0, run.stderr[-2000:]
    words = WORDS[language]
    print(f"-- {language}: the table mid-round", *read["tree"], "-- announcements",
          *(f"{'assertive' if level == 2 else 'polite'}: {text}"
            for text, level in read["announcements"]), sep="\n")

    # the keys go to the table, which a reader names
    assert read["focused"] == ["filler", words["table"]]
    # the hand as dealt: the engine's deal for the seed
    dealt = Match.new(FIVE_UP, 2, seed=SEED).round.hand(0)
    assert sorted(read["hand at the deal"]) == sorted(tile_text(t) for t in dealt)

    plays = read["plays"]
    assert len(plays) >= 3, plays  # a round played by keys
    for play in plays:
        assert TILE.match(play["picked"]), play
        assert play["picked"] in play["places list"]  # 'Places for 1|6'
        assert play["places"] and play["chosen"] in play["places"], play
        assert play["chosen"] in play["heard at the tab"], play  # the chosen place said aloud
        for place in play["places"]:  # each place with what it scores
            assert place.startswith(play["picked"] + " "), place
            assert words["scores at"] in place and re.search(r"\+\d+", place), place
        turn, scores, ends, stock = play["facts"]
        assert turn == words["turn"] and scores.startswith(words["scores"]), play["facts"]
        assert re.search(r"\d", ends) and stock.startswith(words["stock"]), play["facts"]

    heard = read["announcements"]
    polite = [text for text, level in heard if level == 1]
    loud = [text for text, level in heard if level == 2]
    assert len(loud) == 1 and heard[-1][1] == 2, heard  # the round's end, once, last
    assert words["scores"] in loud[0]
    assert read["labels at the end"][0] == words["over"]
    assert read["labels at the end"][1] in loud[0]  # the same scores on the table and aloud
    for play in plays:  # each of our placements heard once, with its tile
        ours = f"{words['you']} {play['picked']} {words['arrow']}"
        assert sum(text.startswith(ours) for text in polite) == 1, (ours, polite)
    computer = [text for text in polite if text.startswith(words["computer"] + " ")
                and re.search(r"[0-6]\|[0-6]", text)]
    assert len(computer) >= 3, polite  # the computer's moves heard
    for text, _ in heard:  # in the interface's language
        assert bool(ARABIC.search(text)) == (language == "ar"), text
