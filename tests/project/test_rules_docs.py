"""The rules guides' decisions and the engine stay together (issue 25).

docs/rules.md §11 and docs/rules.ar.md §11 list every choice the game makes where the
two traditional texts are silent or have to be read one way, each with the tests that
show the game does it.  These tests check that every test named there exists, that
both languages name the same tests for the same decisions, and hold the engine tests
for the decisions no other test showed.  They also keep the Arabic wording apart: one
verb for the mouse gesture, سحب for the stock only, and a guide that reads right to
left."""

from __future__ import annotations

import re
import unicodedata
import xml.etree.ElementTree as ET

import pytest
from helpers import REPO
from helpers.sources import suite_test_names

from fivesup_qt.rules import (
    IllegalMove,
    Match,
    parse_move,
    parse_tile,
    point_text,
    settlement,
    tile_text,
)
from fivesup_qt.rules.variants import displayed

ROOT = REPO
RULES = {"en": ROOT / "docs" / "rules.md", "ar": ROOT / "docs" / "rules.ar.md"}
ARABIC_TS = ROOT / "resources" / "i18n" / "fivesup_qt_ar.ts"
T = parse_tile


# -- §11: the decisions name tests that exist ------------------------------------------
def decisions(language: str) -> dict[int, str]:
    """The numbered entries of §11, by number: their whole text."""
    text = RULES[language].read_text(encoding="utf-8")
    section = re.search(r"^## 11\..*?(?=^## 12\.)", text, re.S | re.M)
    assert section, f"no section 11 in {RULES[language].name}"
    entries = re.split(r"^(\d+)\. ", section.group(0), flags=re.M)[1:]
    return {int(n): body for n, body in zip(entries[::2], entries[1::2])}


def cited(body: str) -> list[str]:
    return re.findall(r"`(test_\w+)`", body)


def suite_tests() -> frozenset[str]:
    """Every test function defined anywhere under tests/ (read once a process)."""
    return suite_test_names()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_decision_names_tests_that_exist(language):
    entries = decisions(language)
    assert len(entries) >= 20 and list(entries) == list(range(1, len(entries) + 1))
    existing = suite_tests()
    for number, body in entries.items():
        names = cited(body)
        assert names, f"decision {number} names no test"
        assert set(names) <= existing, (number, set(names) - existing)


def test_both_languages_name_the_same_tests_for_the_same_decisions():
    english, arabic = decisions("en"), decisions("ar")
    assert {n: cited(b) for n, b in english.items()} == {n: cited(b) for n, b in arabic.items()}


@pytest.mark.parametrize("language", ["en", "ar"])
def test_every_decision_sets_the_texts_words_beside_it(language):
    """A decision either quotes the traditional texts or says they say nothing."""
    quote = {"en": "\u2067«", "ar": "«"}[language]  # the Arabic words, isolated in English
    nothing = {"en": "*The texts*: nothing.", "ar": "*النصان*: لا شيء."}[language]
    for number, body in decisions(language).items():
        assert quote in body or nothing in body, f"decision {number} quotes no text"


# -- Engine tests for the decisions ---------------------------------------------------
def make_match(variant, players, leader, hands, stock=(), **kw):
    """A match whose round is an exact deal: ``stock`` first, then the other tiles."""
    tiles = [[T(x) for x in h] for h in hands]
    first = [T(x) for x in stock]
    used = {t for h in tiles for t in h} | set(first)
    m = Match(variant, players, **kw)
    m.start_round(leader=leader, hands=tiles,
                  stock=first + [t for t in range(28) if t not in used])
    return m


def play(m, moves, scores_before_last=None):
    for k, move in enumerate(moves):
        if scores_before_last is not None and k == len(moves) - 1:
            m.scores[:] = scores_before_last
        m.play(parse_move(move))


# 3 players, a blocked round led by seat 2 (as in test_rules_examples.py): Five-Up
# deducts 20, 10 and 10 (hands 18, 12, 12); seat 0 scores 5 during the round, its last
# placement (ends 18) nothing.
P3_HANDS = [
    ["0|6", "1|1", "2|6", "3|4", "5|5"],
    ["0|2", "1|3", "3|3", "3|5", "6|6"],
    ["0|0", "0|3", "0|5", "4|6", "5|6"],
]
P3_STOCK = ["2|4", "1|2", "3|6", "4|5", "0|1", "2|3", "2|2", "1|4", "1|5", "1|6", "2|5",
            "4|4", "0|4"]
P3_MOVES = [
    "5|6", "0|6@5|6/high", "3|5@5|6/low", "0|3@3|5/low", "0|1@0|3/low", "1|3@0|1/high",
    "0|5@0|6/low", "3|4@1|3/high", "1|4@3|4/high", "1|5@0|5/high", "1|2@1|4/low",
    "2|3@1|2/high", "1|6@1|5/low", "3|6@2|3/high", "6|6@1|6/high", "4|6@3|6/high",
    "4|5@4|6/low", "2|5@4|5/high", "2|6@2|5/low",
]


def p3_blocked(variant, scores_before_last=None, **kw):
    m = make_match(variant, 3, 2, P3_HANDS, P3_STOCK, **kw)
    play(m, P3_MOVES, scores_before_last)
    assert m.round.end == "blocked"
    return m


def test_five_up_after_a_tie_a_lone_highest_score_below_305_does_not_win():
    """Decision 1: the extra round is checked as any round; 305 is still needed."""
    m = p3_blocked("five-up", [330, 320, 0])  # settled: 310, 310, -10: a tie at the top
    assert m.scores == [310, 310, -10]
    assert m.winner is None and m.needs_new_round()
    m.start_round(leader=2, hands=[[T(x) for x in h] for h in P3_HANDS],
                  stock=[T(x) for x in P3_STOCK])
    play(m, P3_MOVES)  # seat 0: +5 - 20, seat 1: -10, seat 2: -10
    assert m.round.end == "blocked"
    assert m.scores == [295, 300, -20]  # seat 1 alone at the top, but below 305
    assert m.winner is None
    assert m.needs_new_round()


def test_five_up_a_tie_at_the_top_holds_back_a_lower_qualifying_score():
    """Decision 1: while the top is tied, a lower score at 305 or more does not win."""
    m = p3_blocked("five-up", [330, 320, 315])
    assert m.scores == [310, 310, 305]
    assert m.winner is None
    assert m.needs_new_round()


def test_the_lot_after_a_block_reaches_every_seat():
    """Decisions 2 and 18: after a block the match's lot may choose any seat."""
    leaders = set()
    for seed in range(40):
        m = p3_blocked("exact-61", seed=seed)
        assert m.next_leader() is None
        leaders.add(m.start_round().leader)
    assert leaders == {0, 1, 2}


def test_a_negative_score_is_displayed_as_raw_over_5():
    """Decision 7: -235 raw shows as -47, as 235 shows as 47."""
    assert [displayed(raw) for raw in (-235, -5, 0, 5, 235, 305)] == [-47, -1, 0, 1, 47, 61]


def test_a_placement_worth_nothing_is_not_a_scoring_event():
    """Decision 8: 1|4 opens (5: an event); 1|1 on its low end makes 2 + 4 = 6: none."""
    m = make_match("exact-61", 2, 0, [["1|4", "0|0", "0|1", "0|2", "0|3"],
                                      ["1|1", "0|4", "0|5", "0|6", "2|2"]])
    play(m, ["1|4", "1|1@1|4/low"])
    assert m.events == [(0, "place", 0, 0, 5, True)]
    assert m.scores == [5, 0]


# 2 players, Exact 61, led by seat 1, found by playing random legal moves: seat 0's last
# placement, 1|6 on 2|6's high end, makes ends 15; then nobody can place and the round
# is blocked, seat 0's hand 1 pip against seat 1's 9 (9 - 1 = 8 rounds to +5).
B2_HANDS = [["0|1", "0|5", "2|3", "2|4", "2|5"], ["0|4", "1|2", "1|4", "3|4", "4|6"]]
B2_STOCK = ["0|2", "0|3", "0|6", "3|3", "1|3", "1|1", "3|5", "3|6", "0|0", "5|5", "6|6",
            "5|6", "4|5", "1|5", "2|2", "4|4", "2|6", "1|6"]
B2_MOVES = [
    "1|4", "2|4@1|4/high", "1|2@2|4/low", "0|1@1|2/low", "0|4@0|1/low", "1|3@1|4/low",
    "3|4@0|4/high", "0|3@1|3/high", "3|5@3|4/low", "0|5@0|3/low", "5|5@3|5/high",
    "2|5@5|5/lineB", "5|6@0|5/high", "0|2@2|5/low", "0|0@0|2/low", "0|6@0|0/lineB",
    "4|6@0|6/high", "4|5@5|5/branchB", "3|6@5|6/high", "2|3@3|6/low", "1|5@5|5/branchA",
    "2|2@2|3/low", "1|1@1|5/low", "4|4@4|6/low", "2|6@2|2/lineB", "1|6@2|6/high",
]


@pytest.mark.parametrize(("before", "after", "events", "winner"), [
    # the placement alone passes 305 and is rejected; the settlement, its own event, is not
    (295, 300, [(0, "place", 0, 0, 15, False), (0, "settle", 0, 0, 5, True)], None),
    # the placement alone makes exactly 305: the match ends before any settlement
    (290, 305, [(0, "place", 0, 0, 15, True)], 0),
])
def test_exact61_blocked_last_placement_is_judged_on_its_own(before, after, events, winner):
    """Decision 10: only a domino joins the last placement to the settlement (15 + 5
    would be one event of 20, rejected from 295 and from 290 alike)."""
    m = make_match("exact-61", 2, 1, B2_HANDS, B2_STOCK)
    play(m, B2_MOVES, [before, 0])
    assert m.events[-len(events):] == events
    assert m.scores[0] == after
    assert m.winner == winner
    assert m.round.end == ("blocked" if winner is None else "won")


def test_a_net_zero_domino_settlement_adds_nothing():
    """Decision 9: opponents' 5 + 0 and 3 + 2 round to 5, the partner's 4 to 5: net 0."""
    assert settlement.exact61_domino([0, 5, 4, 0], 0) == 0
    assert settlement.exact61_domino([0, 3, 4, 2], 0) == 0


def test_either_branch_may_be_started_first():
    """Decision 15: once both line sides of 1|1 are filled, branch B opens as A does."""
    m = make_match("five-up", 2, 0, [["1|4", "4|4", "1|2", "0|0", "0|1"],
                                     ["1|1", "3|4", "1|5", "0|2", "0|3"]])
    play(m, ["1|4", "1|1@1|4/low", "4|4@1|4/high", "3|4@4|4/lineB", "1|2@1|1/lineB"])
    legal = {f"{tile_text(t)}@{point_text(p)}" for t, p in m.legal_moves()}
    assert {"1|5@1|1/branchA", "1|5@1|1/branchB"} <= legal
    assert m.play(parse_move("1|5@1|1/branchB")).points == 10  # 2 + 5 + 3, as on branch A


def test_a_draw_or_a_pass_that_is_not_forced_is_refused():
    """Decision 20: no pass while the stock has tiles, no draw while a tile fits."""
    m = make_match("five-up", 2, 0, [["1|4", "1|1", "0|0", "0|2", "5|5"],
                                     ["0|3", "0|5", "0|6", "2|2", "2|3"]],
                   ["3|3", "1|2"], auto_forced=False)
    play(m, ["1|4"])  # seat 1 holds no 1 and no 4
    with pytest.raises(IllegalMove):
        m.pass_turn()
    assert tile_text(m.draw().tile) == "3|3"  # fits nothing: draw again
    assert tile_text(m.draw().tile) == "1|2"  # fits: must be placed at once
    with pytest.raises(IllegalMove):
        m.draw()
    play(m, ["1|2@1|4/low"])  # seat 0 now holds 0|2, which fits the 2
    with pytest.raises(IllegalMove):
        m.draw()
    with pytest.raises(IllegalMove):
        m.pass_turn()


# -- Arabic: one verb for the gesture, another for the stock -------------------------
# A form of سحب followed within a few words by إلى ("to") is a drag, not a draw: the
# stock is drawn *from* (من الكومة).
DRAG_WITH_SAHB = re.compile(r"(?:سحب|تسحب|يسحب|اسحب|مسحوب)\w*(?:\s+\S+){0,3}\s+(?:إلى|إليه|إليها|إليهما)")
SAHB = re.compile(r"سحب|تسحب|يسحب|اسحب|مسحوب")


def ts_messages() -> list[tuple[str, str]]:
    root = ET.parse(ARABIC_TS).getroot()
    return [(m.findtext("source") or "", m.findtext("translation") or "")
            for m in root.iter("message")]


def test_the_mouse_gesture_is_never_said_with_the_stocks_verb():
    gestures = [(s, t) for s, t in ts_messages() if re.search(r"\b(?:drag|drop)\b", s, re.I)]
    assert len(gestures) >= 4
    for source, translation in gestures:
        # سحب only where the source speaks of drawing too ("D draws")
        draws_named = len(re.findall(r"\bdraw", source, re.I))
        assert len(SAHB.findall(translation)) == draws_named, (source, translation)
        assert "انقل" in translation, (source, translation)
    draws = [(s, t) for s, t in ts_messages() if re.search(r"\bdraw(?:s|n)?\b(?! by lot)", s)]
    assert draws and all(SAHB.search(t) for s, t in draws if "stock" in s), draws


@pytest.mark.parametrize("where", ["interface", "guide"])
def test_no_tile_is_drawn_to_a_point_in_arabic(where):
    """'The drawn tile is refused' and 'drag a tile there' must not read alike."""
    texts = ([t for _, t in ts_messages()] if where == "interface"
             else [RULES["ar"].read_text(encoding="utf-8")])
    found = [m.group(0) for text in texts for m in DRAG_WITH_SAHB.finditer(text)]
    assert not found, found


# -- Arabic: the guide reads right to left -----------------------------------------------
def first_strong(text: str) -> str | None:
    """The bidi class (L, R or AL) of the first strong character: what a renderer's
    dir="auto" takes as a paragraph's direction."""
    for ch in text:
        kind = unicodedata.bidirectional(ch)
        if kind in ("L", "R", "AL"):
            return kind
    return None


def test_the_arabic_guide_is_laid_out_right_to_left():
    text = RULES["ar"].read_text(encoding="utf-8")
    lines = text.splitlines()
    # one right-to-left block around everything (tables included), Markdown inside it
    assert lines[0] == '<div dir="rtl" markdown="1">' and lines[1] == ""
    assert lines[-1] == "</div>" and lines[-2] == ""
    assert text.count("<div") == 1 and text.count("</div>") == 1
    # every paragraph, list item and heading starts with an Arabic word, so that a
    # renderer giving each its own direction (dir="auto") keeps it right to left
    latin_first = []
    for block in re.split(r"\n\s*\n", text):
        block = block.strip()
        if not block or block.startswith(("|", "<", "![")):
            continue
        for item in re.split(r"\n(?=\s*(?:[-*]|\d+\.) )", block):
            words = re.sub(r"^\s*(?:#+|[-*>]|\d+\.)\s*", "", item)
            words = re.sub(r"\]\([^)]*\)", "]", words)  # a link's address is not shown
            if first_strong(words) == "L":
                latin_first.append(item[:60])
    assert not latin_first, latin_first


def test_every_arabic_expression_is_isolated():
    """'لا تقريب 19 = 20' laid out right to left reads '20 = 19': an expression (two
    numbers and an operator) inside Arabic text must sit in an isolate, as tiles do."""
    text = RULES["ar"].read_text(encoding="utf-8")
    text = re.sub("[\u2066\u2067\u2068][^\u2069]*\u2069", "", text)
    bare = [line for line in text.splitlines()
            if re.search(r"\d\s*[=+×÷*/<>−-]\s*\d", line) and not line.startswith("|---")]
    assert not bare, bare
