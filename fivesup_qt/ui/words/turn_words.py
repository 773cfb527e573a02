"""What the status line says as the turns go: the hand-over, a draw or a pass on the
way, a computer thinking, a hint, the most rounds a record holds; and the words only the
games beside the originals need (the deal's lead, a pass with no drawing, a double that
does not spin, the round winner's take), which the narrator tells.  The controller says
them; the words are here with the rest of the player-facing wording (in the "summary"
context, as when the controller held them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...rules.layout import SPINNERS_ALL
from ...rules.tiles import IS_DOUBLE, tile_text
from ...rules.variants import WINNER_TAKES, RuleSet
from .summary import move_label, signed_with_shown, tr
from .voice import Cast, ScorerTexts, fill

if TYPE_CHECKING:
    from ...ai.hints import Hint
    from ...rules import Match, RoundEnd
    from ...rules.settlement import SettlementStep


def too_many_rounds(rounds: str) -> str:
    """A match at the most rounds a record holds stops there (``rounds`` as written)."""
    return fill(tr("This match has reached {rounds} rounds, the most a match record holds, "
                   "and cannot go on: start a new match (this one is kept in the history, "
                   "unfinished)."), rounds=rounds)


def hand_over(cast: Cast, seat: int) -> str:
    return fill(tr("Pass the screen to {name}"), name=cast.name(seat))


def drawing_for(cast: Cast, seat: int) -> str:
    """Auto-draw: nothing fits the shown human's hand."""
    return cast.by_person(seat, tr("No tile fits: drawing from the stock…"),
                          tr("{name}, no tile fits: drawing from the stock…"))


def thinking(cast: Cast, seat: int) -> str:
    return fill(tr("{name} is thinking…"), name=cast.name(seat))


def passing(cast: Cast, seat: int) -> str:
    return fill(tr("{name} cannot play and passes"), name=cast.name(seat))


def hint_said(hint: Hint | None, failed: bool) -> str:
    """The hint's move, or why there is none (its search failed: the log has it)."""
    if hint is None and failed:
        return tr("The hint could not be worked out. Details are in the log file.")
    if hint is None:
        return tr("No hint now")
    if hint.level == "expert":
        return fill(tr("Hint: Expert's move {move}"), move=move_label(hint.best.move))
    return fill(tr("Hint: {move}"), move=move_label(hint.best.move))


# -- the games beside the originals: the deal's lead, a pass with no drawing, the winner's
# take.  Each is read from the engine's answer (the round's lead tile, the settlement's
# "won" and "own" steps) and the rule set's fields, never from which game it is.
def lead_words(cast: Cast, seat: int, tile: int, *, html: bool = False) -> str:
    """Who the deal made the leader and with which tile: 'Computer 2 holds 6|6, the
    highest double dealt, and leads with it' (the heaviest tile when no double was dealt)."""
    if IS_DOUBLE[tile]:
        return cast.by_person(
            seat, tr("You hold {tile}, the highest double dealt, and lead with it."),
            tr("{name} holds {tile}, the highest double dealt, and leads with it."),
            html=html, tile=tile_text(tile))
    return cast.by_person(
        seat, tr("No double was dealt: you hold {tile}, the heaviest tile, and lead with it."),
        tr("No double was dealt: {name} holds {tile}, the heaviest tile, and leads with it."),
        html=html, tile=tile_text(tile))


def sleeping_pass(cast: Cast, seat: int, sleeps: bool, *, html: bool = False) -> str:
    """A pass in a game where nobody draws; ``sleeps``: undealt tiles lie in a stock
    nobody draws from (none with four players in Block: every tile is dealt)."""
    if not sleeps:
        return cast.by_person(
            seat, tr("You cannot place, and nobody draws in this game: a pass."),
            tr("{name} cannot place, and nobody draws in this game: a pass."), html=html)
    return cast.by_person(
        seat, tr("You cannot place, and nobody draws in this game (the stock sleeps): a pass."),
        tr("{name} cannot place, and nobody draws in this game (the stock sleeps): a pass."),
        html=html)


def sleeping_pass_line(cast: Cast, seat: int, sleeps: bool) -> str:
    """The log's line of such a pass."""
    if not sleeps:
        return cast.by_person(seat, tr("You cannot place and pass (nobody draws)"),
                              tr("{name} cannot place and passes (nobody draws)"), html=True)
    return cast.by_person(seat, tr("You cannot place and pass (the stock sleeps)"),
                          tr("{name} cannot place and passes (the stock sleeps)"), html=True)


def spin_note(rules: RuleSet, tile: int, spins: bool) -> str:
    """A double just placed, in a game where not every double spins: whether this one
    does, and why (only the first double spins; none does)."""
    if not IS_DOUBLE[tile] or rules.spinners >= SPINNERS_ALL:
        return ""
    if spins:
        return fill(tr("{tile} is the first double: it is the spinner, and once both its line "
                       "sides are filled its branches open. Only the first double spins in "
                       "this game."), tile=tile_text(tile))
    if rules.spinners:
        return fill(tr("{tile} is not a spinner: only the first double spins in this game, so "
                       "it lies across the line and opens no branches."), tile=tile_text(tile))
    return fill(tr("{tile} is not a spinner: no double spins in this game, so it lies across "
                   "the line and opens no branches."), tile=tile_text(tile))


def winner_takes_rule(rules: RuleSet) -> str:
    """The settlement rule of a game whose round winner takes the others' pips."""
    if rules.unit > 1:
        return tr("<i>The round's winner scores the pips left in the other hands, rounded to "
                  "the nearest five; after a block the side with the fewest pips wins the "
                  "round, less its own pips.</i>")
    return tr("<i>The round's winner scores the pips left in the other hands; after a block "
              "the side with the fewest pips wins the round, less its own pips.</i>")


def _sum_text(parts: tuple[int, ...]) -> str:
    text = " + ".join(map(str, parts))
    return f"{text} = {sum(parts)}" if len(parts) > 1 else text


def _scored(rules: RuleSet, raw: int) -> str:
    """Points won as the players see them: '+23', or '+25 (+5)' in a game shown in fives."""
    return f"+{raw}" if rules.unit == 1 else f"+{raw}\u00a0(+{rules.shown(raw)})"


def _take(won: SettlementStep, own: SettlementStep | None, points: int) -> str:
    """A block's arithmetic: 'the others' less its own' ('31 − 8 = 23'), each sum rounded
    to the nearest five where the game counts in fives."""
    others = _sum_text(won.parts)
    if own is None:
        if won.unit == 1:
            return others
        return fill(tr("{pips}, rounded to the nearest five: {r}"), pips=others, r=won.rounded)
    if won.unit == 1:
        return fill(tr("{others} − {own} = {left}"), others=others, own=own.total, left=points)
    return fill(tr("{others} − {own}, each rounded to the nearest five: {r_others} − {r_own} = "
                   "{left}"), others=others, own=own.total, r_others=won.rounded,
                r_own=own.rounded, left=points)


def winner_takes_line(cast: Cast, match: Match, end: RoundEnd) -> str:
    """The round's take in one sentence, every number from the engine's steps:
    'Computer 2 dominoes: takes the others' 23 pips → +23', or after a block 'Fewest pips:
    Computer 1 (8); scores 31 − 8 = 23 → +23'; nobody scores when the fewest are shared."""
    rules = match.variant
    won = next((s for s in end.steps if s.kind == "won"), None)
    if won is None:
        return tr("The fewest pips are shared: nobody scores this round.")
    own = next((s for s in end.steps if s.kind == "own"), None)
    points = max(0, won.points + (own.points if own else 0))
    if end.finisher is not None:
        pips = (fill(tr("{n} pips"), n=_sum_text(won.parts)) if won.unit == 1 else
                fill(tr("{n} pips, rounded to the nearest five: {r}"), n=_sum_text(won.parts),
                     r=won.rounded))
        return cast.by_person(
            end.finisher, tr("You domino: you take the others' {pips} → {p}"),
            tr("{name} dominoes: takes the others' {pips} → {p}"), html=True,
            pips=pips, p=_scored(rules, points))
    return cast.by_scorer(match, won.scorer, ScorerTexts(
        tr("Fewest pips: you ({own}); you score {take} → {p}"),
        tr("Fewest pips: you and {partner} ({own}); you score {take} → {p}"),
        tr("Fewest pips: {name} ({own}); scores {take} → {p}"),
        tr("Fewest pips: {names} ({own}); they score {take} → {p}")), html=True,
        own=own.total if own else 0, take=_take(won, own, points), p=_scored(rules, points))


def signed(raw: int, rules: RuleSet | None = None) -> str:
    """Points with their shown value ('+15 (+3)'), or as they are where a game shows its
    scores as they are ('+23')."""
    if rules is None or rules.unit > 1:
        return signed_with_shown(raw)
    return f"+{raw}" if raw >= 0 else f"\u2212{-raw}"


def winner_takes(match: Match) -> bool:
    """The round's winner takes the others' pips (the rule set's settlement)."""
    return not match.variant.exact_target and match.variant.settles == WINNER_TAKES
