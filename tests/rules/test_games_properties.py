"""Whole random matches of Block, Draw and All Fives checked against an independent
statement of their chapters in docs/rules.md (issue 43), as test_properties.py checks
the originals.

The reference below restates the games from the docs, not from the rule set's fields:
which doubles spin (none in Block and Draw, the first double placed in All Fives), the
counted ends, the legal moves with the lead (the highest double dealt, played first, in
Block and Draw when no domino decides the leader), no draw in Block, and the round's
settlement (the winning side takes the other sides' pips, less its own after a block;
rounded to five in All Fives).  The engine must agree at every step; tiles are conserved,
every score is the sum of its accepted events, nothing illegal is accepted, every action
is undone exactly, and a match's record replays to the same report.
"""

from __future__ import annotations

import json
from random import Random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from fivesup_qt.rules import IllegalMove, Match
from fivesup_qt.rules.record import load_record, record_bytes, record_of, replay
from fivesup_qt.rules.tiles import NO_POINT, TILES

from .test_properties import (
    COMMON,
    SEEDS,
    check_scores,
    do,
    is_double,
    pips,
    point_value,
    probe_illegal_move,
    r5,
    reference_layout,
    scorer,
    tiles_of,
)

# What the docs' chapters say of each game, written out here on their own.
GAMES = {
    "block": {"spin": 0, "ends_score": False, "draws": False, "hand": {2: 7, 3: 7, 4: 7},
              "double_leads": True, "fives": False, "targets": (100, 150, 50)},
    "draw": {"spin": 0, "ends_score": False, "draws": True, "hand": {2: 7, 3: 5, 4: 5},
             "double_leads": True, "fives": False, "targets": (100, 150, 50)},
    "all-fives": {"spin": 1, "ends_score": True, "draws": True, "hand": {2: 7, 3: 5, 4: 5},
                  "double_leads": False, "fives": True, "targets": (305, 205, 155)},
}
NAMES = st.sampled_from(sorted(GAMES))
PLAYERS = st.sampled_from([2, 3, 4])


def opening_tile(hands: list[int]) -> tuple[int, int]:
    """(seat, tile) of the highest double dealt, else of the heaviest tile."""
    held = [(t, seat) for seat, hand in enumerate(hands) for t in tiles_of(hand)]
    doubles = [(t, seat) for t, seat in held if is_double(t)]
    if doubles:
        tile, seat = max(doubles, key=lambda d: TILES[d[0]][0])
    else:
        tile, seat = max(held, key=lambda d: (sum(TILES[d[0]]), max(TILES[d[0]])))
    return seat, tile


def reference_legal(rnd, game, lead: int | None) -> set[tuple[int, int]]:
    """The legal moves of the seat to move; ``lead`` the tile the round must open with."""
    layout = rnd.layout
    hand = tiles_of(rnd.hands[rnd.turn])
    history = rnd.history()
    if not layout.order:
        return {(t, NO_POINT) for t in hand if lead is None or t == lead}
    _, free = reference_layout(layout, game["spin"])
    if history and history[-1][0] == "draw" and history[-1][2] == rnd.turn:
        drawn = history[-1][1]
        if any(point_value(p) in TILES[drawn] for p in free):
            hand = [drawn]
    return {(t, p) for t in hand for p in free if point_value(p) in TILES[t]}


def settlement(game, players: int, totals: list[int], finisher: int | None):
    """(scorer, points) the round's end gives, or None."""
    sides = [0, 0] if players == 4 else [0] * players
    for seat, total in enumerate(totals):
        sides[scorer(players, seat)] += total
    if finisher is not None:
        won = scorer(players, finisher)
    else:
        low = min(sides)
        if sides.count(low) > 1:
            return None
        won = sides.index(low)
    round_ = r5 if game["fives"] else (lambda n: n)
    points = round_(sum(c for side, c in enumerate(sides) if side != won))
    if finisher is None:
        points -= round_(sides[won])
    return (won, points) if points > 0 else None


def check_conservation(rnd) -> None:
    """Hands, the stock not drawn (Block's sleeping tiles included) and the layout are
    the 28 tiles, each once."""
    total = 0
    for mask in (*rnd.hands, sum(1 << t for t in rnd.stock[rnd.drawn:]), rnd.layout.placed):
        assert total & mask == 0, "a tile is in two places"
        total |= mask
    assert total == (1 << 28) - 1


def run_match(name: str, players: int, seed: int, target: int, *, max_rounds: int = 60,
              probe_illegal: int = 0) -> Match:
    game = GAMES[name]
    rng = Random(seed)
    m = Match.new(name, players, seed=seed, target=target)
    assert m.rules.value == name
    previous_end: tuple[str, int | None] | None = None
    while not m.is_over and len(m.rounds) <= max_rounds:
        if m.needs_new_round():
            previous_end = (m.round.end, m.round.finisher)
            m.start_round()
        rnd = m.round
        if not rnd.history():  # a fresh round: the deal and the lead
            dealt = [sum(1 << t for t in hand) for hand in rnd.dealt]
            assert [bin(h).count("1") for h in dealt] == [game["hand"][players]] * players
            lead = None
            if previous_end is not None and previous_end[0] == "domino":
                assert rnd.leader == previous_end[1]
            elif game["double_leads"]:
                seat, lead = opening_tile(dealt)
                assert rnd.leader == seat
        check_conservation(rnd)
        counted, free = reference_layout(rnd.layout, game["spin"])
        assert rnd.layout.counted_ends() == counted
        assert set(rnd.layout.open_points()) == free
        legal = m.legal_moves()
        assert set(legal) == reference_legal(rnd, game, lead if not rnd.layout.order else None)
        for _ in range(probe_illegal):
            probe_illegal_move(m, rng, set(legal))
        move = rng.choice(legal)
        seat, n_events, before = rnd.turn, len(m.events), list(m.scores)
        played = m.play(move)
        end_sum = sum(v for _, v in reference_layout(rnd.layout, game["spin"])[0])
        points = end_sum if game["ends_score"] and end_sum > 0 and end_sum % 5 == 0 else 0
        assert played.points == points
        expected = [(scorer(players, seat), points)] if points else []
        if rnd.end is not None:
            totals = [pips(h) for h in rnd.hands]
            settled = settlement(game, players, totals, rnd.finisher)
            expected += [settled] if settled else []
        assert [(e.scorer, e.points) for e in m.events[n_events:]] == expected
        assert all(e.accepted for e in m.events[n_events:])
        if not game["draws"]:
            assert not any(kind == "draw" for kind, _, _ in rnd.history())
        if rnd.end is not None:
            top = max(m.scores)
            wins = top >= target and m.scores.count(top) == 1
            assert m.winner == (m.scores.index(top) if wins else None)
        else:
            assert m.winner is None and m.scores == [b + (points if k == scorer(players, seat) else 0)
                                                     for k, b in enumerate(before)]
        check_scores(m, target)
    return m


@settings(max_examples=12, **COMMON)
@given(seed=SEEDS, name=NAMES, players=PLAYERS, pick=st.integers(0, 2))
def test_random_matches_of_the_classic_games(seed, name, players, pick):
    target = GAMES[name]["targets"][pick]
    m = run_match(name, players, seed, target, probe_illegal=1)
    assert m.is_over


@settings(max_examples=9, **COMMON)
@given(seed=SEEDS, name=NAMES, players=PLAYERS)
def test_a_record_of_each_game_replays_to_the_same_match(seed, name, players):
    m = run_match(name, players, seed, GAMES[name]["targets"][-1])
    data = json.loads(record_bytes(record_of(m)))
    assert data["variant"] == name
    again, report = replay(load_record(data))
    assert again.scores == m.scores and again.winner == m.winner
    assert [e[1:] for e in again.events] == [e[1:] for e in m.events]
    assert report["scores"] == m.scores and report["winner"] == m.winner
    _, second = replay(load_record(json.loads(record_bytes(record_of(again)))))
    assert second == report


@settings(max_examples=9, **COMMON)
@given(seed=SEEDS, name=NAMES, players=PLAYERS)
def test_every_action_of_a_classic_game_is_undone_exactly(seed, name, players):
    """Placements, draws and passes, round-ending ones included, taken back and made again."""
    rng = Random(seed)
    m = Match.new(name, players, seed=seed, auto_forced=False)
    for _ in range(300):
        if m.is_over:
            break
        if m.needs_new_round():
            m.start_round()
            continue
        rnd = m.round
        moves = m.legal_moves()
        if moves:
            action = ("push", rng.choice(moves))
        elif rnd.must_draw():
            assert GAMES[name]["draws"], "Block never draws"
            action = ("draw", None)
        else:
            with pytest.raises(IllegalMove):
                m.draw()
            action = ("pass", None)
        before = m.state()
        do(m, action)
        after = m.state()
        check_conservation(m.round)
        if rng.random() < 0.3 or m.round.is_over:
            m.undo()
            assert m.state() == before
            do(m, action)
            assert m.state() == after

