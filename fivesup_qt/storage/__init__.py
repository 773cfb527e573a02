"""Saves, the autosave, the match history and the settings: pure Python, no Qt.

Every write is atomic and keeps the previous version; every bad file is reported
by name and kept aside in the bad-files folder (see ``fivesup_qt.paths``).
"""

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # the names' real types, for mypy; at run time __getattr__ loads them
    from .files import StorageError, backup_of, put_aside, read_limited, save_bytes
    from .history import (
        ABANDONED,
        WON,
        History,
        HistoryEntry,
        entry_from_match,
        filter_entries,
        win_shares,
    )
    from .recovery import Reconciled, reconcile
    from .saves import (
        Autosave,
        AutosaveFound,
        LoadedRecord,
        parse_record,
        read_record,
        write_record,
    )
    from .settings import Settings, SettingsRead, SettingsStore, settings_from_json

# Names are loaded from their modules on first use, so that a command that needs one
# module (``replay`` reads a record through ``saves``) does not also load the history,
# the settings and the recovery.  The imports above say the same homes to mypy (a test
# checks that both agree).
_HOMES = {
    "StorageError": "files", "backup_of": "files", "put_aside": "files",
    "read_limited": "files", "save_bytes": "files",
    "ABANDONED": "history", "WON": "history", "History": "history",
    "HistoryEntry": "history", "entry_from_match": "history",
    "filter_entries": "history", "win_shares": "history",
    "Autosave": "saves", "AutosaveFound": "saves", "LoadedRecord": "saves",
    "parse_record": "saves", "read_record": "saves", "write_record": "saves",
    "Settings": "settings", "SettingsRead": "settings", "SettingsStore": "settings",
    "settings_from_json": "settings",
    "Reconciled": "recovery", "reconcile": "recovery",
}


def __getattr__(name: str) -> object:  # object, not Any: a name missing above is an error
    if name in _HOMES:
        return getattr(import_module(f".{_HOMES[name]}", __name__), name)
    raise AttributeError(name)


__all__ = [
    "ABANDONED",
    "WON",
    "Autosave",
    "AutosaveFound",
    "History",
    "HistoryEntry",
    "LoadedRecord",
    "Reconciled",
    "Settings",
    "SettingsRead",
    "SettingsStore",
    "StorageError",
    "backup_of",
    "entry_from_match",
    "filter_entries",
    "parse_record",
    "put_aside",
    "read_limited",
    "read_record",
    "reconcile",
    "save_bytes",
    "settings_from_json",
    "win_shares",
    "write_record",
]
