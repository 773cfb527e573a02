"""Play > Puzzles (issue 26): opened from the main window's menu, a puzzle answered with
real mouse events on its table, right and wrong, in English and in Arabic; the rating,
the streak and the puzzles solved kept in the data folder across runs, a broken or
linked progress file refused and never written over; the window fits a small screen.

The puzzles are real: positions of seeded Medium matches proved by the model's own
builder (``ai.puzzles.build.make_puzzle``), an open-hand one and a counting one."""

from __future__ import annotations

import json
import os
from random import Random

import pytest
from helpers import SHOTS
from helpers.gui import click, drag, hand_point, zone_point
from helpers.homes import bad_files, someone_elses_file
from PySide6.QtCore import QCoreApplication, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from fivesup_qt import paths
from fivesup_qt.ai import puzzle as P
from fivesup_qt.ai.bots import make_bot
from fivesup_qt.ai.puzzles.build import make_puzzle
from fivesup_qt.ai.rating import START
from fivesup_qt.rules import parse_move
from fivesup_qt.rules.match import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.storage.puzzle_progress import ProgressStore, PuzzleProgress
from fivesup_qt.ui.puzzles import window as puzzle_window
from fivesup_qt.ui.puzzles.board import RIGHT_COLOUR, WRONG_COLOUR
from fivesup_qt.ui.puzzles.window import PuzzleWindow
from fivesup_qt.ui.words.voice import bare


def _first_puzzle(kind: str, players: int, seed: str) -> P.Puzzle:
    """The first puzzle of ``kind`` met in a seeded Medium match (as the model's tests)."""
    match = Match.new("five-up", players, seed=seed)
    bot, rng = make_bot("medium"), Random(seed)
    while not match.is_over:
        if match.round.is_over:
            match.start_round()
            continue
        puzzle = make_puzzle(match, kind)
        if puzzle is not None:
            return P.from_json(json.loads(json.dumps(puzzle.to_json())))  # as shipped
        match.push(bot.choose(observe(match, match.turn), rng))
    raise AssertionError("no puzzle in the match")


@pytest.fixture(scope="module")
def open_puzzle() -> P.Puzzle:
    puzzle = _first_puzzle("open", 3, "ui-1")
    assert puzzle.line and any(r.line for r in puzzle.refutations)
    return puzzle


@pytest.fixture(scope="module")
def counting_puzzle() -> P.Puzzle:
    return _first_puzzle("counting", 2, "m1")


def translated(text: str) -> str:
    return QCoreApplication.translate("PuzzleWindow", text)


def opened(main, qtbot, monkeypatch, puzzles) -> PuzzleWindow:
    """Play > Puzzles chosen in the main window's menu, the puzzles ``puzzles``."""
    monkeypatch.setattr(puzzle_window, "shipped_puzzles", lambda: list(puzzles))
    action = main.findChild(QAction, "act_puzzles")
    assert action is not None and action.isEnabled()
    action.trigger()
    window = main.findChild(PuzzleWindow)
    assert window is not None
    qtbot.waitExposed(window)
    window.view.finish_animations()
    return window


def line_done(window: PuzzleWindow) -> bool:
    return not window.line and not window.timer.isActive() and window.retry_button.isEnabled()


def shot(window: PuzzleWindow, name: str) -> None:
    window.view.finish_animations()
    SHOTS.mkdir(exist_ok=True)
    window.grab().save(str(SHOTS / f"puzzles-{name}.png"))


def mark_colours(window: PuzzleWindow) -> list[str]:
    return [mark.colour.name() for mark in window.marks.marks.values()]


def test_a_right_answer_by_drag(language, bare_window, qtbot, monkeypatch, open_puzzle):
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [open_puzzle])
    puzzle = open_puzzle
    assert window.puzzle == puzzle
    view = window.view
    # every hand face up (open hand), the solver's along the bottom
    assert view.bottom == puzzle.seat
    assert sorted(view.hand_items) == sorted(window.board.match.round.hand(puzzle.seat))
    assert all(item.face_up for item in view.hand_items.values())
    assert all(item.face_up for items in view.seat_items.values() for item in items)
    question = bare(window.question.text())
    if language == "en":
        assert question.startswith("You to play: ")
    else:
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert not any(ch.isascii() and ch.isalpha() for ch in question)
    shot(window, f"question-{language}")

    tile, point = parse_move(puzzle.solution)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    # the answer and the rest of the line on the table, numbered in green
    m = window.board.match
    placed = [parse_move(t)[0] for t in (puzzle.solution, *puzzle.line)]
    assert all(t in m.round.layout.order and t in view.table_items for t in placed)
    assert list(window.marks.marks) == placed
    assert set(mark_colours(window)) == {RIGHT_COLOUR.name()}
    assert all(window.marks.marks[t].isVisible() for t in placed)
    text = bare(window.feedback.toPlainText())
    assert bare(translated("Right!")) in text
    if language == "ar":
        assert translated("Right!") != "Right!"
    # rated: a win against the puzzle's rating, a streak of one, kept on disk
    progress = window.progress
    assert progress.rating is not None and progress.rating[0] > START
    assert progress.streak == 1 and progress.solved == [puzzle.id]
    assert str(round(progress.rating[0])) in bare(window.rating_label.text())
    assert ProgressStore().load().progress == progress
    shot(window, f"right-{language}")
    window.close()


def test_a_wrong_answer_by_clicks_shows_its_refutation(language, bare_window, qtbot,
                                                         monkeypatch, open_puzzle):
    ProgressStore().save(PuzzleProgress(rating=(1600.0, 120.0, 0.06), streak=2,
                                        best_streak=4, played=["pz-000000000000"]))
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [open_puzzle])
    puzzle = open_puzzle
    assert window.progress.streak == 2
    wrong = next(r for r in puzzle.refutations if r.line)
    tile, point = parse_move(wrong.move)
    click(window, hand_point(window, tile))
    assert point in window.interaction.zones  # lit by the engine's legal moves
    click(window, zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    # the refutation played out on the table, numbered in red
    placed = [parse_move(t)[0] for t in (wrong.move, *wrong.line)]
    view = window.view
    assert all(t in view.table_items for t in placed)
    assert list(window.marks.marks) == placed
    assert set(mark_colours(window)) == {WRONG_COLOUR.name()}
    text = bare(window.feedback.toPlainText())
    assert bare(translated("Not the best move.")) in text
    why = bare(QCoreApplication.translate("puzzles", {
        "opponent-dominoes": "After it, another player goes out first.",
        "loses-match": "After it, another side wins the match.",
        "misses-finish": "It does not finish the match; the right move does.",
        "opponent-scores": "It lets the other side score more.",
        "fewer-points": "Your side scores less with it."}[wrong.why]))
    assert why in text
    # every move of the line is told, numbered
    assert all(f"{k}." in text for k in range(1, len(placed) + 1))
    # the streak is broken, the best kept; the rating went down
    assert window.progress.streak == 0 and window.progress.best_streak == 4
    assert window.progress.rating[0] < 1600
    assert ProgressStore().load().progress.streak == 0
    assert window.solution_button.isEnabled()
    shot(window, f"wrong-{language}")

    # Retry: the position again; a right answer now changes neither rating nor streak
    rating = window.progress.rating
    QTest.mouseClick(window.retry_button, Qt.MouseButton.LeftButton)
    assert not window.marks.marks and window.board.match.turn == puzzle.seat
    tile, point = parse_move(puzzle.solution)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    assert bare(translated("Right!")) in bare(window.feedback.toPlainText())
    assert window.progress.rating == rating and window.progress.streak == 0
    window.close()


def test_a_counting_puzzle_shows_the_solvers_hand_alone(bare_window, qtbot, monkeypatch,
                                                       counting_puzzle):
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [counting_puzzle])
    view = window.view
    assert all(item.face_up for item in view.hand_items.values())
    assert not any(item.face_up for items in view.seat_items.values() for item in items)
    wrong = counting_puzzle.refutations[0]
    tile, point = parse_move(wrong.move)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    text = bare(window.feedback.toPlainText())
    assert f"It scores {round(wrong.value)}; the best placement here scores " \
           f"{round(counting_puzzle.value)}." in text
    # Show Solution: the right move on a fresh position, in green
    QTest.mouseClick(window.solution_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    right_tile = parse_move(counting_puzzle.solution)[0]
    assert list(window.marks.marks) == [right_tile]
    assert right_tile in window.board.match.round.layout.order and tile in view.hand_items
    window.close()


def test_the_progress_survives_a_restart(bare_window, qtbot, monkeypatch, open_puzzle,
                                         counting_puzzle):
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [open_puzzle, counting_puzzle])
    first = window.puzzle
    tile, point = parse_move(first.solution)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    QTest.mouseClick(window.next_button, Qt.MouseButton.LeftButton)
    assert window.puzzle is not None and window.puzzle != first  # the one not played yet
    rating, shown = window.progress.rating, bare(window.rating_label.text())
    window.close()
    qtbot.waitUntil(lambda: main.findChild(PuzzleWindow) is None)
    again = opened(main, qtbot, monkeypatch, [open_puzzle, counting_puzzle])
    assert again.progress.rating == rating and again.progress.solved == [first.id]
    assert bare(again.rating_label.text()) == shown and again.progress.streak == 1
    assert again.puzzle != first  # a puzzle played already comes after the fresh ones
    again.close()


def test_a_broken_progress_file_is_refused_with_a_message_and_kept(bare_window, qtbot,
                                                                   monkeypatch, open_puzzle):
    path = paths.puzzles_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "fivesup-qt puzzle progress", "version": 1, "streak": ')
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [open_puzzle])
    assert window.problem_label.isVisible()
    assert str(path) in window.problem_label.text()
    [kept] = bad_files()
    broken = kept.read_bytes()
    tile, point = parse_move(open_puzzle.solution)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    assert kept.read_bytes() == broken  # the broken file is kept as it was
    assert ProgressStore().load().progress.streak == 1
    window.close()


def test_a_linked_progress_file_is_refused_and_its_target_never_written(
        bare_window, qtbot, monkeypatch, open_puzzle, tmp_path):
    path = paths.puzzles_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    target = someone_elses_file(tmp_path, "theirs.json", json.dumps(
        PuzzleProgress(streak=9, best_streak=9).to_json()).encode())
    before = target.read_bytes()
    os.symlink(target, path)
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [open_puzzle])
    assert window.progress.streak == 0  # the link's target is not read
    assert "symbolic link" in window.problem_label.text() and window.problem_label.isVisible()
    tile, point = parse_move(open_puzzle.solution)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    assert target.read_bytes() == before
    assert not path.is_symlink() and ProgressStore().load().progress.streak == 1
    window.close()


def test_themes_with_their_counts_choose_the_puzzles(bare_window, qtbot, monkeypatch,
                                                     open_puzzle, counting_puzzle):
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [open_puzzle, counting_puzzle])
    box = window.theme_box
    themes = {box.itemData(i): bare(box.itemText(i)) for i in range(box.count())}
    assert themes[""].endswith("(2)")
    for theme in set(open_puzzle.themes) | set(counting_puzzle.themes):
        n = sum(theme in p.themes for p in (open_puzzle, counting_puzzle))
        assert themes[theme].endswith(f"({n})")
    only = next(t for t in open_puzzle.themes if t not in counting_puzzle.themes)
    box.setCurrentIndex(box.findData(only))
    assert window.puzzle == open_puzzle
    window.next_puzzle()
    assert window.puzzle == open_puzzle  # the only one of its theme
    window.close()


def test_the_window_fits_a_small_screen(language, bare_window, qtbot, monkeypatch,
                                        open_puzzle):
    """On an 800x600 screen (less the frame and a panel) nothing is cut."""
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [open_puzzle])
    free = window.screen().availableGeometry()
    assert window.width() <= free.width() and window.height() <= free.height()
    hint = window.minimumSizeHint()
    assert hint.width() <= 780 and hint.height() <= 540, hint
    window.resize(780, 540)
    qtbot.waitUntil(lambda: window.height() == 540)
    for label in (window.question, window.details):
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    for button in (window.retry_button, window.solution_button, window.next_button):
        assert button.width() >= button.sizeHint().width()
    assert window.view.height() >= 200
    shot(window, f"small-{language}")
    window.close()


def one_of_each_wording(puzzles: list[P.Puzzle]) -> list[P.Puzzle]:
    """The puzzles the window words differently (kind, goal, game, players, target,
    difficulty, how many themes), and each theme at least once: 119 of the 344 shipped."""
    kinds: set[tuple] = set()
    themes: set[str] = set()
    chosen = []
    for each in puzzles:
        kind = (each.kind, each.goal, str(each.variant), each.players, each.target,
                each.difficulty, len(each.themes))
        if kind not in kinds or not themes.issuperset(each.themes):
            chosen.append(each)
            kinds.add(kind)
            themes.update(each.themes)
    return chosen


@pytest.mark.parametrize("shown", ["quick", pytest.param("every", marks=pytest.mark.slow)])
def test_the_shipped_puzzles_open_and_are_answered_by_mouse(language, bare_window, qtbot,
                                                            shown):
    """The set shipped with the game (no puzzle given by the test): the first one is
    answered right with a drag; every one of them is drawn with the solver's hand live
    and the solution's point on the table.  The table is the same in both languages
    (only the words differ): the quick run draws every puzzle in English and, in Arabic,
    one of each way the window words a puzzle; the slow run every puzzle in both."""
    main = bare_window()
    main.findChild(QAction, "act_puzzles").trigger()
    window = main.findChild(PuzzleWindow)
    qtbot.waitExposed(window)
    shipped = P.load_shipped()
    assert window.puzzles == list(shipped) and len(shipped) >= 300
    assert not window.problem_label.isVisible()
    puzzle = window.puzzle
    tile, point = parse_move(puzzle.solution)
    window.view.finish_animations()
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    assert window.state == puzzle_window.RIGHT and window.progress.streak == 1
    shot(window, f"shipped-{language}")
    every = language == "en" or shown == "every"
    for each in shipped if every else one_of_each_wording(list(shipped)):
        window.show_puzzle(each)
        view = window.view
        assert sorted(view.hand_items) == sorted(window.board.match.round.hand(each.seat))
        assert window.board.human_to_act() == each.seat
        assert view.zone_centre(parse_move(each.solution)[1]) is not None
        open_hands = all(i.face_up for items in view.seat_items.values() for i in items)
        assert open_hands == (each.kind == "open") or not view.seat_items
    window.close()


def test_the_line_tells_the_draws_and_passes_it_forces(language, bare_window, qtbot,
                                                       monkeypatch):
    """Issue 37: a seat that draws and passes in the line played out is told so in the
    answer's words (before, the line went from one placement to the next and the seat
    looked skipped).  A shipped puzzle of three players: after the solver's answer the
    next seat draws the stock dry and passes."""
    puzzle = next(p for p in P.load_shipped() if p.id == "pz-7c77b7707576")
    after = P.play_line(P.position(puzzle), (puzzle.solution,))[0]
    assert [f.kind for f in after.forced] == ["draw"] * 4 + ["pass"]
    seat = after.forced[0].seat
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [puzzle])
    tile, point = parse_move(puzzle.solution)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    text = bare(window.feedback.toPlainText())
    name = window.board.cast.name(seat)

    def said(source: str, **values: str) -> str:
        told = QCoreApplication.translate("puzzles", source)
        if language == "ar":
            assert told != source, source
        for key, value in values.items():
            told = told.replace("{" + key + "}", value)
        return bare(told)

    tiles = bare(QCoreApplication.translate("summary", "%n tile(s)", "", 4)).replace(
        "%n", "4").replace("(s)", "s")
    assert said("{name} draws {tiles}", name=name, tiles=tiles) in text
    assert said("{name} passes", name=name) in text
    # on the answer's own numbered line, after its placement
    first = next(line for line in text.splitlines() if line.startswith("1."))
    assert said("{name} passes", name=name) in first
    shot(window, f"line-passes-{language}")
    window.close()


def test_after_an_answer_the_small_window_keeps_its_table_and_buttons(
        language, bare_window, qtbot, monkeypatch, open_puzzle):
    """At 780x540 the answer's words (the verdict, the line told move by move) scroll in
    their own pane: the table keeps a readable height and no button is cut."""
    main = bare_window()
    window = opened(main, qtbot, monkeypatch, [open_puzzle])
    window.resize(780, 540)
    qtbot.waitUntil(lambda: window.height() == 540)
    before = window.view.height()
    tile, point = parse_move(open_puzzle.solution)
    drag(window, hand_point(window, tile), zone_point(window, point))
    qtbot.waitUntil(lambda: line_done(window), timeout=10_000)
    QApplication.processEvents()  # the layouts the answer asked for
    assert window.size().height() == 540
    for button in (window.retry_button, window.solution_button, window.next_button):
        assert button.isVisible() and button.width() >= button.sizeHint().width()
        assert window.rect().contains(button.geometry().translated(
            button.parentWidget().mapTo(window, QPoint(0, 0))))
    assert window.view.height() >= max(200, before * 0.8), (before, window.view.height())
    shot(window, f"small-answered-{language}")
    window.close()


def test_the_window_plays_in_the_games_theme_and_pace(bare_window, qtbot, monkeypatch,
                                                      open_puzzle):
    """What the puzzle window needs from the game is given to it by the menu (issue 38:
    no window probes its parent): the table's theme and the animation pace."""
    from fivesup_qt.ui.play.pace import PACES
    from fivesup_qt.ui.theme import DARK

    main = bare_window()
    main.set_theme(DARK)
    main.controller.fast = False
    main.controller.set_pace(PACES["slow"])
    window = opened(main, qtbot, monkeypatch, [open_puzzle])
    assert window.view.theme is DARK
    assert window.board.pace is PACES["slow"]
