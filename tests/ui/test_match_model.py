"""Issue 38, one match model: the views read a ``MatchModel`` made here, without a main
window, a controller, a worker or a bot (qutebrowser's stubs are the model of such
tests); the controller tells them what changed as one value, once a step; the review
shows its positions on a model of its own, no controller built."""

from __future__ import annotations

from helpers import REPO
from helpers.windows import human_vs_bot

from fivesup_qt.rules import FIVE_UP, Match
from fivesup_qt.rules.tiles import TILES
from fivesup_qt.storage import read_record
from fivesup_qt.ui.play.model import Changes, MatchModel
from fivesup_qt.ui.play.setup import match_setup

SAMPLE = REPO / "fivesup_qt" / "resources" / "sample-match.fivesup.json"



def model_with_match(seed: int = 3) -> MatchModel:
    model = MatchModel(match_setup(FIVE_UP, 2, humans=(0,)))
    match = Match.new(FIVE_UP, 2, seed=seed, auto_forced=True)
    model.match, model.viewer = match, 0
    return model


def test_the_table_lays_out_what_the_model_tells(qtbot, no_controller):
    from fivesup_qt.ui.table.view import TableView

    model = model_with_match()
    view = TableView(model)
    qtbot.addWidget(view)
    view.resize(900, 640)
    view.show()
    qtbot.waitExposed(view)
    model.tell(Changes(match=True))
    m = model.match
    assert m is not None and not view.table_items
    assert sorted(view.hand_items) == sorted(m.round.hand(0))  # your hand, face up
    assert all(item.face_up for item in view.hand_items.values())
    assert len(view.seat_items[1]) == len(m.round.hand(1))  # the other's, face down
    played = []
    for _ in range(4):  # a few placements made on the engine, each told as it is made
        action = m.play(m.legal_moves()[0])
        played.append(action.move[0])
        model.tell(Changes(applied=action))
    view.finish_animations()
    assert list(view.table_items) == m.round.layout.order == played
    assert sorted(view.hand_items) == sorted(m.round.hand(0))
    model.viewer = None  # a hot-seat hand hidden until its player takes the screen
    model.tell(Changes(viewer=True))
    assert not any(item.face_up for item in view.hand_items.values())


def test_the_tracker_follows_the_model(qtbot, no_controller):
    from fivesup_qt.ui.side.tracker import TrackerBox

    model = model_with_match()
    tracker = TrackerBox(model)
    qtbot.addWidget(tracker)
    model.teaching = True
    m = model.match
    assert m is not None

    def unseen() -> list[int]:
        """Tiles showing each value that you cannot see: not yours, not on the table."""
        seen = set(m.round.hand(0)) | set(m.round.layout.order)
        return [sum(v in TILES[t] for t in range(28) if t not in seen) for v in range(7)]

    model.tell(Changes(match=True))
    assert not tracker.isHidden()
    assert [int(c.text()) for c in tracker.counts] == unseen()
    action = m.play(m.legal_moves()[0])
    model.tell(Changes(applied=action))
    assert [int(c.text()) for c in tracker.counts] == unseen()
    model.teaching = False
    model.tell(Changes(teaching=True))
    assert tracker.isHidden()


def test_a_step_is_told_once_as_one_value(make_window, qtbot):
    window = make_window(human_vs_bot(4))
    c = window.controller
    told: list[Changes] = []
    c.model.listen(told.append)
    tile, point = c.match.legal_moves()[0]
    assert c.play(tile, point) is None
    assert told[0].applied is not None and told[0].applied.move == (tile, point)
    assert not told[0].match and not told[0].round
    told.clear()
    c.new_match()
    assert told[0] == Changes(match=True, teaching=True, viewer=True)


def test_the_review_shows_positions_without_a_controller(qtbot, no_controller):
    from fivesup_qt.ui.review.window import ReviewWindow

    loaded = read_record(SAMPLE)
    setup = match_setup(loaded.record.variant, loaded.record.players, humans=(0,))
    # a quick review (6 deals a decision, not the game's 300): the positions shown are
    # the record's whatever the engine judged of them
    review = ReviewWindow(loaded.record, setup, "sample", seat=0, deals=6)
    qtbot.addWidget(review)
    review.show()
    qtbot.waitUntil(lambda: review.review is not None, timeout=60_000)
    review.show_decision(0)
    decision = review.decisions[0]
    shown = review.board.match
    assert shown is not None
    assert shown.state() == review.position_of(decision).state()
    assert sorted(review.view.hand_items) == sorted(shown.round.hand(decision.seat))
    assert list(review.view.table_items) == shown.round.layout.order
    review.close()


def test_the_replay_viewer_shows_a_record_without_a_controller(qtbot, tmp_path, no_controller):
    """The replay viewer's table, score cards and log follow each step on a model and a
    story of its own: nothing is built that plays, hints or thinks."""
    import json

    from helpers.random_play import finished

    from fivesup_qt.rules.record import record_of
    from fivesup_qt.storage import parse_record
    from fivesup_qt.ui.windows.replay_viewer import ReplayViewer
    from fivesup_qt.ui.words.voice import bare

    match = finished(5, 2, "five-up", 155)
    path = tmp_path / "two.fivesup.json"
    path.write_text(json.dumps(record_of(match, names=["Ann", "Bo"])))
    loaded = parse_record(path.read_bytes(), path)
    viewer = ReplayViewer(loaded, match_setup("five-up", 2, names=["Ann", "Bo"], humans=(0,)))
    qtbot.addWidget(viewer)
    viewer.show()
    qtbot.waitExposed(viewer)
    cards = viewer.panel.cards
    assert [bare(card.name.text()).split(" — ")[0] for card in cards] == ["Ann", "Bo"]
    assert [viewer.model.match.scores[i] for i in range(2)] == match.scores
    viewer.first.click()  # the first round as dealt: nothing scored, one line of log or two
    assert viewer.model.match.scores == [0, 0]
    assert all("0 raw" in bare(card.score.text()) for card in cards)
    start = viewer.panel.log.toPlainText()
    viewer.forward.click()
    assert viewer.panel.log.toPlainText().startswith(start)
    assert len(viewer.panel.log.toPlainText()) > len(start)  # the first placement told
    viewer.close()
