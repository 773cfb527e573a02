"""The player's settings: a typed dataclass stored as JSON in the config folder.

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
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .. import paths
from ..ai.levels import DEFAULT_LEVEL, HINT_LEVELS, known_level, level_names
from ..reading import is_int, parse_json, read_bytes
from ..rules.record import MAX_NAME  # the one limit of a seat's name
from ..rules.variants import PLAYER_COUNTS, Variant
from .files import StorageError, clean_stale_temporaries, put_aside, save_bytes

log = logging.getLogger(__name__)

MAX_SETTINGS_BYTES = 256 * 1024
VARIANTS = tuple(v.value for v in Variant)  # "five-up", "exact-61": the rules' names
LANGUAGES = ("system", "en", "ar")
PALETTES = ("light", "dark", "contrast")  # contrast: the high-contrast palette
# The animation speed: how fast the table moves (computer turns, tile flights, points
# labels, the settlement count-up); "instant" shows each position at once.
SPEEDS = ("instant", "fast", "normal", "slow")
LEGACY_SPEED_RANGE = (0.25, 4.0)  # the former multiplier, read as the nearest speed
SEATS = 4
MAX_FOLDER = 4096  # characters of the last folder's path
_CONTROL = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


@dataclass
class Settings:
    # Seat names; "" means the default name of the seat in the interface's language.
    names: list[str] = field(default_factory=lambda: [""] * SEATS)
    variant: str = Variant.FIVE_UP.value
    players: int = 2
    bot_levels: list[str] = field(default_factory=lambda: [DEFAULT_LEVEL] * (SEATS - 1))  # seats 2..4
    teaching: bool = True  # on for a new player, until turned off (View > Teaching Mode)
    language: str = "system"
    animation_speed: str = "normal"  # one of SPEEDS
    palette: str = "light"
    auto_draw: bool = True  # when nothing fits, the game draws for the player
    hint_level: str = "hard"  # whose move a hint gives
    folder: str = ""  # where Open and Save As start: the last folder used ("": Documents)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)



def _field_value(name: str, value: Any) -> Any:
    """The checked value of one key; ValueError saying what is wrong."""
    if name == "names":
        if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
            raise ValueError("must be a list of names (strings)")
        if len(value) > SEATS:
            raise ValueError(f"lists {len(value)} names for at most {SEATS} seats")
        if any(_CONTROL.search(n) for n in value):
            raise ValueError("must not hold control characters (a new line, a tab, ...)")
        return [n.strip()[:MAX_NAME] for n in value] + [""] * (SEATS - len(value))
    if name == "variant":
        if value not in VARIANTS:
            raise ValueError(f"must be one of {', '.join(VARIANTS)}")
        return value
    if name == "players":
        if not is_int(value) or value not in PLAYER_COUNTS:
            raise ValueError("must be 2, 3 or 4")
        return value
    if name == "bot_levels":
        levels = [known_level(v) for v in value] if isinstance(value, list) else [None]
        if None in levels:
            raise ValueError(f"must be a list of levels ({', '.join(level_names())})")
        if len(levels) > SEATS - 1:
            raise ValueError(f"lists {len(levels)} levels for at most {SEATS - 1} computer seats")
        return levels + [DEFAULT_LEVEL] * (SEATS - 1 - len(levels))
    if name in ("teaching", "auto_draw"):
        if not isinstance(value, bool):
            raise ValueError("must be true or false")
        return value
    if name == "language":
        if value not in LANGUAGES:
            raise ValueError(f"must be one of {', '.join(LANGUAGES)}")
        return value
    if name == "animation_speed":
        if value in SPEEDS:
            return value
        low, high = LEGACY_SPEED_RANGE
        if (is_int(value) or isinstance(value, float)) and low <= value <= high:
            return legacy_speed(float(value))
        raise ValueError(f"must be one of {', '.join(SPEEDS)}")
    if name == "hint_level":
        if value not in HINT_LEVELS:
            raise ValueError(f"must be one of {', '.join(HINT_LEVELS)}")
        return value
    if name == "palette":
        if value not in PALETTES:
            raise ValueError(f"must be one of {', '.join(PALETTES)}")
        return value
    if name == "folder":
        if not isinstance(value, str) or len(value) > MAX_FOLDER or _CONTROL.search(value):
            raise ValueError(f"must be a folder's path (at most {MAX_FOLDER} characters, "
                             "no control characters)")
        return value
    raise AssertionError(name)


def legacy_speed(multiplier: float) -> str:
    """The speed nearest a former multiplier (0.25 slow .. 1 normal .. 4 fast)."""
    if multiplier < 0.75:
        return "slow"
    return "normal" if multiplier < 1.5 else "fast"


def settings_from_json(data: dict[str, Any]) -> tuple[Settings, list[str]]:
    """Settings from a decoded object: (settings, one message per rejected key)."""
    settings = Settings()
    messages = []
    for f in fields(Settings):
        if f.name not in data:
            continue
        try:
            setattr(settings, f.name, _field_value(f.name, data[f.name]))
        except ValueError as error:
            messages.append(f"{f.name!r} {error} (got {json.dumps(data[f.name])[:60]}); "
                            f"using the default")
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
