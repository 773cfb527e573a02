"""Replay a deal: the same hands and stock again, with the same seats or with the hands
moved round the table (the classic "duplicate" way to tell luck from skill).

The deal comes from the engine (``Match.deal_of``: the leader, every hand and the stock
in draw order, as recorded), is turned by ``Deal.rotated`` and dealt again as the first
round of a new match (``Match.from_deal``; later rounds are shuffled as usual).  The
dialog asks which way (and which round, from the history); it is window-modal without
blocking, so the game goes on behind it until the player answers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...rules import Match
from ..words.summary import plural
from ..words.voice import Cast, cast_of_setup, fill
from .sizing import fit_to_screen

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...rules.match import Deal
    from ...rules.variants import Variant
    from ...storage import LoadedRecord
    from ..play.model import MatchModel
    from ..play.setup import MatchSetup


def deal_match(variant: Variant, deal: Deal, rotate: int, seed: int | None = None) -> Match:
    """A new match whose first round is ``deal`` with the hands moved ``rotate`` seats
    clockwise (0: every seat gets its own hand again)."""
    return Match.from_deal(variant, deal.rotated(rotate) if rotate else deal, seed,
                           auto_forced=False)


class ReplayDealDialog(QDialog):
    """Which deal (from the history: which round) and which seats."""

    def __init__(self, cast: Cast, rounds: int, round_index: int | None,
                 parent: QWidget | None = None, note: str = "") -> None:
        super().__init__(parent)
        fit_to_screen(self)  # inside its screen's free area, once its size is known
        self.setObjectName("ReplayDealDialog")
        self.setWindowTitle(self.tr("Replay a Deal"))
        self.cast = cast  # the match's seats, the player addressed as "you"
        layout = QVBoxLayout(self)
        self.round = QSpinBox()
        self.round.setRange(1, max(rounds, 1))
        self.round.setValue((round_index if round_index is not None else 0) + 1)
        self.round.setAccessibleName(self.tr("Round"))
        if round_index is None and rounds > 1:  # from the history: any round of the match
            row = QHBoxLayout()
            row.addWidget(QLabel(self.tr("Deal of round:")))
            row.addWidget(self.round)
            row.addStretch(1)
            layout.addLayout(row)
        else:
            self.round.hide()
            text = fill(self.tr("Deal round {n} again: the same hands and the same stock, in the "
                           "same order."), n=self.round.value())
            intro = QLabel(text)
            intro.setTextFormat(Qt.TextFormat.PlainText)
            intro.setWordWrap(True)
            layout.addWidget(intro)
        self.group = QButtonGroup(self)
        self.choices: list[QRadioButton] = []
        n = len(cast)
        for rotate in range(n):
            button = QRadioButton(self.rotation_text(rotate))
            button.setObjectName(f"rotate{rotate}")
            self.group.addButton(button, rotate)
            self.choices.append(button)
            layout.addWidget(button)
        self.choices[0].setChecked(True)
        if note:
            label = QLabel(note)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setWordWrap(True)
            layout.addWidget(label)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Deal"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)

    def rotation_text(self, rotate: int) -> str:
        """'Same seats: everyone gets the same hand again' or who gets whose hand."""
        n = len(self.cast)
        if rotate == 0:
            return self.tr("Same seats: everyone gets the same hand again")
        gets = [self.gets_text(seat, (seat - rotate) % n) for seat in range(n)]
        return fill(plural(self.tr("Seats rotated by %n: {who}", "", rotate), rotate),
                    who=self.tr("; ").join(gets))

    def gets_text(self, seat: int, other: int) -> str:
        """'North gets West's hand', the player addressed: 'You get North's hand',
        'North gets your hand'."""
        if self.cast.is_you(other):
            return fill(self.tr("{name} gets your hand"), name=self.cast.name(seat))
        return self.cast.by_person(seat, self.tr("You get {owner}'s hand"),
                                   self.tr("{name} gets {owner}'s hand"),
                                   owner=self.cast.name(other))

    @property
    def rotate(self) -> int:
        return max(0, self.group.checkedId())

    @property
    def round_index(self) -> int:
        return self.round.value() - 1


def _ask(parent: QWidget, cast: Cast, rounds: int, round_index: int | None, note: str,
         deal: object) -> ReplayDealDialog:
    dialog = ReplayDealDialog(cast, rounds, round_index, parent, note)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    dialog.accepted.connect(deal)
    dialog.open()
    return dialog


def replay_current_deal(parent: QWidget, model: MatchModel,
                        load_match: Callable[[Match, MatchSetup], None]
                        ) -> ReplayDealDialog | None:
    """Ask, then deal the current round's deal again as a new match of the same setup
    (``load_match`` puts it on the table to be played)."""
    m = model.match
    if m is None or not m.rounds:
        return None
    setup = model.setup
    index = m.round_index
    deal = m.deal_of(index)
    note = "" if m.is_over else QCoreApplication.translate(
        "ReplayDealDialog", "The match in play is left; it stays in Match History.")

    def start() -> None:
        load_match(deal_match(m.variant, deal, dialog.rotate, setup.seed), setup)

    dialog = _ask(parent, cast_of_setup(setup), len(m.rounds), index, note, start)
    return dialog


class LoadsMatch(Protocol):
    def load_match(self, match: Match, setup: MatchSetup | None = ...) -> None: ...


class Saving(Protocol):
    """What a deal of the history asks of saving (``Persistence``): the record's seats,
    and the game that plays it."""

    def setup_from_record(self, loaded: LoadedRecord) -> MatchSetup: ...
    @property
    def game(self) -> LoadsMatch: ...


def replay_record_deal(parent: QWidget, persistence: Saving, loaded: LoadedRecord,
                       setup: MatchSetup | None = None) -> ReplayDealDialog | None:
    """From the history: ask which round and which seats, then deal it on the table."""
    match = loaded.match
    if not match.rounds:
        return None
    setup = setup or persistence.setup_from_record(loaded)

    def start() -> None:
        deal = match.deal_of(dialog.round_index)
        persistence.game.load_match(deal_match(match.variant, deal, dialog.rotate), setup)

    cast = cast_of_setup(setup)
    dialog = _ask(parent, cast, len(match.rounds), None, "", start)
    return dialog
