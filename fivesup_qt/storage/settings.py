"""The player's settings: a typed dataclass stored as JSON in the config folder.

Unknown keys are ignored; a value of the wrong type or out of range falls back to
its default with a message naming the file and the key.  A file that is not a
JSON object at all is moved aside and every default used.
"""

from __future__ import annotations

import json
import os
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from .. import paths
from .files import StorageError, clean_stale_temporaries, put_aside, read_limited, save_bytes

MAX_SETTINGS_BYTES = 256 * 1024
VARIANTS = ("five-up", "exact-61")
BOT_LEVELS = ("random", "greedy", "medium", "hard", "expert")  # names make_bot knows
HINT_LEVELS = ("hard", "expert")  # the bots that may give hints (fivesup_qt.ai.hints)
LANGUAGES = ("system", "en", "ar")
PALETTES = ("light", "dark", "contrast")  # contrast: the high-contrast palette
SPEED_RANGE = (0.25, 4.0)
SEATS = 4


@dataclass
class Settings:
    # Seat names; "" means the default name of the seat in the interface's language.
    names: list[str] = field(default_factory=lambda: [""] * SEATS)
    variant: str = "five-up"
    players: int = 2
    bot_levels: list[str] = field(default_factory=lambda: ["medium"] * (SEATS - 1))  # seats 2..4
    teaching: bool = False
    language: str = "system"
    animation_speed: float = 1.0  # multiplier: 0.25 (slow) .. 4 (fast)
    palette: str = "light"
    hint_level: str = "hard"  # whose move a hint gives

    def to_json(self) -> dict:
        return asdict(self)


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _field_value(name: str, value: Any) -> Any:
    """The checked value of one key; ValueError saying what is wrong."""
    if name == "names":
        if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
            raise ValueError("must be a list of names (strings)")
        if len(value) > SEATS:
            raise ValueError(f"lists {len(value)} names for at most {SEATS} seats")
        return [n.strip()[:40] for n in value] + [""] * (SEATS - len(value))
    if name == "variant":
        if value not in VARIANTS:
            raise ValueError(f"must be one of {', '.join(VARIANTS)}")
        return value
    if name == "players":
        if not _is_int(value) or value not in (2, 3, 4):
            raise ValueError("must be 2, 3 or 4")
        return value
    if name == "bot_levels":
        if not isinstance(value, list) or not all(v in BOT_LEVELS for v in value):
            raise ValueError(f"must be a list of levels ({', '.join(BOT_LEVELS)})")
        if len(value) > SEATS - 1:
            raise ValueError(f"lists {len(value)} levels for at most {SEATS - 1} computer seats")
        return list(value) + ["greedy"] * (SEATS - 1 - len(value))
    if name == "teaching":
        if not isinstance(value, bool):
            raise ValueError("must be true or false")
        return value
    if name == "language":
        if value not in LANGUAGES:
            raise ValueError(f"must be one of {', '.join(LANGUAGES)}")
        return value
    if name == "animation_speed":
        if not (_is_int(value) or isinstance(value, float)) or not (
                SPEED_RANGE[0] <= value <= SPEED_RANGE[1]):
            raise ValueError(f"must be a number from {SPEED_RANGE[0]} to {SPEED_RANGE[1]}")
        return float(value)
    if name == "hint_level":
        if value not in HINT_LEVELS:
            raise ValueError(f"must be one of {', '.join(HINT_LEVELS)}")
        return value
    if name == "palette":
        if value not in PALETTES:
            raise ValueError(f"must be one of {', '.join(PALETTES)}")
        return value
    raise AssertionError(name)


def settings_from_json(data: dict) -> tuple[Settings, list[str]]:
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
    def __init__(self, path: str | os.PathLike | None = None) -> None:
        self.path = Path(path) if path is not None else paths.settings_path()

    def load(self) -> SettingsRead:
        clean_stale_temporaries(self.path)
        try:
            raw = read_limited(self.path, MAX_SETTINGS_BYTES, "settings file")
        except FileNotFoundError:
            return SettingsRead(Settings())
        except StorageError as error:
            if error.content:
                error.kept = put_aside(self.path)
            return SettingsRead(Settings(), [error])
        try:
            data = json.loads(raw.decode("utf-8"))
        except UnicodeDecodeError:
            problem = "the file is not UTF-8 text"
            data = None
        except json.JSONDecodeError as err:
            problem = f"not valid JSON: {err.msg} at line {err.lineno} column {err.colno}"
            data = None
        except RecursionError:
            problem, data = "not valid JSON: nested too deeply", None
        else:
            problem = "" if isinstance(data, dict) else "settings must be a JSON object"
        if problem:
            error = StorageError(self.path, f"{problem}; using the default settings")
            error.kept = put_aside(self.path)
            return SettingsRead(Settings(), [error])
        settings, messages = settings_from_json(data)
        problems = []
        if messages:
            error = StorageError(self.path, "; ".join(messages))
            error.kept = put_aside(self.path, copy=True)
            problems.append(error)
            if error.kept is not None:  # the original is safe: store the repaired settings
                try:
                    self.save(settings)
                except StorageError as werr:
                    problems.append(werr)
        return SettingsRead(settings, problems)

    def save(self, settings: Settings) -> None:
        text = json.dumps(settings.to_json(), ensure_ascii=False, indent=2) + "\n"
        save_bytes(self.path, text.encode("utf-8"))
