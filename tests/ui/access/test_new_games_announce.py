"""What a screen reader is told in Block (issue 43): the deal's lead by the highest double
when a round is dealt, a pass where nobody draws (the stock sleeps), and the round's end
with the winner's take, in English and in Arabic (what ``announce.send`` is given)."""

from __future__ import annotations

import pytest
from helpers.matches import play_to_the_end
from helpers.windows import find_seed

from fivesup_qt.rules.variants import BLOCK
from fivesup_qt.ui.access import announce
from fivesup_qt.ui.play.setup import MatchSetup, SeatSetup
from fivesup_qt.ui.words.voice import bare

HEARD = {
    "en": {"lead": "the highest double dealt, and leads with it",
           "pass": "Bot1 cannot place and passes (the stock sleeps)",
           "take": ("take the others'", "takes the others'", "Fewest pips:",
                    "The fewest pips are shared")},
    "ar": {"lead": "أعلى قطعة مزدوجة وُزِّعت، ويبدأ بها",
           "pass": "لا يستطيع Bot1 الوضع فيمرّر الدور (الكومة نائمة)",
           "take": ("قيم الآخرين", "أقل مجموع قيم")},
}


@pytest.fixture
def spoken(monkeypatch):
    said: list[tuple[str, object]] = []
    real = announce.send

    def record(source, message, politeness):
        said.append((bare(message), politeness))
        real(source, message, politeness)

    monkeypatch.setattr(announce, "send", record)
    return said


def test_block_is_announced_in_its_own_words(make_window, qtbot, language, spoken):
    seed = find_seed(lambda m: m.round.leader == 1, 2, BLOCK)  # Bot1 holds the highest double
    setup = MatchSetup(BLOCK, (SeatSetup("Ann", True), SeatSetup("Bot1", False, "greedy")),
                       seed, target=50)
    window = make_window(setup)
    assert window.controller.match.round.leader == 1
    for _ in range(6):  # rounds until Bot1 has passed at least once
        play_to_the_end(window, qtbot, rounds=1)
        if any(HEARD[language]["pass"] in text for text, _ in spoken):
            break
        if window.controller.match.is_over:
            break
        window.controller.next_round()
    polite = [text for text, how in spoken if how == announce.POLITE]
    assertive = [text for text, how in spoken if how == announce.ASSERTIVE]
    assert any(HEARD[language]["lead"] in text and "Bot1" in text for text in polite), polite[:3]
    assert any(HEARD[language]["pass"] in text for text in polite), polite
    assert assertive and all(any(t in text for t in HEARD[language]["take"])
                             for text in assertive), assertive
