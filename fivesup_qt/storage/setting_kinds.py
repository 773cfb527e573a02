"""The kinds of setting the player's settings are declared with (``storage.settings``):
each knows its default, checks a stored value (``value_of``: ValueError saying what is
wrong) and carries the help the Settings dialog shows."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Generic, TypeVar, cast

from ..ai.levels import known_level, level_names
from ..places import place_of
from ..reading import is_int
from ..rules.variants import registered, rule_set, values

_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")
T = TypeVar("T")


@dataclass(frozen=True, kw_only=True)
class Setting(Generic[T]):
    """One setting, declared once: its key in the file, its default, the check of a
    stored value (``value_of``) and the help the Settings dialog shows for it."""

    name: str
    default: T
    help: str  # English, marked for translation in CONTEXT; translated when shown
    shown: bool = True  # False: kept by the game itself, not edited in the dialog

    def fresh(self) -> T:
        """The default, a list copied (so that no two Settings share one)."""
        return cast(T, list(self.default)) if isinstance(self.default, list) else self.default

    def value_of(self, raw: Any) -> T:
        """The checked value of a stored one; ValueError saying what is wrong."""
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class Choice(Setting[str]):
    """One of a few names (the variant, the language, the palette, the hints' level)."""

    choices: tuple[str, ...]

    def value_of(self, raw: Any) -> str:
        if raw not in self.offered():
            raise ValueError(f"must be one of {', '.join(self.offered())}")
        return cast(str, raw)

    def offered(self) -> tuple[str, ...]:
        """The choices a player may make now (the dialog lists them)."""
        return self.choices


@dataclass(frozen=True, kw_only=True)
class RuleSetChoice(Choice):
    """The rule set of new matches: any registered one (``rules.variants.register``),
    the shipped ones in ``choices``."""

    def offered(self) -> tuple[str, ...]:
        return tuple(values())


@dataclass(frozen=True, kw_only=True)
class Speed(Choice):
    """The animation speed; a former multiplier in ``legacy`` reads as the nearest speed."""

    legacy: tuple[float, float]

    def value_of(self, raw: Any) -> str:
        if raw in self.choices:
            return cast(str, raw)
        low, high = self.legacy
        if (is_int(raw) or isinstance(raw, float)) and low <= raw <= high:
            return legacy_speed(float(raw))
        return super().value_of(raw)


@dataclass(frozen=True, kw_only=True)
class Count(Setting[int]):
    """A whole number among a few (the players of a new match)."""

    choices: tuple[int, ...]

    def value_of(self, raw: Any) -> int:
        if not is_int(raw) or raw not in self.choices:
            *most, last = map(str, self.choices)
            raise ValueError(f"must be {', '.join(most)} or {last}")
        return cast(int, raw)


@dataclass(frozen=True, kw_only=True)
class RuleSetTarget(Count):
    """What new matches are played to: any registered rule set's target (raw; Block's
    100 as well as the originals' 305), the originals' in ``choices``.  Whether it is
    the chosen rule set's is checked with the rule set (``settings_from_json``)."""

    def value_of(self, raw: Any) -> int:
        if not is_int(raw) or raw not in self.offered():
            *most, last = map(str, self.offered())
            raise ValueError(f"must be {', '.join(most)} or {last}")
        return cast(int, raw)

    def offered(self) -> tuple[int, ...]:
        """Every registered rule set's targets, each once."""
        return tuple(dict.fromkeys(t for rules in registered() for t in rules.targets))


@dataclass(frozen=True, kw_only=True)
class Flag(Setting[bool]):
    """On or off."""

    def value_of(self, raw: Any) -> bool:
        if not isinstance(raw, bool):
            raise ValueError("must be true or false")
        return raw


@dataclass(frozen=True, kw_only=True)
class Names(Setting[list[str]]):
    """The seats' names ("": the seat's default name), cut at ``longest``."""

    seats: int
    longest: int

    def value_of(self, raw: Any) -> list[str]:
        if not isinstance(raw, list) or not all(isinstance(n, str) for n in raw):
            raise ValueError("must be a list of names (strings)")
        if len(raw) > self.seats:
            raise ValueError(f"lists {len(raw)} names for at most {self.seats} seats")
        if any(_CONTROL.search(n) for n in raw):
            raise ValueError("must not hold control characters (a new line, a tab, ...)")
        return [n.strip()[:self.longest] for n in raw] + [""] * (self.seats - len(raw))


@dataclass(frozen=True, kw_only=True)
class Levels(Setting[list[str]]):
    """The computer levels of the seats after the player's (a former level read as its
    successor); the choices are the offered levels, ``ai.levels.LEVELS``."""

    seats: int
    missing: str  # the level of a seat the list lacks

    @property
    def choices(self) -> tuple[str, ...]:
        return level_names()

    def value_of(self, raw: Any) -> list[str]:
        levels = [known_level(v) for v in raw] if isinstance(raw, list) else [None]
        if None in levels:
            raise ValueError(f"must be a list of levels ({', '.join(self.choices)})")
        if len(levels) > self.seats:
            raise ValueError(f"lists {len(levels)} levels for at most {self.seats} computer seats")
        return cast(list[str], levels) + [self.missing] * (self.seats - len(levels))


@dataclass(frozen=True, kw_only=True)
class Folder(Setting[str]):
    """A folder's path, at most ``longest`` characters ("": none)."""

    longest: int

    def value_of(self, raw: Any) -> str:
        if not isinstance(raw, str) or len(raw) > self.longest or _CONTROL.search(raw):
            raise ValueError(f"must be a folder's path (at most {self.longest} characters, "
                             "no control characters)")
        return raw


@dataclass(frozen=True, kw_only=True)
class Place(Setting[list[int]]):
    """Where a window was: [x, y, width, height] in the desktop's pixels ([]: nowhere
    yet); the window goes there again only while it still fits a screen."""

    largest: int  # of any coordinate or side

    def value_of(self, raw: Any) -> list[int]:
        return place_of(raw, self.largest)


@dataclass(frozen=True, kw_only=True)
class TargetsByGame(Setting[dict[str, int]]):
    """The target last chosen for each game (record value: raw target), so that a game
    chosen again is offered at its own target (Block at 150 after a Five-Up match to
    41).  A game not registered now, or a target it is not played to, is refused."""

    def fresh(self) -> dict[str, int]:
        return dict(self.default)

    def value_of(self, raw: Any) -> dict[str, int]:
        if not isinstance(raw, dict):
            raise ValueError("must map games to their targets")
        for game, target in raw.items():
            try:
                rules = rule_set(game)
            except ValueError:
                raise ValueError(f"names no game {game!r}") from None
            if not is_int(target) or target not in rules.targets:
                raise ValueError(f"gives {game!r} a target it is not played to")
        return dict(raw)


def legacy_speed(multiplier: float) -> str:
    """The speed nearest a former multiplier (0.25 slow .. 1 normal .. 4 fast)."""
    if multiplier < 0.75:
        return "slow"
    return "normal" if multiplier < 1.5 else "fast"
