"""Issue 10 in the running game: it starts with every damaged file in place, Game >
Open reports a hostile record in one message, a finished autosave reaches the history
at start-up, the History window's charts survive odd entries, and data in rich text
is escaped and loads nothing (``ui/words/richtext.py``).

Item -> tests here: 1 test_item1_*, 2 test_item2_* and test_start_*, 7 test_item7_*,
8 test_item8_*, 9 test_item9_*; the start-up with each damaged file: test_start_*.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from helpers.guards import deadline
from helpers.homes import bad_files, plant
from helpers.images import image_pixels
from helpers.random_play import finished
from helpers.smoke_run import DAMAGE, smoke_run
from PySide6.QtWidgets import QApplication

from fivesup_qt import paths
from fivesup_qt.rules import Match
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import Autosave, History, entry_from_match, read_record

HUGE = "9" * 5000
MARKUP = '<img src="file:///dev/zero">'  # 28 characters: a valid seat name


def start_like_the_app(window):
    """What ``app.run_gui`` does once the window is up: persistence, then resume or deal."""
    from fivesup_qt.ui.saving.install import install

    p = install(window)
    p.store.ask = lambda title, text: False
    if not p.offer_resume():
        window.start(p.default_setup(seed=5))
    return p


def _damage(kind: str, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if kind in ("fifo", "dev-zero"):
        plant(kind, path)
    elif kind == "huge-number":
        path.write_text('{"players": ' + HUGE + ', "format": "fivesup-match/1", "date": "x"}\n')
    elif kind == "not-utf8":
        path.write_bytes(b'{"players": "\xff\xfe"}\n')
    elif kind == "deep":
        path.write_text("[" * 5000 + "]" * 5000 + "\n")


KINDS = ["fifo", "dev-zero", "huge-number", "not-utf8", "deep"]
FILES = {"autosave": paths.autosave_path, "settings": paths.settings_path,
         "history": paths.history_path}


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("which", list(FILES))
def test_start_with_a_damaged_file_in_place(bare_window, qtbot, which, kind):
    """Items 1 and 2: the game starts, deals, reports the file by name, keeps it (moved
    aside, or left in place) and saves the new match."""
    path = FILES[which]()
    _damage(kind, path)
    with deadline(awaited=f"a start with a {kind} {which}"):
        window = bare_window()
        p = start_like_the_app(window)
        assert window.controller.match is not None  # a match is dealt
        qtbot.waitUntil(lambda: p.store.autosave.path.is_file(), timeout=5000)
        assert read_record(p.store.autosave.path).match.players == window.controller.match.players
        if which == "history":
            h = p.show_history()  # the History window reads it when opened
            qtbot.addWidget(h)
            assert h.table.rowCount() == 0
    assert any(str(path) in message for message in p.reporter.messages), p.reporter.messages
    assert bad_files() or path.exists()  # nothing lost: moved aside whole, or left where it was


def test_start_with_damaged_files_and_a_finished_autosave(bare_window, qtbot):
    """The finished match still reaches the history: the /dev/zero link in the history's
    place is moved aside whole first."""
    for which, kind in (("settings", "fifo"), ("history", "dev-zero")):
        _damage(kind, FILES[which]())
    match = finished(5)
    Autosave().save(record_of(match, started="2024-05-05T10:00:00+0000"))
    with deadline(awaited="a start with damaged files and a finished autosave"):
        p = start_like_the_app(bare_window())
    assert any("settings.json" in m for m in p.reporter.messages)
    assert any("history.jsonl" in m and "kept aside" in m for m in p.reporter.messages)
    [entry] = History().read().entries
    assert entry.scores == match.scores


def test_start_smoke_process_with_damaged_files(tmp_path_factory):
    """``fivesup-qt --smoke`` (what CI runs) with damaged files in its home (the shared
    run of helpers/smoke_run.py: a FIFO as the settings and the history, /dev/zero as the
    autosave): it plays its match and exits 0 instead of hanging on the settings (the
    language and palette are read before the window; a /dev/zero link or a huge number
    there is tested in-process in tests/storage/test_hostile_files.py)."""
    assert DAMAGE == {"config/settings.json": "fifo", "data/autosave.json": "dev-zero",
                      "data/history.jsonl": "fifo"}  # what this test is about
    smoke = smoke_run(tmp_path_factory)
    assert smoke.code == 0, smoke.err
    assert smoke.out.startswith("smoke:")


# -- 1. Game > Open of a hostile record -----------------------------------------------------------
@pytest.mark.parametrize("content,words", [
    ('{"format": "fivesup-match/1", "variant": "five-up", "players": ' + HUGE + ', "rounds": []}',
     "a number has 5,000 digits"),
    ("[" * 100_000 + "]" * 100_000, "nested"),
])
def test_item1_open_reports_a_hostile_record_and_changes_nothing(bare_window, qtbot, home, content,
                                                                 words):
    window = bare_window()
    p = start_like_the_app(window)
    before = window.controller.match.state()
    path = home / "hostile.json"
    path.write_text(content)
    assert p.open_file(path) is None
    [message] = p.reporter.messages
    assert str(path) in message and words in message
    assert path.read_text() == content and window.controller.match.state() == before


def test_item2_open_of_a_fifo_does_not_hang(bare_window, home):
    window = bare_window()
    p = start_like_the_app(window)
    path = home / "pipe.json"
    os.mkfifo(path)
    with deadline(awaited="Open of a FIFO"):
        assert p.open_file(path) is None
    assert "not a regular file" in p.reporter.messages[0]


# -- 8. a finished autosave at start-up -----------------------------------------------------------
def test_item8_a_finished_autosave_reaches_the_history_at_start(bare_window, qtbot):
    match = finished(3)
    names, seats = ["Ann", "Bo"], [{"type": "human"}, {"type": "bot", "level": "greedy"}]
    Autosave().save(record_of(match, names=names, seats=seats, started="2024-04-04T10:00:00+0000"))
    p = start_like_the_app(bare_window())  # killed after the last autosave, started again
    [entry] = History().read().entries
    assert entry.scores == match.scores and entry.names == names and not p.reporter.messages
    assert p.store.pending is None  # a finished match is never offered for resumption
    p2 = start_like_the_app(bare_window())  # and once more: no second entry
    assert len(History().read().entries) == 1 and not p2.reporter.messages


# -- 7. the History window's charts with odd but valid entries --------------------------------------
def test_item7_charts_survive_odd_entries_and_skip_bad_ones(bare_window, qtbot):
    history = History()
    four = finished(4, players=4)
    names = ["A", MARKUP, "C", "D\nE"]
    seats = [{"type": "bot", "level": "hard"}, {"type": "bot", "level": "random"},
             {"type": "human"}, {"type": "bot", "level": "future-level"}]
    history.append(entry_from_match(four, record_of(four), names=names, seats=seats,
                                    date="2024-01-01T10:00:00+0000"))
    empty = Match.new("exact-61", 3, seed=1)  # no round played: no bars
    history.append(entry_from_match(empty, record_of(empty), names=["x", "y", "z"],
                                    seats=[{"type": "human"}] * 3))
    good = json.loads(history.path.read_bytes().splitlines()[0])
    with open(history.path, "a") as handle:  # the two lines that crashed the charts
        for seats_now in ([{"type": "bot", "level": "greedy"}] * 4 + [{"type": "human"}],
                          [{"type": "human"}, {"type": "bot", "level": ["greedy"]}] * 2):
            handle.write(json.dumps(dict(good, seats=seats_now)) + "\n")
    window = bare_window()
    p = start_like_the_app(window)
    h = p.show_history()
    qtbot.addWidget(h)
    assert h.table.rowCount() == 2 and "2 bad entries" in p.reporter.messages[-1]
    h.tabs.setCurrentIndex(1)
    for row in range(2):
        h.table.selectRow(row)
        QApplication.processEvents()  # the charts redrawn for the row
    assert h.round_chart.values == [] or h.round_chart.values
    h.round_chart.set_rounds([[1, 2], [3]], ["a", "b"], "ragged")  # defensive too
    h.round_chart.set_rounds([["x", None]], ["a", "b"], "not numbers")


# -- 9. rich text -----------------------------------------------------------------------------------


def test_item9_escape_shows_markup_literally_and_loads_nothing(qtbot, cyan_png):
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument
    from PySide6.QtWidgets import QLabel

    from fivesup_qt.ui.words.richtext import escape, rich

    name = f'<img src="file://{cyan_png}">\n\x1b'

    class Recording(QTextDocument):
        def __init__(self):
            super().__init__()
            self.asked = []

        def loadResource(self, kind, url):
            self.asked.append(url.toString())
            return super().loadResource(kind, url)

    raw = Recording()
    raw.setHtml(name)
    raw.size()
    assert raw.asked  # unescaped, Qt does load the file: the test can fail
    safe = Recording()
    safe.setHtml(escape(name))
    safe.size()
    assert safe.asked == [] and safe.toPlainText() == name.replace("\n", "\\n").replace(
        "\x1b", "\\x1b")
    label = QLabel(escape(name))
    label.setTextFormat(Qt.TextFormat.RichText)
    qtbot.addWidget(label)
    label.show()
    assert image_pixels(label) == 0
    bare = QLabel(name.split("\n")[0])  # the same name unescaped: the image shows
    qtbot.addWidget(bare)
    bare.resize(60, 60)
    bare.show()
    assert image_pixels(bare) > 0
    tip = QTextDocument()
    tip.setHtml(rich(f"line one\n{MARKUP}"))
    assert tip.toPlainText() == f"line one\n{MARKUP}"


def test_item9_safe_text_document_loads_no_resource_even_from_markup(qtbot, cyan_png):
    from PySide6.QtWidgets import QTextBrowser

    from fivesup_qt.ui.words.richtext import make_safe

    browser = QTextBrowser()
    qtbot.addWidget(browser)
    browser.resize(200, 120)
    document = make_safe(browser)
    browser.setHtml(f'<img src="{cyan_png}"> <img src="file://{cyan_png}">')
    browser.show()
    assert image_pixels(browser) == 0 and document.requested  # asked, given a blank pixel
    plain = QTextBrowser()
    qtbot.addWidget(plain)
    plain.resize(200, 120)
    plain.setHtml(f'<img src="{cyan_png}">')
    plain.show()
    assert image_pixels(plain) > 0  # what make_safe prevents


def test_item9_history_window_and_charts_show_a_markup_name_literally(bare_window, qtbot, cyan_png):
    history = History()
    match = finished(3)
    short = Path(f"/tmp/fq{os.getpid()}.png")  # a date is at most 64 characters
    short.unlink(missing_ok=True)
    short.symlink_to(cyan_png)
    name = f'<img src="{short}">'
    history.append(entry_from_match(match, record_of(match), names=[name, "Bo"],
                                    seats=[{"type": "human"}, {"type": "bot", "level": "greedy"}],
                                    date=f"<img src='{short}'>"))
    p = start_like_the_app(bare_window())
    h = p.show_history()
    qtbot.addWidget(h)
    assert "&lt;img" in h.table.item(0, 2).toolTip()
    h.tabs.setCurrentIndex(1)
    QApplication.processEvents()  # the charts' tab shown and laid out
    legend = h.round_chart.legend
    texts = [label.item.toPlainText() for _, label in legend.items]
    assert name in texts  # shown as its characters
    assert all("<img" not in label.item.toHtml().split("<body", 1)[1] for _, label in legend.items)
    title = h.round_chart.plot.getPlotItem().titleLabel.item
    assert "<img" in title.toPlainText()
    assert image_pixels(h) == 0
    short.unlink()


def test_item8_a_match_the_history_cannot_take_stays_in_the_autosave(bare_window, qtbot, home,
                                                                     monkeypatch):
    """The history append fails at the end of a match (a full disk): the autosave keeps
    that match (the next match is not autosaved over it, and says so), and the next
    start adds it to the history."""
    import errno

    from helpers.matches import almost_finished
    from helpers.windows import match_end_told

    from fivesup_qt.storage import history as history_module

    window = bare_window()
    p = start_like_the_app(window)
    _, data = almost_finished()
    path = home / "almost.json"
    path.write_text(json.dumps(data))
    real_append = history_module.append_line
    monkeypatch.setattr(history_module, "append_line",
                        lambda *a: (_ for _ in ()).throw(OSError(errno.ENOSPC, "full")))
    ended = match_end_told(window)
    p.open_file(path)  # played on by its two computer seats to the end
    qtbot.waitUntil(ended, timeout=10_000)
    finished_match = window.controller.match
    assert any("could not be added to the history" in m for m in p.reporter.messages)
    kept = Autosave().load().loaded
    assert kept.finished and kept.match.scores == finished_match.scores
    window.start(p.default_setup(seed=9))  # the next match: not autosaved over it
    assert any("not saved automatically" in m for m in p.reporter.messages)
    assert Autosave().load().loaded.match.scores == finished_match.scores
    monkeypatch.setattr(history_module, "append_line", real_append)  # room on the disk again
    p2 = start_like_the_app(bare_window())
    [entry] = History().read().entries
    assert entry.scores == finished_match.scores and p2.store.pending is None
