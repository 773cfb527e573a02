"""The dates the daily deal's search deals (``daily_seed`` is asked once a date), counted
instead of timed: the search's bound is checked by how many dates it looks at."""

from __future__ import annotations

from datetime import date

from fivesup_qt.rules import daily
from fivesup_qt.rules.variants import Variant


def count_searched_dates(monkeypatch) -> list[date]:
    """Patch ``daily.daily_seed`` to note each date it is asked for; the list fills as
    the search runs (pure build only: compiled modules bind the function once)."""
    dates: list[date] = []
    seed = daily.daily_seed

    def counted(day: date, variant: Variant | str, players: int, round_no: int = 1) -> int:
        dates.append(day)
        return seed(day, variant, players, round_no)

    monkeypatch.setattr(daily, "daily_seed", counted)
    return dates
