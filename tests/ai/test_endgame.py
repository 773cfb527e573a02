"""Exact endgames: the hidden tiles are determined only when they must be, and the
alpha-beta search finds the value a plain minimax over the same engine finds."""

from __future__ import annotations

from random import Random

import pytest

from fivesup_qt.ai.bots import make_bot
from fivesup_qt.ai.endgame import OutOfNodes, determined, solve_match
from fivesup_qt.ai.match_value import outcome
from fivesup_qt.ai.sampling import infer
from fivesup_qt.commands.bench.endgame import random_endgame
from fivesup_qt.rules import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.tiles import mask_tiles


def empty_stock_endgame(seed: int, variant: str) -> Match | None:
    """A random two-player position with an empty stock and a choice to make."""
    return random_endgame(Random(seed), variant, 4 + seed % 5)


def played_endgame(seed: int, variant: str) -> Match | None:
    """The same reached by real play (so that a seat's observation has a history)."""
    rng = Random(seed)
    match = Match.new(variant, 2, seed=seed)
    if variant == "exact-61" and rng.random() < 0.6:  # near the exact target
        match.scores = [rng.randrange(250, 305, 5), rng.randrange(250, 305, 5)]
    rnd = match.round
    while not rnd.is_over:
        if rnd.stock_left == 0 and len(match.legal_moves()) > 1:
            return match
        match.push(rng.choice(match.legal_moves()))
    return None


def minimax(match: Match, scorer: int, before: list[int]) -> float:
    """The value of the position for ``scorer`` by trying everything (no pruning)."""
    rnd = match.round
    if rnd.end is not None or match.winner is not None:
        return outcome(match, scorer, before)
    values = []
    for move in rnd.legal_moves():
        copy = match.copy()
        copy.push(move)
        values.append(minimax(copy, scorer, before))
    return max(values) if match.scorer_of[rnd.turn] == scorer else min(values)


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
def test_search_value_equals_brute_force(variant):
    checked = 0
    for seed in range(400):
        match = empty_stock_endgame(seed, variant)
        if match is None:
            continue
        me = match.turn
        scorer = match.scorer_of[me]
        before = list(match.scores)
        solution = solve_match(match.copy(), scorer, every_move=True)
        brute = []
        for move, value in solution.values:
            copy = match.copy()
            copy.push(move)
            brute.append(minimax(copy, scorer, before))
            assert value == brute[-1], (seed, move)
        pruned = solve_match(match.copy(), scorer)  # best moves exact, others bounded
        assert pruned.best == max(brute)  # the position's minimax: the scorer's to choose
        assert set(pruned.best_moves()) == set(solution.best_moves())
        checked += 1
        if checked == 40:
            break
    assert checked == 40


def test_two_players_with_an_empty_stock_are_determined():
    checked = 0
    for seed in range(600):
        match = played_endgame(seed, "five-up")
        if match is None:
            continue
        obs = observe(match, match.turn)
        hands, stock = determined(obs, infer(obs))
        other = 1 - match.turn
        assert sorted(hands[other]) == mask_tiles(match.round.hands[other])
        assert stock == []
        checked += 1
    assert checked >= 5


def test_hidden_tiles_with_a_choice_are_not_determined():
    """Three players, empty stock: the two other hands could be swapped tile for tile
    unless their draws and passes ruled it out."""
    found = 0
    for seed in range(80):
        rng = Random(seed)
        match = Match.new("five-up", 3, seed=seed)
        while not match.round.is_over and match.round.stock_left:
            match.push(rng.choice(match.legal_moves()))
        if match.round.is_over:
            continue
        obs = observe(match, match.turn)
        inference = infer(obs)
        result = determined(obs, inference)
        a, b = [s for s in range(3) if s != obs.seat]
        if result is None:
            found += 1
            continue
        hands, _ = result  # when it answers, it is the truth
        for seat in (a, b):
            assert sorted(hands[seat]) == mask_tiles(match.round.hands[seat])
    assert found > 0


def test_expert_takes_the_exact_endgame_move():
    """With everything known, Expert's move is one of the exactly best ones: in ten
    positions where a move can be wrong (not every legal move is best). A position whose
    search passes 2,000 nodes is left out: one such cost more than the others together."""
    bot = make_bot("expert:4")
    checked = 0
    for seed in range(2000):
        match = played_endgame(seed, ("exact-61", "five-up")[seed % 2])
        if match is None or sum(bin(h).count("1") for h in match.round.hands) > 9:
            continue
        obs = observe(match, match.turn)
        try:
            best = solve_match(match.copy(), obs.scorer, node_limit=2_000).best_moves()
        except OutOfNodes:
            continue
        if len(best) == len(obs.legal_moves):
            continue  # any move is best: nothing to catch
        assert bot.choose(obs, Random(seed)) in best, seed
        checked += 1
        if checked == 10:
            break
    assert checked == 10
