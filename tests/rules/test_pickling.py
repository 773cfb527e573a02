"""What the worker processes receive and send back survives pickling, in both builds.

The computer players, hints and the review think in other processes (ui/play/worker.py):
an observation or a record goes there, moves, reasons and verdicts come back. The compiled
engine's own recipe for a frozen dataclass fails to unpickle (mypyc/mypyc#1213: "cannot
assign to field"), which left every computer seat to its fallback in the compiled bundle;
rules/rebuild.py gives the same recipe to both builds. These run against both
(packaging/check_compiled.sh).
"""

from __future__ import annotations

import dataclasses
import pickle
from random import Random

from helpers import DATA

from fivesup_qt.rules import Match
from fivesup_qt.rules.layout import Layout
from fivesup_qt.rules.observation import observe
from fivesup_qt.rules.reasons import reason
from fivesup_qt.rules.record import load_record
from fivesup_qt.rules.variants import standing


def dataclasses_in(value: object, found: list[object]) -> list[object]:
    """Every dataclass instance inside ``value`` (itself included), depth first."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        found.append(value)
        for field in dataclasses.fields(value):
            dataclasses_in(getattr(value, field.name), found)
    elif isinstance(value, (tuple, list)):
        for item in value:
            dataclasses_in(item, found)
    return found


def round_trip(value: object) -> object:
    return pickle.loads(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL))


def same(back: object, value: object) -> bool:
    """Equal, the layout inside an observation compared by its state (a layout has no ==)."""
    if isinstance(value, Layout):
        return isinstance(back, Layout) and back.state() == value.state()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return type(back) is type(value) and all(
            same(getattr(back, field.name), getattr(value, field.name))
            for field in dataclasses.fields(value))
    return back == value


def test_what_play_and_observation_give_comes_back_equal_from_pickle():
    rng = Random(5)
    match = Match.new("exact-61", 3, seed=5)
    kinds: set[str] = set()
    for _ in range(120):
        if match.is_over:
            break
        if match.round.is_over:
            match.start_round()
            continue
        seat = match.turn
        played = match.play(rng.choice(match.legal_moves()))
        obs = observe(match, seat)
        for value in dataclasses_in(played, []) + dataclasses_in(obs, []):
            kinds.add(type(value).__name__)
            assert same(round_trip(value), value), type(value).__name__
    # draws and passes seen, placements answered, round ends settled
    assert {"Played", "Observation", "SeenAction", "Sighting", "RoundEnd"} <= kinds


def test_an_observation_unpickled_still_plays_the_same_moves():
    match = Match.new("five-up", 2, seed=9)
    obs = round_trip(observe(match, match.turn))
    assert obs.legal_moves == observe(match, match.turn).legal_moves
    assert obs.layout.state() == match.round.layout.state()


def test_a_record_a_reason_and_a_standing_come_back_equal():
    record = load_record((DATA / "five-up-branch-alongside-line.fivesup.json").read_text(encoding="utf-8"))
    assert round_trip(record) == record and round_trip(record.rounds) == record.rounds
    why = reason("not-your-turn", seat=1)
    assert round_trip(why) == why and round_trip(why).text() == why.text()
    where = standing(match_variant := Match.new("five-up", 2, seed=1).variant, [120, 300], 1, None, True)
    assert round_trip(where) == where and match_variant is round_trip(match_variant)


def test_a_layout_pickles_as_its_fields_and_plays_on_the_same():
    """Layout.__reduce__ (bench --strength hands positions between a pure and a compiled
    engine, whose default recipes do not read each other's pickles)."""
    rng = Random(2)
    match = Match.new("five-up", 4, seed=2)
    for _ in range(9):
        match.push(rng.choice(match.legal_moves()))
    layout = match.round.layout
    back = round_trip(layout)
    assert isinstance(back, Layout) and back.state() == layout.state()
    tile, point = match.legal_moves()[0]  # a tile of the hand to move, where it fits
    assert back.play(tile, point) == layout.copy().play(tile, point)
    assert back.undo() == tile and back.state() == layout.state()
