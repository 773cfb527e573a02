"""Round-end settlement of both variants (RULES.md §2 and §3), as pure functions.

Every function takes the seats' remaining pip totals and returns settlement
entries ``(seat, scorer, raw_points)``; the match applies them as events.
"""

from __future__ import annotations

from typing import NamedTuple


class Settle(NamedTuple):
    seat: int  # the seat whose hand the entry comes from
    scorer: int
    points: int  # raw points, negative for a deduction


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


def five_up(totals: list[int]) -> list[Settle]:
    """Every seat's hand rounded separately and deducted from its own scorer."""
    players = len(totals)
    return [
        Settle(seat, scorer_of_seat(players, seat), -round5(pips))
        for seat, pips in enumerate(totals)
        if round5(pips)
    ]


def exact61_domino(totals: list[int], finisher: int) -> int:
    """The finisher's net settlement: opponents' total rounded once, partner subtracted."""
    players = len(totals)
    own = scorer_of_seat(players, finisher)
    opponents = sum(
        pips for seat, pips in enumerate(totals) if scorer_of_seat(players, seat) != own
    )
    partner = sum(
        pips
        for seat, pips in enumerate(totals)
        if seat != finisher and scorer_of_seat(players, seat) == own
    )
    return round5(opponents) - round5(partner)


def blocked_order(totals: list[int], leader: int) -> list[int]:
    """Processing order: ascending hand totals, ties clockwise from the round's leader."""
    players = len(totals)
    return sorted(range(players), key=lambda seat: (totals[seat], (seat - leader) % players))


def exact61_blocked(totals: list[int], leader: int) -> list[Settle]:
    """Each seat gains its rounded differences to higher opposing hands, in processing order."""
    players = len(totals)
    entries = []
    for seat in blocked_order(totals, leader):
        own = scorer_of_seat(players, seat)
        gain = round5(
            sum(
                other - totals[seat]
                for other_seat, other in enumerate(totals)
                if scorer_of_seat(players, other_seat) != own and other > totals[seat]
            )
        )
        if gain:
            entries.append(Settle(seat, own, gain))
    return entries
