"""The JSON Schemas shipped in the package: every record ``simulate --records`` writes and
every replay report validate; shapes the reader refuses are refused by the schema too;
``fivesup-qt schema NAME`` prints them without loading Qt."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from pathlib import Path
from random import Random

import pytest
from helpers import REPO
from jsonschema import Draft202012Validator

from fivesup_qt import schema
from fivesup_qt.commands import cli
from fivesup_qt.rules.record import RecordError, load_record, replay

ROOT = REPO
SAMPLE = ROOT / "fivesup_qt" / "resources" / "sample-match.fivesup.json"


@pytest.fixture(scope="module")
def match_validator() -> Draft202012Validator:
    return Draft202012Validator(schema.load("match"))


@pytest.fixture(scope="module")
def replay_validator() -> Draft202012Validator:
    return Draft202012Validator(schema.load("replay"))


def problems(validator: Draft202012Validator, data) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(data)]


def test_schemas_are_valid_draft_2020_12():
    for name in schema.NAMES:
        Draft202012Validator.check_schema(schema.load(name))
    assert schema.load("match")["properties"]["format"]["enum"] == ["fivesup-match/1", "fivesup-match/2"]
    assert schema.load("replay")["properties"]["format"]["enum"] == ["fivesup-replay/1", "fivesup-replay/2"]
    assert schema.load("review")["properties"]["format"]["const"] == "fivesup-review/3"


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_simulated_record_and_its_report_validate(
        tmp_path, capsys, match_validator, replay_validator, variant, players):
    assert cli.run("simulate", ["--variant", variant, "--players", str(players), "--matches", "4",
                                "--seed", "11", "--bots", "random,greedy",
                                "--records", str(tmp_path), "--json"]) == 0
    capsys.readouterr()
    files = sorted(tmp_path.glob("match-*.json"))
    assert len(files) == 4
    ends = set()
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert problems(match_validator, data) == [], path.name
        _, report = replay(load_record(path.read_bytes()))
        assert problems(replay_validator, report) == [], path.name
        ends |= {rnd["end"] for rnd in report["rounds"]}
        # a record cut in the middle of a round is a game in progress: valid too
        cut = copy.deepcopy(data)
        moves = cut["rounds"][-1]["moves"]
        del moves[len(moves) // 2:]
        del cut["result"]
        assert problems(match_validator, cut) == []
        _, report = replay(load_record(cut))
        assert report["rounds"][-1]["end"] == "unfinished" and report["winner"] is None
        assert problems(replay_validator, report) == []
    assert ends & {"domino", "blocked", "won"}


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
@pytest.mark.parametrize("target", ["41", "31"])
def test_a_shorter_match_is_format_2_and_validates(
        tmp_path, capsys, match_validator, replay_validator, variant, target):
    """simulate --target 31: format 2 records with their raw target, whose reports say
    it too; the schemas accept them, and refuse a format 2 record without its target."""
    assert cli.run("simulate", ["--variant", variant, "--target", target, "--matches", "3",
                                "--seed", "5", "--bots", "greedy", "--records", str(tmp_path),
                                "--json"]) == 0
    summary = json.loads(capsys.readouterr().out)
    raw = {"41": 205, "31": 155}[target]
    assert summary["target"] == raw
    for path in sorted(tmp_path.glob("match-*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert (data["format"], data["target"]) == ("fivesup-match/2", raw)
        assert problems(match_validator, data) == [], path.name
        match, report = replay(load_record(path.read_bytes()))
        assert (report["format"], report["target"]) == ("fivesup-replay/2", raw)
        assert problems(replay_validator, report) == [], path.name
        if variant == "exact-61" and match.winner is not None:
            assert report["scores"][match.winner] == raw
        del data["target"]
        assert problems(match_validator, data), "a format 2 record needs its target"


@pytest.fixture(scope="module")
def review_validator() -> Draft202012Validator:
    return Draft202012Validator(schema.load("review"))


def review_json(tmp_path: Path, capsys, data: dict, seat: int, deals: int = 2) -> dict:
    """What ``fivesup-qt review FILE --seat S --json`` prints, read back."""
    path = tmp_path / "reviewed.fivesup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert cli.run("review", [str(path), "--seat", str(seat), "--deals", str(deals),
                              "--json"]) == 0
    out, err = capsys.readouterr()
    assert err == "" and not re.search(r"-0\.0(?![0-9])", out)  # never a negative zero
    return json.loads(out)


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_review_validates(tmp_path, capsys, review_validator, variant, players):
    """What ``review --json`` prints for every seat of simulated matches, and for a game
    in progress, validates; both measures are there where a win-chance table applies
    (two sides), points alone with three players."""
    records = tmp_path / "records"
    assert cli.run("simulate", ["--variant", variant, "--players", str(players), "--matches", "2",
                                "--seed", "4", "--bots", "random,greedy", "--records",
                                str(records), "--json"]) == 0
    capsys.readouterr()
    labels = set()
    measures = set()
    for path in sorted(records.glob("*.fivesup.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        in_progress = {**data, "rounds": data["rounds"][:1]}
        in_progress["rounds"][0] = {**data["rounds"][0], "moves": data["rounds"][0]["moves"][:7]}
        del in_progress["result"]
        for record in (data, in_progress):
            for seat in range(players):
                review = review_json(tmp_path, capsys, record, seat)
                assert problems(review_validator, review) == [], (path.name, seat)
                assert review["summary"]["decisions"] == len(review["decisions"])
                assert review["decisions"] or record is in_progress
                labels |= {d["label"] for d in review["decisions"]}
                for d in review["decisions"]:
                    assert (d["chances"] is None) == (d["chance_loss"] is None) == (players == 3)
                    assert d["label"] == (d["chance_label"] if d["measure"] == "chance"
                                          else d["points_label"])
                    measures.add(d["measure"])
                if review["decisions"]:
                    assert review["summary"]["accuracy"] is not None
    assert len(labels) >= 3
    assert measures == ({"points"} if players == 3 else {"points", "chance"})


def test_the_review_of_no_decisions_validates(tmp_path, capsys, review_validator):
    empty = {"format": "fivesup-match/1", "variant": "exact-61", "players": 4, "rounds": []}
    review = review_json(tmp_path, capsys, empty, 3)
    assert problems(review_validator, review) == []
    assert review["decisions"] == [] and review["rounds"] == []
    assert review["summary"]["decisions"] == 0 and review["summary"]["best_share"] == 0


@pytest.mark.parametrize("case,change", [
    ("an unknown label", lambda r: r["decisions"][0].update(label="brilliant")),
    ("a negative loss", lambda r: r["decisions"][0].update(loss=-1.5)),
    ("one legal move only", lambda r: r["decisions"][0].update(values=r["decisions"][0]["values"][:1])),
    ("a move that is not", lambda r: r["decisions"][0].update(played="7|7")),
    ("an unknown fact", lambda r: r["decisions"][0].update(facts=["lucky"])),
    ("move counted from 0", lambda r: r["decisions"][0].update(move=0)),
    ("no summary", lambda r: r.pop("summary")),
    ("a label count missing", lambda r: r["summary"]["labels"].pop("blunder")),
    ("a share over 1", lambda r: r["rounds"][0].update(best_share=1.5)),
    ("the former format", lambda r: r.update(format="fivesup-review/1")),
    ("a negative chance loss", lambda r: r["decisions"][0].update(chance_loss=-0.5)),
    ("a chance over 100", lambda r: r["decisions"][0]["chances"][0].__setitem__(1, 100.5)),
    ("an unknown measure", lambda r: r["decisions"][0].update(measure="luck")),
    ("no measure", lambda r: r["decisions"][0].pop("measure")),
    ("an accuracy over 100", lambda r: r["decisions"][0].update(accuracy=101)),
    ("one measure's thresholds", lambda r: r["thresholds"].pop("chance")),
    ("a level that is not", lambda r: r["summary"].update(
        level={"accuracy": 80, "below": {"level": "grandmaster", "title": "Easy",
                                         "accuracy": 70}, "above": None})),
])
def test_review_schema_refuses_reviews_the_command_never_prints(
        tmp_path, capsys, review_validator, case, change):
    review = review_json(tmp_path, capsys, _sample(), 0)
    assert problems(review_validator, review) == [] and review["decisions"]
    change(review)
    assert problems(review_validator, review), case


def test_sample_record_and_report_validate(match_validator, replay_validator):
    data = json.loads(SAMPLE.read_text(encoding="utf-8"))
    assert problems(match_validator, data) == []
    _, report = replay(load_record(data))
    assert problems(replay_validator, report) == []
    empty = {"format": "fivesup-match/1", "variant": "five-up", "players": 2, "rounds": []}
    assert problems(match_validator, empty) == []
    assert problems(replay_validator, replay(load_record(empty))[1]) == []


def _sample() -> dict:
    return json.loads(SAMPLE.read_text(encoding="utf-8"))


def _set(path: list, value):
    def change(data: dict) -> dict:
        target = data
        for key in path[:-1]:
            target = target[key]
        if value is KeyError:
            del target[path[-1]]
        else:
            target[path[-1]] = value
        return data
    return change


# Shapes the reader refuses: the schema must refuse each of them too.
BAD_RECORDS = {
    "players as text": _set(["players"], "2"),
    "five players": _set(["players"], 5),
    "unknown format": _set(["format"], "fivesup-match/2"),
    "unknown variant": _set(["variant"], "five-down"),
    "no rounds key": _set(["rounds"], KeyError),
    "leader as text": _set(["rounds", 0, "leader"], "1"),
    "leader out of range": _set(["rounds", 0, "leader"], 2),
    "six tiles in a hand": lambda d: d["rounds"][0]["hands"][0].append("6|6") or d,
    "a hand missing": lambda d: d["rounds"][0]["hands"].pop() and d,
    "a tile that is not": _set(["rounds", 0, "stock", 0], "7|1"),
    "a tile as a list": _set(["rounds", 0, "stock", 0], [6, 6]),
    "a short stock": lambda d: d["rounds"][0]["stock"].pop() and d,
    "a move as a number": _set(["rounds", 0, "moves", 0], 23),
    "a side that is not": _set(["rounds", 0, "moves", 1], "0|2@2|3/middle"),
    "no moves key": _set(["rounds", 0, "moves"], KeyError),
}


@pytest.mark.parametrize("case", sorted(BAD_RECORDS))
def test_schema_refuses_what_the_reader_refuses(match_validator, case):
    data = BAD_RECORDS[case](_sample())
    assert problems(match_validator, data), case
    with pytest.raises(RecordError):
        replay(load_record(json.dumps(data)))


@pytest.mark.parametrize("case,change", [
    ("a settlement of 0", lambda r: r["rounds"][0]["log"].append(
        {"scorer": 0, "seat": 0, "settle": 0, "accepted": True})),
    ("points not a multiple of 5", lambda r: next(
        e for e in r["rounds"][0]["log"] if "play" in e).update(points=7)),
    ("an unknown end", lambda r: r["rounds"][0].update(end="over")),
    ("a draw that is also a pass", lambda r: r["rounds"][0]["log"].append(
        {"seat": 0, "draw": "1|2", "pass": True})),
    ("scorers of 4 players in a 2-player match", lambda r: r.update(scorers=[[0, 2], [1, 3]])),
    ("an opening without its at key", lambda r: r["rounds"][0]["log"][0].pop("at")),
])
def test_report_schema_refuses_reports_the_engine_never_writes(replay_validator, case, change):
    _, report = replay(load_record(_sample()))
    assert problems(replay_validator, report) == []
    change(report)
    assert problems(replay_validator, report), case


def test_added_keys_are_allowed(match_validator, replay_validator):
    data = _sample()
    data["tournament"] = {"table": 3}
    data["rounds"][0]["comment"] = "added by an outside tool"
    assert problems(match_validator, data) == []
    _, report = replay(load_record(data))  # the reader ignores them
    report["checked_by"] = "an outside tool"
    assert problems(replay_validator, report) == []


def test_schema_command_prints_the_shipped_file_without_qt(tmp_path):
    code = ("import sys\n"
            "from fivesup_qt.__main__ import main\n"
            "code = main(['schema', sys.argv[1]])\n"
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
            "sys.exit(code)\n")
    for name in schema.NAMES:
        out = subprocess.run([sys.executable, "-c", code, name], capture_output=True, text=True,
                             cwd=ROOT, check=True).stdout
        assert json.loads(out) == json.loads((ROOT / "fivesup_qt" / "schema"
                                              / f"{name}.schema.json").read_text(encoding="utf-8"))
    wrong = subprocess.run([sys.executable, "-m", "fivesup_qt", "schema", "record"],
                           capture_output=True, text=True, cwd=ROOT)
    assert wrong.returncode == 2 and wrong.stdout == "" and "invalid choice" in wrong.stderr


def test_the_schemas_ship_with_the_package():
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    assert '"schema/*.json"' in text
    import tomllib

    extras = tomllib.loads(text)["project"]["optional-dependencies"]
    assert any(req.startswith("jsonschema") for req in extras["test"])
    spec = (ROOT / "packaging" / "fivesup-qt.spec").read_text(encoding="utf-8")
    assert '"fivesup_qt", "schema", "*.json"' in spec


# --- docs/review-format.md ------------------------------------------------------------------
DOCS = ROOT / "docs"


def test_review_format_names_every_key_of_the_schema():
    """An outside programmer finds every key of the review described (as
    tests/ui/test_docs.py asks of record-format.md for the record and the report)."""
    text = (DOCS / "review-format.md").read_text(encoding="utf-8")
    review = schema.load("review")
    props = review["properties"]
    keys = set(props) | set(props["thresholds"]["properties"])
    keys |= set(props["summary"]["properties"]) | set(props["summary"]["properties"]["labels"]["properties"])
    keys |= set(props["rounds"]["items"]["properties"])
    keys |= set(review["$defs"]["totals"]["properties"]) | set(review["$defs"]["decision"]["properties"])
    keys |= set(review["$defs"]["decision"]["properties"]["facts"]["items"]["enum"])
    missing = sorted(key for key in keys if f"`{key}`" not in text and f'`"{key}"`' not in text)
    assert not missing, missing
    assert "fivesup-qt schema review" in text


def test_review_format_example_is_what_the_command_prints(tmp_path, capsys, review_validator):
    """The doc's example: record-format.md's example record reviewed for seat 1 at the
    default deals and seed prints the text and the JSON shown, to the character."""
    record_doc = (DOCS / "record-format.md").read_text(encoding="utf-8")
    [record] = [json.loads(block) for block in re.findall(r"```json\n(.*?)```", record_doc, re.S)
                if '"fivesup-match/1"' in block and '"..."' not in block]
    assert record["names"] == ["Ann", "Ben"]
    text = (DOCS / "review-format.md").read_text(encoding="utf-8")
    example = text.split("## An example")[1]
    assert "fivesup-qt review example.fivesup.json --seat 1\n" in example
    shown_text = re.search(r"```text\n(.*?)```", example, re.S).group(1)
    shown_json = json.loads(re.search(r"```json\n(.*?)```", example, re.S).group(1))
    path = tmp_path / "example.fivesup.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert cli.run("review", [str(path), "--seat", "1"]) == 0
    assert capsys.readouterr().out == shown_text
    assert review_json(tmp_path, capsys, record, 1, deals=300) == shown_json
    assert problems(review_validator, shown_json) == []


# --- docs/record-format.md: what the writers write --------------------------------------------
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
