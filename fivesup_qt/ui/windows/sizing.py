"""Every window inside the screen it opens on.

A window's first size is what it would like, but never more than its screen's free
area (``QScreen.availableGeometry()``: the screen less the taskbar and panels) less the
window manager's frame; a saved size is used again only while it still fits a screen.
``fit_to_screen`` is the one call every window and dialog makes in its constructor
(a test finds every class that sets a window title and checks that it does); it also
watches the window's first show, when the frame is known and a dialog has taken its
own size, and brings the whole frame inside the free area.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QMargins, QObject, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QDialog, QWidget

# A window manager's title bar and borders, until the window is shown and its own are
# known (Windows' and most Linux desktops' title bars are 24-32 px at 100%).
FRAME = QMargins(8, 32, 8, 8)


def screen_of(window: QWidget) -> QScreen | None:
    """The screen ``window`` opens on: its parent's until it is placed (a window not yet
    shown, or a dialog Qt is about to centre on its parent, says the primary screen,
    wherever the game's window is), then its own; else the primary one."""
    parent = window.parentWidget()
    owner = parent.window() if parent is not None else None
    placed = window.isVisible() and window.testAttribute(Qt.WidgetAttribute.WA_Moved)
    for widget in ((window, owner) if placed else (owner, window)):
        if widget is not None and widget.screen() is not None:
            return widget.screen()
    return QGuiApplication.primaryScreen()


def free_area(window: QWidget) -> QRect | None:
    """The free area of ``window``'s screen (None: no screen at all)."""
    screen = screen_of(window)
    return screen.availableGeometry() if screen is not None else None


def frame_margins(window: QWidget) -> QMargins:
    """The frame around ``window``: its own once shown and framed, else ``FRAME``."""
    frame, inner = window.frameGeometry(), window.geometry()
    own = QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                   frame.right() - inner.right(), frame.bottom() - inner.bottom())
    if window.isVisible() and own.top() > 0:
        return own
    return QMargins(max(own.left(), FRAME.left()), max(own.top(), FRAME.top()),
                    max(own.right(), FRAME.right()), max(own.bottom(), FRAME.bottom()))


def room(free: QRect, margins: QMargins) -> QSize:
    """The largest window whose frame lies inside ``free``."""
    return QSize(free.width() - margins.left() - margins.right(),
                 free.height() - margins.top() - margins.bottom())


def fits(rect: QRect, free: QRect, margins: QMargins = FRAME) -> bool:
    """Whether a window at ``rect`` has its frame inside ``free``."""
    return free.contains(rect.marginsAdded(margins))


def fit_to_screen(window: QWidget, width: int | None = None, height: int | None = None) -> None:
    """``window`` at ``width`` x ``height``, or smaller where its screen's free area
    (less the frame) is smaller, centred on it; ``None``: the size the window takes by
    itself (a dialog's, at its first show).  At the first show the frame is brought
    inside the free area (its real margins then known)."""
    free = free_area(window)
    if width is not None and height is not None:
        size = QSize(width, height)
        if free is not None:
            size = size.boundedTo(room(free, FRAME))
        window.resize(size)
        window.setProperty("fivesup_fit_size", size)
        if free is not None and window.isWindow():
            window.move(_centred(size, free))
    if window.property("fivesup_fit") is None:
        window.setProperty("fivesup_fit", True)
        window.installEventFilter(_KeepInside(window))


def restore_within_screen(window: QWidget, saved: QRect | None, width: int, height: int) -> bool:
    """``window`` where it was (``saved``) when that still fits a screen's free area;
    else at its first size (``fit_to_screen``).  True: the saved place was used."""
    fit_to_screen(window, width, height)
    if saved is None or not saved.isValid():
        return False
    for screen in QGuiApplication.screens():
        if fits(saved, screen.availableGeometry()):
            window.setGeometry(saved)
            return True
    return False


def restore_place(window: QWidget, saved: dict[str, object], width: int, height: int) -> bool:
    """Where ``window`` was when it closed (the saved settings' ``window`` and
    ``maximized``), while that still fits a screen's free area; else ``width`` by
    ``height`` on the screen it opens on.  True: the saved place was used."""
    from ...places import place_of

    # read as the settings declare it, without loading the settings store before the
    # first frame; the store reports a bad value once the window is up
    try:
        place = place_of(saved.get("window", []))
    except ValueError:
        place = []
    used = restore_within_screen(window, QRect(*place) if place else None, width, height)
    if saved.get("maximized") is True:
        window.setWindowState(window.windowState() | Qt.WindowState.WindowMaximized)
    return used


def place_of_window(window: QWidget) -> tuple[list[int], bool]:
    """Where ``window`` is ([x, y, width, height] of its normal size) and whether it is
    maximised: what ``restore_place`` reads next time."""
    normal = window.normalGeometry() if window.isMaximized() else window.geometry()
    return [normal.x(), normal.y(), normal.width(), normal.height()], window.isMaximized()


def keep_inside(window: QWidget, move: bool = True) -> None:
    """Bring ``window``'s frame inside its screen's free area: smaller when it is
    larger (never below its minimum size; not when a caller resized it after
    ``fit_to_screen``), moved when it sticks out (``move``)."""
    free = free_area(window)
    if free is None or window.isMaximized() or window.isFullScreen():
        return
    margins = frame_margins(window)
    largest = room(free, margins)
    size = window.size()
    chosen = window.property("fivesup_fit_size")  # a size set after ours is the caller's
    ours = not isinstance(chosen, QSize) or chosen == size
    if ours and (size.width() > largest.width() or size.height() > largest.height()):
        window.resize(size.boundedTo(largest).expandedTo(window.minimumSize()))
        size = window.size()
    if not move:
        return
    frame = window.geometry().marginsAdded(margins)
    x = min(max(frame.left(), free.left()), free.right() + 1 - frame.width())
    y = min(max(frame.top(), free.top()), free.bottom() + 1 - frame.height())
    if (x, y) != (frame.left(), frame.top()):
        window.move(QPoint(max(x, free.left()), max(y, free.top())))


def centred_by_qt(window: QWidget) -> bool:
    """A dialog with a parent that nobody has placed: its show centres it on the parent."""
    return (isinstance(window, QDialog) and window.parentWidget() is not None
            and not window.testAttribute(Qt.WidgetAttribute.WA_Moved))


def _centred(size: QSize, free: QRect) -> QPoint:
    """Where a window of ``size`` (its frame ``FRAME``) sits in the middle of ``free``
    (``move`` places the frame's corner)."""
    whole = QSize(size.width() + FRAME.left() + FRAME.right(),
                  size.height() + FRAME.top() + FRAME.bottom())
    return QPoint(free.left() + max(0, (free.width() - whole.width()) // 2),
                  free.top() + max(0, (free.height() - whole.height()) // 2))


# The events after which a window manager's frame may be known: a move, or (when the
# manager framed the window where it was asked to be, so that nothing moved) the first
# paint.  X11 under openbox: the client was put at the free area's top and its title
# bar 22 px above the screen, and no move followed.
FRAMED_BY = (QEvent.Type.Move, QEvent.Type.Paint, QEvent.Type.WindowActivate)


class _KeepInside(QObject):
    """``keep_inside`` at the window's first show (a dialog has its own size by then),
    and once more when the window manager has framed it."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.shows = 0
        self.painted = False  # the first paint looked at (a frameless platform: no other)
        self.centred = False  # a dialog Qt centres on its parent at its first show

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QWidget) and watched.isWindow():
            kind = event.type()
            if kind == QEvent.Type.Show and self.shows == 0:
                self.shows = 1
                # its size only, where the dialog's own show is yet to centre it on its
                # parent, inside the parent's screen (a move here, or once framed, when
                # X11 may still report the corner the window was mapped at, kept it at
                # the first screen's corner)
                self.centred = centred_by_qt(watched)
                keep_inside(watched, move=not self.centred)
            elif kind in FRAMED_BY and self.shows == 1:
                if kind == QEvent.Type.Paint:
                    if self.painted:
                        return False
                    self.painted = True
                if frame_margins(watched) != FRAME:
                    self.shows = 2  # framed: its real title bar and borders are known
                    keep_inside(watched, move=not self.centred)
        return False
