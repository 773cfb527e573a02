"""The settings declared once (issue 24): the Settings dataclass, its defaults and the
reader all come from ``storage.settings.DECLARED``, and every declared value survives
the file."""

from __future__ import annotations

import json
from dataclasses import fields
from typing import Any

import pytest

from fivesup_qt.ai.levels import level_names
from fivesup_qt.storage.settings import (
    DECLARED,
    Choice,
    Count,
    Flag,
    Folder,
    Levels,
    Names,
    Place,
    Setting,
    Settings,
    SettingsStore,
    TargetsByGame,
    settings_from_json,
)

BY_NAME = {s.name: s for s in DECLARED}


def samples(setting: Setting[Any]) -> list[Any]:
    """Values a player may have for ``setting``, its default first; a new kind of
    setting fails here until it says which."""
    if isinstance(setting, (Choice, Count)):
        return [setting.default, *(c for c in setting.choices if c != setting.default)]
    if isinstance(setting, Flag):
        return [setting.default, not setting.default]
    if isinstance(setting, Names):
        return [setting.fresh(), ["Ann", "", "Bea", "Cy"][:setting.seats],
                ["عليّ", "x" * setting.longest, "", ""][:setting.seats]]
    if isinstance(setting, Levels):
        return [setting.fresh(), *([lv] * setting.seats for lv in setting.choices)]
    if isinstance(setting, Folder):
        return [setting.default, "/srv/matches/Ann", "D:\\Matches\\مباريات"]
    if isinstance(setting, Place):
        return [setting.fresh(), [0, 0, 784, 560], [-1366, 40, 1280, 800]]
    if isinstance(setting, TargetsByGame):
        return [setting.fresh(), {"block": 150, "five-up": 205}, {"all-fives": 155}]
    raise AssertionError(f"no samples for {setting.name} ({type(setting).__name__})")


def test_the_dataclass_is_the_declaration():
    """Same keys in the same order, and each field's default is its setting's."""
    assert [f.name for f in fields(Settings)] == [s.name for s in DECLARED]
    assert len(BY_NAME) == len(DECLARED)
    defaults = Settings()
    for setting in DECLARED:
        assert getattr(defaults, setting.name) == setting.fresh(), setting.name
    a, b = Settings(), Settings()
    a.names[0] = "Ann"
    a.bot_levels[0] = "expert"
    assert b == Settings() and b.names is not a.names  # no default list is shared


@pytest.mark.parametrize("setting", DECLARED, ids=lambda s: s.name)
def test_every_default_is_a_value_the_reader_accepts(setting):
    assert setting.value_of(setting.fresh()) == setting.fresh()
    read, messages = settings_from_json({setting.name: setting.fresh()})
    assert messages == [] and read == Settings()


@pytest.mark.parametrize("setting", DECLARED, ids=lambda s: s.name)
def test_every_declared_value_round_trips_through_the_file(setting):
    store = SettingsStore()
    values = samples(setting)
    assert len(values) >= 2, setting.name  # at least one value besides the default
    for value in values:
        wanted = Settings(**{setting.name: value})
        data = json.loads(json.dumps(wanted.to_json()))
        assert settings_from_json(data) == (wanted, []), (setting.name, value)
        store.save(wanted)
        read = store.load()
        assert read.settings == wanted and read.problems == [], (setting.name, value)


@pytest.mark.parametrize("setting", DECLARED, ids=lambda s: s.name)
def test_every_setting_refuses_a_value_of_no_kind_and_keeps_its_default(setting):
    read, [message] = settings_from_json({setting.name: {"not": "a setting"}})
    assert read == Settings()
    assert message.startswith(f"{setting.name!r} ") and message.endswith("; using the default")


def test_the_messages_are_worded_from_the_declaration():
    """The wording of today's messages, now made from each setting's own limits."""
    def message(name: str, raw: Any) -> str:
        return settings_from_json({name: raw})[1][0]

    assert "'players' must be 2, 3 or 4 (got 7)" in message("players", 7)
    assert "'palette' must be one of light, dark, contrast" in message("palette", "mauve")
    assert "must be one of instant, fast, normal, slow" in message("animation_speed", 9)
    assert "lists 5 names for at most 4 seats" in message("names", list("abcde"))
    assert (f"must be a list of levels ({', '.join(level_names())})"
            in message("bot_levels", ["nobody"]))
    assert "lists 4 levels for at most 3 computer seats" in message("bot_levels", ["hard"] * 4)
    assert "must be true or false" in message("auto_draw", 1)
    assert "must be a folder's path (at most 4096 characters" in message("folder", "x" * 4097)
    assert "must be [x, y, width, height]" in message("window", [0, 0, 0, 600])
    assert "must be [x, y, width, height]" in message("window", [0, 0, 800])


def test_every_setting_has_its_help():
    """An English sentence the interface translates (context ``settings``)."""
    for setting in DECLARED:
        assert setting.help[:1].isupper() and setting.help.endswith("."), setting.name
        assert len(setting.help.split()) >= 5, setting.name
    # kept by New Match (each game's target), by Open/Save As, and by the window when it
    # closes
    assert [s.name for s in DECLARED if not s.shown] == ["targets", "folder", "window",
                                                         "maximized"]
