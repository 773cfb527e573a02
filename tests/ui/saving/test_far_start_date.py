"""An autosave whose record says it started on 9999-12-31 (issue 39, item 2): resuming
or declining it searched the daily deal's date back from 9999, 2.9 million dates on the
GUI thread (40 s of a frozen window).  The dates searched are counted, not timed."""

from __future__ import annotations

import json
from datetime import date, timedelta

import pytest
from helpers.daily_dates import count_searched_dates
from helpers.windows import human_moves, persistence_of

from fivesup_qt import paths
from fivesup_qt.rules.build import compiled
from fivesup_qt.rules.daily import FIRST_DAY, today
from fivesup_qt.rules.variants import FIVE_UP
from fivesup_qt.storage import History
from fivesup_qt.ui.windows import daily
from fivesup_qt.ui.windows.daily import daily_setup

pytestmark = pytest.mark.skipif(compiled(), reason="counts calls through a patched module "
                                                   "function (the pure build)")


def saved_in_9999(bare_window, qtbot, monkeypatch, **start) -> list[date]:
    """A match played a little and left in the autosave with ``started`` in 9999; the
    dates the daily deal's search deals from then on.  The computer plays Medium, not the
    daily deal's Expert (0.3 s a move): who answers does not change the dates searched."""
    monkeypatch.setattr(daily, "OPPONENT", "greedy")
    window = bare_window()
    persistence_of(window)
    window.start(daily_setup(FIVE_UP, 2), **start)
    human_moves(window, qtbot, 2)
    window.controller.shutdown()
    autosave = paths.autosave_path()
    record = json.loads(autosave.read_text(encoding="utf-8"))
    record["started"] = "9999-12-31T23:59:59+1400"
    autosave.write_text(json.dumps(record), encoding="utf-8")
    return count_searched_dates(monkeypatch)


def most_searched() -> int:
    """Every date from tomorrow back to the first daily deal, once (and a few deals of
    the match's rounds, to check the date found)."""
    return (today() + timedelta(days=1) - FIRST_DAY).days + 1 + 20


@pytest.mark.parametrize("resume", [True, False])
def test_a_match_started_in_9999_is_resumed_or_declined_at_once(resume, bare_window, qtbot,
                                                                monkeypatch):
    searched = saved_in_9999(bare_window, qtbot, monkeypatch)
    again = bare_window()
    p2 = persistence_of(again)
    p2.store.ask = lambda title, text: resume
    assert p2.offer_resume() is resume
    assert len(searched) <= most_searched()
    assert max(searched) <= today() + timedelta(days=1)
    if resume:
        assert again.controller.daily is None  # not a daily deal: none found
    else:
        [entry] = History().read().entries
        assert entry.started == "9999-12-31T23:59:59+1400" and entry.daily is None
    again.controller.shutdown()


def test_todays_daily_match_started_in_9999_still_plays_on_as_todays(bare_window, qtbot,
                                                                     monkeypatch):
    now = today()
    searched = saved_in_9999(bare_window, qtbot, monkeypatch, daily=now)
    again = bare_window()
    p2 = persistence_of(again)
    p2.store.ask = lambda title, text: True
    assert p2.offer_resume()
    assert again.controller.daily == now
    assert len(searched) <= most_searched()
    again.controller.shutdown()
