"""What a match is set up with: the variant and every seat (name, human or computer).

``match_setup`` is the one builder (New Match, Settings, records, the rules tour,
the smoke run and the benches all go through it); the computer levels and their
default come from ``fivesup_qt.ai.levels``; the values themselves, which the match
model holds, are Qt-free in ``setup_values``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import cache

from PySide6.QtCore import QCoreApplication, QTranslator

from ...ai.levels import DEFAULT_LEVEL, LEVELS, known_level, title_of
from ...rules import FIVE_UP, RuleSet, rule_set
from ...rules.record import cut_name
from ..words.i18n import LANGUAGES, qm_path
from .setup_values import MatchSetup, SeatSetup


def level_title(level: str) -> str:
    """The player-facing name of a computer level, in the interface's language."""
    return QCoreApplication.translate("levels", title_of(level))


def offered_levels() -> list[tuple[str, str]]:
    """Every level a player may choose, easiest first: (stored name, title)."""
    return [(level.bot, level_title(level.bot)) for level in LEVELS]


# Where the other seats sit, clockwise from the player at the bottom of the table
# (``TableView.seat_positions``), named by the compass with the player at the south.
_COMPASS = {2: ("North",), 3: ("West", "East"), 4: ("West", "North", "East")}


def tr(text: str) -> str:
    return QCoreApplication.translate("setup", text)


def default_names(players: int, humans: Collection[int] = (0,),
                  tr: Callable[[str], str] = tr) -> list[str]:
    """The seats' names when the player gave none.  Against computers the player is
    "You" and every other seat is named by where it sits on the screen (North across
    the table, West on the left, East on the right).  With several players at one
    screen the table turns to each of them, so no compass name would stay true:
    "Player 1", "Player 2", ... and "Computer 1", ... instead.  ``tr`` translates
    them (the interface's language unless told)."""
    humans = sorted(h for h in humans if 0 <= h < players)
    if len(humans) == 1:
        you = humans[0]
        compass = {"North": tr("North"), "West": tr("West"), "East": tr("East")}
        around = _COMPASS[players]
        return [tr("You") if seat == you else compass[around[(seat - you) % players - 1]]
                for seat in range(players)]
    names, people, computers = [], 0, 0
    for seat in range(players):
        if seat in humans:
            people += 1
            names.append(tr("Player {n}").format(n=people))  # a name: isolated where it is put
        else:
            computers += 1
            names.append(tr("Computer {n}").format(n=computers))  # a name
    return names


@cache
def _languages() -> tuple[Callable[[str], str], ...]:
    """The setup's texts in every shipped language, whatever the interface's."""
    out = []
    for language in LANGUAGES:
        translator = QTranslator()
        translator.load(str(qm_path(language)))
        out.append(lambda text, t=translator: t.translate("setup", text) or text)
    return tuple(out)


def is_default_name(name: str, seat: int, players: int, humans: Collection[int]) -> bool:
    """Whether ``name`` is the seat's default name in some shipped language: a record
    stores names as text, so a match saved in English says "You" and "North"."""
    return any(0 <= seat < players and default_names(players, humans, language)[seat] == name
               for language in _languages())


def computer_names(players: int, first: int = 1) -> list[str]:
    """'Computer 1', 'Computer 2', ... for seats of computers only."""
    return [tr("Computer {n}").format(n=first + i)  # names: isolated where they are put
            for i in range(players)]


def match_setup(variant: RuleSet | str, players: int, *, names: Sequence[str] | None = None,
                humans: Collection[int] = (0,), levels: Sequence[str | None] | None = None,
                seed: int | None = None, target: int | None = None) -> MatchSetup:
    """A match's setup: ``names`` and ``levels`` per seat (missing or empty ones take the
    defaults, and so does a seat's default name in any shipped language: a match saved
    in English and resumed in Arabic names its seats by their roles in Arabic; a name
    is cut at MAX_NAME characters, wherever it comes from; a level no player may choose
    is kept only when it is a known bot name given on purpose, e.g. the smoke run's); the
    target is the rule set's default unless given."""
    given = list(names or [])
    fallback = default_names(players, humans)
    seats = []
    for seat in range(players):
        name = cut_name(given[seat].strip() if seat < len(given) else "").strip()
        if not name or is_default_name(name, seat, players, humans):
            name = fallback[seat]
        level = levels[seat] if levels is not None and seat < len(levels) else None
        seats.append(SeatSetup(name, seat in humans, level or DEFAULT_LEVEL))
    rules = rule_set(variant)
    return MatchSetup(rules, tuple(seats), seed,
                      rules.default_target if target is None else target)


def chosen_level(level: object) -> str:
    """A level read from a file: a level a player may choose, else the default."""
    return known_level(level) or DEFAULT_LEVEL


def default_setup(seed: int | None = None) -> MatchSetup:
    """Five-Up, you against one computer opponent."""
    return match_setup(FIVE_UP, 2, seed=seed)


def bots_only(players: int = 2, variant: RuleSet = FIVE_UP, seed: int | None = None) -> MatchSetup:
    """A match between computer seats only (the smoke run): quick bots, turn about."""
    return match_setup(variant, players, names=computer_names(players), humans=(),
                       levels=["random" if seat % 2 == 0 else "greedy" for seat in range(players)],
                       seed=seed)
