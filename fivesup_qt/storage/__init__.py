"""Saves, the autosave, the match history and the settings: pure Python, no Qt.

Every write is atomic and keeps the previous version; every bad file is reported
by name and kept aside in the bad-files folder (see ``fivesup_qt.paths``).
"""

from .files import StorageError, backup_of, put_aside, read_limited, save_bytes
from .history import ABANDONED, WON, History, HistoryEntry, entry_from_match, filter_entries, win_shares
from .saves import Autosave, AutosaveFound, LoadedRecord, parse_record, read_record, write_record
from .settings import Settings, SettingsRead, SettingsStore, settings_from_json

__all__ = [
    "ABANDONED",
    "WON",
    "Autosave",
    "AutosaveFound",
    "History",
    "HistoryEntry",
    "LoadedRecord",
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
    "save_bytes",
    "settings_from_json",
    "win_shares",
    "write_record",
]
