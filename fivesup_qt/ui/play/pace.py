"""The pace of the table: how long each thing that moves takes, for each setting of the
animation speed (instant, fast, normal, slow).

One table of durations, read where the time is spent: the controller (a computer's
turn, a draw, a pass), the table view (tile flights, the zoom to fit, the points
labels) and the score panel (the settlement counted up).  "instant" moves nothing:
each position is shown at once (the smoke run and the tests use it).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Pace:
    """Durations in milliseconds."""

    name: str
    computer: int  # a computer's turn takes at least this long (a person follows it)
    draw: int  # between two draws from the stock (computers, and the auto-draw)
    pass_: int  # before a pass
    flight: int  # a tile flying to the table or to a hand
    fit: int  # the view zooming to the layout
    label: int  # a placement's points shown at the tile
    count: int  # the settlement counted on the score cards

    @property
    def animated(self) -> bool:
        return self.flight > 0


PACES: dict[str, Pace] = {
    "instant": Pace("instant", 0, 0, 0, 0, 0, 0, 0),
    "fast": Pace("fast", 500, 240, 550, 200, 260, 1000, 600),
    "normal": Pace("normal", 1000, 420, 900, 340, 420, 1600, 1100),
    "slow": Pace("slow", 1700, 700, 1500, 560, 650, 2600, 1800),
}
INSTANT = PACES["instant"]
NORMAL = PACES["normal"]


def pace_named(name: object) -> Pace:
    """The pace of an ``animation_speed`` setting; normal for anything else."""
    return PACES.get(name, NORMAL) if isinstance(name, str) else NORMAL
