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

from ...rules import (
    BLOCKED,
    DOMINO,
    DRAW,
    SETTLE,
    WON,
    Drew,
    Event,
    Forced,
    Match,
    Move,
    Passed,
    Played,
    Round,
    RoundEnd,
    tile_text,
)
from ...rules.settlement import SettlementStep
from ...rules.variants import WINNER_TAKES, RuleSet, displayed
from .richtext import escape
from .summary import (
    ends_formula,
    listed,
    move_label,
    plural,
    points_phrase,
    signed_with_shown,
    tr,
    variant_name,
)
from .turn_words import (
    lead_words,
    signed,
    sleeping_pass,
    sleeping_pass_line,
    spin_note,
    winner_takes,
    winner_takes_line,
    winner_takes_rule,
)
from .voice import Cast, ScorerTexts, fill, isolate


def _rejected(target: int) -> str:
    """Why an event was struck through: past the match's (raw) target, shown."""
    # markup in the text: no Arabic italics
    return fill(tr("<i>rejected: past {target}</i>"), target=displayed(target))


# -- log lines ---------------------------------------------------------------------
def placement_line(cast: Cast, played: Played, target: int, rules: RuleSet | None = None) -> str:
    """HTML of one placement: who, what, end sum (where the ends score: ``rules``),
    points (struck through when rejected, past the match's ``target``)."""
    parts = [f"<b>{isolate(cast.html(played.seat))}</b> {isolate(move_label(played.move, arrow=True))}"]
    if rules is None or rules.scores_ends:
        parts.append(fill(tr("ends {n}"), n=played.end_sum))
    for ev in played.events:
        if ev.points == 0:
            continue
        text = (isolate(signed_with_shown(ev.points)) if ev.kind != SETTLE
                else fill(tr("with settlement {p}"), p=signed_with_shown(ev.points)))
        parts.append(f"<b>{text}</b>" if ev.accepted else f"<s>{text}</s> {_rejected(target)}")
    return " · ".join(parts)


def round_start_line(cast: Cast, index: int, leader: int, lead_tile: int = -1) -> str:
    """'Round 2: West leads'; when the deal decides the lead (``lead_tile``, the round's
    tile to open with), who holds it and why."""
    if lead_tile >= 0:
        return fill(tr("<i>Round {n}: {lead}</i>"), n=index + 1,
                    lead=lead_words(cast, leader, lead_tile, html=True))
    return cast.by_person(leader, tr("<i>Round {n}: you lead</i>"),
                          tr("<i>Round {n}: {name} leads</i>"), html=True, n=index + 1)


def draw_line(cast: Cast, seat: int) -> str:
    return cast.by_person(seat, tr("You draw"), tr("{name} draws"), html=True)


def draws_line(cast: Cast, seat: int, n: int) -> str:
    """A run of ``n`` draws by one seat said once ('North draws 3 tiles'): what a screen
    reader hears of draws that follow one another by themselves."""
    you = QCoreApplication.translate("summary", "You draw %n tile(s)", "", n)
    other = QCoreApplication.translate("summary", "{name} draws %n tile(s)", "", n)
    return cast.by_person(seat, plural(you, n), plural(other, n), html=True)


def pass_line(cast: Cast, seat: int, draws: bool = True, sleeps: bool = True) -> str:
    """'West passes'; in a game where nobody draws, that nothing fits and (``sleeps``)
    the stock sleeps."""
    if not draws:
        return sleeping_pass_line(cast, seat, sleeps)
    return cast.by_person(seat, tr("You pass"), tr("{name} passes"), html=True)


def fell_back_text(cast: Cast, seat: int, *, html: bool = False) -> str:
    """A computer seat's search failed (logged with its traceback): the player is told
    that the move it makes is the fallback, not its choice."""
    name = cast.name(seat)  # a computer seat: never "you"
    return fill(tr("{name}'s search failed; it played the first legal move instead. "
                   "Details are in the log file."), name=escape(name) if html else name)


def forced_line(cast: Cast, forced: Forced) -> str:
    return draw_line(cast, forced.seat) if forced.kind == DRAW else pass_line(cast, forced.seat)


def settle_line(cast: Cast, ev: Event, target: int, rules: RuleSet | None = None) -> str:
    text = fill(tr("{who}: settlement {p}"), who=cast.html(ev.seat), p=signed(ev.points, rules))
    return text if ev.accepted else f"<s>{text}</s> {_rejected(target)}"


def scores_line(cast: Cast, match: Match) -> str:
    """HTML: every scorer's score, 'Scores: You 120 raw (24) · North 95 raw (19)'."""
    rules = match.variant
    parts = [fill(tr("{who} {raw} raw ({shown})"), who=cast.team(match, k, html=True), raw=raw,
                  shown=rules.shown(raw)) if rules.unit > 1 else
             fill(tr("{who} {score}"), who=cast.team(match, k, html=True), score=raw)
             for k, raw in enumerate(match.scores)]
    return fill(tr("<i>Scores: {scores}</i>"), scores=" · ".join(parts))


def winner_line(cast: Cast, match: Match, html: bool = False) -> str:
    """'You win the match!', 'You and North win the match!', 'West wins the match!',
    'West & East win the match!'."""
    assert match.winner is not None
    return cast.by_scorer(match, match.winner, ScorerTexts(
        tr("You win the match!"), tr("You and {partner} win the match!"),
        tr("{name} wins the match!"), tr("{names} win the match!")), html=html)


# -- the round end -----------------------------------------------------------------
def step_line(cast: Cast, match: Match, step: SettlementStep, totals: tuple[int, ...],
              empty: frozenset[int] = frozenset()) -> str:
    """One settlement step in words, every number taken from the engine's step."""
    who = cast.html(step.seat)
    sum_text = " + ".join(map(str, step.parts)) if step.parts else "0"
    if len(step.parts) > 1:
        sum_text += f" = {step.total}"
    rounding = fill(tr("rounds to {r}"), r=step.rounded)
    if step.kind == "hand":
        if step.seat in empty:
            return fill(tr("{who}: no tiles left, nothing to deduct"), who=who)
        n = step.total
        if not step.rounded:
            text = QCoreApplication.translate("summary", "{who}: %n pip(s) round to 0, nothing to deduct", "", n)  # noqa: E501
            return fill(plural(text, n), who=who)
        text = QCoreApplication.translate("summary", "{who}: %n pip(s) {rounding}", "", n)
        head = fill(plural(text, n), who=who, rounding=rounding)
        return head + " " + cast.by_scorer(match, step.scorer, ScorerTexts(
            tr("→ {p} for you"), tr("→ {p} for you and {partner}"), tr("→ {p} for {name}"),
            tr("→ {p} for {names}")), html=True, p=signed_with_shown(step.points))
    if step.kind == "opponents":
        return cast.by_person(
            step.seat, tr("Opponents' hands {parts}, rounded once: {rounding} → {p} for you"),
            tr("Opponents' hands {parts}, rounded once: {rounding} → {p} for {name}"), html=True,
            parts=sum_text, rounding=rounding, p=signed_with_shown(step.points))
    if step.kind == "partner":
        return fill(tr("Partner's hand {parts} {rounding} → {p} (a partner's tiles count "
                       "against the team)"), parts=sum_text, rounding=rounding,
                    p=signed_with_shown(step.points))
    if step.kind == "differences":
        if not step.parts:
            return fill(tr("{who} ({pips}): no opposing hand is higher, nothing"), who=who,
                        pips=totals[step.seat])
        return fill(tr("{who} ({pips}): differences to higher opposing hands {parts}, "
                       "{rounding} → {p}"), who=who, pips=totals[step.seat], parts=sum_text,
                    rounding=rounding, p=signed_with_shown(step.points))
    return f"{isolate(who)}: {isolate(signed_with_shown(step.points))}"


def settlement_rule(rules: RuleSet, end: str) -> str:
    """The rule set's settlement rule in one sentence (teaching); an exact-target rule
    set's is said without its name, which names the originals' 61 whatever the match's
    target is."""
    if not rules.exact_target and rules.settles == WINNER_TAKES:
        return winner_takes_rule(rules)
    if not rules.exact_target:
        return tr("<i>Five-Up: every hand is rounded on its own and deducted from its "
                  "scorer.</i>")
    if end == DOMINO:
        return tr("<i>Domino, exact-target settlement: the opponents' hands are added and "
                  "rounded once, for the finisher; a partner's hand is rounded apart and "
                  "subtracted. The last placement and this settlement are one event.</i>")
    return tr("<i>Blocked, exact-target settlement: each seat gains the differences to every "
              "higher opposing hand, rounded once; lowest hands settle first, each as its own "
              "event.</i>")


def round_end_parts(cast: Cast, match: Match, end: RoundEnd
                    ) -> tuple[str, list[str], list[str]]:
    """The finished round as (headline, every hand, the settlement steps and the
    events as judged), HTML-safe; every number comes from the engine."""
    if end.kind == DOMINO:
        assert end.finisher is not None
        head = cast.by_person(end.finisher, tr("You played the last tile: domino."),
                              tr("{name} played the last tile: domino."), html=True)
    elif end.kind == BLOCKED and not match.variant.draws:
        head = tr("Blocked: nobody can place, and nobody draws in this game.")
    elif end.kind == BLOCKED:
        head = tr("Blocked: the stock is empty and nobody can place.")
    else:
        return fill(tr("Exactly {target}: the match ends at once, nothing more is settled."),
                    target=displayed(match.target)), [], []
    hands = []
    for seat, tiles in enumerate(end.hands):
        if not tiles:
            hands.append(fill(tr("{who}: no tiles left"), who=cast.html(seat)))
            continue
        n = end.totals[seat]
        text = QCoreApplication.translate("summary", "{who}: {hand} = %n pip(s)", "", n)
        hands.append(fill(plural(text, n), who=cast.html(seat),
                          hand=" ".join(tile_text(t) for t in tiles)))
    empty = frozenset(seat for seat, tiles in enumerate(end.hands) if not tiles)
    steps = [settlement_rule(match.variant, end.kind)]
    if winner_takes(match):
        return head, hands, [*steps, winner_takes_line(cast, match, end)]
    steps += [step_line(cast, match, step, end.totals, empty) for step in end.steps]
    steps += [settle_line(cast, ev, match.target) for ev in end.rejected if ev.kind == SETTLE]
    return head, hands, steps


def round_end_lines(cast: Cast, match: Match, end: RoundEnd) -> list[str]:
    """The settlement of the finished round, step by step, as plain lines."""
    head, hands, steps = round_end_parts(cast, match, end)
    return [head, *hands, *steps]


# -- teaching texts -----------------------------------------------------------------
def placement_lesson(cast: Cast, played: Played, target: int, rules: RuleSet | None = None,
                     spins: bool = True) -> str:
    """The teacher's line after a placement: its counted ends, its points and, in
    Exact 61, why the event was rejected, joined with the settlement, or won; where the
    ends score nothing (``rules``), that; and a double that is not a spinner (``spins``)
    where not every double is one."""
    note = spin_note(rules, played.move[0], spins) if rules is not None else ""
    if rules is not None and not rules.scores_ends:
        text = fill(tr("{who} {move}: no points (in this game only the round's end scores)."),
                    who=cast.html(played.seat),
                    move=move_label(played.move))
        return f"{text} {note}" if note else text
    values = [end.value for end in played.counted]
    text = fill(tr("{who} {move}: ends {formula}: {points}"), who=cast.html(played.seat),
                move=move_label(played.move), formula=ends_formula(values),
                points=points_phrase(played.end_sum, played.points))
    total = sum(ev.points for ev in played.events)
    before = played.score_before
    if played.events and not played.accepted:
        text += " " + fill(tr("— past the exact target: {score} + {points} = {after} > "
                              "{target}: rejected, the score stays {score} (the tile stays on "
                              "the table)."),
                           score=before, points=total, after=before + total, target=target)
    elif len(played.events) > 1:
        text += " " + fill(tr("— the last tile and the settlement are one event: {score} + "
                              "{points} = {after}."), score=before, points=total,
                           after=before + total)
    elif played.wins:
        text += " " + fill(tr("— exactly {target}: the match is won."), target=target)
    return f"{text} {note}" if note else text


def draw_lesson(cast: Cast, drew: Drew) -> str:
    """Why a seat draws: no tile shows any open value (said once per run of draws)."""
    open_values = listed(map(str, drew.open_values)) or "—"
    if drew.again:
        text = cast.by_person(drew.seat, tr("You draw again."), tr("{name} draws again."),
                              html=True)
    else:
        text = cast.by_person(
            drew.seat, tr("You hold no tile showing an open value ({values}), so you must draw."),
            tr("{name} holds no tile showing an open value ({values}), so must draw."),
            html=True, values=open_values)
    if drew.fits:
        text += " " + tr("The drawn tile fits: it must be placed at once.")
    return text


def turn_prompt(cast: Cast, seat: int, rnd: Round, draws: bool = True) -> str:
    """What the human seat to move is to do now (the status line, plain text): the
    addressed player as "you", a hot-seat player by name (``draws``: the game lets a
    stuck seat draw)."""
    if rnd.must_pass() and not draws:
        return cast.by_person(seat, tr("Nothing fits and nobody draws in this game: you pass"),
                              tr("{name}, nothing fits and nobody draws in this game: you pass"))
    if rnd.must_pass():
        return cast.by_person(seat, tr("Nothing fits and the stock is empty: you pass"),
                              tr("{name}, nothing fits and the stock is empty: you pass"))
    if rnd.must_draw():
        return cast.by_person(seat, tr("No tile fits: draw from the stock (D)"),
                              tr("{name}, no tile fits: draw from the stock (D)"))
    if rnd.must_play >= 0:
        return cast.by_person(seat, tr("Place the tile you drew, {t}"),
                              tr("{name}, place the tile you drew, {t}"),
                              t=tile_text(rnd.must_play))
    return cast.by_person(seat, tr("Your turn: drag a tile to a lit point"),
                          tr("{name}, your turn: drag a tile to a lit point"))


def drew_prompt(drew: Drew, draw_again: bool) -> str:
    """What the human who just drew is to do (the status line)."""
    if drew.fits:
        return fill(tr("You drew {t}: it fits, place it now"), t=tile_text(drew.tile))
    if draw_again:
        return fill(tr("You drew {t}: nothing fits yet, draw again"), t=tile_text(drew.tile))
    return ""


def pass_lesson(cast: Cast, seat: int, draws: bool = True, sleeps: bool = True) -> str:
    if not draws:
        return sleeping_pass(cast, seat, sleeps, html=True)
    return cast.by_person(seat, tr("You cannot place and the stock is empty: a pass."),
                          tr("{name} cannot place and the stock is empty: a pass."), html=True)


STRUCK = '<span style="color:#8a8a8a"><s>{line}</s></span>'


class Narrator(QObject):
    """Tells the match as it goes: one log line per action and, in teaching mode,
    the teacher's explanation.  Keeps the story of the match (``lines`` of the log,
    ``lessons`` of the teacher) so that a match shown again brings it back; lines of
    moves taken back are struck through."""

    logged = Signal(str)  # one HTML line of the log
    taught = Signal(str)  # teaching mode: one explanation (HTML)
    rewritten = Signal()  # earlier lines changed (struck through or restored): show again

    def __init__(self, cast: Callable[[], Cast], teaching: Callable[[], bool],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cast = cast
        self._teaching = teaching
        self.lines: list[str] = []
        self.lessons: list[str] = []
        self._unstruck: dict[int, str] = {}  # struck lines as they were

    def _log(self, line: str) -> None:
        self.lines.append(line)
        self.logged.emit(line)

    def _teach(self, html: str) -> None:
        if self._teaching():
            self.lessons.append(html)
            self.taught.emit(html)

    # -- the match ------------------------------------------------------------------
    def restore(self, lines: list[str], lessons: list[str] | None = None) -> None:
        """A match shown again: its story so far."""
        self.lines = list(lines)
        self.lessons = list(lessons or [])
        self._unstruck = {}

    def match_started(self, match: Match) -> None:
        self.lines, self.lessons, self._unstruck = [], [], {}
        n = match.players
        text = QCoreApplication.translate("summary", "New match: {variant}, %n player(s)", "", n)
        self._log(fill(plural(text, n), variant=variant_name(match.variant)))
        self.round_started(match)

    def round_started(self, match: Match) -> None:
        """The round's leader, and when the deal chose it (the round's lead tile) why."""
        rnd, cast = match.round, self._cast()
        self._log(round_start_line(cast, match.round_index, rnd.leader, rnd.lead_tile))
        if rnd.lead_tile >= 0:
            self._teach(lead_words(cast, rnd.leader, rnd.lead_tile, html=True))

    def played(self, played: Played, target: int, match: Match | None = None) -> None:
        """A placement told in the log and taught (judged against the match's target,
        in the words of its rule set, the round's layout saying if a double spins)."""
        cast = self._cast()
        rules = match.variant if match is not None else None
        spins = match is None or match.round.layout.is_spinner(played.move[0])
        self._log(placement_line(cast, played, target, rules))
        self._teach(placement_lesson(cast, played, target, rules, spins))

    def fell_back(self, seat: int) -> None:
        """The log says that the move about to come is the fallback of a failed search."""
        self._log(f"<i>{fell_back_text(self._cast(), seat, html=True)}</i>")

    def drew(self, drew: Drew) -> None:
        cast = self._cast()
        self._log(draw_line(cast, drew.seat))
        self._teach(draw_lesson(cast, drew))

    def passed(self, passed: Passed, draws: bool = True, sleeps: bool = True) -> None:
        """A pass (``draws``: the game lets a stuck seat draw, so the stock was out;
        else ``sleeps``: undealt tiles lie unused)."""
        cast = self._cast()
        self._log(pass_line(cast, passed.seat, draws, sleeps))
        self._teach(pass_lesson(cast, passed.seat, draws, sleeps))

    def round_ended(self, match: Match, end: RoundEnd) -> None:
        """The settlement entries judged on their own, the settlement explained, and
        the winner when the match is over."""
        cast = self._cast()
        if winner_takes(match) and end.kind != WON:  # the take in one line: who, what, why
            self._log(winner_takes_line(cast, match, end))
        else:
            for ev in end.events:
                self._log(settle_line(cast, ev, match.target, match.variant))
        self._teach("<br>".join(round_end_lines(cast, match, end)))
        if match.winner is not None:
            self._log(f"<b>{winner_line(cast, match, html=True)}</b>")

    # -- undo and redo ---------------------------------------------------------------
    def mark(self) -> int:
        """Where the story stands (a turn about to be played starts there)."""
        return len(self.lines)

    def rewound(self, since: int, until: int) -> None:
        """Undo: the lines ``since`` .. ``until`` are struck through (moves taken back)."""
        for i in range(since, min(until, len(self.lines))):
            if i not in self._unstruck:
                self._unstruck[i] = self.lines[i]
                self.lines[i] = STRUCK.format(line=self.lines[i])
        self.rewritten.emit()
        self._log(tr("<i>Undone: back before your move</i>"))
        self._teach(tr("<i>Undone: the position is back before your move.</i>"))

    def replayed(self, since: int, until: int) -> None:
        """Redo: the struck lines of the turn made again are shown as played."""
        for i in range(since, until):
            if i in self._unstruck:
                self.lines[i] = self._unstruck.pop(i)
        self.rewritten.emit()
        self._log(tr("<i>Redone</i>"))

    def redone(self, move: Move) -> None:
        """Redo: the teacher, whose last word was "Undone", says what is played again."""
        self._teach(fill(tr("<i>Redone: your move {move} is played again.</i>"),
                         move=move_label(move, arrow=True)))
