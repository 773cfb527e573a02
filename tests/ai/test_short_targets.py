"""Matches to 41 and to 31 (issue 40, item 2): the review of a short match speaks in
winning chances once the match is at stake and never shows a match's 1,000 as points;
Expert plays for the match there; the levels' accuracies, measured in matches to 61
only, are said not to apply.  Before, a match to 31 had no win-chance table: "Judged by
points: the game has no winning chances for this kind of match" in round 9 with North
past 31, a −201.1-point blunder, and "Accuracy 80%: below Easy"."""

from __future__ import annotations

import json
import re
from random import Random

import pytest
from helpers.random_play import finished

from fivesup_qt.ai.expert import ExpertBot, ExpertBudget
from fivesup_qt.ai.judging import CHANCE, POINTS
from fivesup_qt.ai.review import AT_STAKE, review
from fivesup_qt.ai.review_text import decision_given, decision_label
from fivesup_qt.rules import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.record import load_record, record_of

DEALS = 8  # a quick review: the measures and figures, not the verdicts' precision


def figures(text: str) -> list[float]:
    """Every number written in a review's text."""
    return [float(x.replace(",", "")) for x in re.findall(r"\d[\d,]*(?:\.\d+)?", text)]


@pytest.mark.parametrize("variant, players, target, seed", [
    ("exact-61", 2, 155, 4), ("five-up", 2, 155, 2), ("exact-61", 4, 205, 5),
    ("five-up", 2, 205, 7)])
def test_a_short_match_is_judged_in_winning_chances_and_points_without_the_match(
        variant, players, target, seed):
    match = finished(seed, players, variant, target=target)
    record = load_record(json.dumps(record_of(match)))
    judged = review(record, 0, DEALS, seed=0, alone=True)
    decisions = judged.decisions
    assert decisions and judged.target == target
    assert all(d.chances is not None and d.chance_loss is not None for d in decisions)
    stakes = [max(scores) >= target - AT_STAKE for scores in _scores_at(record, decisions)]
    assert [d.measure for d in decisions] == [CHANCE if s else POINTS for s in stakes]
    assert CHANCE in {d.measure for d in decisions}  # the match reached its stake
    for d in decisions:
        said = f"{decision_given(d)}: {decision_label(d)}"
        assert "counting a match won or lost" not in said
        assert all(x < 500 for x in figures(said)), said  # no 1,000 leaking in as points
        assert d.alone is not None and all(abs(v) < 500 for _, v in d.alone), d.alone
        if d.measure == CHANCE:
            assert "of winning chance" in said and "points" not in said, said


def _scores_at(record, decisions) -> list[list[int]]:
    """The scores before each reviewed decision."""
    from fivesup_qt.ai.review import positions

    wanted = {(d.round, d.move_no) for d in decisions}
    return [list(m.scores) for r, k, m, _ in positions(record) if (r, k) in wanted]


@pytest.mark.parametrize("target", [155, 205])
@pytest.mark.parametrize("variant, players", [
    ("exact-61", 2), ("exact-61", 4), ("five-up", 2), ("five-up", 4)])
def test_expert_plays_for_the_match_at_the_shorter_targets(variant, players, target):
    match = Match.new(variant, players, seed=3, target=target)
    obs = observe(match, match.turn)
    expert = ExpertBot(ExpertBudget(seconds=float("inf"), deals=4, min_deals=4))
    assert expert.plays_for_match(obs)
    assert expert.match_values(obs, Random(1)) is not None
    three = observe(Match.new(variant, 3, seed=3, target=target), 0)
    assert not expert.plays_for_match(three)  # three players: for points, as at 61


def test_a_short_match_has_no_level_and_the_review_says_why():
    """The levels' accuracies were measured in matches to 61: a match to 31 gets its
    accuracy and the words that no level compares, never 'below Easy'."""
    from fivesup_qt.ui.words.review_words import accuracy_level_text
    from fivesup_qt.ui.words.voice import bare

    match = finished(2, 2, "five-up", target=155)
    quick = 2  # deals: whether a level compares, not how precise the accuracy is
    judged = review(load_record(json.dumps(record_of(match))), 0, quick, seed=0)
    accuracy = judged.accuracy()
    assert accuracy is not None and judged.level() is None
    assert judged.to_json()["summary"]["level"] is None
    text = bare(accuracy_level_text(accuracy, judged.level(), judged.target))
    assert text.startswith(f"Accuracy {round(accuracy)}%")
    assert "measured in matches to 61 only" in text and "Easy" not in text
    at_61 = finished(2, 2, "five-up", target=305)
    long = review(load_record(json.dumps(record_of(at_61))), 0, quick, seed=0)
    assert long.level() is not None  # to 61 the levels compare as before
    assert "measured" not in accuracy_level_text(long.accuracy(), long.level(), long.target)
