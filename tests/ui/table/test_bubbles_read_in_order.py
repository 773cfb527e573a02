"""Issue 37, item 6: in Arabic the bubbles at a lit point (a zone's preview in teaching
mode, the points by the dragged tile, the hint's label) were reported laid out left to
right, their words in reverse order.  Qt gives a painted text the direction of its
first strong letter; a bubble that began with a Latin name or a number outside an
isolate would run left to right in an Arabic window.  Every bubble text the table can
show, for every kind of preview, is drawn here as the table draws it and compared with
the same text drawn in the interface's direction forced: they must be the same pixels.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter

from fivesup_qt.rules.variants import TARGETS
from fivesup_qt.ui.table.hud_items import BadgeItem
from fivesup_qt.ui.words.hand_words import points_text
from fivesup_qt.ui.words.summary import zone_text


def drawn(text: str, direction: Qt.LayoutDirection | None) -> QImage:
    """``text`` in a badge as the table paints it (``direction``: forced, or None for the
    direction Qt reads from the text)."""
    badge = BadgeItem(text, pixel=13)
    box = badge.boundingRect()
    image = QImage(int(box.width()) + 2, int(box.height()) + 2, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    if direction is not None:
        painter.setLayoutDirection(direction)
    painter.translate(-box.left() + 1, -box.top() + 1)
    badge.paint(painter, None, None)
    painter.end()
    return image


def previews():
    """Every kind of preview a lit point can show: one to four counted ends, nothing,
    points, points rejected past the target, points waiting for the settlement."""
    for counted in ([5], [5, 10], [2, 8, 5], [1, 2, 3, 4], [0, 0]):
        for points in (0, 10, 25):
            for accepted in (True, False, None):
                yield SimpleNamespace(counted=counted, points=points, accepted=accepted)


@pytest.mark.arabic_reading
def test_every_bubble_reads_in_the_interface_direction(qapp, language):
    direction = (Qt.LayoutDirection.RightToLeft if language == "ar"
                 else Qt.LayoutDirection.LeftToRight)
    texts = []
    for preview in previews():
        texts.append(zone_text(preview))
        for target in TARGETS:
            texts.append(points_text(preview, target)[0])
    wrong = [t for t in set(texts) if drawn(t, None) != drawn(t, direction)]
    assert not wrong, wrong
    assert len(set(texts)) > 40  # the previews differ: the check saw many texts
