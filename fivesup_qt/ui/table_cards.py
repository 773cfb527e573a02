"""The cards the main window shows with its table, each made the first time it is
needed (a game in progress shows them; the first frame does without): the hot-seat
hand-over over the table, the round's end in the strip under it, the winner over its
middle, and the rules tour's text under the strip.  Here too: their buttons' place in
the Tab order, their palette, and which of them a change of the match hides.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QVBoxLayout, QWidget

from .play.model import Changes
from .table.teaching import RulesTour, TourTable

if TYPE_CHECKING:
    from datetime import date

    from .focus import FocusChain
    from .play.model import MatchModel
    from .play.setup import MatchSetup
    from .table.match_end import MatchEndCard
    from .table.overlays import HandoffCard, RoundEndCard, TourPanel
    from .table.teaching import RulesTour
    from .theme import Theme
    from .words.narrator import Narrator


class CardGame(TourTable, Protocol):
    """What the cards ask of the game (the controller): the hot-seat hand's reveal, the
    next round, and the tour's positions."""

    def reveal(self) -> None: ...
    def next_round(self) -> None: ...


class CardActions(Protocol):
    """What the cards' buttons ask of the window."""

    def start(self, setup: MatchSetup | None = ..., daily: date | None = ...) -> None: ...
    def new_match_dialog(self) -> None: ...
    def review_match(self) -> None: ...
    def replay_deal(self) -> None: ...
    def duplicate_match(self) -> object: ...


class TableCards:
    """The window's cards, made on first use in their places around the table view."""

    def __init__(self, table: QWidget, column: QVBoxLayout, stack: QWidget, grid: QGridLayout,
                 model: MatchModel, story: Narrator, game: CardGame,
                 say: Callable[[str, bool], None], window: CardActions, focus: FocusChain,
                 theme: Callable[[], Theme]) -> None:
        # the table's column (the view's stack, then the strip under it); the view's grid
        self.table, self.column, self.stack, self.grid = table, column, stack, grid
        self.model, self.story, self.game, self.say = model, story, game, say
        self.window, self.focus, self.theme = window, focus, theme
        # made on first use (see the properties below)
        self.handoff: HandoffCard | None = None
        self.round_end: RoundEndCard | None = None
        self.match_end: MatchEndCard | None = None
        self.tour_text: TourPanel | None = None
        self.rules_tour: RulesTour | None = None

    @property
    def handoff_card(self) -> HandoffCard:
        """Hot-seat: the cover over the table until the next player takes the screen."""
        if self.handoff is None:
            from .table.overlays import HandoffCard

            card = self.handoff = HandoffCard()
            self.grid.addWidget(card, 0, 0)  # over the view
            card.reveal.connect(self.game.reveal)
            self.focus.join(card.button)
        return self.handoff

    @property
    def round_card(self) -> RoundEndCard:
        """The strip under the table with the round's or the match's result."""
        if self.round_end is None:
            from .table.overlays import RoundEndCard

            card = self.round_end = RoundEndCard(self.model)
            card.accent = self.theme().accent.name()
            card.cap(self.table.height())
            self.column.insertWidget(1, card)  # under the table, above the tour
            card.nextRound.connect(self.game.next_round)
            card.newMatch.connect(self.window.new_match_dialog)
            card.review.connect(self.window.review_match)
            card.replayDeal.connect(self.window.replay_deal)
            self.focus.join(card.new_button, card.next_button, card.review_button,
                            card.replay_button)
        return self.round_end

    @property
    def match_card(self) -> MatchEndCard:
        """The winner card over the middle of the table at a match end."""
        if self.match_end is None:
            from .table.match_end import CardHolder, MatchEndCard

            theme = self.theme()
            card = self.match_end = MatchEndCard(self.model)
            card.accent, card.ink = theme.accent, theme.ink
            # over the view, scrolled rather than growing the window
            holder = CardHolder(card, self.stack)
            self.grid.addWidget(holder, 0, 0, Qt.AlignmentFlag.AlignCenter)
            # shown now, as its card is, not later from the event loop (as a layout shows
            # a new child): the card's button takes the focus at once
            holder.setVisible(not card.isHidden())
            card.playAgain.connect(lambda: self.window.start(None))
            card.newMatch.connect(self.window.new_match_dialog)
            card.review.connect(self.window.review_match)
            card.duplicate.connect(self.window.duplicate_match)
            self.focus.join(card.again_button, card.new_button, card.review_button,
                            card.duplicate_button, card.close_button)
        return self.match_end

    @property
    def tour_panel(self) -> TourPanel:
        """The rules tour's text with Back / Next, in the strip under the table."""
        return self._made_tour()[0]

    @property
    def tour(self) -> RulesTour:
        """Help > Rules Tour."""
        return self._made_tour()[1]

    def _made_tour(self) -> tuple[TourPanel, RulesTour]:
        if self.tour_text is None or self.rules_tour is None:
            from .table.overlays import TourPanel
            panel = self.tour_text = TourPanel()
            panel.accent = self.theme().accent.name()
            self.column.addWidget(panel)
            self.rules_tour = RulesTour(self.model, self.story, self.game, self.say, panel)
            self.focus.join(panel.next_button, panel.back_button, panel.close_button)
        return self.tour_text, self.rules_tour

    # -- what the match's changes do to them ----------------------------------------------
    def follow(self, changes: Changes) -> None:
        """A new match hides every card; a new round, the round's end; the hand shown,
        the hand-over; undo, the match's end."""
        if changes.match or changes.round:
            self.hide(self.round_end)
        if changes.match or (changes.viewer and self.model.viewer is not None):
            self.hide(self.handoff)
        if changes.match or changes.rewound:
            self.hide(self.match_end)

    def show_end(self, auto_next_round: bool) -> None:
        """The round's end on its card (not when the next round deals itself); the
        winner's card too at a match end."""
        self.hide(self.handoff)
        m = self.model.match
        if auto_next_round and m is not None and not m.is_over:
            return
        self.round_card.show_end()
        if m is not None and m.is_over:
            self.match_card.show_end()

    @staticmethod
    def hide(card: QWidget | None) -> None:
        if card is not None:
            card.hide()

    def any_shown(self) -> bool:
        return any(card is not None and card.isVisible()
                   for card in (self.round_end, self.handoff, self.match_end))

    def cap(self) -> None:
        """The round's card takes two fifths of the table's column at most."""
        if self.round_end is not None:
            self.round_end.cap(self.table.height())

    def buttons(self) -> list[QWidget]:
        """The cards' buttons in the Tab order (of the cards made so far)."""
        chain: list[QWidget] = []
        if self.handoff is not None:
            chain.append(self.handoff.button)
        if self.match_end is not None:
            card = self.match_end
            chain += [card.again_button, card.new_button, card.review_button,
                      card.duplicate_button, card.close_button]
        if self.round_end is not None:
            rc = self.round_end
            chain += [rc.new_button, rc.next_button, rc.review_button, rc.replay_button]
        if self.tour_text is not None:
            p = self.tour_text
            chain += [p.next_button, p.back_button, p.close_button]
        return chain

    def set_theme(self, theme: Theme) -> None:
        """The palette on the cards made so far (those shown drawn again)."""
        if self.round_end is not None:
            self.round_end.accent = theme.accent.name()
            if self.round_end.isVisible():
                self.round_end.show_end()
        if self.match_end is not None:
            self.match_end.accent, self.match_end.ink = theme.accent, theme.ink
            if self.match_end.isVisible():
                self.match_end.show_end()
        if self.tour_text is not None:
            self.tour_text.accent = theme.accent.name()
            if self.tour_text.isVisible():
                self.tour_text.restyle()
