"""``fivesup-qt bench --endgame``: the exact endgame search (``ai.endgame``) checked
against a plain minimax over the same engine, on random two-player positions with an
empty stock, and the time each takes."""

from __future__ import annotations

import time
from random import Random

from ...ai.match_value import outcome
from ...rules.layout import Layout
from ...rules.match import Match
from ...rules.round import Round
from ...rules.variants import rule_set


def random_endgame(rng: Random, variant: str, in_hands: int) -> Match | None:
    """A two-player position with an empty stock: a random legal layout of
    28 - ``in_hands`` tiles, the rest split between the hands, random scores (in
    Exact 61 often near the target), and a choice for the seat to move."""
    tiles = list(range(28))
    rng.shuffle(tiles)
    layout = Layout()
    placements = [(tiles.pop(), -1)]
    layout.play(*placements[0])
    while len(tiles) > in_hands:
        fits = [(t, p) for t in tiles for p in layout.points_for(t)]
        if not fits:
            return None
        move = rng.choice(fits)
        layout.play(*move)
        placements.append(move)
        tiles.remove(move[0])
    first = rng.randint(1, in_hands - 1)
    hands = [tiles[:first], tiles[first:]]
    turn = rng.randrange(2)
    if rule_set(variant).exact_target and rng.random() < 0.6:  # near the exact target
        scores = [rng.randrange(250, 305, 5), rng.randrange(250, 305, 5)]
    else:
        scores = [rng.randrange(0, 300, 5), rng.randrange(0, 300, 5)]
    match = Match.from_position(variant, 2, scores, Round.position(2, 0, turn, hands, [],
                                                                    placements))
    return match if len(match.legal_moves()) > 1 else None


def minimax(match: Match, scorer: int, before: list[int]) -> float:
    """The exact value for ``scorer`` by trying every move (no pruning, no table)."""
    rnd = match.round
    if rnd.end is not None or match.winner is not None:
        return outcome(match, scorer, before)
    mine = match.scorer_of[rnd.turn] == scorer
    best = float("-inf") if mine else float("inf")
    actions = rnd.actions
    for move in rnd.legal_moves():
        match.push(move)
        value = minimax(match, scorer, before)
        while rnd.actions > actions:
            match.undo()
        best = max(best, value) if mine else min(best, value)
    return best


def bench_endgames(count: int, seed: int = 1) -> tuple[int, int, float, float]:
    """(agreements, endgames, search seconds, minimax seconds): the value of the move
    the endgame search picks, by a plain minimax, against the minimax's best."""
    from ...ai.endgame import solve_match

    rng = Random(seed)
    agree = done = 0
    search_time = brute_time = 0.0
    while done < count:
        variant = ("five-up", "exact-61")[done % 2]
        match = random_endgame(rng, variant, rng.randint(4, 8))
        if match is None:
            continue
        scorer = match.scorer_of[match.turn]
        before = list(match.scores)
        start = time.perf_counter()
        solution = solve_match(match, scorer)
        move = solution.best_moves()[0]
        search_time += time.perf_counter() - start
        start = time.perf_counter()
        best = minimax(match, scorer, before)
        actions = match.round.actions
        match.push(move)
        chosen = minimax(match, scorer, before)
        while match.round.actions > actions:
            match.undo()
        brute_time += time.perf_counter() - start
        agree += chosen == best == solution.best
        done += 1
    return agree, done, search_time, brute_time


def main(count: int) -> int:
    """Print how many endgames the search got right; 1 on a disagreement."""
    agree, done, search, brute = bench_endgames(count)
    print(f"exact endgames: the searched move's value equals plain minimax's best in "
          f"{agree} of {done} random two-player endgames with an empty stock "
          f"(4 to 8 tiles in hands); search {search:.2f} s, minimax {brute:.2f} s")
    return 0 if agree == done else 1
