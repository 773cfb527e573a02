"""What a placement is worth now, by the engine's own layout and the variant.

Shared by the greedy bots, the playout policy and the hints, so that the
Exact 61 reasoning (rejection above 305, the exact finish) has one home.
"""

from __future__ import annotations

from ..rules.layout import Layout
from ..rules.round import Move
from ..rules.tiles import HI, LO
from ..rules.variants import TARGET, RuleSet

WIN = 10_000  # an exact finish on the target ends the match: worth more than any points


def points_now(layout: Layout, move: Move, rules: RuleSet) -> int:
    """Raw placement points ``move`` would score (the layout's own probe): nothing in a
    game whose ends do not score (Block, Draw)."""
    return rules.placement_points(layout.sum_after(*move))


def worth(rules: RuleSet, score: int, points: int, target: int = TARGET) -> int:
    """What ``points`` are worth to a scorer at ``score``: an exact rule set rejects an
    overshoot of the target (worth 0) and an exact finish on it wins."""
    if not rules.exact_target or points <= 0:
        return points
    after = score + points
    if after > target:
        return 0
    return WIN if after == target else points


def best_reply(layout: Layout, tiles: list[int], rules: RuleSet) -> int:
    """The most placement points any of ``tiles`` could make on ``layout`` now."""
    best = 0
    for tile in tiles:
        for point in layout.points_for(tile):
            best = max(best, points_now(layout, (tile, point), rules))
    return best


def threat_after(layout: Layout, move: Move, unseen: list[int], rules: RuleSet) -> float:
    """How much the next seat could score after ``move``: the mean over the unseen
    tiles of the best placement each one would allow (a rough, cheap defence; none
    where the ends do not score)."""
    if not unseen or not rules.scores_ends:
        return 0.0
    layout.play(*move)
    try:
        total = 0
        for tile in unseen:
            if layout.values >> LO[tile] & 1 or layout.values >> HI[tile] & 1:
                total += best_reply(layout, [tile], rules)
        return total / len(unseen)
    finally:
        layout.undo()
