"""Real mouse events on the table's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from helpers.waiting import moves_on


def hand_point(window, tile: int) -> QPoint:
    view = window.view
    return view.mapFromScene(view.hand_items[tile].scenePos())


def zone_point(window, point: int) -> QPoint:
    view = window.view
    return view.mapFromScene(view.zone_centre(point))


def leading_a_scoring_tile(make_window):
    """A window where you lead the round holding a tile whose pips score on their own,
    at the fast pace with the computer waiting (only your tile moves): (window, tile)."""
    from fivesup_qt.rules.tiles import PIPS
    from fivesup_qt.ui.play.pace import PACES
    from helpers.windows import find_seed, human_vs_bot

    def scores(tile: int) -> bool:
        return PIPS[tile] % 5 == 0 and PIPS[tile] > 0

    seed = find_seed(lambda m: m.round.leader == 0 and any(map(scores, m.round.hand(0))))
    window = make_window(human_vs_bot(seed))
    c = window.controller
    c.fast = False
    c.set_pace(PACES["fast"])
    c.computer.delay = 60_000
    return window, next(t for t in c.match.round.hand(0) if scores(t))


def drag(window, start: QPoint, end: QPoint) -> None:
    vp = window.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    mid = QPoint((start.x() + end.x()) // 2, (start.y() + end.y()) // 2)
    QTest.mouseMove(vp, start + QPoint(6, -6))
    QTest.mouseMove(vp, mid)
    QTest.mouseMove(vp, end)
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)


def click(window, pos: QPoint) -> None:
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     Qt.KeyboardModifier.NoModifier, pos)


def engine_consistent(match) -> None:
    """Every tile exactly once (hands, table, stock); scores equal accepted events."""
    rnd = match.round
    tiles = []
    for seat in range(rnd.players):
        tiles += rnd.hand(seat)
    tiles += rnd.layout.order
    tiles += rnd.stock[rnd.drawn:]
    assert sorted(tiles) == list(range(28)), tiles
    totals = [0] * len(match.scores)
    for ev in match.events:
        if ev.accepted:
            totals[ev.scorer] += ev.points
    assert totals == match.scores


def play_turn_by_mouse(window, step: int = 0) -> None:
    """The shown human's turn with the mouse: a click on the stock when nothing fits, else
    a tile then one of its points (the ``step``-th legal move, round robin)."""
    c = window.controller
    m = c.match
    if m.round.must_draw():
        view = window.view
        click(window, view.mapFromScene(view.stock.scenePos()))
        return
    moves = m.legal_moves()
    if not moves:
        return  # an automatic pass is on its way
    tile, point = moves[step % len(moves)]
    click(window, hand_point(window, tile))
    if tile in window.view.hand_items:  # a drawn tile with one place went down at the click
        click(window, zone_point(window, point))


def play_round_by_mouse(window, qtbot, timeout: int = 10_000) -> None:
    """Play the shown human's turns with the mouse until the round (or the match) ends."""
    c = window.controller
    step = 0
    while True:
        qtbot.waitUntil(lambda: c.match.is_over or c.match.round.is_over
                        or c.human_to_act() is not None, timeout=timeout)
        if c.match.is_over or c.match.round.is_over:
            return
        before = c.match.state()
        play_turn_by_mouse(window, step)
        moves_on(qtbot, c, before)  # the move made, or the automatic draw or pass
        step += 1


MARKS = "\u2066\u2067\u2068\u2069\u200e\u200f"
MIRRORED = dict(zip("()[]{}<>«»", ")(][}{><»«"))


def _drawn(layout, text: str) -> str:
    """The characters of one laid-out paragraph sorted by where their glyphs are drawn.

    Each character's glyphs are asked for on their own (``glyphRuns(i, 1)``), which maps
    characters to glyphs through the layout's clusters.  The string indexes a glyph run
    reports are not used: Qt gets them wrong as soon as a run mixes fonts (a minus sign
    from a fallback font among Noto digits gives every glyph the run's first index), so
    a reading built on them depends on the fonts installed.  A bracket of a right-to-left
    run is given as the reader sees it: mirrored."""
    import unicodedata

    from PySide6.QtGui import QTextLayout

    flags = QTextLayout.GlyphRunRetrievalFlag.RetrieveGlyphPositions
    out = []
    for k in range(layout.lineCount()):
        line = layout.lineAt(k)
        x: dict[int, float] = {}
        shown: dict[int, str] = {}
        for i in range(line.textStart(), line.textStart() + line.textLength()):
            if text[i] in MARKS:
                continue
            runs = layout.glyphRuns(i, 1, flags)
            spots = [p.x() for run in runs for p in run.positions()]
            if spots:
                x[i] = min(spots)
                # a bracket in a right-to-left run is drawn mirrored: '(' shows as ')'
                rtl = any(run.isRightToLeft() for run in runs)
                shown[i] = MIRRORED.get(text[i], text[i]) if rtl else text[i]
        # a ligature's letters share their glyph: right-to-left ones read backwards
        order = sorted(x, key=lambda i, x=x: (
            x[i], -i if unicodedata.bidirectional(text[i]) in ("R", "AL") else i))
        out.append("".join(shown[i] for i in order))
    return "\n".join(out)


def drawn(text: str, font=None, direction=None, width: float = 100_000) -> str:
    """``text`` as a paragraph in ``direction`` (right to left unless told) draws it with
    ``font``, read left to right on the screen, line by line: what ``QPainter.drawText``
    shows for a button, a badge on the table or a painted caption."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QFont, QTextLayout, QTextOption

    layout = QTextLayout(text, font if font is not None else QFont())
    option = QTextOption()
    option.setTextDirection(Qt.LayoutDirection.RightToLeft if direction is None else direction)
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
    layout.endLayout()
    return _drawn(layout, text)


def _plain_direction(text: str):
    """The direction QLabel gives plain text: its first strong letter outside isolates
    (QString::isRightToLeft), else left to right, whatever the widget's direction."""
    import unicodedata

    from PySide6.QtCore import Qt

    depth = 0
    for ch in text:
        if ch in "\u2066\u2067\u2068":
            depth += 1
        elif ch == "\u2069":
            depth = max(0, depth - 1)
        elif depth == 0 and unicodedata.bidirectional(ch) in ("L", "R", "AL"):
            rtl = unicodedata.bidirectional(ch) != "L"
            return Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight
    return Qt.LayoutDirection.LeftToRight


def seen(label) -> str:
    """A label's (or text browser's) text in the order it is drawn, line by line as the
    widget wraps it, left to right, isolates and marks left out: what a reader sees,
    whatever the logical order says."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import Qt as GuiQt
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QLabel

    label.ensurePolished()
    wrapped = isinstance(label, QLabel) and label.wordWrap()
    width = max(1, label.contentsRect().width() - 2 * label.margin()) if wrapped else 100_000
    rich = isinstance(label, QLabel) and (
        label.textFormat() == Qt.TextFormat.RichText
        or (label.textFormat() == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text())))
    if isinstance(label, QLabel) and not rich:  # QLabel: the direction of its first letter
        return drawn(label.text(), label.font(), _plain_direction(label.text()), width)
    if isinstance(label, QLabel):  # rich text: each paragraph takes its first letter's
        doc = QTextDocument()       # direction (QTextBlock::textDirection, blind to isolates)
        doc.setDefaultFont(label.font())
        doc.setHtml(label.text())
        doc.setTextWidth(width)
    else:  # a text browser: its own document, as wrapped in its viewport
        doc = label.document()
    lines = []
    block = doc.firstBlock()
    while block.isValid():
        doc.documentLayout().blockBoundingRect(block)
        lines.append(_drawn(block.layout(), block.text()))
        block = block.next()
    return "\n".join(lines)


def double_click(window, tile: int) -> None:
    """A double-click on a hand tile as a widget receives it from the system: press,
    release, then the second press as a double-click event, release
    (``QTest.mouseDClick`` sends only the double-click event)."""
    vp, at = window.view.viewport(), hand_point(window, tile)
    left, no = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    QTest.mouseClick(vp, left, no, at)
    QTest.mouseDClick(vp, left, no, at)
    QTest.mouseRelease(vp, left, no, at)
