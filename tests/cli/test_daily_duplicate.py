"""``fivesup-qt daily`` and ``fivesup-qt duplicate`` (issue 26, part 2), held to the
conventions of every command: output on stdout, every error one ``error:`` line on stderr
with exit status 2, bounded numbers, a bad FILE refused as ``replay`` refuses it.

Most tests run the command in this process (``cli.run``, as the game's entry point runs
it); those about exit statuses and streams run ``python -m fivesup_qt`` for real.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest
from helpers import REPO

from fivesup_qt.commands import cli
from fivesup_qt.rules.record import dumps_record
from fivesup_qt.written import signed

SAMPLE = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"
TIMEOUT = 60


def run(args: list[str], tmp_path: Path, stdout=subprocess.PIPE) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of ``fivesup-qt ARGS`` in a process of its own."""
    env = dict(os.environ, FIVESUP_QT_HOME=str(tmp_path / "home"), PYTHONDONTWRITEBYTECODE="1")
    env.pop("QT_QPA_PLATFORM", None)
    try:
        done = subprocess.run([sys.executable, "-m", "fivesup_qt", *args], stdout=stdout,
                              stderr=subprocess.PIPE, cwd=REPO, env=env, timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        pytest.fail(f"fivesup-qt {' '.join(args)} was still running after {TIMEOUT} s")
    out = done.stdout.decode("utf-8", "replace") if done.stdout is not None else ""
    return done.returncode, out, done.stderr.decode("utf-8", "replace")


def one_error_line(err: str, *words: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: ") and err.endswith("\n"), err
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


def command(capsys, name: str, *args: str) -> tuple[int, str, str]:
    """(exit status, stdout, stderr) of the command run in this process."""
    try:
        code = cli.run(name, list(args))
    except SystemExit as done:  # argparse: its error already written
        code = done.code
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# -- daily ------------------------------------------------------------------------------------
# Worked out from the documented rule with the standard library alone (tests/rules/test_daily.py
# shows the script), not by the game.
DEAL_2026_12_03 = """\
daily deal of 2026-12-03: five-up, 2 players, round 1
key: fivesup-daily/1 2026-12-03 five-up 2 round 1 (seed 417187387510154329)
leader: North
You: 0|0 1|5 1|6 2|4 5|6
North: 0|1 0|4 0|6 1|4 3|3
stock, in draw order: 4|5 0|3 2|3 1|2 3|5 1|3 4|6 1|1 5|5 2|2 3|4 0|5 6|6 4|4 2|6 3|6 2|5 0|2
"""


def test_daily_prints_the_days_deal_the_same_in_every_process(tmp_path, capsys):
    code, out, err = command(capsys, "daily", "--date", "2026-12-03")
    assert (code, out, err) == (0, DEAL_2026_12_03, "")
    assert run(["daily", "--date", "2026-12-03", "--players", "2"], tmp_path) == \
        (0, DEAL_2026_12_03, "")


def test_daily_json_holds_every_tile_once_and_changes_with_the_date(capsys):
    deals = {}
    for day in ("2026-12-02", "2026-12-03", "2026-12-04"):
        code, out, _ = command(capsys, "daily", "--date", day, "--players", "3", "--json",
                               "--variant", "exact-61")
        assert code == 0
        deal = json.loads(out)
        assert (deal["date"], deal["players"], deal["variant"], deal["round"]) == \
            (day, 3, "exact-61", 1)
        assert deal["key"] == f"fivesup-daily/1 {day} exact-61 3 round 1"
        tiles = [t for hand in deal["hands"] for t in hand] + deal["stock"]
        assert len(tiles) == len(set(tiles)) == 28
        assert 0 <= deal["leader"] < 3 and 0 <= deal["seed"] < 2**64
        deals[day] = (deal["hands"], deal["stock"])
    assert len(set(map(str, deals.values()))) == 3


def test_daily_defaults_to_today_and_tells_later_rounds(capsys):
    code, out, _ = command(capsys, "daily")
    assert code == 0 and out.startswith(f"daily deal of {date.today().isoformat()}: five-up, ")
    code, out, _ = command(capsys, "daily", "--date", "2026-12-03", "--round", "2")
    assert code == 0 and "round 2 (seed 11700179809238976631)" in out
    assert "leader: North by lot, unless round 1 ends in a domino" in out


@pytest.mark.parametrize("text", ["2026-02-30", "2026-13-01", "03/12/2026", "", "tomorrow",
                                  "2026-12-03\nerror: forged"])
def test_a_wrong_date_is_one_error_line(capsys, text):
    code, out, err = command(capsys, "daily", "--date", text)
    one_error_line(err, "fivesup-qt daily: argument --date", "is not a date")
    assert (code, out) == (2, "")


def test_a_wrong_date_exits_2_with_one_line(tmp_path):
    code, out, err = run(["daily", "--date", "2026-02-30"], tmp_path)
    line = one_error_line(err, "2026-02-30 is not a date: day is out of range for month")
    assert line.endswith("(see fivesup-qt daily --help)")
    assert (code, out) == (2, "")


@pytest.mark.parametrize(("args", "words"), [
    (["--round", "0"], "--round"), (["--round", "1001"], "--round"),
    (["--players", "5"], "--players"), (["--variant", "five-down"], "--variant"),
])
def test_daily_refuses_what_is_out_of_bounds(capsys, args, words):
    code, out, err = command(capsys, "daily", *args)
    one_error_line(err, words)
    assert (code, out) == (2, "")
    code, out, _ = command(capsys, "daily", "--help")
    assert "1 to 1,000" in " ".join(out.split())


def test_daily_on_a_full_disk_is_one_error_line(tmp_path):
    with open("/dev/full", "wb") as full:
        code, _, err = run(["daily"], tmp_path, stdout=full)
    one_error_line(err, "cannot write the output", "No space left on device")
    assert code == 2


# -- duplicate ----------------------------------------------------------------------------------
ROUND_LINE = re.compile(r"^round (\d+): played (-?\d+), replayed (-?\d+), difference "
                        r"([+-]?\d+), running ([+-]?\d+)$")
TOTAL_LINE = re.compile(r"^total: played (-?\d+), replayed (-?\d+), difference ([+-]?\d+) "
                        r"\((\d+) rounds?\)$")


def test_a_difference_is_written_with_its_sign():
    """The command line's '-10' is ASCII (what a script parses); the interface passes U+2212,
    its minus sign of every negative number; no difference has no sign."""
    assert [signed(n) for n in (25, -10, 0)] == ["+25", "-10", "0"]
    assert signed(-10, "\u2212") == "\u221210" and signed(25, "\u2212") == "+25"


def comparison(out: str) -> tuple[list[tuple[int, ...]], tuple[int, ...]]:
    """The rounds' lines and the total line of ``duplicate``'s output, as numbers."""
    lines = out.splitlines()
    assert re.match(r"^(You|Computer \d) \(seat \d\), ", lines[0]), lines[0]
    rows = [tuple(map(int, ROUND_LINE.match(line).groups())) for line in lines[1:-1]]
    total = TOTAL_LINE.match(lines[-1])
    assert total, lines[-1]
    return rows, tuple(map(int, total.groups()))


def test_duplicate_of_the_sample_has_a_line_a_round_and_totals_their_sums(capsys):
    code, out, err = command(capsys, "duplicate", str(SAMPLE), "--level", "greedy")
    assert (code, err) == (0, "")
    # the seats as the window names a table of computers; the level by the game's name
    assert out.startswith("Computer 1 (seat 0), exact-61, 2 players: ")
    assert "with greedy in Computer 1's seat" in out.splitlines()[0]
    assert "Computer 2: Easy)" in out.splitlines()[0]  # as the record has it: random
    rows, (played, replayed, difference, rounds) = comparison(out)
    record = json.loads(SAMPLE.read_text(encoding="utf-8"))
    assert [row[0] for row in rows] == list(range(1, len(record["rounds"]) + 1))
    assert rounds == len(rows) == len(record["rounds"])
    assert played == sum(row[1] for row in rows) == record["result"]["scores"][0]
    assert replayed == sum(row[2] for row in rows)
    assert difference == sum(row[3] for row in rows) == played - replayed
    assert all(row[3] == row[1] - row[2] for row in rows)
    assert rows[-1][4] == difference
    # --json: the same numbers
    code, out, _ = command(capsys, "duplicate", str(SAMPLE), "--level", "greedy", "--json")
    data = json.loads(out)
    assert code == 0 and data["variant"] == "exact-61" and data["levels"] == ["greedy", "random"]
    assert [(r["round"], r["original"], r["replay"], r["difference"], r["running"])
            for r in data["rounds"]] == rows
    assert (data["original"], data["replay"], data["difference"]) == \
        (played, replayed, difference)


def play(levels: list[str], seed: int) -> str:
    """A record of a match played as ``duplicate`` replays (round R with the generator
    ``Random(f"{seed}:{R}")``, shared by the seats), written out here."""
    from random import Random

    from fivesup_qt.ai.bots import make_bot
    from fivesup_qt.rules.match import Match
    from fivesup_qt.rules.observation import observe

    bots = [make_bot(level) for level in levels]
    match = Match.new("five-up", len(levels), seed=seed, target=155)
    while True:
        rng = Random(f"{seed}:{len(match.rounds)}")
        while not match.round.is_over:
            match.push(bots[match.turn].choose(observe(match, match.turn), rng))
        if match.is_over:
            break
        match.start_round()
    return dumps_record(match, seats=[{"type": "human"}] + [
        {"type": "bot", "level": level} for level in levels[1:]])


def test_the_same_bot_in_the_seat_gives_zero_in_every_round(tmp_path, capsys):
    record = tmp_path / "greedy.fivesup.json"
    record.write_text(play(["greedy", "medium", "random"], seed=8), encoding="utf-8")
    code, out, err = command(capsys, "duplicate", str(record), "--level", "greedy",
                             "--seed", "8")
    assert (code, err) == (0, "")
    assert out.startswith("You (seat 0), five-up, 3 players")  # the record's human seat, by default
    rows, (played, replayed, difference, rounds) = comparison(out)
    assert rounds == len(rows) > 1
    assert [row[3] for row in rows] == [0] * rounds and difference == 0
    assert played == replayed
    assert all(line.endswith("difference 0, running 0") for line in out.splitlines()[1:-1])


def test_duplicate_tells_an_unfinished_round(tmp_path, capsys):
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["rounds"][-1]["moves"] = data["rounds"][-1]["moves"][:2]
    del data["result"]
    record = tmp_path / "unfinished.fivesup.json"
    record.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = command(capsys, "duplicate", str(record), "--level", "random")
    assert code == 0
    lines = out.splitlines()
    assert lines[-2] == "round 16: not finished in the record, not compared"
    assert lines[-1].endswith("(15 rounds)")


BAD_FILES = {  # name: (contents or None for a folder, words of the one error line)
    "missing": (None, "does not exist"),
    "folder": ("", "a folder"),
    "not-json": ("{not json", ""),
    "wrong-format": ('{"format": "fivesup-match/9"}', "unknown format"),
    "nul": ('{"format"\x00: 1}', "NUL"),
}


@pytest.mark.parametrize("name", BAD_FILES)
def test_a_bad_file_is_refused_as_replay_refuses_it(tmp_path, capsys, name):
    contents, words = BAD_FILES[name]
    path = tmp_path / f"{name}.fivesup.json"
    if name == "folder":
        path.mkdir()
    elif contents is not None:
        path.write_bytes(contents.encode())
    code, out, err = command(capsys, "duplicate", str(path), "--level", "greedy")
    line = one_error_line(err, words, str(path))  # the file named, whatever is wrong
    assert (code, out) == (2, "")
    assert command(capsys, "replay", str(path))[2].splitlines() == [line]


def test_hostile_levels_in_a_record_are_played_at_medium(tmp_path, capsys):
    """A level asking for a billion deals would never end: it is not a level the game
    knows, so the seat is played at Medium, as docs/record-format.md says."""
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    data["seats"] = [{"type": "human"}, {"type": "bot", "level": "expert:1000000000"}]
    record = tmp_path / "hostile.fivesup.json"
    record.write_text(json.dumps(data), encoding="utf-8")
    code, out, _ = command(capsys, "duplicate", str(record), "--level", "greedy")
    assert code == 0 and "North: Medium)" in out.splitlines()[0]


@pytest.mark.parametrize(("args", "words"), [
    (["--seat", "2"], "seat 2 is not a seat of this 2-player match"),
    (["--seat", "-1"], "seat -1 is not a seat"),
    (["--level", "grandmaster"], "--level"),
    (["--level", "expert:10001"], "--level"),
    (["--others", "hard:0"], "--others"),
    (["--seed", str(2**64)], "--seed"),
])
def test_duplicate_refuses_wrong_options_in_one_line(capsys, args, words):
    code, out, err = command(capsys, "duplicate", str(SAMPLE), *args)
    one_error_line(err, words)
    assert (code, out) == (2, "")


def test_duplicate_states_its_bounds_and_exits_2_for_a_wrong_seat(tmp_path, capsys):
    _, out, _ = command(capsys, "duplicate", "--help")
    flat = " ".join(out.split())
    assert "DEALS 1 to 10,000" in flat and "0 to 2**64-1" in flat and "0 to 3" in flat
    assert "default: the record's first human seat" in flat
    code, out, err = run(["duplicate", str(SAMPLE), "--seat", "7"], tmp_path)
    one_error_line(err, "seat 7 is not a seat of this 2-player match")
    assert (code, out) == (2, "")
