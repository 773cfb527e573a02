"""The computer levels offered to players: one list, easiest first, with the default.

A level is stored (settings, records' ``seats``) by its bot name, which
``bots.make_bot`` knows; the titles are the player-facing names, translated by the
interface (context ``levels``).  Other bots (``greedy``, ``hard:N``) exist for
simulations and are not offered in the game.
"""

from __future__ import annotations

from typing import NamedTuple

from ..rules.reasons import QT_TRANSLATE_NOOP


class Level(NamedTuple):
    bot: str  # the name make_bot knows, stored in settings and records
    title: str  # the English player-facing name


LEVELS: tuple[Level, ...] = (
    Level("random", QT_TRANSLATE_NOOP("levels", "Easy")),
    Level("medium", QT_TRANSLATE_NOOP("levels", "Medium")),
    Level("hard", QT_TRANSLATE_NOOP("levels", "Hard")),
    Level("expert", QT_TRANSLATE_NOOP("levels", "Expert")),
)
HINT_LEVELS = ("hard", "expert")  # the levels that may give the teaching mode's hints
DEFAULT_LEVEL = "medium"
# Levels once offered and still found in older settings files and records.
FORMER = {"greedy": "medium"}


def level_names() -> tuple[str, ...]:
    return tuple(level.bot for level in LEVELS)


def known_level(name: object) -> str | None:
    """The level ``name`` stands for (a former level's successor), None when unknown."""
    if not isinstance(name, str):
        return None
    name = FORMER.get(name, name)
    return name if name in level_names() else None


def title_of(name: str) -> str:
    """The English title of a level (the bot name itself for a simulation-only bot)."""
    level = known_level(name)
    return next((lv.title for lv in LEVELS if lv.bot == level), name)
