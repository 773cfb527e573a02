"""The words of Block, Draw and All Fives (issue 43): the teacher and the log explain each
game's own rules, in English and in Arabic: a round's end names the pips the winner takes
(after a domino, after a block less its own, rounded to five in All Fives), a Block seat
that cannot place passes because nobody draws, the highest double leads, a double that is
not a spinner lies across the line, and a placement where the ends do not score says so
without a word about multiples of five."""

from __future__ import annotations

import random

import pytest
from helpers.matches import words

from fivesup_qt.rules import BLOCKED, DOMINO, Match, Passed, Played
from fivesup_qt.rules.tiles import IS_DOUBLE, POINT_VALUE, tile_text
from fivesup_qt.rules.variants import ALL_FIVES, BLOCK, DRAW_GAME
from fivesup_qt.ui.words.narrator import Narrator, round_end_lines
from fivesup_qt.ui.words.voice import Cast

NAMES = ("Ann", "Bot1")
# What the Arabic says where the English says it (its own words, not the English left).
ARABIC = {"takes": "يأخذ", "fewest": "أقل", "sleeps": "نائم", "highest double": "أعلى قطعة مزدوجة"}


def told(rules, seed: int, until, players: int = 2) -> tuple[Match, Narrator]:
    """A two-seat match of ``rules`` (Ann, addressed as "you", and Bot1) played by random
    legal moves and told by a narrator in teaching mode until ``until(match, action)``
    holds or the round ends; the narrator hears what the controller tells it."""
    m = Match.new(rules, players, seed=seed, auto_forced=False)
    names = [*NAMES, "Bot2", "Bot3"][:players]
    story = Narrator(lambda: Cast(names, 0), lambda: True)
    story.match_started(m)
    rng = random.Random(seed)
    while not m.round.is_over:
        if m.round.must_draw():
            action = m.draw()
            story.drew(action)
        elif m.round.must_pass():
            action = m.pass_turn()
            story.passed(action, rules.draws, m.round.reserve > 0)
        else:
            action = m.play(rng.choice(m.legal_moves()))
            story.played(action, m.target, m)
        if until(m, action):
            break
    return m, story


def ended(rules, kind: str) -> tuple[Match, Narrator]:
    """The first seed's round of ``rules`` that ends by ``kind`` (domino or blocked)."""
    for seed in range(200):
        m, story = told(rules, seed, lambda m, a: False)
        if m.round.end == kind and m.round_end(0).steps:
            m.round_end(0)
            story.round_ended(m, m.round_end(0))
            return m, story
    raise AssertionError(f"no {kind} round")


def test_a_blocked_round_names_the_fewest_pips_and_what_they_take(qapp, language):
    m, story = ended(BLOCK, BLOCKED)
    end = m.round_end(0)
    won = next(s for s in end.steps if s.kind == "won")
    own = sum(end.totals) - won.total
    seat = won.scorer
    lesson = words(story.lessons[-1])
    who = "you" if seat == 0 else NAMES[seat]
    if language == "en":
        assert "Five-Up" not in lesson and "rounded" not in lesson
        assert "nobody draws in this game" in lesson  # the stock sleeps, it is not empty
        score = won.total - own
        verb = "you score" if seat == 0 else "scores"
        assert f"Fewest pips: {who} ({own}); {verb} {won.total} − {own} = {score} → +{score}" \
            in lesson, lesson
    else:
        assert ARABIC["fewest"] in lesson and "Fewest" not in lesson, lesson
        assert f"{won.total} − {own} = {won.total - own}" in lesson, lesson
    assert f"+{won.total - own}" in words(story.lines[-1])  # the log says it too (the reader)


@pytest.mark.parametrize("rules", [BLOCK, DRAW_GAME, ALL_FIVES], ids=lambda r: r.value)
def test_a_domino_takes_the_others_pips(qapp, language, rules):
    m, story = ended(rules, DOMINO)
    end = m.round_end(0)
    won = end.steps[0]
    lesson = words(story.lessons[-1])
    assert won.kind == "won" and len(end.steps) == 1
    shown = f"+{won.rounded} (+{rules.shown(won.rounded)})" if rules.unit > 1 \
        else f"+{won.rounded}"
    assert shown in lesson, lesson
    if language == "en":
        taker = "You domino: you take" if end.finisher == 0 else f"{NAMES[end.finisher]} " \
            "dominoes: takes"
        rounding = (f", rounded to the nearest five: {won.rounded}" if rules.unit > 1 else "")
        assert f"{taker} the others' {won.total} pips{rounding} → {shown}" in lesson, lesson
        assert "Five-Up" not in lesson
    else:
        assert ARABIC["takes"] in lesson or "تأخذ" in lesson, lesson
        assert "pips" not in lesson, lesson


def test_a_block_seat_that_cannot_place_passes_the_stock_sleeps(qapp, language):
    for seed in range(200):
        m, story = told(BLOCK, seed, lambda m, a: isinstance(a, Passed) and a.seat == 1)
        if m.round.passes and not m.round.is_over and m.round.turn == 0:
            break
    else:
        raise AssertionError("no pass")
    line, lesson = words(story.lines[-1]), words(story.lessons[-1])
    assert m.round.stock_left == 0 and m.round.reserve == 14  # it sleeps, it is not empty
    if language == "en":
        assert line == "Bot1 cannot place and passes (the stock sleeps)", line
        assert lesson == ("Bot1 cannot place, and nobody draws in this game (the stock "
                          "sleeps): a pass."), lesson
    else:
        assert ARABIC["sleeps"] in line and ARABIC["sleeps"] in lesson, (line, lesson)
        assert "Bot1" in line


@pytest.mark.parametrize("rules", [BLOCK, DRAW_GAME], ids=lambda r: r.value)
def test_the_highest_double_leads_and_says_so(qapp, language, rules):
    m, story = told(rules, 1, lambda m, a: True)
    first = m.round.layout.order[0]
    leader = m.round.leader
    assert IS_DOUBLE[first]
    line, lesson = words(story.lines[1]), words(story.lessons[0])
    if language == "en":
        who = "You hold" if leader == 0 else f"{NAMES[leader]} holds"
        verb = "lead" if leader == 0 else "leads"
        assert line == f"Round 1: {who} {tile_text(first)}, the highest double dealt, and " \
                       f"{verb} with it.", line
        assert lesson == line.removeprefix("Round 1: ")
    else:
        assert ARABIC["highest double"] in line and tile_text(first) in line, line


@pytest.mark.parametrize("rules", [BLOCK, DRAW_GAME], ids=lambda r: r.value)
def test_a_placement_where_the_ends_do_not_score_says_so(qapp, language, rules):
    _, story = told(rules, 2, lambda m, a: isinstance(a, Played) and len(m.round.layout.order) > 3)
    lessons = " ".join(words(text) for text in story.lessons)
    log = " ".join(words(text) for text in story.lines)
    for text in (lessons, log):
        assert "multiple" not in text and "ends " not in text
    if language == "en":
        assert "no points (in this game only the round's end scores)" in lessons, lessons
    else:
        assert "points" not in lessons


def test_a_double_that_is_not_the_first_does_not_spin_in_all_fives(qapp, language):
    def second_double(m, action) -> bool:
        return isinstance(action, Played) and IS_DOUBLE[action.move[0]] and \
            sum(IS_DOUBLE[t] for t in m.round.layout.order) == 2

    for seed in range(200):
        m, story = told(ALL_FIVES, seed, second_double)
        doubles = [t for t in m.round.layout.order if IS_DOUBLE[t]]
        if len(doubles) == 2 and m.round.layout.order[-1] == doubles[1]:
            break
    else:
        raise AssertionError("no second double")
    assert m.round.layout.spinners() == doubles[:1]
    lesson = words(story.lessons[-1])
    if language == "en":
        assert f"{tile_text(doubles[1])} is not a spinner: only the first double spins in " \
               "this game, so it lies across the line and opens no branches." in lesson, lesson
    else:
        assert tile_text(doubles[1]) in lesson and "spinner" not in lesson, lesson


@pytest.fixture
def arabic(qapp):
    from fivesup_qt.ui.words import i18n

    assert i18n.install(qapp, "ar") == "ar"
    yield
    i18n.uninstall()


def test_every_round_end_line_of_a_winner_takes_game_is_translated(arabic):
    """No English left in an Arabic round end (the headline, the rule, the take)."""
    for rules, kind in ((BLOCK, BLOCKED), (DRAW_GAME, DOMINO), (ALL_FIVES, DOMINO)):
        m, _ = ended(rules, kind)
        cast = Cast(list(NAMES), 0)
        text = words(" ".join(round_end_lines(cast, m, m.round_end(0))))
        latin = [w for w in text.replace("Bot1", "").split() if any("a" <= c.lower() <= "z"
                                                                    for c in w)]
        assert not latin, (rules.value, latin, text)


def test_the_table_described_in_block_counts_no_ends_and_no_stock(qapp, language):
    """What the screen reader's table says in Block: the values a tile may match, not a
    sum of ends that scores nothing; that nobody draws, not 'stock: 0 tiles'."""
    from fivesup_qt.ui.words.hand_words import ends_words, stock_words

    m, _ = told(BLOCK, 1, lambda m, a: len(m.round.layout.order) == 2)
    values = sorted({POINT_VALUE[p] for p in m.round.layout.open_points()})
    ends, stock = words(ends_words(m)), words(stock_words(m))
    if language == "en":
        assert ends.startswith("open values ") and "sum" not in ends, ends
        assert stock == "nobody draws in this game", stock
    else:
        assert ends.startswith("القيم المفتوحة") and stock == "لا سحب في هذه اللعبة", (ends, stock)
    assert all(str(v) in ends for v in values)


def test_with_four_in_block_every_tile_is_dealt_so_a_pass_says_nobody_draws(qapp, language):
    for seed in range(200):
        m, story = told(BLOCK, seed, lambda m, a: isinstance(a, Passed), players=4)
        if m.round.passes and not m.round.is_over:
            break
    else:
        raise AssertionError("no pass")
    assert m.round.reserve == 0 and not m.round.stock  # nothing sleeps: all 28 are dealt
    line, lesson = words(story.lines[-1]), words(story.lessons[-1])
    if language == "en":
        assert line.endswith("cannot place and passes (nobody draws)"), line
        assert lesson.endswith("cannot place, and nobody draws in this game: a pass."), lesson
    else:
        assert "لا سحب" in line and "نائمة" not in line + lesson, (line, lesson)
