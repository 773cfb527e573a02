"""What the status line says as the turns go: the hand-over, a draw or a pass on the
way, a computer thinking, a hint, the most rounds a record holds.  The controller says
them; the words are here with the rest of the player-facing wording (in the "summary"
context, as when the controller held them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .summary import move_label, tr
from .voice import Cast, fill

if TYPE_CHECKING:
    from ...ai.hints import Hint


def too_many_rounds(rounds: str) -> str:
    """A match at the most rounds a record holds stops there (``rounds`` as written)."""
    return fill(tr("This match has reached {rounds} rounds, the most a match record holds, "
                   "and cannot go on: start a new match (this one is kept in the history, "
                   "unfinished)."), rounds=rounds)


def hand_over(cast: Cast, seat: int) -> str:
    return fill(tr("Pass the screen to {name}"), name=cast.name(seat))


def drawing_for(cast: Cast, seat: int) -> str:
    """Auto-draw: nothing fits the shown human's hand."""
    return cast.by_person(seat, tr("No tile fits: drawing from the stock…"),
                          tr("{name}, no tile fits: drawing from the stock…"))


def thinking(cast: Cast, seat: int) -> str:
    return fill(tr("{name} is thinking…"), name=cast.name(seat))


def passing(cast: Cast, seat: int) -> str:
    return fill(tr("{name} cannot play and passes"), name=cast.name(seat))


def hint_said(hint: Hint | None, failed: bool) -> str:
    """The hint's move, or why there is none (its search failed: the log has it)."""
    if hint is None and failed:
        return tr("The hint could not be worked out. Details are in the log file.")
    if hint is None:
        return tr("No hint now")
    if hint.level == "expert":
        return fill(tr("Hint: Expert's move {move}"), move=move_label(hint.best.move))
    return fill(tr("Hint: {move}"), move=move_label(hint.best.move))
