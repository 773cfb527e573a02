"""The review's reuse of work is right: a position already judged is read, not searched
again, and gives the same review; moves of one kind share one playout and keep the
values Expert gives them; a search stopped early keeps the labels of the full depth."""

from __future__ import annotations

from random import Random

import pytest
from helpers.hidden import hidden_twin

from fivesup_qt.ai.endgame import kind_of
from fivesup_qt.ai.expert import ExpertBot, ExpertBudget
from fivesup_qt.ai.judging import Judged, search
from fivesup_qt.ai.review import Cancelled, band_of, label_of, positions, review
from fivesup_qt.rules import Match, rule_set
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.record import load_record, record_of


def a_record(seed: int = 7, rounds: int = 2) -> dict:
    """Two rounds of random two-player Five-Up play."""
    rng = Random(seed)
    match = Match.new("five-up", 2, seed=seed)
    while len(match.rounds) < rounds or not match.round.is_over:
        if match.round.is_over:
            match.start_round()
            continue
        match.push(rng.choice(match.legal_moves()))
    return record_of(match)


def test_a_position_already_judged_is_not_searched_again():
    record = load_record(a_record())
    judged = Judged()
    first = review(record, 0, deals=20, seed=3, judged=judged)
    searched = judged.searches
    assert searched == len(first.decisions) > 0  # one search per decision, the first time
    again = review(record, 0, deals=20, seed=3, judged=judged)
    assert judged.searches == searched  # every position read from the cache
    assert again.to_json() == first.to_json()
    assert review(record, 0, deals=20, seed=3, judged=Judged()).to_json() == first.to_json()
    review(record, 0, deals=20, seed=4, judged=judged)  # another seed: other deals
    assert judged.searches == 2 * searched


def test_a_cut_short_search_is_not_kept():
    record = load_record(a_record())
    judged = Judged()
    calls = 0

    def stopped() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    with pytest.raises(Cancelled):
        review(record, 0, deals=20, seed=3, stopped=stopped, judged=judged)
    assert not judged.verdicts


def decisions(record: dict, seat: int = 0):
    for round_no, move_no, match, played in positions(load_record(record)):
        if match.turn == seat and len(match.legal_moves()) > 1:
            yield f"0:{round_no}:{move_no}", observe(match, seat), played


def test_moves_of_one_kind_share_a_playout_and_keep_experts_values():
    """At full depth (no early stop) every move has the value Expert's own search gives
    the first move of its kind on the same deals."""
    compared = 0
    for seed, obs, played in decisions(a_record(11, 3)):
        verdict = search(obs, played, Random(seed), 24, band_of, checks=())
        bot = ExpertBot(ExpertBudget(seconds=float("inf"), deals=24, min_deals=24))
        expert = bot.evaluate(obs, Random(seed), every_move=True).values
        first_of_kind: dict[tuple[int, int], float] = {}
        for move, value in expert:
            first_of_kind.setdefault(kind_of(move), value)
        assert [move for move, _ in verdict.values] == [move for move, _ in expert]
        assert [value for _, value in verdict.values] == \
            [first_of_kind[kind_of(move)] for move, _ in verdict.values]
        compared += 1
    assert compared >= 5


def label(verdict, played) -> str:
    values = dict(verdict.values)
    return label_of(max(0.0, max(values.values()) - values[played]))


def test_a_search_stopped_early_keeps_the_full_depths_labels():
    stopped_early = compared = 0
    for seed, obs, played in decisions(a_record(5, 3)):
        full = search(obs, played, Random(seed), 120, band_of, checks=())
        early = search(obs, played, Random(seed), 120, band_of, checks=(40, 80))
        assert label(early, played) == label(full, played)
        assert early.deals in (40, 80, 120) or early.exact
        stopped_early += early.deals < full.deals
        compared += 1
    assert compared >= 5 and stopped_early > 0


def test_stopping_and_pruning_see_only_what_the_seat_saw():
    """At a depth where the search checks its labels (and may stop or drop moves), two
    positions the seat cannot tell apart still get the same verdict, deals included."""
    compared = 0
    for seed in range(300):
        rng = Random(seed)
        match = Match.new("five-up", 2, seed=seed)
        for _ in range(rng.randrange(2, 10)):
            if match.round.is_over:
                break
            match.push(rng.choice(match.legal_moves()))
        if match.round.is_over or len(match.legal_moves()) < 3:
            continue
        me = match.round.turn
        twin = hidden_twin(match, me, 1 - me)
        if twin is None:
            continue
        played = match.legal_moves()[0]
        verdicts = [search(observe(m, me), played, Random(seed), 110, band_of, checks=(25, 50, 75))
                    for m in (match, twin)]
        assert verdicts[0] == verdicts[1]
        compared += 1
        if compared == 4:
            return
    pytest.fail("too few positions to compare")


def test_a_verdict_comes_back_from_a_worker_process_equal():
    """The review's worker process sends its verdicts back pickled (rules/rebuild.py)."""
    import pickle

    seed, obs, played = next(decisions(a_record(5)))
    verdict = search(obs, played, Random(seed), 12, band_of, checks=())
    assert pickle.loads(pickle.dumps(verdict)) == verdict


def test_the_chance_measure_keeps_experts_match_values():
    """In two-player Exact 61 Expert plays for the match: at full depth every move's
    chance in the review is Expert's own match value (``match_values``) on the same
    deals, read as a percentage, for the first move of its kind."""
    from fivesup_qt.ai.judging import CHANCE, percent
    from fivesup_qt.ai.review import chance_band_of

    rng = Random(4)
    match = Match.new("exact-61", 2, seed=4)
    while not match.round.is_over:
        match.push(rng.choice(match.legal_moves()))
    compared = 0
    for seed, obs, played in [*decisions(record_of(match), 0), *decisions(record_of(match), 1)]:
        bot = ExpertBot(ExpertBudget(seconds=float("inf"), deals=20, min_deals=20))
        expert = bot.match_values(obs, Random(seed), every_move=True)
        assert expert is not None
        verdict = search(obs, played, Random(seed), 20, chance_band_of, checks=(),
                         measure=CHANCE)
        first_of_kind: dict[tuple[int, int], float] = {}
        for move, value in expert:
            first_of_kind.setdefault(kind_of(move), value)
        assert verdict.chances is not None
        assert [move for move, _ in verdict.chances] == [move for move, _ in expert]
        assert [value for _, value in verdict.chances] == pytest.approx(
            [percent(first_of_kind[kind_of(move)]) for move, _ in verdict.chances])
        compared += 1
    assert compared >= 5


def near_the_target(seed: int, variant: str = "exact-61"):
    """The decisions of a round of random play from scores near the target (the match
    at stake): (generator seed, observation, move played)."""

    rng = Random(seed)
    match = Match(rule_set(variant), 2, seed=seed)
    match.scores = [rng.choice((220, 250, 270)), rng.choice((230, 260, 280))]
    match.start_round()
    n = 0
    while not match.round.is_over and not match.is_over:
        move = rng.choice(match.legal_moves())
        if len(match.legal_moves()) > 1:
            n += 1
            yield f"{seed}:{n}", observe(match, match.turn), move
        match.push(move)


def test_a_search_stopped_early_keeps_the_full_depths_chance_labels():
    """The early stop judged in the measure that labels: by chance near the target, the
    labels at full depth and stopped early are the same."""
    from fivesup_qt.ai.judging import CHANCE
    from fivesup_qt.ai.review import chance_band_of, chance_label_of

    def chance_label(verdict, played) -> str:
        chances = dict(verdict.chances)
        return chance_label_of(max(0.0, max(chances.values()) - chances[played]))

    stopped_early = compared = 0
    for seed in range(3):
        for key, obs, played in near_the_target(seed):
            full = search(obs, played, Random(key), 120, chance_band_of, checks=(),
                          measure=CHANCE)
            early = search(obs, played, Random(key), 120, chance_band_of, checks=(40, 80),
                           measure=CHANCE)
            assert chance_label(early, played) == chance_label(full, played)
            stopped_early += early.deals < full.deals
            compared += 1
    assert compared >= 8 and stopped_early > 0
