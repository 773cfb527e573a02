"""Issue 37, item 9: what the table's texts say is true, in English and Arabic: pips
counted in Qt's plural forms, the leader said to lead before anyone has played, a hint
against one opponent that does not speak of 'the others', and a language change after
the match is over that does not offer to resume it."""

from __future__ import annotations

import dataclasses

import pytest
from helpers.random_play import finished
from helpers.windows import find_seed, human_vs_bot, persistence_of
from PySide6.QtWidgets import QMessageBox

from fivesup_qt.rules import FIVE_UP, Match
from fivesup_qt.rules.settlement import SettlementStep
from fivesup_qt.ui.words import i18n
from fivesup_qt.ui.words.narrator import step_line
from fivesup_qt.ui.words.voice import Cast, bare


@pytest.fixture(params=["en", "ar"])
def speaking(request, qapp):
    """The game's translation installed as the game installs it (English too: its
    plural forms are a translation)."""
    assert i18n.install(qapp, request.param) == request.param
    yield request.param
    i18n.uninstall()


def test_one_pip_is_one_pip(speaking):
    match = Match.new(FIVE_UP, 2, seed=1)
    cast = Cast(["Ann", "Bea"], you=0)
    one = bare(step_line(cast, match, SettlementStep("hand", 1, 1, (1,), -1), (0, 1)))
    seven = bare(step_line(cast, match, SettlementStep("hand", 1, 1, (7,), -1), (0, 7)))
    if speaking == "en":
        assert one.startswith("Bea: 1 pip rounds to 0, nothing to deduct")
        assert seven.startswith("Bea: 7 pips rounds to 5")
    else:
        assert "pip" not in one + seven
        assert "مجموع القيم 1 " in one and "مجموع القيم 7 " in seven


def test_the_leader_leads_until_the_first_tile_is_down(speaking, make_window, qtbot):
    window = make_window(human_vs_bot(find_seed(lambda m: m.round.leader == 0)))
    c = window.controller
    assert not c.match.round.layout.order
    before = bare(window.panel.info.text())
    assert before.endswith("you lead" if speaking == "en" else "تبدأ أنت"), before
    c.play(*c.match.legal_moves()[0])
    qtbot.waitUntil(lambda: bool(c.match.round.layout.order))
    after = bare(window.panel.info.text())
    assert after.endswith("you led" if speaking == "en" else "بدأتَ أنت"), after


def test_a_hint_against_one_opponent_names_the_opponent(speaking, make_window, qtbot):
    window = make_window(human_vs_bot(21))
    c = window.controller
    c.hinter.seconds = 0.2
    c.request_hint()
    qtbot.waitUntil(lambda: c.hinter.last is not None, timeout=15_000)
    text = bare(window.panel.hint_text())
    assert c.hinter.last.best.margin is not None  # the round decides nothing: its margin is said
    if speaking == "en":
        assert "your opponent" in text and "the others" not in text
    else:
        assert "خصمك" in text and "الآخرين" not in text


def test_a_new_language_after_the_match_is_over_offers_no_resuming(qapp, make_window, qtbot):
    window = make_window(human_vs_bot(1), wait_human=False)
    persistence = persistence_of(window)
    i18n.watch(persistence)
    match = finished(3)
    window.controller.load_match(match, human_vs_bot(1))
    persistence.applier.apply_settings(dataclasses.replace(persistence.applier.settings, language="ar"))
    qtbot.waitUntil(lambda: any(b.isVisible() for b in window.findChildren(QMessageBox)))
    [box] = [b for b in window.findChildren(QMessageBox) if b.isVisible()]
    assert "next time the game starts" in box.text()
    assert "resumed" not in box.text()
    box.close()
