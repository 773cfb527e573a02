"""Images for the tests of what text widgets load: a small PNG, and the pixels a widget drew."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def cyan_png(tmp_path) -> Path:
    from PySide6.QtGui import QColor, QImage

    image = QImage(24, 24, QImage.Format.Format_ARGB32)
    image.fill(QColor("#00ffff"))  # a colour the game never draws
    path = tmp_path / "cyan.png"
    image.save(str(path))
    return path


def image_pixels(widget) -> int:
    """Pixels of the test image's colour (pure cyan) in the widget."""
    from PySide6.QtGui import QColor

    image = widget.grab().toImage()
    found = 0
    for x in range(0, image.width(), 2):
        for y in range(0, image.height(), 2):
            colour = QColor(image.pixel(x, y))
            found += colour.red() < 30 and colour.green() > 225 and colour.blue() > 225
    return found
