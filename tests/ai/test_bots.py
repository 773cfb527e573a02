"""Computer players and hints: legal, Exact 61 aware, and blind to hidden tiles."""

from __future__ import annotations

from random import Random

import pytest
from helpers.hidden import hidden_twin

from fivesup_qt.ai.bots import make_bot
from fivesup_qt.ai.expert import ExpertBot, ExpertBudget
from fivesup_qt.ai.hard import Budget, HardBot
from fivesup_qt.ai.hints import hint
from fivesup_qt.ai.sampling import infer, sample_deal
from fivesup_qt.rules import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.tiles import HI, LO, mask_tiles, parse_move, parse_tile


def values(tile: int) -> int:
    return (1 << LO[tile]) | (1 << HI[tile])


def midgame(variant: str, players: int, seed: int, placements: int) -> Match:
    rng = Random(seed)
    match = Match.new(variant, players, seed=seed)
    for _ in range(placements):
        if match.round.is_over:
            break
        match.push(rng.choice(match.legal_moves()))
    return match


def can_fill(slots: list[int], tiles: list[int]) -> bool:
    """Is there a one-to-one assignment of ``tiles`` to ``slots`` (forbidden masks)?"""
    owner: dict[int, int] = {}

    def augment(tile: int, seen: set[int]) -> bool:
        for i, forbidden in enumerate(slots):
            if forbidden & values(tile) or i in seen:
                continue
            seen.add(i)
            if i not in owner or augment(owner[i], seen):
                owner[i] = tile
                return True
        return False

    return len(slots) == len(tiles) and all(augment(t, set()) for t in tiles)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_inference_never_rules_out_the_real_deal(players):
    """Every seat's real hidden hand fits the slots inferred from its draws and passes."""
    checked = 0
    for seed in range(60):
        match = midgame("five-up", players, seed, placements=6 + seed % 10)
        if match.round.is_over:
            continue
        obs = observe(match, match.turn)
        inference = infer(obs)
        for seat in range(players):
            if seat == obs.seat:
                continue
            real = mask_tiles(match.round.hands[seat])
            assert can_fill(inference.slots[seat], real), (seed, seat)
            checked += sum(1 for mask in inference.slots[seat] if mask)
    assert checked > 0  # some constraints were actually inferred


def test_sampled_deals_respect_sizes_and_constraints():
    match = midgame("exact-61", 3, seed=4, placements=9)
    obs = observe(match, match.turn)
    inference = infer(obs)
    rng = Random(1)
    for _ in range(50):
        hands, stock = sample_deal(obs, inference, rng)
        assert [len(h) for h in hands] == list(obs.hand_sizes)
        assert len(stock) == obs.stock_left
        assert sorted(t for h in hands for t in h) == sorted(
            t for t in range(28) if t not in match.round.layout.order and t not in stock
        )
        for seat in range(3):
            if seat != obs.seat:
                assert can_fill(inference.slots[seat], hands[seat])


@pytest.mark.parametrize("name", ["random", "greedy", "medium", "hard:4", "expert:4"])
def test_every_bot_plays_legal_moves_to_the_end(name):
    match = Match.new("exact-61", 4, seed=3)
    bot = make_bot(name)
    rng = Random(0)
    while not match.is_over and len(match.rounds) < 4:
        if match.round.is_over:
            match.start_round()
            continue
        move = bot.choose(observe(match, match.turn), rng)
        assert move in match.legal_moves()
        match.play(move)


SEARCHERS = {
    "hard": lambda: HardBot(Budget(seconds=float("inf"), deals=12, min_deals=12)),
    "expert": lambda: ExpertBot(ExpertBudget(seconds=float("inf"), deals=12, min_deals=12)),
}


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
@pytest.mark.parametrize("level", sorted(SEARCHERS))
def test_search_decision_ignores_hidden_tiles(level, variant):
    """Reshuffling what the seat cannot see, consistently with its observation,
    leaves the searching bot's choice (and Expert's values) unchanged (same seed);
    in Exact 61 Expert plays for the match (ai/equity.py), blind all the same."""
    for seed in range(40):
        match = midgame(variant, 2, seed, placements=5)
        rnd = match.round
        me = rnd.turn
        if rnd.is_over or rnd.stock_left < 2 or len(match.legal_moves()) < 2:
            continue
        other = 1 - me
        # Swap a tile of the other hand with an undrawn stock tile when the other
        # seat never showed it lacked either tile's values: the observation is identical.
        twin = hidden_twin(match, me, other, stock_at=0)
        if twin is None:
            continue
        before = observe(match, me)
        after = observe(twin, me)
        assert (after.hand, after.hand_sizes, after.stock_left, after.timeline) == (
            before.hand, before.hand_sizes, before.stock_left, before.timeline)
        bot = SEARCHERS[level]()
        assert bot.choose(before, Random(7)) == bot.choose(after, Random(7))
        if level == "expert":
            assert bot.evaluate(before, Random(3)) == bot.evaluate(after, Random(3))
        return
    pytest.fail("no suitable position found")


@pytest.mark.parametrize("name", ["greedy", "medium", "hard:8", "expert:8"])
def test_bots_take_the_exact_finish_and_avoid_the_overshoot(name):
    """At 300 in Exact 61: 3|4 makes ends 2 + 3 = 5 (exactly 305, a win) while
    2|6 at 1|2/high makes 6 + 4 = 10 (310: rejected, worth nothing)."""
    match = Match("exact-61", 2)
    hands = [["1|4", "3|4", "2|6", "0|5", "5|5"], ["1|2", "0|0", "1|1", "1|3", "6|6"]]
    tiles = [[parse_tile(t) for t in h] for h in hands]
    stock = [t for t in range(28) if t not in tiles[0] + tiles[1]]
    match.start_round(0, tiles, stock)
    match.play(parse_move("1|4"))
    match.play(parse_move("1|2@1|4/low"))
    match.scores[0] = 300
    assert sorted(match.legal_moves()) == sorted(
        [parse_move("3|4@1|4/high"), parse_move("2|6@1|2/high")])
    move = make_bot(name).choose(observe(match, 0), Random(0))
    assert move == parse_move("3|4@1|4/high")
    match.play(move)
    assert match.winner == 0 and match.scores[0] == 305


def test_hint_gives_the_best_move_and_its_facts():
    match = midgame("exact-61", 3, seed=8, placements=6)
    result = hint(observe(match, match.turn), Random(2),
                  Budget(seconds=float("inf"), deals=8, min_deals=8))
    legal = match.legal_moves()
    assert result.best.move in legal
    assert len(result.alternatives) == min(2, len(legal) - 1)
    chosen = [result.best, *result.alternatives]
    assert [c.value for c in chosen] == sorted((c.value for c in chosen), reverse=True)
    for choice in chosen:  # the facts are the engine's
        assert choice.points == match.preview(choice.move).points


def test_expert_hint_names_its_level_and_ranks_every_move():
    match = midgame("five-up", 2, seed=8, placements=6)
    result = hint(observe(match, match.turn), Random(2),
                  Budget(seconds=float("inf"), deals=6, min_deals=6), level="expert")
    assert result.level == "expert"
    assert result.best.move in match.legal_moves()
    with pytest.raises(ValueError, match="unknown hint level"):
        hint(observe(match, match.turn), Random(2), level="oracle")


def test_expert_names_and_budgets():
    assert make_bot("expert").name == "expert"
    assert make_bot("expert:5").budget.deals == 5
    with pytest.raises(ValueError, match="expert:DEALS"):
        make_bot("expert:many")
