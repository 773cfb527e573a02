"""A puzzle's controller: the game's own turn flow on one position that takes one answer
and then shows a line, move by move.

``PuzzleBoard`` is a ``GameController`` that never moves by itself (no computer turns,
no automatic draws): the solver's hand is live as in a match, each tile lights the
zones the engine allows (``HandInteraction`` asks ``match.legal_moves``), and a legal
placement is made by the engine and told as an ``answered``; what follows it is played
by the puzzle window through ``show_move``.  Nothing here decides a rule.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...rules import Move, Played
from ..words.summary import reason_text
from ..words.summary import tr as summary_tr
from .controller import GameController


class PuzzleBoard(GameController):
    """A controller for one puzzle position: the solver's placement is its answer."""

    answered = Signal(object)  # the Played of the solver's placement

    def __init__(self, parent: QObject | None = None, *, fast: bool = False) -> None:
        super().__init__(parent, fast=fast)
        self.auto_draw = False

    def step(self) -> None:
        """Nothing moves by itself on a puzzle's table."""

    def draw(self) -> str | None:
        return self._refuse(summary_tr("this is a shown position: nothing may be placed"))

    def play(self, tile: int, point: int) -> str | None:
        """The solver's answer: refused with the engine's reason when illegal, else
        placed by the engine and told (``answered``); the table freezes then."""
        why = self._answer_refused(tile, point)
        if why is not None:
            return why
        played = self.show_move((tile, point))
        self.frozen = True
        self.answered.emit(played)
        return None

    def _answer_refused(self, tile: int, point: int) -> str | None:
        m = self.match
        if m is None or self.frozen or self.human_to_act() is None:
            return self._refuse(summary_tr("this is a shown position: nothing may be placed"))
        why = m.why_illegal((tile, point), self.acting_seat())
        if why is not None:
            return self._refuse(reason_text(why, self.cast))
        return None

    def show_move(self, move: Move) -> Played:
        """One placement of a line, made by the engine and shown (it flies in)."""
        assert self.match is not None
        played = self.match.play(move)
        self.announce(played)
        return played
