"""Help > How to Play: a short guide to both variants in the interface's language.

The guide is one list of sections whose texts go through Qt's translation like
every other text of the game (context ``guide``).  The same texts open the rules
guide of the repository: ``python -m fivesup_qt.ui.windows.guide --docs docs`` writes
them, in English and in Arabic, between the markers of ``docs/rules.md`` and
``docs/rules.ar.md`` (``--check`` says whether they are up to date; a test runs
it), so the game and its documentation never say different things.

The dialog shows the texts escaped, in a browser that follows no link and loads
nothing from disk or network.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple, TypeVar

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ..words import i18n
from ..words.review_words import accuracy_formula_text, measure_rule_text, thresholds_text
from ..words.richtext import make_safe
from ..words.richtext import words as escape  # a translation keeps its isolates
from .sizing import fit_to_screen

START = ("<!-- guide: start (written by python -m fivesup_qt.ui.windows.guide --docs docs; "
         "edit fivesup_qt/ui/windows/guide.py) -->")
END = "<!-- guide: end -->"
DOCS = {"en": "rules.md", "ar": "rules.ar.md"}
# A text marks a choice of the game's own, listed in section 11 of the rules guides, with
# {decision_N}: shown as "(decision N)", linked to that list in the rules guides.
DECISION = re.compile(r"\{decision_(\d+)\}")
DECISIONS_ANCHOR = {"en": "#11-decisions-and-readings-of-our-own",
                    "ar": "#11-قراراتنا-وقراءاتنا-للنصين"}


def tr(text: str) -> str:
    return QCoreApplication.translate("guide", text)


class Section(NamedTuple):
    title: str
    paragraphs: list[str]


def decision_label(number: int) -> str:
    """'decision N': how a text names the N-th entry of the rules guides' section 11."""
    return tr("decision {number}").replace("{number}", str(number))


def plain(text: str) -> str:
    """A guide text as the dialog shows it: each decision mark as '(decision N)'."""
    return DECISION.sub(lambda m: f"({decision_label(int(m.group(1)))})", text)


def sections() -> list[Section]:
    """The guide, translated into the interface's language."""
    return [*_playing(), *_settling(), *_learning(), *_practising(), *_classics()]


def _playing() -> list[Section]:
    """The aim, placing a tile, the counted ends, spinners, drawing and passing."""
    return [
        Section(tr("The aim"), [
            tr("Five-Up is played with the 28 tiles of a double-six set by 2, 3 or 4 players; "
               "with 4, partners sitting opposite share one score. You score when the counted "
               "ends of the layout add up to a multiple of 5. Scores are kept in raw points and "
               "shown divided by 5: the target, 305 raw, shows as 61."),
            tr("Two variants: in Five-Up the target is checked after each round is settled; in "
               "Exact 61 the score must reach exactly 61, never more."),
            tr("Where the two traditional texts the game follows say nothing, or can be read "
               "more than one way, the game makes a choice of its own. This guide marks each "
               "such choice with its number in the list of decisions of the full rules "
               "(section 11), such as (decision 1)."),
        ]),
        Section(tr("Placing a tile"), [
            tr("Everyone is dealt 5 tiles; the rest is the stock. The leader opens with any "
               "tile. After that, a tile goes on a free connection point showing the same value "
               "as one of its halves; its other half becomes a new end."),
            tr("Drag a tile from your hand to a lit point, or click a tile and then a point. "
               "Keyboard: Left and Right choose a tile, Tab, Up and Down a point, Enter places, "
               "D draws, H asks for a hint. Tab moves on to the buttons and the log when no tile "
               "is selected (Esc clears the selection)."),
            tr("A tile that fits in one place only needs no point: a double-click puts it "
               "there, and so does a single click when Game > Settings > Clicks says so, or on "
               "the drawn tile that must be placed. With the keys, Enter places it at once."),
        ]),
        Section(tr("Counted ends and points"), [
            tr("After every placement, add up the counted ends: the free end of every tile that "
               "is not a double (a blank counts 0), and every double that still has a free line "
               "side, counted whole (both halves). A sum that is a positive multiple of 5 scores "
               "that many raw points: a sum of 15 gives 15 raw, shown as +3. Any other sum, 0 "
               "included, scores nothing."),
        ]),
        Section(tr("Spinners"), [
            tr("In Five-Up and Exact 61 every double is a spinner (orange frame). It lies "
               "crosswise with two line sides "
               "and two branch sides. Its branches open only once both line sides are taken; "
               "from then on the spinner itself counts nothing, and a started branch counts "
               "through its outer end."),
        ]),
        Section(tr("Drawing and passing"), [
            tr("If a tile in your hand fits, you must place one. If none fits, draw from the "
               "stock one tile at a time; a drawn tile that fits must be placed at once. Only "
               "when the stock is empty and nothing fits do you pass."),
        ]),
    ]


def _settling() -> list[Section]:
    """A round's end and both rule sets' settlements, the exact finish, the tally."""
    return [
        Section(tr("End of a round"), [
            tr("A round ends when a player places their last tile (domino), or it is blocked "
               "when the stock is empty and nobody can place. The player who placed the last "
               "tile leads the next round, even if they led this one; after a block the leader "
               "is drawn by lot among all the seats {decision_18}."),
            tr("Hands are then settled. Pips are rounded to the nearest multiple of 5: a "
               "remainder of 1 or 2 rounds down, 3 or 4 rounds up (7 makes 5, 8 makes 10)."),
        ]),
        Section(tr("Five-Up settlement"), [
            tr("Every player's remaining pips are rounded and deducted from their score (their "
               "team's with 4 players); partners are rounded separately. Scores may go below "
               "zero {decision_6}."),
            tr("Only after the settlement is the target checked: the highest score that has "
               "reached 305 raw wins. If the highest qualifying scores are tied, ordinary "
               "rounds are played one at a time until one player or team alone has the highest "
               "score. Our reading {decision_1}: each of those rounds is checked as the first "
               "was, so the winner must be alone at the top and at 305 or more; while the top "
               "is tied, nobody wins."),
        ]),
        Section(tr("Exact 61 settlement"), [
            tr("Domino: the opponents' pips are added up, rounded once and added to the score "
               "of the player who went out, or of their team; the hand of that player's partner "
               "is rounded on its own and subtracted from the same score."),
            tr("Blocked: every player gains the differences between their hand and each higher "
               "hand of an opponent, added up and rounded once. The lowest hands are settled "
               "first {decision_3}, each as its own event, partners' too {decision_11}."),
        ]),
        Section(tr("Exact 61: the exact finish"), [
            tr("A scoring event that would take a score past 305 raw is rejected whole: the "
               "score stays where it was. A rejected placement's tile stays on the table and "
               "play goes on {decision_12}. The last placement of a domino and its settlement "
               "are one event, accepted or rejected together. The match ends the moment an "
               "event makes exactly 305."),
        ]),
        Section(tr("The tally"), [
            tr("Each score card also keeps the pen-and-paper tally: one stroke for every 5 raw "
               "points. Ten strokes make a 50-point symbol, a big X with a small x in each of "
               "the four spaces around it. 305 raw is six symbols and one stroke."),
        ]),
    ]


def _learning() -> list[Section]:
    """The rules tour, teaching mode, the tile tracker and the review."""
    return [
        Section(tr("Learning more"), [
            tr("Help > Rules Tour shows the rules' illustrated positions one by one on the "
               "table, with every counted end marked. Teaching mode (View > Teaching Mode) "
               "explains every point, draw, pass and settlement, gives hints and lets you undo "
               "your moves. View > High Contrast Palette shows black, white and yellow with "
               "large pips."),
            tr("In teaching mode the side panel also keeps a tile tracker: for each other "
               "player, the values they are known not to hold (from their draws and passes; "
               "hold the pointer over a line for the reason), and for each value from 0 to 6 "
               "how many tiles showing it you have not seen yet."),
        ]),
        Section(tr("Reviewing a match"), [
            tr("Review (on the card at the end of a round or of the match, in Match History and "
               "in the replay viewer) judges every decision a player made with a choice of "
               "moves: each legal move is valued as the Expert computer values it, from what "
               "that player could see at that moment, and the move played is compared with "
               "the best. For each decision you see the move played, the best move and what "
               "the move gave up: where the match is at stake, the chance of winning the "
               "match, in percentage points (a move that takes your chance from 60% to 57% "
               "gives up 3); before that, the expected points, a match won or lost left out "
               "(such as \"−7.5 points\"), with the chance beside them where the game has "
               "winning chances for the kind of match; and a label. A chart shows "
               "the swing move by move, and a click on a decision shows its position with "
               "every alternative on the table."),
            measure_rule_text(),
            thresholds_text(),
            accuracy_formula_text(),
            tr("The level you played like: your accuracy is set beside the mean accuracy of "
               "each computer level, measured by reviewing matches the computer players "
               "played against each other, each level against the same opponents. "
               "\"Accuracy 86%: between Hard (83%) and Expert "
               "(89%)\" means you chose as well as a player between those two levels does on "
               "average. Match History charts your accuracy match by match; where the matches "
               "shown are of one variant and one number of players, a dashed line marks each "
               "level's own accuracy."),
            tr("Beside the label, the plain facts: a missed five (a scoring placement was "
               "available and the move scored nothing); in Exact 61, an overshoot (the move's "
               "points passed 61 and were rejected when another move's were not) and a won "
               "match let go (another move made exactly 61)."),
        ]),
    ]


def _classics() -> list[Section]:
    """Block, Draw and All Fives: the classic games beside the originals, in short (their
    chapters in the rules guides say the rest)."""
    return [
        Section(tr("More games: Block, Draw and All Fives"), [
            tr("Beside the two originals, New Match offers three classic games played on the "
               "same table. They are not the originals: their rules are the usual ones, as "
               "Pagat.com describes them, and the full rules give each a chapter."),
            tr("Block and Draw: seven tiles each (in Draw five with three or four players). "
               "The highest double dealt leads the first round, and every round after a block, "
               "and is played first; after a domino the player who went out leads with any "
               "tile. No double is a spinner and nothing scores during play. In Block nobody "
               "draws: a player who cannot place passes; in Draw you draw until a tile fits. "
               "Scores are kept as they are, not in fives: a match is played to 100 (or 150, "
               "or 50)."),
            tr("The round's winner scores. After a domino: the pips left in the other sides' "
               "hands (a partner's hand counts for nothing). After a block: the side with the "
               "fewest pips scores the others' pips less its own; a tie for fewest scores "
               "nothing. The target is checked after the round, as in Five-Up."),
            tr("All Fives: seven tiles each with two players, five with more; the leader is "
               "drawn by lot. Only the first double placed is a spinner; a later double lies "
               "across the line and counts both halves while it is at an end. The ends score on "
               "multiples of 5 as in Five-Up, and the round's winner scores as in Block and "
               "Draw, each sum rounded to the nearest 5. Scores are shown divided by 5: a match "
               "is played to 61 (305 raw), 41 or 31."),
        ]),
    ]


def _practising() -> list[Section]:
    """Puzzles, fair play, duplicate and the daily deal."""
    return [
        Section(tr("Puzzles"), [
            tr("Play > Puzzles shows positions from real rounds where one move is best by a "
               "clear margin, proved by the game's exact search (every hand is shown) or by "
               "the count (only your hand is shown). The question says what to find: score "
               "the most, finish the match, go out first, block the round, stop an opponent "
               "from scoring, or make the most of the round. Answer as in a match: drag a "
               "tile onto a lit point, or click a tile and then a point."),
            tr("A wrong move is answered with the line that refutes it, played out on the "
               "table with numbered red marks and told in words; a right one with the rest of "
               "the solution's line, in green. Retry shows the position again, Show Solution "
               "plays the best move, Next Puzzle brings another one."),
            tr("The first answer to each puzzle counts for your puzzle rating (Glicko-2: a win "
               "against the puzzle's own rating when it is right, a loss when it is not) and "
               "for your streak of puzzles solved at the first try; a retry counts for "
               "nothing. The rating, the streak and the puzzles solved are kept in the game's "
               "data folder. Choose the puzzles by theme and difficulty at the top of the "
               "window."),
        ]),
        Section(tr("Fair play"), [
            tr("At the end of every round all hands are shown face up, and so is the stock, in "
               "the order it would have been drawn. Replay this deal (on the card at a round "
               "end, or in Match History) deals the same hands and stock again, with the same "
               "seats or the seats rotated. Help > How the Computer Plays tells what the "
               "computer sees and how it chooses."),
        ]),
        Section(tr("Duplicate and the daily deal"), [
            tr("In one match your score says as much about the tiles you were dealt as about "
               "how you played them: a hand of doubles and fives scores for anyone. Duplicate "
               "play takes that luck out, as duplicate bridge does: the same deals are played "
               "again with Expert in your seat, every round from the same hands, the same stock "
               "in the same order and the same scores, the other players playing as before. "
               "Both of you had exactly the same luck, so the difference between your points "
               "and Expert's is what you made of your tiles."),
            tr("Play it in duplicate (on the card at the end of a match, and in Match History) "
               "shows the difference round by round, with a chart of the running total. \"You "
               "scored 140, Expert in your seat 115: +25\" means you made 25 raw points more "
               "than Expert out of the very same deals; a difference below zero means Expert "
               "did better. With four players the points are your team's."),
            tr("Play > Daily Deal deals one match a day against Expert, the same on every "
               "computer: everyone who plays a date's deal, with the same variant and number "
               "of players, gets the same tiles in the same seat, round after round. Today's "
               "deal comes first; any earlier date can be played too. When the match is over, "
               "Expert plays the same deals in your seat and the comparison appears on the "
               "card. Match History keeps every comparison and charts them over time (a daily "
               "match is a star)."),
        ]),
    ]


# -- the dialog ---------------------------------------------------------------------------
def html(parts: list[Section]) -> str:
    """The guide as rich text; every text is escaped (a translation is data too)."""
    out = []
    for section in parts:
        out.append(f"<h3>{escape(plain(section.title))}</h3>")
        out += [f"<p>{escape(plain(text))}</p>" for text in section.paragraphs]
    return "".join(out)


class GuideBrowser(QTextBrowser):
    """A text browser that opens no link and loads no image, style sheet or file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setOpenLinks(False)
        self.setOpenExternalLinks(False)
        make_safe(self)


class PageDialog(QDialog):
    """A help page (titled sections of escaped text) in a scrollable window beside the
    table: not modal, so the table stays playable while reading."""

    def __init__(self, title: str, parts: list[Section], parent: QWidget | None = None,
                 height: int = 640) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        layout = QVBoxLayout(self)
        self.browser = GuideBrowser(self)
        self.browser.setAccessibleName(title)
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            option = self.browser.document().defaultTextOption()
            option.setTextDirection(Qt.LayoutDirection.RightToLeft)
            option.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignAbsolute)
            self.browser.document().setDefaultTextOption(option)
        self.browser.document().setDocumentMargin(10)
        self.browser.setHtml(html(parts))
        layout.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        fit_to_screen(self, 620, height)


class GuideDialog(PageDialog):
    """How to Play: the guide."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("How to Play"), sections(), parent)
        self.setObjectName("GuideDialog")


Page = TypeVar("Page", bound=PageDialog)


def show_page(window: QWidget, kind: type[Page], make: Callable[[QWidget], Page]) -> Page:
    """Show the window's page of this kind (one per window, made by ``make`` the first
    time), brought to the front when already open."""
    dialog = next((d for d in window.findChildren(kind) if type(d) is kind), None)
    if dialog is None:
        dialog = make(window)
    dialog.show()
    dialog.raise_()
    dialog.activateWindow()
    return dialog


def show_guide(window: QWidget) -> GuideDialog:
    """Show the window's guide."""
    return show_page(window, GuideDialog, GuideDialog)


# -- the rules guide of the repository ------------------------------------------------------
def _markdown_text(text: str) -> str:
    """Plain text that Markdown shows as it is (no emphasis, code, links or HTML)."""
    for char in "\\`*_[]<":
        text = text.replace(char, "\\" + char)
    return text


def _markdown_marked(text: str, anchor: str) -> str:
    """A guide text in Markdown, each decision mark a link to the decisions (``anchor``)."""
    pieces = DECISION.split(text)  # text, number, text, number, ..., text
    out = [_markdown_text(pieces[0])]
    for number, after in zip(pieces[1::2], pieces[2::2]):
        out.append(f"([{_markdown_text(decision_label(int(number)))}]({anchor}))")
        out.append(_markdown_text(after))
    return "".join(out)


def markdown(parts: list[Section], anchor: str = DECISIONS_ANCHOR["en"]) -> str:
    """The guide as the Markdown of the docs' short section; ``anchor`` is the link of
    the rules guide's decisions."""
    out = []
    for section in parts:
        out.append(f"### {_markdown_marked(section.title, anchor)}\n")
        out += [f"{_markdown_marked(text, anchor)}\n" for text in section.paragraphs]
    return "\n".join(out)


def docs_section(language: str) -> str:
    """The generated block of the rules guide in ``language`` ('en' or 'ar')."""
    app = QCoreApplication.instance() or QCoreApplication([])
    try:
        if i18n.install(app, language) != language:
            raise SystemExit(f"error: no compiled translation for {language!r}")
        return f"{START}\n\n{markdown(sections(), DECISIONS_ANCHOR[language])}\n{END}"
    finally:
        i18n.uninstall()


def sync_docs(folder: Path, check: bool = False) -> list[Path]:
    """Write the guide into the rules guides of ``folder``; returns the files that
    were (``check``: would be) changed."""
    changed = []
    for language, name in DOCS.items():
        path = folder / name
        text = path.read_text(encoding="utf-8")
        if START not in text or END not in text:
            raise SystemExit(f"error: {path} lacks the guide markers {START!r} and {END!r}")
        head, rest = text.split(START, 1)
        _, tail = rest.split(END, 1)
        new = head + docs_section(language) + tail
        if new != text:
            changed.append(path)
            if not check:
                path.write_text(new, encoding="utf-8")
    return changed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m fivesup_qt.ui.windows.guide",
                                     description="Write the How to Play guide into the rules guides.")
    parser.add_argument("--docs", metavar="DIR", required=True,
                        help="the folder of rules.md and rules.ar.md")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 when a guide section is out of date")
    args = parser.parse_args(argv)
    changed = sync_docs(Path(args.docs), check=args.check)
    for path in changed:
        print(f"{'out of date' if args.check else 'updated'}: {path}")
    return 1 if changed and args.check else 0


if __name__ == "__main__":
    sys.exit(main())
