"""Play > Puzzles: one position at a time, answered with the mouse as in a match.

The position is drawn by the game's own table (``board.py``): every hand face up for an
open-hand puzzle, the player's alone for a counting one.  The question comes from the
puzzle's goal; the player drags a tile onto a lit point (or clicks a tile, then a
point).  Whether the answer is right is the model's (``ai/puzzle.is_solution``); a
wrong one is answered with its refutation, played out on the table move by move and
told in words (the draws and passes it forces too), a right one with the rest of the
solution's line.  Then Retry, Show Solution or Next Puzzle.

The first answer to each puzzle counts: a Glicko-2 rating against the puzzle's rating
(a win when right), the streak of puzzles solved at the first try, the puzzles solved;
kept in the data folder (``storage/puzzle_progress.py``).  The puzzles can be chosen by
theme and difficulty.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...ai.puzzle import Puzzle, is_solution, load_shipped, position, refutation
from ...rules import Played, parse_move
from ...storage.files import StorageError
from ...storage.puzzle_progress import ProgressStore, PuzzleProgress
from ...written import signed
from ..play.pace import Pace
from ..play.setup import match_setup
from ..table.view import TableView
from ..windows.sizing import fit_to_screen
from ..words.narrator import round_end_parts, scores_line, winner_line
from ..words.richtext import words
from ..words.summary import listed, move_label
from ..words.voice import MINUS, align_leading, directed_html, fill
from . import solving
from . import words as puzzle_words
from .answer import AnswerBox
from .board import LineMarks, PuzzleBoard, PuzzleInteraction
from .choice import PuzzleChoice

if TYPE_CHECKING:
    from ..theme import Theme

log = logging.getLogger(__name__)

ASKING, RIGHT, WRONG, SHOWING = "asking", "right", "wrong", "showing"


def shipped_puzzles() -> Sequence[Puzzle]:
    """The puzzles shipped with the game (``ai.puzzle.load_shipped``)."""
    return load_shipped()


class PuzzleWindow(QWidget):
    """The puzzles, one at a time, with the player's rating and streak."""

    def __init__(self, parent: QWidget | None = None, *, fast: bool = False,
                 pace: Pace | None = None, puzzles: Sequence[Puzzle] | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(self.tr("Puzzles"))
        self.store = ProgressStore()
        read = self.store.load()
        self.progress: PuzzleProgress = read.progress
        self.problems: list[str] = [str(p) for p in read.problems]
        self.puzzles: list[Puzzle] = []
        try:
            self.puzzles = list(puzzles if puzzles is not None else shipped_puzzles())
        except (OSError, ValueError) as error:  # the shipped file missing or broken
            log.warning("the shipped puzzles could not be read", exc_info=True)
            self.problems.append(fill(self.tr("The puzzles could not be read: {problem}"),
                                      problem=str(error)[:300]))
        self.puzzle: Puzzle | None = None
        self.state = ASKING
        self.answered_before = False  # an answer was given to the puzzle on the table
        self.last_change: float | None = None  # the rating's change of the last answer
        self.line: list[str] = []  # the line being shown, still to play
        self.line_html: list[str] = []
        self.head_html = ""
        self.end_html: list[str] = []  # the round's end after the line, when it ends

        self.choice = PuzzleChoice()
        # the top row's widgets, as the window's own
        self.theme_box, self.level_box = self.choice.theme_box, self.choice.level_box
        self.rating_label, self.streak_label = self.choice.rating_label, self.choice.streak_label
        self._question_labels()
        self._table(fast, pace)
        buttons = self._answer_row()
        layout = QVBoxLayout(self)
        layout.addWidget(self.choice)
        layout.addWidget(self.problem_label)
        layout.addWidget(self.question)
        layout.addWidget(self.details)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.feedback)
        layout.addLayout(buttons)
        self.retry_button.clicked.connect(self.retry)
        self.solution_button.clicked.connect(self.show_solution)
        self.next_button.clicked.connect(lambda: self.next_puzzle())
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._line_step)
        self.choice.fill_themes(self.puzzles)
        self.choice.changed.connect(lambda: self.next_puzzle())
        self._show_problems()
        self._show_standing()
        fit_to_screen(self, 980, 760)
        self.next_puzzle()

    def _question_labels(self) -> None:
        """What went wrong reading the files, the question, the puzzle's details."""
        self.problem_label = align_leading(QLabel())
        self.problem_label.setTextFormat(Qt.TextFormat.PlainText)  # file names are data
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020;")
        self.problem_label.hide()
        self.question = align_leading(QLabel())
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.question.setWordWrap(True)
        big = QFont(self.question.font())
        big.setBold(True)
        big.setPointSizeF(big.pointSizeF() * 1.25)
        self.question.setFont(big)
        self.details = align_leading(QLabel())
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setWordWrap(True)

    def _table(self, fast: bool, pace: Pace | None) -> None:
        """The position on the game's own table, answered with the mouse as in a match."""
        self.board = PuzzleBoard(self, fast=fast)
        if pace is not None:
            self.board.set_pace(pace)
        self.board.teaching = False  # no previews of the points: they are the question
        self.view = TableView(self.board.model)
        self.view.stock_row = False
        self.view.setAccessibleName(self.tr("Puzzle position"))
        self.view.setMinimumSize(360, 220)
        self.interaction = PuzzleInteraction(self.view, self.board)
        self.interaction.hint.connect(self._hint)
        self.board.status.connect(self._hint)
        self.board.answered.connect(self._answered)
        self.marks = LineMarks(self.view)

    def _answer_row(self) -> QHBoxLayout:
        """The answer in words, then the status line and Retry, Show Solution, Next Puzzle."""
        self.status = align_leading(QLabel())
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setAccessibleName(self.tr("Status"))
        self.feedback = AnswerBox()
        self.feedback.setAccessibleName(self.tr("Answer"))
        buttons = QHBoxLayout()
        self.retry_button = QPushButton(self.tr("&Retry"))
        self.retry_button.setToolTip(self.tr("The same position again (a retry does not "
                                             "change your rating)"))
        self.solution_button = QPushButton(self.tr("Show &Solution"))
        self.next_button = QPushButton(self.tr("&Next Puzzle"))
        self.next_button.setDefault(True)
        buttons.addWidget(self.status, 1)
        buttons.addWidget(self.retry_button)
        buttons.addWidget(self.solution_button)
        buttons.addWidget(self.next_button)
        return buttons

    # -- choosing ---------------------------------------------------------------------
    @property
    def theme(self) -> str:
        return self.choice.theme

    @property
    def difficulty(self) -> str:
        return self.choice.difficulty

    def next_puzzle(self) -> Puzzle | None:
        """The next puzzle of the chosen theme and difficulty on the table."""
        skip = self.puzzle.id if self.puzzle is not None else ""
        puzzle = solving.choose(self.puzzles, self.progress, self.theme, self.difficulty, skip)
        if puzzle is None:
            self.puzzle = None
            self.question.setText(self.tr("No puzzle has this theme and difficulty."))
            self.details.clear()
            self.feedback.clear()
            self.view.hide()
            for button in (self.retry_button, self.solution_button):
                button.setEnabled(False)
            return None
        self.show_puzzle(puzzle)
        return puzzle

    def show_puzzle(self, puzzle: Puzzle) -> None:
        """``puzzle``'s position on the table, asked afresh."""
        self.puzzle = puzzle
        self.answered_before = False
        self.last_change = None
        self._load(puzzle)
        assert self.board.match is not None
        self.question.setText(puzzle_words.question(puzzle, self.board.cast, self.board.match))
        themes = listed(puzzle_words.theme_name(t) for t in puzzle.themes)
        self.details.setText(directed_html("<br>".join([
            words(puzzle_words.about(puzzle)) + (f" · {words(themes)}" if themes else ""),
            scores_line(self.board.cast, self.board.match),
            f"<small>{words(puzzle_words.kind_note(puzzle))}</small>"])))
        self._say(words(self.tr("Drag a tile from your hand onto a lit point, or click a "
                                "tile and then a point.")))

    def _load(self, puzzle: Puzzle) -> None:
        """The position on the table, the solver's hand live; nothing else moves."""
        self.timer.stop()
        self.line = []
        self.line_html = []
        self.end_html = []
        self.marks.clear()
        self.status.clear()
        self.view.show()
        match = position(puzzle)
        setup = match_setup(puzzle.variant, puzzle.players, humans=(puzzle.seat,),
                            target=puzzle.target)
        self.board.load_match(match, setup, viewer=puzzle.seat, frozen=False, teaching=False,
                              log=[])
        self.view.reveal_all = puzzle.kind == "open"  # every hand face up
        self.view.sync()
        self.state = ASKING
        self.retry_button.setEnabled(False)
        self.solution_button.setEnabled(True)

    # -- answering --------------------------------------------------------------------
    def _answered(self, played: Played) -> None:
        """The solver's placement: right or wrong (the model's), counted once, then the
        line that follows it played out on the table."""
        puzzle = self.puzzle
        assert puzzle is not None
        right = is_solution(puzzle, played.move)
        first = not self.answered_before
        self.answered_before = True
        self.last_change = None
        if first:
            before = solving.rating_of(self.progress)
            after = solving.answer(self.progress, puzzle, right)
            if after is not None:
                self.last_change = after.rating - before.rating
                self._save()
        self.state = RIGHT if right else WRONG
        self.status.clear()
        self.marks.add(played.move[0], right)
        cast = self.board.cast
        mover = move_label(played.move)
        if right:
            verdict = self.tr("Right!")
            head = [f"<b>{words(verdict)}</b> "
                    + words(fill(self.tr("{move} is the best move."), move=mover))]
            if puzzle.kind == "counting":
                head.append(words(fill(self.tr("It scores {points}."), points=played.points)))
            line = list(puzzle.line)
        else:
            ref = refutation(puzzle, played.move)
            verdict = self.tr("Not the best move.")
            head = [f"<b>{words(verdict)}</b> "
                    + words(fill(self.tr("{move}:"), move=mover))]
            if ref is not None:
                head.append(words(puzzle_words.why_text(ref.why)))
                if puzzle.kind == "counting":
                    head.append(words(fill(self.tr("It scores {points}; the best placement "
                                                   "here scores {best}."),
                                           points=round(ref.value), best=round(puzzle.value))))
                elif ref.loss < 500:  # a difference of points (1000: a match won or lost)
                    head.append(words(fill(self.tr("It gives up {loss} points against the "
                                                   "best move."), loss=round(ref.loss))))
            line = list(ref.line) if ref is not None else []
        if self.last_change is not None:
            head.append(words(fill(self.tr("Rating {change}."),
                                   change=signed(round(self.last_change), MINUS))))
        self.head_html = " ".join(head)
        self.line_html = [puzzle_words.told(cast, played, self._target())]
        self._start_line(line, right)

    def _target(self) -> int:
        """The puzzle's match target (raw), which the told line's words name."""
        match = self.board.match
        assert match is not None, "a move is told on the puzzle's board"
        return match.target

    def _start_line(self, line: list[str], right: bool) -> None:
        self._line_right = right
        self.line = line
        self._show_line()
        self.retry_button.setEnabled(False)
        self.next_button.setEnabled(True)
        if line:
            self.timer.start(self.board.pace.computer)
        else:
            self._line_done()

    def _line_step(self) -> None:
        """The next placement of the line shown, made by the engine, marked and told."""
        if not self.line or self.board.match is None:
            self._line_done()
            return
        text = self.line.pop(0)
        played = self.board.show_move(parse_move(text))
        self.marks.add(played.move[0], self._line_right)
        self.line_html.append(puzzle_words.told(self.board.cast, played, self._target()))
        self._show_line()
        if self.line:
            self.timer.start(self.board.pace.computer)
        else:
            self._line_done()

    def _line_done(self) -> None:
        """The line is shown: the round's end and the scores it left, told after it."""
        m = self.board.match
        self.end_html = []
        if m is not None and m.round.is_over:
            end = m.round_end(m.round_index)
            if end is not None:
                self.end_html.append(round_end_parts(self.board.cast, m, end)[0])
            self.end_html.append(scores_line(self.board.cast, m))
            if m.is_over:
                self.end_html.append(f"<b>{winner_line(self.board.cast, m, html=True)}</b>")
        self._show_line()
        self.retry_button.setEnabled(self.state in (RIGHT, WRONG, SHOWING))
        self.solution_button.setEnabled(self.state == WRONG)
        self._show_standing()

    def _show_line(self) -> None:
        intro = {RIGHT: self.tr("The rest of the round, as the exact search plays it:"),
                 WRONG: self.tr("How the round goes after it:"),
                 SHOWING: self.tr("The solution and the rest of the round:")}[self.state]
        parts = [self.head_html] if self.head_html else []
        if len(self.line_html) > 1 or self.state == SHOWING:
            parts.append(words(intro))
        numbered = [f"{k}. {line}" for k, line in enumerate(self.line_html, 1)]
        parts.append("<br>".join(numbered))
        parts += self.end_html
        self._say("<br>".join(parts))

    def retry(self) -> None:
        """The same position again (the rating counted the first answer only)."""
        if self.puzzle is None:
            return
        self._load(self.puzzle)
        self._say(words(self.tr("Try again: a retry does not change your rating.")))

    def show_solution(self) -> None:
        """The solution and its line on a fresh position (after a wrong answer)."""
        puzzle = self.puzzle
        if puzzle is None:
            return
        if not self.answered_before:  # giving up counts as a wrong first answer
            self.answered_before = True
            before = solving.rating_of(self.progress)
            after = solving.answer(self.progress, puzzle, False)
            if after is not None:
                self.last_change = after.rating - before.rating
                self._save()
        self._load(puzzle)
        self.board.frozen = True
        self.state = SHOWING
        played = self.board.show_move(parse_move(puzzle.solution))
        self.marks.add(played.move[0], True)
        self.head_html = words(fill(self.tr("The best move: {move}."),
                                    move=move_label(played.move)))
        self.line_html = [puzzle_words.told(self.board.cast, played, self._target())]
        self._start_line(list(puzzle.line), True)

    # -- telling ------------------------------------------------------------------------
    def _say(self, html: str) -> None:
        """The answer in words: two lines while the question is asked, then more (the
        line told move by move), scrolled beyond that (``AnswerBox``)."""
        self.feedback.say(html, self.state == ASKING, self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.feedback.fit(self.state == ASKING, self.height())

    def _hint(self, text: str, error: bool = False) -> None:
        self.status.setText(text)
        self.status.setStyleSheet("color: #b00020;" if error else "")

    def _show_standing(self) -> None:
        self.choice.show_standing(self.progress)

    def _show_problems(self) -> None:
        self.problem_label.setText("\n".join(self.problems))
        self.problem_label.setVisible(bool(self.problems))

    def _save(self) -> None:
        try:
            self.store.save(self.progress)
        except StorageError as error:
            text = str(error)
            if text not in self.problems:
                self.problems.append(text)
                self._show_problems()

    def closeEvent(self, event: QCloseEvent) -> None:
        self.timer.stop()
        self.board.shutdown()
        super().closeEvent(event)


def open_puzzles(parent: QWidget, pace: Pace, theme: Theme, *,
                 fast: bool = False) -> PuzzleWindow:
    """Play > Puzzles: the puzzle window at the game's ``pace`` and ``theme`` (the one
    already open comes forward)."""
    for child in parent.findChildren(PuzzleWindow):
        if child.isVisible():
            child.raise_()
            child.activateWindow()
            return child
    window = PuzzleWindow(parent, fast=fast, pace=pace)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    window.view.set_theme(theme)
    window.show()
    return window
