"""Player-facing texts built from the match: names, log lines, settlement arithmetic.

Only wording lives here; every number comes from the engine (scores, events,
hand totals, ``settlement.round5``).
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QCoreApplication

from ..rules import Match, Variant, displayed, tile_text
from ..rules.match import SETTLE
from ..rules.round import BLOCKED, DOMINO
from ..rules.settlement import round5, scorer_of_seat
from ..rules.tiles import PIPS

_SEAT_RE = re.compile(r"seat (\d)")


def tr(text: str) -> str:
    return QCoreApplication.translate("summary", text)


def tiles_count(n: int) -> str:
    """'1 tile' / '3 tiles' (Qt plural forms once a translation is loaded)."""
    text = QCoreApplication.translate("summary", "%n tile(s)", "", n)
    if "(s)" in text:  # no translation loaded: plain English plural
        text = f"{n} tile" if n == 1 else f"{n} tiles"
    return text


def signed(raw: int) -> str:
    """'+15 (3)' / '−10 (−2)': raw points with the displayed value."""
    sign = "+" if raw >= 0 else "−"
    return f"{sign}{abs(raw)} ({sign}{abs(displayed(raw))})"


def scorer_name(names: list[str], match: Match, scorer: int) -> str:
    return " & ".join(names[s] for s in match.scorers[scorer])


def name_seats(reason: str, names: list[str]) -> str:
    """Replace the engine's 'seat N' by the seat's name."""
    def name(m: re.Match) -> str:
        seat = int(m.group(1))
        return names[seat] if seat < len(names) else m.group(0)

    return _SEAT_RE.sub(name, reason)


def placement_line(names: list[str], seat: int, move_text: str, end_sum: int, events) -> str:
    """HTML of one placement: who, what, end sum, points (struck through when rejected)."""
    parts = [f"<b>{html.escape(names[seat])}</b> {html.escape(move_text.replace('@', ' → '))}",
             tr("ends {n}").format(n=end_sum)]
    for ev in events:
        if ev.points == 0:
            continue
        text = signed(ev.points) if ev.kind != SETTLE else tr("with settlement {p}").format(
            p=signed(ev.points))
        if ev.accepted:
            parts.append(f"<b>{text}</b>")
        else:
            parts.append(f"<s>{text}</s> <i>{tr('rejected: past 61')}</i>")
    return " · ".join(parts)


def settle_line(names: list[str], match: Match, ev) -> str:
    text = tr("{who}: settlement {p}").format(who=html.escape(names[ev.seat]), p=signed(ev.points))
    if ev.accepted:
        return text
    return f"<s>{text}</s> <i>{tr('rejected: past 61')}</i>"


def round_end_lines(names: list[str], match: Match, round_index: int) -> list[str]:
    """The settlement arithmetic of the finished round, in plain lines (HTML-safe)."""
    rnd = match.rounds[round_index]
    totals = [sum(PIPS[t] for t in rnd.hand(s)) for s in range(rnd.players)]
    n = rnd.players
    lines: list[str] = []
    if rnd.end == DOMINO:
        lines.append(tr("{name} played the last tile: domino.").format(name=names[rnd.finisher]))
    elif rnd.end == BLOCKED:
        lines.append(tr("Blocked: the stock is empty and nobody can place."))
    else:
        lines.append(tr("Exactly 61: the match ends at once."))
        return lines
    for seat in range(n):
        hand = " ".join(tile_text(t) for t in rnd.hand(seat)) or "—"
        lines.append(tr("{name}: {hand} = {pips} pips").format(
            name=names[seat], hand=hand, pips=totals[seat]))
    if match.variant is Variant.FIVE_UP:
        for seat in range(n):
            if totals[seat]:
                lines.append(tr("{name}: {pips} rounds to {r} → −{r} raw (−{d})").format(
                    name=names[seat], pips=totals[seat], r=round5(totals[seat]),
                    d=displayed(round5(totals[seat]))))
    elif rnd.end == DOMINO:
        f = rnd.finisher
        own = scorer_of_seat(n, f)
        opp = [totals[s] for s in range(n) if scorer_of_seat(n, s) != own]
        partner = [totals[s] for s in range(n) if s != f and scorer_of_seat(n, s) == own]
        lines.append(tr("Opponents hold {parts} = {sum} → rounded once: +{r}").format(
            parts=" + ".join(map(str, opp)), sum=sum(opp), r=round5(sum(opp))))
        if partner:
            lines.append(tr("Partner holds {p} → −{r}").format(p=partner[0], r=round5(partner[0])))
    else:
        for seat in range(n):
            own = scorer_of_seat(n, seat)
            diffs = [totals[o] - totals[seat] for o in range(n)
                     if scorer_of_seat(n, o) != own and totals[o] > totals[seat]]
            if diffs:
                lines.append(tr("{name}: {parts} = {sum} → +{r}").format(
                    name=names[seat], parts=" + ".join(map(str, diffs)), sum=sum(diffs),
                    r=round5(sum(diffs))))
    for ev in match.events:
        if ev.round == round_index and ev.kind == SETTLE:
            lines.append(settle_line(names, match, ev))
    return lines
