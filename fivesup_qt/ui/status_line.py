"""The main window's status line: what the game says to the player now (whose turn,
a refusal, a problem with a file), as plain text (names and file names are data) in
the interface's direction, an error in the palette's alert colour."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from .theme import LIGHT, Theme


class StatusLine(QLabel):
    """One line of status; ``said`` is the text shown and whether it is an error."""

    def __init__(self, name: str) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAccessibleName(name)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        self.said: tuple[str, bool] = ("", False)
        self.theme = LIGHT

    def say(self, text: str, error: bool) -> None:
        """Show ``text`` (nothing changes for an empty one)."""
        if not text:
            return
        from .words.voice import bare, capitalized, directed_lines  # not in the first frame

        text = capitalized(text)  # a reason starts in lower case; a name is left as it is
        self.said = (text, error)
        self._style()
        self.setText(directed_lines(text))  # in the interface's direction
        self.setAccessibleDescription(bare(text))

    def restyle(self, theme: Theme) -> None:
        self.theme = theme
        self._style()

    def _style(self) -> None:
        """An error in the palette's alert colour; other texts in the palette's own text
        colour (no fixed colour, so a palette switch repaints them)."""
        self.setStyleSheet(f"color: {self.theme.alert.name()}; font-weight: bold;"
                           if self.said[1] else "")
