"""The table's sounds in a real window: which event plays which sound, and the Sound and
Volume settings heard (a fake output records what reaches it); the real output on a
machine with no audio device keeps the game going without an error."""

from __future__ import annotations

import logging
from dataclasses import dataclass, replace

import pytest
from helpers import SHOTS
from helpers.gui import drag, hand_point, zone_point
from helpers.matches import play_to_the_end
from helpers.waiting import moves_on
from helpers.windows import find_seed, human_vs_bot, persistence_of

from fivesup_qt.rules import EXACT_61, FIVE_UP, NO_POINT, Drew, Played
from fivesup_qt.rules.tiles import PIPS
from fivesup_qt.ui.play.model import Changes
from fivesup_qt.ui.sound.clips import Clip, load
from fivesup_qt.ui.sound.output import MiniaudioOutput


@dataclass(frozen=True)
class Heard:
    name: str
    after_ms: int
    peak: int  # the loudest sample that reached the output


class Recorder:
    """An output that keeps what it was asked to play."""

    def __init__(self) -> None:
        self.heard: list[Heard] = []

    def play(self, name, samples, rate, after_ms=0) -> None:
        # the loudest sample: max and min run in C (a clip is thousands of samples, and a
        # match plays a hundred of them)
        self.heard.append(Heard(name, after_ms, max(max(samples), -min(samples))))

    def close(self) -> None:
        pass

    @property
    def names(self) -> list[str]:
        return [h.name for h in self.heard]


def scores_alone(tile: int) -> bool:
    return PIPS[tile] > 0 and PIPS[tile] % 5 == 0


def _leading(make_window, qtbot):
    """You lead the first round holding a tile that scores on its own and one that does not;
    the computer waits (only your tiles make sounds); the settings installed, as at start-up,
    and the sounds go to a recorder."""
    seed = find_seed(lambda m: m.round.leader == 0 and any(map(scores_alone, m.round.hand(0)))
                     and not all(map(scores_alone, m.round.hand(0))))
    window = make_window(human_vs_bot(seed))
    window.controller.computer.delay = 60_000
    persistence = persistence_of(window)
    recorder = Recorder()
    window.sounds.output = recorder
    return window, persistence, recorder


def _lead(window, qtbot, tile: int) -> None:
    """Your tile dragged to the empty table with the mouse."""
    c = window.controller
    before = c.match.state()
    drag(window, hand_point(window, tile), zone_point(window, NO_POINT))
    moves_on(qtbot, c, before)


def test_a_placement_that_scores_clicks_then_chimes(make_window, qtbot):
    window, _p, recorder = _leading(make_window, qtbot)
    m = window.controller.match
    tile = next(t for t in m.round.hand(0) if scores_alone(t))
    assert m.preview((tile, NO_POINT)).points > 0  # the engine says it scores
    _lead(window, qtbot, tile)
    assert m.scores[0] > 0
    assert [(h.name, h.after_ms > 0) for h in recorder.heard] == [("place", False), ("score", True)]


def test_a_placement_worth_nothing_only_clicks(make_window, qtbot):
    window, _p, recorder = _leading(make_window, qtbot)
    m = window.controller.match
    tile = next(t for t in m.round.hand(0) if not scores_alone(t))
    assert m.preview((tile, NO_POINT)).points == 0
    _lead(window, qtbot, tile)
    assert recorder.names == ["place"]


def test_sound_off_in_the_settings_plays_nothing(make_window, qtbot):
    """Game > Settings > Sound unticked: the scoring placement is silent; ticked again, heard."""
    from fivesup_qt.ui.windows.settings import SettingsDialog

    window, p, recorder = _leading(make_window, qtbot)
    shown = p.applier.settings_in_play()
    dialog = SettingsDialog(shown, window)
    assert dialog.sound.isChecked()  # the default: on
    dialog.sound.setChecked(False)
    dialog.tabs.setCurrentIndex(1)  # Game: the Sound and Volume rows
    (SHOTS / "sound").mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(SHOTS / "sound" / "settings-sound-off.png"))
    p.applier.accept_settings(shown, dialog.result_settings())
    m = window.controller.match
    _lead(window, qtbot, next(t for t in m.round.hand(0) if scores_alone(t)))
    assert m.scores[0] > 0 and recorder.heard == []
    assert p.applier.apply_settings(replace(p.applier.settings, sound=True))
    window.sounds.play("place")
    assert recorder.names == ["place"]


def test_the_volume_setting_is_the_level_that_reaches_the_output(make_window, qtbot):
    """Game > Settings > Volume: the samples played are the file's scaled by the slider."""
    from fivesup_qt.storage.settings import VOLUMES
    from fivesup_qt.ui.windows.settings import SettingsDialog

    window, p, recorder = _leading(make_window, qtbot)
    place, score = load("place"), load("score")
    assert isinstance(place, Clip) and isinstance(score, Clip)
    shown = p.applier.settings_in_play()
    dialog = SettingsDialog(shown, window)
    assert VOLUMES[dialog.volume.value()] == 70  # the default
    dialog.volume.setValue(VOLUMES.index(30))
    p.applier.accept_settings(shown, dialog.result_settings())
    m = window.controller.match
    _lead(window, qtbot, next(t for t in m.round.hand(0) if scores_alone(t)))
    quiet = {h.name: h.peak for h in recorder.heard}
    assert quiet == {"place": round(place.peak * 0.3), "score": round(score.peak * 0.3)}
    assert p.applier.apply_settings(replace(p.applier.settings, volume=100))
    window.sounds.play("place")
    assert recorder.heard[-1].peak == place.peak > quiet["place"]
    assert p.applier.apply_settings(replace(p.applier.settings, volume=0))
    window.sounds.play("place")
    assert len(recorder.heard) == 3  # volume 0: nothing sent at all


def test_a_draw_shuffles(make_window, qtbot):
    """A turn where nothing fits: the tile drawn from the stock plays the draw sound."""
    seed = find_seed(lambda m: m.round.leader == 1)
    window = make_window(human_vs_bot(seed))
    recorder = Recorder()
    persistence_of(window)
    window.sounds.output = recorder
    c = window.controller
    for _ in range(200):  # your turns, the most points, until a turn has nothing to place
        qtbot.waitUntil(lambda: c.human_to_act() is not None or c.match.round.is_over, timeout=10_000)
        m = c.match
        assert not m.round.is_over, "no draw in this round"
        if m.round.must_draw():
            break
        if m.round.must_pass():
            moves_on(qtbot, c)
            continue
        c.play(*max(m.legal_moves(), key=lambda mv: m.preview(mv).points))
    start, held = len(recorder.heard), len(c.match.round.hand(0))
    assert c.draw() is None
    assert len(c.match.round.hand(0)) == held + 1
    assert recorder.names[start:] == ["draw"]


SHORT_MATCH_SEEDS = {FIVE_UP: 327, EXACT_61: 511}


def _positive(events) -> bool:
    return any(e.accepted and e.points > 0 for e in events)


@pytest.mark.parametrize("variant", [FIVE_UP, EXACT_61])
def test_a_whole_match_plays_each_end_once(make_window, qtbot, variant):
    """A match played to its end: a click per placement (yours and the computer's), the
    draw per tile drawn, a chime after each placement and each settlement whose engine's
    answer has an accepted event with points (Five-Up's settlement only deducts, Exact 61's
    adds), the round's end at every round but the last, whose sound is the match's, last."""
    # the shortest target (31) and a seed whose match is short (36 and 33 tiles placed in
    # two and four rounds, where seed 11 placed 87 and 66 in nine and eight), chosen by
    # helpers.short_matches with play_to_the_end's player; its pieces asserted below (and
    # Exact 61's has a blocked round whose settlement chimes at the round's end)
    window = make_window(replace(human_vs_bot(SHORT_MATCH_SEEDS[variant], variant), target=155))
    persistence_of(window)
    recorder = Recorder()
    window.sounds.output = recorder
    c = window.controller
    m = c.match
    placed, drawn, ends = [], [], []

    def told(changes: Changes) -> None:
        action = changes.applied
        if isinstance(action, Played):
            placed.append(action)
        elif isinstance(action, Drew):
            drawn.append(action)
        if changes.over:
            ends.append(changes.ended)

    c.model.listen(told)
    first_round = m.round_index
    play_to_the_end(window, qtbot)
    assert m.is_over
    names = recorder.names
    rounds = m.round_index - first_round + 1
    assert len(ends) == rounds and rounds >= 2  # a round's end, then the match's
    assert names.count("match") == 1 and names[-1] == "match"
    assert names.count("round") == rounds - 1
    assert names.count("place") == len(placed) and names.count("draw") == len(drawn)
    scoring_placements = sum(_positive(p.events) for p in placed)
    scoring_settlements = sum(_positive(end.events) for end in ends)
    assert scoring_placements > 0
    # Exact 61: a domino's settlement is judged with its last placement (and chimes with
    # it); a blocked round's settles on its own, at the round's end
    settled = scoring_settlements + sum(_positive(e for e in p.events if e.kind == "settle")
                                        for p in placed)
    assert (settled > 0) == (variant is EXACT_61)
    assert (scoring_settlements > 0) == (variant is EXACT_61)
    assert names.count("score") == scoring_placements + scoring_settlements
    # a chime follows its click, or comes before the round's end it belongs to
    for i, name in enumerate(names):
        if name == "score":
            assert names[i - 1] == "place" or names[i + 1] in ("round", "match"), names[i - 2:i + 2]
    (SHOTS / "sound").mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "sound" / f"match-end-{variant.value}.png"))


def test_with_no_audio_device_the_game_plays_on_silently(make_window, qtbot, caplog):
    """The real output on this machine (CI has no sound card): the match is played to its
    end, nothing is logged as an error (the suite fails on one), and when there is no device
    it says so once, at INFO."""
    window = make_window(human_vs_bot(11, FIVE_UP))
    output = window.sounds.output
    assert isinstance(output, MiniaudioOutput)
    with caplog.at_level(logging.INFO, logger="fivesup_qt.ui.sound"):
        persistence_of(window)  # sound on: the device is looked for now
        play_to_the_end(window, qtbot, rounds=1)
        qtbot.waitUntil(lambda: output.opener is not None, timeout=10_000)
        output.opener.join(10)
    silent = [r for r in caplog.records if "silent" in r.getMessage()]
    if output.off:
        assert len(silent) == 1 and silent[0].levelno == logging.INFO
    else:  # a machine with a sound card: it played
        assert not silent
    assert all(r.levelno < logging.WARNING for r in caplog.records
               if r.name.startswith("fivesup_qt.ui.sound"))
    output.close()


def _refusing_device(monkeypatch) -> None:
    """miniaudio as on a machine whose sound output cannot be opened (a driver refusing)."""
    import sys
    import types

    class Refusing:
        def __init__(self, **kwargs):
            raise RuntimeError("failed to init device", -401)

    monkeypatch.setitem(sys.modules, "miniaudio", types.SimpleNamespace(
        PlaybackDevice=Refusing, SampleFormat=types.SimpleNamespace(SIGNED16=2)))


def test_with_sound_on_and_no_device_the_player_is_told_the_game_is_silent(
        language, make_window, qtbot, monkeypatch):
    """Issue 37: sound on in the settings, no device to be had: at start (before any tile
    is placed) the status line's end says the game is silent, and so does the Settings
    dialog's sound option; with sound turned off the mark goes.  Before, only the log
    knew."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QLabel

    from fivesup_qt.ui.windows.settings import SettingsDialog
    from fivesup_qt.ui.words.voice import bare

    _refusing_device(monkeypatch)
    window = make_window(human_vs_bot(11, FIVE_UP))
    assert window.sounds.notice is None  # nothing said before the settings are known
    p = persistence_of(window)  # the settings arrive: sound on, the default
    sounds = window.sounds
    qtbot.waitUntil(lambda: sounds.silent, timeout=10_000)
    told = QCoreApplication.translate("TableSounds", "No sound device: the game is silent")
    if language == "ar":
        assert told != "No sound device: the game is silent"
    marks = [label for label in window.statusBar().findChildren(QLabel)
             if label.isVisible() and bare(label.text()) == bare(told)]
    assert len(marks) == 1  # once, at the status line's end
    assert marks[0].geometry().right() <= window.statusBar().width()
    assert window.status_label.isVisible()  # the turn's prompt stays beside it
    (SHOTS / "sound").mkdir(parents=True, exist_ok=True)
    window.grab().save(str(SHOTS / "sound" / f"no-device-{language}.png"))
    # the Settings dialog's sound option says it too
    dialog = SettingsDialog(p.applier.settings_in_play(), window)
    option = bare(dialog.sound.text())
    assert bare(QCoreApplication.translate("SettingsDialog", "Play sounds")) in option
    assert "(" in option and option != bare(QCoreApplication.translate("SettingsDialog",
                                                                        "Play sounds"))
    dialog.tabs.setCurrentIndex(1)  # Game: the Sound and Volume rows
    dialog.grab().save(str(SHOTS / "sound" / f"settings-no-device-{language}.png"))
    dialog.close()
    # sound turned off: nothing to tell
    assert p.applier.apply_settings(replace(p.applier.settings, sound=False))
    assert not marks[0].isVisible()
    assert SettingsDialog(p.applier.settings_in_play(), window).sound.text() == \
        QCoreApplication.translate("SettingsDialog", "Play sounds")
