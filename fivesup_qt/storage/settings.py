"""The player's settings: a typed dataclass stored as JSON in the config folder.

Every setting is declared once (``DECLARED``: its key, default, the check of a stored
value and its help text); the reader below and the Settings dialog are built from it.

Unknown keys are ignored; a value of the wrong type or out of range falls back to
its default with a message naming the file and the key.  A file that is not a
JSON object at all is moved aside and every default used.

A ``settings.json`` that is a symbolic link (a dotfiles folder, say) is read through,
but never written through or replaced (``atomic.write_atomic`` refuses it): saving
the settings then fails with a message naming the file and saying it is a link.
"""

from __future__ import annotations

import json
import logging
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Generic, TypeVar, cast

from .. import paths
from ..ai.levels import DEFAULT_LEVEL, HINT_LEVELS, known_level, level_names
from ..places import LARGEST, place_of
from ..reading import is_int, parse_json, read_bytes
from ..rules.reasons import QT_TRANSLATE_NOOP
from ..rules.record import MAX_NAME  # the one limit of a seat's name
from ..rules.variants import (
    FIVE_UP,
    PLAYER_COUNTS,
    SHIPPED,
    TARGET,
    TARGETS,
    registered,
    rule_set,
    values,
)
from .files import StorageError, clean_stale_temporaries, put_aside, save_bytes

log = logging.getLogger(__name__)

MAX_SETTINGS_BYTES = 256 * 1024
VARIANTS = tuple(v.value for v in SHIPPED)  # "five-up", "exact-61": the shipped rule sets
LANGUAGES = ("system", "en", "ar")
PALETTES = ("light", "dark", "contrast")  # contrast: the high-contrast palette
# The animation speed: how fast the table moves (computer turns, tile flights, points
# labels, the settlement count-up); "instant" shows each position at once.
SPEEDS = ("instant", "fast", "normal", "slow")
LEGACY_SPEED_RANGE = (0.25, 4.0)  # the former multiplier, read as the nearest speed
SEATS = 4
MAX_FOLDER = 4096  # characters of the last folder's path
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


T = TypeVar("T")
CONTEXT = "settings"  # the help texts' translation context (the interface translates them)


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


NAMES = Names(name="names", default=[""] * SEATS, seats=SEATS, longest=MAX_NAME,
              help=QT_TRANSLATE_NOOP("settings", "The names of the seats. A seat whose name "
                                     "is left empty is named by where it sits at the table."))
VARIANT = RuleSetChoice(name="variant", default=FIVE_UP.value, choices=VARIANTS,
                 help=QT_TRANSLATE_NOOP("settings", "The rules new matches are played by: "
                                        "Five-Up; Exact 61, where the score must reach 61 "
                                        "exactly; or one of the classic games Block, Draw "
                                        "and All Fives."))
PLAYERS = Count(name="players", default=2, choices=PLAYER_COUNTS,
                help=QT_TRANSLATE_NOOP("settings", "How many players new matches are dealt "
                                       "to; with four, the partners sitting opposite share "
                                       "one score."))
MATCH_TARGET = RuleSetTarget(name="target", default=TARGET, choices=TARGETS,
                             help=QT_TRANSLATE_NOOP("settings", "What new matches are "
                                                    "played to: 61, as in the original "
                                                    "rules, or a shorter match to 41 or 31 "
                                                    "(a house option). Exact 61 then "
                                                    "finishes exactly on the shorter "
                                                    "target."))
BOT_LEVELS = Levels(name="bot_levels", default=[DEFAULT_LEVEL] * (SEATS - 1), seats=SEATS - 1,
                    missing=DEFAULT_LEVEL,
                    help=QT_TRANSLATE_NOOP("settings", "How well the computer plays each "
                                           "seat it takes."))
TEACHING = Flag(name="teaching", default=True,  # on for a new player, until turned off
                help=QT_TRANSLATE_NOOP("settings", "Teaching mode explains every move, "
                                       "gives hints and lets you undo your moves. The View "
                                       "menu turns it on and off too."))
LANGUAGE = Choice(name="language", default="system", choices=LANGUAGES,
                  help=QT_TRANSLATE_NOOP("settings", "The language of the game's texts; the "
                                         "system language is your computer's. It applies "
                                         "the next time the game starts."))
ANIMATION_SPEED = Speed(name="animation_speed", default="normal", choices=SPEEDS,
                        legacy=LEGACY_SPEED_RANGE,
                        help=QT_TRANSLATE_NOOP("settings", "How fast the table moves: the "
                                               "computer's turns, the tiles, the points won "
                                               "and the count at the end of a round. Instant "
                                               "shows each position at once."))
PALETTE = Choice(name="palette", default="light", choices=PALETTES,
                 help=QT_TRANSLATE_NOOP("settings", "The colours of the table and the tiles; "
                                        "high contrast shows black, white and yellow with "
                                        "large pips."))
AUTO_DRAW = Flag(name="auto_draw", default=True,
                 help=QT_TRANSLATE_NOOP("settings", "When none of your tiles fits, the game "
                                        "draws from the stock for you."))
HINT_LEVEL = Choice(name="hint_level", default="hard", choices=HINT_LEVELS,
                    help=QT_TRANSLATE_NOOP("settings", "Whose move a hint shows you: the Hard "
                                           "or the Expert computer's."))
ONE_CLICK = Flag(name="one_click", default=False,
                 help=QT_TRANSLATE_NOOP("settings", "A single click on a tile that fits in "
                                        "one place only puts it there. A double-click always "
                                        "does, and a drawn tile that must be placed goes down "
                                        "with one click."))
SOUND = Flag(name="sound", default=True,
             help=QT_TRANSLATE_NOOP("settings", "Sounds for a tile placed or drawn, a score, "
                                    "the end of a round and of the match. Without a sound "
                                    "device the game stays silent."))
VOLUMES = tuple(range(0, 101, 10))
VOLUME = Count(name="volume", default=70, choices=VOLUMES,
               help=QT_TRANSLATE_NOOP("settings", "How loud the sounds are."))
FOLDER = Folder(name="folder", default="", longest=MAX_FOLDER, shown=False,
                help=QT_TRANSLATE_NOOP("settings", "Where Open and Save As start: the last "
                                       "folder used, or your Documents folder."))
WINDOW = Place(name="window", default=[], largest=LARGEST, shown=False,
               help=QT_TRANSLATE_NOOP("settings", "Where the game's window was when it "
                                      "closed: it opens there again while that still fits "
                                      "a screen."))
MAXIMIZED = Flag(name="maximized", default=False, shown=False,
                 help=QT_TRANSLATE_NOOP("settings", "Whether the game's window was "
                                        "maximised when it closed."))

# Every setting, in the order of Settings' fields (a test checks that they agree).
DECLARED: tuple[Setting[Any], ...] = (NAMES, VARIANT, PLAYERS, MATCH_TARGET, BOT_LEVELS,
                                      TEACHING, LANGUAGE,
                                      ANIMATION_SPEED, PALETTE, AUTO_DRAW, HINT_LEVEL,
                                      ONE_CLICK, SOUND, VOLUME, FOLDER,
                                      WINDOW, MAXIMIZED)


@dataclass
class Settings:
    """The player's settings; each field's default is its declaration's (``DECLARED``)."""

    names: list[str] = field(default_factory=NAMES.fresh)  # "": the seat's default name
    variant: str = VARIANT.default
    players: int = PLAYERS.default
    target: int = MATCH_TARGET.default  # raw: what new matches are played to
    bot_levels: list[str] = field(default_factory=BOT_LEVELS.fresh)  # seats 2..4
    teaching: bool = TEACHING.default
    language: str = LANGUAGE.default
    animation_speed: str = ANIMATION_SPEED.default  # one of SPEEDS
    palette: str = PALETTE.default
    auto_draw: bool = AUTO_DRAW.default  # when nothing fits, the game draws for the player
    hint_level: str = HINT_LEVEL.default  # whose move a hint gives
    one_click: bool = ONE_CLICK.default  # one click places a tile with one legal place
    sound: bool = SOUND.default  # the table's sounds on
    volume: int = VOLUME.default  # 0 .. 100, in steps of ten
    folder: str = FOLDER.default  # where Open and Save As start ("": Documents)
    window: list[int] = field(default_factory=WINDOW.fresh)  # [x, y, width, height] or []
    maximized: bool = MAXIMIZED.default  # the window was maximised when it closed

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def legacy_speed(multiplier: float) -> str:
    """The speed nearest a former multiplier (0.25 slow .. 1 normal .. 4 fast)."""
    if multiplier < 0.75:
        return "slow"
    return "normal" if multiplier < 1.5 else "fast"


def settings_from_json(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a decoded object: (settings, one message per rejected key)."""
    settings = Settings()
    messages = []
    for setting in DECLARED:
        if setting.name not in data:
            continue
        raw = data[setting.name]
        try:
            setattr(settings, setting.name, setting.value_of(raw))
        except ValueError as error:
            messages.append(f"{setting.name!r} {error} (got {json.dumps(raw)[:60]}); "
                            f"using the default")
    rules = rule_set(settings.variant)
    if settings.target not in rules.targets:  # Block's 100 kept for Block, not for Five-Up
        # no complaint: a game changed in Settings, whose dialog offers the originals'
        # targets only, leaves another game's target behind; nothing is damaged
        settings.target = rules.default_target
    return settings, messages


@dataclass
class SettingsRead:
    settings: Settings
    problems: list[StorageError] = field(default_factory=list)


class SettingsStore:
    """The settings file.  One that could not be read is never written over: it is
    moved whole into the bad-files folder, or, when it cannot be, left alone and the
    settings are not saved this session (``blocked``)."""

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path) if path is not None else paths.settings_path()
        self.blocked: StorageError | None = None

    def load(self) -> SettingsRead:
        self.blocked = None
        clean_stale_temporaries(self.path)
        try:
            raw = read_bytes(self.path, MAX_SETTINGS_BYTES, "settings file")
            data = parse_json(raw, self.path)
        except FileNotFoundError:
            return SettingsRead(Settings())
        except StorageError as error:
            if error.content:
                error.problem += "; using the default settings"
            error.kept = put_aside(self.path, move_only=not error.content, problem=error)
            log.info("settings refused: %s (moved aside to %s)", error, error.kept or "nowhere")
            if error.kept is None:
                self.blocked = error
            return SettingsRead(Settings(), [error])
        if not isinstance(data, dict):
            wrong = StorageError(self.path, "settings must be a JSON object; using the default "
                                 "settings")
            wrong.kept = put_aside(self.path, problem=wrong)
            if wrong.kept is None:
                self.blocked = wrong
            return SettingsRead(Settings(), [wrong])
        settings, messages = settings_from_json(data)
        problems: list[StorageError] = []
        if messages:
            repaired = StorageError(self.path, "; ".join(messages))
            repaired.kept = put_aside(self.path, copy=True, data=raw)
            problems.append(repaired)
            if repaired.kept is not None:  # the original is safe: store the repaired settings
                try:
                    self.save(settings)
                except StorageError as werr:
                    problems.append(werr)
        return SettingsRead(settings, problems)

    def save(self, settings: Settings) -> None:
        if self.blocked is not None:
            raise StorageError(self.path, "the settings file could not be read or moved aside, "
                               "so it is kept as it is and the settings are not saved",
                               content=False)
        data = settings.to_json()
        if not _is_unicode(data["folder"]):
            # a folder whose name is not UTF-8 (a Latin-1 home folder): Python holds its
            # bytes as surrogates, which no JSON text can; Open starts in Documents again
            data["folder"] = ""
        text = json.dumps(data, ensure_ascii=False, indent=2) + "\n"
        try:
            raw = text.encode("utf-8")
        except UnicodeEncodeError:  # raised out of every caller (opening a record) before
            raise StorageError(self.path, "cannot be saved: a setting holds text that is not "
                               "Unicode", content=False) from None
        save_bytes(self.path, raw)


def _is_unicode(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True
