"""The JSON Schemas shipped in the package: every record ``simulate --records`` writes and
every replay report validate; shapes the reader refuses are refused by the schema too;
``fivesup-qt schema NAME`` prints them without loading Qt."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from fivesup_qt import cli, schema
from fivesup_qt.rules.record import RecordError, load_record, replay

ROOT = Path(__file__).resolve().parent.parent
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
    assert schema.load("match")["properties"]["format"]["const"] == "fivesup-match/1"
    assert schema.load("replay")["properties"]["format"]["const"] == "fivesup-replay/1"


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
