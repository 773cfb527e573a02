"""Player-facing texts built from the match: names, log lines, settlement arithmetic.

Only wording lives here; every number comes from the engine (scores, events,
hand totals, ``settlement.round5``).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ..rules import TARGET, Match, Variant, displayed, tile_text
from ..rules import move_text as text_of_move
from ..rules.match import SETTLE
from ..rules.round import BLOCKED, DOMINO
from ..rules.settlement import Step, exact61_blocked_steps, exact61_domino_steps, five_up_steps


def escape(text: str) -> str:
    """``html.escape`` without importing the html module (start-up time)."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def tr(text: str) -> str:
    return QCoreApplication.translate("summary", text)


def plural(text: str, n: int) -> str:
    """A numerus message already translated with ``n`` (Qt has put ``n`` for %n); with
    no translation loaded its '(s)' / '(es)' is made plain English."""
    if "(s)" in text or "(es)" in text:
        ending = "" if n == 1 else "s"
        text = text.replace("(es)", "" if n == 1 else "es").replace("(s)", ending)
    return text


def tiles_count(n: int) -> str:
    """'1 tile' / '3 tiles' (Qt plural forms once a translation is loaded)."""
    text = QCoreApplication.translate("summary", "%n tile(s)", "", n)
    if "(s)" in text:  # no translation loaded: plain English plural
        text = f"{n} tile" if n == 1 else f"{n} tiles"
    return text


def turn_mark() -> str:
    """The arrow before the seat to play (it points the other way right-to-left)."""
    return tr("▶")


def variant_name(variant: Variant | str) -> str:
    """The player-facing name of a variant in the interface's language."""
    try:
        variant = Variant(variant)
    except ValueError:
        return str(variant)
    return tr("Five-Up") if variant is Variant.FIVE_UP else tr("Exact 61")


_POINT = re.compile(r"^(\d\|\d)/(low|high|lineA|lineB|branchA|branchB)$")


def point_label(text: str) -> str:
    """A connection point's name (``1|4/low``) in the interface's language; the
    English notation is kept as it is."""
    m = _POINT.match(str(text))
    if not m:
        return str(text)
    tile, side = m.groups()
    sides = {
        "low": tr("{tile}/low"), "high": tr("{tile}/high"),
        "lineA": tr("{tile}/lineA"), "lineB": tr("{tile}/lineB"),
        "branchA": tr("{tile}/branchA"), "branchB": tr("{tile}/branchB"),
    }
    return sides[side].format(tile=tile)


def move_label(text: str, arrow: bool = False) -> str:
    """A move (``1|1@1|4/low``) in words: '1|1 at 1|4/low' (or with an arrow)."""
    if "@" not in text:  # an opening: the translation keeps '1|4' left to right in Arabic
        return tr("{tile} (opening)").format(tile=text)
    tile, point = text.split("@", 1)
    template = tr("{tile} → {point}") if arrow else tr("{tile} at {point}")
    return template.format(tile=tile, point=point_label(point))


def signed(raw: int) -> str:
    """'+15 (3)' / '−10 (−2)': raw points with the displayed value."""
    sign = "+" if raw >= 0 else "−"
    return f"{sign}{abs(raw)} ({sign}{abs(displayed(raw))})"


def scorer_name(names: list[str], match: Match, scorer: int) -> str:
    return tr(" & ").join(names[s] for s in match.scorers[scorer])  # partners: 'Ann & Cy'




def reason_text(reason, names: list[str]) -> str:
    """The translated, name-aware sentence for an engine ``Reason`` (code + params)."""
    code = getattr(reason, "code", None)
    params = dict(getattr(reason, "params", {}) or {})
    if code is None:
        return str(reason)

    def who(seat) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else str(seat)

    if code == "match-over":
        return tr("the match is over")
    if code == "round-over":
        return tr("the round is over")
    if code == "not-your-turn":
        return tr("it is not your turn: {name} is to play").format(name=who(params.get("seat")))
    if code == "not-in-hand":
        return tr("{tile} is not in {name}'s hand ({where})").format(
            tile=params.get("tile", "?"), name=who(params.get("seat")),
            where=_where_text(params.get("place"), params.get("holder"), names))
    if code == "must-place-drawn":
        return tr("you must place {tile}, the playable tile you just drew").format(
            tile=params.get("tile", "?"))
    if code == "opening-has-no-point":
        return tr("the first tile opens the layout: it has no point")
    if code == "point-needed":
        return tr("the layout is already open: choose a connection point")
    if code == "no-such-point":
        return tr("there is no such connection point")
    if code == "not-on-table":
        return tr("{point} is not on the table").format(
            point=point_label(params.get("point", "?")))
    if code == "occupied":
        return tr("{point} is already occupied").format(
            point=point_label(params.get("point", "?")))
    if code == "branch-too-early":
        return tr("{point}: a spinner's branch opens only once both its line sides are "
                  "filled").format(point=point_label(params.get("point", "?")))
    if code == "value-mismatch":
        return tr("{tile} does not match {point}: the value there is {value}").format(
            tile=params.get("tile", "?"), point=point_label(params.get("point", "?")),
            value=params.get("value", "?"))
    return str(reason)


def _where_text(place, holder, names: list[str]) -> str:
    """Where the tile is, from the engine's ``place`` code and ``holder`` seat."""
    if place == "table":
        return tr("it is already on the table")
    if place == "stock":
        return tr("it is in the stock")
    if isinstance(holder, int) and 0 <= holder < len(names):
        return tr("it is in {name}'s hand").format(name=names[holder])
    return tr("it is in another hand")


def placement_line(names: list[str], seat: int, move_text: str, end_sum: int, events) -> str:
    """HTML of one placement: who, what, end sum, points (struck through when rejected)."""
    parts = [f"<b>{escape(names[seat])}</b> {escape(move_label(move_text, arrow=True))}",
             tr("ends {n}").format(n=end_sum)]
    for ev in events:
        if ev.points == 0:
            continue
        text = signed(ev.points) if ev.kind != SETTLE else tr("with settlement {p}").format(
            p=signed(ev.points))
        if ev.accepted:
            parts.append(f"<b>{text}</b>")
        else:
            rejected = tr("<i>rejected: past 61</i>")  # markup in the text: no Arabic italics
            parts.append(f"<s>{text}</s> {rejected}")
    return " · ".join(parts)


def settle_line(names: list[str], match: Match, ev) -> str:
    text = tr("{who}: settlement {p}").format(who=escape(names[ev.seat]), p=signed(ev.points))
    if ev.accepted:
        return text
    rejected = tr("<i>rejected: past 61</i>")
    return f"<s>{text}</s> {rejected}"


def settlement_steps(match: Match, round_index: int) -> list[Step]:
    """The engine's settlement steps of a finished round (empty after an exact 61)."""
    rnd = match.rounds[round_index]
    totals = rnd.hand_totals()
    if rnd.end not in (DOMINO, BLOCKED):
        return []
    if match.variant is Variant.FIVE_UP:
        return five_up_steps(totals)
    if rnd.end == DOMINO:
        return exact61_domino_steps(totals, rnd.finisher)
    return exact61_blocked_steps(totals, rnd.leader)


def step_line(names: list[str], match: Match, step: Step, totals: list[int],
              empty: frozenset[int] = frozenset()) -> str:
    """One settlement step in words, every number taken from the engine's ``Step``."""
    name = escape(names[step.seat])
    sum_text = " + ".join(map(str, step.parts)) if step.parts else "0"
    if len(step.parts) > 1:
        sum_text += f" = {step.total}"
    rounding = tr("rounds to {r}").format(r=step.rounded)
    if step.kind == "hand":
        if step.seat in empty:
            return tr("{name}: no tiles left, nothing to deduct").format(name=name)
        if not step.rounded:
            return tr("{name}: {pips} pips round to 0, nothing to deduct").format(
                name=name, pips=step.total)
        return tr("{name}: {pips} pips {rounding} → {p} for {who}").format(
            name=name, pips=step.total, rounding=rounding, p=signed(step.points),
            who=escape(scorer_name(names, match, step.scorer)))
    if step.kind == "opponents":
        return tr("Opponents' hands {parts}, rounded once: {rounding} → {p} for {name}").format(
            parts=sum_text, rounding=rounding, p=signed(step.points), name=name)
    if step.kind == "partner":
        return tr("Partner's hand {parts} {rounding} → {p} (a partner's tiles count against "
                  "the team)").format(parts=sum_text, rounding=rounding, p=signed(step.points))
    if step.kind == "differences":
        if not step.parts:
            return tr("{name} ({pips}): no opposing hand is higher, nothing").format(
                name=name, pips=totals[step.seat])
        return tr("{name} ({pips}): differences to higher opposing hands {parts}, "
                  "{rounding} → {p}").format(name=name, pips=totals[step.seat],
                                             parts=sum_text, rounding=rounding,
                                             p=signed(step.points))
    return f"{name}: {signed(step.points)}"


def round_end_parts(names: list[str], match: Match, round_index: int
                    ) -> tuple[str, list[str], list[str]]:
    """The finished round as (headline, every hand, the settlement steps and the
    events as judged), HTML-safe; every number comes from the engine."""
    rnd = match.rounds[round_index]
    totals = rnd.hand_totals()
    if rnd.end == DOMINO:
        head = tr("{name} played the last tile: domino.").format(
            name=escape(names[rnd.finisher]))
    elif rnd.end == BLOCKED:
        head = tr("Blocked: the stock is empty and nobody can place.")
    else:
        return tr("Exactly 61: the match ends at once, nothing more is settled."), [], []
    hands = []
    for seat in range(rnd.players):
        tiles = rnd.hand(seat)
        if not tiles:
            hands.append(tr("{name}: no tiles left").format(name=escape(names[seat])))
            continue
        hands.append(tr("{name}: {hand} = {pips} pips").format(
            name=escape(names[seat]), hand=" ".join(tile_text(t) for t in tiles),
            pips=totals[seat]))
    steps = [settlement_rule(match, rnd.end)]
    empty = frozenset(seat for seat in range(rnd.players) if not rnd.hand(seat))
    steps += [step_line(names, match, step, totals, empty)
              for step in settlement_steps(match, round_index)]
    steps += [settle_line(names, match, ev) for ev in match.events
              if ev.round == round_index and ev.kind == SETTLE and not ev.accepted]
    return head, hands, steps


def round_end_lines(names: list[str], match: Match, round_index: int) -> list[str]:
    """The settlement of the finished round, step by step, as plain lines."""
    head, hands, steps = round_end_parts(names, match, round_index)
    return [head, *hands, *steps]


def settlement_rule(match: Match, end: str) -> str:
    """The variant's settlement rule in one sentence (teaching)."""
    if match.variant is Variant.FIVE_UP:
        return tr("<i>Five-Up: every hand is rounded on its own and deducted from its "
                  "scorer.</i>")
    if end == DOMINO:
        return tr("<i>Exact 61 domino: the opponents' hands are added and rounded once, for "
                  "the finisher; a partner's hand is rounded apart and subtracted. The last "
                  "placement and this settlement are one event.</i>")
    return tr("<i>Exact 61 blocked: each seat gains the differences to every higher opposing "
              "hand, rounded once; lowest hands settle first, each as its own event.</i>")


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
        return tr("+{raw} raw (+{shown})").format(raw=points, shown=displayed(points))
    if end_sum == 0:
        return tr("a sum of 0 scores nothing")
    return tr("not a multiple of 5, nothing")


def zone_text(values: list[int], end_sum: int, points: int, accepted: bool | None) -> str:
    """What a placement at a zone would make: 'ends 2 + 8 = 10: +10 raw, +2'."""
    text = tr("ends {formula}: ").format(formula=ends_formula(values))
    if not points:
        return text + tr("nothing")
    text += tr("+{raw} raw, +{shown}").format(raw=points, shown=displayed(points))
    if accepted is False:
        text += tr(", rejected: past 61")
    elif accepted is None:
        text += tr(" + settlement")
    return text


def placement_lesson(names: list[str], seat: int, move_text: str, values: list[int],
                     end_sum: int, points: int, score_before: int, events) -> str:
    """The teacher's line after a placement: its counted ends, its points and, in
    Exact 61, why an event was rejected."""
    who = escape(names[seat])
    text = tr("{who} {move}: ends {formula}: {points}").format(
        who=who, move=escape(move_label(move_text)),
        formula=ends_formula(values), points=points_phrase(end_sum, points))
    total = sum(ev.points for ev in events)
    if events and not events[0].accepted:
        text += " " + tr("— Exact 61: {score} + {points} = {after} > 305: rejected, the score "
                         "stays {score} (the tile stays on the table).").format(
            score=score_before, points=total, after=score_before + total)
    elif len(events) > 1:
        text += " " + tr("— the last tile and the settlement are one event: {score} + {points} "
                         "= {after}.").format(score=score_before, points=total,
                                              after=score_before + total)
    elif events and score_before + total == TARGET:
        text += " " + tr("— exactly {target}: the match is won.").format(target=TARGET)
    return text


def draw_lesson(name: str, values: list[int], drawn_fits: bool | None,
                again: bool = False) -> str:
    """Why a seat draws: no tile shows any open value (said once per run of draws)."""
    open_values = ", ".join(map(str, values)) or "—"
    if again:
        text = tr("{name} draws again.").format(name=escape(name))
    else:
        text = tr("{name} holds no tile showing an open value ({values}), so must draw."
                  ).format(name=escape(name), values=open_values)
    if drawn_fits:
        text += " " + tr("The drawn tile fits: it must be placed at once.")
    return text


def pass_lesson(name: str) -> str:
    return tr("{name} cannot place and the stock is empty: a pass.").format(name=escape(name))


def hint_lines(hint) -> list[str]:
    """The hint box's sentences (HTML-safe), best move first, from the hint's facts."""
    lines = []
    for i, choice in enumerate((hint.best, *hint.alternatives)):
        if choice.wins:
            now = tr("makes exactly 61: it wins the match")
        elif choice.rejected:
            now = tr("would score {points} raw but pass 61: rejected, worth nothing").format(
                points=choice.points)
        elif choice.points:
            now = tr("scores {points} raw (+{shown}) now").format(
                points=choice.points, shown=displayed(choice.points))
        else:
            now = tr("scores nothing now")
        leaves = tr("leaves the next seat about {threat} raw on average").format(
            threat=f"{choice.threat:.1f}")
        sentence = (tr("Best: {move} {now}, {leaves} (value {value}).") if i == 0
                    else tr("Then: {move} {now}, {leaves} (value {value})."))
        lines.append(sentence.format(move=escape(move_label(text_of_move(choice.move))),
                                     now=now, leaves=leaves, value=f"{choice.value:+.1f}"))
    return lines
