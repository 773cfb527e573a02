"""The replay viewer's slider, moved as a player drags it: at each step the table's own
items (the tiles on the table, the bottom hand, the other seats' tiles) and the scores
are the match as the record's moves, replayed here through the engine, left it."""

from __future__ import annotations

import json

from helpers import SHOTS
from helpers.random_play import finished

from fivesup_qt.rules import Match, parse_move, parse_tile
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import parse_record
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.windows.replay_viewer import ReplayViewer
from fivesup_qt.ui.words.voice import bare


def replayed(data: dict, r: int, k: int) -> Match:
    """The record's moves played with ``play`` up to placement ``k`` of round ``r``."""
    match = Match(data["variant"], data["players"], target=data.get("target", 305))
    for index, rr in enumerate(data["rounds"][: r + 1]):
        match.start_round(rr["leader"], [[parse_tile(t) for t in h] for h in rr["hands"]],
                          [parse_tile(t) for t in rr["stock"]])
        for text in rr["moves"] if index < r else rr["moves"][:k]:
            match.play(parse_move(text))
    return match


def drag_slider_to(viewer: ReplayViewer, value: int) -> None:
    """The slider's handle pressed, moved and let go at ``value``."""
    slider = viewer.slider
    slider.setSliderDown(True)
    slider.setSliderPosition(value)
    slider.setSliderDown(False)


def test_the_slider_shows_the_engines_position_at_every_step_it_is_dragged_to(qtbot, tmp_path):
    match = finished(5, 3, "five-up", 155)
    data = record_of(match, names=["Ann", "Bo", "Cy"])
    path = tmp_path / "three.fivesup.json"
    path.write_text(json.dumps(data))
    loaded = parse_record(path.read_bytes(), path)
    viewer = ReplayViewer(loaded, match_setup("five-up", 3, names=["Ann", "Bo", "Cy"],
                                              humans=(0,)))
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    view = viewer.view
    steps = viewer.steps
    assert len(steps) == sum(len(rr["moves"]) + 1 for rr in data["rounds"])
    round_ends = [i for i, (r, k) in enumerate(steps) if k == len(data["rounds"][r]["moves"])]
    chosen = [0, 1, 7, round_ends[0], round_ends[0] + 1, len(steps) // 2, round_ends[-2],
              len(steps) - 2, 3]
    for value in chosen:
        drag_slider_to(viewer, value)
        assert viewer.index == value
        r, k = steps[value]
        expected = replayed(data, r, k)
        rnd = expected.round
        assert set(view.table_items) == set(rnd.layout.order), (r, k)
        assert set(view.hand_items) == set(rnd.hand(0)), (r, k)
        for seat in (1, 2):
            items = view.seat_items[seat]
            assert len(items) == len(rnd.hand(seat)), (r, k, seat)
            assert all(item.face_up == rnd.is_over for item in items)
            if rnd.is_over:  # every hand face up at the round's end
                assert sorted(item.tile for item in items) == sorted(rnd.hand(seat))
        assert viewer.model.match.scores == expected.scores
        assert bare(viewer.label.text()) == f"Round {r + 1}, move {k} of {len(data['rounds'][r]['moves'])}"
    drag_slider_to(viewer, round_ends[0])
    viewer.grab().save(str(SHOTS / "replay_viewer_round_end.png"))
    viewer.close()


def test_the_viewer_reads_the_record_once(qtbot, tmp_path, monkeypatch):
    """Opened on a record already read (parsed and replayed), the viewer plays no move of
    it again but those whose answers the shown round's story tells, once; a step asks
    the engine for its position."""
    match = finished(3, 2, "exact-61", 155)
    loaded = parse_record(json.dumps(record_of(match)), tmp_path / "two.json")
    assert len(match.rounds) > 2
    played = []
    real = Match.play
    monkeypatch.setattr(Match, "play", lambda self, move, seat=None: (
        played.append(move), real(self, move, seat))[1])
    viewer = ReplayViewer(loaded, match_setup("exact-61", 2, humans=(0,)))
    qtbot.addWidget(viewer)
    last_round = len(match.rounds) - 1
    assert played == [(t, match.rounds[-1].layout.parent[t])
                      for t in match.rounds[-1].layout.order]  # its story, once
    assert viewer.match.state() == match.state()
    steps = [i for i, (r, _) in enumerate(viewer.steps) if r == last_round]
    told = len(played)
    for value in (steps[0], steps[2], steps[-2], steps[1], steps[-1]):
        drag_slider_to(viewer, value)
    assert len(played) == told
    drag_slider_to(viewer, 0)  # another round: its story told from its moves, once
    drag_slider_to(viewer, 3)
    assert len(played) == told + len(match.rounds[0].layout.order)
    viewer.close()


def test_a_block_round_end_shows_its_undealt_tiles_as_not_dealt(qtbot, tmp_path):
    """Block's undealt tiles sleep: at a round's end the viewer's row over them says they
    were not dealt (nobody draws), not 'the order it would have been drawn'."""
    match = finished(5, 2, "block", 50)
    data = record_of(match, names=["Ann", "Bo"])
    path = tmp_path / "block.fivesup.json"
    path.write_text(json.dumps(data))
    loaded = parse_record(path.read_bytes(), path)
    viewer = ReplayViewer(loaded, match_setup("block", 2, names=["Ann", "Bo"], humans=(0,),
                                              target=50))
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    first_end = len(data["rounds"][0]["moves"])
    drag_slider_to(viewer, first_end)
    row = viewer.view.stock_pile.order
    assert row is not None and row.isVisible()
    assert len(row.tiles) == 14  # two hands of seven: fourteen tiles slept
    assert row.caption == "Not dealt (nobody draws in this game)"
