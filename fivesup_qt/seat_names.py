"""The seats' names as the window gives them, for the command line too: one way to name
seats and scorers in whatever a person reads.

Around one person: "You", and every other seat by where it sits on the screen (North
across the table, West on the left, East on the right).  Otherwise (several people at one
screen, or computers only): "Player 1", "Player 2", ... and "Computer 1", ..., counted
from 1.  Partners are joined: "Computer 1 & Computer 3".  ``tr`` translates the words
(the window passes its own); the command line's text is English.  No Qt.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from typing import Any

# Where the other seats sit, clockwise from the person at the bottom of the table,
# named by the compass with that person at the south.
COMPASS = {2: ("North",), 3: ("West", "East"), 4: ("West", "North", "East")}
PARTNERS = " & "  # partners' names joined: 'Ann & Cy'


def _same(text: str) -> str:
    return text


def default_names(players: int, humans: Collection[int] = (0,),
                  tr: Callable[[str], str] = _same) -> list[str]:
    """The seats' names when nobody gave one (see the module): the window's defaults."""
    humans = sorted(h for h in humans if 0 <= h < players)
    if len(humans) == 1:
        you = humans[0]
        around = COMPASS[players]
        return [tr("You") if seat == you else tr(around[(seat - you) % players - 1])
                for seat in range(players)]
    names, people, computers = [], 0, 0
    for seat in range(players):
        if seat in humans:
            people += 1
            names.append(tr("Player {n}").format(n=people))
        else:
            computers += 1
            names.append(tr("Computer {n}").format(n=computers))
    return names


def computer_names(players: int) -> list[str]:
    """'Computer 1', 'Computer 2', ...: a table of computers only (simulate, the smoke run)."""
    return default_names(players, ())


def scorer_name(names: Sequence[str], seats: Sequence[int], joiner: str = PARTNERS) -> str:
    """A scorer named by its seats' names: 'Computer 2', or partners 'Computer 1 & Computer 3'."""
    return joiner.join(names[s] for s in seats)


def record_humans(data: dict[str, Any], players: int) -> list[int]:
    """The seats a record's ``seats`` key gives a person; a record that does not say is
    read as the window reads it, one person in seat 0."""
    about = data.get("seats")
    if not isinstance(about, list) or len(about) != players:
        return [0]
    return [s for s, kind in enumerate(about) if isinstance(kind, dict) and kind.get("type") == "human"]


def record_names(data: dict[str, Any], players: int) -> list[str]:
    """The seats of a record named as the window names them: the record's own ``names``
    where it gives one (shown on one line), else the seat's default."""
    from .reading import one_line

    defaults = default_names(players, record_humans(data, players))
    given = data.get("names")
    if not isinstance(given, list) or len(given) != players:
        return defaults
    return [one_line(name) if isinstance(name, str) and name.strip() else default
            for name, default in zip(given, defaults)]
