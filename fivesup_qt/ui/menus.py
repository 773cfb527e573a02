"""The main window's menu bar: Game, Edit, Play, View and Help, every entry with its
shortcuts (window-wide, so the keys work wherever the focus is in the window).

Saving adds its own entries to the Game and View menus (``saving/menus.py``) with the
same ``add_action``.  The texts are the main window's (translated in its context).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from .theme import HIGH_CONTRAST, LIGHT
from .windows.daily_host import DailyWindow

if TYPE_CHECKING:

    from .play.pace import Pace
    from .theme import Theme

Keys = QKeySequence | QKeySequence.StandardKey | str  # a shortcut, as QKeySequence takes it


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def add_action(window: QMainWindow, menu: QMenu, text: str, keys: Keys | list[Keys],
               slot: Callable[..., object], tip: str = "",
               before: QAction | None = None) -> QAction:
    """A menu entry with its shortcuts, put before ``before`` (else at the end) and on
    the window too, so its keys work while the menu is closed; ``slot`` may take the
    checked state."""
    act = QAction(text, window)
    act.setShortcuts([QKeySequence(k) for k in (keys if isinstance(keys, list) else [keys])])
    act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
    act.setStatusTip(tip)
    act.triggered.connect(slot)
    if before is not None:
        menu.insertAction(before, act)
    else:
        menu.addAction(act)
    window.addAction(act)
    return act


@dataclass(frozen=True)
class WindowMenus:
    """The entries the window and the tests reach, and where saving adds its own."""

    game: QMenu
    view: QMenu
    quit_separator: QAction  # saving's entries go above it
    act_new: QAction
    act_rematch: QAction
    act_next: QAction
    act_undo: QAction
    act_redo: QAction
    act_draw: QAction
    act_hint: QAction
    act_teaching: QAction
    act_light: QAction
    act_dark: QAction
    act_contrast: QAction
    palette_group: QActionGroup
    act_tour: QAction


# -- what the entries ask of the window, its game, its hand, its table, its tour -------
class MenuGame(Protocol):
    @property
    def pace(self) -> Pace: ...
    @property
    def fast(self) -> bool: ...
    def next_round(self) -> None: ...
    def undo(self) -> None: ...
    def redo(self) -> None: ...
    def request_hint(self) -> str | None: ...
    def set_teaching(self, on: bool) -> None: ...


class MenuHand(Protocol):
    def draw(self) -> None: ...
    def cycle_tile(self, step: int) -> None: ...
    def cycle_zone(self, step: int) -> None: ...
    def place_selected(self) -> None: ...
    def cancel(self) -> None: ...


class Fits(Protocol):
    def fit(self, animated: bool = ..., user: bool = ...) -> None: ...


class Starts(Protocol):
    def start(self) -> None: ...


class MenuWindow(DailyWindow, Protocol):
    """The main window as its menus use it (they name no window class); Play > Daily
    Deal hands it on as the ``DailyWindow`` it also is."""

    @property
    def controller(self) -> MenuGame: ...
    @property
    def interaction(self) -> MenuHand: ...
    @property
    def view(self) -> Fits: ...
    @property
    def tour(self) -> Starts: ...
    @property
    def theme(self) -> Theme: ...
    def new_match_dialog(self) -> None: ...
    def rematch(self) -> None: ...
    def sort_hand(self) -> None: ...
    def set_theme(self, theme: Theme) -> None: ...
    def toggle_theme(self) -> None: ...
    def show_help(self) -> None: ...
    def show_computer_help(self) -> None: ...
    def show_about(self) -> object: ...


def _daily(owner: QMainWindow, window: MenuWindow) -> None:
    from .windows.daily import choose_daily  # loaded when first chosen

    choose_daily(owner, window)


def _puzzles(owner: QMainWindow, window: MenuWindow) -> None:
    from .puzzles.window import open_puzzles  # loaded when first chosen

    open_puzzles(owner, window.controller.pace, window.theme, fast=window.controller.fast)


def build_menus(owner: QMainWindow, window: MenuWindow) -> WindowMenus:
    """The menu bar of ``owner`` (the main window), its entries wired to what ``window``
    (the same window) does, to the controller and to the hand's interaction.  The
    controller and the interaction are looked up when an entry is chosen: the game's
    first frame shows the menus before they exist (the window enables its entries once
    they do, ``MainWindow.complete``)."""
    def entry(menu: QMenu, text: str, keys: Keys | list[Keys], slot: Callable[..., object],
              tip: str = "") -> QAction:
        return add_action(owner, menu, text, keys, slot, tip)

    bar = owner.menuBar()
    game = bar.addMenu(tr("&Game"))
    act_new = entry(game, tr("&New Match…"), QKeySequence.StandardKey.New, window.new_match_dialog)
    act_rematch = entry(game, tr("&Rematch"), "Ctrl+Shift+N", window.rematch)
    act_next = entry(game, tr("Ne&xt Round"), "Ctrl+Return", lambda: window.controller.next_round())
    quit_separator = game.addSeparator()
    entry(game, tr("&Quit"), QKeySequence.StandardKey.Quit, owner.close)
    edit = bar.addMenu(tr("&Edit"))
    act_undo = entry(edit, tr("&Undo Your Move"), QKeySequence.StandardKey.Undo,
                     lambda: window.controller.undo(),
                     tr("Teaching mode: take back your move and the replies to it"))
    act_redo = entry(edit, tr("&Redo"), ["Ctrl+Shift+Z", "Ctrl+Y"],
                     lambda: window.controller.redo())
    play = bar.addMenu(tr("&Play"))
    act_draw = entry(play, tr("&Draw from the Stock"), "D", lambda: window.interaction.draw())
    entry(play, tr("Next &Tile"), "Right", lambda: window.interaction.cycle_tile(1))
    entry(play, tr("&Previous Tile"), "Left", lambda: window.interaction.cycle_tile(-1))
    entry(play, tr("Next Poi&nt"), ["Tab", "Down"], lambda: window.interaction.cycle_zone(1))
    entry(play, tr("Previous P&oint"), ["Shift+Tab", "Up"], lambda: window.interaction.cycle_zone(-1))
    entry(play, tr("P&lace Tile"), ["Return", "Enter", "Space"],
          lambda: window.interaction.place_selected())
    entry(play, tr("&Cancel Selection"), "Escape", lambda: window.interaction.cancel())
    entry(play, tr("&Sort Hand"), "S", window.sort_hand,
          tr("Arrange your hand by value, then with the doubles first"))
    play.addSeparator()
    entry(play, tr("Dail&y Deal…"), [], lambda: _daily(owner, window),
          tr("Today's deal (or an earlier date's) against Expert, the same on every "
             "computer, then compared with Expert's play in your seat")
          ).setObjectName("act_daily")
    entry(play, tr("P&uzzles…"), [], lambda: _puzzles(owner, window),
          tr("Positions from real rounds where one move is best: find it, with a rating "
             "and a streak")).setObjectName("act_puzzles")
    act_hint = entry(play, tr("&Hint"), "H", lambda: window.controller.request_hint(),
                     tr("Teaching mode: the move a strong player would make"))
    view = bar.addMenu(tr("&View"))
    act_teaching = entry(view, tr("&Teaching Mode"), "Ctrl+E",
                         lambda on: window.controller.set_teaching(bool(on)))
    act_teaching.setCheckable(True)  # checked as the controller says (MainWindow.complete)
    entry(view, tr("&Fit Table"), "F", lambda: window.view.fit(True, user=True))
    view.addSeparator()
    palette_group = QActionGroup(owner)
    palette_group.setExclusive(True)
    act_light = entry(view, tr("&Light Palette"), [], lambda: window.set_theme(LIGHT))
    act_dark = entry(view, tr("&Dark Palette"), "Ctrl+T", window.toggle_theme,
                     tr("Ctrl+T switches between the light and dark palettes"))
    act_contrast = entry(view, tr("&High Contrast Palette"), [],
                         lambda: window.set_theme(HIGH_CONTRAST),
                         tr("Black, white and yellow, with large pips"))
    for act in (act_light, act_dark, act_contrast):
        act.setCheckable(True)
        palette_group.addAction(act)
    act_light.setChecked(True)
    view.addSeparator()
    helpm = bar.addMenu(tr("&Help"))
    entry(helpm, tr("&How to Play"), QKeySequence.StandardKey.HelpContents, window.show_help)
    act_tour = entry(helpm, tr("&Rules Tour"), "Ctrl+R", lambda: window.tour.start())
    entry(helpm, tr("How the &Computer Plays"), [], window.show_computer_help)
    entry(helpm, tr("&About Five-Up Dominoes"), [], window.show_about)
    return WindowMenus(game, view, quit_separator, act_new, act_rematch, act_next, act_undo,
                       act_redo, act_draw, act_hint, act_teaching, act_light, act_dark,
                       act_contrast, palette_group, act_tour)
