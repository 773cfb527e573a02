"""The main window: table, side panel, menus with shortcuts, status line, overlays.

The window is built in two steps.  Its frame (the menus, the empty felt, the side
panel's shell, the status line) is all the game's first frame shows; ``complete`` then
builds what plays, and what the first frame does not draw: the controller and the
rules engine behind it, the table view, the hand's interaction, the side panel, the
sounds.  ``MainWindow()`` takes both steps at once; the game (``app.py``) asks for the
frame alone and completes it right after the first paint, in the same step as the
first deal, so the player sees the empty table at once and never a half-built window.

The cards that only a game in progress shows (the hot-seat hand-over, the round end,
the match end, the rules tour) are ``table_cards.py``'s, each made the first time it is
needed; the status line is ``status_line.py``'s, the window's place on the screen
``windows/sizing.py``'s.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsScene,
    QGridLayout,
    QLabel,
    QMainWindow,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from .. import about
from .menus import build_menus
from .side.shell import PanelShell
from .status_line import StatusLine
from .table.felt import FeltView
from .theme import DARK, HIGH_CONTRAST, LIGHT, Theme, apply_palette
from .windows.sizing import fit_to_screen, place_of_window, restore_place

if TYPE_CHECKING:
    from datetime import date

    from .focus import FocusChain
    from .play.controller import GameController
    from .play.interaction import HandInteraction
    from .play.model import Changes, MatchModel
    from .play.setup import MatchSetup
    from .review.duplicate_window import DuplicateWindow
    from .saving.persistence import Persistence
    from .side.countup import SettlementCount
    from .side.panel import ScorePanel
    from .sound.table import TableSounds
    from .table.match_end import MatchEndCard
    from .table.overlays import RoundEndCard
    from .table.teaching import RulesTour
    from .table.view import TableView
    from .table_cards import TableCards


FIRST_SIZE = (1280, 800)  # what the window asks for at a first start, on a large screen


class MainWindow(QMainWindow):
    """Wires the controller to the views; owns no game state of its own."""

    themeChanged = Signal(str)  # the theme's name: 'light', 'dark' or 'contrast'

    # made by ``complete`` (the game's first frame does without them)
    controller: GameController
    model: MatchModel  # what every view of the match reads (the controller's)
    view: TableView
    interaction: HandInteraction
    panel: ScorePanel
    count: SettlementCount
    sounds: TableSounds
    focus: FocusChain
    cards: TableCards

    def __init__(self, *, fast: bool = False, frame_only: bool = False) -> None:
        """The whole window; with ``frame_only`` its frame alone, until ``complete``."""
        super().__init__()
        self.theme: Theme = LIGHT
        app = QApplication.instance()
        if isinstance(app, QApplication) and app.style().name().lower() == "fusion":
            # Fusion's light palette with readable selection colours, set before the
            # widgets are made (they start with it instead of being told of a change)
            apply_palette(app, LIGHT)
        self.setWindowTitle(self.tr("Five-Up Dominoes"))
        self._fast = fast
        self.completed = False
        # The table: the view (the hot-seat card may cover it), then a strip under it
        # for the round end and the rules tour, so they never hide the layout.
        table = self._table = QWidget()
        self._column = QVBoxLayout(table)
        self._column.setContentsMargins(0, 0, 0, 0)
        self._column.setSpacing(0)
        stack = self._stack = QWidget()  # the view, and the cards over it
        self._grid = QGridLayout(stack)
        self._grid.setContentsMargins(0, 0, 0, 0)
        # the frame's stand-ins for the table view and the side panel, until ``complete``
        self._felt = FeltView(QGraphicsScene()) if frame_only else None
        self._shell = PanelShell() if frame_only else None
        if self._felt is not None:
            self._grid.addWidget(self._felt, 0, 0)
        self._column.addWidget(stack, 1)
        self._daily_mark: QLabel | None = None  # 'Daily deal of DATE' in the status bar
        self.persistence: Persistence | None = None  # saves, history, settings (after start-up)
        self._splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(table)
        if self._shell is not None:
            splitter.addWidget(self._shell)
        splitter.setStretchFactor(0, 1)
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)
        self.status_label = StatusLine(self.tr("Status"))
        self.statusBar().addWidget(self.status_label, 1)
        self.menus = build_menus(self, self)
        if self._felt is None:
            self.complete()
        else:
            for act in self.actions():  # their slots need what ``complete`` makes
                act.setEnabled(False)
            self._felt.setFocus()
        fit_to_screen(self, *FIRST_SIZE)  # the screen's free area, when that is smaller

    def complete(self) -> None:
        """Build what plays (the controller, the table view, the hand's interaction, the
        side panel, the sounds) in place of the frame's stand-ins; once."""
        if self.completed:
            return
        from .access.announce import Announcer
        from .access.table_mirror import TableMirror
        from .play.controller import GameController
        from .play.following import follow
        from .play.interaction import HandInteraction
        from .side.countup import SettlementCount
        from .side.panel import ScorePanel
        from .sound.table import TableSounds
        from .table.view import TableView
        from .table_cards import TableCards

        c = self.controller = GameController(self, fast=self._fast)
        self.model = c.model
        self.view = TableView(c.model)
        self.view.stock_row = False  # the round-end card shows the stock, not the felt
        self.interaction = HandInteraction(self.view, c)
        self.announcer = Announcer(c.model, c.narrator, self.view, self.interaction)  # never focused
        self.panel = ScorePanel(c.model, c.narrator, hints=c.hinter, ask_hint=c.request_hint)
        self.count = SettlementCount(self.panel, c.model)  # the settlement on the cards
        self.sounds = TableSounds(c.model, self)  # silent until the settings come
        # Tab reaches the log (to read it), a click in it leaves the keys to the table.
        self.panel.log.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._grid.addWidget(self.view, 0, 0)
        # the table as a screen reader reads it, beside the view (no size, never drawn)
        self.mirror = TableMirror(self.interaction, self._stack)
        self.mirror.show()
        felt, shell = self._felt, self._shell
        self._felt = self._shell = None
        if felt is not None:  # the frame is on screen: the view shows now, not queued
            self.view.show()
            felt.hide()
            self._grid.removeWidget(felt)
            felt.deleteLater()
        if shell is None:
            self._splitter.addWidget(self.panel)
        else:
            self._splitter.replaceWidget(1, self.panel)  # the same place and size
            shell.deleteLater()
        c = self.controller
        c.status.connect(self.show_status)
        self.interaction.hint.connect(self.show_status)
        self.view.sort_button.clicked.connect(self.sort_hand)
        c.handoff.connect(lambda seat: self.cards.handoff_card.show_for(c.cast.name(seat)))
        self.menus.act_teaching.setChecked(c.teaching)
        c.turns.stack.indexChanged.connect(self._sync_undo)
        follow(c.model, self, self._on_changes)
        self._keyboard()
        self.cards = TableCards(self._table, self._column, self._stack, self._grid, c.model,
                                c.narrator, c, c.status.emit, self, self.focus,
                                lambda: self.theme)
        self.completed = True
        if self.theme is not LIGHT:  # a palette chosen for the frame (the view starts light)
            self._theme_table(self.theme)
        for act in self.actions():
            act.setEnabled(True)

    def _on_changes(self, changes: Changes) -> None:
        """The cards, the title, the menus' checks and the focus follow the match: a new
        match or round hides the last one's cards; undo hides the match's end."""
        self.cards.follow(changes)
        if changes.match:
            self._title_match()
        if changes.teaching:
            self.menus.act_teaching.setChecked(self.model.teaching)
        if changes.match or changes.round or changes.viewer:
            self.focus.back_to_table(self.cards.any_shown())
        if changes.over:
            self._on_end()
        else:
            self._sync_undo()

    # -- the cards, made on first use (``table_cards.py``) --------------------------------
    @property
    def round_card(self) -> RoundEndCard:
        return self.cards.round_card

    @property
    def match_card(self) -> MatchEndCard:
        return self.cards.match_card

    @property
    def tour(self) -> RulesTour:
        return self.cards.tour

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.completed:
            self.cards.cap()

    def _title_match(self) -> None:
        """The title, and a mark at the end of the status line, say when the match on
        the table is a daily deal, and whose."""
        day = self.model.daily
        if day is None:
            self.setWindowTitle(self.tr("Five-Up Dominoes"))
            if self._daily_mark is not None:
                self._daily_mark.hide()
            return
        from .windows.daily import daily_mark, window_title

        self.setWindowTitle(window_title(day))
        if self._daily_mark is None:
            self._daily_mark = QLabel()
            self._daily_mark.setTextFormat(Qt.TextFormat.PlainText)
            self.statusBar().addPermanentWidget(self._daily_mark)
        self._daily_mark.setText(daily_mark(day))
        self._daily_mark.show()

    # -- keyboard ---------------------------------------------------------------------
    def _keyboard(self) -> None:
        """The table takes the focus first; Tab goes on to the buttons and the panel's
        texts (the table keeps Tab while a tile's points are lit: Esc first)."""
        from .focus import FocusChain

        self.focus = FocusChain(self, self.view, self._focus_chain)
        self.focus.join(self.panel.hint_button, self.panel.teacher, self.panel.log)
        self.view.setFocus()

    def _focus_chain(self) -> list[QWidget]:
        """The Tab order: the table, the cards' buttons (of the cards made so far), the
        panel's Hint button, teacher and log."""
        cards = self.cards.buttons() if self.completed else []
        return [self.view, *cards, self.panel.hint_button, self.panel.teacher, self.panel.log]

    # -- reactions ------------------------------------------------------------------
    def show_status(self, text: str, error: bool) -> None:
        self.status_label.say(text, error)

    def _sync_undo(self, *args: object) -> None:
        c = self.controller
        try:
            self.menus.act_undo.setEnabled(c.turns.can_undo())
            self.menus.act_redo.setEnabled(c.turns.can_redo())
            self.menus.act_hint.setEnabled(c.teaching and not c.frozen)
        except RuntimeError:  # the window is being destroyed
            pass

    def _on_end(self) -> None:
        self.view.finish_animations()
        self.cards.show_end(self.controller.auto_next_round)
        m = self.model.match
        if m is not None and m.is_over and self.model.daily is not None:
            from .windows.daily import compare_daily  # Expert plays the same deals in your seat

            compare_daily(self)

    def sort_hand(self) -> None:
        """Play > Sort Hand: by value, then with the doubles first (the hand's button too)."""
        if self.view.sort_button.isVisible():
            how = self.view.sort_hand()
            self.show_status(self.tr("Hand sorted by value") if how == "value"
                             else self.tr("Hand sorted: doubles first"), False)

    def setup_in_play(self) -> MatchSetup:
        """The setup of the match in play (not of a position the rules tour shows)."""
        p = self.persistence
        if p is not None and p.store.current is not None:
            return p.store.current.setup
        return self.controller.setup

    def may_replace(self) -> bool:
        """Ask before a match in progress is replaced (see ``FileActions.may_replace``)."""
        return self.persistence is None or self.persistence.files.may_replace()

    def new_match_dialog(self) -> None:
        from .windows.new_match import NewMatchDialog

        p = self.persistence
        dialog = NewMatchDialog(self.setup_in_play(), self,
                                names=p.applier.settings.names if p is not None else (),
                                levels=p.applier.settings.bot_levels if p is not None else (),
                                targets=p.applier.settings.targets if p is not None else None)
        if dialog.exec() and self.may_replace():
            setup = dialog.result_setup()
            if p is not None:
                p.applier.remember_setup(setup)
            self.start(setup)

    def rematch(self) -> None:
        """The same players again (after asking, when a match is in progress)."""
        if self.may_replace():
            self.start(self.setup_in_play())

    def start(self, setup: MatchSetup | None = None, daily: date | None = None) -> None:
        """Deal a new match of ``setup`` (the one in play when None); with ``daily``,
        the daily match of that date (Play > Daily Deal)."""
        cards = self.cards
        if cards.rules_tour is not None and cards.rules_tour.active:
            cards.rules_tour.leave()
        cards.hide(cards.round_end)
        cards.hide(cards.handoff)
        self.controller.new_match(setup, daily)

    def come_forward(self, path: object = None) -> None:
        """The game was started again with this data folder: this window comes forward
        (and opens the record it was given, asking first when a match is in progress)."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        self.show_status(self.tr("Five-Up Dominoes was started again: this is the game "
                                 "already running."), False)
        if isinstance(path, str) and self.persistence is not None:
            persistence = self.persistence
            QTimer.singleShot(0, self, lambda: persistence.open_file(path))

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_palette(app, theme)
        if self.completed:
            self._theme_table(theme)
        elif self._felt is not None:
            self._felt.set_theme(theme)
        self.status_label.restyle(theme)
        menus = self.menus
        {LIGHT.name: menus.act_light, DARK.name: menus.act_dark,
         HIGH_CONTRAST.name: menus.act_contrast}.get(theme.name, menus.act_light).setChecked(True)
        self.themeChanged.emit(theme.name)

    def _theme_table(self, theme: Theme) -> None:
        """The theme on what ``complete`` made: the table, the cards, the side panel."""
        self.view.set_theme(theme)
        self.interaction.points_badge.theme = theme
        self.cards.set_theme(theme)
        self.panel.set_theme(theme)

    def toggle_theme(self) -> None:
        self.set_theme(LIGHT if self.theme is DARK else DARK)

    def show_help(self) -> None:
        """Help > How to Play: the short guide to both variants (ui/windows/guide.py)."""
        from .windows.guide import show_guide

        show_guide(self)

    def show_computer_help(self) -> None:
        """Help > How the Computer Plays: what it sees, its levels, the shuffle, checking."""
        from .windows.computer_help import show_computer_help

        show_computer_help(self)

    def review_match(self) -> None:
        """The post-game review of the match on the table (ui/review/window.py)."""
        from .review.window import review_match
        from .windows.daily import keep_review

        opened = review_match(self, self.controller.model)
        if opened is not None:  # your accuracy kept in the match's history entry
            keep_review(self, opened)

    def duplicate_match(self) -> DuplicateWindow | None:
        """The match's deals played again by Expert in the player's seat
        (ui/review/duplicate_window.py); the comparison is kept in the match's history
        entry (ui/windows/daily.py)."""
        from .review.duplicate_window import duplicate_match
        from .windows.daily import keep_comparison

        opened = duplicate_match(self, self.controller.model)
        if opened is not None:
            keep_comparison(self, opened)
        return opened

    def replay_deal(self) -> None:
        """The round's deal again, the seats kept or rotated (ui/windows/replay_deal.py)."""
        from .windows.replay_deal import replay_current_deal

        # a new match hides the round's card
        replay_current_deal(self, self.model, self.controller.load_match)

    def show_about(self) -> QWidget:
        """Help > About, with "Copy Diagnostic Information" (ui/windows/about.py)."""
        from .windows.about import show_about
        from .words.voice import fill

        return show_about(self, self.tr("About Five-Up Dominoes"), fill(self.tr(
            "<b>Five-Up Dominoes</b> {version}<br>Five-Up and Exact 61 dominoes against the "
            "computer or friends at one screen."), version=about.version()))

    def restore_place(self, saved: dict[str, object]) -> bool:
        """Where the window was when it closed (``windows.sizing.restore_place``)."""
        return restore_place(self, saved, *FIRST_SIZE)

    def place(self) -> tuple[list[int], bool]:
        return place_of_window(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.persistence is not None and self.isVisible():
            self.persistence.applier.remember_window(*self.place())
        if self.completed:
            self.controller.shutdown()
        super().closeEvent(event)
