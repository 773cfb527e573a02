"""Undo as data: a human's turn kept as the engine's mark before it and the actions
it took, so undo rewinds the match and redo makes the same actions again."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject
from PySide6.QtGui import QUndoCommand, QUndoStack

from ...rules import Mark, Move, Recorded
from ..words.summary import move_label, tr
from ..words.voice import fill

if TYPE_CHECKING:
    from ...rules import Match
    from ..words.narrator import Narrator
    from .setup_values import MatchSetup


class Undoable(Protocol):
    """What undo asks of the game (the controller): the match and its story, the state
    that allows undo, and what a jump back or forth ends with."""

    @property
    def match(self) -> Match | None: ...
    @property
    def narrator(self) -> Narrator: ...
    @property
    def teaching(self) -> bool: ...
    @property
    def frozen(self) -> bool: ...
    @property
    def setup(self) -> MatchSetup: ...
    def cancel_pending(self) -> None: ...
    def jumped(self) -> None: ...


class TurnCommand(QUndoCommand):
    """A human placement and everything that followed it until the human's next
    decision (the computer's replies, draws, passes)."""

    def __init__(self, controller: Undoable, mark: Mark, move: Move) -> None:
        super().__init__(fill(tr("place {move}"), move=move_label(move)))
        self.controller = controller
        self.mark = mark  # the position before the placement
        self.move = move  # the placement, for the teacher's word on a redo
        self.log_at = controller.narrator.mark()  # the turn's first line in the log
        self.log_until: int | None = None  # ... and the end of its lines (the first undo)
        self.actions: list[Recorded] = []  # what undo took back, for redo
        self._done = True  # pushed after the placement was made

    def redo(self) -> None:
        """The taken-back actions made again, exactly; the log's struck lines of that
        turn are shown as played again."""
        if self._done:  # QUndoStack.push calls redo: the placement is already made
            return
        c = self.controller
        assert c.match is not None
        c.cancel_pending()
        c.match.replay(self.actions)
        c.narrator.replayed(self.log_at, self.log_until or self.log_at)
        c.jumped()
        c.narrator.redone(self.move)  # the teacher's last word was "Undone"
        self._done = True

    def undo(self) -> None:
        """The position back at the mark; the log's lines of the turn struck through."""
        c = self.controller
        assert c.match is not None
        if self.log_until is None:  # redone turns are not told again: their lines stay
            self.log_until = c.narrator.mark()
        c.cancel_pending()
        self.actions = c.match.rewind(self.mark)
        c.narrator.rewound(self.log_at, self.log_until)
        c.jumped()
        self._done = False


class TurnHistory:
    """The teaching mode's undo and redo of a human's turns, over a QUndoStack."""

    def __init__(self, controller: Undoable, parent: QObject) -> None:
        self.controller = controller
        self.stack = QUndoStack(parent)

    def allowed(self) -> bool:
        """Undo/redo: teaching mode, one human, the round still going."""
        c = self.controller
        m = c.match
        return (c.teaching and not c.frozen and m is not None and not m.is_over
                and not m.round.is_over and len(c.setup.humans) == 1)

    def begin(self, move: Move) -> TurnCommand | None:
        """A command for the turn about to be played (None when undo is not allowed);
        ``push`` it once the placement is made."""
        if not self.allowed():
            return None
        assert self.controller.match is not None
        return TurnCommand(self.controller, self.controller.match.mark(), move)

    def push(self, command: TurnCommand | None) -> None:
        if command is not None:
            self.stack.push(command)

    def undo(self) -> None:
        if self.allowed() and self.stack.canUndo():
            self.stack.undo()

    def redo(self) -> None:
        if self.allowed() and self.stack.canRedo():
            self.stack.redo()

    def can_undo(self) -> bool:
        return self.allowed() and self.stack.canUndo()

    def can_redo(self) -> bool:
        return self.allowed() and self.stack.canRedo()

    def clear(self) -> None:
        self.stack.clear()
