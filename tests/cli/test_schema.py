"""The JSON Schemas shipped in the package: every record ``simulate --records`` writes and
every replay report validate; shapes the reader refuses are refused by the schema too;
``fivesup-qt schema NAME`` prints them without loading Qt."""

from __future__ import annotations

import copy
import io
import json
import re
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path

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


def shown_in(reports: list[dict]) -> set[str]:
    """The shapes the replay schema meets in ``reports`` (its coverage comes from these,
    not from the number of matches): round ends, kinds of log entry, refused scores,
    deductions, negative scores, a round with no move yet."""
    shown = set()
    for rnd in (rnd for report in reports for rnd in report["rounds"]):
        shown |= {rnd["end"]} | ({"no move yet"} if not rnd["log"] else set())
        shown |= {"a negative score"} if min(rnd["scores"]) < 0 else set()
        for entry in rnd["log"]:
            kind = next(key for key in ("play", "draw", "pass", "settle") if key in entry)
            shown.add(kind if entry.get("accepted", True) else f"{kind} refused")
            shown |= {"a deduction"} if entry.get("settle", 0) < 0 else set()
    return shown


SHOWN = {"five-up": {"domino", "blocked", "unfinished", "no move yet", "play", "draw", "pass",
                     "settle", "a deduction", "a negative score"},
         "exact-61": {"domino", "blocked", "won", "unfinished", "no move yet", "play", "draw",
                      "pass", "settle", "play refused", "settle refused"}}


# Seeds whose matches (one, or three for four-player Exact 61) show every shape the
# former four matches of seed 11 showed (SHOWN), in a quarter of their rounds.
@pytest.mark.parametrize("variant,players,seed,matches", [
    ("five-up", 2, 34, 1), ("five-up", 3, 87, 1), ("five-up", 4, 32, 1),
    ("exact-61", 2, 66, 1), ("exact-61", 3, 63, 1), ("exact-61", 4, 180, 3)])
def test_every_simulated_record_and_its_report_validate(
        tmp_path, capsys, match_validator, replay_validator, variant, players, seed, matches):
    assert cli.run("simulate", ["--variant", variant, "--players", str(players), "--matches",
                                str(matches), "--seed", str(seed), "--bots", "random,greedy",
                                "--records", str(tmp_path), "--json"]) == 0
    capsys.readouterr()
    files = sorted(tmp_path.glob("match-*.json"))
    assert len(files) == matches
    reports = []
    for path in files:
        data = json.loads(path.read_text(encoding="utf-8"))
        assert problems(match_validator, data) == [], path.name
        reports.append(replay(load_record(path.read_bytes()))[1])
        assert problems(replay_validator, reports[-1]) == [], path.name
        # a record cut in the middle of a round, or before its first move, is a game in
        # progress: valid too (cut in the second round: the rounds before it are the
        # whole report's, validated above)
        for keep in (0.5, 0):
            cut = copy.deepcopy(data)
            del cut["rounds"][2:], cut["result"]
            moves = cut["rounds"][-1]["moves"]
            del moves[int(len(moves) * keep):]
            assert problems(match_validator, cut) == []
            _, report = replay(load_record(cut))
            assert report["rounds"][-1]["end"] == "unfinished" and report["winner"] is None
            assert problems(replay_validator, report) == []
            reports.append(report)
    negative = {"a deduction", "a negative score"} if (variant, players) == ("exact-61", 4) else set()
    assert shown_in(reports) >= SHOWN[variant] | negative, "a shape the seed no longer shows"


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


def review_json(tmp_path: Path, data: dict, seat: int, deals: int = 2) -> dict:
    """What ``fivesup-qt review FILE --seat S --json`` prints, read back."""
    path = tmp_path / "reviewed.fivesup.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        assert cli.run("review", [str(path), "--seat", str(seat), "--deals", str(deals),
                                  "--json"]) == 0
    assert err.getvalue() == "" and not re.search(r"-0\.0(?![0-9])", out.getvalue())  # never -0
    return json.loads(out.getvalue())


@pytest.fixture(scope="module")
def sample_review(tmp_path_factory, review_validator) -> dict:
    """The sample record's review of seat 0, printed and validated once for the
    refusals below (each changes a copy)."""
    review = review_json(tmp_path_factory.mktemp("review"), _sample(), 0)
    assert problems(review_validator, review) == [] and review["decisions"]
    return review


# Seeds whose one match shows every label, a missed five and a level with a side open in
# its reviews, as the former two matches of seed 4 did, in half of their time or less.
@pytest.mark.parametrize("variant,players,seed", [
    ("five-up", 2, 25), ("five-up", 3, 8), ("five-up", 4, 4),
    ("exact-61", 2, 24), ("exact-61", 3, 11), ("exact-61", 4, 23)])
def test_every_review_validates(tmp_path, capsys, review_validator, variant, players, seed):
    """What ``review --json`` prints for every seat of a simulated match, and for a game
    in progress, validates; both measures are there where a win-chance table applies
    (two sides), points alone with three players."""
    records = tmp_path / "records"
    assert cli.run("simulate", ["--variant", variant, "--players", str(players), "--matches", "1",
                                "--seed", str(seed), "--bots", "random,greedy", "--records",
                                str(records), "--json"]) == 0
    capsys.readouterr()
    shown: set[str] = set()
    measures = set()
    [path] = sorted(records.glob("*.fivesup.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    in_progress = {**data, "rounds": data["rounds"][:1]}
    in_progress["rounds"][0] = {**data["rounds"][0], "moves": data["rounds"][0]["moves"][:7]}
    del in_progress["result"]
    for record in (data, in_progress):
        for seat in range(players):
            review = review_json(tmp_path, record, seat)
            assert problems(review_validator, review) == [], (path.name, seat)
            assert review["summary"]["decisions"] == len(review["decisions"])
            assert review["decisions"] or record is in_progress
            for d in review["decisions"]:
                assert (d["chances"] is None) == (d["chance_loss"] is None) == (players == 3)
                assert d["label"] == (d["chance_label"] if d["measure"] == "chance"
                                      else d["points_label"])
                measures.add(d["measure"])
                shown |= {d["label"], *d["facts"]}
            if review["decisions"]:
                assert review["summary"]["accuracy"] is not None
                level = review["summary"]["level"]
                shown |= {"a side open"} if None in (level["below"], level["above"]) else set()
    assert shown >= {"best", "good", "inaccuracy", "mistake", "blunder", "missed-five",
                     "a side open"}, "a shape the seed no longer shows"
    assert measures == ({"points"} if players == 3 else {"points", "chance"})


def test_the_review_of_no_decisions_validates(tmp_path, review_validator):
    empty = {"format": "fivesup-match/1", "variant": "exact-61", "players": 4, "rounds": []}
    review = review_json(tmp_path, empty, 3)
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
        sample_review, review_validator, case, change):
    review = copy.deepcopy(sample_review)
    change(review)
    assert not review_validator.is_valid(review), case  # stops at the first error


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


@pytest.fixture(scope="module")
def sample_report(replay_validator) -> dict:
    """The sample record's report, replayed and validated once for the refusals below."""
    report = replay(load_record(_sample()))[1]
    assert problems(replay_validator, report) == []
    return report


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
def test_report_schema_refuses_reports_the_engine_never_writes(sample_report, replay_validator,
                                                              case, change):
    report = copy.deepcopy(sample_report)
    change(report)
    assert not replay_validator.is_valid(report), case  # stops at the first error


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
    assert review_json(tmp_path, record, 1, deals=300) == shown_json
    assert problems(review_validator, shown_json) == []
