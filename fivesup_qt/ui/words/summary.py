"""The interface's vocabulary: tiles, points, moves, points with their displayed
value, scorers, reasons, zone previews and hints, in the interface's language.

Only wording lives here; every fact comes from the engine (``Preview``,
``Reason``, the hint's facts).  The story of a match, told move by move, is the
narrator's (``narrator.py``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...rules import (
    FIVE_UP,
    NO_POINT,
    TARGET,
    Match,
    Move,
    Preview,
    Reason,
    RuleSet,
    displayed,
    rule_set,
    tile_text,
)
from ...rules.reasons import CONTEXT as REASONS_CONTEXT
from ...rules.reasons import QT_TRANSLATE_NOOP, Wording
from ...rules.tiles import IS_DOUBLE
from ...rules.variants import DISPLAY_UNIT

if TYPE_CHECKING:
    from ...ai.hints import Hint
from .voice import Cast, fill, isolate


def tr(text: str) -> str:
    return QCoreApplication.translate("summary", text)


def plural(text: str, n: int) -> str:
    """A numerus message already translated with ``n`` (Qt has put ``n`` for %n); with
    no translation loaded its '(s)' / '(es)' is made plain English."""
    if "(s)" in text or "(es)" in text:
        ending = "" if n == 1 else "s"
        text = text.replace("(es)", "" if n == 1 else "es").replace("(s)", ending)
    return text


def listed(texts: Iterable[str]) -> str:
    """Items of a list joined as the interface's language writes a list: 'a, b' in
    English, 'a، b' in Arabic (its own comma)."""
    return tr(", ").join(texts)


def clauses(texts: Iterable[str]) -> str:
    """Clauses of one sentence joined as the interface's language writes them: 'a; b'
    in English, 'a؛ b' in Arabic (its own semicolon)."""
    return tr("; ").join(texts)


def tiles_count(n: int) -> str:
    """'1 tile' / '3 tiles' (Qt plural forms once a translation is loaded)."""
    text = QCoreApplication.translate("summary", "%n tile(s)", "", n)
    if "(s)" in text:  # no translation loaded: plain English plural
        text = f"{n} tile" if n == 1 else f"{n} tiles"
    return text


def turn_mark() -> str:
    """The arrow before the seat to play (it points the other way right-to-left)."""
    return tr("▶")


# The shipped rule sets' names, marked for translation (the names are the rule sets'
# own, in English: a rule set with another name is shown by it as it is).
_NAMES = (QT_TRANSLATE_NOOP("summary", "Five-Up"), QT_TRANSLATE_NOOP("summary", "Exact 61"),
          QT_TRANSLATE_NOOP("summary", "Block"), QT_TRANSLATE_NOOP("summary", "Draw"),
          QT_TRANSLATE_NOOP("summary", "All Fives"))


def variant_name(variant: RuleSet | str) -> str:
    """The player-facing name of a rule set in the interface's language (a record value
    no rule set has is shown as it is)."""
    try:
        rules = rule_set(variant)
    except ValueError:
        return str(variant)
    return tr(rules.name)


def target_name(target: int, rules: RuleSet = FIVE_UP) -> str:
    """What a match is played to, as a player reads it: the target in the rule set's
    shown unit (61 for 305 raw in the fives games, 100 in Block), and whether it is the
    originals' 61, the rule set's own, or a house option shorter or longer than it."""
    shown = rules.shown(target)
    if target == TARGET and rules.unit == DISPLAY_UNIT:
        return fill(tr("{target} (the original rules)"), target=shown)
    if target == rules.default_target:
        return isolate(str(shown))
    if target > rules.default_target:
        return fill(tr("{target} (longer: a house option)"), target=shown)
    return fill(tr("{target} (shorter: a house option)"), target=shown)


def shows_raw(rules: RuleSet) -> bool:
    """Whether the rule set's scores have a raw and a shown form ('305 raw · 61'): the
    fives games'; a game whose unit is 1 (Block, Draw) shows one number."""
    return rules.unit > 1


def score_text(raw: int, rules: RuleSet, both: str) -> str:
    """A score as the rule set shows it: ``both`` (the caller's translated '{raw} raw ·
    {shown}') filled in the fives games, the one number where the unit is 1."""
    if shows_raw(rules):
        return fill(both, raw=raw, shown=rules.shown(raw))
    return isolate(raw)


_SIDES = ("low", "high", "lineA", "lineB", "branchA", "branchB")


def point_label(point: int) -> str:
    """A connection point's name (``1|4/low``) in the interface's language."""
    tile = point >> 2
    side = (point & 3) + (2 if IS_DOUBLE[tile] else 0)
    sides = (tr("{tile}/low"), tr("{tile}/high"), tr("{tile}/lineA"), tr("{tile}/lineB"),
             tr("{tile}/branchA"), tr("{tile}/branchB"))
    return fill(sides[side], tile=tile_text(tile))


def move_label(move: Move, arrow: bool = False) -> str:
    """A move in words: '1|1 at 1|4/low' (or with an arrow), '1|4 (opening)'."""
    tile, point = move
    if point == NO_POINT:  # the translation keeps '1|4' left to right in Arabic
        return fill(tr("{tile} (opening)"), tile=tile_text(tile))
    template = tr("{tile} → {point}") if arrow else tr("{tile} at {point}")
    return fill(template, tile=tile_text(tile), point=point_label(point))


def signed_with_shown(raw: int, rules: RuleSet = FIVE_UP) -> str:
    """'+15 (+3)' / '−10 (−2)': raw points with the displayed value, joined by a no-break
    space: a wrapped line never leaves '(−2)' alone at the start of the next one, where a
    right-to-left reader would meet it before its '−10'.  A rule set whose unit is 1
    (Block, Draw) shows the points alone: '+12'."""
    sign = "+" if raw >= 0 else "−"
    if not shows_raw(rules):
        return f"{sign}{abs(raw)}"
    return f"{sign}{abs(raw)}\u00a0({sign}{abs(rules.shown(raw))})"


def scorer_name(names: Sequence[str], match: Match, scorer: int) -> str:
    return tr(" & ").join(names[s] for s in match.scorers[scorer])  # partners: 'Ann & Cy'


def wording(names: Sequence[str]) -> Wording:
    """How the interface words the engine's reasons: translated, seats by name (the
    addressed seat of a ``Cast`` as "you"), every value isolated."""
    cast = names if isinstance(names, Cast) else Cast(names)

    def translate(text: str) -> str:
        return QCoreApplication.translate(REASONS_CONTEXT, text)

    return Wording(translate=translate, seat=lambda s: isolate(cast.name(s)),
                   tile=lambda t: isolate(tile_text(t)), point=lambda p: isolate(point_label(p)),
                   addressed=cast.is_you)


def reason_text(reason: Reason, names: Sequence[str]) -> str:
    """The engine's ``Reason`` (code and parameters) in the interface's language."""
    return reason.text(wording(names))


# -- teaching texts ------------------------------------------------------------
def ends_formula(values: list[int]) -> str:
    """'2 + 8 = 10' from the counted ends' values (in the engine's order)."""
    if not values:
        return "0"
    if len(values) == 1:
        return str(values[0])
    return " + ".join(map(str, values)) + f" = {sum(values)}"


def points_phrase(end_sum: int, points: int) -> str:
    """'+10 raw (+2)' or 'not a multiple of 5, nothing' for a placement's end sum."""
    if points:
        return fill(tr("+{raw} raw (+{shown})"), raw=points, shown=displayed(points))
    if end_sum == 0:
        return tr("a sum of 0 scores nothing")
    return tr("not a multiple of 5, nothing")


def zone_text(preview: Preview, target: int = TARGET) -> str:
    """What a placement at a zone would make: 'ends 2 + 8 = 10: +10 raw, +2' (an
    overshoot of the match's raw ``target`` said as rejected)."""
    text = fill(tr("ends {formula}: "), formula=ends_formula(list(preview.counted)))
    points = preview.points
    if not points:
        return text + tr("nothing")
    text += fill(tr("+{raw} raw, +{shown}"), raw=points, shown=displayed(points))
    if preview.accepted is False:
        text += fill(tr(", rejected: past {target}"), target=displayed(target))
    elif preview.accepted is None:
        text += tr(" + settlement")
    return text


def margin_fact(margin: int, players: int, sides: int, raw: bool = True) -> str:
    """Where the round is expected to end against the other side or sides: one
    opponent, the other team, or the others (in raw points in the fives games, in
    points where scores are shown as they are: ``raw`` False)."""
    if sides == 2 and players == 2:
        texts = (tr("by the round's end about {raw} raw ahead of your opponent"),
                 tr("by the round's end about {raw} raw behind your opponent"),
                 tr("by the round's end about even with your opponent"))
        ones = (tr("by the round's end about {raw} points ahead of your opponent"),
                tr("by the round's end about {raw} points behind your opponent"))
    elif sides == 2:
        texts = (tr("by the round's end about {raw} raw ahead of the other team"),
                 tr("by the round's end about {raw} raw behind the other team"),
                 tr("by the round's end about even with the other team"))
        ones = (tr("by the round's end about {raw} points ahead of the other team"),
                tr("by the round's end about {raw} points behind the other team"))
    else:
        texts = (tr("by the round's end about {raw} raw ahead of the others"),
                 tr("by the round's end about {raw} raw behind the others"),
                 tr("by the round's end about even with the others"))
        ones = (tr("by the round's end about {raw} points ahead of the others"),
                tr("by the round's end about {raw} points behind the others"))
    if not raw:
        texts = (*ones, texts[2])
    if margin > 0:
        return fill(texts[0], raw=margin)
    if margin < 0:
        return fill(texts[1], raw=-margin)
    return texts[2]


def hint_lines(hint: Hint, players: int = 3, sides: int = 3,
               rules: RuleSet = FIVE_UP) -> list[str]:
    """The hint box's sentences (HTML-safe), best move first, in the player's terms:
    the points the move makes now, what it leaves the next player on average (where
    the ends score: not in Block and Draw, where both are always nothing) and then
    either, when the match can be decided in this round, the chance of winning it, or
    by how much the round is expected to end ahead of the others (over the deals Hard
    looked at; a won or lost match is never shown as points)."""
    choices = (hint.best, *hint.alternatives)
    deciding = any(c.won or c.lost for c in choices)
    lines = []
    for i, choice in enumerate(choices):
        if choice.wins:
            now = fill(tr("makes exactly {target}: it wins the match"),
                       target=displayed(hint.target))
        elif choice.rejected:
            now = fill(tr("would score {points} raw but pass {target}: rejected, worth nothing"),
                       points=choice.points, target=displayed(hint.target))
        elif choice.points:
            now = fill(tr("scores {points} raw (+{shown}) now"), points=choice.points,
                       shown=displayed(choice.points))
        else:
            now = tr("scores nothing now")
        facts = [now, fill(tr("the next player can then score about {threat} raw on average"),
                           threat=f"{choice.threat:.1f}")] if rules.scores_ends else []
        if choice.margin is not None and not choice.wins and not deciding:
            margin = round(choice.margin)
            facts.append(margin_fact(margin, players, sides, shows_raw(rules)))
        if deciding and not choice.wins:
            facts.append(fill(tr("wins the match this round in {percent}% of the deals looked "
                                 "at"), percent=round(100 * choice.won)))
        facts = facts or [now]
        sentence = tr("Best: {move}: {facts}.") if i == 0 else tr("Then: {move}: {facts}.")
        lines.append(fill(sentence, move=move_label(choice.move), facts=tr("; ").join(facts)))
    return lines
