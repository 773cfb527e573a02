"""Flow and settings that mean what they say (issue 12): the question before a match in
progress is replaced, hints in the player's terms, the Five-Up target card, settings in
the running game, no stale status, the log following its newest line and striking undone
moves, the replay viewer, the History charts, the file dialogs, the New Match dialog, and
one running copy per data folder."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import REPO
from helpers.guards import HANG_S, wait_for
from helpers.matches import unfinished_match, words
from helpers.windows import human_moves, human_vs_bot, match_end_told
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from fivesup_qt import paths
from fivesup_qt.rules import EXACT_61, FIVE_UP
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import ABANDONED, History, SettingsStore, entry_from_match, read_record
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.words.voice import bare

ROOT = REPO


def install(window):
    from fivesup_qt.ui.saving.install import install

    p = install(window)
    p.store.ask = lambda title, text: pytest.fail(f"unexpected question: {text}")
    return p


class Answers:
    """The player's answer to "Abandon this match?", and every time it was asked."""

    def __init__(self, answer: str) -> None:
        self.answer = answer
        self.asked = 0

    def __call__(self) -> str:
        self.asked += 1
        return self.answer


# -- item 3: ask before a match in progress is replaced ----------------------------------------
def _unfinished_record(home: Path) -> Path:
    path = home / "unfinished.fivesup.json"
    path.write_text(json.dumps(record_of(unfinished_match(), names=["Cy", "Di"],
                                         seats=[{"type": "human"},
                                                {"type": "bot", "level": "medium"}])))
    return path


def _paths_that_replace(window, p, home, monkeypatch):
    """Every way to put another match on the table, each as a function."""
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    monkeypatch.setattr(NewMatchDialog, "exec", lambda self: 1)  # OK pressed at once
    record = _unfinished_record(home)
    history = History()
    m = unfinished_match()
    names, seats = ["Cy", "Di"], [{"type": "human"}, {"type": "bot", "level": "medium"}]
    data = record_of(m, names=names, seats=seats)
    data["result"] = {"winner": None, "scores": list(m.scores), "abandoned": True}
    history.append(entry_from_match(m, data, names=names, seats=seats))

    def from_history():
        h = p.show_history()
        h.table.selectRow(0)
        h.open_selected()

    def from_the_command_line():  # a second start handed its file to this window
        window.come_forward(str(record))  # opens it from the event loop: see asked_once

    return {"new match": window.new_match_dialog, "rematch": window.rematch,
            "open": lambda: p.open_file(record), "history": from_history,
            "command line": from_the_command_line}


@pytest.mark.parametrize("way", ["new match", "rematch", "open", "history", "command line"])
def test_every_way_to_replace_a_match_in_progress_asks_first(make_window, qtbot, home,
                                                             monkeypatch, way):
    window = make_window(human_vs_bot(21))
    p = install(window)
    human_moves(window, qtbot)
    c = window.controller
    ways = _paths_that_replace(window, p, home, monkeypatch)
    playing = c.match
    moves = list(c.match.round.layout.order)
    keep = Answers("keep")
    p.files.confirm_replace = keep
    ways[way]()
    qtbot.waitUntil(lambda: keep.asked > 0, timeout=60_000)  # the question, now or queued
    assert keep.asked == 1
    assert c.match is playing  # nothing replaced
    assert c.match.round.layout.order[: len(moves)] == moves
    assert not any(e.names == ["Ann", "Bot1"] for e in History().read().entries)
    abandon = Answers("abandon")
    p.files.confirm_replace = abandon
    ways[way]()
    qtbot.waitUntil(lambda: c.match is not playing, timeout=5000)
    assert abandon.asked == 1
    assert any(e.result == ABANDONED and e.names == ["Ann", "Bot1"]
               for e in History().read().entries)


def test_save_it_first_saves_then_replaces(make_window, qtbot, home):
    window = make_window(human_vs_bot(21))
    p = install(window)
    human_moves(window, qtbot)
    c = window.controller
    playing = c.match
    target = home / "kept.fivesup.json"
    p.files.confirm_replace = Answers("save")
    p.files.choose_save = lambda: str(target)
    window.rematch()
    assert read_record(target).match.round.layout.order == playing.round.layout.order
    assert c.match is not playing
    p.files.choose_save = lambda: None  # the Save As dialog cancelled: keep playing
    human_moves(window, qtbot)
    now = c.match
    window.rematch()
    assert c.match is now


def test_no_question_when_nothing_is_at_stake(make_window, qtbot, home):
    window = make_window(human_vs_bot(21))
    p = install(window)
    p.files.confirm_replace = lambda: pytest.fail("asked with no move made")
    dealt = window.controller.match
    window.rematch()  # nothing played yet
    assert window.controller.match is not dealt
    # a finished match: nothing to abandon
    from helpers.matches import almost_finished

    _, data = almost_finished()
    path = home / "almost.json"
    path.write_text(json.dumps(data))
    c = window.controller
    ended = match_end_told(window)
    p.open_file(path)
    qtbot.waitUntil(ended, timeout=10_000)
    over = c.match
    window.rematch()
    assert c.match is not over


# -- item 4: hints in the player's terms ---------------------------------------------------------
def test_hint_says_points_threat_and_the_chance_to_win_never_internal_values(qapp):
    from fivesup_qt.ai.hints import Choice, Hint
    from fivesup_qt.rules import parse_move
    from fivesup_qt.ui.words.summary import hint_lines

    best = Choice(parse_move("1|4"), 1000.0 * 0.6 - 1000 * 0.1, 10, 3.25, False, False,
                  won=0.6, lost=0.1, margin=4.4)
    other = Choice(parse_move("2|3"), -704.5, 5, 7.0, False, False, won=0.0, lost=0.8,
                   margin=-6.0)
    lines = [words(line) for line in hint_lines(Hint(best, (other,), 64))]
    assert lines[0] == ("Best: 1|4 (opening): scores 10 raw (+2) now; the next player can "
                        "then score about 3.2 raw on average; wins the match this round in 60% "
                        "of the deals looked at.")
    assert "in 0% of the deals" in lines[1]
    for line in lines:
        assert "value" not in line and "1000" not in line and "704" not in line
    # when the round cannot decide the match: how far ahead it ends, in raw points
    calm = Choice(parse_move("1|4"), 4.4, 10, 3.25, False, False, margin=4.4)
    worse = Choice(parse_move("2|3"), -6.0, 5, 7.0, False, False, margin=-6.0)
    lines = [words(line) for line in hint_lines(Hint(calm, (worse,), 64))]
    assert lines[0].endswith("by the round's end about 4 raw ahead of the others.")
    assert lines[1].endswith("by the round's end about 6 raw behind the others.")
    assert "%" not in " ".join(lines)


def test_a_hint_in_the_game_has_no_jargon(make_window, qtbot):
    window = make_window(human_vs_bot(21))
    c = window.controller
    c.request_hint()
    qtbot.waitUntil(lambda: c.hinter.last is not None, timeout=15_000)
    text = words(window.panel.hint_text())
    assert text.startswith("Best: ") and "raw" in text and "next player" in text
    assert "value" not in text


# -- item 5: the Five-Up target card -----------------------------------------------------------
@pytest.mark.parametrize("variant,expected", [
    (FIVE_UP, "61 reached: wins if still ahead after the round"),
    (EXACT_61, "has reached exactly 61")])
def test_the_card_at_61_says_what_is_true(make_window, qtbot, variant, expected):
    window = make_window(human_vs_bot(21, variant))
    c = window.controller
    c.match.scores[0] = 305  # reached during the round
    window.panel.refresh()
    assert bare(window.panel.cards[0].distance.text()) == expected
    assert "has reached 61" not in bare(window.panel.cards[0].distance.text())


# -- item 7: one list of levels, one source of defaults, Settings as the game is -----------------
def test_levels_are_one_list_with_player_facing_names(qapp):
    from fivesup_qt.ai.levels import DEFAULT_LEVEL
    from fivesup_qt.storage import Settings
    from fivesup_qt.ui.play.setup import default_setup
    from fivesup_qt.ui.windows.new_match import NewMatchDialog
    from fivesup_qt.ui.windows.settings import SettingsDialog

    new = NewMatchDialog(default_setup())
    settings = SettingsDialog(Settings())
    kinds = [bare(new.rows[1][2].itemText(i)) for i in range(new.rows[1][2].count())]
    levels = [bare(settings.levels[0].itemText(i)) for i in range(settings.levels[0].count())]
    assert kinds == ["Human", "Computer: Easy", "Computer: Medium", "Computer: Hard",
                     "Computer: Expert"]
    assert levels == kinds[1:]
    assert new.rows[3][2].currentData() == DEFAULT_LEVEL  # a seat the match lacks
    assert settings.levels[2].currentData() == DEFAULT_LEVEL
    assert not any("Greedy" in k for k in kinds)


def test_settings_show_the_game_and_change_it(make_window, qtbot, home):
    from fivesup_qt.ui.windows.settings import SettingsDialog

    window = make_window(human_vs_bot(21))
    p = install(window)
    c = window.controller
    assert c.teaching and p.applier.settings.teaching  # on for a new player, and the setting says so
    window.menus.act_teaching.trigger()  # View > Teaching Mode off
    assert not c.teaching and not SettingsStore().load().settings.teaching
    dialog = SettingsDialog(p.applier.settings_in_play())
    qtbot.addWidget(dialog)
    assert not dialog.teaching.isChecked()  # the state the game is in
    assert dialog.names[0].text() == "Ann" and dialog.names[1].text() == "Bot1"
    dialog.teaching.setChecked(True)
    dialog.names[0].setText("Zed")
    dialog.levels[0].setCurrentIndex(dialog.levels[0].findData("hard"))
    p.applier.accept_settings(p.applier.settings_in_play(), dialog.result_settings())
    assert c.teaching and window.menus.act_teaching.isChecked()
    assert bare(window.panel.cards[0].name.text()) == "Zed"
    assert c.setup.seats[1].level == "hard"
    assert read_record(p.store.autosave.path).data["names"][0] == "Zed"
    stored = SettingsStore().load().settings
    assert stored.teaching and stored.names[0] == "Zed" and stored.bot_levels[0] == "hard"


def test_new_match_is_the_default_next_time(make_window, qtbot, home, monkeypatch):
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    window = make_window(human_vs_bot(21))
    p = install(window)
    chosen = match_setup(EXACT_61, 3, names=["", "Lu", ""],
                         levels=[None, "hard", "random"])
    monkeypatch.setattr(NewMatchDialog, "exec", lambda self: 1)
    monkeypatch.setattr(NewMatchDialog, "result_setup", lambda self: chosen)
    window.new_match_dialog()
    s = SettingsStore().load().settings
    assert (s.variant, s.players, s.names[:3], s.bot_levels[:2]) == (
        "exact-61", 3, ["", "Lu", ""], ["hard", "random"])
    assert p.default_setup().seats == chosen.seats  # the next start deals the same table


# -- item 8: no stale or misleading status --------------------------------------------------
def test_status_during_and_after_the_rules_tour(make_window, qtbot):
    window = make_window(human_vs_bot(21))
    c = window.controller
    human_moves(window, qtbot, 1)
    teacher = window.panel.teacher.toPlainText()
    assert teacher
    window.tour.start()
    assert bare(window.status_label.text()).startswith("Rules tour: step 1 of")
    assert "your turn" not in bare(window.status_label.text()).lower()
    window.tour.go(2)
    assert bare(window.status_label.text()).startswith("Rules tour: step 3 of")
    window.tour.stop()
    qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=5000)
    assert window.panel.teacher.toPlainText().startswith(teacher)  # the teacher's story is back
    prompts = ("Your turn: drag a tile to a lit point", "No tile fits: draw from the stock (D)",
               "No tile fits: drawing from the stock…")
    qtbot.waitUntil(lambda: bare(window.status_label.text()) in prompts, timeout=5000)


def test_status_follows_the_palette(make_window, qtbot):
    from PySide6.QtGui import QPalette

    from fivesup_qt.ui.theme import DARK

    window = make_window(human_vs_bot(21))
    window.set_theme(DARK)
    label = window.status_label
    assert label.styleSheet() == ""  # the palette's own text colour, not a fixed one
    ink = label.palette().color(QPalette.ColorRole.WindowText)
    ground = window.palette().color(QPalette.ColorRole.Window)
    assert abs(ink.lightness() - ground.lightness()) > 100


def test_no_stale_reason_over_empty_felt(make_window, qtbot):
    from helpers.gui import hand_point, zone_point

    window = make_window(human_vs_bot(21))
    c = window.controller
    human_moves(window, qtbot, 1)
    qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=5000)
    m = c.match
    legal = {t for t, _ in m.legal_moves()}
    layout = m.round.layout
    tile = next((t for t in m.round.hand(0)
                 if any(m.why_illegal((t, pt), 0) is not None for pt in layout.open_points())),
                None)
    if tile is None or not layout.open_points():
        pytest.skip("no point refuses a tile of this hand")
    point = next(pt for pt in layout.open_points() if m.why_illegal((tile, pt), 0) is not None)
    vp = window.view.viewport()
    start = hand_point(window, tile)
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    QTest.mouseMove(vp, start + QPoint(8, -8))
    QTest.mouseMove(vp, zone_point(window, point))
    assert window.status_label.said[1] or tile in legal  # near a point that refuses it: why
    QTest.mouseMove(vp, QPoint(8, 8))  # the empty corner of the felt
    assert not window.status_label.said[1]  # no reason stays for a point left behind
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       QPoint(8, 8))


# -- item 9: the log and the teacher keep their newest line; undone moves struck ----------------
def _at_newest(browser) -> bool:
    bar = browser.verticalScrollBar()
    return bar.value() == bar.maximum()


def test_log_and_teacher_stay_at_their_newest_line(make_window, qtbot):
    window = make_window(human_vs_bot(21))
    window.resize(1000, 560)
    human_moves(window, qtbot, 6)
    panel = window.panel
    assert panel.log.verticalScrollBar().maximum() > 0
    c = window.controller
    c.set_teaching(False)
    c.set_teaching(True)
    # the text is laid out, and the scroll bars set, from the event loop
    qtbot.waitUntil(lambda: _at_newest(panel.log) and _at_newest(panel.teacher), timeout=5000)
    if c.human_to_act() is not None and c.match.legal_moves():
        c.request_hint()
        qtbot.waitUntil(lambda: panel.hint_box.isVisible() and c.hinter.last is not None,
                        timeout=15_000)
        qtbot.waitUntil(lambda: _at_newest(panel.log) and _at_newest(panel.teacher),
                        timeout=5000)


def test_undone_moves_are_struck_through_and_redone_ones_restored(make_window, qtbot):
    window = make_window(human_vs_bot(21))
    c = window.controller
    human_moves(window, qtbot, 1)
    qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=5000)
    before = len(c.log)
    human_moves(window, qtbot, 1)
    qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over, timeout=5000)
    turn = c.log[before:]
    assert turn and not any("line-through" in line or "<s>" in line[:60] for line in turn)
    c.undo()
    qtbot.waitUntil(lambda: c.human_to_act() is not None, timeout=5000)
    struck = c.log[before:before + len(turn)]
    assert all(line.startswith('<span style="color:#8a8a8a"><s>') for line in struck)
    assert "line-through" in window.panel.log.toHtml()
    assert "Undone" in c.log[-1]
    c.redo()
    assert c.log[before:before + len(turn)] == turn
    assert "Redone" in c.log[-1]


# -- item 10: the replay viewer ------------------------------------------------------------------
def test_replay_viewer_shows_hands_and_scores_and_offers_no_hint(make_window, qtbot, home):
    from helpers.random_play import finished

    window = make_window(human_vs_bot(21))
    p = install(window)
    match = finished(3)
    data = record_of(match, names=["Cy", "Di"], seats=[{"type": "human"},
                                                       {"type": "bot", "level": "medium"}])
    data["result"] = {"winner": match.winner, "scores": list(match.scores)}
    path = home / "done.fivesup.json"
    path.write_text(json.dumps(data))
    p.open_file(path)
    [viewer] = p.files.viewers
    qtbot.addWidget(viewer)
    viewer.show()
    panel = viewer.panel
    assert not panel.hint_button.isVisible() and not panel.teacher.isVisible()
    # the end of a round: every hand face up
    r = 0
    end = max(i for i, (rr, _) in enumerate(viewer.steps) if rr == r)
    viewer.go(end)
    if viewer.match.round.is_over:
        assert viewer.view.reveal_all
        assert all(item.face_up for items in viewer.view.seat_items.values() for item in items)
    log = bare(panel.log.toPlainText())
    viewer.go(len(viewer.steps) - 1)
    log = bare(panel.log.toPlainText())
    assert "Scores: " in log and " raw (" in log
    assert log.rstrip().endswith("wins the match!") or "win the match!" in log


# -- item 11: the History charts --------------------------------------------------------------
def test_history_charts_say_when_there_is_nothing_and_keep_the_legend_off_the_bars(
        make_window, qtbot, home):
    from helpers.random_play import finished

    window = make_window(human_vs_bot(21))
    p = install(window)
    h = p.show_history()
    qtbot.addWidget(h)
    h.tabs.setCurrentIndex(1)
    assert h.win_chart.is_empty and h.round_chart.is_empty
    assert "No finished match" in h.win_chart.empty.text()
    match = finished(3)
    names, seats = ["Ann", "Bo"], [{"type": "human"}, {"type": "bot", "level": "medium"}]
    data = record_of(match, names=names, seats=seats)
    data["result"] = {"winner": match.winner, "scores": list(match.scores)}
    History().append(entry_from_match(match, data, names=names, seats=seats))
    h.reload()
    assert not h.win_chart.is_empty and not h.round_chart.is_empty
    item = h.round_chart.plot.getPlotItem()

    def legend_clear_of_the_bars() -> bool:  # once the chart is laid out
        legend = h.round_chart.legend.sceneBoundingRect()
        return legend.height() > 0 and not legend.intersects(item.vb.sceneBoundingRect())

    qtbot.waitUntil(legend_clear_of_the_bars, timeout=5000)


# -- item 12: file dialogs ------------------------------------------------------------------------
def test_file_dialogs_start_in_a_players_folder_on_match_records(make_window, qtbot, home,
                                                                 tmp_path):
    window = make_window(human_vs_bot(21))
    p = install(window)
    for save in (False, True):
        dialog = p.files.file_dialog(save)
        qtbot.addWidget(dialog)
        folder = Path(dialog.directory().absolutePath())
        assert paths.data_dir() not in (folder, *folder.parents)
        filters = dialog.nameFilters()
        assert "*.fivesup.json" in filters[0] and "*.json" in filters[1]
    save = p.files.file_dialog(True)
    assert save.defaultSuffix() == "fivesup.json"
    # the folder last used comes next
    mine = tmp_path / "my records"
    mine.mkdir()
    human_moves(window, qtbot, 1)
    assert p.files.save_as(mine / "a.fivesup.json")
    assert Path(p.files.file_dialog(False).directory().absolutePath()) == mine
    # the game's own files are never opened as a player's record
    p.files.confirm_replace = lambda: pytest.fail("an internal file was about to be opened")
    shown = []
    p.reporter.messageShown.connect(shown.append)
    assert p.open_file(paths.autosave_path()) is None
    assert "game's own files" in bare(shown[-1])


# -- item 13: the New Match dialog ---------------------------------------------------------------
def test_new_match_dialog_has_no_gap_and_names_seats_by_where_they_sit(qtbot):
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    four = NewMatchDialog(match_setup(FIVE_UP, 4))
    two = NewMatchDialog(match_setup(FIVE_UP, 2))
    for dialog in (four, two):
        qtbot.addWidget(dialog)
        dialog.show()
    four.count_group.button(2).setChecked(True)
    # the dialog shrinks (its layout runs from the event loop): no gap above the seats
    qtbot.waitUntil(lambda: four.height() == two.height(), timeout=5000)

    def placeholders(dialog):
        return [bare(name.placeholderText()) for _, name, _ in dialog.rows[: dialog.players()]]

    assert placeholders(two) == ["You", "North"]  # across the table
    two.count_group.button(3).setChecked(True)
    assert placeholders(two) == ["You", "West", "East"]
    two.count_group.button(4).setChecked(True)
    assert placeholders(two) == ["You", "West", "North", "East"]
    two.rows[2][2].setCurrentIndex(0)  # a second human: the table turns, no compass
    assert placeholders(two) == ["Player 1", "Computer 1", "Player 2", "Computer 2"]
    setup = two.result_setup()
    assert [s.name for s in setup.seats] == ["Player 1", "Computer 1", "Player 2", "Computer 2"]


# -- item 14: one running copy per data folder ---------------------------------------------------
def test_the_lock_keeps_a_second_copy_out(qapp, home):
    from fivesup_qt.ui.saving.single import SingleInstance

    first, second = SingleInstance(), SingleInstance()
    assert first.claim()
    assert not second.claim()
    first.release()
    assert second.claim()
    second.release()


def test_a_lock_left_by_a_dead_copy_is_taken_over(qapp, home):
    from fivesup_qt.ui.saving.single import SingleInstance

    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True, check=True).stdout.strip()
    paths.data_dir().mkdir(parents=True, exist_ok=True)
    paths.lock_path().write_text(f"{dead}\nfivesup-qt\n{os.uname().nodename}\n")
    single = SingleInstance()
    assert single.claim()
    single.release()


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(FIVESUP_QT_HOME=str(home), QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8")
    return env


def test_a_second_start_hands_its_file_to_the_running_game(tmp_path, home):
    """Two real starts with one data folder: the second exits at once and the first
    opens the record it was given (the one match in play)."""
    from helpers.windows import find_seed

    record = _unfinished_record(tmp_path)
    seed = find_seed(lambda m: m.round.leader == 0)  # the player leads: no move made yet,
    # so nothing is at stake and the record opens without a question
    first = subprocess.Popen([sys.executable, "-m", "fivesup_qt", "--seed", str(seed)],
                             env=_env(home), cwd=ROOT,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        autosave = home / "data" / "autosave.json"
        # the first copy listens for later starts before it deals, and saves once dealt
        wait_for(autosave.exists, "the first copy's autosave (it has started)", proc=first)
        second = subprocess.run([sys.executable, "-m", "fivesup_qt", str(record)],
                                env=_env(home), cwd=ROOT, capture_output=True, text=True,
                                timeout=HANG_S)
        assert second.returncode == 0, second.stderr
        assert "already running" in second.stderr
        def playing_the_record() -> bool:  # its players, its moves (and the replies since)
            try:
                saved = read_record(autosave)
            except Exception:  # being written
                return False
            wanted = read_record(record).match
            last = len(wanted.rounds) - 1
            order = wanted.rounds[last].layout.order
            return (saved.data.get("names") == ["Cy", "Di"] and len(saved.match.rounds) > last
                    and saved.match.rounds[last].layout.order[: len(order)] == order)

        wait_for(playing_the_record, "the first copy playing the record it was handed",
                 proc=first)
        assert first.poll() is None  # the first copy plays on
    finally:
        first.kill()
        first.wait(10)
