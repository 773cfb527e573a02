"""The story of a match: every engine answer (``Played``, ``Drew``, ``Passed``,
``RoundEnd``) told as a log line and, in teaching mode, as the teacher's
explanation.

Only wording lives here: every number and verdict (points, acceptance, the
exact finish, settlement steps) is the engine's.  The narrator keeps the log so
that a match shown again (after the rules tour, a save) brings its story back.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..rules import (
    BLOCKED,
    DOMINO,
    DRAW,
    SETTLE,
    Drew,
    Event,
    Forced,
    Match,
    Passed,
    Played,
    Round,
    RoundEnd,
    tile_text,
)
from ..rules.settlement import SettlementStep
from ..rules.variants import TARGET, Variant
from .summary import (
    ends_formula,
    escape,
    move_label,
    plural,
    points_phrase,
    scorer_name,
    signed,
    tr,
    variant_name,
)


def _rejected() -> str:
    return tr("<i>rejected: past 61</i>")  # markup in the text: no Arabic italics


# -- log lines ---------------------------------------------------------------------
def placement_line(names: list[str], played: Played) -> str:
    """HTML of one placement: who, what, end sum, points (struck through when rejected)."""
    parts = [f"<b>{escape(names[played.seat])}</b> {escape(move_label(played.move, arrow=True))}",
             tr("ends {n}").format(n=played.end_sum)]
    for ev in played.events:
        if ev.points == 0:
            continue
        text = signed(ev.points) if ev.kind != SETTLE else tr("with settlement {p}").format(
            p=signed(ev.points))
        parts.append(f"<b>{text}</b>" if ev.accepted else f"<s>{text}</s> {_rejected()}")
    return " · ".join(parts)


def round_start_line(names: list[str], index: int, leader: int) -> str:
    return tr("<i>Round {n}: {name} leads</i>").format(n=index + 1, name=escape(names[leader]))


def draw_line(name: str) -> str:
    return tr("{name} draws").format(name=escape(name))


def pass_line(name: str) -> str:
    return tr("{name} passes").format(name=escape(name))


def forced_line(names: list[str], forced: Forced) -> str:
    return draw_line(names[forced.seat]) if forced.kind == DRAW else pass_line(names[forced.seat])


def settle_line(names: list[str], ev: Event) -> str:
    text = tr("{who}: settlement {p}").format(who=escape(names[ev.seat]), p=signed(ev.points))
    return text if ev.accepted else f"<s>{text}</s> {_rejected()}"


# -- the round end -----------------------------------------------------------------
def step_line(names: list[str], match: Match, step: SettlementStep, totals: tuple[int, ...],
              empty: frozenset[int] = frozenset()) -> str:
    """One settlement step in words, every number taken from the engine's step."""
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


def settlement_rule(variant: Variant, end: str) -> str:
    """The variant's settlement rule in one sentence (teaching)."""
    if variant is Variant.FIVE_UP:
        return tr("<i>Five-Up: every hand is rounded on its own and deducted from its "
                  "scorer.</i>")
    if end == DOMINO:
        return tr("<i>Exact 61 domino: the opponents' hands are added and rounded once, for "
                  "the finisher; a partner's hand is rounded apart and subtracted. The last "
                  "placement and this settlement are one event.</i>")
    return tr("<i>Exact 61 blocked: each seat gains the differences to every higher opposing "
              "hand, rounded once; lowest hands settle first, each as its own event.</i>")


def round_end_parts(names: list[str], match: Match, end: RoundEnd
                    ) -> tuple[str, list[str], list[str]]:
    """The finished round as (headline, every hand, the settlement steps and the
    events as judged), HTML-safe; every number comes from the engine."""
    if end.kind == DOMINO:
        assert end.finisher is not None
        head = tr("{name} played the last tile: domino.").format(name=escape(names[end.finisher]))
    elif end.kind == BLOCKED:
        head = tr("Blocked: the stock is empty and nobody can place.")
    else:
        return tr("Exactly 61: the match ends at once, nothing more is settled."), [], []
    hands = []
    for seat, tiles in enumerate(end.hands):
        if not tiles:
            hands.append(tr("{name}: no tiles left").format(name=escape(names[seat])))
            continue
        hands.append(tr("{name}: {hand} = {pips} pips").format(
            name=escape(names[seat]), hand=" ".join(tile_text(t) for t in tiles),
            pips=end.totals[seat]))
    empty = frozenset(seat for seat, tiles in enumerate(end.hands) if not tiles)
    steps = [settlement_rule(match.variant, end.kind)]
    steps += [step_line(names, match, step, end.totals, empty) for step in end.steps]
    steps += [settle_line(names, ev) for ev in end.rejected if ev.kind == SETTLE]
    return head, hands, steps


def round_end_lines(names: list[str], match: Match, end: RoundEnd) -> list[str]:
    """The settlement of the finished round, step by step, as plain lines."""
    head, hands, steps = round_end_parts(names, match, end)
    return [head, *hands, *steps]


# -- teaching texts -----------------------------------------------------------------
def placement_lesson(names: list[str], played: Played) -> str:
    """The teacher's line after a placement: its counted ends, its points and, in
    Exact 61, why the event was rejected, joined with the settlement, or won."""
    values = [end.value for end in played.counted]
    text = tr("{who} {move}: ends {formula}: {points}").format(
        who=escape(names[played.seat]), move=escape(move_label(played.move)),
        formula=ends_formula(values), points=points_phrase(played.end_sum, played.points))
    total = sum(ev.points for ev in played.events)
    before = played.score_before
    if played.events and not played.accepted:
        text += " " + tr("— Exact 61: {score} + {points} = {after} > 305: rejected, the score "
                         "stays {score} (the tile stays on the table).").format(
            score=before, points=total, after=before + total)
    elif len(played.events) > 1:
        text += " " + tr("— the last tile and the settlement are one event: {score} + {points} "
                         "= {after}.").format(score=before, points=total, after=before + total)
    elif played.wins:
        text += " " + tr("— exactly {target}: the match is won.").format(target=TARGET)
    return text


def draw_lesson(name: str, drew: Drew) -> str:
    """Why a seat draws: no tile shows any open value (said once per run of draws)."""
    open_values = ", ".join(map(str, drew.open_values)) or "—"
    if drew.again:
        text = tr("{name} draws again.").format(name=escape(name))
    else:
        text = tr("{name} holds no tile showing an open value ({values}), so must draw."
                  ).format(name=escape(name), values=open_values)
    if drew.fits:
        text += " " + tr("The drawn tile fits: it must be placed at once.")
    return text


def turn_prompt(name: str, rnd: Round) -> str:
    """What the human seat to move is to do now (the status line)."""
    if rnd.must_pass():
        return tr("{name}: nothing fits and the stock is empty, pass").format(name=name)
    if rnd.must_draw():
        return tr("{name}: no tile fits, draw from the stock (D)").format(name=name)
    if rnd.must_play >= 0:
        return tr("{name}: place the tile you drew, {t}").format(name=name,
                                                                   t=tile_text(rnd.must_play))
    return tr("{name}: your turn, drag a tile to a lit point").format(name=name)


def drew_prompt(drew: Drew, draw_again: bool) -> str:
    """What the human who just drew is to do (the status line)."""
    if drew.fits:
        return tr("You drew {t}: it fits, place it now").format(t=tile_text(drew.tile))
    if draw_again:
        return tr("You drew {t}: nothing fits yet, draw again").format(t=tile_text(drew.tile))
    return ""


def pass_lesson(name: str) -> str:
    return tr("{name} cannot place and the stock is empty: a pass.").format(name=escape(name))


class Narrator(QObject):
    """Tells the match as it goes: one log line per action and, in teaching mode,
    the teacher's explanation.  Keeps the log of the match in ``lines``."""

    logged = Signal(str)  # one HTML line of the log
    taught = Signal(str)  # teaching mode: one explanation (HTML)

    def __init__(self, names: Callable[[], list[str]], teaching: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._names = names
        self._teaching = teaching
        self.lines: list[str] = []

    def _log(self, line: str) -> None:
        self.lines.append(line)
        self.logged.emit(line)

    def _teach(self, html: str) -> None:
        if self._teaching():
            self.taught.emit(html)

    # -- the match ------------------------------------------------------------------
    def restore(self, lines: list[str]) -> None:
        """A match shown again: its story so far."""
        self.lines = list(lines)

    def match_started(self, match: Match) -> None:
        self.lines = []
        n = match.players
        text = QCoreApplication.translate("summary", "New match: {variant}, %n player(s)", "", n)
        self._log(plural(text, n).format(variant=variant_name(match.variant)))
        self.round_started(match)

    def round_started(self, match: Match) -> None:
        self._log(round_start_line(self._names(), match.round_index, match.round.leader))

    def played(self, played: Played) -> None:
        names = self._names()
        self._log(placement_line(names, played))
        self._teach(placement_lesson(names, played))

    def drew(self, drew: Drew) -> None:
        name = self._names()[drew.seat]
        self._log(draw_line(name))
        self._teach(draw_lesson(name, drew))

    def passed(self, passed: Passed) -> None:
        name = self._names()[passed.seat]
        self._log(pass_line(name))
        self._teach(pass_lesson(name))

    def round_ended(self, match: Match, end: RoundEnd) -> None:
        """The settlement entries judged on their own, the settlement explained, and
        the winner when the match is over."""
        names = self._names()
        for ev in end.events:
            self._log(settle_line(names, ev))
        self._teach("<br>".join(round_end_lines(names, match, end)))
        if match.winner is not None:
            winner = escape(scorer_name(names, match, match.winner))
            self._log(tr("<b>{who} wins the match</b>").format(who=winner))

    def rewound(self) -> None:
        self._log(tr("<i>Undone: back before your move</i>"))
        self._teach(tr("<i>Undone: the position is back before your move.</i>"))

    def replayed(self) -> None:
        self._log(tr("<i>Redone</i>"))
