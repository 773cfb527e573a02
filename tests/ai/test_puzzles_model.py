"""The puzzle model: positions rebuilt by the engine, answers checked, JSON read strictly."""

from __future__ import annotations

import copy
import json
from random import Random

import pytest

from fivesup_qt.ai import puzzle as P
from fivesup_qt.ai.bots import make_bot
from fivesup_qt.ai.puzzles.build import make_puzzle
from fivesup_qt.rules.match import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.tiles import move_text, parse_move


def _found(kind: str, players: int, variant: str, seed: str) -> tuple[P.Puzzle, Match]:
    """The first puzzle of ``kind`` met in a seeded Medium match, with its match."""
    match = Match.new(variant, players, seed=seed)
    bot, rng = make_bot("medium"), Random(seed)
    while not match.is_over:
        if match.round.is_over:
            match.start_round()
            continue
        puzzle = make_puzzle(match, kind)
        if puzzle is not None:
            return puzzle, match
        match.push(bot.choose(observe(match, match.turn), rng))
    raise AssertionError("no puzzle in the match")


@pytest.fixture(scope="module")
def found() -> list[tuple[P.Puzzle, Match]]:
    return [_found("counting", 2, "five-up", "m1"), _found("open", 3, "exact-61", "m2"),
            _found("open", 4, "five-up", "m3"), _found("counting", 4, "exact-61", "m4")]


def test_round_trip_through_json_text(found):
    puzzles = [p for p, _ in found]
    again = P.loads(P.dumps(puzzles))
    assert list(again) == puzzles
    for p in puzzles:
        assert P.from_json(json.loads(json.dumps(p.to_json()))) == p


def test_position_is_rebuilt_exactly(found):
    for puzzle, match in found:
        rebuilt = P.position(puzzle)
        assert rebuilt.turn == puzzle.seat == match.turn
        assert rebuilt.scores == match.scores
        assert rebuilt.round.layout.state() == match.round.layout.state()
        assert rebuilt.round.hands == match.round.hands
        assert rebuilt.round.stock_left == match.round.stock_left
        legal = sorted(move_text(m) for m in rebuilt.legal_moves())
        assert legal == sorted([*puzzle.solutions, *(r.move for r in puzzle.refutations)])


def test_answers(found):
    for puzzle, _ in found:
        assert P.is_solution(puzzle, puzzle.solution)
        assert P.is_solution(puzzle, parse_move(puzzle.solution))
        assert P.refutation(puzzle, puzzle.solution) is None
        for r in puzzle.refutations:
            assert not P.is_solution(puzzle, r.move)
            assert P.refutation(puzzle, parse_move(r.move)) == r
            assert r.loss > 0 and r.why in P.WHYS
        assert not P.is_solution(puzzle, "9|9")
        assert not P.is_solution(puzzle, (99, 0))


def test_open_lines_play_to_the_round_end(found):
    for puzzle, _ in found:
        if puzzle.kind != "open":
            continue
        match = P.position(puzzle)
        played = P.play_line(match, (puzzle.solution, *puzzle.line))
        assert played[0].seat == puzzle.seat
        assert match.round.is_over or match.is_over


def _mutations(good: dict) -> list[tuple[str, dict]]:
    """Hostile variants of a good puzzle's JSON, each with what the error must name."""
    out = []

    def mutate(words: str, change) -> None:
        data = copy.deepcopy(good)
        change(data)
        out.append((words, data))

    mutate("unknown key", lambda d: d.update(extra=1))
    mutate("missing key", lambda d: d.pop("seat"))
    mutate("players", lambda d: d.update(players=True))
    mutate("players", lambda d: d.update(players=7))
    mutate("variant", lambda d: d.update(variant="chess"))
    mutate("target", lambda d: d.update(target=300))
    mutate("scores", lambda d: d.update(scores=d["scores"][:-1]))
    mutate("value", lambda d: d.update(value=1e308))
    mutate("value", lambda d: d.update(value="12"))
    mutate("id", lambda d: d.update(id="pz-../../etc"))
    mutate("hands[0][0]", lambda d: d["round"]["hands"][0].__setitem__(0, "7|7"))
    mutate("each of the 28 tiles once",
           lambda d: d["round"]["hands"][0].__setitem__(0, d["round"]["hands"][1][0]))
    mutate("low value first", lambda d: d["round"]["hands"][0].__setitem__(
        0, d["round"]["hands"][0][0][::-1]) if d["round"]["hands"][0][0][0] != d["round"]["hands"][0][0][2]
        else d["round"]["hands"][0].__setitem__(0, "x"))
    mutate("moves", lambda d: d["round"]["moves"].append(d["round"]["moves"][0]))
    mutate("seat", lambda d: d.update(seat=(d["seat"] + 1) % d["players"]))
    mutate("the legal moves", lambda d: d["refutations"].pop())
    mutate("the legal moves", lambda d: d["solutions"].append(d["refutations"][0]["move"]))
    mutate("why", lambda d: d["refutations"][0].update(why="bad luck"))
    mutate("lose something", lambda d: d["refutations"][0].update(loss=0))
    mutate("themes", lambda d: d.update(themes=["exact-finish", "exact-finish"]))
    mutate("difficulty", lambda d: d.update(difficulty="trivial"))
    mutate("solves", lambda d: d["solves"].update(easy=[5, 2]))
    mutate("solves", lambda d: d["solves"].pop("hard"))
    mutate("line", lambda d: d.update(line=["0|0"] * 40))
    return out


def test_hostile_puzzles_are_refused_with_a_clear_reason(found):
    for puzzle, _ in found:
        for words, data in _mutations(puzzle.to_json()):
            with pytest.raises(P.PuzzleError) as caught:
                P.from_json(data)
            message = str(caught.value)
            assert words in message or words.split("[")[0] in message, (words, message)
            assert len(message) < 400


def test_an_open_line_that_is_not_legal_is_refused(found):
    puzzle = next(p for p, _ in found if p.kind == "open" and p.line)
    data = puzzle.to_json()
    data["line"] = data["line"][:-1] if len(data["line"]) > 1 else ["6|6@6|6/lineA"]
    with pytest.raises(P.PuzzleError, match="line"):
        P.from_json(data)


@pytest.mark.parametrize("text", [
    "", "[]", "null", "{\"format\": \"fivesup-puzzles/1\"}",
    "{\"format\": \"other/1\", \"puzzles\": []}",
    "{\"format\": \"fivesup-puzzles/1\", \"puzzles\": [NaN]}",
    "[" * 100_000, "{\"format\": \"fivesup-puzzles/1\", \"puzzles\": {}}",
    "{\"format\": \"fivesup-puzzles/1\", \"puzzles\": [" + "9" * 1_000_000 + "]}",
])
def test_hostile_files_are_refused(text):
    with pytest.raises(P.PuzzleError):
        P.loads(text)


def test_an_oversized_file_is_refused_before_parsing():
    with pytest.raises(P.PuzzleError, match="larger"):
        P.loads(" " * (P.MAX_BYTES + 1))


def test_the_same_position_has_the_same_id(found):
    puzzle, _ = found[0]
    again = make_puzzle(P.position(puzzle), puzzle.kind)
    assert again is not None and again.id == puzzle.id
