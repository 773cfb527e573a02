"""Expert: Hard's search over hidden deals, with exact endgames, weighted deals and
playouts closer to real play.

- When the observation leaves only one way for the hidden tiles to lie
  (``endgame.determined``), the rest of the round is searched exactly.
- Otherwise deals are sampled as Hard samples them and each is weighed by how
  likely it makes the other seats' recorded choices (``sampling.likelihood``).
- On each deal every legal move is played and the round played out by
  ``defensive_playout`` (every seat: points now minus half the best reply it
  leaves the next seat), or searched exactly when the stock is empty and the
  hidden hands are small.
- Outcomes are ``match_value.outcome``'s: the round's gains for the bot's scorer against
  the others, settlement and the match result included; in every setup with a win-chance
  table (two players or four in teams, both variants, every target) they are
  the chance of winning the match from the scores the round leaves
  (``equity.match_outcome``) instead: measured against Hard and against this Expert
  playing for points (``expert-points``) in all four, it won (docs/computer-players.md).
  With three players it plays for points: the fitted model (``equity3``) is not
  measured as Expert's yardstick.

Like every bot it sees its seat's observation only.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from random import Random

from ..rules.match import Match
from ..rules.observation import Observation
from ..rules.rebuild import Recipe, by_init
from ..rules.round import Move
from .endgame import OutOfNodes, exact_values, solve_match
from .equity import applies, match_outcome
from .hard import Assessment, Tally, exact_assessments
from .match_value import Valuer, outcome
from .playout import Replay, defensive_playout, rewind
from .sampling import infer, likelihood, sample_deal, sampled_round


@dataclass
class ExpertBudget:
    """How much thinking a decision may use."""

    seconds: float = 0.3  # the budget: the search ends at this time limit
    # a bound for budgets without a time limit (expert:N); 1,000 until issue 29, sized for
    # the pure-Python engine, which the compiled one reaches in half the time limit
    deals: int = 1_000_000
    min_deals: int = 12  # always look at this many deals, even past the time limit
    endgame_nodes: int = 20_000  # the exact search gives up (and samples) past this
    deal_nodes: int = 1_500  # exact search of one sampled deal with an empty stock
    deal_hidden: int = 6  # ... tried when the hidden hands hold at most this many tiles
    stop: Callable[[], bool] | None = None  # asked before each deal: True ends the search now


@dataclass(frozen=True)
class Evaluation:
    """Every legal move with its value for the bot's side; ``exact`` when the round
    was searched to its end on the only possible deal."""

    values: list[tuple[Move, float]]
    deals: int
    exact: bool

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)


class ExpertBot:
    """Expert: exact endgames, weighted deals and defensive playouts."""

    name = "expert"

    def __init__(self, budget: ExpertBudget | None = None, *, weighted: bool = True,
                 playout: Callable[[Match, Replay], int] = defensive_playout,
                 for_match: bool = True) -> None:
        self.budget = budget or ExpertBudget()
        self.weighted = weighted  # off: every sampled deal counts the same (as Hard)
        self.playout = playout
        self.for_match = for_match  # off: it plays for points everywhere (expert-points)

    def evaluate(self, obs: Observation, rng: Random, every_move: bool = False) -> Evaluation:
        """Values of the legal moves; ``every_move`` asks an exact endgame to value
        every move exactly rather than the best ones only (for hints)."""
        [found] = self._search(obs, rng, every_move, (outcome,))
        if isinstance(found, Tally):
            return Evaluation(_values(found), found.deals, False)
        return Evaluation(found, 0, True)

    def assess(self, obs: Observation, rng: Random) -> list[Assessment]:
        """Every legal move with its value and what made it (hints and reviews explain it)."""
        return self.judge(obs, rng)[0]

    def judge(self, obs: Observation, rng: Random
              ) -> tuple[list[Assessment], list[tuple[Move, float]] | None]:
        """Every legal move assessed in points (what hints and reviews explain) and,
        where Expert plays for the match, valued by the match too: both from the same
        deals and playouts."""
        valuers: tuple[Valuer, ...] = (outcome,)
        if self.plays_for_match(obs):
            valuers += (match_outcome,)
        found = self._search(obs, rng, True, valuers)
        points = found[0].assessments() if isinstance(found[0], Tally) \
            else exact_assessments(found[0])
        return points, _values(found[1]) if len(found) > 1 else None

    def plays_for_match(self, obs: Observation) -> bool:
        """Every setup with a win-chance table (``equity.applies``: Exact 61 and Five-Up,
        two players or four in teams, every target: 61, 41, 31 shown): Expert values
        rounds by the chance of winning the match.  Elsewhere (three players, a rule set
        without tables) it plays for points; so does ``for_match=False`` (the ``expert-points`` baseline)."""
        return self.for_match and applies(obs.variant, obs.players, obs.target)

    def _search(self, obs: Observation, rng: Random, every_move: bool,
                valuers: tuple[Valuer, ...]) -> list[Found]:
        """For each of ``valuers`` (how a round's end is valued), the exact values of a
        determined endgame, else the tally of the sampled deals: every valuer on the
        same deals and the same playouts."""
        budget = self.budget
        inference = infer(obs)
        exact = []
        for valuer in valuers:
            known = exact_values(obs, inference, budget.endgame_nodes, every_move, valuer)
            if known is None:
                break
            exact.append(known)
        else:
            return list(exact)
        moves = list(obs.legal_moves)
        tallies = [Tally(moves) for _ in valuers]
        before = list(obs.scores)
        chances = likelihood(obs)
        hidden = sum(size for seat, size in enumerate(obs.hand_sizes) if seat != obs.seat)
        exact_deals = obs.stock_left == 0 and hidden <= budget.deal_hidden
        deadline = time.perf_counter() + budget.seconds
        stop = budget.stop
        while tallies[0].deals < budget.deals and (
            tallies[0].deals < budget.min_deals or time.perf_counter() < deadline
        ) and not (stop is not None and stop()):
            hands, stock = sample_deal(obs, inference, rng)
            weight = max(chances.weight(hands), 1e-300) if self.weighted else 1.0
            match = Match.from_position(obs.variant, obs.players, list(obs.scores),
                                        sampled_round(obs, hands, stock), obs.target)
            future = Replay(rng.random())  # the same future for every move
            solved = [exact_move_values(match, obs.scorer, moves, budget.deal_nodes, valuer)
                      for valuer in valuers] if exact_deals else []
            per_valuer: list[list[float]] = [row for row in solved if row is not None]
            if not solved or len(per_valuer) < len(valuers):
                per_valuer = [[] for _ in valuers]
                for move in moves:
                    match.push(move)
                    self.playout(match, future)
                    for row, valuer in zip(per_valuer, valuers):
                        row.append(valuer(match, obs.scorer, before))
                    rewind(match, 0)
                    future.rewind()
            for tally, row in zip(tallies, per_valuer):
                tally.add(row, weight)
        return list(tallies)

    def match_values(self, obs: Observation, rng: Random, every_move: bool = False
                     ) -> list[tuple[Move, float]] | None:
        """The moves valued by the match-winning chance (``equity``), as Expert chooses
        wherever a table applies; None where it plays for points."""
        if not self.plays_for_match(obs):
            return None
        [found] = self._search(obs, rng, every_move, (match_outcome,))
        return _values(found)

    def choose(self, obs: Observation, rng: Random) -> Move:
        moves = obs.legal_moves
        if len(moves) == 1:
            return moves[0]
        values = self.match_values(obs, rng)
        if values is None:
            values = self.evaluate(obs, rng).values
        best = max(value for _, value in values)
        return rng.choice([move for move, value in values if value == best])


Found = Tally | list[tuple[Move, float]]  # sampled deals' tally, or exact values


def _values(found: Found) -> list[tuple[Move, float]]:
    """Each legal move with its value, from a tally or exact values."""
    return [(a.move, a.value) for a in found.assessments()] if isinstance(found, Tally) \
        else found


def exact_move_values(match: Match, scorer: int, moves: list[Move], nodes: int,
                      valuer: Valuer) -> list[float] | None:
    """Every move's exact value on one fully known deal, in ``moves`` order; None
    when the search would take more than ``nodes``."""
    try:
        solution = solve_match(match, scorer, nodes, every_move=True, valuer=valuer)
    except OutOfNodes:
        return None
    found = dict(solution.values)
    return [found[move] for move in moves]
