"""The felt under the table and the keyboard focus frame around it.

The felt is a radial gradient, rendered once per viewport size, screen (a high-DPI
screen: its own pixels) and theme, then only copied.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPainter, QPen, QPixmap, QRadialGradient

from ..theme import Theme


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
