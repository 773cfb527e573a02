"""The tile tracker: sound (the real deal always fits what it claims) and blind (it
reads the observation only: reshuffling what the seat cannot see changes nothing)."""

from __future__ import annotations

from random import Random

import pytest
from helpers.hidden import hidden_twin

from fivesup_qt.ai.tracker import track
from fivesup_qt.rules import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.tiles import TILES, mask_tiles


def shows(tile: int, value: int) -> bool:
    return value in TILES[tile]


def positions(players: int, seeds: range):
    """Mid-round positions of random matches, after a random number of placements."""
    for seed in seeds:
        rng = Random(seed)
        match = Match.new("five-up", players, seed=seed)
        for _ in range(rng.randrange(3, 30)):
            if match.round.is_over:
                break
            match.push(rng.choice(match.legal_moves()))
        if not match.round.is_over:
            yield match


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_real_deal_always_fits_what_the_tracker_claims(players):
    claims = 0
    for match in positions(players, range(150)):
        rnd = match.round
        for seat in range(players):
            tracker = track(observe(match, seat))
            assert [s.seat for s in tracker.seats] == [s for s in range(players) if s != seat]
            for known in tracker.seats:
                real = mask_tiles(rnd.hands[known.seat])
                assert known.tiles == len(real)
                for value in known.absent_values():
                    claims += 1
                    assert not any(shows(t, value) for t in real), (seat, known.seat, value)
                for sighting in known.because:  # each reason is a real draw or pass of that seat
                    assert sighting.seat == known.seat and sighting.open_values & known.absent
            seen = set(rnd.layout.order) | set(mask_tiles(rnd.hands[seat]))
            hidden = [t for t in range(28) if t not in seen]
            for value in range(7):
                assert tracker.unseen[value] == sum(1 for t in hidden if shows(t, value))
    assert claims > 50  # draws and passes taught something


def test_the_tracker_reads_no_hidden_tile():
    """Swap a hidden tile of another hand with an undrawn stock tile where the seat's
    observation cannot tell: the tracker shows exactly the same."""
    compared = 0
    for match in positions(2, range(200)):
        rnd = match.round
        me = rnd.turn
        other = 1 - me
        before = observe(match, me)
        twin = hidden_twin(match, me, other)
        if twin is None:
            continue
        after = observe(twin, me)
        assert after.timeline == before.timeline and after.hand == before.hand
        assert track(after) == track(before)
        compared += 1
    assert compared > 20


def test_a_draw_teaches_the_values_that_were_open():
    """Seat 1 cannot place on 1|4 (values 1 and 4 open) and draws until 1|1 fits: while
    1|1 is in its hand nothing is known; once placed, it holds no 1 and no 4."""
    from fivesup_qt.rules import parse_move, parse_tile

    hands = [["1|4", "2|2", "3|3", "5|5", "6|6"], ["0|2", "0|3", "2|3", "2|5", "3|5"]]
    deal = [[parse_tile(t) for t in hand] for hand in hands]
    used = {t for hand in deal for t in hand}
    first = [parse_tile(x) for x in ("0|0", "0|6", "1|1")]  # drawn in this order
    stock = [*first, *sorted(t for t in range(28) if t not in used and t not in first)]
    match = Match("five-up", 2, auto_forced=True)
    match.start_round(0, deal, stock)
    match.play(parse_move("1|4"))  # seat 1 draws 0|0 and 0|6, then 1|1 fits
    tracker = track(observe(match, 0))
    (west,) = tracker.seats
    assert west.absent_values() == []  # the fitting 1|1 is in hand: nothing is known
    match.play(parse_move("1|1@1|4/low"))
    tracker = track(observe(match, 0))
    (west,) = tracker.seats
    # every tile it holds now was in its hand at one of its draws: none shows 1 or 4
    assert west.tiles == 7 and west.absent_values() == [1, 4]
    assert [s.kind for s in west.because] == ["draw", "draw", "draw"]
    assert not any(1 in TILES[t] or 4 in TILES[t] for t in mask_tiles(match.round.hands[1]))
