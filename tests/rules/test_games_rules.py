"""Each rule of Block, Draw and All Fives (docs/rules.md, their chapters), one example
each, on deals written out here (issue 43).  test_games_properties.py checks the same
rules over random matches."""

from __future__ import annotations

import pytest

from fivesup_qt.rules import IllegalMove, Match, parse_move, parse_tile, tile_text
from fivesup_qt.rules.match import Deal
from fivesup_qt.rules.record import RecordError, load_record
from fivesup_qt.rules.variants import ALL_FIVES, BLOCK, DRAW_GAME, rule_set


def deal(*hands: str, leader: int = 0, last: str = "") -> Deal:
    """A deal of the hands given; the stock is every other tile, ascending, except the
    tiles of ``last``, drawn last."""
    held = [[parse_tile(t) for t in hand.split()] for hand in hands]
    late = [parse_tile(t) for t in last.split()]
    used = {t for hand in held for t in hand} | set(late)
    stock = [t for t in range(28) if t not in used] + late
    return Deal(leader, tuple(tuple(hand) for hand in held), tuple(stock))


def play(m: Match, *moves: str) -> None:
    for text in moves:
        m.play(parse_move(text))


# A Block deal where nobody can follow the lead: seat 0 holds 6|6 and no other six,
# seat 1 no six at all; seat 0 keeps 11 pips, seat 1 34.
STUCK = ("6|6 0|0 0|1 0|2 1|1 0|3 1|2", "2|2 1|3 2|3 0|4 1|4 3|3 2|4")


# -- the deal ------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_block_deals_seven_tiles_to_every_seat_and_the_rest_sleep(players):
    m = Match.new("block", players, seed=3)
    assert [len(hand) for hand in m.round.dealt] == [7] * players
    assert len(m.round.stock) == 28 - 7 * players  # four players: all 28 dealt
    assert m.round.stock_left == 0  # nobody may draw them


@pytest.mark.parametrize(("name", "players", "size"), [
    ("draw", 2, 7), ("draw", 3, 5), ("draw", 4, 5),
    ("all-fives", 2, 7), ("all-fives", 3, 5), ("all-fives", 4, 5)])
def test_draw_and_all_fives_deal_seven_with_two_players_and_five_with_more(name, players, size):
    m = Match.new(name, players, seed=3)
    assert [len(hand) for hand in m.round.dealt] == [size] * players
    assert m.round.stock_left == 28 - size * players


# -- the lead --------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["block", "draw"])
def test_the_highest_double_dealt_leads_and_must_be_played_first(name):
    hands = ("5|5 0|1 0|2 0|3 0|4 1|2 1|3", "6|6 4|4 1|4 2|3 2|4 3|4 1|5")
    with pytest.raises(IllegalMove) as refused:  # seat 0 named as leader: seat 1 holds 6|6
        Match.from_deal(name, deal(*hands, leader=0))
    assert refused.value.reason.code == "lead-holder"
    assert "6|6" in str(refused.value)
    m = Match.from_deal(name, deal(*hands, leader=1))
    assert m.turn == 1
    assert [tile_text(t) for t, _ in m.legal_moves()] == ["6|6"]
    why = m.why_illegal(parse_move("4|4"))
    assert why is not None and why.code == "must-lead-with" and "6|6" in str(why)


def test_with_no_double_dealt_the_heaviest_tile_leads():
    hands = ("0|1 0|2 0|3 0|4 0|5 0|6 1|2", "1|3 1|4 1|5 1|6 2|3 2|4 5|6")
    m = Match.from_deal("draw", deal(*hands, leader=1))
    assert [tile_text(t) for t, _ in m.legal_moves()] == ["5|6"]
    assert m.why_illegal(parse_move("1|6")).code == "must-lead-heaviest"


def test_all_fives_is_led_by_lot_with_any_tile():
    m = Match.from_deal("all-fives", deal("0|1 0|2 0|3 0|4 0|5 0|6 1|2",
                                          "6|6 1|4 1|5 1|6 2|3 2|4 5|6", leader=0))
    assert m.turn == 0 and len(m.legal_moves()) == 7


def test_after_a_block_the_highest_double_leads_again_and_after_a_domino_the_finisher():
    m = Match.from_deal("block", deal(*STUCK), seed=5)
    play(m, "6|6")  # nobody can follow: blocked at once
    assert m.round.end == "blocked"
    rnd = m.start_round()
    held = [t for seat in range(2) for t in rnd.dealt[seat]]
    highest = max((t for t in held if tile_text(t)[0] == tile_text(t)[2]),
                  key=lambda t: tile_text(t))
    assert rnd.lead_tile == highest and highest in rnd.dealt[rnd.leader]
    finished = Match.new("block", 2, seed=11)
    while finished.round.end != "domino":
        if finished.needs_new_round():
            finished.start_round()
        elif finished.legal_moves():
            finished.play(finished.legal_moves()[0])
    finisher = finished.round.finisher
    if not finished.is_over:
        assert finished.start_round().leader == finisher
        assert finished.round.lead_tile == -1  # any tile


# -- spinners --------------------------------------------------------------------------
def test_in_block_no_double_is_a_spinner():
    m = Match.from_deal("block", deal("6|6 4|6 0|0 1|1 2|2 0|1 0|2",
                                      "5|6 3|6 5|5 0|3 1|3 2|3 0|4"))
    play(m, "6|6", "5|6@6|6/lineA", "4|6@6|6/lineB")
    layout = m.round.layout
    assert layout.spinners() == [] and not layout.is_spinner(parse_tile("6|6"))
    assert not {p >> 2 for p in layout.open_points()} & {parse_tile("6|6")}
    why = m.why_illegal(parse_move("3|6@6|6/branchA"))
    assert why is not None and why.code == "not-a-spinner"


def test_in_all_fives_only_the_first_double_spins():
    m = Match.from_deal("all-fives", deal("5|5 3|3 3|4 0|0 0|1 1|1 1|2",
                                          "3|5 5|6 0|2 2|2 2|4 4|4 0|4"))
    play(m, "5|5", "3|5@5|5/lineA", "3|3@3|5/low")
    layout = m.round.layout
    assert ("3|3", 6) in layout.counted_ends()  # a double at an end counts both halves
    play(m, "5|6@5|5/lineB", "3|4@3|3/lineB")
    assert [tile_text(t) for t in layout.spinners()] == ["5|5"]
    opened = {tile_text(p >> 2) + str(p & 3) for p in layout.open_points()}
    assert {"5|52", "5|53"} <= opened  # the spinner's branches, once both lines are filled
    assert not {"3|32", "3|33"} & opened  # the second double never opens them
    assert m.why_illegal(parse_move("2|4@5|5/branchA")) is not None  # 2|4 shows no 5
    why = m.why_illegal(parse_move("2|4@3|3/branchA"))
    assert why is not None and why.code == "not-a-spinner"


# -- scoring during play ------------------------------------------------------------------
@pytest.mark.parametrize(("name", "points"), [("all-fives", 10), ("block", 0), ("draw", 0)])
def test_only_all_fives_scores_its_ends(name, points):
    hands = ("5|5 0|1 0|2 0|3 0|4 1|2 1|3", "4|4 1|4 2|3 2|4 3|4 1|5 1|6")
    m = Match.from_deal(name, deal(*hands))
    played = m.play(parse_move("5|5"))
    assert played.end_sum == 10 and played.points == points
    assert m.scores == [points, 0]


# -- drawing and passing ----------------------------------------------------------------
def test_a_stuck_block_seat_passes_and_never_draws():
    m = Match.from_deal("block", deal(*STUCK), auto_forced=False)
    play(m, "6|6")
    rnd = m.round
    assert rnd.must_pass() and not rnd.must_draw()
    with pytest.raises(IllegalMove):
        m.draw()
    m.pass_turn()
    m.pass_turn()
    assert rnd.end == "blocked"
    assert rnd.drawn == 0


def test_in_draw_a_stuck_seat_draws_until_a_tile_fits():
    m = Match.from_deal("draw", deal(*STUCK))
    play(m, "6|6")
    drawn = [tile_text(t) for kind, t, seat in m.round.history() if kind == "draw"]
    assert drawn == ["0|5", "0|6"]  # the stock in order, until a six comes
    assert m.round.must_play == parse_tile("0|6")


def test_in_draw_every_stock_tile_may_be_drawn():
    m = Match.from_deal("draw", deal("6|6 0|6 1|6 2|6 3|6 4|6 5|6",
                                     "0|0 0|1 0|2 1|1 1|2 0|3 1|3"))
    play(m, "6|6")
    rnd = m.round
    assert rnd.drawn == len(rnd.stock) == 14  # seat 1 drew the last tile too, then passed
    assert m.turn == 0


# -- the round's settlement ----------------------------------------------------------------
def test_a_blocked_block_round_goes_to_the_lightest_hand_less_its_own():
    m = Match.from_deal("block", deal(*STUCK))
    play(m, "6|6")
    assert m.round.hand_totals() == [11, 34]
    assert [(e.kind, e.scorer, e.points) for e in m.events] == [("settle", 0, 23)]


@pytest.mark.parametrize(("rules", "totals", "finisher", "expected"), [
    (BLOCK, [0, 10, 7, 12], 0, (0, 22)),  # a domino: the opponents' 10 + 12, a partner's 7 not
    (ALL_FIVES, [0, 10, 7, 12], 0, (0, 20)),  # rounded to five
    (DRAW_GAME, [0, 9, 4], 0, (0, 13)),
    (BLOCK, [8, 31], None, (0, 23)),  # blocked: the lighter takes 31 less its own 8
    (ALL_FIVES, [8, 31], None, (0, 20)),  # 30 - 10
    (BLOCK, [3, 4, 10, 5], None, (1, 4)),  # teams: 13 against 9, the lighter team 13 - 9
    (DRAW_GAME, [5, 9, 12], None, (0, 16)),
    (BLOCK, [9, 9], None, None),  # a tie for fewest: nobody scores
])
def test_the_winner_takes_the_others_pips(rules, totals, finisher, expected):
    from fivesup_qt.rules import settlement

    got = settlement.winner_takes(totals, finisher, rules.unit)
    assert [(s.scorer, s.points) for s in got] == ([expected] if expected else [])
    steps = rules.settlement_steps("domino" if finisher is not None else "blocked", totals,
                                   finisher, 0)
    assert max(0, sum(step.points for step in steps)) == (expected[1] if expected else 0)


# -- the match ---------------------------------------------------------------------------
def test_targets_and_the_scores_shown():
    assert (BLOCK.targets, BLOCK.default_target, DRAW_GAME.default_target) == ((100, 150, 50), 100, 100)
    assert (BLOCK.shown(37), ALL_FIVES.shown(305), ALL_FIVES.default_target) == (37, 61, 305)
    with pytest.raises(ValueError):
        Match.new("block", 2, target=305)
    assert rule_set("all-fives") is ALL_FIVES


def test_the_target_is_checked_after_the_round_and_a_tie_plays_on():
    won = Match.from_deal("block", deal(*STUCK), scores=[80, 0])
    play(won, "6|6")
    assert won.scores == [103, 0] and won.winner == 0
    tied = Match.from_deal("block", deal(*STUCK), scores=[80, 103])
    play(tied, "6|6")
    assert tied.scores == [103, 103] and tied.winner is None and tied.needs_new_round()


def test_a_record_of_a_classic_game_has_its_hand_size_and_its_target():
    m = Match.from_deal("block", deal(*STUCK))
    rounds = [{"leader": 0, "hands": [h.split() for h in STUCK],
               "stock": [tile_text(t) for t in m.round.stock], "moves": ["6|6"]}]
    record = {"format": "fivesup-match/2", "variant": "block", "players": 2, "target": 100,
              "rounds": rounds}
    assert load_record(record).variant is BLOCK
    with pytest.raises(RecordError, match="names its target"):
        load_record({**record, "format": "fivesup-match/1"})
    short = [{**rounds[0], "hands": [h.split()[:5] for h in STUCK]}]
    with pytest.raises(RecordError, match="every seat is dealt 7"):
        load_record({**record, "rounds": short})


# -- the daily deal ------------------------------------------------------------------------
@pytest.mark.parametrize("name", ["block", "draw", "all-fives"])
def test_the_daily_deal_of_a_classic_game_deals_by_its_rules(name):
    from datetime import date

    from fivesup_qt.rules.daily import daily_deal, daily_match, start_daily_round
    from fivesup_qt.rules.tiles import tiles_mask
    from fivesup_qt.rules.variants import opening_lead

    rules = rule_set(name)
    day = date(2026, 12, 5)
    deal_1 = daily_deal(day, name, 2)
    assert [len(hand) for hand in deal_1.hands] == [7, 7]
    if rules.lead == "highest-double":  # the deal names the holder of the highest double
        assert deal_1.leader == opening_lead([tiles_mask(list(h)) for h in deal_1.hands])[0]
    m = daily_match(day, name, 2)
    assert [tuple(sorted(h)) for h in m.round.dealt] == list(deal_1.hands)
    while not m.is_over:
        if m.needs_new_round():
            start_daily_round(m, day)
        m.play(m.legal_moves()[0])
    assert m.scores[m.winner] >= m.target
