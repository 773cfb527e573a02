"""The score card words each standing the rules give (issue 24, item 4): the panel's
distance line, read from the card as the player sees it, for a real position of every
stand (found by playing random matches from near the target, tests/rules/test_standing.py)."""

from __future__ import annotations

import pytest
from helpers.standing import TARGET, check, positions
from helpers.windows import human_vs_bot

from fivesup_qt.rules import EXACT_61, SHIPPED, Match, Stand, Variant
from fivesup_qt.ui.words.voice import bare


def needs(score: int) -> tuple[int, int]:
    """Raw points to the target and the same shown (raw / 5)."""
    return TARGET - score, (TARGET - score) // 5


# What the card of scorer 0 says, in English, for each stand.
WORDS = {
    Stand.NEEDS: lambda score: "needs {} raw ({}) to reach 61".format(*needs(score)),
    Stand.LEADING: lambda score: "61 reached: wins if still ahead after the round",
    Stand.BEHIND: lambda score: "61 reached, but a higher score leads",
    Stand.TIED: lambda score: "61 reached, tied for the lead: another round is played",
    Stand.WON: lambda score: "has reached 61 and wins",
    Stand.NEEDS_EXACTLY: lambda score: "needs exactly {} raw ({})".format(*needs(score)),
    Stand.REACHED_EXACTLY: lambda score: "has reached exactly 61",
}


def positions_by_stand(variant: Variant) -> dict[Stand, Match]:
    """A two-player position for each stand scorer 0 can be in, in ``variant``."""
    found: dict[Stand, Match] = {}
    near = [300, 295] if variant is EXACT_61 else [300, 300]
    for seed in range(100):
        for m in positions(variant, 2, seed, near):
            stand = check(m)[0]
            if stand not in found and (stand is not Stand.NEEDS or m.scores[0] < 300):
                found[stand] = m.copy()
    return found


@pytest.mark.parametrize("variant", list(SHIPPED))
def test_the_card_words_every_stand(make_window, variant):
    found = positions_by_stand(variant)
    stands = ({Stand.NEEDS_EXACTLY, Stand.REACHED_EXACTLY} if variant is EXACT_61
              else {Stand.NEEDS, Stand.LEADING, Stand.BEHIND, Stand.TIED, Stand.WON})
    assert set(found) == stands
    window = make_window(human_vs_bot(21, variant))
    for stand, m in sorted(found.items(), key=lambda item: item[0].value):
        window.controller.match = m
        window.panel.refresh()
        assert bare(window.panel.cards[0].distance.text()) == WORDS[stand](m.scores[0]), stand


def test_the_teacher_says_which_target_a_rejected_event_passes(qapp):
    """Exact 61: the teacher's line for a rejected placement names the target the event
    would have passed (the rules' target, no number of the narrator's own)."""
    from random import Random

    from fivesup_qt.ui.words.narrator import placement_lesson
    from fivesup_qt.ui.words.voice import cast_of

    for seed in range(200):
        m = Match(EXACT_61, 2, seed=seed)
        m.scores = [295, 295]
        m.start_round()
        rng = Random(seed)
        while not m.round.is_over:
            played = m.play(rng.choice(m.legal_moves()))
            if played.events and not played.accepted and len(played.events) == 1:
                text = bare(placement_lesson(cast_of(["Ann", "Ben"], [0]), played, m.target))
                before, total = played.score_before, played.points
                assert (f"— past the exact target: {before} + {total} = {before + total} > {TARGET}: "
                        f"rejected, the score stays {before} (the tile stays on the table)."
                        ) in text
                return
    raise AssertionError("no placement was rejected")
