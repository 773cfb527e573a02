"""``bench --bots``: the decision times at the game's budget, and for Expert the deals each
sampled decision looked at, the figure a faster engine raises within the same time."""

from __future__ import annotations

from fivesup_qt.commands.bench.bots import bench_decisions


def test_expert_decisions_are_timed_and_their_deals_counted() -> None:
    # two decisions: each takes Expert's whole time budget (0.3 s), six took 1.8 s
    times, deals = bench_decisions("expert", decisions=2)
    assert len(times) == 2
    assert deals, "an early decision of a 2- to 4-player match samples deals"
    assert len(deals) <= len(times)


def test_hard_decisions_are_timed_without_a_deal_count() -> None:
    times, deals = bench_decisions("hard", decisions=4)
    assert len(times) == 4
    assert deals == []
