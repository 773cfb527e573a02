"""``fivesup-qt puzzles``: verify proves the shipped set and fails a set that lies (exit 1,
a line a problem), a file that is not a set is one error line (exit 2), stats counts, and
generate makes a set that verifies, the same for the same seed; the shipped set matches
its schema."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from jsonschema import Draft202012Validator

from fivesup_qt import schema
from fivesup_qt.ai import puzzle as P
from fivesup_qt.commands import cli

SHIPPED = REPO / "fivesup_qt" / "resources" / "puzzles.json"


def run(capsys, *args: str) -> tuple[int, str, str]:
    try:
        code = cli.run("puzzles", list(args))
    except SystemExit as refused:  # an argument refused by the parser
        code = refused.code
    out, err = capsys.readouterr()
    return code, out, err


def test_verify_proves_the_shipped_set(capsys, monkeypatch):
    """With no FILE, verify proves the shipped set, as read by ``load_shipped``: here its
    first puzzle of each kind (tests/ai/test_puzzles_verify.py proves every one with the
    same ``check_set``, against the compiled engine too; .ci/run runs the command whole)."""
    real = P.load_shipped
    monkeypatch.setattr(P, "load_shipped", lambda: tuple(
        next(p for p in real() if p.kind == kind) for kind in sorted(P.KINDS)))
    code, out, err = run(capsys, "verify")
    assert code == 0, err
    shipped = P.load_shipped()
    assert len({p.kind for p in shipped}) == len(P.KINDS) >= 2
    assert out.startswith(f"{len(shipped):,} puzzles proved (")
    assert "no two the same position" in out and err == ""


def _few(data: dict) -> list[dict]:
    """The shipped set's first puzzle of each kind (proving the whole set takes some 3 s:
    tests/ai/test_puzzles_verify.py does it)."""
    kinds = sorted({p["kind"] for p in data["puzzles"]})
    return [next(p for p in data["puzzles"] if p["kind"] == kind) for kind in kinds]


def _small_set(tmp_path: Path) -> Path:
    """A set of the shipped set's first puzzle of each kind, true."""
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    data["puzzles"] = _few(data)
    path = tmp_path / "few.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _swapped_set(tmp_path):
    """The shipped set's first puzzle of each kind and a second counting puzzle whose
    solution is swapped for its first wrong move: well formed (the reader takes it), but
    false."""
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    few = _few(data)
    item = next(p for p in data["puzzles"]
                if p["kind"] == "counting" and p not in few)
    data["puzzles"] = [*few, item]
    wrong = item["refutations"][0]
    item["refutations"] = item["refutations"][1:] + [
        {"move": m, "value": item["value"], "loss": wrong["loss"], "why": "fewer-points",
         "line": []} for m in item["solutions"]]
    item["solutions"], item["value"] = [wrong["move"]], wrong["value"]
    path = tmp_path / "lie.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, item["id"]


def test_verify_fails_a_lie_with_exit_1_and_names_it(tmp_path, capsys):
    path, pid = _swapped_set(tmp_path)
    code, out, err = run(capsys, "verify", str(path))
    assert code == 1 and out == ""
    lines = err.splitlines()
    assert any(line.startswith(f"error: puzzle {pid}: the solution is not the best move")
               for line in lines), err
    assert lines[-1].startswith("error: ") and "problem" in lines[-1]


@pytest.mark.parametrize("content, words", [
    (None, "does not exist"),
    (b"{\"format\": \"fivesup-puzzles/1\", \"puzzles\": [{}]}", "puzzles[0]: missing key 'id'"),
    (b"\xff\xfe{}", "not UTF-8"),
    (b"[" * 5000, "not JSON"),
])
def test_a_file_that_is_not_a_set_is_one_error_line(tmp_path, capsys, content, words):
    path = tmp_path / "set.json"
    if content is not None:
        path.write_bytes(content)
    code, out, err = run(capsys, "verify", str(path))
    assert code == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1 and words in err, err


def test_stats_counts_the_set_and_the_solve_rates(capsys):
    code, out, err = run(capsys, "stats")
    assert code == 0, err
    shipped = P.load_shipped()
    assert out.startswith(f"{len(shipped):,} puzzles\n")
    opens = sum(p.kind == "open" for p in shipped)
    assert f"kind: counting {len(shipped) - opens}, open {opens}" in out
    # rows are the computer players (the game's level names), columns the puzzles' tiers:
    # both are easy, medium and hard, so each says which it is (issue 41, item 3)
    assert "of each computer player, by the puzzles' difficulty tier" in out
    for player in ("Easy", "Medium", "Hard"):
        [row] = [line for line in out.splitlines() if line.startswith(f"  {player} player: ")]
        for tier in ("easy", "medium", "hard"):
            solves = [s for p in shipped if p.difficulty == tier for s in p.solves
                      if s.level == player.lower()]
            solved, tries = sum(s.solved for s in solves), sum(s.tries for s in solves)
            assert f"{tier} puzzles {solved}/{tries} = " in row, row


def test_generate_makes_a_set_that_verifies_and_the_same_for_the_same_seed(tmp_path, capsys):
    path = tmp_path / "made.json"
    # one match, whose three puzzles are a set: generated twice in half the time of two
    args = ["generate", "--n", "3", "--seed", "3", "--bot", "expert:4", "--max-matches", "1"]
    code, out, err = run(capsys, *args, "--out", str(path))
    assert code == 0, err
    assert "match 1:" in err
    made = P.loads(path.read_text(encoding="utf-8"))
    assert len(made) >= 3 and out.startswith(f"{len(made)} puzzles written to ")
    code, out, err = run(capsys, "verify", str(path))
    assert code == 0, err
    code, again, err = run(capsys, *args)
    assert code == 0 and again == path.read_text(encoding="utf-8")


def test_generate_refuses_a_file_and_an_unknown_bot(capsys):
    code, _, err = run(capsys, "generate", "x.json")
    assert code == 2 and "takes no FILE" in err
    code, _, err = run(capsys, "generate", "--bot", "grandmaster")
    assert code == 2 and "unknown computer player 'grandmaster'" in err
    assert "Easy, Medium, Hard, Expert" in err


def test_the_shipped_set_matches_its_schema_and_the_schema_refuses_a_stray_key():
    validator = Draft202012Validator(schema.load("puzzle"))
    Draft202012Validator.check_schema(schema.load("puzzle"))
    data = json.loads(SHIPPED.read_text(encoding="utf-8"))
    assert [e.message for e in validator.iter_errors(data)] == []
    data["puzzles"][0]["hint"] = "play 5|5"
    assert not validator.is_valid(data)  # stops at the first error, not after every puzzle


def test_verify_runs_without_qt(tmp_path):
    """A set with a puzzle of each kind (both provers at work) verified without Qt."""
    code = ("import sys\n"
            "from fivesup_qt.__main__ import main\n"
            f"code = main(['puzzles', 'verify', {str(_small_set(tmp_path))!r}])\n"
            "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'\n"
            "sys.exit(code)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, timeout=600)
    assert done.returncode == 0, done.stderr
