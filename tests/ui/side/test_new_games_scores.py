"""Issue 43, scores and the side panel: Block, Draw and All Fives are shown in their own
unit, in English and Arabic.  Block and Draw (unit 1) show one score, no 'raw', no
tally of crosses, their targets as they are (100, not 20) and no ends where the ends do
not score; All Fives keeps the fives games' 'raw · shown' and crosses (305 raw shows 61).
A rule set defined here with unit 1 is shown as Block is (nothing asks which game)."""

from __future__ import annotations

import pytest

from fivesup_qt.rules import Match, RuleSet
from fivesup_qt.rules.variants import ALL_FIVES, BLOCK, DRAW_GAME, WINNER_TAKES, register, unregister
from fivesup_qt.ui.play.setup import MatchSetup, match_setup
from fivesup_qt.ui.words.voice import bare

# a game of the test's own: Draw's rules to 60 or 30, its scores shown in ones
RACE = RuleSet("race-to-60", "Race to 60", exact_target=False, targets=(60, 30), spinners=0,
               scores_ends=False, hand_sizes={2: 7, 3: 5, 4: 5}, settles=WINNER_TAKES, unit=1)


def human_vs_bot(seed: int, rules: RuleSet) -> MatchSetup:
    """Ann against a greedy computer, at the rule set's own target."""
    return match_setup(rules, 2, names=["Ann", "Bot1"], humans=(0,), levels=[None, "greedy"],
                       seed=seed)


@pytest.fixture
def race():
    register(RACE)
    yield RACE
    unregister(RACE)


def at_scores(window, rules: RuleSet, scores: list[int], seed: int = 5) -> Match:
    """The window's match replaced by a fresh deal of ``rules`` at ``scores``; the panel
    shows it."""
    m = Match.new(rules, 2, seed=seed, scores=scores)
    window.controller.match = m
    window.panel.refresh()
    return m


def panel_texts(window) -> tuple[str, list[str], list[str], str]:
    """(title, each card's score, each card's distance, the line under the cards) as
    shown, without the isolates."""
    panel = window.panel
    return (bare(panel.title.text()), [bare(c.score.text()) for c in panel.cards],
            [bare(c.distance.text()) for c in panel.cards], bare(panel.info.text()))


def test_a_block_card_shows_one_score_and_its_target_of_100(make_window):
    window = make_window(human_vs_bot(21, BLOCK))
    at_scores(window, BLOCK, [37, 12])
    title, scores, distances, info = panel_texts(window)
    assert "Block" in title and "target 100" in title, title
    assert scores == ["37", "12"]
    assert distances == ["needs 63 to reach 100", "needs 88 to reach 100"]
    card = window.panel.cards[0]
    assert not card.tally.isVisible()  # Block's score is its number, no crosses
    assert "raw" not in bare(card.accessibleDescription())
    assert "score 37" in bare(card.accessibleDescription())
    # nothing is drawn and the ends score nothing in Block: neither is counted
    assert "Stock" not in info and "ends" not in info and "lead" in info.lower(), info
    # All Fives, a fives game: 'raw · shown' (305 raw shows 61) and its crosses
    at_scores(window, ALL_FIVES, [305, 100])
    title, scores, distances, info = panel_texts(window)
    assert "All Fives" in title and "target 61" in title, title
    assert scores == ["305 raw · 61", "100 raw · 20"]
    assert distances[1] == "needs 205 raw (41) to reach 61"
    assert card.tally.isVisible() and card.tally.words() == "6 symbols and 1 stroke"
    assert "ends" in info


def test_a_draw_card_counts_its_stock_but_no_ends(make_window):
    window = make_window(human_vs_bot(21, DRAW_GAME))
    m = at_scores(window, DRAW_GAME, [50, 95])
    title, scores, distances, info = panel_texts(window)
    assert "Draw" in title and "target 100" in title, title
    assert scores == ["50", "95"] and distances[1] == "needs 5 to reach 100"
    assert info.startswith(f"Stock {m.round.stock_left} ·") and "ends" not in info, info


def test_in_arabic_the_new_games_are_named_and_block_shows_100(make_window, qapp):
    from fivesup_qt.ui.words import i18n

    assert i18n.install(qapp, "ar") == "ar"
    try:
        window = make_window(human_vs_bot(21, BLOCK))
        at_scores(window, BLOCK, [37, 12])
        title, scores, distances, _info = panel_texts(window)
        assert "بلوك" in title and "100" in title and "20" not in title, title
        assert scores == ["37", "12"]
        assert "63" in distances[0] and "100" in distances[0] and "raw" not in distances[0]
        assert "خام" not in distances[0]  # 'raw' in Arabic
        at_scores(window, ALL_FIVES, [305, 100])
        title, scores, _distances, _info = panel_texts(window)
        assert "الخمسات" in title and "61" in title, title
        assert "61" in scores[0] and "305" in scores[0]
        at_scores(window, DRAW_GAME, [10, 0])
        assert "سحب" in panel_texts(window)[0]
    finally:
        i18n.uninstall()


def ends_badge_after_the_opening(make_window, qtbot, rules: RuleSet) -> tuple[str, bool]:
    """The table's ends badge, and whether its stock shows, once the round's first tile
    is down (the human's own opening played through the controller, as a click plays
    it)."""
    window = make_window(human_vs_bot(21, rules))
    c = window.controller
    if not c.match.round.layout.order:
        tile, point = c.match.legal_moves()[0]
        assert c.play(tile, point) is None
    qtbot.waitUntil(lambda: bool(c.match.round.layout.order) and (
        c.human_to_act() is not None or c.match.round.is_over), timeout=10_000)
    return bare(window.view.ends_badge.text), window.view.stock.isVisible()


def test_the_ends_badge_says_nothing_where_the_ends_do_not_score(make_window, qtbot):
    # Block: no sum of the ends, and no stock to draw from (its undealt tiles sleep)
    assert ends_badge_after_the_opening(make_window, qtbot, BLOCK) == ("", False)
    # All Fives scores its ends as Five-Up does, and draws: both are shown
    badge, stock = ends_badge_after_the_opening(make_window, qtbot, ALL_FIVES)
    assert badge.startswith("Ends") and stock, badge


def test_a_rule_set_of_the_tests_own_in_ones_is_shown_as_block_is(race, make_window):
    window = make_window(human_vs_bot(21, race))
    at_scores(window, race, [37, 12])
    title, scores, distances, _info = panel_texts(window)
    assert "Race to 60" in title and "target 60" in title, title
    assert scores == ["37", "12"] and distances[0] == "needs 23 to reach 60"
    assert not window.panel.cards[0].tally.isVisible()


def test_a_block_hint_speaks_of_points_by_the_round_end_not_of_raw_or_threats(qapp):
    """Block's ends score nothing: a hint's move makes nothing now and leaves nothing to
    the next player, so it tells only where the round is expected to end, in points;
    All Fives keeps the fives games' facts (raw points now, the next player's threat)."""
    from fivesup_qt.ai.hints import Choice, Hint
    from fivesup_qt.ui.words.summary import hint_lines

    choice = Choice(move=(0, -1), value=3.0, points=0, threat=0.0, rejected=False, wins=False,
                    margin=12.4)
    block = bare(" ".join(hint_lines(Hint(choice, (), 48, target=100), 2, 2, BLOCK)))
    assert "about 12 points ahead of your opponent" in block, block
    assert "raw" not in block and "next player" not in block, block
    fives = bare(" ".join(hint_lines(Hint(choice, (), 48), 2, 2, ALL_FIVES)))
    assert "about 12 raw ahead of your opponent" in fives and "next player" in fives, fives
