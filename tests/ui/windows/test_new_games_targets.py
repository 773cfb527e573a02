"""Issue 43, targets and results of the new games: New Match offers the five games with
each game's own targets (Block and Draw 100, 150, 50 as they are; All Fives 61, 41, 31)
and a tooltip about the chosen game's; a finished Block match's cards name its target
as 100 (not 20) and its scores as numbers; Match History lists a Block match's scores
as they are; a Block setting with its target of 100 survives a restart."""

from __future__ import annotations

import json

import pytest
from helpers.random_play import finished
from PySide6.QtWidgets import QWidget

from fivesup_qt.rules import RuleSet
from fivesup_qt.rules.variants import BLOCK, FIVE_UP, WINNER_TAKES, register, unregister
from fivesup_qt.ui.play.model import MatchModel
from fivesup_qt.ui.play.setup import match_setup
from fivesup_qt.ui.words.voice import bare

RACE = RuleSet("race-to-60", "Race to 60", exact_target=False, targets=(60, 30), spinners=0,
               scores_ends=False, hand_sizes={2: 7, 3: 5, 4: 5}, settles=WINNER_TAKES, unit=1)


@pytest.fixture
def race():
    register(RACE)
    yield RACE
    unregister(RACE)


def offered(dialog) -> dict[str, list[tuple[int, str]]]:
    """Each game's value and the targets New Match offers for it (data, text shown)."""
    out = {}
    for i in range(dialog.variant.count()):
        dialog.variant.setCurrentIndex(i)
        out[dialog.variant.itemData(i).value] = [
            (dialog.target.itemData(k), bare(dialog.target.itemText(k)))
            for k in range(dialog.target.count())]
    return out


def test_new_match_offers_the_five_games_each_with_its_targets(qtbot):
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    dialog = NewMatchDialog(match_setup(FIVE_UP, 2))
    qtbot.addWidget(dialog)
    names = [bare(dialog.variant.itemText(i)) for i in range(dialog.variant.count())]
    assert names[:5] == ["Five-Up", "Exact 61", "Block", "Draw", "All Fives"]
    targets = offered(dialog)
    ones = [(100, "100"), (150, "150 (longer: a house option)"),
            (50, "50 (shorter: a house option)")]
    assert targets["block"] == ones and targets["draw"] == ones
    fives = [(305, "61 (the original rules)"), (205, "41 (shorter: a house option)"),
             (155, "31 (shorter: a house option)")]
    assert targets["five-up"] == fives and targets["all-fives"] == fives
    dialog.variant.setCurrentIndex(2)  # Block: its own target chosen, its tooltip
    assert dialog.target.currentData() == 100
    tip = bare(dialog.target.toolTip())
    assert "100" in tip and "61" not in tip and "150" in tip and "50" in tip, tip
    assert dialog.result_setup().target == 100
    dialog.variant.setCurrentIndex(0)
    assert "61" in dialog.target.toolTip() and dialog.target.currentData() == 305


def test_new_match_offers_a_test_rule_set_in_ones_as_it_offers_block(race, qtbot):
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    dialog = NewMatchDialog(match_setup(race, 2))
    qtbot.addWidget(dialog)
    assert offered(dialog)["race-to-60"] == [(60, "60"), (30, "30 (shorter: a house option)")]


def end_card(qtbot, rules: RuleSet, seed: int, target: int):
    """The match-end card of a whole match of random play, as the window shows it."""
    from fivesup_qt.ui.table.match_end import MatchEndCard

    model = MatchModel(match_setup(rules, 2, names=["Ann", "Bob"], humans=(0,)))
    model.match = finished(seed=seed, variant=rules.value, target=target)
    parent = QWidget()
    qtbot.addWidget(parent)
    parent.resize(900, 700)
    card = MatchEndCard(model, parent)
    parent.show()
    card.show_end()
    return model.match, card, parent  # the parent kept: it owns the card


def test_a_finished_block_match_is_named_to_100_with_its_scores_as_numbers(qtbot):
    m, card, _parent = end_card(qtbot, BLOCK, 4, 100)
    subtitle = bare(card.subtitle.text())
    assert "Block" in subtitle and "target 100" in subtitle and "20" not in subtitle, subtitle
    shown = [bare(f.score.text()) for f in card.finals if not f.isHidden()]
    assert sorted(shown) == sorted(str(s) for s in m.scores)
    assert all(f.tally.isHidden() for f in card.finals)  # no crosses for a score in ones
    assert "raw" not in bare(card.accessibleDescription())


def test_a_finished_test_rule_set_in_ones_ends_as_block_does(race, qtbot):
    m, card, _parent = end_card(qtbot, race, 4, 60)
    assert "target 60" in bare(card.subtitle.text())
    assert sorted(bare(f.score.text()) for f in card.finals if not f.isHidden()) == \
        sorted(str(s) for s in m.scores)


def test_the_round_end_card_shows_block_scores_as_numbers(qtbot):
    from fivesup_qt.ui.table.overlays import RoundEndCard

    model = MatchModel(match_setup(BLOCK, 2, names=["Ann", "Bob"], humans=(0,)))
    model.match = m = finished(seed=4, variant="block", target=100)
    parent = QWidget()
    qtbot.addWidget(parent)
    card = RoundEndCard(model, parent)
    parent.show()
    card.show_end()
    scores = bare(card.scores.text())
    assert "raw" not in scores and f"Ann: {m.scores[0]}" in scores, scores
    assert "Stock" not in bare(card.stock_caption.text())  # nobody draws in Block


def test_match_history_lists_a_block_match_as_it_was_scored(make_window, qtbot):
    from helpers.windows import persistence_of

    from fivesup_qt.storage.history_entry import entry_from_match
    from fivesup_qt.ui.windows.history import HistoryWindow

    window = make_window(match_setup(FIVE_UP, 2, names=["Ann", "Bob"], humans=(0,), seed=3))
    m = finished(seed=4, variant="block", target=150)
    entry = entry_from_match(m, {}, names=["Ann", "Bob"],
                             seats=[{"type": "human"}, {"type": "bot", "level": "hard"}])
    history = HistoryWindow(persistence_of(window))
    qtbot.addWidget(history)
    row = [bare(text) for text in history.row_texts(entry)]
    assert row[1] == "Block to 150", row
    assert row[4] == " – ".join(str(s) for s in m.scores), row


def test_a_block_setting_and_its_target_survive_a_restart(tmp_path):
    from fivesup_qt.storage.settings import Settings, SettingsStore

    path = tmp_path / "settings.json"
    SettingsStore(path).save(Settings(variant="block", target=150))
    read = SettingsStore(path).load()
    assert (read.settings.variant, read.settings.target) == ("block", 150)
    assert not read.problems
    # a target the game is not played to gives way to the game's own default, without
    # a complaint: nothing in the file is damaged
    path.write_text(json.dumps({"variant": "five-up", "target": 150}))
    read = SettingsStore(path).load()
    assert (read.settings.variant, read.settings.target) == ("five-up", 305)
    assert not read.problems


def test_each_game_is_offered_again_at_the_target_last_chosen_for_it(make_window, qtbot):
    """Block played to 150, then Five-Up to 41: the settings keep both, the next start
    deals Block at 150 when Block is the game, and New Match offers Block at 150 again
    (Draw, never chosen, at its own 100)."""
    from helpers.windows import persistence_of

    from fivesup_qt.storage.settings import SettingsStore
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    window = make_window(match_setup(FIVE_UP, 2, names=["Ann", "Bob"], humans=(0,), seed=3))
    applier = persistence_of(window).applier
    applier.remember_setup(match_setup(BLOCK, 2, humans=(0,), target=150))
    applier.remember_setup(match_setup(FIVE_UP, 2, humans=(0,), target=205))
    read = SettingsStore().load().settings  # as the next start reads them
    assert read.targets == {"block": 150, "five-up": 205} and read.target == 205
    dialog = NewMatchDialog(match_setup(FIVE_UP, 2, target=205), targets=read.targets)
    qtbot.addWidget(dialog)
    assert dialog.target.currentData() == 205
    dialog.variant.setCurrentIndex(2)  # Block
    assert dialog.target.currentData() == 150
    dialog.variant.setCurrentIndex(0)  # Five-Up: its own 41 again
    assert dialog.target.currentData() == 205
    dialog.variant.setCurrentIndex(3)  # Draw: never chosen, and not played to 41
    assert dialog.target.currentData() == 100
    # Settings turned to Block (its dialog offers the originals' targets only): the
    # start deals Block at the target last chosen for it
    applier.settings = read.__class__(**{**read.to_json(), "variant": "block", "target": 305})
    assert applier.default_setup().target == 150


def test_the_win_shares_give_each_game_its_own_colour(qtbot):
    """Match History's win-share bars: one colour per game (All Fives is no Five-Up
    because its value holds 'five'; Block and Draw are not painted as Exact 61)."""
    from fivesup_qt.storage.history_entry import WinShare
    from fivesup_qt.ui.plots import pyqtgraph
    from fivesup_qt.ui.side.charts import WinShareChart

    chart = WinShareChart()
    qtbot.addWidget(chart)
    games = ["five-up", "exact-61", "block", "draw", "all-fives"]
    chart.set_shares([WinShare(game, "hard", 1, 2) for game in games], lambda lv: lv)
    [bars] = [i for i in chart.plot.getPlotItem().items
              if isinstance(i, pyqtgraph().BarGraphItem)]
    colours = [str(b) for b in bars.opts["brushes"]]
    assert len(set(colours)) == len(games), colours


def test_match_history_charts_a_block_match_in_points_not_raw(make_window, qtbot):
    """The Charts tab's points per round of a Block match: its axis says points, as
    Block keeps them; a Five-Up match's says raw points."""
    from helpers.windows import persistence_of

    from fivesup_qt.storage.history_entry import entry_from_match

    window = make_window(match_setup(FIVE_UP, 2, names=["Ann", "Bob"], humans=(0,), seed=3))
    p = persistence_of(window)
    seats = [{"type": "human"}, {"type": "bot", "level": "hard"}]
    for game, target in (("five-up", 155), ("block", 50)):
        m = finished(seed=4, variant=game, target=target)
        assert not p.history.append(entry_from_match(m, {"moves": []}, names=["Ann", "Bob"],
                                                     seats=seats))
    history = p.show_history()
    qtbot.waitUntil(lambda: len(history.shown) == 2, timeout=10_000)
    history.tabs.setCurrentWidget(history.charts_page)
    qtbot.waitUntil(lambda: history.round_chart is not None, timeout=10_000)

    def axis() -> str:
        return history.round_chart.plot.getPlotItem().getAxis("left").labelText

    for game, label in (("block", "points"), ("five-up", "raw points")):
        history.table.selectRow(next(i for i, e in enumerate(history.shown)
                                     if e.variant == game))  # as a click selects it
        qtbot.waitUntil(lambda game=game: history.selected().variant == game, timeout=10_000)
        assert axis() == label, game


def test_the_windows_new_match_offers_a_game_at_the_target_last_chosen(make_window, qtbot,
                                                                          monkeypatch):
    """Game > New Match from the window: Block, last played to 150, is offered at 150."""
    from helpers.windows import persistence_of

    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    window = make_window(match_setup(FIVE_UP, 2, names=["Ann", "Bob"], humans=(0,), seed=3))
    persistence_of(window).applier.remember_setup(match_setup(BLOCK, 2, humans=(0,), target=150))
    seen = []

    def choose_block(dialog):
        dialog.variant.setCurrentIndex(dialog.variant.findData(BLOCK))
        seen.append(dialog.target.currentData())
        return 0  # cancelled: nothing else changes

    monkeypatch.setattr(NewMatchDialog, "exec", choose_block)
    window.new_match_dialog()
    assert seen == [150]


def test_the_settings_dialog_offers_the_chosen_games_targets(qtbot):
    """Settings > New matches: 'Match to' lists the chosen game's targets in its words
    (Block 100, 150, 50; Five-Up 61, 41, 31), a Block setting at 150 is shown and kept."""
    from fivesup_qt.storage.settings import Settings
    from fivesup_qt.ui.windows.settings import SettingsDialog

    dialog = SettingsDialog(Settings(variant="block", target=150))
    qtbot.addWidget(dialog)

    def listed():
        box = dialog.target
        return [(box.itemData(i), bare(box.itemText(i)).split(" ")[0]) for i in range(box.count())]

    assert listed() == [(100, "100"), (150, "150"), (50, "50")]
    assert dialog.target.currentData() == 150
    dialog.variant.setCurrentIndex(dialog.variant.findData("five-up"))
    assert listed() == [(305, "61"), (205, "41"), (155, "31")]
    assert dialog.target.currentData() == 305  # 150 is no Five-Up target: its default
