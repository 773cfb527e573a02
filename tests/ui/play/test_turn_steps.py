"""The turn machine (``ui/play/turns.py``) over whole random matches, without Qt or a display.

Every position a match can reach yields exactly one step, and that step agrees with the
engine: a round that is over is told, else the step is for the seat to move; a computer
draws when the engine says it must draw, passes when it must pass, and thinks only with a
tile to place; a human's turn starts with the hand-over when several people share the
screen and the hand shown is not theirs; a shown human with nothing to place draws by
itself when auto-draw is on.  Driven by its steps alone, a match is played to its end
without one illegal action and without a step that asks for nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from itertools import pairwise
from random import Random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fivesup_qt.rules import Match
from fivesup_qt.ui.play.turns import AutoDraw, Draw, HandOver, Pass, Prompt, RoundOver, Think, next_step

SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
VARIANTS = st.sampled_from(["five-up", "exact-61"])
PLAYERS = st.sampled_from([2, 3, 4])
LEVELS = ("easy", "medium", "hard")
KINDS = (RoundOver, HandOver, AutoDraw, Prompt, Pass, Draw, Think)
COMMON = {"deadline": None, "suppress_health_check": [HealthCheck.too_slow]}


@dataclass(frozen=True)
class Seat:
    """A seat as the turn machine reads it (the real one, ``ui.setup``, needs Qt)."""

    human: bool
    level: str


@dataclass(frozen=True)
class Table:
    seats: tuple[Seat, ...]

    @cached_property  # asked at every step (MatchSetup's, made once, is asked as often)
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]


def table(players: int, humans: set[int], rng: Random) -> Table:
    return Table(tuple(Seat(i in humans, rng.choice(LEVELS)) for i in range(players)))


def position(m: Match) -> tuple:
    """What any action would change: the round, the seat to move, the hands, the table,
    the stock, a tile that must be placed, the round's end (read, not computed: this is
    looked at twice a step, hundreds of thousands of times)."""
    rnd = m.round
    return (len(m.rounds), rnd.turn, tuple(rnd.hands), rnd.layout.placed, rnd.drawn,
            rnd.stock_left, rnd.must_play, rnd.end)


def check_step(m: Match, setup: Table, viewer: int | None, auto_draw: bool) -> object:
    """The step of this position, checked against the engine's state."""
    before = position(m)
    step = next_step(m, setup, viewer, auto_draw=auto_draw)
    assert type(step) in KINDS, step  # one of them (none is a subclass of another)
    assert next_step(m, setup, viewer, auto_draw=auto_draw) == step  # a query: same answer
    assert position(m) == before  # and it changed nothing
    rnd = m.round
    if m.is_over or rnd.is_over:
        assert step == RoundOver(match_over=m.is_over)
        return step
    assert not isinstance(step, RoundOver)
    seat = rnd.turn
    assert step.seat == seat  # every other step is for the seat to move
    human = setup.seats[seat].human
    hot_seat = len(setup.humans) > 1
    if not human:
        assert isinstance(step, (Draw, Pass, Think)), step
        assert isinstance(step, Draw) == rnd.must_draw()
        assert isinstance(step, Pass) == rnd.must_pass()
        if isinstance(step, Pass):
            assert not step.human
        if isinstance(step, Think):
            assert rnd.legal_moves() and step.level == setup.seats[seat].level
        return step
    assert isinstance(step, (HandOver, AutoDraw, Prompt, Pass)), step
    handover = hot_seat and viewer != seat
    assert isinstance(step, HandOver) == handover
    if isinstance(step, HandOver):
        assert step.hide == (viewer is not None)  # a hand shown is hidden first
        return step
    shown = viewer == seat
    assert isinstance(step, AutoDraw) == (rnd.must_draw() and auto_draw and shown)
    assert isinstance(step, Pass) == rnd.must_pass()
    if isinstance(step, Pass):
        assert step.human
    if isinstance(step, Prompt):  # the person acts: a tile to place, or a draw by hand
        assert rnd.legal_moves() or (rnd.must_draw() and not (auto_draw and shown))
    return step


def random_action(m: Match, rng: Random) -> None:
    """Any legal action of the seat to move (or the next deal), chosen by the engine's
    own answers, not by the turn machine: positions the machine would never lead to."""
    if m.round.is_over:
        m.start_round()
    elif moves := m.legal_moves():
        m.play(rng.choice(moves))
    elif m.round.must_draw():
        m.draw()
    else:
        m.pass_turn()


@settings(max_examples=60, **COMMON)
@given(seed=SEEDS, variant=VARIANTS, players=PLAYERS, data=st.data())
def test_every_reachable_position_yields_one_step_that_agrees_with_the_engine(
        seed, variant, players, data):
    rng = Random(seed)
    humans = data.draw(st.sets(st.integers(0, players - 1)), label="humans")
    setup = table(players, humans, rng)
    m = Match.new(variant, players, seed=seed, auto_forced=False)
    viewers = [None, *range(players)]
    for _ in range(400):
        for viewer in viewers:  # whoever's hand is shown, with auto-draw on and off
            check_step(m, setup, viewer, True)
            check_step(m, setup, viewer, False)
        if m.is_over:
            break
        random_action(m, rng)


def drive(m: Match, setup: Table, viewer: int | None, auto_draw: bool, rng: Random,
          max_rounds: int) -> list[object]:
    """Play ``m`` by acting on its steps only, as the controller does (a person at a
    prompt places any tile, or draws); every action the steps ask for must be legal."""
    steps: list[object] = []
    while True:
        step = check_step(m, setup, viewer, auto_draw)
        steps.append(step)
        if isinstance(step, RoundOver):
            if step.match_over or len(m.rounds) >= max_rounds:
                return steps
            m.start_round()
        elif isinstance(step, HandOver):
            viewer = step.seat  # the person with the screen shows the hand
        elif isinstance(step, (AutoDraw, Draw)):
            m.draw()
        elif isinstance(step, Pass):
            m.pass_turn()
        elif isinstance(step, Think) or m.legal_moves():
            m.play(rng.choice(m.legal_moves()), step.seat)
        else:
            m.draw()  # a human without auto-draw draws by hand
        assert len(steps) < 100_000, "the steps never end the match"


@settings(max_examples=40, **COMMON)
@given(seed=SEEDS, variant=VARIANTS, players=PLAYERS, auto_draw=st.booleans(), data=st.data())
def test_acting_on_the_steps_plays_a_match_to_its_end(seed, variant, players, auto_draw, data):
    rng = Random(seed)
    humans = data.draw(st.sets(st.integers(0, players - 1)), label="humans")
    setup = table(players, humans, rng)
    m = Match.new(variant, players, seed=seed, auto_forced=False)
    viewer = sorted(humans)[0] if len(humans) == 1 else None  # as a new match shows it
    steps = drive(m, setup, viewer, auto_draw, rng, max_rounds=300)
    assert isinstance(steps[-1], RoundOver)
    assert m.is_over or len(m.rounds) >= 300  # random play may go on past any target
    hand_overs = [s for s in steps if isinstance(s, HandOver)]
    if len(humans) <= 1:  # one person (or none) at the screen: it is never handed over
        assert not hand_overs
    for a, b in pairwise(steps):  # a hand-over is followed by that person's turn
        if isinstance(a, HandOver):
            assert not isinstance(b, HandOver) and getattr(b, "seat", None) == a.seat
