"""Expert's budget is its time: the search goes on to the time limit however many deals the
engine gets through by then (issue 29: the cap of 1,000 deals, sized for the pure-Python
engine, ended the compiled engine's searches at half the time)."""

from __future__ import annotations

import itertools
import time
from random import Random

from fivesup_qt.ai.expert import ExpertBot, ExpertBudget
from fivesup_qt.rules import Match
from fivesup_qt.rules.observation import observe


def a_decision() -> Match:
    """A two-player Five-Up position with a choice, the stock still full of unknowns."""
    rng = Random(4)
    match = Match.new("five-up", 2, seed=4)
    while len(match.legal_moves()) < 2:
        match.push(rng.choice(match.legal_moves()))
    return match


def deals_looked_at(monkeypatch, budget: ExpertBudget, step: float) -> int:
    """The deals Expert looks at on a clock that moves ``step`` seconds a read (by reads,
    not by the machine's speed: Expert reads it once a deal)."""
    reads = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: next(reads) * step)
    looked = 0

    def counted() -> bool:
        nonlocal looked
        looked += 1
        return False

    budget.stop = counted
    match = a_decision()
    ExpertBot(budget).evaluate(observe(match, match.turn), Random(1))
    return looked


def test_the_default_budget_searches_to_its_time_limit_past_a_thousand_deals(monkeypatch):
    budget = ExpertBudget()
    assert deals_looked_at(monkeypatch, budget, step=budget.seconds / 1_500) > 1_000


def test_a_budget_of_deals_still_stops_at_its_count(monkeypatch):
    budget = ExpertBudget(seconds=float("inf"), deals=40, min_deals=40)  # expert:40
    assert deals_looked_at(monkeypatch, budget, step=0.001) == 40
