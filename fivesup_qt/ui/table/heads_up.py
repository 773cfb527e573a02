"""The heads-up display: what its badges say, and where its items are pinned.

Hands, the stock and badges are items that ignore the view's zoom (``hud_items``) and
are pinned to the viewport's edges after every change of the view, so the view can
zoom to fit the layout while the hand stays put.  Their sizes follow the window
(``hud.hud_for``); what they leave between them is the table area the layout fits in.

The texts keep the table view's translation context (``TableView``), where they were
written first, so their Arabic is found where it always was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QPoint, QRectF

from ..words.summary import ends_formula, tiles_count, turn_mark
from ..words.voice import fill
from .hud import EDGE, hud_for
from .piece import ViewPiece

if TYPE_CHECKING:
    from ...rules.match import Match


class HeadsUp(ViewPiece):
    """The badges' texts from the match and the pinned items' places; the view owns
    the items (its hands, stock, ends badge and sort button)."""

    def sync(self, m: Match) -> None:
        """Each seat's badge (name, tiles left, whose turn), the stock (count, and whether
        the bottom seat must draw), the ends badge and whether the sort button shows."""
        view = self.view
        c = view.controller
        rnd = m.round
        for seat, badge in view.hands.sync_badges(m.players).items():
            count = len(rnd.hand(seat))
            turn = not rnd.is_over and not m.is_over and rnd.turn == seat
            text = fill(QCoreApplication.translate("TableView", "{name} · {tiles}"),
                        name=c.names[seat], tiles=tiles_count(count))
            badge.set_text((turn_mark() + " " if turn else "") + text, emphasis=turn)
        can_draw = c.human_to_act() == view.bottom and rnd.must_draw()
        view.stock.set_state(rnd.stock_left, can_draw, QCoreApplication.translate("TableView", "Stock"))
        if not rnd.layout.order:
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

    def table_area(self) -> QRectF:
        """The viewport rectangle left for the layout between the hands."""
        view = self.view
        vr = QRectF(view.viewport().rect())
        where = set(view.seat_positions().values()) if view.controller.match else set()
        top, side, bottom = view.hud.margins(bool(where & {"top", "topleft", "topright"}),
                                             bool(where & {"left", "right"}))
        bottom += view.stock_pile.room()
        return vr.adjusted(side, top, -side, -bottom)
