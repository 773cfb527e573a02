"""A scroll area that asks for its whole content while there is room: the side panel's
cards and the round's strip under the table both scroll only what does not fit."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QFrame, QScrollArea, QSizePolicy, QWidget


class FittingScroll(QScrollArea):
    """A vertical scroll area that asks for its whole content when there is room (a
    plain QScrollArea caps its wish at 24 lines) and gives way down to a little."""

    def __init__(self) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        # Tab goes from the table to the Hint button, the teacher and the log, as before;
        # the panel scrolls to what comes (the hint, the card of the player to act)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

        self.kept: QWidget | None = None

    def setWidget(self, widget: QWidget) -> None:
        super().setWidget(widget)
        widget.installEventFilter(self)

    def keep_in_view(self, widget: QWidget) -> None:
        """Keep ``widget`` (the hint) in view whenever it is shown: when it comes, and
        when the window is made smaller or the content changes under it."""
        self.kept = widget

    def bring_into_view(self) -> None:
        """Scroll to the kept widget once the content is laid out again."""
        QTimer.singleShot(0, self, self._scroll_to_kept)

    def _scroll_to_kept(self) -> None:
        content = self.widget()
        if self.kept is not None and content is not None and self.kept.isVisibleTo(content):
            self.ensureWidgetVisible(self.kept, 0, 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the content wants another height: ask the panel again
            self.bring_into_view()
        return super().eventFilter(watched, event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.updateGeometry()  # wrapped text is taller or shorter at the new width
        self.bring_into_view()

    def sizeHint(self) -> QSize:
        content = self.widget()
        if content is None:
            return super().sizeHint()
        hint = content.sizeHint()
        width = self.viewport().width() or hint.width()
        height = content.heightForWidth(width) if content.hasHeightForWidth() else -1
        return QSize(hint.width(), max(height, hint.height()) + 2 * self.frameWidth())

    def minimumSizeHint(self) -> QSize:
        return QSize(super().minimumSizeHint().width(), 4 * self.fontMetrics().lineSpacing())
