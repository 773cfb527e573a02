"""Issue 37 (relayout within 8 ms): a tile's picture is painted once per look and size on
screen, whether it lies along the line or across it, and the kept picture looks like the
vectors it replaces."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QImage

from fivesup_qt.rules.tiles import TILES
from fivesup_qt.ui.bench import late_round
from fivesup_qt.ui.play.setup import match_setup


@pytest.fixture
def late_window(make_window, qtbot):
    """A window on a late round (21 tiles, 5 spinners, tiles across the line), your turn."""
    match = late_round()
    setup = match_setup(match.variant, match.players, humans=(match.round.turn,))
    window = make_window(setup, wait_human=False)
    window.controller.load_match(match, setup, teaching=True)
    qtbot.waitUntil(lambda: window.controller.human_to_act() is not None)
    window.view.finish_animations()
    return window


def pixels(image: QImage) -> np.ndarray:
    """The image's red, green and blue as signed numbers (rows, columns, 3)."""
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes())
    rows = data.reshape(image.height(), image.bytesPerLine())[:, :image.width() * 4]
    return rows.reshape(image.height(), image.width(), 4)[:, :, :3].astype(np.int16)


def vector_paints(monkeypatch) -> list[tuple[int, int]]:
    """Every tile painted with vector shapes from now on (lo, hi)."""
    from fivesup_qt.ui.table import items

    painted: list[tuple[int, int]] = []
    real = items.paint_tile

    def counted(painter, unit, lo, hi, theme, *, face_up=True):
        painted.append((lo, hi))
        real(painter, unit, lo, hi, theme, face_up=face_up)

    monkeypatch.setattr(items, "paint_tile", counted)
    return painted


def test_a_placement_paints_no_tile_of_the_table_again(late_window, monkeypatch):
    window = late_window
    view, c = window.view, window.controller
    turned = [t for t, item in view.table_items.items() if item.rotation() % 180]
    assert turned, "the late round has tiles across the line"
    tile, point = c.match.legal_moves()[0]
    c.play(tile, point)  # every look of this placement is seen once
    view.viewport().repaint()
    c.undo()
    view.viewport().repaint()
    painted = vector_paints(monkeypatch)
    c.play(tile, point)
    view.viewport().repaint()
    assert tile in view.table_items
    on_table = {TILES[t] for t in view.table_items}
    assert not [p for p in painted if p in on_table], painted


def test_a_kept_picture_looks_like_its_vectors(language, late_window, monkeypatch):
    """The whole window, where the table does not start at the window's corner (the
    side panel and the menus lie before it, on the left in Arabic)."""
    from fivesup_qt.ui.table import pictures

    window = late_window
    window.view.viewport().update()
    kept = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    monkeypatch.setattr(pictures, "LARGEST", 0)  # every picture painted in vectors
    window.view.viewport().update()
    vectors = window.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)
    assert kept.size() == vectors.size()
    apart = int((abs(pixels(kept) - pixels(vectors)).max(axis=2) > 60).sum())
    # an edge may fall an eighth of a pixel aside; a tile turned or shifted would not
    assert apart < kept.width() * kept.height() * 0.004, apart
