"""Round-end settlement of every rule set (docs/rules.md, sections 8 and 9, and the
chapters on Block, Draw and All Fives), as pure functions.

Each variant's arithmetic is first written out as ``SettlementStep``s (what is added,
how it rounds, to whom), which the teaching texts show as they are; the
settlement entries ``(seat, scorer, raw_points)`` the match applies are
derived from the same steps, so the explanation can never disagree.
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Literal, NamedTuple

# "hand" (Five-Up), "opponents" and "partner" (Exact 61 domino), "differences" (blocked);
# "won" and "own" (the round's winner takes the others' pips: Block, Draw, All Fives)
StepKind = Literal["hand", "opponents", "partner", "differences", "won", "own"]

# Settlements are pure functions of a few small hand totals and recur across the
# thousands of rounds a search plays out: each variant's entries are memoized.
_CACHE = 4096


class Settle(NamedTuple):
    seat: int  # the seat whose hand the entry comes from
    scorer: int
    points: int  # raw points, negative for a deduction


class SettlementStep(NamedTuple):
    """One rounded sum of a settlement: ``sign * round5(sum(parts))`` for ``scorer``."""

    kind: StepKind
    seat: int  # the seat the step belongs to (the finisher, or the seat settled)
    scorer: int
    parts: tuple[int, ...]  # the pip totals or differences added up
    sign: int  # +1 a gain, -1 a deduction
    unit: int = 5  # rounded to the nearest 5, or (1) counted pip by pip (Block, Draw)

    @property
    def total(self) -> int:
        return sum(self.parts)

    @property
    def rounded(self) -> int:
        return round5(self.total) if self.unit == 5 else self.total

    @property
    def points(self) -> int:
        return self.sign * self.rounded


def round5(pips: int) -> int:
    """Nearest multiple of 5: remainder 1 or 2 rounds down, 3 or 4 rounds up."""
    if pips < 0:
        raise ValueError("a hand total is never negative")
    return (pips + 2) // 5 * 5


def scorer_of_seat(players: int, seat: int) -> int:
    """With 4 players seats 0 and 2 share scorer 0, seats 1 and 3 scorer 1."""
    return seat % 2 if players == 4 else seat


def scorers_of(players: int) -> list[list[int]]:
    if players == 4:
        return [[0, 2], [1, 3]]
    return [[seat] for seat in range(players)]


# -- Five-Up -------------------------------------------------------------------
def five_up_steps(totals: list[int]) -> list[SettlementStep]:
    """Every seat's hand rounded on its own (partners too) and deducted."""
    players = len(totals)
    return [_five_up_step(players, seat, pips) for seat, pips in enumerate(totals)]


def _five_up_step(players: int, seat: int, pips: int) -> SettlementStep:
    return SettlementStep("hand", seat, scorer_of_seat(players, seat), (pips,), -1)


def five_up(totals: list[int]) -> list[Settle]:
    """The non-zero deductions, in seat order."""
    players = len(totals)
    return [entry for seat, pips in enumerate(totals)
            if (entry := _five_up_entry(players, seat, pips)) is not None]


@cache  # at most 4 seats x 169 pip totals per player count
def _five_up_entry(players: int, seat: int, pips: int) -> Settle | None:
    step = _five_up_step(players, seat, pips)
    return Settle(seat, step.scorer, step.points) if step.points else None


# -- Exact 61 -----------------------------------------------------------------
def exact61_domino_steps(totals: list[int], finisher: int) -> list[SettlementStep]:
    """The opponents' hands added and rounded once; the partner's hand rounded apart
    and subtracted (partnership only)."""
    players = len(totals)
    own = scorer_of_seat(players, finisher)
    opponents = tuple(p for s, p in enumerate(totals) if scorer_of_seat(players, s) != own)
    steps = [SettlementStep("opponents", finisher, own, opponents, +1)]
    partner = tuple(p for s, p in enumerate(totals)
                    if s != finisher and scorer_of_seat(players, s) == own)
    if partner:
        steps.append(SettlementStep("partner", finisher, own, partner, -1))
    return steps


def exact61_domino(totals: list[int], finisher: int) -> int:
    """The finisher's net settlement, judged with the last placement as one event."""
    return _exact61_domino(tuple(totals), finisher)


@lru_cache(maxsize=_CACHE)
def _exact61_domino(totals: tuple[int, ...], finisher: int) -> int:
    return sum(step.points for step in exact61_domino_steps(list(totals), finisher))


def blocked_order(totals: list[int], leader: int) -> list[int]:
    """Processing order: ascending hand totals, ties clockwise from the round's leader."""
    players = len(totals)
    return sorted(range(players), key=lambda seat: (totals[seat], (seat - leader) % players))


def exact61_blocked_steps(totals: list[int], leader: int) -> list[SettlementStep]:
    """Each seat's positive differences to the higher hands of opposing seats
    (never a partner's), rounded once, in processing order."""
    players = len(totals)
    steps = []
    for seat in blocked_order(totals, leader):
        own = scorer_of_seat(players, seat)
        diffs = tuple(other - totals[seat] for other_seat, other in enumerate(totals)
                      if scorer_of_seat(players, other_seat) != own and other > totals[seat])
        steps.append(SettlementStep("differences", seat, own, diffs, +1))
    return steps


def exact61_blocked(totals: list[int], leader: int) -> list[Settle]:
    """Each seat's gain as its own event, in processing order (zeros left out)."""
    return list(_exact61_blocked(tuple(totals), leader))


@lru_cache(maxsize=_CACHE)
def _exact61_blocked(totals: tuple[int, ...], leader: int) -> tuple[Settle, ...]:
    return tuple(Settle(s.seat, s.scorer, s.points)
                 for s in exact61_blocked_steps(list(totals), leader) if s.points)



# -- the round's winner takes the others' pips (Block, Draw, All Fives) -------------------
def side_counts(totals: list[int]) -> list[int]:
    """Every side's pips left: a seat's hand, or with four players a team's two hands."""
    players = len(totals)
    counts = [0] * len(scorers_of(players))
    for seat, pips in enumerate(totals):
        counts[scorer_of_seat(players, seat)] += pips
    return counts


def round_winner(totals: list[int], finisher: int | None) -> int | None:
    """The side that won the round: the finisher's after a domino; after a block the side
    with the fewest pips, none when two sides share the fewest."""
    players = len(totals)
    if finisher is not None:
        return scorer_of_seat(players, finisher)
    counts = side_counts(totals)
    low = min(counts)
    return counts.index(low) if counts.count(low) == 1 else None


def winner_takes_steps(totals: list[int], finisher: int | None, unit: int) -> list[SettlementStep]:
    """The round's winning side scores the other sides' pips (after a domino a partner's
    hand counts for nothing), and after a block less its own side's, each sum rounded to
    ``unit`` (5 in All Fives, 1 in Block and Draw); a block with a shared lowest count
    settles nothing.  ``seat`` is the finisher, or the first seat of the winning side."""
    winner = round_winner(totals, finisher)
    if winner is None:
        return []
    players = len(totals)
    seat = finisher if finisher is not None else scorers_of(players)[winner][0]
    counts = side_counts(totals)
    others = tuple(c for side, c in enumerate(counts) if side != winner)
    steps = [SettlementStep("won", seat, winner, others, +1, unit)]
    if finisher is None and counts[winner]:
        steps.append(SettlementStep("own", seat, winner, (counts[winner],), -1, unit))
    return steps


def winner_takes(totals: list[int], finisher: int | None, unit: int) -> list[Settle]:
    """The winning side's one settlement event (never below nothing), or none."""
    steps = winner_takes_steps(totals, finisher, unit)
    points = max(0, sum(step.points for step in steps))
    if not points:
        return []
    return [Settle(steps[0].seat, steps[0].scorer, points)]
