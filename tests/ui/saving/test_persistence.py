"""Autosave and resumption, Save As / Open, the history window, the settings dialog,
and bad files in the running game (FIVESUP_QT_HOME points at tmp_path)."""

from __future__ import annotations

import errno
import json
import os
import random
from pathlib import Path

import pytest
from helpers import SHOTS
from helpers.matches import almost_finished
from helpers.windows import human_moves, human_vs_bot, match_end_told, persistence_of
from PySide6.QtWidgets import QApplication

from fivesup_qt import paths
from fivesup_qt.rules import EXACT_61, FIVE_UP, Match
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import (
    ABANDONED,
    WON,
    Autosave,
    History,
    Settings,
    SettingsStore,
    entry_from_match,
    read_record,
)

install = persistence_of


def normalised(match: Match) -> tuple:
    """The state once the forced draws and passes are done (what a record replays to)."""
    copy = match.copy()
    if copy.rounds and not copy.round.is_over and not copy.is_over:
        copy.resolve_forced()
    return copy.state()


# -- autosave and resumption ------------------------------------------------------------------
@pytest.mark.parametrize("variant,players", [(FIVE_UP, 2), (EXACT_61, 3)])
def test_autosave_every_move_and_resume_exactly(make_window, bare_window, qtbot, variant, players):
    window = make_window(human_vs_bot(17, variant, players))
    p = install(window)
    c = window.controller
    assert read_record(p.store.autosave.path).match.state() == normalised(c.match)
    for _ in range(3):
        human_moves(window, qtbot, 1)
        saved = read_record(p.store.autosave.path)
        assert saved.match.state() == normalised(c.match)  # written after every move
    c.set_teaching(False)
    live = normalised(c.match)
    names = list(c.names)
    c.shutdown()

    again = bare_window()  # the next start
    p2 = install(again)
    asked = []
    p2.store.ask = lambda title, text: asked.append(text) or True
    assert p2.offer_resume()
    c2 = again.controller
    assert asked and "Ann" in asked[0]
    assert c2.match.state() == live
    assert c2.names == names and c2.setup.humans == [0] and c2.setup.variant is variant
    assert c2.teaching is False  # the teaching state is resumed too
    human_moves(again, qtbot, 1)  # and the game goes on
    assert read_record(p2.store.autosave.path).match.state() == normalised(c2.match)


def test_declined_resumption_goes_to_history_as_abandoned(make_window, bare_window, qtbot):
    window = make_window(human_vs_bot(5))
    install(window)
    human_moves(window, qtbot, 2)
    scores = list(window.controller.match.scores)
    window.controller.shutdown()
    again = bare_window()
    p2 = install(again)
    p2.store.ask = lambda title, text: False
    assert not p2.offer_resume()
    [entry] = History().read().entries
    assert entry.result == ABANDONED and entry.winner is None and entry.scores == scores
    assert entry.names == ["Ann", "Bot1"] and entry.seats[0] == {"type": "human"}
    assert not p2.store.autosave.path.exists()
    assert install(bare_window()).store.pending is None  # not offered again


def test_app_that_deals_first_still_offers_resumption(make_window, bare_window, qtbot):
    window = make_window(human_vs_bot(5))
    install(window)
    human_moves(window, qtbot, 2)
    saved = read_record(Autosave().path).match.state()
    window.controller.shutdown()
    again = bare_window()
    p2 = install(again)
    p2.store.ask = lambda title, text: True
    again.start(human_vs_bot(99))  # app.py dealt without calling offer_resume()
    assert Autosave().path.exists() and read_record(Autosave().path).match.state() == saved
    qtbot.waitUntil(lambda: p2.store.pending is None and again.controller.match.state() == saved)
    assert History().read().entries == []  # the start-up deal is not "abandoned"


def test_new_match_abandons_the_current_one(make_window, qtbot):
    window = make_window(human_vs_bot(8))
    install(window)
    human_moves(window, qtbot, 1)
    window.start(human_vs_bot(9))
    [entry] = History().read().entries
    assert entry.result == ABANDONED


def test_finished_match_goes_to_history(bare_window, qtbot, home):
    window = bare_window()
    p = install(window)
    _, data = almost_finished()
    path = home / "almost.json"
    path.write_text(json.dumps(data))
    ended = match_end_told(window)
    p.open_file(path)
    qtbot.waitUntil(ended, timeout=10_000)
    m = window.controller.match
    [entry] = History().read().entries
    assert entry.result == WON and entry.winner == m.winner and entry.scores == m.scores
    assert entry.names == ["Cy", "Di"] and entry.round_scores[-1] == m.scores
    from fivesup_qt.storage import parse_record

    assert parse_record(History().record_of(entry)).match.state() == m.state()  # reopens identically
    assert not p.store.autosave.path.exists()  # nothing to resume


# -- Save As / Open -------------------------------------------------------------------------------
def test_save_as_and_open(make_window, qtbot, home):
    window = make_window(human_vs_bot(21))
    p = install(window)
    human_moves(window, qtbot, 2)
    target = home / "mine.json"
    p.files.choose_save = lambda: str(target)
    p.files.save_dialog()
    saved = read_record(target)
    assert saved.match.state() == normalised(window.controller.match)
    assert saved.data["names"] == ["Ann", "Bot1"]
    human_moves(window, qtbot, 1)
    p.files.choose_open = lambda: str(target)
    p.files.confirm_replace = lambda: "abandon"  # the match in progress is left
    p.files.open_dialog()  # an unfinished match: played on
    assert window.controller.match.state() == saved.match.state()
    assert [e.result for e in History().read().entries] == [ABANDONED]  # the one replaced


def test_open_finished_record_shows_replay_viewer(bare_window, qtbot, home):
    window = bare_window()
    p = install(window)
    m, _ = almost_finished(4)
    rng = random.Random(4)
    while not m.is_over:
        if m.round.is_over:
            m.start_round()
            continue
        m.push(rng.choice(m.legal_moves()))
    path = home / "done.json"
    path.write_text(json.dumps(record_of(m, names=["Cy", "Di"])))
    p.open_file(path)
    [viewer] = p.files.viewers
    qtbot.addWidget(viewer)
    assert viewer.match.state() == m.state()  # opens at the end
    last = viewer.index
    viewer.back.click()
    assert viewer.index == last - 1 and viewer.match.state() != m.state()
    assert viewer.model.match is viewer.match  # the score panel follows
    viewer.first.click()
    assert viewer.match.scores == [0, 0] and len(viewer.match.rounds) == 1
    viewer.last.click()
    assert viewer.panel is not None and viewer.model.match.scores == m.scores
    viewer.grab().save(str(SHOTS / "replay_viewer.png"))
    viewer.close()


GOOD = record_of(Match.new("five-up", 2, seed=2))


def _bad_records():
    m = Match.new("five-up", 2, seed=4)
    for _ in range(3):
        m.push(m.legal_moves()[0])
    illegal = record_of(m)
    illegal["rounds"][0]["moves"][1] = illegal["rounds"][0]["moves"][1].split("@")[0] + "@6|6/low"
    twice = json.loads(json.dumps(GOOD))
    twice["rounds"][0]["hands"][1][0] = twice["rounds"][0]["hands"][0][0]
    return [
        ("truncated", json.dumps(GOOD)[:-40].encode(), "not valid JSON"),
        ("wrong-type", json.dumps({**GOOD, "players": "2"}).encode(), "players must be an integer"),
        ("illegal-move", json.dumps(illegal).encode(), "round 1, move 2 ("),
        ("tile-twice", json.dumps(twice).encode(), "appears twice"),
        ("not-utf8", b"\xff\xfe\x00", "not UTF-8"),
    ]


@pytest.mark.parametrize("name,content,problem", _bad_records(), ids=[c[0] for c in _bad_records()])
def test_open_bad_file_reports_and_changes_nothing(make_window, qtbot, home, name, content, problem):
    window = make_window(human_vs_bot(3))
    p = install(window)
    before = window.controller.match.state()
    autosave = p.store.autosave.path.read_bytes()
    path = home / f"{name}.json"
    path.write_bytes(content)
    assert p.open_file(path) is None
    [message] = p.reporter.messages
    assert str(path) in message and problem in message
    assert path.read_bytes() == content  # the player's own file: left as it is
    assert window.controller.match.state() == before
    assert p.store.autosave.path.read_bytes() == autosave


def test_open_huge_file(make_window, home):
    from fivesup_qt.rules.record import MAX_RECORD_BYTES

    window = make_window(human_vs_bot(3))
    p = install(window)
    path = home / "huge.json"
    with open(path, "wb") as f:
        f.truncate(MAX_RECORD_BYTES * 2)
    assert p.open_file(path) is None
    assert str(path) in p.reporter.messages[0] and "at most" in p.reporter.messages[0]


# -- bad files at start-up, failed writes ---------------------------------------------------------
@pytest.mark.parametrize("content,problem", [
    (b'{"format": "fivesup-match/1", "variant": "five', "not valid JSON"),
    (json.dumps({**GOOD, "variant": "six-up"}).encode(), "unknown variant"),
])
def test_bad_autosave_at_start(bare_window, qtbot, content, problem):
    auto = Autosave()
    auto.path.parent.mkdir(parents=True)
    auto.path.write_bytes(content)
    window = bare_window()
    p = install(window)
    [message] = p.reporter.messages
    assert str(auto.path) in message and problem in message
    [kept] = list(paths.bad_files_dir().iterdir())
    assert kept.read_bytes() == content and kept.name in message
    assert p.store.pending is None and not p.offer_resume()
    window.start(human_vs_bot(12))  # the game goes on
    human_moves(window, qtbot, 1)
    assert read_record(auto.path).match.state() == normalised(window.controller.match)


def test_full_disk_during_autosave_is_reported_and_play_goes_on(make_window, qtbot, monkeypatch):
    window = make_window(human_vs_bot(14))
    p = install(window)
    before = p.store.autosave.path.read_bytes()
    import fivesup_qt.storage.files as files

    def full(path, data, keep_previous=False):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "write_atomic", full)
    shown = []
    p.reporter.messageShown.connect(shown.append)
    human_moves(window, qtbot, 2)
    messages = p.reporter.messages
    assert messages and all("the disk is full" in m and "autosave.json" in m for m in messages)
    assert len(shown) == 1  # one message box, not one per move
    assert p.store.autosave.path.read_bytes() == before  # the old autosave is intact
    monkeypatch.undo()
    human_moves(window, qtbot, 1)
    assert read_record(p.store.autosave.path).match.state() == normalised(window.controller.match)


@pytest.mark.expect_log_errors  # the bug is logged with its traceback
def test_an_unexpected_error_while_saving_is_told_and_play_goes_on(make_window, qtbot,
                                                                    monkeypatch):
    """A bug in saving (not a file problem) reaches neither Qt nor the match: the player
    is told in plain words (the error is data, not markup) and play goes on."""
    window = make_window(human_vs_bot(14))
    p = install(window)

    def broken(record):
        raise RuntimeError("a <b>bug</b>")

    monkeypatch.setattr(p.store.autosave, "save", broken)
    human_moves(window, qtbot, 2)
    assert p.reporter.messages and all("RuntimeError: a <b>bug</b>" in m for m in p.reporter.messages)
    monkeypatch.undo()
    human_moves(window, qtbot, 1)
    assert read_record(p.store.autosave.path).match.state() == normalised(window.controller.match)


def test_unreadable_history_is_moved_whole_not_overwritten(make_window, qtbot, monkeypatch):
    history = History()
    m = Match.new("five-up", 2, seed=1)
    history.append(entry_from_match(m, record_of(m), names=["A", "B"], seats=[{"type": "human"}] * 2))
    before = history.path.read_bytes()
    window = make_window(human_vs_bot(8))
    p = install(window)
    human_moves(window, qtbot, 1)
    real_open = os.open

    def deny(path, flags, *args, **kw):  # the file as it was cannot be read (mode 000)
        if Path(path) == history.path and os.path.exists(path) and os.stat(path).st_size == len(
                before) and not flags & (os.O_WRONLY | os.O_RDWR):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, flags, *args, **kw)

    monkeypatch.setattr(os, "open", deny)
    window.start(human_vs_bot(9))  # abandons the first match: it is added to a new history
    [message] = [m for m in p.reporter.messages if str(history.path) in m]
    assert "permission denied" in message and "kept aside" in message
    kept = next(paths.bad_files_dir().iterdir())
    monkeypatch.setattr(os, "open", real_open)
    assert kept.read_bytes() == before  # the unreadable history, whole
    [abandoned] = history.read().entries
    assert abandoned.result == ABANDONED


# -- history window ---------------------------------------------------------------------------------
def _fill_history() -> list:
    history = History()
    out = []
    for seed, variant, players, finish in ((3, "five-up", 2, True), (5, "exact-61", 3, False),
                                           (6, "five-up", 2, True), (7, "exact-61", 2, True)):
        rng = random.Random(seed)
        m = Match.new(variant, players, seed=seed)
        steps = 100_000 if finish else 25
        for _ in range(steps):
            if m.is_over:
                break
            if m.round.is_over:
                m.start_round()
                continue
            m.push(rng.choice(m.legal_moves()))
        names = ["Ann", "Bo", "Cy"][:players]
        seats = [{"type": "human"}] + [{"type": "bot", "level": "greedy" if seed % 2 else "random"}
                                       for _ in range(players - 1)]
        entry = entry_from_match(m, record_of(m, names=names, seats=seats), names=names, seats=seats,
                                 date=f"2024-05-0{seed}T12:00:00+0000")
        history.append(entry)
        out.append((entry, m))
    return out


def test_history_window_lists_filters_and_reopens(bare_window, qtbot):
    filled = _fill_history()
    window = bare_window()
    p = install(window)
    h = p.show_history()
    qtbot.addWidget(h)
    assert h.table.rowCount() == 4
    assert h.table.item(0, 0).text().startswith("2024-05-07")  # newest first
    h.set_filters(variant="exact-61")
    assert h.table.rowCount() == 2
    h.set_filters(result=ABANDONED)
    assert h.table.rowCount() == 1 and "abandoned" in h.table.item(0, 3).text()
    h.set_filters(players=3)
    assert h.table.rowCount() == 1
    h.set_filters(name="cy")
    assert h.table.rowCount() == 1
    h.set_filters()
    h.resize(900, 420)
    h.grab().save(str(SHOTS / "history_window.png"))
    h.tabs.setCurrentIndex(1)  # the charts
    assert h.win_chart is not None and h.win_chart.bars
    assert len(h.round_chart.values) == len(filled[3][0].round_scores)
    QApplication.processEvents()  # the charts' layout, before the screenshot
    h.grab().save(str(SHOTS / "history_charts.png"))
    h.tabs.setCurrentIndex(0)
    h.set_filters(result=ABANDONED)
    h.open_selected()  # an abandoned match: played on
    assert window.controller.match.state() == filled[1][1].state()
    h.set_filters(variant="five-up")
    h.table.selectRow(1)
    h.open_selected()  # a finished match: the replay viewer
    [viewer] = p.files.viewers
    qtbot.addWidget(viewer)
    assert viewer.match.state() == filled[0][1].state()
    viewer.close()


def test_history_window_reports_bad_lines(bare_window, qtbot):
    _fill_history()
    history = History()
    with open(history.path, "a") as f:
        f.write("{broken\n")
    window = bare_window()
    p = install(window)
    h = p.show_history()
    qtbot.addWidget(h)
    assert h.table.rowCount() == 4
    assert any(str(history.path) in m and "1 bad entry" in m for m in p.reporter.messages)
    assert len(list(paths.bad_files_dir().iterdir())) == 1


# -- settings -----------------------------------------------------------------------------------------
def test_settings_dialog_round_trip(bare_window, qtbot):
    from fivesup_qt.ui.windows.settings import SettingsDialog

    window = bare_window()
    p = install(window)
    dialog = SettingsDialog(p.applier.settings, window)
    qtbot.addWidget(dialog)
    dialog.names[0].setText("Ann")
    dialog.variant.setCurrentIndex(dialog.variant.findData("exact-61"))
    dialog.players.setCurrentIndex(dialog.players.findData(3))
    dialog.levels[1].setCurrentIndex(dialog.levels[1].findData("random"))
    dialog.teaching.setChecked(True)
    dialog.language.setCurrentIndex(dialog.language.findData("ar"))
    dialog.speed.setValue(dialog.speed.maximum())
    dialog.palette_box.setCurrentIndex(dialog.palette_box.findData("dark"))
    dialog.show()
    dialog.grab().save(str(SHOTS / "settings_dialog.png"))
    wanted = dialog.result_settings()
    assert p.applier.apply_settings(wanted)
    assert window.theme.name == "dark"
    read = SettingsStore().load()
    assert read.settings == wanted and read.problems == []
    assert (wanted.names[0], wanted.variant, wanted.players, wanted.bot_levels[1], wanted.teaching,
            wanted.language, wanted.animation_speed) == ("Ann", "exact-61", 3, "random", True, "ar",
                                                         "instant")
    setup = p.default_setup()
    assert setup.variant is EXACT_61 and setup.players == 3
    assert setup.seats[0].name == "Ann" and setup.seats[2].level == "random"
    p2 = install(bare_window())
    assert p2.applier.settings == wanted


def test_bad_settings_at_start(bare_window):
    store = SettingsStore()
    store.path.parent.mkdir(parents=True)
    store.path.write_text('{"players": 7, "palette": "dark", "future": 1}')
    p = install(bare_window())
    assert p.applier.settings.players == 2 and p.applier.settings.palette == "dark"
    [message] = p.reporter.messages
    assert str(store.path) in message and "'players'" in message
    store.path.write_text("{{{")
    p = install(bare_window())
    assert p.applier.settings == Settings()
    assert str(store.path) in p.reporter.messages[0] and "not valid JSON" in p.reporter.messages[0]
    assert len(list(paths.bad_files_dir().iterdir())) == 2


def test_menu_entries(bare_window):
    window = bare_window()
    p = install(window)
    texts = {a.text() for a in window.findChildren(type(p.act_open))}
    assert {"&Open Match…", "Save Match &As…", "Match &History…", "&Settings…"} <= texts
    game = p.act_open.associatedObjects()
    assert any(getattr(o, "title", lambda: "")() == "&Game" for o in game)


def test_palette_from_the_view_menu_is_remembered(bare_window):
    window = bare_window()
    p = install(window)
    window.toggle_theme()
    assert p.applier.settings.palette == "dark" and SettingsStore().load().settings.palette == "dark"
    again = bare_window()
    install(again)
    assert again.theme.name == "dark"
