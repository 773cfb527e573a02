"""How a domino is painted: its face with vector pips, or its back.

Every painted tile shares this: the table's tiles and the hands' (``items``), the
stock's pile (``hud_items``) and the stock's round-end row (``stock_reveal``).  A
tile is drawn in its own coordinates lying along +x with its HIGH half on the right;
the item holding it turns it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from ..theme import Theme

# Pip layouts on a 3x3 grid (-1, 0, 1) for the values 0..6.
PIP_GRID: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((0, 0),),
    2: ((-1, -1), (1, 1)),
    3: ((-1, -1), (0, 0), (1, 1)),
    4: ((-1, -1), (1, -1), (-1, 1), (1, 1)),
    5: ((-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)),
    6: ((-1, -1), (0, -1), (1, -1), (-1, 1), (0, 1), (1, 1)),
}


def paint_tile(
    painter: QPainter,
    unit: float,
    lo: int,
    hi: int,
    theme: Theme,
    *,
    face_up: bool = True,
) -> None:
    """A tile of size 2*unit x unit centred on the origin, low half left, high half right."""
    rect = QRectF(-unit, -unit / 2, 2 * unit, unit)
    radius = unit * 0.12
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    shadow = QColor(0, 0, 0, 70)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(shadow)
    painter.drawRoundedRect(rect.translated(unit * 0.04, unit * 0.06), radius, radius)
    edge = QPen(theme.tile_edge, max(unit * 0.03 * theme.edge_scale, 0.8))
    painter.setPen(edge)
    if not face_up:
        painter.setBrush(theme.tile_back)
        painter.drawRoundedRect(rect, radius, radius)
        painter.setPen(QPen(theme.back_mark, unit * 0.04 * theme.edge_scale))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        inner = rect.adjusted(unit * 0.12, unit * 0.12, -unit * 0.12, -unit * 0.12)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        return
    painter.setBrush(theme.tile_face)
    painter.drawRoundedRect(rect, radius, radius)
    painter.setPen(QPen(theme.divider, max(unit * 0.035 * theme.edge_scale, 0.8)))
    painter.drawLine(QPointF(0, -unit * 0.38), QPointF(0, unit * 0.38))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(theme.pip)
    r = unit * 0.085 * theme.pip_scale
    for centre in pip_centres(unit, lo, hi):
        painter.drawEllipse(centre, r, r)


def pip_centres(unit: float, lo: int, hi: int) -> list[QPointF]:
    """Where ``paint_tile`` draws the pips of lo|hi (item coordinates, low half left)."""
    step = unit * 0.27
    return [QPointF(cx + gx * step, gy * step)
            for cx, value in ((-unit / 2, lo), (unit / 2, hi)) for gx, gy in PIP_GRID[value]]
