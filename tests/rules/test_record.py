"""Match records and the replay report (docs/record-format.md): valid records, and invalid ones
rejected in the error form ``error: round R, move M (TEXT): REASON``."""

from __future__ import annotations

import copy
import json
import re
import subprocess
import sys
from random import Random

import pytest

from fivesup_qt.commands import cli
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import record_of
from fivesup_qt.rules.round import DRAW, PLAY
from fivesup_qt.rules.tiles import parse_move, tile_text

ERROR_LINE = re.compile(r"^error: (round \d+(, move \d+ \(.*\))?: )?\S.*\n$")


def random_match(variant: str, players: int, seed: int, max_rounds: int = 40) -> Match:
    rng = Random(seed)
    match = Match.new(variant, players, seed=seed)
    while not match.is_over and len(match.rounds) <= max_rounds:
        if match.round.is_over:
            if len(match.rounds) == max_rounds:
                break
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
    return match


def run_replay(tmp_path, record, capsys) -> tuple[int, str, str]:
    """``replay --json`` of the record: (exit status, the report, stderr)."""
    path = tmp_path / "record.json"
    text = record if isinstance(record, str) else json.dumps(record)
    path.write_text(text, encoding="utf-8")
    code = cli.run("replay", ["--json", str(path)])
    out, err = capsys.readouterr()
    return code, out, err


def assert_rejected(tmp_path, record, capsys, pattern: str) -> str:
    """The record refused in one line that names the file, ``error: FILE: REASON``;
    ``pattern`` is matched against the line without the file, ``error: REASON``."""
    code, out, err = run_replay(tmp_path, record, capsys)
    assert code == 2
    assert out == ""
    named = f"error: {tmp_path / 'record.json'}: "
    assert err.startswith(named), err
    err = "error: " + err[len(named):]
    assert ERROR_LINE.match(err), err
    assert re.search(pattern, err), err
    return err


@pytest.fixture(scope="module")
def exact_match() -> Match:
    """A finished Exact 61 match between random players, 3 seats."""
    return random_match("exact-61", 3, seed=21)


@pytest.fixture
def record(exact_match):
    return copy.deepcopy(record_of(exact_match))


# -- valid records ---------------------------------------------------------------
@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_written_match_replays_to_the_same_scores(tmp_path, capsys, variant, players):
    match = random_match(variant, players, seed=players * 7)
    code, out, err = run_replay(tmp_path, record_of(match), capsys)
    assert (code, err) == (0, "")
    report = json.loads(out)
    assert report["format"] == "fivesup-replay/1"
    assert report["scores"] == match.scores
    assert report["displayed"] == [s // 5 for s in match.scores]
    assert report["winner"] == match.winner
    assert report["scorers"] == ([[0, 2], [1, 3]] if players == 4 else [[s] for s in range(players)])
    assert len(report["rounds"]) == len(match.rounds)
    last = report["rounds"][-1]
    assert last["scores"] == match.scores
    # the accepted events of the report add up to the scores
    totals = [0] * len(match.scores)
    for rnd in report["rounds"]:
        for entry in rnd["log"]:
            if "play" in entry and entry["accepted"]:
                totals[match.scorer_of[entry["seat"]]] += entry["points"]
            if "settle" in entry and entry["accepted"]:
                totals[entry["scorer"]] += entry["settle"]
    assert totals == match.scores


def test_report_placement_entries_follow_the_conventions(tmp_path, capsys, record):
    code, out, _ = run_replay(tmp_path, record, capsys)
    assert code == 0
    report = json.loads(out)
    first = report["rounds"][0]["log"][0]
    assert first["at"] is None and first["seat"] == report["rounds"][0]["leader"]
    for rnd in report["rounds"]:
        for entry in rnd["log"]:
            if "play" in entry:
                names = [name for name, _ in entry["counted"]]
                assert names == sorted(names)
                assert entry["open"] == sorted(entry["open"])
                assert entry["sum"] == sum(value for _, value in entry["counted"])
                expected = entry["sum"] if entry["sum"] > 0 and entry["sum"] % 5 == 0 else 0
                assert entry["points"] == expected
        for hand in rnd["remaining"]:
            assert hand == sorted(hand)
    assert report["rounds"][-1]["end"] in ("won", "domino", "blocked")


def test_blocked_round_logs_a_pass_for_every_seat_then_settles(tmp_path, capsys):
    for seed in range(200):
        match = random_match("exact-61", 3, seed=seed)
        if any(r.end == "blocked" for r in match.rounds):
            break
    else:
        pytest.fail("no blocked round in 200 random matches")
    _code, out, _ = run_replay(tmp_path, record_of(match), capsys)
    report = json.loads(out)
    for rnd in report["rounds"]:
        if rnd["end"] != "blocked":
            continue
        log = rnd["log"]
        last_play = max(i for i, e in enumerate(log) if "play" in e)
        placer = log[last_play]["seat"]
        settles = [e for e in log if "settle" in e]
        assert log[len(log) - len(settles):] == settles  # settlement comes last
        before = log[: len(log) - len(settles)]
        assert all("pass" in e for e in before[-3:])
        assert [e["seat"] for e in before[-3:]] == [(placer + k) % 3 for k in (1, 2, 3)]
        assert all(e["settle"] > 0 for e in settles)
        assert rnd["finisher"] is None


def test_reversed_tile_text_is_accepted(tmp_path, capsys, record):
    plain = run_replay(tmp_path, record, capsys)
    flipped = copy.deepcopy(record)
    rnd = flipped["rounds"][0]
    rnd["hands"] = [["|".join(reversed(t.split("|"))) for t in hand] for hand in rnd["hands"]]

    def flip(text: str) -> str:
        tile, _, point = text.partition("@")
        a, b = tile.split("|")
        if not point:
            return f"{b}|{a}"
        ptile, side = point.split("/")
        c, d = ptile.split("|")
        return f"{b}|{a}@{d}|{c}/{side}"

    rnd["moves"] = [flip(m) for m in rnd["moves"]]
    assert run_replay(tmp_path, flipped, capsys) == plain


def test_a_game_in_progress_and_an_empty_match_are_valid(tmp_path, capsys, record):
    record["rounds"][-1]["moves"] = record["rounds"][-1]["moves"][:3]
    code, out, _ = run_replay(tmp_path, record, capsys)
    assert code == 0
    assert json.loads(out)["rounds"][-1]["end"] == "unfinished"
    assert json.loads(out)["winner"] is None
    record["rounds"][-1]["moves"] = []
    code, out, _ = run_replay(tmp_path, record, capsys)
    assert code == 0 and json.loads(out)["rounds"][-1]["log"] == []
    record["rounds"] = []
    code, out, _ = run_replay(tmp_path, record, capsys)
    assert code == 0 and json.loads(out)["scores"] == [0, 0, 0]


def test_unknown_optional_keys_are_ignored(tmp_path, capsys, record):
    plain = run_replay(tmp_path, record, capsys)
    record["names"] = ["A", "B", "C"]
    record["app"] = {"anything": [1, 2]}
    record["rounds"][0]["comment"] = "new key"
    assert run_replay(tmp_path, record, capsys) == plain


# -- invalid records -------------------------------------------------------------
def find_position(record: dict, want):
    """Replay ``record`` on the engine; return (round_no, move_no, match) where want(match)."""
    match = Match(record["variant"], record["players"])
    for round_no, rnd in enumerate(record["rounds"], 1):
        match.start_round(
            rnd["leader"],
            [[parse_move(t)[0] for t in hand] for hand in rnd["hands"]],
            [parse_move(t)[0] for t in rnd["stock"]],
        )
        for move_no, text in enumerate(rnd["moves"], 1):
            if want(match):
                return round_no, move_no, match
            match.push(parse_move(text))
    raise AssertionError("no such position")


def test_bad_json(tmp_path, capsys):
    assert_rejected(tmp_path, '{"format": "fivesup-match/1", ', capsys, r"^error: not valid JSON")


def test_not_an_object(tmp_path, capsys):
    assert_rejected(tmp_path, "[1, 2]", capsys, r"must be a JSON object")


def test_not_utf8(tmp_path, capsys):
    path = tmp_path / "record.json"
    path.write_bytes(b'{"format": "\xff\xfe"}')
    assert cli.run("replay", [str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and ERROR_LINE.match(err)


def test_missing_file(tmp_path, capsys):
    assert cli.run("replay", [str(tmp_path / "nope.json")]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("error: cannot read")


@pytest.mark.parametrize(
    ("change", "pattern"),
    [
        (lambda r: r.update(format="fivesup-match/3"), r"unknown format"),
        (lambda r: r.pop("format"), r"missing key 'format'"),
        (lambda r: r.update(variant="five-down"), r"unknown variant"),
        (lambda r: r.update(variant=1), r"variant must be a string"),
        (lambda r: r.update(players="3"), r"players must be an integer"),
        (lambda r: r.update(players=3.0), r"players must be an integer"),
        (lambda r: r.update(players=True), r"players must be an integer"),
        (lambda r: r.update(players=5), r"2, 3 or 4 players, not 5"),
        (lambda r: r.update(rounds={}), r"rounds must be a list"),
        (lambda r: r["rounds"][0].pop("stock"), r"^error: round 1: missing key 'stock'"),
        (lambda r: r["rounds"][0].update(leader=1.0), r"round 1: leader must be an integer"),
        (lambda r: r["rounds"][0].update(leader=3), r"round 1: leader 3 is not a seat"),
        (lambda r: r["rounds"][0]["hands"].pop(), r"round 1: hands lists 2 hands for 3"),
        (lambda r: r["rounds"][0]["hands"][1].pop(), r"seat 1's hand has 4 tiles"),
        (lambda r: r["rounds"][0]["stock"].pop(), r"the stock has 12 tiles, expected 13"),
        (
            lambda r: r["rounds"][0]["stock"].__setitem__(0, r["rounds"][0]["hands"][0][0]),
            r"appears twice",
        ),
        (lambda r: r["rounds"][0]["hands"][0].__setitem__(0, "7|1"), r"not a tile"),
        (lambda r: r["rounds"][0]["hands"][0].__setitem__(0, 14), r"not a tile string"),
        (lambda r: r["rounds"][0]["moves"].__setitem__(0, 5), r"round 1, move 1 \(5\): .*string"),
    ],
)
def test_structurally_invalid_records(tmp_path, capsys, record, change, pattern):
    change(record)
    assert_rejected(tmp_path, record, capsys, pattern)


def test_an_illegal_point_name(tmp_path, capsys, record):
    first, second = record["rounds"][0]["moves"][:2]
    tile = second.split("@")[0]
    record["rounds"][0]["moves"][1] = f"{tile}@{first}/branchA"
    assert_rejected(tmp_path, record, capsys, r"^error: round 1, move 2 \(.*\): .*has no side")


def test_a_value_mismatch(tmp_path, capsys, record):
    moves = record["rounds"][0]["moves"]
    _round_no, move_no, match = find_position(record, lambda m: m.round.actions >= 1)
    legal = match.legal_moves()
    tile = legal[0][0]
    bad = next(p for p in match.round.layout.open_points() if (tile, p) not in legal)
    from fivesup_qt.rules.tiles import move_text

    moves[move_no - 1] = move_text((tile, bad))
    assert_rejected(tmp_path, record, capsys, rf"round 1, move {move_no} .*does not match")


def test_a_branch_before_both_line_sides(tmp_path, capsys):
    record = {
        "format": "fivesup-match/1",
        "variant": "five-up",
        "players": 2,
        "rounds": [
            {
                "leader": 0,
                "hands": [["4|4", "0|1", "0|2", "0|3", "0|5"], ["4|6", "1|1", "1|2", "1|3", "1|5"]],
                "stock": [tile_text(t) for t in range(28)
                          if tile_text(t) not in
                          {"4|4", "0|1", "0|2", "0|3", "0|5", "4|6", "1|1", "1|2", "1|3", "1|5"}],
                "moves": ["4|4", "4|6@4|4/branchA"],
            }
        ],
    }
    assert_rejected(
        tmp_path, record, capsys, r"round 1, move 2 \(4\|6@4\|4/branchA\): .*both its line sides"
    )


def test_an_occupied_point(tmp_path, capsys, record):
    moves = record["rounds"][0]["moves"]
    moves[2] = moves[2].split("@")[0] + "@" + moves[1].split("@")[1]
    assert_rejected(tmp_path, record, capsys, r"round 1, move 3 .*(occupied|does not match|not a free)")


def test_an_opening_with_a_point(tmp_path, capsys, record):
    record["rounds"][0]["moves"][0] += "@0|0/low"
    assert_rejected(tmp_path, record, capsys, r"round 1, move 1 .*: ")


def test_a_tile_in_another_seats_hand(tmp_path, capsys, record):
    rnd = record["rounds"][0]
    other = rnd["hands"][(rnd["leader"] + 1) % 3][0]
    rnd["moves"][0] = other
    assert_rejected(tmp_path, record, capsys, r"round 1, move 1 .*in seat \d's hand")


def _drawn_playable(match: Match) -> bool:
    return match.round.must_play >= 0


def test_a_hand_tile_played_after_drawing(tmp_path, capsys):
    for seed in range(50):
        record = record_of(random_match("five-up", 2, seed=seed, max_rounds=3))
        try:
            round_no, move_no, match = find_position(record, _drawn_playable)
        except AssertionError:
            continue
        rnd = match.round
        hand_tile = next(t for t in rnd.hand(rnd.turn) if t != rnd.must_play)
        point = rnd.layout.open_points()[0]
        from fivesup_qt.rules.tiles import move_text

        record["rounds"][round_no - 1]["moves"][move_no - 1] = move_text((hand_tile, point))
        assert_rejected(
            tmp_path, record, capsys,
            rf"round {round_no}, move {move_no} .*must place {re.escape(tile_text(rnd.must_play))}",
        )
        return
    pytest.fail("no draw found")


def test_a_stock_tile_played_while_a_hand_tile_was_playable(tmp_path, capsys, record):
    round_no, move_no, match = find_position(
        record, lambda m: m.round.actions >= 2 and m.round.stock_left > 0
    )
    rnd = match.round
    stock_tile = rnd.stock[rnd.drawn]
    point = rnd.layout.open_points()[0]
    from fivesup_qt.rules.tiles import move_text

    record["rounds"][round_no - 1]["moves"][move_no - 1] = move_text((stock_tile, point))
    assert_rejected(tmp_path, record, capsys, r"not in seat \d's hand \(it is in the stock\)")


def test_a_wrong_leader_after_a_domino_round(tmp_path, capsys, exact_match):
    record = record_of(exact_match)
    k = next(i for i, r in enumerate(exact_match.rounds[:-1]) if r.end == "domino")
    finisher = exact_match.rounds[k].finisher
    record["rounds"][k + 1]["leader"] = (finisher + 1) % 3
    assert_rejected(tmp_path, record, capsys, rf"round {k + 2}: the leader must be seat {finisher}")


def test_a_move_after_the_match_ended(tmp_path, capsys, exact_match):
    record = record_of(exact_match)
    assert exact_match.rounds[-1].end == "won", "fixture should end with a placement win"
    last = record["rounds"][-1]
    last["moves"].append(last["moves"][-1])
    n = len(last["moves"])
    assert_rejected(tmp_path, record, capsys, rf"round {len(record['rounds'])}, move {n} .*match is over")


def test_a_round_after_the_match_ended(tmp_path, capsys, exact_match):
    record = record_of(exact_match)
    record["rounds"].append(copy.deepcopy(record["rounds"][0]))
    assert_rejected(tmp_path, record, capsys, rf"round {len(record['rounds'])}: .*no round may follow")


def test_a_move_after_the_round_ended(tmp_path, capsys, exact_match):
    record = record_of(exact_match)
    rnd = record["rounds"][0]
    assert exact_match.rounds[0].end in ("domino", "blocked")
    rnd["moves"].append(rnd["moves"][-1])
    assert_rejected(tmp_path, record, capsys, r"round 1, move \d+ .*round is over")


def test_a_round_after_an_unfinished_one(tmp_path, capsys, exact_match):
    record = record_of(exact_match)
    record["rounds"][0]["moves"] = record["rounds"][0]["moves"][:2]
    assert_rejected(tmp_path, record, capsys, r"^error: round 2: round 1 is not finished")


def test_a_huge_file_is_refused_without_reading_it(tmp_path, capsys):
    path = tmp_path / "huge.json"
    with open(path, "wb") as handle:
        handle.truncate(64 * 1024 * 1024)
    assert cli.run("replay", [str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and "at most" in err


def test_the_real_process_exits_2_with_one_line(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "fivesup-match/1", "variant": "exact-61", "players": "4", "rounds": []}')
    proc = subprocess.run(
        [sys.executable, "-m", "fivesup_qt", "replay", str(path)], capture_output=True, text=True
    )
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and proc.stderr.startswith(f"error: {path}: players must be")


def test_moves_replay_the_engine_history(exact_match):
    """The record's moves are the round's placements in order."""
    record = record_of(exact_match)
    for rnd, rec in zip(exact_match.rounds, record["rounds"]):
        plays = [tile for kind, tile, _ in rnd.history() if kind == PLAY]
        assert [parse_move(m)[0] for m in rec["moves"]] == plays
        assert sum(1 for kind, _, _ in rnd.history() if kind == DRAW) == rnd.drawn
