"""The hands around the table: the bottom hand's row as the player arranged it, and
the other seats' tiles, face down until the round ends.

Hand tiles are heads-up items (they ignore the view's zoom), pinned to viewport pixels
by the view after every change of it; a tile just drawn flies there from the stock.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...rules.match import Match
from ...rules.tiles import IS_DOUBLE, PIPS, TILES
from .animator import Animator
from .hud import Hud
from .hud_items import BadgeItem, ButtonItem
from .items import TileItem
from .piece import Table, ViewPiece

HUD_Z = 50
SORTS = ("value", "doubles")  # the hand's sort orders, in the order the button offers them


def sorted_hand(tiles: list[int], how: str) -> list[int]:
    """The hand in a sort order: by value (the pips, then the low half), or the doubles
    first (each group by value)."""
    def value(t: int) -> tuple[int, int]:
        return (PIPS[t], TILES[t][0])

    if how == "doubles":
        return sorted(tiles, key=lambda t: (not IS_DOUBLE[t], value(t)))
    return sorted(tiles, key=value)


def seat_places(players: int, bottom: int) -> dict[int, str]:
    """Where each seat sits on screen, clockwise from ``bottom``."""
    names = {2: ("bottom", "top"), 3: ("bottom", "topleft", "topright"),
             4: ("bottom", "left", "top", "right")}[players]
    return {(bottom + k) % players: names[k] for k in range(players)}


def seat_pixel(hud: Hud, where: str) -> QPoint:
    """The viewport pixel a seat's hand is centred on."""
    w, h = hud.width, hud.height
    top, side = int(hud.top_y), int(hud.side_x)
    return {
        "top": QPoint(w // 2, top), "topleft": QPoint(int(w * 0.28), top),
        "topright": QPoint(int(w * 0.72), top), "left": QPoint(side, h // 2 - 60),
        "right": QPoint(w - side, h // 2 - 60), "bottom": QPoint(w // 2, int(hud.hand_y)),
    }[where]


class HandRow(ViewPiece[Table]):
    """The tiles of every hand in the scene, and the bottom hand's arrangement."""

    def __init__(self, view: Table, animator: Animator) -> None:
        super().__init__(view)  # held weakly (ViewPiece)
        self.animator = animator
        self.items: dict[int, TileItem] = {}  # the bottom hand's tiles
        self.seat_items: dict[int, list[TileItem]] = {}  # the other seats' tiles
        self.badges: dict[int, BadgeItem] = {}  # each seat's name and tile count
        self.order: list[int] = []  # the bottom hand as the player arranged it
        self.sort_mode = ""  # the last sort applied ("" after a drag)
        self.new_tile = -1  # the viewer's freshly drawn tile
        self._order_seat = -1  # the seat whose hand ``order`` arranges
        self._orders: dict[int, tuple[list[int], str]] = {}  # the other seats' arrangements
        self._drawn: list[tuple[int, int]] = []  # (seat, tile) drawn, to fly from the stock
        # Tiles taken off the table at the last sync, kept alive until the next one: the
        # sync may run inside a tile's own event handler (a double-click places it), and
        # a tile freed there is used by Qt after the handler returns (a crash).
        self._retired: list[TileItem] = []

    def reset(self) -> None:
        """A new round or match: every arrangement and pending flight forgotten."""
        self.new_tile = -1
        self._drawn.clear()
        self.order = []
        self._order_seat = -1
        self._orders.clear()
        self.sort_mode = ""

    def drew(self, seat: int, tile: int, viewer: int | None) -> None:
        """A tile was drawn: it will fly from the stock (and is marked for its drawer)."""
        if seat == viewer:
            self.new_tile = tile
        self._drawn.append((seat, tile))

    def played(self, tile: int) -> None:
        if tile == self.new_tile:
            self.new_tile = -1

    # -- the bottom hand's arrangement ----------------------------------------------
    def _sync_order(self, hand: list[int], bottom: int) -> None:
        """The bottom hand's arrangement: kept as the player made it (each seat its own,
        for the hot-seat), tiles gone taken out, new tiles (draws) added at the end; a
        hand starts in dealt order."""
        if self._order_seat != bottom:
            if self._order_seat >= 0:
                self._orders[self._order_seat] = (self.order, self.sort_mode)
            self._order_seat = bottom
            self.order, self.sort_mode = self._orders.get(bottom, (list(hand), ""))
        held = set(hand)
        order = [t for t in self.order if t in held]
        order += [t for t in hand if t not in order]
        self.order = order

    def move(self, tile: int, index: int) -> bool:
        """Put ``tile`` at ``index`` of the bottom hand; returns whether the order changed."""
        if tile not in self.order:
            return False
        order = [t for t in self.order if t != tile]
        order.insert(max(0, min(index, len(order))), tile)
        if order == self.order:
            return False
        self.order = order
        self.sort_mode = ""
        return True

    def sort(self) -> str:
        """By value, or (again) the doubles first; returns the order applied."""
        how = SORTS[(SORTS.index(self.sort_mode) + 1) % len(SORTS)] if self.sort_mode in SORTS \
            else SORTS[0]
        self.order = sorted_hand(self.order, how)
        self.sort_mode = how
        return how

    # -- the items ---------------------------------------------------------------------
    def sync(self, m: Match, bottom: int, reveal_all: bool, stock_at: QPointF) -> None:
        """Hand items in line with the match: the bottom hand face up for its player (or
        everyone's at a round end), tiles drawn since the last sync flying from the stock."""
        view = self.view
        scene = view.scene()
        c = view.model
        rnd = m.round
        spectator = not c.setup.humans
        show_bottom = reveal_all or c.viewer == bottom or spectator
        hand = rnd.hand(bottom)
        self._sync_order(hand, bottom)
        self._retired = []
        drawn = self._drawn
        self._drawn = []
        flying = {tile for seat, tile in drawn if seat == bottom}
        for tile in list(self.items):
            if tile not in hand:
                self._retire(scene, self.items.pop(tile))
        my_turn = c.human_to_act() == bottom
        playable = {t for t, _ in m.legal_moves()} if my_turn else set()
        unit = view.hud.hand
        for tile in hand:
            item = self.items.get(tile)
            if item is None:
                item = TileItem(tile, unit, view.theme)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
                item.setRotation(90)
                item.setZValue(HUD_Z)
                scene.addItem(item)
                self.items[tile] = item
                if tile in flying and view.animate:
                    item.held = True
                    item.setPos(stock_at)
            item.set_look(face_up=show_bottom, is_new=(tile == self.new_tile and show_bottom),
                          dimmed=bool(my_turn and tile not in playable), spinner=False)
        for seat in range(m.players):
            if seat == bottom:
                continue
            items = self.seat_items.setdefault(seat, [])
            tiles = rnd.hand(seat)
            while len(items) > len(tiles):
                self._retire(scene, items.pop())
            fly = sum(1 for s, _ in drawn if s == seat) if view.animate else 0
            while len(items) < len(tiles):
                item = TileItem(0, view.hud.small, view.theme, face_up=False)
                item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
                item.setZValue(HUD_Z)
                scene.addItem(item)
                items.append(item)
                if fly > 0 and len(tiles) - len(items) < fly:
                    item.held = True
                    item.setPos(stock_at)
            for item, tile in zip(items, tiles):
                item.set_look(tile=tile, face_up=reveal_all)
        for seat in list(self.seat_items):
            if seat == bottom or seat >= m.players:
                for item in self.seat_items.pop(seat):
                    self._retire(scene, item)

    def _retire(self, scene: QGraphicsScene, item: TileItem) -> None:
        """``item`` off the scene, freed at the next sync (not inside its own handler)."""
        scene.removeItem(item)
        self._retired.append(item)

    # -- pinned to the viewport -----------------------------------------------------------
    def fly_to(self, item: TileItem, target: QPointF) -> None:
        """A tile drawn from the stock flies to its place in a hand."""
        item.setZValue(HUD_Z + 2)

        def landed() -> None:
            item.held = item.flying = False
            if item.scene() is not None:
                item.setZValue(HUD_Z)
                self.view.place_hud()

        ms = self.view.model.pace.flight
        self.animator.slide(item, b"pos", item.pos(), target, ms).finished.connect(landed)

    def _pin(self, item: TileItem, target: QPointF) -> None:
        """Put a hand tile at its slot; one just drawn flies there (once)."""
        if not item.held:
            item.setPos(target)
        elif not item.flying:
            item.flying = True
            self.fly_to(item, target)

    # -- arranging: a tile dragged along the hand takes the place it is dropped at ----
    def in_row(self, pos: QPointF) -> bool:
        """The pointer (scene) is over the bottom hand's row (not the table above it)."""
        hud = self.view.hud
        at = self.view.mapFromScene(pos)
        count = len(self.order)
        step = hud.hand + hud.hand_gap
        return (at.y() >= hud.hand_top - hud.hand * 0.4
                and hud.hand_x(0, count) - step <= at.x() <= hud.hand_x(count - 1, count) + step)

    def index_at(self, pos: QPointF) -> int:
        """The place in the bottom hand under the pointer (scene)."""
        return self.view.hud.hand_index(self.view.mapFromScene(pos).x(), len(self.order))

    def arrange_to(self, item: TileItem, pos: QPointF) -> None:
        """The dragged tile follows the pointer along the hand; the others make room."""
        view = self.view
        if not item.dragging:
            item.dragging = True
            item.setOpacity(1.0)
            item.setZValue(item.zValue() + 5)
        item.setPos(pos)
        index = self.index_at(pos)
        others = [t for t in self.order if t != item.tile]
        count = len(self.order)
        for i, tile in enumerate(others):
            other = self.items.get(tile)
            if other is not None and not other.held:
                slot = i if i < index else i + 1
                other.setPos(view.mapToScene(view.hand_slot(slot, count)))

    def end_arranging(self, item: TileItem) -> None:
        """The drag along the hand is over: every tile back to its slot."""
        if item.dragging:
            item.dragging = False
            item.setZValue(item.zValue() - 5)
            self.view.place_hud()

    def place_bottom(self, hud: Hud) -> None:
        """The bottom hand in its row, each tile at its slot (a dragged one stays put)."""
        view = self.view
        count = len(self.order)
        for i, tile in enumerate(self.order):
            item = self.items.get(tile)
            if item is None:
                continue
            item.set_unit(hud.hand)
            if item.isVisible() and not item.dragging:
                self._pin(item, view.mapToScene(view.hand_slot(i, count)))

    def place_seat(self, seat: int, where: str, centre: QPoint, hud: Hud) -> tuple[int, float]:
        """Another seat's tiles in a line through ``centre`` (viewport pixels): down the
        side seats, across the top ones; returns how many and their step."""
        items = self.seat_items.get(seat, [])
        vertical = where in ("left", "right")
        step = hud.small * 1.25 if vertical else hud.small * 1.2
        n = len(items)
        for i, item in enumerate(items):
            item.set_unit(hud.small)
            offset = int((i - (n - 1) / 2) * step)
            if vertical:
                item.setRotation(0)
                self._pin(item, self.view.mapToScene(centre + QPoint(0, offset)))
            else:
                item.setRotation(90)
                self._pin(item, self.view.mapToScene(centre + QPoint(offset, 0)))
        return n, step

    def sync_badges(self, players: int) -> dict[int, BadgeItem]:
        """One badge for each seat (the view writes them); returns them by seat."""
        scene = self.view.scene()
        for seat in list(self.badges):
            if seat >= players:
                scene.removeItem(self.badges.pop(seat))
        for seat in range(players):
            if seat not in self.badges:
                badge = self.badges[seat] = BadgeItem("", self.view.theme)
                badge.setZValue(HUD_Z)
                scene.addItem(badge)
        return {seat: self.badges[seat] for seat in range(players)}

    def place_seats(self, hud: Hud, places: dict[int, str], ends_right: float,
                    sort_button: ButtonItem) -> None:
        """Every seat's tiles and badge at its place: the bottom badge (and the sort
        button after it) clear of the ends badge, the others' under their tiles."""
        view = self.view
        text = hud.text_px
        width = view.viewport().rect().width()
        for seat, where in places.items():
            centre = seat_pixel(hud, where)
            badge = self.badges.get(seat)
            if where == "bottom":
                if badge:
                    half = badge.boundingRect().width() / 2
                    x = max(width / 2, ends_right + 8 + half)
                    badge.setPos(view.mapToScene(QPoint(int(x), int(hud.badge_y))))
                    sort_half = sort_button.boundingRect().width() / 2
                    sort_button.setPos(view.mapToScene(QPoint(
                        int(x + half + 10 + sort_half), int(hud.badge_y))))
                continue
            n, step = self.place_seat(seat, where, centre, hud)
            if badge:
                box = badge.boundingRect()
                if where in ("left", "right"):  # under the tiles, inside the side's band
                    below = int(n * step / 2 + hud.small * 0.4 + box.height() / 2 + 4)
                    x = hud.side_badge_x(box.width())
                    at = QPoint(int(x if where == "left" else width - x), centre.y() + below)
                else:
                    at = centre + QPoint(0, int(hud.small + text * 1.3))
                    half = int(box.width() / 2) + 4
                    at.setX(max(half, min(width - half, at.x())))
                badge.setPos(view.mapToScene(at))
