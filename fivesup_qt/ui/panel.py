"""The side panel: one card per scorer (score, tally, distance, turn) and the event log."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QFrame, QLabel, QTextBrowser, QVBoxLayout, QWidget

from ..rules import TARGET, Variant, displayed
from .controller import GameController
from .summary import scorer_name, tiles_count
from .tally_widget import TallyWidget


class ScorerCard(QFrame):
    """Name, 'raw · displayed', the tally, the distance to 61 and the seats' hands."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScorerCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(10, 8, 10, 8)
        layout.setSpacing(3)
        self.name = QLabel()
        self.name.setWordWrap(True)
        font = QFont(self.name.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.1)
        self.name.setFont(font)
        self.score = QLabel()
        big = QFont(self.score.font())
        big.setPointSizeF(big.pointSizeF() * 1.25)
        self.score.setFont(big)
        self.tally = TallyWidget()
        self.distance = QLabel()
        self.seats = QLabel()
        self.seats.setTextFormat(Qt.TextFormat.RichText)
        for w in (self.name, self.score, self.tally, self.distance, self.seats):
            layout.addWidget(w)

    def set_active(self, active: bool) -> None:
        self.setProperty("active", active)
        self.setStyleSheet(
            "QFrame#ScorerCard { border: 2px solid #ff8c1a; border-radius: 6px; }" if active
            else "QFrame#ScorerCard { border: 1px solid palette(mid); border-radius: 6px; }"
        )


class ScorePanel(QWidget):
    """Reacts to the controller; shows every scorer and the log."""

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.ink = QColor("#1c3f8a")
        self.setMinimumWidth(290)
        self.setMaximumWidth(380)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        self.title = QLabel()
        self.title.setWordWrap(True)
        layout.addWidget(self.title)
        self.cards_box = QVBoxLayout()
        layout.addLayout(self.cards_box)
        self.cards: list[ScorerCard] = []
        self.info = QLabel()
        self.info.setWordWrap(True)
        layout.addWidget(self.info)
        log_title = QLabel(self.tr("Log"))
        font = QFont(log_title.font())
        font.setBold(True)
        log_title.setFont(font)
        layout.addWidget(log_title)
        self.log = QTextBrowser()
        self.log.setOpenLinks(False)
        layout.addWidget(self.log, 1)
        controller.matchStarted.connect(self._restart)
        controller.changed.connect(self.refresh)
        controller.logged.connect(self._append)

    def set_ink(self, ink: QColor) -> None:
        self.ink = ink
        self.refresh()

    def _restart(self) -> None:
        self.log.clear()
        for line in self.controller.log:
            self._append(line)
        self.refresh()

    def _append(self, line: str) -> None:
        self.log.append(line)
        bar = self.log.verticalScrollBar()
        bar.setValue(bar.maximum())

    def refresh(self) -> None:
        c = self.controller
        m = c.match
        if m is None:
            return
        while len(self.cards) < len(m.scorers):
            card = ScorerCard()
            self.cards_box.addWidget(card)
            self.cards.append(card)
        while len(self.cards) > len(m.scorers):
            self.cards.pop().deleteLater()
        rnd = m.round
        exact = m.variant is Variant.EXACT_61
        self.title.setText(self.tr("<b>{variant}</b> · round {n} · target 61").format(
            variant=m.variant.title, n=m.round_index + 1))
        for scorer, card in enumerate(self.cards):
            raw = m.scores[scorer]
            card.name.setText(scorer_name(c.names, m, scorer)
                              + (self.tr("  — winner") if m.winner == scorer else ""))
            card.score.setText(self.tr("{raw} raw · {shown}").format(raw=raw, shown=displayed(raw)))
            card.tally.set_raw(raw, self.ink)
            left = TARGET - raw
            if left == 0:
                text = self.tr("has reached exactly 61") if exact else self.tr("has reached 61")
            elif exact:
                text = self.tr("needs exactly {raw} raw ({shown})").format(
                    raw=left, shown=displayed(left))
            elif left > 0:
                text = self.tr("needs {raw} raw ({shown}) to reach 61").format(
                    raw=left, shown=displayed(left))
            else:
                text = self.tr("has reached 61")
            card.distance.setText(text)
            parts = []
            for seat in m.scorers[scorer]:
                n = len(rnd.hand(seat))
                turn = not rnd.is_over and not m.is_over and rnd.turn == seat
                who = c.names[seat]
                line = self.tr("{who}: {tiles}").format(who=who, tiles=tiles_count(n))
                parts.append(f"<b>▶ {line}</b>" if turn else line)
            card.seats.setText("<br>".join(parts))
            card.set_active(any(rnd.turn == s for s in m.scorers[scorer]) and not rnd.is_over)
        self.info.setText(self.tr("Stock {n} · ends {e} · {who} led").format(
            n=rnd.stock_left, e=rnd.layout.end_sum, who=c.names[rnd.leader]))
