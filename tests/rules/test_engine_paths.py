"""The engine's fast paths give the answers of the plain ways they replace."""

from __future__ import annotations

from random import Random

from fivesup_qt.rules import Match
from fivesup_qt.rules.layout import POINTS_OF
from fivesup_qt.rules.round import Round, deal, hand_pips, shuffle, shuffled_tiles
from fivesup_qt.rules.tiles import PIPS, mask_tiles


def test_shuffle_draws_what_the_standard_library_draws():
    """Seeded deals stay what Random.shuffle made them, and the generator is left
    in the same state."""
    for seed in range(500):
        ours, theirs = Random(seed), Random(seed)
        tiles = list(range(28))
        theirs.shuffle(tiles)
        assert shuffled_tiles(ours) == tiles
        assert ours.random() == theirs.random()


def test_the_searches_shuffle_of_any_pool_draws_what_the_standard_library_draws():
    """The unseen tiles a search deals out are shuffled as Random.shuffle would, whatever
    their number, so a search's deals stay the same for every seed."""
    for size in range(29):
        for seed in range(40):
            ours, theirs = Random(seed), Random(seed)
            pool = [tile for tile in range(28) if (tile * 3 + seed) % 28 < size]  # size tiles
            expected = list(pool)
            theirs.shuffle(expected)
            shuffle(pool, ours)
            assert pool == expected
            assert ours.random() == theirs.random()


def test_sum_after_is_the_end_sum_a_placement_makes():
    rng = Random(4)
    checked = 0
    for seed in range(40):
        match = Match.new(("five-up", "exact-61")[seed % 2], 2 + seed % 3, seed=seed)
        layout = match.round.layout
        while not match.round.is_over:
            for tile, point in match.legal_moves():
                expected = layout.play(tile, point)
                layout.undo()
                assert layout.sum_after(tile, point) == expected
                checked += 1
            match.push(rng.choice(match.legal_moves()))
    assert checked > 1000


def test_hand_pips_and_totals():
    rng = Random(9)
    for _ in range(300):
        mask = rng.getrandbits(28)
        assert hand_pips(mask) == sum(PIPS[t] for t in mask_tiles(mask))


def test_a_round_dealt_from_the_generator_is_what_deal_deals():
    """The fast deal gives every seat the hand ``deal`` gives, the same stock in the
    same order, and leaves the generator where ``deal`` leaves it."""
    for seed in range(300):
        players = 2 + seed % 3
        ours, theirs = Random(seed), Random(seed)
        rnd = Round.dealt_from(ours, players, leader=seed % players)
        hands, stock = deal(theirs, players)
        assert [rnd.hand(seat) for seat in range(players)] == [sorted(h) for h in hands]
        assert list(rnd.stock) == stock
        assert ours.random() == theirs.random()


def test_the_hands_as_dealt_survive_a_whole_round():
    """``dealt`` (what the record writes) is rebuilt from the round's actions: after
    placements, draws, drawn tiles placed at once and passes it is still every hand
    as it was dealt, and so in the middle of the round."""
    rng = Random(12)
    kinds = set()
    for seed in range(150):
        match = Match.new(("five-up", "exact-61")[seed % 2], 2 + seed % 3, seed=seed)
        rnd = match.round
        at_start = [rnd.hand(seat) for seat in range(rnd.players)]
        while not rnd.is_over and not match.is_over:
            match.push(rng.choice(match.legal_moves()))
            assert rnd.dealt == at_start
        kinds.update(kind for kind, _, _ in rnd.history())
        assert rnd.dealt == at_start
        assert sorted(t for hand in rnd.dealt for t in hand) == sorted(
            set(range(28)) - set(rnd.stock))
    assert kinds == {"play", "draw", "pass"}


def test_the_points_table_is_placement_points_over_every_end_sum():
    """``POINTS_OF`` (the hot paths' lookup) answers what ``placement_points`` answers,
    and no layout ever makes an end sum beyond it: the largest seen in whole random
    rounds stays within the table."""
    assert [POINTS_OF[s] for s in range(len(POINTS_OF))] == [
        s if s > 0 and s % 5 == 0 else 0 for s in range(len(POINTS_OF))]
    rng = Random(21)
    largest = 0
    for seed in range(300):
        match = Match.new(("five-up", "exact-61")[seed % 2], 2 + seed % 3, seed=seed)
        while not match.round.is_over and not match.is_over:
            largest = max(largest, *(match.round.layout.sum_after(*m) for m in match.legal_moves()))
            match.push(rng.choice(match.legal_moves()))
    assert 30 < largest < len(POINTS_OF)
