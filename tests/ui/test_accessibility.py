"""Keyboard and accessibility: readable colours in every palette (WCAG contrast), the
high-contrast palette, every control reachable by keyboard, the dialogs completed
with keys alone, and accessible names and descriptions kept up to date."""

from __future__ import annotations

import re

import pytest
from helpers import SHOTS
from helpers.waiting import DialogAnswer, moves_on
from helpers.windows import find_seed, human_vs_bot
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor, QKeySequence, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QMenu

from fivesup_qt.rules import EXACT_61, tile_text
from fivesup_qt.storage import SettingsStore
from fivesup_qt.ui.theme import (
    DARK,
    HIGH_CONTRAST,
    LIGHT,
    THEMES,
    contrast,
    contrast_pairs,
    difference,
    required,
)
from fivesup_qt.ui.words import i18n
from fivesup_qt.ui.words.voice import bare

ARABIC = re.compile(r"[\u0600-\u06FF]")


def key(widget, k, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.keyClick(widget, k, modifiers)


def press(k, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    """A key for whatever has the keyboard focus now."""
    target = QApplication.focusWidget()
    assert target is not None, "nothing has the keyboard focus"
    QTest.keyClick(target, k, modifiers)


# -- colours -------------------------------------------------------------------------------
REQUIRED_PAIRS = {"pip / tile face", "tile face / felt", "zone / felt", "panel text / panel",
                  "counted-end number / disc", "spinner frame / felt", "text / felt (stock)",
                  "selected text / selection", "status error / panel"}


@pytest.mark.parametrize("name", list(THEMES))
def test_contrast_of_every_pair_that_matters(qapp, name):
    theme = THEMES[name]
    pairs = contrast_pairs(theme)
    assert {p.label for p in pairs} >= REQUIRED_PAIRS
    failing = [f"{p.label}: {p.ratio:.2f} < {required(theme, p)}" for p in pairs
               if p.ratio < required(theme, p)]
    assert not failing, f"{name}: " + "; ".join(failing)
    for p in pairs:  # the bars themselves: WCAG AA (AAA for high contrast)
        assert required(theme, p) == (7.0 if name == "contrast" else 4.5 if p.text else 3.0)


def test_contrast_arithmetic():
    black, white = QColor("#000000"), QColor("#ffffff")
    assert contrast(black, white) == pytest.approx(21.0)
    assert contrast(white, white) == pytest.approx(1.0)
    assert contrast(QColor("#767676"), white) == pytest.approx(4.54, abs=0.01)  # the WCAG grey
    assert contrast(QColor(0, 0, 0, 0), white) == pytest.approx(1.0)  # transparent: the ground


@pytest.mark.parametrize("name", list(THEMES))
def test_zones_and_selection_stand_apart_from_spinner_frames(qapp, name):
    """Also for protanopes and deuteranopes (CIE76 ΔE at least 20)."""
    theme = THEMES[name]
    for vision in ("normal", "protanopia", "deuteranopia"):
        assert difference(theme.zone, theme.spinner, vision) >= 20, vision
        assert difference(theme.selection, theme.spinner, vision) >= 20, vision
        assert difference(theme.zone, theme.selection, vision) >= 20, vision


def test_high_contrast_is_black_white_and_yellow():
    t = HIGH_CONTRAST
    assert (t.felt.name(), t.tile_face.name(), t.pip.name()) == ("#000000", "#ffffff", "#000000")
    assert t.selection.name() == "#ffff00" and t.accent.name() == "#ffff00"
    assert t.pip_scale > 1 and t.edge_scale > 1 and t.frame_scale > 1  # strong pips and lines
    assert t.dim_opacity > LIGHT.dim_opacity  # unplayable tiles stay readable


# -- the palette choice ---------------------------------------------------------------------------
def _view_menu(window) -> QMenu:
    return next(o for o in window.menus.act_dark.associatedObjects() if isinstance(o, QMenu))


def test_palette_choice_in_the_view_menu(qapp, make_window, qtbot):
    from fivesup_qt.ui.saving.install import install

    window = make_window(human_vs_bot(3))
    p = install(window)
    p.store.ask = lambda title, text: pytest.fail(text)
    acts = [window.menus.act_light, window.menus.act_dark, window.menus.act_contrast]
    menu = _view_menu(window)
    assert all(a in menu.actions() for a in acts)
    assert window.menus.palette_group.isExclusive() and all(a.isCheckable() for a in acts)
    assert [a.isChecked() for a in acts] == [True, False, False]
    window.menus.act_contrast.trigger()
    assert window.theme is HIGH_CONTRAST and window.view.theme is HIGH_CONTRAST
    assert [a.isChecked() for a in acts] == [False, False, True]
    assert qapp.palette().color(QPalette.ColorRole.Window).name() == "#000000"
    assert qapp.palette().color(QPalette.ColorRole.Highlight).name() == "#ffff00"
    assert all(item.theme is HIGH_CONTRAST for item in window.view.hand_items.values())
    assert p.applier.settings.palette == "contrast"
    assert SettingsStore().load().settings.palette == "contrast"
    # Ctrl+T still toggles light and dark
    key(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.theme is DARK and window.menus.act_dark.isChecked()
    key(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    assert window.theme is LIGHT and window.menus.act_light.isChecked()
    assert SettingsStore().load().settings.palette == "light"
    window.menus.act_contrast.trigger()
    # the next start comes back in high contrast
    again = make_window(human_vs_bot(3))
    install(again)
    assert again.theme is HIGH_CONTRAST and again.menus.act_contrast.isChecked()


def test_settings_dialog_offers_high_contrast(qapp, qtbot):
    from fivesup_qt.storage import Settings
    from fivesup_qt.ui.windows.settings import SettingsDialog

    dialog = SettingsDialog(Settings(palette="contrast"))
    qtbot.addWidget(dialog)
    assert dialog.palette_box.currentData() == "contrast"
    assert dialog.result_settings().palette == "contrast"


# -- the keyboard ------------------------------------------------------------------------------------
def _mnemonic(text: str) -> str | None:
    m = re.search(r"&([^&])", text.replace("&&", ""))
    return m.group(1).lower() if m else None


def test_every_menu_action_has_a_shortcut_or_a_mnemonic(qapp, make_window):
    from fivesup_qt.ui.saving.install import install

    window = make_window(human_vs_bot(3))
    install(window)
    titles = [a.text() for a in window.menuBar().actions()]
    letters = [_mnemonic(t) for t in titles]
    assert None not in letters and len(set(letters)) == len(letters), titles
    for top in window.menuBar().actions():
        menu = top.menu()
        seen = {}
        for act in menu.actions():
            if act.isSeparator() or act.menu() is not None:
                continue
            letter = _mnemonic(act.text())
            assert letter or not act.shortcut().isEmpty(), act.text()
            if letter:
                assert letter not in seen, f"{top.text()}: {act.text()} and {seen[letter]}"
                seen[letter] = act.text()


def _first_human_turn(make_window, leader: int = 0):
    return make_window(human_vs_bot(find_seed(lambda m: m.round.leader == leader)))


def test_the_table_takes_the_focus_and_plays_by_keyboard(qapp, make_window, qtbot):
    window = _first_human_turn(make_window)
    view, c = window.view, window.controller
    assert view.focusPolicy() == Qt.FocusPolicy.StrongFocus
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    hand = c.match.round.hand(0)
    press(Qt.Key.Key_Right)
    assert window.interaction.selected == hand[0]
    press(Qt.Key.Key_Right)
    press(Qt.Key.Key_Tab)  # a selected tile's points are lit: Tab chooses among them
    assert view.hasFocus() and window.interaction.hot_point is not None
    press(Qt.Key.Key_Return)
    assert c.match.round.layout.order == [hand[1]]
    # a click in the log or on Hint leaves the keys with the table
    assert window.panel.hint_button.focusPolicy() == Qt.FocusPolicy.TabFocus
    assert window.panel.log.focusPolicy() == Qt.FocusPolicy.TabFocus


def test_focus_frame_shows_on_the_table(qapp, make_window, qtbot):
    window = _first_human_turn(make_window)
    view = window.view
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    image = view.viewport().grab().toImage()
    assert image.pixelColor(1, image.height() // 2).name() == window.theme.selection.name()


def _tab_cycle(window, start, steps: int = 14) -> list:
    start.setFocus()
    order = []
    for _ in range(steps):
        press(Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    return order


def test_tab_from_the_table_reaches_the_panel_and_comes_back(qapp, make_window, qtbot):
    window = _first_human_turn(make_window)
    c, panel, view = window.controller, window.panel, window.view
    assert c.teaching and panel.hint_button.isVisible()
    qtbot.waitUntil(view.hasFocus, timeout=2000)
    window.interaction.cancel()  # nothing selected: Tab leaves the table
    order = _tab_cycle(window, view)
    assert order[:4] == [panel.hint_button, panel.teacher, panel.log, view], order[:4]
    hand = c.match.round.hand(0)
    view.setFocus()
    press(Qt.Key.Key_Tab)
    press(Qt.Key.Key_Space)  # Space presses the focused Hint button
    qtbot.waitUntil(lambda: c.hinter.last is not None or panel.hint_box.isVisible(), timeout=10000)
    assert c.match.round.hand(0) == hand  # nothing was placed
    press(Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is view
    # Shift+Tab comes back the other way
    window.interaction.cancel()
    press(Qt.Key.Key_Backtab)
    assert QApplication.focusWidget() is panel.log


def _play_to_round_end(window, qtbot) -> None:
    c = window.controller
    for _ in range(200):
        qtbot.waitUntil(lambda: c.match.round.is_over or c.human_to_act() is not None,
                        timeout=5000)
        if c.match.round.is_over:
            return
        moves = c.match.legal_moves()
        if moves:
            c.play(*moves[0])
        elif c.match.round.must_draw():
            c.draw()
        else:
            moves_on(qtbot, c)  # the automatic pass
    raise AssertionError("the round did not end")


def test_round_card_buttons_by_keyboard(qapp, make_window, qtbot):
    window = make_window(human_vs_bot(5))
    c, card = window.controller, window.round_card
    _play_to_round_end(window, qtbot)
    qtbot.waitUntil(card.isVisible, timeout=3000)
    if c.match.is_over:
        pytest.skip("the first round ended the match")
    assert QApplication.focusWidget() is card.next_button
    order = _tab_cycle(window, window.view, 6)
    assert order[:4] == [card.new_button, card.next_button, card.review_button,
                         card.replay_button], order
    card.next_button.setFocus()
    rounds = len(c.match.rounds)
    press(Qt.Key.Key_Return)  # Enter presses the focused button
    qtbot.waitUntil(lambda: len(c.match.rounds) > rounds, timeout=3000)
    assert not card.isVisible()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)  # the keys are back on the table


def test_new_match_dialog_with_the_keyboard_only(qapp, qtbot):
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    dialog = NewMatchDialog(human_vs_bot(1))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    assert QApplication.focusWidget() is dialog.variant
    press(Qt.Key.Key_Down)  # Exact 61
    press(Qt.Key.Key_Tab)  # what the match is played to
    assert QApplication.focusWidget() is dialog.target
    press(Qt.Key.Key_Down)  # 41
    press(Qt.Key.Key_Tab)  # the players' radio buttons
    assert QApplication.focusWidget() is dialog.count_group.button(2)
    press(Qt.Key.Key_Right)  # 3 players
    assert dialog.players() == 3
    press(Qt.Key.Key_Tab)  # seat 1's name
    assert QApplication.focusWidget() is dialog.rows[0][1]
    QTest.keyClicks(QApplication.focusWidget(), "Zed")
    reached = set()
    for _ in range(12):
        press(Qt.Key.Key_Tab)
        reached.add(QApplication.focusWidget())
    for _, name, kind in dialog.rows[:3]:
        assert {name, kind} <= reached
    dialog.rows[0][1].setFocus()
    press(Qt.Key.Key_Return)  # the default button: OK
    assert dialog.result() == QDialog.DialogCode.Accepted
    setup = dialog.result_setup()
    assert setup.variant is EXACT_61 and setup.players == 3 and setup.target == 205
    assert setup.seats[0].name.endswith("Zed")


def test_new_match_from_the_menu_by_keyboard(qapp, make_window, qtbot):
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    window = _first_human_turn(make_window)
    c = window.controller

    def answer(dialog) -> None:  # once the dialog is up and has the keyboard
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Down)  # the other variant
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)

    before = c.match
    answering = DialogAnswer(answer, NewMatchDialog)
    key(window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)  # returns when it closes
    answering.check()
    assert c.match is not before and c.match.variant is EXACT_61


def test_settings_dialog_with_the_keyboard_only(qapp, qtbot):
    from fivesup_qt.storage import Settings
    from fivesup_qt.ui.windows.settings import SettingsDialog

    dialog = SettingsDialog(Settings())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    controls = [*dialog.names, *dialog.levels, dialog.variant, dialog.players, dialog.teaching,
                dialog.one_click, dialog.sound, dialog.volume, dialog.language, dialog.speed,
                dialog.palette_box]
    reached = []
    for _ in range(dialog.tabs.count()):  # Tab goes round a page, Ctrl+Tab to the next
        for _ in range(25):
            press(Qt.Key.Key_Tab)
            reached.append(QApplication.focusWidget())
        press(Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert all(w in reached for w in controls), [w for w in controls if w not in reached]
    dialog.tabs.setCurrentIndex(0)
    dialog.teaching.setFocus()
    before = dialog.teaching.isChecked()
    press(Qt.Key.Key_Space)
    assert dialog.teaching.isChecked() is not before
    dialog.tabs.setCurrentWidget(dialog.palette_box.parentWidget().parentWidget())
    dialog.palette_box.setFocus()
    press(Qt.Key.Key_End)  # the last choice: high contrast
    assert dialog.palette_box.currentData() == "contrast"
    dialog.speed.setFocus()
    press(Qt.Key.Key_End)
    press(Qt.Key.Key_Return)
    assert dialog.result() == QDialog.DialogCode.Accepted
    s = dialog.result_settings()
    assert (s.palette, s.teaching, s.animation_speed) == ("contrast", not before, "instant")


# -- accessible names and descriptions -----------------------------------------------------------
def _accessible(widget, text=QAccessible.Text.Description) -> str:
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None
    return iface.text(text)


def test_table_description_follows_the_game(qapp, make_window, qtbot):
    window = _first_human_turn(make_window)
    c, view = window.controller, window.view
    text = view.accessibleDescription()
    hand = c.match.round.hand(0)
    assert view.accessibleName() == "Table"
    assert text.startswith("Your turn;"), text  # the one human is "you"
    assert "the table is empty" in text and f"your hand: {tile_text(hand[0])}" in text
    assert f"stock: {c.match.round.stock_left} tiles" in text
    assert _accessible(view) == text
    QTest.keyClick(window, Qt.Key.Key_Right)
    tile = window.interaction.selected
    points = window.interaction.zone_order
    text = view.accessibleDescription()
    assert f"selected {tile_text(tile)}, it opens the layout" in text, text
    QTest.keyClick(window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over, timeout=5000)
    text = view.accessibleDescription()
    layout = c.match.round.layout
    assert f"sum {layout.end_sum}" in text and "open points: " in text, text
    # a tile with points to choose: the status line says where it goes
    for t in c.match.round.hand(0):
        window.interaction.select(-1)
        while window.interaction.selected != t:
            QTest.keyClick(window, Qt.Key.Key_Right)
        points = window.interaction.zone_order
        if points:
            break
    else:
        pytest.skip("no tile fits now")
    from fivesup_qt.rules.tiles import point_text

    legal = ", ".join(point_text(p) for p in points)
    expected = f"selected {tile_text(t)}, legal at {legal}"
    assert expected in view.accessibleDescription()
    assert expected.capitalize()[:12] in bare(window.status_label.text())
    assert window.status_label.accessibleDescription() == bare(window.status_label.text())
    QTest.keyClick(window, Qt.Key.Key_Down)
    assert "chosen" in view.accessibleDescription()
    assert " at " in window.status_label.text() and "scores" in window.status_label.text()
    assert text == bare(text)  # a screen reader gets words, no isolates


def test_score_cards_tally_in_words(qapp, make_window, qtbot):
    from fivesup_qt.ui.side.tally import TallyWidget

    tally = TallyWidget()
    qtbot.addWidget(tally)
    for raw, words in ((305, "6 symbols and 1 stroke"), (5, "1 stroke"), (50, "1 symbol"),
                       (0, "0 strokes"), (115, "2 symbols and 3 strokes"),
                       (-10, "no strokes: the score is −10")):  # a minus, not a hyphen
        tally.set_raw(raw)
        assert tally.words() == words
        assert tally.accessibleDescription() == words
    window = _first_human_turn(make_window)
    c = window.controller
    c.match.scores[0] = 305  # as a finished Five-Up match would show it
    window.panel.refresh()
    card = window.panel.cards[0]
    assert card.accessibleName() == "Ann"
    text = card.accessibleDescription()
    assert text.startswith("305 raw, 61 shown; tally: 6 symbols and 1 stroke;"), text
    assert "Ann: 5 tiles, to play" in text, text
    assert "Bot1: 5 tiles" in window.panel.cards[1].accessibleDescription()


def test_buttons_and_boxes_have_names(qapp, make_window, qtbot):
    window = _first_human_turn(make_window)
    panel = window.panel
    named = {panel.hint_button: "Hint", panel.log: "Log", panel.teacher: "Teacher",
             panel.hint_box: "Hint", window.status_label: "Status", window.view: "Table",
             window.round_card: "Round result", window.cards.tour_panel: "Rules tour",
             window.cards.handoff_card: "Hand-over"}
    for widget, name in named.items():
        assert widget.accessibleName() == name
    for widget in (panel.log, panel.teacher, window.view):
        assert widget.accessibleDescription()
    for button in (window.round_card.next_button, window.round_card.new_button,
                   panel.hint_button):
        assert button.text() and button.toolTip()  # the tooltip is the description
    QTest.keyClick(window, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.controller.hinter.last is not None, timeout=10000)
    assert panel.hint_box.accessibleDescription()
    assert "<" not in panel.hint_box.accessibleDescription()


def test_menu_shortcuts_are_listed_in_the_help(qapp, make_window):
    window = _first_human_turn(make_window)
    assert window.menus.act_dark.shortcut() == QKeySequence("Ctrl+T")
    texts = [a.text() for a in window.menus.palette_group.actions()]
    assert texts == ["&Light Palette", "&Dark Palette", "&High Contrast Palette"]


# -- screenshots: high contrast with a game in progress ------------------------------------------
def _game_in_progress(window, qtbot, placements: int = 5) -> None:
    """Play on (doubles first: spinners) until a tile of the human's hand has several
    lit points; select it and focus one of its points."""
    c = window.controller
    for _ in range(100):
        qtbot.waitUntil(lambda: c.match.round.is_over or c.human_to_act() is not None,
                        timeout=5000)
        rnd = c.match.round
        if rnd.is_over:
            break
        several = any(len(window.interaction.legal_points(t)) > 1 for t in rnd.hand(0))
        if (len(rnd.layout.order) >= placements and several) or len(rnd.hand(0)) <= 2:
            break
        moves = c.match.legal_moves()
        if moves:
            doubles = [m for m in moves if tile_text(m[0])[0] == tile_text(m[0])[-1]]
            c.play(*(doubles or moves)[0])
        elif rnd.must_draw():
            c.draw()
        else:
            moves_on(qtbot, c)  # the automatic pass
    window.view.finish_animations()
    best = max(c.match.round.hand(0), key=lambda t: len(window.interaction.legal_points(t)))
    window.interaction.select(best)
    window.interaction.cycle_zone(1)


def _contrast_shot(make_window, qtbot, name: str):
    """A three-player game in progress in high contrast, teaching on, a tile with
    several lit points selected (the first deal of a few that gets there)."""
    for seed in range(12):
        window = make_window(human_vs_bot(seed, players=3))
        window.set_theme(HIGH_CONTRAST)
        window.controller.set_teaching(True)
        _game_in_progress(window, qtbot)
        if len(window.interaction.zones) > 1:
            break
        window.close()
    window.view.finish_animations()
    QApplication.processEvents()  # the palette's and the selection's repaints and layouts
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / name
    assert window.grab().save(str(path))
    return window, path


def test_high_contrast_screenshot(qapp, make_window, qtbot):
    window, path = _contrast_shot(make_window, qtbot, "contrast.png")
    assert len(window.interaction.zones) > 1 and window.interaction.hot_point is not None
    assert path.stat().st_size > 10_000
    image = window.view.viewport().grab().toImage()
    corner = image.pixelColor(image.width() // 2, 90)
    assert corner.lightness() < 30  # black felt


def test_high_contrast_screenshot_in_arabic(qapp, make_window, qtbot):
    assert i18n.install(qapp, "ar") == "ar"
    try:
        window, path = _contrast_shot(make_window, qtbot, "contrast_ar.png")
        assert path.stat().st_size > 10_000
        assert ARABIC.search(window.view.accessibleDescription())
        assert ARABIC.search(window.panel.cards[0].accessibleDescription())
        assert ARABIC.search(window.status_label.text())
    finally:
        i18n.uninstall()
