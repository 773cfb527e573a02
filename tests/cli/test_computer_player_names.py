"""One vocabulary for the computer players, one way to name seats (issue 41, item 3).

Every option that names a computer player (``simulate --bots``, ``duplicate --level`` and
``--others``, ``puzzles generate --bot``) takes the game's level names, Easy, Medium, Hard
and Expert, in any case, and the old name ``random`` of Easy; an unknown name is one line
listing the levels; every such option's --help lists them; the docs agree.  What a person
reads names the seats as the window does ("Computer 2", "You", "North"), counted from 1.

Each test runs the real command in a process of its own, with a generous timeout.
"""

from __future__ import annotations

import itertools
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from helpers.smoke_run import smoke_run

from fivesup_qt.ai.bots import bot_of

SAMPLE = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"
TIMEOUT = 300  # seconds: far beyond any of these commands, even on a loaded machine
LEVELS = "Easy, Medium, Hard, Expert"  # the window's level names, easiest first


def run(args: list[str], tmp_path: Path, timeout: int = TIMEOUT) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of ``fivesup-qt ARGS``."""
    base = dict(os.environ, FIVESUP_QT_HOME=str(tmp_path / "home"), PYTHONDONTWRITEBYTECODE="1")
    try:
        done = subprocess.run([sys.executable, "-m", "fivesup_qt", *args], capture_output=True,
                              text=True, cwd=REPO, env=base, timeout=timeout)
    except subprocess.TimeoutExpired:
        pytest.fail(f"fivesup-qt {' '.join(args)} was still running after {timeout} s")
    return done.returncode, done.stdout, done.stderr


def flat(text: str) -> str:
    return " ".join(text.split())


def test_simulate_takes_the_level_names_in_any_case_and_the_old_name(tmp_path):
    code, out, err = run(["simulate", "--matches", "2", "--bots", "EASY,hard:2,Random",
                          "--players", "3", "--json"], tmp_path)
    assert (code, err) == (0, "")
    # the JSON keeps the names records keep (docs/record-format.md): Easy is 'random'
    assert json.loads(out)["bots"] == ["random", "hard:2", "random"]


def test_duplicate_and_puzzles_take_the_level_names(tmp_path):
    code, out, err = run(["duplicate", str(SAMPLE), "--level", "MEDIUM", "--others", "hard:2",
                          "--json"], tmp_path)
    assert (code, err) == (0, "")
    assert json.loads(out)["levels"] == ["medium", "random"]  # the record's computer kept
    # --bot is read before the command looks at FILE: an accepted name meets the FILE error
    code, out, err = run(["puzzles", "generate", "x.json", "--bot", "Expert:2"], tmp_path)
    assert (code, out) == (2, "") and "takes no FILE" in err and "--bot" not in err


@pytest.mark.parametrize("args", [
    ["simulate", "--bots", "easy,wizard"],
    ["duplicate", str(SAMPLE), "--level", "wizard"],
    ["duplicate", str(SAMPLE), "--others", "wizard"],
    ["puzzles", "generate", "--bot", "wizard"],
])
def test_an_unknown_name_is_one_line_naming_the_levels(tmp_path, args):
    code, out, err = run(args, tmp_path)
    assert (code, out) == (2, "")
    [line] = err.splitlines()
    assert line.startswith("error: ") and "'wizard'" in line
    assert f"the levels: {LEVELS};" in line
    assert "expert-points" not in line  # a baseline no level list names


@pytest.mark.parametrize(("command", "option", "baselines"), [
    ("simulate", "--bots", ("greedy", "expert-points")),
    ("duplicate", "--level", ("greedy",)),
    ("puzzles", "--bot", ("greedy", "expert-points")),
])
def test_every_option_naming_a_computer_player_lists_them_in_help(tmp_path, command, option,
                                                                  baselines):
    code, out, _ = run([command, "--help"], tmp_path)
    assert code == 0
    words = flat(out.split(f"  {option} ")[1].split("\n  --")[0])  # the option's own help
    assert f"a level of the game, {LEVELS} (any case;" in words
    assert "random is the old name of Easy, still accepted" in words
    for name in baselines:  # every name the option takes is said, none that it refuses
        assert name in words
    assert ("expert-points" in words) == ("expert-points" in baselines)


def test_the_docs_name_only_players_the_command_line_knows_and_say_the_levels():
    commands = (REPO / "docs" / "commands.md").read_text(encoding="utf-8")
    players = (REPO / "docs" / "computer-players.md").read_text(encoding="utf-8")
    named = re.findall(r"--(?:bots|level|others|bot) ([A-Za-z0-9:,-]+)", commands + players)
    assert len(named) > 5
    for names in named:
        for name in names.split(","):
            if not name.isupper():  # a placeholder such as L
                bot_of(name)  # ValueError for a name the command line refuses
    for doc in (commands, players):
        text = flat(doc)
        assert "Easy, Medium, Hard, Expert" in text or "Easy, Medium, Hard and Expert" in text
        assert "`random`" in text and "old name" in text
        assert "`greedy`" in text and "`expert-points" in text


# -- the seats, as the window names them -------------------------------------------------------
def test_simulate_names_each_scorer_and_the_players_in_its_seats(tmp_path):
    # one match (a third of three's time): its one win tells the two scorers' lines apart
    args = ["simulate", "--players", "4", "--matches", "1", "--seed", "4", "--bots", "Hard:2,easy"]
    code, out, err = run(args, tmp_path)
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == ("1 match of five-up, 4 players: Computer 1 Hard:2, Computer 2 Easy, "
                        "Computer 3 Hard:2, Computer 4 Easy")
    wins = json.loads(run([*args, "--json"], tmp_path)[1])["wins"]
    assert sorted(wins) == [0, 1], wins  # a line given the other scorer's count would fail
    assert lines[1].startswith(f"  Computer 1 & Computer 3 (Hard:2, Hard:2): {wins[0]} win")
    assert lines[2].startswith(f"  Computer 2 & Computer 4 (Easy, Easy): {wins[1]} win")
    assert "scorer" not in out


def test_simulate_with_swap_says_who_sat_where(tmp_path):
    code, out, _ = run(["simulate", "--matches", "2", "--bots", "medium,Greedy", "--swap"],
                       tmp_path)
    assert code == 0
    assert "  Computer 1 (Medium; greedy every other match): " in out
    assert "  Computer 2 (greedy; Medium every other match): " in out


def test_the_smoke_run_names_its_winner_as_the_window_does(tmp_path_factory):
    """'winner Computer 2', counted from 1 as the window's 'Computer 2 wins', never the
    index 'winner 1'."""
    # the shared smoke run (helpers/smoke_run.py): two computers, won by the second seat
    smoke = smoke_run(tmp_path_factory)
    assert smoke.code == 0, smoke.err
    found = re.fullmatch(r"smoke: Exact 61, \d+ rounds, scores \[(-?\d+), (-?\d+)\], "
                         r"winner (.+)\n", smoke.out)
    assert found, smoke.out
    scores = [int(found.group(1)), int(found.group(2))]
    assert found.group(3) == f"Computer {scores.index(max(scores)) + 1}"


def test_the_command_line_names_seats_as_the_window_does():
    """``seat_names`` (plain, for the command line) gives the window's own default names
    (``ui.play.setup.default_names``) for every table: one person, several, none."""
    from fivesup_qt.seat_names import default_names
    from fivesup_qt.ui.play.setup import default_names as window_names

    for players in (2, 3, 4):
        for size in range(players + 1):
            for humans in itertools.combinations(range(players), size):
                assert default_names(players, humans) == window_names(players, humans)
