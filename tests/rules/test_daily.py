"""The daily deal (issue 26, part 2): one deal a date, the same on every machine, run and
Python, different from one date to the next, dealt by the rule rules/daily.py and
docs/commands.md state.

The expected deals below were not made by the code under test: they were computed once by
this script, the documented rule written out with the standard library alone (the same
output from CPython 3.10, 3.11, 3.12 and 3.13)::

    import hashlib, random
    TILES = [(a, b) for a in range(7) for b in range(a, 7)]
    key = "fivesup-daily/1 2026-12-03 five-up 2 round 1"
    seed = int.from_bytes(hashlib.sha256(key.encode("ascii")).digest()[:8], "big")
    rng = random.Random(seed)
    leader = rng.randrange(2)
    tiles = list(range(28)); rng.shuffle(tiles)
    hands = [tiles[5 * s:5 * s + 5] for s in range(2)]; stock = tiles[10:]
    # each tile t written "%d|%d" % TILES[t]
"""

from __future__ import annotations

import subprocess
import sys
from datetime import date, timedelta
from random import Random

import pytest
from helpers import REPO
from helpers.daily_dates import count_searched_dates

from fivesup_qt.ai.bots import GreedyBot, RandomBot
from fivesup_qt.rules.build import compiled
from fivesup_qt.rules.daily import (
    FIRST_DAY,
    daily_date_of,
    daily_deal,
    daily_key,
    daily_match,
    daily_seed,
    follows_daily,
    parse_day,
    start_daily_round,
)
from fivesup_qt.rules.match import Match
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.round import BLOCKED, DOMINO
from fivesup_qt.rules.tiles import TILE_COUNT, tile_text
from fivesup_qt.rules.variants import PLAYER_COUNTS, SHIPPED

# (date, variant, players, round): (seed, leader, hands as dealt, the stock's first five)
EXPECTED = {
    ("2026-12-03", "five-up", 2, 1): (
        417187387510154329, 1,
        [["0|0", "1|5", "1|6", "5|6", "2|4"], ["0|6", "0|1", "0|4", "3|3", "1|4"]],
        ["4|5", "0|3", "2|3", "1|2", "3|5"]),
    ("2025-01-01", "exact-61", 3, 1): (
        14157552186625616187, 1,
        [["3|5", "1|5", "0|2", "1|1", "2|6"], ["5|5", "4|5", "0|3", "6|6", "0|4"],
         ["2|5", "0|0", "5|6", "0|6", "3|3"]],
        ["0|1", "3|4", "2|3", "2|2", "4|4"]),
    ("2024-02-29", "five-up", 4, 1): (
        5949618112023784517, 2,
        [["4|6", "2|6", "0|6", "0|1", "0|4"], ["2|2", "1|1", "1|4", "0|0", "3|4"],
         ["1|6", "2|5", "1|5", "1|3", "3|6"], ["2|3", "5|5", "4|4", "1|2", "2|4"]],
        ["5|6", "3|5", "0|3", "3|3", "0|5"]),
    ("2026-12-03", "five-up", 2, 2): (
        11700179809238976631, 1,
        [["3|3", "2|2", "0|1", "4|5", "4|4"], ["0|5", "1|2", "1|5", "5|5", "1|1"]],
        ["2|5", "1|6", "2|4", "1|3", "4|6"]),
    ("2026-12-04", "five-up", 2, 1): (
        8334084447670664115, 0,
        [["1|5", "3|4", "2|5", "2|6", "5|6"], ["0|1", "6|6", "3|3", "0|3", "4|5"]],
        ["1|1", "2|3", "4|6", "1|3", "0|5"]),
}
# the whole stock of the first one
STOCK_2026_12_03 = ["4|5", "0|3", "2|3", "1|2", "3|5", "1|3", "4|6", "1|1", "5|5", "2|2", "3|4",
                    "0|5", "6|6", "4|4", "2|6", "3|6", "2|5", "0|2"]


def texts(tiles) -> list[str]:
    return [tile_text(t) for t in tiles]


def sorted_texts(texts_: list[str]) -> list[str]:
    """A hand as the game lists it: by tile number (0|0, 0|1, ..., 6|6)."""
    order = [f"{a}|{b}" for a in range(7) for b in range(a, 7)]
    return sorted(texts_, key=order.index)


@pytest.mark.parametrize("which", EXPECTED, ids=lambda w: " ".join(map(str, w)))
def test_the_daily_deal_is_the_one_the_rule_deals(which):
    day, variant, players, round_no = which
    seed, leader, hands, stock = EXPECTED[which]
    assert daily_key(parse_day(day), variant, players, round_no) == \
        f"fivesup-daily/1 {day} {variant} {players} round {round_no}"
    assert daily_seed(parse_day(day), variant, players, round_no) == seed
    deal = daily_deal(parse_day(day), variant, players, round_no)
    assert deal.leader == leader
    assert [texts(hand) for hand in deal.hands] == [sorted_texts(hand) for hand in hands]
    assert texts(deal.stock)[:5] == stock
    if which == ("2026-12-03", "five-up", 2, 1):
        assert texts(deal.stock) == STOCK_2026_12_03


def test_the_daily_deal_is_the_same_in_another_process():
    """Another interpreter, with another salt for ``hash()``: the same deal."""
    code = ("from fivesup_qt.rules.daily import daily_deal, parse_day\n"
            "print(daily_deal(parse_day('2026-12-03'), 'five-up', 2))\n")
    runs = [subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                           cwd=REPO, timeout=60, env={"PYTHONHASHSEED": salt, "PATH": "/usr/bin:/bin"})
            for salt in ("1", "2")]
    assert runs[0].returncode == 0, runs[0].stderr
    assert runs[0].stdout == runs[1].stdout == \
        f"{daily_deal(date(2026, 12, 3), 'five-up', 2)}\n"


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("variant", [v.value for v in SHIPPED])
def test_every_daily_deal_holds_the_28_tiles_once(variant, players):
    for offset in range(0, 400, 7):
        day = date(2026, 1, 1) + timedelta(days=offset)
        for round_no in (1, 2, 9):
            deal = daily_deal(day, variant, players, round_no)
            tiles = [t for hand in deal.hands for t in hand] + list(deal.stock)
            assert sorted(tiles) == list(range(TILE_COUNT))
            assert [len(hand) for hand in deal.hands] == [5] * players
            assert 0 <= deal.leader < players


def test_the_deal_differs_from_one_date_to_the_next():
    first = date(2026, 12, 3)
    days = [first + timedelta(days=n) for n in range(-366, 367)]
    deals = {daily_deal(day, "five-up", 2) for day in days}
    assert len(deals) == len(days)
    today = daily_deal(first, "five-up", 2)
    for near in (first - timedelta(days=1), first + timedelta(days=1)):
        assert daily_deal(near, "five-up", 2).hands != today.hands


def test_the_deal_differs_by_variant_players_and_round():
    day = date(2026, 12, 3)
    keys = {daily_key(day, v, p, r) for v in ("five-up", "exact-61") for p in PLAYER_COUNTS
            for r in (1, 2, 3)}
    assert len(keys) == 18
    stocks = {daily_deal(day, v, p, r).stock for v in ("five-up", "exact-61")
              for p in PLAYER_COUNTS for r in (1, 2, 3)}
    assert len(stocks) == 18


def test_round_one_is_what_a_match_seeded_with_the_days_seed_deals():
    day = date(2026, 12, 3)
    for players in PLAYER_COUNTS:
        seeded = Match.new("five-up", players, seed=daily_seed(day, "five-up", players))
        assert seeded.deal_of(0) == daily_deal(day, "five-up", players)
        assert daily_match(day, "five-up", players).deal_of(0) == seeded.deal_of(0)


def play_round(match: Match, bot, rng: Random) -> None:
    while not match.round.is_over:
        match.push(bot.choose(observe(match, match.turn), rng))


def test_every_round_of_the_daily_match_is_dealt_whatever_came_before():
    """Two daily matches played differently (one has a blocked round, so its next leader
    is drawn by lot, where the other's is a domino's finisher) get the same tiles in
    every round; the leader is the round's lot unless a domino named the finisher."""
    day = date(2025, 6, 4)
    ends = set()
    for bot, rng in ((RandomBot(), Random(1)), (GreedyBot(), Random(2))):
        match = daily_match(day, "five-up", 3, target=155)
        while not match.is_over and len(match.rounds) < 6:
            play_round(match, bot, rng)
            if not match.is_over:
                start_daily_round(match, day)
        assert follows_daily(match, day)
        for index in range(len(match.rounds)):
            deal = daily_deal(day, "five-up", 3, index + 1)
            assert match.deal_of(index).hands == deal.hands
            assert match.deal_of(index).stock == deal.stock
            named = index > 0 and match.rounds[index - 1].end == DOMINO
            expected = match.rounds[index - 1].finisher if named else deal.leader
            assert match.rounds[index].leader == expected
        ends.add(tuple(rnd.end for rnd in match.rounds[:5]))
    assert len(ends) == 2 and any(BLOCKED in played for played in ends), ends
    assert not follows_daily(Match.new("five-up", 3, seed=1), day)
    assert not follows_daily(match, day + timedelta(days=1))


def played_on(day: date, variant: str, players: int, rounds: int) -> Match:
    """The daily match of ``day`` after ``rounds`` rounds (the last one going on)."""
    match = daily_match(day, variant, players)
    rng = Random(5)
    while len(match.rounds) < rounds and not match.is_over:
        play_round(match, GreedyBot(), rng)
        start_daily_round(match, day)
    return match


@pytest.mark.parametrize(("day", "variant", "players", "rounds"), [
    (date(2025, 3, 14), "five-up", 2, 3),
    (date(2026, 12, 2), "exact-61", 3, 1),
    (date(2001, 7, 9), "five-up", 4, 2),
    (FIRST_DAY, "exact-61", 2, 2),
])
def test_a_saved_daily_match_is_known_by_its_first_round(day, variant, players, rounds):
    """A record keeps no date: the match's own deals name it, whether it was started on
    its date or later (any earlier date can be played)."""
    match = played_on(day, variant, players, rounds)
    assert len(match.rounds) == rounds
    for started in (day, day + timedelta(days=1), date(2026, 12, 3)):
        assert daily_date_of(match, started) == day


def test_a_match_of_no_date_is_not_a_daily_one():
    day = date(2025, 3, 14)
    assert daily_date_of(Match.new("five-up", 2, seed=4), date(2026, 12, 3)) is None
    # round 1 the date's (the day's seed deals it, as the daily match does), round 2 not
    seeded = Match.new("five-up", 2, seed=daily_seed(day, "five-up", 2))
    play_round(seeded, GreedyBot(), Random(5))
    seeded.start_round()
    assert daily_date_of(seeded, date(2026, 12, 3)) is None
    # a date later than the one the match was started on cannot have been chosen
    assert daily_date_of(played_on(day, "five-up", 2, 1), day - timedelta(days=1)) is None
    # the same tiles in another variant are not that daily match
    other = Match.from_deal("exact-61", daily_deal(day, "five-up", 2))
    assert daily_date_of(other, date(2026, 12, 3)) is None


def test_no_date_before_the_first_daily_deal_is_found():
    """The search stops at FIRST_DAY: a match dealt as an earlier date's (which the game
    does not offer) is not taken for a daily match, that day's own is."""
    before = FIRST_DAY - timedelta(days=1)
    earlier = daily_match(before, "five-up", 2)
    assert daily_date_of(earlier, FIRST_DAY + timedelta(days=3)) is None
    assert daily_date_of(earlier, before) is None
    first = daily_match(FIRST_DAY, "five-up", 2)
    assert daily_date_of(first, FIRST_DAY + timedelta(days=3)) == FIRST_DAY
    # docs/commands.md names the bound the search uses
    assert f"back to {FIRST_DAY.isoformat()}" in (REPO / "docs" / "commands.md").read_text()


# compiled modules bind daily_seed once: the count below runs on the pure build (the same
# sources)
@pytest.mark.skipif(compiled(), reason="counts calls through a patched module function")
def test_each_date_back_to_the_first_daily_deal_is_searched_once(monkeypatch):
    """The search is bounded: the dates from the start back to FIRST_DAY, each once (a
    match of no date costs about 70 ms from 2026 back to 2000)."""
    searched = count_searched_dates(monkeypatch)
    started = date(2026, 12, 3)
    assert daily_date_of(Match.new("five-up", 3, seed=4), started) is None
    assert searched == [started - timedelta(days=n) for n in range((started - FIRST_DAY).days + 1)]


@pytest.mark.parametrize("text", ["2026-12-03", "0001-01-01", "9999-12-31", "2024-02-29"])
def test_a_date_is_read_as_written(text):
    assert parse_day(text).isoformat() == text


@pytest.mark.parametrize("text", ["2026-02-30", "2026-13-01", "2025-02-29", "0000-01-01",
                                  "20261203", "2026-W49-4", "2026-12-3", " 2026-12-03",
                                  "2026-12-03\n", "\uff12026-12-03", "", "today"])
def test_a_wrong_date_is_refused_in_words(text):
    with pytest.raises(ValueError, match="is not a date"):
        parse_day(text)


def test_wrong_players_and_rounds_are_refused():
    with pytest.raises(ValueError, match="2, 3 or 4 players"):
        daily_seed(date(2026, 1, 1), "five-up", 5)
    with pytest.raises(ValueError, match="counted from 1"):
        daily_deal(date(2026, 1, 1), "five-up", 2, 0)
    with pytest.raises(ValueError):
        daily_seed(date(2026, 1, 1), "five-down", 2)
