"""docs/record-format.md against what the writers write: every level a record's seats
name is listed, the result counts scorers, scores fall below 0 where the document says,
``started`` has the form it gives. (From tests/cli/test_schema.py, kept under 450 lines.)"""

from __future__ import annotations

import json
import re
from random import Random

import pytest
from helpers import REPO

from fivesup_qt import schema
from fivesup_qt.commands import cli

DOCS = REPO / "docs"


def record_format() -> str:
    return (DOCS / "record-format.md").read_text(encoding="utf-8")


def documented_levels() -> set[str]:
    levels = record_format().split("**Levels.**")[1].split("\n\n")[0]
    return set(re.findall(r"`([a-z]+(?::N)?)`", levels))


@pytest.mark.slow  # simulates matches with every level: .ci/run's slow step runs it
def test_every_level_written_is_documented(tmp_path, capsys):
    """The game's levels, and every bot simulate writes in a record's seats, are among
    the levels record-format.md lists (``hard:N`` and ``expert:N`` standing for any N)."""
    from fivesup_qt.ai.levels import FORMER, level_names

    listed = documented_levels()
    assert set(level_names()) | set(FORMER) <= listed, listed
    for bots in ("random,greedy,medium,hard:2", "expert:3,hard,expert,easy"):
        assert cli.run("simulate", ["--players", "4", "--matches", "1", "--bots", bots,
                                    "--records", str(tmp_path / bots), "--seed", "2"]) == 0
    capsys.readouterr()
    written = {seat["level"] for path in tmp_path.glob("*/*.fivesup.json")
               for seat in json.loads(path.read_text(encoding="utf-8"))["seats"]}
    assert {"random", "greedy", "medium", "hard", "expert", "hard:2", "expert:3"} == written
    assert {re.sub(r":\d+$", ":N", level) for level in written} <= listed, written


def test_result_counts_scorers_as_documented(tmp_path, capsys):
    """A four-player record's result has two scores and a winner 0 or 1 (the teams);
    record-format.md says so where it describes the result."""
    assert cli.run("simulate", ["--players", "4", "--matches", "3", "--records", str(tmp_path),
                                "--seed", "6"]) == 0
    capsys.readouterr()
    for path in tmp_path.iterdir():
        result = json.loads(path.read_text(encoding="utf-8"))["result"]
        assert len(result["scores"]) == 2 and result["winner"] in (0, 1)
    said = " ".join(record_format().split("**`result`**")[1].split("\n\n")[0].split())
    assert "counts scorers" in said and "two of them in a four-player match" in said


def test_negative_scores_where_the_documents_say(capsys):
    """Exact 61 with four players can fall below 0 (a net settlement less than the
    partner's hand); with two or three it never does. record-format.md and the replay
    schema name both variants."""
    from fivesup_qt.rules.match import Match

    def lowest(variant: str, players: int, seeds: range) -> int:
        low = 0
        for seed in seeds:
            rng = Random(seed)
            match = Match.new(variant, players, seed=seed)
            while not match.is_over and len(match.rounds) < 4:
                if match.round.is_over:
                    match.start_round()
                    continue
                match.push(rng.choice(match.legal_moves()))
                low = min(low, *match.scores)
        return low

    assert lowest("exact-61", 4, range(60)) < 0
    assert lowest("exact-61", 2, range(30)) == 0 and lowest("exact-61", 3, range(30)) == 0
    said = " ".join(record_format().split("**Negative scores.**")[1].split("\n\n")[0].split())
    assert "in Five-Up" in said and "in Exact 61 with four players" in said
    scores = schema.load("replay")["$defs"]["scores"]["description"]
    assert "Five-Up" in scores and "four-player Exact 61" in scores


def test_started_is_written_and_read_as_documented():
    """The game writes ``started`` in the one form the document gives, and the reading
    the document advises takes both that form and its example."""
    from datetime import datetime

    from fivesup_qt.storage.history import now_iso

    said = record_format().split("**`started`**")[1].split("\n\n")[0]
    form = re.search(r'`strftime\("([^"]+)"\)`', said).group(1)
    example = re.search(r'`"(\d{4}-[^"]+)"`', said).group(1)
    written = now_iso()
    assert re.fullmatch(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}", written), written
    assert datetime.strptime(written, form).utcoffset() is not None
    assert datetime.strptime(example, form).utcoffset().total_seconds() == 3600  # "UTC+1"
