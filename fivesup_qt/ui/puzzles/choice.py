"""The Puzzles window's top row: which puzzles come next (a theme, a difficulty, each
theme with its count) and how the player stands (the rating, the streak, the puzzles
solved). What is chosen is read by the window (``theme``, ``difficulty``); a change of
either is one signal, ``changed``."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from ...ai.puzzle import DIFFICULTIES, Puzzle
from ...storage.puzzle_progress import PuzzleProgress
from ..words.voice import align_leading, fill
from . import solving
from . import words as puzzle_words

PROVISIONAL = 110.0  # a rating less sure than this deviation is called provisional


class PuzzleChoice(QWidget):
    """The theme and difficulty boxes, the rating and the streak, in one row."""

    changed = Signal()  # another theme or difficulty was chosen

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        top = QHBoxLayout(self)
        top.setContentsMargins(0, 0, 0, 0)
        self.theme_box = QComboBox()
        self.theme_box.setAccessibleName(self.tr("Theme"))
        self.level_box = QComboBox()
        self.level_box.setAccessibleName(self.tr("Difficulty"))
        self.level_box.addItem(self.tr("Any difficulty"), solving.ALL)
        for difficulty in DIFFICULTIES:
            self.level_box.addItem(puzzle_words.difficulty_name(difficulty), difficulty)
        self.rating_label = align_leading(QLabel())
        self.rating_label.setTextFormat(Qt.TextFormat.PlainText)
        self.streak_label = align_leading(QLabel())
        self.streak_label.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(QLabel(self.tr("Theme:")))
        top.addWidget(self.theme_box, 1)
        top.addWidget(self.level_box)
        top.addSpacing(12)
        top.addWidget(self.rating_label)
        top.addSpacing(12)
        top.addWidget(self.streak_label)
        self.puzzles: Sequence[Puzzle] = ()
        self.theme_box.currentIndexChanged.connect(lambda _i: self.changed.emit())
        self.level_box.currentIndexChanged.connect(self._level_changed)

    @property
    def theme(self) -> str:
        return str(self.theme_box.currentData() or solving.ALL)

    @property
    def difficulty(self) -> str:
        return str(self.level_box.currentData() or solving.ALL)

    def fill_themes(self, puzzles: Sequence[Puzzle]) -> None:
        """'Every theme (312)', then each theme of ``puzzles`` with its count at this
        difficulty."""
        self.puzzles = puzzles
        chosen = self.theme
        box = self.theme_box
        box.blockSignals(True)
        box.clear()
        box.addItem(fill(self.tr("Every theme ({n})"),
                         n=len(solving.offered(puzzles, solving.ALL, self.difficulty))),
                    solving.ALL)
        for theme, n in solving.theme_counts(puzzles, self.difficulty):
            box.addItem(fill(self.tr("{theme} ({n})"), theme=puzzle_words.theme_name(theme),
                             n=n), theme)
        box.setCurrentIndex(max(0, box.findData(chosen)))
        box.blockSignals(False)

    def _level_changed(self, _index: int = 0) -> None:
        """The themes counted again for the difficulty chosen, then ``changed``."""
        self.fill_themes(self.puzzles)
        self.changed.emit()

    def show_standing(self, progress: PuzzleProgress) -> None:
        """The rating (provisional while unsure), its range as a tool tip, the streak."""
        glicko = solving.rating_of(progress)
        rating = round(glicko.rating)
        self.rating_label.setText(
            fill(self.tr("Rating {rating} (provisional)"), rating=rating)
            if glicko.deviation > PROVISIONAL else fill(self.tr("Rating {rating}"),
                                                         rating=rating))
        self.rating_label.setToolTip(fill(self.tr(
            "Your puzzle rating (Glicko-2), within {deviation} either way at 95%: the first "
            "answer to each puzzle counts, a win against the puzzle's rating when it is "
            "right, a loss when it is not."), deviation=round(2 * glicko.deviation)))
        self.streak_label.setText(fill(self.tr("Streak {streak} (best {best}) · solved {solved}"),
                                       streak=progress.streak, best=progress.best_streak,
                                       solved=len(progress.solved)))
