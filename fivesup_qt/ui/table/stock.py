"""The stock beside the bottom hand, and at a round end its tiles face up in a row.

At a round end every hand is face up and the stock too: its tiles in the order they
would have been drawn (fair play: nothing was arranged).  While that row shows, it
takes room from the table above the bottom hand (``room``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QGraphicsScene

from ...rules.match import Match
from ..theme import Theme
from .hands import HUD_Z
from .hud import Hud
from .hud_items import StockItem

if TYPE_CHECKING:  # the stock's row loads at the first round end
    from .piece import Table
    from .stock_reveal import StockOrderItem


class TableStock:
    """The stock's item (drawn from with a click) and its round-end row."""

    def __init__(self, scene: QGraphicsScene, hud: Hud, theme: Theme) -> None:
        self.scene = scene
        self.item = StockItem(hud.stock_unit, theme)
        self.item.setZValue(HUD_Z)
        scene.addItem(self.item)
        self.order: StockOrderItem | None = None  # the stock face up at a round end

    def sync_order(self, m: Match, shown: bool, captions: tuple[str, str], theme: Theme,
                   right_to_left: bool) -> None:
        """The row, when ``shown``, of the tiles left (``captions``: over them, and when
        there are none)."""
        if not shown:
            if self.order is not None:
                self.order.hide()
            return
        from .stock_reveal import StockOrderItem, stock_left

        if self.order is None:
            self.order = StockOrderItem(theme)
            self.order.setZValue(HUD_Z)
            self.scene.addItem(self.order)
        tiles = stock_left(m)
        self.order.set_tiles(tiles, captions[0] if tiles else captions[1], right_to_left)
        self.order.show()

    def room(self) -> float:
        """Pixels the stock's row takes above the bottom hand while it shows."""
        item = self.order
        return item.height() + 10.0 if item is not None and item.isVisible() else 0.0

    def place(self, view: Table, hud: Hud) -> None:
        """Pinned beside the bottom hand, and the row (if shown) above the badges."""
        self.item.set_unit(hud.stock_unit)
        self.item.setPos(view.mapToScene(QPoint(int(hud.stock_x), int(hud.hand_y))))
        row = self.order
        if row is not None and row.isVisible():
            text = hud.text_px
            row.set_size(hud.small * 1.3, max(11, round(text * 0.85)))
            bottom = hud.badge_y - text * 0.9 - 6
            width = view.viewport().rect().width()
            row.setPos(view.mapToScene(QPoint(width // 2, int(bottom - row.height()))))
