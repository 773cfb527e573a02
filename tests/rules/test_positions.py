"""Every position of a record, from one replay (``rules.positions``): each equals the
record's moves replayed up to there through the engine's checked actions, the draws and
passes made one by one with ``draw`` and ``pass_turn``; a position taken back one
placement is the position before it; a round or a placement the match lacks is refused."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest
from helpers.random_play import finished, play

from fivesup_qt.rules import Forced, Match, Played, parse_move
from fivesup_qt.rules.positions import PositionError, Positions
from fivesup_qt.rules.record import Record, RecordError, load_record, record_of

# (variant, players, target, seed): both variants, 2-4 players, the shorter targets too
# (Five-Up's seeds give matches of 17 and 25 rounds: random play's can last 70 and more)
MATCHES = [
    ("five-up", 2, 305, 3),
    ("five-up", 3, 155, 10),
    ("five-up", 4, 205, 8),
    ("exact-61", 2, 155, 11),
    ("exact-61", 3, 305, 13),
    ("exact-61", 4, 155, 17),
]


def whole_record(variant: str, players: int, target: int, seed: int) -> Record:
    return load_record(record_of(finished(seed, players, variant, target)))


def unfinished_record() -> Record:
    """A match saved in the middle of its third round or so."""
    match = play(Match.new("exact-61", 3, seed=21, target=155), 40, 21)
    assert not match.is_over and match.rounds and not match.round.is_over
    return load_record(record_of(match))


def forced_by_hand(match: Match) -> None:
    """Draw and pass, one action at a time, until a seat can place or the round ends."""
    rnd = match.round
    while not rnd.is_over and not rnd.playable():
        if rnd.must_draw():
            match.draw()
        else:
            match.pass_turn()


def look(match: Match) -> tuple[object, ...]:
    """Everything a position is: the match's state and every round's."""
    return (match.state(), [rnd.state() for rnd in match.rounds], match.is_over)


def replayed_positions(record: Record, answers: list[list[Played]] | None = None,
                       ) -> dict[tuple[int, int], tuple[object, ...]]:
    """Every (round, placements) position of ``record``, by the engine's checked
    actions with nothing forced automatically (each placement's answer, with the
    actions forced after it, appended to ``answers``)."""
    match = Match(record.variant, record.players, target=record.target, auto_forced=False)
    seen = {}
    answers = [] if answers is None else answers
    for r, rr in enumerate(record.rounds):
        match.start_round(rr.leader, rr.hands, rr.stock)
        forced_by_hand(match)
        seen[(r, 0)] = look(match)
        answers.append([])
        for k, text in enumerate(rr.moves, 1):
            played = match.play(parse_move(text))
            first = match.round.actions
            forced_by_hand(match)
            answers[-1].append(replace(  # what the engine had forced after it
                played,
                forced=tuple(Forced(kind, seat, tile)
                             for kind, tile, seat in match.round.forced_since(first)),
                round_end=match.round_end(r) if match.round.is_over else None,
                winner=match.winner))
            seen[(r, k)] = look(match)
    return seen


@pytest.mark.parametrize(("variant", "players", "target", "seed"), MATCHES)
def test_every_position_is_the_record_replayed_up_to_there(variant, players, target, seed):
    record = whole_record(variant, players, target, seed)
    told: list[list[Played]] = []
    expected = replayed_positions(record, told)
    positions = Positions.of_record(record)
    assert positions.rounds == len(record.rounds) > 1
    for r, rr in enumerate(record.rounds):
        assert positions.moves(r) == len(rr.moves)
    got = {(r, k): look(positions.position(r, k))
           for r in range(positions.rounds) for k in range(positions.moves(r) + 1)}
    assert got == expected
    assert [list(positions.answers(r)) for r in range(positions.rounds)] == told
    last = positions.position(positions.rounds - 1, positions.moves(positions.rounds - 1))
    assert last.is_over and last.winner == positions.whole.winner is not None


def test_an_unfinished_record_ends_where_it_was_saved():
    record = unfinished_record()
    expected = replayed_positions(record)
    positions = Positions.of_record(record)
    got = {(r, k): look(positions.position(r, k))
           for r in range(positions.rounds) for k in range(positions.moves(r) + 1)}
    assert got == expected
    last = positions.position(positions.rounds - 1, positions.moves(positions.rounds - 1))
    assert not last.is_over and not last.round.is_over


@pytest.mark.parametrize(("variant", "players", "target", "seed"), MATCHES[::2])
def test_a_position_taken_back_a_placement_is_the_one_before(variant, players, target, seed):
    positions = Positions.of_record(whole_record(variant, players, target, seed))
    for r in range(positions.rounds):
        for k in range(1, positions.moves(r) + 1):
            match = positions.position(r, k)
            match.undo_placement()
            assert look(match) == look(positions.position(r, k - 1)), (r, k)


def test_a_position_is_a_match_of_its_own():
    """Played on or taken back, a position changes no other position nor the whole."""
    positions = Positions.of_record(whole_record("five-up", 3, 155, 5))
    whole = look(positions.whole)
    before = look(positions.position(1, 3))
    mine = positions.position(1, 3)
    rng = random.Random(1)
    for _ in range(3):
        if mine.legal_moves():
            mine.play(rng.choice(mine.legal_moves()))
    while mine.round.actions:
        mine.undo()
    assert look(positions.position(1, 3)) == before
    assert look(positions.whole) == whole


def test_the_before_of_a_decision_numbers_from_one():
    positions = Positions.of_record(whole_record("exact-61", 2, 155, 11))
    assert look(positions.before(2, 3)) == look(positions.position(1, 2))


def test_a_round_or_placement_the_match_lacks_is_refused():
    positions = Positions.of_record(whole_record("five-up", 2, 305, 3))
    rounds, moves = positions.rounds, positions.moves(0)
    with pytest.raises(PositionError, match=rf"the match has {rounds} rounds: no round {rounds + 1}"):
        positions.position(rounds, 0)
    with pytest.raises(PositionError, match="no round 0"):
        positions.position(-1, 0)
    with pytest.raises(PositionError, match=rf"round 1 has {moves} placements: no position "
                                            rf"after placement {moves + 1}"):
        positions.position(0, moves + 1)
    with pytest.raises(PositionError, match="no position after placement -1"):
        positions.position(0, -1)
    with pytest.raises(PositionError):
        positions.moves(rounds)
    with pytest.raises(IndexError):  # what a caller catching an index error expects
        positions.before(0, 1)


def test_a_record_without_rounds_has_only_its_blank_match():
    positions = Positions.of_record(load_record({"format": "fivesup-match/1",
                                                 "variant": "exact-61", "players": 4,
                                                 "rounds": []}))
    assert positions.rounds == 0
    blank = positions.blank()
    assert (blank.players, blank.rounds, blank.scores) == (4, [], [0, 0])
    with pytest.raises(PositionError, match="the match has 0 rounds: no round 1"):
        positions.position(0, 0)


def test_a_record_that_breaks_a_rule_is_refused_as_the_replay_locates_it():
    data = record_of(finished(3, 2, "five-up", 305))
    data["rounds"][1]["moves"][2] = data["rounds"][1]["moves"][0]  # a tile placed twice
    with pytest.raises(RecordError, match=r"round 2, move 3"):
        Positions.of_record(load_record(data))
