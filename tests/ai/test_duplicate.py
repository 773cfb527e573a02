"""Duplicate (issue 26, part 2): a match's deals played again with a bot in one seat, each
round from its deal and its starting scores, compared round by round.

The bar: a match played by bots that do not watch the clock, replayed with the same bot
in the seat, gives a difference of 0 in every round (the replay is the match itself, move
for move); the totals are the sums of the rounds; the comparison is the same for the same
seed; a record's levels are taken as docs/record-format.md says, hostile ones included.
"""

from __future__ import annotations

import json
from random import Random

import pytest
from helpers import REPO

from fivesup_qt.ai.bots import make_bot
from fivesup_qt.ai.duplicate import (
    DEFAULT_LEVEL,
    MAX_BOT_DEALS,
    bot_level,
    duplicate,
    duplicate_record,
    recorded_levels,
    replay_levels,
)
from fivesup_qt.rules.match import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.record import load_record, record_of
from fivesup_qt.rules.tiles import move_text

SAMPLE = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"


def played_match(variant: str, players: int, levels: list[str], seed: int, *,
                 match_seed: int = 7, target: int = 155, rounds: int = 40) -> Match:
    """A match played as the duplicate module plays a round (written out here, not taken
    from it): round R with ``Random(f"{seed}:{R}")``, one generator for every seat, each
    seat's bot asked for each of its placements."""
    bots = [make_bot(level) for level in levels]
    match = Match.new(variant, players, seed=match_seed, target=target)
    while True:
        rng = Random(f"{seed}:{len(match.rounds)}")
        while not match.round.is_over:
            seat = match.turn
            match.push(bots[seat].choose(observe(match, seat), rng))
        if match.is_over or len(match.rounds) == rounds:
            return match
        match.start_round()


def moves_of(match: Match, index: int) -> tuple[str, ...]:
    layout = match.rounds[index].layout
    return tuple(move_text((tile, layout.parent[tile])) for tile in layout.order)


@pytest.mark.parametrize(("variant", "players", "levels"), [
    ("five-up", 2, ["greedy", "greedy"]),
    ("exact-61", 2, ["random", "medium"]),
    ("five-up", 3, ["medium", "random", "greedy"]),
    ("five-up", 4, ["greedy", "random", "medium", "greedy"]),
])
def test_the_same_bot_in_the_seat_makes_no_difference(variant, players, levels):
    match = played_match(variant, players, levels, seed=5)
    assert match.is_over
    record = load_record(json.dumps(record_of(
        match, seats=[{"type": "bot", "level": level} for level in levels])))
    for seat in range(players):
        result = duplicate_record(record, seat, levels[seat], seed=5)
        assert len(result.rounds) == len(match.rounds) and result.unfinished == ()
        assert [r.difference for r in result.rounds] == [0] * len(match.rounds)
        assert result.difference == 0 and result.running() == [0] * len(match.rounds)
        for index, compared in enumerate(result.rounds):
            assert compared.replay_moves == moves_of(match, index)
            assert compared.original_gains == compared.replay_gains
            assert compared.original_end == compared.replay_end == match.rounds[index].end
        # the rounds' points add up to the final score (every round started where the
        # one before ended)
        assert result.original == match.scores[match.scorer_of[seat]]


def test_another_bot_in_the_seat_is_compared_round_by_round():
    match = played_match("five-up", 2, ["random", "greedy"], seed=3)
    result = duplicate(match, 0, "greedy", levels=["random", "greedy"], seed=3)
    assert result.levels == ("greedy", "greedy") and result.level == "greedy"
    differences = [r.difference for r in result.rounds]
    assert any(differences)
    assert result.original == sum(r.original for r in result.rounds) == match.scores[0]
    assert result.replay == sum(r.replay for r in result.rounds)
    assert result.difference == sum(differences) == result.original - result.replay
    running = result.running()
    assert running[-1] == result.difference
    assert all(b - a == d for a, b, d in zip([0, *running], running, differences))
    for r in result.rounds:
        assert r.difference == r.original - r.replay
        assert r.original == r.original_gains[0] and r.replay == r.replay_gains[0]
    # the same seed: the same comparison; the seat's opponents played as recorded
    assert duplicate(match, 0, "greedy", levels=["random", "greedy"], seed=3) == result
    data = result.to_json()
    assert data["difference"] == result.difference
    assert [row["running"] for row in data["rounds"]] == running
    assert json.loads(json.dumps(data)) == data


def test_each_round_starts_from_its_own_scores_and_deal(monkeypatch):
    """Exact 61 to 31: every replayed round starts where the match as played stood at
    that round (its scores, its past events, its round number) and from its deal; what
    the bots see is all they are given, so a spy among them tells."""
    from fivesup_qt.ai import duplicate as module

    match = played_match("exact-61", 2, ["greedy", "greedy"], seed=11)
    seen: list[tuple[int, tuple[int, ...], int, int, tuple[int, ...]]] = []

    class Spy:
        name = "spy"

        def __init__(self, level: str) -> None:
            self.bot = make_bot(level)

        def choose(self, obs, rng):
            if not obs.placements:  # the round's opening: the round as it starts
                seen.append((obs.round_index, obs.scores, len(obs.events), obs.leader,
                             obs.hand))
            return self.bot.choose(obs, rng)

    monkeypatch.setattr(module, "make_bot", Spy)
    duplicate(match, 1, "random", levels=["greedy", "greedy"], seed=1)
    starts = [[0, 0], *match.round_scores()[:-1]]
    assert len(seen) == len(match.rounds) >= 2
    for index, (round_index, scores, events, leader, hand) in enumerate(seen):
        assert round_index == index and list(scores) == starts[index]
        assert events == sum(1 for e in match.events if e.round < index)
        deal = match.deal_of(index)
        assert leader == deal.leader and hand == deal.hands[leader]


def test_a_team_is_compared_as_a_team():
    match = played_match("five-up", 4, ["greedy"] * 4, seed=2, rounds=3)
    result = duplicate(match, 2, "random", levels=["greedy"] * 4, seed=2)
    assert result.scorer == 0
    for r in result.rounds:
        assert len(r.original_gains) == 2 and r.original == r.original_gains[0]


def test_an_unfinished_round_is_not_compared():
    match = played_match("five-up", 2, ["greedy", "greedy"], seed=4, rounds=2)
    match.start_round()
    match.push(match.legal_moves()[0])
    result = duplicate(match, 0, "greedy", seed=4)
    assert [r.round for r in result.rounds] == [1, 2] and result.unfinished == (3,)
    seen = []
    duplicate(match, 0, "greedy", seed=4, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 2), (2, 2)]


def test_a_budgeted_expert_is_the_same_for_the_same_seed():
    match = played_match("five-up", 2, ["greedy", "greedy"], seed=6, rounds=1)
    one = duplicate(match, 0, "expert:4", levels=["greedy", "greedy"], seed=9)
    assert one == duplicate(match, 0, "expert:4", levels=["greedy", "greedy"], seed=9)
    assert one.levels == ("expert:4", "greedy")


def test_the_sample_record_is_compared_round_by_round():
    record = load_record(SAMPLE.read_bytes())
    result = duplicate_record(record, 0, "greedy")
    assert len(result.rounds) == len(record.rounds) and result.levels == ("greedy", "random")
    assert result.original == sum(r.original for r in result.rounds) == 305


# -- the levels of the other seats -----------------------------------------------------------
@pytest.mark.parametrize(("name", "level"), [
    ("expert", "expert"), ("easy", "random"), ("Expert", None), ("greedy", "greedy"),
    ("hard:1", "hard:1"), (f"expert:{MAX_BOT_DEALS}", f"expert:{MAX_BOT_DEALS}"),
    ("expert:0", None), (f"expert:{MAX_BOT_DEALS + 1}", None), ("expert:" + "9" * 5000, None),
    ("medium:3", None), ("hard:1e3", None), ("hard:\u0663", None), ("hard:", None),
    ("human", None), ("", None), (3, None), (None, None), (["expert"], None),
])
def test_a_level_is_one_the_module_plays_or_none(name, level):
    assert bot_level(name) == level


def test_a_records_seats_are_read_as_the_record_format_says():
    seats = [{"type": "human"}, {"type": "bot", "level": "expert:99999999999"},
             {"type": "bot", "level": "hard:3"}, {"type": "bot"}]
    assert recorded_levels(seats, 4) == [None, "medium", "hard:3", "medium"]
    for hostile in (None, "seats", {"0": "bot"}, [1, 2], seats[:3], [[]] * 4):
        assert recorded_levels(hostile, 4) == [None] * 4
    assert replay_levels([None, "medium", None], 0) == (DEFAULT_LEVEL, "medium", DEFAULT_LEVEL)
    assert replay_levels([None, "medium", None], 0, "greedy", "random") == \
        ("greedy", "medium", "random")
    with pytest.raises(ValueError, match="unknown level"):
        replay_levels([None, None], 0, "grandmaster")
    with pytest.raises(ValueError, match="not a seat"):
        replay_levels([None, None], 2)
    match = played_match("five-up", 2, ["greedy", "greedy"], seed=1, rounds=1)
    with pytest.raises(ValueError, match="not a seat"):
        duplicate(match, 5, "greedy")
    with pytest.raises(ValueError, match="levels for 2 seats"):
        duplicate(match, 0, "greedy", levels=[None, None, None])
