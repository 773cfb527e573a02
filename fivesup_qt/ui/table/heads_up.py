"""The heads-up display: what its badges say, and where its items are pinned.

Hands, the stock and badges are items that ignore the view's zoom (``hud_items``) and
are pinned to the viewport's edges after every change of the view, so the view can
zoom to fit the layout while the hand stays put.  Their sizes follow the window
(``hud.hud_for``); what they leave between them is the table area the layout fits in.

The texts keep the table view's translation context (``TableView``), where they were
written first, so their Arabic is found where it always was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QPoint, QRectF, Qt
from PySide6.QtGui import QFontMetricsF

from ..words.summary import ends_formula, tiles_count, turn_mark
from ..words.voice import directed_lines, fill
from .hud import EDGE, hud_for
from .piece import Table, ViewPiece

if TYPE_CHECKING:
    from ...rules.match import Match
    from .hands import HandRow
    from .hud_items import BadgeItem, ButtonItem, StockItem
    from .stock import TableStock


SIDES = frozenset({"left", "right"})
SIDE_NAME_EMS = 6.0  # a side seat's name is cut at this many text sizes (px)
COUNTS_MEASURED = (1, 2, 5, 11, 28)  # tile counts whose words differ most in width


def name_lines(name: str, metrics: QFontMetricsF, room: float) -> list[str]:
    """``name`` in at most two lines of ``room`` px, broken at spaces ("Computer" over
    "2" rather than "Comput…"), the rest cut short with an ellipsis."""
    words = name.split()
    lines: list[str] = []
    while words and len(lines) < 2:
        line = words.pop(0)
        while words and metrics.horizontalAdvance(line + " " + words[0]) <= room:
            line += " " + words.pop(0)
        lines.append(line)
    if words:
        lines[-1] += " " + " ".join(words)
    cut = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, room) for line in lines]
    return cut or [""]


class PinnedTable(Table, Protocol):
    """The table view as the heads-up display sees it: the items it pins, besides what
    every piece sees (``view.TableView`` is the one)."""

    hands: HandRow
    stock_pile: TableStock
    ends_badge: BadgeItem
    sort_button: ButtonItem

    @property
    def stock(self) -> StockItem: ...
    @property
    def seat_badges(self) -> dict[int, BadgeItem]: ...
    @property
    def hand_order(self) -> list[int]: ...
    def seat_positions(self) -> dict[int, str]: ...


class HeadsUp(ViewPiece[PinnedTable]):
    """The badges' texts from the match and the pinned items' places; the view owns
    the items (its hands, stock, ends badge and sort button)."""

    _widest: tuple[object, float] | None = None  # the side badges' widest, by names and size

    def sync(self, m: Match) -> None:
        """Each seat's badge (name, tiles left, whose turn), the stock (count, and whether
        the bottom seat must draw; none where nobody draws), the ends badge (empty where
        the ends score nothing) and whether the sort button shows."""
        view = self.view
        c = view.model
        rnd = m.round
        places = view.seat_positions()
        for seat, badge in view.hands.sync_badges(m.players).items():
            count = len(rnd.hand(seat))
            turn = not rnd.is_over and not m.is_over and rnd.turn == seat
            if places.get(seat) in SIDES:
                text = self.side_text(c.names[seat], count, turn)
            else:
                text = (turn_mark() + " " if turn else "") + fill(
                    QCoreApplication.translate("TableView", "{name} · {tiles}"),
                    name=c.names[seat], tiles=tiles_count(count))
            badge.set_text(text, emphasis=turn)
        can_draw = c.human_to_act() == view.bottom and rnd.must_draw()
        view.stock.set_state(rnd.stock_left, can_draw, QCoreApplication.translate("TableView", "Stock"))
        view.stock.setVisible(m.rules.draws)  # Block: the undealt tiles sleep, none is drawn
        if not rnd.layout.order or not m.rules.scores_ends:  # Block, Draw: ends score nothing
            text = ""
        elif c.teaching:
            values = [end.value for end in rnd.layout.counted()]
            text = fill(QCoreApplication.translate("TableView", "Ends {formula}"),
                        formula=ends_formula(values))
        else:
            text = fill(QCoreApplication.translate("TableView", "Ends {n}"), n=rnd.layout.end_sum)
        view.ends_badge.set_text(text)
        live = (c.viewer is not None and c.viewer == view.bottom and not m.is_over
                and not rnd.is_over and not c.frozen and len(view.hand_order) > 1)
        view.sort_button.setVisible(live)

    def place(self) -> None:
        """Pin hands, badges and the stock to the viewport edges at the current zoom."""
        view = self.view
        vr = view.viewport().rect()
        view.hud = hud = hud_for(vr.width(), vr.height(), len(view.hand_order))
        view.hands.place_bottom(hud)
        text = hud.text_px
        for named in (*view.seat_badges.values(), view.ends_badge):
            named.set_pixel(text)
        view.sort_button.set_pixel(text)
        view.stock_pile.place(view, hud)
        ends_half = view.ends_badge.boundingRect().width() / 2
        view.ends_badge.setPos(view.mapToScene(QPoint(int(EDGE + ends_half), int(hud.badge_y))))
        ends_right = EDGE + 2 * ends_half if view.ends_badge.text else 0.0
        view.hands.place_seats(hud, view.seat_positions(), ends_right, view.sort_button)

    def side_text(self, name: str, count: int, turn: bool) -> str:
        """A side seat's badge: its name over its tiles, so that the narrow band beside
        the layout holds it; a long name on two lines (at a space), cut short past
        them (the panel shows it whole)."""
        from .hud_items import badge_font

        pixel = self.view.hud.text_px
        lines = name_lines(name, QFontMetricsF(badge_font(pixel, True)), pixel * SIDE_NAME_EMS)
        named = [fill("{name}", name=line) for line in lines]
        named[0] = (turn_mark() + " " if turn else "") + named[0]
        return directed_lines("\n".join([*named, tiles_count(count)]))

    def side_badge_width(self) -> float | None:
        """The widest badge a side seat shows this match (its turn, any count of tiles),
        so that the band beside the layout keeps one width through the round; None
        without side seats."""
        view = self.view
        c = view.model
        sides = [seat for seat, where in view.seat_positions().items() if where in SIDES]
        if not sides:
            return None
        pixel = view.hud.text_px
        key = (tuple(c.names[seat] for seat in sides), pixel, turn_mark())
        if self._widest is None or self._widest[0] != key:
            from .hud_items import BadgeItem

            width = max(BadgeItem.size_of(self.side_text(c.names[seat], n, True), pixel, True)[0]
                        for seat in sides for n in COUNTS_MEASURED)
            self._widest = (key, width)
        return self._widest[1]

    def table_area(self) -> QRectF:
        """The viewport rectangle left for the layout between the hands."""
        view = self.view
        vr = QRectF(view.viewport().rect())
        where = set(view.seat_positions().values()) if view.model.match else set()
        side_badge = self.side_badge_width() if where & SIDES else None
        top, side, bottom = view.hud.margins(bool(where & {"top", "topleft", "topright"}),
                                             side_badge)
        bottom += view.stock_pile.room()
        return vr.adjusted(side, top, -side, -bottom)
