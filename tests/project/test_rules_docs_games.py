"""The rules guides' chapters on Block, Draw and All Fives say what the engine does
(issue 43).

docs/rules.md and docs/rules.ar.md give each classic game a chapter (13 to 15): its
rules, a worked round a reader can check by hand, and "our readings" where the
descriptions differ.  These tests replay each worked round (``figures.GAME_EXAMPLES``,
the record its figure is drawn from) and compare every number the chapter states, in
both languages; they check the deal tables and the targets against the rule sets, and
hold one engine test for each reading the chapters name."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import pytest
from helpers import REPO
from helpers.sources import suite_test_names

from fivesup_qt.rules import IllegalMove, Match, parse_move, parse_tile, point_text, tile_text
from fivesup_qt.rules.record import RecordError, load_record, replay
from fivesup_qt.rules.variants import ALL_FIVES, BLOCK, DRAW_GAME, rule_set
from fivesup_qt.ui.table import figures

RULES = {"en": REPO / "docs" / "rules.md", "ar": REPO / "docs" / "rules.ar.md"}
LANGUAGES = list(RULES)
# chapter number, rule set, the figure (and record) of its worked round
CHAPTERS = {13: (BLOCK, "block-example"), 14: (DRAW_GAME, "draw-example"),
            15: (ALL_FIVES, "all-fives-example")}
NAMES = {"Ann": 0, "Ben": 1, "آن": 0, "بن": 1}
NOT_THE_ORIGINALS = {"en": "not one of the two originals",
                     "ar": "ليست إحدى اللعبتين الأصليتين"}
READINGS = {"en": "our readings", "ar": "قراءاتنا"}
T = parse_tile


# -- reading the chapters -----------------------------------------------------------------
def chapter(language: str, number: int) -> str:
    """The text of chapter ``number`` (up to the next chapter or the end)."""
    text = RULES[language].read_text(encoding="utf-8")
    found = re.search(rf"^## {number}\. .*?(?=^## \d+\. |\Z)", text, re.S | re.M)
    assert found, f"no chapter {number} in {RULES[language].name}"
    return found.group(0)


def plain(text: str) -> str:
    """Text without isolates, code marks, escapes; the Arabic comma as a comma."""
    return re.sub("[\u2066-\u2069`*]", "", text).replace("\\|", "|").replace("،", ",")


def tables(text: str) -> list[list[list[str]]]:
    """Every table of ``text``: its rows (header and rule left out) as cells."""
    bodies = re.findall(r"^\|.*\n\|---.*\n((?:\|.*(?:\n|$))*)", text, re.M)
    return [[[c.strip() for c in re.split(r"(?<!\\)\|", row.strip())[1:-1]]
             for row in body.splitlines()] for body in bodies]


def codes(cell: str) -> list[str]:
    """The tile, point and move names of a cell, in order."""
    return re.findall(r"\d\|\d(?:[@/][\w|@/]+)?", plain(cell))


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", plain(re.sub(r"\d\\?\|\d(/\w+)?", "", text)))]


def section(text: str, heading_words: str) -> str:
    """The ### section of a chapter whose heading contains ``heading_words``."""
    found = re.search(rf"^### [^\n]*(?:{heading_words}).*?(?=^### |\Z)", text, re.S | re.M | re.I)
    assert found, heading_words
    return found.group(0)


def point_value(point: str) -> int:
    tile, side = point.split("/")
    low, high = (int(v) for v in tile.split("|"))
    return low if side == "low" else high


def suite_tests() -> frozenset[str]:
    """Every test function defined anywhere under tests/ (read once a process)."""
    return suite_test_names()


# -- the chapters say what the engine does --------------------------------------------------
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", list(CHAPTERS))
def test_each_chapter_says_it_is_not_one_of_the_originals(language, number):
    text = chapter(language, number)
    assert NOT_THE_ORIGINALS[language] in plain(text)
    assert "Pagat.com" in text


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", list(CHAPTERS))
def test_the_deal_table_is_the_rule_sets(language, number):
    rules, _ = CHAPTERS[number]
    text = chapter(language, number)
    assert re.search(r"^\| [^|]+ \| 2 \| 3 \| 4 \|$", text, re.M), "players 2, 3, 4"
    sizes, undealt = tables(text)[0]
    assert [int(c) for c in sizes[1:]] == [rules.hand_size(n) for n in (2, 3, 4)]
    assert [int(c) for c in undealt[1:]] == [28 - n * rules.hand_size(n) for n in (2, 3, 4)]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", list(CHAPTERS))
def test_the_match_is_played_to_the_rule_sets_targets(language, number):
    """The bullet on the match names the targets New Match offers, default first (shown,
    then raw in brackets where the two differ)."""
    rules, _ = CHAPTERS[number]
    bullet = re.search(r"^- \*\*(?:The match|المباراة)\*\*.*?(?=^- |^$)",
                       section(chapter(language, number), "rules|القواعد"), re.S | re.M)
    assert bullet, "the match's bullet"
    stated = numbers(bullet.group(0).split(".")[0].split("؛")[0])
    shown = [rules.shown(t) for t in rules.targets]
    if rules.unit == 1:
        assert stated == shown
    else:  # 61 (305 raw), or to 41 or 31 (205 or 155 raw)
        assert stated == [shown[0], rules.targets[0], *shown[1:], *rules.targets[1:]]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", list(CHAPTERS))
def test_the_worked_round_is_the_engines(language, number):
    """Every hand, move, end, sum, point and score the worked round states."""
    rules, name = CHAPTERS[number]
    record = figures.GAME_EXAMPLES[name]
    assert record["variant"] == rules.value
    match, report = replay(load_record(record))
    rnd, played = report["rounds"][0], record["rounds"][0]
    text = section(chapter(language, number), "by hand|بالحساب")
    dealt, moves = tables(text)
    # the deal: hands as dealt, as left, and their pips
    for row in dealt:
        seat = NAMES[plain(row[0])]
        assert codes(row[1]) == played["hands"][seat], row
        assert codes(row[2]) == rnd["remaining"][seat], row
        assert int(row[3]) == match.round.hand_totals()[seat], row
    # the moves: who, what, and the ends after it
    placements = [e for e in rnd["log"] if "play" in e]
    assert len(moves) == len(placements) == len(played["moves"])
    for k, (row, entry, move) in enumerate(zip(moves, placements, played["moves"]), 1):
        assert int(row[0]) == k and NAMES[plain(row[1])] == entry["seat"], row
        assert move.split("@")[0] == entry["play"] and entry["play"] in codes(row[2]), row
        assert entry["at"] is None or entry["at"] in codes(row[2]), row
        ends = codes(row[3])
        values = numbers(row[3])
        if rules.scores_ends:  # counted ends, their sum and the points
            assert [list(x) for x in zip(ends, values)] == entry["counted"], row
            assert [int(row[4]), int(row[5])] == [entry["sum"], entry["points"]], row
        else:  # the free ends of the line
            assert ends == entry["open"], row
            assert values == [point_value(p) for p in ends], row
    # the tiles drawn, where the chapter says so
    drawn = [e["draw"] for e in rnd["log"] if "draw" in e]
    assert list(dict.fromkeys(c for row in moves for c in codes(row[2]) if c in drawn)) == drawn
    # the result: both scores, in bold
    result = re.search(r"\*\*(Ann|آن) \u2066?(\d+)\u2069?[,،] (Ben|بن) \u2066?(\d+)\u2069?\.?\*\*",
                       text)
    assert result, "the scores after the round, in bold"
    assert [int(result.group(2)), int(result.group(4))] == report["scores"]
    assert rnd["end"] == ("blocked" if number == 13 else "domino")


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", list(CHAPTERS))
def test_every_sum_a_chapter_writes_is_right(language, number):
    """'18 − 16 = 2', '5 + 5 + 20 = 30': the arithmetic a reader is asked to check."""
    sums = re.findall(r"(\d+(?:\s*[+−-]\s*\d+)+)\s*=\s*(\d+)", plain(chapter(language, number)))
    assert sums, "the chapter shows its sums"
    for left, right in sums:
        assert eval(left.replace("−", "-")) == int(right), (left, right)


def readings(language: str, number: int) -> list[list[str]]:
    """The tests each reading of a chapter names, reading by reading."""
    text = section(chapter(language, number), READINGS[language])
    items = re.split(r"^- ", text, flags=re.M)[1:]
    return [re.findall(r"`(test_\w+)`", item) for item in items]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("number", list(CHAPTERS))
def test_every_reading_names_tests_that_exist(language, number):
    named = readings(language, number)
    assert len(named) >= 3
    existing = suite_tests()
    for names in named:
        assert names and set(names) <= existing, (names, set(names) - existing)


@pytest.mark.parametrize("number", list(CHAPTERS))
def test_both_languages_name_the_same_tests_for_the_same_readings(number):
    assert readings("en", number) == readings("ar", number)


# -- the readings, on the engine --------------------------------------------------------------
def dealt(variant, players, leader, hands, stock=(), **kw) -> Match:
    """A match whose round is an exact deal: ``stock`` first, then the other tiles."""
    held = [[T(x) for x in hand.split()] for hand in hands]
    first = [T(x) for x in stock]
    used = {t for hand in held for t in hand} | set(first)
    m = Match(variant, players, **kw)
    m.start_round(leader=leader, hands=held,
                  stock=first + [t for t in range(28) if t not in used])
    return m


def play(m: Match, *moves: str) -> None:
    for text in moves:
        m.play(parse_move(text))


def test_block_deals_seven_to_every_seat_and_four_players_use_all_28():
    for players, sleeping in ((2, 14), (3, 7), (4, 0)):
        rnd = Match.new("block", players, seed=7).round
        assert [len(rnd.hand(s)) for s in range(players)] == [7] * players
        assert len(rnd.stock) == sleeping and rnd.stock_left == 0
    four = Match.new("block", 4, seed=3).round
    assert sorted(t for s in range(4) for t in four.hand(s)) == list(range(28))


def test_draw_and_all_fives_deal_seven_to_two_and_five_to_three_or_four():
    for variant in ("draw", "all-fives"):
        for players, size in ((2, 7), (3, 5), (4, 5)):
            rnd = Match.new(variant, players, seed=11).round
            assert [len(rnd.hand(s)) for s in range(players)] == [size] * players
            assert rnd.stock_left == 28 - players * size


def test_draw_every_stock_tile_may_be_drawn_the_last_too():
    """6|6 opens; seat 1 holds no six, and the only six left is the stock's last tile:
    seat 1 draws all 14 stock tiles and places the last one."""
    stock = [t for t in range(28) if tile_text(t) not in
             "6|6 0|6 1|6 2|6 3|6 4|6 0|0 0|1 0|2 0|3 0|4 0|5 1|1 1|2 5|6"] + [T("5|6")]
    m = dealt("draw", 2, None, ["6|6 0|6 1|6 2|6 3|6 4|6 0|0", "0|1 0|2 0|3 0|4 0|5 1|1 1|2"],
              [tile_text(t) for t in stock])
    play(m, "6|6")
    assert m.turn == 1 and m.round.stock_left == 0 and len(m.round.hand(1)) == 21
    assert {tile_text(t) for t, _ in m.legal_moves()} == {"5|6"}


@pytest.mark.parametrize("variant", ["block", "draw"])
def test_the_highest_double_dealt_leads_and_is_played_first(variant):
    """Seat 1 holds 5|5, the highest double dealt: it leads whoever is named, and must
    open with it; after a block the same holds again."""
    hands = ["0|0 1|1 0|1 0|2 0|3", "5|5 0|4 0|5 0|6 1|2"]
    m = Match(variant, 2)
    with pytest.raises(IllegalMove):  # the leader is the deal's, not a lot's
        m.start_round(0, [[T(x) for x in h.split()] for h in hands],
                      [t for t in range(28) if tile_text(t) not in " ".join(hands)])
    m.start_round(None, [[T(x) for x in h.split()] for h in hands],
                  [t for t in range(28) if tile_text(t) not in " ".join(hands)])
    assert m.round.leader == 1 and m.turn == 1
    assert [tile_text(t) for t, _ in m.legal_moves()] == ["5|5"]
    with pytest.raises(IllegalMove):
        m.play(parse_move("0|4"))


def test_with_no_double_dealt_the_heaviest_tile_leads():
    hands = ["0|1 0|2 0|3 1|2 1|3 1|4 2|3", "0|4 0|5 0|6 1|5 1|6 2|4 5|6"]
    m = dealt("block", 2, None, hands)
    assert m.round.leader == 1 and [tile_text(t) for t, _ in m.legal_moves()] == ["5|6"]


def test_block_and_draw_doubles_never_open_branches():
    """5|5 opens, both its line sides are taken: no branch side is ever offered."""
    for variant in ("block", "draw"):
        m = dealt(variant, 2, None, ["5|5 0|5 0|0 1|1 2|2 3|3 4|4", "4|5 0|1 0|2 0|3 0|4 1|2 1|3"])
        play(m, "5|5", "4|5@5|5/lineA", "0|5@5|5/lineB")
        assert m.round.layout.spinners() == []
        assert {point_text(p) for _, p in m.legal_moves()} == {"0|5/low", "4|5/low"}
        with pytest.raises(IllegalMove):
            m.play(parse_move("0|4@5|5/branchA"))


# Block: 6|6 opens and nobody else holds a six; seat 0 keeps 11 pips, seat 1 34.
STUCK = ["6|6 0|0 0|1 0|2 1|1 0|3 1|2", "2|2 1|3 2|3 0|4 1|4 3|3 2|4"]


def test_block_a_stuck_seat_passes_and_the_sleeping_tiles_stay():
    m = dealt("block", 2, None, STUCK)
    play(m, "6|6")  # seat 1 holds no 6: it passes, and so does seat 0
    assert m.round.end == "blocked" and m.round.passes >= 2
    assert m.round.stock_left == 0 and len(m.round.stock) == 14
    with pytest.raises(IllegalMove):
        m.draw()


def test_a_blocked_round_the_lightest_side_takes_the_difference():
    m = dealt("block", 2, None, STUCK)
    play(m, "6|6")
    assert m.hand_totals() == [11, 34]
    assert m.scores == [34 - 11, 0]
    # four players: the sides' hands added, 3 + 6 = 9 against 10 + 2 = 12
    steps = BLOCK.settlement_steps("blocked", [3, 10, 6, 2], None, 0)
    assert sum(step.points for step in steps) == 12 - 9 and steps[0].scorer == 0


def test_a_blocked_round_with_a_tie_for_the_fewest_scores_nothing():
    """Block, two players: the round blocks with 21 pips in each hand; nobody scores."""
    m = dealt("block", 2, None, ["0|1 1|4 2|3 3|3 3|5 4|4 6|6", "0|2 0|4 0|6 2|4 3|4 3|6 4|5"])
    play(m, "6|6", "3|6@6|6/lineA", "3|3@3|6/low", "3|4@3|3/lineB", "1|4@3|4/high",
         "0|6@6|6/lineB", "0|1@0|6/low")
    assert m.round.end == "blocked" and m.hand_totals() == [21, 21]
    assert m.scores == [0, 0] and not m.events
    # three players: two share the fewest (5 and 5 against 20): nobody scores either
    assert DRAW_GAME.settlement_steps("blocked", [5, 5, 20], None, 0) == []


# Draw, four players, led by seat 3's 6|6: seat 0 goes out; the opponents keep 8 and
# 13 pips, the partner (seat 2) 53.
PARTNERS = {
    "leader": 3,
    "hands": ["0|3 0|4 2|6 3|6 5|6", "1|1 1|6 2|5 3|3 4|6", "0|0 0|5 1|4 1|5 4|5",
              "0|1 1|2 2|3 3|5 6|6"],
    "stock": ["0|6", "2|2", "4|4", "0|2", "5|5", "2|4", "3|4", "1|3"],
    "moves": ["6|6", "5|6@6|6/lineA", "2|5@5|6/low", "0|6@6|6/lineB", "0|1@0|6/low",
              "2|6@2|5/low", "1|6@0|1/high", "3|6@2|6/high", "4|6@1|6/high",
              "3|4@3|6/low", "0|4@3|4/high", "2|4@4|6/low", "1|2@2|4/low",
              "0|3@0|4/low"],
}


def test_after_a_domino_a_partners_hand_counts_for_nothing():
    m = dealt("draw", 4, None, PARTNERS["hands"], PARTNERS["stock"])
    assert m.round.leader == 3
    play(m, *PARTNERS["moves"])
    assert m.round.end == "domino" and m.round.finisher == 0
    assert m.hand_totals() == [0, 8, 53, 13]
    assert m.scores == [8 + 13, 0]  # not 21 - 53, nor nothing


def test_the_target_is_checked_after_the_round():
    """All Fives from 300 raw: 5|5 opens for 10, past 305 in the middle of the round,
    and nobody has won: the round goes on.  Draw to 100 from 90: the domino of
    PARTNERS brings seats 0 and 2 to 111, and the match is won once the round is over."""
    m = dealt("all-fives", 2, 0, ["5|5 0|1 0|2 0|3 0|4 0|6 1|1",
                                  "0|5 1|2 1|3 1|4 2|2 2|3 2|4"], scores=[300, 0])
    play(m, "5|5")
    assert m.scores[0] == 310 and m.winner is None and m.round.end is None
    m = dealt("draw", 4, None, PARTNERS["hands"], PARTNERS["stock"], scores=[90, 0])
    play(m, *PARTNERS["moves"][:-1])
    assert m.winner is None
    play(m, PARTNERS["moves"][-1])
    assert m.scores == [111, 0] and m.winner == 0


def test_all_fives_leads_by_lot_with_any_tile():
    leaders, openings = set(), set()
    for seed in range(30):
        m = Match.new("all-fives", 3, seed=seed)
        leaders.add(m.round.leader)
        openings.add(len(m.legal_moves()) == len(m.round.hand(m.round.leader)))
    assert leaders == {0, 1, 2} and openings == {True}


def test_all_fives_a_second_double_counts_whole_and_never_branches():
    """In chapter 15's round, 3|3 at step 9 counts 6 and offers no branch side."""
    record = figures.GAME_EXAMPLES["all-fives-example"]
    moves = record["rounds"][0]["moves"]
    m = dealt("all-fives", 2, 1, [" ".join(h) for h in record["rounds"][0]["hands"]],
              record["rounds"][0]["stock"])
    play(m, *moves[:9])
    layout = m.round.layout
    assert ("3|3", 6) in layout.counted_ends()
    assert [tile_text(t) for t in layout.spinners()] == ["2|2"]
    with pytest.raises(IllegalMove):
        m.play(parse_move("0|3@3|3/branchA"))


def test_all_fives_the_winner_takes_the_others_pips_rounded_once():
    """Seat 0 goes out; seats 1 and 2 keep 4 and 3 pips: 7, rounded once, is 5 (not 5 + 5
    rounded apart)."""
    rules = rule_set("all-fives")
    steps = rules.settlement_steps("domino", [0, 4, 3], 0, 0)
    assert sum(step.points for step in steps) == 5
    blocked = rules.settlement_steps("blocked", [3, 9, 14], None, 0)
    assert sum(step.points for step in blocked) == 25 - 5  # 23 rounds to 25, 3 to 5


# -- the record format and its schemas --------------------------------------------------------
def test_record_format_states_each_games_deal():
    """The table of docs/record-format.md: tiles a seat and stock by player count, and
    the format each game is written in."""
    text = (REPO / "docs" / "record-format.md").read_text(encoding="utf-8")
    part = text.split("### The classic games", 1)[1]
    rows = tables(part)[0]
    seen = set()
    for row in rows:
        for value in re.findall(r'"([\w-]+)"', row[0]):
            rules = rule_set(value)
            seen.add(value)
            sizes = [rules.hand_size(n) for n in (2, 3, 4)]
            assert numbers(row[1]) == sizes, row
            assert numbers(row[2]) == [28 - n * s for n, s in zip((2, 3, 4), sizes)], row
            assert ("always 2" in row[5]) == (305 not in rules.targets), row
            assert ("highest double" in row[3]) == (rules.lead == "highest-double"), row
            assert row[4].startswith("yes") == rules.draws, row
    assert seen == {"five-up", "exact-61", "block", "draw", "all-fives"}


def test_the_schemas_take_the_classic_games_records_and_refuse_a_wrong_deal():
    from jsonschema import Draft202012Validator

    from fivesup_qt import schema

    records = Draft202012Validator(schema.load("match"))
    reports = Draft202012Validator(schema.load("replay"))
    assert records.schema["properties"]["variant"]["enum"] == [
        "five-up", "exact-61", "block", "draw", "all-fives"]
    for name, record in figures.GAME_EXAMPLES.items():
        assert not list(records.iter_errors(record)), name
        assert not list(reports.iter_errors(replay(load_record(record))[1])), name
    block = json.loads(json.dumps(figures.GAME_EXAMPLES["block-example"]))
    five = json.loads(json.dumps(block))
    five["rounds"][0]["hands"] = [hand[:5] for hand in five["rounds"][0]["hands"]]
    five["rounds"][0]["stock"] += [t for hand in block["rounds"][0]["hands"] for t in hand[5:]]
    first = json.loads(json.dumps(block))
    first["format"] = "fivesup-match/1"
    del first["target"]
    for wrong in (five, first):  # five tiles a seat; format 1 for a game to 100
        assert list(records.iter_errors(wrong))
        with pytest.raises(RecordError):
            load_record(wrong)


# -- the figures are the game's own drawing ---------------------------------------------------
def test_the_classic_games_figures_are_what_the_game_draws(tmp_path):
    """Drawn again by ``python -m fivesup_qt.ui.table.figures`` (offscreen): the committed
    pictures, give or take anti-aliasing; no orange (spinner frame, counted end) in Block's
    and Draw's, All Fives' spinner and counted ends in its own."""
    from PySide6.QtGui import QImage

    names = list(figures.GAME_EXAMPLES)
    subprocess.run([sys.executable, "-m", "fivesup_qt.ui.table.figures", str(tmp_path),
                    *(arg for name in names for arg in ("--only", name))], check=True,
                   capture_output=True, env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    def orange(image: QImage) -> int:
        rgbs = (image.pixel(x, y) for y in range(0, image.height(), 2)
                for x in range(0, image.width(), 2))
        return sum(c >> 16 & 255 > 200 and 110 < (c >> 8 & 255) < 190 and c & 255 < 90
                   for c in rgbs)
    for name in names:
        fresh, committed = (QImage(str(folder / f"{name}.png")).convertToFormat(
            QImage.Format.Format_RGB32) for folder in (tmp_path, REPO / "docs" / "images"))
        assert not fresh.isNull(), name  # the fit may round a pixel either way
        assert abs(fresh.width() - committed.width()) + abs(fresh.height() - committed.height()) <= 2
        assert abs(orange(fresh) - orange(committed)) <= 20 + orange(committed) // 20, name
        assert (orange(fresh) > 200) == (name == "all-fives-example"), name
