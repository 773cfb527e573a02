"""The records the game itself writes (the autosave with names, seats, start time, app and
interface state; a finished match's history entry with its result) validate against the
match record's JSON Schema."""

from __future__ import annotations

import json
import random

from helpers.windows import human_vs_bot, match_end_told
from jsonschema import Draft202012Validator

from fivesup_qt import schema
from fivesup_qt.rules import EXACT_61, FIVE_UP, Match
from fivesup_qt.rules.record import record_of
from fivesup_qt.storage import WON, History


def problems(data) -> list[str]:
    validator = Draft202012Validator(schema.load("match"))
    return [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(data)]


def install(window):
    from fivesup_qt.ui.saving.install import install

    return install(window)


def test_the_autosave_validates(make_window, qtbot):
    window = make_window(human_vs_bot(4, EXACT_61, 3))
    persistence = install(window)
    c = window.controller
    for _ in range(3):  # a few turns of the human (drawing when nothing fits)
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over,
                        timeout=5000)
        if c.match.round.is_over:
            break
        if c.match.round.must_draw():
            c.draw()
            continue
        tile, point = c.match.legal_moves()[0]
        assert c.play(tile, point) is None
    saved = json.loads(persistence.store.autosave.path.read_text(encoding="utf-8"))
    assert {"names", "seats", "started", "app"} <= set(saved)
    assert problems(saved) == []


def test_a_finished_matchs_history_record_validates(make_window, qtbot, home):
    rng = random.Random(3)
    match = Match.new(FIVE_UP, 2, seed=3)
    while True:  # a computer match one placement before its end
        if match.round.is_over:
            match.start_round()
            continue
        move = rng.choice(match.legal_moves())
        trial = match.copy()
        trial.push(move)
        if trial.is_over:
            break
        match.push(move)
    path = home / "almost.fivesup.json"
    path.write_text(json.dumps(record_of(match, names=["Cy", "Di"], seats=[
        {"type": "bot", "level": "greedy"}, {"type": "bot", "level": "random"}])))
    window = make_window(human_vs_bot(5), wait_human=False)
    persistence = install(window)
    persistence.store.ask = lambda title, text: True
    ended = match_end_told(window)
    persistence.open_file(path)
    qtbot.waitUntil(ended, timeout=20_000)
    history = History()
    entries = history.read().entries
    finished = [e for e in entries if e.result == WON]
    assert finished, entries
    assert history.record_of(finished[-1])["result"]["winner"] == window.controller.match.winner
    for entry in entries:  # the finished one, and the match it replaced if any
        assert problems(history.record_of(entry)) == [], entry.result
