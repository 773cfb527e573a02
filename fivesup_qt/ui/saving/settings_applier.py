"""The settings applier: the stored settings, read at start-up and written when the
player changes them, and what they change in the game (palette, pace, auto-draw,
hints, teaching mode, the seats of the match in play).

The defaults of a new match come from here too (``default_setup``).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtWidgets import QMainWindow

from ...rules import rule_set
from ...storage import Settings, SettingsStore, StorageError
from ..play.following import follow
from ..play.model import Changes, MatchModel
from ..play.pace import Pace, pace_named
from ..play.setup import MatchSetup, chosen_level, default_names, match_setup
from ..theme import Theme, theme_named
from .match_store import MatchStore
from .report import Reporter, safe, tr


class Preferences(Protocol):
    """What the settings change in the game in play (the controller has them)."""

    hint_level: str  # whose move a hint gives
    auto_draw: bool
    one_click: bool
    teaching_chosen: bool  # the player's own choice (a daily match sets it aside)

    def set_teaching(self, on: bool) -> None: ...
    def set_pace(self, pace: Pace) -> None: ...
    def rename_seats(self, setup: MatchSetup) -> None: ...


class SettingsApplier(QObject):
    """The settings of one main window, stored and applied."""

    settingsChanged = Signal(object)  # the new Settings

    def __init__(self, window: QMainWindow, model: MatchModel, game: Preferences,
                 reporter: Reporter, set_theme: Callable[[Theme], None],
                 theme: Callable[[], Theme]) -> None:
        super().__init__(reporter)
        self.window = window
        self.model = model  # the match on the table (a shown position's is not the player's)
        self.game = game
        self.reporter = reporter
        self.set_theme = set_theme
        self.theme = theme
        self.store: MatchStore | None = None  # the match in play (see ``follow``)
        self.settings_store = SettingsStore()
        read = self.settings_store.load()
        self.settings: Settings = read.settings
        game.hint_level = self.settings.hint_level
        reporter.report(read.problems, tr("The settings could not be read fully"))
        if not model.frozen:  # teaching mode is the setting's (on for a new player)
            game.set_teaching(self.settings.teaching)

    def follow(self, store: MatchStore, theme_changed: SignalInstance) -> None:
        """Apply the settings read and keep the game's own changes to them (the View
        menu's teaching mode and palette) in the settings."""
        self.store = store
        follow(self.model, self, self._on_changes)
        if self.settings.palette != "light":  # a light setting leaves --dark alone
            self._apply_palette()
        self._apply_play()
        theme_changed.connect(self._palette_chosen)  # the View menu's choice is kept

    def show_message(self, text: str) -> None:
        self.reporter.show_message(text)

    def _frozen(self) -> bool:
        return self.model.frozen

    def default_setup(self, seed: int | None = None) -> MatchSetup:
        """A new match as the settings describe it (variant, players, names, levels); a
        target the variant is not played to (the Settings dialog lists the originals'
        only) gives way to the one last chosen for the variant, else its default."""
        s = self.settings
        target = s.target if s.target in rule_set(s.variant).targets else s.targets.get(s.variant)
        return match_setup(s.variant, s.players, names=s.names,
                           levels=[None, *(chosen_level(lv) for lv in s.bot_levels)], seed=seed,
                           target=target)

    def apply_settings(self, settings: Settings) -> bool:
        """Store the settings and apply them (False: they could not be stored)."""
        try:
            self.settings_store.save(settings)
        except StorageError as error:
            self.reporter.report([error], tr("The settings could not be saved"))
            return False
        self.settings = settings
        self.game.hint_level = settings.hint_level
        self._apply_palette()
        self._apply_play()
        self.settingsChanged.emit(settings)
        return True

    def _apply_play(self) -> None:
        """The animation speed paces the table; auto-draw draws for a human; one click
        places a tile that fits in one place only."""
        self.game.set_pace(pace_named(self.settings.animation_speed))
        self.game.auto_draw = self.settings.auto_draw
        self.game.one_click = self.settings.one_click

    def remember_setup(self, setup: MatchSetup) -> None:
        """A match set up in New Match: its variant, players, target (also remembered
        for its game), names and computer levels become the defaults (Settings shows
        them; the next start deals them)."""
        s = self.settings
        defaults = default_names(setup.players, setup.humans)
        names = list(s.names)
        levels = list(s.bot_levels)
        for i, seat in enumerate(setup.seats):
            names[i] = "" if seat.name == defaults[i] else seat.name
            if i > 0 and not seat.human:
                levels[i - 1] = chosen_level(seat.level)
        targets = {**s.targets, setup.variant.value: setup.target}  # each game's own
        new = dataclasses.replace(s, variant=setup.variant.value, players=setup.players,
                                  target=setup.target, targets=targets, names=names,
                                  bot_levels=levels)
        if new != s:
            self.apply_settings(new)

    def remember_folder(self, path: str | Path, internal: Callable[[Path], bool]) -> None:
        """The next Open or Save As starts where this record is (never in one of the
        game's own folders, ``internal``)."""
        folder = str(Path(path).resolve().parent)
        if folder != self.settings.folder and not internal(Path(folder)):
            self.settings = dataclasses.replace(self.settings, folder=folder)
            with contextlib.suppress(StorageError):
                self.settings_store.save(self.settings)

    def remember_window(self, place: list[int], maximized: bool) -> None:
        """The window opens where it closed next time (``MainWindow.closeEvent``); a
        settings file that cannot be written costs only that."""
        if (place, maximized) != (self.settings.window, self.settings.maximized):
            self.settings = dataclasses.replace(self.settings, window=place,
                                                maximized=maximized)
            with contextlib.suppress(StorageError):
                self.settings_store.save(self.settings)

    def settings_in_play(self) -> Settings:
        """The settings as the game is now: the names and computer levels of the seats
        of the match in play and its teaching mode, the stored settings elsewhere."""
        s = self.settings
        t = self.store.current if self.store is not None else None
        # a daily match's teaching mode (off) is that match's, not the player's choice
        teaching = self.game.teaching_chosen if not self._frozen() else s.teaching
        if t is None:
            return dataclasses.replace(s, teaching=teaching)
        setup = t.setup
        defaults = default_names(setup.players, setup.humans)
        names, levels = list(s.names), list(s.bot_levels)
        for i, seat in enumerate(setup.seats):
            names[i] = "" if seat.name == defaults[i] else seat.name
            if i > 0 and not seat.human:
                levels[i - 1] = chosen_level(seat.level)
        return dataclasses.replace(s, names=names, bot_levels=levels, teaching=teaching)

    def apply_to_game(self, before: Settings, after: Settings) -> None:
        """What changed in Settings applies to the match in play at once: teaching mode,
        the seats' names (an empty name: the seat's default) and the computers' levels
        (from their next move)."""
        c = self.game
        t = self.store.current if self.store is not None else None
        if after.teaching != before.teaching:
            c.set_teaching(after.teaching) if not self._frozen() else None
        if t is None or self.store is None:
            return
        setup = t.setup
        defaults = default_names(setup.players, setup.humans)
        seats = list(setup.seats)
        for i, seat in enumerate(seats):
            if after.names[i] != before.names[i]:
                seats[i] = dataclasses.replace(seat, name=after.names[i] or defaults[i])
            if i > 0 and not seat.human and after.bot_levels[i - 1] != before.bot_levels[i - 1]:
                seats[i] = dataclasses.replace(seats[i], level=after.bot_levels[i - 1])
        if tuple(seats) != setup.seats:
            t.setup = dataclasses.replace(setup, seats=tuple(seats))
            if self.model.setup is setup:  # not while the rules tour shows a position
                c.rename_seats(t.setup)
            self.store.save_now()

    def _on_changes(self, changes: Changes) -> None:
        if changes.teaching:
            self._teaching_changed()

    @safe
    def _teaching_changed(self) -> None:
        """View > Teaching Mode is the setting too: Settings shows what the game does
        (not a daily match's own teaching mode: it is off for that match only)."""
        on = self.game.teaching_chosen
        if not self._frozen() and on != self.settings.teaching:
            self.apply_settings(dataclasses.replace(self.settings, teaching=on))

    @safe
    def _palette_chosen(self, palette: str) -> None:
        if palette != self.settings.palette:
            self.apply_settings(dataclasses.replace(self.settings, palette=palette))

    def _apply_palette(self) -> None:
        want = theme_named(self.settings.palette)
        if self.theme() is not want:
            self.set_theme(want)

    def show_settings(self) -> None:
        from ..windows.settings import SettingsDialog

        shown = self.settings_in_play()
        dialog = SettingsDialog(shown, self.window)
        if dialog.exec():
            self.accept_settings(shown, dialog.result_settings())

    def accept_settings(self, shown: Settings, chosen: Settings) -> None:
        """Settings accepted: stored, and applied to the game in play."""
        if self.apply_settings(chosen):
            self.apply_to_game(shown, chosen)
