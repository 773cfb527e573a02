"""``fivesup-qt simulate``: whole bot matches, records that replay, results independent of --jobs."""

from __future__ import annotations

import json
import re

import pytest

from fivesup_qt.commands import cli
from fivesup_qt.rules.record import load_record, replay
from fivesup_qt.rules.variants import TARGET


def simulate(capsys, *args: str) -> dict:
    assert cli.run("simulate", [*args, "--json"]) == 0
    out, _ = capsys.readouterr()
    return json.loads(out)


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_record_written_replays_to_its_result(tmp_path, capsys, variant, players):
    summary = simulate(
        capsys, "--variant", variant, "--players", str(players), "--matches", "6",
        "--seed", "5", "--bots", "random,greedy", "--records", str(tmp_path),
    )
    files = sorted(tmp_path.glob("match-*.fivesup.json"))
    assert [p.name for p in sorted(tmp_path.iterdir())] == [p.name for p in files]
    assert len(files) == summary["matches"] == 6
    winners = [0] * len(summary["wins"])
    for path in files:
        data = json.loads(path.read_text())
        _match, report = replay(load_record(path.read_bytes()))
        assert report["scores"] == data["result"]["scores"]
        assert report["winner"] == data["result"]["winner"]
        if report["winner"] is not None:
            winners[report["winner"]] += 1
            if variant == "exact-61":
                assert report["scores"][report["winner"]] == TARGET
            else:
                assert report["scores"][report["winner"]] >= TARGET
                assert sorted(report["scores"])[-2] < report["scores"][report["winner"]]
        assert data["seats"][0]["type"] == "bot"
    assert winners == summary["wins"]


def test_results_do_not_depend_on_jobs(capsys):
    args = ("--variant", "exact-61", "--players", "2", "--matches", "12", "--seed", "9",
            "--bots", "greedy,random", "--swap")
    one = simulate(capsys, *args, "--jobs", "1")
    two = simulate(capsys, *args, "--jobs", "2")
    for key in ("wins", "rounds", "blocked_rounds", "mean_points_per_round", "wins_by_bot"):
        assert one[key] == two[key]


def test_greedy_beats_random_clearly(capsys):
    summary = simulate(capsys, "--variant", "exact-61", "--players", "2", "--matches", "60",
                       "--seed", "2", "--bots", "greedy,random", "--swap")
    _share, low, _high, _wins = summary["wins_by_bot"]["greedy"]
    assert low > 0.5, summary


def test_unknown_bot_is_refused(capsys):
    with pytest.raises(SystemExit) as exit_info:
        cli.run("simulate", ["--bots", "random,wizard"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "unknown computer player 'wizard'" in err and "Easy, Medium, Hard, Expert" in err


def test_human_summary_names_what_the_issue_asks(capsys):
    assert cli.run("simulate", ["--players", "3", "--matches", "3", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    for words in ("Computer 1 (Easy):", "Computer 3 (Easy):", "wins", "rounds per match", "blocked rounds",
                  "mean points per round", "seconds"):
        assert words in out


def test_records_are_named_as_the_game_names_match_records(tmp_path, capsys):
    """The game's Open dialog and the file manager know ``*.fivesup.json``."""
    assert cli.run("simulate", ["--matches", "3", "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "match-00000.fivesup.json", "match-00001.fivesup.json", "match-00002.fivesup.json"]


def test_counts_are_written_as_a_person_writes_them(capsys):
    """'1 match', '1 win', never '1 matches' or '1 wins'; plurals for the rest."""
    assert cli.run("simulate", ["--matches", "1", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("1 match of five-up, 2 players: Computer 1 Easy, Computer 2 Easy\n"), out
    wins = re.findall(r"Computer \d \(Easy\): (\d+ wins?),", out)
    assert sorted(wins) == ["0 wins", "1 win"], out
    assert not re.search(r"\b1 (matches|wins|rounds)\b", out), out
    assert cli.run("simulate", ["--matches", "2", "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith("2 matches of five-up")


def test_a_level_title_is_recorded_as_its_bot(tmp_path, capsys):
    """``--bots easy`` plays the random bot: the record's seats name it ``random``, a
    level docs/record-format.md lists; the summary a person reads says the level's name."""
    assert cli.run("simulate", ["--matches", "1", "--bots", "easy,expert:2",
                                "--records", str(tmp_path)]) == 0
    assert "2 players: Computer 1 Easy, Computer 2 Expert:2\n" in capsys.readouterr().out
    [path] = tmp_path.iterdir()
    seats = json.loads(path.read_text(encoding="utf-8"))["seats"]
    assert seats == [{"type": "bot", "level": "random"}, {"type": "bot", "level": "expert:2"}]


def test_progress_is_told_in_words(capsys):
    """A long run (200 matches or more) tells its progress on stderr: 'N of M matches'
    (random players' matches of Exact 61 to 31, a third of Easy's Five-Up to 31: the
    count is what is looked at)."""
    assert cli.run("simulate", ["--matches", "200", "--seed", "1", "--variant", "exact-61",
                                "--target", "31", "--bots", "random"]) == 0
    err = capsys.readouterr().err
    assert err.endswith("\n") and re.fullmatch(r"200 of 200 matches, \d+\.\d s",
                                              err.split("\r")[-1].strip()), err
