"""Hints for the teaching mode: the move Hard (or Expert, when the player chose it
for hints; in two-player Exact 61 ranked by the chance of winning the match, as Expert
plays) would make and the facts that explain it (points now, what it leaves the
next seat, the Exact 61 situation, the chance of winning the match and the margin by
the round's end over the sampled deals); the interface words them in the player's
language.  A hint sees the seat's observation only.
"""

from __future__ import annotations

from dataclasses import dataclass
from random import Random

from ..rules.observation import Observation
from ..rules.round import Move
from ..rules.variants import TARGET
from .hard import Budget, HardBot
from .levels import HINT_LEVELS
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
    level: str = "hard"  # the bot that gave it: "hard" or "expert"
    exact: bool = False  # the rest of the round was searched exactly on the only possible deal
    target: int = TARGET  # the match's (raw): what a winning or rejected choice is judged by




def hint(obs: Observation, rng: Random | None = None, budget: Budget | None = None,
         alternatives: int = 2, level: str = "hard") -> Hint:
    """The best move for the observing seat with the next best alternatives, by Hard
    or by Expert (with Hard's time and deal limits)."""
    rng = rng or Random(0)
    order: dict[Move, float] = {}  # Expert's ranking by the match, where it plays for it
    if level == "expert":
        from .expert import ExpertBot, ExpertBudget

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
                threat_after(obs.layout, a.move, unseen),
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
    return Hint(choices[0], tuple(choices[1 : 1 + alternatives]), deals, level, deals == 0,
                obs.target)
