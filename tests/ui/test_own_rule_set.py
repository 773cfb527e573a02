"""A rule set defined here, in the test, and nowhere in the game (issue 38): Five-Up to
155 under its own name and record value, registered, is played through ``simulate``,
``replay`` and the game window without any other module changed; once it is forgotten,
its records are refused as any unknown variant's."""

from __future__ import annotations

import json

import pytest

from fivesup_qt.commands import cli
from fivesup_qt.commands.simulate import run_matches
from fivesup_qt.rules import RuleSet
from fivesup_qt.rules.record import RecordError, load_record
from fivesup_qt.rules.variants import register, registered, unregister, values
from fivesup_qt.ui.play.setup import bots_only
from fivesup_qt.ui.words.voice import bare

LONG_FIVE_UP = RuleSet("five-up-155", "Five-Up to 155", exact_target=False, targets=(775,))


@pytest.fixture
def long_five_up():
    register(LONG_FIVE_UP)
    yield LONG_FIVE_UP
    unregister(LONG_FIVE_UP)


def test_simulate_and_replay_play_a_rule_set_of_the_tests_own(long_five_up, tmp_path, capsys):
    results = list(run_matches("five-up-155", 2, 2, 7, ["greedy", "medium"], records=str(tmp_path),
                               target=775))
    assert [r.index for r in results] == [0, 1]
    for result, path in zip(results, sorted(tmp_path.glob("*.json")), strict=True):
        record = json.loads(path.read_text())
        assert (record["variant"], record["target"]) == ("five-up-155", 775)
        # Five-Up's finish, at its target: the single top score at or past 775 raw wins
        assert result.winner is not None and max(result.scores) >= 775
        assert result.scores.count(max(result.scores)) == 1
        assert result.scores[result.winner] == max(result.scores)
        assert cli.run("replay", ["--json", str(path)]) == 0
        report = json.loads(capsys.readouterr().out)
        assert report["variant"] == "five-up-155" and report["target"] == 775
        assert report["winner"] == result.winner and report["scores"] == result.scores
    unregister(long_five_up)  # forgotten: its record is refused, in one line
    with pytest.raises(RecordError, match="unknown variant 'five-up-155'"):
        load_record(path.read_text())
    assert cli.run("replay", [str(path)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert err.startswith(f"error: {path}: ") and "unknown variant 'five-up-155'" in err


@pytest.mark.slow  # a whole match to 155 in the window (35 s): .ci/run's slow step runs it
def test_the_window_plays_a_rule_set_of_the_tests_own_to_its_end(long_five_up, make_window,
                                                                 qtbot):
    assert "five-up-155" in values() and registered()[-1] is long_five_up
    window = make_window(bots_only(2, long_five_up, 5), wait_human=False)
    c = window.controller
    c.auto_next_round = True
    assert c.match.rules is long_five_up and c.match.target == 775
    qtbot.waitUntil(lambda: c.match.is_over, timeout=600_000)
    top = max(c.match.scores)
    assert top >= 775 and c.match.scores.count(top) == 1 and c.match.scores[c.match.winner] == top
    qtbot.waitUntil(lambda: window.match_card.isVisible(), timeout=30_000)
    log = window.panel.log.toPlainText()
    assert "Five-Up to 155" in log  # the match's name, as the rule set gives it


def test_new_match_offers_a_registered_rule_set_with_its_own_targets(long_five_up, qtbot):
    from fivesup_qt.ui.play.setup import match_setup
    from fivesup_qt.ui.windows.new_match import NewMatchDialog

    dialog = NewMatchDialog(match_setup("exact-61", 2, target=205))
    qtbot.addWidget(dialog)
    offered = [dialog.variant.itemData(i) for i in range(dialog.variant.count())]
    assert [rules.value for rules in offered] == ["five-up", "exact-61", "block", "draw",
                                                 "all-fives", "five-up-155"]
    targets = lambda: [dialog.target.itemData(i) for i in range(dialog.target.count())]  # noqa: E731
    assert targets() == [305, 205, 155] and dialog.target.currentData() == 205
    dialog.variant.setCurrentIndex(offered.index(long_five_up))
    assert targets() == [775] and bare(dialog.target.currentText()) == "155"
    setup = dialog.result_setup()
    assert (setup.variant, setup.target) == (long_five_up, 775)
    dialog.variant.setCurrentIndex(0)  # back to Five-Up: its default, the originals' 61
    assert targets() == [305, 205, 155] and dialog.target.currentData() == 305
