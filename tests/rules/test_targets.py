"""A match to a shorter house target (41 or 31 shown, 205 or 155 raw): the same rules
as to 61, judged against the chosen target (the worked round D2 of docs/rules.md's
examples, scores set just before a move)."""

from __future__ import annotations

import re
from random import Random

import pytest
from helpers.random_play import finished

from fivesup_qt.ai.bots import GreedyBot
from fivesup_qt.ai.equity import applies
from fivesup_qt.rules import EXACT_61, IllegalMove, Match, parse_move, parse_tile
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.record import RecordError, load_record, record_of, replay
from fivesup_qt.rules.standing import Stand
from fivesup_qt.rules.variants import TARGETS, check_target

D2_HANDS = [["1|4", "4|4", "1|2", "5|5", "0|4"], ["1|1", "3|4", "1|5", "0|5", "6|6"]]
D2_MOVES = [
    "1|4", "1|1@1|4/low", "4|4@1|4/high", "3|4@4|4/lineB", "1|2@1|1/lineB",
    "1|5@1|1/branchA", "5|5@1|5/high", "0|5@5|5/lineB", "0|4@4|4/branchA",
]


def d2(variant: str, target: int) -> Match:
    hands = [[parse_tile(t) for t in hand] for hand in D2_HANDS]
    used = {t for hand in hands for t in hand}
    m = Match(variant, 2, target=target)
    m.start_round(leader=0, hands=hands, stock=[t for t in range(28) if t not in used])
    return m


def play(m: Match, moves: list[str], scores: dict[int, list[int]] | None = None) -> None:
    for k, move in enumerate(moves):
        if scores and k in scores:
            m.scores[:] = scores[k]
        m.play(parse_move(move))


def test_the_targets_a_match_may_be_played_to():
    assert TARGETS == (305, 205, 155)  # 61 (the originals'), 41 and 31 shown
    assert Match("five-up", 2).target == 305
    for wrong in (300, 0, -155, "155", 155.0, True):
        with pytest.raises(ValueError, match="a match is played to"):
            check_target(wrong)  # type: ignore[arg-type]
        # a wrong value is a ValueError; a wrong type may be caught first, as a TypeError,
        # by the compiled engine's own checks of its arguments' types
        with pytest.raises(ValueError if type(wrong) is int else (ValueError, TypeError)):
            Match("exact-61", 2, target=wrong)  # type: ignore[arg-type]


def test_exact_to_155_a_placement_reaching_it_exactly_wins_at_once():
    m = d2("exact-61", 155)
    play(m, D2_MOVES[:4], {3: [15, 150]})  # 3|4@4|4/lineB is worth 5 to seat 1
    assert m.scores == [15, 155]
    assert m.winner == 1 and m.round.end == "won"


def test_exact_to_155_an_event_past_it_is_rejected_whole():
    m = d2("exact-61", 155)
    play(m, D2_MOVES[:6], {5: [20, 150]})  # 1|5@1|1/branchA is worth 10: 160
    assert m.scores == [20, 150]
    assert m.events[-1] == (0, "place", 1, 1, 10, False)
    assert m.winner is None and not m.round.is_over
    # what 305 would have accepted: 150 + 10 is far below the originals' target
    other = d2("exact-61", 305)
    play(other, D2_MOVES[:6], {5: [20, 150]})
    assert other.scores == [20, 160]


def test_exact_to_155_the_domino_event_is_judged_against_it():
    m = d2("exact-61", 155)
    play(m, D2_MOVES, {8: [140, 20]})  # last placement 5 + settlement 10 = 155
    assert m.scores == [155, 20] and m.winner == 0


def test_five_up_to_155_is_won_after_the_round_by_a_lone_top_score():
    m = d2("five-up", 155)
    play(m, D2_MOVES[:8], {7: [35, 150]})  # seat 1 at 155 mid-round: not yet
    assert m.scores == [35, 155] and m.winner is None and not m.round.is_over
    play(m, D2_MOVES[8:])  # seat 1 keeps 6|6: 12 rounds to 10 -> 145, below again
    assert m.scores == [40, 145] and m.winner is None


def test_five_up_to_155_a_score_the_originals_would_play_on_from_wins():
    m = d2("five-up", 155)
    play(m, D2_MOVES, {8: [150, 20]})  # seat 0: 150 + 5 = 155, seat 1: 20 - 10
    assert m.scores == [155, 10] and m.winner == 0 and m.is_over
    with pytest.raises(IllegalMove):
        m.start_round()


def test_standing_counts_to_the_chosen_target():
    m = d2("exact-61", 205)
    m.scores[:] = [200, 45]
    assert (m.standing(0).stand, m.standing(0).needs) == (Stand.NEEDS_EXACTLY, 5)
    assert m.standing(1).needs == 160
    m = d2("five-up", 155)
    m.scores[:] = [160, 20]
    assert m.standing(0).stand is Stand.LEADING and m.standing(1).needs == 135


def test_a_copy_and_a_seat_know_the_target():
    m = d2("exact-61", 155)
    assert m.copy().target == 155
    obs = observe(m, 0)
    assert obs.target == 155
    assert obs.preview(parse_move("1|4")).accepted is True


@pytest.mark.parametrize("target, points", [(155, 10), (305, 15)])
def test_the_greedy_computer_judges_by_the_chosen_target(target, points):
    """Seat 0 at 145 may score 10 or 15: to 155 the 15 would be rejected and the 10
    finishes the match; to 305 the 15 is simply more."""
    m = d2("exact-61", target)
    play(m, D2_MOVES[:6])
    m.scores[:] = [145, 20]
    obs = observe(m, 0)
    assert {obs.preview(mv).points for mv in obs.legal_moves} == {10, 15}
    choice = GreedyBot().choose(obs, Random(1))
    assert obs.preview(choice).points == points
    assert obs.preview(choice).wins == (target == 155)


def test_the_match_equity_tables_cover_every_target():
    """Issue 40: tables for 41 and 31 shown as for 61 (tests/ai/test_win_chance.py)."""
    assert applies(EXACT_61, 2, 305)
    assert applies(EXACT_61, 2, 155)
    assert not applies(EXACT_61, 3, 155)


# -- records: format 2 carries the target; format 1 is the originals' 305 ------------------
@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
def test_a_shorter_match_is_written_as_format_2_and_read_back_with_its_target(variant):
    m = finished(8, 2, variant, target=155)
    data = record_of(m)
    assert (data["format"], data["target"]) == ("fivesup-match/2", 155)
    again, report = replay(load_record(data))
    assert (again.target, again.winner, again.scores) == (155, m.winner, m.scores)
    assert (report["format"], report["target"]) == ("fivesup-replay/2", 155)
    assert report["winner"] == m.winner


def test_a_match_to_the_originals_target_is_written_as_before():
    data = record_of(d2("five-up", 305))
    assert data["format"] == "fivesup-match/1" and "target" not in data
    _, report = replay(load_record(data))
    assert report["format"] == "fivesup-replay/1" and "target" not in report


@pytest.mark.parametrize("change, message", [
    ({"target": None}, "missing key 'target'"),
    ({"target": 300}, "target must be 305, 205, 155 (raw points), not 300"),
    ({"target": "155"}, 'not "155"'),
    ({"target": 155.0}, "not 155.0"),
    ({"format": "fivesup-match/3"}, "unknown format"),
])
def test_a_format_2_record_without_a_good_target_is_refused(change, message):
    data = record_of(d2("five-up", 155))
    for key, value in change.items():
        if value is None:
            del data[key]
        else:
            data[key] = value
    with pytest.raises(RecordError, match=re.escape(message)):
        load_record(data)


def test_a_format_1_reader_ignores_a_target_key_as_it_ignores_any_unknown_key():
    """A format 1 record is played to 305 whatever else it holds: a writer that means a
    shorter target writes format 2, which a format 1 reader refuses."""
    m = d2("exact-61", 305)
    play(m, D2_MOVES[:4], {3: [15, 150]})
    data = {**record_of(m), "target": 155}
    again, report = replay(load_record(data))
    assert again.target == 305 and again.winner is None and "target" not in report
