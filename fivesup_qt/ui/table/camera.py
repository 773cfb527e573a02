"""The camera over the table: the zoom and the scroll that show the layout.

The view fits the layout by itself after every placement.  The player may zoom (the
wheel) and pan (the middle button, or a drag with Shift or Ctrl held); a pan never
leaves the layout, and the next automatic fit undoes it unless the player zoomed on
purpose (F fits again and ends a zoom).  Lit drop zones are always kept in view.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEasingCurve, QPoint, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QMouseEvent, QTransform, QWheelEvent

from .geometry import UNIT
from .piece import Table, ViewPiece

if TYPE_CHECKING:  # the glide loads with the first animated fit
    from PySide6.QtCore import QVariantAnimation


USER_MAX_SCALE = 3.0


def clamp_centre(point: float, low: float, high: float, half: float) -> float:
    """One axis of a bounded pan: the scene coordinate shown at the middle of the table
    area, kept so that a layout spanning ``low``..``high`` stays inside the area when it
    fits there (``half``: half the area, in scene units), and the area inside the
    layout when it does not."""
    a, b = low + half, high - half
    return min(max(point, min(a, b)), max(a, b))


def united(rects: list[QRectF]) -> QRectF:
    out = QRectF(rects[0])
    for r in rects[1:]:
        out = out.united(r)
    return out


class Camera(ViewPiece[Table]):
    """Where the view looks and how near: fits, reveals, the player's zoom and pan."""

    def __init__(self, view: Table) -> None:
        super().__init__(view)  # held weakly (ViewPiece)
        self.scale = 1.0
        self.center = QPointF(0, 0)
        self.user_zoom = False  # the player zoomed: no automatic fit until F
        self.panned = False  # the player panned: undone by the next automatic fit
        self.keep_visible: list[QRectF] = []  # scene rectangles that must stay in view
        self.fit_anim: QVariantAnimation | None = None
        self._pan_from: QPoint | None = None

    def reset(self) -> None:
        """A new round or match: the player's zoom and pan and the lit zones forgotten."""
        self.user_zoom = self.panned = False
        self.keep_visible = []

    def max_scale(self) -> float:
        """The largest zoom of a fit: table tiles grow with the window, within bounds."""
        return self.view.hud.table_max_scale_px / UNIT

    def _shift(self) -> QPointF:
        """From the viewport's centre to the table area's (viewport pixels)."""
        view = self.view
        return QPointF(view.table_area().center()) - QPointF(view.viewport().rect().center())

    def target(self) -> tuple[float, QPointF]:
        """The scale and the scene centre of a fit of the layout (and the lit zones)."""
        rect = self.view.layout_rect()
        for extra in self.keep_visible:
            rect = rect.united(extra)
        area = self.view.table_area()
        scale = min(area.width() / rect.width(), area.height() / rect.height(), self.max_scale())
        scale = max(scale, 0.05)
        return scale, rect.center() - self._shift() / scale

    def _bounded(self, scale: float, center: QPointF) -> QPointF:
        """``center`` moved as little as needed so that the layout stays in the table area
        (or, zoomed in on it, the area within the layout)."""
        rect = self.view.layout_rect()
        area = self.view.table_area()
        shift = self._shift() / scale
        middle = center + shift
        x = clamp_centre(middle.x(), rect.left(), rect.right(), area.width() / scale / 2)
        y = clamp_centre(middle.y(), rect.top(), rect.bottom(), area.height() / scale / 2)
        return QPointF(x, y) - shift

    def _apply(self, scale: float, center: QPointF) -> None:
        view = self.view
        self.scale, self.center = scale, center
        view.setTransform(QTransform.fromScale(scale, scale))
        view.centerOn(center)
        view.place_hud()

    def visible_rect(self) -> QRectF:
        """The table area in scene coordinates."""
        view = self.view
        return view.mapToScene(view.table_area().toAlignedRect()).boundingRect()

    def follow(self, rects: list[QRectF]) -> None:
        """After a change of the layout: fit it (the player's pan is undone), or, when
        the player zoomed, keep the zoom and bring ``rects`` into view."""
        if not self.user_zoom:
            self.fit(animated=self.view.animate)
        else:
            self.reveal(rects)

    def reveal(self, rects: list[QRectF]) -> None:
        """Bring ``rects`` (scene) into the table area with the least change: a pan, and a
        zoom out only when they cannot all show at the current zoom."""
        if not rects or self.view.model.match is None:
            return
        want = united(rects)
        seen = self.visible_rect()
        if seen.contains(want):
            return
        area = self.view.table_area()
        scale = min(self.scale, area.width() / want.width(), area.height() / want.height())
        centre = self.center
        half_w, half_h = area.width() / scale / 2, area.height() / scale / 2
        middle = centre + self._shift() / scale
        x = min(max(middle.x(), want.right() - half_w), want.left() + half_w)
        y = min(max(middle.y(), want.bottom() - half_h), want.top() + half_h)
        self._apply(scale, QPointF(x, y) - self._shift() / scale)

    def set_keep_visible(self, rects: list[QRectF]) -> None:
        """The lit drop zones: kept in view by every fit, and shown at once now."""
        self.keep_visible = rects
        if rects:
            if self.user_zoom or self.panned:
                self.reveal(rects)
            elif not self.visible_rect().contains(united(rects)):
                self.fit(animated=False)

    def fit(self, animated: bool = True, user: bool = False) -> None:
        """Zoom and scroll so the whole layout shows between the hands (``user``: the F
        key, which also ends a user zoom).  A pan is undone."""
        view = self.view
        if view.model.match is None:
            return
        if user:
            self.user_zoom = False
        self.panned = False
        scale, center = self.target()
        self.stop_fit()
        if not animated or not view.animate:
            self._apply(scale, center)
            return
        s0, c0 = self.scale, QPointF(self.center)
        anim = QVariantAnimation(view.viewport())  # the view's own child, gone with it
        anim.setDuration(view.model.pace.fit)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)

        def step(t: float) -> None:
            self._apply(s0 * (scale / s0) ** t, c0 + (center - c0) * t)

        anim.valueChanged.connect(step)
        self.fit_anim = anim
        anim.start()

    def stop_fit(self) -> None:
        if self.fit_anim is not None:
            self.fit_anim.stop()
            self.fit_anim = None

    def finish_fit(self) -> None:
        """Jump a glide to its end (tests, smoke, screenshots)."""
        if self.fit_anim is not None:
            self.fit_anim.setCurrentTime(self.fit_anim.duration())

    def resized(self) -> None:
        """The viewport changed size: a fit again, or the player's zoom kept in bounds."""
        if self.user_zoom:
            self._apply(self.scale, self._bounded(self.scale, self.center))
        else:
            self.fit(animated=False)

    # -- the player's zoom and pan -----------------------------------------------------
    def zoom(self, event: QWheelEvent) -> None:
        """Zoom around the cursor (within the layout's bounds)."""
        view = self.view
        delta = event.angleDelta().y()
        self.stop_fit()
        at = event.position().toPoint()
        before = view.mapToScene(at)
        scale = min(USER_MAX_SCALE, max(0.05, self.scale * 1.0015 ** delta))
        self.user_zoom = True
        # keep the scene point under the cursor where it was
        centre_px = QPointF(view.viewport().rect().center())
        centre = before + (centre_px - QPointF(at)) / scale
        self._apply(scale, self._bounded(scale, centre))

    @staticmethod
    def pans(event: QMouseEvent) -> bool:
        """A deliberate pan: the middle button, or the left one with Shift or Ctrl held."""
        if event.button() == Qt.MouseButton.MiddleButton:
            return True
        return event.button() == Qt.MouseButton.LeftButton and bool(
            event.modifiers() & (Qt.KeyboardModifier.ShiftModifier
                                 | Qt.KeyboardModifier.ControlModifier))

    def start_pan(self, at: QPoint) -> None:
        self.stop_fit()
        self._pan_from = at
        self.view.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def pan_to(self, now: QPoint) -> bool:
        """The pointer moved: scroll with it, if a pan is on (returns whether)."""
        if self._pan_from is None:
            return False
        moved = QPointF(now - self._pan_from) / self.scale
        self._pan_from = now
        if moved.manhattanLength() > 0:
            self.panned = True
            self._apply(self.scale, self._bounded(self.scale, self.center - moved))
        return True

    def end_pan(self) -> bool:
        """The button is up: the pan ends (returns whether one was on)."""
        if self._pan_from is None:
            return False
        self._pan_from = None
        self.view.viewport().unsetCursor()
        return True
