"""The side panel: one card per scorer (score, tally, distance, turn) and the event log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...rules import Stand
from ...rules.tally import stroke_count
from ..play.following import follow
from ..play.model import Changes, MatchModel
from ..words.richtext import directed, escape, follow_direction, make_safe
from ..words.summary import (
    clauses,
    hint_lines,
    plural,
    score_text,
    shows_raw,
    tiles_count,
    turn_mark,
    variant_name,
)
from ..words.voice import align_leading, bare, cast_of_setup, fill
from .cards import ScorerCard
from .fitting import FittingScroll
from .reading_boxes import keep_newest_in_view, reading_box, scroll_to_newest, text_lines

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...ai.hints import Hint
    from ...rules.match import Match
    from ..play.hinter import Hinter
    from ..theme import Theme
    from ..words.narrator import Narrator


class ScorePanel(QWidget):
    """Every scorer, the hint, the teacher and the log: the match ``model``'s, the story
    ``story`` tells, the hints of ``hints`` (asked for with ``ask_hint``; None: no hints
    here, as in the replay viewer)."""

    def __init__(self, model: MatchModel, story: Narrator, parent: QWidget | None = None, *,
                 hints: Hinter | None = None, ask_hint: Callable[[], object] | None = None,
                 teaching: bool = True) -> None:
        super().__init__(parent)
        self.model = model
        self.story = story
        self.hints = hints
        self.teaching_allowed = teaching and hints is not None  # the teacher and the hints
        self.ink = QColor("#1c3f8a")
        self.accent = "#c25e00"
        self.alert = "#b3261e"
        self.setMinimumWidth(290)
        self.setMaximumWidth(380)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(8, 8, 8, 8)
        # The cards, the hint and the tracker scroll when the window is short (a late
        # match's tallies, a hint, three cards): the window never grows for them.
        self.cards_scroll = FittingScroll()
        self.cards_scroll.setWidget(self._cards_column(model))
        self.cards_scroll.keep_in_view(self.hint_frame)
        outer.addWidget(self.cards_scroll)
        self._reading_boxes(outer)
        self.setAccessibleName(self.tr("Scores"))
        if ask_hint is not None:
            self.hint_button.clicked.connect(ask_hint)
        follow(model, self, self._changed)
        story.logged.connect(self._append)
        story.taught.connect(self._teach)
        story.rewritten.connect(self._rewrite_log)
        if hints is not None:
            hints.started.connect(self._hint_started)
            hints.ready.connect(self.show_hint)

    def _cards_column(self, model: MatchModel) -> QWidget:
        """What scrolls: the match's title, a card for each scorer, the stock and ends,
        the hint and the tracker."""
        content = QWidget()
        layout = QVBoxLayout(content)
        layout.setContentsMargins(0, 0, 0, 0)
        self.title = align_leading(QLabel())
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.cards_box = QVBoxLayout()
        layout.addLayout(self.cards_box)
        self.cards: list[ScorerCard] = []
        self.held: dict[int, int] = {}  # scores shown instead of the match's (a count-up)
        self.info = align_leading(QLabel())
        self.info.setTextFormat(Qt.TextFormat.PlainText)
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        layout.addLayout(self._hint_row())
        layout.addWidget(self._hint_frame())
        from .tracker import TrackerBox

        self.tracker = TrackerBox(model)  # teaching mode: what you may know of the hands
        layout.addWidget(self.tracker)
        layout.addStretch(1)
        return content

    def _hint_row(self) -> QHBoxLayout:
        """The Hint button, at the leading edge."""
        row = QHBoxLayout()
        self.hint_button = QPushButton(self.tr("Hint (H)"))
        self.hint_button.setAccessibleName(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("What would a strong player do here? (H)"))
        self.hint_button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # Tab reaches it, a click
        # leaves the keys with the table
        row.addWidget(self.hint_button)
        row.addStretch(1)
        return row

    def _hint_frame(self) -> QFrame:
        """The hint: the best move in one plain line; the other moves and how the hint
        was found behind "Other moves", folded until asked for (hidden until a hint)."""
        self.hint_box = align_leading(QLabel(), Qt.AlignmentFlag.AlignTop)
        self.hint_box.setObjectName("HintBox")
        self.hint_box.setAccessibleName(self.tr("Hint"))
        self.hint_box.setWordWrap(True)
        self.hint_box.setTextFormat(Qt.TextFormat.RichText)
        self.hint_more_button = QToolButton()
        self.hint_more_button.setCheckable(True)
        self.hint_more_button.setText(self.tr("Other moves"))
        self.hint_more_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.hint_more_button.setAutoRaise(True)
        self.hint_more_button.toggled.connect(self._fold_hint)
        self.hint_more = align_leading(QLabel(), Qt.AlignmentFlag.AlignTop)
        self.hint_more.setObjectName("HintMore")
        self.hint_more.setWordWrap(True)
        self.hint_more.setTextFormat(Qt.TextFormat.RichText)
        self.hint_frame = QFrame()
        self.hint_frame.setObjectName("HintFrame")
        hint_layout = QVBoxLayout(self.hint_frame)
        hint_layout.setContentsMargins(6, 6, 6, 6)
        hint_layout.setSpacing(2)
        hint_layout.addWidget(self.hint_box)
        hint_layout.addWidget(self.hint_more_button)
        hint_layout.addWidget(self.hint_more)
        self._style_hint_box()
        self.hint_frame.hide()
        self._fold_hint(False)
        return self.hint_frame

    def _reading_boxes(self, outer: QVBoxLayout) -> None:
        """The teacher and the log under the cards, three lines each at least."""
        self.teacher_title = self._title(self.tr("Teacher"))
        outer.addWidget(self.teacher_title)
        self.teacher = reading_box()
        self.teacher.setAccessibleName(self.tr("Teacher"))
        self.teacher.setAccessibleDescription(self.tr("Why each move scores what it does"))
        make_safe(self.teacher)  # loads nothing, whatever a text asks for
        follow_direction(self.teacher)
        self.teacher.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        outer.addWidget(self.teacher, 3)
        self.log_title = self._title(self.tr("Log"))
        outer.addWidget(self.log_title)
        self.log = reading_box()
        self.log.setAccessibleName(self.tr("Log"))
        self.log.setAccessibleDescription(self.tr("Every placement, draw and score of the match"))
        make_safe(self.log)
        follow_direction(self.log)
        outer.addWidget(self.log, 2)
        for browser in (self.teacher, self.log):
            keep_newest_in_view(browser)
            # at least three lines each; beyond that they share what the cards leave
            browser.setMinimumHeight(text_lines(browser, 3))
            browser.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)

    def _changed(self, changes: Changes) -> None:
        if changes.match:
            self._restart()
        if changes.teaching:
            self._teaching(self.model.teaching)
        self.refresh()

    def _title(self, text: str) -> QLabel:
        label = QLabel(text)
        font = QFont(label.font())
        font.setBold(True)
        label.setFont(font)
        return label

    # -- teaching ------------------------------------------------------------------
    def _teach(self, line: str) -> None:
        self.teacher.append(line)
        scroll_to_newest(self.teacher)

    def _teaching(self, on: bool) -> None:
        on = on and self.teaching_allowed
        for w in (self.teacher_title, self.teacher, self.hint_button):
            w.setVisible(on)
        if not on:
            self.hint_frame.hide()
        for browser in (self.teacher, self.log):
            scroll_to_newest(browser)

    def _style_hint_box(self) -> None:
        self.hint_frame.setStyleSheet(f"QFrame#HintFrame {{ border: 2px dashed {self.alert}; "
                                      "border-radius: 6px; }")

    def _fold_hint(self, unfolded: bool) -> None:
        """The other moves of the hint shown or folded away (the button says which)."""
        self.hint_more.setVisible(unfolded and bool(self.hint_more.text()))
        forward = (Qt.ArrowType.LeftArrow if self.layoutDirection() == Qt.LayoutDirection.RightToLeft
                   else Qt.ArrowType.RightArrow)  # folded: it points the way the text reads
        self.hint_more_button.setArrowType(Qt.ArrowType.DownArrow if unfolded else forward)

    def _set_hint_text(self, first: str, more: list[str] | None = None) -> None:
        """The hint's plain first line, and what "Other moves" unfolds (none: no button).
        A screen reader hears all of it."""
        from ..table.overlays import plain_text

        more = more or []
        self.hint_box.setText(directed(first))
        self.hint_more.setText(directed("<br>".join(more)))
        self.hint_more_button.setVisible(bool(more))
        self._fold_hint(self.hint_more_button.isChecked())
        self.hint_box.setAccessibleDescription(bare(plain_text("<br>".join([first, *more]))))

    def _show_hint_frame(self) -> None:
        """The hint shown, and scrolled into view once the panel is laid out again."""
        self.hint_frame.show()
        self.cards_scroll.bring_into_view()

    def _hint_started(self) -> None:
        self.hint_button.setEnabled(False)
        self._set_hint_text(self.tr("<i>Thinking…</i>"))
        self._show_hint_frame()

    def show_hint(self, hint: Hint | None) -> None:
        self.hint_button.setEnabled(True)
        if hint is None:
            self._set_hint_text(self.tr("<i>No hint now.</i>"))
            return
        m = self.model.match
        lines = (hint_lines(hint, m.players, len(m.scorers), m.rules) if m is not None
                 else hint_lines(hint))
        self._set_hint_text(lines[0], [*lines[1:], self.searched_text(hint)])
        self._show_hint_frame()

    def searched_text(self, hint: Hint) -> str:
        """How the hint's moves were ranked, under them: as the review judges moves (issue
        40: a learner who followed a hint of Hard's few deals was told by the review that
        it was a mistake), over how many deals or searched exactly."""
        if hint.measure is None:  # by the level's own search
            if hint.exact:
                return self.tr("<small>(the rest of the round searched exactly)</small>")
            return plural(self.tr("<small>(%n sampled deal(s))</small>", "", hint.deals),
                          hint.deals)
        if hint.exact:
            return self.tr("<small>(ranked as the review judges moves: the rest of the round "
                           "searched exactly)</small>")
        return plural(self.tr("<small>(ranked as the review judges moves, over %n sampled "
                              "deal(s))</small>", "", hint.deals), hint.deals)

    def hint_text(self) -> str:
        """The whole hint as rich text, folded part included (for the tests and the
        screen reader's description)."""
        return "<br>".join(t for t in (self.hint_box.text(), self.hint_more.text()) if t)

    def tally_box(self) -> int:
        """The tally's symbol size: larger in a taller window."""
        return int(self.height() / 19)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for card in self.cards:
            card.tally.set_box(self.tally_box())
        # the teacher and the log keep a line each per 110 px of a tall panel (six at
        # 1366x768, where the cards took all but four), at least three each
        lines = max(3, min(8, self.height() // 110))
        for browser in (self.teacher, self.log):
            browser.setMinimumHeight(text_lines(browser, lines))

    def set_ink(self, ink: QColor) -> None:
        self.ink = ink
        self.refresh()

    def set_theme(self, theme: Theme) -> None:
        """The theme's ink (tallies), accent (the active card) and alert (hint box)."""
        self.accent, self.alert = theme.accent.name(), theme.alert.name()
        self._style_hint_box()
        self.set_ink(theme.ink)

    def _restart(self) -> None:
        self.log.clear()
        self.teacher.clear()
        self.hint_frame.hide()
        for line in self.story.lines:
            self.log.append(line)
        for lesson in self.story.lessons:  # the story of a match shown again
            self.teacher.append(lesson)
        scroll_to_newest(self.log)
        scroll_to_newest(self.teacher)
        self.refresh()

    def _append(self, line: str) -> None:
        self.log.append(line)
        scroll_to_newest(self.log)

    def _rewrite_log(self) -> None:
        """Earlier lines changed (a turn undone or redone): the log shown again."""
        self.log.clear()
        for line in self.story.lines:
            self.log.append(line)
        scroll_to_newest(self.log)

    def _describe_card(self, m: Match, card: ScorerCard, scorer: int, raw: int, distance: str,
                       to_play: bool) -> None:
        """A score card for screen readers: the name, the raw and displayed score, the
        tally in words, the distance to 61 and the hands."""
        cast = cast_of_setup(self.model.setup)
        card.setAccessibleName(bare(cast.team(m, scorer)))
        hands = []
        for seat in m.scorers[scorer]:
            line = fill(self.tr("{who}: {tiles}"), who=cast.name(seat),
                        tiles=tiles_count(len(m.round.hand(seat))))
            if to_play and m.round.turn == seat:
                line = fill(self.tr("{line}, to play"), line=line)
            hands.append(line)
        if shows_raw(m.rules):
            text = fill(self.tr("{raw} raw, {shown} shown; tally: {tally}; {distance}; {hands}"),
                        raw=raw, shown=m.rules.shown(raw), tally=card.tally.words(),
                        distance=distance, hands=clauses(hands))
        else:  # one number, and no tally of strokes beside it
            text = fill(self.tr("score {score}; {distance}; {hands}"), score=raw,
                        distance=distance, hands=clauses(hands))
        card.setAccessibleDescription(bare(text))

    def distance_text(self, m: Match, scorer: int) -> str:
        """How far the scorer is from the match's target (61 unless a shorter one was
        chosen), and what reaching it means in the variant, in words: the rules decide
        where it stands (``Match.standing``)."""
        standing = m.standing(scorer)
        stand = standing.stand
        rules = m.rules
        target = rules.shown(m.target)
        if stand is Stand.REACHED_EXACTLY:
            return fill(self.tr("has reached exactly {target}"), target=target)
        if stand is Stand.NEEDS_EXACTLY and not shows_raw(rules):
            return fill(self.tr("needs exactly {points}"), points=standing.needs)
        if stand is Stand.NEEDS_EXACTLY:
            return fill(self.tr("needs exactly {raw} raw ({shown})"), raw=standing.needs,
                        shown=rules.shown(standing.needs))
        if stand is Stand.NEEDS and not shows_raw(rules):
            return fill(self.tr("needs {points} to reach {target}"), points=standing.needs,
                        target=target)
        if stand is Stand.NEEDS:
            return fill(self.tr("needs {raw} raw ({shown}) to reach {target}"),
                        raw=standing.needs, shown=rules.shown(standing.needs), target=target)
        if stand is Stand.WON:
            return fill(self.tr("has reached {target} and wins"), target=target)
        if stand is Stand.BEHIND:
            return fill(self.tr("{target} reached, but a higher score leads"), target=target)
        if stand is Stand.TIED:
            return fill(self.tr("{target} reached, tied for the lead: another round is played"),
                        target=target)
        return fill(self.tr("{target} reached: wins if still ahead after the round"),
                    target=target)  # Stand.LEADING

    def refresh(self) -> None:
        c = self.model
        m = c.match
        if m is None:
            return
        cast = cast_of_setup(c.setup)
        while len(self.cards) < len(m.scorers):
            card = ScorerCard()
            self.cards_box.addWidget(card)
            card.show()  # at once, not at the next turn of the event loop
            self.cards.append(card)
        while len(self.cards) > len(m.scorers):
            card = self.cards.pop()
            card.hide()
            card.deleteLater()
        rnd = m.round
        hints = self.hints
        if hints is None or (hints.last is None and not hints.busy):
            self.hint_frame.hide()
        self.hint_button.setEnabled(hints is not None and c.human_to_act() is not None
                                    and not hints.busy)
        self.title.setText(directed(fill(self.tr("<b>{variant}</b> · round {n} · target {target}"),
                                         variant=variant_name(m.variant), n=m.round_index + 1,
                                         target=m.rules.shown(m.target))))
        for scorer, card in enumerate(self.cards):
            raw = self.held.get(scorer, m.scores[scorer])
            name = cast.team(m, scorer)
            card.name.setText(fill(self.tr("{name} — winner"), name=name) if m.winner == scorer
                              else name)
            card.score.setText(score_text(raw, m.rules, self.tr("{raw} raw · {shown}")))
            card.tally.set_box(self.tally_box())
            card.tally.set_raw(raw, self.ink)
            # no strokes: no empty row; a game shown in ones keeps its score as a number
            card.tally.setVisible(shows_raw(m.rules) and stroke_count(raw) > 0)
            text = self.distance_text(m, scorer)
            card.distance.setText(text)
            parts = []
            for seat in m.scorers[scorer]:
                n = len(rnd.hand(seat))
                turn = not rnd.is_over and not m.is_over and rnd.turn == seat
                line = fill(self.tr("{who}: {tiles}"), who=escape(cast.name(seat)),
                            tiles=tiles_count(n))
                parts.append(f"<b>{turn_mark()} {line}</b>" if turn else line)
            card.seats.setText(directed("<br>".join(parts)))
            active = any(rnd.turn == s for s in m.scorers[scorer]) and not rnd.is_over
            card.set_active(active, self.accent)
            self._describe_card(m, card, scorer, raw, text, active and not m.is_over)
        self.info.setText(self.info_text(m))

    def info_text(self, m: Match) -> str:
        """The line under the cards: the stock (where a stuck seat draws), the ends'
        sum (where the ends score) and who led the round."""
        rnd = m.round
        rules = m.rules
        led = bool(rnd.layout.order)  # the leader has placed the opening tile
        if rules.draws and rules.scores_ends:
            texts = ((self.tr("Stock {n} · ends {e} · you led"),
                      self.tr("Stock {n} · ends {e} · {name} led")) if led else
                     (self.tr("Stock {n} · ends {e} · you lead"),
                      self.tr("Stock {n} · ends {e} · {name} leads")))
        elif rules.draws:  # Draw: the stock counts, the ends score nothing
            texts = ((self.tr("Stock {n} · you led"), self.tr("Stock {n} · {name} led")) if led
                     else (self.tr("Stock {n} · you lead"), self.tr("Stock {n} · {name} leads")))
        elif rules.scores_ends:  # no stock to draw from
            texts = ((self.tr("Ends {e} · you led"), self.tr("Ends {e} · {name} led")) if led
                     else (self.tr("Ends {e} · you lead"), self.tr("Ends {e} · {name} leads")))
        else:  # Block: nothing is drawn and the ends score nothing
            texts = ((self.tr("You led"), self.tr("{name} led")) if led
                     else (self.tr("You lead"), self.tr("{name} leads")))
        cast = cast_of_setup(self.model.setup)
        return cast.by_person(rnd.leader, *texts, n=rnd.stock_left, e=rnd.layout.end_sum)
