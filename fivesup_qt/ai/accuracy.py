"""Accuracy: a decision's loss of winning chance as a percentage, as Lichess gives it.

A decision that gave up ``loss`` percentage points of the chance of winning the match
(``review.Decision.chance_loss``) scores

    accuracy = 103.1668 · exp(−K · loss) − 3.1669, clipped to 0..100,

Lichess's formula (its win-percentage loss, there from an engine's centipawns) with
the decay ``K`` of ``DECAY`` (Lichess: 0.04354; see below).  0 lost is 100%; a player's
accuracy in a match is the plain mean over their decisions (``mean_accuracy``).

Where no win-chance table applies (three players, a rule set without tables) the loss
in raw points is converted at ``pp_per_raw``: the percentage points one raw point is
worth at the start of a two-player match of the same variant to the originals' target
(the table's slope at 0-0, read from the shipped table: about 0.42 in Exact 61 and 0.32
in Five-Up; a rule set without tables takes the slope of the one that finishes as it
does, exactly or not), so a points loss counts as the chance loss it would be at the
start of an even match.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from math import exp

from ..rules.variants import DISPLAY_UNIT, EXACT_61, FIVE_UP, RuleSet
from .equity import chance

# Lichess's constant is 0.04354 for chess, where a decision's win-percentage loss is
# often tens of points.  A domino decision's chance loss is small (a median of well
# under 1 pp: most moves of a hand lead to much the same round), so the decay is
# rescaled: DECAY_SCALE times Lichess's (measured on bot matches, docs/review-format.md).
LICHESS_DECAY = 0.04354
DECAY_SCALE = 10.0
DECAY = LICHESS_DECAY * DECAY_SCALE


def accuracy_of(loss: float) -> float:
    """The accuracy (0-100) of a decision that gave up ``loss`` percentage points."""
    return min(100.0, max(0.0, 103.1668 * exp(-DECAY * max(0.0, loss)) - 3.1669))


@cache
def pp_per_raw(variant: RuleSet) -> float:
    """Percentage points of winning chance one raw point is worth at 0-0 (two players)."""
    ahead = chance(variant, 2, DISPLAY_UNIT, 0)
    if ahead is None:  # a rule set without tables: the shipped one that finishes as it does
        ahead = chance(EXACT_61 if variant.exact_target else FIVE_UP, 2, DISPLAY_UNIT, 0)
    assert ahead is not None  # both shipped rule sets have a two-player table
    return 100.0 * (2.0 * ahead - 1.0) / (2 * DISPLAY_UNIT)


def loss_pp(chance_loss: float | None, points_loss: float, variant: RuleSet) -> float:
    """A decision's loss in percentage points: its chance loss, or where there is none
    its points loss at ``pp_per_raw``."""
    return chance_loss if chance_loss is not None else points_loss * pp_per_raw(variant)


def mean_accuracy(accuracies: Iterable[float]) -> float | None:
    """A player's accuracy over decisions: the mean (None without a decision)."""
    values = list(accuracies)
    return sum(values) / len(values) if values else None
