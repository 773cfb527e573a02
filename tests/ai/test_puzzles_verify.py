"""The shipped puzzles are proved again, and the verifier catches a puzzle that lies: a
swapped solution, a wrong value, a tampered id, theme or rating, the same position twice.
Difficulty means something: Easy solves the "easy" third clearly more often than the
"hard" third."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from fivesup_qt.ai import puzzle as P
from fivesup_qt.ai.puzzles.difficulty import solve_rate
from fivesup_qt.ai.puzzles.verify import check_puzzle, check_set
from fivesup_qt.rules.variants import SHIPPED

# Easy's solve rate on the "easy" third minus on the "hard" third, at least (the shipped
# set's own figures are in `fivesup-qt puzzles stats`)
EASY_MARGIN = 0.15


@pytest.fixture(scope="module")
def shipped() -> tuple[P.Puzzle, ...]:
    return P.load_shipped()


def test_every_shipped_puzzle_is_proved_again(shipped):
    assert check_set(shipped) == []


def test_the_shipped_set_is_large_and_mixed(shipped):
    assert len(shipped) >= 300
    assert len({p.id for p in shipped}) == len(shipped)
    by = Counter((p.variant, p.kind) for p in shipped)
    for variant in SHIPPED:
        for kind in P.KINDS:
            assert by[variant, kind] >= 20, (variant, kind, by)
    assert {p.players for p in shipped} == {2, 3, 4}
    assert {p.players for p in shipped if p.kind == "counting"} == {2, 3, 4}
    goals = Counter(p.goal for p in shipped)
    assert len(goals) >= 4, goals


def test_easy_solves_the_easy_third_clearly_more_often_than_the_hard_third(shipped):
    tiers = Counter(p.difficulty for p in shipped)
    assert max(tiers.values()) - min(tiers.values()) <= 1, tiers  # thirds
    rates = {}
    for tier in P.DIFFICULTIES:
        solved, tries = solve_rate(shipped, "easy", tier)
        rates[tier] = solved / tries
    assert rates["easy"] - rates["hard"] >= EASY_MARGIN, rates
    # and the stronger levels miss the hard third more too
    for level in ("medium", "hard"):
        easy = solve_rate(shipped, level, "easy")
        hard = solve_rate(shipped, level, "hard")
        assert easy[0] / easy[1] > hard[0] / hard[1], (level, easy, hard)


def _one(shipped, kind: str) -> P.Puzzle:
    return next(p for p in shipped if p.kind == kind and p.refutations)


def swapped(puzzle: P.Puzzle) -> P.Puzzle:
    """The puzzle with its first wrong move stored as the solution (a well-formed lie:
    ``from_json`` accepts it, the proof must not). An open puzzle must have one
    solution: the line stored is the main solution's only."""
    data = puzzle.to_json()
    wrong = data["refutations"][0]
    data["refutations"] = data["refutations"][1:] + [
        {"move": m, "value": data["value"], "loss": wrong["loss"], "why": "fewer-points",
         "line": data["line"] if m == data["solutions"][0] else []}
        for m in data["solutions"]]
    data["solutions"] = [wrong["move"]]
    data["value"], data["line"] = wrong["value"], wrong["line"]
    return P.from_json(data)


@pytest.mark.parametrize("kind", P.KINDS)
def test_a_swapped_solution_fails(shipped, kind):
    puzzle = _one(shipped, kind)
    if kind == "open":  # an extra solution's line would need its own: take a single one
        puzzle = next(p for p in shipped if p.kind == "open" and len(p.solutions) == 1)
    lie = swapped(puzzle)
    problems = check_puzzle(lie)
    assert any("the solution is not the best move" in p for p in problems), problems
    assert check_set([*shipped[:3], lie]) != []


@pytest.mark.parametrize("kind", P.KINDS)
def test_a_wrong_value_fails(shipped, kind):
    puzzle = _one(shipped, kind)
    lie = dataclasses.replace(puzzle, value=puzzle.value + 5)
    assert any("value" in p for p in check_puzzle(lie))


def test_a_refutation_with_a_wrong_loss_fails(shipped):
    puzzle = _one(shipped, "open")
    first = puzzle.refutations[0]
    lie = dataclasses.replace(puzzle, refutations=(
        dataclasses.replace(first, loss=first.loss + 10), *puzzle.refutations[1:]))
    assert any(f"refutation of {first.move}" in p for p in check_puzzle(lie))


def test_tampered_id_themes_why_and_rating_fail(shipped):
    puzzle = _one(shipped, "open")
    other_id = P.ID_PREFIX + ("0" * 12 if puzzle.id[-1] != "0" else "1" * 12)
    assert any("id" in p for p in check_puzzle(dataclasses.replace(puzzle, id=other_id)))
    themes = tuple(t for t in P.THEMES if t not in puzzle.themes)[:1]
    assert any("themes" in p for p in check_puzzle(dataclasses.replace(puzzle, themes=themes)))
    first = puzzle.refutations[0]
    other_why = next(w for w in P.WHYS if w != first.why)
    lie = dataclasses.replace(puzzle, refutations=(
        dataclasses.replace(first, why=other_why), *puzzle.refutations[1:]))
    assert any("wrong because" in p for p in check_puzzle(lie))
    assert any("rating" in p for p in check_puzzle(
        dataclasses.replace(puzzle, rating=puzzle.rating + 1)))


def test_the_same_position_twice_fails(shipped):
    assert any("the same position twice" in p
               for p in check_set([shipped[0], shipped[1], shipped[0]]))


def test_tiers_against_the_ratings_fail(shipped):
    low = min(shipped, key=lambda p: p.rating)
    high = max(shipped, key=lambda p: p.rating)
    lie = [dataclasses.replace(low, difficulty="hard"), dataclasses.replace(high, difficulty="easy")]
    assert any("tiers" in p for p in check_set(lie))


def test_the_levels_solve_a_sample_as_stored(shipped):
    assert check_set(shipped[::len(shipped) // 3][:3], resolve=3) == []
