"""How messages speak: the one human seat is "you" (second person), others are named;
every inserted value sits in Unicode isolates; names reach rich text escaped.  In
English and Arabic, in the functions that word the messages and in the running game."""

from __future__ import annotations

import ast
import re
from dataclasses import replace

import pytest
from helpers import REPO
from helpers.matches import laid_out, play_to_the_end, unfinished_match, words
from helpers.sources import parsed, text_of
from helpers.windows import persistence_of
from PySide6.QtCore import Qt

from fivesup_qt.rules import FIVE_UP
from fivesup_qt.ui.words import i18n, voice

ROOT = REPO
UI = ROOT / "fivesup_qt" / "ui"
FSI, LRI, PDI = "\u2068", "\u2066", "\u2069"
SPOKEN_ONLY = {"tally_widget.py"}  # the tally in words: read by screen readers, never shown


@pytest.fixture
def arabic(qapp):
    assert i18n.install(qapp, "ar") == "ar"
    yield
    i18n.uninstall()


def _is_translation(node: ast.AST) -> bool:
    """tr(...), self.tr(...), QCoreApplication.translate(...), plural(tr(...), n)."""
    if not isinstance(node, ast.Call):
        return False
    func = node.func
    name = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
    if name == "plural":
        return bool(node.args) and _is_translation(node.args[0])
    return name in ("tr", "translate")


def test_no_translated_text_is_filled_without_isolates():
    """Every translated text takes its values through voice.fill (isolated), never
    str.format, except the few texts that make a name (isolated where it is put)."""
    offenders = []
    for path in sorted(UI.glob("*.py")):
        if path.name in SPOKEN_ONLY:
            continue
        source = text_of(path)
        lines = source.splitlines()
        for node in ast.walk(parsed(source)):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "format" and _is_translation(node.func.value)):
                line = lines[node.lineno - 1] + (lines[node.lineno] if node.lineno < len(lines)
                                                 else "")
                if not re.search(r"#.*\bnames?\b", line):  # '# a name: isolated where it is put'
                    offenders.append(f"{path.name}:{node.lineno}")
    assert not offenders, offenders


def test_fill_isolates_every_value():
    text = voice.fill("{a} and {b}", a="Ann", b="1|4")
    assert text == f"{FSI}Ann{PDI} and {LRI}1|4{PDI}"  # tiles, numbers, formulas left to right
    assert voice.fill("{f}", f="2 + 8 = 10") == f"{LRI}2 + 8 = 10{PDI}"
    assert voice.bare(text) == "Ann and 1|4"


# -- item 1: the player is "you", the others are named ---------------------------------------
def _cast(players: int = 2):
    from types import SimpleNamespace

    names = ["Ann", "Bea", "Cy", "Di"][:players]
    scorers = [[0, 2], [1, 3]] if players == 4 else [[s] for s in range(players)]
    return voice.Cast(names, you=0), SimpleNamespace(scorers=scorers, winner=None)


# (function, English for you, English for a named seat, Arabic for you, Arabic for a named seat)
def _said(cast, match, seat):
    from types import SimpleNamespace

    from fivesup_qt.rules import Drew
    from fivesup_qt.ui.words import narrator

    drew = Drew(seat=seat, tile=3, open_values=(2, 5), fits=False, again=False, stock_left=9)
    # a round where nothing fits and the stock is not empty (what turn_prompt asks)
    rnd = SimpleNamespace(must_pass=lambda: False, must_draw=lambda: True, must_play=-1)
    return [words(text) for text in (
        narrator.round_start_line(cast, 0, seat), narrator.draw_line(cast, seat),
        narrator.pass_line(cast, seat), narrator.pass_lesson(cast, seat),
        narrator.draw_lesson(cast, drew), narrator.turn_prompt(cast, seat, rnd))]


ENGLISH_YOU = ["Round 1: you lead", "You draw", "You pass",
               "You cannot place and the stock is empty: a pass.",
               "You hold no tile showing an open value (2, 5), so you must draw.",
               "No tile fits: draw from the stock (D)"]
ENGLISH_BEA = ["Round 1: Bea leads", "Bea draws", "Bea passes",
               "Bea cannot place and the stock is empty: a pass.",
               "Bea holds no tile showing an open value (2, 5), so must draw.",
               "Bea, no tile fits: draw from the stock (D)"]
ARABIC_YOU = ["الجولة 1: أنت البادئ", "أنت تسحب", "أنت تمرّر الدور",
              "لا تستطيع الوضع والكومة فارغة: تمرير.",
              "لا تملك قطعة تحمل قيمة مفتوحة (2، 5)، فعليك السحب.",
              "لا تناسب أي قطعة: اسحب من الكومة (D)"]
ARABIC_BEA = ["الجولة 1: Bea هو البادئ", "Bea يسحب", "Bea يمرّر الدور",
              "لا يستطيع Bea الوضع والكومة فارغة: تمرير.",
              "لا يملك Bea قطعة تحمل قيمة مفتوحة (2، 5)، فعليه السحب.",
              "يا Bea، لا تناسب أي قطعة: اسحب من الكومة (D)"]


def test_messages_by_person_in_english(qapp):
    from fivesup_qt.ui.words.narrator import winner_line

    cast, match = _cast()
    assert _said(cast, match, 0) == ENGLISH_YOU
    assert _said(cast, match, 1) == ENGLISH_BEA
    match.winner = 0
    assert voice.bare(winner_line(cast, match)) == "You win the match!"
    match.winner = 1
    assert voice.bare(winner_line(cast, match)) == "Bea wins the match!"
    team, four = _cast(4)
    four.winner = 0
    assert voice.bare(winner_line(team, four)) == "You and Cy win the match!"
    four.winner = 1
    assert voice.bare(winner_line(team, four)) == "Bea & Di win the match!"
    nobody = voice.Cast(["Player 1", "Player 2"])  # hot-seat: every player is named
    assert _said(nobody, match, 0)[1] == "Player 1 draws"


def test_messages_by_person_in_arabic(qapp, arabic):
    from fivesup_qt.ui.words.narrator import winner_line

    cast, match = _cast()
    assert _said(cast, match, 0) == ARABIC_YOU
    assert _said(cast, match, 1) == ARABIC_BEA
    match.winner = 0
    assert voice.bare(winner_line(cast, match)) == "فزتَ بالمباراة!"
    match.winner = 1
    assert voice.bare(winner_line(cast, match)) == "فاز Bea بالمباراة!"
    team, four = _cast(4)
    four.winner = 0
    assert voice.bare(winner_line(team, four)) == "فزت أنت وCy بالمباراة!"


def test_reasons_say_your_hand_to_the_player(qapp):
    from fivesup_qt.rules import Match, parse_move, parse_tile
    from fivesup_qt.ui.words.summary import reason_text

    m = Match(FIVE_UP, 2, auto_forced=False)
    deal = [[parse_tile(t) for t in h] for h in (["1|4", "1|1", "0|6", "2|6", "3|5"],
                                                 ["4|4", "0|0", "0|1", "0|2", "0|3"])]
    used = {t for hand in deal for t in hand}
    m.start_round(0, deal, [t for t in range(28) if t not in used])
    why = m.why_illegal(parse_move("4|4"), 0)  # Bea's tile, tried by the player
    assert voice.bare(reason_text(why, voice.Cast(["Ann", "Bea"], you=0))) == \
        "4|4 is not in your hand (it is in Bea's hand)"
    assert voice.bare(reason_text(why, ["Ann", "Bea"])) == \
        "4|4 is not in Ann's hand (it is in Bea's hand)"


def _log_text(window) -> str:
    return voice.bare(window.panel.log.toPlainText())


WRONG_ENGLISH = re.compile(r"\bYou (leads|draws|passes|holds|wins|cannot play and passes)\b"
                           r"|Pass the screen to You|I am You")


def test_the_running_game_speaks_to_you(make_window, qtbot):
    from helpers.windows import human_vs_bot

    # Ann, the one human, against Bot1, to the shortest target (31): the same story, shorter;
    # deal 12: 8 rounds, you lead, draw and win, Bot1 leads and draws (deal 7 told the same
    # in 11)
    window = make_window(replace(human_vs_bot(12), target=155))
    c = window.controller
    qtbot.waitUntil(lambda: voice.bare(window.status_label.text()) in (
        "Your turn: drag a tile to a lit point", "No tile fits: draw from the stock (D)"),
        timeout=5000)  # the prompt, once the computer's lead (if any) has been shown
    play_to_the_end(window, qtbot)
    log = _log_text(window)
    assert "Ann" not in log and "Bot1" in log  # the player is "you" in the story
    assert re.search(r"Round \d+: (you lead|Bot1 leads)", log)
    assert not WRONG_ENGLISH.search(log), log
    won = c.match.winner == 0
    assert log.rstrip().endswith("You win the match!" if won else "Bot1 wins the match!")
    assert voice.bare(window.status_label.text()) == (
        "You win the match!" if won else "Bot1 wins the match!")
    assert voice.bare(window.round_card.title.text()) == voice.bare(window.status_label.text())
    assert voice.bare(window.panel.cards[0].name.text()).startswith("Ann")  # cards: names


@pytest.mark.arabic_reading
def test_the_running_game_speaks_arabic_to_you(make_window, qtbot, arabic):
    from helpers.windows import human_vs_bot

    window = make_window(human_vs_bot(7))
    play_to_the_end(window, qtbot, rounds=1)
    log = _log_text(window)
    assert "Ann" not in log and "Bot1" in log
    assert "أنت" in log or "لعبتَ" in log

    # every number, sign and numbered tile on screen reads left to right in the
    # right-to-left window: the round card, the score cards, the teacher and the log
    from helpers.gui import seen
    from PySide6.QtWidgets import QLabel, QTextEdit

    reversed_number = re.compile(r"\d[−+]|\s\.\d")  # '15−' for −15, '5|0 .1' for '1. 0|5'
    texts = [w for w in (*window.findChildren(QLabel), *window.findChildren(QTextEdit))
             if w.isVisible()]
    drawn = [seen(w) for w in texts]
    assert any(re.search(r"[−+]\d", d) for d in drawn), "a settlement on screen"
    assert not [line for d in drawn for line in d.split("\n") if reversed_number.search(line)]


def test_hot_seat_names_every_player(make_window, qtbot):
    from fivesup_qt.ui.play.setup import match_setup

    window = make_window(match_setup(FIVE_UP, 2, humans=(0, 1), seed=3),
                         wait_human=False)
    c = window.controller
    qtbot.waitUntil(window.cards.handoff_card.isVisible, timeout=5000)
    seat = c.match.round.turn
    name = f"Player {seat + 1}"
    assert voice.bare(window.cards.handoff_card.label.text()) == f"Pass the screen to {name}"
    assert voice.bare(window.cards.handoff_card.button.text()) == f"I am {name}: show my hand"
    window.cards.handoff_card.button.click()
    qtbot.waitUntil(lambda: voice.bare(window.status_label.text()).startswith(f"{name}, "),
                    timeout=5000)  # "Player 1, your turn: ..."
    assert f"Round 1: {c.cast.name(c.match.round.leader)} leads" in _log_text(window)
    assert not WRONG_ENGLISH.search(_log_text(window))


# -- item 2: right to left with Latin names and English-made records ----------------------------
def visual(text: str) -> str:
    """``text`` as a right-to-left paragraph shows it, read left to right on the screen
    (the glyphs sorted by position): '1|4' must still read '1|4'."""
    from helpers.gui import drawn

    return drawn(text)


TILE = re.compile(r"(\d)\|(\d)")
SIGNED = re.compile(r"([+−-])(\d+)")


def _reads_right(logical: str) -> None:
    """Every tile and signed number of ``logical`` shows in its own order right to left."""
    shown = visual(logical)
    for a, b in TILE.findall(shown):
        assert a <= b, (f"{a}|{b} shows reversed", voice.bare(logical), shown)
    assert not re.search(r"\d[+−-](?!\d)", shown.replace(" ", "")) or "=" in shown, (
        "a sign after its number", voice.bare(logical), shown)


@pytest.mark.arabic_reading
def test_right_to_left_window_with_latin_names(make_window, qtbot, arabic, home):
    from helpers.windows import human_vs_bot
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextDocument

    window = make_window(human_vs_bot(7))  # Ann and Bot1: Latin names in an Arabic window
    c = window.controller
    play_to_the_end(window, qtbot, rounds=1)
    document: QTextDocument = window.panel.log.document()
    block = document.begin()
    lines = 0
    while block.isValid():
        text = block.text()
        if text.strip():
            lines += 1
            assert block.textDirection() == Qt.LayoutDirection.RightToLeft, voice.bare(text)
            _reads_right(text)
            assert not re.search(r"(Ann|Bot1)(?!\u2069)", text), text  # names isolated
        block = block.next()
    assert lines > 3
    for label in (window.round_card.hands, window.round_card.steps, window.round_card.scores):
        for line in label.text().split("<br>"):
            _reads_right(laid_out(line))
    # score cards: names and numbers on the right, signs before their numbers
    for card in window.panel.cards:
        assert card.name.alignment() & Qt.AlignmentFlag.AlignRight
        assert card.name.alignment() & Qt.AlignmentFlag.AlignAbsolute
        _reads_right(card.score.text())
    # the points preview on the table: '+0', never '0+'
    c.next_round()
    qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over, timeout=5000)
    m = c.match
    if c.human_to_act() is not None and m.legal_moves():
        tile, point = m.legal_moves()[0]
        window.interaction.select(tile)
        window.interaction._show_points(point, window.interaction.zones[point].pos(), True)
        assert visual(window.interaction.points_badge.text).startswith("+")
        _reads_right(window.status_label.text())


@pytest.mark.arabic_reading
def test_english_made_record_in_an_arabic_window(bare_window, qtbot, home, arabic):
    """A record written by the English game (names 'You', 'North') opened in Arabic: every
    line right to left, the resume question pairs each seat with its own score, the
    English default names read as the seats' roles in Arabic."""
    import json

    from fivesup_qt.rules.record import record_of
    from fivesup_qt.storage import read_record

    window = bare_window()
    p = persistence_of(window)
    from fivesup_qt.rules import displayed

    m = unfinished_match()
    path = home / "english.fivesup.json"
    path.write_text(json.dumps(record_of(m, names=["You", "North"],
                                          seats=[{"type": "human"},
                                                 {"type": "bot", "level": "medium"}])))
    loaded = read_record(path)
    described = p.store.describe(loaded)
    you, north = (displayed(s) for s in loaded.match.scores)
    # each name beside its own score, each part isolated
    assert f"\u2068أنت\u2069: \u2066{you}\u2069" in described, described
    assert f"\u2068الشمال\u2069: \u2066{north}\u2069" in described, described
    assert " – " not in described  # no bare 'a – b' pair for a right-to-left reader to reverse
    p.open_file(path)
    qtbot.waitUntil(lambda: window.controller.match is not None and window.panel.log.document()
                    .blockCount() > 1, timeout=5000)
    block = window.panel.log.document().begin()
    while block.isValid():
        if block.text().strip():
            assert block.textDirection() == Qt.LayoutDirection.RightToLeft, block.text()
        block = block.next()




@pytest.mark.arabic_reading
def test_a_level_with_its_accuracy_reads_in_order_in_arabic(qapp, arabic):
    """'Accuracy 56%: below Easy (76%)': the level's word comes before its accuracy for a
    right-to-left reader (it read 'below (76%) Easy': the phrase was isolated as left to
    right, an FSI finding no letter outside its own nested isolates)."""
    from fivesup_qt.ai.calibration import Mark, Place
    from fivesup_qt.ui.words.review_words import accuracy_level_text

    easy = Mark("random", "Easy", 76.0, 74.0, 78.0)
    hard = Mark("hard", "Hard", 83.0, 82.0, 84.0)
    expert = Mark("expert", "Expert", 89.0, 88.0, 90.0)
    below = visual(accuracy_level_text(56.0, Place(56.0, None, easy)))
    between = visual(accuracy_level_text(86.0, Place(86.0, hard, expert)))
    # read on the screen left to right (an Arabic word's letters too): the percentage is
    # left of its level's word, that is after it for the reader
    def at(shown: str, word: str) -> int:
        return shown.index(word[::-1] if word[0] not in "(0123456789" else word)

    assert at(below, "(76%)") < at(below, "سهل") < at(below, "دون"), below
    assert (at(between, "(89%)") < at(between, "خبير") < at(between, "(83%)")
            < at(between, "صعب") < at(between, "بين")), between
