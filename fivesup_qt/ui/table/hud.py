"""Sizes of the heads-up display (the hands, badges and stock pinned to the table's
edges) for a viewport size: plain computation, no Qt.

Tiles grow with the window between sensible bounds: a hand tile's half is about a
26th of the table's width or a 16th of its height, never below ``MIN_TILE`` nor
above ``MAX_TILE`` pixels, and shrinks only when a long hand would not fit the
width.  Tiles on the table may grow up to ``TABLE_RATIO`` times a hand tile (the
fit zooms in on a small layout, out on a large one).
"""

from __future__ import annotations

from dataclasses import dataclass

MIN_TILE = 30.0  # px: a hand tile's half in the smallest window (a tile is 2 halves long)
MAX_TILE = 60.0  # px: ... in the largest
FEWEST_IN_ROW = 7  # a dealt hand always fits its row at full size (between the stocks)
STOCK_RATIO = 0.8  # the stock's tiles to a hand tile
MIN_CROWDED = 12.0  # px: the least half of a tile in a very long hand (it still fits)
EDGE = 12.0  # px between the display and the viewport's edges
TABLE_RATIO = 1.6  # a table tile at most this many times a hand tile


@dataclass(frozen=True)
class Hud:
    """Pixel sizes and positions of the display around the layout."""

    width: int
    height: int
    tile: float  # the window's tile size (a hand tile's half, px)
    hand: float  # the bottom hand's tile half, px (smaller for a long hand)
    small: float  # an opponent's face-down tile half, px

    @property
    def hand_gap(self) -> float:
        return self.hand * 0.3

    @property
    def hand_y(self) -> float:
        """Centre line of the bottom hand (its tiles stand upright)."""
        return self.height - self.hand - max(12.0, self.hand * 0.4)

    @property
    def hand_top(self) -> float:
        return self.hand_y - self.hand

    def hand_x(self, index: int, count: int) -> float:
        step = self.hand + self.hand_gap
        return self.width / 2 - (count - 1) * step / 2 + index * step

    def hand_index(self, x: float, count: int) -> int:
        """The slot of the bottom hand nearest ``x`` (0 .. count - 1)."""
        step = self.hand + self.hand_gap
        first = self.width / 2 - (count - 1) * step / 2
        return max(0, min(count - 1, round((x - first) / step)))

    @property
    def text_px(self) -> int:
        """The badges' text size: it grows with the tiles."""
        return round(max(13.0, self.tile * 0.3))

    @property
    def badge_y(self) -> float:
        """The bottom seat's name badge, just above its hand (clear of the marks around a
        hand tile: the drawn tile's ring, the selection)."""
        return self.hand_top - self.hand * 0.32 - self.text_px * 0.8

    @property
    def top_y(self) -> float:
        """Centre line of the opponents' hands along the top edge."""
        return self.small + 13.0

    @property
    def side_x(self) -> float:
        """Distance of the left and right opponents' hands from the edges: their tiles
        (lying across, a tile's half each side of it) clear of the edge."""
        return EDGE + self.small * 1.6

    @property
    def stock_unit(self) -> float:
        return self.tile * STOCK_RATIO

    @property
    def stock_x(self) -> float:
        """The stock's centre, in the bottom-right corner beside the hand."""
        return self.width - 1.4 * self.stock_unit - EDGE

    @property
    def table_max_scale_px(self) -> float:
        """The largest size of a table tile's half, px."""
        return self.tile * TABLE_RATIO

    def side_badge_x(self, width: float) -> float:
        """A side seat's badge centre from its edge: under the hand, or moved in just
        enough for a badge ``width`` px wide to keep ``EDGE`` from the edge."""
        return max(self.side_x, EDGE + width / 2)

    def side_band(self, badge_width: float) -> float:
        """Pixels from the edge a side seat takes: its tiles and its badge (the widest
        it shows in the round, ``badge_width``), and a gap before the layout."""
        hand = self.side_x + self.small + 8.0
        badge = self.side_badge_x(badge_width) + badge_width / 2 + 6.0
        return max(hand, badge)

    def margins(self, top_seats: bool, side_badge: float | None) -> tuple[float, float, float]:
        """(top, side, bottom) pixels kept for the hands around the layout; ``side_badge``:
        the side seats' widest badge, None without side seats."""
        top = self.top_y + self.small + self.text_px * 2.3 + 8.0 if top_seats else 16.0
        side = self.side_band(side_badge) if side_badge is not None else 16.0
        bottom = self.height - self.badge_y + self.text_px + 6.0
        return top, side, bottom


def tile_size(width: int, height: int) -> float:
    """The window's tile size: a hand tile's half in pixels."""
    return max(MIN_TILE, min(MAX_TILE, width / 26.0, height / 16.0))


def hud_for(width: int, height: int, hand_count: int) -> Hud:
    """The display's sizes for a table of ``width`` x ``height`` pixels and a bottom
    hand of ``hand_count`` tiles."""
    tile = tile_size(width, height)
    hand = tile
    count = max(hand_count, FEWEST_IN_ROW)
    room = width - 2 * (2.8 * tile * STOCK_RATIO + EDGE + 8.0)  # the hand stays centred
    if count * hand * 1.3 > room:  # a long hand: smaller tiles, all in one row
        hand = max(MIN_CROWDED, room / (count * 1.3))
    small = max(13.0, min(26.0, tile * 0.45))
    return Hud(width, height, tile, hand, small)
