"""The table as accessibility reads it (Qt's own interfaces, offscreen): the hand as a
list of tiles with the picked one selected, the places it may go with what each scores
(the chosen one selected), the open points, the ends, the stock, whose turn and the
scores, following the keys; the mirror is never drawn and never takes the keys."""

from __future__ import annotations

import re

import pytest
from helpers.waiting import HANG_MS
from helpers.windows import human_vs_bot
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from fivesup_qt.rules import tile_text
from fivesup_qt.rules.variants import displayed
from fivesup_qt.ui.words import i18n
from fivesup_qt.ui.words.voice import bare

ARABIC = re.compile(r"[\u0600-\u06FF]")


def tree(iface, depth: int = 0):
    """Every accessible node under ``iface`` as (role, name, selected, children)."""
    yield iface, depth
    for i in range(iface.childCount()):
        child = iface.child(i)
        if child is not None and child.isValid():
            yield from tree(child, depth + 1)


def find_list(window, name_part: str):
    """The one list whose name says ``name_part``, found from the window down."""
    lists = [i for i, _ in tree(QAccessible.queryAccessibleInterface(window))
             if i.role() == QAccessible.Role.List and name_part in i.text(QAccessible.Text.Name)]
    assert len(lists) == 1, [i.text(QAccessible.Text.Name) for i, _ in
                             tree(QAccessible.queryAccessibleInterface(window))
                             if i.role() == QAccessible.Role.List]
    return lists[0]


def rows(lst) -> list[tuple[str, bool]]:
    items = [lst.child(i) for i in range(lst.childCount())]
    return [(bare(it.text(QAccessible.Text.Name)), bool(it.state().selected))
            for it in items if it.role() == QAccessible.Role.ListItem]


def labels(window) -> list[str]:
    """The texts beside the table's lists (under the table's place in the window)."""
    mirror = [i for i, _ in tree(QAccessible.queryAccessibleInterface(window))
              if i.object() is window.mirror]
    assert len(mirror) == 1
    return [bare(i.text(QAccessible.Text.Name)) for i, _ in tree(mirror[0])
            if i.role() == QAccessible.Role.StaticText]


def key(window, k) -> None:
    QTest.keyClick(QApplication.focusWidget() or window.view, k)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_hand_places_and_layout_read_by_the_keys(make_window, qtbot, qapp, language):
    if language == "ar":
        assert i18n.install(qapp, "ar") == "ar"
    try:
        window = make_window(human_vs_bot(7))
        view, c = window.view, window.controller
        window.activateWindow()
        view.setFocus()
        qtbot.waitUntil(view.hasFocus, timeout=HANG_MS)
        m = c.match
        hand_name = "Your hand" if language == "en" else "يدك"
        hand = find_list(window, hand_name)
        assert sorted(name for name, _ in rows(hand)) == sorted(tile_text(t) for t in m.round.hand(0))
        assert not any(sel for _, sel in rows(hand))  # nothing picked yet
        playable = sorted({t for t, _ in m.legal_moves()})
        # the arrows pick tiles; the first one that may go somewhere is picked
        for _ in range(len(m.round.hand(0))):
            key(window, Qt.Key.Key_Right)
            if window.interaction.selected in playable:
                break
        picked = window.interaction.selected
        assert [name for name, sel in rows(find_list(window, hand_name)) if sel] == [tile_text(picked)]
        places = find_list(window, tile_text(picked))
        legal = [p for t, p in m.legal_moves() if t == picked]
        said = rows(places)
        assert len(said) == len(legal)
        for point in legal:  # each place with what it scores, from the engine
            raw = m.preview((picked, point)).points
            score = f"+{raw}" if not raw else f"+{raw}\u00a0(+{displayed(raw)})"
            assert any(score in name for name, _ in said), (score, said)
        assert not any(sel for _, sel in said)
        key(window, Qt.Key.Key_Tab)  # a place chosen: selected in the list
        chosen = [name for name, sel in rows(find_list(window, tile_text(picked))) if sel]
        assert len(chosen) == 1
        facts = labels(window)
        turn = "Your turn" if language == "en" else "دورك"
        assert turn in facts, facts
        stock = [f for f in facts if str(m.round.stock_left) in f and ("stock" in f or "الكومة" in f)]
        assert stock, facts
        assert all(bool(ARABIC.search(f)) == (language == "ar") for f in facts if f), facts
        before = len(m.round.hand(0))
        key(window, Qt.Key.Key_Return)  # placed: the hand is read one tile shorter
        qtbot.waitUntil(lambda: len(rows(find_list(window, hand_name))) == before - 1
                        or c.match.round.is_over, timeout=HANG_MS)
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over,
                        timeout=HANG_MS)
        layout = c.match.round.layout
        open_name = "Open points" if language == "en" else "مواضع التوصيل الحرة"
        assert len(rows(find_list(window, open_name))) == len(layout.open_points())
        for raw in c.match.scores:  # the scores, as the log's scores line says them
            assert any(str(raw).replace("-", "\u2212") in f for f in labels(window)), labels(window)
    finally:
        i18n.uninstall()


def test_the_mirror_is_never_seen_nor_clicked(make_window, qtbot):
    """Read by accessibility, shown as far as Qt knows, but with no size: nothing of it
    is drawn, a click at its corner lands on the table, and none of it takes the keys."""
    window = make_window(human_vs_bot(7))
    view, mirror = window.view, window.mirror
    parts = [mirror, *mirror.findChildren(QWidget)]
    assert mirror.isVisible()
    assert all(w.width() == 0 or w.height() == 0 for w in parts if w.parentWidget() is mirror
               or w is mirror), [(w, w.geometry()) for w in parts]
    corner = mirror.mapTo(window, QPoint(0, 0))
    hit = window.childAt(corner + QPoint(1, 1))
    assert hit is not None and (hit is view or view.isAncestorOf(hit)), hit
    assert all(w.focusPolicy() == Qt.FocusPolicy.NoFocus for w in parts
               if w.parentWidget() is mirror)


def test_the_teacher_and_the_log_read_as_texts(make_window, qtbot):
    """A screen reader reads the teacher's and the log's lines as a text (with a caret),
    not a label whose name it would say instead ('Log')."""
    window = make_window(human_vs_bot(7))
    c = window.controller
    qtbot.waitUntil(lambda: bool(c.narrator.lines), timeout=HANG_MS)
    for box, name in ((window.panel.teacher, "Teacher"), (window.panel.log, "Log")):
        iface = QAccessible.queryAccessibleInterface(box)
        assert iface.role() == QAccessible.Role.EditableText, (name, iface.role())
        assert iface.state().readOnly and not iface.state().editable
        assert iface.text(QAccessible.Text.Name) == name
        text = iface.textInterface()
        assert text is not None
        said = " ".join(bare(text.text(0, text.characterCount())).split())
        assert said == " ".join(bare(box.toPlainText()).split()) and said, (name, said)
    log = bare(window.panel.log.toPlainText())
    assert "Round 1" in log  # the log's own lines are what is read
