"""``bench --strength``: every match asked for is played and counted once, with both seats'
decisions, whichever lane is free takes the next one."""

from __future__ import annotations

import pytest

from fivesup_qt.strength_bench import VARIANTS, report, run


@pytest.mark.slow
def test_every_match_of_each_variant_is_played_once_and_reported() -> None:
    told: list[tuple[str, int]] = []
    tallies = run(3, 0.01, jobs=2, progress=lambda variant, played, won: told.append(
        (variant, played)))
    for variant in VARIANTS:
        tally = tallies[variant]
        assert tally.matches == 3
        assert 0 <= tally.wins <= 3
        assert tally.times["this"] and tally.times["pure"]  # both seats chose moves
        assert tally.builds["pure"] == {"pure Python"}
        assert sorted(n for v, n in told if v == variant) == [1, 2, 3]
    lines = report(tallies, 0.01)
    assert len(lines) == 2
    assert all("3 matches at 0.01 s a decision" in line for line in lines)
