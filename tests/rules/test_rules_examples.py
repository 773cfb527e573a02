"""The worked examples of docs/rules.md (and of the original Arabic rules), table-driven.

Every expected value below was worked out by hand from docs/rules.md / the original rules'
figures, never copied from the engine's output.  Positions are named as
docs/record-format.md names them: a double counted whole is named by its tile ("1|1"), a
non-double's free end by its point ("1|4/high").
"""

from __future__ import annotations

import pytest

from fivesup_qt.rules import (
    IllegalMove,
    Layout,
    Match,
    parse_move,
    parse_tile,
    placement_points,
    point_text,
    round5,
    settlement,
    tile_text,
)
from fivesup_qt.rules.round import deal
from fivesup_qt.rules.tiles import mask_tiles

T = parse_tile

# -- docs/rules.md §6 (the rules' figures) and §11 --------------------------------
# Each step: (move, counted ends, sum, raw points, legal connection points or None).
FIGURE = [
    ("1|4", [("1|4/high", 4), ("1|4/low", 1)], 5, 5, ["1|4/high", "1|4/low"]),
    ("1|1@1|4/low", [("1|1", 2), ("1|4/high", 4)], 6, 0, ["1|1/lineB", "1|4/high"]),
    ("4|4@1|4/high", [("1|1", 2), ("4|4", 8)], 10, 10, ["1|1/lineB", "4|4/lineB"]),
    (
        "3|4@4|4/lineB",
        [("1|1", 2), ("3|4/low", 3)],
        5,
        5,
        # §4: the spinner 1|1 has one line side occupied: its branches are not open.
        ["1|1/lineB", "3|4/low", "4|4/branchA", "4|4/branchB"],
    ),
    (
        "1|2@1|1/lineB",
        [("1|2/high", 2), ("3|4/low", 3)],
        5,
        5,
        ["1|1/branchA", "1|1/branchB", "1|2/high", "3|4/low", "4|4/branchA", "4|4/branchB"],
    ),
    (
        "1|5@1|1/branchA",
        [("1|2/high", 2), ("1|5/high", 5), ("3|4/low", 3)],
        10,
        10,
        ["1|1/branchB", "1|2/high", "1|5/high", "3|4/low", "4|4/branchA", "4|4/branchB"],
    ),
    (
        "5|5@1|5/high",
        [("1|2/high", 2), ("3|4/low", 3), ("5|5", 10)],
        15,
        15,
        ["1|1/branchB", "1|2/high", "3|4/low", "4|4/branchA", "4|4/branchB", "5|5/lineB"],
    ),
    (
        "0|5@5|5/lineB",
        [("0|5/low", 0), ("1|2/high", 2), ("3|4/low", 3)],
        5,
        5,
        [
            "0|5/low", "1|1/branchB", "1|2/high", "3|4/low",
            "4|4/branchA", "4|4/branchB", "5|5/branchA", "5|5/branchB",
        ],
    ),
    (
        "1|3@1|1/branchB",
        [("0|5/low", 0), ("1|2/high", 2), ("1|3/high", 3), ("3|4/low", 3)],
        8,
        0,
        [
            "0|5/low", "1|2/high", "1|3/high", "3|4/low",
            "4|4/branchA", "4|4/branchB", "5|5/branchA", "5|5/branchB",
        ],
    ),
]

SEQUENCES = {
    "figure": FIGURE,
    "lone-2|2": [("2|2", [("2|2", 4)], 4, 0, ["2|2/lineA", "2|2/lineB"])],
    "lone-0|0": [("0|0", [("0|0", 0)], 0, 0, ["0|0/lineA", "0|0/lineB"])],
    "6|6-on-3|6": [
        ("3|6", [("3|6/high", 6), ("3|6/low", 3)], 9, 0, ["3|6/high", "3|6/low"]),
        ("6|6@3|6/high", [("3|6/low", 3), ("6|6", 12)], 15, 15, ["3|6/low", "6|6/lineB"]),
    ],
    # §5: the opening double keeps counting 2d while it has a free line side.
    "opening-5|5": [
        ("5|5", [("5|5", 10)], 10, 10, ["5|5/lineA", "5|5/lineB"]),
        ("3|5@5|5/lineA", [("3|5/low", 3), ("5|5", 10)], 13, 0, ["3|5/low", "5|5/lineB"]),
        (
            "2|5@5|5/lineB",
            [("2|5/low", 2), ("3|5/low", 3)],
            5,
            5,
            ["2|5/low", "3|5/low", "5|5/branchA", "5|5/branchB"],
        ),
    ],
}

STEPS = [(name, i) for name, steps in SEQUENCES.items() for i in range(len(steps))]


@pytest.mark.parametrize(
    ("sequence", "index"), STEPS, ids=[f"{n}-{SEQUENCES[n][i][0]}" for n, i in STEPS]
)
def test_illustrated_position(sequence, index):
    steps = SEQUENCES[sequence]
    layout = Layout()
    for move, *_ in steps[:index]:
        layout.play(*parse_move(move))
    move, counted, total, points, legal = steps[index]
    tile, point = parse_move(move)
    assert layout.is_legal(tile, point)
    end_sum = layout.play(tile, point)
    assert layout.counted_ends() == sorted(counted)
    assert end_sum == total
    assert layout.end_sum == total
    assert sum(value for _, value in layout.counted_ends()) == total
    assert placement_points(end_sum) == points
    if legal is not None:
        assert sorted(point_text(p) for p in layout.open_points()) == sorted(legal)


# The same figure played through a 3-player match: every placement credits its
# points to the placing seat's scorer (seat k plays moves k, k+3, k+6).
FIGURE_HANDS = [
    ["1|4", "3|4", "5|5", "6|6", "2|6"],
    ["1|1", "1|2", "0|5", "3|6", "0|6"],
    ["4|4", "1|5", "1|3", "4|6", "5|6"],
]


def make_match(variant, players, leader, hands, stock=None, **kw):
    """A match whose current round is an exact deal (the stock defaults to the rest)."""
    tiles = [[T(x) for x in hand] for hand in hands]
    used = {t for hand in tiles for t in hand}
    stock_tiles = (
        [t for t in range(28) if t not in used] if stock is None else [T(x) for x in stock]
    )
    assert sorted(used | set(stock_tiles)) == list(range(28))
    m = Match(variant, players, **kw)
    m.start_round(leader=leader, hands=tiles, stock=stock_tiles)
    return m


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
def test_figure_through_a_match(variant):
    m = make_match(variant, 3, 0, FIGURE_HANDS)
    expected_scores = [0, 0, 0]
    for k, (move, _counted, _total, points, legal) in enumerate(FIGURE):
        seat = k % 3
        assert m.round.turn == seat
        n_events = len(m.events)
        assert m.play(parse_move(move), seat=seat).points == points
        expected_scores[seat] += points
        # (whether a placement worth 0 is listed as an event is the engine's choice)
        new = [e for e in m.events[n_events:] if e.points]
        assert new == ([(0, "place", seat, seat, points, True)] if points else [])
        assert m.scores == expected_scores
        assert sorted(point_text(p) for p in m.round.layout.open_points()) == sorted(legal)
    # 5+5+15 / 0+5+5 / 10+10+0
    assert m.scores == [25, 10, 20]
    assert m.round.drawn == 0


# -- Branches are not connection points before both line sides are filled -----
BRANCH_TOO_EARLY = [
    (["1|4", "1|1@1|4/low"], "1|5@1|1/branchA"),
    (["1|4", "1|1@1|4/low"], "1|6@1|1/branchB"),
    (["1|4", "1|1@1|4/low", "4|4@1|4/high"], "4|5@4|4/branchB"),
    (["1|4", "1|1@1|4/low", "4|4@1|4/high", "3|4@4|4/lineB"], "1|5@1|1/branchA"),
    (["5|5"], "3|5@5|5/branchA"),
    (["5|5", "3|5@5|5/lineA"], "2|5@5|5/branchB"),
]


@pytest.mark.parametrize(("before", "move"), BRANCH_TOO_EARLY)
def test_branch_not_open_before_both_line_sides(before, move):
    tile, point = parse_move(move)
    layout = Layout()
    for m in before:
        layout.play(*parse_move(m))
    assert not layout.is_legal(tile, point)
    assert point not in layout.open_points()

    # Through a match: the seat to move holds the tile and is refused with a reason.
    seats = [[], []]
    for k, m in enumerate(before):
        seats[k % 2].append(m.split("@")[0])
    seats[len(before) % 2].append(move.split("@")[0])
    used = {T(x) for hand in seats for x in hand}
    spare = [t for t in range(28) if t not in used]
    hands = [[T(x) for x in hand] for hand in seats]
    for hand in hands:
        while len(hand) < 5:
            hand.append(spare.pop())
    match = Match("five-up", 2, auto_forced=False)
    match.start_round(leader=0, hands=hands, stock=spare)
    for m in before:
        match.play(parse_move(m))
    reason = match.why_illegal((tile, point))
    assert reason is not None and reason.code == "branch-too-early"
    assert "branch" in str(reason) and "line" in str(reason)
    assert (tile, point) not in match.legal_moves()
    state = match.state()
    with pytest.raises(IllegalMove, match="branch"):
        match.play((tile, point))
    assert match.state() == state


@pytest.mark.parametrize(
    "point",
    [
        # a non-double has no third or fourth side, on the table or not
        pytest.param(4 * T("1|4") + 2, id="1|4-side2-on-table"),
        pytest.param(4 * T("1|4") + 3, id="1|4-side3-on-table"),
        pytest.param(4 * T("2|5") + 2, id="2|5-side2-not-placed"),
        pytest.param(4 * 28, id="112-out-of-range"),
        pytest.param(-5, id="negative"),
    ],
)
def test_play_refuses_a_point_that_does_not_exist(point):
    m = make_match("five-up", 2, 0, [["1|4", "6|6", "0|0", "2|3", "3|3"],
                                      ["1|1", "0|1", "0|2", "0|3", "0|4"]])
    m.play(parse_move("1|4"))
    state = m.state()
    assert m.why_illegal((T("1|1"), point)) is not None
    with pytest.raises(IllegalMove):
        m.play((T("1|1"), point))
    assert m.state() == state


def test_branch_opens_once_both_line_sides_filled():
    layout = Layout()
    for m in ["1|4", "1|1@1|4/low", "4|4@1|4/high", "3|4@4|4/lineB", "1|2@1|1/lineB"]:
        layout.play(*parse_move(m))
    for m in ["1|5@1|1/branchA", "1|5@1|1/branchB", "4|5@4|4/branchA", "4|5@4|4/branchB"]:
        assert layout.is_legal(*parse_move(m)), m


# -- Rounding, settlement (docs/rules.md §7, §8, §9) ----------------------------------
@pytest.mark.parametrize(
    ("pips", "rounded"),
    [(7, 5), (8, 10), (12, 10), (13, 15), (16, 15), (2, 0), (0, 0), (1, 0), (3, 5), (4, 5),
     (5, 5), (17, 15), (19, 20), (27, 25)],
)
def test_rounding(pips, rounded):
    assert round5(pips) == rounded


@pytest.mark.parametrize(
    ("totals", "entries"),
    [
        # partners 7 and 12 are rounded separately: 5 + 10 = 15, not round(19) = 20
        ([7, 0, 12, 0], [(0, 0, -5), (2, 0, -10)]),
        ([0, 7, 0, 12], [(1, 1, -5), (3, 1, -10)]),
        ([2, 13], [(1, 1, -15)]),  # 2 rounds to 0: no entry
        ([0, 8, 16], [(1, 1, -10), (2, 2, -15)]),
    ],
)
def test_five_up_settlement(totals, entries):
    assert [tuple(e) for e in settlement.five_up(totals)] == entries


def test_five_up_partners_deduct_15():
    entries = settlement.five_up([7, 0, 12, 0])
    assert sum(e.points for e in entries if e.scorer == 0) == -15


@pytest.mark.parametrize(
    ("totals", "finisher", "net"),
    [
        # opponents 12 + 8 -> +20, partner 7 -> -5: +15 (docs/rules.md §9)
        ([0, 12, 7, 8], 0, 15),
        ([12, 0, 8, 7], 1, 15),
        # the opponents' total is rounded once: 7 + 7 = 14 -> 15 (not 5 + 5)
        ([0, 7, 0, 7], 0, 15),
        ([4, 0, 3], 1, 5),
        ([0, 12], 0, 10),
        # a partner's hand larger than the opponents' lowers the score
        ([0, 4, 21, 0], 0, -20 + 5),
    ],
)
def test_exact61_domino_settlement(totals, finisher, net):
    assert settlement.exact61_domino(totals, finisher) == net


@pytest.mark.parametrize(
    ("totals", "leader", "entries"),
    [
        # hands 4, 9, 15: the 4 gets round(5 + 11) = 15, the 9 round(6) = 5, the 15 nothing
        ([4, 9, 15], 0, [(0, 0, 15), (1, 1, 5)]),
        ([4, 9, 15], 2, [(0, 0, 15), (1, 1, 5)]),
        ([15, 4, 9], 0, [(1, 1, 15), (2, 2, 5)]),
        # equal hands: processed clockwise from the round's leader
        ([5, 5, 20], 0, [(0, 0, 15), (1, 1, 15)]),
        ([5, 5, 20], 1, [(1, 1, 15), (0, 0, 15)]),
        ([5, 5, 20], 2, [(0, 0, 15), (1, 1, 15)]),
        ([20, 5, 5], 0, [(1, 1, 15), (2, 2, 15)]),
        ([20, 5, 5], 2, [(2, 2, 15), (1, 1, 15)]),
        # partnership: every hand on its own, a partner's hand never counts
        ([3, 10, 20, 10], 0, [(0, 0, 15), (1, 1, 10), (3, 1, 10)]),
        ([3, 10, 20, 10], 2, [(0, 0, 15), (3, 1, 10), (1, 1, 10)]),
        ([3, 10, 20, 10], 3, [(0, 0, 15), (3, 1, 10), (1, 1, 10)]),
        ([6, 6], 0, []),  # equal hands differ by 0
    ],
)
def test_exact61_blocked_settlement(totals, leader, entries):
    assert [(e.seat, e.scorer, e.points) for e in settlement.exact61_blocked(totals, leader)] == [
        (seat, scorer, points) for seat, scorer, points in entries
    ]


# -- Deal and lead (docs/rules.md §3) ----------------------------------------------------
@pytest.mark.parametrize(("players", "stock"), [(2, 18), (3, 13), (4, 8)])
def test_deal_sizes(players, stock):
    import random

    hands, rest = deal(random.Random(players), players)
    assert [len(h) for h in hands] == [5] * players
    assert len(rest) == stock
    assert sorted([t for h in hands for t in h] + rest) == list(range(28))
    m = Match.new("five-up", players, seed=7)  # the leader can always open: no draw yet
    assert [bin(h).count("1") for h in m.round.hands] == [5] * players
    assert m.round.stock_left == stock


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_leader_by_lot_reaches_every_seat(players):
    leaders = {Match.new("exact-61", players, seed=s).round.leader for s in range(200)}
    assert leaders == set(range(players))


# -- Whole rounds with exact deals -------------------------------------------------
# 2 players.  Seat 0 plays the figure's odd placements and finishes with
# 0|4 at 4|4/branchA (ends 0|5/low 0, 0|4/low 0, 1|2/high 2, 3|4/low 3 = 5);
# seat 1 keeps 6|6 (12 pips, rounded to 10).
D2_HANDS = [["1|4", "4|4", "1|2", "5|5", "0|4"], ["1|1", "3|4", "1|5", "0|5", "6|6"]]
D2_MOVES = [
    "1|4", "1|1@1|4/low", "4|4@1|4/high", "3|4@4|4/lineB", "1|2@1|1/lineB",
    "1|5@1|1/branchA", "5|5@1|5/high", "0|5@5|5/lineB", "0|4@4|4/branchA",
]
D2_POINTS = [5, 0, 10, 5, 5, 10, 15, 5, 5]


def d2(variant):
    return make_match(variant, 2, 0, D2_HANDS)


def play_moves(m, moves, set_scores=None):
    """Play moves in order; set_scores maps a move index to scores set just before it."""
    set_scores = set_scores or {}
    for k, move in enumerate(moves):
        if k in set_scores:
            m.scores[:] = set_scores[k]
        m.play(parse_move(move))


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
def test_d2_natural_round(variant):
    m = d2(variant)
    for k, move in enumerate(D2_MOVES):
        assert m.round.turn == k % 2
        assert m.play(parse_move(move)).points == D2_POINTS[k]
    assert m.round.end == "domino"
    assert m.round.finisher == 0
    assert m.round.drawn == 0
    if variant == "five-up":
        # seat 0: 40; seat 1: 20 - round(12) = 10
        assert m.scores == [40, 10]
        assert m.events[-1] == (0, "settle", 1, 1, -10, True)
    else:
        # seat 0: 40 + round(12) = 50, the last placement and settlement as one event
        assert m.scores == [50, 20]
        assert m.events[-2:] == [(0, "place", 0, 0, 5, True), (0, "settle", 0, 0, 10, True)]
    assert m.winner is None
    assert m.needs_new_round()


def test_exact61_domino_event_rejected_whole():
    # score 300, last placement 5 + settlement 10 = 15 -> 315: both rejected (docs/rules.md §9)
    m = d2("exact-61")
    play_moves(m, D2_MOVES, {8: [300, 20]})
    assert m.scores == [300, 20]
    assert m.events[-2:] == [(0, "place", 0, 0, 5, False), (0, "settle", 0, 0, 10, False)]
    assert m.winner is None
    assert m.round.end == "domino"
    assert T("0|4") in m.round.layout.order  # the tile stays on the table
    assert m.needs_new_round()


def test_exact61_domino_event_reaching_305_wins():
    m = d2("exact-61")
    play_moves(m, D2_MOVES, {8: [290, 20]})
    assert m.scores == [305, 20]
    assert m.winner == 0
    assert m.is_over
    assert m.round.end == "domino"  # stays "domino" when the settlement wins
    assert not m.needs_new_round()
    with pytest.raises(IllegalMove):
        m.start_round()


def test_exact61_placement_making_305_ends_match_at_once():
    m = d2("exact-61")
    play_moves(m, D2_MOVES[:4], {3: [15, 300]})  # 3|4@4|4/lineB is worth 5 to seat 1
    assert m.scores == [15, 305]
    assert m.winner == 1
    assert m.is_over
    assert m.round.end == "won"
    assert m.round.finisher is None
    assert m.events[-1] == (0, "place", 1, 1, 5, True)
    assert all(e.kind == "place" for e in m.events)
    assert m.legal_moves() == []
    assert not m.needs_new_round()
    events = list(m.events)
    with pytest.raises(IllegalMove):
        m.play(parse_move(D2_MOVES[4]))
    with pytest.raises(IllegalMove):
        m.start_round()
    assert m.events == events
    assert m.scores == [15, 305]


def test_exact61_rejected_placement_keeps_the_tile_and_play_goes_on():
    m = d2("exact-61")
    play_moves(m, D2_MOVES[:6], {5: [20, 300]})  # 1|5@1|1/branchA is worth 10: 310
    assert m.scores == [20, 300]
    assert m.events[-1] == (0, "place", 1, 1, 10, False)
    assert T("1|5") in m.round.layout.order
    assert m.winner is None
    assert m.round.turn == 0
    assert m.legal_moves()
    # 5|5 for seat 0 (15), then 0|5@5|5/lineB worth 5 to seat 1: exactly 305
    play_moves(m, D2_MOVES[6:8])
    assert m.scores == [35, 305]
    assert m.winner == 1
    assert m.round.end == "won"


def test_five_up_passing_305_mid_round_is_not_enough():
    m = d2("five-up")
    play_moves(m, D2_MOVES[:8], {7: [35, 300]})  # 0|5@5|5/lineB: seat 1 at 305
    assert m.scores == [35, 305]
    assert m.winner is None
    assert not m.round.is_over
    assert m.legal_moves()
    play_moves(m, D2_MOVES[8:])
    # seat 1 keeps 6|6: 12 rounds to 10 -> 295
    assert m.scores == [40, 295]
    assert m.winner is None
    assert m.needs_new_round()


def test_five_up_single_highest_qualifying_score_wins():
    m = d2("five-up")
    play_moves(m, D2_MOVES, {8: [300, 320]})
    # seat 0: 300 + 5 = 305; seat 1: 320 - 10 = 310
    assert m.scores == [305, 310]
    assert m.winner == 1


def test_five_up_tie_plays_another_round_and_the_finisher_leads():
    m = d2("five-up")
    play_moves(m, D2_MOVES, {8: [300, 315]})
    assert m.scores == [305, 305]
    assert m.winner is None
    assert m.needs_new_round()
    assert m.next_leader() == 0
    hands = [[T(x) for x in hand] for hand in D2_HANDS]
    stock = [t for t in range(28) if not any(t in h for h in hands)]
    with pytest.raises(IllegalMove):
        m.start_round(leader=1, hands=hands, stock=stock)
    assert len(m.rounds) == 1
    m.start_round(leader=0, hands=hands, stock=stock)
    assert m.round.leader == 0
    play_moves(m, D2_MOVES)
    # seat 0: 305 + 40 = 345; seat 1: 305 + 20 - 10 = 315
    assert m.scores == [345, 315]
    assert m.winner == 0


def test_finisher_leads_next_round():
    m = d2("exact-61")
    play_moves(m, D2_MOVES)
    hands = [[T(x) for x in hand] for hand in D2_HANDS]
    stock = [t for t in range(28) if not any(t in h for h in hands)]
    with pytest.raises(IllegalMove):
        m.start_round(leader=1, hands=hands, stock=stock)
    assert m.start_round().leader == 0  # a fresh deal: the finisher leads


def test_five_up_score_below_zero():
    m = d2("five-up")
    play_moves(m, D2_MOVES, {8: [0, 5]})
    assert m.scores == [5, -5]
    assert m.events[-1] == (0, "settle", 1, 1, -10, True)


def test_round_not_over_refuses_a_new_round():
    m = d2("five-up")
    with pytest.raises(IllegalMove):
        m.start_round()


# 4 players, Exact 61 / Five-Up.  Found as a realistic round; every placement's
# points are worked out by hand in the comments (sum of the counted ends).
P4_A_HANDS = [
    ["0|0", "1|2", "1|4", "3|4", "3|6"],
    ["0|5", "2|2", "2|5", "2|6", "5|5"],
    ["0|1", "0|4", "1|1", "1|6", "4|6"],
    ["0|2", "0|3", "2|3", "2|4", "3|3"],
]
P4_A_STOCK = ["5|6", "1|3", "1|5", "0|6", "4|5", "3|5", "4|4", "6|6"]
P4_A_MOVES = [
    "2|4",  # s3: 2+4 = 6
    "3|4@2|4/high",  # s0: 2|4/low 2 + 3|4/low 3 = 5
    "2|6@2|4/low",  # s1: 6 + 3 = 9
    "1|6@2|6/high",  # s2: 1 + 3 = 4
    "2|3@3|4/low",  # s3: 1 + 2 = 3
    "1|2@2|3/low",  # s0: 1 + 1 = 2 (seat 0 drew 1|3)
    "1|3@1|2/low",  # s1: 1 + 3 = 4
    "0|1@1|6/low",  # s2: 0 + 3 = 3
    "3|3@1|3/high",  # s3: 0 + 6 = 6
    "3|6@3|3/lineB",  # s0: 0 + 6 = 6 (3|3 filled)
    "0|5@0|1/low",  # s1: 5 + 6 = 11
    "4|6@3|6/high",  # s2: 5 + 4 = 9
    "0|3@3|3/branchA",  # s3: 5 + 4 + 0 = 9
    "1|4@4|6/low",  # s0: 5 + 1 + 0 = 6
    "5|6@0|5/high",  # s1: 6 + 1 + 0 = 7 (seat 1 drew 5|6)
    "1|1@1|4/low",  # s2: 6 + 2 + 0 = 8
    "0|2@0|3/low",  # s3: 6 + 2 + 2 = 10: domino
]
# remaining: seat 0 0|0 (0), seat 1 2|2 2|5 5|5 (21), seat 2 0|4 (4), seat 3 none
P4_A_REMAINING = [["0|0"], ["2|2", "2|5", "5|5"], ["0|4"], []]


def p4_a(variant):
    m = make_match(variant, 4, 3, P4_A_HANDS, P4_A_STOCK)
    return m


def remaining(m):
    return [sorted(tile_text(t) for t in mask_tiles(mask)) for mask in m.round.hands]


def test_exact61_negative_domino_event_is_accepted():
    m = p4_a("exact-61")
    play_moves(m, P4_A_MOVES)
    assert m.round.end == "domino" and m.round.finisher == 3
    assert remaining(m) == P4_A_REMAINING
    # finisher team (scorer 1): last placement 10; opponents 0 + 4 = 4 -> +5;
    # partner 21 -> -20; one event of 10 + 5 - 20 = -5, accepted: score goes below zero
    assert m.events[-2:] == [(0, "place", 1, 3, 10, True), (0, "settle", 1, 3, -15, True)]
    assert m.scores == [5, -5]


def test_exact61_domino_event_judged_whole_when_it_lowers():
    # at 295 the placement alone (10) would pass 305; joined with the settlement
    # (-15) the event is -5 and is accepted
    m = p4_a("exact-61")
    play_moves(m, P4_A_MOVES, {16: [5, 295]})
    assert m.events[-2:] == [(0, "place", 1, 3, 10, True), (0, "settle", 1, 3, -15, True)]
    assert m.scores == [5, 290]
    assert m.winner is None


def test_five_up_4_players_partners_rounded_separately():
    m = p4_a("five-up")
    play_moves(m, P4_A_MOVES)
    # seat 0 holds 0 (nothing), seat 1 21 -> 20, seat 2 4 -> 5; seat order
    assert m.events[-2:] == [(0, "settle", 1, 1, -20, True), (0, "settle", 0, 2, -5, True)]
    assert m.scores == [5 - 5, 10 - 20]


P4_B_HANDS = [
    ["0|3", "1|1", "2|6", "4|5", "5|5"],
    ["0|1", "2|4", "3|4", "4|4", "6|6"],
    ["1|2", "3|3", "3|5", "3|6", "4|6"],
    ["0|4", "1|4", "1|5", "2|2", "2|3"],
]
P4_B_STOCK = ["0|5", "0|0", "1|3", "5|6", "1|6", "0|6", "2|5", "0|2"]
P4_B_MOVES = [
    "3|5",  # s2: 3 + 5 = 8
    "1|5@3|5/high",  # s3: 3 + 1 = 4
    "0|3@3|5/low",  # s0: 0 + 1 = 1
    "0|1@1|5/low",  # s1: 0 + 0 = 0
    "0|5@0|1/low",  # s2: 0 + 5 = 5 -> 5 (seat 2 drew 0|5)
    "0|4@0|3/low",  # s3: 4 + 5 = 9
    "4|5@0|4/high",  # s0: 5 + 5 = 10 -> 10
    "5|6@4|5/high",  # s1: 6 + 5 = 11 (seat 1 drew 0|0, 1|3, 5|6)
    "4|6@5|6/high",  # s2: 4 + 5 = 9
    "1|4@4|6/low",  # s3: 1 + 5 = 6
    "1|1@1|4/low",  # s0: 2 + 5 = 7
    "1|3@1|1/lineB",  # s1: 3 + 5 = 8 (1|1 filled)
    "1|2@1|1/branchA",  # s2: 3 + 5 + 2 = 10 -> 10
    "2|2@1|2/high",  # s3: 3 + 5 + 4 = 12
    "5|5@0|5/high",  # s0: 3 + 10 + 4 = 17
    "2|4@2|2/lineB",  # s1: 3 + 10 + 4 = 17
    "3|3@1|3/high",  # s2: 6 + 10 + 4 = 20 -> 20
    "2|3@3|3/lineB",  # s3: 2 + 10 + 4 = 16: domino
]
P4_B_POINTS = [0, 0, 0, 0, 5, 0, 10, 0, 0, 0, 0, 0, 10, 0, 0, 0, 20, 0]
# remaining: seat 0 2|6 (8), seat 1 0|0 3|4 4|4 6|6 (27), seat 2 3|6 (9), seat 3 none
P4_B_REMAINING = [["2|6"], ["0|0", "3|4", "4|4", "6|6"], ["3|6"], []]


@pytest.mark.parametrize("variant", ["five-up", "exact-61"])
def test_p4_b_round(variant):
    m = make_match(variant, 4, 2, P4_B_HANDS, P4_B_STOCK)
    for k, move in enumerate(P4_B_MOVES):
        seat = (2 + k) % 4
        assert m.round.turn == seat
        assert m.play(parse_move(move), seat=seat).points == P4_B_POINTS[k]
    assert m.round.end == "domino" and m.round.finisher == 3
    assert remaining(m) == P4_B_REMAINING
    assert m.round.drawn == 4
    # scorer 0 placements: 5 + 10 + 10 + 20 = 45; scorer 1: 0
    if variant == "five-up":
        # partners 8 and 9 rounded separately: 10 + 10 = 20 (not round(17) = 15)
        assert m.events[-3:] == [
            (0, "settle", 0, 0, -10, True),
            (0, "settle", 1, 1, -25, True),
            (0, "settle", 0, 2, -10, True),
        ]
        assert m.scores == [25, -25]
    else:
        # opponents 8 + 9 = 17 rounded once -> 15; partner 27 -> 25: net -10
        assert m.events[-1] == (0, "settle", 1, 3, -10, True)
        assert m.scores == [45, -10]
    assert m.next_leader() == 3


# 3 players, a blocked round.  Leader seat 2.  At the end the open ends are
# 2|6/high and 6|6/lineB, and all seven 6s are on the table.
P3_HANDS = [
    ["0|6", "1|1", "2|6", "3|4", "5|5"],
    ["0|2", "1|3", "3|3", "3|5", "6|6"],
    ["0|0", "0|3", "0|5", "4|6", "5|6"],
]
P3_STOCK = [
    "2|4", "1|2", "3|6", "4|5", "0|1", "2|3", "2|2", "1|4", "1|5", "1|6", "2|5", "4|4", "0|4",
]
P3_MOVES = [
    "5|6",  # s2: 11
    "0|6@5|6/high",  # s0: 5 + 0 = 5 -> 5
    "3|5@5|6/low",  # s1: 3 + 0 = 3
    "0|3@3|5/low",  # s2: 0 + 0 = 0
    "0|1@0|3/low",  # s0: 1 + 0 = 1
    "1|3@0|1/high",  # s1: 3 + 0 = 3
    "0|5@0|6/low",  # s2: 3 + 5 = 8
    "3|4@1|3/high",  # s0: 4 + 5 = 9
    "1|4@3|4/high",  # s1: 1 + 5 = 6
    "1|5@0|5/high",  # s2: 1 + 1 = 2
    "1|2@1|4/low",  # s0: 2 + 1 = 3
    "2|3@1|2/high",  # s1: 3 + 1 = 4
    "1|6@1|5/low",  # s2: 3 + 6 = 9
    "3|6@2|3/high",  # s0: 6 + 6 = 12
    "6|6@1|6/high",  # s1: 6 + 12 = 18
    "4|6@3|6/high",  # s2: 4 + 12 = 16
    "4|5@4|6/low",  # s0: 5 + 12 = 17
    "2|5@4|5/high",  # s1: 2 + 12 = 14
    # seat 2 passes (stock empty, no 2 or 6)
    "2|6@2|5/low",  # s0: 6 + 12 = 18; then every seat passes: blocked
]
# remaining: seat 0 1|1 2|4 5|5 (18), seat 1 0|2 2|2 3|3 (12), seat 2 0|0 0|4 4|4 (12)
P3_REMAINING = [["1|1", "2|4", "5|5"], ["0|2", "2|2", "3|3"], ["0|0", "0|4", "4|4"]]


def p3_blocked(variant, scores_before_last=None):
    m = make_match(variant, 3, 2, P3_HANDS, P3_STOCK)
    play_moves(m, P3_MOVES, {18: scores_before_last} if scores_before_last else None)
    return m


def test_blocked_round_shape():
    m = p3_blocked("exact-61")
    assert m.round.end == "blocked"
    assert m.round.finisher is None
    assert remaining(m) == P3_REMAINING
    # n passes in a row, the seat that placed last included
    assert [(kind, seat) for kind, _tile, seat in m.round.history()[-3:]] == [
        ("pass", 1), ("pass", 2), ("pass", 0)
    ]
    assert m.next_leader() is None


def test_exact61_blocked_ties_processed_clockwise_from_leader():
    m = p3_blocked("exact-61")
    # hands 18, 12, 12: seats 1 and 2 each gain round(18 - 12) = 5; the tie is
    # processed clockwise from the leader (seat 2): seat 2 first, then seat 1
    assert m.events[-2:] == [(0, "settle", 2, 2, 5, True), (0, "settle", 1, 1, 5, True)]
    assert m.scores == [5, 5, 5]


def test_exact61_blocked_first_winning_event_stops_settlement():
    m = p3_blocked("exact-61", [0, 300, 300])
    assert m.events[-1] == (0, "settle", 2, 2, 5, True)
    assert [e for e in m.events if e.kind == "settle"] == [(0, "settle", 2, 2, 5, True)]
    assert m.scores == [0, 300, 305]
    assert m.winner == 2
    assert m.round.end == "blocked"


def test_five_up_blocked_deducts_every_seat():
    m = p3_blocked("five-up")
    # 18 -> 20, 12 -> 10, 12 -> 10, in seat order; seat 0 scored 5 in the round
    assert m.events[-3:] == [
        (0, "settle", 0, 0, -20, True),
        (0, "settle", 1, 1, -10, True),
        (0, "settle", 2, 2, -10, True),
    ]
    assert m.scores == [-15, -10, -10]
    assert m.winner is None


@pytest.mark.parametrize("leader", [0, 1, 2])
def test_after_a_block_any_seat_may_lead(leader):
    m = p3_blocked("five-up")
    rnd = m.start_round(leader=leader)
    assert rnd.leader == leader


# 4 players, a blocked round.  Leader seat 3.  At the end the open ends are
# 3|3/lineB and 1|3/high, and all seven 3s are on the table.
P4_BLOCK_HANDS = [
    ["1|6", "2|4", "3|4", "4|4", "6|6"],
    ["0|3", "1|1", "1|2", "3|5", "3|6"],
    ["0|1", "1|4", "1|5", "2|2", "2|6"],
    ["0|0", "0|4", "1|3", "2|3", "2|5"],
]
P4_BLOCK_STOCK = ["0|2", "4|5", "4|6", "5|5", "0|6", "0|5", "3|3", "5|6"]
P4_BLOCK_MOVES = [
    "2|3",  # s3: 2 + 3 = 5 -> 5 (scorer 1)
    "2|4@2|3/low",  # s0: 4 + 3 = 7
    "0|3@2|3/high",  # s1: 4 + 0 = 4
    "0|1@0|3/low",  # s2: 4 + 1 = 5 -> 5 (scorer 0)
    "0|4@2|4/high",  # s3: 0 + 1 = 1
    "1|6@0|1/high",  # s0: 0 + 6 = 6
    "3|6@1|6/high",  # s1: 0 + 3 = 3
    "0|2@0|4/low",  # s2: 2 + 3 = 5 -> 5 (scorer 0)
    "2|5@0|2/high",  # s3: 5 + 3 = 8
    "3|4@3|6/low",  # s0: 5 + 4 = 9
    "3|5@2|5/high",  # s1: 3 + 4 = 7
    "1|4@3|4/high",  # s2: 3 + 1 = 4
    "1|3@1|4/low",  # s3: 3 + 3 = 6
    "3|3@3|5/low",  # s0: 6 + 3 = 9; then every seat passes: blocked
]
# remaining: seat 0 60 pips, seat 1 16, seat 2 18, seat 3 0
P4_BLOCK_REMAINING = [
    ["0|5", "0|6", "4|4", "4|5", "4|6", "5|5", "6|6"],
    ["1|1", "1|2", "5|6"],
    ["1|5", "2|2", "2|6"],
    ["0|0"],
]


def p4_blocked(variant, scores_before_last=None):
    m = make_match(variant, 4, 3, P4_BLOCK_HANDS, P4_BLOCK_STOCK)
    play_moves(m, P4_BLOCK_MOVES, {13: scores_before_last} if scores_before_last else None)
    assert m.round.end == "blocked"
    assert remaining(m) == P4_BLOCK_REMAINING
    return m


def test_exact61_blocked_partnership_hands_compared_one_by_one():
    m = p4_blocked("exact-61")
    # processing order 0 (seat 3), 16 (seat 1), 18 (seat 2), 60 (seat 0):
    # seat 3 gains round(60 + 18) = 80; seat 1 round(44 + 2) = 45 (its partner's
    # 0 never counts); seats 2 and 0 have no higher opposing hand
    assert m.events[-2:] == [(0, "settle", 1, 3, 80, True), (0, "settle", 1, 1, 45, True)]
    assert m.scores == [10, 5 + 80 + 45]


def test_exact61_blocked_one_partner_rejected_the_other_accepted():
    # at 260: seat 3's +80 would make 340 and is rejected; seat 1's +45 is its own
    # event and makes exactly 305 (docs/rules.md §11)
    m = p4_blocked("exact-61", [10, 260])
    assert m.events[-2:] == [(0, "settle", 1, 3, 80, False), (0, "settle", 1, 1, 45, True)]
    assert m.scores == [10, 305]
    assert m.winner == 1
    assert m.round.end == "blocked"


def test_exact61_blocked_first_partner_wins_and_settlement_stops():
    m = p4_blocked("exact-61", [10, 225])
    assert m.events[-1] == (0, "settle", 1, 3, 80, True)
    assert [e for e in m.events if e.kind == "settle"] == [(0, "settle", 1, 3, 80, True)]
    assert m.scores == [10, 305]
    assert m.winner == 1


def test_five_up_blocked_partnership():
    m = p4_blocked("five-up")
    # 60 -> 60, 16 -> 15, 18 -> 20, 0 -> nothing; seat order
    assert m.events[-3:] == [
        (0, "settle", 0, 0, -60, True),
        (0, "settle", 1, 1, -15, True),
        (0, "settle", 0, 2, -20, True),
    ]
    assert m.scores == [10 - 60 - 20, 5 - 15]
    assert m.winner is None
    assert m.next_leader() is None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_deal_replayed_and_rotated(players):
    """Replaying a round's deal gives the same hands, stock and leader; rotated by one,
    every seat holds what the seat before it held, and the seat after the leader leads."""
    original = Match.new("five-up", players, seed=11)
    deal = original.deal_of(0)
    again = Match.from_deal("five-up", deal, auto_forced=False)
    assert again.round.dealt == original.round.dealt and again.round.stock == original.round.stock
    assert again.round.leader == original.round.leader
    turned = Match.from_deal("exact-61", deal.rotated(1), auto_forced=False)
    for seat in range(players):
        assert turned.round.dealt[seat] == original.round.dealt[(seat - 1) % players]
    assert turned.round.leader == (original.round.leader + 1) % players
    assert deal.rotated(players) == deal
