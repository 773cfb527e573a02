"""A record that says it started in 9999 (issue 39, item 2): the daily deal's date search
walked back from its start, 2.9 million dates on the GUI thread (the window froze for
40 s when such a match was opened, resumed or declined).  It now starts no later than
tomorrow: the dates looked at are counted, not timed."""

from __future__ import annotations

from datetime import date, timedelta

import pytest
from helpers.daily_dates import count_searched_dates

from fivesup_qt.rules import daily
from fivesup_qt.rules.build import compiled
from fivesup_qt.rules.daily import FIRST_DAY, daily_date_of, daily_match, search_days
from fivesup_qt.rules.match import Match

NOW = date(2026, 12, 5)


@pytest.fixture
def searched(monkeypatch) -> list[date]:
    """Every date the search deals (``daily_seed`` is asked once a date)."""
    if compiled():
        pytest.skip("compiled modules bind daily_seed once: counted on the pure build")
    return count_searched_dates(monkeypatch)


def test_a_start_in_9999_is_searched_from_tomorrow(searched):
    assert daily_date_of(Match.new("five-up", 2, seed=4), date(9999, 12, 31), NOW) is None
    tomorrow = NOW + timedelta(days=1)
    assert searched == [tomorrow - timedelta(days=n)
                        for n in range((tomorrow - FIRST_DAY).days + 1)]
    assert search_days(date(9999, 12, 31), NOW) == (tomorrow - FIRST_DAY).days + 1 < 10_000


def test_a_daily_match_started_in_9999_is_still_known(searched):
    """The date is found all the same (a date no later than tomorrow is one the player
    could have chosen), and a day ahead of here (another time zone) too."""
    ahead = NOW + timedelta(days=1)
    todays, tomorrows = daily_match(NOW, "five-up", 3), daily_match(ahead, "five-up", 2)
    searched.clear()
    assert daily_date_of(todays, date(9999, 12, 31), NOW) == NOW
    assert daily_date_of(tomorrows, ahead, NOW) == ahead
    assert set(searched) == {NOW, ahead}  # from tomorrow: a date or two, not millions


def test_a_start_before_the_first_daily_deal_searches_nothing(searched):
    assert search_days(date(1, 1, 1), NOW) == 0
    assert daily_date_of(Match.new("five-up", 2, seed=4), date(1, 1, 1), NOW) is None
    assert searched == []


def test_today_is_the_default(searched):
    assert search_days(date(9999, 12, 31)) == (daily.today() + timedelta(days=1)
                                               - FIRST_DAY).days + 1
