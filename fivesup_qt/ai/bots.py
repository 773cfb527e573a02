"""Computer opponents that see only their seat's observation.

Every bot answers ``choose(observation, rng) -> Move``.  Levels: easy
(random), medium (greedy with a simple defence), hard (search over deals
consistent with the observation, ``hard.HardBot``), expert (exact endgames,
weighted deals, defensive playouts, ``expert.ExpertBot``).  ``greedy`` (points now
only) stays for simulations and as a baseline.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from random import Random
from typing import Protocol

from ..rules.match import Match
from ..rules.observation import Observation, observe
from ..rules.record import MAX_ROUNDS
from ..rules.round import Move
from ..rules.tiles import PIPS
from .levels import LEVELS
from .valuation import points_now, threat_after, worth

# N of hard:N, expert:N and expert-points:N at most, for every command and record that
# names one (the game's own Expert weighs up to about 1,000 deals in its time).
MAX_BOT_DEALS = 10_000


class Bot(Protocol):
    name: str

    def choose(self, obs: Observation, rng: Random) -> Move: ...


class RandomBot:
    """Easy: a uniformly random legal move."""

    name = "random"

    def choose(self, obs: Observation, rng: Random) -> Move:
        return rng.choice(obs.legal_moves)


def _best(moves: Sequence[Move], key: Callable[[Move], tuple[float, int]], rng: Random) -> Move:
    """The move with the highest key, random among equals."""
    best: list[Move] = []
    best_key = None
    for move in moves:
        k = key(move)
        if best_key is None or k > best_key:
            best, best_key = [move], k
        elif k == best_key:
            best.append(move)
    return rng.choice(best)


class GreedyBot:
    """The most points now (Exact 61 aware); equals shed the heaviest tile."""

    name = "greedy"

    def choose(self, obs: Observation, rng: Random) -> Move:
        score = obs.scores[obs.scorer]
        return _best(
            obs.legal_moves,
            lambda m: (worth(obs.variant, score, points_now(obs.layout, m, obs.variant),
                             obs.target), PIPS[m[0]]),
            rng,
        )


class MediumBot:
    """Medium: greedy, minus half of what the move leaves the next seat on average."""

    name = "medium"

    def choose(self, obs: Observation, rng: Random) -> Move:
        score = obs.scores[obs.scorer]
        unseen = obs.unseen_tiles()

        def key(move: Move) -> tuple[float, int]:
            value = worth(obs.variant, score, points_now(obs.layout, move, obs.variant), obs.target)
            return value - 0.5 * threat_after(obs.layout, move, unseen, obs.variant), PIPS[move[0]]

        return _best(obs.legal_moves, key, rng)


def _hard(deals: str | None = None) -> Bot:
    """``hard`` thinks within a time budget; ``hard:N`` looks at exactly N deals
    (deterministic, for tournaments)."""
    from .hard import Budget, HardBot

    if deals is None:
        return HardBot()
    n = int(deals)
    return HardBot(Budget(seconds=float("inf"), deals=n, min_deals=n))


def _expert(deals: str | None = None) -> Bot:
    """``expert`` thinks within a time budget; ``expert:N`` looks at exactly N deals
    (deterministic, for tournaments)."""
    from .expert import ExpertBot, ExpertBudget

    if deals is None:
        return ExpertBot()
    n = int(deals)
    return ExpertBot(ExpertBudget(seconds=float("inf"), deals=n, min_deals=n))


def _expert_points(deals: str | None = None) -> Bot:
    """``expert-points`` (``expert-points:N``): Expert playing for the round's points in
    every setup, never for the match (the baseline Expert's match play is measured
    against)."""
    from .expert import ExpertBot, ExpertBudget

    if deals is None:
        return ExpertBot(for_match=False)
    n = int(deals)
    return ExpertBot(ExpertBudget(seconds=float("inf"), deals=n, min_deals=n), for_match=False)


BOTS: dict[str, Callable[..., Bot]] = {"random": RandomBot, "greedy": GreedyBot,
                                       "medium": MediumBot, "hard": _hard, "expert": _expert}
# Measuring baselines for `simulate --bots`, not levels: records and the daily deal name
# only BOTS (docs/record-format.md).
BASELINES: dict[str, Callable[..., Bot]] = {"expert-points": _expert_points}
# The computer players' names on the command line (docs/commands.md): the game's level
# titles in any case ('Easy', 'hard:32' or 'Hard:32'), each standing for its bot ...
TITLES = {level.title.lower(): level.bot for level in LEVELS}
# ... and the bots' own names, the ones records keep: 'random' is Easy's (the command
# line's name for it before), 'medium', 'hard' and 'expert' their levels' titles, and the
# baselines 'greedy' (the most points now) and 'expert-points' (Expert for the round's
# points), which are no level of the game.
_BUDGETED = (_hard, _expert, _expert_points)  # the bots that take a number of deals: NAME:DEALS


def level_titles() -> str:
    """'Easy, Medium, Hard, Expert': the level names, as every error and --help lists them."""
    return ", ".join(level.title for level in LEVELS)


def bot_of(name: str) -> str:
    """The bot ``name`` stands for, as records keep it: a level's title in any case
    ('Easy' and 'random' are 'random', 'Hard:32' is 'hard:32'), a bot's or a baseline's
    own name; DEALS of NAME:DEALS from 1 to ``MAX_BOT_DEALS``.  ValueError, one line
    naming the levels, for anything else."""
    base, colon, arg = name.partition(":")
    base = base.lower()
    base = TITLES.get(base, base)
    factory = BOTS.get(base) or BASELINES.get(base)
    shown = name if len(name) <= 40 else name[:39] + "\u2026"  # echoed, never whole
    if factory is None or (colon and factory not in _BUDGETED):
        raise ValueError(
            f"unknown computer player {shown!r} (the levels: {level_titles()}; Hard:DEALS "
            "and Expert:DEALS for a fixed number of deals)")
    if colon and not (arg.isascii() and arg.isdigit() and len(arg) <= len(str(MAX_BOT_DEALS))
                      and 1 <= int(arg) <= MAX_BOT_DEALS):
        raise ValueError(f"{shown}: DEALS of {base}:DEALS must be a whole number from 1 to "
                         f"{MAX_BOT_DEALS:,}")
    return base + colon + str(int(arg)) if colon else base


def bot_title(bot: str) -> str:
    """What a person reads for a bot (``bot_of``'s name): its level's title ('Easy',
    'Hard:32'), or a baseline's name ('greedy', 'expert-points:64') as it is typed."""
    base, colon, arg = bot.partition(":")
    title = next((level.title for level in LEVELS if level.bot == base), base)
    return title + colon + arg


def make_bot(name: str) -> Bot:
    """A bot by any name ``bot_of`` knows (``Easy``, ``random``, ``hard:DEALS``, ...; the
    baselines ``greedy`` and ``expert-points[:DEALS]``); DEALS from 1 to ``MAX_BOT_DEALS``
    (``expert:99999999999999`` would never choose), else ValueError saying so."""
    base, colon, arg = bot_of(name).partition(":")
    factory = BOTS.get(base) or BASELINES[base]
    return factory(arg) if colon else factory()


def play_out(match: Match, bots: Sequence[Bot], rng: Random) -> None:
    """Play ``match`` to its end with ``bots[seat]`` in each seat (each given only its
    seat's observation), dealing each round; a match reaching ``MAX_ROUNDS`` rounds
    (Exact 61 may never end) is abandoned there, as a record could hold no more."""
    while not match.is_over and len(match.rounds) <= MAX_ROUNDS:
        if match.round.is_over:
            if len(match.rounds) == MAX_ROUNDS:
                break
            match.start_round()
            continue
        seat = match.turn
        match.push(bots[seat].choose(observe(match, seat), rng))
