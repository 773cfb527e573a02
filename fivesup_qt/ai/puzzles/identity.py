"""A puzzle's identity: the position as a puzzle asks it, in one string, and the id made
from it. Two positions with the same key are one puzzle: ``build`` names a new puzzle by
it, ``generate`` keeps a position found twice once, ``verify`` checks a stored id."""

from __future__ import annotations

import hashlib
import json

from ...rules.match import Match
from ..puzzle import ID_PREFIX


def canonical_key(match: Match, kind: str) -> str:
    """The position as a puzzle asks it, in one string: two puzzles with the same key
    are the same puzzle. Everything that decides the answer is in it: the variant,
    the target, the scores, the layout (each tile and where it lies), whose turn, the
    forced state (a drawn tile to place, passes in a row) and the player's hand; for an
    open puzzle every hand and the stock left too, for a counting one only their
    sizes (what the player sees)."""
    rnd = match.round
    layout = rnd.layout
    placed = sorted((tile, layout.parent[tile]) for tile in layout.order)
    seat = rnd.turn
    if kind == "open":
        hidden: object = ([sorted(rnd.hand(s)) for s in range(match.players)],
                          rnd.stock[rnd.drawn:])
    else:
        hidden = ([bin(h).count("1") for h in rnd.hands], rnd.stock_left)
    return json.dumps([kind, match.variant.value, match.players, match.target,
                       list(match.scores), seat, placed, sorted(rnd.hand(seat)),
                       rnd.must_play, rnd.passes, hidden], separators=(",", ":"))


def puzzle_id(key: str) -> str:
    """A stable id from the canonical key: the same position, the same id."""
    return ID_PREFIX + hashlib.sha256(key.encode()).hexdigest()[:12]
