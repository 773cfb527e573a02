"""What the table marks for a player, read from the round's own history (so undo, a
loaded match and the hot-seat hand-over all show the same): plain computation."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.round import PLAY

if TYPE_CHECKING:
    from ...rules.round import Round


def placed_since_turn(rnd: Round, seat: int) -> list[int]:
    """The tiles the other seats placed since ``seat`` last placed one in this round
    (all of theirs when it has placed none yet), oldest first."""
    tiles: list[int] = []
    for kind, tile, who in reversed(rnd.history()):
        if kind != PLAY:
            continue
        if who == seat:
            break
        tiles.append(tile)
    tiles.reverse()
    return tiles
