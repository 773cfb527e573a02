"""The felt under the table and the keyboard focus frame around it.

The felt is a radial gradient, rendered once per viewport size, screen (a high-DPI
screen: its own pixels) and theme, then only copied.  ``FeltView`` is a table with
nothing on it: the game's first frame shows it while the table proper (``TableView``,
a ``FeltView`` too) and the engine behind it load.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QFocusEvent, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from ..theme import LIGHT, Theme


class Felt:
    """The felt's pixels, kept while the viewport's size and the theme stay."""

    def __init__(self) -> None:
        self.pixmap: QPixmap | None = None
        self._key: tuple[int, int, float, str] | None = None

    def draw(self, painter: QPainter, viewport: QRect, ratio: float, theme: Theme) -> None:
        """Paint the felt over ``viewport`` (viewport pixels, whatever the zoom)."""
        key = (viewport.width(), viewport.height(), ratio, theme.name)
        felt = self.pixmap
        if felt is None or self._key != key:
            felt = QPixmap(viewport.size() * ratio)
            felt.setDevicePixelRatio(ratio)
            p = QPainter(felt)
            grad = QRadialGradient(viewport.center(), max(viewport.width(), viewport.height()) * 0.75)
            grad.setColorAt(0.0, theme.felt.lighter(112))
            grad.setColorAt(0.7, theme.felt)
            grad.setColorAt(1.0, theme.felt_edge)
            p.fillRect(viewport, grad)
            p.end()
            self.pixmap, self._key = felt, key
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(0, 0, felt)
        painter.restore()


def draw_focus_frame(painter: QPainter, viewport: QRect, theme: Theme) -> None:
    """A frame in the selection colour around the table, which has the keyboard."""
    painter.save()
    painter.resetTransform()
    width = 3.0 * theme.frame_scale
    painter.setPen(QPen(theme.selection, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRect(QRectF(viewport).adjusted(width / 2, width / 2, -width / 2, -width / 2))
    painter.restore()


class FeltView(QGraphicsView):
    """A graphics view that paints the felt, and the focus frame while it has the keyboard;
    what lies on the felt is the subclass's (``TableView``)."""

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self._scene = scene  # the view does not own its scene: kept as long as the view
        self.theme: Theme = LIGHT
        self.felt = Felt()
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setMinimumSize(400, 200)  # an 800x600 screen's window, the round's strip shown
        scene.setSceneRect(-100000, -100000, 200000, 200000)

    def set_theme(self, theme: Theme) -> None:
        self.theme = theme
        self.viewport().update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The felt: a radial gradient, rendered once per viewport size and theme."""
        self.felt.draw(painter, self.viewport().rect(), self.viewport().devicePixelRatioF(),
                       self.theme)

    def drawForeground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        """The keyboard focus: a frame in the selection colour around the table."""
        if self.hasFocus():
            draw_focus_frame(painter, self.viewport().rect(), self.theme)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.viewport().update()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        self.viewport().update()
