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
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from .. import paths
from ..ai.levels import DEFAULT_LEVEL, HINT_LEVELS
from ..places import LARGEST
from ..reading import parse_json, read_bytes
from ..rules.reasons import QT_TRANSLATE_NOOP
from ..rules.record import MAX_NAME  # the one limit of a seat's name
from ..rules.variants import (
    FIVE_UP,
    PLAYER_COUNTS,
    SHIPPED,
    TARGET,
    TARGETS,
    rule_set,
)
from .files import StorageError, clean_stale_temporaries, put_aside, save_bytes
from .setting_kinds import Choice as Choice  # the kinds, as the Settings dialog sees them
from .setting_kinds import Count as Count
from .setting_kinds import Flag as Flag
from .setting_kinds import Folder as Folder
from .setting_kinds import Levels as Levels
from .setting_kinds import Names as Names
from .setting_kinds import Place as Place
from .setting_kinds import RuleSetChoice, RuleSetTarget, Speed, TargetsByGame
from .setting_kinds import Setting as Setting

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


CONTEXT = "settings"  # the help texts' translation context (the interface translates them)


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
GAME_TARGETS = TargetsByGame(name="targets", default={}, shown=False,
                             help=QT_TRANSLATE_NOOP("settings", "The target last chosen for "
                                                    "each game: a game chosen again is "
                                                    "offered at it."))
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
DECLARED: tuple[Setting[Any], ...] = (NAMES, VARIANT, PLAYERS, MATCH_TARGET, GAME_TARGETS,
                                      BOT_LEVELS,
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
    targets: dict[str, int] = field(default_factory=GAME_TARGETS.fresh)  # game: its last
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
        # targets only, leaves another game's target behind; nothing is damaged.  The
        # game's own last target, else its default, is taken
        return replace(settings, target=settings.targets.get(rules.value,
                                                             rules.default_target)), messages
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
