"""One-click play: when a click, a double-click or Enter puts a tile down at once.

A tile the engine lets go to one place only leaves nothing to choose, nor does one whose
places the rules call the same move (``rules.symmetry``: both line sides of the opening
double, a fresh spinner's two branches), so choosing its point would be a step for
nothing: a double-click places it there (the first such point in the engine's order,
always), and so does a single click with the ``one_click`` setting on, or on the drawn
tile the engine says must be placed now (``Round.must_play``).  A tile with places that
differ is only selected by a click (its points light); dragging is never changed.  The places are the engine's
legal moves, handed in: nothing here works a rule out.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...rules.symmetry import one_place

if TYPE_CHECKING:
    from .controller import GameController


def only_place(controller: GameController, tile: int, points: Sequence[int]) -> int | None:
    """Where ``tile`` goes when its legal ``points`` (the engine's order) leave nothing to
    choose, as the rules judge it (``rules.symmetry.one_place``); None when it has none,
    or places that differ."""
    m = controller.match
    return None if m is None else one_place(m.round.layout, tile, points)


def drawn_to_place(controller: GameController) -> int:
    """The drawn tile that must be placed at once (the engine's ``must_play``), or -1."""
    m = controller.match
    return -1 if m is None else m.round.must_play


def click_point(controller: GameController, tile: int, points: Sequence[int]) -> int | None:
    """Where a single click on ``tile`` (legal at ``points``) puts it down, or None: the
    click only selects it."""
    point = only_place(controller, tile, points)
    if point is None or not (controller.one_click or drawn_to_place(controller) == tile):
        return None
    return point
