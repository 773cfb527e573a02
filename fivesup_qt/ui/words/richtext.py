"""Data in rich text: one escaping rule, and text widgets that load nothing.

Qt reads a text as HTML whenever it looks like HTML (labels, tool tips, message
boxes, pyqtgraph's legends and titles), and an ``<img src="file:///dev/zero">`` in
a seat name would then make Qt read that file.  So:

* ``escape(data)`` is the one way data (a name, a file name, a record's text, an
  error detail) enters rich text: ``<``, ``>``, ``&`` and quotes become entities,
  and control characters (a new line, an escape, a bidi override) are shown escaped
  as ``\\n``, ``\\x1b``, ``\\u202e``, as ``fivesup_qt.reading.one_line`` shows them in
  messages, so a name is always one line and never reorders its neighbours.
* ``rich(text)`` turns plain text into rich text that Qt shows literally (for tool
  tips, which Qt would otherwise sniff), line breaks kept.
* ``SafeTextDocument`` loads no resource at all, from the disk or the network: a
  blank image stands for every image (so Qt does not try the file itself either).
  ``make_safe(widget)`` gives a QTextEdit or QTextBrowser one; a QLabel cannot
  take another document, so a label only ever gets ``escape``d data, or
  ``Qt.PlainText`` (``plain(label)``).
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QGuiApplication, QImage, QTextDocument
from PySide6.QtWidgets import QLabel, QTextEdit

from ...reading import one_line


def escape(data: object) -> str:
    """``data`` as rich text that shows it literally, on one line."""
    return html.escape(one_line(data), quote=True)


def words(text: str) -> str:
    """Our own translated words in rich text: entities only, so that the isolates
    around the values already in them (``voice.fill``) are kept as they are."""
    return html.escape(text, quote=True)


def rich(text: object) -> str:
    """Plain ``text`` (several lines allowed) as rich text shown literally: for tool
    tips and message boxes, which Qt reads as HTML when they merely look like it.
    ``text`` is a message the game composed: the Unicode isolates it put around the
    values it inserted are kept (the data inside was made one line before)."""
    lines = str(text).split("\n")
    return "<qt>" + "<br>".join(_composed(line) for line in lines) + "</qt>"


def _composed(line: str) -> str:
    return _ISOLATE.sub(lambda m: m.group(1) or html.escape(one_line(m.group(2)), quote=True),
                        line)


_ISOLATE = re.compile("([\u2066-\u2069])|([^\u2066-\u2069]+)")


def directed(html: str) -> str:
    """``html`` as one paragraph in the interface's direction.  Qt sets a rich text's
    direction from its first strong letter and does not skip Unicode isolates there, so
    a line that starts with a Latin name would be laid out left to right in Arabic."""
    rtl = QGuiApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return f'<div dir="{"rtl" if rtl else "ltr"}">{html}</div>'


def follow_direction(widget: QTextEdit) -> None:
    """Every paragraph of a text browser in the interface's direction (see ``directed``)."""
    option = widget.document().defaultTextOption()
    option.setTextDirection(widget.layoutDirection())
    widget.document().setDefaultTextOption(option)


def _blank_image() -> QImage:
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    image.fill(0)
    return image


class SafeTextDocument(QTextDocument):
    """A text document that never loads a resource: every image is a blank pixel and
    every other resource (a style sheet) is empty.  ``requested`` lists what was
    asked for (tests look at it)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.requested: list[str] = []

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        self.requested.append(name if isinstance(name, str) else name.toString())
        value = _blank_image() if kind == QTextDocument.ResourceType.ImageResource.value else ""
        self.addResource(kind, name, value)  # asked once per name
        return value


def make_safe(widget: QTextEdit) -> SafeTextDocument:
    """Give a QTextEdit or QTextBrowser a document that loads nothing (its text is
    kept).  QTextBrowser.setSource still reads the page it is told to: the game
    never calls it."""
    document = SafeTextDocument(widget)
    if not widget.document().isEmpty():
        document.setHtml(widget.toHtml())
    widget.setDocument(document)
    return document


def plain(label: QLabel) -> QLabel:
    """A label that shows its text as plain text whatever it looks like."""
    label.setTextFormat(Qt.TextFormat.PlainText)
    return label
