"""The main window: table, side panel, menus with shortcuts, status line, overlays.

The window is built in two steps.  Its frame (the menus, the empty felt, the side
panel's shell, the status line) is all the game's first frame shows; ``complete`` then
builds what plays, and what the first frame does not draw: the controller and the
rules engine behind it, the table view, the hand's interaction, the side panel, the
sounds.  ``MainWindow()`` takes both steps at once; the game (``app.py``) asks for the
frame alone and completes it right after the first paint, in the same step as the
first deal, so the player sees the empty table at once and never a half-built window.

The cards that only a game in progress shows (the hot-seat hand-over, the round end,
the rules tour) are made the first time they are needed (``handoff_card``,
``round_card``, ``tour``).
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

from .menus import build_menus
from .side.shell import PanelShell
from .table.felt import FeltView
from .theme import DARK, HIGH_CONTRAST, LIGHT, Theme, apply_palette

if TYPE_CHECKING:
    from datetime import date

    from .focus import FocusChain
    from .play.controller import GameController
    from .play.interaction import HandInteraction
    from .play.model import Changes, MatchModel
    from .play.setup import MatchSetup
    from .review.duplicate_window import DuplicateWindow
    from .saving.menus import SavingMenus
    from .saving.persistence import Host, Persistence
    from .side.countup import SettlementCount
    from .side.panel import ScorePanel
    from .sound.table import TableSounds
    from .table.match_end import MatchEndCard
    from .table.overlays import HandoffCard, RoundEndCard, TourPanel
    from .table.teaching import RulesTour
    from .table.view import TableView


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
        # made on first use (see the properties below)
        self._handoff_card: HandoffCard | None = None
        self._round_card: RoundEndCard | None = None
        self._match_card: MatchEndCard | None = None
        self._tour_panel: TourPanel | None = None
        self._tour: RulesTour | None = None
        self._daily_mark: QLabel | None = None  # 'Daily deal of DATE' in the status bar
        self.persistence: Persistence | None = None  # saves, history, settings (after start-up)
        self._splitter = splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(table)
        if self._shell is not None:
            splitter.addWidget(self._shell)
        splitter.setStretchFactor(0, 1)
        splitter.setChildrenCollapsible(False)
        self.setCentralWidget(splitter)
        self.status_label = QLabel()
        self.status_label.setTextFormat(Qt.TextFormat.PlainText)  # names and file names are data
        self._status: tuple[str, bool] = ("", False)  # the text shown and whether an error
        self.status_label.setAccessibleName(self.tr("Status"))
        self.status_label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.statusBar().addWidget(self.status_label, 1)
        self.menus = build_menus(self)
        if self._felt is None:
            self.complete()
        else:
            for act in self.actions():  # their slots need what ``complete`` makes
                act.setEnabled(False)
            self._felt.setFocus()
        from .windows.sizing import fit_to_screen

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
        c.handoff.connect(lambda seat: self.handoff_card.show_for(c.cast.name(seat)))
        self.menus.act_teaching.setChecked(c.teaching)
        c.turns.stack.indexChanged.connect(self._sync_undo)
        follow(c.model, self, self._on_changes)
        self.completed = True
        if self.theme is not LIGHT:  # a palette chosen for the frame (the view starts light)
            self._theme_table(self.theme)
        self._keyboard()
        for act in self.actions():
            act.setEnabled(True)

    def _on_changes(self, changes: Changes) -> None:
        """The cards, the title, the menus' checks and the focus follow the match: a new
        match or round hides the last one's cards; undo hides the match's end."""
        if changes.match:
            self._hide_round_card()
            self._hide_handoff_card()
            self._hide_match_card()
            self._title_match()
        if changes.round:
            self._hide_round_card()
        if changes.teaching:
            self.menus.act_teaching.setChecked(self.model.teaching)
        if changes.viewer and self.model.viewer is not None:
            self._hide_handoff_card()
        if changes.match or changes.round or changes.viewer:
            self._focus_table_if_lost()
        if changes.over:
            self._on_end()
            return
        if changes.rewound:
            self._hide_match_card()
        self._sync_undo()

    # -- the cards, made on first use ---------------------------------------------------
    @property
    def handoff_card(self) -> HandoffCard:
        """Hot-seat: the cover over the table until the next player takes the screen."""
        if self._handoff_card is None:
            from .table.overlays import HandoffCard

            card = self._handoff_card = HandoffCard()
            self._grid.addWidget(card, 0, 0)  # over the view
            card.reveal.connect(self.controller.reveal)
            self.focus.join(card.button)
        return self._handoff_card

    @property
    def round_card(self) -> RoundEndCard:
        """The strip under the table with the round's or the match's result."""
        if self._round_card is None:
            from .table.overlays import RoundEndCard

            card = self._round_card = RoundEndCard(self.controller.model)
            card.accent = self.theme.accent.name()
            card.cap(self._table.height())
            self._column.insertWidget(1, card)  # under the table, above the tour
            card.nextRound.connect(self.controller.next_round)
            card.newMatch.connect(self.new_match_dialog)
            card.review.connect(self.review_match)
            card.replayDeal.connect(self.replay_deal)
            self.focus.join(card.new_button, card.next_button, card.review_button,
                               card.replay_button)
        return self._round_card

    @property
    def match_card(self) -> MatchEndCard:
        """The winner card over the middle of the table at a match end."""
        if self._match_card is None:
            from .table.match_end import CardHolder, MatchEndCard

            card = self._match_card = MatchEndCard(self.controller.model)
            card.accent, card.ink = self.theme.accent, self.theme.ink
            # over the view, scrolled rather than growing the window
            holder = CardHolder(card, self._stack)
            self._grid.addWidget(holder, 0, 0, Qt.AlignmentFlag.AlignCenter)
            # shown now, as its card is, not later from the event loop (as a layout shows
            # a new child): the card's button takes the focus at once
            holder.setVisible(not card.isHidden())
            card.playAgain.connect(lambda: self.start(None))
            card.newMatch.connect(self.new_match_dialog)
            card.review.connect(self.review_match)
            card.duplicate.connect(self.duplicate_match)
            self.focus.join(card.again_button, card.new_button, card.review_button,
                               card.duplicate_button, card.close_button)
        return self._match_card

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._round_card is not None:  # two fifths of the table's column at most
            self._round_card.cap(self._table.height())

    def _hide_match_card(self) -> None:
        if self._match_card is not None:
            self._match_card.hide()

    def _title_match(self) -> None:
        """The title, and a mark at the end of the status line, say when the match on
        the table is a daily deal, and whose."""
        day = self.controller.daily
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

    @property
    def tour_panel(self) -> TourPanel:
        """The rules tour's text with Back / Next, in the strip under the table."""
        self._make_tour()
        assert self._tour_panel is not None
        return self._tour_panel

    @property
    def tour(self) -> RulesTour:
        """Help > Rules Tour."""
        self._make_tour()
        assert self._tour is not None
        return self._tour

    def _make_tour(self) -> None:
        if self._tour is not None:
            return
        from .table.overlays import TourPanel
        from .table.teaching import RulesTour

        panel = self._tour_panel = TourPanel()
        panel.accent = self.theme.accent.name()
        self._column.addWidget(panel)
        c = self.controller
        self._tour = RulesTour(c.model, c.narrator, c, c.status.emit, panel)
        self.focus.join(panel.next_button, panel.back_button, panel.close_button)

    def _hide_round_card(self) -> None:
        if self._round_card is not None:
            self._round_card.hide()

    def _hide_handoff_card(self) -> None:
        if self._handoff_card is not None:
            self._handoff_card.hide()

    def persistence_host(self) -> Host:
        """What saving, the history and the settings need of this window."""
        from .saving.menus import furnish
        from .saving.persistence import Host

        def furnished(persistence: Persistence) -> SavingMenus:
            self.sounds.follow(persistence.applier.settings, persistence.applier.settingsChanged)
            return furnish(self, persistence)

        c = self.controller
        return Host(window=self, model=c.model, game=c, say=c.status.emit, furnish=furnished,
                    theme_changed=self.themeChanged, set_theme=self.set_theme,
                    theme=lambda: self.theme)

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
        chain: list[QWidget] = [self.view]
        if self._handoff_card is not None:
            chain.append(self._handoff_card.button)
        if self._match_card is not None:
            card = self._match_card
            chain += [card.again_button, card.new_button, card.review_button,
                      card.duplicate_button, card.close_button]
        if self._round_card is not None:
            rc = self._round_card
            chain += [rc.new_button, rc.next_button, rc.review_button, rc.replay_button]
        if self._tour_panel is not None:
            p = self._tour_panel
            chain += [p.next_button, p.back_button, p.close_button]
        return [*chain, self.panel.hint_button, self.panel.teacher, self.panel.log]

    def _focus_table_if_lost(self) -> None:
        self.focus.back_to_table(any(
            card is not None and card.isVisible()
            for card in (self._round_card, self._handoff_card, self._match_card)))

    # -- reactions ------------------------------------------------------------------
    def show_status(self, text: str, error: bool) -> None:
        if not text:
            return
        from .words.voice import bare, capitalized, directed_lines

        text = capitalized(text)  # a reason starts in lower case; a name is left as it is
        self._status = (text, error)
        self._style_status()
        self.status_label.setText(directed_lines(text))  # in the interface's direction
        self.status_label.setAccessibleDescription(bare(text))

    def clear_status(self) -> None:
        """No status (a shown position: nothing is asked of anyone)."""
        self._status = ("", False)
        self.status_label.clear()
        self.status_label.setAccessibleDescription("")

    def _style_status(self) -> None:
        """An error in the palette's alert colour; other texts in the palette's own text
        colour (no fixed colour, so a palette switch repaints them)."""
        error = self._status[1]
        self.status_label.setStyleSheet(f"color: {self.theme.alert.name()}; font-weight: bold;"
                                        if error else "")

    def _sync_undo(self, *args: object) -> None:
        c = self.controller
        try:
            self.menus.act_undo.setEnabled(c.turns.can_undo())
            self.menus.act_redo.setEnabled(c.turns.can_redo())
            self.menus.act_hint.setEnabled(c.teaching and not c.frozen)
        except RuntimeError:  # the window is being destroyed
            pass

    def _on_end(self) -> None:
        self._hide_handoff_card()
        self.view.finish_animations()
        m = self.controller.match
        if self.controller.auto_next_round and m is not None and not m.is_over:
            return
        self.round_card.show_end()
        if m is not None and m.is_over:
            self.match_card.show_end()
            if self.controller.daily is not None:  # Expert plays the same deals in your seat
                from .windows.daily import compare_daily

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
                                levels=p.applier.settings.bot_levels if p is not None else ())
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
        if self._tour is not None and self._tour.active:
            self._tour.leave()
        self._hide_round_card()
        self._hide_handoff_card()
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
        self._style_status()
        menus = self.menus
        {LIGHT.name: menus.act_light, DARK.name: menus.act_dark,
         HIGH_CONTRAST.name: menus.act_contrast}.get(theme.name, menus.act_light).setChecked(True)
        self.themeChanged.emit(theme.name)

    def _theme_table(self, theme: Theme) -> None:
        """The theme on what ``complete`` made: the table, the cards, the side panel."""
        self.view.set_theme(theme)
        self.interaction.points_badge.theme = theme
        if self._round_card is not None:
            self._round_card.accent = theme.accent.name()
            if self._round_card.isVisible():
                self._round_card.show_end()
        if self._match_card is not None:
            self._match_card.accent, self._match_card.ink = theme.accent, theme.ink
            if self._match_card.isVisible():
                self._match_card.show_end()
        if self._tour_panel is not None:
            self._tour_panel.accent = theme.accent.name()
            if self._tour_panel.isVisible():
                self._tour_panel.restyle()
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
        from .. import about
        from .windows.about import show_about
        from .words.voice import fill

        return show_about(self, self.tr("About Five-Up Dominoes"), fill(self.tr(
            "<b>Five-Up Dominoes</b> {version}<br>Five-Up and Exact 61 dominoes against the "
            "computer or friends at one screen."), version=about.version()))

    def restore_place(self, saved: dict[str, object]) -> bool:
        """Where the window was when it closed (the saved settings' ``window`` and
        ``maximized``), while that still fits a screen's free area; else its first size
        on the screen it opens on.  True: the saved place was used."""
        from PySide6.QtCore import QRect

        from ..places import place_of
        from .windows.sizing import restore_within_screen

        # read as the settings declare it, without loading the settings store before the
        # first frame; the store reports a bad value once the window is up
        try:
            place = place_of(saved.get("window", []))
        except ValueError:
            place = []
        maximized = saved.get("maximized") is True
        used = restore_within_screen(self, QRect(*place) if place else None, *FIRST_SIZE)
        if maximized:
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)
        return used

    def place(self) -> tuple[list[int], bool]:
        """Where the window is ([x, y, width, height] of its normal size) and whether
        it is maximised: what ``restore_place`` reads next time."""
        normal = self.normalGeometry() if self.isMaximized() else self.geometry()
        return [normal.x(), normal.y(), normal.width(), normal.height()], self.isMaximized()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.persistence is not None and self.isVisible():
            self.persistence.applier.remember_window(*self.place())
        if self.completed:
            self.controller.shutdown()
        super().closeEvent(event)
