"""``fivesup-qt replay`` speaks to a person (issue 41, items 5 and 6).

By default a short summary: the match (rule set, target, players, rounds), a line for each
round's end with the scores it left, the final scores and the winner; the JSON report of
docs/record-format.md with ``--json``, byte for byte what replay printed before.  The
commands that read a record say it may be either format, and every error line they
write about a record names its file.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from random import Random

import pytest
from helpers import REPO

from fivesup_qt.commands import cli
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import (
    RECORD_FORMAT,
    TARGET_RECORD_FORMAT,
    load_record,
    record_of,
    replay,
)
from fivesup_qt.rules.variants import displayed

SAMPLE = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"


def played(variant: str, players: int, seed: int, *, target: int | None = None,
           moves: int | None = None) -> Match:
    """A match of random legal moves, to its end or for ``moves`` placements and draws."""
    rng = Random(seed)
    match = Match.new(variant, players, seed=seed, target=target)
    done = 0
    while not match.is_over and (moves is None or done < moves):
        if match.round.is_over:
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
        done += 1
    return match


def replayed(capsys, tmp_path, data: dict, *options: str) -> tuple[int, str, str]:
    path = tmp_path / "m.fivesup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    code = cli.run("replay", [*options, str(path)])
    out, err = capsys.readouterr()
    return code, out, err


# The seats as the window names them around one person (a record that does not say who
# played is opened as the window opens it: a person in seat 0), and a table of computers.
AROUND_YOU = {2: ["You", "North"], 3: ["You", "West", "East"], 4: ["You", "West", "North", "East"]}


def seats_of(scorer: list[int], names: list[str]) -> str:
    return " & ".join(names[seat] for seat in scorer)  # partners: 'You & North'


@pytest.mark.parametrize(("variant", "players", "seed", "target"), [
    ("five-up", 2, 3, None), ("exact-61", 3, 5, None), ("five-up", 4, 8, None),
    ("exact-61", 4, 2, None), ("exact-61", 2, 9, 155)])
def test_replay_prints_a_summary_a_person_reads(capsys, tmp_path, variant, players, seed, target):
    match = played(variant, players, seed, target=target)
    code, out, err = replayed(capsys, tmp_path, record_of(match))
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert not out.lstrip().startswith("{") and '"' not in out
    rounds = len(match.rounds)
    # the match: its rule set, players, target (shown and raw) and rounds
    assert lines[0].startswith(f"{match.rules.name} ({variant}), {players} players, "
                               f"to {displayed(match.target)} ({match.target} raw), "), lines[0]
    assert f"{rounds} round" in lines[0]
    seat_names = AROUND_YOU[players]
    names = [seats_of(list(s), seat_names) for s in match.scorers]
    if players == 4:
        assert f"teams: {names[0]}; {names[1]}" in lines
    # a line for each round, in order, with its end and the scores it left
    round_lines = [line for line in lines if line.startswith("round ")]
    assert [int(re.match(r"round (\d+): ", line).group(1)) for line in round_lines] == \
        list(range(1, rounds + 1))
    for line, rnd, after in zip(round_lines, match.rounds, match.round_scores()):
        words = {"domino": f"domino, {seat_names[rnd.finisher or 0]} went out",
                 "blocked": "blocked, nobody could place",
                 "won": "the match won inside the round by"}[rnd.end]
        assert words in line, line
        for name, score in zip(names, after):
            assert f"{name} at {score} (" in line, line
    # then the final scores and the winner, and nothing else
    final = ", ".join(f"{name} {score} raw ({displayed(score)} shown)"
                      for name, score in zip(names, match.scores))
    assert lines[-2:] == [f"final scores: {final}", f"winner: {names[match.winner]}"]
    assert len(lines) == rounds + 3 + (players == 4)


def test_a_30_round_match_is_a_page_not_thousands_of_lines(capsys, tmp_path):
    match = played("five-up", 3, 0)
    assert len(match.rounds) >= 30
    data = record_of(match)
    data["rounds"] = data["rounds"][:30]
    code, out, _ = replayed(capsys, tmp_path, data)
    assert code == 0 and len(out.splitlines()) <= 36
    assert max(map(len, out.splitlines())) < 120
    code, report, _ = replayed(capsys, tmp_path, data, "--json")
    assert code == 0 and len(report.splitlines()) > 5000  # what it printed by default


def test_an_unfinished_match_has_no_winner_and_a_named_record_says_who_sat_where(capsys, tmp_path):
    match = played("five-up", 2, 4, moves=40)
    if match.round.is_over:
        match.start_round()
    match.push(Random(1).choice(match.legal_moves()))
    assert not match.is_over and not match.round.is_over
    data = record_of(match, names=["Ann", "Bo"],
                     seats=[{"type": "human"}, {"type": "bot", "level": "hard"}])
    code, out, _ = replayed(capsys, tmp_path, data)
    lines = out.splitlines()
    assert code == 0 and lines[1] == "Ann: a person; Bo: the computer, Hard"
    assert lines[-1] == "no winner: the record stops before the match is over"
    now, before = match.round_scores()[-1], match.round_scores()[-2]
    gained = [f"+{a - b}" if a > b else "0" for a, b in zip(now, before)]  # the round's placements
    assert lines[-3] == (f"round {len(match.rounds)}: unfinished, the record stops in this "
                         f"round; Ann at {now[0]} ({gained[0]}), Bo at {now[1]} ({gained[1]})")


@pytest.mark.parametrize("record", ["sample", "target", "four"])
def test_replay_json_is_the_report_as_replay_printed_it_before(capsys, tmp_path, record):
    """The report, byte for byte: compact keys, one-space indent, UTF-8 kept (names)."""
    if record == "sample":
        data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    elif record == "target":
        data = record_of(played("five-up", 3, 6, target=205))
    else:
        data = record_of(played("exact-61", 4, 7), names=["Ann", "Bé", "سارة", "Dan"])
    _, report = replay(load_record(json.dumps(data)))
    code, out, err = replayed(capsys, tmp_path, data, "--json")
    assert (code, err) == (0, "")
    assert out == json.dumps(report, ensure_ascii=False, indent=1) + "\n"


def test_the_sample_records_summary_in_a_real_process():
    done = subprocess.run([sys.executable, "-m", "fivesup_qt", "replay", str(SAMPLE)],
                          capture_output=True, text=True, timeout=120, cwd=REPO)
    sample = json.loads(SAMPLE.read_text(encoding="utf-8"))
    assert done.returncode == 0 and done.stderr == ""
    lines = done.stdout.splitlines()
    assert len(lines) == len(sample["rounds"]) + 4  # the match, its seats, rounds, end
    scores = sample["result"]["scores"]
    # two computers, named as the window names them, counted from 1 (issue 41, item 3)
    assert lines[1] == "Computer 1: the computer, Easy; Computer 2: the computer, Easy"
    assert lines[-2] == (f"final scores: Computer 1 {scores[0]} raw ({displayed(scores[0])} "
                         f"shown), Computer 2 {scores[1]} raw ({displayed(scores[1])} shown)")
    assert lines[-1] == f"winner: Computer {sample['result']['winner'] + 1}"


# -- item 6: the formats, and the file named ------------------------------------------------
@pytest.mark.parametrize("command", ["replay", "review", "duplicate"])
def test_the_commands_that_read_a_record_name_both_formats(command, capsys):
    with pytest.raises(SystemExit):
        cli.run(command, ["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert f"a match record ({RECORD_FORMAT} or {TARGET_RECORD_FORMAT} JSON)" in text
    assert f"({RECORD_FORMAT} JSON)" not in text


@pytest.mark.parametrize("command", ["replay", "review", "duplicate"])
@pytest.mark.parametrize(("contents", "words"), [
    ("{}", "missing key 'format'"),
    ('{"format": "fivesup-match/9"}', "unknown format"),
    ("[1]", "must be a JSON object"),
    ("{", "not valid JSON"),
    ('{"format": "fivesup-match/2", "variant": "five-up", "players": 2, "rounds": []}',
     "missing key 'target'"),
])
def test_every_error_about_a_record_names_its_file(command, contents, words, capsys, tmp_path):
    path = tmp_path / "mine.fivesup.json"
    path.write_text(contents, encoding="utf-8")
    assert cli.run(command, [str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.count("\n") == 1
    assert err.startswith(f"error: {path}: ") and words in err, err


def test_a_record_without_format_is_told_both_formats_read(tmp_path):
    """A record of ``{}`` is told which formats the game reads: both, not format 1 alone
    (issue 41, the record's error)."""
    path = tmp_path / "empty.fivesup.json"
    path.write_text("{}", encoding="utf-8")
    done = subprocess.run([sys.executable, "-m", "fivesup_qt", "replay", str(path)],
                          capture_output=True, text=True, timeout=120, cwd=REPO)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr == (f"error: {path}: missing key 'format' (expected "
                           f"'{RECORD_FORMAT}' or '{TARGET_RECORD_FORMAT}')\n")
