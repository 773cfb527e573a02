"""Hints for the teaching mode: the best moves, ranked as the post-game review judges
them, and the facts that explain them (points now, what it leaves the next seat, the
Exact 61 situation, the chance of winning the match and the margin by the round's end
over the deals Hard, or Expert when the player chose it for hints, looked at); the
interface words them in the player's language.  A hint sees the seat's observation only.

One judge (issue 40): a hint ranked by Hard's few deals told a learner to play a move
the review then called a mistake.  So the ranking is the review's own verdict of the
position (``judging.search``: Expert's valuation, the review's measure, its default
depth and the very deals its seed draws for this decision, searched to the whole
depth): a player who follows the hint is told "best" by the review at that depth.
``judged=None`` ranks by the level's own search instead (tests, benchmarks).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from random import Random

from ..rules.observation import Observation
from ..rules.round import Move
from ..rules.variants import TARGET
from .expert import ExpertBot, ExpertBudget
from .hard import Budget, HardBot
from .judging import CHANCE, search
from .levels import HINT_LEVELS
from .review import DEFAULT_DEALS, band_of, chance_band_of, measure_of, seed_of
from .valuation import threat_after


@dataclass(frozen=True)
class Choice:
    move: Move
    value: float  # the mean outcome over the sampled deals (exact in a known endgame)
    points: int  # raw placement points now
    threat: float  # what the next seat could score after it, on average
    rejected: bool  # Exact 61: these points would overshoot 305 and be rejected
    wins: bool  # Exact 61: these points make exactly 305
    won: float = 0.0  # share of the sampled deals in which the side won the match
    lost: float = 0.0  # ... and lost it
    margin: float | None = None  # mean raw points over the others by the round's end,
    # in the deals where the match went on (None: every deal decided it)


@dataclass(frozen=True)
class Hint:
    best: Choice
    alternatives: tuple[Choice, ...]  # the next best moves, best first
    deals: int  # 0 when the endgame was searched exactly
    level: str = "hard"  # the bot whose deals gave the facts: "hard" or "expert"
    exact: bool = False  # the rest of the round was searched exactly on the only possible deal
    target: int = TARGET  # the match's (raw): what a winning or rejected choice is judged by
    # ranked as the review judges (``judged``): "chance" or "points", the review's measure
    # of the position; None: by the level's own search
    measure: str | None = None




def hint(obs: Observation, rng: Random | None = None, budget: Budget | None = None,
         alternatives: int = 2, level: str = "hard",
         judged: int | None = DEFAULT_DEALS) -> Hint:
    """The best move for the observing seat with the next best alternatives, ranked as
    the review judges them at ``judged`` deals (``reviewed``), with the facts of Hard's
    or Expert's search (with Hard's time and deal limits); ranked by that search itself
    when ``judged`` is None."""
    rng = rng or Random(0)
    order: dict[Move, float] = {}  # Expert's ranking by the match, where it plays for it
    if level == "expert":
        limits = budget or Budget()
        expert = ExpertBot(ExpertBudget(seconds=limits.seconds, deals=limits.deals,
                                        min_deals=limits.min_deals))
        ranked, by_match = expert.judge(obs, rng)
        order = dict(by_match or [])
    elif level == "hard":
        ranked = HardBot(budget).assess(obs, rng)
    else:
        raise ValueError(f"unknown hint level {level!r} (known: {', '.join(HINT_LEVELS)})")
    unseen = obs.unseen_tiles()
    choices = []
    for a in ranked:
        preview = obs.preview(a.move)  # the engine's verdict on the points now
        choices.append(
            Choice(
                a.move,
                a.value,
                preview.points,
                threat_after(obs.layout, a.move, unseen, obs.variant),
                rejected=preview.accepted is False,
                wins=preview.wins,
                won=a.won,
                lost=a.lost,
                margin=a.margin,
            )
        )
    # the best by the match where Expert plays for it (two-player Exact 61), else by the
    # value; the facts shown stay in points
    choices.sort(key=lambda c: (-order.get(c.move, 0.0), -c.value, -c.points))
    deals = ranked[0].deals if ranked else 0
    if judged is not None:
        return reviewed(obs, choices, alternatives, level, judged)
    return Hint(choices[0], tuple(choices[1 : 1 + alternatives]), deals, level, deals == 0,
                obs.target)


def reviewed(obs: Observation, choices: list[Choice], alternatives: int, level: str,
             deals: int) -> Hint:
    """``choices`` ranked by the review's verdict of the position at ``deals`` deals: the
    measure its label would come from (``review.measure_of``), the generator seed of
    this decision in a review (``review.seed_of``, the review's seed 0: the same deals),
    the whole depth searched (no early stop: no move is played yet).  Each choice's
    value becomes the verdict's points; its facts stay those of ``level``'s deals."""
    measure = measure_of(obs)
    seed = seed_of(0, obs.round_index + 1, len(obs.placements) + 1)
    verdict = search(obs, obs.legal_moves[0], Random(seed), deals,
                     chance_band_of if measure == CHANCE else band_of, checks=(),
                     measure=measure)
    points = dict(verdict.values)
    by = dict(verdict.chances) if measure == CHANCE and verdict.chances is not None \
        else points
    ranked = sorted((replace(c, value=points[c.move]) for c in choices),
                    key=lambda c: (-by[c.move], -c.points, c.move))
    return Hint(ranked[0], tuple(ranked[1 : 1 + alternatives]), verdict.deals, level,
                verdict.exact, obs.target, measure if by is not points else "points")
