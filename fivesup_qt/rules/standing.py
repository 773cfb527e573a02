"""Where a scorer stands against the target: the rules' answer, the interface's words.

Five-Up checks the target after a round's settlement: the single highest score at or
above 305 wins, a tie at the top plays another round, and during a round a score past
the target wins nothing yet.  Exact 61 is won the moment a score makes exactly 305 and
never goes past it.  ``standing`` says which of these situations a scorer is in, so
that the score panel (and any other reader) words the rules' verdict instead of
working the finish out again (python-chess answers the same kind of question with
``Board.outcome()``).  ``Match.standing`` asks it of a match.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .rebuild import Recipe, by_init


class Stand(Enum):
    """The situations a scorer can be in against the target."""

    NEEDS = "needs"  # Five-Up: below the target by ``needs`` raw points
    LEADING = "leading"  # Five-Up: reached, no higher score, the round goes on: wins if
    # still alone ahead after the round's settlement
    BEHIND = "behind"  # Five-Up: reached, but a higher score leads (or another side won)
    TIED = "tied"  # Five-Up: reached, tied for the top after the round: one more round
    WON = "won"  # Five-Up: reached and alone ahead after the settlement: the match is won
    NEEDS_EXACTLY = "needs-exactly"  # Exact 61: ``needs`` raw points, exactly
    REACHED_EXACTLY = "reached-exactly"  # Exact 61: exactly the target: the match is won


@dataclass(frozen=True)
class Standing:
    """One scorer's stand and the raw points it still needs to the target (0 once the
    target is reached; the score plus ``needs`` is the target while it is not)."""

    stand: Stand
    needs: int

    def __reduce__(self) -> Recipe:
        return by_init(self)  # pickled for the worker processes (rules/rebuild.py)

    @property
    def won(self) -> bool:
        """The match is won by this scorer."""
        return self.stand is Stand.WON or self.stand is Stand.REACHED_EXACTLY

    @property
    def reached(self) -> bool:
        """The score is at (or, in Five-Up, past) the target."""
        return self.stand not in (Stand.NEEDS, Stand.NEEDS_EXACTLY)

