"""The puzzle's table: the game's own ``TableView`` and hand interaction on the puzzle's
controller (``ui/play/puzzle_board.py``: it takes one answer, then shows a line move by
move); a dragged tile shows no points.  Nothing here decides a rule.

``LineMarks`` numbers the tiles of the line shown on the table (the answer 1, the
replies 2, 3, ...), green for the solution's line and red for a refutation's.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..play.interaction import HandInteraction
from ..play.puzzle_board import PuzzleBoard
from ..table.hands import HUD_Z
from ..table.view import TableView

__all__ = ["LineMark", "LineMarks", "PuzzleBoard", "PuzzleInteraction"]  # the window's parts

RIGHT_COLOUR, WRONG_COLOUR = QColor("#2e7d32"), QColor("#c62828")


class PuzzleInteraction(HandInteraction):
    """The hand as in a match, but a dragged tile shows no points: what a placement
    scores is what the puzzle asks (nor whether the rules would refuse it)."""

    shows_refusals = False

    def _show_points(self, point: int, at: QPointF, at_point: bool = False) -> None:
        self.points_badge.hide()


class LineMark(QGraphicsItem):
    """A numbered disc on a tile of the line shown: its place in the line."""

    def __init__(self, number: int, colour: QColor, pixel: int) -> None:
        super().__init__()
        self.number = number
        self.colour = colour
        self.pixel = pixel
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(HUD_Z - 1)

    def boundingRect(self) -> QRectF:
        r = self.pixel * 0.85
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        rect = self.boundingRect()
        painter.setBrush(QBrush(self.colour))
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.drawEllipse(rect)
        font = QFont()
        font.setPixelSize(self.pixel)
        font.setBold(True)
        painter.setFont(font)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, str(self.number))


class LineMarks:
    """The marks of the line on a table view, kept on their tiles as the view moves."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.marks: dict[int, LineMark] = {}  # tile -> its mark
        view.synced.connect(self.place)
        view.viewChanged.connect(self.place)

    def clear(self) -> None:
        for mark in self.marks.values():
            self.view.scene().removeItem(mark)
        self.marks.clear()

    def add(self, tile: int, right: bool) -> LineMark:
        pixel = max(11, round(self.view.hud.text_px * 0.85))
        mark = LineMark(len(self.marks) + 1, RIGHT_COLOUR if right else WRONG_COLOUR, pixel)
        self.view.scene().addItem(mark)
        self.marks[tile] = mark
        self.place()
        return mark

    def place(self) -> None:
        """Each mark at its tile's upper corner (on the table the tile is in)."""
        for tile, mark in self.marks.items():
            rect = self.view.tiles.tile_rect(tile) if tile in self.view.table_items else None
            if rect is None:
                mark.hide()
                continue
            mark.show()  # on the tile's upper corner, clear of most of its pips
            mark.setPos(QPointF(rect.right() - rect.width() * 0.12,
                                rect.top() + rect.height() * 0.12))
