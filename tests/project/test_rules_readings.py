"""Every reading of our own is marked where the rules guides state it (issue 41, item 9).

§11 of docs/rules.md and docs/rules.ar.md lists the game's own decisions; a section
that states one of them as plainly as a rule links it there, in both languages, with
one pattern.  The How to Play guide (the guides' §1, written from the game's texts)
marks its own with ``{decision_N}``: a link in the guides, "(decision N)" in the game.
The seeds' rules are stated in the seeds' words: Five-Up's tie at the top, Exact 61's
domino settlement to the finisher or their team."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from helpers import REPO

from fivesup_qt.rules import IllegalMove, Match, parse_move, parse_tile
from fivesup_qt.ui.windows import guide

RULES = {"en": REPO / "docs" / "rules.md", "ar": REPO / "docs" / "rules.ar.md"}
LINK = {"en": r"\(\[decision (\d+)\]\(#11-decisions-and-readings-of-our-own\)\)",
        "ar": r"\(\[القرار (\d+)\]\(#11-قراراتنا-وقراءاتنا-للنصين\)\)"}
# The decisions of §11 that the sections state: each must be linked where it is stated.
STATED = {1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 24}
# The decisions the How to Play guide states (its §1 copy in the rules guides).
IN_THE_GUIDE = {1, 3, 6, 11, 12, 18}


def parts(language: str) -> tuple[str, dict[int, str], str]:
    """(the guide's text outside §11, §11's entries by number, the generated §1)."""
    text = RULES[language].read_text(encoding="utf-8")
    eleven = re.search(r"^## 11\..*?(?=^## 12\.)", text, re.S | re.M)
    assert eleven, RULES[language].name
    entries = re.split(r"^(\d+)\. ", eleven.group(0), flags=re.M)[1:]
    first = text.split(guide.START, 1)[1].split(guide.END, 1)[0]
    return (text[:eleven.start()] + text[eleven.end():],
            {int(n): body for n, body in zip(entries[::2], entries[1::2])}, first)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_stated_decision_is_linked_where_it_is_stated(language):
    outside, entries, _ = parts(language)
    linked = {int(n) for n in re.findall(LINK[language], outside)}
    assert set(entries) >= STATED, STATED - set(entries)
    assert not STATED - linked, f"stated but not linked outside §11: {sorted(STATED - linked)}"
    assert linked <= set(entries), f"links to no decision: {sorted(linked - set(entries))}"
    # no link to a decision spelled otherwise, which the pattern would miss
    every = re.findall(r"\(?\[(?:decision|القرار) \d+\]\([^)]*\)\)?", outside)
    assert all(re.fullmatch(LINK[language], link) for link in every), every


def test_both_languages_link_the_same_decisions_as_often():
    counts = {language: Counter(re.findall(LINK[language], parts(language)[0]))
              for language in RULES}
    assert counts["en"] == counts["ar"]


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_how_to_play_guide_marks_its_readings(language):
    _, _, first = parts(language)
    assert {int(n) for n in re.findall(LINK[language], first)} == IN_THE_GUIDE
    assert "{decision" not in first


def test_the_game_shows_a_mark_as_words():
    text = "Scores may go below zero {decision_6}."
    assert guide.plain(text) == "Scores may go below zero (decision 6)."
    shown = guide.html([guide.Section("Five-Up settlement", [text])])
    assert "(decision 6)" in shown and "{" not in shown
    assert guide.markdown([guide.Section("T", [text])]) == (
        "### T\n\nScores may go below zero "
        "([decision 6](#11-decisions-and-readings-of-our-own)).\n")


@pytest.mark.parametrize("language, words", [
    ("en", ["If the highest qualifying scores are tied, ordinary rounds are played one at a "
            "time until one player or team alone has the highest score. Our reading",
            "added to the score of the player who went out, or of their team"]),
    ("ar", ["حتى ينفرد لاعب أو فريق بأعلى نتيجة. وقراءتنا",
            "وتُضاف إلى نتيجة منهي الجولة أو فريقه"]),
])
def test_the_guide_states_the_seeds_rules_in_their_words(language, words):
    """Five-Up's tie is played out as seed 000 says, and the 305 condition after it is
    marked as our reading; Exact 61's domino goes to the finisher or their team."""
    _, _, first = parts(language)
    for phrase in words:
        assert phrase in first, phrase
    assert "is highest alone" not in first  # the old summary's rule of our own


def test_the_readme_panel_keeps_the_target_condition():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    panel = re.search(r"^- \*\*The side panel\*\*.*?(?=^- )", readme, re.S | re.M)
    assert panel, "the README's side panel paragraph"
    text = " ".join(panel.group(0).split())
    assert "61 or more" in text and "highest alone" in text
    assert "(docs/rules.md#11-decisions-and-readings-of-our-own)" in text


# -- decision 24: the last stock tile drawn and not placeable -------------------------
def test_who_draws_the_last_stock_tile_and_cannot_place_it_passes_in_the_same_turn():
    """Four players, 6|6 opens; seat 1 holds no 6 and neither does the stock: it draws
    all eight stock tiles in its turn and, the last drawn, passes in that same turn."""
    hands = [["6|6", "0|0", "1|1", "2|2", "3|3"], ["0|1", "0|2", "0|3", "0|4", "0|5"],
             ["0|6", "1|6", "2|6", "4|4", "5|5"], ["3|6", "4|6", "5|6", "1|2", "1|3"]]
    stock = ["1|4", "1|5", "2|3", "2|4", "2|5", "3|4", "3|5", "4|5"]
    m = Match("five-up", 4, auto_forced=False)
    m.start_round(leader=0, hands=[[parse_tile(t) for t in h] for h in hands],
                  stock=[parse_tile(t) for t in stock])
    m.play(parse_move("6|6"))
    for left in range(len(stock), 0, -1):
        assert m.turn == 1 and m.round.stock_left == left and not m.legal_moves()
        with pytest.raises(IllegalMove):
            m.pass_turn()  # the stock is not empty: no pass yet
        m.draw()
    assert m.turn == 1 and m.round.stock_left == 0 and not m.legal_moves()
    with pytest.raises(IllegalMove):
        m.draw()
    m.pass_turn()
    assert m.turn == 2 and m.round.passes == 1
