"""A painted item's picture, kept per look and size on screen.

A tile is painted with antialiased vector shapes (rounded rectangles, pips), the
main cost of a frame.  Qt's own item cache cannot keep a tile that lies across the
line (turned a quarter) once the table is zoomed: it paints it again at every
frame.  ``paint_cached`` keeps the picture in Qt's pixmap cache instead, keyed by
what the item looks like and its scale on the device, and copies it pixel for pixel
while the item lies square to the screen (any quarter turn); a tile turning in
flight, or a painter that is not a raster (a printer, a vector file), gets vectors.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPaintEngine, QPainter, QPixmap, QPixmapCache, QTransform

EPSILON = 1e-9
LARGEST = 1024  # a picture this many device pixels across is painted, not kept


def square_scale(transform: QTransform) -> float | None:
    """The scale of ``transform`` when it only scales evenly, turns by quarters and
    moves (a picture copied through it lands pixel for pixel); otherwise None."""
    m11, m12, m21, m22 = transform.m11(), transform.m12(), transform.m21(), transform.m22()
    if transform.type().value > QTransform.TransformationType.TxRotate.value:
        return None
    if abs(m12) < EPSILON and abs(m21) < EPSILON:
        a, b = abs(m11), abs(m22)
    elif abs(m11) < EPSILON and abs(m22) < EPSILON:
        a, b = abs(m12), abs(m21)
    else:
        return None
    if a < EPSILON or abs(a - b) > EPSILON * max(a, 1.0):
        return None
    return a


def paint_cached(painter: QPainter, key: Hashable, rect: QRectF,
                 draw: Callable[[QPainter], None]) -> None:
    """``draw`` (which paints inside ``rect``, item coordinates) through a picture kept
    for ``key`` at this scale, quarter turn and quarter pixel on the device."""
    # The world transform (the item's and the view's), times the device's pixel ratio:
    # the device transform would also hold where the widget lies in its window, which
    # the painter adds again to whatever is drawn after ``resetTransform``.
    world = painter.worldTransform()
    ratio = painter.device().devicePixelRatioF()
    device = world * QTransform.fromScale(ratio, ratio)
    scale = square_scale(device)
    engine = painter.paintEngine()
    if (scale is None or engine is None or engine.type() != QPaintEngine.Type.Raster
            or max(rect.width(), rect.height()) * scale > LARGEST):
        draw(painter)
        return
    spot = device.mapRect(rect)  # in device pixels, from the painter's origin
    x, y = math.floor(spot.left()), math.floor(spot.top())
    # the picture starts at a whole pixel: the tile lies a quarter pixel from where it is
    # painted at most, and every spot shares one of sixteen pictures per look
    shift = (round((spot.left() - x) * 4) / 4, round((spot.top() - y) * 4) / 4)
    turn = tuple(round(v / scale) for v in (device.m11(), device.m12(), device.m21(), device.m22()))
    name = f"fivesup-picture:{key!r}:{scale:.6f}:{turn}:{shift}"
    picture = QPixmap()
    if not QPixmapCache.find(name, picture):
        picture = QPixmap(math.ceil(spot.width() + shift[0]), math.ceil(spot.height() + shift[1]))
        picture.fill(Qt.GlobalColor.transparent)
        inner = QPainter(picture)
        inner.translate(shift[0] - spot.left(), shift[1] - spot.top())
        inner.setTransform(device, True)
        draw(inner)
        inner.end()
        QPixmapCache.insert(name, picture)
    picture.setDevicePixelRatio(ratio)
    painter.save()
    painter.resetTransform()
    painter.drawPixmap(QPointF(x / ratio, y / ratio), picture)
    painter.restore()
